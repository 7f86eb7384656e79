"""The game for screen readers: the felt's accessible tree (areas, chips, cards, totals, plaque,
the dealer's words), focus events as the keyboard moves, the result announced when the felt shows
it, and an accessible name on every interactive widget of the window, its panes and its dialogs."""

from __future__ import annotations

from typing import Any

import pytest
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleStateChangeEvent,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QToolButton,
    QWidget,
)

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.coup import Hand
from baccarat_desktop.ui.dialogs.about import AboutDialog
from baccarat_desktop.ui.dialogs.rules import RulesDialog
from baccarat_desktop.ui.dialogs.settings import SettingsDialog
from baccarat_desktop.ui.felt import access as accessibility
from baccarat_desktop.ui.felt.access import FeltAccessible
from baccarat_desktop.ui.felt.readings import dealing_order
from baccarat_desktop.ui.felt.spoken import spoken_card
from baccarat_desktop.ui.window.keyboard_help import KeyboardDialog
from baccarat_desktop.ui.window.parts import ViewKey
from baccarat_desktop.viewmodels.settings import AnimationSpeed

from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, Table, stacked

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def felt(table: Table) -> FeltAccessible:
    interface = QAccessible.queryAccessibleInterface(table.window.view)
    assert isinstance(interface, FeltAccessible)
    return interface


def children(table: Table) -> dict[str, Any]:
    interface = felt(table)
    found = {}
    for index in range(interface.childCount()):
        child = interface.child(index)
        assert child is not None and child.parent() is interface
        assert interface.indexOfChild(child) == index
        found[child.text(NAME)] = child
    return found


@pytest.fixture
def events(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """What the felt tells assistive technology: (kind, words) per event."""
    seen: list[tuple[str, str]] = []

    def notify(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            seen.append(("announcement", event.message()))
            return
        target = event.accessibleInterface()
        words = target.text(NAME) if target is not None else ""
        if target is not None and event.type() == QAccessible.Event.DescriptionChanged:
            words += f": {target.text(DESCRIPTION)}"  # what the reader hears of the change
        checked = isinstance(event, QAccessibleStateChangeEvent) and event.changedStates().checked
        if target is not None and checked:
            words += ": checked" if target.state().checked else ": not checked"
        seen.append((event.type().name, words))

    monkeypatch.setattr(accessibility, "notify", notify)
    return seen


def test_the_felt_names_its_areas_chips_and_buttons(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    nodes = children(table)
    player = nodes["Player, pays 1 to 1"]
    assert player.text(DESCRIPTION) == "no bet"
    assert player.role() == QAccessible.Role.Button and player.state().focusable
    assert "Banker, pays 0.95 to 1" in nodes and "Tie, pays 8 to 1" in nodes
    chip = nodes["$25 chip"]
    assert chip.state().checked and not chip.state().disabled  # the chip chosen at the start
    assert not nodes["$100 chip"].state().checked
    assert not nodes["Deal"].state().disabled and nodes["Undo"].state().disabled  # nothing to undo
    assert nodes["Bankroll $1,000.00"].text(DESCRIPTION).startswith("Bet $0.00")
    table.controller.select_chip(2_500)
    table.controller.place_chip(BetSpot.PLAYER)
    assert children(table)["Player, pays 1 to 1"].text(DESCRIPTION) == "$25.00 bet"
    assert not felt(table).rect().isEmpty() and not player.rect().isEmpty()
    assert player.object() is table.scene.spots[BetSpot.PLAYER]  # Qt drops the node with its item
    hit = felt(table).childAt(player.rect().center().x(), player.rect().center().y())
    assert hit is not None and hit.text(NAME) == "Player, pays 1 to 1"
    assert nodes["Bankroll $1,000.00"].state().readOnly and not player.state().readOnly
    assert player.relations() == []


def test_a_chip_the_bankroll_cannot_cover_says_so(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), starting_bankroll_cents=20_000)
    chip = children(table)["$500 chip"]
    assert chip.state().disabled
    assert "cannot be afforded" in chip.text(DESCRIPTION)
    assert not children(table)["$100 chip"].state().disabled


def test_a_closed_area_says_it_is_closed(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    table.scene.set_closed({BetSpot.PLAYER})
    assert "closed" in children(table)["Player, pays 1 to 1"].text(DESCRIPTION)


def test_cards_totals_and_the_result_read_as_the_felt_shows_them(make_table: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2))  # Player K-5 draws 7, Banker 2-4 draws 8
    table.controller.deal()
    names = list(children(table))
    assert "Player's first card: King of spades" in names
    assert "Banker's first card: Two of hearts" in names
    assert "Player's third card: Seven of spades" in names
    assert "Banker's third card: Eight of diamonds" in names
    assert "Banker total 4, wins" in names and "Player total 2" in names
    assert any(name.startswith("Banker wins") for name in names)


def test_a_face_down_card_never_gives_its_rank_away(make_table: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2))
    table.controller.deal()
    card = table.scene.table_cards()[0]
    card.set_flip(0.0)  # as the felt shows a card dealt and not turned, or being squeezed
    names = list(children(table))
    assert "Player's first card, face down" in names
    assert not any("King" in name for name in names)
    assert spoken_card(card.card) == "King of spades"


def test_keyboard_focus_on_the_felt_is_told_to_assistive_tech(
    make_table: Any, qtbot: Any, events: list[tuple[str, str]]
) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    view = table.window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: events[-1:] == [("Focus", "$1 chip")])
    QTest.keyClick(view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: events[-1:] == [("Focus", "$5 chip")])
    focused = felt(table).focusChild()
    assert focused is not None and focused.text(NAME) == "$5 chip" and focused.state().focused


