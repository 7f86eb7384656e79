"""One writer per history file: an OS lock on a ``.lock`` file beside it.

SQLite alone would keep the file consistent with two writers, but two copies of the game
interleaving hands in one session would break the bankroll chain, so the game refuses that.
The operating system drops the lock when a process dies, even by ``kill -9``.

The lock belongs to the file, not to the name it was reached by: the ``.lock`` is named from the
file's real path (every symbolic link followed, ``paths.real_path``), and a file with a second name
(a hard link) is refused for writing (``database.connect``), so each history has exactly one lock.
It is not a lock on the database file itself: a process closing any descriptor of a file drops
every POSIX lock SQLite holds on it, and on Windows a lock on the file would stop readers.

The ``.lock`` file is removed when the lock is let go, so nothing is left beside a history (or
beside a file the game refused). That is safe because a lock only counts when the locked file is
still the one at the path: a copy that locked a ``.lock`` file someone removed meanwhile tries
again on the new one.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from pathlib import Path
from typing import IO

from ..engine.i18n import _t
from .errors import Problem, StorageError
from .paths import real_path


class WriterLock:
    def __init__(self, db_path: Path) -> None:
        self.db_path = real_path(db_path)
        self.path = self.db_path.parent / (self.db_path.name + ".lock")
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        if self._file is not None:
            return
        for _ in range(100):  # the .lock file can be removed under us by its previous holder
            handle = self._open()
            try:
                _lock(handle)
            except OSError:
                handle.seek(0)
                owner = handle.read().strip() or "unknown"
                handle.close()
                raise StorageError(
                    Problem.LOCKED,
                    self.path,
                    _t(
                        "Storage",
                        "The history file {name} is in use by another running copy of Baccarat Desktop "
                        "(process {process}).",
                    ).format(name=self.db_path.name, process=owner),
                ) from None
            if _same_file(handle, self.path):
                break
            _unlock(handle)
            handle.close()
        else:  # pragma: no cover - a hundred removals in a row
            raise StorageError(
                Problem.IO, self.path, _t("Storage", "Cannot take the lock {path}.").format(path=self.path)
            )
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(str(os.getpid()))
            handle.flush()
        except OSError as exc:  # a full disk has room for the empty file, not for the process id
            self._let_go(handle)
            raise self._failure(exc, _t("Storage", "Cannot write {path}: {reason}.")) from None
        self._file = handle

    def _failure(self, exc: OSError, text: str) -> StorageError:
        """A full disk said as such (the lock is taken before anything else is written); any other
        failure with the system's reason."""
        if exc.errno in _DISK_FULL:
            return StorageError(
                Problem.DISK_FULL,
                self.db_path,
                _t("Storage", "The disk holding {path} is full.").format(path=self.db_path),
            )
        return StorageError(Problem.IO, self.db_path, text.format(path=self.path, reason=exc.strerror))

    def _open(self) -> IO[str]:
        try:
            return open(self.path, "a+")  # held open for the lifetime of the lock
        except PermissionError:
            raise StorageError(
                Problem.READ_ONLY,
                self.path,
                _t("Storage", "Cannot write in the folder {folder}.").format(folder=self.path.parent),
            ) from None
        except OSError as exc:
            raise self._failure(exc, _t("Storage", "Cannot create {path}: {reason}.")) from None

    def release(self) -> None:
        if self._file is None:
            return
        handle, self._file = self._file, None
        self._let_go(handle)

    def _let_go(self, handle: IO[str]) -> None:
        """Remove the .lock file (still ours: locked) and unlock it; a write the disk had no room
        for is dropped with it, so closing cannot fail on it a second time."""
        try:
            if sys.platform != "win32":  # Windows cannot remove an open file; the lock file stays there
                with contextlib.suppress(OSError):
                    if _same_file(handle, self.path):
                        self.path.unlink()
            _unlock(handle)
        finally:
            with contextlib.suppress(OSError):
                handle.close()

    def held_elsewhere(self) -> bool:
        """True if another process holds this lock now (never creates the .lock file)."""
        if self._file is not None:
            return False
        try:
            handle = open(self.path)  # noqa: SIM115 - closed below
        except OSError:
            return False
        try:
            _lock(handle)
        except OSError:
            return True
        else:
            _unlock(handle)
            return False
        finally:
            handle.close()


_DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}  # no room, or over the user's quota


def _same_file(handle: IO[str], path: Path) -> bool:
    try:
        here = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(handle.fileno())
    return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)


if sys.platform == "win32":  # pragma: no cover - exercised on the Windows CI runner
    import msvcrt

    def _lock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
