"""A shoe as the felt and the status bar show it (the live one, or a replayed hand's own), and the
shoe in play as the history file holds it (what the odds panel rebuilds from after a restart).

The reads here raise ``StorageError``; the table controller says it through ``storage_failed``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card
from ..storage.history import History
from ..storage.recorder import RecordedTable
from ..storage.rows import ShoeDeal

__all__ = ["ReplayView", "ShoeView", "replayed_shoe", "stored_shoe_deal"]


@dataclass(frozen=True, slots=True)
class ShoeView:
    """What the felt and the status bar show of a shoe: the live one (cards out as the felt has
    shown them) or a replayed hand's own (cards out after that hand). ``commitment`` is the SHA-256
    of the seed; None for a stacked shoe."""

    shoe_no: int
    total: int
    cut_position: int | None
    dealt: int
    commitment: str | None


@dataclass(frozen=True, slots=True)
class ReplayView:
    """A stored hand's shoe as the replay shows it, and whether that shoe's seed is revealed."""

    shoe: ShoeView
    revealed: bool


def replayed_shoe(history: History, shoe_id: int, hand_no: int, cards_used: int) -> ReplayView:
    """A stored hand's own shoe as its replay shows it: the cards out once that hand was dealt
    (``cards_used`` by the hand itself)."""
    row = history.shoe(shoe_id)
    stored = {r.hand_no: r for r in history.hands_in_shoe(shoe_id)}
    before = stored[hand_no].position if hand_no in stored else 0
    view = ShoeView(row.shoe_no, row.decks * 52, row.cut_position, before + cards_used, row.seed_sha256)
    return ReplayView(view, revealed=row.seed is not None)


def stored_shoe_deal(table: RecordedTable) -> ShoeDeal | None:
    """The shoe in play as stored: its burn card and the hands stored from it (a hand being dealt
    is not among them); None before the first shoe or once it has ended."""
    if table.shoe_id is None or (table.needs_new_shoe and table.hand_in_progress is None):
        return None
    history = table.history
    hands = history.hands_in_shoe(table.shoe_id)
    if hands:
        return history.shoe_deals([hands[0].id])[0]
    row = history.shoe(table.shoe_id)
    burn = Card.parse(row.burn_card) if row.burn_card else None
    return ShoeDeal(row.id, row.session_id, row.decks, table.rules, burn, ())
