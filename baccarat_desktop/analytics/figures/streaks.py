"""The streaks chart: how many wins in a row of each length each side had, against what the
exact odds expect, and the longest streaks with where they happened."""

from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator, NullFormatter

from ...engine.bets import BetSpot
from ...engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..outcome_charts import StreakRecord, StreakStats
from .formats import thousands
from .layout import (
    STACK_BELOW,
    X_LABELS,
    Page,
    figure_strip,
    fit_xlabel,
    fit_ylabel,
    legend_in,
    minor_tick_marks,
    points_to_pixels,
)
from .look import BANKER, EDGE, GOLD, INK, IVORY_DIM, IVORY_TEXT, MONO, PLAYER, style_axes
from .notes import streaks_note
from .text import narrow_width

__all__ = ["no_streak", "streaks_figure", "streaks_of"]

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


def streaks_of(stats: StreakStats, side: str) -> list[StreakRecord]:
    """The side's longest streaks worth the name: a single win is not a streak, so a run of one
    hand is never listed as a "longest streak" (a player would not call it one)."""
    return [record for record in stats.longest[side] if record.length > 1]


def no_streak(stats: StreakStats, side: str, *, short: bool = False) -> str:
    """What stands where a side has no streak: it won single hands only, or nothing yet."""
    if not stats.longest[side]:
        return _t("Charts", "none yet")
    if short:
        return _t("Charts", "no streak yet")
    return _t("Charts", "No run longer than one hand yet")


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
            records = streaks_of(stats, side)
            longest = _in_a_row(records[0].length) if records else no_streak(stats, side, short=True)
            figures.append((_t("Charts", _LONGEST[side]), longest))
        figures += [(_t("Charts", _STREAKS[side]), f"{stats.total(side):,}") for side in ("banker", "player")]
        top = figure_strip(page, figures, left=92) + 8
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
    minor_tick_marks(ax)
    ax.set_xticks(lengths)
    ax.set_xlim(0.4, stats.max_length + 0.6)
    if stats.max_length > 24:
        ax.xaxis.set_major_locator(MaxNLocator(16, integer=True))
    fit_xlabel(
        ax,
        page,
        _t("Charts", "Streak length (wins in a row by one side; ties do not break a streak)"),
        _t("Charts", "Streak length (wins in a row; ties don't break one)"),
        _t("Charts", "Streak length"),
    )
    fit_ylabel(
        ax,
        page,
        _t("Charts", "Number of streaks (log scale)"),
        _t("Charts", "Streaks (log scale)"),
        _t("Charts", "Streaks"),
    )
    legend_in(
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
        for record in streaks_of(stats, side)[:records]:
            line(_in_a_row(record.length), colour, 11, after=1.3)
            where = _t("Charts", "session {session} · shoe {shoe} · hand {hand}")
            line(
                where.format(session=record.session_id, shoe=record.shoe_no, hand=record.hand_no),
                IVORY_DIM,
                9,
            )
        if not streaks_of(stats, side):
            line(no_streak(stats, side), IVORY_DIM, 9.5)
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
    shoes = _tn("Charts", "over {n:,} shoe(s)", stats.shoes).format(n=stats.shoes)
    line(shoes, IVORY_DIM, 9.5)
