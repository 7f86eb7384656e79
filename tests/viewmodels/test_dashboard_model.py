"""DashboardModel: the Statistics pane's work without its widget: loading a history, filtering it,
following the game, pacing the redraws, saving charts and exporting their data, the session list's
entries and the texts the pane shows, storage failures, and closing the connection."""

from __future__ import annotations

import csv
import os
import sys
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels import dashboard as dashboard_module
from baccarat_desktop.viewmodels.dashboard import REDRAW_SPACING_MS, DashboardModel, DateBounds
from tests.analytics.helpers import (
    FIRST_START,
    SECOND_RULES,
    SECOND_START,
    all_hands,
    play_more,
    seeded_history,
)

FIRST, SECOND = 300, 200  # hands in the two seeded sessions
DAMAGED_ADVICE = "Choose another file, or keep this one aside and start a new history."


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return seeded_history(tmp_path / "history.sqlite3", first=FIRST, second=SECOND)


def open_model(path: Path) -> DashboardModel:
    model = DashboardModel(path)
    model.data.money  # the bet sums finish on their own connection before the test goes on  # noqa: B018
    return model


@pytest.fixture
def model(qtbot: Any, path: Path) -> Iterator[DashboardModel]:
    model = open_model(path)
    yield model
    model.close()


@pytest.fixture
def opened(qtbot: Any) -> Iterator[list[DashboardModel]]:
    """Models a test opens in its own body (closed afterwards): pytest-qt runs the event loop
    between a fixture and the test, so a fixture's model has had its first redraw asked for."""
    models: list[DashboardModel] = []
    yield models
    for model in models:
        model.close()


