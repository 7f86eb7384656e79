"""The scoreboard roads of one shoe: Bead Plate, Big Road, the three derived roads, Ask Banker /
Ask Player and the shoe statistics, exactly as docs/rules.md §Scoreboard roads describes them.

Everything here is a pure function of the shoe's results in order, so the scoreboard widget can
redraw from a ``Roads`` value after every hand and storage never needs to keep any road. All
positions are 0-based; every grid is ``ROWS`` (6) rows deep and grows to the right.

>>> roads = compute_roads(parse_results("BBPPB"))
>>> roads.big_road_columns
(2, 2, 1)
>>> [m.value for m in roads.big_eye_boy.marks]
['red', 'red']
>>> [(c.column, c.row, c.outcome.letter) for c in roads.big_road]
[(0, 0, 'B'), (0, 1, 'B'), (1, 0, 'P'), (1, 1, 'P'), (2, 0, 'B')]

For a live table, feed one hand at a time to a ``RoadBuilder``; each ``add`` costs the same small
amount however long the shoe is, and ``roads()`` returns an immutable snapshot to draw.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .coup import Coup, Outcome
from .errors import DomainError
from .road_grid import DragonTailGrid

__all__ = [
    "MAX_HANDS_PER_SHOE",
    "ROWS",
    "BeadCell",
    "BigRoadCell",
    "DerivedCell",
    "DerivedRoad",
    "DerivedRoadKind",
    "Mark",
    "RoadBuilder",
    "RoadEntry",
    "Roads",
    "ShoeStats",
    "Streak",
    "StreakCounter",
    "compute_roads",
    "derived_mark",
    "parse_results",
]

ROWS = 6  # every road grid is six rows deep


class Mark(enum.Enum):
    """A derived-road mark: red when the Big Road repeats its pattern, blue when it breaks it."""

    RED = "red"
    BLUE = "blue"

    @property
    def letter(self) -> str:
        return self.value[0].upper()


class DerivedRoadKind(enum.Enum):
    """The three derived roads; the value is ``k``, how many columns back each one compares."""

    BIG_EYE_BOY = 1
    SMALL_ROAD = 2
    COCKROACH_PIG = 3

    @property
    def k(self) -> int:
        return self.value

    @property
    def key(self) -> str:
        """The JSON key: ``big_eye_boy``, ``small_road``, ``cockroach_pig``."""
        return self.name.lower()

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").title()


@dataclass(frozen=True, slots=True)
class RoadEntry:
    """What the roads need from one hand: the winner and the three flags the Bead Plate shows."""

    outcome: Outcome
    player_pair: bool = False
    banker_pair: bool = False
    natural: bool = False

    @classmethod
    def from_coup(cls, coup: Coup) -> RoadEntry:
        return cls(coup.outcome, coup.player_pair, coup.banker_pair, coup.natural)

    @classmethod
    def from_letter(cls, letter: str) -> RoadEntry:
        """``B``, ``P`` or ``T`` (any case), without pairs or natural; ValueError otherwise."""
        return cls(Outcome.from_letter(letter))


# One shared entry per outcome: entries are immutable, and parsing a shoe string stays cheap.
_PLAIN = {letter: RoadEntry(Outcome.from_letter(letter)) for letter in "BPT"}


# The most hands one shoe deals, so the most results one shoe's roads hold: the largest shoe a table
# deals (8 decks, 416 cards) less the smallest burn (an ace shown and one card under it), at 4
# cards a hand, the fewest a coup takes. The roads themselves work on any length (their property
# tests go further); what reads a shoe's results from outside refuses more (cli/roads.py).
MAX_HANDS_PER_SHOE = (8 * 52 - 2) // 4


def parse_results(text: str) -> tuple[RoadEntry, ...]:
    """Entries from a string of ``B``/``P``/``T`` (any case); whitespace is ignored.

    A bad character raises ValueError naming it and its 1-based position in ``text``.

    >>> [e.outcome.letter for e in parse_results("bP t")]
    ['B', 'P', 'T']
    """
    entries: list[RoadEntry] = []
    for position, char in enumerate(text, start=1):
        if char.isspace():
            continue
        entry = _PLAIN.get(char.upper())
        if entry is None:
            raise DomainError(
                f"{char!r} at position {position} is not a result: use B (Banker), P (Player) or T (Tie)"
            )
        entries.append(entry)
    return tuple(entries)


# -- cells ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BeadCell:
    """One hand on the Bead Plate (ties included), filled top to bottom, then left to right."""

    hand: int  # 0-based index of the hand in the shoe
    column: int
    row: int
    outcome: Outcome
    player_pair: bool
    banker_pair: bool
    natural: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "column": self.column,
            "row": self.row,
            "outcome": self.outcome.letter,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "natural": self.natural,
        }


@dataclass(frozen=True, slots=True)
class BigRoadCell:
    """One Banker or Player result on the Big Road.

    ``column``/``row`` is where it is drawn on the 6-row grid (after any dragon tail);
    ``logical_column``/``logical_row`` is its place in the streak, which the derived roads use.
    ``ties`` is the number of ties to draw on this circle: the ties that followed it and, on the
    first circle only, the ties dealt before it (``Roads.leading_ties`` keeps those apart).
    """

    hand: int  # 0-based index of the hand in the shoe
    column: int
    row: int
    logical_column: int
    logical_row: int
    outcome: Outcome
    player_pair: bool
    banker_pair: bool
    natural: bool
    ties: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "column": self.column,
            "row": self.row,
            "logical_column": self.logical_column,
            "logical_row": self.logical_row,
            "outcome": self.outcome.letter,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "natural": self.natural,
            "ties": self.ties,
        }


@dataclass(frozen=True, slots=True)
class DerivedCell:
    """One mark of a derived road, laid out on its own 6-row grid like the Big Road.

    ``source_column``/``source_row`` is the logical Big Road entry whose placement added the mark.
    """

    column: int
    row: int
    logical_column: int
    logical_row: int
    mark: Mark
    source_column: int
    source_row: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "column": self.column,
            "row": self.row,
            "logical_column": self.logical_column,
            "logical_row": self.logical_row,
            "mark": self.mark.value,
            "source_column": self.source_column,
            "source_row": self.source_row,
        }


@dataclass(frozen=True, slots=True)
class DerivedRoad:
    """Big Eye Boy, Small Road or Cockroach Pig: its cells in the order the marks were added."""

    kind: DerivedRoadKind
    cells: tuple[DerivedCell, ...] = ()

    @property
    def marks(self) -> tuple[Mark, ...]:
        return tuple(cell.mark for cell in self.cells)

    @property
    def width(self) -> int:
        """Columns the drawn grid uses (0 when empty)."""
        return _width(self.cells)


@dataclass(frozen=True, slots=True)
class Streak:
    """A run of one side's wins; ties do not break it. ``outcome`` is None before any B/P."""

    outcome: Outcome | None
    length: int


