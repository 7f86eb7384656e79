"""Multiplier table benchmark: the time of its exact pricing, and a large simulation against it.

    .venv/bin/python benchmarks/bench_multiplier.py            # pricing, then 200,000 simulated coups
    .venv/bin/python benchmarks/bench_multiplier.py --quick    # pricing, then 20,000 coups

``price``: ``multiplier_prices`` on a full 8-deck and 6-deck shoe and on what a seeded 8-deck shoe
leaves after 100 cards, with the count cache cleared (what a first ``odds`` call pays) and again
from the cache (the weights applied to cached counts). ``simulate``: coups from a full 8-deck shoe
(each from a fresh full shoe, as the exact price assumes), their lit cards drawn by ``lit_cards``,
every bet settled in cents; for each bet the mean payback per unit staked, its standard error and
how many standard errors it lies from the exact one. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import random
import time
from collections import Counter

from baccarat_desktop.engine.cards import standard_deck
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.engine.lit_patterns import pattern_counts
from baccarat_desktop.engine.multiplier import MULTIPLIER_SPOTS, lit_cards, multiplier_prices, settle
from baccarat_desktop.engine.odds import full_shoe_cards
from baccarat_desktop.engine.shoe import shuffled_order


def _price(repeats: int) -> None:
    order, _ = shuffled_order(hashlib.sha256(b"bench multiplier").digest(), 8)
    depleted = Counter(order[100:])
    for name, counts in (
        ("8 decks", full_shoe_cards(8)),
        ("6 decks", full_shoe_cards(6)),
        ("8 decks less 100 cards", dict(depleted)),
    ):
        first = []
        for _ in range(repeats):
            pattern_counts.cache_clear()
            start = time.perf_counter()
            multiplier_prices(counts)
            first.append(time.perf_counter() - start)
        start = time.perf_counter()
        multiplier_prices(counts)
        cached = time.perf_counter() - start
        print(f"price  {name:24} first {sorted(first)[len(first) // 2] * 1000:7.1f} ms (median of "
              f"{repeats})  cached {cached * 1000:6.2f} ms")  # fmt: skip


def _simulate(hands: int, seed: int) -> None:
    rng = random.Random(seed)
    shoe = [card for _ in range(8) for card in standard_deck()]
    key = hashlib.sha256(f"bench multiplier {seed}".encode()).digest()
    stake = 100
    sums = dict.fromkeys(MULTIPLIER_SPOTS, 0.0)
    squares = dict.fromkeys(MULTIPLIER_SPOTS, 0.0)
    start = time.perf_counter()
    for hand in range(1, hands + 1):
        coup = resolve_cards(rng.sample(shoe, 6))
        lights = lit_cards(key, hand)
        for spot in MULTIPLIER_SPOTS:
            s = settle(spot, stake, coup, lights)
            back = (stake + s.net) / stake if s.net >= 0 else 0.0
            sums[spot] += back
            squares[spot] += back * back
    elapsed = time.perf_counter() - start
    exact = multiplier_prices(full_shoe_cards(8))
    print(f"simulate {hands:,} coups, seed {seed}, {elapsed:.1f} s")
    for spot in MULTIPLIER_SPOTS:
        mean = sums[spot] / hands
        sd = math.sqrt(max(squares[spot] / hands - mean * mean, 0.0) * hands / (hands - 1))
        se = sd / math.sqrt(hands)
        x = float(exact[spot].payback)
        print(f"  {spot.value:12} simulated {mean:.5f} ± {se:.5f}  exact {x:.5f}  z = {(mean - x) / se:+.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 repeats and 20,000 coups")
    parser.add_argument("--hands", type=int, default=None, help="coups to simulate")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    _price(3 if args.quick else 7)
    _simulate(args.hands or (20_000 if args.quick else 200_000), args.seed)


if __name__ == "__main__":
    main()
