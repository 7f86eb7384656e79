"""The status bar never makes the window wider than the screen: at 150% text in a 1024x640 window
its shoe line (1,086 px wide at that size) asked for more than the window had, so Qt made the window
1,096 wide and cut the felt off the right of a small screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import standard_deck
from baccarat_desktop.engine.shoe import Shoe


def _eight_decks() -> Shoe:
    """An eight-deck shoe in a known order, its cut card 16 from the end and a seed's commitment beside
    it, as in real play: the longest status line."""
    cards = list(standard_deck()) * 8
    return Shoe(cards, cut_position=len(cards) - 16, seed=bytes(range(32)), burns=False)


def test_a_narrow_window_at_the_largest_text_keeps_its_width_and_a_shorter_shoe_line(make_table: Any) -> None:
    table = make_table(_eight_decks, resize=False, text_size=150)
    window, controller = table.window, table.controller
    window.resize(1024, 640)
    for _ in range(2):
        controller.select_chip(2_500)
        controller.place_chip(BetSpot.BANKER)
        controller.deal()
        table.scene.skip_animations()
        QApplication.processEvents()
    label = window.status.shoe_label
    assert window.width() == 1024
    assert label.forms[0].startswith("Shoe 1 · 2 hands · ") and "cut card at" in label.forms[0]
    assert label.text() != label.forms[0] and label.text() in label.forms
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
    assert label.toolTip() == label.forms[0]  # the whole line, where the bar shows less
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert label.text() == label.forms[0] and label.toolTip() == ""


def test_a_window_restored_from_a_large_screen_takes_the_size_it_is_given(make_table: Any) -> None:
    """From 3840x2160 straight to 1024x640 (a window restored from maximised on a 4K screen): the
    status bar's words at the large chrome scale held the window at 1,205 px wide."""
    table = make_table(_eight_decks, resize=False, text_size=150)
    window = table.window
    for size in ((1024, 640), (3840, 2160), (1024, 640), (3840, 2160), (1280, 720)):
        window.resize(*size)
        QApplication.processEvents()
        assert (window.width(), window.height()) == size
