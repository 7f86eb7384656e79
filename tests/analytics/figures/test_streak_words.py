"""Win streaks say what a player would (issue 27): a single win is not a streak, so the chart never
lists "1 in a row" as a longest streak; a side that only won single hands has "no run longer than
one hand yet", in the side panel and in the narrow chart's strip."""

from __future__ import annotations

from pathlib import Path

import pytest
from matplotlib.figure import Figure

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History

from ..helpers import play_stacked
from ..layout_check import drawn_texts

BANKER = "KS 2H 5D 4C 7S 8D"  # Banker wins 4 to 2, each side drawing a third card
PLAYER = "4S 2H 5D 3C"  # Player wins 9 to 5


def _analysis(tmp_path: Path, coups: list[str]) -> Analysis:
    path = tmp_path / "streaks.sqlite3"
    with History.open(path) as history:
        play_stacked(history, coups, {BetSpot.BANKER: 2_500})
    with History.open(path, write=False) as history:
        return Analysis(Dataset.load(history))


def _words(analysis: Analysis, size: tuple[float, float]) -> list[str]:
    fig = build_figure(Chart.STREAKS, analysis, Figure(figsize=size, dpi=100))
    return [text.get_text() for text, _box in drawn_texts(fig)]


@pytest.mark.parametrize("size", [(12.8, 7.2), (6.4, 6.4)], ids=["side panel", "narrow strip"])
def test_single_wins_are_no_streak(tmp_path: Path, size: tuple[float, float]) -> None:
    analysis = _analysis(tmp_path, [BANKER, PLAYER, BANKER, PLAYER, BANKER])
    words = _words(analysis, size)
    assert not [w for w in words if "1 in a row" in w], words
    wide = size[0] * 100 >= 760
    said = "No run longer than one hand yet" if wide else "no streak yet"
    assert sum(said in w for w in words) == 2, f"each side says it has no streak: {words}"


@pytest.mark.parametrize("size", [(12.8, 7.2), (6.4, 6.4)], ids=["side panel", "narrow strip"])
def test_a_real_streak_is_listed_and_single_wins_are_not(tmp_path: Path, size: tuple[float, float]) -> None:
    analysis = _analysis(tmp_path, [BANKER, BANKER, PLAYER, BANKER, PLAYER])
    words = _words(analysis, size)
    assert any("2 in a row" in w for w in words), words
    assert not [w for w in words if "1 in a row" in w], words
