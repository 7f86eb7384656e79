"""The felt's controls and what they ask for: a clickable item (the keyboard reaches it), the
dealer buttons, the replay banner with its way back, and the intents the scene sends the controller.

Items only draw and report clicks; the scene turns clicks into intents for the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.i18n import _t
from ..look.palette import (
    BUTTON_GOLD_BOTTOM,
    BUTTON_GOLD_TEXT,
    BUTTON_GOLD_TOP,
    BUTTON_OFF_BOTTOM,
    BUTTON_OFF_EDGE,
    BUTTON_OFF_TEXT,
    BUTTON_OFF_TOP,
    BUTTON_WOOD_BOTTOM,
    DROP_SHADOW,
    GOLD,
    IVORY,
    WOOD,
    WOOD_LIGHT,
    felt_px,
    ui_font,
)


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
        """Room for the caption at the text floor (layout.rail_layout decides the size)."""
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
            top, bottom = BUTTON_GOLD_TOP, BUTTON_GOLD_BOTTOM
        else:
            top, bottom = WOOD_LIGHT, BUTTON_WOOD_BOTTOM
        if not self._enabled:
            top, bottom = BUTTON_OFF_TOP, BUTTON_OFF_BOTTOM
        elif self._hover:
            top = top.lighter(118)
        gradient.setColorAt(0, top)
        gradient.setColorAt(1, bottom)
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD if self._enabled else BUTTON_OFF_EDGE, 1.5))
        painter.drawRoundedRect(rect, self.height / 2, self.height / 2)
        painter.setFont(ui_font(felt_px(self, 14 if not self.primary else 17), QFont.Weight.Bold))
        painter.setPen(
            BUTTON_GOLD_TEXT
            if (self.primary and self._enabled)
            else (IVORY if self._enabled else BUTTON_OFF_TEXT)
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
        painter.setBrush(DROP_SHADOW)
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
