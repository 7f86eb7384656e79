"""Hypothesis properties: totals, card conservation over whole shoes, money conservation, rounding."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from baccarat_desktop.engine.bets import BetSpot, settle
from baccarat_desktop.engine.cards import Card, Rank, Suit, baccarat_total, standard_deck
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, Variant
from baccarat_desktop.engine.coup import Outcome, resolve_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import Shoe

ALL_CARDS = list(standard_deck())
# Values by rank written out from docs/rules.md §Cards and totals (A = 1, 2-9 face value, 10 J Q K = 0).
VALUE = {
    Rank.ACE: 1,
    Rank.TWO: 2,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.EIGHT: 8,
    Rank.NINE: 9,
    Rank.TEN: 0,
    Rank.JACK: 0,
    Rank.QUEEN: 0,
    Rank.KING: 0,
}

cards_st = st.sampled_from(ALL_CARDS)
six_cards = st.lists(cards_st, min_size=6, max_size=6)
rules_st = st.builds(
    TableRules,
    variant=st.sampled_from(
        [v for v in Variant if not v.lit and not v.peek]
    ),  # the tables of pay lines alone
    tie_pays=st.sampled_from([8, 9]),
    side_bets=st.just(SIDE_SPOTS),
)


# The burn: a ten or court card counts 10, an ace 1, the others their face value.
BURN = {rank: VALUE[rank] or 10 for rank in Rank}


def card_with_value(value: int, suit: Suit) -> Card:
    return Card(Rank.KING if value == 0 else Rank(value), suit)


# -- Totals ---------------------------------------------------------------------------------
@given(st.lists(cards_st, max_size=12))
def test_totals_stay_in_0_to_9_and_are_the_sum_modulo_10(cards: list[Card]) -> None:
    total = baccarat_total(cards)
    assert 0 <= total <= 9
    assert total == sum(VALUE[c.rank] for c in cards) % 10


@given(six_cards)
def test_every_coup_is_consistent(cards: list[Card]) -> None:
    coup = resolve_cards(cards)
    assert 0 <= coup.player_total <= 9 and 0 <= coup.banker_total <= 9
    assert coup.player_total == sum(VALUE[c.rank] for c in coup.player) % 10
    assert coup.banker_total == sum(VALUE[c.rank] for c in coup.banker) % 10
    assert 4 <= coup.cards_used <= 6
    assert coup.cards_in_dealing_order() == cards[: coup.cards_used]
    p2 = (VALUE[cards[0].rank] + VALUE[cards[2].rank]) % 10
    b2 = (VALUE[cards[1].rank] + VALUE[cards[3].rank]) % 10
    assert coup.natural is (p2 >= 8 or b2 >= 8)
    if coup.natural:
        assert coup.cards_used == 4
    else:
        assert (len(coup.player) == 3) is (p2 <= 5)
    assert coup.player_pair is (cards[0].rank == cards[2].rank)
    assert coup.banker_pair is (cards[1].rank == cards[3].rank)
    expected = (
        Outcome.PLAYER
        if coup.player_total > coup.banker_total
        else Outcome.BANKER
        if coup.banker_total > coup.player_total
        else Outcome.TIE
    )
    assert coup.outcome is expected


# -- Whole shoes ----------------------------------------------------------------------------
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(min_size=32, max_size=32))
def test_a_whole_seeded_shoe_loses_and_duplicates_no_card(seed: bytes) -> None:
    shoe = Shoe.from_seed(seed)
    session = Session(TableRules(), 0, shoe_factory=lambda: shoe)
    start = session.start_shoe()
    assert start.burn is not None
    burned = [start.burn.shown, *start.burn.face_down]
    assert len(burned) == 1 + BURN[start.burn.shown.rank]
    dealt: list[Card] = []
    hands = []
    while not session.needs_new_shoe:
        result = session.deal({})
        assert 4 <= result.coup.cards_used <= 6
        assert result.position_before == len(burned) + len(dealt)
        dealt.extend(result.coup.cards_in_dealing_order())
        hands.append(result)
    left = list(shoe.cards[shoe.position :])
    # Burned + dealt + left is exactly the shoe, in order, and the shoe is 8 full decks.
    assert burned + dealt + left == list(shoe.cards)
    assert len(burned) + len(dealt) + len(left) == 416
    counts = Counter(burned + dealt + left)
    assert len(counts) == 52 and set(counts.values()) == {8}
    # The cut card came out in exactly one coup, and exactly one more coup followed it.
    came_out = [i for i, r in enumerate(hands) if r.cut_card_came_out]
    assert came_out == [len(hands) - 2]
    assert [r.last_hand for r in hands] == [False] * (len(hands) - 1) + [True]
    # The cut card left 14-16 cards behind it, so the last coup ended with cards to spare.
    behind = len(shoe) - shoe.cut_position
    assert 14 <= behind <= 16
    assert len(left) >= behind - 12


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=32, max_size=32), st.integers(min_value=12, max_value=60), st.integers(0, 20))
def test_cut_card_stays_in_the_configured_range(seed: bytes, low: int, width: int) -> None:
    high = min(low + width, 100)
    shoe = Shoe.from_seed(seed, 8, (low, high))
    assert low <= len(shoe) - shoe.cut_position <= high
    assert Counter(shoe.cards) == Counter(ALL_CARDS * 8)


# -- Money ----------------------------------------------------------------------------------
def independent_net(spot: BetSpot, amount: int, coup, rules: TableRules) -> Fraction:
    """What the bet wins or loses before rounding, straight from the paytables of
    docs/rules.md §Bets and payouts and docs/bets.md (written apart from the catalogue: an independent
    oracle)."""
    p, b = coup.player_total, coup.banker_total
    n_p, n_b = len(coup.player), len(coup.banker)
    natural = n_p == 2 and n_b == 2 and max(p, b) >= 8
    lose = Fraction(-amount)

    def pays(ratio: Fraction | int) -> Fraction:
        return Fraction(amount) * ratio

    if spot is BetSpot.PLAYER:
        return Fraction(0) if p == b else (pays(1) if p > b else lose)
    if spot is BetSpot.BANKER:
        if p == b:
            return Fraction(0)
        if p > b:
            return lose
        if rules.variant is Variant.NO_COMMISSION:
            return pays(Fraction(1, 2)) if b == 6 else pays(1)
        if rules.variant is Variant.EZ:
            return Fraction(0) if (b == 7 and n_b == 3) else pays(1)
        return pays(Fraction(95, 100))
    if spot is BetSpot.TIE:
        return pays(rules.tie_pays) if p == b else lose
    if spot in (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR):
        hit = coup.player_pair if spot is BetSpot.PLAYER_PAIR else coup.banker_pair
        return pays(11) if hit else lose
    if spot is BetSpot.EITHER_PAIR:
        return pays(5) if coup.player_pair or coup.banker_pair else lose
    if spot is BetSpot.PERFECT_PAIR:
        suited = coup.player[0] == coup.player[1] or coup.banker[0] == coup.banker[1]
        return pays(25) if suited else lose
    if spot is BetSpot.BIG:
        return pays(Fraction(54, 100)) if n_p + n_b >= 5 else lose
    if spot is BetSpot.SMALL:
        return pays(Fraction(3, 2)) if n_p + n_b == 4 else lose
    if spot in (BetSpot.PLAYER_BONUS, BetSpot.BANKER_BONUS):
        margin = p - b if spot is BetSpot.PLAYER_BONUS else b - p
        if natural:
            return pays(1) if margin > 0 else (Fraction(0) if margin == 0 else lose)
        table = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
        return pays(table[margin]) if margin in table else lose
    if spot is BetSpot.DRAGON_7:
        return pays(40) if b > p and b == 7 and n_b == 3 else lose
    if spot is BetSpot.PANDA_8:
        return pays(25) if p > b and p == 8 and n_p == 3 else lose
    assert spot is BetSpot.LUCKY_6
    if b > p and b == 6:
        return pays(12 if n_b == 2 else 20)
    return lose


bets_st = st.dictionaries(st.sampled_from(list(BetSpot)), st.integers(min_value=0, max_value=10_000_000))


@given(six_cards, bets_st, rules_st)
def test_payouts_are_integers_rounded_in_the_house_favour(cards, bets, rules) -> None:
    coup = resolve_cards(cards)
    settlement = settle(bets, coup, rules)
    assert {r.spot for r in settlement.results} == {s for s, a in bets.items() if a}
    for result in settlement.results:
        assert type(result.net_cents) is int
        assert type(result.commission_cents) is int
        exact = independent_net(result.spot, result.amount_cents, coup, rules)
        # Never more than the exact payout, and less by under one cent.
        assert exact - 1 < result.net_cents <= exact
        if result.spot is BetSpot.BANKER and rules.variant is Variant.COMMISSION and exact > 0:
            # The commission kept is what a 1:1 payout would have paid beyond the net.
            assert result.commission_cents == result.amount_cents - result.net_cents
        elif result.spot is not BetSpot.BANKER:
            assert result.commission_cents == 0
    assert settlement.net_cents == sum(r.net_cents for r in settlement.results)
    assert settlement.returned_cents == settlement.wagered_cents + settlement.net_cents
    assert settlement.returned_cents >= 0


def make_tie(cards: list[Card]) -> list[Card]:
    """Turn six cards into a tie, adjusting Banker's third card when Banker draws one."""
    coup = resolve_cards(cards)
    if len(coup.banker) == 3:
        b2 = (VALUE[cards[1].rank] + VALUE[cards[3].rank]) % 10
        index = coup.cards_used - 1
        cards = list(cards)
        cards[index] = card_with_value((coup.player_total - b2) % 10, cards[index].suit)
    return cards


