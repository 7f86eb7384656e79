"""The lab's side-by-side chart: several systems on the same shoes, the average result against
what the house edge predicts, the share of sessions ahead and broke, and (room allowing) each
system's bankroll small under the bars."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NotRequired, TypedDict

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import Formatter, MaxNLocator

from ...engine.i18n import _t
from ..lab import LabStats, money, sessions_text, share
from .formats import dollars, percent, thousands
from .lab_fan import HALO, draw_fan, fan_range
from .layout import (
    ROUND_STEPS,
    X_LABELS,
    Page,
    key_row,
    no_data,
    pixels,
    points_to_pixels,
    titles_that_fit,
    y_ticks,
)
from .look import (
    EDGE,
    GAIN,
    GOLD,
    GOLD_DEEP,
    INK,
    IVORY_TEXT,
    LOSS,
    MONEY,
    TICK_PT,
    TITLE_BAND,
    laid_out_at_design_dpi,
    new_figure,
    style_axes,
)
from .text import text_width, two_lines

__all__ = ["comparison_figure"]

ROW_MOST = 64  # pixels a system's bars take at most in the side-by-side chart
PANEL_MIN = 100  # pixels a panel of bars needs; narrower, the average result is drawn alone
MINI_MOST = 5  # systems whose bankroll is drawn small under the bars, when there is room
MINI_MIN_HEIGHT = 300  # pixels the small charts need under the bars: key, titles, a plot, labels
MINI_MIN_WIDTH = 170  # ... and each one's width
MINI_LEFT = EDGE + 70  # the first small chart's dollar labels
MINI_GAP = 44  # between small charts: the last hand's label of one and the first of the next


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
    widest = max((text_width(fig, t, size, weight="bold") for t in texts), default=0.0)
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
                bet=first.spot, sessions=sessions_text(first.sessions_asked)
            ),
            first.spot,
        ]
        if first
        else []
    )
    band = titles_that_fit(fig, _t("Lab", "The systems side by side"), subtitle, titled=titled)
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
    key_left = EDGE + max(text_width(fig, name, TICK_PT) for name in names) + 16
    key_height = key_row(fig, key_left, band, page.width - key_left - EDGE, handles, labels)
    top = band - TITLE_BAND + key_height + 14 + 30  # the key, then each panel's title
    ticks = X_LABELS - 14  # the bars' tick labels
    # The names and the figures at the bars in a type that fits a row's height (many systems, a
    # short pane), then the panels in the width the names leave.
    pitch = (page.content_height - top - ticks) / max(n, 1)
    size = float(np.clip(pitch * 0.55 * 72 / fig.dpi, 6.5, TICK_PT))
    left = EDGE + max(text_width(fig, name, size) for name in names) + 16
    line = points_to_pixels(fig, size) * 1.25
    if left > page.width * 0.28 and pitch >= 2.2 * line:  # long names take two lines, panels the room
        names = [_two_lines(name) for name in names]
        left = EDGE + max(text_width(fig, name, size) for name in names) + 16
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
    key_height = key_row(fig, MINI_LEFT, TITLE_BAND + down, page.width - MINI_LEFT - EDGE, handles, labels)
    top = down + key_height + 12 + 26  # the key, then each small chart's title
    limits = [fan_range(s, samples=False) for s in ran]  # one scale for all
    low, high = min(lo for lo, _ in limits), max(hi for _, hi in limits)
    title_size = _title_size(fig, [s.system for s in ran], width)
    for index, stats in enumerate(ran):
        x = MINI_LEFT + index * (width + MINI_GAP)
        ax = page.axes(x, top, page.width - x - width, X_LABELS)
        style_axes(ax, grid_axis="y")
        draw_fan(ax, stats, samples=False)
        ax.set_ylim(low, high)
        ax.yaxis.set_major_formatter(dollars())
        ax.yaxis.set_major_locator(MaxNLocator(min(4, y_ticks(ax, page)), steps=ROUND_STEPS))
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


def _title_size(fig: Figure, titles: Sequence[str], width_px: float) -> float:
    """One type size for the panels' titles, the largest at which the longest fits its panel."""
    size = 11.5
    widest = lambda size: max(text_width(fig, t, size, weight="bold") for t in titles)  # noqa: E731
    while size > 7.5 and widest(size) > width_px - 4:
        size -= 0.5
    return size
