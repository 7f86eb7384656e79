"""``companion import``: a paper scorecard (one shoe of B/P/T a line, or a CSV with cards) becomes a
tracked sitting, all or nothing, with every problem named by line and column."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.scorecard import ScorecardError, read_scorecard
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process

B, P, T = Outcome.BANKER, Outcome.PLAYER, Outcome.TIE

CSV = """shoe,hand,result,player_cards,banker_cards,natural
1,1,P,9S KH,2C 3D,
1,2,B,,,
1,3,,4S KH 3D,5C KD,
2,1,T,,,Y
"""


def run_import(
    tmp_path: Path, text: str, *extra: str, name: str = "card.txt", decks: str = "8"
) -> subprocess.CompletedProcess[str]:
    card = tmp_path / name
    card.write_text(text)
    db = tmp_path / "h.sqlite3"
    return in_process(
        "companion", "import", str(card), "--venue", "Casino", "--table", "7", "--decks", decks,
        "--db", str(db), *extra,
    )  # fmt: skip


def stored(tmp_path: Path) -> list[list[Outcome]]:
    db = tmp_path / "h.sqlite3"
    if not db.exists():
        return []
    with History.open(db, write=False) as history:
        return list(tracked.outcome_shoes(history, "tracked"))


def test_one_shoe_per_line_as_roads_reads_it(tmp_path: Path) -> None:
    result = run_import(tmp_path, "BBPPT\n\nb p  t\n", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "sitting": 1, "venue": "Casino", "table": "7", "decks": 8, "shoes": 2, "hands": 8,
    }  # fmt: skip
    assert stored(tmp_path) == [[B, B, P, P, T], [B, P, T]]
    with History.open(tmp_path / "h.sqlite3", write=False) as history:
        (sitting,) = tracked.sittings(history)
        assert (sitting.venue, sitting.table_name, sitting.decks) == ("Casino", "7", 8)
        assert sitting.ended_at is not None and all(s.ended_at for s in tracked.shoes(history))
        assert verify_history(history).ok


def test_a_csv_with_cards_reads_what_the_cards_make(tmp_path: Path) -> None:
    result = run_import(tmp_path, CSV, name="card.csv")
    assert result.returncode == 0, result.stderr
    assert "imported 2 shoe(s), 4 hand(s) as tracked sitting 1 (Casino, 7)" in result.stdout
    assert stored(tmp_path) == [[P, B, P], [T]]
    with History.open(tmp_path / "h.sqlite3", write=False) as history:
        first = [e.hand for e in tracked.effective_hands(history, tracked.shoes(history)[0].id)]
        assert first[0].natural is True and first[0].player_pair is False  # read from the cards
        assert first[1].natural is None and first[1].player_cards is None  # not seen
        assert [c.code for c in first[2].player_cards or ()] == ["4S", "KH", "3D"]
        assert verify_history(history).ok


@pytest.mark.parametrize(
    ("text", "decks", "says"),
    [
        ("BBP\nBPX\nPPQ\n", "8", "line 2, column 3: 'X' is not a result"),
        ("B" * 80 + "\n", "1", "line 1: 80 results: a shoe of 1 decks deals at most 13 hands"),
        ("\n\n", "8", "no shoe in it"),
        (CSV.replace("1,2,B,,,", "1,2,Q,,,"), "8", "line 3, column 3: result: 'Q' is not a result"),
        (
            CSV.replace("1,1,P,9S KH", "1,1,B,9S KH"),
            "8",
            "line 2, column 4: player_cards: the cards make player",
        ),
        (
            CSV.replace("4S KH 3D,5C KD", "4S KH,5C KD"),
            "8",
            "line 4, column 4: player_cards: the cards are not dealt",
        ),
        (CSV.replace("9S KH,2C 3D", "9S KZ,2C 3D"), "8", "line 2, column 4: player_cards: card 2:"),
        (
            CSV.replace("9S KH,2C 3D", "9S KH,"),
            "8",
            "line 2, column 5: banker_cards: the cards of both hands",
        ),
        (CSV.replace("2,1,T", "3,1,T"), "8", "line 5, column 1: shoe: shoe 3 where shoe 1 or 2 comes next"),
        (CSV.replace("1,3,,", "1,4,,"), "8", "line 4, column 2: hand: hand 4 where hand 3 of shoe 1"),
        (CSV.replace(",,Y", ",,maybe"), "8", "line 5, column 6: natural: 'maybe' is not Y, N"),
        (CSV.replace("1,2,B,,,", "1,2,,,,"), "8", "line 3, column 3: result: empty"),
        (CSV.replace("natural", "colour"), "8", "line 1, column 6: 'colour' is not a column"),
        (CSV.replace("1,2,B,,,", "1,2,B,,"), "8", "line 3: 5 fields, but the header names 6"),
        (CSV.replace("1,2,B,,,", "1,2,P,9S KH,2C 3D,"), "1", "line 3, column 4: player_cards: 9S more often"),
    ],
)
def test_a_bad_scorecard_imports_nothing_and_says_where(
    tmp_path: Path, text: str, decks: str, says: str
) -> None:
    name = "card.csv" if text.startswith("shoe") else "card.txt"
    result = run_import(tmp_path, text, name=name, decks=decks)
    assert result.returncode == 2
    assert "nothing imported" in result.stderr and says in result.stderr, result.stderr
    assert stored(tmp_path) == []  # not even created


def test_every_problem_is_named_at_once(tmp_path: Path) -> None:
    card = tmp_path / "card.txt"
    card.write_text("BXP\nBBB\nPPY\n")
    with pytest.raises(ScorecardError) as caught:
        read_scorecard(card, 8)
    assert [(p.line, p.column) for p in caught.value.problems] == [(1, 2), (3, 3)]


def test_a_bad_scorecard_leaves_an_existing_history_as_it_was(tmp_path: Path) -> None:
    assert run_import(tmp_path, "BBP\n").returncode == 0
    before = (tmp_path / "h.sqlite3").read_bytes()
    assert run_import(tmp_path, "BBP\nBPX\n").returncode == 2
    assert stored(tmp_path) == [[B, B, P]]
    assert (tmp_path / "h.sqlite3").read_bytes() == before


def test_the_scorecard_is_read_from_stdin(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    result = in_process(
        "companion", "import", "-", "--venue", "V", "--table", "T", "--decks", "6", "--db", str(db),
        stdin="PPB\n",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert stored(tmp_path) == [[P, P, B]]


def test_the_arguments_are_checked(tmp_path: Path) -> None:
    for decks in ("0", "9"):
        result = run_import(tmp_path, "B\n", decks=decks)
        assert result.returncode == 2 and "--decks" in result.stderr
    result = run_import(tmp_path, "B\n", "--venue", " ")
    assert result.returncode == 2 and "venue" in result.stderr
    missing = in_process("companion", "import", str(tmp_path / "none.txt"), "--venue", "V", "--table", "T",
                         "--decks", "8", "--db", str(tmp_path / "h.sqlite3"))  # fmt: skip
    assert missing.returncode == 2 and "cannot be read" in missing.stderr
