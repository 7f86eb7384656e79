"""Rules and payouts at a multiplier table (issue 30): the published weights, the fee, each bet's base
and best pay, and its exact return per dollar paid, priced on a thread of its own for a full shoe of
the table's decks and filled in when it comes (the House edge of the bets table too)."""

from __future__ import annotations

from typing import Any

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import MULTIPLIER_SPOTS, WEIGHTS, multiplier_prices
from baccarat_desktop.engine.odds import full_shoe_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.ui.dialogs.rules import RulesDialog


def _row(table: Any, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_a_multiplier_table_publishes_its_weights_fee_pays_and_exact_returns(qtbot: Any) -> None:
    rules = TableRules(variant=Variant.MULTIPLIER, decks=6)
    dialog = RulesDialog(rules)
    qtbot.addWidget(dialog)
    section = dialog.multiplier
    assert section is not None
    counts = [section.counts.horizontalHeaderItem(c).text() for c in range(section.counts.columnCount())]
    assert counts == ["1", "2", "3", "4", "5"] and _row(section.counts, 0) == [
        "10%",
        "10%",
        "50%",
        "25%",
        "5%",
    ]
    factors = [section.factors.horizontalHeaderItem(c).text() for c in range(section.factors.columnCount())]
    assert factors == ["×2", "×3", "×4", "×5", "×8"]
    assert _row(section.factors, 0) == ["30%", "25%", "20%", "15%", "10%"]
    assert len(WEIGHTS.lit_counts) == 5
    rows = {spot: _row(section.bets, i) for i, spot in enumerate(MULTIPLIER_SPOTS)}
    assert rows[BetSpot.PLAYER][:4] == ["Player", "20%", "1 to 1", "512 to 1"]
    assert rows[BetSpot.BANKER][:4] == ["Banker", "20%", "0.95 to 1", "486.4 to 1"]
    assert rows[BetSpot.TIE][2:4] == ["5 to 1", "1,310,720 to 1"]
    assert rows[BetSpot.PLAYER_PAIR][2:4] == ["9 to 1", "576 to 1"]
    assert section.worker.wait(120)  # priced off the GUI thread, then filled in
    exact = multiplier_prices(full_shoe_cards(6))  # the table's decks, a full shoe
    for i, spot in enumerate(MULTIPLIER_SPOTS):
        back = exact[spot].per_outlay
        assert section.bets.item(i, 4).text() == f"{float(back):.4%}"
        assert str(back) in section.bets.item(i, 4).toolTip()
        assert section.bets.item(i, 5).text() == f"{float(1 - back):.3%}"
        if rules.offers(spot):  # the bets table's House edge counts the fee and the lit cards too
            assert dialog.payouts.item(dialog.bet_rows[spot], 4).text() == f"{float(1 - back):.3%}"


def test_a_classic_table_has_no_multiplier_section(qtbot: Any) -> None:
    dialog = RulesDialog(TableRules())
    qtbot.addWidget(dialog)
    assert dialog.multiplier is None
