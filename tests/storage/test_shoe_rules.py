"""A shoe obeys the shoe, with its seed revealed or not, and import and verify hold it to the same rules.

Each case is refused twice: ``import`` refuses the export file carrying it (exit 2, nothing created),
and ``verify`` refuses a stored history carrying the very same records (exit 1, the problem named).
The records come from a real seeded session (one shoe the cut card ended, revealed; one still in
play, its seed secret), changed the way the issue's hostile tester changed them.
"""

from __future__ import annotations

import copy
import json
import re
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot, bets_taken
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.command_line import in_process

from .support import drop_guards, query, store_as_is

RULES = TableRules(side_bets=(BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR, BetSpot.BIG))
BETS = {BetSpot.BANKER: 1_000, BetSpot.BIG: 500}


def play(table: RecordedTable) -> Any:
    """One hand as autoplay plays it: Big sits out the shoe's last hand, when the table closes it."""
    return table.play(bets_taken(BETS, last_hand=table.session.is_last_hand))


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Shoe 1 played to the hand after the cut card (ended, seed revealed), then 60 hands of shoe 2
    (still in play: its seed is secret, only its commitment is stored)."""
    path = tmp_path_factory.mktemp("shoe-rules") / "played.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=RULES, bankroll_cents=10_000_000, seed=11)
        while not play(table).last_hand:
            pass
        for _ in range(60):
            play(table)
    return path


@pytest.fixture(scope="module")
def exported(played: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("shoe-rules-export") / "history.json"
    assert in_process("export", "--db", str(played), "--format", "json", "--out", str(out)).returncode == 0
    data: dict[str, Any] = json.loads(out.read_text())
    assert [(s["seed"] is not None, s["end_reason"]) for s in data["shoes"]] == [
        (True, "cut_card"),
        (False, None),
    ]
    return data


def swap_suit(code: str) -> str:
    """The same rank in another suit: totals, winner and pairs stay as they were."""
    return code[0] + {"S": "H", "H": "S", "D": "C", "C": "D"}[code[1]]


def in_play_hands(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The hands of shoe 2, the shoe still in play (no seed to rebuild it from)."""
    return [h for h in data["hands"] if h["shoe_id"] == data["shoes"][1]["id"]]


