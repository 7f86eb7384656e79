"""ShoeOddsModel: the shoe odds of the pane's hands worked out off the GUI thread, shown only whole."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics import shoe_odds as analytics_shoe_odds
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.shoe_odds import BetEdge
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels import shoe_odds as model_module
from baccarat_desktop.viewmodels.shoe_odds import COLUMNS, ShoeOddsModel, ShoeOddsRow
from tests.analytics.helpers import play_more, seeded_history


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return seeded_history(tmp_path / "history.sqlite3", first=150, second=100)


@pytest.fixture
def opened(path: Path) -> Iterator[tuple[History, Dataset]]:
    history = History.open(path, write=False)
    data = Dataset.load(history)
    yield history, data
    history.close()


@pytest.fixture
def model(qtbot: Any, path: Path) -> Iterator[ShoeOddsModel]:
    model = ShoeOddsModel(path)
    yield model
    model.close()


def blocking(started: threading.Event) -> Any:
    """A stand-in for the pricing that runs until it is cancelled (then answers None, as it does)."""

    def fake(_history: Any, _ids: Any, *, progress: Any = None, cancel: Any = None) -> Any:
        progress(10, 250)
        started.set()
        assert cancel.wait(30), "never cancelled"
        return None

    return fake


def test_it_answers_for_the_hands_shown(
    qtbot: Any, model: ShoeOddsModel, opened: tuple[History, Dataset]
) -> None:
    history, data = opened
    model.set_dataset(data)
    assert model.can_run() and not model.can_cancel() and model.rows == []
    assert "these 250 hands" in model.headline and model.details == ""
    progress: list[tuple[int, int]] = []
    model.progressed.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(model.finished, timeout=60_000) as answer:
        assert model.run()
        assert model.running and model.can_cancel() and not model.can_run()  # the GUI thread went on
        assert model.headline == "Working out the odds before each of 250 hands…"
    report = answer.args[0]
    assert report is model.report and not model.running and not model.stale and not model.can_run()
    assert progress[0] == (0, 250) and progress[-1] == (250, 250)
    here = analytics_shoe_odds.shoe_odds(history, data.hands.ids.tolist())
    assert here is not None and [b.spot for b in report.bets] == [b.spot for b in here.bets]
    for mine, theirs in zip(report.bets, here.bets, strict=True):
        assert (mine.priced, mine.positive, mine.expected_all, mine.returned_cents) == (
            theirs.priced,
            theirs.positive,
            theirs.expected_all,
            theirs.returned_cents,
        )
    assert model.headline.startswith(report.summary) and report.summary.startswith("250 hands in ")
    assert [row.cells[0] for row in model.rows] == [b.label for b in report.bets]
    assert [row.favourable for row in model.rows] == [b.positive > 0 for b in report.bets]
    assert model.rows == [ShoeOddsRow.of(edge) for edge in report.bets]
    banker = report.edge(BetSpot.BANKER)
    assert banker is not None and banker.priced == 250
    row = next(row for row in model.rows if row.cells[0] == "Banker")
    assert row.cells[1] == (f"{banker.positive} of 250 hands" if banker.positive else "None of 250 hands") + (
        f" ({banker.share_text})\n{banker.when_text}" if banker.positive else ""
    )


def test_it_runs_off_the_gui_thread(
    qtbot: Any, model: ShoeOddsModel, opened: tuple[History, Dataset], monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []
    real = model_module.shoe_odds

    def recording(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(model_module, "shoe_odds", recording)
    model.set_dataset(opened[1])
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run()
    assert threads and threads[0] is not threading.main_thread()


def test_cancel_shows_nothing_of_the_run(
    qtbot: Any, model: ShoeOddsModel, opened: tuple[History, Dataset], monkeypatch: pytest.MonkeyPatch
) -> None:
    started = threading.Event()
    monkeypatch.setattr(model_module, "shoe_odds", blocking(started))
    model.set_dataset(opened[1])
    finished: list[object] = []
    model.finished.connect(finished.append)
    assert model.run()
    assert started.wait(10)
    qtbot.waitUntil(lambda: model.progress == (10, 250))
    assert model.progress_text == "10 of 250 hands" and model.details.endswith(" s left.")
    model.cancel()
    assert not model.running and model.can_run() and model.progress == (0, 0)
    assert model.details.startswith("Cancelled") and model.rows == [] and model.report is None
    model.close()  # waits for the worker, which saw the cancel
    qtbot.wait(50)  # anything it posted is delivered now
    assert finished == [] and model.report is None and model.rows == []


def test_another_filter_drops_the_answer_and_stops_a_run(
    qtbot: Any, model: ShoeOddsModel, opened: tuple[History, Dataset], monkeypatch: pytest.MonkeyPatch
) -> None:
    history, data = opened
    model.set_dataset(data)
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run()
    assert model.rows
    model.set_dataset(Dataset.load(history, HistoryFilter.of([2])))
    assert model.report is None and model.rows == [] and model.can_run()
    assert "these 100 hands" in model.headline
    started = threading.Event()
    monkeypatch.setattr(model_module, "shoe_odds", blocking(started))
    assert model.run() and started.wait(10)
    model.set_dataset(Dataset.load(history, HistoryFilter.of([1])))
    assert not model.running and model.report is None and "these 150 hands" in model.headline


def test_new_hands_leave_the_answer_for_the_hands_before(
    qtbot: Any, model: ShoeOddsModel, path: Path, opened: tuple[History, Dataset]
) -> None:
    history, data = opened
    model.set_dataset(data)
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run()
    first = model.report
    play_more(path, 5)
    data.update(history)
    model.set_dataset(data)
    assert model.stale and model.report is first and model.rows and model.can_run()
    assert model.details == "That was for the hands chosen before. Press again to include the 5 played since."
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run()
    assert not model.stale and model.report is not first and model.report.hands == 255


def test_a_failure_is_said_and_nothing_drawn(
    qtbot: Any, model: ShoeOddsModel, opened: tuple[History, Dataset], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise StorageError(Problem.CORRUPT, Path("history.sqlite3"), "The history file is damaged.")

    monkeypatch.setattr(model_module, "shoe_odds", broken)
    model.set_dataset(opened[1])
    with qtbot.waitSignal(model.failed, timeout=10_000) as failure:
        model.run()
    assert "damaged" in failure.args[0] and model.details == failure.args[0]
    assert model.rows == [] and model.report is None and not model.running and model.can_run()


def test_no_hands_nothing_to_run(qtbot: Any, model: ShoeOddsModel, opened: tuple[History, Dataset]) -> None:
    history, _ = opened
    model.set_dataset(Dataset.load(history, HistoryFilter.of(since=date(2031, 1, 1))))
    assert not model.can_run() and model.headline.startswith("No hands to price")
    assert model.run() is False and not model.running


def test_a_row_in_words() -> None:
    edge = BetEdge(
        BetSpot.PANDA_8,
        priced=12_300,
        positive=41,
        expected_all=Fraction(-1_230),
        expected_positive=Fraction(19, 10),
        returned=Fraction(231, 10),
        returned_cents=231_000,
        won=4,
        best=Fraction(31, 250),
        cards_left=41 * 38,
    )
    row = ShoeOddsRow.of(edge)
    assert row.favourable and len(row.cells) == len(COLUMNS)
    assert dict(zip(COLUMNS, row.cells, strict=True)) == {
        "Bet": "Panda 8",
        "Positive before": "41 of 12,300 hands (0.33%)\n38 cards left on average",
        "Betting $100 only then": "+$2,310.00 on 41 bets\n(expected +$190.00)",
        "Per $100: average, best": "-$10.00\n+$12.40",
    }
    assert row.tip == (
        "Panda 8: Positive before 41 of 12,300 hands (0.33%). Betting $100 only then: returned +$2,310.00 "
        "on 41 bets (expected +$190.00). It won 4 of those 41 bets. "
        "-$10.00 per $100 on average, +$12.40 at best."
    )
    never = ShoeOddsRow.of(
        BetEdge(BetSpot.TIE, 500, 0, Fraction(-70), Fraction(0), Fraction(0), 0, 0, Fraction(-1, 10), 0)
    )
    assert not never.favourable and never.cells[1:3] == ("None of 500 hands", "Never worth a bet")
    assert never.tip.startswith("Tie: Never positive in 500 hands. Never worth a bet. -$14.00 per $100")
