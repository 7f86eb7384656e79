"""The hand browser's reads: its filters and sort orders, its rows, and keyset paging.

The browser pages with keyset paging on ``(sort value, id)``: a page is the next ``LIMIT`` rows
after the last one shown, which costs the same on page 1 and on page 5,000 and stays correct while
the game appends hands. A hand's amounts are read as they are stored (``storage.amounts``): a hand
a person edited is listed with the value it holds.
"""

from __future__ import annotations

import enum
import functools
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..engine.bets import BetSpot, Result
from ..engine.cards import baccarat_total, parse_cards
from ..engine.errors import shown
from ..engine.multiplier import LitCard, parse_lit
from ..engine.rules import TableRules
from .amounts import StoredCents, Unreadable, stored_cents, stored_net, stored_total
from .database import SqlValue
from .rows import select_list
from .schema import FEES_AND_LIGHTS_VERSION, TRACKED_VERSION
from .whose import Source, Whose

__all__ = [
    "BetLine",
    "BrowserReads",
    "HandFilter",
    "HandRecord",
    "HandRow",
    "Result",
    "SortKey",
    "Source",
    "filter_sql",
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
    source: Source = Source.PLAYER  # whose hands: the player's own, the floor's or tracked ones

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
class BetLine:
    """One stored bet. ``spot`` is the stored key, kept as text: a bet of a later version reads too.
    An amount a person edited into something else is ``Unreadable``."""

    spot: str
    amount_cents: StoredCents
    net_cents: StoredCents  # what the bet did to the bankroll, a multiplier table's fee included
    commission_cents: StoredCents
    fee_cents: StoredCents = 0  # the multiplier table's fee, paid beside the stake

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
        amounts = (self.amount_cents, self.net_cents, self.commission_cents, self.fee_cents)
        return tuple(a for a in amounts if isinstance(a, Unreadable))


def _bet_line(spot: object, amount: object, net: object, commission: object, fee: object = 0) -> BetLine:
    """A bet as stored; a spot edited into something other than text is named as it is stored."""
    return BetLine(
        spot=spot if isinstance(spot, str) else shown(spot),
        amount_cents=stored_cents(amount),
        net_cents=stored_cents(net),
        commission_cents=stored_cents(commission),
        fee_cents=stored_cents(fee),
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
    player_total: int | None  # None: a tracked hand whose cards were not seen
    banker_total: int | None
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
        return stored_total(b.amount_cents for b in self.bets)

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
    lit: str | None = None  # the multiplier table's lit cards as stored ('QH*5 2C*2'), None elsewhere

    @property
    def lit_cards(self) -> tuple[LitCard, ...]:
        """The hand's lit cards (``multiplier.parse_lit``); () at a table without lights, or when the
        stored text cannot be read (``verify`` reports that)."""
        if self.lit is None:
            return ()
        try:
            return parse_lit(self.lit)
        except ValueError:
            return ()


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


# Tracked hands (docs/tracked.md) read as the browser reads hands: a common table expression named
# ``hands`` takes the table's place in the statement, holding each tracked shoe's hands as they stand
# (an entry no later one supersedes; its number in the shoe is that of the hand it first added), and
# one named ``bets`` holds none. Totals are NULL (worked out from the cards, if seen, when read).
# ``{hand_id}``: a hand's id is its entry's (the browser's), or (the statistics', which count in id
# order) the entry that first added it, so a corrected hand keeps its place in the shoe.
TRACKED_AS_HANDS = """
    WITH RECURSIVE chain(id, root) AS (
        SELECT id, id FROM tracked_hands WHERE action = 'add'
        UNION ALL
        SELECT t.id, c.root FROM tracked_hands t JOIN chain c ON t.target_id = c.id WHERE t.action = 'correct'
    ),
    hands AS (
        SELECT {hand_id} AS id, s.session_id AS session_id, t.shoe_id AS shoe_id,
               row_number() OVER (PARTITION BY t.shoe_id ORDER BY c.root) AS hand_no, 0 AS position,
               t.entered_at AS played_at, coalesce(t.player_cards, '') AS player_cards,
               coalesce(t.banker_cards, '') AS banker_cards, NULL AS player_total, NULL AS banker_total,
               t.outcome AS winner, coalesce(t.natural, 0) AS natural,
               coalesce(t.player_pair, 0) AS player_pair, coalesce(t.banker_pair, 0) AS banker_pair,
               0 AS bankroll_before_cents, 0 AS bankroll_after_cents, NULL AS lit
        FROM tracked_hands t JOIN chain c ON c.id = t.id JOIN shoes s ON s.id = t.shoe_id
        WHERE NOT EXISTS (SELECT 1 FROM tracked_hands u WHERE u.target_id = t.id)
    ),
    bets AS (
        SELECT 0 AS id, 0 AS hand_id, '' AS spot, 0 AS amount_cents, 0 AS net_cents,
               0 AS commission_cents, 0 AS fee_cents
        WHERE 0
    )
"""
_TRACKED_AS_HANDS = TRACKED_AS_HANDS.format(hand_id="t.id")


def _total(cards: object) -> int | None:
    """A tracked hand's total from its cards as stored; None when they were not seen (or do not read)."""
    if not isinstance(cards, str) or not cards:
        return None
    try:
        return baccarat_total(parse_cards(cards.split()))
    except ValueError:
        return None


class BrowserReads(Whose):
    """The hand browser's reads, on whatever connection the class that has them holds."""

    @functools.cached_property
    def current(self) -> bool:
        """Whether the file has this version's schema: a writer migrates it on opening, but a reader
        of an older file leaves it as it is, and reads the columns it lacks at their defaults
        (``rows.select_list``)."""
        return int(self._tuples("PRAGMA user_version", [])[0][0]) >= FEES_AND_LIGHTS_VERSION

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
        tracked = flt.source is Source.TRACKED
        if tracked and not self._tracked_kept:
            return []
        source, hand_id, where, params = filter_sql(flt)
        clauses = [where, self.whose_hands(flt.source)]
        if newer_than is not None:
            clauses.append(f"{hand_id} > ?")
            params.append(newer_than)
        direction = "DESC" if descending else "ASC"
        expression = _SORT_SQL[sort]
        if tracked:
            expression = f"coalesce({expression}, -1)"  # never NULL (keyset paging): totals not seen
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
        if tracked:
            sql = _TRACKED_AS_HANDS + sql
        found = self._tuples(sql, [*params, limit])
        bets = {} if tracked else self._bets_of([row[0] for row in found])
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
                    player_total=_total(player_cards) if tracked else player_total,
                    banker_total=_total(banker_cards) if tracked else banker_total,
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
            columns = select_list(
                ("hand_id", "spot", "amount_cents", "net_cents", "commission_cents", "fee_cents"),
                current=self.current,
            )
            for hand_id, *bet in self._tuples(
                f"SELECT {columns} FROM bets "
                f"WHERE hand_id IN ({', '.join('?' * len(chunk))}) ORDER BY hand_id, id",
                chunk,
            ):
                bets.setdefault(hand_id, []).append(_bet_line(*bet))
        return {hand_id: tuple(lines) for hand_id, lines in bets.items()}

    def hand_count(self, flt: HandFilter) -> int:
        """How many hands match (a full count: fast for session, shoe or bet filters)."""
        tracked = flt.source is Source.TRACKED
        if tracked and not self._tracked_kept:
            return 0
        source, _, where, params = filter_sql(flt)
        where = f"{where} AND {self.whose_hands(flt.source)}"
        sql = f"SELECT count(*) FROM {source} WHERE {where}"
        return int(self._tuples(_TRACKED_AS_HANDS + sql if tracked else sql, params)[0][0])

    @functools.cached_property
    def _tracked_kept(self) -> bool:
        """Whether the file can hold tracked hands (schema 5 on; an older one read as it is cannot)."""
        return int(self._tuples("PRAGMA user_version", [])[0][0]) >= TRACKED_VERSION

    def hand_record(self, hand_id: int) -> HandRecord:
        """One hand, its bets, its shoe's number and its session's rules; ``ValueError`` if absent."""
        rows = self._tuples(
            "SELECT h.id, h.session_id, h.shoe_id, s.shoe_no, h.hand_no, h.played_at, h.player_cards, "
            "h.banker_cards, h.bankroll_before_cents, h.bankroll_after_cents, ss.rules, "
            f"{select_list(('lit',), current=self.current, prefix='h.')} "
            "FROM hands h JOIN shoes s ON s.id = h.shoe_id JOIN sessions ss ON ss.id = h.session_id "
            "WHERE h.id = ?",
            [hand_id],
        )
        if not rows:
            raise ValueError(f"there is no hand {hand_id} in {self.path}")
        [
            (hid, session_id, shoe_id, shoe_no, hand_no, played_at, player, banker, before, after, rules, lit)
        ] = rows
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
            lit=lit if isinstance(lit, str) else None,
        )
