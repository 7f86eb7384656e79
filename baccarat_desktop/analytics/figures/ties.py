"""The tie chart: the tie rate over a rolling window and over all hands so far, with the bands
luck alone keeps it in."""

from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure

from ...engine.i18n import _t
from ..outcome_charts import TieStats
from ..stats import downsample_minmax, normal_band
from .formats import percent, thousands
from .layout import AXES_TITLE, X_LABELS, Page, box, buckets_for, fit_axes_title
from .look import EDGE, GOLD, GOLD_DEEP, INK, TIE, style_axes
from .notes import ENVELOPE_FROM, ties_note

__all__ = ["ties_figure"]


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

    buckets = buckets_for(top, page)
    envelope = len(stats.rolling) > ENVELOPE_FROM
    fit_axes_title(
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
    box(top, top_text)

    fit_axes_title(
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
    box(bottom, "\n".join(box_lines))
    top.tick_params(labelbottom=False)
    return fig
