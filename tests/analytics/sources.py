"""A history holding hands of all three sources (issues 30 and 31): the player's own with bets, the
floor's tables' (dealt without him) and a tracked shoe (results only, one corrected, one taken back)."""

from __future__ import annotations

from pathlib import Path

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.storage import tracked
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.tracked import TrackedHand
from tests.storage.test_floor import FakeClock, open_floor

PLAYER_HANDS = 12
TRACKED_DECKS = 6
LOGGED = "BBBPPTBPBBPPPPTB"  # as logged at the table; then hand 4 corrected to Tie, the last taken back
TRACKED_STANDING = "BBBTPTBPBBPPPPT"


def three_sources(path: Path) -> Path:
    """The file: 12 hands of the player's with 5.00 on Banker each, 10 hands of every floor table
    (seeded), and a tracked 6-deck shoe standing as ``TRACKED_STANDING``."""
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=5)
        for _ in range(PLAYER_HANDS // 2):
            table.play({BetSpot.BANKER: 500})
        open_floor(history, FakeClock(), warm=10)
        for _ in range(PLAYER_HANDS // 2):
            table.play({BetSpot.BANKER: 500})  # the player's on both sides of the floor's
        sitting = tracked.start_sitting(history, "Wynn", "Salon 8", TRACKED_DECKS)
        shoe = tracked.open_shoe(history, sitting)
        assert shoe is not None
        for letter in LOGGED:
            tracked.add_hand(history, shoe.id, TrackedHand(Outcome.from_letter(letter)))
        tracked.correct_hand(history, shoe.id, 4, TrackedHand(Outcome.TIE))
        tracked.undo_hand(history, shoe.id)
    return path
