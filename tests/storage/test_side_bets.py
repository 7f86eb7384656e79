"""Every bet of the catalogue through storage: stored, verified, exported and imported, with each
bet's net and commission settled again by the catalogue under the session's own rules; a bet the
table did not offer, a key this version does not know and Big or Small after the cut card are
errors in a history (verify) and in an import (refused whole, nothing written)."""

from __future__ import annotations

import copy
import csv
import io
import json
import re
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot, settle
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, Facts
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.exchange import FORMAT_VERSION, SPOTS
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import hand_coup, verify_history
from tests.command_line import in_process

from .support import counts, drop_guards, file_hash, query

EVERY_BET = {spot: (500 if spot in (BetSpot.PLAYER, BetSpot.BANKER) else 100) for spot in BetSpot}
OPEN_AFTER_THE_CUT = {spot: amount for spot, amount in EVERY_BET.items() if not spot.bet.closed_on_last_hand}
OLD_EXPORT = Path(__file__).parent.parent / "data" / "export-v2.json"


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A table offering every side bet, a stake on every bet of the catalogue on every hand (Big and
    Small left off once the cut card is out, as the table requires): three shoes and a bit."""
    path = tmp_path_factory.mktemp("side-bets") / "played.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(
            history, rules=TableRules(side_bets=SIDE_SPOTS), bankroll_cents=1_000_000, seed=77
        )
        for _ in range(260):
            last = not table.needs_new_shoe and table.session.is_last_hand
            table.play(OPEN_AFTER_THE_CUT if last else EVERY_BET)
        table.end_session()
    return path


@pytest.fixture
def copy_of(played: Path, tmp_path: Path) -> Path:
    target = tmp_path / "h.sqlite3"
    shutil.copy(played, target)
    return target


def last_hands(path: Path) -> list[dict[str, Any]]:
    """Hands dealt after the cut card came out: each shoe's last."""
    return query(
        path,
        "SELECT h.* FROM hands h JOIN shoes s ON s.id = h.shoe_id WHERE h.position > s.cut_position "
        "ORDER BY h.id",
    )


def test_every_bet_is_stored_as_the_catalogue_settles_it(played: Path) -> None:
    spots = {r["spot"]: r["n"] for r in query(played, "SELECT spot, count(*) AS n FROM bets GROUP BY spot")}
    assert set(spots) == {spot.value for spot in BetSpot}
    rules = TableRules(side_bets=SIDE_SPOTS)
    wins: set[str] = set()
    for hand in query(played, "SELECT * FROM hands ORDER BY id"):
        bets = query(played, "SELECT * FROM bets WHERE hand_id = ?", (hand["id"],))
        coup = hand_coup(hand)
        expected = settle({BetSpot(b["spot"]): b["amount_cents"] for b in bets}, coup, rules)
        assert [(b["spot"], b["net_cents"], b["commission_cents"]) for b in bets] == [
            (r.spot.value, r.net_cents, r.commission_cents) for r in expected.results
        ]
        wins |= {b["spot"] for b in bets if b["net_cents"] > 0}
        assert Facts.of(coup).cards_used == len(hand["player_cards"].split()) + len(
            hand["banker_cards"].split()
        )
    # Enough hands that most side bets won somewhere (Dragon 7 and Panda 8 are rare: not required).
    assert {"player", "banker", "tie", "player_pair", "big", "small", "either_pair"} <= wins


def test_big_and_small_are_never_on_a_last_hand(played: Path) -> None:
    last = last_hands(played)
    assert len(last) >= 3  # one per shoe the cut card ended
    for hand in last:
        spots = {b["spot"] for b in query(played, "SELECT spot FROM bets WHERE hand_id = ?", (hand["id"],))}
        assert spots == {s.value for s in OPEN_AFTER_THE_CUT}


def test_the_history_verifies(played: Path) -> None:
    result = in_process("verify", "--db", str(played))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all good" in result.stdout and "checked 260 hand(s)" in result.stdout


