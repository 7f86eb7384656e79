"""The charts in Chinese, with the real translations: every chart of the Statistics pane, the
strategy lab and "How lucky was I" is drawn in each script with no English word left, no glyph
missing from the fonts and no text running into another or off the figure; the pane's own words
(tabs, sentences) are Chinese too."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from matplotlib.figure import Figure

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.figures.lab_compare import comparison_figure
from baccarat_desktop.analytics.figures.lab_fan import fan_figure
from baccarat_desktop.analytics.figures.lab_results import results_figure
from baccarat_desktop.analytics.figures.luck import luck_figure
from baccarat_desktop.analytics.figures.notes import chart_formula_note, chart_note
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.lab import LabStats, comparison_summary, lab_stats, lab_summary
from baccarat_desktop.analytics.luck import luck_of
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.systems import LabSpec, System
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.window.language import apply_language

from ...analytics.helpers import two_tables_analysed
from ...analytics.layout_check import drawn_texts, problems
from ..window.test_chinese import CJK, english_left

SCRIPTS = [("zh_CN", "庄"), ("zh_TW", "莊")]
SIZES = [(662, 462), (1024, 640), (1920, 1080)]


@pytest.fixture(scope="module")
def analyses(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, Analysis]]:
    return two_tables_analysed(tmp_path_factory.mktemp("chinese-charts"))


@pytest.fixture
def systems(chinese: str) -> list[LabStats]:
    """Run in the language (a run's names are written when it ends, as in the lab)."""
    from baccarat_desktop.engine.fast.lab import compare

    spec = LabSpec(System.MARTINGALE, BetSpot.BANKER, 1_000, 100_000, 300, 120, seed=5)
    return [
        lab_stats(r) for r in compare(spec, (System.FLAT, System.MARTINGALE, System.FIBONACCI), workers=1)
    ]


@pytest.fixture(params=SCRIPTS, ids=[s[0] for s in SCRIPTS])
def chinese(qapp: Any, request: pytest.FixtureRequest) -> Iterator[str]:
    language, banker = request.param
    assert apply_language(language) == language
    yield banker
    apply_language("en")


def read(fig: Figure) -> tuple[list[str], list[str]]:
    """The figure's drawn words, and its layout problems, drawn with glyph warnings as errors."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "Glyph ... missing from font(s)"
        texts = [text.get_text() for text, _box in drawn_texts(fig)]
    return texts, problems(fig)


def english(texts: list[str]) -> list[str]:
    return [text for text in texts if english_left(text.replace("\\$", "$"))]


def test_every_statistics_chart_reads_in_chinese(analyses: list[tuple[Path, Analysis]], chinese: str) -> None:
    found: list[str] = []
    for _path, analysis in analyses:
        for chart in Chart:
            assert CJK.search(chart.title) and not english_left(chart.title)
            for size in SIZES:
                fig = build_figure(chart, analysis, Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100))
                texts, layout = read(fig)
                found += [f"{chart.value} {size}: English {t!r}" for t in english(texts)]
                found += [f"{chart.value} {size}: {p}" for p in layout]
                assert any(CJK.search(t) for t in texts), chart
            notes = [chart_note(chart, analysis), chart_formula_note(chart, analysis)]
            found += [f"{chart.value} note: English {t!r}" for t in english(notes)]
    assert not found, "\n".join(found[:40])


def test_the_lab_reads_in_chinese(systems: list[LabStats], chinese: str) -> None:
    found: list[str] = []
    for size in SIZES:
        for fig in (
            fan_figure(systems[1], Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100)),
            results_figure(systems[1], Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100)),
            comparison_figure(systems, Figure(figsize=(size[0] / 100, size[1] / 100), dpi=100)),
        ):
            texts, layout = read(fig)
            found += [f"{size}: English {t!r}" for t in english(texts)] + [f"{size}: {p}" for p in layout]
    words = [lab_summary(systems[1]), comparison_summary(systems), *(s.label for s in System)]
    found += [f"English {t!r}" for t in english(words)]
    assert not found, "\n".join(found[:40])
    assert chinese in lab_summary(systems[1])  # "... on Banker", in its script


def test_how_lucky_was_i_reads_in_chinese(analyses: list[tuple[Path, Analysis]], chinese: str) -> None:
    with History.open(analyses[0][0], write=False) as history:
        report = luck_of(history, Dataset.load(history, HistoryFilter.of([1])), replays=300)
    texts, layout = read(luck_figure(report))
    assert layout == []
    assert english([*texts, report.sentence, report.details]) == []
    assert CJK.search(report.sentence)