def test_entering_the_felt_the_last_focus_told_is_its_control(
    make_table: Any, qtbot: Any, events: list[tuple[str, str]]
) -> None:
    """Qt tells the reader the felt itself has the focus once the view's focus-in is over: the
    control is told after that, never before, so a reader lands on "Deal", not on the whole felt.
    Leaving the felt by Tab tells nothing of the felt."""
    table = make_table(stacked(PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    view, ask = table.window.view, table.window.scoreboard.ask_banker_button
    ask.setFocus(Qt.FocusReason.OtherFocusReason)
    events.clear()
    view.setFocus(Qt.FocusReason.BacktabFocusReason)  # Shift+Tab from the scoreboard
    assert view.keys.current is table.scene.buttons["deal"]
    assert not events, "told during the focus-in, before Qt tells the felt"
    qtbot.waitUntil(lambda: events == [("Focus", "Deal")])
    QTest.keyClick(view, Qt.Key.Key_Tab)  # past Deal: on out of the felt
    assert not view.hasFocus()
    QApplication.processEvents()
    assert events == [("Focus", "Deal")], "leaving the felt told the reader the felt has the focus"
    view.setFocus(Qt.FocusReason.TabFocusReason)  # Tab from the tab bar, or F6
    qtbot.waitUntil(lambda: events[-1:] == [("Focus", "$1 chip")])


def test_the_felt_describes_its_keys_only_while_it_holds_the_focus_itself(
    make_table: Any, qtbot: Any, events: list[tuple[str, str]]
) -> None:
    """Qt tells the felt's own focus before its control's: a reader quick to speak it read the
    whole help on entering (Orca in CI). The help is the felt's description only while the felt
    itself has the focus, on none of its controls, and a change of it is told before the focus."""
    table = make_table(stacked(PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    view, interface = table.window.view, felt(table)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: events[-1:] == [("Focus", "$1 chip")])
    assert interface.text(DESCRIPTION) == ""
    events.clear()
    view.keys.set_current(None)  # the keyboard on no control: the felt itself has the focus
    qtbot.waitUntil(lambda: events[-1:] == [("Focus", "Baccarat table")])
    assert interface.text(DESCRIPTION).startswith("Tab, Shift+Tab or the arrow keys")
    assert events[0][0] == "DescriptionChanged" and "arrow keys" in events[0][1], events
    events.clear()
    QTest.keyClick(view, Qt.Key.Key_Tab)  # back on a control: the help goes, and is told gone
    qtbot.waitUntil(lambda: events[-1:] == [("Focus", "$1 chip")])
    assert events[0] == ("DescriptionChanged", "Baccarat table: "), events
    assert interface.text(DESCRIPTION) == ""


def test_a_bet_placed_by_space_is_said_on_the_area(
    make_table: Any, qtbot: Any, events: list[tuple[str, str]]
) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    view = table.window.view
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    player = table.scene.spots[BetSpot.PLAYER]
    while view.keys.current is not player:
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QApplication.processEvents()
    events.clear()
    QTest.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ("DescriptionChanged", "Player, pays 1 to 1: $25.00 bet") in events)
    QTest.keyClick(view, Qt.Key.Key_Backspace)  # the chip back
    qtbot.waitUntil(lambda: ("DescriptionChanged", "Player, pays 1 to 1: no bet") in events)


def test_a_chip_chosen_is_checked_and_said(
    make_table: Any, qtbot: Any, events: list[tuple[str, str]]
) -> None:
    """Space on a chip checks it (a reader speaks a radio button checked by Space); a chip chosen
    by its number key while the keyboard is elsewhere is announced."""
    table = make_table(stacked(PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    view = table.window.view
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    chip = table.scene.rack[10_000]
    while view.keys.current is not chip:
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QApplication.processEvents()
    events.clear()
    QTest.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ("StateChanged", "$100 chip: checked") in events)
    assert ("StateChanged", "$25 chip: not checked") in events
    assert not [e for e in events if e[0] == "announcement"], "Space on the chip: the reader says it"
    assert children(table)["$100 chip"].state().checked
    player = table.scene.spots[BetSpot.PLAYER]
    while view.keys.current is not player:
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_5)  # the $500 chip, the keyboard on the Player area
    qtbot.waitUntil(lambda: ("announcement", "$500 chip") in events)
    assert table.controller.selected_chip == 50_000


def test_collected_chips_leave_the_area_and_its_words(make_table: Any) -> None:
    """Once the dealer has collected a losing bet (or sent a winning one home), the area says
    "no bet", as the plaque says Bet $0.00, not the bet it held until the next deal."""
    table = make_table(stacked(PLAYER_NATURAL_9))
    table.controller.select_chip(2_500)
    table.controller.place_chip(BetSpot.BANKER)
    table.controller.place_chip(BetSpot.PLAYER)
    assert children(table)["Banker, pays 0.95 to 1"].text(DESCRIPTION) == "$25.00 bet"
    table.controller.deal()  # Player wins: the Banker bet collected, the Player bet paid and home
    assert table.scene.plaque.bet == 0
    nodes = children(table)
    assert nodes["Banker, pays 0.95 to 1"].text(DESCRIPTION) == "no bet"
    assert nodes["Player, pays 1 to 1"].text(DESCRIPTION).startswith("no bet")
    assert not any(stack.isVisible() for stack in table.scene.stacks.values())


def test_a_card_is_named_by_the_place_it_is_dealt_to_wherever_it_is(make_table: Any) -> None:
    """A card on its way crosses the other hand's box: it is still that hand's card."""
    table = make_table(stacked(BANKER_WINS_4_TO_2))
    table.controller.deal()
    scene = table.scene
    player_first = scene.table_cards()[0]
    banker_box = scene.card_box(Hand.BANKER)
    player_first.setPos(banker_box.center() - player_first.boundingRect().center())  # over the Banker's
    player_first.set_flip(0.0)
    names = list(children(table))
    assert "Player's first card, face down" in names
    assert not any(name.startswith("Banker's") and "face down" in name for name in names)
    player_first.setPos(scene.shoe.mouth())  # just out of the shoe
    assert "Player's first card, face down" in list(children(table))


def test_the_result_is_announced_when_the_felt_shows_it_not_at_the_deal(
    make_table: Any, qtbot: Any, events: list[tuple[str, str]]
) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), speed=AnimationSpeed.FAST)
    with qtbot.waitSignal(table.scene.shoe_shown, timeout=15_000):
        pass
    table.controller.select_chip(2_500)
    table.controller.place_chip(BetSpot.PLAYER)
    at_announcement: list[tuple[Any, str]] = []  # what the felt showed when the words went out
    table.window.view.speaker.announced.connect(
        lambda _text: at_announcement.append((table.scene.displayed_totals(), table.scene.announcement.text))
    )
    table.controller.deal()
    assert not [e for e in events if e[0] == "announcement"]  # the cards have not even flown
    assert table.scene.announcement.text == ""
    with qtbot.waitSignal(table.scene.result_shown, timeout=15_000):
        pass
    assert at_announcement == [((9, 5), "Player wins 9 to 5")]
    announced = [words for kind, words in events if kind == "announcement"]
    assert announced == ["Player wins 9 to 5. You win $25.00"]


