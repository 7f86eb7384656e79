"""Data access for the analytics: per-hand columns as numpy arrays, bets as SQL aggregates.

A million hands must load in well under a second and then follow the game hand by hand, so:

* one scan of ``hands`` brings back each needed column as a single ``group_concat`` string that
  numpy parses in one call (Python never builds a million row objects);
* bets are never fetched row by row: SQLite sums them per session and spot, over ranges of hand
  ids found through the ``hands_session`` index, so no join is needed in the common case;
* loading runs the hand scan and the bet sums on two connections at once (SQLite releases the
  GIL while it works), and ``Dataset.open`` also overlaps them with storage's checks of the file;
* ``update`` reads only hands and bets with ids above the last one seen, so following the game
  costs what the new hands cost, whatever the size of the history.

Every read is bounded by the highest hand id seen at its start: a hand and its bets are committed
together, so reads on different connections still describe the same set of hands.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..storage.database import BUSY_TIMEOUT_MS, read_only_connection, translate
from ..storage.history import History, SessionRow
from .filters import HistoryFilter

__all__ = ["BANKER", "PLAYER", "TIE", "Dataset", "HandArrays", "SpotTotals"]

# Winner codes in the arrays; chosen so a chart can index colours and labels by them.
BANKER, PLAYER, TIE = 0, 1, 2
_WINNER_BY_LETTER = np.full(256, -1, dtype=np.int8)
_WINNER_BY_LETTER[ord("b")], _WINNER_BY_LETTER[ord("p")], _WINNER_BY_LETTER[ord("t")] = BANKER, PLAYER, TIE

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

Query = Callable[[str, Sequence[Any]], list[tuple[Any, ...]]]


class HandArrays:
    """Per-hand columns in hand-id (play) order, grown in place as the game adds hands.

    The arrays keep spare capacity so appending one hand to a million does not copy a million.
    Each attribute is a view of the filled part: ``ids``, ``shoe``, ``session`` (ids), ``hand_no``,
    ``winner`` (BANKER/PLAYER/TIE), ``player_pair``/``banker_pair`` (bool) and ``net`` (the hand's
    bankroll change in cents).
    """

    def __init__(self, columns: dict[str, np.ndarray] | None = None) -> None:
        columns = columns or {name: np.empty(0, dtype=_DTYPES[name]) for name in _COLUMNS}
        self._n = len(columns["ids"])
        self._data = {name: np.asarray(columns[name], dtype=_DTYPES[name]) for name in _COLUMNS}

    def __len__(self) -> int:
        return self._n

    def _view(self, name: str) -> np.ndarray:
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
        """Append hands that come after every hand already held."""
        k = len(more)
        if not k:
            return
        need = self._n + k
        capacity = len(self._data["ids"])
        if need > capacity:
            grown = max(need, capacity + capacity // 4 + 1024)
            for name in _COLUMNS:
                bigger = np.empty(grown, dtype=_DTYPES[name])
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

    def add(self, other: SpotTotals) -> None:
        self.bets += other.bets
        self.wagered_cents += other.wagered_cents
        self.net_cents += other.net_cents
        self.commission_cents += other.commission_cents
        self.stake_squares += other.stake_squares


Money = dict[tuple[int, str], SpotTotals]

# Each aggregate costs about as much as the scan itself on a million bets: only what is shown.
_SPOT_SUMS = (
    "b.spot, count(*), sum(b.amount_cents), sum(b.net_cents), sum(b.commission_cents), "
    "total(b.amount_cents * b.amount_cents)"
)


def _totals(row: Sequence[Any]) -> SpotTotals:
    return SpotTotals(*(int(v or 0) for v in row[:4]), float(row[4] or 0.0))


def _history_query(history: History) -> Query:
    """Plain tuples from the history's own connection (no dict per row), errors as StorageError."""

    def query(sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        try:
            return history.db.execute(sql, list(params)).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, history.path) from None

    return query


