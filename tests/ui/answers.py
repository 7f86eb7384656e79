"""The player's answers to the window's dialogs, for tests that start the table through build_game."""

from __future__ import annotations

from typing import Any

import pytest

from baccarat_desktop.storage.errors import StorageError
from baccarat_desktop.ui import dialogs


def choose_new_session(monkeypatch: pytest.MonkeyPatch) -> list[StorageError]:
    """Answer the history dialog with "Start a new session", after checking it offered what a
    session refusal offers (a new session, or quit); returns the errors it was asked about."""
    asked: list[StorageError] = []

    def ask(cls: Any, parent: Any, error: StorageError) -> dialogs.FileChoice:
        asked.append(error)
        assert dialogs.HistoryProblem.choices(error) == [
            dialogs.FileChoice.NEW_SESSION,
            dialogs.FileChoice.QUIT,
        ]
        return dialogs.FileChoice.NEW_SESSION

    monkeypatch.setattr(dialogs.HistoryProblem, "ask", classmethod(ask))
    return asked
