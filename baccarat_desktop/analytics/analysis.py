"""What each chart shows, computed from a ``Dataset``: the numbers shared by the figures, the CSV
exports, the JSON report and the tests, so a chart can never disagree with its exported data.

The charts (``Chart``) and their cache (``Analysis``) live here; the numbers themselves in two
modules by what they read: analytics/outcome_charts.py (streaks, ties, the outcome mix: the hands'
results alone) and analytics/money_charts.py (bankroll, money by bet type, sessions: the bets).
Each ``*_stats`` function is pure (dataset in, frozen result out). ``Analysis`` caches them per
dataset version, so redrawing one chart after a new hand recomputes only that chart.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from .dataset import Dataset
from .money_charts import (
    BankrollStats,
    MoneyStats,
    SessionsStats,
    bankroll_stats,
    money_stats,
    sessions_stats,
)
from .outcome_charts import OutcomeStats, StreakStats, TieStats, outcome_stats, streak_stats, tie_stats

__all__ = ["MONEY_CHARTS", "NO_MONEY", "Analysis", "Chart"]


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
# The charts of the player's money (his bets): hands he did not bet on have none to chart.
MONEY_CHARTS = frozenset({Chart.BANKROLL, Chart.MONEY, Chart.SESSIONS})
# What a money chart says instead, for the floor's hands and tracked shoes (a flat line at zero
# would say he played them and broke even).
NO_MONEY = QT_TRANSLATE_NOOP(
    "Charts",
    "No money in these hands: nobody bet on them here. Win streaks, Tie frequency and Outcome mix "
    "count them.",
)


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

    def without_money(self, chart: Chart) -> bool:
        """Whether ``chart`` charts money these hands cannot hold (then it says ``NO_MONEY``)."""
        return chart in MONEY_CHARTS and not self.data.filter.has_money

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
