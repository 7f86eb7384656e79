"""A Speed table's betting window: a short count from the moment betting opens, and the deal once
it runs out, with the chips as placed, as the live Speed tables deal.

Its own object, owned by the window that shows the table (its Qt parent), like the reality check's
timer. It never deals a bet the player could not see: whoever shows the table answers ``hold`` (why
the player cannot see the table now: the window is inactive, minimised or hidden, a dialog is open,
another view is in front, chips or cards are still moving), and the count stands still while there
is an answer. It takes its time from ``clock`` (monotonic seconds), so tests drive it with a fake
clock and ``tick``; a QTimer calls ``tick`` while the window is open.

A hand nobody bet on is dealt anyway, as at a live table (the roads move; the history stores a hand
without bets as it does when Deal is pressed with none). After ``IDLE_HANDS`` such hands in a row the
table stops for the player instead of dealing a whole shoe to an empty seat: the next chip placed,
or Deal, starts it again. A table whose session loss limit is reached stops dealing by itself too.

Signals (facts, past tense):
    changed()        the time left or the state changed: the felt redraws the timer
    opened(int)      a window began counting, with this many seconds
    warned(int)      this many seconds are left (WARN_SECONDS), said once a window
    ran_out()        the time is up: the window deals now (the Deal key's own path)
    resumed(int, str) a window that stood still counts again, with this many seconds, after what
                     held it (a ``hold`` answer, or "replay")
    refused()        the deal asked for did not happen (a bet the table refused): a new window began
    sat_out(bool)    the table stopped for a player who did not bet (True), or goes on again (False)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.session import HandResult
from .table_controller import Phase, TableController

__all__ = [
    "HELD_TICK_MS",
    "IDLE_HANDS",
    "RESUME_LEAST_SECONDS",
    "SPEED_BETTING_SECONDS",
    "TICK_MS",
    "WARNING_SECONDS",
    "WARN_SECONDS",
    "BettingTimer",
    "Hold",
]

SPEED_BETTING_SECONDS = 12  # the betting window of a Speed table (the live ones give 12 s or so)
WARNING_SECONDS = 3  # the felt's timer turns to the warning colour for the last seconds
WARN_SECONDS = 5  # ... and a screen reader hears how many are left, once
RESUME_LEAST_SECONDS = 3  # coming back to the table, at least this long to see the bets before the deal
IDLE_HANDS = 5  # hands dealt by the timer with no bet, in a row, before the table waits for the player
TICK_MS = 100  # how often the count is read while it runs (the felt's ring moves this often)
HELD_TICK_MS = 500  # ... and while it stands (the window says at once what it sees change; this is a net)

_TICK_SLACK = 1e-6  # seconds: a window whose count reads this little is up (sums of clock readings)

Hold = Callable[[], str | None]  # why the player cannot see the table now (None: they can)


class BettingTimer(QObject):
    """The betting window of one table (see the module docstring). ``enabled`` is the Speed setting."""

    changed = Signal()
    opened = Signal(int)
    warned = Signal(int)
    ran_out = Signal()
    refused = Signal()
    resumed = Signal(int, str)
    sat_out = Signal(bool)

    def __init__(
        self,
        controller: TableController,
        hold: Hold,
        *,
        clock: Callable[[], float] = time.monotonic,
        seconds: int = SPEED_BETTING_SECONDS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hold = hold
        self.clock = clock  # monotonic seconds; tests give a fake one
        self.seconds = seconds
        self._enabled = False
        self._left = float(seconds)  # seconds left in this window
        self._since: float | None = None  # the clock when the count last moved on (None: standing)
        self._held: str | None = None  # why the count stands, as last read
        self._shown_counting = False  # ``counting`` as last read (``changed`` says when it moves)
        self._stood: str | None = None  # why a window that had begun stood still (until it goes on)
        self._fresh = True  # this window has not begun counting yet (``opened`` is still to come)
        self._warned = False
        self._asked = False  # ``ran_out`` was emitted in this window
        self._dealt = False  # a hand was dealt since ``ran_out`` was emitted
        self._by_timer = False  # the hand being dealt now was asked for by the timer
        self._idle = 0  # hands the timer dealt in a row with no bet
        self._phase = controller.phase
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        controller.phase_changed.connect(self._phase_changed)
        controller.hand_dealt.connect(self._hand_dealt)
        controller.bets_changed.connect(self._bets_changed)
        controller.session_started.connect(self.restart)
        controller.shoe_started.connect(self.restart)

    # -- what the felt shows -----------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @property
    def waiting_for_player(self) -> bool:
        """The timer dealt IDLE_HANDS hands in a row with no bet: the table waits for a chip or Deal."""
        return self._enabled and self._idle >= IDLE_HANDS

    @property
    def sitting_out(self) -> bool:
        """The table does not deal by itself now: it waits for the player, or the loss limit is reached."""
        return self.waiting_for_player or self.controller.table.session.loss_limit_reached

    @property
    def counting(self) -> bool:
        """A betting window is on the felt: a Speed table open for bets that deals by itself."""
        return self._enabled and self.controller.can_deal() and not self.sitting_out

    @property
    def paused(self) -> bool:
        """The count stands because the player cannot see the table (``held`` says why)."""
        return self.counting and self._held is not None

    @property
    def held(self) -> str | None:
        return self._held

    @property
    def left(self) -> float:
        """Seconds left in this window."""
        return max(0.0, self._left)

    @property
    def seconds_left(self) -> int:
        """Whole seconds left, as a countdown shows them (12 at the start, 1 in the last second)."""
        return max(0, math.ceil(self._left - _TICK_SLACK))

    @property
    def fraction_left(self) -> float:
        return self.left / self.seconds if self.seconds else 0.0

    @property
    def warning(self) -> bool:
        """The last seconds: the felt's timer turns to the warning colour."""
        return self.counting and self.left <= WARNING_SECONDS

    # -- on and off --------------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        """A Speed table (on) or not (the Speed setting); turning it on opens a new window."""
        if on == self._enabled:
            return
        self._enabled = on
        self._idle = 0
        self.restart()

    def restart(self, *_fact: object) -> None:
        """A new betting window, counted from the first ``tick`` the player can see the table (a new
        session or a new shoe opens one too)."""
        self._left = float(self.seconds)
        self._since, self._stood = None, None
        self._fresh, self._warned, self._asked = True, False, False
        self.tick()

    # -- the count ---------------------------------------------------------------------------------
    def tick(self) -> None:
        """Move the count on to the clock's time (the QTimer's beat; the window calls it at once when
        something that holds it changes, so a pause begins when the player looks away)."""
        now = self.clock()
        if self._since is not None:
            self._left -= max(0.0, now - self._since)
            self._since = None
        counting = self.counting
        reason = self.hold() if counting else None
        self._keep_beating(counting, reason is None)
        if not counting or reason is not None:
            if not self._fresh and counting:
                self._stood = reason
            if (reason, counting) != (self._held, self._shown_counting):
                self._held, self._shown_counting = reason, counting
                self.changed.emit()
            return
        self._held, self._shown_counting = None, True
        if self._stood is not None:  # back at the table: time to see the bets before the deal
            self._left = max(self._left, float(min(RESUME_LEAST_SECONDS, self.seconds)))
            stood, self._stood = self._stood, None
            self.resumed.emit(self.seconds_left, stood)
        self._since = now
        if self._fresh:
            self._fresh = False
            self.opened.emit(self.seconds_left)
        if not self._warned and _TICK_SLACK < self._left <= WARN_SECONDS + _TICK_SLACK:
            self._warned = True
            if self.seconds > WARN_SECONDS:
                self.warned.emit(self.seconds_left)
        self.changed.emit()
        if self._left <= _TICK_SLACK and not self._asked:
            self._deal()

    def _keep_beating(self, counting: bool, running: bool) -> None:
        """The QTimer beats while a window is open, slower while it stands, and rests otherwise."""
        if not counting:
            self._timer.stop()
            return
        interval = TICK_MS if running else HELD_TICK_MS
        if self._timer.interval() != interval or not self._timer.isActive():
            self._timer.start(interval)

    def _deal(self) -> None:
        """Time is up: ask for the deal once; if none came of it, a new window begins."""
        self._asked, self._dealt, self._since = True, False, None
        self._by_timer = True
        try:
            self.ran_out.emit()
        finally:
            self._by_timer = False
        if not self._dealt and self.controller.phase is Phase.BETTING:
            self.restart()
            self.refused.emit()

    # -- the table's facts -------------------------------------------------------------------------
    def _phase_changed(self, phase: Phase) -> None:
        before, self._phase = self._phase, phase
        if phase is Phase.REPLAY and not self._fresh:
            self._stood = "replay"  # the count goes on after the replay, as after a dialog
        if phase is Phase.BETTING and before is not Phase.REPLAY:
            self.restart()  # a hand settled or a session opened: betting opens afresh
        else:
            self.tick()

    def _hand_dealt(self, result: HandResult) -> None:
        self._dealt = True
        waited = self.waiting_for_player
        self._idle = self._idle + 1 if self._by_timer and not result.bets else 0
        if self.waiting_for_player != waited:
            self.sat_out.emit(self.waiting_for_player)

    def _bets_changed(self, stacks: object) -> None:
        """A chip placed while the table waits for the player starts it again."""
        if stacks and self.waiting_for_player:
            self._idle = 0
            self.sat_out.emit(False)
            self.restart()
