"""The table's fixtures on the felt: the shoe, the discard tray, the totals, the player's plaque,
message bubbles, printed text and the player's own result beside the dealer's call. They only
draw; nothing here takes a click."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import _t
from ...engine.money import format_cents, signed_cents
from ..look import sprites
from ..look.palette import (
    BANKER_RED,
    BUBBLE,
    BUBBLE_WARNING,
    CUT_CARD,
    CUT_CARD_EDGE,
    DROP_SHADOW,
    GOLD,
    GOLD_DARK,
    IVORY,
    NOTICE_GOLD,
    PLAQUE_BOTTOM,
    PLAQUE_DETAIL,
    PLAQUE_TOP,
    SHOE_BOTTOM,
    SHOE_GAUGE_TRACK,
    SHOE_TOP,
    TRAY_BOTTOM,
    TRAY_TOP,
    WHITE,
    WIN_GLOW,
    WIN_RING,
    WOOD,
    felt_px,
    serif_font,
    ui_font,
)
from .band import OWN_PAD_X, OWN_PAD_Y, Line
from .layout import CARD_W
from .paint import glow, shadowed_text


def dark_box(painter: QPainter, outline: QPainterPath, top: QColor, bottom: QColor) -> None:
    """A dark wooden box with a gold rim and a soft shadow: the shoe's and the tray's body."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(DROP_SHADOW)
    painter.drawPath(outline.translated(4, 6))
    box = outline.boundingRect()
    gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
    gradient.setColorAt(0, top)
    gradient.setColorAt(1, bottom)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(GOLD_DARK, 2))
    painter.drawPath(outline)


def _label_lines(text: str, font: QFont, width: float) -> list[str]:
    """A fixture's label on one line if it fits ``width`` (less a margin), else broken at its ' · '."""
    if QFontMetricsF(font).horizontalAdvance(text) <= width - 16:
        return [text]
    return text.split(" · ")


def _label_spill(item: QGraphicsObject, width: float, text: str) -> float:
    """How far a label's widest line reaches past each side of the fixture (0 when it fits)."""
    font = ui_font(felt_px(item, 12))
    widest = max(QFontMetricsF(font).horizontalAdvance(line) for line in _label_lines(text, font, width))
    return max(0.0, (widest + 2 - width) / 2)


def _draw_label(painter: QPainter, item: QGraphicsObject, top: float, width: float, text: str) -> None:
    """A label under a fixture, centred, as large as the text floor asks (one line or two); a line
    wider than the fixture reaches past both its sides rather than being cut."""
    font = ui_font(felt_px(item, 12))
    lines = _label_lines(text, font, width)
    line_h = QFontMetricsF(font).height()
    spill = _label_spill(item, width, text)
    painter.setPen(IVORY)
    painter.setFont(font)
    for i, line in enumerate(lines):
        painter.drawText(
            QRectF(-spill, top + i * line_h, width + 2 * spill, line_h), Qt.AlignmentFlag.AlignCenter, line
        )


def _label_height(item: QGraphicsObject, width: float, text: str) -> float:
    font = ui_font(felt_px(item, 12))
    return len(_label_lines(text, font, width)) * QFontMetricsF(font).height() + 4


def _fixture_rect(item: QGraphicsObject, size: QRectF, text: str) -> QRectF:
    """A fixture's box with its label under it (as wide as the label's widest line)."""
    spill = _label_spill(item, size.width(), text)
    return size.adjusted(-6 - spill, -6, 6 + spill, 6 + _label_height(item, size.width(), text))


class ShoeItem(QGraphicsObject):
    """The dealing shoe, with a gauge of the cards left and where the cut card sits."""

    SIZE = QRectF(0, 0, 190, 170)

    def __init__(self) -> None:
        super().__init__()
        self.total = 416
        self.remaining = 416
        self.cut_position: int | None = None
        self.shoe_no = 0

    def set_state(self, total: int, remaining: int, cut_position: int | None, shoe_no: int) -> None:
        self.prepareGeometryChange()
        self.total, self.remaining, self.cut_position, self.shoe_no = total, remaining, cut_position, shoe_no
        self.update()

    def mouth(self) -> QPointF:
        """Where cards leave the shoe (scene coordinates)."""
        return self.mapToScene(QPointF(18, 70))

    def label(self) -> str:
        if not self.shoe_no:
            return _t("Felt", "No shoe yet")
        return _t("Felt", "Shoe {shoe} · {left} cards left").format(shoe=self.shoe_no, left=self.remaining)

    def boundingRect(self) -> QRectF:
        return _fixture_rect(self, self.SIZE, self.label())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QPainterPath()
        body.moveTo(10, 40)
        body.lineTo(185, 10)
        body.lineTo(185, 150)
        body.lineTo(10, 150)
        body.closeSubpath()
        dark_box(painter, body, SHOE_TOP, SHOE_BOTTOM)
        if self.remaining > 0:
            # The next card, face down in the shoe's mouth.
            painter.save()
            painter.translate(20, 52)
            painter.rotate(-9)
            sprites.cards().draw(painter, "back", QRectF(0, 0, 84, 84 * sprites.CARD_ASPECT * 0.62))
            painter.restore()
        # Gauge: cards left, with the cut card marked.
        gauge = QRectF(14, 158, 170, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHOE_GAUGE_TRACK)
        painter.drawRoundedRect(gauge, 4, 4)
        if self.total:
            left = gauge.width() * self.remaining / self.total
            painter.setBrush(QColor(GOLD))
            painter.drawRoundedRect(QRectF(gauge.left(), gauge.top(), left, gauge.height()), 4, 4)
            if self.cut_position is not None:
                x = gauge.left() + gauge.width() * (self.total - self.cut_position) / self.total
                painter.setBrush(CUT_CARD)
                painter.setPen(QPen(CUT_CARD_EDGE, 1))
                painter.drawRect(QRectF(x - 2, gauge.top() - 5, 4, gauge.height() + 10))
        _draw_label(painter, self, self.SIZE.height() + 2, self.SIZE.width(), self.label())


