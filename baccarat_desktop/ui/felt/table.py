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
from dataclasses import replace

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
from ...engine.multiplier import FEE
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
from .band import (
    CALL_PX,
    CALL_SEP,
    EXPLAIN_PX,
    NOTICE_PX,
    SHRINKS,
    Fonts,
    Layout,
    Plan,
    Room,
    Words,
    fonts,
    reserve_words,
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
    CARD_SCALE_MAX,
    CARD_SCALE_MIN,
    CARD_W,
    CARDS_TOP,
    MAX_EXTRA,
    OUTER,
    PLAYER_CENTRE_X,
    SCENE_RECT,
    card_slot,
    felt_sectors,
    limits_lines,
    rail_layout,
    rules_depth,
    rules_radii,
)
from .lights import Lights, lights_table
from .peek import PeekPanelItem
from .spots import BetSpotItem, arc_text

SPARE_MOST = 160.0  # scene units: the most room shared out around the band's words on a roomy felt
LOWER_MOST = 240.0  # ... and the furthest large cards go down to pass under the tray and the shoe


# The grain's pixels (_grain).
_GRAINS = (
    b"\x06\x06\x06\x06",
    b"\x03\x03\x03\x03",
    b"\x00\x00\x00\x00",
    b"\x00\x00\x00\x07",
    b"\x00\x00\x00\x0e",
)


def _grain(v: float) -> bytes:
    """A pixel of the grain for a draw: white at alpha 6 or 3 (premultiplied), nothing, or black
    at alpha 7 or 14."""
    if v < 0.28:
        return _GRAINS[0] if v < 0.14 else _GRAINS[1]
    if v > 0.7:
        return _GRAINS[4] if v > 0.85 else _GRAINS[3]
    return _GRAINS[2]


