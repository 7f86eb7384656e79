"""The bet catalogue: every bet the table knows, as data. The only module that knows a payout.

A bet is a list of pay lines, each an event in words, a test on the finished coup and what it
pays "to 1" (a winning stake is returned; a push returns the stake and pays nothing). The first
line whose event happened settles the bet; when none did, the bet loses. Settlement, the exact
pricing (``odds.Odds.house_edge``), the rules dialog, the felt's pay text, storage checks,
export/import, analytics and the command line all read these lines, so adding a bet is adding a
row here. docs/bets.md lists them with their published house edges.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Protocol

from .cards import Card
from .errors import DomainError
from .i18n import QT_TRANSLATE_NOOP, _t

__all__ = [
    "CATALOGUE",
    "DEFAULT_SIDE_BETS",
    "MAIN_SPOTS",
    "MULTIPLIER_BASE_PAYS",
    "SIDE_SPOTS",
    "TIE_PAYS_CHOICES",
    "Basis",
    "Bet",
    "BetRefused",
    "BetSpot",
    "Dealt",
    "Facts",
    "LimitGroup",
    "PayLine",
    "PayTerms",
    "Variant",
    "bet",
    "first_line",
    "format_pays",
]


class BetSpot(enum.Enum):
    """A bet's key: stored in the history, used in exports and on the command line."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"
    EITHER_PAIR = "either_pair"
    PERFECT_PAIR = "perfect_pair"
    BIG = "big"
    SMALL = "small"
    PLAYER_BONUS = "player_bonus"
    BANKER_BONUS = "banker_bonus"
    DRAGON_7 = "dragon_7"
    PANDA_8 = "panda_8"
    LUCKY_6 = "lucky_6"

    @property
    def bet(self) -> Bet:
        return CATALOGUE[self]

    @property
    def label(self) -> str:
        return CATALOGUE[self].name

    @property
    def is_side(self) -> bool:
        """Side bets (Tie among them) share the side-bet limits; Player and Banker the table limits."""
        return CATALOGUE[self].group is LimitGroup.SIDE

    @classmethod
    def parse(cls, text: str) -> BetSpot:
        key = text.strip().lower().replace("-", "_").replace(" ", "_")
        try:
            return cls(key)
        except ValueError:
            names = ", ".join(s.value for s in cls)
            raise DomainError(f"{text!r} is not a bet spot: use one of {names}") from None


class BetRefused(DomainError):
    """A table refusing bets. ``spot`` is the bet it is about, or None for the bets as a whole
    (more than the bankroll, past the loss limit)."""

    def __init__(self, spot: BetSpot | None, reason: str) -> None:
        super().__init__(reason)
        self.spot = spot
        self.reason = reason

    @property
    def sentence(self) -> str:
        """The reason as a sentence starts: with a capital."""
        return self.reason[:1].upper() + self.reason[1:]


class Variant(enum.Enum):
    """How the table pays a Banker win (the table rule players call the game's variant)."""

    COMMISSION = "commission"  # 19 to 20: the 5% commission
    NO_COMMISSION = "no_commission"  # 1 to 1, a win on 6 pays 1 to 2
    EZ = "ez"  # 1 to 1, a win with a three-card 7 pushes (EZ Baccarat)
    MULTIPLIER = "multiplier"  # lit cards multiply wins; a fee on every bet (engine/multiplier.py)
    PEEK = "peek"  # cards shown before keep, double or triple; a fee on Player and Banker (engine/peek.py)

    @property
    def label(self) -> str:
        return _t("Rules", _VARIANT_LABELS[self.value])

    @property
    def lit(self) -> bool:
        """Whether the table lights cards before each deal (the multiplier table): its bets are
        settled by engine/multiplier.py, with a fee, and its hands store their lit cards."""
        return self is Variant.MULTIPLIER

    @property
    def peek(self) -> bool:
        """Whether the table shows some of the first four cards and lets Player and Banker be
        raised before the coup finishes (the Peek table: engine/peek.py settles them, with a fee)."""
        return self is Variant.PEEK

    @property
    def dealt(self) -> bool:
        """Whether the game deals this table at the felt and in the lobby: every table now, the Peek
        table's hand stopping for the keep/double/triple choice (``TableController.choose``). What
        has no coach's play for that choice (simulate, the strategy lab) refuses it on ``peek``."""
        return True

    @classmethod
    def parse(cls, text: str) -> Variant:
        key = text.strip().lower().replace("-", "_").replace(" ", "_")
        legacy = {"standard": "commission"}  # the stored name before EZ Baccarat joined
        try:
            return cls(legacy.get(key, key))
        except ValueError:
            names = ", ".join(v.value.replace("_", "-") for v in cls)
            raise DomainError(f"{text!r} is not a table variant: use one of {names}") from None


