"""The hands a chart looks at: per-hand numpy columns and bet sums, loaded fast and kept current.

A million hands must load in well under a second and then follow the game hand by hand, so:

* storage reads each needed column as one string that numpy parses in one call, and bets only
  as SQLite's sums per session and spot (``storage.statistics_reads``: the SQL lives there);
* loading is staged for the first chart: the bankroll's columns (``LINE``) are read while the bet
  sums are read on a connection of their own (SQLite releases the GIL while it works), then the
  results (``RESULTS``: winners, pairs, hand numbers) on another; a load returns with the first,
  and the others are waited for only by what reads them (``HandArrays`` settles its pending columns,
  ``Dataset.money`` its sums), so the bankroll is drawn while the rest is still being read.
  ``Dataset.open`` also overlaps all of it with storage's checks of the file;
* ``update`` reads only hands and bets with ids above the last one seen, so following the game
  costs what the new hands cost, whatever the size of the history;
* a long history read whole comes from the statistics' cache (``storage.statistics_cache``: the
  columns and sums of the hands up to the last one it holds, checked against the file) plus the hands
  after it, read as ``update`` reads them; a load that read everything leaves the cache to be written
  on a thread of its own.

Every read is bounded by the highest hand id seen at its start: a hand and its bets are committed
together, so reads on different connections still describe the same set of hands.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import numpy as np

from ..storage import statistics_cache, tracked
from ..storage.history import History
from ..storage.reads import Reader, Reads
from ..storage.rows import SessionRow
from ..storage.statistics_cache import CachedColumns, read_cache, write_cache_later
from ..storage.statistics_reads import (
    BANKER,
    HAND_COLUMNS,
    LINE,
    PLAYER,
    RESULTS,
    TIE,
    HandScope,
    SpotSums,
)
from .filters import HistoryFilter, Source

__all__ = ["BANKER", "PLAYER", "TIE", "Dataset", "HandArrays", "SpotTotals"]

_COLUMNS = ("ids", "shoe", "session", "hand_no", "winner", "player_pair", "banker_pair", "net")
_DTYPES = {
    "ids": np.int64,
    "shoe": np.int64,
    "session": np.int64,
    "hand_no": np.int32,
    "winner": np.int8,
    "player_pair": np.bool_,
    "banker_pair": np.bool_,
    "net": np.int64,
}

_RESULT_COLUMNS = tuple(name for name in RESULTS if name != "ids")
Columns = Mapping[str, np.ndarray]  # some of the per-hand columns, by name, "ids" always among them

T = TypeVar("T")


class HandArrays:
    """Per-hand columns in hand-id (play) order, grown in place as the game adds hands.

    The arrays keep spare capacity so appending one hand to a million does not copy a million.
    Each attribute is a view of the filled part: ``ids``, ``shoe``, ``session`` (ids), ``hand_no``,
    ``winner`` (BANKER/PLAYER/TIE), ``player_pair``/``banker_pair`` (bool) and ``net`` (the hand's
    bankroll change in cents). The results (``hand_no``, ``winner``, the pairs) may still be coming
    from another connection (``HandArrays.of`` with a future): reading one of them waits for them;
    the bankroll's columns never wait.
    """

    def __init__(self, columns: dict[str, np.ndarray] | None = None) -> None:
        columns = columns or {name: np.empty(0, dtype=_DTYPES[name]) for name in _COLUMNS}
        self._n = len(columns["ids"])
        self._data: dict[str, np.ndarray] = {
            name: np.asarray(columns[name], dtype=_DTYPES[name]) for name in _COLUMNS
        }
        self._pending: list[Future[dict[str, np.ndarray]]] = []  # results for these very hands
        self._settling = threading.Lock()  # a worker (luck, shoe odds) may read them meanwhile

    @classmethod
    def of(cls, line: Columns, results: Columns | Future[dict[str, np.ndarray]]) -> HandArrays:
        """Storage's columns (``line``: ids, shoes, nets; ``results``, perhaps still being read, for
        the same hands), with ``session`` to be filled in (from the shoes)."""
        n = len(line["ids"])
        taken: dict[str, np.ndarray]
        if isinstance(results, Future):
            taken = {name: np.zeros(n, dtype=_DTYPES[name]) for name in _RESULT_COLUMNS}
        elif results["ids"] is line["ids"] or np.array_equal(results["ids"], line["ids"]):
            taken = {name: results[name] for name in _RESULT_COLUMNS}  # the same hands: no copy
        else:
            raise ValueError("the history returned inconsistent hand columns")
        arrays = cls(
            {
                "ids": line["ids"],
                "shoe": line["shoe"],
                "session": np.zeros(n, dtype=np.int64),
                "net": line["net"],
                **taken,
            }
        )
        if isinstance(results, Future):
            arrays._pending.append(results)
        return arrays

    @property
    def results_pending(self) -> bool:
        """The results are still being read (reading ``winner`` and the like would wait for them)."""
        return bool(self._pending) and not self._pending[0].done()

    def _take_results(self, results: Columns) -> None:
        if not np.array_equal(results["ids"], self._data["ids"][: self._n]):
            raise ValueError("the history returned inconsistent hand columns")
        for name in _RESULT_COLUMNS:
            column = results[name]
            if len(self._data[name]) == self._n and column.dtype == _DTYPES[name]:
                self._data[name] = column  # taken as read (no spare room yet): not copied
            else:
                self._data[name][: self._n] = column

    def _settle(self) -> None:
        # A read that failed stays pending, so every later ask is refused the same way.
        with self._settling:
            while self._pending:
                self._take_results(self._pending[0].result())
                self._pending.pop(0)

    def __len__(self) -> int:
        return self._n

    def _view(self, name: str) -> np.ndarray:
        if self._pending and name in _RESULT_COLUMNS:
            self._settle()
        return self._data[name][: self._n]

    ids = property(lambda self: self._view("ids"))
    shoe = property(lambda self: self._view("shoe"))
    session = property(lambda self: self._view("session"))
    hand_no = property(lambda self: self._view("hand_no"))
    winner = property(lambda self: self._view("winner"))
    player_pair = property(lambda self: self._view("player_pair"))
    banker_pair = property(lambda self: self._view("banker_pair"))
    net = property(lambda self: self._view("net"))

    def extend(self, more: HandArrays) -> None:
        """Append hands that come after every hand already held (both sets' results first)."""
        k = len(more)
        if not k:
            return
        self._settle()
        more._settle()
        need = self._n + k
        capacity = len(self._data["ids"])
        if need > capacity:
            grown = max(need, capacity + capacity // 4 + 1024)
            for name in _COLUMNS:
                try:
                    # Grown where it is (realloc), not copied beside itself: the first hand after a load
                    # would otherwise hold a million hands' columns twice for a moment. numpy refuses
                    # while anything else holds the array or a view of it: then it is copied.
                    self._data[name].resize(grown, refcheck=True)
                except ValueError:
                    bigger: np.ndarray = np.empty(grown, dtype=_DTYPES[name])
                    bigger[: self._n] = self._data[name][: self._n]
                    self._data[name] = bigger
        for name in _COLUMNS:
            self._data[name][self._n : need] = more._view(name)
        self._n = need


@dataclass
class SpotTotals:
    """Sums over the bets on one spot in one session (amounts in cents)."""

    bets: int = 0
    wagered_cents: int = 0
    net_cents: int = 0
    commission_cents: int = 0
    stake_squares: float = 0.0  # sum of squared stakes (cents²), for the spread luck alone gives

    def add(self, other: SpotTotals | SpotSums) -> None:
        self.bets += other.bets
        self.wagered_cents += other.wagered_cents
        self.net_cents += other.net_cents
        self.commission_cents += other.commission_cents
        self.stake_squares += other.stake_squares


Money = dict[tuple[int, str], SpotTotals]
Sums = dict[tuple[int, str], SpotSums]


def _on_reader(path: Path, work: Callable[[Reads], T], *, sorting: bool = False) -> T:
    """``work`` on a read-only connection of its own (for a worker thread), closed afterwards;
    ``sorting``: with room for SQLite's sorter (the bet sums' GROUP BY)."""
    with Reader(path, sorting=sorting) as reader:
        return work(reader)


def _from_cache(reads: Reads, path: Path, scope: HandScope, top: int) -> tuple[int, Columns, Sums] | None:
    """The whole history's columns and bet sums up to ``top``: the hands the statistics' cache holds
    (``storage.statistics_cache``: used only while true of the file), and the ones after them read
    here; None when there is no cache to use (then everything is read from SQLite)."""
    if scope != HandScope() or top < statistics_cache.MIN_HANDS:
        return None
    cached = read_cache(reads, path)
    if cached is None or cached.top > top:
        return None
    columns: Columns = cached.columns
    sums = cached.sums
    if cached.top < top:
        more = reads.hand_column_group(scope, cached.top, top, HAND_COLUMNS)
        columns = {name: np.concatenate([columns[name], more[name]]) for name in HAND_COLUMNS}
        sums = _added(sums, reads.spot_sums(scope, cached.top, top))
    return cached.top, columns, sums


def _added(sums: Sums, more: Sums) -> Sums:
    """Two sets of bet sums as one (each per session and spot)."""
    total = dict(sums)
    for key, extra in more.items():
        had = total.get(key)
        total[key] = (
            extra
            if had is None
            else SpotSums(
                had.bets + extra.bets,
                had.wagered_cents + extra.wagered_cents,
                had.net_cents + extra.net_cents,
                had.commission_cents + extra.commission_cents,
                had.stake_squares + extra.stake_squares,
            )
        )
    return total


def _cache_when_read(
    history: History,
    scope: HandScope,
    top: int,
    line: Columns,
    results: Columns | Future[dict[str, np.ndarray]],
    money: Sums | Future[Sums],
) -> None:
    """Keep a whole long history's columns for the next opening, on a worker thread once its results
    and sums (perhaps still being read) are in."""
    if scope != HandScope() or len(line["ids"]) < statistics_cache.MIN_HANDS:
        return

    def gather() -> CachedColumns:
        read = results.result() if isinstance(results, Future) else results
        sums = money.result() if isinstance(money, Future) else money
        columns = {**line, **{name: read[name] for name in RESULTS}}
        return CachedColumns(top, columns, sums)

    write_cache_later(history, history.path, top, gather)


@dataclass
class Dataset:
    """Everything the charts need about the hands a filter selects, kept current by ``update``.

    ``sessions`` and ``shoes`` describe the whole file (they are small); ``hands`` and ``money``
    only the filtered hands. ``version`` changes whenever new hands arrive, so derived
    statistics know when to recompute. The bet sums may still be coming in from another thread
    when ``load``/``open`` return (charts without money can be drawn meanwhile); ``money`` waits
    for them.
    """

    filter: HistoryFilter
    hands: HandArrays = field(default_factory=HandArrays)
    sessions: dict[int, SessionRow] = field(default_factory=dict)
    shoes: dict[int, tuple[int, int]] = field(default_factory=dict)  # shoe id -> (session id, shoe no)
    # ``shoes``' shoe id -> session id as a lookup array, made again when shoes are added.
    _shoe_sessions: np.ndarray | None = field(default=None, repr=False, compare=False)
    spot_money: Money = field(default_factory=dict)  # (session id, spot) -> sums, settled so far
    session_bounds: dict[int, tuple[int, int]] = field(default_factory=dict)  # first/last hand id
    session_times: dict[int, tuple[str, str]] = field(default_factory=dict)  # first/last played_at
    start_bankroll: dict[int, int] = field(default_factory=dict)  # before the first filtered hand
    sitting_decks: dict[int, int] = field(default_factory=dict)  # a tracked sitting's id -> its decks
    last_id: int = 0  # highest hand id in the file at the last load/update (filtered or not)
    version: int = 0
    pending_money: list[Future[Sums]] = field(default_factory=list, repr=False, compare=False)

    @property
    def money(self) -> Money:
        """Bet sums per (session id, spot); waits for a sum still running on another connection."""
        self._settle()
        return self.spot_money

    def _settle(self) -> None:
        # A sum that failed (a StorageError: an amount that is not whole cents) stays pending, so
        # every later ask is refused the same way rather than given the other sums as the whole.
        while self.pending_money:
            sums = self.pending_money[0].result()
            self.pending_money.pop(0)
            self._add_money(sums)

    @classmethod
    def load(cls, history: History, flt: HistoryFilter | None = None) -> Dataset:
        """The filtered hands of an open history: the bankroll's columns are read on the history's
        connection while a read-only connection sums the bets, then another reads the results
        (both returned still coming: see ``HandArrays`` and ``money``)."""
        data = cls(flt or HistoryFilter())
        scope = data.filter.scope()
        top = history.top_hand_id(data.filter.source)
        cached = _from_cache(history, history.path, scope, top)
        if cached is not None:
            data._take_cached(history, top, *cached)
            return data
        pool = ThreadPoolExecutor(max_workers=2)
        try:
            # The sums take longest: they start at once; the results once the line is read (reading
            # both beside the line would share two cores three ways and hold the first chart back).
            money = pool.submit(_on_reader, history.path, lambda r: r.spot_sums(scope, 0, top), sorting=True)
            line = history.hand_column_group(scope, 0, top, LINE)
            results = pool.submit(
                _on_reader, history.path, lambda r: r.hand_column_group(scope, 0, top, RESULTS)
            )
            data._finish(history, top, line, results, money)
            _cache_when_read(history, scope, top, line, results, money)
        finally:
            pool.shutdown(wait=False)
        return data

    @classmethod
    def open(cls, path: Path | str, flt: HistoryFilter | None = None) -> tuple[History, Dataset]:
        """Open ``path`` read-only and load it: storage's checks run on this thread while read-only
        connections read the bankroll's columns and sum the bets, then read the results.
        It returns once the checks and the bankroll's columns are done; the results and the sums
        may still be coming (``HandArrays``, ``money``). What they read is used only if the checks
        accept the file (otherwise their ``StorageError`` is raised, as ``History.open``'s)."""
        path = Path(path)
        flt = flt or HistoryFilter()
        scope = flt.scope()
        pool = ThreadPoolExecutor(max_workers=2)
        try:
            try:
                top: int | None = _on_reader(path, lambda r: r.top_hand_id(flt.source))
            except Exception:  # not a readable history: let History.open say why
                top = None
            line: Future[dict[str, np.ndarray]] | None = None
            results: Future[dict[str, np.ndarray]] | None = None
            money: Future[Sums] | None = None
            cached = None
            if top is not None:
                last = top
                cached = _on_reader(path, lambda r: _from_cache(r, path, scope, last))
            if top is not None and cached is None:
                last = top
                # First in, first served on two workers: the line and the sums (the longest) start at
                # once, the results when the line is read (three reads at once on two cores would
                # hold the first chart back).
                line = pool.submit(_on_reader, path, lambda r: r.hand_column_group(scope, 0, last, LINE))
                money = pool.submit(_on_reader, path, lambda r: r.spot_sums(scope, 0, last), sorting=True)
                results = pool.submit(
                    _on_reader, path, lambda r: r.hand_column_group(scope, 0, last, RESULTS)
                )
            history = History.open(path, write=False)
            try:
                data = cls(flt)
                if cached is not None and top is not None:
                    data._take_cached(history, top, *cached)
                elif line is None or results is None or money is None or top is None:
                    data.update(history)
                else:
                    data._finish(history, top, line.result(), results, money)
                    _cache_when_read(history, scope, top, line.result(), results, money)
            except BaseException:
                history.close()
                raise
        finally:
            pool.shutdown(wait=False)
        return history, data

    def update(self, history: History) -> int:
        """Read hands (and their bets) stored since the last call; returns how many matched."""
        top = history.top_hand_id(self.filter.source)
        if top <= self.last_id and self.version:
            return 0
        scope = self.filter.scope()
        read = history.hand_columns(scope, self.last_id, top)
        columns = {name: getattr(read, name) for name in HAND_COLUMNS}
        money = history.spot_sums(scope, self.last_id, top)
        before = len(self.hands)
        self._finish(history, top, columns, columns, money)
        return len(self.hands) - before

    def _take_cached(self, history: History, top: int, covered: int, columns: Columns, sums: Sums) -> None:
        """Take in the whole history as ``_from_cache`` gave it (the cache held hands up to
        ``covered``); the cache is written again when many hands came after it."""
        self._finish(history, top, columns, columns, sums)
        if top - covered >= statistics_cache.STALE_AFTER:
            write_cache_later(history, history.path, top, lambda: CachedColumns(top, dict(columns), sums))

    # -- pieces --------------------------------------------------------------------------------
    def _finish(
        self,
        history: History,
        top: int,
        line: Columns,
        results: Columns | Future[dict[str, np.ndarray]],
        money: Sums | Future[Sums],
    ) -> None:
        """Take in hands with ids in (last_id, top]: the bankroll's columns, their results and their
        bets' sums (these two perhaps still coming)."""
        self._refresh_sessions(history)
        new = HandArrays.of(line, results)
        if len(new):
            new._data["session"][: len(new)] = self._session_lookup()[new.shoe]
            self._add_session_bounds(history, new)
            if len(self.hands):
                self.hands.extend(new)
            else:  # the first load: taken as it is, its results perhaps still coming
                self.hands = new
        if isinstance(money, Future):
            self.pending_money.append(money)
        else:
            # Sums add up in any order: sums still coming from an earlier load are not waited for,
            # so following the game never blocks on them.
            self._add_money(money)
        self.last_id = top
        self.version += 1

    def _add_money(self, money: Sums) -> None:
        for key, sums in money.items():
            self.spot_money.setdefault(key, SpotTotals()).add(sums)

    def _refresh_sessions(self, history: History) -> None:
        """Sessions can end (ended_at) between updates, so re-read them; shoes only when new. A
        tracked sitting's shoe size is the sitting's (its session's rules are the defaults)."""
        source = self.filter.source
        self.sessions = {s.id: s for s in history.sessions(source=source)}
        if source is Source.TRACKED and self.sessions.keys() - self.sitting_decks.keys():
            self.sitting_decks = {sitting.session_id: sitting.decks for sitting in tracked.sittings(history)}
        shoes, sessions, numbers = history.shoes_after(max(self.shoes, default=0))
        if len(shoes):
            pairs = zip(sessions.tolist(), numbers.tolist(), strict=True)
            self.shoes.update(zip(shoes.tolist(), pairs, strict=True))

    def _session_lookup(self) -> np.ndarray:
        """Shoe id -> session id as an array, so a million hands are mapped in one indexing step."""
        lookup = self._shoe_sessions
        if lookup is None or len(lookup) != max(self.shoes, default=0) + 1:
            count = len(self.shoes)
            ids = np.fromiter(self.shoes, dtype=np.int64, count=count)
            owners = np.fromiter((s for s, _ in self.shoes.values()), dtype=np.int64, count=count)
            lookup = np.zeros(max(self.shoes, default=0) + 1, dtype=np.int64)
            lookup[ids] = owners
            self._shoe_sessions = lookup
        return lookup

    def _add_session_bounds(self, history: History, new: HandArrays) -> None:
        """First and last filtered hand of each session: its times and starting bankroll.

        A session's hands come in runs (one run unless sessions were played in turns): the runs are
        found in one pass, and only they are sorted by session."""
        session = new.session
        breaks = np.flatnonzero(session[1:] != session[:-1]) + 1
        run_first = np.concatenate(([0], breaks))
        run_last = np.concatenate((breaks - 1, [len(new) - 1]))
        run_session = session[run_first]
        sessions, first_run = np.unique(run_session, return_index=True)
        last_run = len(run_session) - 1 - np.unique(run_session[::-1], return_index=True)[1]
        first_index, last_index = run_first[first_run], run_last[last_run]
        spans = [
            (int(s), int(new.ids[f]), int(new.ids[last]))
            for s, f, last in zip(sessions.tolist(), first_index, last_index, strict=True)
        ]
        marks = history.hand_marks(
            {last for _, _, last in spans} | {f for s, f, _ in spans if s not in self.session_bounds},
            self.filter.source,
        )
        for session_id, first_id, last_id in spans:
            if session_id in self.session_bounds:
                first_id = self.session_bounds[session_id][0]
                first_time = self.session_times[session_id][0]
            else:
                first_time, self.start_bankroll[session_id] = marks[first_id]
            self.session_bounds[session_id] = (first_id, last_id)
            self.session_times[session_id] = (first_time, marks[last_id].played_at)

    # -- questions the charts ask -------------------------------------------------------------
    def session_ids(self) -> list[int]:
        """Sessions with at least one filtered hand, in order of their first hand."""
        return sorted(self.session_bounds, key=lambda s: self.session_bounds[s][0])

    def decks_by_session(self) -> np.ndarray:
        """Session id -> the shoe size its rules deal from, as a lookup array."""
        # As long as every shoe's session's id (``sessions`` holds the source's sessions only).
        owners = (session for session, _ in self.shoes.values())
        lookup = np.zeros(max(max(self.sessions, default=0), max(owners, default=0)) + 1, dtype=np.int64)
        for session_id, row in self.sessions.items():
            lookup[session_id] = self.sitting_decks.get(session_id, row.rules.decks)
        return lookup

    def decks_per_hand(self) -> np.ndarray:
        """The shoe size each hand was dealt from (rules are per session)."""
        if not len(self.hands):
            return np.empty(0, dtype=np.int64)
        return self.decks_by_session()[self.hands.session]
