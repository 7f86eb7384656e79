"""The Statistics pane's Shoe odds tab, driven through its own buttons on a history whose stacked
shoes make the pairs, Panda 8 and Dragon 7 turn positive (tests/analytics/test_shoe_odds.py)."""

from __future__ import annotations

import threading
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from baccarat_desktop.analytics.figures.prose import unorphaned
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.shoe_odds import EXPLANATION, shoe_odds, signed_cents
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.statistics.dashboard import DashboardWidget
from baccarat_desktop.ui.statistics.shoe_odds import CELL_PADDING, ShoeOddsPanel
from baccarat_desktop.viewmodels import shoe_odds as model_module
from tests.analytics.test_shoe_odds import stacked  # noqa: F401  (the module's history fixture)
from tests.storage.support import history_rows


def open_dashboard(qtbot: Any, path: Path, size: tuple[int, int] = (1280, 800)) -> DashboardWidget:
    widget = DashboardWidget(path)
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.redraw_pending)
    return widget


def show_tab(dashboard: DashboardWidget) -> ShoeOddsPanel:
    dashboard.tabs.setCurrentWidget(dashboard.shoe_odds)
    return dashboard.shoe_odds


def answer(qtbot: Any, panel: ShoeOddsPanel) -> None:
    with qtbot.waitSignal(panel.model.finished, timeout=60_000):
        panel.run_button.click()
        assert panel.progress.isVisible() and panel.cancel_button.isEnabled()
        assert not panel.run_button.isEnabled() and not panel.table.isVisible()
    qtbot.waitUntil(lambda: panel.table.isVisible())


def test_the_table_says_what_the_hands_show(qtbot: Any, stacked: tuple[Path, int, int]) -> None:  # noqa: F811
    path = stacked[0]
    dashboard = open_dashboard(qtbot, path)
    titles = [dashboard.tabs.tabText(i) for i in range(dashboard.tabs.count())]
    assert titles[-2:] == ["Shoe odds", "Strategy lab"]
    panel = show_tab(dashboard)
    assert dashboard.current_chart() is None and dashboard._side.isVisible()  # the filters stay
    assert not dashboard.save_button.isVisible()  # nothing to save as a chart here
    assert panel.intro.text() == unorphaned(EXPLANATION) and panel.intro.isVisible()
    assert panel.headline.text().startswith("Work out the exact odds before each of these 54 hands")
    assert (
        not panel.table.isVisible() and panel.run_button.isEnabled() and not panel.cancel_button.isEnabled()
    )
    answer(qtbot, panel)
    with History.open(path, write=False) as history:
        report = shoe_odds(history, [r["id"] for r in history_rows(history, "SELECT id FROM hands")])
    assert report is not None
    assert panel.headline.text().startswith(report.summary.split(" priced exactly")[0])
    assert "bets offered were positive before some of them" in panel.headline.text()
    assert panel.run_button.isHidden() and panel.cancel_button.isHidden() and not panel.progress.isVisible()
    text = panel.table_text()
    assert [row[0] for row in text] == [edge.label for edge in report.bets]
    pair = report.edge(BetSpot.PLAYER_PAIR)
    assert pair is not None and pair.positive > 0
    row = text[[e.spot for e in report.bets].index(BetSpot.PLAYER_PAIR)]
    assert row[1] == f"{pair.positive} of 24 hands ({pair.share_text})\n{pair.when_text}"
    assert row[2] == (
        f"{signed_cents(pair.returned_cents)} on {pair.positive} bet{'s' if pair.positive != 1 else ''}\n"
        f"({pair.expected_text})"
    )
    assert row[3] == f"{signed_cents(pair.mean_cents)}\n{signed_cents(pair.best_cents)}"
    perfect = [r for r in text if r[0] == "Perfect Pair"]
    assert perfect == []  # no table here offered it
    # The bets that were ever positive are in gold; the others not.
    for r, edge in enumerate(report.bets):
        gold = panel.table.item(r, 1).background().style() != Qt.BrushStyle.NoBrush
        assert gold == (edge.positive > 0), edge.spot
        assert panel.table.item(r, 0).toolTip().startswith(f"{edge.label}: {edge.positive_text}.")


