"""One table's card in the lobby: its name and limits, its Bead Plate and Big Road as they stand, the
hands of this shoe, the Banker/Player/Tie counts and a "Sit down" button.

The card is a real, focusable button for the keyboard and screen readers (role Button, named by the
table and its limits, described by its hands, counts, last results and Big Road: words.py); Enter or
Space on it sits down, and so does its "Sit down" button for the mouse. A click elsewhere on the card
only gives it the keyboard. The card of the table the player sits at says so ("Your table"), its
button reads "Return" (back to the table, as Enter does) and a "Leave" button beside it stands him
up (``leave_requested``; the window's Leave the table does the same from anywhere). The roads are
painted by the scoreboard's own cell and grid painters (ui/scoreboard/painting.py) from the
scoreboard's paint model, so a road looks the same everywhere.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractButton, QPushButton, QWidget

from ...engine.floor import TableState
from ...engine.i18n import _t
from ...viewmodels.scoreboard import (
    Colour,
    Glyph,
    RoadId,
    RoadWindow,
    VisibleColumns,
    mark_form,
    road_windows,
)
from ...viewmodels.settings import RoadMarks
from ..look.palette import (
    BANKER_RED,
    BOARD_BRASS,
    BOARD_FRAME,
    BOARD_FRAME_EDGE,
    BOARD_MUTED,
    BOARD_PAPER,
    BOARD_SEPARATOR,
    BOARD_TEXT,
    BUTTON_GOLD_BOTTOM,
    BUTTON_GOLD_TEXT,
    BUTTON_GOLD_TOP,
    FOCUS_HALO,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    PLAYER_BLUE,
    TIE_GREEN,
    blend,
    css,
    serif_font,
    text_floor_px,
    ui_font,
    with_alpha,
)
from ..scoreboard.painting import draw_cell, draw_form, draw_grid
from ..scoreboard.plan import Region
from ..window.actions import SPECS, Act
from .words import card_description, card_name, footer_text, hands_text, limits_text, tags

__all__ = ["CardPlan", "TableCard", "card_height", "plan_card"]

MOVES = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End)
PAD = 12.0  # inside the card's edge
RADIUS = 10.0  # the card's corners
BOARD_COLUMNS = 24  # road columns a card aims to show (Bead Plate and Big Road together)
LEAST_CELL, MOST_CELL = 10.0, 22.0  # a road cell's size on a card, in logical pixels
BEAD_SHARE = 0.3  # of the road columns, the Bead Plate's

CARD_TOP = blend(BOARD_FRAME, BOARD_FRAME_EDGE, 0.55)  # the card's face, lit from above
CARD_BOTTOM = BOARD_FRAME
CARD_EDGE = BOARD_FRAME_EDGE
HOVER_EDGE = BOARD_BRASS
TAG_FILL = blend(BOARD_FRAME, GOLD_DARK, 0.35)
SHUFFLE_SHADE = with_alpha(BOARD_FRAME, 205)
LATEST_GROUND = blend(BOARD_PAPER, GOLD_LIGHT, 0.45)
SIDE_INK = {Colour.RED: BANKER_RED, Colour.BLUE: PLAYER_BLUE, Colour.GREEN: TIE_GREEN}


def _px(size: float, grow: float) -> int:
    """A type size at the player's text size and the window's factor, never under the text floor."""
    return max(math.ceil(text_floor_px() * grow), round(size * text_floor_px() / 12.0 * grow))


def leave_keys() -> str:
    """The keys of the window's Leave the table, as the platform writes them (the card says them)."""
    keys = SPECS[Act.LEAVE_TABLE].shortcuts
    return QKeySequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText) if keys else ""


def name_font(grow: float) -> QFont:
    return serif_font(_px(18, grow), QFont.Weight.Bold)


def small_font(grow: float, bold: bool = False) -> QFont:
    return ui_font(_px(12.5, grow), QFont.Weight.DemiBold if bold else QFont.Weight.Normal)


def count_font(grow: float) -> QFont:
    return ui_font(_px(14, grow), QFont.Weight.Bold)


def leave_sheet(grow: float) -> str:
    """The seated card's "Leave" button: outlined in gold, quieter than the gold button beside it."""
    return (
        f"QPushButton {{ background: transparent; color: {css(GOLD)}; border: 1px solid {css(GOLD_DARK)};"
        f" border-radius: 5px; padding: 2px 8px; font-weight: bold; font-size: {_px(13.5, grow)}px; }}"
        f" QPushButton:hover {{ background: {css(TAG_FILL)}; }}"
        f" QPushButton:pressed {{ background: {css(CARD_BOTTOM)}; }}"
    )


