"""The numbers behind the charts of what the shoes dealt: win streaks against the independent-hands
model, the tie frequency (rolling and cumulative, with its band), and the outcome mix against the
exact probabilities of the shoes played.

Its own module, beside analytics/money_charts.py (what the player's money did), because these read
only the results of the hands, never a bet; each ``*_stats`` is pure (dataset in, frozen result
out) and ``analysis.Analysis`` caches them per dataset version.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any

import numpy as np

from ..engine.bets import BetSpot
from .dataset import BANKER, PLAYER, TIE, Dataset
from .exact import OUTCOMES, outcome_probability, side_given_no_tie
from .stats import (
    binomial_band,
    cumulative_rate,
    expected_streak_counts,
    rolling_rate,
    streak_length_counts,
    streak_runs,
    wilson_interval,
)

__all__ = [
    "SIDES",
    "TIE_WINDOW",
    "OutcomeRow",
    "OutcomeStats",
    "StreakRecord",
    "StreakStats",
    "TieStats",
    "outcome_stats",
    "streak_stats",
    "tie_stats",
]

TIE_WINDOW = 100  # hands in the rolling tie-rate window
SIDES = ("banker", "player")
_SIDE_CODE = {"banker": BANKER, "player": PLAYER}


def _weighted_exact(decks: np.ndarray, probability: Callable[[int], Fraction]) -> float:
    """The exact probability averaged over the hands' shoe sizes (6- and 8-deck sessions can mix)."""
    if not len(decks):
        return float(probability(8))
    counts = np.bincount(decks)
    total = sum(int(counts[d]) * probability(d) for d in np.flatnonzero(counts).tolist())
    return float(total / len(decks))


def _side_share(index: int, decks: int) -> Fraction:
    """``side_given_no_tie(decks)[index]``: Banker's (0) or Player's (1) share of decided hands."""
    return side_given_no_tie(decks)[index]


# -- streaks ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class StreakRecord:
    side: str
    length: int
    session_id: int
    shoe_no: int
    hand_no: int  # the hand the streak started on

    def to_dict(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "length": self.length,
            "session_id": self.session_id,
            "shoe_no": self.shoe_no,
            "hand_no": self.hand_no,
        }


@dataclass(frozen=True)
class StreakStats:
    """Streak-length counts per side, observed and expected, for lengths 1..``max_length``."""

    max_length: int
    observed: dict[str, np.ndarray]
    expected: dict[str, np.ndarray]
    q: dict[str, float]  # P(side | not a tie), hand-weighted over shoe sizes
    longest: dict[str, list[StreakRecord]]  # up to three per side, longest first
    shoes: int

    @property
    def lengths(self) -> np.ndarray:
        return np.arange(1, self.max_length + 1)

    def total(self, side: str) -> int:
        return int(self.observed[side].sum())

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": "independent hands within each shoe, P(side | not tie) from the exact full-shoe odds",
            "shoes": self.shoes,
            "p_given_no_tie": dict(self.q),
            "streaks": {side: self.total(side) for side in SIDES},
            "by_length": [
                {
                    "length": int(k),
                    **{f"{side}_observed": int(self.observed[side][k - 1]) for side in SIDES},
                    **{f"{side}_expected": float(self.expected[side][k - 1]) for side in SIDES},
                }
                for k in self.lengths
            ],
            "longest": {side: [r.to_dict() for r in self.longest[side]] for side in SIDES},
        }


def streak_stats(data: Dataset, top: int = 3) -> StreakStats:
    """Observed streaks against the independent-hands model (see ``expected_streak_counts``).

    The model ignores card removal inside a shoe (the real odds drift slightly as cards are
    dealt); the Tie and pair odds are also first-hand odds. The chart says so.
    """
    hands = data.hands
    runs = streak_runs(hands.winner, hands.shoe, tie=TIE)
    decided = hands.winner != TIE
    # Per shoe id: its decided hands, and the shoe size its session's rules deal from.
    decided_per_shoe = np.bincount(hands.shoe[decided], minlength=max(data.shoes, default=0) + 1)
    decks_of_shoe = data.decks_by_session()[data._session_lookup()][: len(decided_per_shoe)]
    played = decided_per_shoe > 0
    longest_seen = int(runs.length.max()) if len(runs) else 0
    decks_of_decided = np.repeat(decks_of_shoe[played], decided_per_shoe[played])
    q = {side: _weighted_exact(decks_of_decided, partial(_side_share, i)) for i, side in enumerate(SIDES)}
    # Show lengths until both the data and the model have run out (expected below 0.5 streaks).
    max_length = max(longest_seen, 6)
    expected: dict[str, np.ndarray] = {}
    while True:
        expected = {side: np.zeros(max_length) for side in SIDES}
        for decks in np.unique(decks_of_shoe[played]).tolist():
            in_size = decided_per_shoe[played & (decks_of_shoe == decks)]
            for i, side in enumerate(SIDES):
                expected[side] += expected_streak_counts(
                    in_size, float(side_given_no_tie(decks)[i]), max_length
                )
        tail = max(expected[side][-1] for side in SIDES)
        if tail < 0.5 or max_length >= 60:
            break
        max_length += 2
    observed = {
        side: streak_length_counts(runs.length[runs.side == _SIDE_CODE[side]], max_length) for side in SIDES
    }
    longest: dict[str, list[StreakRecord]] = {}
    for side in SIDES:
        mine = np.flatnonzero(runs.side == _SIDE_CODE[side])
        best = mine[np.lexsort((mine, -runs.length[mine]))[:top]]  # longest first, then earliest
        records = []
        for run in best.tolist():
            at = int(runs.start[run])
            session_id, shoe_no = data.shoes[int(hands.shoe[at])]
            records.append(
                StreakRecord(side, int(runs.length[run]), session_id, shoe_no, int(hands.hand_no[at]))
            )
        longest[side] = records
    shoes = int(np.count_nonzero(np.bincount(hands.shoe))) if len(hands) else 0
    return StreakStats(max_length, observed, expected, q, longest, shoes)