class DiscardTrayItem(QGraphicsObject):
    """The discard tray: a pile whose height shows how many cards have been played."""

    SIZE = QRectF(0, 0, 170, 150)

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def set_count(self, count: int) -> None:
        self.prepareGeometryChange()
        self.count = count
        self.update()

    def drop_point(self) -> QPointF:
        return self.mapToScene(QPointF(self.SIZE.width() / 2 - CARD_W / 2, 12))

    def label(self) -> str:
        return _t("Felt", "Discards · {count}").format(count=self.count)

    def boundingRect(self) -> QRectF:
        return _fixture_rect(self, self.SIZE, self.label())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = self.SIZE.adjusted(4, 4, -4, -4)
        outline = QPainterPath()
        outline.addRoundedRect(tray, 10, 10)
        dark_box(painter, outline, TRAY_TOP, TRAY_BOTTOM)
        layers = min(14, (self.count + 11) // 12)
        for i in range(layers):
            offset = layers - i
            sprites.cards().draw(
                painter,
                "back",
                QRectF(tray.center().x() - 40 + offset * 0.6, tray.top() + 12 + offset * 1.6, 80, 112),
            )
        _draw_label(painter, self, self.SIZE.height() + 2, self.SIZE.width(), self.label())


class TotalBadgeItem(QGraphicsObject):
    """A hand's total in a round badge; glows for the winning hand."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.total: int | None = None
        self.winner = False

    def set_total(self, total: int | None, winner: bool = False) -> None:
        self.total, self.winner = total, winner
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-40, -40, 80, 80)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.total is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.winner:
            glow(painter, QPointF(0, 0), 40, WIN_GLOW, solid=0.6)
        painter.setBrush(self.colour)
        painter.setPen(QPen(WIN_RING if self.winner else GOLD, 3))
        painter.drawEllipse(QRectF(-27, -27, 54, 54))
        painter.setPen(WHITE)
        painter.setFont(serif_font(felt_px(self, 28), QFont.Weight.Bold))
        painter.drawText(QRectF(-27, -29, 54, 56), Qt.AlignmentFlag.AlignCenter, str(self.total))


class BubbleItem(QGraphicsObject):
    """A short message near a bet spot (a refused bet); it fades by itself. Its tip is the item's
    position; the box slides sideways to stay on the felt (``keep_inside``)."""

    FONT_PX = 15  # the message's design size, raised to the felt's text floor (palette.felt_px)
    WIDEST = 520.0  # the widest box at the design size; it grows with the type

    def __init__(self, text: str, warning: bool = True) -> None:
        super().__init__()
        self.text = text
        self.warning = warning
        self._area: QRectF | None = None
        self._shift = 0.0
        self._measure()
        self.setZValue(60)

    def _measure(self) -> None:
        """The font at the text floor of the scene the bubble is on, and the box its words need,
        wrapped to at most ``WIDEST`` (grown with the type, never wider than the area it stays in)."""
        px = felt_px(self, self.FONT_PX)
        self._font = ui_font(px, QFont.Weight.DemiBold)
        metrics = QFontMetricsF(self._font)
        widest = self.WIDEST * px / self.FONT_PX
        if self._area is not None:
            widest = min(widest, self._area.width())
        one_line = metrics.horizontalAdvance(self.text) + 32
        self._w = min(widest, one_line)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        words = metrics.boundingRect(QRectF(0, 0, self._w - 20, 10_000), flags, self.text)
        self._w = max(self._w, min(widest, words.width() + 24))
        self._h = words.height() + 20

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and self.scene() is not None:
            self.prepareGeometryChange()
            self._measure()  # the floor is the scene's: known only now
            if self._area is not None:
                self.keep_inside(self._area)
        return super().itemChange(change, value)

    def keep_inside(self, area: QRectF) -> None:
        """Slide the box (not its tip) so it stays within ``area`` (scene coordinates)."""
        self.prepareGeometryChange()
        self._area = QRectF(area)
        self._measure()
        x = self.pos().x()
        left, right = x - self._w / 2, x + self._w / 2
        self._shift = max(0.0, area.left() - left) - max(0.0, right - area.right())
        self.update()

    def box(self) -> QRectF:
        """The message's box, in item coordinates."""
        return QRectF(-self._w / 2 + self._shift, -self._h - 10, self._w, self._h)

    def boundingRect(self) -> QRectF:
        return self.box().adjusted(-4, -4, 4, 14)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.box()
        path = QPainterPath()
        path.addRoundedRect(box, 10, 10)
        tip = QPainterPath()
        tip.moveTo(-9, -10.5)
        tip.lineTo(0, 0)
        tip.lineTo(9, -10.5)
        tip.closeSubpath()
        path = path.united(tip)
        painter.setBrush(BUBBLE_WARNING if self.warning else BUBBLE)
        painter.setPen(QPen(NOTICE_GOLD, 1.5))
        painter.drawPath(path)
        painter.setPen(WHITE)
        painter.setFont(self._font)
        painter.drawText(
            box.adjusted(10, 4, -10, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text
        )


class BankrollItem(QGraphicsObject):
    """The player's plaque on the rail: bankroll, what is bet now and the last hand's result.

    Its position is the plaque's bottom centre. At the design size the bet and the last hand share
    a line; when the text floor makes them too wide for the plaque they take a line each and the
    plaque grows upwards, so nothing is ever set smaller than the floor or clipped.
    """

    WIDTH = 350.0
    PAD = 15.0

    def __init__(self) -> None:
        super().__init__()
        self.bankroll = 0
        self.bet = 0
        self.last: int | None = None
        self.replayed: tuple[int, int | None] | None = None  # a replayed hand's bet and net

    def set_values(self, bankroll: int, bet: int, last: int | None) -> None:
        self.prepareGeometryChange()
        self.bankroll, self.bet, self.last = bankroll, bet, last
        self.update()

    def set_replayed(self, bet: int | None, net: int | None = None) -> None:
        """While a stored hand is replayed: its bet and (once shown) its result take the plaque's
        line, and the bankroll is marked as the live one, so the plaque never contradicts the hand
        on the felt; None goes back to the live line as it was."""
        self.prepareGeometryChange()
        self.replayed = None if bet is None else (bet, net)
        self.update()

    def _lines(self) -> list[tuple[str, str, QFont]]:
        """(left text, right text, font) per line, top to bottom."""
        title = ui_font(felt_px(self, 12), QFont.Weight.DemiBold)
        amount = serif_font(felt_px(self, 30), QFont.Weight.Bold)
        small = ui_font(felt_px(self, 14))
        if self.replayed is not None:
            bet_cents, net = self.replayed
            last = "—" if net is None else signed_cents(net)
            bet = _t("Felt", "Bet {amount}").format(amount=format_cents(bet_cents))
            result = _t("Felt", "This hand {result}").format(result=last)
            heading = _t("Felt", "BANKROLL · LIVE")
        else:
            last = "—" if self.last is None else signed_cents(self.last)
            bet = _t("Felt", "Bet {amount}").format(amount=format_cents(self.bet))
            result = _t("Felt", "Last hand {result}").format(result=last)
            heading = _t("Felt", "BANKROLL")
        metrics = QFontMetricsF(small)
        room = self.WIDTH - 2 * self.PAD
        lines = [(heading, "", title), (format_cents(self.bankroll), "", amount)]
        if metrics.horizontalAdvance(bet) + metrics.horizontalAdvance(result) + 24 <= room:
            return [*lines, (bet, result, small)]
        return [*lines, (bet, "", small), (result, "", small)]

    def box(self) -> QRectF:
        """The plaque, in item coordinates (its bottom edge at y = 0)."""
        height = sum(QFontMetricsF(font).height() for _l, _r, font in self._lines()) + 2 * 8
        return QRectF(-self.WIDTH / 2, -height, self.WIDTH, height)

    def boundingRect(self) -> QRectF:
        return self.box().adjusted(-4, -4, 6, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.box()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DROP_SHADOW)
        painter.drawRoundedRect(box.translated(3, 5), 14, 14)
        gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
        gradient.setColorAt(0, PLAQUE_TOP)
        gradient.setColorAt(1, PLAQUE_BOTTOM)
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(GOLD, 1.5))
        painter.drawRoundedRect(box, 14, 14)
        y = box.top() + 8
        colours = [QColor(GOLD), IVORY]
        for index, (left, right, font) in enumerate(self._lines()):
            height = QFontMetricsF(font).height()
            row = QRectF(box.left() + self.PAD, y, box.width() - 2 * self.PAD, height)
            painter.setFont(font)
            painter.setPen(colours[index] if index < 2 else PLAQUE_DETAIL)
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
            if right:
                painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right)
            y += height


