"""The statistics' cache of a long history's columns: used only while true of the file, never a wrong figure.

Each test opens the Statistics' data the way the pane does (``Dataset.open``) and compares every
column and bet sum with the rows as stored, whatever state the cache is in.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.storage import statistics_cache
from baccarat_desktop.storage.reads import Reader
from baccarat_desktop.storage.statistics_reads import StatisticsReads

from .helpers import play_more, seeded_history
from .test_dataset import columns_of, expected_columns, expected_money, money_of


@pytest.fixture(autouse=True)
def short_histories_cached(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' histories are a few hundred hands: cache them as a long one would be."""
    monkeypatch.setattr(statistics_cache, "MIN_HANDS", 100)
    monkeypatch.setattr(statistics_cache, "STALE_AFTER", 10)


@pytest.fixture
def history(tmp_path: Path) -> Path:
    return seeded_history(tmp_path / "history" / "h.sqlite3", first=400, second=300)


def caches_written() -> None:
    """Wait for the cache's writer threads (they run once a load is complete)."""
    for thread in threading.enumerate():
        if thread.name == "statistics-cache":
            thread.join(60)


def opened(path: Path, flt: HistoryFilter | None = None) -> Dataset:
    """The pane's load, everything settled, its cache written."""
    history, data = Dataset.open(path, flt)
    try:
        data.money  # noqa: B018
        data.hands.winner  # noqa: B018
    finally:
        history.close()
    caches_written()
    return data


def assert_true_of(data: Dataset, path: Path) -> None:
    assert columns_of(data) == expected_columns(path)
    assert money_of(data) == expected_money(path)


class Reads:
    """Which ranges of hands were read from SQLite (columns and bet sums)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.columns: list[tuple[int, int]] = []
        self.sums: list[tuple[int, int]] = []
        columns, sums = StatisticsReads.hand_column_group, StatisticsReads.spot_sums

        def column_spy(reads: Any, scope: Any, after: int, top: int, names: Any) -> Any:
            self.columns.append((after, top))
            return columns(reads, scope, after, top, names)

        def sum_spy(reads: Any, scope: Any, after: int, top: int) -> Any:
            self.sums.append((after, top))
            return sums(reads, scope, after, top)

        monkeypatch.setattr(StatisticsReads, "hand_column_group", column_spy)
        monkeypatch.setattr(StatisticsReads, "spot_sums", sum_spy)


def cache_in_use(path: Path) -> bool:
    with Reader(path) as reader:
        return statistics_cache.read_cache(reader, path) is not None


def stored(path: Path) -> dict[str, Any]:
    with np.load(statistics_cache.cache_file(path), allow_pickle=False) as npz:
        return {name: npz[name] for name in npz.files}


def restore(path: Path, arrays: dict[str, Any]) -> None:
    with open(statistics_cache.cache_file(path), "wb") as out:
        np.savez(out, **arrays)


def test_a_second_opening_reads_nothing_but_the_cache(history: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = opened(history)
    assert_true_of(first, history)
    cache = statistics_cache.cache_file(history)
    assert cache.is_file()
    beside = {p.name for p in history.parent.iterdir()}
    assert beside <= {"h.sqlite3", "h.sqlite3-wal", "h.sqlite3-shm"}, (
        "nothing of the cache beside the history"
    )
    assert Path(os.environ["XDG_CACHE_HOME"]) in cache.parents
    reads = Reads(monkeypatch)
    second = opened(history)
    assert reads.columns == [] and reads.sums == [], "the cache held every hand"
    assert_true_of(second, history)
    assert second.session_bounds == first.session_bounds and second.start_bankroll == first.start_bankroll


def test_hands_played_since_are_read_and_the_cache_extended(
    history: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened(history)
    play_more(history, 30)
    reads = Reads(monkeypatch)
    data = opened(history)
    assert reads.columns == [(700, 730)] and reads.sums == [(700, 730)], "only the new hands are read"
    assert_true_of(data, history)
    assert json.loads(str(stored(history)["meta"]))["top"] == 730, "written again with the new hands"
    reads.columns.clear()
    assert_true_of(opened(history), history)
    assert reads.columns == []


def test_another_file_at_the_same_path_is_read_whole(tmp_path: Path, history: Path) -> None:
    """A history copied over the first (same path, same inode, as many hands) is not the cached one."""
    opened(history)
    other = seeded_history(tmp_path / "other.sqlite3", first=300, second=400)
    shutil.copyfile(other, history)  # copied into the same file: the inode stays
    assert_true_of(opened(history), history)
    assert_true_of(opened(history), history)  # the cache written again is the new file's


def test_a_shorter_file_at_the_same_path_is_read_whole(tmp_path: Path, history: Path) -> None:
    opened(history)
    shorter = seeded_history(tmp_path / "shorter.sqlite3", first=400, second=200)
    shutil.copyfile(shorter, history)
    assert_true_of(opened(history), history)


def test_a_cache_that_differs_from_the_history_is_not_used(history: Path) -> None:
    """Columns that are not the file's (a hand edited since, say) are found by the hands checked."""
    opened(history)
    for name in ("net", "shoe", "hand_no", "winner", "player_pair"):
        arrays = stored(history)
        column = arrays[name]
        arrays[name] = (
            (column ^ 1) if column.dtype == bool else (column + 1) % 3 if name == "winner" else column + 1
        )
        restore(history, arrays)
        assert_true_of(opened(history), history)
        assert np.array_equal(stored(history)[name], column), "the cache was written again, right"


