"""Shoe odds for the Statistics pane: priced off the GUI thread, shown only when whole.

Pricing costs tens of microseconds a hand in the compiled kernel (a million hands: tens of
seconds; about a millisecond a hand where it was not built), so it starts only when the player
asks, as a ``background.BackgroundJob``: on a thread of its own, on the hand ids the pane showed
when it started. Cancel, a new filter or closing the pane drops the run: a part of the
hands is never shown as if it were the answer.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Slot

from ..analytics.shoe_odds import STAKE_CENTS, BetEdge, ShoeOddsReport, shoe_odds, signed_cents
from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.money import chip_text
from ..storage.history import History
from .background import BackgroundJob
from .worker import Progress

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
        hands = _tn("ShoeOdds", "{n} hand(s)", edge.priced).format(n=f"{edge.priced:,}")
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


class ShoeOddsModel(BackgroundJob[ShoeOddsReport]):
    """Prices the pane's current hands on request and says what to show.

    The widget shows ``headline``, ``details``, ``rows`` (empty until an answer) and the progress
    (in hands), and enables its buttons from ``can_run`` and ``can_cancel``; all change together,
    after ``changed`` (the signals are ``BackgroundJob``'s; ``finished`` carries a
    ``ShoeOddsReport``). Another filter drops the answer and the run under way.
    """

    forgets_on_new_filter = True

    def __init__(self, path: str | Path, parent: QObject | None = None) -> None:
        super().__init__(path, "shoe-odds", _t("ShoeOdds", "Working out the shoe odds failed"), parent)

    # -- what the widget shows ------------------------------------------------------------------
    def can_run(self) -> bool:
        return super().can_run() and (self._report is None or self.stale)

    @property
    def rows(self) -> list[ShoeOddsRow]:
        return [ShoeOddsRow.of(edge) for edge in self._report.bets] if self._report is not None else []

    @property
    def headline(self) -> str:
        if self._run is not None:
            hands = self._run.hands
            return _tn("ShoeOdds", "Working out the odds before each of {n} hand(s)…", hands).format(
                n=f"{hands:,}"
            )
        if self._report is not None:
            gold = _t("ShoeOdds", " Their rows are in gold.") if len(self._report.favourable) > 1 else ""
            return self._report.summary + gold
        if not self.hands:
            return _t("ShoeOdds", "No hands to price: choose sessions or dates with hands in them.")
        return _tn(
            "ShoeOdds",
            "Work out the exact odds before each of these {n} hand(s), from the cards then left in "
            "their shoes.",
            self.hands,
        ).format(n=f"{self.hands:,}")

    @property
    def details(self) -> str:
        if self._run is not None:
            seconds = self._seconds_left()
            if seconds is None:
                return ""
            return _t("ShoeOdds", "About {seconds} s left.").format(seconds=f"{max(1, round(seconds)):,}")
        if self._note:
            return self._note
        if self.stale and self._reported is not None:
            new = self.hands - self._reported.hands
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
    @Slot()
    def run(self) -> bool:
        """Start pricing the current hands on a worker thread; False if there are none or it runs."""
        if self._data is None or not self.hands or self.running:
            return False
        ids = self._data.hands.ids.copy()

        def compute(history: History, progress: Progress, cancel: threading.Event) -> ShoeOddsReport | None:
            return shoe_odds(history, ids.tolist(), progress=progress, cancel=cancel)

        self._start(len(ids), len(ids), compute)
        return True

    def _cancelled_note(self) -> str:
        return _t(
            "ShoeOdds", "Cancelled: nothing is shown for a part of the hands. Press again to start over."
        )
