"""Backtest benchmark: a road rule over a million simulated shoes (``analytics/backtest.py``).

    .venv/bin/python benchmarks/bench_backtest.py            # a million shoes (a minute or so)
    .venv/bin/python benchmarks/bench_backtest.py --quick    # 100,000 shoes

It times, in one run, median of ``--repeats``:

* ``run_backtest`` of two rules (follow the last result: a pattern; Big Eye Boy red: a derived road)
  over the shoes, on one thread and on every core: what ``backtest --source simulated`` and the
  Backtest view do (the target: a million shoes within seconds);
* its two halves on one thread: dealing the shoes (the simulator's kernel: shuffle, burn, cut
  card, ``make_orders`` and ``deal_orders``) and the rule's loop (``_backtest.c``) over shoes
  already dealt;
* the same rule's loop on the reference, ``road_rules.shoe_bets`` through the roads module, on a
  few thousand of the same shoes (what runs where the kernel is not built), and the ratio;
* the whole ``backtest --shoes N --json`` process.

Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial

import numpy as np

from baccarat_desktop.analytics.backtest import CHUNK_SHOES, run_backtest
from baccarat_desktop.engine.fast import backtest as fast
from baccarat_desktop.engine.fast.parallel import default_workers
from baccarat_desktop.engine.road_rules import PRESETS, RoadRule
from baccarat_desktop.engine.rules import TableRules

RULES = ("follow_last", "big_eye_boy_red")


def median_seconds(work: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run_all(rule: RoadRule, dealt: list[tuple[np.ndarray, np.ndarray]], pays: fast.Pays) -> None:
    for outcomes, starts in dealt:
        fast.run_rule(rule, outcomes, starts, pays)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--shoes", type=int, default=1_000_000)
    parser.add_argument("--quick", action="store_true", help="100,000 shoes, one repeat")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    shoes = 100_000 if args.quick else args.shoes
    repeats = 1 if args.quick else args.repeats
    cores = default_workers()
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.platform()}")
    print(f"{cores} core(s); load average {os.getloadavg()[0]:.2f} at the start")
    rules = TableRules()
    pays = fast.Pays.of(rules)
    run_backtest(PRESETS["follow_last"], "simulated", shoes=1000, seed=0)  # loads the kernels

    print(f"\nrun_backtest over {shoes:,} simulated 8-deck shoes (median of {repeats}):")
    for key in RULES:
        for workers in sorted({1, cores}):
            seconds = median_seconds(
                partial(run_backtest, PRESETS[key], "simulated", shoes=shoes, seed=1, workers=workers),
                repeats,
            )
            result = run_backtest(PRESETS[key], "simulated", shoes=shoes, seed=1, workers=workers)
            print(
                f"  {key:<16} {workers} thread(s): {seconds:6.2f} s   {shoes / seconds:>11,.0f} shoes/s   "
                f"{result.hands / seconds / 1e6:6.1f} M hands/s   ({result.tally.bets:,} bets)"
            )

    chunks = max(1, shoes // CHUNK_SHOES)
    dealt = [fast.deal_outcomes(7, chunk, CHUNK_SHOES, rules) for chunk in range(min(chunks, 50))]
    n_shoes = sum(len(starts) - 1 for _, starts in dealt)
    deal = median_seconds(
        lambda: [fast.deal_outcomes(7, c, CHUNK_SHOES, rules) for c in range(len(dealt))], repeats
    )
    print(f"\nhalves on one thread, {n_shoes:,} shoes ({len(dealt)} chunks of {CHUNK_SHOES:,}):")
    print(f"  dealing (shuffle, burn, cut card, coups): {deal / n_shoes * 1e6:6.2f} µs a shoe")
    for key in RULES:
        rule = PRESETS[key]
        kernel = median_seconds(partial(run_all, rule, dealt, pays), repeats)
        outcomes, starts = dealt[0]
        few = min(2000, len(starts) - 1)
        few_outcomes, few_starts = outcomes[: starts[few]], starts[: few + 1]

        def slow(
            rule: RoadRule = rule, o: np.ndarray = few_outcomes, s: np.ndarray = few_starts
        ) -> fast.RuleRun:
            return fast.run_rule(rule, o, s, pays, compiled=False)

        reference = median_seconds(slow, 1)
        same = np.array_equal(fast.run_rule(rule, few_outcomes, few_starts, pays).counts, slow().counts)
        print(
            f"  {key:<16} rule loop: kernel {kernel / n_shoes * 1e6:7.3f} µs a shoe, reference "
            f"{reference / few * 1e6:9.1f} µs a shoe ({reference / few / (kernel / n_shoes):,.0f}x slower; "
            f"same counts: {same})"
        )

    command = [sys.executable, "-m", "baccarat_desktop", "backtest", "--rule", "follow_last",
               "--shoes", str(shoes), "--seed", "1", "--json"]  # fmt: skip
    whole = median_seconds(lambda: subprocess.run(command, check=True, capture_output=True), repeats)
    print(f"\nwhole process: {' '.join(command[1:])}\n  {whole:.2f} s")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
