"""Betting systems and the strategy lab's question: which stakes, at which table, for how long.

Every table plays: at the multiplier and the Peek tables (a fee on the stake, lit cards or a raise)
the sessions run on the reference engine (``fast.reference.fee_table_sessions``), the Peek raise by
its published play (``peek.fixed_play``).

Pure Python, like the rest of the engine: the names and rules of each system, the checks on a
lab's settings, and ``Progression``, each system's stakes written plainly. The fast path
(``fast.kernels.lab_sessions``) runs the same progressions compiled, and a test holds the two to
the same stakes hand by hand. docs/simulator.md explains each system to a player.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .catalogue import BetSpot
from .errors import DomainError
from .i18n import QT_TRANSLATE_NOOP, _t
from .money import check_cents, format_cents
from .rules import TableRules

__all__ = ["MAX_LAB_HANDS", "MAX_LAB_SESSIONS", "LabSpec", "Progression", "System"]

MAX_LAB_SESSIONS = 1_000_000
MAX_LAB_HANDS = 100_000


class System(enum.Enum):
    """A betting system: (command-line name, code in compiled loops, name, how it stakes)."""

    FLAT = (
        "flat",
        0,
        QT_TRANSLATE_NOOP("Systems", "Flat"),
        QT_TRANSLATE_NOOP("Systems", "One unit every hand."),
    )
    MARTINGALE = (
        "martingale",
        1,
        QT_TRANSLATE_NOOP("Systems", "Martingale"),
        QT_TRANSLATE_NOOP("Systems", "Double the stake after a loss; back to one unit after a win."),
    )
    PAROLI = (
        "paroli",
        2,
        QT_TRANSLATE_NOOP("Systems", "Paroli (Reverse Martingale)"),
        QT_TRANSLATE_NOOP(
            "Systems",
            "Double the stake after a win, up to three wins in a row; back to one unit after a loss.",
        ),
    )
    DALEMBERT = (
        "dalembert",
        3,
        QT_TRANSLATE_NOOP("Systems", "D'Alembert"),
        QT_TRANSLATE_NOOP("Systems", "One unit more after a loss, one unit less after a win."),
    )
    FIBONACCI = (
        "fibonacci",
        4,
        QT_TRANSLATE_NOOP("Systems", "Fibonacci"),
        QT_TRANSLATE_NOOP(
            "Systems",
            "Stakes follow 1, 1, 2, 3, 5, 8…: one step on after a loss, two steps back after a win.",
        ),
    )
    ONE_THREE_TWO_SIX = (
        "1326",
        5,
        QT_TRANSLATE_NOOP("Systems", "1-3-2-6"),
        QT_TRANSLATE_NOOP(
            "Systems", "Stakes of 1, 3, 2 and 6 units while you win; back to 1 after a loss or after the 6."
        ),
    )
    LABOUCHERE = (
        "labouchere",
        6,
        QT_TRANSLATE_NOOP("Systems", "Labouchère"),
        QT_TRANSLATE_NOOP(
            "Systems",
            "A line 1-2-3-4: stake the first plus the last number; a win crosses both out, a loss adds the "
            "stake to the end; a cleared line wins 10 units and starts again.",
        ),
    )
    OSCARS_GRIND = (
        "oscars_grind",
        7,
        QT_TRANSLATE_NOOP("Systems", "Oscar's Grind"),
        QT_TRANSLATE_NOOP(
            "Systems",
            "Aim for one unit of profit per series: one unit more after a win, never more than the series "
            "needs; the same stake after a loss.",
        ),
    )
    FOLLOW_THE_SHOE = (
        "follow_the_shoe",
        8,
        QT_TRANSLATE_NOOP("Systems", "Follow the shoe"),
        QT_TRANSLATE_NOOP(
            "Systems", "One unit on the side (Banker or Player) that won the last hand; ties change nothing."
        ),
    )

    def __init__(self, key: str, code: int, label_text: str, description_text: str) -> None:
        self.key = key
        self.code = code
        self.label_text = label_text  # English, marked: ``label`` says it in the interface's language
        self.description_text = description_text

    @property
    def label(self) -> str:
        """The system's name, in the interface's language ("Martingale")."""
        return _t("Systems", self.label_text)

    @property
    def description(self) -> str:
        """How it stakes, one sentence, in the interface's language."""
        return _t("Systems", self.description_text)

    @classmethod
    def parse(cls, text: str) -> System:
        wanted = text.strip().lower().replace("-", "_").replace("'", "").replace(" ", "_")
        for system in cls:
            if wanted in (system.key, system.name.lower()):
                return system
        names = ", ".join(system.key for system in cls)
        raise DomainError(f"{text!r} is not a betting system: use one of {names}")


LABOUCHERE_LINE = (1, 2, 3, 4)
_FIBONACCI = (1, 1)
_ONE_THREE_TWO_SIX = (1, 3, 2, 6)


def _fibonacci(index: int) -> int:
    a, b = _FIBONACCI
    for _ in range(min(index, 29)):  # the compiled loop's table stops at the 30th number
        a, b = b, a + b
    return a


