"""The scorecard table under a chart: a header and rows in monospace, drawn in the figure's pixels."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from .layout import Page, points_to_pixels
from .look import EDGE, FELT_LIGHT, GOLD, GOLD_DEEP, INK, IVORY, MONO, OVERLAY, TITLE_BAND
from .text import MONO_CHAR_EM, is_wide, text_ems, text_width

__all__ = ["ledger", "table_height"]


def table_height(fig: Figure, rows: int, font_size: float = 9.5) -> float:
    """Pixels ``ledger`` needs for a header and ``rows`` rows (at most; narrow pages shrink it)."""
    return points_to_pixels(fig, font_size) * 2.0 * (rows + 1)


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
