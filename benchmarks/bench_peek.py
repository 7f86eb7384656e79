"""Peek table benchmark: the coach's time for one decision, and the table's exact return.

    .venv/bin/python benchmarks/bench_peek.py            # 7 repeats of each
    .venv/bin/python benchmarks/bench_peek.py --quick    # 3 repeats

``coach``: one decision at a full 8-deck shoe, for each number of cards shown (1 card shown is the
slowest: three hidden first cards and the third cards to walk), with the cache cleared (what the
table pays the first time it meets these cards) and again from the cache. The shown cards are low
(both hands draw: the most third cards to walk) and differ from one repeat to the next, so no
repeat reads another's walk. ``return``: ``peek_returns`` for a full 8-deck and 6-deck shoe with
the cache cleared (one walk of the composition prices every ``peek_cards``), then the three other
``peek_cards`` from the cache. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from baccarat_desktop.engine import peek
from baccarat_desktop.engine.cards import Card, Rank, Suit
from baccarat_desktop.engine.odds import full_shoe_counts
from baccarat_desktop.engine.peek import PeekRules, coach, peek_returns

# Low cards, so both hands draw: the most third cards to walk (a shown natural settles in 10 leaves).
RANKS_SHOWN = (Rank.TWO, Rank.THREE, Rank.ACE, Rank.KING, Rank.FOUR, Rank.FIVE, Rank.TEN)


def _clear() -> None:
    for name in ("_conditional", "_by_first_four"):
        cache = getattr(peek, name, None)
        if cache is not None:
            cache.cache_clear()


def _coach(repeats: int) -> None:
    counts = full_shoe_counts(8)
    for k in (1, 2, 3, 4):
        first, cached = [], []
        for r in range(repeats):
            ranks = [RANKS_SHOWN[(r + i) % len(RANKS_SHOWN)] for i in range(k)]
            shown = [Card(rank, Suit.SPADES) for rank in ranks]
            left = dict(counts)
            for rank in ranks:
                left[rank] -= 1
            rules = PeekRules(k)
            _clear()
            start = time.perf_counter()
            coach(shown, left, rules)
            first.append(time.perf_counter() - start)
            start = time.perf_counter()
            coach(shown, left, rules)
            cached.append(time.perf_counter() - start)
        print(
            f"coach   8 decks, {k} shown   first {statistics.median(first) * 1000:7.2f} ms "
            f"(median of {repeats}, min {min(first) * 1000:.2f})  "
            f"cached {statistics.median(cached) * 1000:6.3f} ms"
        )


def _returns(repeats: int) -> None:
    for decks in (8, 6):
        counts = full_shoe_counts(decks)
        first = []
        for _ in range(repeats):
            _clear()
            start = time.perf_counter()
            peek_returns(counts, PeekRules(2))
            first.append(time.perf_counter() - start)
        start = time.perf_counter()
        for k in (1, 3, 4):
            peek_returns(counts, PeekRules(k))
        rest = time.perf_counter() - start
        print(
            f"return  {decks} decks, peek 2   first {statistics.median(first) * 1000:7.1f} ms "
            f"(median of {repeats}, min {min(first) * 1000:.1f})  "
            f"peek 1, 3, 4 from the cache {rest * 1000:6.2f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 repeats instead of 7")
    args = parser.parse_args()
    repeats = 3 if args.quick else 7
    _coach(repeats)
    _returns(repeats)


if __name__ == "__main__":
    main()