# -- verify: what a history changed behind the game's back claims -----------------------------------
def tamper(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    try:
        drop_guards(conn)
        for statement in statements:
            assert conn.execute(statement).rowcount >= 1, statement
        conn.commit()
    finally:
        conn.close()


def first_bet(path: Path, where: str) -> dict[str, Any]:
    return query(path, f"SELECT * FROM bets WHERE {where} ORDER BY id LIMIT 1")[0]


def changed_commission(path: Path) -> str:
    bet = first_bet(path, "spot = 'banker' AND commission_cents > 0")
    tamper(path, f"UPDATE bets SET commission_cents = 0 WHERE id = {bet['id']}")
    return f"the Banker bet should record {bet['commission_cents']} cents of commission, not 0"


def changed_side_bet_net(path: Path) -> str:
    bet = first_bet(path, "spot = 'dragon_7'")
    tamper(
        path,
        f"UPDATE bets SET net_cents = net_cents + 1 WHERE id = {bet['id']}",
        f"UPDATE hands SET bankroll_after_cents = bankroll_after_cents + 1 WHERE id = {bet['hand_id']}",
    )
    return f"the Dragon 7 bet should net {bet['net_cents']} cents, not {bet['net_cents'] + 1}"


def unknown_key(path: Path) -> str:
    bet = first_bet(path, "spot = 'lucky_6'")
    tamper(path, f"UPDATE bets SET spot = 'lucky_7' WHERE id = {bet['id']}")
    return "a bet is on 'lucky_7', which is not a bet this version knows"


def not_offered(path: Path) -> str:
    rules = TableRules(side_bets=tuple(s for s in SIDE_SPOTS if s is not BetSpot.PANDA_8))
    tamper(path, f"UPDATE sessions SET rules = '{json.dumps(rules.to_dict(), sort_keys=True)}'")
    return "a bet the session's table would refuse: this table does not offer Panda 8"


def big_after_the_cut(path: Path) -> str:
    hand = last_hands(path)[0]
    tamper(
        path,
        "INSERT INTO bets (hand_id, spot, amount_cents, net_cents, commission_cents) "
        f"VALUES ({hand['id']}, 'big', 100, -100, 0)",
    )
    return (
        "a bet the session's table would refuse: Big is closed for the last hand of the shoe: the cut card "
        "has come out"
    )


TAMPERS: dict[str, Callable[[Path], str]] = {
    "commission": changed_commission,
    "side-bet-net": changed_side_bet_net,
    "unknown-key": unknown_key,
    "not-offered": not_offered,
    "big-after-the-cut": big_after_the_cut,
}


@pytest.mark.parametrize("name", list(TAMPERS))
def test_verify_reports_each_bet_the_table_would_not_have_settled_so(copy_of: Path, name: str) -> None:
    expected = TAMPERS[name](copy_of)
    with History.open(copy_of, write=False) as history:
        problems = verify_history(history).problems
    assert any(expected in p for p in problems), problems
    result = in_process("verify", "--db", str(copy_of))
    assert result.returncode == 1 and "MISMATCH session 1, shoe " in result.stdout
    assert expected in result.stdout


# -- export and import ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def exported(played: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("side-bets-export") / "history.json"
    result = in_process("export", "--db", str(played), "--format", "json", "--out", str(out))
    assert result.returncode == 0, result.stderr
    return json.loads(out.read_text())


def stored_bets(path: Path) -> list[tuple[int, int, str, int, int, int]]:
    return [
        tuple(r.values())  # type: ignore[misc]
        for r in query(
            path,
            "SELECT s.shoe_no, h.hand_no, b.spot, b.amount_cents, b.net_cents, b.commission_cents "
            "FROM bets b JOIN hands h ON h.id = b.hand_id JOIN shoes s ON s.id = h.shoe_id ORDER BY b.id",
        )
    ]


def test_the_export_states_the_table_and_every_bet(exported: dict[str, Any]) -> None:
    assert exported["version"] == FORMAT_VERSION == 5
    rules = exported["sessions"][0]["rules"]
    assert rules["variant"] == "commission" and "commission" not in rules
    assert rules["side_bets"] == [s.value for s in SIDE_SPOTS]
    assert {b["spot"] for h in exported["hands"] for b in h["bets"]} == {s.value for s in BetSpot}


def test_a_json_round_trip_keeps_every_bet(played: Path, exported: dict[str, Any], tmp_path: Path) -> None:
    source = tmp_path / "export.json"
    source.write_text(json.dumps(exported))
    target = tmp_path / "new.sqlite3"
    result = in_process("import", "--db", str(target), str(source))
    assert result.returncode == 0, result.stderr
    assert stored_bets(target) == stored_bets(played)
    with History.open(target, write=False) as history:
        assert history.sessions()[0].rules == TableRules(side_bets=SIDE_SPOTS)
        assert verify_history(history).ok


def test_the_csv_has_a_stake_and_a_net_column_for_every_bet(played: Path) -> None:
    result = in_process("export", "--db", str(played), "--format", "csv", "--out", "-")
    assert result.returncode == 0, result.stderr
    reader = csv.DictReader(io.StringIO(result.stdout))
    header = reader.fieldnames or []
    assert [s.value for s in BetSpot] == SPOTS
    for spot in BetSpot:
        assert f"bet_{spot.value}_cents" in header and f"net_{spot.value}_cents" in header
    rows = list(reader)
    assert len(rows) == 260
    bets = query(
        played,
        "SELECT h.id AS hand, b.spot, b.amount_cents, b.net_cents FROM bets b "
        "JOIN hands h ON h.id = b.hand_id",
    )
    by_hand: dict[int, dict[str, tuple[int, int]]] = {}
    for b in bets:
        by_hand.setdefault(b["hand"], {})[b["spot"]] = (b["amount_cents"], b["net_cents"])
    for row, (_, placed) in zip(rows, sorted(by_hand.items()), strict=True):
        for spot in BetSpot:
            stake, net = placed.get(spot.value, (0, 0))
            assert (int(row[f"bet_{spot.value}_cents"]), int(row[f"net_{spot.value}_cents"])) == (stake, net)
        assert int(row["net_cents"]) == sum(net for _, net in placed.values())


def test_the_old_format_2_export_still_imports(tmp_path: Path) -> None:
    """tests/data/export-v2.json: session 2 of the old history, by the release before the catalogue."""
    source = tmp_path / "export-v2.json"
    shutil.copy(OLD_EXPORT, source)
    data = json.loads(source.read_text())
    assert data["version"] == 2 and data["sessions"][0]["rules"]["commission"] == "no_commission"
    target = tmp_path / "new.sqlite3"
    result = in_process("import", "--db", str(target), str(source))
    assert result.returncode == 0, result.stderr
    assert counts(target)["hands"] == len(data["hands"]) == 30
    stored = json.loads(query(target, "SELECT rules FROM sessions")[0]["rules"])
    assert stored == TableRules.from_dict(data["sessions"][0]["rules"]).to_dict()
    assert stored["variant"] == "no_commission" and stored["side_bets"] == ["player_pair", "banker_pair"]
    file_bets = [
        (h["hand_no"], b["spot"], b["amount_cents"], b["net_cents"], b["commission_cents"])
        for h in data["hands"]
        for b in h["bets"]
    ]
    assert [row[1:] for row in stored_bets(target)] == file_bets
    assert in_process("verify", "--db", str(target)).returncode == 0


# Each breaker spoils one bet of the export and returns what the refusal must say.
def _hand_with(
    data: dict[str, Any], spot: str, wanted: Callable[[dict[str, Any]], bool] = lambda b: True
) -> tuple[int, dict[str, Any]]:
    for i, hand in enumerate(data["hands"]):
        for bet in hand["bets"]:
            if bet["spot"] == spot and wanted(bet):
                return i, bet
    raise AssertionError(f"no bet on {spot}")


def unknown_spot(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "dragon_7")
    bet["spot"] = "dragon7"
    return (
        rf"hand record {i + 1} .*bet \d+: 'dragon7' is not a bet this version knows \(bets: player, banker,"
    )


def spot_not_a_string(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "panda_8")
    bet["spot"] = 8
    return rf"hand record {i + 1} .*'spot' has the wrong type"


def second_bet_on_a_spot(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "lucky_6")
    data["hands"][i]["bets"].append(dict(bet))
    return rf"hand record {i + 1} .*a second bet on Lucky 6"


def not_offered_by_the_table(data: dict[str, Any]) -> str:
    data["sessions"][0]["rules"]["side_bets"].remove("perfect_pair")
    return r"hand record 1 .*this table does not offer Perfect Pair"


def big_on_the_last_hand(data: dict[str, Any]) -> str:
    shoes = {s["id"]: s for s in data["shoes"]}
    i = next(i for i, h in enumerate(data["hands"]) if h["position"] > shoes[h["shoe_id"]]["cut_position"])
    hand = data["hands"][i]
    four_cards = len(hand["player_cards"].split()) + len(hand["banker_cards"].split()) == 4
    hand["bets"].append({"spot": "big", "amount_cents": 100, "net_cents": -100 if four_cards else 54})
    return rf"hand record {i + 1} .*Big is closed for the last hand of the shoe"


def wrong_side_bet_net(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "small", lambda b: b["net_cents"] > 0)
    bet["net_cents"] -= 1
    data["hands"][i]["bankroll_after_cents"] -= 1  # the chain still adds up: only the settlement is wrong
    for later in data["hands"][i + 1 :]:
        later["bankroll_before_cents"] -= 1
        later["bankroll_after_cents"] -= 1
    data["sessions"][0]["bankroll_end_cents"] -= 1
    right, wrong = bet["net_cents"] + 1, bet["net_cents"]
    return rf"hand record {i + 1} .*the Small bet should net {right} cents, not {wrong}"


def wrong_commission(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "banker", lambda b: b["commission_cents"] > 0)
    bet["commission_cents"] += 5
    right = bet["commission_cents"] - 5
    return rf"hand record {i + 1} .*the Banker bet should record {right} cents of commission"


def commission_not_a_number(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "banker")
    bet["commission_cents"] = "5%"
    return rf"hand record {i + 1} .*'commission_cents' has the wrong type"


def no_stake(data: dict[str, Any]) -> str:
    i, bet = _hand_with(data, "either_pair")
    bet["amount_cents"] = 0
    return rf"hand record {i + 1} .*amount"


BREAKERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "unknown-spot": unknown_spot,
    "spot-not-a-string": spot_not_a_string,
    "second-bet": second_bet_on_a_spot,
    "not-offered": not_offered_by_the_table,
    "big-on-the-last-hand": big_on_the_last_hand,
    "wrong-net": wrong_side_bet_net,
    "wrong-commission": wrong_commission,
    "commission-type": commission_not_a_number,
    "no-stake": no_stake,
}


