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
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.hands import HandFilter, Result
from baccarat_desktop.analytics.luck import staked_hands
from baccarat_desktop.colours import GOLD_EDGE, hex_colour
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.errors import StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.viewmodels.dashboard import DashboardModel
from baccarat_desktop.viewmodels.history_browser import HistoryBrowserModel
from baccarat_desktop.viewmodels.history_model import SORTABLE
from tests.command_line import in_process
from tests.storage.support import drop_guards


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
    report = in_process("report", "--db", str(path), "--out", str(tmp_path / "report"), "--replays", "0")
    assert report.returncode == 0, report.stderr
    assert "for 40 hand(s)" in report.stdout
    verify = in_process("verify", "--db", str(path))
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
    result = in_process("report", "--db", str(path), "--out", str(tmp_path / "report"))
    assert result.returncode == 1, result.stderr
    assert "holds an amount that is not a whole number of cents" in result.stderr
    assert "Traceback" not in result.stderr and "could not be read to its end" not in result.stderr
    assert "Give another --db" in result.stderr  # the terminal's advice, not the window's buttons


def test_report_names_a_bet_edited_into_infinity(played: Path, tmp_path: Path) -> None:
    path = edited(played, tmp_path, "UPDATE bets SET amount_cents = 1e400 WHERE id = 7")
    result = in_process("report", "--db", str(path), "--out", str(tmp_path / "report"))
    assert result.returncode == 1, result.stderr
    assert "holds an amount that is not a whole number of cents (inf)" in result.stderr
    assert "OverflowError" not in result.stderr and "Traceback" not in result.stderr


# -- amounts edited into something that is not whole cents ------------------------------------------
# An amount stored as text, a fraction, a REAL infinity (1e400) or bytes ended the Hand history pane in
# a traceback for the whole history (JSONDecodeError, "Unknown format code 'd'", a str/int comparison),
# and the Statistics read text or bytes as 0 (a net that looked whole). Now the browser lists every
# hand, the odd value shown as the file stores it; the statistics refuse in words naming that value,
# every time they are asked, and the replay of the hand is refused in words. Hand 20 and its bets
# (ids 39 and 40: Banker, then Tie) are edited.
AMOUNTS = {
    "bankroll-as-text": ("UPDATE hands SET bankroll_after_cents = 'lots' WHERE id = 20", "'lots'"),
    "bankroll-1e400": ("UPDATE hands SET bankroll_after_cents = 1e400 WHERE id = 20", "inf"),
    "bankroll-a-fraction": ("UPDATE hands SET bankroll_after_cents = 12.5 WHERE id = 20", "12.5"),
    "bankroll-as-blob": ("UPDATE hands SET bankroll_after_cents = x'0102' WHERE id = 20", "<2 bytes>"),
    "bankroll-before-as-blob": (
        "UPDATE hands SET bankroll_before_cents = x'0102' WHERE id = 20",
        "<2 bytes>",
    ),
    "both-bankrolls-1e400": (  # inf - inf: SQLite's net is NULL, which once ended the paging there
        "UPDATE hands SET bankroll_before_cents = 1e400, bankroll_after_cents = 1e400 WHERE id = 20",
        "inf",
    ),
    "stake-as-text": ("UPDATE bets SET amount_cents = 'ten' WHERE id = 39", "'ten'"),
    "stake-1e400": ("UPDATE bets SET amount_cents = 1e400 WHERE id = 39", "inf"),
    "stake-as-blob": ("UPDATE bets SET amount_cents = x'00ff' WHERE id = 40", "<2 bytes>"),
    "net-as-blob": ("UPDATE bets SET net_cents = x'00ff' WHERE id = 39", "<2 bytes>"),
    "commission-1e400": ("UPDATE bets SET commission_cents = 1e400 WHERE id = 39", "inf"),
}
ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.TextAlignmentRole,
)


def every_row(rows: Any) -> list[int]:
    """Every row the filter keeps, loaded, as hand ids in the order shown."""
    while rows.canFetchMore(QModelIndex()):
        rows.fetchMore(QModelIndex())
    return [rows.hand(r).id for r in range(rows.rowCount())]


