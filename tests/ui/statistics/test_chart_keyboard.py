"""The Statistics pane by keyboard, through Qt's accessibility API (issue 28, items 6 and 7): the chart
switcher is a page tab list of page tabs and one Tab stop; Tab goes from it to the chart shown, its
numbers and on, never onto anything hidden; each chart's numbers are a named table read from the
statistics the chart is drawn from. tests/screen_reader/test_statistics_keyboard.py reads the same
with a real AT-SPI client."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.figures.formats import money_text
from baccarat_desktop.analytics.figures.numbers import chart_numbers
from baccarat_desktop.ui.statistics.dashboard import DashboardWidget
from baccarat_desktop.ui.statistics.lab import LabPanel
from baccarat_desktop.ui.statistics.shoe_odds import ShoeOddsPanel

from .test_dashboard import open_dashboard


@pytest.fixture
def dashboard(qtbot: Any, two_tables: Path) -> DashboardWidget:
    return open_dashboard(qtbot, two_tables)


def role(widget: QWidget) -> QAccessible.Role:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.role()


def test_the_switcher_is_a_page_tab_list(dashboard: DashboardWidget) -> None:
    assert role(dashboard.nav) == QAccessible.Role.PageTabList
    assert (
        QAccessible.queryAccessibleInterface(dashboard.nav).text(QAccessible.Text.Name) == "Statistics pages"
    )
    dashboard.show_chart(Chart.TIES)
    for index, pill in enumerate(dashboard.nav.pills):
        interface = QAccessible.queryAccessibleInterface(pill)
        assert interface.role() == QAccessible.Role.PageTab
        assert interface.text(QAccessible.Text.Name) == dashboard.tabs.tabText(index)
        state = interface.state()
        assert state.selectable and state.selected == (index == 2) and not state.checkable


def test_the_pills_are_one_stop_and_the_arrows_choose(qtbot: Any, dashboard: DashboardWidget) -> None:
    pills = dashboard.nav.pills
    assert [p.focusPolicy() != Qt.FocusPolicy.NoFocus for p in pills] == [True] + [False] * (len(pills) - 1)
    pills[0].setFocus()
    qtbot.waitUntil(pills[0].hasFocus)
    qtbot.keyClick(pills[0], Qt.Key.Key_Right)
    assert dashboard.current_chart() is Chart.STREAKS and pills[1].hasFocus() and pills[1].isChecked()
    qtbot.keyClick(pills[1], Qt.Key.Key_End)
    assert dashboard.tabs.currentWidget() is dashboard.lab and pills[-1].hasFocus()
    qtbot.keyClick(pills[-1], Qt.Key.Key_Right)  # round to the first, as WAI-ARIA tabs do
    assert dashboard.current_chart() is Chart.BANKROLL and pills[0].hasFocus()
    qtbot.keyClick(pills[0], Qt.Key.Key_Left)
    assert dashboard.tabs.currentWidget() is dashboard.lab
    qtbot.keyClick(pills[-1], Qt.Key.Key_Home)
    assert dashboard.current_chart() is Chart.BANKROLL
    assert [p.focusPolicy() != Qt.FocusPolicy.NoFocus for p in pills].count(True) == 1


def tab_stops(qtbot: Any, start: QWidget, count: int) -> list[QWidget]:
    """Where Tab takes the keyboard, ``count`` times from ``start``."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(start.hasFocus)
    stops = []
    for _ in range(count):
        widget = QApplication.focusWidget()
        assert widget is not None
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        landed = QApplication.focusWidget()
        assert landed is not None and landed.isVisible(), f"Tab landed on a hidden {landed}"
        interface = QAccessible.queryAccessibleInterface(landed)
        assert interface is not None and interface.text(QAccessible.Text.Name).strip(), f"unnamed {landed}"
        stops.append(landed)
    return stops


@pytest.mark.parametrize("chart", [Chart.BANKROLL, Chart.MONEY], ids=lambda c: c.value)
def test_tab_goes_from_the_pill_to_the_chart_and_its_numbers(
    qtbot: Any, dashboard: DashboardWidget, chart: Chart
) -> None:
    dashboard.show_chart(chart)
    pill = dashboard.nav.pills[list(Chart).index(chart)]
    stops = tab_stops(qtbot, pill, 2)
    assert stops == [dashboard.canvas(chart), dashboard.number_toggles[chart]]
    assert not dashboard.number_tables[chart].isVisible()
    qtbot.keyClick(stops[-1], Qt.Key.Key_Space)
    assert dashboard.numbers_shown and all(t.isChecked() for t in dashboard.number_toggles.values())
    stops = tab_stops(qtbot, pill, 12)
    assert stops[:3] == [
        dashboard.canvas(chart),
        dashboard.number_toggles[chart],
        dashboard.number_tables[chart],
    ]
    assert pill in stops[3:], "Tab comes round to the pills: no trap"
    assert not any(dashboard.tabs.isAncestorOf(s) and not s.isVisible() for s in stops)


