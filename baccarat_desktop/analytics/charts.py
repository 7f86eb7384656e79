"""Figure builders: statistics in, ``matplotlib.figure.Figure`` out (never pyplot, never Qt).

Each builder takes the numbers from ``analysis`` and an optional figure to draw into: the
dashboard passes the figure its canvas owns and calls ``draw_idle()``; the report passes none
and saves the new figure. Long series are cut down to min/max per pixel column before drawing,
so a million hands draw as fast as a thousand and every peak still shows.

Layout is done here in pixels (``style.Page``) for the figure's current size, not by a layout
engine at every draw: that made drawing several times slower. A canvas that changes size asks
for its chart again (the dashboard does).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Literal, TypedDict, Unpack

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import FuncFormatter, MaxNLocator, NullFormatter

from ..engine.bets import BetSpot
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..storage.stamps import local_time
from .analysis import (
    Analysis,
    BankrollStats,
    Chart,
    MoneyStats,
    OutcomeStats,
    SessionsStats,
    StreakStats,
    TieStats,
)
from .stats import downsample_minmax, normal_band
from .style import (
    BANKER,
    EDGE,
    GAIN,
    GOLD,
    GOLD_DEEP,
    INK,
    IVORY,
    IVORY_DIM,
    IVORY_TEXT,
    LOSS,
    MONEY,
    MONO,
    OUTCOME_COLOURS,
    OUTCOME_HATCH,
    PLAYER,
    TIE,
    TITLE_BAND,
    Page,
    PointsFormatter,
    axes_title,
    bet_style,
    dollars,
    fit_text,
    laid_out_at_design_dpi,
    ledger,
    money_text,
    narrow_width,
    new_figure,
    no_data,
    percent,
    points_to_pixels,
    sentences,
    style_axes,
    table_height,
    text_ems,
    text_renderer,
    text_width,
    thousands,
    titles,
)

__all__ = [
    "Chart",
    "bankroll_figure",
    "build_figure",
    "chart_formula_note",
    "chart_note",
    "duration_text",
    "money_figure",
    "outcomes_figure",
    "sessions_figure",
    "streaks_figure",
    "ties_figure",
]

PIXEL_BUCKETS = 1600  # most min/max pairs per line (one pair per pixel column of the plot is enough)
ENVELOPE_FROM = 4_000  # rolling windows beyond which the tie chart draws a range and an average
MAX_SHOES_MARKED = 150  # beyond this, shoe shading is a grey smear: say so instead
MAX_SESSIONS_MARKED = 40
SESSION_ROWS = 8  # sessions listed in the table of the figure (all of them go to the CSV)
SESSION_BARS = 60  # sessions in the net-result bars

# Pixel margins around plotting areas, for tick labels and axis labels.
Y_LABELS = 98  # left: dollar tick labels and the axis label
X_LABELS = 46  # below: tick labels and the axis label
AXES_TITLE = 30  # above an axes that has a title


def _hands_text(n: int) -> str:
    """'1 hand', '1,500 hands', in the interface's language."""
    return _t("Charts", "1 hand") if n == 1 else _t("Charts", "{n:,} hands").format(n=n)


def _subtitle(analysis: Analysis) -> str:
    # Two parts the title line can cut apart (``titles`` keeps the count when space runs out).
    return f"{analysis.data.filter.describe()}  ·  {_hands_text(len(analysis.data.hands))}"


@laid_out_at_design_dpi
def build_figure(
    chart: Chart, analysis: Analysis, fig: Figure | None = None, *, notes: bool = True
) -> Figure:
    """The figure for one chart, drawn into ``fig`` when given (cleared first).

    ``notes=False`` leaves the plain-language note out (the pane shows it beside the canvas, where
    it wraps by itself and costs nothing to redraw).
    """
    fig = new_figure(fig)
    titles(fig, chart.title, _subtitle(analysis))
    if not len(analysis.data.hands):
        no_data(fig)
        return fig
    if chart is Chart.BANKROLL:
        bankroll_figure(analysis.bankroll(), fig, notes=notes)
    elif chart is Chart.STREAKS:
        streaks_figure(analysis.streaks(), fig, notes=notes)
    elif chart is Chart.TIES:
        ties_figure(analysis.ties(), fig, notes=notes)
    elif chart is Chart.OUTCOMES:
        outcomes_figure(analysis.outcomes(), fig, notes=notes)
    elif chart is Chart.MONEY:
        money_figure(analysis.money(), fig, notes=notes)
    else:
        sessions_figure(analysis.sessions(), fig, notes=notes)
    return fig


def _buckets(ax: Axes, page: Page) -> int:
    """One min/max pair per pixel column of the plot: more points only cost drawing time."""
    return max(100, min(PIXEL_BUCKETS, int(ax.get_position().width * page.width)))


def _fit_tick_labels(ax: Axes, page: Page, left: float) -> None:
    """Move the plot's left edge so the longest y tick label and the axis label fit beside it."""
    low, high = ax.get_ylim()
    ticks = [t for t in ax.yaxis.get_major_locator().tick_values(low, high) if low <= t <= high]
    formatter = ax.yaxis.get_major_formatter()
    formatter.set_locs(ticks)
    longest = max((len(formatter(t).replace("\\$", "$")) for t in ticks), default=4)
    needed = longest * points_to_pixels(page.fig, 9.5) * 0.62 + 34
    if needed > left:
        x0, y0, width, height = ax.get_position().bounds
        shift = (needed - left) / page.width
        ax.set_position((x0 + shift, y0, width - shift, height))


def _box(
    ax: Axes, text: str, *, x: float = 0.985, y: float = 0.97, ha: str = "right", va: str = "top"
) -> None:
    """A small ivory card with key figures, drawn over the plot."""
    ax.text(
        x,
        y,
        text,
        transform=ax.transAxes,
        ha=ha,
        va=va,
        fontsize=9.5,
        color=INK,
        family=MONO,
        multialignment="left",
        bbox={"boxstyle": "round,pad=0.5", "facecolor": "#fffdf6", "edgecolor": GOLD_DEEP, "linewidth": 0.8},
        zorder=10,
    )


