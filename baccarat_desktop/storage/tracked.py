"""Shoes tracked at a real table (issue 31, docs/tracked.md): the one home for writing and reading them.

A sitting is a session of kind 'tracked' with its venue, table name and decks; its shoes are rows of
``shoes`` with no seed; its hands are rows of ``tracked_hands`` (schema 5, storage/schema.py
``_tracked``). A hand holds its result (Banker, Player or Tie), its pairs and natural when seen
(None when not), and its cards when the person could see them. Nothing is ever changed or removed:
an undo or a correction is a new row naming the row it supersedes, and the shoe as it stands (its
"effective" hands) is the replay of its rows in the order they were entered. Every write is one
transaction, so a crash loses nothing committed before it.

The Companion view (viewmodels/companion.py) and the backtester (analytics/backtest.py) read and
write tracked shoes only through this module; ``outcome_shoes`` gives the backtester the results of
tracked shoes or of the player's own hands, shoe by shoe.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from ..engine.cards import Card, baccarat_total, format_cards, parse_cards
from ..engine.coup import Outcome, resolve_cards
from ..engine.rules import TableRules
from .history import History
from .rows import inserted_id
from .schema import TRACKED_VERSION
from .stamps import is_stamp, now_stamp

__all__ = [
    "EXPORTED_KEYS",
    "MAX_DECKS",
    "TRACKED_KIND",
    "OutcomeSource",
    "TrackedCheck",
    "TrackedEntry",
    "TrackedHand",
    "TrackedShoe",
    "TrackedSitting",
    "add_hand",
    "card_problems",
    "check_tracked",
    "correct_hand",
    "effective_hands",
    "end_shoe",
    "end_sitting",
    "exported_rows",
    "import_shoes",
    "imported_problems",
    "insert_imported",
    "insert_sitting",
    "open_shoe",
    "outcome_shoes",
    "shoes",
    "sittings",
    "start_shoe",
    "start_sitting",
    "tracked_kept",
    "undo_hand",
]

TRACKED_KIND = "tracked"
MAX_DECKS = 8  # the schema's CHECK on tracked_sittings.decks (1 to 8)
OutcomeSource = Literal["tracked", "history"]


@dataclass(frozen=True, slots=True)
class TrackedHand:
    """One hand as seen at the table: its result, pairs and natural when seen (None: not seen), its
    cards when seen (both hands' cards, or neither)."""

    outcome: Outcome
    player_pair: bool | None = None
    banker_pair: bool | None = None
    natural: bool | None = None
    player_cards: tuple[Card, ...] | None = None
    banker_cards: tuple[Card, ...] | None = None

    @classmethod
    def from_cards(cls, player: Sequence[Card], banker: Sequence[Card]) -> TrackedHand:
        """The hand the cards make: result, pairs and natural read from them (drawing rules not
        checked here: ``card_problems`` says whether the cards are a hand the rules deal)."""
        p, b = tuple(player), tuple(banker)
        if len(p) < 2 or len(b) < 2:
            raise ValueError("each hand has at least two cards")
        pt, bt = baccarat_total(p), baccarat_total(b)
        outcome = Outcome.PLAYER if pt > bt else Outcome.BANKER if bt > pt else Outcome.TIE
        natural = baccarat_total(p[:2]) >= 8 or baccarat_total(b[:2]) >= 8
        return cls(outcome, p[0].rank == p[1].rank, b[0].rank == b[1].rank, natural, p, b)


def card_problems(hand: TrackedHand) -> list[str]:
    """What is wrong with a hand's cards (empty: nothing, or no cards given): both hands or neither,
    two or three cards each, dealt as the drawing rules deal them, and the result, pairs and natural
    those cards make. Import, ``add_hand`` and verify hold a hand to the same list."""
    player, banker = hand.player_cards, hand.banker_cards
    if player is None and banker is None:
        return []
    if player is None or banker is None:
        return ["the cards of both hands, or of neither"]
    if not (2 <= len(player) <= 3 and 2 <= len(banker) <= 3):
        return ["each hand has two or three cards"]
    order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
    try:
        coup = resolve_cards(order)
    except ValueError:  # the rules call for a third card not given
        coup = None
    if coup is None or coup.player != player or coup.banker != banker:
        return ["the cards are not dealt by the drawing rules"]
    made = TrackedHand.from_cards(player, banker)
    problems = []
    if hand.outcome is not made.outcome:
        problems.append(f"the cards make {made.outcome.value}, not {hand.outcome.value}")
    for name in ("player_pair", "banker_pair", "natural"):
        given = getattr(hand, name)
        if given is not None and given != getattr(made, name):
            problems.append(f"the cards make {name.replace('_', ' ')} {getattr(made, name)}, not {given}")
    return problems


class TrackedEntry(NamedTuple):
    """A hand of a shoe as it stands: its number in the shoe (1, 2, ...), the row that holds it now
    (the 'add' or the latest 'correct'), when that row was entered, and the hand."""

    number: int
    row_id: int
    entered_at: str
    hand: TrackedHand


@dataclass(frozen=True, slots=True)
class TrackedShoe:
    id: int
    session_id: int
    shoe_no: int
    decks: int
    started_at: str
    ended_at: str | None
    hands: int  # effective hands


@dataclass(frozen=True, slots=True)
class TrackedSitting:
    session_id: int
    venue: str
    table_name: str
    decks: int
    started_at: str
    ended_at: str | None


# -- reading -------------------------------------------------------------------------------------------
def tracked_kept(history: History) -> bool:
    """Whether the file can hold tracked shoes (schema 5 and later; an older file read as it is)."""
    return int(history.conn.execute("PRAGMA user_version").fetchone()[0]) >= TRACKED_VERSION


def sittings(history: History) -> list[TrackedSitting]:
    """Every tracked sitting, oldest first."""
    if not tracked_kept(history):
        return []
    return [
        TrackedSitting(int(sid), str(venue), str(name), int(decks), str(started), ended)
        for sid, venue, name, decks, started, ended in history.conn.execute(
            "SELECT t.session_id, t.venue, t.table_name, t.decks, s.started_at, s.ended_at "
            "FROM tracked_sittings t JOIN sessions s ON s.id = t.session_id ORDER BY t.session_id"
        )
    ]


def shoes(history: History, session_id: int | None = None) -> list[TrackedShoe]:
    """A sitting's shoes (every tracked shoe when ``session_id`` is None), in order, with their
    numbers of hands as they stand."""
    if not tracked_kept(history):
        return []
    where, params = ("t.session_id = ?", [session_id]) if session_id is not None else ("1", [])
    found = []
    for shoe_id, sid, shoe_no, decks, started, ended in history.conn.execute(
        "SELECT s.id, s.session_id, s.shoe_no, s.decks, s.started_at, s.ended_at FROM shoes s "
        f"JOIN tracked_sittings t ON t.session_id = s.session_id WHERE {where} "
        "ORDER BY s.session_id, s.shoe_no",
        params,
    ).fetchall():
        count = len(_replay(_rows(history.conn, shoe_id)))
        found.append(TrackedShoe(int(shoe_id), int(sid), int(shoe_no), int(decks), started, ended, count))
    return found


def open_shoe(history: History, session_id: int) -> TrackedShoe | None:
    """The sitting's shoe being tracked (not ended), or None."""
    return next((shoe for shoe in reversed(shoes(history, session_id)) if shoe.ended_at is None), None)


def effective_hands(history: History, shoe_id: int) -> list[TrackedEntry]:
    """The shoe's hands as they stand: its rows replayed, undone hands out, corrected ones replaced."""
    if not tracked_kept(history):
        return []
    replayed = _replay(_rows(history.conn, shoe_id))
    return [
        TrackedEntry(number, row_id, entered_at, hand)
        for number, (row_id, entered_at, hand) in enumerate(replayed, start=1)
    ]


def outcome_shoes(history: History, source: OutcomeSource) -> Iterator[list[Outcome]]:
    """The results, shoe by shoe in the order stored: of every tracked shoe (``'tracked'``, its
    hands as they stand, a shoe with none left out) or of the player's own hands (``'history'``,
    grouped by the shoe they were dealt from; never the floor's nor the tracked)."""
    if source == "tracked":
        for shoe in shoes(history):
            outcomes = [entry.hand.outcome for entry in effective_hands(history, shoe.id)]
            if outcomes:
                yield outcomes
        return
    if source != "history":
        raise ValueError(f"unknown source {source!r}: 'tracked' or 'history'")
    current: int | None = None
    outcomes = []
    cursor = history.conn.execute(
        f"SELECT h.shoe_id, h.winner FROM hands h WHERE {history.whose_hands()} ORDER BY h.shoe_id, h.hand_no"
    )
    for shoe_id, winner in cursor:
        if shoe_id != current:
            if outcomes:
                yield outcomes
            current, outcomes = shoe_id, []
        outcomes.append(Outcome(winner))
    if outcomes:
        yield outcomes


# -- writing -------------------------------------------------------------------------------------------
def start_sitting(history: History, venue: str, table_name: str, decks: int) -> int:
    """A new sitting and its first shoe, in one transaction; returns the sitting's (session's) id."""
    _check_decks(decks)
    with history.transaction() as db:
        stamp = now_stamp()
        session_id = _insert_sitting(db.conn, venue, table_name, decks, stamp)
        _insert_shoe(db.conn, session_id, 1, decks, stamp)
    return session_id


def import_shoes(
    history: History, venue: str, table_name: str, decks: int, shoes: Sequence[Sequence[TrackedHand]]
) -> int:
    """A sitting of whole shoes (a scorecard, storage/scorecard.py) in one transaction: every shoe
    stored and ended, or nothing; returns the sitting's id. Every hand is checked first."""
    _check_decks(decks)
    if not shoes:
        raise ValueError("no shoe to import")
    for hands in shoes:
        for hand in hands:
            _check_hand(hand)
    with history.transaction() as db:
        stamp = now_stamp()
        session_id = _insert_sitting(db.conn, venue, table_name, decks, stamp)
        for shoe_no, hands in enumerate(shoes, start=1):
            shoe_id = _insert_shoe(db.conn, session_id, shoe_no, decks, stamp)
            for hand in hands:
                _insert_row(db.conn, shoe_id, "add", None, hand, stamp)
            _end_shoe(db.conn, shoe_id, stamp)
        db.conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", [stamp, session_id])
    return session_id


def start_shoe(history: History, session_id: int) -> int:
    """The sitting's next shoe (the one being tracked, if any, ends first); returns its id."""
    with history.transaction() as db:
        decks, ended = _sitting_row(history, db.conn, session_id)
        if ended is not None:
            raise ValueError(f"sitting {session_id} has ended")
        stamp = _stamp(history, session_id)
        for (shoe_id,) in db.conn.execute(
            "SELECT id FROM shoes WHERE session_id = ? AND ended_at IS NULL", [session_id]
        ).fetchall():
            _end_shoe(db.conn, shoe_id, stamp)
        (last,) = db.conn.execute(
            "SELECT coalesce(max(shoe_no), 0) FROM shoes WHERE session_id = ?", [session_id]
        ).fetchone()
        return _insert_shoe(db.conn, session_id, int(last) + 1, decks, stamp)


def add_hand(history: History, shoe_id: int, hand: TrackedHand) -> TrackedEntry:
    """Store the shoe's next hand (refused: cards that are not a hand, a shoe that has ended)."""
    _check_hand(hand)
    with history.transaction() as db:
        session_id, ended = _shoe_row(history, db.conn, shoe_id)
        if ended is not None:
            raise ValueError(f"shoe {shoe_id} has ended: start the next shoe")
        stamp = _stamp(history, session_id, shoe_id)
        row_id = _insert_row(db.conn, shoe_id, "add", None, hand, stamp)
        number = len(_replay(_rows(db.conn, shoe_id)))
    return TrackedEntry(number, row_id, stamp, hand)


def undo_hand(history: History, shoe_id: int, number: int | None = None) -> TrackedEntry | None:
    """Take back the shoe's hand ``number`` (its last when None) with a row that supersedes it;
    returns the hand taken back, None if the shoe has none."""
    with history.transaction() as db:
        session_id, _ = _shoe_row(history, db.conn, shoe_id)
        standing = _replay(_rows(db.conn, shoe_id))
        if not standing:
            return None
        index = _index(standing, number)
        row_id, entered_at, hand = standing[index]
        _insert_row(db.conn, shoe_id, "undo", row_id, None, _stamp(history, session_id, shoe_id))
    return TrackedEntry(index + 1, row_id, entered_at, hand)


def correct_hand(history: History, shoe_id: int, number: int, hand: TrackedHand) -> TrackedEntry:
    """Replace the shoe's hand ``number`` (1 is its first) with ``hand``, by a row that supersedes
    the one holding it; returns the hand as it now stands."""
    _check_hand(hand)
    with history.transaction() as db:
        session_id, _ = _shoe_row(history, db.conn, shoe_id)
        standing = _replay(_rows(db.conn, shoe_id))
        index = _index(standing, number)
        stamp = _stamp(history, session_id, shoe_id)
        row_id = _insert_row(db.conn, shoe_id, "correct", standing[index][0], hand, stamp)
    return TrackedEntry(number, row_id, stamp, hand)


def end_shoe(history: History, shoe_id: int) -> None:
    """The shoe is finished (one already ended keeps its end)."""
    with history.transaction() as db:
        session_id, _ = _shoe_row(history, db.conn, shoe_id)
        _end_shoe(db.conn, shoe_id, _stamp(history, session_id, shoe_id))


def end_sitting(history: History, session_id: int) -> None:
    """The sitting is over: its shoe being tracked ends, then the sitting (once)."""
    with history.transaction() as db:
        _sitting_row(history, db.conn, session_id)
        stamp = _stamp(history, session_id)
        for (shoe_id,) in db.conn.execute(
            "SELECT id FROM shoes WHERE session_id = ? AND ended_at IS NULL", [session_id]
        ).fetchall():
            _end_shoe(db.conn, shoe_id, stamp)
        db.conn.execute(
            "UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL", [stamp, session_id]
        )


# -- inside ------------------------------------------------------------------------------------------
_ROW_COLUMNS = (
    "id, action, target_id, outcome, player_pair, banker_pair, natural, "
    "player_cards, banker_cards, entered_at"
)


_INSERT_ENTRY = (
    "INSERT INTO tracked_hands (shoe_id, action, target_id, outcome, player_pair, banker_pair, natural, "
    "player_cards, banker_cards, entered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def _rows(conn: sqlite3.Connection, shoe_id: int) -> list[tuple[Any, ...]]:
    return conn.execute(
        f"SELECT {_ROW_COLUMNS} FROM tracked_hands WHERE shoe_id = ? ORDER BY id", [shoe_id]
    ).fetchall()


def _replay(rows: Sequence[tuple[Any, ...]]) -> list[tuple[int, str, TrackedHand]]:
    """The hands standing after ``rows`` (in id order): (row id, entered at, hand). A row that names
    a row no longer standing changes nothing (verify reports it: ``replay_problems``)."""
    standing: list[tuple[int, str, TrackedHand]] = []
    for row in rows:
        row_id, action, target = int(row[0]), row[1], row[2]
        if action == "add":
            standing.append((row_id, str(row[9]), hand_from_row(row)))
            continue
        at = next((i for i, (kept, _, _) in enumerate(standing) if kept == target), None)
        if at is None:
            continue
        if action == "undo":
            del standing[at]
        else:
            standing[at] = (row_id, str(row[9]), hand_from_row(row))
    return standing


def hand_from_row(row: Sequence[Any]) -> TrackedHand:
    """A ``tracked_hands`` row (``_ROW_COLUMNS``) as a hand; a value that does not read is a ValueError."""

    def seen(value: object) -> bool | None:
        return None if value is None else bool(value)

    def cards(text: object) -> tuple[Card, ...] | None:
        return None if text is None else tuple(parse_cards(str(text).split()))

    return TrackedHand(
        Outcome(row[3]), seen(row[4]), seen(row[5]), seen(row[6]), cards(row[7]), cards(row[8])
    )


def _index(standing: Sequence[object], number: int | None) -> int:
    if number is None:
        return len(standing) - 1
    if not 1 <= number <= len(standing):
        raise ValueError(f"the shoe has no hand {number} (it has {len(standing)})")
    return number - 1


def _check_decks(decks: int) -> None:
    if not 1 <= decks <= MAX_DECKS:
        raise ValueError(f"a shoe holds 1 to {MAX_DECKS} decks, not {decks}")


def _check_hand(hand: TrackedHand) -> None:
    problems = card_problems(hand)
    if problems:
        raise ValueError("; ".join(problems))


def _insert_sitting(conn: sqlite3.Connection, venue: str, table_name: str, decks: int, stamp: str) -> int:
    cursor = conn.execute(
        "INSERT INTO sessions (uid, started_at, ended_at, starting_bankroll_cents, rules, seed_mode, "
        "loss_limit_cents, kind, table_key) VALUES (?, ?, NULL, 0, ?, 'imported', NULL, ?, NULL)",
        [uuid.uuid4().hex, stamp, json.dumps(TableRules().to_dict(), sort_keys=True), TRACKED_KIND],
    )
    session_id = inserted_id(cursor.lastrowid)
    insert_sitting(conn, session_id, venue.strip(), table_name.strip(), decks)
    return session_id


def _insert_shoe(conn: sqlite3.Connection, session_id: int, shoe_no: int, decks: int, stamp: str) -> int:
    cursor = conn.execute(
        "INSERT INTO shoes (session_id, shoe_no, decks, seed_sha256, seed, cut_position, burn_card, burned, "
        "started_at, ended_at, end_reason) VALUES (?, ?, ?, NULL, NULL, NULL, NULL, 0, ?, NULL, NULL)",
        [session_id, shoe_no, decks, stamp],
    )
    return inserted_id(cursor.lastrowid)


def _end_shoe(conn: sqlite3.Connection, shoe_id: int, stamp: str) -> None:
    conn.execute(
        "UPDATE shoes SET ended_at = ?, end_reason = 'tracked_end' WHERE id = ? AND ended_at IS NULL",
        [stamp, shoe_id],
    )


def _insert_row(
    conn: sqlite3.Connection,
    shoe_id: int,
    action: str,
    target: int | None,
    hand: TrackedHand | None,
    stamp: str,
) -> int:
    def flag(value: bool | None) -> int | None:
        return None if value is None else int(value)

    def cards(value: tuple[Card, ...] | None) -> str | None:
        return None if value is None else format_cards(value)

    values: list[object] = [shoe_id, action, target]
    if hand is None:
        values += [None] * 6
    else:
        values += [
            hand.outcome.value,
            flag(hand.player_pair),
            flag(hand.banker_pair),
            flag(hand.natural),
            cards(hand.player_cards),
            cards(hand.banker_cards),
        ]
    cursor = conn.execute(_INSERT_ENTRY, [*values, stamp])
    return inserted_id(cursor.lastrowid)


def _sitting_row(history: History, conn: sqlite3.Connection, session_id: int) -> tuple[int, str | None]:
    """A sitting's decks and end; a session that is no tracked sitting is a ValueError."""
    if not tracked_kept(history):
        raise _old_file(history)
    row = conn.execute(
        "SELECT t.decks, s.ended_at FROM tracked_sittings t JOIN sessions s ON s.id = t.session_id "
        "WHERE t.session_id = ?",
        [session_id],
    ).fetchone()
    if row is None:
        raise ValueError(f"there is no tracked sitting {session_id}")
    return int(row[0]), row[1]


def _shoe_row(history: History, conn: sqlite3.Connection, shoe_id: int) -> tuple[int, str | None]:
    """A tracked shoe's sitting and end; a shoe not tracked is a ValueError."""
    if not tracked_kept(history):
        raise _old_file(history)
    row = conn.execute(
        "SELECT s.session_id, s.ended_at FROM shoes s JOIN tracked_sittings t ON t.session_id = s.session_id "
        "WHERE s.id = ?",
        [shoe_id],
    ).fetchone()
    if row is None:
        raise ValueError(f"there is no tracked shoe {shoe_id}")
    return int(row[0]), row[1]


def _stamp(history: History, session_id: int, shoe_id: int | None = None) -> str:
    """Now, never before the sitting's latest stored moment (a clock set back keeps the order)."""
    stamp = history._stamp(session_id)
    if shoe_id is not None:
        (last,) = history.conn.execute(
            "SELECT max(entered_at) FROM tracked_hands WHERE shoe_id = ?", [shoe_id]
        ).fetchone()
        if isinstance(last, str) and last > stamp:
            stamp = last
    return stamp


def _old_file(history: History) -> ValueError:
    return ValueError(f"{history.path} is an older history read as it is: it holds no tracked shoes")


# -- export and import (storage/exchange.py, storage/importing.py) -----------------------------------
# A tracked entry as an export holds it: its columns, the flags as true, false or null.
EXPORTED_KEYS = (
    "id", "shoe_id", "action", "target_id", "outcome", "player_pair", "banker_pair", "natural",
    "player_cards", "banker_cards", "entered_at",
)  # fmt: skip
_FLAGS = ("player_pair", "banker_pair", "natural")


def exported_rows(history: History, shoe_id: int) -> list[dict[str, Any]]:
    """Every entry of a tracked shoe, undos and corrections included, in the order entered."""
    found = []
    for row in _rows(history.conn, shoe_id):
        record = dict(zip(("id", "action", "target_id", "outcome", *_FLAGS, "player_cards", "banker_cards",
                           "entered_at"), row, strict=True))  # fmt: skip
        for flag in _FLAGS:
            record[flag] = None if record[flag] is None else bool(record[flag])
        found.append({"shoe_id": shoe_id, **record})
    return [{key: record[key] for key in EXPORTED_KEYS} for record in found]


def imported_problems(
    records: Sequence[Mapping[str, Any]], decks: int, started: object, ended: object
) -> list[str]:
    """What is wrong with one shoe's exported entries (in order), as verify would find it stored."""
    rows = [
        (
            r["id"], r["action"], r["target_id"], r["outcome"],
            *(None if r[f] is None else int(r[f]) for f in _FLAGS),
            r["player_cards"], r["banker_cards"], r["entered_at"],
        )
        for r in records
    ]  # fmt: skip
    problems, standing = _check_rows(rows, started, ended)
    for row in rows:
        if row[1] == "undo" and any(value is not None for value in row[3:9]):
            problems.append(f"entry {row[0]}: an undo holds no hand")
        if row[1] != "undo" and row[3] is None:
            problems.append(f"entry {row[0]}: no result")
        if (row[7] is None) != (row[8] is None):
            problems.append(f"entry {row[0]}: the cards of both hands, or of neither")
    return problems + _card_count_problems(standing, decks)


def insert_imported(
    conn: sqlite3.Connection, shoe_ids: Mapping[int, int], records: Sequence[Mapping[str, Any]]
) -> int:
    """Store exported entries (checked by ``imported_problems``) under new ids, in order, inside the
    caller's transaction: each names its new shoe and the new id of the entry it supersedes."""
    new_ids: dict[int, int] = {}
    for r in records:
        cursor = conn.execute(
            _INSERT_ENTRY,
            [
                shoe_ids[r["shoe_id"]],
                r["action"],
                None if r["target_id"] is None else new_ids[r["target_id"]],
                r["outcome"], *(None if r[f] is None else int(r[f]) for f in _FLAGS),
                r["player_cards"], r["banker_cards"], r["entered_at"],
            ],
        )  # fmt: skip
        new_ids[r["id"]] = inserted_id(cursor.lastrowid)
    return len(new_ids)


def insert_sitting(
    conn: sqlite3.Connection, session_id: int, venue: str, table_name: str, decks: int
) -> None:
    """An imported tracked session's venue, table and decks (inside the caller's transaction)."""
    conn.execute(
        "INSERT INTO tracked_sittings (session_id, venue, table_name, decks) VALUES (?, ?, ?, ?)",
        [session_id, venue, table_name, decks],
    )


# -- verify ------------------------------------------------------------------------------------------
@dataclass
class TrackedCheck:
    """What verify found in the tracked shoes (storage/verify.py adds it to its report)."""

    shoes: int = 0
    hands: int = 0  # hands standing, checked
    problems: list[str] = field(default_factory=list)


def check_tracked(history: History) -> TrackedCheck:
    """Everything that can be checked of tracked shoes without a seed. Of each sitting: its decks,
    that it holds no dealt hands (``hands``) nor seeds. Of each row: a result, flags and cards that
    read, a superseding row naming a hand of its shoe that still stood when it was entered, moments
    in order. Of each hand with cards: the drawing rules, and the result, pairs and natural the
    cards make. Of each shoe: no card more often than its decks hold. A value of any type is
    reported, never raised: a person may have edited the file."""
    found = TrackedCheck()
    if not tracked_kept(history):
        return found
    conn = history.conn
    sitting_decks = dict(conn.execute("SELECT session_id, decks FROM tracked_sittings").fetchall())
    for (session_id,) in conn.execute(
        "SELECT id FROM sessions WHERE kind = ? AND id NOT IN (SELECT session_id FROM tracked_sittings)",
        [TRACKED_KIND],
    ):
        found.problems.append(f"tracked sitting {session_id}: it has no venue, table nor decks")
    for session_id, decks in sitting_decks.items():
        place = f"tracked sitting {session_id}"
        kind = conn.execute("SELECT kind FROM sessions WHERE id = ?", [session_id]).fetchone()
        if kind is None or kind[0] != TRACKED_KIND:
            found.problems.append(f"{place}: its session is not a tracked one")
        if not isinstance(decks, int) or not 1 <= decks <= MAX_DECKS:
            found.problems.append(f"{place}: {decks!r} decks")
            decks = MAX_DECKS
        (dealt,) = conn.execute("SELECT count(*) FROM hands WHERE session_id = ?", [session_id]).fetchone()
        if dealt:
            found.problems.append(f"{place}: it holds {dealt} dealt hands, which a tracked sitting never has")
        for shoe_id, shoe_no, shoe_decks, seed_sha, started, ended in conn.execute(
            "SELECT id, shoe_no, decks, seed_sha256, started_at, ended_at FROM shoes WHERE session_id = ? "
            "ORDER BY shoe_no",
            [session_id],
        ).fetchall():
            where = f"{place}, shoe {shoe_no}"
            found.shoes += 1
            if shoe_decks != decks:
                found.problems.append(f"{where}: {shoe_decks!r} decks, but the sitting's are {decks}")
            if seed_sha is not None:
                found.problems.append(f"{where}: a tracked shoe has no seed, but a commitment is stored")
            problems, standing = _check_rows(_rows(conn, shoe_id), started, ended)
            found.problems += [f"{where}: {p}" for p in problems]
            found.hands += len(standing)
            found.problems += [f"{where}: {p}" for p in _card_count_problems(standing, decks)]
    for (shoe_id,) in conn.execute(
        "SELECT DISTINCT t.shoe_id FROM tracked_hands t LEFT JOIN shoes s ON s.id = t.shoe_id "
        "WHERE s.id IS NULL OR s.session_id NOT IN (SELECT session_id FROM tracked_sittings)"
    ):
        found.problems.append(f"tracked hands are stored in shoe {shoe_id!r}, which is not a tracked shoe")
    return found


def _check_rows(
    rows: Sequence[tuple[Any, ...]], started: object, ended: object
) -> tuple[list[str], list[TrackedHand]]:
    """The problems of a shoe's rows (replayed in order) and the hands standing at the end."""
    problems: list[str] = []
    standing: dict[int, TrackedHand | None] = {}  # row id -> hand (None: it did not read)
    previous = started if isinstance(started, str) else ""
    for row in rows:
        row_id, action, target, entered = row[0], row[1], row[2], row[9]
        where = f"entry {row_id}"
        if not is_stamp(entered):
            problems.append(f"{where}: its moment {entered!r} is not a stored moment")
        elif entered < previous:
            problems.append(f"{where}: entered at {entered}, before what came before it ({previous})")
        else:
            previous = entered
        if isinstance(ended, str) and is_stamp(entered) and action == "add" and entered > ended:
            problems.append(f"{where}: a hand added after its shoe ended")
        if action not in ("add", "undo", "correct"):
            problems.append(f"{where}: {action!r} is not an entry (add, undo, correct)")
            continue
        if action != "add" and target not in standing:
            problems.append(
                f"{where}: its {action} names entry {target!r}, which is no hand standing in its shoe"
            )
            continue
        if action == "undo":
            del standing[target]
            continue
        hand: TrackedHand | None
        try:
            hand = hand_from_row(row)
            problems += [f"{where}: {p}" for p in card_problems(hand)]
        except (TypeError, ValueError) as exc:
            problems.append(f"{where}: it does not read ({exc})")
            hand = None
        for name, value in zip(("player pair", "banker pair", "natural"), row[4:7], strict=True):
            if value not in (None, 0, 1):
                problems.append(f"{where}: its {name} is {value!r}, not 0, 1 or unknown")
        if action == "correct":
            standing = {(row_id if key == target else key): value for key, value in standing.items()}
            standing[row_id] = hand
        else:
            standing[row_id] = hand
    return problems, [hand for hand in standing.values() if hand is not None]


def _card_count_problems(hands: Sequence[TrackedHand], decks: int) -> list[str]:
    seen: dict[Card, int] = {}
    for hand in hands:
        for card in (*(hand.player_cards or ()), *(hand.banker_cards or ())):
            seen[card] = seen.get(card, 0) + 1
    return [
        f"{card.code} seen {count} times, but {decks} decks hold it {decks} times"
        for card, count in sorted(seen.items(), key=lambda item: item[0].code)
        if count > decks
    ]
