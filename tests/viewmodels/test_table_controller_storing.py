"""What the table says when the hand in play cannot be stored is true (issue 25).

It used to say "Your bets and the hand in play are kept and are finished when you try again" after
every failed store. That holds when the file still has the hand's bets (stored before its cards were
shown): a full disk, a locked or unreadable file. It did not when another copy had written into the
same session meanwhile (``autoplay`` through a symbolic link, before the lock followed links): the
hand was dropped, "Try again" did nothing, and the table stayed mid-deal for good.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.database import connect, translate
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.lock import WriterLock
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from baccarat_desktop.viewmodels.table_controller import Phase

from .test_table_controller import Made, bet, play


@pytest.fixture
def made(qtbot: Any, tmp_path: Path) -> Iterator[Made]:
    m = Made(tmp_path / "history.sqlite3")
    yield m
    m.close()


def another_copy_plays_into_the_session(path: Path, hands: int = 3) -> None:
    """A second writer on the same file, as ``autoplay --db LINK`` was while the lock was named
    after the link: it continues the table's session, finishing the table's interrupted hand as
    its own, and plays on."""
    lock = WriterLock(path.with_name("another-name.sqlite3"))
    lock.acquire()
    other = History(connect(path, write=True), path, lock)
    try:
        table = RecordedTable.open(other)
        for _ in range(hands):
            table.play({BetSpot.PLAYER: 500})
    finally:
        other.close()


def test_a_hand_another_copy_took_is_not_promised_and_a_new_session_plays_on(made: Made, qtbot: Any) -> None:
    c = made.controller()
    play(c)
    bet(c, BetSpot.BANKER, 500)
    assert c.deal() is not None
    session = c.session_id
    another_copy_plays_into_the_session(made.path)
    with qtbot.waitSignal(c.storage_failed) as failed:
        assert c.finish_hand() is None
    error = failed.args[0]
    assert isinstance(error, StorageError)
    assert error.problem is Problem.CHANGED and error.session_id == session
    assert "could not be stored" in error.detail and "Another program wrote to" in error.detail
    assert "constraint" not in error.detail and "chain" not in error.detail  # no SQLite words
    assert error.advice.startswith("Start a new session")
    # Nothing is shown as kept that is not: no bets on the felt, no hand waiting, no deal.
    assert not c.hand_waiting and c.phase is Phase.CLOSED and c.bets == {} and not c.can_deal()
    assert c.finish_hand() is None and c.phase is Phase.CLOSED  # "try again" cannot revive it
    # What the dialog offers works: a new session, in which hands are stored.
    assert c.new_session() and c.phase is Phase.BETTING and c.session_id != session
    bet(c, BetSpot.BANKER, 500)
    play(c)
    with History.open(made.path, write=False) as reader:
        assert reader.pending(session) is None and reader.session(session).ended_at is not None
        assert verify_history(reader).ok
    again = made.controller()  # and the next start finds nothing that "does not fit"
    assert again.session_id == c.session_id and again.phase is Phase.BETTING


def fail_once(monkeypatch: pytest.MonkeyPatch, target: Any, name: str, message: str) -> None:
    real = getattr(target, name)
    failures = iter([True])

    def failing(*args: Any, **kwargs: Any) -> Any:
        if next(failures, False):
            raise translate(sqlite3.OperationalError(message), target.path)
        return real(*args, **kwargs)

    monkeypatch.setattr(target, name, failing)


def test_a_hand_whose_bets_are_in_the_file_waits_and_try_again_stores_it(
    made: Made, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = made.controller()
    bet(c, BetSpot.PLAYER, 2_500)
    dealt = c.deal()
    assert dealt is not None
    fail_once(monkeypatch, c.history, "record_hand", "database or disk is full")
    with qtbot.waitSignal(c.storage_failed) as failed:
        assert c.finish_hand() is None
    assert failed.args[0].problem is Problem.DISK_FULL  # said as it was: a retry can store it
    assert c.hand_waiting and c.phase is Phase.DEALING
    settled = c.finish_hand()
    assert settled is not None and settled.coup == dealt.coup and not c.hand_waiting
    assert c.history.count("hands") == 1 and c.history.count("pending_hands") == 0


def test_a_hand_waits_even_when_the_file_could_not_be_read_again_at_the_failure(
    made: Made, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store fails, and so does reading the file again (a disk that went away for a moment):
    the hand's bets are still in the file, so "Try again" reads it and stores the hand."""
    c = made.controller()
    bet(c, BetSpot.BANKER, 500, 500)
    dealt = c.deal()
    assert dealt is not None
    fail_once(monkeypatch, c.history, "record_hand", "disk I/O error")
    fail_once(monkeypatch, c.history, "pending", "disk I/O error")
    with qtbot.waitSignal(c.storage_failed) as failed:
        assert c.finish_hand() is None
    assert failed.args[0].problem is Problem.IO and failed.args[0].session_id is None
    assert c.hand_waiting and c.phase is Phase.DEALING
    settled = c.finish_hand()
    assert settled is not None and settled.coup == dealt.coup
    assert c.phase is Phase.BETTING and c.history.count("hands") == 1


@pytest.mark.parametrize("end_fails", [False, True], ids=["stored", "disk full at the end"])
def test_a_spent_bankroll_closes_the_table_even_when_the_session_end_cannot_be_stored(
    made: Made, qtbot: Any, monkeypatch: pytest.MonkeyPatch, end_fails: bool
) -> None:
    """The last chip lost closes the session. Ending it in the file is a write of its own, after the
    hand was stored: when that write failed (a full disk) the exception escaped the felt's slot."""
    from baccarat_desktop.viewmodels.settings import GameSettings

    from .test_table_controller import PLAYER_NATURAL_9, stacked

    c = made.controller(GameSettings(starting_bankroll_cents=500), shoe_factory=stacked(PLAYER_NATURAL_9))
    bet(c, BetSpot.BANKER, 500)
    assert c.deal() is not None
    if end_fails:
        full = StorageError(Problem.DISK_FULL, made.path, "The disk is full.")

        def no_room(*_args: object) -> None:
            raise full

        monkeypatch.setattr(History, "end_session", no_room)
        with qtbot.waitSignal(c.storage_failed) as failed:
            result = c.finish_hand()
        assert failed.args[0] is full
    else:
        result = c.finish_hand()
    assert result is not None and c.bankroll_cents == 0
    assert c.phase is Phase.CLOSED and not c.can_deal()
    with History.open(made.path, write=False) as reader:
        assert reader.count("hands") == 1 and verify_history(reader).ok
        assert (reader.session(c.session_id).ended_at is None) is end_fails