_VARIANT_LABELS = {
    "commission": QT_TRANSLATE_NOOP("Rules", "Commission"),
    "no_commission": QT_TRANSLATE_NOOP("Rules", "No Commission"),
    "ez": QT_TRANSLATE_NOOP("Rules", "EZ Baccarat"),
    "multiplier": QT_TRANSLATE_NOOP("Rules", "Multiplier"),
    "peek": QT_TRANSLATE_NOOP("Rules", "Peek"),
}


class LimitGroup(enum.Enum):
    """Which table limits a bet counts against."""

    MAIN = "main"  # Player and Banker: the table minimum and maximum
    SIDE = "side"  # Tie and the side bets: the side-bet minimum and maximum


class Basis(enum.Enum):
    """What decides a bet, so the exact pricing knows which enumeration to read."""

    COUP = "coup"  # totals and card counts of the finished coup
    FIRST_FOUR = "first_four"  # ranks and suits of the first two cards of each hand


class Dealt(Protocol):
    """A finished coup as a bet reads it (``coup.Coup`` is one): each hand's cards and total. The
    catalogue asks only this of a coup, so the coup and the rules may read the catalogue."""

    @property
    def player(self) -> Sequence[Card]: ...
    @property
    def banker(self) -> Sequence[Card]: ...
    @property
    def player_total(self) -> int: ...
    @property
    def banker_total(self) -> int: ...


class PayTerms(Protocol):
    """What a table's rules say about pay lines (``rules.TableRules`` is one): the variant and what a
    Tie pays. Hashable: a table's lines are built once per table."""

    @property
    def variant(self) -> Variant: ...
    @property
    def tie_pays(self) -> int: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Facts:
    """Everything any bet is settled on. ``Facts.of(coup)`` for a dealt coup; the exact pricing
    builds them from its enumeration (filling only the fields of the bet's basis)."""

    player_total: int = 0
    banker_total: int = 0
    player_cards: int = 2
    banker_cards: int = 2
    player_pair: bool = False
    banker_pair: bool = False
    player_perfect_pair: bool = False
    banker_perfect_pair: bool = False

    @classmethod
    def of(cls, coup: Dealt) -> Facts:
        p, b = coup.player, coup.banker
        return cls(
            coup.player_total,
            coup.banker_total,
            len(p),
            len(b),
            p[0].rank == p[1].rank,
            b[0].rank == b[1].rank,
            p[0] == p[1],
            b[0] == b[1],
        )

    @property
    def natural(self) -> bool:
        # With two cards each nobody drew, so the totals are the first two cards': 8 or 9 is a natural.
        return (
            self.player_cards == 2
            and self.banker_cards == 2
            and max(self.player_total, self.banker_total) >= 8
        )

    @property
    def player_wins(self) -> bool:
        return self.player_total > self.banker_total

    @property
    def banker_wins(self) -> bool:
        return self.banker_total > self.player_total

    @property
    def tie(self) -> bool:
        return self.player_total == self.banker_total

    @property
    def cards_used(self) -> int:
        return self.player_cards + self.banker_cards


PUSH = None  # a pay line that returns the stake and pays nothing