@pytest.mark.parametrize(("statement", "shown"), AMOUNTS.values(), ids=AMOUNTS.keys())
def test_the_hand_history_lists_an_edited_amount_as_stored(
    statement: str, shown: str, played: Path, tmp_path: Path, qtbot: Any
) -> None:
    path = edited(played, tmp_path, statement)
    browser = HistoryBrowserModel(path)
    try:
        rows = browser.rows
        assert rows is not None and browser.problem == ""
        assert sorted(every_row(rows)) == list(range(1, 41))
        cells = {
            (r, c, role): rows.data(rows.index(r, c), role)
            for r in range(rows.rowCount())
            for c in range(rows.columnCount())
            for role in ROLES
        }
        row = every_row(rows).index(20)
        texts = [rows.data(rows.index(row, c)) for c in (10, 11, 12)]
        tips = [cells[(row, c, Qt.ItemDataRole.ToolTipRole)] or "" for c in (10, 11, 12)]
        assert all("not a whole number of cents" in tip and "verify" in tip for tip in tips), tips
        assert any(shown in text for text in texts) or ("?" in texts[0] and shown in tips[0]), texts
        amber = [cells[(row, c, Qt.ItemDataRole.ForegroundRole)] for c in (10, 11, 12)]
        assert any(brush is not None and brush.color().name() == hex_colour(GOLD_EDGE) for brush in amber)
        assert rows.hand(0).unreadable == ()  # the other hands read as they always did

        for column in SORTABLE:  # every order lists every hand once, the edited one included
            for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
                rows.sort(column, order)
                assert sorted(every_row(rows)) == list(range(1, 41)), (column, order)
        rows.sort(0, Qt.SortOrder.DescendingOrder)
        for spot in (None, BetSpot.BANKER, BetSpot.TIE):
            for result in (None, *Result):
                browser.set_filter(HandFilter(spot=spot, result=result))
                assert browser.problem == "" and len(set(every_row(rows))) == rows.rowCount()
        browser.clear_filter()

        browser.select_row(every_row(rows).index(20))
        texts = browser.texts
        assert texts is not None and browser.detail is not None and browser.detail.hand_id == 20
        assert shown in texts.unreadable and "verify" in texts.unreadable
        assert shown in texts.bankroll or any(
            shown in f"{b.amount} {b.outcome} {b.commission}" for b in texts.bets
        )
        assert browser.replayable() is None  # refused in words, on the status line
        assert "Hand #20 cannot be replayed" in browser.status and shown in browser.status
        browser.select_row(every_row(rows).index(21))
        assert browser.status == "40 hands" and browser.texts is not None and browser.texts.unreadable == ""
        assert browser.replayable() is browser.detail is not None
    finally:
        browser.close()


@pytest.mark.parametrize(("statement", "shown"), AMOUNTS.values(), ids=AMOUNTS.keys())
def test_the_statistics_refuse_an_edited_amount_by_its_stored_value(
    statement: str, shown: str, played: Path, tmp_path: Path, qtbot: Any
) -> None:
    path = edited(played, tmp_path, statement)
    if "UPDATE hands" in statement:  # a hand's bankroll: no chart can count the hands
        with pytest.raises(StorageError) as refused:
            DashboardModel(path)
        assert f"not a whole number of cents ({shown})" in refused.value.detail
        return
    stats = DashboardModel(path)  # the hands are counted; their bets' sums refuse, every time asked
    try:
        for _ in range(2):
            with pytest.raises(StorageError) as refused:
                stats.data.money  # noqa: B018 - the property waits for the sums
            assert f"not a whole number of cents ({shown})" in refused.value.detail
        if "amount_cents" in statement:  # "How lucky was I?" replays the stakes
            with History.open(path, write=False) as history, pytest.raises(StorageError) as refused:
                staked_hands(history, stats.data)
            assert f"not a whole number of cents ({shown})" in refused.value.detail
    finally:
        stats.close()
