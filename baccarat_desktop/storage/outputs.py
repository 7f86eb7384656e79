"""Files the game writes for people (exports, reports, screenshots): never over a history.

A history is irreplaceable, so any output whose target is one (an SQLite file, a history's
-wal/-shm/.lock side file, or a file another running copy holds as its history) is refused
before a byte is written; everything else is written to a temporary file and renamed into
place, so a failed write never leaves half a file. Devices and pipes (``/dev/stdout``) are
written directly: there is nothing to replace there, and renaming over them would be wrong.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import IO, Literal, TypeVar, overload

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
        raise OutputRefused(f"{path} is a folder: give a file name")
    if reading is not None and path.exists() and reading.exists() and path.samefile(reading):
        raise OutputRefused(f"{path} is the history being read: it is never written over")
    if path.is_file() and _is_sqlite(path):
        raise OutputRefused(f"{path} is a history file (an SQLite database): it is never written over")
    if WriterLock(path).held_elsewhere():
        raise OutputRefused(f"{path} is in use as a history by a running Baccarat Desktop")
    for suffix in _SIDE_FILES:
        if path.name.endswith(suffix):
            owner = path.with_name(path.name[: -len(suffix)])
            if owner.is_file() and _is_sqlite(owner):
                raise OutputRefused(f"{path} belongs to the history {owner}: it is never written over")
    for suffix in ("-wal", "-journal"):
        if path.with_name(path.name + suffix).exists():
            raise OutputRefused(f"{path} has a database journal beside it: it is never written over")


_Handle = TypeVar("_Handle", IO[str], IO[bytes])


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
    """Open ``path`` for writing an export or report; the file appears only if the writing succeeds."""
    if binary:
        return _written(Path(path), reading, lambda target: open(target, "wb"))
    return _written(Path(path), reading, lambda target: open(target, "w", encoding="utf-8", newline=""))


@contextmanager
def _written(path: Path, reading: Path | None, open_: Callable[[Path], _Handle]) -> Iterator[_Handle]:
    check_output(path, reading=reading)
    if path.exists() and not path.is_file():  # a device or a pipe: write straight into it
        with open_(path) as out:
            yield out
        return
    tmp = path.with_name(f".{path.name}.partial-{os.getpid()}")
    try:
        with open_(tmp) as out:
            yield out
        check_output(path, reading=reading)  # again: it may have become a history meanwhile
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)
