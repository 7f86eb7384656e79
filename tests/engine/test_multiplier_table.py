"""The multiplier table as a table: its variant in the catalogue and the rules, its bets settled
through the one settlement path (``bets.settle``), the fee taken from the bankroll with the stake,
the lit cards fixed from the shoe before the first card, and their one written form."""

from __future__ import annotations

import hashlib

import pytest

from baccarat_desktop.engine.bet_slip import BetSlip
from baccarat_desktop.engine.bets import (
    best_win_cents,
    check_bets,
    fees_cents,
    outlay_cents,
    settle,
)
from baccarat_desktop.engine.cards import Card, format_cards, parse_cards
from baccarat_desktop.engine.catalogue import CATALOGUE, USUAL_SIDE_BETS, BetRefused, BetSpot, Variant
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.money import MAX_CENTS
from baccarat_desktop.engine.multiplier import (
    ORDER_LABEL,
    LitCard,
    best_pays,
    fee_for,
    format_lit,
    lit_cards,
    order_key,
    parse_lit,
    shoe_lit_cards,
)
from baccarat_desktop.engine.multiplier import settle as lit_settle
from baccarat_desktop.engine.rules import RulesError, TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds, Shoe

LIT = TableRules(variant=Variant.MULTIPLIER)


def test_the_variant_offers_player_banker_tie_and_the_two_pairs_only() -> None:
    assert Variant.parse("multiplier") is Variant.MULTIPLIER and Variant.MULTIPLIER.lit
    assert not any(v.lit for v in Variant if v is not Variant.MULTIPLIER)
    offered = {spot for spot, bet in CATALOGUE.items() if Variant.MULTIPLIER in bet.variants}
    assert offered == {BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE, BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR}
    assert LIT.offered == tuple(sorted(offered, key=list(BetSpot).index))
    assert USUAL_SIDE_BETS[Variant.MULTIPLIER] == (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)
    with pytest.raises(RulesError, match="Dragon 7 is not offered at Multiplier tables"):
        TableRules(variant=Variant.MULTIPLIER, side_bets=(BetSpot.DRAGON_7,))
    assert TableRules.from_dict(LIT.to_dict()) == LIT


def test_the_catalogue_lines_at_the_table_are_its_base_payouts() -> None:
    assert CATALOGUE[BetSpot.TIE].lines(LIT)[0].pays == 5
    assert CATALOGUE[BetSpot.PLAYER_PAIR].lines(LIT)[0].pays == 9
    lines = CATALOGUE[BetSpot.BANKER].lines
    assert [(x.event_text, x.pays) for x in lines(LIT)] == [
        (x.event_text, x.pays) for x in lines(TableRules())
    ]
    assert "Tie pays 5 to 1" in LIT.describe()


# Player KS 6H stands on 6; Banker 9C KH: a natural 9.
BANKER_NINE = resolve_cards(parse_cards(["KS", "9C", "6H", "KH"]))
NINE_LIT = (LitCard(Card.parse("9C"), 3), LitCard(Card.parse("QD"), 2))


