"""One writer: a simulated history written in batches holds the very rows the table writes.

``store_simulated`` (benchmarks, the analytics tests' histories) and ``RecordedTable`` (the game,
``autoplay``) deal from the same seed with the same bets; every stored column but the clock's must
then be equal, shoes and their ends included.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot, bets_taken
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history

from .support import query

CLOCK = {"started_at", "ended_at", "played_at", "uid"}  # when, and a random id: the only differences
BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 100, BetSpot.BIG: 200, BetSpot.DRAGON_7: 100}


def rows(path: Path, table: str) -> list[dict[str, Any]]:
    return [
        {k: v for k, v in row.items() if k not in CLOCK}
        for row in query(path, f"SELECT * FROM {table} ORDER BY rowid")
    ]


@pytest.mark.parametrize("hands", [1, 170, 400])  # a part shoe, about two shoes, several
def test_bulk_rows_are_the_tables_rows(tmp_path: Path, hands: int) -> None:
    rules = TableRules(side_bets=SIDE_SPOTS)
    bankroll = 2_000_000
    bulk = tmp_path / "bulk.sqlite3"
    with History.open(bulk) as history:
        store_simulated(history, hands, seed=7, bets=BETS, rules=rules, bankroll_cents=bankroll, batch=64)
    table_path = tmp_path / "table.sqlite3"
    with History.open(table_path) as history:
        table = RecordedTable.open(history, rules=rules, bankroll_cents=bankroll, seed=7)
        for _ in range(hands):
            if table.needs_new_shoe:
                table.start_shoe()
            table.play(bets_taken(BETS, last_hand=table.session.is_last_hand))
        table.end_session()
    for name in ("sessions", "shoes", "shoe_secrets", "hands", "bets"):
        assert rows(bulk, name) == rows(table_path, name), name
    assert query(bulk, "SELECT count(*) AS n FROM hands")[0]["n"] == hands
    with History.open(bulk, write=False) as history:
        assert verify_history(history).ok


def test_a_shoe_ends_with_its_last_hand_in_both(tmp_path: Path) -> None:
    """The cut card's shoe is ended at its last hand's time, as the table ends it, not later."""
    path = tmp_path / "bulk.sqlite3"
    with History.open(path) as history:
        store_simulated(history, 200, seed=3, batch=50)
    for shoe in query(path, "SELECT id, ended_at, end_reason, seed FROM shoes WHERE end_reason = 'cut_card'"):
        last = query(path, "SELECT max(played_at) AS t FROM hands WHERE shoe_id = ?", (shoe["id"],))[0]["t"]
        assert shoe["ended_at"] == last and shoe["seed"] is not None
