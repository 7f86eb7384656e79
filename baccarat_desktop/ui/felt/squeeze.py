"""The squeeze: a face-down card peeled back from a corner or an edge, as a player does at a
squeeze baccarat table, so its pips show a row at a time.

The card is folded flat, like a page corner turned over: the player takes the card at a point
``grab`` and pulls it to ``pointer``. The fold line is the perpendicular bisector of the two
points; everything on the grab's side of it is lifted and turned over about that line, so it
lies on the pointer's side with its face up. Two reflections make the face read the right way
round: a card lying face down shows its face mirrored left to right (``face_to_card``), and
turning the flap over mirrors it again across the fold.

Everything here is plain geometry in the card's own coordinates (0..width, 0..height); the card
item draws with it and the tests check it without a window.

As at a live squeeze table the card is not peeled where it was dealt but large, in the middle of
the felt (``SqueezeStageItem``): the card item itself is raised there and scaled, so the peel works
unchanged in its own coordinates, while the stage dims the felt behind it, marks the card's place in
its hand and says which card of which hand it is (``stage_rect`` is where it lies).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look import sprites
from ..look.palette import (
    CARD_SHADOW,
    FLAP_SHADOW,
    FOLD_CREASE,
    FOLD_SHADE,
    FOLD_SHINE,
    GOLD,
    IVORY,
    SQUEEZE_DIM,
    TEXT_SHADOW,
    felt_px,
    serif_font,
    ui_font,
    with_alpha,
)

__all__ = [
    "EDGE_SHARE",
    "REVEAL_AT",
    "Fold",
    "Squeeze",
    "SqueezeStageItem",
    "edge_grab",
    "fold",
    "peel_from_edge",
    "stage_rect",
]

EDGE_SHARE = 0.34  # a press this close to an edge (share of the card's width) takes hold of it
REVEAL_AT = 0.55  # lifted past this share of the card, the card is turned over when let go
KEY_STEP = 0.06  # one arrow-key press peels this share of the card further


@dataclass(frozen=True)
class Fold:
    """The card folded along a line: ``lifted`` is the part turned over (in card coordinates),
    ``flat`` the part still lying on the felt, ``flap`` where the turned-over part lies now, and
    ``face_transform`` maps the face's own coordinates to where the flap shows them."""

    grab: QPointF
    pointer: QPointF
    lifted: QPolygonF
    flat: QPolygonF
    flap: QPolygonF
    face_transform: QTransform
    share: float  # of the card's area lifted, 0..1
    normal: QPointF  # unit vector from the grab side across the fold

    @property
    def line(self) -> tuple[QPointF, QPointF]:
        """Two points on the fold line (for shading along it)."""
        middle = (self.grab + self.pointer) / 2
        along = QPointF(-self.normal.y(), self.normal.x())
        return middle - along * 1000, middle + along * 1000


def _clip(polygon: list[QPointF], middle: QPointF, normal: QPointF, keep_below: bool) -> list[QPointF]:
    """The part of a convex polygon on one side of the line through ``middle`` across ``normal``
    (Sutherland–Hodgman against one half-plane)."""

    def side(p: QPointF) -> float:
        return (p.x() - middle.x()) * normal.x() + (p.y() - middle.y()) * normal.y()

    out: list[QPointF] = []
    for i, current in enumerate(polygon):
        previous = polygon[i - 1]
        a, b = side(previous), side(current)
        inside_a = a < 0 if keep_below else a >= 0
        inside_b = b < 0 if keep_below else b >= 0
        if inside_b != inside_a and a != b:
            t = a / (a - b)
            out.append(previous + (current - previous) * t)
        if inside_b:
            out.append(current)
    return out


def _area(points: list[QPointF]) -> float:
    return (
        abs(sum(p.x() * q.y() - q.x() * p.y() for p, q in zip(points, points[1:] + points[:1], strict=True)))
        / 2
    )


