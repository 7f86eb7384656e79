"""SVG sprites (cards, chips) rendered with QSvgRenderer and cached per pixel size.

Items ask for a pixmap at the size they occupy on the *device*, so cards and chips stay crisp
at any zoom of the felt and any device pixel ratio, while each size is rendered only once. Every
card face on screen (the felt, the shoe, the hand history's cards) comes from ``cards()``, so the
game keeps one cache of rendered cards, bounded by the memory its pixmaps take.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...resources import resource_path

CARD_WIDTH = 250
CARD_HEIGHT = 350
CARD_ASPECT = CARD_HEIGHT / CARD_WIDTH


MAX_CACHED_BYTES = 64 * 2**20  # a sheet's rendered pixmaps: some 200 cards at 4K, 800 at 1080p


def _bytes(key: tuple[str, int, int]) -> int:
    """What the pixmap of ``key`` (element, width, height) holds: four bytes a pixel."""
    return key[1] * key[2] * 4


class SpriteSheet:
    """One SVG file with one element per sprite, and its pixmaps cached by device size: least
    recently used first out once they hold more than ``max_bytes`` (a card turning over is drawn at
    a new width every frame, so the sizes asked for are many)."""

    def __init__(self, filename: str, max_bytes: int = MAX_CACHED_BYTES) -> None:
        self.renderer = QSvgRenderer(str(resource_path(filename)))
        if not self.renderer.isValid():
            raise RuntimeError(f"cannot read the sprite sheet {filename}")
        self._cache: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self._max_bytes = max_bytes
        self._bytes = 0

    @property
    def cached_bytes(self) -> int:
        """What the cached pixmaps hold now (never more than ``max_bytes``, bar one larger pixmap)."""
        return self._bytes

    def has(self, element: str) -> bool:
        return self.renderer.elementExists(element)

    def pixmap(self, element: str, size: QSize) -> QPixmap:
        """The element rendered at exactly ``size`` device pixels (LRU cached)."""
        w, h = max(1, size.width()), max(1, size.height())
        key = (element, w, h)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer.render(painter, element, QRectF(0, 0, w, h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        self._cache[key] = pixmap
        self._bytes += _bytes(key)
        while self._bytes > self._max_bytes and len(self._cache) > 1:
            oldest, _ = self._cache.popitem(last=False)
            self._bytes -= _bytes(oldest)
        return pixmap

    def draw(self, painter: QPainter, element: str, target: QRectF) -> None:
        """Draw ``element`` into ``target`` (item coordinates) from a pixmap of the device size."""
        transform = painter.combinedTransform()
        scale_x = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        scale_y = (transform.m21() ** 2 + transform.m22() ** 2) ** 0.5
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        size = QSize(
            max(1, round(target.width() * scale_x * ratio)), max(1, round(target.height() * scale_y * ratio))
        )
        pixmap = self.pixmap(element, size)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(target, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
        painter.restore()


@cache
def cards() -> SpriteSheet:
    return SpriteSheet("cards.svg")


@cache
def chips() -> SpriteSheet:
    return SpriteSheet("chips.svg")
