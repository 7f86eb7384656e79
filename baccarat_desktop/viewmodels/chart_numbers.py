"""A chart's numbers as a Qt table model: what the Statistics pane's "Show the numbers" table reads.

A real item model under a real item view is what makes the numbers a table to a screen reader (Qt
gives the view AT-SPI's Table and TableCell interfaces, headers and arrow-key navigation); the words
come from ``analytics.figures.numbers``, from the same statistics the chart is drawn from.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ..analytics.analysis import Analysis, Chart
from ..analytics.figures.numbers import ChartNumbers, chart_numbers

__all__ = ["ChartNumbersModel"]

Index = QModelIndex | QPersistentModelIndex


class ChartNumbersModel(QAbstractTableModel):
    """One chart's table, read only; ``update(analysis)`` takes the figures of new hands or a new filter."""

    def __init__(self, chart: Chart, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        self._numbers = ChartNumbers((), ())
        self._source: tuple[Analysis, int] | None = None  # the analysis and data version shown

    @property
    def numbers(self) -> ChartNumbers:
        return self._numbers

    def update(self, analysis: Analysis) -> None:
        """The figures for ``analysis``: the table is reset only when they changed (a redraw at a new
        size keeps a reader's place). A table of shoes words its rows when the view reads them."""
        source = (analysis, analysis.data.version)
        if self._source is not None and self._source[0] is analysis and self._source[1] == source[1]:
            return
        self._source = source
        numbers = chart_numbers(self.chart, analysis)
        if numbers == self._numbers:
            return
        self.beginResetModel()
        self._numbers = numbers
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008  # Qt's signature
        return 0 if parent.isValid() else len(self._numbers.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008  # Qt's signature
        return 0 if parent.isValid() else len(self._numbers.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._numbers.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:  # figures line up on the right
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            headers = self._numbers.headers
            return headers[section] if 0 <= section < len(headers) else None
        rows = self._numbers.rows
        return rows[section][0] if 0 <= section < len(rows) else None  # a row is named by its first cell
