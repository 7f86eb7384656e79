"""The hand history: sessions, shoes, hands and bets, written one transaction per event.

Writes go through sqlite-utils tables inside ``db.atomic()`` (sqlite-utils' own write methods
commit by themselves otherwise). Every write that fails is reported as a ``StorageError`` and
leaves the file as it was before that write.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.bets import BetSpot
from ..engine.cards import Card, parse_cards, standard_deck
from ..engine.i18n import _t
from ..engine.rules import TableRules
from ..engine.session import HandResult, ShoeStart
from ..engine.shoe import seed_from_hex
from .amounts import not_whole
from .database import (
    IntegrityCheck,
    SqlValue,
    connect_checking,
    release_checked,
    tidy_after_reading,
    translate,
    wal_side_files,
    wrap,
)
from .errors import Problem, StorageError
from .lock import WriterLock
from .reads import Reads
from .rows import (
    HAND_COLUMNS,
    NewHand,
    PendingHand,
    SessionRow,
    ShoeDeal,
    ShoeRow,
    StakeRow,
    StoredBet,
    StoredHand,
    add_shoe,
    end_session,
    end_shoe,
    inserted_id,
    select_list,
    write_hands,
)
from .stamps import is_stamp, now_stamp
from .vanished import FileWatch

if TYPE_CHECKING:  # imported by ``History.db`` on first use (a write), not at start
    from sqlite_utils import Database

# A stored card is one of 52 codes ('KS', 'TD'): looked up, not parsed; any other text goes
# through parse_cards (and its error).
_CARD_BY_CODE: dict[str, Card] = {card.code: card for card in standard_deck()}


def _cards(text: str, known: dict[str, tuple[Card, ...]] | None = None) -> tuple[Card, ...]:
    """A stored hand's cards; ``known`` keeps the texts already read (a million hands hold a few
    thousand distinct two-card texts), so a long read makes each tuple once."""
    cards = known.get(text) if known is not None else None
    if cards is None:
        try:
            cards = tuple(map(_CARD_BY_CODE.__getitem__, text.split()))
        except KeyError:
            cards = tuple(parse_cards(text.split()))
        if known is not None:
            known[text] = cards
    return cards


# Each table's columns in its row type's order (the rules as stored: ``_session_row`` reads them).
_SESSION_SELECT = f"SELECT {', '.join(field.name for field in fields(SessionRow))}"
_SHOE_SELECT = f"SELECT {', '.join(field.name for field in fields(ShoeRow))}"


class History(Reads):
    """An open history file. Writers hold the file's writer lock until ``close``.

    The reads of the hand browser and the statistics are ``Reads``' (storage/reads.py).

    A writer notices when its file is deleted or replaced under it, before each write: its
    ``FileWatch`` (storage/vanished.py) copies what is stored to a recovery file and refuses the
    write with ``StorageError(GONE)``.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path,
        lock: WriterLock | None,
        *,
        tidy: bool = False,
        check: IntegrityCheck | None = None,
    ) -> None:
        self.conn = conn  # what the reads run on; ``db`` wraps it for the writes
        self._db: Database | None = None
        # The whole-file check still running (History.open's check_later): the first write waits for it.
        self.integrity = check
        self.waiting_for_check: Callable[[], None] | None = None  # told before a write waits for it
        self.path = path
        self._lock = lock
        self._tidy = tidy  # a reader that found no -wal/-shm beside the file leaves none
        self._watch = FileWatch(path, writing=lock is not None)
        self._latest: dict[int, str] = {}  # each session's latest stored moment (``_stamp``)

    @classmethod
    def open(cls, path: Path | str, *, write: bool = True, check_later: bool = False) -> History:
        """``path`` is kept as the file's real path (links followed): the writer's lock, SQLite's
        side files and any recovered copy are named after the file, not after a link to it.

        ``check_later`` (the game's window): the scan of the whole file runs on a worker thread
        (``database.IntegrityCheck``) and the first write waits for it; reads need not."""
        from .paths import real_path

        path = real_path(path)
        lock = WriterLock(path) if write else None
        tidy = not write and not wal_side_files(path)
        conn, check = connect_checking(path, write=write, lock=lock, check_later=check_later)
        return cls(conn, path, lock, tidy=tidy, check=check)

    @property
    def _hand_select(self) -> str:
        return f"SELECT {select_list(HAND_COLUMNS, current=self.current)}"

    @property
    def db(self) -> Database:
        """The sqlite-utils ``Database`` the history is written through, made on first use: the
        window reads through ``conn`` and shows without importing sqlite-utils (``database.wrap``)."""
        if self._db is None:
            self._db = wrap(self.conn)
        return self._db

    # -- the file going away (storage/vanished.py) --------------------------------------------
    @property
    def gone(self) -> StorageError | None:
        """The error raised since the file went away (with the recovery file), or None."""
        return self._watch.gone

    @property
    def moved(self) -> bool:
        """The file at ``path`` is no longer the one this connection reads (deleted or replaced):
        a reader then shows what it has and takes in nothing new."""
        return self._watch.moved

    def can_put_back(self) -> bool:
        """After ``GONE``: the recovered copy exists and nothing has taken the history's place."""
        return self._watch.can_put_back()

    def put_back(self) -> None:
        """After ``GONE``: move the recovered copy to where the history was and write there again."""
        self.conn, self._lock = self._watch.put_back(self.conn, self._lock)
        self._db = None

    @property
    def writable(self) -> bool:
        return self._lock is not None

    def close(self) -> None:
        try:
            self.conn.close()
            # Tidying opens the path: never once the file there is another (or none, which it
            # would create, where the game puts its recovered copy back).
            if self._tidy and not self.moved:
                tidy_after_reading(self.path)
            if self._watch.went_away():
                self._watch.remove_own_side_files()  # still under our lock: nobody else writes there
        finally:
            if self.integrity is not None:
                self.integrity.abandon()
            if self._lock is not None:
                release_checked(self.path)
                self._lock.release()
                self._lock = None

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[Database]:
        """All or nothing, into the file that was opened; SQLite, OS and overflow failures come out
        as ``StorageError``. The first one waits for the whole-file check (``check_later``): a
        damaged file is refused, never written."""
        check = self.integrity
        if check is not None:
            if not check.done and self.waiting_for_check is not None:
                self.waiting_for_check()
            check.wait()
            self.integrity = None
        self._watch.check(self.conn)
        try:
            with self.db.atomic():
                yield self.db
        except (sqlite3.Error, OSError, OverflowError) as exc:
            raise translate(exc, self.path) from None

    # -- sessions ----------------------------------------------------------------------------
    def create_session(
        self,
        rules: TableRules,
        starting_bankroll_cents: int,
        seed_mode: str,
        *,
        loss_limit_cents: int | None = None,
        started_at: str | None = None,
        uid: str | None = None,
    ) -> int:
        with self.transaction() as db:
            table = db.table("sessions")
            table.insert(
                {
                    "uid": uid or uuid.uuid4().hex,
                    "started_at": started_at or now_stamp(),  # a new session: nothing to follow
                    "ended_at": None,
                    "starting_bankroll_cents": starting_bankroll_cents,
                    "rules": json.dumps(rules.to_dict(), sort_keys=True),
                    "seed_mode": seed_mode,
                    "loss_limit_cents": loss_limit_cents,
                }
            )
            return inserted_id(table.last_rowid)

    def close_session_as_is(self, session_id: int) -> None:
        """End a session the game cannot continue (it holds an impossible amount, or its interrupted
        hand no longer fits): its open shoes are ended with their seeds revealed, its interrupted
        hand (if any) stays stored unsettled, as it was; one transaction."""
        with self.transaction() as db:
            stamp = self._stamp(session_id)
            for (shoe_id,) in db.execute(
                "SELECT id FROM shoes WHERE session_id = ? AND ended_at IS NULL", [session_id]
            ).fetchall():
                end_shoe(db.conn, shoe_id, "session_ended", stamp)
            end_session(db.conn, session_id, stamp)

    def _stamp(self, session_id: int) -> str:
        """Now, in the stored form, but never earlier than the session's latest stored moment.

        A clock set back (by hand, by a time sync, a dead clock battery) would otherwise store a hand
        before its shoe started or a shoe ending before its last hand: a true history that verify
        reports and the table refuses to continue (shoe_checks holds moments to their order). The
        latest moment is read once per session (its last shoe and last hand; earlier ones come
        before them), then kept. Called inside the write's transaction."""
        latest = self._latest.get(session_id)
        if latest is None:
            rows = self.db.execute(
                "SELECT started_at FROM sessions WHERE id = ?1 "
                "UNION ALL SELECT * FROM (SELECT started_at FROM shoes WHERE session_id = ?1 "
                "ORDER BY shoe_no DESC LIMIT 1) "
                "UNION ALL SELECT * FROM (SELECT ended_at FROM shoes WHERE session_id = ?1 "
                "ORDER BY shoe_no DESC LIMIT 1) "
                "UNION ALL SELECT * FROM (SELECT played_at FROM hands WHERE session_id = ?1 "
                "ORDER BY id DESC LIMIT 1)",
                [session_id],
            ).fetchall()
            latest = max((value for (value,) in rows if is_stamp(value)), default="")
        stamp = max(now_stamp(), latest)
        self._latest[session_id] = stamp
        return stamp

    def latest_open_session_id(self) -> int | None:
        """The player's latest unfinished session's id, read without interpreting its rules (a floor
        table's house session stays open and is never the player's: ``Whose.player_sessions``)."""
        rows = self._tuples(
            f"SELECT id FROM sessions WHERE ended_at IS NULL AND {self.player_sessions()} "
            "ORDER BY id DESC LIMIT 1",
            [],
        )
        return int(rows[0][0]) if rows else None

    def end_session(self, session_id: int, *, ended_at: str | None = None) -> None:
        with self.transaction() as db:
            end_session(db.conn, session_id, ended_at or self._stamp(session_id))

    def session(self, session_id: int) -> SessionRow:
        rows = self._tuples(f"{_SESSION_SELECT} FROM sessions WHERE id = ?", [session_id])
        if not rows:
            raise ValueError(f"there is no session {session_id} in {self.path}")
        return self._session_row(rows[0])

    def sessions(self, *, floor: bool = False) -> list[SessionRow]:
        """The player's sessions (``Whose``), or (``floor``) the floor tables' house sessions too."""
        where = "1" if floor else self.player_sessions()
        return [
            self._session_row(r)
            for r in self._tuples(f"{_SESSION_SELECT} FROM sessions WHERE {where} ORDER BY id", [])
        ]

    def latest_open_session(self) -> SessionRow | None:
        rows = self._tuples(
            f"{_SESSION_SELECT} FROM sessions WHERE ended_at IS NULL AND {self.player_sessions()} "
            "ORDER BY id DESC LIMIT 1",
            [],
        )
        return self._session_row(rows[0]) if rows else None

    def _session_row(self, row: tuple[Any, ...]) -> SessionRow:
        """A ``_SESSION_SELECT`` row, its rules read."""
        session_id, uid, started_at, ended_at, starting_bankroll, rules_text, seed_mode, loss_limit = row
        try:
            rules = TableRules.from_dict(json.loads(rules_text))
        except (TypeError, ValueError) as exc:  # e.g. a limit beyond the money ceiling
            raise StorageError(
                Problem.OUT_OF_RANGE,
                self.path,
                _t(
                    "Storage",
                    "Session {session} in {path} has table rules this version cannot play by ({error}).",
                ).format(session=session_id, path=self.path, error=exc),
                session_id=session_id,
            ) from None
        return SessionRow(
            id=session_id,
            uid=uid,
            started_at=started_at,
            ended_at=ended_at,
            starting_bankroll_cents=starting_bankroll,
            rules=rules,
            seed_mode=seed_mode,
            loss_limit_cents=loss_limit,
        )

    def bankroll(self, session_id: int) -> int:
        """Where the session's bankroll stands: the last stored hand's, or the starting amount."""
        rows = self._tuples(
            "SELECT bankroll_after_cents FROM hands WHERE session_id = ? ORDER BY id DESC LIMIT 1",
            [session_id],
        )
        if rows:
            # As stored, not int(): the table checks it (check_cents), where an edited 1e400 or
            # text is refused in words instead of overflowing or being rounded.
            stored: int = rows[0][0]
            return stored
        return self.session(session_id).starting_bankroll_cents

    # -- shoes -------------------------------------------------------------------------------
    def add_shoe(self, session_id: int, start: ShoeStart, *, started_at: str | None = None) -> int:
        """Store a new shoe's commitment, cut card and burn before any of its cards is shown."""
        with self.transaction() as db:
            return add_shoe(db.conn, session_id, start, started_at or self._stamp(session_id))

    def end_shoe(self, shoe_id: int, reason: str) -> None:
        """Retire a shoe and reveal its seed (the commitment can now be checked)."""
        with self.transaction() as db:
            (session_id,) = db.execute("SELECT session_id FROM shoes WHERE id = ?", [shoe_id]).fetchone()
            end_shoe(db.conn, shoe_id, reason, self._stamp(session_id))

    def shoe(self, shoe_id: int) -> ShoeRow:
        rows = self._tuples(f"{_SHOE_SELECT} FROM shoes WHERE id = ?", [shoe_id])
        if not rows:
            raise ValueError(f"there is no shoe {shoe_id} in {self.path}")
        return ShoeRow(*rows[0])

    def shoes(self, session_id: int | None = None) -> list[ShoeRow]:
        if session_id is None:
            rows = self._tuples(f"{_SHOE_SELECT} FROM shoes ORDER BY id", [])
        else:
            rows = self._tuples(f"{_SHOE_SELECT} FROM shoes WHERE session_id = ? ORDER BY id", [session_id])
        return [ShoeRow(*r) for r in rows]

    def open_shoe(self, session_id: int) -> ShoeRow | None:
        rows = self._tuples(
            f"{_SHOE_SELECT} FROM shoes WHERE session_id = ? AND ended_at IS NULL ORDER BY id DESC LIMIT 1",
            [session_id],
        )
        return ShoeRow(*rows[0]) if rows else None

    def shoe_secret(self, shoe_id: int) -> tuple[str | None, str | None]:
        rows = self._tuples("SELECT seed, card_order FROM shoe_secrets WHERE shoe_id = ?", [shoe_id])
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    def last_seed(self, session_id: int) -> bytes | None:
        """The latest shoe seed of a session (secret or revealed), to continue a derived chain."""
        rows = self._tuples(
            "SELECT k.seed FROM shoes s JOIN shoe_secrets k ON k.shoe_id = s.id "
            "WHERE s.session_id = ? AND k.seed IS NOT NULL ORDER BY s.id DESC LIMIT 1",
            [session_id],
        )
        if not rows:
            return None
        try:
            return seed_from_hex(rows[0][0])
        except ValueError:  # edited by hand: the chain cannot go on, and nothing is guessed
            raise StorageError(
                Problem.CORRUPT,
                self.path,
                _t(
                    "Storage",
                    "Session {session} in {path} cannot be continued: the secret seed of its latest shoe "
                    "is damaged, so its next shoe cannot be shuffled.",
                ).format(session=session_id, path=self.path),
                session_id=session_id,
            ) from None

    # -- hands -------------------------------------------------------------------------------
    def save_pending(
        self,
        session_id: int,
        shoe_id: int,
        hand_no: int,
        position: int,
        bankroll_before_cents: int,
        bets: Mapping[BetSpot, int],
        lit: str | None = None,
    ) -> None:
        """The bets and the shoe position (and at a multiplier table the lit cards, as
        ``format_lit`` writes them), stored before any card of the hand is shown."""
        with self.transaction() as db:
            db.table("pending_hands").insert(
                {
                    "session_id": session_id,
                    "shoe_id": shoe_id,
                    "hand_no": hand_no,
                    "position": position,
                    "bankroll_before_cents": bankroll_before_cents,
                    "bets": json.dumps({spot.value: amount for spot, amount in bets.items() if amount}),
                    "created_at": now_stamp(),
                    "lit": lit,
                },
                replace=True,
            )

    def pending(self, session_id: int) -> PendingHand | None:
        rows = self._tuples(
            "SELECT session_id, shoe_id, hand_no, position, bankroll_before_cents, bets, "
            f"{select_list(('lit',), current=self.current)} FROM pending_hands WHERE session_id = ?",
            [session_id],
        )
        if not rows:
            return None
        row = rows[0]
        try:
            stored = json.loads(row[5])
            if not isinstance(stored, dict):
                raise TypeError("not an object")
            # Amounts as stored, not int() (1e400 would overflow, 12.5 become 12): the table
            # refuses any that is not whole cents in range (RecordedTable._check_amounts).
            bets = {BetSpot.parse(str(key)): amount for key, amount in stored.items()}
        except (TypeError, ValueError) as exc:  # BetSpot.parse's DomainError is a ValueError
            raise StorageError(
                Problem.CORRUPT,
                self.path,
                _t(
                    "Storage",
                    "The interrupted hand of session {session} in {path} has bets this version cannot "
                    "read ({error}).",
                ).format(session=session_id, path=self.path, error=exc),
                session_id=session_id,
            ) from None
        stored_session, shoe_id, hand_no, position, bankroll_before, _, lit = row
        return PendingHand(stored_session, shoe_id, hand_no, position, bankroll_before, bets, lit)

    def record_hand(
        self, session_id: int, shoe_id: int, result: HandResult, *, played_at: str | None = None
    ) -> int:
        """The hand, its bets, the end of its shoe if it was the last, and the pending row cleared:
        one transaction, so a crash leaves either all of it or none."""
        with self.transaction() as db:
            stamp = played_at or self._stamp(session_id)
            (hand_id,) = write_hands(db.conn, [NewHand.dealt(session_id, shoe_id, result, stamp)])
            if result.last_hand:
                end_shoe(db.conn, shoe_id, "cut_card", stamp)
            db.execute("DELETE FROM pending_hands WHERE session_id = ?", [session_id])
            return hand_id

    def hands_in_shoe(self, shoe_id: int) -> list[StoredHand]:
        return [
            StoredHand._make(r)
            for r in self._tuples(
                f"{self._hand_select} FROM hands WHERE shoe_id = ? ORDER BY hand_no", [shoe_id]
            )
        ]

    def shoe_deals(self, hand_ids: Iterable[int] | None = None) -> list[ShoeDeal]:
        """The shoes holding any of ``hand_ids`` (every shoe when None), each with all its hands
        (also those not asked for: earlier hands decide what was left in the shoe), by shoe id."""
        if hand_ids is None:
            shoe_ids = [r[0] for r in self._tuples("SELECT id FROM shoes ORDER BY id", [])]
        else:
            wanted = sorted({int(i) for i in hand_ids})
            found: set[int] = set()
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                found.update(
                    r[0]
                    for r in self._tuples(
                        f"SELECT DISTINCT shoe_id FROM hands WHERE id IN ({', '.join('?' * len(chunk))})",
                        chunk,
                    )
                )
            shoe_ids = sorted(found)
        rules_of: dict[int, TableRules] = {}
        deals: list[ShoeDeal] = []
        known: dict[str, tuple[Card, ...]] = {}  # the cards of each text read (the same tuple)
        for start in range(0, len(shoe_ids), 500):
            chunk = shoe_ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            hands: dict[int, list[tuple[int, tuple[Card, ...], tuple[Card, ...]]]] = {i: [] for i in chunk}
            for hid, shoe_id, player, banker in self._tuples(
                f"SELECT id, shoe_id, player_cards, banker_cards FROM hands WHERE shoe_id IN ({marks}) "
                "ORDER BY shoe_id, hand_no",
                chunk,
            ):
                hands[shoe_id].append((hid, _cards(player, known), _cards(banker, known)))
            for shoe_id, session_id, decks, burn in self._tuples(
                f"SELECT id, session_id, decks, burn_card FROM shoes WHERE id IN ({marks}) ORDER BY id", chunk
            ):
                if session_id not in rules_of:
                    rules_of[session_id] = self.session(session_id).rules
                deals.append(
                    ShoeDeal(
                        shoe_id,
                        session_id,
                        decks,
                        rules_of[session_id],
                        Card.parse(burn) if burn else None,
                        tuple(hands[shoe_id]),
                    )
                )
        return deals

    def last_hand(self, session_id: int) -> StoredHand | None:
        rows = self._tuples(
            f"{self._hand_select} FROM hands WHERE session_id = ? ORDER BY id DESC LIMIT 1", [session_id]
        )
        return StoredHand._make(rows[0]) if rows else None

    def played_times(self, session_id: int) -> list[str]:
        """When each stored hand of a session was played (ISO text), oldest first: the table works
        out the session's playing time from them after a relaunch."""
        return [
            r[0]
            for r in self._tuples(
                "SELECT played_at FROM hands WHERE session_id = ? ORDER BY id", [session_id]
            )
        ]

    def bets_for(self, hand_id: int) -> list[StoredBet]:
        return [
            StoredBet._make(r)
            for r in self._tuples(
                f"SELECT {select_list(StoredBet._fields, current=self.current)} FROM bets WHERE hand_id = ? "
                "ORDER BY id",
                [hand_id],
            )
        ]

    def bets_in_shoe(self, shoe_id: int) -> list[StoredBet]:
        """Every bet on the hands of a shoe, in the order they were stored (what verify checks)."""
        sql = (
            f"SELECT {select_list(StoredBet._fields, current=self.current, prefix='b.')} "
            "FROM bets b JOIN hands h ON h.id = b.hand_id "
            "WHERE h.shoe_id = ? ORDER BY b.id"
        )
        return [StoredBet._make(r) for r in self._tuples(sql, [shoe_id])]

    def stakes_between(self, first_id: int, last_id: int) -> list[StakeRow]:
        """``(hand_id, spot, amount_cents)`` of every bet on the hands ``first_id..last_id`` (both
        included), in hand order and then the order they were placed: what a replay of the player's
        own stakes needs. A range scan of the bets' hand-id index; plain tuples, since a long
        history holds millions of bets. ``spot`` is the stored text, read or refused by the caller."""
        sql = (
            "SELECT hand_id, spot, amount_cents FROM bets WHERE hand_id BETWEEN ? AND ? ORDER BY hand_id, id"
        )
        return self._stakes(self._tuples(sql, [first_id, last_id]))

    def fees_between(self, first_id: int, last_id: int) -> list[StakeRow]:
        """``(hand_id, spot, fee_cents)`` of every bet on the hands ``first_id..last_id`` that paid a
        fee, in the order of ``stakes_between``: at the Peek table the stored amount is the stakes in
        play after the choice, and the fee on the stake as placed says which (``peek.stake_and_choice``)."""
        sql = (
            f"SELECT hand_id, spot, {select_list(('fee_cents',), current=self.current)} FROM bets "
            "WHERE hand_id BETWEEN ? AND ? ORDER BY hand_id, id"
        )
        return self._stakes([row for row in self._tuples(sql, [first_id, last_id]) if row[2]])

    def stakes_of(self, hand_ids: Iterable[int]) -> list[StakeRow]:
        """As ``stakes_between``, for the hands listed (any order, repeats ignored)."""
        wanted = sorted({int(i) for i in hand_ids})  # numpy integers too
        rows: list[StakeRow] = []
        for start in range(0, len(wanted), 500):  # well under SQLite's limit on parameters
            chunk = wanted[start : start + 500]
            rows += self._stakes(
                self._tuples(
                    "SELECT hand_id, spot, amount_cents FROM bets "
                    f"WHERE hand_id IN ({', '.join('?' * len(chunk))}) ORDER BY hand_id, id",
                    chunk,
                )
            )
        return rows

    def _stakes(self, rows: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
        """``(hand_id, spot, amount)`` rows as read, refused in words if an amount is not whole cents
        (a replay of the stakes would otherwise int() an infinity, or round 12.5 down unsaid)."""
        for row in rows:
            if type(row[2]) is not int:  # not is_cents: this runs per bet, and type() is bool-proof too
                raise not_whole(self.path, row[2])
        return rows

    def _tuples(self, sql: str, params: Sequence[SqlValue]) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None

    def hand_ids(self) -> list[int]:
        """Every stored hand's id, oldest first."""
        return [int(r[0]) for r in self._tuples("SELECT id FROM hands ORDER BY id", [])]

    def hand_counts(self) -> dict[int, int]:
        """Hands stored per shoe id."""
        rows = self._tuples("SELECT shoe_id, count(*) FROM hands GROUP BY shoe_id", [])
        return {int(shoe_id): int(n) for shoe_id, n in rows}

    def session_uids(self) -> set[str]:
        return {r[0] for r in self._tuples("SELECT uid FROM sessions", [])}

    def count(self, table: str) -> int:
        if table not in {"sessions", "shoes", "hands", "bets", "pending_hands"}:
            raise ValueError(f"unknown table {table!r}")
        return int(self._tuples(f"SELECT count(*) FROM {table}", [])[0][0])
