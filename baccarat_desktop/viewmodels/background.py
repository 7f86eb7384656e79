"""A long answer about the pane's hands, worked out only when the player asks and never on the GUI thread.

"How lucky was I" (``luck.py``) and the shoe odds (``shoe_odds.py``) are the same kind of job: each
costs seconds to minutes for a long history, so it starts only on request, on a thread of its own
(``worker.Worker``) with its own read-only connection to the history (an SQLite connection stays in
its thread). The hands are copied from the pane's dataset when the job starts, so the game may go on
adding hands meanwhile; the answer then says it was for the hands chosen before (``stale``).
``BackgroundJob`` keeps that skeleton once: the run, its progress, cancelling, the answer and the
hands it was for. A concrete job says only what it works out and how its words read.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ..analytics.dataset import Dataset
from ..analytics.filters import HistoryFilter
from ..storage.history import History
from .worker import Progress, Worker

__all__ = ["BackgroundJob", "Compute", "HandsKey"]

Report = TypeVar("Report")

Compute = Callable[[History, Progress, threading.Event], Any]
"""What a job works out, on the worker's thread: given the history (opened read-only there), its
progress callback and the event it is cancelled on; it answers its report, or None if cancelled."""


@dataclass(frozen=True, slots=True)
class HandsKey:
    """Which hands an answer was for: the filter, how many hands, the latest hand's id (the same
    filter grown by new hands is other hands)."""

    filter: HistoryFilter | None
    hands: int
    last_id: int


class _Run(NamedTuple):
    hands: int  # the hands the run works on
    total: int  # the units its progress counts up to (hands, or replays)
    started: float  # time.monotonic() when it started


class BackgroundJob(QObject, Generic[Report]):
    """Runs one job at a time on the pane's current hands and says where it stands.

    The widget shows the concrete job's ``headline`` and ``details``, the ``report`` and the
    ``progress``, and enables its buttons from ``can_run`` and ``can_cancel``; all change together,
    after ``changed``. A concrete job words ``headline`` and ``details``, starts its ``run`` with
    ``_start`` and may say what a cancel leaves (``_cancelled_note``); ``_note`` holds that, or why
    the latest run failed.

    Signals:
        changed(): any of the properties above changed.
        progressed(int, int): units done so far and the total of the run under way.
        finished(object): a run ended with this report (never for one cancelled).
        failed(str): a run could not finish, for this reason.
    """

    changed = Signal()
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    forgets_on_new_filter: ClassVar[bool] = False
    """Another filter drops the answer and any run under way (else the answer stays, ``stale``)."""

    def __init__(self, path: str | Path, name: str, failure: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = Path(path)
        self._data: Dataset | None = None
        self._filter: HistoryFilter | None = None
        self._report: Report | None = None
        self._reported: HandsKey | None = None  # the hands the report was for
        self._note = ""  # what a cancel left, or why the latest run failed
        self._worker = Worker(name, failure, self)
        self._run: _Run | None = None  # the run under way
        self._done = 0  # its units done so far
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)

    # -- what the widget shows ------------------------------------------------------------------
    @property
    def hands(self) -> int:
        return len(self._data.hands) if self._data is not None else 0

    @property
    def running(self) -> bool:
        return self._run is not None

    @property
    def report(self) -> Report | None:
        """The latest answer (perhaps for hands chosen before: see ``stale``)."""
        return self._report

    @property
    def stale(self) -> bool:
        """The answer shown is for other hands than the pane shows now (a new filter, new hands)."""
        return self._report is not None and self._reported != self._key()

    @property
    def progress(self) -> tuple[int, int]:
        """(units done, units to do) of the run under way; (0, 0) when none is."""
        return (self._done, self._run.total) if self._run is not None else (0, 0)

    @property
    def headline(self) -> str:
        """The line the panel leads with: what pressing would do, how far a run is, or the answer."""
        raise NotImplementedError

    @property
    def details(self) -> str:
        """What the headline leaves out: time left, a cancel or failure, the answer's particulars."""
        raise NotImplementedError

    def can_run(self) -> bool:
        return self.hands > 0 and not self.running

    def can_cancel(self) -> bool:
        return self.running

    # -- intents ----------------------------------------------------------------------------------
    def run(self) -> bool:
        """Start working out the answer for the current hands (with ``_start``); False if it cannot."""
        raise NotImplementedError

    def set_dataset(self, data: Dataset) -> None:
        """The pane's hands now (a new filter, or the same dataset grown by new hands)."""
        if data.filter != self._filter:
            self._filter = data.filter
            if self.forgets_on_new_filter:
                self.cancel()
                self._report = None
                self._note = ""
        self._data = data
        self.changed.emit()

    @Slot()
    def cancel(self) -> None:
        """Stop a run under way; nothing of it is shown."""
        self._worker.drop()  # the run sees its cancel; whatever it reports now is ignored
        if self._run is None:
            return
        self._run = None
        self._note = self._cancelled_note()
        self.changed.emit()

    def close(self, timeout: float = 10.0) -> None:
        """Stop and wait for the worker (the pane is closing; its history is about to close)."""
        self.cancel()
        self._worker.close(timeout)

    def wait(self, timeout: float = 120.0) -> bool:
        """Block until the run under way ends and its answer is taken in (screenshots, tests)."""
        self._worker.wait(timeout)
        return self._run is None

    # -- for the concrete jobs --------------------------------------------------------------------
    def _start(self, hands: int, total: int, compute: Compute) -> None:
        """Run ``compute`` for ``hands`` hands on the worker's thread (a run under way is dropped
        first); its progress counts up to ``total``."""
        self.cancel()
        self._run = _Run(hands, total, time.monotonic())
        self._done = 0
        self._note = ""
        key, path = self._key(), self._path

        def work(progress: Progress, cancel: threading.Event) -> tuple[Any, HandsKey | None]:
            with History.open(path, write=False) as history:
                return compute(history, progress, cancel), key

        self._worker.run(work, self._on_done, self._on_progress)
        self.progressed.emit(0, total)
        self.changed.emit()

    def _cancelled_note(self) -> str:
        """What the details say once a run was cancelled (nothing, unless the job says more)."""
        return ""

    def _seconds_left(self) -> float | None:
        """The run's time left at its pace so far; None before its first progress."""
        if self._run is None or not self._done:
            return None
        return (time.monotonic() - self._run.started) * (self._run.total - self._done) / self._done

    # -- from the worker ---------------------------------------------------------------------------
    def _key(self) -> HandsKey | None:
        if self._data is None:
            return None
        hands = self._data.hands
        return HandsKey(self._data.filter, len(hands), int(hands.ids[-1]) if len(hands) else 0)

    def _on_progress(self, done: int, *total: int) -> None:
        self._done = done
        self.progressed.emit(done, total[0] if total else self.progress[1])
        self.changed.emit()

    def _on_done(self, result: Any) -> None:
        self._run = None
        if isinstance(result, BaseException):
            self._note = str(result)
            self.failed.emit(self._note)
        elif result[0] is None:  # the job saw its cancel set from elsewhere: said as a cancel
            self._note = self._cancelled_note()
        else:
            self._report, self._reported = result
            self.finished.emit(self._report)
        self.changed.emit()
