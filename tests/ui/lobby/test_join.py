"""Sitting down in the lobby joins the table's shoe as it stands, as a player sees it: the felt's
scoreboard shows the road the lobby card showed, hands played by keyboard go on that road and on the
card, and after the player leaves (sits elsewhere) the card deals on from where he stopped."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.lobby.words import footer_text

from ..felt.test_keyboard import tab_to

pytestmark = pytest.mark.usefixtures("qapp")


def test_sitting_down_joins_the_shoe_the_card_shows_and_leaving_lets_the_house_deal_on(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.ui.dialogs import questions
    from baccarat_desktop.ui.window.parts import ViewKey

    monkeypatch.setattr(questions.Confirm, "ask", classmethod(lambda cls, *a, **k: True))
    table = make_table()  # shuffled shoes, as the game deals
    window, controller, scene = table.window, table.controller, table.scene
    with qtbot.waitActive(window):
        window.activateWindow()
    window.views.show(ViewKey.LOBBY)
    lobby = window.views[ViewKey.LOBBY]
    floor = lobby.floor
    card = window.views.pane(ViewKey.LOBBY).card("classic")
    road_on_card = card.state.roads
    assert road_on_card.stats.hands > 0
    own_shoe = controller.shoe_id
    QTest.keyClick(card, Qt.Key.Key_Return)  # sit down by keyboard
    assert window.views.current.key == ViewKey.TABLE
    assert controller.seat_key == "classic" and floor.seated == "classic"
    assert controller.shoe_id != own_shoe
    # The felt's scoreboard is the card's road, the house's hands before he sat.
    assert window.scoreboard_model.entries == road_on_card.entries
    assert controller.hands_in_shoe == road_on_card.stats.hands
    # Hands by keyboard: a chip on Player, Space deals.
    view = window.view
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    for _ in range(3):
        tab_to(table, scene.spots[BetSpot.PLAYER])
        QTest.keyClick(view, Qt.Key.Key_Return)
        tab_to(table, scene.buttons["deal"])
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert controller.last_result is not None and controller.last_result.bets
    played = road_on_card.stats.hands + 3
    assert window.scoreboard_model.hands == played
    assert floor.state("classic").hands == played  # his hands are on the table's card
    assert card.state.roads.entries == window.scoreboard_model.entries
    assert card.state.seated and "You sit at this table" in card.accessibleDescription()
    assert footer_text(card.state) == f"Shoe {card.state.shoe_no} · your table"
    # He leaves: sits at a table with other rules (a new session); the house deals on at Classic.
    lobby.sit_down("ez")
    assert controller.seat_key == "ez" and floor.seated == "ez"
    assert window.scoreboard_model.entries == floor.state("ez").roads.entries
    house = floor._tables["classic"]
    floor._clock = lambda: house.due  # the Classic table's next moment comes
    floor.run_due()
    assert floor.state("classic").hands == played + 1  # on from the card he stopped at
    assert floor.state("classic").roads.entries[:played] == card.state.roads.entries[:played]
    assert not card.state.seated and "Enter sits down at this table" in card.accessibleDescription()


def test_the_game_reopened_at_a_floor_table_sits_there_and_its_floor_leaves_it_to_him(
    make_table: Any, qtbot: Any
) -> None:
    from baccarat_desktop.ui.window.parts import ViewKey, open_floor

    table = make_table()
    window, controller = table.window, table.controller
    window.views.show(ViewKey.LOBBY)
    window.views[ViewKey.LOBBY].sit_down("classic")
    controller.select_chip(500)
    controller.place_chip(BetSpot.BANKER)
    window.deal()
    assert controller.last_result is not None and controller.seat_key == "classic"
    roads = window.scoreboard_model.entries
    window.close()
    table.history.close()  # the first copy quits before the second starts
    again = make_table(data_dir=table.data_dir)
    assert again.controller.seat_key == "classic"
    assert again.scene.notice.text.startswith("Welcome back to Classic · session ")
    assert again.window.scoreboard_model.entries == roads  # the whole shoe, as he left it
    open_floor(again.window)  # what the first paint does
    floor = again.window.views[ViewKey.LOBBY].floor
    assert floor is not None and floor.seated == "classic"
    assert floor.state("classic").roads.entries == roads
    assert floor.next_due() is not None and "classic" not in {h.table.key for h in floor._running()}
