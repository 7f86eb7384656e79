"""Without the compiled kernel (an install with no C compiler) the game still simulates, on the
reference engine, and says so once, plainly, with how to build the kernel.

Two kinds of checks: where the two paths must agree exactly, the same coups (the kernel's own, from
``make_orders``/``deal_orders``) go through the reference loops and give the kernel's every figure;
where they draw differently (the reference engine shuffles by its own seeds), the results must agree
in distribution: means within a few standard errors.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import numpy as np
import pytest

from baccarat_desktop.cli import main
from baccarat_desktop.engine.catalogue import BetSpot, Variant
from baccarat_desktop.engine.fast import kernels, native, reference, tables
from baccarat_desktop.engine.fast.lab import _checkpoints, run_lab
from baccarat_desktop.engine.fast.luck import StakedHand, how_lucky
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.systems import LabSpec, System
from tests.engine.kernel_hidden import hidden, kernel_hidden  # noqa: F401 (a fixture)

CARD_TABLES = (tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)
HIDDEN = "kernel_hidden"


def _kernel_coups(seed: int, rules: TableRules, hands: int) -> reference.Coups:
    """The kernel's own coups of each stream, for the reference loops."""

    def coups(stream: int) -> Iterator[tuple[int, bool]]:
        orders, cuts = kernels.make_orders(
            seed, stream, hands // 40 + 3, rules.decks, rules.cut_min, rules.cut_max
        )
        for _, _, _, key, last in kernels.deal_orders(orders, cuts, True, *CARD_TABLES).tolist():
            # The row's flag: the coup ended its shoe. With the cut card 14-16 cards from the end a
            # shoe ends only after the cut card, so that coup was the shoe's last hand.
            yield key, bool(last)

    return coups


@pytest.mark.parametrize("system", list(System))
def test_the_reference_lab_gives_the_kernels_figures_on_the_same_coups(system: System) -> None:
    rules = TableRules(max_bet_cents=20_000, side_bets=(BetSpot.BIG, BetSpot.SMALL))
    spot = BetSpot.PLAYER if system is System.FOLLOW_THE_SHOE else BetSpot.BIG
    unit = 500 if spot is BetSpot.PLAYER else 1_000
    spec = LabSpec(system, spot, unit, 20_000, 30, 250, rules, 4_000, 6_000, seed=4242)
    fast = run_lab(spec, workers=1)
    spots = (BetSpot.BANKER, BetSpot.PLAYER) if system is System.FOLLOW_THE_SHOE else (spot,)
    pays = tables.PayTable.build(rules, spots)
    checkpoints = _checkpoints(spec.hands, spec.sessions)
    sums = [np.zeros(spec.sessions, dtype=np.int64) for _ in range(6)]
    out = (*sums, np.zeros((spec.sessions, checkpoints.size), dtype=np.int64))
    coups = _kernel_coups(spec.seed, rules, spec.hands)
    reference.lab_sessions(spec, coups, 0, spec.sessions, pays, spots.index(spot), checkpoints, out)
    names = ("net", "wagered", "wagered_other", "flags", "losing_run", "played", "paths")
    for name, mine in zip(names, out, strict=True):
        assert getattr(fast, name).tolist() == mine.tolist(), name
    assert np.count_nonzero(fast.flags), "the case reaches a stop, the cap or ruin"


def _history() -> list[StakedHand]:
    eight = TableRules(side_bets=(BetSpot.BIG, BetSpot.SMALL, BetSpot.PLAYER_PAIR))
    ez = TableRules(variant=Variant.EZ, side_bets=(BetSpot.DRAGON_7,))
    hands = []
    for i in range(120):
        if i % 4 == 0:
            hands.append(StakedHand(ez, ((BetSpot.BANKER, 1_000), (BetSpot.DRAGON_7, 100))))
        elif i % 3 == 0:
            hands.append(StakedHand(eight, ((BetSpot.BIG, 700), (BetSpot.SMALL, 300))))
        else:
            hands.append(StakedHand(eight, ((BetSpot.PLAYER, 1_235), (BetSpot.PLAYER_PAIR, 100))))
    return hands


