"""The strategy lab's pictures and words, from real (small) runs of the fast path: the numbers drawn
are the run's, and no text of any chart overlaps another or leaves the figure at the pane's sizes
and at full-window sizes."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from matplotlib.text import Text

from baccarat_desktop.analytics.figures.lab_compare import comparison_figure
from baccarat_desktop.analytics.figures.lab_fan import fan_figure
from baccarat_desktop.analytics.figures.lab_results import results_figure
from baccarat_desktop.analytics.figures.look import new_figure
from baccarat_desktop.analytics.lab import LabStats, lab_stats, money
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.systems import LabSpec, System

# 1280x720 and 1920x1080 figures; the canvases the pane gives them in windows of those sizes (with
# the scoreboard beside it: the side-by-side one under its table, shorter than the others; and
# without the scoreboard); the smallest window (1024x640) without and with the scoreboard (nine
# systems at once are not asked to fit that last one).
SIZES = [
    (12.8, 7.2),
    (19.2, 10.8),
    (5.98, 3.2),
    (5.98, 3.86),
    (10.79, 7.34),
    (10.79, 7.94),
    (9.44, 3.58),
    (6.88, 2.62),
    (3.48, 1.98),
]
SIZE_IDS = [
    "1280x720",
    "1920x1080",
    "pane-1280-side-by-side",
    "pane-1280",
    "pane-1920-side-by-side",
    "pane-1920",
    "pane-1280-no-scoreboard",
    "pane-1024-no-scoreboard",
    "pane-1024",
]


@pytest.fixture(scope="module")
def every_system() -> list[LabStats]:
    from baccarat_desktop.engine.fast.lab import compare

    spec = LabSpec(System.FLAT, BetSpot.PLAYER, 500, 20_000, 300, 120, seed=3)
    return [lab_stats(r) for r in compare(spec, tuple(System), workers=2)]


def drawn_texts(figure: Figure) -> list[Text]:
    """Every text the figure draws: titles, keys, labels, the figures at the bars, the tick labels
    that are in view."""
    FigureCanvasAgg(figure).draw()
    texts = [t for t in figure.texts]
    for legend in figure.legends:
        texts += legend.get_texts()
    for ax in figure.axes:
        texts += [ax.title, ax._left_title, ax._right_title, ax.xaxis.label, ax.yaxis.label, *ax.texts]
        legend = ax.get_legend()
        if isinstance(legend, Legend):
            texts += legend.get_texts()
        for axis, (low, high) in ((ax.xaxis, ax.get_xlim()), (ax.yaxis, ax.get_ylim())):
            low, high = min(low, high), max(low, high)
            texts += [t.label1 for t in axis.get_major_ticks() if low <= t.get_loc() <= high]
    return [t for t in texts if t.get_visible() and t.get_text().strip()]


def assert_no_overlap(figure: Figure) -> None:
    texts = drawn_texts(figure)
    renderer = figure.canvas.get_renderer()
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts]
    width, height = figure.bbox.width, figure.bbox.height
    for text, box in boxes:
        assert box.x0 >= -0.5 and box.y0 >= -0.5, f"{text!r} leaves the figure: {box}"
        assert box.x1 <= width + 0.5 and box.y1 <= height + 0.5, f"{text!r} leaves the figure: {box}"
    for (a, box_a), (b, box_b) in combinations(boxes, 2):
        overlap = (
            min(box_a.x1, box_b.x1) - max(box_a.x0, box_b.x0),
            min(box_a.y1, box_b.y1) - max(box_a.y0, box_b.y0),
        )
        assert not (overlap[0] > 0.5 and overlap[1] > 0.5), f"{a!r} overlaps {b!r}"


@pytest.mark.parametrize(
    ("size", "titled"),
    [(size, False) for size in SIZES] + [(size, True) for size in SIZES[:-1]],
    ids=[f"{i}-in-the-pane" for i in SIZE_IDS] + [f"{i}-titled" for i in SIZE_IDS[:-1]],
)
def test_no_text_overlaps_in_any_lab_chart(
    size: tuple[float, float], titled: bool, trio: list[LabStats]
) -> None:
    """In the pane the charts have no title (the tab names them); saved alone they would."""
    for figure in (
        fan_figure(trio[0], new_figure(size=size), titled=titled),
        results_figure(trio[0], new_figure(size=size), titled=titled),
        comparison_figure(trio, new_figure(size=size), titled=titled),
    ):
        assert len(drawn_texts(figure)) > 10
        assert_no_overlap(figure)


@pytest.mark.parametrize("size", SIZES[:-1], ids=SIZE_IDS[:-1])
def test_nine_systems_side_by_side_fit(size: tuple[float, float], every_system: list[LabStats]) -> None:
    figure = comparison_figure(every_system, new_figure(size=size), titled=False)
    labels = [t.get_text() for t in figure.axes[0].get_yticklabels()]
    assert labels == [s.system for s in every_system]
    assert_no_overlap(figure)


def test_the_fan_draws_the_runs_bands_median_and_samples(trio: list[LabStats]) -> None:
    stats = trio[0]
    figure = fan_figure(stats, new_figure())
    ax = figure.axes[0]
    assert stats.bands.shape == (5, stats.checkpoints.size) and len(stats.samples) == 5
    median = max(ax.get_lines(), key=lambda line: line.get_linewidth())
    assert np.allclose(median.get_ydata(), stats.bands[2] / 100)
    thin = [line for line in ax.get_lines() if line.get_linewidth() < 1]
    assert len(thin) == 5
    assert np.allclose(thin[0].get_ydata(), stats.samples[0] / 100)
    assert len(ax.collections) == 2  # the two bands
    start = [line for line in ax.get_lines() if line.get_linestyle() == "--"]
    assert start and start[0].get_ydata()[0] == stats.bankroll_cents / 100
    key = "\n".join(t.get_text() for t in figure.legends[0].get_texts())
    assert "9 sessions in 10" in key and "middle half" in key and "$1,000" in key


def test_the_histogram_counts_every_session_and_marks_mean_edge_and_zero(trio: list[LabStats]) -> None:
    stats = trio[0]
    ax = results_figure(stats, new_figure()).axes[0]
    heights = [p.get_height() for p in ax.patches]
    assert sum(heights) == stats.sessions
    for bar in ax.patches:  # a bar is red or green by the side of zero it stands on
        centre = bar.get_x() + bar.get_width() / 2
        assert (centre > 0) == (bar.get_facecolor()[1] > bar.get_facecolor()[0])
    marks = sorted(float(line.get_xdata()[0]) for line in ax.get_lines())
    assert marks == sorted([0.0, stats.mean_net / 100, stats.expected_net / 100])


def test_the_comparison_shows_each_systems_figures(trio: list[LabStats]) -> None:
    figure = comparison_figure(trio, new_figure(size=(12.8, 4.0)))
    result, ahead, broke = figure.axes  # no room for each system's bankroll under the bars
    assert [round(p.get_width(), 6) for p in result.patches] == [round(s.mean_net / 100, 6) for s in trio]
    assert [p.get_width() for p in ahead.patches] == [s.share_up for s in trio]
    assert [p.get_width() for p in broke.patches] == [s.risk_of_ruin for s in trio]
    diamonds = result.get_lines()[0]
    assert np.allclose(diamonds.get_xdata(), [s.expected_net / 100 for s in trio])
    written = [t.get_text() for t in result.texts]
    assert written == [money(s.mean_net) for s in trio]


def test_a_run_stopped_before_any_session_draws_a_message_not_a_chart(trio: list[LabStats]) -> None:
    empty = replace(trio[0], sessions=0, stopped=True, net=np.zeros(0, dtype=np.int64))
    for figure in (fan_figure(empty), results_figure(empty), comparison_figure([empty])):
        text = "\n".join(t.get_text() for t in figure.findobj(Text))
        assert "No session finished." in text


def test_with_room_each_systems_bankroll_is_drawn_small_under_the_bars(trio: list[LabStats]) -> None:
    figure = comparison_figure(trio, new_figure(size=(15.9, 7.6)), titled=False)
    bars, minis = figure.axes[:3], figure.axes[3:]
    assert [ax.get_title(loc="left") for ax in minis] == [s.system for s in trio]
    for ax, stats in zip(minis, trio, strict=True):
        median = max(ax.get_lines(), key=lambda line: line.get_linewidth())
        assert np.allclose(median.get_ydata(), stats.bands[2] / 100)
    assert len({ax.get_ylim() for ax in minis}) == 1  # one scale, so the fans compare at a glance
    assert all(m.get_position().y1 < b.get_position().y0 for m in minis for b in bars)  # under the bars
