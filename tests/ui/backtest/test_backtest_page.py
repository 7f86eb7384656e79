"""The Backtest view in the game's window: a rule chosen or built in the form reaches the model,
Run shows the numbers, the sentence and the chart, and the form follows the source."""

from __future__ import annotations

from typing import Any

import numpy as np

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.ui.backtest.page import BacktestPage
from baccarat_desktop.ui.window.parts import ViewKey
from baccarat_desktop.viewmodels.backtest import BUILDER

TIMEOUT_MS = 60_000


def open_backtest(make_table: Any) -> BacktestPage:
    table = make_table()
    table.window.views.show(ViewKey.BACKTEST)
    page = table.window.views.pane(ViewKey.BACKTEST)
    assert isinstance(page, BacktestPage)
    return page


def test_run_a_preset_from_the_form(make_table: Any, qtbot: Any) -> None:
    page = open_backtest(make_table)
    page.rule_choice.setCurrentIndex(page.rule_choice.findData("three_break"))
    page.shoes.setValue(1500)
    page.seed.setText("4")
    assert page.model.settings.rule == "three_break" and page.model.settings.seed == 4
    assert "After three in a row" in page.explain.text()
    with qtbot.waitSignal(page.model.finished, timeout=TIMEOUT_MS):
        page.run_button.click()
    result = page.model.result
    assert result is not None and result.shoes == 1500
    assert page.numbers["bets"].text() == f"{result.tally.bets:,}"
    assert page.numbers["rate"].text() == f"{100 * (result.per_unit or 0):+.2f}"
    assert page.sentence.text() == result.sentence()
    line = page.canvas.figure.axes[0].lines[-1]
    assert np.asarray(line.get_ydata())[-1] == float(result.net)
    assert page.run_button.isEnabled() and not page.cancel_button.isEnabled()


def test_the_builder_and_the_source(make_table: Any) -> None:
    page = open_backtest(make_table)
    assert not page.pattern.isVisibleTo(page)
    page.rule_choice.setCurrentIndex(page.rule_choice.findData(BUILDER))
    assert page.pattern.isVisibleTo(page) and page.side.isVisibleTo(page)
    page.pattern.setText("bbx")
    assert "'X' is not a result" in page.error.text() and not page.run_button.isEnabled()
    page.pattern.setText("PPB")
    page.side.setCurrentIndex(page.side.findData(Outcome.PLAYER))
    page.stop.setValue(3)
    assert page.model.rule().key == "pattern:PPB:P" and page.model.rule().stop_after == 3
    assert page.run_button.isEnabled() and page.error.text() == ""
    page.seed.setText("seven")
    assert "A seed is a whole number" in page.error.text() and not page.run_button.isEnabled()
    page.seed.setText("")
    assert page.model.settings.seed is None and page.run_button.isEnabled()
    page.source.setCurrentIndex(page.source.findData("tracked"))
    assert not page.shoes.isEnabled() and not page.seed.isEnabled()
    assert page.model.settings.source == "tracked" and page.run_button.isEnabled()
