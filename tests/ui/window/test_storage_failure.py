"""The history dialogs offer what really works (issue 25).

The StorageFailure dialog said "Your bets and the hand in play are kept and are finished when you
try again" after any failed write, also when another program had written into the session and the
hand was gone; "Try again" then did nothing. A history with a second name (a hard link) is refused,
and the start-up dialog lets the player try again once the other name is gone.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.ui.dialogs import questions
from baccarat_desktop.ui.dialogs.questions import FileChoice, HistoryProblem, StorageFailure
from baccarat_desktop.viewmodels.table_controller import Phase
from tests.viewmodels.test_table_controller_storing import another_copy_plays_into_the_session

REAL_ASK = StorageFailure.ask  # kept before conftest's guard replaces it for every test


def _shown(
    monkeypatch: pytest.MonkeyPatch, error: StorageError, *, hand_waiting: bool, click: str | None = None
) -> tuple[list[str], str, FileChoice | None]:
    """The dialog's buttons and informative text, and what it returns when ``click`` is pressed."""
    seen: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        seen.append(box)
        for button in box.buttons():
            if button.text() == click:
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    answer = REAL_ASK(None, error, hand_waiting=hand_waiting)
    (box,) = seen
    labels = [b.text() for b in box.buttons()]
    box.deleteLater()
    return sorted(labels), box.informativeText(), answer


def test_a_hand_waiting_is_promised_and_try_again_is_offered(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = StorageError(Problem.DISK_FULL, "h.sqlite3", "The disk holding h.sqlite3 is full.")
    labels, words, answer = _shown(monkeypatch, full, hand_waiting=True, click="Try again")
    assert labels == ["Later", "Try again"] and answer is FileChoice.RETRY
    assert "are kept and are finished when you try again" in words


def test_a_failure_with_no_hand_waiting_promises_nothing(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    full = StorageError(Problem.DISK_FULL, "h.sqlite3", "The disk holding h.sqlite3 is full.")
    labels, words, answer = _shown(monkeypatch, full, hand_waiting=False, click="OK")
    assert labels == ["OK"] and answer is None
    assert "kept" not in words and "Free some disk space" in words


def test_a_session_the_file_no_longer_holds_offers_a_new_session(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    changed = StorageError(Problem.CHANGED, "h.sqlite3", "Another program wrote to it.", session_id=3)
    for waiting in (True, False):
        labels, words, answer = _shown(
            monkeypatch, changed, hand_waiting=waiting, click="Start a new session"
        )
        assert labels == ["Later", "Start a new session"] and answer is FileChoice.NEW_SESSION
        assert "kept" not in words and "Try again" not in labels
        assert words.startswith("Start a new session")


def test_a_file_with_two_names_can_be_tried_again_once_one_is_gone(tmp_path: Path) -> None:
    from baccarat_desktop.storage.history import History

    path = tmp_path / "h.sqlite3"
    History.open(path).close()
    os.link(path, tmp_path / "h2.sqlite3")
    with pytest.raises(StorageError) as info:
        History.open(path)
    assert HistoryProblem.choices(info.value) == [FileChoice.OTHER_FILE, FileChoice.RETRY, FileChoice.QUIT]


def test_the_window_starts_a_new_session_when_the_file_no_longer_holds_the_hand(
    make_table: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    table = make_table()
    controller = table.controller
    session = controller.session_id
    asked: list[tuple[StorageError, bool]] = []

    def ask(cls: Any, parent: Any, error: StorageError, *, hand_waiting: bool = False) -> FileChoice:
        asked.append((error, hand_waiting))
        return FileChoice.NEW_SESSION

    monkeypatch.setattr(questions.StorageFailure, "ask", classmethod(ask))
    real_record = table.history.record_hand
    intrusions = iter([True])

    def record_hand(*args: Any, **kwargs: Any) -> Any:
        if next(intrusions, False):  # while the hand was dealt, another copy played into the session
            another_copy_plays_into_the_session(table.history.path)
        return real_record(*args, **kwargs)

    monkeypatch.setattr(table.history, "record_hand", record_hand)
    assert controller.select_chip(500) and controller.place_chip(BetSpot.BANKER)
    table.window.deal()
    qtbot.waitUntil(lambda: controller.session_id != session)
    ((error, waiting),) = asked
    assert error.problem is Problem.CHANGED and error.session_id == session and not waiting
    assert controller.phase is Phase.BETTING and controller.bets == {}
    assert controller.can_deal()
