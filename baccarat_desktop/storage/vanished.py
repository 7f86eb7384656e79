"""A history file that vanishes while the game holds it open: deleted, moved or replaced.

A writer notices when its file is deleted or replaced under it (another program, a clean-up tool,
a sync client): SQLite would go on writing into the vanished file and every hand would be lost at
exit. Before each write the file at ``path`` must still be the one opened; if it is not,
everything stored so far is copied from the open connection into a recovery file, and this and
every later write raise ``StorageError(GONE)`` naming that file. Once nothing has taken the
history's place, the copy can be put back where the history was and the game writes there again.

A reader only asks whether the file it reads is still the one at ``path`` (``moved``): it then
shows what it has and takes in nothing new.

``FileWatch`` holds what this needs; ``History`` owns one and asks it before each write.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from ..engine.i18n import _t
from .database import WAL_FILES, connect, file_identity, release_checked
from .errors import Problem, StorageError
from .lock import WriterLock
from .stamps import file_stamp


class FileWatch:
    """Which file a history opened at ``path``, and what became of it.

    ``opened`` is the file the connection reads, whoever holds it; ``identity`` the file a writer
    checks before each write (None for a reader); ``gone`` the error raised since the file went
    away (with the recovery file), or None."""

    def __init__(self, path: Path, *, writing: bool) -> None:
        self.path = path
        self._writing = writing
        self.opened = file_identity(path)  # the file this connection reads, whoever holds it
        self.identity = self.opened if writing else None
        self._sides = self._side_identities()
        self.gone: StorageError | None = None

    @property
    def moved(self) -> bool:
        """The file at ``path`` is no longer the one this connection reads (deleted or replaced):
        a reader then shows what it has and takes in nothing new."""
        return file_identity(self.path) != self.opened

    def went_away(self) -> bool:
        """A writer's file is gone or another took its place (checked as the history closes)."""
        return self.gone is not None or bool(self.identity and file_identity(self.path) != self.identity)

    def check(self, conn: sqlite3.Connection) -> None:
        """Before a write: the file at ``path`` is still the one opened, or ``StorageError(GONE)``
        after everything ``conn`` holds was copied to a recovery file."""
        if self.gone is not None:
            raise self.gone
        if self.identity is None or file_identity(self.path) == self.identity:
            return
        deleted = not self.path.exists()
        recovered = self._save_recovery(conn)
        if recovered is None:
            if deleted:
                text = _t(
                    "Storage",
                    "The history file {path} was deleted while Baccarat Desktop was using it, and no copy "
                    "could be saved anywhere. No more hands are stored.",
                )
            else:
                text = _t(
                    "Storage",
                    "The history file {path} was replaced by another file while Baccarat Desktop was using "
                    "it, and no copy could be saved anywhere. No more hands are stored.",
                )
        elif deleted:
            text = _t(
                "Storage",
                "The history file {path} was deleted while Baccarat Desktop was using it. Everything "
                "stored until then, with the hand in play, was saved to {copy}. No more hands are "
                "stored in the lost file.",
            )
        else:
            text = _t(
                "Storage",
                "The history file {path} was replaced by another file while Baccarat Desktop was using "
                "it. Everything stored until then, with the hand in play, was saved to {copy}. No more "
                "hands are stored in the lost file.",
            )
        detail = text.format(path=self.path, copy=recovered)
        self.gone = StorageError(Problem.GONE, self.path, detail, recovered=recovered)
        raise self.gone

    def _save_recovery(self, conn: sqlite3.Connection) -> Path | None:
        """Copy the whole history out of the open connection (it still reads the vanished file)."""
        from .paths import recovery_places

        stamp = file_stamp()
        name = f"{self.path.stem}.recovered-{stamp}{self.path.suffix or '.sqlite3'}"
        for folder in recovery_places(self.path):
            target = folder / name
            try:
                folder.mkdir(parents=True, exist_ok=True)
                if target.exists():
                    continue
                copy = sqlite3.connect(target)
                try:
                    conn.backup(copy)
                    copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
                finally:
                    copy.close()
                return target
            except (sqlite3.Error, OSError):
                with contextlib.suppress(OSError):
                    target.unlink()
                continue
        return None

    def _side_identities(self) -> dict[str, tuple[int, int] | None]:
        """The writer's own -wal and -shm (SQLite keeps them while its connection is open)."""
        if not self._writing:
            return {}
        return {side: file_identity(self.path.with_name(self.path.name + side)) for side in WAL_FILES}

    def remove_own_side_files(self) -> None:
        """SQLite leaves the -wal and -shm of a database that vanished while open. Paired with
        whatever file comes to that path next, a stale -wal would be replayed into it, so they go
        (only ours: a file that took the history's place keeps its own)."""
        for side, identity in self._sides.items():
            beside = self.path.with_name(self.path.name + side)
            if identity is not None and file_identity(beside) == identity:
                with contextlib.suppress(OSError):
                    beside.unlink()

    def can_put_back(self) -> bool:
        """After ``GONE``: the recovered copy exists and nothing has taken the history's place."""
        gone = self.gone
        strangers = [
            side
            for side, identity in self._sides.items()
            if file_identity(self.path.with_name(self.path.name + side)) not in (None, identity)
        ]
        return (
            gone is not None
            and gone.recovered is not None
            and gone.recovered.is_file()
            and not self.path.exists()
            and not strangers
        )

    def put_back(
        self, conn: sqlite3.Connection, lock: WriterLock | None
    ) -> tuple[sqlite3.Connection, WriterLock]:
        """After ``GONE``: move the recovered copy to where the history was; returns the connection
        to write there again and the writer's lock on it (``db`` is closed, ``lock`` released)."""
        gone = self.gone
        if gone is None or gone.recovered is None or not self.can_put_back():
            raise StorageError(
                Problem.GONE,
                self.path,
                _t("Storage", "{path} cannot be put back: another file is there.").format(path=self.path),
            )
        # The vanished file's connection goes first, with what it left beside the path, and the
        # lock is taken afresh: its .lock file may have gone with the history.
        conn.close()
        self.remove_own_side_files()
        if lock is not None:
            lock.release()
        release_checked(self.path)
        lock = WriterLock(self.path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire()
        try:
            if self.path.exists():
                raise StorageError(
                    Problem.GONE,
                    self.path,
                    _t("Storage", "{path} cannot be put back: another file is there now.").format(
                        path=self.path
                    ),
                )
            os.link(gone.recovered, self.path)  # never over a file that appeared meanwhile
            gone.recovered.unlink()
            conn = connect(self.path, write=True, lock=lock)
        except BaseException:
            lock.release()
            raise
        self.identity = file_identity(self.path)
        self._sides = self._side_identities()
        self.gone = None
        return conn, lock
