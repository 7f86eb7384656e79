"""A real ``autoplay`` process killed with SIGKILL at varied moments never leaves a history that is
damaged, inconsistent or short of a bet: every kill leaves either a whole hand or none (plus at most
one pending hand, which the next run finishes)."""

from __future__ import annotations

import json
import re
import signal
import sqlite3
import subprocess
import sys
from functools import partial
from pathlib import Path

from tests.command_line import in_process
from tests.waiting import wait_for

from .support import check_invariants, query

# Each kill waits for an event in the child, never for a delay, so it lands where it is meant to on a
# fast or a slow, busy machine: "started" kills at once (in Python's start-up, nothing opened);
# "locked" once the child holds the writer lock (creating, checking or migrating the file, resuming
# the session, finishing an interrupted hand, or the first hands); "stored" once the file holds that
# many more hands than before the run (in play, somewhere in the next hand).
KILLS = (
    ("started", 0),
    ("locked", 0),  # the first run: the file is being created
    ("stored", 5),
    ("locked", 0),  # the file exists: it is being opened and the session resumed
    ("stored", 1),
    ("stored", 120),  # past the end of the first shoe, so a revealed seed gets verified
    ("stored", 30),
)


def holds_the_lock(proc: subprocess.Popen[str], lock: Path) -> bool:
    try:
        return lock.read_text() == str(proc.pid)
    except FileNotFoundError:
        return False


def hands_in_file(db: Path) -> int:
    """Hands stored, as another reader of the file sees them (0 while it is being created)."""
    if not db.exists():
        return 0
    try:
        conn = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
        try:
            return int(conn.execute("SELECT count(*) FROM hands").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:  # no hands table yet
        return 0


def holds_hands(db: Path, at_least: int) -> bool:
    return hands_in_file(db) >= at_least


def autoplay_command(db: Path, hands: int) -> list[str]:
    return [
        sys.executable, "-m", "baccarat_desktop", "autoplay", "--db", str(db), "--hands", str(hands),
        "--bet", "banker=500", "--bet", "tie=100", "--seed", "1", "--bankroll", "100000000",
    ]  # fmt: skip


def stored_hands(db: Path) -> int:
    return check_invariants(db)["hands"] if db.exists() else 0


def test_sigkill_at_varied_moments_keeps_the_history_whole(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    lock = db.with_name(db.name + ".lock")
    hands_after_kill = [0]
    recoveries = 0
    for event, hands in KILLS:
        before = hands_after_kill[-1]
        proc = subprocess.Popen(
            autoplay_command(db, 100_000), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        if event == "locked":
            wait_for(partial(holds_the_lock, proc, lock), "autoplay held the history's lock", process=proc)
        elif event == "stored":
            wait_for(
                partial(holds_hands, db, before + hands),
                f"autoplay stored {hands} more hand(s)",
                process=proc,
            )
        proc.send_signal(signal.SIGKILL)
        _, stderr = proc.communicate(timeout=60)
        assert proc.returncode == -signal.SIGKILL, stderr  # killed mid-run, never finished
        assert "error" not in stderr.lower(), stderr
        recoveries += stderr.count("finished the interrupted hand")
        hands_after_kill.append(stored_hands(db))  # checking every invariant after every kill
        assert hands_after_kill[-1] >= before  # nothing stored is ever lost
        if event == "stored":
            assert hands_after_kill[-1] >= before + hands  # every hand a reader saw survived the kill

    counts = check_invariants(db)
    assert counts["sessions"] == 1  # every restart continued the same session
    assert counts["pending_hands"] <= 1
    (session,) = query(db, "SELECT * FROM sessions")
    assert session["starting_bankroll_cents"] == 100_000_000 and session["ended_at"] is None
    # Each hand carries the two bets, never more, never fewer.
    per_hand = query(
        db, "SELECT count(*) AS n FROM hands h LEFT JOIN bets b ON b.hand_id = h.id GROUP BY h.id"
    )
    assert {row["n"] for row in per_hand} == {2}

    result = in_process("verify", "--db", str(db), "--json")
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["ok"] and report["hands_checked"] == counts["hands"]
    assert report["shoes_checked"] >= 1  # at least one shoe ended and was checked against its seed

    # One more, uninterrupted run finishes a pending hand if a kill left one, and says so.
    pending = query(db, "SELECT * FROM pending_hands")
    final = subprocess.run(autoplay_command(db, 5), capture_output=True, text=True, timeout=60)
    assert final.returncode == 0, final.stderr
    finished = re.search(r"finished the interrupted hand (\d+) of shoe (\d+)", final.stderr)
    assert bool(finished) == bool(pending), final.stderr
    if pending:
        (row,) = pending
        (shoe,) = query(db, "SELECT shoe_no FROM shoes WHERE id = ?", (row["shoe_id"],))
        assert finished is not None
        assert (int(finished[1]), int(finished[2])) == (row["hand_no"], shoe["shoe_no"])
        (hand,) = query(
            db, "SELECT * FROM hands WHERE shoe_id = ? AND hand_no = ?", (row["shoe_id"], row["hand_no"])
        )
        assert hand["position"] == row["position"]
        assert hand["bankroll_before_cents"] == row["bankroll_before_cents"]
        bets = query(db, "SELECT spot, amount_cents FROM bets WHERE hand_id = ? ORDER BY spot", (hand["id"],))
        assert {b["spot"]: b["amount_cents"] for b in bets} == json.loads(row["bets"])
    counts_after = check_invariants(db)
    assert counts_after["pending_hands"] == 0
    assert counts_after["hands"] == counts["hands"] + 5 + (1 if pending else 0)
    assert in_process("verify", "--db", str(db)).returncode == 0
    print(f"hands after each kill: {hands_after_kill}; recoveries during the kills: {recoveries}")


def test_sigterm_stops_autoplay_as_ctrl_c_does(tmp_path: Path) -> None:
    """SIGTERM (kill, a service manager, a CI timeout) ends a command as Ctrl+C does: the hand being
    stored is finished or not begun, the lock is let go, 'interrupted' is said, and the exit code is
    130. Today the process just dies of the signal (-15) and says nothing."""
    db = tmp_path / "h.sqlite3"
    proc = subprocess.Popen(autoplay_command(db, 1_000_000), stderr=subprocess.PIPE, text=True)
    wait_for(partial(holds_hands, db, 20), "20 hands stored", process=proc)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "autoplay: interrupted" in err and "Traceback" not in err
    check_invariants(db)
    again = in_process("autoplay", "--db", str(db), "--hands", "1", "--bet", "banker=500", "--bet", "tie=100")
    assert again.returncode == 0, again.stderr  # the lock was let go
    assert in_process("verify", "--db", str(db)).returncode == 0
