"""The charts' layout toolkit: every chart places its parts in pixels for its figure's size.

A ``Page`` is the figure in pixels: the title band on top, a note at the bottom, the content
between. The rest places what every chart has: titles that fit, margins wide enough for the tick
labels (``fit_y_labels``), how many ticks an axis has room for, a row of key figures, and keys
(legends) measured so they never run off the figure or over the data. No layout engine runs at
draw time: Matplotlib's constrained layout measured every label at every draw and cost more than
the drawing itself, so a canvas that changes size asks for its chart again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.text import Text
from matplotlib.ticker import NullLocator

from ...engine.i18n import _t
from .look import (
    CARD,
    EDGE,
    GOLD_DEEP,
    INK,
    IVORY_DIM,
    IVORY_TEXT,
    MONO,
    NOTE_FONT,
    SERIF,
    SUBTITLE_FONT,
    TICK_PT,
    TITLE_BAND,
    TITLE_FONT,
    axes_title,
    style_axes,
)
from .text import AVERAGE_CHAR_EM, fit_text, text_renderer, text_width, wrap_text

__all__ = ["Page", "fit_y_labels", "minor_tick_marks", "no_data", "pixels", "points_to_pixels", "titles"]

# Pixel margins around plotting areas, for tick labels and axis labels.
Y_LABELS = 98  # left: dollar tick labels and the axis label
X_LABELS = 46  # below: tick labels and the axis label
AXES_TITLE = 30  # above an axes that has a title
STACK_BELOW = 760  # pixels: a narrower canvas stacks side-by-side panels
PIXEL_BUCKETS = 1600  # most min/max pairs per line (one pair per pixel column of the plot is enough)
ROUND_STEPS = [1, 2, 2.5, 5, 10]  # tick steps a person counts in: $250, $500, $1,000, not $800
KEY_PT = 9.5  # a key's row above a chart
KEY_PT_SMALL = 8.0  # ... in a narrow pane, rather than a third row


def pixels(fig: Figure) -> tuple[float, float]:
    width, height = fig.get_size_inches()
    return width * fig.dpi, height * fig.dpi


def points_to_pixels(fig: Figure, points: float) -> float:
    return points * fig.dpi / 72


def titles(fig: Figure, title: str, subtitle: str) -> None:
    """Gold title on the left; what is shown (filter, hand count) quietly on the right of that line,
    shortened from the left (the hand count is kept) when the line is too narrow for both."""
    width, height = pixels(fig)
    y = 1 - 12 / height
    fig.text(EDGE / width, y, title, ha="left", va="top", **TITLE_FONT)
    room = width - 2 * EDGE - text_width(fig, title, float(TITLE_FONT["fontsize"]), weight="bold",
                                          family=SERIF) - 16  # fmt: skip
    size = float(SUBTITLE_FONT["fontsize"])
    if text_width(fig, subtitle, size) > room:
        what, _, count = subtitle.rpartition("  ·  ")
        options = (f"…  ·  {count}", count) if what else (subtitle,)
        while what and text_width(fig, f"{what}…  ·  {count}", size) > room and len(what) > 4:
            what = what[:-2]
        subtitle = f"{what}…  ·  {count}" if what and len(what) > 4 else fit_text(fig, room, size, options)
    fig.text(1 - EDGE / width, y - 5 / height, subtitle, ha="right", va="top", **SUBTITLE_FONT)


class Page:
    """Pixel layout of one figure: the title band on top, a note at the bottom, content between.

    ``box`` turns distances in pixels from the content area's edges into a figure rectangle, so
    margins for tick labels stay the same size whatever the size of the figure.
    """

    def __init__(self, fig: Figure, note: str = "", *, note_left: float = EDGE) -> None:
        self.fig = fig
        self.width, self.height = pixels(fig)
        self.note_left = note_left
        self.note_lines: list[str] = []
        self.note_height = 0.0
        if note:
            size = points_to_pixels(fig, float(NOTE_FONT["fontsize"]))
            columns = max(40, int((self.width - note_left - EDGE) / (size * AVERAGE_CHAR_EM)))
            self.note_lines = wrap_text(note, columns)
            self.note_height = len(self.note_lines) * size * 1.45 + 18
            fig.text(
                note_left / self.width,
                (self.note_height - 8) / self.height,
                "\n".join(self.note_lines),
                ha="left",
                va="top",
                linespacing=1.45,
                **NOTE_FONT,
            )

    @property
    def content_height(self) -> float:
        return self.height - TITLE_BAND - self.note_height

    def rect(self, left: float, top: float, right: float, bottom: float) -> tuple[float, float, float, float]:
        """Figure-fraction rectangle inset by these pixels from the content area's edges."""
        x0 = left
        y0 = self.note_height + bottom
        w = max(self.width - left - right, 10.0)
        h = max(self.height - TITLE_BAND - self.note_height - top - bottom, 10.0)
        return (x0 / self.width, y0 / self.height, w / self.width, h / self.height)

    def axes(self, left: float, top: float, right: float, bottom: float) -> Axes:
        return self.fig.add_axes(self.rect(left, top, right, bottom))

    def text(self, x: float, down: float, text: str, **style: Any) -> None:
        """Text ``x`` pixels from the left and ``down`` pixels below the content's top."""
        y = self.height - TITLE_BAND - down
        self.fig.text(x / self.width, y / self.height, text, **{"ha": "left", "va": "top", **style})