# -- ties -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TieStats:
    hands: int
    ties: int
    p_exact: float
    window: int
    rolling: np.ndarray  # tie share of the last ``window`` hands, after hands window..n
    cumulative: np.ndarray  # tie share of all hands so far, after hands 1..n
    window_band: tuple[float, float]  # where 95% of windows of that size fall (exact binomial)

    @property
    def observed(self) -> float:
        return self.ties / self.hands if self.hands else 0.0

    @property
    def wilson(self) -> tuple[float, float]:
        return wilson_interval(self.ties, self.hands)

    def to_dict(self) -> dict[str, Any]:
        low, high = self.wilson
        return {
            "hands": self.hands,
            "ties": self.ties,
            "observed": self.observed,
            "exact": self.p_exact,
            "wilson_95": [low, high],
            "rolling_window": self.window,
            "rolling_band_95": list(self.window_band),
            "rolling_latest": float(self.rolling[-1]) if len(self.rolling) else None,
            "windows_outside_band": int(
                np.count_nonzero((self.rolling < self.window_band[0]) | (self.rolling > self.window_band[1]))
            ),
            "windows": len(self.rolling),
        }


def tie_stats(data: Dataset, window: int = TIE_WINDOW) -> TieStats:
    ties = data.hands.winner == TIE
    p = _weighted_exact(data.decks_per_hand(), lambda d: outcome_probability("tie", d))
    return TieStats(
        hands=len(ties),
        ties=int(np.count_nonzero(ties)),
        p_exact=p,
        window=window,
        rolling=rolling_rate(ties, window),
        cumulative=cumulative_rate(ties),
        window_band=binomial_band(window, p),
    )


# -- outcome mix ------------------------------------------------------------------------------
@dataclass(frozen=True)
class OutcomeRow:
    outcome: str
    count: int
    hands: int
    exact: float
    low: float  # Wilson 95% interval of the observed share
    high: float

    @property
    def label(self) -> str:
        """The outcome's name in the interface's language (each outcome is also a bet spot)."""
        return BetSpot(self.outcome).label

    @property
    def observed(self) -> float:
        return self.count / self.hands if self.hands else 0.0

    @property
    def inside(self) -> bool:
        """The exact probability lies in the interval: the difference is ordinary luck."""
        return self.low <= self.exact <= self.high

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "count": self.count,
            "hands": self.hands,
            "observed": self.observed,
            "exact": self.exact,
            "wilson_95": [self.low, self.high],
            "exact_inside_interval": self.inside,
        }


@dataclass(frozen=True)
class OutcomeStats:
    hands: int
    rows: tuple[OutcomeRow, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"hands": self.hands, "outcomes": [r.to_dict() for r in self.rows]}


def outcome_stats(data: Dataset) -> OutcomeStats:
    hands = data.hands
    decks = data.decks_per_hand()
    n = len(hands)
    counts = {
        "banker": int(np.count_nonzero(hands.winner == BANKER)),
        "player": int(np.count_nonzero(hands.winner == PLAYER)),
        "tie": int(np.count_nonzero(hands.winner == TIE)),
        "player_pair": int(np.count_nonzero(hands.player_pair)),
        "banker_pair": int(np.count_nonzero(hands.banker_pair)),
    }
    rows = []
    for outcome in OUTCOMES:
        exact = _weighted_exact(decks, partial(outcome_probability, outcome))
        low, high = wilson_interval(counts[outcome], n)
        rows.append(OutcomeRow(outcome, counts[outcome], n, exact, low, high))
    return OutcomeStats(n, tuple(rows))
