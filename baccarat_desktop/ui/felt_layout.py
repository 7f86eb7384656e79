"""Where things sit on the felt, in scene units (1600 x 900, stretched taller by FeltScene).

The betting areas are two concentric arcs (a circle centred far above the table), as printed on a
real felt: Player, Tie and Banker in the wide band nearest the player, and the side bets the table
offers in a narrower band above them, spread evenly over the same span whatever their number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..engine.bets import BetSpot
from ..engine.catalogue import SIDE_SPOTS
from ..engine.coup import Hand
from .felt_items import CARD_H, CARD_W

SCENE_RECT = QRectF(0, 0, 1600, 900)
MAX_EXTRA = 420.0  # the tallest stretch (about 4:3); taller windows get wood below
ARC_CENTRE = QPointF(800, -900)
DEALER_POINT = QPointF(800, 40)
PLAYER_CENTRE_X, BANKER_CENTRE_X = 561.0, 1039.0
CARDS_TOP = 100.0

# Angles in degrees, y down: 90 is straight below the arc's centre; the arcs run from their start
# (the player's left) to their end. The side-bet arc, nearer the dealer, may reach a little further.
ARC_START, ARC_END = 115.0, 65.0
SIDE_START, SIDE_END = 120.0, 60.0
OUTER = 1620.0  # the players' edge of the main band
MAIN_INNER_ALONE = 1370.0  # the main band's dealer edge when the table offers no side bets
MAIN_INNER = 1452.0  # ... and under a side-bet arc
SIDE_INNER, SIDE_OUTER = 1324.0, 1440.0
TIE_SPAN = 14.0  # Tie's share of the main band, in degrees
GAP = 6.0  # between two areas, along the arc
SIDE_CELL_MAX = 250.0  # the widest a side-bet area gets (along its middle), when few are offered

# Left to right, the side bets nearest the hand they are about: Player's on Player's side,
# Banker's on Banker's, the rest between (so the two pairs sit over Player and Banker, and EZ
# Baccarat's Panda 8 and Dragon 7 over the hands they pay on).
SIDE_ORDER: tuple[BetSpot, ...] = (
    BetSpot.PLAYER_PAIR,
    BetSpot.PLAYER_BONUS,
    BetSpot.PANDA_8,
    BetSpot.BIG,
    BetSpot.EITHER_PAIR,
    BetSpot.PERFECT_PAIR,
    BetSpot.SMALL,
    BetSpot.LUCKY_6,
    BetSpot.DRAGON_7,
    BetSpot.BANKER_BONUS,
    BetSpot.BANKER_PAIR,
)
assert sorted(SIDE_ORDER, key=SIDE_SPOTS.index) == list(SIDE_SPOTS), "every side bet has a place"

# Two rows of dealer buttons on the rail: (action, label, width, primary).
BUTTON_ROWS: list[list[tuple[str, str, float, bool]]] = [
    [("undo", "UNDO", 122, False), ("clear", "CLEAR", 122, False), ("double", "DOUBLE", 122, False)],
    [("rebet", "REBET", 110, False), ("rebet_deal", "REBET & DEAL", 160, False), ("deal", "DEAL", 110, True)],
]


@dataclass(frozen=True, slots=True)
class Sector:
    """One betting area: an annular sector from ``start`` to ``end`` degrees (start > end)."""

    spot: BetSpot
    inner: float
    outer: float
    start: float
    end: float

    @property
    def compact(self) -> bool:
        """A side-bet area: small, its words printed straight rather than along the arc."""
        return self.spot in SIDE_SPOTS


def _gap_degrees(radius: float) -> float:
    return math.degrees(GAP / radius)


def main_sectors(with_side_bets: bool) -> list[Sector]:
    """Player, Tie and Banker across the whole span; the band is deeper with no side-bet arc."""
    inner = MAIN_INNER if with_side_bets else MAIN_INNER_ALONE
    half_gap = _gap_degrees((inner + OUTER) / 2) / 2
    left, right = 90 + TIE_SPAN / 2, 90 - TIE_SPAN / 2
    return [
        Sector(BetSpot.PLAYER, inner, OUTER, ARC_START, left + half_gap),
        Sector(BetSpot.TIE, inner, OUTER, left - half_gap, right + half_gap),
        Sector(BetSpot.BANKER, inner, OUTER, right - half_gap, ARC_END),
    ]


def side_sectors(spots: Sequence[BetSpot]) -> list[Sector]:
    """The offered side bets on their own arc, in SIDE_ORDER, evenly spread over the span.

    One to three sit over Player, Tie and Banker's middles (two pairs over their hands); more
    share the span in equal slots. No area grows wider than SIDE_CELL_MAX.
    """
    ordered = [s for s in SIDE_ORDER if s in spots]
    n = len(ordered)
    if n == 0:
        return []
    middle = (SIDE_INNER + SIDE_OUTER) / 2
    gap = _gap_degrees(middle)
    widest = math.degrees(SIDE_CELL_MAX / middle)
    player_mid = (ARC_START + 90 + TIE_SPAN / 2) / 2
    banker_mid = (90 - TIE_SPAN / 2 + ARC_END) / 2
    if n == 1:
        centres = [90.0]
    elif (player_mid - banker_mid) / (n - 1) >= widest + gap:
        step = (player_mid - banker_mid) / (n - 1)
        centres = [player_mid - i * step for i in range(n)]
    else:
        step = (SIDE_START - SIDE_END) / n
        centres = [SIDE_START - (i + 0.5) * step for i in range(n)]
    spacing = (SIDE_START - SIDE_END) if n == 1 else centres[0] - centres[1]
    width = min(widest, spacing - gap)
    return [
        Sector(s, SIDE_INNER, SIDE_OUTER, c + width / 2, c - width / 2)
        for s, c in zip(ordered, centres, strict=True)
    ]


def felt_sectors(offered: Sequence[BetSpot]) -> list[Sector]:
    """Every betting area a table offering ``offered`` prints, main bets first."""
    sides = [s for s in offered if s in SIDE_SPOTS]
    return main_sectors(bool(sides)) + side_sectors(sides)


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
