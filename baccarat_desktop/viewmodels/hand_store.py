"""A hand in play the history file could not store: whether it still waits there to be stored, and the
words for a hand the file no longer holds.

The deal is two-phase (``TableController``): the bets and the shoe position are stored before the
first card is shown, the hand once the felt has shown it. When that second write fails, what the
player may be promised depends on what the file holds now.
"""

from __future__ import annotations

from ..engine.i18n import _t
from ..storage.errors import Problem, StorageError
from ..storage.recorder import RecordedTable

__all__ = ["hand_lost", "hand_still_held"]


def hand_still_held(table: RecordedTable, failure: StorageError) -> bool:
    """Whether the hand in play still waits in the file after ``failure`` to store it, so a retry
    stores it.

    The table reads the file again after a failed write (``RecordedTable``). If the hand's bets are
    there, the hand waits: a full disk, a locked or read-only file, a file deleted meanwhile (put
    back first). If the file cannot even be read now, the hand waits too: the retry reads it again.
    If it reads but no longer holds this hand (another program wrote into the session meanwhile),
    no retry can store it."""
    if failure.problem is Problem.GONE or table.hand_in_progress is not None:
        return True
    try:
        table.reload()
    except StorageError as again:
        return again.session_id is None  # unreadable for now: its bets wait in the file
    return table.hand_in_progress is not None


def hand_lost(table: RecordedTable) -> StorageError:
    """What the player is told when the file no longer holds the hand this table dealt: the session
    stops there, as the file holds it, and a new session is the way on."""
    path = table.history.path
    detail = _t(
        "Table",
        "Another program wrote to the history file {path} while the hand in play was dealt, and the "
        "file no longer holds that hand's bets: the hand could not be stored, and this session stops "
        "here, as the file holds it.",
    ).format(path=path)
    return StorageError(Problem.CHANGED, path, detail, session_id=table.session_id)
