"""The casino floor: its tables as data, and a house table that deals on by itself. Pure Python.

A lobby shows several tables at once; the player sits at one, the others deal on at a live table's
pace so their roads move and a road player can choose a table by its road. This module holds:

- ``FloorTable``: one table of the floor (its key, name, ``TableRules``, ``Pace`` and whether its
  cards are squeezed), the built-in ones (``builtin_tables``) and the player's own, kept as data
  (``to_dict`` / ``from_dict``);
- ``HouseTable``: one table dealing without the player, a hand at a time when its moment comes
  (an engine ``Session`` with no bets: the same shoe, burn, cut card and last-hand rule as the
  player's table), with the current shoe's roads built hand by hand (``RoadBuilder``); only the
  current shoe is held, so a table that deals all day holds no more than after one shoe;
- ``FloorStore``: what the floor asks of the place its hands are kept (store a new shoe or a house
  hand, load each table's current shoe at start, keep the player's own tables), with
  ``MemoryFloorStore`` in memory; the history file's is storage/floor.py ``HistoryFloorStore``.

Time is a number of seconds the caller passes in (``HouseTable.step(now)``): nothing here reads a
clock, so tests and benchmarks drive the floor at any speed.
"""

from __future__ import annotations

import enum
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .catalogue import USUAL_SIDE_BETS, Variant
from .errors import DomainError
from .i18n import QT_TRANSLATE_NOOP, _t
from .roads import RoadBuilder, RoadEntry, Roads
from .rules import TableRules
from .session import HandResult, Session, ShoeStart
from .shoe import SecureSeeds, SeedSource, Shoe

__all__ = [
    "PACE_SECONDS",
    "SHUFFLE_SECONDS",
    "FloorShoe",
    "FloorStep",
    "FloorStore",
    "FloorTable",
    "HouseTable",
    "MemoryFloorStore",
    "Pace",
    "TableState",
    "builtin_tables",
    "custom_table",
    "tables_by_key",
    "warm_up_hands",
]


class Pace(enum.Enum):
    """How fast a table deals: a live table's pace, or a Speed table's."""

    NORMAL = "normal"
    SPEED = "speed"

    @property
    def seconds(self) -> float:
        """Seconds from one hand to the next at this pace (the betting window, the deal, the payout)."""
        return PACE_SECONDS[self]

    @property
    def label(self) -> str:
        return _t("Lobby", _PACE_LABELS[self.value])


# The one place the floor's paces are set. A live table deals a hand about every 45-50 s; a Speed
# table about every 27 s (a short betting window and quick cards).
PACE_SECONDS: Mapping[Pace, float] = {Pace.NORMAL: 48.0, Pace.SPEED: 27.0}
# From a shoe's last hand to the next shoe's start: the dealer shuffles, the cut, the burn.
SHUFFLE_SECONDS = 60.0
_PACE_LABELS = {
    "normal": QT_TRANSLATE_NOOP("Lobby", "Live pace"),
    "speed": QT_TRANSLATE_NOOP("Lobby", "Speed"),
}


