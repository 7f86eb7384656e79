"""The pure engine's rules as arrays, so compiled code deals and settles without a rule of its own.

Cards are numbered 0..51 in the canonical deck order of ``cards.standard_deck`` (spades A..K,
hearts, diamonds, clubs). A finished coup is reduced to its ``Facts`` (the eight things any bet of
the catalogue is settled on), packed into one integer key below ``KEYS``; a bet's result for any
key comes from the catalogue's own ``Bet.settle``, so a payout lives in the catalogue alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..cards import Card, standard_deck
from ..catalogue import BetSpot, Facts, LimitGroup, first_line
from ..rules import TableRules, banker_draws, player_draws

__all__ = [
    "BANKER_DRAWS",
    "BURNS",
    "CANONICAL",
    "KEYS",
    "NATURALS",
    "PLAYER_DRAWS",
    "RANKS",
    "TABLEAU",
    "VALUES",
    "PayTable",
    "card_index",
    "facts_key",
    "facts_of_key",
    "key_columns",
    "winner",
]

_DECK: tuple[Card, ...] = tuple(standard_deck())
_INDEX = {card: i for i, card in enumerate(_DECK)}

VALUES = np.array([card.value for card in _DECK], dtype=np.int64)
BURNS = np.array([card.rank.burn_count for card in _DECK], dtype=np.int64)
RANKS = np.array([card.rank.value for card in _DECK], dtype=np.int64)
CANONICAL = np.arange(len(_DECK), dtype=np.uint8)

PLAYER_DRAWS = np.array([player_draws(total) for total in range(10)], dtype=np.bool_)
# Banker's two-card total x Player's third card value (column 10: Player stood).
BANKER_DRAWS = np.array(
    [[banker_draws(total, third) for third in (*range(10), None)] for total in range(10)], dtype=np.bool_
)
# Two-card totals (Player, Banker) that end the coup at once.
NATURALS = np.array([[Facts(p, b, 2, 2).natural for b in range(10)] for p in range(10)], dtype=np.bool_)

# key = ((((pt * 10 + bt) * 2 + player drew) * 2 + banker drew) * 16) + pair flags
KEYS = 10 * 10 * 2 * 2 * 16


def _tableau() -> np.ndarray:
    """Every coup's shape from four numbers: the two-card totals and the values of the next two
    cards of the shoe. Entry ``pt*1000 + bt*100 + v5*10 + v6`` holds the key without its pair flags
    (low 16 bits) and the cards drawn after the first four (high bits). Built from the tables
    above for all 10,000 at once (numpy), as the pure engine's ``coup.deal_coup`` draws."""
    pt, bt, v5, v6 = np.indices((10, 10, 10, 10), dtype=np.int64).reshape(4, -1)
    dealt_on = ~NATURALS[pt, bt]
    player_drew = dealt_on & PLAYER_DRAWS[pt]
    banker_drew = dealt_on & BANKER_DRAWS[bt, np.where(player_drew, v5, 10)]
    p = np.where(player_drew, (pt + v5) % 10, pt)
    b = np.where(banker_drew, (bt + np.where(player_drew, v6, v5)) % 10, bt)
    key = ((p * 10 + b) * 4 + player_drew * 2 + banker_drew) * 16
    table: np.ndarray = (player_drew.astype(np.int64) + banker_drew) << 16 | key
    return table


TABLEAU = _tableau()


def card_index(card: Card) -> int:
    return _INDEX[card]


def facts_key(facts: Facts) -> int:
    """The key compiled code computes for a coup with these facts (its layout is the comment above)."""
    flags = (
        facts.player_pair
        | facts.banker_pair << 1
        | facts.player_perfect_pair << 2
        | facts.banker_perfect_pair << 3
    )
    drew = (facts.player_cards - 2) * 2 + (facts.banker_cards - 2)
    return ((facts.player_total * 10 + facts.banker_total) * 4 + drew) * 16 + flags


def winner(key: int) -> int:
    """Who won the coup with this key: 0 for a Tie, 1 Banker, 2 Player."""
    pt, bt = divmod(key >> 6, 10)
    return 0 if pt == bt else (1 if bt > pt else 2)


