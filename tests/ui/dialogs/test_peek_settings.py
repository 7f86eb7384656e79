"""The Peek table's rule (1 or 2 cards shown) in Settings: the table is offered (its hand stops for the
raise), the rule enabled at a Peek table only, saved and read back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.ui.dialogs.settings import SettingsDialog
from baccarat_desktop.viewmodels.settings import GameSettings, load_settings, save_settings, settings_store


def test_the_dialog_offers_peek_and_its_rule_only_there(qtbot: Any) -> None:
    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    offered = [dialog.variant.itemData(i) for i in range(dialog.variant.count())]
    assert Variant.PEEK in offered and Variant.MULTIPLIER in offered
    assert not dialog.peek_cards.isEnabled()  # a Commission table has no such rule
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.PEEK))
    assert dialog.peek_cards.isEnabled()


def test_a_saved_peek_choice_shows_with_its_cards_shown(qtbot: Any) -> None:
    dialog = SettingsDialog(GameSettings(variant=Variant.PEEK))
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.PEEK))
    assert dialog.peek_cards.isEnabled()
    assert "no side bets" in dialog.usual_note.text().replace("\xa0", " ")
    assert not any(box.isEnabled() for box in dialog.side_boxes.values())
    assert [dialog.peek_cards.itemData(i) for i in range(dialog.peek_cards.count())] == [1, 2]
    dialog.peek_cards.setCurrentIndex(dialog.peek_cards.findData(1))
    chosen = dialog.settings()
    assert chosen.variant is Variant.PEEK and chosen.side_bets == () and chosen.peek_cards == 1
    rules = chosen.table_rules()
    assert rules.variant is Variant.PEEK and rules.peek_cards == 1 and rules.side_bets == ()
    again = SettingsDialog(chosen)
    qtbot.addWidget(again)
    assert again.peek_cards.currentData() == 1 and again.peek_cards.isEnabled()


def test_the_rule_is_saved_and_read_back(tmp_path: Path) -> None:
    chosen = GameSettings(variant=Variant.PEEK, peek_cards=1)
    save_settings(settings_store(tmp_path), chosen)
    assert load_settings(settings_store(tmp_path)) == chosen
    assert GameSettings().peek_cards == 2
