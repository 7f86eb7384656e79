"""The scoreboard holds a whole shoe in the dock beside the table, at every window size, with the odds
panel on or off and at 150% text (issue 27, items 3, 4 and 10).

Before: the Big Road showed about 14 columns and scrolled the start of the shoe away after 24 hands;
maximised it left black under the roads and the status bar cut the Ask buttons in half; the odds panel
or large text shrank it to a thumbnail (Bead Plate letters gone, 3-4 px derived marks, "Ask B"); a pair
dot cut a gap in its Big Road ring. Each check here walks what is painted or laid out on screen.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards, standard_deck
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import RoadEntry
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.ui.look.palette import BOARD_PAPER
from baccarat_desktop.ui.scoreboard.widget import _ask_button_text
from baccarat_desktop.viewmodels.scoreboard import RoadId, ScoreboardModel

from ..conftest import BANKER_PAIR_HAND, BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, Table
from ..text_probe import FLOOR_PX, widget_text
from .test_scoreboard import image, shown

SIZES = [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440)]
B, P, T, PBP = BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, BANKER_PAIR_HAND
# Sixty hands that change sides often: the Big Road runs to 41 columns, as a choppy real shoe does.
SIXTY = [B, P, B, P, P, B, T, P, B, B, P, PBP] * 5
BEAD_LETTER_PX, DERIVED_CELL, BIG_ROAD_CELL = FLOOR_PX, 7.0, 14.0  # the least that reads, in pixels


def _shoe() -> Shoe:
    return Shoe.from_order(parse_cards(" ".join(SIXTY).split()) + list(standard_deck()) * 2)


def _settle(table: Table, size: tuple[int, int]) -> None:
    table.window.resize(*size)
    table.window.fit_scoreboard()
    for _ in range(3):
        QApplication.processEvents()


def _play(table: Table) -> None:
    for _ in SIXTY:
        table.controller.select_chip(2_500)
        table.controller.place_chip(BetSpot.BANKER)
        assert table.controller.deal() is not None
    table.scene.skip_animations()
    QApplication.processEvents()


def scoreboard_fit_problems(table: Table) -> list[str]:
    """The first and latest Big Road columns in view; Bead Plate letters, Big Road and derived cells at
    a readable size; the Ask buttons whole, inside the dock and the window, clear of the status bar,
    with their whole words painted; the board filling the dock's height."""
    window = table.window
    board = window.scoreboard
    if not board.isVisible():
        return ["the scoreboard is not in front"]
    problems: list[str] = []
    roads = board.model.roads
    plan = board.layout_plan
    shown_rect = QRectF(board.visibleRegion().boundingRect()).adjusted(-1, -1, 1, 1)
    nodes = {road.label: table.painted_cells() for road, table in board.tables.items()}
    big = nodes[RoadId.BIG_ROAD.label]
    width = roads.big_road_width
    for label, column in (("first", 0), ("latest", width - 1)):
        cells = [kid for kid in big if kid.name.startswith(f"Column {column + 1},")]
        if not cells or any(kid.rect.isEmpty() or not shown_rect.contains(kid.rect) for kid in cells):
            problems.append(f"the Big Road's {label} column ({column + 1} of {width}) is not in view")
    for road, least in (
        (RoadId.BIG_ROAD, BIG_ROAD_CELL),
        (RoadId.BIG_EYE_BOY, DERIVED_CELL),
        (RoadId.SMALL_ROAD, DERIVED_CELL),
        (RoadId.COCKROACH_PIG, DERIVED_CELL),
    ):
        cell = plan.region(road).cell
        if cell < least - 0.01:
            problems.append(f"the {road.label}'s cells are {cell:.1f} px (under {least:.0f})")
    runs = widget_text(board)
    letters = [run for run in runs if run.text.strip() in ("B", "P", "T") and plan.board.contains(run.rect)]
    if len(letters) < len(roads.bead_plate):
        problems.append(f"the Bead Plate paints {len(letters)} letters for {len(roads.bead_plate)} hands")
    problems += [
        f"a Bead Plate letter is {run.px:.1f} px" for run in letters if run.px < BEAD_LETTER_PX - 0.05
    ]
    status = window.statusBar().geometry() if window.statusBar().isVisible() else None
    for button, outcome in (
        (board.ask_banker_button, Outcome.BANKER),
        (board.ask_player_button, Outcome.PLAYER),
    ):
        name = _ask_button_text(outcome)
        in_window = button.rect().translated(button.mapTo(window, QPoint(0, 0)))
        if not button.isVisible():
            problems.append(f"{name!r} is not shown")
            continue
        if not window.rect().contains(in_window) or (status is not None and status.intersects(in_window)):
            problems.append(f"{name!r} is cut by the window or the status bar at {in_window}")
        if (
            not board.rect().contains(button.geometry())
            or button.visibleRegion().boundingRect() != button.rect()
        ):
            problems.append(f"{name!r} is not whole in the dock at {button.geometry()}")
        painted = " ".join(run.text for run in widget_text(button)).strip()
        if painted != name:
            problems.append(f"{name!r} paints {painted!r}")
    # The board fills its height: the statistics at the top, the Ask buttons at the bottom, the roads
    # between them with less than one band's room to spare.
    top = plan.stats.top() if plan.stats is not None else plan.board.top()
    # The buttons' icons are under them where large text leaves no room beside them.
    bottom = max(
        plan.banker_button.bottom(),
        plan.player_button.bottom(),
        math.floor(plan.banker_icons.bottom()),
        math.floor(plan.player_icons.bottom()),
    )
    if top > 12 or bottom < board.height() - 12:
        problems.append(f"the board spans {top:.0f}..{bottom:.0f} of {board.height()} px")
    gaps = plan.board.top() - (plan.stats.bottom() if plan.stats else 0)
    gaps += min(plan.banker_button.top(), plan.player_button.top()) - plan.board.bottom()
    if gaps > 12 * plan.unit + 30:
        problems.append(f"the roads leave {gaps:.0f} px empty in their dock")
    return problems


