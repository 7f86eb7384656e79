"""Game recovery: a hand begun (bets stored, cards dealt in memory) but never committed is dealt again
with the very same cards when the history is reopened, and is stored exactly once."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.session import HandResult
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.command_line import in_process

from .support import check_invariants, counts, expected_net, history_rows, query, resolve

BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 200, BetSpot.PLAYER_PAIR: 100}


def cards(result: HandResult) -> tuple[list[str], list[str]]:
    return [c.code for c in result.coup.player], [c.code for c in result.coup.banker]


def begin_and_crash(path: Path, before: int, *, last_of_shoe: bool = False) -> HandResult:
    """Play ``before`` hands, begin one more and close without committing it (as a crash would)."""
    history = History.open(path)
    table = RecordedTable.open(history, bankroll_cents=500_000, seed=11)
    for _ in range(before):
        table.play(BETS)
    if last_of_shoe:
        while not table.session.is_last_hand:
            table.play(BETS)
    if table.needs_new_shoe:
        table.start_shoe()
    begun = table.begin_hand(BETS)
    assert table.hand_in_progress is begun
    assert table.bankroll_cents == begun.bankroll_before_cents  # not counted until stored
    history.close()
    return begun


@pytest.mark.parametrize(
    ("before", "last_of_shoe"),
    [(0, False), (5, False), (0, True)],
    ids=["first-hand-of-a-session", "mid-shoe", "last-hand-of-a-shoe"],
)
def test_an_interrupted_hand_is_dealt_again_and_stored_once(
    tmp_path: Path, before: int, last_of_shoe: bool
) -> None:
    path = tmp_path / "h.sqlite3"
    begun = begin_and_crash(path, before, last_of_shoe=last_of_shoe)
    stored_before = counts(path)
    assert stored_before["pending_hands"] == 1
    (pending,) = query(path, "SELECT * FROM pending_hands")
    assert json.loads(pending["bets"]) == {"banker": 1_000, "tie": 200, "player_pair": 100}
    assert pending["bankroll_before_cents"] == begun.bankroll_before_cents
    assert pending["hand_no"] == begun.hand_no and pending["position"] == begun.position_before

    with History.open(path) as history:
        table = RecordedTable.open(history)  # no seed or bankroll needed: all of it is in the file
        recovered = table.recovered
        assert recovered is not None and table.hand_in_progress is recovered
        assert cards(recovered) == cards(begun)
        assert dict(recovered.bets) == BETS
        assert recovered.bankroll_before_cents == begun.bankroll_before_cents
        assert recovered.bankroll_after_cents == begun.bankroll_after_cents
        assert (recovered.shoe_no, recovered.hand_no) == (begun.shoe_no, begun.hand_no)
        assert recovered.last_hand == last_of_shoe
        assert table.bankroll_cents == begun.bankroll_before_cents
        committed = table.commit_hand()
        assert committed is recovered and table.recovered is None and table.hand_in_progress is None
        assert table.bankroll_cents == begun.bankroll_after_cents
        with pytest.raises(ValueError, match="no hand being dealt"):
            table.commit_hand()  # a second commit cannot pay the hand twice

    after = counts(path)
    assert after["hands"] == stored_before["hands"] + 1
    assert after["bets"] == stored_before["bets"] + 3
    assert after["pending_hands"] == 0
    hand = query(path, "SELECT * FROM hands ORDER BY id DESC LIMIT 1")[0]
    assert (hand["player_cards"].split(), hand["banker_cards"].split()) == cards(begun)
    made = resolve(hand["player_cards"], hand["banker_cards"])
    bets = query(path, "SELECT * FROM bets WHERE hand_id = ?", (hand["id"],))
    nets = {b["spot"]: b["net_cents"] for b in bets}
    assert nets == {spot.value: expected_net(spot.value, amount, made) for spot, amount in BETS.items()}
    assert hand["bankroll_after_cents"] == hand["bankroll_before_cents"] + sum(nets.values())
    assert hand["bankroll_before_cents"] == begun.bankroll_before_cents
    if last_of_shoe:
        (shoe,) = query(path, "SELECT * FROM shoes WHERE id = ?", (hand["shoe_id"],))
        assert shoe["ended_at"] is not None and shoe["seed"] is not None  # the last hand ends the shoe

    # Opened once more: nothing left to recover, nothing stored twice, and play goes on.
    with History.open(path) as history:
        table = RecordedTable.open(history)
        assert table.recovered is None
        assert table.bankroll_cents == begun.bankroll_after_cents
        table.play(BETS)
    assert counts(path)["hands"] == after["hands"] + 1
    check_invariants(path)


def test_play_commits_a_recovered_hand_before_dealing_the_next(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    begun = begin_and_crash(path, 3)
    with History.open(path) as history:
        table = RecordedTable.open(history)
        result = table.play(BETS)
        assert result.hand_no == begun.hand_no + 1
        assert result.bankroll_before_cents == begun.bankroll_after_cents
    hands = query(path, "SELECT hand_no FROM hands ORDER BY id")
    assert [h["hand_no"] for h in hands] == [1, 2, 3, 4, 5]
    check_invariants(path)


def test_a_pending_hand_that_does_not_fit_is_reported_not_guessed(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    begin_and_crash(path, 2)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE pending_hands SET bankroll_before_cents = bankroll_before_cents + 1")
    conn.commit()
    conn.close()
    with History.open(path) as history, pytest.raises(StorageError) as info:
        RecordedTable.open(history)
    assert info.value.problem is Problem.CORRUPT
    assert "interrupted hand" in str(info.value)


CRASH_SCRIPT = """
import json, os, signal, sys
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable

