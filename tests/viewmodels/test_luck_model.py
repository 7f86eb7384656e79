"""LuckModel: "How lucky was I" answered off the GUI thread, for the hands the pane shows."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics import luck as analytics_luck
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels import luck as luck_module
from baccarat_desktop.viewmodels.luck import LuckModel
from tests.analytics.helpers import play_more, seeded_history


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return seeded_history(tmp_path / "history.sqlite3", first=300, second=200)


@pytest.fixture
def opened(path: Path) -> Iterator[tuple[History, Dataset]]:
    history = History.open(path, write=False)
    data = Dataset.load(history)
    data.money  # settle the bet sums before the test ends  # noqa: B018
    yield history, data
    history.close()


@pytest.fixture
def model(qtbot: Any, path: Path) -> Iterator[LuckModel]:
    model = LuckModel(path)
    yield model
    model.close()


def test_it_answers_for_the_hands_shown(
    qtbot: Any, model: LuckModel, opened: tuple[History, Dataset]
) -> None:
    history, data = opened
    model.set_dataset(data)
    assert model.can_run() and "500 hands" in model.headline and model.report is None
    with qtbot.waitSignal(model.finished, timeout=60_000) as answer:
        assert model.run(replays=2_000)
        assert model.running and not model.can_run()  # the GUI thread went on
        assert model.headline.startswith("Replaying your stakes on 500 hands")
    report = answer.args[0]
    assert report is model.report and not model.running and not model.stale
    assert 0 <= report.better_than <= 1 and report.replays == 2_000
    assert model.headline == report.sentence
    assert model.headline.startswith("Your result was better than ")
    assert model.headline.endswith("% of 2,000 sessions with the same bets")
    assert model.details == report.details
    here = analytics_luck.luck_of(history, data, replays=2_000)  # the same hands, the same seed
    assert report.better_than == here.better_than and report.seed == here.seed


def test_the_replay_runs_off_the_gui_thread(
    qtbot: Any, model: LuckModel, opened: tuple[History, Dataset], monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []
    real = luck_module.luck_of

    def recording(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(luck_module, "luck_of", recording)
    model.set_dataset(opened[1])
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run(replays=200)
    assert threads and threads[0] is not threading.main_thread()


def test_new_hands_or_another_filter_make_the_answer_stale(
    qtbot: Any, model: LuckModel, path: Path, opened: tuple[History, Dataset]
) -> None:
    history, data = opened
    model.set_dataset(data)
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run(replays=500)
    first = model.report
    play_more(path, 5)
    data.update(history)
    model.set_dataset(data)
    assert model.stale and model.report is first and model.can_run()
    assert "Press again for the 505 shown now" in model.details
    with qtbot.waitSignal(model.finished, timeout=60_000):
        model.run(replays=500)
    assert not model.stale and model.report is not first and model.report.luck.hands == 505
    model.set_dataset(Dataset.load(history, HistoryFilter.of([2])))
    assert model.stale


def test_no_hands_no_replay(qtbot: Any, model: LuckModel, opened: tuple[History, Dataset]) -> None:
    history, _ = opened
    model.set_dataset(Dataset.load(history, HistoryFilter.of(since=date(2031, 1, 1))))
    assert not model.can_run() and model.headline.startswith("No hands to replay")
    with qtbot.waitSignal(model.failed, timeout=1_000):
        assert model.run() is False
    assert not model.running and model.report is None


def test_a_cancelled_replay_says_nothing(
    qtbot: Any, model: LuckModel, opened: tuple[History, Dataset]
) -> None:
    model.set_dataset(opened[1])
    finished: list[object] = []
    model.finished.connect(finished.append)
    model.run(replays=200_000)  # long enough to be under way when stopped
    model.cancel()
    assert not model.running and model.can_run()
    model.close()  # waits for the worker thread
    qtbot.wait(50)  # anything it posted is delivered now
    assert finished == [] and model.report is None
