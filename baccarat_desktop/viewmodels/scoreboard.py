"""The scoreboard's view model: the current shoe's roads, and exactly what the scoreboard paints.

Signals (facts, past tense):
    roads_changed(Roads)    the roads changed (a hand was added, a shoe was loaded, or the shoe was
                            cleared for a new one); carries the new immutable snapshot

Why a *paint model*: the widget only turns ``PaintCell`` values into shapes. Which columns of each
road are on screen after scrolling, which glyph and colour each cell gets, where a hypothetical
Banker or Player result would land (the ask overlay) and what the statistics strip says are all
decided here, in plain Python, so tests check what is painted without reading pixels.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from ..engine.coup import Coup, Outcome
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.roads import (
    AskMarks,
    BeadCell,
    BigRoadCell,
    DerivedCell,
    Mark,
    RoadBuilder,
    RoadEntry,
    Roads,
    ShoeStats,
)
from ..storage.history import History
from ..storage.rows import StoredHand
from .settings import RoadMarks

__all__ = [
    "AskOverlay",
    "Colour",
    "Form",
    "Glyph",
    "PaintCell",
    "RoadId",
    "RoadWindow",
    "ScoreboardModel",
    "ScoreboardPaint",
    "StatItem",
    "VisibleColumns",
    "entries_from_rows",
    "first_visible_column",
    "hypothetical_roads",
    "mark_form",
    "paint_roads",
    "road_windows",
    "side_name",
    "stat_items",
]


class RoadId(enum.Enum):
    """The five roads, in the order the paint model lists them."""

    BEAD_PLATE = "bead_plate"
    BIG_ROAD = "big_road"
    BIG_EYE_BOY = "big_eye_boy"
    SMALL_ROAD = "small_road"
    COCKROACH_PIG = "cockroach_pig"

    @property
    def label(self) -> str:
        return _t("Scoreboard", _ROAD_LABELS[self.value])


_ROAD_LABELS = {
    "bead_plate": QT_TRANSLATE_NOOP("Scoreboard", "Bead Plate"),
    "big_road": QT_TRANSLATE_NOOP("Scoreboard", "Big Road"),
    "big_eye_boy": QT_TRANSLATE_NOOP("Scoreboard", "Big Eye Boy"),
    "small_road": QT_TRANSLATE_NOOP("Scoreboard", "Small Road"),
    "cockroach_pig": QT_TRANSLATE_NOOP("Scoreboard", "Cockroach Pig"),
}
DERIVED_IDS = (RoadId.BIG_EYE_BOY, RoadId.SMALL_ROAD, RoadId.COCKROACH_PIG)


class Colour(enum.Enum):
    """What a cell is painted in; the widget maps these to the table's Banker/Player/Tie colours."""

    RED = "red"
    BLUE = "blue"
    GREEN = "green"


class Glyph(enum.Enum):
    """How a cell is drawn, one shape per road as on a live-casino scoreboard."""

    BEAD = "bead"  # Bead Plate: a filled disc carrying the letter
    RING = "ring"  # Big Road: a thick hollow circle
    TIE = "tie"  # Big Road before any Banker/Player result: the leading ties' slash alone
    SMALL_RING = "small_ring"  # Big Eye Boy: a small hollow circle
    DOT = "dot"  # Small Road: a small filled dot
    SLASH = "slash"  # Cockroach Pig: a short slash


class Form(enum.Enum):
    """The outline a mark is drawn in. With colour alone every road keeps its one shape; with shapes
    (RoadMarks.SHAPES, docs/rules.md §Scoreboard roads) red marks stay round and blue marks are
    square, and the Cockroach Pig's red slash leans the other way, so the roads read without telling
    red from blue."""

    DISC = "disc"  # filled circle
    SQUARE = "square"  # filled square
    DIAMOND = "diamond"  # filled diamond (a tie's bead, with shapes)
    RING = "ring"  # hollow circle
    SQUARE_RING = "square_ring"  # hollow square
    SLASH = "slash"  # '/'
    BACKSLASH = "backslash"  # '\\'


