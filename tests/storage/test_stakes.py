"""The stakes of stored hands, read back for a replay: every bet, in play order, by id range or list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.storage.support import history_rows

# Bets placed hand by hand.
HANDS = [
    {BetSpot.BANKER: 1_000, BetSpot.TIE: 100},
    {},  # a hand watched, nothing staked
    {BetSpot.PLAYER: 500},
    {BetSpot.PLAYER: 2_000, BetSpot.PLAYER_PAIR: 100},
]


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    history = History.open(tmp_path / "h.sqlite3")
    table = RecordedTable.open(history, bankroll_cents=100_000, seed=5, new_session=True)
    for bets in HANDS:
        table.play(bets)
    yield history
    history.close()


def stored(history: History) -> list[tuple[int, str, int]]:
    """The obvious answer: every bet row, joined to nothing, in id order."""
    return [
        (r["hand_id"], r["spot"], r["amount_cents"])
        for r in history_rows(history, "SELECT hand_id, spot, amount_cents FROM bets ORDER BY hand_id, id")
    ]


def test_a_range_gives_every_bet_in_play_order(history: History) -> None:
    ids = [r["id"] for r in history_rows(history, "SELECT id FROM hands ORDER BY id")]
    assert len(ids) == 4
    rows = history.stakes_between(ids[0], ids[-1])
    assert rows == stored(history)
    by_hand = [
        {BetSpot(spot): amount for hand_id, spot, amount in rows if hand_id == i} for i in ids
    ]  # the stakes each hand was dealt with, nothing more
    assert by_hand == HANDS
    assert history.stakes_between(ids[1], ids[2]) == [(ids[2], "player", 500)]
    assert history.stakes_between(ids[-1] + 1, ids[-1] + 100) == []


def test_a_list_of_hands_in_any_order(history: History) -> None:
    ids = [r["id"] for r in history_rows(history, "SELECT id FROM hands ORDER BY id")]
    rows = history.stakes_of([ids[3], ids[0], ids[3]])
    assert rows == [r for r in stored(history) if r[0] in (ids[0], ids[3])]
    assert history.stakes_of([]) == []
    many = list(range(1, 1_300)) + ids  # more ids than one statement takes
    assert history.stakes_of(many) == stored(history)


def test_a_spot_this_version_does_not_know_comes_back_as_stored(history: History) -> None:
    """Storage does not judge spots (the table has no CHECK on them): the reader decides."""
    first = history_rows(history, "SELECT min(id) AS id FROM hands")[0]["id"]
    with history.transaction() as db:
        db.execute(
            "INSERT INTO bets (hand_id, spot, amount_cents, net_cents) VALUES (?, 'golden_goose', 300, -300)",
            [first],
        )
    assert (first, "golden_goose", 300) in history.stakes_between(first, first)