def button_sheet(grow: float) -> str:
    """The "Sit down" button: the felt's gold button."""
    top, bottom, text = css(BUTTON_GOLD_TOP), css(BUTTON_GOLD_BOTTOM), css(BUTTON_GOLD_TEXT)
    return (
        f"QPushButton {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {top}, stop:1 {bottom});"
        f" color: {text}; border: 1px solid {css(GOLD_DARK)}; border-radius: 5px; padding: 2px 14px;"
        f" font-weight: bold; font-size: {_px(13.5, grow)}px; }}"
        f" QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {css(GOLD_LIGHT)},"
        f" stop:1 {top}); }}"
        f" QPushButton:pressed {{ background: {bottom}; }}"
    )


@dataclass(frozen=True, slots=True)
class CardPlan:
    """Where everything on a card of one width sits (logical pixels, the card's own coordinates)."""

    width: float
    height: float
    name: QRectF  # the name (left) and the limits (right)
    tags: QRectF
    board: QRectF  # the ivory board both roads sit on
    bead: Region
    big: Region
    footer: QRectF  # the hands, the counts and the button
    button: QRectF  # "Sit down", or "Return" at the player's own table
    leave: QRectF | None = None  # at the player's own table: "Leave", left of the button

    def visible(self) -> VisibleColumns:
        return VisibleColumns(self.bead.columns, self.big.columns, 0, 0, 0)


def button_words(seated: bool) -> tuple[str, str | None]:
    """The card's button, and its "Leave" button's words (None: not seated, no such button)."""
    if seated:
        return _t("Lobby", "Return"), _t("Lobby", "Leave")
    return _t("Lobby", "Sit down"), None


