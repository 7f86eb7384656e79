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

from ..engine.bets import BetSpot, format_cents
from ..engine.cards import Card
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


class ShoeItem(QGraphicsObject):
    """The dealing shoe, with a gauge of the cards left and where the cut card sits."""

    SIZE = QRectF(0, 0, 190, 170)

    def __init__(self) -> None:
        super().__init__()
        self.total = 416
        self.remaining = 416
        self.cut_position: int | None = None
        self.shoe_no = 0

    def set_state(self, total: int, remaining: int, cut_position: int | None, shoe_no: int) -> None:
        self.total, self.remaining, self.cut_position, self.shoe_no = total, remaining, cut_position, shoe_no
        self.update()

    def mouth(self) -> QPointF:
        """Where cards leave the shoe (scene coordinates)."""
        return self.mapToScene(QPointF(18, 70))

    def boundingRect(self) -> QRectF:
        return self.SIZE.adjusted(-6, -6, 6, 40)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QPainterPath()
        body.moveTo(10, 40)
        body.lineTo(185, 10)
        body.lineTo(185, 150)
        body.lineTo(10, 150)
        body.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(body.translated(4, 6))
        gradient = QLinearGradient(0, 10, 0, 150)
        gradient.setColorAt(0, QColor(52, 40, 34))
        gradient.setColorAt(1, QColor(18, 12, 10))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD_DARK, 2))
        painter.drawPath(body)
        if self.remaining > 0:
            # The next card, face down in the shoe's mouth.
            painter.save()
            painter.translate(20, 52)
            painter.rotate(-9)
            sprites.cards().draw(painter, "back", QRectF(0, 0, 84, 84 * sprites.CARD_ASPECT * 0.62))
            painter.restore()
        # Gauge: cards left, with the cut card marked.
        gauge = QRectF(14, 158, 170, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(gauge, 4, 4)
        if self.total:
            left = gauge.width() * self.remaining / self.total
            painter.setBrush(QColor(GOLD))
            painter.drawRoundedRect(QRectF(gauge.left(), gauge.top(), left, gauge.height()), 4, 4)
            if self.cut_position is not None:
                x = gauge.left() + gauge.width() * (self.total - self.cut_position) / self.total
                painter.setBrush(QColor(250, 214, 60))
                painter.setPen(QPen(QColor(30, 20, 0), 1))
                painter.drawRect(QRectF(x - 2, gauge.top() - 5, 4, gauge.height() + 10))
        painter.setPen(IVORY)
        painter.setFont(ui_font(12))
        text = f"Shoe {self.shoe_no} · {self.remaining} cards left" if self.shoe_no else "No shoe yet"
        painter.drawText(QRectF(0, 170, 200, 22), Qt.AlignmentFlag.AlignCenter, text)


class DiscardTrayItem(QGraphicsObject):
    """The discard tray: a pile whose height shows how many cards have been played."""

    SIZE = QRectF(0, 0, 170, 150)

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def drop_point(self) -> QPointF:
        return self.mapToScene(QPointF(self.SIZE.width() / 2 - CARD_W / 2, 12))

    def boundingRect(self) -> QRectF:
        return self.SIZE.adjusted(-6, -6, 6, 40)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = self.SIZE.adjusted(4, 4, -4, -4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(tray.translated(4, 6), 10, 10)
        gradient = QLinearGradient(tray.topLeft(), tray.bottomLeft())
        gradient.setColorAt(0, QColor(40, 30, 26))
        gradient.setColorAt(1, QColor(16, 10, 8))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD_DARK, 2))
        painter.drawRoundedRect(tray, 10, 10)
        layers = min(14, (self.count + 11) // 12)
        for i in range(layers):
            offset = layers - i
            sprites.cards().draw(
                painter,
                "back",
                QRectF(tray.center().x() - 40 + offset * 0.6, tray.top() + 12 + offset * 1.6, 80, 112),
            )
        painter.setPen(IVORY)
        painter.setFont(ui_font(12))
        painter.drawText(QRectF(0, self.SIZE.height() + 2, self.SIZE.width(), 22),
                         Qt.AlignmentFlag.AlignCenter, f"Discards · {self.count}")  # fmt: skip


class TotalBadgeItem(QGraphicsObject):
    """A hand's total in a round badge; glows for the winning hand."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.total: int | None = None
        self.winner = False

    def set_total(self, total: int | None, winner: bool = False) -> None:
        self.total, self.winner = total, winner
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-40, -40, 80, 80)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.total is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.winner:
            glow = QRadialGradient(QPointF(0, 0), 40)
            glow.setColorAt(0.6, QColor(255, 220, 120, 160))
            glow.setColorAt(1, QColor(255, 220, 120, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawEllipse(QRectF(-40, -40, 80, 80))
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor(255, 236, 160) if self.winner else GOLD, 3))
        painter.drawEllipse(QRectF(-27, -27, 54, 54))
        painter.setPen(QColor("white"))
        painter.setFont(serif_font(28, QFont.Weight.Bold))
        painter.drawText(QRectF(-27, -29, 54, 56), Qt.AlignmentFlag.AlignCenter, str(self.total))


class BubbleItem(QGraphicsObject):
    """A short message near a bet spot (a refused bet); it fades by itself."""

    def __init__(self, text: str, warning: bool = True) -> None:
        super().__init__()
        self.text = text
        self.warning = warning
        self._font = ui_font(15, QFont.Weight.DemiBold)
        metrics = QFontMetricsF(self._font)
        self._w = min(520.0, metrics.horizontalAdvance(text) + 32)
        self._lines = max(1, math.ceil((metrics.horizontalAdvance(text) + 32) / 520))
        self._h = 18.0 * self._lines + 20
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -self._h - 14, self._w + 8, self._h + 18)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(-self._w / 2, -self._h - 10, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(box, 10, 10)
        tip = QPainterPath()
        tip.moveTo(-9, -10.5)
        tip.lineTo(0, 0)
        tip.lineTo(9, -10.5)
        tip.closeSubpath()
        path = path.united(tip)
        painter.setBrush(QColor(120, 20, 24, 235) if self.warning else QColor(18, 40, 28, 235))
        painter.setPen(QPen(QColor(255, 214, 120), 1.5))
        painter.drawPath(path)
        painter.setPen(QColor("white"))
        painter.setFont(self._font)
        painter.drawText(
            box.adjusted(10, 4, -10, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text
        )


class BankrollItem(QGraphicsObject):
    """The player's plaque on the rail: bankroll, what is bet now and the last hand's result."""

    SIZE = QRectF(-175, -48, 350, 96)

    def __init__(self) -> None:
        super().__init__()
        self.bankroll = 0
        self.bet = 0
        self.last: int | None = None

    def set_values(self, bankroll: int, bet: int, last: int | None) -> None:
        self.bankroll, self.bet, self.last = bankroll, bet, last
        self.update()

    def boundingRect(self) -> QRectF:
        return self.SIZE.adjusted(-4, -4, 6, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(self.SIZE.translated(3, 5), 14, 14)
        gradient = QLinearGradient(self.SIZE.topLeft(), self.SIZE.bottomLeft())
        gradient.setColorAt(0, QColor(34, 24, 18))
        gradient.setColorAt(1, QColor(14, 9, 6))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD, 1.5))
        painter.drawRoundedRect(self.SIZE, 14, 14)
        painter.setPen(QColor(GOLD))
        painter.setFont(ui_font(12, QFont.Weight.DemiBold))
        painter.drawText(QRectF(-160, -42, 320, 18), Qt.AlignmentFlag.AlignLeft, "BANKROLL")
        painter.setPen(IVORY)
        painter.setFont(serif_font(30, QFont.Weight.Bold))
        painter.drawText(QRectF(-160, -26, 320, 38), Qt.AlignmentFlag.AlignLeft, format_cents(self.bankroll))
        painter.setFont(ui_font(14))
        last = "—" if self.last is None else (("+" if self.last > 0 else "") + format_cents(self.last))
        painter.setPen(QColor(210, 230, 214))
        painter.drawText(
            QRectF(-160, 16, 320, 22), Qt.AlignmentFlag.AlignLeft, f"Bet {format_cents(self.bet)}"
        )
        painter.drawText(QRectF(-160, 16, 320, 22), Qt.AlignmentFlag.AlignRight, f"Last hand {last}")


class TextItem(QGraphicsObject):
    """Centred text with a soft shadow: announcements and the draw explanation."""

    def __init__(self, font: QFont, colour: QColor, width: float = 900) -> None:
        super().__init__()
        self.font = font
        self.colour = colour
        self.width = width
        self.text = ""

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:
        height = QFontMetricsF(self.font).height() * 2.2
        return QRectF(-self.width / 2, -height / 2, self.width, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self.font)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.setPen(QColor(0, 0, 0, 150))
        painter.drawText(self.boundingRect().translated(2, 2), flags, self.text)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), flags, self.text)


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
