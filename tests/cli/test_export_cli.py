"""``export`` beyond the player's own table (issues 30 and 31): a session played seated at a floor
table exports with the house shoes its hands were dealt from, so it imports into an empty history and
verifies; the CSV takes the floor's and tracked hands when asked (``--source``), each row naming its
source, tracked rows with their money cells empty; bad input exits 2 with nothing written."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.command_line import in_process
from tests.storage.test_floor import FakeClock, open_floor
from tests.storage.test_floor_seat import CLASSIC, seat_at

MONEY = ("wagered_cents", "net_cents", "commission_cents", "bankroll_before_cents", "bankroll_after_cents")


def run(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return in_process("--db", str(db), *args)


def csv_rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    """A history with a session of the player's own table, one that played at its own table and then
    sat at the floor's Classic (its hands in the house's open shoe), a later one seated in the same
    shoe, and a tracked sitting of two hands (one with its cards)."""
    path = tmp_path_factory.mktemp("made") / "h.sqlite3"
    with History.open(path) as history:
        floor = open_floor(history, FakeClock(), warm=20)
        own = RecordedTable.open(history, seed=3)
        own.play({BetSpot.BANKER: 500})
        own.end_session()
        seated = RecordedTable.open(history, rules=CLASSIC.rules, seed=4, new_session=True)
        seated.play({BetSpot.BANKER: 500})
        seated.join(seat_at(floor))
        for _ in range(3):
            seated.play({BetSpot.PLAYER: 500})
        seated.leave()
        seated.end_session()
        floor.seat(None)
        later = RecordedTable.open(history, rules=CLASSIC.rules, seed=5, new_session=True)
        later.join(seat_at(floor))
        later.play({BetSpot.TIE: 100})
        sitting = tracked.start_sitting(history, "Venue", "Table 1", 8)
        shoe = tracked.open_shoe(history, sitting)
        assert shoe is not None
        tracked.add_hand(history, shoe.id, tracked.TrackedHand(Outcome.BANKER))
        cards = tracked.TrackedHand.from_cards(parse_cards(["9H", "KC"]), parse_cards(["KD", "3S"]))
        tracked.add_hand(history, shoe.id, cards)
        house = history.conn.execute("SELECT id FROM sessions WHERE table_key = 'classic'").fetchone()[0]
        ids = {
            "own": own.session_id,
            "seated": seated.session_id,
            "later": later.session_id,
            "tracked": sitting,
            "house": house,
        }
    return path, ids


def test_a_session_seated_at_a_floor_table_exports_imports_into_an_empty_history_and_verifies(
    made: tuple[Path, dict[str, int]], tmp_path: Path
) -> None:
    """Its hands are in the house's shoe: the export holds that table's house session, its shoes and
    their hands, and the later session seated in the same shoe (the shoe's hand numbers run across
    both), and nothing else. Before, the file named a shoe it did not hold and was refused."""
    path, ids = made
    out = tmp_path / "seated.json"
    result = run(path, "export", "--format", "json", "--session", str(ids["seated"]), "--out", str(out))
    assert result.returncode == 0, result.stderr
    data = json.loads(out.read_text())
    assert sorted(s["id"] for s in data["sessions"]) == sorted([ids["house"], ids["seated"], ids["later"]])
    assert {s["kind"] for s in data["sessions"]} == {"house", "player"}
    assert {h["session_id"] for h in data["hands"]} == {ids["house"], ids["seated"], ids["later"]}
    assert data["tracked_hands"] == []
    assert f"with session(s) {ids['house']}, {ids['later']} sharing" in result.stderr
    target = tmp_path / "empty.sqlite3"
    imported = run(target, "import", str(out), "--json")
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout)["hands"] == len(data["hands"])
    verified = run(target, "verify")
    assert verified.returncode == 0 and "all good" in verified.stdout, verified.stdout
    again = run(target, "import", str(out))
    assert again.returncode == 2 and "already in" in again.stderr  # refused whole, as any import twice
    with History.open(target, write=False) as history:
        assert history.count("hands") == len(data["hands"])


def test_a_session_alone_exports_alone(made: tuple[Path, dict[str, int]], tmp_path: Path) -> None:
    path, ids = made
    out = tmp_path / "own.json"
    result = run(path, "export", "--format", "json", "--session", str(ids["own"]), "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert [s["id"] for s in json.loads(out.read_text())["sessions"]] == [ids["own"]]
    assert "sharing" not in result.stderr
    assert run(tmp_path / "t.sqlite3", "import", str(out)).returncode == 0
    assert run(tmp_path / "t.sqlite3", "verify").returncode == 0


def test_the_whole_history_with_a_player_in_an_open_house_shoe_imports_and_verifies(
    made: tuple[Path, dict[str, int]], tmp_path: Path
) -> None:
    """The house shoe still in play holds the player's hands, played after the house's last: the
    imported house session ends no sooner than its shoe. Before, verify found 'it ended after its
    session did'."""
    path, _ids = made
    out = tmp_path / "all.json"
    assert run(path, "export", "--format", "json", "--out", str(out)).returncode == 0
    target = tmp_path / "t.sqlite3"
    assert run(target, "import", str(out)).returncode == 0
    verified = run(target, "verify")
    assert verified.returncode == 0, verified.stdout


