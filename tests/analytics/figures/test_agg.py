"""The charts' renderer draws Matplotlib's pixels exactly, from its remembered text work too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ft2font import FT2Font

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures import agg
from baccarat_desktop.analytics.figures import streaks as streaks_module
from baccarat_desktop.analytics.figures.agg import ChartCanvasAgg, clear_text_caches
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.storage.history import History

pytestmark = pytest.mark.skipif(not agg.CACHING, reason="this Matplotlib draws text otherwise: not cached")


def pixels(figure: Figure, canvas_class: type[FigureCanvasAgg]) -> np.ndarray:
    canvas = canvas_class(figure)
    canvas.draw()
    return np.asarray(canvas.buffer_rgba()).copy()


def busy_text(dpi: float) -> Figure:
    """Text of every kind the charts draw: sizes, weights, families, rotations, fractional places,
    several lines, and text drawn without antialiasing."""
    figure = Figure(figsize=(6.4, 4.8), dpi=dpi)
    figure.set_facecolor("#0e3b2c")
    ax = figure.add_axes((0.14, 0.14, 0.8, 0.7))
    ax.plot([0, 1_000_000], [-2_500.5, 12_345.25])
    ax.set_xlabel("Hands played (Player, Banker & Tie)")
    ax.set_ylabel("Bankroll ($)")
    ax.set_title("Win streaks — longest 17", fontweight="bold", fontfamily="DejaVu Serif")
    for i in range(12):
        ax.text(
            0.03 + i * 0.0771, 0.1 + i * 0.0637, f"{i * 1.37:,.2f}", transform=ax.transAxes, fontsize=7 + i
        )
    figure.text(0.5, 0.95, "Start $1,000.00\nNow $-12.50", family="DejaVu Sans Mono", rotation=12.5)
    figure.text(0.9, 0.5, "upright", rotation=90, antialiased=False, fontsize=11)
    figure.text(0.1, 0.05, "office affine", fontfeatures=["-liga"], language="en")
    figure.text(0.5, 0.05, "office affine", language=[("en", 0, 6), ("fr", 7, 13)])
    return figure


@pytest.mark.parametrize("dpi", [100, 125, 250])
def test_text_draws_the_same_pixels_as_matplotlib(dpi: float) -> None:
    clear_text_caches()
    expected = pixels(busy_text(dpi), FigureCanvasAgg)
    first = pixels(busy_text(dpi), ChartCanvasAgg)  # computing the text work
    again = pixels(busy_text(dpi), ChartCanvasAgg)  # all of it remembered
    assert (first == expected).all()
    assert (again == expected).all()
    assert len(np.unique(expected.reshape(-1, 4), axis=0)) > 50  # text was drawn, antialiased


def test_the_same_text_is_laid_out_and_rasterised_once(monkeypatch: pytest.MonkeyPatch) -> None:
    clear_text_caches()
    pixels(busy_text(100), ChartCanvasAgg)
    calls: list[str] = []

    def counted(name: str) -> Any:
        real = getattr(FT2Font, name)

        def call(self: FT2Font, *args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            return real(self, *args, **kwargs)

        return call

    for name in ("_layout", "_render_glyph", "set_text"):
        monkeypatch.setattr(FT2Font, name, counted(name))
    pixels(busy_text(100), ChartCanvasAgg)  # another canvas, another renderer
    assert calls == []
    pixels(busy_text(100), FigureCanvasAgg)
    assert {"_layout", "_render_glyph", "set_text"} <= set(calls)  # Matplotlib's own does the work again


@pytest.fixture(scope="module")
def analysis(two_tables: Path) -> Analysis:
    with History.open(two_tables, write=False) as history:
        data = Dataset.load(history)
        data.money  # settle the bet sums before the connection closes  # noqa: B018
    return Analysis(data)


@pytest.mark.parametrize("chart", list(Chart), ids=lambda c: c.value)
def test_every_chart_draws_the_same_pixels(analysis: Analysis, chart: Chart) -> None:
    expected = pixels(build_figure(chart, analysis, notes=True), FigureCanvasAgg)
    assert (pixels(build_figure(chart, analysis, notes=True), ChartCanvasAgg) == expected).all()
    assert (pixels(build_figure(chart, analysis, notes=True), ChartCanvasAgg) == expected).all()


@pytest.mark.parametrize("size", [(406, 396), (1024, 640), (2560, 1440)])
def test_the_streaks_minor_ticks_are_the_marks_matplotlib_draws(
    analysis: Analysis, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The log axis' minor ticks drawn as one line of marks: the pixels of Matplotlib's own ticks."""

    def streaks(dpi: float) -> np.ndarray:
        figure = Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100)
        build_figure(Chart.STREAKS, analysis, figure, notes=False)
        figure.set_dpi(dpi)
        return pixels(figure, FigureCanvasAgg)

    for dpi in (100, 150):
        drawn = streaks(dpi)
        assert not streaks_module_minor_ticks_left(analysis, size)
        with monkeypatch.context() as patch:
            patch.setattr(streaks_module, "minor_tick_marks", lambda ax: None)  # Matplotlib's ticks
            assert (streaks(dpi) == drawn).all()


def streaks_module_minor_ticks_left(analysis: Analysis, size: tuple[int, int]) -> int:
    """How many minor Tick objects the streaks chart's axes make when drawn (Matplotlib's, not marks)."""
    figure = Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100)
    build_figure(Chart.STREAKS, analysis, figure, notes=False)
    FigureCanvasAgg(figure).draw()
    return sum(len(ax.yaxis.minorTicks) > 1 for ax in figure.axes)
