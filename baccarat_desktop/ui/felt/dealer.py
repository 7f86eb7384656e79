"""The dealer: a coup's record or a stored hand turned into timelines on the felt (cards fly and
turn, totals appear, chips are paid and collected), run one after another in the dealer's queue,
and the squeeze that stops a deal for the player to turn the cards (ui/felt/squeezing.py).

An object the scene owns (``FeltScene.dealer``): it moves the items of the table it is given
(``table.FeltTable``) and reports through the table's signals. It never works a coup out: it
replays the steps the engine recorded. A new shoe's burn is ``burn.py``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPointF, QTimer

from ...engine.bets import BetSpot, Settlement
from ...engine.catalogue import SIDE_SPOTS, Facts
from ...engine.coup import Coup, Hand, Outcome, StepKind
from ...engine.i18n import _t
from ...engine.money import format_cents
from ...engine.session import HandResult
from .cards import CardItem
from .chips import ChipStackItem
from .layout import DEALER_POINT
from .squeeze import SqueezeStageItem
from .squeezing import FLIP_MS, SqueezeGate, Squeezing, SqueezingDealer
from .table import FeltTable
from .timeline import Timeline, ease_in_out, fade_in, fade_in_lazy, fade_out, move_to, move_to_lazy

STEP_MS = 480  # one card: fly, settle, turn
FLY_MS = 300
SWEEP_MS, SWEEP_GAP_MS = 270, 20  # the last hand's cards to the tray, one after another
THIRD_BEAT_MS = 200  # a beat before a third card, as a dealer pauses
SPEED_TABLE_PACE = 0.6  # a Speed table deals quicker: every duration here times this (felt speed)
# The result and the money (issue 27: 12 bets took 2.2 s from the result to betting open again).
RESULT_MS = 200  # the result is read (and its areas light) before the chips move
COLLECT_MS = 340  # the losing chips swept to the dealer
PAY_AFTER_MS = 140  # the first payment sets off this long after the sweep
PAY_MS = 320  # a payment's way from the dealer to its bet
HOLD_MS = 260  # the winnings lie beside their bets this long
HOME_MS = 320  # then every chip the player keeps comes back to the rail


def pay_step(winners: int) -> float:
    """Between two payments: a dealer pays bet by bet, quicker when there are many (all of them set
    off within 240 ms)."""
    return 0.0 if winners < 2 else min(100.0, 240.0 / (winners - 1))


class Dealer(SqueezingDealer):
    """Deals on ``table`` (see the module docstring): one timeline at a time from its queue; a
    squeeze holds the queue until the player has turned the cards (``SqueezingDealer``: the squeeze
    itself)."""

    def __init__(self, table: FeltTable) -> None:
        self.table = table
        self.queue: list[Callable[[], Timeline]] = []  # timelines to build when their turn comes
        self._timeline: Timeline | None = None
        self._squeezing: Squeezing | None = None
        self.stage = SqueezeStageItem()  # the card being squeezed lies large on it
        table.addItem(self.stage)
        table.sceneRectChanged.connect(lambda _rect: QTimer.singleShot(0, self._restage))

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
            elif self._squeezing is not None and self._squeezing.timelines:
                for timeline in list(self._squeezing.timelines):  # a card going up or back: there now
                    timeline.skip()
            elif self._squeezing is not None and reveal:
                table, state = self.table, self._squeezing
                speed, table.speed = table.speed, 0.0  # the cards turn at once
                try:
                    self.reveal_all()
                finally:
                    table.speed = speed
                if self._squeezing is state and not state.timelines:
                    return  # never loops
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
            off = at + i * SWEEP_GAP_MS
            timeline.move(off, SWEEP_MS, move_to(card, target), easing=ease_in_out, leaving=True)
            turn = card.rotation()

            def straighten(t: float, c: CardItem = card, r: float = turn) -> None:
                c.setRotation(r * (1 - t))

            def turn_down(t: float, c: CardItem = card) -> None:
                c.set_flip(1 - t)

            timeline.move(off, SWEEP_MS, straighten, leaving=True)
            timeline.move(off, SWEEP_MS / 2, turn_down, leaving=True)
            if timeline.still:
                timeline.tween(off, SWEEP_MS, fade_out(card))
        count = len(cards)

        def drop() -> None:
            for card in cards:
                self.table.removeItem(card)
            self.table.discards += count
            self.table.tray.set_count(self.table.discards)

        timeline.call(at + SWEEP_MS + SWEEP_GAP_MS * count, drop)
        return at + SWEEP_MS + 20 + SWEEP_GAP_MS * count

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

    def new_card(self, card: object, dealt_to: tuple[Hand, int] | None = None) -> CardItem:
        """A card out of the shoe, onto the felt: ``dealt_to`` its hand and place (None: the burn card)."""
        item = CardItem(card, dealt_to=dealt_to)  # type: ignore[arg-type]
        item.setPos(self.table.shoe.mouth())
        item.setRotation(-9)
        item.setZValue(10 + len(self.table._table_cards))
        self.table.addItem(item)
        self.table.lights.mark(item)  # a lit card wears its multiplier (multiplier table)
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
                    at += THIRD_BEAT_MS
                target, rotation = self.table.card_place(step.hand, index)
                holder: dict[str, CardItem] = {}
                down = step.hand in squeeze

                taken += 1
                out = None if position is None else position + taken

                def create(
                    card=step.card, holder=holder, out=out, still=timeline.still, to=(step.hand, index)
                ) -> None:
                    holder["item"] = self.new_card(card, dealt_to=to)
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
                    gate.add(holder, step.hand, step.total, index)
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
        text = self.table.lights.result_call(text, coup, None if result is None else dict(result.bets))
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
        return at + RESULT_MS

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
        at = self.table.lights.flash_steps(timeline, at, self.table.lights_shown.emit)  # lit cards
        at, gate = self._deal_until_squeeze(timeline, result.coup, at + 80, result.position_before, squeeze)
        return self._hand_goes_on(timeline, result, squeeze, at, gate)

    def peek_timeline(self, result: HandResult) -> Timeline:
        """The Peek table's hand after the choice: its first four cards lie where the felt laid them
        at the choice (``FeltScene.show_peek``); the face-down ones turn over, the two totals show,
        and the hand deals on from its fifth step (not all its cards again), to the result and the
        chips as every hand."""
        timeline = self.new_timeline()
        coup = result.coup
        first_four = self.table._table_cards[-4:]
        for item in first_four:
            if not item.face_up:
                timeline.move(0, FLIP_MS, item.set_flip, easing=ease_in_out)
        cards = [n for n, step in enumerate(coup.steps) if step.kind is StepKind.CARD]
        start = cards[3] + 1  # the step after the fourth card
        totals = {step.hand: step.total for step in coup.steps[:start] if step.kind is StepKind.CARD}

        def show_totals() -> None:
            for hand, total in totals.items():
                if hand is not None:
                    self.table.badges[hand].set_total(total)
            self.table.cards_taken.emit(result.position_before + 4)
            self.table.sound_requested.emit("flip")

        timeline.call(FLIP_MS, show_totals)
        at, gate = self._deal_until_squeeze(
            timeline, coup, FLIP_MS + 140, result.position_before, frozenset(), start=start
        )
        return self._hand_goes_on(timeline, result, frozenset(), at, gate)

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
        """The dealer collects the losing chips in one sweep and pays the winning bets one by one
        beside them (the steps between two payments shorter the more there are); a moment later
        all the player's chips come back to the rail (the bankroll)."""
        if not result.settlement.results:
            return at
        home = QPointF(260, 840 + self.table.extra)  # the player's plaque on the rail
        winners = [bet for bet in result.settlement.results if bet.net_cents > 0]
        for bet in result.settlement.results:
            if bet.net_cents < 0:
                stack = self.table.stacks[bet.spot]
                timeline.move(
                    at, COLLECT_MS, move_to_lazy(stack, DEALER_POINT), easing=ease_in_out, leaving=True
                )
                timeline.tween(at + COLLECT_MS / 2, COLLECT_MS / 2, fade_out(stack))
                timeline.call(at + COLLECT_MS, partial(stack.setVisible, False))  # gone from the area
        step = pay_step(len(winners))
        for number, bet in enumerate(winners):
            payout = ChipStackItem(bet.net_cents, spot=bet.spot)
            payout.setVisible(False)
            payout.setZValue(21)
            self.table.addItem(payout)
            self.table._payout_items.append(payout)
            # Paid beside the bet, in its chip zone: the bet moves aside as the winnings come.
            target, aside = self.table.pay_beside(bet.spot, payout)

            def appear(p: ChipStackItem = payout, still: bool = timeline.still) -> None:
                p.setPos(DEALER_POINT)
                p.setVisible(True)
                if still:
                    p.setOpacity(0.0)  # it fades in where it is paid

            def pay(t: float, p: ChipStackItem = payout, tg: QPointF = target) -> None:
                p.setPos(DEALER_POINT + (tg - DEALER_POINT) * t)

            start = at + PAY_AFTER_MS + number * step
            timeline.call(start, appear)
            timeline.call(start, partial(self.table.move_aside, bet.spot))
            timeline.move(start, PAY_MS, move_to_lazy(self.table.stacks[bet.spot], aside))
            timeline.move(start, PAY_MS, pay)
            if timeline.still:
                timeline.tween(start, PAY_MS, fade_in(payout))
        timeline.call(at, lambda: self.table.sound_requested.emit("chips"))
        if winners:
            paid = at + PAY_AFTER_MS + (len(winners) - 1) * step + PAY_MS
            timeline.call(paid, lambda: self.table.sound_requested.emit("win"))
            at = paid + HOLD_MS
        else:
            at += COLLECT_MS + 80
        keep = [
            self.table.stacks[b.spot] for b in result.settlement.results if b.net_cents >= 0
        ] + self.table._payout_items
        for item in keep:
            timeline.move(at, HOME_MS, move_to_lazy(item, home), easing=ease_in_out, leaving=True)
            timeline.tween(at + HOME_MS / 2, HOME_MS / 2, fade_out(item))
            timeline.call(at + HOME_MS, partial(item.setVisible, False))  # back on the rail: off the area
        return at + HOME_MS + 20

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
            target, rotation = table.card_place(step.hand, counts[step.hand])
            item = self.new_card(step.card, dealt_to=(step.hand, counts[step.hand]))
            counts[step.hand] += 1
            item.setPos(target)
            item.setRotation(rotation)
            item.set_flip(1.0)
        for hand in (Hand.PLAYER, Hand.BANKER):
            table.badges[hand].set_total(result.coup.total(hand))
        timeline = self.new_timeline()
        self.announce_result(timeline, result.coup, 0, None)
        timeline.skip()
        table.personal.set_net(result.net_cents if result.bets else None)


def result_text(coup: Coup, settlement: Settlement | None) -> str:
    """The dealer's call: the coup, then each side bet won with what it pays."""
    wins = [
        _t("Felt", "{bet} pays {amount}").format(bet=r.spot.label, amount=format_cents(r.net_cents))
        for r in (settlement.results if settlement is not None else ())
        if r.spot in SIDE_SPOTS and r.net_cents > 0
    ]
    return " · ".join([coup.describe(), *wins])
