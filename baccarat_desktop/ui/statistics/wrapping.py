"""What wraps in the Statistics pane: a note that takes the lines its words need, widgets that flow
into rows as the width runs out (``FlowLayout``, kept in ``flow.py`` with no Matplotlib so the
accessibility factory can import the page switcher at start), and a column title broken onto two
lines for a narrow column.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from ...analytics.figures.prose import unorphaned
from ...analytics.figures.text import two_lines
from .flow import FlowLayout

__all__ = ["FlowLayout", "Note", "Prose", "two_line_title"]


class Prose(QLabel):
    """A word-wrapped label of explanation whose paragraphs never end on a lone word: the last two
    words are glued (``unorphaned``), so where the last line would hold one word the word before
    it comes down too."""

    def __init__(self, text: str = "") -> None:
        super().__init__(unorphaned(text))
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(unorphaned(text))


class Note(Prose):
    """A word-wrapped label that always gets the height its text needs at its width (a wrapped
    label under a stretching canvas is otherwise squeezed to a line or two). Two lines are kept
    from the start, what most notes need at the pane's usual widths; a longer one takes its lines
    as it is set (three lines would make the bankroll page, with its luck strip, taller than a
    1024x640 window leaves it)."""

    LINES = 2

    def __init__(self) -> None:
        super().__init__()
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        floor = self.fontMetrics().lineSpacing() * self.LINES + 8
        height = max(floor, self.heightForWidth(max(self.width(), 200)) if self.text() else 0)
        if height != self.minimumHeight():
            self.setMinimumHeight(height)


def two_line_title(header: str) -> str:
    """A column title on two lines (narrow columns): broken at the space nearest its middle, or, a
    Chinese title (no spaces), once it is eight characters or more."""
    return two_lines(header, shortest=0 if " " in header else 16)
