"""The command line for the fast path: ``lab`` in-process (tests/command_line.py), and ``simulate``'s
and ``lab``'s progress bar on a terminal and their stop on Ctrl+C or SIGTERM in a real process."""

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

from tests.command_line import in_process
from tests.waiting import wait_for

from .test_play_cli import run_json

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
    done = in_process(*LAB, "--system", "flat,paroli,follow_the_shoe", "--seed", "9", "--json")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [row["system"] for row in rows] == ["flat", "paroli", "follow_the_shoe"]
    everything = in_process(*LAB, "--system", "all", "--seed", "9")
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
    base = LAB if "--bet" not in args else [a for a in LAB if a not in ("--bet", "banker=1000")]
    done = in_process(*base, *args, "--json")
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


# -- bounded work, said up front, stopped by SIGTERM ------------------------------------------------
def test_the_lab_tries_one_bet_at_a_time_and_says_so() -> None:
    """'--bet banker=... --bet player=...' ran only the last bet, silently."""
    done = in_process(*LAB, "--system", "flat", "--bet", "player=1000", "--json")
    assert done.returncode == 2 and done.stdout == ""
    assert (
        "one bet at a time" in done.stderr and "banker=1000" in done.stderr and "player=1000" in done.stderr
    )


def test_a_run_beyond_any_real_use_is_refused_up_front() -> None:
    """1,000,000 sessions of 100,000 hands for every system ran for hours (900 billion hands)."""
    from baccarat_desktop.cli.lab import MAX_LAB_RUN_HANDS

    args = ["--sessions", "1000000", "--hands", "100000", "--system", "all"]
    done = in_process("lab", "--bet", "banker=1000", "--bankroll", "100000", *args)
    assert done.returncode == 2 and done.stdout == ""
    assert "900,000,000,000 hands" in done.stderr and f"{MAX_LAB_RUN_HANDS:,}" in done.stderr
    assert "Traceback" not in done.stderr


def test_format_duration_reads_as_a_person_says_it() -> None:
    from baccarat_desktop.cli.common import duration_words

    assert duration_words(4.2) == "4 s"
    assert duration_words(59.6) == "1 min"
    assert duration_words(125) == "2 min"
    assert duration_words(3 * 3600 + 20 * 60 + 5) == "3 h 20 min"
    assert duration_words(50 * 3600) == "2 d 2 h"


def test_a_long_lab_says_how_long_shows_its_progress_and_sigterm_stops_it_as_ctrl_c() -> None:
    """On stderr, before the work starts: about how long it will take on this machine (from a short
    measured run); then, on a terminal, the progress bar with the time left. SIGTERM stops it as
    Ctrl+C does: the sessions finished are summed and printed, exit 130. Today: no estimate, and
    SIGTERM kills it with nothing said."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "baccarat_desktop", "lab", "--system", "flat,martingale",
         "--bet", "banker=1000", "--bankroll", "10000000", "--sessions", "1000000", "--hands", "5000",
         "--seed", "3", "--json"],
        stdout=subprocess.PIPE, stderr=follower, text=True,
    )  # fmt: skip
    os.close(follower)
    seen = b""

    def shown() -> bool:
        nonlocal seen
        if select.select([leader], [], [], 0.05)[0]:
            seen += os.read(leader, 4096)
        return b"sessions [" in seen and b"left)" in seen

    wait_for(shown, "the progress bar with the time left", process=process)
    estimate = seen.split(b"\n")[0].decode()
    assert estimate.startswith("about ") and " on this machine (1,000,000 sessions" in estimate, seen
    assert "Ctrl+C stops" in estimate
    process.send_signal(signal.SIGTERM)
    out, _ = process.communicate(timeout=120)
    while select.select([leader], [], [], 0.2)[0]:
        try:
            seen += os.read(leader, 4096)
        except OSError:
            break
    os.close(leader)
    assert process.returncode == 130, seen
    rows = [json.loads(line) for line in out.splitlines()]
    assert rows and rows[0]["stopped"] is True and 0 < rows[0]["sessions"] < 1_000_000
    assert b"stopped after" in seen and b"Traceback" not in seen
