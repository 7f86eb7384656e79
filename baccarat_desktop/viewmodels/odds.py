"""The odds of the cards left: the table's Odds panel and the hand history's "odds before this hand".

Both price what a player has seen (the face-up burn card and the hands shown) against a full shoe
(``engine.odds.unseen_cards``): the cards burned face down and those behind the cut card stay
unseen, so the figures are exact for what the player knows and say nothing more.

The table's model learns of a hand only from ``hand_shown``, which the window calls once the felt
has shown the hand's result (``TableController.hand_settled`` comes after the deal's animation),
and of a new shoe's burn card only once the felt has turned it (``shoe_shown``): the panel can
never run ahead of the cards on the felt.

Pricing loads numpy and builds the fast pricer's plan (a quarter of a second the first time), so it
runs on a worker thread, never the GUI's; ``engine.fast`` is imported there, inside the function.

At a table that lights cards the pay lines are only bases: its bets are priced on the same unseen
cards by ``multiplier.multiplier_prices`` (the published lit-card weights and the fee included), about
0.2 s of CPU a composition, so the live model prices a mid-shoe start a few hands a job
(``LIT_BATCH``) and the panel fills in as they come.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.bets import BetSpot
from ..engine.cards import Card
from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.money import chip_text, format_cents, signed_cents
from ..engine.odds import BetPrice, ShoePrices
from ..engine.rules import TableRules
from ..engine.session import HandResult, ShoeStart
from .worker import Progress, Worker

if TYPE_CHECKING:
    import threading

    from ..storage.history import History
    from ..storage.rows import ShoeDeal
    from .table_controller import TableController

__all__ = [
    "LIT_BATCH",
    "STAKE_CENTS",
    "BetOdds",
    "HandOdds",
    "HandOddsModel",
    "OddsModel",
    "OddsView",
    "expected_text",
    "percent_text",
    "price_shoe",
    "price_unseen_cards",
    "table_fee",
]

STAKE_CENTS = 10_000  # the panel speaks of $100 on each bet
LIT_BATCH = 4  # compositions a job prices at a table that lights cards (~0.2 s each)

HEADER = QT_TRANSLATE_NOOP(
    "Odds", "What the cards left are worth: the average result of $100 on each bet in the next hand"
)
LIT_HEADER = QT_TRANSLATE_NOOP(
    "Multiplier",
    "What the cards left are worth: what each bet returns in the next hand, lit cards and fee included",
)


def per_stake_cents(expected: Fraction) -> int:
    """``expected`` (net per unit staked) on ``STAKE_CENTS``, to the nearest cent (half away from 0)."""
    value = expected * STAKE_CENTS
    rounded = (abs(value.numerator) * 2 + value.denominator) // (2 * value.denominator)
    return rounded if value >= 0 else -rounded


def expected_text(expected: Fraction) -> str:
    """'+$3.20', '-$1.06', '-$1.00': the average result of $100 staked, by the one money formatter,
    always with cents so a column of them lines up. A value above zero that rounds to nothing
    still reads as above zero, since the panel marks it."""
    cents = per_stake_cents(expected)
    if cents == 0 and expected != 0:
        return ("+" if expected > 0 else "-") + "<" + format_cents(1)
    return signed_cents(cents)


def percent_text(probability: Fraction) -> str:
    """'45.86%': two decimals, as a table's card prints them."""
    return f"{float(probability):.2%}"


def table_fee(rules: TableRules) -> Fraction:
    """The fee the panel's bets carry per unit staked: the multiplier table's on every bet, else 0."""
    if not rules.variant.lit:
        return Fraction(0)
    from ..engine.multiplier import FEE

    return FEE


def price_unseen_cards(decks: int, rules: TableRules, seen: Sequence[Card]) -> ShoePrices:
    """The next coup's prices for a player who has seen ``seen``: the fast pricer's, and at a table
    that lights cards its bets from ``multiplier_prices`` on the same unseen cards (each ``expected``
    the net per unit staked with the lit cards and the fee). Off the GUI thread."""
    from ..engine.fast.pricer import price_unseen

    prices = price_unseen(decks, rules, seen)
    if not rules.variant.lit:
        return prices
    from ..engine.multiplier import multiplier_prices
    from ..engine.odds import unseen_cards

    lit = multiplier_prices(unseen_cards(decks, seen))
    bets = tuple(BetPrice(spot, price.expected) for spot, price in lit.items() if spot in rules.offered)
    return dataclasses.replace(prices, bets=bets)


