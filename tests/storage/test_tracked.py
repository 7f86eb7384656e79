"""Shoes tracked at a real table (storage/tracked.py): a sitting, its shoes and hands are stored
append-only (undo and correct are rows that supersede), read back as they stand, survive a kill -9
mid-sitting, migrate from schema 4, verify as far as can be without a seed, and give the backtester
its shoes of results (tracked, or the player's own)."""

from __future__ import annotations

import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.schema import SCHEMA_VERSION, SESSION_KINDS
from baccarat_desktop.storage.tracked import TrackedHand
from baccarat_desktop.storage.verify import verify_history
from tests.waiting import wait_for

from .support import check_invariants, drop_guards, query

OLD = Path(__file__).parent.parent / "data" / "history-v1.sqlite3"
B, P, T = Outcome.BANKER, Outcome.PLAYER, Outcome.TIE


def cards(player: str, banker: str) -> TrackedHand:
    return TrackedHand.from_cards(parse_cards(player.split()), parse_cards(banker.split()))


def outcomes(history: History, shoe_id: int) -> list[Outcome]:
    return [entry.hand.outcome for entry in tracked.effective_hands(history, shoe_id)]


def test_a_sitting_is_a_tracked_session_with_its_venue_table_and_decks(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        sitting = tracked.start_sitting(history, " Casino Lisboa ", "Table 7", 6)
        shoe = tracked.open_shoe(history, sitting)
        assert shoe is not None and shoe.shoe_no == 1 and shoe.decks == 6 and shoe.hands == 0
        (kept,) = tracked.sittings(history)
        assert (kept.venue, kept.table_name, kept.decks, kept.ended_at) == (
            "Casino Lisboa",
            "Table 7",
            6,
            None,
        )
        assert history.sessions() == []  # not the player's
        assert history.latest_open_session_id() is None
    assert "tracked" in SESSION_KINDS and SCHEMA_VERSION == 5
    assert query(path, "SELECT kind FROM sessions") == [{"kind": "tracked"}]


def test_hands_undo_and_correct_are_rows_that_supersede(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        shoe_id = tracked.open_shoe(history, tracked.start_sitting(history, "V", "T", 8)).id  # type: ignore[union-attr]
        tracked.add_hand(history, shoe_id, TrackedHand(B))
        tracked.add_hand(history, shoe_id, TrackedHand(P, player_pair=True, natural=False))
        entry = tracked.add_hand(history, shoe_id, cards("9S KH", "2C 3D"))
        assert entry.number == 3 and entry.hand.outcome is P and entry.hand.natural is True
        undone = tracked.undo_hand(history, shoe_id)
        assert undone is not None and undone.number == 3
        assert outcomes(history, shoe_id) == [B, P]
        tracked.correct_hand(history, shoe_id, 1, TrackedHand(T))
        tracked.add_hand(history, shoe_id, TrackedHand(B))
        standing = tracked.effective_hands(history, shoe_id)
        assert [(e.number, e.hand.outcome) for e in standing] == [(1, T), (2, P), (3, B)]
        assert standing[1].hand.player_pair is True and standing[1].hand.banker_pair is None
        tracked.correct_hand(history, shoe_id, 1, TrackedHand(P))  # a correction of a correction
        tracked.undo_hand(history, shoe_id, 2)
        assert outcomes(history, shoe_id) == [P, B]
        assert verify_history(history).ok
    rows = query(path, "SELECT action, target_id, outcome FROM tracked_hands ORDER BY id")
    assert [r["action"] for r in rows] == ["add", "add", "add", "undo", "correct", "add", "correct", "undo"]
    assert rows[3]["target_id"] == 3 and rows[4]["target_id"] == 1 and rows[6]["target_id"] == 5
    assert rows[0]["outcome"] == "banker"  # the first entry itself is never changed


def test_a_hand_whose_cards_do_not_agree_is_refused(tmp_path: Path) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        shoe_id = tracked.open_shoe(history, tracked.start_sitting(history, "V", "T", 8)).id  # type: ignore[union-attr]
        nine, two = tuple(parse_cards(["9S", "KH"])), tuple(parse_cards(["2C", "3D"]))
        with pytest.raises(ValueError, match="make player, not banker"):
            tracked.add_hand(history, shoe_id, TrackedHand(B, player_cards=nine, banker_cards=two))
        with pytest.raises(ValueError, match="drawing rules"):  # Player stands on 9: no third card
            tracked.add_hand(history, shoe_id, cards("9S KH 4D", "2C 3D"))
        with pytest.raises(ValueError, match="both hands"):
            tracked.add_hand(history, shoe_id, TrackedHand(P, player_cards=nine))
        with pytest.raises(ValueError, match="1 to 8 decks"):
            tracked.start_sitting(history, "V", "T", 9)
        assert tracked.effective_hands(history, shoe_id) == []


def test_the_next_shoe_ends_the_one_before_and_an_ended_shoe_takes_no_hand(tmp_path: Path) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        sitting = tracked.start_sitting(history, "V", "T", 8)
        first = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        tracked.add_hand(history, first, TrackedHand(B))
        second = tracked.start_shoe(history, sitting)
        with pytest.raises(ValueError, match="has ended"):
            tracked.add_hand(history, first, TrackedHand(P))
        tracked.correct_hand(history, first, 1, TrackedHand(P))  # a scorecard checked afterwards
        tracked.add_hand(history, second, TrackedHand(T))
        tracked.end_sitting(history, sitting)
        assert [(s.shoe_no, s.hands, s.ended_at is not None) for s in tracked.shoes(history, sitting)] == [
            (1, 1, True),
            (2, 1, True),
        ]
        assert tracked.sittings(history)[0].ended_at is not None
        with pytest.raises(ValueError, match="has ended"):
            tracked.start_shoe(history, sitting)
        assert verify_history(history).ok


def test_the_file_refuses_any_change_to_a_tracked_hand(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        sitting = tracked.start_sitting(history, "V", "T", 8)
        first = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        tracked.add_hand(history, first, TrackedHand(B))
        second = tracked.start_shoe(history, sitting)
    conn = sqlite3.connect(path)
    try:
        for sql in (
            "UPDATE tracked_hands SET outcome = 'player'",
            "DELETE FROM tracked_hands",
            "UPDATE tracked_sittings SET venue = 'x'",
            "DELETE FROM tracked_sittings",
            f"INSERT INTO tracked_hands (shoe_id, action, target_id, outcome, entered_at) "
            f"VALUES ({second}, 'correct', 1, 'tie', '2026-01-01T00:00:00.000Z')",
            "INSERT INTO sessions (uid, started_at, starting_bankroll_cents, rules, seed_mode, kind) "
            "VALUES ('u', '2026-01-01T00:00:00.000Z', 0, '{}', 'imported', 'spectator')",
        ):
            with pytest.raises(sqlite3.DatabaseError):
                conn.execute(sql)
        with pytest.raises(sqlite3.IntegrityError):  # an undo holds no result; an add names no row
            conn.execute(
                f"INSERT INTO tracked_hands (shoe_id, action, target_id, outcome, entered_at) "
                f"VALUES ({first}, 'add', 1, 'tie', '2026-01-01T00:00:00.000Z')"
            )
    finally:
        conn.close()


def test_outcome_shoes_reads_tracked_shoes_or_the_players_own_by_shoe(tmp_path: Path) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        table = RecordedTable.open(history, seed=11)
        for _ in range(5):
            table.play({BetSpot.BANKER: 500})
        mine = [Outcome(h.winner) for h in history.hands_in_shoe(history.shoes(table.session_id)[0].id)]
        sitting = tracked.start_sitting(history, "V", "T", 8)
        first = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        for outcome in (B, B, P):
            tracked.add_hand(history, first, TrackedHand(outcome))
        tracked.undo_hand(history, first)
        tracked.start_shoe(history, sitting)  # empty: left out
        third = tracked.start_shoe(history, sitting)
        tracked.add_hand(history, third, TrackedHand(T))
        assert list(tracked.outcome_shoes(history, "tracked")) == [[B, B], [T]]
        assert list(tracked.outcome_shoes(history, "history")) == [mine]
        with pytest.raises(ValueError, match="unknown source"):
            list(tracked.outcome_shoes(history, "floor"))  # type: ignore[arg-type]


def test_verify_reports_what_an_edit_broke(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        sitting = tracked.start_sitting(history, "V", "T", 1)
        shoe_id = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        tracked.add_hand(history, shoe_id, cards("9S KH", "2C 3D"))
        tracked.add_hand(history, shoe_id, TrackedHand(B))
        tracked.undo_hand(history, shoe_id)
        report = verify_history(history)
        assert report.ok and (report.tracked_shoes, report.tracked_hands) == (1, 1)
    conn = sqlite3.connect(path)
    drop_guards(conn)
    stamp = "2099-01-01T00:00:00.000Z"
    conn.execute("UPDATE tracked_hands SET outcome = 'banker' WHERE id = 1")  # the cards make Player
    conn.execute(  # an entry naming the undone hand
        "INSERT INTO tracked_hands (shoe_id, action, target_id, outcome, entered_at) "
        f"VALUES (?, 'correct', 2, 'tie', '{stamp}')",
        [shoe_id],
    )
    conn.execute(  # the nine of spades a second time in a one-deck shoe
        "INSERT INTO tracked_hands (shoe_id, action, outcome, player_cards, banker_cards, entered_at) "
        f"VALUES (?, 'add', 'player', '9S 8H', '2D 3C', '{stamp}')",
        [shoe_id],
    )
    conn.commit()
    conn.close()
    with History.open(path) as history:
        problems = verify_history(history).problems
    assert any("entry 1: the cards make player, not banker" in p for p in problems)
    assert any("entry 4: its correct names entry 2, which is no hand standing" in p for p in problems)
    assert any("9S seen 2 times, but 1 decks hold it 1 times" in p for p in problems)


CHILD = """
import sys
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.history import History

history = History.open(sys.argv[1])
sitting = tracked.start_sitting(history, "V", "T", 8)
shoe = tracked.open_shoe(history, sitting).id
n = 0
while True:  # as fast as it can: the parent kills it between two entries
    n += 1
    if n % 60 == 0:
        shoe = tracked.start_shoe(history, sitting)
    tracked.add_hand(history, shoe, tracked.TrackedHand((Outcome.BANKER, Outcome.PLAYER, Outcome.TIE)[n % 3]))
    if n % 7 == 0:
        tracked.undo_hand(history, shoe)
"""


def rows_in_file(path: Path) -> int:
    if not path.exists():
        return 0
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            return int(conn.execute("SELECT count(*) FROM tracked_hands").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def test_a_kill_mid_sitting_loses_no_committed_hand(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], text=True)
    try:
        wait_for(lambda: rows_in_file(path) >= 150, "the tracked hands stored", process=proc)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    check_invariants(path)
    stored = rows_in_file(path)
    assert stored >= 150
    with History.open(path) as history:
        assert rows_in_file(path) == stored  # nothing committed was lost
        report = verify_history(history)
        assert report.ok, report.problems
        kept = tracked.shoes(history)
        assert len(kept) >= 2 and sum(shoe.hands for shoe in kept) == report.tracked_hands
        # The replay stands as the child left it: every 7th entry took back the one before.
        adds = query(path, "SELECT count(*) AS n FROM tracked_hands WHERE action = 'add'")[0]["n"]
        undos = query(path, "SELECT count(*) AS n FROM tracked_hands WHERE action = 'undo'")[0]["n"]
        assert report.tracked_hands == adds - undos
        tracked.add_hand(history, kept[-1].id, TrackedHand(B))  # the sitting goes on


def test_a_version_4_history_migrates_and_takes_tracked_shoes(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(OLD, path)
    with History.open(path) as history:
        players = len(history.sessions())
        sitting = tracked.start_sitting(history, "V", "T", 8)
        tracked.add_hand(history, tracked.open_shoe(history, sitting).id, TrackedHand(B))  # type: ignore[union-attr]
        assert len(history.sessions()) == players
        assert verify_history(history).ok
    assert query(path, "PRAGMA user_version")[0]["user_version"] == 5
