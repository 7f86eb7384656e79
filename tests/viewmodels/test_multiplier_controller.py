"""The table controller at a multiplier table: the hand's lit cards are announced (``cards_lit``)
once its bets are stored and before its first card, the same cards again when a crash interrupted
it, and the fee goes with the stakes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import LitCard, lit_cards
from baccarat_desktop.viewmodels.settings import GameSettings
from tests.viewmodels.test_table_controller import Made, bet

LIT = GameSettings(variant=Variant.MULTIPLIER, starting_bankroll_cents=100_000)


@pytest.fixture
def made(qtbot: Any, tmp_path: Path) -> Iterator[Made]:
    m = Made(tmp_path / "history.sqlite3")
    yield m
    m.close()


def test_the_lit_cards_come_before_the_hand_and_the_fee_with_the_stakes(made: Made, qtbot: Any) -> None:
    c = made.controller(LIT, seed=4)
    heard: list[tuple[str, object]] = []
    c.cards_lit.connect(lambda lit: heard.append(("lit", lit)))
    c.hand_dealt.connect(lambda hand: heard.append(("dealt", hand)))
    assert c.lit_cards == ()
    bet(c, BetSpot.BANKER, 500, 500)
    bet(c, BetSpot.TIE, 500)
    assert c.fee_cents == 300
    before = c.bankroll_cents
    dealt = c.deal()
    assert dealt is not None
    seed = c.table.session.shoe.seed if c.table.session.shoe else None
    assert seed is not None and dealt.lit == lit_cards(seed, 1)
    assert heard == [("lit", dealt.lit), ("dealt", dealt)]
    assert c.lit_cards == dealt.lit and all(isinstance(item, LitCard) for item in dealt.lit)
    settled = c.finish_hand()
    assert settled is dealt and c.lit_cards == ()
    assert c.bankroll_cents == before + dealt.net_cents
    assert dealt.fee_cents == 300 and dealt.settlement.fee_cents == 300
    assert c.fee_cents == 0  # no bets on the table now


def test_a_table_without_lights_announces_none(made: Made, qtbot: Any) -> None:
    c = made.controller(GameSettings(), seed=4)
    heard: list[object] = []
    c.cards_lit.connect(heard.append)
    bet(c, BetSpot.BANKER, 500)
    dealt = c.deal()
    assert dealt is not None and dealt.lit == () and heard == [] and c.fee_cents == 0


def test_a_hand_interrupted_by_a_crash_lights_the_same_cards_again(made: Made, qtbot: Any) -> None:
    c = made.controller(LIT, seed=8)
    bet(c, BetSpot.PLAYER, 2_500)
    dealt = c.deal()
    assert dealt is not None and dealt.lit
    again = made.controller(LIT, start=False)  # the first lets go of the file, as a crash would
    heard: list[object] = []
    again.cards_lit.connect(heard.append)
    again.start()
    assert heard == [dealt.lit] and again.lit_cards == dealt.lit
    settled = again.finish_hand()
    assert settled is not None and settled.lit == dealt.lit and settled.coup == dealt.coup
    assert settled.bankroll_after_cents == dealt.bankroll_after_cents


def test_a_reopened_multiplier_table_shows_its_last_hand_with_its_lit_cards_and_pay(made: Made) -> None:
    c = made.controller(LIT, seed=12)
    results = []
    for _ in range(6):
        bet(c, BetSpot.PLAYER, 500)
        bet(c, BetSpot.TIE, 100)
        dealt = c.deal()
        assert dealt is not None
        results.append(c.finish_hand())
    last = results[-1]
    assert last is not None and last.lit
    again = made.controller(LIT)
    felt = again.restored_felt()
    assert felt is not None
    hand, _ = felt
    assert hand is not None and hand.lit == last.lit and hand.coup == last.coup
    assert hand.settlement == last.settlement  # the multipliers and the fee, as the hand was paid
    assert again.last_result is not None and again.last_result.lit == last.lit
