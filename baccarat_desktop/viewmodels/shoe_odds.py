"""Shoe odds for the Statistics pane: priced off the GUI thread, shown only when whole.

Pricing costs about a millisecond a hand (a long history: tens of seconds), so it starts only
when the player asks, on a thread of its own with its own read-only connection to the history (an
SQLite connection stays in its thread). The hand ids are copied from the pane's dataset when it
starts, so the game may go on adding hands meanwhile. Cancel, a new filter or closing the pane
drops the run: a part of the hands is never shown as if it were the answer.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ..analytics.dataset import Dataset
from ..analytics.filters import HistoryFilter
from ..analytics.shoe_odds import STAKE_CENTS, BetEdge, ShoeOddsReport, shoe_odds, signed_cents
from ..engine.money import chip_text
from ..storage.history import History
from .worker import Progress, Worker

__all__ = ["COLUMNS", "ShoeOddsModel", "ShoeOddsRow"]

# The table reads across in words: "Positive before | 41 of 12,300 hands (0.33%)", "Betting $100 only
# then | +$2,310 on 41 bets (expected +$190)"; each row's tooltip says it in whole sentences.
COLUMNS = (
    "Bet",
    "Positive before",
    f"Betting {chip_text(STAKE_CENTS)} only then",
    f"Per {chip_text(STAKE_CENTS)}: average, best",
)
COLUMN_TIPS = (
    "Every bet the tables you played at offered",
    "Before how many of the chosen hands the bet was positive: for the cards then left in the shoe, it "
    "paid back more than it took on average",
    f"{chip_text(STAKE_CENTS)} on the bet before each of those hands and no other: what it really "
    "returned, and what the odds said it would",
    f"The bet's expectation for {chip_text(STAKE_CENTS)} over every chosen hand (the house edge), and "
    "before the hand that suited it best",
)


@dataclass(frozen=True, slots=True)
class ShoeOddsRow:
    """One line of the table: the cells' words, whether the bet ever turned positive, a tooltip."""

    cells: tuple[str, str, str, str]
    favourable: bool
    tip: str

    @classmethod
    def of(cls, edge: BetEdge) -> ShoeOddsRow:
        hands = f"{edge.priced:,} hand{'s' if edge.priced != 1 else ''}"
        if edge.positive:
            when = f"{edge.positive:,} of {hands} ({edge.share_text})\n{edge.when_text}"
            returned = edge.returned_text.removeprefix("returned ")
            only_then = f"{returned}\n({edge.expected_text})"
            won = f" It won {edge.won:,} of those {edge.positive:,} bets."
        else:
            when, only_then, won = f"None of {hands}", "Never worth a bet", ""
        usual = f"{signed_cents(edge.mean_cents)}\n{signed_cents(edge.best_cents)}"
        return cls(
            (edge.label, when, only_then, usual),
            edge.positive > 0,
            f"{edge.label}: {edge.positive_text}. {edge.only_then_text or 'Never worth a bet'}.{won} "
            f"{edge.usual_text[:1].upper()}{edge.usual_text[1:]}.",
        )


