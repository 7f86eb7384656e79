"""Generate resources/cards.svg: 52 faces and a back, each a <g> whose id is the card code (AS, TD, KH, back).

Run with any Python 3.11+ (standard library only): ``python resources/src/make_deck.py``.
The sheet is 13 columns (A..K) by 4 suit rows (S, H, D, C) with the back alone on a fifth row; every card
is 250 x 350 units with its own translate(), so QSvgRenderer.boundsOnElement(code) is exactly the card.
"""

from __future__ import annotations

import itertools
import math
from pathlib import Path

from glyphs import (
    BLACK,
    GOLD,
    GOLD_DARK,
    SUIT_COLOURS,
    circle_d,
    group,
    num,
    rounded_rect_d,
    suit_path,
    svg_document,
    tag,
    text_path,
)

CARD_W = 250
CARD_H = 350
CORNER = 16
GAP = 20
RANKS = "A23456789TJQK"
SUITS = "SHDC"
OUTPUT = Path(__file__).resolve().parent.parent / "cards.svg"

BORDER = "#9a9ea6"
PANEL_TINT = {"S": "#eef1f6", "C": "#eef1f6", "H": "#fcf0f1", "D": "#fcf0f1"}

# Pip grid: two outer columns and a centre column; rows run from PIP_TOP to the mirrored bottom.
PIP_X = {"L": 74.0, "C": 125.0, "R": 176.0}
PIP_TOP = 74.0
PIP_BOTTOM = CARD_H - PIP_TOP
PIP_SIZE = 48.0

# Standard pip positions as (column, fraction of the way down the pip area).
PIP_LAYOUTS: dict[str, list[tuple[str, float]]] = {
    "2": [("C", 0), ("C", 1)],
    "3": [("C", 0), ("C", 0.5), ("C", 1)],
    "4": [(c, r) for r in (0, 1) for c in "LR"],
    "5": [(c, r) for r in (0, 1) for c in "LR"] + [("C", 0.5)],
    "6": [(c, r) for r in (0, 0.5, 1) for c in "LR"],
    "7": [(c, r) for r in (0, 0.5, 1) for c in "LR"] + [("C", 0.25)],
    "8": [(c, r) for r in (0, 0.5, 1) for c in "LR"] + [("C", 0.25), ("C", 0.75)],
    "9": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in "LR"] + [("C", 0.5)],
    "T": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in "LR"] + [("C", 1 / 6), ("C", 5 / 6)],
}

# --- card furniture ---------------------------------------------------------------------------------


def card_base() -> str:
    """The white face; its 1.2-unit border is drawn inside the 250 x 350 rectangle so bounds stay exact."""
    inset = 0.6
    return tag(
        "rect",
        x=inset,
        y=inset,
        width=CARD_W - 2 * inset,
        height=CARD_H - 2 * inset,
        rx=CORNER - inset,
        fill="#ffffff",
        stroke=BORDER,
        stroke_width=2 * inset,
    )


def rank_label(rank: str) -> str:
    """What the index shows: the T card reads "10"."""
    return "10" if rank == "T" else rank


def index(rank: str, suit: str) -> str:
    """Top-left index (rank over a small suit); the bottom-right copy is the same group turned 180°."""
    colour = SUIT_COLOURS[suit]
    label = rank_label(rank)
    # "10" is condensed but keeps a clear gap, so it still reads as two figures at 60 px.
    condense, tracking = (0.72, 42) if len(label) == 2 else (1.0, 16)
    cx = 26.0
    corner = [
        text_path(label, cx, 14, 44, colour=colour, weight=0.19, condense=condense, tracking=tracking),
        suit_path(suit, cx, 80, 26),
    ]
    return "\n".join([group(corner), group(corner, transform=f"rotate(180 {CARD_W / 2} {CARD_H / 2})")])


def pips(rank: str, suit: str) -> list[str]:
    """Pips at the standard positions; those below the middle are turned upside down as on real cards."""
    if rank == "A":
        return ace(suit)
    out = []
    for column, fraction in PIP_LAYOUTS[rank]:
        y = PIP_TOP + fraction * (PIP_BOTTOM - PIP_TOP)
        out.append(suit_path(suit, PIP_X[column], y, PIP_SIZE, flip=fraction > 0.5))
    return out


def ace(suit: str) -> list[str]:
    """One large centred pip; the ace of spades gets the customary extra flourish (a fine double ring)."""
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit != "S":
        return [suit_path(suit, cx, cy, 96)]
    return [
        tag("circle", cx=cx, cy=cy, r=74, fill="none", stroke=GOLD, stroke_width=2.5),
        tag("circle", cx=cx, cy=cy, r=68, fill="none", stroke=BLACK, stroke_width=1),
        suit_path(suit, cx, cy, 104),
    ]


