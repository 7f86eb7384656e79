"""The scoreboard: its paint model agrees with the roads engine cell by cell, scrolls to the latest
columns, asks where the next result would go, and its widget repaints, flashes, lays itself out at
dock sizes and lets go of the model when closed.

Expected values come from the engine (``compute_roads``) and from SQL on the stored hands, never from
the paint model itself.
"""

from __future__ import annotations

import doctest
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import SIGNAL, QEvent, QMetaMethod, QObject, QPoint, QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

import baccarat_desktop.viewmodels.scoreboard as scoreboard_vm
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import Mark, RoadEntry, Roads, compute_roads, parse_results
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.scoreboard.plan import plan_layout
from baccarat_desktop.ui.scoreboard.widget import ScoreboardWidget
from baccarat_desktop.viewmodels.scoreboard import (
    Colour,
    Glyph,
    RoadId,
    ScoreboardModel,
    VisibleColumns,
    first_visible_column,
    paint_roads,
)
from tests.storage.support import history_rows

ROADS_CHANGED = SIGNAL("roads_changed(PyObject)")
EVERYTHING = VisibleColumns.uniform(500)  # wide enough that nothing scrolls
OUTCOME_COLOUR = {Outcome.BANKER: Colour.RED, Outcome.PLAYER: Colour.BLUE, Outcome.TIE: Colour.GREEN}
MARK_COLOUR = {Mark.RED: Colour.RED, Mark.BLUE: Colour.BLUE}
DERIVED = (RoadId.BIG_EYE_BOY, RoadId.SMALL_ROAD, RoadId.COCKROACH_PIG)
DERIVED_GLYPH = {
    RoadId.BIG_EYE_BOY: Glyph.SMALL_RING,
    RoadId.SMALL_ROAD: Glyph.DOT,
    RoadId.COCKROACH_PIG: Glyph.SLASH,
}
# A dragon tail (a Banker run of 10), ties before the first result and inside streaks.
DRAGON = "TTBPPBBBBBBBBBBPPPPPPPPPBBTPBPBBBPPPPPPPPBTTBPB"
# 83 hands, as long as a real eight-deck shoe: 14 Bead Plate columns, 37 Big Road columns.
LONG_SHOE = "BPPBTBBBBBBBBBPPPBPBPPTBBPPPPPPPPBPBTBBPBPPBTPBBBPBPPPTBPBBBBPPBPBPTBBPPPBPBBPTPPBB"


# -- fixtures ----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int]]:
    """A history of 200 seeded hands; yields its path and the id of its longest shoe."""
    path = tmp_path_factory.mktemp("history") / "h.sqlite3"
    history = History.open(path)
    try:
        store_simulated(history, 200, seed=3)
        row = history_rows(
            history,
            "SELECT shoe_id, count(*) AS n FROM hands GROUP BY shoe_id ORDER BY n DESC, shoe_id LIMIT 1",
        )[0]
    finally:
        history.close()
    yield path, int(row["shoe_id"])


def stored_entries(path: Path, shoe_id: int) -> list[RoadEntry]:
    """The shoe's hands read with plain SQL, independently of the model's own loading code."""
    history = History.open(path, write=False)
    try:
        rows = history.db.execute(
            "SELECT winner, player_pair, banker_pair, natural FROM hands WHERE shoe_id = ? ORDER BY hand_no",
            [shoe_id],
        ).fetchall()
    finally:
        history.close()
    return [RoadEntry(Outcome(w), bool(pp), bool(bp), bool(n)) for w, pp, bp, n in rows]


def with_pairs(text: str) -> list[RoadEntry]:
    """Entries from B/P/T with a Banker pair on every 4th hand and a Player pair on every 5th."""
    return [
        RoadEntry(e.outcome, player_pair=i % 5 == 2, banker_pair=i % 4 == 1, natural=i % 3 == 0)
        for i, e in enumerate(parse_results(text))
    ]