@given(six_cards, st.integers(1, 500_000), st.integers(1, 500_000), rules_st)
def test_a_tie_pushes_player_and_banker(cards, player_amount, banker_amount, rules) -> None:
    cards = make_tie(cards)
    coup = resolve_cards(cards)
    assume(coup.outcome is Outcome.TIE)
    settlement = settle({BetSpot.PLAYER: player_amount, BetSpot.BANKER: banker_amount}, coup, rules)
    assert settlement.net_for(BetSpot.PLAYER) == 0
    assert settlement.net_for(BetSpot.BANKER) == 0
    assert settlement.commission_cents == 0
    assert settlement.returned_cents == player_amount + banker_amount


bet_rounds = st.lists(
    st.fixed_dictionaries(
        {},
        optional={
            BetSpot.PLAYER: st.integers(500, 5000),
            BetSpot.BANKER: st.integers(500, 5000),
            BetSpot.TIE: st.integers(100, 1000),
            BetSpot.PLAYER_PAIR: st.integers(100, 1000),
            BetSpot.BANKER_PAIR: st.integers(100, 1000),
            BetSpot.PERFECT_PAIR: st.integers(100, 1000),
            BetSpot.PLAYER_BONUS: st.integers(100, 1000),
            BetSpot.DRAGON_7: st.integers(100, 1000),
            BetSpot.LUCKY_6: st.integers(101, 1001),
            BetSpot.BIG: st.integers(101, 1001),
        },
    ),
    min_size=1,
    max_size=40,
)