def price_shoe(
    decks: int, rules: TableRules, burn_card: Card | None, hands: Sequence[Sequence[Card]], start: int = 0
) -> list[ShoePrices]:
    """The prices before hands ``start``..``len(hands)`` of a shoe (the last: before the next
    hand). Loads the fast pricer: call it off the GUI thread."""
    seen: list[Card] = [burn_card] if burn_card is not None else []
    for cards in hands[:start]:
        seen += cards
    out: list[ShoePrices] = []
    for index in range(start, len(hands) + 1):
        out.append(price_unseen_cards(decks, rules, seen))
        if index < len(hands):
            seen += hands[index]
    return out


@dataclass(frozen=True, slots=True)
class BetOdds:
    """One offered bet as the panel shows it: its value now and, for the table, how often this
    shoe made it worth making; for a stored hand, what the player staked on it."""

    spot: BetSpot
    expected: Fraction  # mean net per unit staked: below zero the house's edge
    positive_hands: int = 0  # hands of this shoe (the next one included) it was positive before
    hands: int = 0  # hands of this shoe priced (the next one included)
    staked_cents: int = 0
    fee: Fraction = Fraction(0)  # per unit staked, paid on top of the stake (the multiplier table's)

    @property
    def label(self) -> str:
        return self.spot.label

    @property
    def favourable(self) -> bool:
        return self.expected > 0

    @property
    def value_text(self) -> str:
        return expected_text(self.expected)

    @property
    def per_outlay(self) -> Fraction:
        """What one unit paid out (the stake and its fee) brings back on average: 1 + the mean net
        over the outlay. Where there is no fee, the same as 1 + ``expected``."""
        return 1 + self.expected / (1 + self.fee)

    @property
    def return_text(self) -> str:
        """'98.63%': ``per_outlay`` as the multiplier table's column prints it."""
        return percent_text(self.per_outlay)

    @property
    def explanation(self) -> str:
        """One line for a favourable bet on the live shoe; '' for the others."""
        if not self.favourable:
            return ""
        return _t(
            "Odds", "{bet} favours you now: the cards left make it return {value} per {stake} on average"
        ).format(bet=self.label, value=self.value_text, stake=chip_text(STAKE_CENTS))

    @property
    def explanation_then(self) -> str:
        """The same for a stored hand, told in the past."""
        if not self.favourable:
            return ""
        return _t(
            "Odds",
            "{bet} favoured the player then: the cards left made it return {value} per {stake} on average",
        ).format(bet=self.label, value=self.value_text, stake=chip_text(STAKE_CENTS))

    @property
    def count_text(self) -> str:
        """'3 of 52': hands of this shoe before which this bet was worth making."""
        return _t("Odds", "{count} of {hands}").format(count=self.positive_hands, hands=self.hands)

    @property
    def worth_text(self) -> str:
        """For a bet the player made on a stored hand: was it worth making, on the cards left then?"""
        if not self.staked_cents:
            return ""
        if self.favourable:
            text = _t("Odds", "Your {staked} on {bet}: worth making ({value} per {stake} on average)")
        else:
            text = _t("Odds", "Your {staked} on {bet}: not worth making ({value} per {stake} on average)")
        return text.format(
            staked=format_cents(self.staked_cents),
            bet=self.label,
            value=self.value_text,
            stake=chip_text(STAKE_CENTS),
        )