def _facts_of(key: int) -> Facts:
    flags, rest = key % 16, key // 16
    drew, totals = rest % 4, rest // 4
    return Facts(
        totals // 10,
        totals % 10,
        2 + drew // 2,
        2 + drew % 2,
        bool(flags & 1),
        bool(flags & 2),
        bool(flags & 4),
        bool(flags & 8),
    )


@lru_cache(maxsize=KEYS)
def facts_of_key(key: int) -> Facts:
    """The facts a key stands for (built as asked: a run meets a few hundred of the 6,400 keys)."""
    return _facts_of(key)


def key_columns(keys: np.ndarray) -> dict[str, np.ndarray]:
    """Totals, card counts and pair flags of many coups at once, from their keys."""
    keys = np.asarray(keys, dtype=np.int64)
    flags, rest = keys % 16, keys // 16
    drew, totals = rest % 4, rest // 4
    return {
        "player_total": totals // 10,
        "banker_total": totals % 10,
        "player_cards": 2 + drew // 2,
        "banker_cards": 2 + drew % 2,
        "player_pair": (flags & 1).astype(bool),
        "banker_pair": (flags & 2).astype(bool),
    }


@dataclass(frozen=True)
class PayTable:
    """What a stake on each of ``spots`` returns for every coup key, from ``Bet.settle``.

    The net of a stake ``a`` on column ``s`` after a coup with key ``k`` is
    ``a * num[k, s] // den[k, s]`` (a loss is -1/1, a push 0/1): the catalogue's own rounding, down to
    the cent, because ``Bet.settle`` computes ``a * pays.numerator // pays.denominator`` too.
    """

    spots: tuple[BetSpot, ...]
    num: np.ndarray  # int64 [KEYS, len(spots)]
    den: np.ndarray  # int64 [KEYS, len(spots)]
    closed_last: np.ndarray  # bool [len(spots)]: refused on the shoe's last hand (Big, Small)
    main: np.ndarray  # bool [len(spots)]: counts against the table limits, not the side-bet limits

    @classmethod
    def build(cls, rules: TableRules, spots: tuple[BetSpot, ...], keys: np.ndarray | None = None) -> PayTable:
        """``keys``: settle only these (the coups a run counted); the rest then read as a push."""
        num = np.zeros((KEYS, len(spots)), dtype=np.int64)
        den = np.ones((KEYS, len(spots)), dtype=np.int64)
        wanted = range(KEYS) if keys is None else [int(k) for k in keys]
        for column, spot in enumerate(spots):
            lines = spot.bet.lines(rules)  # what ``Bet.line_for`` reads, looked up once a bet
            for key in wanted:
                index = first_line(lines, facts_of_key(key))
                pays = None if index is None else lines[index].pays
                if index is None:
                    num[key, column] = -1
                elif pays is not None:
                    num[key, column] = pays.numerator
                    den[key, column] = pays.denominator
        closed = np.array([spot.bet.closed_on_last_hand for spot in spots], dtype=np.bool_)
        main = np.array([spot.bet.group is LimitGroup.MAIN for spot in spots], dtype=np.bool_)
        return cls(spots, num, den, closed, main)

    def nets(self, keys: np.ndarray, column: int, amount_cents: int | np.ndarray) -> np.ndarray:
        """The net in cents of ``amount_cents`` on one column after each coup in ``keys``."""
        keys = np.asarray(keys, dtype=np.int64)
        nets: np.ndarray = (
            np.asarray(amount_cents, dtype=np.int64) * self.num[keys, column] // self.den[keys, column]
        )
        return nets

    def return_per_unit(self, counts: np.ndarray, column: int) -> Fraction:
        """The mean net of one unit staked on each coup counted in ``counts`` (by key), exactly: over
        the denominators' least common multiple, in Python integers (no int64 can overflow)."""
        hands = int(counts.sum())
        keys = np.flatnonzero(counts)
        if not hands:
            return Fraction(0)
        nums, dens, counted = (
            self.num[keys, column].tolist(),
            self.den[keys, column].tolist(),
            counts[keys].tolist(),
        )
        common = math.lcm(*set(dens))
        total = sum(n * c * (common // d) for n, c, d in zip(nums, counted, dens, strict=True))
        return Fraction(total, common * hands)
