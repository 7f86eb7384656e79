"""One look for every chart: the table's green felt around an ivory scorecard.

The figure background is the felt and the plotting area is ivory, like the paper scorecards
and the scoreboard at a baccarat table, so Banker red, Player blue and Tie green read exactly as
they do on the scoreboard. Gold is kept for what the rules say should happen (exact odds,
expected values), so "gold = the maths, colour = what happened" holds on every chart.

Styles are set per artist, never through global ``rcParams``, so building a chart cannot change
how any other Matplotlib user in the process draws. One exception follows the interface's
language, which is the process's own choice: in Chinese, a CJK typeface joins the default font
family after DejaVu Sans, so every text Matplotlib draws (tick and axis labels, keys) can show
Chinese glyph by glyph while Latin letters and figures look exactly as in English.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Literal, NotRequired, ParamSpec, TypedDict

from matplotlib import font_manager, rcParams
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from ... import colours
from ...colours import hex_colour
from ...engine import i18n
from ...engine.catalogue import MAIN_SPOTS, BetSpot

P = ParamSpec("P")

__all__ = [
    "BANKER",
    "FELT",
    "GOLD",
    "GOLD_DEEP",
    "INK",
    "IVORY",
    "PLAYER",
    "TIE",
    "new_figure",
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

    fontfamily: list[str]
    fontsize: float
    color: str
    fontweight: NotRequired[str]


# The charts' typefaces: DejaVu, which Matplotlib ships, so every machine draws the same Latin
# letters and figures; in Chinese the first installed family of the script follows it in each list
# (``_follow_language``), and Matplotlib takes a glyph DejaVu lacks from it. The lists are changed in
# place, so a module that imported them draws in the language of the moment.
SANS: list[str] = ["DejaVu Sans"]
SERIF: list[str] = ["DejaVu Serif"]
MONO: list[str] = ["DejaVu Sans Mono"]
CJK_SANS: dict[str, tuple[str, ...]] = {
    "zh_CN": ("Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", "Hiragino Sans GB",
              "WenQuanYi Zen Hei", "SimHei"),
    "zh_TW": ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC",
              "WenQuanYi Zen Hei", "MingLiU"),
}  # fmt: skip
CJK_SERIF: dict[str, tuple[str, ...]] = {
    "zh_CN": ("Noto Serif CJK SC", "Source Han Serif SC", "SimSun"),
    "zh_TW": ("Noto Serif CJK TC", "Source Han Serif TC", "PMingLiU"),
}
CJK_MONO: dict[str, tuple[str, ...]] = {
    "zh_CN": ("Noto Sans Mono CJK SC",),
    "zh_TW": ("Noto Sans Mono CJK TC",),
}
_DEFAULT_FAMILY = list(rcParams["font.family"])


def _installed_families() -> set[str]:
    return {font.name for font in font_manager.fontManager.ttflist}


def cjk_family(language: str, choices: dict[str, tuple[str, ...]] = CJK_SANS) -> str | None:
    """The first installed family of ``language``'s script, or None (English; no CJK font here).

    Matplotlib keeps the fonts it found in a cache made at its first run: a CJK font installed
    since (fonts-noto-cjk after the game) is looked for once among the system's fonts and added.
    """
    wanted = choices.get(language, ())
    if not wanted:
        return None
    known = _installed_families()
    if not any(name in known for name in CJK_SANS[language]):
        seen = {font.fname for font in font_manager.fontManager.ttflist}
        for path in font_manager.findSystemFonts():
            if path not in seen and re.search(r"cjk|han|hei|ming|song|yahei|pingfang", path, re.IGNORECASE):
                try:
                    font_manager.fontManager.addfont(path)
                except (OSError, RuntimeError, ValueError):  # an unreadable font file: skip it
                    continue
        known = _installed_families()
    return next((name for name in wanted if name in known), None)


def _follow_language(language: str) -> None:
    sans = cjk_family(language)
    fallback = [sans] if sans else []
    SANS[1:] = fallback
    SERIF[1:] = [cjk_family(language, CJK_SERIF) or sans] if sans else []
    MONO[1:] = [cjk_family(language, CJK_MONO) or sans] if sans else []
    rcParams["font.family"] = [*SANS] if sans else _DEFAULT_FAMILY


i18n.on_install(_follow_language)

TITLE_FONT: Font = {"fontfamily": SERIF, "fontsize": 17, "fontweight": "bold", "color": GOLD}
SUBTITLE_FONT: Font = {"fontfamily": SANS, "fontsize": 10.5, "color": IVORY_DIM}
NOTE_FONT: Font = {"fontfamily": SANS, "fontsize": 9.5, "color": IVORY_TEXT}
TICK_PT = 9.5  # tick labels (style_axes), and what the y labels' margin is fitted to
REPORT_SIZE = (12.8, 8.0)  # inches at 100 dpi: 1280 x 800 pixels
DPI = 100
TITLE_BAND = 52  # pixels at the top for the title line
OVERLAY = "overlay"  # gid of a text drawn over another on purpose (a coloured cell over its row)
EDGE = 14  # pixels between the content and the figure's sides


ROOMY = (662, 462)  # pixels a chart is laid out in at least, once its type is made larger


def zoom_for(width: float, height: float, text_scale: float) -> float:
    """How much larger a canvas of ``width`` x ``height`` logical pixels draws its chart: the text
    size the player chose, as far as the chart keeps ``ROOMY`` pixels to lay itself out in (a small
    canvas keeps its type rather than crowd it), and never smaller than usual."""
    return max(1.0, min(text_scale, width / ROOMY[0], height / ROOMY[1]))


def laid_out_at_design_dpi(build: Callable[P, Figure]) -> Callable[P, Figure]:
    """Lay the chart out as at ``DPI`` whatever the figure's dpi, then give the dpi back: the layout's
    pixels (margins, gaps, the title band) are then a fixed share of the type, and a canvas at a
    higher dpi (a high-density screen, or Settings > Text size in the panes) draws the whole chart
    uniformly larger, as a PNG saved at a higher dpi is, instead of larger type in the same margins."""

    @functools.wraps(build)
    def laid_out(*args: P.args, **kwargs: P.kwargs) -> Figure:
        fig = next((a for a in (*args, *kwargs.values()) if isinstance(a, Figure)), None)
        if fig is None or fig.dpi == DPI:
            return build(*args, **kwargs)
        real = fig.dpi
        fig.set_dpi(DPI)  # the size in inches stays: the figure is (pixels / zoom) at DPI
        try:
            return build(*args, **kwargs)
        finally:
            fig.set_dpi(real)

    return laid_out


def new_figure(fig: Figure | None = None, size: tuple[float, float] = REPORT_SIZE) -> Figure:
    """A fresh felt-coloured figure, or ``fig`` cleared for redrawing (the dashboard's canvases).

    No layout engine: charts place their axes in pixels (``layout.Page``). Matplotlib's constrained
    layout measured every label at every draw and cost more than the drawing itself.
    """
    if fig is None:
        fig = Figure(figsize=size, dpi=DPI)
    else:
        fig.clear()
        fig.set_layout_engine("none")
    fig.set_facecolor(FELT)
    return fig


def style_axes(ax: Axes, *, grid_axis: Literal["both", "x", "y", ""] = "y") -> None:
    """Ivory scorecard inside, felt-coloured ticks and labels outside."""
    ax.set_facecolor(IVORY)
    for side, spine in ax.spines.items():
        spine.set_visible(side in ("left", "bottom"))
        spine.set_color(IVORY_DIM)
    ax.tick_params(colors=IVORY_TEXT, labelsize=TICK_PT, length=4)
    ax.xaxis.label.set_color(IVORY_TEXT)
    ax.yaxis.label.set_color(IVORY_TEXT)
    ax.title.set_color(IVORY_TEXT)
    if grid_axis:
        ax.grid(True, axis=grid_axis, color=GRID, linewidth=0.8)
        ax.set_axisbelow(True)


def axes_title(ax: Axes, text: str) -> None:
    """A plot's own title, above its top edge. Placed there, not left for Matplotlib to place (``y``
    given): at every draw Matplotlib would measure the axes' tick labels to lift the title over any
    above the plot, and the charts have none there (ticks below, no offset text)."""
    ax.set_title(text, loc="left", fontsize=11.5, color=IVORY_TEXT, fontweight="bold", pad=8, y=1.0)
