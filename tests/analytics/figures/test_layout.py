"""Every chart at every size a player may give it: no text over other text, none off the figure.

The dashboard draws a chart into whatever its canvas measures, from a narrow pane of a 1024x640
window (about 400 x 400 pixels) to a maximised 2560x1440 one; the report and the export draw at the
window's size with the plain-language note inside. Each figure is drawn as the reader sees it and
every text Matplotlib draws is measured (``layout_check``).
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest
from matplotlib.figure import Figure

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.bankroll import bankroll_figure
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.figures.formats import DollarFormatter, money_text
from baccarat_desktop.analytics.figures.look import zoom_for
from baccarat_desktop.analytics.money_charts import BankrollStats
from baccarat_desktop.analytics.stats import max_drawdown
from baccarat_desktop.storage.history import History

from ..layout_check import drawn_texts, problems

# Canvas sizes: the dashboard's chart area at 1024x640 (beside the docks, and the whole width once they
# step aside: 746x300 is the bankroll's, the shortest) and 1280x720, then whole windows.
CANVASES = [(406, 396), (662, 462), (746, 348), (1024, 640), (1280, 720), (2560, 1440)]
SHORTEST = {Chart.BANKROLL: (746, 300)}  # its page holds the luck strip too
WITH_NOTES = [(1024, 640), (1280, 720), (2560, 1440)]


def analysis_of(path: Path) -> Analysis:
    with History.open(path, write=False) as history:
        data = Dataset.load(history)
        data.money  # settle the bet sums before the connection closes  # noqa: B018
    return Analysis(data)


@pytest.fixture(scope="module")
def histories(two_tables: Path, every_side_bet: Path) -> dict[str, Analysis]:
    return {"two tables": analysis_of(two_tables), "every side bet": analysis_of(every_side_bet)}


def figure(size: tuple[int, int]) -> Figure:
    return Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100)


@pytest.mark.parametrize("chart", list(Chart), ids=lambda c: c.value)
def test_no_text_overlaps_or_leaves_the_figure_at_any_size(
    histories: dict[str, Analysis], chart: Chart
) -> None:
    found = []
    for name, analysis in histories.items():
        for size in [*CANVASES, *([SHORTEST[chart]] if chart in SHORTEST else [])]:
            for notes in (False, True) if size in WITH_NOTES else (False,):
                fig = build_figure(chart, analysis, figure(size), notes=notes)
                found += [
                    f"{name} {size[0]}x{size[1]}{' +note' if notes else ''}: {p}" for p in problems(fig)
                ]
    assert not found, "\n".join(found)


def test_the_check_sees_overlaps_and_text_off_the_figure() -> None:
    fig = figure((400, 300))
    fig.text(0.1, 0.5, "Banker wins")
    fig.text(0.12, 0.5, "Player wins")  # on top of the first
    fig.text(0.9, 0.9, "far too long to fit on the right")
    ax = fig.add_axes((0.2, 0.2, 0.6, 0.6))
    ax.set_xticks(np.arange(0, 30, 2.0))
    ax.set_xlim(0, 10)  # ticks beyond the view are never drawn: not counted
    found = problems(fig)
    assert any("overlap" in p and "Banker wins" in p and "Player wins" in p for p in found)
    assert any("outside" in p and "far too long" in p for p in found)
    assert not any("'24'" in p for p in found)
    assert {t.get_text() for t, _ in drawn_texts(fig)} >= {"Banker wins", "0", "10"}


def test_key_figures_sit_above_the_plot_not_on_the_data(histories: dict[str, Analysis]) -> None:
    fig = build_figure(Chart.BANKROLL, histories["two tables"], figure((1280, 720)), notes=False)
    plot = fig.axes[0].get_window_extent()
    texts = {t.get_text().replace("\\$", "$"): box for t, box in drawn_texts(fig)}
    stats = histories["two tables"].bankroll()
    now = texts[money_text(stats.final_cents, escape=False)]
    assert now.y0 > plot.y1  # in the strip above the plot
    assert "Start" in texts and "Max drawdown" in texts


def test_money_reads_to_the_cent_and_millions_as_millions() -> None:
    assert money_text(97_416_550, escape=False) == "$974,165.50"
    assert money_text(750_000, escape=False) == "$7,500.00"
    assert money_text(-27_375, escape=False) == "-$273.75"
    formatter = DollarFormatter()
    formatter.set_locs([800_000.0, 900_000.0, 1_000_000.0, 1_100_000.0])
    assert formatter(1_000_000.0) == "\\$1.00M"
    assert formatter(900_000.0) == "\\$0.90M"
    formatter.set_locs([0.0, 2_500.0, 5_000.0, 7_500.0])
    assert formatter(7_500.0) == "\\$7,500"


def _walk(seed: int, hands: int) -> BankrollStats:
    """A bankroll of ``hands`` even-money $25 bets from an explicit seed."""
    rng = np.random.default_rng(seed)
    steps = rng.choice([-2_500, 2_500], size=hands)
    values = np.concatenate(([100_000], 100_000 + np.cumsum(steps))).astype(np.int64)
    return BankrollStats(
        label="Bankroll",
        values=values,
        shoe_starts=np.array([], dtype=np.int64),
        session_starts=np.array([], dtype=np.int64),
        session_ids=(1,),
        drawdown=max_drawdown(values),
        peak_index=int(np.argmax(values)),
        single_session=True,
    )


def _line_in_box(fig: Figure, label: str) -> int:
    """How many of the bankroll line's pixels (sampled every pixel) lie under the text ``label``."""
    fig.canvas.draw()
    ax = fig.axes[0]
    renderer = fig.canvas.get_renderer()
    box = (
        next(t for t in ax.texts if t.get_text().startswith(label))
        .get_bbox_patch()
        .get_window_extent(renderer)
    )
    line = max(ax.lines, key=lambda line: len(line.get_xdata()))
    pts = ax.transData.transform(np.column_stack([line.get_xdata(), line.get_ydata()]))
    dense = np.concatenate([np.linspace(a, b, 40) for a, b in pairwise(pts)])
    inside = (dense[:, 0] > box.x0) & (dense[:, 0] < box.x1) & (dense[:, 1] > box.y0) & (dense[:, 1] < box.y1)
    return int(inside.sum())


