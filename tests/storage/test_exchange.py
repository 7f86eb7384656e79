"""CSV and JSON export, and the all-or-nothing JSON import (through the real command line)."""

from __future__ import annotations

import copy
import csv
import io
import json
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.command_line import in_process

from .support import check_invariants, counts, file_hash, query, resolve

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
    result = in_process("export", "--db", str(source), "--format", "json", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert "exported 210 hand(s)" in result.stderr
    return out


def csv_rows(db: Path) -> list[dict[str, str]]:
    result = in_process("export", "--db", str(db), "--format", "csv", "--out", "-")
    assert result.returncode == 0, result.stderr
    return list(csv.DictReader(io.StringIO(result.stdout)))


def test_json_export_keeps_secrets_of_shoes_in_play(source: Path, exported: Path) -> None:
    data = json.loads(exported.read_text())
    assert data["format"] == "baccarat-desktop-history" and data["version"] == 5
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
    result = in_process("import", "--db", str(target), str(exported), "--json")
    assert result.returncode == 0, result.stderr
    stored = counts(source)
    assert json.loads(result.stdout) == {
        "sessions": 2, "shoes": stored["shoes"], "hands": 210, "tracked_entries": 0,
    }  # fmt: skip

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
    verified = in_process("verify", "--db", str(target), "--json")
    assert verified.returncode == 0, verified.stdout
    report = json.loads(verified.stdout)
    revealed = query(source, "SELECT count(*) AS n FROM shoes WHERE seed IS NOT NULL")[0]["n"]
    assert report["ok"] and report["hands_checked"] == 210 and report["shoes_checked"] == revealed >= 2

    # The same file a second time is refused as a whole, and nothing changes.
    before_hash, before_counts = file_hash(target), counts(target)
    again = in_process("import", "--db", str(target), str(exported))
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
    result = in_process("export", "--db", str(source), "--format", "csv", "--out", str(out), "--session", "2")
    assert result.returncode == 0, result.stderr
    with open(out, newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 40 and {r["session_id"] for r in rows} == {"2"}
    assert not (tmp_path / "s2.csv.partial").exists()
    missing = in_process(
        "export", "--db", str(source), "--format", "csv", "--out", str(out), "--session", "9"
    )
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


# -- Records the session's own table would have refused ------------------------------------------
def tighter_table_max(data: dict[str, Any]) -> str:
    """Every hand, bet and bankroll as played; only the stated table maximum is lower than the bets."""
    data["sessions"][0]["rules"]["max_bet_cents"] = 900  # session 1 bet $10 on Banker every hand
    return (
        r"hand record 1 \(.*the table would refuse its bets: "
        r"\$10\.00 on Banker is over the maximum of \$9\.00"
    )


def higher_table_min(data: dict[str, Any]) -> str:
    data["sessions"][1]["rules"]["min_bet_cents"] = 600  # session 2 bet $5 to $7 on Player
    return r"the table would refuse its bets: \$5\.00 on Player is under the minimum of \$6\.00"


def bets_over_the_bankroll(data: dict[str, Any]) -> str:
    """Shift a session's bankrolls down (consistently) until a winning hand's stake is more than the
    bankroll it was played from: the old import took it and the bankroll went negative later."""
    sid = data["sessions"][0]["id"]
    hands = [h for h in data["hands"] if h["session_id"] == sid]
    for i, hand in enumerate(hands):
        staked = sum(b["amount_cents"] for b in hand["bets"])
        shift = hand["bankroll_before_cents"] - (staked - 100)
        earlier = [v for h in hands[:i] for v in (h["bankroll_before_cents"], h["bankroll_after_cents"])]
        if hand["bankroll_after_cents"] - shift >= 0 and all(v - shift >= 0 for v in earlier):
            break
    for h in hands:
        h["bankroll_before_cents"] -= shift
        h["bankroll_after_cents"] -= shift
    data["sessions"][0]["starting_bankroll_cents"] -= shift
    data["sessions"][0]["bankroll_end_cents"] -= shift
    return rf"hand record {i + 1} \(.*bets of \$11\.00 are more than your bankroll of \$10\.00"


def amount_beyond_the_ceiling(data: dict[str, Any]) -> str:
    data["sessions"][0]["starting_bankroll_cents"] = 2**63 - 1
    return r"session record 1: starting bankroll of .* is more than \$1,000,000,000"


def loss_limit_passed(data: dict[str, Any]) -> str:
    data["sessions"][0]["loss_limit_cents"] = 2_000  # session 1 lost more than $20 early on
    return r"the table would refuse its bets: .*(loss limit)"


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
    # Records whose every number adds up, but which the session's own table would have refused:
    "table-max": tighter_table_max,
    "table-min": higher_table_min,
    "over-bankroll": bets_over_the_bankroll,
    "ceiling": amount_beyond_the_ceiling,
    "loss-limit": loss_limit_passed,
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
    result = in_process("import", "--db", str(target), str(bad))
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
    result = in_process("import", "--db", str(target), str(exported))
    assert result.returncode == 0, result.stderr
    play = in_process("autoplay", "--db", str(target), "--hands", "2", "--bet", "banker=500", "--json")
    assert play.returncode == 0, play.stderr
    assert json.loads(play.stdout)["session_id"] == 1
    check_invariants(target)


# -- An export with hands cut out of it ------------------------------------------------------------
def test_an_export_without_its_hands_is_refused_and_the_whole_one_still_imports(
    exported: Path, target: Path, tmp_path: Path
) -> None:
    data = json.loads(exported.read_text())
    data["hands"] = []  # "2 sessions, 4 shoes, 0 hands"
    gutted = tmp_path / "gutted.json"
    gutted.write_text(json.dumps(data))
    message = import_refused(target, gutted)
    assert "session record 1: the export says it has 170 hand(s), but 0 are in the file" in message
    whole = in_process("import", "--db", str(target), str(exported), "--json")  # not "already in"
    assert whole.returncode == 0, whole.stderr
    assert json.loads(whole.stdout)["hands"] == 210


def test_the_last_hands_of_a_session_cut_out_with_the_counts_edited_too(
    exported: Path, target: Path, tmp_path: Path
) -> None:
    data = json.loads(exported.read_text())
    first = data["sessions"][0]
    cut = [h for h in data["hands"] if h["session_id"] == first["id"]][-5:]
    data["hands"] = [h for h in data["hands"] if h not in cut]
    first["hands"] -= 5
    shoe = next(sh for sh in data["shoes"] if sh["id"] == cut[0]["shoe_id"])
    shoe["hands"] -= 5
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert "its hands do not end at its closing bankroll" in import_refused(target, bad)


def as_format_4(data: dict[str, Any]) -> dict[str, Any]:
    """A format 5 export of the player's sessions as format 4 wrote it: no kinds of session, no
    tracked entries."""
    data["version"] = 4
    assert data.pop("tracked_hands") == []
    for session in data["sessions"]:
        assert (session.pop("kind"), session.pop("table_key"), session.pop("tracked")) == (
            "player",
            None,
            None,
        )
    return data


def as_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """A format 5 export as the first release wrote it: no counts, no closing bankrolls, each
    table's rules in the form before the bet catalogue (its commission; the two pairs offered), and
    no lit cards or fees (format 4's), no kinds of session (format 5's)."""
    data = as_format_4(data)
    data["version"] = 1
    for hand in data["hands"]:
        assert hand.pop("lit") is None
        for bet in hand["bets"]:
            assert bet.pop("fee_cents") == 0
    for record in (*data["sessions"], *data["shoes"]):
        record.pop("hands")
        record.pop("bankroll_end_cents", None)
    for session in data["sessions"]:
        rules = session["rules"]
        assert rules.pop("side_bets") == ["player_pair", "banker_pair"]
        rules["commission"] = {"commission": "standard"}[rules.pop("variant")]
    return data


def test_a_format_1_export_missing_the_end_of_a_shoe_is_refused(target: Path, tmp_path: Path) -> None:
    """Older exports carry no counts. A session that stopped right after its shoe's last hand, with
    its final hands cut out: the bankroll chain still holds, but a shoe the cut card ended must
    hold every hand its revealed seed deals."""
    db = tmp_path / "whole-shoe.sqlite3"
    with History.open(db) as history:
        table = RecordedTable.open(history, seed=8)
        while not table.play({BetSpot.PLAYER: 500}).last_hand:
            pass
        table.end_session()
    out = tmp_path / "v1.json"
    assert in_process("export", "--db", str(db), "--format", "json", "--out", str(out)).returncode == 0
    data = as_format_1(json.loads(out.read_text()))
    (shoe,) = data["shoes"]
    assert shoe["end_reason"] == "cut_card" and shoe["seed"]
    full = len(data["hands"])
    out.write_text(json.dumps(data))
    data["hands"] = data["hands"][:-3]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    message = import_refused(target, bad)
    assert f"the cut card ended it after {full} hands, but only {full - 3} are in the file" in message
    ok = in_process("import", "--db", str(target), str(out))  # the whole format 1 export still imports
    assert ok.returncode == 0, ok.stderr
    check_invariants(target)


def test_a_refused_import_into_a_new_file_creates_nothing(exported: Path, tmp_path: Path) -> None:
    data = json.loads(exported.read_text())
    data["hands"][3]["winner"] = "tie" if data["hands"][3]["winner"] != "tie" else "player"
    bad = tmp_path / "in" / "bad.json"
    bad.parent.mkdir()
    bad.write_text(json.dumps(data))
    folder = tmp_path / "out"
    folder.mkdir()
    result = in_process("import", "--db", str(folder / "new.sqlite3"), str(bad))
    assert result.returncode == 2
    assert list(folder.iterdir()) == []


# -- Whatever the import file holds, a refused import leaves the target as it was ----------------
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False),
    st.text(max_size=12),
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:3]):  # the first few records of each list
            out += _paths(value, (*prefix, index))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