def _reflection(middle: QPointF, normal: QPointF) -> QTransform:
    """The mirror across the line through ``middle`` perpendicular to ``normal`` (a unit vector)."""
    nx, ny = normal.x(), normal.y()
    # x' = x - 2((x - m)·n) n, written as a 2x3 affine map.
    m11, m12 = 1 - 2 * nx * nx, -2 * nx * ny
    m21, m22 = -2 * nx * ny, 1 - 2 * ny * ny
    d = 2 * (middle.x() * nx + middle.y() * ny)
    return QTransform(m11, m12, m21, m22, d * nx, d * ny)


def face_to_card(rect: QRectF) -> QTransform:
    """Where a point of the face lies under a card lying face down: mirrored left to right."""
    return QTransform(-1, 0, 0, 1, rect.left() + rect.right(), 0)


def fold(rect: QRectF, grab: QPointF, pointer: QPointF) -> Fold | None:
    """The card ``rect`` taken at ``grab`` and pulled to ``pointer``; None when nothing is lifted
    (the pointer has not moved, or moved towards the outside of the card)."""
    dx, dy = pointer.x() - grab.x(), pointer.y() - grab.y()
    length = math.hypot(dx, dy)
    if length < 0.5:
        return None
    normal = QPointF(dx / length, dy / length)
    middle = (grab + pointer) / 2
    corners = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    lifted = _clip(corners, middle, normal, keep_below=True)
    if len(lifted) < 3:
        return None
    flat = _clip(corners, middle, normal, keep_below=False)
    mirror = _reflection(middle, normal)
    flap = mirror.map(QPolygonF(lifted))
    share = min(1.0, _area(lifted) / (rect.width() * rect.height()))
    return Fold(
        grab=QPointF(grab),
        pointer=QPointF(pointer),
        lifted=QPolygonF(lifted),
        flat=QPolygonF(flat),
        flap=flap,
        face_transform=face_to_card(rect) * mirror,
        share=share,
        normal=normal,
    )


def edge_grab(rect: QRectF, point: QPointF) -> QPointF | None:
    """Where a press at ``point`` takes hold of the card: the point itself if it is near an edge
    or a corner (within ``EDGE_SHARE`` of the width), else None (the middle cannot be lifted)."""
    if not rect.contains(point):
        return None
    margin = EDGE_SHARE * rect.width()
    near = min(
        point.x() - rect.left(), rect.right() - point.x(), point.y() - rect.top(), rect.bottom() - point.y()
    )
    return QPointF(point) if near <= margin else None


# Which edge an arrow key lifts, and the way it peels: Up lifts the near (bottom) edge towards
# the dealer, as a player peels a card towards themselves; the others likewise.
_EDGES = {
    "up": (QPointF(0.5, 1.0), QPointF(0.0, -1.0)),
    "down": (QPointF(0.5, 0.0), QPointF(0.0, 1.0)),
    "left": (QPointF(1.0, 0.5), QPointF(-1.0, 0.0)),
    "right": (QPointF(0.0, 0.5), QPointF(1.0, 0.0)),
}


_LIFTED_EDGE = {"up": "bottom", "down": "top", "left": "right", "right": "left"}  # the edge each way lifts


def peel_from_edge(rect: QRectF, direction: str, share: float) -> Fold | None:
    """The card peeled straight from one edge (``direction``: up, down, left or right) until
    ``share`` of its length along that way is lifted: what the arrow keys do."""
    at, way = _EDGES[direction]
    grab = QPointF(rect.left() + at.x() * rect.width(), rect.top() + at.y() * rect.height())
    span = rect.height() if way.x() == 0 else rect.width()
    pointer = grab + way * (2 * max(0.0, min(1.0, share)) * span)
    return fold(rect, grab, pointer)


