"""A Speed table's betting timer on the felt: a ring at the top of the table, between the shoe and
the discard tray, that empties as the betting window runs out, the seconds left in its middle. It
turns to the warning colour for the last seconds and greys while the count stands (the player looked
away). It only draws what the window gives it (``viewmodels.betting_timer.BettingTimer``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.coup import Hand
from ...engine.i18n import _t
from ..look.palette import (
    DROP_SHADOW,
    GOLD,
    GOLD_DARK,
    IVORY,
    IVORY_DIM,
    TIMER_FACE,
    TIMER_WARNING,
    felt_px,
    serif_font,
    ui_font,
    with_alpha,
)
from .table import FeltTable

TOP = 14.0  # the ring's top, in scene units, in the middle: between the card boxes, above the totals
LEAST_RADIUS, MOST_RADIUS = 44.0, 64.0  # the ring grows into the room between the boxes, this far
FLOORS_ACROSS = 2.7  # ... or, in a small window, as far as this many times the text floor (felt_px)
FIGURE_SHARE = 0.8  # the seconds' size, of the ring's radius (raised to the felt's text floor)
RING = 7.0  # the ring's width
CLEAR = 8.0  # kept clear round the ring: the card boxes beside it, the totals under it
CAPTION_PX, CAPTION_GAP = 15, 3.0  # the word under the ring ("SPEED", "PAUSED"), where there is room


def captions() -> tuple[str, str]:
    """The words under the ring, as printed: while it counts, and while it stands."""
    return _t("Speed", "Speed").upper(), _t("Speed", "Paused").upper()


@dataclass(frozen=True)
class TimerFace:
    """What the timer shows: the whole seconds left, the share of the window left, and whether it is
    in its last seconds or standing still."""

    seconds: int
    fraction: float
    warning: bool = False
    paused: bool = False


class BettingTimerItem(QGraphicsObject):
    """The ring and the seconds (see the module docstring); its position is the ring's centre."""

    def __init__(self) -> None:
        super().__init__()
        self.face = TimerFace(0, 0.0)
        self._radius = LEAST_RADIUS
        self._caption: QRectF | None = None  # the caption's box under the ring (None: no room for it)
        self.setZValue(35)  # over the cards and the totals, under the dealer's words
        self.setToolTip(
            _t("Speed", "Speed table: the hand is dealt when the time runs out, with the chips as placed")
        )

    def set_face(self, face: TimerFace) -> None:
        """Show ``face``; drawn again only when it looks different (a 240th of the ring or more)."""
        old = self.face
        self.face = face
        if (old.seconds, old.warning, old.paused) != (face.seconds, face.warning, face.paused) or (
            round(old.fraction * 240) != round(face.fraction * 240)
        ):
            self.update()

    def radius(self) -> float:
        return self._radius

    def figure_px(self) -> int:
        return felt_px(self, self._radius * FIGURE_SHARE)

    @staticmethod
    def caption_font(felt: object) -> QFont:
        """The caption's type on ``felt`` (a scene: its text floor raises it)."""
        return serif_font(felt_px(felt, CAPTION_PX), QFont.Weight.Bold)

    def caption(self) -> str:
        """The word under the ring: the table's pace, or that the count stands."""
        speed, paused = captions()
        return paused if self.face.paused else speed

    def place(self, felt: FeltTable) -> None:
        """At the top of ``felt``, in its middle (the scene is always 1600 units wide), as large as
        the room between the card boxes and above the totals allows; never smaller than two figures
        at the text floor need. Under a multiplier table's strip of lit cards while it shows."""
        top = TOP
        strip = getattr(getattr(felt, "lights", None), "strip", None)  # a multiplier table's lit cards
        if isinstance(strip, QGraphicsItem) and strip.isVisible():  # (the last hand's, till a chip)
            top = max(top, strip.sceneBoundingRect().bottom() + CLEAR)
        metrics = QFontMetricsF(self.caption_font(felt))
        words = captions()
        wide, deep = max(metrics.horizontalAdvance(w) for w in words) + 4, metrics.height() + CAPTION_GAP
        player, banker = felt.card_box(Hand.PLAYER), felt.card_box(Hand.BANKER)
        boxes = min(player.top(), banker.top())
        above = (boxes - CLEAR - top - deep) / 2  # the ring and its caption clear above the boxes
        across = (banker.left() - player.right()) / 2 - CLEAR  # ... or between them
        totals = min(badge.sceneBoundingRect().top() for badge in felt.badges.values())
        wanted = min(max(MOST_RADIUS, FLOORS_ACROSS * felt.text_floor), (totals - CLEAR - top - deep) / 2)
        fits = wanted if wanted <= above else max(above, min(wanted, across))
        floor = felt_px(felt, LEAST_RADIUS * FIGURE_SHARE) / FIGURE_SHARE
        radius = max(LEAST_RADIUS, floor, fits)
        under = QRectF(-wide / 2, radius + CAPTION_GAP, wide, deep - CAPTION_GAP)
        room = under.translated(800.0, top + radius)
        clear = room.bottom() <= totals - CLEAR and not any(room.intersects(b) for b in (player, banker))
        caption = under if clear else None  # no room for the word: the ring alone
        if radius != self._radius or self.pos() != QPointF(800.0, top + radius) or caption != self._caption:
            self.prepareGeometryChange()
            self._radius, self._caption = radius, caption
            self.setPos(800.0, top + radius)

    def boundingRect(self) -> QRectF:
        r = self.radius() + 2
        ring = QRectF(-r, -r, 2 * r + 4, 2 * r + 6)  # and the shadow, down and to the right
        return ring if self._caption is None else ring.united(self._caption)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        face = self.face
        r = self.radius()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DROP_SHADOW)
        painter.drawEllipse(disc.translated(3, 5))
        painter.setBrush(TIMER_FACE)
        painter.setPen(QPen(GOLD_DARK, 1.5))
        painter.drawEllipse(disc)
        colour = IVORY_DIM if face.paused else TIMER_WARNING if face.warning else GOLD
        track = disc.adjusted(RING / 2 + 3, RING / 2 + 3, -RING / 2 - 3, -RING / 2 - 3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(with_alpha(GOLD_DARK, 90), RING))
        painter.drawEllipse(track)
        if face.fraction > 0:
            pen = QPen(colour, RING)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawArc(track, 90 * 16, -round(360 * 16 * min(1.0, face.fraction)))
        inner = track.adjusted(RING, RING, -RING, -RING)
        painter.setPen(IVORY_DIM if face.paused else TIMER_WARNING if face.warning else IVORY)
        painter.setFont(ui_font(self.figure_px(), QFont.Weight.Bold))
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, str(face.seconds))
        if self._caption is not None and self.scene() is not None:
            painter.setPen(IVORY_DIM if face.paused else GOLD)
            painter.setFont(self.caption_font(self.scene()))
            painter.drawText(self._caption, Qt.AlignmentFlag.AlignCenter, self.caption())
        if face.paused:  # two bars under the figures: the count stands
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(IVORY_DIM)
            bar = r * 0.09
            top = inner.bottom() - bar * 3.2
            for x in (-bar * 1.6, bar * 0.6):
                painter.drawRoundedRect(QRectF(QPointF(x, top), QPointF(x + bar, top + bar * 2.4)), 1, 1)
