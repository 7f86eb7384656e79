"""Shared vector building blocks for the generated art: suit shapes, a stroked glyph "font", SVG helpers.

Everything is plain path data so QtSvg (SVG Tiny 1.2) draws it identically on every machine: no
<text>, no fonts, no filters. The deck, chip and icon generators import this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

RED = "#c8102e"
BLACK = "#16161d"
GOLD = "#c9a13b"
GOLD_DARK = "#8a6a1f"

# --- SVG helpers -------------------------------------------------------------------------------------


def num(value: float) -> str:
    """A compact number: two decimals at most, no trailing zeros, no "-0"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def tag(name: str, /, **attributes: object) -> str:
    """A self-closing element; underscores in keyword names become dashes (stroke_width=...)."""
    return f"<{name}{attr_text(attributes)}/>"


def attr_text(attributes: dict[str, object]) -> str:
    """Attributes in SVG spelling; None values are skipped so callers can pass optional ones."""
    parts = []
    for key, value in attributes.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        shown = num(value) if isinstance(value, float) else str(value)
        parts.append(f' {name}="{shown}"')
    return "".join(parts)


def group(children: list[str], /, **attributes: object) -> str:
    """A <g> around already-built elements."""
    inner = "\n".join(children)
    return f"<g{attr_text(attributes)}>\n{inner}\n</g>"


def svg_document(width: float, height: float, title: str, items: list[str]) -> str:
    """A whole SVG file in the Tiny 1.2 profile QtSvg renders (one wrapper for every sheet)."""
    body = "\n".join(items)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}">\n'
        f"<title>{title}</title>\n"
        f"{body}\n</svg>\n"
    )


def circle_d(cx: float, cy: float, r: float) -> str:
    """A clockwise circle as path data, so it unions with other clockwise shapes under nonzero fill."""
    return (
        f"M{num(cx - r)},{num(cy)} A{num(r)},{num(r)} 0 0 1 {num(cx + r)},{num(cy)} "
        f"A{num(r)},{num(r)} 0 0 1 {num(cx - r)},{num(cy)} Z"
    )


def rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    """A clockwise rounded rectangle as path data, for bands drawn with the path helpers around them."""
    return (
        f"M{num(x + r)},{num(y)} H{num(x + w - r)} A{num(r)},{num(r)} 0 0 1 {num(x + w)},{num(y + r)} "
        f"V{num(y + h - r)} A{num(r)},{num(r)} 0 0 1 {num(x + w - r)},{num(y + h)} H{num(x + r)} "
        f"A{num(r)},{num(r)} 0 0 1 {num(x)},{num(y + h - r)} V{num(y + r)} "
        f"A{num(r)},{num(r)} 0 0 1 {num(x + r)},{num(y)} Z"
    )


# --- path data: a tiny absolute-command parser so glyphs can be scaled without distorting strokes --------

_TOKEN = re.compile(r"[MLCAZ]|-?\d+(?:\.\d+)?")
_ARITY = {"M": 2, "L": 2, "C": 6, "A": 7, "Z": 0}


def parse(d: str) -> list[tuple[str, list[float]]]:
    """Split absolute path data (M, L, C, A, Z only) into (command, numbers) pairs."""
    tokens = _TOKEN.findall(d.replace(",", " "))
    commands: list[tuple[str, list[float]]] = []
    i = 0
    while i < len(tokens):
        command = tokens[i]
        arity = _ARITY[command]
        commands.append((command, [float(t) for t in tokens[i + 1 : i + 1 + arity]]))
        i += 1 + arity
    return commands


def transform(d: str, sx: float, sy: float, tx: float, ty: float) -> str:
    """Scale then translate path data in place: lets a stroked glyph be condensed at constant weight."""
    out = []
    for command, n in parse(d):
        if command in ("M", "L"):
            out.append(f"{command}{num(n[0] * sx + tx)},{num(n[1] * sy + ty)}")
        elif command == "C":
            pts = [f"{num(n[k] * sx + tx)},{num(n[k + 1] * sy + ty)}" for k in (0, 2, 4)]
            out.append("C" + " ".join(pts))
        elif command == "A":
            flip = (sx < 0) != (sy < 0)
            sweep = int(n[4]) ^ int(flip)
            out.append(
                f"A{num(abs(n[0] * sx))},{num(abs(n[1] * sy))} 0 {int(n[3])} {sweep} "
                f"{num(n[5] * sx + tx)},{num(n[6] * sy + ty)}"
            )
        else:
            out.append("Z")
    return " ".join(out)


# --- suits: filled shapes centred on the origin, 100 units tall ----------------------------------------

SUIT_PATHS: dict[str, str] = {
    "H": (
        "M0,-30 C-6,-44 -17,-50 -28,-50 C-42,-50 -50,-38 -50,-23 C-50,2 -28,20 0,50 "
        "C28,20 50,2 50,-23 C50,-38 42,-50 28,-50 C17,-50 6,-44 0,-30 Z"
    ),
    "D": "M0,-50 C12,-32 24,-16 38,0 C24,16 12,32 0,50 C-12,32 -24,16 -38,0 C-24,-16 -12,-32 0,-50 Z",
    "S": (
        "M0,-50 C-11,-32 -27,-22 -40,-8 C-54,8 -49,32 -29,32 C-18,32 -9,26 -4.5,18 "
        "C-5.4,32 -11,42 -22,50 L22,50 C11,42 5.4,32 4.5,18 C9,26 18,32 29,32 "
        "C49,32 54,8 40,-8 C27,-22 11,-32 0,-50 Z"
    ),
    "C": (
        circle_d(0, -25, 24)
        + " "
        + circle_d(-27, 10, 24)
        + " "
        + circle_d(27, 10, 24)
        + " M0,-25 L27,10 L-27,10 Z"
        + " M-6,0 L6,0 C6,26 12,42 24,50 L-24,50 C-12,42 -6,26 -6,0 Z"
    ),
}
SUIT_COLOURS = {"S": BLACK, "C": BLACK, "H": RED, "D": RED}


