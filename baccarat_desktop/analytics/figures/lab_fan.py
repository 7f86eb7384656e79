"""The lab's fan chart: a system's bankroll hand by hand through a session, as bands of where
9 sessions in 10 and the middle half were, the typical session, and a few single sessions."""

from __future__ import annotations

from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.patheffects import withStroke
from matplotlib.ticker import MaxNLocator

from ...engine.i18n import _t, _tn
from ..lab import LabStats, money
from .formats import dollars, thousands
from .layout import ROUND_STEPS, X_LABELS, Page, fit_y_labels, key_row, no_data, titles_that_fit, y_ticks
from .look import (
    CARD,
    EDGE,
    GOLD_DEEP,
    INK,
    MONEY,
    TITLE_BAND,
    laid_out_at_design_dpi,
    new_figure,
    style_axes,
)
from .notes import lab_subtitles

__all__ = ["fan_figure"]

HALO = withStroke(linewidth=4.6, foreground=CARD)  # the median line stands out of the bands


def fan_range(stats: LabStats, *, samples: bool) -> tuple[float, float]:
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


def draw_fan(ax: Axes, stats: LabStats, *, samples: bool) -> None:
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
    ax.set_ylim(*fan_range(stats, samples=samples))


@laid_out_at_design_dpi
def fan_figure(stats: LabStats, fig: Figure | None = None, *, titled: bool = True) -> Figure:
    """The bankroll hand by hand: where 9 sessions in 10 and the middle half were, the median
    session, a few single sessions, and the starting bankroll."""
    fig = new_figure(fig)
    band = titles_that_fit(
        fig, _t("Lab", "Your bankroll during a session"), lab_subtitles(stats), titled=titled
    )
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
        _tn("Lab", "{n} session(s) picked at random", picked).format(n=picked),
        _t("Lab", "Starting bankroll {amount}").format(amount=money(stats.bankroll_cents)),
    ]
    key_height = key_row(fig, left, band, page.width - left - EDGE, handles, labels)
    ax = page.axes(left, band - TITLE_BAND + key_height + 14, EDGE + 16, X_LABELS)
    style_axes(ax, grid_axis="both")
    draw_fan(ax, stats, samples=True)
    ax.yaxis.set_major_formatter(dollars())
    ax.yaxis.set_major_locator(MaxNLocator(y_ticks(ax, page), steps=ROUND_STEPS))
    ax.xaxis.set_major_formatter(thousands())
    ax.xaxis.set_major_locator(MaxNLocator(8, integer=True, steps=ROUND_STEPS))
    ax.set_xlabel(_t("Lab", "Hands into the session"))
    ax.set_ylabel(_t("Lab", "Bankroll"))
    fit_y_labels(ax, fig, left)
    return fig
