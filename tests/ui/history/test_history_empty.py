"""With no hand to show, the hand history says why and what to do (issue 27): an empty history showed
the headings of a hand ("Choose a hand", "How it was dealt", a cut "Bets") with nothing under them.
Measured on the painted words of the detail area."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.history.browser import HistoryBrowser
from baccarat_desktop.viewmodels.history_browser import HandFilter
from tests.analytics.helpers import seeded_history
from tests.ui.text_probe import widget_text

HAND_HEADINGS = (
    "How it was dealt",
    "Bets",
    "Odds before this hand",
    "Replay on the felt",
    "Shoe's scoreboard",
)


def _browser(qtbot: Any, path: Path, size: tuple[int, int]) -> HistoryBrowser:
    browser = HistoryBrowser(path)
    qtbot.addWidget(browser)
    browser.resize(*size)
    browser.show()
    qtbot.waitExposed(browser)
    qtbot.wait(20)  # the browser refits once shown
    return browser


def _painted(browser: HistoryBrowser, *, whole: bool = True) -> list[Any]:
    """The runs of text the detail area paints (``whole``: each wholly inside the area's viewport,
    as an empty state is; a hand's detail scrolls)."""
    scroll = browser.detail_scroll
    runs = widget_text(scroll.viewport())
    room = QRectF(scroll.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    cut = [run.text for run in runs if run.clipped or not room.contains(run.rect)]
    assert not whole or cut == [], f"words cut at the detail's edge: {cut}"
    return runs


@pytest.mark.parametrize("size", [(1280, 600), (1024, 520), (684, 520)])
def test_an_empty_history_says_how_to_get_hands(qtbot: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    path = tmp_path / "history.sqlite3"
    with History.open(path):
        pass
    browser = _browser(qtbot, path, size)
    words = " ".join(run.text for run in _painted(browser))
    assert "No hands yet" in words
    assert "Deal" in words and "Table" in words, f"what to do to get a hand: {words!r}"
    for heading in HAND_HEADINGS:
        assert heading not in words, f"{heading!r} shown with no hand: {words!r}"
    assert browser.detail_panel.empty


def test_filters_that_match_no_hand_say_so(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "history.sqlite3", first=30, second=0)
    browser = _browser(qtbot, path, (1280, 600))
    shown = " ".join(r.text for r in _painted(browser, whole=False))
    assert not browser.detail_panel.empty and "Replay on the felt" in shown
    browser.set_filter(HandFilter(spot=BetSpot.DRAGON_7))
    qtbot.waitUntil(lambda: browser.detail_panel.empty)
    words = " ".join(run.text for run in _painted(browser))
    assert "No hands match these filters" in words and "Clear filters" in words
    for heading in HAND_HEADINGS:
        assert heading not in words, f"{heading!r} shown with no hand: {words!r}"
    browser.clear_filters()
    qtbot.waitUntil(lambda: not browser.detail_panel.empty)
    words = " ".join(run.text for run in _painted(browser, whole=False))
    assert "How it was dealt" in words and "No hands" not in words
