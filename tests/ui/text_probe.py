"""Record every piece of text a widget or a felt item paints, where it lands and how big it is.

A paint engine that draws nothing but keeps each text run with the painter's transform, so a test
sees what is really painted (arc text letter by letter, word-wrapped lines, C++ and Python painting
alike) instead of trusting each item to describe itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPolygonF,
    QTextItem,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

# 9 pt at the 96 dpi Qt assumes for logical pixels: the smallest text the table may show.
FLOOR_PX = 12.0


def font_px(font: QFont) -> float:
    """A font's size in pixels of the space it is drawn in (points converted at 96 dpi)."""
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72


@dataclass(frozen=True)
class TextRun:
    """One run of text as painted: its owner (a name), the text, its size in logical pixels on
    screen and its box (ascent to descent, start to advance) in the device's logical pixels."""

    owner: str
    text: str
    px: float
    quad: QPolygonF
    order: int
    clipped: bool = False  # cut by the painter's clip (a drawText rectangle narrower than the text)
    seq: int = 0  # its place in the painting order, among texts and shapes alike

    @property
    def rect(self) -> QRectF:
        return self.quad.boundingRect()

    def overlaps(self, other: TextRun, slack: float = 1.0) -> bool:
        """Whether the two boxes (shrunk by ``slack`` px each side) share any area."""
        if not self.rect.intersects(other.rect):  # (the shrunk boxes lie inside these)
            return False
        a, b = _shrunk(self.quad, slack), _shrunk(other.quad, slack)
        return not a.intersected(b).boundingRect().isEmpty() and _area(a.intersected(b)) > 0.5


@dataclass(frozen=True)
class ShapeRun:
    """One shape as painted (a filled or stroked path, a pixmap or an image): its owner, the
    outline it covers in the device's logical pixels, and its place in the painting order."""

    owner: str
    quad: QPolygonF
    seq: int
    kind: str  # "fill", "stroke" or "image"

    @property
    def rect(self) -> QRectF:
        return self.quad.boundingRect()

    def covers(self, text: TextRun, slack: float = 1.0) -> bool:
        """Whether this shape lies over part of ``text`` (its box shrunk by ``slack`` px each side)."""
        if not self.rect.intersects(text.rect):
            return False
        return _area(self.quad.intersected(_shrunk(text.quad, slack))) > 2.0

    def meets(self, other: ShapeRun | QPolygonF) -> bool:
        """Whether this shape and another (or an outline) share more than a sliver of area."""
        quad = other.quad if isinstance(other, ShapeRun) else other
        if not self.rect.intersects(quad.boundingRect()):
            return False
        return _area(self.quad.intersected(quad)) > 2.0


def _area(poly: QPolygonF) -> float:
    points = [poly.at(i) for i in range(poly.count())]
    return abs(
        sum(p.x() * q.y() - q.x() * p.y() for p, q in zip(points, points[1:] + points[:1], strict=True)) / 2
    )


def _shrunk(quad: QPolygonF, slack: float) -> QPolygonF:
    centre = quad.boundingRect().center()
    points = []
    for i in range(quad.count()):
        p = quad.at(i)
        d = p - centre
        length = math.hypot(d.x(), d.y()) or 1.0
        points.append(p - d * (slack / length))
    return QPolygonF(points)


