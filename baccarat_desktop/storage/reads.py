"""Every read the hand browser and the statistics make: typed rows and numpy columns, SQL only here.

``Reads`` is the read API; ``History`` has it on the connection it opened and checked, and
``Reader`` on a second read-only connection for a worker thread (an SQLite connection stays in
its thread, and SQLite works with the GIL released, so two connections read in parallel).

The hand browser pages with keyset paging on ``(sort value, id)``: a page is the next ``LIMIT``
rows after the last one shown, which costs the same on page 1 and on page 5,000 and stays correct
while the game appends hands. The statistics read per-hand columns with one ``group_concat`` per
column that numpy parses in one call (Python never builds a million row objects), and bets only
as SQLite's sums per session and spot.
"""

from __future__ import annotations

import enum
import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, Self

import numpy as np

from ..engine.bets import BetSpot, Result
from ..engine.errors import shown
from ..engine.i18n import _t
from ..engine.money import is_cents
from ..engine.rules import TableRules
from .database import BUSY_TIMEOUT_MS, SqlValue, read_only_connection, translate
from .errors import Problem, StorageError

__all__ = [
    "BANKER",
    "PLAYER",
    "TIE",
    "BetLine",
    "HandColumns",
    "HandFilter",
    "HandMark",
    "HandRecord",
    "HandRow",
    "HandScope",
    "Reader",
    "Reads",
    "Result",
    "ShoeRef",
    "SortKey",
    "SpotSums",
    "StoredCents",
    "Unreadable",
    "stored_cents",
    "stored_net",
    "unreadable_amounts",
]


# -- the hand browser's vocabulary ---------------------------------------------------------------
class SortKey(enum.Enum):
    """What the browser can sort by (ties broken by hand id)."""

    ID = "id"
    SESSION = "session"
    SHOE = "shoe"
    HAND_NO = "hand_no"
    TIME = "time"
    PLAYER_CARDS = "player_cards"  # two- or three-card hands
    PLAYER_TOTAL = "player_total"
    BANKER_CARDS = "banker_cards"
    BANKER_TOTAL = "banker_total"
    WINNER = "winner"
    WAGERED = "wagered"
    NET = "net"
    BANKROLL = "bankroll"


# Each sort key as one SQL expression on ``hands h``.
_SORT_SQL = {
    SortKey.ID: "h.id",
    SortKey.SESSION: "h.session_id",
    SortKey.SHOE: "h.shoe_id",
    SortKey.HAND_NO: "h.hand_no",
    SortKey.TIME: "h.played_at",
    SortKey.PLAYER_CARDS: "length(h.player_cards)",
    SortKey.PLAYER_TOTAL: "h.player_total",
    SortKey.BANKER_CARDS: "length(h.banker_cards)",
    SortKey.BANKER_TOTAL: "h.banker_total",
    SortKey.WINNER: "h.winner",
    SortKey.WAGERED: "(SELECT coalesce(sum(b.amount_cents), 0) FROM bets b WHERE b.hand_id = h.id)",
    # Never NULL: keyset paging compares (sort value, id), and a NULL (inf - inf, both bankrolls
    # edited into infinity) compares as nothing, which would end the paging there.
    SortKey.NET: "coalesce(h.bankroll_after_cents - h.bankroll_before_cents, 0)",
    SortKey.BANKROLL: "h.bankroll_after_cents",
}


