"""The rows of the hand log as types, and how new ones are built and written, in one place.

Every read of the sessions, shoes, hands and bets tables returns these types (``SessionRow``,
``ShoeRow``, ``StoredHand``, ``StoredBet``, ``PendingHand``), never a dict read by column name.
A row holds its values as the file stores them: a file edited outside the game may hold text where
a number belongs, and the checks that read a row (verify, the table's before it continues a
session) report such a value rather than convert it. The hand browser's and the statistics' own
rows are beside their reads (``storage.browser_reads``, ``storage.statistics_reads``).

The table's writer (``History.record_hand`` / ``add_shoe``, driven by ``RecordedTable``), the bulk
writer (``storage.bulk``) and the import (``storage.importing``) all store hands, bets, shoes and a
shoe's end through these functions, so a hand written in a batch of 20,000 is the same row, made by
the same code, as a hand played at the table. Each function writes inside the caller's transaction.

Hands are inserted with ``executemany`` and ids given here (the next after the highest stored, as
SQLite itself would), so a batch of hands and their bets is two statements, whatever its size.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..engine.bets import BetSpot, Settlement
from ..engine.cards import Card, format_cards
from ..engine.coup import Coup
from ..engine.multiplier import format_lit
from ..engine.rules import TableRules
from ..engine.session import HandResult, ShoeStart


# -- the rows as read back -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SessionRow:
    """A session, its rules read (``History`` refuses rules this version cannot play by)."""

    id: int
    uid: str
    started_at: str
    ended_at: str | None
    starting_bankroll_cents: int
    rules: TableRules
    seed_mode: str
    loss_limit_cents: int | None


@dataclass(frozen=True, slots=True)
class ShoeRow:
    """A shoe as stored (its seed is None until the shoe ends and reveals it)."""

    id: int
    session_id: int
    shoe_no: int
    decks: int
    seed_sha256: str | None
    seed: str | None
    cut_position: int | None
    burn_card: str | None
    burned: int
    started_at: str
    ended_at: str | None
    end_reason: str | None


class StoredHand(NamedTuple):
    """A stored hand, its columns in the table's order (``HAND_COLUMNS``). A tuple: a shoe's hands
    are read at every start and check, and verify reads every hand of the file. The checks shared
    with import read it as a mapping (``_asdict()``), as they read an imported hand."""

    id: int
    session_id: int
    shoe_id: int
    hand_no: int
    position: int  # cards dealt from the shoe before the hand (burn included)
    player_cards: str  # card codes, space-separated, in the order dealt
    banker_cards: str
    player_total: int
    banker_total: int
    winner: str  # "player", "banker" or "tie"
    natural: int  # 0 or 1, as stored
    player_pair: int
    banker_pair: int
    bankroll_before_cents: int
    bankroll_after_cents: int
    played_at: str
    lit: str | None = None  # the multiplier table's lit cards ('QH*5 2C*2'), NULL at other tables


class StoredBet(NamedTuple):
    """A stored bet; ``spot`` is the stored key (a bet of a later version reads too)."""

    id: int
    hand_id: int
    spot: str
    amount_cents: int
    net_cents: int  # what the bet did to the bankroll, its fee included
    commission_cents: int
    fee_cents: int = 0  # the multiplier table's fee, paid beside the stake (part of net_cents)


@dataclass(frozen=True, slots=True)
class PendingHand:
    """A hand's bets and shoe position, stored before any of its cards was shown."""

    session_id: int
    shoe_id: int
    hand_no: int
    position: int
    bankroll_before_cents: int
    bets: dict[BetSpot, int]
    lit: str | None = None  # the lit cards it was dealt with, as ``format_lit`` writes them


StakeRow = tuple[int, str, int]  # a bet as a replay needs it: hand id, spot as stored, amount in cents


