"""The charts' Agg renderer: Matplotlib's own, remembering the text work it has done before.

Matplotlib (3.11) lays out every text it draws or measures anew with HarfBuzz (0.3-0.5 ms a
text, most of it the font's tables read again) and rasterises every glyph of it anew with
FreeType; its own cache of text sizes lasts one renderer, which is one canvas. The six charts of
the Statistics pane draw the same tick numbers, words and sizes over and over (4,644 glyphs on a
million hands, about two thirds of the time their drawing took), and every later opening of the
pane draws them again at the same places.

``ChartRenderer`` keeps, for the whole process, what is the same whatever the canvas:

- a text's size (width, height, descent) by its string, font files, point size and dpi;
- a text's layout (its glyphs and their offsets) by the same, with its features and language;
- a font's ascent, descent and line gap at a size and dpi (Matplotlib reads them from the font's
  tables for every text it lays out);
- a glyph's bitmap by its font, size, dpi, angle and the 1/64-pixel fraction of where it lands.
  FreeType places a glyph at a position in 26.6 fixed point; a whole-pixel move of that position
  moves the same bitmap by as many pixels (the outline is moved before it is rasterised), so
  the bitmap is drawn where Matplotlib would have drawn it, exactly: the pixels are Matplotlib's.

Each is computed the first time exactly as Matplotlib computes it. The renderer falls back to
Matplotlib's own drawing where the private methods it uses are missing (another Matplotlib
version), for mathtext, and for TeX. ``tests/analytics/test_agg.py`` compares its pixels with
Matplotlib's.
"""

from __future__ import annotations

import math
import threading
from typing import Any

import numpy as np
from matplotlib import rcParams
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg, get_hinting_flag
from matplotlib.font_manager import FontProperties, fontManager, get_font
from matplotlib.ft2font import FT2Font, RenderMode

__all__ = ["ChartCanvasAgg", "ChartRenderer", "as_chart_renderer", "clear_text_caches"]

# The private parts of Matplotlib's Agg text drawing this renderer repeats (Matplotlib 3.11).
CACHING = all(hasattr(FT2Font, name) for name in ("_layout", "_render_glyph", "_set_transform")) and hasattr(
    RendererAgg, "_draw_text_glyphs_and_boxes"
)
MOST = 50_000  # entries in each cache before it starts again (a few MB of small bitmaps)

Glyph = tuple[np.ndarray, int, int]  # a glyph's bitmap and its offsets from its whole-pixel origin
_sizes: dict[tuple[Any, ...], tuple[float, float, float]] = {}
Laid = tuple[tuple[Any, int, float, float], ...]  # each glyph's font (FT2Font), index and offsets
_layouts: dict[tuple[Any, ...], Laid] = {}
_glyphs: dict[tuple[Any, ...], Glyph] = {}
_fonts: dict[tuple[Any, ...], FT2Font] = {}
_heights: dict[tuple[Any, ...], tuple[float, float, float]] = {}
# What else Matplotlib's choice of font files and its FT2Font objects depend on: the generic families'
# lists (a text in "sans-serif" is drawn in the first of them installed), and the fonts' settings.
FONT_RC = (
    "font.serif", "font.sans-serif", "font.monospace", "font.cursive", "font.fantasy", "text.kerning_factor",
    "font.enable_last_resort",
)  # fmt: skip


def clear_text_caches() -> None:
    """Forget every text's size, layout and glyph (tests; a font installed meanwhile is found anyway,
    since the font files are part of every key)."""
    _sizes.clear()
    _layouts.clear()
    _glyphs.clear()
    _fonts.clear()
    _heights.clear()


def _remember(cache: dict[Any, Any], key: Any, value: Any) -> None:
    if len(cache) >= MOST:
        cache.clear()
    cache[key] = value


def _font(prop: FontProperties) -> FT2Font:
    """The font (with its fallbacks) Matplotlib draws ``prop`` in, as Matplotlib finds it (one object
    per set of files, thread and settings), remembered: finding it costs more than drawing a short text."""
    params: Any = rcParams  # read by any name
    settings = tuple(tuple(v) if isinstance(v := params[name], list) else v for name in FONT_RC)
    key = (hash(prop), settings, threading.get_ident())  # hash: how Matplotlib compares FontProperties
    font = _fonts.get(key)
    if font is None:
        font = get_font(fontManager._find_fonts_by_props(prop))
        _remember(_fonts, key, font)
    return font


