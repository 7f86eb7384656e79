"""The fast loader (SQL aggregates + numpy) against the obvious row-by-row answer."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from baccarat_desktop.analytics.dataset import BANKER, PLAYER, TIE, Dataset, HandArrays
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage import statistics_reads
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.statistics_reads import HandScope

from .helpers import all_bets, all_hands, held_results, play_more, seeded_history

CODES = {"banker": BANKER, "player": PLAYER, "tie": TIE}


@pytest.fixture(scope="module")
def history_path(two_tables: Path) -> Path:
    return two_tables


def expected_columns(path: Path, keep: Any = lambda row: True) -> dict[str, list[Any]]:
    rows = [r for r in all_hands(path) if keep(r)]
    return {
        "ids": [r["id"] for r in rows],
        "session": [r["session_id"] for r in rows],
        "shoe": [r["shoe_id"] for r in rows],
        "hand_no": [r["hand_no"] for r in rows],
        "winner": [CODES[r["winner"]] for r in rows],
        "player_pair": [bool(r["player_pair"]) for r in rows],
        "banker_pair": [bool(r["banker_pair"]) for r in rows],
        "net": [r["bankroll_after_cents"] - r["bankroll_before_cents"] for r in rows],
    }


def expected_money(path: Path, sessions: set[int] | None = None) -> dict[tuple[int, str], tuple[int, ...]]:
    sums: dict[tuple[int, str], list[float]] = defaultdict(lambda: [0, 0, 0, 0, 0.0])
    for bet in all_bets(path):
        if sessions is not None and bet["session_id"] not in sessions:
            continue
        total = sums[(bet["session_id"], bet["spot"])]
        total[0] += 1
        total[1] += bet["amount_cents"]
        total[2] += bet["net_cents"]
        total[3] += bet["commission_cents"]
        total[4] += bet["amount_cents"] ** 2
    return {key: tuple(value) for key, value in sums.items()}


def money_of(data: Dataset) -> dict[tuple[int, str], tuple[int, ...]]:
    return {
        key: (t.bets, t.wagered_cents, t.net_cents, t.commission_cents, t.stake_squares)
        for key, t in data.money.items()
    }


COLUMNS = ("ids", "session", "shoe", "hand_no", "winner", "player_pair", "banker_pair", "net")


def columns_of(data: Dataset) -> dict[str, list[Any]]:
    return {name: getattr(data.hands, name).tolist() for name in COLUMNS}


def test_load_matches_the_rows(history_path: Path) -> None:
    with History.open(history_path, write=False) as history:
        data = Dataset.load(history)
    assert len(data.hands) == 2_700
    assert columns_of(data) == expected_columns(history_path)
    assert money_of(data) == expected_money(history_path)
    assert data.session_ids() == [1, 2]
    assert data.start_bankroll == {1: 1_000_000_000, 2: 1_000_000_000}
    first = all_hands(history_path)[0]
    assert data.session_bounds[1][0] == first["id"] and data.session_times[1][0] == first["played_at"]


def test_open_checks_the_file_and_loads_the_same(history_path: Path) -> None:
    history, data = Dataset.open(history_path)
    try:
        assert not history.writable
        assert columns_of(data) == expected_columns(history_path)
        assert money_of(data) == expected_money(history_path)
    finally:
        history.close()


def test_a_session_filter(history_path: Path) -> None:
    with History.open(history_path, write=False) as history:
        data = Dataset.load(history, HistoryFilter.of([2]))
    assert columns_of(data) == expected_columns(history_path, lambda r: r["session_id"] == 2)
    assert money_of(data) == expected_money(history_path, {2})
    assert data.session_ids() == [2]


def test_a_date_filter(history_path: Path) -> None:
    # The second session starts on 2026-02-10 at noon UTC: local days put it after February 1st.
    with History.open(history_path, write=False) as history:
        data = Dataset.load(history, HistoryFilter.of(since=date(2026, 2, 1)))
        none = Dataset.load(history, HistoryFilter.of(until=date(2026, 1, 1)))
    assert columns_of(data) == expected_columns(history_path, lambda r: r["session_id"] == 2)
    assert money_of(data) == expected_money(history_path, {2})
    assert len(none.hands) == 0 and none.money == {} and none.session_ids() == []


def test_small_chunks_give_the_same_columns(history_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(statistics_reads, "CHUNK", 333)
    with History.open(history_path, write=False) as history:
        data = Dataset.load(history)
    assert columns_of(data) == expected_columns(history_path)


def test_update_reads_only_the_new_hands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=400, second=0)
    history = History.open(path, write=False)
    try:
        data = Dataset.load(history)
        assert data.update(history) == 0  # nothing new: nothing read
        version = data.version
        seen: list[tuple[int, int]] = []
        original = History.hand_columns

        def spy(self: History, scope: HandScope, after: int, top: int) -> Any:
            seen.append((after, top))
            return original(self, scope, after, top)

        monkeypatch.setattr(History, "hand_columns", spy)
        play_more(path, 25)
        assert data.update(history) == 25
        assert seen == [(400, 425)], "only ids above the last one seen are read"
        assert data.version == version + 1
        assert columns_of(data) == expected_columns(path)
        assert money_of(data) == expected_money(path)
        assert data.session_ids() == [1, 2]
        last = all_hands(path)[-1]
        assert data.session_times[2][1] == last["played_at"]
    finally:
        history.close()


def test_interleaved_sessions_keep_their_own_bets(tmp_path: Path) -> None:
    """Hands of session A, then B, then A again: A's hands are not one run of ids.

    The table never interleaves two sessions itself, but the file format allows it (imports,
    other tools), so the loader must not assume it; the hands are written with the storage API.
    """
    path = tmp_path / "interleaved.sqlite3"
    rules = TableRules()
    with History.open(path) as history:
        a = history.create_session(rules, 500_000, "derived")
        b = history.create_session(rules, 500_000, "derived")
        tables = {
            a: Session(rules, 500_000, seeds=DerivedSeeds(1)),
            b: Session(rules, 500_000, seeds=DerivedSeeds(2)),
        }
        shoes = {s: history.add_shoe(s, table.start_shoe()) for s, table in tables.items()}
        for session_id, count, bets in (
            (a, 12, {BetSpot.BANKER: 1_000}),
            (b, 9, {BetSpot.PLAYER: 700, BetSpot.TIE: 100}),
            (a, 7, {BetSpot.BANKER: 2_000}),
        ):
            for _ in range(count):
                history.record_hand(session_id, shoes[session_id], tables[session_id].deal(bets))
        first = Dataset.load(history, HistoryFilter.of([a]))
        everything = Dataset.load(history)
        assert money_of(first) == expected_money(path, {a})
        assert money_of(everything) == expected_money(path)
    assert columns_of(first) == expected_columns(path, lambda r: r["session_id"] == a)
    assert len(first.hands) == 19
    ids = first.hands.ids.tolist()
    assert ids[12] - ids[11] == 10, "the hands of session B sit between A's"


def test_unusable_files_are_storage_errors(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(StorageError, match="not a Baccarat Desktop history"):
        Dataset.open(junk)
    with pytest.raises(StorageError, match="no history file"):
        Dataset.open(tmp_path / "missing.sqlite3")


def test_an_empty_history(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    History.open(path).close()
    history, data = Dataset.open(path)
    history.close()
    assert len(data.hands) == 0 and data.money == {} and data.decks_per_hand().tolist() == []


def test_hand_arrays_grow_in_place() -> None:
    def chunk(start: int, n: int) -> HandArrays:
        ids = np.arange(start, start + n)
        return HandArrays(
            {
                "ids": ids,
                "shoe": ids // 10,
                "session": np.ones(n, dtype=np.int64),
                "hand_no": ids % 10,
                "winner": ids % 3,
                "player_pair": ids % 2 == 0,
                "banker_pair": ids % 5 == 0,
                "net": ids * -1,
            }
        )

    arrays = chunk(1, 3)
    for start in range(4, 3000, 7):
        arrays.extend(chunk(start, 7))
    assert len(arrays) == 3 + 7 * len(range(4, 3000, 7))
    assert arrays.ids.tolist() == list(range(1, len(arrays) + 1))
    assert arrays.net.tolist() == [-i for i in range(1, len(arrays) + 1)]
    assert arrays.winner.tolist() == [i % 3 for i in range(1, len(arrays) + 1)]


def test_a_view_held_while_the_arrays_grow_keeps_its_hands() -> None:
    """The columns grow in place (realloc) only when nothing else holds them: a view taken before
    (a chart's, a worker's) still reads the hands it was taken of, and the new view all of them."""
    n = 5_000
    ids = np.arange(1, n + 1)
    columns = {
        name: (ids if name == "ids" else ids % 7).astype(kind)
        for name, kind in (
            ("ids", np.int64),
            ("shoe", np.int64),
            ("session", np.int64),
            ("hand_no", np.int32),
            ("winner", np.int8),
            ("player_pair", np.bool_),
            ("banker_pair", np.bool_),
            ("net", np.int64),
        )
    }
    arrays = HandArrays({name: column.copy() for name, column in columns.items()})
    held = arrays.net
    more = HandArrays({name: column[:3].copy() for name, column in columns.items()})
    more._data["ids"] = np.arange(n + 1, n + 4)
    arrays.extend(more)  # grows: the held view keeps the net column from being grown in place
    arrays.extend(
        more.__class__({name: getattr(more, name) + (3 if name == "ids" else 0) for name in columns})
    )
    assert held.tolist() == (ids % 7).tolist()
    assert arrays.ids.tolist() == list(range(1, n + 7))
    assert arrays.net.tolist() == [*(ids % 7).tolist(), 1, 2, 3, 1, 2, 3]
    assert arrays.hand_no.tolist()[-6:] == [1, 2, 3, 1, 2, 3]


# -- staged loading: the bankroll's columns first, the results and the bet sums when they come ---------------
@pytest.mark.parametrize("how", ["open", "load"])
def test_the_bankroll_columns_come_before_the_results(
    history_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    from baccarat_desktop.analytics.analysis import Analysis

    release = held_results(monkeypatch)
    expected = expected_columns(history_path)
    if how == "open":
        history, data = Dataset.open(history_path)
    else:
        history = History.open(history_path, write=False)
        data = Dataset.load(history)
    try:
        assert data.hands.results_pending, "returned while the results were still being read"
        assert len(data.hands) == 2_700
        for name in ("ids", "shoe", "session", "net"):
            assert getattr(data.hands, name).tolist() == expected[name], name
        bankroll = Analysis(data).bankroll()  # the first chart, drawn while the results come
        assert bankroll.values[-1] - bankroll.values[0] == sum(expected["net"])
        assert data.hands.results_pending
        release.set()
        assert columns_of(data) == expected  # reading a result waits for them
        assert not data.hands.results_pending
        assert money_of(data) == expected_money(history_path)
    finally:
        release.set()
        history.close()


def test_a_failed_results_read_is_refused_at_every_ask(
    history_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = statistics_reads.StatisticsReads.hand_column_group

    def failing(self: Any, scope: HandScope, after: int, top: int, names: Any) -> Any:
        if tuple(names) == statistics_reads.RESULTS:
            raise StorageError(Problem.CORRUPT, history_path, "a page of the file cannot be read")
        return original(self, scope, after, top, names)

    monkeypatch.setattr(statistics_reads.StatisticsReads, "hand_column_group", failing)
    history, data = Dataset.open(history_path)
    try:
        assert len(data.hands.net) == 2_700  # the bankroll's columns are there
        for _ in range(2):
            with pytest.raises(StorageError):
                data.hands.winner  # noqa: B018
    finally:
        history.close()


def test_new_hands_extend_a_load_whose_results_are_still_coming(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=300, second=0)
    release = held_results(monkeypatch)
    history, data = Dataset.open(path)
    try:
        play_more(path, 20)
        release.set()  # extending waits for the first results, then appends the new hands'
        assert data.update(history) == 20
        assert columns_of(data) == expected_columns(path)
    finally:
        release.set()
        history.close()
