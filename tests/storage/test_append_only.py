"""The hand log is append-only in the file itself (schema migration 0003): hands, bets and a shoe's
secret never change or go; a shoe and a session change once, when they end, and never go.

Each forbidden statement is tried on a plain sqlite3 connection (what any program, or a slip in
ours, could run) and on the game's own connection; each change the game does make still works;
a history written before the triggers gets them when it is opened.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.errors import StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.schema import APPEND_ONLY_TRIGGERS
from baccarat_desktop.storage.verify import verify_history

from .support import drop_guards, query

OLD = Path(__file__).parent.parent / "data" / "history-v1.sqlite3"
BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 100}

REFUSED = r"append-only|changes only when it ends|never changed"
FORBIDDEN = [
    "UPDATE hands SET banker_total = 5",
    "UPDATE hands SET played_at = played_at",  # naming a column is enough: hands never change
    "DELETE FROM hands",
    "DELETE FROM hands WHERE id = (SELECT max(id) FROM hands)",
    "UPDATE bets SET net_cents = net_cents + 1",
    "UPDATE bets SET commission_cents = 0",
    "DELETE FROM bets",
    "UPDATE shoe_secrets SET seed = NULL",
    "DELETE FROM shoe_secrets",
    "DELETE FROM shoes",
    "DELETE FROM shoes WHERE ended_at IS NULL",
    # an ended shoe stays as it ended
    "UPDATE shoes SET end_reason = 'new_shoe' WHERE ended_at IS NOT NULL",
    "UPDATE shoes SET ended_at = NULL, end_reason = NULL, seed = NULL WHERE ended_at IS NOT NULL",
    # the open shoe: its seed is revealed only by ending it, and nothing else of it changes
    "UPDATE shoes SET seed = (SELECT seed FROM shoe_secrets WHERE shoe_id = shoes.id) WHERE ended_at IS NULL",
    "UPDATE shoes SET cut_position = cut_position + 1 WHERE ended_at IS NULL",
    "UPDATE shoes SET burned = 0, ended_at = '2030-01-01T00:00:00.000Z' WHERE ended_at IS NULL",
    "UPDATE shoes SET seed_sha256 = 'x', ended_at = '2030-01-01T00:00:00.000Z' WHERE ended_at IS NULL",
    "DELETE FROM sessions",
    "DELETE FROM sessions WHERE ended_at IS NULL",
    "UPDATE sessions SET starting_bankroll_cents = starting_bankroll_cents + 1",
    "UPDATE sessions SET rules = '{}' WHERE ended_at IS NULL",
    "UPDATE sessions SET started_at = '2020-01-01T00:00:00.000Z', ended_at = '2030-01-01T00:00:00.000Z' "
    "WHERE ended_at IS NULL",
    "UPDATE sessions SET ended_at = NULL WHERE ended_at IS NOT NULL",  # reopened
    "UPDATE sessions SET ended_at = '2030-01-01T00:00:00.000Z' WHERE ended_at IS NOT NULL",  # ended again
]


def play(path: Path) -> None:
    """Two sessions: the first ended (its shoes too), the second open in its second shoe."""
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=1)
        for _ in range(5):
            table.play(BETS)
        table.end_session()
        table = RecordedTable.open(history, seed=2, new_session=True)
        while table.session.shoe_no < 2 or table.session.hand_no < 3:
            table.play(BETS)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("append-only") / "h.sqlite3"
    play(path)
    return path


@pytest.fixture
def copy(played: Path, tmp_path: Path) -> Path:
    target = tmp_path / "h.sqlite3"
    shutil.copy(played, target)
    return target


def everything(path: Path) -> dict[str, list[dict[str, object]]]:
    tables = ("sessions", "shoes", "shoe_secrets", "hands", "bets")
    return {t: query(path, f"SELECT * FROM {t} ORDER BY rowid") for t in tables}


def plain(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def test_the_game_leaves_an_ended_first_session_and_an_open_second(played: Path) -> None:
    """The fixture has what each statement below needs: ended and open shoes and sessions."""
    shoes = query(played, "SELECT ended_at FROM shoes")
    sessions = query(played, "SELECT ended_at FROM sessions ORDER BY id")
    assert any(s["ended_at"] is None for s in shoes) and any(s["ended_at"] for s in shoes)
    assert sessions[0]["ended_at"] is not None and sessions[1]["ended_at"] is None


@pytest.mark.parametrize("statement", FORBIDDEN)
def test_a_change_to_the_log_is_refused(copy: Path, statement: str) -> None:
    before = everything(copy)
    conn = plain(copy)
    try:
        with pytest.raises(sqlite3.IntegrityError, match=REFUSED):
            conn.execute(statement)
        assert everything(copy) == before
        drop_guards(conn)  # without the triggers the statement would have changed the log
        assert conn.execute(statement).rowcount >= 1
    finally:
        conn.close()


@pytest.mark.parametrize("statement", FORBIDDEN)
def test_the_games_own_connection_is_refused_too(copy: Path, statement: str) -> None:
    """A slip in our own code comes out as a StorageError and changes nothing."""
    before = everything(copy)
    with (
        History.open(copy) as history,
        pytest.raises(StorageError, match=REFUSED),
        history.transaction() as db,
    ):
        db.execute(statement)
    assert everything(copy) == before


@pytest.mark.parametrize(
    "statement",
    [
        # the last hand again, starting where it ended: the bankroll chain lets it through
        "INSERT OR REPLACE INTO hands SELECT id, session_id, shoe_id, hand_no, position, player_cards,"
        " banker_cards, player_total, banker_total, winner, natural, player_pair, banker_pair,"
        " bankroll_after_cents, bankroll_after_cents, played_at, lit"
        " FROM hands WHERE id = (SELECT max(id) FROM hands)",
        "REPLACE INTO bets SELECT * FROM bets WHERE id = 1",
        "INSERT OR REPLACE INTO sessions SELECT * FROM sessions WHERE id = 1",
    ],
)
def test_a_replace_meets_the_triggers_on_the_games_connection(copy: Path, statement: str) -> None:
    """REPLACE deletes the row it replaces; with recursive triggers on (every connection the game
    opens) that delete is refused like any other."""
    before = everything(copy)
    with (
        History.open(copy) as history,
        pytest.raises(StorageError, match="append-only"),
        history.transaction() as db,
    ):
        db.execute(statement)
    assert everything(copy) == before
    conn = plain(copy)  # recursive triggers off (SQLite's default): the replace goes through
    try:
        assert conn.execute(statement).rowcount == 1
    finally:
        conn.close()


def test_the_changes_the_game_makes_still_work(tmp_path: Path) -> None:
    """Ending a shoe (seed revealed) at the cut card and on a new shoe, ending a session, closing a
    session the game cannot continue, a pending hand written, replaced and cleared."""
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=5)
        while table.session.shoe_no < 2:  # through a cut card
            table.play(BETS)
        table.play(BETS)
        table.start_shoe()  # the second shoe retired early
        table.begin_hand(BETS)  # a pending hand...
        table.commit_hand()  # ...cleared when the hand is stored
        table.end_session()
        second = RecordedTable.open(history, seed=6, new_session=True)
        second.play(BETS)
        second.begin_hand(BETS)
        history.close_session_as_is(second.session_id)
    shoes = query(path, "SELECT session_id, ended_at, end_reason, seed FROM shoes ORDER BY id")
    assert [s["end_reason"] for s in shoes] == ["cut_card", "new_shoe", "session_ended", "session_ended"]
    assert all(s["ended_at"] and s["seed"] for s in shoes)
    assert all(s["ended_at"] for s in query(path, "SELECT ended_at FROM sessions"))
    assert query(path, "SELECT count(*) AS n FROM pending_hands")[0]["n"] == 1  # kept, as it was
    with History.open(path, write=False) as history:
        assert verify_history(history).ok


def test_an_older_history_gets_the_triggers_when_opened(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    shutil.copy(OLD, path)
    triggers = "SELECT name FROM sqlite_master WHERE type = 'trigger'"
    assert {r["name"] for r in query(path, triggers)} & set(APPEND_ONLY_TRIGGERS) == {"hands_append_only"}
    with History.open(path) as history:
        RecordedTable.open(history).play(BETS)  # its open session plays on
    assert set(APPEND_ONLY_TRIGGERS) <= {r["name"] for r in query(path, triggers)}
    conn = plain(path)
    try:
        for statement in ("DELETE FROM hands", "UPDATE bets SET net_cents = 0", "DELETE FROM sessions"):
            with pytest.raises(sqlite3.IntegrityError):
                conn.execute(statement)
    finally:
        conn.close()