def test_a_filter_change_drops_the_table(qtbot: Any, stacked: tuple[Path, int, int]) -> None:  # noqa: F811
    path, _pairs, ez = stacked
    dashboard = open_dashboard(qtbot, path)
    panel = show_tab(dashboard)
    answer(qtbot, panel)
    dashboard.set_filter(HistoryFilter.of([ez]))
    assert not panel.table.isVisible() and panel.table_text() == []
    assert panel.run_button.isVisible() and panel.run_button.isEnabled()
    assert "these 30 hands" in panel.headline.text()
    answer(qtbot, panel)
    assert [row[0] for row in panel.table_text()] == ["Player", "Banker", "Tie", "Dragon 7", "Panda 8"]
    dashboard.set_filter(HistoryFilter.of(since=date(2031, 1, 1)))
    assert not panel.run_button.isEnabled() and panel.headline.text().startswith("No hands to price")


def blocking(started: threading.Event) -> Any:
    def fake(_history: Any, _ids: Any, *, progress: Any = None, cancel: Any = None) -> Any:
        progress(7, 54)
        started.set()
        assert cancel.wait(30), "never cancelled"
        return None

    return fake


def test_cancel_leaves_nothing_half_drawn(
    qtbot: Any,
    stacked: tuple[Path, int, int],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started = threading.Event()
    monkeypatch.setattr(model_module, "shoe_odds", blocking(started))
    dashboard = open_dashboard(qtbot, stacked[0])
    panel = show_tab(dashboard)
    panel.run_button.click()
    assert started.wait(10)
    qtbot.waitUntil(lambda: panel.progress.value() == 7)
    assert panel.progress.format() == "7 of 54 hands" and panel.progress.maximum() == 54
    panel.cancel_button.click()
    assert not panel.progress.isVisible() and not panel.table.isVisible() and panel.table_text() == []
    assert panel.details.isVisible() and panel.details.text().startswith("Cancelled")
    assert panel.run_button.isEnabled() and not panel.cancel_button.isEnabled()


def test_closing_the_pane_stops_a_run(
    qtbot: Any,
    stacked: tuple[Path, int, int],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started = threading.Event()
    monkeypatch.setattr(model_module, "shoe_odds", blocking(started))
    dashboard = open_dashboard(qtbot, stacked[0])
    panel = show_tab(dashboard)
    panel.run_button.click()
    assert started.wait(10)
    thread = panel.model._worker.job_thread
    assert thread is not None and thread.is_alive()
    dashboard.close()
    assert not thread.is_alive()  # the fake returned only once it saw the cancel


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640), (650, 560)], ids=str)
def test_nothing_is_clipped(qtbot: Any, stacked: tuple[Path, int, int], size: tuple[int, int]) -> None:  # noqa: F811
    """Every title fits its column and every cell's wrapped words fit its row, at the pane's sizes
    (the pane alone: 650 wide is what a 1024 x 640 window leaves it beside the scoreboard)."""
    dashboard = open_dashboard(qtbot, stacked[0], size)
    panel = show_tab(dashboard)
    answer(qtbot, panel)
    table = panel.table
    qtbot.waitUntil(lambda: not panel._fit_timer.isActive())
    plain = QFontMetrics(table.font())
    bold_font = QFont(table.font())
    bold_font.setBold(True)
    bold = QFontMetrics(bold_font)
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    assert columns[:3] == [0, 1, 2]  # the counts and betting only then always show
    assert sum(table.columnWidth(c) for c in columns) <= table.viewport().width()
    for c in columns:
        title = table.horizontalHeaderItem(c).text()
        assert max(bold.horizontalAdvance(line) for line in title.split("\n")) <= table.columnWidth(c), title
    for r in range(table.rowCount()):
        for c in columns:
            metrics = bold if c == 0 else plain
            box = QRect(0, 0, table.columnWidth(c) - CELL_PADDING, 100_000)
            words = metrics.boundingRect(box, Qt.TextFlag.TextWordWrap, table.item(r, c).text())
            assert words.height() <= table.rowHeight(r), (r, c)
            longest = max(metrics.horizontalAdvance(w) for w in table.item(r, c).text().split())
            assert longest <= table.columnWidth(c) - CELL_PADDING // 2, (r, c)  # no word is cut
    # The table is never cut off: the tab scrolls instead.
    assert table.height() >= table.horizontalHeader().height() + sum(
        table.rowHeight(r) for r in range(table.rowCount())
    )
