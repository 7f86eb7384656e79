"""One writer: a simulated history written in batches holds the very rows the table writes; and one
writer per file, whatever name it is reached by.

``store_simulated`` (benchmarks, the analytics tests' histories) and ``RecordedTable`` (the game,
``autoplay``) deal from the same seed with the same bets; every stored column but the clock's must
then be equal, shoes and their ends included.

The writer lock belongs to the file: a symbolic link leads to the file's own lock, and a file with a
second name (a hard link, for which SQLite would keep a second journal) is refused for writing.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot, bets_taken
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.database import set_aside
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process
from tests.waiting import wait_for

from .support import check_invariants, counts, file_hash, query

CLOCK = {"started_at", "ended_at", "played_at", "uid"}  # when, and a random id: the only differences
BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 100, BetSpot.BIG: 200, BetSpot.DRAGON_7: 100}


def rows(path: Path, table: str) -> list[dict[str, Any]]:
    return [
        {k: v for k, v in row.items() if k not in CLOCK}
        for row in query(path, f"SELECT * FROM {table} ORDER BY rowid")
    ]


@pytest.mark.parametrize("hands", [1, 170, 400])  # a part shoe, about two shoes, several
def test_bulk_rows_are_the_tables_rows(tmp_path: Path, hands: int) -> None:
    rules = TableRules(side_bets=SIDE_SPOTS)
    bankroll = 2_000_000
    bulk = tmp_path / "bulk.sqlite3"
    with History.open(bulk) as history:
        store_simulated(history, hands, seed=7, bets=BETS, rules=rules, bankroll_cents=bankroll, batch=64)
    table_path = tmp_path / "table.sqlite3"
    with History.open(table_path) as history:
        table = RecordedTable.open(history, rules=rules, bankroll_cents=bankroll, seed=7)
        for _ in range(hands):
            if table.needs_new_shoe:
                table.start_shoe()
            table.play(bets_taken(BETS, last_hand=table.session.is_last_hand))
        table.end_session()
    for name in ("sessions", "shoes", "shoe_secrets", "hands", "bets"):
        assert rows(bulk, name) == rows(table_path, name), name
    assert query(bulk, "SELECT count(*) AS n FROM hands")[0]["n"] == hands
    with History.open(bulk, write=False) as history:
        assert verify_history(history).ok


def test_a_shoe_ends_with_its_last_hand_in_both(tmp_path: Path) -> None:
    """The cut card's shoe is ended at its last hand's time, as the table ends it, not later."""
    path = tmp_path / "bulk.sqlite3"
    with History.open(path) as history:
        store_simulated(history, 200, seed=3, batch=50)
    for shoe in query(path, "SELECT id, ended_at, end_reason, seed FROM shoes WHERE end_reason = 'cut_card'"):
        last = query(path, "SELECT max(played_at) AS t FROM hands WHERE shoe_id = ?", (shoe["id"],))[0]["t"]
        assert shoe["ended_at"] == last and shoe["seed"] is not None


# -- One writer per file, whatever its name (issue 25) ----------------------------------------------
# The writer lock used to be ``NAME.lock`` beside whatever name it was given: a hard link or a
# symbolic link to a history got a lock of its own, and two copies wrote one file at once (two
# autoplays on two hard links both "played 3,000 hands" and left it damaged).
def _history(path: Path, hands: int = 3) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=1_000_000, seed=8)
        for _ in range(hands):
            table.play({BetSpot.BANKER: 500})
    return path


def _refused(path: Path, problem: Problem) -> StorageError:
    with pytest.raises(StorageError) as info:
        History.open(path)
    assert info.value.problem is problem, info.value
    assert str(info.value).endswith(info.value.advice)
    return info.value


def _autoplay(path: Path | str, *extra: str) -> subprocess.CompletedProcess[str]:
    return in_process("autoplay", "--db", str(path), "--hands", "3", "--bet", "banker=500", *extra)


@contextlib.contextmanager
def _playing(path: Path) -> Iterator[subprocess.Popen[str]]:
    """An ``autoplay`` that plays on ``path`` until killed, once it holds the history."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "baccarat_desktop", "autoplay", "--db", str(path), "--hands", "10000000",
         "--bet", "banker=500", "--bankroll", "1000000000"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    lock = path.with_name(path.name + ".lock")

    def holds() -> bool:
        try:
            return lock.read_text() == str(proc.pid) and counts(path)["hands"] > 3
        except (OSError, sqlite3.Error):
            return False

    try:
        wait_for(holds, "the first autoplay took the lock and played", process=proc)
        yield proc
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)


def test_a_history_with_two_names_is_refused_for_writing_and_says_how_to_fix_it(tmp_path: Path) -> None:
    path = _history(tmp_path / "h.sqlite3")
    other = tmp_path / "h2.sqlite3"
    os.link(path, other)
    before = file_hash(path)
    for name, elsewhere in ((path, other), (other, path)):
        error = _refused(name, Problem.LINKED)
        assert "has 2 names" in error.detail and elsewhere.name in error.detail
        assert "Delete the file's other names" in error.advice and not error.can_set_aside
        result = _autoplay(name)
        assert result.returncode == 1 and "Traceback" not in result.stderr
        assert "has 2 names" in result.stderr and f"cp {name} " in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3", "h2.sqlite3"]  # nothing beside
    assert file_hash(path) == before
    with History.open(other, write=False) as reader:  # reading needs no single name
        assert reader.count("hands") == 3
    other.unlink()
    with History.open(path) as history:
        assert history.writable