@dataclass(frozen=True, slots=True)
class OddsView:
    """Everything one composition shows: the chances of the next hand and each offered bet."""

    cards_left: int
    banker: Fraction
    player: Fraction
    tie: Fraction
    bets: tuple[BetOdds, ...]
    fee: Fraction = Fraction(0)  # the multiplier table's: its bets' prices include it and the lit cards

    @classmethod
    def of(
        cls,
        prices: ShoePrices,
        history: Sequence[ShoePrices] = (),
        stakes: dict[BetSpot, int] | None = None,
        fee: Fraction = Fraction(0),
    ) -> OddsView:
        """``prices`` as shown; ``history``: every composition of this shoe priced so far (this one
        last), for the per-shoe counts; ``stakes``: the player's bets on a stored hand; ``fee``:
        the table's (``table_fee``)."""
        stakes = stakes or {}
        bets = []
        for bet in prices.bets:
            positive = sum(1 for p in history if (q := p.price(bet.spot)) is not None and q.favourable)
            bets.append(BetOdds(bet.spot, bet.expected, positive, len(history), stakes.get(bet.spot, 0), fee))
        return cls(prices.cards, prices.banker, prices.player, prices.tie, tuple(bets), fee)

    @property
    def lit(self) -> bool:
        """The bets are the multiplier table's: each price includes the lit cards and the fee."""
        return self.fee > 0

    @property
    def cards_text(self) -> str:
        return _tn("Odds", "{n} card(s) left unseen", self.cards_left).format(n=f"{self.cards_left:,}")

    @property
    def chances(self) -> tuple[tuple[str, str], ...]:
        """('Banker', '45.86%'), ('Player', ...), ('Tie', ...)."""
        return (
            ("Banker", percent_text(self.banker)),
            ("Player", percent_text(self.player)),
            ("Tie", percent_text(self.tie)),
        )

    @property
    def favourable(self) -> tuple[BetOdds, ...]:
        return tuple(b for b in self.bets if b.favourable)

    def bet(self, spot: BetSpot) -> BetOdds | None:
        return next((b for b in self.bets if b.spot is spot), None)


def _pricer(parent: QObject) -> Worker:
    """The worker both odds models price on (its answer: the prices, or the error to show)."""
    return Worker("odds", _t("Odds", "the odds could not be worked out"), parent)


