"""The luck chart: the replays' results in a small histogram, the real result marked on it.

The numbers come from ``analytics.luck`` (``luck_of``); this draws them for the pane's small canvas.
"""

from __future__ import annotations

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from ...engine.i18n import _t
from ..luck import LuckReport
from .formats import dollars
from .layout import pixels
from .look import DPI, FELT, GOLD, GOLD_DEEP, LOSS, MONEY, laid_out_at_design_dpi, style_axes
from .text import text_width

__all__ = ["luck_figure"]


def _whole_ticks(ax: Axes, fig: Figure, x0: float, x1: float) -> list[float]:
    """The x ticks whose labels print whole inside the figure: a tick near the axis' end would
    have its label ("-$1,600") cut at the figure's edge, so it goes (its neighbours say enough)."""
    low, high = ax.get_xlim()
    ticks = [float(t) for t in ax.xaxis.get_major_locator().tick_values(low, high) if low <= t <= high]
    labels = ax.xaxis.get_major_formatter().format_ticks(ticks)
    width = pixels(fig)[0]
    size = float(ax.xaxis.get_ticklabels()[0].get_fontsize()) if ticks else 7.5
    kept = []
    for tick, label in zip(ticks, labels, strict=True):
        half = text_width(fig, label, size) / 2 + 1
        at = x0 + (tick - low) / (high - low) * (x1 - x0)
        if at - half >= 0 and at + half <= width:
            kept.append(tick)
    return kept


@laid_out_at_design_dpi
def luck_figure(
    report: LuckReport, fig: Figure | None = None, size: tuple[float, float] = (280, 120)
) -> Figure:
    """A small histogram of the replays' results with the real one marked: gold for what the rules
    expect, the line for what happened (green above the expectation, red below). ``size`` in pixels.

    Axes are placed in pixels (no layout engine), like the dashboard's charts, so the few labels
    keep their size in a small canvas.
    """
    if fig is None:
        fig = Figure(figsize=(size[0] / DPI, size[1] / DPI), dpi=DPI)
    else:
        fig.clear()
        fig.set_layout_engine("none")
    fig.set_facecolor(FELT)
    width, height = (float(v) for v in fig.get_size_inches() * fig.dpi)
    left, right, top, bottom = 8.0, 8.0, 16.0, 22.0
    ax = fig.add_axes(
        (
            left / width,
            bottom / height,
            max(width - left - right, 10) / width,
            max(height - top - bottom, 10) / height,
        )
    )
    style_axes(ax, grid_axis="")
    ax.tick_params(labelsize=7.5, length=3, pad=2)
    ax.set_yticks([])
    nets = report.luck.nets / 100
    actual = report.luck.actual_net / 100
    expected = float(report.luck.expected_net) / 100
    low = min(float(nets.min()) if nets.size else actual, actual)
    high = max(float(nets.max()) if nets.size else actual, actual)
    if high - low < 1:
        low, high = low - 1, high + 1
    pad = (high - low) * 0.04
    counts, edges = np.histogram(
        nets, bins=min(40, max(8, int(np.sqrt(max(nets.size, 1))))), range=(low, high)
    )
    ax.bar(edges[:-1], counts, width=np.diff(edges), align="edge", color=MONEY, alpha=0.55, linewidth=0)
    ax.set_xlim(low - pad, high + pad)
    ax.set_ylim(0, max(1, int(counts.max())) * 1.08)
    ax.axvline(expected, color=GOLD_DEEP, linewidth=1.2, linestyle="--")
    you = MONEY if actual >= expected else LOSS
    ax.axvline(actual, color=you, linewidth=2.2)
    ax.xaxis.set_major_formatter(dollars())
    ax.xaxis.set_major_locator(MaxNLocator(nbins=4))
    ax.set_xticks(_whole_ticks(ax, fig, left, width - right))
    # "you" (in the interface's language) sits above the real result's line, kept inside the figure
    # at either end.
    x = (left + (actual - (low - pad)) / ((high + pad) - (low - pad)) * (width - left - right)) / width
    ha = "right" if x > 0.8 else "left" if x < 0.2 else "center"
    fig.text(
        x, 1 - 3 / height, _t("Luck", "you"), ha=ha, va="top", fontsize=7.5, fontweight="bold", color=GOLD
    )
    return fig
