"""The things on the felt: cards, chip stacks, bet spots, the chip rack, buttons, shoe and tray.

Items only draw and report clicks; the scene turns clicks into intents for the controller.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine.bets import BetSpot
from ..engine.cards import Card
from ..engine.money import format_cents
from . import sprites
from .palette import GOLD, GOLD_DARK, IVORY, SPOT_COLOURS, serif_font, ui_font

CARD_W = 110.0
CARD_H = CARD_W * sprites.CARD_ASPECT


def _chip_label(cents: int) -> str:
    dollars = cents // 100
    return f"{dollars // 1000}K" if dollars >= 1000 and dollars % 1000 == 0 else f"{dollars}"


def arc_text(
    painter: QPainter, text: str, centre: QPointF, radius: float, mid_angle_deg: float, font: QFont
) -> None:
    """Print text along a circle (letters upright to a reader at the bottom), centred on an angle.

    Angles are in degrees with y pointing down, so 90 is straight below the centre.
    """
    metrics = QFontMetricsF(font)
    total = metrics.horizontalAdvance(text)
    painter.save()
    painter.setFont(font)
    # Reading left to right along the bottom of a circle means decreasing angle.
    angle = math.radians(mid_angle_deg) + (total / 2) / radius
    for ch in text:
        advance = metrics.horizontalAdvance(ch)
        a = angle - (advance / 2) / radius
        x = centre.x() + radius * math.cos(a)
        y = centre.y() + radius * math.sin(a)
        painter.save()
        painter.translate(x, y)
        painter.rotate(math.degrees(a) - 90)
        painter.drawText(QPointF(-advance / 2, metrics.ascent() / 2 - metrics.descent() / 2), ch)
        painter.restore()
        angle -= advance / radius
    painter.restore()


class CardItem(QGraphicsObject):
    """A card sprite; ``flip`` 0 shows the back, 1 the face, squeezing horizontally in between."""

    def __init__(self, card: Card | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self._flip = 0.0
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    @property
    def flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        self._flip = min(1.0, max(0.0, value))
        self.update()

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 10, CARD_H + 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        squeeze = abs(math.cos(math.pi * self._flip))
        width = max(CARD_W * squeeze, 0.5)
        x = (CARD_W - width) / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(QRectF(x + 3, 4, width, CARD_H), 7, 7)
        element = self.card.code if (self.face_up and self.card is not None) else "back"
        sprites.cards().draw(painter, element, QRectF(x, 0, width, CARD_H))


class ChipStackItem(QGraphicsObject):
    """A stack of chips seen from the player's seat: the top chip's face, every chip's edge below
    it, largest chips at the bottom as a dealer stacks them, and the amount on a small label."""

    CHIP = 66.0
    FACE_H = CHIP * 0.62  # the face seen at an angle
    EDGE = CHIP * 36 / 200
    STEP = EDGE * 0.8
    PER_COLUMN = 10

    def __init__(self, amount_cents: int = 0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._chips: list[int] = []
        self.amount_cents = 0
        self.show_label = True
        self.set_amount(amount_cents)

    def set_amount(self, cents: int, chips: list[int] | None = None) -> None:
        from ..viewmodels.table_controller import chips_for

        self.prepareGeometryChange()
        self.amount_cents = cents
        self._chips = sorted(chips if chips is not None else chips_for(cents), reverse=True)
        self.update()

    @property
    def chips(self) -> list[int]:
        return list(self._chips)

    def _columns(self) -> list[list[int]]:
        per = self.PER_COLUMN
        return [self._chips[i : i + per] for i in range(0, len(self._chips), per)] or [[]]

    def _column_width(self) -> float:
        columns = len(self._columns())
        return self.CHIP * columns + 6 * (columns - 1)

    def boundingRect(self) -> QRectF:
        width = max(self._column_width(), 90) + 12
        top = -self.STEP * self.PER_COLUMN - self.FACE_H
        return QRectF(-width / 2, top, width, -top + self.EDGE + 36)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._chips:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet = sprites.chips()
        total_w = self._column_width()
        for c, column in enumerate(self._columns()):
            left = -total_w / 2 + c * (self.CHIP + 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawEllipse(QRectF(left + 3, -self.FACE_H / 2 + self.EDGE + 2, self.CHIP, self.FACE_H))
            y = 0.0
            for i, value in enumerate(column):
                y = -i * self.STEP
                shift = ((i * 7 + c * 3) % 5 - 2) * 0.5  # hand-stacked chips are never perfectly aligned
                sheet.draw(
                    painter,
                    _chip_element(sheet, "chip-edge-", value),
                    QRectF(left + shift, y, self.CHIP, self.EDGE),
                )
            face = QRectF(left, y - self.FACE_H / 2, self.CHIP, self.FACE_H)
            sheet.draw(painter, _chip_element(sheet, "chip-", column[-1]), face)
        if self.show_label:
            text = format_cents(self.amount_cents)
            font = ui_font(14, QFont.Weight.DemiBold)
            metrics = QFontMetricsF(font)
            w = metrics.horizontalAdvance(text) + 16
            box = QRectF(-w / 2, self.EDGE + 8, w, 22)
            painter.setBrush(QColor(10, 20, 14, 210))
            painter.setPen(QPen(GOLD, 1))
            painter.drawRoundedRect(box, 11, 11)
            painter.setFont(font)
            painter.setPen(IVORY)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _chip_element(sheet: sprites.SpriteSheet, prefix: str, cents: int) -> str:
    """The sprite for a chip value; odd amounts (change in cents) show as the smallest chip."""
    element = f"{prefix}{cents // 100}"
    return element if cents % 100 == 0 and sheet.has(element) else f"{prefix}1"


class ClickableItem(QGraphicsObject):
    """Hover highlight and click-on-release for the felt's interactive items; ``click()`` is the
    same intent without a mouse (keyboard, tests)."""

    def __init__(self) -> None:
        super().__init__()
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.shape().contains(event.pos()):
            self.released(event)

    def released(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click()

    def click(self) -> None:
        raise NotImplementedError


class BetSpotItem(ClickableItem):
    """A printed betting area (an annular sector of the layout); reports clicks as intents."""

    clicked = Signal(object, bool)  # BetSpot, remove (right-click or Shift+click)

    def __init__(
        self,
        spot: BetSpot,
        centre: QPointF,
        inner: float,
        outer: float,
        start_deg: float,
        end_deg: float,
        title: str,
        payout: str,
    ) -> None:
        super().__init__()
        self.spot = spot
        self.centre = centre
        self.inner, self.outer = inner, outer
        self.start_deg, self.end_deg = start_deg, end_deg
        self.title, self.payout = title, payout
        self._highlight = 0.0
        self.setToolTip(
            f"{spot.label}: click to add the selected chip, right-click or Shift+click to take one back"
        )
        self._path = self._sector()

    def _point(self, radius: float, deg: float) -> QPointF:
        a = math.radians(deg)
        return QPointF(self.centre.x() + radius * math.cos(a), self.centre.y() + radius * math.sin(a))

    def _sector(self) -> QPainterPath:
        path = QPainterPath()
        outer_rect = QRectF(
            self.centre.x() - self.outer, self.centre.y() - self.outer, 2 * self.outer, 2 * self.outer
        )
        inner_rect = QRectF(
            self.centre.x() - self.inner, self.centre.y() - self.inner, 2 * self.inner, 2 * self.inner
        )
        # QPainterPath angles are counter-clockwise with y up: negate ours.
        path.arcMoveTo(outer_rect, -self.start_deg)
        path.arcTo(outer_rect, -self.start_deg, -(self.end_deg - self.start_deg))
        path.arcTo(inner_rect, -self.end_deg, self.end_deg - self.start_deg)
        path.closeSubpath()
        return path

    @property
    def mid_angle(self) -> float:
        return (self.start_deg + self.end_deg) / 2

    def chip_anchor(self) -> QPointF:
        """Where the bet's chips sit: the middle of the sector, a little towards the player."""
        return self._point(self.inner + (self.outer - self.inner) * 0.45, self.mid_angle)

    def payout_anchor(self) -> QPointF:
        """Where winnings are set down: beside the bet, towards the dealer."""
        span = abs(self.end_deg - self.start_deg)
        return self._point(self.inner + (self.outer - self.inner) * 0.45, self.mid_angle + span * 0.3)

    def message_anchor(self) -> QPointF:
        return self._point(self.inner + 10, self.mid_angle)

    def set_highlight(self, value: float) -> None:
        self._highlight = value
        self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        return self._path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = SPOT_COLOURS[self.spot]
        # Printed felt: a faint tint and a gold line; the winning spot lights up.
        fill = QColor(colour)
        fill.setAlpha(22 + (26 if self._hover else 0))
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(255, 236, 150) if self._highlight else GOLD, 2.5 + 1.5 * self._highlight))
        painter.drawPath(self._path)
        if self._highlight:
            # A winning spot lights up in gold (a colour tint over green felt would turn muddy).
            glow = QRadialGradient(self.chip_anchor(), (self.outer - self.inner) * 1.6)
            glow.setColorAt(0, QColor(255, 232, 150, int(110 * self._highlight)))
            glow.setColorAt(1, QColor(255, 232, 150, int(40 * self._highlight)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawPath(self._path)
        inner_line = QPen(QColor(GOLD_DARK), 1)
        inner_line.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(inner_line)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self.inner + 9
        rect = QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)
        painter.drawArc(rect, int(-self.start_deg * 16), int(-(self.end_deg - self.start_deg) * 16))
        title = QColor(colour).lighter(175) if self.spot is not BetSpot.TIE else QColor(150, 220, 150)
        painter.setPen(title)
        size = {BetSpot.PLAYER: 30, BetSpot.BANKER: 30, BetSpot.TIE: 26}.get(self.spot, 17)
        arc_text(
            painter,
            self.title,
            self.centre,
            self.outer - 50,
            self.mid_angle,
            serif_font(size, QFont.Weight.Bold),
        )
        painter.setPen(QColor(GOLD))
        arc_text(painter, self.payout, self.centre, self.outer - 22, self.mid_angle,
                 serif_font(12 if self.spot.is_side else 15, QFont.Weight.DemiBold))  # fmt: skip

    def released(self, event: QGraphicsSceneMouseEvent) -> None:
        remove = event.button() == Qt.MouseButton.RightButton or bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        self.click(remove=remove)

    def click(self, *, remove: bool = False) -> None:
        """The same intent a mouse click sends (tests and keyboard use this)."""
        self.clicked.emit(self.spot, remove)


class RackChipItem(ClickableItem):
    """One chip in the rack; the selected chip sits raised with a gold ring."""

    clicked = Signal(int)

    SIZE = 70.0

    def __init__(self, cents: int, shortcut: int) -> None:
        super().__init__()
        self.cents = cents
        self.shortcut = shortcut
        self.selected = False
        self.setToolTip(f"{format_cents(cents)} chip (key {shortcut})")

    def boundingRect(self) -> QRectF:
        return QRectF(-self.SIZE / 2 - 8, -self.SIZE / 2 - 16, self.SIZE + 16, self.SIZE + 36)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = -10 if self.selected else (-4 if self._hover else 0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QRectF(-self.SIZE / 2 + 3, -self.SIZE / 2 + 6, self.SIZE, self.SIZE))
        rect = QRectF(-self.SIZE / 2, -self.SIZE / 2 + lift, self.SIZE, self.SIZE)
        sprites.chips().draw(painter, f"chip-{self.cents // 100}", rect)
        if self.selected:
            painter.setPen(QPen(QColor(255, 226, 120), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-4, -4, 4, 4))
        painter.setPen(QColor(IVORY))
        painter.setFont(ui_font(10))
        painter.drawText(
            QRectF(-20, self.SIZE / 2 + 2, 40, 16), Qt.AlignmentFlag.AlignCenter, str(self.shortcut)
        )

    def click(self) -> None:
        self.clicked.emit(self.cents)


class ButtonItem(ClickableItem):
    """A dealer button on the rail; enabled from the controller's can_* answers."""

    clicked = Signal(str)

    def __init__(
        self, action: str, text: str, width: float, height: float = 44, primary: bool = False
    ) -> None:
        super().__init__()
        self.action = action
        self.text = text
        self.width, self.height = width, height
        self.primary = primary
        self._enabled = True
        self._down = False

    def set_enabled(self, enabled: bool) -> None:
        if enabled != self._enabled:
            self._enabled = enabled
            self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
            self.update()

    @property
    def enabled(self) -> bool:
        return self._enabled

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, self.height + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 2 if self._down else 0, self.width, self.height)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if self.primary:
            top, bottom = QColor(226, 190, 92), QColor(160, 118, 36)
        else:
            top, bottom = QColor(78, 52, 34), QColor(42, 26, 16)
        if not self._enabled:
            top, bottom = QColor(70, 66, 62), QColor(50, 47, 44)
        elif self._hover:
            top = top.lighter(118)
        gradient.setColorAt(0, top)
        gradient.setColorAt(1, bottom)
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD if self._enabled else QColor(96, 92, 86), 1.5))
        painter.drawRoundedRect(rect, self.height / 2, self.height / 2)
        painter.setFont(ui_font(14 if not self.primary else 17, QFont.Weight.Bold))
        painter.setPen(
            QColor(40, 24, 8)
            if (self.primary and self._enabled)
            else (IVORY if self._enabled else QColor(130, 126, 120))
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._down = True
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._down = False
        self.update()
        super().mouseReleaseEvent(event)

    def click(self) -> None:
        if self._enabled:
            self.clicked.emit(self.action)


def fade_to(item: QGraphicsItem, value: float) -> Callable[[float], None]:
    start = item.opacity()
    return lambda t: item.setOpacity(start + (value - start) * t)


def move_to(item: QGraphicsItem, target: QPointF) -> Callable[[float], None]:
    start = QPointF(item.pos())
    return lambda t: item.setPos(start + (target - start) * t)


class Intents(QObject):
    """What the felt asks the controller to do (one object so the window wires it once)."""

    spot_clicked = Signal(object, bool)
    chip_clicked = Signal(int)
    button_clicked = Signal(str)
