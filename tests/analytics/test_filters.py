"""History filters become the right hands for storage to read, in the player's calendar days."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from baccarat_desktop.analytics.filters import HistoryFilter, parse_date
from baccarat_desktop.storage.stamps import utc_stamp
from baccarat_desktop.storage.statistics_reads import HandScope

PLUS_FIVE = timezone(timedelta(hours=5))


def test_all_history() -> None:
    flt = HistoryFilter()
    assert flt.is_all and flt.scope() == HandScope() and flt.describe() == "All history"


def test_sessions_are_sorted_and_unique() -> None:
    flt = HistoryFilter.of([3, 1, 3])
    assert flt.sessions == (1, 3) and flt == HistoryFilter.of([1, 3])
    assert flt.scope() == HandScope(sessions=(1, 3))
    assert flt.describe() == "Sessions 1, 3"


def test_dates_are_local_days_both_ends_included() -> None:
    flt = HistoryFilter.of(since=date(2026, 1, 2), until=date(2026, 1, 3), tz=PLUS_FIVE)
    # Local midnight at +05:00 is 19:00 UTC the day before; the end is the next local midnight.
    assert flt.bounds() == ("2026-01-01T19:00:00.000Z", "2026-01-03T19:00:00.000Z")
    assert flt.scope() == HandScope((), "2026-01-01T19:00:00.000Z", "2026-01-03T19:00:00.000Z")
    assert HistoryFilter.of(until=date(2026, 1, 3), tz=UTC).scope() == HandScope(
        (), None, "2026-01-04T00:00:00.000Z"
    )
    assert flt.describe() == "2026-01-02 to 2026-01-03"


def test_an_empty_range_is_refused() -> None:
    with pytest.raises(ValueError, match="empty"):
        HistoryFilter.of(since=date(2026, 2, 1), until=date(2026, 1, 1))
    with pytest.raises(ValueError):
        HistoryFilter(sessions=(0,))


def test_parse_date() -> None:
    assert parse_date(" 2026-03-04 ") == date(2026, 3, 4)
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_date("04/03/2026")


def test_utc_stamp_is_the_stored_form() -> None:
    assert utc_stamp(datetime(2026, 1, 1, 18, 0, 30, 250000, tzinfo=PLUS_FIVE)) == "2026-01-01T13:00:30.250Z"


def test_to_dict() -> None:
    flt = HistoryFilter.of([2], date(2026, 1, 1), None)
    assert flt.to_dict() == {"sessions": [2], "since": "2026-01-01", "until": None, "source": "player"}