def no_data(fig: Figure, message: str | None = None) -> None:
    """The chart's place says why it is empty (by default: the filter chose no hand)."""
    message = message or _t("Charts", "No hands match this filter yet.")
    ax = Page(fig).axes(EDGE, 10, EDGE, EDGE)
    style_axes(ax, grid_axis="")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.text(
        0.5, 0.5, message, ha="center", va="center", fontsize=14, color=INK, transform=ax.transAxes, wrap=True
    )


def buckets_for(ax: Axes, page: Page) -> int:
    """One min/max pair per pixel column of the plot: more points only cost drawing time."""
    return max(100, min(PIXEL_BUCKETS, int(ax.get_position().width * page.width)))


def fit_y_labels(ax: Axes, fig: Figure, left: float) -> None:
    """Move the plot's left edge so the longest y tick label and the axis label fit beside it, when
    they need more than the ``left`` pixels the plot was placed at (its ticks and their formatter
    set first)."""
    low, high = ax.get_ylim()
    ticks = [t for t in ax.yaxis.get_major_locator().tick_values(low, high) if low <= t <= high]
    formatter = ax.yaxis.get_major_formatter()
    formatter.set_locs(ticks)
    longest = max((len(formatter(t).replace("\\$", "$")) for t in ticks), default=4)
    needed = longest * points_to_pixels(fig, TICK_PT) * 0.62 + 34
    if needed > left:
        x0, y0, width, height = ax.get_position().bounds
        shift = (needed - left) / pixels(fig)[0]
        ax.set_position((x0 + shift, y0, width - shift, height))


def box(
    ax: Axes, text: str, *, x: float = 0.985, y: float = 0.97, ha: str = "right", va: str = "top"
) -> None:
    """A small ivory card with key figures, drawn over the plot."""
    ax.text(
        x,
        y,
        text,
        transform=ax.transAxes,
        ha=ha,
        va=va,
        fontsize=9.5,
        color=INK,
        family=MONO,
        multialignment="left",
        bbox={"boxstyle": "round,pad=0.5", "facecolor": CARD, "edgecolor": GOLD_DEEP, "linewidth": 0.8},
        zorder=10,
    )


def figure_strip(page: Page, figures: list[tuple[str, str]], *, left: float) -> float:
    """Key figures in a row above the plot ("Start $1,000.00   Now ..."), wrapped onto as many rows
    as the width needs; never over the data, as a card inside the plot would be. Returns its height."""
    size = 10.0
    gap = 22.0
    row_h = points_to_pixels(page.fig, size) * 1.7
    x, down = left, 2.0
    for name, value in figures:
        width = text_width(page.fig, f"{name} ", size) + text_width(page.fig, value, size, weight="bold")
        if x > left and x + width > page.width - EDGE:
            x, down = left, down + row_h
        page.text(x, down, name, color=IVORY_DIM, fontsize=size)
        page.text(x + text_width(page.fig, f"{name} ", size), down, value, color=IVORY_TEXT, fontsize=size,
                  fontweight="bold")  # fmt: skip
        x += width + gap
    return down + row_h


