"""A stored hand replayed on the felt, as a mode of its own: a banner, no betting, the replayed
shoe's roads up to that hand and its commitment in the status bar; nothing is stored. Leaving it
puts the live table back exactly as it was."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtWidgets import QDockWidget, QWidget

from ...engine.i18n import _t
from ...engine.money import chips_for
from ...viewmodels.scoreboard import ScoreboardModel
from ...viewmodels.shoe_view import ShoeView
from ...viewmodels.table_controller import TableController
from ..felt.scene import FeltScene
from .actions import SCOREBOARD_TEXT, Act, WindowActions


@dataclass(frozen=True)
class ReplayState:
    """A replay on the felt: its banner title, its shoe, and whether that shoe's seed is out."""

    title: str
    shoe: ShoeView
    revealed: bool = False

    @property
    def status(self) -> str:
        return _t("Window", "{title} · {dealt} of {total} cards dealt · Esc: back to the table").format(
            title=self.title, dealt=self.shoe.dealt, total=self.shoe.total
        )


class ReplayHost(Protocol):
    """What a replay uses of the window: the felt, the roads, the odds panel, the actions."""

    @property
    def controller(self) -> TableController: ...
    @property
    def scene(self) -> FeltScene: ...
    @property
    def view(self) -> QWidget: ...
    @property
    def scoreboard_model(self) -> ScoreboardModel: ...
    @property
    def scoreboard_dock(self) -> QDockWidget: ...
    @property
    def odds_panel(self) -> QWidget: ...
    @property
    def acts(self) -> WindowActions: ...

    def show_table(self) -> None: ...

    def replay_shown(self, state: ReplayState | None) -> None:
        """The replay began (its state) or ended (None): for what shows the shoe."""
        ...


class ReplayMode:
    """The window's replay: begun from the hand history, ended by Esc or the banner's button."""

    def __init__(self, window: ReplayHost) -> None:
        self.window = window
        self.state: ReplayState | None = None
        self._live_roads: tuple[Any, ...] = ()

    def begin(self, hand: Any) -> None:
        """Show a stored hand (the browser's HandDetail). Refused, with the reason on the felt, while
        a live hand is being dealt."""
        w = self.window
        c = w.controller
        w.show_table()
        refusal = c.replay_refusal()
        if refusal is not None:
            w.scene.show_refusal(None, refusal)
            return
        replay = c.replay_view(hand.shoe_id, hand.hand_no, hand.coup.cards_used)
        if replay is None:
            return  # the controller has reported why (storage_failed)
        shoe = replay.shoe
        title = _t("Window", "Replay · session {session}, shoe {shoe}, hand {hand}").format(
            session=hand.session_id, shoe=hand.shoe_no, hand=hand.hand_no
        )
        if self.state is None:
            self._live_roads = w.scoreboard_model.entries
        c.begin_replay()
        self.state = ReplayState(title, shoe, revealed=replay.revealed)
        w.scoreboard_model.load_shoe_until(c.history, hand.shoe_id, hand.hand_no)
        w.scoreboard_dock.setWindowTitle(
            _t("Window", "Scoreboard · replay, shoe {shoe} to hand {hand}").format(
                shoe=hand.shoe_no, hand=hand.hand_no
            )
        )
        w.acts[Act.SCOREBOARD].setText(_t("Window", SCOREBOARD_TEXT))  # the toggle keeps its own words
        w.odds_panel.setEnabled(False)  # the live shoe's prices do not belong to a replayed hand
        stacks = {spot: chips_for(amount) for spot, amount in hand.stakes.items()}
        net = hand.net_cents if hand.bets else None
        w.scene.begin_replay(hand.coup, title, stacks, shoe, net, hand.lit)  # (a multiplier hand: lit cards)
        w.replay_shown(self.state)

    def end(self) -> None:
        """Back to the live table: felt, roads, counters, commitment, betting."""
        if self.state is None:
            return
        w = self.window
        self.state = None
        w.scene.end_replay()
        w.scoreboard_model.set_entries(self._live_roads)
        w.scoreboard_dock.setWindowTitle(_t("Window", "Scoreboard"))
        w.acts[Act.SCOREBOARD].setText(_t("Window", SCOREBOARD_TEXT))
        w.odds_panel.setEnabled(True)
        w.controller.end_replay()
        w.replay_shown(None)
        w.view.setFocus()
