"""The backtester's compiled loop (``_backtest.c``) against the reference, ``road_rules.shoe_bets``
through the roads module: the same bets, wins, losses, pushes and nets, shoe by shoe, on the
simulator's own shoes and on hand-made ones; and its arguments checked at the door."""

from __future__ import annotations

import numpy as np
import pytest

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.fast import backtest, native
from baccarat_desktop.engine.road_rules import PRESETS, RoadRule, pattern_rule
from baccarat_desktop.engine.rules import TableRules

RULES = TableRules()
PAYS = backtest.Pays.of(RULES)
COMPILED = native.backtest_or_none()
needs_kernel = pytest.mark.skipif(COMPILED is None, reason="the backtest kernel is not built")

ALL_RULES: list[RoadRule] = [
    *PRESETS.values(),
    *(rule.with_stop(n) for rule in PRESETS.values() for n in (1, 3)),
    pattern_rule("BBPB", Outcome.PLAYER),
    pattern_rule("PPPPPPPP", Outcome.BANKER, stop_after=2),
]


def test_pays_come_from_the_catalogue() -> None:
    # Banker less its 5% commission, Player even money, in twentieths of a unit.
    assert (PAYS.win_banker / PAYS.den, PAYS.win_player / PAYS.den) == (0.95, 1.0)


@needs_kernel
@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: f"{r.key}/{r.stop_after}")
def test_kernel_matches_the_reference(rule: RoadRule) -> None:
    outcomes, starts = backtest.deal_outcomes(2026, 3, 60, RULES)
    fast = backtest.run_rule(rule, outcomes, starts, PAYS)
    slow = backtest.run_rule(rule, outcomes, starts, PAYS, compiled=False)
    assert fast.counts.tolist() == slow.counts.tolist()
    assert fast.shoe_net.tolist() == slow.shoe_net.tolist()
    assert fast.shoe_staked.tolist() == slow.shoe_staked.tolist()
    assert fast.counts.sum() > 0


@needs_kernel
def test_kernel_on_hand_made_shoes() -> None:
    shoes = [[Outcome.from_letter(c) for c in text] for text in ("BTPPB", "", "TTT", "BBBBBBBBBBBBP")]
    outcomes, starts = backtest.pack_shoes(shoes)
    run = backtest.run_rule(PRESETS["follow_last"], outcomes, starts, PAYS)
    # Shoe 1: B (push), B (loses), P (wins), P (loses); shoe 4: eleven Banker wins, one loss.
    assert run.counts.tolist() == [11, 2, 1, 1, 1, 0]
    assert run.shoe_staked.tolist() == [4, 0, 0, 12]
    assert run.shoe_net.tolist() == [-20 + 20 - 20, 0, 0, 11 * 19 - 20]


@needs_kernel
def test_winners_read_the_keys() -> None:
    outcomes, starts = backtest.deal_outcomes(7, 0, 5, RULES)
    from baccarat_desktop.engine.fast import kernels, tables

    o, c = kernels.make_orders(np.uint64(7), 0, 5, 8, RULES.cut_min, RULES.cut_max)
    rows = kernels.deal_orders(o, c, True, tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)
    assert outcomes.tolist() == [tables.winner(int(k)) for k in rows[:, 3]]
    assert starts[-1] == len(rows) and len(starts) == 6


@needs_kernel
@pytest.mark.parametrize(
    ("change", "error", "words"),
    [
        ({"outcomes": np.array([0, 3], dtype=np.uint8)}, ValueError, "outcomes must be 0"),
        ({"outcomes": np.array([0, 1], dtype=np.int64)}, TypeError, "uint8"),
        ({"starts": np.array([0, 3], dtype=np.int64)}, ValueError, "starts must rise"),
        ({"table": np.zeros(3, dtype=np.uint8)}, ValueError, "2\\*\\*depth"),
        ({"counts": np.zeros(5, dtype=np.int64)}, ValueError, "6 entries"),
        ({"reading": 7}, ValueError, "reading"),
        ({"shoe_net": np.zeros(0, dtype=np.int64)}, ValueError, "a shoe each"),
    ],
)
def test_kernel_checks_its_arguments(change: dict[str, object], error: type[Exception], words: str) -> None:
    args: dict[str, object] = {
        "outcomes": np.array([1, 2], dtype=np.uint8),
        "starts": np.array([0, 2], dtype=np.int64),
        "reading": 0,
        "depth": 1,
        "table": np.array([2, 1], dtype=np.uint8),
        "stop_after": 0,
        "win_banker": 19,
        "win_player": 20,
        "loss": 20,
        "counts": np.zeros(6, dtype=np.int64),
        "shoe_net": np.zeros(1, dtype=np.int64),
        "shoe_staked": np.zeros(1, dtype=np.int64),
    }
    args.update(change)
    assert COMPILED is not None
    with pytest.raises(error, match=words):
        COMPILED.run_rule(*args.values())


def test_reference_dealing_gives_whole_shoes() -> None:
    outcomes, starts = backtest.reference_outcomes(5, 0, 3, RULES)
    assert len(starts) == 4 and starts[-1] == len(outcomes)
    assert all(60 <= n <= 90 for n in np.diff(starts))
    assert set(outcomes.tolist()) <= {0, 1, 2}


def test_without_the_compiled_loop_the_figures_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """An install that built no _backtest (no compiler) runs the reference and the numpy winners:
    the same shoes, the same figures."""
    from baccarat_desktop.analytics.backtest import run_backtest

    rule = PRESETS["small_road_red"].with_stop(2)
    built = run_backtest(rule, "simulated", shoes=300, seed=12).to_dict()
    native.backtest_or_none()  # looked up once, then hidden
    monkeypatch.setitem(native._found, "_backtest", None)
    assert native.backtest_or_none() is None
    assert run_backtest(rule, "simulated", shoes=300, seed=12).to_dict() == built
