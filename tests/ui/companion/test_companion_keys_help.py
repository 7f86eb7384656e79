"""Help > Keyboard lists every key the Companion page answers to, read from the page's one key table
(ui/companion/keys.py), and the views' own keys (Companion, Backtest): a key the page takes that the
help does not list fails here."""

from __future__ import annotations

from typing import Any

from baccarat_desktop.ui.companion.keys import COMPANION_KEYS, key_text
from baccarat_desktop.ui.companion.page import CompanionPage
from baccarat_desktop.ui.window.keyboard_help import KeyboardDialog
from baccarat_desktop.ui.window.parts import ViewKey


def test_help_lists_each_companion_key(make_table: Any) -> None:
    table = make_table()
    table.window.views.show(ViewKey.COMPANION)
    page = table.window.views.pane(ViewKey.COMPANION)
    assert isinstance(page, CompanionPage)
    dialog = KeyboardDialog(table.window.acts.keyboard_groups(), table.window)
    try:
        assert "The Companion" in dialog.headings()
        listed = dialog.listed()
        keys_listed = {key for _what, keys in listed for key in keys.split(", ")}
        # Every key the page itself answers to (its map, as built): none missing from the help.
        taken = {key_text(key) for key in page._keys}
        assert len(taken) >= 15
        assert taken <= keys_listed, taken - keys_listed
        # Row by row, as the table words them, with every key of the row.
        for what, keys in COMPANION_KEYS:
            assert (what, ", ".join(key_text(k) for k, _ in keys)) in listed, what
        assert ("Log the hand: Banker, Player or Tie", "B, P, T") in listed
        assert ("Take back the last hand", "Backspace, Ctrl+Z") in listed
        # The two views' own keys (the Backtest view has none but its view key).
        assert ("Companion", "Ctrl+5") in listed
        assert ("Backtest", "Ctrl+6") in listed
    finally:
        dialog.close()
