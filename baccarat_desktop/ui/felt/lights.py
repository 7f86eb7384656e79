"""The multiplier table's lit cards on the felt: what a player sees of them.

After betting closes and before the first card, the hand's lit cards (1 to 5, each a card and its
multiplier, engine/multiplier.py) are announced by a flash: a night-blue band across the card boxes,
lit by gold, the cards popping in one after another with their "×N" (``LightsFlashItem``). The band
then goes and the cards stay in a compact strip at the top of the felt for the rest of the hand
(``LitStripItem``), where a card that has come up glows. A dealt card that matches a lit card wears
a glowing tag with its multiplier once its face shows (``LitTagItem``: never on a card face down,
so a squeeze gives nothing away), and the call says which multipliers made each win and what it
paid (``Lights.result_call``).

``Lights`` (one per felt, ``FeltTable.lights``) holds the hand's lit cards and these items. The
dealer asks it for the flash's steps after the last hand's cards are swept, to tag each card it
puts down, and for the words of the call; it works nothing out itself (``engine.multiplier.settle``
says which cards multiplied which bet, and by how much).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

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
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.bets import BetSpot
from ...engine.cards import Card, Rank, Suit, parse_cards
from ...engine.catalogue import Dealt
from ...engine.coup import StepKind, resolve_cards
from ...engine.i18n import _t
from ...engine.money import format_cents
from ...engine.multiplier import MULTIPLIER_SPOTS, LitCard, settle
from ...engine.rules import TableRules
from ..look import sprites
from ..look.palette import (
    CARD_RED_ON_LIGHT,
    INK,
    LIGHTS_BAND,
    LIGHTS_BAND_EDGE,
    LIGHTS_BOLT,
    LIGHTS_GLOW,
    LIT_TAG,
    LIT_TILE,
    MULTIPLIER_GOLD,
    felt_px,
    serif_font,
    with_alpha,
)
from .band import CALL_SEP, EXPLAIN_SEP, Words
from .cards import CardItem
from .layout import CARD_H, CARD_W
from .paint import glow, shadowed_text
from .timeline import Timeline

__all__ = [
    "WIDEST",
    "Lights",
    "LightsFlashItem",
    "LitStripItem",
    "LitTagItem",
    "lights_table",
    "multiplied_wins",
]

STRIP_TOP = 10.0  # scene units: the strip's top edge, over the middle of the felt
STRIP_PX = 24  # the strip's type (raised to the text floor)
TAG_PX = 30  # a card's tag, in the card's own units
FLASH_TITLE_PX = 34
FLASH_TAG_PX = 30
# The flash (ms at Normal speed): the band opens, the cards come in turn, hold, then the band goes
# as the strip comes.
BAND_IN_MS, CARD_IN_MS, CARD_STEP_MS, HOLD_MS, BAND_OUT_MS = 220, 200, 130, 900, 260
# The widest strip a table prints (five lit cards, each a ten at ×8): the room it keeps free.
WIDEST: tuple[LitCard, ...] = (
    *(LitCard(Card(Rank.TEN, suit), 8) for suit in Suit),
    LitCard(Card(Rank.QUEEN, Suit.HEARTS), 8),
)


def lights_table(rules: TableRules) -> bool:
    """Whether a table lights cards: the multiplier table."""
    return rules.variant.lit


def _suit_colour(card: Card) -> QColor:
    return CARD_RED_ON_LIGHT if card.suit.glyph in "♥♦" else INK


def _times(multiplier: int) -> str:
    return f"×{multiplier}"


def _bolt(rect: QRectF) -> QPainterPath:
    """A lightning bolt filling ``rect``: the table's mark beside its lit cards."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath(QPointF(x + 0.62 * w, y))
    for px, py in ((0.12, 0.56), (0.46, 0.56), (0.3, 1.0), (0.9, 0.4), (0.55, 0.4), (0.78, 0.0)):
        path.lineTo(x + px * w, y + py * h)
    path.closeSubpath()
    return path


def _light(strength: float = 1.0) -> QColor:
    """The lit cards' gold light, ``strength`` of its full glow (a card popping in grows it)."""
    return with_alpha(LIGHTS_GLOW, round(LIGHTS_GLOW.alpha() * strength))


