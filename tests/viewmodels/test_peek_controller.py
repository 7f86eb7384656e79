"""The table controller at a Peek table: a hand with a Player or Banker bet stops after its first four
cards (its bets stored) and offers the choice (``peek_offered``, phase CHOOSING: no chips, Deal,
Rebet or Double); ``choose`` deals it with the choice, stored at once; a Tie alone is dealt straight
through; a crash at the choice reopens with the choice to make."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.peek import Choice
from baccarat_desktop.viewmodels.settings import GameSettings
from baccarat_desktop.viewmodels.table_controller import PeekPause, Phase
from tests.storage.support import counts, query
from tests.viewmodels.test_table_controller import Made, bet

PEEK = GameSettings(variant=Variant.PEEK, starting_bankroll_cents=100_000)


@pytest.fixture
def made(qtbot: Any, tmp_path: Path) -> Iterator[Made]:
    m = Made(tmp_path / "history.sqlite3")
    yield m
    m.close()


def test_the_hand_stops_for_the_choice_then_deals_with_it(made: Made, qtbot: Any) -> None:
    c = made.controller(PEEK, seed=6)
    offers: list[PeekPause] = []
    dealt: list[object] = []
    c.peek_offered.connect(offers.append)
    c.hand_dealt.connect(dealt.append)
    bet(c, BetSpot.PLAYER, 500, 500)
    bet(c, BetSpot.TIE, 100)
    before = c.bankroll_cents
    assert c.deal() is None
    (pause,) = offers
    assert c.phase is Phase.CHOOSING and dealt == [] and c.peek_pause is pause
    shoe = c.table.session.shoe
    assert shoe is not None
    assert pause.first_four == shoe.cards[shoe.position : shoe.position + 4]
    assert pause.shown == pause.first_four[:2] and pause.bets == {BetSpot.PLAYER: 1_000, BetSpot.TIE: 100}
    # the burn's shown card is seen, its face-down cards are not
    assert pause.seen == (shoe.cards[0],) and pause.bankroll_cents == before
    assert counts(made.path)["pending_hands"] == 1 and counts(made.path)["hands"] == 0
    # nothing else moves while the choice waits
    refused: list[str] = []
    c.bet_refused.connect(lambda _spot, why: refused.append(why))
    assert not c.can_deal() and c.deal() is None and not c.can_double() and not c.can_rebet()
    assert not c.place_chip(BetSpot.PLAYER) and "Keep, double or triple first" in refused[-1]
    assert c.replay_refusal() is not None and not c.new_session()
    result = c.choose(Choice.DOUBLE)
    assert result is not None and dealt == [result] and c.phase is Phase.DEALING
    assert counts(made.path)["hands"] == 1 and counts(made.path)["pending_hands"] == 0  # stored at the choice
    assert c.bankroll_shown_cents == before  # not before the felt shows the result
    p, b = result.coup.player, result.coup.banker
    assert (p[0], b[0], p[1], b[1]) == pause.first_four
    c.show_result(result)
    assert c.bankroll_shown_cents == before + result.net_cents
    assert c.finish_hand() is result and c.phase is Phase.BETTING
    assert c.bankroll_cents == before + result.net_cents and counts(made.path)["hands"] == 1
    (stored,) = query(made.path, "SELECT amount_cents, fee_cents FROM bets WHERE spot = 'player'")
    assert (stored["amount_cents"], stored["fee_cents"]) == (2_000, 200)
    assert c.rebet() and c.bets == {BetSpot.PLAYER: 1_000, BetSpot.TIE: 100}  # the stakes as placed


def test_a_raise_that_cannot_be_paid_is_refused_and_the_choice_still_waits(made: Made, qtbot: Any) -> None:
    c = made.controller(GameSettings(variant=Variant.PEEK, starting_bankroll_cents=2_500), seed=6)
    refused: list[str] = []
    c.bet_refused.connect(lambda _spot, why: refused.append(why))
    bet(c, BetSpot.BANKER, 500, 500)
    c.deal()
    assert c.raise_refusal(Choice.TRIPLE) is not None and c.raise_refusal(Choice.KEEP) is None
    assert c.choose(Choice.TRIPLE) is None and "bankroll" in refused[-1] and c.phase is Phase.CHOOSING
    assert c.choose(Choice.KEEP) is not None


def test_a_tie_alone_is_dealt_straight_through(made: Made, qtbot: Any) -> None:
    c = made.controller(PEEK, seed=6)
    offers: list[object] = []
    c.peek_offered.connect(offers.append)
    bet(c, BetSpot.TIE, 500)
    dealt = c.deal()
    assert dealt is not None and offers == [] and c.phase is Phase.DEALING
    assert c.finish_hand() is dealt


def test_a_crash_at_the_choice_reopens_with_the_choice_to_make(made: Made, qtbot: Any) -> None:
    first = made.controller(PEEK, seed=6)
    bet(first, BetSpot.BANKER, 500, 500)
    first.deal()  # the program dies at the choice
    pause = first.peek_pause
    assert pause is not None
    again = made.controller(PEEK, start=False)
    with qtbot.waitSignal(again.peek_offered) as offered:
        again.start()
    resumed = offered.args[0]
    assert resumed.first_four == pause.first_four and resumed.bets == pause.bets
    assert again.phase is Phase.CHOOSING and again.bets == {BetSpot.BANKER: 1_000}
    result = again.choose(Choice.TRIPLE)
    assert result is not None and result.settlement.results[0].amount_cents == 3_000
    assert again.finish_hand() is result


def test_a_reopened_table_reads_its_last_peek_hand_as_placed_and_chosen(made: Made, qtbot: Any) -> None:
    first = made.controller(PEEK, seed=6)
    bet(first, BetSpot.PLAYER, 500)
    first.deal()
    played = first.choose(Choice.TRIPLE)
    assert played is not None and first.finish_hand() is played
    again = made.controller(PEEK)
    last = again.last_result
    assert last is not None and last.choice is Choice.TRIPLE
    assert last.bets == ((BetSpot.PLAYER, 500),) and last.settlement == played.settlement
    assert again.rebet() and again.bets == {BetSpot.PLAYER: 500}  # the stake, not the stakes in play