@dataclass(frozen=True, slots=True)
class ShoeDeal:
    """A stored shoe's cards as the player saw them, in order: the face-up burn card, then each
    hand's cards. What prices the odds before any of its hands (``engine.odds.unseen_cards``)."""

    shoe_id: int
    session_id: int
    decks: int
    rules: TableRules
    burn_card: Card | None
    hands: tuple[tuple[int, tuple[Card, ...], tuple[Card, ...]], ...]  # hand id, Player's, Banker's

    def seen_before(self, hand_id: int) -> list[Card]:
        """Every card seen in this shoe before hand ``hand_id`` was dealt."""
        seen = [self.burn_card] if self.burn_card is not None else []
        for hid, player, banker in self.hands:
            if hid == hand_id:
                return seen
            seen += [*player, *banker]
        raise KeyError(f"hand {hand_id} is not in shoe {self.shoe_id}")


# -- the columns ------------------------------------------------------------------------------------

# The hand columns a coup determines; storing, verifying and importing all derive them here.
COUP_COLUMNS = (
    "player_cards",
    "banker_cards",
    "player_total",
    "banker_total",
    "winner",
    "natural",
    "player_pair",
    "banker_pair",
)
HAND_COLUMNS = StoredHand._fields
BET_COLUMNS = StoredBet._fields[1:]  # the id is SQLite's
SHOE_COLUMNS = (
    "session_id",
    "shoe_no",
    "decks",
    "seed_sha256",
    "seed",
    "cut_position",
    "burn_card",
    "burned",
    "started_at",
    "ended_at",
    "end_reason",
)


# Columns schema 3 added (the multiplier table's), with what a file of an older schema holds in
# their place: a reader of such a file (opened read-only, so not migrated) selects these instead.
LATER_COLUMNS = {"lit": "NULL", "fee_cents": "0"}


def select_list(columns: Sequence[str], *, current: bool, prefix: str = "") -> str:
    """``columns`` for a SELECT (each after ``prefix``, such as 'b.'), the ones a file of an older
    schema lacks given as their value there (``LATER_COLUMNS``) when ``current`` is False."""
    return ", ".join(
        f"{LATER_COLUMNS[c]} AS {c}" if not current and c in LATER_COLUMNS else prefix + c for c in columns
    )


