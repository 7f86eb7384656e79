"""Chips on the felt: a stack on a betting area or paid beside it, and the rack's chips the player
picks from (each drawn from the chip sprites, its value printed on it).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import _t
from ...engine.money import chip_text, chips_for, format_cents
from ..look import sprites
from ..look.palette import CHIP_LABEL, CHIP_SELECTED_RING, DROP_SHADOW, GOLD, IVORY, felt_px, ui_font
from .controls import ClickableItem


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
            text = format_cents(self.amount_cents)
            font = ui_font(felt_px(self, 14), QFont.Weight.DemiBold)
            metrics = QFontMetricsF(font)
            w = metrics.horizontalAdvance(text) + 16
            box = QRectF(-w / 2, self.EDGE + 8, w, max(22.0, metrics.height() + 4))
            painter.setBrush(CHIP_LABEL)
            painter.setPen(QPen(GOLD, 1))
            painter.drawRoundedRect(box, 11, 11)
            painter.setFont(font)
            painter.setPen(IVORY)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _chip_element(sheet: sprites.SpriteSheet, prefix: str, cents: int) -> str:
    """The sprite for a chip value; odd amounts (change in cents) show as the smallest chip."""
    element = f"{prefix}{cents // 100}"
    return element if cents % 100 == 0 and sheet.has(element) else f"{prefix}1"


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
