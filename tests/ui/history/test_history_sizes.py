"""The hand history at the window sizes people use: every filter, the hand's columns, the whole third
card and "Replay on the felt" in sight without scrolling; cards written as on their faces."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QWidget

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels.history_model import COLUMNS
from tests.analytics.helpers import play_stacked, seeded_history

# A three-card hand on each side, with tens and red suits: Player 10♥ 2♦ 3♠, Banker 10♦ 2♥ 4♣.
THREE_CARDS = "TH TD 2D 2H 3S 4C"

# The browser at the window's size and at what the window leaves it beside the scoreboard dock.
SIZES = [(1024, 640), (1280, 720), (1920, 1080), (684, 520), (930, 600), (1570, 960)]
LARGE_TEXT_SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]
HAND_COLUMNS = {"Player", "P", "Banker", "B", "Winner", "Bets", "Net", "Bankroll"}


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = seeded_history(tmp_path_factory.mktemp("sizes") / "history.sqlite3", first=300, second=0)
    with History.open(path) as history:
        play_stacked(history, [THREE_CARDS], {BetSpot.BANKER: 2_500, BetSpot.TIE: 500})
    return path


def inside(widget: QWidget, outer: QWidget) -> bool:
    """``widget`` is shown and lies wholly within ``outer`` (and within its own clipping parents)."""
    if not widget.isVisible():
        return False
    rect = QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size())
    if not outer.rect().contains(rect):
        return False
    parent = widget.parentWidget()
    while parent is not None and parent is not outer:
        area = QRect(parent.mapTo(outer, QPoint(0, 0)), parent.size())
        if not area.contains(rect):
            return False
        parent = parent.parentWidget()
    return True


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_everything_needed_is_in_sight(qtbot: Any, path: Path, width: int, height: int) -> None:
    in_sight(qtbot, path, width, height)


@pytest.mark.parametrize(("width", "height"), LARGE_TEXT_SIZES, ids=[f"{w}x{h}" for w, h in LARGE_TEXT_SIZES])
def test_everything_needed_is_in_sight_at_the_largest_text(
    qtbot: Any, path: Path, width: int, height: int
) -> None:
    """Settings > Text size 150%: the columns are measured in the larger type (they were measured
    before the style sheet's size reached the table, and cut every title and date)."""
    from baccarat_desktop.ui.look.palette import set_text_scale

    set_text_scale(150)
    try:
        in_sight(qtbot, path, width, height, every_column_from=2560)
    finally:
        set_text_scale(100)


def in_sight(qtbot: Any, path: Path, width: int, height: int, *, every_column_from: int = 1920) -> None:
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    browser = HistoryBrowser(path)
    qtbot.addWidget(browser)
    browser.resize(width, height)
    browser.show()
    qtbot.waitExposed(browser)
    browser.table.selectRow(0)  # the newest hand: three cards each
    qtbot.wait(1)
    detail = browser.current_detail
    assert len(detail.coup.player) == 3 and len(detail.coup.banker) == 3

    # Every filter shows, whole, and wide enough for its own minimum.
    for widget in browser.filter_widgets:
        assert inside(widget, browser), widget
        assert widget.width() >= widget.minimumSizeHint().width()
        if isinstance(widget, QComboBox):  # what it says now reads whole beside its arrow
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            text_room = widget.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, widget
            )
            advance = widget.fontMetrics().horizontalAdvance(widget.currentText())
            assert advance <= text_room.width(), (widget.currentText(), advance, text_room.width())

    # Every column shown lies wholly in the table's viewport (no sideways scrolling), the hand's own
    # columns always show, and every column shows when there is room for the table at full width.
    viewport = browser.table.viewport().width()
    header = browser.table.horizontalHeader()
    shown = [c for c in range(len(COLUMNS)) if not browser.table.isColumnHidden(c)]
    assert {COLUMNS[c][0] for c in shown} >= HAND_COLUMNS
    for column in shown:
        left = header.sectionViewportPosition(column)
        assert left >= 0 and left + header.sectionSize(column) <= viewport, COLUMNS[column]
        assert header.sectionSize(column) >= browser.widths[column] - 1, COLUMNS[column]
    if width >= every_column_from:
        assert len(shown) == len(COLUMNS)

    # The sideways third card is drawn whole, and Replay is in sight without scrolling.
    scroll = browser.detail_scroll
    assert scroll.verticalScrollBar().value() == 0
    for row in (browser.detail_panel.player_cards, browser.detail_panel.banker_cards):
        assert len(row.drawn_rects()) == 3
        for rect in row.drawn_rects():
            assert QRect(0, 0, row.width(), row.height()).contains(rect.toAlignedRect()), rect
        assert inside(row, scroll.viewport())
    for button in (browser.detail_panel.replay_button, browser.detail_panel.scoreboard_button):
        assert inside(button, scroll.viewport()) and button.isEnabled()
        assert button.width() >= button.sizeHint().width()


def test_cards_read_as_on_their_faces(qtbot: Any, path: Path) -> None:
    """'10♥' in the list and in the detail, red suits in red; the stored spelling ('TH') nowhere."""
    from baccarat_desktop.ui.history.browser import HistoryBrowser
    from baccarat_desktop.ui.look.card_text import CardsDelegate, faces_html
    from baccarat_desktop.ui.look.palette import CARD_RED_ON_LIGHT

    browser = HistoryBrowser(path)
    qtbot.addWidget(browser)
    browser.resize(1280, 720)
    browser.show()
    browser.table.selectRow(0)
    model = browser.model
    assert model.data(model.index(0, 5)) == "10♥ 2♦ 3♠"
    assert model.data(model.index(0, 7)) == "10♦ 2♥ 4♣"
    assert isinstance(browser.table.itemDelegateForColumn(5), CardsDelegate)
    assert isinstance(browser.table.itemDelegateForColumn(7), CardsDelegate)
    text = QTextDocument()
    text.setHtml(browser.detail_panel.steps.text())
    plain = text.toPlainText()
    assert "Player's first card: 10♥ (total 0)" in plain and "TH" not in plain and "TD" not in plain
    assert CARD_RED_ON_LIGHT.name() in faces_html("10♥") and CARD_RED_ON_LIGHT.name() not in faces_html("10♠")

    # The list paints a red suit red: grab the Player cell and find the red ink.
    rect = browser.table.visualRect(model.index(0, 5))
    image = browser.table.viewport().grab(rect).toImage()
    reds = sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 90 and c.blue() < 90
    )
    assert reds > 5


def test_money_columns_line_up_on_the_decimal_point(qtbot: Any, path: Path) -> None:
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    browser = HistoryBrowser(path)
    qtbot.addWidget(browser)
    model = browser.model
    for column in (11, 12):
        assert model.data(model.index(0, column), Qt.ItemDataRole.TextAlignmentRole) & int(
            Qt.AlignmentFlag.AlignRight
        )
        font = model.data(model.index(0, column), Qt.ItemDataRole.FontRole)
        assert font is not None
        texts = [model.data(model.index(r, column)) for r in range(20)]
        assert all(t == "—" or t[-3] == "." for t in texts), texts