def test_the_csv_holds_the_players_own_hands_unless_asked_each_row_naming_its_source(
    made: tuple[Path, dict[str, int]],
) -> None:
    path, ids = made
    default = run(path, "export", "--format", "csv", "--out", "-")
    assert default.returncode == 0, default.stderr
    mine = csv_rows(default.stdout)
    assert {r["source"] for r in mine} == {"player"}
    assert {int(r["session_id"]) for r in mine} == {ids["own"], ids["seated"], ids["later"]}
    assert run(path, "export", "--format", "csv", "--out", "-", "--source", "mine").stdout == default.stdout

    rows = csv_rows(run(path, "export", "--format", "csv", "--out", "-", "--source", "tracked").stdout)
    assert [(r["source"], int(r["session_id"]), r["hand_no"], r["winner"]) for r in rows] == [
        ("tracked", ids["tracked"], "1", "banker"),
        ("tracked", ids["tracked"], "2", "player"),
    ]
    unseen, seen = rows
    # Nothing was bet or won on a tracked hand: its money cells are empty, never 0.
    money = [k for k in unseen if k.startswith(("bet_", "net_")) or k in (*MONEY, "fee_cents")]
    assert len(money) > 10 and all(unseen[k] == "" and seen[k] == "" for k in money)
    assert (unseen["player_cards"], unseen["player_total"], unseen["natural"]) == ("", "", "")
    assert (seen["player_cards"], seen["banker_cards"]) == ("9H KC", "KD 3S")
    assert (seen["player_total"], seen["banker_total"], seen["natural"], seen["player_pair"]) == (
        "9",
        "3",
        "1",
        "0",
    )

    floor = csv_rows(run(path, "export", "--format", "csv", "--out", "-", "--source", "floor").stdout)
    assert floor and {r["source"] for r in floor} == {"house"}
    assert all(r["wagered_cents"] == "0" for r in floor)  # the house's hands: dealt, nothing bet
    everything = csv_rows(run(path, "export", "--format", "csv", "--out", "-", "--source", "all").stdout)
    assert len(everything) == len(mine) + len(floor) + len(rows)
    assert {r["source"] for r in everything} == {"player", "house", "tracked"}


def test_the_csv_of_one_session_is_that_sessions_whatever_its_source(
    made: tuple[Path, dict[str, int]],
) -> None:
    path, ids = made
    for name, source, word in (("tracked", "tracked", "tracked"), ("house", "house", "floor")):
        plain = run(path, "export", "--format", "csv", "--out", "-", "--session", str(ids[name]))
        assert plain.returncode == 0, plain.stderr
        rows = csv_rows(plain.stdout)
        assert rows and {(r["source"], int(r["session_id"])) for r in rows} == {(source, ids[name])}
        named = run(
            path, "export", "--format", "csv", "--out", "-", "--session", str(ids[name]), "--source", word
        )
        assert named.stdout == plain.stdout
    seated = csv_rows(
        run(path, "export", "--format", "csv", "--out", "-", "--session", str(ids["seated"])).stdout
    )
    assert len(seated) == 4 and {r["source"] for r in seated} == {"player"}


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--format", "csv", "--session", "999"), "there is no session 999"),
        (("--format", "json", "--session", "999"), "there is no session 999"),
        (("--format", "csv", "--source", "nobody"), "invalid choice: 'nobody'"),
        (("--format", "json", "--source", "all"), "a JSON export holds every kind of session"),
        (("--format", "csv", "--session", "OWN", "--source", "tracked"), "give --source mine"),
        (("--format", "csv", "--session", "TRACKED", "--source", "floor"), "give --source tracked"),
    ],
)
def test_bad_input_exits_2_and_writes_nothing(
    made: tuple[Path, dict[str, int]], tmp_path: Path, args: tuple[str, ...], said: str
) -> None:
    path, ids = made
    words = [str(ids["own"]) if a == "OWN" else str(ids["tracked"]) if a == "TRACKED" else a for a in args]
    copy = tmp_path / "h.sqlite3"
    shutil.copy(path, copy)
    out, kept = tmp_path / "new.csv", tmp_path / "kept.csv"
    kept.write_text("kept\n")
    for target in (out, kept):
        result = run(copy, "export", *words, "--out", str(target))
        assert result.returncode == 2, result.stderr
        assert said in result.stderr and result.stdout == ""
    assert not out.exists() and kept.read_text() == "kept\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3", "kept.csv"]  # no partial file left
    assert run(copy, "export", *words, "--out", "-").stdout == ""
