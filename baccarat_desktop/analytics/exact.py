"""The exact side of every comparison: probabilities, payouts, house edges and spreads per bet.

Everything comes from the engine's full enumeration (``exact_odds``), never from a published
table, so the charts compare the history with the same numbers the rules engine is tested
against. Probabilities are for the first coup of a full shoe; later coups depend on the cards
already dealt, but averaged over a shoe they come out the same to well within any chart's band.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from functools import lru_cache

from ..engine.bets import BetSpot
from ..engine.odds import Odds, exact_odds, full_shoe_cards
from ..engine.rules import TableRules
from .full_shoes import FULL_SHOES

__all__ = [
    "OUTCOMES",
    "OUTCOME_LABELS",
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


def payout_distribution(spot: BetSpot, rules: TableRules) -> tuple[tuple[Fraction, Fraction], ...]:
    """(net result per unit staked, probability) for every way a bet on ``spot`` can end, from the
    catalogue's pay lines priced over a full shoe (suits included, so Perfect Pair is priced too).

    Uses exact ratios; the table rounds each payout down to the cent, which moves a real result
    by less than a cent per bet.
    """
    return tuple(odds_for(rules.decks).payout_distribution(spot, rules))


def spot_edge(spot: BetSpot, rules: TableRules) -> Fraction:
    """The house's expected gain per unit staked (pushes count as staked), under ``rules``."""
    return -sum((x * p for x, p in payout_distribution(spot, rules)), Fraction(0))


def spot_variance(spot: BetSpot, rules: TableRules) -> Fraction:
    """Variance of the net result of one unit staked: how far luck alone moves a result."""
    dist = payout_distribution(spot, rules)
    mean = sum((x * p for x, p in dist), Fraction(0))
    return sum((x * x * p for x, p in dist), Fraction(0)) - mean * mean
