"""The Statistics pane's "How lucky was I?" strip under the bankroll chart, driven by its button."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from matplotlib.lines import Line2D

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.figures.prose import NBSP, unorphaned
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.ui.statistics.dashboard import DashboardWidget
from tests.analytics.helpers import seeded_history


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seeded_history(tmp_path_factory.mktemp("luck-pane") / "history.sqlite3", first=400, second=300)


def open_dashboard(qtbot: Any, path: Path, size: tuple[int, int] = (1280, 800)) -> DashboardWidget:
    widget = DashboardWidget(path)
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.redraw_pending)
    return widget


def test_the_sentence_appears_under_the_bankroll_chart(qtbot: Any, path: Path) -> None:
    dashboard = open_dashboard(qtbot, path)
    panel = dashboard.luck
    page = dashboard.canvas(Chart.BANKROLL).parentWidget()
    assert panel.parentWidget() is page and panel.isVisible()
    assert panel.run_button.isEnabled() and panel.run_button.text() == "How lucky was I?"
    assert "700 hands" in panel.headline.text() and not panel.canvas.isVisible()
    with qtbot.waitSignal(panel.model.finished, timeout=60_000):
        panel.run_button.click()
        assert not panel.run_button.isEnabled()  # the pane stays live while the replay runs
    qtbot.waitUntil(lambda: panel.canvas.isVisible())
    text = panel.headline.text()
    assert text.startswith("Your result was better than ")
    assert text.replace(NBSP, " ").endswith("% of 10,000 sessions with the same bets")
    assert panel.details.isVisible() and "expected" in panel.details.text()
    assert unorphaned(panel.headline.toolTip()) == panel.details.text()
    assert panel.run_button.isHidden()  # the same hands always give the same answer
    marks = [
        line.get_xdata()[0] for line in panel.canvas.figure.axes[0].get_lines() if isinstance(line, Line2D)
    ]
    assert panel.model.report.luck.actual_net / 100 in marks
    # Nothing overlaps: the strip sits between the chart and its note, inside the page.
    canvas, note = dashboard.canvas(Chart.BANKROLL), dashboard.notes[Chart.BANKROLL]
    qtbot.waitUntil(lambda: panel.geometry().bottom() < note.geometry().top())  # the next layout pass
    assert canvas.geometry().bottom() < panel.geometry().top()
    assert note.geometry().bottom() <= page.height()


def test_another_filter_asks_again(qtbot: Any, path: Path) -> None:
    dashboard = open_dashboard(qtbot, path)
    panel = dashboard.luck
    with qtbot.waitSignal(panel.model.finished, timeout=60_000):
        panel.run_button.click()
    dashboard.set_filter(HistoryFilter.of([2]))
    assert panel.model.stale and panel.run_button.isVisible() and panel.run_button.isEnabled()
    assert "Press again for the 300 shown now" in panel.details.text().replace(NBSP, " ")
    with qtbot.waitSignal(panel.model.finished, timeout=60_000):
        panel.run_button.click()
    assert panel.model.report.luck.hands == 300 and not panel.model.stale
    dashboard.set_filter(HistoryFilter.of(since=date(2031, 1, 1)))
    assert not panel.run_button.isEnabled()


def test_a_small_pane_keeps_the_words_and_drops_the_histogram(qtbot: Any, path: Path) -> None:
    # The filters fold above the chart below 1,000 px, so the chart gets the width: a small pane.
    dashboard = open_dashboard(qtbot, path, (440, 700))
    dashboard.resize(440, 700)  # again, now that the folded filters let it be this narrow
    panel = dashboard.luck
    with qtbot.waitSignal(panel.model.finished, timeout=60_000):
        panel.run_button.click()
    canvas, note = dashboard.canvas(Chart.BANKROLL), dashboard.notes[Chart.BANKROLL]
    qtbot.waitUntil(lambda: panel.geometry().bottom() < note.geometry().top())
    assert not panel.canvas.isVisible() and panel.headline.isVisible()
    assert panel.headline.text().startswith("Your result was better than ")
    assert canvas.geometry().bottom() < panel.geometry().top()
    assert panel.height() <= 110


def test_closing_the_pane_stops_a_replay(qtbot: Any, path: Path) -> None:
    dashboard = open_dashboard(qtbot, path)
    panel = dashboard.luck
    panel.model.run(replays=300_000)
    dashboard.close()
    assert not panel.model.running and panel.model.report is None
