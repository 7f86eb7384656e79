"""The pieces the reading dialogs share (Rules and payouts, its multiplier and Peek sections): a
table sized to its rows, a table to read only, a section heading."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableWidget

__all__ = ["FittedTable", "read_only", "section_heading"]


class FittedTable(QTableWidget):
    """A table as tall as its rows at its current width: wrapped rows grow when it narrows, so it
    never shows a scroll bar of its own."""

    def fit_height(self) -> None:
        if self.wordWrap():
            minimum = self.verticalHeader().minimumSectionSize()
            for row in range(self.rowCount()):
                self.setRowHeight(row, max(minimum, self.sizeHintForRow(row)))
        self.setFixedHeight(
            self.horizontalHeader().sizeHint().height()
            + self.verticalHeader().length()
            + 2 * self.frameWidth()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_height()


def section_heading(text: str) -> QLabel:
    """A gold section heading (the style sheet's role), so a long dialog reads in parts."""
    label = QLabel(text)
    label.setProperty("role", "heading")
    return label


def read_only(table: QTableWidget) -> None:
    """A table to read, not to work in: no editing, no selection, no current cell, no focus ring,
    and no scroll bars of its own (the dialog sizes it to its content)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.clearSelection()
    table.setCurrentCell(-1, -1)
