"""A Speed table's betting window without a window: driven by a fake clock and ``tick``, its deal
asked for through ``ran_out`` (the window's Deal in the game; here the controller's deal and the
felt's ``finish_hand``), held by a ``hold`` answer the test sets."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.session import HandResult
from baccarat_desktop.viewmodels.betting_timer import (
    IDLE_HANDS,
    RESUME_LEAST_SECONDS,
    SPEED_BETTING_SECONDS,
    WARN_SECONDS,
    BettingTimer,
)
from baccarat_desktop.viewmodels.settings import GameSettings, load_settings, save_settings, settings_store
from baccarat_desktop.viewmodels.table_controller import Phase, TableController

from .test_table_controller import PLAYER_NATURAL_9, Made, bet, stacked


class Clock:
    """Monotonic seconds that move only when the test says."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


class Speed:
    """A controller with a betting timer on it: the hands it dealt, what it said, the hold."""

    def __init__(self, controller: TableController, *, finish: bool = True) -> None:
        self.controller = controller
        self.clock = Clock()
        self.why: str | None = None  # the hold's answer: None, the player sees the table
        self.timer = BettingTimer(controller, lambda: self.why, clock=self.clock)
        self.dealt: list[HandResult] = []
        self.opened: list[int] = []
        self.warned: list[int] = []
        self.refused = 0
        self.finish = finish
        controller.hand_dealt.connect(self.dealt.append)
        self.timer.ran_out.connect(self.deal)
        self.timer.opened.connect(self.opened.append)
        self.timer.warned.connect(self.warned.append)
        self.timer.refused.connect(self.refusal)
        self.timer.set_enabled(True)

    def deal(self) -> None:
        """What the window does when the time is up: the Deal key's deal, then the felt's end."""
        if self.controller.deal() is not None and self.finish:
            self.controller.finish_hand()

    def refusal(self) -> None:
        self.refused += 1

    def wait(self, seconds: float, steps: int = 4) -> None:
        """Let ``seconds`` pass, read by the timer at ``steps`` beats."""
        for _ in range(steps):
            self.clock.now += seconds / steps
            self.timer.tick()


@pytest.fixture
def made(qtbot: Any, tmp_path: Path) -> Iterator[Made]:
    m = Made(tmp_path / "history.sqlite3")
    yield m
    m.close()


def speed_table(made: Made, *, finish: bool = True, coups: int = 30, **settings: Any) -> Speed:
    c = made.controller(
        GameSettings(speed=True, **settings), shoe_factory=stacked(*[PLAYER_NATURAL_9] * coups)
    )
    return Speed(c, finish=finish)


def test_the_window_deals_exactly_once_when_it_runs_out(made: Made) -> None:
    s = speed_table(made, finish=False)  # the hand stays on the felt: no new window opens
    bet(s.controller, BetSpot.PLAYER, 2_500)
    s.wait(SPEED_BETTING_SECONDS - 0.1)
    assert s.dealt == [] and s.timer.seconds_left == 1
    s.wait(0.1, steps=1)
    assert len(s.dealt) == 1 and dict(s.dealt[0].bets) == {BetSpot.PLAYER: 2_500}  # the chips as placed
    assert s.controller.phase is Phase.DEALING and not s.timer.counting
    s.wait(60)
    assert len(s.dealt) == 1


def test_each_hand_settled_opens_a_new_window(made: Made) -> None:
    s = speed_table(made)
    s.wait(SPEED_BETTING_SECONDS)
    assert len(s.dealt) == 1 and s.controller.phase is Phase.BETTING
    assert s.timer.seconds_left == SPEED_BETTING_SECONDS  # a fresh window, from the settled hand
    s.wait(SPEED_BETTING_SECONDS - 0.5)
    assert len(s.dealt) == 1
    s.wait(0.5, steps=1)
    assert len(s.dealt) == 2
    assert s.opened == [SPEED_BETTING_SECONDS] * 3  # one each, said when it began counting


def test_the_count_stands_while_held_and_goes_on_after(made: Made) -> None:
    s = speed_table(made)
    s.wait(4)
    s.why = "inactive"  # the window lost the focus
    s.timer.tick()  # (the window reads the count at once when that happens)
    assert s.timer.paused and s.timer.seconds_left == SPEED_BETTING_SECONDS - 4
    s.wait(600)
    assert s.dealt == [] and s.timer.seconds_left == SPEED_BETTING_SECONDS - 4
    s.why = None
    s.timer.tick()  # (as it does when the window is active again)
    s.wait(SPEED_BETTING_SECONDS - 4 - 0.1)
    assert s.dealt == [] and not s.timer.paused
    s.wait(0.1, steps=1)
    assert len(s.dealt) == 1


def test_a_window_that_stood_near_its_end_leaves_time_to_see_the_bets(made: Made) -> None:
    s = speed_table(made)
    s.wait(SPEED_BETTING_SECONDS - 0.5)
    s.why = "dialog"
    s.timer.tick()
    s.wait(30)
    s.why = None
    s.timer.tick()
    assert s.timer.seconds_left == RESUME_LEAST_SECONDS
    s.wait(RESUME_LEAST_SECONDS - 0.1)
    assert s.dealt == []
    s.wait(0.1, steps=1)
    assert len(s.dealt) == 1


