"""The Strategy lab tab, driven through its own widgets: it lives in the Statistics pane, a run
shows the words, the table and the charts of what it found, bad input shows the reason and draws
nothing, and Cancel stops a long run with the sessions that finished."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from matplotlib.text import Text

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.figures.prose import unorphaned
from baccarat_desktop.analytics.lab import comparison_rows, comparison_summary, lab_summary
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.systems import System
from baccarat_desktop.ui.statistics.dashboard import DashboardWidget
from baccarat_desktop.ui.statistics.lab import COMPARE, FAN, RESULTS, LabPanel
from baccarat_desktop.viewmodels.lab_model import LabRun
from tests.analytics.helpers import seeded_history

RUN_TIMEOUT_MS = 60_000  # the first run on a machine compiles the kernels


@pytest.fixture
def panel(qtbot: Any) -> LabPanel:
    lab = LabPanel()
    qtbot.addWidget(lab)
    lab.model.seed = 5
    lab.model.workers = 2
    lab.resize(1240, 640)
    lab.show()
    qtbot.waitExposed(lab)
    lab.form.sessions.setValue(200)
    lab.form.hands.setValue(50)
    yield lab
    lab.shutdown()


def type_into(qtbot: Any, field: Any, text: str) -> None:
    """Replace a field's text as a player does (textEdited fires, as it does for typing)."""
    field.selectAll()
    field.del_()
    qtbot.keyClicks(field, text)


def run(qtbot: Any, lab: LabPanel) -> LabRun:
    with qtbot.waitSignal(lab.model.finished, timeout=RUN_TIMEOUT_MS) as finished:
        lab.form.run_button.click()
    qtbot.waitUntil(lambda: lab.current_view() not in lab._stale)
    return finished.args[0]


def texts(lab: LabPanel, key: str) -> str:
    return "\n".join(t.get_text() for t in lab.canvases[key].figure.findobj(Text))


def test_the_statistics_pane_has_the_strategy_lab_tab(qtbot: Any, tmp_path: Path) -> None:
    dashboard = DashboardWidget(seeded_history(tmp_path / "history.sqlite3", first=200, second=0))
    qtbot.addWidget(dashboard)
    dashboard.resize(1280, 720)
    dashboard.show()
    qtbot.waitExposed(dashboard)
    qtbot.waitUntil(lambda: not dashboard.redraw_pending)
    titles = [dashboard.tabs.tabText(i) for i in range(dashboard.tabs.count())]
    assert titles[-1] == "Strategy lab" and isinstance(dashboard.lab, LabPanel)
    assert dashboard.tabs.widget(len(titles) - 1) is dashboard.lab
    dashboard.tabs.setCurrentWidget(dashboard.lab)
    # The history's filters do not apply to simulated sessions: the lab gets their width.
    assert dashboard.current_chart() is None and not dashboard.redraw_pending
    assert not dashboard.which_hands.sessions.isVisible() and not dashboard.save_button.isVisible()
    assert dashboard.lab.isVisible() and dashboard.lab.form.run_button.isEnabled()
    assert "Does a betting system beat the house edge?" in dashboard.lab.summary.text()
    dashboard.show_chart(Chart.TIES)
    assert dashboard.current_chart() is Chart.TIES and dashboard.which_hands.sessions.isVisible()


def test_the_form_starts_from_the_model(panel: LabPanel) -> None:
    assert panel.form.unit.text() == "10" and panel.form.bankroll.text() == "1,000"
    assert panel.form.spot.currentData() is BetSpot.BANKER and panel.form.decks.currentData() == 8
    ticked = [panel.form.system_list.item(i).text() for i in range(panel.form.system_list.count())
              if panel.form.system_list.item(i).checkState().name == "Checked"]  # fmt: skip
    assert ticked == ["Martingale"]
    assert (
        panel.form.error.isHidden()
        and panel.form.run_button.isEnabled()
        and not panel.form.cancel_button.isEnabled()
    )


def test_dollars_typed_reach_the_engine_as_whole_cents(qtbot: Any, panel: LabPanel) -> None:
    type_into(qtbot, panel.form.unit, "12.50")
    type_into(qtbot, panel.form.bankroll, "$2,500")
    type_into(qtbot, panel.form.stop_loss, "300")
    spec = panel.model.spec()
    assert (spec.unit_cents, spec.bankroll_cents, spec.stop_loss_cents, spec.stop_win_cents) == (
        1_250,
        250_000,
        30_000,
        0,
    )


def test_one_system_shows_its_words_and_its_two_charts(qtbot: Any, panel: LabPanel) -> None:
    result = run(qtbot, panel)
    (stats,) = result.stats
    assert not result.comparing and stats.sessions == 200
    assert panel.views.isVisible() and not panel.views.isTabVisible(0)  # nothing to compare
    assert panel.current_view() == FAN
    assert panel.summary.text() == unorphaned(lab_summary(stats))  # no lone last word
    assert "Martingale on Banker: double the stake after a loss" in panel.summary.text()
    fan = panel.canvases[FAN].figure
    assert len(fan.axes) == 1 and len(fan.axes[0].collections) == 2  # the two bands
    assert "The typical session (median)" in texts(panel, FAN)
    panel.show_view(RESULTS)
    qtbot.waitUntil(lambda: RESULTS not in panel._stale)
    heights = [p.get_height() for p in panel.canvases[RESULTS].figure.axes[0].patches]
    assert sum(heights) == 200
    assert "200 sessions in" in panel.form.status.text()
    assert panel.form.progress.value() == panel.form.progress.maximum() == 200
    assert panel.form.run_button.isEnabled() and not panel.form.cancel_button.isEnabled()


