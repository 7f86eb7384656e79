"""The statistics by whose hands (issue 31): the player's own unless asked otherwise; the floor's
hands and a tracked shoe give their own outcome statistics against the exact odds of their shoes,
and the money charts say plainly that these hands hold no money (no flat line at zero)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from matplotlib.text import Text

from baccarat_desktop.analytics.analysis import MONEY_CHARTS, NO_MONEY, Analysis, Chart
from baccarat_desktop.analytics.dataset import BANKER, PLAYER, TIE, Dataset
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.figures.notes import chart_note
from baccarat_desktop.analytics.figures.numbers import chart_numbers
from baccarat_desktop.analytics.filters import HistoryFilter, Source
from baccarat_desktop.storage.history import History

from .sources import PLAYER_HANDS, TRACKED_DECKS, TRACKED_STANDING, three_sources

LETTER = {BANKER: "B", PLAYER: "P", TIE: "T"}


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return three_sources(tmp_path_factory.mktemp("sources") / "h.sqlite3")


def loaded(path: Path, source: Source | None = None) -> Analysis:
    with History.open(path, write=False) as history:
        flt = HistoryFilter() if source is None else HistoryFilter(source=source)
        data = Dataset.load(history, flt)
        data.money  # noqa: B018  # the sums settled while the file is open
        len(data.hands.winner)
    return Analysis(data)


def floor_winners(path: Path) -> str:
    with History.open(path, write=False) as history:
        rows = history.conn.execute(
            "SELECT substr(upper(h.winner), 1, 1) FROM hands h JOIN sessions s ON s.id = h.session_id "
            "WHERE s.kind = 'house' ORDER BY h.id"
        ).fetchall()
    return "".join(row[0] for row in rows)


def text_of(chart: Chart, analysis: Analysis) -> str:
    figure = build_figure(chart, analysis)
    return "\n".join(t.get_text() for t in figure.findobj(Text))


def test_each_source_gives_its_own_statistics(mixed: Path) -> None:
    own, default = loaded(mixed, Source.PLAYER), loaded(mixed)
    floor, shoe = loaded(mixed, Source.FLOOR), loaded(mixed, Source.TRACKED)
    # The player's own unless asked otherwise.
    assert len(default.data.hands) == len(own.data.hands) == PLAYER_HANDS
    assert np.array_equal(default.data.hands.ids, own.data.hands.ids)
    # The floor's: every hand the house sessions hold, in the order dealt, none of the player's.
    expected_floor = floor_winners(mixed)
    assert len(expected_floor) > 50
    assert "".join(LETTER[int(w)] for w in floor.data.hands.winner) == expected_floor
    assert not set(floor.data.hands.session) & set(own.data.hands.session)
    # The tracked shoe as it stands (hand 4 corrected in place, the last taken back), in order.
    assert "".join(LETTER[int(w)] for w in shoe.data.hands.winner) == TRACKED_STANDING
    assert list(shoe.data.hands.hand_no) == list(range(1, len(TRACKED_STANDING) + 1))
    # The outcome statistics differ by source, each against its shoes' exact odds.
    counts = {
        name: tuple(row.count for row in a.outcomes().rows)
        for name, a in (("own", own), ("floor", floor), ("tracked", shoe))
    }
    assert len(set(counts.values())) == 3, counts
    assert shoe.ties().ties == TRACKED_STANDING.count("T") and shoe.ties().hands == len(TRACKED_STANDING)
    assert list(shoe.data.decks_per_hand()) == [TRACKED_DECKS] * len(TRACKED_STANDING)
    exact_tie = {a.ties().p_exact for a in (own, shoe)}
    assert len(exact_tie) == 2  # 6 decks (tracked) against the player's 8: the exact odds follow
    assert shoe.streaks().shoes == 1 and floor.streaks().shoes >= 7


@pytest.mark.parametrize("source", [Source.FLOOR, Source.TRACKED], ids=lambda s: s.name.lower())
def test_the_money_charts_say_there_is_no_money(mixed: Path, source: Source) -> None:
    analysis = loaded(mixed, source)
    assert len(analysis.data.hands)
    for chart in Chart:
        shown = text_of(chart, analysis)
        if chart in MONEY_CHARTS:
            assert NO_MONEY in shown, chart  # said, not a flat line at zero
            assert chart_note(chart, analysis) == NO_MONEY
            assert chart_numbers(chart, analysis).rows == ()
        else:
            assert NO_MONEY not in shown, chart
            assert len(chart_numbers(chart, analysis).rows), chart
            assert chart_note(chart, analysis)


def test_the_players_money_charts_are_drawn(mixed: Path) -> None:
    analysis = loaded(mixed)
    for chart in MONEY_CHARTS:
        assert NO_MONEY not in text_of(chart, analysis)
        assert len(chart_numbers(chart, analysis).rows), chart
    assert analysis.bankroll().final_cents != analysis.bankroll().start_cents  # bets won and lost


def test_the_filter_says_whose_hands(mixed: Path) -> None:
    assert HistoryFilter(source=Source.FLOOR).describe() == "The floor's hands · All history"
    assert HistoryFilter().describe() == "All history"
    assert HistoryFilter(source=Source.TRACKED).to_dict()["source"] == "tracked"