def _night_band(box: QRectF) -> QLinearGradient:
    """The night blue of the flash's band and of the strip over ``box``, darker at both edges."""
    ground = QLinearGradient(0, box.top(), 0, box.bottom())
    ground.setColorAt(0, LIGHTS_BAND_EDGE)
    ground.setColorAt(0.5, LIGHTS_BAND)
    ground.setColorAt(1, LIGHTS_BAND_EDGE)
    return ground


def _gold_pill(painter: QPainter, pill: QRectF, text: str, font: QFont, rim: float) -> None:
    """A multiplier's "×N" in gold on a dark round-ended pill: a lit card's tag, in the flash or
    on a dealt card."""
    painter.setBrush(LIT_TAG)
    painter.setPen(QPen(MULTIPLIER_GOLD, rim))
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setFont(font)
    painter.setPen(MULTIPLIER_GOLD)
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


class LitStripItem(QGraphicsObject):
    """The hand's lit cards, small, in a strip over the middle of the felt (its position is the
    strip's top centre): each an ivory tile with the card's rank and suit and its multiplier beside
    it; a card that has come up in the hand glows."""

    def __init__(self) -> None:
        super().__init__()
        self.lit: tuple[LitCard, ...] = ()
        self.matched: frozenset[Card] = frozenset()

    def set_lit(self, lit: Sequence[LitCard], matched: Iterable[Card] = ()) -> None:
        self.prepareGeometryChange()
        self.lit = tuple(lit)
        self.matched = frozenset(matched)
        self.update()

    def set_matched(self, matched: Iterable[Card]) -> None:
        matched = frozenset(matched)
        if matched != self.matched:
            self.matched = matched
            self.update()

    def font(self) -> QFont:
        return serif_font(felt_px(self, STRIP_PX), QFont.Weight.Bold)

    def layout(self, lit: Sequence[LitCard] | None = None) -> tuple[QRectF, list[tuple[QRectF, QRectF]]]:
        """The strip's box (item coordinates, centred on x 0) and each entry's tile and multiplier box."""
        lit = self.lit if lit is None else lit
        metrics = QFontMetricsF(self.font())
        height = metrics.height()
        pad = height * 0.3
        tile_h = height + pad
        bolt = tile_h * 0.6
        entries: list[tuple[float, float]] = []
        for item in lit:
            entries.append(
                (
                    metrics.horizontalAdvance(item.card.face) + pad * 1.4,
                    metrics.horizontalAdvance(_times(item.multiplier)) + 4,
                )
            )
        gap, inner = pad * 1.6, pad * 0.5
        width = (
            pad + bolt + gap + sum(t + inner + m for t, m in entries) + gap * max(0, len(entries) - 1) + pad
        )
        box = QRectF(-width / 2, 0, width, tile_h + pad)
        x = box.left() + pad + bolt + gap
        placed = []
        for tile_w, times_w in entries:
            tile = QRectF(x, pad / 2, tile_w, tile_h)
            times = QRectF(tile.right() + inner, pad / 2, times_w, tile_h)
            placed.append((tile, times))
            x = times.right() + gap
        return box, placed

    def boundingRect(self) -> QRectF:
        if not self.lit:
            return QRectF()
        return self.layout()[0].adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lit:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box, placed = self.layout()
        radius = box.height() / 2
        painter.setBrush(QBrush(_night_band(box)))
        painter.setPen(QPen(with_alpha(LIGHTS_BOLT, 200), 1.5))
        painter.drawRoundedRect(box, radius, radius)
        pad = box.height() - placed[0][0].height() if placed else 0.0
        bolt = QRectF(
            box.left() + pad, box.top() + box.height() * 0.2, box.height() * 0.6 * 0.8, box.height() * 0.6
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MULTIPLIER_GOLD)
        painter.drawPath(_bolt(bolt))
        font = self.font()
        painter.setFont(font)
        for item, (tile, times) in zip(self.lit, placed, strict=True):
            if item.card in self.matched:  # (the glow kept inside the strip, clear of the felt's top)
                glow(painter, tile.center(), tile.width() * 0.95, _light(), height=box.height() / 2 - 1)
            painter.setPen(QPen(MULTIPLIER_GOLD, 2.5) if item.card in self.matched else Qt.PenStyle.NoPen)
            painter.setBrush(LIT_TILE)
            painter.drawRoundedRect(tile, 5, 5)
            painter.setPen(_suit_colour(item.card))
            painter.drawText(tile, Qt.AlignmentFlag.AlignCenter, item.card.face)
            painter.setPen(MULTIPLIER_GOLD)
            painter.drawText(times, Qt.AlignmentFlag.AlignCenter, _times(item.multiplier))


