"""The strategy lab at the tables with a fee: the multiplier table (lit cards) and Peek (the raise).

Their sessions run on the reference engine (``fast.reference.fee_table_sessions``): the table's own
session deals and lights the cards from each shoe's seed, ``bets.settle`` settles in cents with the
20% fee, and Peek raises by the published play (``peek.fixed_play``). Flat betting's mean result per
unit staked must be the exact return (``multiplier_prices``, ``peek_returns``) within four standard
errors, on an explicit seed; each test also checks that a lab without the fee, without the
multipliers or without the raise would land outside that band.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from baccarat_desktop.engine.catalogue import BetSpot, Variant
from baccarat_desktop.engine.fast.lab import house_edge, run_lab
from baccarat_desktop.engine.multiplier import FEE, multiplier_prices
from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards
from baccarat_desktop.engine.peek import Choice, PeekRules, fixed_play, peek_returns
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.systems import LabSpec, System

MULTIPLIER = TableRules(variant=Variant.MULTIPLIER)
PEEK = TableRules(variant=Variant.PEEK)


def _flat(rules: TableRules, spot: BetSpot, sessions: int, hands: int, seed: int) -> tuple[float, int]:
    """Flat $5 on ``spot`` with a bankroll no session can spend: the mean net per unit staked."""
    spec = LabSpec(System.FLAT, spot, 500, 10**10, sessions, hands, rules, seed=seed)
    result = run_lab(spec, workers=1)
    assert result.sessions == sessions and not result.flags.any()
    assert (result.played == hands).all() and (result.wagered == 500 * hands).all()
    return int(result.net.sum()) / int(result.wagered.sum()), sessions * hands


def test_the_lab_at_the_multiplier_table_returns_the_exact_price_with_the_fee_and_the_multipliers() -> None:
    price = multiplier_prices(full_shoe_cards(8))[BetSpot.PLAYER]
    assert house_edge(BetSpot.PLAYER, MULTIPLIER) == -price.expected  # the lab's edge is the exact price
    mean, hands = _flat(MULTIPLIER, BetSpot.PLAYER, 30, 400, seed=11)
    band = 4 * math.sqrt(float(price.variance) / hands)
    assert abs(mean - float(price.expected)) < band, (mean, float(price.expected), band)
    no_fee = float(price.expected + FEE)
    classic = exact_odds(full_shoe_cards(8)).house_edge(BetSpot.PLAYER, TableRules())
    no_multiplier = float(-classic - FEE)
    assert abs(mean - no_fee) > 2 * band and abs(mean - no_multiplier) > 2 * band


def test_the_lab_at_the_peek_table_raises_by_the_published_play() -> None:
    returns = peek_returns(full_shoe_cards(8), PeekRules(PEEK.peek_cards))[BetSpot.BANKER]
    assert house_edge(BetSpot.BANKER, PEEK) == -returns.expected
    mean, hands = _flat(PEEK, BetSpot.BANKER, 40, 500, seed=5)
    band = 4 * 3 / math.sqrt(hands)  # a tripled Banker bet's net is within 3 stakes
    assert abs(mean - float(returns.expected)) < band, (mean, float(returns.expected), band)
    assert abs(mean - float(returns.keep)) > band and abs(mean - float(returns.keep + FEE)) > band


def test_the_published_play_is_the_full_shoe_coach_whose_return_the_odds_give() -> None:
    """One card shown: the play triples Player on a 6 to 9 and Banker on a 0 to 5 (docs/bets.md),
    so it triples Player for 4 ranks of 13, as ``peek_returns`` counts."""
    one = PeekRules(1)
    plays = {v: fixed_play(8, one, (v,)) for v in range(10)}
    assert all(plays[v] == (Choice.TRIPLE, Choice.KEEP) for v in range(6, 10))
    assert all(plays[v] == (Choice.KEEP, Choice.TRIPLE) for v in range(6))
    assert peek_returns(full_shoe_cards(8), one)[BetSpot.PLAYER].triples == Fraction(4, 13)
    two = PeekRules(2)
    assert fixed_play(8, two, (9, 0)) == (Choice.TRIPLE, Choice.KEEP)
    assert fixed_play(8, two, (3, 3)) == (Choice.KEEP, Choice.KEEP)


def test_every_system_plays_both_tables_in_whole_cents_within_its_bankroll() -> None:
    for rules, spot in ((MULTIPLIER, BetSpot.BANKER), (MULTIPLIER, BetSpot.TIE), (PEEK, BetSpot.PLAYER)):
        for system in System:
            spec = LabSpec(System.FLAT, spot, 500, 3_000, 4, 60, rules, seed=3).with_system(system)
            result = run_lab(spec, workers=1)
            assert result.sessions == 4 and result.net.dtype == np.int64
            assert (result.net >= -3_000).all() and (result.wagered > 0).all()
            assert (result.paths[:, 0] == 3_000).all() and (result.paths[:, -1] == 3_000 + result.net).all()