_ROUND_FORM = {
    Glyph.BEAD: Form.DISC,
    Glyph.RING: Form.RING,
    Glyph.TIE: Form.SLASH,
    Glyph.SMALL_RING: Form.RING,
    Glyph.DOT: Form.DISC,
    Glyph.SLASH: Form.SLASH,
}
_SQUARE_FORM = {Form.DISC: Form.SQUARE, Form.RING: Form.SQUARE_RING, Form.SLASH: Form.SLASH}


def mark_form(glyph: Glyph, colour: Colour, shapes: bool) -> Form:
    """The outline of a ``glyph`` mark in ``colour``: the road's own shape, or with ``shapes`` red
    round (the Cockroach Pig's red slash a backslash), blue square and a tie's bead a diamond.

    >>> [mark_form(Glyph.RING, c, True).value for c in (Colour.RED, Colour.BLUE)]
    ['ring', 'square_ring']
    >>> [mark_form(Glyph.SLASH, c, True).value for c in (Colour.RED, Colour.BLUE)]
    ['backslash', 'slash']
    >>> mark_form(Glyph.DOT, Colour.BLUE, False).value, mark_form(Glyph.BEAD, Colour.GREEN, True).value
    ('disc', 'diamond')
    """
    form = _ROUND_FORM[glyph]
    if not shapes or glyph is Glyph.TIE:
        return form
    if colour is Colour.GREEN:
        return Form.DIAMOND if glyph is Glyph.BEAD else form
    if colour is Colour.RED:
        return Form.BACKSLASH if form is Form.SLASH else form
    return _SQUARE_FORM[form]


_OUTCOME_COLOUR = {Outcome.BANKER: Colour.RED, Outcome.PLAYER: Colour.BLUE, Outcome.TIE: Colour.GREEN}
_MARK_COLOUR = {Mark.RED: Colour.RED, Mark.BLUE: Colour.BLUE}
_DERIVED_GLYPH = {
    RoadId.BIG_EYE_BOY: Glyph.SMALL_RING,
    RoadId.SMALL_ROAD: Glyph.DOT,
    RoadId.COCKROACH_PIG: Glyph.SLASH,
}


@dataclass(frozen=True, slots=True)
class PaintCell:
    """One painted cell. ``column`` is on screen (0 = the leftmost visible column of its road);
    ``road_column`` is where the cell sits in the whole road, before scrolling."""

    road: RoadId
    column: int
    row: int
    glyph: Glyph
    colour: Colour
    road_column: int
    letter: str = ""  # B, P or T on the Bead Plate
    ties: int = 0  # Big Road: ties drawn as a green slash, the count written when more than one
    banker_pair: bool = False
    player_pair: bool = False
    natural: bool = False
    shapes: bool = False  # RoadMarks.SHAPES: red round, blue square (``form``)

    @property
    def form(self) -> Form:
        """The outline this cell is drawn in (``mark_form``)."""
        return mark_form(self.glyph, self.colour, self.shapes)


@dataclass(frozen=True, slots=True)
class VisibleColumns:
    """How many whole columns of each road fit on screen (the widget measures them)."""

    bead_plate: int
    big_road: int
    big_eye_boy: int
    small_road: int
    cockroach_pig: int

    def of(self, road: RoadId) -> int:
        return int(getattr(self, road.value))

    @classmethod
    def uniform(cls, columns: int) -> VisibleColumns:
        return cls(columns, columns, columns, columns, columns)


@dataclass(frozen=True, slots=True)
class RoadWindow:
    """The visible part of one road: on-screen columns ``0 .. columns-1`` show road columns
    ``first_column ..``; ``width`` is how many columns the whole road uses."""

    road: RoadId
    columns: int
    first_column: int
    width: int
    cells: tuple[PaintCell, ...]


@dataclass(frozen=True, slots=True)
class AskOverlay:
    """Ask Banker / Ask Player: where the next result's marks would appear if it were ``outcome``.

    ``marks`` are the three derived marks (Big Eye Boy, Small Road, Cockroach Pig; None where the
    road would add none). ``cells`` are the hypothetical cells on screen, in the current windows,
    for the Bead Plate, the Big Road and each derived road that would get a mark.
    """

    outcome: Outcome
    marks: AskMarks
    cells: tuple[PaintCell, ...]

    def cell(self, road: RoadId) -> PaintCell | None:
        return next((cell for cell in self.cells if cell.road is road), None)


