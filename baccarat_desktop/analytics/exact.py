"""The exact side of every comparison: probabilities, payouts, house edges and spreads per bet.

Everything comes from the engine's full enumeration (``exact_odds``), never from a published
table, so the charts compare the history with the same numbers the rules engine is tested
against. Probabilities are for the first coup of a full shoe; later coups depend on the cards
already dealt, but averaged over a shoe they come out the same to well within any chart's band.

At a table that lights cards (the multiplier table) a bet's edge and spread come from
``multiplier.multiplier_prices`` instead: its pay lines are only the bases the lit cards multiply,
and every bet pays a fee (a bet's stored net includes it, docs/money.md).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from functools import lru_cache

from ..engine.bets import BetSpot
from ..engine.errors import DomainError
from ..engine.multiplier import WEIGHTS, MultiplierPrice, multiplier_prices
from ..engine.odds import Odds, exact_odds, full_shoe_cards
from ..engine.rules import TableRules
from .full_shoes import FULL_SHOES

__all__ = [
    "OUTCOMES",
    "OUTCOME_LABELS",
    "multiplier_full_shoe",
    "odds_for",
    "outcome_probability",
    "payout_distribution",
    "side_given_no_tie",
    "spot_edge",
    "spot_variance",
]

# The five things a hand can show, in chart order; each is also the name of a bet spot.
OUTCOMES: tuple[str, ...] = ("banker", "player", "tie", "player_pair", "banker_pair")


class _OutcomeLabels(Mapping[str, str]):
    """Each outcome's name as its bet spot says it, looked up when read: in the interface's
    language (the bet's name is translated when asked for, not when this module is imported)."""

    def __getitem__(self, outcome: str) -> str:
        if outcome not in OUTCOMES:
            raise KeyError(outcome)
        return BetSpot(outcome).label

    def __iter__(self) -> Iterator[str]:
        return iter(OUTCOMES)

    def __len__(self) -> int:
        return len(OUTCOMES)


OUTCOME_LABELS: Mapping[str, str] = _OutcomeLabels()


@lru_cache(maxsize=4)
def odds_for(decks: int) -> Odds:
    """Exact odds of a full shoe of ``decks`` decks: the 6- and 8-deck shoes the rules allow are read
    from their written-down counts (``full_shoes``: enumerating one costs 0.1-0.25 s of CPU, paid
    before a chart could draw), any other is enumerated (then cached)."""
    if decks not in FULL_SHOES:
        return exact_odds(full_shoe_cards(decks))
    counts, total, distribution, first_four = FULL_SHOES[decks]
    return Odds(
        counts,
        total,
        {(p, b, pc, bc): n for p, b, pc, bc, n in distribution},
        {(pp, bp, ps, bs): n for pp, bp, ps, bs, n in first_four},
        suited=True,
    )


def outcome_probability(outcome: str, decks: int = 8) -> Fraction:
    """P(Banker wins), P(Tie), P(Player Pair), ... for one hand from a full shoe."""
    return odds_for(decks).probability(outcome)


def side_given_no_tie(decks: int = 8) -> tuple[Fraction, Fraction]:
    """P(Banker | not a tie) and P(Player | not a tie): what a streak continues with."""
    odds = odds_for(decks)
    decided = odds.banker + odds.player
    return Fraction(odds.banker, decided), Fraction(odds.player, decided)


# The multiplier table's bets on a fresh 6- and 8-deck shoe with the published weights, as
# (payback per unit staked, mean square of the net per unit staked with the fee): what
# ``multiplier_prices(full_shoe_cards(decks))`` works out in 0.2-0.9 s of CPU, which the Statistics
# pane would pay on the GUI thread before its Money chart could draw. Written down from it;
# tests/analytics/test_exact.py compares them with it.
_MULTIPLIER_FULL_SHOES: dict[int, dict[BetSpot, tuple[str, str]]] = {
    6: {
        BetSpot.PLAYER: (
            "19947941174804662347/16860251278120250000",
            "16402172478979807006/5268828524412578125",
        ),
        BetSpot.BANKER: (
            "395096708603920896561/337205025562405000000",
            "709457328941393492563/259388481201850000000",
        ),
        BetSpot.TIE: (
            "18700845815074225815267/16523046252557845000000",
            "10346157022370312093226333/41307615631394612500000",
        ),
        BetSpot.PLAYER_PAIR: ("144189041/137462000", "43299200863/687310000"),
        BetSpot.BANKER_PAIR: ("144189041/137462000", "43299200863/687310000"),
    },
    8: {
        BetSpot.PLAYER: (
            "465967814934966899/393706524751312500",
            "47176325203361380963/14982720525258281250",
        ),
        BetSpot.BANKER: (
            "1264283726189059683901/1078755877818596250000",
            "828117548132054657839/299654410505165625000",
        ),
        BetSpot.TIE: (
            "4009936197034354526161/3523935867540747750000",
            "45963778112878689578650687/158577114039333648750000",
        ),
        BetSpot.PLAYER_PAIR: ("194954233/183430000", "59811885269/917150000"),
        BetSpot.BANKER_PAIR: ("194954233/183430000", "59811885269/917150000"),
    },
}


@lru_cache(maxsize=4)
def multiplier_full_shoe(decks: int) -> dict[BetSpot, MultiplierPrice]:
    """Every multiplier-table bet priced on a fresh shoe of ``decks`` decks with the published
    weights: the 6- and 8-deck shoes from their written-down prices, any other enumerated (then
    cached)."""
    if decks not in _MULTIPLIER_FULL_SHOES:
        return multiplier_prices(full_shoe_cards(decks), WEIGHTS)
    return {
        spot: MultiplierPrice(spot, Fraction(payback), Fraction(square))
        for spot, (payback, square) in _MULTIPLIER_FULL_SHOES[decks].items()
    }


def _multiplier_price(spot: BetSpot, rules: TableRules) -> MultiplierPrice:
    prices = multiplier_full_shoe(rules.decks)
    if spot not in prices:
        raise DomainError(f"the multiplier table takes no {spot.value} bet: it has no price there")
    return prices[spot]


def payout_distribution(spot: BetSpot, rules: TableRules) -> tuple[tuple[Fraction, Fraction], ...]:
    """(net result per unit staked, probability) for every way a bet on ``spot`` can end, from the
    catalogue's pay lines priced over a full shoe (suits included, so Perfect Pair is priced too).

    Uses exact ratios; the table rounds each payout down to the cent, which moves a real result
    by less than a cent per bet. A table that lights cards has no such list (a win pays its base
    times any product of multipliers): ``spot_edge`` and ``spot_variance`` price it by its moments.
    """
    if rules.variant.lit:
        raise DomainError("a multiplier table's bets are priced by their moments, not by pay lines")
    return tuple(odds_for(rules.decks).payout_distribution(spot, rules))


def spot_edge(spot: BetSpot, rules: TableRules) -> Fraction:
    """The house's expected gain per unit staked (pushes count as staked), under ``rules``; at a
    multiplier table with its lit cards and its fee (a fifth of the stake, in the stored net)."""
    if rules.variant.lit:
        return -_multiplier_price(spot, rules).expected
    return -sum((x * p for x, p in payout_distribution(spot, rules)), Fraction(0))


def spot_variance(spot: BetSpot, rules: TableRules) -> Fraction:
    """Variance of the net result of one unit staked: how far luck alone moves a result (at a
    multiplier table, the lit cards' products included)."""
    if rules.variant.lit:
        return _multiplier_price(spot, rules).variance
    dist = payout_distribution(spot, rules)
    mean = sum((x * p for x, p in dist), Fraction(0))
    return sum((x * x * p for x, p in dist), Fraction(0)) - mean * mean
