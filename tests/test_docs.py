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
        # The multiplier table's bets are priced with their lit cards (docs/bets.md §The multiplier table).
        unlit = [v for v in Variant if not v.lit and not v.peek]  # and the Peek table (its own section)
        for variant in unlit if spot is BetSpot.BANKER else [Variant.COMMISSION]:
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


def test_rules_doc_states_the_figures_the_engine_computes() -> None:
    """docs/rules.md gives the exact figures, the edges and the table defaults as the code has them."""
    from fractions import Fraction

    from baccarat_desktop.engine.catalogue import BetSpot, Variant
    from baccarat_desktop.engine.odds import Odds, exact_odds, full_shoe_cards
    from baccarat_desktop.engine.rules import DEFAULT_BANKROLL_CENTS, DEFAULT_RULES, TableRules

    text = " ".join((ROOT / "docs" / "rules.md").read_text().split())
    eight, six = exact_odds(full_shoe_cards(8)), exact_odds(full_shoe_cards(6))

    def p(odds: Odds, name: str) -> str:
        return f"{float(odds.probability(name)):.6f}"

    def edge(spot: BetSpot, variant: Variant = Variant.COMMISSION, tie_pays: int = 8) -> str:
        return f"{float(eight.house_edge(spot, TableRules(variant=variant, tie_pays=tie_pays))) * 100:.4f}%"

    assert f"416·415·414·413·412·411 = {eight.total:,}" in text
    for name, count in (("Banker wins", eight.banker), ("Player wins", eight.player), ("Tie", eight.tie)):
        key = name.split()[0].lower()
        assert f"| {name} | {count:,} | {p(eight, key)} |" in text, name
    assert f"| a natural (either hand) | | {p(eight, 'natural')} |" in text
    pair = eight.probability("player_pair")
    assert pair == eight.probability("banker_pair") == Fraction(31, 415)
    assert f"| {pair.numerator}/{pair.denominator} = {float(pair):.7f} |" in text
    assert f"312·311·310·309·308·307 = {six.total:,} draws" in text
    six_pair = six.probability("player_pair")
    assert (
        f"Banker {p(six, 'banker')}, Player {p(six, 'player')}, Tie {p(six, 'tie')}; "
        f"a pair {six_pair.numerator}/{six_pair.denominator}"
    ) in text

    for row in (
        f"| Banker, Commission | {edge(BetSpot.BANKER)} |",
        f"| Banker, No Commission | {edge(BetSpot.BANKER, variant=Variant.NO_COMMISSION)} |",
        f"| Banker, EZ Baccarat | {edge(BetSpot.BANKER, variant=Variant.EZ)} |",
        f"| Player | {edge(BetSpot.PLAYER)} |",
        f"| Tie at 8 to 1 | {edge(BetSpot.TIE)} |",
        f"| Tie at 9 to 1 | {edge(BetSpot.TIE, tie_pays=9)} |",
        f"= {edge(BetSpot.PLAYER_PAIR)} |",
    ):
        assert row in text, row
    for spot in set(BetSpot) - {BetSpot.LUCKY_6}:  # the published edges' "computed" column (none for Lucky 6)
        assert f"| {edge(spot, variant=Variant.EZ)} |" in text, spot

    def count(spot: BetSpot, event: str) -> str:
        lines = dict((line and line.event, n) for line, n in eight.line_counts(spot, TableRules()))
        return f"| {lines[event]:,} |"

    for spot, event in (
        (BetSpot.SMALL, "the coup uses 4 cards"),
        (BetSpot.PLAYER_BONUS, "Player wins with a natural"),
        (BetSpot.BANKER_BONUS, "Banker wins with a natural"),
        (BetSpot.PLAYER_BONUS, "a natural Tie"),
        (BetSpot.PLAYER_BONUS, "Player wins by 9 points without a natural"),
        (BetSpot.BANKER_BONUS, "Banker wins by 9 points without a natural"),
        (BetSpot.DRAGON_7, "Banker wins with a three-card 7"),
        (BetSpot.PANDA_8, "Player wins with a three-card 8"),
    ):
        assert count(spot, event) in text, event
    lucky = [f"{float(o.house_edge(BetSpot.LUCKY_6, TableRules())) * 100:.2f}%" for o in (eight, six)]
    assert f"{lucky[0]} for 8 decks and {lucky[1]} for 6" in text

    rules = DEFAULT_RULES
    for row in (
        f"| decks | {rules.decks} |",
        f"| variant | {rules.variant.label} |",
        f"| Tie pays | {rules.tie_pays} to 1 |",
        f"| Player and Banker limits | ${rules.min_bet_cents // 100:,} to ${rules.max_bet_cents // 100:,} "
        f"({rules.min_bet_cents:,} to {rules.max_bet_cents:,} cents) |",
        f"| Tie and side-bet limits | ${rules.side_min_cents // 100:,} to ${rules.side_max_cents // 100:,} "
        f"({rules.side_min_cents:,} to {rules.side_max_cents:,} cents) |",
        f"| cards behind the cut card | {rules.cut_min} to {rules.cut_max} |",
        f"| side bets offered | {' and '.join(s.label for s in rules.side_bets)} |",
        f"| starting bankroll | ${DEFAULT_BANKROLL_CENTS // 100:,} ({DEFAULT_BANKROLL_CENTS:,} cents) |",
    ):
        assert row in text, row


