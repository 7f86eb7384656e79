"""The backtest over shoes: the figures on hand-made shoes worked out by hand, the sentence's three
verdicts, seeded runs, a stopped run, the sources, and the chart."""

from __future__ import annotations

import threading
from fractions import Fraction

import numpy as np
import pytest
from matplotlib.figure import Figure

from baccarat_desktop.analytics.backtest import run_backtest, run_on_shoes
from baccarat_desktop.analytics.exact import spot_edge
from baccarat_desktop.analytics.figures.backtest import backtest_figure, edge_band
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.road_rules import PRESETS, pattern_rule
from baccarat_desktop.engine.rules import TableRules
from tests.analytics.layout_check import problems


def shoes(*texts: str) -> list[list[Outcome]]:
    return [[Outcome.from_letter(c) for c in text] for text in texts]


@pytest.mark.parametrize("compiled", [True, False])
def test_hand_made_shoes(compiled: bool) -> None:
    # follow_last on BBTPB: B wins, B pushes, B loses, P loses; on PPB: P wins, P loses.
    result = run_on_shoes(PRESETS["follow_last"], shoes("BBTPB", "PPB"), compiled=compiled)
    tally = result.tally
    assert (tally.banker_wins, tally.banker_pushes, tally.banker_losses) == (1, 1, 1)
    assert (tally.player_wins, tally.player_losses) == (1, 2)
    assert result.net == Fraction(19, 20) + 1 - 3
    assert (result.shoes, result.hands, result.results) == (2, 8, (4, 3, 1))
    banker, player = spot_edge(BetSpot.BANKER, TableRules()), spot_edge(BetSpot.PLAYER, TableRules())
    assert result.expected == -(3 * banker + 3 * player)
    # Banker on every hand: 4 wins at 0.95, 3 losses, 1 push over 8 hands.
    assert result.every_hand(Outcome.BANKER) == pytest.approx((4 * 0.95 - 3) / 8)
    assert result.every_hand(Outcome.PLAYER) == pytest.approx((3 - 4) / 8)


def test_the_three_verdicts() -> None:
    # Every bet wins (streaks the rule follows): above the edge's prediction, called luck.
    lucky = run_on_shoes(PRESETS["follow_last"], shoes(*["BBBBBBBBBB"] * 30))
    assert lucky.interval is not None and lucky.interval[0] > float(lucky.expected / lucky.tally.bets)
    assert "better than the edge predicts" in lucky.sentence() and "one run in forty" in lucky.sentence()
    unlucky = run_on_shoes(PRESETS["opposite_last"], shoes(*["BBBBBBBBBB"] * 30))
    assert "worse than the edge predicts" in unlucky.sentence()
    even = run_backtest(PRESETS["follow_last"], "simulated", shoes=3000, seed=1)
    assert "no better than the edge" in even.sentence()
    expected = float(even.expected / even.tally.bets)
    assert even.interval is not None and even.interval[0] < expected < even.interval[1]


def test_no_bet_and_no_shoe() -> None:
    assert "placed no bet" in run_on_shoes(PRESETS["three_continue"], shoes("BPBP")).sentence()
    assert "no shoes" in run_on_shoes(PRESETS["follow_last"], []).sentence()
    assert "wide" in run_on_shoes(PRESETS["follow_last"], shoes("BBPBPPBPBBP", "PBPPBBP")).sentence()


def test_seeded_runs_repeat_on_any_number_of_threads() -> None:
    one = run_backtest(PRESETS["big_eye_boy_red"], "simulated", shoes=9000, seed=8, workers=1)
    two = run_backtest(PRESETS["big_eye_boy_red"], "simulated", shoes=9000, seed=8, workers=2)
    assert one.to_dict() == two.to_dict()
    assert one.shoes == 9000 and 70 * 9000 < one.hands < 90 * 9000 and one.seed == 8
    other = run_backtest(PRESETS["big_eye_boy_red"], "simulated", shoes=9000, seed=9)
    assert other.net != one.net


def test_a_stopped_run_keeps_what_finished() -> None:
    cancel = threading.Event()
    cancel.set()
    result = run_backtest(PRESETS["follow_last"], "simulated", shoes=50_000, seed=1, cancel=cancel)
    assert result.stopped and result.shoes == 0 and result.tally.bets == 0


def test_sources_are_checked() -> None:
    with pytest.raises(DomainError, match="simulated, history, tracked"):
        run_backtest(PRESETS["follow_last"], "paper")
    with pytest.raises(DomainError, match="reads a history"):
        run_backtest(PRESETS["follow_last"], "tracked")
    with pytest.raises(DomainError, match="1 to"):
        run_backtest(PRESETS["follow_last"], "simulated", shoes=0)


def test_the_chart() -> None:
    result = run_backtest(pattern_rule("PB", Outcome.PLAYER), "simulated", shoes=2000, seed=3)
    centre, low, high = edge_band(result, np.array([0.0, 100.0]))
    assert centre[0] == low[0] == high[0] == 0
    assert low[1] < centre[1] < high[1] and centre[1] == pytest.approx(
        -100 * float(spot_edge(BetSpot.PLAYER, TableRules()))
    )
    fig = backtest_figure(result)
    assert isinstance(fig, Figure) and problems(fig) == []
    line = fig.axes[0].lines[-1]
    assert np.asarray(line.get_ydata())[-1] == pytest.approx(float(result.net))
    # Below it, the result less the edge's prediction, inside the band luck allows around zero.
    assert len(fig.axes) == 2
    excess = np.asarray(fig.axes[1].lines[-1].get_ydata())[-1]
    assert excess == pytest.approx(float(result.net - result.expected))
    short = backtest_figure(result, Figure(figsize=(6, 3), dpi=100))
    assert len(short.axes) == 1 and problems(short) == []
    empty = backtest_figure(None)
    assert not any(ax.lines for ax in empty.axes)
