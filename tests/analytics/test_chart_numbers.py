"""Each chart's numbers as a table of words (analytics/figures/numbers.py): read from the statistics the
chart is drawn from, one row per shoe for a line over hands, every header named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.figures.formats import money_text
from baccarat_desktop.analytics.figures.numbers import chart_numbers
from baccarat_desktop.engine.money import signed_cents

from .helpers import two_tables_analysed


@pytest.fixture(scope="module")
def analysed(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, Any]]:
    return two_tables_analysed(tmp_path_factory.mktemp("numbers"))


@pytest.mark.parametrize("chart", list(Chart), ids=lambda c: c.value)
def test_every_chart_has_named_columns_and_full_rows(analysed: list[tuple[Path, Any]], chart: Chart) -> None:
    for _path, analysis in analysed:
        numbers = chart_numbers(chart, analysis)
        assert numbers.rows and all(numbers.headers)
        assert all(len(row) == len(numbers.headers) and all(row) for row in numbers.rows)


def test_the_numbers_are_the_charts(analysed: list[tuple[Path, Any]]) -> None:
    _path, analysis = analysed[0]
    bankroll = analysis.bankroll()
    rows = chart_numbers(Chart.BANKROLL, analysis).rows
    assert len(rows) == len(bankroll.shoe_starts) + 1  # one row per shoe
    assert rows[-1][1] == f"{bankroll.hands:,}" and rows[-1][3] == money_text(
        bankroll.final_cents, escape=False
    )
    first_end = int(bankroll.shoe_starts[0])
    assert rows[0][2] == signed_cents(int(bankroll.values[first_end] - bankroll.values[0]))
    ties = analysis.ties()
    last = chart_numbers(Chart.TIES, analysis).rows[-1]
    assert last[3] == f"{ties.cumulative[-1]:.2%}" and last[2] == f"{ties.rolling[-1]:.2%}"
    streaks = analysis.streaks()
    lines = chart_numbers(Chart.STREAKS, analysis).rows
    assert [int(row[1].replace(",", "")) for row in lines] == streaks.observed["banker"].tolist()
    outcomes = chart_numbers(Chart.OUTCOMES, analysis).rows
    assert [row[0] for row in outcomes] == [row.label for row in analysis.outcomes().rows]
    sessions = chart_numbers(Chart.SESSIONS, analysis).rows
    assert [row[0] for row in sessions] == ["#1", "#2"]


def test_no_hands_no_rows() -> None:
    from baccarat_desktop.analytics.analysis import Analysis
    from baccarat_desktop.analytics.dataset import Dataset
    from baccarat_desktop.analytics.filters import HistoryFilter

    empty = Analysis(Dataset(HistoryFilter()))
    for chart in Chart:
        numbers = chart_numbers(chart, empty)
        assert numbers.rows == () and all(numbers.headers)
