"""Storage failures a person can act on: what happened (``detail``) and, for the window, what to do.

The command line words its own advice (its options differ from the window's buttons), so
``detail`` never carries advice; ``advice`` is the window's sentence.
"""

from __future__ import annotations

import enum
from pathlib import Path

from ..engine.i18n import QT_TRANSLATE_NOOP, _t


class Problem(enum.Enum):
    NOT_SQLITE = "not_sqlite"  # the file is not an SQLite database at all
    FOREIGN = "foreign"  # an SQLite file, but another program's
    CORRUPT = "corrupt"  # PRAGMA quick_check failed, or the stored game does not hold together
    NEWER_SCHEMA = "newer_schema"  # written by a newer Baccarat Desktop
    LOCKED = "locked"  # another running copy has it open for writing
    READ_ONLY = "read_only"  # the file or its folder cannot be written
    DISK_FULL = "disk_full"
    NOT_A_FILE = "not_a_file"  # a folder, a device (/dev/null) or another special file
    OUT_OF_RANGE = "out_of_range"  # an amount beyond the money ceiling (engine/money.py)
    GONE = "gone"  # the file was deleted or replaced while the game was writing it
    LINKED = "linked"  # the file has more than one name (hard links): SQLite keeps a journal per name
    CHANGED = "changed"  # another program wrote to the file under the game: the hand in play is not there
    IO = "io"  # any other operating-system or SQLite failure


# What a user can do when one session cannot go on (the file is fine): start another.
_SESSION_ADVICE = QT_TRANSLATE_NOOP(
    "Storage", "Start a new session; the hands already played stay in the history."
)

# What a user can do about each problem in the window.
_ADVICE = {
    Problem.NOT_SQLITE: QT_TRANSLATE_NOOP(
        "Storage", "Choose another file, or keep this one aside and start a new history."
    ),
    Problem.FOREIGN: QT_TRANSLATE_NOOP(
        "Storage", "Choose another file, or keep this one aside and start a new history."
    ),
    Problem.CORRUPT: QT_TRANSLATE_NOOP(
        "Storage", "Choose another file, or keep this one aside and start a new history."
    ),
    Problem.NEWER_SCHEMA: QT_TRANSLATE_NOOP("Storage", "Update Baccarat Desktop, or choose another file."),
    Problem.LOCKED: QT_TRANSLATE_NOOP("Storage", "Close the other copy first, or choose another file."),
    Problem.READ_ONLY: QT_TRANSLATE_NOOP("Storage", "Choose a file in a folder you can write to."),
    Problem.DISK_FULL: QT_TRANSLATE_NOOP(
        "Storage", "Free some disk space and try again; nothing already saved was lost."
    ),
    Problem.NOT_A_FILE: QT_TRANSLATE_NOOP("Storage", "Choose a history file."),
    Problem.OUT_OF_RANGE: _SESSION_ADVICE,
    Problem.GONE: QT_TRANSLATE_NOOP("Storage", "Nothing stored was lost: it is all in the recovered copy."),
    Problem.LINKED: QT_TRANSLATE_NOOP(
        "Storage",
        "Delete the file's other names, or choose another file (a copy of this one is a file of its "
        "own); then try again.",
    ),
    Problem.CHANGED: QT_TRANSLATE_NOOP(
        "Storage", "Start a new session; the hands already played stay in the history."
    ),
    Problem.IO: QT_TRANSLATE_NOOP("Storage", "Choose another file, or try again."),
}


class StorageError(Exception):
    """A history file cannot be used as asked; the file itself was left as it was.

    ``session_id`` names the session when only that session (not the file) is unusable;
    ``recovered`` is where a copy of everything was saved when the file went away (``GONE``).
    """

    def __init__(
        self,
        problem: Problem,
        path: Path | str,
        detail: str,
        *,
        session_id: int | None = None,
        recovered: Path | None = None,
    ) -> None:
        self.problem = problem
        self.path = Path(path)
        self.detail = detail
        self.session_id = session_id
        self.recovered = recovered
        super().__init__(f"{detail} {self.advice}")

    @property
    def advice(self) -> str:
        """What to do, in the interface's language. A problem of one session (the file is fine)
        has one way out whatever it is: a new session (the window's only choice besides quitting)."""
        if self.session_id is not None:
            return _t("Storage", _SESSION_ADVICE)
        return _t("Storage", _ADVICE[self.problem])

    @property
    def can_set_aside(self) -> bool:
        """Starting afresh in the same place makes sense only for a file we cannot read."""
        return self.session_id is None and self.problem in (
            Problem.NOT_SQLITE,
            Problem.FOREIGN,
            Problem.CORRUPT,
        )


class PathRefused(ValueError):
    """A ``--db`` or ``--data-dir`` that cannot name a history file or folder (bad input, nothing
    was created): empty, a folder's name, an unknown user's home folder, a name too long."""


class OutputRefused(ValueError):
    """A file the game was asked to write is a history, or in use as one: it is never written over."""
