"""Chips on the felt: a stack on a betting area or paid beside it, and the rack's chips the player
picks from (each drawn from the chip sprites, its value printed on it).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.bets import BetSpot
from ...engine.i18n import _t
from ...engine.money import chip_text, chips_for, format_cents
from ..look import sprites
from ..look.palette import CHIP_LABEL, CHIP_SELECTED_RING, DROP_SHADOW, GOLD, IVORY, felt_px, ui_font
from .controls import ClickableItem


class ChipStackItem(QGraphicsObject):
    """A stack of chips seen from the player's seat: the top chip's face, every chip's edge below
    it, largest chips at the bottom as a dealer stacks them, and the amount on a small label.

    Its origin is the foot of the stack (where the bottom chip stands, on the area's printed betting
    circle). A stack given a ``room`` takes the scale that keeps it (chips and label) inside its
    area's chip zone whenever its amount changes (``BetSpotItem.stack_scale``).

    Signals:
        amount_changed(): it holds another amount (an area's reading follows it, as it follows
            the stack shown or hidden: ``visibleChanged``).
    """

    amount_changed = Signal()

    CHIP = 66.0
    FACE_H = CHIP * 0.62  # the face seen at an angle
    EDGE = CHIP * 36 / 200
    STEP = EDGE * 0.8
    PER_COLUMN = 10
    LABEL_PX = 14  # the amount's type size, raised to the text floor
    LABEL_GAP = 8.0  # between the bottom chip and the label

    def __init__(
        self, amount_cents: int = 0, parent: QGraphicsItem | None = None, spot: BetSpot | None = None
    ) -> None:
        super().__init__(parent)
        self._chips: list[int] = []
        self.amount_cents = 0
        self.show_label = True
        self.spot = spot  # the area the stack stands on (its bet, or winnings paid beside it)
        self.room: Callable[[ChipStackItem], float] | None = None  # the scale its zone allows
        self.part = "bet"  # its part of the zone: "bet", "paid" (moved aside) or "payout"
        self.label_beside = False  # the label right of the chips (a shallow zone), not under them
        self.set_amount(amount_cents)

    def set_amount(self, cents: int, chips: list[int] | None = None) -> None:
        self.prepareGeometryChange()
        self.amount_cents = cents
        self._chips = sorted(chips if chips is not None else chips_for(cents), reverse=True)
        self.refit()
        self.update()
        self.amount_changed.emit()

    def refit(self) -> None:
        """Take the scale the stack's zone allows for what it now holds (no zone: as it is)."""
        if self.room is not None and self._chips:
            self.setScale(self.room(self))

    @property
    def chips(self) -> list[int]:
        return list(self._chips)

    def _columns(self) -> list[list[int]]:
        per = self.PER_COLUMN
        return [self._chips[i : i + per] for i in range(0, len(self._chips), per)] or [[]]

    def _column_width(self) -> float:
        columns = len(self._columns())
        return self.CHIP * columns + 6 * (columns - 1)

    def label_font(self, scale: float | None = None, floor: float | None = None) -> QFont:
        """The amount's type at ``scale`` (the item's own by default), never under the text floor
        (the scene's, or ``floor``)."""
        if scale is None:
            return ui_font(felt_px(self, self.LABEL_PX), QFont.Weight.DemiBold)
        return ui_font(self._label_px(scale, floor), QFont.Weight.DemiBold)

    def _label_px(self, scale: float, floor: float | None) -> int:
        """The label's size in pixels at ``scale`` (``label_font``)."""
        if floor is None:
            scene = self.scene()
            floor = float(getattr(scene, "text_floor", 0.0) or 0.0) if scene is not None else 0.0
        return max(self.LABEL_PX, math.ceil(floor / max(scale, 0.05) - 1e-6))

    @property
    def label(self) -> str:
        """The amount as the label prints it: whole dollars without cents ("$25"), as the felt's
        limits print them and the chips are named."""
        return format_cents(self.amount_cents).removesuffix(".00")

    def _label_box(self, font: QFont) -> QRectF:
        return self._label_box_at(font.pixelSize())

    def _label_box_at(self, px: int) -> QRectF:
        advance, height = _label_size(px, self.label)
        w = advance + 16
        h = max(22.0, height + 4)
        if self.label_beside:
            return QRectF(self._column_width() / 2 + 6, self.EDGE / 2 - h / 2, w, h)
        return QRectF(-w / 2, self.EDGE + self.LABEL_GAP, w, h)

    def extent(self, scale: float | None = None, floor: float | None = None) -> QRectF:
        """What the stack paints (chips, their shadow and the label), in its own units, at ``scale``
        (the label's type is raised to the text floor, so it is relatively larger on a smaller stack)."""
        tallest = max((len(column) for column in self._columns()), default=0)
        width = self._column_width()
        top = -max(0, tallest - 1) * self.STEP - self.FACE_H / 2
        shadow = QRectF(-width / 2, top, width + 3, self.FACE_H / 2 + self.EDGE + 2 - top)
        if not self.show_label:
            return shadow
        if scale is None:
            return shadow.united(self._label_box(self.label_font()))
        # A zone's seat is searched over many scales (spots.BetSpotItem._seat): the size in pixels
        # is enough to measure the label (measured once per size, _label_size), no font is made.
        return shadow.united(self._label_box_at(self._label_px(scale, floor)))

    def boundingRect(self) -> QRectF:
        return self.extent().adjusted(-2, -2, 2, 2)

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
            painter.setBrush(DROP_SHADOW)
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
            font = self.label_font()
            box = self._label_box(font)
            painter.setBrush(CHIP_LABEL)
            painter.setPen(QPen(GOLD, 1))
            painter.drawRoundedRect(box, 11, 11)
            painter.setFont(font)
            painter.setPen(IVORY)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)


