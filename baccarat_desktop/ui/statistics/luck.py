"""The "How lucky was I?" strip under the bankroll chart: a button, the sentence, the replays' spread.

Thin on purpose: ``viewmodels.luck.LuckModel`` runs the replay off the GUI thread and says what to
show, and ``job_panel.JobPanel`` shows where it stands; this lays it out, fits it to the pane and
draws ``analytics.figures.luck.luck_figure`` in a small canvas.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from ...analytics.dataset import Dataset
from ...analytics.figures.look import DPI, FELT
from ...analytics.figures.luck import luck_figure
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...viewmodels.luck import LuckModel
from .job_panel import JobPanel, unbroken

__all__ = ["LuckPanel"]

HISTOGRAM_SIZE = (260, 86)  # pixels: a glance at the spread, the bankroll chart keeps the room
BUTTON_TEXT = QT_TRANSLATE_NOOP("Luck", "How lucky was I?")  # shown through _t("Luck", ...)
WORDS_WIDTH = 340  # pixels the sentence keeps beside the histogram, or the histogram goes
MOST_HEIGHT = 100  # pixels of words at most: the bankroll chart above needs the room more


class LuckPanel(JobPanel[LuckModel]):
    """Asks for the replay, shows the answer; ``dataset`` gives the pane's current hands."""

    def __init__(
        self, path: str | Path, dataset: Callable[[], Dataset], parent: QWidget | None = None
    ) -> None:
        super().__init__(LuckModel(path), dataset, parent)
        self.setObjectName("LuckPanel")
        self.run_button.setText(_t("Luck", BUTTON_TEXT))
        self.run_button.setToolTip(
            _t(
                "Luck",
                "Deal your own bets again, hand by hand, on thousands of fresh shoes (in the background),\n"
                "and see how your real result compares. Gold dashes: what the rules expect.",
            )
        )
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.canvas = FigureCanvasQTAgg(
            Figure(figsize=(HISTOGRAM_SIZE[0] / DPI, HISTOGRAM_SIZE[1] / DPI), dpi=DPI)
        )
        self.canvas.figure.set_facecolor(FELT)
        self.canvas.setFixedSize(*HISTOGRAM_SIZE)
        self.canvas.setVisible(False)

        words = QVBoxLayout()
        words.setContentsMargins(0, 0, 0, 0)
        words.setSpacing(2)
        words.addWidget(self.headline)
        words.addWidget(self.details)
        words.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 4, 8, 0)
        row.setSpacing(12)
        row.addWidget(self.run_button, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        self._words = words
        self._answered = False
        row.addWidget(self.canvas, 0, Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        self.model.finished.connect(self._draw)
        self._ready(self.run_button)

    # -- showing ----------------------------------------------------------------------------------
    def _shown(self, answered: bool) -> None:
        details = unbroken(self.model.details)  # '+$423.75' never breaks after its '+' or '-'
        self.details.setText(details)
        self.headline.setToolTip(details)  # the details, also when there is no room for them
        self._answered = answered
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Fit the strip to the pane's width, never taller than ``MOST_HEIGHT`` so the chart above
        keeps its room: the histogram only where the words keep ``WORDS_WIDTH`` beside it, the
        details only while they fit (they are the sentence's tooltip anyway), and exactly as tall as
        the words need (a wrapped label is otherwise squeezed to a line)."""
        layout = self.layout()
        assert layout is not None  # __init__ gave the strip its layout
        margins = layout.contentsMargins()
        spacing = layout.spacing()
        width = self.width() - margins.left() - margins.right()
        if not self.run_button.isHidden():
            width -= self.run_button.sizeHint().width() + spacing
        histogram = self._answered and width - HISTOGRAM_SIZE[0] - spacing >= WORDS_WIDTH
        self.canvas.setVisible(histogram)
        if histogram:
            width -= HISTOGRAM_SIZE[0] + spacing
        width = max(width, 120)
        words = self.headline.heightForWidth(width)
        extra = self.details.heightForWidth(width) + self._words.spacing()
        details = bool(self.details.text()) and words + extra <= MOST_HEIGHT
        self.details.setVisible(details)
        words += extra if details else 0
        floor = HISTOGRAM_SIZE[1] if histogram else 3 * self.fontMetrics().lineSpacing()
        height = min(max(words, floor), MOST_HEIGHT) + margins.top() + margins.bottom()
        if height != self.minimumHeight() or height != self.maximumHeight():
            self.setFixedHeight(height)

    @Slot(object)
    def _draw(self, report: object) -> None:
        luck_figure(report, self.canvas.figure)  # type: ignore[arg-type]
        self.canvas.draw_idle()