def test_the_lab_and_shoe_odds_are_made_when_first_shown_and_tab_reaches_them(
    qtbot: Any, dashboard: DashboardWidget
) -> None:
    # The pane opens on a chart: the two heavy panels are not made yet (draw_all makes none either).
    dashboard.draw_all()
    assert not dashboard.findChildren(LabPanel) and not dashboard.findChildren(ShoeOddsPanel)
    pills = dashboard.nav.pills
    pills[0].setFocus()
    qtbot.waitUntil(pills[0].hasFocus)
    qtbot.keyClick(pills[0], Qt.Key.Key_End)  # the Strategy lab, chosen by the keyboard
    (lab,) = dashboard.findChildren(LabPanel)
    assert dashboard.lab is lab and lab.isVisible() and dashboard.tabs.currentWidget() is lab
    assert not dashboard.findChildren(ShoeOddsPanel) and not dashboard.which_hands.sessions.isVisible()
    qtbot.keyClick(pills[-1], Qt.Key.Key_Tab)
    assert lab.isAncestorOf(QApplication.focusWidget()), "Tab goes from the pill into the lab"
    qtbot.keyClick(pills[-1], Qt.Key.Key_Left)  # Shoe odds
    (odds,) = dashboard.findChildren(ShoeOddsPanel)
    assert dashboard.shoe_odds is odds and odds.isVisible() and dashboard.tabs.currentWidget() is odds
    assert dashboard.tabs.indexOf(odds) == len(Chart) and dashboard.which_hands.sessions.isVisible()
    qtbot.keyClick(pills[len(Chart)], Qt.Key.Key_Tab)
    assert odds.isAncestorOf(QApplication.focusWidget()), "Tab goes from the pill into the shoe odds"


def test_each_chart_has_a_named_table_of_its_numbers(qtbot: Any, dashboard: DashboardWidget) -> None:
    dashboard.draw_all()
    dashboard.number_toggles[Chart.BANKROLL].setChecked(True)
    analysis = dashboard.analysis
    for chart in Chart:
        dashboard.show_chart(chart)
        table = dashboard.number_tables[chart]
        assert isinstance(table, QTableView) and table.isVisible()
        interface = QAccessible.queryAccessibleInterface(table)
        assert interface.role() == QAccessible.Role.Table
        assert interface.text(QAccessible.Text.Name) == f"{chart.title}: the numbers"
        model = table.model()
        numbers = chart_numbers(chart, analysis)
        assert model.rowCount() == len(numbers.rows) > 0
        headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        assert headers == list(numbers.headers) and all(headers)
        assert not table.tabKeyNavigation()  # Tab leaves the table; the arrows move inside it
    bankroll = dashboard.numbers[Chart.BANKROLL]
    last = bankroll.index(bankroll.rowCount() - 1, 3)
    assert bankroll.data(last) == money_text(analysis.bankroll().final_cents, escape=False)
    money = dashboard.numbers[Chart.MONEY]
    assert [money.data(money.index(r, 0)) for r in range(money.rowCount())] == [
        row.label for row in [*analysis.money().rows, analysis.money().total]
    ]


def test_the_numbers_follow_new_hands_and_filters(qtbot: Any, dashboard: DashboardWidget) -> None:
    from baccarat_desktop.analytics.filters import HistoryFilter

    dashboard.draw_all()
    outcomes = dashboard.numbers[Chart.OUTCOMES]
    assert outcomes.data(outcomes.index(0, 1)) == f"{dashboard.analysis.outcomes().rows[0].count:,}"
    with qtbot.waitSignal(dashboard.model.filter_changed):
        dashboard.set_filter(HistoryFilter.of([2]))
    dashboard.show_chart(Chart.OUTCOMES)
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    assert outcomes.data(outcomes.index(0, 1)) == f"{dashboard.analysis.outcomes().rows[0].count:,}"
    assert dashboard.analysis.outcomes().hands == 1_200