def plan_card(width: float, grow: float = 1.0, seated: bool = False) -> CardPlan:
    """The card's layout at ``width``: the roads' cells from the width, the text from the text size;
    ``seated``: the player's own table, with its "Leave" button beside the button (the height is the
    same, so every card of the grid is as tall)."""
    inner = max(1.0, width - 2 * PAD)
    name_h = QFontMetricsF(name_font(grow)).height()
    small_h = QFontMetricsF(small_font(grow)).height()
    count_h = QFontMetricsF(count_font(grow)).height()
    cell = min(MOST_CELL, max(LEAST_CELL, math.floor(inner / BOARD_COLUMNS)))
    columns = max(2, int(inner // cell))
    bead_columns = max(1, round(columns * BEAD_SHARE))
    big_columns = columns - bead_columns
    board_w = columns * cell
    top = PAD
    name = QRectF(PAD, top, inner, name_h)
    top += name_h + 2
    tag_rect = QRectF(PAD, top, inner, small_h + 6)
    top += small_h + 6 + 8
    left = PAD + (inner - board_w) / 2
    board = QRectF(left, top, board_w, 6 * cell)
    bead = Region(RoadId.BEAD_PLATE, QRectF(left, top, bead_columns * cell, 6 * cell), cell, bead_columns)
    big_rect = QRectF(left + bead_columns * cell, top, big_columns * cell, 6 * cell)
    big = Region(RoadId.BIG_ROAD, big_rect, cell, big_columns)
    top += board.height() + 10
    button_h = max(count_h, small_h) + 12
    footer = QRectF(PAD, top, inner, button_h)
    words = QFontMetricsF(ui_font(_px(13.5, grow), QFont.Weight.Bold))
    main, leave_words = button_words(seated)
    button_w = math.ceil(words.horizontalAdvance(main)) + 30
    button = QRectF(PAD + inner - button_w, top, button_w, button_h)
    leave = None
    if leave_words is not None:
        leave_w = math.ceil(words.horizontalAdvance(leave_words)) + 20
        leave = QRectF(button.left() - 6 - leave_w, top, leave_w, button_h)
    height = top + button_h + PAD
    return CardPlan(width, height, name, tag_rect, board, bead, big, footer, button, leave)


def card_height(width: float, grow: float = 1.0) -> int:
    return math.ceil(plan_card(width, grow).height)


class TableCard(QAbstractButton):
    """A floor table's card. ``sit_requested`` carries its key (Enter, Space, or its button: at the
    player's own table, back to it); ``leave_requested`` its key (its "Leave" button, seated)."""

    sit_requested = Signal(str)
    leave_requested = Signal(str)

    def __init__(self, state: TableState, marks: RoadMarks = RoadMarks.COLOUR, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = state.table.key
        self.setObjectName(f"LobbyCard-{self.key}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self._state = state
        self._marks = marks
        self._grow = 1.0
        self._ring = False
        self._plan = plan_card(300.0)
        self._paint: dict[RoadId, RoadWindow] | None = None
        self.button = QPushButton(_t("Lobby", "Sit down"), self)
        self.button.setObjectName("SitDown")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the card itself is the keyboard's way
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet(button_sheet(self._grow))
        self.button.clicked.connect(self.click)
        self.clicked.connect(lambda: self.sit_requested.emit(self.key))
        self.leave = QPushButton(_t("Lobby", "Leave"), self)
        self.leave.setObjectName("LeaveTable")
        self.leave.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's Leave the table is the keyboard's
        self.leave.setCursor(Qt.CursorShape.PointingHandCursor)
        self.leave.setStyleSheet(leave_sheet(self._grow))
        self.leave.setToolTip(_t("Lobby", "Leave the table: your own shoe comes, with the same rules"))
        self.leave.clicked.connect(lambda: self.leave_requested.emit(self.key))
        self.leave.setVisible(state.seated)
        self._speak()

    # -- what it shows -------------------------------------------------------------------------------
    @property
    def state(self) -> TableState:
        return self._state

    @property
    def plan(self) -> CardPlan:
        return self._plan

    def set_state(self, state: TableState) -> None:
        """The table dealt (or brought a new shoe): show it as it stands now."""
        seated = state.seated != self._state.seated
        self._state = state
        self._paint = None
        self._speak()
        if seated:  # the buttons change: "Return" and "Leave" at his own table, else "Sit down"
            self._layout()
        self.update()

    def set_road_marks(self, marks: RoadMarks) -> None:
        if marks is not self._marks:
            self._marks, self._paint = marks, None
            self.update()

    def set_grow(self, grow: float) -> None:
        """The window's type factor (and the player's text size, read afresh): lay the card out again."""
        self._grow = grow
        self.button.setStyleSheet(button_sheet(grow))
        self.leave.setStyleSheet(leave_sheet(grow))
        self._layout()

    def paint_model(self) -> dict[RoadId, RoadWindow]:
        """The roads as the card paints them (the latest columns of each), cached until the next hand."""
        if self._paint is None:
            windows = road_windows(self._state.roads, self._plan.visible(), self._marks)
            self._paint = {window.road: window for window in windows}
        return self._paint

    def _speak(self) -> None:
        """The card's words for screen readers, and its buttons' words, as it stands (seated or not)."""
        state = self._state
        table = state.table.title
        self.setAccessibleName(card_name(state))
        self.setAccessibleDescription(card_description(state, leave_keys()))
        main, _leave = button_words(state.seated)
        self.button.setText(main)
        if state.seated:
            self.button.setAccessibleName(_t("Lobby", "Back to {table}").format(table=table))
            self.button.setToolTip(_t("Lobby", "Back to the table"))
        else:
            self.button.setAccessibleName(_t("Lobby", "Sit down at {table}").format(table=table))
            self.button.setToolTip("")
        self.leave.setAccessibleName(_t("Lobby", "Leave {table}").format(table=table))
        self.leave.setVisible(state.seated)

    # -- keys and the mouse --------------------------------------------------------------------------
    def hitButton(self, pos: QPoint) -> bool:
        """Only the "Sit down" button sits down with the mouse; a click on the card chooses it."""
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.click()
            return
        if event.key() in MOVES:  # the lobby's grid moves the keyboard (a button would tab on)
            event.ignore()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The ring shows only when the keyboard brought the focus, as on the felt: a click does not."""
        super().focusInEvent(event)
        self._ring = event.reason() is not Qt.FocusReason.MouseFocusReason
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # -- layout and painting --------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    def _layout(self) -> None:
        plan = plan_card(self.width(), self._grow, self._state.seated)
        if plan.visible() != self._plan.visible():
            self._paint = None
        self._plan = plan
        self.button.setGeometry(plan.button.toAlignedRect())
        if plan.leave is not None:
            self.leave.setGeometry(plan.leave.toAlignedRect())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        plan, state = self._plan, self._state
        self._draw_face(painter)
        self._draw_heading(painter, plan, state)
        self._draw_board(painter, plan)
        self._draw_footer(painter, plan, state)
        painter.end()

    def _draw_face(self, painter: QPainter) -> None:
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        fill.setColorAt(0.0, CARD_TOP)
        fill.setColorAt(1.0, CARD_BOTTOM)
        painter.setBrush(fill)
        edge = HOVER_EDGE if self.underMouse() else CARD_EDGE
        painter.setPen(QPen(edge, 1.0))
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if self.hasFocus() and self._ring:  # the keyboard is here: the felt's gold ring on a dark halo
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS_HALO, 5.0))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), RADIUS, RADIUS)
            painter.setPen(QPen(GOLD_LIGHT, 2.5))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), RADIUS, RADIUS)

    def _draw_heading(self, painter: QPainter, plan: CardPlan, state: TableState) -> None:
        """The name and the hands of this shoe beside it; the limits, then the table's kind as small
        engraved tags, as many as fit (the most telling first)."""
        font, small, bold = name_font(self._grow), small_font(self._grow), small_font(self._grow, True)
        names, smalls, bolds = QFontMetricsF(font), QFontMetricsF(small), QFontMetricsF(bold)
        hands = hands_text(state)
        hands_w = bolds.horizontalAdvance(hands) + 2
        painter.setFont(bold)
        painter.setPen(BOARD_TEXT)
        painter.drawText(plan.name, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, hands)
        painter.setFont(font)
        painter.setPen(GOLD)
        room = max(0.0, plan.name.width() - hands_w - 10)
        name = names.elidedText(state.table.title, Qt.TextElideMode.ElideRight, room)
        painter.drawText(plan.name, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        limits = limits_text(state)
        painter.setFont(bold)
        painter.setPen(BOARD_TEXT)
        limits_w = bolds.horizontalAdvance(limits) + 2
        painter.drawText(
            QRectF(plan.tags.left(), plan.tags.top(), limits_w, plan.tags.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            limits,
        )
        painter.setFont(small)
        x = plan.tags.left() + limits_w + 10
        mine = [_t("Lobby", "Your table")] if state.seated else []  # first: the player sits here
        for index, word in enumerate([*mine, *tags(state)]):
            w = smalls.horizontalAdvance(word) + 14
            if x + w > plan.tags.right():
                break
            pill = QRectF(x, plan.tags.top(), w, plan.tags.height())
            own = index < len(mine)
            painter.setPen(QPen(GOLD_LIGHT if own else GOLD_DARK, 1.0))
            painter.setBrush(GOLD if own else TAG_FILL)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(BUTTON_GOLD_TEXT if own else BOARD_TEXT)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, word)
            x += w + 6

    def _draw_board(self, painter: QPainter, plan: CardPlan) -> None:
        dpr = self.devicePixelRatioF()
        painter.fillRect(plan.board, BOARD_PAPER)
        draw_grid(painter, plan.bead, dpr)
        draw_grid(painter, plan.big, dpr)
        paint = self.paint_model()
        for region in (plan.bead, plan.big):
            cells = paint[region.road].cells
            if cells:  # the latest hand's mark on a gold ground, so a glance finds where the road is
                last = cells[-1]
                painter.fillRect(
                    region.cell_rect(last.column, last.row).adjusted(1, 1, -1, -1), LATEST_GROUND
                )
            for cell in cells:
                draw_cell(painter, region, cell)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(BOARD_SEPARATOR, 1.5))
        x = plan.big.rect.left()
        painter.drawLine(QPointF(x, plan.board.top()), QPointF(x, plan.board.bottom()))
        painter.setPen(QPen(BOARD_BRASS, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(plan.board)
        painter.restore()
        if self._state.shuffling:  # between shoes: the last shoe's roads under a shade
            band = QRectF(
                plan.board.left(),
                plan.board.center().y() - plan.board.height() / 5,
                plan.board.width(),
                plan.board.height() * 0.4,
            )
            painter.fillRect(band, SHUFFLE_SHADE)
            painter.setFont(small_font(self._grow, True))
            painter.setPen(BOARD_TEXT)
            painter.drawText(
                band, Qt.AlignmentFlag.AlignCenter, _t("Lobby", "Shuffling: a new shoe is coming")
            )

    def _draw_footer(self, painter: QPainter, plan: CardPlan, state: TableState) -> None:
        stats = state.roads.stats
        footer = plan.footer
        font = count_font(self._grow)
        metrics = QFontMetricsF(font)
        radius = metrics.height() * 0.3
        shapes = self._marks is RoadMarks.SHAPES
        x = footer.left()
        for colour, count in (
            (Colour.RED, stats.banker),
            (Colour.BLUE, stats.player),
            (Colour.GREEN, stats.tie),
        ):
            centre = QPointF(x + radius, footer.center().y())
            draw_form(painter, mark_form(Glyph.BEAD, colour, shapes), centre, radius, SIDE_INK[colour])
            painter.setFont(font)
            painter.setPen(BOARD_TEXT)
            text = str(count)
            text_x = x + 2 * radius + 5
            width = metrics.horizontalAdvance(text)
            painter.drawText(
                QRectF(text_x, footer.top(), width + 2, footer.height()),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                text,
            )
            x = text_x + max(width, metrics.horizontalAdvance("00")) + 9
        small = small_font(self._grow)
        painter.setFont(small)
        painter.setPen(BOARD_MUTED)
        buttons = plan.leave if plan.leave is not None else plan.button
        room = QRectF(x + 4, footer.top(), buttons.left() - x - 12, footer.height())
        shoe = footer_text(state)
        if QFontMetricsF(small).horizontalAdvance(shoe) <= room.width():  # else the shoe goes unsaid
            painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shoe)