class FakeClock:
    """Stands in for the module's ``time``: the redraw pacing reads this, so no test waits on time."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def monotonic(self) -> float:
        return self.now


def open_descriptors(path: Path) -> int:
    """How many of this process's file descriptors point at ``path`` (Linux's /proc)."""
    fd_dir = Path("/proc/self/fd")
    count = 0
    for name in os.listdir(fd_dir):
        try:
            target = os.readlink(fd_dir / name)
        except OSError:  # the descriptor closed while we looked (listdir's own, another thread's)
            continue
        count += target == str(path.resolve())
    return count


# -- loading and filtering ------------------------------------------------------------------------
def test_it_loads_the_whole_history(model: DashboardModel, path: Path) -> None:
    assert model.is_open and model.path == path
    assert model.filter == HistoryFilter() and model.filter.is_all
    assert model.hands == FIRST + SECOND == len(all_hands(path))
    assert model.analysis.data is model.data
    assert model.analysis.bankroll().hands == FIRST + SECOND
    assert model.summary == "500 hands in 2 sessions"
    assert model.status == ""
    assert all(model.is_stale(chart) for chart in Chart)  # nothing drawn yet


def test_a_filter_reloads_the_hands(qtbot: Any, model: DashboardModel) -> None:
    before = model.analysis
    second = HistoryFilter.of([2])
    with qtbot.waitSignal(model.filter_changed) as changed:
        model.load(second)
    assert changed.args == [second]
    assert model.filter == second and model.hands == SECOND
    assert model.analysis is not before and model.analysis.data is model.data
    assert model.analysis.bankroll().hands == SECOND
    assert model.summary == "200 hands in 1 session"
    # By date: the January session only (both sessions are at noon UTC, five weeks apart).
    with qtbot.waitSignal(model.filter_changed):
        model.load(HistoryFilter.of(until=date(2026, 1, 31)))
    assert model.hands == FIRST and model.data.session_ids() == [1]
    with qtbot.waitSignal(model.filter_changed):
        model.load(HistoryFilter.of(since=date(2031, 1, 1)))
    assert model.hands == 0 and model.summary == "0 hands in 0 sessions"


def test_one_hand_is_said_in_the_singular(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "one.sqlite3"
    play_more(path, 1)
    model = open_model(path)
    assert model.hands == 1 and model.summary == "1 hand in 1 session"
    model.close()


def test_an_empty_history_has_no_sessions_and_no_dates(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    History.open(path).close()
    model = open_model(path)
    assert model.hands == 0 and model.summary == "0 hands in 0 sessions"
    assert model.sessions() == () and model.date_bounds() is None
    model.close()


# -- following the game ---------------------------------------------------------------------------
def test_refresh_takes_in_new_hands(qtbot: Any, model: DashboardModel, path: Path) -> None:
    with (
        qtbot.waitSignal(model.refreshed) as nothing,
        qtbot.assertNotEmitted(model.sessions_changed),
    ):
        model.refresh()
    assert nothing.args == [0] and model.hands == FIRST + SECOND
    data = model.data
    play_more(path, 30)
    with qtbot.waitSignal(model.refreshed) as added, qtbot.waitSignal(model.sessions_changed):
        model.refresh()
    assert added.args == [30]
    assert model.data is data and model.hands == FIRST + SECOND + 30  # grown in place, not reloaded
    assert model.analysis.bankroll().hands == FIRST + SECOND + 30
    assert model.summary == "530 hands in 3 sessions"
    assert [entry.session_id for entry in model.sessions()] == [3, 2, 1]
    assert all(model.is_stale(chart) for chart in Chart)


def test_refresh_keeps_to_the_filter(qtbot: Any, model: DashboardModel, path: Path) -> None:
    with qtbot.waitSignal(model.filter_changed):
        model.load(HistoryFilter.of([1]))
    play_more(path, 12)  # session 3: not chosen
    with qtbot.waitSignal(model.refreshed) as added, qtbot.waitSignal(model.sessions_changed):
        model.refresh()
    assert added.args == [0] and model.hands == FIRST
    assert model.sessions()[0].session_id == 3  # listed, to be chosen


# -- redrawing ------------------------------------------------------------------------------------
def test_the_visible_chart_is_due_and_stays_pending_until_drawn(
    qtbot: Any, path: Path, opened: list[DashboardModel]
) -> None:
    model = open_model(path)
    opened.append(model)
    assert model.redraw_pending
    with qtbot.waitSignal(model.redraw_due) as due:
        pass  # the first redraw is asked for as soon as the event loop runs
    assert due.args == [Chart.BANKROLL]
    assert model.redraw_pending  # not drawn yet
    model.mark_drawn(Chart.BANKROLL)
    assert not model.redraw_pending and not model.is_stale(Chart.BANKROLL)
    assert model.is_stale(Chart.TIES)  # the others wait until they are shown
    with qtbot.waitSignal(model.redraw_due) as due:
        model.set_visible_chart(Chart.TIES)
    assert due.args == [Chart.TIES]
    model.mark_drawn(Chart.TIES)
    with qtbot.assertNotEmitted(model.redraw_due, wait=50):
        model.set_visible_chart(Chart.BANKROLL)  # drawn already: nothing to do
    assert not model.redraw_pending
    with qtbot.assertNotEmitted(model.redraw_due, wait=50):
        model.set_visible_chart(None)  # the lab: no chart
    assert not model.redraw_pending


def test_new_hands_make_every_chart_stale_and_the_visible_one_due(
    qtbot: Any, path: Path, opened: list[DashboardModel]
) -> None:
    model = open_model(path)
    opened.append(model)
    drawn: list[Chart] = []

    def draw(chart: Chart) -> None:
        drawn.append(chart)
        model.mark_drawn(chart)

    model.redraw_due.connect(draw)
    qtbot.waitUntil(lambda: drawn == [Chart.BANKROLL])
    play_more(path, 5)
    play_more(path, 5, seed=100)
    with qtbot.waitSignal(model.redraw_due) as due:
        model.refresh()
    assert due.args == [Chart.BANKROLL] and not model.redraw_pending
    assert all(model.is_stale(chart) for chart in Chart if chart is not Chart.BANKROLL)
    # Hands arriving faster than the redraws cost one redraw, not one each.
    play_more(path, 3, seed=101)
    with qtbot.waitSignal(model.redraw_due):
        model.refresh()
        model.refresh()
        model.refresh()
    with qtbot.assertNotEmitted(model.redraw_due, wait=REDRAW_SPACING_MS + 100):
        pass
    assert drawn == [Chart.BANKROLL] * 3


def test_redraws_are_spaced(
    qtbot: Any, path: Path, opened: list[DashboardModel], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A redraw after new hands waits out what is left of REDRAW_SPACING_MS since the last one; a
    new filter or a stale chart coming into view is drawn at once."""
    clock = FakeClock()
    monkeypatch.setattr(dashboard_module, "time", clock)
    model = open_model(path)
    opened.append(model)
    with qtbot.waitSignal(model.redraw_due):
        pass  # the first redraw, at clock.now
    model.mark_drawn(Chart.BANKROLL)
    timer = model._redraw_timer
    play_more(path, 2)
    clock.now += 0.125  # 125 ms later (a binary fraction: no rounding)
    model.refresh()
    assert timer.isActive() and timer.interval() == REDRAW_SPACING_MS - 125
    clock.now += 0.0625
    model.mark_stale(Chart.BANKROLL)  # a redraw already waits: it is not put off or moved
    assert timer.isActive() and timer.interval() == REDRAW_SPACING_MS - 125
    with qtbot.waitSignal(model.redraw_due):
        pass
    model.mark_drawn(Chart.BANKROLL)
    play_more(path, 2, seed=5)
    clock.now += 10  # long after: no wait
    model.refresh()
    assert timer.isActive() and timer.interval() == 0
    with qtbot.waitSignal(model.redraw_due):
        pass
    model.mark_drawn(Chart.BANKROLL)
    model.load(HistoryFilter.of([1]))  # right after a redraw, yet at once
    assert timer.isActive() and timer.interval() == 0
    with qtbot.waitSignal(model.redraw_due):
        pass
    model.mark_drawn(Chart.BANKROLL)
    model.mark_stale(Chart.BANKROLL)  # the canvas was resized a little: paced like new hands
    assert timer.isActive() and timer.interval() == REDRAW_SPACING_MS
    model.mark_stale(Chart.OUTCOMES)  # not on screen: it waits until shown
    assert model.is_stale(Chart.OUTCOMES)


