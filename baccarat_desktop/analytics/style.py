"""One look for every chart: the table's green felt around an ivory scorecard.

The figure background is the felt and the plotting area is ivory, like the paper scorecards
and the scoreboard at a baccarat table, so Banker red, Player blue and Tie green read exactly as
they do on the scoreboard. Gold is kept for what the rules say should happen (exact odds,
expected values), so "gold = the maths, colour = what happened" holds on every chart.

Styles are set per artist, never through global ``rcParams``, so building a chart cannot change
how any other Matplotlib user in the process draws.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Literal, NotRequired, TypedDict

import numpy as np
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Rectangle
from matplotlib.ticker import Formatter, FuncFormatter

from .. import colours
from ..colours import hex_colour
from ..engine.catalogue import MAIN_SPOTS, BetSpot
from ..engine.money import format_cents

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

# The felt, gold, ivory, the outcomes and money are the table's own, from baccarat_desktop/colours.py
# (as the widgets draw them); the rest are the charts' alone.
FELT = hex_colour(colours.FELT_DARK)  # figure background: the table
FELT_LIGHT = "#14513b"
IVORY = hex_colour(colours.IVORY)  # plotting area: the scorecard
IVORY_TEXT = "#efe6cc"  # text on the felt
IVORY_DIM = "#b9c7b4"  # secondary text on the felt
INK = hex_colour(colours.INK)  # text on the scorecard
GRID = hex_colour(colours.GRID)
GOLD = hex_colour(colours.GOLD)  # accents on the felt
GOLD_DEEP = hex_colour(colours.GOLD_EDGE)  # exact / expected values on the scorecard
BANKER = hex_colour(colours.BANKER_RED)
PLAYER = hex_colour(colours.PLAYER_BLUE)
TIE = hex_colour(colours.TIE_GREEN)
MONEY = "#0b5d45"  # the bankroll line
LOSS = hex_colour(colours.LOSS_INK)
GAIN = hex_colour(colours.GAIN_INK)
CARD = "#fffdf6"  # a key's or note's card: a lighter ivory than the plotting area

OUTCOME_COLOURS = {
    "banker": BANKER,
    "player": PLAYER,
    "tie": TIE,
    "player_pair": PLAYER,
    "banker_pair": BANKER,
}
OUTCOME_HATCH = {"player_pair": "///", "banker_pair": "///"}

# Side bets named after neither side, in catalogue order; none is gold (gold is the maths).
SIDE_BET_COLOURS = ("#6a1b9a", "#00838f", "#8d6e63", "#ef6c00", "#ad1457", "#827717", "#455a64", "#5e35b1")
SIDE_BET_HATCHES = ("///", "xxx", "\\\\\\", "...")


def bet_style(key: str) -> tuple[str, str | None]:
    """(colour, hatch) of a bet's bars, derived from the catalogue so a new bet needs no entry here.

    Player, Banker and Tie are their scoreboard colours. A side bet named after a side ("Player
    Pair", "Banker Bonus") is hatched in that side's colour, each with its own hatch; any other side
    bet is hatched in a colour of its own. A key this version does not know is grey.
    """
    try:
        spot = BetSpot(key)
    except ValueError:
        return "#9aa39c", None
    if spot in MAIN_SPOTS:
        return OUTCOME_COLOURS[spot.value], None
    # By the catalogue's English names, whatever the interface's language (their first word names
    # the side a side bet belongs to).
    sides = {BetSpot.PLAYER.bet.name_text: PLAYER, BetSpot.BANKER.bet.name_text: BANKER}
    side = spot.bet.name_text.split()[0]
    if side in sides:
        named = [s for s in BetSpot if s not in MAIN_SPOTS and s.bet.name_text.split()[0] == side]
        return sides[side], SIDE_BET_HATCHES[named.index(spot) % len(SIDE_BET_HATCHES)]
    others = [s for s in BetSpot if s not in MAIN_SPOTS and s.bet.name_text.split()[0] not in sides]
    return SIDE_BET_COLOURS[others.index(spot) % len(SIDE_BET_COLOURS)], "///"


class Font(TypedDict):
    """Keyword arguments of a Matplotlib text: one of the charts' typefaces."""

    fontfamily: str
    fontsize: float
    color: str
    fontweight: NotRequired[str]


TITLE_FONT: Font = {"fontfamily": "DejaVu Serif", "fontsize": 17, "fontweight": "bold", "color": GOLD}
SUBTITLE_FONT: Font = {"fontfamily": "DejaVu Sans", "fontsize": 10.5, "color": IVORY_DIM}
NOTE_FONT: Font = {"fontfamily": "DejaVu Sans", "fontsize": 9.5, "color": IVORY_TEXT}
MONO = "DejaVu Sans Mono"
AVERAGE_CHAR_EM = 0.56  # DejaVu Sans: average width of a character of running text, in ems
MONO_CHAR_EM = 0.602  # DejaVu Sans Mono: every character's advance, in ems
REPORT_SIZE = (12.8, 8.0)  # inches at 100 dpi: 1280 x 800 pixels
DPI = 100
TITLE_BAND = 52  # pixels at the top for the title line
OVERLAY = "overlay"  # gid of a text drawn over another on purpose (a coloured cell over its row)
EDGE = 14  # pixels between the content and the figure's sides


def new_figure(fig: Figure | None = None, size: tuple[float, float] = REPORT_SIZE) -> Figure:
    """A fresh felt-coloured figure, or ``fig`` cleared for redrawing (the dashboard's canvases).

    No layout engine: charts place their axes in pixels (``Page``). Matplotlib's constrained
    layout measured every label at every draw and cost more than the drawing itself.
    """
    if fig is None:
        fig = Figure(figsize=size, dpi=DPI)
    else:
        fig.clear()
        fig.set_layout_engine("none")
    fig.set_facecolor(FELT)
    return fig


def pixels(fig: Figure) -> tuple[float, float]:
    width, height = fig.get_size_inches()
    return width * fig.dpi, height * fig.dpi


def points_to_pixels(fig: Figure, points: float) -> float:
    return points * fig.dpi / 72


@lru_cache(maxsize=8)
def _renderer(dpi: float) -> RendererAgg:
    return RendererAgg(1, 1, dpi)


def text_renderer(fig: Figure) -> RendererAgg:
    """A renderer that measures drawn text as this figure will draw it (text extents before drawing)."""
    return _renderer(float(fig.dpi))


def text_width(
    fig: Figure, text: str, size: float, *, weight: str = "normal", family: str = "DejaVu Sans"
) -> float:
    """The width in pixels ``text`` takes in this figure, measured by Agg as drawing would (a layout
    that fits text to room must measure, not guess: glyph widths vary by half)."""
    props = FontProperties(family=family, size=size, weight=weight)
    width, _h, _d = _renderer(float(fig.dpi)).get_text_width_height_descent(
        text.replace("\\$", "$"), props, ismath=False
    )
    return float(width)


def fit_text(fig: Figure, px: float, size: float, options: tuple[str, ...], *, weight: str = "normal") -> str:
    """The first (longest, clearest) of ``options`` that fits ``px`` pixels; the last one shortened
    with an ellipsis when none does. Text never runs off a chart: it says less."""
    for text in options:
        if text_width(fig, text, size, weight=weight) <= px:
            return text
    text = options[-1]
    while text_width(fig, text, size, weight=weight) > px and len(text) > 6:
        text = textwrap.shorten(text, len(text) - 3, placeholder="…")
    return text


def titles(fig: Figure, title: str, subtitle: str) -> None:
    """Gold title on the left; what is shown (filter, hand count) quietly on the right of that line,
    shortened from the left (the hand count is kept) when the line is too narrow for both."""
    width, height = pixels(fig)
    y = 1 - 12 / height
    fig.text(EDGE / width, y, title, ha="left", va="top", **TITLE_FONT)
    room = width - 2 * EDGE - text_width(fig, title, float(TITLE_FONT["fontsize"]), weight="bold",
                                          family="DejaVu Serif") - 16  # fmt: skip
    size = float(SUBTITLE_FONT["fontsize"])
    if text_width(fig, subtitle, size) > room:
        what, _, count = subtitle.rpartition("  ·  ")
        options = (f"…  ·  {count}", count) if what else (subtitle,)
        while what and text_width(fig, f"{what}…  ·  {count}", size) > room and len(what) > 4:
            what = what[:-2]
        subtitle = f"{what}…  ·  {count}" if what and len(what) > 4 else fit_text(fig, room, size, options)
    fig.text(1 - EDGE / width, y - 5 / height, subtitle, ha="right", va="top", **SUBTITLE_FONT)


def table_height(fig: Figure, rows: int, font_size: float = 9.5) -> float:
    """Pixels ``ledger`` needs for a header and ``rows`` rows (at most; narrow pages shrink it)."""
    return points_to_pixels(fig, font_size) * 2.0 * (rows + 1)


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
            self.note_lines = textwrap.wrap(note, columns)
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


def style_axes(ax: Axes, *, grid_axis: Literal["both", "x", "y", ""] = "y") -> None:
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


def ledger(
    page: Page,
    top: float,
    header: list[str],
    rows: list[list[str]],
    align: str,
    *,
    colour: dict[int, Callable[[str], str]] | None = None,
    font_size: float = 9.5,
    drop: tuple[int, ...] = (),
) -> float:
    """A scorecard table in monospace, centred in the page ``top`` pixels below the content's top.

    Cells are plain text (a ``$`` is escaped here, after padding). ``align`` has one letter per
    column (l, r, c); ``colour`` maps a column to a function of the
    cell's text giving its colour (drawn bold). One text per row plus one per coloured cell keeps
    a table to a dozen text objects instead of one per cell. Returns the height used, in pixels.
    """
    fig = page.fig
    colour = colour or {}
    room = page.width - 2 * EDGE

    def widths_of(columns: list[int]) -> list[int]:
        return [max(len(header[i]), *(len(r[i]) for r in rows)) + 3 for i in columns]

    # Shrink the type (not below 7 pt) rather than let a wide table run off a narrow canvas; when
    # even that is too wide, leave out the columns ``drop`` names, in its order (the export has all).
    def advance(size: float) -> float:  # measured: hinting makes small monospace type a little wider
        return text_width(fig, "0" * 100, size, family=MONO) / 100

    kept = list(range(len(header)))
    for column in drop:
        if sum(widths_of(kept)) * advance(7.0) <= room:
            break
        kept.remove(column)
    header = [header[i] for i in kept]
    rows = [[r[i] for i in kept] for r in rows]
    align = "".join(align[i] for i in kept)
    colour = {kept.index(i): pick for i, pick in colour.items() if i in kept}
    widths = widths_of(list(range(len(kept))))
    starts = [sum(widths[:i]) for i in range(len(widths))]
    font_size = max(7.0, min(font_size, room / (sum(widths) * MONO_CHAR_EM) * 72 / fig.dpi))
    while font_size > 7.0 and sum(widths) * advance(font_size) > room:
        font_size = max(7.0, font_size - 0.25)
    size = points_to_pixels(fig, font_size)
    char = advance(font_size)
    row_h = size * 2.0
    table_w = sum(widths) * char
    x0 = max(EDGE, (page.width - table_w) / 2)
    y_top = page.height - TITLE_BAND - top

    def cell(text: str, i: int, how: str) -> str:
        inner = widths[i] - 3
        body = text.rjust(inner) if how == "r" else text.center(inner) if how == "c" else text.ljust(inner)
        return " " + body + "  "

    def put(y_mid: float, text: str, *, x: float = x0, **style: Any) -> None:
        text = text.replace("$", "\\$")  # padded first, so the columns line up
        fig.text(
            x / page.width,
            y_mid / page.height,
            text,
            ha="left",
            va="center",
            family=MONO,
            fontsize=font_size,
            **style,
        )

    fig.add_artist(
        Rectangle((x0 / page.width, (y_top - row_h) / page.height), table_w / page.width, row_h / page.height,
                  transform=fig.transFigure, facecolor=FELT_LIGHT, edgecolor=GOLD_DEEP, linewidth=0.8)
    )  # fmt: skip
    put(
        y_top - row_h / 2,
        "".join(cell(h, i, "c") for i, h in enumerate(header)),
        color=GOLD,
        fontweight="bold",
    )
    for r, values in enumerate(rows):
        y = y_top - row_h * (r + 2)
        fig.add_artist(
            Rectangle((x0 / page.width, y / page.height), table_w / page.width, row_h / page.height,
                      transform=fig.transFigure, facecolor=IVORY if r % 2 == 0 else "#ece4cd", linewidth=0)
        )  # fmt: skip
        plain = "".join(
            " " * widths[i] if i in colour else cell(v, i, align[i]) for i, v in enumerate(values)
        )
        put(y + row_h / 2, plain, color=INK)
        for i, pick in colour.items():
            put(y + row_h / 2, cell(values[i], i, align[i]), x=x0 + starts[i] * char, color=pick(values[i]),
                fontweight="bold", gid=OVERLAY)  # fmt: skip
    return row_h * (len(rows) + 1)


def no_data(fig: Figure, message: str = "No hands match this filter yet.") -> None:
    ax = Page(fig).axes(EDGE, 10, EDGE, EDGE)
    style_axes(ax, grid_axis="")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.text(0.5, 0.5, message, ha="center", va="center", fontsize=14, color=INK, transform=ax.transAxes)


def money_text(cents: float, *, escape: bool = True) -> str:
    r"""$1,234.56: every amount on a chart to the cent, written by ``format_cents`` as in every pane.

    The dollar sign comes escaped (``\$``) unless ``escape`` is false: Matplotlib reads text between
    two bare ``$`` as maths, and shows ``\$`` as a plain ``$`` either way.
    """
    text = format_cents(round(cents))  # the one home for money text (engine/money.py)
    return text.replace("$", "\\$") if escape else text


class DollarFormatter(Formatter):
    """Axis values in dollars with just enough digits to tell neighbouring ticks apart.

    A bankroll of $10,000,000 moving by a few thousand needs '$9,998k', not ten ticks of '$10.0M';
    ticks 2,500 apart need '$7,500', not '$8k'; a million reads '$1.00M', not '$1,000k'.
    """

    ticks: np.ndarray = np.empty(0)

    def set_locs(self, locs: Any) -> None:
        super().set_locs(locs)
        self.ticks = np.asarray(locs, dtype=np.float64)

    def __call__(self, x: float, pos: int | None = None) -> str:
        if x == 0:
            return "\\$0"
        locs = self.ticks if len(self.ticks) else np.array([x], dtype=np.float64)
        top = float(np.max(np.abs(locs)))
        sign = "-" if x < 0 else ""
        choices = []
        if top >= 1e6:
            choices += [(1e6, "M", 2), (1e3, "k", 0)]
        elif top >= 100e3:
            choices += [(1e3, "k", 1)]
        for unit, suffix, most in choices:
            # Millions keep two decimals below ten million: '$1.25M', '$1.00M' (never '$1,000k').
            fewest = 2 if suffix == "M" and top < 10e6 else 0
            for decimals in range(fewest, most + 1):
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

    ticks: np.ndarray = np.empty(0)

    def set_locs(self, locs: Any) -> None:
        super().set_locs(locs)
        self.ticks = np.asarray(locs, dtype=np.float64)

    def __call__(self, x: float, pos: int | None = None) -> str:
        points = (self.ticks if len(self.ticks) else np.array([x], dtype=np.float64)) * 100
        decimals = next(
            (d for d in range(4) if np.allclose(np.round(points, d), points, rtol=0, atol=1e-9)), 3
        )
        if abs(x) < 1e-15:
            return "0"
        return f"{x * 100:+.{decimals}f}"


def thousands() -> FuncFormatter:
    return FuncFormatter(lambda v, _p: f"{v:,.0f}")
