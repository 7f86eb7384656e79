"""The whole game by keyboard alone: Tab and the arrows round the felt's chips, betting areas and
dealer buttons, Space and Enter pressing them, a focus ring only for the keyboard, the panes by F6,
and Help > Keyboard listing every action's keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.felt.chips import RackChipItem
from baccarat_desktop.ui.felt.controls import ButtonItem
from baccarat_desktop.ui.felt.spots import BetSpotItem
from baccarat_desktop.ui.window import keyboard_help
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.ui.window.keyboard_help import KeyboardDialog, action_keys, action_words

from ..conftest import PLAYER_NATURAL_9, Table, stacked


def focused_table(make_table: Any, qtbot: Any) -> Table:
    table = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):  # shortcuts go to the active window, as on a desktop
        table.window.activateWindow()
    table.window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    return table


def tab_to(table: Table, item: Any, limit: int = 40) -> None:
    """Press Tab on the felt until ``item`` has the keyboard (failing if it never does)."""
    view = table.window.view
    for _ in range(limit):
        if view.keys.current is item:
            return
        QTest.keyClick(view, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {item!r}")


def test_a_whole_hand_by_keys_alone(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    view, scene, controller = table.window.view, table.scene, table.controller
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert isinstance(view.keys.current, RackChipItem)  # Tab starts at the chips
    tab_to(table, scene.rack[10_000])
    QTest.keyClick(view, Qt.Key.Key_Space)  # the chip with focus is chosen
    assert controller.selected_chip == 10_000
    player = scene.spots[BetSpot.PLAYER]
    tab_to(table, player)
    assert view.keys.ring_target() is player  # the ring is round the focused area
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Enter)
    assert controller.bets == {BetSpot.PLAYER: 20_000}
    QTest.keyClick(view, Qt.Key.Key_Backspace)  # on an area: one chip back from it
    assert controller.bets == {BetSpot.PLAYER: 10_000}
    assert controller.hands_in_shoe == 0  # Space and Enter on an area never dealt
    tab_to(table, scene.buttons["deal"])
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert controller.hands_in_shoe == 1
    assert scene.displayed_totals() == (9, 5)
    assert "Player wins" in scene.announcement.text
    assert controller.bankroll_cents == 110_000


def test_space_deals_when_the_keyboard_is_on_no_felt_control(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    assert table.window.view.keys.current is None
    QTest.keyClick(table.window.view, Qt.Key.Key_Space)
    assert table.controller.hands_in_shoe == 1


def test_the_ring_is_for_the_keyboard_only(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    view, scene = table.window.view, table.scene
    assert view.keys.ring_target() is None  # focus not given by the keyboard: no ring
    QTest.keyClick(view, Qt.Key.Key_Tab)
    chip = view.keys.current
    assert view.keys.ring_target() is chip
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert view.keys.current is None and view.keys.ring_target() is None
    QTest.keyClick(view, Qt.Key.Key_Space)  # and Space deals again
    assert table.controller.hands_in_shoe == 1
    assert scene.rack[100].isVisible()


def test_arrows_go_along_a_row_and_up_to_the_areas(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    view, scene = table.window.view, table.scene
    QTest.keyClick(view, Qt.Key.Key_Right)
    first = view.keys.current
    assert first is scene.rack[100]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.keys.current is scene.rack[500]
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert view.keys.current is first
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert isinstance(view.keys.current, BetSpotItem)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert not isinstance(view.keys.current, BetSpotItem)


def test_tab_goes_through_every_felt_control_then_on_to_the_ask_buttons(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    view, scene = table.window.view, table.scene
    seen = []
    QTest.keyClick(view, Qt.Key.Key_Tab)
    while view.hasFocus() and len(seen) < 60:
        seen.append(view.keys.current)
        QTest.keyClick(view, Qt.Key.Key_Tab)
    expected = [*scene.rack.values(), *scene.spots.values(), *scene.buttons.values()]
    assert set(seen) == set(expected) and len(seen) == len(expected)
    assert isinstance(seen[-1], ButtonItem) and seen[-1].action == "deal"
    ask = table.window.scoreboard.ask_banker_button
    for _ in range(10):  # on through the window's widgets to the scoreboard's Ask buttons
        if ask.hasFocus():
            break
        QTest.keyClick(table.window.focusWidget(), Qt.Key.Key_Tab)
    assert ask.hasFocus()
    pressed = []
    ask.clicked.connect(lambda: pressed.append(True))
    QTest.keyClick(ask, Qt.Key.Key_Space)  # Space presses the button with focus, it does not deal
    assert pressed and table.controller.hands_in_shoe == 0
    QTest.keyClick(ask, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)  # back towards the felt
    for _ in range(10):
        if view.hasFocus():
            break
        QTest.keyClick(table.window.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert view.keys.current is scene.buttons["deal"]  # Shift+Tab comes in at the felt's last control


def test_f6_goes_round_the_panes(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    window = table.window
    QTest.keyClick(window.view, Qt.Key.Key_F6)
    assert window.scoreboard_dock.isAncestorOf(window.focusWidget())
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert window.view.hasFocus()
    assert window.view.keys.ring_target() is not None  # arrived by keyboard: the ring shows


def shortcut_actions(window: Any) -> list[QAction]:
    return [action for action in window.findChildren(QAction) if action.shortcuts()]


def test_help_keyboard_lists_every_action_with_its_keys(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    dialog = KeyboardDialog(table.window.acts.keyboard_groups(), table.window)
    listed = dialog.listed()
    actions = shortcut_actions(table.window)
    assert len(actions) > 20
    for action in actions:  # a new action with a key and no place in a group fails here
        assert (action_words(action), action_keys(action)) in listed, action.text()
    headings = [
        "Betting",
        "Dealing",
        "The table",
        "Windows and panes",
        "The scoreboard and the charts",
        "The Companion",
    ]
    assert dialog.headings() == headings
    assert ("Deal", "Space, Return, Enter") in listed
    assert any(keys == "Tab, Shift+Tab" for _what, keys in listed)  # the felt's own keys too
    # The keys that move inside a squeeze, a road and the chart switcher, which no action has.
    assert any(what.startswith("Squeeze: peel") for what, _keys in listed)
    assert ("Scoreboard: from mark to mark in a road", "Left, Right, Up, Down") in listed
    assert ("Statistics: the first or the last chart", "Home, End") in listed
    dialog.close()


def test_no_two_actions_share_a_key(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    owners: dict[str, str] = {}
    for action in shortcut_actions(table.window):
        for key in action.shortcuts():
            text = key.toString()
            assert text not in owners, f"{text}: {owners.get(text)} and {action.text()}"
            owners[text] = action.text()
    assert owners["Ctrl+/"] == "&Keyboard…"


def test_ctrl_slash_opens_the_keyboard_help(make_table: Any, qtbot: Any, monkeypatch: Any) -> None:
    table = focused_table(make_table, qtbot)
    shown: list[list[Any]] = []

    def ask(cls: Any, parent: Any, groups: list[Any]) -> None:
        shown.append(groups)

    monkeypatch.setattr(keyboard_help.KeyboardDialog, "ask", classmethod(ask))
    QTest.keyClick(table.window.view, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1 and shown[0][0].title == "Betting"


# -- keys pressed while a hand is dealt and settled (issue 27) ---------------------------------------------


def settling_table(make_table: Any, qtbot: Any) -> Table:
    """A hand at Normal speed with a bet on Player, still being dealt, the felt with the keyboard."""
    from baccarat_desktop.viewmodels.settings import AnimationSpeed
    from baccarat_desktop.viewmodels.table_controller import Phase

    table = make_table(
        stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9, PLAYER_NATURAL_9), speed=AnimationSpeed.NORMAL
    )
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    table.window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    c = table.controller
    assert c.select_chip(500) and c.place_chip(BetSpot.PLAYER)
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=10_000)
    table.window.deal()
    assert c.phase is Phase.DEALING and table.scene.animating
    return table


def test_shift_r_while_a_hand_settles_is_said_at_once_and_deals_again_when_betting_opens(
    make_table: Any, qtbot: Any
) -> None:
    from baccarat_desktop.viewmodels.table_controller import Phase

    table = settling_table(make_table, qtbot)
    c, scene, window = table.controller, table.scene, table.window
    spoken: list[str] = []
    window.view.speaker.announced.connect(spoken.append)
    dealt: list[object] = []
    c.hand_dealt.connect(dealt.append)
    QTest.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert not dealt and c.phase is Phase.DEALING  # nothing more dealt: the hand is still on its way
    words = "Rebet and deal when this hand is settled"
    assert scene.notice.text == words and words in spoken  # seen and heard at once
    assert window.held_key.pending is Act.REBET_DEAL
    qtbot.waitUntil(lambda: bool(dealt), timeout=20_000)  # dealt the moment betting opened
    assert c.hands_in_shoe == 1 and c.phase is Phase.DEALING
    assert c.bets == {BetSpot.PLAYER: 500}  # the same bet again
    assert window.held_key.pending is None
    qtbot.waitUntil(lambda: c.phase is Phase.BETTING and not scene.animating, timeout=20_000)
    assert c.hands_in_shoe == 2 and len(dealt) == 1  # once only


def test_the_last_key_held_counts_and_esc_does_it_at_once(make_table: Any, qtbot: Any) -> None:
    from baccarat_desktop.viewmodels.table_controller import Phase

    table = settling_table(make_table, qtbot)
    c, scene, window = table.controller, table.scene, table.window
    QTest.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClick(window.view, Qt.Key.Key_R)  # changed their mind: only rebet
    assert scene.notice.text == "Rebet when this hand is settled"
    QTest.keyClick(window.view, Qt.Key.Key_Escape)  # the hand finishes now
    qtbot.waitUntil(lambda: c.bets == {BetSpot.PLAYER: 500}, timeout=5_000)
    assert c.phase is Phase.BETTING and c.hands_in_shoe == 1  # rebet, not dealt


def test_a_key_with_nothing_to_wait_for_is_not_held(make_table: Any, qtbot: Any) -> None:
    table = focused_table(make_table, qtbot)
    window = table.window
    notice = table.scene.notice.text
    QTest.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)  # no last bets: nothing
    assert window.held_key.pending is None and table.scene.notice.text == notice
    assert table.controller.hands_in_shoe == 0