history = History.open(sys.argv[1])
table = RecordedTable.open(history)
begun = table.begin_hand({BetSpot.BANKER: 500, BetSpot.TIE: 100})
print(json.dumps({
    "player": [c.code for c in begun.coup.player],
    "banker": [c.code for c in begun.coup.banker],
    "hand_no": begun.hand_no,
    "shoe_no": begun.shoe_no,
    "after": begun.bankroll_after_cents,
}), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_the_next_autoplay_finishes_a_hand_left_pending_by_a_killed_process(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    first = in_process("autoplay", "--db", str(path), "--hands", "4", "--bet", "banker=500", "--bet",
                       "tie=100", "--seed", "5", "--bankroll", "100000")  # fmt: skip
    assert first.returncode == 0, first.stderr
    crashed = subprocess.run(
        [sys.executable, "-c", CRASH_SCRIPT, str(path)], capture_output=True, text=True, timeout=60
    )
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    begun = json.loads(crashed.stdout)
    assert counts(path)["pending_hands"] == 1 and counts(path)["hands"] == 4

    again = in_process(
        "autoplay", "--db", str(path), "--hands", "2", "--bet", "banker=500", "--bet", "tie=100"
    )
    assert again.returncode == 0, again.stderr
    assert f"finished the interrupted hand {begun['hand_no']} of shoe {begun['shoe_no']}" in again.stderr
    assert "continuing session 1" in again.stderr
    hands = query(path, "SELECT * FROM hands ORDER BY id")
    assert len(hands) == 4 + 1 + 2
    recovered = hands[4]
    assert recovered["player_cards"].split() == begun["player"]
    assert recovered["banker_cards"].split() == begun["banker"]
    assert recovered["bankroll_after_cents"] == begun["after"]
    bets = query(path, "SELECT spot, amount_cents FROM bets WHERE hand_id = ?", (recovered["id"],))
    assert sorted((b["spot"], b["amount_cents"]) for b in bets) == [("banker", 500), ("tie", 100)]
    assert counts(path)["pending_hands"] == 0
    check_invariants(path)
    assert in_process("verify", "--db", str(path)).returncode == 0


def test_new_session_finishes_the_previous_sessions_interrupted_hand(tmp_path: Path) -> None:
    """--new-session must not strand a pending hand of the session it replaces."""
    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.storage.history import History
    from baccarat_desktop.storage.recorder import RecordedTable

    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=7)
        table.play({BetSpot.BANKER: 500})
        table.start_shoe() if table.needs_new_shoe else None
        begun = table.begin_hand({BetSpot.PLAYER: 1_000})  # ...and the program dies here
    with History.open(path) as history:
        fresh = RecordedTable.open(history, new_session=True, seed=8)
        first = history.session(1)
        assert first.ended_at is not None
        hands = history_rows(history, "SELECT * FROM hands WHERE session_id = 1 ORDER BY id")
        assert len(hands) == 2 and hands[1]["player_cards"].split()[:2] == [
            c.code for c in begun.coup.player[:2]
        ]
        assert history.count("pending_hands") == 0
        assert fresh.session_id == 2


def test_a_seeded_session_killed_before_its_first_shoe_is_closed_not_corrupt(tmp_path: Path) -> None:
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.storage.history import History
    from baccarat_desktop.storage.recorder import RecordedTable

    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        history.create_session(TableRules(), 100_000, "derived")  # then killed: no shoe stored
    with History.open(path) as history:
        table = RecordedTable.open(history)  # no --seed this time
        assert table.session_id == 2 and table.row.seed_mode == "secure"
        assert history.session(1).ended_at is not None


# -- an interrupted hand the table now refuses ---------------------------------------------------
# Bets accepted when they were placed, then the hand was interrupted; an older version, or a person
# with the sqlite3 shell, left bets the session's table does not take: more than its maximum, a side
# bet it does not offer, a cent under its minimum. The table cannot deal that hand, so it says so and
# lets the player close the session as it stands (the interrupted hand's record kept as it is).
REFUSED_BETS = {
    "over-the-table-maximum": '{"banker": 600000}',
    "a-side-bet-the-table-does-not-offer": '{"dragon_7": 1000}',
    "one-cent": '{"banker": 1}',
}


def interrupted_with(path: Path, bets: str) -> None:
    """Session 1 with one hand stored and a second begun, whose stored bets are then ``bets``."""
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=10_000_000, seed=11)
        table.play({BetSpot.BANKER: 1_000})
        table.begin_hand({BetSpot.BANKER: 1_000})
    conn = sqlite3.connect(path)
    conn.execute("UPDATE pending_hands SET bets = ?", (bets,))
    conn.commit()
    conn.close()


