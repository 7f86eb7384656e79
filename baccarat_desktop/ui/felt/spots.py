"""The betting areas printed on the felt, and the printing along an arc that their words and the
table's rules share.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...engine.bets import BetSpot
from ...engine.i18n import _t
from ..look.palette import (
    CHIP_CIRCLE_SHADE,
    CLOSED_BAND,
    CLOSED_SHADE,
    CLOSED_TEXT,
    GOLD,
    GOLD_DARK,
    IVORY,
    SIDE_PAY,
    SPOT_COLOURS,
    SPOT_WIN_EDGE,
    SPOT_WIN_GLOW,
    TIE_TITLE,
    blend,
    felt_px,
    serif_font,
    with_alpha,
)
from .controls import ClickableItem
from .layout import Sector, print_radii, wrap_words


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


class BetSpotItem(ClickableItem):
    """A printed betting area (an annular sector of the layout); reports clicks as intents.

    Player, Tie and Banker print their name and pay line along the arc. Side-bet areas are small
    (up to eleven share an arc), so theirs are printed straight and word-wrapped, at one type size
    the scene picks for all of them (``fit_size`` then ``set_text_size``), so the arc reads calm.
    """

    clicked = Signal(object, bool)  # BetSpot, remove (right-click or Shift+click)

    COMPACT_SIZES = range(24, 9, -1)  # pixel sizes tried for a side bet's name, largest first
    PAY_RATIO = 0.8  # a side bet's pay line, against its name
    COMPACT_CHIPS = 0.8  # chips on a side-bet area are drawn a little smaller
    COMPACT_CHIP_ROOM = 64.0  # the width a stack of those chips needs beside the words

    def __init__(self, sector: Sector, centre: QPointF, title: str, payout: str) -> None:
        super().__init__()
        self.sector = sector
        self.spot = sector.spot
        self.centre = centre
        self.inner, self.outer = sector.inner, sector.outer
        self.start_deg, self.end_deg = sector.start, sector.end
        self.compact = sector.compact
        self.title, self.payout = title, payout
        self.text_size = self.COMPACT_SIZES[0]
        self.side_by_side = False  # words and a betting circle side by side (the scene decides)
        self.closed = False
        self._highlight = 0.0
        self._path = self._sector()

    def set_sector(self, sector: Sector) -> None:
        """Take another shape (the scene lays the areas out afresh for a new text floor or height)."""
        self.prepareGeometryChange()
        self.sector = sector
        self.inner, self.outer = sector.inner, sector.outer
        self.start_deg, self.end_deg = sector.start, sector.end
        self._path = self._sector()
        self.update()

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

    @property
    def chip_scale(self) -> float:
        return self.COMPACT_CHIPS if self.compact else 1.0

    def chip_anchor(self) -> QPointF:
        """Where the bet's chips sit: a main area's middle, a little towards the player; a side
        area's middle, or beside its words when it is wide enough (``_offsets``)."""
        if self.compact:
            return self._frame_point(self._offsets()[1], 0)
        return self._point(self.inner + (self.outer - self.inner) * 0.45, self.mid_angle)

    def payout_anchor(self) -> QPointF:
        """Where winnings are set down: beside the bet."""
        if self.compact:
            words, chips = self._offsets()
            if words != chips:
                return self._frame_point(words, 0)
        span = abs(self.end_deg - self.start_deg)
        share = 0.5 if self.compact else 0.45
        return self._point(self.inner + (self.outer - self.inner) * share, self.mid_angle + span * 0.3)

    def message_anchor(self) -> QPointF:
        """Where a refusal's bubble points: the area's dealer-side edge."""
        return self._point(self.inner + (4 if self.compact else 10), self.mid_angle)

    def set_highlight(self, value: float) -> None:
        self._highlight = value
        self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlight > 0

    def set_closed(self, closed: bool) -> None:
        """Closed areas (Big and Small on a shoe's last hand) are dimmed and say so; a click on one
        still reaches the controller, which says why it takes no chips."""
        if closed != self.closed:
            self.closed = closed
            self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        return self._path

    # -- a side bet's words ---------------------------------------------------------------------
    def _text_frame(self) -> tuple[QPointF, float, QRectF]:
        """The middle of a side area, the rotation its words are printed at and their box there."""
        span = math.radians(self.start_deg - self.end_deg)
        width = 2 * self.inner * math.sin(span / 2) - 10  # the chord at the narrow edge, less a margin
        height = self.outer - self.inner - 14
        middle = self._point((self.inner + self.outer) / 2, self.mid_angle)
        return middle, self.mid_angle - 90, QRectF(-width / 2, -height / 2, width, height)

    def _frame_point(self, dx: float, dy: float) -> QPointF:
        """A point given in a side area's printing frame (``_text_frame``), in item coordinates."""
        middle, rotation, _box = self._text_frame()
        a = math.radians(rotation)
        return middle + QPointF(dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a))

    def fits_side_by_side(self) -> bool:
        """Whether this side area is wide enough for its words and a betting circle side by side."""
        allowed, self.side_by_side = self.side_by_side, True
        try:
            words, chips = self._offsets()
        finally:
            self.side_by_side = allowed
        return words != chips

    def _offsets(self) -> tuple[float, float]:
        """Where a side area's words and chips are centred along it. A wide area sets them side by
        side, the chips towards the table's middle (so pairs over Player and Banker mirror each
        other); a narrow one puts the chips over the words, as on a crowded felt. The scene allows
        side by side only when every side area has the room (``side_by_side``), so the arc is alike."""
        box = self._text_frame()[2]
        lines = self.compact_lines() or []
        words = max((QFontMetricsF(font).horizontalAdvance(text) for text, font in lines), default=0.0)
        gap = 18.0
        group = words + gap + self.COMPACT_CHIP_ROOM
        if group > box.width() or not self.side_by_side:
            return 0.0, 0.0
        towards_middle = 1.0 if self.mid_angle >= 90 else -1.0
        return (
            -towards_middle * (group - words) / 2,
            towards_middle * (group - self.COMPACT_CHIP_ROOM) / 2,
        )

    def _fonts(self, size: int) -> tuple[QFont, QFont]:
        return (
            serif_font(felt_px(self, size), QFont.Weight.Bold),
            serif_font(felt_px(self, max(8, round(size * self.PAY_RATIO))), QFont.Weight.DemiBold),
        )

    def compact_lines(self, size: int | None = None) -> list[tuple[str, QFont]] | None:
        """A side bet's name and pay line wrapped to its area at ``size``; None if they do not fit."""
        title_font, pay_font = self._fonts(self.text_size if size is None else size)
        box = self._text_frame()[2]
        lines: list[tuple[str, QFont]] = []
        parts = [(self.title, title_font)] + [(part, pay_font) for part in self.payout.split(" · ")]
        for text, font in parts:
            wrapped = wrap_words(text, font, box.width())
            if wrapped is None:
                return None
            lines += [(line, font) for line in wrapped]
        height = sum(QFontMetricsF(font).height() for _, font in lines)
        return lines if height <= box.height() else None

    def fit_size(self) -> int:
        """The largest type size at which this side bet's words fit its area."""
        for size in self.COMPACT_SIZES:
            if self.compact_lines(size) is not None:
                return size
        return self.COMPACT_SIZES[-1]

    def set_text_size(self, size: int) -> None:
        self.text_size = size
        self.update()

    # -- painting -------------------------------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = SPOT_COLOURS[self.spot]
        # Printed felt: a faint tint and a gold line; the winning spot lights up.
        fill = QColor(colour)
        fill.setAlpha(22 + (26 if self._hover and not self.closed else 0))
        painter.setBrush(fill)
        painter.setPen(QPen(SPOT_WIN_EDGE if self._highlight else GOLD, 2.5 + 1.5 * self._highlight))
        painter.drawPath(self._path)
        if self._highlight:
            # A winning spot lights up in gold (a colour tint over green felt would turn muddy).
            glow = QRadialGradient(self.chip_anchor(), (self.outer - self.inner) * 1.6)
            glow.setColorAt(0, with_alpha(SPOT_WIN_GLOW, int(110 * self._highlight)))
            glow.setColorAt(1, with_alpha(SPOT_WIN_GLOW, int(40 * self._highlight)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawPath(self._path)
        inner_line = QPen(QColor(GOLD_DARK), 1)
        inner_line.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(inner_line)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self.inner + (6 if self.compact else 9)
        rect = QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)
        painter.drawArc(rect, int(-self.start_deg * 16), int(-(self.end_deg - self.start_deg) * 16))
        if self.closed:
            painter.setOpacity(0.4)
        title = QColor(colour).lighter(175) if self.spot is not BetSpot.TIE else TIE_TITLE
        if self.compact:
            self._paint_compact(painter, blend(IVORY, title, 0.35))
        else:
            painter.setPen(title)
            size = felt_px(self, 26 if self.spot is BetSpot.TIE else 30)
            pay_size = felt_px(self, 15)
            title_r, pay_r = print_radii(size, pay_size, self.outer)
            title_font = serif_font(size, QFont.Weight.Bold)
            arc_text(painter, self.title, self.centre, title_r, self.mid_angle, title_font)
            painter.setPen(QColor(GOLD))
            arc_text(painter, self.payout, self.centre, pay_r, self.mid_angle,
                     serif_font(pay_size, QFont.Weight.DemiBold))  # fmt: skip
        if self.closed:
            painter.setOpacity(1.0)
            self._paint_closed(painter)

    def _paint_compact(self, painter: QPainter, title: QColor) -> None:
        middle, rotation, box = self._text_frame()
        lines = self.compact_lines() or self.compact_lines(self.COMPACT_SIZES[-1]) or []
        title_font = self._fonts(self.text_size)[0]
        shift, chips = self._offsets()
        painter.save()
        painter.translate(middle)
        painter.rotate(rotation)
        if shift != chips:  # the betting circle the chips go in, printed beside the words
            radius = self.COMPACT_CHIP_ROOM / 2 - 4
            painter.setPen(QPen(GOLD_DARK, 1.5))
            painter.setBrush(CHIP_CIRCLE_SHADE)
            painter.drawEllipse(QPointF(chips, 0), radius, radius)
        painter.translate(shift, 0)
        y = -sum(QFontMetricsF(font).height() for _, font in lines) / 2
        for text, font in lines:
            height = QFontMetricsF(font).height()
            painter.setFont(font)
            painter.setPen(title if font == title_font else SIDE_PAY)
            painter.drawText(QRectF(box.left(), y, box.width(), height), Qt.AlignmentFlag.AlignCenter, text)
            y += height
        painter.restore()

    def _paint_closed(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CLOSED_SHADE)
        painter.drawPath(self._path)
        middle, rotation, _box = self._text_frame()
        font = serif_font(felt_px(self, 18 if self.compact else 26), QFont.Weight.Bold)
        metrics = QFontMetricsF(font)
        word = _t("Felt", "CLOSED")
        w = metrics.horizontalAdvance(word) + 16
        painter.save()
        painter.translate(middle)
        painter.rotate(rotation)
        band = QRectF(-w / 2, -metrics.height() / 2 - 2, w, metrics.height() + 4)
        painter.setBrush(CLOSED_BAND)
        painter.setPen(QPen(CLOSED_TEXT, 1))
        painter.drawRoundedRect(band, 4, 4)
        painter.setFont(font)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, word)
        painter.restore()

    def released(self, event: QGraphicsSceneMouseEvent) -> None:
        remove = event.button() == Qt.MouseButton.RightButton or bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        self.click(remove=remove)

    def click(self, *, remove: bool = False) -> None:
        """The same intent a mouse click sends (tests and keyboard use this)."""
        self.clicked.emit(self.spot, remove)
