"""The Statistics pane by keyboard, read as a screen reader reads it (issue 28, items 6 and 7): the Tab
key never lands on anything hidden or unnamed, goes from the chart switcher (a page tab list) to the
chart shown and its table of numbers and on out of the pane; each chart's numbers are a real table."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import Desktop, Orca, ScreenReader, find, focus_events
from tests.screen_reader.playing import is_focus, play_a_hand, tab_to
from tests.ui.conftest import PLAYER_NATURAL_9

CHARTS = ["Bankroll", "Win streaks", "Tie frequency", "Outcome mix", "Money by bet type", "Sessions"]


def press(desktop: Desktop, reader: ScreenReader, key: str) -> dict[str, Any]:
    """Press ``key`` and return where the focus lands (it must move, to something showing and named)."""
    reader.events()
    desktop.press(key)
    heard = reader.wait_for(is_focus, f"the focus to move on {key}")
    landed = focus_events(heard + reader.settle(quiet=0.3))[-1]
    assert "showing" in landed["states"], f"hidden focus: {landed}"
    assert landed["name"].strip(), f"unnamed focus: {landed}"
    return landed


def open_statistics(desktop: Desktop, reader: ScreenReader) -> None:
    play_a_hand(desktop, reader)
    desktop.press("ctrl+2")
    reader.wait_for(lambda e: e.get("role") == "page tab" and e.get("name") == "Bankroll", "the pane built")
    reader.settle()


def test_tab_goes_through_the_statistics_pane_and_out(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    open_statistics(desktop, reader)
    landed = tab_to(desktop, reader, "Bankroll")
    assert landed["role"] == "page tab" and "selected" in landed["states"], landed
    switcher = find(reader.tree(), role="page tab list", name="Statistics pages")
    assert switcher, "the pills are a page tab list"
    tabs = [kid for kid in switcher[0]["children"] if kid["role"] == "page tab"]
    assert [kid["name"] for kid in tabs] == [*CHARTS, "Shoe odds", "Strategy lab"]
    assert [("selected" in kid["states"]) for kid in tabs].count(True) == 1

    chart = press(desktop, reader, "Tab")
    assert chart["name"] == "Bankroll" and chart["role"] != "page tab", chart
    assert "bankroll after each hand" in chart["description"], chart
    toggle = press(desktop, reader, "Tab")
    assert toggle["name"] == "Show the numbers" and toggle["role"] == "check box", toggle
    desktop.press("space")
    table = press(desktop, reader, "Tab")
    assert table["role"] == "table" and table["name"] == "Bankroll: the numbers", table

    # On out of the pane and round again, never held and never on anything hidden or unnamed.
    seen = []
    for _ in range(30):
        landed = press(desktop, reader, "Tab")
        seen.append((landed["role"], landed["name"]))
        if landed["role"] == "page tab" and landed["name"] == "Bankroll":
            break
    else:
        raise AssertionError(f"the Tab key never came round to the chart switcher: {seen}")
    window = {"Table", "Statistics", "Hand history", "Scoreboard"}  # the window's tabs and docks
    assert any(name in window for _role, name in seen), f"the Tab key left the pane: {seen}"
    assert ("check box", "All history") in seen, f"and came back through the filters: {seen}"
    assert len(set(seen)) == len(seen), f"each stop once a round: {seen}"


def test_each_chart_and_its_table_by_keyboard(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    open_statistics(desktop, reader)
    tab_to(desktop, reader, "Bankroll")
    for index, title in enumerate(CHARTS):
        if index:
            pill = press(desktop, reader, "Right")  # as on a tab bar: the arrow keys choose the page
            assert pill["role"] == "page tab" and pill["name"] == title, pill
            now = reader.focused()  # asked afresh: the event's states can be a cache's older copy
            assert now is not None and now["name"] == title and "selected" in now["states"], now
        chart = press(desktop, reader, "Tab")
        assert chart["name"] == title and chart["description"], chart
        toggle = press(desktop, reader, "Tab")
        assert toggle["name"] == "Show the numbers", toggle
        if not index:
            desktop.press("space")  # shown once, shown for every chart
        landed = press(desktop, reader, "Tab")
        assert landed["role"] == "table" and landed["name"] == f"{title}: the numbers", landed
        found = find(reader.tree(), role="table", name=f"{title}: the numbers")
        assert found, title
        numbers = reader.table(found[0]["path"])
        assert numbers["rows"] >= 1 and numbers["columns"] >= 3, numbers
        assert all(header for header in numbers["headers"]), numbers
        assert all(cell for cell in numbers["cells"][0]), numbers
        if title == "Money by bet type":  # the hand's $25 on Player, won
            assert numbers["headers"][:4] == ["Bet", "Bets", "Wagered", "Net"], numbers
            assert numbers["cells"][0][:4] == ["Player", "1", "$25.00", "+$25.00"], numbers
        for _ in range(3):
            press(desktop, reader, "shift+Tab")  # back to the pill: table, toggle, chart, pill


def hear(orca: Orca, desktop: Desktop, reader: ScreenReader, words: str) -> list[str]:
    """What Orca said since the mark, once ``words`` is among it. Orca writes its log through a buffer:
    a Shift press (which does nothing in the game) makes it log its key handling, which pushes out
    what it said before (not needed once the log is written line by line)."""
    for _ in range(40):
        if any(words in line for line in orca.since_mark()):
            return orca.since_mark()
        desktop.press("shift")
        reader.settle(quiet=0.3)
    return orca.wait_for(words)


def test_orca_reads_the_switcher_the_chart_and_its_table(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    open_statistics(desktop, reader)
    orca = desktop.start_orca()
    desktop.focus_window("Baccarat Desktop")
    reader.settle()
    orca.mark()
    tab_to(desktop, reader, "Bankroll")
    hear(orca, desktop, reader, "Bankroll page tab")
    orca.mark()
    press(desktop, reader, "Tab")
    said = hear(orca, desktop, reader, "The line is the bankroll after each hand")  # its note
    assert any("Bankroll" in line for line in said), said
    orca.mark()
    press(desktop, reader, "Tab")
    hear(orca, desktop, reader, "Show the numbers check box")
    desktop.press("space")
    orca.mark()
    press(desktop, reader, "Tab")
    said = hear(orca, desktop, reader, "Bankroll: the numbers")
    assert any("table" in line for line in said), said