class PaintCounter(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def shown(qtbot, model: ScoreboardModel, width: int, height: int, **kwargs: int) -> ScoreboardWidget:
    widget = ScoreboardWidget(model, **kwargs)
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def image(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def board(widget: ScoreboardWidget) -> QImage:
    """The roads only (buttons change with hover and focus, which these tests do not care about)."""
    return image(widget).copy(widget.layout_plan.board.toAlignedRect())


def count_close(img: QImage, colour: str, tolerance: int = 40, step: int = 2) -> int:
    """Pixels within ``tolerance`` (per channel) of ``colour``, sampled every ``step`` pixels."""
    target = QColor(colour)
    found = 0
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            pixel = img.pixelColor(x, y)
            if (
                abs(pixel.red() - target.red()) <= tolerance
                and abs(pixel.green() - target.green()) <= tolerance
                and abs(pixel.blue() - target.blue()) <= tolerance
            ):
                found += 1
    return found


# -- the paint model against the engine -----------------------------------------------------------
def assert_paint_matches(roads: Roads, expected: Roads, visible: VisibleColumns) -> None:
    """Every painted cell is the engine's cell, shifted by its road's scroll, and nothing else."""
    paint = paint_roads(roads, visible)
    window = paint.road(RoadId.BEAD_PLATE)
    first = window.first_column
    want = [
        (c.column - first, c.row, OUTCOME_COLOUR[c.outcome], c.outcome.letter, c.banker_pair, c.player_pair)
        for c in expected.bead_plate
        if 0 <= c.column - first < window.columns
    ]
    got = [(c.column, c.row, c.colour, c.letter, c.banker_pair, c.player_pair) for c in window.cells]
    assert got == want
    assert all(c.glyph is Glyph.BEAD for c in window.cells)

    window = paint.road(RoadId.BIG_ROAD)
    first = window.first_column
    want = [
        (c.column - first, c.row, OUTCOME_COLOUR[c.outcome], c.ties, c.banker_pair, c.player_pair)
        for c in expected.big_road
        if 0 <= c.column - first < window.columns
    ]
    if not expected.big_road and expected.leading_ties and window.columns:
        want.append((0, 0, Colour.GREEN, expected.leading_ties, False, False))  # ties before any result
    got = [(c.column, c.row, c.colour, c.ties, c.banker_pair, c.player_pair) for c in window.cells]
    assert got == want
    assert all(c.glyph is (Glyph.RING if expected.big_road else Glyph.TIE) for c in window.cells)

    for road, derived in zip(DERIVED, expected.derived_roads, strict=True):
        window = paint.road(road)
        first = window.first_column
        want = [
            (c.column - first, c.row, MARK_COLOUR[c.mark])
            for c in derived.cells
            if 0 <= c.column - first < window.columns
        ]
        assert [(c.column, c.row, c.colour) for c in window.cells] == want
        assert all(c.glyph is DERIVED_GLYPH[road] for c in window.cells)


def test_stored_shoe_paints_exactly_the_engine_roads(stored: tuple[Path, int]) -> None:
    path, shoe_id = stored
    entries = stored_entries(path, shoe_id)
    expected = compute_roads(entries)
    assert (
        len(entries) > 60 and expected.stats.tie and expected.stats.player_pairs + expected.stats.banker_pairs
    )

    model = ScoreboardModel()
    history = History.open(path, write=False)
    try:
        assert model.load_shoe(history, shoe_id) == len(entries)
    finally:
        history.close()
    assert model.roads.results == expected.results
    assert model.roads.entries == tuple(entries)
    assert_paint_matches(model.roads, expected, EVERYTHING)
    paint = model.paint_model(EVERYTHING)
    assert len(paint.road(RoadId.BEAD_PLATE).cells) == len(entries)
    assert len(paint.road(RoadId.BIG_ROAD).cells) == expected.stats.banker + expected.stats.player
    assert sum(c.ties for c in paint.road(RoadId.BIG_ROAD).cells) == expected.stats.tie


def test_stored_shoe_statistics_match_sql(stored: tuple[Path, int]) -> None:
    path, shoe_id = stored
    history = History.open(path, write=False)
    try:
        model = ScoreboardModel()
        model.load_shoe(history, shoe_id)
        sql = history_rows(
            history,
            "SELECT count(*) AS hands, sum(winner = 'banker') AS banker, sum(winner = 'player') AS player,"
            " sum(winner = 'tie') AS tie, sum(player_pair) AS pp, sum(banker_pair) AS bp,"
            " sum(natural) AS nat FROM hands WHERE shoe_id = ?",
            [shoe_id],
        )[0]
    finally:
        history.close()
    stats = {item.key: item.value for item in model.paint_model(EVERYTHING).stats}
    hands = sql["hands"]
    assert stats["hands"] == str(hands)
    for key in ("banker", "player", "tie"):
        assert stats[key] == f"{sql[key]} · {100 * sql[key] / hands:.0f}%"
    assert stats["player_pairs"] == str(sql["pp"])
    assert stats["banker_pairs"] == str(sql["bp"])
    assert stats["naturals"] == str(sql["nat"])


def test_load_shoe_refuses_an_unknown_shoe(stored: tuple[Path, int]) -> None:
    history = History.open(stored[0], write=False)
    try:
        with pytest.raises(ValueError, match="no shoe 99999"):
            ScoreboardModel().load_shoe(history, 99999)
    finally:
        history.close()


@pytest.mark.parametrize("text", ["", "T", "BBPPB", "BPPPB", "B" * 14 + "PPP" + "B" * 9, DRAGON, "BP" * 45])
@pytest.mark.parametrize("columns", [1, 2, 5, 12, 500])
def test_paint_model_is_the_engine_roads_in_the_visible_window(text: str, columns: int) -> None:
    entries = with_pairs(text)
    assert_paint_matches(compute_roads(entries), compute_roads(entries), VisibleColumns.uniform(columns))


def test_leading_ties_hold_the_first_cell_then_go_on_the_first_circle() -> None:
    model = ScoreboardModel(parse_results("TT"))
    cells = model.paint_model(EVERYTHING).road(RoadId.BIG_ROAD).cells
    assert [(c.column, c.row, c.glyph, c.colour, c.ties) for c in cells] == [
        (0, 0, Glyph.TIE, Colour.GREEN, 2)
    ]
    model.add_entry(RoadEntry(Outcome.PLAYER))
    cells = model.paint_model(EVERYTHING).road(RoadId.BIG_ROAD).cells
    assert [(c.column, c.row, c.glyph, c.colour, c.ties) for c in cells] == [
        (0, 0, Glyph.RING, Colour.BLUE, 2)
    ]


def test_statistics_strip_for_a_known_shoe() -> None:
    entries = [
        RoadEntry(Outcome.BANKER, banker_pair=True, natural=True),
        RoadEntry(Outcome.BANKER),
        RoadEntry(Outcome.PLAYER, player_pair=True),
        RoadEntry(Outcome.TIE),
        RoadEntry(Outcome.PLAYER),
        RoadEntry(Outcome.PLAYER, natural=True),
        RoadEntry(Outcome.BANKER),
        RoadEntry(Outcome.BANKER, banker_pair=True, player_pair=True),
    ]
    stats = {item.key: item.value for item in ScoreboardModel(entries).paint_model(EVERYTHING).stats}
    assert stats == {
        "hands": "8",
        "banker": "4 · 50%",
        "player": "3 · 38%",
        "tie": "1 · 12%",
        "naturals": "2",
        "banker_pairs": "2",
        "player_pairs": "2",
        "longest": "B 2 · P 3",
        "streak": "B × 2",
    }


# -- scrolling -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("width", "visible", "latest", "upcoming", "first"),
    [
        (0, 10, None, [], 0),
        (9, 10, 8, [], 0),
        (9, 10, 8, [9], 0),  # the next result in a new column still fits
        (10, 10, 9, [10], 1),  # ...and now it takes a scroll
        (40, 12, 39, [39, 40], 29),
        (20, 10, 19, [2, 20], 11),  # a dragon tail's end is the latest: the next streak's start is out
        (20, 10, 2, [2, 3], 2),  # the new streak under the tail is the latest: the tail's end gives way
        (5, 1, None, [], 4),
        (0, 1, None, [], 0),
        (3, 0, None, [], 3),
    ],
)
def test_first_visible_column(
    width: int, visible: int, latest: int | None, upcoming: list[int], first: int
) -> None:
    assert first_visible_column(width, visible, latest, upcoming) == first


@given(st.integers(1, 400), st.integers(1, 120), st.data())
def test_the_window_keeps_the_latest_cell_and_scrolls_no_more_than_needed(
    width: int, visible: int, data: st.DataObject
) -> None:
    latest = data.draw(st.integers(0, width - 1))
    upcoming = data.draw(st.lists(st.integers(0, width), max_size=3))  # never right of the width
    first = first_visible_column(width, visible, latest, upcoming)
    assert 0 <= first <= latest < first + visible  # the latest cell is always on screen
    right = max([width - 1, *upcoming])
    if right - latest < visible:
        assert first + visible - 1 == right or first == 0  # scrolled to the right end, no further
    if right + 1 <= visible:
        assert first == 0  # no needless scrolling


def test_a_long_shoe_scrolls_so_the_latest_columns_stay_visible() -> None:
    entries = with_pairs(LONG_SHOE)
    roads = compute_roads(entries)
    latest = {
        RoadId.BEAD_PLATE: roads.bead_plate[-1],
        RoadId.BIG_ROAD: roads.big_road[-1],
        **{road: derived.cells[-1] for road, derived in zip(DERIVED, roads.derived_roads, strict=True)},
    }
    visible = VisibleColumns(bead_plate=6, big_road=20, big_eye_boy=20, small_road=15, cockroach_pig=10)
    paint = ScoreboardModel(entries).paint_model(visible)
    for road in RoadId:
        window = paint.road(road)
        assert window.width > window.columns and window.first_column > 0, road  # the earliest went off
        assert window.columns == visible.of(road)
        assert all(0 <= cell.column < window.columns for cell in window.cells)
        last_shown = window.first_column + window.columns - 1
        assert window.width - 1 <= last_shown <= window.width, road  # the right end (and a new column)
        shown_last = [
            c for c in window.cells if (c.road_column, c.row) == (latest[road].column, latest[road].row)
        ]
        assert shown_last and shown_last[0].column == latest[road].column - window.first_column, road
    assert_paint_matches(roads, roads, visible)


def test_after_a_long_dragon_tail_the_new_streak_stays_in_view() -> None:
    entries = parse_results("P" + "B" * 24 + "P")  # the tail runs to column 19; the next streak is column 2
    roads = compute_roads(entries)
    assert roads.big_road_width == 20 and roads.big_road[-1].column == 2
    paint = ScoreboardModel(entries).paint_model(VisibleColumns.uniform(10))
    big = paint.road(RoadId.BIG_ROAD)
    assert big.first_column == 2
    assert (big.cells[-1].road_column, big.cells[-1].row) == (2, 0) and big.cells[-1].column == 0
    banker, player = paint.ask_banker.cell(RoadId.BIG_ROAD), paint.ask_player.cell(RoadId.BIG_ROAD)
    assert banker is not None and (banker.column, banker.row) == (1, 0)  # the next column
    assert player is not None and (player.column, player.row) == (0, 1)  # down the same column


# -- clear ---------------------------------------------------------------------------------------------
def test_clear_empties_every_road_and_signals(qtbot) -> None:
    model = ScoreboardModel(with_pairs(DRAGON))
    with qtbot.waitSignal(model.roads_changed) as blocker:
        model.clear()
    assert blocker.args[0] == compute_roads(())
    assert model.hands == 0 and model.roads.entries == ()
    paint = model.paint_model(VisibleColumns.uniform(10))
    assert all(window.cells == () and window.width == 0 for window in paint.windows)
    assert {item.key: item.value for item in paint.stats}["hands"] == "0"
    for outcome in (Outcome.BANKER, Outcome.PLAYER):
        overlay = paint.ask(outcome)
        assert overlay.marks == (None, None, None)
        assert {(c.road, c.column, c.row) for c in overlay.cells} == {
            (RoadId.BEAD_PLATE, 0, 0),
            (RoadId.BIG_ROAD, 0, 0),
        }


def test_every_change_emits_the_new_snapshot(qtbot) -> None:
    model = ScoreboardModel()
    with qtbot.waitSignal(model.roads_changed) as blocker:
        model.add_entry(RoadEntry(Outcome.BANKER))
    assert blocker.args[0] is model.roads and model.roads.results == "B"
    with qtbot.waitSignal(model.roads_changed) as blocker:
        model.set_entries(parse_results("PPT"))
    assert blocker.args[0].results == "PPT"


# -- the ask overlay --------------------------------------------------------------------------------
def check_ask(text: str, columns: int, everything_fits: bool = False) -> None:
    """The overlay shows exactly what appending each outcome adds, where the current window puts
    it; a hypothetical cell is left out only when it falls outside that window."""
    entries = parse_results(text)
    roads = compute_roads(entries)
    visible = VisibleColumns(columns, columns, 2 * columns, columns, columns)
    paint = ScoreboardModel(entries).paint_model(visible)
    for outcome in (Outcome.BANKER, Outcome.PLAYER):
        overlay = paint.ask(outcome)
        after = compute_roads((*entries, RoadEntry(outcome)))
        assert overlay.outcome is outcome
        assert overlay.marks == roads.ask(outcome)  # the engine's own ask (docs/rules.md §Scoreboard roads)
        expected = {
            RoadId.BEAD_PLATE: (
                after.bead_plate[-1].column,
                after.bead_plate[-1].row,
                OUTCOME_COLOUR[outcome],
            ),
            RoadId.BIG_ROAD: (after.big_road[-1].column, after.big_road[-1].row, OUTCOME_COLOUR[outcome]),
        }
        for road, mark, now, then in zip(
            DERIVED, overlay.marks, roads.derived_roads, after.derived_roads, strict=True
        ):
            added = then.cells[len(now.cells) :]
            assert len(added) == (mark is not None)
            if added:
                assert added[0].mark is mark
                expected[road] = (added[0].column, added[0].row, MARK_COLOUR[mark])
        placed = {cell.road: cell for cell in overlay.cells}
        assert len(placed) == len(overlay.cells)
        for road, (column, row, colour) in expected.items():
            window = paint.road(road)
            on_screen = column - window.first_column
            if 0 <= on_screen < window.columns:
                cell = placed.pop(road)
                assert (cell.column, cell.row, cell.colour, cell.road_column) == (
                    on_screen,
                    row,
                    colour,
                    column,
                )
                glyph = {RoadId.BEAD_PLATE: Glyph.BEAD, RoadId.BIG_ROAD: Glyph.RING}.get(
                    road, DERIVED_GLYPH.get(road)
                )
                assert cell.glyph is glyph
            else:
                assert not everything_fits, (road, column, window)
        assert not placed  # nothing the next result would not add


@pytest.mark.parametrize("text", ["B", "BBPPB", "BPPPB", DRAGON, "B" * 8, "P" * 5 + "B" * 7 + "P"])
def test_ask_overlay_is_what_appending_adds(text: str) -> None:
    check_ask(text, 500, everything_fits=True)
    check_ask(text, 4)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="BPT", max_size=90), st.integers(2, 40))
