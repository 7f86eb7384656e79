"""The floor (viewmodels/floor.py): one timer for every table, each dealing at its pace, its roads
moving, the player's table left alone, and what sitting down applies. Time is a fake clock."""

from __future__ import annotations

import math
import tracemalloc
from collections.abc import Sequence
from pathlib import Path

import pytest

from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.floor import (
    PACE_SECONDS,
    FloorStep,
    FloorTable,
    MemoryFloorStore,
    Pace,
    builtin_tables,
)
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.viewmodels.floor import Floor, seated_settings
from baccarat_desktop.viewmodels.settings import GameSettings, SqueezeMode


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def seeded(table: FloorTable) -> DerivedSeeds:
    return DerivedSeeds(sum(table.key.encode()))


def make_floor(clock: FakeClock, warm: int = 0, **kwargs: object) -> Floor:
    return Floor(builtin_tables(), clock=clock, seeds=seeded, warm_up=lambda _t: warm, timer=False, **kwargs)


def test_a_new_floor_finds_its_tables_mid_shoe() -> None:
    floor = make_floor(FakeClock(), warm=20)
    assert all(floor.state(t.key).hands == 20 for t in floor.tables)
    kept = floor.store.current_shoes()
    assert {key: len(shoe.entries) for key, shoe in kept.items()} == dict.fromkeys(kept, 20)


def test_each_table_deals_at_its_own_pace_and_says_so(qtbot) -> None:
    clock = FakeClock()
    floor = make_floor(clock, warm=1)
    told: list[str] = []
    floor.table_changed.connect(told.append)
    start = clock.now
    hours = 2
    while clock.now < start + hours * 3600:
        due = floor.next_due()
        assert due is not None and due > clock.now - 1e-9
        clock.now = due
        floor.run_due()
    dealt = {t.key: floor.state(t.key) for t in floor.tables}
    counts = {key: told.count(key) for key in dealt}
    # A Speed table takes about 48/27 as many steps as a live one (a few shuffles apart).
    ratio = counts["speed"] / counts["classic"]
    assert 1.5 < ratio < 2.0, counts
    assert counts["classic"] > hours * 3600 / PACE_SECONDS[Pace.NORMAL] * 0.8
    assert all(state.shoe_no >= 2 for state in dealt.values())  # shoes were changed at the cut card


def test_run_due_steps_only_the_tables_whose_moment_came() -> None:
    clock = FakeClock()
    floor = make_floor(clock)
    assert floor.run_due() == []
    due = floor.next_due()
    assert due is not None
    clock.now = due
    changed = floor.run_due()
    assert len(changed) == 1  # the tables are staggered
    assert floor.run_due() == []


def test_a_tables_roads_move_hand_by_hand() -> None:
    clock = FakeClock()
    floor = make_floor(clock)
    key = "classic"
    assert floor.state(key).hands == 0 and floor.state(key).shoe_no == 1  # a fresh shoe, burned
    hands = []
    for _ in range(200):
        clock.now = floor.next_due() or clock.now
        if key in floor.run_due():
            hands.append(floor.state(key).hands)
        if len(hands) == 5:
            break
    assert hands == [1, 2, 3, 4, 5]  # a hand each step
    roads = floor.state(key).roads
    assert roads.stats.banker + roads.stats.player + roads.stats.tie == 5


def test_the_players_table_is_left_to_the_player() -> None:
    clock = FakeClock()
    floor = make_floor(clock, warm=3)
    floor.seat("classic")
    assert floor.seated == "classic"
    clock.now += 3 * 3600
    for _ in range(500):
        clock.now = floor.next_due() or clock.now
        assert "classic" not in floor.run_due()
    assert floor.state("classic").hands == 3
    floor.seat(None)
    clock.now = floor.next_due() or clock.now
    while "classic" not in floor.run_due():
        clock.now = floor.next_due() or clock.now
    with pytest.raises(KeyError):
        floor.seat("nowhere")


def test_a_floor_on_a_kept_store_deals_on_where_the_last_one_was() -> None:
    clock, store = FakeClock(), MemoryFloorStore()
    first = Floor(builtin_tables(), store, clock=clock, seeds=seeded, warm_up=lambda _t: 10, timer=False)
    for _ in range(40):
        clock.now = first.next_due() or clock.now
        first.run_due()
    again = Floor(builtin_tables(), store, clock=clock, warm_up=lambda _t: 99, timer=False)
    for table in first.tables:
        assert again.state(table.key).roads == first.state(table.key).roads


def test_memory_stays_flat_over_many_shoes() -> None:
    """Only the current shoe of each table is held: the memory after five hours of the floor is
    about what it was after two (benchmarks/bench_lobby.py measures the process)."""
    clock = FakeClock()
    floor = make_floor(clock, warm=5)

    def run(hours: float) -> None:
        end = clock.now + hours * 3600
        while clock.now < end:
            clock.now = floor.next_due() or end
            floor.run_due()

    run(1)
    tracemalloc.start()
    run(1)
    one, _ = tracemalloc.get_traced_memory()
    run(3)
    later, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert later < one + 100_000, (one, later)


