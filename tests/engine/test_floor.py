"""The floor's tables as data and a house table dealing by itself (engine/floor.py), with time
passed in: no clock is read."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.floor import (
    PACE_SECONDS,
    SHUFFLE_SECONDS,
    FloorShoe,
    FloorTable,
    HouseTable,
    MemoryFloorStore,
    Pace,
    builtin_tables,
    custom_table,
    tables_by_key,
)
from baccarat_desktop.engine.roads import compute_roads
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import HandResult, ShoeStart
from baccarat_desktop.engine.shoe import DerivedSeeds

CLASSIC = builtin_tables()[0]


def run(table: HouseTable, store: MemoryFloorStore, steps: int) -> list[ShoeStart | HandResult]:
    """``steps`` steps, each at the moment it is due."""
    done = []
    for _ in range(steps):
        found = table.step(table.due)
        assert found is not None
        if isinstance(found, ShoeStart):
            store.start_shoe(table.table, found)
        else:
            store.record_hand(table.table, found)
        done.append(found)
    return done


def test_the_builtin_tables_are_the_issues_kinds_with_distinct_keys() -> None:
    tables = tables_by_key(builtin_tables())
    assert list(tables) == ["classic", "no_commission", "ez", "speed", "squeeze", "multiplier", "peek"]
    assert all(t.rules.variant.dealt for t in tables.values())
    assert tables["peek"].rules.variant is Variant.PEEK and tables["peek"].rules.peek_cards == 2
    assert tables["multiplier"].rules.variant is Variant.MULTIPLIER
    assert tables["no_commission"].rules.variant is Variant.NO_COMMISSION
    assert tables["ez"].rules.variant is Variant.EZ
    assert tables["speed"].pace is Pace.SPEED and not tables["classic"].squeeze
    assert tables["squeeze"].squeeze
    assert all(not t.custom and t.title == t.name for t in tables.values())  # English by itself


def test_a_speed_table_deals_faster_than_a_live_one() -> None:
    assert PACE_SECONDS[Pace.SPEED] < PACE_SECONDS[Pace.NORMAL]
    assert Pace.SPEED.seconds == PACE_SECONDS[Pace.SPEED]


def test_a_players_table_round_trips_through_its_dict() -> None:
    rules = TableRules(decks=6, variant=Variant.EZ, side_bets=(), min_bet_cents=100)
    table = custom_table(3, rules, Pace.SPEED, squeeze=True, name="Late night")
    again = FloorTable.from_dict(table.to_dict())
    assert again == table
    assert again.key == "custom-3" and again.custom and again.title == "Late night"
    assert custom_table(2, rules).name == "My table 2"


@pytest.mark.parametrize(
    "data",
    [
        {"key": "x", "name": "X", "pace": "slow"},
        {"key": "x", "name": "X", "colour": "red"},
        {"key": "x y", "name": "X"},
        {"key": "x", "name": " "},
        {"key": "x", "name": "X", "squeeze": "yes"},
        {"key": "x", "name": "X", "rules": {"decks": 7}},
        {"key": 3, "name": "X"},
    ],
)
def test_a_kept_table_that_is_wrong_is_refused_with_a_domain_error(data: dict) -> None:
    with pytest.raises(DomainError):
        FloorTable.from_dict(data)


def test_two_tables_with_one_key_are_refused() -> None:
    with pytest.raises(DomainError):
        tables_by_key([CLASSIC, CLASSIC])


@pytest.mark.parametrize("table", builtin_tables(), ids=lambda t: t.key)
def test_every_builtin_table_deals_a_whole_shoe_with_no_bets(table: FloorTable) -> None:
    house = HouseTable(table, 0.0, seeds=DerivedSeeds(5))
    done = house.deal_ahead(200)
    hands = [d for d in done if isinstance(d, HandResult)]
    assert 60 < len(hands) < 90 and house.shuffling
    assert all(h.bets == () and h.net_cents == 0 for h in hands)


def test_a_house_table_waits_for_its_moment_then_brings_a_shoe_and_deals_at_its_pace() -> None:
    table = HouseTable(CLASSIC, 100.0, seeds=DerivedSeeds(7), first_in=5.0)
    assert table.step(104.9) is None and table.shuffling
    start = table.step(105.0)
    assert isinstance(start, ShoeStart) and start.burn is not None and not table.shuffling
    assert table.due == 105.0 + PACE_SECONDS[Pace.NORMAL]
    assert table.step(table.due - 0.1) is None
    hand = table.step(table.due)
    assert isinstance(hand, HandResult) and hand.bets == () and hand.net_cents == 0
    assert table.state.hands == 1 and table.state.roads.entries[0].outcome is hand.coup.outcome


def test_a_shoe_runs_to_its_last_hand_then_the_table_shuffles_and_starts_a_fresh_one() -> None:
    table, store = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(8)), MemoryFloorStore()
    done = run(table, store, 1)
    while not isinstance(done[-1], HandResult) or not done[-1].last_hand:
        done += run(table, store, 1)
    hands = [d for d in done if isinstance(d, HandResult)]
    assert 60 < len(hands) < 90 and table.shuffling and table.state.hands == len(hands)
    assert table.state.roads == compute_roads(
        [type(table.state.roads.entries[0]).from_coup(h.coup) for h in hands]
    )
    last = table.due
    start = table.step(last)
    assert isinstance(start, ShoeStart) and start.shoe_no == 2
    assert table.state.hands == 0 and table.state.shoe_no == 2  # the new shoe's roads start empty


def test_the_shuffle_takes_longer_than_a_hand() -> None:
    table, store = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(9)), MemoryFloorStore()
    while True:
        before = table.due
        found = run(table, store, 1)[-1]
        if isinstance(found, HandResult) and found.last_hand:
            assert table.due - before == SHUFFLE_SECONDS
            return


def test_a_table_far_behind_deals_one_hand_and_takes_up_its_pace_from_now() -> None:
    table = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(3), first_in=0.0)
    table.step(0.0)
    woke = 10_000.0
    assert isinstance(table.step(woke), HandResult)
    assert table.step(woke) is None  # no burst of the hands it missed
    assert table.due == woke + PACE_SECONDS[Pace.NORMAL]


def test_a_table_late_by_less_than_a_pace_keeps_its_rhythm() -> None:
    table = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(3), first_in=0.0)
    table.step(0.0)
    due = table.due
    table.step(due + 10.0)
    assert table.due == due + PACE_SECONDS[Pace.NORMAL]


def test_every_shoe_gets_a_fresh_secure_seed_by_default() -> None:
    a, b = HouseTable(CLASSIC, 0.0, first_in=0.0), HouseTable(CLASSIC, 0.0, first_in=0.0)
    first, second = a.step(0.0), b.step(0.0)
    assert isinstance(first, ShoeStart) and isinstance(second, ShoeStart)
    assert first.shoe.seed is not None and len(first.shoe.seed) == 32
    assert first.shoe.seed != second.shoe.seed


def test_a_table_dealt_on_from_the_store_deals_the_very_cards_it_would_have() -> None:
    seeds = DerivedSeeds(11)
    table, store = HouseTable(CLASSIC, 0.0, seeds=seeds), MemoryFloorStore()
    run(table, store, 30)
    kept = store.current_shoes()["classic"]
    assert isinstance(kept, FloorShoe) and len(kept.entries) == table.state.hands
    again = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(999), resume=kept)
    assert again.state.roads == table.state.roads and again.state.shoe_no == table.state.shoe_no
    for _ in range(20):
        mine, theirs = table.step(table.due), again.step(max(table.due, again.due))
        assert isinstance(mine, HandResult) and isinstance(theirs, HandResult)
        assert mine.coup == theirs.coup and mine.hand_no == theirs.hand_no


def test_a_finished_shoe_kept_in_the_store_brings_a_new_shoe_next() -> None:
    table, store = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(12)), MemoryFloorStore()
    while not table.shuffling or table.state.hands == 0:
        run(table, store, 1)
    kept = store.current_shoes()["classic"]
    assert kept.finished
    again = HouseTable(CLASSIC, 0.0, resume=kept, first_in=0.0)
    assert again.shuffling and again.state.hands == kept.entries.__len__()
    assert isinstance(again.step(0.0), ShoeStart)


def test_the_memory_store_keeps_only_the_current_shoe() -> None:
    table, store = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(13)), MemoryFloorStore()
    while table.state.shoe_no < 3:
        run(table, store, 1)
    kept = store.current_shoes()["classic"]
    assert kept.shoe_no == 3 and len(kept.entries) == table.state.hands


def test_dealing_ahead_finds_a_table_mid_shoe_without_moving_its_schedule() -> None:
    table = HouseTable(CLASSIC, 0.0, seeds=DerivedSeeds(14))
    due = table.due
    done = table.deal_ahead(25)
    assert isinstance(done[0], ShoeStart) and len(done) == 26
    assert table.state.hands == 25 and table.due == due
    assert len(table.deal_ahead(500)) < 80  # stops at the shoe's last hand
    assert table.shuffling
