"""Browsing stored hands page by page: filters and sort orders as SQL, one hand re-dealt in detail.

A history can hold a million hands, so nothing here ever selects them all: a page is the next
``LIMIT`` rows after the last one shown (keyset paging on ``(sort value, id)``), which costs the
same on page 1 and on page 5,000 and stays correct while the game appends hands.
"""

from __future__ import annotations

import enum
import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import Any

from ..engine.bets import BetSpot
from ..engine.catalogue import MAIN_SPOTS, Facts
from ..engine.coup import Coup
from ..engine.rules import TableRules
from ..storage.database import translate
from ..storage.history import History
from ..storage.verify import hand_coup

__all__ = [
    "BetLine",
    "HandDetail",
    "HandFilter",
    "HandRow",
    "Result",
    "SortKey",
    "count_hands",
    "fetch_page",
    "latest_hand_id",
    "load_hand_detail",
    "local_time",
    "short_labels",
]


class Result(enum.Enum):
    """How the bets of a hand (or of one spot, when a spot is chosen) came out."""

    WON = "won"
    LOST = "lost"
    PUSH = "push"
    NO_BET = "no_bet"

    @property
    def label(self) -> str:
        return {"won": "Won", "lost": "Lost", "push": "Push", "no_bet": "No bet"}[self.value]


class SortKey(enum.Enum):
    """What the browser can sort by; each is one SQL expression (ties broken by hand id)."""

    ID = "h.id"
    SESSION = "h.session_id"
    SHOE = "h.shoe_id"
    HAND_NO = "h.hand_no"
    TIME = "h.played_at"
    PLAYER_CARDS = "length(h.player_cards)"  # two- or three-card hands
    PLAYER_TOTAL = "h.player_total"
    BANKER_CARDS = "length(h.banker_cards)"
    BANKER_TOTAL = "h.banker_total"
    WINNER = "h.winner"
    WAGERED = "(SELECT coalesce(sum(b.amount_cents), 0) FROM bets b WHERE b.hand_id = h.id)"
    NET = "(h.bankroll_after_cents - h.bankroll_before_cents)"
    BANKROLL = "h.bankroll_after_cents"