@dataclass(frozen=True, slots=True)
class StatItem:
    """One entry of the statistics strip; ``colour`` tints its marker (None: no marker)."""

    key: str
    label: str
    value: str
    colour: Colour | None = None
    shapes: bool = False  # RoadMarks.SHAPES: the marker in the roads' shape for its side
    spoken: str = ""  # the value for a screen reader, where the strip's letters would not do

    @property
    def form(self) -> Form:
        """The marker's outline: a disc, or with shapes Banker's round, Player's square and a tie's
        a slash, as the Big Road draws a tie."""
        if not self.shapes or self.colour is None:
            return Form.DISC
        if self.colour is Colour.GREEN:
            return Form.SLASH
        return mark_form(Glyph.DOT, self.colour, True)


@dataclass(frozen=True, slots=True)
class ScoreboardPaint:
    """Everything the scoreboard draws for one snapshot at one size."""

    windows: tuple[RoadWindow, ...]  # in RoadId order
    ask_banker: AskOverlay
    ask_player: AskOverlay
    stats: tuple[StatItem, ...]

    def road(self, road: RoadId) -> RoadWindow:
        return self.windows[list(RoadId).index(road)]

    def ask(self, outcome: Outcome) -> AskOverlay:
        if outcome is Outcome.BANKER:
            return self.ask_banker
        if outcome is Outcome.PLAYER:
            return self.ask_player
        raise ValueError("only Banker and Player can be asked: a tie adds nothing to the roads")


# -- pure geometry and conversion -----------------------------------------------------------------
def first_visible_column(
    width: int, visible: int, latest: int | None = None, upcoming: Iterable[int] = ()
) -> int:
    """The road column to show at the left edge of a window ``visible`` columns wide.

    The window scrolls to the right end of the road, including ``upcoming`` columns (where the
    next Banker or Player result would land, one past ``width`` for a new column), so the earliest
    columns go off the left edge. The ``latest`` cell is never scrolled out: after a dragon tail
    ran far right, a new streak starts back under it, and then the tail's far end gives way.

    >>> first_visible_column(0, 10), first_visible_column(9, 10), first_visible_column(10, 10, 9, [10])
    (0, 0, 1)
    >>> first_visible_column(30, 12, 29, [29, 30]), first_visible_column(20, 10, 2, [2, 3])
    (19, 2)
    >>> first_visible_column(5, 1), first_visible_column(5, 0)
    (4, 5)
    """
    if visible <= 0:
        return width
    right = max([width - 1, *upcoming])
    first = max(0, right + 1 - visible)
    if latest is not None and latest < first:
        first = latest
    return first


def _bead(cell: BeadCell, first: int) -> PaintCell:
    return PaintCell(
        RoadId.BEAD_PLATE,
        cell.column - first,
        cell.row,
        Glyph.BEAD,
        _OUTCOME_COLOUR[cell.outcome],
        cell.column,
        letter=_letter(cell.outcome),
        banker_pair=cell.banker_pair,
        player_pair=cell.player_pair,
        natural=cell.natural,
    )


def _big(cell: BigRoadCell, first: int) -> PaintCell:
    return PaintCell(
        RoadId.BIG_ROAD,
        cell.column - first,
        cell.row,
        Glyph.RING,
        _OUTCOME_COLOUR[cell.outcome],
        cell.column,
        ties=cell.ties,
        banker_pair=cell.banker_pair,
        player_pair=cell.player_pair,
        natural=cell.natural,
    )


def _derived(road: RoadId, cell: DerivedCell, first: int) -> PaintCell:
    return PaintCell(
        road, cell.column - first, cell.row, _DERIVED_GLYPH[road], _MARK_COLOUR[cell.mark], cell.column
    )


def _in_window(cell: PaintCell, columns: int) -> bool:
    return 0 <= cell.column < columns


