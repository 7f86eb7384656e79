"""The analytics pane built offscreen from a seeded history: charts with data, following the game,
filters, saving charts and exporting their data."""

from __future__ import annotations

import csv
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from matplotlib.text import Text
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.figures.formats import money_text
from baccarat_desktop.analytics.figures.notes import chart_note
from baccarat_desktop.analytics.figures.prose import unorphaned
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.statistics.dashboard import DashboardWidget
from tests.analytics.helpers import (
    EZ_BETS,
    SIDE_BETS,
    held_results,
    play_more,
    seeded_history,
    side_bet_history,
)


@pytest.fixture(scope="module")
def path(two_tables: Path) -> Path:
    return two_tables


def open_dashboard(qtbot: Any, path: Path) -> DashboardWidget:
    widget = DashboardWidget(path)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.redraw_pending)
    return widget


@pytest.fixture
def dashboard(qtbot: Any, path: Path) -> DashboardWidget:
    return open_dashboard(qtbot, path)


def figure_text(widget: DashboardWidget, chart: Chart) -> str:
    return "\n".join(t.get_text() for t in widget.canvas(chart).figure.findobj(Text)).replace("\\$", "$")


@pytest.mark.parametrize("chart", list(Chart), ids=lambda c: c.value)
def test_every_chart_has_data(qtbot: Any, dashboard: DashboardWidget, chart: Chart) -> None:
    dashboard.show_chart(chart)
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    figure = dashboard.canvas(chart).figure
    text = figure_text(dashboard, chart)
    assert chart.title in text and "All history  ·  2,700 hands" in text
    assert "No hands match" not in text
    assert figure.axes, "a chart has at least one plot"
    assert dashboard.notes[chart].text() == unorphaned(chart_note(chart, dashboard.analysis)) != ""
    analysis = dashboard.analysis
    if chart is Chart.BANKROLL:
        line = max(figure.axes[0].get_lines(), key=lambda line: len(line.get_xdata()))
        assert np.max(line.get_ydata()) == analysis.bankroll().values.max() / 100
    elif chart is Chart.MONEY:
        for row in analysis.money().rows:
            assert money_text(row.net_cents, escape=False) in text
    elif chart is Chart.SESSIONS:
        assert "#1" in text and "#2" in text
    elif chart is Chart.OUTCOMES:
        assert f"{analysis.outcomes().rows[0].observed:.2%}" in text


def test_refresh_takes_in_new_hands(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=400, second=0)
    dashboard = open_dashboard(qtbot, path)
    assert len(dashboard.analysis.data.hands) == 400
    with qtbot.waitSignal(dashboard.model.refreshed) as nothing:
        dashboard.refresh()
    assert nothing.args == [0] and not dashboard.redraw_pending
    play_more(path, 30)
    with qtbot.waitSignal(dashboard.model.refreshed) as added:
        dashboard.refresh()
    assert added.args == [30]
    data = dashboard.analysis.data
    assert len(data.hands) == 430 and data.session_ids() == [1, 2]
    assert dashboard.analysis.bankroll().hands == 430
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    assert "430 hands" in figure_text(dashboard, Chart.BANKROLL)
    assert dashboard.which_hands.sessions.count() == 2  # the new session is listed
    assert "430 hands in 2 sessions" in dashboard.which_hands.hand_count.text()
    # A chart not on screen is redrawn, with the new hands, when its tab is shown.
    dashboard.show_chart(Chart.OUTCOMES)
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    assert "430 hands" in figure_text(dashboard, Chart.OUTCOMES)


def test_filters_from_the_controls(qtbot: Any, dashboard: DashboardWidget) -> None:
    dashboard.which_hands.all_history.setChecked(False)
    second = next(
        dashboard.which_hands.sessions.item(i)
        for i in range(dashboard.which_hands.sessions.count())
        if "#2 " in dashboard.which_hands.sessions.item(i).text()
    )
    with qtbot.waitSignal(dashboard.model.filter_changed) as changed:
        second.setSelected(True)
    assert changed.args == [HistoryFilter.of([2])]
    assert len(dashboard.analysis.data.hands) == 1_200
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    assert "Session 2  ·  1,200 hands" in figure_text(dashboard, Chart.BANKROLL)
    with qtbot.waitSignal(dashboard.model.filter_changed):
        dashboard.which_hands.all_history.setChecked(True)
    assert len(dashboard.analysis.data.hands) == 2_700


def test_set_filter_moves_the_controls(qtbot: Any, dashboard: DashboardWidget) -> None:
    dashboard.set_filter(HistoryFilter.of(since=date(2026, 2, 1)))
    assert not dashboard.which_hands.all_history.isChecked()
    assert dashboard.which_hands.use_since.isChecked() and not dashboard.which_hands.use_until.isChecked()
    assert dashboard.which_hands.since.date().toPython() == date(2026, 2, 1)
    assert dashboard.which_hands.controls_filter() == HistoryFilter.of(since=date(2026, 2, 1))
    assert len(dashboard.analysis.data.hands) == 1_200  # only the February session
    dashboard.set_filter(HistoryFilter())
    assert dashboard.which_hands.all_history.isChecked() and not dashboard.which_hands.sessions.isEnabled()


