"""The bet slip: chips put down one at a time, each change checked against the session's table, and
every refusal in the words the table says it in (limits from ``TableRules.limits``)."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.bet_slip import BetSlip, playable
from baccarat_desktop.engine.bets import BetRefused, BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import Shoe

RULES = TableRules()  # Player and Banker $5–$5,000; Tie and side bets $1–$500; the two pairs offered
WITH_BIG = TableRules(side_bets=(BetSpot.BIG, BetSpot.SMALL))
PLAYER_NATURAL = "9S TH TD TC"  # four cards, Player wins


def refused(act: object, *args: object) -> BetRefused:
    with pytest.raises(BetRefused) as caught:
        act(*args)  # type: ignore[operator]
    return caught.value


def at_the_last_hand(rules: TableRules) -> Session:
    """A session whose shoe's cut card has come out: its next coup is the last."""

    def factory() -> Shoe:
        return Shoe.from_order(parse_cards(PLAYER_NATURAL.split() * 10), cards_behind_cut=12)

    session = Session(rules, 100_000, shoe_factory=factory)
    session.start_shoe()
    while not session.is_last_hand:
        session.deal({})
    return session


def test_chips_stack_and_undo_clear_and_take_back_act_on_them() -> None:
    slip, session = BetSlip(), Session(RULES, 100_000)
    slip.place(BetSpot.BANKER, 2_500, session)
    slip.place(BetSpot.BANKER, 500, session)
    slip.place(BetSpot.TIE, 100, session)
    assert slip.stacks == {BetSpot.BANKER: [2_500, 500], BetSpot.TIE: [100]}
    assert slip.bets == {BetSpot.BANKER: 3_000, BetSpot.TIE: 100} and slip.total_cents == 3_100
    assert slip.take_back(BetSpot.BANKER) and slip.bets[BetSpot.BANKER] == 2_500
    assert not slip.take_back(BetSpot.PLAYER)  # no chip there
    assert slip.undo() and slip.bets[BetSpot.BANKER] == 3_000
    assert slip.clear() and slip.bets == {} and not slip.clear()
    assert slip.undo() and slip.total_cents == 3_100
    slip.double(session)
    assert slip.stacks == {BetSpot.BANKER: [2_500, 500, 2_500, 500], BetSpot.TIE: [100, 100]}
    slip.dealt()
    assert not slip.can_undo and slip.bets  # the dealt bets stay on the felt, nothing to undo
    slip.reset()
    assert slip.stacks == {} and not slip.undo()


def test_a_chip_over_the_bankroll_is_refused_and_says_what_is_left() -> None:
    slip, session = BetSlip(), Session(RULES, 3_000)
    slip.place(BetSpot.BANKER, 2_500, session)
    over = refused(slip.place, BetSpot.PLAYER, 2_500, session)
    assert over.spot is BetSpot.PLAYER and over.sentence == "Not enough chips: $5.00 left to bet"
    assert slip.bets == {BetSpot.BANKER: 2_500}  # a refused change leaves the slip as it was
    whole = refused(slip.double, session)
    assert whole.spot is None and "Not enough chips" in whole.sentence


def test_a_chip_over_a_spots_maximum_is_refused_on_that_spot() -> None:
    slip, session = BetSlip(), Session(RULES, 1_000_000)
    slip.place(BetSpot.TIE, 50_000, session)
    over = refused(slip.place, BetSpot.TIE, 100, session)
    assert over.spot is BetSpot.TIE and over.sentence == "$501.00 on Tie is over the maximum of $500.00"
    slip.place(BetSpot.BANKER, 250_000, session)
    doubled = refused(slip.double, session)  # the first spot over its maximum is the one named
    assert doubled.spot is BetSpot.TIE and slip.bets == {BetSpot.TIE: 50_000, BetSpot.BANKER: 250_000}
    tie = TableRules(side_max_cents=200)
    assert tie.limits(BetSpot.TIE) == (100, 200) and tie.limits(BetSpot.BANKER) == (500, 500_000)


def test_bets_under_the_minimum_are_taken_chip_by_chip_but_not_dealt() -> None:
    slip, session = BetSlip(), Session(RULES, 100_000)
    slip.place(BetSpot.PLAYER, 100, session)  # a $1 chip on the way to a bet
    under = refused(slip.check, session)
    assert under.spot is BetSpot.PLAYER and under.sentence == "$1.00 on Player is under the minimum of $5.00"
    slip.place(BetSpot.PLAYER, 500, session)
    slip.check(session)


def test_a_spot_the_table_does_not_offer_takes_no_chip() -> None:
    slip, session = BetSlip(), Session(RULES, 100_000)
    closed = refused(slip.place, BetSpot.DRAGON_7, 100, session)
    assert closed.spot is BetSpot.DRAGON_7 and closed.sentence == "This table does not offer Dragon 7"
    assert slip.bets == {}


def test_big_and_small_close_for_the_last_hand_and_a_rebet_leaves_them_off() -> None:
    session = at_the_last_hand(WITH_BIG)
    slip = BetSlip()
    closed = refused(slip.place, BetSpot.BIG, 100, session)
    assert closed.spot is BetSpot.BIG and "closed for the last hand" in closed.sentence
    kept, dropped = playable({BetSpot.BANKER: [500], BetSpot.BIG: [100], BetSpot.SMALL: []}, session)
    assert kept == {BetSpot.BANKER: [500]} and [r.spot for r in dropped] == [BetSpot.BIG]
    slip.replace(kept, session)
    assert slip.bets == {BetSpot.BANKER: 500}


def test_a_chip_that_could_pass_the_loss_limit_is_refused_on_its_spot() -> None:
    slip, session = BetSlip(), Session(RULES, 100_000, loss_limit_cents=3_000)
    slip.place(BetSpot.BANKER, 2_500, session)
    over = refused(slip.place, BetSpot.PLAYER, 2_500, session)
    assert over.spot is BetSpot.PLAYER and over.sentence.startswith("Bets of $50.00 could take you past")