def test_ask_overlay_is_what_appending_adds_for_any_shoe(text: str, columns: int) -> None:
    check_ask(text, columns)


def test_stored_shoe_ask_overlay_at_every_hand(stored: tuple[Path, int]) -> None:
    entries = stored_entries(*stored)
    text = "".join(entry.outcome.letter for entry in entries)
    for end in range(len(text) + 1):
        check_ask(text[:end], 12, everything_fits=True)  # no dragon in this shoe outruns 12 columns


# -- the widget -------------------------------------------------------------------------------------
def test_widget_repaints_after_add_entry(qtbot) -> None:
    model = ScoreboardModel(with_pairs("BBPPBPT"))
    widget = ScoreboardWidget(model)
    qtbot.addWidget(widget)
    counter = PaintCounter(widget)
    widget.resize(1280, 190)
    widget.show()
    qtbot.waitUntil(lambda: counter.count > 0)
    qtbot.wait(50)  # let any pending paint land before counting
    before = image(widget)
    painted = counter.count
    model.add_entry(RoadEntry(Outcome.PLAYER, player_pair=True))
    qtbot.waitUntil(lambda: counter.count > painted)
    after = image(widget)
    assert after != before
    assert widget.paint_model().road(RoadId.BEAD_PLATE).cells[-1].letter == "P"
    assert len(widget.paint_model().road(RoadId.BEAD_PLATE).cells) == 8


