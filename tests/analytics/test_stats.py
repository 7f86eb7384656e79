"""The statistics as pure functions, against hand-worked sequences and textbook values."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat_desktop.analytics.stats import (
    binomial_band,
    cumulative_rate,
    downsample_minmax,
    expected_streak_counts,
    max_drawdown,
    normal_band,
    rolling_rate,
    streak_length_counts,
    streak_runs,
    wilson_interval,
)
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import StreakCounter

B, P, T = 0, 1, 2


# -- drawdown ---------------------------------------------------------------------------------
def test_drawdown_by_hand() -> None:
    # 1000 → 1100 → 800 → 1000 → 500 → 550: highest 1100 (after hand 1), lowest after it 500.
    values = np.array([1000, 1100, 800, 1000, 500, 550])
    dd = max_drawdown(values)
    assert (dd.peak, dd.trough, dd.amount) == (1, 4, 600)


def test_drawdown_takes_the_largest_fall_not_the_lowest_point() -> None:
    # Fall of 5 from 10, then a new high of 30 and a fall of 8: the second is larger.
    values = np.array([0, 10, 5, 30, 22, 25])
    dd = max_drawdown(values)
    assert (dd.peak, dd.trough, dd.amount) == (3, 4, 8)
    # The lowest value overall (0, at the start) is not a drawdown at all.
    assert max_drawdown(np.array([0, 1, 2, 3])).amount == 0


def test_drawdown_starts_at_the_first_time_the_peak_was_reached() -> None:
    dd = max_drawdown(np.array([5, 9, 9, 2]))
    assert (dd.peak, dd.trough, dd.amount) == (1, 3, 7)


def test_drawdown_of_nothing() -> None:
    assert max_drawdown(np.array([], dtype=np.int64)).amount == 0


@given(st.lists(st.integers(-1000, 1000), min_size=1, max_size=60))
def test_drawdown_matches_brute_force(values: list[int]) -> None:
    best = max(values[i] - values[j] for i in range(len(values)) for j in range(i, len(values)))
    dd = max_drawdown(np.array(values))
    assert dd.amount == best
    assert dd.amount == 0 or values[dd.peak] - values[dd.trough] == best


# -- downsampling -----------------------------------------------------------------------------
def test_short_series_are_untouched() -> None:
    values = np.arange(10)
    index, kept = downsample_minmax(values, 5)
    assert index.tolist() == list(range(10)) and kept.tolist() == list(range(10))


@settings(max_examples=60)
@given(st.lists(st.integers(-10_000, 10_000), min_size=30, max_size=400), st.integers(2, 12))
def test_downsampling_keeps_every_buckets_extremes_in_order(values: list[int], buckets: int) -> None:
    array = np.array(values)
    index, kept = downsample_minmax(array, buckets)
    assert len(index) <= 2 * buckets + 2
    assert index[0] == 0 and index[-1] == len(array) - 1
    assert np.all(np.diff(index) >= 0), "points must stay in the order they happened"
    assert kept.tolist() == array[index].tolist()
    assert kept.max() == array.max() and kept.min() == array.min()
    edges = np.linspace(0, len(array), buckets + 1).astype(int)
    for lo, hi in itertools.pairwise(edges):
        chosen = set(index[(index >= lo) & (index < hi)].tolist())
        assert {int(np.argmin(array[lo:hi])) + lo, int(np.argmax(array[lo:hi])) + lo} <= chosen


# -- streaks ----------------------------------------------------------------------------------
def test_streaks_by_hand() -> None:
    # Shoe 1: B B T B P P T T P B ; shoe 2: P P B. Ties do not break a streak; a shoe ends one.
    winners = np.array([B, B, T, B, P, P, T, T, P, B, P, P, B])
    shoes = np.array([1] * 10 + [2] * 3)
    runs = streak_runs(winners, shoes)
    assert runs.side.tolist() == [B, P, B, P, B]
    assert runs.length.tolist() == [3, 3, 1, 2, 1]
    assert runs.start.tolist() == [0, 4, 9, 10, 12]


def test_a_shoe_change_ends_a_streak_of_the_same_side() -> None:
    runs = streak_runs(np.array([B, B, B, B]), np.array([7, 7, 8, 8]))
    assert runs.length.tolist() == [2, 2]


def test_ties_alone_make_no_streak() -> None:
    assert len(streak_runs(np.array([T, T, T]), np.array([1, 1, 1]))) == 0
    runs = streak_runs(np.array([T, T, P, T, P]), np.array([1, 1, 1, 1, 1]))
    assert runs.length.tolist() == [2] and runs.start.tolist() == [2]


def test_the_columns_split_streaks_by_the_engines_one_rule() -> None:
    """streak_runs is the column form of engine.roads.StreakCounter (the roads' and the simulator's
    counter), for a million stored hands at numpy's speed: on seeded shoes both find the same
    streaks, sides, lengths and first hands."""
    rng = np.random.default_rng(15)
    for _ in range(200):
        count = int(rng.integers(1, 5))
        shoes = np.repeat(np.arange(count), rng.integers(1, 60, size=count))
        winners = rng.choice([B, P, T], size=len(shoes), p=[0.4586, 0.4462, 0.0952])
        counter, runs, shoe_now = StreakCounter(), [], None
        for index, (code, shoe) in enumerate(zip(winners.tolist(), shoes.tolist(), strict=True)):
            if shoe != shoe_now:
                counter.new_shoe()
                shoe_now = shoe
            streak = counter.add((Outcome.BANKER, Outcome.PLAYER, Outcome.TIE)[code])
            if code != T and streak.length == 1:
                runs.append([code, 1, index])
            elif code != T:
                runs[-1][1] = streak.length
        found = streak_runs(winners, shoes)
        assert list(zip(found.side.tolist(), found.length.tolist(), found.start.tolist(), strict=True)) == [
            tuple(run) for run in runs
        ]


def test_length_counts() -> None:
    assert streak_length_counts(np.array([3, 3, 1, 2, 1]), 4).tolist() == [2, 1, 2, 0]


def _brute_force_expected(n: int, q: float, max_length: int) -> list[float]:
    """Every one of the 2^n sequences, weighted by its probability: expected runs of each length."""
    expected = [0.0] * max_length
    for sequence in itertools.product((True, False), repeat=n):
        weight = math.prod(q if s else 1 - q for s in sequence)
        run = 0
        for s in [*sequence, False]:
            if s:
                run += 1
            elif run:
                if run <= max_length:
                    expected[run - 1] += weight
                run = 0
    return expected


@pytest.mark.parametrize(("n", "q"), [(1, 0.5), (2, 0.5), (5, 0.3), (8, 0.5068), (10, 0.4932)])
def test_expected_streak_counts_match_enumeration(n: int, q: float) -> None:
    got = expected_streak_counts(np.array([n]), q, 10)
    assert got.tolist() == pytest.approx(_brute_force_expected(n, q, 10), abs=1e-12)


def test_expected_streaks_add_up_over_shoes_and_account_for_every_win() -> None:
    sizes = np.array([70, 70, 73, 0, 68])
    q = 0.5068
    got = expected_streak_counts(sizes, q, 80)
    single = sum(expected_streak_counts(np.array([n]), q, 80) for n in sizes if n)
    assert got == pytest.approx(single)
    # Every decided hand the side wins sits in exactly one of its streaks.
    assert (got * np.arange(1, 81)).sum() == pytest.approx(q * sizes.sum())


# -- rates and bands --------------------------------------------------------------------------
def test_rolling_rate_by_hand() -> None:
    flags = np.array([1, 0, 0, 1, 1, 0], dtype=bool)
    assert rolling_rate(flags, 3).tolist() == pytest.approx([1 / 3, 1 / 3, 2 / 3, 2 / 3])
    assert rolling_rate(flags, 1).tolist() == [1, 0, 0, 1, 1, 0]
    assert rolling_rate(flags, 7).tolist() == []
    with pytest.raises(ValueError):
        rolling_rate(flags, 0)


def test_cumulative_rate_by_hand() -> None:
    flags = np.array([0, 1, 1, 0], dtype=bool)
    assert cumulative_rate(flags).tolist() == pytest.approx([0, 1 / 2, 2 / 3, 1 / 2])


def _binomial_cdf(k: int, n: int, p: float) -> float:
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k + 1))


@pytest.mark.parametrize(("n", "p"), [(100, 0.0951559680236402), (50, 0.3), (20, 0.5), (400, 0.07)])
def test_binomial_band_is_the_central_95_percent(n: int, p: float) -> None:
    low, high = binomial_band(n, p)
    k_low, k_high = round(low * n), round(high * n)
    # Below the band at most 2.5%, and one more step down would leave more than 2.5% inside the tail.
    assert _binomial_cdf(k_low - 1, n, p) <= 0.025 < _binomial_cdf(k_low, n, p)
    assert 1 - _binomial_cdf(k_high, n, p) <= 0.025 < 1 - _binomial_cdf(k_high - 1, n, p)
    assert _binomial_cdf(k_high, n, p) - _binomial_cdf(k_low - 1, n, p) >= 0.95


def test_the_tie_band_for_a_hundred_hands() -> None:
    assert binomial_band(100, 0.0951559680236402) == (0.04, 0.16)


def test_normal_band() -> None:
    low, high = normal_band(np.array([100, 10_000]), 0.1)
    assert low.tolist() == pytest.approx([0.1 - 1.959964 * 0.03, 0.1 - 1.959964 * 0.003], abs=1e-6)
    assert high.tolist() == pytest.approx([0.1 + 1.959964 * 0.03, 0.1 + 1.959964 * 0.003], abs=1e-6)
    assert normal_band(np.array([1]), 0.1)[0][0] == 0.0  # clipped at zero


# Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3.
@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
        (29, 29, 0.8830, 1.0),
    ],
)
def test_wilson_interval_textbook_values(k: int, n: int, low: float, high: float) -> None:
    got = wilson_interval(k, n)
    assert got[0] == pytest.approx(low, abs=5e-5)
    assert got[1] == pytest.approx(high, abs=5e-5)


def test_wilson_interval_always_holds_the_observed_share() -> None:
    """None seen in 3 gave a low bound of 5.6e-17 above the share 0 (rounding), and the Outcomes
    chart's error bar a negative length, which Matplotlib refuses."""
    for trials in range(1, 60):
        for successes in range(trials + 1):
            low, high = wilson_interval(successes, trials)
            assert low <= successes / trials <= high
    assert wilson_interval(0, 3)[0] == 0.0 and wilson_interval(3, 3)[1] == 1.0


def test_wilson_interval_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(5, 4)
    low, high = wilson_interval(500, 1000)
    assert low == pytest.approx(1 - high)
