"""Moments as the history stores them and as the player reads them: one format, one parse.

Stored (``played_at``, ``started_at``, ``ended_at``, ``created_at``, an export's ``exported_at``):
UTC to the millisecond with a 'Z', '2026-01-31T18:00:05.250Z', so that text order is time order and
SQLite sorts and bounds them as text. Shown: the player's own time zone, '2026-01-31 19:00:05' (or
to the minute). A set-aside or recovered file is named with '20260131-180005' (UTC, no separators a
file system refuses). Every module writes, reads and shows a moment through these functions.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import TypeGuard

__all__ = [
    "file_stamp",
    "is_stamp",
    "local_date",
    "local_time",
    "moment",
    "now_stamp",
    "parse_stamp",
    "utc_stamp",
]

_SHOWN_SECONDS = "%Y-%m-%d %H:%M:%S"
_SHOWN_MINUTES = "%Y-%m-%d %H:%M"


def utc_stamp(moment: datetime) -> str:
    """``moment`` in the stored form (a naive ``moment`` is taken as local time).

    >>> from datetime import timedelta, timezone
    >>> utc_stamp(datetime(2026, 1, 1, 18, 0, 30, 250000, tzinfo=timezone(timedelta(hours=5))))
    '2026-01-01T13:00:30.250Z'
    """
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def now_stamp() -> str:
    """This moment in the stored form."""
    return utc_stamp(datetime.now(UTC))


def parse_stamp(text: str) -> datetime:
    """A stored moment (or any ISO 8601 text) as a datetime; a ``ValueError`` if it is none.

    >>> parse_stamp("2026-01-01T13:00:30.250Z")
    datetime.datetime(2026, 1, 1, 13, 0, 30, 250000, tzinfo=datetime.timezone.utc)
    """
    return datetime.fromisoformat(text)  # Python 3.11 reads the 'Z'; a non-text is a TypeError


_STORED = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


def is_stamp(value: object) -> TypeGuard[str]:
    """Whether ``value`` is a moment in exactly the stored form (what every version has written), so
    that it sorts as text and every reader parses it: what verify and import hold a file to.

    >>> is_stamp("2026-01-01T13:00:30.250Z"), is_stamp("2026-02-30T13:00:30.250Z"), is_stamp("yesterday")
    (True, False, False)
    """
    if not isinstance(value, str) or not _STORED.fullmatch(value):
        return False
    try:
        parse_stamp(value)
    except ValueError:
        return False
    return True


def moment(value: object) -> datetime | None:
    """A stored moment as a datetime; None when the history holds anything else there (edited by
    hand: import and verify refuse it, and a reader shows the rest of the history without it).

    >>> moment("2026-01-01T13:00:30.250Z").minute, moment("yesterday")
    (0, None)
    """
    return parse_stamp(value) if is_stamp(value) else None


def local_time(stamp: str, *, seconds: bool = True) -> str:
    """A stored moment as the player reads it, in their time zone: '2026-01-31 19:00:05', or
    '2026-01-31 19:00' without ``seconds`` (a session's start, a list's column). Anything else
    stored there is shown as it is (cut short), so one edited moment never hides a whole history.

    >>> local_time("yesterday"), local_time("x" * 40)
    ('yesterday', 'xxxxxxxxxxxxxxxxxxxxxxx…')
    """
    when = moment(stamp)
    if when is None:
        text = str(stamp)
        return text if len(text) <= 24 else text[:23] + "…"
    return when.astimezone().strftime(_SHOWN_SECONDS if seconds else _SHOWN_MINUTES)


def local_date(stamp: str) -> date:
    """The player's calendar day a stored moment fell on (a date filter's bounds)."""
    return parse_stamp(stamp).astimezone().date()


def file_stamp() -> str:
    """This moment for a file's name: '20260131-180005' (UTC)."""
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