class Squeeze:
    """One card's squeeze: whether the player may peel it now, how far it is peeled, the hands on
    it (mouse and keys) and its drawing while peeled. The card item owns one and forwards its
    events; the scene turns it on for the cards the player squeezes and hears ``revealed``."""

    SETTLE_MS = 160  # a card let go before it is turned falls back flat this fast

    def __init__(self, item: QGraphicsObject, rect: QRectF) -> None:
        self.item = item
        self.rect = QRectF(rect)
        self.enabled = False
        self.fold: Fold | None = None
        self._grab: QPointF | None = None
        self._keys: tuple[str, float] | None = None  # the edge the arrow keys lift, and how far
        self._settle: QVariantAnimation | None = None
        self.speed = 1.0  # the felt's animation speed: 0 lets go at once

    # -- the scene's side ----------------------------------------------------------------------
    def enable(self, on: bool) -> None:
        """Squeezable (face down, waiting for the player) or not."""
        self.enabled = on
        self.item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, on)
        if on:
            self.item.setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            self.item.unsetCursor()
            self._stop_settling()
            self._grab, self._keys = None, None
            self.set_fold(None)

    def reveal(self) -> None:
        """The player turns the card over: the squeeze ends and the scene shows its face."""
        if not self.enabled:
            return
        self.enable(False)
        self.item.revealed.emit(self.item)  # type: ignore[attr-defined]

    @property
    def share(self) -> float:
        """How much of the card is lifted now (0 flat)."""
        return self.fold.share if self.fold is not None else 0.0

    @property
    def edge(self) -> str | None:
        """The edge the arrow keys lift now, in the card's own terms ('bottom', 'top', 'left',
        'right'), None when the keys lift none (flat, or peeled by the mouse): said to a screen
        reader with how far the card is peeled."""
        if self._keys is None or self.fold is None:
            return None
        return _LIFTED_EDGE[self._keys[0]]

    def set_fold(self, new: Fold | None) -> None:
        self.item.prepareGeometryChange()
        self.fold = new
        self.item.update()

    # -- the player's hands ----------------------------------------------------------------------
    def press(self, pos: QPointF) -> bool:
        """A press on the card: it takes the keyboard focus, and near an edge or a corner it takes
        hold of the card there. False when the card is not squeezable (the press goes below)."""
        if not self.enabled:
            return False
        self.item.setFocus(Qt.FocusReason.MouseFocusReason)
        self._stop_settling()
        self._keys = None
        self._grab = edge_grab(self.rect, pos)
        if self._grab is not None:
            self.item.setCursor(Qt.CursorShape.ClosedHandCursor)
        return True

    def drag(self, pos: QPointF) -> None:
        if self.enabled and self._grab is not None:
            self.set_fold(fold(self.rect, self._grab, pos))

    def release(self) -> None:
        """Let go: lifted far enough, the card is turned over; else it falls back flat."""
        if not self.enabled:
            return
        self._grab = None
        self.item.setCursor(Qt.CursorShape.OpenHandCursor)
        if self.share >= REVEAL_AT:
            self.reveal()
        else:
            self._fall_back()

    def key(self, key: int) -> bool:
        """Arrow keys peel from the edge opposite the arrow (one step a press); Enter, Return or
        Space turns the card over. True if the key was the squeeze's."""
        if not self.enabled:
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.reveal()
            return True
        screen = {
            Qt.Key.Key_Up: QPointF(0, -1),
            Qt.Key.Key_Down: QPointF(0, 1),
            Qt.Key.Key_Left: QPointF(-1, 0),
            Qt.Key.Key_Right: QPointF(1, 0),
        }.get(Qt.Key(key))
        if screen is None:
            return False
        direction = self._item_direction(screen)
        share = KEY_STEP
        if self._keys is not None and self._keys[0] == direction:
            share = min(0.5, self._keys[1] + KEY_STEP)
        self._stop_settling()
        self._keys = (direction, share)
        self.set_fold(peel_from_edge(self.rect, direction, share))
        self.item.peeled.emit(self.item)  # type: ignore[attr-defined]
        return True

    def _item_direction(self, screen: QPointF) -> str:
        """An arrow's way on the screen in the card's own terms (a third card lies sideways)."""
        turn = QTransform().rotate(-self.item.rotation())
        local = turn.map(screen)
        ways = {"up": QPointF(0, -1), "down": QPointF(0, 1), "left": QPointF(-1, 0), "right": QPointF(1, 0)}
        return max(ways, key=lambda w: local.x() * ways[w].x() + local.y() * ways[w].y())

    def _fall_back(self) -> None:
        current = self.fold
        if current is None:
            return
        duration = int(self.SETTLE_MS * self.speed)
        if duration <= 0:
            self.set_fold(None)
            return
        grab = current.grab
        animation = QVariantAnimation()
        animation.setStartValue(current.pointer)
        animation.setEndValue(grab)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InQuad)
        animation.valueChanged.connect(lambda value: self.set_fold(fold(self.rect, grab, value)))
        animation.finished.connect(lambda: self.set_fold(None))
        self._settle = animation
        animation.start()

    def _stop_settling(self) -> None:
        if self._settle is not None:
            self._settle.stop()
            self._settle = None

    # -- drawing ---------------------------------------------------------------------------------
    def bounds(self, card: QRectF) -> QRectF:
        """The card's bounds, grown by the flap where it lies outside them."""
        if self.fold is None:
            return card
        return card.united(self.fold.flap.boundingRect().adjusted(-6, -6, 10, 12))

    def paint(self, painter: QPainter) -> bool:
        """Draw the card while it can be squeezed (flat or peeled, with a focus ring when it has
        the keyboard); False when the card draws as usual."""
        if not self.enabled and self.fold is None:
            return False
        rect = self.rect
        sheet = sprites.cards()
        painter.setPen(Qt.PenStyle.NoPen)
        current = self.fold
        if current is None:
            painter.setBrush(CARD_SHADOW)
            painter.drawRoundedRect(rect.translated(3, 4), 7, 7)
            sheet.draw(painter, "back", rect)
        else:
            self._paint_folded(painter, current, sheet)
        if self.enabled and self.item.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 3))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
        return True

    def _paint_folded(self, painter: QPainter, current: Fold, sheet: sprites.SpriteSheet) -> None:
        rect = self.rect
        painter.setBrush(CARD_SHADOW)
        painter.drawPolygon(current.flat.translated(3, 4))
        # The part still flat: the card's back.
        painter.save()
        clip = QPainterPath()
        clip.addPolygon(current.flat)
        painter.setClipPath(clip)
        sheet.draw(painter, "back", rect)
        painter.restore()
        # The flap's shadow falls across the fold, away from it.
        painter.setBrush(FLAP_SHADOW)
        painter.drawPolygon(current.flap.translated(current.normal * 5 + QPointF(2, 3)))
        # The flap: the lifted part turned over, its face up.
        painter.save()
        painter.setTransform(current.face_transform, True)
        face_clip = QPainterPath()
        face_clip.addPolygon(face_to_card(rect).map(current.lifted))
        painter.setClipPath(face_clip)
        element = self.item.card.code if self.item.card is not None else "back"  # type: ignore[attr-defined]
        sheet.draw(painter, element, rect)
        painter.restore()
        # Light along the fold, as the bent card catches it.
        start, end = current.line
        middle = (current.grab + current.pointer) / 2
        shade = QLinearGradient(middle, middle + current.normal * min(rect.width(), rect.height()) * 0.6)
        shade.setColorAt(0.0, FOLD_SHINE)
        shade.setColorAt(0.25, with_alpha(FOLD_SHINE, 0))
        shade.setColorAt(1.0, FOLD_SHADE)
        painter.save()
        flap_path = QPainterPath()
        flap_path.addPolygon(current.flap)
        painter.setClipPath(flap_path)
        painter.setBrush(shade)
        painter.drawPolygon(current.flap)
        painter.setPen(QPen(FOLD_CREASE, 1))
        painter.drawLine(start, end)
        painter.restore()