@pytest.fixture
def target(tmp_path: Path) -> Path:
    path = tmp_path / "target.sqlite3"
    with History.open(path) as history:
        store_simulated(history, 20, seed=5, bets={BetSpot.BANKER: 1_000, BetSpot.DRAGON_7: 100})
    return path


@pytest.mark.parametrize("name", list(BREAKERS))
def test_a_bad_bet_refuses_the_whole_import(
    name: str, exported: dict[str, Any], target: Path, tmp_path: Path
) -> None:
    data = copy.deepcopy(exported)
    pattern = BREAKERS[name](data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    before_hash, before_counts = file_hash(target), counts(target)
    result = in_process("import", "--db", str(target), str(bad))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "import: error:" in result.stderr and re.search(pattern, result.stderr), result.stderr
    assert file_hash(target) == before_hash and counts(target) == before_counts
    fresh = tmp_path / "fresh" / "new.sqlite3"
    fresh.parent.mkdir()
    assert in_process("import", "--db", str(fresh), str(bad)).returncode == 2
    assert list(fresh.parent.iterdir()) == []  # nothing created either


def test_a_newer_export_format_is_refused_plainly(exported: dict[str, Any], tmp_path: Path) -> None:
    data = {**exported, "version": FORMAT_VERSION + 1}
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps(data))
    result = in_process("import", "--db", str(tmp_path / "new.sqlite3"), str(newer))
    assert result.returncode == 2
    assert (
        f"export format version {FORMAT_VERSION + 1}; this program reads 1 to {FORMAT_VERSION}"
        in result.stderr
    )


