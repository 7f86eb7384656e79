"""Opening a history: the schema is built by migrations, WAL and synchronous=FULL are set, and
files this program must not write (a newer schema, another program's database) are left as they were."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.schema import SCHEMA_VERSION
from tests.command_line import in_process

from .support import file_hash, query, side_files

REQUIRED_COLUMNS = {
    "sessions": {"id", "started_at", "ended_at", "starting_bankroll_cents", "rules", "kind", "table_key"},
    "shoes": {
        "id", "session_id", "decks", "seed_sha256", "seed", "cut_position", "burned", "started_at",
        "ended_at",
    },
    "hands": {
        "id", "session_id", "shoe_id", "hand_no", "player_cards", "banker_cards", "player_total",
        "banker_total", "winner", "natural", "player_pair", "banker_pair", "bankroll_before_cents",
        "bankroll_after_cents", "played_at", "lit",
    },
    "bets": {"id", "hand_id", "spot", "amount_cents", "net_cents", "fee_cents"},
    "pending_hands": {"session_id", "bets", "lit"},
    "floor_tables": {"key", "definition", "created_at"},
}  # fmt: skip
APPLICATION_ID = int.from_bytes(b"BacD", "big")


def pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def columns(path: Path, table: str) -> set[str]:
    return {row["name"] for row in query(path, f"PRAGMA table_info({table})")}


@pytest.mark.parametrize("start", ["missing", "zero_bytes"])
def test_a_new_history_is_built_by_the_migrations(tmp_path: Path, start: str) -> None:
    path = tmp_path / "sub" / "h.sqlite3"
    if start == "zero_bytes":
        path.parent.mkdir()
        path.touch()
    with History.open(path) as history:
        conn = history.db.conn
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL, on the writer's connection
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert SCHEMA_VERSION == 5
    assert pragma(path, "user_version") == SCHEMA_VERSION
    assert pragma(path, "application_id") == APPLICATION_ID
    assert path.read_bytes()[18:20] == b"\x02\x02"  # WAL is recorded in the file header itself
    for table, required in REQUIRED_COLUMNS.items():
        assert required <= columns(path, table), table
    applied = query(path, "SELECT migration_set, name FROM _sqlite_migrations")
    assert applied == [
        {"migration_set": "baccarat_desktop.history", "name": "0001_initial"},
        {"migration_set": "baccarat_desktop.history", "name": "0002_bet_catalogue"},
        {"migration_set": "baccarat_desktop.history", "name": "0003_append_only"},
        {"migration_set": "baccarat_desktop.history", "name": "0004_fees_and_lights"},
        {"migration_set": "baccarat_desktop.history", "name": "0005_floor"},
        {"migration_set": "baccarat_desktop.history", "name": "0006_tracked"},
        {"migration_set": "baccarat_desktop.history", "name": "0007_floor_seats"},
        {"migration_set": "baccarat_desktop.history", "name": "0008_daily"},
    ]
    indexes = {row["name"] for row in query(path, "SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"bets_hand", "bets_spot", "hands_session", "hands_played_at"} <= indexes


def test_reopening_applies_nothing_again_and_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        RecordedTable.open(history, seed=1).play({BetSpot.BANKER: 500})
    before = file_hash(path)
    with History.open(path) as history:
        assert history.count("hands") == 1
        assert history.db.conn.execute("PRAGMA synchronous").fetchone()[0] == 2
    assert file_hash(path) == before  # opening a current file for writing writes nothing
    assert len(query(path, "SELECT * FROM _sqlite_migrations")) == 8


def test_a_reader_never_creates_a_file(tmp_path: Path) -> None:
    path = tmp_path / "missing.sqlite3"
    with pytest.raises(StorageError) as info:
        History.open(path, write=False)
    assert info.value.problem is Problem.IO and "no history file" in str(info.value)
    assert list(tmp_path.iterdir()) == []


def newer_history(path: Path, version: int) -> None:
    with History.open(path) as history:
        RecordedTable.open(history, seed=1).play({BetSpot.BANKER: 500})
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("write", [True, False])
def test_a_newer_schema_is_refused_and_left_unchanged(tmp_path: Path, write: bool) -> None:
    path = tmp_path / "h.sqlite3"
    newer_history(path, SCHEMA_VERSION + 1)
    before = file_hash(path)
    assert side_files(path) == []
    with pytest.raises(StorageError) as info:
        History.open(path, write=write)
    error = info.value
    assert error.problem is Problem.NEWER_SCHEMA
    assert "newer" in str(error) and f"history format {SCHEMA_VERSION + 1}" in str(error)
    assert "Update Baccarat Desktop" in str(error)
    assert file_hash(path) == before
    if write:
        assert side_files(path) == []  # not even a -wal file
    assert pragma(path, "user_version") == SCHEMA_VERSION + 1


def test_a_newer_schema_on_a_plain_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 42")
    conn.commit()
    conn.close()
    before = file_hash(path)
    with pytest.raises(StorageError) as info:
        History.open(path)
    assert info.value.problem is Problem.NEWER_SCHEMA and "history format 42" in str(info.value)
    assert file_hash(path) == before and side_files(path) == []
    assert not info.value.can_set_aside  # a newer program can still read it: do not push it aside


def test_the_cli_refuses_a_newer_schema_with_exit_1(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    newer_history(path, 99)
    before = file_hash(path)
    for args in (
        ["autoplay", "--db", str(path), "--hands", "3", "--bet", "banker=500", "--set-aside"],
        ["verify", "--db", str(path)],
    ):
        result = in_process(*args)
        assert result.returncode == 1, result.stderr
        assert "newer Baccarat Desktop" in result.stderr
    assert file_hash(path) == before
    assert sorted(p.name for p in tmp_path.iterdir() if "set-aside" in p.name) == []


@pytest.mark.parametrize("journal", ["delete", "wal"])
def test_another_programs_database_is_refused_untouched(tmp_path: Path, journal: str) -> None:
    path = tmp_path / "notes.db"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA journal_mode = {journal}")
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('milk')")
    conn.commit()
    conn.close()
    before = file_hash(path)
    for write in (True, False):
        with pytest.raises(StorageError) as info:
            History.open(path, write=write)
        assert info.value.problem is Problem.FOREIGN
        assert "another program" in str(info.value)
    assert file_hash(path) == before
    assert query(path, "SELECT text FROM notes") == [{"text": "milk"}]
    assert query(path, "SELECT name FROM sqlite_master WHERE type = 'table'") == [{"name": "notes"}]
    assert pragma(path, "user_version") == 0 and pragma(path, "application_id") == 0


def test_readers_skip_the_full_scan_only_while_this_process_holds_the_checked_writer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """quick_check runs on every open, except a reader's while our own writer has checked the file
    and still holds its lock (nobody else can change it then); on a big history that saves ~0.3 s
    for each pane opened inside the game."""
    from baccarat_desktop.storage import database
    from baccarat_desktop.storage.history import History

    scans: list[tuple[str, bool]] = []
    real = database._identify

    def spy(conn: Any, path: Path, *, scan: bool = True) -> None:
        scans.append(("open", scan))
        real(conn, path, scan=scan)

    monkeypatch.setattr(database, "_identify", spy)
    path = tmp_path / "h.sqlite3"
    writer = History.open(path)
    History.open(path, write=False).close()
    writer.close()
    History.open(path, write=False).close()
    assert [scan for _, scan in scans] == [True, False, True]
