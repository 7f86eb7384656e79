"""The hand-history model (lazy pages, SQL sorting and filters) and the browser around it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QTextDocument

from baccarat_desktop.analytics.hands import HandDetail, HandFilter, Result
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels.history_model import COLUMNS, HandHistoryModel
from tests.analytics.helpers import (
    BANKER_WINS_4_TO_2,
    PLAYER_NATURAL_9,
    TIE_7_7,
    all_hands,
    play_more,
    play_stacked,
    seeded_history,
)

NET_COLUMN = next(i for i, c in enumerate(COLUMNS) if c[0] == "Net")
BETS_COLUMN = next(i for i, c in enumerate(COLUMNS) if c[0] == "Bets")
WINNER_COLUMN = next(i for i, c in enumerate(COLUMNS) if c[0] == "Winner")


def with_stacked_hands(path: Path) -> Path:
    with History.open(path) as history:
        # A push, a loss (the worked example of docs/rules.md §Drawing rules) and a win on Player, all in
        # one shoe.
        play_stacked(history, [TIE_7_7, BANKER_WINS_4_TO_2, PLAYER_NATURAL_9], {BetSpot.PLAYER: 1_000})
    return path


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("browser")
    return with_stacked_hands(seeded_history(folder / "history.sqlite3", first=1_200, second=800))


@pytest.fixture(scope="module")
def big_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seeded_history(tmp_path_factory.mktemp("big") / "history.sqlite3", first=12_000, second=8_000)


@pytest.fixture
def history(path: Path) -> Iterator[History]:
    with History.open(path, write=False) as history:
        yield history


def ids(model: HandHistoryModel) -> list[int]:
    return [model.hand(row).id for row in range(model.rowCount())]


def load_all(model: HandHistoryModel) -> None:
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())


# -- the model ----------------------------------------------------------------------------------
def test_the_model_is_a_well_behaved_qt_model(qtmodeltester: Any, history: History) -> None:
    model = HandHistoryModel(history, page_size=50)
    qtmodeltester.check(model)
    model.sort(NET_COLUMN, Qt.SortOrder.AscendingOrder)
    qtmodeltester.check(model)
    model.set_filter(HandFilter(winner="tie", spot=BetSpot.TIE))
    qtmodeltester.check(model)


def test_a_large_history_opens_with_one_page(big_path: Path) -> None:
    with History.open(big_path, write=False) as history:
        model = HandHistoryModel(history)
        assert model.rowCount() == 200 == model.page_size
        assert model.canFetchMore(QModelIndex()) and not model.fully_loaded
        model.fetchMore(QModelIndex())
        assert model.rowCount() == 400
        assert ids(model) == list(range(20_000, 19_600, -1))  # newest first, no gaps


def test_pages_reach_every_hand_exactly_once(history: History, path: Path) -> None:
    model = HandHistoryModel(history, page_size=333)
    finished: list[bool] = []
    model.loading_finished.connect(lambda: finished.append(True))
    load_all(model)
    assert ids(model) == [h["id"] for h in reversed(all_hands(path))]
    assert model.fully_loaded and finished == [True]


def test_sorting_is_done_by_sql(history: History, path: Path) -> None:
    model = HandHistoryModel(history, page_size=120)
    model.sort(NET_COLUMN, Qt.SortOrder.DescendingOrder)
    load_all(model)
    hands = all_hands(path)
    net = {h["id"]: h["bankroll_after_cents"] - h["bankroll_before_cents"] for h in hands}
    expected = sorted(net, key=lambda i: (net[i], i), reverse=True)
    assert ids(model) == expected
    model.sort(0, Qt.SortOrder.AscendingOrder)
    assert model.rowCount() == 120 and ids(model) == [h["id"] for h in hands[:120]]


def test_the_bets_column_is_not_sortable(history: History) -> None:
    model = HandHistoryModel(history)
    before = ids(model)
    model.sort(BETS_COLUMN, Qt.SortOrder.AscendingOrder)
    assert (model.sort_column, model.descending) == (0, True) and ids(model) == before


def test_filters(history: History, path: Path) -> None:
    model = HandHistoryModel(history, page_size=100)
    model.set_filter(HandFilter(session_id=2, winner="player"))
    load_all(model)
    expected = [
        h["id"] for h in reversed(all_hands(path)) if h["session_id"] == 2 and h["winner"] == "player"
    ]
    assert ids(model) == expected
    model.set_filter(HandFilter(session_id=3, spot=BetSpot.PLAYER, result=Result.PUSH))
    assert [model.hand(r).player_cards for r in range(model.rowCount())] == ["7S KD"]


def test_what_the_cells_show(history: History) -> None:
    model = HandHistoryModel(history)
    row = next(r for r in range(model.rowCount()) if model.hand(r).player_cards == "KS 5D 7S")

    def cell(column: int, role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> Any:
        return model.data(model.index(row, column), role)

    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert header[:5] == ["#", "Session", "Shoe", "Hand", "Time"]
    assert cell(5) == "K♠ 5♦ 7♠" and cell(6) == "2" and cell(7) == "2♥ 4♣ 8♦" and cell(8) == "4"
    assert cell(WINNER_COLUMN) == "Banker" and cell(BETS_COLUMN) == "P $10.00"
    assert cell(NET_COLUMN) == "-$10.00"
    brush = cell(WINNER_COLUMN, Qt.ItemDataRole.ForegroundRole)
    assert isinstance(brush, QBrush) and brush.color().name() == "#d32f2f"
    assert "lost" in cell(BETS_COLUMN, Qt.ItemDataRole.ToolTipRole)
    assert model.detail(row).coup.describe() == "Banker wins 4 to 2"


def test_refresh_puts_new_hands_on_top(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=300, second=0)
    with History.open(path, write=False) as history:
        model = HandHistoryModel(history, page_size=50)
        top = model.hand(0).id
        assert model.refresh() == 0
        play_more(path, 4)
        with qtbot.waitSignal(model.rowsInserted):
            assert model.refresh() == 4
        assert ids(model)[:5] == [top + 4, top + 3, top + 2, top + 1, top]
        assert model.rowCount() == 54


# -- the browser ----------------------------------------------------------------------------------
@pytest.fixture
def browser(qtbot: Any, path: Path) -> Any:
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    widget = HistoryBrowser(path)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def select(browser: Any, player_cards: str) -> int:
    model = browser.model
    row = next(r for r in range(model.rowCount()) if model.hand(r).player_cards == player_cards)
    browser.table.selectRow(row)
    return row


def test_the_browser_opens_on_the_newest_hand(browser: Any) -> None:
    assert browser.model.rowCount() == 200
    assert browser.current_detail is not None
    assert browser.current_detail.hand_id == browser.model.hand(0).id
    assert "200 hands loaded" in browser.status.text()


def test_the_newest_hands_odds_are_worked_out_once_the_browser_has_painted(qtbot: Any, path: Path) -> None:
    """The first page is painted before the newest hand is priced (the first pricing in a process
    takes about a second of CPU); then the detail gives the answer without being asked."""
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    working = "Working out the odds before this hand…"
    widget = HistoryBrowser(path)
    qtbot.addWidget(widget)
    qtbot.wait(50)
    assert widget.current_detail is not None and not widget.odds_model.busy
    assert widget.detail_panel.odds_intro.text() == working
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitUntil(lambda: widget.detail_panel.odds_intro.text() != working, timeout=10_000)
    assert widget.odds_model.hand_id == widget.current_detail.hand_id
    assert widget.detail_panel.odds_intro.text() == widget.view_model.odds_intro() != ""


def test_the_detail_panel_explains_the_hand(browser: Any) -> None:
    row = select(browser, "KS 5D 7S")
    detail = browser.current_detail
    assert detail.hand_id == browser.model.hand(row).id
    coup = resolve_cards(parse_cards(BANKER_WINS_4_TO_2.split()))
    shown = QTextDocument()
    shown.setHtml(browser.detail_panel.steps.text())
    for i, step in enumerate(coup.steps, start=1):
        words = step.text.replace(step.card.code, step.card.face) if step.card else step.text
        assert f"{i}. {words}" in shown.toPlainText()
    assert browser.detail_panel.player_cards.cards == list(coup.player)
    assert browser.detail_panel.banker_cards.cards == list(coup.banker)
    assert "Banker wins 4 to 2" in browser.detail_panel.outcome.text()
    assert (
        "Player</b> $10.00" in browser.detail_panel.bets.text()
        and "lost -$10.00" in browser.detail_panel.bets.text()
    )
    assert browser.detail_panel.title.text() == "Session 3 · Shoe 1 · Hand 2"


def test_replay_and_scoreboard_are_intents(qtbot: Any, browser: Any) -> None:
    select(browser, "4S 5D")
    with qtbot.waitSignal(browser.replay_requested) as replay:
        browser.detail_panel.replay_button.click()
    detail = replay.args[0]
    assert isinstance(detail, HandDetail)
    assert detail.coup.describe() == "Player wins 9 to 5"
    assert detail.stakes == {BetSpot.PLAYER: 1_000}
    assert [c.code for c in detail.coup.cards_in_dealing_order()] == PLAYER_NATURAL_9.split()
    with qtbot.waitSignal(browser.shoe_scoreboard_requested) as scoreboard:
        browser.detail_panel.scoreboard_button.click()
    assert scoreboard.args == [detail.shoe_id]


def test_filter_controls_drive_the_model(browser: Any, path: Path) -> None:
    browser.winner_box.setCurrentIndex(browser.winner_box.findData("tie"))
    assert browser.model.hand_filter.winner == "tie"
    assert all(browser.model.hand(r).winner == "tie" for r in range(browser.model.rowCount()))
    assert not browser.shoe_box.isEnabled()
    browser.session_box.setCurrentIndex(browser.session_box.findData(1))
    assert browser.shoe_box.isEnabled() and browser.shoe_box.count() > 2
    shoe_id = browser.shoe_box.itemData(1)
    browser.shoe_box.setCurrentIndex(1)
    assert browser.model.hand_filter == HandFilter(session_id=1, shoe_id=shoe_id, winner="tie")
    expected = [
        h["id"] for h in reversed(all_hands(path)) if h["shoe_id"] == shoe_id and h["winner"] == "tie"
    ]
    assert [browser.model.hand(r).id for r in range(browser.model.rowCount())] == expected
    browser.clear_button.click()
    assert browser.model.hand_filter == HandFilter() and not browser.shoe_box.isEnabled()
    browser.set_filter(HandFilter(spot=BetSpot.PLAYER, result=Result.WON, session_id=3))
    assert browser.spot_box.currentData() is BetSpot.PLAYER and browser.result_box.currentData() is Result.WON
    assert [browser.model.hand(r).player_cards for r in range(browser.model.rowCount())] == ["4S 5D"]


def test_an_unsortable_column_keeps_the_current_order(browser: Any) -> None:
    browser.table.sortByColumn(NET_COLUMN, Qt.SortOrder.AscendingOrder)
    assert browser.model.sort_column == NET_COLUMN
    browser.table.sortByColumn(BETS_COLUMN, Qt.SortOrder.DescendingOrder)
    header = browser.table.horizontalHeader()
    assert browser.model.sort_column == NET_COLUMN
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (
        NET_COLUMN,
        Qt.SortOrder.AscendingOrder,
    )


def test_refresh_follows_the_game(qtbot: Any, tmp_path: Path) -> None:
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    path = seeded_history(tmp_path / "h.sqlite3", first=120, second=0)
    widget = HistoryBrowser(path)
    qtbot.addWidget(widget)
    assert widget.session_box.count() == 2  # all sessions + session 1
    play_more(path, 3)
    widget.refresh()
    assert widget.session_box.count() == 3
    assert widget.model.rowCount() == 123 and widget.model.hand(0).session_id == 2


def test_the_browser_renders_offscreen(browser: Any, tmp_path: Path) -> None:
    image = browser.grab().toImage()
    assert (image.width(), image.height()) == (1280, 800)
    assert image.save(str(tmp_path / "browser.png"))
    pixels = np.array([image.pixel(x, y) for x in range(0, 1280, 37) for y in range(0, 800, 29)])
    assert len(np.unique(pixels)) > 20


def test_the_browser_does_not_load_matplotlib() -> None:
    code = "import sys, baccarat_desktop.ui.history.browser; print('matplotlib' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


def test_a_narrow_table_gives_up_the_least_needed_columns(qtbot: Any, browser: Any) -> None:
    header = [c[0] for c in COLUMNS]
    wide = [header[c] for c in range(len(header)) if not browser.table.isColumnHidden(c)]
    assert wide == header
    browser.resize(900, 700)
    qtbot.waitUntil(lambda: browser.table.isColumnHidden(1))
    shown = [header[c] for c in range(len(header)) if not browser.table.isColumnHidden(c)]
    assert "Session" not in shown and {"Player", "Banker", "Winner", "Bets", "Net"} <= set(shown)
    browser.resize(1280, 800)
    qtbot.waitUntil(lambda: not browser.table.isColumnHidden(1))


def test_the_filter_lists_come_from_the_view_model(browser: Any) -> None:
    choices = browser.view_model.session_choices
    box = browser.session_box
    assert [(box.itemData(i), box.itemText(i)) for i in range(box.count())] == [
        (c.id, c.label) for c in choices
    ]
    assert [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())] == [
        c.tooltip for c in choices
    ]
    browser.set_filter(HandFilter(session_id=2, winner="banker"))
    assert box.currentData() == 2 and browser.winner_box.currentData() == "banker"
    assert [browser.shoe_box.itemData(i) for i in range(browser.shoe_box.count())] == [
        c.id for c in browser.view_model.shoe_choices
    ]


def test_a_missing_file_opens_an_empty_browser_that_says_why(qtbot: Any, tmp_path: Path) -> None:
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    path = tmp_path / "gone.sqlite3"
    widget = HistoryBrowser(path)
    qtbot.addWidget(widget)
    assert widget.model is None and widget.table.model() is None
    assert f"There is no history file at {path}" in widget.status.text()
    assert (
        widget.detail_panel.title.text() == "No hands to show"  # the status line says why
        and widget.detail_panel.empty
        and not widget.detail_panel.replay_button.isEnabled()
    )
    widget.winner_box.setCurrentIndex(widget.winner_box.findData("tie"))
    widget.refresh()
    assert list(tmp_path.iterdir()) == []
