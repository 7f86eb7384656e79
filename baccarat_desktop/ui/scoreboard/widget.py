"""The scoreboard: the five roads, Ask Banker / Ask Player and the shoe statistics, drawn the way
live-casino scoreboards draw them.

Everything is vector drawing with QPainter (no bitmaps), so it stays crisp at any size and device
pixel ratio; grid lines are snapped to device pixels. The widget decides nothing about the roads:
it asks ``ScoreboardModel.paint_model`` what to draw for the columns that fit, and turns each
``PaintCell`` into a shape. Layout is the usual live-casino arrangement (Bead Plate on the left,
Big Road top right, the three derived roads below it at half its cell size) in a wide dock, and a
stacked arrangement in a tall, narrow one; ``plan_layout`` picks whichever gives bigger cells.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QSizePolicy, QWidget

from ...engine.coup import Outcome
from ...engine.i18n import _t
from ...engine.roads import ROWS, Mark, Roads, ShoeStats
from ...viewmodels.scoreboard import (
    AskOverlay,
    Colour,
    Form,
    Glyph,
    PaintCell,
    RoadId,
    ScoreboardModel,
    ScoreboardPaint,
    StatItem,
    VisibleColumns,
    mark_form,
    stat_items,
)
from ...viewmodels.settings import RoadMarks
from ..look.palette import (
    BANKER_BRIGHT,
    BANKER_DEEP,
    BANKER_RED,
    FLOOR_PX,
    PLAYER_BLUE,
    PLAYER_BRIGHT,
    PLAYER_DEEP,
    TIE_GREEN,
    css,
    text_floor_px,
    text_scale,
)
from .access import ScoreNode, build_nodes, install_factory

__all__ = ["Region", "ScoreboardLayout", "ScoreboardWidget", "ShoeScoreboard", "plan_layout"]

# -- colours: the table's Banker / Player / Tie, an ivory board in a dark frame --------------------
INK = {Colour.RED: BANKER_RED, Colour.BLUE: PLAYER_BLUE, Colour.GREEN: TIE_GREEN}
BOARD = QColor("#fbf8f0")
GRID = QColor("#cfc9bc")
GRID_MINOR = QColor("#e6e1d6")
SEPARATOR = QColor("#a39d90")
FRAME = QColor("#17191c")
FRAME_EDGE = QColor("#3a3e44")
BRASS = QColor("#b3914a")
TEXT = QColor("#efe9da")
MUTED = QColor("#a39d8f")
WHITE = QColor("#ffffff")

MARGIN = 6.0  # dark frame around everything
GAP = 6.0  # between the stats, the board and the ask controls
FLASH_MS = 2000  # how long Ask Banker / Ask Player blinks the hypothetical marks
FLASH_BLINKS = 4
STAT_COUNT = len(stat_items(ShoeStats()))  # entries in the statistics strip
_BUTTON_STYLE = (
    "QPushButton {{ color: white; background: {base}; border: 1px solid {edge}; border-radius: 4px;"
    " padding: 0px 4px; }}"
    " QPushButton:hover {{ background: {hover}; }}"
    " QPushButton:pressed {{ background: {edge}; }}"
    " QPushButton:focus {{ border: 1px solid #f3d98b; }}"
)


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


# -- drawing helpers -------------------------------------------------------------------------------
def _snap(value: float, dpr: float, pen_px: int) -> float:
    """A line position on device pixels: odd-width lines sit on pixel centres, even on edges."""
    device = value * dpr
    device = math.floor(device) + 0.5 if pen_px % 2 else round(device)
    return device / dpr


def _cell_rect(region: Region, column: int, row: int) -> QRectF:
    cell = region.cell
    return QRectF(region.rect.left() + column * cell, region.rect.top() + row * cell, cell, cell)


def _disc(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    fill: QColor,
    outline: QColor | None = None,
    width: float = 0,
) -> None:
    painter.setPen(QPen(outline, width) if outline is not None and width > 0 else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)


def _ring(painter: QPainter, centre: QPointF, radius: float, colour: QColor, width: float) -> None:
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius - width / 2, radius - width / 2)


def _slash(
    painter: QPainter, centre: QPointF, half: float, colour: QColor, width: float, back: bool = False
) -> None:
    """A '/' (or with ``back`` a '\\') ``half`` each way from ``centre``."""
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    lean = -half if back else half
    painter.drawLine(
        QPointF(centre.x() - half, centre.y() + lean), QPointF(centre.x() + half, centre.y() - lean)
    )


SQUARE_SIDE = (
    0.88  # a square mark's half side, as a share of the round mark's radius: the same size to the eye
)
DIAMOND_REACH = 1.12  # a diamond's half diagonal, likewise


def _polygon(
    painter: QPainter, points: Sequence[QPointF], fill: QColor | None, outline: QColor | None, width: float
) -> None:
    painter.setPen(QPen(outline, width) if outline is not None and width > 0 else Qt.PenStyle.NoPen)
    painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    painter.drawPolygon(points)


def _square_points(centre: QPointF, half: float) -> list[QPointF]:
    x, y = centre.x(), centre.y()
    return [
        QPointF(x - half, y - half),
        QPointF(x + half, y - half),
        QPointF(x + half, y + half),
        QPointF(x - half, y + half),
    ]


def draw_form(
    painter: QPainter,
    form: Form,
    centre: QPointF,
    radius: float,
    colour: QColor,
    width: float = 0.0,
    outline: QColor | None = None,
    outline_width: float = 0.0,
) -> None:
    """One mark in its outline, as large as a circle of ``radius`` (a slash reaches ``radius`` each
    way); ``width`` is a hollow mark's or a slash's stroke, ``outline`` edges a filled mark."""
    if form is Form.DISC:
        _disc(painter, centre, radius, colour, outline, outline_width)
    elif form is Form.SQUARE:
        _polygon(painter, _square_points(centre, radius * SQUARE_SIDE), colour, outline, outline_width)
    elif form is Form.DIAMOND:
        reach, x, y = radius * DIAMOND_REACH, centre.x(), centre.y()
        points = [QPointF(x, y - reach), QPointF(x + reach, y), QPointF(x, y + reach), QPointF(x - reach, y)]
        _polygon(painter, points, colour, outline, outline_width)
    elif form is Form.RING:
        _ring(painter, centre, radius, colour, width)
    elif form is Form.SQUARE_RING:
        half = radius * SQUARE_SIDE - width / 2
        pen = QPen(colour, width)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(_square_points(centre, half))
    else:
        _slash(painter, centre, radius, colour, width, back=form is Form.BACKSLASH)


def _pair_dots(painter: QPainter, rect: QRectF, radius: float, cell: PaintCell, dot: float) -> None:
    """Banker pair: a red dot top-left on the circle; Player pair: a blue dot bottom-right (with
    shapes, a small square)."""
    centre = rect.center()
    offset = radius * math.sqrt(0.5)
    outline = max(0.6, dot * 0.35)
    if cell.banker_pair:
        _disc(painter, centre + QPointF(-offset, -offset), dot, INK[Colour.RED], BOARD, outline)
    if cell.player_pair:
        form = Form.SQUARE if cell.shapes else Form.DISC
        draw_form(painter, form, centre + QPointF(offset, offset), dot, INK[Colour.BLUE], 0, BOARD, outline)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _halo_text(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor, halo: float) -> None:
    """Text with a board-coloured halo, so a tie count stays legible over the ring and slash."""
    metrics = QFontMetricsF(font)
    bounds = metrics.tightBoundingRect(text)
    origin = QPointF(
        rect.center().x() - bounds.width() / 2 - bounds.left(),
        rect.center().y() - bounds.height() / 2 - bounds.top(),
    )
    path = QPainterPath()
    path.addText(origin, font, text)
    pen = QPen(BOARD, halo)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, pen)
    painter.fillPath(path, colour)


def draw_cell(painter: QPainter, region: Region, cell: PaintCell) -> None:
    """One road cell, in the shape its road uses."""
    rect = _cell_rect(region, cell.column, cell.row)
    size = region.cell
    centre = rect.center()
    colour = INK[cell.colour]
    if cell.glyph is Glyph.BEAD:
        radius = size * 0.43
        draw_form(painter, cell.form, centre, radius, colour)
        if size * 0.46 >= FLOOR_PX - 0.5:  # the letter where it reads; the colour says it anyway
            painter.setPen(WHITE)
            painter.setFont(_font(size * 0.46, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, cell.letter)
        _pair_dots(painter, rect, radius, cell, max(1.2, size * 0.12))
    elif cell.glyph in (Glyph.RING, Glyph.TIE):
        radius = size * 0.40
        if cell.glyph is Glyph.RING:
            draw_form(painter, cell.form, centre, radius, colour, max(1.2, size * 0.14))
        if cell.ties:
            _slash(painter, centre, radius * 0.92, INK[Colour.GREEN], max(1.0, size * 0.11))
        if cell.ties > 1 and size * 0.5 >= FLOOR_PX - 0.5:
            _halo_text(
                painter,
                rect,
                str(cell.ties),
                _font(size * 0.5, bold=True),
                INK[Colour.GREEN],
                max(1.5, size * 0.14),
            )
        _pair_dots(painter, rect, radius, cell, max(1.3, size * 0.14))
    elif cell.glyph is Glyph.SMALL_RING:
        draw_form(painter, cell.form, centre, size * 0.36, colour, max(1.0, size * 0.17))
    elif cell.glyph is Glyph.DOT:
        draw_form(painter, cell.form, centre, size * 0.34, colour)
    else:  # Glyph.SLASH
        draw_form(painter, cell.form, centre, size * 0.3, colour, max(1.1, size * 0.18))


def draw_grid(painter: QPainter, region: Region, dpr: float, minor_every: int = 0) -> None:
    """Fine grey grid lines snapped to device pixels; on derived roads every second line is the
    Big Road's (two derived cells per Big Road cell each way) and the others are lighter."""
    pen_px = max(1, round(dpr))
    rect = region.rect
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for index in range(region.columns + 1):
        major = not minor_every or index % minor_every == 0
        painter.setPen(QPen(GRID if major else GRID_MINOR, pen_px / dpr))
        x = _snap(rect.left() + index * region.cell, dpr, pen_px)
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
    for index in range(ROWS + 1):
        major = not minor_every or index % minor_every == 0
        painter.setPen(QPen(GRID if major else GRID_MINOR, pen_px / dpr))
        y = _snap(rect.top() + index * region.cell, dpr, pen_px)
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    painter.restore()


