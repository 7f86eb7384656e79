"""Data access for the analytics: per-hand columns as numpy arrays, bets as SQL aggregates.

A million hands must load in a fraction of a second and then follow the game hand by hand, so:

* one scan of ``hands`` brings back each needed column as a single ``group_concat`` string that
  numpy parses in one call (Python never builds a million row objects);
* bets are never fetched row by row: SQLite sums them per session and spot;
* ``update`` reads only hands and bets with ids above the last one seen, so following the game
  costs what the new hands cost, whatever the size of the history.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..storage.history import History, SessionRow
from .filters import HistoryFilter

__all__ = ["BANKER", "PLAYER", "TIE", "Dataset", "HandArrays", "SpotTotals"]

# Winner codes in the arrays; chosen so a chart can index colours and labels by them.
BANKER, PLAYER, TIE = 0, 1, 2
_WINNER_BY_LETTER = np.full(256, -1, dtype=np.int8)
_WINNER_BY_LETTER[ord("b")], _WINNER_BY_LETTER[ord("p")], _WINNER_BY_LETTER[ord("t")] = BANKER, PLAYER, TIE

# Above this many separate runs of hand ids, bets are summed with one join instead of per run.
_MAX_RUNS = 64

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

    def nbytes(self) -> int:
        return sum(array.nbytes for array in self._data.values())


@dataclass
class SpotTotals:
    """Sums over the bets on one spot in one session (amounts in cents)."""

    bets: int = 0
    wagered_cents: int = 0
    net_cents: int = 0
    commission_cents: int = 0
    wins: int = 0
    losses: int = 0
    pushes: int = 0
    stake_squares: float = 0.0  # sum of squared stakes (cents²), for the spread luck alone gives

    def add(self, other: SpotTotals) -> None:
        self.bets += other.bets
        self.wagered_cents += other.wagered_cents
        self.net_cents += other.net_cents
        self.commission_cents += other.commission_cents
        self.wins += other.wins
        self.losses += other.losses
        self.pushes += other.pushes
        self.stake_squares += other.stake_squares


_SPOT_SUMS = (
    "count(*) AS bets, sum(b.amount_cents) AS wagered, sum(b.net_cents) AS net, "
    "sum(b.commission_cents) AS commission, sum(b.net_cents > 0) AS wins, sum(b.net_cents < 0) AS losses, "
    "sum(b.net_cents = 0) AS pushes, total(b.amount_cents * b.amount_cents) AS squares"
)


def _totals(row: dict[str, Any]) -> SpotTotals:
    keys = ("bets", "wagered", "net", "commission", "wins", "losses", "pushes")
    return SpotTotals(*(int(row[k] or 0) for k in keys), float(row["squares"] or 0.0))


@dataclass
class Dataset:
    """Everything the charts need about the hands a filter selects, kept current by ``update``.

    ``sessions`` and ``shoes`` describe the whole file (they are small); ``hands`` and ``money``
    only the filtered hands. ``version`` changes whenever new hands arrive, so derived
    statistics know when to recompute.
    """

    filter: HistoryFilter
    hands: HandArrays = field(default_factory=HandArrays)
    sessions: dict[int, SessionRow] = field(default_factory=dict)
    shoes: dict[int, tuple[int, int]] = field(default_factory=dict)  # shoe id -> (session id, shoe no)
    money: dict[tuple[int, str], SpotTotals] = field(default_factory=dict)  # (session id, spot)
    session_bounds: dict[int, tuple[int, int]] = field(default_factory=dict)  # first/last hand id
    session_times: dict[int, tuple[str, str]] = field(default_factory=dict)  # first/last played_at
    start_bankroll: dict[int, int] = field(default_factory=dict)  # before the first filtered hand
    last_id: int = 0  # highest hand id in the file at the last load/update (filtered or not)
    version: int = 0

    @classmethod
    def load(cls, history: History, flt: HistoryFilter | None = None) -> Dataset:
        data = cls(flt or HistoryFilter())
        data.update(history)
        return data

    def update(self, history: History) -> int:
        """Read hands (and their bets) stored since the last call; returns how many matched."""
        top = int(history.query("SELECT coalesce(max(id), 0) AS top FROM hands")[0]["top"])
        if top <= self.last_id and self.version:
            return 0
        self._refresh_sessions(history)
        new = _load_hands(history, self.filter, self.last_id, top, self._session_lookup())
        self._add_hands(history, new)
        self.last_id = top
        self.version += 1
        return len(new)

    # -- pieces --------------------------------------------------------------------------------
    def _refresh_sessions(self, history: History) -> None:
        """Sessions can end (ended_at) between updates, so re-read them; shoes only when new."""
        self.sessions = {s.id: s for s in history.sessions()}
        known = max(self.shoes, default=0)
        for row in history.query(
            "SELECT id, session_id, shoe_no FROM shoes WHERE id > ? ORDER BY id", [known]
        ):
            self.shoes[int(row["id"])] = (int(row["session_id"]), int(row["shoe_no"]))

    def _add_hands(self, history: History, new: HandArrays) -> None:
        if not len(new):
            return
        self._add_money(history, new)
        self._add_session_bounds(history, new)
        self.hands.extend(new)

    def _session_lookup(self) -> np.ndarray:
        """Shoe id -> session id as an array, so a million hands are mapped in one indexing step."""
        lookup = np.zeros(max(self.shoes, default=0) + 1, dtype=np.int64)
        for shoe_id, (session_id, _) in self.shoes.items():
            lookup[shoe_id] = session_id
        return lookup

    def _add_session_bounds(self, history: History, new: HandArrays) -> None:
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
        rows: dict[int, dict[str, Any]] = {}
        for chunk in _chunks(wanted, 500):
            marks = ", ".join("?" * len(chunk))
            for row in history.query(
                f"SELECT id, played_at, bankroll_before_cents FROM hands WHERE id IN ({marks})", chunk
            ):
                rows[int(row["id"])] = row
        for session_id, first_id, last_id in spans:
            if session_id in self.session_bounds:
                first_id = self.session_bounds[session_id][0]
                first_time = self.session_times[session_id][0]
            else:
                self.start_bankroll[session_id] = int(rows[first_id]["bankroll_before_cents"])
                first_time = rows[first_id]["played_at"]
            self.session_bounds[session_id] = (first_id, last_id)
            self.session_times[session_id] = (first_time, rows[last_id]["played_at"])

    def _add_money(self, history: History, new: HandArrays) -> None:
        """Bets of the new hands summed per session and spot, by runs of consecutive hand ids.

        A run is a stretch of the filtered hands with consecutive ids in one session, so a
        ``BETWEEN`` on the bets' hand-id index selects exactly their bets with no join; the
        join is the fallback when the filter leaves the ids in many pieces.
        """
        ids, sessions = new.ids, new.session
        breaks = np.flatnonzero((np.diff(ids) != 1) | (np.diff(sessions) != 0)) + 1
        starts = np.concatenate(([0], breaks))
        ends = np.concatenate((breaks - 1, [len(ids) - 1]))
        if len(starts) <= _MAX_RUNS:
            for start, end in zip(starts.tolist(), ends.tolist(), strict=True):
                for row in history.query(
                    f"SELECT b.spot, {_SPOT_SUMS} FROM bets b WHERE b.hand_id BETWEEN ? AND ? "
                    "GROUP BY b.spot",
                    [int(ids[start]), int(ids[end])],
                ):
                    self.money.setdefault((int(sessions[start]), row["spot"]), SpotTotals()).add(_totals(row))
            return
        where, params = self.filter.where("h")
        for row in history.query(
            f"SELECT h.session_id, b.spot, {_SPOT_SUMS} FROM bets b JOIN hands h ON h.id = b.hand_id "
            f"WHERE {where} AND h.id BETWEEN ? AND ? GROUP BY h.session_id, b.spot",
            [*params, int(ids[0]), int(ids[-1])],
        ):
            self.money.setdefault((int(row["session_id"]), row["spot"]), SpotTotals()).add(_totals(row))

    # -- questions the charts ask -------------------------------------------------------------
    def session_ids(self) -> list[int]:
        """Sessions with at least one filtered hand, in order of their first hand."""
        return sorted(self.session_bounds, key=lambda s: self.session_bounds[s][0])

    def decks_per_hand(self) -> np.ndarray:
        """The shoe size each hand was dealt from (rules are per session)."""
        sessions = self.hands.session
        if not len(sessions):
            return np.empty(0, dtype=np.int64)
        lookup = np.zeros(max(self.sessions) + 1, dtype=np.int64)
        for session_id, row in self.sessions.items():
            lookup[session_id] = row.rules.decks
        return lookup[sessions]


def _chunks(items: list[int], size: int) -> list[list[int]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


def _parse_ints(text: str | None) -> np.ndarray:
    if not text:
        return np.empty(0, dtype=np.int64)
    return np.fromstring(text, dtype=np.int64, sep=",")


def _load_hands(
    history: History, flt: HistoryFilter, after_id: int, top_id: int, session_of_shoe: np.ndarray
) -> HandArrays:
    """One scan: ids, shoes, hand numbers, winner+pair codes and nets as strings, parsed by numpy.

    ``group_concat`` does not promise an order, so the ids come along and the arrays are sorted
    by them if SQLite returned anything else (a session filter walks an index, for instance).
    """
    where, params = flt.where("h")
    row = history.query(
        "SELECT count(*) AS n, group_concat(h.id) AS ids, group_concat(h.shoe_id) AS shoes, "
        "group_concat(h.hand_no) AS hand_nos, "
        "group_concat(substr(h.winner, 1, 1) || (h.player_pair + 2 * h.banker_pair), '') AS codes, "
        "group_concat(h.bankroll_after_cents - h.bankroll_before_cents) AS nets "
        f"FROM hands h WHERE {where} AND h.id > ? AND h.id <= ?",
        [*params, after_id, top_id],
    )[0]
    count = int(row["n"])
    if not count:
        return HandArrays()
    ids = _parse_ints(row["ids"])
    shoes = _parse_ints(row["shoes"])
    codes = np.frombuffer(row["codes"].encode("ascii"), dtype=np.uint8).reshape(-1, 2)
    pairs = codes[:, 1] - ord("0")
    columns = {
        "ids": ids,
        "shoe": shoes,
        "session": session_of_shoe[shoes],
        "hand_no": _parse_ints(row["hand_nos"]),
        "winner": _WINNER_BY_LETTER[codes[:, 0]],
        "player_pair": (pairs & 1).astype(bool),
        "banker_pair": (pairs & 2).astype(bool),
        "net": _parse_ints(row["nets"]),
    }
    if any(len(c) != count for c in columns.values()):
        raise ValueError("the history returned inconsistent hand columns")
    if count > 1 and not bool(np.all(ids[1:] > ids[:-1])):
        order = np.argsort(ids, kind="stable")
        columns = {name: column[order] for name, column in columns.items()}
    return HandArrays(columns)
