"""The strategy lab in pictures and plain words: a lab run's numbers in, Figures and sentences out.

``lab_stats`` takes what the fast path returned (``engine.fast.lab.LabResult``) once and keeps
only what the pictures and the sentences need, with the bankroll's percentile bands computed a
single time, so a canvas that is resized rebuilds its chart from ready numbers. The builders are
pure Matplotlib (never pyplot, never Qt) in the look of ``analytics.style``; the pane shows them
in its canvases and the tests draw them at several sizes and check no text overlaps another.

The one message every picture carries: whatever the system, a session loses on average the house
edge times what it wagers. A system changes how the results spread, not what they average.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

import numpy as np
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.patheffects import withStroke
from matplotlib.text import Text
from matplotlib.ticker import Formatter, MaxNLocator

from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.money import format_cents
from .style import (
    CARD,
    EDGE,
    GAIN,
    GOLD,
    GOLD_DEEP,
    INK,
    IVORY_TEXT,
    LOSS,
    MONEY,
    NO_LINE_END,
    NO_LINE_START,
    SUBTITLE_FONT,
    TITLE_BAND,
    TITLE_FONT,
    Page,
    dollars,
    laid_out_at_design_dpi,
    narrow_width,
    new_figure,
    no_data,
    percent,
    pixels,
    points_to_pixels,
    sentences,
    style_axes,
    thousands,
)

if TYPE_CHECKING:  # the fast path is imported only by the code that runs a simulation
    from ..engine.fast.lab import LabResult

__all__ = [
    "COMPARISON_HEADER",
    "LabStats",
    "comparison_figure",
    "comparison_rows",
    "comparison_summary",
    "fan_figure",
    "lab_stats",
    "lab_summary",
    "results_figure",
    "two_lines",
]

ROW_MOST = 64  # pixels a system's bars take at most in the side-by-side chart
PANEL_MIN = 100  # pixels a panel of bars needs; narrower, the average result is drawn alone
MINI_MOST = 5  # systems whose bankroll is drawn small under the bars, when there is room
MINI_MIN_HEIGHT = 300  # pixels the small charts need under the bars: key, titles, a plot, labels
MINI_MIN_WIDTH = 170  # ... and each one's width
MINI_LEFT = EDGE + 70  # the first small chart's dollar labels
MINI_GAP = 44  # between small charts: the last hand's label of one and the first of the next
ROUND_STEPS = [1, 2, 2.5, 5, 10]  # tick steps a person counts in: $250, $500, $1,000, not $800
SAMPLE_PATHS = 5  # sessions drawn one by one over the fan: enough to see, few enough to follow
TICK_PT = 9.5  # style_axes' tick label size
KEY_PT = 9.5  # the key row above a chart
KEY_PT_SMALL = 8.0  # ... in a narrow pane, rather than a third row
X_LABELS = 46  # pixels below a plot for tick labels and the axis label
HALO = withStroke(linewidth=4.6, foreground=CARD)  # the median line stands out of the bands
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


def _sessions(n: int) -> str:
    return _t("Lab", "1 session") if n == 1 else _t("Lab", "{n:,} sessions").format(n=n)


def _hands(n: int) -> str:
    return _t("Lab", "1 hand") if n == 1 else _t("Lab", "{n:,} hands").format(n=n)


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
            sessions=_sessions(s.sessions_asked), hands=_hands(s.hands), **money_words
        ),
    ]
    if s.stopped:
        parts.append(
            _t("Lab", "Stopped after {sessions}: the figures count those.").format(
                sessions=_sessions(s.sessions)
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
            ).format(sessions=_sessions(s.sessions), margin=money(2 * s.standard_error))
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
            sessions=_sessions(first.sessions_asked),
            hands=_hands(first.hands),
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


# -- layout helpers -----------------------------------------------------------------------------
def _renderer(fig: Figure) -> RendererAgg:
    """A renderer at the figure's size and dpi, to measure text before placing what follows it."""
    width, height = pixels(fig)
    return RendererAgg(max(int(width), 1), max(int(height), 1), fig.dpi)


def _points(text: Text) -> float:
    """A text's size in points (``get_fontsize`` is typed to allow a size name)."""
    return float(text.get_fontproperties().get_size_in_points())


