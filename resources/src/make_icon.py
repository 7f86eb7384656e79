"""Generate resources/icon.svg: a natural nine (an 8 behind a 9) on a green felt roundel with a gold rim.

Run with any Python 3.11+ (standard library only): ``python resources/src/make_icon.py``.
Shapes are kept big and few so the icon still reads at 32 px: two cards, two large ranks, two suits.
"""

from __future__ import annotations

from pathlib import Path

from glyphs import BLACK, RED, group, num, suit_path, svg_document, tag, text_path

OUTPUT = Path(__file__).resolve().parent.parent / "icon.svg"
SIZE = 256
CARD_W, CARD_H = 110, 154  # the deck's 2.5 : 3.5


def defs() -> str:
    """Felt and gold gradients (user space, so they look the same in every renderer)."""
    return (
        "<defs>\n"
        '<radialGradient id="felt" gradientUnits="userSpaceOnUse" cx="128" cy="112" r="132">\n'
        '<stop offset="0" stop-color="#2f9158"/>\n'
        '<stop offset="0.75" stop-color="#1b6b3c"/>\n'
        '<stop offset="1" stop-color="#0f4a28"/>\n'
        "</radialGradient>\n"
        '<linearGradient id="gold" gradientUnits="userSpaceOnUse" x1="40" y1="10" x2="216" y2="246">\n'
        '<stop offset="0" stop-color="#f6dc8a"/>\n'
        '<stop offset="0.45" stop-color="#d3a53c"/>\n'
        '<stop offset="0.7" stop-color="#f0cd6e"/>\n'
        '<stop offset="1" stop-color="#9c7222"/>\n'
        "</linearGradient>\n"
        "</defs>"
    )


def card(rank: str, suit: str, colour: str, cx: float, cy: float, angle: float, *, pip: bool) -> str:
    """One simplified card: a big index and (if it will show) one big pip, turned about its centre."""
    x, y = cx - CARD_W / 2, cy - CARD_H / 2
    parts = [
        tag("rect", x=x + 3, y=y + 5, width=CARD_W, height=CARD_H, rx=10, fill="#000000", fill_opacity=0.3),
        tag(
            "rect",
            x=x,
            y=y,
            width=CARD_W,
            height=CARD_H,
            rx=10,
            fill="#ffffff",
            stroke="#8f949c",
            stroke_width=1.5,
        ),
        text_path(rank, x + 27, y + 11, 54, colour=colour, weight=0.22),
        suit_path(suit, x + 27, y + 86, 26),
    ]
    if pip:
        parts.append(suit_path(suit, cx + 16, cy + 38, 60))
    return group(parts, transform=f"rotate({num(angle)} {num(cx)} {num(cy)})")


def icon() -> str:
    """The whole icon document."""
    c = SIZE / 2
    items = [
        defs(),
        tag("circle", cx=c, cy=c, r=124, fill="url(#gold)"),
        tag("circle", cx=c, cy=c, r=114, fill="url(#felt)"),
        tag("circle", cx=c, cy=c, r=114, fill="none", stroke="#0b3a1f", stroke_width=2),
        tag("circle", cx=c, cy=c, r=124, fill="none", stroke="#6e5016", stroke_width=1.5),
        card("8", "S", BLACK, 98, 118, -12, pip=False),
        card("9", "H", RED, 156, 134, 10, pip=True),
    ]
    return svg_document(SIZE, SIZE, "Baccarat Desktop", items)


def main() -> None:
    OUTPUT.write_text(icon(), encoding="utf-8")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