def refused_by_both(data: dict[str, Any], tmp_path: Path, expected: str) -> None:
    """``import`` refuses the file and ``verify`` the same records stored; both name ``expected``."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    target = tmp_path / "new.sqlite3"
    imported = in_process("import", "--db", str(target), str(bad))
    assert imported.returncode == 2, imported.stdout + imported.stderr
    assert re.search(expected, imported.stderr), imported.stderr
    assert "Traceback" not in imported.stderr and not target.exists()
    stored = tmp_path / "stored.sqlite3"
    assert store_as_is(data, stored)
    verified = in_process("verify", "--db", str(stored))
    assert verified.returncode == 1, verified.stdout + verified.stderr
    mismatches = [line for line in verified.stdout.splitlines() if line.startswith("MISMATCH")]
    assert any(re.search(expected, line) for line in mismatches), mismatches


# -- A shoe without a revealed seed still obeys the shoe ------------------------------------------------
def twelve_nines_of_spades(data: dict[str, Any]) -> str:
    """Every 9 of shoe 2 made a 9 of spades, twelve of them: totals, winners and pairs stay right."""
    changed = 0
    for hand in in_play_hands(data):
        for side in ("player_cards", "banker_cards"):
            cards = hand[side].split()
            for i, card in enumerate(cards):
                if card[0] == "9" and card != "9S" and changed < 12:
                    cards[i], changed = "9S", changed + 1
            hand[side] = " ".join(cards)
    assert changed == 12
    return r"it deals 9S 9 times, but 8 decks hold 8 of each card"


def too_many_hands(data: dict[str, Any]) -> str:
    """Shoe 2 given 150 four-card hands (600 cards from a 416-card shoe), positions following on."""
    hands = in_play_hands(data)
    model = next(h for h in hands if len(h["player_cards"].split()) + len(h["banker_cards"].split()) == 4)
    first = hands[0]
    bankroll = first["bankroll_before_cents"]
    made = []
    for n in range(150):
        made.append(
            {
                **model,
                "hand_no": n + 1,
                "position": first["position"] + 4 * n,
                "played_at": first["played_at"],
                "bets": [],
                "bankroll_before_cents": bankroll,
                "bankroll_after_cents": bankroll,
            }
        )
    data["hands"] = [h for h in data["hands"] if h not in hands] + made
    data["shoes"][1]["hands"] = 150
    data["sessions"][0]["hands"] = len(data["hands"])
    data["sessions"][0]["bankroll_end_cents"] = bankroll
    return r"9 times, but|dealt after the shoe's last hand|runs past the end"


def negative_position(data: dict[str, Any]) -> str:
    in_play_hands(data)[2]["position"] = -5
    return r"its shoe position -5 is not a place in a shoe"


def burn_card_zz(data: dict[str, Any]) -> str:
    data["shoes"][1]["burn_card"] = "ZZ"
    return r"its burn card 'ZZ' is not a card"


def burned_minus_seven(data: dict[str, Any]) -> str:
    data["shoes"][1]["burned"] = -7
    return r"-7 cards burned: a burn takes the card shown and 1 to 10 more"


def burned_not_what_the_card_burns(data: dict[str, Any]) -> str:
    shoe = data["shoes"][1]
    shoe["burned"] = 2 if shoe["burned"] != 2 else 3
    return rf"{shoe['burned']} cards burned, but a shown {shoe['burn_card']} burns"


def cut_minus_one(data: dict[str, Any]) -> str:
    data["shoes"][1]["cut_position"] = -1
    return r"its cut card at -1 is not where this table places it in a 416-card shoe \(400 to 402"


def eight_decks_at_a_six_deck_table(data: dict[str, Any]) -> str:
    data["sessions"][0]["rules"]["decks"] = 6
    return r"a shoe of 8 decks at a 6-deck table"


def session_ends_before_it_starts(data: dict[str, Any]) -> str:
    data["sessions"][0]["ended_at"] = "2000-01-01T00:00:00.000Z"
    return r"it ends before it starts"


def played_at_not_a_moment(data: dict[str, Any]) -> str:
    in_play_hands(data)[4]["played_at"] = "yesterday"
    return r"its time 'yesterday' is not a moment as the history stores it"


def played_before_its_shoe(data: dict[str, Any]) -> str:
    in_play_hands(data)[4]["played_at"] = "2001-01-01T00:00:00.000Z"
    return r"it was played before its shoe started"


def shoe_before_its_session(data: dict[str, Any]) -> str:
    data["shoes"][0]["started_at"] = "2001-01-01T00:00:00.000Z"
    return r"it started before its session did"


# -- A shoe that withholds its seed but keeps its commitment ---------------------------------------------
def ended_shoe_withholds_its_seed(data: dict[str, Any]) -> str:
    data["shoes"][0]["seed"] = None
    hand = data["hands"][2]  # and a card changed, which only the seed could show
    first, *rest = hand["player_cards"].split()
    hand["player_cards"] = " ".join([swap_suit(first), *rest])
    return r"it has ended, but its seed was never revealed"


def big_on_the_last_hand_of_a_shoe_made_to_look_in_play(data: dict[str, Any]) -> str:
    """Shoe 1 alone, its seed and its end removed (as if still in play), the session open, and a Big
    bet added on its last hand, after the cut card had come out and the table had closed Big."""
    shoe = data["shoes"][0]
    shoe.update(seed=None, ended_at=None, end_reason=None)
    data["shoes"] = [shoe]
    data["hands"] = [h for h in data["hands"] if h["shoe_id"] == shoe["id"]]
    last = data["hands"][-1]
    cards = len(last["player_cards"].split()) + len(last["banker_cards"].split())
    net = 270 if cards >= 5 else -500  # Big pays 0.54 to 1 on a five- or six-card coup
    last["bets"].append({"spot": "big", "amount_cents": 500, "net_cents": net, "commission_cents": 0})
    last["bankroll_after_cents"] += net
    session = data["sessions"][0]
    session.update(ended_at=None, hands=len(data["hands"]), bankroll_end_cents=last["bankroll_after_cents"])
    return r"Big is closed for the last hand of the shoe"


def big_on_the_last_hand_moved_before_the_cut(data: dict[str, Any]) -> str:
    """As above, and the last hand's position moved back to the cut card, so that by its position it
    was not the last hand: without the seed, only the positions' chain can tell."""
    big_on_the_last_hand_of_a_shoe_made_to_look_in_play(data)
    data["hands"][-1]["position"] = data["shoes"][0]["cut_position"]
    return r"stored at shoe position \d+, but the shoe was at \d+"


CASES: dict[str, Callable[[dict[str, Any]], str]] = {
    "twelve-9S": twelve_nines_of_spades,
    "150-hands": too_many_hands,
    "position-minus-5": negative_position,
    "burn-card-ZZ": burn_card_zz,
    "burned-minus-7": burned_minus_seven,
    "burned-mismatch": burned_not_what_the_card_burns,
    "cut-minus-1": cut_minus_one,
    "8-decks-at-6": eight_decks_at_a_six_deck_table,
    "session-ends-first": session_ends_before_it_starts,
    "played-at-text": played_at_not_a_moment,
    "played-before-shoe": played_before_its_shoe,
    "shoe-before-session": shoe_before_its_session,
    "seed-withheld": ended_shoe_withholds_its_seed,
    "big-on-last-hand": big_on_the_last_hand_of_a_shoe_made_to_look_in_play,
    "big-on-last-hand-moved": big_on_the_last_hand_moved_before_the_cut,
}


