"""One look for every chart: the table's green felt around an ivory scorecard.

The figure background is the felt and the plotting area is ivory, like the paper scorecards
and the scoreboard at a baccarat table, so Banker red, Player blue and Tie green read exactly as
they do on the scoreboard. Gold is kept for what the rules say should happen (exact odds,
expected values), so "gold = the maths, colour = what happened" holds on every chart.

Styles are set per artist, never through global ``rcParams``, so building a chart cannot change
how any other Matplotlib user in the process draws.
"""

from __future__ import annotations

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import Formatter, FuncFormatter
from matplotlib.transforms import offset_copy

__all__ = [
    "BANKER",
    "FELT",
    "GOLD",
    "GOLD_DEEP",
    "INK",
    "IVORY",
    "PLAYER",
    "TIE",
    "dollars",
    "new_figure",
    "no_data",
    "percent",
    "style_axes",
]

FELT = "#0c3b2b"  # figure background: the table
FELT_LIGHT = "#14513b"
IVORY = "#f6f1e3"  # plotting area: the scorecard
IVORY_TEXT = "#efe6cc"  # text on the felt
IVORY_DIM = "#b9c7b4"  # secondary text on the felt
INK = "#22302a"  # text on the scorecard
GRID = "#ddd4bb"
GOLD = "#d9b44a"  # accents on the felt
GOLD_DEEP = "#a37c12"  # exact / expected values on the scorecard
BANKER = "#d32f2f"
PLAYER = "#1565c0"
TIE = "#2e7d32"
MONEY = "#0b5d45"  # the bankroll line
LOSS = "#b71c1c"
GAIN = "#1b6e3a"

OUTCOME_COLOURS = {
    "banker": BANKER,
    "player": PLAYER,
    "tie": TIE,
    "player_pair": PLAYER,
    "banker_pair": BANKER,
}
OUTCOME_HATCH = {"player_pair": "///", "banker_pair": "///"}

TITLE_FONT = {"fontfamily": "DejaVu Serif", "fontsize": 17, "fontweight": "bold", "color": GOLD}
SUBTITLE_FONT = {"fontfamily": "DejaVu Sans", "fontsize": 10.5, "color": IVORY_DIM}
NOTE_FONT = {"fontfamily": "DejaVu Sans", "fontsize": 9.5, "color": IVORY_TEXT}
H_PAD = 0.1  # inches between the layout's parts and the figure edge
REPORT_SIZE = (12.8, 8.0)  # inches at 100 dpi: 1280 x 800 pixels
DPI = 100


def new_figure(fig: Figure | None = None, size: tuple[float, float] = REPORT_SIZE) -> Figure:
    """A fresh felt-coloured figure, or ``fig`` cleared for redrawing (the dashboard's canvases)."""
    if fig is None:
        fig = Figure(figsize=size, dpi=DPI, layout="constrained")
    else:
        fig.clear()
        fig.set_layout_engine("constrained")
    fig.set_facecolor(FELT)
    engine = fig.get_layout_engine()
    if engine is not None:
        engine.set(w_pad=0.12, h_pad=H_PAD, hspace=0.06, wspace=0.04)  # type: ignore[call-arg]
    return fig


def titles(fig: Figure, title: str, subtitle: str) -> None:
    """Gold title on the left; what is shown (filter, hand count) quietly on the right of that line.

    The title keeps Matplotlib's automatic position so the constrained layout makes room for it;
    the subtitle is pinned a fixed distance below the top edge, level with the title, at any size.
    """
    fig.suptitle(title, x=0.012, ha="left", **TITLE_FONT)
    below_top = offset_copy(fig.transFigure, fig=fig, y=-(H_PAD * 72 + 6), units="points")
    fig.text(0.988, 1.0, subtitle, ha="right", va="top", transform=below_top, **SUBTITLE_FONT)


