"""Hands of the multiplier table in the history: each bet's fee beside its stake (and inside its
net), each hand's lit cards, kept through a crash between the pending write and the finished hand,
exported and imported (format 4), and held by verify to the shoe's seed and the settlement."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import LitCard, fee_for, format_lit, lit_cards, order_key, parse_lit
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import HandResult
from baccarat_desktop.engine.shoe import Shoe, seed_from_hex
from baccarat_desktop.storage.browser_reads import HandFilter
from baccarat_desktop.storage.errors import StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process

from .support import counts, drop_guards, query

LIT = TableRules(variant=Variant.MULTIPLIER)
BETS = {BetSpot.BANKER: 1_000, BetSpot.TIE: 200, BetSpot.PLAYER_PAIR: 105}


def play(path: Path, hands: int, *, seed: int = 21, end: bool = True) -> list[HandResult]:
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=LIT, bankroll_cents=5_000_000, seed=seed)
        played = [table.play(BETS) for _ in range(hands)]
        if end:
            table.end_session()
    return played


def test_a_hand_stores_its_lit_cards_and_each_bets_fee_inside_its_net(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    played = play(path, 40)
    hands = query(path, "SELECT * FROM hands ORDER BY id")
    shoes = {s["id"]: s for s in query(path, "SELECT * FROM shoes")}
    assert len(hands) == 40
    for result, hand in zip(played, hands, strict=True):
        seed = seed_from_hex(shoes[hand["shoe_id"]]["seed"])
        assert hand["lit"] == format_lit(lit_cards(seed, hand["hand_no"])) == format_lit(result.lit)
        bets = query(path, "SELECT * FROM bets WHERE hand_id = ? ORDER BY id", (hand["id"],))
        assert [(b["spot"], b["amount_cents"], b["fee_cents"]) for b in bets] == [
            (spot.value, amount, fee_for(amount)) for spot, amount in BETS.items()
        ]
        by_spot = {r.spot.value: r for r in result.settlement.results}
        assert all(b["net_cents"] == by_spot[b["spot"]].net_cents for b in bets)
        net = sum(b["net_cents"] for b in bets)
        assert hand["bankroll_after_cents"] == hand["bankroll_before_cents"] + net  # the fee included
    assert any(r.settlement.net_cents > sum(r.fee_cents for r in r.settlement.results) for r in played)
    with History.open(path, write=False) as history:
        report = verify_history(history)
        assert history.bets_for(hands[0]["id"])[0].fee_cents == 200
        assert history.hands_in_shoe(hands[0]["shoe_id"])[0].lit == hands[0]["lit"]
    assert report.ok, report.problems
    assert report.hands_checked == 40 and report.shoes_checked >= 1


def test_other_tables_store_no_lights_and_no_fee(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        RecordedTable.open(history, seed=3).play({BetSpot.BANKER: 1_000})
    assert [h["lit"] for h in query(path, "SELECT lit FROM hands")] == [None]
    assert [b["fee_cents"] for b in query(path, "SELECT fee_cents FROM bets")] == [0]


def begin_and_crash(path: Path, before: int) -> HandResult:
    """Play ``before`` hands, begin one more and close without committing it (as a crash would)."""
    history = History.open(path)
    table = RecordedTable.open(history, rules=LIT, bankroll_cents=500_000, seed=11)
    for _ in range(before):
        table.play(BETS)
    if table.needs_new_shoe:
        table.start_shoe()
    begun = table.begin_hand(BETS)
    history.close()
    return begun


@pytest.mark.parametrize("before", [0, 7])
def test_a_kill_between_the_pending_write_and_the_hand_keeps_its_lit_cards_and_fees(
    tmp_path: Path, before: int
) -> None:
    path = tmp_path / "h.sqlite3"
    begun = begin_and_crash(path, before)
    assert begun.lit and begun.fee_cents == sum(fee_for(a) for a in BETS.values())
    (pending,) = query(path, "SELECT * FROM pending_hands")
    assert pending["lit"] == format_lit(begun.lit)
    with History.open(path) as history:
        table = RecordedTable.open(history)
        recovered = table.recovered
        assert recovered is not None
        assert recovered.lit == begun.lit and recovered.coup == begun.coup
        assert recovered.settlement == begun.settlement and recovered.fee_cents == begun.fee_cents
        table.commit_hand()
        report = verify_history(history)
    hand = query(path, "SELECT * FROM hands ORDER BY id DESC LIMIT 1")[0]
    assert hand["lit"] == format_lit(begun.lit)
    fees = query(path, "SELECT fee_cents FROM bets WHERE hand_id = ? ORDER BY id", (hand["id"],))
    assert [b["fee_cents"] for b in fees] == [200, 40, 21]
    assert hand["bankroll_after_cents"] == begun.bankroll_after_cents
    assert counts(path)["pending_hands"] == 0
    assert report.ok, report.problems


def test_a_pending_hand_whose_lit_cards_were_changed_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    begun = begin_and_crash(path, 2)
    forged = format_lit((LitCard(begun.lit[0].card, 8 if begun.lit[0].multiplier != 8 else 2),))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE pending_hands SET lit = ?", [forged])
    conn.commit()
    conn.close()
    with History.open(path) as history, pytest.raises(StorageError, match="interrupted hand"):
        RecordedTable.open(history)


def forge(path: Path, sql: str, params: tuple[Any, ...] = ()) -> None:
    conn = sqlite3.connect(path)
    drop_guards(conn)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


def verify_problems(path: Path) -> list[str]:
    with History.open(path, write=False) as history:
        return verify_history(history).problems


def test_verify_catches_a_forged_lit_field(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    play(path, 6)
    (hand,) = query(path, "SELECT id, lit FROM hands WHERE hand_no = 3 LIMIT 1")
    lit = parse_lit(hand["lit"])
    more = format_lit(tuple(LitCard(item.card, 8) for item in lit))  # every multiplier raised to x8
    if more == hand["lit"]:
        more = format_lit(tuple(LitCard(item.card, 2) for item in lit))
    forge(path, "UPDATE hands SET lit = ? WHERE id = ?", (more, hand["id"]))
    problems = verify_problems(path)
    assert any("hand 3: its lit cards" in p and "are not the ones its shoe lights" in p for p in problems)
    forge(path, "UPDATE hands SET lit = 'QH*5 QH*2' WHERE id = ?", (hand["id"],))
    assert any("hand 3: its lit cards 'QH*5 QH*2' cannot be read" in p for p in verify_problems(path))
    forge(path, "UPDATE hands SET lit = NULL WHERE id = ?", (hand["id"],))
    assert any("hand 3: it stores no lit cards" in p for p in verify_problems(path))


def test_verify_catches_a_forged_fee_and_a_net_without_it(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    play(path, 4)
    (bet,) = query(path, "SELECT id, hand_id FROM bets WHERE spot = 'banker' ORDER BY id LIMIT 1")
    forge(path, "UPDATE bets SET fee_cents = 0 WHERE id = ?", (bet["id"],))
    assert any("should record a fee of 200 cents, not 0" in p for p in verify_problems(path))
    forge(path, "UPDATE bets SET fee_cents = 200, net_cents = net_cents + 200 WHERE id = ?", (bet["id"],))
    problems = verify_problems(path)
    assert any("the Banker bet should net" in p for p in problems)


def test_a_stacked_multiplier_shoe_lights_from_its_card_order_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    order = parse_cards(["KS", "2H", "5D", "4C", "7S", "8D", "9H", "9C", "3S", "AD"] * 20)
    history = History.open(path)
    table = RecordedTable.open(history, rules=LIT, shoe_factory=lambda: Shoe.from_order(order))
    table.play({BetSpot.PLAYER: 500})
    if table.needs_new_shoe:
        table.start_shoe()
    begun = table.begin_hand({BetSpot.PLAYER: 500})
    assert begun.lit == lit_cards(order_key(order), 2)
    history.close()
    with History.open(path) as history:
        table = RecordedTable.open(history, shoe_factory=lambda: Shoe.from_order(order))
        assert table.recovered is not None and table.recovered.lit == begun.lit
        table.commit_hand()
    lits = [h["lit"] for h in query(path, "SELECT lit FROM hands ORDER BY id")]
    assert lits == [format_lit(lit_cards(order_key(order), n)) for n in (1, 2)]


# -- export and import -----------------------------------------------------------------------------


def exported(path: Path, tmp_path: Path) -> dict[str, Any]:
    out = tmp_path / "export.json"
    done = in_process("export", "--db", str(path), "--format", "json", "--out", str(out))
    assert done.returncode == 0, done.stderr
    return json.loads(out.read_text())


def test_export_and_import_keep_the_lit_cards_and_the_fees(tmp_path: Path) -> None:
    source = tmp_path / "source.sqlite3"
    play(source, 30)
    data = exported(source, tmp_path)
    assert data["version"] == 5 and data["sessions"][0]["rules"]["variant"] == "multiplier"
    stored = query(source, "SELECT lit FROM hands ORDER BY id")
    assert [h["lit"] for h in data["hands"]] == [h["lit"] for h in stored]
    assert [b["fee_cents"] for b in data["hands"][0]["bets"]] == [200, 40, 21]
    target = tmp_path / "target.sqlite3"
    done = in_process("import", "--db", str(target), str(tmp_path / "export.json"))
    assert done.returncode == 0, done.stderr
    assert query(target, "SELECT lit FROM hands ORDER BY id") == stored
    fees = "SELECT spot, amount_cents, net_cents, commission_cents, fee_cents FROM bets ORDER BY id"
    assert query(target, fees) == query(source, fees)
    assert verify_problems(target) == []
    csv = in_process("export", "--db", str(source), "--format", "csv", "--out", "-")
    header, first = csv.stdout.splitlines()[:2]
    assert header.endswith(",fee_cents,lit,source") and first.endswith(f",261,{stored[0]['lit']},player")


@pytest.mark.parametrize(
    ("lit", "words"),
    [
        ("QH*5 QH*2", "cannot be read: a card is lit at most once"),
        ("QH+5", "cannot be read"),
        (None, "it stores no lit cards"),
        (7, "cannot be read"),
        ("forged", "are not the ones its shoe lights"),
    ],
)
def test_a_malformed_or_forged_lit_field_refuses_the_whole_import(
    tmp_path: Path, lit: object, words: str
) -> None:
    source = tmp_path / "source.sqlite3"
    play(source, 5)
    data = exported(source, tmp_path)
    hand = data["hands"][2]
    if lit == "forged":
        lit = format_lit(
            tuple(LitCard(item.card, 8 if item.multiplier != 8 else 2) for item in parse_lit(hand["lit"]))
        )
    hand["lit"] = lit
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    target = tmp_path / "target.sqlite3"
    done = in_process("import", "--db", str(target), str(bad))
    assert done.returncode != 0 and "hand record 3" in done.stderr and words in done.stderr, done.stderr
    assert not target.exists() or query(target, "SELECT count(*) AS n FROM hands")[0]["n"] == 0


def test_a_forged_fee_refuses_the_import(tmp_path: Path) -> None:
    source = tmp_path / "source.sqlite3"
    play(source, 3)
    data = exported(source, tmp_path)
    data["hands"][1]["bets"][0]["fee_cents"] = 0
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    done = in_process("import", "--db", str(tmp_path / "target.sqlite3"), str(bad))
    assert done.returncode != 0 and "should record a fee of 200 cents, not 0" in done.stderr


def test_a_format_3_file_cannot_hold_a_multiplier_table(tmp_path: Path) -> None:
    source = tmp_path / "source.sqlite3"
    play(source, 2)
    data = exported(source, tmp_path)
    data["version"] = 3
    data.pop("tracked_hands")  # format 5's
    for session in data["sessions"]:
        for key in ("kind", "table_key", "tracked"):
            session.pop(key)
    for hand in data["hands"]:
        hand.pop("lit")
        for bet in hand["bets"]:
            bet.pop("fee_cents")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    done = in_process("import", "--db", str(tmp_path / "target.sqlite3"), str(bad))
    assert done.returncode != 0 and "which export format 3 did not have" in done.stderr


def test_verify_from_the_command_line_reads_a_multiplier_history(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    play(path, 12)
    done = in_process("verify", "--db", str(path))
    assert done.returncode == 0 and "all good" in done.stdout, done.stdout + done.stderr
    (hand,) = query(path, "SELECT id FROM hands WHERE hand_no = 5 LIMIT 1")
    forge(path, "UPDATE bets SET fee_cents = fee_cents + 1 WHERE hand_id = ?", (hand["id"],))
    done = in_process("verify", "--db", str(path))
    assert done.returncode != 0 and "fee" in done.stdout + done.stderr


def test_the_hand_browser_reads_the_lit_cards_and_the_fees(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    played = play(path, 3)
    (hand,) = query(path, "SELECT id FROM hands WHERE hand_no = 2")
    with History.open(path, write=False) as history:
        record = history.hand_record(hand["id"])
        (row,) = [r for r in history.hand_page(HandFilter(), limit=10) if r.id == hand["id"]]
    assert record.lit_cards == played[1].lit and record.lit == format_lit(played[1].lit)
    assert [b.fee_cents for b in record.bets] == [200, 40, 21] == [b.fee_cents for b in row.bets]


def test_an_older_history_read_as_it_is_has_no_lights_and_no_fees(tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    shutil.copy(Path(__file__).parent.parent / "data" / "history-v1.sqlite3", old)
    with History.open(old, write=False) as history:
        assert not history.current
        (first,) = [r for r in history.hand_page(HandFilter(), limit=500) if r.bets][:1]
        record = history.hand_record(first.id)
        assert record.lit is None and record.lit_cards == ()
        assert all(b.fee_cents == 0 for b in record.bets) and record.bets
        assert history.hands_in_shoe(first.shoe_id)[0].lit is None
        assert verify_history(history).ok
