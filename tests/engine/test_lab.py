"""The strategy lab: the compiled systems stake exactly as ``systems.Progression`` says, on the
table's shoes, and the figures add up."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.fast import kernels, tables
from baccarat_desktop.engine.fast.lab import compare, run_lab
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.systems import LabSpec, Progression, System

CARD_TABLES = (tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)


def _reference(spec: LabSpec, session: int, checkpoints: np.ndarray) -> tuple:
    """One session in plain Python on the same shoes: the stream's orders dealt by deal_orders
    (itself held to the table's Session), the stakes by Progression."""
    rules = spec.rules
    orders, cuts = kernels.make_orders(np.uint64(spec.seed), session, spec.hands // 40 + 3, rules.decks,
                                       rules.cut_min, rules.cut_max)  # fmt: skip
    hands = kernels.deal_orders(orders, cuts, True, *CARD_TABLES)[: spec.hands]
    follow = spec.system is System.FOLLOW_THE_SHOE
    spots = (BetSpot.BANKER, BetSpot.PLAYER) if follow else (spec.spot,)
    pays = tables.PayTable.build(rules, spots)
    low, high = spec.limits
    progression = Progression(spec.system, spec.unit_cents)
    money, wagered, other, flags, run, longest, played = spec.bankroll_cents, 0, 0, 0, 0, 0, 0
    column = spots.index(spec.spot)
    path = {0: money}
    for dealt, (_, _, _, key, last) in enumerate(hands.tolist(), start=1):
        units = progression.units()
        stake = progression.wanted()
        if stake > high:
            stake, flags = high, flags | kernels.HIT_MAX
        stake = min(stake, money)
        if stake < low:
            flags |= kernels.RUINED
            break
        if last and pays.closed_last[column]:
            stake = 0
        net = stake * int(pays.num[key, column]) // int(pays.den[key, column])
        money += net
        wagered += stake
        other += stake if column == 1 else 0
        played += stake > 0
        progression.heard(net, units)
        if net > 0:
            run = 0
        elif net < 0:
            run += 1
            longest = max(longest, run)
        won = kernels.winner(key)
        if follow and won:
            column = won - 1
        path[dealt] = money
        if spec.stop_win_cents and money - spec.bankroll_cents >= spec.stop_win_cents:
            flags |= kernels.STOP_WIN
            break
        if spec.stop_loss_cents and spec.bankroll_cents - money >= spec.stop_loss_cents:
            flags |= kernels.STOP_LOSS
            break
    points = [path.get(int(c), money) if int(c) <= max(path) else money for c in checkpoints]
    return money - spec.bankroll_cents, wagered, other, flags, longest, played, points


CASES = [
    # Small bankrolls and a low table maximum, so ruin and the cap both happen.
    (System.FLAT, BetSpot.BANKER, 500, 20_000, 0, 0),
    (System.MARTINGALE, BetSpot.BANKER, 500, 30_000, 0, 0),
    (System.MARTINGALE, BetSpot.PLAYER, 1_000, 200_000, 0, 0),
    (System.PAROLI, BetSpot.PLAYER, 500, 20_000, 5_000, 0),
    (System.DALEMBERT, BetSpot.BANKER, 500, 20_000, 0, 10_000),
    (System.FIBONACCI, BetSpot.TIE, 100, 20_000, 0, 0),
    (System.ONE_THREE_TWO_SIX, BetSpot.BIG, 100, 20_000, 0, 0),
    (System.LABOUCHERE, BetSpot.BANKER, 500, 50_000, 0, 0),
    (System.OSCARS_GRIND, BetSpot.BANKER, 500, 50_000, 3_000, 20_000),
    (System.FOLLOW_THE_SHOE, BetSpot.BANKER, 500, 20_000, 0, 0),
    (System.FOLLOW_THE_SHOE, BetSpot.PLAYER, 500, 20_000, 0, 0),
]


@pytest.mark.parametrize(("system", "spot", "unit", "bankroll", "stop_win", "stop_loss"), CASES)
def test_the_compiled_systems_stake_as_the_plain_ones(
    system: System, spot: BetSpot, unit: int, bankroll: int, stop_win: int, stop_loss: int
) -> None:
    rules = TableRules(max_bet_cents=20_000, side_max_cents=5_000, side_bets=(BetSpot.BIG, BetSpot.SMALL))
    spec = LabSpec(system, spot, unit, bankroll, 40, 300, rules, stop_win, stop_loss, seed=777)
    result = run_lab(spec, workers=2)
    assert result.sessions == 40 and not result.stopped
    for session in range(40):
        net, wagered, other, flags, longest, played, points = _reference(spec, session, result.checkpoints)
        assert result.net[session] == net, session
        assert result.wagered[session] == wagered
        assert result.wagered_other[session] == (other if system is System.FOLLOW_THE_SHOE else 0)
        assert result.flags[session] == flags
        assert result.losing_run[session] == longest
        assert result.played[session] == played
        assert result.paths[session].tolist() == points


def test_the_cases_reach_ruin_the_table_maximum_and_both_stops() -> None:
    """The reference test above means something only if its cases go where the rules bite."""
    rules = TableRules(max_bet_cents=20_000)
    martingale = run_lab(LabSpec(System.MARTINGALE, BetSpot.BANKER, 500, 30_000, 200, 300, rules, seed=777))
    assert martingale.risk_of_ruin > 0 and martingale.hit_max_share > 0
    grind = run_lab(
        LabSpec(System.OSCARS_GRIND, BetSpot.BANKER, 500, 50_000, 200, 300, rules, 3_000, 20_000, 777)
    )
    assert grind.stop_win_share > 0 and grind.stop_loss_share > 0


def test_the_mean_result_is_the_edge_times_the_amount_wagered() -> None:
    """Whatever the system: here Martingale and D'Alembert, 20,000 sessions each, within 4 standard errors."""
    for system in (System.MARTINGALE, System.DALEMBERT):
        result = run_lab(LabSpec(system, BetSpot.BANKER, 1_000, 100_000, 20_000, 200, seed=11))
        assert abs(result.mean_net - result.expected_net) < 4 * result.standard_error


def test_systems_compared_meet_the_same_shoes() -> None:
    spec = LabSpec(System.FLAT, BetSpot.BANKER, 1_000, 100_000, 300, 100, seed=5)
    flat, again, paroli = compare(spec, (System.FLAT, System.FLAT, System.PAROLI))
    assert np.array_equal(flat.net, again.net)
    # Flat stakes one unit every hand; Paroli's first hand after a loss is one unit too: the first
    # hand of every session is the same coup for both, so their first results agree in sign.
    first_flat = flat.paths[:, 1] - spec.bankroll_cents if flat.checkpoints[1] == 1 else None
    assert first_flat is not None
    first_paroli = paroli.paths[:, 1] - spec.bankroll_cents
    assert np.array_equal(first_flat, first_paroli)
    other = run_lab(LabSpec(System.FLAT, BetSpot.BANKER, 1_000, 100_000, 300, 100, seed=6))
    assert not np.array_equal(flat.net, other.net)


def test_a_cancelled_lab_keeps_the_sessions_that_finished() -> None:
    cancel = threading.Event()
    result = run_lab(
        LabSpec(System.FLAT, BetSpot.BANKER, 1_000, 100_000, 200_000, 500, seed=3),
        workers=2,
        progress=lambda done: cancel.set(),
        cancel=cancel,
    )
    assert result.stopped and 0 < result.sessions < 200_000
    assert result.net.size == result.wagered.size == result.paths.shape[0] == result.sessions
    assert np.all(result.wagered == 500 * 1_000)  # flat on a deep bankroll: every hand bet


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"unit_cents": 400}, "under the table minimum"),
        ({"unit_cents": 600_000}, "over the table maximum"),
        ({"bankroll_cents": 999}, "less than one unit"),
        ({"sessions": 0}, "1 to 1,000,000 sessions"),
        ({"hands": 0}, "1 to 100,000 hands"),
        ({"system": System.FOLLOW_THE_SHOE, "spot": BetSpot.TIE}, "Banker or Player"),
        ({"spot": BetSpot.LUCKY_6}, "does not offer"),
    ],
)
def test_a_lab_that_cannot_run_says_why(change: dict, words: str) -> None:
    values = {"system": System.FLAT, "spot": BetSpot.BANKER, "unit_cents": 1_000, "bankroll_cents": 100_000,
              "sessions": 10, "hands": 10}  # fmt: skip
    with pytest.raises(DomainError, match=words):
        LabSpec(**{**values, **change})


def test_system_names_parse_as_the_command_line_gives_them() -> None:
    assert [System.parse(s.key) for s in System] == list(System)
    assert System.parse("Oscar's Grind") is System.OSCARS_GRIND
    with pytest.raises(DomainError, match="use one of flat, martingale"):
        System.parse("kelly")