@pytest.mark.parametrize("name", list(CASES))
def test_import_and_verify_both_refuse(name: str, exported: dict[str, Any], tmp_path: Path) -> None:
    data = copy.deepcopy(exported)
    refused_by_both(data, tmp_path, CASES[name](data))


def test_the_unchanged_records_pass_both(exported: dict[str, Any], tmp_path: Path) -> None:
    """The cases above are refused for what was changed, not for the way they are checked."""
    source = tmp_path / "whole.json"
    source.write_text(json.dumps(exported))
    assert in_process("import", "--db", str(tmp_path / "new.sqlite3"), str(source)).returncode == 0
    assert in_process("verify", "--db", str(tmp_path / "new.sqlite3")).returncode == 0
    stored = tmp_path / "stored.sqlite3"
    assert store_as_is(exported, stored)
    result = in_process("verify", "--db", str(stored))
    assert result.returncode == 0, result.stdout


def test_an_import_file_without_positions_is_refused(exported: dict[str, Any], tmp_path: Path) -> None:
    """Import stored a missing position as 0, and verify then refused, for good, the history import
    had just written. A hand's position is what places it in its shoe: it is required."""
    data = copy.deepcopy(exported)
    del in_play_hands(data)[5]["position"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    result = in_process("import", "--db", str(tmp_path / "new.sqlite3"), str(bad))
    assert result.returncode == 2
    assert re.search(r"hand record \d+ \(session 1, shoe 2, hand 6\): 'position' is missing", result.stderr)
    assert not (tmp_path / "new.sqlite3").exists()


# -- verify passes no longer: a stored history edited with the sqlite3 shell ----------------------------
def tamper(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    try:
        drop_guards(conn)
        for statement in statements:
            assert conn.execute(statement).rowcount >= 1, statement
        conn.commit()
    finally:
        conn.close()


def blank_seed_and_commitment(path: Path) -> str:
    """A revealed shoe made to count as 'without seed', then a card changed (same rank)."""
    hand = query(path, "SELECT id, player_cards FROM hands WHERE shoe_id = 1 AND hand_no = 3")[0]
    first, *rest = hand["player_cards"].split()
    swapped = swap_suit(first)
    tamper(
        path,
        "UPDATE shoes SET seed = NULL, seed_sha256 = NULL WHERE id = 1",
        f"UPDATE hands SET player_cards = '{' '.join([swapped, *rest])}' WHERE id = {hand['id']}",
    )
    return "it has no commitment, but every shoe dealt for play is committed to before its first card"


def never_revealed(path: Path) -> str:
    tamper(path, "UPDATE shoes SET seed = NULL WHERE id = 1")
    return "it has ended, but its seed was never revealed"


def position_minus_five(path: Path) -> str:
    tamper(path, "UPDATE hands SET position = -5 WHERE shoe_id = 2 AND hand_no = 3")
    return "its shoe position -5 is not a place in a shoe"


def position_off_by_one(path: Path) -> str:
    tamper(path, "UPDATE hands SET position = position + 1 WHERE shoe_id = 2 AND hand_no = 3")
    return "stored at shoe position"


TAMPERS: dict[str, Callable[[Path], str]] = {
    "blanked-commitment": blank_seed_and_commitment,
    "never-revealed": never_revealed,
    "position-minus-5": position_minus_five,
    "position-off-by-one": position_off_by_one,
}


def verify_and_import_refuse(path: Path, tmp_path: Path, expected: str) -> None:
    """``verify`` names ``expected``; exported as it now stands, ``import`` refuses it with the same words."""
    result = in_process("verify", "--db", str(path))
    assert result.returncode == 1, result.stdout + result.stderr
    assert any(expected in line for line in result.stdout.splitlines() if line.startswith("MISMATCH"))
    out = tmp_path / "tampered.json"
    assert in_process("export", "--db", str(path), "--format", "json", "--out", str(out)).returncode == 0
    imported = in_process("import", "--db", str(tmp_path / "new.sqlite3"), str(out))
    assert imported.returncode == 2 and expected in imported.stderr, imported.stderr


@pytest.mark.parametrize("name", list(TAMPERS))
def test_verify_finds_what_it_passed(name: str, played: Path, tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    shutil.copy(played, path)
    verify_and_import_refuse(path, tmp_path, TAMPERS[name](path))


def test_a_cut_card_shoe_missing_its_last_hands(tmp_path: Path) -> None:
    """A session that stopped right after its shoe's last hand, its last three hands deleted: the
    bankroll chain still holds, and the export counts what is left, but the shoe the cut card ended
    does not hold the hands it dealt."""
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=8)
        while not table.play({BetSpot.PLAYER: 500}).last_hand:
            pass
        table.end_session()
    full = query(path, "SELECT count(*) AS n FROM hands")[0]["n"]
    tamper(path, f"DELETE FROM bets WHERE hand_id > {full - 3}", f"DELETE FROM hands WHERE id > {full - 3}")
    expected = f"the cut card ended it after {full} hands, but only {full - 3} are in the file"
    verify_and_import_refuse(path, tmp_path, expected)
