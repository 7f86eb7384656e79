"""CSV and JSON export, and the all-or-nothing JSON import (through the real command line)."""

from __future__ import annotations

import copy
import csv
import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable

from .support import check_invariants, cli, counts, file_hash, query, resolve

SPOTS = ["player", "banker", "tie", "player_pair", "banker_pair"]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two sessions: one ended (two shoes revealed), one still open with a shoe in play."""
    path = tmp_path_factory.mktemp("exchange") / "source.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=200_000, seed=3)
        for _ in range(170):
            table.play({BetSpot.BANKER: 1_000, BetSpot.TIE: 100})
        table.end_session()
        table = RecordedTable.open(history, bankroll_cents=50_000, seed=4, new_session=True)
        for i in range(40):
            table.play(
                {BetSpot.PLAYER: 500 + 100 * (i % 3), BetSpot.BANKER_PAIR: 100, BetSpot.PLAYER_PAIR: 100}
            )
    return path


@pytest.fixture(scope="module")
def exported(source: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("export") / "history.json"
    result = cli("export", "--db", str(source), "--format", "json", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert "exported 210 hand(s)" in result.stderr
    return out


def csv_rows(db: Path) -> list[dict[str, str]]:
    result = cli("export", "--db", str(db), "--format", "csv", "--out", "-")
    assert result.returncode == 0, result.stderr
    return list(csv.DictReader(io.StringIO(result.stdout)))


def test_json_export_keeps_secrets_of_shoes_in_play(source: Path, exported: Path) -> None:
    data = json.loads(exported.read_text())
    assert data["format"] == "baccarat-desktop-history" and data["version"] == 2
    assert len(data["sessions"]) == 2 and len(data["hands"]) == 210
    # Format 2 says how many hands each session and shoe holds, and where each session's bankroll ended.
    assert sum(s["hands"] for s in data["sessions"]) == sum(sh["hands"] for sh in data["shoes"]) == 210
    for s in data["sessions"]:
        last = [h for h in data["hands"] if h["session_id"] == s["id"]][-1]
        assert s["bankroll_end_cents"] == last["bankroll_after_cents"]
    open_shoes = [s for s in data["shoes"] if s["ended_at"] is None]
    assert len(open_shoes) == 1 and open_shoes[0]["seed"] is None
    secrets = query(source, "SELECT seed FROM shoe_secrets WHERE seed IS NOT NULL")
    revealed = {s["seed"] for s in data["shoes"] if s["seed"]}
    hidden = {row["seed"] for row in secrets} - revealed
    assert len(hidden) == 1
    assert hidden.pop() not in exported.read_text()


def test_json_round_trip_into_a_fresh_file(source: Path, exported: Path, tmp_path: Path) -> None:
    target = tmp_path / "imported.sqlite3"
    result = cli("import", "--db", str(target), str(exported), "--json")
    assert result.returncode == 0, result.stderr
    stored = counts(source)
    assert json.loads(result.stdout) == {"sessions": 2, "shoes": stored["shoes"], "hands": 210}

    def without_session(rows: list[dict[str, str]]) -> list[dict[str, str]]:
        return [{k: v for k, v in row.items() if k != "session_id"} for row in rows]

    original, imported = csv_rows(source), csv_rows(target)
    assert len(imported) == 210
    assert without_session(imported) == without_session(original)
    assert counts(target)["bets"] == counts(source)["bets"]
    # Imported sessions are history: closed, never continued by the next game.
    assert {row["ended_at"] is not None for row in query(target, "SELECT ended_at FROM sessions")} == {True}
    assert {row["seed_mode"] for row in query(target, "SELECT seed_mode FROM sessions")} == {"imported"}
    check_invariants(target)
    verified = cli("verify", "--db", str(target), "--json")
    assert verified.returncode == 0, verified.stdout
    report = json.loads(verified.stdout)
    revealed = query(source, "SELECT count(*) AS n FROM shoes WHERE seed IS NOT NULL")[0]["n"]
    assert report["ok"] and report["hands_checked"] == 210 and report["shoes_checked"] == revealed >= 2

    # The same file a second time is refused as a whole, and nothing changes.
    before_hash, before_counts = file_hash(target), counts(target)
    again = cli("import", "--db", str(target), str(exported))
    assert again.returncode != 0
    assert "session record 1" in again.stderr and "already in" in again.stderr
    assert file_hash(target) == before_hash and counts(target) == before_counts


def test_csv_export_has_one_row_per_hand_and_adds_up(source: Path) -> None:
    rows = csv_rows(source)
    assert len(rows) == counts(source)["hands"] == 210
    by_session: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        nets = [int(row[f"net_{spot}_cents"]) for spot in SPOTS]
        stakes = [int(row[f"bet_{spot}_cents"]) for spot in SPOTS]
        assert int(row["net_cents"]) == sum(nets)
        assert int(row["wagered_cents"]) == sum(stakes)
        assert int(row["bankroll_after_cents"]) == int(row["bankroll_before_cents"]) + int(row["net_cents"])
        made = resolve(row["player_cards"], row["banker_cards"])
        assert {k: int(row[k]) if k not in ("winner",) else row[k] for k in made} == made
        by_session.setdefault(row["session_id"], []).append(row)
    assert [len(v) for v in by_session.values()] == [170, 40]
    for session_rows, start in zip(by_session.values(), (200_000, 50_000), strict=True):
        expected = start
        for row in session_rows:
            assert int(row["bankroll_before_cents"]) == expected
            expected = int(row["bankroll_after_cents"])
    # The first session bet 10.00 on Banker and 1.00 on the Tie every hand, and nothing else.
    assert {(r["bet_banker_cents"], r["bet_tie_cents"], r["bet_player_cents"]) for r in by_session["1"]} == {
        ("1000", "100", "0")
    }


def test_export_of_one_session(source: Path, tmp_path: Path) -> None:
    out = tmp_path / "s2.csv"
    result = cli("export", "--db", str(source), "--format", "csv", "--out", str(out), "--session", "2")
    assert result.returncode == 0, result.stderr
    with open(out, newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 40 and {r["session_id"] for r in rows} == {"2"}
    assert not (tmp_path / "s2.csv.partial").exists()
    missing = cli("export", "--db", str(source), "--format", "csv", "--out", str(out), "--session", "9")
    assert missing.returncode == 2 and "no session 9" in missing.stderr


# -- Bad import files ------------------------------------------------------------------------------
def first_record(data: dict[str, Any], wanted: Callable[[dict[str, Any]], bool], start: int = 7) -> int:
    """The 1-based number of the first hand record from ``start`` on that fits ``wanted``."""
    for number, hand in enumerate(data["hands"], start=1):
        if number >= start and wanted(hand):
            return number
    raise AssertionError("no such hand in the export")


def break_total(data: dict[str, Any]) -> str:
    n = first_record(data, lambda h: True)
    data["hands"][n - 1]["player_total"] = (data["hands"][n - 1]["player_total"] + 1) % 10
    return rf"hand record {n} \(.*player_total"


def break_winner(data: dict[str, Any]) -> str:
    n = first_record(data, lambda h: h["winner"] == "banker")
    data["hands"][n - 1]["winner"] = "player"
    return rf"hand record {n} \(.*winner"


def illegal_card(data: dict[str, Any]) -> str:
    n = first_record(data, lambda h: True, start=9)
    hand = data["hands"][n - 1]
    hand["player_cards"] = " ".join(["1X", *hand["player_cards"].split()[1:]])
    return rf"hand record {n} \(.*not a legal coup"


def missing_third_card(data: dict[str, Any]) -> str:
    n = first_record(data, lambda h: len(h["banker_cards"].split()) == 3)
    hand = data["hands"][n - 1]
    hand["banker_cards"] = " ".join(hand["banker_cards"].split()[:2])
    return rf"hand record {n} \("


def wrong_net(data: dict[str, Any]) -> str:
    n = first_record(data, lambda h: any(b["spot"] == "tie" for b in h["bets"]), start=12)
    for bet in data["hands"][n - 1]["bets"]:
        if bet["spot"] == "tie":
            bet["net_cents"] += 100
    return rf"hand record {n} \(.*the Tie bet should net"


def broken_chain(data: dict[str, Any]) -> str:
    n = first_record(data, lambda h: True, start=20)
    data["hands"][n - 1]["bankroll_before_cents"] += 100
    data["hands"][n - 1]["bankroll_after_cents"] += 100  # still before + net: only the chain breaks
    return rf"hand record {n} \(.*bankroll before does not follow"


def seed_not_matching(data: dict[str, Any]) -> str:
    revealed = [i for i, s in enumerate(data["shoes"], start=1) if s["seed"]]
    n = revealed[1]
    data["shoes"][n - 1]["seed"] = data["shoes"][revealed[0] - 1]["seed"]
    return f"shoe record {n}: the revealed seed does not match the commitment"


def repeated_shoe_number(data: dict[str, Any]) -> str:
    n = 2
    data["shoes"][n - 1]["shoe_no"] = data["shoes"][0]["shoe_no"]  # same session, same number
    assert data["shoes"][n - 1]["session_id"] == data["shoes"][0]["session_id"]
    return rf"shoe record {n}: session \d+ has two shoes numbered {data['shoes'][0]['shoe_no']}"


def wrong_format(data: dict[str, Any]) -> str:
    data["format"] = "some-other-program"
    return "is not a Baccarat Desktop history export"


BREAKERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "total": break_total,
    "winner": break_winner,
    "illegal-card": illegal_card,
    "missing-third-card": missing_third_card,
    "net": wrong_net,
    "bankroll-chain": broken_chain,
    "seed": seed_not_matching,
    "shoe-number": repeated_shoe_number,
    "format": wrong_format,
}


@pytest.fixture
def target(tmp_path: Path) -> Path:
    """A history with hands of its own, which a refused import must leave exactly as it is."""
    path = tmp_path / "target.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=10_000, seed=99)
        for _ in range(12):
            table.play({BetSpot.BANKER: 500})
    return path


def import_refused(target: Path, bad: Path) -> str:
    before_hash, before_counts = file_hash(target), counts(target)
    result = cli("import", "--db", str(target), str(bad))
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout == ""
    assert file_hash(target) == before_hash
    assert counts(target) == before_counts
    return result.stderr


@pytest.mark.parametrize("name", list(BREAKERS))
def test_a_bad_record_refuses_the_whole_import(
    name: str, exported: Path, target: Path, tmp_path: Path
) -> None:
    data = copy.deepcopy(json.loads(exported.read_text()))
    pattern = BREAKERS[name](data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    message = import_refused(target, bad)
    assert "import: error:" in message
    assert re.search(pattern, message), message


def test_the_first_bad_record_is_the_one_named(exported: Path, target: Path, tmp_path: Path) -> None:
    data = json.loads(exported.read_text())
    data["hands"][30]["winner"] = "tie" if data["hands"][30]["winner"] != "tie" else "player"
    data["hands"][14]["player_total"] = (data["hands"][14]["player_total"] + 1) % 10
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    message = import_refused(target, bad)
    assert "hand record 15 (" in message and "hand record 31" not in message


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"this is not JSON {", "is not valid JSON (line 1"),
        (
            b'{"format": "baccarat-desktop-history", "version": 1, "sessions": [], "shoes": []',
            "not valid JSON",
        ),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "is not a text file"),
        (b'["a", "list"]', "is not a Baccarat Desktop history export"),
    ],
    ids=["text", "truncated", "binary", "a-list"],
)
def test_files_that_are_not_exports(content: bytes, expected: str, target: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert expected in import_refused(target, bad)


def test_a_missing_import_file(target: Path, tmp_path: Path) -> None:
    message = import_refused(target, tmp_path / "nowhere.json")
    assert "cannot read" in message


def test_import_into_a_history_being_played(exported: Path, target: Path) -> None:
    """Imported sessions never become the session the game continues."""
    result = cli("import", "--db", str(target), str(exported))
    assert result.returncode == 0, result.stderr
    play = cli("autoplay", "--db", str(target), "--hands", "2", "--bet", "banker=500", "--json")
    assert play.returncode == 0, play.stderr
    assert json.loads(play.stdout)["session_id"] == 1
    check_invariants(target)
