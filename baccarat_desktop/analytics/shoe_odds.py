"""Shoe odds over a history: how often each bet was worth making, and what betting only then returned.

Before every stored hand, the cards the player had seen in that shoe (the face-up burn card and
the earlier hands) decide the exact odds of the next coup for the cards still unseen
(``engine.odds.unseen_cards``). Priced with the session's own table (variant, Tie payout, decks,
side bets offered), most bets never turn positive; a few side bets sometimes do late in a shoe.
This module counts, for every bet the tables offered, how many of the chosen hands it was priced
on and how many it had a positive expectation before, and plays "betting only then": one stake of
``STAKE_CENTS`` on each of those hands, settled by the catalogue from the hand's real cards, beside
the sum of those same bets' expectations, so the player sees luck (the result) against edge (the
expectation).

Choices made here, each for a reason:

* **Which hands.** The ids the Statistics pane's filter selects. Every hand of their shoes is read
  all the same: earlier hands decide what was left, whether chosen or not.
* **Exact.** Expectations are ``Fraction``s summed as such, and a $100 stake settles in whole
  cents on every pay line of the catalogue, so nothing is rounded until it is shown.
* **A shoe whose stored cards cannot come from its decks** (an old import, a stacked test shoe)
  is left out from that card on; its hands are counted in ``skipped`` and the pane says so.
* **Big and Small** are priced on every hand, also the last of a shoe where the table closes them:
  the stored shoe does not say which hand followed the cut card.
* **Cost.** About a millisecond a hand (``engine.fast.pricer``), so callers run it off the GUI
  thread; ``cancel`` is looked at before every hand and ``progress`` after every shoe.

The fast pricer (numpy) is imported inside ``shoe_odds``, never at import time (tests/test_layers.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

from ..engine.cards import Card
from ..engine.catalogue import BetSpot, Facts
from ..engine.coup import Coup
from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.money import chip_text, signed_cents
from ..engine.odds import CountsError, ShoePrices, shoe_prices, unseen_cards
from ..engine.rules import TableRules
from ..storage.history import History
from ..storage.rows import ShoeDeal

__all__ = [
    "EXPLANATION",
    "STAKE_CENTS",
    "BetEdge",
    "ShoeOddsReport",
    "shoe_odds",
    "signed_cents",
]

STAKE_CENTS = 10_000  # "betting $100 only then": every pay line settles $100 in whole cents

# The pane's explanation, in English; shown through _t("ShoeOdds", EXPLANATION).
EXPLANATION = QT_TRANSLATE_NOOP(
    "ShoeOdds",
    "Before each hand the game knows every card already dealt from the shoe, so it can work out exactly "
    "what each bet is worth for the cards still in it. A bet is positive when, for those cards, it pays "
    "back more than it takes on average. Most bets never are: the house keeps its edge. A few side bets "
    "(the pairs, Dragon 7, Panda 8) sometimes turn positive late in a shoe, when the cards left happen "
    "to suit them. The table shows how often each bet was positive before the hands chosen, and "
    "what $100 on it before each of those hands, and only those, would have returned. “Expected” is "
    "what those bets were worth by the odds; the gap between the two is luck.",
)


def _cents(value: Fraction) -> int:
    """An exact amount of cents rounded to the nearest cent, for showing only (half away from 0)."""
    whole = abs(value.numerator) * 2 + value.denominator
    rounded = whole // (2 * value.denominator)
    return rounded if value >= 0 else -rounded


def _percent(part: int, whole: int) -> str:
    """0.33%, 4.1%, 12%: a rare but real event is never shown as 0% nor a near-certain one as 100%."""
    if whole == 0 or part == 0:
        return "0%"
    if part == whole:
        return "100%"
    share = part / whole
    if share < 0.0001:
        return _t("ShoeOdds", "under 0.01%")
    if share > 0.995:
        return _t("ShoeOdds", "over 99%")
    return f"{share:.2%}" if share < 0.01 else f"{share:.1%}" if share < 0.1 else f"{share:.0%}"


@dataclass(frozen=True, slots=True)
class BetEdge:
    """One bet over the chosen hands: how often it was worth making, and betting it only then.

    Money per unit staked is exact (``Fraction``); ``returned_cents`` is what ``STAKE_CENTS`` on
    each favourable hand really made, settled by the catalogue.
    """

    spot: BetSpot
    priced: int  # hands priced at tables offering this bet
    positive: int  # hands before which its expectation was above zero
    expected_all: Fraction  # sum over every priced hand of its expectation per unit staked
    expected_positive: Fraction  # the same sum over the favourable hands only
    returned: Fraction  # net per unit staked, summed over the favourable hands (what happened)
    returned_cents: int  # STAKE_CENTS on each favourable hand: the real net, in cents
    won: int  # favourable hands on which the bet won (paid more than the stake back)
    best: Fraction  # the highest expectation before any priced hand
    cards_left: int  # unseen cards before the favourable hands, summed (how late in a shoe)

    @property
    def label(self) -> str:
        return self.spot.label

    @property
    def share(self) -> Fraction:
        return Fraction(self.positive, self.priced) if self.priced else Fraction(0)

    @property
    def mean_expected(self) -> Fraction:
        """The bet's average expectation per unit over every hand priced (minus the house edge)."""
        return self.expected_all / self.priced if self.priced else Fraction(0)

    @property
    def expected_cents(self) -> Fraction:
        """What ``STAKE_CENTS`` on each favourable hand was expected to make, exactly."""
        return self.expected_positive * STAKE_CENTS

    # -- words for the pane (in the interface's language: context "ShoeOdds") ----------------------
    @property
    def positive_text(self) -> str:
        """'Positive before 41 of 12,300 hands (0.33%)', or 'Never positive in 12,300 hands'."""
        if not self.positive:
            return _tn("ShoeOdds", "Never positive in {n} hand(s)", self.priced).format(n=f"{self.priced:,}")
        text = _tn("ShoeOdds", "Positive before {positive} of {n} hand(s) ({share})", self.priced)
        return text.format(positive=f"{self.positive:,}", n=f"{self.priced:,}", share=self.share_text)

    @property
    def share_text(self) -> str:
        """'0.33%': the share of hands it was positive before, never shown as 0% or 100% untruly."""
        return _percent(self.positive, self.priced)

    @property
    def when_text(self) -> str:
        """'38 cards left on average': how late in a shoe the favourable hands came."""
        if not self.positive:
            return ""
        cards = round(Fraction(self.cards_left, self.positive))
        return _tn("ShoeOdds", "{n} card(s) left on average", cards).format(n=f"{cards:,}")

    @property
    def returned_text(self) -> str:
        """'returned +$2,310 on 41 bets': $100 on each favourable hand, settled from its cards."""
        text = _tn("ShoeOdds", "returned {amount} on {n} bet(s)", self.positive)
        return text.format(amount=signed_cents(self.returned_cents), n=f"{self.positive:,}")

    @property
    def result_text(self) -> str:
        """'+$2,310 on 41 bets': ``returned_text`` without its verb, for the table's cell."""
        text = _tn("ShoeOdds", "{amount} on {n} bet(s)", self.positive)
        return text.format(amount=signed_cents(self.returned_cents), n=f"{self.positive:,}")

    @property
    def expected_text(self) -> str:
        """'expected +$190': what those same bets were worth, by the odds before each."""
        return _t("ShoeOdds", "expected {amount}").format(amount=signed_cents(_cents(self.expected_cents)))

    @property
    def only_then_text(self) -> str:
        """'Betting $100 only then: returned +$2,310 on 41 bets (expected +$190)'; '' when never."""
        if not self.positive:
            return ""
        text = _tn(
            "ShoeOdds",
            "Betting {stake} only then: returned {amount} on {n} bet(s) (expected {expected})",
            self.positive,
        )
        return text.format(
            stake=chip_text(STAKE_CENTS),
            amount=signed_cents(self.returned_cents),
            n=f"{self.positive:,}",
            expected=signed_cents(_cents(self.expected_cents)),
        )

    @property
    def mean_cents(self) -> int:
        """The bet's expectation for ``STAKE_CENTS`` over every hand (minus the house edge), to the cent."""
        return _cents(self.mean_expected * STAKE_CENTS)

    @property
    def best_cents(self) -> int:
        """Its expectation for ``STAKE_CENTS`` before the hand that suited it most, to the cent."""
        return _cents(self.best * STAKE_CENTS)

    @property
    def usual_text(self) -> str:
        """'-$1.06 per $100 on average, +$12.40 at best'."""
        return _t("ShoeOdds", "{average} per {stake} on average, {best} at best").format(
            average=signed_cents(self.mean_cents),
            stake=chip_text(STAKE_CENTS),
            best=signed_cents(self.best_cents),
        )