@dataclass(frozen=True, slots=True)
class PayLine:
    """One way a bet ends other than losing: ``pays`` to 1, or PUSH (None). Its words are kept in
    English (``event_text``, ``short_text``, with ``values`` for their fields) and read in the
    interface's language (``event``, ``short``)."""

    event_text: str  # "Banker wins with a three-card 7"
    pays: Fraction | None
    when: Callable[[Facts], bool]
    commission: bool = False  # a commissioned win: what 1 to 1 would have added is recorded as commission
    short_text: str = ""  # the felt's words for a line that is not the bet's plain win ("WIN ON 6")
    values: tuple[tuple[str, int], ...] = ()  # the event's {fields}: (("points", 9),)

    @property
    def event(self) -> str:
        """'Banker wins with a three-card 7', in the interface's language."""
        return _t("Bets", self.event_text).format(**dict(self.values))

    @property
    def short(self) -> str:
        return _t("Bets", self.short_text) if self.short_text else ""

    @property
    def push(self) -> bool:
        return self.pays is None

    @property
    def odds(self) -> str:
        """'pays 40 to 1', 'pays 0.95 to 1', 'push'."""
        if self.pays is None:
            return _t("Bets", "push")
        return _t("Bets", "pays {pays}").format(pays=format_pays(self.pays))

    @property
    def text(self) -> str:
        return _t("Bets", "{event}: {odds}").format(event=self.event, odds=self.odds)

    @property
    def net_per_unit(self) -> Fraction:
        return Fraction(0) if self.pays is None else self.pays


def first_line(lines: tuple[PayLine, ...], facts: Facts) -> int | None:
    """Which line settles a bet: the first whose event happened (None: the bet loses)."""
    for index, line in enumerate(lines):
        if line.when(facts):
            return index
    return None


def format_pays(pays: Fraction) -> str:
    """'11 to 1', '1 to 2', '0.95 to 1', '1.5 to 1', '1,310,720 to 1': as casinos print them (a
    multiplier table's best pays run to seven figures, so thousands are grouped)."""
    if pays.denominator == 1:
        return _t("Bets", "{pays} to 1").format(pays=f"{pays.numerator:,}")
    if pays.numerator == 1:
        return _t("Bets", "1 to {denominator}").format(denominator=pays.denominator)
    return _t("Bets", "{pays} to 1").format(pays=f"{float(pays):,.6f}".rstrip("0").rstrip("."))


