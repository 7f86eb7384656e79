"""Exact odds of a shoe composition in about a millisecond: the reference enumeration as arrays.

The reference (``engine.odds``) walks the coups card value by card value in Python. Here the same
count is a sum over the 10**6 ordered sequences of six card values (every coup counts as an ordered
draw of six cards, docs/rules.md), grouped by the multiset of values they use: a sequence's weight
is the product over values of the falling factorial ``c_v (c_v - 1) ... (c_v - m_v + 1)``, which
depends on the multiset alone. Only 5,005 multisets of six values exist, so a composition costs
5,005 small products and one grouped sum, all in int64 and exact (the totals stay below 2**63 for
any shoe of up to 1,400 cards; larger compositions go to the reference).

The pairs of the first four cards follow the reference's closed form, on a grid of Player's two
cards. The result is the reference's own ``Odds``, so every bet is priced by the one function that
prices it there (``Odds.house_edge``). This module imports numpy only: never numba, so the table can
price a shoe without loading the compiler.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

import numpy as np

from ..cards import RANKS, Card, Rank
from ..odds import (
    CountsError,
    Odds,
    OutcomeKey,
    PairKey,
    ShoePrices,
    composition,
    exact_odds,
    shoe_prices,
    unseen_cards,
)
from ..rules import TableRules
from .tables import TABLEAU

__all__ = ["MAX_CARDS", "fast_odds", "price_unseen", "prices_before_hands"]

# falling(1400, 6) < 2**63: beyond this a product could overflow int64.
MAX_CARDS = 1_400

# Coup keys: ((pt * 10 + bt) * 2 + player drew) * 2 + banker drew, as the reference's OutcomeKey.
_COUP_KEYS = 400
_OUTCOMES: tuple[OutcomeKey, ...] = tuple(
    (k // 40, (k // 4) % 10, 2 + (k // 2) % 2, 2 + k % 2) for k in range(_COUP_KEYS)
)


class _Plan:
    """What every composition shares: the multisets of six values and, for each, how many ordered
    sequences end in each coup key, sorted by key so one ``np.add.reduceat`` sums them."""

    def __init__(self) -> None:
        digits = np.indices((10,) * 6, dtype=np.int64).reshape(6, -1)  # v1..v6 of every sequence
        p1, b1, p2, b2, v5, v6 = digits  # dealing order: P1 B1 P2 B2, then the third cards
        packed = TABLEAU[(p1 + p2) % 10 * 1000 + (b1 + b2) % 10 * 100 + v5 * 10 + v6] & 0xFFFF
        key = packed // 16  # ((pt * 10 + bt) * 4 + drew) as in tables.facts_key
        # A multiset's code: the sum of 7**value over its six values (each value occurs 0..6 times).
        powers = 7 ** np.arange(10, dtype=np.int64)
        code = powers[digits].sum(axis=0)
        codes, multiset = np.unique(code, return_inverse=True)
        self.multiplicity = codes[:, None] // powers % 7  # [5005, 10]
        pairs, ways = np.unique(key * len(codes) + multiset, return_counts=True)
        self.key = pairs // len(codes)
        self.multiset = pairs % len(codes)
        self.ways = ways.astype(np.int64)
        self.starts = np.flatnonzero(np.r_[True, self.key[1:] != self.key[:-1]])
        self.keys_present = self.key[self.starts]


@lru_cache(maxsize=1)
def _plan() -> _Plan:
    return _Plan()


def _falling_table(counts: np.ndarray, depth: int) -> np.ndarray:
    """``table[i, m]`` = counts[i] (counts[i] - 1) ... (counts[i] - m + 1), zero once it runs out."""
    table = np.ones((len(counts), depth + 1), dtype=np.int64)
    for m in range(1, depth + 1):
        table[:, m] = table[:, m - 1] * np.maximum(counts - (m - 1), 0)
    return table


def _coup_distribution(values: np.ndarray) -> dict[OutcomeKey, int]:
    plan = _plan()
    falling = _falling_table(values, 6)
    weight = np.prod(falling[np.arange(10), plan.multiplicity], axis=1)  # per multiset
    sums = np.add.reduceat(weight[plan.multiset] * plan.ways, plan.starts)
    return {_OUTCOMES[int(k)]: int(n) for k, n in zip(plan.keys_present, sums, strict=True) if n}


def _first_four(kinds: np.ndarray, suited: bool) -> dict[PairKey, int]:
    """The reference's closed form for the pairs among P1 P2 B1 B2, on the grid of Player's cards."""
    ranks = len(RANKS)
    rank_of = np.arange(len(kinds)) % ranks
    by_rank = kinds.reshape(-1, ranks).sum(axis=0)
    n = int(kinds.sum())
    sum_kinds = int((kinds * (kinds - 1)).sum())
    sum_ranks = int((by_rank * (by_rank - 1)).sum())
    tail = (n - 4) * (n - 5)
    i, j = np.indices((len(kinds), len(kinds)))
    same_kind = i == j
    weight = kinds[i] * (kinds[j] - same_kind)
    ri, rj = rank_of[i], rank_of[j]
    same_rank = ri == rj

    def after(total: int, counts: np.ndarray, a: np.ndarray, b: np.ndarray, same: np.ndarray) -> np.ndarray:
        # Sum of k (k - 1) over the kinds once Player took one card of a and one of b.
        ca, cb = counts[a], counts[b]
        both = (ca - 2) * (ca - 3) - ca * (ca - 1)
        apart = -2 * (ca - 1) - 2 * (cb - 1)
        summed: np.ndarray = total + np.where(same, both, apart)
        return summed

    banker_pairs = after(sum_ranks, by_rank, ri, rj, same_rank)
    banker_suited = after(sum_kinds, kinds, i, j, same_kind) if suited else np.zeros_like(weight)
    banker_draws = (n - 2) * (n - 3)
    out: dict[PairKey, int] = {}
    for player_pair in (False, True):
        for player_suited in (False, True) if suited else (False,):
            mask = (weight > 0) & (same_rank == player_pair)
            if suited:
                mask &= same_kind == player_suited
            if not mask.any():
                continue
            w = weight[mask]
            for banker, count in (
                ((True, True), banker_suited[mask]),
                ((True, False), banker_pairs[mask] - banker_suited[mask]),
                ((False, False), banker_draws - banker_pairs[mask]),
            ):
                total = int((w * count).sum()) * tail
                if total:
                    out[(player_pair, banker[0], player_suited, banker[1])] = total
    return out


def fast_odds(counts: Mapping[Rank, int] | Mapping[Card, int] | Sequence[int]) -> Odds:
    """``engine.odds.exact_odds`` with the same arguments and the same result, in about a millisecond."""
    kinds, suited = composition(counts)
    if sum(kinds) > MAX_CARDS:
        return exact_odds(counts)  # exact in Python integers, whatever the size
    return _fast_odds(kinds, suited)


@lru_cache(maxsize=64)
def _fast_odds(kinds: tuple[int, ...], suited: bool) -> Odds:
    array = np.array(kinds, dtype=np.int64)
    by_rank = array.reshape(-1, len(RANKS)).sum(axis=0)
    values = np.zeros(10, dtype=np.int64)
    np.add.at(values, [rank.value_in_baccarat for rank in RANKS], by_rank)
    n = int(by_rank.sum())
    distribution = _coup_distribution(values)
    total = 1
    for k in range(6):
        total *= n - k
    assert sum(distribution.values()) == total, "enumeration lost combinations"
    first_four = _first_four(array, suited)
    assert sum(first_four.values()) == total, "pair enumeration lost combinations"
    return Odds(tuple(int(c) for c in by_rank), total, distribution, first_four, suited)


def price_unseen(decks: int, rules: TableRules, seen: Iterable[Card]) -> ShoePrices:
    """The next coup's prices for a player who has seen ``seen`` from a fresh ``decks``-deck shoe."""
    return shoe_prices(fast_odds(unseen_cards(decks, seen)), rules)


def prices_before_hands(
    decks: int, rules: TableRules, burn_card: Card | None, hands: Sequence[Sequence[Card]]
) -> list[ShoePrices]:
    """The prices before each of a shoe's hands, in order (``hands``: each hand's cards)."""
    counts = unseen_cards(decks, [burn_card] if burn_card is not None else [])
    out: list[ShoePrices] = []
    for cards in hands:
        out.append(shoe_prices(fast_odds(counts), rules))
        for card in cards:
            if counts[card] == 0:
                raise CountsError(f"a {decks}-deck shoe holds {card.code} only {decks} times")
            counts[card] -= 1
    return out
