"""The Shoe odds tab at the multiplier table: every bet priced exactly before each stored hand.

    .venv/bin/python benchmarks/bench_lit_shoe_odds.py                 # 40 hands of one shoe
    .venv/bin/python benchmarks/bench_lit_shoe_odds.py --quick         # 16 hands
    .venv/bin/python benchmarks/bench_lit_shoe_odds.py --history H.sqlite3 --workers 1

A seeded multiplier-table session of that many hands is stored (in ``--history`` if given and
not there yet, which later runs then reuse, so that a paired run of two versions times the pricing
alone), then ``analytics.shoe_odds`` prices every hand as the tab does, on ``--workers`` cores (all
by default) and prints the seconds and the time a hand. Each hand is ``multiplier_prices`` on the
cards left: pure Python, on worker processes when there are enough hands. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from baccarat_desktop.analytics.shoe_odds import shoe_odds
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable


def _stored(path: Path, hands: int) -> list[int]:
    """The hand ids of ``path``, after storing a seeded multiplier session there if it has none."""
    with History.open(path) as history:
        if not history.shoe_deals():
            table = RecordedTable.open(
                history, rules=TableRules(variant=Variant.MULTIPLIER), bankroll_cents=10_000_000, seed=2026
            )
            for _ in range(hands):
                table.play({BetSpot.BANKER: 1_000})
            table.end_session()
        return [hand_id for deal in history.shoe_deals() for hand_id, _p, _b in deal.hands][:hands]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="16 hands")
    parser.add_argument("--hands", type=int, default=None, help="hands to price (default 40)")
    parser.add_argument("--history", type=Path, default=None, help="a history file to store in or reuse")
    parser.add_argument("--workers", type=int, default=None, help="cores (default: all)")
    args = parser.parse_args()
    hands = args.hands or (16 if args.quick else 40)
    with tempfile.TemporaryDirectory() as folder:
        path = args.history or Path(folder) / "history.sqlite3"
        ids = _stored(path, hands)
        with History.open(path, write=False) as history:
            start = time.perf_counter()
            report = shoe_odds(history, ids, workers=args.workers)
            seconds = time.perf_counter() - start
    assert report is not None and report.hands == len(ids)
    print(
        f"shoe odds, multiplier table: {len(ids)} hands in {seconds:.2f} s "
        f"({seconds / len(ids) * 1000:.0f} ms a hand)"
    )


if __name__ == "__main__":
    main()