def test_bets_settle_through_the_multiplier_rules_with_the_fee_in_the_net() -> None:
    bets = {BetSpot.BANKER: 1000, BetSpot.PLAYER: 500, BetSpot.TIE: 100}
    s = settle(bets, BANKER_NINE, LIT, NINE_LIT)
    by_spot = {r.spot: r for r in s.results}
    banker = by_spot[BetSpot.BANKER]
    alone = lit_settle(BetSpot.BANKER, 1000, BANKER_NINE, NINE_LIT)
    assert (banker.amount_cents, banker.fee_cents, banker.net_cents) == (1000, 200, 1000 * 3 * 19 // 20 - 200)
    assert banker.net_cents == alone.total_net and banker.product == 3 and banker.applied == alone.applied
    assert banker.commission_cents == 3000 - 2850
    assert (by_spot[BetSpot.PLAYER].net_cents, by_spot[BetSpot.PLAYER].fee_cents) == (-600, 100)
    assert s.fee_cents == 200 + 100 + 20 and s.net_cents == 2850 - 200 - 600 - 120
    # The chips that come back: the Banker stake and its win; a fee never does.
    assert s.returned_cents == 1000 + 2850
    # Without lit cards nothing multiplies, and the fee is still kept.
    assert settle({BetSpot.BANKER: 1000}, BANKER_NINE, LIT).net_cents == 950 - 200


def test_a_push_keeps_the_fee() -> None:
    tie = resolve_cards(parse_cards(["KS", "9C", "9H", "KH"]))  # 9 against 9
    s = settle({BetSpot.PLAYER: 1000, BetSpot.TIE: 100}, tie, LIT, (LitCard(Card.parse("9H"), 2),))
    player, tie_bet = s.results
    assert (player.net_cents, player.fee_cents) == (-200, 200)
    assert tie_bet.net_cents == 100 * 5 * 2 - 20 and s.returned_cents == 1000 + 100 + 1000


def test_the_fee_comes_out_of_the_bankroll_with_the_stake() -> None:
    bets = {BetSpot.BANKER: 1000, BetSpot.PLAYER_PAIR: 105}
    assert fees_cents(bets, LIT) == 200 + fee_for(105) == 200 + 21
    assert outlay_cents(bets, LIT) == 1105 + 221 and outlay_cents(bets, TableRules()) == 1105
    check_bets({BetSpot.BANKER: 1000}, LIT, 1200)
    with pytest.raises(BetRefused, match=r"and their fee of \$2.00 are more than your bankroll of \$11.99"):
        check_bets({BetSpot.BANKER: 1000}, LIT, 1199)
    check_bets({BetSpot.BANKER: 1000}, TableRules(), 1000)


def test_the_money_ceiling_reads_every_card_lit_at_the_top() -> None:
    assert best_win_cents({BetSpot.TIE: 100}, LIT) == 100 * 5 * 8**6
    assert best_win_cents({BetSpot.BANKER: 1000}, LIT) == int(1000 * best_pays(BetSpot.BANKER))
    with pytest.raises(BetRefused, match="above"):
        check_bets({BetSpot.TIE: 50_000}, LIT, MAX_CENTS - 50_000 * 5 * 8**6 + 1)


def test_the_bet_slip_counts_the_fee() -> None:
    session = Session(LIT, 1200, seeds=DerivedSeeds(1))
    slip = BetSlip()
    slip.place(BetSpot.BANKER, 1000, session)
    with pytest.raises(BetRefused, match="Not enough chips"):
        slip.place(BetSpot.BANKER, 100, session)


def test_a_hand_lights_its_cards_before_the_first_card_and_moves_the_bankroll_by_the_fee_too() -> None:
    session = Session(LIT, 100_000, seeds=DerivedSeeds(5))
    session.start_shoe()
    assert session.shoe is not None and session.shoe.seed is not None
    expected = lit_cards(session.shoe.seed, 1)
    assert session.lit_cards_for_next_hand() == expected
    hand = session.deal({BetSpot.PLAYER: 1000, BetSpot.TIE: 500})
    assert hand.lit == expected and hand.fee_cents == 300
    assert hand.bankroll_after_cents == hand.bankroll_before_cents + hand.net_cents
    assert hand.net_cents == sum(r.net_cents for r in hand.settlement.results)
    assert session.lit_cards_for_next_hand() == lit_cards(session.shoe.seed, 2)
    assert Session(TableRules(), 1000).lit_cards_for_next_hand() == ()


def test_a_hand_dealt_again_from_the_same_shoe_lights_the_same_cards() -> None:
    first = Session(LIT, 100_000, seeds=DerivedSeeds(9))
    first.start_shoe()
    assert first.shoe is not None
    first.deal({BetSpot.BANKER: 1000})
    again = Session(LIT, 100_000)
    again.resume_shoe(Shoe.from_seed(first.shoe.seed or b"", 8, position=first.shoe.position), 1, 1)
    assert again.deal({BetSpot.BANKER: 1000}).lit == first.deal({BetSpot.BANKER: 1000}).lit


def test_a_shoe_without_a_seed_lights_cards_from_its_card_order() -> None:
    order = parse_cards(["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"] * 2)
    key = hashlib.sha256(ORDER_LABEL + b"AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S").digest()
    assert order_key(order[:15]) == key
    assert shoe_lit_cards(None, order, 3) == lit_cards(order_key(order), 3)
    assert order_key(order) != order_key(order[1:])
    stacked = Session(LIT, 100_000, shoe_factory=lambda: Shoe.from_order(order))
    stacked.start_shoe()
    assert stacked.deal({BetSpot.PLAYER: 500}).lit == lit_cards(order_key(order), 1)
    assert format_cards(order[:2]) == "AS 2S"


def test_lit_cards_have_one_written_form() -> None:
    lit = (LitCard(Card.parse("QH"), 5), LitCard(Card.parse("2C"), 2))
    assert format_lit(lit) == "QH*5 2C*2" and parse_lit("QH*5 2C*2") == lit
    for seed in range(20):
        drawn = lit_cards(hashlib.sha256(bytes([seed])).digest(), seed + 1)
        assert parse_lit(format_lit(drawn)) == drawn


@pytest.mark.parametrize(
    "text",
    ["", "QH", "QH*", "QH*1", "QH*x", "ZZ*2", "qh*2", "10H*2", "QH*2 QH*3", "AS*2 2S*2 3S*2 4S*2 5S*2 6S*2",
     "QH*２", "QH*2*3"],
)  # fmt: skip
def test_a_malformed_lit_field_is_refused_in_words(text: str) -> None:
    with pytest.raises(DomainError):
        parse_lit(text)


def test_the_odds_panel_prices_no_bet_of_the_table_from_its_base_lines() -> None:
    from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards, shoe_prices

    odds = exact_odds(full_shoe_cards(8))
    prices = shoe_prices(odds, LIT)
    assert LIT.priced == () and prices.bets == ()
    assert (prices.banker, prices.player, prices.tie) == (
        odds.probability("banker"),
        odds.probability("player"),
        odds.probability("tie"),
    )
    assert shoe_prices(odds, TableRules()).bets


def test_the_batch_pricer_prices_no_bet_of_the_table_either() -> None:
    import numpy as np

    from baccarat_desktop.engine.fast.pricer import price_batch

    for compiled in (True, False):
        batch = price_batch(np.full((1, 52), 8), LIT, compiled=compiled)
        assert batch is not None and batch.prices(0).bets == () and batch.prices(0).cards == 416
