"""The command line at the Peek table: odds prints the table's exact returns with the coach's play."""

from __future__ import annotations

import json

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.odds import full_shoe_cards, parse_counts
from baccarat_desktop.engine.peek import PeekRules, peek_returns
from tests.command_line import in_process


def run_json(*args: str) -> dict:
    done = in_process(*args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_odds_json_prints_the_peek_report_for_the_cards_shown() -> None:
    for cards, decks in ((None, 8), (1, 6)):
        extra = () if cards is None else ("--peek-cards", str(cards))
        data = run_json("odds", "--variant", "peek", "--decks", str(decks), *extra, "--json")
        rules = PeekRules(2 if cards is None else cards)
        returns = peek_returns(full_shoe_cards(decks), rules)
        assert data["rules"]["variant"] == "peek" and data["rules"]["peek_cards"] == rules.peek_cards
        assert data["cards"] == 52 * decks and data["rules"]["fee"] == "1/5"
        for spot in (BetSpot.PLAYER, BetSpot.BANKER):
            row = data["bets"][spot.value]
            assert row["expected_net_per_unit_staked"] == str(returns[spot].expected)
            assert row["return_per_unit_paid"] == str(returns[spot].per_outlay)
    # docs/bets.md's default table, 8 decks: Player -812032328251/6508331087895.
    assert run_json("odds", "--variant", "peek", "--json")["bets"]["player"][
        "expected_net_per_unit_staked"
    ] == str(-__import__("fractions").Fraction(812032328251, 6508331087895))


def test_odds_text_and_counts_and_refusals() -> None:
    done = in_process("odds", "--variant", "peek", "--counts", "4,4,4,4,4,4,4,4,4,16,16,16,16")
    assert done.returncode == 0, done.stderr
    expected = peek_returns(parse_counts("4,4,4,4,4,4,4,4,4,16,16,16,16"), PeekRules())
    assert "Peek table for 100 cards: 2 card(s) shown (player 1, banker 1)" in done.stdout
    assert f"{float(expected[BetSpot.BANKER].per_outlay):.4%}" in done.stdout
    wrong = in_process("odds", "--peek-cards", "1")
    assert wrong.returncode == 2 and "--variant peek" in wrong.stderr
    assert in_process("odds", "--variant", "peek", "--peek-cards", "5").returncode == 2
    assert in_process("odds", "--variant", "peek", "--stdin").returncode == 2
    four = in_process("odds", "--variant", "peek", "--peek-cards", "4")
    assert four.returncode == 0 and "with more the player beats the house" in four.stdout


def test_simulate_and_the_lab_refuse_the_peek_table() -> None:
    """They have no play for the keep, double or triple choice: dealt straight through, a Peek hand
    pays the fee with no raise (simulate once said Player returned -0.05%, no fee at all). Both refuse
    it in words and point to the exact returns."""
    import pytest

    from baccarat_desktop.engine.catalogue import Variant
    from baccarat_desktop.engine.errors import DomainError
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.engine.systems import LabSpec, System

    done = in_process("simulate", "--hands", "100", "--variant", "peek", "--seed", "1")
    assert done.returncode == 2 and "does not deal the Peek table:" in done.stderr and not done.stdout
    assert "odds --variant peek" in done.stderr
    with pytest.raises(DomainError, match="does not play the Peek table: it has no play for the keep"):
        LabSpec(System.FLAT, BetSpot.BANKER, 1_000, 100_000, 10, 50, TableRules(variant=Variant.PEEK))
