"""Store many simulated hands fast: the same engine session, the table writer's rows, in batches.

For benchmarks and for building large histories to test analytics against; the table itself
always goes through ``RecordedTable``. Shoes, hands, bets and a shoe's end are written by the same
functions as the table's (``storage.rows``), only many hands to a transaction instead of one, so
the rows are the table's own (the bankroll-chain trigger checks them too) and ``verify`` passes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta

from ..engine.bets import BetSpot, bets_taken, side_bets_offering
from ..engine.rules import TableRules
from ..engine.session import Session
from ..engine.shoe import DerivedSeeds
from .history import History
from .rows import HandWriter, NewHand, add_shoe, end_session, end_shoe
from .stamps import utc_stamp


def store_simulated(
    history: History,
    hands: int,
    *,
    seed: int | bytes = 1,
    bets: Mapping[BetSpot, int] | None = None,
    rules: TableRules | None = None,
    bankroll_cents: int = 1_000_000_000,
    start: datetime | None = None,
    seconds_per_hand: float = 30.0,
    batch: int = 20_000,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Deal ``hands`` hands into one new, ended session; returns its id. Seeded, so reproducible.

    ``bets`` may be on any catalogue bet; without ``rules`` the table offers the side bets among
    them besides the usual two pairs. The bets are placed on every hand the bankroll covers, less
    those the table closes on the last hand of a shoe (Big and Small), as a player would.
    """
    bets = dict(bets) if bets is not None else {BetSpot.BANKER: 1_000}
    if rules is None:
        rules = TableRules(side_bets=side_bets_offering(bets))
    last_hand_bets = bets_taken(bets, last_hand=True)
    clock = start or datetime(2026, 1, 1, 18, 0, tzinfo=UTC)
    step = timedelta(seconds=seconds_per_hand)

    session_id = history.create_session(rules, bankroll_cents, "derived", started_at=utc_stamp(clock))
    session = Session(rules, bankroll_cents, seeds=DerivedSeeds(seed))
    done = 0
    shoe_id = 0
    while done < hands:
        with history.transaction() as db:
            conn = db.conn
            writer = HandWriter(conn)
            for _ in range(min(batch, hands - done)):
                if session.needs_new_shoe:
                    shoe_id = add_shoe(conn, session_id, session.start_shoe(), utc_stamp(clock))
                placed = last_hand_bets if session.is_last_hand else bets
                affordable = placed if sum(placed.values()) <= session.bankroll_cents else {}
                result = session.deal(affordable)
                clock += step
                writer.add(NewHand.dealt(session_id, shoe_id, result, utc_stamp(clock)))
                if result.last_hand:  # as the table's writer ends it: with its last hand
                    end_shoe(conn, shoe_id, "cut_card", utc_stamp(clock))
                done += 1
            writer.flush()
        if progress is not None:
            progress(done)
    with history.transaction() as db:
        if shoe_id:
            end_shoe(db.conn, shoe_id, "session_ended", utc_stamp(clock))
        end_session(db.conn, session_id, utc_stamp(clock))
    return session_id