def draw_mark_icon(
    painter: QPainter, rect: QRectF, glyph: Glyph, mark: Mark | None, shapes: bool = False
) -> None:
    """One ask-road icon: the derived road's shape in the colour the next result would add (with
    ``shapes``, in that colour's outline too, as the road will draw it)."""
    if mark is None:
        return
    ink = Colour.RED if mark is Mark.RED else Colour.BLUE
    colour, form = INK[ink], mark_form(glyph, ink, shapes)
    centre = rect.center()
    size = min(rect.width(), rect.height())
    if glyph is Glyph.SMALL_RING:
        draw_form(painter, form, centre, size * 0.36, colour, max(1.2, size * 0.16))
    elif glyph is Glyph.DOT:
        draw_form(painter, form, centre, size * 0.33, colour)
    else:
        draw_form(painter, form, centre, size * 0.3, colour, max(1.2, size * 0.17))


def _legend(painter: QPainter, item: StatItem, centre: QPointF, radius: float) -> None:
    """A statistic's marker: its side's mark, edged in the frame's text colour."""
    assert item.colour is not None  # only items with a colour have a marker
    form = item.form
    width = radius * 0.6 if form is Form.SLASH else 0.0
    draw_form(painter, form, centre, radius, INK[item.colour], width, TEXT, 0.8)


