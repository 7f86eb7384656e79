"""Simulator benchmarks: the fast path against the reference engine and a plain Python loop, the
strategy lab's 10,000 x 500 for every system, the start of a short ``simulate`` and the peak memory
of a 100-million-hand run.

    .venv/bin/python benchmarks/bench_simulate.py            # ≈1 min
    .venv/bin/python benchmarks/bench_simulate.py --quick    # a few seconds, for a smoke run

In-process figures are the best of ``--repeat`` runs after a warm-up (the compiled kernel loaded
first); whole-process figures start ``baccarat-desktop`` as a user does, start-up, imports and the
JSON included. Nothing here asserts a time; the tests never do either.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import time

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.fast.lab import run_lab
from baccarat_desktop.engine.fast.parallel import default_workers
from baccarat_desktop.engine.fast.simulate import fast_simulate
from baccarat_desktop.engine.rules import TableRules, banker_draws, player_draws
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.engine.simulate import simulate
from baccarat_desktop.engine.systems import LabSpec, System

CLI = [sys.executable, "-m", "baccarat_desktop"]


def best(seconds: list[float]) -> float:
    return min(seconds)


def timed(work: object, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()  # type: ignore[operator]
        runs.append(time.perf_counter() - start)
    return best(runs)


def plain_loop(hands: int, seed: int = 1) -> int:
    """The simplest honest Python dealer: an 8-deck shoe of values, shuffled, dealt to a cut card,
    the tableau from the engine's functions; no burn, no bets, no records."""
    rng = random.Random(seed)
    shoe = [min(rank, 10) % 10 for rank in range(1, 14)] * 32
    banker = 0
    dealt = 0
    while dealt < hands:
        rng.shuffle(shoe)
        pos = 0
        while pos < len(shoe) - 16 and dealt < hands:
            p = (shoe[pos] + shoe[pos + 2]) % 10
            b = (shoe[pos + 1] + shoe[pos + 3]) % 10
            pos += 4
            if p < 8 and b < 8:
                third = None
                if player_draws(p):
                    third = shoe[pos]
                    pos += 1
                    p = (p + third) % 10
                if banker_draws(b, third):
                    b = (b + shoe[pos]) % 10
                    pos += 1
            banker += b > p
            dealt += 1
    return banker


def whole_process(args: list[str]) -> tuple[float, float, dict]:
    """Wall seconds, peak resident memory (MB) and the JSON of one ``baccarat-desktop`` run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run([*CLI, *args], capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    peak_kb = peak if peak > before else before  # ru_maxrss: the largest child so far, in KB on Linux
    return wall, peak_kb / 1024, json.loads(done.stdout.splitlines()[0])


def kernel_words() -> str:
    """Which loops run: the compiled C kernel, or the reference engine where it is not built."""
    from baccarat_desktop.engine.fast.native import kernels_or_none

    kernel = kernels_or_none()
    return "kernel: not built (reference engine)" if kernel is None else "kernel: C (_kernels)"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="small sizes: a few seconds")
    parser.add_argument("--repeat", type=int, default=3, help="in-process runs per figure (best is kept)")
    args = parser.parse_args()
    fast_hands = 2_000_000 if args.quick else 50_000_000
    reference_hands = 5_000 if args.quick else 50_000
    plain_hands = 20_000 if args.quick else 300_000
    process_hands = 10_000_000 if args.quick else 100_000_000
    sessions, hands = (1_000, 500) if args.quick else (10_000, 500)
    repeat = 1 if args.quick else args.repeat
    rules = TableRules()

    print(
        f"bench_simulate · Python {platform.python_version()} · {kernel_words()} · "
        f"numpy {importlib.metadata.version('numpy')} · {platform.machine()} · {os.cpu_count()} CPUs "
        f"({default_workers()} usable)"
    )
    fast_simulate(BLOCK_WARMUP, rules, 1, workers=1)  # load (or compile) the kernels
    print(f"\nhands per second (in-process, best of {repeat})")
    rates = {}
    for workers in sorted({1, default_workers()}):
        seconds = timed(lambda w=workers: fast_simulate(fast_hands, rules, 1, workers=w), repeat)
        rates[f"fast path, {workers} core(s)"] = fast_hands / seconds
    seconds = timed(lambda: simulate(reference_hands, rules, DerivedSeeds(1)), 1)
    rates["reference engine (Session)"] = reference_hands / seconds
    seconds = timed(lambda: plain_loop(plain_hands), 1)
    rates["plain Python loop"] = plain_hands / seconds
    for label, rate in rates.items():
        print(f"  {label:<30} {rate:>16,.0f}")
    top = max(rate for label, rate in rates.items() if label.startswith("fast"))
    print(f"  fast path / reference: {top / rates['reference engine (Session)']:,.0f}x; "
          f"/ plain loop: {top / rates['plain Python loop']:,.0f}x")  # fmt: skip

    starts = [whole_process(["simulate", "--hands", "1000", "--seed", "1", "--json"]) for _ in range(5)]
    print("\nwhole process: baccarat-desktop simulate --hands 1,000 --json (start-up, median of 5)")
    print(f"  {statistics.median(wall for wall, _, _ in starts):.3f} s, peak memory {starts[0][1]:,.0f} MB")

    print(f"\nwhole process: baccarat-desktop simulate --hands {process_hands:,} --json")
    wall, peak, data = whole_process(["simulate", "--hands", str(process_hands), "--seed", "1", "--json"])
    assert data["hands"] == process_hands
    print(f"  {wall:.2f} s, {process_hands / wall:,.0f} hands/s, peak memory {peak:,.0f} MB")

    print(f"\nstrategy lab: {sessions:,} sessions x {hands} hands, $10 on Banker, $1,000 bankroll")
    for system in System:
        spec = LabSpec(system, BetSpot.BANKER, 1_000, 100_000, sessions, hands, rules, seed=1)
        run_lab(spec)
        seconds = timed(lambda s=spec: run_lab(s), repeat)
        print(f"  {system.label:<30} {seconds:>7.3f} s in-process")
    lab_args = ["lab", "--system", "martingale", "--bet", "banker=1000", "--bankroll", "100000",
                "--sessions", str(sessions), "--hands", str(hands), "--seed", "1", "--json"]  # fmt: skip
    wall, peak, _ = whole_process(lab_args)
    print(f"  whole process (lab --system martingale): {wall:.2f} s, peak memory {peak:,.0f} MB")


BLOCK_WARMUP = 70_000

if __name__ == "__main__":
    main()
