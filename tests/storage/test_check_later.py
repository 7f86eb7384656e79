"""The whole-file check after the window (History.open(check_later=True), storage.database.IntegrityCheck):
a damaged file is still refused and never written, whichever write comes first; a sound one is
read at once and written once the check has passed."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage import database
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable

from .test_bad_files import make_history, plain_quick_check, scribble_pages

BETS = {BetSpot.BANKER: 500}


@pytest.fixture
def held_check(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The worker's scan waits until the test lets it go (set the event); a scan at opening does not."""
    go = threading.Event()
    scan = database._scan

    def held(conn: sqlite3.Connection, path: Path) -> None:
        if threading.current_thread().name == "check-history":
            assert go.wait(30)
        scan(conn, path)

    monkeypatch.setattr(database, "_scan", held)
    return go


def test_a_damaged_file_opened_before_its_check_is_never_written(tmp_path: Path) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=400)
    # Three quarters in: among the hands' pages, past the schema's (which reach the middle of a
    # 400-hand file since migration 0008: damage there is seen as the file opens).
    damaged = scribble_pages(path.read_bytes(), where=0.75)
    path.write_bytes(damaged)
    assert plain_quick_check(path) != ["ok"]
    history = History.open(path, check_later=True)  # what reads little passes: the scan runs behind
    try:
        assert history.integrity is not None
        with pytest.raises(StorageError) as first:
            RecordedTable.open(history, seed=2, new_session=True)  # its first write waits, then refuses
        assert first.value.problem is Problem.CORRUPT and "is damaged" in str(first.value)
        assert history.integrity.failed
        with pytest.raises(StorageError), history.transaction() as db:  # and every write after it
            db.execute("DELETE FROM pending_hands")
        with pytest.raises(sqlite3.DatabaseError, match="not authorized"):  # even round the door
            history.db.conn.execute("INSERT INTO pending_hands (session_id) VALUES (1)")
    finally:
        history.close()
    assert path.read_bytes() == damaged


def test_a_write_before_the_check_ends_waits_for_it(tmp_path: Path, held_check: threading.Event) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=5)
    events: list[str] = []
    history = History.open(path, check_later=True)
    try:
        check = history.integrity
        assert check is not None and not check.done
        assert history.count("hands") == 5  # reads need not wait
        table = RecordedTable.open(history)  # continuing a session: reads only
        history.waiting_for_check = lambda: (events.append("waiting"), held_check.set())
        check.when_done(lambda error: events.append(f"checked {error}"))
        table.play(BETS)
        events.append("stored")
        assert history.count("hands") == 6
        assert history.integrity is None  # passed: later writes go straight in
    finally:
        history.close()
    assert events == ["waiting", "checked None", "stored"]


def test_opening_that_must_write_checks_first(tmp_path: Path, held_check: threading.Event) -> None:
    """A file not yet in WAL mode (or with a migration due) is written as it opens: no deferring."""
    path = make_history(tmp_path / "h.sqlite3", hands=3)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    held_check.set()
    with History.open(path, check_later=True) as history:
        assert history.integrity is None
        assert history.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_reader_scans_again_until_the_writers_check_has_passed(
    tmp_path: Path, held_check: threading.Event, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=3)
    history = History.open(path, check_later=True)
    try:
        assert history.integrity is not None
        assert path.resolve() not in database._CHECKED_BY_OUR_WRITER
        held_check.set()
        history.integrity.wait()
        assert path.resolve() in database._CHECKED_BY_OUR_WRITER
    finally:
        history.close()
    assert path.resolve() not in database._CHECKED_BY_OUR_WRITER


def test_a_check_that_ends_after_the_writer_closed_vouches_for_nothing(
    tmp_path: Path, held_check: threading.Event
) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=3)
    history = History.open(path, check_later=True)
    check = history.integrity
    assert check is not None
    history.close()
    done: list[Any] = []
    check.when_done(done.append)
    held_check.set()
    check.wait()
    assert done == [None]
    assert path.resolve() not in database._CHECKED_BY_OUR_WRITER
