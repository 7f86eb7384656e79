"""Sitting down at a floor table joins its shoe as it stands (storage/floor.py ``FloorSeat``,
storage/recorder.py ``RecordedTable.join``): the player's hands go into his own session with the
house shoe's id and its next hand numbers; the floor leaves the table to him; the house brings the
next shoe when his ends; he leaves and the house deals on from the card he stopped at; a restart or
a kill -9 mid-hand resumes the same cards at the same table; verify passes on it all."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.floor import builtin_tables
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.browser_reads import HandFilter
from baccarat_desktop.storage.floor import FloorSeat, HistoryFloorStore, house_session_ids
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from baccarat_desktop.viewmodels.floor import Floor

from .support import query
from .test_floor import FakeClock, deal_for, open_floor

CLASSIC = builtin_tables()[0]


def seat_at(floor: Floor, key: str = "classic") -> FloorSeat:
    store = floor.store
    assert isinstance(store, HistoryFloorStore)
    floor.seat(key)
    return FloorSeat(store, floor.table(key), seeds=DerivedSeeds(77))


def house_shoe_of(path: Path, key: str) -> dict[str, object]:
    (row,) = query(
        path,
        "SELECT s.id, s.shoe_no, s.ended_at FROM shoes s JOIN sessions ss ON ss.id = s.session_id "
        "WHERE ss.table_key = ? ORDER BY s.id DESC LIMIT 1",
        [key],
    )
    return dict(row)


def test_sitting_down_deals_on_in_the_house_shoe_and_the_house_deals_on_after_he_leaves(
    tmp_path: Path,
) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=20)
        table = RecordedTable.open(history, rules=CLASSIC.rules)
        table.play({BetSpot.BANKER: 500})  # a hand of his own shoe first
        own_shoe = table.shoe_id
        house = house_shoe_of(path, "classic")
        table.join(seat_at(floor))
        assert table.seat_key == "classic" and table.shoe_id == house["id"]
        assert table.session.hand_no == 20 and table.session.shoe_no == house["shoe_no"]
        assert query(path, "SELECT end_reason FROM shoes WHERE id = ?", [own_shoe])[0]["end_reason"]
        # The cards he is dealt are the house shoe's next: what the house would have dealt.
        alone = Floor(
            [CLASSIC], HistoryFloorStore(history), clock=clock, timer=False, seeds=lambda _t: DerivedSeeds(1)
        )
        expected = alone._tables["classic"].session.deal({}).coup
        mine = table.play({BetSpot.PLAYER: 500})
        assert (mine.coup.player, mine.coup.banker) == (expected.player, expected.banker)
        for _ in range(4):
            table.play({BetSpot.PLAYER: 500})
        deal_for(floor, clock, 600)
        assert floor.state("classic").hands == 20  # the floor leaves his table alone
        floor.show_seated()
        assert floor.state("classic").hands == 25  # his hands are on its card
        stored = query(
            path, "SELECT session_id, hand_no FROM hands WHERE shoe_id = ? ORDER BY hand_no", [house["id"]]
        )
        assert [r["hand_no"] for r in stored] == list(range(1, 26))
        assert {r["session_id"] for r in stored[20:]} == {table.session_id}
        # He leaves: his own shoe comes; the house deals on from the card he stopped at.
        start = table.leave()
        assert start is not None and table.seat_key is None and table.shoe_id != house["id"]
        assert query(path, "SELECT session_id FROM shoes WHERE id = ?", [table.shoe_id])[0]["session_id"] == (
            table.session_id
        )
        assert house_shoe_of(path, "classic")["ended_at"] is None  # his leaving did not end it
        floor.seat(None)
        clock.now = floor.next_due() or clock.now
        deal_for(floor, clock, 200)
        assert floor.state("classic").hands > 25
        after = query(path, "SELECT session_id FROM hands WHERE shoe_id = ? AND hand_no = 26", [house["id"]])
        assert after[0]["session_id"] == house_session_ids(history)["classic"]
        table.play({BetSpot.PLAYER: 500})
        assert verify_history(history).ok, verify_history(history).problems
        # His hands are his own: the browser's default counts them and no house hand.
        assert history.hand_count(HandFilter()) == 7


def test_the_house_brings_the_next_shoe_when_his_ends(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=40)
        table = RecordedTable.open(history, rules=CLASSIC.rules, bankroll_cents=10_000_000)
        table.join(seat_at(floor))
        first = table.shoe_id
        while table.shoe_id == first:
            table.play({BetSpot.BANKER: 500})
        assert (
            query(path, "SELECT end_reason FROM shoes WHERE id = ?", [first])[0]["end_reason"] == "cut_card"
        )
        new = house_shoe_of(path, "classic")
        assert table.shoe_id == new["id"] and table.seat_key == "classic"
        (owner,) = query(path, "SELECT session_id FROM shoes WHERE id = ?", [new["id"]])
        assert owner["session_id"] == house_session_ids(history)["classic"]  # the house's shoe, not his
        assert table.session.hand_no == 1
        floor.show_seated()
        assert floor.state("classic").shoe_no == new["shoe_no"] and floor.state("classic").hands == 1
        assert verify_history(history).ok, verify_history(history).problems


def test_a_restart_while_seated_deals_on_in_the_same_house_shoe(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=10)
        table = RecordedTable.open(history, rules=CLASSIC.rules)
        table.join(seat_at(floor))
        table.play({BetSpot.PLAYER: 500})
        shoe_id, hands = table.shoe_id, table.session.hand_no
        pending = table.begin_hand({BetSpot.BANKER: 1_000})  # never committed: the program stops here
    with History.open(path) as history:
        again = RecordedTable.open(history)
        assert again.seat_key == "classic" and again.shoe_id == shoe_id
        recovered = again.recovered
        assert recovered is not None and recovered.coup == pending.coup  # the same cards
        again.commit_hand()
        assert again.session.hand_no == hands + 1
        floor = open_floor(history, clock, warm=0)
        assert floor.state("classic").hands == hands + 1  # the floor reads his hands on its card
    with History.open(path) as history:
        assert RecordedTable.open(history).seat_key == "classic"
        assert verify_history(history).ok, verify_history(history).problems


def test_a_new_session_leaves_the_house_shoe_open_and_sits_nowhere(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=10)
        table = RecordedTable.open(history, rules=CLASSIC.rules)
        table.join(seat_at(floor))
        table.play({BetSpot.PLAYER: 500})
        house = house_shoe_of(path, "classic")
        fresh = RecordedTable.open(history, rules=CLASSIC.rules, new_session=True)
        assert fresh.seat_key is None and fresh.session_id != table.session_id
        assert house_shoe_of(path, "classic")["ended_at"] is None and house["ended_at"] is None
        assert verify_history(history).ok, verify_history(history).problems


def test_a_table_with_other_rules_or_a_stacked_session_does_not_join(tmp_path: Path) -> None:
    clock = FakeClock()
    with History.open(tmp_path / "h.sqlite3") as history:
        floor = open_floor(history, clock, warm=10)
        other = RecordedTable.open(history, rules=TableRules(decks=6))
        with pytest.raises(ValueError, match="rules"):
            other.join(seat_at(floor))
        assert other.seat_key is None


KILL_SEATED = """
import json, os, signal, sys
from pathlib import Path
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.floor import builtin_tables
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.floor import FloorSeat, HistoryFloorStore
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.viewmodels.floor import Floor

