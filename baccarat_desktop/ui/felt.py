"""The felt: a mini-baccarat layout in a QGraphicsScene, and the view that scales it to the window.

The scene is laid out in fixed units (1600 x 900) and the view fits it to any window, so the
table scales cleanly from 1280x720 to 4K; sprites are rendered per device size (sprites.py).
It replays a coup's record step by step (it never works a coup out itself) and reports the end
of each animation with ``deal_finished`` / ``shoe_shown``; the controller never waits on it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ..engine.bets import BetSpot, format_cents
from ..engine.coup import Coup, Hand, Outcome, StepKind
from ..engine.rules import TableRules
from ..engine.session import HandResult, ShoeStart
from .felt_items import (
    CARD_H,
    CARD_W,
    BankrollItem,
    BetSpotItem,
    BubbleItem,
    ButtonItem,
    CardItem,
    ChipStackItem,
    DiscardTrayItem,
    Intents,
    RackChipItem,
    ShoeItem,
    TextItem,
    TotalBadgeItem,
    arc_text,
    move_to,
)
from .palette import (
    BANKER_RED,
    FELT,
    FELT_DARK,
    GOLD,
    GOLD_DARK,
    IVORY,
    PLAYER_BLUE,
    WOOD,
    serif_font,
    ui_font,
)
from .timeline import Timeline, ease_in_out

SCENE_RECT = QRectF(0, 0, 1600, 900)
MAX_EXTRA = 420.0  # the tallest stretch (about 4:3); taller windows get wood below
# The betting areas are a gentle arc (a circle centred far above the table), as printed on a real felt.
ARC_CENTRE = QPointF(800, -900)
INNER, OUTER = 1370.0, 1620.0
DEALER_POINT = QPointF(800, 40)
PLAYER_CENTRE_X, BANKER_CENTRE_X = 561.0, 1039.0
CARDS_TOP = 100.0

# Spot, start angle, end angle (degrees, y down: 90 is straight below the centre), printed title.
SPOT_LAYOUT: list[tuple[BetSpot, float, float, str]] = [
    (BetSpot.PLAYER_PAIR, 114.1, 107.1, "P PAIR"),
    (BetSpot.PLAYER, 106.65, 94.65, "PLAYER"),
    (BetSpot.TIE, 94.2, 85.8, "TIE"),
    (BetSpot.BANKER, 85.35, 73.35, "BANKER"),
    (BetSpot.BANKER_PAIR, 72.9, 65.9, "B PAIR"),
]

# Two rows of dealer buttons on the rail: (action, label, width, primary).
BUTTON_ROWS: list[list[tuple[str, str, float, bool]]] = [
    [("undo", "UNDO", 122, False), ("clear", "CLEAR", 122, False), ("double", "DOUBLE", 122, False)],
    [("rebet", "REBET", 110, False), ("rebet_deal", "REBET & DEAL", 160, False), ("deal", "DEAL", 110, True)],
]

STEP_MS = 520  # one card: fly, settle, turn
FLY_MS = 300
FLIP_MS = 220


def card_slot(hand: Hand, index: int, top: float = CARDS_TOP) -> tuple[QPointF, float]:
    """Top-left position and rotation of a hand's card; third cards lie sideways outside the pair."""
    centre = PLAYER_CENTRE_X if hand is Hand.PLAYER else BANKER_CENTRE_X
    if index < 2:
        x = centre - CARD_W - 6 + index * (CARD_W + 12)
        return QPointF(x, top), 0.0
    # Sideways: rotated about the card's centre, placed beside the pair on the outer side.
    outer = -1 if hand is Hand.PLAYER else 1
    cx = centre + outer * (CARD_W + 6 + CARD_H / 2 + 16)
    cy = top + CARD_H / 2
    return QPointF(cx - CARD_W / 2, cy - CARD_H / 2), 90.0 * outer


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


