"""Exact-odds benchmark: the time to price one shoe composition, reference and fast path, and the
Shoe odds tab's batches (every hand of a history).

    .venv/bin/python benchmarks/bench_odds.py             # 1,000 compositions; batches of 20,000
                                                          # and 1,000,000 hands (several minutes)
    .venv/bin/python benchmarks/bench_odds.py --quick     # 50 compositions, 20,000 hands
    .venv/bin/python benchmarks/bench_odds.py --batch-only --hands 20000

Compositions are what real 8-deck shoes leave: a seeded shuffle cut at a uniformly random depth,
counted card by card (suits known, so Perfect Pair is priced too). For each composition it times

* ``enumerate``: the exact counts alone (``exact_odds`` / ``fast_odds``), caches bypassed;
* ``price``: the counts plus every bet of a table offering all eleven side bets priced exactly
  (``shoe_prices``), what the table's Odds panel does after each hand.

The fast path's one-off set-up (numpy's import and the shared plan) is timed separately, since a
program pays it once.

Batches (targets from issue 29, never asserted: 20,000 hands within 2 s, a million within a minute):

* ``batch``: ``pricer.price_batch`` on the compositions before every hand of seeded 8-deck shoes
  dealt to the end, every bet of the all-side-bets table, with one and with two worker threads;
  beside it the numpy path hand by hand (what the tab did before, and does where the compiled
  kernel is not built) on the first ``--numpy-rows`` rows, projected to the batch;
* ``tab``: ``analytics.shoe_odds.shoe_odds``, all the tab does, on the first hands of
  benchmarks/bench_analytics.py's cached history (built on first use), with one and two workers:
  reading the shoes, walking them, pricing and tallying. On code without batches (before issue
  29) it runs once, on its one thread.

Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import inspect
import os
import platform
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from baccarat_desktop.engine.cards import Card, standard_deck
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.odds import _exact_odds, exact_odds, shoe_prices
from baccarat_desktop.engine.rules import TableRules

RULES = TableRules(side_bets=SIDE_SPOTS)


def compositions(n: int, seed: int = 2026) -> list[dict[Card, int]]:
    rng = random.Random(seed)
    deck = [card for _ in range(8) for card in standard_deck()]
    out = []
    for _ in range(n):
        rng.shuffle(deck)
        out.append(dict(Counter(deck[rng.randrange(0, len(deck) - 16) :])))
    return out


def per_call(work: Callable[[Any], object], items: list[Any], clear: Callable[[], None]) -> list[float]:
    times = []
    for item in items:
        clear()
        start = time.perf_counter()
        work(item)
        times.append(time.perf_counter() - start)
    return times


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (
        f"mean {statistics.fmean(times) * 1e3:7.2f} ms   median {statistics.median(times) * 1e3:7.2f} ms   "
        f"p95 {p95 * 1e3:7.2f} ms   max {max(times) * 1e3:7.2f} ms"
    )


def shoe_rows(hands: int, seed: int = 2029) -> Any:
    """The unseen cards (int8 [hands, 52], card by card) before each hand of seeded 8-deck shoes
    dealt to their last 16 cards, five cards a hand."""
    import numpy as np

    rng = np.random.default_rng(seed)
    depths = np.arange(1, 416 - 16, 5)  # a burn card, then hands of five cards
    out = np.empty((hands, 52), dtype=np.int8)
    done = 0
    while done < hands:
        order = rng.permutation(416) % 52
        seen = np.zeros((416 + 1, 52), dtype=np.int16)
        seen[np.arange(1, 417), order] = 1
        left = 8 - np.cumsum(seen, axis=0)[depths]
        take = min(len(left), hands - done)
        out[done : done + take] = left[:take]
        done += take
    return out


def seconds(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def batch_section(sizes: list[int], numpy_rows: int) -> None:
    try:
        from baccarat_desktop.engine.fast.pricer import price_batch
    except ImportError:
        print("batch: no pricer.price_batch in this version (before issue 29)\n")
        return
    try:
        from baccarat_desktop.engine.fast.native import pricing_or_none as compiled_pricer
    except ImportError:  # code from before native.py loaded it
        from baccarat_desktop.engine.fast.pricer import compiled_pricer  # type: ignore[attr-defined,no-redef]
    print(f"batch: every bet of a table with every side bet ({len(RULES.offered)} bets), card by card")
    print(f"       compiled kernel: {'built' if compiled_pricer() is not None else 'NOT BUILT'}")
    setup = seconds(lambda: price_batch(shoe_rows(8), RULES, counted=False))
    print(f"       set-up (numpy, the multisets, the table's coefficients: once): {setup:.2f} s")
    for n in sizes:
        rows = shoe_rows(n)
        sample = rows[: min(n, numpy_rows)]
        slow = seconds(lambda s=sample: price_batch(s, RULES, compiled=False, workers=1, counted=False))
        print(
            f"  {n:>9,} hands  numpy path hand by hand: {slow / len(sample) * 1e3:6.3f} ms a hand "
            f"(on {len(sample):,}) -> {slow / len(sample) * n:8.1f} s for {n:,}"
        )
        for workers in (1, 2):
            took = seconds(lambda: price_batch(rows, RULES, workers=workers, counted=False))  # noqa: B023
            print(
                f"  {n:>9,} hands  compiled, {workers} worker(s): {took:8.2f} s  "
                f"({took / n * 1e6:6.1f} us a hand, {slow / len(sample) * n / took:5.0f}x the numpy path)"
            )
    print()


def tab_section(sizes: list[int]) -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    from bench_analytics import cached_history

    from baccarat_desktop.analytics.shoe_odds import shoe_odds
    from baccarat_desktop.storage.history import History

    batched = "workers" in inspect.signature(shoe_odds).parameters
    path = cached_history(1_000_000, rebuild=False)
    print(f"tab: shoe_odds on the first hands of {path.name} ({'batches' if batched else 'hand by hand'})")
    with History.open(path, write=False) as history:
        for n in sizes:
            ids = [row[0] for row in history.db.execute("SELECT id FROM hands ORDER BY id LIMIT ?", [n])]
            read = seconds(lambda: history.shoe_deals(set(ids)))  # noqa: B023
            for workers in (1, 2) if batched else (1,):
                given = {"workers": workers} if batched else {}
                took = seconds(lambda: shoe_odds(history, ids, **given))  # noqa: B023
                print(
                    f"  {len(ids):>9,} hands  {workers} worker(s): {took:8.2f} s  "
                    f"(of which reading the shoes {read:.2f} s)"
                )
    print()


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--compositions", type=int, default=1_000)
    parser.add_argument("--quick", action="store_true", help="50 compositions, batches of 20,000 hands")
    parser.add_argument("--hands", type=int, nargs="*", help="batch sizes (20,000 and 1,000,000)")
    parser.add_argument("--numpy-rows", type=int, default=2_000, help="rows the numpy path is timed on")
    parser.add_argument("--batch-only", action="store_true", help="only the batches and the tab")
    parser.add_argument("--no-tab", action="store_true", help="leave out the tab on a stored history")
    args = parser.parse_args()
    n = 50 if args.quick else args.compositions
    sizes = args.hands or ([20_000] if args.quick else [20_000, 1_000_000])
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.platform()}")
    print(f"{os.cpu_count()} CPUs, load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"numpy {importlib.metadata.version('numpy')}\n")
    batch_section(sizes, 500 if args.quick else args.numpy_rows)
    if not args.no_tab:
        tab_section(sizes)
    if args.batch_only:
        return 0
    print(f"{n:,} compositions of depleted 8-deck shoes\n")

    start = time.perf_counter()
    from baccarat_desktop.engine.fast.pricer import _fast_odds, _plan, fast_odds

    _plan()
    print(f"fast path set-up (numpy import + plan, once per program): {time.perf_counter() - start:.3f} s\n")

    items = compositions(n)

    def clear() -> None:
        _exact_odds.cache_clear()
        _fast_odds.cache_clear()

    rows = [
        ("reference  enumerate", lambda c: exact_odds(c)),
        ("fast path  enumerate", lambda c: fast_odds(c)),
        ("reference  price all", lambda c: shoe_prices(exact_odds(c), RULES)),
        ("fast path  price all", lambda c: shoe_prices(fast_odds(c), RULES)),
    ]
    results = {}
    for name, work in rows:
        times = per_call(work, items, clear)
        results[name] = statistics.fmean(times)
        print(f"{name}: {describe(times)}")
    ratio = results["reference  price all"] / results["fast path  price all"]
    print(f"\n{len(RULES.offered)} bets priced; the fast path is {ratio:.0f}x the reference, bets included")
    return 0


if __name__ == "__main__":
    sys.exit(main())
