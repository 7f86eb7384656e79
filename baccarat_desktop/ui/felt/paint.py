"""The felt's painting strokes that several items share: a soft light round a point and words with a
shadow under them. One home, so the fixtures, the multiplier table's lights and whatever comes next
glow and cast their shadows alike (they each set up the same gradient and pens before)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient

from ..look.palette import TEXT_SHADOW, with_alpha

__all__ = ["glow", "shadowed_text"]


def glow(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    colour: QColor,
    *,
    height: float | None = None,
    solid: float = 0.0,
) -> None:
    """A soft light of ``colour`` round ``centre``: full from the centre out to ``solid`` (a share of
    the radius), fading out at ``radius`` (``height`` up and down when not round)."""
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(solid, colour)
    gradient.setColorAt(1, with_alpha(colour, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius, radius if height is None else height)


def shadowed_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    colour: QColor,
    flags: int | Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """``text`` in ``colour`` over its soft shadow, a little down and right: readable on any felt."""
    painter.setPen(TEXT_SHADOW)
    painter.drawText(rect.translated(2, 2), flags, text)
    painter.setPen(colour)
    painter.drawText(rect, flags, text)