@dataclass(frozen=True, slots=True)
class ShoeOddsReport:
    """Every offered bet over the chosen hands, in the catalogue's order."""

    bets: tuple[BetEdge, ...]
    hands: int  # hands priced
    shoes: int  # shoes they came from
    skipped: tuple[int, ...]  # ids of chosen hands that could not be priced (impossible stored cards)
    seconds: float

    def edge(self, spot: BetSpot) -> BetEdge | None:
        return next((b for b in self.bets if b.spot is spot), None)

    @property
    def favourable(self) -> tuple[BetEdge, ...]:
        """The bets that were worth making before at least one hand."""
        return tuple(b for b in self.bets if b.positive)

    @property
    def summary(self) -> str:
        """Two or three sentences above the table: what was priced, what turned positive, what was
        left out. A sentence after the first starts with its space (a Chinese one drops it)."""
        if self.shoes != 1:
            text = _t("ShoeOdds", "{hands} hands in {shoes} shoes priced exactly ({seconds} s).")
        elif self.hands == 1:
            text = _t("ShoeOdds", "1 hand in 1 shoe priced exactly ({seconds} s).")
        else:
            text = _t("ShoeOdds", "{hands} hands in 1 shoe priced exactly ({seconds} s).")
        text = text.format(hands=f"{self.hands:,}", shoes=f"{self.shoes:,}", seconds=f"{self.seconds:.1f}")
        good = self.favourable
        if not good:
            text += _t(
                "ShoeOdds", " No bet was ever positive before them: the house kept its edge every time."
            )
        elif len(good) == 1:
            text += _t("ShoeOdds", " Only {bet} was ever positive, before {n} of them.").format(
                bet=good[0].label, n=f"{good[0].positive:,}"
            )
        else:
            text += _t(
                "ShoeOdds", " {good} of the {bets} bets offered were positive before some of them."
            ).format(good=f"{len(good):,}", bets=f"{len(self.bets):,}")
        if len(self.skipped) == 1:
            text += _t(
                "ShoeOdds", " 1 hand was left out: its shoe's stored cards cannot come from its decks."
            )
        elif self.skipped:
            text += _t(
                "ShoeOdds",
                " {n} hands were left out: their shoes' stored cards cannot come from their decks.",
            ).format(n=f"{len(self.skipped):,}")
        return text


