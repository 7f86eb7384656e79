"""Small histories for the analytics, dashboard, browser and report tests.

Seeded simulations (``store_simulated``) give realistic histories of a few thousand hands in a
second, stored by the table's own writer (``storage.rows``, in batches: tests/storage/
test_one_writer.py holds the two to the same rows); stacked shoes give hands whose every card, and
so every cent, is known in advance.
The "brute force" readers load every row into Python on purpose: they are the slow, obvious
answer the fast numpy/SQL code is checked against (fine for a few thousand hands).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards, standard_deck
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage import statistics_reads
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.statistics_reads import HandScope
from tests.storage.support import history_rows

# Two sessions with different tables and bets, five weeks apart, both at noon UTC (so every time
# zone puts them on the same local days).
FIRST_START = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)
SECOND_START = datetime(2026, 2, 10, 12, 0, tzinfo=UTC)
FIRST_BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 200, BetSpot.PLAYER_PAIR: 100}
SECOND_BETS = {BetSpot.PLAYER: 2_500, BetSpot.BANKER: 500, BetSpot.BANKER_PAIR: 100}
SECOND_RULES = TableRules(decks=6, tie_pays=9, variant=Variant.NO_COMMISSION)

# Coups in dealing order (P1 B1 P2 B2 [P3] [B3]) with known results (the worked example of
# docs/rules.md §Drawing rules first).
BANKER_WINS_4_TO_2 = "KS 2H 5D 4C 7S 8D"
PLAYER_NATURAL_9 = "4S 2H 5D 3C"  # Player 9 to Banker 5
TIE_7_7 = "7S 7H KD KC"  # both stand on 7
BANKER_WINS_ON_6 = "2S 3H 3D 3C TS"  # Player 5 draws a ten, Banker 3-3 stands on 6: wins 6-5, Banker Pair
PAIRS = "3S 8H 3D 8C"  # Player 3+3 = 6 stands, Banker 8+8 = 6 stands: Tie 6-6, both pairs


def seeded_history(path: Path, first: int = 1_500, second: int = 1_200) -> Path:
    """Two simulated sessions: 8 decks with commission and Tie 8:1, then 6 decks No-Commission 9:1."""
    with History.open(path) as history:
        store_simulated(history, first, seed=11, bets=FIRST_BETS, start=FIRST_START, seconds_per_hand=30)
        if second:
            store_simulated(
                history,
                second,
                seed=12,
                bets=SECOND_BETS,
                rules=SECOND_RULES,
                start=SECOND_START,
                seconds_per_hand=30,
            )
    return path


# A table offering every side bet with a stake on most of them, then an EZ Baccarat table (its
# usual Dragon 7 and Panda 8): bets of the catalogue beyond the five of the first release.
SIDE_START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
EZ_START = datetime(2026, 3, 8, 12, 0, tzinfo=UTC)
SIDE_BETS = {
    BetSpot.BANKER: 1_000,
    BetSpot.TIE: 100,
    BetSpot.EITHER_PAIR: 100,
    BetSpot.PERFECT_PAIR: 100,
    BetSpot.BIG: 200,
    BetSpot.SMALL: 100,
    BetSpot.PLAYER_BONUS: 100,
    BetSpot.DRAGON_7: 100,
    BetSpot.PANDA_8: 100,
    BetSpot.LUCKY_6: 100,
}
EZ_BETS = {BetSpot.BANKER: 1_000, BetSpot.PLAYER: 500, BetSpot.DRAGON_7: 200, BetSpot.PANDA_8: 200}
EZ_RULES = TableRules(variant=Variant.EZ, side_bets=(BetSpot.DRAGON_7, BetSpot.PANDA_8))


def side_bet_history(path: Path, first: int = 900, second: int = 600) -> Path:
    """Two simulated sessions with side bets: every side bet offered (commission), then EZ Baccarat."""
    with History.open(path) as history:
        store_simulated(
            history,
            first,
            seed=21,
            bets=SIDE_BETS,
            rules=TableRules(side_bets=SIDE_SPOTS),
            start=SIDE_START,
            seconds_per_hand=30,
        )
        store_simulated(
            history, second, seed=22, bets=EZ_BETS, rules=EZ_RULES, start=EZ_START, seconds_per_hand=30
        )
    return path


def stacked_factory(*coups: str) -> Any:
    """A shoe holding exactly these coups first (then a plain deck, never reached)."""
    cards = parse_cards(" ".join(coups).split()) + list(standard_deck())

    def factory() -> Shoe:
        return Shoe.from_order(cards)

    return factory


def play_stacked(
    history: History,
    coups: list[str],
    bets: Mapping[BetSpot, int],
    *,
    rules: TableRules | None = None,
    bankroll_cents: int = 100_000,
) -> int:
    """A new session dealing ``coups`` in order with the same bets each hand; returns its id."""
    table = RecordedTable.open(
        history,
        rules=rules or TableRules(),
        bankroll_cents=bankroll_cents,
        new_session=True,
        shoe_factory=stacked_factory(*coups),
    )
    for _ in coups:
        table.play(bets)
    table.end_session()
    return table.session_id


def play_more(path: Path, hands: int, *, seed: int = 99, bets: Mapping[BetSpot, int] | None = None) -> int:
    """Append ``hands`` hands the way the table does (a new seeded session); returns its id."""
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=1_000_000, seed=seed, new_session=True)
        for _ in range(hands):
            table.play(dict(bets or {BetSpot.BANKER: 1_000}))
        return table.session_id


def all_hands(path: Path) -> list[dict[str, Any]]:
    with History.open(path, write=False) as history:
        return history_rows(history, "SELECT * FROM hands ORDER BY id")


def all_bets(path: Path) -> list[dict[str, Any]]:
    with History.open(path, write=False) as history:
        return history_rows(
            history, "SELECT b.*, h.session_id FROM bets b JOIN hands h ON h.id = b.hand_id ORDER BY b.id"
        )


def two_tables_analysed(folder: Path) -> list[tuple[Path, Any]]:
    """The seeded two-table history and the every-side-bet one, each with its ``Analysis`` (bet
    sums settled before the connection closes): what the charts are drawn from in tests."""
    from baccarat_desktop.analytics.analysis import Analysis
    from baccarat_desktop.analytics.dataset import Dataset

    out: list[tuple[Path, Any]] = []
    for path in (seeded_history(folder / "seeded.sqlite3"), side_bet_history(folder / "sides.sqlite3")):
        with History.open(path, write=False) as history:
            data = Dataset.load(history)
            data.money  # noqa: B018
        out.append((path, Analysis(data)))
    return out


def held_results(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The results' reads wait for the returned event (set it to let them finish): the order of the
    stages, not their speed, is what the tests using it look at."""
    release = threading.Event()
    original = statistics_reads.StatisticsReads.hand_column_group

    def held(self: Any, scope: HandScope, after: int, top: int, names: Any) -> Any:
        if tuple(names) == statistics_reads.RESULTS:
            assert release.wait(60), "the test never let the results come"
        return original(self, scope, after, top, names)

    monkeypatch.setattr(statistics_reads.StatisticsReads, "hand_column_group", held)
    return release
