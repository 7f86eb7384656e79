"""One writer per history file: an OS lock on a ``.lock`` file beside it.

SQLite alone would keep the file consistent with two writers, but two copies of the game
interleaving hands in one session would break the bankroll chain, so the game refuses that.
The operating system drops the lock when a process dies, even by ``kill -9``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO

from .errors import Problem, StorageError


class WriterLock:
    def __init__(self, db_path: Path) -> None:
        self.path = db_path.with_name(db_path.name + ".lock")
        self._file: IO[str] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> None:
        if self._file is not None:
            return
        try:
            handle = open(self.path, "a+")  # noqa: SIM115 - held open for the lifetime of the lock
        except PermissionError:
            raise StorageError(
                Problem.READ_ONLY, self.path, f"Cannot write in the folder {self.path.parent}."
            ) from None
        except OSError as exc:
            raise StorageError(Problem.IO, self.path, f"Cannot create {self.path}: {exc.strerror}.") from None
        try:
            _lock(handle)
        except OSError:
            handle.seek(0)
            owner = handle.read().strip() or "unknown"
            handle.close()
            raise StorageError(
                Problem.LOCKED,
                self.path,
                f"The history file {self.path.with_suffix('').name} is in use by another running copy "
                f"of Baccarat Desktop (process {owner}).",
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._file = handle

    def release(self) -> None:
        if self._file is None:
            return
        try:
            _unlock(self._file)
        finally:
            self._file.close()
            self._file = None


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
