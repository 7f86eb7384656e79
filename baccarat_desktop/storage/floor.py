"""The casino floor in the history file: each floor table's house session, its shoes and its hands.

A floor table dealing without the player (engine/floor.py ``HouseTable``) is stored as the player's
table is: a session, of kind 'house' and named by its table's key (``sessions.table_key``), whose
shoes are committed (``seed_sha256``) with their seed kept secret in ``shoe_secrets`` until the
shoe ends and reveals it, and whose hands have no bets (its bankroll is 0 before and after every
hand, so the bankroll-chain trigger holds as for any session). ``HistoryFloorStore`` is the
``FloorStore`` the game's floor writes through: on the game's own ``History`` (its one writer,
storage/lock.py), one transaction per event, so a crash between two hands loses nothing stored
and a write that fails raises ``StorageError`` with the file as it was.

At start, ``current_shoes`` reads each table's latest shoe back: its seed, how far it was dealt and
every hand of it (the player's hands at that table too: they carry the house shoe's id), so the
floor deals on from where it stood. The tables the player set up are kept in ``floor_tables``.

The player's seat at a floor table (``FloorSeat``) is read here too: his hands there go into his own
session with the house's shoe id and that shoe's next hand numbers; when the shoe he plays ends, the
house brings the next one (stored in its house session, as the floor would) and he plays on in it.
Each time he sits down, ``keep_seat`` adds a row to ``floor_seats`` (append-only, migration 0007).
``seat_in_file`` finds the seat again after a restart: the house shoe his pending hand is in, else the
seat he took after his latest hand (one where he has played no hand yet), else the house shoe his
latest hand is in.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine.cards import parse_cards
from ..engine.coup import Outcome
from ..engine.floor import FloorShoe, FloorStep, FloorTable, builtin_tables
from ..engine.i18n import _t
from ..engine.roads import RoadEntry
from ..engine.session import HandResult, Session, ShoeStart
from ..engine.shoe import SecureSeeds, SeedSource, Shoe, seed_from_hex
from .errors import Problem, StorageError
from .history import History
from .rows import NewHand, add_shoe, end_shoe, inserted_id, write_hands
from .stamps import now_stamp

__all__ = ["FloorSeat", "HistoryFloorStore", "JoinedShoe", "house_session_ids", "keep_seat", "seat_in_file"]

HOUSE_KIND = "house"


def house_session_ids(history: History) -> dict[str, int]:
    """Each floor table's house session by its table's key (none in a file older than schema 4)."""
    if not history.kinds_kept:
        return {}
    return {
        str(key): int(session_id)
        for key, session_id in history.conn.execute(
            "SELECT table_key, id FROM sessions WHERE kind = ? ORDER BY id", [HOUSE_KIND]
        )
    }


@dataclass(frozen=True, slots=True)
class JoinedShoe:
    """A floor table's shoe as the player sits down at it: the player's hands go into the player's
    own session with ``shoe_id`` (the house's shoe) and the hand numbers after ``hands``."""

    shoe_id: int
    shoe_no: int
    shoe: Shoe  # rebuilt from its secret seed, at the position the last hand left (burn included)
    hands: int  # hands dealt from it so far, the house's and the player's


class HistoryFloorStore:
    """The floor's ``FloorStore`` in the history file (see the module's note). One per ``History``;
    only the thread that owns the history writes through it."""

    def __init__(self, history: History) -> None:
        self.history = history
        self._sessions: dict[str, int] = house_session_ids(history)
        self._shoes: dict[str, int] = {}  # each table's shoe in play, by table key

    # -- FloorStore --------------------------------------------------------------------------------
    def record_steps(self, table: FloorTable, steps: Sequence[FloorStep]) -> None:
        """Store what the table did, in one transaction: a new shoe's commitment, cut card and burn
        (its seed kept secret; the table's shoe before it, if still open, ends with its seed
        revealed), or a hand dealt without the player (no bets; the end of its shoe, seed revealed,
        if it was the last). A failure stores none of them and raises ``StorageError``."""
        if not steps:
            return
        shoe_id = self._shoes.get(table.key)
        if shoe_id is None and not isinstance(steps[0], ShoeStart):
            shoe_id = self._open_shoe_of(table)
        with self.history.transaction() as db:
            session_id = self._house(db.conn, table)
            stamp = self.history._stamp(session_id)
            hands: list[NewHand] = []
            for step in steps:
                if isinstance(step, ShoeStart):
                    if step.shoe.seed is None:
                        raise ValueError("a floor table deals only seeded shoes")
                    write_hands(db.conn, hands)
                    hands = []
                    for (open_id,) in db.execute(
                        "SELECT id FROM shoes WHERE session_id = ? AND ended_at IS NULL", [session_id]
                    ).fetchall():
                        end_shoe(db.conn, open_id, "new_shoe", stamp)
                    shoe_id = add_shoe(db.conn, session_id, step, stamp)
                    continue
                if step.bets:
                    raise ValueError("the house deals its hands with no bets")
                assert shoe_id is not None
                hands.append(NewHand.dealt(session_id, shoe_id, step, stamp))
                if step.last_hand:
                    write_hands(db.conn, hands)
                    hands = []
                    end_shoe(db.conn, shoe_id, "cut_card", stamp)
            write_hands(db.conn, hands)
        # Kept once stored: a failed write leaves no id behind.
        self._sessions[table.key] = session_id
        if shoe_id is not None:
            self._shoes[table.key] = shoe_id

    def start_shoe(self, table: FloorTable, start: ShoeStart) -> None:
        """A table brought a new shoe and burned: ``record_steps`` of it alone."""
        self.record_steps(table, [start])

    def record_hand(self, table: FloorTable, hand: HandResult) -> None:
        """A table dealt a hand without the player: ``record_steps`` of it alone."""
        self.record_steps(table, [hand])

    def current_shoes(self) -> Mapping[str, FloorShoe]:
        """Each table's latest shoe as stored: its seed, its position and its hands' results (every
        hand of the shoe, the player's included), ``finished`` once it ended. A shoe whose seed is
        lost or whose hands do not read is left out: that table starts a new shoe."""
        found: dict[str, FloorShoe] = {}
        for key in self._sessions:
            kept = self.current_shoe(key)
            if kept is not None:
                found[key] = kept
        return found

    def current_shoe(self, key: str) -> FloorShoe | None:
        """One table's latest shoe as stored (``current_shoes``), or None."""
        session_id = self._sessions.get(key)
        if session_id is None:
            return None
        row = self.history.conn.execute(
            "SELECT s.id, s.shoe_no, s.burned, s.ended_at, coalesce(s.seed, k.seed) "
            "FROM shoes s LEFT JOIN shoe_secrets k ON k.shoe_id = s.id "
            "WHERE s.session_id = ? ORDER BY s.shoe_no DESC LIMIT 1",
            [session_id],
        ).fetchone()
        if row is None:
            return None
        shoe_id, shoe_no, burned, ended_at, seed_hex = row
        if ended_at is None:
            self._shoes[key] = shoe_id
        else:  # ended (perhaps by the player's last hand there): the next step brings a shoe
            self._shoes.pop(key, None)
        return _floor_shoe(self.history, shoe_id, shoe_no, burned, ended_at is not None, seed_hex)

    def shoe_to_join(self, table: FloorTable) -> JoinedShoe | None:
        """The table's shoe in play, as the player sitting down joins it (None: none in play, or its
        last hand is dealt: the house brings the next shoe first). The floor must not deal the table
        while the player sits (``Floor.seat``)."""
        session_id = self._sessions.get(table.key)
        if session_id is None:
            return None
        row = self.history.conn.execute(
            "SELECT s.id, s.shoe_no, s.burned, k.seed FROM shoes s JOIN shoe_secrets k ON k.shoe_id = s.id "
            "WHERE s.session_id = ? AND s.ended_at IS NULL ORDER BY s.id DESC LIMIT 1",
            [session_id],
        ).fetchone()
        if row is None:
            return None
        shoe_id, shoe_no, burned, seed_hex = row
        kept = _floor_shoe(self.history, shoe_id, shoe_no, burned, False, seed_hex)
        if kept is None:
            return None
        rules = table.rules
        shoe = Shoe.from_seed(kept.seed, rules.decks, (rules.cut_min, rules.cut_max), position=kept.position)
        return JoinedShoe(int(shoe_id), int(shoe_no), shoe, len(kept.entries))

    def house_session(self, table: FloorTable) -> int | None:
        """The table's house session id (None before its first shoe)."""
        return self._sessions.get(table.key)

    # -- the player's own tables ---------------------------------------------------------------------
    def own_tables(self) -> list[FloorTable]:
        """The tables the player set up, in the order they were added; one that no longer reads (a
        later version's, or edited) is left out rather than refusing the floor."""
        if not self.history.kinds_kept:
            return []
        tables: list[FloorTable] = []
        for (text,) in self.history.conn.execute("SELECT definition FROM floor_tables ORDER BY rowid"):
            try:
                tables.append(FloorTable.from_dict(json.loads(text)))
            except (TypeError, ValueError):
                continue
        return tables

    def add_table(self, table: FloorTable) -> None:
        """Keep a table the player set up (kept for good: the floor offers no removal)."""
        with self.history.transaction() as db:
            db.execute(
                "INSERT INTO floor_tables (key, definition, created_at) VALUES (?, ?, ?)",
                [table.key, json.dumps(table.to_dict(), sort_keys=True), now_stamp()],
            )

    # -- inside ----------------------------------------------------------------------------------------
    def _house(self, conn: sqlite3.Connection, table: FloorTable) -> int:
        """The table's house session, made the first time (inside the caller's transaction)."""
        session_id = self._sessions.get(table.key)
        if session_id is not None:
            return session_id
        cursor = conn.execute(
            "INSERT INTO sessions (uid, started_at, ended_at, starting_bankroll_cents, rules, seed_mode, "
            "loss_limit_cents, kind, table_key) VALUES (?, ?, NULL, 0, ?, 'secure', NULL, ?, ?)",
            [
                uuid.uuid4().hex,
                now_stamp(),
                json.dumps(table.rules.to_dict(), sort_keys=True),
                HOUSE_KIND,
                table.key,
            ],
        )
        return inserted_id(cursor.lastrowid)

    def _open_shoe_of(self, table: FloorTable) -> int:
        """The table's open shoe read from the file (a store made after the shoe started)."""
        session_id = self._sessions.get(table.key)
        row = (
            None
            if session_id is None
            else self.history.conn.execute(
                "SELECT id FROM shoes WHERE session_id = ? AND ended_at IS NULL ORDER BY id DESC LIMIT 1",
                [session_id],
            ).fetchone()
        )
        if row is None:
            raise StorageError(
                Problem.CORRUPT,
                self.history.path,
                _t("Storage", "The floor table {table} has no shoe in play in {path}.").format(
                    table=table.key, path=self.history.path
                ),
            )
        self._shoes[table.key] = int(row[0])
        return int(row[0])


class FloorSeat:
    """The player sitting at a floor table: the house shoe his hands are dealt from.

    ``open_shoe_id`` is the house's shoe as it stands (None: none can deal, the house brings the
    next first); ``bring_shoe`` is the house changing the shoe (its open one ends, seed revealed) and
    storing the next in its house session, which the player then plays on. The floor must not deal
    the table meanwhile (``Floor.seat``)."""

    def __init__(
        self, store: HistoryFloorStore, table: FloorTable, *, seeds: SeedSource | None = None
    ) -> None:
        self.store = store
        self.table = table
        self.seeds: SeedSource = seeds or SecureSeeds()

    @property
    def key(self) -> str:
        return self.table.key

    def open_shoe_id(self) -> int | None:
        """The house's shoe in play that still deals (None: none, or its last hand is dealt)."""
        joined = self.store.shoe_to_join(self.table)
        return None if joined is None else joined.shoe_id

    def bring_shoe(self) -> ShoeStart:
        """The house brings the next shoe (shuffled from a secure seed, burned, stored committed in its
        house session, the open one ended first): what the player plays on. ``StorageError`` if it
        cannot be stored (then nothing changed)."""
        history = self.store.history
        session_id = self.store.house_session(self.table)
        last = (
            None
            if session_id is None
            else history.conn.execute(
                "SELECT max(shoe_no) FROM shoes WHERE session_id = ?", [session_id]
            ).fetchone()[0]
        )
        house = Session(self.table.rules, 0, seeds=self.seeds)
        house.shoe_no = int(last or 0)
        start = house.start_shoe()
        self.store.record_steps(self.table, [start])
        return start


def _seats_kept(history: History) -> bool:
    """Whether the file keeps the player's seats (migration 0007; not a read-only older file)."""
    return bool(
        history.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'floor_seats'"
        ).fetchone()
    )


