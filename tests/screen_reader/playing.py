"""Playing by keyboard as a screen-reader user does, for the tests: keys through the X server, each
step waiting for where the focus lands (however busy the machine)."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import Desktop, ScreenReader, focus_events


def is_focus(event: dict[str, Any]) -> bool:
    return event["type"] == "object:state-changed:focused" and bool(event["detail1"])


def is_notice(event: dict[str, Any]) -> bool:
    """A notification shown: what Orca 43 speaks of the felt's words (FeltSpeaker.announce)."""
    return (
        event["type"] == "object:state-changed:showing"
        and event.get("role") == "notification"
        and bool(event["detail1"])
    )


def tab_to(
    desktop: Desktop, reader: ScreenReader, name: str, key: str = "Tab", most: int = 40
) -> dict[str, Any]:
    """Press ``key`` until the focus lands on the object whose name starts with ``name``."""
    reader.events()
    for _ in range(most):
        desktop.press(key)
        heard = reader.wait_for(is_focus, f"the focus to move on {key}")
        landed = focus_events(heard + reader.settle(quiet=0.3))
        if landed[-1]["name"].startswith(name):
            return landed[-1]
    raise AssertionError(f"{key} never reached {name!r}")


def play_a_hand(desktop: Desktop, reader: ScreenReader) -> list[dict[str, Any]]:
    """$25 on Player and dealt, by keyboard alone from the window's first focus (F6 onto the felt);
    the events heard from the deal up to the result's notification."""
    desktop.press("F6")
    reader.wait_for(is_focus, "the focus on the felt")
    tab_to(desktop, reader, "$25 chip")
    desktop.press("space")
    tab_to(desktop, reader, "Player, pays")
    desktop.press("space")
    tab_to(desktop, reader, "Deal")
    desktop.press("space")
    return reader.wait_for(is_notice, "the hand's result, shown as a notification")
