"""What each chart shows, from hand-made datasets whose every number can be worked out on paper,
and from stacked shoes whose every cent is known."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from baccarat_desktop.analytics.analysis import Analysis
from baccarat_desktop.analytics.dataset import BANKER, PLAYER, TIE, Dataset, HandArrays, SpotTotals
from baccarat_desktop.analytics.exact import (
    multiplier_full_shoe,
    outcome_probability,
    side_given_no_tie,
    spot_edge,
    spot_variance,
)
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.money_charts import bankroll_stats, money_stats, sessions_stats
from baccarat_desktop.analytics.outcome_charts import outcome_stats, streak_stats, tie_stats
from baccarat_desktop.analytics.stats import binomial_band, expected_streak_counts, wilson_interval
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import FEE
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.rows import SessionRow

from .helpers import BANKER_WINS_4_TO_2, BANKER_WINS_ON_6, PAIRS, PLAYER_NATURAL_9, TIE_7_7, play_stacked

B, P, T = BANKER, PLAYER, TIE


def session_row(session_id: int, rules: TableRules | None = None, *, ended: bool = True) -> SessionRow:
    return SessionRow(
        id=session_id,
        uid=f"s{session_id}",
        started_at="2026-01-01T10:00:00.000Z",
        ended_at="2026-01-01T12:30:00.000Z" if ended else None,
        starting_bankroll_cents=1_000,
        rules=rules or TableRules(),
        seed_mode="derived",
        loss_limit_cents=None,
    )


def make_dataset(
    winners: list[int],
    shoes: list[int],
    nets: list[int] | None = None,
    *,
    sessions: list[int] | None = None,
    rules: dict[int, TableRules] | None = None,
    start: int = 1_000,
    player_pairs: list[bool] | None = None,
    banker_pairs: list[bool] | None = None,
) -> Dataset:
    """A dataset built by hand: shoe ids are given; shoe numbers count within each session."""
    n = len(winners)
    sessions = sessions or [1] * n
    nets = nets or [0] * n
    rules = rules or {}
    shoe_info: dict[int, tuple[int, int]] = {}
    hand_no: list[int] = []
    counters: dict[int, int] = {}
    for shoe, session in zip(shoes, sessions, strict=True):
        if shoe not in shoe_info:
            shoe_info[shoe] = (session, sum(1 for s, _ in shoe_info.values() if s == session) + 1)
        counters[shoe] = counters.get(shoe, 0) + 1
        hand_no.append(counters[shoe])
    ids = np.arange(1, n + 1)
    data = Dataset(
        HistoryFilter(),
        hands=HandArrays(
            {
                "ids": ids,
                "shoe": np.array(shoes),
                "session": np.array(sessions),
                "hand_no": np.array(hand_no),
                "winner": np.array(winners),
                "player_pair": np.array(player_pairs or [False] * n),
                "banker_pair": np.array(banker_pairs or [False] * n),
                "net": np.array(nets),
            }
        ),
        sessions={s: session_row(s, rules.get(s)) for s in set(sessions)},
        shoes=shoe_info,
    )
    for s in sorted(set(sessions)):
        where = [i for i in range(n) if sessions[i] == s]
        data.session_bounds[s] = (int(ids[where[0]]), int(ids[where[-1]]))
        data.session_times[s] = ("2026-01-01T10:00:05.000Z", "2026-01-01T11:00:00.000Z")
        data.start_bankroll[s] = start
    return data


# -- bankroll ---------------------------------------------------------------------------------
def test_bankroll_of_one_session_by_hand() -> None:
    data = make_dataset([B] * 5, [1, 1, 2, 2, 2], [100, -300, 200, -500, 50])
    stats = bankroll_stats(data)
    assert stats.label == "Bankroll" and stats.single_session
    assert stats.values.tolist() == [1000, 1100, 800, 1000, 500, 550]
    assert (stats.peak_index, stats.peak_cents) == (1, 1100)
    assert (stats.drawdown.peak, stats.drawdown.trough, stats.drawdown.amount) == (1, 4, 600)
    assert stats.shoe_starts.tolist() == [2]  # the third hand opened shoe 2
    summary = stats.to_dict()
    assert summary["net_cents"] == -450 and summary["max_drawdown"]["cents"] == 600 and summary["shoes"] == 2


def test_several_sessions_chain_their_net_results() -> None:
    data = make_dataset([B] * 4, [1, 1, 2, 2], [500, -200, -700, 100], sessions=[1, 1, 2, 2], start=90_000)
    stats = bankroll_stats(data)
    assert not stats.single_session and stats.label.startswith("Net result")
    assert stats.values.tolist() == [0, 500, 300, -400, -300]  # separate bankrolls are not added
    assert stats.session_starts.tolist() == [2] and stats.session_ids == (1, 2)
    assert stats.drawdown.amount == 900


# -- streaks ----------------------------------------------------------------------------------
def test_streaks_by_hand() -> None:
    # Shoe 10: B B T B P P ; shoe 11: P P P T P B. Longest: Player 4 (shoe 11 from its hand 1).
    winners = [B, B, T, B, P, P, P, P, P, T, P, B]
    shoes = [10] * 6 + [11] * 6
    stats = streak_stats(make_dataset(winners, shoes))
    assert stats.observed["banker"][:4].tolist() == [1, 0, 1, 0]
    assert stats.observed["player"][:4].tolist() == [0, 1, 0, 1]
    best = stats.longest["player"][0]
    assert (best.length, best.session_id, best.shoe_no, best.hand_no) == (4, 1, 2, 1)
    assert [r.length for r in stats.longest["banker"]] == [3, 1]
    assert stats.shoes == 2
    q_banker, q_player = (float(q) for q in side_given_no_tie(8))
    decided = np.array([5, 5])  # decided hands per shoe
    assert stats.expected["banker"] == pytest.approx(
        expected_streak_counts(decided, q_banker, stats.max_length)
    )
    assert stats.expected["player"] == pytest.approx(
        expected_streak_counts(decided, q_player, stats.max_length)
    )
    assert stats.q["banker"] == pytest.approx(q_banker)


def test_streak_model_uses_each_sessions_shoe_size() -> None:
    six = TableRules(decks=6)
    data = make_dataset([B, P, B, B, P, P], [1, 1, 1, 2, 2, 2], sessions=[1, 1, 1, 2, 2, 2], rules={2: six})
    stats = streak_stats(data)
    expected = expected_streak_counts(np.array([3]), float(side_given_no_tie(8)[0]), stats.max_length)
    expected = expected + expected_streak_counts(
        np.array([3]), float(side_given_no_tie(6)[0]), stats.max_length
    )
    assert stats.expected["banker"] == pytest.approx(expected)


# -- ties and outcomes ------------------------------------------------------------------------
def test_tie_rates_by_hand() -> None:
    winners = [T, B, B, T, P, T, B]
    stats = tie_stats(make_dataset(winners, [1] * 7), window=3)
    assert stats.rolling.tolist() == pytest.approx([1 / 3, 1 / 3, 1 / 3, 2 / 3, 1 / 3])
    assert stats.cumulative.tolist() == pytest.approx([1, 1 / 2, 1 / 3, 2 / 4, 2 / 5, 3 / 6, 3 / 7])
    assert stats.ties == 3 and stats.p_exact == float(outcome_probability("tie"))
    assert stats.window_band == binomial_band(3, stats.p_exact)
    assert stats.wilson == wilson_interval(3, 7)


def test_outcome_mix_by_hand_with_mixed_shoe_sizes() -> None:
    six = TableRules(decks=6)
    data = make_dataset(
        [B, P, T, B],
        [1, 1, 1, 2],
        sessions=[1, 1, 1, 2],
        rules={2: six},
        player_pairs=[True, False, False, False],
        banker_pairs=[True, True, False, False],
    )
    stats = outcome_stats(data)
    rows = {r.outcome: r for r in stats.rows}
    assert {o: r.count for o, r in rows.items()} == {
        "banker": 2,
        "player": 1,
        "tie": 1,
        "player_pair": 1,
        "banker_pair": 2,
    }
    for outcome, row in rows.items():
        # Three hands from 8-deck shoes and one from a 6-deck shoe.
        exact = (3 * outcome_probability(outcome, 8) + outcome_probability(outcome, 6)) / 4
        assert row.exact == pytest.approx(float(exact), abs=1e-15)
        assert (row.low, row.high) == wilson_interval(row.count, 4)
        assert row.inside == (row.low <= row.exact <= row.high)


# -- money ------------------------------------------------------------------------------------
def test_money_by_hand_across_rules() -> None:
    standard, no_commission, tie9 = (
        TableRules(),
        TableRules(variant=Variant.NO_COMMISSION),
        TableRules(tie_pays=9),
    )
    data = make_dataset(
        [B, B, B], [1, 2, 3], sessions=[1, 2, 3], rules={1: standard, 2: no_commission, 3: tie9}
    )
    data.spot_money = {
        (1, "banker"): SpotTotals(10, 10_000, -150, 200, 10 * 1_000**2),
        (2, "banker"): SpotTotals(4, 4_000, 500, 0, 4 * 1_000**2),
        (3, "tie"): SpotTotals(20, 2_000, -1_100, 0, 20 * 100**2),
    }
    stats = money_stats(data)
    rows = {r.spot: r for r in stats.rows}
    assert list(rows) == ["banker", "tie"]  # table order, only spots that were bet on
    banker = rows["banker"]
    assert (banker.bets, banker.wagered_cents, banker.net_cents, banker.commission_cents) == (
        14,
        14_000,
        350,
        200,
    )
    expected = -(
        spot_edge(BetSpot.BANKER, standard) * 10_000 + spot_edge(BetSpot.BANKER, no_commission) * 4_000
    )
    assert banker.expected_net_cents == pytest.approx(float(expected))
    spread = math.sqrt(
        float(spot_variance(BetSpot.BANKER, standard)) * 10 * 1_000**2
        + float(spot_variance(BetSpot.BANKER, no_commission)) * 4 * 1_000**2
    )
    assert banker.spread_cents == pytest.approx(spread)
    assert banker.actual_return == pytest.approx(350 / 14_000)
    assert banker.expected_return == pytest.approx(float(expected) / 14_000)
    tie = rows["tie"]
    assert tie.expected_net_cents == pytest.approx(float(-spot_edge(BetSpot.TIE, tie9) * 2_000))
    assert stats.total.wagered_cents == 16_000 and stats.total.net_cents == -750
    assert stats.total.band_cents is None and stats.total.inside is None
    assert banker.band_cents is not None and banker.inside == (
        banker.band_cents[0] <= 350 <= banker.band_cents[1]
    )


def stacked_analysis(tmp_path: Path, rules: TableRules) -> Analysis:
    path = tmp_path / f"stacked-{rules.variant.value}.sqlite3"
    coups = [BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, BANKER_WINS_ON_6, PAIRS]
    with History.open(path) as history:
        play_stacked(
            history, coups, {BetSpot.BANKER: 1_000, BetSpot.TIE: 100, BetSpot.BANKER_PAIR: 100}, rules=rules
        )
        return Analysis(Dataset.load(history))


def test_money_with_commission_from_real_hands(tmp_path: Path) -> None:
    analysis = stacked_analysis(tmp_path, TableRules())
    rows = {r.spot: r for r in analysis.money().rows}
    # Banker: +950 (5% of 1,000 kept), -1,000, push, +950 (kept 50), push  -> +900, commission 100.
    assert (rows["banker"].net_cents, rows["banker"].commission_cents, rows["banker"].wagered_cents) == (
        900,
        100,
        5_000,
    )
    # Tie: -100, -100, +800, -100, +800.
    assert (rows["tie"].net_cents, rows["tie"].commission_cents) == (1_300, 0)
    # Banker Pair pays 11:1 twice (3-3 and 8-8), loses three times.
    assert rows["banker_pair"].net_cents == 2 * 1_100 - 3 * 100
    sessions = analysis.sessions().rows
    assert len(sessions) == 1
    row = sessions[0]
    assert row.hands == 5 and row.wagered_cents == 6_000
    assert row.net_cents == 900 + 1_300 + 1_900
    # Per hand: +950-100-100 = 750, -1,200, +800-100 = 700, +950-100+1,100 = 1,950, +800+1,100 = 1,900.
    assert (row.biggest_win_cents, row.biggest_loss_cents) == (1_950, -1_200)
    assert analysis.bankroll().final_cents == 100_000 + 4_100
    outcomes = {r.outcome: r.count for r in analysis.outcomes().rows}
    assert outcomes == {"banker": 2, "player": 1, "tie": 2, "player_pair": 1, "banker_pair": 2}


def test_money_without_commission_from_real_hands(tmp_path: Path) -> None:
    analysis = stacked_analysis(tmp_path, TableRules(variant=Variant.NO_COMMISSION))
    banker = next(r for r in analysis.money().rows if r.spot == "banker")
    # +1,000, -1,000, push, +500 (a Banker win on 6 pays 1:2), push.
    assert (banker.net_cents, banker.commission_cents) == (500, 0)
    no_commission = TableRules(variant=Variant.NO_COMMISSION)
    assert banker.expected_net_cents == pytest.approx(
        float(-spot_edge(BetSpot.BANKER, no_commission) * 5_000)
    )


# -- sessions and the cache -------------------------------------------------------------------
def test_sessions_by_hand() -> None:
    data = make_dataset([B] * 5, [1, 1, 2, 2, 2], [300, -50, -800, 0, 120], sessions=[1, 1, 2, 2, 2])
    data.sessions[2] = session_row(2, ended=False)
    data.spot_money = {
        (1, "banker"): SpotTotals(2, 2_000, 250, 0, 0.0),
        (2, "tie"): SpotTotals(3, 300, -680, 0, 0.0),
    }
    rows = sessions_stats(data).rows
    assert [(r.session_id, r.hands, r.net_cents, r.wagered_cents) for r in rows] == [
        (1, 2, 250, 2_000),
        (2, 3, -680, 300),
    ]
    assert (rows[0].biggest_win_cents, rows[0].biggest_loss_cents) == (300, -50)
    assert (rows[1].biggest_win_cents, rows[1].biggest_loss_cents) == (120, -800)
    assert rows[0].duration_seconds == 2.5 * 3600  # start to end
    assert rows[1].duration_seconds == 3600  # still open: start to its latest hand
    assert rows[0].table == "8 decks · Commission · Tie 8 to 1"


def test_the_cache_follows_the_dataset_version() -> None:
    data = make_dataset([B, P, T], [1, 1, 1], [10, -10, 0])
    analysis = Analysis(data)
    first = analysis.bankroll()
    assert analysis.bankroll() is first
    data.version += 1
    assert analysis.bankroll() is not first


def test_the_summary_is_plain_json(tmp_path: Path) -> None:
    summary = stacked_analysis(tmp_path, TableRules()).summary()
    text = json.dumps(summary, allow_nan=False)
    again = json.loads(text)
    assert again["hands"] == 5
    assert {o["outcome"] for o in again["outcomes"]["outcomes"]} == {
        "banker",
        "player",
        "tie",
        "player_pair",
        "banker_pair",
    }
    assert again["money_by_bet"]["total"]["net_cents"] == 4_100


def test_money_at_a_multiplier_table_prices_the_lit_cards_and_the_fee(tmp_path: Path) -> None:
    """A seeded multiplier session: each bet's net includes its fee, and its expected result is
    the multiplier edge times the stakes (not the base lines': Banker 2.80%, not 1.06%)."""
    lit = TableRules(variant=Variant.MULTIPLIER)
    bets = {BetSpot.BANKER: 1_000, BetSpot.TIE: 200, BetSpot.PLAYER_PAIR: 100}
    path = tmp_path / "multiplier.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=lit, bankroll_cents=5_000_000, seed=30)
        nets = {spot: 0 for spot in bets}
        for _ in range(30):
            for result in table.play(bets).settlement.results:
                nets[result.spot] += result.net_cents
        table.end_session()
        analysis = Analysis(Dataset.load(history))
    rows = {r.spot: r for r in analysis.money().rows}
    for spot, amount in bets.items():
        row = rows[spot.value]
        assert (row.bets, row.wagered_cents, row.net_cents) == (30, 30 * amount, nets[spot])
        edge = 1 + FEE - multiplier_full_shoe(8)[spot].payback  # lit cards and fee
        assert row.expected_net_cents == pytest.approx(float(-edge * 30 * amount))
        assert row.spread_cents == pytest.approx(
            math.sqrt(float(multiplier_full_shoe(8)[spot].variance) * 30 * amount**2)
        )
        assert spot_edge(spot, lit) == edge != spot_edge(spot, TableRules())
    banker = rows["banker"]
    assert banker.expected_return == pytest.approx(-0.028017, abs=5e-7)
