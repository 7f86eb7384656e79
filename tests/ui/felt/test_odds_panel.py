"""The table's Odds panel and the hand history's odds before a hand, in the real window."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import Card
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.odds import ShoePrices, exact_odds, shoe_prices, unseen_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.ui.felt.odds_panel import FAVOURABLE_MARK, KIND
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.ui.window.parts import ViewKey
from baccarat_desktop.viewmodels.odds import expected_text, percent_text
from baccarat_desktop.viewmodels.settings import AnimationSpeed, GameSettings, load_settings
from baccarat_desktop.viewmodels.table_controller import Phase
from tests.viewmodels.test_odds_model import low_ranks_first

from ..conftest import PLAYER_NATURAL_9, stacked


def reference(rules: TableRules, seen: list[Card]) -> ShoePrices:
    return shoe_prices(exact_odds(unseen_cards(rules.decks, seen)), rules)


def seen_cards(table: Any) -> list[Card]:
    """What the player has seen of the shoe in play: its face-up burn card and its stored hands."""
    deal = table.controller.stored_shoe()
    assert deal is not None
    return [*([deal.burn_card] if deal.burn_card else []), *(c for _h, p, b in deal.hands for c in (*p, *b))]


def shown_rows(table: Any) -> dict[str, tuple[str, ...]]:
    return {
        name: tuple(cell.text() for cell in cells)
        for name, cells in table.window.odds_panel.table.rows.items()
    }


def assert_panel_shows(table: Any, want: ShoePrices) -> None:
    panel = table.window.odds_panel
    assert panel.cards.text().startswith(f"{want.cards:,} cards left unseen")
    chances = {name: label.text() for name, label in panel.table.chance_labels.items()}
    assert chances == {
        "Banker": f"Banker {percent_text(want.banker)}",
        "Player": f"Player {percent_text(want.player)}",
        "Tie": f"Tie {percent_text(want.tie)}",
    }
    rows = shown_rows(table)
    assert list(rows) == [b.spot.label for b in want.bets]
    for bet in want.bets:
        assert rows[bet.spot.label][1] == expected_text(bet.expected)


def play(table: Any, hands: int) -> None:
    for _ in range(hands):
        assert table.controller.deal() is not None


def test_the_panel_keeps_the_last_prices_until_the_hand_s_result_is_shown(
    make_table: Any, qtbot: Any
) -> None:
    table = make_table(speed=AnimationSpeed.NORMAL, show_odds=True)
    model = table.window.odds_model
    qtbot.waitUntil(lambda: not table.scene.animating and model.up_to_date, timeout=20_000)  # the burn
    before = shown_rows(table)
    assert_panel_shows(table, reference(table.controller.rules, seen_cards(table)))
    changes: list[tuple[Phase, bool]] = []
    model.changed.connect(lambda: changes.append((table.controller.phase, table.scene.animating)))
    result = table.controller.deal()
    assert result is not None
    # The cards are out of the shoe and on their way: the panel still shows the odds before them.
    qtbot.waitUntil(lambda: table.scene.announcement.text != "", timeout=20_000)  # the result is up
    assert table.controller.phase is Phase.DEALING and table.scene.animating
    assert shown_rows(table) == before and model.hands_shown == 0
    with qtbot.waitSignal(table.controller.hand_settled, timeout=20_000):
        pass
    assert model.wait()
    qtbot.waitUntil(lambda: shown_rows(table) != before, timeout=5_000)
    assert model.hands_shown == 1
    assert_panel_shows(table, reference(table.controller.rules, seen_cards(table)))
    assert changes and all(phase is Phase.BETTING for phase, _animating in changes)  # never mid-deal


def test_the_o_key_and_the_view_menu_show_and_hide_it_and_it_is_remembered(
    make_table: Any, qtbot: Any
) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    window = table.window
    assert not window.odds_dock.isVisible() and not window.odds_model.enabled
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    assert window.acts[Act.ODDS] in menu.actions()
    assert window.acts[Act.ODDS].shortcut().toString() == "O" and window.acts[Act.ODDS].isCheckable()
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_O)
    assert window.odds_dock.isVisible() and window.odds_model.enabled and window.acts[Act.ODDS].isChecked()
    assert window.odds_model.wait()
    assert_panel_shows(table, reference(table.controller.rules, seen_cards(table)))
    assert load_settings(window.store).show_odds and table.controller.settings.show_odds
    window.acts[Act.ODDS].trigger()  # the View menu's item
    assert not window.odds_dock.isVisible() and not window.odds_model.enabled
    assert not load_settings(window.store).show_odds


def test_the_settings_checkbox_shows_it(make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from baccarat_desktop.ui.dialogs import settings

    dialog = settings.SettingsDialog(GameSettings())
    assert dialog.show_odds.text() == "Show the odds of the cards left" and not dialog.show_odds.isChecked()
    dialog.show_odds.setChecked(True)
    chosen = dialog.settings()
    assert chosen.show_odds
    dialog.deleteLater()
    table = make_table(stacked(PLAYER_NATURAL_9))
    monkeypatch.setattr(settings.SettingsDialog, "ask", classmethod(lambda cls, parent, settings: chosen))
    table.window.open_settings()
    assert table.window.odds_dock.isVisible() and table.window.odds_model.enabled
    assert table.window.acts[Act.ODDS].isChecked() and load_settings(table.window.store).show_odds
    assert settings.SettingsDialog(chosen).show_odds.isChecked()  # the dialog shows the saved choice


def test_a_bet_worth_making_is_starred_explained_and_counted(make_table: Any) -> None:
    table = make_table(low_ranks_first(), show_odds=True)
    model = table.window.odds_model
    positive = 0
    for _ in range(26):
        assert model.wait()
        positive += reference(table.controller.rules, seen_cards(table)).price(BetSpot.PLAYER_PAIR).favourable  # type: ignore[union-attr]
        play(table, 1)
    assert model.wait()
    want = reference(table.controller.rules, seen_cards(table))
    pair = want.price(BetSpot.PLAYER_PAIR)
    assert pair is not None and pair.favourable
    positive += 1
    assert_panel_shows(table, want)
    rows = table.window.odds_panel.table.rows
    name, value, count = (cell.text() for cell in rows["Player Pair"])
    assert name == f"{FAVOURABLE_MARK} Player Pair" and value.startswith("+$")
    assert count == f"{positive} of 27" and positive >= 3
    assert all(cell.data(KIND) == "good" for cell in rows["Player Pair"])
    assert not rows["Banker"][0].text().startswith(FAVOURABLE_MARK) and rows["Banker"][0].data(KIND) != "good"
    explanations = table.window.odds_panel.table.explanations
    assert explanations.isVisibleTo(table.window.odds_panel)
    assert (
        f"{FAVOURABLE_MARK} Player Pair favours you now: the cards left make it return {value} "
        "per $100 on average." in explanations.text()
    )


def test_a_restart_mid_shoe_rebuilds_the_panel(make_table: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    table = make_table(low_ranks_first(), show_odds=True, data_dir=data)
    play(table, 24)
    assert table.window.odds_model.wait()
    before = shown_rows(table)
    assert any(row[0].startswith(FAVOURABLE_MARK) for row in before.values())
    table.window.close()
    table.history.close()
    again = make_table(low_ranks_first(), show_odds=True, data_dir=data)
    assert again.window.odds_dock.isVisible()
    assert again.window.odds_model.wait()
    assert again.window.odds_model.hands_shown == 24
    assert shown_rows(again) == before
    assert_panel_shows(again, reference(again.controller.rules, seen_cards(again)))


def test_the_hand_history_shows_the_odds_before_a_stored_hand(make_table: Any, qtbot: Any) -> None:
    table = make_table(low_ranks_first())
    controller = table.controller
    for _ in range(25):
        controller.select_chip(100)
        controller.place_chip(BetSpot.PLAYER_PAIR)
        controller.select_chip(500)
        controller.place_chip(BetSpot.BANKER)
        play(table, 1)
    table.window.views.show(ViewKey.HISTORY)
    browser = table.window.views.pane(ViewKey.HISTORY)
    deal = controller.stored_shoe()
    assert deal is not None
    panel = browser.detail_panel
    for row in (0, 20):  # the latest hand (late in the shoe: the pair was worth it), an early one
        browser.table.selectRow(row)
        detail = browser.current_detail
        assert browser.odds_model.wait()
        qtbot.waitUntil(lambda: panel.odds_table.rows != {}, timeout=5_000)
        want = reference(deal.rules, deal.seen_before(detail.hand_id))
        rows = {name: tuple(c.text() for c in cells) for name, cells in panel.odds_table.rows.items()}
        assert list(rows) == [b.spot.label for b in want.bets]
        for bet in want.bets:
            mark = f"{FAVOURABLE_MARK} " if bet.favourable else "   "
            assert rows[bet.spot.label] == (f"{mark}{bet.spot.label}", expected_text(bet.expected))
        assert f"{want.cards:,} cards left unseen before hand {detail.hand_no}" in panel.odds_intro.text()
        pair = want.price(BetSpot.PLAYER_PAIR)
        assert pair is not None
        verdict = "worth making" if pair.favourable else "not worth making"
        text = re.sub("<[^>]+>", "", panel.odds_worth.text()).replace(
            "\u2060", ""
        )  # the words, without their colours
        assert (
            f"Your $1.00 on Player Pair: {verdict} ({expected_text(pair.expected)} per $100 on average)"
            in text
        )
        assert "Your $5.00 on Banker: not worth making" in text
        assert pair.favourable == (row == 0)


def test_new_prices_leave_no_old_row_on_screen(make_table: Any) -> None:
    """Issue 27: the old rows' labels waited for the event loop to be deleted and meanwhile painted
    where the narrower panel had put them (a ghost 'Positive before' over the Tie chip)."""
    table = make_table(show_odds=True)
    odds = table.window.odds_panel.table
    table.window.odds_model.wait()
    view = table.window.odds_model.view
    assert view is not None
    odds.show_view(view)
    QApplication.processEvents()  # these rows on screen
    fixed = {*odds.chance_labels.values(), odds.chance_line, odds.explanations}
    assert odds.prices.isVisible() and odds.prices.rowCount() == len(view.bets)
    odds.show_view(view)  # new prices, no event loop between
    # The prices are one table whose rows are replaced: no label of an old row is left to paint.
    assert odds.prices.rowCount() == len(view.bets)
    assert [label for label in odds.findChildren(QLabel) if label not in fixed] == []


def test_a_multiplier_table_shows_what_each_dollar_paid_returns(make_table: Any) -> None:
    """Each bet's return per dollar paid out (stake and fee), the lit cards priced in, in place of the
    pay lines' figure, and the panel says so."""
    from baccarat_desktop.engine.multiplier import FEE, MULTIPLIER_SPOTS, multiplier_prices

    table = make_table(variant=Variant.MULTIPLIER, show_odds=True)
    play(table, 3)
    model = table.window.odds_model
    assert model.wait()
    panel = table.window.odds_panel
    prices = multiplier_prices(unseen_cards(table.controller.rules.decks, seen_cards(table)))
    rows = shown_rows(table)
    assert list(rows) == [spot.label for spot in MULTIPLIER_SPOTS]
    for spot, price in prices.items():
        _name, value, count = rows[spot.label]
        assert value == percent_text(price.per_outlay) and count == "0 of 4"
    titles = [panel.table.prices.horizontalHeaderItem(c).text() for c in range(3)]
    assert titles == ["Bet", "Return", "Positive before"]
    assert "lit cards and fee included" in panel.header.text()
    assert f"its {float(FEE) * 100:g}% fee" in panel.note.text() and "lit cards" in panel.note.text()


def test_the_current_cell_is_painted_as_the_others_but_for_its_focus_frame(make_table: Any) -> None:
    """The prices' current cell is selected for a reader, and nothing else: the table's own row panel
    once painted it in the system's blue (a bar across the first bet's name, in every picture)."""
    table = make_table(show_odds=True)
    table.window.odds_model.wait()
    QApplication.processEvents()
    prices = table.window.odds_panel.table.prices
    assert prices.isVisible() and prices.currentRow() == 0 and prices.rowCount() >= 2
    image = prices.viewport().grab().toImage()
    first, second = prices.visualItemRect(prices.item(0, 0)), prices.visualItemRect(prices.item(1, 0))
    # The cells' right-hand ends (the names are left-aligned): their ground only.
    at = [QPoint(rect.right() - 4, rect.center().y()) for rect in (first, second)]
    ratio = image.devicePixelRatio()
    colours = [QColor(image.pixel(round(p.x() * ratio), round(p.y() * ratio))).name() for p in at]
    assert colours[0] == colours[1], f"the current cell's ground is {colours[0]}, the others' {colours[1]}"
