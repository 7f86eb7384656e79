"""The dealer's choreography: a coup's record, a new shoe's burn or a stored hand turned into
timelines on the felt (cards fly and turn, totals appear, chips are paid and collected).

A mixin of FeltScene: it reads and moves the scene's items; the scene owns them and the queue the
timelines run in. It never works a coup out: it replays the steps the engine recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from ...engine.bets import BetSpot, Settlement
from ...engine.catalogue import SIDE_SPOTS, Facts
from ...engine.coup import Coup, Hand, Outcome, StepKind
from ...engine.i18n import _t
from ...engine.money import format_cents
from ...engine.session import HandResult, ShoeStart
from .cards import CardItem
from .chips import ChipStackItem
from .layout import DEALER_POINT, card_slot
from .timeline import Timeline, ease_in_out, move_to

if TYPE_CHECKING:
    from PySide6.QtCore import Signal
    from PySide6.QtWidgets import QGraphicsScene

    from ...engine.rules import TableRules
    from .controls import ButtonItem
    from .fixtures import DiscardTrayItem, ShoeItem, TextItem, TotalBadgeItem
    from .scene import PersonalResultItem
    from .spots import BetSpotItem

    # The mixin only ever runs as part of FeltScene, a QGraphicsScene: typed as one, so the scene's
    # own methods (addItem, removeItem) and signals are known. At run time its base is object.
    _Scene = QGraphicsScene
else:
    _Scene = object

STEP_MS = 520  # one card: fly, settle, turn
FLY_MS = 300
FLIP_MS = 220


class SqueezeGate:
    """The cards a deal stopped at for the player to squeeze, and where the deal resumes."""

    def __init__(self) -> None:
        self._cards: list[tuple[dict[str, CardItem], Hand]] = []  # items made as the timeline runs
        self.totals: dict[Hand, int | None] = {}  # each squeezed hand's total once these are turned
        self.resume = 0

    def add(self, holder: dict[str, CardItem], hand: Hand, total: int | None) -> None:
        self._cards.append((holder, hand))
        self.totals[hand] = total

    def __bool__(self) -> bool:
        return bool(self._cards)

    def cards(self) -> list[tuple[CardItem, Hand]]:
        """The gate's cards with their hands, in dealing order."""
        return [(holder["item"], hand) for holder, hand in self._cards]


@dataclass
class Squeezing:
    """A squeeze under way: the hand being dealt, whose cards are squeezed, and the gate."""

    result: HandResult
    squeeze: frozenset[Hand]
    gate: SqueezeGate
    shown: set[Hand] = field(default_factory=set)  # hands whose squeezed total is up

    def waiting(self) -> list[CardItem]:
        """The gate's cards still face down, in dealing order."""
        return [item for item, _hand in self.gate.cards() if item.squeeze.enabled]