history = History.open(Path(sys.argv[1]))
store = HistoryFloorStore(history)
floor = Floor(builtin_tables(), store, clock=lambda: 1000.0, timer=False,
              seeds=lambda t: DerivedSeeds(sum(t.key.encode())), warm_up=lambda t: 12)
table = RecordedTable.open(history, rules=floor.table("ez").rules)
floor.seat("ez")
table.join(FloorSeat(store, floor.table("ez")))
table.play({BetSpot.PLAYER: 500})
hand = table.begin_hand({BetSpot.BANKER: 2_500})
cards = [[c.code for c in hand.coup.player], [c.code for c in hand.coup.banker]]
print(json.dumps([table.shoe_id, *cards]), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_kill_mid_hand_while_seated_resumes_the_same_cards_at_the_same_table(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    crashed = subprocess.run(
        [sys.executable, "-c", KILL_SEATED, str(path)], capture_output=True, text=True, timeout=60
    )
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    shoe_id, player, banker = json.loads(crashed.stdout)
    with History.open(path) as history:
        table = RecordedTable.open(history)
        assert table.seat_key == "ez" and table.shoe_id == shoe_id
        recovered = table.recovered
        assert recovered is not None and dict(recovered.bets) == {BetSpot.BANKER: 2_500}
        assert [c.code for c in recovered.coup.player] == player
        assert [c.code for c in recovered.coup.banker] == banker
        table.commit_hand()
        assert query(path, "SELECT count(*) AS n FROM pending_hands")[0]["n"] == 0
        (row,) = query(path, "SELECT hand_no FROM hands WHERE id = (SELECT max(id) FROM hands)")
        assert row["hand_no"] == 14  # the house's 12, his first, this one
        assert verify_history(history).ok, verify_history(history).problems


def test_the_controller_sits_down_refuses_mid_hand_and_stands_up_to_its_own_shoe(
    tmp_path: Path, qtbot: object
) -> None:
    from baccarat_desktop.viewmodels.settings import GameSettings
    from baccarat_desktop.viewmodels.table_controller import Phase, TableController

    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=15)
        controller = TableController(RecordedTable.open(history, rules=CLASSIC.rules), GameSettings())
        controller.start()
        controller.seated.connect(lambda key: floor.seat(key))
        heard: list[object] = []
        controller.seated.connect(heard.append)
        controller.shoe_started.connect(heard.append)
        refused: list[str] = []
        controller.bet_refused.connect(lambda _spot, text: refused.append(text))
        controller.place_chip(BetSpot.PLAYER)
        controller.deal()  # mid-hand: no changing tables
        assert controller.phase is Phase.DEALING
        assert not controller.sit_at(seat_at(floor)) and controller.seat_key is None
        assert refused == ["Finish the hand being dealt before changing tables"]
        controller.finish_hand()
        assert controller.sit_at(seat_at(floor)) and heard == ["classic"]
        assert controller.hands_in_shoe == 15 and controller.seat_key == "classic"
        controller.place_chip(BetSpot.BANKER)
        controller.deal()
        controller.finish_hand()
        assert controller.hands_in_shoe == 16
        assert controller.leave_seat() and heard[1] is None and floor.seated is None
        start = heard[2]
        assert start.shoe_no == 2 and controller.seat_key is None  # his own second shoe
        assert controller.hands_in_shoe == 0
        assert not controller.leave_seat()  # he sits nowhere now
        assert verify_history(history).ok, verify_history(history).problems


def test_moving_to_another_table_with_the_same_rules_keeps_the_session_and_leaves_the_first_shoe_open(
    tmp_path: Path,
) -> None:
    from baccarat_desktop.engine.floor import custom_table

    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=10)
        floor.add_table(custom_table(1, CLASSIC.rules, name="Twin"))
        table = RecordedTable.open(history, rules=CLASSIC.rules)
        table.join(seat_at(floor, "classic"))
        table.play({BetSpot.PLAYER: 500})
        classic = house_shoe_of(path, "classic")
        table.join(seat_at(floor, "custom-1"))  # the floor puts Classic back: the house deals on there
        twin = house_shoe_of(path, "custom-1")
        assert table.seat_key == "custom-1" and table.shoe_id == twin["id"] and floor.seated == "custom-1"
        assert house_shoe_of(path, "classic")["ended_at"] is None and classic["id"] != twin["id"]
        assert floor.state("classic").hands == 11  # the house's 10 and his one
        table.play({BetSpot.PLAYER: 500})
        deal_for(floor, clock, 600)
        assert floor.state("classic").hands > 11 and floor.state("custom-1").hands == 10
        floor.show_seated()
        assert floor.state("custom-1").hands == 11
        assert {r["n"] for r in query(path, "SELECT count(*) AS n FROM sessions WHERE kind = 'player'")} == {
            1
        }
        assert verify_history(history).ok, verify_history(history).problems


