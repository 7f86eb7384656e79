"""CompanionModel: a real table's shoe logged a hand at a time, stored at once, append-only; its roads
are the scoreboard's own, its odds the Odds panel's on the cards entered, none of them at the table."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.odds import exact_odds, shoe_prices, unseen_cards
from baccarat_desktop.engine.roads import RoadBuilder, RoadEntry
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels.companion import (
    CardEntryError,
    CompanionModel,
    Mark,
    hand_from_cards,
    parse_hand,
)
from tests.storage.support import history_rows

pytestmark = pytest.mark.usefixtures("qapp")

NATURAL_9 = "4S 5D / 2H 3C"  # Player 9 (a natural), Banker 5: Player wins
BANKER_PAIR = "3S 4D / 8H 8C"  # Player 7 stands, Banker 8 8 = 6 stands: Player wins 7 to 6, Banker pair
BANKER_DRAWS = "KS 5D 7S / 2H 4C 8D"  # Player K-5 draws a 7 (2), Banker 2-4 draws an 8 (4): Banker


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    opened = History.open(tmp_path / "history.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def model(history: History) -> Iterator[CompanionModel]:
    found = CompanionModel(history)
    assert found.start_sitting("Wynn", "Salon 8", 8)
    yield found
    found.close()


def refusals(model: CompanionModel) -> list[str]:
    said: list[str] = []
    model.refused.connect(said.append)
    return said


def stored(history: History, model: CompanionModel) -> list[Any]:
    shoe = tracked.open_shoe(history, model.sitting.id if model.sitting else -1)
    assert shoe is not None
    return [entry.hand for entry in tracked.effective_hands(history, shoe.id)]


# -- the card entry ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "player", "banker"),
    [
        ("kh5d7s/2h4c8d", "KH 5D 7S", "2H 4C 8D"),
        ("KH 5D 7S - 2H 4C 8D", "KH 5D 7S", "2H 4C 8D"),
        ("10h 5d 7s | 2h 4c 8d", "TH 5D 7S", "2H 4C 8D"),
        ("K♥5♦7♠ / 2♥4♣8♦", "KH 5D 7S", "2H 4C 8D"),
    ],
)
def test_cards_are_read_close_or_spaced(text: str, player: str, banker: str) -> None:
    assert parse_hand(text) == (tuple(parse_cards(player.split())), tuple(parse_cards(banker.split())))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("KH 5D 9S 2C", "then '/'"),
        ("XH 5D / 9S 2C", "'X' is not a rank"),
        ("KH 5 / 9S 2C", "give each card a suit"),
        ("KH / 9S 2C", "Player holds 2 or 3 cards, not 1"),
        ("KH 5D / 9S 2C", "Player draws a third card"),
        ("KH 9D 2C / 9S 2C", "Player stands on these cards"),
        ("KH 5D 3H / 9S 7C 2H", "Banker stands on these cards"),
    ],
)
def test_cards_that_are_no_hand_are_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(CardEntryError, match=words):
        player, banker = parse_hand(text)
        hand_from_cards(player, banker)


def test_a_hand_s_result_pairs_and_natural_come_from_its_cards() -> None:
    hand = hand_from_cards(*parse_hand(BANKER_PAIR))
    assert (hand.outcome, hand.player_pair, hand.banker_pair, hand.natural) == (
        Outcome.PLAYER,
        False,
        True,
        False,
    )
    assert hand_from_cards(*parse_hand(NATURAL_9)).natural is True
    assert hand_from_cards(*parse_hand(BANKER_DRAWS)).outcome is Outcome.BANKER


# -- logging, stored at once -----------------------------------------------------------------------------
def test_every_hand_logged_is_stored_at_once_and_the_roads_follow(
    history: History, model: CompanionModel
) -> None:
    results = "BBPTPBBBPPT"
    model.toggle_mark(Mark.BANKER_PAIR)
    for letter in results:
        assert model.log(Outcome.from_letter(letter))
        assert [h.outcome for h in stored(history, model)] == [h.outcome for h in model.hands]
    assert "".join(h.outcome.letter for h in model.hands) == results
    assert model.hands[0].banker_pair is True and model.hands[1].banker_pair is False  # marks: one hand
    assert model.hands[1].natural is False  # noted: a hand without the mark had none
    expected = RoadBuilder([RoadEntry(Outcome.from_letter(c)) for c in results]).roads()
    roads = model.scoreboard.roads
    assert [c.outcome for c in roads.bead_plate] == [c.outcome for c in expected.bead_plate]
    assert [(c.column, c.row, c.outcome) for c in roads.big_road] == [
        (c.column, c.row, c.outcome) for c in expected.big_road
    ]
    assert roads.stats.banker == results.count("B") and roads.stats.tie == results.count("T")


def test_marks_not_watched_are_stored_as_unknown(history: History, model: CompanionModel) -> None:
    model.set_noting_marks(False)
    model.log(Outcome.PLAYER)
    assert stored(history, model)[0].player_pair is None and stored(history, model)[0].natural is None


def test_undo_and_correct_are_new_rows_never_changes(history: History, model: CompanionModel) -> None:
    for outcome in (Outcome.BANKER, Outcome.PLAYER, Outcome.PLAYER):
        model.log(outcome)
    assert model.undo()
    assert [h.outcome for h in model.hands] == [Outcome.BANKER, Outcome.PLAYER]
    assert model.begin_correction(0)
    assert model.log_cards(NATURAL_9)  # hand 1 was a Banker: it was really this Player natural
    assert model.correcting is None
    assert [h.outcome for h in model.hands] == [Outcome.PLAYER, Outcome.PLAYER]
    assert model.hands[0].natural is True and model.hands[0].player_cards == tuple(parse_cards(["4S", "5D"]))
    assert stored(history, model) == list(model.hands)
    rows = history_rows(history, "SELECT action, outcome FROM tracked_hands ORDER BY id")
    assert [(r["action"], r["outcome"]) for r in rows] == [
        ("add", "banker"),
        ("add", "player"),
        ("add", "player"),
        ("undo", None),
        ("correct", "player"),
    ]
    assert [c.outcome for c in model.scoreboard.roads.bead_plate] == [Outcome.PLAYER, Outcome.PLAYER]


def test_more_of_a_card_than_the_decks_hold_is_refused(history: History) -> None:
    model = CompanionModel(history)
    model.start_sitting("", "", 1)
    said = refusals(model)
    assert model.log_cards("4S 5D / 2H 3C")
    assert not model.log_cards("4S 5D / 2H 3C")
    assert said == ["4♠ is entered more often than a 1-deck shoe holds it"]
    assert len(model.hands) == 1 and len(stored(history, model)) == 1
    model.close()


def test_nothing_is_logged_once_the_shoe_has_ended(history: History, model: CompanionModel) -> None:
    said = refusals(model)
    model.log(Outcome.BANKER)
    assert model.end_shoe()
    assert not model.log(Outcome.PLAYER)
    assert said and "Start a shoe" in said[0]
    assert model.next_shoe()
    assert model.shoe_no == 2 and model.hands == () and model.scoreboard.roads.stats.hands == 0
    assert model.log(Outcome.PLAYER)
    assert [s.shoe_no for s in tracked.shoes(history, model.sitting.id if model.sitting else -1)] == [1, 2]


def test_a_reopened_program_finds_the_shoe_as_it_was_logged(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with History.open(path) as first:
        model = CompanionModel(first)
        model.start_sitting("Venetian", "B12", 6)
        for outcome in (Outcome.TIE, Outcome.BANKER, Outcome.BANKER):
            model.log(outcome)
        model.undo()
        model.close()
    with History.open(path) as again:
        model = CompanionModel(again)
        assert model.resume()
        assert model.sitting is not None and (model.sitting.venue, model.sitting.decks) == ("Venetian", 6)
        assert [h.outcome for h in model.hands] == [Outcome.TIE, Outcome.BANKER]
        assert model.shoe_open and model.shoe_no == 1
        assert [c.outcome for c in model.scoreboard.roads.bead_plate] == [Outcome.TIE, Outcome.BANKER]
        model.close()


# -- the odds ----------------------------------------------------------------------------------------------
def test_with_cards_the_odds_are_exact_for_the_cards_left(model: CompanionModel) -> None:
    assert model.odds is None and "Enter the hands' cards" in model.odds_message
    model.log_cards(BANKER_DRAWS)
    model.log(Outcome.TIE)  # no cards: they count as unseen
    assert model.wait()
    seen = parse_cards(["KS", "5D", "7S", "2H", "4C", "8D"])
    reference = shoe_prices(exact_odds(unseen_cards(8, seen)), TableRules())
    view = model.odds
    assert view is not None
    assert (view.banker, view.player, view.tie) == (reference.banker, reference.player, reference.tie)
    assert view.cards_left == 8 * 52 - 6
    assert "1 hand logged without cards" in model.odds_message
    assert model.counts_text == "6 cards entered, in 1 of 2 hands"


def test_at_the_table_there_are_no_odds_and_no_counts(model: CompanionModel) -> None:
    model.log_cards(BANKER_DRAWS)
    assert model.wait() and model.odds is not None
    model.set_at_table(True)
    assert model.odds is None and model.odds_message == ""
    assert not model.odds_pending  # nor worked out behind the screen
    model.log(Outcome.BANKER)
    assert model.wait() and model.odds is None
    model.set_at_table(False)
    assert model.wait() and model.odds is not None


CHILD = """
import sys
from PySide6.QtCore import QCoreApplication
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels.companion import CompanionModel

