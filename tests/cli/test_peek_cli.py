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


def test_the_lab_plays_the_peek_table_with_its_exact_edge() -> None:
    """The lab plays the Peek table, Player and Banker raised by the published play
    (``peek.fixed_play``; tests/engine/test_fee_table_lab.py checks the return), and its edge is the
    exact return with that play (``odds --variant peek``)."""
    from baccarat_desktop.engine.catalogue import Variant
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.engine.systems import LabSpec, System

    returns = peek_returns(full_shoe_cards(8), PeekRules(2))
    lab = run_json(
        "lab", "--variant", "peek", "--bet", "banker=1000", "--system", "flat", "--bankroll", "100000",
        "--sessions", "5", "--hands", "20", "--seed", "2", "--json",
    )  # fmt: skip
    assert lab["house_edge"] == float(-returns[BetSpot.BANKER].expected) and lab["mean_hands_bet"] == 20
    spec = LabSpec(System.FLAT, BetSpot.BANKER, 1_000, 100_000, 10, 50, TableRules(variant=Variant.PEEK))
    assert spec.rules.variant is Variant.PEEK


def test_simulate_plays_the_peek_table_by_the_published_play() -> None:
    """simulate deals the Peek table on the reference engine, Player and Banker raised by the
    published play (``peek.fixed_play``), and prints each bet's return beside the exact one with
    that play (``odds --variant peek``)."""
    data = run_json("simulate", "--hands", "3000", "--variant", "peek", "--seed", "1", "--json")
    returns = peek_returns(full_shoe_cards(8), PeekRules(2))
    for spot in (BetSpot.PLAYER, BetSpot.BANKER):
        assert data["exact_return_per_unit"][spot.value] == float(returns[spot].expected)
        # 3,000 hands: near the exact return, far from never raising's (0.09 below it)
        assert abs(data["return_per_unit"][spot.value] - float(returns[spot].expected)) < 0.06
        assert abs(data["triples"][spot.value] - float(returns[spot].triples)) < 0.05
    assert data["engine"] == "reference" and data["play"] == "published" and data["hands"] == 3000
    text = in_process("simulate", "--hands", "100", "--variant", "peek", "--seed", "1")
    assert text.returncode == 0 and "raised by the published play" in text.stdout


def test_simulate_and_the_lab_deal_the_table_s_peek_cards() -> None:
    """``--peek-cards 1`` is the table's setting: the published play for one card shown (it triples
    Banker on a 0 to 5, 9 ranks of 13, where two cards shown triple it 40% of the time) and the exact
    figure with that play, printed beside; the lab's sessions are those of a table showing one card.
    Any other number, or the option at another table, is refused in words (exit 2)."""
    from baccarat_desktop.engine.catalogue import Variant
    from baccarat_desktop.engine.fast.lab import run_lab
    from baccarat_desktop.engine.fast.parallel import fast_seed
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.engine.systems import LabSpec, System

    one = peek_returns(full_shoe_cards(8), PeekRules(1))
    data = run_json(
        "simulate", "--hands", "2000", "--variant", "peek", "--peek-cards", "1", "--seed", "4", "--json"
    )
    assert data["peek_cards"] == 1
    for spot in (BetSpot.PLAYER, BetSpot.BANKER):
        assert data["exact_return_per_unit"][spot.value] == float(one[spot].expected)
        assert abs(data["triples"][spot.value] - float(one[spot].triples)) < 0.04
    assert abs(data["triples"][BetSpot.BANKER.value] - 9 / 13) < 0.04
    text = in_process("simulate", "--hands", "50", "--variant", "peek", "--peek-cards", "1", "--seed", "4")
    assert text.returncode == 0 and "1 card(s) shown" in text.stdout

    lab = run_json(
        "lab", "--variant", "peek", "--peek-cards", "1", "--bet", "banker=1000", "--system", "flat",
        "--bankroll", "100000", "--sessions", "6", "--hands", "40", "--seed", "2", "--json",
    )  # fmt: skip
    assert lab["house_edge"] == float(-one[BetSpot.BANKER].expected)
    assert lab["rules"]["peek_cards"] == 1
    for cards in (1, 2):
        rules = TableRules(variant=Variant.PEEK, peek_cards=cards)
        spec = LabSpec(System.FLAT, BetSpot.BANKER, 1_000, 100_000, 6, 40, rules, seed=fast_seed(2))
        same = round(run_lab(spec, workers=1).mean_net, 2) == lab["mean_net_cents"]
        assert same is (cards == 1)
    shown = in_process(
        "lab", "--variant", "peek", "--peek-cards", "1", "--bet", "banker=1000", "--system", "flat",
        "--bankroll", "100000", "--sessions", "2", "--hands", "5", "--seed", "2",
    )  # fmt: skip
    assert shown.returncode == 0 and "1 card(s) shown, the published play" in shown.stdout

    lab_args = ("lab", "--bet", "banker=1000", "--system", "flat", "--bankroll", "100000", "--sessions", "2",
                "--hands", "5")  # fmt: skip
    for command in (("simulate", "--hands", "10"), lab_args):
        for wrong in ("3", "0", "two"):
            refused = in_process(*command, "--variant", "peek", "--peek-cards", wrong)
            assert refused.returncode == 2 and "--peek-cards" in refused.stderr, refused.stderr
        three = in_process(*command, "--variant", "peek", "--peek-cards", "3")
        assert "shows 1 or 2 of the first four cards, not 3" in three.stderr
        elsewhere = in_process(*command, "--variant", "multiplier", "--peek-cards", "1")
        assert elsewhere.returncode == 2 and "give --variant peek too" in elsewhere.stderr
