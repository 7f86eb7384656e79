"""The backtest chart: a road rule's running result, unit by unit bet, against the band the exact
house edge predicts for the same bets (the edge's line, and where 95 runs in 100 would be).

The numbers come from ``analytics.backtest`` (``BacktestResult``: the path thinned to a few hundred
points, the edges and the variance of one unit's net for the rule's mix of bets).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.patheffects import withStroke
from matplotlib.ticker import MaxNLocator

from ...engine.i18n import _t
from ..backtest import SOURCE_LABELS, Z95, BacktestResult
from .formats import thousands
from .layout import ROUND_STEPS, X_LABELS, Page, fit_y_labels, key_row, no_data, titles_that_fit, y_ticks
from .look import (
    CARD,
    EDGE,
    GOLD_DEEP,
    IVORY_TEXT,
    MONEY,
    TITLE_BAND,
    laid_out_at_design_dpi,
    new_figure,
    style_axes,
)

__all__ = ["backtest_figure", "edge_band"]

HALO = withStroke(linewidth=4.2, foreground=CARD)
SPLIT_FROM = 240  # pixels of plot height from which the difference from the edge gets a plot of its own


def edge_band(result: BacktestResult, staked: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """What the edge predicts after ``staked`` units bet (the rule's mix of Banker and Player), and
    the 95% band luck alone spreads around it: the edge times the units, plus or minus 1.96 standard
    deviations of that many units' net."""
    bets = result.tally.bets or 1
    per_unit = float(result.expected) / bets
    centre = per_unit * staked
    spread = Z95 * np.sqrt(result.variance * staked)
    return centre, centre - spread, centre + spread


def _axis_words(axes: Axes, x: np.ndarray) -> None:
    axes.set_xlim(0, max(float(x[-1]), 1.0))
    axes.yaxis.set_major_formatter(thousands())
    axes.xaxis.set_major_formatter(thousands())
    axes.xaxis.set_major_locator(MaxNLocator(6, integer=True, steps=ROUND_STEPS))


def _subtitle(result: BacktestResult) -> str:
    return _t("Backtest", "{rule}  ·  {source}  ·  {shoes:,} shoes").format(
        rule=result.rule.label, source=_t("Backtest", SOURCE_LABELS[result.source]), shoes=result.shoes
    )


@laid_out_at_design_dpi
def backtest_figure(
    result: BacktestResult | None, fig: Figure | None = None, *, titled: bool = True
) -> Figure:
    """The rule's running result (units) over the units it bet, with the edge's line and band."""
    fig = new_figure(fig)
    subtitles = [] if result is None else [_subtitle(result), result.rule.label]
    band = titles_that_fit(fig, _t("Backtest", "The rule against the house edge"), subtitles, titled=titled)
    if result is None or not result.tally.bets:
        no_data(fig, _t("Backtest", "No bet yet: choose a rule and a source, then run it."))
        return fig
    page = Page(fig)
    left = 98
    handles: list[Any] = [
        Line2D([], [], color=MONEY, linewidth=2.2, path_effects=[HALO]),
        Line2D([], [], color=GOLD_DEEP, linewidth=1.4, linestyle="--"),
        Patch(facecolor=GOLD_DEEP, alpha=0.18, edgecolor="none"),
    ]
    labels = [
        _t("Backtest", "The rule's running result"),
        _t("Backtest", "What the house edge predicts"),
        _t("Backtest", "Where luck alone puts 95 runs in 100"),
    ]
    key_height = key_row(fig, left, band, page.width - left - EDGE, handles, labels)
    top = band - TITLE_BAND + key_height + 14
    gap = 30.0  # between the two plots: the lower one's title
    room = page.content_height - top - X_LABELS - gap
    if room < SPLIT_FROM:  # a short canvas: the result alone, its band in the same plot
        ax = page.axes(left, top, EDGE + 16, X_LABELS)
        below = None
    else:
        lower = room * 0.36
        ax = page.axes(left, top, EDGE + 16, X_LABELS + gap + lower)
        below = page.axes(left, top + room - lower + gap, EDGE + 16, X_LABELS)
    x = result.path_staked.astype(np.float64)
    fine = np.linspace(0.0, float(x[-1]), 200)
    centre, low, high = edge_band(result, fine)
    # Above: the result itself against the edge's line and band.
    style_axes(ax, grid_axis="both")
    ax.fill_between(fine, low, high, color=GOLD_DEEP, alpha=0.18, linewidth=0, zorder=1)
    ax.plot(fine, centre, color=GOLD_DEEP, linewidth=1.4, linestyle="--", zorder=2)
    ax.axhline(0, color=GOLD_DEEP, linewidth=0.6, alpha=0.5, zorder=1)
    ax.plot(x, result.path_net, color=MONEY, linewidth=2.2, zorder=3, path_effects=[HALO])
    top_y = max(float(high.max()), float(result.path_net.max()), 0.0)
    bottom_y = min(float(low.min()), float(result.path_net.min()), 0.0)
    pad = (top_y - bottom_y) * 0.06 or 1.0
    ax.set_ylim(bottom_y - pad, top_y + pad)
    ax.set_ylabel(_t("Backtest", "Result (units)"))
    _axis_words(ax, x)
    ax.yaxis.set_major_locator(MaxNLocator(y_ticks(ax, page), steps=ROUND_STEPS))
    fit_y_labels(ax, fig, left)
    if below is None:
        ax.set_xlabel(_t("Backtest", "Units bet"))
        return fig
    ax.tick_params(labelbottom=False)
    # Below: the same, less what the edge predicts, so the band luck allows is seen at any scale.
    style_axes(below, grid_axis="both")
    spread = high - centre
    below.fill_between(fine, -spread, spread, color=GOLD_DEEP, alpha=0.18, linewidth=0, zorder=1)
    below.axhline(0, color=GOLD_DEEP, linewidth=1.4, linestyle="--", zorder=2)
    excess = result.path_net - edge_band(result, x)[0]
    below.plot(x, excess, color=MONEY, linewidth=1.8, zorder=3, path_effects=[HALO])
    reach = max(float(np.abs(excess).max()), float(spread.max()), 1.0) * 1.1
    below.set_ylim(-reach, reach)
    below.set_title(
        _t("Backtest", "The rule's result less what the edge predicts"),
        loc="left",
        fontsize=9.5,
        pad=5,
        color=IVORY_TEXT,
    )
    _axis_words(below, x)
    below.yaxis.set_major_locator(MaxNLocator(4, steps=ROUND_STEPS))
    below.set_xlabel(_t("Backtest", "Units bet"))
    fit_y_labels(below, fig, left)
    return fig
