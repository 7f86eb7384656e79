"""Money by bet type with the whole catalogue: every bet that was played, named by the catalogue,
against the catalogue's exact edge under each session's own rules, drawn in a style of its own."""

from __future__ import annotations

import csv
import io
import math
from fractions import Fraction
from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.patches import Rectangle
from matplotlib.text import Text

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.exact import spot_edge, spot_variance
from baccarat_desktop.analytics.export import write_csv
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.figures.look import BANKER, PLAYER, TIE, bet_style, new_figure
from baccarat_desktop.analytics.figures.money import MONEY_PLOT_MIN, money_figure
from baccarat_desktop.analytics.money_charts import MoneyStats, SpotMoney, short_rules
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import MAIN_SPOTS
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.history import History

from .helpers import EZ_BETS, SIDE_BETS, all_bets


@pytest.fixture(scope="module")
def path(every_side_bet: Path) -> Path:
    return every_side_bet


@pytest.fixture(scope="module")
def analysis(path: Path) -> Analysis:
    with History.open(path, write=False) as history:
        data = Dataset.load(history)
        data.money  # settle the bet sums before the connection closes  # noqa: B018
    return Analysis(data)


def test_every_bet_played_has_a_row_in_catalogue_order(analysis: Analysis) -> None:
    played = set(SIDE_BETS) | set(EZ_BETS)
    rows = analysis.money().rows
    assert [r.spot for r in rows] == [s.value for s in BetSpot if s in played]
    assert [r.label for r in rows] == [s.label for s in BetSpot if s in played]


def test_each_row_adds_up_the_stored_bets_and_prices_them_per_session(path: Path, analysis: Analysis) -> None:
    with History.open(path, write=False) as history:
        rules = {s.id: s.rules for s in history.sessions()}
    assert rules[2] == TableRules.from_dict(rules[2].to_dict()) and rules[1] != rules[2]
    bets = all_bets(path)
    for row in analysis.money().rows:
        spot = BetSpot(row.spot)
        mine = [b for b in bets if b["spot"] == row.spot]
        assert row.bets == len(mine)
        assert row.wagered_cents == sum(b["amount_cents"] for b in mine)
        assert row.net_cents == sum(b["net_cents"] for b in mine)
        assert row.commission_cents == sum(b["commission_cents"] for b in mine)
        expected = -sum(
            (spot_edge(spot, rules[b["session_id"]]) * b["amount_cents"] for b in mine), Fraction(0)
        )
        assert row.expected_net_cents == pytest.approx(float(expected), rel=1e-12)
        spread = math.sqrt(
            sum(float(spot_variance(spot, rules[b["session_id"]])) * b["amount_cents"] ** 2 for b in mine)
        )
        assert row.spread_cents == pytest.approx(spread, rel=1e-9)
    # Banker is priced under each table's own variant: commission, then EZ (a three-card 7 pushes).
    banker = next(r for r in analysis.money().rows if r.spot == "banker")
    by_session = {
        sid: sum(b["amount_cents"] for b in bets if b["spot"] == "banker" and b["session_id"] == sid)
        for sid in (1, 2)
    }
    assert banker.expected_net_cents == pytest.approx(
        float(-sum(spot_edge(BetSpot.BANKER, rules[sid]) * by_session[sid] for sid in (1, 2)))
    )
    assert spot_edge(BetSpot.BANKER, rules[1]) != spot_edge(BetSpot.BANKER, rules[2])


def test_every_bet_has_a_style_of_its_own() -> None:
    styles = {spot: bet_style(spot.value) for spot in BetSpot}
    assert len(set(styles.values())) == len(BetSpot)
    assert [styles[s] for s in MAIN_SPOTS] == [(PLAYER, None), (BANKER, None), (TIE, None)]
    assert all(styles[s][1] is not None for s in BetSpot if s not in MAIN_SPOTS)  # side bets are hatched
    assert styles[BetSpot.PLAYER_PAIR][0] == PLAYER and styles[BetSpot.BANKER_BONUS][0] == BANKER
    assert bet_style("a_bet_from_a_newer_version")[1] is None