def style_axes(ax: Axes, *, grid_axis: str = "y") -> None:
    """Ivory scorecard inside, felt-coloured ticks and labels outside."""
    ax.set_facecolor(IVORY)
    for side, spine in ax.spines.items():
        spine.set_visible(side in ("left", "bottom"))
        spine.set_color(IVORY_DIM)
    ax.tick_params(colors=IVORY_TEXT, labelsize=9.5, length=4)
    ax.xaxis.label.set_color(IVORY_TEXT)
    ax.yaxis.label.set_color(IVORY_TEXT)
    ax.title.set_color(IVORY_TEXT)
    if grid_axis:
        ax.grid(True, axis=grid_axis, color=GRID, linewidth=0.8)
        ax.set_axisbelow(True)


def axes_title(ax: Axes, text: str) -> None:
    ax.set_title(text, loc="left", fontsize=11.5, color=IVORY_TEXT, fontweight="bold", pad=8)


def note(ax: Axes, text: str) -> None:
    """Plain-language explanation under a chart, in its own frameless axes (wraps to the figure)."""
    ax.set_axis_off()
    ax.text(0.0, 1.0, text, ha="left", va="top", wrap=True, transform=ax.transAxes, **NOTE_FONT)


def no_data(fig: Figure, message: str = "No hands match this filter yet.") -> None:
    ax = fig.add_subplot()
    style_axes(ax, grid_axis="")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.text(0.5, 0.5, message, ha="center", va="center", fontsize=14, color=INK, transform=ax.transAxes)


def money_text(cents: float, *, whole_from: float = 10_000) -> str:
    r"""$1,234.56, or whole dollars from ``whole_from`` dollars up (nobody reads cents on a big number).

    The dollar sign comes escaped (``\$``): Matplotlib reads text between two bare ``$`` as maths,
    and shows ``\$`` as a plain ``$`` either way.
    """
    sign = "-" if round(cents) < 0 else ""
    value = abs(cents) / 100
    if value >= whole_from:
        return f"{sign}\\${value:,.0f}"
    return f"{sign}\\${value:,.2f}"


class DollarFormatter(Formatter):
    """Axis values in dollars with just enough digits to tell neighbouring ticks apart.

    A bankroll of $10,000,000 moving by a few thousand needs '$9,998k', not ten ticks of '$10.0M';
    ticks 2,500 apart need '$7,500', not '$8k'.
    """

    def __call__(self, x: float, pos: int | None = None) -> str:
        if x == 0:
            return "\\$0"
        locs = np.asarray(self.locs if len(self.locs) else [x], dtype=np.float64)
        top = float(np.max(np.abs(locs)))
        sign = "-" if x < 0 else ""
        choices = []
        if top >= 10e6:
            choices += [(1e6, "M", 2), (1e3, "k", 0)]
        elif top >= 100e3:
            choices += [(1e3, "k", 1)]
        for unit, suffix, most in choices:
            for decimals in range(most + 1):
                if np.allclose(np.round(locs / unit, decimals), locs / unit, rtol=0, atol=1e-9):
                    return f"{sign}\\${abs(x) / unit:,.{decimals}f}{suffix}"
        whole = np.allclose(np.round(locs), locs, rtol=0, atol=1e-9)
        return f"{sign}\\${abs(x):,.0f}" if whole else f"{sign}\\${abs(x):,.2f}"


def dollars() -> DollarFormatter:
    """A fresh formatter per axis (a formatter holds its axis' tick locations)."""
    return DollarFormatter()


def percent(decimals: int = 0) -> FuncFormatter:
    """Axis values given as fractions, shown as percentages."""
    return FuncFormatter(lambda v, _p: f"{v * 100:.{decimals}f}%")


class PointsFormatter(Formatter):
    """Differences of shares in signed percentage points, with as many decimals as the ticks need."""

    def __call__(self, x: float, pos: int | None = None) -> str:
        points = np.asarray(self.locs if len(self.locs) else [x], dtype=np.float64) * 100
        decimals = next(
            (d for d in range(4) if np.allclose(np.round(points, d), points, rtol=0, atol=1e-9)), 3
        )
        if abs(x) < 1e-15:
            return "0"
        return f"{x * 100:+.{decimals}f}"


def thousands() -> FuncFormatter:
    return FuncFormatter(lambda v, _p: f"{v:,.0f}")
