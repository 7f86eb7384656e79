"""A history from the release before the bet catalogue (schema 1) opens, migrates to schema 2 and
plays on; only the sessions' rules text changes form. tests/data/history-v1.sqlite3 was written by
that release: session 1 a commission table, 8 decks, all five bets of the time on every hand, ended;
session 2 a No-Commission table, 6 decks, Tie 9 to 1, still open in its third shoe."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics.hands import HandFilter, count_hands, fetch_page
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.browser_reads import filter_sql
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.schema import SCHEMA_VERSION
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process

from .support import file_hash, query, side_files

OLD = Path(__file__).parent.parent / "data" / "history-v1.sqlite3"
# Everything but the sessions' rules must come through the migration byte for byte (and the columns
# schema 3 added, at their defaults: ``NEW_COLUMNS``).
UNCHANGED = ("hands", "bets", "shoes", "shoe_secrets", "pending_hands")
NEW_COLUMNS = {"hands": {"lit": None}, "bets": {"fee_cents": 0}, "pending_hands": {"lit": None}}


@pytest.fixture
def old(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    shutil.copy(OLD, path)
    return path


def rows(path: Path, table: str) -> list[dict[str, Any]]:
    return query(path, f"SELECT * FROM {table} ORDER BY rowid")


def pragma(path: Path, name: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute(f"PRAGMA {name}").fetchone()[0])
    finally:
        conn.close()


def test_the_old_history_is_what_the_tests_expect(old: Path) -> None:
    """The fixture itself (read from a copy: a reader leaves -wal/-shm beside a WAL file): schema 1,
    the old rules form, the five old bets."""
    assert pragma(old, "user_version") == 1
    rules = [json.loads(r["rules"]) for r in rows(old, "sessions")]
    assert [r["commission"] for r in rules] == ["standard", "no_commission"]
    assert all("variant" not in r and "side_bets" not in r for r in rules)
    spots = {r["spot"] for r in query(old, "SELECT DISTINCT spot FROM bets")}
    assert spots == {"player", "banker", "tie", "player_pair", "banker_pair"}


def test_opening_migrates_the_rules_and_nothing_else(old: Path) -> None:
    before = {table: rows(old, table) for table in UNCHANGED}
    sessions_before = rows(old, "sessions")
    with History.open(old) as history:
        sessions = history.sessions()
    assert pragma(old, "user_version") == SCHEMA_VERSION == 5
    applied = [r["name"] for r in query(old, "SELECT name FROM _sqlite_migrations ORDER BY id")]
    assert applied == [
        "0001_initial",
        "0002_bet_catalogue",
        "0003_append_only",
        "0004_fees_and_lights",
        "0005_floor",
        "0006_tracked",
        "0007_floor_seats",
        "0008_daily",
    ]
    for table in UNCHANGED:
        added = NEW_COLUMNS.get(table, {})
        assert rows(old, table) == [{**row, **added} for row in before[table]], table
    after = rows(old, "sessions")
    for old_row, new_row in zip(sessions_before, after, strict=True):
        # Every column but the rules text is as it was; the rules say the same table in the new form;
        # schema 4 says whose each session is: the player's, at his own table (docs/lobby.md).
        assert {k: v for k, v in old_row.items() if k != "rules"} == {
            k: v for k, v in new_row.items() if k not in ("rules", "kind", "table_key")
        }
        assert (new_row["kind"], new_row["table_key"]) == ("player", None)
        stored = json.loads(new_row["rules"])
        assert stored == TableRules.from_dict(json.loads(old_row["rules"])).to_dict()
        assert "commission" not in stored
        assert stored["side_bets"] == ["player_pair", "banker_pair"]  # what every table offered then
    assert [(s.rules.variant, s.rules.decks, s.rules.tie_pays) for s in sessions] == [
        (Variant.COMMISSION, 8, 8),
        (Variant.NO_COMMISSION, 6, 9),
    ]
    assert json.loads(after[1]["rules"])["variant"] == "no_commission"


def test_the_migrated_history_verifies_and_so_did_the_old_one(old: Path) -> None:
    result = in_process("verify", "--db", str(old))  # read-only: the file is not migrated by verifying
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all good" in result.stdout and "checked 120 hand(s)" in result.stdout
    assert pragma(old, "user_version") == 1
    with History.open(old):
        pass
    assert pragma(old, "user_version") == 5
    with History.open(old, write=False) as history:
        report = verify_history(history)
    assert report.ok, report.problems
    assert (report.hands_checked, report.shoes_checked, report.shoes_unrevealed) == (120, 2, 1)


def test_reading_an_old_history_leaves_it_as_it_is(old: Path) -> None:
    before = file_hash(old)
    with History.open(old, write=False) as history:
        assert [s.rules.variant for s in history.sessions()] == [Variant.COMMISSION, Variant.NO_COMMISSION]
        assert count_hands(history, HandFilter(spot=BetSpot.PLAYER_PAIR)) == 90
    assert file_hash(old) == before and side_files(old) == []


def test_play_goes_on_in_the_open_session(old: Path) -> None:
    last = query(old, "SELECT * FROM hands ORDER BY id DESC LIMIT 1")[0]
    with History.open(old) as history:
        table = RecordedTable.open(history)
        assert table.session_id == 2 and table.shoe_id == last["shoe_id"] == 3
        assert table.rules == TableRules(decks=6, tie_pays=9, variant=Variant.NO_COMMISSION)
        assert table.bankroll_cents == last["bankroll_after_cents"]
        played = [
            table.play({BetSpot.BANKER: 2_500, BetSpot.TIE: 300, BetSpot.BANKER_PAIR: 100}) for _ in range(5)
        ]
        assert [r.hand_no for r in played] == list(range(last["hand_no"] + 1, last["hand_no"] + 6))
        # The table the session was opened with never offered Dragon 7, and still does not.
        with pytest.raises(ValueError, match="does not offer Dragon 7"):
            table.play({BetSpot.DRAGON_7: 100})
        report = verify_history(history)
    assert report.ok, report.problems
    assert report.hands_checked == 125
    new = query(old, "SELECT session_id, shoe_id FROM hands WHERE id > ?", (last["id"],))
    assert {(r["session_id"], r["shoe_id"]) for r in new} == {(2, last["shoe_id"])}


def test_a_newer_schema_is_still_refused_untouched(old: Path) -> None:
    with History.open(old):
        pass
    conn = sqlite3.connect(old)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = file_hash(old)
    for write in (True, False):
        with pytest.raises(StorageError) as info:
            History.open(old, write=write)
        assert info.value.problem is Problem.NEWER_SCHEMA
        assert f"history format {SCHEMA_VERSION + 1}" in str(info.value)
        if write:
            assert side_files(old) == []  # not even a -wal file
    assert file_hash(old) == before


def test_rules_an_older_version_let_in_keep_their_values_and_stay_refused(old: Path) -> None:
    """A limit past the money ceiling (older versions let any amount in): the migration changes only
    the keys, never fails on it, and the session is refused with the same clear message as before."""
    conn = sqlite3.connect(old)
    rules = json.loads(conn.execute("SELECT rules FROM sessions WHERE id = 1").fetchone()[0])
    rules["max_bet_cents"] = 10**20
    conn.execute("UPDATE sessions SET rules = ? WHERE id = 1", [json.dumps(rules, sort_keys=True)])
    conn.execute("UPDATE sessions SET rules = 'not json' WHERE id = 2")
    conn.commit()
    conn.close()
    with History.open(old) as history:
        with pytest.raises(StorageError) as info:
            history.session(1)
        assert info.value.problem is Problem.OUT_OF_RANGE and info.value.session_id == 1
    assert pragma(old, "user_version") == SCHEMA_VERSION
    stored = json.loads(query(old, "SELECT rules FROM sessions WHERE id = 1")[0]["rules"])
    assert stored == {
        **{k: v for k, v in rules.items() if k != "commission"},
        "variant": "commission",
        "side_bets": ["player_pair", "banker_pair"],
    }
    assert (
        query(old, "SELECT rules FROM sessions WHERE id = 2")[0]["rules"] == "not json"
    )  # left for a person


def test_the_bet_filter_reads_the_new_index(old: Path) -> None:
    """ "Hands with a bet on X" walks only X's bets (bets_spot), not every hand of the history."""
    with History.open(old) as history:
        flt = HandFilter(spot=BetSpot.TIE)
        sql = filter_sql(flt)
        plan = " ".join(
            str(row[-1])
            for row in history.db.execute(
                f"EXPLAIN QUERY PLAN SELECT {sql.hand_id} FROM {sql.source} WHERE {sql.where} "
                f"ORDER BY {sql.hand_id} DESC LIMIT 10",
                sql.params,
            ).fetchall()
        )
        assert "bets_spot" in plan and "TEMP B-TREE" not in plan, plan
        page = fetch_page(history, flt, limit=500)
    expected = query(old, "SELECT hand_id FROM bets WHERE spot = 'tie' ORDER BY hand_id DESC")
    assert [r.id for r in page] == [r["hand_id"] for r in expected]
