"""A clock set back never makes a true history look out of order.

Import, verify and the table hold a history's moments to their order (a hand is played after its
shoe started and before it ended; storage/shoe_checks.py). The game stamps what it stores with the
computer's clock, which can be set back: by hand, by a time sync, after a dead clock battery. Each
moment stored is therefore never earlier than the session's latest one already stored.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage import history as history_module
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.stamps import utc_stamp
from baccarat_desktop.storage.verify import verify_history


def backwards_clock() -> Iterator[str]:
    """A clock that goes back a minute at every reading."""
    when = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
    while True:
        yield utc_stamp(when)
        when -= timedelta(minutes=1)


def test_hands_stored_while_the_clock_goes_back_verify_and_the_table_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = backwards_clock()
    monkeypatch.setattr(history_module, "now_stamp", lambda: next(clock))
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=3)
        while table.session.shoe_no < 2:  # a whole shoe, its end and the next shoe's start
            table.play({BetSpot.BANKER: 1_000})
        table.play({BetSpot.BANKER: 1_000})
        session = table.session_id
    with History.open(path) as history:
        report = verify_history(history)
        assert report.ok, report.problems[:3]
        times = [hand.played_at for shoe in history.shoes(session) for hand in history.hands_in_shoe(shoe.id)]
        assert times == sorted(times)
        table = RecordedTable.open(history, seed=3)  # not refused: the session goes on
        assert table.session_id == session
        table.play({BetSpot.BANKER: 1_000})
        table.end_session()
        assert verify_history(history).ok
