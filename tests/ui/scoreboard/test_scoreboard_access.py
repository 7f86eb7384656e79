"""The scoreboard for screen readers: the statistics are an accessible child read in words, each
road a real table (rows and columns, each cell named), the Ask buttons say which marks they would
add, and the tree follows the roads as hands are added (docs/rules.md §Scoreboard roads for the
examples).

Expected words are written here by hand from the rules' examples, not read from the view model.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTableView

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import RoadEntry, parse_results
from baccarat_desktop.ui.scoreboard.widget import ScoreboardWidget
from baccarat_desktop.viewmodels.scoreboard import RoadId, ScoreboardModel

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
ROADS = ["Bead Plate", "Big Road", "Big Eye Boy", "Small Road", "Cockroach Pig"]


@pytest.fixture(autouse=True)
def _reader_listening() -> Iterator[None]:
    """As with a screen reader on: Qt tells the tables' interfaces of model changes only while
    accessibility is active (the real client's tests: tests/screen_reader)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def _board(qtbot: Any, text: str) -> tuple[ScoreboardWidget, QAccessibleInterface]:
    widget = ScoreboardWidget(ScoreboardModel(parse_results(text)))
    qtbot.addWidget(widget)
    widget.resize(1600, 300)
    widget.show()
    qtbot.waitExposed(widget)
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return widget, interface


def _children(interface: QAccessibleInterface) -> dict[str, QAccessibleInterface]:
    found = {}
    for index in range(interface.childCount()):
        child = interface.child(index)
        assert child is not None and interface.indexOfChild(child) == index
        assert child.parent() is not None
        found[child.text(NAME)] = child
    return found


def _cells(road: QAccessibleInterface) -> dict[tuple[int, int], QAccessibleInterface]:
    """A road table's cells by (row, column), from the cells' own table-cell interfaces (the header
    cells Qt adds have none)."""
    found = {}
    for index in range(road.childCount()):
        child = road.child(index)
        cell = child.tableCellInterface() if child is not None else None
        if child is not None and cell is not None and child.role() == QAccessible.Role.Cell:
            found[(cell.rowIndex(), cell.columnIndex())] = child
    return found


def _marked(road: QAccessibleInterface) -> list[str]:
    """The names of a road's marked cells, column by column (the order a road is dealt)."""
    cells = _cells(road)
    named = [(column, row, cell.text(NAME)) for (row, column), cell in cells.items()]
    return [name for _c, _r, name in sorted(named) if not name.endswith(": empty")]


def test_each_road_is_a_named_child_read_in_words(qtbot: Any) -> None:
    """BBPPB: Big Road columns of 2, 2 and 1 and a Big Eye Boy of red, red; the other roads empty."""
    _widget, board = _board(qtbot, "BBPPB")
    assert board.text(NAME) == "Scoreboard" and board.text(DESCRIPTION)
    children = _children(board)
    assert list(children) == ["Ask Banker", "Ask Player", "Statistics", *ROADS]
    words = {name: children[name].text(DESCRIPTION) for name in ROADS}
    assert words == {
        "Bead Plate": "5 hands: Banker, Banker, Player, Player, Banker (latest)",
        "Big Road": "Banker 2, Player 2, Banker 1 (latest)",
        "Big Eye Boy": "Red 2 (latest)",
        "Small Road": "No marks yet",
        "Cockroach Pig": "No marks yet",
    }
    statistics = children["Statistics"].text(DESCRIPTION)
    assert statistics.startswith("Hands 5; Banker 3, 60%; Player 2, 40%; Tie 0, 0%")
    assert statistics.endswith("Streak Banker 1")


def test_each_road_is_a_table_of_named_cells(qtbot: Any) -> None:
    """BPPPB, then a tie: columns of 1, 3 and 1 (the last with a tie) and a Big Eye Boy of blue, red,
    blue. Each road is a real table (Qt's item view: what gives AT-SPI its Table interface), six rows
    by its columns, every cell named by its place and what is in it."""
    widget, board = _board(qtbot, "BPPPBT")
    children = _children(board)
    big = children["Big Road"]
    assert big.role() == QAccessible.Role.Table and isinstance(big.object(), QTableView)
    cells = _cells(big)
    assert set(cells) == {(row, column) for row in range(6) for column in range(3)}
    assert _marked(big) == [
        "Column 1, row 1: Banker",
        "Column 2, row 1: Player",
        "Column 2, row 2: Player",
        "Column 2, row 3: Player",
        "Column 3, row 1: Banker, with a tie",
    ]
    assert cells[(1, 0)].text(NAME) == "Column 1, row 2: empty"
    assert cells[(0, 2)].text(NAME) == "Column 3, row 1: Banker, with a tie"
    assert cells[(0, 2)].text(DESCRIPTION) == ""  # the name says it all: a reader says it once
    assert big.text(DESCRIPTION) == "Banker 1, Player 3, Banker 1 (latest); 1 tie"
    eye = _cells(children["Big Eye Boy"])
    assert [eye[(0, column)].text(NAME) for column in range(3)] == [
        "Column 1, row 1: blue",
        "Column 2, row 1: red",
        "Column 3, row 1: blue",
    ]
    bead = _cells(children["Bead Plate"])
    assert bead[(5, 0)].text(NAME) == "Column 1, row 6: Tie"
    # A cell is where it is painted: inside its road, inside the widget, on the screen, exactly the
    # board's own cell.
    cell, road = cells[(0, 2)], big.rect()
    assert not cell.rect().isEmpty() and road.contains(cell.rect())
    assert cell.parent().text(NAME) == "Big Road" and cell.role() == QAccessible.Role.Cell
    assert widget.rect().translated(widget.mapToGlobal(widget.rect().topLeft())).contains(road)
    painted = widget.layout_plan.region(RoadId.BIG_ROAD).cell_rect(2, 0).toAlignedRect()
    assert cell.rect() == painted.translated(widget.mapToGlobal(painted.topLeft()) - painted.topLeft())


def test_the_tree_follows_the_roads(qtbot: Any) -> None:
    widget, board = _board(qtbot, "BBPPB")
    assert len(_marked(_children(board)["Big Road"])) == 5
    widget.model.add_entry(RoadEntry(Outcome.PLAYER, banker_pair=True))
    children = _children(board)
    big = children["Big Road"]
    assert len(_marked(big)) == 6 and max(column for _row, column in _cells(big)) == 3
    assert _cells(big)[(0, 3)].text(NAME) == "Column 4, row 1: Player, Banker pair"
    assert big.text(DESCRIPTION) == "Banker 2, Player 2, Banker 1, Player 1 (latest)"
    widget.model.clear()
    children = _children(board)
    assert children["Bead Plate"].text(DESCRIPTION) == "No hands yet"
    assert _marked(children["Big Road"]) == [] and len(_cells(children["Big Road"])) == 6


def test_the_ask_buttons_say_which_marks_they_would_add(qtbot: Any) -> None:
    """BPPPB: a Banker next adds red to Big Eye Boy and blue to Small Road, nothing to the Pig."""
    widget, board = _board(qtbot, "BPPPB")
    children = _children(board)
    assert children["Ask Banker"].text(DESCRIPTION) == (
        "If Banker wins next: Big Eye Boy a red mark, Small Road a blue mark, Cockroach Pig no mark. "
        "Press to flash where the marks would go in every road."
    )
    assert (
        children["Ask Player"]
        .text(DESCRIPTION)
        .startswith(
            "If Player wins next: Big Eye Boy a blue mark, Small Road a red mark, Cockroach Pig no mark."
        )
    )
    assert widget.ask_banker_button.accessibleDescription() == children["Ask Banker"].text(DESCRIPTION)


def test_a_cell_scrolled_out_of_view_is_still_read_but_invisible(qtbot: Any) -> None:
    """A long shoe on a small board: the earliest Big Road columns are off the left edge, yet the
    road still lists every cell, the ones out of view marked invisible with no place on screen."""
    widget = ScoreboardWidget(ScoreboardModel(parse_results("BP" * 30)))
    qtbot.addWidget(widget)
    widget.resize(420, 200)
    widget.show()
    qtbot.waitExposed(widget)
    board = QAccessible.queryAccessibleInterface(widget)
    big = _children(board)["Big Road"]
    assert len(_marked(big)) == 60  # every hand its own column
    cells = _cells(big)
    first, last = cells[(0, 0)], cells[(0, 59)]
    assert first.text(NAME) == "Column 1, row 1: Banker" and last.text(NAME) == "Column 60, row 1: Player"
    assert first.state().invisible and first.rect().isEmpty()
    assert not last.state().invisible and big.rect().contains(last.rect())


def test_the_keyboard_moves_cell_to_cell_and_marks_the_cell(qtbot: Any) -> None:
    """Tab reaches each road after the Ask buttons; it comes in at the latest cell and the arrows
    move in rows and columns; the focused cell gets a focus mark, and nothing else is painted."""
    widget, _interface = _board(qtbot, "BPPPB")
    plain = widget.grab().toImage()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.ask_player_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert widget.ask_player_button.hasFocus()
    QTest.keyClick(widget.ask_player_button, Qt.Key.Key_Tab)
    bead = widget.tables[RoadId.BEAD_PLATE]
    assert bead.hasFocus()
    QTest.keyClick(bead, Qt.Key.Key_Tab)
    big = widget.tables[RoadId.BIG_ROAD]
    assert big.hasFocus()
    here = big.currentIndex()
    assert (here.row(), here.column()) == (0, 2)  # the latest: column 3, row 1, Banker
    QTest.keyClick(big, Qt.Key.Key_Left)
    QTest.keyClick(big, Qt.Key.Key_Down)
    here = big.currentIndex()
    assert (here.row(), here.column()) == (1, 1)
    cell = QAccessible.queryAccessibleInterface(big).focusChild()
    assert cell is not None and cell.text(NAME) == "Column 2, row 2: Player"
    marked = widget.grab().toImage()
    mark = widget.layout_plan.region(RoadId.BIG_ROAD).cell_rect(1, 1).toAlignedRect()
    changed = [
        (x, y)
        for x in range(0, widget.width(), 2)
        for y in range(0, widget.height(), 2)
        if plain.pixel(x, y) != marked.pixel(x, y)
    ]
    assert changed and all(mark.adjusted(-2, -2, 2, 2).contains(x, y) for x, y in changed)
    big.clearFocus()
    qtbot.waitUntil(lambda: widget.grab().toImage() == plain)  # no focus, no mark