@pytest.fixture(scope="module")
def small_export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A small but complete export (2 sessions, a revealed shoe and one in play) to mutate."""
    folder = tmp_path_factory.mktemp("small")
    path = folder / "small.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=20_000, seed=21)
        for _ in range(3):
            table.play({BetSpot.BANKER: 500, BetSpot.PLAYER_PAIR: 100})
        table.start_shoe()
        table.play({BetSpot.TIE: 100})
        table.end_session()
        RecordedTable.open(history, seed=22, new_session=True).play({BetSpot.PLAYER: 700})
    out = folder / "small.json"
    assert in_process("export", "--db", str(path), "--format", "json", "--out", str(out)).returncode == 0
    return json.loads(out.read_text())


@pytest.fixture(scope="module")
def small_target(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("small-target") / "target.sqlite3"
    with History.open(path) as history:
        RecordedTable.open(history, seed=5).play({BetSpot.BANKER: 500})
    return path


def _import_leaves_target_whole_or_sound(target: Path, content: bytes, scratch: Path) -> None:
    """In process (hundreds of examples): a refused import changes no byte and leaves no side file;
    an accepted one leaves a history that verifies."""
    import contextlib

    import baccarat_desktop.cli

    work = scratch / "work.sqlite3"
    work.write_bytes(target.read_bytes())
    source = scratch / "import.json"
    source.write_bytes(content)
    before = work.read_bytes()
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        code = baccarat_desktop.cli.main(["import", "--db", str(work), str(source)])
    if code == 0:
        check_invariants(work)
        assert cli_verify_ok(work)
    else:
        assert code == 2
        assert work.read_bytes() == before
        assert sorted(p.name for p in scratch.iterdir()) == ["import.json", "work.sqlite3"]
    for leftover in scratch.iterdir():
        leftover.unlink()


def cli_verify_ok(path: Path) -> bool:
    from baccarat_desktop.storage.verify import verify_history

    with History.open(path, write=False) as history:
        return verify_history(history).ok


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.binary(max_size=300))
def test_random_bytes_never_change_the_target(content: bytes, small_target: Path, tmp_path: Path) -> None:
    _import_leaves_target_whole_or_sound(small_target, content, _scratch(tmp_path))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=_JSON)
def test_random_json_never_changes_the_target(document: Any, small_target: Path, tmp_path: Path) -> None:
    _import_leaves_target_whole_or_sound(small_target, json.dumps(document).encode(), _scratch(tmp_path))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_field_values_never_change_the_target(
    data: st.DataObject, small_export: dict[str, Any], small_target: Path, tmp_path: Path
) -> None:
    document = copy.deepcopy(small_export)
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(_paths(document)))
        document = _set(document, where, data.draw(_JSON))
    _import_leaves_target_whole_or_sound(small_target, json.dumps(document).encode(), _scratch(tmp_path))


def _scratch(tmp_path: Path) -> Path:
    folder = tmp_path / "scratch"
    folder.mkdir(exist_ok=True)
    return folder


# -- Exports never write over a history --------------------------------------------------------------
def listing(folder: Path) -> dict[str, str]:
    return {p.name: file_hash(p) for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize("fmt", ["json", "csv"])
def test_export_onto_the_history_it_reads_is_refused(fmt: str, tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    assert (
        in_process(
            "autoplay", "--db", str(db), "--hands", "5", "--bet", "banker=1000", "--seed", "1"
        ).returncode
        == 0
    )
    before = listing(tmp_path)
    result = in_process("export", "--db", str(db), "--format", fmt, "--out", str(db))
    assert result.returncode == 2
    assert "is the history file being read: it is never written over" in result.stderr
    assert listing(tmp_path) == before
    check_invariants(db)


@pytest.mark.parametrize("victim", ["other-history", "sqlite", "wal"])
def test_export_onto_any_database_or_its_side_files_is_refused(
    victim: str, source: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other.sqlite3"
    with History.open(other) as history:
        RecordedTable.open(history, seed=2).play({BetSpot.BANKER: 500})
    plain = tmp_path / "notes.db"
    conn = sqlite3.connect(plain)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    with History.open(other):  # open: its -wal is there, and must not be written over
        out = {"other-history": other, "sqlite": plain, "wal": other.with_name(other.name + "-wal")}[victim]
        before = file_hash(out)
        result = in_process("export", "--db", str(source), "--format", "json", "--out", str(out))
        assert result.returncode == 2, result.stderr
        assert "never written over" in result.stderr
        assert file_hash(out) == before


def test_export_onto_a_history_a_running_copy_holds_is_refused(tmp_path: Path, source: Path) -> None:
    """The other copy has the history open (its lock held) even before a hand is stored in it."""
    busy = tmp_path / "busy.sqlite3"
    with History.open(busy):
        before = file_hash(busy)
        result = in_process("export", "--db", str(source), "--format", "csv", "--out", str(busy))
        assert result.returncode == 2
        assert "never written over" in result.stderr or "in use as a history" in result.stderr
        assert file_hash(busy) == before


def test_export_into_a_pipe_writes_into_it_and_leaves_it_a_pipe(source: Path, tmp_path: Path) -> None:
    import os
    import stat
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    result = in_process("export", "--db", str(source), "--format", "csv", "--out", str(fifo))
    reader.join(timeout=60)
    assert result.returncode == 0, result.stderr
    assert stat.S_ISFIFO(fifo.lstat().st_mode)  # not replaced by a regular file
    assert received and received[0].count(b"\n") == 211  # the header and 210 hands


# -- A file cannot claim an older format to escape a newer one's checks ------------------------------
def test_a_format_3_export_relabelled_format_1_is_refused(
    exported: Path, target: Path, tmp_path: Path
) -> None:
    """The issue's case: version 1, its counts removed and its last five hands cut out. Format 1
    files had no counts, but neither did they have format 3's table rules."""
    data = as_format_4(json.loads(exported.read_text()))
    data["version"] = 1
    for record in (*data["sessions"], *data["shoes"]):
        record.pop("hands")
        record.pop("bankroll_end_cents", None)
    data["hands"] = data["hands"][:-5]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    message = import_refused(target, bad)
    assert "session record 1, its table rules: 'side_bets' is not a field of export format 1" in message


