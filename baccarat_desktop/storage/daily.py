"""The days played of the daily shoe, in the history file (docs/daily.md §The days played).

A day's play is recorded by its result code, which is first confirmed as ``verify-daily`` confirms
it (``daily_code.verify_code``: checksum, the day begun, the bets replayed through the engine, the
outcome claimed), so that the medal kept is the one the replay gives; the row keeps the code as the
game writes it. Rows of ``daily_plays`` (migration 0008) are only ever added, one transaction each;
a day played again is another row, and the day's medal is the best of its rows. The calendar, the
medals and the run of consecutive days are read from them. A file from before 0008 opened to read
has no such table: it has no days played.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from ..engine.daily import Medal, run_of_days
from ..engine.daily_code import DailyRefused, verify_code
from .errors import Problem, StorageError
from .history import History
from .stamps import moment, utc_stamp

__all__ = [
    "DailyPlayed",
    "check_daily",
    "current_run",
    "daily_plays",
    "days_played",
    "medals",
    "record_daily",
]


@dataclass(frozen=True, slots=True)
class DailyPlayed:
    """One recorded play of a day's shoe."""

    day: date
    code: str
    medal: Medal
    net_cents: int
    played_at: str  # the stored moment (storage/stamps.py)


def _kept(history: History) -> bool:
    """Whether the file keeps the days played (migration 0008; not a read-only older file)."""
    return bool(
        history.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'daily_plays'"
        ).fetchone()
    )


def record_daily(history: History, code: str, now: datetime) -> DailyPlayed:
    """Record a day's play by its result code, confirmed at ``now`` first (``MalformedCode`` or
    ``DailyRefused`` if it is not true: nothing is written); ``StorageError`` if it cannot be stored."""
    play = verify_code(code, now)
    if not _kept(history):
        raise StorageError(
            Problem.READ_ONLY,
            history.path,
            "this history file was opened to read, before it kept days played.",
        )
    played = DailyPlayed(play.day, play.code, play.medal, play.net_cents, utc_stamp(now))
    with history.transaction() as db:
        db.execute(
            "INSERT INTO daily_plays (day, code, medal, net_cents, played_at) VALUES (?, ?, ?, ?, ?)",
            [played.day.isoformat(), played.code, played.medal.value, played.net_cents, played.played_at],
        )
    return played


def daily_plays(history: History) -> list[DailyPlayed]:
    """Every recorded play, in the order recorded. A row edited by hand into something unreadable
    (a day that is no date, an unknown medal) is left out, never shown as if true."""
    if not _kept(history):
        return []
    plays = []
    for day, code, medal, net, played_at in history.conn.execute(
        "SELECT day, code, medal, net_cents, played_at FROM daily_plays ORDER BY id"
    ):
        try:
            plays.append(
                DailyPlayed(date.fromisoformat(day), str(code), Medal(medal), int(net), str(played_at))
            )
        except (TypeError, ValueError):
            continue
    return plays


def medals(history: History) -> dict[date, Medal]:
    """Each day played and its best medal, in date order (the calendar)."""
    best: dict[date, Medal] = {}
    for play in daily_plays(history):
        if play.day not in best or play.medal.rank > best[play.day].rank:
            best[play.day] = play.medal
    return dict(sorted(best.items()))


def days_played(history: History) -> list[date]:
    """The days played, in date order."""
    return list(medals(history))


def current_run(history: History, today: date) -> int:
    """The run of consecutive days played up to ``today`` (``daily.run_of_days``: a day that passes
    unplayed ends it)."""
    return run_of_days(days_played(history), today)


def check_daily(history: History) -> list[str]:
    """What ``verify`` finds wrong with the days played: each row's code confirmed again as at the
    moment it was stored, and its day, medal and net those of the replay (a row edited by hand, the
    triggers dropped, is reported, not passed)."""
    if not _kept(history):
        return []
    problems = []
    for row_id, day, code, medal, net, played_at in history.conn.execute(
        "SELECT id, day, code, medal, net_cents, played_at FROM daily_plays ORDER BY id"
    ):
        where = f"daily play {row_id} ({str(day)[:10]})"
        when = moment(played_at)
        if when is None:
            problems.append(f"{where}: its moment is not a stored moment")
            continue
        try:
            play = verify_code(str(code), when)
        except (DailyRefused, ValueError) as exc:
            problems.append(f"{where}: its code is refused: {exc}")
            continue
        if (day, medal, net) != (play.day.isoformat(), play.medal.value, play.net_cents):
            problems.append(
                f"{where}: stored as {day}, {medal}, {net} cents; its code gives "
                f"{play.day.isoformat()}, {play.medal.value}, {play.net_cents} cents"
            )
    return problems