def test_several_systems_show_a_table_and_the_side_by_side_chart(qtbot: Any, panel: LabPanel) -> None:
    panel.form.tick_systems([System.MARTINGALE, System.FLAT, System.PAROLI])
    result = run(qtbot, panel)
    assert result.comparing and [s.system for s in result.stats] == [
        "Flat",
        "Martingale",
        "Paroli (Reverse Martingale)",
    ]
    assert panel.current_view() == COMPARE and panel.views.isTabVisible(0)
    assert panel.summary.text() == unorphaned(comparison_summary(result.stats))
    assert panel.table.rowCount() == 3
    assert [panel.table.item(r, 0).text() for r in range(3)] == [s.system for s in result.stats]
    assert [panel.table.item(1, c).text() for c in range(8)] == comparison_rows(result.stats)[1]
    figure = panel.canvases[COMPARE].figure
    bars = figure.axes[0]
    assert [t.get_text() for t in bars.get_yticklabels()] == [s.system for s in result.stats]
    assert len(bars.patches) == 3
    # The fan and the results show one system at a time: the first, then the one chosen.
    panel.show_view(FAN)
    qtbot.waitUntil(lambda: FAN not in panel._stale)
    assert panel.summary.text() == unorphaned(lab_summary(result.stats[0]))
    panel.table.selectRow(1)  # Martingale's row
    assert panel.pickers[FAN].currentText() == "Martingale" and panel.shown == 1
    qtbot.waitUntil(lambda: FAN not in panel._stale)
    assert panel.summary.text().startswith("Martingale on Banker")
    median = max(panel.canvases[FAN].figure.axes[0].get_lines(), key=lambda line: line.get_linewidth())
    assert list(median.get_ydata()) == list(result.stats[1].bands[2] / 100)
    panel.pickers[RESULTS].setCurrentIndex(2)
    assert panel.shown == 2 and panel.pickers[FAN].currentIndex() == 2


@pytest.mark.parametrize(
    ("field", "text", "message"),
    [
        ("unit", "1", "A unit of $1.00 is under the table minimum of $5.00 for Banker."),
        ("bankroll", "5", "A bankroll of $5.00 is less than one unit ($10.00)."),
        ("unit", "ten", "A unit of “ten” is not an amount in dollars"),
    ],
)
def test_bad_input_shows_the_reason_and_draws_nothing(
    qtbot: Any, panel: LabPanel, field: str, text: str, message: str
) -> None:
    type_into(qtbot, getattr(panel.form, field), text)
    assert panel.form.error.isVisible() and panel.form.error.text().startswith(message)
    assert not panel.form.run_button.isEnabled()
    with qtbot.assertNotEmitted(panel.model.running_changed, wait=100):
        panel.form.run_button.click()
        panel.form.unit.returnPressed.emit()
    assert panel.run is None and not panel.views.isVisible()
    assert all(not canvas.figure.axes for canvas in panel.canvases.values())
    type_into(qtbot, getattr(panel.form, field), {"unit": "10", "bankroll": "1000"}[field])
    assert panel.form.error.isHidden() and panel.form.run_button.isEnabled()


def test_no_system_ticked_is_said(qtbot: Any, panel: LabPanel) -> None:
    panel.form.tick_systems([])
    assert (
        panel.form.error.text() == "Tick at least one betting system."
        and not panel.form.run_button.isEnabled()
    )


def test_cancel_stops_a_long_run(qtbot: Any, panel: LabPanel) -> None:
    panel.form.sessions.setValue(200_000)
    panel.form.hands.setValue(2_000)  # 400 million hands: many seconds, unless cancelled
    with qtbot.waitSignal(panel.model.progressed, check_params_cb=lambda done, total: done > 0,
                          timeout=RUN_TIMEOUT_MS):  # fmt: skip
        panel.form.run_button.click()
        assert panel.form.cancel_button.isEnabled() and not panel.form.run_button.isEnabled()
    assert panel.form.progress.format().endswith("of 200,000 sessions")
    with qtbot.waitSignal(panel.model.finished, timeout=RUN_TIMEOUT_MS) as finished:
        panel.form.cancel_button.click()
        assert not panel.form.cancel_button.isEnabled()
    result: LabRun = finished.args[0]
    assert result.stopped and 0 < result.sessions_done < 200_000
    assert panel.form.status.text().startswith(f"Cancelled: {result.sessions_done:,} of 200,000 sessions ran")
    assert "Stopped after" in panel.summary.text()
    assert panel.form.run_button.isEnabled() and not panel.form.cancel_button.isEnabled()
