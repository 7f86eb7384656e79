"""The scoreboard's painting: an ivory board in a dark frame, each road's marks as vector shapes.

Everything is drawn with QPainter (no bitmaps), so it stays crisp at any size and device pixel
ratio; grid lines are snapped to device pixels. Nothing here decides what to draw: ``draw_scoreboard``
paints a ``plan.ScoreboardLayout`` with what ``ScoreboardModel.paint_model`` says each cell holds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ...engine.coup import Outcome
from ...engine.roads import ROWS, Mark
from ...viewmodels.scoreboard import (
    AskOverlay,
    Colour,
    Form,
    Glyph,
    PaintCell,
    RoadId,
    ScoreboardPaint,
    StatItem,
    mark_form,
)
from ..look.palette import (
    BANKER_DEEP,
    BANKER_RED,
    BOARD_BRASS,
    BOARD_FRAME,
    BOARD_FRAME_EDGE,
    BOARD_GRID,
    BOARD_GRID_MINOR,
    BOARD_MUTED,
    BOARD_PAPER,
    BOARD_SEPARATOR,
    BOARD_TEXT,
    FLOOR_PX,
    PLAYER_BLUE,
    PLAYER_DEEP,
    TIE_GREEN,
    WHITE,
)
from .plan import BEAD_LETTER, Region, ScoreboardLayout

__all__ = ["board_font", "draw_frame", "draw_scoreboard"]

# -- colours: the table's Banker / Player / Tie (the board's own are in look/palette.py) ------------
INK = {Colour.RED: BANKER_RED, Colour.BLUE: PLAYER_BLUE, Colour.GREEN: TIE_GREEN}
DEEP = {Colour.RED: BANKER_DEEP, Colour.BLUE: PLAYER_DEEP}  # a pair dot's edge on a ring


# -- drawing helpers -------------------------------------------------------------------------------
def _snap(value: float, dpr: float, pen_px: int) -> float:
    """A line position on device pixels: odd-width lines sit on pixel centres, even on edges."""
    device = value * dpr
    device = math.floor(device) + 0.5 if pen_px % 2 else round(device)
    return device / dpr


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


def _pair_dots(
    painter: QPainter, rect: QRectF, radius: float, cell: PaintCell, dot: float, on_ring: bool = False
) -> None:
    """Banker pair: a red dot top-left on the circle; Player pair: a blue dot bottom-right (with
    shapes, a small square). On a Bead Plate disc a paper edge parts the dot from the disc; on a Big
    Road ring the dot sits on top of the whole ring with a thin edge in its own side's deep shade, so
    the ring stays unbroken (a paper edge there cut a gap that read as a broken "C")."""
    centre = rect.center()
    offset = radius * math.sqrt(0.5)
    outline = max(0.6, dot * (0.28 if on_ring else 0.35))
    if cell.banker_pair:
        edge = DEEP[Colour.RED] if on_ring else BOARD_PAPER
        _disc(painter, centre + QPointF(-offset, -offset), dot, INK[Colour.RED], edge, outline)
    if cell.player_pair:
        form = Form.SQUARE if cell.shapes else Form.DISC
        edge = DEEP[Colour.BLUE] if on_ring else BOARD_PAPER
        draw_form(painter, form, centre + QPointF(offset, offset), dot, INK[Colour.BLUE], 0, edge, outline)


def board_font(px: float, bold: bool = False) -> QFont:
    """The scoreboard's type at ``px`` pixels, unhinted so it scales evenly with the board."""
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
    pen = QPen(BOARD_PAPER, halo)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, pen)
    painter.fillPath(path, colour)


def draw_cell(painter: QPainter, region: Region, cell: PaintCell) -> None:
    """One road cell, in the shape its road uses."""
    rect = region.cell_rect(cell.column, cell.row)
    size = region.cell
    centre = rect.center()
    colour = INK[cell.colour]
    if cell.glyph is Glyph.BEAD:
        radius = size * 0.43
        draw_form(painter, cell.form, centre, radius, colour)
        if size * BEAD_LETTER >= FLOOR_PX - 0.5:  # the letter where it reads; the colour says it anyway
            painter.setPen(WHITE)
            painter.setFont(board_font(size * BEAD_LETTER, bold=True))
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
                board_font(size * 0.5, bold=True),
                INK[Colour.GREEN],
                max(1.5, size * 0.14),
            )
        _pair_dots(painter, rect, radius - max(1.2, size * 0.14) / 2, cell, max(1.3, size * 0.13), True)
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
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for band in range(region.bands):
        _draw_band_grid(painter, region, region.band_rect(band), dpr, pen_px, minor_every)
    painter.restore()