class FeltScene(QGraphicsScene):
    deal_finished = Signal(object)  # the HandResult whose animation ended
    shoe_shown = Signal(object)  # the ShoeStart whose burn was shown
    replay_finished = Signal()
    sound_requested = Signal(str)  # "card", "flip", "chips", "win"

    def __init__(self, rules: TableRules, parent: QWidget | None = None) -> None:
        super().__init__(SCENE_RECT, parent)
        self.rules = rules
        self.speed = 1.0
        self.intents = Intents(self)
        self._texture = _felt_texture()
        self._queue: list[Callable[[], Timeline]] = []
        self._timeline: Timeline | None = None
        self._table_cards: list[CardItem] = []
        self._payout_items: list[ChipStackItem] = []
        self._bubbles: list[BubbleItem] = []
        self.discards = 0
        self.extra = 0.0  # spare height given to the felt by a window taller than 16:9
        self._build()
        self._layout()

    # -- construction ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.spots: dict[BetSpot, BetSpotItem] = {}
        self.stacks: dict[BetSpot, ChipStackItem] = {}
        for spot, start, end, title in SPOT_LAYOUT:
            item = BetSpotItem(spot, ARC_CENTRE, INNER, OUTER, start, end, title, self._payout_text(spot))
            item.clicked.connect(self.intents.spot_clicked)
            item.setZValue(1)
            self.addItem(item)
            self.spots[spot] = item
            stack = ChipStackItem()
            stack.setZValue(20)
            self.addItem(stack)
            self.stacks[spot] = stack
        from ..viewmodels.table_controller import CHIP_VALUES_CENTS

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
                button = ButtonItem(action, text, width, 46, primary)
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
        self.announcement = TextItem(serif_font(40, QFont.Weight.Bold), QColor(255, 226, 140), 980)
        self.explanation = TextItem(serif_font(18), IVORY, 760)
        self.notice = TextItem(ui_font(15, QFont.Weight.DemiBold), QColor(255, 214, 120), 820)
        for item in (self.announcement, self.explanation, self.notice):
            item.setZValue(40)
            self.addItem(item)
        self.plaque = BankrollItem()
        self.plaque.setZValue(5)
        self.addItem(self.plaque)

    def set_extra_height(self, extra: float) -> None:
        """Stretch the felt: everything below the card boxes moves down, so the table fills a
        window taller than 16:9 instead of leaving a band of nothing under it."""
        extra = max(0.0, min(MAX_EXTRA, extra))
        if abs(extra - self.extra) < 0.5:
            return
        self.extra = extra
        self._layout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _layout(self) -> None:
        e = self.extra
        self.setSceneRect(QRectF(0, 0, SCENE_RECT.width(), SCENE_RECT.height() + e))
        for spot, item in self.spots.items():
            item.setPos(0, e)
            self.stacks[spot].setPos(item.mapToScene(item.chip_anchor()))
        for i, chip in enumerate(self.rack.values()):
            chip.setPos(800 + (i - 2.5) * 86, 836 + e)
        for row, buttons in enumerate(BUTTON_ROWS):
            x = 1190.0
            for action, _text, width, _primary in buttons:
                self.buttons[action].setPos(x, 772 + row * 58 + e)
                x += width + 10
        self.plaque.setPos(215, 832 + e)
        self.cards_top = CARDS_TOP + e * 0.2
        self.badges[Hand.PLAYER].setPos(PLAYER_CENTRE_X + CARD_W + 50, self.cards_top + CARD_H / 2)
        self.badges[Hand.BANKER].setPos(BANKER_CENTRE_X - CARD_W - 50, self.cards_top + CARD_H / 2)
        self.announcement.setPos(800, 318 + e * 0.45)
        self.explanation.setPos(800, 366 + e * 0.45)
        self.notice.setPos(800, 410 + e * 0.45)

    def _burn_point(self) -> QPointF:
        """Where the burn card is shown face up: between the two hands."""
        return QPointF(800 - CARD_W / 2, self.cards_top + 20)

    def _payout_text(self, spot: BetSpot) -> str:
        if spot is BetSpot.BANKER:
            return "1 TO 1 · WIN ON 6 PAYS 1 TO 2" if self.rules.no_commission else "19 TO 20"
        if spot is BetSpot.TIE:
            return f"{self.rules.tie_pays} TO 1"
        if spot is BetSpot.PLAYER:
            return "1 TO 1"
        return "11 TO 1"

    def set_rules(self, rules: TableRules) -> None:
        """Print the layout for these rules (Tie 8 or 9 to 1, commission or not)."""
        self.rules = rules
        for spot, item in self.spots.items():
            item.payout = self._payout_text(spot)
            item.update()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # -- the printed felt -----------------------------------------------------------------------
    def _edge_rect(self) -> QRectF:
        """The ellipse whose lower half is the players' edge of the table."""
        return QRectF(0, 240 + self.extra, 1600, 560)

    def table_path(self) -> QPainterPath:
        path = QPainterPath()
        path.moveTo(0, 0)
        path.lineTo(1600, 0)
        path.lineTo(1600, 520 + self.extra)
        path.arcTo(self._edge_rect(), 0, -180)
        path.closeSubpath()
        return path

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
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
        for centre, name in ((PLAYER_CENTRE_X, "PLAYER"), (BANKER_CENTRE_X, "BANKER")):
            # The box holds the pair and, on the outer side, the sideways third card.
            left = centre - 300 if name == "PLAYER" else centre - 140
            box = QRectF(left, self.cards_top - 50, 440, CARD_H + 66)
            pen = QPen(GOLD, 2)
            painter.setPen(pen)
            painter.setBrush(QColor(0, 0, 0, 26))
            painter.drawRoundedRect(box, 26, 26)
            painter.setPen(QPen(QColor(GOLD_DARK), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(6, 6, -6, -6), 21, 21)
            painter.setFont(serif_font(30, QFont.Weight.Bold))
            painter.setPen(QColor(PLAYER_BLUE.lighter(170) if name == "PLAYER" else BANKER_RED.lighter(150)))
            painter.drawText(
                QRectF(box.left(), self.cards_top - 47, box.width(), 40), Qt.AlignmentFlag.AlignCenter, name
            )
        # Printed rules along the arc inside the betting areas.
        painter.setPen(QColor(GOLD))
        if self.rules.no_commission:
            line = "NO COMMISSION · BANKER WINS ON 6 PAY 1 TO 2"
        else:
            line = "BANKER PAYS 19 TO 20"
        line += f" · TIE PAYS {self.rules.tie_pays} TO 1 · PAIRS PAY 11 TO 1"
        centre = ARC_CENTRE + QPointF(0, self.extra)
        arc_text(painter, line, centre, OUTER + 24, 90, serif_font(17, QFont.Weight.DemiBold))
        painter.setPen(QColor(200, 220, 205))
        r = self.rules
        limits = (
            f"TABLE LIMITS {format_cents(r.min_bet_cents)} – {format_cents(r.max_bet_cents)}"
            f" · SIDE BETS {format_cents(r.side_min_cents)} – {format_cents(r.side_max_cents)}"
            f" · {r.decks} DECKS"
        )
        arc_text(painter, limits, centre, OUTER + 46, 90, serif_font(12))

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

    def show_refusal(self, spot: BetSpot | None, message: str) -> BubbleItem:
        """A bubble near the spot (or over the table), gone after a few seconds: never a modal box."""
        for bubble in self._bubbles:
            self.removeItem(bubble)
        self._bubbles.clear()
        bubble = BubbleItem(message)
        if spot is not None:
            anchor = self.spots[spot].mapToScene(self.spots[spot].message_anchor())
        else:
            anchor = QPointF(800, 560 + self.extra)
        bubble.setPos(anchor)
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
        while self._queue and self._timeline is None:
            timeline = self._queue.pop(0)()
            self._timeline = timeline
            timeline.finished.connect(self._timeline_done)
            timeline.start()

    def _timeline_done(self) -> None:
        self._timeline = None
        self._run_next()

    def skip_animations(self) -> None:
        """Finish whatever is playing (and queued) at once: closing the window, the Instant speed."""
        while self._timeline is not None or self._queue:
            if self._timeline is not None:
                self._timeline.skip()
            elif self._queue:
                self._run_next()

    def current_timeline(self) -> Timeline | None:
        return self._timeline

    def _new_timeline(self) -> Timeline:
        return Timeline(self.speed, self)

    def _sweep_cards(self, timeline: Timeline, at: float) -> float:
        """Send the cards on the table to the discard tray; returns when that is done."""
        cards = list(self._table_cards)
        self._table_cards.clear()
        if not cards:
            return at
        target = self.tray.drop_point()
        for i, card in enumerate(cards):
            timeline.tween(at + i * 25, 300, move_to(card, target), easing=ease_in_out)
            turn = card.rotation()
            timeline.tween(at + i * 25, 300, lambda t, c=card, r=turn: c.setRotation(r * (1 - t)))
            timeline.tween(at + i * 25, 160, lambda t, c=card: c.set_flip(1 - t))
        count = len(cards)

        def drop() -> None:
            for card in cards:
                self.removeItem(card)
            self.discards += count
            self.tray.set_count(self.discards)

        timeline.call(at + 300 + 25 * count, drop)
        for badge in self.badges.values():
            timeline.call(at, lambda b=badge: b.set_total(None))
        timeline.call(at, lambda: [s.set_highlight(0) for s in self.spots.values()])
        return at + 320 + 25 * count

    def _clear_payouts(self) -> None:
        for item in self._payout_items:
            self.removeItem(item)
        self._payout_items.clear()

    def _new_card(self, card: object) -> CardItem:
        item = CardItem(card)  # type: ignore[arg-type]
        item.setPos(self.shoe.mouth())
        item.setRotation(-9)
        item.setZValue(10 + len(self._table_cards))
        self.addItem(item)
        self._table_cards.append(item)
        return item

    def _deal_steps(self, timeline: Timeline, coup: Coup, at: float) -> float:
        """Replay a coup's record on the felt; returns the time the last card is turned."""
        counts = {Hand.PLAYER: 0, Hand.BANKER: 0}
        for step in coup.steps:
            if step.kind is StepKind.CARD:
                assert step.hand is not None and step.card is not None
                index = counts[step.hand]
                counts[step.hand] += 1
                if index == 2:
                    at += 260  # a beat before a third card, as a dealer pauses
                target, rotation = card_slot(step.hand, index, self.cards_top)
                holder: dict[str, CardItem] = {}

                def create(card=step.card, holder=holder) -> None:
                    holder["item"] = self._new_card(card)
                    self.sound_requested.emit("card")

                timeline.call(at, create)
                timeline.tween(
                    at,
                    FLY_MS,
                    lambda t, h=holder, p=target: h["item"].setPos(
                        self.shoe.mouth() + (p - self.shoe.mouth()) * t
                    ),
                )
                timeline.tween(
                    at, FLY_MS, lambda t, h=holder, r=rotation: h["item"].setRotation(-9 + (r + 9) * t)
                )
                timeline.tween(
                    at + FLY_MS - 40, FLIP_MS, lambda t, h=holder: h["item"].set_flip(t), easing=ease_in_out
                )
                total, hand = step.total, step.hand
                timeline.call(
                    at + FLY_MS + FLIP_MS - 40,
                    lambda h=hand, tt=total: (
                        self.badges[h].set_total(tt),
                        self.sound_requested.emit("flip"),
                    ),
                )
                at += STEP_MS
            elif step.kind in (StepKind.DECISION, StepKind.NATURAL):
                text = step.text
                timeline.call(at, lambda s=text: self._add_explanation(s))
                at += 140
        return at

    def _add_explanation(self, text: str) -> None:
        current = self.explanation.text
        self.explanation.set_text(text if not current else f"{current}  ·  {text}")

    def _announce_result(self, timeline: Timeline, coup: Coup, at: float) -> float:
        winner = coup.outcome

        def show() -> None:
            self.announcement.set_text(coup.describe())
            if winner is not Outcome.TIE:
                hand = Hand.PLAYER if winner is Outcome.PLAYER else Hand.BANKER
                self.badges[hand].set_total(coup.total(hand), winner=True)
            self.spots[_spot_for(winner)].set_highlight(1.0)
            if coup.player_pair:
                self.spots[BetSpot.PLAYER_PAIR].set_highlight(1.0)
            if coup.banker_pair:
                self.spots[BetSpot.BANKER_PAIR].set_highlight(1.0)

        timeline.call(at, show)
        return at + 450

    def play_hand(self, result: HandResult) -> None:
        """Animate a dealt coup: cards, totals, result, then the bets paid and collected."""
        self._enqueue(lambda: self._hand_timeline(result))

    def _hand_timeline(self, result: HandResult) -> Timeline:
        timeline = self._new_timeline()
        self._clear_payouts()
        self.announcement.set_text("")
        self.explanation.set_text("")
        at = self._sweep_cards(timeline, 0)
        at = self._deal_steps(timeline, result.coup, at + 80)
        at = self._announce_result(timeline, result.coup, at)
        at = self._settle_chips(timeline, result, at)
        timeline.call(at, lambda: self.notice.set_text(""))
        timeline.call(at, lambda: self.deal_finished.emit(result))
        return timeline

    def _settle_chips(self, timeline: Timeline, result: HandResult, at: float) -> float:
        """Losing chips are collected by the dealer; winnings are paid beside the bet; then all
        the player's chips come back to the rail (the bankroll)."""
        if not result.settlement.results:
            return at
        home = QPointF(260, 840)
        any_win = False
        for bet in result.settlement.results:
            stack = self.stacks[bet.spot]
            if bet.net_cents < 0:
                timeline.tween(at, 420, move_to_lazy(stack, DEALER_POINT), easing=ease_in_out)
                timeline.tween(at + 200, 220, lambda t, s=stack: s.setOpacity(1 - t))
            elif bet.net_cents > 0:
                any_win = True
                payout = ChipStackItem(bet.net_cents)
                payout.setVisible(False)
                payout.setZValue(21)
                self.addItem(payout)
                self._payout_items.append(payout)
                target = self.spots[bet.spot].mapToScene(self.spots[bet.spot].payout_anchor())

                def appear(p=payout) -> None:
                    p.setPos(DEALER_POINT)
                    p.setVisible(True)

                timeline.call(at + 250, appear)
                timeline.tween(
                    at + 250,
                    450,
                    lambda t, p=payout, tg=target: p.setPos(DEALER_POINT + (tg - DEALER_POINT) * t),
                )
        timeline.call(at, lambda: self.sound_requested.emit("chips"))
        if any_win:
            timeline.call(at + 700, lambda: self.sound_requested.emit("win"))
        at += 1300
        keep = [
            self.stacks[b.spot] for b in result.settlement.results if b.net_cents >= 0
        ] + self._payout_items
        for item in keep:
            timeline.tween(at, 420, move_to_lazy(item, home), easing=ease_in_out)
            timeline.tween(at + 200, 220, lambda t, i=item: i.setOpacity(1 - t))
        return at + 460

    def show_shoe(self, start: ShoeStart) -> None:
        """A new shoe: its commitment, then the burn card turned and the burned cards counted."""
        self._enqueue(lambda: self._shoe_timeline(start))

    def _shoe_timeline(self, start: ShoeStart) -> Timeline:
        timeline = self._new_timeline()
        shoe = start.shoe
        self._clear_payouts()
        at = self._sweep_cards(timeline, 0)
        size = len(shoe)

        def intro() -> None:
            self.discards = 0
            self.tray.set_count(0)
            self.set_shoe_state(size, size, shoe.cut_position, start.shoe_no)
            self.announcement.set_text(f"New shoe · {shoe.decks} decks shuffled")
            self.explanation.set_text("")
            commitment = start.commitment
            self.notice.set_text(
                f"Shoe {start.shoe_no} · commitment {commitment[:12]}…{commitment[-12:]}"
                " (SHA-256 of the seed, revealed when the shoe ends)"
                if commitment
                else f"Shoe {start.shoe_no} · a stacked shoe (no seed)"
            )

        timeline.call(at, intro)
        at += 500
        burn = start.burn
        if burn is not None:
            shown = {}

            def turn_up() -> None:
                item = self._new_card(burn.shown)
                shown["item"] = item
                self.sound_requested.emit("card")

            timeline.call(at, turn_up)
            timeline.tween(
                at,
                FLY_MS,
                lambda t: shown["item"].setPos(
                    self.shoe.mouth() + (self._burn_point() - self.shoe.mouth()) * t
                ),
            )
            timeline.tween(at, FLY_MS, lambda t: shown["item"].setRotation(-9 * (1 - t)))
            timeline.tween(at + FLY_MS, FLIP_MS, lambda t: shown["item"].set_flip(t), easing=ease_in_out)
            n = len(burn.face_down)
            value = burn.shown.rank.burn_count
            timeline.call(
                at + FLY_MS + FLIP_MS,
                lambda: self.explanation.set_text(
                    f"Burn card {burn.shown.code}: {value} more burned face down"
                ),
            )
            at += FLY_MS + FLIP_MS + 350
            target = self.tray.drop_point()
            for i in range(n):
                holder: dict[str, CardItem] = {}

                def burn_one(i=i, holder=holder) -> None:
                    item = CardItem(None)
                    item.setPos(self.shoe.mouth())
                    item.setZValue(9)
                    self.addItem(item)
                    holder["item"] = item
                    self.set_shoe_state(size, size - 2 - i, shoe.cut_position, start.shoe_no)
                    self.explanation.set_text(
                        f"Burn card {burn.shown.code}: burning {i + 1} of {n} face down"
                    )

                def land(holder=holder) -> None:
                    self.removeItem(holder["item"])
                    self.discards += 1
                    self.tray.set_count(self.discards)

                timeline.call(at + i * 110, burn_one)
                timeline.tween(
                    at + i * 110,
                    260,
                    lambda t, h=holder: h["item"].setPos(
                        self.shoe.mouth() + (target - self.shoe.mouth()) * t
                    ),
                )
                timeline.call(at + i * 110 + 260, land)
            at += n * 110 + 300
            timeline.tween(
                at,
                320,
                lambda t: shown["item"].setPos(self._burn_point() + (target - self._burn_point()) * t),
                easing=ease_in_out,
            )
            timeline.tween(at, 200, lambda t: shown["item"].set_flip(1 - t))

            def finish_burn() -> None:
                item = shown["item"]
                if item in self._table_cards:
                    self._table_cards.remove(item)
                self.removeItem(item)
                self.discards += 1
                self.tray.set_count(self.discards)
                self.set_shoe_state(size, size - burn.count, shoe.cut_position, start.shoe_no)
                self.explanation.set_text(f"Burned {burn.count} cards (burn card {burn.shown.code} shown)")
                self.announcement.set_text("Place your bets")

            timeline.call(at + 330, finish_burn)
            at += 360
        else:
            timeline.call(at, lambda: self.announcement.set_text("Place your bets"))
        timeline.call(at, lambda: self.shoe_shown.emit(start))
        return timeline

    def replay(self, coup: Coup, title: str = "Replay") -> None:
        """Show a stored coup on the felt (history browser); no bets, nothing is stored."""

        def build() -> Timeline:
            timeline = self._new_timeline()
            self._clear_payouts()
            at = self._sweep_cards(timeline, 0)
            timeline.call(at, lambda: (self.announcement.set_text(title), self.explanation.set_text("")))
            at = self._deal_steps(timeline, coup, at + 300)
            at = self._announce_result(timeline, coup, at)
            timeline.call(at, self.replay_finished.emit)
            return timeline

        self._enqueue(build)

    def announce(self, text: str) -> None:
        self.announcement.set_text(text)

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


def move_to_lazy(item: ChipStackItem, target: QPointF) -> Callable[[float], None]:
    """Like move_to, but reads the start position when the tween begins (items move in between)."""
    state: dict[str, QPointF] = {}

    def update(t: float) -> None:
        if "start" not in state:
            state["start"] = QPointF(item.pos())
        start = state["start"]
        item.setPos(start + (target - start) * t)

    return update


def _spot_for(outcome: Outcome) -> BetSpot:
    return {Outcome.PLAYER: BetSpot.PLAYER, Outcome.BANKER: BetSpot.BANKER, Outcome.TIE: BetSpot.TIE}[outcome]


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

    def _fit(self) -> None:
        scene = self.scene()
        size = self.viewport().size()
        if isinstance(scene, FeltScene) and size.width() > 0:
            wanted = SCENE_RECT.width() * size.height() / size.width() - SCENE_RECT.height()
            scene.set_extra_height(wanted)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self._fit()


__all__ = ["SCENE_RECT", "FeltScene", "FeltView", "card_slot"]
