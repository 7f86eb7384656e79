"""Colours and fonts shared by the felt, the scoreboard frame and the dialogs."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QFont

from ..engine.bets import BetSpot

FELT = QColor(13, 102, 56)
FELT_DARK = QColor(6, 60, 32)
GOLD = QColor(212, 175, 90)
GOLD_DARK = QColor(150, 118, 50)
IVORY = QColor(246, 240, 222)
WOOD = QColor(38, 22, 14)
BANKER_RED = QColor(211, 47, 47)
PLAYER_BLUE = QColor(21, 101, 192)
TIE_GREEN = QColor(46, 125, 50)

SPOT_COLOURS: dict[BetSpot, QColor] = {
    BetSpot.PLAYER: PLAYER_BLUE,
    BetSpot.BANKER: BANKER_RED,
    BetSpot.TIE: TIE_GREEN,
    BetSpot.PLAYER_PAIR: QColor(60, 110, 180),
    BetSpot.BANKER_PAIR: QColor(190, 70, 70),
    BetSpot.PLAYER_BONUS: QColor(60, 110, 180),
    BetSpot.BANKER_BONUS: QColor(190, 70, 70),
    BetSpot.EITHER_PAIR: QColor(140, 100, 180),
    BetSpot.PERFECT_PAIR: QColor(140, 100, 180),
    BetSpot.BIG: QColor(40, 150, 150),
    BetSpot.SMALL: QColor(40, 150, 150),
    BetSpot.LUCKY_6: QColor(200, 150, 40),
    BetSpot.DRAGON_7: QColor(214, 90, 40),
    BetSpot.PANDA_8: QColor(150, 150, 150),
}
assert set(SPOT_COLOURS) == set(BetSpot), "every bet spot has its colour"
# Side-bet areas print small: their pay lines a lighter gold so they read on the felt.
SIDE_PAY = QColor(234, 204, 128)
# A betting area closed for now (Big and Small once the cut card is out).
CLOSED_SHADE = QColor(0, 0, 0, 120)
CLOSED_TEXT = QColor(236, 210, 150)


def blend(a: QColor, b: QColor, share_of_b: float) -> QColor:
    """``a`` mixed with ``share_of_b`` of ``b`` (side-bet titles: ivory with a hint of the spot's colour)."""
    t = share_of_b
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


_SERIF = ["Georgia", "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "Liberation Serif", "serif"]
_SANS = ["Segoe UI", "Helvetica Neue", "Cantarell", "DejaVu Sans", "Liberation Sans", "sans-serif"]


def serif_font(pixel_size: int, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The printed-on-felt look; pixel sizes because the felt is drawn in scene units."""
    font = QFont()
    font.setFamilies(_SERIF)
    font.setPixelSize(pixel_size)
    font.setWeight(weight)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 104)
    return font


def ui_font(pixel_size: int, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    font = QFont()
    font.setFamilies(_SANS)
    font.setPixelSize(pixel_size)
    font.setWeight(weight)
    return font


# -- the smallest text on screen -------------------------------------------------------------------
# 9 pt at the 96 dpi Qt assumes for logical pixels. The felt is drawn in scene units and scaled to
# the window, so its view sets a floor in scene units (``FeltScene.text_floor``) and every printed
# size is raised to it: a 1024x640 window reads as well as a 4K one, the large sizes stay as drawn.
FLOOR_PX = 12.0


def felt_px(item: object, px: float) -> int:
    """``px`` scene units, raised so the text is at least FLOOR_PX on screen wherever ``item`` (a
    graphics item or the scene) is drawn; an item's own scale counts (chips on side bets are smaller)."""
    scene = item.scene() if hasattr(item, "scene") and callable(item.scene) else item
    floor = float(getattr(scene, "text_floor", 0.0) or 0.0)
    scale = item.scale() if hasattr(item, "scale") and callable(item.scale) else 1.0
    return max(round(px), math.ceil(floor / max(scale, 0.05) - 1e-6))
