"""A hand played by keyboard alone, read as a screen reader reads it: the result reaches every
screen reader (FeltSpeaker.announce: the announcement, and a notification for Orca 43)."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import find
from tests.screen_reader.playing import play_a_hand
from tests.ui.conftest import PLAYER_NATURAL_9


def test_the_result_of_a_keyboard_hand_is_spoken_as_a_notification(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    heard = play_a_hand(desktop, reader)
    notice = heard[-1]
    assert notice["name"].startswith("Player wins 9 to 5"), notice
    assert "$25.00" in notice["name"], notice
    assert any(e["type"] == "object:announcement" for e in heard), (
        "the announcement is kept for newer readers"
    )
    tree = reader.tree()
    assert find(tree, role="notification", name=notice["name"]), "a reader that looks later finds the result"
