"""How lucky was I, for the statistics pane: the replay runs on a worker thread, never the GUI's.

The replay loads the fast path (numba: about half a second, plus a compile the first time ever)
and then deals some tens of millions of hands, so it starts only when the player asks, on a
thread of its own with its own read-only connection to the history (an SQLite connection stays in
its thread). The hands to replay are copied from the pane's dataset when the replay starts, so
the game may go on adding hands meanwhile; the answer then says it was for the hands chosen before.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..analytics.dataset import Dataset
from ..analytics.luck import LuckReport, Selection, luck_of, replays_for
from ..engine.i18n import _t
from ..storage.history import History
from .worker import Progress, Worker

__all__ = ["LuckModel"]


class LuckModel(QObject):
    """Runs "how lucky was I" for the pane's current hands and says where it stands.

    The widget shows ``headline`` (the sentence, or what to do), ``details`` and ``report`` (for
    the histogram), and enables its button from ``can_run``; all of them change together, after
    ``changed``.

    Signals:
        changed(): any of the properties above changed.
        finished(object): a replay ended with this ``LuckReport`` (not emitted for one cancelled).
        failed(str): a replay could not run, for this reason.
    """

    changed = Signal()
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, path: str | Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = Path(path)
        self._data: Dataset | None = None
        self._report: LuckReport | None = None
        self._reported_key: tuple[Any, ...] | None = None
        self._error = ""
        self._worker = Worker("how-lucky", _t("Luck", "How lucky was I failed"), self)
        self._running: tuple[int, int] | None = None  # (hands, replays) of the replay under way
        self._done_replays = 0

    # -- what the widget shows ------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._running is not None

    @property
    def report(self) -> LuckReport | None:
        """The latest answer (perhaps for hands chosen before: see ``stale``)."""
        return self._report

    @property
    def hands(self) -> int:
        return len(self._data.hands) if self._data is not None else 0

    @property
    def stale(self) -> bool:
        """The answer shown is for other hands than the pane shows now (a new filter, new hands)."""
        return self._report is not None and self._reported_key != self._key()

    def can_run(self) -> bool:
        return self.hands > 0 and not self.running

    @property
    def headline(self) -> str:
        if self._running is not None:
            hands, replays = self._running
            done = f" {self._done_replays / replays:.0%}" if self._done_replays else ""
            if hands == 1:
                return _t("Luck", "Replaying your stakes on 1 hand…{done}").format(done=done)
            return _t("Luck", "Replaying your stakes on {n} hands…{done}").format(n=f"{hands:,}", done=done)
        if self._report is not None:
            return self._report.sentence
        if not self.hands:
            return _t("Luck", "No hands to replay: choose sessions or dates with hands in them.")
        if self.hands == 1:
            text = _t(
                "Luck",
                "Replay your own bets on these 1 hand over {shoes} fresh shoes, and see where your result "
                "falls.",
            )
        else:
            text = _t(
                "Luck",
                "Replay your own bets on these {n} hands over {shoes} fresh shoes, and see where your "
                "result falls.",
            )
        return text.format(n=f"{self.hands:,}", shoes=f"{replays_for(self.hands):,}")

    @property
    def details(self) -> str:
        if self._error:
            return self._error
        if self._report is None or self._running is not None:
            return ""
        if self.stale:
            return _t(
                "Luck", "That was for the hands chosen before. Press again for the {n} shown now."
            ).format(n=f"{self.hands:,}")
        return self._report.details

    # -- intents ----------------------------------------------------------------------------------
    def set_dataset(self, data: Dataset) -> None:
        """The pane's hands now (a new filter, or the same dataset grown by new hands)."""
        self._data = data
        self.changed.emit()

    @Slot()
    def run(self, *, seed: int | None = None, replays: int | None = None) -> bool:
        """Start replaying the current hands (a replay still running is stopped); False if there are none."""
        if self._data is None or not len(self._data.hands):
            self._error = ""
            self.failed.emit("no hands to replay")
            self.changed.emit()
            return False
        self.cancel()
        selection = Selection.of(self._data)
        count = replays if replays is not None else replays_for(len(selection))
        self._running = (len(selection), count)
        self._done_replays = 0
        self._error = ""
        key, path = self._key(), self._path

        def work(progress: Progress, cancel: threading.Event) -> tuple[LuckReport, tuple[Any, ...] | None]:
            with History.open(path, write=False) as history:
                report = luck_of(
                    history, selection, replays=count, seed=seed, progress=progress, cancel=cancel
                )
            return report, key

        self._worker.run(work, self._on_done, self._on_progress)
        self.changed.emit()
        return True

    def cancel(self) -> None:
        """Stop a replay under way; its answer is dropped."""
        self._worker.drop()
        if self._running is not None:
            self._running = None
            self.changed.emit()

    def close(self, timeout: float = 10.0) -> None:
        """Stop and wait for the worker (the pane is closing; its history is about to close)."""
        self.cancel()
        self._worker.close(timeout)

    def wait(self, timeout: float = 60.0) -> bool:
        """Block until the replay under way ends and its answer is taken in (screenshots, tests)."""
        self._worker.wait(timeout)
        return self._running is None

    # -- from the worker ---------------------------------------------------------------------------
    def _key(self) -> tuple[Any, ...] | None:
        if self._data is None:
            return None
        hands = self._data.hands
        return (self._data.filter, len(hands), int(hands.ids[-1]) if len(hands) else 0)

    def _on_progress(self, done: int) -> None:
        self._done_replays = done
        self.changed.emit()

    def _on_done(self, result: Any) -> None:
        self._running = None
        if isinstance(result, BaseException):
            self._error = str(result)
            self.failed.emit(self._error)
        else:
            self._report, self._reported_key = result
            self.finished.emit(self._report)
        self.changed.emit()
