"""Road rules on hand-made shoes whose bets are worked out by hand, and the builder."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.road_rules import (
    PRESETS,
    Reading,
    RoadRule,
    Tally,
    pattern_rule,
    rule_named,
    shoe_bets,
    shoe_tally,
    tally_shoes,
)


def shoe(text: str) -> list[Outcome]:
    return [Outcome.from_letter(c) for c in text]


def bets(rule: RoadRule, text: str) -> str:
    return "".join(b.letter if b else "-" for b in shoe_bets(rule, shoe(text)))


@pytest.mark.parametrize(
    ("key", "results", "expected"),
    [
        # Follow the last: nothing before the first result; a Tie changes nothing.
        ("follow_last", "BTPPB", "-BBPP"),
        ("opposite_last", "BTPPB", "-PPBB"),
        # Ping-pong bets only after two that alternate: B P -> B, P B -> P.
        ("ping_pong", "BPBBPT", "--BP-B"),
        # Follow the column: once a column holds two, bet it grows.
        ("follow_column", "BBBPPB", "--BB-P"),
        # Rule of three: after three in a row, ride it or bet the break.
        ("three_continue", "BBBBPPPT", "---BB--P"),
        ("three_break", "BBBBPPPT", "---PP--B"),
    ],
)
def test_pattern_presets(key: str, results: str, expected: str) -> None:
    assert bets(PRESETS[key], results) == expected


def test_rule_of_three_after_ties_and_streaks() -> None:
    # B B B T: the Tie is skipped, so the hand after it is still bet, and on while the streak lasts.
    assert bets(PRESETS["three_continue"], "BBBTBPPPP") == "---BBB--P"
    assert bets(PRESETS["three_break"], "BBBTBPPPP") == "---PPP--B"


def test_big_eye_boy_red_reads_the_roads() -> None:
    # B B P: the Big Road holds columns 2, 1. A Banker next starts column 2: L[1]=1 against L[0]=2,
    # blue; a Player next continues column 1 to row 1 against L[0]=2: red. Red bets Player.
    assert bets(PRESETS["big_eye_boy_red"], "BBPP") == "---P"
    assert bets(PRESETS["big_eye_boy_blue"], "BBPP") == "---B"
    # Before Big Eye Boy starts (column 1 row 1 or column 2 row 0) no bet: B, P (columns 1, 1).
    assert bets(PRESETS["big_eye_boy_red"], "BP") == "--"
    # B P: a Banker next starts column 2 (L[1] = L[0] = 1: red): red bets Banker.
    assert bets(PRESETS["big_eye_boy_red"], "BPB") == "--B"


def test_small_road_and_cockroach_start_later() -> None:
    # Small Road (k=2) starts at column 2 row 1 or column 3 row 0. After B P B (columns 1, 1, 1) a
    # Player next starts column 3: L[2] = L[0], red; a Banker next reaches row 1 = L[0]: blue.
    assert bets(PRESETS["small_road_red"], "BPB") == "---"
    assert bets(PRESETS["small_road_red"], "BPBP") == "---P"
    # Cockroach Pig (k=3) has nothing to read there yet; after B P B P a Banker next starts column 4:
    # L[3] = L[0], red.
    assert bets(PRESETS["cockroach_pig_red"], "BPBP") == "----"
    assert bets(PRESETS["cockroach_pig_red"], "BPBPB") == "----B"


def test_stop_after_losses_in_a_row() -> None:
    rule = PRESETS["follow_last"].with_stop(2)
    # Bets: -, B (loses to P), P (loses to B): two in a row, then no more in this shoe.
    assert bets(rule, "BPBBBB") == "-BP---"
    # A push does not break the run of losses nor count as one; a win resets it.
    assert bets(rule, "BPTBPB") == "-BPP--"
    assert bets(rule, "BPPBBP") == "-BPPBB"
    # Each shoe starts again.
    assert tally_shoes(rule, [shoe("BPBBBB"), shoe("BPBBBB")]).bets == 4


def test_tally_counts_by_side() -> None:
    results = shoe("BBTPB")
    tally = shoe_tally(shoe_bets(PRESETS["follow_last"], results), results)
    # Bets: -, B (wins), B (Tie: push), B (loses), P (loses).
    assert tally == Tally(banker_wins=1, banker_losses=1, banker_pushes=1, player_losses=1)
    assert (tally.bets, tally.wins, tally.losses, tally.pushes) == (4, 1, 2, 1)


def test_builder() -> None:
    rule = pattern_rule(" b p p ", Outcome.BANKER)
    assert rule.reading is Reading.PATTERN and rule.depth == 3
    assert bets(rule, "BPPTBPPP") == "---BB--B"  # a Tie (a push) leaves the pattern in place
    assert bets(pattern_rule("P", Outcome.PLAYER, stop_after=1), "PPBPB") == "-PP--"


@pytest.mark.parametrize(
    ("pattern", "words"),
    [("BTP", "ties are skipped"), ("BXP", "'X'"), ("", "1 to 8"), ("BPBPBPBPB", "1 to 8")],
)
def test_builder_refuses(pattern: str, words: str) -> None:
    with pytest.raises(DomainError, match=words):
        pattern_rule(pattern, Outcome.BANKER)


def test_builder_bets_a_side() -> None:
    with pytest.raises(DomainError, match="Banker or Player"):
        pattern_rule("B", Outcome.TIE)


def test_rule_named() -> None:
    assert rule_named("Follow-Last") is PRESETS["follow_last"]
    with pytest.raises(DomainError, match="follow_last"):
        rule_named("martingale")


def test_rules_refuse_bad_tables() -> None:
    with pytest.raises(DomainError):
        RoadRule("x", "x", "x", Reading.PATTERN, 2, (0, 1, 2))
    with pytest.raises(DomainError):
        RoadRule("x", "x", "x", Reading.DERIVED, 4, (0, 1, 2))
    with pytest.raises(DomainError):
        PRESETS["follow_last"].with_stop(-1)


def test_the_doc_lists_every_preset_as_the_code_has_it() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "backtest.md").read_text()
    for rule in PRESETS.values():
        assert f"| `{rule.key}` | {rule.name} | " in text, rule.key
        assert f" | {rule.description} |" in text, rule.key