def test_widget_clears_on_a_new_shoe(qtbot) -> None:
    model = ScoreboardModel(with_pairs(DRAGON))
    widget = shown(qtbot, model, 1280, 190)
    full = image(widget)
    model.clear()
    qtbot.waitUntil(lambda: image(widget) != full)
    assert all(window.cells == () for window in widget.paint_model().windows)
    empty = shown(qtbot, ScoreboardModel(), 1280, 190)
    assert board(widget) == board(empty)  # exactly the board of a fresh shoe


def test_ask_banker_flashes_then_stops(qtbot) -> None:
    model = ScoreboardModel(with_pairs(DRAGON))
    widget = shown(qtbot, model, 1280, 190, flash_ms=400)
    plain = board(widget)
    assert not widget.is_flashing
    widget.ask_banker_button.click()
    assert widget.is_flashing and widget.flash_outcome is Outcome.BANKER and widget.flash_visible
    assert board(widget) != plain  # the hypothetical marks are drawn
    qtbot.waitUntil(lambda: widget.is_flashing and not widget.flash_visible, timeout=2000)  # it blinks
    assert board(widget) == plain
    qtbot.waitUntil(lambda: widget.is_flashing and widget.flash_visible, timeout=2000)  # and again
    assert board(widget) != plain
    qtbot.waitUntil(lambda: not widget.is_flashing, timeout=3000)
    assert widget.flash_outcome is None
    assert board(widget) == plain


