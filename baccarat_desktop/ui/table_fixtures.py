"""The table's fixtures on the felt: the shoe, the discard tray, the totals, the player's plaque,
message bubbles and printed text. They only draw; nothing here takes a click."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
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
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.money import format_cents, signed_cents
from . import sprites
from .felt_items import CARD_W
from .palette import GOLD, GOLD_DARK, IVORY, serif_font, ui_font


def dark_box(painter: QPainter, outline: QPainterPath, top: QColor, bottom: QColor) -> None:
    """A dark wooden box with a gold rim and a soft shadow: the shoe's and the tray's body."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(outline.translated(4, 6))
    box = outline.boundingRect()
    gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
    gradient.setColorAt(0, top)
    gradient.setColorAt(1, bottom)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(GOLD_DARK, 2))
    painter.drawPath(outline)


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
        dark_box(painter, body, QColor(52, 40, 34), QColor(18, 12, 10))
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
        outline = QPainterPath()
        outline.addRoundedRect(tray, 10, 10)
        dark_box(painter, outline, QColor(40, 30, 26), QColor(16, 10, 8))
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
    """A short message near a bet spot (a refused bet); it fades by itself. Its tip is the item's
    position; the box slides sideways to stay on the felt (``keep_inside``)."""

    def __init__(self, text: str, warning: bool = True) -> None:
        super().__init__()
        self.text = text
        self.warning = warning
        self._font = ui_font(15, QFont.Weight.DemiBold)
        metrics = QFontMetricsF(self._font)
        self._w = min(520.0, metrics.horizontalAdvance(text) + 32)
        self._lines = max(1, math.ceil((metrics.horizontalAdvance(text) + 32) / 520))
        self._h = 18.0 * self._lines + 20
        self._shift = 0.0
        self.setZValue(60)

    def keep_inside(self, area: QRectF) -> None:
        """Slide the box (not its tip) so it stays within ``area`` (scene coordinates)."""
        self.prepareGeometryChange()
        x = self.pos().x()
        left, right = x - self._w / 2, x + self._w / 2
        self._shift = max(0.0, area.left() - left) - max(0.0, right - area.right())
        self.update()

    def box(self) -> QRectF:
        """The message's box, in item coordinates."""
        return QRectF(-self._w / 2 + self._shift, -self._h - 10, self._w, self._h)

    def boundingRect(self) -> QRectF:
        return self.box().adjusted(-4, -4, 4, 14)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.box()
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
        last = "—" if self.last is None else signed_cents(self.last)
        painter.setPen(QColor(210, 230, 214))
        painter.drawText(
            QRectF(-160, 16, 320, 22), Qt.AlignmentFlag.AlignLeft, f"Bet {format_cents(self.bet)}"
        )
        painter.drawText(QRectF(-160, 16, 320, 22), Qt.AlignmentFlag.AlignRight, f"Last hand {last}")


class TextItem(QGraphicsObject):
    """Centred text with a soft shadow: announcements and the draw explanation. A line too long for
    the width is set smaller (down to ``shrink`` of the size) before it wraps, so an announcement
    with side bets won stays one line where it can."""

    def __init__(self, font: QFont, colour: QColor, width: float = 900, shrink: float = 1.0) -> None:
        super().__init__()
        self.base_font = QFont(font)
        self.font = QFont(font)
        self.colour = colour
        self.width = width
        self.shrink = shrink
        self.text = ""

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.font = QFont(self.base_font)
        size = self.base_font.pixelSize()
        wide = QFontMetricsF(self.base_font).horizontalAdvance(text)
        if wide > self.width and size > 0:
            self.font.setPixelSize(max(round(size * self.shrink), int(size * self.width / wide)))
        self.update()

    def boundingRect(self) -> QRectF:
        height = QFontMetricsF(self.base_font).height() * 2.2
        return QRectF(-self.width / 2, -height / 2, self.width, height)

    def text_rect(self) -> QRectF:
        """Where the current text's lines are, in item coordinates (empty when there is none)."""
        if not self.text:
            return QRectF()
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        return QFontMetricsF(self.font).boundingRect(self.boundingRect(), int(flags), self.text)

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
