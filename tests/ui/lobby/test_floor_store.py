"""The floor in the game's window: it opens when the composition root says the table has painted
(``parts.open_floor``), writes its tables' hands to the game's history (house sessions), which a new
game reads back; the player's own tables are kept; the Hand history lists the floor's hands only
when asked (the browser's choice of whose hands: "The floor's hands")."""

from __future__ import annotations

from typing import Any

import pytest

from baccarat_desktop.engine.floor import Pace, builtin_tables, custom_table
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.floor import HistoryFloorStore, house_session_ids
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.window.parts import LobbyView, ViewKey, open_floor

from ..conftest import PLAYER_NATURAL_9, stacked

pytestmark = pytest.mark.usefixtures("qapp")


def test_the_floor_opens_on_the_games_history_and_its_roads_come_back(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    window = table.game.window
    lobby = window.views[ViewKey.LOBBY]
    assert isinstance(lobby, LobbyView) and lobby.floor is None  # nothing before the first paint
    open_floor(window)  # what the composition root does once the table has painted
    floor = lobby.floor
    assert floor is not None and window.views.pane(ViewKey.LOBBY) is None  # the page is still not built
    assert isinstance(floor.store, HistoryFloorStore) and floor.store.history is window.controller.history
    window.views.show(ViewKey.LOBBY)
    assert window.views.pane(ViewKey.LOBBY).floor is floor  # the page shows the floor already dealing
    states = {t.key: floor.state(t.key) for t in floor.tables}
    path = window.controller.history.path
    with History.open(path, write=False) as history:
        assert set(house_session_ids(history)) == {t.key for t in builtin_tables()}
        kept = HistoryFloorStore(history).current_shoes()
    assert {key: (shoe.shoe_no, len(shoe.entries)) for key, shoe in kept.items()} == {
        key: (state.shoe_no, state.hands) for key, state in states.items()
    }


def test_a_table_the_player_sets_up_is_kept(make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from baccarat_desktop.ui.lobby.setup import TableSetup

    mine = custom_table(1, TableRules(decks=6, min_bet_cents=100), Pace.SPEED, name="Late night")
    monkeypatch.setattr(TableSetup, "ask", classmethod(lambda cls, parent, number: mine))
    window = make_table(stacked(PLAYER_NATURAL_9)).game.window
    window.views.show(ViewKey.LOBBY)
    window.views.pane(ViewKey.LOBBY).setup.click()
    with History.open(window.controller.history.path, write=False) as history:
        assert HistoryFloorStore(history).own_tables() == [mine]


def test_the_hand_history_lists_the_floors_hands_only_when_asked(make_table: Any, qtbot: Any) -> None:
    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    table = make_table(stacked(PLAYER_NATURAL_9))
    assert table.controller.place_chip(BetSpot.PLAYER)
    assert table.controller.deal() is not None  # instant animation: the hand is stored
    window = table.game.window
    open_floor(window)
    history = window.controller.history
    players = history.hand_count(browser_filter())
    everything = history.count("hands")
    assert players == 1 and everything > players
    browser = HistoryBrowser(history.path)
    qtbot.addWidget(browser)
    browser.show()
    from baccarat_desktop.storage.whose import Source

    assert browser.source_box.currentData() is Source.PLAYER and browser.model.rowCount() == players
    browser.source_box.setCurrentIndex(browser.source_box.findData(Source.FLOOR))
    assert browser.model.hand_filter.source is Source.FLOOR
    while browser.model.canFetchMore(browser.model.index(-1, -1)):
        browser.model.fetchMore(browser.model.index(-1, -1))
    assert browser.model.rowCount() == everything - players  # the floor's alone
    browser.clear_button.click()
    assert browser.source_box.currentData() is Source.PLAYER and browser.model.rowCount() == players


def browser_filter() -> Any:
    from baccarat_desktop.storage.browser_reads import HandFilter

    return HandFilter()
