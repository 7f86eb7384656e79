"""OddsModel and HandOddsModel: the odds of the cards left, priced off the GUI thread, never early.

Every price is checked against the pure-Python reference (``engine.odds.exact_odds`` and
``shoe_prices``) on the composition the player has really seen.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import Card, Rank
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import FEE, MULTIPLIER_SPOTS, multiplier_prices
from baccarat_desktop.engine.odds import ShoePrices, exact_odds, full_shoe_cards, shoe_prices, unseen_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import HandResult
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.viewmodels.odds import (
    LIT_BATCH,
    BetOdds,
    HandOddsModel,
    OddsModel,
    expected_text,
    percent_text,
)
from baccarat_desktop.viewmodels.settings import GameSettings
from baccarat_desktop.viewmodels.table_controller import TableController

PAIRS = (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)


def low_ranks_first(decks: int = 8) -> Callable[[], Shoe]:
    """A real 8-deck shoe (no card more often than the decks hold) whose every Ace, 2 and 3 comes
    first: once they are dealt, ten ranks are left and the pairs pay more than they cost."""
    cards = [card for card, n in full_shoe_cards(decks).items() for _ in range(n)]
    low = [c for c in cards if c.rank in (Rank.ACE, Rank.TWO, Rank.THREE)]
    rest = [c for c in cards if c.rank not in (Rank.ACE, Rank.TWO, Rank.THREE)]
    random.Random(5).shuffle(low)
    random.Random(6).shuffle(rest)
    order = low + rest

    def factory() -> Shoe:
        return Shoe.from_order(order, cards_behind_cut=15)

    return factory


def reference(rules: TableRules, seen: list[Card]) -> ShoePrices:
    return shoe_prices(exact_odds(unseen_cards(rules.decks, seen)), rules)


class Table:
    """A controller on a throwaway history, and the odds model following it as the window does
    (the felt's moments stand in: the burn shown at once, each hand once finished)."""

    def __init__(self, path: Path, *, settings: GameSettings, **table: Any) -> None:
        self.history = History.open(path)
        self.settings = settings
        self.table = RecordedTable.open(self.history, rules=settings.table_rules(), **table)
        self.controller = TableController(self.table, settings)
        self.model = OddsModel(self.controller)
        self.controller.shoe_started.connect(self.model.shoe_started)
        self.controller.shoe_started.connect(self.model.shoe_shown)
        self.controller.hand_settled.connect(self.model.hand_shown)
        self.seen: list[Card] = []
        self.controller.shoe_started.connect(self._burn)
        self.controller.hand_settled.connect(self._hand)
        self.model.reload()

    def _burn(self, start: Any) -> None:
        self.seen = [start.burn.shown] if start.burn is not None else []

    def _hand(self, result: HandResult) -> None:
        self.seen += [*result.coup.player, *result.coup.banker]

    def play(self, hands: int, bets: dict[BetSpot, int] | None = None) -> None:
        for _ in range(hands):
            for spot, cents in (bets or {}).items():
                self.controller.select_chip(cents)
                self.controller.place_chip(spot)
            assert self.controller.deal() is not None
            self.controller.finish_hand()

    def close(self) -> None:
        self.model.close()
        self.history.close()


@pytest.fixture
def make(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., Table]]:
    made: list[Table] = []

    def build(settings: GameSettings | None = None, **table: Any) -> Table:
        made.append(Table(tmp_path / "history.sqlite3", settings=settings or GameSettings(), **table))
        return made[-1]

    yield build
    for table in made:
        table.close()


def test_the_prices_are_the_reference_s_for_the_cards_seen_in_real_play(make: Callable[..., Table]) -> None:
    settings = GameSettings(side_bets=(BetSpot.PLAYER_PAIR, BetSpot.PERFECT_PAIR, BetSpot.DRAGON_7))
    table = make(settings, seed=11)
    table.model.set_enabled(True)
    table.controller.start()
    for hands in (0, 1, 7, 15):
        table.play(hands - table.model.hands_shown)
        assert table.model.wait()
        assert table.model.up_to_date and table.model.message == ""
        want = reference(table.controller.rules, table.seen)
        assert table.model.prices == want
        view = table.model.view
        assert view is not None and view.cards_left == 416 - len(table.seen)
        assert view.chances == (
            ("Banker", percent_text(want.banker)),
            ("Player", percent_text(want.player)),
            ("Tie", percent_text(want.tie)),
        )
        assert [b.spot for b in view.bets] == [b.spot for b in want.bets]  # Perfect Pair too (suits seen)
        assert all(b.hands == hands + 1 for b in view.bets)