ASK_GLYPHS = (Glyph.SMALL_RING, Glyph.DOT, Glyph.SLASH)
DERIVED_ROADS = (RoadId.BIG_EYE_BOY, RoadId.SMALL_ROAD, RoadId.COCKROACH_PIG)  # where an ask adds marks


def _ask_button_text(outcome: Outcome, *, short: bool = False) -> str:
    """'Ask Banker' / 'Ask Player' ('Ask B' / 'Ask P' where the board is small)."""
    if outcome is Outcome.BANKER:
        return _t("Scoreboard", "Ask B") if short else _t("Scoreboard", "Ask Banker")
    return _t("Scoreboard", "Ask P") if short else _t("Scoreboard", "Ask Player")


def _ask_tooltip(outcome: Outcome, marks: Sequence[Mark | None]) -> str:
    """An Ask button's tooltip: the mark the next result would add to each derived road."""
    words = ", ".join(
        (
            _t("Scoreboard", "{road} red")
            if mark is Mark.RED
            else _t("Scoreboard", "{road} blue")
            if mark is Mark.BLUE
            else _t("Scoreboard", "{road} —")
        ).format(road=road.label)
        for road, mark in zip(DERIVED_ROADS, marks, strict=True)
    )
    if outcome is Outcome.BANKER:
        text = _t("Scoreboard", "If Banker wins next: {marks}. Click to flash it in every road.")
    else:
        text = _t("Scoreboard", "If Player wins next: {marks}. Click to flash it in every road.")
    return text.format(marks=words)