class _Engine(QPaintEngine):
    def __init__(self, probe: TextProbe) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.probe = probe

    def begin(self, device: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def updateState(self, state: object) -> None:
        pass

    def _shape(self, path: QPainterPath) -> None:
        """Keep what a path covers as painted now: its inside where the brush fills it, the band its
        pen draws where the pen strokes it (a transparent brush or pen covers nothing)."""
        painter = self.painter()
        transform = painter.combinedTransform()
        brush, pen = painter.brush(), painter.pen()
        if brush.style() != Qt.BrushStyle.NoBrush and (
            brush.style() != Qt.BrushStyle.SolidPattern or brush.color().alpha() > 0
        ):
            self.probe.shape(transform.map(path).toFillPolygon(), "fill")
        if pen.style() != Qt.PenStyle.NoPen and pen.color().alpha() > 0 and pen.widthF() > 0:
            stroker = QPainterPathStroker(pen)
            self.probe.shape(transform.map(stroker.createStroke(path)).toFillPolygon(), "stroke")

    def _image(self, r: QRectF) -> None:
        self.probe.shape(self.painter().combinedTransform().map(QPolygonF(QRectF(r))), "image")

    def drawPixmap(self, r: QRectF, pm: object, sr: QRectF) -> None:
        self._image(r)

    def drawImage(self, r: QRectF, *args: object) -> None:
        self._image(r)

    def drawTiledPixmap(self, r: QRectF, *args: object) -> None:
        self._image(r)

    def drawPath(self, path: QPainterPath) -> None:
        self._shape(path)

    def drawPolygon(self, points: list[QPointF], *args: object) -> None:
        path = QPainterPath()
        path.addPolygon(QPolygonF(list(points)))
        path.closeSubpath()
        self._shape(path)

    def drawRects(self, rects: list[QRectF], *args: object) -> None:
        for rect in rects if isinstance(rects, list) else [rects]:
            path = QPainterPath()
            path.addRect(QRectF(rect))
            self._shape(path)

    def drawLines(self, *args: object) -> None:
        pass

    def drawEllipse(self, rect: QRectF) -> None:
        path = QPainterPath()
        path.addEllipse(QRectF(rect))
        self._shape(path)

    def drawPoints(self, *args: object) -> None:
        pass

    def drawTextItem(self, p: QPointF, item: QTextItem) -> None:
        painter = self.painter()
        transform = painter.combinedTransform()
        font = item.font()
        metrics = QFontMetricsF(font)
        text = item.text()
        box = QRectF(p.x(), p.y() - metrics.ascent(), metrics.horizontalAdvance(text), metrics.height())
        scale = math.hypot(transform.m11(), transform.m12())
        clip = painter.clipBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
        # (a font's box is a little wider than its ink)
        clipped = painter.hasClipping() and not clip.contains(box.adjusted(1, 0, -1, 0))
        self.probe.record(text, font_px(font) * scale, transform.map(QPolygonF(box)), clipped)


class TextProbe(QPaintDevice):
    """A paint device of ``width`` x ``height`` logical pixels that keeps the text painted on it."""

    def __init__(self, width: int = 4000, height: int = 3000) -> None:
        super().__init__()
        self._size = (width, height)
        self._engine = _Engine(self)
        self.runs: list[TextRun] = []
        self.shapes: list[ShapeRun] = []
        self.boxes: dict[str, QPolygonF] = {}
        self.owner = ""

    def paintEngine(self) -> QPaintEngine:
        return self._engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        values = {
            m.PdmWidth: self._size[0],
            m.PdmHeight: self._size[1],
            m.PdmWidthMM: self._size[0] * 254 // 960,
            m.PdmHeightMM: self._size[1] * 254 // 960,
            m.PdmDpiX: 96,
            m.PdmDpiY: 96,
            m.PdmPhysicalDpiX: 96,
            m.PdmPhysicalDpiY: 96,
            m.PdmDepth: 32,
            m.PdmNumColors: 0xFFFFFF,
            m.PdmDevicePixelRatio: 1,
            m.PdmDevicePixelRatioScaled: int(QPaintDevice.devicePixelRatioFScale()),
        }
        return values.get(metric, 0)

    def record(self, text: str, px: float, quad: QPolygonF, clipped: bool = False) -> None:
        if text.strip():
            seq = len(self.runs) + len(self.shapes)
            self.runs.append(TextRun(self.owner, text, px, quad, len(self.runs), clipped, seq))

    def shape(self, quad: QPolygonF, kind: str) -> None:
        if quad.count() > 2 and not quad.boundingRect().isEmpty():
            self.shapes.append(ShapeRun(self.owner, quad, len(self.runs) + len(self.shapes), kind))


def _item_name(item: QGraphicsItem) -> str:
    kind = type(item).__name__
    for attribute in ("spot", "action", "cents", "text"):
        value = getattr(item, attribute, None)
        if value is not None and not callable(value):
            return f"{kind}({value})"
    return f"{kind}@{id(item):x}"


def scene_text(view: QGraphicsView) -> tuple[list[TextRun], dict[str, QPolygonF]]:
    """Every text the felt paints, in the view's viewport pixels, by owner; and each visible
    item's bounding box there (the background's owner is 'felt')."""
    probe = scene_paint(view)
    return probe.runs, probe.boxes


def scene_paint(view: QGraphicsView) -> TextProbe:
    """The felt painted into a probe: its texts (``runs``), its shapes (``shapes``) and each visible
    item's bounding box (``boxes``), in the view's viewport pixels and painting order."""
    scene = view.scene()
    probe = TextProbe()
    to_view = view.viewportTransform()
    painter = QPainter(probe)
    probe.owner = "felt"
    painter.setTransform(to_view)
    scene.drawBackground(painter, scene.sceneRect())
    boxes: dict[str, QPolygonF] = {}
    option = QStyleOptionGraphicsItem()
    for item in reversed(scene.items()):
        if not item.isVisible() or item.effectiveOpacity() <= 0.01:
            continue
        name = _item_name(item)
        probe.owner = name
        transform: QTransform = item.sceneTransform() * to_view
        boxes[name] = transform.map(QPolygonF(item.boundingRect()))
        painter.save()
        painter.setTransform(transform)
        item.paint(painter, option, None)
        painter.restore()
    painter.end()
    probe.boxes = boxes
    return probe


def widget_text(widget: QWidget) -> list[TextRun]:
    """Every text a widget and its visible children paint, in the widget's pixels."""
    probe = TextProbe(max(1, widget.width()), max(1, widget.height()))
    probe.owner = type(widget).__name__
    widget.render(probe)
    return probe.runs
