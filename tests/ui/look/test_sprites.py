"""One cache of rendered cards for the whole game, bounded by the memory its pixmaps take."""

from __future__ import annotations

from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.ui.history import browser as history_browser
from baccarat_desktop.ui.history.detail import CardRow
from baccarat_desktop.ui.look import sprites


def test_the_cache_keeps_to_its_budget_and_drops_the_least_recently_used(qapp: object) -> None:
    card = 100 * 140 * 4
    sheet = sprites.SpriteSheet("cards.svg", max_bytes=3 * card)
    first = sheet.pixmap("KS", QSize(100, 140))
    queen = sheet.pixmap("QH", QSize(100, 140)).cacheKey()
    sheet.pixmap("KS", QSize(100, 140))  # used again: now the most recent
    sheet.pixmap("JD", QSize(100, 140))
    assert sheet.cached_bytes == 3 * card
    sheet.pixmap("TC", QSize(100, 140))  # over budget: the Queen of hearts goes, not the King
    assert sheet.cached_bytes == 3 * card
    assert sheet.pixmap("KS", QSize(100, 140)).cacheKey() == first.cacheKey()
    assert sheet.pixmap("QH", QSize(100, 140)).cacheKey() != queen  # rendered again
    # A card turning over asks for a new width every frame: the cache stays within its budget.
    for width in range(1, 200):
        sheet.pixmap("AS", QSize(width, 140))
    assert sheet.cached_bytes <= 3 * card
    # One pixmap larger than the whole budget is still drawn (and kept alone).
    assert not sheet.pixmap("AS", QSize(400, 560)).isNull()
    assert sheet.cached_bytes == 400 * 560 * 4


def test_the_hand_history_draws_its_cards_from_the_felts_sheet(qtbot: QtBot) -> None:
    assert not hasattr(history_browser, "card_pixmap")  # no second cache of card faces
    sprites.cards.cache_clear()
    row = CardRow()
    qtbot.addWidget(row)
    row.resize(300, 110)
    row.set_cards(list(parse_cards(["KS", "TD", "7H"])))
    before = sprites.cards().cached_bytes
    row.grab()
    assert sprites.cards().cached_bytes > before
    assert sprites.cards().cached_bytes <= sprites.MAX_CACHED_BYTES
