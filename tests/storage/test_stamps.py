"""storage/stamps.py: the one format of a stored moment, its one parse and its one way on screen."""

from __future__ import annotations

import doctest
import re
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from baccarat_desktop.storage import stamps
from baccarat_desktop.storage.stamps import (
    file_stamp,
    local_date,
    local_time,
    now_stamp,
    parse_stamp,
    utc_stamp,
)


@pytest.fixture
def five_hours_east(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The process's local zone pinned to UTC+5 (no daylight saving), then restored."""
    monkeypatch.setenv("TZ", "UTC-05:00")  # POSIX: the sign says how far *behind* UTC, so this is +5
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_the_examples_in_the_docstrings_hold() -> None:
    assert doctest.testmod(stamps).failed == 0


def test_a_stored_moment_is_utc_to_the_millisecond_and_sorts_as_text() -> None:
    plus_five = timezone(timedelta(hours=5))
    assert utc_stamp(datetime(2026, 1, 1, 18, 0, 30, 250_999, tzinfo=plus_five)) == "2026-01-01T13:00:30.250Z"
    moments = [datetime(2026, 1, 1, tzinfo=UTC) + timedelta(seconds=s) for s in (0.5, 9, 10, 3600, 86_400)]
    texts = [utc_stamp(m) for m in moments]
    assert sorted(texts) == texts
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", now_stamp())


def test_parse_reads_back_what_was_stored() -> None:
    moment = datetime(2026, 3, 9, 7, 5, 1, 123_000, tzinfo=UTC)
    assert parse_stamp(utc_stamp(moment)) == moment
    assert abs(parse_stamp(now_stamp()) - datetime.now(UTC)) < timedelta(minutes=1)
    with pytest.raises(ValueError):
        parse_stamp("not a time")


def test_shown_in_the_players_zone(five_hours_east: None) -> None:
    assert local_time("2026-01-01T13:00:30.250Z") == "2026-01-01 18:00:30"
    assert local_time("2026-01-01T13:00:30.250Z", seconds=False) == "2026-01-01 18:00"
    # 21:30 UTC is already the next day five hours east.
    assert local_time("2026-01-31T21:30:00.000Z", seconds=False) == "2026-02-01 02:30"
    assert local_date("2026-01-31T21:30:00.000Z") == date(2026, 2, 1)


def test_a_file_stamp_has_no_separator_a_file_system_refuses() -> None:
    assert re.fullmatch(r"\d{8}-\d{6}", file_stamp())
