"""Hands of the Peek table in the history: the hand stops for the choice with its bets stored as the
pending hand (a process killed then reopens with the same bets, cards and choice to make); the choice
is stored with its hand before any later card is shown; each Player or Banker bet stores the stakes in
play and the fee on the stake as placed, which verify and import read back (``stake_and_choice``)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import BetRefused, Variant
from baccarat_desktop.engine.peek import Choice
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import HandResult
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process

from .support import counts, query

PEEK = TableRules(variant=Variant.PEEK, side_bets=())
BETS = {BetSpot.BANKER: 1_005, BetSpot.TIE: 200}
CHOICES = (Choice.KEEP, Choice.TRIPLE, Choice.DOUBLE)


def play(path: Path, hands: int) -> list[HandResult]:
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=PEEK, bankroll_cents=5_000_000, seed=31)
        played = []
        for i in range(hands):
            if table.needs_new_shoe:
                table.start_shoe()
            table.begin_peek(BETS)
            played.append(table.choose(CHOICES[i % 3]))
        table.end_session()
    return played


def verify_problems(path: Path) -> list[str]:
    with History.open(path, write=False) as history:
        return verify_history(history).problems


def test_each_hand_stores_the_stakes_in_play_and_the_fee_on_the_stake_placed(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    played = play(path, 9)
    assert counts(path)["pending_hands"] == 0
    hands = query(path, "SELECT * FROM hands ORDER BY id")
    for i, (result, hand) in enumerate(zip(played, hands, strict=True)):
        assert result.choice is CHOICES[i % 3]
        bets = query(path, "SELECT spot, amount_cents, fee_cents FROM bets WHERE hand_id = ? ORDER BY id",
                     (hand["id"],))  # fmt: skip
        assert [(b["spot"], b["amount_cents"], b["fee_cents"]) for b in bets] == [
            ("banker", 1_005 * result.choice.stakes, 201),
            ("tie", 200, 0),
        ]
        assert hand["bankroll_after_cents"] == result.bankroll_after_cents
    assert verify_problems(path) == []


def test_verify_re_settles_with_the_choice_and_catches_a_forged_one(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    play(path, 3)
    import sqlite3

    from .support import drop_guards

    conn = sqlite3.connect(path)
    drop_guards(conn)
    # Hand 2 was tripled: claim it was kept (the fee says the stake was 1005, so 1005 in play).
    conn.execute(
        "UPDATE bets SET amount_cents = 1005 WHERE spot = 'banker' AND hand_id = "
        "(SELECT id FROM hands WHERE hand_no = 2)"
    )
    conn.commit()
    conn.close()
    assert any("hand 2" in p and "Banker bet should net" in p for p in verify_problems(path))


def test_export_and_import_keep_the_choice(tmp_path: Path) -> None:
    source = tmp_path / "source.sqlite3"
    play(source, 6)
    out = tmp_path / "export.json"
    done = in_process("export", "--db", str(source), "--format", "json", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert [b["amount_cents"] for b in json.loads(out.read_text())["hands"][1]["bets"]] == [3_015, 200]
    target = tmp_path / "target.sqlite3"
    done = in_process("import", "--db", str(target), str(out))
    assert done.returncode == 0, done.stderr
    rows = "SELECT spot, amount_cents, net_cents, commission_cents, fee_cents FROM bets ORDER BY id"
    assert query(target, rows) == query(source, rows)
    assert verify_problems(target) == []


KILL_AT_THE_CHOICE = """
import json, os, signal, sys
from pathlib import Path
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
history = History.open(Path(sys.argv[1]))
table = RecordedTable.open(history, rules=TableRules(variant=Variant.PEEK, side_bets=()),
                           bankroll_cents=100_000, seed=8)
table.play({BetSpot.PLAYER: 500})
if table.needs_new_shoe:
    table.start_shoe()
four = table.begin_peek({BetSpot.PLAYER: 1_000, BetSpot.TIE: 100})
print(json.dumps([c.code for c in four]), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_process_killed_at_the_choice_reopens_with_the_choice_to_make(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    crashed = subprocess.run(
        [sys.executable, "-c", KILL_AT_THE_CHOICE, str(path)], capture_output=True, text=True, timeout=60
    )
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    shown = json.loads(crashed.stdout)
    assert counts(path)["pending_hands"] == 1 and counts(path)["hands"] == 1
    with History.open(path) as history:
        table = RecordedTable.open(history)
        assert table.recovered is None and table.hand_in_progress is None
        assert table.awaiting_choice == {BetSpot.PLAYER: 1_000, BetSpot.TIE: 100}
        assert [c.code for c in table.session.first_four()] == shown
        with pytest.raises(ValueError, match="already being dealt"):
            table.begin_peek({BetSpot.PLAYER: 1_000})
        result = table.choose(Choice.DOUBLE)
        p, b = result.coup.player, result.coup.banker
        assert [c.code for c in (p[0], b[0], p[1], b[1])] == shown
        assert table.awaiting_choice is None and table.hand_in_progress is None  # stored at the choice
    assert counts(path)["pending_hands"] == 0 and counts(path)["hands"] == 2
    (bet,) = query(path, "SELECT amount_cents, fee_cents FROM bets WHERE spot = 'player' AND hand_id = 2")
    assert (bet["amount_cents"], bet["fee_cents"]) == (2_000, 200)
    assert verify_problems(path) == []


def test_a_raise_the_bankroll_cannot_pay_is_refused_and_the_choice_still_waits(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=PEEK, bankroll_cents=2_500, seed=4)
        table.start_shoe()
        table.begin_peek({BetSpot.PLAYER: 1_000})
        with pytest.raises(BetRefused, match="bankroll"):
            table.choose(Choice.TRIPLE)
        assert table.awaiting_choice == {BetSpot.PLAYER: 1_000} and counts(path)["hands"] == 0
        assert table.choose(Choice.KEEP).choice is Choice.KEEP
