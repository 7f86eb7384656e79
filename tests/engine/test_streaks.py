"""One rule of a streak, counted in one place (engine/roads.py: StreakCounter).

A tie neither breaks nor lengthens a streak, the same side lengthens it, the other side starts a
new one, and a new shoe ends it. The roads' statistics and the simulator count through the one
counter; these tests hold both to the counting each did on its own before (written out below, as
the simulator had it) and to figures the old code gave for seeded shoes.
"""

from __future__ import annotations

import random

import pytest

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import Streak, StreakCounter, compute_roads, parse_results
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.engine.simulate import simulate

B, P, T = Outcome.BANKER, Outcome.PLAYER, Outcome.TIE


def _old_count(shoes: list[str]) -> tuple[dict[Outcome, int], Streak]:
    """The simulator's own loop before the counter: each side's longest streak over the shoes, and the
    streak standing at the end of the last shoe."""
    longest = {B: 0, P: 0}
    side: Outcome | None = None
    streak = 0
    for shoe in shoes:
        side, streak = None, 0
        for entry in parse_results(shoe):
            outcome = entry.outcome
            if outcome is not T:
                streak = streak + 1 if outcome is side else 1
                side = outcome
                longest[outcome] = max(longest[outcome], streak)
    return longest, Streak(side, streak)


def _seeded_shoes(seed: int) -> list[str]:
    """One to four shoes of 0 to 90 results, the odds near a real table's, long runs included."""
    rng = random.Random(seed)
    shoes = []
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.2:  # a streaky shoe: runs of up to 12
            text = "".join(
                rng.choice("BP") * rng.randint(1, 12) + "T" * (rng.random() < 0.2) for _ in range(8)
            )
        else:
            text = "".join(rng.choices("BPT", weights=(4586, 4462, 952), k=rng.randint(0, 90)))
        shoes.append(text)
    return shoes


SEEDS = range(300)


def test_the_counter_counts_as_the_simulator_did() -> None:
    for seed in SEEDS:
        shoes = _seeded_shoes(seed)
        counter = StreakCounter()
        for shoe in shoes:
            counter.new_shoe()
            for entry in parse_results(shoe):
                counter.add(entry.outcome)
        assert (counter.longest, counter.current) == _old_count(shoes), seed


def test_the_roads_count_as_they_did() -> None:
    for seed in SEEDS:
        shoe = _seeded_shoes(seed)[0]
        roads = compute_roads(parse_results(shoe))
        longest, current = _old_count([shoe])
        stats = roads.stats
        assert (stats.longest_banker_streak, stats.longest_player_streak) == (longest[B], longest[P]), seed
        assert stats.current_streak == current, seed
        # A Big Road column is a streak: the last column is as long as the streak standing.
        assert (roads.big_road_columns[-1] if roads.big_road_columns else 0) == current.length, seed


def test_the_counter_on_a_worked_shoe() -> None:
    counter = StreakCounter()
    seen = [counter.add(o) for o in (T, B, B, T, B, P, T, P, B)]
    assert seen[0] == Streak(None, 0)  # ties before any side win start nothing
    assert seen[4] == Streak(B, 3)  # the tie inside did not break it
    assert seen[-1] == Streak(B, 1)
    assert counter.longest == {B: 3, P: 2}
    counter.new_shoe()
    assert counter.current == Streak(None, 0) and counter.longest == {B: 3, P: 2}
    assert counter.add(P) == Streak(P, 1)  # a new shoe ends a streak


# Each side's longest streak over seeded runs, as the simulator counted them before the counter.
OLD_SIMULATOR = [
    (TableRules(), 1, {"banker": 11, "player": 9}, 37),
    (TableRules(), 7, {"banker": 12, "player": 9}, 38),
    (TableRules(), 2026, {"banker": 9, "player": 10}, 37),
    (TableRules(decks=6), 5, {"banker": 10, "player": 10}, 50),
]


@pytest.mark.parametrize(("rules", "seed", "longest", "shoes"), OLD_SIMULATOR)
def test_the_simulator_finds_the_streaks_it_found_before(
    rules: TableRules, seed: int, longest: dict[str, int], shoes: int
) -> None:
    summary = simulate(3_000, rules, DerivedSeeds(seed))
    assert summary.shoes == shoes
    assert summary.longest_streak == longest