def _draw_band_grid(
    painter: QPainter, region: Region, rect: QRectF, dpr: float, pen_px: int, minor_every: int
) -> None:
    """The columns' lines, then the rows', each set in two strokes (one per shade): a board repaints
    at every hand logged, and a pen and a call per line was a third of its time (the same pixels)."""
    columns = [_snap(rect.left() + i * region.cell, dpr, pen_px) for i in range(region.band_columns + 1)]
    rows = [_snap(rect.top() + i * region.cell, dpr, pen_px) for i in range(ROWS + 1)]
    for lines in (
        [(QPointF(x, rect.top()), QPointF(x, rect.bottom()), i) for i, x in enumerate(columns)],
        [(QPointF(rect.left(), y), QPointF(rect.right(), y), i) for i, y in enumerate(rows)],
    ):
        for colour, major in ((BOARD_GRID_MINOR, False), (BOARD_GRID, True)):
            chosen = [
                QLineF(start, end)
                for start, end, i in lines
                if (not minor_every or i % minor_every == 0) == major
            ]
            if chosen:
                painter.setPen(QPen(colour, pen_px / dpr))
                painter.drawLines(chosen)


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
    draw_form(painter, form, centre, radius, INK[item.colour], width, BOARD_TEXT, 0.8)


ASK_GLYPHS = (Glyph.SMALL_RING, Glyph.DOT, Glyph.SLASH)


def draw_scoreboard(
    painter: QPainter, plan: ScoreboardLayout, paint: ScoreboardPaint, flash: Outcome | None, shapes: bool
) -> None:
    """Everything inside the frame: the statistics, the board and the ask icons; ``flash`` is the
    asked outcome whose marks show now (None: none), ``shapes`` the Road marks setting's shapes."""
    if plan.stats is not None:
        _draw_stats(painter, plan, paint.stats)
    _draw_board(painter, plan, paint, flash)
    _draw_ask_icons(painter, plan.banker_icons, paint.ask_banker, shapes)
    _draw_ask_icons(painter, plan.player_icons, paint.ask_player, shapes)


def draw_frame(painter: QPainter, rect: QRectF) -> None:
    """The dark frame the whole scoreboard sits in, with its one-pixel edge."""
    painter.fillRect(rect, BOARD_FRAME)
    dpr = painter.device().devicePixelRatioF()
    edge = _snap(0, dpr, 1)
    painter.setPen(QPen(BOARD_FRAME_EDGE, 1 / dpr))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect.adjusted(edge, edge, -edge, -edge))


def _draw_board(
    painter: QPainter, plan: ScoreboardLayout, paint: ScoreboardPaint, flash: Outcome | None
) -> None:
    """The roads on the ivory board, the asked outcome's marks over them while they blink on."""
    dpr = painter.device().devicePixelRatioF()
    board = plan.board
    painter.fillRect(board, BOARD_PAPER)
    for region in plan.regions:  # a folded road's bands parted by a grey strip: a fold, not a row
        for band in range(1, region.bands):
            above = region.band_rect(band - 1)
            painter.fillRect(
                QRectF(above.left(), above.bottom(), above.width(), region.band_gap), BOARD_SEPARATOR
            )
    for region in plan.regions:
        derived = region.road not in (RoadId.BEAD_PLATE, RoadId.BIG_ROAD)
        draw_grid(painter, region, dpr, minor_every=2 if derived else 0)
    for region in plan.regions:
        for cell in paint.road(region.road).cells:
            draw_cell(painter, region, cell)
    if flash is not None:
        overlay = paint.ask(flash)
        for cell in overlay.cells:
            draw_cell(painter, plan.region(cell.road), cell)
    # Separators between roads, then a brass edge round the board.
    pen_px = max(1, round(dpr * 1.5))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(BOARD_SEPARATOR, pen_px / dpr))
    for region in plan.regions:
        for band in range(region.bands):
            rect = region.band_rect(band)
            left, top = _snap(rect.left(), dpr, pen_px), _snap(rect.top(), dpr, pen_px)
            right, bottom = _snap(rect.right(), dpr, pen_px), _snap(rect.bottom(), dpr, pen_px)
            painter.drawRect(QRectF(QPointF(left, top), QPointF(right, bottom)))
    painter.setPen(QPen(BOARD_BRASS, pen_px / dpr))
    left, top = _snap(board.left(), dpr, pen_px), _snap(board.top(), dpr, pen_px)
    right, bottom = _snap(board.right(), dpr, pen_px), _snap(board.bottom(), dpr, pen_px)
    painter.drawRect(QRectF(QPointF(left, top), QPointF(right, bottom)))
    painter.restore()


