"""The money ceiling: no amount beyond it gets in, no bankroll passes it, and a history an older
version let an impossible amount into opens with a clear message instead of a traceback."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat_desktop.engine.bets import BetSpot, check_bets
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.money import MAX_CENTS, check_cents
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.command_line import in_process

from .support import drop_guards, query

INT64_MAX = 2**63 - 1


def test_the_ceiling_is_a_billion_dollars_and_is_checked_both_ways() -> None:
    assert MAX_CENTS == 100_000_000_000
    assert check_cents(MAX_CENTS, "x") == MAX_CENTS
    with pytest.raises(ValueError, match=r"more than \$1,000,000,000\.00, the most any amount"):
        check_cents(MAX_CENTS + 1, "a bankroll")
    with pytest.raises(ValueError, match="cannot be negative"):
        check_cents(-1, "a bankroll")
    with pytest.raises(ValueError, match="whole number of cents"):
        check_cents(True, "a bankroll")


@pytest.mark.parametrize(
    "make",
    [
        lambda: Session(TableRules(), MAX_CENTS + 1),
        lambda: Session(TableRules(), 100, loss_limit_cents=MAX_CENTS + 1),
        lambda: TableRules(max_bet_cents=MAX_CENTS + 1),
        lambda: TableRules(side_max_cents=INT64_MAX),
    ],
    ids=["bankroll", "loss-limit", "table-max", "side-max"],
)
def test_nothing_beyond_the_ceiling_makes_a_table(make: object) -> None:
    with pytest.raises(ValueError, match=r"\$1,000,000,000"):
        make()  # type: ignore[operator]


def test_a_bet_whose_best_win_would_pass_the_ceiling_is_refused() -> None:
    rules = TableRules(max_bet_cents=MAX_CENTS, side_max_cents=MAX_CENTS)
    near = MAX_CENTS - 10_000  # $100 below the ceiling
    check_bets({BetSpot.PLAYER: 10_000}, rules, near)  # wins at most $100: fine
    with pytest.raises(ValueError, match="could lift your bankroll above"):
        check_bets({BetSpot.PLAYER: 10_001}, rules, near)
    with pytest.raises(ValueError, match="could lift your bankroll above"):
        check_bets({BetSpot.TIE: 1_251}, rules, near)  # 8 to 1: $100.08 could be won


@settings(max_examples=200, deadline=None)
@given(
    bankroll=st.integers(MAX_CENTS - 10**7, MAX_CENTS),
    stakes=st.lists(st.integers(0, 10**6), min_size=len(BetSpot), max_size=len(BetSpot)),
    seed=st.integers(0, 1000),
)
def test_no_bankroll_ever_passes_the_ceiling(bankroll: int, stakes: list[int], seed: int) -> None:
    """Every bet of the catalogue at once (a table offering them all), at its top payout or not."""
    rules = TableRules(
        min_bet_cents=1,
        side_min_cents=1,
        max_bet_cents=MAX_CENTS,
        side_max_cents=MAX_CENTS,
        side_bets=SIDE_SPOTS,
    )
    session = Session(rules, bankroll, seeds=DerivedSeeds(seed))
    session.start_shoe()
    bets = dict(zip(BetSpot, stakes, strict=True))
    for _ in range(20):
        try:
            session.check_bets(bets)
        except ValueError:
            continue
        session.deal(bets)
        assert 0 <= session.bankroll_cents <= MAX_CENTS


@pytest.mark.parametrize("bankroll", ["99999999999999999999999999", str(INT64_MAX), str(MAX_CENTS + 1)])
def test_autoplay_refuses_a_bankroll_beyond_the_ceiling(tmp_path: Path, bankroll: str) -> None:
    db = tmp_path / "h.sqlite3"
    result = in_process(
        "autoplay", "--db", str(db), "--hands", "1", "--bankroll", bankroll, "--bet", "player=1000"
    )
    assert result.returncode == 2
    assert "the most any amount can be in Baccarat Desktop" in result.stderr
    assert "Traceback" not in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_win_at_the_ceiling_is_refused_before_the_hand(tmp_path: Path) -> None:
    """The issue's second case: a bankroll at the limit and a bet that could win exits 2, writes nothing."""
    db = tmp_path / "h.sqlite3"
    result = in_process(
        "autoplay", "--db", str(db), "--hands", "3", "--bankroll", str(MAX_CENTS), "--bet", "player=1000"
    )
    assert result.returncode == 2
    assert "could lift your bankroll above $1,000,000,000.00" in result.stderr
    assert list(tmp_path.iterdir()) == []


