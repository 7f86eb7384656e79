"""The outcome mix: how often each result came up against its exact share, and the difference
with the range luck alone gives."""

from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from ...engine.i18n import _t
from ..outcome_charts import OutcomeStats
from .formats import PointsFormatter, percent
from .layout import AXES_TITLE, STACK_BELOW, X_LABELS, Page, fit_axes_title, fit_xlabel, ticks_for
from .look import EDGE, GOLD, GOLD_DEEP, INK, IVORY, IVORY_TEXT, OUTCOME_COLOURS, OUTCOME_HATCH, style_axes
from .notes import outcomes_note
from .text import text_width

__all__ = ["outcomes_figure"]


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

    fit_axes_title(
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
    left.xaxis.set_major_locator(MaxNLocator(ticks_for(width_px, 5, page), steps=[1, 2, 2.5, 5, 10]))
    left.xaxis.set_major_formatter(percent())
    left.set_xlabel(_t("Charts", "Share of hands"))

    fit_axes_title(
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
    right.xaxis.set_major_locator(MaxNLocator(ticks_for(right_px, 5, page), symmetric=True))
    fit_xlabel(
        right,
        page,
        _t("Charts", "Percentage points from the exact odds"),
        _t("Charts", "Points from exact"),
        _t("Charts", "Points"),
    )
    return fig
