"""The bets a player is building for the next hand, chip by chip: what a dealer would let them put down.

Each change (a chip on a spot, a doubled bet, the last hand's bets again) is checked before it is
made, against the session it is for (its table's rules, the bankroll, the loss limit, the shoe's
last hand): the spot must be one the table offers and open now (``bets.spot_refusal``), no spot over
its maximum (``TableRules.limits``), no more than the bankroll, nothing that could pass the loss
limit. A refused change raises ``BetRefused`` and leaves the slip as it was. Minimums are a deal's
check (``check``): chips are put down one at a time.

Pure: no Qt, no storage. The table controller keeps the slip and says what it refused.
"""

from __future__ import annotations

from collections.abc import Mapping

from .bets import BetRefused, BetSpot, one_side_refusal, outlay_cents, over_maximum, spot_refusal
from .i18n import _t
from .money import format_cents
from .session import Session, check_loss_limit

__all__ = ["BetSlip", "Stacks", "playable"]

Stacks = dict[BetSpot, list[int]]  # the chips on each spot, in cents, in the order they were put down


def playable(stacks: Mapping[BetSpot, list[int]], session: Session) -> tuple[Stacks, list[BetRefused]]:
    """The chips on spots that take bets now, and the refusals for the spots with chips left off (a
    side bet the table no longer offers, Big and Small on the last hand)."""
    kept: Stacks = {}
    dropped: list[BetRefused] = []
    for spot, chips in stacks.items():
        refusal = spot_refusal(spot, session.rules, last_hand=session.is_last_hand)
        if refusal is None:
            kept[spot] = list(chips)
        elif chips:
            dropped.append(refusal)
    return kept, dropped


class BetSlip:
    """Chips on spots, with the arrangements before each change kept for Undo."""

    def __init__(self) -> None:
        self._stacks: Stacks = {}
        self._undo: list[Stacks] = []

    @property
    def stacks(self) -> Stacks:
        """A copy of the chips on each spot that has any."""
        return {spot: list(chips) for spot, chips in self._stacks.items() if chips}

    @property
    def bets(self) -> dict[BetSpot, int]:
        """The amount on each spot that has chips."""
        return {spot: sum(chips) for spot, chips in self._stacks.items() if chips}

    @property
    def total_cents(self) -> int:
        return sum(self.bets.values())

    # -- changes, each checked ------------------------------------------------------------------
    def place(self, spot: BetSpot, chip_cents: int, session: Session) -> None:
        """Put a chip on ``spot``; ``BetRefused`` (about ``spot``) if the table would not take it."""
        closed = spot_refusal(spot, session.rules, last_hand=session.is_last_hand)
        if closed is not None:
            raise closed
        new = self.stacks
        new.setdefault(spot, []).append(chip_cents)
        self._change(new, spot, session)

    def replace(self, stacks: Mapping[BetSpot, list[int]], session: Session) -> None:
        """Put down a whole arrangement at once (the last hand's bets again); ``BetRefused`` if the
        table would not take it. Spots that take no bets now are the caller's to leave off
        (``playable``)."""
        self._change({spot: list(chips) for spot, chips in stacks.items()}, None, session)

    def double(self, session: Session) -> None:
        """Double every bet on a spot that takes bets now; ``BetRefused`` if the table would not."""
        kept, _dropped = playable(self._stacks, session)
        self._change({spot: chips + chips for spot, chips in kept.items()}, None, session)

    def _change(self, new: Stacks, spot: BetSpot | None, session: Session) -> None:
        """Make ``new`` the slip if the table's maximums, the bankroll and the loss limit allow it."""
        self._check_change(new, spot, session)
        self._undo.append(self.stacks)
        self._stacks = {s: list(chips) for s, chips in new.items() if chips}

    def _check_change(self, new: Stacks, spot: BetSpot | None, session: Session) -> None:
        totals = {s: sum(chips) for s, chips in new.items()}
        both = one_side_refusal(totals, session.rules, spot)  # the Peek table: Player or Banker
        if both is not None:
            raise both
        for s, amount in totals.items():
            over = over_maximum(s, amount, session.rules)
            if over is not None:
                raise over
        if outlay_cents(totals, session.rules) > session.bankroll_cents:  # a multiplier table's fees too
            left = max(session.bankroll_cents - outlay_cents(self.bets, session.rules), 0)
            raise BetRefused(
                spot, _t("Table", "Not enough chips: {left} left to bet").format(left=format_cents(left))
            )
        # The session loss limit is a player's own stop: the chip that would pass it is refused on
        # the felt, beside its spot, not only when Deal is pressed.
        try:
            check_loss_limit(totals, session.loss_limit_cents, session.net_cents, session.rules)
        except BetRefused as exc:
            raise BetRefused(spot, exc.reason) from None

    # -- changes that take chips away: always allowed ----------------------------------------------
    def take_back(self, spot: BetSpot) -> bool:
        """Take the last chip put on ``spot`` back; False if it has none."""
        if not self._stacks.get(spot):
            return False
        self._undo.append(self.stacks)
        self._stacks[spot].pop()
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Back to the arrangement before the last change; False if there is none."""
        if not self._undo:
            return False
        self._stacks = self._undo.pop()
        return True

    def clear(self) -> bool:
        """Every chip off the felt (Undo puts them back); False if there were none."""
        if not self.bets:
            return False
        self._undo.append(self.stacks)
        self._stacks = {}
        return True

    # -- around a deal ----------------------------------------------------------------------------
    def check(self, session: Session) -> None:
        """``BetRefused`` if the table would not deal these bets: a check of the whole, minimums
        included, in the words of every table (``Session.check_bets``)."""
        session.check_bets(self.bets)

    def dealt(self) -> None:
        """The bets went into a hand: they stay on the felt, but there is nothing to undo."""
        self._undo.clear()

    def restore(self, stacks: Mapping[BetSpot, list[int]]) -> None:
        """The chips of a hand already dealt (an interrupted hand dealt again): taken as they are."""
        self._stacks = {spot: list(chips) for spot, chips in stacks.items() if chips}

    def reset(self) -> None:
        """An empty slip, nothing to undo (a hand settled, a new session)."""
        self._stacks, self._undo = {}, []