def test_the_chart_names_and_colours_every_bet(analysis: Analysis, tmp_path: Path) -> None:
    figure = build_figure(Chart.MONEY, analysis)
    FigureCanvasAgg(figure).draw()
    rows = analysis.money().rows
    ax = figure.axes[0]
    ticks = [t.get_text().replace("\n", " ") for t in ax.get_xticklabels()]
    assert ticks == [r.label for r in rows]
    bars = [p for p in ax.patches if isinstance(p, Rectangle)][: len(rows)]
    for bar, row in zip(bars, rows, strict=True):
        colour, hatch = bet_style(row.spot)
        assert np.allclose(bar.get_facecolor()[:3], _rgb(colour), atol=1 / 255)
        assert bar.get_hatch() == hatch
    text = "\n".join(t.get_text() for t in figure.findobj(Text))
    for row in rows:  # the ledger under the chart: one line per bet
        assert row.label in text


def every_bet_played() -> MoneyStats:
    rows = tuple(
        SpotMoney(spot.value, 10, 100_000, -12_345 * (i % 3), 0, -5_000.0, 12_000.0)
        for i, spot in enumerate(BetSpot)
    )
    return MoneyStats(rows, SpotMoney("total", 140, 1_400_000, -160_000, 0, -70_000.0, None))


@pytest.mark.parametrize(
    "size", [(12.8, 8.0), (10.0, 7.0), (7.4, 4.7)], ids=["report", "smaller-pane", "1024x640-window"]
)
def test_the_names_and_figures_never_overlap_with_every_bet_played(size: tuple[float, float]) -> None:
    """All fourteen bets at once, in the report's size, a smaller pane and the dashboard's pane in the
    smallest window the game opens (1024x640)."""
    # The pane draws without the note (it shows it beside the canvas); the report with it.
    figure = money_figure(every_bet_played(), new_figure(size=size), notes=size == (12.8, 8.0))
    renderer = FigureCanvasAgg(figure).get_renderer()
    ax = figure.axes[0]
    ticks = ax.get_xticklabels()
    assert [t.get_text().replace("\n", " ") for t in ticks] == [s.label for s in BetSpot]
    boxes = [t.get_window_extent(renderer) for t in ticks]
    assert all(a.x1 < b.x0 for a, b in pairwise(boxes)), [(b.x0, b.x1) for b in boxes]
    # The net written at each bar, to the cent: all of them where they fit side by side (the
    # report's size), none where they would be too small to read (the ledger and export have them).
    figures = [t.get_window_extent(renderer) for t in ax.texts]
    assert len(figures) in ((len(BetSpot),) if size == (12.8, 8.0) else (0, len(BetSpot)))
    assert all(a.x1 < b.x0 for a, b in pairwise(figures)), [(b.x0, b.x1) for b in figures]
    assert all(t.get_fontsize() >= 6.5 for t in ax.texts)
    assert ax.get_window_extent(renderer).height >= MONEY_PLOT_MIN - 1  # the bars keep their room


def test_a_short_pane_points_at_the_csv_instead_of_a_ledger_it_cannot_fit() -> None:
    text = lambda fig: "\n".join(t.get_text() for t in fig.findobj(Text))  # noqa: E731
    short = money_figure(every_bet_played(), new_figure(size=(7.4, 4.7)))
    assert "Export data (CSV)" in text(short) and "Luck range" not in text(short)
    tall = money_figure(every_bet_played(), new_figure(size=(12.8, 8.0)))
    assert "Export data (CSV)" not in text(tall) and "Luck range" in text(tall)
    assert all(spot.label in text(tall) for spot in BetSpot)


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    value = hex_colour.lstrip("#")
    return tuple(int(value[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def test_the_csv_has_a_row_per_bet(analysis: Analysis) -> None:
    out = io.StringIO()
    write_csv(Chart.MONEY, analysis, out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [r["spot"] for r in rows] == [r.spot for r in analysis.money().rows] + ["total"]


def test_short_rules_read_the_tie_payout_from_the_catalogue() -> None:
    assert short_rules(TableRules()) == "8 decks · Commission · Tie 8 to 1"
    assert short_rules(TableRules(decks=6, tie_pays=9)) == "6 decks · Commission · Tie 9 to 1"
