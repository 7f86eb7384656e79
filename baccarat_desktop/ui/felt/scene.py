"""The felt scene: the printed table (``table.FeltTable``) with the dealer who moves things on
it (``dealer.Dealer``, which the scene owns) and the replay of a stored hand as a mode.

It replays a coup's record step by step (it never works a coup out itself) and reports the end
of each animation with ``deal_finished`` / ``shoe_shown``; the controller never waits on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtWidgets import QWidget

from ...engine.bets import BetSpot
from ...engine.cards import Card
from ...engine.coup import Coup, Hand
from ...engine.i18n import _t
from ...engine.multiplier import LitCard
from ...engine.peek import SHOW_ORDER
from ...engine.rules import TableRules
from ...engine.session import HandResult, ShoeStart
from ...viewmodels.shoe_view import ShoeView
from .burn import shoe_timeline
from .cards import CardItem
from .chips import ChipStackItem
from .dealer import Dealer
from .peek import PeekOffer
from .table import FeltTable
from .timeline import Timeline


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
    lit: tuple[tuple[LitCard, ...], bool] = ((), False)  # the hand's lit cards, and the strip shown


class FeltScene(FeltTable):
    """The table with its dealer (``self.dealer``) and the replay mode: what the window drives."""

    def __init__(self, rules: TableRules, parent: QWidget | None = None, *, laid_out: bool = True) -> None:
        super().__init__(rules, parent, laid_out=laid_out)
        self.dealer = Dealer(self)
        self.reveal_button.clicked.connect(lambda _action: self.reveal_all())
        self._live: LiveFelt | None = None  # the live table, put aside while a replay is shown

    # -- the dealer ------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.dealer.animating

    def skip_animations(self, *, reveal: bool = False) -> None:
        """Finish whatever is playing (and queued) at once (``Dealer.skip``)."""
        self.dealer.skip(reveal=reveal)

    @property
    def squeezing(self) -> bool:
        """Cards lie face down waiting for the player (``Dealer.squeezing``)."""
        return self.dealer.squeezing

    def squeezed_cards(self) -> list[CardItem]:
        """The cards waiting to be squeezed, in dealing order (tests, screenshots, the keyboard)."""
        return self.dealer.squeezed_cards()

    def reveal_all(self) -> None:
        """Turn every card of the squeeze over at once (the Reveal all button)."""
        self.dealer.reveal_all()

    def play_hand(self, result: HandResult, squeeze: frozenset[Hand] = frozenset()) -> None:
        """Animate a dealt coup: cards, totals, result, then the bets paid and collected. The cards
        of the ``squeeze`` hands arrive face down and the deal waits for the player to turn them.
        At a multiplier table the hand's lit cards (``result.lit``) are flashed before the first card."""

        def build() -> Timeline:
            self.lights.set_hand(result.lit)  # when the hand's turn comes: the last hand's stay till then
            return self.dealer.hand_timeline(result, squeeze)

        self.dealer.enqueue(build)

    def show_peek(self, first_four: Sequence[Card], offer: PeekOffer) -> None:
        """The Peek table's choice: the first four cards on the felt, the ``peek_cards`` shown face up
        and the rest face down (never named to a reader), and the panel with the coach open over the
        middle. Nothing is animated: the deal has stopped and waits for the choice (the last hand's
        cards, totals and words go first)."""
        self.skip_animations()
        self.dealer.enqueue(self.dealer.clear_timeline)
        self.skip_animations()
        shown = len(offer.shown)
        for i, (card, (hand, index)) in enumerate(zip(first_four, SHOW_ORDER, strict=True)):
            item = self.dealer.new_card(card, dealt_to=(hand, index - 1))
            target, rotation = self.card_place(hand, index - 1)
            item.setPos(target)
            item.setRotation(rotation)
            item.set_flip(1.0 if i < shown else 0.0)
        self.announcement.set_text("")
        self.explanation.set_text("")
        self.drop_bubbles()  # a refusal from the betting (Player and Banker at once) lay over the panel
        self.peek.set_offer(offer)
        self._place_peek()  # clear of the chips bet, as they stand now

    def deal_on_after_peek(self, result: HandResult) -> None:
        """The choice is made and the hand stored: the panel goes and the dealer deals on from the
        fifth card step, the first four cards staying where ``show_peek`` laid them."""
        self.close_peek()
        self.dealer.enqueue(lambda: self.dealer.peek_timeline(result))

    def close_peek(self) -> None:
        """The choice is made (or the hand set aside): the panel goes, the cards stay for the deal."""
        self.peek.set_offer(None)

    def show_shoe(self, start: ShoeStart) -> None:
        """A new shoe: its commitment, then the burn card turned and the burned cards counted."""
        self.dealer.enqueue(lambda: shoe_timeline(self.dealer, start))

    def clear_hand(self) -> None:
        """Betting has started: the last hand's cards go to the discard tray and its lit areas,
        totals and results go, as a dealer clears the layout (queued after anything playing)."""
        lit = any(item.highlighted for item in self.spots.values())
        if self._table_cards or self.personal.text or self._payout_items or lit:
            self.dealer.enqueue(self.dealer.clear_timeline)

            def bets_open() -> Timeline:  # the dealer's call while the bets go down
                timeline = self.dealer.new_timeline()
                timeline.call(0, lambda: self.announcement.set_text(_t("Felt", "Place your bets")))
                timeline.call(0, self.lights.clear)  # the last hand's lit cards go with its cards
                return timeline

            self.dealer.enqueue(bets_open)
        # (a new shoe's "Place your bets", its burn and its commitment stay while the chips go down)

    def restore_hand(self, result: HandResult, discards: int) -> None:
        """Reopened mid-shoe: the last hand lies on the felt as it was left (cards, totals, the result
        and the player's own, its lit cards), the cards before it in the discard tray. Nothing is
        animated."""
        self.lights.set_hand(result.lit)
        self.dealer.restore(result, discards)
        self.lights.show_strip()

    # -- the replay of a stored hand -------------------------------------------------------------
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
        lit: Sequence[LitCard] = (),
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
        self.plaque.set_replayed(sum(sum(chips) for chips in stacks.values()))
        self.banner.setPos(800, 8 + self.banner.boundingRect().height() / 2)
        self.show_bets(stacks)
        # The replayed hand's lit cards: its cards wear their tags and the call says what they did;
        # the strip stays hidden under the replay's banner, which takes the felt's top.
        self.lights.set_hand(lit, {spot: sum(chips) for spot, chips in stacks.items()})
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
            lit=(self.lights.lit, self.lights.strip.isVisible()),
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
        self.plaque.set_replayed(None)
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
        self.lights.set_hand(live.lit[0])
        if live.lit[1]:
            self.lights.show_strip()
        for spot, (visible, opacity, amount, chips) in live.stacks.items():
            if spot in self.stacks:
                stack = self.stacks[spot]
                stack.set_amount(amount, chips)
                self._seat(stack)  # where it stands in its zone at the felt's size now
                stack.setOpacity(opacity)
                stack.setVisible(visible)

    def replay(self, coup: Coup, title: str | None = None, net_cents: int | None = None) -> None:
        """Deal a stored coup on the felt (no bets are settled, nothing is stored); the replay mode
        (``begin_replay``) has already put the live cards aside."""
        called = _t("Felt", "Replay") if title is None else title

        def build() -> Timeline:
            timeline = self.dealer.new_timeline()
            self.dealer.clear_payouts()
            self.dealer.clear_result(timeline, 0)
            at = self._sweep_replay_cards(timeline, 0)

            def show_title() -> None:
                self.announcement.set_text(called)
                self.explanation.set_text("")

            timeline.call(at, show_title)
            at = self.dealer.deal_steps(timeline, coup, at + 300)
            at = self.dealer.announce_result(timeline, coup, at)
            timeline.call(at, lambda: self.personal.set_net(net_cents))  # the player's result then
            if self._live is not None:
                bet = self.plaque.replayed[0] if self.plaque.replayed is not None else 0
                timeline.call(at, lambda: self.plaque.set_replayed(bet, net_cents))
            timeline.call(at, self.replay_finished.emit)
            return timeline

        self.dealer.enqueue(build)

    def _sweep_replay_cards(self, timeline: Timeline, at: float) -> float:
        """A replay's own cards leave without touching the live discard count."""
        if self._live is None:
            return self.dealer.sweep_cards(timeline, at)
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
            timeline = self.dealer.new_timeline()
            timeline.call(0, lambda: self.notice.set_text(text))
            return timeline

        self.dealer.enqueue(build)