def _ask_words(outcome: Outcome, marks: Sequence[Mark | None]) -> str:
    """An Ask button for a screen reader: which marks the next result would add, road by road."""
    added = ", ".join(
        (
            _t("Access", "{road} a red mark")
            if mark is Mark.RED
            else _t("Access", "{road} a blue mark")
            if mark is Mark.BLUE
            else _t("Access", "{road} no mark")
        ).format(road=road.label)
        for road, mark in zip(DERIVED_ROADS, marks, strict=True)
    )
    if outcome is Outcome.BANKER:
        text = _t(
            "Access", "If Banker wins next: {marks}. Press to flash where the marks would go in every road."
        )
    else:
        text = _t(
            "Access", "If Player wins next: {marks}. Press to flash where the marks would go in every road."
        )
    return text.format(marks=added)


# -- the widget ------------------------------------------------------------------------------------
class ScoreboardWidget(QWidget):
    """The five roads, Ask Banker / Ask Player and the statistics of the model's current shoe.

    Repaints when the model emits ``roads_changed``; disconnects from it when closed (and
    reconnects if shown again). ``flash_ms`` is how long an ask blinks (0: no blinking at all).
    """

    def __init__(
        self,
        model: ScoreboardModel,
        parent: QWidget | None = None,
        *,
        flash_ms: int = FLASH_MS,
        road_marks: RoadMarks = RoadMarks.COLOUR,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._marks = road_marks
        self._connected = False
        self._paint: ScoreboardPaint | None = None
        self._layout: ScoreboardLayout | None = None
        self._flash_ms = max(0, flash_ms)
        self._flash_outcome: Outcome | None = None
        self._flash_visible = False
        self._flash_phase = 0
        self._flash_timer = QTimer(self)
        self._flash_timer.setInterval(max(1, self._flash_ms // (2 * FLASH_BLINKS)))
        self._flash_timer.timeout.connect(self._flash_step)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(_t("Access", "Scoreboard"))
        self._access: list[ScoreNode] | None = None  # the roads for screen readers, built when asked
        install_factory()
        self.ask_banker_button = self._ask_button(Outcome.BANKER, BANKER_RED, BANKER_DEEP, BANKER_BRIGHT)
        self.ask_player_button = self._ask_button(Outcome.PLAYER, PLAYER_BLUE, PLAYER_DEEP, PLAYER_BRIGHT)
        self._update_tooltips(model.roads)
        self._connect()

    def _ask_button(self, outcome: Outcome, base: QColor, edge: QColor, hover: QColor) -> QPushButton:
        button = QPushButton(_ask_button_text(outcome), self)
        button.setStyleSheet(_BUTTON_STYLE.format(base=css(base), edge=css(edge), hover=css(hover)))
        button.setAccessibleName(_ask_button_text(outcome))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click must not take the table's keyboard focus
        button.clicked.connect(lambda: self.flash_ask(outcome))
        return button

    # -- the model connection ----------------------------------------------------------------
    @property
    def model(self) -> ScoreboardModel:
        return self._model

    @property
    def road_marks(self) -> RoadMarks:
        """How the marks tell Banker (red) from Player (blue): by colour, or by shape as well."""
        return self._marks

    def set_road_marks(self, marks: RoadMarks) -> None:
        """Draw the marks by colour alone or with shapes too, at once (the Settings' Road marks)."""
        if marks is not self._marks:
            self._marks = marks
            self._paint = None
            self.update()

    def access_nodes(self) -> list[ScoreNode]:
        """The statistics and the roads as screen readers read them (ui/scoreboard/access.py), built
        the first time they are asked for after a change."""
        if self._access is None:
            self._access = build_nodes(self)
        return self._access

    def _forget_access(self) -> None:
        """The roads or the layout changed: the accessible nodes go (Qt drops their interfaces with
        them) and are built again when next asked for."""
        for node in self._access or ():
            node.setParent(None)
            node.deleteLater()
        self._access = None

    def _connect(self) -> None:
        if not self._connected:
            self._model.roads_changed.connect(self._on_roads_changed)
            self._connected = True

    def _disconnect(self) -> None:
        if self._connected:
            self._model.roads_changed.disconnect(self._on_roads_changed)
            self._connected = False

    def _on_roads_changed(self, roads: Roads) -> None:
        """A new hand or a new shoe: any ask flash is stale, and everything repaints."""
        self.stop_flash()
        self._paint = None
        self._forget_access()
        self._update_tooltips(roads)
        self.update()

    def showEvent(self, event: QShowEvent) -> None:
        if not self._connected:
            self._connect()
            self._on_roads_changed(self._model.roads)
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_flash()
        self._disconnect()
        super().closeEvent(event)

    # -- what is drawn -----------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(1280, 190)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 110)

    @property
    def layout_plan(self) -> ScoreboardLayout:
        """The layout at the current size (recomputed after a resize)."""
        if self._layout is None:
            plan = plan_layout(self.width(), self.height(), self.devicePixelRatioF(), self._stat_width)
            self._apply_layout(plan)
            self._layout = plan
        return self._layout

    def paint_model(self) -> ScoreboardPaint:
        """What the board draws now: the model's paint model for the columns that fit."""
        if self._paint is None:
            self._paint = self._model.paint_model(self.layout_plan.visible(), self._marks)
        return self._paint

    def _stat_width(self, font_px: float) -> float:
        label = QFontMetricsF(_font(font_px))
        value = QFontMetricsF(_font(font_px, bold=True))
        labels = max(
            label.horizontalAdvance(_t("Scoreboard", text))
            for text in ("Naturals", "Longest", "B pairs", "Banker")
        )
        values = max(value.horizontalAdvance(text) for text in ("88 · 100%", "B 88 · P 88"))
        return font_px * 1.3 + labels + font_px * 0.8 + values + font_px * 1.2

    def _apply_layout(self, plan: ScoreboardLayout) -> None:
        for button, rect, outcome in (
            (self.ask_banker_button, plan.banker_button, Outcome.BANKER),
            (self.ask_player_button, plan.player_button, Outcome.PLAYER),
        ):
            button.setVisible(not rect.isEmpty())
            button.setGeometry(rect)
            button.setText(_ask_button_text(outcome, short=plan.short_labels))
            font = _font(max(text_floor_px(), min(18.0 * text_scale(), rect.height() * 0.45)), bold=True)
            button.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout = None
        self._paint = None
        self._forget_access()
        _ = self.layout_plan
        super().resizeEvent(event)

    def relayout(self) -> None:
        """Lay the board out again for the text size the player chose (palette.text_scale)."""
        self._layout = None
        self._paint = None
        self._forget_access()
        _ = self.layout_plan
        self.update()

    def _update_tooltips(self, roads: Roads) -> None:
        for button, outcome in (
            (self.ask_banker_button, Outcome.BANKER),
            (self.ask_player_button, Outcome.PLAYER),
        ):
            marks = roads.ask(outcome)
            button.setToolTip(_ask_tooltip(outcome, marks))
            button.setAccessibleDescription(_ask_words(outcome, marks))

    # -- Ask Banker / Ask Player -------------------------------------------------------------
    @property
    def flash_ms(self) -> int:
        """How long one ask blinks, in milliseconds (0: asks do not blink)."""
        return self._flash_ms

    @property
    def is_flashing(self) -> bool:
        return self._flash_timer.isActive()

    @property
    def flash_outcome(self) -> Outcome | None:
        """Whose hypothetical marks are blinking (None when no ask is running)."""
        return self._flash_outcome if self.is_flashing else None

    @property
    def flash_visible(self) -> bool:
        """True while the hypothetical marks are drawn (the "on" half of a blink)."""
        return self.is_flashing and self._flash_visible

    def flash_ask(self, outcome: Outcome) -> None:
        """Blink where the next result's marks would go if ``outcome`` won, a few times."""
        if outcome is Outcome.TIE:
            raise ValueError("only Banker and Player can be asked: a tie adds nothing to the roads")
        self.stop_flash()
        if self._flash_ms == 0:
            return
        self._flash_outcome = outcome
        self._flash_visible = True
        self._flash_phase = 0
        self._flash_timer.start()
        self._update_board()

    def stop_flash(self) -> None:
        was = self.is_flashing
        self._flash_timer.stop()
        self._flash_visible = False
        self._flash_outcome = None
        if was:
            self._update_board()

    def _flash_step(self) -> None:
        self._flash_phase += 1
        if self._flash_phase >= 2 * FLASH_BLINKS:
            self.stop_flash()
            return
        self._flash_visible = not self._flash_visible
        self._update_board()

    def _update_board(self) -> None:
        plan = self.layout_plan
        self.update(plan.board.adjusted(-2, -2, 2, 2).toAlignedRect())

    # -- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        plan = self.layout_plan
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            self._paint_frame(painter)
            if plan.mode == "empty":
                return
            paint = self.paint_model()
            if plan.stats is not None:
                self._paint_stats(painter, plan, paint.stats)
            self._paint_board(painter, plan, paint)
            self._paint_ask_icons(painter, plan.banker_icons, paint.ask_banker)
            self._paint_ask_icons(painter, plan.player_icons, paint.ask_player)
        finally:
            painter.end()

    def _paint_frame(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        painter.fillRect(rect, FRAME)
        dpr = painter.device().devicePixelRatioF()
        edge = _snap(0, dpr, 1)
        painter.setPen(QPen(FRAME_EDGE, 1 / dpr))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(edge, edge, -edge, -edge))

    def _paint_board(self, painter: QPainter, plan: ScoreboardLayout, paint: ScoreboardPaint) -> None:
        dpr = painter.device().devicePixelRatioF()
        board = plan.board
        painter.fillRect(board, BOARD)
        for region in plan.regions:
            derived = region.road not in (RoadId.BEAD_PLATE, RoadId.BIG_ROAD)
            draw_grid(painter, region, dpr, minor_every=2 if derived else 0)
        for region in plan.regions:
            for cell in paint.road(region.road).cells:
                draw_cell(painter, region, cell)
        if self.flash_visible and self._flash_outcome is not None:
            overlay = paint.ask(self._flash_outcome)
            for cell in overlay.cells:
                draw_cell(painter, plan.region(cell.road), cell)
        # Separators between roads, then a brass edge round the board.
        pen_px = max(1, round(dpr * 1.5))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(SEPARATOR, pen_px / dpr))
        for region in plan.regions:
            rect = region.rect
            left, top = _snap(rect.left(), dpr, pen_px), _snap(rect.top(), dpr, pen_px)
            right, bottom = _snap(rect.right(), dpr, pen_px), _snap(rect.bottom(), dpr, pen_px)
            painter.drawRect(QRectF(QPointF(left, top), QPointF(right, bottom)))
        painter.setPen(QPen(BRASS, pen_px / dpr))
        left, top = _snap(board.left(), dpr, pen_px), _snap(board.top(), dpr, pen_px)
        right, bottom = _snap(board.right(), dpr, pen_px), _snap(board.bottom(), dpr, pen_px)
        painter.drawRect(QRectF(QPointF(left, top), QPointF(right, bottom)))
        painter.restore()

    def _paint_stats(self, painter: QPainter, plan: ScoreboardLayout, items: Sequence[StatItem]) -> None:
        rect = plan.stats
        assert rect is not None
        if plan.stats_columns == 0:
            self._paint_stats_line(painter, rect, plan.font_px, items)
            return
        columns = plan.stats_columns
        rows = math.ceil(len(items) / columns)
        col_w = rect.width() / columns
        line_h = min(rect.height() / rows, plan.font_px * 1.9)
        top = rect.top() + (rect.height() - rows * line_h) / 2
        label_font = _font(plan.font_px)
        value_font = _font(plan.font_px, bold=True)
        for index, item in enumerate(items):
            row, column = index % rows, index // rows  # down the first column, then the next
            cell = QRectF(rect.left() + column * col_w, top + row * line_h, col_w, line_h)
            text_left = cell.left() + plan.font_px * 1.3
            if item.colour is not None:
                small = item.key.endswith("_pairs")  # a pair is a small dot on the roads too
                centre = QPointF(cell.left() + plan.font_px * 0.55, cell.center().y())
                _legend(painter, item, centre, plan.font_px * (0.22 if small else 0.32))
            painter.setFont(label_font)
            painter.setPen(MUTED)
            painter.drawText(
                QRectF(text_left, cell.top(), cell.right() - text_left, line_h),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                item.label,
            )
            painter.setFont(value_font)
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(text_left, cell.top(), cell.right() - text_left - plan.font_px * 0.6, line_h),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                item.value,
            )

    def _paint_stats_line(
        self, painter: QPainter, rect: QRectF, font_px: float, items: Sequence[StatItem]
    ) -> None:
        """The compact form: one line, the key figures first ('Hands 12 · ● 5 · 42% ...'), as many
        as fit whole; an outcome's coloured disc stands for its name."""
        label_font, value_font = _font(font_px), _font(font_px, bold=True)
        labels, values = QFontMetricsF(label_font), QFontMetricsF(value_font)
        x, gap = rect.left() + font_px * 0.3, font_px * 1.1
        for item in items:
            disc = item.colour is not None and item.key in ("banker", "player", "tie")
            label = "" if disc else item.label + " "
            width = (font_px * 0.9 if disc else labels.horizontalAdvance(label)) + values.horizontalAdvance(
                item.value
            )
            if x + width > rect.right():
                break
            if disc:
                _legend(painter, item, QPointF(x + font_px * 0.35, rect.center().y()), font_px * 0.32)
                text_left = x + font_px * 0.9
            else:
                painter.setFont(label_font)
                painter.setPen(MUTED)
                painter.drawText(
                    QRectF(x, rect.top(), width, rect.height()), Qt.AlignmentFlag.AlignVCenter, label
                )
                text_left = x + labels.horizontalAdvance(label)
            painter.setFont(value_font)
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(text_left, rect.top(), values.horizontalAdvance(item.value) + 2, rect.height()),
                Qt.AlignmentFlag.AlignVCenter,
                item.value,
            )
            x += width + gap

    def _paint_ask_icons(self, painter: QPainter, rect: QRectF, overlay: AskOverlay) -> None:
        """The three marks this ask would add, on a small ivory chip beside its button."""
        if rect.isEmpty():
            return
        painter.setPen(QPen(BRASS, 1))
        painter.setBrush(BOARD)
        painter.drawRoundedRect(rect, 3, 3)
        slot = (rect.width() - 8) / 3
        for index, (glyph, mark) in enumerate(zip(ASK_GLYPHS, overlay.marks, strict=True)):
            slot_rect = QRectF(rect.left() + 4 + index * slot, rect.top(), slot, rect.height())
            draw_mark_icon(painter, slot_rect, glyph, mark, self._marks is RoadMarks.SHAPES)


