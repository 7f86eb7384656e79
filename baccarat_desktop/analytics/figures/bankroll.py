"""The bankroll chart: the bankroll (or the running net) hand by hand, shoes shaded, sessions
marked, the peak starred and the largest fall (maximum drawdown) drawn and labelled where it
covers nothing."""

from __future__ import annotations

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from ...engine.i18n import _t
from ..money_charts import BankrollStats
from ..stats import downsample_minmax
from .formats import dollars, money_text, thousands
from .layout import X_LABELS, Y_LABELS, Page, buckets_for, figure_strip, fit_y_labels, fit_ylabel, ticks_for
from .look import EDGE, GAIN, GOLD, GOLD_DEEP, INK, IVORY, IVORY_DIM, LOSS, MONEY, style_axes
from .notes import MAX_SESSIONS_MARKED, MAX_SHOES_MARKED, bankroll_note
from .text import text_renderer, text_width

__all__ = ["bankroll_figure"]


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
    strip = figure_strip(
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
    x, y = downsample_minmax(stats.values, buckets_for(ax, page))
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
    ax.xaxis.set_major_locator(MaxNLocator(ticks_for(plot_px, 6, page), integer=True))
    ax.set_xlabel(_t("Charts", "Hands played"))
    fit_ylabel(
        ax, page, stats.label, _t("Charts", "Bankroll") if stats.single_session else _t("Charts", "Net")
    )
    fit_y_labels(ax, fig, Y_LABELS)
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
    """A polyline's points every ``step`` pixels or so, so a box between two far points still meets it.

    Each segment from a to b gives ``a + (b - a) * t`` for t = 1/n, 2/n, ... 1 (n its length in steps,
    at least 1), the values ``np.linspace(0, 1, n + 1)[1:]`` gives, for every segment at once."""
    if len(points) < 2:
        return points
    a, b = points[:-1], points[1:]
    delta = b - a
    counts = np.maximum(1, (np.hypot(delta[:, 0], delta[:, 1]) / step).astype(np.int64))
    segment = np.repeat(np.arange(len(counts)), counts)
    firsts = np.cumsum(counts) - counts
    i = np.arange(len(segment)) - np.repeat(firsts, counts) + 1  # 1 .. n within each segment
    t = i * (1.0 / counts)[segment]  # as linspace steps: i * (1 / n), and exactly 1 at the end
    t[i == counts[segment]] = 1.0
    return np.concatenate([points[:1], a[segment] + delta[segment] * t[:, None]])