def cell_rect(widget: ScoreboardWidget, road: RoadId, column: int, row: int) -> QRectF:
    region = widget.layout_plan.region(road)
    cell = region.cell
    return QRectF(region.rect.left() + column * cell, region.rect.top() + row * cell, cell, cell)


INK = {Colour.RED: "#d32f2f", Colour.BLUE: "#1565c0", Colour.GREEN: "#2e7d32"}


def ink_in(img: QImage, rect: QRectF, colour: Colour) -> int:
    return count_close(img.copy(rect.adjusted(1, 1, -1, -1).toAlignedRect()), INK[colour], 50, step=1)


@pytest.mark.parametrize("outcome", [Outcome.BANKER, Outcome.PLAYER])
def test_the_flash_lights_every_hypothetical_cell(qtbot, outcome: Outcome) -> None:
    model = ScoreboardModel(with_pairs(DRAGON))
    widget = shown(qtbot, model, 1280, 190, flash_ms=5000)
    overlay = widget.paint_model().ask(outcome)
    assert {cell.road for cell in overlay.cells} == set(RoadId)  # every road gets a hypothetical mark
    dark = image(widget)
    widget.flash_ask(outcome)
    lit = image(widget)
    for cell in overlay.cells:
        rect = cell_rect(widget, cell.road, cell.column, cell.row)
        assert ink_in(dark, rect, cell.colour) == 0, cell.road  # the next position is empty...
        assert ink_in(lit, rect, cell.colour) > 0, cell.road  # ...and lit while the ask flashes


