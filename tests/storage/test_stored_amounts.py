"""Amounts a history holds that are not whole cents: 1e400 (SQLite keeps it as REAL infinity), text,
a fraction. The table refuses to continue such a session in words, as a problem of that session
with a new session as the way out, instead of an OverflowError, Python's 'invalid literal for
int()', or a bankroll silently rounded down to the cent."""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.money import check_cents
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.command_line import in_process

from .support import counts, drop_guards


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (math.inf, "inf"),
        (-math.inf, "-inf"),
        (math.nan, "nan"),
        (12.5, "12.5"),
        (1000.0, "1000.0"),
        ("1000", "'1000'"),
        (True, "True"),
        (None, "None"),
        (b"\x00" * 8, "bytes"),
    ],
)
def test_check_cents_refuses_whatever_is_not_whole_cents_in_words(value: object, shown: str) -> None:
    with pytest.raises(ValueError, match="must be a whole number of cents") as info:
        check_cents(value, "a bankroll")
    assert shown in str(info.value)


def test_check_cents_names_a_huge_value_without_echoing_it_whole() -> None:
    with pytest.raises(ValueError) as info:
        check_cents("9" * 10_000_000, "a bet")
    assert len(str(info.value)) < 200


def session_with(path: Path, *statements: str) -> None:
    """A secure session with two hands stored and a third begun, then edited by hand."""
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=100_000)
        table.play({BetSpot.BANKER: 1_000})
        table.play({BetSpot.BANKER: 1_000})
        table.begin_hand({BetSpot.BANKER: 1_000})
    conn = sqlite3.connect(path)
    drop_guards(conn)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


STORED = {
    "bankroll-1e400": "UPDATE hands SET bankroll_after_cents = 1e400 WHERE hand_no = 2",
    "bankroll-as-text": "UPDATE hands SET bankroll_after_cents = 'lots' WHERE hand_no = 2",
    "bankroll-with-a-fraction": "UPDATE hands SET bankroll_after_cents = bankroll_after_cents + 0.5 "
    "WHERE hand_no = 2",
    "pending-bet-1e400": "UPDATE pending_hands SET bets = '{\"banker\": 1e400}'",
    "pending-bet-with-a-fraction": "UPDATE pending_hands SET bets = '{\"banker\": 1000.5}'",
    "pending-bet-as-text": 'UPDATE pending_hands SET bets = \'{"banker": "1000"}\'',
}


@pytest.mark.parametrize("statement", STORED.values(), ids=STORED.keys())
def test_an_amount_that_is_not_whole_cents_is_a_clear_refusal(tmp_path: Path, statement: str) -> None:
    path = tmp_path / "h.sqlite3"
    session_with(path, statement, "UPDATE pending_hands SET bankroll_before_cents = "
                 "(SELECT bankroll_after_cents FROM hands WHERE hand_no = 2)")  # fmt: skip
    before = counts(path)
    with History.open(path) as history, pytest.raises(StorageError) as info:
        RecordedTable.open(history)
    assert info.value.session_id == 1 and info.value.problem in (Problem.OUT_OF_RANGE, Problem.CORRUPT)
    assert "whole number of cents" in info.value.detail
    refused = in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=1000")
    assert refused.returncode == 1, refused.stderr
    assert "whole number of cents" in refused.stderr and "--new-session" in refused.stderr
    assert "Traceback" not in refused.stderr and "int()" not in refused.stderr
    assert counts(path) == before
    fresh = in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=1000", "--new-session")
    assert fresh.returncode == 0, fresh.stderr
    assert "session 2: played 1 hand(s)" in fresh.stdout
