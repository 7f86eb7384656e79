"""How the cards a multiplier bet reads coincide: the counting its exact price rests on.

The lit set is independent of the cards, so a bet's expected product of multipliers depends only on
how the identities (rank and suit) of the cards it reads coincide: its ``Pattern``, how many times
each distinct identity appears (Player's cards for Player, Banker's for Banker, all of them for Tie,
the pair's two for a pair). engine/odds.py's coup enumeration (``walk_coups``: card values, falling
factorials, ordered six-card draws) is run once per composition, keeping for each winning coup what
its pattern depends on: identities can only coincide within one value, and a value's share of each
pattern is a closed-form count over the composition's cards.

Its own module because this is counting alone (partitions, set partitions, falling factorials): no
weights, fee or payout, which engine/multiplier.py applies to these counts afterwards, cheaply.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from .cards import RANKS, SUITS
from .catalogue import BetSpot
from .odds import walk_coups

__all__ = ["Pattern", "PatternCounts", "pattern_counts"]

Pattern = tuple[int, ...]  # how many times each distinct identity appears among the cards read


@lru_cache(maxsize=8)
def _partitions(t: int) -> tuple[Pattern, ...]:
    """The integer partitions of ``t``, largest part first."""

    def gen(rest: int, most: int) -> list[Pattern]:
        if rest == 0:
            return [()]
        return [(p, *tail) for p in range(min(rest, most), 0, -1) for tail in gen(rest - p, p)]

    return tuple(gen(t, t))


def _set_partitions(shape: Pattern) -> int:
    """Ways to split ``sum(shape)`` ordered positions into blocks of these sizes."""
    ways = math.factorial(sum(shape))
    for b in shape:
        ways //= math.factorial(b)
    for b in set(shape):
        ways //= math.factorial(shape.count(b))
    return ways


def _shape_counts(identities: tuple[int, ...], t: int) -> dict[Pattern, int]:
    """Ordered draws of ``t`` cards among these identities' copies (without replacement), by how
    the cards' identities coincide; they add up to the falling factorial of the copies."""
    out: dict[Pattern, int] = {}
    for shape in _partitions(t):
        r = len(shape)
        ways = [0] * (1 << r)  # blocks given distinct identities so far, by the set of blocks placed
        ways[0] = 1
        for n in identities:
            if not n:
                continue
            new = list(ways)
            for mask, w in enumerate(ways):
                if w:
                    for j in range(r):
                        if not mask >> j & 1:
                            new[mask | 1 << j] += w * math.perm(n, shape[j])
            ways = new
        if ways[-1]:
            out[shape] = _set_partitions(shape) * ways[-1]
    return out


@dataclass(frozen=True)
class PatternCounts:
    """Ordered six-card draws by what prices each bet: for each bet, the draws on which it wins by
    the identity pattern of the cards it reads, and the pushes (Player and Banker on a Tie)."""

    total: int
    wins: Mapping[BetSpot, Mapping[Pattern, int]]
    pushes: int