@dataclass(frozen=True, slots=True)
class Bet:
    """One bet of the catalogue; its words are kept in English (``*_text``) and read in the
    interface's language (``name``, ``felt``, ``wins_when``)."""

    spot: BetSpot
    name_text: str  # "Dragon 7"
    felt_text: str  # the felt's title, short and upper case: "DRAGON 7"
    wins_when_text: str  # one sentence for the rules screen
    group: LimitGroup
    basis: Basis
    variants: frozenset[Variant]
    _lines: Callable[[PayTerms], tuple[PayLine, ...]]
    closed_on_last_hand: bool = False  # refused once the cut card is out (Big and Small)

    @property
    def name(self) -> str:
        """'Dragon 7'."""
        return _t("Bets", self.name_text)

    @property
    def felt(self) -> str:
        """The felt's title: 'DRAGON 7'."""
        return _t("Bets", self.felt_text)

    @property
    def wins_when(self) -> str:
        """When the bet wins, for the rules screen: 'Banker wins with a three-card total of 7'."""
        return _t("Bets", self.wins_when_text)

    def lines(self, rules: PayTerms) -> tuple[PayLine, ...]:
        """The pay lines at this table (Banker's depend on the variant, Tie's on its payout)."""
        return _lines_at(self.spot, rules)

    def line_for(self, facts: Facts, rules: PayTerms) -> PayLine | None:
        """The pay line that settles the bet, or None when it loses."""
        lines = _lines_at(self.spot, rules)
        index = first_line(lines, facts)
        return None if index is None else lines[index]

    def settle(self, amount_cents: int, facts: Facts, rules: PayTerms) -> tuple[int, int]:
        """(net, commission) in cents for a stake of ``amount_cents`` on this coup.

        A win pays ``amount × pays`` rounded down to the cent: the fraction of a cent a 0.95, 0.54,
        1.5 or 1 to 2 payout leaves on an odd stake goes to the house, as a casino rounds its
        commission and fractional payouts. This is the only rounding in the game. The commission
        recorded is what a 1 to 1 payout would have added to a commissioned win.
        """
        line = self.line_for(facts, rules)
        if line is None:
            return -amount_cents, 0
        if line.pays is None:
            return 0, 0
        win = amount_cents * line.pays.numerator // line.pays.denominator
        return win, (amount_cents - win if line.commission else 0)

    def best_pays(self, rules: PayTerms) -> Fraction:
        """The most one unit staked can win: the ceiling a bet is checked against."""
        return max(line.net_per_unit for line in _lines_at(self.spot, rules))

    def pay_text(self, rules: PayTerms) -> str:
        """The felt's pay line, short and upper case: '11 TO 1', '1 TO 1 · WIN ON 6: 1 TO 2'."""
        lines = [line for line in _lines_at(self.spot, rules) if line.pays is not None or line.short]
        if self.spot in (BetSpot.PLAYER_BONUS, BetSpot.BANKER_BONUS):
            return _t("Bets", "UP TO {pays}").format(pays=format_pays(self.best_pays(rules))).upper()
        parts = []
        for line in sorted(lines, key=lambda line: bool(line.short)):
            if not line.short:
                parts.append(format_pays(line.net_per_unit))
            else:
                parts.append(
                    _t("Bets", "{short} pushes").format(short=line.short)
                    if line.push
                    else _t("Bets", "{short}: {pays}").format(
                        short=line.short, pays=format_pays(line.net_per_unit)
                    )
                )
        return " · ".join(parts).upper()


@lru_cache(maxsize=512)
def _lines_at(spot: BetSpot, rules: PayTerms) -> tuple[PayLine, ...]:
    """A bet's lines at a table, built once per table: every coup the table deals settles on them."""
    return CATALOGUE[spot]._lines(rules)


# The multiplier table (engine/multiplier.py): what Tie and the pairs pay "to 1" before the lit cards
# multiply a win (lower than the usual, as the multipliers make up for it); its Player and Banker pay
# as the Commission table's lines. Its bets' lines (``Bet.lines`` at a ``Variant.MULTIPLIER`` table)
# are these bases: what a win pays before the product of its lit cards' multipliers.
MULTIPLIER_BASE_PAYS: Mapping[BetSpot, Fraction] = {
    BetSpot.TIE: Fraction(5),
    BetSpot.PLAYER_PAIR: Fraction(9),
    BetSpot.BANKER_PAIR: Fraction(9),
}

_ALL = frozenset(Variant)
# The Peek table offers no side bet (only Player, Banker and Tie); the multiplier table the two pairs.
_PAIRED = frozenset(v for v in Variant if not v.peek)
_UNLIT = frozenset(v for v in Variant if not v.lit and not v.peek)  # neither special table offers these
_ONE = Fraction(1)


def _tie_pushes() -> PayLine:
    return PayLine(QT_TRANSLATE_NOOP("Bets", "a Tie"), PUSH, lambda f: f.tie)