@settings(deadline=None, max_examples=60)
@given(st.binary(min_size=32, max_size=32), bet_rounds, rules_st)
def test_money_is_conserved_over_a_session(seed, rounds, rules) -> None:
    start_bankroll = 1_000_000
    session = Session(rules, start_bankroll, shoe_factory=lambda: Shoe.from_seed(seed))
    session.start_shoe()
    house = 0  # what the house gains, worked out independently from each coup
    total_net = 0
    for bets in rounds:
        if session.needs_new_shoe:
            session.start_shoe()
        if session.is_last_hand:
            bets = {spot: amount for spot, amount in bets.items() if not spot.bet.closed_on_last_hand}
        result = session.deal(bets)
        assert result.bankroll_after_cents - result.bankroll_before_cents == result.settlement.net_cents
        assert result.net_cents == sum(r.net_cents for r in result.settlement.results)
        for spot, amount in bets.items():
            exact = independent_net(spot, amount, result.coup, rules)
            # The house pays a win rounded down (its favour) and takes a losing stake whole.
            house -= math.floor(exact)
            assert result.settlement.net_for(spot) == math.floor(exact)
        total_net += result.net_cents
    assert session.bankroll_cents - start_bankroll == total_net
    assert total_net == -house
    assert session.net_cents == total_net
