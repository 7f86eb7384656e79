"""Storage failures a person can act on, each with the sentence to show them."""

from __future__ import annotations

import enum
from pathlib import Path


class Problem(enum.Enum):
    NOT_SQLITE = "not_sqlite"  # the file is not an SQLite database at all
    FOREIGN = "foreign"  # an SQLite file, but another program's
    CORRUPT = "corrupt"  # PRAGMA quick_check failed
    NEWER_SCHEMA = "newer_schema"  # written by a newer Baccarat Desktop
    LOCKED = "locked"  # another running copy has it open for writing
    READ_ONLY = "read_only"  # the file or its folder cannot be written
    DISK_FULL = "disk_full"
    IO = "io"  # any other operating-system or SQLite failure


# What a user can do about each problem: choose another file, or keep this one aside and start anew.
_ADVICE = {
    Problem.NOT_SQLITE: "Choose another file, or keep this one aside and start a new history.",
    Problem.FOREIGN: "Choose another file, or keep this one aside and start a new history.",
    Problem.CORRUPT: "Choose another file, or keep this one aside and start a new history.",
    Problem.NEWER_SCHEMA: "Update Baccarat Desktop, or choose another file.",
    Problem.LOCKED: "Close the other copy first, or choose another file.",
    Problem.READ_ONLY: "Choose a file in a folder you can write to.",
    Problem.DISK_FULL: "Free some disk space and try again; nothing already saved was lost.",
    Problem.IO: "Choose another file, or try again.",
}


class StorageError(Exception):
    """A history file cannot be used as asked; the file itself was left as it was."""

    def __init__(self, problem: Problem, path: Path | str, detail: str) -> None:
        self.problem = problem
        self.path = Path(path)
        self.detail = detail
        super().__init__(f"{detail} {_ADVICE[problem]}")

    @property
    def advice(self) -> str:
        return _ADVICE[self.problem]

    @property
    def can_set_aside(self) -> bool:
        """Starting afresh in the same place makes sense only for a file we cannot read."""
        return self.problem in (Problem.NOT_SQLITE, Problem.FOREIGN, Problem.CORRUPT)