def test_a_stopped_floor_reads_nothing_more_for_his_table(tmp_path: Path, qtbot: object) -> None:
    """The window closing mid-deal settles the hand after the floor stopped: the floor, whose history
    is closing, reads nothing more."""
    clock = FakeClock()
    with History.open(tmp_path / "h.sqlite3") as history:
        floor = open_floor(history, clock, warm=10)
        seat_at(floor)
        changed: list[str] = []
        floor.table_changed.connect(changed.append)
        floor.show_seated()
        assert changed == ["classic"]
        floor.stop()
        history.close()
        floor.show_seated()  # would read the closed history
        assert changed == ["classic"]


def test_sitting_at_a_table_between_shoes_gets_the_next_shoe_the_house_brings(tmp_path: Path) -> None:
    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=500)  # dealt to its shoe's last hand: shuffling
        assert floor.state("classic").shuffling
        table = RecordedTable.open(history, rules=CLASSIC.rules)
        table.join(seat_at(floor))
        new = house_shoe_of(path, "classic")
        assert new["shoe_no"] == 2 and table.shoe_id == new["id"] and table.session.hand_no == 0
        floor.show_seated()
        state = floor.state("classic")
        assert not state.shuffling and state.shoe_no == 2 and state.hands == 0
        table.play({BetSpot.BANKER: 500})
        assert verify_history(history).ok, verify_history(history).problems


