"""Browsing stored hands page by page, and one hand re-dealt in detail.

The paging itself (filters and sort orders, keyset paging that costs the same on page 1 and on
page 5,000) is storage's: ``storage.browser_reads``, whose vocabulary (``HandFilter``, ``SortKey``,
``Result``) and rows (``HandRow``, ``BetLine``) are named here too for the callers. What is worked
out from the stored hands (their coup re-dealt, the side bets a coup paid, short bet names) is
this module's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..engine.bets import BetSpot
from ..engine.catalogue import MAIN_SPOTS, Facts
from ..engine.coup import Coup
from ..engine.multiplier import LitCard
from ..engine.rules import TableRules
from ..storage.amounts import StoredCents, Unreadable, stored_net
from ..storage.browser_reads import BetLine, HandFilter, HandRow, Result, SortKey, Source, unreadable_amounts
from ..storage.history import History
from ..storage.verify import hand_coup

__all__ = [
    "BetLine",
    "HandDetail",
    "HandFilter",
    "HandRow",
    "Result",
    "SortKey",
    "Source",
    "StoredCents",
    "Unreadable",
    "count_hands",
    "fetch_page",
    "latest_hand_id",
    "load_hand_detail",
    "short_label",
    "short_labels",
]


@cache
def short_labels() -> dict[str, str]:
    """A short form of every bet's name for narrow table cells, derived from the catalogue's names:
    Player, Banker and Tie by their initial as on any scorecard (P, B, T), a side bet of several
    words by their initials, numbers kept whole ("Player Pair" PP, "Dragon 7" D7), a one-word side
    bet whole ("Big"). A bet whose short form an earlier bet of the catalogue already has keeps its
    whole name ("Perfect Pair", after Player Pair), so no two bets read alike and a new bet never
    changes an older one's."""
    shorts: dict[str, str] = {}
    for spot in BetSpot:
        name = spot.bet.name_text  # English: cached once, whatever the interface's language
        words = name.split()
        if spot in MAIN_SPOTS or len(words) > 1:
            short = "".join(word if word.isdigit() else word[0].upper() for word in words)
        else:
            short = name
        shorts[spot.value] = short if short not in shorts.values() else name
    return shorts


def short_label(spot: str) -> str:
    """A stored bet's name in a narrow cell (``short_labels``); a key this version does not know,
    as is."""
    return short_labels().get(spot, spot)


def fetch_page(
    history: History,
    flt: HandFilter,
    sort: SortKey = SortKey.ID,
    *,
    descending: bool = True,
    after: tuple[Any, int] | None = None,
    limit: int = 200,
    newer_than: int | None = None,
) -> list[HandRow]:
    """The next ``limit`` hands in order after ``after`` = (sort value, id) of the last one shown.

    ``newer_than`` keeps only hands with a higher id (to pick up hands stored since a refresh).
    """
    return history.hand_page(
        flt, sort, descending=descending, after=after, limit=limit, newer_than=newer_than
    )


def count_hands(history: History, flt: HandFilter) -> int:
    """How many hands match (a full count: fast for session, shoe or bet filters, slower otherwise)."""
    return history.hand_count(flt)


def latest_hand_id(history: History) -> int:
    return history.latest_hand_id()


@dataclass(frozen=True)
class HandDetail:
    """Everything about one stored hand, re-dealt from its cards: what the replay and the detail
    panel need, and a value (frozen) so it can travel in a Qt signal."""

    hand_id: int
    session_id: int
    shoe_id: int
    shoe_no: int
    hand_no: int
    played_at: str
    coup: Coup
    bets: tuple[BetLine, ...]
    bankroll_before_cents: StoredCents
    bankroll_after_cents: StoredCents
    rules: TableRules
    lit: tuple[LitCard, ...] = ()  # the cards lit before the deal (a multiplier table's hand)

    @property
    def stakes(self) -> dict[BetSpot, int]:
        """The bets as the table places them (spot -> cents); a stake that is not whole cents (the
        file edited outside the game) is left out: no table could have taken it."""
        stakes: dict[BetSpot, int] = {}
        for bet in self.bets:
            try:
                spot = BetSpot(bet.spot)
            except ValueError:
                continue
            if not isinstance(bet.amount_cents, Unreadable):
                stakes[spot] = stakes.get(spot, 0) + bet.amount_cents
        return stakes

    @property
    def net_cents(self) -> StoredCents:
        return stored_net(self.bankroll_before_cents, self.bankroll_after_cents)

    @property
    def unreadable(self) -> tuple[Unreadable, ...]:
        """Its amounts that are not whole cents (a file edited outside the game): such a hand is
        shown as stored, never replayed."""
        return unreadable_amounts(self.bankroll_before_cents, self.bankroll_after_cents, self.bets)

    @property
    def side_bets_won(self) -> tuple[BetSpot, ...]:
        """The side bets of the session's table that this coup paid, bet on or not (Tie is the
        outcome itself, so not listed), settled by the catalogue under the session's rules."""
        facts = Facts.of(self.coup)
        won = []
        for spot in self.rules.offered:
            if spot in MAIN_SPOTS:
                continue
            line = spot.bet.line_for(facts, self.rules)
            if line is not None and not line.push:
                won.append(spot)
        return tuple(won)

    @property
    def explanation(self) -> list[str]:
        """The dealer's account, step by step, from re-dealing the stored cards."""
        return [step.text for step in self.coup.steps]


def load_hand_detail(history: History, hand_id: int) -> HandDetail:
    record = history.hand_record(hand_id)
    return HandDetail(
        record.id,
        record.session_id,
        record.shoe_id,
        record.shoe_no,
        record.hand_no,
        record.played_at,
        hand_coup({"player_cards": record.player_cards, "banker_cards": record.banker_cards}),
        record.bets,
        record.bankroll_before_cents,
        record.bankroll_after_cents,
        record.rules,
        record.lit_cards,
    )
