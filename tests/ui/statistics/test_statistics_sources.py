"""The Statistics pane's choice of whose hands (issue 31): the Hand history's own control, the
player's hands until he asks otherwise; the floor's hands and a tracked shoe give the outcome charts
their hands, and the money charts say there is no money in them. Named and reached by Tab."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from matplotlib.text import Text
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from baccarat_desktop.analytics.analysis import MONEY_CHARTS, NO_MONEY, Chart
from baccarat_desktop.analytics.filters import Source
from baccarat_desktop.ui.history.browser import HistoryBrowser
from baccarat_desktop.ui.statistics.dashboard import DashboardWidget
from baccarat_desktop.ui.whose_box import WhoseBox
from tests.analytics.sources import PLAYER_HANDS, TRACKED_STANDING, three_sources


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return three_sources(tmp_path_factory.mktemp("sources") / "h.sqlite3")


def open_dashboard(qtbot: Any, path: Path) -> DashboardWidget:
    widget = DashboardWidget(path)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.redraw_pending)
    return widget


def choose(qtbot: Any, widget: DashboardWidget, source: Source) -> None:
    box = widget.which_hands.source
    box.setCurrentIndex(box.findData(source))
    qtbot.waitUntil(lambda: widget.model.filter.source is source, timeout=5000)
    qtbot.waitUntil(lambda: not widget.redraw_pending)


def shown_text(widget: DashboardWidget, chart: Chart) -> str:
    """What the chart says, drawn (``draw_all``) and beside it."""
    figure = widget.canvas(chart).figure
    return "\n".join(t.get_text() for t in figure.findobj(Text)) + "\n" + widget.notes[chart].text()


def test_the_choice_is_the_hand_historys_and_starts_at_the_players_own(qtbot: Any, mixed: Path) -> None:
    widget = open_dashboard(qtbot, mixed)
    box = widget.which_hands.source
    assert isinstance(box, WhoseBox)
    assert box.source is Source.PLAYER and widget.model.hands == PLAYER_HANDS
    assert box.accessibleName() == "Whose hands"
    browser = HistoryBrowser(mixed)
    qtbot.addWidget(browser)
    assert isinstance(browser.source_box, WhoseBox)  # one control, two places
    same = [box.itemText(i) for i in range(box.count())]
    assert same == [browser.source_box.itemText(i) for i in range(browser.source_box.count())]
    assert same == ["Your own hands", "The floor's hands", "Tracked shoes"]


def test_each_source_its_hands_and_no_money_but_the_players(qtbot: Any, mixed: Path) -> None:
    widget = open_dashboard(qtbot, mixed)
    seen: dict[Source, int] = {}
    for source in (Source.FLOOR, Source.TRACKED, Source.PLAYER):
        choose(qtbot, widget, source)
        seen[source] = widget.model.hands
        assert widget.luck.isHidden() == (source is not Source.PLAYER)  # no bets to replay
        if source is Source.TRACKED:  # their ids are the entries': never read as rows of hands
            assert not len(widget._stored_hands().hands)
        widget.draw_all()
        for chart in Chart:
            text = shown_text(widget, chart)
            money_missing = chart in MONEY_CHARTS and source is not Source.PLAYER
            assert (NO_MONEY in text) == money_missing, (source, chart)
            table = widget.numbers[chart]
            assert (table.rowCount() == 0) == money_missing, (source, chart)
        # The session list is the source's own sessions.
        listed = {
            widget.which_hands.sessions.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(widget.which_hands.sessions.count())
        }
        assert listed == set(widget.model.data.session_ids()), source
    assert seen[Source.PLAYER] == PLAYER_HANDS and seen[Source.TRACKED] == len(TRACKED_STANDING)
    assert seen[Source.FLOOR] > 50
    assert "The floor's hands" not in widget.filters_button.text()


def test_the_choice_is_reached_by_tab(qtbot: Any, mixed: Path) -> None:
    widget = open_dashboard(qtbot, mixed)
    with qtbot.waitActive(widget):
        widget.activateWindow()
    widget.which_hands.all_history.setFocus(Qt.FocusReason.OtherFocusReason)
    QTest.keyClick(widget.which_hands.all_history, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is widget.which_hands.source
    QTest.keyClick(widget.which_hands.source, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is widget.which_hands.all_history
