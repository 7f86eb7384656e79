"""The window on a history whose amounts a person edited with the sqlite3 shell (issue 25).

An amount stored as text, as a REAL infinity (1e400) or as bytes ended the Statistics tab in a
traceback (its StorageError was raised out of the tab's slot) and the Hand history pane in one
(JSONDecodeError, a float format error, a str/int comparison). Now: in the session the table
continues, the HistoryProblem dialog offers a new session; in an ended session the table starts as
usual, the Statistics tab says in its pane why it cannot count, and the Hand history lists every
hand, the damaged value shown as it is stored, its replay refused in words.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QLabel

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.ui.window.parts import ViewKey
from tests.storage.support import drop_guards, history_rows
from tests.ui.answers import choose_new_session

# Each edit names hand 2 of session 1 (or its first bet), and what the person sees of the value.
EDITS = {
    "bankroll-as-text": ("UPDATE hands SET bankroll_after_cents = 'lots' WHERE id = 2", "'lots'"),
    "bankroll-1e400": ("UPDATE hands SET bankroll_after_cents = 1e400 WHERE id = 2", "inf"),
    "bankroll-as-blob": ("UPDATE hands SET bankroll_before_cents = x'0102' WHERE id = 2", "<2 bytes>"),
    "bet-as-text": ("UPDATE bets SET amount_cents = 'ten' WHERE id = 2", "'ten'"),
    "bet-1e400": ("UPDATE bets SET amount_cents = 1e400 WHERE id = 2", "inf"),
    "net-as-blob": ("UPDATE bets SET net_cents = x'00ff' WHERE id = 2", "<2 bytes>"),
    "commission-1e400": ("UPDATE bets SET commission_cents = 1e400 WHERE id = 2", "inf"),
}


def profile_with(tmp_path: Path, statement: str, *, ended: bool) -> Path:
    """The default profile: a secure session of three hands with bets (ended or still open), one
    of its values then edited as a person with the sqlite3 shell would."""
    profile = tmp_path / "profiles" / "default.sqlite3"
    profile.parent.mkdir(parents=True)
    with History.open(profile) as history:
        table = RecordedTable.open(history, bankroll_cents=10_000_000)
        for _ in range(3):
            table.play({BetSpot.BANKER: 1_000})
        if ended:
            table.end_session()
    conn = sqlite3.connect(profile)
    try:
        drop_guards(conn)
        assert conn.execute(statement).rowcount == 1
        conn.commit()
    finally:
        conn.close()
    return profile


def labels_text(widget: Any) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel))


@pytest.mark.parametrize(("statement", "shown"), EDITS.values(), ids=EDITS.keys())
def test_an_ended_session_edited_takes_nothing_down(
    qtbot: Any, tmp_path: Path, statement: str, shown: str
) -> None:
    from baccarat_desktop.app import build_game

    profile_with(tmp_path, statement, ended=True)
    game = build_game(data_dir=str(tmp_path), settings_override={"sound": False})  # no dialog asked
    assert game is not None
    window = game.window
    qtbot.addWidget(window)
    try:
        window.show()
        game.controller.start()
        assert game.controller.table.session_id == 2  # a new session plays on

        window.views.show(ViewKey.STATISTICS)  # no traceback out of the tab's slot
        stats = window.tabs.widget(window.views.index(ViewKey.STATISTICS))
        dashboard = window.views.pane(ViewKey.STATISTICS)
        if dashboard is None:  # the file's hands cannot be counted: said in the pane
            assert "not a whole number of cents" in labels_text(stats)
            assert shown in labels_text(stats) and "verify" in labels_text(stats)
        else:  # the hands are counted; the bet sums refuse where they are needed
            dashboard.draw_all()
            assert "not a whole number of cents" in dashboard.status.text()
            assert shown in dashboard.status.text()

        window.views.show(ViewKey.HISTORY)
        browser = window.views.pane(ViewKey.HISTORY)
        assert browser is not None and browser.model is not None
        while browser.model.canFetchMore(QModelIndex()):
            browser.model.fetchMore(QModelIndex())
        assert browser.model.rowCount() == 3  # every hand listed
        row = next(r for r in range(3) if browser.model.hand(r).id == 2)
        browser.table.selectRow(row)
        assert browser.current_detail is not None and browser.current_detail.hand_id == 2
        assert shown in labels_text(browser)  # the detail shows the value as stored
        with qtbot.assertNotEmitted(browser.replay_requested):
            browser.detail_panel.replay_button.click()
        assert "not a whole number of cents" in browser.status.text()
        assert window.views.current.key == ViewKey.HISTORY and not window.replaying

        window.views.show(ViewKey.TABLE)  # the table plays on
        game.controller.place_chip(BetSpot.PLAYER)
        assert game.controller.deal() is not None
        game.window.scene.skip_animations()
        game.controller.finish_hand()
        assert history_rows(game.history, "SELECT count(*) AS n FROM hands WHERE session_id = 2")[0]["n"] == 1
    finally:
        window.close()
        game.history.close()


# The bankroll the table continues from (the open session's last hand, id 3), edited.
LAST_BANKROLL = {
    "as-text": ("UPDATE hands SET bankroll_after_cents = 'lots' WHERE id = 3", "'lots'"),
    "1e400": ("UPDATE hands SET bankroll_after_cents = 1e400 WHERE id = 3", "inf"),
    "as-blob": ("UPDATE hands SET bankroll_after_cents = x'0102' WHERE id = 3", "<2 bytes>"),
}


@pytest.mark.parametrize(("statement", "shown"), LAST_BANKROLL.values(), ids=LAST_BANKROLL.keys())
def test_the_open_session_edited_offers_a_new_session(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, statement: str, shown: str
) -> None:
    from baccarat_desktop.app import build_game

    profile_with(tmp_path, statement, ended=False)
    asked = choose_new_session(monkeypatch)
    game = build_game(data_dir=str(tmp_path), settings_override={"sound": False})
    assert game is not None
    qtbot.addWidget(game.window)
    try:
        (error,) = asked
        assert error.session_id == 1 and "whole number of cents" in error.detail and shown in error.detail
        assert game.controller.table.session_id == 2
        game.window.show()
        game.controller.start()
        assert game.history.session(1).ended_at is not None
        assert history_rows(game.history, "SELECT count(*) AS n FROM hands WHERE session_id = 1")[0]["n"] == 3
    finally:
        game.window.close()
        game.history.close()


# Values of the hand the table shows again at start that it does not continue from: its bankroll
# before, its bets (their stakes are what "Repeat bet" places).
LAST_BETS = {
    "before-as-blob": "UPDATE hands SET bankroll_before_cents = x'0102' WHERE id = 3",
    "before-1e400": "UPDATE hands SET bankroll_before_cents = 1e400 WHERE id = 3",
    "amount-as-text": "UPDATE bets SET amount_cents = 'ten' WHERE id = 3",
    "amount-1e400": "UPDATE bets SET amount_cents = 1e400 WHERE id = 3",
    "amount-as-blob": "UPDATE bets SET amount_cents = x'00ff' WHERE id = 3",
    "net-as-blob": "UPDATE bets SET net_cents = x'00ff' WHERE id = 3",
    "commission-1e400": "UPDATE bets SET commission_cents = 1e400 WHERE id = 3",
}


@pytest.mark.parametrize("statement", LAST_BETS.values(), ids=LAST_BETS.keys())
def test_the_open_session_plays_on_past_an_edited_hand(qtbot: Any, tmp_path: Path, statement: str) -> None:
    """The bankroll the table continues from is whole: the session goes on (no dialog), the edited
    hand is simply not shown again, and the next hand is stored."""
    from baccarat_desktop.app import build_game

    profile_with(tmp_path, statement, ended=False)
    game = build_game(data_dir=str(tmp_path), settings_override={"sound": False})
    assert game is not None
    qtbot.addWidget(game.window)
    try:
        assert game.controller.table.session_id == 1
        game.window.show()
        game.controller.start()
        game.controller.place_chip(BetSpot.PLAYER)
        assert game.controller.deal() is not None
        game.window.scene.skip_animations()
        game.controller.finish_hand()
        assert history_rows(game.history, "SELECT count(*) AS n FROM hands WHERE session_id = 1")[0]["n"] == 4
    finally:
        game.window.close()
        game.history.close()