def suit_path(suit: str, cx: float, cy: float, height: float, *, flip: bool = False, fill: str = "") -> str:
    """One suit symbol `height` units tall centred on (cx, cy); `flip` turns it 180° (lower-half pips)."""
    scale = height / 100
    turn = " rotate(180)" if flip else ""
    colour = fill or SUIT_COLOURS[suit]
    return tag(
        "path",
        d=SUIT_PATHS[suit],
        fill=colour,
        transform=f"translate({num(cx)},{num(cy)}){turn} scale({num(scale)})",
    )


# --- glyphs: centre-line strokes in a box `width` wide and 100 tall (y down) ---------------------------


@dataclass(frozen=True)
class Glyph:
    width: float
    d: str


GLYPHS: dict[str, Glyph] = {
    "A": Glyph(64, "M0,100 L28,0 L36,0 L64,100 M12,64 L52,64"),
    "2": Glyph(54, "M2,24 C4,8 14,0 28,0 C44,0 54,10 54,26 C54,44 40,56 24,70 L0,100 L56,100"),
    "3": Glyph(
        54,
        "M2,14 C8,4 18,0 28,0 C42,0 52,9 52,23 C52,37 42,46 24,46 "
        "C44,46 56,56 56,72 C56,89 44,100 28,100 C16,100 6,95 0,85",
    ),
    "4": Glyph(58, "M42,100 L42,0 L0,68 L0,70 L58,70"),
    "5": Glyph(
        56,
        "M52,0 L10,0 L6,44 C12,39 20,36 30,36 C46,36 56,48 56,66 C56,86 44,100 28,100 C16,100 6,95 0,86",
    ),
    "6": Glyph(
        56,
        "M50,9 C44,3 38,0 30,0 C10,0 0,22 0,64 M0,69 A28,31 0 0 1 56,69 A28,31 0 0 1 0,69 Z",
    ),
    "7": Glyph(56, "M0,0 L56,0 C40,26 26,56 20,100"),
    "8": Glyph(
        56,
        "M5,24 A23,24 0 0 1 51,24 A23,24 0 0 1 5,24 Z M0,74 A28,26 0 0 1 56,74 A28,26 0 0 1 0,74 Z",
    ),
    "9": Glyph(
        56,
        "M56,31 A28,31 0 0 1 0,31 A28,31 0 0 1 56,31 Z M56,36 C56,78 46,100 26,100 C18,100 12,97 6,91",
    ),
    "1": Glyph(30, "M0,20 L26,0 L26,100"),
    "0": Glyph(52, "M0,26 A26,26 0 0 1 52,26 L52,74 A26,26 0 0 1 0,74 Z"),
    "J": Glyph(46, "M14,0 L46,0 M40,0 L40,72 C40,90 32,100 20,100 C8,100 1,92 0,80"),
    "Q": Glyph(62, "M0,50 A31,50 0 0 1 62,50 A31,50 0 0 1 0,50 Z M34,70 L62,102"),
    "K": Glyph(56, "M0,0 L0,100 M56,0 L0,64 M18,44 L58,100"),
    "B": Glyph(
        56,
        "M0,0 L0,100 L30,100 C46,100 56,90 56,74 C56,58 46,48 30,48 L0,48 "
        "M0,48 L26,48 C41,48 50,38 50,24 C50,10 41,0 26,0 L0,0",
    ),
    "D": Glyph(58, "M0,0 L0,100 L24,100 C46,100 58,80 58,50 C58,20 46,0 24,0 Z"),
}

# Gap between letters, in units of the 100-unit glyph box.
TRACKING = 16


def text_width(
    text: str, ink_height: float, *, weight: float = 0.16, condense: float = 1.0, tracking: float = TRACKING
) -> float:
    """Ink width of `text` set by text_path with the same arguments."""
    scale = ink_height / (100 * (1 + weight))
    stroke = 100 * weight * scale
    advance = sum(GLYPHS[ch].width for ch in text) + tracking * (len(text) - 1)
    return advance * scale * condense + stroke


def text_path(
    text: str,
    cx: float,
    top: float,
    ink_height: float,
    *,
    colour: str,
    weight: float = 0.16,
    condense: float = 1.0,
    tracking: float = TRACKING,
) -> str:
    """`text` as one stroked path whose ink is `ink_height` tall, centred on cx with its top at `top`.

    `weight` is the stroke width relative to the cap height; `condense` narrows the letters while
    keeping the stroke weight, so "10" fits the same index column as the single-letter ranks;
    `tracking` is the gap between letters in glyph units (a glyph is 100 tall).
    """
    scale = ink_height / (100 * (1 + weight))
    stroke = 100 * weight * scale
    width = text_width(text, ink_height, weight=weight, condense=condense, tracking=tracking)
    x = cx - width / 2 + stroke / 2
    y = top + stroke / 2
    parts = []
    for ch in text:
        glyph = GLYPHS[ch]
        parts.append(transform(glyph.d, scale * condense, scale, x, y))
        x += (glyph.width + tracking) * scale * condense
    return tag(
        "path",
        d=" ".join(parts),
        fill="none",
        stroke=colour,
        stroke_width=num(stroke),
        stroke_linecap="round",
        stroke_linejoin="round",
    )
