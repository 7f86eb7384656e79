"""What a reader sees of a figure's text: every string drawn, where, and which ones collide.

Used by the chart layout tests. Only text Matplotlib actually draws counts: tick labels of ticks
outside the axis' view are created but never drawn, and an empty string takes no room. Texts a
chart deliberately lays over another (a coloured cell over its table row) carry the gid
``figures.look.OVERLAY`` and are exempt from the overlap check with the text beneath.
"""

from __future__ import annotations

import itertools

from matplotlib.axis import Axis
from matplotlib.figure import Figure
from matplotlib.text import Text
from matplotlib.transforms import Bbox

from baccarat_desktop.analytics.figures.look import OVERLAY


def drawn_texts(fig: Figure) -> list[tuple[Text, Bbox]]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = fig.canvas if isinstance(fig.canvas, FigureCanvasAgg) else FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    hidden: set[int] = set()
    for axis in fig.findobj(Axis):
        drawn = {id(t) for tick in axis._update_ticks() for t in (tick.label1, tick.label2)}
        for tick in axis.get_major_ticks() + axis.get_minor_ticks():
            for label in (tick.label1, tick.label2):
                if id(label) not in drawn:
                    hidden.add(id(label))
    out = []
    for text in fig.findobj(Text):
        if id(text) in hidden or not text.get_visible() or not text.get_text().strip():
            continue
        if text.axes is not None and not text.axes.get_visible():
            continue
        bbox = text.get_window_extent(renderer)
        patch = text.get_bbox_patch()
        if patch is not None:
            bbox = Bbox.union([bbox, patch.get_window_extent(renderer)])
        out.append((text, bbox))
    return out


def problems(fig: Figure, *, slack: float = 1.0) -> list[str]:
    """Texts that leave the figure, and pairs of texts that overlap by more than ``slack`` pixels."""
    width, height = fig.bbox.width, fig.bbox.height
    texts = drawn_texts(fig)
    found = []
    for text, box in texts:
        if box.x0 < -slack or box.y0 < -slack or box.x1 > width + slack or box.y1 > height + slack:
            found.append(f"outside {width:.0f}x{height:.0f}: {_name(text)} at {_where(box)}")
    for (a, box_a), (b, box_b) in itertools.combinations(texts, 2):
        if OVERLAY in (a.get_gid(), b.get_gid()):
            continue
        dx = min(box_a.x1, box_b.x1) - max(box_a.x0, box_b.x0)
        dy = min(box_a.y1, box_b.y1) - max(box_a.y0, box_b.y0)
        if dx > slack and dy > slack:
            found.append(f"overlap: {_name(a)} at {_where(box_a)} and {_name(b)} at {_where(box_b)}")
    return found


def _name(text: Text) -> str:
    return repr(" ".join(text.get_text().split())[:48])


def _where(box: Bbox) -> str:
    return f"({box.x0:.0f},{box.y0:.0f})-({box.x1:.0f},{box.y1:.0f})"
