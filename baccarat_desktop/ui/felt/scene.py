"""The felt: a mini-baccarat layout in a QGraphicsScene, and the view that scales it to the window.

The scene is laid out in fixed units (1600 x 900) and the view fits it to any window, so the
table scales cleanly from 1280x720 to 4K; sprites are rendered per device size (sprites.py).
It replays a coup's record step by step (it never works a coup out itself) and reports the end
of each animation with ``deal_finished`` / ``shoe_shown``; the controller never waits on it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from ...engine.bets import BetSpot
from ...engine.coup import Coup, Hand
from ...engine.i18n import _t
from ...engine.money import CHIP_VALUES_CENTS, format_cents
from ...engine.rules import TableRules
from ...engine.session import HandResult, ShoeStart
from ...viewmodels.shoe_view import ShoeView
from ..look.palette import (
    BANKER_RED,
    FELT,
    FELT_DARK,
    FLOOR_PX,
    GOLD,
    GOLD_DARK,
    IVORY,
    PLAYER_BLUE,
    WOOD,
    felt_px,
    serif_font,
    text_floor_px,
    ui_font,
)
from .access import FeltSpeaker
from .cards import CardItem
from .chips import ChipStackItem, RackChipItem
from .controls import ButtonItem, Intents, ReplayBannerItem
from .dealer import DealerChoreography, Squeezing
from .fixtures import BankrollItem, BubbleItem, DiscardTrayItem, ShoeItem, TextItem, TotalBadgeItem
from .keys import ARROWS, FeltKeys
from .layout import (
    ARC_CENTRE,
    BANKER_CENTRE_X,
    BUTTON_ROWS,
    CARD_H,
    CARD_W,
    CARDS_TOP,
    DEEPEST_FLOOR,
    MAX_EXTRA,
    PLAYER_CENTRE_X,
    SCENE_RECT,
    card_slot,
    felt_sectors,
    limits_lines,
    rail_layout,
    rules_radii,
)
from .spots import BetSpotItem, arc_text
from .timeline import Timeline


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


@dataclass
class LiveFelt:
    """The live table as it stood when a replay began: put back, item for item, when it ends."""

    cards: list[CardItem]
    payouts: list[ChipStackItem]
    totals: dict[Hand, tuple[int | None, bool]]
    highlights: dict[BetSpot, float]
    texts: tuple[str, str, str]  # announcement, explanation, notice
    personal: int | None
    discards: int
    shoe: tuple[int, int, int | None, int]
    stacks: dict[BetSpot, tuple[bool, float, int, list[int]]] = field(default_factory=dict)


class FeltScene(DealerChoreography, QGraphicsScene):
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
        self.speed = 1.0
        self.still = False  # reduced motion: things fade in place instead of travelling
        self.intents = Intents(self)
        self._texture = _felt_texture()
        self._queue: list[Callable[[], Timeline]] = []
        self._timeline: Timeline | None = None
        self._squeezing: Squeezing | None = None
        self._table_cards: list[CardItem] = []
        self._payout_items: list[ChipStackItem] = []
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
        self.announcement = TextItem(serif_font(40, QFont.Weight.Bold), QColor(255, 226, 140), 1000, 0.5)
        self.explanation = TextItem(serif_font(18), IVORY, 760, 0.85)
        self.notice = TextItem(ui_font(15, QFont.Weight.DemiBold), QColor(255, 214, 120), 600, 0.85)
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
        self.reveal_button.clicked.connect(lambda _action: self.reveal_all())
        self.reveal_button.setZValue(45)
        self.reveal_button.setVisible(False)
        self.addItem(self.reveal_button)
        self.banner = ReplayBannerItem()
        self.banner.setZValue(60)
        self.banner.button.clicked.connect(self.intents.button_clicked)
        self.addItem(self.banner)
        self._live: LiveFelt | None = None

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

    def _burn_point(self) -> QPointF:
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
        wood.setColorAt(0, QColor(56, 34, 22))
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
        rail = QPen(QColor(30, 18, 12), 46)
        rail.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(rail)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        edge = self._edge_rect().adjusted(-20, -20, 20, 20)
        painter.drawArc(edge, 0, -180 * 16)
        shine = QPen(QColor(90, 60, 40, 160), 10)
        painter.setPen(shine)
        painter.drawArc(edge.adjusted(10, 10, -10, -10), 0, -180 * 16)
        painter.setPen(QPen(GOLD_DARK, 2))
        painter.drawArc(self._edge_rect().adjusted(4, 4, -4, -4), 0, -180 * 16)
        # Card boxes and their names.
        for hand, name in ((Hand.PLAYER, _t("Felt", "PLAYER")), (Hand.BANKER, _t("Felt", "BANKER"))):
            box = self.card_box(hand)
            pen = QPen(GOLD, 2)
            painter.setPen(pen)
            painter.setBrush(QColor(0, 0, 0, 26))
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
        painter.setPen(QColor(200, 220, 205))
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

    # -- animations ----------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self._timeline is not None

    def _enqueue(self, build: Callable[[], Timeline]) -> None:
        self._queue.append(build)
        if self._timeline is None:
            self._run_next()

    def _run_next(self) -> None:
        while self._queue and self._timeline is None and self._squeezing is None:
            timeline = self._queue.pop(0)()
            self._timeline = timeline
            timeline.finished.connect(self._timeline_done)
            timeline.start()

    def _timeline_done(self) -> None:
        self._timeline = None
        self._run_next()

    def skip_animations(self, *, reveal: bool = False) -> None:
        """Finish whatever is playing (and queued) at once: closing the window, the Instant speed.
        A squeeze waits for the player (what is queued after it waits too) unless ``reveal``, which
        turns its cards over."""
        while True:
            if self._timeline is not None:
                self._timeline.skip()
            elif self._squeezing is not None and reveal:
                speed, self.speed = self.speed, 0.0  # the cards turn at once
                try:
                    self.reveal_all()
                finally:
                    self.speed = speed
            elif self._queue and self._squeezing is None:
                self._run_next()
            else:
                return

    def _new_timeline(self) -> Timeline:
        timeline = Timeline(self.speed, self, still=self.still)
        # Gone once played: a timeline's closures hold the cards and chips it moved, so one kept per
        # hand would keep every card of a long session alive.
        timeline.finished.connect(timeline.deleteLater)
        return timeline

    def play_hand(self, result: HandResult, squeeze: frozenset[Hand] = frozenset()) -> None:
        """Animate a dealt coup: cards, totals, result, then the bets paid and collected. The cards
        of the ``squeeze`` hands arrive face down and the deal waits for the player to turn them."""
        self._enqueue(lambda: self._hand_timeline(result, squeeze))

    def show_shoe(self, start: ShoeStart) -> None:
        """A new shoe: its commitment, then the burn card turned and the burned cards counted."""
        self._enqueue(lambda: self._shoe_timeline(start))

    def clear_hand(self) -> None:
        """Betting has started: the last hand's cards go to the discard tray and its lit areas,
        totals and results go, as a dealer clears the layout (queued after anything playing)."""
        lit = any(item.highlighted for item in self.spots.values())
        if not (self._table_cards or self.personal.text or self.announcement.text or lit):
            return

        def build() -> Timeline:
            timeline = self._new_timeline()
            self._clear_payouts()
            self._clear_result(timeline, 0)

            def clear_texts() -> None:
                self.announcement.set_text("")
                self.explanation.set_text("")

            timeline.call(0, clear_texts)
            self._sweep_cards(timeline, 0)
            return timeline

        self._enqueue(build)

    def restore_hand(self, result: HandResult, discards: int) -> None:
        """Reopened mid-shoe: the last hand lies on the felt as it was left (cards, totals, the result
        and the player's own), the cards before it in the discard tray. Nothing is animated."""
        self.discards = discards
        self.tray.set_count(discards)
        counts = {Hand.PLAYER: 0, Hand.BANKER: 0}
        for step in result.coup.steps:
            if step.hand is None or step.card is None:
                continue
            target, rotation = card_slot(step.hand, counts[step.hand], self.cards_top)
            counts[step.hand] += 1
            item = self._new_card(step.card)
            item.setPos(target)
            item.setRotation(rotation)
            item.set_flip(1.0)
        for hand in (Hand.PLAYER, Hand.BANKER):
            self.badges[hand].set_total(result.coup.total(hand))
        timeline = self._new_timeline()
        self._announce_result(timeline, result.coup, 0, None)
        timeline.skip()
        self.personal.set_net(result.net_cents if result.bets else None)

    @property
    def replaying(self) -> bool:
        return self._live is not None

    def begin_replay(
        self,
        coup: Coup,
        title: str,
        stacks: dict[BetSpot, list[int]],
        shoe: ShoeView | None = None,
        net_cents: int | None = None,
    ) -> None:
        """A stored hand replayed as a mode: the live table (cards, totals, result, lit areas, bets,
        discards, shoe) is put aside untouched, the banner says what is shown, and the hand is dealt
        with its own bets and its own shoe's commitment. ``end_replay`` puts the live table back."""
        self.skip_animations()
        if self._live is None:
            self._live = self._stash_live()
        else:  # a replay replacing a replay: its cards go, the live table stays put aside
            self._drop_replay_items()
        self.banner.set_text(title)
        self.banner.setVisible(True)
        self.banner.setPos(800, 8 + self.banner.boundingRect().height() / 2)
        self.show_bets(stacks)
        if shoe is not None:
            self.set_shoe_state(shoe.total, shoe.total - shoe.dealt, shoe.cut_position, shoe.shoe_no)
            self.tray.set_count(shoe.dealt - coup.cards_used)  # that shoe's discards before the hand
            commitment = shoe.commitment
            self.notice.set_text(
                _t("Felt", "Shoe {shoe} · seed commitment {start}…{end}").format(
                    shoe=shoe.shoe_no, start=commitment[:8], end=commitment[-8:]
                )
                if commitment
                else _t("Felt", "Shoe {shoe} · a stacked shoe (no seed)").format(shoe=shoe.shoe_no)
            )
        else:
            self.notice.set_text("")
        self.replay(coup, title, net_cents)

    def _stash_live(self) -> LiveFelt:
        live = LiveFelt(
            cards=list(self._table_cards),
            payouts=list(self._payout_items),
            totals={hand: (badge.total, badge.winner) for hand, badge in self.badges.items()},
            highlights={spot: item._highlight for spot, item in self.spots.items()},
            texts=(self.announcement.text, self.explanation.text, self.notice.text),
            personal=self.personal.net,
            discards=self.discards,
            shoe=(self.shoe.total, self.shoe.remaining, self.shoe.cut_position, self.shoe.shoe_no),
            stacks={
                spot: (item.isVisible(), item.opacity(), item.amount_cents, item.chips)
                for spot, item in self.stacks.items()
            },
        )
        for item in (*live.cards, *live.payouts):
            item.setVisible(False)
        self._table_cards, self._payout_items = [], []
        for badge in self.badges.values():
            badge.set_total(None)
        for item in self.spots.values():
            item.set_highlight(0)
        self.personal.set_net(None)
        self.announcement.set_text("")
        self.explanation.set_text("")
        return live

    def _drop_replay_items(self) -> None:
        for item in (*self._table_cards, *self._payout_items):
            self.removeItem(item)
        self._table_cards, self._payout_items = [], []

    def end_replay(self) -> None:
        """Leave the replay: its cards go and the live table comes back exactly as it was left."""
        live = self._live
        if live is None:
            return
        self.skip_animations()
        self._live = None
        self._drop_replay_items()
        self.banner.setVisible(False)
        self._table_cards, self._payout_items = live.cards, live.payouts
        for item in (*live.cards, *live.payouts):
            item.setVisible(True)
        for hand, (total, winner) in live.totals.items():
            self.badges[hand].set_total(total, winner=winner)
        for spot, value in live.highlights.items():
            if spot in self.spots:
                self.spots[spot].set_highlight(value)
        self.announcement.set_text(live.texts[0])
        self.explanation.set_text(live.texts[1])
        self.notice.set_text(live.texts[2])
        self.personal.set_net(live.personal)
        self.discards = live.discards
        self.tray.set_count(live.discards)
        self.set_shoe_state(*live.shoe)
        for spot, (visible, opacity, amount, chips) in live.stacks.items():
            if spot in self.stacks:
                stack = self.stacks[spot]
                stack.set_amount(amount, chips)
                stack.setPos(self.spots[spot].mapToScene(self.spots[spot].chip_anchor()))
                stack.setOpacity(opacity)
                stack.setVisible(visible)

    def replay(self, coup: Coup, title: str | None = None, net_cents: int | None = None) -> None:
        """Deal a stored coup on the felt (no bets are settled, nothing is stored); the replay mode
        (``begin_replay``) has already put the live cards aside."""
        called = _t("Felt", "Replay") if title is None else title

        def build() -> Timeline:
            timeline = self._new_timeline()
            self._clear_payouts()
            self._clear_result(timeline, 0)
            at = self._sweep_replay_cards(timeline, 0)

            def show_title() -> None:
                self.announcement.set_text(called)
                self.explanation.set_text("")

            timeline.call(at, show_title)
            at = self._deal_steps(timeline, coup, at + 300)
            at = self._announce_result(timeline, coup, at)
            timeline.call(at, lambda: self.personal.set_net(net_cents))  # the player's result then
            timeline.call(at, self.replay_finished.emit)
            return timeline

        self._enqueue(build)

    def _sweep_replay_cards(self, timeline: Timeline, at: float) -> float:
        """A replay's own cards leave without touching the live discard count."""
        if self._live is None:
            return self._sweep_cards(timeline, at)
        cards = list(self._table_cards)
        self._table_cards.clear()

        def remove() -> None:
            for card in cards:
                self.removeItem(card)

        timeline.call(at, remove)
        return at

    def announce_later(self, text: str) -> None:
        """A dealer's notice ("Last hand", ...), shown in turn with the animations already queued."""

        def build() -> Timeline:
            timeline = self._new_timeline()
            timeline.call(0, lambda: self.notice.set_text(text))
            return timeline

        self._enqueue(build)

    # -- what is shown (for tests and screenshots) -------------------------------------------------
    def displayed_totals(self) -> tuple[int | None, int | None]:
        return self.badges[Hand.PLAYER].total, self.badges[Hand.BANKER].total

    def cards_on_table(self) -> list[str]:
        return [item.card.code for item in self._table_cards if item.card is not None]

    def table_cards(self) -> list[CardItem]:
        """The cards lying on the felt now, in the order they were dealt (the accessible tree)."""
        return list(self._table_cards)


class PersonalResultItem(TextItem):
    """The player's own result of the hand, beside the dealer's call: "You win $47.50", "You lose
    $53.50" or "Push" (the net over all the player's bets) on a plaque in the colours of a win or a
    loss; empty when nothing was bet. It sits on the call's line, just after its words, so the
    texts under the call keep their places (the side-bet arc is close below them)."""

    PAD_X, PAD_Y = 22.0, 5.0
    GAP = 26.0

    def __init__(self) -> None:
        super().__init__(serif_font(28, QFont.Weight.Bold), IVORY, 440, 0.8)
        self.net: int | None = None
        self._call: TextItem | None = None

    def beside(self, call: TextItem) -> None:
        """Keep to the right of ``call``'s words, on its line."""
        self._call = call
        self.place()

    def place(self) -> None:
        call = self._call
        if call is None:
            return
        words = call.text_rect()
        right = call.pos().x() + (words.right() if call.text else 0.0)
        width = self.text_rect().width() + 2 * self.PAD_X
        self.setPos(right + self.GAP + width / 2, call.pos().y() + (words.center().y() if call.text else 0.0))

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
        self.place()

    def boundingRect(self) -> QRectF:
        return super().boundingRect().adjusted(0, -self.PAD_Y - 4, 0, self.PAD_Y + 8)

    def plaque(self) -> QRectF:
        """The plaque behind the words (item coordinates)."""
        words = self.text_rect()
        return words.adjusted(-self.PAD_X, -self.PAD_Y, self.PAD_X, self.PAD_Y)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text or self.net is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plaque()
        radius = rect.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
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
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class FeltView(QGraphicsView):
    """Fits the whole layout to the window, keeping its proportions, at any size and DPI."""

    def __init__(self, scene: FeltScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 270)
        # The felt stretches to the window's height (FeltScene.set_extra_height); beyond the
        # stretch it hugs the top and the wooden edge continues below.
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The keyboard's way round the felt's controls, and the felt's voice for screen readers.
        self.felt_scene = scene
        self.keys = FeltKeys(self)
        self.speaker = FeltSpeaker(self)

    # -- the keyboard (ui/felt/keys.py) -----------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go through the felt's controls before leaving it."""
        if self.hasFocus() and self.felt_scene.focusItem() is None and self.keys.step(next):
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keys.enter(event.reason() == Qt.FocusReason.TabFocusReason)
        else:
            self.keys.show_ring(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self.keys.show_ring(False)  # a menu or another window for a moment: back where it was
        else:
            self.keys.set_current(None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keys.set_current(None)  # the mouse is in charge: no ring
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        shortcut = event.type() == QEvent.Type.ShortcutOverride
        if shortcut and isinstance(event, QKeyEvent) and self.keys.claims(event):
            event.accept()  # Space or Enter press the felt's focused control, not Deal
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.felt_scene.focusItem() is None:
            if self.keys.press(event):
                return
            if event.key() in ARROWS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                self.keys.move(event.key())
                return
        super().keyPressEvent(event)

    def _fit(self) -> None:
        scene = self.scene()
        size = self.viewport().size()
        if isinstance(scene, FeltScene) and size.width() > 0:
            wanted = SCENE_RECT.width() * size.height() / size.width() - SCENE_RECT.height()
            scene.set_extra_height(wanted)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if isinstance(scene, FeltScene) and self.transform().m11() > 0:
            # 9 pt at the player's text size; a larger size no deeper than the felt's print is laid
            # out for (felt_layout.DEEPEST_FLOOR: 1024x640 at the usual size)
            usual, chosen = FLOOR_PX / self.transform().m11(), text_floor_px() / self.transform().m11()
            scene.set_text_floor(max(usual, min(chosen, DEEPEST_FLOOR)))
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()

    def refit(self) -> None:
        """Lay the felt out again for the text size the player chose (palette.text_scale)."""
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self._fit()


__all__ = ["SCENE_RECT", "FeltScene", "FeltView", "card_slot"]
