"""The hand history: the file held open, and its sessions, shoes, hands and bets written one
transaction per event.

Writes go through sqlite-utils tables inside ``db.atomic()`` (sqlite-utils' own write methods
commit by themselves otherwise). Every write that fails is reported as a ``StorageError`` and
leaves the file as it was before that write. What is written is read back as typed rows by
``storage.game_reads`` (the class ``History`` has them): the writes and the file's life stay here.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.bets import BetSpot
from ..engine.rules import TableRules
from ..engine.session import HandResult, ShoeStart
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
from .errors import StorageError
from .game_reads import GameReads
from .lock import WriterLock
from .rows import (
    NewHand,
    add_shoe,
    end_session,
    end_shoe,
    inserted_id,
    write_hands,
)
from .stamps import is_stamp, now_stamp
from .vanished import FileWatch

if TYPE_CHECKING:  # imported by ``History.db`` on first use (a write), not at start
    from sqlite_utils import Database


class History(GameReads):
    """An open history file. Writers hold the file's writer lock until ``close``.

    What it writes, the game reads back through ``GameReads`` (storage/game_reads.py); the reads of
    the hand browser and the statistics are ``Reads``' (storage/reads.py).

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

    def end_session(self, session_id: int, *, ended_at: str | None = None) -> None:
        with self.transaction() as db:
            end_session(db.conn, session_id, ended_at or self._stamp(session_id))

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

    def _tuples(self, sql: str, params: Sequence[SqlValue]) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None