def keep_seat(history: History, session_id: int, key: str) -> None:
    """The player's session sits down at the floor table ``key``: kept, so a restart before his first
    hand there sits him there again (``seat_in_file``). ``StorageError`` if it cannot be stored."""
    if not _seats_kept(history):
        return
    with history.transaction() as db:
        latest = db.execute("SELECT max(id) FROM hands WHERE session_id = ?", [session_id]).fetchone()[0]
        db.execute(
            "INSERT INTO floor_seats (session_id, table_key, after_hand_id, sat_at) VALUES (?, ?, ?, ?)",
            [session_id, key, latest, now_stamp()],
        )


def _seat_taken_since_his_last_hand(history: History, session_id: int) -> str | None:
    """The table of the seat the session took after its latest hand (none: his hands say where)."""
    if not _seats_kept(history):
        return None
    row = history.conn.execute(
        "SELECT table_key FROM floor_seats WHERE id = (SELECT max(id) FROM floor_seats WHERE session_id = ?) "
        "AND after_hand_id IS (SELECT max(id) FROM hands WHERE session_id = ?)",
        [session_id, session_id],
    ).fetchone()
    return None if row is None else str(row[0])


def seat_in_file(
    history: History, session_id: int, store: HistoryFloorStore | None = None
) -> FloorSeat | None:
    """The floor table the player's session sits at, as the file holds it: the house shoe holding its
    pending hand, else the seat it took after its latest hand, else the house shoe of its latest
    hand (None: his own shoe, or a table no longer on the floor). Called only while no shoe of his
    own is open: standing up opens one."""
    if not history.kinds_kept:
        return None
    row = history.conn.execute(
        "SELECT s.table_key FROM pending_hands p JOIN shoes sh ON sh.id = p.shoe_id "
        "JOIN sessions s ON s.id = sh.session_id WHERE p.session_id = ? AND s.kind = ?",
        [session_id, HOUSE_KIND],
    ).fetchone()
    if (
        row is None
        and history.conn.execute("SELECT 1 FROM pending_hands WHERE session_id = ?", [session_id]).fetchone()
    ):
        return None  # a pending hand in his own shoe
    if row is None:
        taken = _seat_taken_since_his_last_hand(history, session_id)
        row = None if taken is None else (taken,)
    if row is None:
        row = history.conn.execute(
            "SELECT s.table_key FROM hands h JOIN shoes sh ON sh.id = h.shoe_id "
            "JOIN sessions s ON s.id = sh.session_id WHERE h.id = "
            "(SELECT max(id) FROM hands WHERE session_id = ?) AND s.kind = ?",
            [session_id, HOUSE_KIND],
        ).fetchone()
    if row is None:
        return None
    store = store or HistoryFloorStore(history)
    for table in (*builtin_tables(), *store.own_tables()):
        if table.key == row[0]:
            return FloorSeat(store, table)
    return None


def _floor_shoe(
    history: History, shoe_id: int, shoe_no: int, burned: int, finished: bool, seed_hex: str | None
) -> FloorShoe | None:
    """A stored shoe as the floor deals on from it, or None if it cannot be (no seed, damaged)."""
    if seed_hex is None:
        return None
    try:
        seed = seed_from_hex(seed_hex)
        entries: list[RoadEntry] = []
        position = int(burned)
        for player, banker, winner, natural, player_pair, banker_pair, at in history.conn.execute(
            "SELECT player_cards, banker_cards, winner, natural, player_pair, banker_pair, position "
            "FROM hands WHERE shoe_id = ? ORDER BY hand_no",
            [shoe_id],
        ):
            entries.append(RoadEntry(Outcome(winner), bool(player_pair), bool(banker_pair), bool(natural)))
            position = int(at) + len(parse_cards(player.split())) + len(parse_cards(banker.split()))
    except (TypeError, ValueError):
        return None
    return FloorShoe(int(shoe_no), seed, position, tuple(entries), finished)
