"""``baccarat-desktop report``, run in-process (tests/command_line.py): files written, read back and
checked; a report that cannot be written whole in a child process with a file size limit."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from matplotlib.image import imread

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.storage.history import History
from tests.analytics.helpers import seeded_history
from tests.command_line import in_process


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return in_process("report", *args)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seeded_history(tmp_path_factory.mktemp("report") / "history.sqlite3", first=1_000, second=800)


def expected(db: Path, flt: HistoryFilter) -> dict[str, object]:
    with History.open(db, write=False) as history:
        data = Dataset.load(history, flt)
        data.money  # settle the bet sums before the connection closes  # noqa: B018
    return json.loads(json.dumps(Analysis(data).summary()))


def test_report_writes_charts_and_a_summary(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = run("--db", str(db), "--out", str(out), "--csv")
    assert result.returncode == 0, result.stderr
    assert "wrote 6 charts" in result.stdout
    summary = json.loads((out / "summary.json").read_text())
    assert summary["figures"] == {chart.value: f"{chart.value}.png" for chart in Chart}
    for chart in Chart:
        image = imread(out / f"{chart.value}.png")
        assert image.shape[:2] == (800, 1280)
        assert len(np.unique(image.reshape(-1, image.shape[2]), axis=0)) > 50, (
            f"{chart.value}.png looks blank"
        )
        assert (out / f"{chart.value}.csv").stat().st_size > 0
    want = expected(db, HistoryFilter())
    for key in ("hands", "bankroll", "outcomes", "ties", "streaks", "money_by_bet", "sessions", "filter"):
        assert summary[key] == want[key], key
    assert summary["hands"] == 1_800
    banker = next(o for o in summary["outcomes"]["outcomes"] if o["outcome"] == "banker")
    assert banker["wilson_95"][0] < banker["observed"] < banker["wilson_95"][1]
    with open(out / "money.csv", newline="") as handle:
        money = list(csv.DictReader(handle))
    assert [int(r["net_cents"]) for r in money] == [
        s["net_cents"] for s in summary["money_by_bet"]["spots"]
    ] + [summary["money_by_bet"]["total"]["net_cents"]]


def test_filters_by_session_and_dates(db: Path, tmp_path: Path) -> None:
    result = run("--db", str(db), "--out", str(tmp_path / "s2"), "--session", "2", "--json")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["hands"] == 800 and summary["filter"]["sessions"] == [2]
    assert summary["outcomes"] == expected(db, HistoryFilter.of([2]))["outcomes"]
    result = run("--db", str(db), "--out", str(tmp_path / "jan"), "--until", "2026-01-31", "--json")
    assert result.returncode == 0, result.stderr
    january = json.loads(result.stdout)
    assert january["hands"] == 1_000 and [s["session_id"] for s in january["sessions"]] == [1]
    result = run("--db", str(db), "--out", str(tmp_path / "none"), "--since", "2027-01-01", "--json")
    assert result.returncode == 0, result.stderr
    nothing = json.loads(result.stdout)
    assert nothing["hands"] == 0 and nothing["luck"] is None  # no hands: nothing to replay, no crash
    assert (tmp_path / "none" / "bankroll.png").exists()
    result = run("--db", str(db), "--out", str(tmp_path / "none-text"), "--since", "2027-01-01")
    assert result.returncode == 0, result.stderr
    assert "luck: no hands to replay" in result.stdout


def test_the_summary_says_how_lucky(db: Path, tmp_path: Path) -> None:
    """The hands' own stakes replayed: the sentence on stdout, the numbers in summary.json, the
    same as the analytics compute in-process (the seed comes from the hands, so runs agree)."""
    from baccarat_desktop.analytics.luck import luck_of

    result = run("--db", str(db), "--out", str(tmp_path / "s2"), "--session", "2", "--replays", "3000")
    assert result.returncode == 0, result.stderr
    luck = json.loads((tmp_path / "s2" / "summary.json").read_text())["luck"]
    assert f"luck: {luck['sentence']}" in result.stdout
    assert luck["sentence"].startswith("Your result was better than ")
    assert luck["sentence"].endswith("% of 3,000 sessions with the same bets")
    assert 0 <= luck["better_than"] <= 1 and luck["replays"] == 3_000 and luck["hands"] == 800
    assert luck["skipped_hands"] == 0 and not luck["stopped"]
    assert set(luck["percentiles"]) == {"5", "25", "50", "75", "95"}
    with History.open(db, write=False) as history:
        data = Dataset.load(history, HistoryFilter.of([2]))
        actual = int(data.hands.net.sum())
        here = luck_of(history, data, replays=3_000)
    assert luck["actual_net_cents"] == actual
    assert luck["better_than"] == round(here.better_than, 4) and luck["seed"] == here.seed
    assert luck["percentiles"] == here.to_dict()["percentiles"]
    assert luck["expected_net_cents"] == round(float(here.luck.expected_net), 2)
    again = run(
        "--db", str(db), "--out", str(tmp_path / "again"), "--session", "2", "--replays", "3000", "--json"
    )
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["luck"]["better_than"] == luck["better_than"]
    left_out = run("--db", str(db), "--out", str(tmp_path / "none"), "--replays", "0", "--json")
    assert left_out.returncode == 0, left_out.stderr
    assert "luck" not in json.loads(left_out.stdout)


def test_data_dir_is_accepted(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    (data_dir / "profiles").mkdir(parents=True)
    seeded_history(data_dir / "profiles" / "default.sqlite3", first=100, second=0)
    result = run("--data-dir", str(data_dir), "--out", str(tmp_path / "out"), "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"] == 100


@pytest.mark.parametrize(
    "args",
    [
        ["--session", "0"],
        ["--session", "two"],
        ["--since", "31/01/2026"],
        ["--since", "2026-02-01", "--until", "2026-01-01"],
        ["--session", "9"],
        ["--replays", "-1"],
        [],  # --out is required
    ],
    ids=[
        "session-zero",
        "session-word",
        "bad-date",
        "empty-range",
        "unknown-session",
        "bad-replays",
        "no-out",
    ],
)
def test_bad_arguments_exit_2(db: Path, tmp_path: Path, args: list[str]) -> None:
    out = [] if not args else ["--out", str(tmp_path / "out")]
    result = run("--db", str(db), *out, *args)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "error" in result.stderr
    assert not (tmp_path / "out" / "summary.json").exists()


def test_an_unusable_database_exits_1_with_the_storage_message(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_text("these are not the hands you are looking for\n" * 50)
    result = run("--db", str(junk), "--out", str(tmp_path / "out"))
    assert result.returncode == 1
    assert "is not a Baccarat Desktop history file" in result.stderr
    missing = run("--db", str(tmp_path / "missing.sqlite3"), "--out", str(tmp_path / "out"))
    assert missing.returncode == 1 and "There is no history file" in missing.stderr
    assert not (tmp_path / "out").exists()


def test_out_must_be_a_folder(db: Path, tmp_path: Path) -> None:
    afile = tmp_path / "a-file"
    afile.write_text("x")
    result = run("--db", str(db), "--out", str(afile))
    assert result.returncode == 2 and "is a file" in result.stderr


# Files of this process cannot grow past 80 kB (RLIMIT_FSIZE): a chart's PNG (about 100 kB) fails
# part way, as on a full disk. The report writes each file through storage.outputs.output_file.
_SMALL_FILES = """
import resource, sys
resource.setrlimit(resource.RLIMIT_FSIZE, (80_000, 80_000))
from baccarat_desktop.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_a_report_that_cannot_be_written_keeps_the_old_one(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    out.mkdir()
    old = {f"{chart.value}.png": f"old {chart.value} picture".encode() for chart in Chart}
    old["summary.json"] = b'{"hands": 12}\n'
    for name, data in old.items():
        (out / name).write_bytes(data)
    result = subprocess.run(
        [sys.executable, "-c", _SMALL_FILES, "report", "--db", str(db), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 1
    assert f"cannot write the report to {out}: File too large" in result.stderr
    assert {p.name: p.read_bytes() for p in out.iterdir()} == old  # every old file whole, nothing else
