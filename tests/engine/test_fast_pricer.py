"""The fast pricer against the reference enumeration: identical counts, composition by composition.

Depleted shoes come from seeded shuffles cut at a random depth (what a real shoe leaves), plus
lopsided compositions no shoe deals often (rich in one value, missing several, only a few cards),
where a mistake in a rarely used multiset or pair case would show.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from baccarat_desktop.engine.cards import RANKS, Card, Rank, Suit, standard_deck
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, BetSpot, Variant
from baccarat_desktop.engine.fast.pricer import (
    MAX_CARDS,
    fast_odds,
    price_unseen,
    prices_before_hands,
)
from baccarat_desktop.engine.odds import (
    CountsError,
    Odds,
    exact_odds,
    full_shoe_cards,
    shoe_prices,
    unseen_cards,
)
from baccarat_desktop.engine.rules import TableRules

ALL_SIDE = TableRules(side_bets=SIDE_SPOTS)
EZ = TableRules(variant=Variant.EZ, side_bets=(BetSpot.DRAGON_7, BetSpot.PANDA_8))


def same(fast: Odds, reference: Odds) -> None:
    assert fast.counts == reference.counts
    assert fast.total == reference.total
    assert fast.suited == reference.suited
    assert dict(fast.distribution) == dict(reference.distribution)
    assert dict(fast.first_four) == dict(reference.first_four)


def depleted_shoes(seed: int, n: int) -> list[Counter[Card]]:
    rng = random.Random(seed)
    shoes = []
    for i in range(n):
        decks = 8 if i % 3 else 6
        cards = [card for _ in range(decks) for card in standard_deck()]
        rng.shuffle(cards)
        shoes.append(Counter(cards[rng.randrange(0, len(cards) - 6) :]))
    return shoes


@pytest.mark.parametrize("chunk", range(4))
def test_card_by_card_depleted_shoes_match_the_reference(chunk: int) -> None:
    for counts in depleted_shoes(100 + chunk, 60):
        same(fast_odds(counts), exact_odds(counts))


def test_rank_counts_match_the_reference() -> None:
    rng = random.Random(7)
    for _ in range(80):
        counts = [rng.randrange(0, 33) for _ in RANKS]
        if sum(counts) < 6:
            continue
        same(fast_odds(counts), exact_odds(counts))
        by_rank = dict(zip(RANKS, counts, strict=True))
        same(fast_odds(by_rank), exact_odds(by_rank))


def test_lopsided_and_tiny_compositions_match_the_reference() -> None:
    rng = random.Random(8)
    cases: list[list[int]] = [
        [0, 0, 0, 0, 0, 0, 0, 32, 0, 0, 0, 0, 0],  # only eights
        [1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],  # six cards, all different
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0],  # six tens
        [4, 4, 4, 4, 4, 4, 4, 4, 40, 4, 4, 4, 4],  # rich in nines
        [32] * 13,
    ]
    for _ in range(40):
        zeros = set(rng.sample(range(13), rng.randrange(0, 12)))
        counts = [0 if r in zeros else rng.randrange(1, 9) for r in range(13)]
        if sum(counts) >= 6:
            cases.append(counts)
    for counts in cases:
        same(fast_odds(counts), exact_odds(counts))
    # Card by card with few cards: a single suit, pairs of one card, and so on.
    tiny = [
        Counter(
            {
                Card(Rank.EIGHT, Suit.HEARTS): 3,
                Card(Rank.EIGHT, Suit.SPADES): 2,
                Card(Rank.KING, Suit.CLUBS): 1,
            }
        )
    ]
    for _ in range(30):
        deck = list(standard_deck())
        tiny.append(Counter(rng.sample(deck, rng.randrange(6, 15))))
    for counts in tiny:
        same(fast_odds(counts), exact_odds(counts))


def test_every_bet_is_priced_the_same_under_every_variant() -> None:
    rules = (ALL_SIDE, EZ, TableRules(tie_pays=9, variant=Variant.NO_COMMISSION), TableRules(decks=6))
    for counts in depleted_shoes(5, 12):
        fast, reference = fast_odds(counts), exact_odds(counts)
        for table in rules:
            assert shoe_prices(fast, table) == shoe_prices(reference, table)
            assert fast.to_dict(table) == reference.to_dict(table)


def test_bad_compositions_are_refused_as_the_reference_refuses_them() -> None:
    for bad in ([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], [-1] + [4] * 12, [4] * 12):
        with pytest.raises(CountsError) as fast_error:
            fast_odds(bad)
        with pytest.raises(CountsError) as reference_error:
            exact_odds(bad)
        assert str(fast_error.value) == str(reference_error.value)
    with pytest.raises(CountsError, match="either by card or by rank"):
        fast_odds({Card(Rank.ACE, Suit.SPADES): 8, Rank.TWO: 8})  # type: ignore[dict-item]


def test_a_composition_too_large_for_int64_goes_to_the_reference() -> None:
    counts = [MAX_CARDS // 13 + 5] * 13  # over MAX_CARDS: a product could overflow int64
    assert sum(counts) > MAX_CARDS
    same(fast_odds(counts), exact_odds(counts))


def test_unseen_cards_takes_out_what_was_seen_and_refuses_impossible_sightings() -> None:
    ace = Card(Rank.ACE, Suit.SPADES)
    counts = unseen_cards(8, [ace, ace, Card(Rank.KING, Suit.HEARTS)])
    assert counts[ace] == 6 and counts[Card(Rank.KING, Suit.HEARTS)] == 7
    assert sum(counts.values()) == 416 - 3
    with pytest.raises(CountsError, match="only 6 times"):
        unseen_cards(6, [ace] * 7)


def test_prices_before_hands_follow_the_shoe_hand_by_hand() -> None:
    rng = random.Random(3)
    cards = [card for _ in range(8) for card in standard_deck()]
    rng.shuffle(cards)
    burn, rest = cards[0], cards[1:]
    hands = [rest[i : i + 5] for i in range(0, 60, 5)]
    prices = prices_before_hands(8, ALL_SIDE, burn, hands)
    assert len(prices) == len(hands)
    for i, price in enumerate(prices):
        seen = [burn, *[c for hand in hands[:i] for c in hand]]
        assert price == shoe_prices(exact_odds(unseen_cards(8, seen)), ALL_SIDE)
        assert price == price_unseen(8, ALL_SIDE, seen)
        assert price.cards == 416 - len(seen)


def test_a_favourable_bet_is_reported_with_its_exact_expectation() -> None:
    # Leftovers rich in eights and zero-value cards: Panda 8 (Player wins with three cards
    # totalling 8) turns positive.
    counts = Counter({Card(rank, suit): 1 for rank in RANKS for suit in Suit})
    for suit in Suit:
        counts[Card(Rank.EIGHT, suit)] += 4
        counts[Card(Rank.KING, suit)] += 8
    prices = shoe_prices(fast_odds(counts), EZ)
    panda = prices.price(BetSpot.PANDA_8)
    assert panda is not None
    reference = -exact_odds(counts).house_edge(BetSpot.PANDA_8, EZ)
    assert panda.expected == reference
    assert isinstance(panda.expected, Fraction)
    assert reference > 0 and panda in prices.favourable
    assert prices.price(BetSpot.DRAGON_7) not in prices.favourable
    full = shoe_prices(fast_odds(full_shoe_cards(8)), EZ)
    assert full.favourable == ()  # a full shoe favours no bet