def test_pair_dots_sit_top_left_for_banker_and_bottom_right_for_player(qtbot) -> None:
    entries = [
        RoadEntry(Outcome.PLAYER, banker_pair=True),
        RoadEntry(Outcome.BANKER, player_pair=True),
        RoadEntry(Outcome.PLAYER),
        RoadEntry(Outcome.BANKER),
    ]
    widget = shown(qtbot, ScoreboardModel(entries), 1600, 240)
    img = image(widget)

    def corner(road: RoadId, column: int, row: int, top_left: bool) -> QRectF:
        rect = cell_rect(widget, road, column, row)
        half = rect.width() / 2
        return QRectF(
            rect.left() + (0 if top_left else half), rect.top() + (0 if top_left else half), half, half
        )

    # Bead Plate: one column, four rows. Big Road: four columns of one.
    for road, at in ((RoadId.BEAD_PLATE, lambda i: (0, i)), (RoadId.BIG_ROAD, lambda i: (i, 0))):
        assert ink_in(img, corner(road, *at(0), True), Colour.RED) > 0, road  # Player with a Banker pair
        assert ink_in(img, corner(road, *at(2), True), Colour.RED) == 0, road  # Player without
        assert ink_in(img, corner(road, *at(1), False), Colour.BLUE) > 0, road  # Banker with a Player pair
        assert ink_in(img, corner(road, *at(3), False), Colour.BLUE) == 0, road  # Banker without