class ShoeOddsModel(QObject):
    """Prices the pane's current hands on request and says what to show.

    The widget shows ``headline``, ``details``, ``rows`` (empty until an answer) and the progress,
    and enables its buttons from ``can_run`` and ``can_cancel``; all change together, after ``changed``.

    Signals:
        changed(): any of the properties above changed.
        progressed(int, int): hands priced so far and the total of the run under way.
        finished(object): a run ended with this ``ShoeOddsReport`` (never for one cancelled).
        failed(str): a run could not finish, for this reason.
    """

    changed = Signal()
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, path: str | Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = Path(path)
        self._data: Dataset | None = None
        self._filter: HistoryFilter | None = None
        self._report: ShoeOddsReport | None = None
        self._reported: tuple[int, int] = (0, 0)  # (hands, last id) the report was for
        self._note = ""  # cancelled, or why a run failed
        self._worker = Worker("shoe-odds", "Working out the shoe odds failed", self)
        self._running: tuple[int, float] | None = None  # (hands, start time) of the run under way
        self._done_hands = 0
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)

    # -- what the widget shows ------------------------------------------------------------------
    @property
    def hands(self) -> int:
        return len(self._data.hands) if self._data is not None else 0

    @property
    def running(self) -> bool:
        return self._running is not None

    @property
    def report(self) -> ShoeOddsReport | None:
        """The answer for this filter (perhaps before its latest hands: see ``stale``)."""
        return self._report

    @property
    def stale(self) -> bool:
        """The answer shown leaves out hands the game has added since."""
        return self._report is not None and self._reported != self._key()

    @property
    def progress(self) -> tuple[int, int]:
        """(hands priced, hands to price) of the run under way; (0, 0) when none is."""
        return (self._done_hands, self._running[0]) if self._running is not None else (0, 0)

    def can_run(self) -> bool:
        return self.hands > 0 and not self.running and (self._report is None or self.stale)

    def can_cancel(self) -> bool:
        return self.running

    @property
    def rows(self) -> list[ShoeOddsRow]:
        return [ShoeOddsRow.of(edge) for edge in self._report.bets] if self._report is not None else []

    @property
    def headline(self) -> str:
        if self._running is not None:
            hands = self._running[0]
            return f"Working out the odds before each of {hands:,} hand{'s' if hands != 1 else ''}…"
        if self._report is not None:
            gold = " Their rows are in gold." if len(self._report.favourable) > 1 else ""
            return self._report.summary + gold
        if not self.hands:
            return "No hands to price: choose sessions or dates with hands in them."
        count = f"{self.hands:,} hand{'s' if self.hands != 1 else ''}"
        return f"Work out the exact odds before each of these {count} (about a second per thousand hands)."

    @property
    def details(self) -> str:
        if self._running is not None:
            done, total = self.progress
            if not done:
                return ""
            seconds = (time.monotonic() - self._running[1]) * (total - done) / done
            return f"About {max(1, round(seconds)):,} s left."
        if self._note:
            return self._note
        if self.stale:
            new = self.hands - self._reported[0]
            more = f"the {new:,} played since" if new > 0 else "the hands now shown"
            return f"That was for the hands chosen before. Press again to include {more}."
        return ""

    @property
    def progress_text(self) -> str:
        done, total = self.progress
        return f"{done:,} of {total:,} hands" if total else ""

    # -- intents ----------------------------------------------------------------------------------
    def set_dataset(self, data: Dataset) -> None:
        """The pane's hands now. Another filter drops the answer (and any run under way); the same
        filter grown by new hands keeps it, said to be for the hands before."""
        if data.filter != self._filter:
            self.cancel()
            self._report = None
            self._note = ""
            self._filter = data.filter
        self._data = data
        self.changed.emit()

    @Slot()
    def run(self) -> bool:
        """Start pricing the current hands on a worker thread; False if there are none or it runs."""
        if self._data is None or not len(self._data.hands) or self.running:
            return False
        ids = self._data.hands.ids.copy()
        self._running = (len(ids), time.monotonic())
        self._done_hands = 0
        self._note = ""
        key, path = self._key(), self._path

        def work(
            progress: Progress, cancel: threading.Event
        ) -> tuple[ShoeOddsReport | None, tuple[int, int]]:
            with History.open(path, write=False) as history:
                report = shoe_odds(history, ids.tolist(), progress=progress, cancel=cancel)
            return report, key

        self._worker.run(work, self._on_done, self._on_progress)
        self.progressed.emit(0, len(ids))
        self.changed.emit()
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop a run under way (within a hand's pricing); nothing of it is shown."""
        if self._running is None:
            return
        self._worker.drop()  # the run sees its cancel; whatever it reports now is ignored
        self._running = None
        self._note = "Cancelled: nothing is shown for a part of the hands. Press again to start over."
        self.changed.emit()

    def close(self, timeout: float = 10.0) -> None:
        """Stop and wait for the worker (the pane is closing; its history is about to close)."""
        self.cancel()
        self._worker.close(timeout)

    def wait(self, timeout: float = 120.0) -> bool:
        """Block until the run under way ends and its answer is taken in (screenshots, tests)."""
        self._worker.wait(timeout)
        return self._running is None

    # -- from the worker ---------------------------------------------------------------------------
    def _key(self) -> tuple[int, int]:
        if self._data is None or not len(self._data.hands):
            return (0, 0)
        return (len(self._data.hands), int(self._data.hands.ids[-1]))

    def _on_progress(self, done: int, total: int) -> None:
        self._done_hands = done
        self.progressed.emit(done, total)
        self.changed.emit()

    def _on_done(self, result: Any) -> None:
        self._running = None
        if isinstance(result, BaseException):
            self._note = str(result)
            self.failed.emit(self._note)
        elif result[0] is None:  # cancelled from elsewhere (the application quitting)
            self._note = "Cancelled."
        else:
            self._report, self._reported = result
            self.finished.emit(self._report)
        self.changed.emit()
