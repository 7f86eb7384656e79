"""The "How lucky was I" histogram at the sizes the Statistics pane draws it: no tick label, mark or
word cut at the figure's edge or over another (tests/analytics/layout_check.py)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.luck import luck_figure
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.luck import LuckReport, luck_of
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.statistics.luck import HISTOGRAM_SIZE

from ..helpers import seeded_history
from ..layout_check import drawn_texts, problems

SIZES = [HISTOGRAM_SIZE, (280, 120), (360, 120)]  # the pane's canvas, the default, a wider one
# Spreads of replayed results in dollars (low, high, real result): losses into four and five figures
# whose leftmost tick label ("-$1,500", "-$10,000") was cut at the figure's left edge, a rightmost
# "$300" cut at the right, a result beyond every replay, and a few dollars either way.
SPREADS = [
    (-1_480, 342, 28),
    (-9_899, 7_038, 4_542),
    (-229, 281, 12),
    (-1_650, 420, -900),
    (-1_640, -180, -1_200),
    (-12_500, 9_800, 22_000),
    (-3, 2, -1),
]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> LuckReport:
    path: Path = seeded_history(tmp_path_factory.mktemp("luck") / "history.sqlite3", first=300, second=200)
    with History.open(path, write=False) as history:
        return luck_of(history, Dataset.load(history, HistoryFilter.of([2])), replays=1_000)


def _spread(report: LuckReport, low: float, high: float, actual: float) -> LuckReport:
    nets = np.random.default_rng(7).normal((low + high) / 2, (high - low) / 6, 2_000)
    nets = np.clip(nets, low, high)
    nets[:2] = low, high
    luck = dataclasses.replace(
        report.luck,
        nets=np.round(nets * 100).astype(np.int64),
        actual_net=round(actual * 100),
        expected_net=Fraction(round((low + high) * 50)),
    )
    return dataclasses.replace(report, luck=luck)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_real_histogram_reads_whole(report: LuckReport, size: tuple[int, int]) -> None:
    assert problems(luck_figure(report, size=size)) == []


@pytest.mark.parametrize("spread", SPREADS, ids=lambda s: f"{s[0]}..{s[1]}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_label_leaves_the_histogram(
    report: LuckReport, size: tuple[int, int], spread: tuple[float, float, float]
) -> None:
    figure = luck_figure(_spread(report, *spread), size=size)
    assert problems(figure) == []
    ticks = [text.get_text() for text, _box in drawn_texts(figure) if text.get_text() != "you"]
    assert len(ticks) >= 2, ticks  # the axis still says where it is


def test_the_pane_redraws_in_its_own_figure(report: LuckReport) -> None:
    """The panel draws into its canvas' figure again and again (fig.clear()): the same checks hold."""
    from matplotlib.figure import Figure

    from baccarat_desktop.analytics.figures.look import DPI

    figure = Figure(figsize=(HISTOGRAM_SIZE[0] / DPI, HISTOGRAM_SIZE[1] / DPI), dpi=DPI)
    for spread in SPREADS:
        luck_figure(_spread(report, *spread), figure)
        assert problems(figure) == [], spread