def test_a_cache_with_other_facts_is_not_used(history: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another format, session, schema or file, or columns that do not end at the hand it names: the
    history is read whole, whatever the columns say."""
    opened(history)
    reads = Reads(monkeypatch)
    for key, value in (("format", 0), ("uid", "someone-else"), ("schema", 1), ("inode", 1), ("top", 650)):
        arrays = stored(history)
        meta = json.loads(str(arrays["meta"]))
        meta[key] = value
        arrays["meta"] = np.array(json.dumps(meta))
        restore(history, arrays)
        reads.columns.clear()
        assert_true_of(opened(history), history)
        assert (0, 700) in reads.columns, key


@pytest.mark.parametrize("damage", ["garbage", "truncated", "flipped", "empty", "missing member"])
def test_a_damaged_cache_is_read_past_and_written_again(history: Path, damage: str) -> None:
    opened(history)
    cache = statistics_cache.cache_file(history)
    good = cache.read_bytes()
    if damage == "garbage":
        cache.write_bytes(b"not a cache" * 1000)
    elif damage == "truncated":
        cache.write_bytes(good[: len(good) // 2])
    elif damage == "flipped":  # a byte in the middle of a column: the member's CRC no longer matches
        middle = len(good) // 2
        cache.write_bytes(good[:middle] + bytes([good[middle] ^ 0xFF]) + good[middle + 1 :])
    elif damage == "empty":
        cache.write_bytes(b"")
    else:
        arrays = stored(history)
        del arrays["sum_squares"]
        restore(history, arrays)
    assert_true_of(opened(history), history)
    assert cache_in_use(history), "written again, whole"


def test_a_filter_reads_the_history(history: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened(history)
    reads = Reads(monkeypatch)
    data = opened(history, HistoryFilter.of([2]))
    assert reads.columns, "a filtered load reads SQLite"
    assert columns_of(data) == expected_columns(history, lambda r: r["session_id"] == 2)
    assert money_of(data) == expected_money(history, {2})


def test_a_folder_that_cannot_hold_the_cache_changes_nothing(history: Path) -> None:
    folder = statistics_cache.cache_folder()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the folder would be")
    assert_true_of(opened(history), history)
    assert_true_of(opened(history), history)


def test_short_histories_are_not_cached(history: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(statistics_cache, "MIN_HANDS", 10_000)
    assert_true_of(opened(history), history)
    assert not statistics_cache.cache_file(history).exists()


def test_only_the_newest_caches_are_kept(tmp_path: Path) -> None:
    paths = [seeded_history(tmp_path / f"h{i}.sqlite3", first=150, second=0) for i in range(3)]
    for path in paths:
        opened(path)
    for i in range(3, statistics_cache.KEEP + 2):
        copy = tmp_path / f"h{i}.sqlite3"
        shutil.copyfile(paths[0], copy)
        opened(copy)
        paths.append(copy)
    kept = sorted(p.name for p in statistics_cache.cache_folder().iterdir())
    assert len(kept) == statistics_cache.KEEP
    assert statistics_cache.cache_file(paths[-1]).name in kept
