"""The Companion page in the game's window: a shoe logged by keyboard (one key a hand), undone and
corrected, its cards typed; the roads on the page are the logged results; at the table no odds,
no counts and no card field are shown, and the page says why."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.roads import RoadBuilder, RoadEntry
from baccarat_desktop.storage import tracked
from baccarat_desktop.ui.companion.page import CompanionPage, hand_line
from baccarat_desktop.ui.companion.sitting import SittingChoice, SittingForm
from baccarat_desktop.ui.window.parts import ViewKey
from baccarat_desktop.viewmodels.companion import Mark
from baccarat_desktop.viewmodels.scoreboard import RoadId


def open_companion(make_table: Any, monkeypatch: pytest.MonkeyPatch, qtbot: Any) -> tuple[Any, CompanionPage]:
    """The window (active, so the keyboard focus is real), the Companion shown and a sitting started
    by its own key (Ctrl+N)."""
    table = make_table()
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    table.window.views.show(ViewKey.COMPANION)
    page = table.window.views.pane(ViewKey.COMPANION)
    assert isinstance(page, CompanionPage)
    monkeypatch.setattr(
        SittingForm, "ask", classmethod(lambda cls, parent, decks=8: SittingChoice("Wynn", "Salon 8", 8))
    )
    page.setFocus()
    QTest.keyClick(page, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.model.sitting is not None and page.model.shoe_open
    return table, page


def press(widget: Any, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(widget, key)


def stored_outcomes(table: Any, page: CompanionPage) -> list[Outcome]:
    assert page.model.sitting is not None
    shoe = tracked.open_shoe(table.history, page.model.sitting.id)
    assert shoe is not None
    return [entry.hand.outcome for entry in tracked.effective_hands(table.history, shoe.id)]


def test_one_key_a_hand_stored_at_once_and_the_roads_are_the_logged_results(
    make_table: Any, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    table, page = open_companion(make_table, monkeypatch, qtbot)
    dock = table.window.scoreboard_dock
    dock_shown = dock.isVisible()
    letters = "BBBPPTBPBBBBBBPT"
    keys = {"B": Qt.Key.Key_B, "P": Qt.Key.Key_P, "T": Qt.Key.Key_T}
    for number, letter in enumerate(letters, start=1):
        press(QApplication.focusWidget() or page, keys[letter])
        assert len(stored_outcomes(table, page)) == number  # stored as the key is pressed
    assert "".join(o.letter for o in stored_outcomes(table, page)) == letters
    assert dock.isVisible() == dock_shown  # B logged a Banker: the window's B (the scoreboard) kept out
    expected = RoadBuilder([RoadEntry(Outcome.from_letter(c)) for c in letters]).roads()
    paint = page.board.paint_model()
    big = paint.road(RoadId.BIG_ROAD).cells
    assert [(c.road_column, c.row) for c in big] == [(c.column, c.row) for c in expected.big_road]
    beads = paint.road(RoadId.BEAD_PLATE).cells
    assert "".join(c.letter for c in beads) == letters
    assert page.hands.count() == len(letters)
    page.board.ask_player_button.click()  # Ask Player blinks where the next Player would go
    assert page.board.is_flashing and page.board.flash_outcome is Outcome.PLAYER
    assert page.hasFocus() or page.isAncestorOf(QApplication.focusWidget())  # the keys stay on the page
    assert page.hands.item(0).text() == hand_line(1, page.model.hands[0])


def test_marks_undo_and_correct_by_keyboard(
    make_table: Any, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    table, page = open_companion(make_table, monkeypatch, qtbot)
    press(page, Qt.Key.Key_2, Qt.Key.Key_N)  # a Banker pair and a natural seen on the coming hand
    assert page.model.marks == {Mark.BANKER_PAIR, Mark.NATURAL}
    assert page.mark_buttons[Mark.BANKER_PAIR].isChecked()
    press(page, Qt.Key.Key_B, Qt.Key.Key_P, Qt.Key.Key_P)
    assert page.model.hands[0].banker_pair and page.model.hands[0].natural
    assert not page.mark_buttons[Mark.BANKER_PAIR].isChecked()  # the marks went with their hand
    press(page, Qt.Key.Key_Backspace)
    assert stored_outcomes(table, page) == [Outcome.BANKER, Outcome.PLAYER]
    page.hands.setCurrentRow(0)
    page.hands.item(0).setSelected(True)
    press(page, Qt.Key.Key_E)
    assert page.model.correcting == 0 and "Correcting hand 1" in page.message.text()
    press(page, Qt.Key.Key_T)
    assert page.model.correcting is None
    assert stored_outcomes(table, page) == [Outcome.TIE, Outcome.PLAYER]
    assert page.board.paint_model().road(RoadId.BEAD_PLATE).cells[0].letter == "T"
    press(page, Qt.Key.Key_E, Qt.Key.Key_Escape)  # a correction left: nothing changes
    assert page.model.correcting is None and stored_outcomes(table, page) == [Outcome.TIE, Outcome.PLAYER]
    rows = table.rows("SELECT action FROM tracked_hands ORDER BY id")
    assert [r["action"] for r in rows] == ["add", "add", "add", "undo", "correct"]


def test_cards_typed_log_the_hand_they_make(
    make_table: Any, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    table, page = open_companion(make_table, monkeypatch, qtbot)
    press(page, Qt.Key.Key_C)
    assert page.cards.hasFocus()
    QTest.keyClicks(page.cards, "3s4d/8h8c")
    QTest.keyClick(page.cards, Qt.Key.Key_Return)  # logs the cards (never deals at the felt)
    hand = page.model.hands[0]
    assert (hand.outcome, hand.banker_pair, hand.natural) == (Outcome.PLAYER, True, False)
    assert page.cards.text() == "" and page.cards.hasFocus()  # ready for the next hand's cards
    QTest.keyClicks(page.cards, "kh5d/9s2c")
    QTest.keyClick(page.cards, Qt.Key.Key_Return)
    assert "Player draws a third card" in page.message.text() and len(page.model.hands) == 1
    QTest.keyClick(page.cards, Qt.Key.Key_Escape)
    assert page.hasFocus()
    assert page.model.wait()
    assert page.odds_box.isVisibleTo(page) and page.odds_table.isVisibleTo(page)
    assert "4 cards entered" in page.counts.text()
    assert table.controller.history.hand_ids() == []  # nothing was dealt at the game's own table


def test_at_the_table_no_odds_no_counts_no_cards_and_the_law_is_said(
    make_table: Any, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    _table, page = open_companion(make_table, monkeypatch, qtbot)
    page.cards.setText("3s4d/8h8c")
    page.cards.returnPressed.emit()
    assert page.model.wait()
    assert page.odds_table.isVisibleTo(page) and not page.notice.isVisibleTo(page)
    QTest.keyClick(
        page, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert page.model.at_table and page.at_table.isChecked()
    assert not page.odds_box.isVisibleTo(page)  # no odds, no counts
    assert not page.cards.isVisibleTo(page)
    assert page.notice.isVisibleTo(page) and "NRS 465.075" in page.notice.text()
    assert "afterwards" in page.notice.text()
    press(page, Qt.Key.Key_C)  # no card field at the table
    assert not page.cards.hasFocus()
    press(page, Qt.Key.Key_P)  # the results are still logged by one key
    assert [h.outcome for h in page.model.hands] == [Outcome.PLAYER, Outcome.PLAYER]
    page.at_table.setChecked(False)
    assert not page.model.at_table and page.odds_box.isVisibleTo(page) and page.cards.isVisibleTo(page)


def test_the_view_menu_brings_the_companion_by_its_own_key(make_table: Any, qtbot: Any) -> None:
    from PySide6.QtGui import QKeySequence

    table = make_table()
    window = table.window
    (item,) = [a for a in window.acts.views if a.text() == "Co&mpanion"]
    assert item.shortcut() == QKeySequence("Ctrl+5")
    others = [a.shortcut() for a in window.acts.views if a is not item]
    assert item.shortcut() not in others  # a key of its own
    item.trigger()
    assert isinstance(window.views.pane(ViewKey.COMPANION), CompanionPage)
    assert window.views.current.key == ViewKey.COMPANION
