"""Each chart's CSV, written and read back: every hand and every number, as computed."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.export import CSV_COLUMNS, write_csv
from baccarat_desktop.storage.history import History

from .helpers import all_hands, seeded_history


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seeded_history(tmp_path_factory.mktemp("export") / "history.sqlite3", first=900, second=700)


@pytest.fixture(scope="module")
def analysis(path: Path) -> Analysis:
    with History.open(path, write=False) as history:
        data = Dataset.load(history)
        data.money  # settle the bet sums before the connection closes  # noqa: B018
    return Analysis(data)


def read(chart: Chart, analysis: Analysis) -> list[dict[str, str]]:
    out = io.StringIO()
    count = write_csv(chart, analysis, out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert len(rows) == count
    assert list(rows[0]) == list(CSV_COLUMNS[chart])
    return rows


def test_bankroll_has_every_hand(path: Path, analysis: Analysis) -> None:
    rows = read(Chart.BANKROLL, analysis)
    hands = all_hands(path)
    assert len(rows) == len(hands) + 1  # the starting point, then one row per hand
    assert rows[0]["hand"] == "0" and rows[0]["hand_id"] == ""
    running = int(rows[0]["value_cents"])
    for row, hand in zip(rows[1:], hands, strict=True):
        net = hand["bankroll_after_cents"] - hand["bankroll_before_cents"]
        running += net
        assert (int(row["hand_id"]), int(row["session_id"]), int(row["shoe_id"])) == (
            hand["id"],
            hand["session_id"],
            hand["shoe_id"],
        )
        assert (int(row["hand_no"]), int(row["net_cents"]), int(row["value_cents"])) == (
            hand["hand_no"],
            net,
            running,
        )


def test_ties_rolling_and_cumulative(path: Path, analysis: Analysis) -> None:
    rows = read(Chart.TIES, analysis)
    stats = analysis.ties()
    ties = [1 if h["winner"] == "tie" else 0 for h in all_hands(path)]
    assert [int(r["tie"]) for r in rows] == ties
    for i in (0, 98, 99, 500, len(rows) - 1):
        assert float(rows[i]["cumulative_rate"]) == pytest.approx(sum(ties[: i + 1]) / (i + 1))
        if i < stats.window - 1:
            assert rows[i]["rolling_rate"] == "" and rows[i]["rolling_band_low"] == ""
        else:
            assert float(rows[i]["rolling_rate"]) == pytest.approx(sum(ties[i - 99 : i + 1]) / 100)
            assert (
                float(rows[i]["rolling_band_low"]),
                float(rows[i]["rolling_band_high"]),
            ) == stats.window_band
        assert float(rows[i]["exact"]) == stats.p_exact


def test_streaks(analysis: Analysis) -> None:
    rows = read(Chart.STREAKS, analysis)
    stats = analysis.streaks()
    assert [int(r["length"]) for r in rows] == stats.lengths.tolist()
    assert [int(r["banker_observed"]) for r in rows] == stats.observed["banker"].tolist()
    assert [float(r["player_expected"]) for r in rows] == stats.expected["player"].tolist()


def test_outcomes(analysis: Analysis) -> None:
    rows = read(Chart.OUTCOMES, analysis)
    for row, expected in zip(rows, analysis.outcomes().rows, strict=True):
        assert row["outcome"] == expected.outcome
        assert (int(row["count"]), int(row["hands"])) == (expected.count, expected.hands)
        assert (float(row["wilson_low"]), float(row["wilson_high"]), float(row["exact"])) == (
            expected.low,
            expected.high,
            expected.exact,
        )
        assert row["inside"] == str(int(expected.inside))


def test_money(analysis: Analysis) -> None:
    rows = read(Chart.MONEY, analysis)
    stats = analysis.money()
    assert [r["spot"] for r in rows] == [r.spot for r in stats.rows] + ["total"]
    for row, expected in zip(rows, [*stats.rows, stats.total], strict=True):
        assert int(row["wagered_cents"]) == expected.wagered_cents
        assert int(row["net_cents"]) == expected.net_cents
        assert int(row["commission_cents"]) == expected.commission_cents
        assert int(row["expected_net_cents"]) == round(expected.expected_net_cents)
    assert rows[-1]["luck_band_low_cents"] == "" and rows[-1]["inside_luck_band"] == ""
    assert sum(int(r["net_cents"]) for r in rows[:-1]) == int(rows[-1]["net_cents"])


def test_sessions(analysis: Analysis) -> None:
    rows = read(Chart.SESSIONS, analysis)
    expected = analysis.sessions().rows
    assert [int(r["session_id"]) for r in rows] == [r.session_id for r in expected] == [1, 2]
    assert [int(r["hands"]) for r in rows] == [900, 700]
    assert [int(r["net_cents"]) for r in rows] == [r.net_cents for r in expected]
    assert rows[1]["rules"] == expected[1].rules