@dataclass(frozen=True, slots=True)
class HandFilter:
    """Which hands to list. With a ``spot``, ``result`` judges that spot's bet rather than the hand's.

    ``spot`` (any bet of the catalogue) alone keeps hands with a bet on that spot; ``result`` alone
    judges the hand's net (won, lost, push: bets but net zero, no bet); both together judge the bet
    on that spot, and "no bet" then means no bet on that spot.

    A filter on a bet the hand has is answered from the bets' ``bets_spot`` index: the hands come
    out of the index in hand order, so "hands with a bet on Dragon 7" is one index range however
    few of a million hands had one. A hand holds at most one bet per spot (the table settles one
    stake per spot; import refuses a second), so the join repeats no hand.
    """

    session_id: int | None = None
    shoe_id: int | None = None
    winner: str | None = None  # "banker", "player" or "tie"
    spot: BetSpot | None = None
    result: Result | None = None

    def __post_init__(self) -> None:
        if self.winner not in (None, "banker", "player", "tie"):
            raise ValueError(f"winner must be banker, player or tie, not {self.winner!r}")
        if self.spot is not None and not isinstance(self.spot, BetSpot):
            raise ValueError(f"spot must be a bet of the catalogue, not {self.spot!r}")

    @property
    def by_bet(self) -> bool:
        """The hands come from the bets on ``spot`` (see the class note)."""
        return self.spot is not None and self.result is not Result.NO_BET


class FilterSQL(NamedTuple):
    """A ``HandFilter`` as SQL: the FROM clause, the hand id as it orders, the condition."""

    source: str
    hand_id: str
    where: str
    params: list[SqlValue]


def filter_sql(flt: HandFilter) -> FilterSQL:
    """``flt`` as SQL (also what a test reads SQLite's query plan of)."""
    by_bet = flt.by_bet
    parts: list[str] = []
    params: list[SqlValue] = []
    if flt.session_id is not None:
        parts.append("h.session_id = ?")
        params.append(flt.session_id)
    if flt.shoe_id is not None:
        parts.append("h.shoe_id = ?")
        params.append(flt.shoe_id)
    if flt.winner is not None:
        parts.append("h.winner = ?")
        params.append(flt.winner)
    any_bet = "EXISTS (SELECT 1 FROM bets b WHERE b.hand_id = h.id)"
    if flt.spot is not None:
        if flt.result is Result.NO_BET:
            parts.append("NOT EXISTS (SELECT 1 FROM bets b WHERE b.hand_id = h.id AND b.spot = ?)")
        else:
            parts.append("sb.spot = ?")
            if flt.result is not None:
                op = {Result.WON: ">", Result.LOST: "<", Result.PUSH: "="}[flt.result]
                parts.append(f"sb.net_cents {op} 0")
        params.append(flt.spot.value)
    elif flt.result is Result.WON:
        parts.append("h.bankroll_after_cents > h.bankroll_before_cents")
    elif flt.result is Result.LOST:
        parts.append("h.bankroll_after_cents < h.bankroll_before_cents")
    elif flt.result is Result.PUSH:
        parts.append(f"h.bankroll_after_cents = h.bankroll_before_cents AND {any_bet}")
    elif flt.result is Result.NO_BET:
        parts.append(f"NOT {any_bet}")
    return FilterSQL(
        "bets sb JOIN hands h ON h.id = sb.hand_id" if by_bet else "hands h",
        "sb.hand_id" if by_bet else "h.id",
        " AND ".join(parts) or "1",
        params,
    )


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A stored amount that is not a whole number of cents: text, a fraction, infinity (1e400) or
    bytes where the history keeps whole cents. Only a person editing the file outside the game puts
    one there (the game, import and verify refuse them). The hand browser lists such a hand and shows
    the value as it is stored; it is never added up or formatted as money.

    ``stored`` is the value as the file holds it, cut short (``errors.shown``): ``'lots'``, ``inf``,
    ``<2 bytes>``."""

    stored: str


# An amount as the hand browser reads it: whole cents, or what the file holds instead.
StoredCents = int | Unreadable


def stored_cents(value: object) -> StoredCents:
    """A stored amount as a value: whole cents as they are, anything else ``Unreadable`` (never
    converted: ``int()`` of 1e400 overflows, of text it fails, of 12.5 it loses the half cent)."""
    if is_cents(value):
        assert isinstance(value, int)
        return value
    return Unreadable(shown(value))


def stored_net(before: StoredCents, after: StoredCents) -> StoredCents:
    """A hand's net, ``after - before``; the one of them that cannot be read if one cannot."""
    if isinstance(after, Unreadable):
        return after
    if isinstance(before, Unreadable):
        return before
    return after - before


