"""What wraps in the Statistics pane: a note that takes the lines its words need, widgets that flow
into rows as the width runs out, and a column title broken onto two lines for a narrow column.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QWidget

from ...analytics.figures.prose import unorphaned
from ...analytics.figures.text import two_lines

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


class FlowLayout(QLayout):
    """Widgets left to right, wrapping to a new row when the width runs out (Qt's flow layout)."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _place(self, rect: QRect, *, move: bool) -> int:
        x, y, row_height = rect.x(), rect.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > rect.right() + 1 and row_height > 0:
                x, y = rect.x(), y + row_height + self._spacing
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y()


def two_line_title(header: str) -> str:
    """A column title on two lines (narrow columns): broken at the space nearest its middle, or, a
    Chinese title (no spaces), once it is eight characters or more."""
    return two_lines(header, shortest=0 if " " in header else 16)
