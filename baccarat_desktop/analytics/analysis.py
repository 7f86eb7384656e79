"""What each chart shows, computed from a ``Dataset``: the numbers shared by the figures, the CSV
exports, the JSON report and the tests, so a chart can never disagree with its exported data.

Each ``*_stats`` function is pure (dataset in, frozen result out). ``Analysis`` caches them per
dataset version, so redrawing one chart after a new hand recomputes only that chart.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import Any, TypeVar

import numpy as np

from ..engine.bets import BetSpot
from ..engine.catalogue import format_pays
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.rules import TableRules
from ..storage.stamps import moment
from .dataset import BANKER, PLAYER, TIE, Dataset
from .exact import OUTCOMES, outcome_probability, side_given_no_tie, spot_edge, spot_variance
from .stats import (
    Z95,
    Drawdown,
    binomial_band,
    cumulative_rate,
    expected_streak_counts,
    max_drawdown,
    rolling_rate,
    streak_length_counts,
    streak_runs,
    wilson_interval,
)

__all__ = [
    "TIE_WINDOW",
    "Analysis",
    "BankrollStats",
    "Chart",
    "MoneyStats",
    "OutcomeRow",
    "OutcomeStats",
    "SessionSummary",
    "SessionsStats",
    "SpotMoney",
    "StreakRecord",
    "StreakStats",
    "TieStats",
    "bankroll_stats",
    "money_stats",
    "outcome_stats",
    "sessions_stats",
    "streak_stats",
    "tie_stats",
]

TIE_WINDOW = 100  # hands in the rolling tie-rate window


class Chart(enum.Enum):
    """The dashboard's charts, in tab order; the value names the chart's files (PNG, SVG, CSV)."""

    BANKROLL = "bankroll"
    STREAKS = "streaks"
    TIES = "ties"
    OUTCOMES = "outcomes"
    MONEY = "money"
    SESSIONS = "sessions"

    @property
    def title(self) -> str:
        """The chart's name in the interface's language."""
        return _t("Charts", _CHART_TITLES[self])


_CHART_TITLES = {
    Chart.BANKROLL: QT_TRANSLATE_NOOP("Charts", "Bankroll"),
    Chart.STREAKS: QT_TRANSLATE_NOOP("Charts", "Win streaks"),
    Chart.TIES: QT_TRANSLATE_NOOP("Charts", "Tie frequency"),
    Chart.OUTCOMES: QT_TRANSLATE_NOOP("Charts", "Outcome mix"),
    Chart.MONEY: QT_TRANSLATE_NOOP("Charts", "Money by bet type"),
    Chart.SESSIONS: QT_TRANSLATE_NOOP("Charts", "Sessions"),
}
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


# -- bankroll ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class BankrollStats:
    """The money line: ``values[i]`` after ``i`` hands (``values[0]`` before the first).

    One session: its bankroll. Several: the running net result of all of them, one after the
    other, since separate bankrolls cannot be added up honestly.
    """

    label: str
    values: np.ndarray  # cents, length hands + 1
    shoe_starts: np.ndarray  # x of each shoe's first hand (hands before it), after the first shoe
    session_starts: np.ndarray  # same for sessions
    session_ids: tuple[int, ...]  # the session of each stretch: before the first start, then after each
    drawdown: Drawdown  # indices into values; amount in cents
    peak_index: int
    single_session: bool

    @property
    def hands(self) -> int:
        return len(self.values) - 1

    @property
    def start_cents(self) -> int:
        return int(self.values[0])

    @property
    def final_cents(self) -> int:
        return int(self.values[-1])

    @property
    def peak_cents(self) -> int:
        return int(self.values[self.peak_index])

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "hands": self.hands,
            "start_cents": self.start_cents,
            "final_cents": self.final_cents,
            "net_cents": self.final_cents - self.start_cents,
            "peak": {"after_hands": self.peak_index, "cents": self.peak_cents},
            "max_drawdown": {
                "cents": int(self.drawdown.amount),
                "from_after_hands": self.drawdown.peak,
                "to_after_hands": self.drawdown.trough,
            },
            "shoes": len(self.shoe_starts) + (1 if self.hands else 0),
            "sessions": len(self.session_starts) + (1 if self.hands else 0),
        }


def bankroll_stats(data: Dataset) -> BankrollStats:
    hands = data.hands
    sessions = data.session_ids()
    single = len(sessions) == 1
    start = data.start_bankroll[sessions[0]] if single else 0
    values = np.empty(len(hands) + 1, dtype=np.int64)
    values[0] = start
    np.cumsum(hands.net, out=values[1:])
    values[1:] += start
    shoe_starts = np.flatnonzero(np.diff(hands.shoe) != 0) + 1
    session_starts = np.flatnonzero(np.diff(hands.session) != 0) + 1
    return BankrollStats(
        label=_t("Charts", "Bankroll") if single else _t("Charts", "Net result, sessions end to end"),
        values=values,
        shoe_starts=shoe_starts,
        session_starts=session_starts,
        session_ids=tuple(int(s) for s in hands.session[np.concatenate(([0], session_starts))])
        if len(hands)
        else (),
        drawdown=max_drawdown(values),
        peak_index=int(np.argmax(values)),
        single_session=single,
    )


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


# -- money by bet type ------------------------------------------------------------------------
@dataclass(frozen=True)
class SpotMoney:
    """One spot's money: what was staked, won or lost, and what the house edge predicts.

    ``expected_net_cents`` is -(house edge × wagered) under each session's rules; ``spread_cents``
    is the standard deviation of the net that luck alone gives for those stakes, so the net
    lands within ``expected ± 1.96·spread`` about 95% of the time. The all-spots total has no
    spread (bets on one hand are not independent of each other).
    """

    spot: str
    bets: int
    wagered_cents: int
    net_cents: int
    commission_cents: int
    expected_net_cents: float
    spread_cents: float | None

    @property
    def label(self) -> str:
        return _t("Charts", "All bets") if self.spot == "total" else BetSpot(self.spot).label

    @property
    def actual_return(self) -> float:
        return self.net_cents / self.wagered_cents if self.wagered_cents else 0.0

    @property
    def expected_return(self) -> float:
        return self.expected_net_cents / self.wagered_cents if self.wagered_cents else 0.0

    @property
    def band_cents(self) -> tuple[float, float] | None:
        if self.spread_cents is None:
            return None
        half = Z95 * self.spread_cents
        return self.expected_net_cents - half, self.expected_net_cents + half

    @property
    def inside(self) -> bool | None:
        band = self.band_cents
        return None if band is None else band[0] <= self.net_cents <= band[1]

    def to_dict(self) -> dict[str, Any]:
        band = self.band_cents
        return {
            "spot": self.spot,
            "bets": self.bets,
            "wagered_cents": self.wagered_cents,
            "net_cents": self.net_cents,
            "commission_cents": self.commission_cents,
            "expected_net_cents": round(self.expected_net_cents),
            "actual_return": self.actual_return,
            "expected_return": self.expected_return,
            "luck_band_95_cents": None if band is None else [round(band[0]), round(band[1])],
            "inside_luck_band": self.inside,
        }


@dataclass(frozen=True)
class MoneyStats:
    rows: tuple[SpotMoney, ...]  # spots that were bet on, in table order
    total: SpotMoney

    def to_dict(self) -> dict[str, Any]:
        return {"spots": [r.to_dict() for r in self.rows], "total": self.total.to_dict()}


def money_stats(data: Dataset) -> MoneyStats:
    """Per spot, summed over sessions, each session's stakes priced with that session's rules."""
    rows = []
    for spot in BetSpot:  # spots unknown to this version have no edge to compare with: left out
        bets = wagered = net = commission = 0
        expected = Fraction(0)
        variance = 0.0
        for (session_id, name), totals in data.money.items():
            if name != spot.value:
                continue
            rules = data.sessions[session_id].rules
            bets += totals.bets
            wagered += totals.wagered_cents
            net += totals.net_cents
            commission += totals.commission_cents
            expected -= spot_edge(spot, rules) * totals.wagered_cents
            variance += float(spot_variance(spot, rules)) * totals.stake_squares
        if bets:
            rows.append(
                SpotMoney(spot.value, bets, wagered, net, commission, float(expected), math.sqrt(variance))
            )
    total = SpotMoney(
        "total",
        sum(r.bets for r in rows),
        sum(r.wagered_cents for r in rows),
        sum(r.net_cents for r in rows),
        sum(r.commission_cents for r in rows),
        sum(r.expected_net_cents for r in rows),
        None,
    )
    return MoneyStats(tuple(rows), total)


# -- sessions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class SessionSummary:
    session_id: int
    started_at: str
    ended_at: str | None  # None while the session is still open
    last_hand_at: str
    hands: int
    wagered_cents: int
    net_cents: int
    biggest_win_cents: int  # best single hand (0 if none was won)
    biggest_loss_cents: int  # worst single hand, as a negative number (0 if none was lost)
    rules: str  # the table's rules in words
    table: str  # the same, short enough for a table cell

    @property
    def duration_seconds(self) -> float:
        start, end = moment(self.started_at), moment(self.ended_at or self.last_hand_at)
        if start is None or end is None:  # a moment edited into something else: no length known
            return 0.0
        return max(0.0, (end - start).total_seconds())

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "started_at": self.started_at,
            "ended_at": self.ended_at,
            "duration_seconds": self.duration_seconds,
            "hands": self.hands,
            "wagered_cents": self.wagered_cents,
            "net_cents": self.net_cents,
            "biggest_win_cents": self.biggest_win_cents,
            "biggest_loss_cents": self.biggest_loss_cents,
            "rules": self.rules,
        }


@dataclass(frozen=True)
class SessionsStats:
    rows: tuple[SessionSummary, ...]  # in order of play

    def to_dict(self) -> dict[str, Any]:
        return {"sessions": [r.to_dict() for r in self.rows]}


def short_rules(rules: TableRules) -> str:
    """The table in a cell: decks, variant and what Tie pays (read from the catalogue), e.g. for sessions."""
    tie = format_pays(BetSpot.TIE.bet.best_pays(rules))
    return _t("Charts", "{decks} decks · {variant} · Tie {tie}").format(
        decks=rules.decks, variant=rules.variant.label, tie=tie
    )


def sessions_stats(data: Dataset) -> SessionsStats:
    hands = data.hands
    ids = data.session_ids()
    if not ids:
        return SessionsStats(())
    order = np.argsort(hands.session, kind="stable")
    grouped = hands.session[order]
    nets = hands.net[order]
    starts = np.flatnonzero(np.concatenate(([True], grouped[1:] != grouped[:-1])))
    keys = grouped[starts].tolist()
    counts = np.diff(np.append(starts, len(grouped)))
    sums, highs, lows = (
        np.add.reduceat(nets, starts),
        np.maximum.reduceat(nets, starts),
        np.minimum.reduceat(nets, starts),
    )
    per = {
        k: (int(c), int(s), int(h), int(lo))
        for k, c, s, h, lo in zip(keys, counts, sums, highs, lows, strict=True)
    }
    wagered: dict[int, int] = {}
    for (session_id, _), totals in data.money.items():
        wagered[session_id] = wagered.get(session_id, 0) + totals.wagered_cents
    rows = []
    for session_id in ids:
        count, net, high, low = per[session_id]
        session = data.sessions[session_id]
        rows.append(
            SessionSummary(
                session_id=session_id,
                started_at=session.started_at,
                ended_at=session.ended_at,
                last_hand_at=data.session_times[session_id][1],
                hands=count,
                wagered_cents=wagered.get(session_id, 0),
                net_cents=net,
                biggest_win_cents=max(high, 0),
                biggest_loss_cents=min(low, 0),
                rules=session.rules.describe(),
                table=short_rules(session.rules),
            )
        )
    return SessionsStats(tuple(rows))


# -- cache ------------------------------------------------------------------------------------
T = TypeVar("T")


@dataclass
class Analysis:
    """Per-chart statistics of a dataset, each computed when first asked for after new hands."""

    data: Dataset
    _cache: dict[str, tuple[int, Any]] = field(default_factory=dict)

    def _get(self, name: str, compute: Callable[[Dataset], T]) -> T:
        version, value = self._cache.get(name, (-1, None))
        if version != self.data.version:
            value = compute(self.data)
            self._cache[name] = (self.data.version, value)
        return value

    def bankroll(self) -> BankrollStats:
        return self._get("bankroll", bankroll_stats)

    def streaks(self) -> StreakStats:
        return self._get("streaks", streak_stats)

    def ties(self) -> TieStats:
        return self._get("ties", tie_stats)

    def outcomes(self) -> OutcomeStats:
        return self._get("outcomes", outcome_stats)

    def money(self) -> MoneyStats:
        return self._get("money", money_stats)

    def sessions(self) -> SessionsStats:
        return self._get("sessions", sessions_stats)

    def summary(self) -> dict[str, Any]:
        """Everything at once, JSON-ready: what the headless report writes."""
        return {
            "filter": self.data.filter.to_dict(),
            "filter_description": self.data.filter.describe(),
            "hands": len(self.data.hands),
            "bankroll": self.bankroll().to_dict(),
            "outcomes": self.outcomes().to_dict(),
            "ties": self.ties().to_dict(),
            "streaks": self.streaks().to_dict(),
            "money_by_bet": self.money().to_dict(),
            "sessions": self.sessions().to_dict()["sessions"],
        }
