"""The strategy lab's numbers and words: a lab run's results in, what the charts and the pane show out.

``lab_stats`` takes what the fast path returned (``engine.fast.lab.LabResult``) once and keeps
only what the pictures and the sentences need, with the bankroll's percentile bands computed a
single time, so a canvas that is resized rebuilds its chart from ready numbers (the charts are
drawn by ``figures.lab_fan``, ``figures.lab_results`` and ``figures.lab_compare``). The summaries
and the comparison table say the same numbers in words.

The one message every picture carries: whatever the system, a session loses on average the house
edge times what it wagers. A system changes how the results spread, not what they average.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.money import format_cents
from .figures.text import sentences

if TYPE_CHECKING:  # the fast path is imported only by the code that runs a simulation
    from ..engine.fast.lab import LabResult

__all__ = [
    "COMPARISON_HEADER",
    "LabStats",
    "comparison_rows",
    "comparison_summary",
    "lab_stats",
    "lab_summary",
]

SAMPLE_PATHS = 5  # sessions drawn one by one over the fan: enough to see, few enough to follow
# The table's column titles: English, marked for the translators; shown through _t("Lab", title).
COMPARISON_HEADER = [
    QT_TRANSLATE_NOOP("Lab", "System"),
    QT_TRANSLATE_NOOP("Lab", "Average result"),
    QT_TRANSLATE_NOOP("Lab", "Edge predicts"),
    QT_TRANSLATE_NOOP("Lab", "Average wagered"),
    QT_TRANSLATE_NOOP("Lab", "Ended ahead"),
    QT_TRANSLATE_NOOP("Lab", "Went broke"),
    QT_TRANSLATE_NOOP("Lab", "Over table max"),
    QT_TRANSLATE_NOOP("Lab", "Longest losing run"),
]


@dataclass(frozen=True, eq=False)
class LabStats:
    """What the lab's pictures and sentences need from one system's run (money in cents)."""

    system: str  # the system's name, e.g. "Martingale" (in the interface's language, as are the next two)
    description: str  # how it stakes, one sentence
    spot: str  # the bet's name, e.g. "Banker"
    sessions: int  # sessions that finished
    sessions_asked: int
    hands: int  # hands per session at most
    unit_cents: int
    bankroll_cents: int
    table_min_cents: int
    table_max_cents: int
    stop_win_cents: int
    stop_loss_cents: int
    stopped: bool  # Cancel cut the run short: the figures count the sessions that finished
    net: np.ndarray  # cents per session: the bankroll at the end less the start
    mean_net: float
    expected_net: float  # the house edge times the mean amount wagered, as a loss
    standard_error: float
    edge: float
    mean_wagered: float
    share_up: float
    risk_of_ruin: float
    hit_max_share: float
    stop_win_share: float
    stop_loss_share: float
    losing_run_typical: float  # the median session's longest run of lost bets
    losing_run_worst: int
    checkpoints: np.ndarray  # hands dealt at each point of the bands and samples
    bands: np.ndarray  # [5, points] bankroll in cents at the 5th, 25th, 50th, 75th, 95th percentiles
    samples: np.ndarray  # [k, points] bankroll in cents of the first k sessions (random shoes)
    seconds: float

    @property
    def name(self) -> str:
        """'Martingale on Banker'."""
        return _t("Lab", "{system} on {bet}").format(system=self.system, bet=self.spot)


def lab_stats(result: LabResult, *, samples: int = SAMPLE_PATHS) -> LabStats:
    """The numbers of one ``LabResult`` (computed once: the bands cost a percentile per point)."""
    spec = result.spec
    low, high = spec.limits
    n = result.sessions
    return LabStats(
        system=spec.system.label,
        description=spec.system.description,
        spot=spec.spot.label,
        sessions=n,
        sessions_asked=spec.sessions,
        hands=spec.hands,
        unit_cents=spec.unit_cents,
        bankroll_cents=spec.bankroll_cents,
        table_min_cents=low,
        table_max_cents=high,
        stop_win_cents=spec.stop_win_cents,
        stop_loss_cents=spec.stop_loss_cents,
        stopped=result.stopped,
        net=np.asarray(result.net, dtype=np.int64),
        mean_net=result.mean_net,
        expected_net=result.expected_net,
        standard_error=result.standard_error,
        edge=float(result.edge),
        mean_wagered=result.mean_wagered,
        share_up=result.share_up,
        risk_of_ruin=result.risk_of_ruin,
        hit_max_share=result.hit_max_share,
        stop_win_share=result.stop_win_share,
        stop_loss_share=result.stop_loss_share,
        losing_run_typical=float(np.median(result.losing_run)) if n else 0.0,
        losing_run_worst=int(result.losing_run.max(initial=0)),
        checkpoints=np.asarray(result.checkpoints, dtype=np.int64),
        bands=np.asarray(result.bands(), dtype=np.float64),
        samples=np.asarray(result.paths[:samples], dtype=np.int64),
        seconds=result.seconds,
    )


# -- words --------------------------------------------------------------------------------------
def money(cents: float) -> str:
    """An amount for a sentence, to the cent like every amount on screen (an average rounds to it)."""
    return format_cents(round(cents))


def share(value: float) -> str:
    """A share of sessions: 1.4% and 0.3% keep a decimal, 33% and 65% need none; 0 and 1 exact."""
    if value <= 0:
        return "0%"
    if value >= 1:
        return "100%"
    if value < 0.001:
        return _t("Lab", "under 0.1%")
    if value > 0.999:
        return _t("Lab", "over 99.9%")
    if value < 0.1 or value > 0.9:
        return f"{value:.1%}"
    return f"{value:.0%}"


def sessions_text(n: int) -> str:
    """'1 session', '1,000 sessions', in the interface's language."""
    return _tn("Lab", "{n:,} session(s)", n).format(n=n)


