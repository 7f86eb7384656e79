"""Each road as a real table for screen readers and the keyboard, laid over the painted road.

The roads are painted in one widget (painting.py). A screen reader navigates a table by rows and
columns only through AT-SPI's Table interface, which PySide6 cannot hand out from Python: Qt gives
it to its item views. So each road gets a ``RoadTable``, a QTableView over a ``RoadModel`` (six rows,
a column per road column, each cell named as it is read: "Column 3, row 2: Banker, Banker pair"),
laid exactly over its road. It paints nothing but a focus mark on its current cell, is transparent
to the mouse, and takes the keyboard by Tab: the arrow keys move cell to cell. Its cells sit where
the road paints them (``visualRect``), also in a folded road's bands; a cell scrolled out of view has
no place on screen, but is still read.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    Qt,
)
from PySide6.QtGui import QFocusEvent, QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import QAbstractItemView, QFrame, QTableView, QWidget

from ...engine.i18n import _t
from ...engine.roads import ROWS, Roads
from ...viewmodels.road_words import road_cells_in_words, road_in_words
from ...viewmodels.scoreboard import RoadId, RoadWindow
from ..look.palette import BOARD_FRAME, BOARD_PAPER
from .plan import Region

__all__ = ["PaintedCell", "RoadModel", "RoadTable"]

_Index = QModelIndex | QPersistentModelIndex
ROLE = Qt.ItemDataRole


@dataclass(frozen=True, slots=True)
class RoadCell:
    """What one cell of a road says: its place and what is in it ("Column 3, row 2: Banker")."""

    name: str


@dataclass(frozen=True, slots=True)
class PaintedCell:
    """A marked cell as the board shows it: its name and where it is painted in the board (an empty
    rectangle when scrolled out of view)."""

    name: str
    rect: QRectF


def _place(column: int, row: int, what: str) -> str:
    return _t("Scoreboard", "Column {column}, row {row}: {what}").format(
        column=column + 1, row=row + 1, what=what
    )


class RoadModel(QAbstractTableModel):
    """One road as six rows and a column per road column; a cell's words are its accessible text
    (nothing is displayed: the scoreboard paints the road). Columns are added and removed as the road
    grows and a new shoe starts, so a reader's place in the table survives a new hand."""

    def __init__(self, road: RoadId, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.road = road
        self._columns = 1
        self._cells: dict[tuple[int, int], RoadCell] = {}

    def show_roads(self, roads: Roads) -> None:
        """Take the road's cells from ``roads``: the words of ``road_cells_in_words``."""
        cells: dict[tuple[int, int], RoadCell] = {}
        for column, row, words in road_cells_in_words(roads, self.road):
            cells[(row, column)] = RoadCell(words)
        columns = max([1, *(column + 1 for _row, column in cells)])
        if columns > self._columns:
            self.beginInsertColumns(QModelIndex(), self._columns, columns - 1)
            self._columns, self._cells = columns, cells
            self.endInsertColumns()
        elif columns < self._columns:
            self.beginRemoveColumns(QModelIndex(), columns, self._columns - 1)
            self._columns, self._cells = columns, cells
            self.endRemoveColumns()
        self._cells = cells
        self.dataChanged.emit(self.index(0, 0), self.index(ROWS - 1, self._columns - 1))

    def cell(self, row: int, column: int) -> RoadCell:
        """The cell's words; an empty cell says so ("Column 4, row 1: empty")."""
        found = self._cells.get((row, column))
        return found or RoadCell(_place(column, row, _t("Scoreboard", "empty")))

    def latest(self) -> tuple[int, int] | None:
        """The (row, column) of the cell dealt last (the road's words list cells in dealt order)."""
        return next(reversed(self._cells), None)

    def marked(self) -> list[tuple[int, int, RoadCell]]:
        """The cells with a mark, in the order dealt: (row, column, words)."""
        return [(row, column, cell) for (row, column), cell in self._cells.items()]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008  # Qt's signature
        return 0 if parent.isValid() else ROWS

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008  # Qt's signature
        return 0 if parent.isValid() else self._columns

    def data(self, index: _Index, role: int = ROLE.DisplayRole) -> str | None:
        if not index.isValid():
            return None
        if role == ROLE.AccessibleTextRole:  # no description: Orca would say what is in it twice
            return self.cell(index.row(), index.column()).name
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = ROLE.DisplayRole
    ) -> str | None:
        if role not in (ROLE.DisplayRole, ROLE.AccessibleTextRole):
            return None
        if orientation == Qt.Orientation.Horizontal:
            return _t("Scoreboard", "Column {column}").format(column=section + 1)
        return _t("Scoreboard", "Row {row}").format(row=section + 1)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Enabled and selectable: the current cell is the selected one, which is what readers read
        (a cell that cannot be selected is not focusable to AT-SPI either)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class RoadTable(QTableView):
    """A road's table, over the road the scoreboard paints: invisible but for a focus mark on the
    current cell while it has the keyboard. ``place`` puts it where the road is drawn."""

    def __init__(self, road: RoadId, parent: QWidget) -> None:
        super().__init__(parent)
        self.road = road
        self.road_model = RoadModel(road, self)
        self.setModel(self.road_model)
        self.setObjectName(f"RoadTable_{road.name}")
        self.setAccessibleName(road.label)
        self._region: Region | None = None
        self._window: RoadWindow | None = None
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks are the board's
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("RoadTable { background: transparent; border: none; }")
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.setShowGrid(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # The current cell is the selected one: a reader (Orca) reads a focused table's selected cell.
        # Nothing shows it but the focus mark (paintEvent).
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setTabKeyNavigation(False)  # Tab goes on to the next road; the arrows move in this one
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click must not take the table's keyboard focus

    def show_roads(self, roads: Roads) -> None:
        """The road's cells and its words (the table's description) from ``roads``."""
        self.road_model.show_roads(roads)
        self.setAccessibleDescription(road_in_words(roads, self.road))

    def place(self, region: Region | None, window: RoadWindow) -> None:
        """Lie over ``region`` (None: the road is not shown), whose on-screen columns show the road's
        columns from ``window.first_column``."""
        self._region, self._window = region, window
        if region is None or region.rect.isEmpty():
            self.hide()
            return
        self.setGeometry(region.rect.toAlignedRect())
        self.show()
        self.viewport().update()

    # -- where the cells are: where the road paints them ------------------------------------------
    def board_rect(self, row: int, column: int) -> QRectF:
        """Where the board paints the cell (empty: out of view, or the road is not shown)."""
        region, window = self._region, self._window
        if region is None or window is None or not 0 <= row < ROWS:
            return QRectF()
        on_screen = column - window.first_column
        if not 0 <= on_screen < window.columns:
            return QRectF()
        return region.cell_rect(on_screen, row)

    def _cell_rect(self, row: int, column: int) -> QRectF:
        """The cell in the table's own (viewport) coordinates."""
        rect = self.board_rect(row, column)
        return rect.translated(-QRectF(self.geometry()).topLeft()) if not rect.isEmpty() else rect

    def painted_cells(self) -> list[PaintedCell]:
        """The road's marked cells, in the order dealt, with where the board paints each."""
        return [
            PaintedCell(cell.name, self.board_rect(row, column))
            for row, column, cell in self.road_model.marked()
        ]

    def visualRect(self, index: _Index) -> QRect:
        if not index.isValid():
            return QRect()
        return self._cell_rect(index.row(), index.column()).toAlignedRect()

    def indexAt(self, point: QPoint) -> QModelIndex:
        for column in range(self.road_model.columnCount()):
            for row in range(ROWS):
                if self._cell_rect(row, column).contains(point.toPointF()):
                    return self.road_model.index(row, column)
        return QModelIndex()

    def scrollTo(
        self, index: _Index, hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible
    ) -> None:
        """Nothing scrolls: the board shows the road's latest columns."""

    def visualRegionForSelection(self, selection: object) -> QRegion:
        return QRegion()

    # -- the keyboard ------------------------------------------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        """Come in at the latest cell (the hand just dealt), or where the reader was."""
        if not self.currentIndex().isValid():
            latest = self.road_model.latest()
            row, column = latest if latest is not None else (0, 0)
            selection = self.selectionModel()
            flag = selection.SelectionFlag.ClearAndSelect
            selection.setCurrentIndex(self.road_model.index(row, column), flag)
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Only the focus mark: a dark ring round the current cell with a light one inside it, seen
        on the ivory board and on a mark's colour alike."""
        if not self.hasFocus():
            return
        rect = self._cell_rect(self.currentIndex().row(), self.currentIndex().column())
        if rect.isEmpty():
            return
        painter = QPainter(self.viewport())
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(BOARD_FRAME, 2))
            painter.drawRect(rect.adjusted(1, 1, -1, -1))
            painter.setPen(QPen(BOARD_PAPER, 1))
            painter.drawRect(rect.adjusted(2.5, 2.5, -2.5, -2.5))
        finally:
            painter.end()
