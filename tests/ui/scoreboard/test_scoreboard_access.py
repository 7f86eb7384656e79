"""The scoreboard for screen readers: the roads, their cells and the statistics are accessible
children named and described in words, the Ask buttons say which marks they would add, and the tree
follows the roads as hands are added (docs/rules.md §Scoreboard roads for the examples).

Expected words are written here by hand from the rules' examples, not read from the view model.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible, QAccessibleInterface

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import RoadEntry, parse_results
from baccarat_desktop.ui.scoreboard.widget import ScoreboardWidget
from baccarat_desktop.viewmodels.scoreboard import ScoreboardModel

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
ROADS = ["Bead Plate", "Big Road", "Big Eye Boy", "Small Road", "Cockroach Pig"]


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


def test_each_cell_is_a_child_of_its_road(qtbot: Any) -> None:
    """BPPPB, then a tie: columns of 1, 3 and 1 (the last with a tie) and a Big Eye Boy of blue, red, blue."""
    widget, board = _board(qtbot, "BPPPBT")
    children = _children(board)
    big = children["Big Road"]
    assert big.childCount() == 5
    cells = [big.child(i).text(NAME) for i in range(big.childCount())]
    assert cells == [
        "Column 1, row 1: Banker",
        "Column 2, row 1: Player",
        "Column 2, row 2: Player",
        "Column 2, row 3: Player",
        "Column 3, row 1: Banker, with a tie",
    ]
    assert big.text(DESCRIPTION) == "Banker 1, Player 3, Banker 1 (latest); 1 tie"
    eye = children["Big Eye Boy"]
    assert [eye.child(i).text(DESCRIPTION) for i in range(eye.childCount())] == ["blue", "red", "blue"]
    bead = children["Bead Plate"]
    assert bead.childCount() == 6 and bead.child(5).text(NAME) == "Column 1, row 6: Tie"
    # A cell is where it is painted: inside its road, inside the widget, on the screen.
    cell, road = big.child(4), big.rect()
    assert not cell.rect().isEmpty() and road.contains(cell.rect())
    assert cell.parent().text(NAME) == "Big Road" and cell.role() == QAccessible.Role.Cell
    assert widget.rect().translated(widget.mapToGlobal(widget.rect().topLeft())).contains(road)


def test_the_tree_follows_the_roads(qtbot: Any) -> None:
    widget, board = _board(qtbot, "BBPPB")
    before = _children(board)["Big Road"].childCount()
    widget.model.add_entry(RoadEntry(Outcome.PLAYER, banker_pair=True))
    children = _children(board)
    big = children["Big Road"]
    assert big.childCount() == before + 1
    assert big.child(before).text(NAME) == "Column 4, row 1: Player, Banker pair"
    assert big.text(DESCRIPTION) == "Banker 2, Player 2, Banker 1, Player 1 (latest)"
    widget.model.clear()
    children = _children(board)
    assert children["Bead Plate"].text(DESCRIPTION) == "No hands yet"
    assert children["Big Road"].childCount() == 0


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
    assert big.childCount() == 60  # every hand its own column
    first, last = big.child(0), big.child(59)
    assert first.text(NAME) == "Column 1, row 1: Banker" and last.text(NAME) == "Column 60, row 1: Player"
    assert first.state().invisible and first.rect().isEmpty()
    assert not last.state().invisible and big.rect().contains(last.rect())
