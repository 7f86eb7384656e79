"""The read API (storage/reads.py, browser_reads.py, statistics_reads.py): typed rows and numpy
columns, the same on the history's own connection and on a worker's ``Reader``, and the same clear
errors for a damaged or locked file as opening the history gives."""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage import database, reads
from baccarat_desktop.storage.browser_reads import BetLine, HandFilter, HandRow, Result, SortKey
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.reads import Reader
from baccarat_desktop.storage.statistics_reads import BANKER, PLAYER, TIE, HandScope

from .support import query
from .test_bad_files import CORRUPTIONS, make_history


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_history(tmp_path_factory.mktemp("reads") / "h.sqlite3", hands=200)


@pytest.fixture
def history(path: Path) -> Iterator[History]:
    with History.open(path, write=False) as history:
        yield history


def test_a_page_is_typed_rows(history: History, path: Path) -> None:
    page = history.hand_page(HandFilter(), SortKey.NET, descending=False, limit=20)
    assert len(page) == 20 and all(isinstance(row, HandRow) for row in page)
    row = page[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.hand_no = 2  # type: ignore[misc]
    assert isinstance(row.player_pair, bool) and isinstance(row.banker_pair, bool)
    assert all(isinstance(bet, BetLine) for bet in row.bets)
    stored = query(path, "SELECT * FROM hands WHERE id = ?", (row.id,))[0]
    assert (row.player_cards, row.winner, row.bankroll_after_cents) == (
        stored["player_cards"],
        stored["winner"],
        stored["bankroll_after_cents"],
    )
    assert (
        row.sort_value
        == row.net_cents
        == min(r.net_cents for r in history.hand_page(HandFilter(), limit=500))
    )
    bets = query(
        path,
        "SELECT spot, amount_cents, net_cents, commission_cents, fee_cents FROM bets WHERE hand_id = ?",
        (row.id,),
    )
    assert [dataclasses.asdict(b) for b in row.bets] == bets
    assert history.hand_count(HandFilter(spot=BetSpot.TIE, result=Result.WON)) == len(
        query(path, "SELECT 1 FROM bets WHERE spot = 'tie' AND net_cents > 0")
    )


def test_a_hand_record_has_its_shoe_and_rules(history: History) -> None:
    newest = history.latest_hand_id()
    record = history.hand_record(newest)
    assert record.id == newest and record.rules.decks == 8 and record.shoe_no >= 1
    assert [bet.spot for bet in record.bets] == ["banker", "tie"]  # in the order they were placed
    with pytest.raises(ValueError, match="no hand"):
        history.hand_record(newest + 1)


def test_columns_and_sums_are_the_same_on_a_workers_reader(history: History, path: Path) -> None:
    top = history.latest_hand_id()
    scope = HandScope(sessions=(1,))
    mine = history.hand_columns(scope, 0, top)
    with Reader(path) as reader:
        theirs = reader.hand_columns(scope, 0, top)
        assert reader.spot_sums(scope, 0, top) == history.spot_sums(scope, 0, top)
        assert reader.hand_page(HandFilter(), limit=50) == history.hand_page(HandFilter(), limit=50)
    for name in ("ids", "shoe", "hand_no", "winner", "player_pair", "banker_pair", "net"):
        assert np.array_equal(getattr(mine, name), getattr(theirs, name)), name
    hands = query(path, "SELECT * FROM hands ORDER BY id")
    assert mine.ids.tolist() == [h["id"] for h in hands]
    assert mine.winner.tolist() == [
        {"banker": BANKER, "player": PLAYER, "tie": TIE}[h["winner"]] for h in hands
    ]
    assert mine.net.tolist() == [h["bankroll_after_cents"] - h["bankroll_before_cents"] for h in hands]
    sums = history.spot_sums(scope, 0, top)
    assert sums[(1, "banker")].bets == len(hands)
    assert sums[(1, "tie")].wagered_cents == 100 * len(hands)
    assert history.hand_columns(scope, top, top).ids.tolist() == []  # nothing after the last


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_a_damaged_file_gives_the_statistics_the_same_error_as_opening_it(tmp_path: Path, name: str) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=300)
    path.write_bytes(CORRUPTIONS[name](path.read_bytes()))
    with pytest.raises(StorageError) as opened:
        History.open(path, write=False)
    with pytest.raises(StorageError) as loaded:
        Dataset.open(path)
    assert loaded.value.problem is opened.value.problem is Problem.CORRUPT
    assert str(loaded.value) == str(opened.value)


def test_a_locked_file_is_a_clear_locked_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    monkeypatch.setattr(reads, "BUSY_TIMEOUT_MS", 50)
    path = make_history(tmp_path / "h.sqlite3", hands=20)
    holder = sqlite3.connect(path, isolation_level=None)
    try:
        holder.execute("PRAGMA locking_mode = EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")  # another program holds the whole file
        for attempt in (lambda: Dataset.open(path), lambda: Reader(path).latest_hand_id()):
            with pytest.raises(StorageError) as info:
                attempt()
            assert info.value.problem is Problem.LOCKED
            assert "is busy in another program" in str(info.value)
    finally:
        holder.close()
