"""Road marks with shapes (Settings > Road marks, docs/rules.md §Scoreboard roads): every road's red
and blue marks differ in outline as well as colour, the Bead Plate keeps its letters, the legend and
the Ask icons follow, and the window switches at once, stored shoes' scoreboards included.

Expected outlines are read from the pixels painted (a square's corner has ink where a circle's has
none; a backslash's ink is top-left where a slash's is top-right), not from the widget's own words.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import Mark, parse_results
from baccarat_desktop.ui.scoreboard.widget import ScoreboardWidget
from baccarat_desktop.viewmodels.scoreboard import (
    Colour,
    Form,
    Glyph,
    RoadId,
    ScoreboardModel,
    VisibleColumns,
    paint_roads,
)
from baccarat_desktop.viewmodels.settings import RoadMarks

from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, stacked

INK = {Colour.RED: QColor("#d32f2f"), Colour.BLUE: QColor("#1565c0"), Colour.GREEN: QColor("#2e7d32")}
WHITE = QColor("#ffffff")
ROUND = {Form.DISC, Form.RING}
SQUARE = {Form.SQUARE, Form.SQUARE_RING}
# A dragon tail, ties and both sides' streaks: every derived road gets red and blue marks.
SHOE = "TTBPPBBBBBBBBBBPPPPPPPPPBBTPBPBBBPPPPPPPPBTTBPBPBBPPBPBPPB"


def _ink(img: QImage, rect: QRectF, colour: QColor) -> int:
    """Pixels of ``rect`` within 60 per channel of ``colour``."""
    part = img.copy(rect.toAlignedRect())
    found = 0
    for y in range(part.height()):
        for x in range(part.width()):
            pixel = part.pixelColor(x, y)
            if (
                max(
                    abs(pixel.red() - colour.red()),
                    abs(pixel.green() - colour.green()),
                    abs(pixel.blue() - colour.blue()),
                )
                <= 60
            ):
                found += 1
    return found


def _shown(qtbot: Any, marks: RoadMarks, text: str = SHOE) -> tuple[ScoreboardWidget, QImage]:
    widget = ScoreboardWidget(ScoreboardModel(parse_results(text)), road_marks=marks)
    qtbot.addWidget(widget)
    widget.resize(1900, 760)
    widget.show()
    qtbot.waitExposed(widget)
    return widget, widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _cell(widget: ScoreboardWidget, road: RoadId, column: int, row: int) -> QRectF:
    region = widget.layout_plan.region(road)
    size = region.cell
    return QRectF(region.rect.left() + column * size, region.rect.top() + row * size, size, size)


RADIUS = {RoadId.BEAD_PLATE: 0.43, RoadId.BIG_ROAD: 0.40, RoadId.BIG_EYE_BOY: 0.36, RoadId.SMALL_ROAD: 0.34}


def _corner(rect: QRectF, road: RoadId) -> QRectF:
    """A small box just inside the top-left corner of a square mark of the road's size (the share of
    the cell its round mark's radius takes): ink there for a square, none for a circle."""
    size = rect.width()
    start = 0.5 - RADIUS[road] * 0.88 + 0.015
    return QRectF(rect.left() + size * start, rect.top() + size * start, size * 0.035, size * 0.035)


def test_with_shapes_red_marks_are_round_and_blue_square_on_every_road() -> None:
    roads = ScoreboardModel(parse_results(SHOE)).roads
    paint = paint_roads(roads, VisibleColumns.uniform(500), marks=RoadMarks.SHAPES)
    plain = paint_roads(roads, VisibleColumns.uniform(500))
    for road in RoadId:
        cells = paint.road(road).cells
        assert {cell.colour for cell in cells} >= {Colour.RED, Colour.BLUE}, road
        for cell in cells:
            if road is RoadId.COCKROACH_PIG:
                assert cell.form is (Form.BACKSLASH if cell.colour is Colour.RED else Form.SLASH)
            elif cell.colour is Colour.RED:
                assert cell.form in ROUND, (road, cell)
            elif cell.colour is Colour.BLUE:
                assert cell.form in SQUARE, (road, cell)
            else:
                assert cell.form is Form.DIAMOND  # a tie's bead
        # By colour alone, one shape a road, as before.
        assert len({cell.form for cell in plain.road(road).cells if cell.glyph is not Glyph.TIE}) == 1, road
    beads = paint.road(RoadId.BEAD_PLATE).cells
    assert [cell.letter for cell in beads] == [
        outcome.letter for outcome in (e.outcome for e in roads.entries)
    ]
    legend = {item.key: item.form for item in paint.stats if item.colour is not None and item.key != "streak"}
    assert legend == {
        "banker": Form.DISC,
        "player": Form.SQUARE,
        "tie": Form.SLASH,
        "banker_pairs": Form.DISC,
        "player_pairs": Form.SQUARE,
    }
    assert {item.form for item in plain.stats} == {Form.DISC}