@dataclass
class Progression:
    """One session of a system in plain Python: ``wanted()`` the stake it asks for, ``heard(net)``
    after each coup it bet on (``net`` > 0 a win, < 0 a loss, 0 a push), ``saw(winner)`` after
    every coup (for follow the shoe). The reference for the compiled loop."""

    system: System
    unit_cents: int
    level: int = 0
    line: list[int] = field(default_factory=lambda: list(LABOUCHERE_LINE))
    grind_stake: int = 0
    grind_profit: int = 0

    def __post_init__(self) -> None:
        if self.system is System.DALEMBERT:
            self.level = 1
        self.grind_stake = self.unit_cents

    def units(self) -> int:
        s = self.system
        if s in (System.MARTINGALE, System.PAROLI):
            return 1 << min(self.level, 40)
        if s is System.DALEMBERT:
            return self.level
        if s is System.FIBONACCI:
            return _fibonacci(self.level)
        if s is System.ONE_THREE_TWO_SIX:
            return _ONE_THREE_TWO_SIX[self.level]
        if s is System.LABOUCHERE:
            return self.line[0] + (self.line[-1] if len(self.line) > 1 else 0)
        return 1

    def wanted(self) -> int:
        if self.system is System.OSCARS_GRIND:
            return self.grind_stake
        return self.units() * self.unit_cents

    def heard(self, net: int, units: int) -> None:
        """``units``: what ``units()`` said before the coup (Labouchère writes it down on a loss)."""
        s = self.system
        if net > 0:
            if s is System.MARTINGALE:
                self.level = 0
            elif s is System.PAROLI:
                self.level = 0 if self.level >= 2 else self.level + 1
            elif s is System.DALEMBERT:
                self.level = max(1, self.level - 1)
            elif s is System.FIBONACCI:
                self.level = max(0, self.level - 2)
            elif s is System.ONE_THREE_TWO_SIX:
                self.level = 0 if self.level >= 3 else self.level + 1
            elif s is System.LABOUCHERE:
                self.line = list(LABOUCHERE_LINE) if len(self.line) <= 2 else self.line[1:-1]
            elif s is System.OSCARS_GRIND:
                self.grind_profit += net
                if self.grind_profit >= self.unit_cents:
                    self.grind_profit, self.grind_stake = 0, self.unit_cents
                else:
                    self.grind_stake = max(
                        self.unit_cents,
                        min(self.grind_stake + self.unit_cents, self.unit_cents - self.grind_profit),
                    )
        elif net < 0:
            if s in (System.MARTINGALE, System.DALEMBERT, System.FIBONACCI):
                self.level += 1
            elif s in (System.PAROLI, System.ONE_THREE_TWO_SIX):
                self.level = 0
            elif s is System.LABOUCHERE:
                self.line.append(units)
            elif s is System.OSCARS_GRIND:
                self.grind_profit += net


@dataclass(frozen=True)
class LabSpec:
    """One strategy-lab run. Money in cents; 0 for stop-win or stop-loss means none."""

    system: System
    spot: BetSpot
    unit_cents: int
    bankroll_cents: int
    sessions: int
    hands: int
    rules: TableRules = field(default_factory=TableRules)
    stop_win_cents: int = 0
    stop_loss_cents: int = 0
    seed: int = 0

    def __post_init__(self) -> None:
        check_cents(self.unit_cents, _t("Systems", "a base unit"), minimum=1)
        check_cents(self.bankroll_cents, _t("Systems", "a bankroll"))
        check_cents(self.stop_win_cents, _t("Systems", "a stop-win"))
        check_cents(self.stop_loss_cents, _t("Systems", "a stop-loss"))
        if not 1 <= self.sessions <= MAX_LAB_SESSIONS:
            raise DomainError(
                _t("Systems", "the lab runs 1 to {most:,} sessions, not {sessions:,}").format(
                    most=MAX_LAB_SESSIONS, sessions=self.sessions
                )
            )
        if not 1 <= self.hands <= MAX_LAB_HANDS:
            raise DomainError(
                _t("Systems", "a lab session has 1 to {most:,} hands, not {hands:,}").format(
                    most=MAX_LAB_HANDS, hands=self.hands
                )
            )
        if not self.rules.offers(self.spot):
            raise DomainError(
                _t("Systems", "a {variant} table with these side bets does not offer {bet}").format(
                    variant=self.rules.variant.label, bet=self.spot.label
                )
            )
        if self.system is System.FOLLOW_THE_SHOE and self.spot not in (BetSpot.BANKER, BetSpot.PLAYER):
            raise DomainError(
                _t(
                    "Systems",
                    "follow the shoe bets Banker or Player: start it with --bet banker=… or player=…",
                )
            )
        low, high = self.limits
        if self.unit_cents < low:
            raise DomainError(
                _t("Systems", "a unit of {unit} is under the table minimum of {minimum} for {bet}").format(
                    unit=format_cents(self.unit_cents), minimum=format_cents(low), bet=self.spot.label
                )
            )
        if self.unit_cents > high:
            raise DomainError(
                _t("Systems", "a unit of {unit} is over the table maximum of {maximum} for {bet}").format(
                    unit=format_cents(self.unit_cents), maximum=format_cents(high), bet=self.spot.label
                )
            )
        if self.bankroll_cents < self.unit_cents:
            raise DomainError(
                _t("Systems", "a bankroll of {bankroll} is less than one unit ({unit})").format(
                    bankroll=format_cents(self.bankroll_cents), unit=format_cents(self.unit_cents)
                )
            )

    @property
    def limits(self) -> tuple[int, int]:
        """The table minimum and maximum for the bet."""
        return self.rules.limits(self.spot)

    def with_system(self, system: System) -> LabSpec:
        """The same question for another system: same shoes (same seed), same table, same money."""
        spot = self.spot
        if system is System.FOLLOW_THE_SHOE and spot not in (BetSpot.BANKER, BetSpot.PLAYER):
            spot = BetSpot.BANKER
        return LabSpec(
            system,
            spot,
            self.unit_cents,
            self.bankroll_cents,
            self.sessions,
            self.hands,
            self.rules,
            self.stop_win_cents,
            self.stop_loss_cents,
            self.seed,
        )