class _Reader:
    """A second read-only connection, for a worker thread (an SQLite connection stays in its thread).

    Used only alongside a ``History`` opened on the same file, and only what that ``History``
    accepted is kept: the file's identity and soundness are storage's checks, not repeated here.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.conn = read_only_connection(path)
            self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            # Room for a session's GROUP BY sorter in memory: the bet sums run about 10% faster.
            self.conn.execute("PRAGMA cache_size = -16384")
        except sqlite3.Error as exc:
            raise translate(exc, path) from None

    def __call__(self, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, list(params)).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None

    def close(self) -> None:
        self.conn.close()


def _with_reader(path: Path, work: Callable[[Query], Any]) -> Any:
    reader = _Reader(path)
    try:
        return work(reader)
    finally:
        reader.close()


def _latest_id(query: Query) -> int:
    return int(query("SELECT coalesce(max(id), 0) FROM hands", [])[0][0])


def _parse_ints(text: str | None) -> np.ndarray:
    if not text:
        return np.empty(0, dtype=np.int64)
    return np.fromstring(text, dtype=np.int64, sep=",")


# Hands read per query: bounds the text SQLite and Python hold at once (~30 MB per 250,000 hands).
CHUNK = 250_000


def _hand_columns(query: Query, flt: HistoryFilter, after_id: int, top_id: int) -> dict[str, np.ndarray]:
    """Scans of ``hands`` in id chunks: each column comes back as one ``group_concat`` string that
    numpy parses in one call. The ``session`` column is filled in later from the shoes."""
    parts = [_hand_chunk(query, flt, low, min(low + CHUNK, top_id)) for low in range(after_id, top_id, CHUNK)]
    if not parts:
        return {name: np.empty(0, dtype=_DTYPES[name]) for name in _COLUMNS}
    if len(parts) == 1:
        return parts[0]
    return {name: np.concatenate([part[name] for part in parts]) for name in _COLUMNS}


def _hand_chunk(query: Query, flt: HistoryFilter, after_id: int, top_id: int) -> dict[str, np.ndarray]:
    """Hands with ids in (after_id, top_id], sorted by id.

    ``group_concat`` does not promise an order, so the ids come along and the arrays are sorted
    by them if SQLite returned anything else (a session filter walks an index, for instance).
    """
    where, params = flt.where("h")
    count, ids_text, shoes_text, numbers_text, codes_text, nets_text = query(
        "SELECT count(*), group_concat(h.id), group_concat(h.shoe_id), group_concat(h.hand_no), "
        "group_concat(substr(h.winner, 1, 1) || (h.player_pair + 2 * h.banker_pair), ''), "
        "group_concat(h.bankroll_after_cents - h.bankroll_before_cents) "
        f"FROM hands h WHERE {where} AND h.id > ? AND h.id <= ?",
        [*params, after_id, top_id],
    )[0]
    if not count:
        return {name: np.empty(0, dtype=_DTYPES[name]) for name in _COLUMNS}
    ids = _parse_ints(ids_text)
    codes = np.frombuffer(codes_text.encode("ascii"), dtype=np.uint8).reshape(-1, 2)
    pairs = codes[:, 1] - ord("0")
    columns = {
        "ids": ids,
        "shoe": _parse_ints(shoes_text),
        "session": np.zeros(len(ids), dtype=np.int64),
        "hand_no": _parse_ints(numbers_text).astype(np.int32),
        "winner": _WINNER_BY_LETTER[codes[:, 0]],
        "player_pair": (pairs & 1).astype(bool),
        "banker_pair": (pairs & 2).astype(bool),
        "net": _parse_ints(nets_text),
    }
    if any(len(c) != count for c in columns.values()):
        raise ValueError("the history returned inconsistent hand columns")
    if count > 1 and not bool(np.all(ids[1:] > ids[:-1])):
        order = np.argsort(ids, kind="stable")
        columns = {name: column[order] for name, column in columns.items()}
    return columns


def _spot_totals(query: Query, flt: HistoryFilter, after_id: int, top_id: int) -> Money:
    """Bets of the filtered hands summed per session and spot.

    For each session the filtered hands' lowest and highest ids come from the session index; when
    the count shows that every id in between is one of them (a session's hands are stored one
    after another), a ``BETWEEN`` on the bets' hand-id index selects exactly their bets, no join.
    Otherwise (sessions interleaved, or a filter that leaves gaps) that session's bets are summed
    with a join.
    """
    where, params = flt.where("h")
    money: Money = {}
    spans = query(
        f"SELECT h.session_id, min(h.id), max(h.id), count(*) FROM hands h WHERE {where} "
        "AND h.id > ? AND h.id <= ? GROUP BY h.session_id",
        [*params, after_id, top_id],
    )
    for session_id, low, high, count in spans:
        if count == high - low + 1:
            rows = query(
                f"SELECT {_SPOT_SUMS} FROM bets b WHERE b.hand_id BETWEEN ? AND ? GROUP BY b.spot",
                [low, high],
            )
        else:
            rows = query(
                f"SELECT {_SPOT_SUMS} FROM bets b JOIN hands h ON h.id = b.hand_id WHERE {where} "
                "AND h.session_id = ? AND h.id BETWEEN ? AND ? GROUP BY b.spot",
                [*params, session_id, low, high],
            )
        for row in rows:
            money.setdefault((int(session_id), row[0]), SpotTotals()).add(_totals(row[1:]))
    return money


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
    spot_money: Money = field(default_factory=dict)  # (session id, spot) -> sums, settled so far
    session_bounds: dict[int, tuple[int, int]] = field(default_factory=dict)  # first/last hand id
    session_times: dict[int, tuple[str, str]] = field(default_factory=dict)  # first/last played_at
    start_bankroll: dict[int, int] = field(default_factory=dict)  # before the first filtered hand
    last_id: int = 0  # highest hand id in the file at the last load/update (filtered or not)
    version: int = 0
    pending_money: list[Future[Money]] = field(default_factory=list, repr=False, compare=False)

    @property
    def money(self) -> Money:
        """Bet sums per (session id, spot); waits for a sum still running on another connection."""
        self._settle()
        return self.spot_money

    def _settle(self) -> None:
        while self.pending_money:
            self._add_money(self.pending_money.pop(0).result())

    @classmethod
    def load(cls, history: History, flt: HistoryFilter | None = None) -> Dataset:
        """The filtered hands of an open history: the hand scan runs on the history's connection
        while a second read-only connection sums the bets."""
        data = cls(flt or HistoryFilter())
        query = _history_query(history)
        top = _latest_id(query)
        pool = ThreadPoolExecutor(max_workers=1)
        try:
            money = pool.submit(_with_reader, history.path, lambda q: _spot_totals(q, data.filter, 0, top))
            data._finish(history, top, _hand_columns(query, data.filter, 0, top), money)
        finally:
            pool.shutdown(wait=False)
        return data

    @classmethod
    def open(cls, path: Path | str, flt: HistoryFilter | None = None) -> tuple[History, Dataset]:
        """Open ``path`` read-only and load it: storage's checks run on this thread while two more
        read-only connections scan the hands and sum the bets. What they read is used only if the
        checks accept the file (otherwise their ``StorageError`` is raised, as ``History.open``'s)."""
        path = Path(path)
        flt = flt or HistoryFilter()
        pool = ThreadPoolExecutor(max_workers=2)
        try:
            try:
                top = _with_reader(path, _latest_id)
            except Exception:  # not a readable history: let History.open say why
                top = None
            columns: Future[dict[str, np.ndarray]] | None = None
            money: Future[Money] | None = None
            if top is not None:
                columns = pool.submit(_with_reader, path, lambda q: _hand_columns(q, flt, 0, top))
                money = pool.submit(_with_reader, path, lambda q: _spot_totals(q, flt, 0, top))
            history = History.open(path, write=False)
            try:
                data = cls(flt)
                if columns is None or money is None or top is None:
                    data.update(history)
                else:
                    data._finish(history, top, columns.result(), money)
            except BaseException:
                history.close()
                raise
        finally:
            pool.shutdown(wait=False)
        return history, data

    def update(self, history: History) -> int:
        """Read hands (and their bets) stored since the last call; returns how many matched."""
        query = _history_query(history)
        top = _latest_id(query)
        if top <= self.last_id and self.version:
            return 0
        columns = _hand_columns(query, self.filter, self.last_id, top)
        money = _spot_totals(query, self.filter, self.last_id, top)
        before = len(self.hands)
        self._finish(history, top, columns, money)
        return len(self.hands) - before

    # -- pieces --------------------------------------------------------------------------------
    def _finish(
        self, history: History, top: int, columns: dict[str, np.ndarray], money: Money | Future[Money]
    ) -> None:
        """Take in hands with ids in (last_id, top] and their bets' sums (perhaps still coming)."""
        query = _history_query(history)
        self._refresh_sessions(history, query)
        new = HandArrays(columns)
        if len(new):
            new._data["session"][: len(new)] = self._session_lookup()[new.shoe]
            self._add_session_bounds(query, new)
            self.hands.extend(new)
        if isinstance(money, Future):
            self.pending_money.append(money)
        else:
            # Sums add up in any order: sums still coming from an earlier load are not waited for,
            # so following the game never blocks on them.
            self._add_money(money)
        self.last_id = top
        self.version += 1

    def _add_money(self, money: Money) -> None:
        for key, totals in money.items():
            self.spot_money.setdefault(key, SpotTotals()).add(totals)

    def _refresh_sessions(self, history: History, query: Query) -> None:
        """Sessions can end (ended_at) between updates, so re-read them; shoes only when new."""
        self.sessions = {s.id: s for s in history.sessions()}
        known = max(self.shoes, default=0)
        for shoe_id, session_id, shoe_no in query(
            "SELECT id, session_id, shoe_no FROM shoes WHERE id > ? ORDER BY id", [known]
        ):
            self.shoes[int(shoe_id)] = (int(session_id), int(shoe_no))

    def _session_lookup(self) -> np.ndarray:
        """Shoe id -> session id as an array, so a million hands are mapped in one indexing step."""
        lookup = np.zeros(max(self.shoes, default=0) + 1, dtype=np.int64)
        for shoe_id, (session_id, _) in self.shoes.items():
            lookup[shoe_id] = session_id
        return lookup

    def _add_session_bounds(self, query: Query, new: HandArrays) -> None:
        """First and last filtered hand of each session: its times and starting bankroll."""
        sessions, first_index = np.unique(new.session, return_index=True)
        last_index = len(new) - 1 - np.unique(new.session[::-1], return_index=True)[1]
        spans = [
            (int(s), int(new.ids[f]), int(new.ids[last]))
            for s, f, last in zip(sessions.tolist(), first_index, last_index, strict=True)
        ]
        wanted = sorted(
            {last for _, _, last in spans} | {f for s, f, _ in spans if s not in self.session_bounds}
        )
        rows: dict[int, tuple[str, int]] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for hand_id, played_at, before in query(
                f"SELECT id, played_at, bankroll_before_cents FROM hands WHERE id IN ({marks})", chunk
            ):
                rows[int(hand_id)] = (played_at, int(before))
        for session_id, first_id, last_id in spans:
            if session_id in self.session_bounds:
                first_id = self.session_bounds[session_id][0]
                first_time = self.session_times[session_id][0]
            else:
                first_time, self.start_bankroll[session_id] = rows[first_id]
            self.session_bounds[session_id] = (first_id, last_id)
            self.session_times[session_id] = (first_time, rows[last_id][0])

    # -- questions the charts ask -------------------------------------------------------------
    def session_ids(self) -> list[int]:
        """Sessions with at least one filtered hand, in order of their first hand."""
        return sorted(self.session_bounds, key=lambda s: self.session_bounds[s][0])

    def decks_by_session(self) -> np.ndarray:
        """Session id -> the shoe size its rules deal from, as a lookup array."""
        lookup = np.zeros(max(self.sessions, default=0) + 1, dtype=np.int64)
        for session_id, row in self.sessions.items():
            lookup[session_id] = row.rules.decks
        return lookup

    def decks_per_hand(self) -> np.ndarray:
        """The shoe size each hand was dealt from (rules are per session)."""
        if not len(self.hands):
            return np.empty(0, dtype=np.int64)
        return self.decks_by_session()[self.hands.session]