NO_STREAK = Streak(None, 0)


class StreakCounter:
    """Streaks counted hand by hand: the one rule of a streak, which the roads and the simulator
    count through (``analytics.stats.streak_runs`` splits stored columns the same way, held to this
    by tests/analytics/test_stats.py).

    A tie neither breaks nor lengthens a streak; the same side lengthens it; the other side starts a
    new one; a new shoe (``new_shoe``) ends it. ``longest`` is each side's longest streak so far,
    over every shoe the counter has seen.
    """

    __slots__ = ("current", "longest")

    def __init__(self) -> None:
        self.current = NO_STREAK
        self.longest = {Outcome.BANKER: 0, Outcome.PLAYER: 0}

    def add(self, outcome: Outcome) -> Streak:
        """Count the next hand's ``outcome``; the streak standing after it."""
        if outcome is not Outcome.TIE:
            length = self.current.length + 1 if outcome is self.current.outcome else 1
            self.current = Streak(outcome, length)
            if length > self.longest[outcome]:
                self.longest[outcome] = length
        return self.current

    def new_shoe(self) -> None:
        """A new shoe: no streak stands (the longest stay)."""
        self.current = NO_STREAK


@dataclass(frozen=True, slots=True)
class ShoeStats:
    """Counts for the shoe so far. Percentages are of all hands, ties included (0.0 with no hands)."""

    hands: int = 0
    banker: int = 0
    player: int = 0
    tie: int = 0
    player_pairs: int = 0
    banker_pairs: int = 0
    naturals: int = 0
    longest_banker_streak: int = 0
    longest_player_streak: int = 0
    current_streak: Streak = NO_STREAK

    def percent(self, count: int) -> float:
        return 100.0 * count / self.hands if self.hands else 0.0

    @property
    def banker_percent(self) -> float:
        return self.percent(self.banker)

    @property
    def player_percent(self) -> float:
        return self.percent(self.player)

    @property
    def tie_percent(self) -> float:
        return self.percent(self.tie)

    def to_dict(self) -> dict[str, Any]:
        streak = self.current_streak
        return {
            "hands": self.hands,
            "banker": self.banker,
            "player": self.player,
            "tie": self.tie,
            "banker_percent": self.banker_percent,
            "player_percent": self.player_percent,
            "tie_percent": self.tie_percent,
            "player_pairs": self.player_pairs,
            "banker_pairs": self.banker_pairs,
            "naturals": self.naturals,
            "longest_streak": {"banker": self.longest_banker_streak, "player": self.longest_player_streak},
            "current_streak": {
                "outcome": streak.outcome.letter if streak.outcome else None,
                "length": streak.length,
            },
        }


