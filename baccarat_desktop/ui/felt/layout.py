"""Where things sit on the felt, in scene units (1600 x 900, stretched taller by FeltScene).

The betting areas are two concentric arcs (a circle centred far above the table), as printed on a
real felt: Player, Tie and Banker in the wide band nearest the player, and the side bets the table
offers in a narrower band above them, spread evenly over the same span. A crowded table (seven side
bets or more) in a small window prints them in two rows, each area as wide as its words need at the
smallest window's text floor, so every name and payout reads at 9 pt from 1024x640 up; the scene
reshapes its areas when the floor or the felt's height changes (``felt_sectors``).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ...engine.bets import BetSpot
from ...engine.catalogue import SIDE_SPOTS
from ...engine.coup import Hand
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.money import format_cents
from ...engine.rules import TableRules
from ..look import sprites
from ..look.palette import FLOOR_PX, serif_font

SCENE_RECT = QRectF(0, 0, 1600, 900)
CARD_W = 110.0  # a card on the felt, in scene units
CARD_H = CARD_W * sprites.CARD_ASPECT
MAX_EXTRA = 420.0  # the tallest stretch (about 4:3); taller windows get wood below
ARC_CENTRE = QPointF(800, -900)
DEALER_POINT = QPointF(800, 40)
PLAYER_CENTRE_X, BANKER_CENTRE_X = 561.0, 1039.0
CARDS_TOP = 100.0
# The cards grow where the felt has room to spare under them (a window taller than 16:9 with few
# words to hold) up to CARD_SCALE_MAX; a crowded felt in a small window sets them a little smaller,
# down to CARD_SCALE_MIN (FeltTable._size_cards).
CARD_SCALE_MIN, CARD_SCALE_MAX = 0.85, 1.25  # (at 1.25 the two totals between the boxes just clear)

# Angles in degrees, y down: 90 is straight below the arc's centre; the arcs run from their start
# (the player's left) to their end. The side-bet arc, nearer the dealer, may reach a little further.
ARC_START, ARC_END = 115.0, 65.0
SIDE_START, SIDE_END = 120.0, 60.0
CROWDED_START = 122.0  # a single crowded row of side bets reaches a little further still
OUTER = 1620.0  # the players' edge of the main band
MAIN_INNER_ALONE = 1370.0  # the main band's dealer edge when the table offers no side bets
MAIN_INNER = 1452.0  # ... and under a side-bet arc
SIDE_INNER, SIDE_OUTER = 1324.0, 1440.0
TIE_SPAN = 14.0  # Tie's share of the main band, in degrees
GAP = 6.0  # between two areas, along the arc
SIDE_CELL_MAX = 250.0  # the widest a side-bet area gets (along its middle), when few are offered
# A crowded table: side bets in two rows (the outer one nearer the main band), the main band a little
# shallower. Each row is deep enough for two lines of type over a chip and its amount at the deepest
# text floor (1024x640, about 29 scene units), each area as wide as its words and chips need there.
TWO_ROWS_FROM = 7
# From this much stretch there is room for two rows under the cards (1280x720 at 150% text, its chrome
# taller, leaves the felt about 99); a felt that tall always takes two, whose words read larger.
TWO_ROWS_EXTRA = 90.0
MAIN_INNER_CROWDED = 1510.0
ROWS: tuple[tuple[float, float, float, float], ...] = (
    (1372.0, 1504.0, 120.0, 60.0),  # the outer row: inner and outer radius, start and end angle
    (1234.0, 1366.0, 116.0, 64.0),  # inner row, nearer the dealer
)
WORDS_PX = 29  # the type size a crowded felt's areas are measured at (the deepest text floor)
WORDS_LINES = 3  # ... in at most this many lines (name and payout) beside the chips
STACKED_LINES = 2  # ... or this many over the chips
SIDE_GROW_MAX = 30.0  # the most the side rows deepen on a tall felt (side_grow)
SIDE_PX_LEAST = 18  # the least type size a large window's crowded areas are measured at
ONE_ROW_PX = 16  # ... and a single crowded row's (a wide window's, whose text floor is low)
# The width a side area's chips and their amount ("$500") take beside its words at the deepest floor
# (BetSpotItem._chip_room at WORDS_PX), with the gap between them.
SIDE_CHIP_ROOM = 96.0
DEEPEST_FLOOR = 28.4  # the deepest text floor the print is laid out for (1024x640 at the usual size)

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

# Two rows of dealer buttons on the rail: (action, label, width, primary); the labels are English,
# translated where shown (_t("Felt", label)).
BUTTON_ROWS: list[list[tuple[str, str, float, bool]]] = [
    [
        ("undo", QT_TRANSLATE_NOOP("Felt", "UNDO"), 122, False),
        ("clear", QT_TRANSLATE_NOOP("Felt", "CLEAR"), 122, False),
        ("double", QT_TRANSLATE_NOOP("Felt", "DOUBLE"), 122, False),
    ],
    [
        ("rebet", QT_TRANSLATE_NOOP("Felt", "REBET"), 110, False),
        ("rebet_deal", QT_TRANSLATE_NOOP("Felt", "REBET & DEAL"), 160, False),
        ("deal", QT_TRANSLATE_NOOP("Felt", "DEAL"), 110, True),
    ],
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


def main_sectors(with_side_bets: bool, crowded: bool = False, outer: float = OUTER) -> list[Sector]:
    """Player, Tie and Banker across the whole span; the band is deeper with no side-bet arc and
    shallower under two rows of side bets (``crowded``); its players' edge at ``outer`` (raised
    where the printed rules need room above a large rail, ``FeltTable._main_outer``)."""
    inner = MAIN_INNER_CROWDED if crowded else MAIN_INNER if with_side_bets else MAIN_INNER_ALONE
    half_gap = _gap_degrees((inner + outer) / 2) / 2
    left, right = 90 + TIE_SPAN / 2, 90 - TIE_SPAN / 2
    return [
        Sector(BetSpot.PLAYER, inner, outer, ARC_START, left + half_gap),
        Sector(BetSpot.TIE, inner, outer, left - half_gap, right + half_gap),
        Sector(BetSpot.BANKER, inner, outer, right - half_gap, ARC_END),
    ]


def two_rows(count: int, floor: float, extra: float) -> bool:
    """Whether ``count`` side bets print in two rows at this text floor and stretch (scene units): a
    crowded table on a felt tall enough for both (the areas are then wide enough for their words
    beside or over their chips, at any floor)."""
    return count >= TWO_ROWS_FROM and extra >= TWO_ROWS_EXTRA


def side_sectors(
    spots: Sequence[BetSpot], rows: int = 1, floor: float = 0.0, extra: float = 0.0
) -> list[Sector]:
    """The offered side bets on their own arc, in SIDE_ORDER, evenly spread over the span.

    One to three sit over Player, Tie and Banker's middles (two pairs over their hands); more
    share the span in equal slots. No area grows wider than SIDE_CELL_MAX. ``rows=2``: two rows
    (``_two_rows``).
    """
    ordered = [s for s in SIDE_ORDER if s in spots]
    n = len(ordered)
    if n == 0:
        return []
    if rows == 2:
        return _two_rows(ordered, floor, side_grow(extra))
    inner = SIDE_INNER - side_grow(extra)
    middle = (inner + SIDE_OUTER) / 2
    gap = _gap_degrees(middle)
    widest = math.degrees(SIDE_CELL_MAX / middle)
    player_mid = (ARC_START + 90 + TIE_SPAN / 2) / 2
    banker_mid = (90 - TIE_SPAN / 2 + ARC_END) / 2
    if n == 1:
        centres = [90.0]
    elif (player_mid - banker_mid) / (n - 1) >= widest + gap:
        step = (player_mid - banker_mid) / (n - 1)
        centres = [player_mid - i * step for i in range(n)]
    else:  # a crowded row: each area as wide as its words and chips need (as two rows share out)
        px = min(WORDS_PX, math.ceil(max(floor, ONE_ROW_PX) - 1e-6))
        plans = [
            _fill_row(ordered, inner, SIDE_OUTER, CROWDED_START, 180 - CROWDED_START, px, beside)
            for beside in (True, False)
        ]
        fitting = [plan for plan, fits in plans if fits]
        if n >= TWO_ROWS_FROM or fitting:
            return fitting[0] if fitting else plans[1][0]
        step = (SIDE_START - SIDE_END) / n
        centres = [SIDE_START - (i + 0.5) * step for i in range(n)]
    spacing = (SIDE_START - SIDE_END) if n == 1 else centres[0] - centres[1]
    width = min(widest, spacing - gap)
    return [
        Sector(s, inner, SIDE_OUTER, c + width / 2, c - width / 2)
        for s, c in zip(ordered, centres, strict=True)
    ]


def words_width(spot: BetSpot, px: int = WORDS_PX, lines: int = WORDS_LINES) -> float:
    """The narrowest box a side bet's felt name and payout (from the catalogue) fit in ``lines``
    lines at ``px``, wrapped as the area prints them (``wrap_words``)."""
    return _words_width(spot.bet.felt, spot.bet.pay_text(TableRules()), px, lines)


@functools.lru_cache(maxsize=512)
def _words_width(felt: str, pay_text: str, px: int, lines: int) -> float:
    """``words_width`` for the words themselves (measured once for each language and size)."""
    title = serif_font(px, QFont.Weight.Bold)
    pay = serif_font(px, QFont.Weight.DemiBold)
    parts = [(felt, title)] + [(part, pay) for part in pay_text.split(" · ")]
    widest = max(QFontMetricsF(font).horizontalAdvance(text) for text, font in parts)
    width = 40.0
    while width < widest:
        wrapped = [wrap_words(text, font, width) for text, font in parts]
        if all(w is not None for w in wrapped) and sum(len(w or []) for w in wrapped) <= lines:
            return width
        width += 4.0
    return widest


def side_grow(extra: float) -> float:
    """How much deeper the side-bet rows are on a felt stretched by ``extra`` (scene units): the
    room under the cards goes partly to the areas, whose words and chips then read larger."""
    grow = min(SIDE_GROW_MAX, max(0.0, (extra - 60.0) * 0.2))
    return grow - grow % 5  # in steps, so the areas keep their shape while a window is resized


def _side_need(spot: BetSpot, px: int, beside: bool) -> float:
    """The width a side area needs at type size ``px``: its words beside its chips in three lines, or
    over them in two (where they go in two; else beside)."""
    if not beside and _fits_lines(spot, words_width(spot, px, STACKED_LINES), STACKED_LINES, px):
        return words_width(spot, px, STACKED_LINES)
    return words_width(spot, px) + SIDE_CHIP_ROOM * px / WORDS_PX


def _fits_lines(spot: BetSpot, width: float, lines: int, px: int) -> bool:
    title = serif_font(px, QFont.Weight.Bold)
    pay = serif_font(px, QFont.Weight.DemiBold)
    parts = [(spot.bet.felt, title)] + [(part, pay) for part in spot.bet.pay_text(TableRules()).split(" · ")]
    wrapped = [wrap_words(text, font, width + 0.5) for text, font in parts]
    return all(w is not None for w in wrapped) and sum(len(w or []) for w in wrapped) <= lines


def _two_rows(ordered: Sequence[BetSpot], floor: float, grow: float = 0.0) -> list[Sector]:
    """A crowded table's side bets in two rows, alternately (so left to right still reads Player's
    side, the middle, Banker's side, as a brick wall): each area as wide as its words and chips need
    at the text floor (no smaller than SIDE_PX_LEAST, so a large window's words read larger), beside
    each other where both rows have the room, else the words over the chips; what is left of a row
    shared out evenly. The wider outer row takes whichever half leaves both rows room."""
    px = min(WORDS_PX, math.ceil(max(floor, SIDE_PX_LEAST) - 1e-6))  # as felt_px raises it
    for beside in (True, False):
        for deeper in sorted({grow, grow / 2, 0.0}, reverse=True):  # deeper rows are narrower
            plans = [_rows(ordered, first, px, beside, deeper) for first in (1, 0)]
            fitting = [plan for plan, fits in plans if fits]
            if fitting:
                return fitting[0]
    return _rows(ordered, 0, px, False)[0]  # the more areas in the longer row


def _rows(
    ordered: Sequence[BetSpot], outer_first: int, px: int, beside: bool, grow: float = 0.0
) -> tuple[list[Sector], bool]:
    sectors = []
    fits = True
    for row, (inner, outer, start, end) in enumerate(ROWS):
        inner, outer = inner - grow * (row + 1), outer - grow * row  # each row deeper by ``grow``
        spots = list(ordered[(outer_first + row) % 2 :: 2])
        if spots:
            placed, fitted = _fill_row(spots, inner, outer, start, end, px, beside)
            sectors += placed
            fits = fits and fitted
    return sectors, fits


def _fill_row(
    spots: Sequence[BetSpot], inner: float, outer: float, start: float, end: float, px: int, beside: bool
) -> tuple[list[Sector], bool]:
    """One row of side areas from ``start`` to ``end`` degrees, each as wide as it needs at ``px``
    (``_side_need``), what is left shared out evenly; whether they all have their need."""
    gap = _gap_degrees(inner)
    # The chord at the area's inner edge, less the printing margin (10), must hold what it prints.
    needs = [
        2 * math.degrees(math.asin(min(1.0, (_side_need(s, px, beside) + 12) / (2 * inner)))) for s in spots
    ]
    spare = (start - end) - sum(needs) - gap * len(spots)
    fits = spare >= 0
    if fits:
        widths = [need + gap + spare / len(spots) for need in needs]
    else:  # the words would wrap to more lines
        widths = [(start - end) * need / sum(needs) for need in needs]
    sectors, at = [], start
    for spot, width in zip(spots, widths, strict=True):
        sectors.append(Sector(spot, inner, outer, at - gap / 2, at - width + gap / 2))
        at -= width
    return sectors, fits


def felt_sectors(
    offered: Sequence[BetSpot], floor: float = 0.0, extra: float = 0.0, outer: float = OUTER
) -> list[Sector]:
    """Every betting area a table offering ``offered`` prints, main bets first, at a text floor and
    stretch (scene units, FeltScene.text_floor and extra): two rows of side bets when ``two_rows``;
    the main band's players' edge at ``outer``."""
    sides = [s for s in offered if s in SIDE_SPOTS]
    rows = 2 if two_rows(len(sides), floor, extra) else 1
    return main_sectors(bool(sides), rows == 2, outer) + side_sectors(sides, rows, floor, extra)


def card_slot(hand: Hand, index: int, top: float = CARDS_TOP, scale: float = 1.0) -> tuple[QPointF, float]:
    """Top-left position and rotation of a hand's card; third cards lie sideways outside the pair.

    ``scale``: the cards' size on a felt with room for larger ones (``FeltTable.card_scale``); a
    card item is scaled (and turned) about its middle, so the position is its unscaled top-left
    around the middle it is given."""
    centre = PLAYER_CENTRE_X if hand is Hand.PLAYER else BANKER_CENTRE_X
    w, h = CARD_W * scale, CARD_H * scale
    if index < 2:
        middle = QPointF(centre - w - 6 * scale + index * (w + 12 * scale) + w / 2, top + h / 2)
        return middle - QPointF(CARD_W / 2, CARD_H / 2), 0.0
    # Sideways: rotated about the card's centre, placed beside the pair on the outer side.
    outer = -1 if hand is Hand.PLAYER else 1
    middle = QPointF(centre + outer * (w + (6 + 16) * scale + h / 2), top + h / 2)
    return middle - QPointF(CARD_W / 2, CARD_H / 2), 90.0 * outer


# -- the rail at any window size -------------------------------------------------------------------
RACK_CHIP = 70.0  # a rack chip's diameter at the design size (RackChipItem.SIZE)
RACK_STEP = 86.0  # between two rack chips' centres at the design size
CHIP_MIN_SCREEN = 40.0  # logical pixels: from this diameter a chip's printed value reads at 9 pt
RAIL_RIGHT = 1588.0  # the buttons' right edge
PLAQUE_X, PLAQUE_RIGHT = 215.0, 392.0  # the player's plaque: its centre and right edge
RAIL_BOTTOM = 892.0  # the plaque's bottom edge and the rail's lowest line (before any stretch)


@dataclass(frozen=True, slots=True)
class Rail:
    """Where the rail's things go for one text floor: the rack chips' scale and centres, each
    dealer button's rectangle and the plaque's bottom-centre point (scene units)."""

    chip_scale: float
    chips: tuple[QPointF, ...]
    buttons: dict[str, QRectF]
    plaque: QPointF


def button_font_px(primary: bool, floor: float) -> int:
    """A dealer button's caption size: its design size, raised to the text floor."""
    return max(17 if primary else 14, math.ceil(floor - 1e-6))


def rail_layout(floor: float, extra: float, caption_width: Callable[[str, int, bool], float]) -> Rail:
    """The rail for a text floor (scene units; 0 at large sizes). Buttons grow to their captions and
    stay right-aligned; the rack chips grow until their values read (``CHIP_MIN_SCREEN``), packed no
    tighter than touching, centred between the plaque and the buttons.

    ``caption_width(text, px, primary)`` measures a caption with the button's font.
    """
    buttons: dict[str, QRectF] = {}
    lefts = []
    for row, specs in enumerate(BUTTON_ROWS):
        widths = [
            max(width, caption_width(_t("Felt", text), button_font_px(primary, floor), primary) + 36)
            for _action, text, width, primary in specs
        ]
        x = RAIL_RIGHT - sum(widths) - 10 * (len(widths) - 1)
        lefts.append(x)
        for (action, *_rest), width in zip(specs, widths, strict=True):
            buttons[action] = QRectF(x, 772 + row * 58 + extra, width, 46)
            x += width + 10
    chip_scale = max(1.0, CHIP_MIN_SCREEN * floor / (FLOOR_PX * RACK_CHIP))
    count = 6
    left, right = PLAQUE_RIGHT + 14, min(lefts) - 14
    diameter = RACK_CHIP * chip_scale
    step = max(diameter * 1.04, min(RACK_STEP * chip_scale, (right - left - diameter) / (count - 1)))
    middle = 800.0 if _fits(left, right, step, diameter) else (left + right) / 2
    # A larger chip grows downwards (its top where the design's is) as far as the rail goes.
    low = min(836.0 + (diameter - RACK_CHIP) / 2, RAIL_BOTTOM - 4 - diameter / 2)
    chips = tuple(QPointF(middle + (i - (count - 1) / 2) * step, low + extra) for i in range(count))
    return Rail(chip_scale, chips, buttons, QPointF(PLAQUE_X, RAIL_BOTTOM + extra))


def _fits(left: float, right: float, step: float, diameter: float) -> bool:
    half = 2.5 * step + diameter / 2
    return 800 - half >= left and 800 + half <= right


def rules_radii(rules_px: float, limits_px: float, outer: float = OUTER) -> tuple[float, float]:
    """The radii of the two printed lines below the betting areas (rules, then limits), whose main
    band ends at ``outer``."""
    first = outer + 6 + rules_px / 2
    return first, first + (rules_px + limits_px) * 0.55 + 3


def rules_depth(rules_px: float, limits_px: float) -> float:
    """How far below the main band the two printed lines reach (their band), with a margin."""
    return rules_radii(rules_px, limits_px, 0.0)[1] + limits_px * 0.6 + 4


def limits_lines(rules: TableRules, *, large: bool) -> list[str]:
    """The limits printed along the arc, from the fullest to the tightest: where the type is large
    the line starts short, and the felt takes the first that clears the player's plaque."""
    forms = [limits_line(rules, short=True), limits_line(rules, short=True, whole=True)]
    return forms if large else [limits_line(rules), *forms]


def _dollars(cents: int, whole: bool) -> str:
    text = format_cents(cents)
    return text.removesuffix(".00") if whole else text


def limits_line(rules: TableRules, short: bool = False, *, whole: bool = False) -> str:
    """The limits printed along the arc; ``short`` where the text floor makes type large, so the
    line stays on the felt inside the rail; ``whole`` drops the cents of whole-dollar amounts ($5)."""
    main = f"{_dollars(rules.min_bet_cents, whole)}–{_dollars(rules.max_bet_cents, whole)}"
    side = f"{_dollars(rules.side_min_cents, whole)}–{_dollars(rules.side_max_cents, whole)}"
    if short:
        return _t("Felt", "LIMITS {main} · TIE & SIDE {side}").format(main=main, side=side)
    spaced = main.replace("–", " – "), side.replace("–", " – ")
    return _t("Felt", "TABLE LIMITS {main} · TIE AND SIDE BETS {side} · {decks} DECKS").format(
        main=spaced[0], side=spaced[1], decks=rules.decks
    )


def _units(text: str) -> list[str]:
    """The words of felt print that must stay on one line together: a ratio ('N TO M'), 'TO'
    with the word before it ('UP TO'), a number with the word before it ('DRAGON 7') or, first in a
    line of words, after it ('3 CARDS'), and a lone letter with the word after it ('P PAIR')."""
    words = text.split()
    units: list[list[str]] = []
    i = 0
    while i < len(words):
        word = words[i]
        if i + 2 < len(words) and words[i + 1] == "TO" and _numeric(word) and _numeric(words[i + 2]):
            units.append(words[i : i + 3])
            i += 3
            continue
        last = units[-1] if units else []
        after = word == "TO" or (_numeric(word) and len(last) == 1 and not _numeric(last[0]))
        before = len(last) == 1 and (len(last[0]) == 1 or (_numeric(last[0]) and i == 1))
        if after or before:
            last.append(word)
        else:
            units.append([word])
        i += 1
    return [" ".join(unit) for unit in units]


def _numeric(word: str) -> bool:
    return word.replace(".", "", 1).isdigit()


def wrap_words(text: str, font: QFont, width: float) -> list[str] | None:
    """``text`` in lines no wider than ``width``, broken only between units (``_units``); None if
    a unit is wider."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    current = ""
    for unit in _units(text):
        if metrics.horizontalAdvance(unit) > width:
            return None
        trial = f"{current} {unit}" if current else unit
        if metrics.horizontalAdvance(trial) <= width:
            current = trial
        else:
            lines.append(current)
            current = unit
    if current:
        lines.append(current)
    return lines


def wrap_units(text: str, font: QFont, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` where it can be, broken only between units
    (``_units``): a unit wider than ``width`` takes a line of its own, never broken (for words that
    do not fit their room, printed anyway)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    current = ""
    for unit in _units(text):
        trial = f"{current} {unit}" if current else unit
        if not current or metrics.horizontalAdvance(trial) <= width:
            current = trial
        else:
            lines.append(current)
            current = unit
    if current:
        lines.append(current)
    return lines