class LitTagItem(QGraphicsItem):
    """The glowing "×N" on a dealt card that matches a lit card: a child of the card, shown only
    while its face is (a card waiting to be squeezed gives nothing away), upright however the card
    lies (a third card lies sideways)."""

    def __init__(self, multiplier: int, card: CardItem) -> None:
        super().__init__(card)
        self.multiplier = multiplier
        self.setZValue(1)

    @property
    def text(self) -> str:
        return _times(self.multiplier)

    def _card(self) -> CardItem:
        parent = self.parentItem()
        assert isinstance(parent, CardItem)
        return parent

    def _font(self) -> QFont:
        return serif_font(felt_px(self._card(), TAG_PX), QFont.Weight.Black)

    def _pill(self) -> QRectF:
        metrics = QFontMetricsF(self._font())
        width = metrics.horizontalAdvance(self.text) + metrics.height() * 0.6
        height = metrics.height() * 1.1
        return QRectF(-width / 2, -height / 2, width, height)

    def centre(self) -> QPointF:
        return QPointF(CARD_W / 2, CARD_H * 0.7)

    def boundingRect(self) -> QRectF:
        pill = self._pill()
        side = max(pill.width(), pill.height()) + 16  # upright whatever the card's turn
        return QRectF(self.centre().x() - side / 2, self.centre().y() - side / 2, side, side)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        card = self._card()
        if not card.face_up or card.squeeze.fold is not None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self.centre())
        painter.rotate(-card.rotation())
        pill = self._pill()
        glow(painter, QPointF(0, 0), pill.width() * 0.8, _light())
        _gold_pill(painter, pill, self.text, self._font(), 2)


