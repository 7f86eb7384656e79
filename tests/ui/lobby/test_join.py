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


def _sit_from_the_lobby(table: Any, key: str = "classic") -> Any:
    """The lobby shown and the player sat at ``key`` (the rules in play are Classic's): its card."""
    from baccarat_desktop.ui.window.parts import ViewKey

    window = table.window
    window.views.show(ViewKey.LOBBY)
    window.views[ViewKey.LOBBY].sit_down(key)
    assert table.controller.seat_key == key
    return window.views.pane(ViewKey.LOBBY).card(key)


def _play_one(table: Any) -> None:
    controller = table.controller
    controller.select_chip(500)
    controller.place_chip(BetSpot.BANKER)
    table.window.deal()
    assert controller.last_result is not None and not controller.hand_waiting


def test_the_seated_card_says_return_and_its_leave_button_stands_him_up_to_his_own_shoe(
    make_table: Any, qtbot: Any
) -> None:
    from baccarat_desktop.ui.window.parts import ViewKey

    table = make_table()
    window, controller = table.window, table.controller
    card = _sit_from_the_lobby(table)
    session, rules, house_shoe = controller.session_id, controller.rules, controller.shoe_id
    _play_one(table)
    window.views.show(ViewKey.LOBBY)
    floor = window.views[ViewKey.LOBBY].floor
    # The card of his table says what its buttons do, in its accessible words too.
    assert card.button.text() == "Return" and card.button.accessibleName() == "Back to Classic"
    assert card.leave.isVisibleTo(card) and card.leave.accessibleName() == "Leave Classic"
    assert "Enter takes you back to it, Ctrl+L leaves it" in card.accessibleDescription()
    assert card.plan.leave is not None and card.plan.leave.right() < card.plan.button.left()
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)  # Return: back to the table, still seated
    assert window.views.current.key == ViewKey.TABLE and controller.seat_key == "classic"
    assert controller.shoe_id == house_shoe
    window.views.show(ViewKey.LOBBY)
    played = floor.state("classic").roads.entries
    qtbot.mouseClick(card.leave, Qt.MouseButton.LeftButton)
    # He stands up to a shoe of his own: same session, same rules, a new shoe, nothing on its road.
    assert controller.seat_key is None and floor.seated is None
    assert controller.session_id == session and controller.rules == rules
    assert controller.shoe_id not in (None, house_shoe) and controller.hands_in_shoe == 0
    assert window.scoreboard_model.hands == 0
    assert controller.history.shoe(controller.shoe_id).session_id == session
    # The card is a table to sit at again, and the house deals on from the card he stopped at.
    assert card.button.text() == "Sit down" and card.button.accessibleName() == "Sit down at Classic"
    assert (
        not card.leave.isVisibleTo(card) and "Enter sits down at this table" in card.accessibleDescription()
    )
    house = floor._tables["classic"]
    floor._clock = lambda: house.due
    floor.run_due()
    assert floor.state("classic").roads.entries[: len(played)] == played
    assert floor.state("classic").hands == len(played) + 1


def test_leave_the_table_is_a_game_menu_item_with_its_key_on_only_while_seated_and_refused_mid_hand(
    make_table: Any, qtbot: Any
) -> None:
    from PySide6.QtGui import QKeySequence

    from baccarat_desktop.ui.window.actions import Act
    from baccarat_desktop.viewmodels.settings import AnimationSpeed
    from baccarat_desktop.viewmodels.table_controller import Phase

    table = make_table(speed=AnimationSpeed.NORMAL)  # the felt deals a hand as a person sees it
    window, controller = table.window, table.controller
    leave = window.acts[Act.LEAVE_TABLE]
    game = window.menuBar().actions()[0].menu()
    assert leave in game.actions() and leave.text() == "&Leave the table"
    assert leave.shortcut() == QKeySequence("Ctrl+L")
    assert not leave.isEnabled()  # at his own table there is nothing to leave
    _sit_from_the_lobby(table)
    assert leave.isEnabled()
    refused: list[str] = []
    controller.bet_refused.connect(lambda _spot, words: refused.append(words))
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=10_000)
    controller.select_chip(500)
    controller.place_chip(BetSpot.PLAYER)
    window.deal()
    assert controller.phase is Phase.DEALING and table.scene.animating  # mid-hand
    leave.trigger()
    assert refused == ["Finish the hand being dealt before changing tables"]
    assert controller.seat_key == "classic"
    table.scene.skip_animations()  # the hand is shown to its end and stored
    assert controller.phase is Phase.BETTING
    house_shoe = controller.shoe_id
    leave.trigger()
    assert controller.seat_key is None and controller.shoe_id != house_shoe
    assert not leave.isEnabled()


def test_sitting_down_says_the_hands_of_the_shoe_in_the_plural_the_count_takes(make_table: Any) -> None:
    from baccarat_desktop.ui.window.actions import Act

    table = make_table()
    window, scene = table.window, table.scene
    _sit_from_the_lobby(table)
    window.new_shoe()  # the house changes the shoe: none of it dealt yet
    assert table.controller.hands_in_shoe == 0
    _play_one(table)
    window.acts[Act.LEAVE_TABLE].trigger()
    _sit_from_the_lobby(table)  # back at Classic, in the shoe of his one hand
    assert scene.explanation.text == "Seated at Classic · 1 hand of this shoe dealt"


def test_the_game_reopened_before_his_first_hand_at_a_floor_table_still_sits_there(
    make_table: Any, qtbot: Any
) -> None:
    """Sat down, no hand played there, the game closed: it reopens at that table, in its shoe, not at a
    shoe of his own (the seat is kept as he sits: storage/floor.py keep_seat)."""
    table = make_table()
    _play_one(table)  # a hand at his own table first
    _sit_from_the_lobby(table)
    house_shoe, roads = table.controller.shoe_id, table.window.scoreboard_model.entries
    table.window.close()
    table.history.close()
    again = make_table(data_dir=table.data_dir)
    assert again.controller.seat_key == "classic" and again.controller.shoe_id == house_shoe
    assert again.scene.notice.text.startswith("Welcome back to Classic · session ")
    assert again.window.scoreboard_model.entries == roads