def _banker_lines(rules: PayTerms) -> tuple[PayLine, ...]:
    if rules.variant is Variant.NO_COMMISSION:
        return (
            _tie_pushes(),
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Banker wins with a total of 6"),
                Fraction(1, 2),
                lambda f: f.banker_wins and f.banker_total == 6,
                short_text=QT_TRANSLATE_NOOP("Bets", "win on 6"),
            ),
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Banker wins on any other total"), _ONE, lambda f: f.banker_wins
            ),
        )
    if rules.variant is Variant.EZ:
        return (
            _tie_pushes(),
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Banker wins with a three-card 7"),
                PUSH,
                lambda f: f.banker_wins and f.banker_total == 7 and f.banker_cards == 3,
                short_text=QT_TRANSLATE_NOOP("Bets", "3-card 7"),
            ),
            PayLine(QT_TRANSLATE_NOOP("Bets", "Banker wins any other way"), _ONE, lambda f: f.banker_wins),
        )
    return (
        _tie_pushes(),
        PayLine(
            QT_TRANSLATE_NOOP("Bets", "Banker wins (less 5% commission)"),
            Fraction(19, 20),
            lambda f: f.banker_wins,
            commission=True,
        ),
    )


_BONUS_WORDS = {
    "Player": (
        QT_TRANSLATE_NOOP("Bets", "Player wins with a natural"),
        QT_TRANSLATE_NOOP("Bets", "Player wins by {points} points without a natural"),
    ),
    "Banker": (
        QT_TRANSLATE_NOOP("Bets", "Banker wins with a natural"),
        QT_TRANSLATE_NOOP("Bets", "Banker wins by {points} points without a natural"),
    ),
}


def _bonus_lines(side: str) -> Callable[[PayTerms], tuple[PayLine, ...]]:
    """Dragon Bonus on one side: a natural win pays 1, a natural tie pushes, a non-natural win by
    4 to 9 points pays by margin; anything else loses."""

    def margin(f: Facts) -> int:
        return f.player_total - f.banker_total if side == "Player" else f.banker_total - f.player_total

    def by(points: int) -> Callable[[Facts], bool]:
        return lambda f: not f.natural and margin(f) == points

    natural_win, win_by = _BONUS_WORDS[side]
    lines = (
        PayLine(natural_win, _ONE, lambda f: f.natural and margin(f) > 0),
        PayLine(QT_TRANSLATE_NOOP("Bets", "a natural Tie"), PUSH, lambda f: f.natural and f.tie),
        *(
            PayLine(win_by, Fraction(pays), by(points), values=(("points", points),))
            for points, pays in ((9, 30), (8, 10), (7, 6), (6, 4), (5, 2), (4, 1))
        ),
    )
    return lambda rules: lines


def _fixed(*lines: PayLine) -> Callable[[PayTerms], tuple[PayLine, ...]]:
    return lambda rules: lines


def _tie_pays(rules: PayTerms) -> Fraction:
    """Tie's payout: the table's choice, or the multiplier table's base (its lit cards multiply it)."""
    if rules.variant.lit:
        return MULTIPLIER_BASE_PAYS[BetSpot.TIE]
    return Fraction(rules.tie_pays)


def _pair_lines(
    spot: BetSpot, event: str, when: Callable[[Facts], bool]
) -> Callable[[PayTerms], tuple[PayLine, ...]]:
    """A pair pays 11 to 1, or the multiplier table's base (its lit cards multiply it)."""
    usual = (PayLine(event, Fraction(11), when),)
    lit = (PayLine(event, MULTIPLIER_BASE_PAYS[spot], when),)
    return lambda rules: lit if rules.variant.lit else usual


