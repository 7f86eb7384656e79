"""Bet validation and settlement, all in integer cents, read from the bet catalogue.

What a bet pays, and how a payout is rounded, is the catalogue's (``catalogue.Bet.settle``);
this module applies it to the bets on the table and refuses what a table would refuse. At a table
that lights cards (``Variant.lit``: the multiplier table) each bet is settled by
``multiplier.settle`` (which rounds through ``Bet.settle`` too) and costs a fee beside its stake.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .catalogue import DEFAULT_SIDE_BETS, SIDE_SPOTS, BetRefused, BetSpot, Facts
from .coup import Coup
from .i18n import QT_TRANSLATE_NOOP, _t
from .money import MAX_CENTS, format_cents, is_cents
from .multiplier import AppliedMultiplier, LitCard, fee_for
from .multiplier import best_pays as lit_best_pays
from .multiplier import settle as lit_settle
from .peek import PEEK_SPOTS, Choice, PeekRules
from .peek import settle as peek_settle
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
    "fees_cents",
    "one_side_refusal",
    "outlay_cents",
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
    """The most these bets can win together (each at its top payout, at a multiplier table every
    card it reads lit at the top multiplier): an upper bound, never exceeded."""
    total = 0
    for spot, amount in bets.items():
        best = lit_best_pays(spot) if rules.variant.lit else spot.bet.best_pays(rules)
        total += amount * best.numerator // best.denominator
    return total


def fees_cents(bets: Mapping[BetSpot, int], rules: TableRules) -> int:
    """The fees these bets cost beside their stakes: the multiplier table's (``multiplier.fee_for``
    of each stake), the Peek table's on Player and Banker (on the stake as placed: a raise pays
    none), nothing at other tables."""
    if rules.variant.peek:
        return sum(fee_for(amount) for spot, amount in bets.items() if amount > 0 and spot in PEEK_SPOTS)
    if not rules.variant.lit:
        return 0
    return sum(fee_for(amount) for amount in bets.values() if amount > 0)


def outlay_cents(bets: Mapping[BetSpot, int], rules: TableRules) -> int:
    """What dealing these bets takes from the bankroll up front: the stakes and their fees."""
    return sum(bets.values()) + fees_cents(bets, rules)


@dataclass(frozen=True, slots=True)
class BetResult:
    """One settled bet. ``net_cents`` is what it did to the bankroll: at a multiplier table the fee
    is part of it (a push is ``-fee_cents``), and ``fee_cents`` says how much (docs/money.md)."""

    spot: BetSpot
    amount_cents: int  # the stake, never the fee
    net_cents: int  # what the player won (+), lost (−) or 0 on a push, the fee included
    commission_cents: int  # what the 5% commission (with rounding) kept from a Banker win
    fee_cents: int = 0  # the multiplier table's fee on this bet, kept whatever the result
    applied: tuple[AppliedMultiplier, ...] = ()  # the lit cards that multiplied a win

    @property
    def result(self) -> Result:
        return Result.of(self.net_cents)

    @property
    def product(self) -> int:
        """What the lit cards multiplied a win by (1 when none did)."""
        product = 1
        for applied in self.applied:
            product *= applied.multiplier
        return product


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
    def fee_cents(self) -> int:
        """The multiplier table's fees, taken with the stakes when the hand was dealt."""
        return sum(r.fee_cents for r in self.results)

    @property
    def returned_cents(self) -> int:
        """Chips that go back to the player: stakes of wins and pushes plus winnings (a fee never
        comes back)."""
        return self.wagered_cents + self.net_cents + self.fee_cents

    def net_for(self, spot: BetSpot) -> int:
        return sum(r.net_cents for r in self.results if r.spot is spot)


def settle(
    bets: Mapping[BetSpot, int],
    coup: Coup,
    rules: TableRules,
    lit: Sequence[LitCard] = (),
    choice: Choice = Choice.KEEP,
) -> Settlement:
    """Settle every bet on the table against a finished coup (rounding: ``catalogue.Bet.settle``).
    ``lit``: the hand's lit cards at a multiplier table (``multiplier.settle``, fee apart).
    ``choice``: at a Peek table, what the player did with the Player or Banker bet once the cards
    were shown (``bets`` are the stakes as placed; ``peek.settle``: the fee on those, the result
    ``amount_cents`` the stakes in play)."""
    results = []
    if rules.variant.peek:
        table = PeekRules(rules.peek_cards)
        for spot, amount in bets.items():
            if amount and spot in PEEK_SPOTS:
                p = peek_settle(spot, amount, choice, coup, table)
                results.append(BetResult(spot, p.in_play, p.total_net, p.commission, p.fee))
            elif amount:
                net, commission = spot.bet.settle(amount, Facts.of(coup), rules)
                results.append(BetResult(spot, amount, net, commission))
        return Settlement(tuple(results))
    if rules.variant.lit:
        for spot, amount in bets.items():
            if amount:
                s = lit_settle(spot, amount, coup, lit)
                results.append(BetResult(spot, amount, s.total_net, s.commission, s.fee, s.applied))
        return Settlement(tuple(results))
    facts = Facts.of(coup)
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


def one_side_refusal(
    bets: Mapping[BetSpot, int], rules: TableRules, spot: BetSpot | None = None
) -> BetRefused | None:
    """Why these bets back both Player and Banker at a Peek table (the raise goes on one of them), or
    None; ``spot``: the bet the refusal is about (the chip just put down), Banker by default."""
    if not rules.variant.peek or sum(1 for s in PEEK_SPOTS if bets.get(s, 0) > 0) < 2:
        return None
    return BetRefused(
        spot or BetSpot.BANKER,
        _t("Peek", "at the Peek table you back Player or Banker, not both: the raise goes on one of them"),
    )


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
    both = one_side_refusal(bets, rules)
    if both is not None:
        raise both
    fees = fees_cents(bets, rules)
    if total + fees > bankroll_cents and fees:
        raise BetRefused(
            None,
            _t(
                "Multiplier",
                "bets of {total} and their fee of {fee} are more than your bankroll of {bankroll}",
            ).format(
                total=format_cents(total), fee=format_cents(fees), bankroll=format_cents(bankroll_cents)
            ),
        )
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
