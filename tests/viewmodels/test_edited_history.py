"""A history edited outside the game: one odd value is named where it is, and never takes the whole
history down (issue 25).

A ``played_at`` that is no moment was accepted by import, and then ``report``, the Statistics pane
and the Hand history pane failed for the whole history ('Invalid isoformat string'). Import and
verify now refuse such a moment (tests/storage/test_shoe_rules.py); a history that holds one anyway
is still read, charted and browsed, the odd value shown as it is. An amount edited into infinity
ended ``report`` in an OverflowError (or numpy's 'string or file could not be read'): now a
sentence naming the value.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.analytics.charts import build_figure
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.viewmodels.dashboard import DashboardModel
from baccarat_desktop.viewmodels.history_browser import HistoryBrowserModel
from tests.storage.support import cli, drop_guards


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("edited") / "played.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=100_000, seed=6)
        for _ in range(40):
            table.play({BetSpot.BANKER: 1_000, BetSpot.TIE: 100})
    return path


def edited(played: Path, folder: Path, statement: str) -> Path:
    path = folder / "h.sqlite3"
    shutil.copy(played, path)
    conn = sqlite3.connect(path)
    try:
        drop_guards(conn)
        assert conn.execute(statement).rowcount == 1
        conn.commit()
    finally:
        conn.close()
    return path


MOMENTS = {
    "last-hand": "UPDATE hands SET played_at = 'yesterday' WHERE id = 40",
    "a-middle-hand": "UPDATE hands SET played_at = 'yesterday' WHERE id = 20",
    "session-start": "UPDATE sessions SET started_at = 'yesterday' WHERE id = 1",
}


@pytest.mark.parametrize("where", list(MOMENTS))
def test_a_moment_that_is_no_moment_takes_nothing_down(
    where: str, played: Path, tmp_path: Path, qtbot: Any
) -> None:
    path = edited(played, tmp_path, MOMENTS[where])
    report = cli("report", "--db", str(path), "--out", str(tmp_path / "report"), "--replays", "0")
    assert report.returncode == 0, report.stderr
    assert "for 40 hand(s)" in report.stdout
    verify = cli("verify", "--db", str(path))
    assert verify.returncode == 1 and "'yesterday' is not a moment as the history stores it" in verify.stdout

    stats = DashboardModel(path)
    try:
        assert stats.data.money  # the bet sums came in
        assert stats.date_bounds() is not None
        assert [entry.session_id for entry in stats.sessions()] == [1]
        for chart in Chart:
            build_figure(chart, stats.analysis)
    finally:
        stats.close()

    browser = HistoryBrowserModel(path)
    try:
        rows = browser.rows
        assert rows is not None
        while rows.canFetchMore(QModelIndex()):
            rows.fetchMore(QModelIndex())
        assert rows.rowCount() == 40
        cells = [
            rows.data(rows.index(r, c), Qt.ItemDataRole.DisplayRole)
            for r in range(rows.rowCount())
            for c in range(rows.columnCount())
        ]
        if where != "session-start":
            assert "yesterday" in cells  # shown as it is stored
    finally:
        browser.close()


def test_report_names_an_amount_edited_into_infinity(played: Path, tmp_path: Path) -> None:
    path = edited(played, tmp_path, "UPDATE hands SET bankroll_after_cents = 1e400 WHERE id = 40")
    result = cli("report", "--db", str(path), "--out", str(tmp_path / "report"))
    assert result.returncode == 1, result.stderr
    assert "holds an amount that is not a whole number of cents" in result.stderr
    assert "Traceback" not in result.stderr and "could not be read to its end" not in result.stderr
    assert "Give another --db" in result.stderr  # the terminal's advice, not the window's buttons


def test_report_names_a_bet_edited_into_infinity(played: Path, tmp_path: Path) -> None:
    path = edited(played, tmp_path, "UPDATE bets SET amount_cents = 1e400 WHERE id = 7")
    result = cli("report", "--db", str(path), "--out", str(tmp_path / "report"))
    assert result.returncode == 1, result.stderr
    assert "holds an amount that is not a whole number of cents (inf)" in result.stderr
    assert "OverflowError" not in result.stderr and "Traceback" not in result.stderr
