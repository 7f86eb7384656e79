"""A history file deleted or replaced while the game writes it: noticed before the next write,
everything kept in a recovery copy (the hand in play included), no more bets, and a way back."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process
from tests.waiting import wait_for

from .support import check_invariants, file_hash, query

BETS = {BetSpot.BANKER: 500, BetSpot.TIE: 100}


def recovered_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".recovered-" in p.name)


def test_a_deleted_file_is_noticed_and_everything_is_saved(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=11)
        for _ in range(3):
            table.play(BETS)
        path.unlink()
        with pytest.raises(StorageError) as caught:
            table.play(BETS)
        error = caught.value
        assert error.problem is Problem.GONE and "was deleted" in error.detail
        assert error.recovered is not None and str(error.recovered) in error.detail
        with pytest.raises(StorageError) as again:  # every later write refuses too, no second copy
            table.play(BETS)
        assert again.value is error
        assert (
            table.bankroll_cents
            == query(error.recovered, "SELECT bankroll_after_cents AS b FROM hands")[-1]["b"]
        )
    (copy,) = recovered_files(tmp_path)
    assert copy == error.recovered
    # Nothing of the vanished file is left at its path: a stale -wal there would be replayed into
    # whatever file is opened there next.
    assert sorted(p.name for p in tmp_path.iterdir()) == [copy.name]
    assert check_invariants(copy)["hands"] == 3
    with History.open(copy, write=False) as reader:
        assert verify_history(reader).ok


def test_the_hand_in_play_is_in_the_copy_and_resumes_with_the_same_cards(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=12)
        table.play(BETS)
        dealt = table.begin_hand(BETS)  # stored as pending, then the file goes
        path.unlink()
        with pytest.raises(StorageError) as caught:
            table.commit_hand()
    copy = caught.value.recovered
    assert copy is not None
    with History.open(copy) as history:
        resumed = RecordedTable.open(history)
        assert resumed.recovered is not None
        assert resumed.recovered.coup == dealt.coup and resumed.recovered.bets == dealt.bets
        resumed.commit_hand()
    assert check_invariants(copy)["hands"] == 2


def test_putting_the_copy_back_plays_on_in_the_same_place(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=13)
        table.play(BETS)
        table.begin_hand(BETS)
        path.unlink()
        with pytest.raises(StorageError):
            table.commit_hand()
        assert history.can_put_back()
        history.put_back()
        table.reload()
        assert table.hand_in_progress is not None  # the hand that could not be stored waits
        table.commit_hand()
        table.play(BETS)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]  # the copy went back, nothing left
    assert check_invariants(path)["hands"] == 3


def test_a_replaced_file_is_noticed_and_the_newcomer_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    stranger = tmp_path / "stranger.sqlite3"
    with History.open(stranger) as other:
        RecordedTable.open(other, seed=1).play(BETS)
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=14)
        table.play(BETS)
        os.replace(stranger, path)
        newcomer = file_hash(path)
        with pytest.raises(StorageError) as caught:
            table.play(BETS)
        assert "replaced by another file" in caught.value.detail
        assert not history.can_put_back()
        with pytest.raises(StorageError):
            history.put_back()
    assert file_hash(path) == newcomer
    assert not path.with_name(path.name + "-wal").exists()  # ours went; it would corrupt the newcomer
    assert check_invariants(path)["hands"] == 1  # the newcomer opens whole, its own hand in it
    assert check_invariants(caught.value.recovered)["hands"] == 1


def test_autoplay_stops_when_its_file_is_deleted_and_says_where_everything_is(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-m", "baccarat_desktop", "autoplay", "--db", str(path), "--hands", "10000000",
         "--bet", "banker=500", "--seed", "3", "--bankroll", "100000000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        wait_for(partial(_holds_hands, path, 5), "autoplay stored 5 hands", process=proc)
        path.unlink()
        _, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 1, stderr
    assert "was deleted while Baccarat Desktop was using it" in stderr and "Traceback" not in stderr
    assert not path.with_name(path.name + "-wal").exists() and not path.with_name(path.name + "-shm").exists()
    match = re.search(r"Run again with --db (\S+) to go on with it\.", stderr)
    assert match, stderr
    copy = Path(match.group(1))
    assert copy.parent == tmp_path and check_invariants(copy)["hands"] >= 5
    assert in_process("verify", "--db", str(copy)).returncode == 0
    more = in_process("autoplay", "--db", str(copy), "--hands", "2", "--bet", "banker=500", "--json")
    assert more.returncode == 0, more.stderr
    assert '"session_id": 1' in more.stdout  # the very session goes on


def _holds_hands(path: Path, at_least: int) -> bool:
    return path.exists() and _hands(path) >= at_least


def _hands(path: Path) -> int:
    try:
        return int(query(path, "SELECT count(*) AS n FROM hands")[0]["n"])
    except Exception:  # mid-creation
        return 0


def test_a_reader_whose_file_went_leaves_nothing_at_its_path(tmp_path: Path) -> None:
    """A reader (the hand history, the statistics) tidies the -wal/-shm its connection leaves by
    opening the path once more at close: never once the file there is gone (that would create an
    empty file where the game puts its recovered copy back) or is another one (left untouched)."""
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        RecordedTable.open(history, seed=3).play(BETS)
    reader = History.open(path, write=False)
    assert not reader.moved and reader.hand_ids()
    path.unlink()
    assert reader.moved
    reader.close()
    assert not path.exists()  # the -wal/-shm beside it are the writer's to remove, as it finds out

    with History.open(path) as history:
        RecordedTable.open(history, seed=4).play(BETS)
    reader = History.open(path, write=False)
    newcomer = tmp_path / "other.sqlite3"
    with History.open(newcomer) as history:
        RecordedTable.open(history, seed=5).play(BETS)
    os.replace(newcomer, path)
    before = file_hash(path)
    assert reader.moved
    reader.close()
    assert file_hash(path) == before


def test_a_reader_still_on_its_file_tidies_after_itself(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        RecordedTable.open(history, seed=3).play(BETS)
    with History.open(path, write=False) as reader:
        assert reader.hand_ids()
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]