class OddsModel(QObject):
    """The table's Odds panel: the cards shown in this shoe, the prices before each of its hands
    and before the next one, and whether the panel is on.

    The panel shows ``view`` (None until the first prices are in) and ``message``; it changes
    after ``changed``. Prices are worked out only while the panel is on (``set_enabled``); the
    cards shown are followed always, so turning it on mid-shoe prices the whole shoe.

    Signals:
        changed(): view, message or enabled changed.
    """

    changed = Signal()

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._enabled = False
        self._decks = controller.rules.decks
        self._rules = controller.rules
        self._burn: Card | None = None
        self._hands: list[tuple[Card, ...]] = []
        self._prices: list[ShoePrices] = []  # before hand 1, 2, ... of this shoe (and the next)
        self._shoe_known = False  # False between a new shoe and its burn being shown
        self._finished = False  # True from a shoe's last hand shown until the next shoe
        self._generation = 0  # a new shoe: answers for the old one are dropped
        self._error = ""
        self._worker = _pricer(self)

    # -- what the panel shows ---------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @property
    def hands_shown(self) -> int:
        """Hands of this shoe the player has seen (the model's idea, for tests)."""
        return len(self._hands)

    @property
    def prices(self) -> ShoePrices | None:
        """The latest prices worked out: before the next hand once ``up_to_date``; until then
        (a few milliseconds after a hand is shown) before the hand just shown, so the panel
        keeps what it showed instead of blinking."""
        return self._prices[-1] if self._shoe_known and self._prices else None

    @property
    def up_to_date(self) -> bool:
        """The prices are those before the next hand: every hand shown is counted."""
        return self._shoe_known and len(self._prices) == len(self._hands) + 1

    @property
    def view(self) -> OddsView | None:
        prices = self.prices
        return None if prices is None else OddsView.of(prices, self._prices, fee=table_fee(self._rules))

    @property
    def pending(self) -> bool:
        """Prices are being worked out."""
        return self._worker.busy

    @property
    def message(self) -> str:
        """What the panel says instead of (or above) the figures; '' when they are current."""
        if self._error:
            return self._error
        if self._finished:
            return _t(
                "Odds",
                "The shoe is finished: the next hand comes from a new shoe (priced once its burn shows).",
            )
        if not self._shoe_known:
            return _t("Odds", "A new shoe: the odds show once its burn card is turned.")
        if self.prices is None:
            return _t("Odds", "Working out the odds of the cards left…")
        if not self.up_to_date:
            return _t("Odds", "Bringing the odds up to the hands just shown…")
        return ""

    @property
    def header(self) -> str:
        if self._rules.variant.lit:  # the table's bets are its multiplied ones
            return _t("Multiplier", LIT_HEADER)
        return _t("Odds", HEADER)

    # -- intents and facts --------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        """The panel was turned on or off; turned on, it prices what it has not priced yet."""
        if on == self._enabled:
            return
        self._enabled = on
        self._kick()
        self.changed.emit()

    @Slot()
    def reload(self) -> None:
        """Rebuild from the stored shoe in play (a program restarted mid-shoe)."""
        deal = self._controller.stored_shoe()
        self._reset(known=deal is not None)
        if deal is not None:
            self._decks = deal.decks
            self._rules = deal.rules
            self._burn = deal.burn_card
            self._hands = [(*player, *banker) for _hid, player, banker in deal.hands]
        self._kick()
        self.changed.emit()

    @Slot(object)
    def shoe_started(self, _start: ShoeStart | None = None) -> None:
        """A new shoe (or session) came to the table: the old odds go; the new ones wait for the burn."""
        self._reset(known=False)
        self.changed.emit()

    @Slot()
    def shoe_finished(self) -> None:
        """The shoe's last hand is shown: its cards left will not be dealt, so their odds go."""
        self._reset(known=False)
        self._finished = True
        self.changed.emit()

    @Slot(object)
    def shoe_shown(self, start: ShoeStart) -> None:
        """The felt has turned the new shoe's burn card: price the shoe."""
        self._reset(known=True)
        self._burn = start.burn.shown if start.burn is not None else None
        self._kick()
        self.changed.emit()

    @Slot(object)
    def hand_shown(self, result: HandResult) -> None:
        """The felt has shown this hand's result: its cards are seen now."""
        if not self._shoe_known:
            return  # a shoe whose burn is not shown yet holds no hands the player saw
        self._hands.append((*result.coup.player, *result.coup.banker))
        self._kick()
        self.changed.emit()

    def wait(self, timeout: float = 30.0) -> bool:
        """Block until the prices asked for are in (tests, screenshots)."""
        while self._worker.busy:
            if not self._worker.wait(timeout):
                return False
        return True

    def close(self) -> None:
        self._worker.close()

    # -- pricing -----------------------------------------------------------------------------------
    def _reset(self, *, known: bool) -> None:
        self._worker.drop()
        self._generation += 1
        self._decks = self._controller.rules.decks
        self._rules = self._controller.rules
        self._burn = None
        self._hands = []
        self._prices = []
        self._error = ""
        self._shoe_known = known
        self._finished = False

    def _kick(self) -> None:
        """Price the compositions not priced yet, one job at a time, only while the panel is on."""
        if not self._enabled or not self._shoe_known or self._worker.busy or self._error:
            return
        start = len(self._prices)
        if start > len(self._hands):
            return
        decks, rules, burn, hands = self._decks, self._rules, self._burn, list(self._hands)
        if rules.variant.lit:  # ~0.2 s a composition: a few a job, so a mid-shoe start fills in
            hands = hands[: start + LIT_BATCH - 1]
        generation = self._generation
        self._worker.run(
            lambda _progress, _cancel: price_shoe(decks, rules, burn, hands, start),
            lambda result: self._priced(generation, start, result),
        )

    def _priced(self, generation: int, start: int, result: Any) -> None:
        if generation != self._generation or start != len(self._prices):
            self._kick()
            return
        if isinstance(result, BaseException):
            self._error = _t("Odds", "The odds cannot be worked out for this shoe: {error}").format(
                error=result
            )
        else:
            self._prices.extend(result)
        self.changed.emit()
        self._kick()  # hands shown while this job ran