class LightsFlashItem(QGraphicsObject):
    """The flash that announces the lit cards: a band across the card boxes (``band``, scene
    units), the words "Lit cards" and the cards at the felt's card size, each with its multiplier;
    ``shown`` cards have come in so far (the last one ``pop`` of the way)."""

    def __init__(self) -> None:
        super().__init__()
        self.lit: tuple[LitCard, ...] = ()
        self.band = QRectF()
        self.card_scale = 1.0
        self.shown = 0
        self.pop = 1.0
        self.sweep = 1.0  # a flash of light across the band as it opens (0 to 1; 1: gone)
        self.title = _t("Multiplier", "Lit cards")

    def set_band(self, band: QRectF, card_scale: float) -> None:
        self.prepareGeometryChange()
        self.band = QRectF(band)
        self.card_scale = card_scale

    def set_progress(self, shown: int, pop: float) -> None:
        self.shown, self.pop = shown, pop
        self.update()

    def set_sweep(self, sweep: float) -> None:
        self.sweep = sweep
        self.update()

    def boundingRect(self) -> QRectF:
        return self.band.adjusted(-2, -14, 2, 14)

    def _title_font(self) -> QFont:
        return serif_font(felt_px(self, FLASH_TITLE_PX), QFont.Weight.Bold)

    def _tag_font(self) -> QFont:
        return serif_font(felt_px(self, FLASH_TAG_PX), QFont.Weight.Black)

    def card_rects(self) -> list[QRectF]:
        """Where each lit card lies in the band (scene units), centred on the felt's middle."""
        s = self.card_scale
        w, h = CARD_W * s, CARD_H * s
        tag_h = QFontMetricsF(self._tag_font()).height() * 1.1
        step = w + 34 * s
        left = 800 - (step * len(self.lit) - 34 * s) / 2
        top = self.band.center().y() - (h + tag_h / 2) / 2
        return [QRectF(left + i * step, top, w, h) for i in range(len(self.lit))]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lit or self.band.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = self.band
        painter.fillRect(band, QBrush(_night_band(band)))
        for y in (band.top(), band.bottom()):  # the band's lit edges, brightest in the middle
            edge = QLinearGradient(band.left(), 0, band.right(), 0)
            edge.setColorAt(0, with_alpha(LIGHTS_BOLT, 0))
            edge.setColorAt(0.5, LIGHTS_BOLT)
            edge.setColorAt(1, with_alpha(LIGHTS_BOLT, 0))
            painter.setPen(QPen(QBrush(edge), 3))
            painter.drawLine(QPointF(band.left(), y), QPointF(band.right(), y))
        if 0.0 < self.sweep < 1.0:  # the light running across the band, left to right
            width = band.width() * 0.18
            x = band.left() - width + (band.width() + width) * self.sweep
            light = QLinearGradient(x, 0, x + width, 0)
            light.setColorAt(0, with_alpha(LIGHTS_BOLT, 0))
            light.setColorAt(0.5, with_alpha(LIGHTS_BOLT, 70))
            light.setColorAt(1, with_alpha(LIGHTS_BOLT, 0))
            painter.fillRect(QRectF(x, band.top(), width, band.height()).intersected(band), QBrush(light))
        rects = self.card_rects()
        # The words and two bolts on the left, a bolt on the right, clear of the cards.
        title = self._title_font()
        metrics = QFontMetricsF(title)
        left_room = QRectF(
            band.left() + 24,
            band.top(),
            (rects[0].left() if rects else 800) - band.left() - 48,
            band.height(),
        )
        bolt_h = min(band.height() * 0.5, metrics.height() * 1.6)
        bolt = QRectF(0, 0, bolt_h * 0.6, bolt_h)
        words_w = metrics.horizontalAdvance(self.title) + 4
        block = bolt.width() + 14 + words_w
        x = left_room.center().x() - block / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MULTIPLIER_GOLD)
        painter.drawPath(_bolt(bolt.translated(x, band.center().y() - bolt_h / 2)))
        text_rect = QRectF(
            x + bolt.width() + 14, band.center().y() - metrics.height() / 2, words_w, metrics.height()
        )
        painter.setFont(title)
        shadowed_text(painter, text_rect, self.title, MULTIPLIER_GOLD)
        right_room = 1600 - left_room.center().x()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MULTIPLIER_GOLD)
        painter.drawPath(
            _bolt(bolt.translated(right_room - bolt.width() / 2, band.center().y() - bolt_h / 2))
        )
        tag_font = self._tag_font()
        tag_metrics = QFontMetricsF(tag_font)
        for i, (item, rect) in enumerate(zip(self.lit, rects, strict=True)):
            if i >= self.shown:
                break
            grow = self.pop if i == self.shown - 1 else 1.0
            painter.save()
            painter.setOpacity(min(1.0, grow * 1.5))
            painter.translate(rect.center())
            painter.scale(0.7 + 0.3 * grow, 0.7 + 0.3 * grow)
            painter.translate(-rect.center())
            glow(painter, rect.center(), rect.height() * 0.75, _light(grow))
            sprites.cards().draw(painter, item.card.code, rect)
            text = _times(item.multiplier)
            pill_w = tag_metrics.horizontalAdvance(text) + tag_metrics.height() * 0.7
            pill_h = tag_metrics.height() * 1.1
            pill = QRectF(rect.center().x() - pill_w / 2, rect.bottom() - pill_h / 2, pill_w, pill_h)
            _gold_pill(painter, pill, text, tag_font, 2.5)
            painter.restore()