@functools.lru_cache(maxsize=1024)
def _label_size(px: int, text: str) -> tuple[float, float]:
    """A label's advance and line height at ``px`` (measured once: zones are fitted often)."""
    metrics = QFontMetricsF(ui_font(px, QFont.Weight.DemiBold))
    return metrics.horizontalAdvance(text), metrics.height()


def _chip_element(sheet: sprites.SpriteSheet, prefix: str, cents: int) -> str:
    """The sprite for a chip value; odd amounts (change in cents) show as the smallest chip."""
    element = f"{prefix}{cents // 100}"
    return element if cents % 100 == 0 and sheet.has(element) else f"{prefix}1"


class RackChipItem(ClickableItem):
    """One chip in the rack; the selected chip sits raised with a gold ring.

    Signals:
        clicked(int): the player picked this chip (its value in cents).
        selected_changed(): it became the chosen chip, or stopped being it (a screen reader hears it).
    """

    clicked = Signal(int)
    selected_changed = Signal()

    SIZE = 70.0

    def __init__(self, cents: int, shortcut: int) -> None:
        super().__init__()
        self.cents = cents
        self.shortcut = shortcut
        self._selected = False
        self.refusal: str | None = None  # why it cannot be picked now (None: it can)
        self.setToolTip(self._tip())

    @property
    def selected(self) -> bool:
        """The chip in hand: the one an area takes."""
        return self._selected

    @selected.setter
    def selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self.selected_changed.emit()

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
        painter.setBrush(DROP_SHADOW)
        painter.drawEllipse(QRectF(-self.SIZE / 2 + 3, -self.SIZE / 2 + 6, self.SIZE, self.SIZE))
        rect = QRectF(-self.SIZE / 2, -self.SIZE / 2 + lift, self.SIZE, self.SIZE)
        sprites.chips().draw(painter, f"chip-{self.cents // 100}", rect)
        if self.selected and self.enabled:
            painter.setPen(QPen(CHIP_SELECTED_RING, 3))
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