# --- geometry helpers ------------------------------------------------------------------------------


def clip_line(
    px: float, py: float, dx: float, dy: float, box: tuple[float, float, float, float]
) -> tuple[float, float, float, float] | None:
    """The part of the infinite line p + t*d inside an axis-aligned box, or None (Liang-Barsky)."""
    x0, y0, x1, y1 = box
    t0, t1 = -math.inf, math.inf
    for p, q in ((-dx, px - x0), (dx, x1 - px), (-dy, py - y0), (dy, y1 - py)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (px + t0 * dx, py + t0 * dy, px + t1 * dx, py + t1 * dy)


def lattice(box: tuple[float, float, float, float], spacing: float, shift: float = 0.0) -> str:
    """Diagonal lines x ± y = c through (centre + shift + k*spacing, centre), clipped by hand.

    Drawn as plain segments because QtSvg's <pattern> and clipping support is unreliable.
    """
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    steps = int(((x1 - x0) + (y1 - y0)) / spacing) + 1
    segments = []
    for direction in (1, -1):
        for k in range(-steps, steps + 1):
            seg = clip_line(cx + shift + k * spacing, cy, direction, 1, box)
            if seg:
                segments.append(f"M{num(seg[0])},{num(seg[1])} L{num(seg[2])},{num(seg[3])}")
    return " ".join(segments)


def lozenge_d(x: float, y: float, r: float) -> str:
    """A small square diamond (a lattice cell's jewel or an ornament) centred on (x, y)."""
    return f"M{num(x)},{num(y - r)} L{num(x + r)},{num(y)} L{num(x)},{num(y + r)} L{num(x - r)},{num(y)} Z"


# --- court cards --------------------------------------------------------------------------------------

PANEL = (50.0, 40.0, 150.0, 270.0)  # x, y, width, height: clear of both indices


def crown(colour: str) -> list[str]:
    """King: a five-pointed crown with pearls, an orb and cross, and jewels on the band (box 100 x 76)."""
    line = {"stroke": colour, "stroke_width": 2.2, "stroke_linejoin": "round"}
    body = "M-40,-18 L-48,-52 L-22,-34 L0,-58 L22,-34 L48,-52 L40,-18 Z"
    out = [
        tag("path", d=body, fill=GOLD, **line),
        tag(
            "path",
            d="M-22,-34 L-26,-18 M22,-34 L26,-18 M0,-58 L0,-18",
            fill="none",
            stroke=GOLD_DARK,
            stroke_width=1.2,
        ),
        tag("path", d=rounded_rect_d(-42, -19, 84, 17, 3), fill=GOLD, **line),
        tag("path", d="M-40,-10.5 L40,-10.5", stroke=GOLD_DARK, stroke_width=0.8),
        tag("path", d=circle_d(-48, -55, 4.5) + " " + circle_d(48, -55, 4.5), fill="#ffffff", **line),
        tag("path", d=circle_d(0, -63, 5.5), fill=GOLD, **line),
        tag(
            "path",
            d="M0,-68.5 L0,-78 M-4.5,-74 L4.5,-74",
            fill="none",
            stroke=colour,
            stroke_width=2.6,
            stroke_linecap="round",
        ),
    ]
    for x in (-26, 0, 26):
        out.append(tag("path", d=f"M{x},-16 L{x + 5},-10.5 L{x},-5 L{x - 5},-10.5 Z", fill=colour))
    return out


def tiara(colour: str) -> list[str]:
    """Queen: an arched diadem of five pearl-tipped peaks over a jewelled band (box 100 x 76)."""
    line = {"stroke": colour, "stroke_width": 2.2, "stroke_linejoin": "round"}
    peaks = [
        (-46, -8),
        (-36, -30),
        (-27, -22),
        (-18, -44),
        (-9, -32),
        (0, -60),
        (9, -32),
        (18, -44),
        (27, -22),
        (36, -30),
        (46, -8),
    ]
    top = f"M{peaks[0][0]},{peaks[0][1]}"
    for (x0, y0), (x1, y1) in itertools.pairwise(peaks):
        # Concave flanks: each edge bows towards the crown's inside, like filigree.
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2 + 5
        top += f" Q{num(mx)},{num(my)} {x1},{y1}"
    body = top + " C30,-18 -30,-18 -46,-8 Z"
    band = "M-44,-9 C-28,-19 28,-19 44,-9"
    out = [
        tag("path", d=body, fill=GOLD, **line),
        tag("path", d=band, fill="none", stroke=GOLD_DARK, stroke_width=1.3),
        tag("path", d="M0,-44 C5,-36 6,-30 0,-24 C-6,-30 -5,-36 0,-44 Z", fill=colour),
        tag("path", d=circle_d(-18, -30, 3) + " " + circle_d(18, -30, 3), fill=colour),
    ]
    tips = [(-36, -34), (-18, -48), (0, -64), (18, -48), (36, -34)]
    out.append(
        tag(
            "path",
            d=" ".join(circle_d(x, y, 4) for x, y in tips),
            fill="#ffffff",
            stroke=colour,
            stroke_width=1.5,
        )
    )
    row = [(-30, -12.5), (-15, -15.5), (0, -16.5), (15, -15.5), (30, -12.5)]
    out.append(tag("path", d=" ".join(circle_d(x, y, 2) for x, y in row), fill="#ffffff"))
    return out


def plumed_cap(colour: str) -> list[str]:
    """Jack: a pleated beret with a jewelled band and an ostrich plume sweeping back (box 100 x 76)."""
    line = {"stroke": colour, "stroke_width": 2.2, "stroke_linejoin": "round"}
    plume = (
        "M26,-16 C30,-44 10,-66 -22,-72 C-34,-74 -44,-68 -46,-60 C-40,-64 -30,-64 -24,-60 "
        "C-34,-58 -40,-52 -40,-44 C-32,-52 -20,-54 -10,-50 C-4,-44 8,-34 14,-16 Z"
    )
    spine = "M20,-18 C20,-42 4,-60 -24,-64"
    barbs = " ".join(
        f"M{x1},{y1} L{x2},{y2}"
        for x1, y1, x2, y2 in [
            (19, -30, 25, -34),
            (15, -42, 19, -50),
            (8, -51, 9, -61),
            (-2, -58, -5, -67),
            (-12, -62, -17, -69),
            (17, -36, 12, -32),
            (11, -47, 5, -44),
        ]
    )
    pleats = "M-30,-14 C-32,-24 -26,-32 -14,-37 M-12,-14 C-12,-24 -8,-33 0,-39 M8,-14 C10,-24 14,-32 22,-36"
    out = [
        tag("path", d=plume, fill=GOLD, **line),
        tag(
            "path",
            d=spine + " " + barbs,
            fill="none",
            stroke=GOLD_DARK,
            stroke_width=1.2,
            stroke_linecap="round",
        ),
        tag("path", d="M-44,-12 C-50,-30 -24,-42 4,-42 C32,-42 50,-30 44,-12 Z", fill=colour, **line),
        tag("path", d=pleats, fill="none", stroke=GOLD, stroke_width=1.1, stroke_opacity=0.7),
        tag("path", d=circle_d(4, -42, 3.5), fill=GOLD, **line),
        tag("path", d=rounded_rect_d(-42, -15, 84, 13, 4), fill=GOLD, **line),
        tag(
            "path",
            d="M20,-15.5 L26.5,-8.5 L20,-1.5 L13.5,-8.5 Z",
            fill=colour,
            stroke=GOLD_DARK,
            stroke_width=1,
        ),
    ]
    for x in (-30, -14, 2):
        out.append(tag("path", d=circle_d(x, -8.5, 2.2), fill=colour))
    return out


EMBLEMS = {"K": crown, "Q": tiara, "J": plumed_cap}


def court_half(rank: str, suit: str) -> list[str]:
    """The upper half of a court panel: emblem over a big rank letter between two suits. Mirrored below."""
    colour = SUIT_COLOURS[suit]
    x, y, w, h = PANEL
    cx, mid = x + w / 2, y + h / 2
    scale = (
        1.08 if rank == "Q" else 0.96
    )  # the diadem is lower than the crown and the cap: give it more width
    emblem = group(EMBLEMS[rank](colour), transform=f"translate({num(cx)},{num(y + 82)}) scale({scale})")
    letter_top = mid - 6 - 44
    r = 12
    corners = (
        f"M{num(x + 8)},{num(y + 8 + r)} A{r},{r} 0 0 1 {num(x + 8 + r)},{num(y + 8)} "
        f"M{num(x + w - 8 - r)},{num(y + 8)} A{r},{r} 0 0 1 {num(x + w - 8)},{num(y + 8 + r)}"
    )
    return [
        tag("path", d=corners, fill="none", stroke=GOLD, stroke_width=1.4),
        emblem,
        text_path(rank, cx, letter_top, 44, colour=colour, weight=0.16),
        suit_path(suit, x + 34, letter_top + 22, 30),
        suit_path(suit, x + w - 34, letter_top + 22, 30),
    ]


def court(rank: str, suit: str) -> list[str]:
    """A framed panel in the suit colour, mirrored top/bottom like a real court card."""
    colour = SUIT_COLOURS[suit]
    x, y, w, h = PANEL
    cx, cy = x + w / 2, y + h / 2
    half = court_half(rank, suit)
    frame = [
        tag("rect", x=x, y=y, width=w, height=h, rx=5, fill=PANEL_TINT[suit], stroke=colour, stroke_width=2),
        tag(
            "path",
            d=lattice((x + 4, y + 4, x + w - 4, y + h - 4), 7),
            stroke=colour,
            stroke_width=0.5,
            stroke_opacity=0.12,
        ),
        tag(
            "rect",
            x=x + 4,
            y=y + 4,
            width=w - 8,
            height=h - 8,
            rx=3,
            fill="none",
            stroke=GOLD,
            stroke_width=1.4,
        ),
        tag(
            "path",
            d=f"M{num(x + 4)},{num(cy)} H{num(cx - 20)} M{num(cx + 20)},{num(cy)} H{num(x + w - 4)}",
            stroke=colour,
            stroke_width=1.2,
        ),
        tag(
            "path",
            d=f"M{num(cx)},{num(cy - 5)} L{num(cx + 8)},{num(cy)} L{num(cx)},{num(cy + 5)} "
            f"L{num(cx - 8)},{num(cy)} Z",
            fill=GOLD,
        ),
    ]
    return [*frame, group(half), group(half, transform=f"rotate(180 {num(cx)} {num(cy)})")]


# --- the back ---------------------------------------------------------------------------------------

BACK_RED = "#7e1325"
BACK_LINE = "#b4475a"


def back() -> list[str]:
    """Deep casino red in a white border: a fine double-line lattice with gold studs and a "BD" monogram."""
    inset = 12
    inner = (inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset)
    field = (inset + 9, inset + 9, CARD_W - inset - 9, CARD_H - inset - 9)
    x0, y0, x1, y1 = field
    cx, cy = CARD_W / 2, CARD_H / 2
    spacing = 14.0
    half = spacing / 2
    # The lattice's crossings sit at (cx + i*half, cy + j*half) with i + j even; cell centres where odd.
    studs, cells = [], []
    for i in range(-20, 21):
        for j in range(-30, 31):
            x, y = cx + i * half, cy + j * half
            if not (x0 + 2 < x < x1 - 2 and y0 + 2 < y < y1 - 2):
                continue
            if (i + j) % 2 == 0:
                studs.append(circle_d(x, y, 1.5))
            else:
                cells.append(lozenge_d(x, y, 2))
    double = lattice(field, spacing, shift=-1.7) + " " + lattice(field, spacing, shift=1.7)
    ornaments = " ".join(
        lozenge_d(x, y, 4) for x, y in ((cx, cy - 56), (cx, cy + 56), (cx - 44, cy), (cx + 44, cy))
    )
    monogram = [
        tag("ellipse", cx=cx, cy=cy, rx=48, ry=60, fill=BACK_RED),
        tag("ellipse", cx=cx, cy=cy, rx=44, ry=56, fill="none", stroke="#ffffff", stroke_width=2.4),
        tag("ellipse", cx=cx, cy=cy, rx=38, ry=50, fill="none", stroke=GOLD, stroke_width=1.2),
        tag("path", d=ornaments, fill=GOLD, stroke=BACK_RED, stroke_width=1),
        text_path("BD", cx, cy - 17, 34, colour="#ffffff", weight=0.15, tracking=26),
    ]
    return [
        card_base(),
        tag("rect", x=inner[0], y=inner[1], width=inner[2], height=inner[3], rx=8, fill=BACK_RED),
        tag("path", d=double, fill="none", stroke=BACK_LINE, stroke_width=0.8),
        tag("path", d=" ".join(cells), fill=BACK_LINE),
        tag("path", d=" ".join(studs), fill=GOLD),
        tag(
            "rect",
            x=x0 - 3,
            y=y0 - 3,
            width=x1 - x0 + 6,
            height=y1 - y0 + 6,
            rx=4,
            fill="none",
            stroke=GOLD,
            stroke_width=1.2,
        ),
        *monogram,
    ]


# --- the sheet --------------------------------------------------------------------------------------


def face(rank: str, suit: str) -> list[str]:
    """Everything on one face, in the card's own 250 x 350 coordinates."""
    body = court(rank, suit) if rank in EMBLEMS else pips(rank, suit)
    return [card_base(), *body, index(rank, suit)]


def sheet() -> str:
    """The whole deck as one SVG document."""
    cards = []
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            x, y = GAP + col * (CARD_W + GAP), GAP + row * (CARD_H + GAP)
            cards.append(group(face(rank, suit), id=rank + suit, transform=f"translate({x},{y})"))
    cards.append(group(back(), id="back", transform=f"translate({GAP},{GAP + 4 * (CARD_H + GAP)})"))
    width = GAP + 13 * (CARD_W + GAP)
    height = GAP + 5 * (CARD_H + GAP)
    title = "Baccarat Desktop deck: 52 faces and a back, drawn for this project"
    return svg_document(width, height, title, cards)


def main() -> None:
    OUTPUT.write_text(sheet(), encoding="utf-8")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
