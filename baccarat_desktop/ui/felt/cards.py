"""A card on the felt: its sprite, turned over by ``flip`` and peeled by the squeeze."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import Card
from ...engine.coup import Hand
from ..look import sprites
from ..look.palette import CARD_SHADOW
from .layout import CARD_H, CARD_W
from .squeeze import Squeeze


class CardItem(QGraphicsObject):
    """A card sprite; ``flip`` 0 shows the back, 1 the face, squeezing horizontally in between.

    A squeezable card (squeeze baccarat) lies face down until the player peels it back from a
    corner or an edge, by mouse or arrow keys (ui/felt/squeeze.py), and turns it over (``revealed``).

    Signals:
        revealed(CardItem): the player turned this squeezed card face up.
        peeled(CardItem): the player peeled this squeezed card a step further by the keyboard.
        face_changed(): the felt shows the card's face now, or its back again (its spoken name).
    """

    revealed = Signal(object)
    peeled = Signal(object)
    face_changed = Signal()

    def __init__(
        self,
        card: Card | None = None,
        parent: QGraphicsItem | None = None,
        dealt_to: tuple[Hand, int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.card = card
        # The hand and place (0 first) the card is dealt to, wherever it is on its way (the shoe's
        # mouth, the air, the squeeze stage); None for a card dealt to no hand (the burn card).
        self.dealt_to = dealt_to
        self._flip = 0.0
        self.squeeze = Squeeze(self, QRectF(0, 0, CARD_W, CARD_H))
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and self.scene() is not None:
            # As large as the felt's cards are now (FeltTable.card_scale: larger on a roomy felt).
            self.setScale(float(getattr(self.scene(), "card_scale", 1.0)))
        return super().itemChange(change, value)

    def set_flip(self, value: float) -> None:
        was = self.face_up
        self._flip = min(1.0, max(0.0, value))
        self.update()
        if self.face_up != was:
            self.face_changed.emit()

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
        painter.setBrush(CARD_SHADOW)
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