def legend_above(page: Page, handles: list[Patch | Line2D], *, left: float) -> float:
    """The key in a row above the plot (in a column when the row is too wide), so it never covers
    a bar or a whisker. Returns the pixels it takes below the title band."""
    size = 9.0
    labels = [str(h.get_label()) for h in handles]
    entry = [text_width(page.fig, label, size) + 40 for label in labels]
    room = page.width - left - EDGE
    columns = next((n for n in range(len(handles), 0, -1) if max(entry) * n <= room), 1)
    if sum(entry) <= room:
        columns = len(handles)
    rows = -(-len(handles) // columns)
    height = rows * points_to_pixels(page.fig, size) * 1.55 + 8
    legend = page.fig.legend(
        handles=handles,
        loc="upper left",
        bbox_to_anchor=(left / page.width - 0.005, 1 - (TITLE_BAND - 4) / page.height),
        ncol=columns,
        frameon=False,
        fontsize=size,
        labelcolor=IVORY_TEXT,
        borderpad=0.1,
        borderaxespad=0.0,
        columnspacing=1.6,
        handlelength=1.6,
    )
    for text in legend.get_texts():
        text.set_color(IVORY_TEXT)
    return height


# Where a legend sits in its axes (Matplotlib's names).
LegendLoc = Literal[
    "best",
    "upper right",
    "upper left",
    "lower left",
    "lower right",
    "right",
    "center left",
    "center right",
    "lower center",
    "upper center",
    "center",
]


def legend_in(ax: Axes, handles: list[Patch | Line2D], loc: LegendLoc, *, small: bool = False) -> None:
    legend = ax.legend(
        handles=handles,
        loc=loc,
        frameon=True,
        facecolor=CARD,
        edgecolor=GOLD_DEEP,
        fontsize=8 if small else 9.5,
        borderpad=0.3 if small else 0.4,
        handlelength=1.2 if small else 2.0,
    )
    legend.get_frame().set_linewidth(0.8)


def char_px(page: Page, size: float) -> float:
    """A generous average width of a figure (a tick label's digits and signs) of DejaVu Sans at
    ``size`` points, in pixels; words are measured (``text_width``), not counted."""
    return points_to_pixels(page.fig, size) * 0.62


def ticks_for(axis_px: float, label_chars: int, page: Page) -> int:
    """How many ticks fit along ``axis_px`` pixels when each (numeric) label is about ``label_chars``
    characters long."""
    return max(2, min(10, int(axis_px / (label_chars * char_px(page, TICK_PT) + 22))))


def fit_axes_title(ax: Axes, page: Page, *options: str) -> None:
    """An axes title that keeps to its axes' width: the longest wording that fits."""
    axes_title(ax, fit_text(page.fig, ax.get_position().width * page.width, 11.5, options, weight="bold"))


def fit_xlabel(ax: Axes, page: Page, *options: str) -> None:
    """An x axis label that keeps to its axes' width: the longest wording that fits."""
    ax.set_xlabel(fit_text(page.fig, ax.get_position().width * page.width + 40, 10, options))


def fit_ylabel(ax: Axes, page: Page, *options: str) -> None:
    """A y axis label that keeps to its axes' height: the longest wording that fits."""
    ax.set_ylabel(fit_text(page.fig, ax.get_position().height * page.height + 20, 10, options))


def _points(text: Text) -> float:
    """A text's size in points (``get_fontsize`` is typed to allow a size name)."""
    return float(text.get_fontproperties().get_size_in_points())


def titles_that_fit(fig: Figure, title: str, subtitles: Sequence[str], *, titled: bool = True) -> float:
    """The chart's title (smaller, never cut, on a narrow canvas) and the first of ``subtitles`` that
    fits beside it (none on a very narrow canvas): the lab's charts, which say what ran.

    Returns the pixels from the figure's top where what follows starts. ``titled=False`` leaves the
    title out (the pane's tab names the chart and its summary says what ran) for a taller plot.
    """
    if not titled:
        return 10.0
    width, height = pixels(fig)
    renderer = text_renderer(fig)
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


def key_row(
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
    renderer = text_renderer(fig)
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
) -> Legend:
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


def y_ticks(ax: Axes, page: Page) -> int:
    """How many y ticks a plot this tall can label without the labels touching (one per 40 px)."""
    return int(np.clip(ax.get_position().height * page.height / 40, 2, 6))


def minor_tick_marks(ax: Axes) -> None:
    """The y axis' minor ticks as one line of tick marks, once the axis' scale and limits are set: the
    marks Matplotlib draws for them (the same places, length, width and colour, drawn just after the
    axis), without the two lines and two texts Matplotlib makes for each minor tick, which cost more
    than the rest of the chart's drawing (a log axis over eight decades has 64). For an axis whose
    minor ticks have no labels and no grid lines."""
    axis = ax.yaxis
    locs = np.asarray(axis.get_minorticklocs())
    # The ticks Matplotlib draws: those within the view, as ``Axis._update_ticks`` chooses them.
    low, high = axis.get_transform().transform(sorted(axis.get_view_interval()))
    low, high = min(low, high), max(low, high)
    slack = (high - low) * 1e-10
    placed = axis.get_transform().transform(locs) if len(locs) else locs
    shown = locs[(placed >= low - slack) & (placed <= high + slack)]
    model = axis.get_minor_ticks(1)[0].tick1line  # the first minor tick: the others copy it
    axis.set_minor_locator(NullLocator())
    marks = Line2D(np.zeros(len(shown)), shown)
    marks.update_from(model)  # its marker, size, width, colour and transform (axes x, data y)
    ax.add_artist(marks)
    marks.set_clip_on(False)  # tick marks stand outside the plot, unclipped as Matplotlib's are
    marks.set_zorder(axis.get_zorder() + 0.01)  # drawn right after the axis, as its ticks were