def _draw_stats(painter: QPainter, plan: ScoreboardLayout, items: Sequence[StatItem]) -> None:
    """The shoe's statistics in columns (or, with no columns, on one line)."""
    rect = plan.stats
    assert rect is not None
    if plan.stats_columns == 0:
        _draw_stats_line(painter, rect, plan.font_px, items)
        return
    columns = plan.stats_columns
    rows = math.ceil(len(items) / columns)
    col_w = rect.width() / columns
    line_h = min(rect.height() / rows, plan.font_px * 1.9)
    top = rect.top() + (rect.height() - rows * line_h) / 2
    label_font = board_font(plan.font_px)
    value_font = board_font(plan.font_px, bold=True)
    for index, item in enumerate(items):
        row, column = index % rows, index // rows  # down the first column, then the next
        cell = QRectF(rect.left() + column * col_w, top + row * line_h, col_w, line_h)
        text_left = cell.left() + plan.font_px * 1.3
        if item.colour is not None:
            small = item.key.endswith("_pairs")  # a pair is a small dot on the roads too
            centre = QPointF(cell.left() + plan.font_px * 0.55, cell.center().y())
            _legend(painter, item, centre, plan.font_px * (0.22 if small else 0.32))
        painter.setFont(label_font)
        painter.setPen(BOARD_MUTED)
        painter.drawText(
            QRectF(text_left, cell.top(), cell.right() - text_left, line_h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            item.label,
        )
        painter.setFont(value_font)
        painter.setPen(BOARD_TEXT)
        painter.drawText(
            QRectF(text_left, cell.top(), cell.right() - text_left - plan.font_px * 0.6, line_h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            item.value,
        )


def _draw_stats_line(painter: QPainter, rect: QRectF, font_px: float, items: Sequence[StatItem]) -> None:
    """The compact form: one line, the key figures first ('Hands 12 · ● 5 · 42% ...'), as many
    as fit whole; an outcome's coloured disc stands for its name."""
    label_font, value_font = board_font(font_px), board_font(font_px, bold=True)
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
            painter.setPen(BOARD_MUTED)
            painter.drawText(
                QRectF(x, rect.top(), width, rect.height()), Qt.AlignmentFlag.AlignVCenter, label
            )
            text_left = x + labels.horizontalAdvance(label)
        painter.setFont(value_font)
        painter.setPen(BOARD_TEXT)
        painter.drawText(
            QRectF(text_left, rect.top(), values.horizontalAdvance(item.value) + 2, rect.height()),
            Qt.AlignmentFlag.AlignVCenter,
            item.value,
        )
        x += width + gap


def _draw_ask_icons(painter: QPainter, rect: QRectF, overlay: AskOverlay, shapes: bool) -> None:
    """The three marks this ask would add, on a small ivory chip beside its button."""
    if rect.isEmpty():
        return
    painter.setPen(QPen(BOARD_BRASS, 1))
    painter.setBrush(BOARD_PAPER)
    painter.drawRoundedRect(rect, 3, 3)
    slot = (rect.width() - 8) / 3
    for index, (glyph, mark) in enumerate(zip(ASK_GLYPHS, overlay.marks, strict=True)):
        slot_rect = QRectF(rect.left() + 4 + index * slot, rect.top(), slot, rect.height())
        draw_mark_icon(painter, slot_rect, glyph, mark, shapes)
