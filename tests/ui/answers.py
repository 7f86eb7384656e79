"""The player's answers to the window's dialogs, for tests that start the table through build_game."""

from __future__ import annotations

from typing import Any

import pytest

from baccarat_desktop.storage.errors import StorageError
from baccarat_desktop.ui.dialogs import questions


def choose_new_session(monkeypatch: pytest.MonkeyPatch) -> list[StorageError]:
    """Answer the history dialog with "Start a new session", after checking it offered what a
    session refusal offers (a new session, or quit); returns the errors it was asked about."""
    asked: list[StorageError] = []

    def ask(cls: Any, parent: Any, error: StorageError) -> questions.FileChoice:
        asked.append(error)
        assert questions.HistoryProblem.choices(error) == [
            questions.FileChoice.NEW_SESSION,
            questions.FileChoice.QUIT,
        ]
        return questions.FileChoice.NEW_SESSION

    monkeypatch.setattr(questions.HistoryProblem, "ask", classmethod(ask))
    return asked
