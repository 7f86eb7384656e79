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

Many compositions at once (the Shoe odds tab prices every hand of a history) go through
``price_batch``: the same sum over multisets, folded with each bet's pay lines into integer
coefficients per multiset (``BatchPlan``), so a bet's expectation is one exact integer numerator
over ``denominator * total``. The compiled ``_pricing`` kernel sums them in chunks on every core;
without it (no compiler at install) each row goes through ``fast_odds`` with the same result.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..cards import RANKS, SUITS, Card, Rank
from ..catalogue import CATALOGUE, Basis, BetSpot
from ..odds import (
    BetPrice,
    CountsError,
    Odds,
    OutcomeKey,
    PairKey,
    ShoePrices,
    _line_index,
    composition,
    exact_odds,
    shoe_prices,
    unseen_cards,
)
from ..rules import TableRules
from .native import pricing_or_none
from .parallel import default_workers, run_chunks
from .tables import TABLEAU

__all__ = [
    "CARD_INDEX",
    "MAX_CARDS",
    "SUIT_OFFSET",
    "BatchPlan",
    "BatchPrices",
    "batch_plan",
    "fast_odds",
    "price_batch",
    "price_unseen",
    "prices_before_hands",
]

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
        digits = np.indices((10,) * 6, dtype=np.int32).reshape(6, -1)  # v1..v6 of every sequence
        p1, b1, p2, b2, v5, v6 = digits  # dealing order: P1 B1 P2 B2, then the third cards
        packed = TABLEAU[(p1 + p2) % 10 * 1000 + (b1 + b2) % 10 * 100 + v5 * 10 + v6] & 0xFFFF
        key = (packed // 16).astype(np.int64)  # ((pt * 10 + bt) * 4 + drew) as in tables.facts_key
        # A multiset's code: the sum of 7**value over its six values (each value occurs 0..6 times);
        # found among the 5,005 codes by a binary search (no sort of a million codes: paid once).
        powers = 7 ** np.arange(10, dtype=np.int64)
        self.multiplicity = np.array(
            [
                np.bincount(values, minlength=10)
                for values in itertools.combinations_with_replacement(range(10), 6)
            ],
            dtype=np.int64,
        )  # [5005, 10]
        codes = self.multiplicity @ powers
        order = np.argsort(codes)
        self.multiplicity, codes = self.multiplicity[order], codes[order]
        multisets = self.multiplicity
        multiset = np.searchsorted(codes, powers[digits].sum(axis=0))
        # How many sequences of each multiset end in each key, by key then multiset.
        counted = np.bincount(key * len(multisets) + multiset, minlength=_COUP_KEYS * len(multisets))
        pairs = np.flatnonzero(counted)
        self.key = pairs // len(multisets)
        self.multiset = pairs % len(multisets)
        self.ways = counted[pairs].astype(np.int64)
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


# -- many compositions at once -------------------------------------------------------------------

# A card's column in a card-by-card composition (``odds.composition``: rank-major within each suit).
CARD_INDEX: dict[Card, int] = {
    Card(rank, suit): s * len(RANKS) + r for s, suit in enumerate(SUITS) for r, rank in enumerate(RANKS)
}
# The same without a dictionary of Cards (hashing a Card costs a microsecond): a card's column is
# SUIT_OFFSET[suit letter] + its rank (A = 1), what a walk over a million hands' cards reads.
SUIT_OFFSET: dict[str, int] = {suit.value: s * len(RANKS) - 1 for s, suit in enumerate(SUITS)}
CHUNK_ROWS = 2048  # rows a chunk of the compiled kernel prices: ~40-80 ms, so Cancel answers at once
SLOW_CHUNK_ROWS = 32  # the same without it (about a millisecond a row)
_PAIR_KEYS = 16  # (player pair, banker pair, player suited, banker suited) as bits 8 4 2 1
_INT64_MAX = 2**63 - 1
_COUNTED = 3  # the first coup columns count Banker, Player and Tie wins (ShoePrices' probabilities)


def _pair_index(key: PairKey) -> int:
    player_pair, banker_pair, player_suited, banker_suited = key
    return player_pair * 8 + banker_pair * 4 + player_suited * 2 + banker_suited


@dataclass(frozen=True, eq=False)
class BatchPlan:
    """One table's bets as integer coefficients, shared by every composition it prices.

    A bet whose pay lines net ``x_l`` per unit (a loss nets -1) and whose nets share the
    denominator ``D`` is worth ``sum_l D x_l count_l / (D total)`` before a coup. Its coefficient on
    an enumeration key is ``D x_l`` of the line that key ends on; a coup bet's coefficient on a
    multiset of six values is the sum over the ordered draws of that multiset (``_Plan``), so its
    numerator is one sum over the 5,005 multisets of weight times coefficient.
    """

    rules: TableRules
    suited: bool
    counted: bool  # columns 0, 1, 2 count Banker, Player and Tie wins
    spots: tuple[BetSpot, ...]  # what shoe_prices prices, in its order
    denominators: tuple[int, ...]  # per spot
    columns: tuple[int, ...]  # per spot: its column of the numerators
    coup_coefs: np.ndarray  # [columns / 4, multisets, 4]: (Banker, Player, Tie wins,) the coup bets, 0s
    pair_coefs: np.ndarray  # [pair bets, 16]
    bound: int  # the largest |coefficient| on one key: a row's sums fit int64 when bound * total does

    @property
    def width(self) -> int:
        return int(self.coup_coefs.shape[0] * 4 + self.pair_coefs.shape[0])


@lru_cache(maxsize=32)
def batch_plan(rules: TableRules, suited: bool, counted: bool = True) -> BatchPlan:
    """The coefficients of ``rules``' offered bets (Perfect Pair only when ``suited``); ``counted``
    adds Banker's, Player's and Tie's win counts (``ShoePrices``' probabilities) as the first
    columns."""
    plan = _plan()
    outcomes = [_OUTCOMES[int(k)] for k in range(_COUP_KEYS)]
    coup: list[np.ndarray] = []
    if counted:
        coup += [
            np.array([int(b > p) for p, b, _np, _nb in outcomes], dtype=np.int64),
            np.array([int(p > b) for p, b, _np, _nb in outcomes], dtype=np.int64),
            np.array([int(p == b) for p, b, _np, _nb in outcomes], dtype=np.int64),
        ]
    pair: list[np.ndarray] = []
    spots: list[BetSpot] = []
    denominators: list[int] = []
    columns: list[int] = []
    pending: list[tuple[int, bool]] = []  # (index among its kind, is a pair bet)
    bound = 1
    for spot in rules.priced:
        if spot is BetSpot.PERFECT_PAIR and not suited:
            continue  # Odds.prices: Perfect Pair needs the suits
        lines, index_of = _line_index(spot, rules)
        denominator = math.lcm(1, *(line.net_per_unit.denominator for line in lines))
        nets = [int(line.net_per_unit * denominator) for line in lines]
        coefficient = {key: -denominator if i < 0 else nets[i] for key, i in index_of.items()}
        bound = max(bound, *(abs(c) for c in coefficient.values()))
        spots.append(spot)
        denominators.append(denominator)
        if CATALOGUE[spot].basis is Basis.COUP:
            pending.append((len(coup), False))
            coup.append(np.array([coefficient[key] for key in outcomes], dtype=np.int64))
        else:
            row = np.zeros(_PAIR_KEYS, dtype=np.int64)
            for key, c in coefficient.items():
                row[_pair_index(key)] = c  # type: ignore[arg-type]  # a pair bet's keys are PairKeys
            pending.append((len(pair), True))
            pair.append(row)
    while len(coup) % 4:
        coup.append(np.zeros(_COUP_KEYS, dtype=np.int64))  # the kernel sums four bets at a time
    for index, is_pair in pending:
        columns.append(len(coup) + index if is_pair else index)
    per_key = np.array(coup, dtype=np.int64)  # [coup columns, 400]
    by_multiset = np.zeros((len(plan.multiplicity), len(coup)), dtype=np.int64)
    np.add.at(by_multiset, plan.multiset, (per_key[:, plan.key] * plan.ways).T)
    blocks = by_multiset.reshape(len(plan.multiplicity), len(coup) // 4, 4).transpose(1, 0, 2)
    if np.abs(blocks).max(initial=0) >= 2**31:
        raise OverflowError("a coefficient past int32")  # pays of thousands to 1: no bet pays so much
    coup_coefs = np.ascontiguousarray(blocks, dtype=np.int32)
    pair_coefs = np.array(pair, dtype=np.int64).reshape(len(pair), _PAIR_KEYS)
    return BatchPlan(
        rules,
        suited,
        counted,
        tuple(spots),
        tuple(denominators),
        tuple(columns),
        coup_coefs,
        pair_coefs,
        bound,
    )


@dataclass(frozen=True, eq=False)
class BatchPrices:
    """Every bet's expectation before each row: ``numerators[row, plan.columns[i]] / (denominators[i]
    * totals[row])``, exactly what ``shoe_prices`` gives that row. ``totals`` is 0 for a row no shoe
    can leave (a negative count, fewer than six cards)."""

    plan: BatchPlan
    numerators: np.ndarray  # [rows, plan.width] int64 (object, Python integers, beyond int64)
    totals: np.ndarray  # [rows] ordered six-card draws
    cards: np.ndarray  # [rows] cards left

    def expected(self, row: int, spot: BetSpot) -> Fraction:
        i = self.plan.spots.index(spot)
        total = int(self.totals[row])
        if total <= 0:
            raise CountsError("no shoe leaves these cards")
        return Fraction(int(self.numerators[row, self.plan.columns[i]]), self.plan.denominators[i] * total)

    def prices(self, row: int) -> ShoePrices:
        """Row ``row`` as ``shoe_prices`` gives it (from a plan with ``counted``)."""
        if not self.plan.counted:
            raise ValueError("priced without the win counts: price_batch(..., counted=True)")
        total = int(self.totals[row])
        if total <= 0:
            raise CountsError("no shoe leaves these cards")
        banker, player, tie = (Fraction(int(self.numerators[row, c]), total) for c in range(_COUNTED))
        return ShoePrices(
            int(self.cards[row]),
            banker,
            player,
            tie,
            tuple(BetPrice(spot, self.expected(row, spot)) for spot in self.plan.spots),
        )


def _price_rows_slowly(
    counts: np.ndarray, plan: BatchPlan, numerators: np.ndarray, totals: np.ndarray
) -> None:
    """Rows through ``fast_odds`` (numpy, or the reference past MAX_CARDS): where the kernel is not
    built, or a row's sums pass int64. ``numerators`` may be an object array (Python integers)."""
    cards = list(CARD_INDEX)
    for r, row in enumerate(counts.tolist()):
        if min(row) < 0 or sum(row) < 6:
            totals[r] = 0
            numerators[r] = 0
            continue
        given: Mapping[Card, int] | Sequence[int] = dict(zip(cards, row, strict=True)) if plan.suited else row
        odds = fast_odds(given)
        if numerators.dtype != object and odds.total * plan.bound > _INT64_MAX:
            totals[r] = -1  # as the kernel says it: priced in Python integers after
            continue
        totals[r] = odds.total
        if plan.counted:
            numerators[r, :_COUNTED] = [odds.banker, odds.player, odds.tie]
        for spot, denominator, column in zip(plan.spots, plan.denominators, plan.columns, strict=True):
            numerators[r, column] = sum(
                (-denominator if line is None else int(line.net_per_unit * denominator)) * n
                for line, n in odds.line_counts(spot, plan.rules)
            )


def price_batch(
    counts: np.ndarray,
    rules: TableRules,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
    compiled: bool = True,
    counted: bool = True,
) -> BatchPrices | None:
    """Price every row of ``counts`` (integers [rows, 13] by rank or [rows, 52] by card, as
    ``odds.composition`` orders them; int8 keeps a million rows small) for ``rules``' bets: in
    chunks on ``workers`` threads, with ``progress(rows done)``; None when ``cancel`` stopped it.
    ``compiled=False`` forces the numpy path (what a game without the kernel runs);
    ``counted=False`` leaves out the win counts that only ``BatchPrices.prices`` needs."""
    counts = np.asarray(counts)
    if not np.issubdtype(counts.dtype, np.integer):
        raise TypeError(f"counts are whole numbers, not {counts.dtype}")
    if counts.ndim != 2 or counts.shape[1] not in (len(RANKS), len(CARD_INDEX)):
        raise ValueError("counts are rows of 13 (by rank) or 52 (by card) counts")
    plan = batch_plan(rules, counts.shape[1] == len(CARD_INDEX), counted)
    rows = len(counts)
    numerators = np.zeros((rows, plan.width), dtype=np.int64)
    totals = np.zeros(rows, dtype=np.int64)
    kernel = pricing_or_none() if compiled else None
    size = CHUNK_ROWS if kernel is not None else SLOW_CHUNK_ROWS
    if kernel is not None:  # two chunks a worker at least, so that a short batch keeps every core busy
        size = max(1, min(size, -(-rows // (2 * (workers or default_workers())))))
    values = np.array([rank.value_in_baccarat for rank in RANKS], dtype=np.int64)
    multisets = np.ascontiguousarray(_plan().multiplicity, dtype=np.int64)

    def work(chunk: int) -> int:
        part = slice(chunk * size, min(rows, (chunk + 1) * size))
        given = np.ascontiguousarray(counts[part], dtype=np.int64)
        if kernel is None:
            _price_rows_slowly(given, plan, numerators[part], totals[part])
        else:
            kernel.price(
                given, values, multisets, plan.coup_coefs, plan.pair_coefs, plan.bound,
                numerators[part], totals[part],
            )  # fmt: skip
        return part.stop - part.start

    chunks = -(-rows // size)
    ran = run_chunks(
        work, chunks, workers=workers if kernel is not None else 1, progress=progress, cancel=cancel
    )
    if ran.stopped:
        return None
    big = np.flatnonzero(totals < 0)
    if len(big):  # past int64: Python integers for those rows
        numerators, totals = numerators.astype(object), totals.astype(object)
        big_numerators = np.zeros((len(big), plan.width), dtype=object)
        big_totals = np.zeros(len(big), dtype=object)
        _price_rows_slowly(counts[big].astype(np.int64), plan, big_numerators, big_totals)
        numerators[big], totals[big] = big_numerators, big_totals
    return BatchPrices(plan, numerators, totals, counts.sum(axis=1, dtype=np.int64))