def _added(now: Roads, after: Roads) -> dict[RoadId, BeadCell | BigRoadCell | DerivedCell]:
    """The cell each road gains going from ``now`` to ``after`` (one hand later)."""
    added: dict[RoadId, BeadCell | BigRoadCell | DerivedCell] = {RoadId.BEAD_PLATE: after.bead_plate[-1]}
    if len(after.big_road) > len(now.big_road):
        added[RoadId.BIG_ROAD] = after.big_road[-1]
    for road, before, then in zip(DERIVED_IDS, now.derived_roads, after.derived_roads, strict=True):
        if len(then.cells) > len(before.cells):
            added[road] = then.cells[-1]
    return added


def _window(road: RoadId, roads: Roads, columns: int, upcoming: Sequence[int]) -> RoadWindow:
    """One road's visible cells; ``upcoming`` are the columns where the next result could land."""
    columns = max(0, columns)
    if road is RoadId.BEAD_PLATE:
        width = roads.bead_plate_width
        first = first_visible_column(width, columns, None, upcoming)
        cells = [_bead(cell, first) for cell in roads.bead_plate]
    elif road is RoadId.BIG_ROAD:
        width = roads.big_road_width
        if not roads.big_road and roads.leading_ties:
            width = 1  # the leading ties' slash holds the first cell until a Banker/Player result
        latest = roads.big_road[-1].column if roads.big_road else None
        first = first_visible_column(width, columns, latest, upcoming)
        cells = [_big(cell, first) for cell in roads.big_road]
        if not roads.big_road and roads.leading_ties:
            cells.append(PaintCell(road, -first, 0, Glyph.TIE, Colour.GREEN, 0, ties=roads.leading_ties))
    else:
        derived = roads.derived_roads[DERIVED_IDS.index(road)]
        width = derived.width
        latest = derived.cells[-1].column if derived.cells else None
        first = first_visible_column(width, columns, latest, upcoming)
        cells = [_derived(road, cell, first) for cell in derived.cells]
    return RoadWindow(road, columns, first, width, tuple(c for c in cells if _in_window(c, columns)))


def hypothetical_roads(roads: Roads, outcome: Outcome) -> Roads:
    """The roads as they would stand if the next hand's result were ``outcome`` (no pairs)."""
    return RoadBuilder((*roads.entries, RoadEntry(outcome))).roads()


def _paint_added(road: RoadId, cell: BeadCell | BigRoadCell | DerivedCell, first: int) -> PaintCell:
    if isinstance(cell, BeadCell):
        return _bead(cell, first)
    if isinstance(cell, BigRoadCell):
        return _big(cell, first)
    return _derived(road, cell, first)


def _ask_overlay(
    roads: Roads,
    added: dict[RoadId, BeadCell | BigRoadCell | DerivedCell],
    outcome: Outcome,
    windows: dict[RoadId, RoadWindow],
) -> AskOverlay:
    """The cells the next result would add if it were ``outcome``, placed in the current windows."""
    found = [_paint_added(road, cell, windows[road].first_column) for road, cell in added.items()]
    visible = tuple(cell for cell in found if _in_window(cell, windows[cell.road].columns))
    return AskOverlay(outcome, roads.ask(outcome), visible)


_SIDES = {
    Outcome.BANKER: QT_TRANSLATE_NOOP("Scoreboard", "Banker"),
    Outcome.PLAYER: QT_TRANSLATE_NOOP("Scoreboard", "Player"),
    Outcome.TIE: QT_TRANSLATE_NOOP("Scoreboard", "Tie"),
}


def side_name(outcome: Outcome) -> str:
    """'Banker', 'Player', 'Tie' in the interface's language (the statistics strip, the roads read out)."""
    return _t("Scoreboard", _SIDES[outcome])


_LETTERS = {
    Outcome.BANKER: QT_TRANSLATE_NOOP("Scoreboard", "B"),
    Outcome.PLAYER: QT_TRANSLATE_NOOP("Scoreboard", "P"),
    Outcome.TIE: QT_TRANSLATE_NOOP("Scoreboard", "T"),
}


def _letter(outcome: Outcome) -> str:
    """The letter a result is marked with on the Bead Plate and in the statistics: 'B', 'P', 'T'."""
    return _t("Scoreboard", _LETTERS[outcome])