@dataclass(frozen=True, slots=True)
class HandFilter:
    """Which hands to list. With a ``spot``, ``result`` judges that spot's bet rather than the hand's.

    ``spot`` (any bet of the catalogue) alone keeps hands with a bet on that spot; ``result`` alone
    judges the hand's net (won, lost, push: bets but net zero, no bet); both together judge the bet
    on that spot, and "no bet" then means no bet on that spot.

    A filter on a bet the hand has is answered from the bets' ``bets_spot`` index: the hands come
    out of the index (``source``, alias ``sb``) in hand order, so "hands with a bet on Dragon 7" is
    one index range however few of a million hands had one. A hand holds at most one bet per spot
    (the table settles one stake per spot; import refuses a second), so the join repeats no hand.
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

    @property
    def source(self) -> str:
        """The FROM clause the ``where`` conditions are written for."""
        return "bets sb JOIN hands h ON h.id = sb.hand_id" if self.by_bet else "hands h"

    @property
    def hand_id(self) -> str:
        """The hand id as the source orders it (the index's own column when reading bets)."""
        return "sb.hand_id" if self.by_bet else "h.id"

    def where(self) -> tuple[str, list[Any]]:
        parts: list[str] = []
        params: list[Any] = []
        if self.session_id is not None:
            parts.append("h.session_id = ?")
            params.append(self.session_id)
        if self.shoe_id is not None:
            parts.append("h.shoe_id = ?")
            params.append(self.shoe_id)
        if self.winner is not None:
            parts.append("h.winner = ?")
            params.append(self.winner)
        any_bet = "EXISTS (SELECT 1 FROM bets b WHERE b.hand_id = h.id)"
        if self.spot is not None:
            if self.result is Result.NO_BET:
                parts.append("NOT EXISTS (SELECT 1 FROM bets b WHERE b.hand_id = h.id AND b.spot = ?)")
            else:
                parts.append("sb.spot = ?")
                if self.result is not None:
                    op = {Result.WON: ">", Result.LOST: "<", Result.PUSH: "="}[self.result]
                    parts.append(f"sb.net_cents {op} 0")
            params.append(self.spot.value)
        elif self.result is Result.WON:
            parts.append("h.bankroll_after_cents > h.bankroll_before_cents")
        elif self.result is Result.LOST:
            parts.append("h.bankroll_after_cents < h.bankroll_before_cents")
        elif self.result is Result.PUSH:
            parts.append(f"h.bankroll_after_cents = h.bankroll_before_cents AND {any_bet}")
        elif self.result is Result.NO_BET:
            parts.append(f"NOT {any_bet}")
        return (" AND ".join(parts) or "1"), params


@cache
def short_labels() -> dict[str, str]:
    """A short form of every bet's name for narrow table cells, derived from the catalogue's names:
    Player, Banker and Tie by their initial as on any scorecard (P, B, T), a side bet of several
    words by their initials, numbers kept whole ("Player Pair" PP, "Dragon 7" D7), a one-word side
    bet whole ("Big"). A bet whose short form an earlier bet of the catalogue already has keeps its
    whole name ("Perfect Pair", after Player Pair), so no two bets read alike and a new bet never
    changes an older one's."""
    shorts: dict[str, str] = {}
    for spot in BetSpot:
        words = spot.label.split()
        if spot in MAIN_SPOTS or len(words) > 1:
            short = "".join(word if word.isdigit() else word[0].upper() for word in words)
        else:
            short = spot.label
        shorts[spot.value] = short if short not in shorts.values() else spot.label
    return shorts


@dataclass(frozen=True, slots=True)
class BetLine:
    spot: str
    amount_cents: int
    net_cents: int
    commission_cents: int

    @property
    def label(self) -> str:
        try:
            return BetSpot(self.spot).label
        except ValueError:
            return self.spot.replace("_", " ").title()

    @property
    def short(self) -> str:
        """The name in a narrow cell (``short_labels``); a key this version does not know, as is."""
        return short_labels().get(self.spot, self.spot)

    @property
    def result(self) -> Result:
        if self.net_cents > 0:
            return Result.WON
        return Result.LOST if self.net_cents < 0 else Result.PUSH


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
    bankroll_before_cents: int
    bankroll_after_cents: int
    bets: tuple[BetLine, ...]
    sort_value: Any = None

    @property
    def net_cents(self) -> int:
        return self.bankroll_after_cents - self.bankroll_before_cents

    @property
    def wagered_cents(self) -> int:
        return sum(b.amount_cents for b in self.bets)


# The page is chosen first from ids and sort values only; the full rows (and their bets) are read
# for those few ids afterwards, so a sort over a million hands never carries a million rows.
_PAGE_SQL = """
    SELECT h.id, h.session_id, h.shoe_id, s.shoe_no, h.hand_no, h.played_at, h.player_cards,
           h.banker_cards, h.player_total, h.banker_total, h.winner, h.player_pair, h.banker_pair,
           h.bankroll_before_cents, h.bankroll_after_cents,
           (SELECT json_group_array(json_array(b.spot, b.amount_cents, b.net_cents, b.commission_cents))
              FROM bets b WHERE b.hand_id = h.id) AS bets_json,
           page.sort_value
    FROM (SELECT {hand_id} AS id, {sort} AS sort_value FROM {source} WHERE {where} ORDER BY {order} LIMIT ?)
         AS page
    JOIN hands h ON h.id = page.id
    JOIN shoes s ON s.id = h.shoe_id
    ORDER BY {outer_order}
"""


def _execute(history: History, sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    try:
        return history.db.execute(sql, params).fetchall()
    except sqlite3.Error as exc:
        raise translate(exc, history.path) from None


def _row(values: tuple[Any, ...]) -> HandRow:
    bets = tuple(BetLine(*b) for b in json.loads(values[15] or "[]"))
    return HandRow(*values[:11], bool(values[11]), bool(values[12]), values[13], values[14], bets, values[16])


def fetch_page(
    history: History,
    flt: HandFilter,
    sort: SortKey = SortKey.ID,
    *,
    descending: bool = True,
    after: tuple[Any, int] | None = None,
    limit: int = 200,
    newer_than: int | None = None,
) -> list[HandRow]:
    """The next ``limit`` hands in order after ``after`` = (sort value, id) of the last one shown.

    ``newer_than`` keeps only hands with a higher id (to pick up hands stored since a refresh).
    """
    where, params = flt.where()
    hand_id = flt.hand_id
    clauses = [where]
    if newer_than is not None:
        clauses.append(f"{hand_id} > ?")
        params.append(newer_than)
    direction = "DESC" if descending else "ASC"
    if sort is SortKey.ID:
        if after is not None:
            clauses.append(f"{hand_id} < ?" if descending else f"{hand_id} > ?")
            params.append(after[1])
        order = f"{hand_id} {direction}"
        outer = f"page.id {direction}"
    else:
        if after is not None:
            clauses.append(f"({sort.value}, {hand_id}) {'<' if descending else '>'} (?, ?)")
            params += [after[0], after[1]]
        order = f"{sort.value} {direction}, {hand_id} {direction}"
        outer = f"page.sort_value {direction}, page.id {direction}"
    sql = _PAGE_SQL.format(
        hand_id=hand_id,
        sort=sort.value,
        source=flt.source,
        where=" AND ".join(clauses),
        order=order,
        outer_order=outer,
    )
    return [_row(values) for values in _execute(history, sql, [*params, limit])]


def count_hands(history: History, flt: HandFilter) -> int:
    """How many hands match (a full count: fast for session, shoe or bet filters, slower otherwise)."""
    where, params = flt.where()
    return int(_execute(history, f"SELECT count(*) FROM {flt.source} WHERE {where}", params)[0][0])


def latest_hand_id(history: History) -> int:
    return int(_execute(history, "SELECT coalesce(max(id), 0) FROM hands", [])[0][0])


def local_time(stamp: str, fmt: str = "%Y-%m-%d %H:%M:%S") -> str:
    """A stored UTC stamp in the player's time zone."""
    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone().strftime(fmt)


@dataclass(frozen=True)
class HandDetail:
    """Everything about one stored hand, re-dealt from its cards: what the replay and the detail
    panel need, and a value (frozen) so it can travel in a Qt signal."""

    hand_id: int
    session_id: int
    shoe_id: int
    shoe_no: int
    hand_no: int
    played_at: str
    coup: Coup
    bets: tuple[BetLine, ...]
    bankroll_before_cents: int
    bankroll_after_cents: int
    rules: TableRules

    @property
    def stakes(self) -> dict[BetSpot, int]:
        """The bets as the table places them (spot -> cents)."""
        stakes: dict[BetSpot, int] = {}
        for bet in self.bets:
            try:
                spot = BetSpot(bet.spot)
            except ValueError:
                continue
            stakes[spot] = stakes.get(spot, 0) + bet.amount_cents
        return stakes

    @property
    def net_cents(self) -> int:
        return self.bankroll_after_cents - self.bankroll_before_cents

    @property
    def side_bets_won(self) -> tuple[BetSpot, ...]:
        """The side bets of the session's table that this coup paid, bet on or not (Tie is the
        outcome itself, so not listed), settled by the catalogue under the session's rules."""
        facts = Facts.of(self.coup)
        won = []
        for spot in self.rules.offered:
            if spot in MAIN_SPOTS:
                continue
            line = spot.bet.line_for(facts, self.rules)
            if line is not None and not line.push:
                won.append(spot)
        return tuple(won)

    @property
    def explanation(self) -> list[str]:
        """The dealer's account, step by step, from re-dealing the stored cards."""
        return [step.text for step in self.coup.steps]


def load_hand_detail(history: History, hand_id: int) -> HandDetail:
    rows = _execute(
        history,
        "SELECT h.id, h.session_id, h.shoe_id, s.shoe_no, h.hand_no, h.played_at, h.player_cards, "
        "h.banker_cards, h.bankroll_before_cents, h.bankroll_after_cents, ss.rules "
        "FROM hands h JOIN shoes s ON s.id = h.shoe_id JOIN sessions ss ON ss.id = h.session_id "
        "WHERE h.id = ?",
        [hand_id],
    )
    if not rows:
        raise ValueError(f"there is no hand {hand_id} in {history.path}")
    (hid, session_id, shoe_id, shoe_no, hand_no, played_at, player, banker, before, after, rules) = rows[0]
    bets = _execute(
        history,
        "SELECT spot, amount_cents, net_cents, commission_cents FROM bets WHERE hand_id = ? ORDER BY id",
        [hand_id],
    )
    coup = hand_coup({"player_cards": player, "banker_cards": banker})
    return HandDetail(
        hid,
        session_id,
        shoe_id,
        shoe_no,
        hand_no,
        played_at,
        coup,
        tuple(BetLine(*b) for b in bets),
        before,
        after,
        TableRules.from_dict(json.loads(rules)),
    )
