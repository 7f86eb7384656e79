"""Files the game writes for people (exports, reports, screenshots): never over a history.

A history is irreplaceable, so any output whose target is one (an SQLite file, a history's
-wal/-shm/.lock side file, or a file another running copy holds as its history) is refused
before a byte is written; everything else is written to a partial file beside it and renamed
into place, so a failed write (a full disk, a kill) never leaves half a file over a good one, and
a partial file its writer could not remove (``kill -9``) is removed by the next write of that name.
Devices and pipes (``/dev/stdout``) are written directly: there is nothing to replace there, and
renaming over them would be wrong.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import IO, Literal, TypeVar, overload

from ..engine.i18n import _t
from .database import SQLITE_HEADER, WAL_FILES
from .errors import OutputRefused
from .lock import WriterLock

_SIDE_FILES = (*WAL_FILES, "-journal", ".lock")


def _is_sqlite(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def check_output(path: Path, *, reading: Path | None = None) -> None:
    """Refuse (``OutputRefused``) a target that is a history or in use as one; return otherwise."""
    path = Path(path)
    if path.is_dir():
        raise OutputRefused(_t("Storage", "{path} is a folder: give a file name").format(path=path))
    if reading is not None and path.exists() and reading.exists() and path.samefile(reading):
        raise OutputRefused(
            _t("Storage", "{path} is the history file being read: it is never written over").format(path=path)
        )
    if path.is_file() and _is_sqlite(path):
        raise OutputRefused(
            _t("Storage", "{path} is a history file (an SQLite database): it is never written over").format(
                path=path
            )
        )
    if WriterLock(path).held_elsewhere():
        raise OutputRefused(
            _t("Storage", "{path} is in use as a history by a running Baccarat Desktop").format(path=path)
        )
    for suffix in _SIDE_FILES:
        if path.name.endswith(suffix):
            owner = path.with_name(path.name[: -len(suffix)])
            if owner.is_file() and _is_sqlite(owner):
                raise OutputRefused(
                    _t(
                        "Storage", "{path} belongs to the history file {owner}: it is never written over"
                    ).format(path=path, owner=owner)
                )
    for suffix in ("-wal", "-journal"):
        if path.with_name(path.name + suffix).exists():
            raise OutputRefused(
                _t("Storage", "{path} has a database journal beside it: it is never written over").format(
                    path=path
                )
            )


@overload
def output_file(
    path: Path, *, binary: Literal[False] = False, reading: Path | None = None
) -> AbstractContextManager[IO[str]]: ...
@overload
def output_file(
    path: Path, *, binary: Literal[True], reading: Path | None = None
) -> AbstractContextManager[IO[bytes]]: ...
def output_file(
    path: Path, *, binary: bool = False, reading: Path | None = None
) -> AbstractContextManager[IO[str]] | AbstractContextManager[IO[bytes]]:
    """Open ``path`` for writing an export or report; the file appears only if the writing succeeds.

    Until then the old file at ``path`` (if any) is left exactly as it was: the bytes go to a
    partial file beside it (``.NAME.partial-PID``), which is synced and renamed over ``path`` at the
    end, or removed on any failure (a full disk, an exception in the ``with`` block)."""
    if binary:
        return _written(Path(path), reading, lambda fd: os.fdopen(fd, "wb"))
    return _written(Path(path), reading, lambda fd: os.fdopen(fd, "w", encoding="utf-8", newline=""))


_Handle = TypeVar("_Handle", IO[str], IO[bytes])


@contextmanager
def _written(path: Path, reading: Path | None, wrap: Callable[[int], _Handle]) -> Iterator[_Handle]:
    check_output(path, reading=reading)
    if path.exists() and not path.is_file():  # a device or a pipe: write straight into it
        with wrap(os.open(path, os.O_WRONLY | _BINARY)) as out:
            yield out
        return
    remove_abandoned_partials(path)
    tmp = path.with_name(f"{_partial_prefix(path)}{os.getpid()}")
    fd = _claim(tmp)
    try:
        out = wrap(fd)
    except BaseException:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    with out:
        try:
            yield out
            out.flush()
            os.fsync(out.fileno())  # the bytes are on the disk before the name points at them
            check_output(path, reading=reading)  # again: it may have become a history meanwhile
            if _CAN_RENAME_OPEN_FILES:
                tmp.replace(path)  # still locked: no other writer takes it for abandoned meanwhile
        except BaseException:
            tmp.unlink(missing_ok=True)  # still ours (locked) while it goes
            raise
    if not _CAN_RENAME_OPEN_FILES:  # pragma: no cover - Windows: closed first, and no lock to lose
        try:
            tmp.replace(path)
        finally:
            tmp.unlink(missing_ok=True)


# -- partial files ------------------------------------------------------------------------------
# A writer holds an exclusive lock on its partial file from creating it to renaming it. The
# operating system drops the lock when the process ends, even by kill -9, so a partial file that
# nobody holds a lock on was abandoned: that stays true when its process id has since been given to
# another process, which a check of the id alone would get wrong.

_CAN_RENAME_OPEN_FILES = sys.platform != "win32"  # and remove them: Windows does neither


def _partial_prefix(path: Path) -> str:
    return f".{path.name}.partial-"


def remove_abandoned_partials(path: Path) -> list[Path]:
    """Remove the partial files of ``path`` that writers killed mid-way left; returns them.

    A partial file being written (its writer holds its lock) is left alone; anything that is not a
    plain file (a link, a pipe) is never opened or removed."""
    prefix = _partial_prefix(path)
    try:
        with os.scandir(path.parent) as entries:
            names = [e.name for e in entries if e.name.startswith(prefix)]
    except OSError:
        return []
    removed = []
    for name in names:
        number = name[len(prefix) :]
        if number.isascii() and number.isdigit():
            partial = path.with_name(name)
            with contextlib.suppress(OSError):
                if _remove_if_abandoned(partial):
                    removed.append(partial)
    return removed


def _remove_if_abandoned(partial: Path) -> bool:
    if not stat.S_ISREG(os.lstat(partial).st_mode):
        return False
    if not _CAN_RENAME_OPEN_FILES:  # pragma: no cover - Windows refuses to remove a file a writer has open
        partial.unlink()
        return True
    fd = os.open(partial, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    try:
        if not _try_lock(fd):
            return False  # its writer is at work
        if not _same_file(fd, partial):
            return False  # replaced meanwhile: not the file that was found abandoned
        partial.unlink()
        return True
    finally:
        os.close(fd)


def _claim(tmp: Path) -> int:
    """Create (or take over) the partial file ``tmp``, locked and empty; returns its descriptor.

    The name carries this process's id, so the only other process that can hold its lock is one
    removing an abandoned file of that name (left by a process that had the same id): wait for it,
    then start again on a fresh file if it removed this one."""
    for _ in range(100):
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | _NOFOLLOW | _BINARY, 0o666)
        try:
            _lock(fd)
            if _same_file(fd, tmp):
                os.ftruncate(fd, 0)
                return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
    raise OSError(errno.EAGAIN, f"cannot claim {tmp}")  # pragma: no cover - removed 100 times in a row


def _same_file(fd: int, path: Path) -> bool:
    try:
        here = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)


_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_BINARY: int = getattr(os, "O_BINARY", 0)  # Windows: no newline translation under the text wrapper
_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)

if sys.platform == "win32":  # pragma: no cover - Windows refuses to remove a file a process has open

    def _lock(fd: int) -> None:
        return None

    def _try_lock(fd: int) -> bool:
        return False  # never asked: see _remove_if_abandoned

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
