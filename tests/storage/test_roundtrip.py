"""Sessions, shoes, hands and bets come back from the file exactly as they were played.

The expected values are worked out here from the cards (a stacked shoe whose every coup is worked
by hand in the comments) or from the documented seed chain and shuffle, never read back from a run.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable

from .support import burn_count, derived_seed, next_seed, query, reference_shoe, resolve

# A stacked 8-deck-labelled shoe: burn 3S + three cards, then four coups worked out by hand.
BURN = "3S 2C 2D 9C"  # 3 shown, 3 burned face down: 4 cards out of play
COUPS = [
    # P K+5=5 draws 7 -> 2; B 2+4=6 draws on a third 7 -> 8 makes 4. Banker wins 4 to 2.
    "KS 2H 5D 4C 7S 8D",
    # P 4+4=8, B 9+Q=9: naturals, Banker wins 9 to 8, a Player pair.
    "4H 9S 4D QC",
    # P 7+K=7 stands, B 7+J=7 stands: a tie 7 to 7.
    "7H 7C KD JD",
    # P 6+3=9 natural, B 5+5=0 (a Banker pair): Player wins 9 to 0.
    "6S 5C 3H 5S",
]
PADDING = "AS AH AD AC 2S 2H 6H 6D"
# Positions: burn 0-3, coup 1 at 4-9, coup 2 at 10-13, coup 3 at 14-17, coup 4 at 18-21. With the cut
# card before index 16, it comes out during coup 3, so coup 4 is the shoe's last.
CUT = 16

BETS = [
    {BetSpot.BANKER: 1_000, BetSpot.TIE: 100},
    {BetSpot.BANKER: 1_000, BetSpot.PLAYER_PAIR: 100},
    {BetSpot.BANKER: 1_000, BetSpot.TIE: 100, BetSpot.PLAYER: 500},
    {BetSpot.PLAYER: 500, BetSpot.BANKER: 500, BetSpot.BANKER_PAIR: 200},
]
# (spot, stake, net): Banker 19:20 rounded down, Tie 8:1, pairs 11:1, Player/Banker push on a tie.
EXPECTED_BETS = [
    {("banker", 1_000, 950), ("tie", 100, -100)},
    {("banker", 1_000, 950), ("player_pair", 100, 1_100)},
    {("banker", 1_000, 0), ("tie", 100, 800), ("player", 500, 0)},
    {("player", 500, 500), ("banker", 500, -500), ("banker_pair", 200, 2_200)},
]
EXPECTED_HANDS = [
    # player_cards, banker_cards, totals, winner, natural, pairs, bankroll before -> after
    ("KS 5D 7S", "2H 4C 8D", 2, 4, "banker", 0, 0, 0, 10_000, 10_850),
    ("4H 4D", "9S QC", 8, 9, "banker", 1, 1, 0, 10_850, 12_900),
    ("7H KD", "7C JD", 7, 7, "tie", 0, 0, 0, 12_900, 13_700),
    ("6S 3H", "5C 5S", 9, 0, "player", 1, 0, 1, 13_700, 15_900),
]


def stacked_shoe() -> Shoe:
    cards = parse_cards(" ".join([BURN, *COUPS, PADDING]).split())
    return Shoe(cards, cut_position=CUT, decks=8, burns=True)


def parse_time(text: str) -> datetime:
    assert text.endswith("Z"), text
    return datetime.fromisoformat(text[:-1] + "+00:00")


def test_stacked_session_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    before = datetime.now(UTC).replace(microsecond=0)
    rules = TableRules()
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=rules, bankroll_cents=10_000, shoe_factory=stacked_shoe)
        for bets in BETS:
            table.play(bets)
        assert table.needs_new_shoe  # the cut card ended the shoe after coup 4
        table.end_session()
    after = datetime.now(UTC)

    (session,) = query(path, "SELECT * FROM sessions")
    assert session["id"] == 1
    assert session["starting_bankroll_cents"] == 10_000
    assert before <= parse_time(session["started_at"]) <= parse_time(session["ended_at"]) <= after
    stored_rules = json.loads(session["rules"])
    assert stored_rules["decks"] == 8 and stored_rules["tie_pays"] == 8
    assert stored_rules["variant"] == "commission" and stored_rules["min_bet_cents"] == 500
    assert stored_rules["side_bets"] == ["player_pair", "banker_pair"]  # the table's side bets, stated
    assert TableRules.from_dict(stored_rules) == rules

    (shoe,) = query(path, "SELECT * FROM shoes")
    assert shoe["session_id"] == 1 and shoe["shoe_no"] == 1 and shoe["decks"] == 8
    assert shoe["seed_sha256"] is None and shoe["seed"] is None  # a stacked shoe has no seed
    assert shoe["cut_position"] == CUT
    assert shoe["burn_card"] == "3S" and shoe["burned"] == 4
    assert shoe["end_reason"] == "cut_card"
    assert parse_time(session["started_at"]) <= parse_time(shoe["started_at"]) <= parse_time(shoe["ended_at"])

    hands = query(path, "SELECT * FROM hands ORDER BY id")
    assert len(hands) == 4
    positions = [4, 10, 14, 18]
    played = [parse_time(h["played_at"]) for h in hands]
    assert played == sorted(played) and parse_time(shoe["started_at"]) <= played[0] <= after
    for number, (hand, expected, position) in enumerate(
        zip(hands, EXPECTED_HANDS, positions, strict=True), 1
    ):
        p_cards, b_cards, p_total, b_total, winner, natural, p_pair, b_pair, br_before, br_after = expected
        assert hand["session_id"] == 1 and hand["shoe_id"] == shoe["id"]
        assert hand["hand_no"] == number
        assert hand["position"] == position
        assert (hand["player_cards"], hand["banker_cards"]) == (p_cards, b_cards)
        assert (hand["player_total"], hand["banker_total"], hand["winner"]) == (p_total, b_total, winner)
        assert (hand["natural"], hand["player_pair"], hand["banker_pair"]) == (natural, p_pair, b_pair)
        assert (hand["bankroll_before_cents"], hand["bankroll_after_cents"]) == (br_before, br_after)
        # The independent tableau agrees with every figure above.
        assert resolve(p_cards, b_cards) == {
            "player_total": p_total,
            "banker_total": b_total,
            "winner": winner,
            "natural": natural,
            "player_pair": p_pair,
            "banker_pair": b_pair,
        }

    for hand, expected in zip(hands, EXPECTED_BETS, strict=True):
        bets = query(path, "SELECT * FROM bets WHERE hand_id = ?", (hand["id"],))
        assert {(b["spot"], b["amount_cents"], b["net_cents"]) for b in bets} == expected
        assert hand["bankroll_after_cents"] - hand["bankroll_before_cents"] == sum(n for *_, n in expected)
        banker = [b for b in bets if b["spot"] == "banker"]
        # 5% of a winning 10.00 Banker bet is kept as commission; nothing on a push or a loss.
        assert [b["commission_cents"] for b in banker] == ([50] if banker[0]["net_cents"] > 0 else [0])
    assert query(path, "SELECT count(*) AS n FROM pending_hands") == [{"n": 0}]

    # And the History API reads back the same rows.
    with History.open(path, write=False) as history:
        assert not history.writable
        row = history.session(1)
        assert row.rules == rules and row.starting_bankroll_cents == 10_000 and row.ended_at is not None
        assert [h.player_cards for h in history.hands_in_shoe(shoe["id"])] == [e[0] for e in EXPECTED_HANDS]
        assert history.bankroll(1) == 15_900


def test_seeded_shoes_commit_before_the_first_card_and_reveal_at_the_end(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    rules = TableRules(decks=6, tie_pays=9, variant=Variant.NO_COMMISSION)
    seeds = [derived_seed(7)]
    seeds.append(next_seed(seeds[0]))
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=rules, bankroll_cents=1_000_000, seed=7)
        start = table.start_shoe()
        # Stored before any coup is dealt: the commitment, the cut card and the burn; not the seed.
        (shoe,) = query(path, "SELECT * FROM shoes")
        assert shoe["seed_sha256"] == hashlib.sha256(seeds[0]).hexdigest()
        assert start.commitment == shoe["seed_sha256"]
        assert shoe["seed"] is None and shoe["ended_at"] is None
        assert query(path, "SELECT count(*) AS n FROM hands") == [{"n": 0}]
        order, cut_index = reference_shoe(seeds[0], decks=6)
        assert shoe["decks"] == 6
        assert shoe["cut_position"] == cut_index
        assert shoe["burn_card"] == order[0] and shoe["burned"] == burn_count(order[0])
        while table.session.shoe_no == 1 or table.session.hand_no < 3:
            table.play({BetSpot.PLAYER: 1_000, BetSpot.TIE: 200})
        assert table.session.shoe_no == 2

    shoes = query(path, "SELECT * FROM shoes ORDER BY id")
    assert len(shoes) == 2
    first, second = shoes
    assert first["seed"] == seeds[0].hex() and first["end_reason"] == "cut_card" and first["ended_at"]
    assert second["seed"] is None and second["seed_sha256"] == hashlib.sha256(seeds[1]).hexdigest()
    assert second["ended_at"] is None

    # Every hand of the revealed shoe is what the documented shuffle deals, in order, with the
    # last-hand rule: exactly one coup after the one that drew the card behind the cut.
    hands = query(path, "SELECT * FROM hands WHERE shoe_id = ? ORDER BY hand_no", (first["id"],))
    position = first["burned"]
    for number, hand in enumerate(hands, 1):
        assert hand["hand_no"] == number and hand["position"] == position
        player, banker = hand["player_cards"].split(), hand["banker_cards"].split()
        used = len(player) + len(banker)
        shoe_order = order[position : position + used]
        assert shoe_order == [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
        made = resolve(hand["player_cards"], hand["banker_cards"])
        assert {k: hand[k] for k in made} == made
        # No commission: Player pays 1:1, Tie 9:1 here, pushes on a tie.
        nets = {
            b["spot"]: b["net_cents"]
            for b in query(path, "SELECT * FROM bets WHERE hand_id = ?", (hand["id"],))
        }
        assert nets["player"] == {"player": 1_000, "banker": -1_000, "tie": 0}[made["winner"]]
        assert nets["tie"] == (1_800 if made["winner"] == "tie" else -200)
        position += used
    assert hands[-2]["position"] <= first["cut_position"] < hands[-1]["position"]

    (session,) = query(path, "SELECT * FROM sessions")
    assert json.loads(session["rules"])["variant"] == "no_commission"
    assert json.loads(session["rules"])["tie_pays"] == 9 and session["ended_at"] is None


def test_a_push_is_stored_as_zero_and_a_loss_as_negative(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=10_000, shoe_factory=stacked_shoe)
        for bets in BETS[:3]:
            table.play(bets)
    nets = [row["net_cents"] for row in query(path, "SELECT net_cents FROM bets ORDER BY id")]
    assert 0 in nets and min(nets) < 0 < max(nets)


def test_hands_are_append_only(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        RecordedTable.open(history, bankroll_cents=10_000, shoe_factory=stacked_shoe).play(BETS[0])
    conn = sqlite3.connect(path)
    try:
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            conn.execute("UPDATE hands SET banker_total = 5")
        # The bankroll chain is guarded by a trigger too: a hand must start where the last ended.
        row = query(path, "SELECT * FROM hands")[0]
        row.pop("id")
        row["hand_no"] = 2  # but still starting at 10,000 while the first hand ended at 10,850
        sql = f"INSERT INTO hands ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})"
        with pytest.raises(sqlite3.DatabaseError, match="bankroll chain"):
            conn.execute(sql, list(row.values()))
    finally:
        conn.close()
    assert query(path, "SELECT banker_total FROM hands") == [{"banker_total": 4}]
