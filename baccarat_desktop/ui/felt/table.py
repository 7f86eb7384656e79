"""The felt as printed and everything lying on it: the layout in a QGraphicsScene, its betting
areas, chips, buttons, shoe, tray, plaque and words, and the cards and chips the dealer has put
down. ``FeltScene`` adds the dealer who moves them; this module never animates anything.

The scene is laid out in fixed units (1600 x 900) and the view fits it to any window, so the
table scales cleanly from 1280x720 to 4K; sprites are rendered per device size (look/sprites.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsScene, QWidget

from ...engine.bets import BetSpot
from ...engine.coup import Hand
from ...engine.i18n import _t
from ...engine.money import CHIP_VALUES_CENTS
from ...engine.rules import TableRules
from ..look.palette import (
    ANNOUNCEMENT_GOLD,
    BANKER_RED,
    CARD_BOX_SHADE,
    FELT,
    FELT_DARK,
    GOLD,
    GOLD_DARK,
    IVORY,
    LIMITS_PRINT,
    NOTICE_GOLD,
    PLAYER_BLUE,
    RAIL,
    RAIL_SHINE,
    TABLE_WOOD_TOP,
    WOOD,
    felt_px,
    serif_font,
    ui_font,
)
from .cards import CardItem
from .chips import ChipStackItem, RackChipItem
from .controls import ButtonItem, Intents, ReplayBannerItem
from .fixtures import (
    BankrollItem,
    BubbleItem,
    DiscardTrayItem,
    PersonalResultItem,
    ShoeItem,
    TextItem,
    TotalBadgeItem,
)
from .layout import (
    ARC_CENTRE,
    BANKER_CENTRE_X,
    BUTTON_ROWS,
    CARD_H,
    CARD_W,
    CARDS_TOP,
    MAX_EXTRA,
    PLAYER_CENTRE_X,
    SCENE_RECT,
    felt_sectors,
    limits_lines,
    rail_layout,
    rules_radii,
)
from .spots import BetSpotItem, arc_text


def _felt_texture() -> QPixmap:
    """A subtle woven-felt grain, generated once (seeded: the felt looks the same every run).

    Built from a byte buffer: QImage.setPixelColor in PySide6 6.12 mis-counts references to
    None and thousands of calls crash the interpreter at exit.
    """
    rng = random.Random(7)
    size = 96
    pixels = bytearray(size * size * 4)  # premultiplied ARGB32, little-endian B G R A
    for i in range(size * size):
        v = rng.random()
        if v < 0.28:
            a = 6 if v < 0.14 else 3
            pixels[4 * i : 4 * i + 4] = bytes((a, a, a, a))  # white at alpha a, premultiplied
        elif v > 0.7:
            pixels[4 * i + 3] = 14 if v > 0.85 else 7  # black at alpha
    image = QImage(bytes(pixels), size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(image.copy())


class FeltTable(QGraphicsScene):
    """The printed felt and its items (see the module docstring). Its signals are the felt's reports
    to the window; the dealer (``dealer.Dealer``) and the replay emit them."""

    deal_finished = Signal(object)  # the HandResult whose animation ended
    shoe_shown = Signal(object)  # the ShoeStart whose burn was shown
    replay_finished = Signal()
    sound_requested = Signal(str)  # "card", "flip", "chips", "win"
    cards_taken = Signal(int)  # the live shoe's cards out so far, as a card leaves it on the felt
    result_shown = Signal(object)  # the HandResult whose result (and the player's) is now shown
    squeeze_changed = Signal(bool)  # cards now wait face down for the player to squeeze (or no more)

    def __init__(self, rules: TableRules, parent: QWidget | None = None) -> None:
        super().__init__(SCENE_RECT, parent)
        self.rules = rules
        self.speed = 1.0  # the dealer's pace (0: instant)
        self.still = False  # reduced motion: things fade in place instead of travelling
        self.intents = Intents(self)
        self._texture = _felt_texture()
        self._table_cards: list[CardItem] = []  # the cards lying on the felt, in dealing order
        self._payout_items: list[ChipStackItem] = []  # winnings paid beside their bets
        self._bubbles: list[BubbleItem] = []
        self.discards = 0
        self.extra = 0.0  # spare height given to the felt by a window taller than 16:9
        self.text_floor = 0.0  # the smallest text size in scene units (FeltView sets it)
        self.cards_top = CARDS_TOP
        self._build()
        self._layout()

    # -- construction ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.spots: dict[BetSpot, BetSpotItem] = {}
        self.stacks: dict[BetSpot, ChipStackItem] = {}
        self._build_spots()
        self.rack: dict[int, RackChipItem] = {}
        for i, cents in enumerate(CHIP_VALUES_CENTS):
            chip = RackChipItem(cents, i + 1)
            chip.setZValue(5)
            chip.clicked.connect(self.intents.chip_clicked)
            self.addItem(chip)
            self.rack[cents] = chip
        self.buttons: dict[str, ButtonItem] = {}
        for buttons in BUTTON_ROWS:
            for action, text, width, primary in buttons:
                button = ButtonItem(action, _t("Felt", text), width, 46, primary)
                button.clicked.connect(self.intents.button_clicked)
                button.setZValue(5)
                self.addItem(button)
                self.buttons[action] = button
        self.shoe = ShoeItem()
        self.shoe.setPos(1392, 26)
        self.shoe.setZValue(2)
        self.addItem(self.shoe)
        self.tray = DiscardTrayItem()
        self.tray.setPos(30, 36)
        self.tray.setZValue(2)
        self.addItem(self.tray)
        self.badges = {
            Hand.PLAYER: TotalBadgeItem(PLAYER_BLUE),
            Hand.BANKER: TotalBadgeItem(BANKER_RED),
        }
        # Totals sit on the inner side of each hand, between the two boxes.
        for badge in self.badges.values():
            badge.setZValue(30)
            self.addItem(badge)
        # Sized to clear the side-bet arc, which rises towards the edges.
        self.announcement = TextItem(serif_font(40, QFont.Weight.Bold), ANNOUNCEMENT_GOLD, 1000, 0.5)
        self.explanation = TextItem(serif_font(18), IVORY, 760, 0.85)
        self.notice = TextItem(ui_font(15, QFont.Weight.DemiBold), NOTICE_GOLD, 600, 0.85)
        self.personal = PersonalResultItem()
        for item in (self.announcement, self.personal, self.explanation, self.notice):
            item.setZValue(40)
            self.addItem(item)
        self.explanation.follow(self.announcement)
        self.personal.beside(self.announcement)
        self.notice.follow(self.explanation)
        self.plaque = BankrollItem()
        self.plaque.setZValue(5)
        self.addItem(self.plaque)
        self.reveal_button = ButtonItem("reveal_all", _t("Felt", "Reveal all"), 170, 46, primary=True)
        self.reveal_button.setToolTip(_t("Felt", "Turn every squeezed card over at once (Shift+Enter)"))
        self.reveal_button.setZValue(45)
        self.reveal_button.setVisible(False)
        self.addItem(self.reveal_button)
        self.banner = ReplayBannerItem()
        self.banner.setZValue(60)
        self.banner.button.clicked.connect(self.intents.button_clicked)
        self.addItem(self.banner)

    def set_extra_height(self, extra: float) -> None:
        """Stretch the felt: everything below the card boxes moves down, so the table fills a
        window taller than 16:9 instead of leaving a band of nothing under it."""
        extra = max(0.0, min(MAX_EXTRA, extra))
        if abs(extra - self.extra) < 0.5:
            return
        self.extra = extra
        self._layout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_text_floor(self, floor: float) -> None:
        """The smallest text the window can show, in scene units (9 pt on screen): every printed size
        is raised to it and the rail makes room (felt_layout.rail_layout)."""
        floor = max(0.0, floor)
        if abs(floor - self.text_floor) < 0.25:
            return
        self.text_floor = floor
        self._layout()
        for item in self.items():
            item.prepareGeometryChange()  # their sizes follow the floor (palette.felt_px)
            item.update()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _caption_width(self, text: str, px: int, primary: bool) -> float:
        return QFontMetricsF(ui_font(px, QFont.Weight.Bold)).horizontalAdvance(text)

    def _layout(self) -> None:
        e = self.extra
        self.setSceneRect(QRectF(0, 0, SCENE_RECT.width(), SCENE_RECT.height() + e))
        self._reshape_spots()
        self._place_spots()
        rail = rail_layout(self.text_floor, e, self._caption_width)
        for chip, centre in zip(self.rack.values(), rail.chips, strict=True):
            chip.setScale(rail.chip_scale)
            chip.setPos(centre)
        for action, rect in rail.buttons.items():
            self.buttons[action].set_size(rect.width(), rect.height())
            self.buttons[action].setPos(rect.topLeft())
        self.plaque.setPos(rail.plaque)
        # Cards on the table move with their boxes, so a resize never leaves them behind.
        top = CARDS_TOP + e * 0.2
        for card in self._table_cards:
            card.moveBy(0, top - self.cards_top)
        self.cards_top = top
        self.badges[Hand.PLAYER].setPos(PLAYER_CENTRE_X + CARD_W + 50, self.cards_top + CARD_H / 2)
        self.badges[Hand.BANKER].setPos(BANKER_CENTRE_X - CARD_W - 50, self.cards_top + CARD_H / 2)
        self.banner.setPos(800, 8 + self.banner.boundingRect().height() / 2)
        self.banner.relayout()
        self.announcement.setPos(800, 302 + e * 0.45)
        self.announcement.restack()
        self.reveal_button.setPos(800 - self.reveal_button.width / 2, 378 + e * 0.45)
        self.personal.place()

    def burn_point(self) -> QPointF:
        """Where the burn card is shown face up: between the two hands."""
        return QPointF(800 - CARD_W / 2, self.cards_top + 20)

    def _build_spots(self) -> None:
        """One betting area (and its chip stack) per bet the table offers, printed from the catalogue."""
        for spot in list(self.spots):
            self.removeItem(self.spots.pop(spot))
            self.removeItem(self.stacks.pop(spot))
        for sector in felt_sectors(self.rules.offered, self.text_floor, self.extra):
            spot = sector.spot
            item = BetSpotItem(sector, ARC_CENTRE, spot.bet.felt, spot.bet.pay_text(self.rules))
            item.setToolTip(self._spot_tip(spot))
            item.clicked.connect(self.intents.spot_clicked)
            item.setZValue(1)
            self.addItem(item)
            self.spots[spot] = item
            stack = ChipStackItem()
            stack.setScale(item.chip_scale)
            stack.setZValue(20)
            stack.setVisible(False)
            self.addItem(stack)
            self.stacks[spot] = stack
        self._fit_side_words()

    def _reshape_spots(self) -> None:
        """A new text floor or height may lay the areas out otherwise (a crowded table's side bets
        in two rows in a small window, felt_layout.felt_sectors): the areas take their new shapes."""
        changed = False
        for sector in felt_sectors(self.rules.offered, self.text_floor, self.extra):
            item = self.spots.get(sector.spot)
            if item is not None and item.sector != sector:
                item.set_sector(sector)
                changed = True
        if changed:
            self._fit_side_words()

    def _fit_side_words(self) -> None:
        # Every side bet's words at one size: the one at which the longest still fits its area. A
        # betting circle beside the words on every side area or on none; a few units of type are
        # worth giving up for the circles.
        compact = [item for item in self.spots.values() if item.compact]
        if compact:
            largest = min(item.fit_size() for item in compact)
            for size in [*range(largest, max(largest - 5, 17), -1), largest]:  # never below 18 for them
                for item in compact:
                    item.set_text_size(size)
                side_by_side = all(item.fits_side_by_side() for item in compact)
                if side_by_side:
                    break
            for item in compact:
                item.side_by_side = side_by_side

    def _place_spots(self) -> None:
        for spot, item in self.spots.items():
            item.setPos(0, self.extra)
            self.stacks[spot].setPos(item.mapToScene(item.chip_anchor()))

    def _spot_tip(self, spot: BetSpot) -> str:
        bet = spot.bet
        lines = "\n".join(line.text[:1].upper() + line.text[1:] for line in bet.lines(self.rules))
        wins = _t("Felt", "{name}: wins when {wins_when}.").format(name=bet.name, wins_when=bet.wins_when)
        click = _t("Felt", "Click to add the selected chip; right-click or Shift+click to take one back.")
        return f"{wins}\n{lines}\n{click}"

    def set_rules(self, rules: TableRules) -> None:
        """Print the layout for these rules: the variant's Banker line, Tie's payout, the side bets
        the table offers (each area is printed afresh from the catalogue)."""
        self.rules = rules
        self._build_spots()
        self._place_spots()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_closed(self, closed: Collection[BetSpot]) -> None:
        """Dim the areas that take no bets now (Big and Small once the cut card is out)."""
        for spot, item in self.spots.items():
            item.set_closed(spot in closed)

    def rules_line(self) -> str:
        """The table's rules as printed along the arc: the variant, Banker's and Tie's pay lines."""
        banker, tie = BetSpot.BANKER.bet, BetSpot.TIE.bet
        return (
            _t("Felt", "{variant} · {banker} pays {banker_pays} · {tie} pays {tie_pays}")
            .format(
                variant=self.rules.variant.label,
                banker=banker.felt,
                banker_pays=banker.pay_text(self.rules),
                tie=tie.felt,
                tie_pays=tie.pay_text(self.rules),
            )
            .upper()
        )

    # -- the printed felt -----------------------------------------------------------------------
    def _edge_rect(self) -> QRectF:
        """The ellipse whose lower half is the players' edge of the table."""
        return QRectF(0, 240 + self.extra, 1600, 560)

    def card_box(self, hand: Hand) -> QRectF:
        """The printed box a hand's cards are dealt into: the pair and, on the outer side, the
        sideways third card."""
        left = PLAYER_CENTRE_X - 300 if hand is Hand.PLAYER else BANKER_CENTRE_X - 140
        return QRectF(left, self.cards_top - 50, 440, CARD_H + 66)

    def table_path(self) -> QPainterPath:
        path = QPainterPath()
        path.moveTo(0, 0)
        path.lineTo(1600, 0)
        path.lineTo(1600, 520 + self.extra)
        path.arcTo(self._edge_rect(), 0, -180)
        path.closeSubpath()
        return path

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, WOOD)  # the table's wooden edge continues wherever the window is larger
        wood = QLinearGradient(0, 500, 0, 900)
        wood.setColorAt(0, TABLE_WOOD_TOP)
        wood.setColorAt(1, WOOD)
        wood.setStart(0, 500 + self.extra)
        wood.setFinalStop(0, 900 + self.extra)
        painter.fillRect(self.sceneRect(), QBrush(wood))
        table = self.table_path()
        felt = QRadialGradient(QPointF(800, 300 + self.extra / 2), 900 + self.extra / 2)
        felt.setColorAt(0, FELT.lighter(112))
        felt.setColorAt(0.65, FELT)
        felt.setColorAt(1, FELT_DARK)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(felt))
        painter.drawPath(table)
        painter.setBrush(QBrush(self._texture))
        painter.drawPath(table)
        # The padded rail along the players' edge.
        rail = QPen(RAIL, 46)
        rail.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(rail)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        edge = self._edge_rect().adjusted(-20, -20, 20, 20)
        painter.drawArc(edge, 0, -180 * 16)
        shine = QPen(RAIL_SHINE, 10)
        painter.setPen(shine)
        painter.drawArc(edge.adjusted(10, 10, -10, -10), 0, -180 * 16)
        painter.setPen(QPen(GOLD_DARK, 2))
        painter.drawArc(self._edge_rect().adjusted(4, 4, -4, -4), 0, -180 * 16)
        # Card boxes and their names.
        for hand, name in ((Hand.PLAYER, _t("Felt", "PLAYER")), (Hand.BANKER, _t("Felt", "BANKER"))):
            box = self.card_box(hand)
            pen = QPen(GOLD, 2)
            painter.setPen(pen)
            painter.setBrush(CARD_BOX_SHADE)
            painter.drawRoundedRect(box, 26, 26)
            painter.setPen(QPen(QColor(GOLD_DARK), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(6, 6, -6, -6), 21, 21)
            painter.setFont(serif_font(felt_px(self, 30), QFont.Weight.Bold))
            painter.setPen(
                QColor(PLAYER_BLUE.lighter(170) if hand is Hand.PLAYER else BANKER_RED.lighter(150))
            )
            painter.drawText(
                QRectF(box.left(), self.cards_top - 47, box.width(), 40), Qt.AlignmentFlag.AlignCenter, name
            )
        # Printed rules along the arc below the betting areas.
        painter.setPen(QColor(GOLD))
        line = self.rules_line()
        centre = ARC_CENTRE + QPointF(0, self.extra)
        rules_px, limits_px = felt_px(self, 17), felt_px(self, 12)
        rules_radius = rules_radii(rules_px, limits_px)[0]
        arc_text(painter, line, centre, rules_radius, 90, serif_font(rules_px, QFont.Weight.DemiBold))
        painter.setPen(LIMITS_PRINT)
        limits, font, radius = self.limits_print()
        arc_text(painter, limits, centre, radius, 90, font)

    def limits_print(self) -> tuple[str, QFont, float]:
        """The limits line along the arc, its type and radius: the fullest form that keeps clear of
        the player's plaque (large text in a small window), the tightest if none does."""
        centre = ARC_CENTRE + QPointF(0, self.extra)
        limits_px = felt_px(self, 12)
        radius = rules_radii(felt_px(self, 17), limits_px)[1]
        font = serif_font(limits_px)
        lines = limits_lines(self.rules, large=limits_px > 16)
        text = next((t for t in lines if not self.hits_plaque(t, font, centre, radius)), lines[-1])
        return text, font, radius

    def hits_plaque(self, text: str, font: QFont, centre: QPointF, radius: float) -> bool:
        """Whether ``text``, printed along the arc, would run into the plaque: points along the band
        its letters take, tested against the plaque's rectangle and a margin."""
        metrics = QFontMetricsF(font)
        half = metrics.horizontalAdvance(text) / 2 / radius
        plaque = self.plaque.sceneBoundingRect().adjusted(-6, -6, 6, 6)
        for i in range(41):
            angle = math.pi / 2 - half + 2 * half * i / 40
            for r in (radius - metrics.ascent() / 2, radius + metrics.ascent() / 2):
                if plaque.contains(
                    QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
                ):
                    return True
        return False

    # -- bets and chips -------------------------------------------------------------------------
    def show_bets(self, stacks: dict[BetSpot, list[int]]) -> None:
        for spot, item in self.stacks.items():
            chips = stacks.get(spot, [])
            item.set_amount(sum(chips), chips)
            item.setPos(self.spots[spot].mapToScene(self.spots[spot].chip_anchor()))
            item.setOpacity(1.0)
            item.setVisible(bool(chips))

    def select_chip(self, cents: int) -> None:
        for value, chip in self.rack.items():
            chip.selected = value == cents
            chip.update()

    def set_buttons(self, enabled: dict[str, bool]) -> None:
        for action, on in enabled.items():
            if action in self.buttons:
                self.buttons[action].set_enabled(on)

    def set_status(self, bankroll_cents: int, bet_cents: int, last_cents: int | None = None) -> None:
        self.plaque.set_values(bankroll_cents, bet_cents, last_cents)

    def set_chip_refusals(self, refusals: dict[int, str | None]) -> None:
        """Grey the chips that cannot be picked now, each saying why in its tooltip."""
        for cents, chip in self.rack.items():
            chip.set_refusal(refusals.get(cents))

    def show_refusal(self, spot: BetSpot | None, message: str) -> BubbleItem:
        """A bubble near the spot (or over the table), gone after a few seconds: never a modal box."""
        for bubble in self._bubbles:
            self.removeItem(bubble)
        self._bubbles.clear()
        bubble = BubbleItem(message)
        if spot is not None and spot in self.spots:
            anchor = self.spots[spot].mapToScene(self.spots[spot].message_anchor())
        else:
            # The bets as a whole (the loss limit, the bankroll at Deal): above the Deal button the
            # player pressed, never over a betting area that is not concerned.
            deal = self.buttons["deal"]
            anchor = deal.mapToScene(QPointF(deal.boundingRect().center().x(), -6))
        bubble.setPos(anchor)
        bubble.keep_inside(self.sceneRect().adjusted(8, 8, -8, -8))
        self.addItem(bubble)
        self._bubbles.append(bubble)
        # The scene is the timer's context: if the table goes first, the timer goes with it.
        QTimer.singleShot(3200, self, lambda b=bubble: self._drop_bubble(b))
        return bubble

    def _drop_bubble(self, bubble: BubbleItem) -> None:
        if bubble in self._bubbles:
            self._bubbles.remove(bubble)
            if bubble.scene() is self:
                self.removeItem(bubble)

    @property
    def bubbles(self) -> list[BubbleItem]:
        return list(self._bubbles)

    # -- shoe ----------------------------------------------------------------------------------
    def set_shoe_state(self, total: int, remaining: int, cut_position: int | None, shoe_no: int) -> None:
        self.shoe.set_state(total, remaining, cut_position, shoe_no)

    # -- what is shown (for tests and screenshots) -------------------------------------------------
    def displayed_totals(self) -> tuple[int | None, int | None]:
        return self.badges[Hand.PLAYER].total, self.badges[Hand.BANKER].total

    def cards_on_table(self) -> list[str]:
        return [item.card.code for item in self._table_cards if item.card is not None]

    def table_cards(self) -> list[CardItem]:
        """The cards lying on the felt now, in the order they were dealt (the accessible tree)."""
        return list(self._table_cards)
