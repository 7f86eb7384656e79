"""The dealer's squeeze: a deal stopped at the cards the player squeezes, each card carried up to the
stage in the middle of the felt, peeled and turned there (or all turned by Reveal all) and carried
back, then the hand going on where it stopped.

Its own module, apart from ui/felt/dealer.py (the queue of timelines, the deal, the result and the
chips), because it is a separate phase with state of its own (``Squeezing``) that holds the dealer's
queue while it lasts. ``Dealer`` takes it as a base class: the squeeze's methods read the dealer's
table, stage, queue and timelines, declared here for the type checker.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from ...engine.coup import Hand
from ...engine.i18n import _t
from ...engine.session import HandResult
from ..look.palette import BANKER_RED, PLAYER_BLUE, felt_px, ui_font
from .cards import CardItem
from .layout import CARD_H, CARD_W
from .spoken import CARD_PLACES
from .squeeze import SqueezeStageItem, stage_rect
from .table import FeltTable
from .timeline import Timeline, ease_in_out, fade_in, fade_out

__all__ = ["FLIP_MS", "SqueezeGate", "Squeezing", "SqueezingDealer", "squeeze_prompt"]

FLIP_MS = 220  # a card turned over, dealt or squeezed
RISE_MS = 360  # a squeezed card from its place to the middle of the felt, or back
FACE_MS = 520  # a card turned on the stage stays large this long before it goes back
STAGE_Z = 46.0  # the card on the stage: over the stage's dimmed felt and the Reveal all button


class SqueezeGate:
    """The cards a deal stopped at for the player to squeeze, and where the deal resumes."""

    def __init__(self) -> None:
        # Items made as the timeline runs, each with its hand and its place there (0 to 2).
        self._cards: list[tuple[dict[str, CardItem], Hand, int]] = []
        self.totals: dict[Hand, int | None] = {}  # each squeezed hand's total once these are turned
        self.resume = 0

    def add(self, holder: dict[str, CardItem], hand: Hand, total: int | None, index: int = 0) -> None:
        self._cards.append((holder, hand, index))
        self.totals[hand] = total

    def __bool__(self) -> bool:
        return bool(self._cards)

    def cards(self) -> list[tuple[CardItem, Hand]]:
        """The gate's cards with their hands, in dealing order."""
        return [(holder["item"], hand) for holder, hand, _index in self._cards]

    def place_of(self, item: CardItem) -> tuple[Hand, int]:
        """The hand a card of the gate was dealt to and its place there."""
        return next((hand, index) for holder, hand, index in self._cards if holder["item"] is item)


@dataclass
class Squeezing:
    """A squeeze under way: the hand being dealt, whose cards are squeezed, and the gate; which
    card is large on the stage, which are turned, which are still on their way back."""

    result: HandResult
    squeeze: frozenset[Hand]
    gate: SqueezeGate
    shown: set[Hand] = field(default_factory=set)  # hands whose squeezed total is up
    turned: list[CardItem] = field(default_factory=list)  # turned over (by the player or Reveal all)
    staged: CardItem | None = None  # the card large in the middle of the felt
    away: list[CardItem] = field(default_factory=list)  # turned, not yet back in their places
    homes: dict[int, tuple[float, float]] = field(default_factory=dict)  # id: the scale and z it had
    timelines: list[Timeline] = field(default_factory=list)  # the squeeze's own, still playing

    def waiting(self) -> list[CardItem]:
        """The gate's cards still face down, in dealing order."""
        return [item for item, _hand in self.gate.cards() if item not in self.turned]


