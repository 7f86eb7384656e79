"""The lobby (ui/lobby/): cards that follow their tables, flow into columns, read out in words, move
by the arrows and sit down by Enter; in the window, a lazy view that applies a table's rules."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.floor import Pace, builtin_tables
from baccarat_desktop.engine.money import format_cents
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.ui.lobby.card import MOST_CELL, card_height, plan_card
from baccarat_desktop.ui.lobby.page import LEAST_CARD, MOST_CARD, LobbyPage, plan_grid
from baccarat_desktop.ui.lobby.words import card_description, card_name, tags
from baccarat_desktop.ui.look.palette import set_text_scale
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.viewmodels.floor import Floor
from baccarat_desktop.viewmodels.scoreboard import RoadId
from baccarat_desktop.viewmodels.settings import RoadMarks, SqueezeMode
from baccarat_desktop.viewmodels.table_controller import Phase

from ..conftest import PLAYER_NATURAL_9, stacked

pytestmark = pytest.mark.usefixtures("qapp")  # the card's layout measures its type


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def floor_at(clock: FakeClock, warm: int = 20) -> Floor:
    return Floor(
        builtin_tables(),
        clock=clock,
        seeds=lambda t: DerivedSeeds(len(t.key)),
        warm_up=lambda _t: warm,
        timer=False,
    )


CLOCK = FakeClock()


@pytest.fixture
def page(qtbot: Any) -> LobbyPage:
    CLOCK.now = 0.0
    shown = LobbyPage(floor_at(CLOCK))
    qtbot.addWidget(shown)
    shown.resize(1280, 640)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def step(floor: Floor, clock: FakeClock) -> list[str]:
    due = floor.next_due()
    assert due is not None
    clock.now = due
    return floor.run_due()


# -- the grid ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("width", "height", "columns"), [(1000, 480, 3), (1240, 560, 3), (1400, 900, 2)])
def test_the_cards_flow_into_the_columns_the_room_holds(width: int, height: int, columns: int) -> None:
    plan = plan_grid(6, width, height)
    assert plan.columns == columns
    assert LEAST_CARD <= plan.card_width <= MOST_CARD
    assert plan.columns * plan.card_width <= width


def test_a_narrow_room_stacks_the_cards_and_scrolls() -> None:
    plan = plan_grid(6, 500, 400)
    assert plan.columns == 1 and plan.height(6) > 400


def test_larger_text_takes_wider_cards() -> None:
    usual = plan_grid(6, 1240, 560)
    set_text_scale(150)
    larger = plan_grid(6, 1240, 560)
    assert larger.columns < usual.columns and larger.card_height > usual.card_height
    assert plan_card(larger.card_width).bead.columns >= plan_card(usual.card_width).bead.columns


def test_a_wide_card_draws_larger_cells_and_more_columns() -> None:
    small, large = plan_card(300), plan_card(620)
    assert large.big.cell > small.big.cell and large.big.cell <= MOST_CELL
    assert large.big.columns + large.bead.columns >= small.big.columns + small.bead.columns
    assert card_height(620) > card_height(300)
    for plan in (small, large):  # nothing leaves the card
        assert plan.board.right() <= plan.width and plan.button.right() <= plan.width
        assert plan.footer.bottom() < plan.height


# -- the words --------------------------------------------------------------------------------------
def test_a_card_says_its_table_limits_hands_counts_and_last_results() -> None:
    floor = floor_at(FakeClock(), warm=12)
    state = floor.state("classic")
    stats = state.roads.stats
    assert card_name(state) == f"Classic, {format_cents(500)} – {format_cents(500_000)}"
    words = card_description(state)
    assert "12 hands" in words
    assert f"Banker {stats.banker}, Player {stats.player}, Tie {stats.tie}" in words
    last = {"B": "Banker", "P": "Player", "T": "Tie"}[state.roads.results[-1]]
    assert f"{last} (latest)." in words.split("Big Road")[0]
    assert "Big Road: " in words and "Enter sits down" in words


def test_a_cards_tags_put_the_telling_ones_first() -> None:
    floor = floor_at(FakeClock())
    assert tags(floor.state("speed"))[0] == Pace.SPEED.label
    assert tags(floor.state("squeeze"))[0] == "Squeeze"
    assert "EZ Baccarat" not in tags(floor.state("ez"))  # its name says it already


# -- the page follows the floor -------------------------------------------------------------------
def test_each_card_follows_its_table(page: LobbyPage, qtbot: Any) -> None:
    floor = page.floor
    before = {card.key: card.state.hands for card in page.cards}
    changed = step(floor, CLOCK)
    (key,) = changed
    card = page.card(key)
    assert card.state == floor.state(key)
    assert card.state.hands == before[key] + 1
    assert f"{card.state.hands} hands" in card.accessibleDescription()
    others = [c for c in page.cards if c.key != key]
    assert all(c.state.hands == before[c.key] for c in others)


def test_a_card_paints_the_latest_columns_of_its_roads(page: LobbyPage) -> None:
    card = page.card("classic")
    paint = card.paint_model()
    window = paint[RoadId.BEAD_PLATE]
    assert window.columns == card.plan.bead.columns
    hands = card.state.hands
    shown = min(hands, card.plan.bead.columns * 6 - (6 - hands % 6) % 6)
    assert len(window.cells) == shown  # the newest bead is on the card
    assert paint[RoadId.BIG_ROAD].columns == card.plan.big.columns


def test_the_road_marks_setting_reaches_the_cards(page: LobbyPage) -> None:
    page.set_road_marks(RoadMarks.SHAPES)
    cells = page.card("ez").paint_model()[RoadId.BIG_ROAD].cells
    assert cells and all(cell.shapes for cell in cells)


# -- keyboard and screen readers ------------------------------------------------------------------
def test_each_card_is_a_named_focusable_button(page: LobbyPage) -> None:
    for card in page.cards:
        face = QAccessible.queryAccessibleInterface(card)
        assert face is not None
        assert face.role() == QAccessible.Role.Button
        assert face.text(QAccessible.Text.Name) == card_name(card.state)
        assert "hands" in face.text(QAccessible.Text.Description)
        assert face.state().focusable
        sit = QAccessible.queryAccessibleInterface(card.button)
        assert sit is not None and sit.text(QAccessible.Text.Name).startswith("Sit down at ")


def test_the_arrows_move_from_card_to_card(page: LobbyPage, qtbot: Any) -> None:
    columns = page.grid.plan.columns
    assert columns >= 2
    page.focus_card(0)
    qtbot.waitUntil(lambda: page.cards[0].hasFocus())
    QTest.keyClick(page.cards[0], Qt.Key.Key_Right)
    assert page.cards[1].hasFocus()
    QTest.keyClick(page.cards[1], Qt.Key.Key_Down)
    assert page.cards[1 + columns].hasFocus()
    QTest.keyClick(page.cards[1 + columns], Qt.Key.Key_Up)
    assert page.cards[1].hasFocus()
    QTest.keyClick(page.cards[1], Qt.Key.Key_End)
    assert page.cards[-1].hasFocus()
    QTest.keyClick(page.cards[-1], Qt.Key.Key_Right)  # nothing past the last
    assert page.cards[-1].hasFocus()
    QTest.keyClick(page.cards[-1], Qt.Key.Key_Home)
    assert page.cards[0].hasFocus()


def test_enter_space_and_the_button_sit_down_a_click_on_the_card_does_not(
    page: LobbyPage, qtbot: Any
) -> None:
    asked: list[str] = []
    page.sit_requested.connect(asked.append)
    card = page.card("ez")
    card.setFocus()
    QTest.keyClick(card, Qt.Key.Key_Return)
    QTest.keyClick(card, Qt.Key.Key_Space)
    card.button.click()
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.plan.board.center().toPoint())
    assert asked == ["ez", "ez", "ez"]


# -- in the window -----------------------------------------------------------------------------------
def test_the_lobby_is_a_lazy_view_with_its_own_menu_item(make_table: Any) -> None:
    from baccarat_desktop.ui.window.parts import ViewKey

    window = make_table(stacked(PLAYER_NATURAL_9)).window
    assert window.views.pane(ViewKey.LOBBY) is None  # nothing is built (or dealt) before it is shown
    item = next(a for a in window.acts.views if a.shortcut().toString() == "Ctrl+4")
    item.trigger()
    page = window.views.pane(ViewKey.LOBBY)
    assert isinstance(page, LobbyPage) and window.tabs.currentWidget() is page
    assert [card.key for card in page.cards] == [t.key for t in builtin_tables()]
    assert window.focusWidget() is page.cards[0]  # the keyboard comes in on the first table


def test_enter_on_a_card_sits_down_instead_of_dealing(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.ui.dialogs import questions
    from baccarat_desktop.ui.window.parts import ViewKey

    asked: list[str] = []

    def confirm(cls: Any, parent: Any, title: str, text: str, **_: Any) -> bool:
        asked.append(title)
        return True

    monkeypatch.setattr(questions.Confirm, "ask", classmethod(confirm))
    table = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9))
    window, controller = table.window, table.controller
    with qtbot.waitActive(window):  # shortcuts go to the active window, as on a desktop
        window.activateWindow()
    window.views.show(ViewKey.LOBBY)
    page = window.views.pane(ViewKey.LOBBY)
    page.grid.setFocus()  # the bare page: Enter is the window's Deal there, as on every pane
    controller.select_chip_index(2)  # $25: above the table minimum
    controller.place_chip(BetSpot.PLAYER)
    QTest.keyClick(page.grid, Qt.Key.Key_Return)
    assert controller.hands_in_shoe == 1  # (so the key below would have dealt, had the card not taken it)
    assert window.views.current.key == ViewKey.TABLE  # Deal brings the table forward
    window.views.show(ViewKey.LOBBY)
    controller.place_chip(BetSpot.PLAYER)  # Deal is on again: Enter would deal, were it the window's
    assert window.acts[Act.DEAL].isEnabled()
    session = controller.session_id
    card = page.card("squeeze")
    card.setFocus()
    assert QApplication.focusWidget() is card
    QTest.keyClick(card, Qt.Key.Key_Return)
    assert window.views.current.key == ViewKey.TABLE
    assert asked == ["New table rules"]  # the Settings path's own question
    assert controller.rules == page.floor.table("squeeze").rules
    assert controller.settings.squeeze is SqueezeMode.MY_SIDE
    assert controller.session_id != session  # a new session at the new table's rules
    # Enter sat down (a new session, joining the squeeze table's shoe as it stands); it did not deal.
    assert controller.seat_key == "squeeze" and controller.phase is Phase.BETTING
    assert controller.hands_in_shoe == page.floor.state("squeeze").hands
    assert controller.last_result is None  # the new session has played no hand


def test_sitting_at_a_table_with_the_rules_in_play_asks_nothing(make_table: Any) -> None:
    from baccarat_desktop.ui.window.parts import ViewKey

    table = make_table(stacked(PLAYER_NATURAL_9))
    window, controller = table.window, table.controller
    window.views.show(ViewKey.LOBBY)
    lobby = window.views[ViewKey.LOBBY]
    classic = lobby.floor.table("classic")
    assert controller.rules == classic.rules and classic.rules.variant is Variant.COMMISSION
    session = controller.session_id
    lobby.sit_down("classic")  # no Confirm: conftest fails the test if one is asked
    assert window.views.current.key == ViewKey.TABLE and controller.session_id == session


def test_a_cards_roads_are_the_scoreboards_own_cells() -> None:
    """road_windows is paint_roads without the Ask overlays: the same cells where the road fits."""
    from baccarat_desktop.engine.roads import compute_roads, parse_results
    from baccarat_desktop.viewmodels.scoreboard import VisibleColumns, paint_roads, road_windows

    roads = compute_roads(parse_results("BBPTPPPBBBBBBBPTTPBP"))
    for marks in RoadMarks:
        wide = VisibleColumns(6, 20, 0, 0, 0)
        painted = paint_roads(roads, wide, marks=marks)
        windows = road_windows(roads, wide, marks)
        for road in (RoadId.BEAD_PLATE, RoadId.BIG_ROAD):
            assert windows[list(RoadId).index(road)].cells == painted.road(road).cells
    narrow = road_windows(roads, VisibleColumns(2, 3, 0, 0, 0))
    assert {c.road_column for c in narrow[1].cells} == {3, 4, 5}  # the latest columns


def test_between_shoes_a_card_says_shuffling() -> None:
    from baccarat_desktop.ui.lobby.words import hands_text

    floor = floor_at(FakeClock(), warm=500)  # dealt to the shoe's last hand
    state = floor.state("classic")
    assert state.shuffling and hands_text(state) == "Shuffling"
    assert "Shuffling" in card_description(state)


def test_the_floor_stops_when_the_window_closes(make_table: Any) -> None:
    from baccarat_desktop.ui.window.parts import ViewKey

    window = make_table(stacked(PLAYER_NATURAL_9)).window
    window.views.show(ViewKey.LOBBY)
    floor = window.views[ViewKey.LOBBY].floor
    assert floor is not None and floor._timer is not None and floor._timer.isActive()
    window.views.close()
    assert floor._timer is None


def test_a_larger_text_size_lays_the_cards_out_again(page: LobbyPage) -> None:
    before = page.cards[0].height()
    set_text_scale(150)
    page.dress(1.0)  # what the window's views.dress does when the text size changes
    card = page.cards[0]
    assert card.height() > before and card.height() == card_height(card.width())
    assert card.plan.button.right() <= card.width()


# -- a table of one's own -----------------------------------------------------------------------------
def test_a_table_the_player_sets_up_joins_the_floor_and_the_lobby(
    make_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.engine.floor import custom_table
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.ui.dialogs import questions
    from baccarat_desktop.ui.lobby.setup import TableSetup
    from baccarat_desktop.ui.window.parts import ViewKey

    asked: list[int] = []

    def ask(cls: Any, parent: Any, number: int) -> Any:
        asked.append(number)
        return custom_table(number, TableRules(decks=6, min_bet_cents=100), Pace.SPEED, name="Late night")

    monkeypatch.setattr(TableSetup, "ask", classmethod(ask))
    monkeypatch.setattr(questions.Confirm, "ask", classmethod(lambda cls, *a, **k: True))
    window = make_table(stacked(PLAYER_NATURAL_9)).window
    window.views.show(ViewKey.LOBBY)
    page = window.views.pane(ViewKey.LOBBY)
    before = len(page.cards)
    page.setup.click()
    assert asked == [1] and len(page.cards) == before + 1
    card = page.cards[-1]
    assert card.key == "custom-1" and card.isVisible() and card.width() == page.cards[0].width()
    assert card.state.hands > 0 and card_name(card.state).startswith("Late night, ")
    assert window.focusWidget() is card
    lobby = window.views[ViewKey.LOBBY]
    lobby.sit_down("custom-1")
    assert window.controller.settings.speed and window.controller.settings.decks == 6


def test_the_setup_form_makes_the_table_it_shows_and_refuses_what_the_rules_refuse(qtbot: Any) -> None:
    from baccarat_desktop.ui.lobby.setup import TableSetup

    form = TableSetup(2)
    qtbot.addWidget(form)
    form.name.setText("High roller")
    form.variant.setCurrentIndex(form.variant.findData(Variant.EZ))
    form.decks.setCurrentIndex(form.decks.findData(6))
    form.minimum.setValue(100.0)
    form.maximum.setValue(50_000.0)
    form.squeeze.setChecked(True)
    table = form.table()
    assert (table.key, table.name, table.squeeze, table.pace) == (
        "custom-2",
        "High roller",
        True,
        Pace.NORMAL,
    )
    assert table.rules.variant is Variant.EZ and table.rules.decks == 6
    assert (table.rules.min_bet_cents, table.rules.max_bet_cents) == (10_000, 5_000_000)
    form.minimum.setValue(60_000.0)  # above the maximum: the rules refuse it, the form says so
    form.accept()
    assert form.result() != form.DialogCode.Accepted and form.refusal.isVisibleTo(form)
    assert "minimum" in form.refusal.text()


def test_the_focus_ring_shows_for_the_keyboard_not_for_a_click(page: LobbyPage, qtbot: Any) -> None:
    card = page.cards[1]
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.plan.board.center().toPoint())
    qtbot.waitUntil(card.hasFocus)
    assert not card._ring
    page.focus_card(2)
    qtbot.waitUntil(page.cards[2].hasFocus)
    assert page.cards[2]._ring


def test_the_player_can_sit_at_every_kind_of_table(make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from baccarat_desktop.ui.dialogs import questions
    from baccarat_desktop.ui.window.parts import ViewKey

    monkeypatch.setattr(questions.Confirm, "ask", classmethod(lambda cls, *a, **k: True))
    table = make_table(stacked(PLAYER_NATURAL_9))
    window = table.window
    window.views.show(ViewKey.LOBBY)
    lobby = window.views[ViewKey.LOBBY]
    for floor_table in reversed(builtin_tables()):
        window.views.show(ViewKey.LOBBY)
        lobby.sit_down(floor_table.key)
        settings = table.controller.settings
        assert table.controller.rules == floor_table.rules, floor_table.key
        assert settings.speed is (floor_table.pace is Pace.SPEED)
        assert (settings.squeeze is not SqueezeMode.OFF) is floor_table.squeeze
        assert window.views.current.key == ViewKey.TABLE
