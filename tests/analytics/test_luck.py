"""How lucky was I: the selected hands' own stakes, replayed; where the real result falls.

The stakes are checked against every stored bet read the slow, obvious way; the placement against
sessions whose every card is stacked, so the real result is known to be extreme before any replay.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import numpy as np
import pytest
from matplotlib.lines import Line2D

from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.luck import luck_figure
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.luck import (
    MIN_REPLAYS,
    REPLAY_BUDGET,
    REPLAYS,
    Selection,
    luck_of,
    luck_sentence,
    replays_for,
    staked_hands,
)
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.storage.history import History
from tests.storage.support import history_rows

from .helpers import (
    BANKER_WINS_4_TO_2,
    FIRST_BETS,
    PLAYER_NATURAL_9,
    SECOND_BETS,
    SECOND_RULES,
    all_bets,
    all_hands,
    play_stacked,
    seeded_history,
)


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seeded_history(tmp_path_factory.mktemp("luck") / "history.sqlite3", first=600, second=400)


def test_the_stakes_are_every_stored_bet_in_play_order(path: Path) -> None:
    bets: dict[int, dict[BetSpot, int]] = {}
    for row in all_bets(path):
        bets.setdefault(row["hand_id"], {})[BetSpot(row["spot"])] = row["amount_cents"]
    hands = all_hands(path)
    with History.open(path, write=False) as history:
        staked = staked_hands(history, Dataset.load(history))
        rules = {s.id: s.rules for s in history.sessions()}
    assert rules[2] == SECOND_RULES and rules[1] != SECOND_RULES
    assert len(staked.hands) == len(hands) == 1_000 and staked.skipped == ()
    for hand, row in zip(staked.hands, hands, strict=True):
        assert dict(hand.bets) == bets.get(row["id"], {})
        assert hand.rules == rules[row["session_id"]]
    assert {dict(h.bets) == FIRST_BETS for h in staked.hands[:600]} == {True}
    assert {dict(h.bets) == SECOND_BETS for h in staked.hands[600:]} == {True}
    assert staked.actual_net == sum(r["bankroll_after_cents"] - r["bankroll_before_cents"] for r in hands)


def test_a_session_alone_and_hands_chosen_with_gaps(path: Path) -> None:
    hands = all_hands(path)
    with History.open(path, write=False) as history:
        second = staked_hands(history, Dataset.load(history, HistoryFilter.of([2])))
        data = Dataset.load(history)
        # Every third hand: many runs of consecutive ids, read with one range scan and filtered.
        keep = np.arange(len(data.hands)) % 3 == 0
        sparse = Selection.of(data)
        sparse = Selection(
            sparse.filter, sparse.ids[keep], sparse.net[keep], sparse.session[keep], sparse.rules
        )
        thirds = staked_hands(history, sparse)
    assert len(second.hands) == 400
    assert second.actual_net == sum(
        r["bankroll_after_cents"] - r["bankroll_before_cents"] for r in hands if r["session_id"] == 2
    )
    assert len(thirds.hands) == len(hands[::3])
    assert thirds.actual_net == sum(
        r["bankroll_after_cents"] - r["bankroll_before_cents"] for r in hands[::3]
    )


def test_better_than_is_a_share_and_the_same_hands_give_the_same_answer(path: Path) -> None:
    with History.open(path, write=False) as history:
        by_session = Dataset.load(history, HistoryFilter.of([1]))
        by_date = Dataset.load(history, HistoryFilter.of(until=date(2026, 1, 31)))  # the same hands
        first = luck_of(history, by_session, replays=2_000)
        again = luck_of(history, by_session, replays=2_000)
        same_hands = luck_of(history, by_date, replays=2_000)
        other_seed = luck_of(history, by_session, replays=2_000, seed=first.seed + 1)
        everything = luck_of(history, Dataset.load(history), replays=2_000)
    assert 0.0 <= first.better_than <= 1.0 and first.replays == 2_000
    assert np.array_equal(first.luck.nets, again.luck.nets) and first.better_than == again.better_than
    assert first.seed == same_hands.seed and np.array_equal(first.luck.nets, same_hands.luck.nets)
    assert everything.seed != first.seed
    assert not np.array_equal(first.luck.nets, other_seed.luck.nets)
    assert first.sentence == luck_sentence(first.better_than, 2_000)
    summary = first.to_dict()
    assert summary["replays"] == 2_000 and summary["seed"] == first.seed and summary["skipped_hands"] == 0
    assert summary["actual_net_cents"] == first.luck.actual_net
    assert set(summary["percentiles"]) == {"5", "25", "50", "75", "95"}
    assert "expected" in first.details and "90% of replays" in first.details


def test_a_session_that_won_a_lot_beats_nearly_every_replay_and_one_that_lost_a_lot_almost_none(
    tmp_path: Path,
) -> None:
    """Thirty Banker wins in a row on a Banker bet, then thirty Player naturals against it."""
    with History.open(tmp_path / "h.sqlite3") as history:
        won = play_stacked(history, [BANKER_WINS_4_TO_2] * 30, {BetSpot.BANKER: 1_000})
        lost = play_stacked(history, [PLAYER_NATURAL_9] * 30, {BetSpot.BANKER: 1_000})
        lucky = luck_of(history, Dataset.load(history, HistoryFilter.of([won])), replays=5_000)
        unlucky = luck_of(history, Dataset.load(history, HistoryFilter.of([lost])), replays=5_000)
    assert lucky.luck.actual_net == 30 * 950 and unlucky.luck.actual_net == -30 * 1_000
    # Thirty Banker wins in thirty hands: no replay (odds about 1 in 10^10) comes near either.
    assert lucky.better_than == 1.0
    assert unlucky.better_than == 0.0
    assert lucky.sentence.startswith("Your result was better than 100% of 5,000 sessions")
    assert unlucky.sentence.startswith("Your result was better than 0% of 5,000 sessions")


def test_a_hand_with_a_bet_this_version_does_not_know_is_left_out_of_both_sides(tmp_path: Path) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        play_stacked(
            history, [BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, BANKER_WINS_4_TO_2], {BetSpot.BANKER: 1_000}
        )
        first = history_rows(history, "SELECT min(id) AS id FROM hands")[0]["id"]
        with history.transaction() as db:  # as if a newer version had stored it (no CHECK on spots)
            db.execute(
                "INSERT INTO bets (hand_id, spot, amount_cents, net_cents) "
                "VALUES (?, 'golden_goose', 100, 500)",
                [first],
            )
        staked = staked_hands(history, Dataset.load(history))
        report = luck_of(history, Dataset.load(history), replays=200)
    assert staked.skipped == (first,) and len(staked.hands) == 2
    assert staked.actual_net == -1_000 + 950  # the first hand's +950 is not counted
    assert report.to_dict()["skipped_hands"] == 1 and "1 hand left out" in report.details


def test_no_hands_is_a_refusal_not_a_crash(path: Path) -> None:
    with History.open(path, write=False) as history:
        empty = Dataset.load(history, HistoryFilter.of(since=date(2030, 1, 1)))
        assert staked_hands(history, empty).hands == []
        with pytest.raises(DomainError, match="no hands"):
            luck_of(history, empty)


def test_long_selections_replay_fewer_times_within_the_budget() -> None:
    assert replays_for(1_000) == REPLAYS
    assert replays_for(1_000_000) == REPLAY_BUDGET // 1_000_000 < REPLAYS
    assert replays_for(100_000_000) == MIN_REPLAYS
    assert replays_for(0) == REPLAYS and replays_for(10, wanted=50) == 50


@pytest.mark.parametrize(
    ("share", "shown"), [(0.996, "99%"), (0.29, "29%"), (1.0, "100%"), (0.0, "0%"), (0.835, "83%")]
)
def test_the_percentage_is_rounded_down(share: float, shown: str) -> None:
    assert (
        luck_sentence(share, 10_000)
        == f"Your result was better than {shown} of 10,000 sessions with the same bets"
    )


def test_the_histogram_marks_the_real_result(path: Path) -> None:
    with History.open(path, write=False) as history:
        report = luck_of(history, Dataset.load(history, HistoryFilter.of([2])), replays=1_000)
    figure = luck_figure(report)
    ax = figure.axes[0]
    assert ax.patches, "bars for the replays"
    marks = [line.get_xdata()[0] for line in ax.get_lines() if isinstance(line, Line2D)]
    assert report.luck.actual_net / 100 in marks
    assert float(report.luck.expected_net) / 100 in marks
    low, high = ax.get_xlim()
    assert low <= report.luck.actual_net / 100 <= high
    figure.canvas.draw()  # draws without error at its small size


def test_hands_of_the_multiplier_table_are_replayed_with_their_lit_cards_and_fee(tmp_path: Path) -> None:
    """A multiplier table's hands count on both sides: their real nets (fee included) in the real
    result, and in every replay fresh hands of that table settled with lit cards and the fee, whose
    mean is the exact multiplier price. Two Banker bets of $10: the replays' mean sits within four
    standard errors of the exact expectation (-$0.56), which dropping the fee (+$4.00) or the
    multipliers (-$3.65) would leave far behind."""
    from fractions import Fraction

    from baccarat_desktop.engine.catalogue import Variant
    from baccarat_desktop.engine.fast.lab import house_edge
    from baccarat_desktop.engine.multiplier import multiplier_prices
    from baccarat_desktop.engine.odds import full_shoe_cards
    from baccarat_desktop.engine.rules import TableRules

    lit_rules = TableRules(variant=Variant.MULTIPLIER)
    with History.open(tmp_path / "h.sqlite3") as history:
        play_stacked(history, [BANKER_WINS_4_TO_2, PLAYER_NATURAL_9], {BetSpot.BANKER: 1_000})
        lit = play_stacked(
            history, [BANKER_WINS_4_TO_2, BANKER_WINS_4_TO_2], {BetSpot.BANKER: 1_000}, rules=lit_rules
        )
        lit_net = sum(
            row["net"]
            for row in history_rows(
                history,
                "SELECT bankroll_after_cents - bankroll_before_cents AS net FROM hands WHERE session_id = ?",
                [lit],
            )
        )
        staked = staked_hands(history, Dataset.load(history))
        report = luck_of(history, Dataset.load(history), replays=200)
        only_lit = luck_of(history, Dataset.load(history, HistoryFilter.of(sessions=[lit])), replays=4_000)
    assert len(staked.hands) == 4
    assert lit_net <= 2 * (950 * 8**3 - 200) and lit_net % 5 == 0 and lit_net != 2 * 950
    assert staked.actual_net == 950 - 1_000 + lit_net  # the multiplier hands' nets, fees included
    assert report.luck.hands == 4 and report.luck.wagered == 4_000
    assert "left out" not in report.details
    exact = -house_edge(BetSpot.BANKER, lit_rules) * 2_000
    assert exact == multiplier_prices(full_shoe_cards(8))[BetSpot.BANKER].expected * 2_000
    assert only_lit.luck.expected_net == exact
    assert report.luck.expected_net == exact - house_edge(BetSpot.BANKER, TableRules()) * 2_000
    nets = only_lit.luck.nets
    assert nets.size == 4_000 and len(set(nets.tolist())) > 20 and (nets % 5 == 0).all()
    error = float(nets.std(ddof=1)) / np.sqrt(nets.size)
    assert abs(float(nets.mean()) - float(exact)) < 4 * error, (float(nets.mean()), float(exact), error)
    assert 4 * error < 300 and Fraction(-400) < exact < 0  # the fee and the multipliers are far outside


def test_hands_of_the_peek_table_are_replayed_with_the_fee_and_the_published_raise(tmp_path: Path) -> None:
    """A Peek hand stores the stakes in play (a $10 Banker bet tripled: $30) and the fee on the stake
    as placed ($2): the replay reads back the $10 and deals it as the table does, the fee paid and the
    raise made by the published play on each replayed hand's shown cards. On one hand replayed on an
    explicit seed every result a $10 Banker bet can have at that table shows up (a tripled win of
    $28.50 less the fee, a tripled loss of $32, a push that keeps the fee...), which a replay without
    the fee or without the raise never deals, tripled as often as the play triples; the replays' mean
    sits within four standard errors (of the pool they draw from) of the exact price with that play
    (-$1.24), far from the price without the fee (+$0.76)."""
    from baccarat_desktop.engine.catalogue import Variant
    from baccarat_desktop.engine.fast.lab import house_edge, placed_expectation
    from baccarat_desktop.engine.fast.luck import LIT_POOL
    from baccarat_desktop.engine.multiplier import FEE
    from baccarat_desktop.engine.odds import full_shoe_cards
    from baccarat_desktop.engine.peek import Choice, PeekRules, peek_returns
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.storage.recorder import RecordedTable

    peek = TableRules(variant=Variant.PEEK, side_bets=())
    with History.open(tmp_path / "h.sqlite3") as history:
        table = RecordedTable.open(history, rules=peek, bankroll_cents=100_000, seed=4, new_session=True)
        table.start_shoe()
        table.begin_peek({BetSpot.BANKER: 1_000})
        real = table.choose(Choice.TRIPLE)
        table.end_session()
        staked = staked_hands(history, Dataset.load(history))
        report = luck_of(history, Dataset.load(history), replays=20_000, seed=20_261_128)
    assert [hand.bets for hand in staked.hands] == [((BetSpot.BANKER, 1_000),)]  # as placed, not $30
    assert staked.actual_net == real.settlement.net_cents and real.settlement.fee_cents == 200
    price = peek_returns(full_shoe_cards(8), PeekRules(2))[BetSpot.BANKER]
    exact = price.expected * 1_000
    assert report.luck.expected_net == exact == -house_edge(BetSpot.BANKER, peek) * 1_000
    assert report.luck.wagered == 1_000
    nets = report.luck.nets
    assert set(nets.tolist()) == {950 - 200, -200, -1_200, 3 * 950 - 200, -3_200}
    tripled = np.count_nonzero((nets == 2_650) | (nets == -3_200)) / nets.size
    assert 0.3 < tripled < float(price.triples)  # the play triples 40% of hands; a Tie pushes some
    # The replays draw from LIT_POOL hands: the pool's mean is what is held to the exact price.
    error = float(nets.std(ddof=1)) / np.sqrt(LIT_POOL)
    assert abs(float(nets.mean()) - float(exact)) < 4 * error, (float(nets.mean()), float(exact), error)
    assert abs(float(nets.mean()) - float(exact + FEE * 1_000)) > 8 * error  # the fee left out
    # A stake the table maximum keeps from tripling is doubled instead, and priced so.
    capped = TableRules(variant=Variant.PEEK, side_bets=(), max_bet_cents=2_500)
    doubled = (price.keep + (price.expected - price.keep) / 2) * 1_000
    assert placed_expectation(BetSpot.BANKER, 1_000, capped) == doubled