_BETS = (
    Bet(
        BetSpot.PLAYER,
        QT_TRANSLATE_NOOP("Bets", "Player"),
        QT_TRANSLATE_NOOP("Bets", "PLAYER"),
        QT_TRANSLATE_NOOP("Bets", "Player's total is higher than Banker's"),
        LimitGroup.MAIN,
        Basis.COUP,
        _ALL,
        _fixed(
            _tie_pushes(), PayLine(QT_TRANSLATE_NOOP("Bets", "Player wins"), _ONE, lambda f: f.player_wins)
        ),
    ),
    Bet(
        BetSpot.BANKER,
        QT_TRANSLATE_NOOP("Bets", "Banker"),
        QT_TRANSLATE_NOOP("Bets", "BANKER"),
        QT_TRANSLATE_NOOP("Bets", "Banker's total is higher than Player's"),
        LimitGroup.MAIN,
        Basis.COUP,
        _ALL,
        _banker_lines,
    ),
    Bet(
        BetSpot.TIE,
        QT_TRANSLATE_NOOP("Bets", "Tie"),
        QT_TRANSLATE_NOOP("Bets", "TIE"),
        QT_TRANSLATE_NOOP("Bets", "both hands have the same total"),
        LimitGroup.SIDE,
        Basis.COUP,
        _ALL,
        lambda rules: (PayLine(QT_TRANSLATE_NOOP("Bets", "a Tie"), _tie_pays(rules), lambda f: f.tie),),
    ),
    Bet(
        BetSpot.PLAYER_PAIR,
        QT_TRANSLATE_NOOP("Bets", "Player Pair"),
        QT_TRANSLATE_NOOP("Bets", "P PAIR"),
        QT_TRANSLATE_NOOP("Bets", "Player's first two cards are the same rank"),
        LimitGroup.SIDE,
        Basis.FIRST_FOUR,
        _PAIRED,
        _pair_lines(
            BetSpot.PLAYER_PAIR,
            QT_TRANSLATE_NOOP("Bets", "Player's first two cards are a pair"),
            lambda f: f.player_pair,
        ),
    ),
    Bet(
        BetSpot.BANKER_PAIR,
        QT_TRANSLATE_NOOP("Bets", "Banker Pair"),
        QT_TRANSLATE_NOOP("Bets", "B PAIR"),
        QT_TRANSLATE_NOOP("Bets", "Banker's first two cards are the same rank"),
        LimitGroup.SIDE,
        Basis.FIRST_FOUR,
        _PAIRED,
        _pair_lines(
            BetSpot.BANKER_PAIR,
            QT_TRANSLATE_NOOP("Bets", "Banker's first two cards are a pair"),
            lambda f: f.banker_pair,
        ),
    ),
    Bet(
        BetSpot.EITHER_PAIR,
        QT_TRANSLATE_NOOP("Bets", "Either Pair"),
        QT_TRANSLATE_NOOP("Bets", "EITHER PAIR"),
        QT_TRANSLATE_NOOP("Bets", "either hand's first two cards are the same rank"),
        LimitGroup.SIDE,
        Basis.FIRST_FOUR,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "either hand's first two cards are a pair"),
                Fraction(5),
                lambda f: f.player_pair or f.banker_pair,
            )
        ),
    ),
    Bet(
        BetSpot.PERFECT_PAIR,
        QT_TRANSLATE_NOOP("Bets", "Perfect Pair"),
        QT_TRANSLATE_NOOP("Bets", "PERFECT PAIR"),
        QT_TRANSLATE_NOOP("Bets", "either hand's first two cards are the same rank and suit"),
        LimitGroup.SIDE,
        Basis.FIRST_FOUR,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "either hand's first two cards are a suited pair"),
                Fraction(25),
                lambda f: f.player_perfect_pair or f.banker_perfect_pair,
            )
        ),
    ),
    Bet(
        BetSpot.BIG,
        QT_TRANSLATE_NOOP("Bets", "Big"),
        QT_TRANSLATE_NOOP("Bets", "BIG"),
        QT_TRANSLATE_NOOP("Bets", "the coup uses five or six cards"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "the coup uses 5 or 6 cards"),
                Fraction(27, 50),
                lambda f: f.cards_used >= 5,
            )
        ),
        closed_on_last_hand=True,
    ),
    Bet(
        BetSpot.SMALL,
        QT_TRANSLATE_NOOP("Bets", "Small"),
        QT_TRANSLATE_NOOP("Bets", "SMALL"),
        QT_TRANSLATE_NOOP("Bets", "the coup uses four cards"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "the coup uses 4 cards"),
                Fraction(3, 2),
                lambda f: f.cards_used == 4,
            )
        ),
        closed_on_last_hand=True,
    ),
    Bet(
        BetSpot.PLAYER_BONUS,
        QT_TRANSLATE_NOOP("Bets", "Player Bonus"),
        QT_TRANSLATE_NOOP("Bets", "P BONUS"),
        QT_TRANSLATE_NOOP("Bets", "Player wins with a natural, or by 4 points or more"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _bonus_lines("Player"),
    ),
    Bet(
        BetSpot.BANKER_BONUS,
        QT_TRANSLATE_NOOP("Bets", "Banker Bonus"),
        QT_TRANSLATE_NOOP("Bets", "B BONUS"),
        QT_TRANSLATE_NOOP("Bets", "Banker wins with a natural, or by 4 points or more"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _bonus_lines("Banker"),
    ),
    Bet(
        BetSpot.DRAGON_7,
        QT_TRANSLATE_NOOP("Bets", "Dragon 7"),
        QT_TRANSLATE_NOOP("Bets", "DRAGON 7"),
        QT_TRANSLATE_NOOP("Bets", "Banker wins with a three-card total of 7"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Banker wins with a three-card 7"),
                Fraction(40),
                lambda f: f.banker_wins and f.banker_total == 7 and f.banker_cards == 3,
            )
        ),
    ),
    Bet(
        BetSpot.PANDA_8,
        QT_TRANSLATE_NOOP("Bets", "Panda 8"),
        QT_TRANSLATE_NOOP("Bets", "PANDA 8"),
        QT_TRANSLATE_NOOP("Bets", "Player wins with a three-card total of 8"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Player wins with a three-card 8"),
                Fraction(25),
                lambda f: f.player_wins and f.player_total == 8 and f.player_cards == 3,
            )
        ),
    ),
    Bet(
        BetSpot.LUCKY_6,
        QT_TRANSLATE_NOOP("Bets", "Lucky 6"),
        QT_TRANSLATE_NOOP("Bets", "LUCKY 6"),
        QT_TRANSLATE_NOOP("Bets", "Banker wins with a total of 6"),
        LimitGroup.SIDE,
        Basis.COUP,
        _UNLIT,
        _fixed(
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Banker wins with a two-card 6"),
                Fraction(12),
                lambda f: f.banker_wins and f.banker_total == 6 and f.banker_cards == 2,
            ),
            PayLine(
                QT_TRANSLATE_NOOP("Bets", "Banker wins with a three-card 6"),
                Fraction(20),
                lambda f: f.banker_wins and f.banker_total == 6 and f.banker_cards == 3,
                short_text=QT_TRANSLATE_NOOP("Bets", "3 cards"),
            ),
        ),
    ),
)

