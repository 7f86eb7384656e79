"""What each chart means, in plain words: the notes under a chart in a file and beside it in the
pane, how its numbers are worked out (formulas for the curious), and the line that says what a
chart shows (its subtitle). One place for the words, so a chart module only draws.

The thresholds a note speaks of (how many shoes are shaded, when the tie chart draws a range)
are defined here and the charts read them, so the words and the drawing cannot disagree.
"""

from __future__ import annotations

from ...engine.i18n import _t, _tn
from ..analysis import NO_MONEY, Analysis, Chart
from ..lab import LabStats, hands_text, sessions_text
from ..money_charts import BankrollStats, MoneyStats, SessionsStats
from ..outcome_charts import OutcomeStats, StreakStats, TieStats
from .text import sentences

__all__ = ["chart_formula_note", "chart_note", "lab_subtitles", "subtitle"]

ENVELOPE_FROM = 4_000  # rolling windows beyond which the tie chart draws a range and an average
MAX_SHOES_MARKED = 150  # beyond this, shoe shading is a grey smear: say so instead
MAX_SESSIONS_MARKED = 40
SESSION_ROWS = 8  # sessions listed in the table of the figure (all of them go to the CSV)


def _hands_text(n: int) -> str:
    """'1 hand', '1,500 hands', in the interface's language."""
    return _tn("Charts", "{n:,} hand(s)", n).format(n=n)


def subtitle(analysis: Analysis) -> str:
    """What a statistics chart shows: the filter and the number of hands."""
    # Two parts the title line can cut apart (``titles`` keeps the count when space runs out).
    return f"{analysis.data.filter.describe()}  ·  {_hands_text(len(analysis.data.hands))}"


def bankroll_note(stats: BankrollStats) -> str:
    shoes = len(stats.shoe_starts) + 1
    said = [
        _t("Charts", "The line is the bankroll after each hand.")
        if stats.single_session
        else _t("Charts", "The line is the running net result (sessions one after another) after each hand.")
    ]
    if 1 < shoes <= MAX_SHOES_MARKED:
        said.append(_t("Charts", "Shaded bands are alternate shoes."))
    elif shoes > MAX_SHOES_MARKED:
        said.append(
            _t(
                "Charts",
                "{shoes:,} shoes are too many to mark at this scale; choose a session or a few days.",
            ).format(shoes=shoes)
        )
    if not stats.single_session and 0 < len(stats.session_starts) <= MAX_SESSIONS_MARKED:
        said.append(_t("Charts", "Dashed gold lines mark where a new session starts (#id)."))
    said.append(
        _t(
            "Charts",
            "The star is the highest point; the red arrow is the largest fall from an earlier high "
            "(maximum drawdown).",
        )
    )
    return sentences(*said)


def streaks_note(stats: StreakStats) -> str:
    return _t(
        "Charts",
        "Gold diamonds: how many streaks of each length to expect if every hand were independent, "
        "from the exact odds of a full shoe. Long streaks are rare in one shoe but come up over many; "
        "a streak says nothing about the next hand.",
    )


def streaks_formula_note(stats: StreakStats) -> str:
    """How the expected streaks are worked out (behind "How is this worked out?" in the pane)."""
    return _t(
        "Charts",
        "Ties are left out. With P(Banker | not a tie) = {banker:.4f} and P(Player | not a tie) = "
        "{player:.4f} from the exact odds of a full shoe, each shoe's decided hands give the expected "
        "number of runs of each length (a shoe's end cuts its last run short). It is an approximation: "
        "as cards leave the shoe the real odds drift very slightly.",
    ).format(banker=stats.q["banker"], player=stats.q["player"])


def ties_note(stats: TieStats) -> str:
    envelope = (
        _t(
            "Charts",
            "With more windows than the chart has pixels, the green shading is the range of the windows "
            "in each pixel column and the line their average.",
        )
        if len(stats.rolling) > ENVELOPE_FROM
        else ""
    )
    return sentences(
        _t(
            "Charts",
            "Dashed gold line: how often a tie comes up in the long run, {p:.2%} of hands. Gold bands: "
            "where the tie rate lands 19 times in 20 by luck alone, so about one stretch of {window} "
            "hands in twenty outside them is normal. The running rate settles towards the long-run "
            "value as hands add up.",
        ).format(p=stats.p_exact, window=stats.window),
        envelope,
    )


