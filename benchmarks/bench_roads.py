"""Scoreboard benchmark: the time to work out the roads of a shoe (``engine/roads.py``).

    .venv/bin/python benchmarks/bench_roads.py            # 2,000 shoes (a few seconds)
    .venv/bin/python benchmarks/bench_roads.py --quick    # 200 shoes

It times, per shoe (mean, median, p95, max):

* ``compute_roads`` of a whole shoe from its results, what a replay or a reopened history does;
* ``RoadBuilder.add`` then ``roads()`` after each hand, what the table's scoreboard does as a shoe is
  dealt (per hand);

over seeded shoes of 70 to 90 hands with the real Banker, Player and Tie frequencies, and over the
90-hand shoe the engine tests use (``BBPTPBPPBTBPBBBPPT`` repeated), whose long runs make dragon
tails. Target: under 10 ms a shoe. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from collections.abc import Callable, Sequence

from baccarat_desktop.engine.roads import RoadBuilder, RoadEntry, compute_roads, parse_results

TARGET_MS = 10.0
TEST_SHOE = ("BBPTPBPPBTBPBBBPPT" * 5)[:90]
Shoe = tuple[RoadEntry, ...]


def random_shoes(n: int, seed: int = 2026) -> list[Shoe]:
    """Shoes of 70 to 90 results drawn with the 8-deck frequencies of Banker, Player and Tie."""
    rng = random.Random(seed)
    return [
        parse_results("".join(rng.choices("BPT", weights=(0.4586, 0.4462, 0.0952), k=rng.randint(70, 90))))
        for _ in range(n)
    ]


def timed(work: Callable[[Shoe], object], shoes: Sequence[Shoe]) -> list[float]:
    times = []
    for entries in shoes:
        start = time.perf_counter()
        work(entries)
        times.append(time.perf_counter() - start)
    return times


def hand_by_hand(entries: Shoe) -> None:
    builder = RoadBuilder()
    for entry in entries:
        builder.add(entry)
        builder.roads()


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (
        f"mean {statistics.fmean(ordered) * 1e3:6.3f} ms   "
        f"median {statistics.median(ordered) * 1e3:6.3f} ms   "
        f"p95 {p95 * 1e3:6.3f} ms   max {ordered[-1] * 1e3:6.3f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--shoes", type=int, default=2_000)
    parser.add_argument("--quick", action="store_true", help="200 shoes")
    args = parser.parse_args()
    n = 200 if args.quick else args.shoes
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.platform()}")
    shoes = random_shoes(n)
    hands = sum(len(s) for s in shoes)
    print(f"{n:,} seeded shoes ({hands / n:.1f} results each) and the tests' 90-hand shoe {n:,} times\n")
    compute_roads(shoes[0])  # warm up

    whole = timed(compute_roads, shoes)
    fixed = timed(compute_roads, [parse_results(TEST_SHOE)] * n)
    per_hand = [t / len(s) for t, s in zip(timed(hand_by_hand, shoes), shoes, strict=True)]
    print(f"compute_roads, a seeded shoe      {describe(whole)}")
    print(f"compute_roads, the 90-hand shoe   {describe(fixed)}")
    print(f"add + roads(), per hand           {describe(per_hand)}")
    worst = max(statistics.median(whole), statistics.median(fixed)) * 1e3
    verdict = "within" if worst < TARGET_MS else "OVER"
    print(f"\nmedian shoe {worst:.3f} ms: {verdict} the {TARGET_MS:.0f} ms target")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
