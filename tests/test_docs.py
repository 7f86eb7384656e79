"""Documentation that states facts is checked like code."""

from __future__ import annotations

from pathlib import Path

from baccarat_desktop.engine.shoe import Shoe

ROOT = Path(__file__).resolve().parent.parent


def test_reference_shuffle_in_fairness_doc_matches_the_engine() -> None:
    text = (ROOT / "docs" / "fairness.md").read_text()
    code = text.split("```python", 1)[1].split("```", 1)[0]
    namespace: dict[str, object] = {}
    exec(code, namespace)  # the doc's own few lines, as a reader would run them
    shoe_order = namespace["shoe_order"]
    for seed in (bytes(range(32)), b"\xff" * 32):
        for decks in (6, 8):
            cards, cut = shoe_order(seed, decks)  # type: ignore[operator]
            shoe = Shoe.from_seed(seed, decks)
            assert cards == [c.code for c in shoe.cards]
            assert cut == shoe.cut_position


def test_money_doc_and_readme_state_the_ceiling_the_code_uses() -> None:
    from baccarat_desktop.engine.money import MAX_CENTS, format_cents

    ceiling = format_cents(MAX_CENTS)  # "$1,000,000,000.00"
    assert f"**{ceiling}**" in (ROOT / "docs" / "money.md").read_text()
    assert f"{MAX_CENTS:,} cents" in (ROOT / "docs" / "money.md").read_text()
    assert f"whole cents up to {ceiling.removesuffix('.00')}" in (ROOT / "README.md").read_text()


def test_bets_doc_table_is_the_catalogue() -> None:
    """docs/bets.md lists every bet's pay lines and edges exactly as the code settles and prices them."""
    from baccarat_desktop.engine.catalogue import CATALOGUE, BetSpot, Variant
    from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards
    from baccarat_desktop.engine.rules import TableRules

    text = (ROOT / "docs" / "bets.md").read_text()
    eight, six = exact_odds(full_shoe_cards(8)), exact_odds(full_shoe_cards(6))
    for spot, bet in CATALOGUE.items():
        for variant in list(Variant) if spot is BetSpot.BANKER else [Variant.COMMISSION]:
            rules = TableRules(variant=variant)
            name = bet.name + (f" ({variant.label})" if spot is BetSpot.BANKER else "")
            lines = "; ".join(line.text for line in bet.lines(rules))
            edges = " | ".join(f"{float(o.house_edge(spot, rules)) * 100:.2f}%" for o in (eight, six))
            assert f"| `{spot.value}` | {name} | {lines} | {edges} |" in text, spot


def test_simulator_doc_lists_every_betting_system_as_the_code_stakes_it() -> None:
    from baccarat_desktop.engine.systems import System

    text = (ROOT / "docs" / "simulator.md").read_text()
    for system in System:
        assert f"| `{system.key}` | {system.label} | {system.description} |" in text, system


def test_odds_doc_states_the_full_shoe_counts_the_engine_computes() -> None:
    from baccarat_desktop.engine.fast.pricer import fast_odds
    from baccarat_desktop.engine.odds import full_shoe_counts

    text = " ".join((ROOT / "docs" / "odds.md").read_text().split())
    odds = fast_odds(full_shoe_counts(8))
    assert f"416·415·414·413·412·411 = {odds.total:,}" in text
    assert f"{odds.banker:,} Banker wins, {odds.player:,} Player wins and {odds.tie:,} ties" in text