def test_a_hand_counts_only_once_it_is_shown(make: Callable[..., Table]) -> None:
    table = make(seed=3)
    table.controller.hand_settled.disconnect(table.model.hand_shown)  # the test says when it is shown
    table.model.set_enabled(True)
    table.controller.start()
    assert table.model.wait()
    before = table.model.prices
    result = table.controller.deal()  # dealt, its cards out of the shoe, the felt still showing them
    assert result is not None
    table.controller.finish_hand()
    assert table.model.wait()
    assert table.model.prices == before and table.model.hands_shown == 0
    table.model.hand_shown(result)
    assert table.model.wait()
    assert table.model.prices != before and table.model.hands_shown == 1
    assert table.model.prices == reference(table.controller.rules, table.seen)


def test_nothing_is_priced_while_the_panel_is_off_and_turning_it_on_prices_the_whole_shoe(
    make: Callable[..., Table],
) -> None:
    table = make(seed=5)
    table.controller.start()
    table.play(6)
    assert not table.model.pending and table.model.prices is None  # off: never priced
    assert table.model.view is None
    table.model.set_enabled(True)
    assert table.model.wait()
    view = table.model.view
    assert view is not None and all(b.hands == 7 for b in view.bets)
    assert table.model.prices == reference(table.controller.rules, table.seen)


def test_a_new_shoe_starts_afresh_and_waits_for_its_burn_card(make: Callable[..., Table]) -> None:
    table = make(seed=9)
    table.controller.shoe_started.disconnect(table.model.shoe_shown)  # the felt has not turned it yet
    table.model.set_enabled(True)
    table.controller.start()
    assert table.model.wait() and table.model.prices is None
    assert table.model.message == "A new shoe: the odds show once its burn card is turned."
    table.play(2)
    assert table.model.hands_shown == 0 and table.model.prices is None  # its burn never shown: nothing
    start = table.controller.new_shoe()
    assert start is not None and table.model.prices is None
    table.model.shoe_shown(start)
    assert table.model.wait()
    assert table.model.prices == reference(table.controller.rules, table.seen)
    assert table.model.view is not None and table.model.view.cards_left == 415
    table.play(2)
    assert table.model.wait() and table.model.hands_shown == 2
    assert table.model.prices == reference(table.controller.rules, table.seen)


def test_a_restart_mid_shoe_rebuilds_the_prices_and_the_counts(
    make: Callable[..., Table], tmp_path: Path
) -> None:
    table = make(seed=21)
    table.model.set_enabled(True)
    table.controller.start()
    table.play(12)
    assert table.model.wait()
    live = table.model.view
    seen = list(table.seen)
    table.close()
    again = make(seed=21)  # the same history: the session goes on where it was
    again.model.set_enabled(True)
    assert again.model.wait()
    assert again.model.hands_shown == 12
    assert again.model.view == live
    assert again.model.prices == reference(again.controller.rules, seen)
    again.controller.start()  # nothing to resume: the shoe goes on
    again.seen = seen
    again.play(1)
    assert again.model.wait()
    assert again.model.prices == reference(again.controller.rules, again.seen)


def test_a_bet_turned_positive_is_counted_for_every_hand_of_the_shoe(make: Callable[..., Table]) -> None:
    table = make(shoe_factory=low_ranks_first())
    table.model.set_enabled(True)
    table.controller.start()
    rules = table.controller.rules
    positive = dict.fromkeys(PAIRS, 0)
    for hands in range(26):
        assert table.model.wait()
        want = reference(rules, table.seen)
        assert table.model.prices == want
        for spot in PAIRS:
            positive[spot] += want.price(spot).favourable  # type: ignore[union-attr]
        view = table.model.view
        assert view is not None
        for spot in PAIRS:
            bet = view.bet(spot)
            assert bet is not None and (bet.positive_hands, bet.hands) == (positive[spot], hands + 1)
        table.play(1)
    assert table.model.wait()
    view = table.model.view
    assert view is not None
    pair = view.bet(BetSpot.PLAYER_PAIR)
    assert pair is not None and pair.favourable and pair.positive_hands >= 3
    assert pair in view.favourable and view.bet(BetSpot.BANKER) not in view.favourable
    assert pair.explanation == (
        f"Player Pair favours you now: the cards left make it return {pair.value_text} per $100 on average"
    )
    assert pair.value_text.startswith("+$")