AskMarks = tuple[Mark | None, Mark | None, Mark | None]  # Big Eye Boy, Small Road, Cockroach Pig


@dataclass(frozen=True, slots=True)
class Roads:
    """Every road of one shoe at one moment: an immutable snapshot to draw from."""

    entries: tuple[RoadEntry, ...]
    bead_plate: tuple[BeadCell, ...]
    big_road: tuple[BigRoadCell, ...]
    big_road_columns: tuple[int, ...]  # logical column lengths, one per streak (may exceed ROWS)
    leading_ties: int  # ties before the first Banker/Player result (drawn on the first circle)
    big_eye_boy: DerivedRoad
    small_road: DerivedRoad
    cockroach_pig: DerivedRoad
    ask_banker: AskMarks
    ask_player: AskMarks
    stats: ShoeStats

    @property
    def derived_roads(self) -> tuple[DerivedRoad, DerivedRoad, DerivedRoad]:
        return (self.big_eye_boy, self.small_road, self.cockroach_pig)

    def derived(self, kind: DerivedRoadKind) -> DerivedRoad:
        return self.derived_roads[kind.k - 1]

    def ask(self, outcome: Outcome) -> AskMarks:
        """The marks the next result would add (None where it adds none); a Tie adds nothing."""
        if outcome is Outcome.BANKER:
            return self.ask_banker
        if outcome is Outcome.PLAYER:
            return self.ask_player
        return (None, None, None)

    @property
    def results(self) -> str:
        """The shoe as a ``B``/``P``/``T`` string."""
        return "".join(entry.outcome.letter for entry in self.entries)

    @property
    def bead_plate_width(self) -> int:
        return _width(self.bead_plate)

    @property
    def big_road_width(self) -> int:
        return _width(self.big_road)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form the command line prints."""

        def marks(road: DerivedRoad) -> list[str]:
            return [cell.mark.value for cell in road.cells]

        def ask(found: AskMarks) -> list[str | None]:
            return [mark.value if mark else None for mark in found]

        return {
            "results": self.results,
            "leading_ties": self.leading_ties,
            "big_road_columns": list(self.big_road_columns),
            "big_eye_boy": marks(self.big_eye_boy),
            "small_road": marks(self.small_road),
            "cockroach_pig": marks(self.cockroach_pig),
            "ask": {"banker": ask(self.ask_banker), "player": ask(self.ask_player)},
            "bead_plate": [cell.to_dict() for cell in self.bead_plate],
            "big_road": [cell.to_dict() for cell in self.big_road],
            "derived_cells": {
                road.kind.key: [cell.to_dict() for cell in road.cells] for road in self.derived_roads
            },
            "stats": self.stats.to_dict(),
        }


def _width(cells: Sequence[BeadCell | BigRoadCell | DerivedCell]) -> int:
    return max((cell.column for cell in cells), default=-1) + 1


# -- the rules -----------------------------------------------------------------------------------
def derived_mark(lengths: Sequence[int], column: int, row: int, k: int) -> Mark | None:
    """The mark a derived road with offset ``k`` adds for the Big Road entry just placed at
    logical ``column``, ``row``; ``lengths[i]`` is the length of logical column ``i`` (only the
    columns left of ``column`` are read). None when the road has not started yet.

    The rule of docs/rules.md §Scoreboard roads: for r ≥ 1, no mark if c−k < 0, else red if r ≠ L[c−k] and
    blue if r = L[c−k]; for r = 0, no mark if c−k−1 < 0, else red if L[c−1] = L[c−1−k], else blue.

    >>> derived_mark([2, 2], 1, 1, 1), derived_mark([2, 2, 1], 2, 0, 1), derived_mark([2, 2, 1], 2, 0, 2)
    (<Mark.RED: 'red'>, <Mark.RED: 'red'>, None)
    """
    if row >= 1:
        if column - k < 0:
            return None
        return Mark.RED if row != lengths[column - k] else Mark.BLUE
    if column - k - 1 < 0:
        return None
    return Mark.RED if lengths[column - 1] == lengths[column - 1 - k] else Mark.BLUE


class _DerivedTrack:
    """The running state of one derived road inside a ``RoadBuilder``."""

    __slots__ = ("cells", "grid", "k", "kind", "lengths")

    def __init__(self, kind: DerivedRoadKind) -> None:
        self.kind = kind
        self.k = kind.k
        self.cells: list[DerivedCell] = []
        self.lengths: list[int] = []  # the derived road's own logical columns
        self.grid = DragonTailGrid(ROWS)

    def add(self, mark: Mark, source_column: int, source_row: int) -> None:
        new_column = not self.cells or self.cells[-1].mark is not mark
        if new_column:
            self.lengths.append(1)
        else:
            self.lengths[-1] += 1
        x, y = self.grid.place(new_column)
        self.cells.append(
            DerivedCell(x, y, len(self.lengths) - 1, self.lengths[-1] - 1, mark, source_column, source_row)
        )


class RoadBuilder:
    """Builds the roads of one shoe hand by hand; start a new builder for a new shoe.

    ``add`` does a constant amount of work per hand; ``roads()`` returns an immutable ``Roads``
    snapshot (cached until the next ``add``).
    """

    __slots__ = (
        "_banker_pairs",
        "_bead",
        "_big",
        "_counts",
        "_derived",
        "_entries",
        "_grid",
        "_leading_ties",
        "_lengths",
        "_naturals",
        "_player_pairs",
        "_snapshot",
        "_streaks",
    )

    def __init__(self, entries: Iterable[RoadEntry] = ()) -> None:
        self._entries: list[RoadEntry] = []
        self._bead: list[BeadCell] = []
        self._big: list[BigRoadCell] = []
        self._lengths: list[int] = []  # the Big Road's logical column lengths
        self._grid = DragonTailGrid(ROWS)
        self._leading_ties = 0
        self._derived = tuple(_DerivedTrack(kind) for kind in DerivedRoadKind)
        self._counts = {Outcome.BANKER: 0, Outcome.PLAYER: 0, Outcome.TIE: 0}
        self._streaks = StreakCounter()
        self._player_pairs = 0
        self._banker_pairs = 0
        self._naturals = 0
        self._snapshot: Roads | None = None
        self.extend(entries)

    def __len__(self) -> int:
        return len(self._entries)

    def extend(self, entries: Iterable[RoadEntry]) -> None:
        for entry in entries:
            self.add(entry)

    def add(self, entry: RoadEntry) -> None:
        """Record the next hand of the shoe."""
        hand = len(self._entries)
        outcome = entry.outcome
        self._entries.append(entry)
        self._bead.append(
            BeadCell(
                hand,
                hand // ROWS,
                hand % ROWS,
                outcome,
                entry.player_pair,
                entry.banker_pair,
                entry.natural,
            )
        )
        self._counts[outcome] += 1
        self._player_pairs += entry.player_pair
        self._banker_pairs += entry.banker_pair
        self._naturals += entry.natural
        self._snapshot = None
        big = self._big
        if outcome is Outcome.TIE:
            if big:
                last = big[-1]
                big[-1] = BigRoadCell(
                    last.hand,
                    last.column,
                    last.row,
                    last.logical_column,
                    last.logical_row,
                    last.outcome,
                    last.player_pair,
                    last.banker_pair,
                    last.natural,
                    last.ties + 1,
                )
            else:
                self._leading_ties += 1
            return
        # A Big Road column is a streak: a new streak starts a column, a longer one goes down it.
        streak = self._streaks.add(outcome)
        lengths = self._lengths
        new_column = streak.length == 1
        if new_column:
            lengths.append(1)
        else:
            lengths[-1] = streak.length
        column, row = len(lengths) - 1, lengths[-1] - 1
        x, y = self._grid.place(new_column)
        big.append(
            BigRoadCell(
                hand,
                x,
                y,
                column,
                row,
                outcome,
                entry.player_pair,
                entry.banker_pair,
                entry.natural,
                0 if len(big) else self._leading_ties,
            )
        )
        for track in self._derived:
            mark = derived_mark(lengths, column, row, track.k)
            if mark is not None:
                track.add(mark, column, row)

    def ask(self, outcome: Outcome) -> AskMarks:
        """The mark each derived road would add if the next result were ``outcome``."""
        if outcome is Outcome.TIE or not self._big:
            return (None, None, None)
        lengths = self._lengths
        last = len(lengths) - 1
        column, row = (last, lengths[last]) if self._big[-1].outcome is outcome else (last + 1, 0)
        return (
            derived_mark(lengths, column, row, 1),
            derived_mark(lengths, column, row, 2),
            derived_mark(lengths, column, row, 3),
        )

    def stats(self) -> ShoeStats:
        counts = self._counts
        streaks = self._streaks
        return ShoeStats(
            len(self._entries),
            counts[Outcome.BANKER],
            counts[Outcome.PLAYER],
            counts[Outcome.TIE],
            self._player_pairs,
            self._banker_pairs,
            self._naturals,
            streaks.longest[Outcome.BANKER],
            streaks.longest[Outcome.PLAYER],
            streaks.current,
        )

    def roads(self) -> Roads:
        """An immutable snapshot of every road as it stands."""
        if self._snapshot is None:
            bey, small, pig = (DerivedRoad(track.kind, tuple(track.cells)) for track in self._derived)
            self._snapshot = Roads(
                tuple(self._entries),
                tuple(self._bead),
                tuple(self._big),
                tuple(self._lengths),
                self._leading_ties,
                bey,
                small,
                pig,
                self.ask(Outcome.BANKER),
                self.ask(Outcome.PLAYER),
                self.stats(),
            )
        return self._snapshot


def compute_roads(entries: Iterable[RoadEntry]) -> Roads:
    """All roads of one shoe from its results in order."""
    return RoadBuilder(entries).roads()
