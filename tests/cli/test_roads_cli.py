"""``baccarat-desktop roads``, run in-process (tests/command_line.py)."""

from __future__ import annotations

import json
import subprocess

from tests.command_line import in_process


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return in_process("roads", *args, stdin=stdin)


def test_json_for_the_rules_examples() -> None:
    result = run("BBPPB", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["big_road_columns"] == [2, 2, 1]
    assert data["big_eye_boy"] == ["red", "red"]
    assert data["small_road"] == [] and data["cockroach_pig"] == []
    # L = [2, 2, 1]: a B would continue at (2,1) (BEB r=1 vs L[1]=2 red, Small r=1 vs L[0]=2 red),
    # a P would open (3,0) (BEB L[2]=1 vs L[1]=2 blue, Small L[2]=1 vs L[0]=2 blue); no Pig yet.
    assert data["ask"] == {"banker": ["red", "red", None], "player": ["blue", "blue", None]}
    assert [cell["outcome"] for cell in data["big_road"]] == ["B", "B", "P", "P", "B"]
    assert data["stats"]["hands"] == 5

    data = json.loads(run("bpppb", "--json").stdout)  # any case
    assert data["big_road_columns"] == [1, 3, 1]
    assert data["big_eye_boy"] == ["blue", "red", "blue"]


def test_ties_in_json() -> None:
    # T T B T P: two leading ties plus one after B, all drawn on the B circle.
    data = json.loads(run("TTBTP", "--json").stdout)
    assert data["leading_ties"] == 2
    assert [(c["outcome"], c["ties"]) for c in data["big_road"]] == [("B", 3), ("P", 0)]
    assert len(data["bead_plate"]) == 5
    assert data["stats"]["tie"] == 3


def test_stdin_gives_one_json_object_per_line() -> None:
    result = run("--stdin", "--json", stdin="BBPPB\nBPPPB\n\nttt\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 3  # the blank line is skipped
    objects = [json.loads(line) for line in lines]
    assert [o["big_road_columns"] for o in objects] == [[2, 2, 1], [1, 3, 1], []]
    assert objects[2]["leading_ties"] == 3


def test_a_bad_character_exits_2_naming_it_and_its_position() -> None:
    result = run("BBXPB", "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("baccarat-desktop roads: error: ")
    assert "'X' at position 3" in result.stderr


def test_stdin_reports_bad_lines_and_carries_on() -> None:
    result = run("--stdin", "--json", stdin="BBPPB\nBPZ\nBPPPB\n")
    assert result.returncode == 2
    assert [json.loads(line)["big_road_columns"] for line in result.stdout.splitlines()] == [
        [2, 2, 1],
        [1, 3, 1],
    ]
    assert "line 2" in result.stderr and "'Z' at position 3" in result.stderr


def test_text_rendering() -> None:
    result = run("BBPPB")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for heading in ("Bead Plate", "Big Road", "Big Eye Boy", "Small Road", "Cockroach Pig", "Ask Banker"):
        assert heading in out
    assert "logical columns: 2 2 1" in out
    assert "Banker 3 (60.0%)" in out and "Player 2 (40.0%)" in out
    # The Big Road grid, row 0: B at column 0, P at column 1, B at column 2.
    big = out.split("Big Road")[1].splitlines()
    assert big[1].split() == ["B", "P", "B"]
    assert big[2].split() == ["B", "P", "."]


def test_usage_errors_and_help() -> None:
    assert run().returncode == 2  # neither RESULTS nor --stdin
    both = run("BP", "--stdin", stdin="BP\n")
    assert both.returncode == 2 and "not both" in both.stderr
    helped = run("--help")
    assert helped.returncode == 0
    assert "--stdin" in helped.stdout and "RESULTS" in helped.stdout


# -- bounded work ----------------------------------------------------------------------------------
# A shoe deals at most 103 hands: 8 decks (416 cards), less the smallest burn (2 cards), at 4 cards a
# hand at the least. One 1 MB line took 31-60 s and 1.45 GB; now it is refused at once, in words.
def test_the_most_hands_a_shoe_can_deal_are_taken() -> None:
    from baccarat_desktop.engine.roads import MAX_HANDS_PER_SHOE

    assert MAX_HANDS_PER_SHOE == (8 * 52 - 2) // 4 == 103
    result = run("BP" * 51 + "T", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["stats"]["hands"] == 103


def test_more_results_than_a_shoe_deals_are_refused_naming_the_bound() -> None:
    result = run("B" * 104)
    assert result.returncode == 2
    assert "at most 103 hands" in result.stderr and "8 decks" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_megabyte_line_on_stdin_is_refused_and_the_next_lines_still_run() -> None:
    huge = "BP" * 500_000  # one 1 MB line
    result = run("--stdin", "--json", stdin=f"BBPPB\n{huge}\n{' ' * 2_000_000}B\nPPB\n")
    assert result.returncode == 2
    assert [json.loads(line)["stats"]["hands"] for line in result.stdout.splitlines()] == [5, 3]
    assert "line 2:" in result.stderr and "at most 103 hands" in result.stderr
    assert "line 3:" in result.stderr  # 2 MB of blanks: refused for its length, never read whole
    assert len(result.stderr) < 1_000  # the line is not echoed back