def test_the_odds_before_a_stored_hand_are_the_reference_s(make: Callable[..., Table], qtbot: Any) -> None:
    table = make(shoe_factory=low_ranks_first())
    table.controller.start()
    table.play(24, {BetSpot.PLAYER_PAIR: 100, BetSpot.BANKER: 500})
    table.play(1)
    hands = table.history.hands_in_shoe(table.table.shoe_id)
    deal = table.history.shoe_deals([hands[0].id])[0]
    model = HandOddsModel()
    try:
        for row in (hands[0], hands[10], hands[23], hands[24]):
            model.request(table.history, row.id, {BetSpot.PLAYER_PAIR: 100, BetSpot.BANKER: 500})
            assert model.wait()
            odds = model.odds
            assert odds is not None and odds.hand_id == row.id and odds.hand_no == row.hand_no
            want = reference(deal.rules, deal.seen_before(row.id))
            assert odds.view.cards_left == want.cards
            assert [(b.spot, b.expected) for b in odds.view.bets] == [(b.spot, b.expected) for b in want.bets]
            assert {b.spot: b.staked_cents for b in odds.staked} == {
                BetSpot.PLAYER_PAIR: 100,
                BetSpot.BANKER: 500,
            }
            pair = odds.view.bet(BetSpot.PLAYER_PAIR)
            assert pair is not None
            verdict = "worth making" if want.price(BetSpot.PLAYER_PAIR).favourable else "not worth making"  # type: ignore[union-attr]
            assert (
                pair.worth_text
                == f"Your $1.00 on Player Pair: {verdict} ({pair.value_text} per $100 on average)"
            )
        assert odds.view.bet(BetSpot.PLAYER_PAIR).favourable  # type: ignore[union-attr]  # late: positive
        model.request(table.history, 10**9, {})
        assert model.odds is None and "not stored" in model.message
        model.request(table.history, None, {})
        assert model.odds is None and model.message == ""
    finally:
        model.close()


@pytest.mark.parametrize(
    ("expected", "text"),
    [
        (Fraction(-106, 10_000), "-$1.06"),
        (Fraction(32, 1_000), "+$3.20"),
        (Fraction(-1), "-$100.00"),
        (Fraction(1, 100), "+$1.00"),
        (Fraction(1, 10**7), "+<$0.01"),
        (Fraction(-1, 10**7), "-<$0.01"),
        (Fraction(0), "$0.00"),
        (Fraction(-1065, 100_000), "-$1.07"),  # half a cent: away from zero
    ],
)
def test_the_money_per_100(expected: Fraction, text: str) -> None:
    assert expected_text(expected) == text
    assert BetOdds(BetSpot.TIE, expected).value_text == text


# -- the multiplier table ----------------------------------------------------------------------------


def lit_reference(rules: TableRules, seen: list[Card]) -> list[tuple[BetSpot, Fraction]]:
    """Each multiplier-table bet's mean net per unit staked (lit cards and fee) on the cards unseen."""
    return [(s, p.expected) for s, p in multiplier_prices(unseen_cards(rules.decks, seen)).items()]


def test_a_multiplier_table_prices_its_bets_with_the_lit_cards_and_the_fee(
    make: Callable[..., Table],
) -> None:
    table = make(GameSettings(variant=Variant.MULTIPLIER), seed=30)
    table.controller.start()
    table.play(6)  # turned on mid-shoe: seven compositions, a few a job
    table.model.set_enabled(True)
    assert table.model.wait()
    rules = table.controller.rules
    assert rules.variant is Variant.MULTIPLIER and LIT_BATCH < 7
    prices = table.model.prices
    assert prices is not None and table.model.up_to_date
    assert [(b.spot, b.expected) for b in prices.bets] == lit_reference(rules, table.seen)
    plain = reference(rules, table.seen)  # the chances are the same cards' either way
    assert (prices.banker, prices.player, prices.tie, plain.bets) == (
        plain.banker,
        plain.player,
        plain.tie,
        (),
    )
    view = table.model.view
    assert view is not None and view.lit and view.fee == FEE
    assert [b.spot for b in view.bets] == list(MULTIPLIER_SPOTS) and all(b.hands == 7 for b in view.bets)
    for bet in view.bets:  # what a dollar paid out (stake and fee) brings back
        assert bet.per_outlay == (1 + FEE + bet.expected) / (1 + FEE) < 1
        assert bet.return_text == percent_text(bet.per_outlay)
    assert "lit cards and fee included" in table.model.header
    table.play(1)
    assert table.model.wait()
    assert [(b.spot, b.expected) for b in table.model.prices.bets] == lit_reference(rules, table.seen)  # type: ignore[union-attr]
    model = HandOddsModel()
    try:  # the hand history's odds before a stored hand: the same prices
        hands = table.history.hands_in_shoe(table.table.shoe_id)
        deal = table.history.shoe_deals([hands[3].id])[0]
        model.request(table.history, hands[3].id, {})
        assert model.wait()
        odds = model.odds
        assert odds is not None and odds.view.lit
        want = lit_reference(deal.rules, deal.seen_before(hands[3].id))
        assert [(b.spot, b.expected) for b in odds.view.bets] == want
    finally:
        model.close()


def test_the_return_per_dollar_paid_counts_the_fee_in_what_is_paid() -> None:
    bet = BetOdds(BetSpot.BANKER, Fraction(-106, 10_000))
    assert bet.per_outlay == Fraction(9894, 10_000) and bet.return_text == "98.94%"
    lit = BetOdds(BetSpot.BANKER, Fraction(-24, 100), fee=Fraction(1, 5))  # 0.96 back per 1.20 paid
    assert lit.per_outlay == Fraction(4, 5) and lit.return_text == "80.00%"