def test_a_format_3_export_relabelled_format_2_is_refused(
    exported: Path, target: Path, tmp_path: Path
) -> None:
    data = as_format_4(json.loads(exported.read_text()))
    data["version"] = 2
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert "'side_bets' is not a field of export format 2" in import_refused(target, bad)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda d: d["sessions"][0].update(hands=170),
            r"session record 1: 'hands' is not a field of export format 1",
        ),
        (
            lambda d: d["shoes"][0].update(hands=1),
            r"shoe record 1: 'hands' is not a field of export format 1",
        ),
        (
            lambda d: d["hands"][0].update(note="x"),
            r"hand record 1 \(.*\): 'note' is not a field of export format 1",
        ),
        (
            lambda d: d["hands"][0]["bets"].append(
                {"spot": "dragon_7", "amount_cents": 100, "net_cents": -100, "commission_cents": 0}
            ),
            r"hand record 1 \(.*\), bet 3: a bet on 'dragon_7', which export format 1 did not have",
        ),
        (
            lambda d: d["sessions"][0]["rules"].update(commission="ez"),
            r"session record 1: its table's commission 'ez' is not one export format 1 knew",
        ),
        (
            lambda d: d["sessions"][0].pop("loss_limit_cents"),
            r"session record 1: 'loss_limit_cents' is missing",
        ),
        (lambda d: d["shoes"][1].pop("seed"), r"shoe record 2: 'seed' is missing"),
    ],
    ids=[
        "session-count",
        "shoe-count",
        "hand-field",
        "catalogue-bet",
        "ez-table",
        "no-loss-limit",
        "no-seed",
    ],
)
def test_a_format_1_file_holds_what_format_1_had(
    change: Callable[[dict[str, Any]], Any], expected: str, exported: Path, target: Path, tmp_path: Path
) -> None:
    data = as_format_1(json.loads(exported.read_text()))
    whole = tmp_path / "whole.json"
    whole.write_text(json.dumps(data))
    change(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert re.search(expected, import_refused(target, bad))
    result = in_process("import", "--db", str(target), str(whole))  # as format 1 had it, it imports
    assert result.returncode == 0, result.stderr


# -- No traceback, and no Python wording, whatever the file holds --------------------------------------
@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (lambda t: t.replace('"amount_cents": 1000', '"amount_cents": 1e400', 1), "too large for any field"),
        (lambda t: t.replace('"amount_cents": 1000', '"amount_cents": Infinity', 1), "Infinity"),
        (lambda t: t.replace('"amount_cents": 1000', '"amount_cents": NaN', 1), "NaN"),
        (lambda t: t.replace('"amount_cents": 1000', '"amount_cents": ' + "9" * 5000, 1), "5,000 digits"),
        (lambda t: t.replace('"version": 5', '"version": ' + "9" * 5000, 1), "5,000 digits"),
        (
            lambda t: t.replace('"player_cards": "', '"player_cards": "' + "Z" * 10_000_000, 1),
            "is 10,000,00",
        ),
        (lambda t: t.replace('"uid": "', '"uid": "' + "u" * 10_000_000, 1), "is 10,000,03"),
        (lambda t: t.replace('"variant": "', '"variant": "' + "v" * 10_000_000, 1), "is 10,000,01"),
    ],
    ids=[
        "1e400",
        "infinity",
        "nan",
        "5000-digit-amount",
        "5000-digit-version",
        "10MB-cards",
        "10MB-uid",
        "10MB-variant",
    ],
)
def test_an_unreadable_number_or_a_huge_field_is_a_clear_refusal(
    edit: Callable[[str], str], expected: str, exported: Path, target: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(edit(exported.read_text()))
    message = import_refused(target, bad)
    assert expected in message, message[:500]
    assert len(message) < 600, f"{len(message):,} characters"  # a value is named, never echoed whole
    assert "Traceback" not in message and "sys.set_int_max_str_digits" not in message


def test_two_sessions_sharing_a_uid_are_refused_before_the_target_is_opened(
    exported: Path, tmp_path: Path
) -> None:
    """The file is checked as a whole first: the same session twice in it is the file's fault, and
    no history is created for it (before, SQLite's UNIQUE blamed the new, empty target)."""
    data = json.loads(exported.read_text())
    data["sessions"][1]["uid"] = data["sessions"][0]["uid"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    folder = tmp_path / "out"
    folder.mkdir()
    result = in_process("import", "--db", str(folder / "new.sqlite3"), str(bad))
    assert result.returncode == 2, result.stderr
    assert "session record 2: it has the uid of session record 1" in result.stderr
    assert list(folder.iterdir()) == []