class TextItem(QGraphicsObject):
    """The dealer's words on the felt (the call, the explanation, a notice): lines of text with a
    soft shadow. Where they go and how they break is the result band's (``band.py``): setting the
    text asks it (``changed``) to lay the band out again. On its own (no band) a text is one line
    centred on the item's position."""

    def __init__(self, font: QFont, colour: QColor) -> None:
        super().__init__()
        self.base_font = QFont(font)
        self.colour = colour
        self.text = ""
        self.lines: list[Line] = []  # as painted, in item coordinates
        self.changed: Callable[[], None] | None = None  # the band lays the words out again

    @property
    def font(self) -> QFont:
        """The font of the text's first line (its base font when it has none)."""
        return QFont(self.lines[0].font) if self.lines else QFont(self.base_font)

    def set_text(self, text: str) -> None:
        self.text = text
        if self.changed is not None:
            self.changed()
            return
        font = QFont(self.base_font)
        font.setPixelSize(felt_px(self, self.base_font.pixelSize()))
        width = QFontMetricsF(font).horizontalAdvance(text) + 4
        height = QFontMetricsF(font).height()
        self.set_lines([Line(text, font, QRectF(-width / 2, -height / 2, width, height))] if text else [])

    def set_lines(self, lines: list[Line]) -> None:
        """The lines to paint, each with its font and box (item coordinates)."""
        self.prepareGeometryChange()
        self.lines = list(lines)
        self.update()

    def text_rect(self) -> QRectF:
        """Where the text's lines are, in item coordinates (empty when there is none)."""
        rect = QRectF()
        for line in self.lines:
            rect = rect.united(line.rect)
        return rect

    def boundingRect(self) -> QRectF:
        rect = self.text_rect()
        return rect.adjusted(-2, -2, 4, 4) if not rect.isNull() else QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for line in self.lines:
            painter.setFont(line.font)
            shadowed_text(painter, line.rect, line.text, self.colour)