class _Tally:
    """One bet's running sums while the shoes are priced."""

    __slots__ = (
        "best",
        "cards_left",
        "expected_all",
        "expected_positive",
        "positive",
        "priced",
        "returned",
        "returned_cents",
        "won",
    )

    def __init__(self) -> None:
        self.priced = self.positive = self.returned_cents = self.won = self.cards_left = 0
        self.expected_all = self.expected_positive = self.returned = Fraction(0)
        self.best: Fraction | None = None

    def frozen(self, spot: BetSpot) -> BetEdge:
        return BetEdge(
            spot,
            self.priced,
            self.positive,
            self.expected_all,
            self.expected_positive,
            self.returned,
            self.returned_cents,
            self.won,
            self.best if self.best is not None else Fraction(0),
            self.cards_left,
        )


def _facts(player: tuple[Card, ...], banker: tuple[Card, ...]) -> Facts:
    """What the catalogue settles a stored hand on (the same ``Facts.of`` the table used)."""
    return Facts.of(Coup(player, banker, ()))


def _take(counts: dict[Card, int], cards: Iterable[Card]) -> bool:
    """Take seen cards out of the unseen ones; False when the decks never held that many of one."""
    for card in cards:
        if counts[card] == 0:
            return False
        counts[card] -= 1
    return True


def _tally(tallies: dict[BetSpot, _Tally], prices: ShoePrices, facts: Facts, rules: TableRules) -> None:
    """Count one priced hand: every bet's expectation, and for the favourable ones the real result."""
    for price in prices.bets:
        tally = tallies.get(price.spot)
        if tally is None:
            tally = tallies[price.spot] = _Tally()
        expected = price.expected
        tally.priced += 1
        tally.expected_all += expected
        if tally.best is None or expected > tally.best:
            tally.best = expected
        if expected > 0:
            bet = price.spot.bet
            line = bet.line_for(facts, rules)
            net = Fraction(-1) if line is None else line.net_per_unit
            tally.positive += 1
            tally.expected_positive += expected
            tally.returned += net
            tally.returned_cents += bet.settle(STAKE_CENTS, facts, rules)[0]
            tally.won += net > 0
            tally.cards_left += prices.cards


def shoe_odds(
    history: History,
    hand_ids: Iterable[int],
    *,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> ShoeOddsReport | None:
    """Price the chosen hands from their stored shoes and tally every offered bet (see the module's
    docstring). ``progress(done, total)`` in hands after each shoe; None if ``cancel`` was set."""
    from ..engine.fast.pricer import fast_odds

    start = time.perf_counter()
    wanted = {int(i) for i in hand_ids}
    deals: list[ShoeDeal] = history.shoe_deals(wanted) if wanted else []
    total = sum(1 for deal in deals for hid, _p, _b in deal.hands if hid in wanted)
    tallies: dict[BetSpot, _Tally] = {}
    done = 0
    shoes = 0
    skipped: list[int] = []
    for deal in deals:
        rules = deal.rules
        counts = unseen_cards(deal.decks, [])
        intact = _take(counts, [deal.burn_card] if deal.burn_card is not None else [])
        priced_here = False
        for hid, player, banker in deal.hands:
            if cancel is not None and cancel.is_set():
                return None
            chosen = hid in wanted
            if chosen and intact:
                try:
                    prices = shoe_prices(fast_odds(counts), rules)
                except CountsError:  # fewer than six cards unseen: not a shoe the game deals
                    intact = False
                else:
                    _tally(tallies, prices, _facts(player, banker), rules)
                    done += 1
                    priced_here = True
            if chosen and not intact:
                skipped.append(hid)
            intact = intact and _take(counts, (*player, *banker))
        shoes += priced_here
        if progress is not None:
            progress(done, total)
    bets = tuple(tallies[spot].frozen(spot) for spot in BetSpot if spot in tallies)
    return ShoeOddsReport(bets, done, shoes, tuple(skipped), time.perf_counter() - start)