@dataclass(frozen=True, slots=True)
class HandOdds:
    """The odds before one stored hand was dealt, with the player's bets on it."""

    hand_id: int
    hand_no: int  # in its shoe
    view: OddsView

    @property
    def staked(self) -> tuple[BetOdds, ...]:
        return tuple(b for b in self.view.bets if b.staked_cents)


class HandOddsModel(QObject):
    """The hand history's "Odds before this hand", worked out when a hand is chosen.

    The stored shoe is read on the GUI thread (one query, from the browser's own connection);
    the pricing runs on a worker. Answers are kept per hand, so going back to a hand is instant.
    ``hold()`` keeps the next request until ``release()`` (the browser's first paint): the first
    pricing in a process builds the kernel's tables for about a second, and on the worker then it
    would take the CPU and the interpreter from the browser's first page.

    Signals:
        changed(): ``odds``, ``message`` changed (for the hand asked last).
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = _pricer(self)
        self._cache: dict[int, HandOdds] = {}
        self._hand_id: int | None = None
        self._message = ""
        self._held = False
        self._kept: tuple[History, int, dict[BetSpot, int]] | None = None  # asked while held

    @property
    def hand_id(self) -> int | None:
        return self._hand_id

    @property
    def odds(self) -> HandOdds | None:
        return self._cache.get(self._hand_id) if self._hand_id is not None else None

    @property
    def message(self) -> str:
        return self._message

    def request(self, history: History, hand_id: int | None, stakes: dict[BetSpot, int]) -> None:
        """Show the odds before ``hand_id`` (None: no hand chosen)."""
        self._worker.drop()
        self._hand_id = hand_id
        self._message = ""
        self._kept = None
        if hand_id is None or hand_id in self._cache:
            self.changed.emit()
            return
        if self._held:
            self._kept = (history, hand_id, dict(stakes))
            self._message = _t("Odds", "Working out the odds before this hand…")
            self.changed.emit()
            return
        try:
            deals = history.shoe_deals([hand_id])
        except Exception as exc:  # storage problems are shown, never raised into the browser
            self._message = _t("Odds", "The odds before this hand cannot be read: {error}").format(error=exc)
            self.changed.emit()
            return
        deal: ShoeDeal | None = deals[0] if deals else None
        if deal is None or all(hid != hand_id for hid, _p, _b in deal.hands):
            self._message = _t("Odds", "This hand's shoe is not stored, so its odds cannot be worked out.")
            self.changed.emit()
            return
        seen = deal.seen_before(hand_id)
        hand_no = 1 + next(i for i, (hid, _p, _b) in enumerate(deal.hands) if hid == hand_id)
        decks, rules, stakes = deal.decks, deal.rules, dict(stakes)

        def work(_progress: Progress, _cancel: threading.Event) -> HandOdds:
            prices = price_unseen_cards(decks, rules, seen)
            return HandOdds(hand_id, hand_no, OddsView.of(prices, (), stakes, fee=table_fee(rules)))

        self._message = _t("Odds", "Working out the odds before this hand…")
        self._worker.run(work, self._priced)
        self.changed.emit()

    def _priced(self, result: Any) -> None:
        if isinstance(result, BaseException):
            self._message = _t("Odds", "The odds before this hand cannot be worked out: {error}").format(
                error=result
            )
        else:
            self._cache[result.hand_id] = result
            self._message = ""
        self.changed.emit()

    @property
    def busy(self) -> bool:
        """A pricing runs whose answer is still wanted (a held request is not one yet)."""
        return self._worker.busy

    def hold(self) -> None:
        """Keep requests from now on until ``release()``."""
        self._held = True

    def release(self) -> None:
        """Work out the request kept while held (if any); requests start at once again."""
        self._held = False
        kept, self._kept = self._kept, None
        if kept is not None:
            self.request(*kept)

    def wait(self, timeout: float = 30.0) -> bool:
        """Block until the chosen hand's odds are in (a held request is started first)."""
        self.release()
        return self._worker.wait(timeout)

    def close(self) -> None:
        self._kept = None
        self._worker.close()
