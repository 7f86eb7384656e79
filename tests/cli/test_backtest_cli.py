"""``backtest``: a road rule over simulated, own or tracked shoes, and clear errors for bad arguments."""

from __future__ import annotations

from pathlib import Path

import pytest

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.tracked import TrackedHand, add_hand, shoes, start_sitting
from tests.command_line import in_process

from .test_play_cli import run_json


def test_simulated_run_says_everything_the_issue_names() -> None:
    data = run_json("backtest", "--rule", "follow_last", "--shoes", "300", "--seed", "5", "--json")
    assert data["rule"] == "follow_last" and data["source"] == "simulated" and data["shoes"] == 300
    assert data["bets"] == data["wins"] + data["losses"] + data["pushes"] > 20_000
    low, high = data["interval_95_per_100"]
    assert low < data["per_100"] < high
    assert data["house_edge_predicts_per_100"] == pytest.approx(-1.15, abs=0.02)
    assert data["banker_every_hand_per_100"] is not None and data["player_every_hand_per_100"] is not None
    assert "per 100 units bet" in data["sentence"]
    # A seed gives the same shoes again; another seed other shoes.
    assert run_json("backtest", "--rule", "follow_last", "--shoes", "300", "--seed", "5", "--json") == data
    other = run_json("backtest", "--rule", "follow_last", "--shoes", "300", "--seed", "6", "--json")
    assert other["net_units"] != data["net_units"]


def test_the_builder_and_its_stop() -> None:
    base = ["backtest", "--pattern", "bbp", "--side", "player", "--shoes", "200", "--seed", "1", "--json"]
    free = run_json(*base)
    stopped = run_json(*base, "--stop-after", "1")
    assert free["rule"] == "pattern:BBP:P" and free["banker"]["bets"] == 0
    assert 0 < stopped["bets"] < free["bets"] and stopped["stop_after"] == 1


def test_words_without_json() -> None:
    done = in_process("backtest", "--rule", "big_eye_boy_red", "--shoes", "50", "--seed", "2")
    assert done.returncode == 0, done.stderr
    assert "Big Eye Boy red" in done.stdout and "house edge predicts" in done.stdout


def test_tracked_shoes(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite"
    history = History.open(db)
    sitting = start_sitting(history, "Casino", "Table 3", 8)
    shoe = shoes(history, sitting)[0].id
    for letter in "BBBPPTPBB":
        add_hand(history, shoe, TrackedHand(Outcome.from_letter(letter)))
    history.close()
    data = run_json("--db", str(db), "backtest", "--rule", "follow_last", "--source", "tracked", "--json")
    # Bets from the second hand: B wins, B wins, B loses, P wins, P pushes, P wins, P loses, B wins.
    assert (data["shoes"], data["bets"], data["wins"], data["losses"], data["pushes"]) == (1, 8, 5, 2, 1)
    own = run_json("--db", str(db), "backtest", "--rule", "follow_last", "--source", "history", "--json")
    assert own["shoes"] == 0 and own["bets"] == 0


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--rule", "nope"], "no road rule is called 'nope'"),
        (["--pattern", "BTP", "--side", "banker"], "ties are skipped"),
        (["--pattern", "BXP", "--side", "banker"], "'X' is not a result"),
        (["--pattern", "BPBPBPBPB", "--side", "banker"], "1 to 8"),
        (["--pattern", "BP"], "--pattern needs --side"),
        (["--rule", "follow_last", "--side", "banker"], "--side goes with --pattern"),
        (["--rule", "follow_last", "--pattern", "B"], "not allowed with argument"),
        ([], "one of the arguments --rule --pattern is required"),
        (["--rule", "follow_last", "--shoes", "0"], "must be between 1 and"),
        (["--rule", "follow_last", "--stop-after", "-1"], "stop-after"),
        (["--rule", "follow_last", "--source", "paper"], "invalid choice"),
        (["--rule", "follow_last", "--source", "tracked", "--shoes", "5"], "--shoes counts simulated shoes"),
        (["--rule", "follow_last", "--source", "history", "--seed", "5"], "--seed shuffles simulated shoes"),
        (["--pattern", "B", "--side", "tie"], "invalid choice"),
    ],
)
def test_bad_arguments_are_refused_in_words(args: list[str], words: str) -> None:
    done = in_process("backtest", *args)
    assert done.returncode == 2
    assert words in done.stderr
    assert "Traceback" not in done.stderr
