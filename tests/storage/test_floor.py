"""The floor in the history file (storage/floor.py): each floor table's house session, its shoes and
hands (no bets, bankroll 0 -> 0) survive closing the history, a kill -9 between two house hands, and
the migrations; verify replays the house's shoes from their revealed seeds; the player's own session
is never a house session; the browser and the statistics read the player's hands unless asked."""

from __future__ import annotations

import json
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.floor import FloorTable, builtin_tables, custom_table
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.browser_reads import HandFilter
from baccarat_desktop.storage.floor import HistoryFloorStore, house_session_ids
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.statistics_reads import HandScope
from baccarat_desktop.storage.verify import verify_history
from baccarat_desktop.storage.whose import Source
from baccarat_desktop.viewmodels.floor import Floor
from tests.waiting import wait_for

from .support import check_invariants, query

OLD = Path(__file__).parent.parent / "data" / "history-v1.sqlite3"


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def seeded(table: FloorTable) -> DerivedSeeds:
    return DerivedSeeds(sum(table.key.encode()))


def open_floor(history: History, clock: FakeClock, warm: int = 30) -> Floor:
    store = HistoryFloorStore(history)
    return Floor(
        [*builtin_tables(), *store.own_tables()],
        store,
        clock=clock,
        seeds=seeded,
        warm_up=lambda _t: warm,
        timer=False,
    )


def deal_for(floor: Floor, clock: FakeClock, seconds: float) -> None:
    end = clock.now + seconds
    while (due := floor.next_due()) is not None and due <= end:
        clock.now = due
        floor.run_due()
    clock.now = end


def roads(floor: Floor) -> dict[str, object]:
    return {t.key: (floor.state(t.key).shoe_no, floor.state(t.key).roads) for t in floor.tables}


def test_the_floors_roads_survive_closing_and_reopening_the_history(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock)
        deal_for(floor, clock, 3 * 3600)  # past a shoe's end at every table: shoes change
        before = roads(floor)
        assert all(shoe_no >= 2 for shoe_no, _ in before.values())  # type: ignore[operator]
    with History.open(path) as history:
        again = open_floor(history, clock, warm=0)
        assert roads(again) == before
        deal_for(again, clock, 600)  # and deals on from there
        assert all(again.state(key).hands > 0 or again.state(key).shuffling for key in before)
        assert history.latest_open_session() is None  # a house session is never the player's
        assert history.sessions() == [] and len(history.sessions(floor=True)) == len(builtin_tables())
        report = verify_history(history)
    assert report.ok, report.problems
    assert report.shoes_checked >= 2 * len(builtin_tables()) and report.shoes_unrevealed == len(
        builtin_tables()
    )
    kinds = query(path, "SELECT kind, table_key, starting_bankroll_cents AS start FROM sessions ORDER BY id")
    assert kinds == [{"kind": "house", "table_key": t.key, "start": 0} for t in builtin_tables()]
    assert query(path, "SELECT count(*) AS n FROM bets")[0]["n"] == 0
    assert query(path, "SELECT count(*) AS n FROM hands WHERE bankroll_after_cents != 0")[0]["n"] == 0
    # The open shoes' seeds stay secret until each shoe ends; the ended ones' are revealed.
    shoes = query(path, "SELECT seed, ended_at FROM shoes")
    assert all((s["seed"] is None) == (s["ended_at"] is None) for s in shoes)


