"""Orca 43 (Debian 12's screen reader) on the game, its speech logged: a hand played by keyboard
alone says where the focus is, what was bet and the result."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.playing import tab_to
from tests.ui.conftest import PLAYER_NATURAL_9


def test_orca_speaks_a_keyboard_hand(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    orca = desktop.start_orca()
    desktop.focus_window("Baccarat Desktop")
    orca.mark()
    desktop.press("F6")
    said = orca.wait_for("Key 1.")  # F6 onto the felt: where the focus is, the first chip, said last
    chip = said.index("$1 chip.")
    assert said[chip : chip + 3] == ["$1 chip.", "not selected radio button", "Key 1."], said
    assert not any("panel" in line for line in said[chip:]), f"the whole felt said after the chip: {said}"
    tab_to(desktop, reader, "$25 chip")
    orca.mark()
    desktop.press("space")
    tab_to(desktop, reader, "Player, pays")
    orca.wait_for("Player, pays 1 to 1 push button")
    orca.mark()
    desktop.press("space")
    orca.wait_for("$25.00 bet")  # what was bet, said as the chip lands
    tab_to(desktop, reader, "Deal")
    orca.wait_for("Deal push button")
    orca.mark()
    desktop.press("space")
    said = orca.wait_for("Player wins 9 to 5")
    assert any("Player wins 9 to 5. You win $25.00" in line for line in said), said
