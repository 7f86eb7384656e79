"""The real command line for the fast path: ``lab``, and ``simulate``'s progress bar and Ctrl+C."""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import subprocess
import sys
import time

import pytest

from .test_play_cli import run, run_json

LAB = ["lab", "--bet", "banker=1000", "--bankroll", "100000", "--sessions", "2000", "--hands", "200"]


def test_lab_prints_the_figures_the_issue_names() -> None:
    data = run_json(*LAB, "--system", "martingale", "--seed", "4", "--json")
    assert {"sessions", "hands", "mean_net_cents", "mean_wagered_cents", "risk_of_ruin", "share_up"} <= set(
        data
    )
    assert data["sessions"] == 2000 and data["hands"] == 200 and data["system"] == "martingale"
    percentiles = data["percentiles"]
    assert list(percentiles) == ["5", "25", "50", "75", "95"]
    assert (
        percentiles["5"] <= percentiles["25"] <= percentiles["50"] <= percentiles["75"] <= percentiles["95"]
    )
    assert 0 <= data["risk_of_ruin"] <= 1 and 0 <= data["share_up"] <= 1
    # A Martingale bettor stakes more than a flat one and the edge charges for every cent of it.
    flat = run_json(*LAB, "--system", "flat", "--seed", "4", "--json")
    assert flat["mean_wagered_cents"] == 200 * 1000
    assert data["mean_wagered_cents"] > flat["mean_wagered_cents"]
    assert data["expected_net_cents"] == pytest.approx(
        -data["house_edge"] * data["mean_wagered_cents"], abs=0.01
    )
    assert run_json(*LAB, "--system", "martingale", "--seed", "4", "--json") == data


def test_lab_compares_systems_one_json_line_each() -> None:
    done = run(*LAB, "--system", "flat,paroli,follow_the_shoe", "--seed", "9", "--json")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [row["system"] for row in rows] == ["flat", "paroli", "follow_the_shoe"]
    everything = run(*LAB, "--system", "all", "--seed", "9")
    assert everything.returncode == 0
    for label in ("Flat", "Martingale", "Labouchère", "Oscar's Grind", "1-3-2-6", "Follow the shoe"):
        assert label in everything.stdout
    assert "house edge times what it wagers" in everything.stdout


def test_lab_stop_win_and_stop_loss_end_sessions() -> None:
    data = run_json(
        *LAB, "--system", "flat", "--stop-win", "5000", "--stop-loss", "5000", "--seed", "2", "--json"
    )
    assert data["stop_win"] > 0 and data["stop_loss"] > 0
    assert data["percentiles"]["95"] <= 5000 + 1000 and data["percentiles"]["5"] >= -5000 - 1000


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--system", "kelly"], "not a betting system"),
        (["--system", "flat", "--bankroll", "500"], "less than one unit"),
        (["--system", "flat", "--bet", "banker=600000"], "over the table maximum"),
        (["--system", "flat", "--bet", "banker=100"], "under the table minimum"),
        (["--system", "flat", "--sessions", "0"], "--sessions"),
        (["--system", "flat", "--bet", "banker"], "SPOT=CENTS"),
        (["--system", "flat", "--bet", "rouge=100"], "not a bet spot"),
        (["--system", "follow_the_shoe", "--bet", "tie=100"], "Banker or Player"),
        (["--system", "flat", "--bet", "banker=10.5"], "whole number"),
    ],
)
def test_lab_refuses_bad_input_with_exit_2(args: list[str], words: str) -> None:
    done = run(*LAB, *args, "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    assert words in done.stderr


def test_simulate_shows_progress_on_a_terminal_and_stops_cleanly_on_ctrl_c() -> None:
    """stderr on a pseudo-terminal: the bar appears; SIGINT then ends the run with a partial summary
    on stdout (exit 130) instead of a traceback."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "baccarat_desktop",
            "simulate",
            "--hands",
            "1000000000",
            "--seed",
            "1",
            "--json",
        ],
        stdout=subprocess.PIPE,
        stderr=follower,
        text=True,
    )
    os.close(follower)
    seen = b""
    deadline = time.monotonic() + 60
    while b"simulating [" not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([leader], [], [], 0.5)
        if ready:
            seen += os.read(leader, 4096)
    assert b"simulating [" in seen, seen
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=60)
    while select.select([leader], [], [], 0.2)[0]:
        try:
            seen += os.read(leader, 4096)
        except OSError:
            break
    os.close(leader)
    assert process.returncode == 130
    data = json.loads(out)
    assert data["stopped"] is True and 0 < data["hands"] < 1_000_000_000
    assert data["banker"] + data["player"] + data["tie"] == data["hands"]
    assert b"stopped after" in seen and b"Traceback" not in seen


def test_simulate_engines_agree_on_what_they_count() -> None:
    fast = run_json("simulate", "--hands", "3000", "--seed", "8", "--json")
    reference = run_json("simulate", "--hands", "3000", "--seed", "8", "--engine", "reference", "--json")
    assert fast["engine"] == "fast" and reference["engine"] == "reference"
    assert set(reference) <= set(fast)
    for data in (fast, reference):
        assert data["banker"] + data["player"] + data["tie"] == 3000
        assert 3000 / 100 < data["shoes"] < 3000 / 60
    assert set(fast["return_per_unit"]) >= {"banker", "player", "tie", "player_pair", "dragon_7"}