def test_a_second_name_made_while_autoplay_plays_is_refused(tmp_path: Path) -> None:
    path = _history(tmp_path / "h.sqlite3")
    other = tmp_path / "h2.sqlite3"
    with _playing(path) as first:
        os.link(path, other)
        second = _autoplay(other)
        assert second.returncode == 1, second.stdout
        assert "has 2 names" in second.stderr and "Traceback" not in second.stderr
        assert first.poll() is None  # the first copy plays on, undisturbed
    other.unlink()
    check_invariants(path)
    with History.open(path, write=False) as reader:
        assert verify_history(reader).ok


@pytest.mark.parametrize("how", ["file-link", "relative-link", "folder-link"])
def test_a_symbolic_link_to_a_history_in_play_is_refused(tmp_path: Path, how: str) -> None:
    path = _history(tmp_path / "data" / "h.sqlite3")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    if how == "folder-link":
        (elsewhere / "data").symlink_to(path.parent, target_is_directory=True)
        link = elsewhere / "data" / "h.sqlite3"
    else:
        link = elsewhere / "link.sqlite3"
        link.symlink_to(path if how == "file-link" else Path("..") / "data" / "h.sqlite3")
    with _playing(path) as first:
        second = _autoplay(link)
        assert second.returncode == 1, second.stdout
        assert "in use by another running copy" in second.stderr and f"process {first.pid}" in second.stderr
        refused_aside = _autoplay(link, "--set-aside")
        assert refused_aside.returncode == 1
        assert first.poll() is None
    assert not [p for p in elsewhere.rglob("*") if p.name.endswith(".lock") or ".set-aside-" in p.name]
    check_invariants(path)


def test_either_name_is_refused_while_the_other_is_held_in_this_process(tmp_path: Path) -> None:
    path = _history(tmp_path / "h.sqlite3")
    link = tmp_path / "link.sqlite3"
    link.symlink_to(path.name)
    for held, second in ((path, link), (link, path)):
        with History.open(held) as history:
            assert history.path == path  # the file's own name, whatever name it was opened by
            _refused(second, Problem.LOCKED)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3", "link.sqlite3"]


def test_side_files_are_named_after_the_file_not_the_link(tmp_path: Path) -> None:
    """-wal, -shm, the lock, a set-aside copy: all beside the file, never beside a link to it."""
    data, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    path = _history(data / "h.sqlite3")
    elsewhere.mkdir()
    link = elsewhere / "link.sqlite3"
    link.symlink_to(path)
    with History.open(link) as history:
        RecordedTable.open(history, seed=8).play({BetSpot.BANKER: 500})
        assert {p.name for p in data.iterdir()} == {
            "h.sqlite3",
            "h.sqlite3-wal",
            "h.sqlite3-shm",
            "h.sqlite3.lock",
        }
        assert [p.name for p in elsewhere.iterdir()] == ["link.sqlite3"]
        wal = (data / "h.sqlite3-wal").read_bytes()
    # An unusable file set aside through the link: the file itself goes aside, with its -wal.
    damaged = b"SQLite format 3\x00" + bytes(4_000)
    path.write_bytes(damaged)
    (data / "h.sqlite3-wal").write_bytes(wal)
    kept = set_aside(link)
    assert kept.parent == data and not kept.is_symlink() and kept.read_bytes() == damaged
    assert (data / (kept.name + "-wal")).read_bytes() == wal and not (data / "h.sqlite3-wal").exists()
    assert link.is_symlink() and not path.exists()
    with History.open(link) as history:  # the link now leads to a new history in the file's place
        assert history.count("hands") == 0
    assert path.is_file() and [p.name for p in elsewhere.iterdir()] == ["link.sqlite3"]


def test_a_history_deleted_behind_a_link_is_recovered_and_put_back_in_its_place(tmp_path: Path) -> None:
    data, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    path = _history(data / "h.sqlite3")
    elsewhere.mkdir()
    link = elsewhere / "link.sqlite3"
    link.symlink_to(path)
    with History.open(link) as history:
        table = RecordedTable.open(history, seed=8)
        table.play({BetSpot.BANKER: 500})
        path.unlink()
        with pytest.raises(StorageError) as info:
            table.play({BetSpot.BANKER: 500})
        error = info.value
        assert error.problem is Problem.GONE and error.recovered is not None
        assert error.recovered.parent == data  # beside the file, not beside the link
        assert history.can_put_back()
        history.put_back()
        table.reload()
        table.play({BetSpot.BANKER: 500})
    assert link.is_symlink() and path.is_file() and not path.is_symlink()
    assert check_invariants(path)["hands"] == 5  # three, one, and one once it was back


def test_an_output_through_a_link_to_a_history_being_made_is_refused(tmp_path: Path) -> None:
    """A writer holds the lock of a history it has not written yet (no SQLite header to see): an
    output named by a link to it is still refused, as its own name is."""
    from baccarat_desktop.storage.errors import OutputRefused
    from baccarat_desktop.storage.lock import WriterLock
    from baccarat_desktop.storage.outputs import check_output

    path = tmp_path / "new.sqlite3"
    link = tmp_path / "report.csv"
    link.symlink_to(path.name)
    lock = WriterLock(path)
    lock.acquire()
    try:
        for target in (path, link):
            with pytest.raises(OutputRefused, match="in use as a history"):
                check_output(target)
    finally:
        lock.release()
    check_output(link)  # let go: nothing holds it now
