"""``baccarat-desktop autoplay`` (and where the history file goes), run in-process
(tests/command_line.py); the window's start-up on a bad ``--db`` in a child process."""

from __future__ import annotations

import csv
import io
import itertools
import json
import os
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.storage.paths import default_data_dir, resolve_db_path
from tests.command_line import in_child, in_process


def autoplay(*args: str) -> subprocess.CompletedProcess[str]:
    return in_process("autoplay", *args)


def summary(result: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def rows(db: Path, sql: str) -> list[dict[str, Any]]:
    conn = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute(sql)]
    finally:
        conn.close()


def data_home() -> Path:
    return Path(os.environ["XDG_DATA_HOME"])  # tests/conftest.py points it at a temporary folder


# -- Where the history lives -----------------------------------------------------------------------
def test_the_default_history_is_in_the_per_user_data_folder() -> None:
    expected = data_home() / "baccarat-desktop" / "profiles" / "default.sqlite3"
    assert default_data_dir() == data_home() / "baccarat-desktop"
    assert resolve_db_path(None, None) == expected
    assert not expected.exists()
    result = summary(autoplay("--hands", "2", "--bet", "banker=500", "--json"))
    assert Path(result["db"]) == expected
    assert expected.is_file()
    assert expected.resolve().is_relative_to(data_home().resolve())
    assert len(rows(expected, "SELECT * FROM hands")) == 2


def test_data_dir_puts_the_history_in_that_folder(tmp_path: Path) -> None:
    folder = tmp_path / "my data"
    result = summary(autoplay("--data-dir", str(folder), "--hands", "1", "--bet", "banker=500", "--json"))
    assert Path(result["db"]) == folder / "profiles" / "default.sqlite3"
    assert (folder / "profiles" / "default.sqlite3").is_file()
    assert not (data_home() / "baccarat-desktop").exists()  # nothing in the per-user folder


def test_db_names_the_file_itself(tmp_path: Path) -> None:
    db = tmp_path / "elsewhere" / "mine.db"
    result = summary(autoplay("--db", str(db), "--hands", "1", "--bet", "banker=500", "--json"))
    assert Path(result["db"]) == db and db.is_file()
    assert not (data_home() / "baccarat-desktop").exists()
    assert resolve_db_path(str(db), str(tmp_path / "ignored")) == db  # --db wins over a data folder


@pytest.mark.parametrize("command", ["autoplay", "verify", "export", "import"])
def test_db_and_data_dir_together_is_a_usage_error(tmp_path: Path, command: str) -> None:
    extra = {
        "autoplay": ["--hands", "1"],
        "verify": [],
        "export": ["--format", "csv", "--out", "-"],
        "import": [str(tmp_path / "x.json")],
    }[command]
    db, data_dir = str(tmp_path / "a.sqlite3"), str(tmp_path / "d")
    result = in_process(command, "--db", db, "--data-dir", data_dir, *extra)
    assert result.returncode == 2
    assert "not allowed with argument" in result.stderr
    assert list(tmp_path.iterdir()) == []


