"""Rules and payouts at a Peek table (issue 30): the rules, the coach's play, and the exact return
with the coach's play for each number of cards a table may show, priced on a thread of its own and
filled in when it comes (the House edge of Player and Banker in the bets table too)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.odds import full_shoe_cards
from baccarat_desktop.engine.peek import PeekRules, peek_returns
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.ui.dialogs.rules import RulesDialog


def _row(table: Any, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_a_peek_table_states_its_rules_and_exact_returns(qtbot: Any) -> None:
    rules = TableRules(variant=Variant.PEEK, decks=6, peek_cards=1)
    dialog = RulesDialog(rules)
    qtbot.addWidget(dialog)
    section = dialog.peek
    assert section is not None and dialog.multiplier is None
    texts = [label.text() for label in section.findChildren(QLabel)]
    assert any("turns Player's first card face up" in t for t in texts)
    assert any("triple when it is worth more than nothing" in t for t in texts)
    rows = [_row(section.table, r)[:2] for r in range(section.table.rowCount())]
    assert rows == [
        ["1 (this table)", "Player"],
        ["1 (this table)", "Banker"],
        ["2", "Player"],
        ["2", "Banker"],
    ]
    assert dialog.payouts.item(dialog.bet_rows[BetSpot.PLAYER], 4).text() == "…"
    assert section.worker.wait(120)  # priced off the GUI thread, then filled in
    for r, (cards, spot) in enumerate((c, s) for c in (1, 2) for s in (BetSpot.PLAYER, BetSpot.BANKER)):
        exact = peek_returns(full_shoe_cards(6), PeekRules(cards))[spot]
        assert _row(section.table, r)[2:] == [
            f"{float(exact.triples):.2%}",
            f"{float(exact.expected):+.3%}",
            f"{float(exact.per_outlay):.3%}",
        ]
        assert str(exact.per_outlay) in section.table.item(r, 4).toolTip()
        if cards == 1:  # this table's: the bets table's House edge counts the fee and the raise
            edge = dialog.payouts.item(dialog.bet_rows[spot], 4).text()
            assert edge == f"{float(1 - exact.per_outlay):.3%}"
    # Tie keeps the Commission table's edge, priced from its lines at once.
    assert dialog.payouts.item(dialog.bet_rows[BetSpot.TIE], 4).text() != "…"


def test_other_tables_have_no_peek_section(qtbot: Any) -> None:
    dialog = RulesDialog(TableRules())
    qtbot.addWidget(dialog)
    assert dialog.peek is None