def test_ties_are_a_green_slash_with_the_count_when_several(qtbot) -> None:
    model = ScoreboardModel(parse_results("BTPBTTTPB"))  # Banker circles with 1, 3 and 0 ties
    assert [c.ties for c in model.roads.big_road] == [1, 0, 3, 0, 0]
    widget = shown(qtbot, model, 1600, 240)
    img = image(widget)
    one, three, none = (cell_rect(widget, RoadId.BIG_ROAD, column, 0) for column in (0, 2, 4))
    assert ink_in(img, one, Colour.GREEN) > 0 and ink_in(img, three, Colour.GREEN) > 0
    assert ink_in(img, none, Colour.GREEN) == 0
    assert img.copy(one.toAlignedRect()) != img.copy(three.toAlignedRect())  # "3" is written on it
    assert img.copy(none.toAlignedRect()) != img.copy(one.toAlignedRect())
    leading = shown(qtbot, ScoreboardModel(parse_results("TT")), 1600, 240)
    assert ink_in(image(leading), cell_rect(leading, RoadId.BIG_ROAD, 0, 0), Colour.GREEN) > 0


def test_ask_player_flashes_other_marks_and_a_new_hand_stops_it(qtbot) -> None:
    model = ScoreboardModel(with_pairs(DRAGON))
    widget = shown(qtbot, model, 1280, 190, flash_ms=5000)
    widget.ask_banker_button.click()
    banker = board(widget)
    widget.ask_player_button.click()
    assert widget.flash_outcome is Outcome.PLAYER
    assert board(widget) != banker
    model.add_entry(RoadEntry(Outcome.TIE))  # the asked position is stale now
    assert not widget.is_flashing
    with pytest.raises(ValueError, match="Banker and Player"):
        widget.flash_ask(Outcome.TIE)


def test_the_default_flash_lasts_about_two_seconds(qtbot) -> None:
    widget = ScoreboardWidget(ScoreboardModel())
    qtbot.addWidget(widget)
    assert 1500 <= widget.flash_ms <= 2500
    instant = ScoreboardWidget(ScoreboardModel(), flash_ms=0)
    qtbot.addWidget(instant)
    instant.flash_ask(Outcome.BANKER)
    assert not instant.is_flashing


def test_ask_icons_show_the_three_hypothetical_marks(qtbot) -> None:
    model = ScoreboardModel(parse_results("BPPPB"))  # Big Eye Boy and Small Road have started, not the Pig
    assert model.roads.ask(Outcome.BANKER) == (Mark.RED, Mark.BLUE, None)
    assert model.roads.ask(Outcome.PLAYER) == (Mark.BLUE, Mark.RED, None)
    widget = shown(qtbot, model, 1280, 190)
    img = image(widget)
    ink = {Mark.RED: "#d32f2f", Mark.BLUE: "#1565c0"}
    for outcome, icons in (
        (Outcome.BANKER, widget.layout_plan.banker_icons),
        (Outcome.PLAYER, widget.layout_plan.player_icons),
    ):
        slot = (icons.width() - 8) / 3  # three slots inside a 4 px padding, in road order
        for index, mark in enumerate(model.roads.ask(outcome)):
            part = img.copy(
                QRectF(icons.left() + 4 + index * slot, icons.top(), slot, icons.height()).toAlignedRect()
            )
            red, blue = count_close(part, ink[Mark.RED], 50), count_close(part, ink[Mark.BLUE], 50)
            assert (red > 0, blue > 0) == (mark is Mark.RED, mark is Mark.BLUE), (outcome, index)
    assert "Big Eye Boy red, Small Road blue, Cockroach Pig —" in widget.ask_banker_button.toolTip()


