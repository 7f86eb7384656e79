"""A hand played by keyboard alone, read as a screen reader reads it: the result reaches every
screen reader (FeltSpeaker.announce: the announcement, and a notification for Orca 43)."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import Desktop, ScreenReader, find, focus_events
from tests.ui.conftest import PLAYER_NATURAL_9


def tab_to(
    desktop: Desktop, reader: ScreenReader, name: str, key: str = "Tab", most: int = 40
) -> dict[str, Any]:
    """Press ``key`` until the focus lands on the object whose name starts with ``name`` (each press
    waits for the focus to move, however busy the machine)."""
    reader.events()
    for _ in range(most):
        desktop.press(key)
        heard = reader.wait_for(is_focus, f"the focus to move on {key}")
        landed = focus_events(heard + reader.settle(quiet=0.3))
        if landed[-1]["name"].startswith(name):
            return landed[-1]
    raise AssertionError(f"{key} never reached {name!r}")


def is_focus(event: dict[str, Any]) -> bool:
    return event["type"] == "object:state-changed:focused" and bool(event["detail1"])


def test_the_result_of_a_keyboard_hand_is_spoken_as_a_notification(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    desktop.press("F6")
    reader.wait_for(is_focus, "the focus on the felt")
    tab_to(desktop, reader, "$25 chip")
    desktop.press("space")
    tab_to(desktop, reader, "Player, pays")
    desktop.press("space")
    tab_to(desktop, reader, "Deal")
    desktop.press("space")
    heard = reader.wait_for(
        lambda e: (
            e["type"] == "object:state-changed:showing" and e.get("role") == "notification" and e["detail1"]
        ),
        "the result shown as a notification",
    )
    notice = heard[-1]
    assert notice["name"].startswith("Player wins 9 to 5"), notice
    assert "$25.00" in notice["name"], notice
    assert any(e["type"] == "object:announcement" for e in heard), (
        "the announcement is kept for newer readers"
    )
    tree = reader.tree()
    assert find(tree, role="notification", name=notice["name"]), "a reader that looks later finds the result"
