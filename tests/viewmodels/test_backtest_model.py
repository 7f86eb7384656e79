"""The backtest view's model: the form checked into a rule with the engine's own sentences, a run on
a worker thread that reports progress and finishes, a Cancel that keeps what finished, and the
stored sources read from the history's file."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics.backtest import BacktestResult
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.tracked import TrackedHand, add_hand, shoes, start_sitting
from baccarat_desktop.viewmodels.backtest import BUILDER, BacktestModel

TIMEOUT_MS = 60_000


@pytest.fixture
def model(qtbot: Any) -> Any:
    backtest = BacktestModel()
    backtest.workers = 2
    backtest.update(shoes=2000, seed=3)
    yield backtest
    backtest.close()


def run(qtbot: Any, model: BacktestModel) -> BacktestResult:
    with qtbot.waitSignal(model.finished, timeout=TIMEOUT_MS) as finished:
        assert model.run()
    result: BacktestResult = finished.args[0]
    return result


def test_a_preset_runs_and_reports(qtbot: Any, model: BacktestModel) -> None:
    seen: list[tuple[int, int]] = []
    model.progressed.connect(lambda done, total: seen.append((done, total)))
    result = run(qtbot, model)
    assert result.shoes == 2000 and result.tally.bets > 100_000 and result.rule.key == "follow_last"
    assert seen[0] == (0, 2000) and seen[-1] == (2000, 2000)
    assert model.result is result and not model.running and model.can_run()


def test_the_builder_is_checked_in_the_engines_words(model: BacktestModel) -> None:
    model.update(rule=BUILDER, pattern="BXP")
    assert "'X' is not a result" in model.problem() and not model.can_run()
    model.update(pattern="bpp", side=Outcome.PLAYER, stop_after=2)
    assert model.problem() == ""
    rule = model.rule()
    assert rule.key == "pattern:BPP:P" and rule.stop_after == 2


def test_bad_values_are_refused(model: BacktestModel) -> None:
    failures: list[str] = []
    model.failed.connect(failures.append)
    model.update(shoes=0)
    assert "simulate 1 to" in model.problem()
    assert not model.run() and failures
    model.update(shoes=10, source="tracked")
    assert "no history is open" in model.problem()
    model.update(source="simulated", stop_after=500)
    assert "stop after 0 to" in model.problem()


def test_cancel_keeps_what_finished(qtbot: Any, model: BacktestModel) -> None:
    model.update(shoes=5_000_000)
    gate = threading.Event()
    model.progressed.connect(lambda done, _total: gate.set() if done else None)
    with qtbot.waitSignal(model.finished, timeout=TIMEOUT_MS) as finished:
        assert model.run()
        qtbot.waitUntil(gate.is_set, timeout=TIMEOUT_MS)
        model.cancel()
    result: BacktestResult = finished.args[0]
    assert result.stopped and 0 < result.shoes < 5_000_000


def test_tracked_shoes_from_the_history(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    history = History.open(path)
    shoe = shoes(history, start_sitting(history, "Club", "2", 8))[0].id
    for letter in "BPBPBP":
        add_hand(history, shoe, TrackedHand(Outcome.from_letter(letter)))
    history.close()
    model = BacktestModel(path)
    model.update(rule="ping_pong", source="tracked")
    result = run(qtbot, model)
    # Ping-pong bets from the third hand on and wins every time: four bets.
    assert (result.shoes, result.tally.bets, result.tally.wins) == (1, 4, 4)
    model.close()