@pytest.mark.parametrize("bets", REFUSED_BETS.values(), ids=REFUSED_BETS.keys())
def test_an_interrupted_hand_the_table_refuses_is_a_session_problem_with_a_way_out(
    tmp_path: Path, bets: str
) -> None:
    path = tmp_path / "h.sqlite3"
    interrupted_with(path, bets)
    before = counts(path)
    pending = query(path, "SELECT * FROM pending_hands")
    with History.open(path) as history, pytest.raises(StorageError) as info:
        RecordedTable.open(history)
    assert info.value.session_id == 1  # the file is fine: one session cannot go on
    assert "interrupted hand" in info.value.detail and "Session 1" in info.value.detail
    assert counts(path) == before

    with History.open(path) as history:
        fresh = RecordedTable.open(history, new_session=True, bankroll_cents=100_000)
        assert fresh.session_id == 2 and fresh.recovered is None
        assert history.session(1).ended_at is not None
        fresh.play({BetSpot.PLAYER: 500})
    after = counts(path)
    assert after["hands"] == before["hands"] + 1  # the new session's hand; session 1's stay as they were
    assert query(path, "SELECT * FROM pending_hands") == pending  # the interrupted hand's record, as it was
    assert query(path, "SELECT count(*) AS n FROM hands WHERE session_id = 1")[0]["n"] == 1


@pytest.mark.parametrize("bets", REFUSED_BETS.values(), ids=REFUSED_BETS.keys())
def test_autoplay_on_an_interrupted_hand_the_table_refuses_names_the_way_out(
    tmp_path: Path, bets: str
) -> None:
    """Today autoplay exits 2 ('bad arguments') and so do --new-session and --set-aside: no way out."""
    path = tmp_path / "h.sqlite3"
    interrupted_with(path, bets)
    before = counts(path)
    plain = in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=1000")
    assert plain.returncode == 1, plain.stderr
    assert "interrupted hand" in plain.stderr and "--new-session" in plain.stderr
    assert "Traceback" not in plain.stderr
    aside = in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=1000", "--set-aside")
    assert aside.returncode == 1 and "--new-session" in aside.stderr, aside.stderr
    assert counts(path) == before  # neither wrote anything

    fresh = in_process("autoplay", "--db", str(path), "--hands", "2", "--bet", "banker=1000", "--new-session")
    assert fresh.returncode == 0, fresh.stderr
    assert "session 2: played 2 hand(s)" in fresh.stdout
    sessions = query(path, "SELECT id, ended_at FROM sessions ORDER BY id")
    assert [s["id"] for s in sessions] == [1, 2] and sessions[0]["ended_at"] is not None
    assert counts(path)["hands"] == before["hands"] + 2