class ShoeScoreboard(QScrollArea):
    """A stored shoe's scoreboard, every hand of it: the live board shows the latest columns, as a
    casino's does, but a finished shoe is read whole. The board is laid out as wide as the shoe's
    Bead Plate and Big Road need at the window's height (never narrower than the window), and
    scrolls sideways where the window is narrower."""

    def __init__(
        self, model: ScoreboardModel, parent: QWidget | None = None, road_marks: RoadMarks = RoadMarks.COLOUR
    ) -> None:
        super().__init__(parent)
        self.board = ScoreboardWidget(model, flash_ms=FLASH_MS, road_marks=road_marks)
        self.setWidget(self.board)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet(f"QScrollArea {{ background: {FRAME.name()}; }}")
        model.roads_changed.connect(self._roads_changed)

    def _roads_changed(self, _roads: Roads) -> None:
        self._fit()

    def width_for_every_hand(self, height: int) -> int:
        """The narrowest width at which the board shows every column of the shoe at ``height``."""
        roads = self.board.model.roads
        # One column more than the roads use: the board keeps room where the next result would go.
        need_bead, need_big = roads.bead_plate_width + 1, roads.big_road_width + 1
        dpr = self.devicePixelRatioF()
        scrollbar = self.horizontalScrollBar().sizeHint().height()

        def fits(width: int) -> bool:
            shown = plan_layout(width, height - scrollbar, dpr, self.board._stat_width).visible()
            return shown.bead_plate >= need_bead and shown.big_road >= need_big

        low, high = 200, 200
        while not fits(high) and high < 40_000:
            high *= 2
        while high - low > 4:
            middle = (low + high) // 2
            low, high = (middle, high) if not fits(middle) else (low, middle)
        return high

    def _fit(self) -> None:
        needed = self.width_for_every_hand(self.height())
        minimum = needed if needed > self.width() else 0
        if minimum != self.board.minimumWidth():
            self.board.setMinimumWidth(minimum)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
