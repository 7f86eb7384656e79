"""The colours the charts and the widgets share, by name, as (red, green, blue): one home for both.

Banker red, Player blue and Tie green mean the same on the felt, the scoreboard, the hand list and
every chart, and the charts are drawn in the table's felt, gold and ivory. Analytics may not import
Qt (docs/architecture.md §The direction of imports), so these live here, in plain Python every layer
may import: ``ui/look/palette.py`` and the view models make QColors of them, ``analytics/figures/look.py``
hex strings for Matplotlib. A colour only the widgets use stays in ``ui/look/palette.py``; one only the charts
use, in ``analytics/figures/look.py``.
"""

from __future__ import annotations

__all__ = [
    "BANKER_RED",
    "FELT_DARK",
    "GAIN_INK",
    "GOLD",
    "GOLD_EDGE",
    "GRID",
    "INK",
    "IVORY",
    "LOSS_INK",
    "PLAYER_BLUE",
    "RGB",
    "TIE_GREEN",
    "hex_colour",
]

RGB = tuple[int, int, int]

# The three outcomes, as the scoreboard marks them.
BANKER_RED: RGB = (211, 47, 47)
PLAYER_BLUE: RGB = (21, 101, 192)
TIE_GREEN: RGB = (46, 125, 50)

# The table: its dark felt, the gold print, the ivory of cards and scorecards, the ink on ivory.
FELT_DARK: RGB = (6, 60, 32)
GOLD: RGB = (212, 175, 90)
GOLD_EDGE: RGB = (163, 124, 18)  # the frame of an ivory field on the felt; the charts' exact values
IVORY: RGB = (246, 240, 222)
INK: RGB = (34, 48, 42)
GRID: RGB = (221, 212, 187)  # grid lines on ivory

# Money on ivory (the hand list, the charts): what was won, what was lost.
GAIN_INK: RGB = (27, 110, 58)
LOSS_INK: RGB = (183, 28, 28)


def hex_colour(rgb: RGB) -> str:
    """'#d32f2f': the form Matplotlib and style sheets read.

    >>> hex_colour(BANKER_RED)
    '#d32f2f'
    """
    red, green, blue = rgb
    return f"#{red:02x}{green:02x}{blue:02x}"
