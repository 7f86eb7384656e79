"""The hand-history browser: filters, a lazily loaded table of hands and the chosen hand in detail.

What it shows is its view model's (``viewmodels/history_browser.HistoryBrowserModel``: the
read-only connection, the filter, the rows, the chosen hand and its texts, the status); the widget
lays out, draws the cards, colours the words and forwards intents. It decides nothing: "Replay on
the felt" and "Show this shoe's scoreboard" only emit intents that the main window routes to the
felt and the scoreboard.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QRect, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
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
from ...engine.cards import Card
from ...engine.i18n import _t
from ...viewmodels.history_browser import NO_BETS, NO_HAND, Choice, HistoryBrowserModel, StepText
from ...viewmodels.history_model import BETS_COLUMN as BETS
from ...viewmodels.history_model import CARD_COLUMNS, COLUMNS, SORTABLE, HandHistoryModel, column_title
from ..felt.odds_panel import FAVOURABLE_MARK, OddsTable
from ..look import sprites
from ..look.card_text import CardsDelegate, card_html
from ..look.palette import (
    GOLD,
    IVORY_DIM,
    LOSS_TEXT,
    OUTCOME_TEXT,
    WIN_TEXT,
    css,
    pane_stylesheet,
    text_scale,
)

__all__ = ["CardRow", "HistoryBrowser"]


class CardRow(QWidget):
    """One hand's cards, dealt left to right; a third card lies sideways, as at a real table.

    The cards shrink to the width they are given (down to ``MIN_HEIGHT``), so a narrow panel
    never cuts the sideways card off."""

    CARD_HEIGHT = 98
    MIN_HEIGHT = 56
    GAP = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self.setMinimumHeight(self.CARD_HEIGHT + 4)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @classmethod
    def width_for(cls, height: float, cards: int = 3) -> float:
        """Width of a row of ``cards`` cards ``height`` tall (the third lying sideways)."""
        w = height * 250 / 350
        return 2 * (w + cls.GAP) + (height if cards > 2 else 0)

    def card_height(self) -> float:
        """The tallest cards that fit the width (a two-card hand leaves room for a third)."""
        fit = (self.width() - 2 * self.GAP) / (2 * 250 / 350 + 1)
        return max(self.MIN_HEIGHT, min(self.CARD_HEIGHT, fit))

    def drawn_rects(self) -> list[QRectF]:
        """Where each card is drawn, in widget coordinates (a sideways card's turned box)."""
        h = self.card_height()
        w = h * 250 / 350
        rects, x = [], 0.0
        for i in range(len(self._cards)):
            if i < 2:
                rects.append(QRectF(x, 2, w, h))
                x += w + self.GAP
            else:
                rects.append(QRectF(x, 2 + (h - w) / 2, h, w))
        return rects

    def minimumSizeHint(self) -> QSize:
        return QSize(round(self.width_for(self.MIN_HEIGHT)), self.MIN_HEIGHT + 4)

    def set_cards(self, cards: list[Card]) -> None:
        self._cards = list(cards)
        self.updateGeometry()
        self.update()

    @property
    def cards(self) -> list[Card]:
        return list(self._cards)

    def sizeHint(self) -> QSize:
        return QSize(round(self.width_for(self.CARD_HEIGHT)), self.CARD_HEIGHT + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = round(self.card_height()) + 4
        if self.minimumHeight() != height:
            self.setFixedHeight(height)

    def paintEvent(self, event: QPaintEvent) -> None:
        # The felt's sprite sheet draws the faces: one bounded cache of rendered cards for the game.
        painter = QPainter(self)
        sheet = sprites.cards()
        for card, rect in zip(self._cards, self.drawn_rects(), strict=True):
            if rect.height() > rect.width():
                sheet.draw(painter, card.code, rect)
            else:
                painter.save()
                painter.translate(rect.center())
                painter.rotate(90)
                sheet.draw(
                    painter,
                    card.code,
                    QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()),
                )
                painter.restore()
        painter.end()


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
        self.view_model = HistoryBrowserModel(path, self, page_size=page_size)
        self.model: HandHistoryModel | None = self.view_model.rows
        self.odds_model = self.view_model.odds_model
        self._build()
        vm = self.view_model
        vm.sessions_changed.connect(self._fill_sessions)
        vm.shoes_changed.connect(self._fill_shoes)
        vm.filter_changed.connect(self._show_filter)
        vm.hand_selected.connect(self._show_detail)
        vm.status_changed.connect(self.status.setText)
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
            self.clear_button,
        )
        for box in (self.session_box, self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(6)
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for widget in self.filter_widgets:
            filters.addWidget(widget, 0 if widget is self.clear_button else 1)
        filters.addStretch(1)

        self.table = QTableView()
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

        self.detail_panel = self._build_detail()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail_panel)
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
        layout.addWidget(self.status)
        self.table.viewport().installEventFilter(self)

        for box in (self.session_box, self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            box.currentIndexChanged.connect(self._apply_filter)
        self.clear_button.clicked.connect(self.clear_filters)
        if self.model is not None:
            self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.replay_button.clicked.connect(self._replay)
        self.scoreboard_button.clicked.connect(self._scoreboard)

    def _build_detail(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(12, 4, 8, 8)
        self.title = QLabel(_t("History", NO_HAND))
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.when = QLabel()
        self.when.setProperty("role", "dim")
        self.when.setWordWrap(True)
        # A hand whose amounts a person edited outside the game says so under its heading.
        self.unreadable = QLabel()
        self.unreadable.setProperty("role", "error")
        self.unreadable.setWordWrap(True)
        self.unreadable.setTextFormat(Qt.TextFormat.PlainText)  # a value stored as "<2 bytes>" shows
        self.unreadable.setVisible(False)
        layout.addWidget(self.title)
        layout.addWidget(self.when)
        layout.addWidget(self.unreadable)

        # The intents first: visible without scrolling at every size.
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.replay_button = QPushButton(_t("History", "Replay on the felt"))
        self.replay_button.setToolTip(_t("History", "Deal this hand again on the table, card by card"))
        self.scoreboard_button = QPushButton(_t("History", "Shoe's scoreboard"))
        self.scoreboard_button.setToolTip(_t("History", "Show the scoreboard of this hand's shoe"))
        for button in (self.replay_button, self.scoreboard_button):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addSpacing(2)
        layout.addLayout(buttons)

        self.hands = QGridLayout()
        self.hands.setHorizontalSpacing(12)
        self.hands.setVerticalSpacing(2)
        self.player_label = QLabel()
        self.banker_label = QLabel()
        self.player_cards = CardRow()
        self.banker_cards = CardRow()
        self._place_hands(stacked=False)
        layout.addLayout(self.hands)

        self.outcome = QLabel()
        font = QFont(self.outcome.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.outcome.setFont(font)
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        self.side_won = QLabel()
        self.side_won.setProperty("role", "won")
        self.side_won.setWordWrap(True)
        layout.addWidget(self.side_won)

        steps_title = QLabel(_t("History", "How it was dealt"))
        steps_title.setProperty("role", "section")
        layout.addWidget(steps_title)
        self.steps = QLabel()
        self.steps.setWordWrap(True)
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.steps)

        bets_title = QLabel(_t("History", "Bets"))
        bets_title.setProperty("role", "section")
        layout.addWidget(bets_title)
        self.bets = QLabel()
        self.bets.setWordWrap(True)
        self.bets.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.bets)
        self.bankroll = QLabel()
        self.bankroll.setProperty("role", "dim")
        self.bankroll.setWordWrap(True)
        self.bankroll.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.bankroll)

        odds_title = QLabel(_t("History", "Odds before this hand"))
        odds_title.setProperty("role", "section")
        layout.addWidget(odds_title)
        self.odds_intro = QLabel()
        self.odds_intro.setProperty("role", "dim")
        self.odds_intro.setWordWrap(True)
        layout.addWidget(self.odds_intro)
        self.odds_table = OddsTable(counts=False, past=True)
        layout.addWidget(self.odds_table)
        self.odds_worth = QLabel()
        self.odds_worth.setWordWrap(True)
        layout.addWidget(self.odds_worth)

        layout.addStretch(1)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(line)
        return panel

    def _place_hands(self, *, stacked: bool) -> None:
        """Player above Banker beside the table; side by side under it (where height is short)."""
        widgets: tuple[QWidget, ...] = (
            self.player_label,
            self.player_cards,
            self.banker_label,
            self.banker_cards,
        )
        for widget in widgets:
            self.hands.removeWidget(widget)
        cells = ((0, 0), (1, 0), (0, 1), (1, 1)) if stacked else ((0, 0), (1, 0), (2, 0), (3, 0))
        for widget, (row, column) in zip(widgets, cells, strict=True):
            self.hands.addWidget(widget, row, column)
        for column in range(2):
            self.hands.setColumnStretch(column, 1 if stacked else (1 if column == 0 else 0))

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
        self._fit_columns(self.table.viewport().width())

    def _arrange(self, width: int) -> None:
        """Put the detail beside the table when every column fits there, else under it."""
        detail = max(self.DETAIL_WIDTH, self.detail_panel.minimumSizeHint().width() + 24)
        needed = sum(self.widths) + detail + 40
        stacked = width < needed
        if stacked == self._stacked:
            return
        self._stacked = stacked
        self.splitter.setOrientation(Qt.Orientation.Vertical if stacked else Qt.Orientation.Horizontal)
        self._place_hands(stacked=stacked)
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
        self.replay_button.setEnabled(detail is not None)
        self.scoreboard_button.setEnabled(detail is not None)
        texts = self.view_model.texts
        if detail is None or texts is None:
            self.title.setText(_t("History", NO_HAND))
            for label in (
                self.when,
                self.player_label,
                self.banker_label,
                self.outcome,
                self.side_won,
                self.steps,
                self.bets,
            ):
                label.setText("")
            self.bankroll.setText("")
            self.unreadable.setText("")
            self.unreadable.setVisible(False)
            self.player_cards.set_cards([])
            self.banker_cards.set_cards([])
            return
        coup = detail.coup
        self.title.setText(texts.title)
        self.when.setText(texts.when)
        self.unreadable.setText(texts.unreadable)
        self.unreadable.setVisible(bool(texts.unreadable))
        self.player_label.setText(_hand_label("player", texts.player_label, texts.player_total))
        self.banker_label.setText(_hand_label("banker", texts.banker_label, texts.banker_total))
        self.player_cards.set_cards(list(coup.player))
        self.banker_cards.set_cards(list(coup.banker))
        self.outcome.setText(_coloured(texts.outcome, css(OUTCOME_TEXT[texts.winner])))
        self.side_won.setText(texts.side_won)
        self.side_won.setVisible(bool(texts.side_won))
        self.steps.setText(
            "<br>".join(f"{i}. {_step_html(step)}" for i, step in enumerate(texts.steps, start=1))
        )
        if texts.bets:
            lines = []
            for bet in texts.bets:
                colour = css(_RESULT_TEXT.get(bet.result, IVORY_DIM))
                commission = f" ({html.escape(bet.commission)})" if bet.commission else ""
                outcome = _coloured(html.escape(bet.outcome), colour)
                lines.append(
                    f"<b>{html.escape(bet.label)}</b> {html.escape(bet.amount)}: {outcome}{commission}"
                )
            self.bets.setText("<br>".join(lines))
        else:
            self.bets.setText(_coloured(_t("History", NO_BETS), css(IVORY_DIM)))
        self.bankroll.setText(texts.bankroll)

    @Slot()
    def _show_odds(self) -> None:
        """The chosen hand's odds before it was dealt, worked out from its stored shoe."""
        odds = self.odds_model.odds
        intro = self.view_model.odds_intro()
        self.odds_intro.setText(intro)
        if odds is None:
            self.odds_intro.setVisible(bool(intro))
            self.odds_table.show_view(None)
            self.odds_worth.setText("")
            return
        self.odds_intro.setVisible(True)
        self.odds_table.show_view(odds.view)
        lines = []
        for bet in odds.staked:
            colour = css(GOLD if bet.favourable else IVORY_DIM)
            mark = f"{FAVOURABLE_MARK} " if bet.favourable else ""
            # A word joiner keeps '-$1.35' on one line.
            text = bet.worth_text.replace(bet.value_text, bet.value_text.replace("-", "-\u2060"))
            lines.append(f'<span style="color:{colour}">{mark}{text}</span>')
        self.odds_worth.setText("<br>".join(lines))
        self.odds_worth.setVisible(bool(lines))

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

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns(event.size().width())
        return super().eventFilter(watched, event)

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


# The colour of a bet's outcome in the detail; a push, or a net that cannot be read, stays dim.
_RESULT_TEXT: dict[Result | None, QColor] = {Result.WON: WIN_TEXT, Result.LOST: LOSS_TEXT}


def _coloured(text: str, colour: str) -> str:
    """``text`` in ``colour`` (a CSS colour), as rich text."""
    return f'<span style="color:{colour}">{text}</span>'


def _hand_label(side: str, name: str, total: int) -> str:
    return f'<span style="color:{css(OUTCOME_TEXT[side])}; font-weight:bold">{name}</span>  {total}'


def _step_html(step: StepText) -> str:
    """A line of the dealer's account as rich text, its card as on its face (red suits red)."""
    if step.card is None:
        return html.escape(step.before)
    return f"{html.escape(step.before)}{card_html(step.card, dark=True)}{html.escape(step.after)}"
