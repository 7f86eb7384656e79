"""The hand-history browser: filters, a lazily loaded table of hands and the chosen hand in detail.

It reads its own read-only connection to the history file (WAL lets it read while the game
writes) and never decides anything: "Replay on the felt" and "Show this shoe's scoreboard" only
emit intents that the main window routes to the felt and the scoreboard.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
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
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..analytics.analysis import short_rules
from ..analytics.hands import HandDetail, HandFilter, Result
from ..engine.bets import BetSpot
from ..engine.cards import Card
from ..engine.coup import StepKind
from ..engine.money import chip_text, format_cents, signed_cents
from ..storage.history import History
from ..storage.stamps import local_time
from ..viewmodels.history_model import BETS_COLUMN as BETS
from ..viewmodels.history_model import CARD_COLUMNS, COLUMNS, SORTABLE, HandHistoryModel
from ..viewmodels.odds import STAKE_CENTS, HandOddsModel
from . import sprites
from .card_text import CardsDelegate, card_html
from .odds_panel import FAVOURABLE_MARK, OddsTable
from .palette import GOLD, IVORY_DIM, LOSS_TEXT, OUTCOME_TEXT, WIN_TEXT, css, pane_stylesheet

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
        self._history: History | None = History.open(path, write=False)
        self._detail: HandDetail | None = None
        self._latest_session = 0
        self.model = HandHistoryModel(self._history, self, page_size=page_size)
        self.odds_model = HandOddsModel(self)
        self._build()
        self.odds_model.changed.connect(self._show_odds)
        self._fill_sessions()
        self.model.modelReset.connect(self._after_reset)
        self.model.rowsInserted.connect(self._update_status)
        self._after_reset()

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        self.session_box = QComboBox()
        self.shoe_box = QComboBox()
        self.winner_box = QComboBox()
        self.spot_box = QComboBox()
        self.result_box = QComboBox()
        for label, value in (
            ("Any winner", None),
            ("Banker", "banker"),
            ("Player", "player"),
            ("Tie", "tie"),
        ):
            self.winner_box.addItem(label, value)
        self.spot_box.addItem("Any bet", None)
        for spot in BetSpot:
            self.spot_box.addItem(f"Bet on {spot.label}", spot)
        self.result_box.addItem("Any result", None)
        for result in Result:
            self.result_box.addItem(result.label, result)
        self.shoe_box.addItem("All shoes", None)
        self.shoe_box.setEnabled(False)
        self.clear_button = QPushButton("Clear filters")
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
            filters.addWidget(widget)
        filters.addStretch(1)

        self.table = QTableView()
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

        self.session_box.currentIndexChanged.connect(self._session_changed)
        for box in (self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            box.currentIndexChanged.connect(self._apply_filter)
        self.clear_button.clicked.connect(self.clear_filters)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.replay_button.clicked.connect(self._replay)
        self.scoreboard_button.clicked.connect(self._scoreboard)

    def _build_detail(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(12, 4, 8, 8)
        self.title = QLabel("Choose a hand")
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.when = QLabel()
        self.when.setProperty("role", "dim")
        self.when.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.when)

        # The intents first: visible without scrolling at every size.
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.replay_button = QPushButton("Replay on the felt")
        self.replay_button.setToolTip("Deal this hand again on the table, card by card")
        self.scoreboard_button = QPushButton("Shoe's scoreboard")
        self.scoreboard_button.setToolTip("Show the scoreboard of this hand's shoe")
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

        steps_title = QLabel("How it was dealt")
        steps_title.setProperty("role", "section")
        layout.addWidget(steps_title)
        self.steps = QLabel()
        self.steps.setWordWrap(True)
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.steps)

        bets_title = QLabel("Bets")
        bets_title.setProperty("role", "section")
        layout.addWidget(bets_title)
        self.bets = QLabel()
        self.bets.setWordWrap(True)
        self.bets.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.bets)
        self.bankroll = QLabel()
        self.bankroll.setProperty("role", "dim")
        self.bankroll.setWordWrap(True)
        layout.addWidget(self.bankroll)

        odds_title = QLabel("Odds before this hand")
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
        self._show_detail(None)
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
        for (title, _tip, _key), sample in zip(COLUMNS, self.SAMPLES, strict=True):
            title_width = title_metrics.horizontalAdvance(title) + 12 + 18  # padding and sort arrow
            widths.append(max(title_width, cell_metrics.horizontalAdvance(sample) + 14))
        widths[BETS] = self.MIN_BETS_WIDTH
        return widths

    @property
    def stacked(self) -> bool:
        """Whether the detail sits under the table (a narrow pane) rather than beside it."""
        return bool(self._stacked)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def _arrange(self, width: int) -> None:
        """Put the detail beside the table when every column fits there, else under it."""
        needed = sum(self.widths) + self.DETAIL_WIDTH + 40
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
            self.detail_scroll.setMinimumWidth(self.DETAIL_WIDTH)
            self.splitter.setSizes([max(width - self.DETAIL_WIDTH, 1), self.DETAIL_WIDTH])

    # -- filters ------------------------------------------------------------------------------
    def _fill_sessions(self) -> None:
        assert self._history is not None
        current = self.session_box.currentData()
        self.session_box.blockSignals(True)
        self.session_box.clear()
        self.session_box.addItem("All sessions", None)
        sessions = self._history.sessions()
        for session in reversed(sessions):
            started = local_time(session.started_at, seconds=False)
            self.session_box.addItem(f"Session {session.id} · {started}", session.id)
        self._latest_session = max((s.id for s in sessions), default=0)
        index = self.session_box.findData(current)
        self.session_box.setCurrentIndex(max(index, 0))
        self.session_box.blockSignals(False)
        self._cap_filter_widths()

    def _fill_shoes(self, session_id: int | None) -> None:
        assert self._history is not None
        self.shoe_box.blockSignals(True)
        self.shoe_box.clear()
        self.shoe_box.addItem("All shoes", None)
        if session_id is not None:
            for shoe in self._history.shoes(session_id):
                self.shoe_box.addItem(f"Shoe {shoe.shoe_no}", shoe.id)
        self.shoe_box.setEnabled(session_id is not None)
        self.shoe_box.blockSignals(False)
        self._cap_filter_widths()

    def _cap_filter_widths(self) -> None:
        """Each box grows to its longest entry when there is room and no further."""
        for box in (self.session_box, self.shoe_box, self.winner_box, self.spot_box, self.result_box):
            metrics = QFontMetrics(box.font())
            longest = max((metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count())), default=0)
            box.setMaximumWidth(max(longest + 44, box.minimumSizeHint().width()))

    @Slot()
    def _session_changed(self) -> None:
        self._fill_shoes(self.session_box.currentData())
        self._apply_filter()

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
        self.model.set_filter(self.current_filter())

    @Slot()
    def clear_filters(self) -> None:
        for box in (self.session_box, self.winner_box, self.spot_box, self.result_box):
            box.blockSignals(True)
            box.setCurrentIndex(0)
            box.blockSignals(False)
        self._fill_shoes(None)
        self._apply_filter()

    def set_filter(self, flt: HandFilter) -> None:
        """Set the controls (and so the table) to ``flt``."""
        boxes = (self.session_box, self.winner_box, self.spot_box, self.result_box)
        for box in boxes:
            box.blockSignals(True)
        self.session_box.setCurrentIndex(max(self.session_box.findData(flt.session_id), 0))
        self._fill_shoes(flt.session_id)
        self.shoe_box.blockSignals(True)
        self.shoe_box.setCurrentIndex(max(self.shoe_box.findData(flt.shoe_id), 0))
        self.shoe_box.blockSignals(False)
        self.winner_box.setCurrentIndex(max(self.winner_box.findData(flt.winner), 0))
        self.spot_box.setCurrentIndex(max(self.spot_box.findData(flt.spot), 0))
        self.result_box.setCurrentIndex(max(self.result_box.findData(flt.result), 0))
        for box in boxes:
            box.blockSignals(False)
        self._apply_filter()

    @Slot(int, Qt.SortOrder)
    def _sort_indicator_changed(self, column: int, order: Qt.SortOrder) -> None:
        """The Bets column cannot be sorted: put the indicator back where the rows really are."""
        if column not in SORTABLE:
            header = self.table.horizontalHeader()
            header.blockSignals(True)
            current = Qt.SortOrder.DescendingOrder if self.model.descending else Qt.SortOrder.AscendingOrder
            header.setSortIndicator(self.model.sort_column, current)
            header.blockSignals(False)

    # -- rows and detail -----------------------------------------------------------------------
    @Slot()
    def _after_reset(self) -> None:
        self._update_status()
        if self.model.rowCount():
            self.table.selectRow(0)
        else:
            self._show_detail(None)

    @Slot()
    def _update_status(self) -> None:
        n = self.model.rowCount()
        if self.model.fully_loaded:
            self.status.setText(f"{n:,} hand{'s' if n != 1 else ''}")
        else:
            self.status.setText(f"{n:,} hands loaded · more as you scroll")

    @Slot(QModelIndex, QModelIndex)
    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self._show_detail(None)
            return
        self._show_detail(self.model.detail(current.row()))

    @property
    def current_detail(self) -> HandDetail | None:
        return self._detail

    def _show_detail(self, detail: HandDetail | None) -> None:
        self._detail = detail
        self.replay_button.setEnabled(detail is not None)
        self.scoreboard_button.setEnabled(detail is not None)
        if self._history is not None:
            hand_id, stakes = (None, {}) if detail is None else (detail.hand_id, detail.stakes)
            self.odds_model.request(self._history, hand_id, stakes)
        if detail is None:
            self.title.setText("Choose a hand")
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
            self.player_cards.set_cards([])
            self.banker_cards.set_cards([])
            return
        coup = detail.coup
        self.title.setText(f"Session {detail.session_id} · Shoe {detail.shoe_no} · Hand {detail.hand_no}")
        self.when.setText(f"Hand #{detail.hand_id:,} · {local_time(detail.played_at)}\n{_short(detail)}")
        self.player_label.setText(_hand_label("player", coup.player_total))
        self.banker_label.setText(_hand_label("banker", coup.banker_total))
        self.player_cards.set_cards(list(coup.player))
        self.banker_cards.set_cards(list(coup.banker))
        winner = coup.outcome.value
        # The side bets this table offered that the coup paid (pairs, Dragon 7, Big...), bet on or not.
        won = " · ".join(spot.label for spot in detail.side_bets_won)
        self.outcome.setText(f'<span style="color:{css(OUTCOME_TEXT[winner])}">{coup.describe()}</span>')
        self.side_won.setText(f"Side bets won: {won}" if won else "")
        self.side_won.setVisible(bool(won))
        self.steps.setText("<br>".join(f"{i}. {text}" for i, text in enumerate(_step_texts(detail), start=1)))
        if detail.bets:
            lines = []
            for bet in detail.bets:
                colour = css(
                    WIN_TEXT if bet.net_cents > 0 else (LOSS_TEXT if bet.net_cents < 0 else IVORY_DIM)
                )
                commission = (
                    f" (commission {format_cents(bet.commission_cents)})" if bet.commission_cents else ""
                )
                outcome = f"{bet.result.label.lower()} {signed_cents(bet.net_cents)}"
                lines.append(
                    f"<b>{bet.label}</b> {format_cents(bet.amount_cents)}: "
                    f'<span style="color:{colour}">{outcome}</span>{commission}'
                )
            self.bets.setText("<br>".join(lines))
        else:
            self.bets.setText(f'<span style="color:{css(IVORY_DIM)}">No bets on this hand.</span>')
        net = detail.net_cents
        before, after = format_cents(detail.bankroll_before_cents), format_cents(detail.bankroll_after_cents)
        self.bankroll.setText(f"Bankroll {before} → {after} ({signed_cents(net)})")

    @Slot()
    def _show_odds(self) -> None:
        """The chosen hand's odds before it was dealt, worked out from its stored shoe."""
        odds = self.odds_model.odds
        if odds is None:
            self.odds_intro.setText(self.odds_model.message)
            self.odds_intro.setVisible(bool(self.odds_model.message))
            self.odds_table.show_view(None)
            self.odds_worth.setText("")
            return
        view = odds.view
        self.odds_intro.setText(
            f"{view.cards_text} before hand {odds.hand_no} of its shoe. The average result of "
            f"{chip_text(STAKE_CENTS)} on "
            "each bet the table offered:"
        )
        self.odds_intro.setVisible(True)
        self.odds_table.show_view(view)
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
        if self._detail is not None:
            self.replay_requested.emit(self._detail)

    @Slot()
    def _scoreboard(self) -> None:
        if self._detail is not None:
            self.shoe_scoreboard_requested.emit(self._detail.shoe_id)

    # -- following the game ------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Show hands stored since the last call (the main window calls this after each hand)."""
        if self._history is None:
            return
        if self._history.latest_session_id() > self._latest_session:
            self._fill_sessions()
        self.model.refresh()
        self._update_status()

    def close_history(self) -> None:
        """Release the read-only connection (also done when the widget closes)."""
        self.odds_model.close()
        if self._history is not None:
            self._history.close()
            self._history = None

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


def _hand_label(side: str, total: int) -> str:
    return f'<span style="color:{css(OUTCOME_TEXT[side])}; font-weight:bold">{side.upper()}</span>  {total}'


def _step_texts(detail: HandDetail) -> list[str]:
    """The dealer's account as rich text, each card as on its face ('10♥', red suits red)."""
    texts = []
    for step, text in zip(detail.coup.steps, detail.explanation, strict=True):
        if step.kind is StepKind.CARD and step.card is not None:
            head, _, tail = text.rpartition(step.card.code)
            texts.append(f"{html.escape(head)}{card_html(step.card, dark=True)}{html.escape(tail)}")
        else:
            texts.append(html.escape(text))
    return texts


def _short(detail: HandDetail) -> str:
    return short_rules(detail.rules)
