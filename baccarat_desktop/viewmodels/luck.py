"""How lucky was I, for the statistics pane: the replay runs on a worker thread, never the GUI's.

The replay loads the fast path (numpy and the compiled kernel, or the reference engine where the
kernel is not built: ``details`` then says so before the first answer) and then deals some tens of
millions of hands, so it starts only when the player asks, as a
``background.BackgroundJob``: on a thread of its own, on the hands the pane showed when it started.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Slot

from ..analytics.luck import LuckReport, Selection, luck_of, replays_for
from ..engine.i18n import _t, _tn
from ..storage.history import History
from .background import BackgroundJob
from .worker import Progress

__all__ = ["LuckModel"]


class LuckModel(BackgroundJob[LuckReport]):
    """Runs "how lucky was I" for the pane's current hands and says where it stands.

    The widget shows ``headline`` (the sentence, or what to do), ``details`` and ``report`` (for
    the histogram), and enables its button from ``can_run``; all of them change together, after
    ``changed`` (the signals are ``BackgroundJob``'s; ``finished`` carries a ``LuckReport``).
    """

    def __init__(self, path: str | Path, parent: QObject | None = None) -> None:
        super().__init__(path, "how-lucky", _t("Luck", "How lucky was I failed"), parent)

    # -- what the widget shows ------------------------------------------------------------------
    @property
    def headline(self) -> str:
        if self._run is not None:
            done, replays = self.progress
            share = f" {done / replays:.0%}" if done else ""
            return _tn("Luck", "Replaying your stakes on {n} hand(s)…{done}", self._run.hands).format(
                n=f"{self._run.hands:,}", done=share
            )
        if self._report is not None:
            return self._report.sentence
        if not self.hands:
            return _t("Luck", "No hands to replay: choose sessions or dates with hands in them.")
        text = _tn(
            "Luck",
            "Replay your own bets on these {n} hand(s) over {shoes} fresh shoes, and see where your "
            "result falls.",
            self.hands,
        )
        return text.format(n=f"{self.hands:,}", shoes=f"{replays_for(self.hands):,}")

    @property
    def details(self) -> str:
        if self._note:
            return self._note
        if self._report is None:  # before the first answer: where the kernel is not built, that it is slow
            from ..engine.fast.native import pane_notice

            return pane_notice()
        if self._run is not None:
            return ""
        if self.stale:
            return _t(
                "Luck", "That was for the hands chosen before. Press again for the {n} shown now."
            ).format(n=f"{self.hands:,}")
        return self._report.details

    # -- intents ----------------------------------------------------------------------------------
    @Slot()
    def run(self, *, seed: int | None = None, replays: int | None = None) -> bool:
        """Start replaying the current hands (a replay still running is stopped); False if there are none."""
        if self._data is None or not self.hands:
            self._note = ""
            self.failed.emit("no hands to replay")
            self.changed.emit()
            return False
        selection = Selection.of(self._data)
        count = replays if replays is not None else replays_for(len(selection))

        def compute(history: History, progress: Progress, cancel: threading.Event) -> LuckReport:
            return luck_of(history, selection, replays=count, seed=seed, progress=progress, cancel=cancel)

        self._start(len(selection), count, compute)
        return True