def _total(amounts: Iterable[StoredCents]) -> StoredCents:
    """The sum, or the first amount that cannot be read."""
    whole = 0
    for amount in amounts:
        if isinstance(amount, Unreadable):
            return amount
        whole += amount
    return whole


@dataclass(frozen=True, slots=True)
class BetLine:
    """One stored bet. ``spot`` is the stored key, kept as text: a bet of a later version reads too.
    An amount a person edited into something else is ``Unreadable``."""

    spot: str
    amount_cents: StoredCents
    net_cents: StoredCents
    commission_cents: StoredCents

    @property
    def label(self) -> str:
        try:
            return BetSpot(self.spot).label
        except ValueError:
            return self.spot.replace("_", " ").title()

    @property
    def result(self) -> Result | None:
        """Won, lost or push; None when the net cannot be read."""
        return None if isinstance(self.net_cents, Unreadable) else Result.of(self.net_cents)

    @property
    def unreadable(self) -> tuple[Unreadable, ...]:
        """Its amounts that are not whole cents (none for a bet the game stored)."""
        amounts = (self.amount_cents, self.net_cents, self.commission_cents)
        return tuple(a for a in amounts if isinstance(a, Unreadable))


def _bet_line(spot: object, amount: object, net: object, commission: object) -> BetLine:
    """A bet as stored; a spot edited into something other than text is named as it is stored."""
    return BetLine(
        spot=spot if isinstance(spot, str) else shown(spot),
        amount_cents=stored_cents(amount),
        net_cents=stored_cents(net),
        commission_cents=stored_cents(commission),
    )


@dataclass(frozen=True, slots=True)
class HandRow:
    """One line of the hand browser; ``sort_value`` is where the row sits in the current order."""

    id: int
    session_id: int
    shoe_id: int
    shoe_no: int
    hand_no: int
    played_at: str
    player_cards: str
    banker_cards: str
    player_total: int
    banker_total: int
    winner: str
    player_pair: bool
    banker_pair: bool
    bankroll_before_cents: StoredCents
    bankroll_after_cents: StoredCents
    bets: tuple[BetLine, ...]
    sort_value: SqlValue = None

    @property
    def net_cents(self) -> StoredCents:
        return stored_net(self.bankroll_before_cents, self.bankroll_after_cents)

    @property
    def wagered_cents(self) -> StoredCents:
        return _total(b.amount_cents for b in self.bets)

    @property
    def unreadable(self) -> tuple[Unreadable, ...]:
        """Its amounts (bankroll and bets) that are not whole cents: none for a hand the game stored."""
        return unreadable_amounts(self.bankroll_before_cents, self.bankroll_after_cents, self.bets)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One stored hand with what its detail needs: its shoe's number and its session's rules."""

    id: int
    session_id: int
    shoe_id: int
    shoe_no: int
    hand_no: int
    played_at: str
    player_cards: str
    banker_cards: str
    bankroll_before_cents: StoredCents
    bankroll_after_cents: StoredCents
    rules: TableRules
    bets: tuple[BetLine, ...]


def unreadable_amounts(
    before: StoredCents, after: StoredCents, bets: Iterable[BetLine]
) -> tuple[Unreadable, ...]:
    """A hand's amounts (bankroll, then bets) that are not whole cents: none for a hand the game stored."""
    bankroll = tuple(a for a in (before, after) if isinstance(a, Unreadable))
    return bankroll + tuple(u for bet in bets for u in bet.unreadable)


# The page is chosen first from ids and sort values only; the full rows are read for those few ids
# afterwards, so a sort over a million hands never carries a million rows. Their bets come in a
# query of their own (``_bets_of``), as the values SQLite holds: through JSON a blob fails the whole
# page ("JSON cannot hold BLOB values") and an infinity comes out as JSON no parser reads.
_PAGE_SQL = """
    SELECT h.id, h.session_id, h.shoe_id, s.shoe_no, h.hand_no, h.played_at, h.player_cards,
           h.banker_cards, h.player_total, h.banker_total, h.winner, h.player_pair, h.banker_pair,
           h.bankroll_before_cents, h.bankroll_after_cents, page.sort_value
    FROM (SELECT {hand_id} AS id, {sort} AS sort_value FROM {source} WHERE {where} ORDER BY {order} LIMIT ?)
         AS page
    JOIN hands h ON h.id = page.id
    JOIN shoes s ON s.id = h.shoe_id
    ORDER BY {outer_order}
"""


