"""The felt's focus and words as a screen reader meets them (issue 28, items 2 to 4): entering the
felt lands on its control (not the whole felt), Tab out of it tells nothing of the felt, a bet or a
chip chosen by the keyboard is heard, and collected chips leave the area's words."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import Desktop, ScreenReader, find, focus_events, nodes, wait_until
from tests.screen_reader.playing import is_focus, tab_to
from tests.ui.conftest import PLAYER_NATURAL_9

FELT = "Baccarat table"


def landed(desktop: Desktop, reader: ScreenReader, *keys: str) -> list[dict[str, Any]]:
    """The objects the focus went to, in order, on ``keys`` (once the game has gone quiet)."""
    reader.events()
    desktop.press(*keys)
    heard = reader.wait_for(is_focus, f"the focus to move on {keys}")
    return focus_events(heard + reader.settle())


def test_entering_the_felt_the_focus_lands_on_its_control_and_leaving_tells_nothing(
    desktop_game: Any,
) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    went = landed(desktop, reader, "F6")  # from the tab bar to the felt: its first control
    assert [e["name"] for e in went][-1:] == ["$1 chip"], went
    assert went[-1]["role"] == "radio button"
    tab_to(desktop, reader, "Deal")
    went = landed(desktop, reader, "Tab")  # past the felt's last control, on to the scoreboard
    assert FELT not in [e["name"] for e in went], f"Tab out of the felt went by the whole felt: {went}"
    went = landed(desktop, reader, "shift+Tab")  # back in: at its last control
    assert [e["name"] for e in went][-1:] == ["Deal"], went
    deal = find(reader.tree(), role="push button", name="Deal")
    assert deal and "focused" in deal[0]["states"], deal


def test_a_chip_chosen_and_a_bet_placed_by_keys_are_heard(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    desktop.press("F6")
    reader.wait_for(is_focus, "the focus on the felt")
    tab_to(desktop, reader, "$100 chip")
    desktop.press("space")
    heard = reader.wait_for(
        lambda e: e["type"] == "object:state-changed:checked" and e["detail1"] == 1,
        "the chip checked by Space",
    )
    assert heard[-1]["name"] == "$100 chip" and "checked" in heard[-1]["states"], heard[-1]
    tab_to(desktop, reader, "Player, pays")
    desktop.press("space")
    heard = reader.wait_for(
        lambda e: (
            e["type"] == "object:property-change:accessible-description" and e["name"].startswith("Player")
        ),
        "the area's bet said as the chip lands",
    )
    assert heard[-1]["description"] == "$100.00 bet", heard[-1]
    desktop.press("3")  # the $25 chip by its key, the keyboard on the Player area
    heard = reader.wait_for(
        lambda e: (
            e["type"] == "object:state-changed:showing" and e.get("role") == "notification" and e["detail1"]
        ),
        "the chip chosen by its key, said",
    )
    assert heard[-1]["name"] == "$25 chip", heard[-1]


def test_collected_chips_leave_the_areas_words(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    desktop.press("F6")
    reader.wait_for(is_focus, "the focus on the felt")
    tab_to(desktop, reader, "Banker, pays")
    desktop.press("space")  # $25 on the Banker: Player wins, the dealer collects it
    described(reader, "$25.00 bet")
    tab_to(desktop, reader, "Deal")
    desktop.press("space")
    reader.wait_for(
        lambda e: (
            e["type"] == "object:state-changed:showing" and e.get("role") == "notification" and e["detail1"]
        ),
        "the result",
    )
    tree = described(reader, "no bet")  # once the chips are collected, however slow the machine
    plaque = [n for n in nodes(tree) if n.get("name", "").startswith("Bankroll")]
    assert plaque and plaque[0]["description"].startswith("Bet $0.00"), plaque


def described(reader: ScreenReader, description: str) -> dict[str, Any]:
    """The tree once the Banker area reads ``description`` (it fails if it never does)."""

    def banker_reads() -> dict[str, Any] | None:
        tree = reader.tree()
        banker = find(tree, role="push button", name="Banker, pays 0.95 to 1")
        return tree if banker and banker[0]["description"] == description else None

    found: dict[str, Any] = wait_until(banker_reads, 30, f"the Banker area to read {description!r}", poll=0.3)
    return found


def test_orca_lands_on_the_felts_control_and_says_the_chip_chosen(desktop_game: Any) -> None:
    """Orca 43, speaking to its log: F6 into the felt says the first chip (after the felt as the
    context it enters), never the whole felt after it; Space on a chip says it is selected; a
    chip's number key says the chip; Shift+Tab back from the scoreboard ends on "Deal"."""
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    orca = desktop.start_orca()
    desktop.focus_window("Baccarat Desktop")
    orca.mark()
    desktop.press("F6")
    orca.wait_for("Key 1.")
    reader.settle()
    said = orca.since_mark()
    assert said[-3:] == ["$1 chip.", "not selected radio button", "Key 1."], said
    assert not any("arrow keys" in line for line in said), f"Orca read the whole felt: {said}"
    orca.mark()
    desktop.press("space")
    assert orca.wait_for("selected")[-1] == "selected"
    orca.mark()
    desktop.press("4")  # the $100 chip, by its key
    orca.wait_for("$100 chip")
    tab_to(desktop, reader, "Deal")
    orca.mark()
    desktop.press("Tab")  # out to the scoreboard, and back
    # Heard before going back, as a person hears it: Orca skips a focus it has yet to handle once
    # a later one came, and would not move back to a Deal it never left.
    orca.wait_for("Scoreboard page tab")
    orca.mark()
    desktop.press("shift+Tab")
    orca.wait_for("Deal push button")
    reader.settle()
    said = orca.since_mark()
    assert said[-1] == "Deal push button.", said
    assert not any("arrow keys" in line for line in said), f"Orca read the whole felt: {said}"


DEALT = ("Player's first card", "Banker's first card", "Player's second card", "Banker's second card")


def test_cards_are_named_by_their_place_while_dealt_and_by_their_face_once_turned(desktop_game: Any) -> None:
    """Read over and over while a hand is dealt at Normal speed, the cards on the felt are always
    the first ones of the dealing order (a card on its way is named by the place it goes to, not
    by the other hand's box it crosses); once the hand is shown, a reader that keeps what it has
    read (libatspi's cache) names every card by its face."""
    desktop, reader = desktop_game(PLAYER_NATURAL_9, animation_speed="normal")
    desktop.focus_window("Baccarat Desktop")
    reader.events()
    desktop.press("space")  # deal: nothing on the felt has the keyboard
    seen: set[tuple[str, ...]] = set()

    def cards_now() -> tuple[str, ...]:
        return tuple(n["name"] for n in nodes(reader.tree()) if n.get("role") == "image")

    def shown() -> bool:
        seen.add(cards_now())
        return any(e.get("role") == "notification" and e["detail1"] for e in reader.events())

    wait_until(shown, 20, "the result")
    for names in seen:
        places = [name.partition(":")[0].removesuffix(", face down") for name in names]
        assert places == list(DEALT[: len(places)]), f"cards read as {names}"
    assert cards_now() == (
        "Player's first card: Four of spades",
        "Banker's first card: Two of hearts",
        "Player's second card: Five of diamonds",
        "Banker's second card: Three of clubs",
    )