@pytest.mark.parametrize(
    ("width", "height", "mode"),
    [
        (1280, 190, "wide"),  # a dock under the table
        (1600, 240, "wide"),
        (1100, 300, "wide"),  # the stored-shoe window
        (600, 400, "tall"),  # folded: a whole shoe at bigger cells than the classic's 25 columns
        (380, 700, "tall"),  # a side dock
        (365, 790, "tall"),
        (1440, 860, "tall"),  # the whole window
    ],
)
def test_renders_at_dock_sizes(qtbot, width: int, height: int, mode: str) -> None:
    model = ScoreboardModel(with_pairs(LONG_SHOE))
    widget = shown(qtbot, model, width, height)
    plan = widget.layout_plan
    assert plan.mode == mode
    img = image(widget)
    assert img.size().width() == width and img.size().height() == height
    assert count_close(img, "#fbf8f0", 6) > 1000  # the ivory board
    assert count_close(img, "#d32f2f") > 200 and count_close(img, "#1565c0") > 200  # red and blue marks
    assert count_close(img, "#2e7d32") > 20  # ties
    # Everything inside the widget; the board never under the buttons or the statistics.
    bounds = QRectF(widget.rect())
    assert bounds.contains(plan.board)
    for region in plan.regions:
        assert plan.board.adjusted(-0.01, -0.01, 0.01, 0.01).contains(region.rect), region.road
        assert region.columns >= 8 if region.road is not RoadId.BEAD_PLATE else region.columns >= 6
    for button in (widget.ask_banker_button, widget.ask_player_button):
        assert button.isVisible() and bounds.contains(QRectF(button.geometry()))
        assert not QRectF(button.geometry()).intersects(plan.board)
    assert plan.stats is not None and not plan.stats.intersects(plan.board)
    # Derived cells are half the Big Road's and line up with it.
    big, eye = plan.region(RoadId.BIG_ROAD), plan.region(RoadId.BIG_EYE_BOY)
    assert eye.cell * 2 == big.cell and eye.rect.left() == big.rect.left()
    # The latest Big Road column is on screen; folded (a side dock), the first one too: a whole shoe.
    window = widget.paint_model().road(RoadId.BIG_ROAD)
    assert window.cells[-1].road_column == model.roads.big_road[-1].column
    if mode == "tall":
        assert window.first_column == 0 and big.columns >= model.roads.big_road_width + 1


def test_too_small_does_not_crash_and_is_not_blank(qtbot) -> None:
    widget = shown(qtbot, ScoreboardModel(with_pairs(LONG_SHOE)), 200, 120)
    img = image(widget)
    assert count_close(img, "#fbf8f0", 6) > 200
    assert count_close(img, "#d32f2f") > 20
    for size in ((60, 40), (1, 1), (2000, 30)):
        widget.resize(*size)
        widget.grab()
        widget.flash_ask(Outcome.PLAYER)
        widget.grab()


def test_plan_layout_picks_the_arrangement_from_the_shape() -> None:
    wide = plan_layout(1280, 190)
    assert wide.mode == "wide" and wide.unit == int(wide.unit) and wide.unit >= 6
    bead, big = wide.region(RoadId.BEAD_PLATE), wide.region(RoadId.BIG_ROAD)
    assert bead.rect.right() <= big.rect.left() and bead.rect.height() == 2 * big.rect.height()  # Bead left
    assert wide.visible().big_road >= 30
    tall = plan_layout(380, 700)
    assert (
        tall.mode == "tall"
        and tall.region(RoadId.BEAD_PLATE).rect.bottom() <= tall.region(RoadId.BIG_ROAD).rect.top()
    )
    assert plan_layout(10, 10).mode == "empty"
    crisp = plan_layout(1280, 190, dpr=2.0)
    assert crisp.unit * 2 == int(crisp.unit * 2)


def test_renders_at_device_pixel_ratio_two(qtbot) -> None:
    widget = shown(qtbot, ScoreboardModel(with_pairs(LONG_SHOE)), 640, 190)
    hi = QImage(1280, 380, QImage.Format.Format_RGB32)
    hi.setDevicePixelRatio(2)
    hi.fill(0)
    widget.render(hi, QPoint())
    low = image(widget)
    assert count_close(hi, "#d32f2f") > 3 * count_close(low, "#d32f2f")  # drawn at full resolution


def test_closing_disconnects_from_the_model(qtbot) -> None:
    model = ScoreboardModel(with_pairs("BBP"))
    widget = shown(qtbot, model, 1280, 190)
    assert model.receivers(ROADS_CHANGED) == 1
    widget.flash_ask(Outcome.BANKER)
    widget.close()
    assert model.receivers(ROADS_CHANGED) == 0
    assert not widget.is_flashing
    assert not model.isSignalConnected(QMetaMethod.fromSignal(model.roads_changed))
    model.add_entry(RoadEntry(Outcome.PLAYER))  # nobody listens: nothing to repaint, nothing to crash
    widget.show()  # shown again: follows the model again, from where it stands
    assert model.receivers(ROADS_CHANGED) == 1
    assert len(widget.paint_model().road(RoadId.BEAD_PLATE).cells) == 4


def test_viewmodel_doctests() -> None:
    failures, tried = doctest.testmod(scoreboard_vm)
    assert tried and not failures
