"""A chart's numbers as a table beside it: the figures a chart is drawn from, for a reader who wants
them and for a screen reader, which cannot read a picture.

Apart from the pane because it is a widget with its own sizing rule (its size is its columns' and
rows', so the chart beside it keeps the rest) and its own way of measuring itself cheaply; the pane
decides when each table is shown and measured.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableView

from ...analytics.analysis import Chart
from ...engine.i18n import _t
from ...viewmodels.chart_numbers import ChartNumbersModel

__all__ = ["NumbersTable", "numbers_table"]


class NumbersTable(QTableView):
    """A chart's numbers: its size is its columns' and rows' (beside a chart it takes no more room)."""

    def sizeHint(self) -> QSize:
        frame = 2 * self.frameWidth() + 2
        header, rows = self.horizontalHeader(), self.verticalHeader()
        width = header.length() + self.verticalScrollBar().sizeHint().width()
        height = header.sizeHint().height() + rows.length() + self.horizontalScrollBar().sizeHint().height()
        return QSize(width + frame, height + frame)

    def fit(self) -> None:
        """As wide as its columns and as tall as its rows (a long table scrolls in the chart's height).

        Measuring costs a pass over up to a thousand rows (Qt's precision) for the columns, so the pane
        asks it of the table on screen only. The rows are one line each, all as tall as the first
        (measuring each of a million hands' 12,500 shoes took seconds)."""
        self.ensurePolished()  # the style sheet's padding sets the rows' height
        self.resizeColumnsToContents()
        if self.model().rowCount():
            self.verticalHeader().setDefaultSectionSize(self.sizeHintForRow(0))
        self.setMaximumWidth(self.sizeHint().width())
        self.updateGeometry()


def numbers_table(chart: Chart, model: ChartNumbersModel) -> NumbersTable:
    """A chart's numbers as a read-only table named for the chart (hidden until asked for): the arrow
    keys move from cell to cell, Tab leaves it."""
    table = NumbersTable()
    table.setModel(model)
    table.setAccessibleName(_t("Statistics", "{chart}: the numbers").format(chart=chart.title))
    table.setAccessibleDescription(
        _t("Statistics", "The figures the {chart} chart is drawn from").format(chart=chart.title)
    )
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # one line per row
    table.horizontalHeader().setStretchLastSection(False)
    table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
    table.setVisible(False)
    return table
