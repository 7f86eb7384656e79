"""Exact probabilities for any shoe composition, by full enumeration.

Counting convention (RULES.md): every coup counts as an ordered draw of six cards, so a coup that
uses k cards is weighted by the ways to draw the 6 − k cards it leaves untouched. For a full
8-deck shoe the total is 416·415·414·413·412·411.

The enumeration runs over card *values* (tens and courts are one value, 0) and over unordered
two-card hands with a multiplicity of 2 for unequal cards: the weight of a draw is a product of
falling factorials, which does not depend on order. The result is a distribution over
(player total, banker total, player cards, banker cards), enough to price every bet on the table
and the side bets planned next (Dragon Bonus needs margins and naturals, Dragon 7 and Panda 8 need
three-card totals, Big/Small needs card counts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .cards import RANKS, Rank
from .rules import BANKER_DRAWS_ON, TableRules

__all__ = ["Odds", "OutcomeKey", "exact_odds", "full_shoe_counts", "parse_counts"]

OutcomeKey = tuple[int, int, int, int]  # player total, banker total, player cards, banker cards


def full_shoe_counts(decks: int) -> dict[Rank, int]:
    if decks < 1:
        raise ValueError("a shoe needs at least one deck")
    return dict.fromkeys(RANKS, 4 * decks)


def parse_counts(text: str) -> dict[Rank, int]:
    """``A,2,3,4,5,6,7,8,9,10,J,Q,K`` counts of the cards left, as the command line takes them."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 13:
        raise ValueError(f"give 13 counts (A,2,3,4,5,6,7,8,9,10,J,Q,K) separated by commas, not {len(parts)}")
    counts: dict[Rank, int] = {}
    for rank, part in zip(RANKS, parts, strict=True):
        try:
            value = int(part)
        except ValueError:
            raise ValueError(f"the count for {rank.symbol} must be a whole number, not {part!r}") from None
        if value < 0:
            raise ValueError(f"the count for {rank.symbol} cannot be negative ({value})")
        counts[rank] = value
    return counts