@pytest.mark.parametrize("size", [(406, 396), (662, 462), (1024, 640)])
def test_the_drawdown_label_keeps_off_the_bankroll_line(size: tuple[int, int]) -> None:
    """Issue 14: on a small bankroll chart the "Max drawdown" words sat on the line they explain.
    Over 40 seeded bankrolls of 20 to 400 hands, the label covers none of the line (or, where no
    spot in the plot is clear, no more than the old placement beside the arrow would)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    covered = []
    for seed in range(40):
        stats = _walk(seed, [20, 60, 150, 400][seed % 4])
        if stats.drawdown.amount == 0:
            continue
        fig = figure(size)
        FigureCanvasAgg(fig)
        bankroll_figure(stats, fig, notes=False)
        assert not problems(fig), (seed, problems(fig))
        count = _line_in_box(fig, "Max drawdown")
        if count:
            covered.append((seed, count))
    assert not covered, f"the label lies on the line: {covered}"


@pytest.mark.parametrize("chart", list(Chart), ids=lambda c: c.value)
def test_a_zoomed_canvas_draws_the_whole_chart_larger(histories: dict[str, Analysis], chart: Chart) -> None:
    """Settings > Text size 150% (or a high-density screen): the canvas's figure has a higher dpi; the
    chart is laid out as at 100 dpi in the pixels that leaves, and drawn uniformly larger, so nothing
    overlaps or leaves the figure and the title is as much larger as the zoom."""
    found = []
    analysis = histories["every side bet"]
    for width, height in [(1024, 640), (1280, 720), (1920, 1080)]:
        zoom = zoom_for(width, height, 1.5)
        assert 1.0 < zoom <= 1.5
        zoomed = Figure(figsize=(width / (100 * zoom), height / (100 * zoom)), dpi=100 * zoom)
        build_figure(chart, analysis, zoomed)
        assert zoomed.dpi == 100 * zoom  # given back after the layout
        found += [f"{width}x{height} at {zoom:.2f}: {p}" for p in problems(zoomed)]
        title = next(t for t, _box in drawn_texts(zoomed) if t.get_text() == chart.title)
        plain = build_figure(chart, analysis, figure((width, height)))
        plain_title = next(t for t, _box in drawn_texts(plain) if t.get_text() == chart.title)
        ratio = title.get_window_extent().height / plain_title.get_window_extent().height
        assert ratio == pytest.approx(zoom, rel=0.08)
    assert not found, "\n".join(found)


def test_the_zoom_is_the_text_size_as_far_as_the_canvas_has_room() -> None:
    assert zoom_for(1920, 1080, 1.5) == 1.5
    assert zoom_for(1920, 1080, 1.0) == 1.0
    assert zoom_for(800, 1080, 1.5) == pytest.approx(800 / 662)  # laid out in 662 pixels at least
    assert zoom_for(500, 300, 1.5) == 1.0  # a small canvas keeps its type