def test_the_one_timer_is_armed_for_the_first_step(qtbot) -> None:
    clock = FakeClock()
    floor = Floor(builtin_tables(), clock=clock, seeds=seeded, warm_up=lambda _t: 0)
    timer = floor._timer
    assert timer is not None and timer.isActive() and timer.isSingleShot()
    due = floor.next_due()
    assert due is not None
    assert timer.interval() == math.ceil((due - clock.now) * 1000)
    floor.seat(floor.tables[0].key)
    assert timer.interval() > math.ceil((due - clock.now) * 1000)  # the first table's step left the floor
    floor.stop()
    assert not timer.isActive()


def test_a_sped_up_floor_waits_less_on_the_wall(qtbot) -> None:
    clock = FakeClock()
    floor = Floor(builtin_tables(), clock=clock, seeds=seeded, warm_up=lambda _t: 0, time_scale=60.0)
    due = floor.next_due()
    assert due is not None and floor._timer is not None
    assert floor._timer.interval() == pytest.approx((due - clock.now) * 1000 / 60, abs=1)
    floor.stop()


def test_sitting_down_takes_the_tables_rules_pace_and_squeeze() -> None:
    mine = GameSettings(starting_bankroll_cents=12_345, squeeze=SqueezeMode.ALL)
    tables = {t.key: t for t in builtin_tables()}
    ez = seated_settings(mine, tables["ez"])
    assert ez.table_rules() == tables["ez"].rules and ez.variant is Variant.EZ
    assert ez.squeeze is SqueezeMode.OFF and not ez.speed
    assert ez.starting_bankroll_cents == 12_345  # the player's own choices stay
    assert seated_settings(mine, tables["squeeze"]).squeeze is SqueezeMode.MY_SIDE
    assert seated_settings(mine, tables["speed"]).speed
    assert seated_settings(mine, tables["squeeze"]).table_rules() == tables["squeeze"].rules


def test_a_players_table_joins_the_floor_mid_shoe_and_deals_on() -> None:
    from baccarat_desktop.engine.floor import custom_table
    from baccarat_desktop.engine.rules import TableRules

    clock = FakeClock()
    floor = make_floor(clock, warm=4)
    added: list[str] = []
    floor.table_added.connect(added.append)
    assert floor.next_custom_number() == 1
    floor.add_table(custom_table(1, TableRules(decks=6), Pace.SPEED))
    assert added == ["custom-1"] and floor.state("custom-1").hands == 4
    assert floor.next_custom_number() == 2
    with pytest.raises(ValueError):
        floor.add_table(custom_table(1, TableRules()))
    for _ in range(40):
        clock.now = floor.next_due() or clock.now
        floor.run_due()
    assert floor.state("custom-1").hands > 4


class FailingStore(MemoryFloorStore):
    """A store whose writes fail while ``failing`` (a history another program holds, a full disk)."""

    def __init__(self) -> None:
        super().__init__()
        self.failing = False

    def record_steps(self, table: FloorTable, steps: Sequence[FloorStep]) -> None:
        if self.failing:
            raise StorageError(Problem.LOCKED, Path("h.sqlite3"), "The history is busy.")
        super().record_steps(table, steps)


def test_a_step_that_cannot_be_stored_is_said_and_the_table_goes_back_to_what_was(qtbot) -> None:
    clock, store = FakeClock(), FailingStore()
    floor = make_floor(clock, warm=10, store=store)
    told: list[str] = []
    floor.store_failed.connect(told.append)
    store.failing = True
    for _ in range(3):
        clock.now = floor.next_due()  # type: ignore[assignment]
        floor.run_due()
    assert told and all(text.startswith("The history is busy.") for text in told)
    assert all(floor.state(t.key).hands == 10 for t in floor.tables)  # nothing shown that is not kept
    store.failing = False
    clock.now = floor.next_due()  # type: ignore[assignment]
    changed = floor.run_due()
    assert changed and all(store.current_shoes()[k].entries == floor.state(k).roads.entries for k in changed)


def test_the_table_the_player_leaves_deals_on_from_its_stored_shoe() -> None:
    clock, store = FakeClock(), MemoryFloorStore()
    floor = make_floor(clock, warm=10, store=store)
    floor.seat("classic")
    kept = store.current_shoes()["classic"]
    hand = floor._tables["classic"].session.deal({})  # a hand dealt at the table while he sits
    store.record_steps(floor.table("classic"), [hand])
    floor.seat(None)
    state = floor.state("classic")
    assert state.hands == 11 and state.shoe_no == kept.shoe_no