@pytest.mark.parametrize(("name", "kind"), [("bankroll.png", "png"), ("bankroll.svg", "svg")])
def test_save_chart(
    dashboard: DashboardWidget, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, kind: str
) -> None:
    asked: list[str] = []

    def ask(cls: Any, parent: Any, caption: str, suggested: str, filters: str) -> tuple[Path, str]:
        asked.append(suggested)
        return tmp_path / name, filters.split(";;")[0]

    monkeypatch.setattr(DashboardWidget, "ask_save_path", classmethod(ask))
    saved = dashboard.save_chart()
    assert saved == tmp_path / name and asked == ["bankroll.png"]
    if kind == "png":
        image = QImage(str(saved))
        assert (image.width(), image.height()) == (1280, 800)
        assert len({image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 800, 40)}) > 10
    else:
        text = saved.read_text()
        assert text.startswith("<?xml") and "<svg" in text and "Bankroll" in text
    assert saved.name in dashboard.status.text()


def test_cancelling_the_dialog_saves_nothing(
    dashboard: DashboardWidget, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(DashboardWidget, "ask_save_path", classmethod(lambda cls, *args: (None, "")))
    assert dashboard.save_chart() is None and dashboard.export_data() is None
    assert list(tmp_path.iterdir()) == []


def test_export_data(dashboard: DashboardWidget, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(
        DashboardWidget,
        "ask_save_path",
        classmethod(lambda cls, *args: (tmp_path / "money", "CSV file (*.csv)")),
    )
    dashboard.show_chart(Chart.MONEY)
    saved = dashboard.export_data()
    assert saved == tmp_path / "money.csv"
    with open(saved, newline="") as handle:
        rows = list(csv.DictReader(handle))
    money = dashboard.analysis.money()
    assert [r["spot"] for r in rows] == [r.spot for r in money.rows] + ["total"]
    assert [int(r["net_cents"]) for r in rows] == [r.net_cents for r in [*money.rows, money.total]]


def test_draw_all_and_render_offscreen(dashboard: DashboardWidget, tmp_path: Path) -> None:
    dashboard.draw_all()
    for chart in Chart:
        assert not dashboard.model.is_stale(chart)
    image = dashboard.grab().toImage()
    assert (image.width(), image.height()) == (1280, 800)
    assert image.save(str(tmp_path / "dashboard.png"))
    assert len({image.pixel(x, y) for x in range(0, 1280, 23) for y in range(0, 800, 23)}) > 30


def test_a_resized_canvas_gets_its_chart_again(qtbot: Any, dashboard: DashboardWidget) -> None:
    figure = dashboard.canvas(Chart.BANKROLL).figure
    dashboard.resize(1000, 700)
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    qtbot.waitUntil(lambda: dashboard._built_size[Chart.BANKROLL] == tuple(figure.get_size_inches()))
    assert figure.get_size_inches()[0] < 10.0


def test_tabs_follow_the_chart_order(dashboard: DashboardWidget) -> None:
    titles = [dashboard.tabs.tabText(i) for i in range(dashboard.tabs.count())]
    assert titles == [c.title for c in Chart] + ["Shoe odds", "Strategy lab"]
    dashboard.tabs.setCurrentIndex(2)
    assert dashboard.current_chart() is Chart.TIES
    assert dashboard.which_hands.sessions.selectionMode().name == "ExtendedSelection"
    assert dashboard.which_hands.all_history.checkState() == Qt.CheckState.Checked


def test_money_by_bet_type_shows_every_side_bet_played(qtbot: Any, tmp_path: Path) -> None:
    """A history with side bets (every one offered, then EZ Baccarat): a bar, a name and a ledger line
    for each bet played, named by the catalogue, with its expected net."""
    path = side_bet_history(tmp_path / "side.sqlite3", first=500, second=300)
    dashboard = open_dashboard(qtbot, path)
    dashboard.show_chart(Chart.MONEY)
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    rows = dashboard.analysis.money().rows
    played = {*SIDE_BETS, *EZ_BETS}
    assert [r.label for r in rows] == [s.label for s in BetSpot if s in played]
    figure = dashboard.canvas(Chart.MONEY).figure
    ticks = [t.get_text().replace("\n", " ") for t in figure.axes[0].get_xticklabels()]
    assert ticks == [r.label for r in rows]
    text = figure_text(dashboard, Chart.MONEY)
    for row in rows:
        assert money_text(row.net_cents, escape=False) in text
        assert money_text(row.expected_net_cents, escape=False) in text
    shot = tmp_path / "money.png"
    assert dashboard.grab().save(str(shot))
    assert QImage(str(shot)).width() == 1280


# -- at every size (issue 14) ----------------------------------------------------------------------
@pytest.mark.parametrize(("width", "height"), [(684, 520), (930, 600), (1570, 960)])
def test_navigation_and_filters_fit_the_pane(qtbot: Any, dashboard: Any, width: int, height: int) -> None:
    """Every chart's pill is whole inside the pane (no tab overflow); a narrow pane folds the filters
    above the chart and gives the chart the width; the session list is as tall as its rows."""
    from PySide6.QtCore import QPoint, QRect

    dashboard.resize(width, height)
    qtbot.waitUntil(lambda: dashboard.nav.height() > 0)
    qtbot.wait(10)
    pane = dashboard.rect()
    buttons = dashboard.nav.pills
    assert len(buttons) == dashboard.tabs.count()
    for button in buttons:
        rect = QRect(button.mapTo(dashboard, QPoint(0, 0)), button.size())
        assert button.isVisible() and pane.contains(rect), button.text()
        assert button.width() >= button.sizeHint().width()
    narrow = width < dashboard.NARROW_BELOW
    assert dashboard.filters_folded == narrow
    assert dashboard.filters_button.isVisible() == narrow
    if narrow:
        assert dashboard.tabs.width() >= width - 40  # the chart gets the width
        dashboard.filters_button.click()
        qtbot.waitUntil(lambda: dashboard.which_hands.all_history.isVisible())
        dashboard.filters_button.click()
        qtbot.waitUntil(lambda: not dashboard.which_hands.all_history.isVisible())
    rows = dashboard.which_hands.sessions.count()
    assert dashboard.which_hands.sessions.height() <= min(max(rows, 3), 10) * 40


def test_the_nav_pills_switch_charts(qtbot: Any, dashboard: Any) -> None:
    for index, button in enumerate(dashboard.nav.pills):
        button.click()
        assert dashboard.tabs.currentIndex() == index and button.isChecked()
        assert [pill.isChecked() for pill in dashboard.nav.pills].count(True) == 1
    dashboard.tabs.setCurrentIndex(0)
    assert dashboard.nav.pills[0].isChecked()


def test_the_formula_is_one_click_away(qtbot: Any, dashboard: Any) -> None:
    from baccarat_desktop.analytics.figures.notes import chart_formula_note

    dashboard.draw_all()
    for chart in (Chart.TIES, Chart.OUTCOMES):
        link, formula = dashboard.formula_links[chart], dashboard.formulas[chart]
        assert "How is this worked out?" in link.text()
        assert formula.text() == chart_formula_note(chart, dashboard.analysis) and "1.96" in formula.text()
        assert "1.96" not in dashboard.notes[chart].text()
        assert not formula.isVisibleTo(dashboard)
        link.linkActivated.emit("#")
        assert formula.isVisibleTo(dashboard.tabs.widget(list(Chart).index(chart)))


def test_the_first_chart_is_drawn_once_before_the_rest_is_read_then_every_chart(
    qtbot: Any, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening draws the Bankroll from its own columns while the results are still being read, and
    only once (its note is laid out first); then every chart is drawn from all the data, in tab
    order, with the same numbers as a pane that waited for everything."""
    from baccarat_desktop.analytics.analysis import Analysis
    from baccarat_desktop.analytics.dataset import Dataset
    from baccarat_desktop.analytics.figures.numbers import chart_numbers
    from baccarat_desktop.ui.statistics import dashboard as module

    history, whole = Dataset.open(path)
    history.close()
    expected = Analysis(whole)
    release = held_results(monkeypatch)
    built: list[Chart] = []
    original = module.build_figure

    def build(chart: Chart, analysis: Any, figure: Any = None, **kwargs: Any) -> Any:
        built.append(chart)
        return original(chart, analysis, figure, **kwargs)

    monkeypatch.setattr(module, "build_figure", build)
    widget = DashboardWidget(path)
    qtbot.addWidget(widget)
    try:
        widget.resize(1280, 800)
        widget.show()
        qtbot.waitExposed(widget)
        qtbot.waitUntil(lambda: not widget.redraw_pending)
        assert built == [Chart.BANKROLL], "the first chart, once"
        assert widget.model.data.hands.results_pending, "drawn before the results came"
        line = max(widget.canvas(Chart.BANKROLL).figure.axes[0].get_lines(), key=lambda x: len(x.get_xdata()))
        assert np.array_equal(line.get_ydata()[[0, -1]], expected.bankroll().values[[0, -1]] / 100)
    finally:
        release.set()
    widget.draw_all()
    assert [chart for chart in dict.fromkeys(built)] == list(Chart), "every chart, in tab order"
    for chart in Chart:
        assert widget.notes[chart].text() == unorphaned(chart_note(chart, expected)), chart
        mine, theirs = widget.numbers[chart].numbers, chart_numbers(chart, expected)
        assert mine.headers == theirs.headers and list(mine.rows) == list(theirs.rows), chart