# -- the statistics' vocabulary ------------------------------------------------------------------
# Winner codes in the columns; chosen so a chart can index colours and labels by them.
BANKER, PLAYER, TIE = 0, 1, 2
_WINNER_BY_LETTER = np.full(256, -1, dtype=np.int8)
_WINNER_BY_LETTER[ord("b")], _WINNER_BY_LETTER[ord("p")], _WINNER_BY_LETTER[ord("t")] = BANKER, PLAYER, TIE


@dataclass(frozen=True, slots=True)
class HandScope:
    """Which hands the statistics read: some sessions (empty: all) and ``played_at`` bounds as
    stored text (UTC), ``played_from`` inclusive and ``played_before`` exclusive (None: open)."""

    sessions: tuple[int, ...] = ()
    played_from: str | None = None
    played_before: str | None = None


def _scope_where(scope: HandScope) -> tuple[str, list[SqlValue]]:
    """An SQL condition on ``hands h`` (``1`` when everything matches) and its parameters."""
    parts: list[str] = []
    params: list[SqlValue] = []
    if scope.sessions:
        parts.append(f"h.session_id IN ({', '.join('?' * len(scope.sessions))})")
        params += list(scope.sessions)
    if scope.played_from is not None:
        parts.append("h.played_at >= ?")
        params.append(scope.played_from)
    if scope.played_before is not None:
        parts.append("h.played_at < ?")
        params.append(scope.played_before)
    return (" AND ".join(parts) or "1"), params


@dataclass(frozen=True, slots=True)
class HandColumns:
    """Per-hand columns as numpy arrays, in hand-id (play) order: ``ids``, ``shoe`` (ids),
    ``hand_no``, ``winner`` (BANKER/PLAYER/TIE), ``player_pair``/``banker_pair`` (bool) and
    ``net`` (the hand's bankroll change in cents)."""

    ids: np.ndarray
    shoe: np.ndarray
    hand_no: np.ndarray
    winner: np.ndarray
    player_pair: np.ndarray
    banker_pair: np.ndarray
    net: np.ndarray

    @classmethod
    def empty(cls) -> HandColumns:
        return cls(
            np.empty(0, dtype=np.int64),
            np.empty(0, dtype=np.int64),
            np.empty(0, dtype=np.int32),
            np.empty(0, dtype=np.int8),
            np.empty(0, dtype=np.bool_),
            np.empty(0, dtype=np.bool_),
            np.empty(0, dtype=np.int64),
        )

    def __len__(self) -> int:
        return len(self.ids)

    def taken(self, order: np.ndarray) -> HandColumns:
        return HandColumns(*(column[order] for column in self._columns()))

    def _columns(self) -> tuple[np.ndarray, ...]:
        return (self.ids, self.shoe, self.hand_no, self.winner, self.player_pair, self.banker_pair, self.net)

    @classmethod
    def joined(cls, parts: Sequence[HandColumns]) -> HandColumns:
        """Chunks read one after another, as one set of columns."""
        if not parts:
            return cls.empty()
        if len(parts) == 1:
            return parts[0]
        columns = [part._columns() for part in parts]
        return cls(*(np.concatenate(column) for column in zip(*columns, strict=True)))


class SpotSums(NamedTuple):
    """Sums over the bets on one spot in one session (amounts in cents)."""

    bets: int
    wagered_cents: int
    net_cents: int
    commission_cents: int
    stake_squares: float  # sum of squared stakes (cents²), for the spread luck alone gives


class ShoeRef(NamedTuple):
    id: int
    session_id: int
    shoe_no: int


class HandMark(NamedTuple):
    """When a hand was played and the bankroll before it: a session's first and last hands'."""

    played_at: str
    bankroll_before_cents: int