app = QCoreApplication([])
model = CompanionModel(History.open(sys.argv[1]))
model.start_sitting("Venetian", "B12", 8)
n = 0
while True:  # a person keying as fast as can be: the parent kills it between two keys
    n += 1
    model.log((Outcome.BANKER, Outcome.PLAYER, Outcome.TIE)[n % 3])
    if n % 11 == 0:
        model.undo()
    if n % 70 == 0:
        model.next_shoe()
    print(len(model.hands), model.shoe_no, flush=True)
"""


def test_a_kill_mid_shoe_keeps_every_hand_the_companion_said_it_logged(tmp_path: Path) -> None:
    """Every hand is written before the model shows it: killed (-9) between two keys, the program
    reopened finds at least every hand the page had shown, in the same shoe."""
    path = tmp_path / "history.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    shown: list[tuple[int, int]] = []
    try:
        assert proc.stdout is not None
        while len(shown) < 100:
            line = proc.stdout.readline()
            assert line, proc.stderr.read() if proc.stderr else "the child stopped"
            hands, shoe = line.split()
            shown.append((int(hands), int(shoe)))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
    hands, shoe = shown[-1]
    with History.open(path) as history:
        model = CompanionModel(history)
        assert model.resume()
        assert model.shoe_no >= shoe
        if model.shoe_no == shoe:
            assert len(model.hands) >= hands  # a hand or two more: written, killed before it was shown
        assert [c.outcome for c in model.scoreboard.roads.bead_plate] == [h.outcome for h in model.hands]
        model.close()
