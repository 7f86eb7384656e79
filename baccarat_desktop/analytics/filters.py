"""Which hands an analysis looks at: whose (``Source``), some sessions, a date range, or all history.

The filter becomes storage's ``HandScope`` (sessions and stored-time bounds), which storage turns
into SQL so that SQLite, not Python, throws away the rows nobody asked for. Dates are the player's
local calendar days: a hand stored at 23:30 local time belongs to that day even when its UTC stamp
is the next day.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Any

from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..storage.stamps import utc_stamp
from ..storage.statistics_reads import HandScope
from ..storage.whose import Source

__all__ = ["SOURCE_WORDS", "HistoryFilter", "Source", "parse_date", "source_words"]

# Whose hands, as the choice of them names each (the Hand history's and the Statistics'): English,
# translated where shown (``source_words``).
SOURCE_WORDS: dict[Source, str] = {
    Source.PLAYER: QT_TRANSLATE_NOOP("History", "Your own hands"),
    Source.FLOOR: QT_TRANSLATE_NOOP("History", "The floor's hands"),
    Source.TRACKED: QT_TRANSLATE_NOOP("History", "Tracked shoes"),
}


def source_words(source: Source) -> str:
    """Whose hands, in the interface's language ('Your own hands')."""
    return _t("History", SOURCE_WORDS[source])


def parse_date(text: str) -> date:
    """``YYYY-MM-DD``; anything else is a ``ValueError`` a person can read."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"{text!r} is not a date: write it as YYYY-MM-DD, e.g. 2026-01-31") from None


def _local_midnight(day: date, tz: tzinfo | None) -> datetime:
    naive = datetime.combine(day, time.min)
    return naive.replace(tzinfo=tz) if tz is not None else naive.astimezone()


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """Sessions (empty: every session) and an inclusive range of local dates (None: open-ended), of
    whose hands (``source``: the player's own unless asked otherwise).

    ``tz`` pins the time zone the dates are read in (tests pin it; the app uses the local zone).
    """

    sessions: tuple[int, ...] = ()
    since: date | None = None
    until: date | None = None
    tz: tzinfo | None = None
    source: Source = Source.PLAYER

    def __post_init__(self) -> None:
        if self.since is not None and self.until is not None and self.since > self.until:
            raise ValueError(f"the date range is empty: {self.since} is after {self.until}")
        if any(not isinstance(s, int) or s <= 0 for s in self.sessions):
            raise ValueError(f"session ids are positive whole numbers, not {self.sessions!r}")

    @classmethod
    def of(
        cls,
        sessions: Iterable[int] = (),
        since: date | None = None,
        until: date | None = None,
        tz: tzinfo | None = None,
        source: Source = Source.PLAYER,
    ) -> HistoryFilter:
        """Sorted, de-duplicated sessions, so equal filters compare equal."""
        return cls(tuple(sorted(set(sessions))), since, until, tz, source)

    @property
    def is_all(self) -> bool:
        """No session or date chosen: every hand of ``source``."""
        return not self.sessions and self.since is None and self.until is None

    @property
    def has_money(self) -> bool:
        """Whether the hands can hold the player's bets: only his own do (the floor's tables deal
        without him, and a tracked shoe holds results only)."""
        return self.source is Source.PLAYER

    def bounds(self) -> tuple[str | None, str | None]:
        """``played_at`` bounds as stored text: start inclusive, end exclusive (the next local midnight)."""
        low = utc_stamp(_local_midnight(self.since, self.tz)) if self.since else None
        high = utc_stamp(_local_midnight(self.until + timedelta(days=1), self.tz)) if self.until else None
        return low, high

    def scope(self) -> HandScope:
        """The hands to read, as storage asks for them (sessions and ``played_at`` bounds)."""
        low, high = self.bounds()
        return HandScope(self.sessions, low, high, self.source)

    def describe(self) -> str:
        """For chart subtitles: 'All history', 'Sessions 1, 3 · 2026-01-01 to 2026-01-31' (in the
        interface's language)."""
        bits: list[str] = [] if self.source is Source.PLAYER else [source_words(self.source)]
        if self.sessions:
            shown = ", ".join(str(s) for s in self.sessions[:8])
            if len(self.sessions) > 8:
                bits.append(
                    _t("Charts", "Sessions {sessions} and {more} more").format(
                        sessions=shown, more=len(self.sessions) - 8
                    )
                )
            else:
                bits.append(_tn("Charts", "Session(s) {sessions}", len(self.sessions)).format(sessions=shown))
        if self.since and self.until:
            bits.append(_t("Charts", "{since} to {until}").format(since=self.since, until=self.until))
        elif self.since:
            bits.append(_t("Charts", "from {since}").format(since=self.since))
        elif self.until:
            bits.append(_t("Charts", "until {until}").format(until=self.until))
        if self.is_all:
            bits.append(_t("Charts", "All history"))
        return " · ".join(bits)

    def to_dict(self) -> dict[str, Any]:
        return {
            "sessions": list(self.sessions),
            "since": self.since.isoformat() if self.since else None,
            "until": self.until.isoformat() if self.until else None,
            "source": self.source.value,
        }
