"""The lab's histogram: how a system's sessions ended, losses red and wins green, with zero, the
average and what the house edge predicts marked."""

from __future__ import annotations

from typing import Any

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator

from ...engine.i18n import _t
from ..lab import LabStats, money
from .formats import dollars, thousands
from .layout import ROUND_STEPS, X_LABELS, Page, fit_y_labels, key_row, no_data, titles_that_fit, y_ticks
from .look import EDGE, GAIN, GOLD_DEEP, INK, LOSS, TITLE_BAND, laid_out_at_design_dpi, new_figure, style_axes
from .notes import lab_subtitles
from .text import text_width

__all__ = ["results_figure"]


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
    band = titles_that_fit(fig, _t("Lab", "How the sessions ended"), lab_subtitles(stats), titled=titled)
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
    key_height = key_row(fig, left, band, page.width - left - EDGE, handles, labels)
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
    ax.yaxis.set_major_locator(MaxNLocator(min(5, y_ticks(ax, page)), integer=True, steps=ROUND_STEPS))
    long_label = _t("Lab", "Result of a session (the bankroll at the end less the start)")
    fits = text_width(fig, long_label, 10) < plot_width
    ax.set_xlabel(long_label if fits else _t("Lab", "Result of a session"))
    ax.set_ylabel(_t("Lab", "Sessions"))
    fit_y_labels(ax, fig, left)
    return fig