def bricked_history(path: Path) -> Path:
    """What an older version left after 'autoplay --bankroll 9223372036854775807' and a win: a
    session with that bankroll, a shoe, and a hand stored as pending that could never be settled."""
    with History.open(path) as history:
        session_id = history.create_session(TableRules(), INT64_MAX, "derived")
        start = Session(TableRules(), 0, seeds=DerivedSeeds(5)).start_shoe()
        shoe_id = history.add_shoe(session_id, start)
        history.save_pending(session_id, shoe_id, 1, start.shoe.position, INT64_MAX, {BetSpot.PLAYER: 1_000})
    return path


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_history_holding_an_impossible_bankroll_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    db = bricked_history(tmp_path / "h.sqlite3")
    before = file_hash(db)
    with History.open(db) as history, pytest.raises(StorageError) as caught:
        RecordedTable.open(history)
    assert caught.value.problem is Problem.OUT_OF_RANGE and caught.value.session_id == 1
    result = in_process("autoplay", "--db", str(db), "--hands", "1", "--bet", "banker=500")
    assert result.returncode == 1
    assert "Session 1 in" in result.stderr and "cannot be continued" in result.stderr
    assert "$92,233,720,368,547,758.07" in result.stderr and "--new-session" in result.stderr
    assert "Traceback" not in result.stderr
    assert file_hash(db) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]
    for command in (["verify"], ["export", "--format", "json", "--out", "-"]):
        read = in_process(*command, "--db", str(db))
        assert read.returncode == 0 and "Traceback" not in read.stderr, read.stderr


def test_a_new_session_closes_the_impossible_one_as_it_stands(tmp_path: Path) -> None:
    db = bricked_history(tmp_path / "h.sqlite3")
    result = in_process(
        "autoplay", "--db", str(db), "--hands", "3", "--bet", "banker=500", "--new-session", "--json"
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["session_id"] == 2
    first = query(db, "SELECT ended_at FROM sessions WHERE id = 1")[0]
    assert first["ended_at"] is not None
    assert query(db, "SELECT seed FROM shoes WHERE session_id = 1")[0]["seed"] is not None  # revealed
    assert query(db, "SELECT count(*) AS n FROM pending_hands WHERE session_id = 1")[0]["n"] == 1  # kept
    assert query(db, "SELECT count(*) AS n FROM hands WHERE session_id = 2")[0]["n"] == 3
    assert in_process("verify", "--db", str(db)).returncode == 0
    again = in_process("autoplay", "--db", str(db), "--hands", "1", "--bet", "banker=500", "--json")
    assert again.returncode == 0 and json.loads(again.stdout)["session_id"] == 2


def test_stored_rules_beyond_the_ceiling_are_a_clear_refusal(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with History.open(db) as history:
        history.create_session(TableRules(), 100_000, "secure")
        rules = json.dumps({**TableRules().to_dict(), "max_bet_cents": INT64_MAX})
        drop_guards(history.db.conn)  # rules an older version let in, written as it would have
        history.db.execute("UPDATE sessions SET rules = ? WHERE id = 1", [rules])
    for command in (["verify"], ["autoplay", "--hands", "1"]):
        result = in_process(*command, "--db", str(db))
        assert result.returncode == 1, result.stderr
        assert "Session 1 in" in result.stderr and "table rules this version cannot play by" in result.stderr
        assert "Traceback" not in result.stderr
    fresh = in_process("autoplay", "--db", str(db), "--hands", "1", "--new-session", "--json")
    assert fresh.returncode == 0, fresh.stderr
    assert json.loads(fresh.stdout)["session_id"] == 2