# Each aggregate costs about as much as the scan itself on a million bets: only what is shown.
_SPOT_SUMS = (
    "b.spot, count(*), sum(b.amount_cents), sum(b.net_cents), sum(b.commission_cents), "
    "total(b.amount_cents * b.amount_cents)"
)

# Hands read per query: bounds the text SQLite and Python hold at once (~30 MB per 250,000 hands).
CHUNK = 250_000

# A hand's net for the statistics. SQLite's minus reads text or bytes as 0, so a bankroll edited into
# 'lots' would give a net that looks whole and is not: such a hand gives "?" instead, which the
# numbers' parse refuses (as it refuses the "Inf" or "12.5" an infinity or a fraction gives). SQLite
# orders any text or bytes after every number, so "< 1e19" keeps exactly the numbers, for the cost of
# a comparison (typeof() is a function call per hand: a third slower on a million hands).
_NET = (
    "CASE WHEN h.bankroll_after_cents < 1e19 AND h.bankroll_before_cents < 1e19 "
    "THEN h.bankroll_after_cents - h.bankroll_before_cents ELSE '?' END"
)
# A stored amount that is not whole cents, as a condition on ``column`` (to name it in a refusal).
_ODD = "typeof({column}) != 'integer'"


def _parse_ints(text: str | None) -> np.ndarray:
    """Whole numbers as ``group_concat`` joins them; a ``ValueError`` if one is not (an amount
    edited into text or infinity outside the game)."""
    if not text:
        return np.empty(0, dtype=np.int64)
    return np.fromstring(text, dtype=np.int64, sep=",")