INTERACTIVE = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, FigureCanvasQTAgg)


def unnamed(root: QWidget) -> list[str]:
    """Interactive widgets under ``root`` (shown now) with no accessible name as Qt reports it. A
    spin box's own line edit, a table's headers and its corner button are parts of their widget."""
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        part = widget.objectName().startswith("qt_") or isinstance(widget, QHeaderView)
        if not isinstance(widget, INTERACTIVE) or part or not widget.isVisible():
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        if interface is None or not interface.text(NAME).strip():
            missing.append(
                f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.parent()).__name__}"
            )
    return missing


def test_every_interactive_widget_has_an_accessible_name(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    window = table.window
    window.resize(1920, 1080)
    checked = 0
    assert not unnamed(window)
    window.views.show(ViewKey.STATISTICS)
    dashboard = window.views.pane(ViewKey.STATISTICS)
    for index in range(dashboard.tabs.count()):
        dashboard.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert not unnamed(dashboard), dashboard.tabs.tabText(index)
        checked += 1
    canvas = next(iter(dashboard.canvases.values()))
    interface = QAccessible.queryAccessibleInterface(canvas)
    assert interface.text(NAME) and interface.text(DESCRIPTION)  # a chart: its title and its note
    window.views.show(ViewKey.HISTORY)
    assert not unnamed(window.views.pane(ViewKey.HISTORY))
    for dialog in (
        RulesDialog(table.controller.rules, window),
        SettingsDialog(table.controller.settings, window),
        AboutDialog("1.0", window),
        KeyboardDialog(window.acts.keyboard_groups(), window),
    ):
        dialog.show()
        assert not unnamed(dialog), type(dialog).__name__
        dialog.close()
    assert checked == dashboard.tabs.count()


def test_the_walk_finds_a_widget_with_no_name(qtbot: Any) -> None:
    """The check itself: a bare icon button (no text, no name) is caught."""
    root = QWidget()
    qtbot.addWidget(root)
    button = QToolButton(root)  # an icon and no words
    root.show()
    assert unnamed(root)
    button.setAccessibleName("Play")
    assert not unnamed(root)


def test_cards_turned_together_are_named_in_dealing_order(qtbot: Any) -> None:
    """Reveal all turns the cards at once; whichever flip ends first, they are said as dealt."""
    from baccarat_desktop.engine.cards import parse_cards
    from baccarat_desktop.ui.felt.cards import CardItem

    four, two, five, three, burn = parse_cards(["4S", "2H", "5D", "3C", "9S"])
    cards = [
        CardItem(three, dealt_to=(Hand.BANKER, 1)),
        CardItem(burn),
        CardItem(two, dealt_to=(Hand.BANKER, 0)),
        CardItem(five, dealt_to=(Hand.PLAYER, 1)),
        CardItem(four, dealt_to=(Hand.PLAYER, 0)),
    ]
    ordered = sorted(cards, key=dealing_order)
    assert [item.card for item in ordered] == [four, two, five, three, burn]