def ties_formula_note(stats: TieStats) -> str:
    """The bands' formulas, for the curious."""
    return _t(
        "Charts",
        "p = {p:.4%} is the exact tie probability of a full shoe. Top band: the exact binomial range "
        "holding 95% of the tie counts in {window} hands. Bottom band: p ± 1.96·√(p(1−p)/n) for the n "
        "hands so far, the normal approximation; the early swings are clipped off the scale.",
    ).format(p=stats.p_exact, window=stats.window)


def outcomes_note(stats: OutcomeStats) -> str:
    inside = sum(r.inside for r in stats.rows)
    return _t(
        "Charts",
        "Each whisker is the range a result's share of {hands:,} hands falls in 19 times in 20 by luck; "
        "gold marks its long-run share. {inside} of {total} long-run shares lie inside their range: "
        "differences of the size luck makes (even one outside is expected now and then). The shoe has "
        "no memory: no pattern here predicts the next hand.",
    ).format(hands=stats.hands, inside=inside, total=len(stats.rows))


def outcomes_formula_note(stats: OutcomeStats) -> str:
    """The whiskers' formula."""
    return _t(
        "Charts",
        "Whiskers: Wilson 95% score intervals for the share p̂ seen in n = {hands:,} hands, "
        "(p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n) with z = 1.96; sound for small counts and "
        "rare results. Gold: the exact probabilities of a full shoe under the session's rules.",
    ).format(hands=stats.hands)


def money_note(stats: MoneyStats) -> str:
    return _t(
        "Charts",
        "Expected net: what your bets were worth by the odds, each session under its own rules; "
        "commission is already taken out of the net. A result inside the luck range is what chance "
        "alone gives for those stakes; only over many thousands of bets does the house edge show through.",
    )


def money_formula_note(stats: MoneyStats) -> str:
    """The expected net and the luck range, as sums."""
    return _t(
        "Charts",
        "Expected net = −(house edge × amount wagered), summed over your bets, with each bet's exact edge "
        "for its session's decks, commission and Tie payout. Luck range: expected ± 1.96 × the standard "
        "deviation of those bets' results (each bet's spread from the exact odds, bets taken as "
        "independent), which holds the net about 95% of the time.",
    )


def sessions_note(stats: SessionsStats) -> str:
    rows = len(stats.rows)
    shown = min(rows, SESSION_ROWS)
    more = (
        _t(
            "Charts", "The table lists the latest {shown} of {rows} sessions: export the data for all."
        ).format(shown=shown, rows=rows)
        if rows > shown
        else ""
    )
    return sentences(
        more,
        _t(
            "Charts",
            "Biggest win and loss are single hands (all bets of the hand together). Duration runs from "
            "the session's start to its end, or to its latest hand while it is open.",
        ),
    )


def chart_formula_note(chart: Chart, analysis: Analysis) -> str:
    """How a chart's statistics are worked out, formulas included ('' when there is nothing to tell)."""
    if not len(analysis.data.hands) or analysis.without_money(chart):
        return ""
    notes = {
        Chart.STREAKS: lambda: streaks_formula_note(analysis.streaks()),
        Chart.TIES: lambda: ties_formula_note(analysis.ties()),
        Chart.OUTCOMES: lambda: outcomes_formula_note(analysis.outcomes()),
        Chart.MONEY: lambda: money_formula_note(analysis.money()),
    }
    return notes[chart]() if chart in notes else ""


def chart_note(chart: Chart, analysis: Analysis) -> str:
    """The plain-language note for a chart (empty when no hands match; ``NO_MONEY`` for a money
    chart of hands nobody bet on here)."""
    if not len(analysis.data.hands):
        return ""
    if analysis.without_money(chart):
        return _t("Charts", NO_MONEY)
    return {
        Chart.BANKROLL: lambda: bankroll_note(analysis.bankroll()),
        Chart.STREAKS: lambda: streaks_note(analysis.streaks()),
        Chart.TIES: lambda: ties_note(analysis.ties()),
        Chart.OUTCOMES: lambda: outcomes_note(analysis.outcomes()),
        Chart.MONEY: lambda: money_note(analysis.money()),
        Chart.SESSIONS: lambda: sessions_note(analysis.sessions()),
    }[chart]()


def lab_subtitles(stats: LabStats) -> list[str]:
    """A chart of one system's run: what ran, and, should that not fit, the system and bet alone."""
    return [
        _t("Lab", "{name}  ·  {sessions} of up to {hands}").format(
            name=stats.name, sessions=sessions_text(stats.sessions), hands=hands_text(stats.hands)
        ),
        stats.name,
    ]