# -- the read API --------------------------------------------------------------------------------
class Reads:
    """The reads, on whatever connection the class that has them holds (``_tuples``)."""

    path: Path

    def _tuples(self, sql: str, params: Sequence[SqlValue]) -> list[tuple[Any, ...]]:
        """Rows as plain tuples (no dict per row); SQLite's errors as ``StorageError``."""
        raise NotImplementedError

    def _not_whole(self, value: object) -> StorageError:
        """An amount the statistics cannot add up (text, a fraction or infinity where the history
        keeps whole cents): a person edited the file. Said in words, never an overflow."""
        return StorageError(
            Problem.CORRUPT,
            self.path,
            _t(
                "Storage",
                "{path} holds an amount that is not a whole number of cents ({value}): it was changed "
                "outside the game. 'baccarat-desktop verify' names every such hand.",
            ).format(path=self.path, value=shown(value)),
        )

    def _whole(self, value: object) -> int:
        """An amount read back, refused in words unless it is whole cents."""
        if not is_cents(value):
            raise self._not_whole(value)
        assert isinstance(value, int)
        return value

    def _stakes(self, rows: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
        """``(hand_id, spot, amount)`` rows as read, refused in words if an amount is not whole cents
        (a replay of the stakes would otherwise int() an infinity, or round 12.5 down unsaid)."""
        for row in rows:
            if type(row[2]) is not int:  # not is_cents: this runs per bet, and type() is bool-proof too
                raise self._not_whole(row[2])
        return rows

    def _not_whole_in(self, scope: HandScope, after_id: int, top_id: int, seen: object) -> StorageError:
        """The refusal for hands in ``scope`` with ids in (after_id, top_id] whose amounts do not add
        up, naming the first amount stored as something other than whole cents: the value a person
        would look for with the sqlite3 shell ('lots', inf), not the 0.0 SQLite made of it in a sum.
        ``seen`` (what did not add up) is named when every stored amount is whole (a sum beyond 64
        bits)."""
        where, params = _scope_where(scope)
        bounds = [*params, after_id, top_id]
        hand_amounts = ("h.bankroll_before_cents", "h.bankroll_after_cents")
        bet_amounts = ("b.amount_cents", "b.net_cents", "b.commission_cents")
        for columns, source in (
            (hand_amounts, "hands h"),
            (bet_amounts, "bets b JOIN hands h ON h.id = b.hand_id"),
        ):
            odd = " OR ".join(_ODD.format(column=c) for c in columns)
            for row in self._tuples(
                f"SELECT {', '.join(columns)} FROM {source} WHERE {where} AND h.id > ? AND h.id <= ? "
                f"AND ({odd}) ORDER BY h.id LIMIT 1",
                bounds,
            ):
                return self._not_whole(next(value for value in row if not is_cents(value)))
        if isinstance(seen, str) and "," in seen:  # a net beyond 64 bits: name it, not the whole list
            seen = next((v for v in seen.split(",") if not v.lstrip("-").isdigit()), seen)
        return self._not_whole(seen)

    def latest_hand_id(self) -> int:
        """The highest hand id stored (0 for none): every read below can be bounded by it."""
        return int(self._tuples("SELECT coalesce(max(id), 0) FROM hands", [])[0][0])

    def latest_session_id(self) -> int:
        """The highest session id stored (0 for none): a session started since the last look."""
        return int(self._tuples("SELECT coalesce(max(id), 0) FROM sessions", [])[0][0])

    # -- the hand browser ------------------------------------------------------------------------
    def hand_page(
        self,
        flt: HandFilter,
        sort: SortKey = SortKey.ID,
        *,
        descending: bool = True,
        after: tuple[SqlValue, int] | None = None,
        limit: int = 200,
        newer_than: int | None = None,
    ) -> list[HandRow]:
        """The next ``limit`` hands in order after ``after`` = (sort value, id) of the last one
        shown. ``newer_than`` keeps only hands with a higher id (hands stored since a refresh)."""
        source, hand_id, where, params = filter_sql(flt)
        clauses = [where]
        if newer_than is not None:
            clauses.append(f"{hand_id} > ?")
            params.append(newer_than)
        direction = "DESC" if descending else "ASC"
        expression = _SORT_SQL[sort]
        if sort is SortKey.ID:
            if after is not None:
                clauses.append(f"{hand_id} < ?" if descending else f"{hand_id} > ?")
                params.append(after[1])
            order = f"{hand_id} {direction}"
            outer = f"page.id {direction}"
        else:
            if after is not None:
                clauses.append(f"({expression}, {hand_id}) {'<' if descending else '>'} (?, ?)")
                params += [after[0], after[1]]
            order = f"{expression} {direction}, {hand_id} {direction}"
            outer = f"page.sort_value {direction}, page.id {direction}"
        sql = _PAGE_SQL.format(
            hand_id=hand_id,
            sort=expression,
            source=source,
            where=" AND ".join(clauses),
            order=order,
            outer_order=outer,
        )
        found = self._tuples(sql, [*params, limit])
        bets = self._bets_of([row[0] for row in found])
        rows = []
        for (
            hid,
            session_id,
            shoe_id,
            shoe_no,
            hand_no,
            played_at,
            player_cards,
            banker_cards,
            player_total,
            banker_total,
            winner,
            player_pair,
            banker_pair,
            before,
            after_cents,
            sort_value,
        ) in found:
            rows.append(
                HandRow(
                    id=hid,
                    session_id=session_id,
                    shoe_id=shoe_id,
                    shoe_no=shoe_no,
                    hand_no=hand_no,
                    played_at=played_at,
                    player_cards=player_cards,
                    banker_cards=banker_cards,
                    player_total=player_total,
                    banker_total=banker_total,
                    winner=winner,
                    player_pair=bool(player_pair),
                    banker_pair=bool(banker_pair),
                    bankroll_before_cents=stored_cents(before),
                    bankroll_after_cents=stored_cents(after_cents),
                    bets=bets.get(hid, ()),
                    sort_value=sort_value,
                )
            )
        return rows

    def _bets_of(self, hand_ids: Sequence[int]) -> dict[int, tuple[BetLine, ...]]:
        """The bets of ``hand_ids``, each hand's in the order they were placed."""
        bets: dict[int, list[BetLine]] = {}
        for start in range(0, len(hand_ids), 500):  # well under SQLite's limit on parameters
            chunk = list(hand_ids[start : start + 500])
            for hand_id, *bet in self._tuples(
                "SELECT hand_id, spot, amount_cents, net_cents, commission_cents FROM bets "
                f"WHERE hand_id IN ({', '.join('?' * len(chunk))}) ORDER BY hand_id, id",
                chunk,
            ):
                bets.setdefault(hand_id, []).append(_bet_line(*bet))
        return {hand_id: tuple(lines) for hand_id, lines in bets.items()}

    def hand_count(self, flt: HandFilter) -> int:
        """How many hands match (a full count: fast for session, shoe or bet filters)."""
        source, _, where, params = filter_sql(flt)
        return int(self._tuples(f"SELECT count(*) FROM {source} WHERE {where}", params)[0][0])

    def hand_record(self, hand_id: int) -> HandRecord:
        """One hand, its bets, its shoe's number and its session's rules; ``ValueError`` if absent."""
        rows = self._tuples(
            "SELECT h.id, h.session_id, h.shoe_id, s.shoe_no, h.hand_no, h.played_at, h.player_cards, "
            "h.banker_cards, h.bankroll_before_cents, h.bankroll_after_cents, ss.rules "
            "FROM hands h JOIN shoes s ON s.id = h.shoe_id JOIN sessions ss ON ss.id = h.session_id "
            "WHERE h.id = ?",
            [hand_id],
        )
        if not rows:
            raise ValueError(f"there is no hand {hand_id} in {self.path}")
        [(hid, session_id, shoe_id, shoe_no, hand_no, played_at, player, banker, before, after, rules)] = rows
        return HandRecord(
            id=hid,
            session_id=session_id,
            shoe_id=shoe_id,
            shoe_no=shoe_no,
            hand_no=hand_no,
            played_at=played_at,
            player_cards=player,
            banker_cards=banker,
            bankroll_before_cents=stored_cents(before),
            bankroll_after_cents=stored_cents(after),
            rules=TableRules.from_dict(json.loads(rules)),
            bets=self._bets_of([hid]).get(hid, ()),
        )

    # -- the statistics --------------------------------------------------------------------------
    def hand_columns(self, scope: HandScope, after_id: int, top_id: int) -> HandColumns:
        """The hands in ``scope`` with ids in (after_id, top_id], read in id chunks of ``CHUNK``."""
        return HandColumns.joined(
            [self._hand_chunk(scope, low, min(low + CHUNK, top_id)) for low in range(after_id, top_id, CHUNK)]
        )

    def _hand_chunk(self, scope: HandScope, after_id: int, top_id: int) -> HandColumns:
        """Hands with ids in (after_id, top_id], sorted by id.

        ``group_concat`` does not promise an order, so the ids come along and the arrays are sorted
        by them if SQLite returned anything else (a session filter walks an index, for instance).
        """
        where, params = _scope_where(scope)
        count, ids_text, shoes_text, numbers_text, codes_text, nets_text = self._tuples(
            "SELECT count(*), group_concat(h.id), group_concat(h.shoe_id), group_concat(h.hand_no), "
            "group_concat(substr(h.winner, 1, 1) || (h.player_pair + 2 * h.banker_pair), ''), "
            f"group_concat({_NET}) FROM hands h WHERE {where} AND h.id > ? AND h.id <= ?",
            [*params, after_id, top_id],
        )[0]
        if not count:
            return HandColumns.empty()
        ids = _parse_ints(ids_text)
        try:
            nets = _parse_ints(nets_text)
        except ValueError:
            raise self._not_whole_in(scope, after_id, top_id, nets_text) from None
        codes = np.frombuffer(codes_text.encode("ascii"), dtype=np.uint8).reshape(-1, 2)
        pairs = codes[:, 1] - ord("0")
        columns = HandColumns(
            ids=ids,
            shoe=_parse_ints(shoes_text),
            hand_no=_parse_ints(numbers_text).astype(np.int32),
            winner=_WINNER_BY_LETTER[codes[:, 0]],
            player_pair=(pairs & 1).astype(bool),
            banker_pair=(pairs & 2).astype(bool),
            net=nets,
        )
        if any(len(c) != count for c in columns._columns()):
            raise ValueError("the history returned inconsistent hand columns")
        if count > 1 and not bool(np.all(ids[1:] > ids[:-1])):
            columns = columns.taken(np.argsort(ids, kind="stable"))
        return columns

    def spot_sums(self, scope: HandScope, after_id: int, top_id: int) -> dict[tuple[int, str], SpotSums]:
        """Bets of the hands in ``scope`` with ids in (after_id, top_id], summed per (session, spot).

        For each session the hands' lowest and highest ids come from the session index; when the
        count shows that every id in between is one of them (a session's hands are stored one
        after another), a ``BETWEEN`` on the bets' hand-id index selects exactly their bets, no
        join. Otherwise (sessions interleaved, or a filter that leaves gaps) that session's bets
        are summed with a join.
        """
        where, params = _scope_where(scope)
        sums: dict[tuple[int, str], SpotSums] = {}
        spans = self._tuples(
            f"SELECT h.session_id, min(h.id), max(h.id), count(*) FROM hands h WHERE {where} "
            "AND h.id > ? AND h.id <= ? GROUP BY h.session_id",
            [*params, after_id, top_id],
        )
        for session_id, low, high, count in spans:
            if count == high - low + 1:
                rows = self._tuples(
                    f"SELECT {_SPOT_SUMS} FROM bets b WHERE b.hand_id BETWEEN ? AND ? GROUP BY b.spot",
                    [low, high],
                )
            else:
                rows = self._tuples(
                    f"SELECT {_SPOT_SUMS} FROM bets b JOIN hands h ON h.id = b.hand_id WHERE {where} "
                    "AND h.session_id = ? AND h.id BETWEEN ? AND ? GROUP BY b.spot",
                    [*params, session_id, low, high],
                )
            for spot, bets, wagered, net, commission, squares in rows:
                # One row per spot and session: the GROUP BY already added them up. A sum is whole
                # only if every amount in it is (SQLite's sum() of text or an infinity is a REAL).
                for value in (wagered, net, commission):
                    if not is_cents(value or 0):
                        raise self._not_whole_in(scope, after_id, top_id, value)
                sums[(int(session_id), spot)] = SpotSums(
                    int(bets or 0), wagered or 0, net or 0, commission or 0, float(squares or 0.0)
                )
        return sums

    def shoes_after(self, shoe_id: int) -> list[ShoeRef]:
        """Shoes with a higher id than ``shoe_id``, by id."""
        return [
            ShoeRef(int(i), int(session_id), int(shoe_no))
            for i, session_id, shoe_no in self._tuples(
                "SELECT id, session_id, shoe_no FROM shoes WHERE id > ? ORDER BY id", [shoe_id]
            )
        ]

    def hand_marks(self, hand_ids: Iterable[int]) -> dict[int, HandMark]:
        """When each of ``hand_ids`` was played and the bankroll before it."""
        wanted = sorted({int(i) for i in hand_ids})
        marks: dict[int, HandMark] = {}
        for start in range(0, len(wanted), 500):  # well under SQLite's limit on parameters
            chunk = wanted[start : start + 500]
            marks_sql = ", ".join("?" * len(chunk))
            for hand_id, played_at, before in self._tuples(
                f"SELECT id, played_at, bankroll_before_cents FROM hands WHERE id IN ({marks_sql})", chunk
            ):
                marks[int(hand_id)] = HandMark(played_at, self._whole(before))
        return marks


class Reader(Reads):
    """A second read-only connection, for a worker thread (an SQLite connection stays in its thread).

    Used only alongside a ``History`` opened on the same file, and only what that ``History``
    accepted is kept: the file's identity and soundness are ``History.open``'s checks, not
    repeated here.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        try:
            self.conn = read_only_connection(self.path)
            self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            # Room for a session's GROUP BY sorter in memory: the bet sums run about 10% faster.
            self.conn.execute("PRAGMA cache_size = -16384")
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None

    def _tuples(self, sql: str, params: Sequence[SqlValue]) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
