"""The scoreboard's layout plan: sizes in, rectangles out (pure; no painting, no widget).

A wide dock gets the usual live-casino arrangement (Bead Plate on the left, Big Road top right, the
three derived roads below it at half its cell size), a tall, narrow one a stacked arrangement;
``plan_layout`` sizes each arrangement and picks whichever gives bigger cells, placing the
statistics and Ask Banker / Ask Player around the board.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF

from ...engine.roads import ROWS, ShoeStats
from ...viewmodels.scoreboard import RoadId, VisibleColumns, stat_items
from ..look.palette import text_floor_px, text_scale

__all__ = ["Region", "ScoreboardLayout", "plan_layout"]

MARGIN = 6.0  # dark frame around everything
GAP = 6.0  # between the stats, the board and the ask controls
STAT_COUNT = len(stat_items(ShoeStats()))  # entries in the statistics strip


# -- layout (pure: sizes in, rectangles out) -----------------------------------------------------
@dataclass(frozen=True, slots=True)
class Region:
    """Where one road is drawn: ``columns`` whole cells of ``cell`` logical pixels, six rows."""

    road: RoadId
    rect: QRectF
    cell: float
    columns: int


@dataclass(frozen=True, slots=True)
class ScoreboardLayout:
    """Every rectangle of the scoreboard at one size; ``unit`` is a derived-road cell.

    ``mode`` is "wide" for the live-casino arrangement (Bead Plate left, Big Road right, derived
    roads under it), "tall" for the stacked one (every road full width, one under another) and
    "empty" when nothing fits.
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
    short_labels: bool

    def region(self, road: RoadId) -> Region:
        return next(region for region in self.regions if region.road is road)

    def visible(self) -> VisibleColumns:
        counts = {region.road: region.columns for region in self.regions}
        return VisibleColumns(*(counts.get(road, 0) for road in RoadId))


READABLE_UNIT = 6.0  # below this the statistics give way to bigger cells
COMFORTABLE_UNIT = 9.0  # cells may grow to this while a decent number of columns still fits
ASK_ROW_H = 30.0  # Ask Banker / Ask Player as a row under the board (at the usual text size)
ASK_ROW_ICON = 16.0


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
    paired: bool  # Small Road and Cockroach Pig side by side (else one under the other)


CLASSIC = _Arrangement("wide", 24, 120, 56, 28, True)  # Bead (4u) + Big Road (2u): 15+30, 6+16, 3+8 cols
STACKED = _Arrangement("tall", 48, 36, 28, 16, False)  # Big Road columns (2u) across: 18, 14, 8
PAIRED = _Arrangement("tall", 42, 36, 28, 16, True)


# In order of preference among those within 5% of the biggest cells; the statistics' compact form
# (one line, "line") is only considered when the full block would make the cells unreadably small.
# The statistics never leave a shown dock.
_OPTIONS = (
    (CLASSIC, "side", "side"),  # the dock under the table
    (CLASSIC, "top", "row"),
    (STACKED, "top", "row"),  # a side dock
    (PAIRED, "top", "row"),
    (CLASSIC, "line", "side"),  # small: the statistics take one line
    (CLASSIC, "line", "row"),
    (STACKED, "line", "row"),
    (PAIRED, "line", "row"),
)
FULL_STATS = ("side", "top")


def _line_stats_h() -> int:
    """The compact statistics' line: one line of the smallest text."""
    return math.ceil(text_floor_px() * 1.7)


def _ask_row_h() -> float:
    """The Ask buttons' height in a row under the board: as tall as their words need."""
    return ASK_ROW_H * text_scale()


def _floor_px(value: float, dpr: float) -> float:
    """Round a length down to whole device pixels, so the grid keeps an even rhythm."""
    return math.floor(value * dpr + 1e-6) / dpr