CATALOGUE: Mapping[BetSpot, Bet] = {b.spot: b for b in _BETS}
assert list(CATALOGUE) == list(BetSpot), "every spot has exactly one catalogue row, in order"

MAIN_SPOTS: tuple[BetSpot, ...] = (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE)  # on every table
SIDE_SPOTS: tuple[BetSpot, ...] = tuple(s for s in BetSpot if s not in MAIN_SPOTS)  # chosen per table
DEFAULT_SIDE_BETS: tuple[BetSpot, ...] = (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)
# What each variant's tables usually offer: EZ Baccarat is played with Dragon 7 and Panda 8.
USUAL_SIDE_BETS: Mapping[Variant, tuple[BetSpot, ...]] = {
    Variant.COMMISSION: DEFAULT_SIDE_BETS,
    Variant.NO_COMMISSION: DEFAULT_SIDE_BETS,
    Variant.EZ: (BetSpot.DRAGON_7, BetSpot.PANDA_8),
    Variant.MULTIPLIER: DEFAULT_SIDE_BETS,  # the two pairs: the only side bets it offers
    Variant.PEEK: (),  # none: Player, Banker (raised after the peek) and Tie
}
TIE_PAYS_CHOICES: tuple[int, ...] = (8, 9)  # Tie pays 8 to 1 (the usual) or 9 to 1


def bet(spot: BetSpot) -> Bet:
    return CATALOGUE[spot]
