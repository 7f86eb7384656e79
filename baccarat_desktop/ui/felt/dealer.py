"""The dealer: a coup's record or a stored hand turned into timelines on the felt (cards fly and
turn, totals appear, chips are paid and collected), run one after another in the dealer's queue,
and the squeeze that stops a deal for the player to turn the cards.

An object the scene owns (``FeltScene.dealer``): it moves the items of the table it is given
(``table.FeltTable``) and reports through the table's signals. It never works a coup out: it
replays the steps the engine recorded. A new shoe's burn is ``burn.py``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, Qt

from ...engine.bets import BetSpot, Settlement
from ...engine.catalogue import SIDE_SPOTS, Facts
from ...engine.coup import Coup, Hand, Outcome, StepKind
from ...engine.i18n import _t
from ...engine.money import format_cents
from ...engine.session import HandResult
from .cards import CardItem
from .chips import ChipStackItem
from .layout import DEALER_POINT, card_slot
from .table import FeltTable
from .timeline import Timeline, ease_in_out, fade_in, fade_in_lazy, fade_out, move_to, move_to_lazy

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


class Dealer:
    """Deals on ``table`` (see the module docstring): one timeline at a time from its queue; a
    squeeze holds the queue until the player has turned the cards."""

    def __init__(self, table: FeltTable) -> None:
        self.table = table
        self.queue: list[Callable[[], Timeline]] = []  # timelines to build when their turn comes
        self._timeline: Timeline | None = None
        self._squeezing: Squeezing | None = None

    # -- the queue -------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self._timeline is not None

    def enqueue(self, build: Callable[[], Timeline]) -> None:
        """Play the timeline ``build`` makes once everything before it has played."""
        self.queue.append(build)
        if self._timeline is None:
            self.run_next()

    def run_next(self) -> None:
        while self.queue and self._timeline is None and self._squeezing is None:
            timeline = self.queue.pop(0)()
            self._timeline = timeline
            timeline.finished.connect(self._timeline_done)
            timeline.start()

    def _timeline_done(self) -> None:
        self._timeline = None
        self.run_next()

    def skip(self, *, reveal: bool = False) -> None:
        """Finish whatever is playing (and queued) at once: closing the window, the Instant speed.
        A squeeze waits for the player (what is queued after it waits too) unless ``reveal``, which
        turns its cards over."""
        while True:
            if self._timeline is not None:
                self._timeline.skip()
            elif self._squeezing is not None and reveal:
                table = self.table
                speed, table.speed = table.speed, 0.0  # the cards turn at once
                try:
                    self.reveal_all()
                finally:
                    table.speed = speed
            elif self.queue and self._squeezing is None:
                self.run_next()
            else:
                return

    def new_timeline(self) -> Timeline:
        timeline = Timeline(self.table.speed, self.table, still=self.table.still)
        # Gone once played: a timeline's closures hold the cards and chips it moved, so one kept per
        # hand would keep every card of a long session alive.
        timeline.finished.connect(timeline.deleteLater)
        return timeline

    # -- the cards and the chips -----------------------------------------------------------------
    def sweep_cards(self, timeline: Timeline, at: float) -> float:
        """Send the cards on the table to the discard tray; returns when that is done."""
        cards = list(self.table._table_cards)
        self.table._table_cards.clear()
        if not cards:
            return at
        target = self.table.tray.drop_point()
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
                self.table.removeItem(card)
            self.table.discards += count
            self.table.tray.set_count(self.table.discards)

        timeline.call(at + 300 + 25 * count, drop)
        return at + 320 + 25 * count

    def clear_result(self, timeline: Timeline, at: float) -> None:
        """The last hand's totals, lit areas and results go (its cards are swept separately)."""

        def clear() -> None:
            for badge in self.table.badges.values():
                badge.set_total(None)
            for spot in self.table.spots.values():
                spot.set_highlight(0)
            self.table.personal.set_net(None)

        timeline.call(at, clear)

    def clear_payouts(self) -> None:
        for item in self.table._payout_items:
            self.table.removeItem(item)
        self.table._payout_items.clear()

    def new_card(self, card: object) -> CardItem:
        item = CardItem(card)  # type: ignore[arg-type]
        item.setPos(self.table.shoe.mouth())
        item.setRotation(-9)
        item.setZValue(10 + len(self.table._table_cards))
        self.table.addItem(item)
        self.table._table_cards.append(item)
        return item

    def deal_steps(self, timeline: Timeline, coup: Coup, at: float, position: int | None = None) -> float:
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
                target, rotation = card_slot(step.hand, index, self.table.cards_top)
                holder: dict[str, CardItem] = {}
                down = step.hand in squeeze

                taken += 1
                out = None if position is None else position + taken

                def create(card=step.card, holder=holder, out=out, still=timeline.still) -> None:
                    holder["item"] = self.new_card(card)
                    if still:
                        holder["item"].setOpacity(0.0)  # it fades in where it lands
                    self.table.sound_requested.emit("card")
                    if out is not None:
                        self.table.cards_taken.emit(out)

                def fly(t: float, h: dict[str, CardItem] = holder, p: QPointF = target) -> None:
                    h["item"].setPos(self.table.shoe.mouth() + (p - self.table.shoe.mouth()) * t)

                def rotate(t: float, h: dict[str, CardItem] = holder, r: float = rotation) -> None:
                    h["item"].setRotation(-9 + (r + 9) * t)

                def turn_up(t: float, h: dict[str, CardItem] = holder) -> None:
                    h["item"].set_flip(t)

                def show_total(h: Hand = step.hand, tt: int | None = step.total) -> None:
                    self.table.badges[h].set_total(tt)
                    self.table.sound_requested.emit("flip")

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
        current = self.table.explanation.text
        self.table.explanation.set_text(text if not current else f"{current}  ·  {text}")

    def announce_result(
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
            self.table.announcement.set_text(text)
            self.table.personal.set_net(None if result is None or not result.bets else result.net_cents)
            if winner is not Outcome.TIE:
                hand = Hand.PLAYER if winner is Outcome.PLAYER else Hand.BANKER
                self.table.badges[hand].set_total(coup.total(hand), winner=True)
            for spot in lit:
                self.table.spots[spot].set_highlight(1.0)
            if result is not None:
                self.table.result_shown.emit(result)

        timeline.call(at, show)
        return at + 450

    def winning_spots(self, coup: Coup) -> list[BetSpot]:
        """The areas on the felt whose bet this coup pays (a push is not a win), by the catalogue."""
        facts = Facts.of(coup)
        won = []
        for spot in self.table.spots:
            line = spot.bet.line_for(facts, self.table.rules)
            if line is not None and not line.push:
                won.append(spot)
        return won

    def hand_timeline(self, result: HandResult, squeeze: frozenset[Hand] = frozenset()) -> Timeline:
        timeline = self.new_timeline()
        self.clear_payouts()
        self.table.announcement.set_text("")
        self.table.explanation.set_text("")
        self.clear_result(timeline, 0)
        at = self.sweep_cards(timeline, 0)
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
        at = self.announce_result(timeline, result.coup, at, result)
        at = self._settle_chips(timeline, result, at)
        timeline.call(at, lambda: self.table.notice.set_text(""))
        timeline.call(at, lambda: self.table.deal_finished.emit(result))
        return timeline

    def _squeezed_timeline(self, result: HandResult, squeeze: frozenset[Hand], gate: SqueezeGate) -> Timeline:
        """The hand once the squeezed cards are turned: their totals, the dealer's words, the
        cards still to come (perhaps another squeeze), the result and the chips."""
        timeline = self.new_timeline()
        at, next_gate = self._deal_until_squeeze(
            timeline, result.coup, 0, result.position_before, squeeze, start=gate.resume
        )
        return self._hand_goes_on(timeline, result, squeeze, at, next_gate)

    def _settle_chips(self, timeline: Timeline, result: HandResult, at: float) -> float:
        """Losing chips are collected by the dealer; winnings are paid beside the bet; then all
        the player's chips come back to the rail (the bankroll)."""
        if not result.settlement.results:
            return at
        home = QPointF(260, 840 + self.table.extra)  # the player's plaque on the rail
        any_win = False
        for bet in result.settlement.results:
            stack = self.table.stacks[bet.spot]
            if bet.net_cents < 0:
                timeline.move(at, 420, move_to_lazy(stack, DEALER_POINT), easing=ease_in_out, leaving=True)
                timeline.tween(at + 200, 220, fade_out(stack))
            elif bet.net_cents > 0:
                any_win = True
                payout = ChipStackItem(bet.net_cents)
                payout.setScale(self.table.spots[bet.spot].chip_scale)
                payout.setVisible(False)
                payout.setZValue(21)
                self.table.addItem(payout)
                self.table._payout_items.append(payout)
                target = self.table.spots[bet.spot].mapToScene(self.table.spots[bet.spot].payout_anchor())

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
        timeline.call(at, lambda: self.table.sound_requested.emit("chips"))
        if any_win:
            timeline.call(at + 700, lambda: self.table.sound_requested.emit("win"))
        at += 1300
        keep = [
            self.table.stacks[b.spot] for b in result.settlement.results if b.net_cents >= 0
        ] + self.table._payout_items
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
            item.squeeze.speed = 0.0 if self.table.still else self.table.speed  # a card let go falls back
            item.squeeze.enable(True)
            item.revealed.connect(self._card_revealed)
        self.table.announcement.set_text(squeeze_prompt([hand for _item, hand in cards]))
        self.table.reveal_button.setVisible(True)
        cards[0][0].setFocus(Qt.FocusReason.OtherFocusReason)
        self.table.squeeze_changed.emit(True)

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
        timeline = self.new_timeline()
        timeline.move(0, FLIP_MS, item.set_flip, easing=ease_in_out)

        def turned() -> None:
            self.table.sound_requested.emit("flip")
            if state is None or self._squeezing is not state:
                return
            cards = state.gate.cards()
            for hand, total in state.gate.totals.items():
                if hand not in state.shown and all(c.face_up for c, h in cards if h is hand):
                    state.shown.add(hand)
                    self.table.badges[hand].set_total(total)
            waiting = state.waiting()
            if waiting:
                waiting[0].setFocus(Qt.FocusReason.OtherFocusReason)
            elif all(c.face_up for c, _h in cards):
                self._close_squeeze(state)

        timeline.call(FLIP_MS, turned)
        timeline.start()

    def _close_squeeze(self, state: Squeezing) -> None:
        self._squeezing = None
        self.table.reveal_button.setVisible(False)
        self.table.announcement.set_text("")
        self.table.squeeze_changed.emit(False)
        self.queue.insert(0, lambda: self._squeezed_timeline(state.result, state.squeeze, state.gate))
        self.run_next()

    def clear_timeline(self) -> Timeline:
        """Betting has started: the last hand's cards go to the tray, its lit areas, totals, results
        and words go, as a dealer clears the layout."""
        timeline = self.new_timeline()
        self.clear_payouts()
        self.clear_result(timeline, 0)

        def clear_texts() -> None:
            self.table.announcement.set_text("")
            self.table.explanation.set_text("")

        timeline.call(0, clear_texts)
        self.sweep_cards(timeline, 0)
        return timeline

    def restore(self, result: HandResult, discards: int) -> None:
        """The last hand laid on the felt as it was left (cards, totals, the result and the player's
        own), the cards before it in the discard tray. Nothing is animated."""
        table = self.table
        table.discards = discards
        table.tray.set_count(discards)
        counts = {Hand.PLAYER: 0, Hand.BANKER: 0}
        for step in result.coup.steps:
            if step.hand is None or step.card is None:
                continue
            target, rotation = card_slot(step.hand, counts[step.hand], table.cards_top)
            counts[step.hand] += 1
            item = self.new_card(step.card)
            item.setPos(target)
            item.setRotation(rotation)
            item.set_flip(1.0)
        for hand in (Hand.PLAYER, Hand.BANKER):
            table.badges[hand].set_total(result.coup.total(hand))
        timeline = self.new_timeline()
        self.announce_result(timeline, result.coup, 0, None)
        timeline.skip()
        table.personal.set_net(result.net_cents if result.bets else None)


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
