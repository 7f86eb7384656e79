"""The betting areas printed on the felt, and the printing along an arc that their words and the
table's rules share.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
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
from .chips import ChipStackItem
from .controls import ClickableItem
from .layout import Sector, wrap_units, wrap_words


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

    As on a casino layout, every area has two zones: its words (name and payout) and, apart from
    them, a printed betting circle in the zone where its chips stand (``chip_zone``). A stack is
    scaled to its zone (``stack_scale``), so chips and their amount never lie over the words, and
    winnings are paid beside the bet inside the same zone (its two halves). Player, Tie and Banker
    print their words along the arc: Player's and Banker's on the outer side of the area and the
    circle towards the table's middle, Tie's name and payout either side of its circle. Side-bet
    areas are small (up to eleven share a row), so theirs are printed straight and word-wrapped, at
    one type size the scene picks for all of them (``fit_size`` then ``set_text_size``), beside the
    circle when every side area is wide enough (``side_by_side``), else above it.
    """

    clicked = Signal(object, bool)  # BetSpot, remove (right-click or Shift+click)

    COMPACT_SIZES = range(24, 9, -1)  # pixel sizes tried for a side bet's name, largest first
    PAY_RATIO = 0.8  # a side bet's pay line, against its name
    COMPACT_CHIPS = 0.8  # chips on a side-bet area are drawn a little smaller
    MIN_CHIPS = 0.55  # the least scale a side area keeps room for (one chip and its label)
    MIN_SCALE = 0.2  # the least a stack is drawn at (a tall one in a small zone)
    REFERENCE_CENTS = 50_000  # the stack a zone is made for: one chip, its label "$500"
    MARGIN = 7.0  # between a zone and its area's edge (scene units)
    GAP = 10.0  # between the words and the chip zone
    COMPACT_GAP = 6.0  # ... on a side area
    DASH = 9.0  # the dashed line inside a main area's dealer edge (a side area's: 6)
    TITLE_MAX = 50  # the largest a main area's name grows to where the area has room
    PAY_PX = 15  # a main area's pay line

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
        self.room_scale = self.MIN_CHIPS  # the scale a side area keeps its chips' room for (the same)
        self.closed = False
        self._highlight = 0.0
        self._seats: dict[tuple[object, ...], tuple[bool, QPointF]] = {}  # where stacks stand
        self._zones: dict[tuple[object, ...], QPainterPath] = {}  # where they may
        self._stacks: dict[tuple[object, ...], tuple[bool, QPointF, float]] = {}  # each stack's seat
        self._lines: dict[tuple[object, ...], list[tuple[str, QFont]] | None] = {}  # wrapped words
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
        """The scale a stack is drawn at where its zone has the room (smaller where it has not)."""
        return self.COMPACT_CHIPS if self.compact else 1.0

    @property
    def _towards_middle(self) -> float:
        """+1 where the table's middle lies at larger x in the area's frame (areas left of it)."""
        return 1.0 if self.mid_angle >= 90 else -1.0

    def _floor(self) -> float:
        scene = self.scene()
        return float(getattr(scene, "text_floor", 0.0) or 0.0) if scene is not None else 0.0

    # -- the chip zone ----------------------------------------------------------------------------
    @property
    def stack_rotation(self) -> float:
        """The turn of stacks on this area: a side area's chips and label follow its words (its
        printing frame), so a tilted area at the arc's ends keeps its room; a main area's stand
        upright."""
        return self._text_frame()[1] if self.compact else 0.0

    def _zone_transform(self) -> QTransform:
        """From the zone's own frame (a side area's printing frame) to item coordinates."""
        return self._frame_transform() if self.compact else QTransform()

    def chip_zone(self, part: str = "bet") -> QPainterPath:
        """Where chips may stand, in item coordinates: the whole zone for the bet (``"bet"``), or,
        once it has won, its outer half for the bet (``"paid"``) and the half towards the table's
        middle for the winnings (``"payout"``), so they are paid beside it. A main area's zone is
        the part of its arc its words leave; a side area's is the area (less a margin) clear of
        each printed line of its words."""
        return self._zone_transform().map(self._zone(part))

    def _zone(self, part: str) -> QPainterPath:
        """``chip_zone`` in the zone's own frame (``_zone_transform``)."""
        key = ("zone", part, self._floor(), self.side_by_side, self.text_size, self.sector)
        zone = self._zones.get(key)
        if zone is not None:
            return zone
        zone = QPainterPath()
        if self.compact:
            box = self._text_frame()[2]
            if part != "bet":  # halves of the room beside or under the words, across its length
                box = self._compact_boxes()[1]
                if box.height() > box.width():  # the winnings under the bet, nearer the player
                    half = box.height() / 2
                    low = part == "payout"
                    box = QRectF(box.left(), box.top() + (half if low else 0), box.width(), half)
                else:  # ... or beside it, towards the table's middle
                    half = box.width() / 2
                    right = (part == "payout") == (self._towards_middle > 0)
                    box = QRectF(box.left() + (half if right else 0), box.top(), half, box.height())
            zone.addRect(box)
            words = QPainterPath()
            for rect in self._word_rects():
                gap = self.COMPACT_GAP
                words.addRect(rect.adjusted(-gap, -gap / 2, gap, gap / 2))
            zone = zone.subtracted(words)
        else:
            inner, outer, start, end = self._main_layout()[1]
            if part != "bet":
                middle = (start + end) / 2
                # Towards the table's middle: the smaller angle on Player's side and on Tie (its right).
                low = (part == "payout") == (self.spot is not BetSpot.BANKER)
                start, end = (middle, end) if low else (start, middle)
            steps = 16
            points = [self._point(outer, start + (end - start) * i / steps) for i in range(steps + 1)]
            points += [self._point(inner, end + (start - end) * i / steps) for i in range(steps + 1)]
            zone.addPolygon(QPolygonF(points))
            zone.closeSubpath()
        if len(self._zones) > 24:
            self._zones.clear()
        self._zones[key] = zone
        return zone

    @property
    def _room_beside(self) -> bool:
        """A side area's words over its chips keep a shallow zone for them: one whose stacks take
        their label beside the chips (the room the words leave is reckoned so)."""
        return self.compact and not self.side_by_side

    def _candidates(self, part: str) -> list[QPointF]:
        """Where a stack's middle may go in a part of the zone (its own frame): a main area's zone's
        middle; across a side area's, a grid (the chips go where the words leave most room)."""
        if self.compact:
            # Across the room beside or under the words first, then across the whole zone.
            room = self._compact_boxes()[1] if part == "bet" else self._zone(part).boundingRect()
            points = []
            for box, xs, ys in ((room, 7, 5), (self._zone(part).boundingRect(), 7, 7)):
                points += [
                    QPointF(
                        box.left() + box.width() * (i + 0.5) / xs, box.top() + box.height() * (j + 0.5) / ys
                    )
                    for i in range(xs)
                    for j in range(ys)
                ]
            return points
        inner, outer, start, end = self._main_layout()[1]
        if part != "bet":
            centre = self._zone(part).boundingRect().center() - self.centre
            angle = math.degrees(math.atan2(centre.y(), centre.x()))
        else:
            angle = (start + end) / 2
        return [self._point((inner + outer) / 2, angle)]

    def _seat(self, part: str, stack: ChipStackItem | None = None) -> tuple[bool, QPointF]:
        """Where stacks stand in a part of the zone (its own frame): their label beside the chips
        or under them, and the foot of a one-chip stack (or of ``stack``), wherever it can be
        largest inside the zone (nearest the zone's middle among equals)."""
        if stack is _reference_stack():
            stack = None  # the stack the zone is made for: its seat is the zone's own
        shape = None if stack is None else (len(stack.chips), stack.label)
        key = ("seat", part, self._floor(), self.side_by_side, self.text_size, self.sector, shape)
        seat = self._seats.get(key)
        if seat is None:
            reference = _reference_stack() if stack is None else stack
            kept = reference.label_beside
            zone = self._zone(part)
            middle = zone.boundingRect().center()
            floor = self._floor()
            best: tuple[bool, float, float, bool, QPointF] | None = None
            for beside in (False, True):
                reference.label_beside = beside
                if stack is None:  # every area's zone is made for the same stack: measured once
                    extents = _reference_extents(beside, floor, self._scales())
                else:
                    extents = {scale: reference.extent(scale, floor) for scale in self._scales()}
                halves = {scale: _half_size(rect, scale) for scale, rect in extents.items()}
                for centre in self._candidates(part):

                    def box_at(
                        scale: float,
                        x: float = centre.x(),
                        y: float = centre.y(),
                        sizes: dict[float, tuple[float, float]] = halves,
                    ) -> QRectF:
                        half_w, half_h = sizes[scale]
                        return QRectF(x - half_w, y - half_h, 2 * half_w, 2 * half_h)

                    least = best[1] - 0.02 if best is not None and best[0] else 0.0
                    scale = self._largest(zone, box_at, least)
                    fits = zone.contains(box_at(scale))
                    if best is not None and best[0] and (not fits or scale < least):
                        continue
                    foot = centre - extents[scale].center() * scale
                    distance = math.hypot(centre.x() - middle.x(), centre.y() - middle.y())
                    if (
                        best is None
                        or (fits and not best[0])
                        or scale > best[1] + 0.02
                        or (scale > best[1] - 0.02 and distance < best[2])
                    ):
                        best = (fits, scale, distance, beside, foot)
            reference.label_beside = kept
            assert best is not None
            if len(self._seats) > 48:
                self._seats.clear()
            seat = self._seats[key] = (best[3], best[4])
        return seat

    def _stack_seat(self, stack: ChipStackItem, part: str) -> tuple[bool, QPointF, float]:
        """Where ``stack`` stands in a part of the zone (its frame), its label's side and its scale:
        on the printed circle (``_seat``) where it fits there, else wherever in the zone it fits
        largest (a tall stack, or its amount, in a shallow zone)."""
        key = (
            part,
            self._floor(),
            self.side_by_side,
            self.text_size,
            self.sector,
            len(stack.chips),
            stack.label,
        )
        kept = self._stacks.get(key)
        if kept is not None:
            return kept
        for seat in (self._seat(part), self._seat(part, stack)):
            beside, foot = seat
            scale, fits = self._scale_at(stack, part, beside, foot)
            if fits:
                break
        if len(self._stacks) > 48:
            self._stacks.clear()
        self._stacks[key] = (beside, foot, scale)
        return beside, foot, scale

    def _scale_at(self, stack: ChipStackItem, part: str, beside: bool, foot: QPointF) -> tuple[float, bool]:
        """The largest scale at which ``stack`` stands inside the zone's part at ``foot`` (its
        label beside or under the chips), and whether it does at all."""
        stack.label_beside = beside
        floor = self._floor()

        def box_at(scale: float) -> QRectF:
            rect = stack.extent(scale, floor)
            return QRectF(foot + rect.topLeft() * scale, rect.size() * scale)

        zone = self._zone(part)
        scale = self._largest(zone, box_at)
        return scale, zone.contains(box_at(scale))

    def holds(self, stack: ChipStackItem, part: str) -> bool:
        """Whether ``stack`` stands whole inside a part of the zone (somewhere in it)."""
        beside, foot, scale = self._stack_seat(stack, part)
        return self._scale_at(stack, part, beside, foot) == (scale, True)

    def on_bet(self, payout: ChipStackItem, bet: ChipStackItem) -> tuple[QPointF, float]:
        """Where winnings stand when the zone has no room for them beside the bet (item
        coordinates), and their scale: on the bet's chips, no larger than it, a little aside (away
        from its amount, which stays the one tag), as far aside and as large as the zone allows."""
        beside, foot, high = self._stack_seat(bet, "bet")
        payout.show_label = False
        floor = self._floor()
        zone = self._zone("bet")
        side = -1.0 if beside else self._towards_middle
        for scale in (s for s in self._scales() if s <= high + 1e-6):
            extent = payout.extent(scale, floor)
            for share in (0.5, 0.4, 0.3, 0.2, 0.1, 0.0):
                at = foot + QPointF(side * ChipStackItem.CHIP * scale * share, 0)
                if zone.contains(QRectF(at + extent.topLeft() * scale, extent.size() * scale)):
                    return self._zone_transform().map(at), scale
        return self._zone_transform().map(foot), self.MIN_SCALE

    def stack_foot(self, stack: ChipStackItem, part: str = "bet") -> QPointF:
        """Where ``stack`` stands in a part of the zone, in item coordinates (``_stack_seat``)."""
        return self._zone_transform().map(self._stack_seat(stack, part)[1])

    def _foot(self, part: str) -> QPointF:
        """A part's foot in item coordinates."""
        return self._zone_transform().map(self._seat(part)[1])

    def _scales(self) -> tuple[float, ...]:
        """The scales a stack is tried at, largest first: ``chip_scale`` down to MIN_SCALE."""
        return _scales(self.chip_scale, self.MIN_SCALE)

    def _largest(self, zone: QPainterPath, box_at: Callable[[float], QRectF], least: float = 0.0) -> float:
        """The largest of ``_scales`` at which ``box_at(scale)`` lies inside ``zone`` (the least if
        none; none tried under ``least``), tried downwards: a label keeps its size as its chips
        shrink, so a box that fits need not fit smaller."""
        scales = self._scales()
        return next(
            (scale for scale in scales if scale >= least and zone.contains(box_at(scale))), scales[-1]
        )

    def stack_scale(self, stack: ChipStackItem, part: str = "bet") -> float:
        """The scale ``stack`` takes in a part of the zone: the largest (up to ``chip_scale``) at
        which it lies inside, so taller stacks and larger labels are drawn smaller. It takes the
        label placement of where it stands (``_stack_seat``)."""
        beside, _foot, scale = self._stack_seat(stack, part)
        stack.label_beside = beside
        return scale

    def chip_anchor(self) -> QPointF:
        """Where the bet's chips stand: the foot of the area's chip zone (its printed circle)."""
        return self._foot("bet")

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
        rect = self._path.boundingRect()
        if self.compact:  # a side area's straight words may reach past its curved dealer-side edge
            rect = rect.united(self._frame_transform().map(QPolygonF(self._text_frame()[2])).boundingRect())
        return rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        return self._path

    # -- a main area's words --------------------------------------------------------------------
    def _main_fonts(self) -> tuple[QFont, QFont]:
        """A main area's name, as large as the area's depth and a share of its width allow (never
        under its design size), and its pay line."""
        pay = serif_font(felt_px(self, self.PAY_PX), QFont.Weight.DemiBold)
        design = 26 if self.spot is BetSpot.TIE else 30
        depth = self.outer - self.inner - self.DASH - 2 * self.MARGIN
        room = (
            (depth - QFontMetricsF(pay).height() - 5) / 1.2 if self.spot is not BetSpot.TIE else depth / 1.6
        )
        along = self.inner * math.radians(self.start_deg - self.end_deg)
        share = along * (0.22 if self.spot is BetSpot.TIE else 0.36)
        size = max(design, min(self.TITLE_MAX, int(room)))
        while (
            size > design
            and QFontMetricsF(serif_font(size, QFont.Weight.Bold)).horizontalAdvance(self.title) > share
        ):
            size -= 1
        return serif_font(felt_px(self, size), QFont.Weight.Bold), pay

    def _main_layout(self) -> tuple[list[tuple[str, QFont, float, float]], tuple[float, float, float, float]]:
        """A main area's words (text, font, radius, angle) and its chip zone (inner and outer radius,
        start and end angle): Player's and Banker's words at the outer end, Tie's either side."""
        title_font, pay_font = self._main_fonts()
        t_px, p_px = title_font.pixelSize(), pay_font.pixelSize()
        t_w = QFontMetricsF(title_font).horizontalAdvance(self.title)
        payout = self.payout
        p_w = QFontMetricsF(pay_font).horizontalAdvance(payout)
        head = payout.split(" · ")[0]
        if head != payout and p_w > self.inner * math.radians(self.start_deg - self.end_deg) * 0.6:
            # A long pay line ("1 to 1 · 3-card 7 pushes") would leave its chips a sliver of the
            # area (their tag over the words at 1024x640): the area prints its first part, the
            # rules arc under the areas the whole line (a reader hears it whole: access.py).
            payout = head
            p_w = QFontMetricsF(pay_font).horizontalAdvance(payout)
        top, bottom = self.inner + self.DASH, self.outer
        middle = (top + bottom) / 2
        zin, zout = self.inner + self.MARGIN, self.outer - self.MARGIN
        edge = math.degrees(self.MARGIN / self.inner)
        gap = math.degrees(self.GAP / zin)
        if self.spot is BetSpot.TIE:
            side = max(math.degrees(t_w / middle), math.degrees(p_w / middle))
            words = [
                (self.title, title_font, middle, self.start_deg - edge - side / 2),
                (payout, pay_font, middle, self.end_deg + edge + side / 2),
            ]
            return words, (zin, zout, self.start_deg - edge - side - gap, self.end_deg + edge + side + gap)
        title_r, pay_r = middle - (p_px + 5) / 2, middle + (t_px + 5) / 2
        width = max(math.degrees(t_w / title_r), math.degrees(p_w / pay_r))
        if self.spot is BetSpot.PLAYER:
            angle = self.start_deg - edge - width / 2
            zone = (zin, zout, angle - width / 2 - gap, self.end_deg + edge)
        else:
            angle = self.end_deg + edge + width / 2
            zone = (zin, zout, self.start_deg - edge, angle + width / 2 + gap)
        words = [(self.title, title_font, title_r, angle), (payout, pay_font, pay_r, angle)]
        return words, zone

    # -- a side bet's words ---------------------------------------------------------------------
    def _text_frame(self) -> tuple[QPointF, float, QRectF]:
        """The middle of a side area, the rotation its words are printed at and their box there."""
        span = math.radians(self.start_deg - self.end_deg)
        width = 2 * self.inner * math.sin(span / 2) - 10  # the chord at the narrow edge, less a margin
        height = self.outer - self.inner - 12
        middle = self._point((self.inner + self.outer) / 2, self.mid_angle)
        return middle, self.mid_angle - 90, QRectF(-width / 2, -height / 2, width, height)

    def _frame_transform(self) -> QTransform:
        """From a side area's printing frame (``_text_frame``) to item coordinates."""
        middle, rotation, _box = self._text_frame()
        return QTransform().translate(middle.x(), middle.y()).rotate(rotation)

    def _chip_room(self) -> QSizeF:
        """The least room a side area keeps for its chips: one chip and its label at ``room_scale``
        (the label under the chips beside the words, beside them under the words)."""
        reference = _reference_stack()
        reference.label_beside = self._room_beside
        rect = reference.extent(self.room_scale, self._floor())
        return QSizeF(rect.width() * self.room_scale + 4, rect.height() * self.room_scale + 4)

    def _words_room(self) -> QRectF:
        """The most a side area's words may take in its frame, the chips' least room kept."""
        box = self._text_frame()[2]
        room = self._chip_room()
        if self.side_by_side:
            width = box.width() - room.width() - self.COMPACT_GAP
            left = box.left() if self._towards_middle > 0 else box.right() - width
            return QRectF(left, box.top(), width, box.height())
        return QRectF(box.left(), box.top(), box.width(), box.height() - room.height() - self.COMPACT_GAP)

    def _compact_boxes(self) -> tuple[QRectF, QRectF]:
        """A side area's words box and chip zone in its frame: the words as wide (beside) or as tall
        (above) as they are printed, the chips the rest of the area past a gap."""
        box = self._text_frame()[2]
        lines = self.compact_lines() or self._lines_anyway()
        room = self._words_room()
        if self.side_by_side:
            width = (
                max((QFontMetricsF(font).horizontalAdvance(text) for text, font in lines), default=0.0) + 6
            )
            if self._towards_middle > 0:
                words = QRectF(box.left(), box.top(), width, box.height())
                left = words.right() + self.COMPACT_GAP
                chips = QRectF(left, box.top(), box.right() - left, box.height())
            else:
                words = QRectF(box.right() - width, box.top(), width, box.height())
                chips = QRectF(
                    box.left(), box.top(), words.left() - self.COMPACT_GAP - box.left(), box.height()
                )
            return words, chips
        height = min(room.height(), sum(QFontMetricsF(font).height() for _, font in lines))
        words = QRectF(box.left(), box.top(), box.width(), height)
        return words, QRectF(
            box.left(),
            words.bottom() + self.COMPACT_GAP,
            box.width(),
            box.bottom() - words.bottom() - self.COMPACT_GAP,
        )

    def fits_above(self) -> bool:
        """Whether this side area's words fit above its chips at its type size."""
        allowed, self.side_by_side = self.side_by_side, False
        try:
            return self.compact_lines() is not None
        finally:
            self.side_by_side = allowed

    def _fonts(self, size: int) -> tuple[QFont, QFont]:
        return (
            serif_font(felt_px(self, size), QFont.Weight.Bold),
            serif_font(felt_px(self, max(8, round(size * self.PAY_RATIO))), QFont.Weight.DemiBold),
        )

    def compact_lines(self, size: int | None = None) -> list[tuple[str, QFont]] | None:
        """A side bet's name and pay line wrapped to its words' room at ``size``; None if they do
        not fit."""
        size = self.text_size if size is None else size
        key = ("lines", size, self._floor(), self.side_by_side, self.room_scale, self.sector, self.title)
        if key not in self._lines:
            if len(self._lines) > 64:
                self._lines.clear()
            self._lines[key] = self._wrap(size)
        return self._lines[key]

    def _wrap(self, size: int) -> list[tuple[str, QFont]] | None:
        title_font, pay_font = self._fonts(size)
        box = self._words_room()
        if box.width() <= 0 or box.height() <= 0:
            return None
        lines: list[tuple[str, QFont]] = []
        parts = [(self.title, title_font)] + [(part, pay_font) for part in self.payout.split(" · ")]
        for text, font in parts:
            wrapped = wrap_words(text, font, box.width())
            if wrapped is None:
                return None
            lines += [(line, font) for line in wrapped]
        height = sum(QFontMetricsF(font).height() for _, font in lines)
        return lines if height <= box.height() else None

    def _lines_anyway(self) -> list[tuple[str, QFont]]:
        """The words wrapped as well as they go where they do not fit (never left unprinted)."""
        title_font, pay_font = self._fonts(self.text_size)
        width = max(self._words_room().width(), 1.0)
        lines: list[tuple[str, QFont]] = []
        for text, font in [(self.title, title_font)] + [(p, pay_font) for p in self.payout.split(" · ")]:
            lines += [(line, font) for line in wrap_units(text, font, width)]
        return lines

    def fallback_cost(self, beside: bool) -> tuple[int, int]:
        """Where this side area's words do not fit at its type size (``_lines_anyway``), what they
        cost beside its chips or over them: the lines wider than their room (a unit is never broken),
        then the lines. The scene prints them the way that costs less."""
        allowed, self.side_by_side = self.side_by_side, beside
        try:
            lines = self.compact_lines() or self._lines_anyway()
            width = self._words_room().width()
            wide = sum(1 for text, font in lines if QFontMetricsF(font).horizontalAdvance(text) > width)
            return wide, len(lines)
        finally:
            self.side_by_side = allowed

    def fit_size(self) -> int:
        """The largest type size at which this side bet's words fit its area."""
        for size in self.COMPACT_SIZES:
            if self.compact_lines(size) is not None:
                return size
        return self.COMPACT_SIZES[-1]

    def set_text_size(self, size: int) -> None:
        self.prepareGeometryChange()
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
        r = self.inner + (6 if self.compact else self.DASH)
        rect = QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)
        painter.drawArc(rect, int(-self.start_deg * 16), int(-(self.end_deg - self.start_deg) * 16))
        if self.closed:
            painter.setOpacity(0.4)
        self._paint_circle(painter)
        title = QColor(colour).lighter(175) if self.spot is not BetSpot.TIE else TIE_TITLE
        if self.compact:
            self._paint_compact(painter, blend(IVORY, title, 0.35))
        else:
            for i, (text, font, radius, angle) in enumerate(self._main_layout()[0]):
                painter.setPen(title if i == 0 else QColor(GOLD))
                arc_text(painter, text, self.centre, radius, angle, font)
        if self.closed:
            painter.setOpacity(1.0)
            self._paint_closed(painter)

    def _paint_circle(self, painter: QPainter) -> None:
        """The printed betting circle the bet's chips stand on (seen at an angle, as the chips are)."""
        foot = self._seat("bet")[1]
        scale = self.stack_scale(_reference_stack())
        radius = ChipStackItem.CHIP * scale * 0.72
        painter.save()
        painter.setTransform(self._zone_transform(), True)
        painter.setPen(QPen(GOLD_DARK, 1.5))
        painter.setBrush(CHIP_CIRCLE_SHADE)
        centre = foot + QPointF(0, ChipStackItem.EDGE * scale / 2)
        painter.drawEllipse(centre, radius, radius * 0.62)
        painter.restore()

    def _printed_lines(self) -> list[tuple[str, QFont, QRectF]]:
        """A side area's lines as printed: text, font and the box each is centred in (frame)."""
        lines = self.compact_lines() or self.compact_lines(self.COMPACT_SIZES[-1]) or self._lines_anyway()
        words = self._compact_boxes()[0]
        y = words.center().y() - sum(QFontMetricsF(font).height() for _, font in lines) / 2
        printed = []
        for text, font in lines:
            height = QFontMetricsF(font).height()
            printed.append((text, font, QRectF(words.left(), y, words.width(), height)))
            y += height
        return printed

    def _word_rects(self) -> list[QRectF]:
        """The boxes a side area's printed lines take (each as wide as its text), in its frame."""
        rects = []
        for text, font, box in self._printed_lines():
            width = QFontMetricsF(font).horizontalAdvance(text)
            rects.append(QRectF(box.center().x() - width / 2, box.top(), width, box.height()))
        return rects

    def _paint_compact(self, painter: QPainter, title: QColor) -> None:
        middle, rotation, _box = self._text_frame()
        title_font = self._fonts(self.text_size)[0]
        painter.save()
        painter.translate(middle)
        painter.rotate(rotation)
        for text, font, box in self._printed_lines():
            painter.setFont(font)
            painter.setPen(title if font == title_font else SIDE_PAY)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
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


_REFERENCE: list[ChipStackItem] = []


def _reference_stack() -> ChipStackItem:
    """The stack every chip zone is made for (one chip and its label), made once."""
    if not _REFERENCE:
        _REFERENCE.append(ChipStackItem(BetSpotItem.REFERENCE_CENTS))
    return _REFERENCE[0]


@functools.lru_cache(maxsize=32)
def _reference_extents(beside: bool, floor: float, scales: tuple[float, ...]) -> dict[float, QRectF]:
    """The reference stack's extent at each of ``scales`` (read only: shared by every area)."""
    reference = _reference_stack()
    kept = reference.label_beside
    reference.label_beside = beside
    try:
        return {scale: reference.extent(scale, floor) for scale in scales}
    finally:
        reference.label_beside = kept


@functools.lru_cache(maxsize=8)
def _scales(high: float, low: float) -> tuple[float, ...]:
    steps = round((high - low) / 0.025)
    return tuple(round(high - 0.025 * i, 4) for i in range(steps + 1))


def _half_size(rect: QRectF, scale: float) -> tuple[float, float]:
    """Half the width and height of ``rect`` at ``scale``: a box centred on a point (``_seat``)."""
    return rect.width() * scale / 2, rect.height() * scale / 2
