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
import math
import re
import textwrap
import unicodedata
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Literal, NotRequired, ParamSpec, TypedDict

import numpy as np
from matplotlib import font_manager, rcParams
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Rectangle
from matplotlib.ticker import Formatter, FuncFormatter

from .. import colours
from ..colours import hex_colour
from ..engine import i18n
from ..engine.catalogue import MAIN_SPOTS, BetSpot
from ..engine.i18n import _t
from ..engine.money import format_cents

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
AVERAGE_CHAR_EM = 0.56  # DejaVu Sans: average width of a character of running text, in ems
MONO_CHAR_EM = 0.602  # DejaVu Sans Mono: every character's advance, in ems
WIDE_CHAR_EM = 1.0  # a Chinese character (and full-width punctuation): a square, one em
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


def is_wide(char: str) -> bool:
    """A character that takes a whole em: Chinese, and full-width punctuation (，。：)."""
    return unicodedata.east_asian_width(char) in "WF"


def narrow_width(text: str) -> int:
    """``text``'s width in narrow (Latin) letters: a Chinese character counts two."""
    return sum(2 if is_wide(c) else 1 for c in text)


def sentences(*parts: str) -> str:
    """Whole sentences, each translated by itself, in one text (empty ones left out): a space
    between them as English writes it, none after one that ends in a square character (。)."""
    text = ""
    for part in filter(None, parts):
        text += (" " if text and not is_wide(text[-1]) else "") + part
    return text


def text_ems(text: str, em: float = AVERAGE_CHAR_EM) -> float:
    """An estimate of ``text``'s width in ems: ``em`` a Latin character, a square a wide one."""
    return sum(WIDE_CHAR_EM if is_wide(c) else em for c in text)


@lru_cache(maxsize=4096)
def _width(dpi: float, text: str, size: float, weight: str, family: tuple[str, ...]) -> float:
    props = FontProperties(family=list(family), size=size, weight=weight)
    width, _h, _d = _renderer(dpi).get_text_width_height_descent(
        text.replace("\\$", "$"), props, ismath=False
    )
    return float(width)


def text_width(
    fig: Figure, text: str, size: float, *, weight: str = "normal", family: str | list[str] | None = None
) -> float:
    """The width in pixels ``text`` takes in this figure, measured by Agg as drawing would (a layout
    that fits text to room must measure, not guess: glyph widths vary by half). ``family`` is
    ``SANS`` unless given; the language's CJK fallback is measured too."""
    families = SANS if family is None else [family] if isinstance(family, str) else family
    if isinstance(family, str) and family in ("DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"):
        families = {"DejaVu Sans": SANS, "DejaVu Serif": SERIF, "DejaVu Sans Mono": MONO}[family]
    return _width(float(fig.dpi), text, size, weight, tuple(families))


def _shorter(text: str) -> str:
    """``text`` a little shorter, with an ellipsis: a word less, or two characters less where
    there are no spaces to break at (Chinese)."""
    body = text.removesuffix("…").rstrip()
    if " " in body.strip():
        return body.rsplit(" ", 1)[0].rstrip(" ,;:·") + "…"
    return body[:-2] + "…"


def fit_text(fig: Figure, px: float, size: float, options: tuple[str, ...], *, weight: str = "normal") -> str:
    """The first (longest, clearest) of ``options`` that fits ``px`` pixels; the last one shortened
    with an ellipsis when none does. Text never runs off a chart: it says less."""
    for text in options:
        if text_width(fig, text, size, weight=weight) <= px:
            return text
    text = options[-1]
    while text_width(fig, text, size, weight=weight) > px and len(text) > 6:
        text = _shorter(text)
    return text


# Chinese line breaking: a line never starts with closing punctuation, nor ends with an opening one.
NO_LINE_START = set("，。、；：？！）」』”’》〉…%·,.;:?!)]")
NO_LINE_END = set("（「『“‘《〈([$")
_TOKEN = re.compile(r"\s+|[^\s]")


def wrap_text(text: str, columns: int) -> list[str]:
    """``text`` in lines of at most ``columns`` average Latin characters: at spaces, as textwrap
    does, for Latin text; between any two characters of Chinese (a character counting as the
    width of WIDE_CHAR_EM / AVERAGE_CHAR_EM Latin ones), never before closing punctuation."""
    if not any(is_wide(c) for c in text):
        return textwrap.wrap(text, columns)
    # Units that may not be split: a Latin word, one Chinese character, a space.
    units: list[str] = []
    for piece in _TOKEN.findall(text):
        glue = bool(units) and not units[-1].isspace() and not piece.isspace()
        glue = glue and (
            (not is_wide(piece) and not is_wide(units[-1][-1]))
            or piece in NO_LINE_START
            or units[-1][-1] in NO_LINE_END
        )
        if glue:
            units[-1] += piece
        else:
            units.append(piece)
    room = columns * AVERAGE_CHAR_EM
    lines: list[str] = []
    line = ""
    for unit in units:
        if line and text_ems((line + unit).rstrip()) > room:
            lines.append(line.rstrip())
            line = "" if unit.isspace() else unit
        elif line or not unit.isspace():
            line += unit
    if line.strip():
        lines.append(line.rstrip())
    return lines


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
    # Chinese takes a square per character, not a monospace column: such a table is drawn a text per
    # cell, each placed at its column, since spaces cannot pad it into line.
    wide = any(is_wide(c) for text in [*header, *(v for r in rows for v in r)] for c in text)

    def span(text: str) -> int:
        return math.ceil(text_ems(text, MONO_CHAR_EM) / MONO_CHAR_EM - 1e-9)

    def widths_of(columns: list[int]) -> list[int]:
        return [max(span(header[i]), *(span(r[i]) for r in rows)) + 3 for i in columns]

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

    def put_cells(y_mid: float, values: list[str], how: str, **style: Any) -> None:
        """One text per cell, at its column (a table with Chinese in it)."""
        for i, text in enumerate(values):
            if not text:
                continue
            left = x0 + (starts[i] + 1) * char
            inner = (widths[i] - 3) * char
            x = {"r": left + inner, "c": left + inner / 2}.get(how[i], left)
            ha = {"r": "right", "c": "center"}.get(how[i], "left")
            fig.text(x / page.width, y_mid / page.height, text.replace("$", "\\$"), ha=ha, va="center",
                     family=MONO, fontsize=font_size, **style)  # fmt: skip

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
    if wide:
        put_cells(y_top - row_h / 2, header, "c" * len(header), color=GOLD, fontweight="bold")
    else:
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
        if wide:
            plain_cells = [v if i not in colour else "" for i, v in enumerate(values)]
            put_cells(y + row_h / 2, plain_cells, align, color=INK)
            for i, pick in colour.items():
                only = ["" if j != i else v for j, v in enumerate(values)]
                put_cells(y + row_h / 2, only, align, color=pick(values[i]), fontweight="bold")
            continue
        plain = "".join(
            " " * widths[i] if i in colour else cell(v, i, align[i]) for i, v in enumerate(values)
        )
        put(y + row_h / 2, plain, color=INK)
        for i, pick in colour.items():
            put(y + row_h / 2, cell(values[i], i, align[i]), x=x0 + starts[i] * char, color=pick(values[i]),
                fontweight="bold", gid=OVERLAY)  # fmt: skip
    return row_h * (len(rows) + 1)


def no_data(fig: Figure, message: str | None = None) -> None:
    """The chart's place says why it is empty (by default: the filter chose no hand)."""
    message = message or _t("Charts", "No hands match this filter yet.")
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
