"""The strategy lab's view model: the form checked into the engine's question with the engine's
own sentences, money typed in dollars kept in whole cents, and runs on a worker thread that report
progress, finish, and stop on Cancel with the sessions that finished."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from baccarat_desktop.engine.catalogue import BetSpot, Variant
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.systems import System
from baccarat_desktop.viewmodels.lab_model import LabModel, LabRun, parse_dollars

RUN_TIMEOUT_MS = 60_000  # the first run on a machine compiles the kernels (a few seconds)


@pytest.fixture
def model(qtbot: Any) -> Any:
    lab = LabModel()
    lab.seed = 11
    lab.workers = 2
    lab.set_sessions(200)
    lab.set_hands(50)
    yield lab
    lab.shutdown()


def run(qtbot: Any, lab: LabModel) -> LabRun:
    with qtbot.waitSignal(lab.finished, timeout=RUN_TIMEOUT_MS) as finished:
        assert lab.run()
    return finished.args[0]


@pytest.mark.parametrize(
    ("text", "cents"),
    [("10", 1_000), ("12.5", 1_250), ("12.05", 1_205), ("$1,000", 100_000), (" 1000000.99 ", 100_000_099)],
)
def test_dollars_become_whole_cents(text: str, cents: int) -> None:
    value = parse_dollars(text, "a unit")
    assert value == cents and isinstance(value, int)


@pytest.mark.parametrize("text", ["abc", "-5", "1.999", "1,00", "1e3", "0x10", "10.5.5"])
def test_text_that_is_no_amount_is_refused_in_words(text: str) -> None:
    with pytest.raises(DomainError, match="is not an amount in dollars"):
        parse_dollars(text, "a unit")


def test_a_blank_optional_field_is_its_default_and_a_blank_required_one_is_refused() -> None:
    assert parse_dollars("  ", "a stop-win", blank=0) == 0
    with pytest.raises(DomainError, match="give a unit in dollars"):
        parse_dollars("", "a unit")


def test_the_default_form_can_run(model: LabModel) -> None:
    assert model.error == "" and model.can_run()
    spec = model.spec()
    assert (spec.system, spec.spot, spec.unit_cents, spec.bankroll_cents) == (
        System.MARTINGALE,
        BetSpot.BANKER,
        1_000,
        100_000,
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda m: m.set_unit_text("1"), "A unit of $1.00 is under the table minimum of $5.00 for Banker."),
        (lambda m: m.set_unit_text("6000"), "A unit of $6,000.00 is over the table maximum of $5,000.00"),
        (lambda m: m.set_bankroll_text("5"), "A bankroll of $5.00 is less than one unit ($10.00)."),
        (lambda m: m.set_unit_text("ten"), "A unit of “ten” is not an amount in dollars (for example 10"),
        (lambda m: m.set_stop_loss_text("-3"), "A stop-loss of “-3” is not an amount"),
        (lambda m: m.set_systems([]), "Tick at least one betting system."),
        (lambda m: m.set_sessions(0), "The lab runs 1 to 1,000,000 sessions, not 0."),
        (
            lambda m: (m.set_systems([System.FLAT, System.FOLLOW_THE_SHOE]), m.set_spot(BetSpot.TIE)),
            "Follow the shoe bets Banker or Player, not Tie: choose one of them as the bet",
        ),
        (
            lambda m: (m.set_spot(BetSpot.TIE), m.set_unit_text("600")),
            "A unit of $600.00 is over the table maximum of $500.00 for Tie.",
        ),
    ],
)
def test_bad_input_says_why_and_runs_nothing(qtbot: Any, model: LabModel, change: Any, message: str) -> None:
    with qtbot.waitSignal(model.error_changed) as said:
        change(model)
    assert said.args[0].startswith(message) and model.error.startswith(message)
    assert not model.can_run()
    with qtbot.assertNotEmitted(model.running_changed), qtbot.assertNotEmitted(model.finished, wait=100):
        assert model.run() is False
    assert model.last_run is None and not model.running


def test_putting_a_field_right_clears_the_message(qtbot: Any, model: LabModel) -> None:
    model.set_unit_text("1")
    assert model.error
    with qtbot.waitSignal(model.error_changed) as said:
        model.set_unit_text("5")
    assert said.args == [""] and model.can_run()


def test_a_side_bet_is_tried_at_a_table_that_offers_it(model: LabModel) -> None:
    model.set_spot(BetSpot.DRAGON_7)
    model.set_variant(Variant.EZ)
    model.set_decks(6)
    assert model.error == ""
    rules = model.spec().rules
    assert rules.offers(BetSpot.DRAGON_7) and rules.variant is Variant.EZ and rules.decks == 6


def test_a_run_reports_progress_and_its_results(qtbot: Any, model: LabModel) -> None:
    states: list[bool] = []
    progress: list[tuple[int, int]] = []
    model.running_changed.connect(states.append)
    model.progressed.connect(lambda done, total: progress.append((done, total)))
    result = run(qtbot, model)
    assert states == [True, False] and not model.running and model.can_run()
    assert progress[0] == (0, 200) and progress[-1] == (200, 200)
    assert [d for d, _ in progress] == sorted(d for d, _ in progress)
    assert not result.stopped and not result.comparing and result.sessions_done == 200
    (stats,) = result.stats
    assert stats.system == "Martingale" and stats.spot == "Banker" and stats.sessions == 200
    (lab,) = result.results
    assert np.array_equal(stats.net, lab.net) and stats.mean_net == lab.mean_net
    assert lab.spec.unit_cents == 1_000 and lab.spec.bankroll_cents == 100_000 and lab.spec.hands == 50
    assert model.last_run is result


def test_several_systems_run_on_the_same_shoes(qtbot: Any, model: LabModel) -> None:
    model.set_systems([System.PAROLI, System.FLAT, System.MARTINGALE])
    totals: list[int] = []
    model.progressed.connect(lambda done, total: totals.append(total))
    result = run(qtbot, model)
    assert result.comparing and set(totals) == {600}
    assert [s.system for s in result.stats] == ["Flat", "Martingale", "Paroli (Reverse Martingale)"]
    seeds = {r.spec.seed for r in result.results}
    assert len(seeds) == 1  # one seed: the same shoes for every system
    # Flat stakes one unit every hand: it wagers exactly hands x unit unless it went broke.
    flat = result.results[0]
    assert np.all(flat.wagered[flat.flags == 0] == 50 * 1_000)


def test_a_seed_reproduces_a_run_and_no_seed_draws_new_shoes(qtbot: Any, model: LabModel) -> None:
    first, second = run(qtbot, model), run(qtbot, model)
    assert np.array_equal(first.stats[0].net, second.stats[0].net)
    model.seed = None
    third, fourth = run(qtbot, model), run(qtbot, model)
    assert not np.array_equal(third.stats[0].net, fourth.stats[0].net)


def test_cancel_stops_the_run_and_keeps_what_finished(qtbot: Any, model: LabModel) -> None:
    model.set_sessions(200_000)
    model.set_hands(2_000)  # 400 million hands: many seconds, unless cancelled
    started: list[int] = []

    def first_progress(done: int, total: int) -> None:
        if done and not started:
            started.append(done)
            assert model.can_cancel()
            model.cancel()
            assert not model.can_cancel() and model.running

    model.progressed.connect(first_progress)
    with qtbot.waitSignal(model.finished, timeout=RUN_TIMEOUT_MS) as finished:
        assert model.run()
        assert not model.run()  # one run at a time
    result: LabRun = finished.args[0]
    assert started and result.stopped
    assert 0 < result.sessions_done < 200_000
    assert result.stats[0].stopped and result.stats[0].sessions == result.sessions_done
    assert not model.running and model.can_run()


def test_a_failure_in_the_worker_is_said_not_swallowed(
    qtbot: Any, model: LabModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    import baccarat_desktop.engine.fast.lab as fast_lab

    def broken(*args: Any, **kwargs: Any) -> None:
        raise DomainError("the simulator could not start")

    monkeypatch.setattr(fast_lab, "compare", broken)
    with qtbot.waitSignal(model.running_changed, check_params_cb=lambda running: not running):
        assert model.run()
    assert model.error == "The lab stopped: the simulator could not start."
    assert model.last_run is None


@pytest.mark.parametrize("variant", [Variant.MULTIPLIER, Variant.PEEK])
def test_the_tables_with_a_fee_run_and_say_they_run_on_the_reference_engine(
    qtbot: Any, model: LabModel, variant: Variant
) -> None:
    """The form runs the multiplier and Peek tables (the engine refused both) and says up front
    that they run on the reference engine and about how long; the edge is the table's exact one."""
    from baccarat_desktop.engine.fast.lab import house_edge

    assert model.table_note == ""
    model.set_variant(variant)
    model.set_sessions(4)
    model.set_hands(20)
    assert model.can_run() and model.error == ""
    assert "reference engine" in model.table_note and "about 1 s" in model.table_note
    assert ("published play" in model.table_note) is variant.peek
    model.set_sessions(10_000)
    model.set_hands(500)
    assert "about 21 min" in model.table_note  # 5,000,000 hands at 4,000 a second
    model.set_sessions(4)
    model.set_hands(20)
    result = run(qtbot, model)
    (lab,) = result.results
    assert result.sessions_done == 4 and lab.spec.rules.variant is variant
    assert lab.edge == house_edge(BetSpot.BANKER, lab.spec.rules) and lab.edge > Fraction(1, 100)
