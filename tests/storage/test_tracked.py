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
from collections.abc import Callable
from pathlib import Path
from typing import Any

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


def exported_sitting(tmp_path: Path) -> tuple[dict[str, Any], list[list[TrackedHand]]]:
    """A history with one played hand and a tracked sitting (undo and correct included), exported."""
    import io
    import json

    from baccarat_desktop.storage.exchange import export_json

    with History.open(tmp_path / "source.sqlite3") as history:
        RecordedTable.open(history, seed=3).play({BetSpot.PLAYER: 500})
        sitting = tracked.start_sitting(history, "Casino", "Baccarat 3", 6)
        first = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        tracked.add_hand(history, first, cards("9S KH", "2C 3D"))
        tracked.add_hand(history, first, TrackedHand(B, banker_pair=True))
        tracked.undo_hand(history, first, 1)
        tracked.correct_hand(history, first, 1, TrackedHand(T))
        second = tracked.start_shoe(history, sitting)
        tracked.add_hand(history, second, TrackedHand(P))
        standing = [[e.hand for e in tracked.effective_hands(history, s.id)] for s in tracked.shoes(history)]
        out = io.StringIO()
        export_json(history, out)
    return json.loads(out.getvalue()), standing


def test_tracked_shoes_export_and_import_as_they_are(tmp_path: Path) -> None:
    from baccarat_desktop.storage.importing import import_json, validate_import

    data, standing = exported_sitting(tmp_path)
    assert [s["kind"] for s in data["sessions"]] == ["player", "tracked"]
    assert data["sessions"][1]["tracked"] == {"venue": "Casino", "table_name": "Baccarat 3", "decks": 6}
    assert [e["action"] for e in data["tracked_hands"]] == ["add", "add", "undo", "correct", "add"]
    validate_import(data)
    with History.open(tmp_path / "target.sqlite3") as history:
        RecordedTable.open(history, seed=9).play({BetSpot.BANKER: 500})  # ids in the target differ
        assert import_json(history, data)["tracked_entries"] == 5
        (sitting,) = tracked.sittings(history)
        assert (sitting.venue, sitting.table_name, sitting.decks) == ("Casino", "Baccarat 3", 6)
        assert [
            [e.hand for e in tracked.effective_hands(history, s.id)] for s in tracked.shoes(history)
        ] == standing
        report = verify_history(history)
        assert report.ok and report.tracked_hands == 2


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        (lambda d: d["sessions"][1].update(kind="spectator"), "kind 'spectator' is not a kind of session"),
        (lambda d: d["sessions"][1].update(tracked=None), "'tracked' has the wrong type"),
        (lambda d: d["sessions"][0].update(table_key="classic"), "only a floor table's session has a"),
        (lambda d: d["tracked_hands"][3].update(target_id=1), "its correct names entry 1, which is no hand"),
        (lambda d: d["tracked_hands"][0].update(outcome="banker"), "the cards make player, not banker"),
        (lambda d: d["tracked_hands"][4].update(shoe_id=1), "its shoe 1 is no tracked shoe of the file"),
        (lambda d: d["shoes"][1].update(decks=8), "8 decks, but its sitting's are 6"),
        (lambda d: d.pop("tracked_hands"), "'tracked_hands' must be a list"),
    ],
    ids=["unknown-kind", "no-sitting", "key-of-a-player", "undone-target", "cards-disagree", "not-tracked",
         "decks", "no-entries"],
)  # fmt: skip
def test_an_import_refuses_what_a_tracked_sitting_cannot_be(
    tmp_path: Path, edit: Callable[[dict[str, Any]], object], says: str
) -> None:
    import json

    from tests.command_line import in_process

    data, _ = exported_sitting(tmp_path)
    edit(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    result = in_process("import", "--db", str(tmp_path / "target.sqlite3"), str(bad))
    assert result.returncode == 2 and says in result.stderr, result.stderr
    assert not (tmp_path / "target.sqlite3").exists()


def test_the_hand_browser_reads_tracked_hands_as_they_stand(tmp_path: Path) -> None:
    from baccarat_desktop.storage.browser_reads import HandFilter, SortKey
    from baccarat_desktop.storage.whose import Source

    with History.open(tmp_path / "h.sqlite3") as history:
        RecordedTable.open(history, seed=2).play({BetSpot.BANKER: 500})
        sitting = tracked.start_sitting(history, "V", "T", 8)
        shoe_id = tracked.open_shoe(history, sitting).id  # type: ignore[union-attr]
        tracked.add_hand(history, shoe_id, cards("9S KH", "2C 3D"))
        tracked.add_hand(history, shoe_id, TrackedHand(B))
        tracked.add_hand(history, shoe_id, TrackedHand(T))
        tracked.correct_hand(history, shoe_id, 2, TrackedHand(P, player_pair=True))
        tracked.undo_hand(history, shoe_id)
        only = HandFilter(source=Source.TRACKED)
        assert history.hand_count(only) == 2 and history.hand_count(HandFilter()) == 1
        rows = history.hand_page(only, SortKey.HAND_NO, descending=False)
        assert [(r.hand_no, r.winner, r.player_total, r.banker_total) for r in rows] == [
            (1, "player", 9, 5),
            (2, "player", None, None),
        ]
        assert rows[1].player_pair and rows[0].bets == () and rows[1].session_id == sitting
        assert history.hand_count(HandFilter(source=Source.TRACKED, winner="banker")) == 0
        for key in SortKey:  # every order pages (no NULL sort value)
            assert len(history.hand_page(only, key, limit=1)) == 1
        assert history.hand_count(HandFilter(source=Source.FLOOR)) == 0
