"""The roads, the odds, Settings and the Chips menu read by a separate AT-SPI client, as Orca reads
them (issue 28, items 7, 8 and 10): each road a table with the Table interface and named cells that
the keyboard moves through; Settings opening on a named field and leaving nothing behind; F6 to the
odds landing on their named table; the Chips menu's items checkable and named as the felt names
the chips."""

from __future__ import annotations

from typing import Any

from tests.screen_reader.desktop import Desktop, ScreenReader, find, focus_events, nodes
from tests.screen_reader.playing import is_focus, play_a_hand, tab_to
from tests.ui.conftest import PLAYER_NATURAL_9

ROADS = ("Bead Plate", "Big Road", "Big Eye Boy", "Small Road", "Cockroach Pig")


def test_each_road_is_a_table_a_reader_navigates(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    play_a_hand(desktop, reader)
    reader.settle()
    tree = reader.tree()
    for road in ROADS:
        found = find(tree, role="table", name=road)
        assert len(found) == 1, f"{road}: {[(n.get('role'), n.get('name')) for n in nodes(tree)]}"
        node = found[0]
        assert "Table" in node["interfaces"] and node["rows"] == 6 and node["columns"] >= 1, node
    big = reader.table(find(tree, role="table", name="Big Road")[0]["path"])
    assert big["rows"] == 6 and big["cells"][0][0] == "Column 1, row 1: Player, natural", big
    assert big["cells"][1][0] == "Column 1, row 2: empty", big
    bead = reader.table(find(tree, role="table", name="Bead Plate")[0]["path"])
    assert bead["cells"][0][0] == "Column 1, row 1: Player, natural", bead
    # The keyboard: Tab from Deal on through the Ask buttons into the roads. The focus lands in the
    # road's table on its latest cell, focused and selected (a focused table's selected cell is what
    # Orca reads), and the arrows move cell to cell.
    landed = tab_to(desktop, reader, "Bead Plate")
    assert landed["role"] == "table", landed
    cell = _current_cell(reader, "Bead Plate")
    assert cell["name"] == "Column 1, row 1: Player, natural", cell
    reader.events()
    desktop.press("Down")
    moved = focus_events(reader.wait_for(is_focus, "the focus to move down a row"))
    assert moved[-1]["role"] == "table cell" and moved[-1]["name"] == "Column 1, row 2: empty", moved
    assert _current_cell(reader, "Bead Plate")["name"] == "Column 1, row 2: empty"


def _current_cell(reader: ScreenReader, table: str) -> dict[str, Any]:
    """The cell a reader reads in the table with the focus: the focused cell once the arrows have
    moved, and the table's selected cell when the table itself got the focus (Orca takes a focused
    table's first selected child as the place of focus)."""
    found = find(reader.tree(), role="table", name=table)
    assert found, f"no table {table!r}"
    within = "focused" in found[0]["states"]
    cells = [
        cell
        for cell in found[0]["children"]
        if cell["role"] == "table cell"
        and {"focusable", "selected"} <= set(cell["states"])
        and (within or "focused" in cell["states"])
    ]
    assert len(cells) == 1, "; ".join(f"{c['name']}: {c['states']}" for c in found[0]["children"][:9])
    return cells[0]


def _open_settings(desktop: Desktop, reader: ScreenReader) -> list[dict[str, Any]]:
    """Ctrl+, opens Settings: the focus events once it is up."""
    reader.events()
    desktop.press("ctrl+comma")
    heard = reader.wait_for(
        lambda e: e["type"] == "window:activate" and e.get("role") == "dialog", "Settings to open"
    )
    assert heard[-1]["name"] == "Settings", heard[-1]
    return focus_events(reader.wait_for(is_focus, "the focus in Settings") + reader.settle())


def _close_settings(desktop: Desktop, reader: ScreenReader) -> None:
    desktop.press("Escape")
    reader.settle()
    desktop.focus_window("Baccarat Desktop")  # no window manager here to give the focus back
    reader.settle()


def _start_on_the_felt(desktop_game: Any) -> tuple[Desktop, ScreenReader]:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    desktop.press("F6")
    reader.wait_for(is_focus, "the focus on the felt")
    reader.settle()
    return desktop, reader


def test_settings_opens_on_a_named_field(desktop_game: Any) -> None:
    desktop, reader = _start_on_the_felt(desktop_game)
    for _ in range(2):
        inside = _open_settings(desktop, reader)
        # (The felt's chip may take its focus back for a moment as the main window gives way.)
        assert all(e["name"] for e in inside), f"Settings' first focus is unnamed: {inside}"
        assert inside[-1]["role"] == "combo box" and inside[-1]["name"] == "8 decks", inside
        _close_settings(desktop, reader)


def test_settings_leaves_no_dialog_behind(desktop_game: Any) -> None:
    desktop, reader = _start_on_the_felt(desktop_game)
    before = len(reader.tree(showing=False)["children"])
    for _ in range(2):  # every opening used to leave one more hidden, unnamed dialog in the tree
        _open_settings(desktop, reader)
        _close_settings(desktop, reader)
    windows = reader.tree(showing=False)["children"]
    assert len(windows) == before, [(w.get("role"), w.get("name"), w.get("states")) for w in windows]
    assert not [w for w in windows if w.get("role") == "dialog"], windows


def test_f6_lands_on_named_objects_and_the_odds_are_a_table(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9, show_odds=True)
    reader.settle()
    landed: list[dict[str, Any]] = []
    for _ in range(4):  # the felt, the scoreboard, the odds, the tabs
        reader.events()
        desktop.press("F6")
        heard = reader.wait_for(is_focus, "the focus to move on F6")
        landed += focus_events(heard + reader.settle(quiet=0.3))
        if landed[-1]["role"] == "table":  # the odds: the cell read is their first
            assert _current_cell(reader, "What each bet is worth")["name"].strip() == "Player"
    assert all(event["name"].strip() for event in landed), [(e["role"], e["name"]) for e in landed]
    assert any(e["role"] == "table" and e["name"] == "What each bet is worth" for e in landed), landed
    tree = reader.tree()
    odds = find(tree, role="table", name="What each bet is worth")
    assert odds and "Table" in odds[0]["interfaces"], [(n.get("role"), n.get("name")) for n in nodes(tree)]
    prices = reader.table(odds[0]["path"])
    assert prices["headers"] == ["Bet", "per $100", "Positive before"], prices
    assert [row[0].strip() for row in prices["cells"]][:3] == ["Player", "Banker", "Tie"], prices
    shoe = find(tree, role="table", name="Shoe odds, bet by bet")
    assert shoe == [], "the Statistics pane is not showing yet"


def test_the_chips_menu_has_checkable_items_named_as_the_felt_names_them(desktop_game: Any) -> None:
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    reader.events()
    desktop.press("alt+c")
    reader.wait_for(is_focus, "the focus in the Chips menu")
    reader.settle()
    # Qt's bridge gives a checkable menu item the role "menu item" with the checkable state (and
    # checked on the chip in hand): Orca says "checked" on it.
    items = [n for n in nodes(reader.tree()) if n.get("role") == "menu item" and n["name"].endswith(" chip")]
    names = [item["name"] for item in items]
    assert names == ["$1 chip", "$5 chip", "$25 chip", "$100 chip", "$500 chip", "$1,000 chip"], names
    assert all("checkable" in item["states"] for item in items), items
    checked = [item["name"] for item in items if "checked" in item["states"]]
    assert checked == ["$25 chip"], items  # the chip in hand, as the felt's rack shows it
    desktop.press("Escape")


def test_orca_reads_a_road_cell_by_cell(desktop_game: Any) -> None:
    """Orca 43 on the roads: Tab into the Bead Plate says the table and its latest cell, Down the
    cell under it."""
    desktop, reader = desktop_game(PLAYER_NATURAL_9)
    play_a_hand(desktop, reader)
    reader.settle()
    orca = desktop.start_orca()
    desktop.focus_window("Baccarat Desktop")
    orca.mark()
    tab_to(desktop, reader, "Bead Plate")
    said = orca.wait_for("Column 1, row 1: Player, natural")
    assert any("Bead Plate" in line for line in said), said
    orca.mark()
    desktop.press("Down")
    orca.wait_for("Column 1, row 2: empty")
