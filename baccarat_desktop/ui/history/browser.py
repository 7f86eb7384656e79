"""The hand-history browser: filters, a lazily loaded table of hands and the chosen hand in detail.

What it shows is its view model's (``viewmodels/history_browser.HistoryBrowserModel``: the
read-only connection, the filter, the rows, the chosen hand and its texts, the status); the widget
lays out and forwards intents; the chosen hand is drawn and worded by ``detail.HandPanel``. It
decides nothing: "Replay on the felt" and "Show this shoe's scoreboard" only emit intents that the
main window routes to the felt and the scoreboard.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...analytics.hands import HandDetail, HandFilter, Result
from ...engine.bets import BetSpot
from ...engine.i18n import _t
from ...viewmodels.history_browser import NO_HAND, Choice, HistoryBrowserModel
from ...viewmodels.history_model import BETS_COLUMN as BETS
from ...viewmodels.history_model import CARD_COLUMNS, COLUMNS, SORTABLE, HandHistoryModel, column_title
from ..look.card_text import CardsDelegate
from ..look.palette import pane_stylesheet, text_scale
from ..whose_box import WhoseBox
from .detail import CardRow, HandPanel

__all__ = ["HistoryBrowser"]


class HandsTable(QTableView):
    """The hands table, saying when the width its rows get (its viewport's) changes.

    The viewport's resizes reach the view's own ``resizeEvent`` (QAbstractScrollArea), so the
    browser never asks for the viewport Qt made: PySide wraps such a widget by trying its most
    derived class, and the first time that makes every QtWidgets class (10-30 ms of a first
    opening once the felt no longer does it before)."""

    rows_width_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows_width = 0  # the viewport's width at its last resize

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.rows_width = event.size().width()
        self.rows_width_changed.emit(self.rows_width)


class HistoryBrowser(QWidget):
    """Filters, hands table and detail panel on one history file.

    Signals:
        replay_requested(HandDetail): replay this hand on the felt (cards, bets, rules).
        shoe_scoreboard_requested(int): show the scoreboard of this shoe (its id).
    """

    replay_requested = Signal(object)
    shoe_scoreboard_requested = Signal(int)

    # What each column must show whole (besides its title), measured in the table's font: so the
    # widths follow the font size and the screen's density instead of fixed pixels.
    SAMPLES = (
        "100,000",
        "99",
        "99",
        "99",
        "2026-12-31 23:59",
        "10♠ 10♥ 10♦",
        "9",
        "10♠ 10♥ 10♦",
        "9",
        "Banker · PP",
        "",
        "-$1,000.00",
        "$10,000.00",
    )
    # Given up first when even the measured widths do not fit: the hand number, the session, the
    # time, then the hand and shoe numbers; the detail heading right under or beside the table shows
    # them all for the chosen hand. The hand itself (cards, totals, winner, bets, net, bankroll)
    # always shows.
    HIDE_FIRST = (0, 1, 4, 3, 2)
    MIN_BETS_WIDTH = 96
    DETAIL_WIDTH = 330  # the detail beside the table: two upright cards and a sideways one, whole

    def __init__(self, path: str | Path, parent: QWidget | None = None, *, page_size: int = 200) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryBrowser")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(pane_stylesheet("HistoryBrowser"))
        # Everything shown is the view model's: the connection, the filter, the rows, the chosen hand.
        # The newest hand's odds are worked out once the pane has painted (paintEvent): the first
        # pricing in a process would otherwise compete with the first page for the CPU.
        self.view_model = HistoryBrowserModel(path, self, page_size=page_size, hold_odds=True)
        self._odds_held = True
        self.model: HandHistoryModel | None = self.view_model.rows
        self.odds_model = self.view_model.odds_model
        self._build()
        vm = self.view_model
        vm.sessions_changed.connect(self._fill_sessions)
        vm.shoes_changed.connect(self._fill_shoes)
        vm.filter_changed.connect(self._show_filter)
        vm.hand_selected.connect(self._show_detail)
        vm.status_changed.connect(self.status.setText)
        vm.status_changed.connect(self._say_why_empty)  # the rows changed: no hand, or none chosen
        self.odds_model.changed.connect(self._show_odds)
        if self.model is not None:
            # After the table's own reset (it connected first): the view shows the chosen row.
            self.model.modelReset.connect(self._select_chosen_row)
        self._fill_sessions(vm.session_choices)
        self._fill_shoes(vm.shoe_choices)
        self.status.setText(vm.status)
        self._show_detail(vm.detail)
        self._show_odds()
        self._select_chosen_row()

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        self.session_box = QComboBox()
        self.shoe_box = QComboBox()
        self.winner_box = QComboBox()
        self.spot_box = QComboBox()
        self.result_box = QComboBox()
        for label, value in (
            (_t("History", "Any winner"), None),
            (_t("History", "Banker"), "banker"),
            (_t("History", "Player"), "player"),
            (_t("History", "Tie"), "tie"),
        ):
            self.winner_box.addItem(label, value)
        self.spot_box.addItem(_t("History", "Any bet"), None)
        for spot in BetSpot:
            self.spot_box.addItem(_t("History", "Bet on {bet}").format(bet=spot.label), spot)
        self.result_box.addItem(_t("History", "Any result"), None)
        for result in Result:
            self.result_box.addItem(result.label, result)
        # Whose hands: the player's own unless asked for the floor's (tables dealing without him,
        # docs/lobby.md) or the shoes tracked at a real table (docs/tracked.md).
        self.source_box = WhoseBox(
            _t(
                "History",
                "Whose hands to list: yours, those the lobby's tables dealt while you were not sitting "
                "at them, or the shoes you tracked at a real table",
            )
        )
        self.clear_button = QPushButton(_t("History", "Clear filters"))
        self.status = QLabel()
        self.status.setProperty("role", "dim")

        # The filters share the width: each box shrinks (eliding its text) rather than push the
        # last ones off-screen, and none gets wider than its longest entry.
        filters = QHBoxLayout()
        filters.setSpacing(8)
        self.filter_widgets: tuple[QWidget, ...] = (
            self.session_box,
            self.shoe_box,
            self.winner_box,
            self.spot_box,
            self.result_box,
            self.source_box,
            self.clear_button,
        )
        for box in (self.session_box, self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(6)
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for widget in self.filter_widgets:
            if widget is not self.source_box:
                filters.addWidget(widget, 0 if widget is self.clear_button else 1)
        filters.addStretch(1)

        self.table = HandsTable()
        self.table.setAccessibleName(_t("History", "Hands"))
        self.table.setAccessibleDescription(
            _t("History", "The stored hands the filter lets through, newest first")
        )
        if self.model is not None:
            self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cards_delegate = CardsDelegate(self.table)
        for column in CARD_COLUMNS:
            self.table.setItemDelegateForColumn(column, self.cards_delegate)
        header = self.table.horizontalHeader()
        header.setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.setStretchLastSection(False)
        self.widths = self._measured_widths()
        for column, width in enumerate(self.widths):
            header.resizeSection(column, width)
        header.setSectionResizeMode(BETS, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._sort_indicator_changed)

        self.detail_panel = HandPanel()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail_panel)
        scroll.setAccessibleName(_t("History", "Hand detail"))  # a Tab stop: its arrows scroll the cards
        self.detail_scroll = scroll
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        # Side by side when the table can show every column beside the detail; else the detail
        # goes under the table (the Player and Banker cards side by side) and the table keeps the
        # whole width.
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.table)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        self._stacked: bool | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)
        # The choice of whose hands sits on the status line, not in the filter row: in that row its
        # unshrinkable words raised the page's least width, and the window's tabs take the widest
        # page's least width, so at 1024 px the table's scoreboard was squeezed to 5 px cells.
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.source_box)
        layout.addLayout(bottom)
        self.table.rows_width_changed.connect(self._fit_columns)

        for box in (self.session_box, self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            box.currentIndexChanged.connect(self._apply_filter)
        self.source_box.currentIndexChanged.connect(self._apply_filter)
        self.clear_button.clicked.connect(self.clear_filters)
        if self.model is not None:
            self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.detail_panel.replay_button.clicked.connect(self._replay)
        self.detail_panel.scoreboard_button.clicked.connect(self._scoreboard)

    # -- sizes ---------------------------------------------------------------------------------
    def _measured_widths(self) -> list[int]:
        """Each column as wide as its title (with the sort arrow) or its widest sample, whichever
        is wider, in the fonts in use."""
        header = self.table.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)
        title_metrics, cell_metrics = QFontMetrics(bold), QFontMetrics(self.table.font())
        widths = []
        for column, sample in zip(range(len(COLUMNS)), self.SAMPLES, strict=True):
            title_width = (
                title_metrics.horizontalAdvance(column_title(column)) + 12 + 18
            )  # padding and sort arrow
            widths.append(max(title_width, cell_metrics.horizontalAdvance(sample) + 14))
        widths[BETS] = round(self.MIN_BETS_WIDTH * text_scale())
        return widths

    @property
    def stacked(self) -> bool:
        """Whether the detail sits under the table (a narrow pane) rather than beside it."""
        return bool(self._stacked)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and hasattr(self, "widths"):
            QTimer.singleShot(0, self, self.refit)  # once the children have their new fonts too

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self.refit)  # the children are polished (styled) as they show

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._odds_held:  # the first page is being painted: the odds start right after it
            self._odds_held = False
            QTimer.singleShot(0, self, self.odds_model.release)

    def refit(self) -> None:
        """Columns, rows and filter boxes measured again in the fonts now in use: the style sheet's
        text size reaches the widgets after they are built, and Settings > Text size applies at once."""
        self.widths = self._measured_widths()
        header = self.table.horizontalHeader()
        for column, width in enumerate(self.widths):
            if column != BETS:
                header.resizeSection(column, width)
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(self.table.font()).height() + 8)
        self._cap_filter_widths()
        layout = self.layout()
        if layout is not None:
            layout.activate()  # now, not at the next turn of the event loop
        self._stacked = None  # measured anew: beside or under, and which columns fold
        self._arrange(self.width())
        self._fit_columns(self.table.rows_width)

    def _arrange(self, width: int) -> None:
        """Put the detail beside the table when every column fits there, else under it."""
        detail = max(self.DETAIL_WIDTH, self.detail_panel.minimumSizeHint().width() + 24)
        needed = sum(self.widths) + detail + 40
        stacked = width < needed
        if stacked == self._stacked:
            return
        self._stacked = stacked
        self.splitter.setOrientation(Qt.Orientation.Vertical if stacked else Qt.Orientation.Horizontal)
        self.detail_panel.place_hands(stacked=stacked)
        if stacked:
            self.detail_scroll.setMinimumWidth(0)
            self.detail_scroll.setMinimumHeight(round(CardRow.MIN_HEIGHT + 150))
            table_height = max(self.height() * 2 // 5, 5 * self.table.verticalHeader().defaultSectionSize())
            self.splitter.setSizes([table_height, max(self.height() - table_height, 1)])
        else:
            self.detail_scroll.setMinimumHeight(0)
            self.detail_scroll.setMinimumWidth(detail)
            self.splitter.setSizes([max(width - detail, 1), detail])

    # -- filters ------------------------------------------------------------------------------
    @staticmethod
    def _fill(box: QComboBox, choices: tuple[Choice, ...], current: int | None) -> None:
        """Put ``choices`` in ``box`` (each with its tooltip), showing ``current``, without a signal."""
        box.blockSignals(True)
        box.clear()
        for i, choice in enumerate(choices):
            box.addItem(choice.label, choice.id)
            box.setItemData(i, choice.tooltip, Qt.ItemDataRole.ToolTipRole)
        box.setCurrentIndex(max(box.findData(current), 0))
        box.blockSignals(False)

    @Slot(tuple)
    def _fill_sessions(self, choices: tuple[Choice, ...]) -> None:
        self._fill(self.session_box, choices, self.view_model.hand_filter.session_id)
        self._cap_filter_widths()

    @Slot(tuple)
    def _fill_shoes(self, choices: tuple[Choice, ...]) -> None:
        self._fill(self.shoe_box, choices, self.view_model.hand_filter.shoe_id)
        self.shoe_box.setEnabled(self.view_model.shoes_enabled)
        self._cap_filter_widths()

    def _cap_filter_widths(self) -> None:
        """Each box grows to its longest entry when there is room and no further (its frame and
        arrow measured by the style, so a larger text size keeps the entry whole)."""
        for box in (self.session_box, self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            metrics = QFontMetrics(box.font())
            longest = max((metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count())), default=0)
            option = QStyleOptionComboBox()
            box.initStyleOption(option)
            option.rect = QRect(0, 0, 1000, box.sizeHint().height())
            field = box.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
            )
            chrome = 1000 - field.width()
            box.setMaximumWidth(max(longest + chrome + 4, box.minimumSizeHint().width()))

    def current_filter(self) -> HandFilter:
        """The filter the controls describe."""
        return HandFilter(
            session_id=self.session_box.currentData(),
            shoe_id=self.shoe_box.currentData(),
            winner=self.winner_box.currentData(),
            spot=self.spot_box.currentData(),
            result=self.result_box.currentData(),
            source=self.source_box.source,
        )

    @Slot()
    def _apply_filter(self) -> None:
        """A box changed: ask the view model for the filter the boxes now describe."""
        self.view_model.set_filter(self.current_filter())

    @Slot()
    def clear_filters(self) -> None:
        self.view_model.clear_filter()

    def set_filter(self, flt: HandFilter) -> None:
        """Set the table (and so the controls) to ``flt``."""
        self.view_model.set_filter(flt)

    @Slot(object)
    def _show_filter(self, flt: HandFilter) -> None:
        """The boxes show the filter the view model applied (its shoe list may have changed first)."""
        for box, value in (
            (self.session_box, flt.session_id),
            (self.shoe_box, flt.shoe_id),
            (self.winner_box, flt.winner),
            (self.spot_box, flt.spot),
            (self.result_box, flt.result),
        ):
            box.blockSignals(True)
            box.setCurrentIndex(max(box.findData(value), 0))
            box.blockSignals(False)
        self.source_box.set_source(flt.source)
        self.shoe_box.setEnabled(self.view_model.shoes_enabled)

    @Slot(int, Qt.SortOrder)
    def _sort_indicator_changed(self, column: int, order: Qt.SortOrder) -> None:
        """The Bets column cannot be sorted: put the indicator back where the rows really are."""
        if column not in SORTABLE and self.model is not None:
            header = self.table.horizontalHeader()
            header.blockSignals(True)
            current = Qt.SortOrder.DescendingOrder if self.model.descending else Qt.SortOrder.AscendingOrder
            header.setSortIndicator(self.model.sort_column, current)
            header.blockSignals(False)

    # -- rows and detail -----------------------------------------------------------------------
    @Slot()
    def _select_chosen_row(self) -> None:
        """Show the view model's chosen row (the newest hand after a reset) as the current row."""
        row = self.view_model.selected_row
        if row >= 0:
            self.table.selectRow(row)

    @Slot(QModelIndex, QModelIndex)
    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.view_model.select_row(current.row() if current.isValid() else -1)

    @property
    def current_detail(self) -> HandDetail | None:
        return self.view_model.detail

    @Slot(object)
    def _show_detail(self, detail: HandDetail | None) -> None:
        self.detail_panel.show_hand(detail, self.view_model.texts)
        self._say_why_empty()

    @Slot()
    def _say_why_empty(self) -> None:
        """With no hand chosen, the detail says why and what to do: play a hand (an empty history),
        loosen the filters (none match) or click a row."""
        if self.view_model.detail is not None:
            return
        rows = self.model.rowCount() if self.model is not None else 0
        if self.model is None:  # no history to read: the status line says why
            title, hint = _t("History", "No hands to show"), ""
        elif rows == 0 and self.view_model.hand_filter == HandFilter():
            title = _t("History", "No hands yet")
            hint = _t(
                "History",
                "Every hand you play is kept here. Go to the Table (Ctrl+1), put a chip on Player, "
                "Banker or Tie and press Deal: the hand appears in this list, where you can see how "
                "it was dealt and replay it on the felt.",
            )
        elif rows == 0:
            title = _t("History", "No hands match these filters")
            hint = _t("History", "Choose other filters above, or press Clear filters to see every hand.")
        else:
            title = _t("History", NO_HAND)
            hint = _t("History", "Click a hand in the list to see its cards, how it was dealt and your bets.")
        self.detail_panel.show_empty(title, hint)

    @Slot()
    def _show_odds(self) -> None:
        """The chosen hand's odds before it was dealt, worked out from its stored shoe."""
        self.detail_panel.show_odds(self.odds_model.odds, self.view_model.odds_intro())

    # -- intents --------------------------------------------------------------------------------
    @Slot()
    def _replay(self) -> None:
        detail = self.view_model.replayable()  # None for a hand no table could deal: the status says why
        if detail is not None:
            self.replay_requested.emit(detail)

    @Slot()
    def _scoreboard(self) -> None:
        detail = self.view_model.detail
        if detail is not None:
            self.shoe_scoreboard_requested.emit(detail.shoe_id)

    # -- following the game ------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Show hands stored since the last call (the main window calls this after each hand)."""
        self.view_model.refresh()

    def close_history(self) -> None:
        """Release the read-only connection (also done when the widget closes)."""
        self.view_model.close()

    @Slot(int)
    def _fit_columns(self, available: int) -> None:
        """Hide the least needed columns until the rest fit without scrolling sideways; what is
        left over widens the Bets column."""
        hidden: set[int] = set()
        needed = sum(self.widths)
        for column in self.HIDE_FIRST:
            if needed <= available:
                break
            hidden.add(column)
            needed -= self.widths[column]
        for column in range(len(self.widths)):
            self.table.setColumnHidden(column, column in hidden)

    def closeEvent(self, event: Any) -> None:
        self.close_history()
        super().closeEvent(event)
