"""``baccarat-desktop verify`` catches a history changed behind the game's back, and names the hand."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process

from .support import drop_guards, query

BETS = {BetSpot.BANKER: 500, BetSpot.TIE: 100, BetSpot.PLAYER_PAIR: 100}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """200 seeded hands: two shoes ended with their seeds revealed, a third still in play."""
    path = tmp_path_factory.mktemp("verify") / "played.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=1_000_000, seed=2024)
        for _ in range(200):
            table.play(BETS)
    return path


@pytest.fixture
def copy(played: Path, tmp_path: Path) -> Path:
    target = tmp_path / "h.sqlite3"
    shutil.copy(played, target)
    return target


def tamper(path: Path, *statements: str) -> None:
    """What someone editing the file with the sqlite3 shell would do: drop the guard, then edit."""
    conn = sqlite3.connect(path)
    try:
        drop_guards(conn)
        for statement in statements:
            assert conn.execute(statement).rowcount >= 1, statement
        conn.commit()
    finally:
        conn.close()


def hand_id(path: Path, shoe_no: int, hand_no: int) -> int:
    rows = query(
        path,
        "SELECT h.id FROM hands h JOIN shoes s ON s.id = h.shoe_id WHERE s.shoe_no = ? AND h.hand_no = ?",
        (shoe_no, hand_no),
    )
    return rows[0]["id"]


def test_the_untouched_history_verifies(played: Path) -> None:
    shoes = query(played, "SELECT shoe_no, seed FROM shoes ORDER BY shoe_no")
    assert [s["seed"] is not None for s in shoes] == [True, True, False]  # the fixture is as described
    result = in_process("verify", "--db", str(played))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all good" in result.stdout and "MISMATCH" not in result.stdout
    report = json.loads(in_process("verify", "--db", str(played), "--json").stdout)
    assert report == {
        "ok": True,
        "shoes_checked": 2,
        "shoes_unrevealed": 1,
        "shoes_without_seed": 0,
        "hands_checked": 200,
        "tracked_shoes": 0,
        "tracked_hands": 0,
        "problems": [],
    }


def swap_suit(code: str) -> str:
    return code[0] + {"S": "H", "H": "S", "D": "C", "C": "D"}[code[1]]


def change_card_suit(path: Path) -> str:
    """Same rank, other suit: totals, winner and pairs stay right; only the revealed shoe can tell."""
    hid = hand_id(path, 1, 3)
    cards = query(path, "SELECT player_cards FROM hands WHERE id = ?", (hid,))[0]["player_cards"].split()
    cards[0] = swap_suit(cards[0])
    tamper(path, f"UPDATE hands SET player_cards = '{' '.join(cards)}' WHERE id = {hid}")
    return "shoe 1, hand 3: the cards are not what the revealed shoe deals"


def change_card_rank(path: Path) -> str:
    """In the shoe still in play (nothing to rebuild it from) the cards must still make the totals."""
    hid = hand_id(path, 3, 2)
    row = query(path, "SELECT * FROM hands WHERE id = ?", (hid,))[0]
    cards = row["banker_cards"].split()
    # A rank worth one point more: the banker total (or the third-card decision) no longer holds.
    one_more = dict(zip("A23456789TJQK", "23456789TAAAA", strict=True))
    cards[0] = one_more[cards[0][0]] + cards[0][1]
    tamper(path, f"UPDATE hands SET banker_cards = '{' '.join(cards)}' WHERE id = {hid}")
    return "shoe 3, hand 2:"


def change_a_net(path: Path) -> str:
    hid = hand_id(path, 2, 5)
    tamper(path, f"UPDATE bets SET net_cents = net_cents + 1 WHERE hand_id = {hid} AND spot = 'tie'")
    return "shoe 2, hand 5: the Tie bet should net"


def change_a_revealed_seed(path: Path) -> str:
    # Shoe 2's (real, valid) seed put in shoe 1's place.
    tamper(path, "UPDATE shoes SET seed = (SELECT seed FROM shoes WHERE shoe_no = 2) WHERE shoe_no = 1")
    return "shoe 1: the revealed seed does not match the commitment"


def change_a_bankroll(path: Path) -> str:
    hid = hand_id(path, 1, 10)
    tamper(path, f"UPDATE hands SET bankroll_after_cents = bankroll_after_cents + 10000 WHERE id = {hid}")
    return "shoe 1, hand 10: the bankroll after is not the bankroll before plus the bets' net"


def change_a_winner(path: Path) -> str:
    hid = hand_id(path, 2, 7)
    winner = query(path, "SELECT winner FROM hands WHERE id = ?", (hid,))[0]["winner"]
    other = "player" if winner != "player" else "banker"
    tamper(path, f"UPDATE hands SET winner = '{other}' WHERE id = {hid}")
    return f"shoe 2, hand 7: winner is '{other}' but the cards make '{winner}'"


def remove_a_hand(path: Path) -> str:
    hid = hand_id(path, 3, 4)
    tamper(path, f"DELETE FROM bets WHERE hand_id = {hid}", f"DELETE FROM hands WHERE id = {hid}")
    return "shoe 3, hand 5: hand numbers skip (expected hand 4)"


TAMPERS: dict[str, Callable[[Path], str]] = {
    "card-suit": change_card_suit,
    "card-rank": change_card_rank,
    "net": change_a_net,
    "seed": change_a_revealed_seed,
    "bankroll": change_a_bankroll,
    "winner": change_a_winner,
    "missing-hand": remove_a_hand,
}


@pytest.mark.parametrize("name", list(TAMPERS))
def test_verify_names_what_was_tampered_with(copy: Path, name: str) -> None:
    expected = TAMPERS[name](copy)
    result = in_process("verify", "--db", str(copy))
    assert result.returncode == 1, result.stdout + result.stderr
    mismatches = [line for line in result.stdout.splitlines() if line.startswith("MISMATCH")]
    assert mismatches, result.stdout
    assert any(expected in line for line in mismatches), mismatches
    assert all("session 1" in line for line in mismatches)
    assert result.stdout.rstrip().endswith(f"{len(mismatches)} mismatch(es)")


def test_a_changed_bankroll_also_breaks_the_next_hands_chain(copy: Path) -> None:
    change_a_bankroll(copy)
    with History.open(copy, write=False) as history:
        problems = verify_history(history).problems
    assert problems == [
        "session 1, shoe 1, hand 10: the bankroll after is not the bankroll before plus the bets' net",
        "session 1, shoe 1, hand 11: the bankroll before does not follow the previous hand",
    ]


def test_a_changed_card_is_found_even_when_totals_still_add_up(copy: Path) -> None:
    change_card_suit(copy)
    with History.open(copy, write=False) as history:
        problems = verify_history(history).problems
    # Only the comparison with the revealed shoe can see a suit change at the hand itself; the shoe
    # then holds one card too many of the new suit, which shows once all its copies are dealt.
    assert problems[0] == "session 1, shoe 1, hand 3: the cards are not what the revealed shoe deals"
    assert all("9 times, but 8 decks hold 8 of each card" in p for p in problems[1:]), problems


# -- Values no game writes: named, never a traceback ------------------------------------------------------
STORED_VALUES = {  # the change, what names the value, and whether it is in the CSV's hand rows
    "amount-as-text": (
        "UPDATE bets SET amount_cents = 'abc' WHERE id = 3",
        "amount is stored as 'abc'",
        True,
    ),
    "net-as-blob": ("UPDATE bets SET net_cents = x'0102' WHERE id = 3", "net is stored as <2 bytes>", True),
    "amount-infinite": ("UPDATE bets SET amount_cents = 1e400 WHERE id = 3", "amount is stored as inf", True),
    "last-bankroll-infinite": (
        "UPDATE hands SET bankroll_after_cents = 1e400 WHERE id = (SELECT max(id) FROM hands)",
        "is stored as inf",  # the last hand's bankroll after, or (JSON) the session's closing bankroll
        True,
    ),
    "position-as-text": ("UPDATE hands SET position = 'x' WHERE id = 5", "position is stored as 'x'", True),
    "burned-as-text": ("UPDATE shoes SET burned = 'x' WHERE shoe_no = 3", "burned is stored as 'x'", False),
    "decks-as-text": ("UPDATE shoes SET decks = 'x' WHERE shoe_no = 3", "decks is stored as 'x'", False),
    "start-as-text": (
        "UPDATE sessions SET starting_bankroll_cents = 'lots'",
        "starting bankroll is stored as 'lots'",
        False,
    ),
}


@pytest.mark.parametrize("name", list(STORED_VALUES))
def test_a_value_no_game_writes_is_named_by_verify_and_refused_by_export(copy: Path, name: str) -> None:
    """verify names it (exit 1); an export that would have to write it refuses (exit 1, no file)
    rather than writing text, bytes or 'Infinity' where the format has whole cents."""
    statement, named, in_csv = STORED_VALUES[name]
    tamper(copy, statement)
    result = in_process("verify", "--db", str(copy))
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stderr == ""
    assert any(line.startswith("MISMATCH session 1") for line in result.stdout.splitlines()), result.stdout
    for fmt in ("csv", "json"):
        out = copy.with_name(f"out.{fmt}")
        exported = in_process("export", "--db", str(copy), "--format", fmt, "--out", str(out))
        assert "Traceback" not in exported.stderr, exported.stderr
        if fmt == "csv" and not in_csv:  # the CSV holds hands only, and they are sound
            assert exported.returncode == 0, exported.stderr
            continue
        assert exported.returncode == 1, exported.stderr
        assert "export: error: session 1" in exported.stderr and named in exported.stderr, exported.stderr
        assert "nothing was exported" in exported.stderr and not out.exists()
