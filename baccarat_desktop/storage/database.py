"""Opening a history file safely: checks before any write, WAL, synchronous, migrations, one writer.

Order matters: the writer lock is taken first, then the file is identified (SQLite header,
application id, schema version, ``PRAGMA quick_check``) with reads only, and only a file that
passes all of that is written to (WAL mode, migrations). A file we refuse is never touched.

Every path is first made the file's real path (``paths.real_path``): SQLite names its -wal and
-shm after it too, so the lock, the journal and whatever is set aside all go with the file, by
whatever link it was reached. A file with two names (a hard link) has two journals to SQLite,
one per name: it is refused for writing.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.i18n import _t
from .errors import Problem, StorageError
from .lock import WriterLock
from .paths import real_path
from .schema import APPLICATION_ID, SCHEMA_VERSION, migrations, migrations_pending
from .stamps import file_stamp

if TYPE_CHECKING:  # sqlite-utils (numpy, dateutil, click, pluggy with it) loads on the first write
    from sqlite_utils import Database

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000
WAL_FILES = ("-wal", "-shm")  # what SQLite keeps beside a WAL database while it is open
# What SQLite binds as a parameter or returns as a cell.
SqlValue = int | float | str | bytes | None

# Files this process holds the writer lock on and has checked with PRAGMA quick_check. Nobody else
# can write them while the lock is held, so this process's readers (the statistics pane, the hand
# browser) need not scan the whole file again: on a million hands that scan is ~0.3 s per reader.
_CHECKED_BY_OUR_WRITER: set[Path] = set()


class Connected:
    """What every read runs on: the file's ``path`` and its rows as plain tuples (no dict per row) on
    the connection the class holds, SQLite's errors as ``StorageError``. ``History`` reads on the
    connection it opened and checked, ``reads.Reader`` on a second one for a worker thread."""

    path: Path

    def _tuples(self, sql: str, params: Sequence[SqlValue]) -> list[tuple[Any, ...]]:
        """Rows as plain tuples (no dict per row); SQLite's errors as ``StorageError``."""
        raise NotImplementedError


def release_checked(path: Path) -> None:
    """The writer let go of the file: the next reader checks it again."""
    _CHECKED_BY_OUR_WRITER.discard(Path(path).resolve())


def translate(exc: BaseException, path: Path) -> StorageError:
    """Turn an sqlite3/OS error into the problem a person can act on."""
    if isinstance(exc, StorageError):
        return exc
    if isinstance(exc, OverflowError):  # the last line of defence: amounts are checked before writing
        return StorageError(
            Problem.OUT_OF_RANGE,
            path,
            _t("Storage", "An amount too large to store was about to be written to {path}.").format(
                path=path
            ),
        )
    text = str(exc).lower()
    if "disk is full" in text or "database or disk is full" in text or getattr(exc, "errno", None) == 28:
        return StorageError(
            Problem.DISK_FULL, path, _t("Storage", "The disk holding {path} is full.").format(path=path)
        )
    if "file is not a database" in text:
        return StorageError(
            Problem.NOT_SQLITE,
            path,
            _t("Storage", "{path} is not a Baccarat Desktop history file.").format(path=path),
        )
    if "malformed" in text or "corrupt" in text:
        return StorageError(
            Problem.CORRUPT, path, _t("Storage", "The history file {path} is damaged.").format(path=path)
        )
    if "readonly" in text or "read-only" in text or isinstance(exc, PermissionError):
        return StorageError(
            Problem.READ_ONLY,
            path,
            _t("Storage", "The history file {path} cannot be written.").format(path=path),
        )
    if "locked" in text or "busy" in text:
        return StorageError(
            Problem.LOCKED,
            path,
            _t("Storage", "The history file {path} is busy in another program.").format(path=path),
        )
    if "unable to open" in text:
        return StorageError(
            Problem.READ_ONLY, path, _t("Storage", "Cannot open or create {path}.").format(path=path)
        )
    return StorageError(
        Problem.IO,
        path,
        _t("Storage", "The history file {path} could not be used ({error}).").format(path=path, error=exc),
    )


def _check_header(path: Path) -> bool:
    """True if the file exists and has data; refuses anything that is not SQLite, before anything
    is created beside it (SQLite would put a journal beside /dev/null, the lock a .lock file)."""
    try:
        return _read_header(path)
    except OSError as exc:  # a name too long, a loop of links, an unreadable disk
        raise StorageError(
            Problem.IO,
            path,
            _t("Storage", "Cannot use {path}: {reason}.").format(path=path, reason=exc.strerror),
        ) from None