def test_nothing_is_dealt_while_held_even_when_the_time_is_up(made: Made) -> None:
    """Held at the very moment the time runs out (a chip still moving onto the felt): no deal."""
    s = speed_table(made)
    s.wait(SPEED_BETTING_SECONDS - 1)
    s.why = "moving"
    s.wait(5)
    assert s.dealt == []
    s.why = None
    s.timer.tick()
    s.wait(RESUME_LEAST_SECONDS)
    assert len(s.dealt) == 1


def test_a_deal_before_the_end_deals_once(made: Made) -> None:
    s = speed_table(made)
    s.wait(5)
    bet(s.controller, BetSpot.BANKER, 2_500)
    assert s.controller.deal() is not None  # the Deal key, seven seconds early
    s.controller.finish_hand()
    s.wait(SPEED_BETTING_SECONDS - 5)  # the old window's end: nothing happens there
    assert len(s.dealt) == 1
    s.wait(5, steps=1)  # the new window's end
    assert len(s.dealt) == 2 and s.dealt[1].bets == ()


def test_a_replay_holds_the_count(made: Made) -> None:
    s = speed_table(made)
    s.wait(5)
    assert s.controller.begin_replay()
    s.wait(120)
    assert s.dealt == [] and not s.timer.counting
    s.controller.end_replay()
    assert s.timer.seconds_left == SPEED_BETTING_SECONDS - 5  # it goes on where it stood
    s.wait(SPEED_BETTING_SECONDS - 5)
    assert len(s.dealt) == 1


def test_five_seconds_left_is_said_once(made: Made) -> None:
    s = speed_table(made, finish=False)
    s.wait(SPEED_BETTING_SECONDS, steps=48)
    assert s.warned == [WARN_SECONDS]
    assert s.opened == [SPEED_BETTING_SECONDS]


def test_a_deal_the_table_refuses_opens_a_new_window(made: Made) -> None:
    s = speed_table(made)
    bet(s.controller, BetSpot.PLAYER, 100)  # under the $5 minimum: placed, the deal refuses it
    s.wait(SPEED_BETTING_SECONDS)
    assert s.dealt == [] and s.refused == 1
    assert s.controller.phase is Phase.BETTING and s.timer.seconds_left == SPEED_BETTING_SECONDS
    assert s.controller.bets == {BetSpot.PLAYER: 100}  # never dealt as anything else


def test_hands_nobody_bet_on_are_dealt_then_the_table_waits(made: Made) -> None:
    s = speed_table(made)
    waiting: list[bool] = []
    s.timer.sat_out.connect(waiting.append)
    for _ in range(IDLE_HANDS):
        s.wait(SPEED_BETTING_SECONDS)
    assert len(s.dealt) == IDLE_HANDS and all(not hand.bets for hand in s.dealt)  # as a live table deals
    assert s.timer.waiting_for_player and not s.timer.counting and waiting == [True]
    s.wait(600)
    assert len(s.dealt) == IDLE_HANDS
    bet(s.controller, BetSpot.BANKER, 2_500)  # a chip: the table deals on
    assert s.timer.counting and waiting == [True, False]
    s.wait(SPEED_BETTING_SECONDS)
    assert len(s.dealt) == IDLE_HANDS + 1 and dict(s.dealt[-1].bets) == {BetSpot.BANKER: 2_500}


def test_a_table_past_its_loss_limit_does_not_deal_by_itself(made: Made) -> None:
    s = speed_table(made, coups=4, loss_limit_cents=2_500)
    bet(s.controller, BetSpot.BANKER, 2_500)  # Banker loses the stacked coup: the limit is reached
    s.wait(SPEED_BETTING_SECONDS)
    assert len(s.dealt) == 1 and s.controller.table.session.loss_limit_reached
    s.wait(600)
    assert len(s.dealt) == 1 and s.timer.sitting_out and not s.timer.counting


def test_off_it_never_deals(made: Made) -> None:
    s = speed_table(made)
    s.timer.set_enabled(False)
    s.wait(600)
    assert s.dealt == [] and not s.timer.counting
    s.timer.set_enabled(True)
    assert s.timer.seconds_left == SPEED_BETTING_SECONDS


def test_the_speed_setting_is_stored_with_the_others(qapp: Any, tmp_path: Path) -> None:
    assert GameSettings().speed is False  # a table deals when the player says, unless asked
    chosen = GameSettings(speed=True, decks=6)
    save_settings(settings_store(tmp_path), chosen)
    assert load_settings(settings_store(tmp_path)) == chosen
    store = settings_store(tmp_path)
    store.setValue("game/speed", "perhaps")  # edited by hand: that value alone falls back
    store.sync()
    assert load_settings(settings_store(tmp_path)) == GameSettings(decks=6)
