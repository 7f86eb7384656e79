"""The command line at the multiplier table: odds prints the weights and the exact returns the engine
prices, simulate settles its bets on the reference engine, the lab refuses it."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from baccarat_desktop.engine.catalogue import BetSpot, Variant
from baccarat_desktop.engine.multiplier import MULTIPLIER_SPOTS, WEIGHTS, multiplier_prices
from baccarat_desktop.engine.multiplier import settle as lit_settle
from baccarat_desktop.engine.odds import full_shoe_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds, Shoe
from baccarat_desktop.engine.systems import LabSpec, System
from tests.command_line import in_process

SEED_HEX = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"


def run_json(*args: str) -> dict:
    done = in_process(*args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_odds_json_prints_the_weights_beside_the_exact_returns() -> None:
    data = run_json("odds", "--variant", "multiplier", "--decks", "6", "--json")
    assert data["weights"] == WEIGHTS.to_dict() and data["fee"] == "1/5"
    prices = multiplier_prices(full_shoe_cards(6))
    assert set(data["bets"]) == {spot.value for spot in MULTIPLIER_SPOTS}
    for spot in MULTIPLIER_SPOTS:
        row = data["bets"][spot.value]
        assert row["payback_per_unit_staked"] == str(prices[spot].payback)
        assert row["return_per_unit_paid"] == str(prices[spot].per_outlay)
    assert data["cards"] == 312 and data["rules"] == {"variant": "multiplier"}


def test_odds_json_prices_what_a_seeded_shoe_holds() -> None:
    data = run_json("odds", "--variant", "multiplier", "--shoe-seed", SEED_HEX, "--after", "60", "--json")
    left = Counter(Shoe.from_seed(bytes.fromhex(SEED_HEX), 8).cards[60:])
    prices = multiplier_prices(dict(left))
    assert data["bets"]["banker"]["return_per_unit_paid"] == str(prices[MULTIPLIER_SPOTS[1]].per_outlay)
    assert data["shoe"]["after"] == 60 and data["cards"] == 416 - 60


def test_odds_text_prints_the_weights_and_each_return() -> None:
    done = in_process("odds", "--variant", "multiplier")
    assert done.returncode == 0, done.stderr
    prices = multiplier_prices(full_shoe_cards(8))
    assert "1: 1/10, 2: 1/10, 3: 1/2, 4: 1/4, 5: 1/20" in done.stdout
    assert "x2: 3/10, x3: 1/4, x4: 1/5, x5: 3/20, x8: 1/10" in done.stdout
    for spot in MULTIPLIER_SPOTS:
        line = next(row for row in done.stdout.splitlines() if row.strip().startswith(spot.label + " "))
        assert f"{float(prices[spot].per_outlay):.4%}" in line, line


def test_odds_by_rank_is_refused_in_words() -> None:
    done = in_process("odds", "--variant", "multiplier", "--counts", ",".join(["32"] * 13))
    assert done.returncode == 2 and "suits" in done.stderr


def test_simulate_settles_every_bet_on_the_reference_engine() -> None:
    """Each bet's simulated net per unit staked is what the table's own session and the multiplier
    settlement give, hand by hand, on the same seeded shoes; the fast engine's request is served
    the same way, and says so."""
    hands = 1_500
    done = in_process("simulate", "--variant", "multiplier", "--hands", str(hands), "--seed", "7", "--json")
    assert done.returncode == 0, done.stderr
    assert "reference engine" in done.stderr and "draws no lit cards" in done.stderr
    data = json.loads(done.stdout)
    assert data["engine"] == "reference" and data["hands"] == hands
    rules = TableRules(variant=Variant.MULTIPLIER)
    session = Session(rules, 0, seeds=DerivedSeeds(7))
    nets = dict.fromkeys(MULTIPLIER_SPOTS, 0)
    lit_hands = 0
    for _ in range(hands):
        if session.needs_new_shoe:
            session.start_shoe()
        hand = session.deal({})
        lit_hands += bool(hand.lit)
        for spot in MULTIPLIER_SPOTS:
            nets[spot] += lit_settle(spot, 2_000, hand.coup, hand.lit).total_net
    assert lit_hands == hands
    for spot in MULTIPLIER_SPOTS:
        assert data["return_per_unit"][spot.value] == pytest.approx(nets[spot] / (2_000 * hands), abs=1e-12)
    exact = multiplier_prices(full_shoe_cards(8))
    assert data["exact_return_per_unit"] == {s.value: float(exact[s].expected) for s in MULTIPLIER_SPOTS}
    again = run_json(
        "simulate",
        "--variant",
        "multiplier",
        "--hands",
        str(hands),
        "--seed",
        "7",
        "--engine",
        "reference",
        "--json",
    )
    assert again["return_per_unit"] == data["return_per_unit"]
    text = in_process("simulate", "--variant", "multiplier", "--hands", "200", "--seed", "7")
    assert "net per unit staked on every hand, the fee included" in text.stdout


def test_the_lab_plays_the_multiplier_table_with_its_exact_edge() -> None:
    """The lab runs the multiplier table (the reference engine: lit cards from each shoe's seed and
    the fee, ``tests/engine/test_fee_table_lab.py`` checks the return) and its edge is the exact
    price with the lit cards and the fee, not the base lines'."""
    from baccarat_desktop.engine.multiplier import multiplier_prices
    from baccarat_desktop.engine.odds import full_shoe_cards

    done = in_process(
        "lab", "--variant", "multiplier", "--bet", "banker=1000", "--system", "flat",
        "--bankroll", "100000", "--sessions", "10", "--hands", "10", "--seed", "3", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "the Multiplier table runs on the reference engine" in done.stderr
    data = json.loads(done.stdout)
    exact = multiplier_prices(full_shoe_cards(8))[BetSpot.BANKER].expected
    assert data["house_edge"] == float(-exact) and data["mean_hands_bet"] == 10
    assert data["rules"]["variant"] == "multiplier"
    spec = LabSpec(
        System.FLAT, BetSpot.BANKER, 1_000, 100_000, 10, 10, TableRules(variant=Variant.MULTIPLIER)
    )
    assert spec.rules.variant is Variant.MULTIPLIER


def test_deal_lists_only_the_tables_bets() -> None:
    data = run_json("deal", "--variant", "multiplier", "--json", "KS", "2H", "5D", "4C", "7S", "8D")
    assert set(data["bets"]) == {spot.value for spot in MULTIPLIER_SPOTS}
    assert data["bets"]["tie"]["pays"] is None and data["bets"]["banker"]["result"] == "win"
