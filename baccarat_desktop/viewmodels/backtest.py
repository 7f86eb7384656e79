"""The backtest view's model: the rule chosen or built, the source, the run on a worker thread.

Every change checks the form into a ``RoadRule`` (a preset, or the builder's pattern and side, with
its stop), so Run enables from ``can_run`` and the engine's own sentence says what is wrong. A run
goes to a thread through ``Worker`` (simulated shoes spread over the cores by ``run_chunks``; the
compiled loops release the GIL); its progress and answer come back on the GUI thread. Cancel stops
between chunks and keeps the shoes that finished. The history's and tracked shoes are read on the
job's thread from a connection of its own (``History.open(write=False)``), as the other panes'
jobs read them.

The fast path is imported in the job, never at import time (tests/test_layers.py).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..analytics.backtest import DEFAULT_SHOES, MAX_SHOES, SOURCES, BacktestResult, run_backtest
from ..engine.coup import Outcome
from ..engine.errors import DomainError
from ..engine.i18n import _t
from ..engine.road_rules import MAX_STOP_AFTER, PRESETS, RoadRule, pattern_rule
from .worker import Progress, Worker

__all__ = ["BUILDER", "BacktestModel", "BacktestSettings"]

BUILDER = "builder"  # the rule choice that builds a rule from a pattern


@dataclass(frozen=True)
class BacktestSettings:
    """What the form holds: a preset's key (or ``BUILDER``), the pattern and side the builder uses,
    the stop, the source, and for simulated shoes how many and the seed (None: secret shoes)."""

    rule: str = "follow_last"
    pattern: str = "BBP"
    side: Outcome = Outcome.BANKER
    stop_after: int = 0
    source: str = "simulated"
    shoes: int = DEFAULT_SHOES
    seed: int | None = 1


class BacktestModel(QObject):
    """Checks the form, runs the backtest on a worker thread and keeps what it found.

    Signals:
        changed(): the form, its check, or the running state changed (the widget reads it again).
        progressed(int, int): shoes done so far and the total.
        finished(BacktestResult): a run ended, complete or cancelled, with what it found.
        failed(str): a run could not go, in words.
    """

    changed = Signal()
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, history_path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.history_path = None if history_path is None else Path(history_path)
        self.settings = BacktestSettings()
        self.result: BacktestResult | None = None
        self.error = ""
        self.workers: int | None = None
        self._total = 0
        self._worker = Worker("backtest", _t("Backtest", "the backtest stopped"), self)

    # -- the form ---------------------------------------------------------------------------------
    def update(self, **values: Any) -> None:
        """Change some of the form's values (``BacktestSettings``' fields) and check it again."""
        from dataclasses import replace

        self.settings = replace(self.settings, **values)
        self.changed.emit()

    def rule(self) -> RoadRule:
        """The rule the form names; DomainError with the reason when it names none."""
        s = self.settings
        if not 0 <= s.stop_after <= MAX_STOP_AFTER:
            raise DomainError(
                _t("Backtest", "stop after 0 to {n} lost bets in a row").format(n=MAX_STOP_AFTER)
            )
        if s.rule == BUILDER:
            return pattern_rule(s.pattern, s.side, s.stop_after)
        if s.rule not in PRESETS:
            raise DomainError(_t("Backtest", "choose a rule"))
        return PRESETS[s.rule].with_stop(s.stop_after)

    def problem(self) -> str:
        """Why the form cannot run, in words ("" when it can)."""
        try:
            self.rule()
        except DomainError as exc:
            return str(exc)
        s = self.settings
        if s.source not in SOURCES:
            return _t("Backtest", "choose where the shoes come from")
        if s.source == "simulated" and not 1 <= s.shoes <= MAX_SHOES:
            return _t("Backtest", "simulate 1 to {n} shoes").format(n=f"{MAX_SHOES:,}")
        if s.source != "simulated" and self.history_path is None:
            return _t("Backtest", "no history is open to read shoes from")
        return ""

    def can_run(self) -> bool:
        return not self.problem() and not self.running

    @property
    def running(self) -> bool:
        return self._worker.busy

    @property
    def cancelling(self) -> bool:
        return self._worker.cancelling

    # -- intents ----------------------------------------------------------------------------------
    @Slot()
    def run(self) -> bool:
        """Start the run the form describes; False (and ``failed``) when it cannot."""
        problem = self.problem()
        if problem or self.running:
            self.error = problem
            self.failed.emit(problem or _t("Backtest", "a run is under way"))
            self.changed.emit()
            return False
        self.error = ""
        rule, s = self.rule(), self.settings
        self._total = s.shoes if s.source == "simulated" else 0  # stored shoes: no count to show
        path, workers = self.history_path, self.workers

        def job(progress: Progress, cancel: threading.Event) -> BacktestResult:
            if s.source == "simulated":
                return run_backtest(
                    rule, "simulated", shoes=s.shoes, seed=s.seed, workers=workers, progress=progress,
                    cancel=cancel,
                )  # fmt: skip
            from ..storage.history import History

            assert path is not None  # problem() said so otherwise
            history = History.open(path, write=False)
            try:
                return run_backtest(rule, s.source, history=history, progress=progress, cancel=cancel)
            finally:
                history.close()

        self._worker.run(job, self._done, self._progressed)
        self.progressed.emit(0, self._total)
        self.changed.emit()
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop the run between chunks; the shoes that finished are kept and shown."""
        self._worker.cancel()
        self.changed.emit()

    def wait(self, timeout: float = 60.0) -> bool:
        """Block until the run under way has answered (tests, screenshots)."""
        return self._worker.wait(timeout)

    def close(self) -> None:
        self._worker.close()

    # -- from the worker, on the GUI thread ---------------------------------------------------------
    def _progressed(self, done: int) -> None:
        self.progressed.emit(done, self._total)

    def _done(self, answer: Any) -> None:
        if isinstance(answer, BaseException):
            self.error = str(answer)
            self.failed.emit(self.error)
            self.changed.emit()
            return
        self.result = answer
        self.finished.emit(answer)
        self.changed.emit()