def test_the_players_session_is_not_a_house_session(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        open_floor(history, clock, warm=5)
        table = RecordedTable.open(history, seed=7)  # the floor's sessions are open: a new one starts
        table.play({BetSpot.BANKER: 500})
        assert table.session_id not in house_session_ids(history).values()
    with History.open(path) as history:
        again = RecordedTable.open(history, seed=7)
        assert again.session_id == table.session_id  # continued, not a house session


def test_the_players_own_tables_are_kept(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    mine = custom_table(1, TableRules(decks=6), name="Mine")
    with History.open(path) as history:
        floor = open_floor(history, clock)
        floor.add_table(mine)
        deal_for(floor, clock, 120)
        before = roads(floor)["custom-1"]
    with History.open(path) as history:
        again = open_floor(history, clock, warm=0)
        assert again.table("custom-1") == mine
        assert roads(again)["custom-1"] == before
    conn = sqlite3.connect(path)
    try:
        for statement in ("DELETE FROM floor_tables", "UPDATE floor_tables SET definition = '{}'"):
            with pytest.raises(sqlite3.IntegrityError):
                conn.execute(statement)
        with pytest.raises(sqlite3.IntegrityError):  # a kind this version does not know
            conn.execute(
                "INSERT INTO sessions (uid, started_at, starting_bankroll_cents, rules, seed_mode, kind) "
                "VALUES ('x', '2026-01-01T00:00:00.000000Z', 0, '{}', 'secure', 'spectator')"
            )
    finally:
        conn.close()


def test_a_write_that_fails_says_so_and_loses_nothing_stored(tmp_path: Path, qtbot) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock)
        deal_for(floor, clock, 600)
        stored = roads(floor)
        told: list[str] = []
        floor.store_failed.connect(told.append)
        conn = sqlite3.connect(path)
        conn.execute("BEGIN EXCLUSIVE")  # another program holds the file: the floor's writes fail
        try:
            history.conn.execute("PRAGMA busy_timeout = 50")
            deal_for(floor, clock, 300)
        finally:
            conn.rollback()
            conn.close()
        assert told  # said
        assert roads(floor) == stored  # every table back to what was stored
        deal_for(floor, clock, 300)  # and deals on once the file is free
        after = roads(floor)
    with History.open(path) as history:
        assert roads(open_floor(history, clock, warm=0)) == after


CHILD = """
import sys, time
from pathlib import Path
from baccarat_desktop.engine.floor import builtin_tables
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.floor import HistoryFloorStore
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels.floor import Floor

now = [1000.0]
history = History.open(sys.argv[1])
floor = Floor(builtin_tables(), HistoryFloorStore(history), clock=lambda: now[0],
              seeds=lambda t: DerivedSeeds(sum(t.key.encode())), warm_up=lambda t: 3, timer=False)
while True:  # as fast as it can: the parent kills it between two hands
    now[0] = floor.next_due()
    floor.run_due()
"""


def hands_in_file(path: Path) -> int:
    if not path.exists():
        return 0
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            return int(conn.execute("SELECT count(*) FROM hands").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


@pytest.mark.parametrize("hands", [30, 200])
def test_a_kill_between_two_house_hands_loses_nothing_stored(tmp_path: Path, hands: int) -> None:
    path = tmp_path / "h.sqlite3"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], text=True)
    try:
        wait_for(lambda: hands_in_file(path) >= hands, "the floor's hands stored", process=proc)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    counts = check_invariants(path)
    assert counts["hands"] >= hands and counts["bets"] == 0
    kept = {
        r["table_key"]: r["n"]
        for r in query(
            path,
            "SELECT ss.table_key, count(h.id) AS n FROM sessions ss JOIN shoes s ON s.session_id = ss.id "
            "LEFT JOIN hands h ON h.shoe_id = s.id WHERE s.id = (SELECT max(id) FROM shoes "
            "WHERE session_id = ss.id) GROUP BY ss.id",
        )
    }
    with History.open(path) as history:
        assert verify_history(history).ok
        floor = open_floor(history, FakeClock(), warm=0)
        # Every table deals on from the very hand stored last: its roads hold every hand of its shoe.
        assert {key: floor.state(key).hands for key in kept} == kept
        assert history.count("hands") == counts["hands"]


def test_an_old_history_migrates_and_keeps_the_floor(tmp_path: Path) -> None:
    path, clock = tmp_path / "v1.sqlite3", FakeClock()
    shutil.copy(OLD, path)
    with History.open(path) as history:
        players = {s.id for s in history.sessions()}
        open_floor(history, clock, warm=10)
        assert RecordedTable.open(history).session_id in players  # its open session plays on
        assert verify_history(history).ok
    rows = query(path, "SELECT id, kind FROM sessions ORDER BY id")
    assert {r["id"] for r in rows if r["kind"] == "player"} == players
    assert len([r for r in rows if r["kind"] == "house"]) == len(builtin_tables())