def test_a_seat_where_he_has_played_no_hand_yet_is_kept_over_a_restart(tmp_path: Path) -> None:
    """Each sitting down is a row of ``floor_seats``: a restart sits him at the table he sat at last
    even before his first hand there (his own shoe played before, or another table's hands), and not
    once he has stood up (his own shoe is open) or played on elsewhere since."""
    from baccarat_desktop.engine.floor import custom_table

    path, clock = tmp_path / "h.sqlite3", FakeClock()
    with History.open(path) as history:
        floor = open_floor(history, clock, warm=10)
        floor.add_table(custom_table(1, CLASSIC.rules, name="Twin"))
        table = RecordedTable.open(history, rules=CLASSIC.rules)
        table.play({BetSpot.PLAYER: 500})  # a hand in his own shoe
        table.join(seat_at(floor, "classic"))
        shoe_id = table.shoe_id
    with History.open(path) as history:
        again = RecordedTable.open(history)
        assert again.seat_key == "classic" and again.shoe_id == shoe_id and again.session.hand_no == 10
        again.play({BetSpot.BANKER: 500})  # his first hand there
        floor = open_floor(history, clock, warm=0)
        floor.seat("classic")
        again.join(seat_at(floor, "custom-1"))  # on to the twin table, no hand there yet
        twin = again.shoe_id
    with History.open(path) as history:
        third = RecordedTable.open(history)
        assert third.seat_key == "custom-1" and third.shoe_id == twin  # not Classic, his latest hand's
        assert third.leave() is not None  # stands up: his own shoe
        own = third.shoe_id
    with History.open(path) as history:
        fourth = RecordedTable.open(history)
        assert fourth.seat_key is None and fourth.shoe_id == own
        assert [r["table_key"] for r in query(path, "SELECT table_key FROM floor_seats ORDER BY id")] == [
            "classic",
            "custom-1",
        ]
        assert verify_history(history).ok, verify_history(history).problems
