"""Generate resources/chips.svg: casino chips seen from above (chip-<n>) and from the side (chip-edge-<n>).

Run with any Python 3.11+ (standard library only): ``python resources/src/make_chips.py``.
Top views are 200 x 200 units, side views 200 x 36 (one chip's thickness, for drawing stacks); each is a
<g> with its own translate(), so QSvgRenderer.boundsOnElement(id) is exactly that rectangle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from glyphs import circle_d, group, num, svg_document, tag, text_path, text_width

OUTPUT = Path(__file__).resolve().parent.parent / "chips.svg"
SIZE = 200
EDGE_H = 36
GAP = 20
SPOTS = 6  # edge inserts around the rim
SPOT_ARC = 22.0  # degrees each insert spans
INLAY = "#f7f3e8"


@dataclass(frozen=True)
class Chip:
    value: int
    label: str
    base: str  # body colour
    spot: str  # edge inserts
    accent: str  # thin stripe across each insert
    ink: str  # the denomination on the inlay


CHIPS = [
    Chip(1, "1", "#f1f0ea", "#1f4fa8", "#f1f0ea", "#1f4fa8"),
    Chip(5, "5", "#c4202b", "#f7f3e8", "#c4202b", "#c4202b"),
    Chip(25, "25", "#1d7a3c", "#f7f3e8", "#1d7a3c", "#1d7a3c"),
    Chip(100, "100", "#1d1d22", "#f7f3e8", "#c4202b", "#1d1d22"),
    Chip(500, "500", "#5b2a86", "#f7f3e8", "#e9b824", "#5b2a86"),
    Chip(1000, "1K", "#efa51c", "#7a1c34", "#f7f3e8", "#7a1c34"),
]


def annular_sector(cx: float, cy: float, r0: float, r1: float, a0: float, a1: float) -> str:
    """A ring segment between radii r0 < r1 and angles a0 < a1 (degrees, clockwise from 12 o'clock)."""

    def point(r: float, a: float) -> str:
        t = math.radians(a)
        return f"{num(cx + r * math.sin(t))},{num(cy - r * math.cos(t))}"

    large = int(a1 - a0 > 180)
    return (
        f"M{point(r1, a0)} A{num(r1)},{num(r1)} 0 {large} 1 {point(r1, a1)} "
        f"L{point(r0, a1)} A{num(r0)},{num(r0)} 0 {large} 0 {point(r0, a0)} Z"
    )


def denomination(chip: Chip, cx: float, cy: float) -> str:
    """The value on the inlay, as large as fits inside it."""
    ink = {1: 60, 2: 52}.get(len(chip.label), 42)
    weight = 0.2
    tracking = 24
    while text_width(chip.label, ink, weight=weight, tracking=tracking) > 94:
        ink -= 1
    return text_path(chip.label, cx, cy - ink / 2, ink, colour=chip.ink, weight=weight, tracking=tracking)


def top_view(chip: Chip) -> list[str]:
    """Body, rim inserts, an inner ring of dashes, the cream inlay with the value, and a soft sheen."""
    c = SIZE / 2
    spots = []
    accents = []
    for k in range(SPOTS):
        mid = k * 360 / SPOTS
        spots.append(annular_sector(c, c, 74, 100, mid - SPOT_ARC / 2, mid + SPOT_ARC / 2))
        accents.append(annular_sector(c, c, 74, 100, mid - 1.6, mid + 1.6))
    return [
        tag("path", d=circle_d(c, c, 100), fill=chip.base),
        tag("path", d=" ".join(spots), fill=chip.spot),
        tag("path", d=" ".join(accents), fill=chip.accent),
        tag("circle", cx=c, cy=c, r=99, fill="none", stroke="#000000", stroke_width=2, stroke_opacity=0.28),
        tag("circle", cx=c, cy=c, r=74, fill="none", stroke="#000000", stroke_width=1.2, stroke_opacity=0.2),
        tag(
            "circle",
            cx=c,
            cy=c,
            r=68,
            fill="none",
            stroke=chip.spot,
            stroke_width=3,
            stroke_dasharray="6.2,4.5",
        ),
        tag("circle", cx=c, cy=c, r=61, fill=INLAY, stroke=chip.ink, stroke_width=2.4),
        tag("circle", cx=c, cy=c, r=55, fill="none", stroke=chip.ink, stroke_width=0.9, stroke_opacity=0.6),
        denomination(chip, c, c),
        tag("circle", cx=c, cy=c, r=100, fill="url(#sheen)"),
    ]


def edge_view(chip: Chip) -> list[str]:
    """The same chip from the side: the front-facing rim inserts become foreshortened stripes."""
    stripes = []
    accents = []
    for k in range(SPOTS):
        mid = k * 360 / SPOTS
        for lo, hi, bucket in (
            (mid - SPOT_ARC / 2, mid + SPOT_ARC / 2, stripes),
            (mid - 1.6, mid + 1.6, accents),
        ):
            if math.cos(math.radians(mid)) <= 0.05:
                continue  # on the far side of the chip
            x0 = SIZE / 2 + SIZE / 2 * math.sin(math.radians(lo))
            x1 = SIZE / 2 + SIZE / 2 * math.sin(math.radians(hi))
            bucket.append(f"M{num(x0)},0 H{num(x1)} V{EDGE_H} H{num(x0)} Z")
    r = 7
    outline = (
        f"M{r},0 H{SIZE - r} A{r},{r} 0 0 1 {SIZE},{r} V{EDGE_H - r} A{r},{r} 0 0 1 {SIZE - r},{EDGE_H} "
        f"H{r} A{r},{r} 0 0 1 0,{EDGE_H - r} V{r} A{r},{r} 0 0 1 {r},0 Z"
    )
    return [
        tag("path", d=outline, fill=chip.base),
        tag("path", d=" ".join(stripes), fill=chip.spot),
        tag("path", d=" ".join(accents), fill=chip.accent),
        tag("path", d=f"M{r},1.5 H{SIZE - r}", stroke="#ffffff", stroke_width=1.6, stroke_opacity=0.45),
        tag(
            "path",
            d=f"M{r},{EDGE_H - 1.5} H{SIZE - r}",
            stroke="#000000",
            stroke_width=1.6,
            stroke_opacity=0.3,
        ),
        tag("path", d=outline, fill="url(#cylinder)"),
    ]


def defs() -> str:
    """Shared shading: a sheen for the face and cylinder shading for the side (both user-space, per chip)."""
    return (
        "<defs>\n"
        '<radialGradient id="sheen" gradientUnits="userSpaceOnUse" '
        'cx="100" cy="100" r="100" fx="70" fy="60">\n'
        '<stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>\n'
        '<stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/>\n'
        '<stop offset="0.92" stop-color="#000000" stop-opacity="0"/>\n'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.18"/>\n'
        "</radialGradient>\n"
        '<linearGradient id="cylinder" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="200" y2="0">\n'
        '<stop offset="0" stop-color="#000000" stop-opacity="0.38"/>\n'
        '<stop offset="0.22" stop-color="#000000" stop-opacity="0.08"/>\n'
        '<stop offset="0.42" stop-color="#ffffff" stop-opacity="0.16"/>\n'
        '<stop offset="0.7" stop-color="#000000" stop-opacity="0.04"/>\n'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.4"/>\n'
        "</linearGradient>\n"
        "</defs>"
    )


def sheet() -> str:
    """All chips in a row, their side views in a second row."""
    items = [defs()]
    for i, chip in enumerate(CHIPS):
        x = GAP + i * (SIZE + GAP)
        items.append(group(top_view(chip), id=f"chip-{chip.value}", transform=f"translate({x},{GAP})"))
        items.append(
            group(edge_view(chip), id=f"chip-edge-{chip.value}", transform=f"translate({x},{2 * GAP + SIZE})")
        )
    width = GAP + len(CHIPS) * (SIZE + GAP)
    height = 3 * GAP + SIZE + EDGE_H
    title = "Baccarat Desktop chips: top and side views, drawn for this project"
    return svg_document(width, height, title, items)


def main() -> None:
    OUTPUT.write_text(sheet(), encoding="utf-8")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
