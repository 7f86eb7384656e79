"""Statistics as pure functions of numpy arrays: small enough to check by hand, fast on a million.

Nothing here knows about SQLite, Qt or Matplotlib; ``analysis`` feeds these with a dataset and
the tests feed them with hand-written sequences.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

__all__ = [
    "Z95",
    "Drawdown",
    "StreakRuns",
    "binomial_band",
    "cumulative_rate",
    "downsample_minmax",
    "expected_streak_counts",
    "max_drawdown",
    "normal_band",
    "rolling_rate",
    "streak_length_counts",
    "streak_runs",
    "wilson_interval",
]

Z95 = 1.959963984540054  # two-sided 95% point of the standard normal


@dataclass(frozen=True, slots=True)
class Drawdown:
    """The largest fall from a running peak: from ``values[peak]`` down to ``values[trough]``."""

    peak: int
    trough: int
    amount: float


def max_drawdown(values: np.ndarray) -> Drawdown:
    """Largest peak-to-trough fall (0 at index 0 when the series never falls).

    >>> max_drawdown(np.array([0, 5, 2, 8, 1, 4]))
    Drawdown(peak=3, trough=4, amount=7.0)
    """
    values = np.asarray(values)
    if not len(values):
        return Drawdown(0, 0, 0.0)
    running_peak = np.maximum.accumulate(values)
    falls = running_peak - values
    trough = int(np.argmax(falls))
    amount = float(falls[trough])
    if amount <= 0:
        return Drawdown(0, 0, 0.0)
    peak = int(np.argmax(values[: trough + 1]))  # first time the running peak was reached
    return Drawdown(peak, trough, amount)


def downsample_minmax(values: np.ndarray, buckets: int) -> tuple[np.ndarray, np.ndarray]:
    """At most ``2 * buckets + 2`` points that draw like the full line: each bucket's min and max, in order.

    A line with a million points cannot show more than a few thousand pixels anyway; keeping both
    extremes of every bucket means no peak or trough disappears. Returns (indices, values).
    """
    values = np.asarray(values)
    n = len(values)
    if buckets < 1:
        raise ValueError("need at least one bucket")
    if n <= 2 * buckets + 2:
        return np.arange(n), values
    edges = np.linspace(0, n, buckets + 1).astype(np.int64)
    starts = edges[:-1]
    lows = np.minimum.reduceat(values, starts)
    highs = np.maximum.reduceat(values, starts)
    # Where in each bucket the extremes sit, so the pair is drawn in the order it happened.
    ids = np.repeat(np.arange(buckets), np.diff(edges))
    low_pos = _first_match(values, lows[ids], ids, buckets, starts)
    high_pos = _first_match(values, highs[ids], ids, buckets, starts)
    index = np.empty(2 * buckets + 2, dtype=np.int64)
    index[1:-1:2] = np.minimum(low_pos, high_pos)
    index[2:-1:2] = np.maximum(low_pos, high_pos)
    # Both ends too, so the line starts at the first value and reaches the last.
    index[0], index[-1] = 0, n - 1
    return index, values[index]


def _first_match(
    values: np.ndarray, target: np.ndarray, ids: np.ndarray, buckets: int, starts: np.ndarray
) -> np.ndarray:
    hits = np.flatnonzero(values == target)
    first = np.full(buckets, -1, dtype=np.int64)
    # Reversed assignment leaves the earliest hit of each bucket in place.
    first[ids[hits][::-1]] = hits[::-1]
    return np.where(first < 0, starts, first)


@dataclass(frozen=True, slots=True)
class StreakRuns:
    """Every streak, in play order: who (winner code), how long, and the hand index it started at.

    Ties do not break a streak and are not counted in its length; a new shoe always ends one.
    """

    side: np.ndarray
    length: np.ndarray
    start: np.ndarray

    def __len__(self) -> int:
        return len(self.length)


def streak_runs(winner: np.ndarray, shoe: np.ndarray, tie: int = 2) -> StreakRuns:
    """Split each shoe's Banker/Player results into streaks (the Big Road's columns): the rule of
    ``engine.roads.StreakCounter``, which the roads and the simulator count by, over columns at
    numpy's speed (a million hands in milliseconds; tests/analytics/test_stats.py holds the two equal).

    >>> r = streak_runs(np.array([0, 0, 2, 0, 1, 1, 0]), np.array([1, 1, 1, 1, 1, 2, 2]))
    >>> r.side.tolist(), r.length.tolist(), r.start.tolist()
    ([0, 1, 1, 0], [3, 1, 1, 1], [0, 4, 5, 6])
    """
    winner = np.asarray(winner)
    shoe = np.asarray(shoe)
    decided = np.flatnonzero(winner != tie)
    if not len(decided):
        empty = np.empty(0, dtype=np.int64)
        return StreakRuns(empty.astype(winner.dtype), empty, empty)
    w = winner[decided]
    s = shoe[decided]
    new = np.empty(len(w), dtype=bool)
    new[0] = True
    new[1:] = (w[1:] != w[:-1]) | (s[1:] != s[:-1])
    starts = np.flatnonzero(new)
    lengths = np.diff(np.append(starts, len(w)))
    return StreakRuns(w[starts], lengths.astype(np.int64), decided[starts].astype(np.int64))


def streak_length_counts(lengths: np.ndarray, max_length: int) -> np.ndarray:
    """How many streaks had each length 1..max_length (index 0 is length 1)."""
    counts = np.bincount(np.asarray(lengths, dtype=np.int64), minlength=max_length + 1)
    return counts[1 : max_length + 1]


def expected_streak_counts(decided_per_shoe: np.ndarray, q: float, max_length: int) -> np.ndarray:
    """Expected number of one side's streaks of each length 1..max_length.

    Model: each shoe's ``n`` decided (non-tie) hands are independent, the side winning each with
    probability ``q``. In ``n`` such trials the expected number of runs of exactly ``k`` is
    ``q^k (2(1-q) + (n-k-1)(1-q)^2)`` for ``k < n`` (runs touching one end of the shoe need one
    neighbour to differ, inner runs two) and ``q^n`` for ``k = n``. Summed over shoes, this
    accounts exactly for streaks being cut off by the end of a shoe.

    >>> expected_streak_counts(np.array([2]), 0.5, 3).tolist()  # BB, BP, PB, PP: 2 of length 1, 1 of 2
    [0.5, 0.25, 0.0]
    """
    decided_per_shoe = np.asarray(decided_per_shoe, dtype=np.int64)
    sizes, shoes = np.unique(decided_per_shoe[decided_per_shoe > 0], return_counts=True)
    k = np.arange(1, max_length + 1, dtype=np.float64)[:, None]
    n = sizes.astype(np.float64)[None, :]
    inner = q**k * (2 * (1 - q) + (n - k - 1) * (1 - q) ** 2)
    whole = np.where(k == n, q**n, 0.0)
    per_size = np.where(k < n, inner, whole)
    return per_size @ shoes.astype(np.float64)


def rolling_rate(flags: np.ndarray, window: int) -> np.ndarray:
    """Share of True in each run of ``window`` consecutive items (item ``window-1`` onward).

    >>> rolling_rate(np.array([1, 0, 0, 1, 1], dtype=bool), 2).tolist()
    [0.5, 0.0, 0.5, 1.0]
    """
    if window < 1:
        raise ValueError("the window must hold at least one hand")
    flags = np.asarray(flags, dtype=np.int64)
    if len(flags) < window:
        return np.empty(0, dtype=np.float64)
    sums = np.cumsum(np.concatenate(([0], flags)))
    return (sums[window:] - sums[:-window]) / window


def cumulative_rate(flags: np.ndarray) -> np.ndarray:
    """Share of True among the first 1, 2, ... n items.

    >>> cumulative_rate(np.array([1, 0, 0, 1], dtype=bool)).tolist()
    [1.0, 0.5, 0.3333333333333333, 0.5]
    """
    flags = np.asarray(flags, dtype=np.int64)
    return np.cumsum(flags) / np.arange(1, len(flags) + 1)


def binomial_band(n: int, p: float, level: float = 0.95) -> tuple[float, float]:
    """The central ``level`` range of the share of successes in ``n`` trials (exact binomial).

    Lower end: the largest k with P(X < k) <= (1-level)/2; upper end: the smallest k with
    P(X > k) <= (1-level)/2. At least ``level`` of all windows of ``n`` hands fall inside [k/n].
    """
    if n < 1:
        raise ValueError("a band needs at least one trial")
    if not 0 < p < 1:
        raise ValueError("p must be strictly between 0 and 1")
    tail = (1 - level) / 2
    k = np.arange(n + 1)
    log_pmf = (
        math.lgamma(n + 1)
        - np.array([math.lgamma(i + 1) + math.lgamma(n - i + 1) for i in range(n + 1)])
        + k * math.log(p)
        + (n - k) * math.log1p(-p)
    )
    pmf = np.exp(log_pmf)
    below = np.concatenate(([0.0], np.cumsum(pmf)[:-1]))  # P(X < k)
    above = 1.0 - np.cumsum(pmf)  # P(X > k)
    low = int(np.flatnonzero(below <= tail + 1e-12)[-1])
    high = int(np.flatnonzero(above <= tail + 1e-12)[0])
    return low / n, high / n


def normal_band(n: np.ndarray, p: float, z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
    """``p ± z·sqrt(p(1-p)/n)``: where the share after ``n`` trials lies 95% of the time (normal
    approximation, good once n·p is a few dozen), clipped to [0, 1]."""
    n = np.asarray(n, dtype=np.float64)
    half = z * np.sqrt(p * (1 - p) / n)
    return np.clip(p - half, 0.0, 1.0), np.clip(p + half, 0.0, 1.0)


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion: sound at small counts and near 0 or 1, unlike p ± z·se.

    >>> [round(x, 4) for x in wilson_interval(81, 263)]
    [0.2553, 0.3662]
    """
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and {trials}, not {successes}")
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    # The interval always holds p; rounding could leave 0 successes a low bound of 5.6e-17 (and
    # a chart's error bar a negative length), so p bounds it.
    return min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half))
