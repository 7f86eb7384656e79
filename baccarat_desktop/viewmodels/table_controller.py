"""One table's controller: the bets being built (the engine's ``BetSlip`` checks each change), the
deal, the shoe, the session. It knows nothing of a window: it says what happened through its signals
and whoever shows the table renders it (a window may hold several). The reality check's reminders
are ``reality_check.RealityCheckTimer``'s, owned by the window.

Signals (facts, past tense):
    bets_changed(dict)            the chips on each spot changed (BetSpot -> list of chip cents)
    chip_selected(int)            the selected chip denomination, in cents
    bet_refused(object, str)      a spot (or None: the bets as a whole) and why the bet was refused,
                                  to show beside it
    shoe_started(ShoeStart)       a new shoe was stored: show the commitment and the burn
    cards_lit(tuple)              a multiplier table's hand lit these cards (LitCard, as drawn, stored
                                  with its bets): just before hand_dealt, to flash before any card
    hand_dealt(HandResult)        a coup was dealt and its bets saved: animate it, then finish_hand()
    hand_settled(HandResult)      the coup was stored; the bankroll has moved
    bankroll_changed(int)
    phase_changed(Phase)
    announced(str)                a dealer announcement ("Last hand", ...)
    session_started(int)          a new session id (the felt and scoreboard start afresh)
    cards_shown(int)              the felt has taken this many cards out of the shoe so far (the burn
                                  and the hand being dealt, card by card): what every counter shows
    result_shown(HandResult)      the felt has shown the result of the hand being dealt: the bankroll
                                  and the roads may move now (it is stored at hand_settled)
    storage_failed(object)        a StorageError: nothing was lost, but the user must act (when the
                                  file itself is gone, no bets are taken until it is put back)
    peek_offered(PeekPause)       a Peek table's hand stopped after its first four cards (its bets
                                  stored): show them and offer keep, double or triple; choose()
    seated(object)                the floor table the player sits at now (its key; None: he left it
                                  or sits at none). On a key the table deals on in that table's house
                                  shoe as it stands: its roads, counters and odds are the whole shoe's
                                  (the house's hands before he sat and his)

The deal is two-phase so a crash can never lose a bet: ``deal()`` stores the bets and shoe
position and deals in memory; the felt animates and then calls ``finish_hand()``, which stores
the hand. With no felt (tests, Instant speed) ``finish_hand()`` may be called at once.

At a Peek table a hand with a Player or Banker bet stops first: ``deal()`` stores the bets and emits
``peek_offered`` (phase CHOOSING: no chip, Deal, Rebet or Double); ``choose(choice)`` deals it with
the choice and stores it at once (so the choice is never offered again once later cards are known),
then emits ``hand_dealt`` as every deal; ``finish_hand()`` has nothing left to store.

Nothing on screen may run ahead of the cards: the engine has dealt the whole coup before the first
card leaves the shoe, so every view reads the *shown* state here (``cards_out_shown``,
``bankroll_shown_cents``, ``last_win_cents``), which the felt moves on card by card
(``show_cards_out``) and at the result (``show_result``).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..engine.bet_slip import BetSlip, Stacks, playable
from ..engine.bets import BetRefused, BetSpot, fees_cents, spot_refusal
from ..engine.cards import Card
from ..engine.coup import Hand
from ..engine.i18n import _t
from ..engine.money import CHIP_VALUES_CENTS, chip_text, chips_for, format_cents
from ..engine.multiplier import LitCard
from ..engine.peek import Choice
from ..engine.rules import TableRules
from ..engine.session import HandResult, ShoeStart
from ..storage.errors import StorageError
from ..storage.floor import FloorSeat
from ..storage.history import History
from ..storage.recorder import RecordedTable
from ..storage.rows import ShoeDeal
from .hand_store import hand_lost, hand_still_held
from .reopened import Welcome, reopened
from .settings import GameSettings
from .shoe_view import ReplayView, ShoeView, replayed_shoe, stored_shoe_deal


class Phase(enum.Enum):
    BETTING = "betting"
    DEALING = "dealing"
    CLOSED = "closed"  # the session ended (e.g. no money left): start a new session
    REPLAY = "replay"  # a stored hand is shown on the felt: no bets until the player leaves it
    CHOOSING = "choosing"  # a Peek table's hand waits for keep, double or triple (``choose``)


@dataclass(frozen=True, slots=True)
class PeekPause:
    """A Peek table's hand stopped after its first four cards: what the felt needs to offer the
    choice (the felt's ``PeekOffer.build`` asks the coach with these)."""

    bets: dict[BetSpot, int]  # as placed
    first_four: tuple[Card, ...]  # P1 B1 P2 B2: the deal after the choice deals these
    shown: tuple[Card, ...]  # the ones the table turns face up
    seen: tuple[Card, ...]  # every card the player saw in this shoe before the hand
    rules: TableRules
    bankroll_cents: int  # before the hand
    loss_limit_cents: int | None
    net_cents: int  # the session's result before the hand


class TableController(QObject):
    bets_changed = Signal(object)
    chip_selected = Signal(int)
    bet_refused = Signal(object, str)
    shoe_started = Signal(object)
    cards_lit = Signal(object)
    hand_dealt = Signal(object)
    hand_settled = Signal(object)
    bankroll_changed = Signal(int)
    phase_changed = Signal(object)
    announced = Signal(str)
    session_started = Signal(int)
    cards_shown = Signal(int)
    result_shown = Signal(object)
    storage_failed = Signal(object)
    peek_offered = Signal(object)
    seated = Signal(object)

    def __init__(
        self, table: RecordedTable, settings: GameSettings, *, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.settings = settings
        self._slip = BetSlip()  # the bets being built, each change checked by the engine
        self._last_bets: dict[BetSpot, int] = {}
        self._chip = CHIP_VALUES_CENTS[2]
        self._phase = Phase.BETTING
        self._before_replay = Phase.BETTING  # the phase a replay returns to
        self.last_result: HandResult | None = None
        self._cards_out: int | None = None  # cards out of the shoe as shown; None: as the shoe is
        self._result_shown: HandResult | None = None  # the hand being dealt, once its result is shown
        self._peek_result: HandResult | None = None  # a Peek hand stored at its choice, being shown
        self.peek_pause: PeekPause | None = None  # the Peek hand waiting for the choice
        self.welcome: Welcome | None = None
        self._restored_shoe_id: int | None = None  # the stored shoe of the last hand read back
        again = reopened(table)  # a session under way: its last stored hand is the last hand again
        if again is not None:
            self.last_result, self.welcome = again.last_hand, again.welcome
            self._restored_shoe_id, self._last_bets = again.shoe_id, dict(again.last_hand.bets)

    # -- state --------------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self._phase

    def _set_phase(self, phase: Phase) -> None:
        if phase is not self._phase:
            self._phase = phase
            self.phase_changed.emit(phase)

    @property
    def bankroll_cents(self) -> int:
        return self.table.bankroll_cents

    @property
    def bets(self) -> dict[BetSpot, int]:
        return self._slip.bets

    @property
    def stacks(self) -> Stacks:
        return self._slip.stacks

    @property
    def total_bet_cents(self) -> int:
        return self._slip.total_cents

    @property
    def fee_cents(self) -> int:
        """The multiplier table's fee on the bets on the table (0 elsewhere), taken with the stakes."""
        return fees_cents(self.bets, self.rules)

    @property
    def lit_cards(self) -> tuple[LitCard, ...]:
        """The lit cards of the hand being dealt (``cards_lit``); () between hands or without lights."""
        hand = self.table.hand_in_progress
        return hand.lit if hand is not None and self._phase is Phase.DEALING else ()

    @property
    def selected_chip(self) -> int:
        return self._chip

    @property
    def last_win_cents(self) -> int | None:
        """The last hand's result as the player has seen it (the hand being dealt counts once its
        result is shown)."""
        shown = self.shown_result
        return None if shown is None else shown.net_cents

    @property
    def shown_result(self) -> HandResult | None:
        """The latest hand whose result the felt has shown."""
        if self._result_shown is not None:
            return self._result_shown
        return self.last_result

    @property
    def bankroll_shown_cents(self) -> int:
        """The bankroll the player may see now: before the hand being dealt until its result is shown."""
        if self._result_shown is not None:
            return self._result_shown.bankroll_after_cents
        if self._peek_result is not None:  # stored at the choice; the felt has not shown it yet
            return self._peek_result.bankroll_before_cents
        return self.bankroll_cents

    @property
    def cards_out_shown(self) -> int:
        """Cards out of the shoe as the felt shows them (burn included): the counters read this, so a
        hand that will draw third cards is not given away when its first card leaves the shoe."""
        shoe = self.table.session.shoe
        actual = 0 if shoe is None else shoe.position
        return actual if self._cards_out is None else min(self._cards_out, actual)

    def show_cards_out(self, position: int) -> None:
        """The felt took a card out of the shoe: ``position`` cards are out now."""
        self._cards_out = position
        self.cards_shown.emit(self.cards_out_shown)

    def show_result(self, result: HandResult) -> None:
        """The felt shows the result of the hand being dealt: the money and roads may follow now."""
        if result not in (self.table.hand_in_progress, self._peek_result) or self._result_shown is result:
            return
        self._result_shown = result
        self._cards_out = None
        self.result_shown.emit(result)
        self.bankroll_changed.emit(self.bankroll_shown_cents)

    @property
    def rules(self) -> TableRules:
        return self.table.rules

    # -- where the player is (what the window shows; it never reaches into the table) -------------
    @property
    def session_id(self) -> int:
        return self.table.session_id

    @property
    def shoe_id(self) -> int | None:
        """The stored id of the shoe in play; None before the session's first shoe."""
        return self.table.shoe_id

    @property
    def history(self) -> History:
        """The hand log, for the views that read it (the scoreboard's stored shoes)."""
        return self.table.history

    @property
    def shoe_view(self) -> ShoeView | None:
        """The shoe in play as the felt shows it; None before the first shoe."""
        shoe = self.table.session.shoe
        if shoe is None:
            return None
        return ShoeView(
            self.table.session.shoe_no, len(shoe), shoe.cut_position, self.cards_out_shown, shoe.commitment
        )

    def squeezed_hands(self, result: HandResult) -> frozenset[Hand]:
        """The hands whose cards arrive face down for the player to squeeze (the Squeeze setting)."""
        return self.settings.squeeze.hands(dict(result.bets))

    @property
    def hands_in_shoe(self) -> int:
        """Hands of the shoe in play whose result is settled (a hand being dealt is not yet one)."""
        being_dealt = self.table.hand_in_progress is not None or self._peek_result is not None
        return self.table.session.hand_no - (1 if being_dealt else 0)

    # -- chips and bets -----------------------------------------------------------------------
    def chip_refusal(self, cents: int) -> str | None:
        """Why this chip cannot be picked now (a replay is on, or the bankroll cannot cover it); None
        if it can."""
        if self._phase is Phase.REPLAY:
            return _t("Table", "A replay is on the felt: no bets until you are back at the table")
        bankroll = self.bankroll_shown_cents
        if cents > bankroll:
            return _t("Table", "Your bankroll of {bankroll} cannot cover a {chip} chip").format(
                bankroll=format_cents(bankroll), chip=chip_text(cents)
            )
        return None

    def select_chip(self, cents: int) -> bool:
        """Pick a chip from the rack; one the bankroll cannot cover is not picked (returns False)."""
        if cents not in CHIP_VALUES_CENTS:
            raise ValueError(f"there is no {chip_text(cents)} chip")
        if self.chip_refusal(cents) is not None:
            return False
        self._chip = cents
        self.chip_selected.emit(cents)
        return True

    def select_chip_index(self, index: int) -> None:
        """Keys 1–6 pick the chips from the smallest up."""
        if 0 <= index < len(CHIP_VALUES_CENTS):
            self.select_chip(CHIP_VALUES_CENTS[index])

    def _fit_chip(self) -> None:
        """After the bankroll fell below the chip in hand: take the largest chip it still covers."""
        if self.chip_refusal(self._chip) is None:
            return
        covered = [c for c in CHIP_VALUES_CENTS if self.chip_refusal(c) is None]
        if covered:
            self._chip = covered[-1]
            self.chip_selected.emit(self._chip)

    def _betting_refusal(self) -> str | None:
        if self.table.history.gone is not None:
            return _t("Table", "The history file is gone: no bets are taken until it is back")
        if self._phase is Phase.DEALING:
            return _t("Table", "Wait for this hand to finish")
        if self._phase is Phase.CHOOSING:
            return _t("Peek", "Keep, double or triple first: the hand waits for your choice")
        if self._phase is Phase.CLOSED:
            return _t("Table", "This session is over: start a new session")
        if self._phase is Phase.REPLAY:
            return _t("Table", "A replay is on the felt: press Esc or Back to the table to bet")
        if self.table.session.loss_limit_reached:
            return _t("Table", "Your session loss limit is reached: betting is stopped")
        return None

    def _change(self, spot: BetSpot | None, change: Callable[[], object]) -> bool:
        """Make a change to the bets if the table takes bets now and the slip takes the change
        (limits, bankroll, loss limit); else say why, beside ``spot`` (None: the bets as a whole)."""
        refusal = self._betting_refusal()
        if refusal is not None:
            self.bet_refused.emit(spot, refusal)
            return False
        try:
            change()
        except BetRefused as exc:
            self.bet_refused.emit(exc.spot, exc.sentence)
            return False
        self.bets_changed.emit(self.stacks)
        return True

    def closed_spots(self) -> frozenset[BetSpot]:
        """Offered bets that take no chips now: Big and Small once the cut card is out."""
        if not self.table.session.is_last_hand:
            return frozenset()
        return frozenset(s for s in self.rules.offered if s.bet.closed_on_last_hand)

    def spot_refusal(self, spot: BetSpot) -> BetRefused | None:
        """Why ``spot`` takes no chips at all now (not offered here, or closed), in the engine's
        own words; None if it does (limits and bankroll are checked on the amounts)."""
        return spot_refusal(spot, self.rules, last_hand=self.table.session.is_last_hand)

    def place_chip(self, spot: BetSpot) -> bool:
        """Add the selected chip to a spot (a click on the felt)."""
        return self._change(spot, lambda: self._slip.place(spot, self._chip, self.table.session))

    def remove_chip(self, spot: BetSpot) -> bool:
        """Take back the last chip put on a spot (right-click or Shift+click)."""
        refusal = self._betting_refusal()
        if refusal is not None and self._phase is not Phase.BETTING:
            self.bet_refused.emit(spot, refusal)
            return False
        if not self._slip.take_back(spot):
            return False
        self.bets_changed.emit(self.stacks)
        return True

    def can_undo(self) -> bool:
        return self._phase is Phase.BETTING and self._slip.can_undo

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self._slip.undo()
        self.bets_changed.emit(self.stacks)
        return True

    def can_clear(self) -> bool:
        return self._phase is Phase.BETTING and bool(self.bets)

    def clear(self) -> bool:
        if not self.can_clear():
            return False
        self._slip.clear()
        self.bets_changed.emit({})
        return True

    def can_rebet(self) -> bool:
        return self._phase is Phase.BETTING and bool(self._last_bets) and not self.bets

    def rebet(self) -> bool:
        """Put back the bets of the last hand played, on the spots that take bets now (a side bet
        the table no longer offers, or Big and Small on the last hand, are left off and said so)."""
        if not self.can_rebet():
            return False
        session = self.table.session
        kept, dropped = playable({s: chips_for(a) for s, a in self._last_bets.items()}, session)
        placed = bool(kept) and self._change(None, lambda: self._slip.replace(kept, session))
        if dropped and (placed or not kept):
            self.bet_refused.emit(dropped[0].spot, dropped[0].sentence)
        return placed

    def can_double(self) -> bool:
        return self._phase is Phase.BETTING and bool(self.bets)

    def double(self) -> bool:
        """Double every bet on a spot that takes bets now."""
        if not self.can_double():
            return False
        return self._change(None, lambda: self._slip.double(self.table.session))

    def rebet_and_deal(self) -> HandResult | None:
        return self.deal() if self.rebet() else None

    # -- the deal -----------------------------------------------------------------------------
    def can_deal(self) -> bool:
        return self._phase is Phase.BETTING and self.table.history.gone is None

    def start(self) -> None:
        """After the window shows: finish a hand a crash interrupted, or bring the first shoe."""
        recovered = self.table.recovered
        if recovered is not None:
            self._slip.restore({spot: chips_for(amount) for spot, amount in recovered.bets})
            self.bets_changed.emit(self.stacks)
            self._cards_out = recovered.position_before
            self._set_phase(Phase.DEALING)
            self.announced.emit(_t("Table", "Resuming the hand that was interrupted"))
            if recovered.lit:
                self.cards_lit.emit(recovered.lit)
            self.hand_dealt.emit(recovered)
        elif self.table.awaiting_choice is not None:
            bets = self.table.awaiting_choice
            self._slip.restore({spot: chips_for(amount) for spot, amount in bets.items()})
            self.bets_changed.emit(self.stacks)
            self.announced.emit(_t("Table", "Resuming the hand that was interrupted"))
            self._stop_for_peek(bets, self.table.session.first_four())
        elif self.table.needs_new_shoe and self.table.shoe_id is None:
            self.new_shoe()  # the session's first shoe; a finished one waits for the next deal

    @property
    def shoe_finished(self) -> bool:
        """The shoe's last hand has been played: the next deal (or New shoe) brings a new one."""
        return self.table.shoe_id is not None and self.table.needs_new_shoe

    def deal(self) -> HandResult | None:
        """Deal a coup with the bets on the table (none is fine: watching the roads)."""
        if not self.can_deal():
            refusal = self._betting_refusal()
            if refusal is not None and self._phase is not Phase.DEALING:
                self.bet_refused.emit(None, refusal)
            return None
        bets = self.bets
        try:
            self._slip.check(self.table.session)
        except BetRefused as exc:
            self.bet_refused.emit(exc.spot, exc.sentence)
            return None
        try:
            if self.table.needs_new_shoe:
                self._start_shoe()
            if self.table.stops_for_peek(bets):
                first_four = self.table.begin_peek(bets)
            else:
                result = self.table.begin_hand(bets)
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return None
        if self.table.awaiting_choice is not None:
            self._slip.dealt()
            self._last_bets = dict(bets)
            if self.table.session.is_last_hand:
                self.announced.emit(_t("Table", "Last hand of the shoe"))
            self._stop_for_peek(bets, first_four)
            return None
        self._slip.dealt()
        self._cards_out = result.position_before  # the counters wait for the cards
        self._result_shown = None
        self._set_phase(Phase.DEALING)
        if result.bets:
            self._last_bets = dict(result.bets)
        if result.last_hand:  # not the hand that brings the cut card out: the one after it
            self.announced.emit(_t("Table", "Last hand of the shoe"))
        if result.lit:
            self.cards_lit.emit(result.lit)
        self.hand_dealt.emit(result)
        return result

    def _stop_for_peek(self, bets: dict[BetSpot, int], first_four: tuple[Card, ...]) -> None:
        """The Peek hand (its bets stored) waits for the choice: offer it."""
        session = self.table.session
        shoe = session.shoe
        assert shoe is not None
        self._cards_out = shoe.position  # the four cards are on the felt; the counters wait for them
        self._result_shown = None
        # The cards seen before this hand: all out of the shoe but the burn's face-down cards.
        seen = list(shoe.cards[: shoe.position])
        if shoe.burns and len(shoe) >= 11 and seen:
            del seen[1 : 1 + seen[0].rank.burn_count]
        self.peek_pause = PeekPause(
            dict(bets),
            first_four,
            first_four[: self.rules.peek_cards],
            tuple(seen),
            self.rules,
            session.bankroll_cents,
            session.loss_limit_cents,
            session.net_cents,
        )
        self._set_phase(Phase.CHOOSING)
        self.peek_offered.emit(self.peek_pause)

    def raise_refusal(self, choice: Choice) -> str | None:
        """Why ``choice`` cannot be taken on the hand waiting for it (None: it can, or no hand waits)."""
        bets = self.table.awaiting_choice
        return None if bets is None else self.table.session.raise_refusal(choice, bets)

    def choose(self, choice: Choice) -> HandResult | None:
        """The player's choice on the Peek hand waiting for it: deal it and store it, then deal it on
        the felt (``hand_dealt``); a refused raise is said (``bet_refused``) and the choice still waits."""
        if self._phase is not Phase.CHOOSING or self.table.awaiting_choice is None:
            return None
        try:
            result = self.table.choose(choice)
        except BetRefused as exc:
            self.bet_refused.emit(None, exc.sentence)
            return None
        except StorageError as exc:  # the pending hand is as it was: the choice waits
            self.storage_failed.emit(exc)
            return None
        self._peek_result, self.peek_pause = result, None
        self._set_phase(Phase.DEALING)
        self.hand_dealt.emit(result)
        return result

    @property
    def hand_waiting(self) -> bool:
        """A dealt hand is not stored yet, and ``finish_hand`` stores it (after a failed store too:
        its bets are in the file, stored before its first card was shown). What the window's
        dialog may promise; once the file no longer holds the hand, the phase is CLOSED instead."""
        return self._phase is Phase.DEALING

    def finish_hand(self) -> HandResult | None:
        """Store the hand the felt has finished showing; settle the ledger the player sees."""
        if self._phase is not Phase.DEALING:
            return None
        if self._peek_result is not None:  # stored at the choice
            result, self._peek_result = self._peek_result, None
            return self._settled(result)
        try:
            if self.table.hand_in_progress is None:  # a failed store could not read the file back
                self.table.reload()
                if self.table.hand_in_progress is None:
                    self.storage_failed.emit(self._hand_lost())
                    return None
            result = self.table.commit_hand()
        except StorageError as exc:  # told as it is if the hand waits in the file, else as lost
            self.storage_failed.emit(exc if hand_still_held(self.table, exc) else self._hand_lost())
            return None
        return self._settled(result)

    def _settled(self, result: HandResult) -> HandResult:
        """The hand is stored and the felt has shown it: the ledger the player sees moves on."""
        self.last_result = result
        self._result_shown = None
        self._cards_out = None
        self._slip.reset()
        self.bets_changed.emit({})
        self._set_phase(Phase.BETTING)
        self._fit_chip()
        self.bankroll_changed.emit(self.bankroll_cents)
        self.hand_settled.emit(result)
        if result.cut_card_came_out and not result.last_hand:
            self.announced.emit(_t("Table", "The cut card is out: one more hand, then a new shoe"))
        if self.table.session.loss_limit_reached:
            self.announced.emit(
                _t("Table", "Session loss limit of {limit} reached: betting is stopped").format(
                    limit=format_cents(self.table.session.loss_limit_cents or 0)
                )
            )
        if not self.table.can_continue():
            self._set_phase(Phase.CLOSED)
            self.announced.emit(_t("Table", "Your bankroll is spent: start a new session to play on"))
            seat = self.seat_key
            try:
                self.table.end_session()
            except StorageError as exc:  # the hand is stored; only the session's end waits
                self.storage_failed.emit(exc)
            if seat is not None and self.seat_key is None:
                self.seated.emit(None)  # the house deals on at the table he left
        elif result.last_hand:
            # The finished shoe stays on the roads (and its last hand on the felt) until the
            # player deals again or asks for a new shoe: that is when the dealer shuffles.
            self.announced.emit(_t("Table", "That was the shoe's last hand: the next deal brings a new shoe"))
        return result

    def _hand_lost(self) -> StorageError:
        """The file no longer holds the hand this table dealt: the session stops here, as the file
        holds it (no bets on the felt, nothing to deal), and a new session is the way on."""
        self._slip.reset()
        self._cards_out, self._result_shown = None, None
        self._set_phase(Phase.CLOSED)
        self.bets_changed.emit({})
        self.bankroll_changed.emit(self.bankroll_cents)
        return hand_lost(self.table)

    # -- the history file going away ---------------------------------------------------------
    def can_put_history_back(self) -> bool:
        return self.table.history.can_put_back()

    def put_history_back(self) -> bool:
        """After the file was deleted: the recovered copy goes back in its place and play goes on
        exactly where it was (a hand that could not be stored is stored by ``finish_hand``)."""
        try:
            self.table.history.put_back()
            self.table.reload()
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return False
        self._cards_out, self._result_shown = None, None
        self.bankroll_changed.emit(self.bankroll_cents)
        return True

    # -- a floor table ------------------------------------------------------------------------
    @property
    def seat_key(self) -> str | None:
        """The floor table the player sits at (the floor does not deal it), or None."""
        return self.table.seat_key

    @property
    def seat_name(self) -> str | None:
        """The floor table's name as a person reads it, while the player sits at one."""
        seat = self.table.seat
        return None if seat is None else seat.table.title

    def sit_refusal(self) -> str | None:
        """Why the player cannot change tables now (a hand is being dealt or replayed); None if he can."""
        if self._phase in (Phase.DEALING, Phase.CHOOSING):
            return _t("Lobby", "Finish the hand being dealt before changing tables")
        if self._phase is Phase.REPLAY:
            return _t("Table", "A replay is on the felt: press Esc or Back to the table to bet")
        if self._phase is Phase.CLOSED:
            return _t("Table", "This session is over: start a new session")
        return None

    def sit_at(self, seat: FloorSeat) -> bool:
        """Sit down at a floor table with this session's rules: the table deals on in its house shoe
        as it stands (``seated``); the player's own open shoe ends. Refused (said by ``bet_refused``)
        while a hand is dealt; ``storage_failed`` if the file cannot say."""
        if seat.key == self.seat_key:
            return True
        if not self.table.can_sit or seat.table.rules != self.rules:
            return False  # a stacked session's own cards, or the player kept his session's rules
        refusal = self.sit_refusal()
        if refusal is not None:
            self.bet_refused.emit(None, refusal)
            return False
        try:
            self.table.join(seat)
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return False
        self._cards_out, self._result_shown = None, None
        self.seated.emit(seat.key)
        self.bankroll_changed.emit(self.bankroll_cents)  # the felt and status read the shoe again
        return True

    def leave_seat(self) -> bool:
        """Stand up from the floor table (the house deals on from where the player stopped); the
        player's own shoe comes, with the same rules (``shoe_started``). False if he sat at none, or
        cannot now: mid-hand the refusal is said (``bet_refused``), as for changing tables."""
        if self.seat_key is None:
            return False
        refusal = self.sit_refusal()
        if refusal is not None:
            self.bet_refused.emit(None, refusal)
            return False
        try:
            start = self.table.leave()
        except StorageError as exc:
            self.storage_failed.emit(exc)
            self.seated.emit(self.seat_key)
            return False
        self.seated.emit(None)
        if start is not None:
            self._cards_out = 0
            self.shoe_started.emit(start)
        return True

    # -- shoes and sessions -------------------------------------------------------------------
    def _start_shoe(self) -> ShoeStart:
        start = self.table.start_shoe()
        self._cards_out = 0  # the burn is shown card by card
        self.shoe_started.emit(start)
        return start

    def stored_shoe(self) -> ShoeDeal | None:
        """The shoe in play as stored (``shoe_view.stored_shoe_deal``): what the odds panel rebuilds
        from when the program restarts mid-shoe. None, with ``storage_failed``, if the file cannot say."""
        try:
            return stored_shoe_deal(self.table)
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return None

    # -- a stored hand replayed on the felt ------------------------------------------------------
    def replay_refusal(self) -> str | None:
        """Why a replay cannot start now (a live hand is being dealt); None if it can."""
        if self._phase in (Phase.DEALING, Phase.CHOOSING):
            return _t("Table", "A hand is being dealt: replay once its cards are settled")
        return None

    def begin_replay(self) -> bool:
        """Betting stops while a stored hand is shown (the live bets stay, untouched); returns False
        while a live hand is dealt. A replay already on stays on."""
        if self.replay_refusal() is not None:
            return False
        if self._phase is not Phase.REPLAY:
            self._before_replay = self._phase
            self._set_phase(Phase.REPLAY)
        return True

    def end_replay(self) -> None:
        """Back to the live table, in the phase it was left in (betting, or a closed session)."""
        if self._phase is Phase.REPLAY:
            self._set_phase(self._before_replay)

    @property
    def replaying(self) -> bool:
        return self._phase is Phase.REPLAY

    def can_change_shoe(self) -> bool:
        return self._phase is Phase.BETTING

    def new_shoe(self) -> ShoeStart | None:
        """A fresh shuffle: the old shoe's seed is revealed, the new one's commitment shown."""
        if not self.can_change_shoe():
            return None
        try:
            return self._start_shoe()
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return None

    def new_session(self, settings: GameSettings | None = None) -> bool:
        """End this session and start another with the (possibly new) table rules and bankroll."""
        if self._phase in (Phase.DEALING, Phase.REPLAY, Phase.CHOOSING):
            return False
        if settings is not None:
            self.settings = settings
        was_seated = self.seat_key is not None
        try:
            if self._phase is not Phase.CLOSED:
                self.table.end_session()
            self.table = RecordedTable.open(
                self.table.history,
                rules=self.settings.table_rules(),
                bankroll_cents=self.settings.starting_bankroll_cents,
                loss_limit_cents=self.settings.loss_limit,
                new_session=True,
            )
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return False
        self._slip.reset()
        self._last_bets = {}
        self.last_result = None
        self._result_shown, self._cards_out, self.welcome = None, None, None
        self._set_phase(Phase.BETTING)
        self.session_started.emit(self.table.session_id)
        if was_seated:
            self.seated.emit(None)  # the house deals on at the table he left
        self.bets_changed.emit({})
        self.bankroll_changed.emit(self.bankroll_cents)
        self.new_shoe()
        return True

    def apply_settings(self, settings: GameSettings) -> bool:
        """Take new settings; returns True if the table rules differ (they apply to a new session)."""
        self.settings = settings
        return settings.table_rules() != self.table.rules or (
            settings.loss_limit != self.table.session.loss_limit_cents
        )

    # -- a table reopened mid-session --------------------------------------------------------
    def restored_hand(self) -> HandResult | None:
        """The stored hand to show on the felt at start: the shoe in play's last, if any."""
        result = self.last_result
        if result is None or self._restored_shoe_id != self.table.shoe_id or self.table.hand_in_progress:
            return None
        return result

    def restored_felt(self) -> tuple[HandResult | None, int] | None:
        """What the felt shows when the table reopens mid-shoe: the shoe's last stored hand (or None)
        and the cards in the discard tray before it. None when there is nothing to restore: no shoe
        yet, or an interrupted hand that ``start()`` deals again."""
        shoe = self.table.session.shoe
        if shoe is None or self.table.hand_in_progress is not None:
            return None
        hand = self.restored_hand()
        return hand, shoe.position - (hand.coup.cards_used if hand is not None else 0)

    def replay_view(self, shoe_id: int, hand_no: int, cards_used: int) -> ReplayView | None:
        """A stored hand's own shoe as its replay shows it (``shoe_view.replayed_shoe``). None, with
        ``storage_failed``, if the file cannot say."""
        try:
            return replayed_shoe(self.table.history, shoe_id, hand_no, cards_used)
        except StorageError as exc:
            self.storage_failed.emit(exc)
            return None
