"""A chart's canvas: Matplotlib's Qt canvas whose charts grow with Settings > Text size and, like
the window's chrome, with a large window.

Charts are laid out in pixels at 100 dpi (analytics/figures/look.laid_out_at_design_dpi); a canvas draws
them at ``DPI * zoom`` times the screen's pixel ratio, so a larger text size draws the whole chart
larger (type and margins together), as far as the canvas leaves the chart room to lay itself out
(``look.zoom_for``). Matplotlib multiplies a figure's ``_original_dpi`` by the screen's pixel
ratio whenever that changes, so the zoom is kept there too.
"""

from __future__ import annotations

from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFocusEvent, QPainter, QPaintEvent, QPen, QResizeEvent

from ...analytics.figures.agg import as_chart_renderer
from ...analytics.figures.look import DPI, new_figure, zoom_for
from ..look.palette import CHROME_SCALE, GOLD_LIGHT, text_scale

__all__ = ["ChartCanvas"]


class ChartCanvas(FigureCanvasQTAgg):
    """A canvas for one chart of a pane, at the player's text size where it has room."""

    def __init__(self) -> None:
        super().__init__(new_figure())

    @property
    def zoom(self) -> float:
        return float(self.figure._original_dpi) / DPI  # type: ignore[attr-defined]

    def get_renderer(self) -> RendererAgg:
        """Matplotlib's renderer for this size, as a ``ChartRenderer``: the same pixels, with the text
        work of every chart before remembered (analytics/figures/agg.py)."""
        return as_chart_renderer(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._set_zoom(event.size().width(), event.size().height())
        super().resizeEvent(event)  # the figure's inches from the new size at the new dpi

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # the keyboard is on the chart: a gold ring says so, as on the felt
            painter = QPainter(self)
            painter.setPen(QPen(GOLD_LIGHT, 3))
            painter.drawRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5))
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def follow_text_size(self) -> bool:
        """Take the text size now chosen; whether the chart must be drawn again (its inches changed)."""
        if not self._set_zoom(self.width(), self.height()):
            return False
        ratio = self.device_pixel_ratio
        self.figure.set_size_inches(
            self.width() * ratio / self.figure.dpi, self.height() * ratio / self.figure.dpi
        )
        return True

    def _set_zoom(self, width: int, height: int) -> bool:
        # The player's text size, times the window's chrome factor: a large window sets its menus and
        # felt larger, and the charts with them (a 4K window's charts were set as for 1600x960).
        window = self.window()
        chrome = float(window.property(CHROME_SCALE) or 1.0) if window is not None else 1.0
        dpi = DPI * zoom_for(width, height, text_scale() * chrome)
        if dpi == self.figure._original_dpi:  # type: ignore[attr-defined]
            return False
        self.figure._original_dpi = dpi  # type: ignore[attr-defined]
        self.figure.set_dpi(dpi * self.device_pixel_ratio)
        return True
