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
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.money import chip_text
from ..storage.history import History
from .worker import Progress, Worker

__all__ = ["COLUMNS", "ShoeOddsModel", "ShoeOddsRow", "column_tips", "column_titles"]

# The table reads across in words: "Positive before | 41 of 12,300 hands (0.33%)", "Betting $100 only
# then | +$2,310 on 41 bets (expected +$190)"; each row's tooltip says it in whole sentences.
# The words are marked for the translators ({stake}: the $100 of STAKE_CENTS); COLUMNS are the
# titles in English, column_titles() and column_tips() as shown.
_TITLES = (
    QT_TRANSLATE_NOOP("ShoeOdds", "Bet"),
    QT_TRANSLATE_NOOP("ShoeOdds", "Positive before"),
    QT_TRANSLATE_NOOP("ShoeOdds", "Betting {stake} only then"),
    QT_TRANSLATE_NOOP("ShoeOdds", "Per {stake}: average, best"),
)
_TIPS = (
    QT_TRANSLATE_NOOP("ShoeOdds", "Every bet the tables you played at offered"),
    QT_TRANSLATE_NOOP(
        "ShoeOdds",
        "Before how many of the chosen hands the bet was positive: for the cards then left in the shoe, it "
        "paid back more than it took on average",
    ),
    QT_TRANSLATE_NOOP(
        "ShoeOdds",
        "{stake} on the bet before each of those hands and no other: what it really "
        "returned, and what the odds said it would",
    ),
    QT_TRANSLATE_NOOP(
        "ShoeOdds",
        "The bet's expectation for {stake} over every chosen hand (the house edge), and "
        "before the hand that suited it best",
    ),
)
COLUMNS = tuple(title.format(stake=chip_text(STAKE_CENTS)) for title in _TITLES)


def column_titles() -> tuple[str, ...]:
    """The table's column titles as shown (in the interface's language)."""
    return tuple(_t("ShoeOdds", title).format(stake=chip_text(STAKE_CENTS)) for title in _TITLES)


def column_tips() -> tuple[str, ...]:
    """What each column means, as its title's tooltip."""
    return tuple(_t("ShoeOdds", tip).format(stake=chip_text(STAKE_CENTS)) for tip in _TIPS)


@dataclass(frozen=True, slots=True)
class ShoeOddsRow:
    """One line of the table: the cells' words, whether the bet ever turned positive, a tooltip."""

    cells: tuple[str, str, str, str]
    favourable: bool
    tip: str

    @classmethod
    def of(cls, edge: BetEdge) -> ShoeOddsRow:
        if edge.priced == 1:
            hands = _t("ShoeOdds", "1 hand")
        else:
            hands = _t("ShoeOdds", "{n} hands").format(n=f"{edge.priced:,}")
        never = _t("ShoeOdds", "Never worth a bet")
        if edge.positive:
            share = _t("ShoeOdds", "{positive} of {hands} ({share})").format(
                positive=f"{edge.positive:,}", hands=hands, share=edge.share_text
            )
            when = f"{share}\n{edge.when_text}"
            only_then = _t("ShoeOdds", "{result}\n({expected})").format(
                result=edge.result_text, expected=edge.expected_text
            )
            won = _t("ShoeOdds", " It won {won} of those {positive} bets.").format(
                won=f"{edge.won:,}", positive=f"{edge.positive:,}"
            )
        else:
            when, only_then, won = _t("ShoeOdds", "None of {hands}").format(hands=hands), never, ""
        usual = f"{signed_cents(edge.mean_cents)}\n{signed_cents(edge.best_cents)}"
        return cls(
            (edge.label, when, only_then, usual),
            edge.positive > 0,
            _t("ShoeOdds", "{bet}: {positive}. {only_then}.{won} {usual}.").format(
                bet=edge.label,
                positive=edge.positive_text,
                only_then=edge.only_then_text or never,
                won=won,
                usual=f"{edge.usual_text[:1].upper()}{edge.usual_text[1:]}",
            ),
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
        self._worker = Worker("shoe-odds", _t("ShoeOdds", "Working out the shoe odds failed"), self)
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
            if hands == 1:
                return _t("ShoeOdds", "Working out the odds before each of 1 hand…")
            return _t("ShoeOdds", "Working out the odds before each of {n} hands…").format(n=f"{hands:,}")
        if self._report is not None:
            gold = _t("ShoeOdds", " Their rows are in gold.") if len(self._report.favourable) > 1 else ""
            return self._report.summary + gold
        if not self.hands:
            return _t("ShoeOdds", "No hands to price: choose sessions or dates with hands in them.")
        if self.hands == 1:
            return _t(
                "ShoeOdds",
                "Work out the exact odds before each of these 1 hand (about a second per thousand hands).",
            )
        return _t(
            "ShoeOdds",
            "Work out the exact odds before each of these {n} hands (about a second per thousand hands).",
        ).format(n=f"{self.hands:,}")

    @property
    def details(self) -> str:
        if self._running is not None:
            done, total = self.progress
            if not done:
                return ""
            seconds = (time.monotonic() - self._running[1]) * (total - done) / done
            return _t("ShoeOdds", "About {seconds} s left.").format(seconds=f"{max(1, round(seconds)):,}")
        if self._note:
            return self._note
        if self.stale:
            new = self.hands - self._reported[0]
            if new > 0:
                return _t(
                    "ShoeOdds",
                    "That was for the hands chosen before. Press again to include the {n} played since.",
                ).format(n=f"{new:,}")
            return _t(
                "ShoeOdds",
                "That was for the hands chosen before. Press again to include the hands now shown.",
            )
        return ""

    @property
    def progress_text(self) -> str:
        done, total = self.progress
        if not total:
            return ""
        return _t("ShoeOdds", "{done} of {total} hands").format(done=f"{done:,}", total=f"{total:,}")

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
        self._note = _t(
            "ShoeOdds", "Cancelled: nothing is shown for a part of the hands. Press again to start over."
        )
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
            self._note = _t("ShoeOdds", "Cancelled.")
        else:
            self._report, self._reported = result
            self.finished.emit(self._report)
        self.changed.emit()
