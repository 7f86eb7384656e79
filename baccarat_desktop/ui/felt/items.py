"""The things on the felt: cards, chip stacks, bet spots, the chip rack, buttons, shoe and tray.

Items only draw and report clicks; the scene turns clicks into intents for the controller.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
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

from ...engine.bets import BetSpot
from ...engine.cards import Card
from ...engine.i18n import _t
from ...engine.money import chip_text, chips_for, format_cents
from ..look import sprites
from ..look.palette import (
    CLOSED_SHADE,
    CLOSED_TEXT,
    GOLD,
    GOLD_DARK,
    IVORY,
    SIDE_PAY,
    SPOT_COLOURS,
    WOOD,
    blend,
    felt_px,
    serif_font,
    ui_font,
)
from .squeeze import Squeeze

if TYPE_CHECKING:
    from .layout import Sector


def print_radii(title_px: float, pay_px: float, outer: float) -> tuple[float, float]:
    """felt_layout.print_radii (imported late: felt_layout imports this module)."""
    from .layout import print_radii as radii

    return radii(title_px, pay_px, outer)


CARD_W = 110.0
CARD_H = CARD_W * sprites.CARD_ASPECT


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
    """A card sprite; ``flip`` 0 shows the back, 1 the face, squeezing horizontally in between.

    A squeezable card (squeeze baccarat) lies face down until the player peels it back from a
    corner or an edge, by mouse or arrow keys (ui/felt/squeeze.py), and turns it over (``revealed``).

    Signals:
        revealed(CardItem): the player turned this squeezed card face up.
    """

    revealed = Signal(object)

    def __init__(self, card: Card | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self._flip = 0.0
        self.squeeze = Squeeze(self, QRectF(0, 0, CARD_W, CARD_H))
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_flip(self, value: float) -> None:
        self._flip = min(1.0, max(0.0, value))
        self.update()

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def boundingRect(self) -> QRectF:
        return self.squeeze.bounds(QRectF(-4, -4, CARD_W + 10, CARD_H + 10))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.squeeze.paint(painter):
            return
        squeeze = abs(math.cos(math.pi * self._flip))
        width = max(CARD_W * squeeze, 0.5)
        x = (CARD_W - width) / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(QRectF(x + 3, 4, width, CARD_H), 7, 7)
        element = self.card.code if (self.face_up and self.card is not None) else "back"
        sprites.cards().draw(painter, element, QRectF(x, 0, width, CARD_H))

    # The squeeze's hands on the card (ui/felt/squeeze.py decides what each does).
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.squeeze.press(event.pos()):
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.squeeze.drag(event.pos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.squeeze.release()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.squeeze.key(event.key()):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()


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
        label = QFontMetricsF(ui_font(felt_px(self, 14), QFont.Weight.DemiBold))
        label_w = label.horizontalAdvance(format_cents(self.amount_cents)) + 16
        width = max(self._column_width(), 90, label_w) + 12
        top = -self.STEP * self.PER_COLUMN - self.FACE_H
        return QRectF(-width / 2, top, width, -top + self.EDGE + 14 + max(22.0, label.height() + 4))

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
            font = ui_font(felt_px(self, 14), QFont.Weight.DemiBold)
            metrics = QFontMetricsF(font)
            w = metrics.horizontalAdvance(text) + 16
            box = QRectF(-w / 2, self.EDGE + 8, w, max(22.0, metrics.height() + 4))
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
        r = self.inner + (6 if self.compact else 9)
        rect = QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)
        painter.drawArc(rect, int(-self.start_deg * 16), int(-(self.end_deg - self.start_deg) * 16))
        if self.closed:
            painter.setOpacity(0.4)
        title = QColor(colour).lighter(175) if self.spot is not BetSpot.TIE else QColor(150, 220, 150)
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
            painter.setBrush(QColor(0, 0, 0, 22))
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
        painter.setBrush(QColor(20, 12, 8, 210))
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


def _units(text: str) -> list[str]:
    """The words of felt print that must stay on one line together: a ratio ('N TO M'), 'TO'
    with the word before it ('UP TO'), a number with the word before it ('DRAGON 7') or, first in a
    line of words, after it ('3 CARDS'), and a lone letter with the word after it ('P PAIR')."""
    words = text.split()
    units: list[list[str]] = []
    i = 0
    while i < len(words):
        word = words[i]
        if i + 2 < len(words) and words[i + 1] == "TO" and _numeric(word) and _numeric(words[i + 2]):
            units.append(words[i : i + 3])
            i += 3
            continue
        last = units[-1] if units else []
        after = word == "TO" or (_numeric(word) and len(last) == 1 and not _numeric(last[0]))
        before = len(last) == 1 and (len(last[0]) == 1 or (_numeric(last[0]) and i == 1))
        if after or before:
            last.append(word)
        else:
            units.append([word])
        i += 1
    return [" ".join(unit) for unit in units]


def _numeric(word: str) -> bool:
    return word.replace(".", "", 1).isdigit()


def wrap_words(text: str, font: QFont, width: float) -> list[str] | None:
    """``text`` in lines no wider than ``width``, broken only between units (``_units``); None if
    a unit is wider."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    current = ""
    for unit in _units(text):
        if metrics.horizontalAdvance(unit) > width:
            return None
        trial = f"{current} {unit}" if current else unit
        if metrics.horizontalAdvance(trial) <= width:
            current = trial
        else:
            lines.append(current)
            current = unit
    if current:
        lines.append(current)
    return lines


