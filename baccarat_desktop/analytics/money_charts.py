"""The numbers behind the charts of what the player's money did: the bankroll over the hands (with
its shoes, sessions and worst drawdown), the money by bet type against each bet's exact edge and
luck band, and the sessions one by one.

Its own module, beside analytics/outcome_charts.py (what the shoes dealt), because these read the
bets and their settlement; each ``*_stats`` is pure (dataset in, frozen result out) and
``analysis.Analysis`` caches them per dataset version.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from ..engine.bets import BetSpot
from ..engine.catalogue import format_pays
from ..engine.i18n import _t
from ..engine.rules import TableRules
from ..storage.stamps import moment
from .dataset import Dataset
from .exact import spot_edge, spot_variance
from .stats import (
    Z95,
    Drawdown,
    max_drawdown,
)

__all__ = [
    "BankrollStats",
    "MoneyStats",
    "SessionSummary",
    "SessionsStats",
    "SpotMoney",
    "bankroll_stats",
    "money_stats",
    "sessions_stats",
    "short_rules",
]


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