def _read_header(path: Path) -> bool:
    try:
        if path.is_symlink():  # still a link once every link was followed: links in a circle
            raise StorageError(
                Problem.NOT_A_FILE,
                path,
                _t(
                    "Storage", "{path} is a symbolic link that leads round in a circle, not a history file."
                ).format(path=path),
            )
        if path.is_dir():  # stat() itself fails in a folder we may not enter
            raise StorageError(
                Problem.NOT_A_FILE,
                path,
                _t("Storage", "{path} is a folder, not a history file.").format(path=path),
            )
        if not path.exists():
            return False
        if not path.is_file():
            raise StorageError(
                Problem.NOT_A_FILE,
                path,
                _t("Storage", "{path} is a device or special file, not a history file.").format(path=path),
            )
        with open(path, "rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except PermissionError:
        raise StorageError(
            Problem.READ_ONLY, path, _t("Storage", "{path} cannot be read.").format(path=path)
        ) from None
    if not header:
        return False  # an empty file is a new database to SQLite
    if header != SQLITE_HEADER:
        raise StorageError(
            Problem.NOT_SQLITE,
            path,
            _t("Storage", "{path} is not a Baccarat Desktop history file.").format(path=path),
        )
    return True


def _identify(conn: sqlite3.Connection, path: Path, *, scan: bool = True) -> None:
    """Read-only checks: ours (or empty), not newer than this program, and sound (``scan``)."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:
        raise translate(exc, path) from None
    if app_id != APPLICATION_ID and (app_id != 0 or (tables - {"_sqlite_migrations"})):
        raise StorageError(
            Problem.FOREIGN,
            path,
            _t("Storage", "{path} is an SQLite database of another program, not a game history.").format(
                path=path
            ),
        )
    if version > SCHEMA_VERSION:
        raise StorageError(
            Problem.NEWER_SCHEMA,
            path,
            _t(
                "Storage",
                "{path} was written by a newer Baccarat Desktop (history format {version}; this version "
                "knows up to {known}). It was not changed.",
            ).format(path=path, version=version, known=SCHEMA_VERSION),
        )
    if scan:
        _scan(conn, path)


def _scan(conn: sqlite3.Connection, path: Path) -> None:
    """``PRAGMA quick_check`` over the whole file: CORRUPT unless every page is sound."""
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as exc:
        raise translate(exc, path) from None
    if problems != ["ok"]:
        raise StorageError(
            Problem.CORRUPT,
            path,
            _t("Storage", "The history file {path} is damaged ({problem}).").format(
                path=path, problem=problems[0]
            ),
        )


# What a statement may do to the file: anything else (reading, a transaction, a savepoint) is no write.
_WRITES = frozenset(
    {
        sqlite3.SQLITE_INSERT,
        sqlite3.SQLITE_UPDATE,
        sqlite3.SQLITE_DELETE,
        sqlite3.SQLITE_ALTER_TABLE,
        sqlite3.SQLITE_ANALYZE,
        sqlite3.SQLITE_REINDEX,
        sqlite3.SQLITE_CREATE_INDEX,
        sqlite3.SQLITE_CREATE_TABLE,
        sqlite3.SQLITE_CREATE_TRIGGER,
        sqlite3.SQLITE_CREATE_VIEW,
        sqlite3.SQLITE_CREATE_VTABLE,
        sqlite3.SQLITE_DROP_INDEX,
        sqlite3.SQLITE_DROP_TABLE,
        sqlite3.SQLITE_DROP_TRIGGER,
        sqlite3.SQLITE_DROP_VIEW,
        sqlite3.SQLITE_DROP_VTABLE,
    }
)


class IntegrityCheck:
    """``PRAGMA quick_check`` of a history the game already shows, on a worker thread with a
    read-only connection of its own (≈1.5 s for a million hands), so the player need not wait for
    it before the window; the writer holds its first write back until it is over (``wait``).

    A file that fails is never written: ``wait`` raises the CORRUPT error the check at opening
    raises, and the writer's connection refuses any write statement until the check has passed
    (``guard``), whichever path it comes by. A process killed meanwhile has written nothing.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._done = threading.Event()
        self._error: StorageError | None = None
        self._callbacks: list[Callable[[StorageError | None], None]] = []
        self._lock = threading.Lock()
        self._abandoned = False  # the writer closed first: a pass no longer vouches for the file
        self._thread = threading.Thread(target=self._run, name="check-history", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        error: StorageError | None = None
        try:
            conn = read_only_connection(self.path)
            try:
                conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                _scan(conn, self.path)
            finally:
                conn.close()
        except StorageError as exc:
            error = exc
        except (sqlite3.Error, OSError) as exc:
            error = translate(exc, self.path)
        with self._lock:
            if error is None and not self._abandoned:
                _CHECKED_BY_OUR_WRITER.add(self.path.resolve())  # this process's readers need not scan
            self._error = error
            self._done.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback(error)

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def failed(self) -> bool:
        """Over, and the file is unsound."""
        return self._done.is_set() and self._error is not None

    def abandon(self) -> None:
        """The writer closed before the check ended: its result vouches for nothing (the file is
        no longer under this process's lock)."""
        with self._lock:
            self._abandoned = True

    def when_done(self, callback: Callable[[StorageError | None], None]) -> None:
        """Call ``callback(error)`` (None: the file is sound) once the check is over, on the
        checking thread, or at once on this one if it is over already."""
        with self._lock:
            if not self._done.is_set():
                self._callbacks.append(callback)
                return
        callback(self._error)

    def wait(self) -> None:
        """Return once the check has passed; raise its ``StorageError`` if the file is unsound."""
        self._done.wait()
        if self._error is not None:
            raise self._error

    def sound(self) -> bool:
        """Wait for the check; whether the file passed."""
        self._done.wait()
        return self._error is None

    def guard(self, conn: sqlite3.Connection) -> None:
        """The writer's connection prepares no write statement before the check has passed (it waits
        for it) and none at all after it failed: SQLite refuses it ('not authorized')."""

        def authorize(
            action: int, _a: str | None, _b: str | None, database: str | None, _source: str | None
        ) -> int:
            if action in _WRITES and database != "temp" and not self.sound():
                return sqlite3.SQLITE_DENY
            return sqlite3.SQLITE_OK

        conn.set_authorizer(authorize)


def read_only_connection(path: Path) -> sqlite3.Connection:
    """A connection that can never write: every reader of a history opens it here.

    A reader needs the -shm file beside a WAL database; in a folder it cannot write (a CD, a
    shared read-only folder) nobody can be writing either, so the file is read as immutable.
    """
    flags = "mode=ro" if os.access(path.parent, os.W_OK) else "mode=ro&immutable=1"
    return sqlite3.connect(f"{path.resolve().as_uri()}?{flags}", uri=True, isolation_level=None)


def wal_side_files(path: Path) -> bool:
    """Whether SQLite's -wal or -shm file is beside ``path`` (someone has, or had, it open)."""
    path = real_path(path)
    return any(os.path.exists(path.with_name(path.name + side)) for side in WAL_FILES)


def tidy_after_reading(path: Path) -> None:
    """Remove the empty -wal and the -shm a read-only connection leaves beside a WAL history (it
    may not remove them itself). A connection that could write does so when it closes as the last
    one, writing nothing to the history; if anyone else has the file open, it leaves them."""
    path = real_path(path)
    if not os.access(path.parent, os.W_OK) or not wal_side_files(path):
        return
    try:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("PRAGMA schema_version").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        pass  # only tidying: the reading itself went well


def file_identity(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the file now at ``path``; None if there is none."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    return info.st_dev, info.st_ino


def wrap(conn: sqlite3.Connection) -> Database:
    """The sqlite-utils ``Database`` the history is written through, on its checked connection.

    Made on first use (``History.db``), not at opening: importing sqlite-utils costs the start
    ≈0.2 s (numpy, dateutil, click and pluggy come with it), and the window reads through the
    plain connection. No sqlite-utils plugins: the history's connection runs no code some other
    installed package registered, and their search (every distribution's entry points) cost ≈0.1 s.
    """
    from sqlite_utils import Database

    return Database(conn, execute_plugins=False)


def connect(path: Path, *, write: bool, lock: WriterLock | None = None) -> sqlite3.Connection:
    """An open, checked, migrated database; readers never create, lock or migrate."""
    return connect_checking(path, write=write, lock=lock)[0]


def connect_checking(
    path: Path, *, write: bool, lock: WriterLock | None = None, check_later: bool = False
) -> tuple[sqlite3.Connection, IntegrityCheck | None]:
    """``connect``; with ``check_later`` a writer on a file that needs no write to be opened (WAL
    already, ours, no migration due) scans the file on a worker thread instead (``IntegrityCheck``,
    returned), every read-only check done first. Any other file is scanned before it is opened."""
    path = real_path(path)
    exists = _check_header(path)
    if not write and not exists:
        raise StorageError(
            Problem.IO, path, _t("Storage", "There is no history file at {path}.").format(path=path)
        )
    if write:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except PermissionError:
            raise StorageError(
                Problem.READ_ONLY,
                path,
                _t("Storage", "Cannot create the folder {folder}.").format(folder=path.parent),
            ) from None
        except (FileExistsError, NotADirectoryError):
            raise StorageError(
                Problem.NOT_A_FILE,
                path,
                _t("Storage", "{path} cannot be a history file: {folder} is a file, not a folder.").format(
                    path=path,
                    folder=next((p for p in path.parents if p.exists() and not p.is_dir()), path.parent),
                ),
            ) from None
        except OSError as exc:
            raise StorageError(
                Problem.IO,
                path,
                _t("Storage", "Cannot create the folder {folder}: {reason}.").format(
                    folder=path.parent, reason=exc.strerror
                ),
            ) from None
        if lock is not None:
            lock.acquire()
        if exists:
            _refuse_other_names(path, lock)
    try:
        if write:
            # check_same_thread=False: the game may open (and check) the file on a worker thread
            # while Qt starts, then use it from the UI thread only; never from two at once.
            conn = sqlite3.connect(
                path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
            )
        else:
            conn = read_only_connection(path)
    except sqlite3.Error as exc:
        if lock is not None:
            lock.release()
        raise translate(exc, path) from None
    try:
        if write and exists and not os.access(path, os.W_OK):
            # SQLite would quietly open it read-only and fail only at the first bet.
            raise StorageError(
                Problem.READ_ONLY,
                path,
                _t("Storage", "The history file {path} is read-only.").format(path=path),
            )
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        later = check_later and write and exists
        scan = write or path.resolve() not in _CHECKED_BY_OUR_WRITER
        _identify(conn, path, scan=scan and not later)
        conn.execute("PRAGMA foreign_keys = ON")
        # An INSERT OR REPLACE deletes the row it replaces: with this, that delete meets the log's
        # append-only triggers too (schema 0003) instead of slipping past them.
        conn.execute("PRAGMA recursive_triggers = ON")
        if later and _opens_without_writing(conn):
            conn.execute("PRAGMA synchronous = FULL")
            check = IntegrityCheck(path)
            check.guard(conn)
            return conn, check
        if later:
            _scan(conn, path)  # opening writes (WAL, a migration): the file is checked first
        if write:
            db = wrap(conn)  # the migrations are sqlite-utils'
            if db.journal_mode != "wal":
                db.enable_wal()
            # FULL: a committed hand survives a power cut too, not only a crash (≈0.3 ms per commit).
            conn.execute("PRAGMA synchronous = FULL")
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            migrations().apply(db)
            _CHECKED_BY_OUR_WRITER.add(path.resolve())
        else:
            conn.execute("PRAGMA synchronous = FULL")  # set on every connection, as the docs require
        return conn, None
    except BaseException as exc:
        conn.close()
        if lock is not None:
            lock.release()
        if isinstance(exc, sqlite3.Error | OSError):
            raise translate(exc, path) from None
        raise


def _opens_without_writing(conn: sqlite3.Connection) -> bool:
    """Whether a writer's opening would write nothing: WAL already, our application id, no migration
    due (plain reads: no sqlite-utils)."""
    try:
        return (
            conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            and conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
            and not migrations_pending(conn)
        )
    except sqlite3.DatabaseError:
        return False  # the check at opening says what is wrong


def _refuse_other_names(path: Path, lock: WriterLock | None) -> None:
    """A file with more than one name (hard links) is never written: SQLite keeps one -wal per
    name, so two copies writing through two names corrupt it, and no lock beside a name sees the
    other. (A symbolic link is no second name: it leads to the file's real path.)"""
    try:
        count = os.stat(path).st_nlink
    except OSError:
        return  # it went meanwhile: connecting says so
    if count <= 1:
        return
    if lock is not None:
        lock.release()
    others = _other_names(path)
    if others:
        text = _t(
            "Storage",
            "{path} is also named {others}: the file has {count} names on this disk (hard links). SQLite "
            "keeps a journal beside each name, so writing it through two names at once would damage it; "
            "it is never written while it has more than one name.",
        )
    else:
        text = _t(
            "Storage",
            "{path} has {count} names on this disk (hard links), the others in other folders. SQLite "
            "keeps a journal beside each name, so writing it through two names at once would damage it; "
            "it is never written while it has more than one name.",
        )
    detail = text.format(path=path, count=count, others=", ".join(str(p) for p in others))
    raise StorageError(Problem.LINKED, path, detail)


def _other_names(path: Path, most: int = 3) -> list[Path]:
    """The file's other names in its own folder (where a hard link is most often made)."""
    try:
        info = os.stat(path)
        with os.scandir(path.parent) as entries:
            found = [
                Path(entry.path)
                for entry in entries
                if entry.name != path.name
                and entry.inode() == info.st_ino
                and entry.stat(follow_symlinks=False).st_dev == info.st_dev
            ]
    except OSError:
        return []
    return sorted(found)[:most]


def set_aside(path: Path) -> Path:
    """Keep an unusable history under a new name (with its -wal/-shm) so a new one can start there."""
    path = real_path(path)
    lock = WriterLock(path)
    lock.acquire()  # never move a file another copy is writing
    try:
        stamp = file_stamp()
        target = path.with_name(f"{path.name}.set-aside-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.set-aside-{stamp}-{n}")
        path.rename(target)
        for suffix in WAL_FILES:
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.rename(target.with_name(target.name + suffix))
        return target
    finally:
        lock.release()