class RackChipItem(ClickableItem):
    """One chip in the rack; the selected chip sits raised with a gold ring."""

    clicked = Signal(int)

    SIZE = 70.0

    def __init__(self, cents: int, shortcut: int) -> None:
        super().__init__()
        self.cents = cents
        self.shortcut = shortcut
        self.selected = False
        self.refusal: str | None = None  # why it cannot be picked now (None: it can)
        self.setToolTip(self._tip())

    def _tip(self) -> str:
        return _t("Felt", "{chip} chip (key {key})").format(chip=chip_text(self.cents), key=self.shortcut)

    @property
    def enabled(self) -> bool:
        return self.refusal is None

    def set_refusal(self, refusal: str | None) -> None:
        """A chip the bankroll cannot cover is greyed and says why in its tooltip; it takes no click."""
        if refusal == self.refusal:
            return
        self.refusal = refusal
        tip = self._tip()
        self.setToolTip(tip if refusal is None else f"{tip}\n{refusal}")
        cursor = Qt.CursorShape.PointingHandCursor if refusal is None else Qt.CursorShape.ForbiddenCursor
        self.setCursor(cursor)
        self.setOpacity(1.0 if refusal is None else 0.38)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.SIZE / 2 - 8, -self.SIZE / 2 - 16, self.SIZE + 16, self.SIZE + 36)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = -10 if self.selected and self.enabled else (-4 if self._hover and self.enabled else 0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QRectF(-self.SIZE / 2 + 3, -self.SIZE / 2 + 6, self.SIZE, self.SIZE))
        rect = QRectF(-self.SIZE / 2, -self.SIZE / 2 + lift, self.SIZE, self.SIZE)
        sprites.chips().draw(painter, f"chip-{self.cents // 100}", rect)
        if self.selected and self.enabled:
            painter.setPen(QPen(QColor(255, 226, 120), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-4, -4, 4, 4))
        if felt_px(self, 10) <= 10:  # the key's number, a hint, only where it reads at 9 pt
            painter.setPen(QColor(IVORY))
            painter.setFont(ui_font(10))
            painter.drawText(
                QRectF(-20, self.SIZE / 2 + 2, 40, 16), Qt.AlignmentFlag.AlignCenter, str(self.shortcut)
            )

    def click(self) -> None:
        if self.enabled:
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

    def set_size(self, width: float, height: float) -> None:
        """Room for the caption at the text floor (felt_layout.rail_layout decides the size)."""
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height
            self.update()

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
        painter.setFont(ui_font(felt_px(self, 14 if not self.primary else 17), QFont.Weight.Bold))
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


def move_to(item: QGraphicsItem, target: QPointF) -> Callable[[float], None]:
    start = QPointF(item.pos())
    return lambda t: item.setPos(start + (target - start) * t)


class Intents(QObject):
    """What the felt asks the controller to do (one object so the window wires it once)."""

    spot_clicked = Signal(object, bool)
    chip_clicked = Signal(int)
    button_clicked = Signal(str)


class ReplayBannerItem(QGraphicsObject):
    """Across the top of the felt while a stored hand is replayed: what is shown ("Replay · session
    2, shoe 3, hand 41") and the way back ("Back to the table", or Esc), so a replay can never be
    taken for the live table. The button reports ``end_replay`` through the felt's intents."""

    HEIGHT = 40.0
    WIDTH = 1040.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.button = ButtonItem("end_replay", _t("Felt", "Back to the table  ·  Esc"), 250, 32, primary=True)
        self.button.setParentItem(self)
        self.setVisible(False)

    def _font(self) -> QFont:
        return ui_font(felt_px(self, 20), QFont.Weight.Bold)

    def _height(self) -> float:
        return max(self.HEIGHT, QFontMetricsF(self._font()).height() + 14)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.relayout()

    def relayout(self) -> None:
        """Size the button for its caption at the text floor and keep it at the banner's right end."""
        self.prepareGeometryChange()
        height = self._height()
        caption = QFontMetricsF(ui_font(felt_px(self.button, 17), QFont.Weight.Bold))
        width = caption.horizontalAdvance(self.button.text) + 36
        self.button.set_size(width, height - 8)
        self.button.setPos(self.WIDTH / 2 - width - 4, -height / 2 + 4)
        self.update()

    def boundingRect(self) -> QRectF:
        height = self._height()
        return QRectF(-self.WIDTH / 2 - 4, -height / 2 - 4, self.WIDTH + 8, height + 10)

    def text_rect(self) -> QRectF:
        """Where the words are printed (item coordinates): left of the button."""
        height = self._height()
        return QRectF(-self.WIDTH / 2 + 22, -height / 2, self.button.pos().x() + self.WIDTH / 2 - 34, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self._height()
        rect = QRectF(-self.WIDTH / 2, -height / 2, self.WIDTH, height)
        radius = height / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2, 4), radius, radius)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, WOOD.lighter(150))
        gradient.setColorAt(1, WOOD)
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD, 2))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(self._font())
        painter.setPen(GOLD)
        metrics = QFontMetricsF(self._font())
        room = self.text_rect()
        text = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
