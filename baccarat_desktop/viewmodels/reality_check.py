"""The reality check's timer: every so many minutes of real playing time (the Reality check setting),
a reminder of the time played this session and where the player stands.

Its own object, owned by whoever shows the reminder (the window, its Qt parent): a table controller
holds no timer, so one is made, dropped and collected anywhere (a test, a worker's thread) without
Qt refusing to stop a timer from another thread. It follows one table's controller: a new session
starts the count afresh, and a reminder due while a hand is dealt waits until the hand is settled.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.session import HandResult
from ..storage.errors import StorageError
from ..storage.stamps import parse_stamp
from .table_controller import Phase, TableController

__all__ = ["BREAK_SECONDS", "RealityCheckTimer", "playing_seconds"]

BREAK_SECONDS = 5 * 60  # a longer pause between two stored hands is a break, not playing time


def playing_seconds(stamps: list[str]) -> float:
    """Playing time from a session's stored moments (its start, then each hand's): the gaps between
    them, a gap longer than a break counted as a break's length. What a relaunch carries over."""
    try:
        times = sorted(parse_stamp(s) for s in stamps)
        gaps = [(b - a).total_seconds() for a, b in pairwise(times)]
    except (TypeError, ValueError):  # an imported history's odd timestamp: count nothing, never fail
        return 0.0
    return sum(min(BREAK_SECONDS, max(0.0, gap)) for gap in gaps)


class RealityCheckTimer(QObject):
    """Says ``due(minutes played, the session's net result in cents)`` at each whole interval of
    the session's playing time: what earlier runs stored, and this run's."""

    due = Signal(int, int)

    def __init__(
        self,
        controller: TableController,
        *,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._clock = clock
        self._pending = False  # the interval passed while a hand was dealt
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._timeout)
        self._run_started_at = clock()
        self._played_before = self._stored_playing_seconds()
        controller.session_started.connect(self._session_started)
        controller.hand_settled.connect(self._hand_settled)
        self.rearm()

    def playing_seconds(self) -> float:
        """The session's real playing time: what earlier runs stored, and this run's."""
        return self._played_before + (self._clock() - self._run_started_at)

    def rearm(self) -> None:
        """The next reminder at the next whole interval of playing time, then every interval (at
        the start, and after the settings changed)."""
        minutes = self._controller.settings.reality_check_minutes
        self._timer.stop()
        if minutes > 0:
            interval = minutes * 60_000
            played = int(self.playing_seconds() * 1000)
            self._timer.start(max(1_000, interval - played % interval))

    def _stored_playing_seconds(self) -> float:
        """The session's playing time before this run, from its stored moments."""
        history, session_id = self._controller.history, self._controller.session_id
        try:
            stamps = [history.session(session_id).started_at]
            stamps += history.played_times(session_id)
        except (StorageError, ValueError):
            return 0.0
        return playing_seconds(stamps)

    def _session_started(self, _session_id: int) -> None:
        self._run_started_at = self._clock()
        self._played_before = 0.0
        self.rearm()

    def _timeout(self) -> None:
        minutes = self._controller.settings.reality_check_minutes
        if minutes > 0:
            self._timer.start(minutes * 60_000)
        if self._controller.phase is Phase.DEALING:
            self._pending = True  # never interrupt a hand; remind right after it
        else:
            self._remind()

    def _hand_settled(self, _result: HandResult) -> None:
        """The hand is settled: a reminder that waited for it comes once the table has said all it
        says about the hand (queued, after the controller's announcements)."""
        if self._pending:
            self._pending = False
            QTimer.singleShot(0, self, self._remind)

    def _remind(self) -> None:
        minutes = max(1, round(self.playing_seconds() / 60))
        self.due.emit(minutes, self._controller.table.session.net_cents)
