"""The table refuses to continue a shoe whose stored state no table could have dealt.

Someone edits a history with the sqlite3 shell (dropping the append-only triggers first, as
``support.drop_guards`` does): a hand's position of -5, after which the game dealt from behind the
cut card and dealt the burn cards again; a position past the shoe's end; a burn that is not the
seed's; a secret seed that is not hex. The table says so in a person's words, as a problem of that
one session (``session_id`` set), so the way out the command line and the window offer, a new
session with the old one closed as it stands, works; and it writes nothing until asked.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import format_cards
from baccarat_desktop.engine.shoe import Shoe, seed_from_hex
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process

from ..engine.test_i18n import bracketed  # noqa: F401 - the fixture: '<text>' for every marked text
from .support import counts, drop_guards, query

BET = {BetSpot.BANKER: 1_000}


def played(path: Path, *, seed: int | None, hands: int = 3, pending: bool = True) -> None:
    """A session with ``hands`` hands stored in its open shoe and (``pending``) one more begun."""
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=1_000_000, seed=seed)
        for _ in range(hands):
            table.play(BET)
        if pending:
            table.begin_hand(BET)


def edit(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    drop_guards(conn)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


def last_shoe_hand_past_the_cut(path: Path) -> None:
    """Play a secure session to its shoe's last hand (dealt after the cut card, which ends the shoe),
    then reopen that shoe by hand: the table would deal yet another 'last hand' from it."""
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=10_000_000)
        table.play(BET)
        while not table.session.is_last_hand:
            table.play(BET)
        table.play(BET)  # the last hand: the shoe ends with it
    edit(path, "UPDATE shoes SET ended_at = NULL, end_reason = NULL, seed = NULL")


IMPOSSIBLE = {
    # A hand at -5: the game then dealt from the cards behind the cut card and the burn again.
    "a-hand-at-position-minus-5": ("UPDATE hands SET position = -5 WHERE hand_no = 3",),
    "a-hand-past-the-shoes-end": ("UPDATE hands SET position = 500 WHERE hand_no = 3",),
    "a-hand-position-that-is-text": ("UPDATE hands SET position = 'x' WHERE hand_no = 3",),
    "the-first-hand-not-just-after-the-burn": ("UPDATE hands SET position = position + 1 WHERE hand_no = 1",),
    "hands-numbered-out-of-order": ("UPDATE hands SET hand_no = 7 WHERE hand_no = 2",),
    "a-shoe-numbered-as-text": ("UPDATE shoes SET shoe_no = 'x'",),
    "a-hands-cards-edited": (
        "UPDATE hands SET player_cards = banker_cards, banker_cards = player_cards WHERE hand_no = 2",
    ),
    "burned-count-not-the-seeds": ("UPDATE shoes SET burned = burned + 1",),
    "burn-card-not-the-seeds": ("UPDATE shoes SET burn_card = 'ZZ'",),
    "an-8-deck-shoe-at-a-6-deck-table": ("UPDATE shoes SET decks = 6",),
    "a-million-decks": ("UPDATE shoes SET decks = 1000000",),
    "a-secret-seed-that-is-not-hex": ("UPDATE shoe_secrets SET seed = 'zz' || substr(seed, 3)",),
    "a-secret-seed-too-short": ("UPDATE shoe_secrets SET seed = substr(seed, 3)",),
    "a-secret-seed-with-spaces": ("UPDATE shoe_secrets SET seed = substr(seed, 1, 62) || ' 0'",),
    "a-seed-that-does-not-match-its-commitment": (
        "UPDATE shoe_secrets SET seed = substr(seed, 2) || substr(seed, 1, 1)",
    ),
    "a-pending-position-that-does-not-follow": ("UPDATE pending_hands SET position = position - 1",),
}


@pytest.mark.parametrize("seed", [None, 3], ids=["secure", "seeded"])
@pytest.mark.parametrize("statements", IMPOSSIBLE.values(), ids=IMPOSSIBLE.keys())
def test_the_table_refuses_a_shoe_no_table_could_have_dealt(
    tmp_path: Path, statements: tuple[str, ...], seed: int | None
) -> None:
    path = tmp_path / "h.sqlite3"
    played(path, seed=seed)
    edit(path, *statements)
    check_refused_then_new_session(path)


def test_an_open_shoe_whose_last_hand_was_dealt_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    last_shoe_hand_past_the_cut(path)
    check_refused_then_new_session(path)


def check_refused_then_new_session(path: Path) -> StorageError:
    """The table refuses session 1 and writes nothing; a new session is the way out. Returns the refusal."""
    before = counts(path)
    hands_before = query(path, "SELECT * FROM hands ORDER BY id")
    with History.open(path) as history, pytest.raises(StorageError) as info:
        RecordedTable.open(history)
    error = info.value
    assert error.problem is Problem.CORRUPT and error.session_id == 1
    assert "Session 1" in error.detail and "cannot be continued" in error.detail
    assert "fromhex" not in str(error)
    assert counts(path) == before  # nothing written, nothing dealt

    with History.open(path) as history:
        fresh = RecordedTable.open(history, new_session=True, bankroll_cents=100_000)
        assert fresh.session_id == 2
        assert history.session(1).ended_at is not None
        fresh.play({BetSpot.PLAYER: 500})
    assert query(path, "SELECT * FROM hands WHERE session_id = 1 ORDER BY id") == hands_before
    assert counts(path)["hands"] == before["hands"] + 1
    return error


def test_autoplay_refuses_an_impossible_shoe_and_new_session_is_the_way_out(tmp_path: Path) -> None:
    """Today: play goes on from position -5 (cards behind the cut card, then the burn again), and a
    non-hex seed leaks 'non-hexadecimal number found in fromhex()'."""
    for name, statement in (
        ("minus5", "UPDATE hands SET position = -5 WHERE hand_no = 3"),
        ("nothex", "UPDATE shoe_secrets SET seed = 'zz' || substr(seed, 3)"),
    ):
        path = tmp_path / f"{name}.sqlite3"
        played(path, seed=None, pending=False)
        edit(path, statement)
        before = counts(path)
        refused = in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=1000")
        assert refused.returncode == 1, refused.stderr
        assert "cannot be continued" in refused.stderr and "--new-session" in refused.stderr
        assert "fromhex" not in refused.stderr and "Traceback" not in refused.stderr
        assert counts(path) == before
        fresh = in_process(
            "autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=1000", "--new-session"
        )
        assert fresh.returncode == 0, fresh.stderr
        assert "session 2: played 1 hand(s)" in fresh.stdout


def test_a_shoe_that_holds_together_still_goes_on(tmp_path: Path) -> None:
    """The checks refuse only the impossible: an honest open shoe, with and without an interrupted
    hand, is continued where it was, in a secure and in a seeded session."""
    for seed, pending in ((None, False), (None, True), (5, False), (5, True)):
        path = tmp_path / f"{seed}-{pending}.sqlite3"
        played(path, seed=seed, hands=20, pending=pending)
        with History.open(path) as history:
            table = RecordedTable.open(history)
            assert (table.recovered is not None) == pending
            table.play(BET)
            assert table.session_id == 1


# -- The table refuses what verify reports -------------------------------------------------------------
# The table and verify held the open shoe to two sets of checks, and the table went on with a shoe
# verify refuses: each case below was continued, and played into, until the table took its checks
# from storage/shoe_checks.py, the ones verify and import use.
def two_shoes(path: Path) -> None:
    """A secure session: shoe 1 retired after one hand (its seed revealed), shoe 2 in play with three."""
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=1_000_000)
        table.play(BET)
        table.start_shoe()
        for _ in range(3):
            table.play(BET)


REOPEN_SHOE_1 = "UPDATE shoes SET ended_at = NULL, end_reason = NULL, seed = NULL WHERE id = 1"
VERIFY_REPORTS = {
    "a-hand-played-at-yesterday": (
        ("UPDATE hands SET played_at = 'yesterday' WHERE shoe_id = 2 AND hand_no = 2",),
        "its time 'yesterday' is not a moment as the history stores it",
    ),
    "a-hand-played-before-its-shoe": (
        ("UPDATE hands SET played_at = '2001-01-01T00:00:00.000Z' WHERE shoe_id = 2 AND hand_no = 3",),
        "it was played before its shoe started",
    ),
    "the-open-shoe-started-before-its-session": (
        ("UPDATE shoes SET started_at = '2001-01-01T00:00:00.000Z' WHERE id = 2",),
        "it started before",
    ),
    "the-open-shoe-has-a-reason-it-ended-but-no-end": (
        ("UPDATE shoes SET end_reason = 'new_shoe' WHERE id = 2",),
        "its end and the reason it ended go together",
    ),
    "the-open-shoe-shows-another-shoes-seed": (
        ("UPDATE shoes SET seed = (SELECT seed FROM shoes WHERE id = 1) WHERE id = 2",),
        "the revealed seed does not match the commitment",
    ),
    "an-earlier-shoe-never-ended": (
        (REOPEN_SHOE_1,),
        "it never ended, yet another shoe came after it",
    ),
    "the-session-started-at-no-moment": (
        ("UPDATE sessions SET started_at = 'monday'",),
        "its start 'monday' is not a moment as the history stores it",
    ),
    # The table went back to shoe 1 (the latest shoe not ended) and dealt its next hands into it.
    "an-earlier-shoe-never-ended-and-the-latest-did": (
        (
            REOPEN_SHOE_1,
            "UPDATE shoes SET ended_at = started_at, end_reason = 'new_shoe', "
            "seed = (SELECT seed FROM shoe_secrets WHERE shoe_id = 2) WHERE id = 2",
        ),
        "it never ended, yet another shoe came after it",
    ),
}


@pytest.mark.parametrize(("statements", "reported"), VERIFY_REPORTS.values(), ids=VERIFY_REPORTS.keys())
def test_the_table_refuses_what_verify_reports(
    tmp_path: Path, statements: tuple[str, ...], reported: str
) -> None:
    path = tmp_path / "h.sqlite3"
    two_shoes(path)
    edit(path, *statements)
    with History.open(path, write=False) as history:
        problems = verify_history(history).problems
    assert any(reported in problem for problem in problems), problems
    refused = check_refused_then_new_session(path)
    assert reported in refused.detail  # in the words verify uses


def test_what_verify_passes_the_table_continues(tmp_path: Path) -> None:
    """The other half of the agreement: the unedited two shoes pass verify and are played on."""
    path = tmp_path / "h.sqlite3"
    two_shoes(path)
    with History.open(path) as history:
        assert verify_history(history).ok
        table = RecordedTable.open(history)
        assert (table.session_id, table.session.shoe_no, table.session.hand_no) == (1, 2, 3)
        table.play(BET)
        assert verify_history(history).ok


def test_a_committed_shoe_is_dealt_from_its_seed_not_from_a_card_order(tmp_path: Path) -> None:
    """A secure shoe whose secret seed was swapped for its card order (the same cards, written out): the
    table dealt on from the order, and at the shoe's end revealed no seed, so it wrote a shoe that verify
    refuses ('it has ended, but its seed was never revealed'). A shoe with a commitment is dealt from
    the seed the commitment promises, or not at all."""
    path = tmp_path / "h.sqlite3"
    played(path, seed=None, pending=False)
    with History.open(path, write=False) as history:
        seed_hex, _ = history.shoe_secret(1)
    assert seed_hex is not None
    order = format_cards(Shoe.from_seed(seed_from_hex(seed_hex)).cards)
    edit(path, f"UPDATE shoe_secrets SET seed = NULL, card_order = '{order}'")
    refused = check_refused_then_new_session(path)
    assert "shoe 1" in refused.detail and "seed" in refused.detail


@pytest.mark.parametrize(
    "case",
    [
        "a-hand-played-at-yesterday",
        "the-open-shoe-has-a-reason-it-ended-but-no-end",
        "an-earlier-shoe-never-ended",
    ],
)
@pytest.mark.usefixtures("bracketed")
def test_the_refusal_a_person_reads_is_translated_whole(tmp_path: Path, case: str) -> None:
    """The window shows the refusal: the checks' own words pass through _t too, not only the frame."""
    statements, reported = VERIFY_REPORTS[case]
    path = tmp_path / "h.sqlite3"
    two_shoes(path)
    edit(path, *statements)
    with History.open(path) as history, pytest.raises(StorageError) as info:
        RecordedTable.open(history)
    detail = info.value.detail
    assert detail.startswith("<Session 1 in ") and f"<{reported}" in detail, detail
