"""The "Shoe odds" tab of the Statistics pane: was any bet ever worth making, and what if only then?

Thin on purpose: ``viewmodels.shoe_odds.ShoeOddsModel`` prices the pane's hands off the GUI thread
and says what to show; this lays out the explanation, the button, Cancel and the progress bar, and
a table with a row per bet (the bets that were ever positive in gold). The table appears only with
a whole answer: a cancelled or failed run leaves the words saying so, and nothing half-drawn. The
table is as tall as its rows and the tab scrolls as a whole, so a small window clips no row.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Slot
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...analytics.dataset import Dataset
from ...analytics.shoe_odds import EXPLANATION
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...viewmodels.shoe_odds import ShoeOddsModel, column_tips, column_titles
from ..look.palette import GOLD, IVORY, ODDS_PLAIN_INK, blend
from .job_panel import JOINER, JobPanel, unbroken
from .wrapping import Prose, two_line_title

__all__ = ["ShoeOddsPanel"]

_FAVOURABLE = blend(IVORY, GOLD, 0.45)  # a row whose bet was worth making at least once
# The panel sits in the Statistics pane and wears its style sheet (palette.pane_stylesheet, which
# sizes the intro, the answer and the compact table at the player's text size); these are its own.
_STYLE = """
QTableWidget::item { padding: 3px 6px; }
QHeaderView::section { padding: 3px 6px; }
"""
CELL_PADDING = 22  # pixels beside a cell's words: the style sheet's item padding and the item's margins
ROW_PADDING = 10  # pixels above and below a row's words
RUN_TEXT = QT_TRANSLATE_NOOP("ShoeOdds", "Work out the odds")  # both shown through _t("ShoeOdds", ...)
AGAIN_TEXT = QT_TRANSLATE_NOOP("ShoeOdds", "Work out again")


class ShoeOddsPanel(JobPanel[ShoeOddsModel]):
    """Asks for the shoe odds of the pane's hands and shows them; ``dataset`` gives those hands."""

    def __init__(
        self, path: str | Path, dataset: Callable[[], Dataset], parent: QWidget | None = None
    ) -> None:
        super().__init__(ShoeOddsModel(path), dataset, parent)
        self.setObjectName("ShoeOddsPanel")
        self.setStyleSheet(_STYLE)

        self.intro = Prose(_t("ShoeOdds", EXPLANATION))
        self.intro.setProperty("role", "intro")
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.run_button.setText(_t("ShoeOdds", RUN_TEXT))
        self.run_button.setToolTip(
            _t(
                "ShoeOdds",
                "Price every bet before each chosen hand from the cards then left in its shoe "
                "(in the background)",
            )
        )
        self.cancel_button = QPushButton(_t("ShoeOdds", "Cancel"))
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.setFormat("")
        self.progress.hide()  # only while a run is under way
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        titles = column_titles()
        self.table = QTableWidget(0, len(titles))
        self.table.setAccessibleName(_t("ShoeOdds", "Shoe odds, bet by bet"))  # what a screen reader calls it
        self.table.setHorizontalHeaderLabels([two_line_title(t) if len(t) > 12 else t for t in titles])
        for column, tip in enumerate(column_tips()):
            title = self.table.horizontalHeaderItem(column)
            assert title is not None  # setHorizontalHeaderLabels made one per column
            title.setToolTip(tip)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # The keyboard and a screen reader read it cell by cell: the current cell is the selected one,
        # which is what Orca reads as the arrows move (as the roads' tables do).
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # _fit_table shares the width out
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.table.hide()  # until a whole answer
        self._fit_timer = QTimer(self)  # rows as tall as their wrapped words, once widths settle
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_table)
        self._fitted_width = 0
        self.table.installEventFilter(self)

        content = QWidget()
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        for button in (self.run_button, self.cancel_button):
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        buttons.addWidget(self.progress, 3)
        buttons.addStretch(1)
        page = QVBoxLayout(content)
        page.setContentsMargins(14, 10, 14, 8)
        page.setSpacing(8)
        # The answer first, the explanation after it: before an answer it sits under the button.
        page.addLayout(buttons)
        page.addWidget(self.headline)
        page.addWidget(self.details)
        page.addWidget(self.table)
        page.addWidget(self.intro)
        page.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("ShoeOddsScroll")
        self.scroll_area.setWidget(content)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its buttons and table
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)

        self.cancel_button.clicked.connect(self.model.cancel)
        self._ready(self.run_button, self.cancel_button)

    # -- showing ----------------------------------------------------------------------------------
    def _shown(self, answered: bool) -> None:
        model = self.model
        self.details.setText(model.details)
        self.details.setVisible(bool(model.details))
        self.run_button.setText(_t("ShoeOdds", AGAIN_TEXT if model.stale else RUN_TEXT))
        self.cancel_button.setEnabled(model.can_cancel())
        done, total = model.progress
        self.progress.setVisible(model.running)
        if model.running:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)
            self.progress.setFormat(model.progress_text)
        self._fill()

    def _fill(self) -> None:
        """The table, whole or not at all (a new answer is drawn once, when it arrives)."""
        rows = self.model.rows
        if [tuple(cells) for cells in self.table_text()] != [row.cells for row in rows]:
            self.table.setRowCount(len(rows))
            bold = QFont(self.table.font())
            bold.setBold(True)
            for r, row in enumerate(rows):
                for c, text in enumerate(row.cells):
                    item = QTableWidgetItem(unbroken(text))
                    item.setToolTip(row.tip)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                    if row.favourable:
                        item.setBackground(QBrush(_FAVOURABLE))
                        if c == 0:
                            item.setFont(bold)
                    else:
                        item.setForeground(QBrush(ODDS_PLAIN_INK))
                    self.table.setItem(r, c, item)
        self.table.setVisible(bool(rows))
        self._fit_table()

    @Slot()
    def _fit_table(self) -> None:
        """Columns as wide as their words where the pane allows (the rest to the counts), narrower
        in proportion where it does not; rows as tall as their wrapped words; the table as tall as
        its rows: the tab scrolls, the table never does.

        Row heights are measured here rather than by ``resizeRowsToContents``: with the style
        sheet's item padding Qt sizes a row for less wrapping than it paints, and elides the rest."""
        table = self.table
        room = table.viewport().width()
        if not table.isVisible() or room <= 0:
            return
        self._fitted_width = room
        plain = QFontMetrics(table.font())
        bold = QFont(table.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)
        cells = self.table_text()
        least: list[int] = []  # a column's title must fit (it does not wrap); the names too
        most: list[int] = []  # every line of the column on one line
        for c in range(table.columnCount()):
            header_item = table.horizontalHeaderItem(c)
            assert header_item is not None  # setHorizontalHeaderLabels made one per column
            title = header_item.text()
            metrics = strong if c == 0 else plain
            words = [metrics.horizontalAdvance(line) for row in cells for line in row[c].split("\n")]
            heading = max(strong.horizontalAdvance(line) for line in title.split("\n")) + CELL_PADDING
            most.append(max([heading, *(w + CELL_PADDING for w in words)]))
            least.append(most[c] if c == 0 else heading)
        # Too narrow for every title: the last column (the averages, also in each row's tooltip) goes.
        narrow = sum(least) > room
        table.setColumnHidden(len(most) - 1, narrow)
        if narrow:
            least, most = least[:-1], most[:-1]
        widths = _share(room, least, most)
        for c, width in enumerate(widths):
            table.horizontalHeader().resizeSection(c, width)
        wrap = Qt.TextFlag.TextWordWrap
        for r, row in enumerate(cells):
            lines = max(
                (strong if c == 0 else plain)
                .boundingRect(QRect(0, 0, max(width - CELL_PADDING, 10), 100_000), wrap, row[c])
                .height()
                + _cjk_room(row[c], plain)
                for c, width in enumerate(widths)
            )
            table.setRowHeight(r, lines + ROW_PADDING)
        height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(cells)))
        table.setFixedHeight(height + 2 * table.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_timer.start()  # once the scroll area has laid out the table's new width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The table's own width changes too when the tab's scroll bar comes or goes.
        resized = watched is self.table and event.type() == QEvent.Type.Resize
        if resized and self.table.viewport().width() != self._fitted_width:
            self._fit_timer.start()
        return super().eventFilter(watched, event)

    def table_text(self) -> list[list[str]]:
        """The table's cells as shown (tests, scripts)."""
        return [
            [_cell_text(self.table, r, c).replace(JOINER, "") for c in range(self.table.columnCount())]
            for r in range(self.table.rowCount())
        ]


def _share(room: int, least: list[int], most: list[int]) -> list[int]:
    """Column widths filling ``room``: each column's widest line where all fit (the spare shared out
    evenly after the names), else every column between its ``least`` and its ``most`` by the same
    share of the difference (the words wrap), and never under ``least``.

    >>> _share(100, [10, 10], [30, 30])
    [30, 70]
    >>> _share(40, [10, 10], [30, 30])
    [20, 20]
    """
    spare = room - sum(most)
    if spare >= 0:
        others = len(most) - 1
        return [most[0]] + [w + spare // others + (i < spare % others) for i, w in enumerate(most[1:])]
    give = sum(high - low for low, high in zip(least, most, strict=True))
    share = max(0.0, (room - sum(least)) / give) if give else 0.0
    return [low + int((high - low) * share) for low, high in zip(least, most, strict=True)]


def _cjk_room(text: str, metrics: QFontMetrics) -> int:
    """Pixels a cell with Chinese words needs beyond their measured height: the Chinese font Qt falls
    back on paints its lines taller than the table's font measures them (none for other text)."""
    return metrics.lineSpacing() // 2 if any(ord(ch) >= 0x2E80 for ch in text) else 0


def _cell_text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None  # _fill sets every cell of every row
    return item.text()