@dataclass(frozen=True, slots=True)
class FloorTable:
    """One table of the floor. ``name`` is English for a built-in table (shown through
    ``_t("Lobby", name)``: ``title``) and the player's own words for a table the player set up."""

    key: str
    name: str
    rules: TableRules = field(default_factory=TableRules)
    pace: Pace = Pace.NORMAL
    squeeze: bool = False
    custom: bool = False

    def __post_init__(self) -> None:
        if not self.key or not self.key.replace("_", "").replace("-", "").isalnum():
            raise DomainError(f"a floor table's key is letters, digits, '-' and '_', not {self.key!r}")
        if not self.name.strip():
            raise DomainError("a floor table needs a name")
        if not isinstance(self.pace, Pace):
            raise DomainError(f"unknown pace {self.pace!r}")

    @property
    def title(self) -> str:
        """The name a person reads: a built-in table's in the interface's language."""
        return self.name if self.custom else _t("Lobby", self.name)

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready form a player's own table is kept in."""
        return {
            "key": self.key,
            "name": self.name,
            "rules": self.rules.to_dict(),
            "pace": self.pace.value,
            "squeeze": self.squeeze,
            "custom": self.custom,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FloorTable:
        """A table as kept; ``DomainError`` (a ``ValueError``) naming what is wrong otherwise."""
        if not isinstance(data, Mapping):
            raise DomainError("a floor table is kept as a mapping of its fields")
        unknown = set(data) - {"key", "name", "rules", "pace", "squeeze", "custom"}
        if unknown:
            raise DomainError(f"unknown floor table field(s): {', '.join(sorted(unknown))}")
        key, name, rules = data.get("key"), data.get("name"), data.get("rules", {})
        if not isinstance(key, str) or not isinstance(name, str):
            raise DomainError("a floor table's key and name are text")
        if not isinstance(rules, Mapping):
            raise DomainError("a floor table's rules are a mapping")
        try:
            pace = Pace(data.get("pace", Pace.NORMAL.value))
        except ValueError:
            raise DomainError(f"unknown pace {data.get('pace')!r}: use normal or speed") from None
        squeeze, custom = data.get("squeeze", False), data.get("custom", True)
        if not isinstance(squeeze, bool) or not isinstance(custom, bool):
            raise DomainError("a floor table's squeeze and custom fields are true or false")
        return cls(key, name, TableRules.from_dict(dict(rules)), pace, squeeze, custom)


def _usual(variant: Variant, **limits: int) -> TableRules:
    return TableRules(variant=variant, side_bets=USUAL_SIDE_BETS[variant], **limits)


def builtin_tables() -> tuple[FloorTable, ...]:
    """The house's tables, in the lobby's order; their limits differ as a casino's do."""
    return (
        FloorTable("classic", QT_TRANSLATE_NOOP("Lobby", "Classic"), _usual(Variant.COMMISSION)),
        FloorTable(
            "no_commission",
            QT_TRANSLATE_NOOP("Lobby", "No Commission"),
            _usual(Variant.NO_COMMISSION, min_bet_cents=1_000, max_bet_cents=1_000_000),
        ),
        FloorTable("ez", QT_TRANSLATE_NOOP("Lobby", "EZ Baccarat"), _usual(Variant.EZ)),
        FloorTable(
            "speed",
            QT_TRANSLATE_NOOP("Lobby", "Speed"),
            _usual(Variant.COMMISSION, min_bet_cents=100, max_bet_cents=250_000),
            Pace.SPEED,
        ),
        FloorTable(
            "squeeze",
            QT_TRANSLATE_NOOP("Lobby", "Squeeze"),
            _usual(Variant.COMMISSION, min_bet_cents=2_500, max_bet_cents=2_000_000),
            squeeze=True,
        ),
        FloorTable("multiplier", QT_TRANSLATE_NOOP("Lobby", "Multiplier"), _usual(Variant.MULTIPLIER)),
        FloorTable("peek", QT_TRANSLATE_NOOP("Lobby", "Peek"), _usual(Variant.PEEK)),
    )


def custom_table(
    number: int, rules: TableRules, pace: Pace = Pace.NORMAL, squeeze: bool = False, name: str = ""
) -> FloorTable:
    """A table the player set up: keyed ``custom-<number>``, named by the player or by its rules."""
    if number < 1:
        raise DomainError("a player's tables are numbered from 1")
    words = name.strip() or _t("Lobby", "My table {number}").format(number=number)
    return FloorTable(f"custom-{number}", words, rules, pace, squeeze, custom=True)


# -- what the floor keeps ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FloorShoe:
    """A table's current shoe as kept: enough to deal on from where it stands after a restart.

    ``seed`` rebuilds the shoe (with the table's decks and cut-card range), ``position`` is how far
    it was dealt (burn included), ``entries`` its hands' results in order, ``finished`` whether its
    last hand was dealt (the next step starts a new shoe)."""

    shoe_no: int
    seed: bytes
    position: int
    entries: tuple[RoadEntry, ...]
    finished: bool = False


FloorStep = ShoeStart | HandResult  # what a table did: brought a new shoe, or dealt a hand


class FloorStore(Protocol):
    """Where the floor's hands go: the history file's house sessions (storage/floor.py
    ``HistoryFloorStore``: a session of kind 'house' per floor table, its shoes and its hands with
    no bets), or ``MemoryFloorStore`` (tests, benchmarks, a game without a history to write)."""

    def record_steps(self, table: FloorTable, steps: Sequence[FloorStep]) -> None:
        """What a table did, in order, kept together: a new shoe (burned; its seed is
        ``start.shoe.seed``) or a hand dealt without the player (no bets). A failure keeps none of
        them and raises (the history's ``StorageError``)."""

    def current_shoes(self) -> Mapping[str, FloorShoe]:
        """Each table's current shoe by table key, to deal on from at start (none for a new floor)."""
        ...

    def current_shoe(self, key: str) -> FloorShoe | None:
        """One table's current shoe (``current_shoes``' of that table), or None."""
        ...

    def own_tables(self) -> list[FloorTable]:
        """The tables the player set up, in the order they were added."""
        ...

    def add_table(self, table: FloorTable) -> None:
        """Keep a table the player set up."""


class MemoryFloorStore:
    """An in-memory ``FloorStore``: each table's current shoe only, gone when the game closes.

    It keeps what a restart would need, so a floor built on the same store deals on where the last
    one was (what the history's store does across a restart)."""

    def __init__(self) -> None:
        self._shoes: dict[str, FloorShoe] = {}
        self._entries: dict[str, list[RoadEntry]] = {}
        self._tables: list[FloorTable] = []

    def record_steps(self, table: FloorTable, steps: Sequence[FloorStep]) -> None:
        for step in steps:
            if isinstance(step, ShoeStart):
                self.start_shoe(table, step)
            else:
                self.record_hand(table, step)

    def start_shoe(self, table: FloorTable, start: ShoeStart) -> None:
        seed = start.shoe.seed
        if seed is None:
            raise DomainError("a floor table deals only seeded shoes")
        self._entries[table.key] = []
        self._shoes[table.key] = FloorShoe(start.shoe_no, seed, start.shoe.position, ())

    def record_hand(self, table: FloorTable, hand: HandResult) -> None:
        kept = self._shoes[table.key]
        entries = self._entries[table.key]
        entries.append(RoadEntry.from_coup(hand.coup))
        position = hand.position_before + hand.coup.cards_used
        self._shoes[table.key] = FloorShoe(kept.shoe_no, kept.seed, position, (), hand.last_hand)

    def current_shoes(self) -> Mapping[str, FloorShoe]:
        return {
            key: FloorShoe(kept.shoe_no, kept.seed, kept.position, tuple(self._entries[key]), kept.finished)
            for key, kept in self._shoes.items()
        }

    def current_shoe(self, key: str) -> FloorShoe | None:
        return self.current_shoes().get(key)

    def own_tables(self) -> list[FloorTable]:
        return list(self._tables)

    def add_table(self, table: FloorTable) -> None:
        self._tables.append(table)


# -- a table dealing by itself -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TableState:
    """One floor table as the lobby shows it now: an immutable snapshot."""

    table: FloorTable
    shoe_no: int
    roads: Roads
    shuffling: bool  # the last hand of the shoe is dealt; a new shoe comes next
    seated: bool = False  # the player sits here: the table deals his hands, not by itself

    @property
    def hands(self) -> int:
        return self.roads.stats.hands


class HouseTable:
    """One floor table dealing without the player: a hand whenever its moment comes.

    ``step(now)`` does what is due at ``now`` (start a shoe, or deal a hand) and says what it did;
    ``due`` is when the next step is. A table far behind (a computer woken from sleep) deals one hand
    and takes up its pace from ``now``: it never deals a burst of hands at once.
    """

    def __init__(
        self,
        table: FloorTable,
        now: float,
        *,
        seeds: SeedSource | None = None,
        resume: FloorShoe | None = None,
        first_in: float | None = None,
    ) -> None:
        self.table = table
        self.session = Session(table.rules, 0, seeds=seeds or SecureSeeds())
        self._roads = RoadBuilder()
        self.due = now + (table.pace.seconds if first_in is None else first_in)
        if resume is not None:
            self._resume(resume)

    def _resume(self, kept: FloorShoe) -> None:
        rules = self.table.rules
        shoe = Shoe.from_seed(kept.seed, rules.decks, (rules.cut_min, rules.cut_max), position=kept.position)
        self.session.resume_shoe(shoe, kept.shoe_no, len(kept.entries))
        if kept.finished:
            self.session.end_shoe()
        self._roads = RoadBuilder(kept.entries)

    @property
    def state(self) -> TableState:
        return TableState(self.table, self.session.shoe_no, self._roads.roads(), self.shuffling)

    @property
    def shuffling(self) -> bool:
        """Between shoes: the last hand is dealt (or no shoe has come yet)."""
        return self.session.needs_new_shoe

    def step(self, now: float) -> ShoeStart | HandResult | None:
        """Do what is due by ``now``: bring a new shoe (its roads start empty) or deal the next hand.
        None when nothing is due yet."""
        if now < self.due:
            return None
        done: ShoeStart | HandResult
        if self.session.needs_new_shoe:
            done = self.session.start_shoe()
            self._roads = RoadBuilder()
            wait = self.table.pace.seconds
        else:
            done = self.session.deal({})
            self._roads.add(RoadEntry.from_coup(done.coup))
            wait = SHUFFLE_SECONDS if done.last_hand else self.table.pace.seconds
        # On time or a little late: the table keeps its rhythm; behind by a pace or more (a computer
        # woken from sleep), it takes up its pace from now instead of dealing the hands it missed.
        self.due = (now if now - self.due >= wait else self.due) + wait
        return done

    def deal_ahead(self, hands: int) -> list[FloorStep]:
        """Deal ``hands`` hands at once (and a shoe first if none is in play), without touching the
        schedule: a table the lobby opens on for the first time is found mid-shoe, as a live one is.
        Stops at the shoe's last hand."""
        done: list[FloorStep] = []
        if self.session.needs_new_shoe:
            done.append(self.session.start_shoe())
            self._roads = RoadBuilder()
        for _ in range(hands):
            if self.session.needs_new_shoe:
                break
            hand = self.session.deal({})
            self._roads.add(RoadEntry.from_coup(hand.coup))
            done.append(hand)
        return done


def warm_up_hands(rng: secrets.SystemRandom | None = None) -> int:
    """How many hands a table the floor opens on for the first time has dealt of its shoe: anywhere
    from a fresh shoe to well past its middle (a shoe deals about 80 hands)."""
    return (rng or secrets.SystemRandom()).randint(8, 60)


def tables_by_key(tables: Iterable[FloorTable]) -> dict[str, FloorTable]:
    """The tables keyed, refusing two with one key."""
    found: dict[str, FloorTable] = {}
    for table in tables:
        if table.key in found:
            raise DomainError(f"two floor tables have the key {table.key!r}")
        found[table.key] = table
    return found
