"""Each chart's data as CSV: the numbers behind the picture, at full resolution.

The charts draw a million hands as a few thousand points; the CSV has every hand, so anyone can
redo the sums in a spreadsheet. Money stays in integer cents, shares are plain fractions.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import IO, Any

import numpy as np

from .analysis import Analysis, Chart
from .stats import normal_band

__all__ = ["CSV_COLUMNS", "write_csv"]

CSV_COLUMNS: dict[Chart, tuple[str, ...]] = {
    Chart.BANKROLL: ("hand", "hand_id", "session_id", "shoe_id", "hand_no", "net_cents", "value_cents"),
    Chart.STREAKS: ("length", "banker_observed", "banker_expected", "player_observed", "player_expected"),
    Chart.TIES: (
        "hand",
        "tie",
        "rolling_rate",
        "rolling_band_low",
        "rolling_band_high",
        "cumulative_rate",
        "cumulative_band_low",
        "cumulative_band_high",
        "exact",
    ),
    Chart.OUTCOMES: ("outcome", "count", "hands", "observed", "wilson_low", "wilson_high", "exact", "inside"),
    Chart.MONEY: (
        "spot",
        "bets",
        "wagered_cents",
        "net_cents",
        "commission_cents",
        "expected_net_cents",
        "actual_return",
        "expected_return",
        "luck_band_low_cents",
        "luck_band_high_cents",
        "inside_luck_band",
    ),
    Chart.SESSIONS: (
        "session_id",
        "started_at",
        "ended_at",
        "duration_seconds",
        "hands",
        "wagered_cents",
        "net_cents",
        "biggest_win_cents",
        "biggest_loss_cents",
        "rules",
    ),
}


def write_csv(chart: Chart, analysis: Analysis, out: IO[str]) -> int:
    """Write one chart's data with a header row; returns the number of data rows."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS[chart])
    rows = _ROWS[chart](analysis)
    count = 0
    for row in rows:
        writer.writerow(row)
        count += 1
    return count


def _bankroll(analysis: Analysis) -> Iterable[list[Any]]:
    stats = analysis.bankroll()
    hands = analysis.data.hands
    yield [0, "", "", "", "", "", int(stats.values[0])]
    columns = np.column_stack(
        (
            np.arange(1, len(hands) + 1),
            hands.ids,
            hands.session,
            hands.shoe,
            hands.hand_no,
            hands.net,
            stats.values[1:],
        )
    )
    yield from columns.tolist()


def _streaks(analysis: Analysis) -> Iterable[list[Any]]:
    stats = analysis.streaks()
    for k in stats.lengths.tolist():
        yield [
            k,
            int(stats.observed["banker"][k - 1]),
            float(stats.expected["banker"][k - 1]),
            int(stats.observed["player"][k - 1]),
            float(stats.expected["player"][k - 1]),
        ]


def _ties(analysis: Analysis) -> Iterable[list[Any]]:
    stats = analysis.ties()
    n = stats.hands
    ties = (analysis.data.hands.winner == 2).astype(np.int64)
    rolling = np.full(n, np.nan)
    rolling[stats.window - 1 :] = stats.rolling
    band_low, band_high = normal_band(np.arange(1, n + 1), stats.p_exact)
    low, high = stats.window_band
    for i in range(n):
        in_window = i >= stats.window - 1
        yield [
            i + 1,
            int(ties[i]),
            float(rolling[i]) if in_window else "",
            low if in_window else "",
            high if in_window else "",
            float(stats.cumulative[i]),
            float(band_low[i]),
            float(band_high[i]),
            stats.p_exact,
        ]


def _outcomes(analysis: Analysis) -> Iterable[list[Any]]:
    for row in analysis.outcomes().rows:
        yield [row.outcome, row.count, row.hands, row.observed, row.low, row.high, row.exact, int(row.inside)]


def _money(analysis: Analysis) -> Iterable[list[Any]]:
    stats = analysis.money()
    for row in [*stats.rows, stats.total]:
        band = row.band_cents
        inside = row.inside
        yield [
            row.spot,
            row.bets,
            row.wagered_cents,
            row.net_cents,
            row.commission_cents,
            round(row.expected_net_cents),
            row.actual_return,
            row.expected_return,
            "" if band is None else round(band[0]),
            "" if band is None else round(band[1]),
            "" if inside is None else int(inside),
        ]


def _sessions(analysis: Analysis) -> Iterable[list[Any]]:
    for row in analysis.sessions().rows:
        yield [
            row.session_id,
            row.started_at,
            row.ended_at or "",
            round(row.duration_seconds, 3),
            row.hands,
            row.wagered_cents,
            row.net_cents,
            row.biggest_win_cents,
            row.biggest_loss_cents,
            row.rules,
        ]


_ROWS = {
    Chart.BANKROLL: _bankroll,
    Chart.STREAKS: _streaks,
    Chart.TIES: _ties,
    Chart.OUTCOMES: _outcomes,
    Chart.MONEY: _money,
    Chart.SESSIONS: _sessions,
}
