"""The Peek table as a variant of the catalogue: what it offers, its rule, its fee, its raise."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.bets import check_bets, fees_cents, outlay_cents, settle
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.catalogue import (
    CATALOGUE,
    SIDE_SPOTS,
    USUAL_SIDE_BETS,
    BetRefused,
    BetSpot,
    Variant,
)
from baccarat_desktop.engine.coup import deal_coup
from baccarat_desktop.engine.money import MAX_CENTS
from baccarat_desktop.engine.peek import Choice, raise_refusal, raised_bets
from baccarat_desktop.engine.rules import PEEK_CARDS_CHOICES, RulesError, TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import Shoe

PEEK = TableRules(variant=Variant.PEEK)


def coup(text: str):  # type: ignore[no-untyped-def]
    cards = iter(parse_cards(text.split()))
    return deal_coup(lambda: next(cards))


def test_the_variant_offers_player_banker_and_tie_only() -> None:
    assert Variant.parse("peek") is Variant.PEEK and Variant.PEEK.label == "Peek"
    assert Variant.PEEK.peek and not Variant.PEEK.lit
    assert not any(v.peek for v in Variant if v is not Variant.PEEK)
    assert PEEK.side_bets == () and USUAL_SIDE_BETS[Variant.PEEK] == ()
    assert PEEK.offered == (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE)
    assert all(Variant.PEEK not in CATALOGUE[s].variants for s in SIDE_SPOTS)
    with pytest.raises(RulesError, match="not offered at Peek tables"):
        TableRules(variant=Variant.PEEK, side_bets=(BetSpot.DRAGON_7,))
    # Player and Banker carry the fee and the raise: the exact odds price only Tie from its lines.
    assert PEEK.priced == (BetSpot.TIE,)


def test_peek_cards_is_one_or_two_and_three_or_four_are_refused_with_why() -> None:
    assert PEEK.peek_cards == 2 and PEEK_CARDS_CHOICES == (1, 2)
    assert TableRules(variant=Variant.PEEK, peek_cards=1).peek_cards == 1
    for cards in (0, 3, 4, True):
        with pytest.raises(RulesError, match=r"1 or 2 of the first four cards.*beat the house"):
            TableRules(variant=Variant.PEEK, peek_cards=cards)


def test_stored_rules_round_trip_and_old_ones_still_read() -> None:
    one = TableRules(variant=Variant.PEEK, peek_cards=1)
    assert one.to_dict()["peek_cards"] == 1 and TableRules.from_dict(one.to_dict()) == one
    assert "peek_cards" not in TableRules().to_dict()  # other tables store what they stored
    old = TableRules().to_dict()
    assert TableRules.from_dict(old) == TableRules()
    assert TableRules.from_dict({**old, "variant": "peek", "side_bets": []}) == PEEK


def test_the_fee_is_on_player_and_banker_only() -> None:
    assert fees_cents({BetSpot.BANKER: 1_000, BetSpot.TIE: 500}, PEEK) == 200
    assert fees_cents({BetSpot.PLAYER: 1_005}, PEEK) == 201  # a fifth, rounded up
    assert outlay_cents({BetSpot.PLAYER: 1_000, BetSpot.TIE: 100}, PEEK) == 1_300
    assert fees_cents({BetSpot.BANKER: 1_000}, TableRules()) == 0


def test_player_or_banker_not_both() -> None:
    with pytest.raises(BetRefused, match="Player or Banker, not both"):
        check_bets({BetSpot.PLAYER: 1_000, BetSpot.BANKER: 1_000}, PEEK, 100_000)
    check_bets({BetSpot.PLAYER: 1_000, BetSpot.TIE: 100}, PEEK, 100_000)
    check_bets({BetSpot.PLAYER: 1_000, BetSpot.BANKER: 1_000}, TableRules(), 100_000)


def test_settlement_with_the_choice() -> None:
    banker_wins = coup("2H 9S 3C KD")  # Banker 9, a natural: Banker wins
    assert banker_wins.banker_total > banker_wins.player_total
    kept = settle({BetSpot.BANKER: 1_000, BetSpot.TIE: 500}, banker_wins, PEEK)
    (banker, tie) = kept.results
    assert (banker.amount_cents, banker.net_cents, banker.fee_cents) == (1_000, 950 - 200, 200)
    assert (tie.amount_cents, tie.net_cents, tie.fee_cents) == (500, -500, 0)
    tripled = settle({BetSpot.BANKER: 1_005}, banker_wins, PEEK, choice=Choice.TRIPLE).results[0]
    # One bet of three stakes, rounded once: 3015 x 0.95 = 2864.25 -> 2864; the fee on 1005 only.
    assert (tripled.amount_cents, tripled.net_cents, tripled.fee_cents) == (3_015, 2_864 - 201, 201)
    lost = settle({BetSpot.PLAYER: 1_000}, banker_wins, PEEK, choice=Choice.DOUBLE).results[0]
    assert (lost.amount_cents, lost.net_cents) == (2_000, -2_000 - 200)


def test_a_raise_is_offered_only_when_it_can_be_paid() -> None:
    bets = {BetSpot.PLAYER: 10_000, BetSpot.TIE: 500}
    assert raised_bets(bets, Choice.TRIPLE) == {BetSpot.PLAYER: 30_000, BetSpot.TIE: 500}
    assert raise_refusal(Choice.KEEP, bets, PEEK, 0) is None
    assert raise_refusal(Choice.TRIPLE, bets, PEEK, 100_000) is None
    # The bankroll: 30,000 + 500 + the fee of 2,000 is needed for a triple, 20,000 + 2,500 to double.
    assert raise_refusal(Choice.TRIPLE, bets, PEEK, 32_500) is None
    refused = raise_refusal(Choice.TRIPLE, bets, PEEK, 32_499)
    assert refused is not None and "needs $200.00 more" in refused and "$199.99" in refused
    assert raise_refusal(Choice.DOUBLE, bets, PEEK, 32_499) is None
    # The table maximum holds the stakes in play.
    small = TableRules(variant=Variant.PEEK, max_bet_cents=25_000)
    over = raise_refusal(Choice.TRIPLE, bets, small, 100_000)
    assert over is not None and "over the table maximum of $250.00" in over
    assert raise_refusal(Choice.DOUBLE, bets, small, 100_000) is None
    # The loss limit counts the stakes, the fee and the raise.
    limit = raise_refusal(Choice.TRIPLE, bets, PEEK, 100_000, loss_limit_cents=32_000, net_cents=0)
    assert limit is not None and "loss limit" in limit
    assert raise_refusal(Choice.TRIPLE, bets, PEEK, 100_000, loss_limit_cents=32_500) is None
    # The money ceiling: a tripled win must fit.
    rich = MAX_CENTS - 15_000
    ceiling = raise_refusal(Choice.TRIPLE, {BetSpot.PLAYER: 10_000}, PEEK, rich)
    assert ceiling is not None and "the most Baccarat Desktop can hold" in ceiling
    assert raise_refusal(Choice.DOUBLE, {BetSpot.PLAYER: 10_000}, PEEK, rich - 10_000) is None
    assert raise_refusal(Choice.TRIPLE, {BetSpot.TIE: 500}, PEEK, 100_000) is not None  # nothing to raise


def test_the_bet_slip_refuses_the_other_side_as_the_chip_goes_down() -> None:
    from baccarat_desktop.engine.bet_slip import BetSlip
    from baccarat_desktop.engine.session import Session
    from baccarat_desktop.engine.shoe import DerivedSeeds

    session = Session(PEEK, 100_000, seeds=DerivedSeeds(1))
    slip = BetSlip()
    slip.place(BetSpot.PLAYER, 1_000, session)
    slip.place(BetSpot.TIE, 100, session)
    with pytest.raises(BetRefused, match="not both") as refused:
        slip.place(BetSpot.BANKER, 1_000, session)
    assert refused.value.spot is BetSpot.BANKER and slip.bets == {BetSpot.PLAYER: 1_000, BetSpot.TIE: 100}


def test_a_stored_bet_gives_back_its_stake_and_choice() -> None:
    from baccarat_desktop.engine.errors import DomainError
    from baccarat_desktop.engine.peek import stake_and_choice

    for stake in (100, 105, 500, 1_005, 2_500, 123_456, 500_000):
        for choice in Choice:
            result = settle({BetSpot.PLAYER: stake}, coup("2H 9S 3C KD"), PEEK, choice=choice).results[0]
            assert stake_and_choice(result.amount_cents, result.fee_cents) == (stake, choice)
    for stake in range(10, 20_001):  # every stake from 10 cents: one reading only
        for choice in Choice:
            assert stake_and_choice(stake * choice.stakes, -(-stake // 5)) == (stake, choice)
    for amount, fee in ((1_000, 0), (1_000, 150), (0, 0), (2, 1)):  # 2 cents: 2 kept or 1 doubled
        with pytest.raises(DomainError, match="no Peek bet"):
            stake_and_choice(amount, fee)


# -- the session's deal with the choice ----------------------------------------------------------


def _peek_session(order: str, bankroll: int = 100_000) -> Session:
    rules = TableRules(variant=Variant.PEEK, side_bets=())
    cards = parse_cards(order.split()) * 3  # enough cards for the shoe to stay open
    session = Session(rules, bankroll, shoe_factory=lambda: Shoe.from_order(cards))
    session.start_shoe()
    return session


def test_the_session_shows_the_first_four_and_deals_them_with_the_choice() -> None:
    # Player 9 (4 5), Banker 8 (K 8): Player wins, no third card.
    session = _peek_session("4H KS 5D 8C 2H 3H")
    bets = {BetSpot.PLAYER: 1000}
    assert session.stops_for_peek(bets)
    assert not session.stops_for_peek({BetSpot.TIE: 1000})
    four = session.first_four()
    assert four == tuple(parse_cards(["4H", "KS", "5D", "8C"]))
    assert session.shoe is not None and session.shoe.position == 0  # read, not drawn
    result = session.deal(bets, Choice.TRIPLE)
    p, b = result.coup.player, result.coup.banker
    assert (p[0], b[0], p[1], b[1]) == four
    assert result.choice is Choice.TRIPLE and result.bets == ((BetSpot.PLAYER, 1000),)
    (bet,) = result.settlement.results
    assert (bet.amount_cents, bet.fee_cents, bet.net_cents) == (3000, 200, 3000 - 200)
    assert result.bankroll_after_cents == 100_000 + 2800


def test_the_session_refuses_a_raise_it_cannot_pay_or_without_a_bet_to_raise() -> None:
    session = _peek_session("4H KS 5D 8C 2H 3H", bankroll=2500)
    with pytest.raises(BetRefused, match="bankroll"):
        session.deal({BetSpot.PLAYER: 1000}, Choice.TRIPLE)
    with pytest.raises(BetRefused, match="no Player or Banker bet"):
        session.deal({BetSpot.TIE: 1000}, Choice.DOUBLE)
    assert session.shoe is not None and session.shoe.position == 0  # nothing dealt
    kept = session.deal({BetSpot.PLAYER: 1000}, Choice.DOUBLE)
    assert kept.settlement.results[0].amount_cents == 2000