def multiplied_wins(
    coup: Dealt, lit: Sequence[LitCard], bets: Mapping[BetSpot, int]
) -> list[tuple[BetSpot, int, list[tuple[Card, int]], int | None]]:
    """Each win the lit cards multiplied: the bet, the product, the cards that multiplied it with
    their multipliers, and what it paid (None for the winning hand the player did not bet on, whose
    multipliers the call says all the same). By ``engine.multiplier.settle``, the one rule."""
    out = []
    p, b = coup.player_total, coup.banker_total
    main = BetSpot.PLAYER if p > b else BetSpot.BANKER if b > p else BetSpot.TIE  # the winning hand
    for spot in MULTIPLIER_SPOTS:
        stake = bets.get(spot, 0)
        if not stake and spot is not main:
            continue
        done = settle(spot, stake or 100, coup, lit)
        if done.net <= 0 or done.product <= 1:
            continue
        cards = [
            ((coup.player if a.hand == "player" else coup.banker)[a.index], a.multiplier)
            for a in done.applied
        ]
        out.append((spot, done.product, cards, done.net if stake else None))
    return out


class Lights:
    """The lit cards of the hand on one felt (see the module docstring): the strip, the flash and the
    tags, and the words of the call. ``enabled`` at a multiplier table (``lights_table``)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.enabled = False
        self.lit: tuple[LitCard, ...] = ()
        self.stakes: dict[BetSpot, int] = {}  # a replayed hand's bets (set_hand)
        self.strip = LitStripItem()
        self.strip.setZValue(3)
        self.strip.setVisible(False)
        scene.addItem(self.strip)
        self.flash = LightsFlashItem()
        self.flash.setZValue(50)
        self.flash.setVisible(False)
        scene.addItem(self.flash)
        # The call's multiplied wins (multiplied_wins) and their words as the call shows them.
        self.wins: list[tuple[BetSpot, int, list[tuple[Card, int]], int | None]] = []
        self.shown = ""

    # -- the hand's lit cards ---------------------------------------------------------------------
    def set_hand(self, lit: Sequence[LitCard], stakes: Mapping[BetSpot, int] | None = None) -> None:
        """The lit cards of the hand about to be dealt: the cards the dealer puts down are tagged
        against them from now; the strip shows them once the flash has (``show_strip``). ``stakes``:
        a replayed hand's bets, which its call pays (a live hand's come with its result)."""
        self.lit = tuple(lit)
        self.stakes = dict(stakes or {})
        self.wins, self.shown = [], ""
        self.strip.setVisible(False)
        self.strip.set_lit(())

    def show_strip(self) -> None:
        """The lit cards in the strip (a card already up glows)."""
        self.strip.set_lit(self.lit, self._matched())
        self.strip.setVisible(bool(self.lit))

    def clear(self) -> None:
        """Betting is open again: the last hand's lit cards go."""
        self.set_hand(())

    def _matched(self) -> list[Card]:
        cards: list[CardItem] = getattr(self.scene, "table_cards", list)()
        return [c.card for c in cards if c.card is not None and c.face_up and c.dealt_to is not None]

    def mark(self, item: CardItem) -> None:
        """A card the dealer puts on the felt: a lit one wears its multiplier's tag (shown with its
        face), and the strip follows it face up."""
        if item.dealt_to is None or item.card is None:
            return
        for lit in self.lit:
            if lit.card == item.card:
                LitTagItem(lit.multiplier, item)
                item.face_changed.connect(self._card_turned)
                return

    def _card_turned(self) -> None:
        if self.strip.isVisible():
            self.strip.set_matched(self._matched())

    # -- where they go ------------------------------------------------------------------------------
    def place(self, band: QRectF, card_scale: float) -> None:
        """The strip over the middle of the felt's top, the flash's band over the card boxes."""
        self.strip.setPos(800, STRIP_TOP)
        self.flash.set_band(band, card_scale)

    def reserve(self) -> QRectF | None:
        """The room the widest strip takes (scene units), which the card boxes keep clear of; None at
        a table without lights."""
        if not self.enabled:
            return None
        box = self.strip.layout(WIDEST)[0]
        return box.translated(800, STRIP_TOP)

    # -- the flash ----------------------------------------------------------------------------------
    def flash_steps(self, timeline: Timeline, at: float, shown: object = None) -> float:
        """The flash on ``timeline`` from ``at``: the band opens, the cards come in turn, a hold, the
        band goes as the strip comes. Returns when the first card may be dealt. ``shown`` (called with
        the lit cards) is told when they are all on show, for a screen reader."""
        lit = self.lit
        if not lit:
            return at
        flash = self.flash
        flash.lit = lit

        def open_band(t: float) -> None:
            flash.setVisible(True)
            flash.setOpacity(t)

        flash.set_progress(0, 0.0)
        timeline.call(at, lambda: flash.set_progress(0, 0.0))
        timeline.tween(at, BAND_IN_MS, open_band)
        # A light runs across the band as the cards come (none with reduced motion: it travels).
        timeline.move(at, BAND_IN_MS + CARD_STEP_MS * len(lit) + CARD_IN_MS, flash.set_sweep)
        start = at + BAND_IN_MS * 0.6
        for i in range(len(lit)):

            def pop(t: float, i: int = i) -> None:
                flash.set_progress(i + 1, t)

            timeline.tween(start + i * CARD_STEP_MS, CARD_IN_MS, pop)
        every = start + (len(lit) - 1) * CARD_STEP_MS + CARD_IN_MS
        if callable(shown):
            timeline.call(every, lambda: shown(lit))
        out = every + HOLD_MS

        def close_band(t: float) -> None:
            flash.setOpacity(1 - t)
            self.strip.setOpacity(t)
            if t >= 1:
                flash.setVisible(False)

        timeline.call(out, self.show_strip)
        timeline.tween(out, BAND_OUT_MS, close_band)
        return out + BAND_OUT_MS * 0.5

    # -- the words --------------------------------------------------------------------------------
    def reserve_words(self) -> Words:
        """The longest words a multiplier table's call holds as a matter of course, which the band
        keeps room for (``band.reserve_words``): a win multiplied by two cards, with the player's
        result and the draw's reasons."""
        coup = resolve_cards(parse_cards(["5S", "2H", "5S", "2C", "2D", "2S"]))
        part = _t("Multiplier", "{bet} {times} ({cards}) pays {amount}").format(
            bet=BetSpot.BANKER.label, times=_times(24), cards="10♥ ×8, 10♦ ×3", amount=format_cents(2_280_000)
        )
        reasons = EXPLAIN_SEP.join(
            s.text for s in coup.steps if s.kind in (StepKind.DECISION, StepKind.NATURAL)
        )
        own = _t("Felt", "You win {amount}").format(amount=format_cents(2_280_000))
        return Words(CALL_SEP.join([coup.describe(), part]), reasons, "", own)

    def result_call(self, call: str, coup: Dealt, bets: Mapping[BetSpot, int] | None) -> str:
        """The dealer's call with the multiplied wins after it: 'Banker wins 8 to 6 · Banker ×6 (Q♥ ×3,
        2♣ ×2) pays $142.50'. The wins are kept (``wins``, ``shown``) for a screen reader's words.
        ``bets``: the live hand's; None for a replay, whose bets ``set_hand`` was given."""
        bets = self.stakes if bets is None else bets
        self.wins = multiplied_wins(coup, self.lit, bets) if self.lit else []
        parts = []
        for spot, product, cards, paid in self.wins:
            faces = ", ".join(f"{card.face} {_times(m)}" for card, m in cards)
            if paid is None:
                parts.append(
                    _t("Multiplier", "{bet} {times} ({cards})").format(
                        bet=spot.label, times=_times(product), cards=faces
                    )
                )
            else:
                parts.append(
                    _t("Multiplier", "{bet} {times} ({cards}) pays {amount}").format(
                        bet=spot.label, times=_times(product), cards=faces, amount=format_cents(paid)
                    )
                )
        self.shown = CALL_SEP.join(parts)
        if not parts:
            return call
        # A side bet the lit cards multiplied is said once, with its multipliers, not also as paid.
        said = [
            _t("Felt", "{bet} pays {amount}").format(bet=spot.label, amount="") for spot, *_rest in self.wins
        ]
        head, *rest = call.split(CALL_SEP)
        rest = [part for part in rest if not part.startswith(tuple(said))]
        return CALL_SEP.join([head, *rest, *parts])