def test_a_version_3_history_migrates(tmp_path: Path) -> None:
    """A file of schema 3 (the migrations up to 0004): its sessions become the player's."""
    from sqlite_utils import Database, Migrations

    from baccarat_desktop.storage import schema

    path = tmp_path / "v3.sqlite3"
    with History.open(path) as history:  # a current file, to take a played session from
        RecordedTable.open(history, seed=3).play({BetSpot.PLAYER: 500})
    v3 = tmp_path / "made-v3.sqlite3"
    migrations = Migrations(schema.MIGRATION_SET)
    for name, step in schema._MIGRATIONS[:4]:
        migrations(name=name)(step)
    db = Database(v3)
    db.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    migrations.apply(db)
    conn = db.conn
    conn.execute("ATTACH ? AS cur", [str(path)])
    columns = "id, uid, started_at, ended_at, starting_bankroll_cents, rules, seed_mode, loss_limit_cents"
    conn.execute(f"INSERT INTO sessions ({columns}) SELECT {columns} FROM cur.sessions")
    for table in ("shoes", "shoe_secrets", "hands", "bets"):
        conn.execute(f"INSERT INTO {table} SELECT * FROM cur.{table}")
    conn.commit()
    conn.execute("DETACH cur")
    db.close()
    assert query(v3, "PRAGMA user_version")[0]["user_version"] == 3
    with History.open(v3, write=False) as history:  # read as it is: every hand is the player's
        assert history.hand_count(HandFilter()) == 1
    with History.open(v3) as history:
        assert query(v3, "SELECT kind FROM sessions") == [{"kind": "player"}]
        RecordedTable.open(history).play({BetSpot.PLAYER: 500})  # continued
        assert history.hand_count(HandFilter()) == 2
        assert verify_history(history).ok


def test_the_browser_and_the_statistics_read_the_players_hands_unless_asked(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=5)
        for _ in range(3):
            table.play({BetSpot.BANKER: 500})
        open_floor(history, clock, warm=10)
        table.play({BetSpot.BANKER: 500})  # the player's hands on both sides of the floor's
        everything = history.count("hands")
        assert everything == 4 + 10 * len(builtin_tables())
        assert history.hand_count(HandFilter()) == 4
        assert history.hand_count(HandFilter(source=Source.FLOOR)) == everything - 4
        page = history.hand_page(HandFilter(), limit=100)
        assert {row.session_id for row in page} == {table.session_id}
        assert len(history.hand_page(HandFilter(source=Source.FLOOR), limit=100)) == everything - 4
        assert history.hand_count(HandFilter(source=Source.TRACKED)) == 0
        top = history.latest_hand_id()
        assert len(history.hand_columns(HandScope(), 0, top)) == 4
        assert len(history.hand_columns(HandScope(source=Source.FLOOR), 0, top)) == everything - 4
        sums = history.spot_sums(HandScope(), 0, top)
        assert {session for session, _ in sums} == {table.session_id}


