"""The squeeze by keyboard, read as a screen reader reads it: the reader's focus goes to the card
being squeezed, each peel and each turn is said, no card is named before the felt shows its face,
and the focus comes back to the felt's control once every card is turned."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import Desktop, ScreenReader, focus_events, wait_until
from tests.screen_reader.playing import tab_to
from tests.ui.conftest import PLAYER_NATURAL_9

# PLAYER_NATURAL_9 is dealt P B P B: the squeeze takes the cards in that order.
CARDS = (
    ("Player's first card", "Four of spades"),
    ("Banker's first card", "Two of hearts"),
    ("Player's second card", "Five of diamonds"),
    ("Banker's second card", "Three of clubs"),
)


def words(event: dict[str, Any]) -> str:
    """Everything an event lets a reader say."""
    return " ".join(str(event.get(key) or "") for key in ("name", "description", "data"))


def focus_on(name: str) -> Any:
    return lambda e: e["type"] == "object:state-changed:focused" and e["detail1"] == 1 and e["name"] == name


def said(text: str) -> Any:
    """An event that speaks ``text`` without focus moving: the announcement or the notification."""
    return lambda e: e["type"] != "object:state-changed:focused" and text in words(e)


def hear(reader: ScreenReader, match: Any, what: str, since: int) -> dict[str, Any]:
    """The first event heard since ``since`` (an index in ``reader.heard``) that matches, waited for."""

    def found() -> dict[str, Any] | None:
        reader.events()
        return next((e for e in reader.heard[since:] if match(e)), None)

    return wait_until(found, 20, what)  # type: ignore[no-any-return]


def squeeze_dealt(desktop: Desktop, reader: ScreenReader) -> None:
    """Every card squeezed ("all"), dealt by the felt's Deal button from the keyboard."""
    desktop.press("F6")
    reader.settle()
    tab_to(desktop, reader, "Deal")
    desktop.press("space")


def test_the_keyboard_squeeze_is_followed_and_heard_and_names_no_card_early(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9, squeeze="all")
    squeeze_dealt(desktop, reader)
    heard = reader.wait_for(focus_on("Player's first card, face down, being squeezed"), "focus on the card")
    card = heard[-1]
    assert card["role"] == "image" and "focused" in card["states"], card
    assert "arrow keys peel" in card["description"] and "Enter turns it over" in card["description"], card
    assert not [e for e in focus_events(heard) if e["name"] == "Deal"], "focus left on the Deal button"

    desktop.press("Up")
    step = reader.wait_for(
        lambda e: e["type"] == "object:property-change:accessible-description" and "Peeled" in words(e),
        "the first peel said",
    )[-1]
    assert step["data"] == "Peeled 6% from the bottom edge", step
    desktop.press("Up")
    step = reader.wait_for(lambda e: "Peeled 12% from the bottom edge" in words(e), "the second peel said")[
        -1
    ]
    assert step["name"] == "Player's first card, face down, being squeezed", step

    turned_at: dict[str, int] = {}  # each card's name: how many events were heard before its turn
    for index, (place, face) in enumerate(CARDS):
        reader.settle(quiet=0.3)
        turned_at[face] = mark = len(reader.heard)
        desktop.press("Return")
        hear(reader, said(f"{place}: {face}"), f"{place} named once turned", turned_at[face])
        if index + 1 < len(CARDS):
            following = CARDS[index + 1][0]
            hear(reader, focus_on(f"{following}, face down, being squeezed"), f"focus on {following}", mark)
    # Every card turned: the focus goes back where the keyboard is, the Deal button.
    mark = turned_at[CARDS[-1][1]]
    hear(reader, focus_on("Deal"), "focus back on Deal", mark)
    hear(reader, said("Player wins 9 to 5"), "the result", mark)

    for face, mark in turned_at.items():
        early = [e for e in reader.heard[:mark] if face in words(e)]
        assert not early, f"{face} named before it was turned: {early[0]}"


def orca_says(desktop: Desktop, orca: Any, words: str) -> list[str]:
    """What Orca said since the mark, once ``words`` is among it (its log is written line by line:
    orca_logged.py)."""
    return orca.wait_for(words)  # type: ignore[no-any-return]


def test_orca_says_the_squeeze_card_by_card(desktop_game: Any) -> None:
    """Orca 43 (Debian 12's) speaking to its log: the card on the stage and its keys, each peel,
    and each card's face in full (its words are not cut short by the next card's focus)."""
    desktop, reader = desktop_game(PLAYER_NATURAL_9, squeeze="all", animation_speed="normal")
    orca = desktop.start_orca()
    desktop.focus_window("Baccarat Desktop")
    desktop.press("F6")
    tab_to(desktop, reader, "Deal")
    orca_says(desktop, orca, "Deal push button")
    orca.mark()
    desktop.press("space")
    orca_says(desktop, orca, "Player's first card, face down, being squeezed")
    orca_says(desktop, orca, "The arrow keys peel it back from an edge")
    orca.mark()
    desktop.press("Up")
    orca_says(desktop, orca, "Peeled 6% from the bottom edge")
    orca.mark()
    desktop.press("Return")
    said = orca_says(desktop, orca, "Player's first card: Four of spades")
    turned = next(line for line in said if "Four of spades" in line)
    assert "Next: Banker's first card" in turned, said
    later = orca_says(desktop, orca, "Banker's first card, face down, being squeezed")
    assert later.index(turned) > later.index(
        next(line for line in later if "Banker's first card, face down" in line)
    ), "the card's face is said after the next card's focus, which would cut it short"
    orca.mark()
    desktop.press("shift+Return")  # Reveal all: the other three, then the result, in one sentence
    said = orca_says(desktop, orca, "Player wins 9 to 5")
    everything = (
        "Banker's first card: Two of hearts; Player's second card: Five of diamonds; "
        "Banker's second card: Three of clubs. Player wins 9 to 5"
    )
    assert any(everything in line for line in said), said