# -- Continuing and starting sessions --------------------------------------------------------------
def test_a_second_run_continues_the_latest_unfinished_session(tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite3")
    first = summary(autoplay("--db", db, "--hands", "7", "--bet", "banker=500", "--seed", "3",
                             "--bankroll", "50000", "--json"))  # fmt: skip
    assert first["session_id"] == 1 and first["hands_played"] == 7
    assert first["bankroll_start_cents"] == 50_000

    plain = autoplay("--db", db, "--hands", "5", "--bet", "banker=500")
    assert plain.returncode == 0, plain.stderr
    assert "continuing session 1" in plain.stderr

    third = summary(
        autoplay("--db", db, "--hands", "4", "--bet", "banker=500", "--bankroll", "999", "--json")
    )
    assert third["session_id"] == 1  # --bankroll only applies to a new session
    hands = rows(Path(db), "SELECT * FROM hands ORDER BY id")
    assert len(hands) == 16 and {h["session_id"] for h in hands} == {1}
    assert third["bankroll_start_cents"] == hands[11]["bankroll_after_cents"]
    assert third["bankroll_cents"] == hands[-1]["bankroll_after_cents"]
    assert hands[0]["bankroll_before_cents"] == 50_000
    for previous, hand in itertools.pairwise(hands):
        assert hand["bankroll_before_cents"] == previous["bankroll_after_cents"]
    assert len(rows(Path(db), "SELECT * FROM sessions")) == 1


def test_new_session_starts_another(tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite3")
    summary(autoplay("--db", db, "--hands", "3", "--bet", "banker=500", "--seed", "1", "--json"))
    second = summary(autoplay("--db", db, "--hands", "2", "--bet", "tie=100", "--new-session",
                              "--bankroll", "20000", "--seed", "2", "--json"))  # fmt: skip
    assert second["session_id"] == 2 and second["bankroll_start_cents"] == 20_000
    # The next plain run continues the latest unfinished session: the new one.
    third = summary(autoplay("--db", db, "--hands", "1", "--bet", "tie=100", "--json"))
    assert third["session_id"] == 2 and third["bankroll_start_cents"] == second["bankroll_cents"]
    sessions = rows(Path(db), "SELECT id, starting_bankroll_cents, ended_at FROM sessions ORDER BY id")
    assert [(s["id"], s["starting_bankroll_cents"]) for s in sessions] == [(1, 100_000), (2, 20_000)]
    # --new-session closed the first session properly (its open shoe's seed revealed) ...
    assert sessions[0]["ended_at"] is not None and sessions[1]["ended_at"] is None
    assert (
        rows(Path(db), "SELECT count(*) AS n FROM shoes WHERE session_id = 1 AND seed IS NULL")[0]["n"] == 0
    )
    # ... and finished no hand twice: 3 + 2 + 1 hands in all.
    assert rows(Path(db), "SELECT count(*) AS n FROM hands")[0]["n"] == 6


@pytest.mark.parametrize(
    ("bet", "why"),
    [
        ("banker=500", "bets of $5.00 are more than your bankroll of $4.00"),
        ("banker=600000", "$6,000.00 on Banker is over the maximum of $5,000.00"),
        ("banker=100", "$1.00 on Banker is under the minimum of $5.00"),
    ],
)
def test_bets_the_table_refuses_from_the_start_are_bad_arguments(tmp_path: Path, bet: str, why: str) -> None:
    """Exit 2, as the README promises for bad arguments, and no history or session is created."""
    db = tmp_path / "h.sqlite3"
    result = autoplay("--db", str(db), "--hands", "5", "--bet", bet, "--bankroll", "400", "--seed", "1")
    assert result.returncode == 2, result.stderr
    assert f"the table refuses these bets: {why}" in result.stderr
    assert list(tmp_path.iterdir()) == []  # nothing created: no file, no lock, no journal


def test_bets_refused_by_a_continued_session_change_nothing(tmp_path: Path) -> None:
    """The session being continued has its own bankroll: bets over it are refused before any write."""
    db = tmp_path / "h.sqlite3"
    assert autoplay("--db", str(db), "--hands", "2", "--bet", "banker=500", "--seed", "1").returncode == 0
    before = db.read_bytes()
    result = autoplay("--db", str(db), "--hands", "1", "--bet", "banker=500000")  # $5,000 of $1,000-ish
    assert result.returncode == 2 and "more than your bankroll" in result.stderr
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]


def test_autoplay_ends_the_session_when_the_bankroll_is_below_every_minimum(tmp_path: Path) -> None:
    """$1 on Tie from $1: the first hand loses it (seed 1), play stops, the session is over (exit 1)."""
    db = tmp_path / "h.sqlite3"
    result = autoplay("--db", str(db), "--hands", "5", "--bet", "tie=100", "--bankroll", "100", "--seed", "1",
                      "--json")  # fmt: skip
    assert result.returncode == 1
    data = json.loads(result.stdout)
    assert data["session_ended"] is True and data["hands_played"] == 1 and data["bankroll_cents"] == 0
    assert "stopped after 1 of 5 hands" in result.stderr and "the session is over" in result.stderr
    (session,) = rows(db, "SELECT * FROM sessions")
    assert session["ended_at"] is not None
    # An ended session is not continued: the next run starts a new one.
    nxt = summary(autoplay("--db", str(db), "--hands", "1", "--bet", "tie=100", "--json"))
    assert nxt["session_id"] == 2 and nxt["bankroll_start_cents"] == 100_000


def test_autoplay_plays_until_the_money_runs_out(tmp_path: Path) -> None:
    """$5 on Banker from $10: with this seed the money runs out long before 1,000 hands."""
    db = tmp_path / "h.sqlite3"
    result = autoplay("--db", str(db), "--hands", "1000", "--bet", "banker=500", "--bankroll", "1000",
                      "--seed", "77", "--json")  # fmt: skip
    assert result.returncode == 1, result.stderr
    data = json.loads(result.stdout)
    assert 0 < data["hands_played"] < 1000 and data["bankroll_cents"] < 500
    assert data["stopped"].startswith("bets of $5.00 are more than your bankroll")
    hands = rows(db, "SELECT * FROM hands")
    assert len(hands) == data["hands_played"]
    assert hands[-1]["bankroll_after_cents"] == data["bankroll_cents"]
    assert data["session_ended"] == (data["bankroll_cents"] < 100)


@pytest.mark.parametrize(
    ("bet", "message"),
    [
        ("banker", "write a bet as SPOT=CENTS"),
        ("dragon=500", "is not a bet spot"),
        ("banker=0", "a bet must be at least 1 cent"),
        ("banker=-5", "a bet must be at least 1 cent"),
        ("banker=5.00", "the amount is a whole number of cents"),
    ],
)
def test_a_bad_bet_is_a_usage_error(tmp_path: Path, bet: str, message: str) -> None:
    db = tmp_path / "h.sqlite3"
    result = autoplay("--db", str(db), "--hands", "1", "--bet", bet)
    assert result.returncode == 2
    assert message in result.stderr
    assert not db.exists()


def export_csv(db: Path) -> list[dict[str, str]]:
    result = in_process("export", "--db", str(db), "--format", "csv", "--out", "-")
    assert result.returncode == 0, result.stderr
    return [
        {k: v for k, v in row.items() if k != "played_at"}
        for row in csv.DictReader(io.StringIO(result.stdout))
    ]


def test_the_same_seed_on_a_fresh_file_plays_the_same_hands(tmp_path: Path) -> None:
    args = ["--hands", "120", "--bet", "banker=500", "--bet", "player_pair=100", "--json"]
    one = summary(autoplay("--db", str(tmp_path / "one.sqlite3"), *args, "--seed", "42"))
    two = summary(autoplay("--db", str(tmp_path / "two.sqlite3"), *args, "--seed", "42"))
    assert {k: v for k, v in one.items() if k != "db"} == {k: v for k, v in two.items() if k != "db"}
    assert export_csv(tmp_path / "one.sqlite3") == export_csv(tmp_path / "two.sqlite3")
    commitments = [
        rows(tmp_path / f"{n}.sqlite3", "SELECT seed_sha256, seed FROM shoes") for n in ("one", "two")
    ]
    assert commitments[0] == commitments[1] and len(commitments[0]) >= 2

    other = summary(autoplay("--db", str(tmp_path / "three.sqlite3"), *args, "--seed", "43"))
    assert export_csv(tmp_path / "three.sqlite3") != export_csv(tmp_path / "one.sqlite3")
    assert other["hands_played"] == 120


def test_rule_options_are_stored_with_a_new_session(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    options = ["--decks", "6", "--tie-pays", "9", "--no-commission"]
    summary(autoplay("--db", str(db), "--hands", "1", "--bet", "banker=500", *options, "--json"))
    (session,) = rows(db, "SELECT rules FROM sessions")
    rules = json.loads(session["rules"])
    assert (rules["decks"], rules["tie_pays"], rules["variant"]) == (6, 9, "no_commission")
    assert rules["side_bets"] == ["player_pair", "banker_pair"]  # the usual table
    (shoe,) = rows(db, "SELECT decks FROM shoes")
    assert shoe["decks"] == 6


SIDE_BETS = [
    "either_pair",
    "perfect_pair",
    "big",
    "small",
    "player_bonus",
    "banker_bonus",
    "dragon_7",
    "panda_8",
    "lucky_6",
]


def test_autoplay_takes_every_bet_of_the_catalogue(tmp_path: Path) -> None:
    """Each --bet key is played every hand on a table that offers it; Big and Small sit out the last
    hand of each shoe (the table closes them); the stored money verifies against the rules."""
    db = tmp_path / "h.sqlite3"
    bets = [f"--bet={key}=100" for key in SIDE_BETS] + ["--bet=banker=1000"]
    done = summary(
        autoplay("--db", str(db), "--hands", "200", "--seed", "4", "--variant", "ez", *bets, "--json")
    )
    assert done["hands_played"] == 200
    (session,) = rows(db, "SELECT rules FROM sessions")
    rules = json.loads(session["rules"])
    assert rules["variant"] == "ez"
    assert set(rules["side_bets"]) == {"player_pair", "banker_pair", *SIDE_BETS}
    counts = {r["spot"]: r["n"] for r in rows(db, "SELECT spot, count(*) AS n FROM bets GROUP BY spot")}
    last_hands = rows(db, "SELECT count(*) AS n FROM shoes WHERE ended_at IS NOT NULL")[0]["n"]
    assert last_hands >= 1
    for key in SIDE_BETS:
        expected = 200 - last_hands if key in ("big", "small") else 200
        assert counts[key] == expected, key
    # Every bet's net is what the catalogue pays: the whole history verifies.
    verified = in_process("verify", "--db", str(db))
    assert verified.returncode == 0, verified.stdout + verified.stderr
    # Some side bets won: the money is not all losses.
    assert (
        rows(db, "SELECT count(*) AS n FROM bets WHERE spot = 'dragon_7' AND net_cents = 4000")[0]["n"] >= 0
    )
    assert rows(db, "SELECT count(*) AS n FROM bets WHERE spot != 'banker' AND net_cents > 0")[0]["n"] > 0


def test_a_continued_session_keeps_its_table_and_refuses_a_bet_it_does_not_offer(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    assert autoplay("--db", str(db), "--hands", "2", "--bet", "banker=500", "--seed", "1").returncode == 0
    before = db.read_bytes()
    result = autoplay("--db", str(db), "--hands", "1", "--bet", "dragon_7=100")
    assert result.returncode == 2
    assert "this table does not offer Dragon 7" in result.stderr and "--new-session" in result.stderr
    assert db.read_bytes() == before
    fresh = summary(
        autoplay("--db", str(db), "--hands", "1", "--bet", "dragon_7=100", "--new-session", "--json")
    )
    assert fresh["hands_played"] == 1


def test_top_level_data_dir_reaches_the_subcommand(tmp_path: Path) -> None:
    """'baccarat-desktop --data-dir X autoplay ...' plays in X, as 'autoplay --data-dir X' does."""
    result = in_process("--data-dir", str(tmp_path / "d"), "autoplay", "--hands", "2", "--bet", "banker=500",
                     "--seed", "1")  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "d" / "profiles" / "default.sqlite3").exists()
    both = in_process("--db", str(tmp_path / "x.sqlite3"), "verify", "--data-dir", str(tmp_path / "d"))
    assert both.returncode == 2 and "cannot be used together" in both.stderr


# -- A --db that cannot name a history file (issue 25) -----------------------------------------------
# Each used to end in a traceback, in Python's own words ("PosixPath('.') has an empty name"), or (a
# trailing slash) in a history FILE named like the folder that was meant.
LONG_NAME = "x" * 300 + ".sqlite3"
BAD_DB = {
    "empty": ("", "An empty name is not a history file"),
    "dot": (".", "names a folder"),
    "dot-dot": ("..", "names a folder"),
    "trailing-slash": ("newdir/", "names a folder"),
    "no-such-user": ("~nosuchuser/x.sqlite3", "there is no user nosuchuser"),
    "too-long": (LONG_NAME, "is too long"),
}
PYTHON_WORDS = ("Traceback", "PosixPath", "RuntimeError", "OSError", "Errno")


@pytest.mark.parametrize("command", ["autoplay", "verify", "export"])
@pytest.mark.parametrize("case", list(BAD_DB))
def test_a_db_that_cannot_name_a_history_file_is_bad_input(tmp_path: Path, command: str, case: str) -> None:
    db, words = BAD_DB[case]
    before = sorted(p.name for p in tmp_path.iterdir())
    extra = {
        "autoplay": ["--hands", "1", "--bet", "banker=500"],
        "verify": [],
        "export": ["--format", "csv", "--out", "-"],
    }
    result = in_process(command, "--db", db, *extra[command], cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert words in result.stderr and result.stderr.startswith(f"baccarat-desktop {command}: error: ")
    assert not [w for w in PYTHON_WORDS if w in result.stderr], result.stderr
    assert len(result.stderr) < 400  # a 300-character name is not echoed whole
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written, nothing created


def test_a_data_dir_of_no_such_user_is_bad_input(tmp_path: Path) -> None:
    result = in_process("autoplay", "--data-dir", "~nosuchuser/games", "--hands", "1", cwd=tmp_path)
    assert result.returncode == 2 and "there is no user nosuchuser" in result.stderr
    assert "Traceback" not in result.stderr and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("case", ["empty", "trailing-slash", "no-such-user", "too-long"])
def test_the_window_with_such_a_db_says_so_before_it_opens(tmp_path: Path, case: str) -> None:
    db, words = BAD_DB[case]
    for args in (["--db", db], ["play", "--db", db]):
        result = in_child(*args, cwd=tmp_path, timeout=60)  # the window's own start-up
        assert result.returncode == 2, result.stderr
        assert words in result.stderr
        assert not [w for w in PYTHON_WORDS if w in result.stderr], result.stderr
        assert list(tmp_path.iterdir()) == []


def test_the_home_folder_of_a_user_is_still_understood(tmp_path: Path) -> None:
    result = summary(autoplay("--db", "~/games/h.sqlite3", "--hands", "1", "--bet", "banker=500", "--json"))
    assert Path(result["db"]) == Path(os.environ["HOME"]) / "games" / "h.sqlite3"