def _felt_texture() -> QPixmap:
    """A subtle woven-felt grain, generated once (seeded: the felt looks the same every run).

    Built from a byte buffer: QImage.setPixelColor in PySide6 6.12 mis-counts references to
    None and thousands of calls crash the interpreter at exit.
    """
    draw = random.Random(7).random
    size = 96
    # One pixel per draw, premultiplied ARGB32 (little-endian B G R A), joined at once: a loop
    # writing each pixel into a buffer took a few ms of the first window.
    pixels = b"".join([_grain(draw()) for _ in range(size * size)])
    image = QImage(pixels, size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(image.copy())


# The Peek panel's widest: the felt less this on each side (it is never wider than its words).
PEEK_LEFT = 60.0


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
    card_turned = Signal(object)  # a squeezed CardItem now shows its face (a screen reader names it)
    lights_shown = Signal(object)  # the hand's lit cards (LitCard tuple), all on show in the flash

    def __init__(self, rules: TableRules, parent: QWidget | None = None, *, laid_out: bool = True) -> None:
        """``laid_out=False``: the view that shows the felt lays it out at its first size (``fit``),
        once, not first at the design size as well."""
        super().__init__(SCENE_RECT, parent)
        self.rules = rules
        self.speed = 1.0  # the dealer's pace (0: instant)
        self.still = False  # reduced motion: things fade in place instead of travelling
        self.intents = Intents(self)
        self._texture = _felt_texture()
        self._table_cards: list[CardItem] = []  # the cards lying on the felt, in dealing order
        self._payout_items: list[ChipStackItem] = []  # winnings paid beside their bets
        self._paid_on_bet: set[BetSpot] = set()  # areas too small to pay beside the bet
        self._bubbles: list[BubbleItem] = []
        self.discards = 0
        self.extra = 0.0  # spare height given to the felt by a window taller than 16:9
        self.text_floor = 0.0  # the smallest text size in scene units (FeltView sets it)
        self.cards_top = CARDS_TOP
        self._fitted_floor = -1.0  # the text floor the side bets' words were last fitted at
        self.card_scale = 1.0  # the cards' size on this felt (_size_cards)
        self._band_top = CARDS_TOP + CARD_H + 24
        self._room: Room | None = None
        self._pending = not laid_out  # no layout yet: the first ``fit`` lays the felt out
        self._build()
        if laid_out:
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
        # The dealer's words, laid out together in the band under the cards (band.py).
        self.announcement = TextItem(serif_font(CALL_PX, QFont.Weight.Bold), ANNOUNCEMENT_GOLD)
        self.explanation = TextItem(serif_font(EXPLAIN_PX), IVORY)
        self.notice = TextItem(ui_font(NOTICE_PX, QFont.Weight.DemiBold), NOTICE_GOLD)
        self.personal = PersonalResultItem()
        for item in (self.announcement, self.personal, self.explanation, self.notice):
            item.setZValue(40)
            item.changed = self.arrange_words
            self.addItem(item)
        self.plaque = BankrollItem()
        self.plaque.setZValue(5)
        self.addItem(self.plaque)
        self.reveal_button = ButtonItem("reveal_all", _t("Felt", "Reveal all"), 170, 46, primary=True)
        self.reveal_button.setToolTip(_t("Felt", "Turn every squeezed card over at once (Shift+Enter)"))
        self.reveal_button.setZValue(45)
        self.reveal_button.setVisible(False)
        self.addItem(self.reveal_button)
        self.reveal_button.visibleChanged.connect(self.arrange_words)
        self.lights = Lights(self)  # the multiplier table's lit cards: flash, strip, tags (lights.py)
        self.lights.enabled = lights_table(self.rules)
        self.peek = PeekPanelItem()  # the Peek table's choice and its coach (peek.py), shown at the choice
        self.addItem(self.peek)
        self.banner = ReplayBannerItem()
        self.banner.setZValue(60)
        self.banner.button.clicked.connect(self.intents.button_clicked)
        self.addItem(self.banner)

    def set_extra_height(self, extra: float) -> None:
        """Stretch the felt: everything below the card boxes moves down, so the table fills a
        window taller than 16:9 instead of leaving a band of nothing under it."""
        self.fit(extra, self.text_floor)

    def set_text_floor(self, floor: float) -> None:
        """The smallest text the window can show, in scene units (9 pt on screen): every printed size
        is raised to it and the rail makes room (felt_layout.rail_layout)."""
        self.fit(self.extra, floor)

    def stretch(self, extra: float) -> None:
        """The felt's height for ``extra`` (``set_extra_height``) without laying it out yet: the view
        sizes itself to it, then lays the felt out once for the height and the text floor (``fit``)."""
        extra = max(0.0, min(MAX_EXTRA, extra))
        self.setSceneRect(QRectF(0, 0, SCENE_RECT.width(), SCENE_RECT.height() + extra))

    def fit(self, extra: float, floor: float) -> None:
        """The felt stretched by ``extra`` with ``floor`` as its smallest text, laid out once for the
        two (the window's size gives both; a layout is the dearest part of a resize)."""
        extra, floor = max(0.0, min(MAX_EXTRA, extra)), max(0.0, floor)
        taller = abs(extra - self.extra) >= 0.5
        deeper = abs(floor - self.text_floor) >= 0.25
        if taller:
            self.extra = extra
        if deeper:
            self.text_floor = floor
        if not (taller or deeper or self._pending):
            self.stretch(self.extra)  # (stretch may have gone ahead of an extra that did not change)
            return
        self._layout()
        if deeper:
            for item in self.items():
                item.prepareGeometryChange()  # their sizes follow the floor (palette.felt_px)
                item.update()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _caption_width(self, text: str, px: int, primary: bool) -> float:
        return QFontMetricsF(ui_font(px, QFont.Weight.Bold)).horizontalAdvance(text)

    def _layout(self) -> None:
        self._pending = False
        e = self.extra
        self.setSceneRect(QRectF(0, 0, SCENE_RECT.width(), SCENE_RECT.height() + e))
        rail = rail_layout(self.text_floor, e, self._caption_width)
        for chip, centre in zip(self.rack.values(), rail.chips, strict=True):
            chip.setScale(rail.chip_scale)
            chip.setPos(centre)
        for action, rect in rail.buttons.items():
            self.buttons[action].set_size(rect.width(), rect.height())
            self.buttons[action].setPos(rect.topLeft())
        self.plaque.setPos(rail.plaque)
        self._reshape_spots()
        self._place_spots()
        self._size_cards()
        self._place_peek()
        self.banner.setPos(800, 8 + self.banner.boundingRect().height() / 2)
        self.banner.relayout()
        self.arrange_words()

    def _place_peek(self) -> None:
        """The Peek table's panel: under the card boxes, over the middle of the betting areas, clear
        of the rail's chips, buttons and plaque, and of the chips bet (the stake being raised stays
        in sight: at 1024x640 the panel once covered the Banker stack)."""
        rail = [item.sceneBoundingRect().top() for item in (*self.buttons.values(), *self.rack.values())]
        bottom = min([*rail, self.plaque.sceneBoundingRect().top()]) - 10
        top = self.card_box(Hand.PLAYER).bottom() + 5
        room = QRectF(PEEK_LEFT, top, 1600 - 2 * PEEK_LEFT, max(bottom - top, 100.0))
        for stack in self.stacks.values():
            chips = stack.sceneBoundingRect()
            if stack.isVisible() and stack.amount_cents and chips.top() > top and chips.intersects(room):
                bottom = min(bottom, chips.top() - 4)
        self.peek.place(QRectF(room.left(), top, room.width(), max(bottom - top, 60.0)))

    # -- the cards and the result band ------------------------------------------------------------
    def _cards_at(self, scale: float, down: float = 0.0, spare: float = 0.0) -> tuple[float, float]:
        """The cards' top and the band's top for cards at ``scale``, lowered by ``down`` (below the
        tray and the shoe), with ``spare`` room shared out above and below the band's words."""
        top = CARDS_TOP + self.extra * 0.2 + down + spare / 2
        return top, self.card_box_at(Hand.PLAYER, top, scale).bottom() + 8 + spare / 2

    def _clearing(self, scale: float) -> float | None:
        """How far cards at ``scale`` go down so their boxes keep clear of the tray and the shoe
        (their labels too, which grow with the text floor); None if too far."""
        fixtures = [item.sceneBoundingRect().adjusted(-6, -6, 6, 6) for item in (self.tray, self.shoe)]
        strip = self.lights.reserve()  # the lit cards' strip over the middle (a multiplier table)
        if strip is not None:
            fixtures.append(strip.adjusted(-6, -6, 6, 6))
        down = 0.0
        while down <= LOWER_MOST:
            top = self._cards_at(scale, down)[0]
            boxes = [self.card_box_at(hand, top, scale) for hand in Hand]
            if not any(box.intersects(fixture) for box in boxes for fixture in fixtures):
                return down
            down += 8
        return None

    def _size_cards(self) -> None:
        """The largest cards that leave the band under them room for the longest words this table
        says (band.reserve_words) at their usual size (up to CARD_SCALE_MAX on a roomy felt, the
        boxes lowered under the tray and the shoe); on a crowded felt cards as small as
        CARD_SCALE_MIN and words set smaller. Room to spare is shared out above and below the
        words. Cards on the table follow their boxes, so a resize never leaves them behind."""
        outlines = [item.mapToScene(item.shape()) for item in self.spots.values()]
        reserve = reserve_words(self.rules.offered)
        if self.lights.enabled:
            reserve.append(self.lights.reserve_words())
        areas = Room(outlines, 0.0)

        def fits(scale: float, down: float, spare: float, shrinks: tuple[float, ...]) -> bool:
            room = areas.at(self._cards_at(scale, down, spare)[1])
            return all(self._plan(words, room, shrinks) is not None for words in reserve)

        chosen, lowered = CARD_SCALE_MIN, 0.0
        steps = round((CARD_SCALE_MAX - CARD_SCALE_MIN) / 0.05)
        for i in range(steps + 1):
            scale = CARD_SCALE_MAX - 0.05 * i
            down = self._clearing(scale)
            if down is None:
                continue
            if fits(scale, down, 0.0, SHRINKS[:1] if scale > 1.0 else SHRINKS):
                chosen, lowered = scale, down
                break
        spare = 0.0  # room to spare: the cards and the band's words come down into it
        while spare < SPARE_MOST and fits(chosen, lowered, spare + 8, SHRINKS[:1]):
            spare += 8
        old_top, old_scale = self.cards_top, self.card_scale
        self.cards_top, self._band_top = self._cards_at(chosen, lowered, spare)
        self.card_scale = chosen
        self._room = areas.at(self._band_top)
        for card in self._table_cards:
            middle = card.mapToScene(card.transformOriginPoint())
            anchor = (
                800.0
                if abs(middle.x() - 800) < 1
                else PLAYER_CENTRE_X
                if middle.x() < 800
                else BANKER_CENTRE_X
            )
            ratio = chosen / old_scale
            moved = QPointF(
                anchor + (middle.x() - anchor) * ratio, self.cards_top + (middle.y() - old_top) * ratio
            )
            if abs(card.scale() - old_scale) < 1e-6:  # (a card squeezed large keeps its own size)
                card.setScale(chosen)
                card.setPos(card.pos() + moved - middle)
        box = self.card_box(Hand.PLAYER)
        self.lights.place(QRectF(0, box.top() - 8, 1600, box.height() + 16), chosen)
        for hand, badge in self.badges.items():
            side = 1 if hand is Hand.PLAYER else -1
            centre = PLAYER_CENTRE_X if hand is Hand.PLAYER else BANKER_CENTRE_X
            badge.setScale(chosen)
            badge.setPos(centre + side * (CARD_W + 50) * chosen, self.cards_top + CARD_H * chosen / 2)

    def card_place(self, hand: Hand, index: int) -> tuple[QPointF, float]:
        """Where a hand's card lies on this felt (layout.card_slot at the felt's card size)."""
        return card_slot(hand, index, self.cards_top, self.card_scale)

    def _fonts(self, shrink: float) -> Fonts:
        return fonts(
            self.announcement.base_font,
            self.personal.base_font,
            self.explanation.base_font,
            self.notice.base_font,
            felt_px(self, 0),
            shrink,
        )

    def _plan(self, words: Words, room: Room, shrinks: tuple[float, ...] = SHRINKS) -> Plan | None:
        reveal = self.reveal_button
        slot = QRectF(0, 0, reveal.width, 46) if reveal.isVisible() else None
        for shrink in shrinks:
            plan = Layout(room, self._fonts(shrink), slot).plan(words)
            if plan is not None:
                return plan
        return None

    def arrange_words(self) -> None:
        """Lay the dealer's words out in the band under the cards (band.py): called whenever one
        of them changes and when the felt is laid out again."""
        room = self._room
        if room is None:
            return
        words = Words(self.announcement.text, self.explanation.text, self.notice.text, self.personal.text)
        plan = self._plan(words, room)
        # Where the words outgrow the band (a crowded felt in a small window, a call paying many
        # side bets), the least needed give way rather than print over the areas: the notice, then
        # the draw's reasons (the hand history keeps them; the items keep their text for a reader).
        # Last, the side bets' payouts (their areas are lit and their chips paid beside them).
        call = words.call.split(CALL_SEP)[0]
        for fewer in (
            replace(words, notice=""),
            replace(words, notice="", explanation=""),
            replace(words, notice="", explanation="", call=call),
        ):
            if plan is None and fewer != words:
                plan = self._plan(fewer, room)
        if plan is None:  # the last resort: the smallest type, placed as best it can be
            reveal = self.reveal_button
            slot = QRectF(0, 0, reveal.width, 46) if reveal.isVisible() else None
            plan = Layout(room, self._fonts(SHRINKS[-1]), slot, force=True).plan(words) or Plan()
        for item, lines in (
            (self.announcement, plan.call),
            (self.explanation, plan.explanation),
            (self.notice, plan.notice),
            (self.personal, plan.own),
        ):
            item.setPos(0, 0)
            item.set_lines(lines)
        if plan.reveal is not None:
            self.reveal_button.setPos(plan.reveal)

    def burn_point(self) -> QPointF:
        """Where the burn card is shown face up: between the two hands (a card's unscaled top-left,
        as layout.card_slot gives it)."""
        middle = QPointF(800, self.cards_top + (20 + CARD_H / 2) * self.card_scale)
        return middle - QPointF(CARD_W / 2, CARD_H / 2)

    def _build_spots(self) -> None:
        """One betting area (and its chip stack) per bet the table offers, printed from the catalogue."""
        for spot in list(self.spots):
            self.removeItem(self.spots.pop(spot))
            self.removeItem(self.stacks.pop(spot))
        for sector in felt_sectors(self.rules.offered, self.text_floor, self.extra, self._main_outer()):
            spot = sector.spot
            item = BetSpotItem(sector, ARC_CENTRE, spot.bet.felt, spot.bet.pay_text(self.rules))
            item.setToolTip(self._spot_tip(spot))
            item.clicked.connect(self.intents.spot_clicked)
            item.setZValue(1)
            self.addItem(item)
            self.spots[spot] = item
            stack = ChipStackItem(spot=spot)
            stack.room = lambda chips, item=item: item.stack_scale(chips, chips.part)
            stack.setZValue(20)
            stack.setVisible(False)
            self.addItem(stack)
            self.stacks[spot] = stack
        if not self._pending:  # else the first layout fits them, at the floor the view gives
            self._fit_side_words()

    def _reshape_spots(self) -> None:
        """A new text floor or height may lay the areas out otherwise (a crowded table's side bets
        in two rows in a small window, felt_layout.felt_sectors): the areas take their new shapes,
        and the side bets' words are fitted again (their size and place follow the floor too)."""
        changed = self._fitted_floor != self.text_floor
        for sector in felt_sectors(self.rules.offered, self.text_floor, self.extra, self._main_outer()):
            item = self.spots.get(sector.spot)
            if item is not None and item.sector != sector:
                item.set_sector(sector)
                changed = True
        if changed:
            self._fit_side_words()

    def _main_outer(self) -> float:
        """The main band's players' edge: as designed (OUTER), raised where the printed rules and
        limits would otherwise run under the rail's chips or buttons (large text in a small window),
        so the two lines keep a band of their own."""
        centre = ARC_CENTRE + QPointF(0, self.extra)
        rules_px, limits_px = felt_px(self, 17), felt_px(self, 12)
        widest = max(
            QFontMetricsF(serif_font(rules_px, QFont.Weight.DemiBold)).horizontalAdvance(self.rules_line()),
            QFontMetricsF(serif_font(limits_px)).horizontalAdvance(limits_lines(self.rules, large=True)[-1]),
        )
        half = math.degrees(widest / 2 / OUTER) + 2
        nearest = math.inf
        for item in [*getattr(self, "rack", {}).values(), *getattr(self, "buttons", {}).values()]:
            rect = item.sceneBoundingRect()
            point = QPointF(min(max(centre.x(), rect.left()), rect.right()), rect.top())
            angle = math.degrees(math.atan2(point.y() - centre.y(), point.x() - centre.x()))
            if abs(angle - 90) <= half:
                nearest = min(nearest, math.hypot(point.x() - centre.x(), point.y() - centre.y()))
        return min(OUTER, nearest - rules_depth(rules_px, limits_px))

    def _fit_side_words(self) -> None:
        """Every side bet's words at one size, the largest at which each fits its area beside its
        chip zone or above it (a narrow area's words over its chips, a wide one's beside them); room
        for full-size chips where that costs the words little, else for smaller ones."""
        self._fitted_floor = self.text_floor
        compact = [item for item in self.spots.values() if item.compact]
        if not compact:
            return

        def largest(item: BetSpotItem) -> int:
            sizes = []
            for beside in (True, False):
                item.side_by_side = beside
                size = item.fit_size()
                sizes.append(size if item.compact_lines(size) is not None else 0)
            return max(sizes)

        def common(room: float) -> int:
            for item in compact:
                item.room_scale = room
            return min(largest(item) for item in compact)

        small, full = common(BetSpotItem.MIN_CHIPS), common(BetSpotItem.COMPACT_CHIPS)
        room = BetSpotItem.COMPACT_CHIPS if full and full >= small - 3 else BetSpotItem.MIN_CHIPS
        size = max(BetSpotItem.COMPACT_SIZES[-1], full if room == BetSpotItem.COMPACT_CHIPS else small)
        for item in compact:
            item.room_scale = room
            item.set_text_size(size)
            item.side_by_side = True
            if item.compact_lines() is None:  # beside only where that costs no more than over
                item.side_by_side = not item.fits_above() and item.fallback_cost(True) <= item.fallback_cost(
                    False
                )
        for stack in self.stacks.values():
            stack.refit()

    def _place_spots(self) -> None:
        """Each area at the felt's stretch, and each bet's stack on show at its area's chip zone,
        scaled to it. A hidden stack is seated when it is shown (show_bets, end_replay): finding a
        seat is the dearest part of a layout, and the first window has no bet on the felt."""
        for spot, item in self.spots.items():
            item.setPos(0, self.extra)
            if self.stacks[spot].isVisible():
                self._seat(self.stacks[spot])

    def _seat(self, stack: ChipStackItem) -> None:
        """A bet's stack at the foot of its part of its area's chip zone, at the scale the zone allows."""
        if stack.spot is None or stack.spot not in self.spots:
            return
        item = self.spots[stack.spot]
        stack.setRotation(item.stack_rotation)
        stack.refit()
        stack.setPos(item.mapToScene(item.stack_foot(stack, stack.part)))

    def pay_beside(self, spot: BetSpot, payout: ChipStackItem) -> tuple[QPointF, QPointF]:
        """Winnings for ``spot``: the payout scaled to the half of the area's chip zone towards the
        table's middle; returns where it goes and where the bet moves to make room (``move_aside``).
        Where the halves cannot hold them (a small area at a deep text floor), the winnings stand on
        the bet, a little aside, at its scale, and the bet's amount is their one tag."""
        item, bet = self.spots[spot], self.stacks[spot]
        payout.spot, payout.part = spot, "payout"
        payout.setRotation(item.stack_rotation)
        payout.show_label = True
        if item.holds(payout, "payout") and item.holds(bet, "paid"):
            self._paid_on_bet.discard(spot)
            payout.room = lambda chips, item=item: item.stack_scale(chips, "payout")
        else:
            self._paid_on_bet.add(spot)
            payout.room = lambda chips, item=item, bet=bet: item.on_bet(chips, bet)[1]
        payout.refit()
        return self.pay_places(spot, payout)

    def pay_places(self, spot: BetSpot, payout: ChipStackItem) -> tuple[QPointF, QPointF]:
        """Where ``pay_beside`` sets the winnings for ``spot`` and where the bet stands meanwhile."""
        item, bet = self.spots[spot], self.stacks[spot]
        if spot in self._paid_on_bet:
            return item.mapToScene(item.on_bet(payout, bet)[0]), item.mapToScene(item.stack_foot(bet, "bet"))
        return item.mapToScene(item.stack_foot(payout, "payout")), item.mapToScene(
            item.stack_foot(bet, "paid")
        )

    def move_aside(self, spot: BetSpot) -> None:
        """The bet takes the outer half of its chip zone while its winnings are paid beside it (it
        stays where it is when they are paid on it)."""
        if spot in self._paid_on_bet:
            return
        stack = self.stacks[spot]
        stack.part = "paid"
        stack.refit()

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
        lights = lights_table(rules)
        self._build_spots()
        if lights != self.lights.enabled:  # the strip's room over the cards comes or goes
            self.lights.enabled = lights
            self.lights.clear()
            self._layout()
        self._place_spots()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_closed(self, closed: Collection[BetSpot]) -> None:
        """Dim the areas that take no bets now (Big and Small once the cut card is out)."""
        for spot, item in self.spots.items():
            item.set_closed(spot in closed)

    def rules_line(self) -> str:
        """The table's rules as printed along the arc: the variant, the fee a table charges (the
        multiplier and Peek tables: a player saw "Bet $85.00" and paid $102 with nothing on the felt
        saying why), Banker's and Tie's pay lines."""
        banker, tie = BetSpot.BANKER.bet, BetSpot.TIE.bet
        variant = self.rules.variant.label
        percent = f"{float(FEE * 100):g}"
        if self.rules.variant.lit:
            variant = _t("Felt", "{variant} · {percent}% fee on every bet").format(
                variant=variant, percent=percent
            )
        elif self.rules.variant.peek:
            variant = _t("Felt", "{variant} · {percent}% fee on Player and Banker").format(
                variant=variant, percent=percent
            )
        return (
            _t("Felt", "{variant} · {banker} pays {banker_pays} · {tie} pays {tie_pays}")
            .format(
                variant=variant,
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
        return self.card_box_at(hand, self.cards_top, self.card_scale)

    @staticmethod
    def card_box_at(hand: Hand, top: float, scale: float) -> QRectF:
        """A hand's box for cards at ``top`` and ``scale`` (the box grows with its cards)."""
        centre = PLAYER_CENTRE_X if hand is Hand.PLAYER else BANKER_CENTRE_X
        left = centre - (300 if hand is Hand.PLAYER else 140) * scale
        return QRectF(left, top - 50 * scale, 440 * scale, (CARD_H + 66) * scale)

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
            painter.setFont(serif_font(felt_px(self, 30 * self.card_scale), QFont.Weight.Bold))
            painter.setPen(
                QColor(PLAYER_BLUE.lighter(170) if hand is Hand.PLAYER else BANKER_RED.lighter(150))
            )
            painter.drawText(
                QRectF(box.left(), box.top() + 3 * self.card_scale, box.width(), 40 * self.card_scale),
                Qt.AlignmentFlag.AlignCenter,
                name,
            )
        # Printed rules along the arc below the betting areas.
        painter.setPen(QColor(GOLD))
        line = self.rules_line()
        centre = ARC_CENTRE + QPointF(0, self.extra)
        rules_px, limits_px = felt_px(self, 17), felt_px(self, 12)
        rules_radius = rules_radii(rules_px, limits_px, self.spots[BetSpot.TIE].outer)[0]
        arc_text(painter, line, centre, rules_radius, 90, serif_font(rules_px, QFont.Weight.DemiBold))
        painter.setPen(LIMITS_PRINT)
        limits, font, radius = self.limits_print()
        arc_text(painter, limits, centre, radius, 90, font)

    def limits_print(self) -> tuple[str, QFont, float]:
        """The limits line along the arc, its type and radius: the fullest form that keeps clear of
        the player's plaque (large text in a small window), the tightest if none does."""
        centre = ARC_CENTRE + QPointF(0, self.extra)
        limits_px = felt_px(self, 12)
        radius = rules_radii(felt_px(self, 17), limits_px, self.spots[BetSpot.TIE].outer)[1]
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
            item.part = "bet"
            item.set_amount(sum(chips), chips)
            self._seat(item)
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
        self.drop_bubbles()
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

    def drop_bubbles(self) -> None:
        """Every bubble goes at once (a new one comes, or what they said no longer holds)."""
        for bubble in self._bubbles:
            if bubble.scene() is self:
                self.removeItem(bubble)
        self._bubbles.clear()

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
