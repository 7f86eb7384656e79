"""Storage benchmarks: what a stored hand costs at the table, and how fast history can be bulk-built.

    .venv/bin/python benchmarks/bench_storage.py            # 2,000 table hands, 1,000,000 bulk hands
    .venv/bin/python benchmarks/bench_storage.py --quick    # a few seconds, for a smoke run
    .venv/bin/python benchmarks/bench_storage.py --hands 5000 --bulk-hands 200000 --dir /mnt/usb

(a) Per-hand latency through ``RecordedTable.play`` (the path the table and ``autoplay`` use: a
    pending row, then the hand + bets in one transaction, WAL + synchronous=FULL), as median, p99
    and mean; then the same number of hands timed step by step to split ``begin_hand`` (pending row
    + the deal in memory) from ``commit_hand`` (hand, bets, pending row cleared); and the engine alone
    (``Session.deal``, no storage) as the floor.
(b) ``storage.bulk.store_simulated``: N simulated hands written with executemany in batches,
    reported as hands/s and the size of the resulting file.

Figures depend heavily on the disk (an fsync per commit with synchronous=FULL), so the folder and
its filesystem matter: use ``--dir`` to measure where real histories live. Nothing here asserts a
time; the tests never do either.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.money import MAX_CENTS
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable

BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 100}


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def row(label: str, samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return (
        f"  {label:<34} {len(ms):>8,} {statistics.median(ms):>9.3f} {percentile(ms, 99):>9.3f} "
        f"{statistics.fmean(ms):>9.3f}"
    )


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def bench_table(folder: Path, hands: int) -> tuple[list[str], float]:
    path = folder / "table.sqlite3"
    play: list[float] = []
    begin: list[float] = []
    commit: list[float] = []
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=MAX_CENTS // 2, seed=1)
        for _ in range(50):  # warm up: first shoe, page cache, WAL file
            table.play(BETS)
        for _ in range(hands):
            play.append(timed(lambda: table.play(BETS)))
        for _ in range(hands):
            if table.needs_new_shoe:
                table.start_shoe()  # not counted: once per ~80 hands
            begin.append(timed(lambda: table.begin_hand(BETS)))
            commit.append(timed(table.commit_hand))
        sync = history.db.conn.execute("PRAGMA synchronous").fetchone()[0]
        journal = history.db.conn.execute("PRAGMA journal_mode").fetchone()[0]

    engine: list[float] = []
    session = Session(TableRules(), MAX_CENTS // 2, seeds=DerivedSeeds(1))
    for _ in range(hands):
        if session.needs_new_shoe:
            session.start_shoe()
        engine.append(timed(lambda: session.deal(BETS)))

    names = {0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}
    lines = [
        f"(a) per hand, {hands:,} hands, journal_mode={journal}, synchronous={names.get(sync, sync)}",
        f"  {'':<34} {'hands':>8} {'median':>9} {'p99':>9} {'mean':>9}   (milliseconds)",
        row("RecordedTable.play (new shoes too)", play),
        row("  begin_hand (pending row + deal)", begin),
        row("  commit_hand (hand + bets)", commit),
        row("  engine only (Session.deal)", engine),
    ]
    return lines, statistics.fmean(engine)


def bench_bulk(folder: Path, hands: int, deal_seconds: float) -> list[str]:
    path = folder / "bulk.sqlite3"
    with History.open(path) as history:
        shown = [0.0]

        def progress(done: int) -> None:
            now = time.perf_counter()
            if sys.stderr.isatty() and now - shown[0] > 0.5:
                shown[0] = now
                print(f"\r  bulk: {done:,}/{hands:,}", end="", file=sys.stderr, flush=True)

        elapsed = timed(lambda: store_simulated(history, hands, seed=1, progress=progress))
        if sys.stderr.isatty():
            print("\r" + " " * 40 + "\r", end="", file=sys.stderr)
        stored = history.count("hands")
        bets = history.count("bets")
    size = sum(p.stat().st_size for p in folder.glob("bulk.sqlite3*") if p.is_file())
    return [
        f"(b) bulk store_simulated, {hands:,} hands (Banker 10.00 each hand)",
        f"  {hands:,} hands in {elapsed:.2f} s = {hands / elapsed:,.0f} hands/s; "
        f"file {size / 1e6:,.1f} MB ({size / hands:.0f} bytes per hand); "
        f"rows: {stored:,} hands, {bets:,} bets",
        f"  of which dealing in the engine ≈ {deal_seconds * hands:.1f} s "
        "(the mean Session.deal of (a) times the hands)",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=None, help="table hands to time (default 2,000)")
    parser.add_argument("--bulk-hands", type=int, default=None, help="bulk hands (default 1,000,000)")
    parser.add_argument("--quick", action="store_true", help="300 table hands and 50,000 bulk hands")
    parser.add_argument("--dir", type=Path, default=None, help="folder for the files (default: a temp dir)")
    parser.add_argument("--keep", action="store_true", help="keep the history files afterwards")
    parser.add_argument("--skip-bulk", action="store_true", help="only the per-hand measurements")
    args = parser.parse_args(argv)
    hands = args.hands if args.hands is not None else (300 if args.quick else 2_000)
    bulk = args.bulk_hands if args.bulk_hands is not None else (50_000 if args.quick else 1_000_000)
    if hands < 1 or bulk < 1:
        parser.error("--hands and --bulk-hands must be at least 1")

    parent = args.dir
    if parent is not None:
        parent.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="bench-storage-", dir=parent))
    try:
        print(
            f"storage benchmarks: Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
            f"sqlite-utils {importlib.metadata.version('sqlite-utils')}, {os.cpu_count()} CPU(s); "
            f"files in {folder}"
        )
        lines, deal_seconds = bench_table(folder, hands)
        print("\n".join(lines), flush=True)
        if not args.skip_bulk:
            print("\n".join(bench_bulk(folder, bulk, deal_seconds)))
    finally:
        if args.keep:
            print(f"kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
