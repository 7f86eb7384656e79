"""Exact-odds benchmark: the time to price one shoe composition, reference and fast path.

    .venv/bin/python benchmarks/bench_odds.py             # 1,000 compositions (≈40 s)
    .venv/bin/python benchmarks/bench_odds.py --quick     # 50 compositions (a few seconds)

Compositions are what real 8-deck shoes leave: a seeded shuffle cut at a uniformly random depth,
counted card by card (suits known, so Perfect Pair is priced too). For each composition it times

* ``enumerate``: the exact counts alone (``exact_odds`` / ``fast_odds``), caches bypassed;
* ``price``: the counts plus every bet of a table offering all eleven side bets priced exactly
  (``shoe_prices``), what the table's Odds panel does after each hand.

The fast path's one-off set-up (numpy's import and the shared plan) is timed separately, since a
program pays it once. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
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


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--compositions", type=int, default=1_000)
    parser.add_argument("--quick", action="store_true", help="50 compositions")
    args = parser.parse_args()
    n = 50 if args.quick else args.compositions
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.platform()}")
    print(f"numpy {importlib.metadata.version('numpy')}; {n:,} compositions of depleted 8-deck shoes\n")

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
