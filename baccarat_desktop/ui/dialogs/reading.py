"""The pieces the reading dialogs share (Rules and payouts, its multiplier and Peek sections): a
table sized to its rows, a table to read only, a section heading, a figure cell, and the priced
section whose exact figures come from a thread of their own."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...analytics.figures.prose import unorphaned
from ...engine.catalogue import BetSpot
from ...engine.rules import TableRules
from ...viewmodels.worker import Worker

__all__ = [
    "FittedTable",
    "PricedSection",
    "bold",
    "figure_cell",
    "fit_rows",
    "paragraph",
    "read_only",
    "section_heading",
]


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


def paragraph(text: str) -> QLabel:
    """Words that wrap to the dialog's width with no lone word on their last line; rich text as
    given (``<b>``, ``<i>``)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setText(unorphaned(label.text()))
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


def fit_rows(table: FittedTable, row: int) -> None:
    """Every row of ``table`` at least ``row`` pixels tall (the dialog measures one for all)."""
    rows = table.verticalHeader()
    rows.setMinimumSectionSize(row)
    rows.setDefaultSectionSize(row)


def bold(item: QTableWidgetItem) -> QTableWidgetItem:
    """``item`` in bold (a bet's name, this table's row), handed back to chain."""
    font = item.font()
    font.setBold(True)
    item.setFont(font)
    return item


def figure_cell(text: str) -> QTableWidgetItem:
    """A cell that holds a figure: right-aligned, so the digits line up down a column."""
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class PricedSection(QWidget):
    """A section of the Rules dialog for a table whose bets are priced exactly from a full shoe (the
    multiplier table, the Peek table): a heading, words, tables, and figures that take a second or so
    to work out, so they come from a thread of their own (``viewmodels.worker.Worker``) and fill in
    when they come. ``edges``: the dialog's House edge cells of these bets, filled too.

    A section adds its words and tables to ``body``, then calls ``price``; it says which cells
    wait (``waiting``) and shows the answer (``show``)."""

    def __init__(
        self,
        rules: TableRules,
        heading: str,
        parent: QWidget | None = None,
        edges: dict[BetSpot, QTableWidgetItem] | None = None,
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self._edges = edges or {}
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(10)
        self.body.addWidget(section_heading(heading))
        self._unpriced = ""
        self.worker: Worker | None = None

    def add_words(self, text: str) -> QLabel:
        """A paragraph of the section (``paragraph``)."""
        label = paragraph(text)
        self.body.addWidget(label)
        return label

    def price(self, name: str, failure: str, unpriced: str, work: Callable[[int], Any]) -> None:
        """Work out ``work(decks)`` on a thread named ``name``; on failure every waiting cell says
        ``unpriced`` and shows the error in its tip (``failure`` starts a bug's message)."""
        self._unpriced = unpriced
        self.worker = Worker(name, failure, self)
        decks = self.rules.decks
        self.worker.run(lambda _progress, _cancel: work(decks), self._priced)

    def _priced(self, answer: Any) -> None:
        if isinstance(answer, Exception):
            for item in self.waiting():
                item.setText(self._unpriced)
                item.setToolTip(str(answer))
            return
        self.show_prices(answer)

    def fill_edge(self, spot: BetSpot, edge: str) -> None:
        """The dialog's House edge cell of ``spot`` (if it shows one) says ``edge``."""
        cell = self._edges.get(spot)
        if cell is not None:
            cell.setText(edge)

    def waiting(self) -> Iterable[QTableWidgetItem]:
        """The cells that wait for the figures (they say so if the figures never come)."""
        raise NotImplementedError

    def show_prices(self, answer: Any) -> None:
        """The figures are in: show them."""
        raise NotImplementedError