def _falling(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result *= n - i
    return result


@dataclass(frozen=True)
class Odds:
    """Exact combination counts for one coup dealt from a given composition."""

    counts: tuple[int, ...]  # by rank A..K
    total: int  # ordered six-card draws
    distribution: Mapping[OutcomeKey, int] = field(repr=False)
    player_pair: int
    banker_pair: int

    @property
    def cards(self) -> int:
        return sum(self.counts)

    def _sum(self, predicate: Any) -> int:
        return sum(n for key, n in self.distribution.items() if predicate(*key))

    @property
    def banker(self) -> int:
        return self._sum(lambda p, b, _np, _nb: b > p)

    @property
    def player(self) -> int:
        return self._sum(lambda p, b, _np, _nb: p > b)

    @property
    def tie(self) -> int:
        return self._sum(lambda p, b, _np, _nb: p == b)

    @property
    def banker_wins_on_six(self) -> int:
        return self._sum(lambda p, b, _np, _nb: b > p and b == 6)

    @property
    def natural(self) -> int:
        return self._sum(lambda _p, _b, np_, nb: np_ == 2 and nb == 2 and (_p >= 8 or _b >= 8))

    def probability(self, name: str) -> Fraction:
        combos = {
            "banker": self.banker,
            "player": self.player,
            "tie": self.tie,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "natural": self.natural,
        }
        return Fraction(combos[name], self.total)

    def house_edge(self, spot: str, rules: TableRules) -> Fraction:
        """The house's expected gain per unit staked (pushes included in the denominator)."""
        pb, pp, pt = (self.probability(n) for n in ("banker", "player", "tie"))
        if spot == "banker":
            if rules.no_commission:
                six = Fraction(self.banker_wins_on_six, self.total)
                ev = (pb - six) + six / 2 - pp
            else:
                ev = pb * Fraction(19, 20) - pp
        elif spot == "player":
            ev = pp - pb
        elif spot == "tie":
            ev = pt * rules.tie_pays - (1 - pt)
        elif spot in ("player_pair", "banker_pair"):
            p = self.probability(spot)
            ev = p * 11 - (1 - p)
        else:
            raise ValueError(f"no house edge is known for {spot!r}")
        return -ev

    def to_dict(self, rules: TableRules) -> dict[str, Any]:
        spots = ("banker", "player", "tie", "player_pair", "banker_pair")
        return {
            "probabilities": {s: float(self.probability(s)) for s in spots},
            "combinations": {
                "banker": self.banker,
                "player": self.player,
                "tie": self.tie,
                "total": self.total,
            },
            "house_edge": {s: float(self.house_edge(s, rules)) for s in spots},
            "cards": self.cards,
            "rules": {"tie_pays": rules.tie_pays, "no_commission": rules.no_commission},
        }


def exact_odds(counts: Mapping[Rank, int] | Sequence[int]) -> Odds:
    """Enumerate every coup from this composition (counts by rank A..K)."""
    if isinstance(counts, Mapping):
        by_rank = tuple(int(counts.get(rank, 0)) for rank in RANKS)
    else:
        by_rank = tuple(int(c) for c in counts)
        if len(by_rank) != 13:
            raise ValueError("give 13 counts, one per rank A..K")
    if any(c < 0 for c in by_rank):
        raise ValueError("card counts cannot be negative")
    if sum(by_rank) < 6:
        raise ValueError(f"a coup may need six cards; only {sum(by_rank)} are left")
    return _exact_odds(by_rank)


@lru_cache(maxsize=64)
def _exact_odds(by_rank: tuple[int, ...]) -> Odds:
    values = [0] * 10
    for rank, count in zip(RANKS, by_rank, strict=True):
        values[rank.value_in_baccarat] += count
    n = sum(by_rank)
    distribution = _enumerate(values, n)
    total = _falling(n, 6)
    assert sum(distribution.values()) == total, "enumeration lost combinations"
    pairs = sum(c * (c - 1) for c in by_rank) * _falling(n - 2, 4)
    return Odds(by_rank, total, distribution, pairs, pairs)


def _enumerate(values: list[int], n: int) -> dict[OutcomeKey, int]:
    rem = list(values)
    out: dict[OutcomeKey, int] = {}
    tail = [_falling(n - k, 6 - k) for k in range(7)]  # ways to draw the unused cards

    def add(key: OutcomeKey, weight: int) -> None:
        out[key] = out.get(key, 0) + weight

    pairs = [(a, b) for a in range(10) for b in range(a, 10)]
    for p1, p2 in pairs:
        w = rem[p1]
        rem[p1] -= 1
        w *= rem[p2]
        rem[p2] -= 1
        if w:
            w_player = w * (1 if p1 == p2 else 2)
            pt = (p1 + p2) % 10
            for b1, b2 in pairs:
                w4 = w_player * rem[b1]
                rem[b1] -= 1
                w4 *= rem[b2]
                rem[b2] -= 1
                if w4:
                    if b1 != b2:
                        w4 *= 2
                    bt = (b1 + b2) % 10
                    _third_cards(rem, pt, bt, w4, tail, add)
                rem[b2] += 1
                rem[b1] += 1
        rem[p2] += 1
        rem[p1] += 1
    return out


def _third_cards(rem: list[int], pt: int, bt: int, w4: int, tail: list[int], add: Any) -> None:
    if pt >= 8 or bt >= 8:
        add((pt, bt, 2, 2), w4 * tail[4])
        return
    if pt >= 6:  # Player stands; Banker draws on 0–5
        if bt <= 5:
            for b3 in range(10):
                if rem[b3]:
                    add((pt, (bt + b3) % 10, 2, 3), w4 * rem[b3] * tail[5])
        else:
            add((pt, bt, 2, 2), w4 * tail[4])
        return
    draws_on = BANKER_DRAWS_ON[bt] if bt <= 7 else frozenset()
    for p3 in range(10):
        c3 = rem[p3]
        if not c3:
            continue
        w5 = w4 * c3
        pt3 = (pt + p3) % 10
        if p3 in draws_on:
            rem[p3] -= 1
            for b3 in range(10):
                if rem[b3]:
                    add((pt3, (bt + b3) % 10, 3, 3), w5 * rem[b3] * tail[6])
            rem[p3] += 1
        else:
            add((pt3, bt, 3, 2), w5 * tail[5])