def _value_identities(kinds: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Per card value 0..9, the copies of each identity (rank and suit) of that value."""
    by_value: list[list[int]] = [[] for _ in range(10)]
    for s in range(len(SUITS)):
        for r, rank in enumerate(RANKS):
            by_value[rank.value_in_baccarat].append(kinds[s * len(RANKS) + r])
    return [tuple(v) for v in by_value]


@lru_cache(maxsize=16)
def pattern_counts(kinds: tuple[int, ...]) -> PatternCounts:
    """Every ordered six-card draw of a composition (``kinds``: the copies of each card, by suit
    then rank) counted by what prices each bet: cached, so pricing again with other weights is
    cheap."""
    identities = _value_identities(kinds)
    values = [sum(ids) for ids in identities]
    n = sum(values)
    total = math.perm(n, 6)
    player, banker, ties, pushes = _enumerate(values, n)
    # A hand's repeated value (v, t cards of it, m in the coup) splits its draws by pattern in the
    # proportion of its ordered fillings with each shape, the other m - t cards of v drawn after.
    shapes: dict[tuple[int, int], dict[Pattern, int]] = {}

    def shape_of(v: int, t: int) -> dict[Pattern, int]:
        if (v, t) not in shapes:
            shapes[v, t] = _shape_counts(identities[v], t)
        return shapes[v, t]

    wins: dict[BetSpot, dict[Pattern, int]] = {}
    for spot, table in ((BetSpot.PLAYER, player), (BetSpot.BANKER, banker)):
        out: dict[Pattern, int] = {}
        for (cards, repeat), w in table.items():
            if repeat is None:
                key: Pattern = (1,) * cards
                out[key] = out.get(key, 0) + w
                continue
            v, t, m = repeat
            whole = math.perm(values[v], m)
            rest = math.perm(values[v] - t, m - t)
            for shape, ways in shape_of(v, t).items():
                key = tuple(sorted((*shape, *(1,) * (cards - t)), reverse=True))
                share, left = divmod(w * ways * rest, whole)
                assert not left, "a draw's weight holds its value's falling factorial"
                out[key] = out.get(key, 0) + share
        wins[spot] = out
    tie: dict[Pattern, int] = {}
    for multiset, w in ties.items():
        split: dict[Pattern, int] = {(): w}
        repeated, singles = _runs(multiset)
        for v, m in repeated:
            whole = math.perm(values[v], m)
            merged: dict[Pattern, int] = {}
            for pattern, pw in split.items():
                for shape, ways in shape_of(v, m).items():
                    key = tuple(sorted((*pattern, *shape), reverse=True))
                    merged[key] = merged.get(key, 0) + pw * ways
            assert all(pw % whole == 0 for pw in merged.values()), "a draw's weight holds each value's"
            split = {key: pw // whole for key, pw in merged.items()}
        for key, pw in split.items():
            key += singles  # parts in falling order: the 1s go last
            tie[key] = tie.get(key, 0) + pw
    wins[BetSpot.TIE] = tie
    # Pairs read a hand's first two cards, which are any ordered two of the shoe's cards.
    suited = sum(math.perm(c, 2) for c in kinds)
    by_rank = [sum(kinds[s * len(RANKS) + r] for s in range(len(SUITS))) for r in range(len(RANKS))]
    ranked = sum(math.perm(c, 2) for c in by_rank)
    pairs = {(2,): suited * math.perm(n - 2, 4), (1, 1): (ranked - suited) * math.perm(n - 2, 4)}
    wins[BetSpot.PLAYER_PAIR] = wins[BetSpot.BANKER_PAIR] = pairs
    return PatternCounts(total, wins, pushes)


@lru_cache(maxsize=8192)  # a Tie's values: 7,722 multisets of 4 to 6 values 0..9
def _runs(multiset: Pattern) -> tuple[tuple[tuple[int, int], ...], Pattern]:
    """A Tie's values split into those it holds more than once, (value, times), and a 1 for each
    value it holds once: a value seen once splits no draw (its one shape, (1,), takes every copy of
    the value, as many as the falling factorial divides by), so its 1 joins every pattern as is."""
    repeated = tuple((v, multiset.count(v)) for v in sorted(set(multiset)) if multiset.count(v) > 1)
    return repeated, (1,) * sum(1 for v in set(multiset) if multiset.count(v) == 1)


Repeat = tuple[int, int, int] | None  # a hand's repeated value, how often in the hand, in the coup


def _repeat(hand: tuple[int, ...], other: tuple[int, ...]) -> Repeat:
    """The first value of ``hand`` it holds more than once, how often, and how often in the coup (the
    hand and ``other``); None when its values all differ. A hand holds two or three cards: compared
    outright, since this runs for most of the hundred thousand coups of a composition."""
    a, b = hand[0], hand[1]
    if len(hand) == 2:
        return (a, 2, 2 + other.count(a)) if a == b else None
    c = hand[2]
    if a == b:
        t = 3 if c == a else 2
        return (a, t, t + other.count(a))
    if a == c:
        return (a, 2, 2 + other.count(a))
    if b == c:
        return (b, 2, 2 + other.count(b))
    return None


def _enumerate(
    values: list[int], n: int
) -> tuple[dict[tuple[int, Repeat], int], dict[tuple[int, Repeat], int], dict[Pattern, int], int]:
    """engine/odds.py's walk of every coup by value (``walk_coups``), keeping for every winning coup
    what its pattern depends on: Player's or Banker's cards with the repeated value, and for a Tie
    the multiset of the coup's values."""
    player: dict[tuple[int, Repeat], int] = {}
    banker: dict[tuple[int, Repeat], int] = {}
    ties: dict[Pattern, int] = {}
    pushes = 0

    def leaf(p: tuple[int, ...], b: tuple[int, ...], pt: int, bt: int, w: int) -> None:
        nonlocal pushes
        if pt > bt:
            key = (len(p), _repeat(p, b))
            player[key] = player.get(key, 0) + w
        elif bt > pt:
            key = (len(b), _repeat(b, p))
            banker[key] = banker.get(key, 0) + w
        else:
            pushes += w
            tk = tuple(sorted(p + b))
            ties[tk] = ties.get(tk, 0) + w

    walk_coups(values, n, leaf)
    return player, banker, ties, pushes
