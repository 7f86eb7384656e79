"""Exact odds: the published figures of docs/rules.md §Exact probabilities, and brute force over every
arrangement of tiny shoes."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import pytest

from baccarat_desktop.engine.bets import BetSpot, settle
from baccarat_desktop.engine.cards import RANKS, Rank, parse_cards
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.engine.odds import exact_odds, full_shoe_counts, parse_counts
from baccarat_desktop.engine.rules import TableRules

STANDARD = TableRules()
TIE_9 = TableRules(tie_pays=9)
NO_COMMISSION = TableRules(variant=Variant.NO_COMMISSION)

# docs/rules.md §Exact probabilities: 8 decks, every coup an ordered draw of six cards.
TOTAL_8 = 4_998_398_275_503_360
BANKER_8 = 2_292_252_566_437_888
PLAYER_8 = 2_230_518_282_592_256
TIE_8 = 475_627_426_473_216


@pytest.fixture(scope="module")
def eight():
    return exact_odds(full_shoe_counts(8))


@pytest.fixture(scope="module")
def six():
    return exact_odds(full_shoe_counts(6))


def test_eight_deck_combination_counts(eight) -> None:
    assert TOTAL_8 == 416 * 415 * 414 * 413 * 412 * 411
    assert eight.total == TOTAL_8
    assert eight.banker == BANKER_8
    assert eight.player == PLAYER_8
    assert eight.tie == TIE_8
    assert BANKER_8 + PLAYER_8 + TIE_8 == TOTAL_8
    assert eight.cards == 416


def test_eight_deck_probabilities(eight) -> None:
    assert round(float(eight.probability("banker")), 6) == 0.458597
    assert round(float(eight.probability("player")), 6) == 0.446247
    assert round(float(eight.probability("tie")), 6) == 0.095156


def test_eight_deck_house_edges(eight) -> None:
    assert round(float(eight.house_edge("banker", STANDARD)) * 100, 3) == 1.058
    assert round(float(eight.house_edge("player", STANDARD)) * 100, 3) == 1.235
    assert round(float(eight.house_edge("tie", STANDARD)) * 100, 2) == 14.36
    assert round(float(eight.house_edge("tie", TIE_9)) * 100, 2) == 4.84
    assert round(float(eight.house_edge("banker", NO_COMMISSION)) * 100, 4) == 1.4581


def test_edges_follow_from_the_integers(eight) -> None:
    # Worked from the integers of docs/rules.md with the payouts of the table, independently of house_edge.
    b, p, t = (Fraction(n, TOTAL_8) for n in (BANKER_8, PLAYER_8, TIE_8))
    assert eight.house_edge("banker", STANDARD) == p - b * Fraction(19, 20)
    assert eight.house_edge("player", STANDARD) == b - p
    assert eight.house_edge("tie", STANDARD) == (1 - t) - 8 * t
    assert eight.house_edge("tie", TIE_9) == (1 - t) - 9 * t
    # Tie-pays and commission options do not change the other spots.
    assert eight.house_edge("player", NO_COMMISSION) == b - p
    assert eight.house_edge("banker", TIE_9) == eight.house_edge("banker", STANDARD)


def test_pair_probability_and_edge(eight) -> None:
    # 13 ranks of 32 cards: P(pair) = 13 * 32 * 31 / (416 * 415) = 31/415.
    assert eight.probability("player_pair") == Fraction(31, 415)
    assert eight.probability("banker_pair") == Fraction(31, 415)
    # Edge at 11:1: 1 - 12 * 31/415 = 43/415 = 10.3614%.
    assert eight.house_edge("player_pair", STANDARD) == Fraction(43, 415)
    assert eight.house_edge("banker_pair", STANDARD) == Fraction(43, 415)
    assert round(float(Fraction(43, 415)) * 100, 4) == 10.3614


def test_six_deck_probabilities(six) -> None:
    assert six.total == 312 * 311 * 310 * 309 * 308 * 307
    assert six.banker + six.player + six.tie == six.total
    assert round(float(six.probability("banker")), 6) == 0.458653
    assert round(float(six.probability("player")), 6) == 0.446279
    assert round(float(six.probability("tie")), 6) == 0.095069
    # 24 of each rank: 13 * 24 * 23 / (312 * 311) = 23/311.
    assert six.probability("player_pair") == Fraction(23, 311)


def test_to_dict_carries_the_published_integers(eight) -> None:
    data = eight.to_dict(STANDARD)
    assert data["combinations"] == {"banker": BANKER_8, "player": PLAYER_8, "tie": TIE_8, "total": TOTAL_8}
    assert data["cards"] == 416
    assert data["rules"] == {"tie_pays": 8, "variant": "commission", "no_commission": False}
    assert round(data["house_edge"]["tie"] * 100, 2) == 14.36
    assert round(eight.to_dict(TIE_9)["house_edge"]["tie"] * 100, 2) == 4.84
    assert round(eight.to_dict(NO_COMMISSION)["house_edge"]["banker"] * 100, 4) == 1.4581


# -- Brute force ------------------------------------------------------------------------------
STAKE = 100  # cents: every payout of the catalogue is a whole number of cents on it, so settlement is exact
SPOTS = list(BetSpot)
EZ = TableRules(variant=Variant.EZ)
TABLES = {"standard": STANDARD, "tie9": TIE_9, "nc": NO_COMMISSION, "ez": EZ}


def brute_force(arrangements, weight: int):
    """Resolve and settle every ordered arrangement; each stands for ``weight`` six-card draws."""
    distribution: Counter = Counter()
    pairs = Counter()
    nets = {(spot, name): 0 for spot in SPOTS for name in TABLES}
    count = 0
    settled: dict = {}  # a coup uses at most six cards: whole-shoe orders repeat each six-card prefix
    for cards in arrangements:
        coup = resolve_cards(cards)
        count += 1
        distribution[(coup.player_total, coup.banker_total, len(coup.player), len(coup.banker))] += 1
        pairs["player"] += coup.player_pair
        pairs["banker"] += coup.banker_pair
        prefix = tuple(cards[:6])
        if prefix not in settled:
            settled.clear()
            settled[prefix] = [
                (result.spot, name, result.net_cents)
                for name, rules in TABLES.items()
                for result in settle(dict.fromkeys(SPOTS, STAKE), coup, rules).results
            ]
        for spot, name, net in settled[prefix]:
            nets[(spot, name)] += net
    assert all(n % weight == 0 for n in distribution.values())
    return count, distribution, pairs, nets


def check_against_brute_force(cards_text: str, full_permutations: bool) -> None:
    """The pricing of every bet (pay lines over the enumerations) equals settling every arrangement."""
    cards = parse_cards(cards_text.split())
    n = len(cards)
    if full_permutations:
        # Every ordering of the whole shoe: each six-card draw appears (n - 6)! times.
        weight = math.factorial(n - 6)
        count, distribution, pairs, nets = brute_force(itertools.permutations(cards), weight)
        assert count == math.factorial(n)
    else:
        weight = 1
        count, distribution, pairs, nets = brute_force(itertools.permutations(cards, 6), weight)
    six_card_draws = math.perm(n, 6)
    assert count == six_card_draws * weight

    counts = Counter(card.rank for card in cards)
    by_rank = exact_odds({rank: counts.get(rank, 0) for rank in RANKS})
    odds = exact_odds(Counter(cards))  # card by card: suits known, Perfect Pair priced
    assert odds.total == by_rank.total == six_card_draws
    assert (
        dict(odds.distribution)
        == dict(by_rank.distribution)
        == {key: c // weight for key, c in distribution.items()}
    )
    assert odds.banker * weight == sum(c for (p, b, _, _), c in distribution.items() if b > p)
    assert odds.player * weight == sum(c for (p, b, _, _), c in distribution.items() if p > b)
    assert odds.tie * weight == sum(c for (p, b, _, _), c in distribution.items() if p == b)
    assert odds.player_pair * weight == by_rank.player_pair * weight == pairs["player"]
    assert odds.banker_pair * weight == by_rank.banker_pair * weight == pairs["banker"]

    for name, rules in TABLES.items():
        for spot in SPOTS:
            brute = -Fraction(nets[(spot, name)], STAKE * count)
            assert odds.house_edge(spot, rules) == brute, (spot, name)
            if spot is not BetSpot.PERFECT_PAIR:
                assert by_rank.house_edge(spot, rules) == brute, (spot, name)


def test_brute_force_every_permutation_of_eight_cards() -> None:
    # Two aces, two fives, a nine, two kings and a queen (K and Q: same value, different ranks).
    check_against_brute_force("AS AH 5S 5H 9S KS KH QS", full_permutations=True)


def test_brute_force_suited_pairs() -> None:
    # Two decks' worth of a few cards: suited pairs (Perfect Pair) and unsuited pairs side by side.
    check_against_brute_force("7S 7S 7H 8D 8D 9C KC KC", full_permutations=False)


def test_brute_force_eight_cards_six_at_a_time() -> None:
    # Middle values, where the tableau decides most: every ordered six-card draw of eight cards.
    check_against_brute_force("2S 3S 3H 4S 6S 7S 7H TS", full_permutations=False)


def test_brute_force_seven_cards_with_naturals() -> None:
    check_against_brute_force("4S 4H 4D 5S 9S 9H JS", full_permutations=True)


def test_brute_force_eight_cards_with_many_sixes() -> None:
    # Banker wins on 6 (the No-Commission 1:2 case) and ties are frequent here.
    check_against_brute_force("AS 5S 5H 6S 6H 6D KS 3C", full_permutations=False)


# -- Input checks ---------------------------------------------------------------------------
def test_mapping_and_sequence_compositions_agree() -> None:
    sequence = [2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 1, 2]
    mapping = dict(zip(RANKS, sequence, strict=True))
    assert exact_odds(sequence).banker == exact_odds(mapping).banker
    assert (
        exact_odds(sequence).tie
        == exact_odds({Rank.ACE: 2, Rank.FIVE: 2, Rank.NINE: 1, Rank.QUEEN: 1, Rank.KING: 2}).tie
    )


def test_parse_counts() -> None:
    counts = parse_counts("32,32,32,32,32,32,32,32,32,32,32,32,32")
    assert counts == full_shoe_counts(8)
    counts = parse_counts(" 1, 2,3,4,5,6,7,8,9,10,11,12,13 ")
    assert [counts[rank] for rank in RANKS] == list(range(1, 14))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1,2,3", "13 counts"),
        (",".join(["4"] * 14), "13 counts"),
        ("4,4,4,4,4,4,4,4,4,4,4,4,x", "whole number"),
        ("4,4,4,4,4,4,4,4,4,4,4,4,2.5", "whole number"),
        ("4,4,4,4,4,4,4,4,4,4,4,4,-1", "negative"),
        ("", "13 counts"),
    ],
)
def test_parse_counts_refuses_bad_text(text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        parse_counts(text)


def test_exact_odds_refuses_impossible_shoes() -> None:
    with pytest.raises(ValueError, match="six cards"):
        exact_odds([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0])
    with pytest.raises(ValueError, match="negative"):
        exact_odds([-1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])
    with pytest.raises(ValueError, match="13 counts"):
        exact_odds([4] * 12)
    with pytest.raises(ValueError, match="deck"):
        full_shoe_counts(0)
    with pytest.raises(ValueError, match="not a bet spot"):
        exact_odds(full_shoe_counts(1)).house_edge("dragon", STANDARD)
    with pytest.raises(ValueError, match="suits"):
        exact_odds(full_shoe_counts(1)).house_edge("perfect_pair", STANDARD)


def test_exactly_six_cards_is_enough() -> None:
    odds = exact_odds([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
    assert odds.total == math.factorial(6)
    assert odds.banker + odds.player + odds.tie == odds.total
    assert odds.player_pair == 0