# -- the stage: the card squeezed large in the middle of the felt ---------------------------------
STAGE_SHARE = 0.42  # the large card's height, as a share of the felt's height...
STAGE_MAX = 3.0  # ... but never more than this many times a card's height in the hand
STAGE_MIDDLE = 0.4  # its middle, as a share of the felt's height down from the top
CAPTION_PX, HINT_PX = 34, 17  # the stage's words: which card it is, and how to peel it
HINT_WIDTH = 1100.0  # the widest the hint's line runs (scene units)
RING = 0.065  # the words keep this share of the card's height from it (clear of its focus ring)


def stage_rect(felt: QRectF, card: QRectF) -> QRectF:
    """Where the card being squeezed lies, in scene units: upright, centred across the felt
    ``felt`` and a little above its middle (over the result's band), as large as a share of its
    height allows; ``card`` is a card's own rectangle (its size in the hand)."""
    height = min(STAGE_SHARE * felt.height(), STAGE_MAX * card.height())
    width = height * card.width() / card.height()
    centre = QPointF(felt.center().x(), felt.top() + STAGE_MIDDLE * felt.height())
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


class SqueezeStageItem(QGraphicsObject):
    """Behind the card being squeezed large: the felt dimmed, the card's place in its hand marked
    by a gold outline, which card it is above it ('Player's first card', in the hand's colour)
    and how to peel it below. It takes no clicks: the card above it and the Reveal all button do.

    The dealer shows it (``show_card``) and hides it; ``rect`` is where the large card lies."""

    Z = 42.0  # over the felt's words (40) and cards, under the Reveal all button (45) and the card

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self.caption = ""
        self.hint = ""
        self.prompt = ""  # what the felt asks ('Squeeze the Player's cards'), read out for the stage
        self.colour = QColor(IVORY)
        self.home = QPolygonF()  # the outline of the card's place in its hand (scene units)
        self.rect = QRectF()

    def place(self, rect: QRectF) -> None:
        """Where the large card lies (scene units): the words are laid out round it."""
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def show_card(self, prompt: str, caption: str, colour: QColor, hint: str, home: QPolygonF) -> None:
        """Say which card is on the stage and mark its place in the hand."""
        self.prepareGeometryChange()
        self.prompt, self.caption, self.colour, self.hint = prompt, caption, QColor(colour), hint
        self.home = QPolygonF(home)
        self.setVisible(True)
        self.update()

    def caption_rect(self) -> QRectF:
        """Where the card's name is printed: just above the large card."""
        height = QFontMetricsF(self._caption_font()).height()
        return QRectF(
            self.rect.center().x() - 500, self.rect.top() - RING * self.rect.height() - height, 1000, height
        )

    def hint_rect(self) -> QRectF:
        """Where the way to peel it is printed: just under the large card, in two lines where one
        would run wider than the felt allows (large text in a small window)."""
        scene = self.scene()
        width = min(HINT_WIDTH, (scene.sceneRect().width() if scene is not None else 1600) - 80)
        metrics = QFontMetricsF(self._hint_font())
        single = metrics.horizontalAdvance(self.hint)
        if single > width:  # two lines of about the same length, never a word left alone
            width = min(width, single / 2 + 4 * metrics.averageCharWidth())
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        box = metrics.boundingRect(QRectF(0, 0, width, 1000), flags, self.hint)
        top = self.rect.bottom() + RING * self.rect.height()
        return QRectF(self.rect.center().x() - width / 2, top, width, box.height())

    def _caption_font(self) -> QFont:
        return serif_font(felt_px(self, CAPTION_PX), QFont.Weight.Bold)

    def _hint_font(self) -> QFont:
        return ui_font(felt_px(self, HINT_PX), QFont.Weight.DemiBold)

    def boundingRect(self) -> QRectF:
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.boundingRect(), SQUEEZE_DIM)
        if not self.home.isEmpty():
            pen = QPen(GOLD, 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath()
            path.addPolygon(self.home)
            path.closeSubpath()
            painter.drawPath(path)
        for text, font, colour, rect in (
            (self.caption, self._caption_font(), self.colour, self.caption_rect()),
            (self.hint, self._hint_font(), IVORY, self.hint_rect()),
        ):
            if not text:
                continue
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            painter.setFont(font)
            painter.setPen(TEXT_SHADOW)
            painter.drawText(rect.translated(1.5, 2), flags, text)
            painter.setPen(colour)
            painter.drawText(rect, flags, text)
