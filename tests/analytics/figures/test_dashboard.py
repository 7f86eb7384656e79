"""The figures: built without pyplot, drawn, and showing the numbers they are given."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.figures.formats import DollarFormatter, PointsFormatter, money_text
from baccarat_desktop.analytics.figures.notes import chart_formula_note, chart_note
from baccarat_desktop.analytics.figures.sessions import duration_text
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.storage.history import History

from ..helpers import seeded_history

PACKAGE = Path(__file__).resolve().parents[3] / "baccarat_desktop"


@pytest.fixture(scope="module")
def analysis(two_tables: Path) -> Analysis:
    with History.open(two_tables, write=False) as history:
        data = Dataset.load(history)
        data.money  # settle the bet sums before the connection closes  # noqa: B018
    return Analysis(data)


def rendered(figure: Figure) -> np.ndarray:
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    return np.asarray(canvas.buffer_rgba())


def texts(figure: Figure) -> str:
    return "\n".join(t.get_text() for t in figure.findobj(Text))


@pytest.mark.parametrize("chart", list(Chart), ids=lambda c: c.value)
def test_every_chart_draws_with_data(analysis: Analysis, chart: Chart) -> None:
    figure = build_figure(chart, analysis)
    pixels = rendered(figure)
    assert pixels.shape[:2] == (800, 1280)
    assert len(np.unique(pixels.reshape(-1, 4), axis=0)) > 50, "a chart is more than a few flat colours"
    assert chart.title in texts(figure)
    assert "2,700 hands" in texts(figure)
    assert len(figure.axes) >= 1
    assert chart_note(chart, analysis) in texts(figure).replace("\n", " ")


def test_notes_can_be_left_out(analysis: Analysis) -> None:
    with_note = texts(build_figure(Chart.OUTCOMES, analysis))
    without = texts(build_figure(Chart.OUTCOMES, analysis, notes=False))
    assert "19 times in 20" in with_note and "19 times in 20" not in without


@pytest.mark.parametrize("chart", list(Chart))
def test_notes_speak_plainly_and_the_formulas_are_kept_apart(chart: Chart, analysis: Analysis) -> None:
    """The note beside a chart has no formula or jargon; the formula is one click away (its own note)."""
    note = chart_note(chart, analysis)
    for jargon in ("√", "1.96", "Wilson", "binomial", "p(1", "P(", "σ", "pts"):
        assert jargon not in note, (chart, jargon)
    formula = chart_formula_note(chart, analysis)
    if chart in (Chart.TIES, Chart.OUTCOMES):
        assert "1.96" in formula and "√" in formula
    if chart in (Chart.STREAKS, Chart.MONEY):
        assert formula


def test_bankroll_line_keeps_its_extremes(analysis: Analysis) -> None:
    figure = build_figure(Chart.BANKROLL, analysis)
    line = max(figure.axes[0].get_lines(), key=lambda line: len(line.get_xdata()))
    stats = analysis.bankroll()
    y = np.asarray(line.get_ydata())
    assert len(y) < len(stats.values)  # downsampled: 2,700 points do not need drawing one by one
    assert y.max() == stats.values.max() / 100 and y.min() == stats.values.min() / 100
    assert f"Peak {money_text(stats.peak_cents)}" in texts(figure)


def test_ties_show_the_exact_rate(analysis: Analysis) -> None:
    figure = build_figure(Chart.TIES, analysis)
    exact = analysis.ties().p_exact
    flat = [
        line for ax in figure.axes for line in ax.get_lines() if len(set(np.asarray(line.get_ydata()))) == 1
    ]
    assert any(np.asarray(line.get_ydata())[0] == pytest.approx(exact) for line in flat)


def test_outcomes_and_money_show_their_numbers(analysis: Analysis) -> None:
    outcomes = texts(build_figure(Chart.OUTCOMES, analysis))
    for row in analysis.outcomes().rows:
        assert f"{row.observed:.2%}  (exact {row.exact:.2%})" in outcomes
    money = texts(build_figure(Chart.MONEY, analysis)).replace("\\$", "$")
    for row in analysis.money().rows:
        assert money_text(row.net_cents, escape=False) in money
        assert row.label in money


def test_no_hands(tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=50, second=0)
    with History.open(path, write=False) as history:
        empty = Analysis(Dataset.load(history, HistoryFilter.of([7])))
    for chart in Chart:
        figure = build_figure(chart, empty)
        assert "No hands match" in texts(figure)
        rendered(figure)


def test_a_figure_is_reused_for_redrawing(analysis: Analysis) -> None:
    figure = Figure(figsize=(9, 6), dpi=100)
    assert build_figure(Chart.STREAKS, analysis, figure) is figure
    first = len(figure.get_children())
    build_figure(Chart.STREAKS, analysis, figure)
    assert len(figure.get_children()) == first  # cleared, not piled up


def test_formatters() -> None:
    dollars = DollarFormatter()
    dollars.set_locs([9_996_000, 9_998_000, 10_000_000])
    assert [dollars(v) for v in (9_996_000, 10_000_000)] == ["\\$9,996k", "\\$10,000k"]
    dollars.set_locs([-5_000, -2_500, 0, 2_500])
    assert [dollars(v) for v in (-2_500, 0, 2_500)] == ["-\\$2,500", "\\$0", "\\$2,500"]
    dollars.set_locs([0.5, 1.0, 1.5])
    assert dollars(1.5) == "\\$1.50"
    points = PointsFormatter()
    points.set_locs([-0.0012, 0.0, 0.0012])
    assert [points(v) for v in (-0.0012, 0.0, 0.0012)] == ["-0.12", "0", "+0.12"]
    assert money_text(123456) == "\\$1,234.56" and money_text(-1_234_567, escape=False) == "-$12,345.67"
    assert money_text(-0.4) == "\\$0.00"  # rounds to nothing: no minus sign
    assert duration_text(59) == "0 min" and duration_text(3 * 3600 + 5 * 60) == "3 h 05 min"
    assert duration_text(2 * 86400 + 4 * 3600) == "2 d 4 h"


def test_analytics_never_imports_pyplot_or_qt() -> None:
    for path in (PACKAGE / "analytics").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or "", *(f"{node.module}.{a.name}" for a in node.names)]
            assert not any("pyplot" in name for name in names), f"{path.name} imports pyplot"
    code = (
        "import sys, baccarat_desktop.analytics.figures.dashboard, baccarat_desktop.analytics.export;"
        "print(sorted(m for m in sys.modules if m == 'matplotlib.pyplot' or m.startswith('PySide6')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_a_few_hands_of_streaks_label_only_whole_counts(tmp_path: Path) -> None:
    """One hand: the streaks' log axis spans under a decade, where Matplotlib labelled its minor
    ticks "6×10⁻¹"; a count of streaks is whole, so only 1 is written."""
    from baccarat_desktop.engine.bets import BetSpot

    from ..helpers import play_stacked
    from ..layout_check import drawn_texts

    with History.open(tmp_path / "one.sqlite3") as history:
        play_stacked(history, ["KS 2H 5D 4C 7S 8D"], {BetSpot.BANKER: 2_500})
    with History.open(tmp_path / "one.sqlite3", write=False) as history:
        analysis = Analysis(Dataset.load(history))
    fig = build_figure(Chart.STREAKS, analysis, Figure(figsize=(10.24, 6.4), dpi=100))
    labels = [text.get_text() for text, _box in drawn_texts(fig)]
    assert "1" in labels
    assert not [label for label in labels if "times" in label or "^" in label]