def _side_stats(inner_h: float, measure: Callable[[float], float]) -> tuple[float, int, float]:
    """Font size, columns and width of the statistics as a column beside the board."""
    grow = text_scale()
    line_h = max(14.0 * grow, min(22.0 * grow, inner_h / STAT_COUNT))
    rows = max(1, int(inner_h / line_h + 1e-6))
    columns = math.ceil(STAT_COUNT / rows)
    font_px = max(text_floor_px(), min(13.0 * grow, line_h * 0.6))
    return font_px, columns, columns * measure(font_px)


def _top_stats(inner_w: float, measure: Callable[[float], float]) -> tuple[float, int, float]:
    """Font size, columns and height of the statistics as a strip above the board."""
    grow = text_scale()  # grows with a wide dock and the text size, never under 9 pt
    font_px = max(text_floor_px(), min(18.0 * grow, grow * inner_w / 34))
    columns = max(1, min(STAT_COUNT, int(inner_w // measure(font_px))))
    rows = math.ceil(STAT_COUNT / columns)
    return font_px, columns, rows * font_px * 1.6


def _side_ask_width(unit: float) -> float:
    return max(58.0 * text_scale(), 3 * min(18.0, max(11.0, unit * 2)) + 16)


def _board_area(
    option: tuple[_Arrangement, str, str],
    inner_w: float,
    inner_h: float,
    unit: float,
    measure: Callable[[float], float],
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
        width -= _side_ask_width(unit) + GAP
    else:
        height -= _ask_row_h() + GAP
    return width, height


def _unit(
    option: tuple[_Arrangement, str, str], inner_w: float, inner_h: float, measure: Callable[[float], float]
) -> float:
    """The largest derived-road cell the height allows, but no bigger than shows the columns worth
    showing once it is comfortable (and a decent number of columns fits) or readable (and the
    minimum fits), and never so big that fewer than the minimum fit."""
    arrangement = option[0]
    guess = inner_h / arrangement.rows  # the side ask column's width depends a little on the unit
    width, height = _board_area(option, inner_w, inner_h, guess, measure)
    if width <= 0 or height <= 0:
        return 0.0
    by_height = height / arrangement.rows
    nice, decent, minimum = (
        width / units for units in (arrangement.nice, arrangement.decent, arrangement.minimum)
    )
    # Cells grow past the nice width's (fewer, bigger columns) rather than leave a tall dock empty.
    allowed = max(min(nice * 1.3, decent), min(COMFORTABLE_UNIT, decent), min(READABLE_UNIT, minimum))
    return max(0.0, min(by_height, allowed, minimum))


def plan_layout(
    width: float, height: float, dpr: float = 1.0, stat_width: Callable[[float], float] | None = None
) -> ScoreboardLayout:
    """Lay the scoreboard out in ``width`` x ``height`` logical pixels.

    ``stat_width(font_px)`` is the width one statistics item needs at that font size (the widget
    measures it with its font); a rough estimate is used when it is None, so tests can call this.
    Each arrangement in ``_OPTIONS`` is sized (cells from the height, narrowed when too few columns
    would fit the width) and the one with the biggest cells wins, so a dock under the table gets
    the live-casino arrangement and a side dock the stacked one; the statistics are dropped only
    when keeping them would make the cells unreadable. Every size, however small, yields a valid
    layout.
    """
    measure = stat_width or (lambda px: px * 11.5)
    inner_w, inner_h = max(0.0, width - 2 * MARGIN), max(0.0, height - 2 * MARGIN)
    units = [_unit(option, inner_w, inner_h, measure) for option in _OPTIONS]
    with_stats = [i for i, option in enumerate(_OPTIONS) if option[1] in FULL_STATS]
    pool = with_stats if max(units[i] for i in with_stats) >= READABLE_UNIT else range(len(_OPTIONS))
    best = max(units[i] for i in pool)
    index = next(i for i in pool if units[i] >= 0.95 * best)
    unit = _floor_px(units[index], dpr)
    if unit < 1.0:
        return _empty_layout(width, height)
    return _build(_OPTIONS[index], width, height, unit, measure)


def _empty_layout(width: float, height: float) -> ScoreboardLayout:
    nothing = QRectF()
    return ScoreboardLayout(
        "empty", 0.0, QRectF(0, 0, width, height), (), None, 1, 9.0, QRect(), nothing, QRect(), nothing, True
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


def _stacked_regions(
    x: float, y: float, width: float, unit: float, paired: bool
) -> tuple[QRectF, tuple[Region, ...]]:
    """Every road full width, one under another (Small Road and Cockroach Pig may share a row)."""
    big = 2 * unit
    big_columns = max(1, int(width // big))
    board_w = big_columns * big
    x += (width - board_w) / 2
    bead_columns = max(1, round(board_w / (3 * unit)))
    bead = board_w / bead_columns
    regions = [Region(RoadId.BEAD_PLATE, QRectF(x, y, board_w, ROWS * bead), bead, bead_columns)]
    road_y = y + ROWS * bead
    regions.append(Region(RoadId.BIG_ROAD, QRectF(x, road_y, board_w, ROWS * big), big, big_columns))
    road_y += ROWS * big
    regions.append(Region(RoadId.BIG_EYE_BOY, QRectF(x, road_y, board_w, 6 * unit), unit, 2 * big_columns))
    road_y += 6 * unit
    if paired:
        half = big_columns * unit
        regions.append(Region(RoadId.SMALL_ROAD, QRectF(x, road_y, half, 6 * unit), unit, big_columns))
        regions.append(
            Region(RoadId.COCKROACH_PIG, QRectF(x + half, road_y, half, 6 * unit), unit, big_columns)
        )
        road_y += 6 * unit
    else:
        for road in (RoadId.SMALL_ROAD, RoadId.COCKROACH_PIG):
            regions.append(Region(road, QRectF(x, road_y, board_w, 6 * unit), unit, 2 * big_columns))
            road_y += 6 * unit
    return QRectF(x, y, board_w, road_y - y), tuple(regions)


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


def _ask_row(left: float, top: float, width: float) -> tuple[list[QRect | QRectF], bool]:
    """[Ask Banker][icons]   [Ask Player][icons] under the board; short labels when narrow."""
    icons_w = 3 * ASK_ROW_ICON + 8
    grow, row_h = text_scale(), _ask_row_h()  # the buttons' words at the text size
    short = width < 2 * (96 * grow + icons_w + 6) + GAP
    button_w = max(36.0 * grow, min(110.0 * grow, width / 2 - icons_w - 10))
    rects: list[QRect | QRectF] = []
    for index in range(2):
        x = left + index * (width / 2)
        rects.append(QRectF(x, top, button_w, row_h).toAlignedRect())
        rects.append(QRectF(x + button_w + 6, top + (row_h - ASK_ROW_ICON) / 2, icons_w, ASK_ROW_ICON))
    return rects, short


def _build(
    option: tuple[_Arrangement, str, str],
    width: float,
    height: float,
    unit: float,
    measure: Callable[[float], float],
) -> ScoreboardLayout:
    arrangement, stats_at, ask_at = option
    inner_w, inner_h = width - 2 * MARGIN, height - 2 * MARGIN
    x, y = MARGIN, MARGIN
    area_w, area_h = _board_area(option, inner_w, inner_h, unit, measure)
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
    if arrangement is CLASSIC:
        board_y = y + ((area_h - arrangement.rows * unit) / 2 if ask_at == "side" else 0)
        board, regions = _classic_regions(x, board_y, area_w, unit)
    else:
        board, regions = _stacked_regions(x, y, area_w, unit, arrangement.paired)
    if ask_at == "side":
        ask_w = _side_ask_width(unit)
        rects = _ask_column(width - MARGIN - ask_w, MARGIN, inner_h, ask_w, unit)
        short = True
    else:
        rects, short = _ask_row(MARGIN, board.bottom() + GAP, inner_w)
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
        short,
    )