def test_the_reference_replay_gives_the_kernels_nets_on_the_same_coups() -> None:
    hands, replays, seed = _history(), 40, 77
    fast = how_lucky(hands, 0, replays=replays, seed=seed, workers=1)
    # The replay's columns as how_lucky builds them: (rules, spot) in order of first appearance.
    columns: dict[tuple[TableRules, BetSpot], int] = {}
    for hand in hands:
        for spot, _ in hand.bets:
            columns.setdefault((hand.rules, spot), len(columns))
    stakes = np.zeros((len(hands), len(columns)), dtype=np.int64)
    for row, hand in enumerate(hands):
        for spot, amount in hand.bets:
            stakes[row, columns[(hand.rules, spot)]] += amount
    num = np.zeros((tables.KEYS, len(columns)), dtype=np.int64)
    den = np.ones_like(num)
    closed = np.zeros(len(columns), dtype=np.bool_)
    for (rules, spot), column in columns.items():
        pays = tables.PayTable.build(rules, (spot,))
        num[:, column], den[:, column], closed[column] = pays.num[:, 0], pays.den[:, 0], pays.closed_last[0]
    table = hands[1].rules  # the most played table deals the shoes
    nets = np.zeros(replays, dtype=np.int64)
    reference.replay_sessions(
        _kernel_coups(seed, table, len(hands)), 0, replays, num, den, closed, stakes, nets
    )
    assert nets.tolist() == fast.nets.tolist()


# -- with the kernel hidden ---------------------------------------------------------------------------
@pytest.mark.usefixtures(HIDDEN)
def test_simulate_says_once_and_runs_on_the_reference_engine(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--hands", "3000", "--seed", "5", "--decks", "6", "--json"]
    assert main(args) == 0
    first = capsys.readouterr()
    assert first.err == native.not_built_message() + "\n"  # said once, and only that
    assert "no C compiler" in first.err and "python3-dev" in first.err
    assert main(args) == 0
    again = capsys.readouterr()
    assert again.err == ""  # once a process
    assert main([*args, "--engine", "reference"]) == 0
    # The same engine, the same seed: exactly what --engine reference prints.
    assert first.out == again.out == capsys.readouterr().out
    data = json.loads(first.out)
    assert data["engine"] == "reference" and data["hands"] == 3000 and "return_per_unit" not in data


def test_the_lab_says_once_and_its_results_agree_with_the_kernels_in_distribution(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["lab", "--system", "flat,martingale", "--bet", "banker=500", "--bankroll", "20000",
            "--sessions", "120", "--hands", "60", "--seed", "3", "--json"]  # fmt: skip
    assert main(args) == 0
    fast = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    with hidden():
        assert main(args) == 0
    captured = capsys.readouterr()
    assert captured.err == native.not_built_message() + "\n"
    slow = [json.loads(line) for line in captured.out.splitlines()]
    assert [r["system"] for r in slow] == ["flat", "martingale"] and all(r["sessions"] == 120 for r in slow)
    assert slow != fast  # other shoes, so another run: it did run on the reference engine
    # The reference draws other shoes: flat betting's mean result meets the kernel's within four
    # standard errors of the difference (the mean wagered is exact for flat bets: 60 x $5 a session).
    assert slow[0]["mean_wagered_cents"] == fast[0]["mean_wagered_cents"] == 30_000
    spread = (slow[0]["standard_error_cents"] ** 2 + fast[0]["standard_error_cents"] ** 2) ** 0.5
    assert abs(slow[0]["mean_net_cents"] - fast[0]["mean_net_cents"]) < 4 * spread


def test_the_luck_replay_runs_on_the_reference_engine_and_agrees_in_distribution() -> None:
    hands = _history()
    fast = how_lucky(hands, 0, replays=3_000, seed=9)
    with hidden():
        slow = how_lucky(hands, 0, replays=150, seed=9)
    assert slow.replays == 150 and not slow.stopped
    assert slow.wagered == fast.wagered and slow.expected_net == fast.expected_net
    assert slow.nets[:20].tolist() != fast.nets[:20].tolist()  # other shoes
    error = (slow.nets.var(ddof=1) / slow.replays + fast.nets.var(ddof=1) / fast.replays) ** 0.5
    assert abs(slow.nets.mean() - fast.nets.mean()) < 4 * error


def test_with_the_kernel_built_nothing_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    assert native.kernels_or_none() is not None, "build it: setup.py build_ext --inplace"
    assert native.pane_notice() == ""
    native.say_once_on_stderr()
    assert capsys.readouterr().err == ""


@pytest.mark.usefixtures(HIDDEN)
def test_without_it_the_panes_notice_is_the_message() -> None:
    assert native.pane_notice() == native.not_built_message()
    with pytest.raises(ImportError, match="not built"):
        import importlib

        importlib.reload(kernels)
