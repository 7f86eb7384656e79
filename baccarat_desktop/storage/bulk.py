"""Store many simulated hands fast: the same engine session, rows written with executemany.

For benchmarks and for building large histories to test analytics against; the table itself
always goes through ``RecordedTable``. Rows are identical in form to what the table writes (the
bankroll-chain trigger checks them too), so ``verify`` passes on the result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta

from ..engine.bets import BetSpot, bets_taken, side_bets_offering
from ..engine.cards import format_cards
from ..engine.rules import TableRules
from ..engine.session import Session
from ..engine.shoe import DerivedSeeds
from .history import History


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

    def stamp() -> str:
        return clock.isoformat(timespec="milliseconds").replace("+00:00", "Z")

    session_id = history.create_session(rules, bankroll_cents, "derived", started_at=stamp())
    session = Session(rules, bankroll_cents, seeds=DerivedSeeds(seed))
    conn = history.db.conn
    next_hand_id = (conn.execute("SELECT coalesce(max(id), 0) FROM hands").fetchone()[0]) + 1
    done = 0
    shoe_id = 0
    while done < hands:
        hand_rows: list[tuple[object, ...]] = []
        bet_rows: list[tuple[object, ...]] = []
        with history.transaction():
            for _ in range(min(batch, hands - done)):
                if session.needs_new_shoe:
                    if shoe_id:
                        _end_shoe(conn, shoe_id, session, stamp())
                    start_info = session.start_shoe()
                    shoe = start_info.shoe
                    cur = conn.execute(
                        "INSERT INTO shoes (session_id, shoe_no, decks, seed_sha256, cut_position, burn_card,"
                        " burned, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            session_id,
                            start_info.shoe_no,
                            shoe.decks,
                            shoe.commitment,
                            shoe.cut_position,
                            start_info.burn.shown.code if start_info.burn else None,
                            start_info.burn.count if start_info.burn else 0,
                            stamp(),
                        ),
                    )
                    shoe_id = int(cur.lastrowid or 0)
                    conn.execute(
                        "INSERT INTO shoe_secrets (shoe_id, seed) VALUES (?, ?)",
                        (shoe_id, shoe.seed.hex() if shoe.seed else None),
                    )
                placed = last_hand_bets if session.is_last_hand else bets
                affordable = placed if sum(placed.values()) <= session.bankroll_cents else {}
                result = session.deal(affordable)
                coup = result.coup
                clock += step
                hand_rows.append(
                    (
                        next_hand_id, session_id, shoe_id, result.hand_no, result.position_before,
                        format_cards(coup.player), format_cards(coup.banker), coup.player_total,
                        coup.banker_total, coup.outcome.value, int(coup.natural), int(coup.player_pair),
                        int(coup.banker_pair), result.bankroll_before_cents, result.bankroll_after_cents,
                        stamp(),
                    )
                )  # fmt: skip
                bet_rows += [
                    (next_hand_id, r.spot.value, r.amount_cents, r.net_cents, r.commission_cents)
                    for r in result.settlement.results
                ]
                next_hand_id += 1
                done += 1
            conn.executemany(
                "INSERT INTO hands (id, session_id, shoe_id, hand_no, position, player_cards, banker_cards,"
                " player_total, banker_total, winner, natural, player_pair, banker_pair,"
                " bankroll_before_cents, bankroll_after_cents, played_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                hand_rows,
            )
            conn.executemany(
                "INSERT INTO bets (hand_id, spot, amount_cents, net_cents, commission_cents)"
                " VALUES (?, ?, ?, ?, ?)",
                bet_rows,
            )
        if progress is not None:
            progress(done)
    with history.transaction():
        if shoe_id:
            _end_shoe(conn, shoe_id, session, stamp())
        conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", (stamp(), session_id))
    return session_id


def _end_shoe(conn: object, shoe_id: int, session: Session, when: str) -> None:
    assert session.shoe is not None and session.shoe.seed is not None
    reason = "cut_card" if session.needs_new_shoe else "session_ended"
    conn.execute(  # type: ignore[attr-defined]
        "UPDATE shoes SET ended_at = ?, end_reason = ?, seed = ? WHERE id = ?",
        (when, reason, session.shoe.seed.hex(), shoe_id),
    )
