"""Where things sit on the felt, in scene units (1600 x 900, stretched taller by FeltScene)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ..engine.bets import BetSpot
from ..engine.coup import Hand
from .felt_items import CARD_H, CARD_W

SCENE_RECT = QRectF(0, 0, 1600, 900)
MAX_EXTRA = 420.0  # the tallest stretch (about 4:3); taller windows get wood below
# The betting areas are a gentle arc (a circle centred far above the table), as printed on a real felt.
ARC_CENTRE = QPointF(800, -900)
INNER, OUTER = 1370.0, 1620.0
DEALER_POINT = QPointF(800, 40)
PLAYER_CENTRE_X, BANKER_CENTRE_X = 561.0, 1039.0
CARDS_TOP = 100.0

# Spot, start angle, end angle (degrees, y down: 90 is straight below the centre), printed title.
SPOT_LAYOUT: list[tuple[BetSpot, float, float, str]] = [
    (BetSpot.PLAYER_PAIR, 114.1, 107.1, "P PAIR"),
    (BetSpot.PLAYER, 106.65, 94.65, "PLAYER"),
    (BetSpot.TIE, 94.2, 85.8, "TIE"),
    (BetSpot.BANKER, 85.35, 73.35, "BANKER"),
    (BetSpot.BANKER_PAIR, 72.9, 65.9, "B PAIR"),
]

# Two rows of dealer buttons on the rail: (action, label, width, primary).
BUTTON_ROWS: list[list[tuple[str, str, float, bool]]] = [
    [("undo", "UNDO", 122, False), ("clear", "CLEAR", 122, False), ("double", "DOUBLE", 122, False)],
    [("rebet", "REBET", 110, False), ("rebet_deal", "REBET & DEAL", 160, False), ("deal", "DEAL", 110, True)],
]


def card_slot(hand: Hand, index: int, top: float = CARDS_TOP) -> tuple[QPointF, float]:
    """Top-left position and rotation of a hand's card; third cards lie sideways outside the pair."""
    centre = PLAYER_CENTRE_X if hand is Hand.PLAYER else BANKER_CENTRE_X
    if index < 2:
        x = centre - CARD_W - 6 + index * (CARD_W + 12)
        return QPointF(x, top), 0.0
    # Sideways: rotated about the card's centre, placed beside the pair on the outer side.
    outer = -1 if hand is Hand.PLAYER else 1
    cx = centre + outer * (CARD_W + 6 + CARD_H / 2 + 16)
    cy = top + CARD_H / 2
    return QPointF(cx - CARD_W / 2, cy - CARD_H / 2), 90.0 * outer
