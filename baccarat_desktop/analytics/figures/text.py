"""Text on a chart, measured as Agg draws it: widths, fitting to room, wrapping (Latin and Chinese).

One renderer per dpi measures every text before it is placed (a layout that fits text to room
must measure, not guess: glyph widths vary by half), whether the text is a word, a title, a key's
label or a tick label; the charts never make a renderer of their own.
"""

from __future__ import annotations

import re
import textwrap
import unicodedata
from functools import lru_cache

from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties

from .agg import ChartRenderer
from .look import MONO, SANS, SERIF

__all__ = [
    "fit_text",
    "is_wide",
    "narrow_width",
    "sentences",
    "text_width",
    "two_lines",
    "wrap_text",
]

AVERAGE_CHAR_EM = 0.56  # DejaVu Sans: average width of a character of running text, in ems
MONO_CHAR_EM = 0.602  # DejaVu Sans Mono: every character's advance, in ems
WIDE_CHAR_EM = 1.0  # a Chinese character (and full-width punctuation): a square, one em


@lru_cache(maxsize=8)
def _renderer(dpi: float) -> RendererAgg:
    return ChartRenderer(1, 1, dpi)  # its text sizes are those the charts' canvases draw with


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
    that fits text to room must measure, not guess: glyph widths vary by half); a text of several
    lines is as wide as its widest. ``family`` is ``SANS`` unless given (the family Matplotlib
    draws a text in when none is named); the language's CJK fallback is measured too."""
    families = SANS if family is None else [family] if isinstance(family, str) else family
    if isinstance(family, str) and family in ("DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"):
        families = {"DejaVu Sans": SANS, "DejaVu Serif": SERIF, "DejaVu Sans Mono": MONO}[family]
    key = tuple(families)
    return max(_width(float(fig.dpi), line, size, weight, key) for line in text.split("\n"))


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
    width of WIDE_CHAR_EM / AVERAGE_CHAR_EM Latin ones), never before closing punctuation. A last
    line of one word takes the word before it along (no orphan), as long as that fits."""
    if not any(is_wide(c) for c in text):
        latin = textwrap.wrap(text, columns)
        if len(latin) > 1 and " " not in latin[-1]:
            head, _space, word = latin[-2].rpartition(" ")
            if head and len(word) + 1 + len(latin[-1]) <= columns:
                latin[-2:] = [head, f"{word} {latin[-1]}"]
        return latin
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


def two_lines(text: str, *, shortest: int = 0) -> str:
    """``text`` on two lines, broken nearest its middle, once it is ``shortest`` narrow letters wide:
    at a space ('Paroli (Reverse' / 'Martingale)'), or, in a text without spaces (Chinese), between two
    characters, before a bracket where one is near the middle ('帕罗利' / '（反马丁）'), never inside a
    word or a number written in Latin letters and digits."""
    total = narrow_width(text)
    if total < shortest:
        return text
    spaces = [i for i, c in enumerate(text) if c == " "]
    if spaces:
        cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
        return text[:cut] + "\n" + text[cut + 1 :]
    cuts = [
        i
        for i in range(1, len(text))
        if (narrow_width(text[i - 1]) == 2 or narrow_width(text[i]) == 2)
        and text[i] not in NO_LINE_START
        and text[i - 1] not in NO_LINE_END
    ]
    if not cuts:
        return text
    half = total / 2
    cut = min(
        cuts, key=lambda i: abs(narrow_width(text[:i]) - half) - (total / 4 if text[i] in NO_LINE_END else 0)
    )
    return text[:cut] + "\n" + text[cut:]