def _figure_strip(page: Page, figures: list[tuple[str, str]], *, left: float) -> float:
    """Key figures in a row above the plot ("Start $1,000.00   Now ..."), wrapped onto as many rows
    as the width needs; never over the data, as a card inside the plot would be. Returns its height."""
    size = 10.0
    gap = 22.0
    row_h = points_to_pixels(page.fig, size) * 1.7
    x, down = left, 2.0
    for name, value in figures:
        width = text_width(page.fig, f"{name} ", size) + text_width(page.fig, value, size, weight="bold")
        if x > left and x + width > page.width - EDGE:
            x, down = left, down + row_h
        page.text(x, down, name, color=IVORY_DIM, fontsize=size)
        page.text(x + text_width(page.fig, f"{name} ", size), down, value, color=IVORY_TEXT, fontsize=size,
                  fontweight="bold")  # fmt: skip
        x += width + gap
    return down + row_h


def _legend_above(page: Page, handles: list[Patch | Line2D], *, left: float) -> float:
    """The key in a row above the plot (in a column when the row is too wide), so it never covers
    a bar or a whisker. Returns the pixels it takes below the title band."""
    size = 9.0
    labels = [str(h.get_label()) for h in handles]
    entry = [text_width(page.fig, label, size) + 40 for label in labels]
    room = page.width - left - EDGE
    columns = next((n for n in range(len(handles), 0, -1) if max(entry) * n <= room), 1)
    if sum(entry) <= room:
        columns = len(handles)
    rows = -(-len(handles) // columns)
    height = rows * points_to_pixels(page.fig, size) * 1.55 + 8
    legend = page.fig.legend(
        handles=handles,
        loc="upper left",
        bbox_to_anchor=(left / page.width - 0.005, 1 - (TITLE_BAND - 4) / page.height),
        ncol=columns,
        frameon=False,
        fontsize=size,
        labelcolor=IVORY_TEXT,
        borderpad=0.1,
        borderaxespad=0.0,
        columnspacing=1.6,
        handlelength=1.6,
    )
    for text in legend.get_texts():
        text.set_color(IVORY_TEXT)
    return height


# Where a legend sits in its axes (Matplotlib's names).
LegendLoc = Literal[
    "best",
    "upper right",
    "upper left",
    "lower left",
    "lower right",
    "right",
    "center left",
    "center right",
    "lower center",
    "upper center",
    "center",
]


def _legend(ax: Axes, handles: list[Patch | Line2D], loc: LegendLoc, *, small: bool = False) -> None:
    legend = ax.legend(
        handles=handles,
        loc=loc,
        frameon=True,
        facecolor="#fffdf6",
        edgecolor=GOLD_DEEP,
        fontsize=8 if small else 9.5,
        borderpad=0.3 if small else 0.4,
        handlelength=1.2 if small else 2.0,
    )
    legend.get_frame().set_linewidth(0.8)


STACK_BELOW = 760  # pixels: a narrower canvas stacks side-by-side panels


def _char_px(page: Page, size: float) -> float:
    """A generous average width of a figure (a tick label's digits and signs) of DejaVu Sans at
    ``size`` points, in pixels; words are measured (``text_width``), not counted."""
    return points_to_pixels(page.fig, size) * 0.62


def _ticks_for(axis_px: float, label_chars: int, page: Page) -> int:
    """How many ticks fit along ``axis_px`` pixels when each (numeric) label is about ``label_chars``
    characters long."""
    return max(2, min(10, int(axis_px / (label_chars * _char_px(page, 9.5) + 22))))


def _axes_title(ax: Axes, page: Page, *options: str) -> None:
    """An axes title that keeps to its axes' width: the longest wording that fits."""
    axes_title(ax, fit_text(page.fig, ax.get_position().width * page.width, 11.5, options, weight="bold"))


def _xlabel(ax: Axes, page: Page, *options: str) -> None:
    ax.set_xlabel(fit_text(page.fig, ax.get_position().width * page.width + 40, 10, options))


def _ylabel(ax: Axes, page: Page, *options: str) -> None:
    ax.set_ylabel(fit_text(page.fig, ax.get_position().height * page.height + 20, 10, options))


# -- notes: what each chart means, in plain words (in the figure for files, beside it in the pane) --
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
    if not len(analysis.data.hands):
        return ""
    notes = {
        Chart.STREAKS: lambda: streaks_formula_note(analysis.streaks()),
        Chart.TIES: lambda: ties_formula_note(analysis.ties()),
        Chart.OUTCOMES: lambda: outcomes_formula_note(analysis.outcomes()),
        Chart.MONEY: lambda: money_formula_note(analysis.money()),
    }
    return notes[chart]() if chart in notes else ""


def chart_note(chart: Chart, analysis: Analysis) -> str:
    """The plain-language note for a chart (empty when no hands match)."""
    if not len(analysis.data.hands):
        return ""
    return {
        Chart.BANKROLL: lambda: bankroll_note(analysis.bankroll()),
        Chart.STREAKS: lambda: streaks_note(analysis.streaks()),
        Chart.TIES: lambda: ties_note(analysis.ties()),
        Chart.OUTCOMES: lambda: outcomes_note(analysis.outcomes()),
        Chart.MONEY: lambda: money_note(analysis.money()),
        Chart.SESSIONS: lambda: sessions_note(analysis.sessions()),
    }[chart]()


# -- bankroll ---------------------------------------------------------------------------------
def bankroll_figure(stats: BankrollStats, fig: Figure, *, notes: bool = True) -> Figure:
    n = stats.hands
    shoes = len(stats.shoe_starts) + 1
    mark_shoes = 1 < shoes <= MAX_SHOES_MARKED
    mark_sessions = not stats.single_session and 0 < len(stats.session_starts) <= MAX_SESSIONS_MARKED
    page = Page(
        fig,
        bankroll_note(stats) if notes else "",
        note_left=Y_LABELS,
    )
    net = stats.final_cents - stats.start_cents
    strip = _figure_strip(
        page,
        [
            (_t("Charts", "Start"), money_text(stats.start_cents)),
            (_t("Charts", "Now"), money_text(stats.final_cents)),
            (_t("Charts", "Net"), ("+" if net > 0 else "") + money_text(net)),
            (_t("Charts", "Peak"), money_text(stats.peak_cents)),
            (_t("Charts", "Max drawdown"), money_text(-stats.drawdown.amount)),
        ],
        left=Y_LABELS,
    )
    ax = page.axes(Y_LABELS, strip + 8, EDGE + 16, X_LABELS)
    style_axes(ax, grid_axis="both")
    x, y = downsample_minmax(stats.values, _buckets(ax, page))
    plot_px = ax.get_position().width * page.width
    dollars_y = y / 100
    start = stats.start_cents / 100
    ax.set_xlim(0, max(n, 1))

    if mark_shoes:
        edges = np.concatenate(([0], stats.shoe_starts, [n]))
        for left, right in zip(edges[1::2], edges[2::2], strict=False):
            ax.axvspan(left, right, color="#ebe3cd", linewidth=0, zorder=0)
    if mark_sessions:
        ax.vlines(
            stats.session_starts,
            0,
            1,
            transform=ax.get_xaxis_transform(),
            colors=GOLD_DEEP,
            linestyles="--",
            linewidth=1.0,
            zorder=1,
        )
        for first_hand, session_id in zip(stats.session_starts, stats.session_ids[1:], strict=True):
            ax.annotate(
                f"#{session_id}",
                xy=(first_hand, 1.0),
                xycoords=ax.get_xaxis_transform(),
                xytext=(3, -3),
                textcoords="offset points",
                ha="left",
                va="top",
                fontsize=8.5,
                color=GOLD_DEEP,
            )

    ax.axhline(start, color=IVORY_DIM, linewidth=1.0, zorder=1)
    ax.fill_between(
        x, dollars_y, start, where=dollars_y >= start, color=GAIN, alpha=0.12, linewidth=0, interpolate=True
    )
    ax.fill_between(
        x, dollars_y, start, where=dollars_y < start, color=LOSS, alpha=0.09, linewidth=0, interpolate=True
    )
    ax.plot(x, dollars_y, color=MONEY, linewidth=1.5, zorder=3)

    peak_x, peak_y = stats.peak_index, stats.peak_cents / 100
    ax.plot(
        [peak_x],
        [peak_y],
        clip_on=False,  # a peak at the first or last hand shows whole, not cut by the frame
        marker="*",
        markersize=15,
        color=GOLD,
        markeredgecolor=INK,
        markeredgewidth=0.7,
        zorder=6,
    )
    dd = stats.drawdown
    if dd.amount > 0:
        top, bottom = stats.values[dd.peak] / 100, stats.values[dd.trough] / 100
        ax.hlines(top, dd.peak, dd.trough, colors=LOSS, linestyles=":", linewidth=1.2, zorder=4)
        ax.annotate(
            "",
            xy=(dd.trough, bottom),
            xytext=(dd.trough, top),
            arrowprops={"arrowstyle": "->", "color": LOSS, "linewidth": 1.6},
            zorder=5,
        )
        ax.plot([dd.trough], [bottom], marker="v", markersize=9, color=LOSS, zorder=6)
    peak_label = _t("Charts", "Peak {amount}").format(amount=money_text(stats.peak_cents))
    peak_px = peak_x / max(n, 1) * plot_px
    ax.annotate(
        peak_label,
        xy=(peak_x, peak_y),
        xytext=(0, 10),
        textcoords="offset points",
        ha="left" if peak_px + text_width(fig, peak_label, 10, weight="bold") < plot_px else "right",
        va="bottom",
        fontsize=10,
        color=GOLD_DEEP,
        fontweight="bold",
        zorder=7,
    )
    low = min(float(dollars_y.min()), start)
    high = max(float(dollars_y.max()), start)
    span = (high - low) or max(abs(high) * 0.08, 8.0)
    # Headroom for the peak's star and label: 12% of the range, and never under 40 pixels.
    plot_h = ax.get_position().height * page.height
    room = max(0.12, 40 / max(plot_h - 40, 1.0))
    # And legroom for the drawdown's words: a band under the lowest point where they are clear.
    floor = max(0.07, 40 / max(plot_h - 80, 1.0)) if dd.amount > 0 else 0.07
    ax.set_ylim(low - span * floor, high + span * room)
    if dd.amount > 0:  # placed once the scale is set: it must keep off the line it explains
        top, bottom = stats.values[dd.peak] / 100, stats.values[dd.trough] / 100
        _drawdown_label(
            fig,
            ax,
            money_text(-dd.amount),
            dd.peak,
            dd.trough,
            top,
            bottom,
            x,
            dollars_y,
            (peak_x, peak_y),
        )
    ax.yaxis.set_major_formatter(dollars())
    ax.xaxis.set_major_formatter(thousands())
    ax.xaxis.set_major_locator(MaxNLocator(_ticks_for(plot_px, 6, page), integer=True))
    ax.set_xlabel(_t("Charts", "Hands played"))
    _ylabel(ax, page, stats.label, _t("Charts", "Bankroll") if stats.single_session else _t("Charts", "Net"))
    _fit_tick_labels(ax, page, Y_LABELS)
    return fig


def _drawdown_label(
    fig: Figure,
    ax: Axes,
    amount: str,
    peak: int,
    trough: int,
    top: float,
    bottom: float,
    line_x: np.ndarray,
    line_y: np.ndarray,
    peak_at: tuple[float, float],
) -> None:
    """The drawdown's words where they cover neither the bankroll line, the arrow, the peak's star nor
    other words, inside the plot: beside the arrow if that is clear, else the clear spot nearest to
    it, on one line or (a small plot) two; where nothing is clear, the spot covering the least.
    ``amount`` is the fall, written as money."""
    size = 10.0
    pad = 2 * size * 0.25 * fig.dpi / 72 + 4
    line_px = size * fig.dpi / 72 * 1.2
    gap = 8 * fig.dpi / 72
    to_px = ax.transData.transform
    trough_px = to_px((trough, bottom))
    top_px = to_px((trough, top))
    middle = (trough_px + top_px) / 2
    left_end = to_px((peak, top))
    plot = ax.bbox
    points = _dense(to_px(np.column_stack([line_x, line_y])))
    arrow = np.column_stack([np.full(24, trough_px[0]), np.linspace(trough_px[1], top_px[1], 24)])
    renderer = text_renderer(fig)
    taken = [text.get_window_extent(renderer) for text in ax.texts if text.get_text()]
    star = to_px(peak_at)
    star_r = 9 * fig.dpi / 72

    def cost(left: float, low: float, width: float, height: float) -> float:
        if left < plot.x0 or low < plot.y0 or left + width > plot.x1 or low + height > plot.y1:
            return 1e9  # outside the plot
        right, high = left + width, low + height
        on_line = (points[:, 0] >= left - 2) & (points[:, 0] <= right + 2)
        on_line &= (points[:, 1] >= low - 2) & (points[:, 1] <= high + 2)
        on_arrow = (arrow[:, 0] >= left - 3) & (arrow[:, 0] <= right + 3)
        on_arrow &= (arrow[:, 1] >= low) & (arrow[:, 1] <= high)
        on_words = any(
            left < b.x1 + 2 and right > b.x0 - 2 and low < b.y1 + 2 and high > b.y0 - 2 for b in taken
        )
        on_star = left < star[0] + star_r and right > star[0] - star_r
        on_star = on_star and low < star[1] + star_r and high > star[1] - star_r
        return float(on_line.sum()) + 1000 * bool(on_arrow.any()) + 1e5 * (on_words or on_star)

    best: tuple[float, str, float, float, float, float] | None = None
    one_line = _t("Charts", "Max drawdown {amount}").format(amount=amount)
    two_lines = "\n".join((_t("Charts", "Max drawdown"), amount))
    for text in (one_line, two_lines):
        width = max(text_width(fig, part, size, weight="bold") for part in text.split("\n")) + pad
        height = line_px * (text.count("\n") + 1) + pad
        beside = [
            (middle[0] + gap, middle[1] - height / 2),  # right of the arrow
            (middle[0] - gap - width, middle[1] - height / 2),  # left of the arrow
            (trough_px[0] - width / 2, trough_px[1] - gap * 1.4 - height),  # under the trough
            ((left_end[0] + top_px[0]) / 2 - width / 2, top_px[1] + gap / 2),  # over the dotted line
        ]
        grid = [
            (
                plot.x0 + gap + fx * (plot.width - width - 2 * gap),
                plot.y0 + gap + fy * (plot.height - height - 2 * gap),
            )
            for fy in np.linspace(0, 1, 9)
            for fx in np.linspace(0, 1, 7)
        ]
        for rank, (left, low) in enumerate(beside + grid):
            covered = cost(left, low, width, height)
            centre_x, centre_y = left + width / 2, low + height / 2
            distance = (
                0.0 if rank < len(beside) else float(np.hypot(centre_x - middle[0], centre_y - middle[1]))
            )
            key = covered * 1e4 + distance  # clear first, then nearest the arrow
            if best is None or key < best[0]:
                best = (key, text, left, low, width, height)
        if best is not None and best[0] < 1e4:  # a clear spot for this form: no need to break the line
            break
    assert best is not None
    _key, text, left, low, width, height = best
    centre = ax.transData.inverted().transform((left + width / 2, low + height / 2))
    ax.annotate(
        text,
        bbox={"boxstyle": "round,pad=0.25", "facecolor": IVORY, "edgecolor": "none", "alpha": 0.85},
        xy=(float(centre[0]), float(centre[1])),
        ha="center",
        va="center",
        multialignment="center",
        fontsize=size,
        color=LOSS,
        fontweight="bold",
        zorder=7,
    )


def _dense(points: np.ndarray, step: float = 2.0) -> np.ndarray:
    """A polyline's points every ``step`` pixels or so, so a box between two far points still meets it."""
    if len(points) < 2:
        return points
    out = [points[:1]]
    for a, b in pairwise(points):
        count = max(1, int(np.hypot(*(b - a)) / step))
        t = np.linspace(0, 1, count + 1)[1:, None]
        out.append(a + (b - a) * t)
    return np.concatenate(out)


# -- streaks ----------------------------------------------------------------------------------
SIDE_PANEL = 290  # pixels on the right for the longest streaks
_LONGEST = {
    "banker": QT_TRANSLATE_NOOP("Charts", "Longest Banker"),
    "player": QT_TRANSLATE_NOOP("Charts", "Longest Player"),
}
_STREAKS = {
    "banker": QT_TRANSLATE_NOOP("Charts", "Banker streaks"),
    "player": QT_TRANSLATE_NOOP("Charts", "Player streaks"),
}


def _in_a_row(length: int) -> str:
    return _t("Charts", "{n} in a row").format(n=length)


def streaks_figure(stats: StreakStats, fig: Figure, *, notes: bool = True) -> Figure:
    page = Page(
        fig,
        streaks_note(stats) if notes else "",
        note_left=92,
    )
    side_panel = page.width >= STACK_BELOW
    top = 10.0
    if not side_panel:  # narrow: the longest streaks and the totals in a row above the bars
        figures = []
        for side in ("banker", "player"):
            record = stats.longest[side][0] if stats.longest[side] else None
            figures.append(
                (_t("Charts", _LONGEST[side]), _in_a_row(record.length) if record else _t("Charts", "none"))
            )
        figures += [(_t("Charts", _STREAKS[side]), f"{stats.total(side):,}") for side in ("banker", "player")]
        top = _figure_strip(page, figures, left=92) + 8
    ax = page.axes(92, top, SIDE_PANEL if side_panel else EDGE + 16, X_LABELS)
    style_axes(ax)
    lengths = stats.lengths
    width = 0.38
    for offset, side, colour in ((-width / 2, "banker", BANKER), (width / 2, "player", PLAYER)):
        observed = stats.observed[side]
        ax.bar(lengths + offset, np.where(observed > 0, observed, np.nan), width, color=colour, zorder=2)
        ax.plot(
            lengths + offset,
            stats.expected[side],
            linestyle="none",
            marker="D",
            markersize=5.5,
            markerfacecolor=GOLD,
            markeredgecolor=INK,
            markeredgewidth=0.7,
            zorder=4,
        )
    ax.set_yscale("log")
    top = max(
        float(stats.observed["banker"].max(initial=1)), float(stats.observed["player"].max(initial=1)), 1.0
    )
    # Headroom above the tallest bar for the legend (three rows), so it never covers a bar.
    plot_h = ax.get_position().height * page.height
    legend_h = 3 * points_to_pixels(fig, 8 if not side_panel else 9.5) * 1.45 + 16
    decades = np.log10(top * 1.3 / 0.3)
    ax.set_ylim(0.3, top * 1.3 * 10 ** (decades * legend_h / max(plot_h - legend_h, 1.0)))
    ax.yaxis.set_major_formatter(thousands())
    # Matplotlib labels a log axis' minor ticks when it spans under a decade (a few hands), as
    # "6×10⁻¹": a count of streaks is whole, so only the decades are written.
    ax.yaxis.set_minor_formatter(NullFormatter())
    ax.set_xticks(lengths)
    ax.set_xlim(0.4, stats.max_length + 0.6)
    if stats.max_length > 24:
        ax.xaxis.set_major_locator(MaxNLocator(16, integer=True))
    _xlabel(
        ax,
        page,
        _t("Charts", "Streak length (wins in a row by one side; ties do not break a streak)"),
        _t("Charts", "Streak length (wins in a row; ties don't break one)"),
        _t("Charts", "Streak length"),
    )
    _ylabel(
        ax,
        page,
        _t("Charts", "Number of streaks (log scale)"),
        _t("Charts", "Streaks (log scale)"),
        _t("Charts", "Streaks"),
    )
    _legend(
        ax,
        [
            Patch(facecolor=BANKER, label=_t("Charts", "Banker streaks seen")),
            Patch(facecolor=PLAYER, label=_t("Charts", "Player streaks seen")),
            Line2D(
                [],
                [],
                linestyle="none",
                marker="D",
                markerfacecolor=GOLD,
                markeredgecolor=INK,
                label=_t("Charts", "Expected"),
            ),
        ],
        "upper right",
        small=not side_panel,
    )
    if side_panel:
        _side_panel(page, stats, page.width - SIDE_PANEL + 24)
    return fig


def _side_panel(page: Page, stats: StreakStats, x: float) -> None:
    """The longest streaks and the totals, as lines laid out in pixels from the top."""
    down = 4.0
    scale = page.fig.dpi / 72

    def line(text: str, colour: str, size: float, *, after: float = 1.5, mono: bool = False) -> None:
        nonlocal down
        family = {"family": MONO} if mono else {}  # else the default family (and, in Chinese, its CJK one)
        page.text(x, down, text, color=colour, fontsize=size, **family)
        down += size * after * scale

    # Each record takes two lines; a short pane lists fewer records so the totals still fit.
    fixed = (13 * 1.9 * 2 + 11.5 * 1.6 * 2 + 10.5 * 1.3 * 2 + 9 * 1.5 * 2 + 9.5 * 1.5) * scale + 28
    per_record = (11 * 1.3 + 9 * 1.5) * scale
    records = max(1, int((page.content_height - fixed) / per_record / 2))
    line(_t("Charts", "Longest streaks"), GOLD, 13, after=1.9)
    for side, colour in (("banker", "#ef7b7b"), ("player", "#8fb8ee")):
        line(BetSpot(side).label, IVORY_TEXT, 11.5, after=1.6)
        for record in stats.longest[side][:records]:
            line(_in_a_row(record.length), colour, 11, after=1.3)
            where = _t("Charts", "session {session} · shoe {shoe} · hand {hand}")
            line(
                where.format(session=record.session_id, shoe=record.shoe_no, hand=record.hand_no),
                IVORY_DIM,
                9,
            )
        if not stats.longest[side]:
            line(_t("Charts", "none yet"), IVORY_DIM, 9.5)
        down += 6
    down += 8
    line(_t("Charts", "Streaks counted"), GOLD, 13, after=1.9)
    names = {side: BetSpot(side).label for side in ("banker", "player")}
    name_width = max(7, *(narrow_width(name) + 1 for name in names.values()))
    for side, name in names.items():
        padding = " " * (name_width - narrow_width(name))
        line(f"{name}{padding}{stats.total(side):>9,}", IVORY_TEXT, 10.5, after=1.3, mono=True)
        expected = _t("Charts", "expected {n:,.0f}").format(n=float(stats.expected[side].sum()))
        line(expected, IVORY_DIM, 9)
    shoes = (
        _t("Charts", "over 1 shoe")
        if stats.shoes == 1
        else _t("Charts", "over {n:,} shoes").format(n=stats.shoes)
    )
    line(shoes, IVORY_DIM, 9.5)


# -- ties -------------------------------------------------------------------------------------
def ties_figure(stats: TieStats, fig: Figure, *, notes: bool = True) -> Figure:
    p = stats.p_exact
    n = stats.hands
    low, high = stats.window_band
    page = Page(
        fig,
        ties_note(stats) if notes else "",
        note_left=86,
    )
    half = page.content_height / 2
    top = page.axes(86, AXES_TITLE, EDGE + 16, half + 10)
    bottom = page.axes(86, half + AXES_TITLE, EDGE + 16, X_LABELS)
    bottom.sharex(top)
    for ax in (top, bottom):
        style_axes(ax, grid_axis="both")

    buckets = _buckets(top, page)
    envelope = len(stats.rolling) > ENVELOPE_FROM
    _axes_title(
        top,
        page,
        _t("Charts", "Rolling: ties in the last {window} hands").format(window=stats.window),
        _t("Charts", "Last {window} hands").format(window=stats.window),
    )
    band_text = _t("Charts", "95% band {low:.0%}–{high:.0%}").format(low=low, high=high)
    if len(stats.rolling):
        x0 = np.arange(stats.window, n + 1)
        top.axhspan(low, high, color=GOLD, alpha=0.22, linewidth=0, zorder=0)
        if envelope:
            # Far more windows than pixels: draw each pixel column's range and its average.
            edges = np.linspace(0, len(stats.rolling), buckets + 1).astype(np.int64)
            starts = edges[:-1]
            centre = x0[(starts + edges[1:]) // 2]
            lows = np.minimum.reduceat(stats.rolling, starts)
            highs = np.maximum.reduceat(stats.rolling, starts)
            means = np.add.reduceat(stats.rolling, starts) / np.diff(edges)
            top.fill_between(centre, lows, highs, color=TIE, alpha=0.28, linewidth=0, zorder=2)
            top.plot(centre, means, color=TIE, linewidth=1.2, zorder=3)
            top.axhline(low, color=GOLD_DEEP, linewidth=0.8, linestyle=":", zorder=4)
            top.axhline(high, color=GOLD_DEEP, linewidth=0.8, linestyle=":", zorder=4)
        else:
            idx, values = downsample_minmax(stats.rolling, buckets)
            top.plot(x0[idx], values, color=TIE, linewidth=1.1, zorder=3)
        outside = stats.to_dict()["windows_outside_band"] / len(stats.rolling)
        outside_text = _t("Charts", "windows outside: {share:.1%}").format(share=outside)
        top_text = f"{band_text}\n{outside_text}"
    else:
        top.text(
            0.5,
            0.5,
            _t("Charts", "Needs {window} hands").format(window=stats.window),
            transform=top.transAxes,
            ha="center",
            va="center",
            color=INK,
        )
        top_text = band_text
    top.axhline(p, color=GOLD_DEEP, linestyle="--", linewidth=1.6, zorder=5)
    top.set_ylim(0, max(high * 1.6, float(stats.rolling.max(initial=0)) * 1.08, 0.25))
    top.yaxis.set_major_formatter(percent())
    top.set_ylabel(_t("Charts", "Tie rate"))
    _box(top, top_text)

    _axes_title(
        bottom,
        page,
        _t("Charts", "Cumulative: ties among all hands so far"),
        _t("Charts", "All hands so far"),
    )
    x = np.arange(1, n + 1)
    idx, values = downsample_minmax(stats.cumulative, buckets)
    band_x = np.unique(np.geomspace(1, max(n, 1), 400).astype(np.int64))
    band_low, band_high = normal_band(band_x, p)
    bottom.fill_between(band_x, band_low, band_high, color=GOLD, alpha=0.22, linewidth=0, zorder=0)
    bottom.plot(x[idx], values, color=TIE, linewidth=1.4, zorder=3)
    bottom.axhline(p, color=GOLD_DEEP, linestyle="--", linewidth=1.6, zorder=4)
    settle = max(30, n // 50)  # the first hands swing wildly: scale to where the rate has settled
    spread = 4.5 * np.sqrt(p * (1 - p) / settle)
    bottom.set_ylim(max(0.0, p - spread), p + spread)
    bottom.yaxis.set_major_formatter(percent(1))
    bottom.set_ylabel(_t("Charts", "Tie rate"))
    bottom.set_xlabel(_t("Charts", "Hands played"))
    bottom.xaxis.set_major_formatter(thousands())
    bottom.set_xlim(1, max(n, 2))
    w_low, w_high = stats.wilson
    box_lines = [
        _t("Charts", "observed {share:.2%} ({ties:,} of {hands:,})").format(
            share=stats.observed, ties=stats.ties, hands=n
        ),
        _t("Charts", "95% interval {low:.2%}–{high:.2%}").format(low=w_low, high=w_high),
        _t("Charts", "exact        {p:.2%}").format(p=p),  # the spaces line the figure up with the one above
    ]
    _box(bottom, "\n".join(box_lines))
    top.tick_params(labelbottom=False)
    return fig


# -- outcome mix ------------------------------------------------------------------------------
def outcomes_figure(stats: OutcomeStats, fig: Figure, *, notes: bool = True) -> Figure:
    rows = list(stats.rows)
    page = Page(
        fig,
        outcomes_note(stats) if notes else "",
        note_left=104,
    )
    verdicts = [
        "  "
        + (
            _t("Charts", "{points:+.2f} points · normal luck")
            if r.inside
            else _t("Charts", "{points:+.2f} points · unusual")
        ).format(points=(r.observed - r.exact) * 100)
        for r in rows
    ]
    verdict_px = max(text_width(fig, v, 9.5) for v in verdicts) + 8
    stacked = page.width < STACK_BELOW
    if stacked:  # a narrow canvas: the shares on top, the differences under them, each full width
        half = page.content_height / 2
        left = page.axes(104, AXES_TITLE, EDGE + 16, half + X_LABELS)
        right = page.axes(104, half + AXES_TITLE, verdict_px, X_LABELS)
    else:
        split = page.width * 0.56
        left = page.axes(104, AXES_TITLE, page.width - split + 12, X_LABELS)
        right = page.axes(split + 12, AXES_TITLE, verdict_px, X_LABELS)
    style_axes(left, grid_axis="x")
    style_axes(right, grid_axis="x")
    positions = np.arange(len(rows))[::-1]

    _axes_title(
        left,
        page,
        _t("Charts", "How often each result came up: seen (bars), exact (gold)"),
        _t("Charts", "Share of hands: seen (bars), exact (gold)"),
        _t("Charts", "Seen (bars), exact (gold)"),
    )
    share_label = _t("Charts", "{seen:.2%}  (exact {exact:.2%})")
    label_px = text_width(fig, share_label.format(seen=0.4444, exact=0.4444), 9.5) + 12
    for pos, row in zip(positions, rows, strict=True):
        colour = OUTCOME_COLOURS[row.outcome]
        left.barh(
            pos,
            row.observed,
            height=0.62,
            color=colour,
            hatch=OUTCOME_HATCH.get(row.outcome),
            edgecolor=IVORY if row.outcome in OUTCOME_HATCH else colour,
            linewidth=0,
            zorder=2,
        )
        left.errorbar(
            row.observed,
            pos,
            xerr=[[row.observed - row.low], [row.high - row.observed]],
            color=INK,
            capsize=4,
            linewidth=1.2,
            zorder=4,
        )
        left.plot(
            [row.exact, row.exact],
            [pos - 0.4, pos + 0.4],
            color=GOLD_DEEP,
            linewidth=3,
            solid_capstyle="butt",
            zorder=5,
        )
        left.annotate(
            share_label.format(seen=row.observed, exact=row.exact),
            xy=(max(row.high, row.exact), pos),
            xytext=(5, 0),
            textcoords="offset points",
            va="center",
            ha="left",
            fontsize=9.5,
            color=INK,
        )
    left.set_yticks(positions, [r.label for r in rows])
    left.set_ylim(-0.6, len(rows) - 0.4)
    # Room right of the longest bar for its label, whatever the chart's width.
    width_px = left.get_position().width * page.width
    longest = max(max(r.high, r.exact) for r in rows)
    right_end = max(0.6, longest / max(0.25, 1 - label_px / width_px))
    left.set_xlim(0, right_end)
    left.xaxis.set_major_locator(MaxNLocator(_ticks_for(width_px, 5, page), steps=[1, 2, 2.5, 5, 10]))
    left.xaxis.set_major_formatter(percent())
    left.set_xlabel(_t("Charts", "Share of hands"))

    _axes_title(
        right,
        page,
        _t("Charts", "Seen minus exact, with the range luck alone gives (95%)"),
        _t("Charts", "Seen minus exact, with the 95% luck range"),
        _t("Charts", "Seen minus exact"),
        _t("Charts", "Seen − exact"),
    )
    worst = 0.0
    for pos, row, verdict in zip(positions, rows, verdicts, strict=True):
        diff = row.observed - row.exact
        lo, hi = row.low - row.exact, row.high - row.exact
        worst = max(worst, abs(lo), abs(hi))
        colour = OUTCOME_COLOURS[row.outcome]
        right.errorbar(
            diff,
            pos,
            xerr=[[diff - lo], [hi - diff]],
            color=colour,
            capsize=5,
            linewidth=2,
            marker="o",
            markersize=8,
            markerfacecolor=IVORY if row.outcome in OUTCOME_HATCH else colour,
            markeredgewidth=2,
            zorder=4,
        )
        right.text(
            1.0,
            pos,
            verdict,
            transform=right.get_yaxis_transform(),
            va="center",
            ha="left",
            fontsize=9.5,
            color=IVORY_TEXT if row.inside else GOLD,
        )
    right.axvline(0, color=GOLD_DEEP, linewidth=2, zorder=3)
    right.set_yticks(positions, [r.label for r in rows] if stacked else [""] * len(rows))
    right.set_ylim(-0.6, len(rows) - 0.4)
    right.set_xlim(-worst * 1.15, worst * 1.15)
    right.xaxis.set_major_formatter(PointsFormatter())
    right_px = right.get_position().width * page.width
    right.xaxis.set_major_locator(MaxNLocator(_ticks_for(right_px, 5, page), symmetric=True))
    _xlabel(
        right,
        page,
        _t("Charts", "Percentage points from the exact odds"),
        _t("Charts", "Points from exact"),
        _t("Charts", "Points"),
    )
    return fig


# -- money ------------------------------------------------------------------------------------
MONEY_PLOT_MIN = 180  # pixels the bars keep, however many bets the ledger under them lists
LABEL_CHAR_EM = 0.62  # DejaVu Sans: a bet name's widest characters, in ems (capitals and digits)


def money_figure(stats: MoneyStats, fig: Figure, *, notes: bool = True) -> Figure:
    if not stats.rows:
        no_data(fig, _t("Charts", "No bets in these hands."))
        return fig
    rows = list(stats.rows)
    page = Page(
        fig,
        money_note(stats) if notes else "",
        note_left=Y_LABELS,
    )
    # Many bets (the catalogue has fourteen): names on two lines and smaller type when the bars are
    # close together, and a ledger whose type shrinks so the bars keep MONEY_PLOT_MIN pixels; when
    # even 7 pt does not fit (a short pane), the ledger gives way to one line pointing at the CSV.
    slot = (page.width - Y_LABELS - EDGE - 16) / len(rows)  # pixels from one bar pair to the next
    names, names_size = _bar_names([r.label for r in rows], slot, fig)
    names_h: float = 50 if any("\n" in n for n in names) else 34
    upright = names_size >= 7.5
    if not upright:  # bars too close for names across: each name runs up its own bar's column
        names, names_size = [r.label for r in rows], 8.5
        names_h = max(text_width(fig, n, names_size) for n in names) + 14
    handles: list[Patch | Line2D] = [
        Patch(facecolor="#9aa39c", label=_t("Charts", "Actual net (bar in the spot's colour)")),
        Patch(facecolor=GOLD, edgecolor=GOLD_DEEP, label=_t("Charts", "Expected: −house edge × wagered")),
        # Whiskers are ink on the scorecard; the key sits on the felt, so its sample is ivory.
        Line2D(
            [],
            [],
            color=IVORY_TEXT,
            marker="_",
            markersize=10,
            label=_t("Charts", "95% luck range around the expected"),
        ),
    ]
    legend_h = _legend_above(page, handles, left=Y_LABELS)
    room = page.content_height - MONEY_PLOT_MIN - legend_h - 8 - names_h - 18
    fitting = room / (2.0 * (len(rows) + 2)) * 72 / fig.dpi  # the type whose rows fill ``room``
    table_font = min(8.5 if len(rows) > 10 else 9.5, fitting)
    show_table = table_font >= 7.0
    table_h = table_height(fig, len(rows) + 1, table_font) if show_table else 16.0
    ax = page.axes(Y_LABELS, legend_h + 8, EDGE + 16, table_h + 18 + names_h)
    style_axes(ax)
    x = np.arange(len(rows))
    width = 0.36
    actual = np.array([r.net_cents for r in rows]) / 100
    expected = np.array([r.expected_net_cents for r in rows]) / 100
    ax.bar(
        x - width / 2,
        actual,
        width,
        color=[bet_style(r.spot)[0] for r in rows],
        hatch=[bet_style(r.spot)[1] for r in rows],
        edgecolor=IVORY,
        linewidth=0,
        zorder=2,
    )
    bands = [r.band_cents or (r.expected_net_cents, r.expected_net_cents) for r in rows]
    err_low = np.array([(r.expected_net_cents - b[0]) / 100 for r, b in zip(rows, bands, strict=True)])
    err_high = np.array([(b[1] - r.expected_net_cents) / 100 for r, b in zip(rows, bands, strict=True)])
    ax.bar(x + width / 2, expected, width, color=GOLD, alpha=0.85, edgecolor=GOLD_DEEP, linewidth=1, zorder=2)
    ax.errorbar(
        x + width / 2,
        expected,
        yerr=[err_low, err_high],
        fmt="none",
        ecolor=INK,
        capsize=5,
        linewidth=1.2,
        zorder=4,
    )
    ax.axhline(0, color=INK, linewidth=0.9, zorder=3)
    reach = np.concatenate([actual, expected + err_high, expected - err_low, [0.0]])
    low, high = float(reach.min()), float(reach.max())
    span = max(high - low, 0.01)
    # Room on the empty side for the legend when every bar points the same way.
    if high <= 0:
        ax.set_ylim(low - span * 0.1, span * 0.55)
    elif low >= 0:
        ax.set_ylim(-span * 0.55, high + span * 0.1)
    else:
        ax.set_ylim(low - span * 0.3, high + span * 0.3)
    ax.set_xticks(x, names)
    figures = max(text_ems(money_text(v * 100, escape=False), LABEL_CHAR_EM) for v in actual)
    figures_size = min(9.0, _type_for(slot * 0.7, figures, fig))  # clear of the next pair
    if figures_size >= 6.5:  # else too small to read: the figures are in the table and the export
        label_money_bars(ax, x - width / 2, actual, fontsize=figures_size, fontweight="bold", zorder=6)
    ax.tick_params(axis="x", labelsize=names_size, length=0, labelrotation=0 if upright else 90)
    ax.yaxis.set_major_formatter(dollars())
    ax.set_ylabel(_t("Charts", "Net result"))
    _fit_tick_labels(ax, page, Y_LABELS)
    header = [
        _t("Charts", "Bet"),
        _t("Charts", "Bets"),
        _t("Charts", "Wagered"),
        _t("Charts", "Commission"),
        _t("Charts", "Net"),
        _t("Charts", "Expected net"),
        _t("Charts", "Return"),
        _t("Charts", "Expected"),
        _t("Charts", "Luck range"),
    ]
    body = []
    for r in [*rows, stats.total]:
        inside = r.inside
        body.append(
            [
                r.label,
                f"{r.bets:,}",
                money_text(r.wagered_cents, escape=False),
                money_text(r.commission_cents, escape=False) if r.commission_cents else "—",
                money_text(r.net_cents, escape=False),
                money_text(r.expected_net_cents, escape=False),
                f"{r.actual_return:+.2%}",
                f"{r.expected_return:+.2%}",
                "—" if inside is None else (_t("Charts", "inside") if inside else _t("Charts", "outside")),
            ]
        )
    if not show_table:
        page.text(
            Y_LABELS,
            page.content_height - table_h,
            fit_text(
                fig,
                page.width - Y_LABELS - EDGE,
                9,
                (
                    _t("Charts", "The figures for each bet: Export data (CSV), or a taller window."),
                    _t("Charts", "More in Export data (CSV)."),
                ),
            ),
            color=IVORY_DIM,
            fontsize=9,
        )
        return fig
    ledger(
        page,
        page.content_height - table_h - 4,
        header,
        body,
        "lrrrrrrrc",
        colour={4: _money_colour},
        font_size=table_font,
        drop=(8, 7, 6, 3, 2, 1, 5),
    )
    return fig


def _type_for(pixels: float, ems: float, fig: Figure) -> float:
    """The type size (points) at which a label ``ems`` wide (``style.text_ems``) takes ``pixels``."""
    return pixels / max(ems, LABEL_CHAR_EM) * 72 / fig.dpi


def _bar_names(labels: list[str], slot: float, fig: Figure) -> tuple[list[str], float]:
    """Bet names under bars ``slot`` pixels apart, and their type size: on one line while they fit
    at 8.5 pt or more, then long names on two lines, then every name of two words; the type
    shrinks (not below 6.5 pt) only when even that is too wide."""
    choices = [
        labels,
        [n.replace(" ", "\n", 1) if len(n) > 8 else n for n in labels],
        [n.replace(" ", "\n", 1) for n in labels],
    ]
    best: tuple[list[str], float] = (choices[-1], 0.0)
    for names in choices:
        longest = max(text_ems(line, LABEL_CHAR_EM) for name in names for line in name.split("\n"))
        size = min(10.5, _type_for(slot - 6, longest, fig))
        if size >= 8.5:
            return names, size
        if size > best[1] + 0.01:
            best = (names, size)
    return best[0], max(6.5, best[1])


def _money_colour(text: str) -> str:
    return LOSS if text.strip().startswith("-") else GAIN


# -- sessions ---------------------------------------------------------------------------------
def duration_text(seconds: float) -> str:
    """'2 h 05 min', '14 min', '3 d 4 h' (in the interface's language)."""
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return _t("Charts", "{days} d {hours} h").format(days=days, hours=hours)
    if hours:
        return _t("Charts", "{hours} h {minutes:02d} min").format(hours=hours, minutes=minutes)
    return _t("Charts", "{minutes} min").format(minutes=minutes)


def sessions_figure(stats: SessionsStats, fig: Figure, *, notes: bool = True) -> Figure:
    rows = list(stats.rows)
    shown = rows[-SESSION_ROWS:][::-1]  # the latest first
    page = Page(
        fig,
        sessions_note(stats) if notes else "",
        note_left=Y_LABELS,
    )
    table_h = table_height(fig, len(shown))
    ax = page.axes(Y_LABELS, AXES_TITLE, EDGE + 16, table_h + 26 + 30)
    style_axes(ax)
    charted = rows[-SESSION_BARS:]
    x = np.arange(len(charted))
    nets = np.array([r.net_cents for r in charted]) / 100
    ax.bar(x, nets, 0.6, color=[GAIN if v >= 0 else LOSS for v in nets], zorder=2)
    ax.axhline(0, color=INK, linewidth=0.9, zorder=3)
    ax.set_xticks(x, [f"#{r.session_id}" for r in charted])
    if len(charted) > 20:
        ax.xaxis.set_major_locator(MaxNLocator(20, integer=True))
        ax.xaxis.set_major_formatter(
            FuncFormatter(
                lambda v, _p: f"#{charted[int(v)].session_id}" if 0 <= int(v) < len(charted) else ""
            )
        )
    ax.set_xlim(-0.6, max(len(charted), 3) - 0.4)
    span = max(float(np.max(np.abs(nets))), 1.0)
    ax.set_ylim(-span * 1.3, span * 1.3)
    ax.yaxis.set_major_formatter(dollars())
    ax.set_ylabel(_t("Charts", "Net result"))
    _fit_tick_labels(ax, page, Y_LABELS)
    axes_title(
        ax,
        _t("Charts", "Net result per session (latest {n})").format(n=len(charted))
        if len(rows) > len(charted)
        else _t("Charts", "Net result per session"),
    )
    if len(charted) <= 20:
        label_money_bars(ax, x, nets)

    header = [
        _t("Charts", "Session"),
        _t("Charts", "Started"),
        _t("Charts", "Duration"),
        _t("Charts", "Hands"),
        _t("Charts", "Wagered"),
        _t("Charts", "Net"),
        _t("Charts", "Biggest win"),
        _t("Charts", "Biggest loss"),
        _t("Charts", "Table"),
    ]
    body = [
        [
            f"#{r.session_id}",
            local_time(r.started_at, seconds=False),
            duration_text(r.duration_seconds),
            f"{r.hands:,}",
            money_text(r.wagered_cents, escape=False),
            money_text(r.net_cents, escape=False),
            money_text(r.biggest_win_cents, escape=False) if r.biggest_win_cents else "—",
            money_text(r.biggest_loss_cents, escape=False) if r.biggest_loss_cents else "—",
            r.table,
        ]
        for r in shown
    ]
    ledger(
        page,
        page.content_height - table_h - 4,
        header,
        body,
        "lcrrrrrrl",
        colour={5: _money_colour},
        drop=(8, 7, 6, 2, 4, 1),
    )
    return fig


class BarLabelStyle(TypedDict, total=False):
    """More keyword arguments of the bars' value labels (Matplotlib text properties)."""

    fontweight: str
    zorder: float


def label_money_bars(
    ax: Axes, xs: np.ndarray, values: np.ndarray, *, fontsize: float = 9, **style: Unpack[BarLabelStyle]
) -> None:
    """Write each bar's dollar value just beyond its end (above a gain, below a loss)."""
    for xi, value in zip(xs, values, strict=True):
        ax.annotate(
            money_text(value * 100),
            (xi, value),
            xytext=(0, 4 if value >= 0 else -4),
            textcoords="offset points",
            ha="center",
            va="bottom" if value >= 0 else "top",
            fontsize=fontsize,
            color=INK,
            **style,
        )
