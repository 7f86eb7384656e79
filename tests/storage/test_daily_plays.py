"""The days played of the daily shoe in the history (storage/daily.py, migration 0008): recorded by a
confirmed code only, append-only, read back as the calendar, the medals and the run of days."""

from __future__ import annotations

import sqlite3
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.daily import Medal, challenge_for
from baccarat_desktop.engine.daily_code import DailyRefused, replay
from baccarat_desktop.storage.daily import current_run, daily_plays, days_played, medals, record_daily
from baccarat_desktop.storage.history import History

from .support import query

START = date(2026, 11, 1)
NOW = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)


def watched(day: date) -> str:
    """The code of a day's shoe watched without a bet."""
    return replay(day, {}).code


def test_a_play_is_recorded_by_its_confirmed_code_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    play = replay(START, {1: {BetSpot.BANKER: 1_000}, 3: {BetSpot.TIE: 100}})
    with History.open(path) as history:
        stored = record_daily(history, play.code.lower(), NOW)  # as pasted: kept as the game writes it
        assert (stored.day, stored.code, stored.medal, stored.net_cents) == (
            START,
            play.code,
            play.medal,
            play.net_cents,
        )
    with History.open(path, write=False) as history:
        assert daily_plays(history) == [stored]
        assert stored.played_at == "2026-11-28T12:00:00.000Z"
    assert query(path, "SELECT day, medal FROM daily_plays") == [
        {"day": "2026-11-01", "medal": play.medal.value}
    ]


def test_a_forged_code_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    code = replay(START, {1: {BetSpot.BANKER: 1_000}}).code
    with History.open(path) as history:
        with pytest.raises(DailyRefused, match="checksum"):
            record_daily(history, code.replace("1B1000", "1B2000"), NOW)
        with pytest.raises(DailyRefused, match="has not begun"):
            record_daily(history, watched(date(2026, 12, 25)), NOW)
        assert daily_plays(history) == []


def test_a_day_played_again_keeps_its_best_medal(tmp_path: Path) -> None:
    day = next(
        START + timedelta(n) for n in range(60) if challenge_for(START + timedelta(n)).key == "winning_run"
    )
    every_hand = replay(day, {n: {BetSpot.BANKER: 500} for n in range(1, 120) if n <= 60})
    assert every_hand.medal is not Medal.NONE
    with History.open(tmp_path / "h.sqlite3") as history:
        record_daily(history, watched(day), NOW)
        record_daily(history, every_hand.code, NOW)
        record_daily(history, watched(day), NOW)
        assert [p.medal for p in daily_plays(history)] == [Medal.NONE, every_hand.medal, Medal.NONE]
        assert medals(history) == {day: every_hand.medal}
        assert days_played(history) == [day]


def test_the_run_of_days_and_a_gap_that_breaks_it(tmp_path: Path) -> None:
    played = [START + timedelta(n) for n in (0, 1, 2, 4, 5, 6)]  # the 4th of November unplayed
    with History.open(tmp_path / "h.sqlite3") as history:
        for day in reversed(played):  # recorded in any order: the run reads the days
            record_daily(history, watched(day), NOW)
        assert days_played(history) == played
        assert current_run(history, today=START + timedelta(6)) == 3
        assert current_run(history, today=START + timedelta(7)) == 3  # today not yet played
        assert current_run(history, today=START + timedelta(8)) == 0  # a day passed unplayed
        assert current_run(history, today=START + timedelta(2)) == 3
        record_daily(history, watched(START + timedelta(3)), NOW)  # the gap filled
        assert current_run(history, today=START + timedelta(6)) == 7


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE daily_plays SET medal = 'gold'",
        "UPDATE daily_plays SET net_cents = 1",
        "DELETE FROM daily_plays",
    ],
)
def test_days_played_are_append_only(tmp_path: Path, statement: str) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        record_daily(history, watched(START), NOW)
    conn = sqlite3.connect(path)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="daily play is never"):
            conn.execute(statement)
    finally:
        conn.close()
    assert len(query(path, "SELECT * FROM daily_plays")) == 1


def test_a_file_from_before_the_migration_gets_the_table_and_reads_none_before(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    History.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE daily_plays")  # as the file was at 0007
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0008_daily'")
    conn.commit()
    conn.close()
    with History.open(path, write=False) as history:
        assert daily_plays(history) == [] and current_run(history, START) == 0
    with History.open(path) as history:  # opened to write, the migration runs
        record_daily(history, watched(START), NOW)
        assert days_played(history) == [START]


def test_verify_replays_every_day_played_and_reports_a_row_edited_by_hand(tmp_path: Path) -> None:
    from baccarat_desktop.storage.verify import verify_history

    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        record_daily(history, watched(START), NOW)
        record_daily(history, replay(START, {1: {BetSpot.BANKER: 1_000}}).code, NOW)
        assert verify_history(history).ok
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER daily_plays_append_only")  # as a person with the sqlite3 shell would
    conn.execute("UPDATE daily_plays SET medal = 'gold' WHERE id = 1")
    conn.execute("UPDATE daily_plays SET code = substr(code, 1, length(code) - 1) || 'X' WHERE id = 2")
    conn.commit()
    conn.close()
    with History.open(path, write=False) as history:
        problems = verify_history(history).problems
    assert len(problems) == 2
    assert problems[0].startswith("daily play 1 (2026-11-01): stored as 2026-11-01, gold")
    assert problems[1].startswith("daily play 2 (2026-11-01): its code is refused")