def _percent(stats: ShoeStats, count: int) -> str:
    return f"{count} · {stats.percent(count):.0f}%"


def stat_items(stats: ShoeStats) -> tuple[StatItem, ...]:
    """The statistics strip, in reading order: outcomes first, then pairs and streaks.

    >>> [(i.label, i.value) for i in stat_items(ShoeStats())][:2]
    [('Hands', '0'), ('Banker', '0 · 0%')]
    """
    streak = stats.current_streak
    if streak.outcome is None:
        streak_text, streak_colour, streak_spoken = "–", None, ""
    else:
        streak_text, streak_colour, streak_spoken = (
            f"{_letter(streak.outcome)} × {streak.length}",
            _OUTCOME_COLOUR[streak.outcome],
            f"{side_name(streak.outcome)} {streak.length}",
        )
    longest = (
        f"{_letter(Outcome.BANKER)} {stats.longest_banker_streak} · "
        f"{_letter(Outcome.PLAYER)} {stats.longest_player_streak}"
    )
    return (
        StatItem("hands", _t("Scoreboard", "Hands"), str(stats.hands)),
        StatItem("banker", _t("Scoreboard", "Banker"), _percent(stats, stats.banker), Colour.RED),
        StatItem("player", _t("Scoreboard", "Player"), _percent(stats, stats.player), Colour.BLUE),
        StatItem("tie", _t("Scoreboard", "Tie"), _percent(stats, stats.tie), Colour.GREEN),
        StatItem("naturals", _t("Scoreboard", "Naturals"), str(stats.naturals)),
        StatItem("banker_pairs", _t("Scoreboard", "B pairs"), str(stats.banker_pairs), Colour.RED),
        StatItem("player_pairs", _t("Scoreboard", "P pairs"), str(stats.player_pairs), Colour.BLUE),
        StatItem("longest", _t("Scoreboard", "Longest"), longest),
        StatItem("streak", _t("Scoreboard", "Streak"), streak_text, streak_colour, spoken=streak_spoken),
    )


def paint_roads(
    roads: Roads,
    visible: VisibleColumns,
    asked: dict[Outcome, Roads] | None = None,
    marks: RoadMarks = RoadMarks.COLOUR,
) -> ScoreboardPaint:
    """The paint model of ``roads`` with ``visible`` columns per road. ``asked`` may carry the
    hypothetical roads for Banker and Player (computed here when missing); ``marks`` says whether
    the marks differ in shape as well as colour."""
    asked = asked or {}
    added = {
        outcome: _added(roads, asked.get(outcome) or hypothetical_roads(roads, outcome))
        for outcome in (Outcome.BANKER, Outcome.PLAYER)
    }
    windows = {
        road: _window(
            road,
            roads,
            visible.of(road),
            sorted({cells[road].column for cells in added.values() if road in cells}),
        )
        for road in RoadId
    }
    paint = ScoreboardPaint(
        tuple(windows.values()),
        _ask_overlay(roads, added[Outcome.BANKER], Outcome.BANKER, windows),
        _ask_overlay(roads, added[Outcome.PLAYER], Outcome.PLAYER, windows),
        stat_items(roads.stats),
    )
    return _with_shapes(paint) if marks is RoadMarks.SHAPES else paint


def road_windows(
    roads: Roads, visible: VisibleColumns, marks: RoadMarks = RoadMarks.COLOUR
) -> tuple[RoadWindow, ...]:
    """Each road's latest ``visible`` columns as ``paint_roads`` paints them, in RoadId order, without
    the Ask overlays and so without building the hypothetical roads (a lobby card's roads, redrawn
    at every hand of eight tables: ui/lobby/card.py)."""
    windows = tuple(_window(road, roads, visible.of(road), ()) for road in RoadId)
    if marks is not RoadMarks.SHAPES:
        return windows
    return tuple(
        replace(window, cells=tuple(replace(cell, shapes=True) for cell in window.cells))
        for window in windows
    )