class PersonalResultItem(TextItem):
    """The player's own result of the hand: "You win $47.50", "You lose $53.50" or "Push" (the net
    over all the player's bets) on a plaque in the colours of a win or a loss; empty when nothing
    was bet. The result band puts it beside the dealer's call or on a line of its own under it."""

    PAD_X, PAD_Y = OWN_PAD_X, OWN_PAD_Y

    def __init__(self) -> None:
        super().__init__(serif_font(28, QFont.Weight.Bold), IVORY)
        self.net: int | None = None

    def set_net(self, net_cents: int | None) -> None:
        """The net over all the player's bets; None clears it (no bet, or betting started)."""
        self.net = net_cents
        if net_cents is None:
            text = ""
        elif net_cents > 0:
            text = _t("Felt", "You win {amount}").format(amount=format_cents(net_cents))
        elif net_cents < 0:
            text = _t("Felt", "You lose {amount}").format(amount=format_cents(-net_cents))
        else:
            text = _t("Felt", "Push")
        self.colour = WOOD if (net_cents or 0) > 0 else IVORY
        self.set_text(text)

    def boundingRect(self) -> QRectF:
        rect = self.plaque()
        return rect.adjusted(-2, -2, 4, 6) if not rect.isNull() else QRectF()

    def plaque(self) -> QRectF:
        """The plaque behind the words (item coordinates)."""
        words = self.text_rect()
        if words.isNull():
            return QRectF()
        return words.adjusted(-self.PAD_X + 2, -self.PAD_Y, self.PAD_X - 2, self.PAD_Y)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text or self.net is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plaque()
        radius = rect.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DROP_SHADOW)
        painter.drawRoundedRect(rect.translated(2, 4), radius, radius)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if self.net > 0:  # a win: the gold of the rail
            top, bottom, rim = GOLD.lighter(125), GOLD_DARK, GOLD.lighter(150)
        elif self.net < 0:  # a loss: dark, never shouting
            top, bottom, rim = BANKER_RED.darker(260), BANKER_RED.darker(420), GOLD_DARK
        else:
            top, bottom, rim = WOOD.lighter(160), WOOD, GOLD_DARK
        gradient.setColorAt(0, top)
        gradient.setColorAt(1, bottom)
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(rim, 2))
        painter.drawRoundedRect(rect, radius, radius)
        for line in self.lines:
            painter.setFont(line.font)
            painter.setPen(self.colour)
            painter.drawText(line.rect, Qt.AlignmentFlag.AlignCenter, line.text)