class DealerChoreography(_Scene):
    """Timeline builders for FeltScene (see the module docstring)."""

    if TYPE_CHECKING:
        # FeltScene's, which the choreography reads and moves (declared for the type checker only).
        deal_finished: ClassVar[Signal]
        shoe_shown: ClassVar[Signal]
        sound_requested: ClassVar[Signal]
        cards_taken: ClassVar[Signal]
        result_shown: ClassVar[Signal]
        squeeze_changed: ClassVar[Signal]
        rules: TableRules
        speed: float
        still: bool
        reveal_button: ButtonItem
        _squeezing: Squeezing | None
        spots: dict[BetSpot, BetSpotItem]
        stacks: dict[BetSpot, ChipStackItem]
        badges: dict[Hand, TotalBadgeItem]
        shoe: ShoeItem
        tray: DiscardTrayItem
        announcement: TextItem
        explanation: TextItem
        notice: TextItem
        personal: PersonalResultItem
        _table_cards: list[CardItem]
        _payout_items: list[ChipStackItem]
        discards: int
        extra: float
        cards_top: float

        def _new_timeline(self) -> Timeline: ...
        def _run_next(self) -> None: ...

        _queue: list[Callable[[], Timeline]]

        def _burn_point(self) -> QPointF: ...
        def set_shoe_state(
            self, total: int, remaining: int, cut_position: int | None, shoe_no: int
        ) -> None: ...

    def _sweep_cards(self, timeline: Timeline, at: float) -> float:
        """Send the cards on the table to the discard tray; returns when that is done."""
        cards = list(self._table_cards)
        self._table_cards.clear()
        if not cards:
            return at
        target = self.tray.drop_point()
        for i, card in enumerate(cards):
            timeline.move(at + i * 25, 300, move_to(card, target), easing=ease_in_out, leaving=True)
            turn = card.rotation()

            def straighten(t: float, c: CardItem = card, r: float = turn) -> None:
                c.setRotation(r * (1 - t))

            def turn_down(t: float, c: CardItem = card) -> None:
                c.set_flip(1 - t)

            timeline.move(at + i * 25, 300, straighten, leaving=True)
            timeline.move(at + i * 25, 160, turn_down, leaving=True)
            if timeline.still:
                timeline.tween(at + i * 25, 300, fade_out(card))
        count = len(cards)

        def drop() -> None:
            for card in cards:
                self.removeItem(card)
            self.discards += count
            self.tray.set_count(self.discards)

        timeline.call(at + 300 + 25 * count, drop)
        return at + 320 + 25 * count

    def _clear_result(self, timeline: Timeline, at: float) -> None:
        """The last hand's totals, lit areas and results go (its cards are swept separately)."""

        def clear() -> None:
            for badge in self.badges.values():
                badge.set_total(None)
            for spot in self.spots.values():
                spot.set_highlight(0)
            self.personal.set_net(None)

        timeline.call(at, clear)

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

    def _deal_steps(self, timeline: Timeline, coup: Coup, at: float, position: int | None = None) -> float:
        """Replay a coup's record on the felt; returns the time the last card is turned. For the live
        shoe (``position``: cards out before the coup) each card taken out is reported, so the
        counters move with the cards and never ahead of them."""
        at, gate = self._deal_until_squeeze(timeline, coup, at, position)
        assert gate is None  # nothing is squeezed
        return at

    def _deal_until_squeeze(
        self,
        timeline: Timeline,
        coup: Coup,
        at: float,
        position: int | None = None,
        squeeze: frozenset[Hand] = frozenset(),
        start: int = 0,
    ) -> tuple[float, SqueezeGate | None]:
        """Replay a coup's record from step ``start``. The cards of a ``squeeze`` hand arrive face
        down; the deal stops at a gate once the four first cards are out, or after a squeezed third
        card, for the player to peel them (returned with the step to resume at), else runs to the
        end (gate None)."""
        taken = sum(1 for step in coup.steps[:start] if step.kind is StepKind.CARD)
        gate = SqueezeGate()
        steps = coup.steps
        for number in range(start, len(steps)):
            step = steps[number]
            if step.kind is StepKind.CARD:
                assert step.hand is not None and step.card is not None
                index = step.index - 1
                if index == 2:
                    at += 260  # a beat before a third card, as a dealer pauses
                target, rotation = card_slot(step.hand, index, self.cards_top)
                holder: dict[str, CardItem] = {}
                down = step.hand in squeeze

                taken += 1
                out = None if position is None else position + taken

                def create(card=step.card, holder=holder, out=out, still=timeline.still) -> None:
                    holder["item"] = self._new_card(card)
                    if still:
                        holder["item"].setOpacity(0.0)  # it fades in where it lands
                    self.sound_requested.emit("card")
                    if out is not None:
                        self.cards_taken.emit(out)

                def fly(t: float, h: dict[str, CardItem] = holder, p: QPointF = target) -> None:
                    h["item"].setPos(self.shoe.mouth() + (p - self.shoe.mouth()) * t)

                def rotate(t: float, h: dict[str, CardItem] = holder, r: float = rotation) -> None:
                    h["item"].setRotation(-9 + (r + 9) * t)

                def turn_up(t: float, h: dict[str, CardItem] = holder) -> None:
                    h["item"].set_flip(t)

                def show_total(h: Hand = step.hand, tt: int | None = step.total) -> None:
                    self.badges[h].set_total(tt)
                    self.sound_requested.emit("flip")

                timeline.call(at, create)
                timeline.move(at, FLY_MS, fly)
                timeline.move(at, FLY_MS, rotate)
                if timeline.still:
                    timeline.tween(at, FLY_MS, fade_in_lazy(holder))
                if down:
                    gate.add(holder, step.hand, step.total)
                else:
                    timeline.move(at + FLY_MS - 40, FLIP_MS, turn_up, easing=ease_in_out)
                    timeline.call(at + FLY_MS + FLIP_MS - 40, show_total)
                at += STEP_MS
                first_four_out = step.index == 2 and step.hand is Hand.BANKER
                if gate and (first_four_out or index == 2):
                    gate.resume = number + 1
                    return at - STEP_MS + FLY_MS, gate
            elif step.kind in (StepKind.DECISION, StepKind.NATURAL):

                def explain(text: str = step.text) -> None:
                    self._add_explanation(text)

                timeline.call(at, explain)
                at += 140
        return at, None

    def _add_explanation(self, text: str) -> None:
        current = self.explanation.text
        self.explanation.set_text(text if not current else f"{current}  ·  {text}")

    def _announce_result(
        self, timeline: Timeline, coup: Coup, at: float, result: HandResult | None = None
    ) -> float:
        """The result, with every side bet the player won ('Banker wins 7 to 6 · Dragon 7 pays
        $40.00') and, for a live hand with bets, the player's own result beside it; every area whose
        bet wins on this coup lights up, bet on or not. A live hand's result is reported
        (``result_shown``): only now may the money and the roads move."""
        winner = coup.outcome
        text = result_text(coup, None if result is None else result.settlement)
        lit = self.winning_spots(coup)

        def show() -> None:
            self.announcement.set_text(text)
            self.personal.set_net(None if result is None or not result.bets else result.net_cents)
            if winner is not Outcome.TIE:
                hand = Hand.PLAYER if winner is Outcome.PLAYER else Hand.BANKER
                self.badges[hand].set_total(coup.total(hand), winner=True)
            for spot in lit:
                self.spots[spot].set_highlight(1.0)
            if result is not None:
                self.result_shown.emit(result)

        timeline.call(at, show)
        return at + 450

    def winning_spots(self, coup: Coup) -> list[BetSpot]:
        """The areas on the felt whose bet this coup pays (a push is not a win), by the catalogue."""
        facts = Facts.of(coup)
        won = []
        for spot in self.spots:
            line = spot.bet.line_for(facts, self.rules)
            if line is not None and not line.push:
                won.append(spot)
        return won

    def _hand_timeline(self, result: HandResult, squeeze: frozenset[Hand] = frozenset()) -> Timeline:
        timeline = self._new_timeline()
        self._clear_payouts()
        self.announcement.set_text("")
        self.explanation.set_text("")
        self._clear_result(timeline, 0)
        at = self._sweep_cards(timeline, 0)
        at, gate = self._deal_until_squeeze(timeline, result.coup, at + 80, result.position_before, squeeze)
        return self._hand_goes_on(timeline, result, squeeze, at, gate)

    def _hand_goes_on(
        self,
        timeline: Timeline,
        result: HandResult,
        squeeze: frozenset[Hand],
        at: float,
        gate: SqueezeGate | None,
    ) -> Timeline:
        """After the cards dealt so far: the squeeze waits for the player, or the hand ends."""
        if gate is not None:
            timeline.call(at, lambda: self._open_squeeze(result, squeeze, gate))
            return timeline
        at = self._announce_result(timeline, result.coup, at, result)
        at = self._settle_chips(timeline, result, at)
        timeline.call(at, lambda: self.notice.set_text(""))
        timeline.call(at, lambda: self.deal_finished.emit(result))
        return timeline

    def _squeezed_timeline(self, result: HandResult, squeeze: frozenset[Hand], gate: SqueezeGate) -> Timeline:
        """The hand once the squeezed cards are turned: their totals, the dealer's words, the
        cards still to come (perhaps another squeeze), the result and the chips."""
        timeline = self._new_timeline()
        at, next_gate = self._deal_until_squeeze(
            timeline, result.coup, 0, result.position_before, squeeze, start=gate.resume
        )
        return self._hand_goes_on(timeline, result, squeeze, at, next_gate)

    def _settle_chips(self, timeline: Timeline, result: HandResult, at: float) -> float:
        """Losing chips are collected by the dealer; winnings are paid beside the bet; then all
        the player's chips come back to the rail (the bankroll)."""
        if not result.settlement.results:
            return at
        home = QPointF(260, 840 + self.extra)  # the player's plaque on the rail
        any_win = False
        for bet in result.settlement.results:
            stack = self.stacks[bet.spot]
            if bet.net_cents < 0:
                timeline.move(at, 420, move_to_lazy(stack, DEALER_POINT), easing=ease_in_out, leaving=True)
                timeline.tween(at + 200, 220, fade_out(stack))
            elif bet.net_cents > 0:
                any_win = True
                payout = ChipStackItem(bet.net_cents)
                payout.setScale(self.spots[bet.spot].chip_scale)
                payout.setVisible(False)
                payout.setZValue(21)
                self.addItem(payout)
                self._payout_items.append(payout)
                target = self.spots[bet.spot].mapToScene(self.spots[bet.spot].payout_anchor())

                def appear(p=payout, still=timeline.still) -> None:
                    p.setPos(DEALER_POINT)
                    p.setVisible(True)
                    if still:
                        p.setOpacity(0.0)  # it fades in where it is paid

                def pay(t: float, p: ChipStackItem = payout, tg: QPointF = target) -> None:
                    p.setPos(DEALER_POINT + (tg - DEALER_POINT) * t)

                timeline.call(at + 250, appear)
                timeline.move(at + 250, 450, pay)
                if timeline.still:
                    timeline.tween(at + 250, 450, fade_in(payout))
        timeline.call(at, lambda: self.sound_requested.emit("chips"))
        if any_win:
            timeline.call(at + 700, lambda: self.sound_requested.emit("win"))
        at += 1300
        keep = [
            self.stacks[b.spot] for b in result.settlement.results if b.net_cents >= 0
        ] + self._payout_items
        for item in keep:
            timeline.move(at, 420, move_to_lazy(item, home), easing=ease_in_out, leaving=True)
            timeline.tween(at + 200, 220, fade_out(item))
        return at + 460

    # -- the squeeze -----------------------------------------------------------------------------
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
            item.squeeze.speed = 0.0 if self.still else self.speed  # a card let go falls back
            item.squeeze.enable(True)
            item.revealed.connect(self._card_revealed)
        self.announcement.set_text(squeeze_prompt([hand for _item, hand in cards]))
        self.reveal_button.setVisible(True)
        cards[0][0].setFocus(Qt.FocusReason.OtherFocusReason)
        self.squeeze_changed.emit(True)

    def reveal_all(self) -> None:
        """Turn every card of the squeeze over at once (the Reveal all button)."""
        state = self._squeezing
        if state is None:
            return
        for item in state.waiting():
            item.squeeze.reveal()

    def _card_revealed(self, item: CardItem) -> None:
        """The player turned a squeezed card over: show its face; once a hand's squeezed cards are
        all up its total shows, and once every card is, the hand goes on."""
        state = self._squeezing
        item.revealed.disconnect(self._card_revealed)
        timeline = self._new_timeline()
        timeline.move(0, FLIP_MS, item.set_flip, easing=ease_in_out)

        def turned() -> None:
            self.sound_requested.emit("flip")
            if state is None or self._squeezing is not state:
                return
            cards = state.gate.cards()
            for hand, total in state.gate.totals.items():
                if hand not in state.shown and all(c.face_up for c, h in cards if h is hand):
                    state.shown.add(hand)
                    self.badges[hand].set_total(total)
            waiting = state.waiting()
            if waiting:
                waiting[0].setFocus(Qt.FocusReason.OtherFocusReason)
            elif all(c.face_up for c, _h in cards):
                self._close_squeeze(state)

        timeline.call(FLIP_MS, turned)
        timeline.start()

    def _close_squeeze(self, state: Squeezing) -> None:
        self._squeezing = None
        self.reveal_button.setVisible(False)
        self.announcement.set_text("")
        self.squeeze_changed.emit(False)
        self._queue.insert(0, lambda: self._squeezed_timeline(state.result, state.squeeze, state.gate))
        self._run_next()

    def _shoe_timeline(self, start: ShoeStart) -> Timeline:
        timeline = self._new_timeline()
        shoe = start.shoe
        self._clear_payouts()
        self._clear_result(timeline, 0)
        at = self._sweep_cards(timeline, 0)
        size = len(shoe)

        def intro() -> None:
            self.discards = 0
            self.tray.set_count(0)
            self.set_shoe_state(size, size, shoe.cut_position, start.shoe_no)
            self.announcement.set_text(
                _t("Felt", "New shoe · {decks} decks shuffled").format(decks=shoe.decks)
            )
            self.explanation.set_text("")
            commitment = start.commitment
            self.notice.set_text(
                # One short line between the hands and the side bets; the status bar's commitment
                # says in full what it is (the SHA-256 of the seed, revealed when the shoe ends).
                _t("Felt", "Shoe {shoe} · seed commitment {start}…{end}").format(
                    shoe=start.shoe_no, start=commitment[:10], end=commitment[-10:]
                )
                if commitment
                else _t("Felt", "Shoe {shoe} · a stacked shoe (no seed)").format(shoe=start.shoe_no)
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
                self.set_shoe_state(size, size - 1, shoe.cut_position, start.shoe_no)
                self.cards_taken.emit(1)

            timeline.call(at, turn_up)
            timeline.move(
                at,
                FLY_MS,
                lambda t: shown["item"].setPos(
                    self.shoe.mouth() + (self._burn_point() - self.shoe.mouth()) * t
                ),
            )
            timeline.move(at, FLY_MS, lambda t: shown["item"].setRotation(-9 * (1 - t)))
            if timeline.still:
                timeline.tween(at, FLY_MS, fade_in_lazy(shown))
            timeline.move(at + FLY_MS, FLIP_MS, lambda t: shown["item"].set_flip(t), easing=ease_in_out)
            n = len(burn.face_down)
            value = burn.shown.rank.burn_count
            timeline.call(
                at + FLY_MS + FLIP_MS,
                lambda: self.explanation.set_text(
                    _t("Felt", "Burn card {card}: {count} more burned face down").format(
                        card=burn.shown.face, count=value
                    )
                ),
            )
            at += FLY_MS + FLIP_MS + 350
            target = self.tray.drop_point()
            for i in range(n):
                holder: dict[str, CardItem] = {}

                def burn_one(i=i, holder=holder, still=timeline.still) -> None:
                    item = CardItem(None)
                    item.setPos(self.shoe.mouth())
                    item.setZValue(9)
                    item.setVisible(not still)  # still: counted into the tray, never seen to travel
                    self.addItem(item)
                    holder["item"] = item
                    self.set_shoe_state(size, size - 2 - i, shoe.cut_position, start.shoe_no)
                    self.cards_taken.emit(2 + i)
                    self.explanation.set_text(
                        _t("Felt", "Burn card {card}: burning {number} of {count} face down").format(
                            card=burn.shown.face, number=i + 1, count=n
                        )
                    )

                def land(holder=holder) -> None:
                    self.removeItem(holder["item"])
                    self.discards += 1
                    self.tray.set_count(self.discards)

                def to_tray(t: float, h: dict[str, CardItem] = holder) -> None:
                    h["item"].setPos(self.shoe.mouth() + (target - self.shoe.mouth()) * t)

                timeline.call(at + i * 110, burn_one)
                timeline.move(at + i * 110, 260, to_tray, leaving=True)
                timeline.call(at + i * 110 + 260, land)
            at += n * 110 + 300
            timeline.move(
                at,
                320,
                lambda t: shown["item"].setPos(self._burn_point() + (target - self._burn_point()) * t),
                easing=ease_in_out,
                leaving=True,
            )
            timeline.move(at, 200, lambda t: shown["item"].set_flip(1 - t), leaving=True)
            if timeline.still:
                timeline.tween(at, 320, lambda t: shown["item"].setOpacity(1 - t))

            def finish_burn() -> None:
                item = shown["item"]
                if item in self._table_cards:
                    self._table_cards.remove(item)
                self.removeItem(item)
                self.discards += 1
                self.tray.set_count(self.discards)
                self.set_shoe_state(size, size - burn.count, shoe.cut_position, start.shoe_no)
                self.explanation.set_text(
                    _t("Felt", "Burned {count} cards (burn card {card} shown)").format(
                        count=burn.count, card=burn.shown.face
                    )
                )
                self.announcement.set_text(_t("Felt", "Place your bets"))

            timeline.call(at + 330, finish_burn)
            at += 360
        else:
            timeline.call(at, lambda: self.announcement.set_text(_t("Felt", "Place your bets")))
        timeline.call(at, lambda: self.shoe_shown.emit(start))
        return timeline


def move_to_lazy(item: ChipStackItem, target: QPointF) -> Callable[[float], None]:
    """Like move_to, but reads the start position when the tween begins (items move in between)."""
    state: dict[str, QPointF] = {}

    def update(t: float) -> None:
        if "start" not in state:
            state["start"] = QPointF(item.pos())
        start = state["start"]
        item.setPos(start + (target - start) * t)

    return update


def fade_out(item: QGraphicsItem) -> Callable[[float], None]:
    """An update that fades the item out."""

    def update(t: float) -> None:
        item.setOpacity(1 - t)

    return update


def fade_in(item: QGraphicsItem) -> Callable[[float], None]:
    """An update that fades the item in (reduced motion: it appears where it lands)."""

    def update(t: float) -> None:
        item.setOpacity(t)

    return update


def fade_in_lazy(holder: dict[str, CardItem]) -> Callable[[float], None]:
    """fade_in for a card the timeline creates when it gets there."""

    def update(t: float) -> None:
        holder["item"].setOpacity(t)

    return update


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


def result_text(coup: Coup, settlement: Settlement | None) -> str:
    """The dealer's call: the coup, then each side bet won with what it pays."""
    wins = [
        _t("Felt", "{bet} pays {amount}").format(bet=r.spot.label, amount=format_cents(r.net_cents))
        for r in (settlement.results if settlement is not None else ())
        if r.spot in SIDE_SPOTS and r.net_cents > 0
    ]
    return " · ".join([coup.describe(), *wins])
