"""Bet validation and settlement, all in integer cents, read from the bet catalogue.

What a bet pays, and how a payout is rounded, is the catalogue's (``catalogue.Bet.settle``);
this module applies it to the bets on the table and refuses what a table would refuse.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .catalogue import DEFAULT_SIDE_BETS, SIDE_SPOTS, BetRefused, BetSpot, Facts
from .coup import Coup
from .i18n import QT_TRANSLATE_NOOP, _t
from .money import MAX_CENTS, format_cents, is_cents
from .rules import TableRules

__all__ = [
    "BetRefused",
    "BetResult",
    "BetSpot",
    "Result",
    "Settlement",
    "best_win_cents",
    "bets_taken",
    "check_bets",
    "over_maximum",
    "settle",
    "side_bets_offering",
    "spot_refusal",
    "under_minimum",
]


class Result(enum.Enum):
    """How a bet came out, or a hand's bets together (the hand browser also asks for "no bet")."""

    WON = "won"
    LOST = "lost"
    PUSH = "push"
    NO_BET = "no_bet"

    @property
    def label(self) -> str:
        return _t("Bets", _RESULT_LABELS[self.value])

    @classmethod
    def of(cls, net_cents: int) -> Result:
        """A bet's (or a hand's bets') result from what it won: more than nothing, less, or nothing."""
        if net_cents > 0:
            return cls.WON
        return cls.LOST if net_cents < 0 else cls.PUSH


_RESULT_LABELS = {
    "won": QT_TRANSLATE_NOOP("Bets", "Won"),
    "lost": QT_TRANSLATE_NOOP("Bets", "Lost"),
    "push": QT_TRANSLATE_NOOP("Bets", "Push"),
    "no_bet": QT_TRANSLATE_NOOP("Bets", "No bet"),
}


def best_win_cents(bets: Mapping[BetSpot, int], rules: TableRules) -> int:
    """The most these bets can win together (each at its top payout): an upper bound, never exceeded."""
    total = 0
    for spot, amount in bets.items():
        best = spot.bet.best_pays(rules)
        total += amount * best.numerator // best.denominator
    return total


@dataclass(frozen=True, slots=True)
class BetResult:
    spot: BetSpot
    amount_cents: int
    net_cents: int  # what the player won (+), lost (−) or 0 on a push
    commission_cents: int  # what the 5% commission (with rounding) kept from a Banker win

    @property
    def result(self) -> Result:
        return Result.of(self.net_cents)


@dataclass(frozen=True, slots=True)
class Settlement:
    results: tuple[BetResult, ...]

    @property
    def wagered_cents(self) -> int:
        return sum(r.amount_cents for r in self.results)

    @property
    def net_cents(self) -> int:
        return sum(r.net_cents for r in self.results)

    @property
    def commission_cents(self) -> int:
        return sum(r.commission_cents for r in self.results)

    @property
    def returned_cents(self) -> int:
        """Chips that go back to the player: stakes of wins and pushes plus winnings."""
        return self.wagered_cents + self.net_cents

    def net_for(self, spot: BetSpot) -> int:
        return sum(r.net_cents for r in self.results if r.spot is spot)


def settle(bets: Mapping[BetSpot, int], coup: Coup, rules: TableRules) -> Settlement:
    """Settle every bet on the table against a finished coup (rounding: ``catalogue.Bet.settle``)."""
    facts = Facts.of(coup)
    results = []
    for spot, amount in bets.items():
        if amount == 0:
            continue
        net, commission = spot.bet.settle(amount, facts, rules)
        results.append(BetResult(spot, amount, net, commission))
    return Settlement(tuple(results))


def spot_refusal(spot: BetSpot, rules: TableRules, *, last_hand: bool = False) -> BetRefused | None:
    """Why ``spot`` takes no bet at all now (the table does not offer it, or it is closed for the
    last hand), or None: what a table says before it looks at the amount."""
    if not rules.offers(spot):
        return BetRefused(spot, _t("Refusals", "this table does not offer {bet}").format(bet=spot.label))
    if last_hand and spot.bet.closed_on_last_hand:
        return BetRefused(
            spot,
            _t("Refusals", "{bet} is closed for the last hand of the shoe: the cut card has come out").format(
                bet=spot.label
            ),
        )
    return None


def under_minimum(spot: BetSpot, amount_cents: int, rules: TableRules) -> BetRefused | None:
    """Why ``amount_cents`` on ``spot`` is too little to deal (``TableRules.limits``), or None."""
    low = rules.limits(spot)[0]
    if amount_cents >= low:
        return None
    return BetRefused(
        spot,
        _t("Refusals", "{amount} on {bet} is under the minimum of {minimum}").format(
            amount=format_cents(amount_cents), bet=spot.label, minimum=format_cents(low)
        ),
    )


def over_maximum(spot: BetSpot, amount_cents: int, rules: TableRules) -> BetRefused | None:
    """Why ``amount_cents`` on ``spot`` is more than the table takes (``TableRules.limits``), or None."""
    high = rules.limits(spot)[1]
    if amount_cents <= high:
        return None
    return BetRefused(
        spot,
        _t("Refusals", "{amount} on {bet} is over the maximum of {maximum}").format(
            amount=format_cents(amount_cents), bet=spot.label, maximum=format_cents(high)
        ),
    )


def bets_taken(bets: Mapping[BetSpot, int], *, last_hand: bool) -> dict[BetSpot, int]:
    """``bets`` less those a table closes for this hand (Big and Small on the last hand): what a
    player with fixed bets (autoplay, simulated histories) puts down."""
    return {spot: amount for spot, amount in bets.items() if not (last_hand and spot.bet.closed_on_last_hand)}


def side_bets_offering(spots: Iterable[BetSpot]) -> tuple[BetSpot, ...]:
    """The usual side bets plus every side bet among ``spots``: a table that takes them all."""
    chosen = {*DEFAULT_SIDE_BETS, *spots}
    return tuple(spot for spot in SIDE_SPOTS if spot in chosen)


def check_bets(
    bets: Mapping[BetSpot, int], rules: TableRules, bankroll_cents: int, *, last_hand: bool = False
) -> None:
    """Refuse what a table would refuse (``BetRefused``, with a sentence a player understands and the
    spot it is about); return if all is well. ``last_hand``: the cut card is out."""
    total = 0
    for spot, amount in bets.items():
        if not isinstance(spot, BetSpot):
            raise BetRefused(None, f"{spot!r} is not a bet spot")
        if not is_cents(amount):
            raise BetRefused(spot, f"a bet is a whole number of cents, not {amount!r}")
        if amount < 0:
            raise BetRefused(spot, _t("Refusals", "a bet on {bet} cannot be negative").format(bet=spot.label))
        if amount == 0:
            continue
        closed = spot_refusal(spot, rules, last_hand=last_hand)
        if closed is not None:
            raise closed
        limit = under_minimum(spot, amount, rules) or over_maximum(spot, amount, rules)
        if limit is not None:
            raise limit
        total += amount
    if total > bankroll_cents:
        raise BetRefused(
            None,
            _t("Refusals", "bets of {total} are more than your bankroll of {bankroll}").format(
                total=format_cents(total), bankroll=format_cents(bankroll_cents)
            ),
        )
    if bankroll_cents + best_win_cents(bets, rules) > MAX_CENTS:
        raise BetRefused(
            None,
            _t(
                "Refusals",
                "a win on these bets could lift your bankroll above {most}, the most Baccarat Desktop "
                "can hold: bet less",
            ).format(most=format_cents(MAX_CENTS)),
        )
