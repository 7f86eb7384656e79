"""A table reopened on a session under way: its last stored hand read back from the history (to show
on the felt with its result, and to bet again), and the welcome line that says where the player is.

Read once, when a ``TableController`` opens on a table; nothing here writes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.bets import settle
from ..engine.cards import Card
from ..engine.coup import resolve_cards
from ..engine.i18n import _t, _tn
from ..engine.money import check_cents, format_cents
from ..engine.multiplier import parse_lit
from ..engine.session import HandResult
from ..storage.errors import StorageError
from ..storage.recorder import RecordedTable
from ..storage.verify import hand_stakes

__all__ = ["Reopened", "Welcome", "reopened"]


@dataclass(frozen=True, slots=True)
class Welcome:
    """Where a returning player is: the table reopened on a session already under way."""

    session_id: int
    shoe_no: int
    hands_in_shoe: int
    hands_in_session: int
    bankroll_cents: int
    floor_table: str | None = None  # the floor table he sits at (its name), dealing its house shoe

    @property
    def text(self) -> str:
        n = self.hands_in_session
        hands = _tn("Table", "{n} hand(s) played", n).format(n=n)
        if self.floor_table is not None:
            return _t(
                "Table",
                "Welcome back to {table} · session {session}, shoe {shoe}, {hands} · bankroll {bankroll}",
            ).format(
                table=self.floor_table,
                session=self.session_id,
                shoe=self.shoe_no,
                hands=hands,
                bankroll=format_cents(self.bankroll_cents),
            )
        return _t(
            "Table", "Welcome back · session {session}, shoe {shoe}, {hands} · bankroll {bankroll}"
        ).format(
            session=self.session_id,
            shoe=self.shoe_no,
            hands=hands,
            bankroll=format_cents(self.bankroll_cents),
        )


@dataclass(frozen=True, slots=True)
class Reopened:
    """The session's last stored hand as the table holds it again, the stored shoe it was dealt
    from, and the welcome."""

    last_hand: HandResult
    shoe_id: int
    welcome: Welcome


def reopened(table: RecordedTable) -> Reopened | None:
    """The last stored hand of ``table``'s session, the last hand again (its bets can be placed
    again; shown on the felt if it is of the shoe in play). None when there is none, when an
    interrupted hand waits (``TableController.start`` deals it again: it becomes the last hand),
    or when the file cannot say: nothing is lost, the table simply opens without it."""
    history = table.history
    if table.recovered is not None:
        return None
    try:
        row = history.last_hand(table.session_id)
        if row is None:
            return None
        # Never int()ed: a stake edited into 1e400 would overflow (check_cents refuses in words).
        stored = history.bets_for(row.id)
        for b in stored:
            check_cents(b.amount_cents, "a stake")
        # A Peek table's Player or Banker bet stores the stakes in play: the stake as placed and the
        # choice come back from them with its fee (verify.hand_stakes), so Rebet places the stake.
        placed = hand_stakes(
            [{"spot": b.spot, "amount_cents": b.amount_cents, "fee_cents": b.fee_cents} for b in stored],
            table.rules,
        )
        if isinstance(placed, str):
            return None
        bets, choice = placed
        hands = len(history.played_times(table.session_id))
        shoe = history.shoe(row.shoe_id)
        lit = parse_lit(row.lit) if row.lit is not None else ()  # the multiplier table's lit cards
    except (StorageError, ValueError):
        return None
    player, banker = row.player_cards.split(), row.banker_cards.split()
    order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
    coup = resolve_cards([Card.parse(code) for code in order])
    last_hand = HandResult(
        shoe_no=shoe.shoe_no,
        hand_no=row.hand_no,
        bets=tuple(bets.items()),
        coup=coup,
        settlement=settle(bets, coup, table.rules, lit, choice),
        bankroll_before_cents=row.bankroll_before_cents,
        bankroll_after_cents=row.bankroll_after_cents,
        position_before=row.position,
        cut_card_came_out=False,
        last_hand=shoe.ended_at is not None and row.shoe_id != table.shoe_id,
        lit=lit,
        choice=choice,
    )
    seat = table.seat
    welcome = Welcome(
        table.session_id,
        table.session.shoe_no,
        table.session.hand_no,
        hands,
        table.bankroll_cents,
        None if seat is None else seat.table.title,
    )
    return Reopened(last_hand, row.shoe_id, welcome)
