"""The game's start on an existing history: the window shows before the whole-file check is over
(app.EarlyOpen, app.watch_the_check), the first hand's write waits for it, and a file the check
finds damaged is never written: the player is asked about it, as at a start before the window."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.app import EarlyOpen, Game, build_game, watch_the_check
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage import database
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.ui.dialogs import questions
from baccarat_desktop.viewmodels.settings import AnimationSpeed

OVERRIDE = {"animation_speed": AnimationSpeed.INSTANT, "sound": False, "language": "en"}


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    """A data folder whose history has a session under way (five hands)."""
    path = tmp_path / "data" / "profiles" / "default.sqlite3"
    path.parent.mkdir(parents=True)
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=100_000)
        for _ in range(5):
            table.play({BetSpot.BANKER: 500})
    return path


@pytest.fixture
def verdict(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[StorageError]]]:
    """The worker's whole-file check waits for the test (set the event), then passes, or fails
    with the error put in the list."""
    go = threading.Event()
    failure: list[StorageError] = []
    scan = database._scan

    def held(conn: sqlite3.Connection, path: Path) -> None:
        if threading.current_thread().name == "check-history":
            assert go.wait(30)
            if failure:
                raise failure[0]
        scan(conn, path)

    monkeypatch.setattr(database, "_scan", held)
    yield go, failure
    go.set()


def start(qtbot: Any, profile: Path, events: list[str]) -> list[Game]:
    from PySide6.QtWidgets import QApplication

    """What run_gui does, the window shown and the check watched."""
    game = build_game(
        data_dir=str(profile.parent.parent), early=EarlyOpen(profile), settings_override=OVERRIDE
    )
    assert game is not None  # (not given to qtbot: a window the check refuses is deleted)
    game.window.resize(1280, 720)
    game.window.show()
    events.append("window shown")
    current = [game]

    def rebuild(refused: Any) -> Game | None:
        again = build_game(data_dir=str(profile.parent.parent), early=refused, settings_override=OVERRIDE)
        if again is not None:
            qtbot.addWidget(again.window)
        return again

    watch_the_check(QApplication.instance(), current, profile, rebuild)
    game.controller.start()
    return current


def test_the_window_shows_before_the_check_ends(
    qtbot: Any, profile: Path, verdict: tuple[threading.Event, list[StorageError]]
) -> None:
    go, _ = verdict
    events: list[str] = []
    current = start(qtbot, profile, events)
    check = current[0].history.integrity
    assert check is not None and not check.done
    check.when_done(lambda error: events.append(f"checked {error}"))
    go.set()
    qtbot.waitUntil(lambda: check.done, timeout=10_000)
    assert events == ["window shown", "checked None"]
    current[0].window.close()
    current[0].history.close()


def test_a_hand_dealt_before_the_check_ends_waits_for_it(
    qtbot: Any, profile: Path, verdict: tuple[threading.Event, list[StorageError]]
) -> None:
    go, _ = verdict
    events: list[str] = []
    game = start(qtbot, profile, events)[0]
    bar = game.window.statusBar()
    said: list[str] = []
    bar.messageChanged.connect(said.append)
    hook = game.history.waiting_for_check
    assert hook is not None

    def waiting() -> None:
        hook()
        events.append("waiting")
        go.set()

    game.history.waiting_for_check = waiting
    game.controller.select_chip(2_500)
    game.controller.place_chip(BetSpot.PLAYER)
    assert game.controller.deal() is not None
    events.append("dealt")
    assert game.history.count("hands") == 6
    assert events == ["window shown", "waiting", "dealt"]
    assert "Checking your history…" in said
    game.window.close()
    game.history.close()


def test_a_history_the_check_finds_damaged_is_never_written(
    qtbot: Any,
    profile: Path,
    verdict: tuple[threading.Event, list[StorageError]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    go, failure = verdict
    asked: list[Problem] = []

    def ask(cls: Any, parent: Any, error: Any) -> questions.FileChoice:
        asked.append(error.problem)
        return questions.FileChoice.SET_ASIDE

    monkeypatch.setattr(questions.HistoryProblem, "ask", classmethod(ask))
    original = profile.read_bytes()
    events: list[str] = []
    current = start(qtbot, profile, events)
    first = current[0]
    failure.append(StorageError(Problem.CORRUPT, profile, f"The history file {profile} is damaged."))
    first.controller.select_chip(2_500)
    first.controller.place_chip(BetSpot.PLAYER)
    go.set()
    assert first.controller.deal() is None  # its write waited for the check, which refused the file
    qtbot.waitUntil(lambda: current[0] is not first, timeout=10_000)
    assert asked == [Problem.CORRUPT]
    assert not first.window.isVisible()
    kept = [
        p
        for p in profile.parent.iterdir()
        if ".set-aside-" in p.name and not p.name.endswith(("-wal", "-shm"))
    ]
    assert len(kept) == 1 and kept[0].read_bytes() == original  # set aside as it was: nothing written
    assert current[0].history.count("hands") == 0  # a new history in its place
    qtbot.waitUntil(lambda: current[0].controller.shoe_id is not None, timeout=10_000)  # started
    current[0].window.close()
    current[0].history.close()