# -- saving and exporting -------------------------------------------------------------------------
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("name", "chosen", "written"),
    [
        ("bankroll.png", "PNG image (*.png)", "bankroll.png"),
        ("bankroll.svg", "PNG image (*.png)", "bankroll.svg"),  # the suffix decides
        ("bankroll", "SVG image (*.svg)", "bankroll.svg"),  # no suffix: the chosen type
        ("bankroll", "PNG image (*.png)", "bankroll.png"),
        ("bankroll.txt", "", "bankroll.png"),  # another suffix: PNG, named so
    ],
)
def test_save_chart(
    qtbot: Any, model: DashboardModel, tmp_path: Path, name: str, chosen: str, written: str
) -> None:
    folder = tmp_path / "charts"
    folder.mkdir()
    with qtbot.waitSignal(model.status_changed) as said:
        saved = model.save_chart(Chart.BANKROLL, folder / name, chosen)
    assert saved == folder / written
    assert [p.name for p in folder.iterdir()] == [written]
    if written.endswith(".png"):
        assert saved.read_bytes().startswith(PNG_SIGNATURE)
    else:
        text = saved.read_text(encoding="utf-8")
        assert "<svg" in text and "Bankroll" in text
    assert said.args == [f"Saved {written}"] and model.status == f"Saved {written}"


@pytest.mark.parametrize(("chart", "extra"), [(Chart.TIES, 0), (Chart.BANKROLL, 1)])
def test_export_writes_a_row_per_hand(
    qtbot: Any, model: DashboardModel, tmp_path: Path, chart: Chart, extra: int
) -> None:
    """The ties' CSV has a row for every hand; the bankroll's one more, for the starting bankroll."""
    with qtbot.waitSignal(model.status_changed) as said:
        written, rows = model.export_data(chart, tmp_path / chart.value)
    assert written == tmp_path / f"{chart.value}.csv"
    assert rows == model.hands + extra == FIRST + SECOND + extra
    with open(written, newline="", encoding="utf-8") as handle:
        lines = list(csv.reader(handle))
    assert len(lines) == rows + 1  # and a header
    assert said.args == [f"Exported {rows:,} rows to {chart.value}.csv"]


