"""What the felt shows of the table's state, each piece kept by its own slot connected to the
controller facts that change it: the plaque's money, the shoe on the felt, the closed spots, the
chip rack's refusals and the dealer buttons."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.money import CHIP_VALUES_CENTS
from ...viewmodels.table_controller import TableController
from ..felt.scene import FeltScene
from .actions import enabled_now


class FeltFollower:
    """Keeps ``scene`` to ``controller``; ``replaying`` says when a replay owns the felt's shoe."""

    def __init__(self, scene: FeltScene, controller: TableController, replaying: Callable[[], bool]) -> None:
        self.scene = scene
        self.controller = controller
        self.replaying = replaying

    def follow(self) -> None:
        c, s = self.controller, self.scene
        for signal in (
            c.bankroll_changed,
            c.bets_changed,
            c.phase_changed,
            c.result_shown,
            c.hand_dealt,
            c.session_started,
        ):
            signal.connect(self.show_money)
        for signal in (c.cards_shown, c.result_shown, c.bets_changed, c.phase_changed, c.bankroll_changed,
                       c.shoe_started, c.hand_dealt, c.hand_settled, c.session_started,
                       s.shoe_shown):  # fmt: skip
            signal.connect(self.show_shoe)
        for signal in (
            c.bets_changed,
            c.phase_changed,
            c.bankroll_changed,
            c.shoe_started,
            c.hand_dealt,
            c.hand_settled,
            c.session_started,
        ):
            signal.connect(self.show_closed)
        for signal in (c.phase_changed, c.result_shown, c.bankroll_changed, c.session_started):
            signal.connect(self.show_chips)
        for signal in (c.phase_changed, c.bets_changed, c.bankroll_changed, c.hand_dealt, c.session_started):
            signal.connect(self.show_buttons)
        self.show_all()

    def show_all(self) -> None:
        self.show_shoe()
        self.show_money()
        self.show_closed()
        self.show_chips()
        self.show_buttons()

    def show_money(self, *_fact: object) -> None:
        """The plaque: the bankroll and the last result as shown so far, the bets on the layout."""
        c = self.controller
        self.scene.set_status(c.bankroll_shown_cents, c.total_bet_cents, c.last_win_cents)

    def show_shoe(self, *_fact: object) -> None:
        """The shoe on the felt, as its cards have been shown; a replay shows its own."""
        shoe = self.controller.shoe_view
        if shoe is not None and not self.replaying():
            self.scene.set_shoe_state(shoe.total, shoe.total - shoe.dealt, shoe.cut_position, shoe.shoe_no)

    def show_closed(self, *_fact: object) -> None:
        """Big and Small close once the cut card is out."""
        self.scene.set_closed(self.controller.closed_spots())

    def show_chips(self, *_fact: object) -> None:
        c = self.controller
        self.scene.set_chip_refusals({cents: c.chip_refusal(cents) for cents in CHIP_VALUES_CENTS})

    def show_buttons(self, *_fact: object) -> None:
        self.scene.set_buttons({key.value: on for key, on in enabled_now(self.controller).items()})
