"""The game's reads of its own history: sessions, shoes, hands and bets read back as typed rows.

What the table reads to continue a session (its open shoe, the interrupted hand, the last seed),
what verify and the replays read (a shoe's hands and bets, every shoe's deal, the stakes) and a
few counts. Apart from ``history.py`` because reading what is stored is a concept of its own: it
runs on any connection (``Connected._tuples``), while ``History`` holds the file open (its lock,
its watch, its transactions) and writes it. ``History`` has these reads; the hand browser's and
the statistics' are ``Reads``' (storage/reads.py), which this class has too.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import fields
from typing import Any

from ..engine.bets import BetSpot
from ..engine.cards import Card, parse_cards, standard_deck
from ..engine.i18n import _t
from ..engine.rules import TableRules
from ..engine.shoe import seed_from_hex
from .amounts import not_whole
from .errors import Problem, StorageError
from .reads import Reads
from .rows import (
    HAND_COLUMNS,
    PendingHand,
    SessionRow,
    ShoeDeal,
    ShoeRow,
    StakeRow,
    StoredBet,
    StoredHand,
    select_list,
)
from .whose import Source

__all__ = ["GameReads"]

# A stored card is one of 52 codes ('KS', 'TD'): looked up, not parsed; any other text goes
# through parse_cards (and its error).
_CARD_BY_CODE: dict[str, Card] = {card.code: card for card in standard_deck()}


def _cards(text: str, known: dict[str, tuple[Card, ...]] | None = None) -> tuple[Card, ...]:
    """A stored hand's cards; ``known`` keeps the texts already read (a million hands hold a few
    thousand distinct two-card texts), so a long read makes each tuple once."""
    cards = known.get(text) if known is not None else None
    if cards is None:
        try:
            cards = tuple(map(_CARD_BY_CODE.__getitem__, text.split()))
        except KeyError:
            cards = tuple(parse_cards(text.split()))
        if known is not None:
            known[text] = cards
    return cards


# Each table's columns in its row type's order (the rules as stored: ``_session_row`` reads them).
_SESSION_SELECT = f"SELECT {', '.join(field.name for field in fields(SessionRow))}"
_SHOE_SELECT = f"SELECT {', '.join(field.name for field in fields(ShoeRow))}"


class GameReads(Reads):
    """The rows the game wrote, read back on whatever connection the class that has them holds."""

    @property
    def _hand_select(self) -> str:
        return f"SELECT {select_list(HAND_COLUMNS, current=self.current)}"

    # -- sessions ----------------------------------------------------------------------------
    def latest_open_session_id(self) -> int | None:
        """The player's latest unfinished session's id, read without interpreting its rules (a floor
        table's house session stays open and is never the player's: ``Whose.player_sessions``)."""
        rows = self._tuples(
            f"SELECT id FROM sessions WHERE ended_at IS NULL AND {self.player_sessions()} "
            "ORDER BY id DESC LIMIT 1",
            [],
        )
        return int(rows[0][0]) if rows else None

    def session(self, session_id: int) -> SessionRow:
        rows = self._tuples(f"{_SESSION_SELECT} FROM sessions WHERE id = ?", [session_id])
        if not rows:
            raise ValueError(f"there is no session {session_id} in {self.path}")
        return self._session_row(rows[0])

    def sessions(self, *, floor: bool = False, source: Source | None = None) -> list[SessionRow]:
        """The player's sessions (``Whose``), or (``floor``) the floor tables' house sessions too, or
        (``source``) the sessions holding that source's hands only."""
        where = self.sessions_of(source) if source is not None else "1" if floor else self.player_sessions()
        return [
            self._session_row(r)
            for r in self._tuples(f"{_SESSION_SELECT} FROM sessions WHERE {where} ORDER BY id", [])
        ]

    def latest_open_session(self) -> SessionRow | None:
        rows = self._tuples(
            f"{_SESSION_SELECT} FROM sessions WHERE ended_at IS NULL AND {self.player_sessions()} "
            "ORDER BY id DESC LIMIT 1",
            [],
        )
        return self._session_row(rows[0]) if rows else None

    def _session_row(self, row: tuple[Any, ...]) -> SessionRow:
        """A ``_SESSION_SELECT`` row, its rules read."""
        session_id, uid, started_at, ended_at, starting_bankroll, rules_text, seed_mode, loss_limit = row
        try:
            rules = TableRules.from_dict(json.loads(rules_text))
        except (TypeError, ValueError) as exc:  # e.g. a limit beyond the money ceiling
            raise StorageError(
                Problem.OUT_OF_RANGE,
                self.path,
                _t(
                    "Storage",
                    "Session {session} in {path} has table rules this version cannot play by ({error}).",
                ).format(session=session_id, path=self.path, error=exc),
                session_id=session_id,
            ) from None
        return SessionRow(
            id=session_id,
            uid=uid,
            started_at=started_at,
            ended_at=ended_at,
            starting_bankroll_cents=starting_bankroll,
            rules=rules,
            seed_mode=seed_mode,
            loss_limit_cents=loss_limit,
        )

    def bankroll(self, session_id: int) -> int:
        """Where the session's bankroll stands: the last stored hand's, or the starting amount."""
        rows = self._tuples(
            "SELECT bankroll_after_cents FROM hands WHERE session_id = ? ORDER BY id DESC LIMIT 1",
            [session_id],
        )
        if rows:
            # As stored, not int(): the table checks it (check_cents), where an edited 1e400 or
            # text is refused in words instead of overflowing or being rounded.
            stored: int = rows[0][0]
            return stored
        return self.session(session_id).starting_bankroll_cents

    # -- shoes -------------------------------------------------------------------------------
    def shoe(self, shoe_id: int) -> ShoeRow:
        rows = self._tuples(f"{_SHOE_SELECT} FROM shoes WHERE id = ?", [shoe_id])
        if not rows:
            raise ValueError(f"there is no shoe {shoe_id} in {self.path}")
        return ShoeRow(*rows[0])

    def shoes(self, session_id: int | None = None) -> list[ShoeRow]:
        if session_id is None:
            rows = self._tuples(f"{_SHOE_SELECT} FROM shoes ORDER BY id", [])
        else:
            rows = self._tuples(f"{_SHOE_SELECT} FROM shoes WHERE session_id = ? ORDER BY id", [session_id])
        return [ShoeRow(*r) for r in rows]

    def open_shoe(self, session_id: int) -> ShoeRow | None:
        rows = self._tuples(
            f"{_SHOE_SELECT} FROM shoes WHERE session_id = ? AND ended_at IS NULL ORDER BY id DESC LIMIT 1",
            [session_id],
        )
        return ShoeRow(*rows[0]) if rows else None

    def shoe_secret(self, shoe_id: int) -> tuple[str | None, str | None]:
        rows = self._tuples("SELECT seed, card_order FROM shoe_secrets WHERE shoe_id = ?", [shoe_id])
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    def last_seed(self, session_id: int) -> bytes | None:
        """The latest shoe seed of a session (secret or revealed), to continue a derived chain."""
        rows = self._tuples(
            "SELECT k.seed FROM shoes s JOIN shoe_secrets k ON k.shoe_id = s.id "
            "WHERE s.session_id = ? AND k.seed IS NOT NULL ORDER BY s.id DESC LIMIT 1",
            [session_id],
        )
        if not rows:
            return None
        try:
            return seed_from_hex(rows[0][0])
        except ValueError:  # edited by hand: the chain cannot go on, and nothing is guessed
            raise StorageError(
                Problem.CORRUPT,
                self.path,
                _t(
                    "Storage",
                    "Session {session} in {path} cannot be continued: the secret seed of its latest shoe "
                    "is damaged, so its next shoe cannot be shuffled.",
                ).format(session=session_id, path=self.path),
                session_id=session_id,
            ) from None

    # -- hands -------------------------------------------------------------------------------
    def pending(self, session_id: int) -> PendingHand | None:
        rows = self._tuples(
            "SELECT session_id, shoe_id, hand_no, position, bankroll_before_cents, bets, "
            f"{select_list(('lit',), current=self.current)} FROM pending_hands WHERE session_id = ?",
            [session_id],
        )
        if not rows:
            return None
        row = rows[0]
        try:
            stored = json.loads(row[5])
            if not isinstance(stored, dict):
                raise TypeError("not an object")
            # Amounts as stored, not int() (1e400 would overflow, 12.5 become 12): the table
            # refuses any that is not whole cents in range (RecordedTable._check_amounts).
            bets = {BetSpot.parse(str(key)): amount for key, amount in stored.items()}
        except (TypeError, ValueError) as exc:  # BetSpot.parse's DomainError is a ValueError
            raise StorageError(
                Problem.CORRUPT,
                self.path,
                _t(
                    "Storage",
                    "The interrupted hand of session {session} in {path} has bets this version cannot "
                    "read ({error}).",
                ).format(session=session_id, path=self.path, error=exc),
                session_id=session_id,
            ) from None
        stored_session, shoe_id, hand_no, position, bankroll_before, _, lit = row
        return PendingHand(stored_session, shoe_id, hand_no, position, bankroll_before, bets, lit)

    def hands_in_shoe(self, shoe_id: int) -> list[StoredHand]:
        return [
            StoredHand._make(r)
            for r in self._tuples(
                f"{self._hand_select} FROM hands WHERE shoe_id = ? ORDER BY hand_no", [shoe_id]
            )
        ]

    def shoe_deals(self, hand_ids: Iterable[int] | None = None) -> list[ShoeDeal]:
        """The shoes holding any of ``hand_ids`` (every shoe when None), each with all its hands
        (also those not asked for: earlier hands decide what was left in the shoe), by shoe id."""
        if hand_ids is None:
            shoe_ids = [r[0] for r in self._tuples("SELECT id FROM shoes ORDER BY id", [])]
        else:
            wanted = sorted({int(i) for i in hand_ids})
            found: set[int] = set()
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                found.update(
                    r[0]
                    for r in self._tuples(
                        f"SELECT DISTINCT shoe_id FROM hands WHERE id IN ({', '.join('?' * len(chunk))})",
                        chunk,
                    )
                )
            shoe_ids = sorted(found)
        rules_of: dict[int, TableRules] = {}
        deals: list[ShoeDeal] = []
        known: dict[str, tuple[Card, ...]] = {}  # the cards of each text read (the same tuple)
        for start in range(0, len(shoe_ids), 500):
            chunk = shoe_ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            hands: dict[int, list[tuple[int, tuple[Card, ...], tuple[Card, ...]]]] = {i: [] for i in chunk}
            for hid, shoe_id, player, banker in self._tuples(
                f"SELECT id, shoe_id, player_cards, banker_cards FROM hands WHERE shoe_id IN ({marks}) "
                "ORDER BY shoe_id, hand_no",
                chunk,
            ):
                hands[shoe_id].append((hid, _cards(player, known), _cards(banker, known)))
            for shoe_id, session_id, decks, burn in self._tuples(
                f"SELECT id, session_id, decks, burn_card FROM shoes WHERE id IN ({marks}) ORDER BY id", chunk
            ):
                if session_id not in rules_of:
                    rules_of[session_id] = self.session(session_id).rules
                deals.append(
                    ShoeDeal(
                        shoe_id,
                        session_id,
                        decks,
                        rules_of[session_id],
                        Card.parse(burn) if burn else None,
                        tuple(hands[shoe_id]),
                    )
                )
        return deals

    def last_hand(self, session_id: int) -> StoredHand | None:
        rows = self._tuples(
            f"{self._hand_select} FROM hands WHERE session_id = ? ORDER BY id DESC LIMIT 1", [session_id]
        )
        return StoredHand._make(rows[0]) if rows else None

    def played_times(self, session_id: int) -> list[str]:
        """When each stored hand of a session was played (ISO text), oldest first: the table works
        out the session's playing time from them after a relaunch."""
        return [
            r[0]
            for r in self._tuples(
                "SELECT played_at FROM hands WHERE session_id = ? ORDER BY id", [session_id]
            )
        ]

    # -- bets and stakes ---------------------------------------------------------------------
    def bets_for(self, hand_id: int) -> list[StoredBet]:
        return [
            StoredBet._make(r)
            for r in self._tuples(
                f"SELECT {select_list(StoredBet._fields, current=self.current)} FROM bets WHERE hand_id = ? "
                "ORDER BY id",
                [hand_id],
            )
        ]

    def bets_in_shoe(self, shoe_id: int) -> list[StoredBet]:
        """Every bet on the hands of a shoe, in the order they were stored (what verify checks)."""
        sql = (
            f"SELECT {select_list(StoredBet._fields, current=self.current, prefix='b.')} "
            "FROM bets b JOIN hands h ON h.id = b.hand_id "
            "WHERE h.shoe_id = ? ORDER BY b.id"
        )
        return [StoredBet._make(r) for r in self._tuples(sql, [shoe_id])]

    def stakes_between(self, first_id: int, last_id: int) -> list[StakeRow]:
        """``(hand_id, spot, amount_cents)`` of every bet on the hands ``first_id..last_id`` (both
        included), in hand order and then the order they were placed: what a replay of the player's
        own stakes needs. A range scan of the bets' hand-id index; plain tuples, since a long
        history holds millions of bets. ``spot`` is the stored text, read or refused by the caller."""
        sql = (
            "SELECT hand_id, spot, amount_cents FROM bets WHERE hand_id BETWEEN ? AND ? ORDER BY hand_id, id"
        )
        return self._stakes(self._tuples(sql, [first_id, last_id]))

    def fees_between(self, first_id: int, last_id: int) -> list[StakeRow]:
        """``(hand_id, spot, fee_cents)`` of every bet on the hands ``first_id..last_id`` that paid a
        fee, in the order of ``stakes_between``: at the Peek table the stored amount is the stakes in
        play after the choice, and the fee on the stake as placed says which (``peek.stake_and_choice``)."""
        sql = (
            f"SELECT hand_id, spot, {select_list(('fee_cents',), current=self.current)} FROM bets "
            "WHERE hand_id BETWEEN ? AND ? ORDER BY hand_id, id"
        )
        return self._stakes([row for row in self._tuples(sql, [first_id, last_id]) if row[2]])

    def stakes_of(self, hand_ids: Iterable[int]) -> list[StakeRow]:
        """As ``stakes_between``, for the hands listed (any order, repeats ignored)."""
        wanted = sorted({int(i) for i in hand_ids})  # numpy integers too
        rows: list[StakeRow] = []
        for start in range(0, len(wanted), 500):  # well under SQLite's limit on parameters
            chunk = wanted[start : start + 500]
            rows += self._stakes(
                self._tuples(
                    "SELECT hand_id, spot, amount_cents FROM bets "
                    f"WHERE hand_id IN ({', '.join('?' * len(chunk))}) ORDER BY hand_id, id",
                    chunk,
                )
            )
        return rows

    def _stakes(self, rows: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
        """``(hand_id, spot, amount)`` rows as read, refused in words if an amount is not whole cents
        (a replay of the stakes would otherwise int() an infinity, or round 12.5 down unsaid)."""
        for row in rows:
            if type(row[2]) is not int:  # not is_cents: this runs per bet, and type() is bool-proof too
                raise not_whole(self.path, row[2])
        return rows

    # -- counts ------------------------------------------------------------------------------
    def hand_ids(self) -> list[int]:
        """Every stored hand's id, oldest first."""
        return [int(r[0]) for r in self._tuples("SELECT id FROM hands ORDER BY id", [])]

    def hand_counts(self) -> dict[int, int]:
        """Hands stored per shoe id."""
        rows = self._tuples("SELECT shoe_id, count(*) FROM hands GROUP BY shoe_id", [])
        return {int(shoe_id): int(n) for shoe_id, n in rows}

    def session_uids(self) -> set[str]:
        return {r[0] for r in self._tuples("SELECT uid FROM sessions", [])}

    def count(self, table: str) -> int:
        if table not in {"sessions", "shoes", "hands", "bets", "pending_hands"}:
            raise ValueError(f"unknown table {table!r}")
        return int(self._tuples(f"SELECT count(*) FROM {table}", [])[0][0])