# -- the bulk writer and the pending hand ---------------------------------------------------------
def test_bulk_histories_take_any_bet_and_verify(tmp_path: Path) -> None:
    path = tmp_path / "bulk.sqlite3"
    bets = {BetSpot.BANKER: 1_000, BetSpot.BIG: 100, BetSpot.DRAGON_7: 100, BetSpot.EITHER_PAIR: 100}
    with History.open(path) as history:
        session_id = store_simulated(history, 400, seed=9, bets=bets)
        rules = history.session(session_id).rules
        assert rules.side_bets == (
            BetSpot.PLAYER_PAIR,
            BetSpot.BANKER_PAIR,
            BetSpot.EITHER_PAIR,
            BetSpot.BIG,
            BetSpot.DRAGON_7,
        )
        report = verify_history(history)
    assert report.ok, report.problems[:3]
    assert report.shoes_checked >= 4
    big_last = query(
        path,
        "SELECT count(*) AS n FROM bets b JOIN hands h ON h.id = b.hand_id JOIN shoes s ON s.id = h.shoe_id "
        "WHERE b.spot = 'big' AND h.position > s.cut_position",
    )
    assert big_last == [{"n": 0}]
    assert len(last_hands(path)) >= 4  # the last hands were dealt, with the other bets on them


def test_a_pending_hand_with_side_bets_is_finished_after_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    bets = {BetSpot.BANKER: 500, BetSpot.LUCKY_6: 100, BetSpot.PERFECT_PAIR: 100}
    rules = TableRules(side_bets=(BetSpot.LUCKY_6, BetSpot.PERFECT_PAIR))
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=rules, seed=12)
        table.play(bets)
        begun = table.begin_hand(bets)  # ... and the program dies before the hand is stored
    pending = query(path, "SELECT bets FROM pending_hands")
    assert json.loads(pending[0]["bets"]) == {"banker": 500, "lucky_6": 100, "perfect_pair": 100}
    with History.open(path) as history:
        table = RecordedTable.open(history)
        assert table.recovered is not None and table.recovered.coup == begun.coup
        assert dict(table.recovered.bets) == bets
        table.commit_hand()
        assert verify_history(history).ok


def test_an_unreadable_pending_hand_is_a_storage_error_for_its_session(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=12)
        table.play({BetSpot.BANKER: 500})
        table.begin_hand({BetSpot.BANKER: 500})
    conn = sqlite3.connect(path)
    conn.execute("""UPDATE pending_hands SET bets = '{"lucky_7": 100}'""")
    conn.commit()
    conn.close()
    with History.open(path) as history:
        from baccarat_desktop.storage.errors import Problem, StorageError

        with pytest.raises(StorageError) as info:
            history.pending(1)
        assert info.value.problem is Problem.CORRUPT and info.value.session_id == 1
        assert "lucky_7" in str(info.value)
        # A new session closes that one as it stands and plays on.
        table = RecordedTable.open(history, new_session=True, seed=13)
        table.play({BetSpot.BANKER: 500})
        assert table.session_id == 2