@pytest.mark.parametrize("road", [RoadId.BEAD_PLATE, RoadId.BIG_ROAD, RoadId.BIG_EYE_BOY, RoadId.SMALL_ROAD])
def test_the_painted_outlines_differ_by_side(qtbot: Any, road: RoadId) -> None:
    _colour_only, plain = _shown(qtbot, RoadMarks.COLOUR)
    shapes, img = _shown(qtbot, RoadMarks.SHAPES)
    cells = shapes.paint_model().road(road).cells
    blue = next(cell for cell in cells if cell.colour is Colour.BLUE)
    red = next(cell for cell in cells if cell.colour is Colour.RED)
    for cell, square in ((blue, True), (red, False)):
        corner = _corner(_cell(shapes, road, cell.column, cell.row), road)
        assert (_ink(img, corner, INK[cell.colour]) > 0) is square, (road, cell)
        assert _ink(plain, corner, INK[cell.colour]) == 0, (road, cell)  # round without shapes


def test_the_cockroach_pig_leans_by_side(qtbot: Any) -> None:
    widget, img = _shown(qtbot, RoadMarks.SHAPES)
    _plain_widget, plain = _shown(qtbot, RoadMarks.COLOUR)
    cells = widget.paint_model().road(RoadId.COCKROACH_PIG).cells
    red = next(cell for cell in cells if cell.colour is Colour.RED)
    blue = next(cell for cell in cells if cell.colour is Colour.BLUE)
    red_rect = _cell(widget, RoadId.COCKROACH_PIG, red.column, red.row)
    blue_rect = _cell(widget, RoadId.COCKROACH_PIG, blue.column, blue.row)

    def top(img: QImage, rect: QRectF, colour: Colour, left: bool) -> int:
        size = rect.width()
        x = rect.left() + size * 0.15 if left else rect.center().x() + size * 0.1
        return _ink(img, QRectF(x, rect.top() + size * 0.15, size * 0.25, size * 0.25), INK[colour])

    assert top(img, red_rect, Colour.RED, True) > 0 and top(img, red_rect, Colour.RED, False) == 0  # '\'
    assert top(img, blue_rect, Colour.BLUE, False) > 0 and top(img, blue_rect, Colour.BLUE, True) == 0  # '/'
    assert top(plain, red_rect, Colour.RED, False) > 0  # '/' for both by colour alone


def test_the_bead_plate_keeps_its_letters_with_shapes(qtbot: Any) -> None:
    widget, img = _shown(qtbot, RoadMarks.SHAPES, "BPT")
    for row, colour in enumerate((Colour.RED, Colour.BLUE, Colour.GREEN)):
        rect = _cell(widget, RoadId.BEAD_PLATE, 0, row)
        middle = QRectF(rect.center().x() - rect.width() * 0.12, rect.center().y() - rect.width() * 0.15,
                        rect.width() * 0.24, rect.width() * 0.3)  # fmt: skip
        assert _ink(img, middle, WHITE) > 0, colour  # the letter, white on the mark
        assert _ink(img, middle, INK[colour]) > 0, colour


def test_the_ask_icons_take_the_shapes(qtbot: Any) -> None:
    text = "BPPPB"  # Ask Banker adds a red Big Eye Boy and a blue Small Road mark
    assert ScoreboardModel(parse_results(text)).roads.ask(Outcome.BANKER) == (Mark.RED, Mark.BLUE, None)
    plain_widget, plain = _shown(qtbot, RoadMarks.COLOUR, text)
    widget, img = _shown(qtbot, RoadMarks.SHAPES, text)
    icons = widget.layout_plan.banker_icons
    slot = (icons.width() - 8) / 3
    small_road = QRectF(icons.left() + 4 + slot, icons.top(), slot, icons.height())

    def widths(img: QImage) -> list[int]:
        """How many blue pixels each row of the Small Road icon holds, top to bottom."""
        rect = small_road.toAlignedRect()
        rows = [
            _ink(img, QRectF(rect.left(), y, rect.width(), 1), INK[Colour.BLUE])
            for y in range(rect.top(), rect.bottom() + 1)
        ]
        return [row for row in rows if row]

    assert len(widths(img)) >= 6 and len(set(widths(img))) == 1, widths(img)  # a square: every row as wide
    assert len(set(widths(plain))) > 2, widths(plain)  # a dot narrows to the top and the bottom
    assert plain_widget.layout_plan.banker_icons == icons


def test_the_window_switches_the_marks_at_once_stored_shoes_too(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2))
    for _ in range(2):
        assert table.controller.deal() is not None
        table.scene.skip_animations()
    window = table.window
    session = table.controller.session_id
    stored = window.show_stored_shoe(table.controller.shoe_id)
    boards = (window.scoreboard, stored.findChild(type(window.scoreboard)))
    assert all(board.road_marks is RoadMarks.COLOUR for board in boards)
    window.apply_settings(table.controller.settings.with_changes(road_marks=RoadMarks.SHAPES))
    for board in boards:
        assert board.road_marks is RoadMarks.SHAPES
        forms = {cell.form for cell in board.paint_model().road(RoadId.BIG_ROAD).cells}
        assert forms == {Form.SQUARE_RING, Form.RING}  # one Player, one Banker
    assert table.controller.session_id == session  # no new session for a look
    later = window.show_stored_shoe(table.controller.shoe_id)
    assert later.findChild(type(window.scoreboard)).road_marks is RoadMarks.SHAPES
    window.apply_settings(table.controller.settings.with_changes(road_marks=RoadMarks.COLOUR))
    assert window.scoreboard.road_marks is RoadMarks.COLOUR
