"""The scoreboard's layout plan: sizes in, rectangles out (pure; no painting, no widget).

A wide, low dock gets the usual live-casino arrangement (Bead Plate on the left, Big Road top right,
the three derived roads below it at half its cell size). A tall, narrow one (the dock beside the
table) gets the folded arrangement: every road full width, one under another, the Big Road folded
into bands like lines of text, so a whole shoe (44 columns and more) is on screen with its first
columns in the first band. ``plan_layout`` sizes both and picks the one that holds a whole shoe at
readable cells, placing the statistics and Ask Banker / Ask Player (always their whole words)
around the board.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QRect, QRectF

from ...engine.roads import ROWS, ShoeStats
from ...viewmodels.scoreboard import RoadId, VisibleColumns, stat_items
from ..look.palette import FLOOR_PX, text_floor_px, text_scale

__all__ = ["BEAD_LETTER", "Region", "ScoreboardLayout", "ask_font_px", "plan_layout"]

MARGIN = 6.0  # dark frame around everything
GAP = 6.0  # between the stats, the board and the ask controls
STAT_COUNT = len(stat_items(ShoeStats()))  # entries in the statistics strip
DERIVED_ROADS = (RoadId.BIG_EYE_BOY, RoadId.SMALL_ROAD, RoadId.COCKROACH_PIG)


# -- layout (pure: sizes in, rectangles out) -----------------------------------------------------
@dataclass(frozen=True, slots=True)
class Region:
    """Where one road is drawn: ``columns`` whole cells of ``cell`` logical pixels, six rows.

    A long road is folded into ``bands`` one under another, ``band_gap`` apart: the first band holds
    the first columns, as a line of text holds the first words, so a whole shoe reads top to bottom.
    """

    road: RoadId
    rect: QRectF
    cell: float
    columns: int
    bands: int = 1
    band_gap: float = 0.0

    @property
    def band_columns(self) -> int:
        """Whole columns in one band."""
        return max(1, self.columns // max(1, self.bands))

    def band_rect(self, band: int) -> QRectF:
        """The rectangle of one band (0: the first, holding the road's first columns)."""
        top = self.rect.top() + band * (ROWS * self.cell + self.band_gap)
        return QRectF(self.rect.left(), top, self.band_columns * self.cell, ROWS * self.cell)

    def cell_rect(self, column: int, row: int) -> QRectF:
        """The cell of on-screen ``column`` (counted across the bands) and ``row``."""
        band, across = divmod(column, self.band_columns)
        top = self.rect.top() + band * (ROWS * self.cell + self.band_gap)
        return QRectF(self.rect.left() + across * self.cell, top + row * self.cell, self.cell, self.cell)


@dataclass(frozen=True, slots=True)
class ScoreboardLayout:
    """Every rectangle of the scoreboard at one size; ``unit`` is a derived-road cell.

    ``mode`` is "wide" for the live-casino arrangement (Bead Plate left, Big Road right, derived
    roads under it), "tall" for the folded one (every road full width, one under another, the Big
    Road in bands) and "empty" when nothing fits.
    """

    mode: str
    unit: float
    board: QRectF
    regions: tuple[Region, ...]
    stats: QRectF | None
    stats_columns: int  # 0: the compact form, one line of the key figures (a small dock)
    font_px: float
    banker_button: QRect
    banker_icons: QRectF
    player_button: QRect
    player_icons: QRectF
    ask_grow: float = 1.0  # the Ask buttons' words and icons, grown in a wide dock (ask_font_px)

    def region(self, road: RoadId) -> Region:
        return next(region for region in self.regions if region.road is road)

    def visible(self) -> VisibleColumns:
        counts = {region.road: region.columns for region in self.regions}
        return VisibleColumns(*(counts.get(road, 0) for road in RoadId))


READABLE_UNIT = 6.0  # below this the statistics give way to bigger cells
COMFORTABLE_UNIT = 9.0  # cells may grow to this while a decent number of columns still fits
ASK_ROW_H = 30.0  # Ask Banker / Ask Player as a row under the board (at the usual text size)
ASK_ROW_ICON = 16.0
ASK_ICON_GAP = 4.0  # between an Ask button and its icons
ASK_FONT = 13.5  # the Ask buttons' words at the usual text size (px)

# The folded arrangement. A choppy eight-deck shoe fills 40 to 48 Big Road columns (about 36 on
# average); the Bead Plate 14 or 15. Derived cells under 7 px read as specks, the Bead Plate's letter
# needs a cell 1/0.6 of the text floor.
SHOE_COLUMNS = 44
BEAD_WHOLE = 15
BEAD_LETTER = 0.6  # the Bead Plate's letter, as a share of its cell (painting.py draws it so)
FOLDED_UNIT = 7.0  # the least derived cell the folded arrangement keeps the full statistics for
FOLDED_LEAST = 5.0  # below this the folded arrangement gives way to the classic one
FOLDED_MOST = 20.0  # derived cells grow no bigger (a Big Road cell of 40 px)


def band_gap(cell: float) -> float:
    """The strip between two bands of a folded road: wide enough to read as a fold, not a row."""
    return float(max(3, round(cell * 0.3)))


@dataclass(frozen=True, slots=True)
class _Arrangement:
    """How the five roads share the board, in derived-road units.

    ``rows``: the board's height in units; then units of width for the columns worth showing
    (``nice``: cells grow no bigger than that allows once they are comfortable), for a decent
    number of columns and for the fewest useful ones.
    """

    mode: str
    rows: int
    nice: int
    decent: int
    minimum: int


CLASSIC = _Arrangement("wide", 24, 120, 56, 28)  # Bead (4u) + Big Road (2u): 15+30, 6+16, 3+8 cols

# In order of preference among those within 5% of the biggest cells; the statistics' compact form
# (one line, "line") is only considered when the full block would make the cells unreadably small.
# The statistics never leave a shown dock.
_OPTIONS = (
    (CLASSIC, "side", "side"),  # the dock under the table
    (CLASSIC, "top", "row"),
    (CLASSIC, "line", "side"),  # small: the statistics take one line
    (CLASSIC, "line", "row"),
)
FULL_STATS = ("side", "top")
Measure = Callable[[float], float]


def _line_stats_h() -> int:
    """The compact statistics' line: one line of the smallest text."""
    return math.ceil(text_floor_px() * 1.7)


def _ask_row_h(grow: float = 1.0) -> float:
    """The Ask buttons' height in a row under the board: as tall as their words need."""
    return ASK_ROW_H * text_scale() * grow


def ask_font_px(grow: float = 1.0) -> float:
    """The Ask buttons' words: a little over the text floor, at the player's text size (``grow``: a
    wide dock's larger buttons)."""
    return ASK_FONT * text_scale() * grow


ASK_GROW_MOST = 1.4  # a wide dock's Ask buttons, words and icons grow up to this
ASK_GROW_WIDTH = 460.0  # a dock this wide (inside) starts growing them


def _ask_grow(inner_w: float, words: Measure) -> float:
    """How much a wide dock grows the Ask row (in step with the board's cells), while both buttons and
    their icons still sit in one row."""
    grow = min(ASK_GROW_MOST, max(1.0, inner_w / ASK_GROW_WIDTH))
    while grow > 1.0 and _ask_rows(inner_w, words, grow) != 1:
        grow = max(1.0, grow - 0.1)
    return grow


def _button_w(words: Measure, grow: float = 1.0) -> float:
    """An Ask button as wide as its whole words (the wider of the two) and its padding."""
    return math.ceil(words(ask_font_px(grow)) + 12 * grow)


def _ask_rows(inner_w: float, words: Measure, grow: float = 1.0) -> int:
    """1: Ask Banker and Ask Player side by side, each with its icons beside it; 0: side by side with
    the icons under each (large text in a narrow dock); 2: one under the other."""
    icons_w = (3 * ASK_ROW_ICON + 8) * grow
    button_w = _button_w(words, grow)
    if 2 * (button_w + ASK_ICON_GAP + icons_w) + GAP <= inner_w:
        return 1
    return 0 if 2 * max(button_w, icons_w) + GAP <= inner_w else 2


def _ask_block_h(inner_w: float, words: Measure, grow: float = 1.0) -> float:
    rows = _ask_rows(inner_w, words, grow)
    if rows == 0:
        return _ask_row_h(grow) + 2 + ASK_ROW_ICON * grow
    return rows * _ask_row_h(grow) + (rows - 1) * 4


def _floor_px(value: float, dpr: float) -> float:
    """Round a length down to whole device pixels, so the grid keeps an even rhythm."""
    return math.floor(value * dpr + 1e-6) / dpr


def _side_stats(inner_h: float, measure: Measure) -> tuple[float, int, float]:
    """Font size, columns and width of the statistics as a column beside the board."""
    grow = text_scale()
    line_h = max(14.0 * grow, min(22.0 * grow, inner_h / STAT_COUNT))
    rows = max(1, int(inner_h / line_h + 1e-6))
    columns = math.ceil(STAT_COUNT / rows)
    font_px = max(text_floor_px(), min(13.0 * grow, line_h * 0.6))
    return font_px, columns, columns * measure(font_px)


def _top_stats(inner_w: float, measure: Measure) -> tuple[float, int, float]:
    """Font size, columns and height of the statistics as a strip above the board."""
    grow = text_scale()  # grows with a wide dock and the text size, never under 9 pt
    font_px = max(text_floor_px(), min(18.0 * grow, grow * inner_w / 34))
    columns = max(1, min(STAT_COUNT, int(inner_w // measure(font_px))))
    rows = math.ceil(STAT_COUNT / columns)
    return font_px, columns, rows * font_px * 1.6


def _side_ask_width(unit: float, words: Measure) -> float:
    return max(_button_w(words), 3 * min(18.0, max(11.0, unit * 2)) + 16)


def _board_area(
    option: tuple[_Arrangement, str, str],
    inner_w: float,
    inner_h: float,
    unit: float,
    measure: Measure,
    words: Measure,
) -> tuple[float, float]:
    """The width and height left for the roads once the statistics and the ask controls are placed."""
    _, stats, ask = option
    width, height = inner_w, inner_h
    if stats == "side":
        width -= _side_stats(inner_h, measure)[2] + GAP
    elif stats == "top":
        height -= _top_stats(inner_w, measure)[2] + GAP
    elif stats == "line":
        height -= _line_stats_h() + GAP
    if ask == "side":
        width -= _side_ask_width(unit, words) + GAP
    else:
        height -= _ask_block_h(inner_w, words) + GAP
    return width, height


def _unit(
    option: tuple[_Arrangement, str, str], inner_w: float, inner_h: float, measure: Measure, words: Measure
) -> float:
    """The largest derived-road cell the height allows, but no bigger than shows the columns worth
    showing once it is comfortable (and a decent number of columns fits) or readable (and the
    minimum fits), and never so big that fewer than the minimum fit."""
    arrangement = option[0]
    guess = inner_h / arrangement.rows  # the side ask column's width depends a little on the unit
    width, height = _board_area(option, inner_w, inner_h, guess, measure, words)
    if width <= 0 or height <= 0:
        return 0.0
    by_height = height / arrangement.rows
    nice, decent, minimum = (
        width / units for units in (arrangement.nice, arrangement.decent, arrangement.minimum)
    )
    # Cells grow past the nice width's (fewer, bigger columns) rather than leave a tall dock empty.
    allowed = max(min(nice * 1.3, decent), min(COMFORTABLE_UNIT, decent), min(READABLE_UNIT, minimum))
    return max(0.0, min(by_height, allowed, minimum))


# -- the folded arrangement -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Fold:
    """The folded arrangement's sizes: derived cell ``unit`` (the Big Road's is twice it), Big Road
    ``bands`` of ``columns`` each, derived roads in ``derived_bands``, Bead Plate cells of ``bead``.
    ``across``: derived roads side by side in a cramped dock (1: each full width; 2: the Small Road and
    Cockroach Pig share a row; 3: all three share one), each showing its latest columns."""

    unit: float
    columns: int
    bands: int
    derived_bands: int
    bead: float
    bead_columns: int
    across: int = 1

    def height(self) -> float:
        big = 2 * self.unit
        roads = self.bands * ROWS * big + (self.bands - 1) * band_gap(big)
        derived = self.derived_bands * ROWS * self.unit + (self.derived_bands - 1) * band_gap(self.unit)
        return ROWS * self.bead + roads + {1: 3, 2: 2, 3: 1}[self.across] * derived


def _bead_plate(board_w: float, big: float) -> tuple[float, int]:
    """The Bead Plate's cell and columns across the board: twice the Big Road's cell, as on a live
    table, but no more than a whole shoe's columns need and never so small that its letters go."""
    least = min(FLOOR_PX / BEAD_LETTER + 0.5, board_w / 6)  # the letters keep the usual floor (painting)
    wanted = max(least, min(2 * big, board_w / BEAD_WHOLE))
    columns = max(1, int(board_w // wanted + 1e-6))
    return board_w / columns, columns


def _fold(width: float, height: float, dpr: float) -> _Fold | None:
    """The biggest cells at which the folded board holds a whole shoe's Big Road in ``width`` x
    ``height``, every derived road full width, or where that leaves the derived cells under
    ``FOLDED_UNIT`` the derived roads side by side (two if that gives bigger cells, then all three if
    that reaches it); then the room left goes to more bands (the derived roads first), so the board
    fills its dock. None when not even the smallest cells fit."""
    fold = _biggest(width, height, dpr, 1)
    for across in (2, 3):
        if fold is not None and fold.unit >= FOLDED_UNIT:
            break
        cramped = _biggest(width, height, dpr, across)
        if cramped is None or (across == 3 and cramped.unit < FOLDED_UNIT):
            continue  # all three in a row only where it keeps the derived cells readable
        if fold is None or cramped.unit > fold.unit:
            fold = cramped
    if fold is None:
        return None
    if replace(fold, derived_bands=2).height() <= height:  # every derived road a whole shoe too
        fold = replace(fold, derived_bands=2)
    while replace(fold, bands=fold.bands + 1).height() <= height and fold.bands < 6:
        fold = replace(fold, bands=fold.bands + 1)
    return fold


def _biggest(width: float, height: float, dpr: float, across: int) -> _Fold | None:
    for step in range(int(FOLDED_MOST * dpr), 0, -1):
        unit = step / dpr
        big = 2 * unit
        columns = int(width // big + 1e-6)
        if columns < 6:
            continue
        bands = math.ceil(SHOE_COLUMNS / columns)
        bead, bead_columns = _bead_plate(columns * big, big)
        fold = _Fold(unit, columns, bands, 1, bead, bead_columns, across)
        if fold.height() <= height:
            return fold
    return None


def _folded_regions(x: float, y: float, width: float, fold: _Fold) -> tuple[QRectF, tuple[Region, ...]]:
    """Bead Plate, the Big Road in its bands, then Big Eye Boy, Small Road and Cockroach Pig, each the
    board's width, one under another (or ``fold.across`` of them side by side in a cramped dock)."""
    unit, big = fold.unit, 2 * fold.unit
    board_w = fold.columns * big
    x += (width - board_w) / 2
    regions = [
        Region(RoadId.BEAD_PLATE, QRectF(x, y, board_w, ROWS * fold.bead), fold.bead, fold.bead_columns)
    ]
    top = y + ROWS * fold.bead
    gap = band_gap(big)
    tall = fold.bands * ROWS * big + (fold.bands - 1) * gap
    regions.append(
        Region(
            RoadId.BIG_ROAD, QRectF(x, top, board_w, tall), big, fold.bands * fold.columns, fold.bands, gap
        )
    )
    top += tall
    gap = band_gap(unit)
    tall = fold.derived_bands * ROWS * unit + (fold.derived_bands - 1) * gap
    full = DERIVED_ROADS[: 3 if fold.across == 1 else 3 - fold.across]
    for road in full:
        columns = fold.derived_bands * 2 * fold.columns
        regions.append(Region(road, QRectF(x, top, board_w, tall), unit, columns, fold.derived_bands, gap))
        top += tall
    shared = DERIVED_ROADS[len(full) :]
    if len(shared) > 1:  # side by side, each an equal share of the board's whole cells
        each = (2 * fold.columns) // len(shared)
        for index, road in enumerate(shared):
            rect = QRectF(x + index * each * unit, top, each * unit, tall)
            regions.append(Region(road, rect, unit, fold.derived_bands * each, fold.derived_bands, gap))
        top += tall
    return QRectF(x, y, board_w, top - y), tuple(regions)


def _rank(fold: _Fold) -> tuple[bool, int, float]:
    """How good a fold is: readable derived cells, then no more than two derived roads side by side
    (all three in a row show only their latest columns); among unreadable ones, bigger cells. Equal
    ranks keep the full statistics."""
    if fold.unit >= FOLDED_UNIT:
        return True, -(fold.across == 3), 0.0
    return False, 0, fold.unit


def _plan_folded(
    width: float, height: float, dpr: float, measure: Measure, words: Measure
) -> ScoreboardLayout | None:
    """The folded arrangement with the full statistics above it, or their one line where the full
    block would leave the cells under ``FOLDED_UNIT`` or crowd the derived roads side by side; None
    where it does not fit."""
    inner_w, inner_h = width - 2 * MARGIN, height - 2 * MARGIN
    if inner_w <= 0 or inner_h <= 0:
        return None
    grow = _ask_grow(inner_w, words)
    ask_h = _ask_block_h(inner_w, words, grow)
    font_px, columns, stats_h = _top_stats(inner_w, measure)
    full = _fold(inner_w, inner_h - stats_h - ask_h - 2 * GAP, dpr)
    line_h = _line_stats_h()
    line = _fold(inner_w, inner_h - line_h - ask_h - 2 * GAP, dpr)
    if full is not None and (line is None or _rank(full) >= _rank(line)):
        fold = full
    elif line is not None:
        fold, font_px, columns, stats_h = line, text_floor_px(), 0, line_h
    else:
        return None
    spare = max(0.0, inner_h - stats_h - ask_h - 2 * GAP - fold.height())
    if columns > 0:  # the statistics' lines spaced out first (painting spaces them up to 1.9 lines)
        roomy = math.ceil(STAT_COUNT / columns) * font_px * 1.9
        extra = min(spare, max(0.0, roomy - stats_h))
        stats_h, spare = stats_h + extra, spare - extra
    stats = QRectF(MARGIN, MARGIN, inner_w, stats_h)
    board, regions = _folded_regions(MARGIN, stats.bottom() + GAP + spare / 2, inner_w, fold)
    rects = _ask_controls(MARGIN, height - MARGIN - ask_h, inner_w, words, grow)
    return ScoreboardLayout(
        "tall",
        fold.unit,
        board,
        regions,
        stats,
        columns,
        font_px,
        rects[0],  # type: ignore[arg-type]
        rects[1],  # type: ignore[arg-type]
        rects[2],  # type: ignore[arg-type]
        rects[3],  # type: ignore[arg-type]
        ask_grow=grow,
    )


# -- choosing --------------------------------------------------------------------------------------
def plan_layout(
    width: float,
    height: float,
    dpr: float = 1.0,
    stat_width: Measure | None = None,
    word_width: Measure | None = None,
) -> ScoreboardLayout:
    """Lay the scoreboard out in ``width`` x ``height`` logical pixels.

    ``stat_width(font_px)`` is the width one statistics item needs at that font size, and
    ``word_width(font_px)`` the wider of the Ask buttons' words (the widget measures them with its
    font); rough estimates are used when they are None, so tests can call this. The folded
    arrangement wins where it holds a whole shoe at cells of ``FOLDED_LEAST`` or more (a side dock)
    and the classic one does not hold a whole shoe at bigger cells; otherwise each classic option is
    sized and the one with the biggest cells wins; the statistics are dropped to one line only when
    keeping them would make the cells unreadable. Every size, however small, yields a valid layout.
    """
    measure = stat_width or (lambda px: px * 11.5)
    words = word_width or (lambda px: px * 6.0)
    inner_w, inner_h = max(0.0, width - 2 * MARGIN), max(0.0, height - 2 * MARGIN)
    units = [_unit(option, inner_w, inner_h, measure, words) for option in _OPTIONS]
    with_stats = [i for i, option in enumerate(_OPTIONS) if option[1] in FULL_STATS]
    pool = with_stats if max(units[i] for i in with_stats) >= READABLE_UNIT else range(len(_OPTIONS))
    best = max(units[i] for i in pool)
    index = next(i for i in pool if units[i] >= 0.95 * best)
    unit = _floor_px(units[index], dpr)
    classic = _build(_OPTIONS[index], width, height, unit, measure, words) if unit >= 1.0 else None
    folded = _plan_folded(width, height, dpr, measure, words)
    if folded is not None and folded.unit >= FOLDED_LEAST:
        whole = classic is not None and classic.visible().big_road >= SHOE_COLUMNS
        if not whole or classic is None or classic.unit < folded.unit:
            return folded
    return classic or folded or _empty_layout(width, height)


def _empty_layout(width: float, height: float) -> ScoreboardLayout:
    nothing = QRectF()
    return ScoreboardLayout(
        "empty", 0.0, QRectF(0, 0, width, height), (), None, 1, 9.0, QRect(), nothing, QRect(), nothing
    )


def _classic_regions(x: float, y: float, width: float, unit: float) -> tuple[QRectF, tuple[Region, ...]]:
    """Bead Plate on the left at twice the Big Road's cell, Big Road top right, derived roads below."""
    bead, big = 4 * unit, 2 * unit
    # The Bead Plate takes about 40% (a whole shoe is about 14 columns); the Big Road the rest.
    bead_columns = max(1, min(15, round(0.4 * width / bead)))
    bead_columns = max(1, min(bead_columns, int((width - 8 * big) // bead)))
    big_columns = max(1, int((width - bead_columns * bead) // big))
    right = x + bead_columns * bead
    half = big_columns * unit
    regions = (
        Region(RoadId.BEAD_PLATE, QRectF(x, y, bead_columns * bead, ROWS * bead), bead, bead_columns),
        Region(RoadId.BIG_ROAD, QRectF(right, y, big_columns * big, ROWS * big), big, big_columns),
        Region(RoadId.BIG_EYE_BOY, QRectF(right, y + 12 * unit, 2 * half, 6 * unit), unit, 2 * big_columns),
        Region(RoadId.SMALL_ROAD, QRectF(right, y + 18 * unit, half, 6 * unit), unit, big_columns),
        Region(RoadId.COCKROACH_PIG, QRectF(right + half, y + 18 * unit, half, 6 * unit), unit, big_columns),
    )
    return QRectF(x, y, bead_columns * bead + big_columns * big, ROWS * bead), regions


def _ask_column(x: float, top: float, height: float, ask_w: float, unit: float) -> list[QRect | QRectF]:
    """Ask Banker over Ask Player in a column: each a button with its three icons under it."""
    icon = min(18.0, max(11.0, unit * 2))
    grow = text_scale()
    button_h = max(18.0 * grow, min(30.0 * grow, height * 0.2))
    block = button_h + 4 + icon
    spare = max(0.0, height - 2 * block)
    y = top + spare / 3
    rects: list[QRect | QRectF] = []
    for _ in range(2):
        rects.append(QRectF(x, y, ask_w, button_h).toAlignedRect())
        icons_w = 3 * icon + 8
        rects.append(QRectF(x + (ask_w - icons_w) / 2, y + button_h + 4, icons_w, icon))
        y += block + spare / 3
    return rects


def _ask_controls(
    left: float, top: float, width: float, words: Measure, grow: float = 1.0
) -> list[QRect | QRectF]:
    """[Ask Banker][icons]   [Ask Player][icons] under the board; where that is too wide the icons go
    under each button, or the buttons one under the other: a button is always as wide as its whole
    words."""
    icon = ASK_ROW_ICON * grow
    icons_w = 3 * icon + 8 * grow
    row_h = _ask_row_h(grow)
    button_w = _button_w(words, grow)
    rows = _ask_rows(width, words, grow)
    rects: list[QRect | QRectF] = []
    for index in range(2):
        x = left + (index * (width / 2) if rows != 2 else 0)
        y = top + (index * (row_h + 4) if rows == 2 else 0)
        rects.append(QRectF(x, y, min(button_w, width), row_h).toAlignedRect())
        if rows == 0:
            icons = QRectF(x + (button_w - icons_w) / 2, y + row_h + 2, icons_w, icon)
        else:
            icons = QRectF(x + button_w + ASK_ICON_GAP, y + (row_h - icon) / 2, icons_w, icon)
        rects.append(icons)
    return rects


def _build(
    option: tuple[_Arrangement, str, str],
    width: float,
    height: float,
    unit: float,
    measure: Measure,
    words: Measure,
) -> ScoreboardLayout:
    arrangement, stats_at, ask_at = option
    inner_w, inner_h = width - 2 * MARGIN, height - 2 * MARGIN
    x, y = MARGIN, MARGIN
    area_w, area_h = _board_area(option, inner_w, inner_h, unit, measure, words)
    stats = None
    font_px, stats_columns = max(text_floor_px(), min(13.0 * text_scale(), inner_w / 30)), 1
    if stats_at == "side":
        font_px, stats_columns, stats_w = _side_stats(inner_h, measure)
        stats = QRectF(x, y, stats_w, inner_h)
        x += stats_w + GAP
    elif stats_at == "top":
        font_px, stats_columns, stats_h = _top_stats(inner_w, measure)
        stats = QRectF(x, y, inner_w, stats_h)
        y += stats_h + GAP
    elif stats_at == "line":
        font_px, stats_columns = text_floor_px(), 0
        stats = QRectF(x, y, inner_w, _line_stats_h())
        y += _line_stats_h() + GAP
    board_y = y + ((area_h - arrangement.rows * unit) / 2 if ask_at == "side" else 0)
    board, regions = _classic_regions(x, board_y, area_w, unit)
    if ask_at == "side":
        ask_w = _side_ask_width(unit, words)
        rects = _ask_column(width - MARGIN - ask_w, MARGIN, inner_h, ask_w, unit)
    else:
        rects = _ask_controls(MARGIN, board.bottom() + GAP, inner_w, words)
    return ScoreboardLayout(
        arrangement.mode,
        unit,
        board,
        regions,
        stats,
        stats_columns,
        font_px,
        rects[0],  # type: ignore[arg-type]
        rects[1],  # type: ignore[arg-type]
        rects[2],  # type: ignore[arg-type]
        rects[3],  # type: ignore[arg-type]
    )