def _insert(table: str, columns: Sequence[str]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"


_INSERT_HANDS = _insert("hands", HAND_COLUMNS)
_INSERT_BETS = _insert("bets", BET_COLUMNS)
_INSERT_SHOE = _insert("shoes", SHOE_COLUMNS)
_INSERT_SECRET = _insert("shoe_secrets", ("shoe_id", "seed", "card_order"))

Value = int | str | None


def inserted_id(rowid: int | None) -> int:
    """The id SQLite gave the row just inserted (each logged table's key is its rowid)."""
    if rowid is None:
        raise sqlite3.InterfaceError("SQLite reported no inserted row")
    return rowid


def coup_values(coup: Coup) -> tuple[Value, ...]:
    """The ``COUP_COLUMNS`` of a coup, in that order."""
    return (
        format_cards(coup.player),
        format_cards(coup.banker),
        coup.player_total,
        coup.banker_total,
        coup.outcome.value,
        int(coup.natural),
        int(coup.player_pair),
        int(coup.banker_pair),
    )


def coup_columns(coup: Coup) -> dict[str, Value]:
    """The coup's columns by name (what ``verify`` compares a stored hand with)."""
    return dict(zip(COUP_COLUMNS, coup_values(coup), strict=True))


class NewHand(NamedTuple):
    """A hand about to be stored: where it was dealt, its coup, its settled bets and the bankroll.

    A tuple rather than a frozen dataclass: the bulk writer makes a million of them, and a
    tuple is built in a third of the time."""

    session_id: int
    shoe_id: int
    hand_no: int
    position: int
    coup: Coup
    settlement: Settlement
    bankroll_before_cents: int
    bankroll_after_cents: int
    played_at: str
    lit: str | None = None  # ``multiplier.format_lit`` of the hand's lit cards; None without lights

    @classmethod
    def dealt(cls, session_id: int, shoe_id: int, result: HandResult, played_at: str) -> NewHand:
        """A hand the engine's session dealt and settled (the table and the bulk writer)."""
        return cls(
            session_id,
            shoe_id,
            result.hand_no,
            result.position_before,
            result.coup,
            result.settlement,
            result.bankroll_before_cents,
            result.bankroll_after_cents,
            played_at,
            format_lit(result.lit) if result.lit else None,
        )

    def values(self, hand_id: int) -> tuple[Value, ...]:
        """Its ``HAND_COLUMNS`` row."""
        return (
            hand_id,
            self.session_id,
            self.shoe_id,
            self.hand_no,
            self.position,
            *coup_values(self.coup),
            self.bankroll_before_cents,
            self.bankroll_after_cents,
            self.played_at,
            self.lit,
        )


def bet_values(hand_id: int, settlement: Settlement) -> list[tuple[Value, ...]]:
    """The ``BET_COLUMNS`` rows of a hand's settled bets, in the order they were placed."""
    return [
        (hand_id, r.spot.value, r.amount_cents, r.net_cents, r.commission_cents, r.fee_cents)
        for r in settlement.results
    ]


class HandWriter:
    """Hands and their bets for one transaction, turned into rows as they come and written together.

    Each hand becomes its rows at once, so a batch of 20,000 holds plain tuples rather than 20,000
    coups and settlements (holding those makes Python's garbage collector walk them over and
    over: the bulk writer ran 45% slower). Ids are the next after the highest stored, as SQLite
    itself would give them. The bankroll-chain trigger checks every row on ``flush``, so a batch
    is refused as a whole if any hand does not follow.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._next_id = int(conn.execute("SELECT coalesce(max(id), 0) + 1 FROM hands").fetchone()[0])
        self._hands: list[tuple[Value, ...]] = []
        self._bets: list[tuple[Value, ...]] = []

    def add(self, hand: NewHand) -> int:
        """Queue a hand (after every hand queued or stored before it); returns the id it will have."""
        hand_id = self._next_id
        self._next_id += 1
        self._hands.append(hand.values(hand_id))
        if hand.settlement.results:
            self._bets += bet_values(hand_id, hand.settlement)
        return hand_id

    def flush(self) -> None:
        """Write the queued hands, then their bets (two statements, whatever their number)."""
        if self._hands:
            self._conn.executemany(_INSERT_HANDS, self._hands)
        if self._bets:
            self._conn.executemany(_INSERT_BETS, self._bets)
        self._hands, self._bets = [], []


def write_hands(conn: sqlite3.Connection, hands: Sequence[NewHand]) -> list[int]:
    """Store ``hands`` (in play order) and their bets; returns their ids."""
    writer = HandWriter(conn)
    ids = [writer.add(hand) for hand in hands]
    writer.flush()
    return ids


def add_shoe(conn: sqlite3.Connection, session_id: int, start: ShoeStart, started_at: str) -> int:
    """Store a new shoe's commitment, cut card and burn, and keep its seed (or stacked card order)
    secret in ``shoe_secrets`` until the shoe ends; returns the shoe's id."""
    shoe = start.shoe
    cursor = conn.execute(
        _INSERT_SHOE,
        (
            session_id,
            start.shoe_no,
            shoe.decks,
            shoe.commitment,
            None,
            shoe.cut_position,
            start.burn.shown.code if start.burn else None,
            start.burn.count if start.burn else 0,
            started_at,
            None,
            None,
        ),
    )
    shoe_id = inserted_id(cursor.lastrowid)
    conn.execute(
        _INSERT_SECRET,
        (
            shoe_id,
            shoe.seed.hex() if shoe.seed is not None else None,
            None if shoe.seed is not None else format_cards(shoe.cards),
        ),
    )
    return shoe_id


def end_shoe(conn: sqlite3.Connection, shoe_id: int, reason: str, ended_at: str) -> None:
    """Retire a shoe and reveal its seed (the commitment can now be checked); a shoe already
    ended is left as it was."""
    secret = conn.execute("SELECT seed FROM shoe_secrets WHERE shoe_id = ?", [shoe_id]).fetchone()
    conn.execute(
        "UPDATE shoes SET ended_at = ?, end_reason = ?, seed = ? WHERE id = ? AND ended_at IS NULL",
        [ended_at, reason, secret[0] if secret else None, shoe_id],
    )


def end_session(conn: sqlite3.Connection, session_id: int, ended_at: str) -> None:
    """Close a session; one already closed keeps its end."""
    conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL", [ended_at, session_id])