class ChartRenderer(RendererAgg):
    """Matplotlib's Agg renderer, drawing the same pixels, with the text work remembered across
    renderers (see the module's docstring)."""

    def get_text_width_height_descent(self, s: str, prop: FontProperties, ismath: Any) -> Any:
        if ismath is not False:
            return super().get_text_width_height_descent(s, prop, ismath)
        flags = get_hinting_flag()
        key = (s, _font(prop), prop.get_size_in_points(), self.dpi, flags)
        size = _sizes.get(key)
        if size is None:
            size = super().get_text_width_height_descent(s, prop, ismath)
            _remember(_sizes, key, size)
        return size

    def _get_font_height_metrics(self, prop: FontProperties) -> tuple[float | None, ...]:
        """The ascent, descent and line gap Matplotlib's ``Text._get_layout`` reads from the font's
        tables when a renderer does not give them (this is the renderer's hook for giving them): the
        same values from the same tables, for the renderer's dpi, which is the figure's."""
        font: Any = _font(prop)  # its tables read by name
        size = prop.get_size_in_points()
        key = (font, size, self.dpi)
        metrics = _heights.get(key)
        if metrics is None:
            for table_name, gap_key, ascent_key, descent_key in (
                ("OS/2", "sTypoLineGap", "sTypoAscender", "sTypoDescender"),
                ("hhea", "lineGap", "ascent", "descent"),
            ):
                table = font.get_sfnt_table(table_name)
                if table is None:
                    continue
                units_per_em = font.get_sfnt_table("head")["unitsPerEm"]
                scale = 1 / units_per_em * size * self.dpi / 72
                metrics = (table[ascent_key] * scale, -table[descent_key] * scale, table[gap_key] * scale)
                break
            else:
                return None, None, None  # Matplotlib measures "lp" instead
            _remember(_heights, key, metrics)
        return metrics

    def draw_text(
        self, gc: Any, x: float, y: float, s: str, prop: FontProperties, angle: float, ismath: Any = False,
        mtext: Any = None,
    ) -> None:  # fmt: skip
        if ismath or not CACHING:
            return super().draw_text(gc, x, y, s, prop, angle, ismath, mtext)
        flags = get_hinting_flag()
        features = mtext.get_fontfeatures() if mtext is not None else None
        language = mtext.get_language() if mtext is not None else None
        size = prop.get_size_in_points()
        font = _font(prop)
        key = (s, font, size, self.dpi, flags, features, language)
        try:
            items = _layouts.get(key)
        except TypeError:  # features or a language Matplotlib kept as a list: drawn as Matplotlib draws
            return super().draw_text(gc, x, y, s, prop, angle, ismath, mtext)
        if items is None:
            font = self._prepare_font(prop)  # cleared and sized, as Matplotlib lays out
            laid = font._layout(s, flags=flags, features=features, language=language)
            items = tuple((item.ft_object, item.glyph_index, item.x, item.y) for item in laid)
            _remember(_layouts, key, items)
        self._draw_glyphs(gc, x, y, angle, size, flags, items)
        return None

    def _draw_glyphs(
        self,
        gc: Any,
        x: float,
        y: float,
        angle: float,
        size: float,
        flags: Any,
        items: Laid,
    ) -> None:
        """Matplotlib's ``_draw_text_glyphs_and_boxes`` for a plain text (no slant, no stretch, no
        boxes), each glyph's bitmap rendered once for each 1/64-pixel fraction it lands on. (Its
        rotation is Matplotlib's matrix for no slant and no stretch: the identity times it.)"""
        cos = math.cos(math.radians(angle))
        sin = math.sin(math.radians(angle))
        antialiased = gc.get_antialiased()
        mode = RenderMode.NORMAL if antialiased else RenderMode.MONO
        height = self.height
        top_edge = int(height)
        matrix = None
        draw = self._renderer.draw_text_image
        for ft_object, glyph_index, dx, dy in items:  # dy is upwards
            tx = round(0x40 * (x + dx * cos - dy * sin))
            ty = round(0x40 * (height - y + dx * sin + dy * cos))  # FreeType's y is upwards
            key = (ft_object, size, self.dpi, glyph_index, flags, mode, angle, tx & 63, ty & 63)
            glyph = _glyphs.get(key)
            if glyph is None:
                if matrix is None:
                    matrix = (0x10000 * np.array([[cos, -sin], [sin, cos]])).round().astype(int)
                ft_object.set_size(size, self.dpi)
                ft_object._set_transform(matrix, [tx, ty])
                bitmap = ft_object._render_glyph(glyph_index, flags, mode)
                buffer = bitmap.buffer
                if not antialiased:
                    buffer *= 0xFF
                glyph = (buffer, bitmap.left - (tx >> 6), bitmap.top - (ty >> 6))
                _remember(_glyphs, key, glyph)
            buffer, left, top = glyph
            # draw_text_image's y is downwards and the bitmap's bottom side.
            draw(buffer, (tx >> 6) + left, top_edge - ((ty >> 6) + top) + buffer.shape[0], 0, gc)


def as_chart_renderer(canvas: FigureCanvasAgg) -> RendererAgg:
    """A canvas's ``get_renderer()`` with a ``ChartRenderer``: Matplotlib's renderer for the canvas's size
    and dpi, made again as ours when Matplotlib has just made it (a new size or dpi)."""
    renderer = FigureCanvasAgg.get_renderer(canvas)
    if type(renderer) is RendererAgg:
        canvas.renderer = ChartRenderer(int(renderer.width), int(renderer.height), renderer.dpi)
    return canvas.renderer


class ChartCanvasAgg(FigureCanvasAgg):
    """An Agg canvas drawing with the charts' renderer, as the panes' canvases do (tests, benchmarks)."""

    def get_renderer(self) -> RendererAgg:
        return as_chart_renderer(self)