def test_export_follows_the_filter(qtbot: Any, model: DashboardModel, tmp_path: Path) -> None:
    model.load(HistoryFilter.of([2]))
    written, rows = model.export_data(Chart.TIES, tmp_path / "ties.csv")
    assert written == tmp_path / "ties.csv" and rows == SECOND
    assert model.status == "Exported 200 rows to ties.csv"


# -- the session list -----------------------------------------------------------------------------
def local_minute(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def test_session_entries_newest_first(model: DashboardModel) -> None:
    entries = model.sessions()
    assert [e.session_id for e in entries] == [2, 1]
    assert entries[0].label == f"#2  {local_minute(SECOND_START)}"
    assert entries[1].label == f"#1  {local_minute(FIRST_START)}"
    assert entries[0].tooltip == SECOND_RULES.describe()
    assert entries[0].tooltip.startswith("6 decks") and entries[1].tooltip.startswith("8 decks")


def test_date_bounds_run_from_the_first_start_to_the_last_hand(model: DashboardModel, path: Path) -> None:
    last_played = datetime.fromisoformat(all_hands(path)[-1]["played_at"].replace("Z", "+00:00"))
    assert last_played > SECOND_START
    assert model.date_bounds() == DateBounds(FIRST_START.astimezone().date(), last_played.astimezone().date())


# -- storage failures -----------------------------------------------------------------------------
def damage(path: Path) -> None:
    """Cut the file to nothing under the open connection (a disk or a tool gone wrong)."""
    with open(path, "r+b") as handle:
        handle.truncate(0)


def test_a_damaged_file_is_said_and_the_hands_shown_stay(
    qtbot: Any, model: DashboardModel, path: Path
) -> None:
    data, analysis = model.data, model.analysis
    damage(path)
    with (
        qtbot.waitSignal(model.status_changed) as said,
        qtbot.assertNotEmitted(model.refreshed),
    ):
        model.refresh()
    text = said.args[0]
    assert "is damaged" in text and str(path) in text and text.endswith(DAMAGED_ADVICE)
    assert model.status == text
    with (
        qtbot.waitSignal(model.status_changed),
        qtbot.assertNotEmitted(model.filter_changed),
    ):
        model.load(HistoryFilter.of([2]))
    # Nothing lost: the hands, the filter and the numbers shown before are all still there.
    assert model.data is data and model.analysis is analysis
    assert model.filter == HistoryFilter() and model.hands == FIRST + SECOND
    assert model.analysis.bankroll().hands == FIRST + SECOND
    assert model.summary == "500 hands in 2 sessions"


def test_a_file_that_is_not_a_history_is_refused_on_opening(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"Shopping list\nmilk\neggs\n" * 50)
    with pytest.raises(StorageError) as refused:
        DashboardModel(path)
    assert refused.value.problem is Problem.NOT_SQLITE
    assert path.read_bytes() == b"Shopping list\nmilk\neggs\n" * 50  # left as it was


# -- closing --------------------------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts descriptors in /proc")
def test_close_releases_the_connection(qtbot: Any, path: Path) -> None:
    model = open_model(path)  # its first redraw not yet run
    assert open_descriptors(path) >= 1 and model.is_open
    model.close()
    assert open_descriptors(path) == 0 and not model.is_open
    with (
        qtbot.assertNotEmitted(model.refreshed),
        qtbot.assertNotEmitted(model.redraw_due, wait=50),  # its first redraw is not asked for either
    ):
        model.refresh()
    assert model.hands == FIRST + SECOND  # what was loaded stays readable
    model.close()  # twice is harmless