def _with_shapes(paint: ScoreboardPaint) -> ScoreboardPaint:
    """The same paint model with every cell and legend marker in the shapes' outlines."""

    def cells(found: tuple[PaintCell, ...]) -> tuple[PaintCell, ...]:
        return tuple(replace(cell, shapes=True) for cell in found)

    return ScoreboardPaint(
        tuple(replace(window, cells=cells(window.cells)) for window in paint.windows),
        replace(paint.ask_banker, cells=cells(paint.ask_banker.cells)),
        replace(paint.ask_player, cells=cells(paint.ask_player.cells)),
        tuple(replace(item, shapes=True) for item in paint.stats),
    )


def entries_from_rows(rows: Iterable[StoredHand]) -> list[RoadEntry]:
    """Road entries from stored hands (winner, natural, player_pair, banker_pair)."""
    return [
        RoadEntry(Outcome(row.winner), bool(row.player_pair), bool(row.banker_pair), bool(row.natural))
        for row in rows
    ]


# -- the QObject ----------------------------------------------------------------------------------
class ScoreboardModel(QObject):
    """The current shoe's roads for the scoreboard: one ``RoadBuilder``, fed a hand at a time.

    Signals:
        roads_changed(Roads): emitted after every change, with the new snapshot.
    """

    roads_changed = Signal(object)

    def __init__(self, entries: Iterable[RoadEntry] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[RoadEntry] = list(entries)
        self._builder = RoadBuilder(self._entries)
        self._asked: dict[Outcome, Roads] = {}

    @property
    def roads(self) -> Roads:
        """The current immutable snapshot (cached by the builder until the next hand)."""
        return self._builder.roads()

    @property
    def hands(self) -> int:
        return len(self._builder)

    def _changed(self) -> None:
        self._asked = {}
        self.roads_changed.emit(self.roads)

    def add_entry(self, entry: RoadEntry) -> None:
        """The next hand of the current shoe."""
        self._entries.append(entry)
        self._builder.add(entry)
        self._changed()

    def add_coup(self, coup: Coup) -> None:
        """The next hand of the current shoe, straight from the engine's record."""
        self.add_entry(RoadEntry.from_coup(coup))

    def set_entries(self, entries: Iterable[RoadEntry]) -> None:
        """Replace the shoe with these hands (a resumed shoe, or any shoe to review); one signal."""
        self._entries = list(entries)
        self._builder = RoadBuilder(self._entries)
        self._changed()

    def clear(self) -> None:
        """A new shoe: every road starts empty."""
        self.set_entries(())

    def load_shoe(self, history: History, shoe_id: int) -> int:
        """Show a stored shoe (for the history view or a resumed game); returns its hand count.

        Raises ValueError for a shoe that is not in ``history``.
        """
        history.shoe(shoe_id)  # raises ValueError naming the shoe and the file
        entries = entries_from_rows(history.hands_in_shoe(shoe_id))
        self.set_entries(entries)
        return len(entries)

    def load_shoe_until(self, history: History, shoe_id: int, hand_no: int) -> int:
        """A stored shoe as it stood after its hand ``hand_no`` (a replay shows the roads the player
        saw then, not the hands after it); returns the hand count shown."""
        history.shoe(shoe_id)
        rows = [row for row in history.hands_in_shoe(shoe_id) if row.hand_no <= hand_no]
        entries = entries_from_rows(rows)
        self.set_entries(entries)
        return len(entries)

    @property
    def entries(self) -> tuple[RoadEntry, ...]:
        """The hands shown, in order: what a replay keeps to put the live shoe back afterwards."""
        return tuple(self._entries)

    def hypothetical(self, outcome: Outcome) -> Roads:
        """The roads if the next result were ``outcome``; cached until the roads change."""
        found = self._asked.get(outcome)
        if found is None:
            found = self._asked[outcome] = hypothetical_roads(self.roads, outcome)
        return found

    def paint_model(self, visible: VisibleColumns, marks: RoadMarks = RoadMarks.COLOUR) -> ScoreboardPaint:
        """What the scoreboard draws with ``visible`` columns per road (latest columns shown), its
        marks told apart by ``marks``."""
        asked = {outcome: self.hypothetical(outcome) for outcome in (Outcome.BANKER, Outcome.PLAYER)}
        return paint_roads(self.roads, visible, asked, marks)
