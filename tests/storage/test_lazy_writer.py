"""An up-to-date history opens without sqlite-utils (the game's window shows sooner): whether a
migration is due is read with plain SQL, which must say what sqlite-utils' own ``pending`` says."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.database import wrap
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.schema import (
    MIGRATION_NAMES,
    MIGRATION_SET,
    MIGRATIONS_TABLE,
    migrations,
    migrations_pending,
)


def _pending(conn: sqlite3.Connection) -> list[str]:
    return [step.name for step in migrations().pending(wrap(conn))]


def test_the_plain_reading_of_due_migrations_agrees_with_sqlite_utils(tmp_path: Path) -> None:
    assert migrations().name == MIGRATION_SET
    assert migrations().migrations_table == MIGRATIONS_TABLE
    empty = sqlite3.connect(tmp_path / "empty.sqlite3")
    assert migrations_pending(empty) and _pending(empty) == list(MIGRATION_NAMES)
    empty.close()
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    conn = sqlite3.connect(path)
    try:
        assert not migrations_pending(conn) and _pending(conn) == []
        conn.execute(f"DELETE FROM {MIGRATIONS_TABLE} WHERE name = ?", [MIGRATION_NAMES[-1]])
        conn.commit()
        assert migrations_pending(conn) and _pending(conn) == [MIGRATION_NAMES[-1]]
        conn.execute(f"UPDATE {MIGRATIONS_TABLE} SET migration_set = 'another'")
        conn.commit()
        assert migrations_pending(conn) and _pending(conn) == list(MIGRATION_NAMES)
    finally:
        conn.close()


def test_the_writes_wrapper_is_made_on_the_first_write(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    with History.open(path, check_later=True) as history:
        assert history.integrity is not None  # opened without writing: checked on a worker
        assert history._db is None
        assert history.sessions() == []
        assert history._db is None  # reads run on the plain connection
        session = history.create_session(TableRules(), 100_000, "secure")
        assert history._db is not None and history._db.conn is history.conn
        assert [row.id for row in history.sessions()] == [session]