def hands_text(n: int) -> str:
    """'1 hand', '300 hands', in the interface's language."""
    return _tn("Lab", "{n:,} hand(s)", n).format(n=n)


def _run(value: float) -> str:
    return f"{value:,.0f}" if value == int(value) else f"{value:,.1f}"


def _listed(names: Sequence[str]) -> str:
    """'Flat, Martingale and Paroli', in the interface's language."""
    if not names:
        return ""
    text = names[0]
    for index, name in enumerate(names[1:], start=2):
        if index < len(names):
            text = _t("Lab", "{names}, {name}").format(names=text, name=name)
        else:
            text = _t("Lab", "{names} and {name}").format(names=text, name=name)
    return text


def lab_summary(stats: LabStats) -> str:
    """One system's run in words a player who never studied statistics can follow."""
    s = stats
    money_words = {"bankroll": money(s.bankroll_cents), "unit": money(s.unit_cents)}
    parts = [
        _t("Lab", "{name}: {description}").format(
            name=s.name, description=s.description[:1].lower() + s.description[1:]
        ),
        _t("Lab", "{sessions} of up to {hands}, each starting with {bankroll} and {unit} units.").format(
            sessions=sessions_text(s.sessions_asked), hands=hands_text(s.hands), **money_words
        ),
    ]
    if s.stopped:
        parts.append(
            _t("Lab", "Stopped after {sessions}: the figures count those.").format(
                sessions=sessions_text(s.sessions)
            )
        )
    if not s.sessions:
        return sentences(*parts)
    if s.risk_of_ruin <= 0:
        result = _t(
            "Lab",
            "You ended ahead in {ahead} of sessions and never went broke; the average result was {average} "
            "per session.",
        )
    else:
        result = _t(
            "Lab",
            "You ended ahead in {ahead} of sessions and went broke (could no longer cover the {minimum} "
            "minimum) in {broke}; the average result was {average} per session.",
        )
    parts.append(
        result.format(
            ahead=share(s.share_up),
            minimum=money(s.table_min_cents),
            broke=share(s.risk_of_ruin),
            average=money(s.mean_net),
        )
    )
    if s.mean_wagered > 0:
        parts.append(
            _t(
                "Lab",
                "The house edge ({edge}) times the {wagered} wagered on average predicts {expected}: "
                "whatever the system, the expected loss is the edge times the amount wagered.",
            ).format(edge=f"{s.edge:.2%}", wagered=money(s.mean_wagered), expected=money(s.expected_net))
        )
    if s.sessions > 1 and s.standard_error > 0:
        parts.append(
            _t(
                "Lab",
                "The gap between the two is luck: with {sessions} the simulated average lands within about "
                "{margin} of the true one 19 times in 20.",
            ).format(sessions=sessions_text(s.sessions), margin=money(2 * s.standard_error))
        )
    if s.hit_max_share > 0:
        parts.append(
            _t(
                "Lab",
                "The system asked for more than the {maximum} table maximum in {share} of sessions (the "
                "stake was capped there).",
            ).format(maximum=money(s.table_max_cents), share=share(s.hit_max_share))
        )
    stops = {
        "win": money(s.stop_win_cents),
        "win_share": share(s.stop_win_share),
        "loss": money(s.stop_loss_cents),
        "loss_share": share(s.stop_loss_share),
    }
    if s.stop_win_cents and s.stop_loss_cents:
        parts.append(
            _t(
                "Lab",
                "You left with your stop-win ({win} ahead) in {win_share} and with your stop-loss ({loss} "
                "behind) in {loss_share} of sessions.",
            ).format(**stops)
        )
    elif s.stop_win_cents:
        parts.append(
            _t("Lab", "You left with your stop-win ({win} ahead) in {win_share} of sessions.").format(**stops)
        )
    elif s.stop_loss_cents:
        parts.append(
            _t("Lab", "You left with your stop-loss ({loss} behind) in {loss_share} of sessions.").format(
                **stops
            )
        )
    parts.append(
        _t(
            "Lab",
            "The longest run of lost bets was {typical} in a typical session and {worst} in the worst one.",
        ).format(typical=_run(s.losing_run_typical), worst=f"{s.losing_run_worst:,}")
    )
    return sentences(*parts)