def _titles(fig: Figure, title: str, subtitles: Sequence[str], *, titled: bool = True) -> float:
    """The chart's title and the first subtitle that fits beside it (none on a very narrow canvas).

    Returns the pixels from the figure's top where what follows starts. ``titled=False`` leaves the
    title out (the pane's tab names the chart and its summary says what ran) for a taller plot.
    """
    if not titled:
        return 10.0
    width, height = pixels(fig)
    renderer = _renderer(fig)
    y = 1 - 12 / height
    heading = fig.text(EDGE / width, y, title, ha="left", va="top", **TITLE_FONT)
    while heading.get_window_extent(renderer).x1 > width - EDGE and (points := _points(heading)) > 10:
        heading.set_fontsize(points - 1)  # a narrow canvas: a smaller title, whole
    room = width - EDGE - heading.get_window_extent(renderer).x1 - 24
    for subtitle in subtitles:
        text = fig.text(1 - EDGE / width, y - 5 / height, subtitle, ha="right", va="top", **SUBTITLE_FONT)
        if text.get_window_extent(renderer).width <= room:
            break
        text.remove()
    return float(TITLE_BAND)


def _key_row(
    fig: Figure, left: float, top: float, width: float, handles: list[Any], labels: list[str]
) -> float:
    """The chart's key on an ivory card, ``top`` pixels from the figure's top, in as few rows as fit
    ``width``. Returns its height in pixels.

    Measured, not guessed: a key that ran off the canvas or over the plot is the kind of fault the
    pane's small sizes would otherwise show. A key that would need more than two rows takes a
    smaller type first, so a narrow pane keeps room for the plot. Ivory like the plots, so every
    swatch reads as it does on the chart.
    """
    fig_w, fig_h = pixels(fig)
    renderer = _renderer(fig)
    right = left + width
    sizes = (KEY_PT, KEY_PT_SMALL)
    for size in sizes:
        for columns in range(len(handles), 0, -1):
            rows = -(-len(handles) // columns)
            if rows > 2 and size != sizes[-1]:
                break  # try the smaller type before a third row
            key = _key(fig, handles, labels, columns, size, (left / fig_w, 1 - top / fig_h))
            box = key.get_window_extent(renderer)
            if box.width <= width:
                return float(box.height)
            if columns == 1 and size == sizes[-1]:  # not even one column fits: start the key further left
                shifted = (max(EDGE, right - box.width) / fig_w, 1 - top / fig_h)
                key.set_bbox_to_anchor(shifted, fig.transFigure)
                return float(box.height)
            key.remove()
    return 0.0


def _key(
    fig: Figure, handles: list[Any], labels: list[str], columns: int, size: float, anchor: tuple[float, float]
) -> Any:
    key = fig.legend(
        handles,
        labels,
        loc="upper left",
        bbox_to_anchor=anchor,
        bbox_transform=fig.transFigure,
        ncol=columns,
        frameon=True,
        facecolor=CARD,
        edgecolor=GOLD_DEEP,
        framealpha=1.0,
        fontsize=size,
        labelcolor=INK,
        borderaxespad=0,
        borderpad=0.45,
        columnspacing=1.6,
        handlelength=1.8,
        handletextpad=0.6,
    )
    key.get_frame().set_linewidth(0.8)
    return key


def _y_ticks(ax: Axes, page: Page) -> int:
    """How many y ticks a plot this tall can label without the labels touching (one per 40 px)."""
    return int(np.clip(ax.get_position().height * page.height / 40, 2, 6))


def _measure(fig: Figure, text: str, **font: Any) -> float:
    """The width in pixels ``text`` takes in ``font`` on this figure."""
    probe = fig.text(0, 0, text, **font)
    width = float(probe.get_window_extent(_renderer(fig)).width)
    probe.remove()
    return width


def _fit_y_labels(ax: Axes, fig: Figure, left: float) -> None:
    """Move the plot's left edge so the longest y tick label and the axis label fit beside it."""
    low, high = ax.get_ylim()
    ticks = [t for t in ax.yaxis.get_major_locator().tick_values(low, high) if low <= t <= high]
    formatter = ax.yaxis.get_major_formatter()
    formatter.set_locs(ticks)
    longest = max((len(formatter(t).replace("\\$", "$")) for t in ticks), default=4)
    needed = longest * points_to_pixels(fig, TICK_PT) * 0.62 + 34
    if needed > left:
        width = pixels(fig)[0]
        x0, y0, w, h = ax.get_position().bounds
        shift = (needed - left) / width
        ax.set_position((x0 + shift, y0, w - shift, h))


def _subtitles(stats: LabStats) -> list[str]:
    """A chart of one system's run: what ran, and, should that not fit, the system and bet alone."""
    return [
        _t("Lab", "{name}  ·  {sessions} of up to {hands}").format(
            name=stats.name, sessions=_sessions(stats.sessions), hands=_hands(stats.hands)
        ),
        stats.name,
    ]


# -- the fan chart: the bankroll through a session ------------------------------------------------
def _fan_range(stats: LabStats, *, samples: bool) -> tuple[float, float]:
    """The y range a fan needs: from $0 when the money came near it (going broke is the story),
    else from just under the lowest point."""
    bankroll = stats.bankroll_cents / 100
    bands = stats.bands / 100
    shown = stats.samples if samples else stats.samples[:0]
    top = max(float(bands[4].max()), float(shown.max(initial=0)) / 100, bankroll)
    lowest = float(shown.min(initial=stats.bankroll_cents)) / 100
    bottom = min(float(bands[0].min()), lowest, bankroll)
    pad = (top - bottom) * 0.06 or max(bankroll * 0.05, 1.0)
    low = 0.0 if bottom - pad < (top - bottom) * 0.35 else bottom - pad
    return low, top + pad


def _draw_fan(ax: Axes, stats: LabStats, *, samples: bool) -> None:
    """The bands, the median, the starting bankroll (and the sample sessions) on ``ax``."""
    x = stats.checkpoints
    bands = stats.bands / 100
    ax.fill_between(x, bands[0], bands[4], color=MONEY, alpha=0.16, linewidth=0, zorder=1)
    ax.fill_between(x, bands[1], bands[3], color=MONEY, alpha=0.38, linewidth=0, zorder=2)
    if samples:
        for path in stats.samples:
            ax.plot(x, path / 100, color=INK, alpha=0.55, linewidth=0.9, zorder=3)
    ax.axhline(stats.bankroll_cents / 100, color=GOLD_DEEP, linewidth=1.4, linestyle="--", zorder=4)
    ax.plot(x, bands[2], color=MONEY, linewidth=2.6, zorder=5, path_effects=[HALO])
    ax.set_xlim(0, max(int(x[-1]), 1))
    ax.set_ylim(*_fan_range(stats, samples=samples))


@laid_out_at_design_dpi
def fan_figure(stats: LabStats, fig: Figure | None = None, *, titled: bool = True) -> Figure:
    """The bankroll hand by hand: where 9 sessions in 10 and the middle half were, the median
    session, a few single sessions, and the starting bankroll."""
    fig = new_figure(fig)
    band = _titles(fig, _t("Lab", "Your bankroll during a session"), _subtitles(stats), titled=titled)
    if not stats.sessions:
        no_data(fig, _t("Lab", "No session finished."))
        return fig
    page = Page(fig)
    left = 98
    handles: list[Any] = [
        Patch(facecolor=MONEY, alpha=0.16, edgecolor="none"),
        Patch(facecolor=MONEY, alpha=0.38, edgecolor="none"),
        Line2D([], [], color=MONEY, linewidth=2.6, path_effects=[HALO]),
        Line2D([], [], color=INK, alpha=0.55, linewidth=0.9),
        Line2D([], [], color=GOLD_DEEP, linewidth=1.4, linestyle="--"),
    ]
    picked = len(stats.samples)
    labels = [
        _t("Lab", "9 sessions in 10"),
        _t("Lab", "The middle half of sessions"),
        _t("Lab", "The typical session (median)"),
        _t("Lab", "1 session picked at random")
        if picked == 1
        else _t("Lab", "{n} sessions picked at random").format(n=picked),
        _t("Lab", "Starting bankroll {amount}").format(amount=money(stats.bankroll_cents)),
    ]
    key_height = _key_row(fig, left, band, page.width - left - EDGE, handles, labels)
    ax = page.axes(left, band - TITLE_BAND + key_height + 14, EDGE + 16, X_LABELS)
    style_axes(ax, grid_axis="both")
    _draw_fan(ax, stats, samples=True)
    ax.yaxis.set_major_formatter(dollars())
    ax.yaxis.set_major_locator(MaxNLocator(_y_ticks(ax, page), steps=ROUND_STEPS))
    ax.xaxis.set_major_formatter(thousands())
    ax.xaxis.set_major_locator(MaxNLocator(8, integer=True, steps=ROUND_STEPS))
    ax.set_xlabel(_t("Lab", "Hands into the session"))
    ax.set_ylabel(_t("Lab", "Bankroll"))
    _fit_y_labels(ax, fig, left)
    return fig


# -- the histogram: how sessions ended --------------------------------------------------------------
def _bin_width(span: float, bins: int) -> float:
    """A round bin width (1, 2, 2.5 or 5 times a power of ten dollars) giving about ``bins`` bins."""
    raw = max(span / max(bins, 1), 0.01)
    power = 10 ** np.floor(np.log10(raw))
    for step in (1, 2, 2.5, 5, 10):
        if step * power >= raw:
            return float(step * power)
    return float(10 * power)


@laid_out_at_design_dpi
def results_figure(stats: LabStats, fig: Figure | None = None, *, titled: bool = True) -> Figure:
    """How sessions ended: a bar per range of results, losses red and wins green, with zero, the
    average and what the house edge predicts marked."""
    fig = new_figure(fig)
    band = _titles(fig, _t("Lab", "How the sessions ended"), _subtitles(stats), titled=titled)
    if not stats.sessions:
        no_data(fig, _t("Lab", "No session finished."))
        return fig
    page = Page(fig)
    left = 80
    mean, expected = stats.mean_net / 100, stats.expected_net / 100
    handles: list[Any] = [
        Patch(facecolor=LOSS, alpha=0.75, edgecolor="none"),
        Patch(facecolor=GAIN, alpha=0.75, edgecolor="none"),
        Line2D([], [], color=INK, linewidth=2.0),
        Line2D([], [], color=GOLD_DEEP, linewidth=2.0, linestyle="--"),
        Line2D([], [], color=INK, linewidth=1.0, linestyle=":"),
    ]
    labels = [
        _t("Lab", "Sessions that lost"),
        _t("Lab", "Sessions that won"),
        _t("Lab", "Average result {amount}").format(amount=money(stats.mean_net)),
        _t("Lab", "House edge predicts {amount}").format(amount=money(stats.expected_net)),
        _t("Lab", "Break even"),
    ]
    key_height = _key_row(fig, left, band, page.width - left - EDGE, handles, labels)
    ax = page.axes(left, band - TITLE_BAND + key_height + 14, EDGE + 16, X_LABELS)
    style_axes(ax, grid_axis="y")
    values = stats.net / 100
    low, high = min(float(values.min()), 0.0), max(float(values.max()), 0.0)
    plot_width = ax.get_position().width * page.width
    width = _bin_width(high - low, int(np.clip(plot_width / 22, 12, 40)))
    edges = np.arange(np.floor(low / width) * width, np.ceil(high / width) * width + width * 1.5, width)
    counts, edges = np.histogram(values, bins=edges)
    centres = (edges[:-1] + edges[1:]) / 2
    colours = [GAIN if c > 0 else LOSS for c in centres]
    ax.bar(centres, counts, width=width * 0.92, color=colours, alpha=0.75, linewidth=0, zorder=2)
    ax.axvline(0, color=INK, linewidth=1.0, linestyle=":", zorder=3)
    ax.axvline(expected, color=GOLD_DEEP, linewidth=2.0, linestyle="--", zorder=4)
    ax.axvline(mean, color=INK, linewidth=2.0, zorder=5)
    ax.set_xlim(edges[0] - width, edges[-1] + width)
    ax.set_ylim(0, max(int(counts.max()), 1) * 1.12)
    ax.xaxis.set_major_formatter(dollars())
    ax.xaxis.set_major_locator(MaxNLocator(max(3, min(9, int(plot_width / 95))), steps=ROUND_STEPS))
    ax.yaxis.set_major_formatter(thousands())
    ax.yaxis.set_major_locator(MaxNLocator(min(5, _y_ticks(ax, page)), integer=True, steps=ROUND_STEPS))
    long_label = _t("Lab", "Result of a session (the bankroll at the end less the start)")
    fits = _measure(fig, long_label, fontsize=10) < plot_width
    ax.set_xlabel(long_label if fits else _t("Lab", "Result of a session"))
    ax.set_ylabel(_t("Lab", "Sessions"))
    _fit_y_labels(ax, fig, left)
    return fig


# -- several systems side by side -------------------------------------------------------------------
def _padded(low: float, high: float, left_px: float, right_px: float, width_px: float) -> tuple[float, float]:
    """Limits that keep ``left_px`` pixels free left of ``low`` and ``right_px`` right of ``high``
    (room for the figures written beside the bars)."""
    span = high - low or 1.0
    usable = max(width_px - left_px - right_px, width_px * 0.25)
    scale = span / usable
    return low - left_px * scale, high + right_px * scale


class _PanelOptions(TypedDict):
    """A bar panel's axis: its tick labels, the marks drawn over the bars, a fixed range."""

    formatter: Formatter
    marks: NotRequired[list[float]]
    fixed: NotRequired[tuple[float, float]]


def _bar_panel(
    ax: Axes,
    values: list[float],
    texts: list[str],
    colours: list[str],
    fig: Figure,
    width_px: float,
    *,
    formatter: Formatter,
    marks: list[float] | None = None,
    fixed: tuple[float, float] | None = None,
    size: float = TICK_PT,
) -> None:
    """Horizontal bars, one per system (top to bottom), each with its figure beside its end in
    ``size`` points."""
    rows = np.arange(len(values))[::-1]
    ax.barh(rows, values, height=0.62, color=colours, alpha=0.85, linewidth=0, zorder=2)
    ends = [v if marks is None else (min(v, m) if v < 0 else max(v, m)) for v, m in
            zip(values, marks or values, strict=True)]  # fmt: skip
    if marks is not None:
        ax.plot(marks, rows, linestyle="none", marker="D", markersize=7, color=GOLD, markeredgecolor=INK,
                markeredgewidth=0.8, zorder=4)  # fmt: skip
    ax.axvline(0, color=INK, linewidth=0.9, zorder=3)
    offset = 7.0 + (5.0 if marks is not None else 0.0)  # points, past the diamond when there is one
    widest = max((_measure(fig, t, fontsize=size, fontweight="bold") for t in texts), default=0.0)
    room = widest + points_to_pixels(fig, offset) + 16
    low = min(0.0, *ends) if fixed is None else fixed[0]
    high = max(0.0, *ends) if fixed is None else fixed[1]
    left_room = room if any(e < 0 for e in ends) else 0.0
    right_room = room if any(e >= 0 for e in ends) else 0.0
    ax.set_xlim(*_padded(low, high, left_room, right_room, width_px))
    pitch = ax.get_position().height * pixels(fig)[1] / max(len(values), 1)
    if pitch < points_to_pixels(fig, size) * 1.25:
        texts = []  # rows too thin for their figures: the table above the chart has them
    for row, end, text in zip(rows, ends, texts, strict=False):
        outward = -1 if end < 0 else 1
        ax.annotate(
            text,
            xy=(end, row),
            xytext=(offset * outward, 0),
            textcoords="offset points",
            ha="right" if outward < 0 else "left",
            va="center",
            fontsize=size,
            color=INK,
            fontweight="bold",
            zorder=6,
        )
    ax.set_ylim(-0.6, len(values) - 0.4)
    ax.set_yticks(rows)
    ax.tick_params(axis="y", labelsize=size)
    ax.xaxis.set_major_formatter(formatter)
    ax.xaxis.set_major_locator(MaxNLocator(max(2, min(5, int(width_px / 80)))))


@laid_out_at_design_dpi
def comparison_figure(
    all_stats: Sequence[LabStats], fig: Figure | None = None, *, titled: bool = True
) -> Figure:
    """Systems side by side on the same shoes: the average result against what the house edge
    predicts, the share of sessions that ended ahead and the share that went broke."""
    fig = new_figure(fig)
    ran = [s for s in all_stats if s.sessions]
    first = all_stats[0] if all_stats else None
    subtitle = (
        [
            _t("Lab", "{bet}  ·  the same {sessions} for every system").format(
                bet=first.spot, sessions=_sessions(first.sessions_asked)
            ),
            first.spot,
        ]
        if first
        else []
    )
    band = _titles(fig, _t("Lab", "The systems side by side"), subtitle, titled=titled)
    if not ran:
        no_data(fig, _t("Lab", "No session finished."))
        return fig
    page = Page(fig)
    names = [s.system for s in ran]
    n = len(ran)
    handles: list[Any] = [
        Patch(facecolor=LOSS, alpha=0.85, edgecolor="none"),
        Line2D([], [], linestyle="none", marker="D", markersize=7, color=GOLD, markeredgecolor=INK),
    ]
    labels = [
        _t("Lab", "Average result in the simulation"),
        _t("Lab", "What the house edge predicts (edge × wagered)"),
    ]
    key_left = EDGE + max(_measure(fig, name, fontsize=TICK_PT) for name in names) + 16
    key_height = _key_row(fig, key_left, band, page.width - key_left - EDGE, handles, labels)
    top = band - TITLE_BAND + key_height + 14 + 30  # the key, then each panel's title
    ticks = X_LABELS - 14  # the bars' tick labels
    # The names and the figures at the bars in a type that fits a row's height (many systems, a
    # short pane), then the panels in the width the names leave.
    pitch = (page.content_height - top - ticks) / max(n, 1)
    size = float(np.clip(pitch * 0.55 * 72 / fig.dpi, 6.5, TICK_PT))
    left = EDGE + max(_measure(fig, name, fontsize=size) for name in names) + 16
    line = points_to_pixels(fig, size) * 1.25
    if left > page.width * 0.28 and pitch >= 2.2 * line:  # long names take two lines, panels the room
        names = [_two_lines(name) for name in names]
        left = EDGE + max(_measure(fig, name, fontsize=size) for name in names) + 16
    gap = 34.0
    columns = 3 if (page.width - left - EDGE - 2 * gap) / 3 >= PANEL_MIN else 1  # else the result alone
    panel = (page.width - left - EDGE - (columns - 1) * gap) / columns
    spare = page.content_height - top - ticks - (n * ROW_MOST + 20)  # bars no thicker than a row's worth
    mini_width = (page.width - MINI_LEFT - EDGE - (n - 1) * MINI_GAP) / n
    minis = spare >= MINI_MIN_HEIGHT and n <= MINI_MOST and mini_width >= MINI_MIN_WIDTH
    bottom = ticks + max(0.0, spare)
    ahead = [s.share_up for s in ran]
    broke = [s.risk_of_ruin for s in ran]
    panels: list[tuple[str, list[float], list[str], list[str], _PanelOptions]] = [
        (
            _t("Lab", "Average result"),
            [s.mean_net / 100 for s in ran],
            [money(s.mean_net) for s in ran],
            [LOSS if s.mean_net < 0 else GAIN for s in ran],
            {"formatter": dollars(), "marks": [s.expected_net / 100 for s in ran]},
        ),
        (
            _t("Lab", "Ended ahead"),
            ahead,
            [share(v) for v in ahead],
            [GAIN] * n,
            {"formatter": percent(), "fixed": (0.0, max(0.05, *ahead))},
        ),
        (
            _t("Lab", "Went broke"),
            broke,
            [share(v) for v in broke],
            [LOSS] * n,
            {"formatter": percent(), "fixed": (0.0, max(0.05, *broke))},
        ),
    ]
    panels = panels[:columns]
    title_size = _title_size(fig, [p[0] for p in panels], panel)
    for index, (title, values, texts, colours, options) in enumerate(panels):
        x = left + index * (panel + gap)
        ax = page.axes(x, top, page.width - x - panel, bottom)
        style_axes(ax, grid_axis="x")
        _bar_panel(ax, values, texts, colours, fig, panel, size=size, **options)
        if index == 0:
            ax.set_yticklabels(names)
        else:
            ax.set_yticklabels([])
            ax.tick_params(axis="y", length=0)
        ax.set_title(title, loc="left", fontsize=title_size, color=IVORY_TEXT, fontweight="bold", pad=8)
    if minis:
        _mini_fans(page, ran, page.content_height - bottom + ticks + 26, mini_width)
    return fig


def _mini_fans(page: Page, ran: Sequence[LabStats], down: float, width: float) -> None:
    """Each system's bankroll through a session, small and side by side on one scale, ``down``
    pixels below the content's top: where the room allows, the picture of what the bars mean
    (Martingale's typical session falling to nothing, Flat's narrow fan)."""
    fig = page.fig
    first = ran[0]
    handles: list[Any] = [
        Patch(facecolor=MONEY, alpha=0.16, edgecolor="none"),
        Patch(facecolor=MONEY, alpha=0.38, edgecolor="none"),
        Line2D([], [], color=MONEY, linewidth=2.6, path_effects=[HALO]),
        Line2D([], [], color=GOLD_DEEP, linewidth=1.4, linestyle="--"),
    ]
    labels = [
        _t("Lab", "Bankroll of 9 sessions in 10"),
        _t("Lab", "The middle half"),
        _t("Lab", "The typical session"),
        _t("Lab", "Starting bankroll {amount}").format(amount=money(first.bankroll_cents)),
    ]
    key_height = _key_row(fig, MINI_LEFT, TITLE_BAND + down, page.width - MINI_LEFT - EDGE, handles, labels)
    top = down + key_height + 12 + 26  # the key, then each small chart's title
    limits = [_fan_range(s, samples=False) for s in ran]  # one scale for all
    low, high = min(lo for lo, _ in limits), max(hi for _, hi in limits)
    title_size = _title_size(fig, [s.system for s in ran], width)
    for index, stats in enumerate(ran):
        x = MINI_LEFT + index * (width + MINI_GAP)
        ax = page.axes(x, top, page.width - x - width, X_LABELS)
        style_axes(ax, grid_axis="y")
        _draw_fan(ax, stats, samples=False)
        ax.set_ylim(low, high)
        ax.yaxis.set_major_formatter(dollars())
        ax.yaxis.set_major_locator(MaxNLocator(min(4, _y_ticks(ax, page)), steps=ROUND_STEPS))
        ax.xaxis.set_major_formatter(thousands())
        ax.xaxis.set_major_locator(MaxNLocator(3, integer=True, steps=ROUND_STEPS))
        ax.set_xlabel(_t("Lab", "Hands"))
        if index:
            ax.set_yticklabels([])
            ax.tick_params(axis="y", length=0)
        ax.set_title(
            stats.system, loc="left", fontsize=title_size, color=IVORY_TEXT, fontweight="bold", pad=8
        )


def _two_lines(name: str) -> str:
    """A long name on two lines (``two_lines``), as the side-by-side chart writes it."""
    return two_lines(name, shortest=14)


def two_lines(text: str, *, shortest: int = 0) -> str:
    """``text`` on two lines, broken nearest its middle, once it is ``shortest`` narrow letters wide:
    at a space ('Paroli (Reverse' / 'Martingale)'), or, in a text without spaces (Chinese), between two
    characters, before a bracket where one is near the middle ('帕罗利' / '（反马丁）'), never inside a
    word or a number written in Latin letters and digits."""
    total = narrow_width(text)
    if total < shortest:
        return text
    spaces = [i for i, c in enumerate(text) if c == " "]
    if spaces:
        cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
        return text[:cut] + "\n" + text[cut + 1 :]
    cuts = [
        i
        for i in range(1, len(text))
        if (narrow_width(text[i - 1]) == 2 or narrow_width(text[i]) == 2)
        and text[i] not in NO_LINE_START
        and text[i - 1] not in NO_LINE_END
    ]
    if not cuts:
        return text
    half = total / 2
    cut = min(
        cuts, key=lambda i: abs(narrow_width(text[:i]) - half) - (total / 4 if text[i] in NO_LINE_END else 0)
    )
    return text[:cut] + "\n" + text[cut:]


def _title_size(fig: Figure, titles: Sequence[str], width_px: float) -> float:
    """One type size for the panels' titles, the largest at which the longest fits its panel."""
    size = 11.5
    widest = lambda size: max(_measure(fig, t, fontsize=size, fontweight="bold") for t in titles)  # noqa: E731
    while size > 7.5 and widest(size) > width_px - 4:
        size -= 0.5
    return size