def test_architecture_doc_lists_every_change_the_history_file_refuses(tmp_path: Path) -> None:
    """docs/architecture.md's table of refused changes is the schema's: every append-only trigger
    is listed with the statement it refuses, and a history file really has each one, firing on
    that kind of statement."""
    import re
    import sqlite3

    from baccarat_desktop.storage.history import History
    from baccarat_desktop.storage.schema import APPEND_ONLY_TRIGGERS

    text = (ROOT / "docs" / "architecture.md").read_text()
    rows = dict(
        (name, change)
        for change, name in re.findall(r"^\s*\| (updating [^|]*|deleting [^|]*) \| `(\w+)` \|$", text, re.M)
    )
    assert sorted(rows) == sorted(APPEND_ONLY_TRIGGERS)
    History.open(tmp_path / "h.sqlite3").close()
    with sqlite3.connect(tmp_path / "h.sqlite3") as conn:
        stored = dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall())
    for name, change in rows.items():
        event = "UPDATE" if change.startswith("updating") else "DELETE"
        table = re.search(r"\bON (\w+)", stored[name]).group(1)  # type: ignore[union-attr]
        assert f"BEFORE {event} ON {table}" in stored[name], name
        assert table.rstrip("s").replace("_", " ").split()[-1] in change, (name, change)
    gaps = text.split("## Where the code does not yet follow these", 1)[1]
    assert "append-only" not in gaps and "not\n  yet refused" not in gaps


def test_fairness_doc_says_where_the_live_seed_lies_in_plain_text(tmp_path: Path) -> None:
    """docs/fairness.md tells players that the seed of the shoe in play can be read from the
    history file: it names the table, and that table really holds the live shoe's seed, whose
    SHA-256 is the commitment shown, while the shoe itself keeps it hidden."""
    import hashlib
    import re
    import sqlite3

    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.engine.shoe import Shoe
    from baccarat_desktop.storage.history import History
    from baccarat_desktop.storage.recorder import RecordedTable

    text = (ROOT / "docs" / "fairness.md").read_text()
    claim = re.search(r"in the table `(\w+)` \(64 hex digits\)", text)
    assert claim is not None and "stored in plain text" in text
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history)  # real play: a secret seed from the system
        table.play({BetSpot.BANKER: 1_000})
    with sqlite3.connect(path) as conn:
        seed, commitment, shown, cut = conn.execute(
            f"SELECT k.seed, s.seed_sha256, s.seed, s.cut_position FROM {claim.group(1)} k "
            "JOIN shoes s ON s.id = k.shoe_id WHERE s.ended_at IS NULL"
        ).fetchone()
    assert shown is None  # not revealed in the shoe's own row
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == commitment
    assert Shoe.from_seed(bytes.fromhex(seed), 8).cut_position == cut  # the cards to come, readable
