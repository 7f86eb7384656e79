"""The exact side of every comparison agrees with the engine's enumeration and docs/rules.md."""

from __future__ import annotations

from fractions import Fraction

import pytest

from baccarat_desktop.analytics.exact import (
    OUTCOMES,
    multiplier_full_shoe,
    odds_for,
    outcome_probability,
    payout_distribution,
    side_given_no_tie,
    spot_edge,
    spot_variance,
)
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.multiplier import FEE, MULTIPLIER_SPOTS, multiplier_prices
from baccarat_desktop.engine.odds import full_shoe_cards
from baccarat_desktop.engine.rules import TableRules

RULES = [
    TableRules(),
    TableRules(tie_pays=9),
    TableRules(variant=Variant.NO_COMMISSION),
    TableRules(decks=6),
    TableRules(decks=6, tie_pays=9, variant=Variant.NO_COMMISSION),
]


def test_probabilities_are_the_published_ones() -> None:
    # docs/rules.md §Exact probabilities: full 8-deck shoe; pairs are exactly 31/415.
    assert float(outcome_probability("banker")) == pytest.approx(0.458597, abs=5e-7)
    assert float(outcome_probability("player")) == pytest.approx(0.446247, abs=5e-7)
    assert float(outcome_probability("tie")) == pytest.approx(0.095156, abs=5e-7)
    assert outcome_probability("player_pair") == outcome_probability("banker_pair") == Fraction(31, 415)
    assert float(outcome_probability("tie", 6)) == pytest.approx(0.095069, abs=5e-7)
    assert sum(outcome_probability(o) for o in ("banker", "player", "tie")) == 1


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.describe())
@pytest.mark.parametrize("spot", list(BetSpot), ids=lambda s: s.value)
def test_edges_are_the_engines(rules: TableRules, spot: BetSpot) -> None:
    assert spot_edge(spot, rules) == odds_for(rules.decks).house_edge(spot.value, rules)
    assert sum(p for _x, p in payout_distribution(spot, rules)) == 1


def test_edges_are_the_published_ones() -> None:
    standard, tie9, no_commission = (
        TableRules(),
        TableRules(tie_pays=9),
        TableRules(variant=Variant.NO_COMMISSION),
    )
    assert float(spot_edge(BetSpot.BANKER, standard)) == pytest.approx(0.01058, abs=5e-6)
    assert float(spot_edge(BetSpot.PLAYER, standard)) == pytest.approx(0.01235, abs=5e-6)
    assert float(spot_edge(BetSpot.TIE, standard)) == pytest.approx(0.1436, abs=5e-5)
    assert float(spot_edge(BetSpot.TIE, tie9)) == pytest.approx(0.0484, abs=5e-5)
    assert float(spot_edge(BetSpot.PLAYER_PAIR, standard)) == pytest.approx(0.103614, abs=5e-7)
    assert float(spot_edge(BetSpot.BANKER, no_commission)) == pytest.approx(0.014581, abs=5e-7)


def test_variance_by_hand() -> None:
    rules = TableRules()
    pb, pp = outcome_probability("banker"), outcome_probability("player")
    assert spot_variance(BetSpot.PLAYER, rules) == (pp + pb) - (pp - pb) ** 2
    mean = Fraction(19, 20) * pb - pp
    assert spot_variance(BetSpot.BANKER, rules) == Fraction(361, 400) * pb + pp - mean**2
    p = Fraction(31, 415)
    assert spot_variance(BetSpot.PLAYER_PAIR, rules) == 121 * p + (1 - p) - (12 * p - 1) ** 2


def test_streak_odds_exclude_ties() -> None:
    for decks in (6, 8):
        q_banker, q_player = side_given_no_tie(decks)
        assert q_banker + q_player == 1
        pb, pp = outcome_probability("banker", decks), outcome_probability("player", decks)
        assert q_banker == pb / (pb + pp)
    assert float(side_given_no_tie()[0]) == pytest.approx(0.5068, abs=5e-5)


def test_every_outcome_has_a_probability() -> None:
    assert OUTCOMES == ("banker", "player", "tie", "player_pair", "banker_pair")
    assert all(0 < outcome_probability(o) < 1 for o in OUTCOMES)


@pytest.mark.parametrize("decks", [6, 8])
def test_the_written_down_full_shoes_are_the_enumerations(decks: int) -> None:
    from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards

    odds_for.cache_clear()
    written, enumerated = odds_for(decks), exact_odds(full_shoe_cards(decks))
    assert written == enumerated
    # Row by row in the enumeration's order too, so whatever walks them adds up in the same order.
    assert list(written.distribution.items()) == list(enumerated.distribution.items())
    assert list(written.first_four.items()) == list(enumerated.first_four.items())
    assert written.counts == enumerated.counts and written.suited


def test_a_shoe_not_written_down_is_enumerated(monkeypatch: pytest.MonkeyPatch) -> None:
    from baccarat_desktop.analytics import exact
    from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards

    monkeypatch.setattr(exact, "FULL_SHOES", {})
    odds_for.cache_clear()
    try:
        assert odds_for(6) == exact_odds(full_shoe_cards(6))
    finally:
        odds_for.cache_clear()


# -- the multiplier table ----------------------------------------------------------------------


@pytest.mark.parametrize("decks", [6, 8])
def test_the_multiplier_tables_written_down_prices_are_the_enumerations(decks: int) -> None:
    multiplier_full_shoe.cache_clear()
    written = multiplier_full_shoe(decks)
    assert written == multiplier_prices(full_shoe_cards(decks))
    assert list(written) == list(MULTIPLIER_SPOTS)


def test_a_multiplier_bet_is_priced_with_its_lit_cards_and_its_fee() -> None:
    lit, base = TableRules(variant=Variant.MULTIPLIER, decks=6), TableRules(decks=6)
    exact = multiplier_prices(full_shoe_cards(6))
    for spot in MULTIPLIER_SPOTS:
        assert spot_edge(spot, lit) == -exact[spot].expected == 1 + FEE - exact[spot].payback
        assert spot_variance(spot, lit) == exact[spot].variance
        assert spot_edge(spot, lit) != spot_edge(spot, base)
    # Banker: 2.83% at six decks, fee included, against the base line's 1.06%.
    assert float(spot_edge(BetSpot.BANKER, lit)) == pytest.approx(0.028319, abs=5e-7)
    with pytest.raises(DomainError):
        payout_distribution(BetSpot.BANKER, lit)  # no pay lines: a win pays any product
    with pytest.raises(DomainError):
        spot_edge(BetSpot.DRAGON_7, lit)