def test_the_definition_is_the_tables_own_form(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    mine = custom_table(2, TableRules(decks=6, min_bet_cents=100), name="Tiny")
    with History.open(path) as history:
        HistoryFloorStore(history).add_table(mine)
    (row,) = query(path, "SELECT key, definition FROM floor_tables")
    assert row["key"] == "custom-2"
    assert FloorTable.from_dict(json.loads(row["definition"])) == mine


def test_an_export_holds_the_floors_sessions_and_imports_as_they_are(tmp_path: Path) -> None:
    """Format 5 carries every kind of session: the floor's house sessions keep their kind, and their
    key is made their own in the target, so the target's floor never deals on from an imported one."""
    import io

    from baccarat_desktop.storage.exchange import export_csv, export_json
    from baccarat_desktop.storage.importing import import_json, validate_import

    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=5)
        table.play({BetSpot.BANKER: 500})
        open_floor(history, clock, warm=10)
        table.play({BetSpot.BANKER: 500})
        out = io.StringIO()
        everything = history.count("hands")
        assert export_json(history, out) == everything
        data = json.loads(out.getvalue())
        houses = house_session_ids(history)
        assert [(s["id"], s["kind"], s["table_key"]) for s in data["sessions"]] == [
            (table.session_id, "player", None),
            *((sid, "house", key) for key, sid in houses.items()),
        ]
        assert export_csv(history, io.StringIO()) == 2  # the CSV: the player's own
    target = tmp_path / "target.sqlite3"
    data = json.loads(out.getvalue(), parse_int=int)
    validate_import(data)
    with History.open(target) as history:
        open_floor(history, FakeClock(), warm=3)  # the target's own floor
        own = house_session_ids(history)
        assert import_json(history, data)["hands"] == everything
        assert verify_history(history).ok
        kinds = query(
            target, "SELECT kind, table_key FROM sessions WHERE id > ? ORDER BY id", (max(own.values()),)
        )
        assert [k["kind"] for k in kinds] == ["player", *["house"] * len(houses)]
        assert all(k["table_key"].startswith("imported:") for k in kinds[1:])
        assert house_session_ids(history).items() >= own.items()  # the floor deals on where it was
        floor = open_floor(history, FakeClock(), warm=0)
        assert {key: floor.state(key).hands for key in own} == {key: 3 for key in own}


def test_verify_replays_a_floor_shoe_the_player_joined(tmp_path: Path) -> None:
    """The player's hands at a floor table are in his own session with the house's shoe and its next
    hand numbers (the join is done here by hand, as the table will do it: ``shoe_to_join``); verify
    replays the house shoe, both sessions' hands, from its revealed seed, and the house deals on from
    where the player left."""
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    classic = builtin_tables()[0]
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=20)
        table = RecordedTable.open(history, rules=classic.rules, seed=5)
        table.play({BetSpot.BANKER: 500})  # a hand of his own shoe first
        floor.seat(classic.key)
        store = floor.store
        assert isinstance(store, HistoryFloorStore)
        joined = store.shoe_to_join(classic)
        assert joined is not None and joined.hands == 20
        history.end_shoe(table.shoe_id, "new_shoe")  # type: ignore[arg-type]
        table.session.end_shoe()
        table.session.resume_shoe(joined.shoe, joined.shoe_no, joined.hands)
        table.shoe_id = joined.shoe_id
        for _ in range(5):
            table.begin_hand({BetSpot.PLAYER: 500})
            table.commit_hand()
        before = floor.state(classic.key).hands
        deal_for(floor, clock, 600)
        assert floor.state(classic.key).hands == before  # the floor leaves his table alone
        floor.seat(None)
        assert floor.state(classic.key).hands == 25  # the house's 20 and his 5
        deal_for(floor, clock, 6 * 3600)  # the house deals on, to the shoe's end and beyond
        shared = query(
            path,
            "SELECT h.session_id, count(*) AS n FROM hands h WHERE h.shoe_id = ? GROUP BY h.session_id "
            "ORDER BY h.session_id",
            [joined.shoe_id],
        )
        assert {r["session_id"]: r["n"] for r in shared}[table.session_id] == 5
        assert query(path, "SELECT ended_at FROM shoes WHERE id = ?", [joined.shoe_id])[0]["ended_at"]
        report = verify_history(history)
        assert report.ok, report.problems
        # The player's hands read as his: the browser's default counts them, and not the house's.
        assert history.hand_count(HandFilter()) == 6
    # Were the table's session the player's (an edit), its shoe would hold another player's hands.
    conn = sqlite3.connect(path)
    try:
        conn.execute("DROP TRIGGER sessions_change_only_when_ending")
        conn.execute("UPDATE sessions SET kind = 'player' WHERE table_key = ?", [classic.key])
        conn.commit()
    finally:
        conn.close()
    with History.open(path, write=False) as history:
        problems = verify_history(history).problems
    assert any("only a floor table's shoe is shared" in p for p in problems), problems
    assert any("which is not a floor table's" in p for p in problems), problems