class SqueezingDealer:
    """The squeeze's part of the ``Dealer`` (see the module docstring)."""

    table: FeltTable
    stage: SqueezeStageItem
    queue: list[Callable[[], Timeline]]
    _squeezing: Squeezing | None

    if TYPE_CHECKING:  # the dealer's own, which the squeeze plays its timelines through

        def new_timeline(self) -> Timeline: ...

        def run_next(self) -> None: ...

        def _squeezed_timeline(
            self, result: HandResult, squeeze: frozenset[Hand], gate: SqueezeGate
        ) -> Timeline: ...

    @property
    def squeezing(self) -> bool:
        """Cards lie face down waiting for the player: nothing else moves on the felt until they
        are turned (the queue waits, the hand's words, result and chips with it)."""
        return self._squeezing is not None

    def squeezed_cards(self) -> list[CardItem]:
        """The cards waiting to be squeezed, in dealing order (tests, screenshots, the keyboard)."""
        return self._squeezing.waiting() if self._squeezing is not None else []

    def _open_squeeze(self, result: HandResult, squeeze: frozenset[Hand], gate: SqueezeGate) -> None:
        state = Squeezing(result, squeeze, gate)
        self._squeezing = state
        cards = gate.cards()
        for item, _hand in cards:
            item.revealed.connect(self._card_revealed)
        table = self.table
        table.announcement.set_text(squeeze_prompt([hand for _item, hand in cards]))
        table.announcement.setVisible(False)  # the stage says it, over the words' place
        table.reveal_button.setVisible(True)
        table.squeeze_changed.emit(True)
        self._stage_next(state)

    def _squeeze_timeline(self, state: Squeezing) -> Timeline:
        """A timeline of the squeeze's own (a card going up to the stage, turned, going back): kept
        till it ends, so the Reveal all of a skip can finish it."""
        timeline = self.new_timeline()
        state.timelines.append(timeline)

        def done() -> None:
            if timeline in state.timelines:
                state.timelines.remove(timeline)

        timeline.finished.connect(done)
        return timeline

    def stage_rect(self) -> QRectF:
        """Where the card being squeezed lies large: the middle of the felt (squeeze.stage_rect)."""
        return stage_rect(self.table.sceneRect(), QRectF(0, 0, CARD_W, CARD_H))

    def _stage_next(self, state: Squeezing) -> None:
        """The next card waiting goes up from its place to the middle of the felt, large, to be
        peeled there; the stage says which card of which hand it is and marks its place."""
        if self._squeezing is not state or state.staged is not None or not state.waiting():
            return
        item = state.waiting()[0]
        hand, index = state.gate.place_of(item)
        table = self.table
        state.staged = item
        state.homes[id(item)] = (item.scale(), item.zValue())
        home = item.mapToScene(QRectF(0, 0, CARD_W, CARD_H).adjusted(-6, -6, 6, 6))
        rect = self.stage_rect()
        colour = QColor(PLAYER_BLUE.lighter(170) if hand is Hand.PLAYER else BANKER_RED.lighter(150))
        hint = _t("Felt", "Drag a corner or an edge, or use the arrow keys; Enter turns it over")
        self.stage.place(rect)
        caption = _t("Access", CARD_PLACES[hand][index])
        self.stage.show_card(table.announcement.text, caption, colour, hint, home)
        self._place_reveal_button()
        item.setZValue(STAGE_Z)
        item.squeeze.speed = 0.0 if table.still else table.speed  # a card let go falls back
        item.squeeze.enable(True)
        item.setFocus(Qt.FocusReason.OtherFocusReason)
        timeline = self._squeeze_timeline(state)
        self._carry(timeline, item, rect.center(), rect.height() / CARD_H, 0.0)
        timeline.start()

    def _place_reveal_button(self) -> None:
        """Reveal all under the stage's words, sized for its caption at the text floor."""
        button = self.table.reveal_button
        caption = QFontMetricsF(ui_font(felt_px(button, 17), QFont.Weight.Bold))
        button.set_size(
            max(170.0, caption.horizontalAdvance(button.text) + 40), max(46.0, caption.height() + 16)
        )
        below = self.stage.hint_rect()
        button.setPos(below.center().x() - button.width / 2, below.bottom() + 12)

    def _restage(self) -> None:
        """The felt was resized during a squeeze: the stage and its card take their new place."""
        state = self._squeezing
        if state is None or state.staged is None or state.timelines:
            return
        rect = self.stage_rect()
        self.stage.place(rect)
        self._place_reveal_button()
        state.staged.setPos(rect.center() - QPointF(CARD_W / 2, CARD_H / 2))

    def _carry(
        self,
        timeline: Timeline,
        item: CardItem,
        centre: QPointF,
        scale: float,
        rotation: float,
        at: float = 0,
    ) -> float:
        """Take a card to ``centre`` at ``scale`` and ``rotation`` (between its place and the stage);
        with reduced motion it fades out where it is and in where it goes. Returns the end."""
        target = centre - QPointF(CARD_W / 2, CARD_H / 2)  # it scales and turns about its middle
        if timeline.still:
            half = RISE_MS / 2

            def jump() -> None:
                item.setPos(target)
                item.setScale(scale)
                item.setRotation(rotation)

            timeline.tween(at, half, fade_out(item))
            timeline.call(at + half, jump)
            timeline.tween(at + half, half, fade_in(item))
            return at + RISE_MS
        begun: dict[str, tuple[QPointF, float, float]] = {}

        def carry(t: float) -> None:
            if "from" not in begun:
                begun["from"] = (QPointF(item.pos()), item.scale(), item.rotation())
            pos, size, turn = begun["from"]
            item.setPos(pos + (target - pos) * t)
            item.setScale(size + (scale - size) * t)
            item.setRotation(turn + (rotation - turn) * t)

        timeline.tween(at, RISE_MS, carry, easing=ease_in_out)
        return at + RISE_MS

    def reveal_all(self) -> None:
        """Turn every card of the squeeze over at once (the Reveal all button)."""
        state = self._squeezing
        if state is None:
            return
        waiting = state.waiting()
        state.turned.extend(waiting)  # none of them goes up to the stage now
        for item in waiting:
            item.squeeze.enable(False)
            self._turn(state, item)

    def _card_revealed(self, item: CardItem) -> None:
        """The player turned the squeezed card over."""
        state = self._squeezing
        if state is None or item in state.turned:
            return
        state.turned.append(item)
        self._turn(state, item)

    def _turn(self, state: Squeezing, item: CardItem) -> None:
        """Show a squeezed card's face: on the stage it turns large and stays a moment, then goes
        back to its place as the next card goes up; once a hand's squeezed cards are all up and in
        their places its total shows, and once every card is, the hand goes on."""
        timeline = self._squeeze_timeline(state)
        timeline.move(0, FLIP_MS, item.set_flip, easing=ease_in_out)
        timeline.call(FLIP_MS, lambda: self.table.sound_requested.emit("flip"))
        timeline.call(FLIP_MS, lambda: self.table.card_turned.emit(item))  # its face shows: say it
        end: float = FLIP_MS
        if item is state.staged:
            state.staged = None
            state.away.append(item)
            hand, index = state.gate.place_of(item)
            slot, rotation = self.table.card_place(hand, index)
            scale, z = state.homes.get(id(item), (1.0, item.zValue()))
            back = FLIP_MS + FACE_MS
            timeline.call(back, lambda: self._stage_next(state))
            end = self._carry(timeline, item, slot + QPointF(CARD_W / 2, CARD_H / 2), scale, rotation, back)

            def home() -> None:
                item.setZValue(z)
                if item in state.away:
                    state.away.remove(item)
                if state.staged is None:
                    self.stage.setVisible(False)

            timeline.call(end, home)
        timeline.call(end, lambda: self._squeeze_turned(state))
        timeline.start()

    def _squeeze_turned(self, state: Squeezing) -> None:
        if self._squeezing is not state:
            return
        cards = state.gate.cards()
        for hand, total in state.gate.totals.items():
            mine = [c for c, h in cards if h is hand]
            if hand not in state.shown and all(c.face_up and c not in state.away for c in mine):
                state.shown.add(hand)
                self.table.badges[hand].set_total(total)
        if not state.waiting() and not state.away and all(c.face_up for c, _h in cards):
            self._close_squeeze(state)

    def _close_squeeze(self, state: Squeezing) -> None:
        self._squeezing = None
        for item, _hand in state.gate.cards():
            item.revealed.disconnect(self._card_revealed)
        self.stage.setVisible(False)
        self.table.reveal_button.setVisible(False)
        self.table.announcement.set_text("")
        self.table.announcement.setVisible(True)
        self.table.squeeze_changed.emit(False)
        self.queue.insert(0, lambda: self._squeezed_timeline(state.result, state.squeeze, state.gate))
        self.run_next()


def squeeze_prompt(hands: list[Hand]) -> str:
    """What the felt asks while cards wait to be squeezed."""
    sides = sorted(set(hands), key=lambda h: h is Hand.BANKER)
    if len(sides) == 2:
        return _t("Felt", "Squeeze the cards")
    several = hands.count(sides[0]) > 1
    if sides[0] is Hand.PLAYER:
        return (
            _t("Felt", "Squeeze the Player's cards") if several else _t("Felt", "Squeeze the Player's card")
        )
    return _t("Felt", "Squeeze the Banker's cards") if several else _t("Felt", "Squeeze the Banker's card")
