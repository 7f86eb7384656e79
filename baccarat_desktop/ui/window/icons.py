"""The toolbar's icons, drawn in the table's gold so they match the felt at any scale (no image files
to keep in step with the palette)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPainterPath, QPen, QPixmap

from ..look.palette import BANKER_RED, GOLD, IVORY, PLAYER_BLUE, TIE_GREEN


def draw_icon(kind: str, size: int = 64) -> QIcon:
    """The toolbar's icons, drawn here in the table's gold so they match the felt at any scale."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 64, size / 64)
    pen = QPen(GOLD, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "shoe":  # the dealing shoe with a card at its mouth
        body = QPainterPath()
        body.moveTo(8, 26)
        body.lineTo(56, 14)
        body.lineTo(56, 52)
        body.lineTo(8, 52)
        body.closeSubpath()
        p.drawPath(body)
        p.setBrush(IVORY)
        p.setPen(QPen(GOLD, 3))
        p.save()
        p.translate(12, 30)
        p.rotate(-14)
        p.drawRoundedRect(QRectF(0, -4, 22, 16), 3, 3)
        p.restore()
    elif kind == "session":  # a chip with a plus: a fresh bankroll
        p.drawEllipse(QRectF(8, 8, 48, 48))
        p.setPen(QPen(GOLD, 3, Qt.PenStyle.DashLine))
        p.drawEllipse(QRectF(15, 15, 34, 34))
        p.setPen(pen)
        p.drawLine(QPointF(32, 22), QPointF(32, 42))
        p.drawLine(QPointF(22, 32), QPointF(42, 32))
    elif kind == "odds":  # a percent sign
        p.drawLine(QPointF(46, 14), QPointF(18, 50))
        p.drawEllipse(QRectF(12, 12, 14, 14))
        p.drawEllipse(QRectF(38, 38, 14, 14))
    elif kind == "scoreboard":  # a bead plate
        p.setPen(Qt.PenStyle.NoPen)
        colours = [BANKER_RED, PLAYER_BLUE, BANKER_RED, TIE_GREEN]
        for i in range(4):
            for j in range(3):
                p.setBrush(colours[(i + j) % 4].lighter(130))
                p.drawEllipse(QRectF(6 + j * 19, 6 + i * 13.5, 12, 12))
    elif kind == "rules":  # an open book
        left = QPainterPath()
        left.moveTo(32, 18)
        left.cubicTo(24, 12, 14, 12, 6, 14)
        left.lineTo(6, 50)
        left.cubicTo(14, 48, 24, 48, 32, 54)
        p.drawPath(left)
        right = QPainterPath()
        right.moveTo(32, 18)
        right.cubicTo(40, 12, 50, 12, 58, 14)
        right.lineTo(58, 50)
        right.cubicTo(50, 48, 40, 48, 32, 54)
        p.drawPath(right)
        p.drawLine(QPointF(32, 18), QPointF(32, 54))
    elif kind == "settings":  # a gear
        p.translate(32, 32)
        for _ in range(8):
            p.drawLine(QPointF(0, -19), QPointF(0, -27))
            p.rotate(45)
        p.drawEllipse(QRectF(-18, -18, 36, 36))
        p.drawEllipse(QRectF(-7, -7, 14, 14))
    p.end()
    return QIcon(pixmap)
