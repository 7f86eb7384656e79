"""The Hand history's choice of whose hands (storage/whose.py ``Source``): the player's own by
default, the floor's or the shoes tracked at a real table when chosen; a tracked hand lists its
result, its cards and totals when seen, and opens no detail (there is nothing to replay)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.browser_reads import SortKey
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.whose import Source
from baccarat_desktop.ui.history.browser import HistoryBrowser
from baccarat_desktop.viewmodels.history_model import COLUMNS

TOTAL = next(i for i, c in enumerate(COLUMNS) if c[2] is SortKey.PLAYER_TOTAL)


def test_the_browser_lists_tracked_hands_when_asked(tmp_path: Path, qtbot: Any) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=4)
        for _ in range(3):
            table.play({BetSpot.PLAYER: 500})
        sitting = tracked.start_sitting(history, "Casino", "7", 8)
        shoe = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        seen = tracked.TrackedHand.from_cards(parse_cards(["9S", "KH"]), parse_cards(["2C", "3D"]))
        tracked.add_hand(history, shoe, seen)
        tracked.add_hand(history, shoe, tracked.TrackedHand(Outcome.BANKER))
    browser = HistoryBrowser(path)
    qtbot.addWidget(browser)
    browser.show()
    box = browser.source_box
    assert [box.itemData(i) for i in range(box.count())] == [Source.PLAYER, Source.FLOOR, Source.TRACKED]
    assert box.currentData() is Source.PLAYER and browser.model.rowCount() == 3
    box.setCurrentIndex(box.findData(Source.TRACKED))
    model = browser.model
    assert model.hand_filter.source is Source.TRACKED and model.rowCount() == 2
    totals = [model.data(model.index(row, TOTAL)) for row in range(2)]
    assert totals == ["", "9"]  # newest first: the Banker win seen without its cards, then 9 to 5
    assert model.data(model.index(0, len(COLUMNS) - 1)) == "—"  # no bankroll at a real table
    browser.table.selectRow(1)
    assert browser.view_model.detail is None  # a tracked hand opens no detail
    sessions = browser.session_box
    assert [sessions.itemData(i) for i in range(sessions.count())] == [None, sitting]
    assert sessions.itemText(1).startswith("Casino · 7 · ")
    sessions.setCurrentIndex(1)
    assert model.hand_filter.session_id == sitting and model.rowCount() == 2
    assert browser.shoe_box.count() == 2  # every shoe, and its one shoe
    box.setCurrentIndex(box.findData(Source.FLOOR))
    assert model.rowCount() == 0 and model.hand_filter.session_id is None  # the sitting is no floor's
    assert sessions.count() == 1
    browser.clear_button.click()
    assert box.currentData() is Source.PLAYER and model.rowCount() == 3