def comparison_summary(all_stats: Sequence[LabStats]) -> str:
    """Several systems on the same shoes: what they share (the edge) and how they differ (the spread)."""
    if not all_stats:
        return _t("Lab", "No session finished.")
    first = all_stats[0]
    parts = [
        _t(
            "Lab",
            "{systems} on {bet}, the same {sessions} (the same shoes for every system) of up to {hands}, "
            "each starting with {bankroll} and {unit} units.",
        ).format(
            systems=_listed([s.system for s in all_stats]),
            bet=first.spot,
            sessions=sessions_text(first.sessions_asked),
            hands=hands_text(first.hands),
            bankroll=money(first.bankroll_cents),
            unit=money(first.unit_cents),
        )
    ]
    if any(s.stopped for s in all_stats):
        parts.append(_t("Lab", "Cancel stopped the run: each row counts the sessions that finished."))
    ran = [s for s in all_stats if s.sessions]
    if not ran:
        return sentences(*parts)
    parts.append(
        _t(
            "Lab",
            "Every system lost on average about what the house edge predicts from the amount it wagered: a "
            "system changes how the results spread, not what they average.",
        )
    )
    ahead = max(ran, key=lambda s: s.share_up)
    broke = max(ran, key=lambda s: s.risk_of_ruin)
    parts.append(
        _t("Lab", "Ended ahead most often: {system}, in {share} of sessions.").format(
            system=ahead.system, share=share(ahead.share_up)
        )
    )
    if broke.risk_of_ruin > 0:
        parts.append(
            _t("Lab", "Went broke most often: {system}, in {share}.").format(
                system=broke.system, share=share(broke.risk_of_ruin)
            )
        )
    return sentences(*parts)


def comparison_rows(all_stats: Sequence[LabStats]) -> list[list[str]]:
    """One row per system, the columns of ``COMPARISON_HEADER``."""
    rows = []
    for s in all_stats:
        if not s.sessions:
            rows.append([s.system, "–", "–", "–", "–", "–", "–", "–"])
            continue
        rows.append(
            [
                s.system,
                money(s.mean_net),
                money(s.expected_net),
                money(s.mean_wagered),
                share(s.share_up),
                share(s.risk_of_ruin),
                share(s.hit_max_share),
                f"{_run(s.losing_run_typical)} / {s.losing_run_worst:,}",
            ]
        )
    return rows
