"""The window's start on a session the table cannot continue: an interrupted hand whose bets the
table no longer takes, or a shoe stored in a state no table could have dealt. Today each is a
traceback at every start; now the HistoryProblem dialog says what is wrong and offers a new session
(or quitting), and the new session then works with the old one closed as it stands."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.schema import APPEND_ONLY_TRIGGERS
from baccarat_desktop.ui.dialogs import questions
from tests.storage.support import history_rows

from ..answers import choose_new_session

BROKEN = {
    "interrupted-hand-of-one-cent": ("UPDATE pending_hands SET bets = '{\"banker\": 1}'", "interrupted hand"),
    "interrupted-side-bet-not-offered": (
        "UPDATE pending_hands SET bets = '{\"dragon_7\": 1000}'",
        "interrupted hand",
    ),
    "interrupted-hand-over-the-maximum": (
        "UPDATE pending_hands SET bets = '{\"banker\": 600000}'",
        "interrupted hand",
    ),
    "hand-at-position-minus-5": ("UPDATE hands SET position = -5 WHERE hand_no = 2", "shoe 1"),
    "secret-seed-not-hex": ("UPDATE shoe_secrets SET seed = 'zz' || substr(seed, 3)", "shoe 1"),
    "bankroll-1e400": (
        "UPDATE hands SET bankroll_after_cents = 1e400 WHERE hand_no = 2",
        "whole number of cents",
    ),
}


def profile_with(tmp_path: Path, statement: str) -> Path:
    """The default profile: a secure session (as the table plays) with two hands and a third begun."""
    profile = tmp_path / "profiles" / "default.sqlite3"
    profile.parent.mkdir(parents=True)
    with History.open(profile) as history:
        table = RecordedTable.open(history, bankroll_cents=10_000_000)
        table.play({BetSpot.BANKER: 1_000})
        table.play({BetSpot.BANKER: 1_000})
        table.begin_hand({BetSpot.BANKER: 1_000})
    conn = sqlite3.connect(profile)
    for name in APPEND_ONLY_TRIGGERS:  # as a person with the sqlite3 shell would
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
    conn.execute(statement)
    conn.commit()
    conn.close()
    return profile


@pytest.mark.parametrize(("statement", "words"), BROKEN.values(), ids=BROKEN.keys())
def test_the_window_offers_a_new_session_instead_of_a_traceback(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, statement: str, words: str
) -> None:
    from baccarat_desktop.app import build_game

    profile_with(tmp_path, statement)
    asked = choose_new_session(monkeypatch)
    game = build_game(data_dir=str(tmp_path), settings_override={"sound": False})
    assert game is not None
    qtbot.addWidget(game.window)
    try:
        (error,) = asked
        assert error.session_id == 1 and words in error.detail and "cannot be continued" in error.detail
        assert "new session" in error.advice  # what the dialog's button does, not 'choose another file'
        assert "fromhex" not in error.detail
        assert game.controller.table.session_id == 2
        assert game.history.session(1).ended_at is not None
        assert history_rows(game.history, "SELECT count(*) AS n FROM hands WHERE session_id = 1")[0]["n"] == 2
    finally:
        game.window.close()
        game.history.close()


def test_quitting_at_the_dialog_leaves_the_file_as_it_was(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.app import build_game

    profile = profile_with(tmp_path, "UPDATE pending_hands SET bets = '{\"banker\": 1}'")
    monkeypatch.setattr(
        questions.HistoryProblem, "ask", classmethod(lambda cls, parent, error: questions.FileChoice.QUIT)
    )
    with History.open(profile, write=False) as reader:
        before = (
            history_rows(reader, "SELECT * FROM sessions"),
            history_rows(reader, "SELECT * FROM pending_hands"),
        )
    assert build_game(data_dir=str(tmp_path), settings_override={"sound": False}) is None
    with History.open(profile, write=False) as reader:
        assert (
            history_rows(reader, "SELECT * FROM sessions"),
            history_rows(reader, "SELECT * FROM pending_hands"),
        ) == before
