"""The Lobby page: a heading and the floor's tables as cards, flowing into as many columns as the
window holds (``plan_grid``), each card's roads moving as its table deals (``Floor.table_changed``).

Keyboard: Tab goes from card to card; the arrows move across and down the grid, Home and End to the
first and the last; Enter or Space on a card sits down at its table (``sit_requested``). The card of
the table the player sits at stands him up with its "Leave" button (``leave_requested``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QLinearGradient, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ...engine.i18n import _t
from ...viewmodels.floor import Floor
from ...viewmodels.settings import RoadMarks
from ..look.palette import (
    BOARD_FRAME,
    BOARD_MUTED,
    FELT_DARK,
    FELT_MID,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    blend,
    css,
    serif_font,
    text_scale,
    ui_font,
)
from .card import TableCard, card_height

__all__ = ["GridPlan", "LobbyPage", "plan_grid"]

GAP = 16  # between cards
MARGIN = 20  # round the grid
LEAST_CARD, MOST_CARD = 300, 620  # a card's width, in logical pixels

PAGE_TOP = blend(BOARD_FRAME, FELT_DARK, 0.35)  # the floor: a dark room with a hint of the felt
PAGE_BOTTOM = BOARD_FRAME


@dataclass(frozen=True, slots=True)
class GridPlan:
    columns: int
    card_width: int
    card_height: int

    def rows(self, cards: int) -> int:
        return math.ceil(cards / self.columns) if cards else 0

    def height(self, cards: int) -> int:
        rows = self.rows(cards)
        return 2 * MARGIN + rows * self.card_height + max(0, rows - 1) * GAP


def plan_grid(cards: int, width: int, height: int, grow: float = 1.0) -> GridPlan:
    """The columns for ``cards`` cards in a ``width`` x ``height`` room: the fewest (so the largest
    cards, whose roads show the most columns) that still fit every row in the height, no card
    wider than ``MOST_CARD`` nor narrower than ``LEAST_CARD`` (wider with larger text); when
    nothing fits, as many as the width holds (the page scrolls)."""
    inner = max(1, width - 2 * MARGIN)
    least = round(LEAST_CARD * max(1.0, text_scale() * grow))  # larger text needs wider cards
    most = max(1, min(max(1, cards), (inner + GAP) // (least + GAP)))
    plan = GridPlan(1, inner, card_height(inner, grow))
    for columns in range(1, most + 1):
        card_w = min(MOST_CARD, (inner - (columns - 1) * GAP) // columns)
        plan = GridPlan(columns, card_w, card_height(card_w, grow))
        if plan.height(cards) <= height:
            return plan
    return plan


class CardGrid(QWidget):
    """The cards, placed in the grid's columns; the arrows move between them."""

    def __init__(self, page: LobbyPage) -> None:
        super().__init__()
        self.page = page
        self.cards: list[TableCard] = []
        self.plan = GridPlan(1, LEAST_CARD, 200)

    def relayout(self, width: int, height: int, grow: float) -> None:
        self.plan = plan = plan_grid(len(self.cards), width, height, grow)
        used = plan.columns * plan.card_width + (plan.columns - 1) * GAP
        left = max(MARGIN, (width - used) // 2)
        for index, card in enumerate(self.cards):
            row, column = divmod(index, plan.columns)
            card.set_grow(grow)
            card.setGeometry(
                left + column * (plan.card_width + GAP),
                MARGIN + row * (plan.card_height + GAP),
                plan.card_width,
                plan.card_height,
            )
        self.setMinimumHeight(plan.height(len(self.cards)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The scroll area gave the grid a new width (its scroll bar came or went): lay out again."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.page.relayout()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrows, Home and End a card passed on: the card beside, above or below it."""
        focused = self.focusWidget()
        if focused not in self.cards or not self.cards:
            super().keyPressEvent(event)
            return
        index, columns, last = self.cards.index(focused), self.plan.columns, len(self.cards) - 1
        moves = {
            Qt.Key.Key_Left: index - 1,
            Qt.Key.Key_Right: index + 1,
            Qt.Key.Key_Up: index - columns,
            Qt.Key.Key_Down: index + columns,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: last,
        }
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        if event.key() == Qt.Key.Key_Down and target > last and index // columns < last // columns:
            target = last  # down from a full row onto a shorter last row
        if 0 <= target <= last:
            self.page.focus_card(target)
        event.accept()


class LobbyPage(QWidget):
    """The lobby: its heading and the table cards, following the floor."""

    sit_requested = Signal(str)
    leave_requested = Signal(str)
    setup_requested = Signal()

    def __init__(self, floor: Floor, marks: RoadMarks = RoadMarks.COLOUR, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("LobbyPage")
        self.floor = floor
        self._grow = 1.0
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.title = QLabel(_t("Lobby", "Lobby"))
        self.title.setObjectName("LobbyTitle")
        self.intro = QLabel(
            _t(
                "Lobby",
                "Every table deals on while you choose: read its roads, then sit down where you like.",
            )
        )
        self.intro.setWordWrap(True)
        self.setup = QPushButton(_t("Lobby", "Set up a table…"))
        self.setup.setObjectName("LobbySetup")
        self.setup.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setup.clicked.connect(self.setup_requested)
        self._marks = marks
        self.grid = CardGrid(self)
        self.grid.setAccessibleName(_t("Lobby", "Tables"))
        for table in floor.tables:
            self._add_card(table.key)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("LobbyScroll")
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards take the keyboard, and scroll
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(self.grid)
        self.scroller.viewport().setAutoFillBackground(False)
        self.grid.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN + 4, 14, MARGIN + 4, 0)
        layout.setSpacing(2)
        heading = QHBoxLayout()
        heading.addWidget(self.title)
        heading.addStretch(1)
        heading.addWidget(self.setup, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(heading)
        layout.addWidget(self.intro)
        layout.addWidget(self.scroller, 1)
        self._dress()
        floor.table_changed.connect(self._table_changed)
        floor.table_added.connect(self._table_added)

    # -- what it shows --------------------------------------------------------------------------------
    @property
    def cards(self) -> list[TableCard]:
        return self.grid.cards

    def card(self, key: str) -> TableCard:
        return next(card for card in self.grid.cards if card.key == key)

    def _table_changed(self, key: str) -> None:
        self.card(key).set_state(self.floor.state(key))

    def _add_card(self, key: str) -> TableCard:
        card = TableCard(self.floor.state(key), self._marks, self.grid)
        card.sit_requested.connect(self.sit_requested)
        card.leave_requested.connect(self.leave_requested)
        self.grid.cards.append(card)
        return card

    def _table_added(self, key: str) -> None:
        """A table the player set up joined the floor: its card goes last, and the grid flows again."""
        self._add_card(key).show()
        self.relayout()

    def set_road_marks(self, marks: RoadMarks) -> None:
        self._marks = marks
        for card in self.grid.cards:
            card.set_road_marks(marks)

    def dress(self, grow: float) -> None:
        """The window's type factor or the player's text size changed: set the type and lay out again."""
        self._grow = grow
        self._dress()
        self.relayout()

    def _dress(self) -> None:
        self.title.setFont(serif_font(round(26 * self._grow * text_scale()), QFont.Weight.Bold))
        self.title.setStyleSheet(f"color: {css(GOLD)};")
        self.intro.setFont(ui_font(round(13.5 * self._grow * text_scale())))
        self.intro.setStyleSheet(f"color: {css(BOARD_MUTED)};")
        gold, ring, hover = css(GOLD), css(GOLD_LIGHT), css(FELT_MID)
        px = round(13 * self._grow * text_scale())
        self.setup.setStyleSheet(
            f"QPushButton {{ background: transparent; color: {gold}; border: 1px solid {css(GOLD_DARK)};"
            f" border-radius: 5px; padding: 5px 14px; font-size: {px}px; }}"
            f" QPushButton:hover {{ background: {hover}; }}"
            f" QPushButton:focus {{ border: 2px solid {ring}; padding: 4px 13px; }}"
        )

    def focus_card(self, index: int) -> None:
        card = self.grid.cards[index]
        card.setFocus(Qt.FocusReason.TabFocusReason)
        self.scroller.ensureWidgetVisible(card, GAP, GAP)

    # -- layout and painting -------------------------------------------------------------------------
    def relayout(self) -> None:
        viewport = self.scroller.viewport()
        self.grid.relayout(viewport.width(), viewport.height(), self._grow)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        fill = QLinearGradient(0, 0, 0, self.height())
        fill.setColorAt(0.0, PAGE_TOP)
        fill.setColorAt(1.0, PAGE_BOTTOM)
        painter.fillRect(self.rect(), fill)
        painter.end()