@pytest.mark.parametrize("odds", [False, True], ids=["odds-off", "odds-on"])
@pytest.mark.parametrize("text", [100, 150], ids=["text-100", "text-150"])
def test_a_whole_shoe_is_in_view_at_every_size(make_table: Any, text: int, odds: bool) -> None:
    table = make_table(_shoe, text_size=text, show_odds=odds)
    _play(table)
    assert table.window.scoreboard.model.roads.big_road_width >= 40
    problems: list[str] = []
    for size in SIZES:
        _settle(table, size)
        problems += [f"{size[0]}x{size[1]}: {problem}" for problem in scoreboard_fit_problems(table)]
    assert problems == []


def _split(table: Table) -> bool:
    window = table.window
    return window.odds_dock.isVisible() and window.odds_dock not in window.tabifiedDockWidgets(
        window.scoreboard_dock
    )


def test_the_odds_panel_shares_the_column_only_where_both_keep_their_size(make_table: Any) -> None:
    """A short column puts the odds panel in a tab beside the scoreboard (the O key brings it to the
    front); a tall one puts it under the scoreboard with every line of the prices shown."""
    table = make_table(_shoe, show_odds=True)
    _play(table)
    window = table.window
    _settle(table, (1280, 720))
    assert not _split(table) and not window.scoreboard.visibleRegion().isEmpty()
    assert window.odds_panel.visibleRegion().isEmpty()  # its tab behind the scoreboard's
    assert window.scoreboard_dock.height() > 0.8 * (window.height() - window.centralWidget().y())
    window.set_odds_shown(False)
    window.set_odds_shown(True)
    QApplication.processEvents()
    assert not window.odds_panel.visibleRegion().isEmpty()  # asked for: in front
    _settle(table, (2560, 1440))
    assert _split(table) and window.scoreboard.isVisible() and window.odds_panel.isVisible()
    panel = window.odds_panel
    assert panel.height() >= panel.useful_height(panel.width()) - 2  # every line of the prices
    assert panel.verticalScrollBar().maximum() == 0
    assert scoreboard_fit_problems(table) == []
    # New prices after each hand do not flip the column between split and tabs.
    flips: list[bool] = []
    for _ in range(6):
        table.controller.select_chip(2_500)
        table.controller.place_chip(BetSpot.BANKER)
        assert table.controller.deal() is not None
        table.scene.skip_animations()
        QApplication.processEvents()
        flips.append(_split(table))
    assert all(flips) and panel.height() >= panel.useful_height(panel.width()) - 2


# -- item 10: a pair dot on a whole ring ------------------------------------------------------------
@pytest.mark.parametrize("outcome", [Outcome.BANKER, Outcome.PLAYER])
def test_a_pair_dot_leaves_the_big_road_ring_unbroken(qtbot: Any, outcome: Outcome) -> None:
    """Sample the ring's middle line all round a Big Road cell with both pairs: ring, dot or the dot's
    edge everywhere, never the board's paper (a paper edge round the dot cut the ring into a 'C')."""
    model = ScoreboardModel([RoadEntry(outcome, banker_pair=True, player_pair=True)])
    widget = shown(qtbot, model, 520, 900)
    region = widget.layout_plan.region(RoadId.BIG_ROAD)
    assert region.cell >= 20
    img = image(widget)
    rect = region.cell_rect(0, 0)
    centre = rect.center()
    ring_w = max(1.2, region.cell * 0.14)
    middle = region.cell * 0.40 - ring_w / 2
    paper = QColor(BOARD_PAPER)
    gaps = []
    for step in range(180):
        angle = 2 * math.pi * step / 180
        point = centre + QPointF(math.cos(angle) * middle, math.sin(angle) * middle)
        pixel = img.pixelColor(round(point.x() - 0.5), round(point.y() - 0.5))
        if sum(abs(a - b) for a, b in zip(pixel.getRgb()[:3], paper.getRgb()[:3], strict=True)) < 90:
            gaps.append(round(math.degrees(angle)))
    assert gaps == [], f"the ring shows the paper at {gaps} degrees"


def test_a_wide_dock_grows_the_ask_buttons(qtbot: Any) -> None:
    """At 2560x1440 the dock is 665 px wide and the Ask buttons' 13.5 px words looked tiny beside the
    roads' 20 px cells: they grow with the dock (up to 1.4x), whole, in one row."""
    model = ScoreboardModel([RoadEntry(Outcome.BANKER)])
    widget = shown(qtbot, model, 665, 1270)
    for button, outcome in (
        (widget.ask_banker_button, Outcome.BANKER),
        (widget.ask_player_button, Outcome.PLAYER),
    ):
        runs = widget_text(button)
        assert " ".join(run.text for run in runs).strip() == _ask_button_text(outcome)
        assert min(run.px for run in runs) >= 17.5
    assert widget.ask_banker_button.geometry().top() == widget.ask_player_button.geometry().top()
    narrow = shown(qtbot, model, 340, 600)
    assert max(run.px for run in widget_text(narrow.ask_banker_button)) < 14.5
