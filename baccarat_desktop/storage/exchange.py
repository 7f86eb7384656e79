"""The history's export format, and the export: CSV or JSON, one row per hand. The import of the
JSON form, all or nothing, is ``importing.py``.

Exports stream row by row, so a million hands never sit in memory. Secret seeds of shoes still
in play are never exported, and an export is never written over a history (storage/outputs.py);
a stored value no game writes (text or infinity for cents) is refused rather than written.
An import is validated completely before the target history is even opened (cards, totals,
winners, flags, every bet against the session's own table limits, bankroll and loss limit, the
money ceiling, the bankroll chain, that no hand is missing, and every shoe held to what
``verify`` holds a stored one to, ``shoe_checks``, with or without its seed); the first bad record
is named; then everything is written in one transaction.

Format 2 adds each session's and each shoe's number of hands and each session's closing
bankroll, so an export with hands cut out of it is refused; format 1 files are still read.

Format 3 came with the bet catalogue: a session's rules name the table's ``variant``
("commission", "no_commission", "ez") and the ``side_bets`` it offered, instead of format 2's
``commission`` ("standard", "no_commission"), and a hand's bets may be on any catalogue bet. The
release before would have refused a format 3 file's rules as "bad table rules" (unknown keys) or
its side bets as unknown spots; with the version raised it says plainly that the file is newer
than it reads. Formats 1 and 2 are still read: their rules are read as ``TableRules.from_dict``
reads the old form (those tables offered the two pairs). Each format's records hold exactly the
fields that format's exports wrote, so a file cannot claim an older format to escape a newer one's
checks.

Format 4 came with the multiplier table: a session's rules may name the ``multiplier`` variant, a
hand states its ``lit`` cards ("QH*5 2C*2", as ``multiplier.format_lit`` writes them; null at a table
without lights) and a bet its ``fee_cents`` (the fee paid beside the stake, already counted in its
``net_cents``). Formats 1 to 3 are still read: they had no multiplier table, so no lights and no fee.
The CSV adds the ``fee_cents`` and ``lit`` columns at the end of each row.

Format 5 carries every kind of session (``sessions.kind``): the player's own, the casino floor's house
sessions (docs/lobby.md) and the sittings tracked at a real table (docs/tracked.md). A session states
its ``kind`` ("player", "house", "tracked"), its ``table_key`` (a floor table's key; null otherwise)
and ``tracked`` (a tracked sitting's ``venue``, ``table_name`` and ``decks``; null otherwise). The
shoes and hands of every session are in the file (the player's hands at a floor table name the house
shoe they were dealt from), and the top-level ``tracked_hands`` holds every entry of every tracked
shoe, undos and corrections included, as ``tracked_hands`` stores them. A kind this version does not
know is refused by name. Formats 1 to 4 are still read: they held the player's sessions only.

An export of one session (``session_id``) carries what importing it needs: a session whose hands
were dealt from a floor table's house shoe (the player seated at a floor table) comes with that
table's house session, its shoes and their hands, and with every other session that played hands in
those shoes (a shoe's hands are numbered 1, 2, 3... across everyone at the table, and a session's
shoes 1, 2, 3..., so nothing less imports and verifies), as the whole-history export holds them.

The CSV holds the player's own hands unless asked for other sources (``whose.Source``): the floor's
and tracked shoes' hands too, each row naming its ``source`` ("player", "house", "tracked") in the
last column; hands from the ``hands`` table come first in the order stored, then tracked hands shoe
by shoe. A tracked hand has no bets, money or bankroll: those cells are empty (never 0), as are its
cards and totals when they were not seen and its pairs and natural when not noted.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from ..engine.bets import BetSpot
from ..engine.cards import baccarat_total, format_cards
from ..engine.errors import shown
from ..engine.money import is_cents
from . import tracked
from .database import SqlValue, translate
from .history import History
from .outputs import output_file
from .rows import HAND_COLUMNS, ShoeRow, select_list
from .stamps import now_stamp
from .whose import Source

FORMAT = "baccarat-desktop-history"
FORMAT_VERSION = 5
SPOTS = [spot.value for spot in BetSpot]  # every catalogue bet, in catalogue order: the CSV's bet columns
HAND_FLAGS = ("natural", "player_pair", "banker_pair")


class ImportError_(ValueError):
    """A bad import file; the message names the first bad record."""


class ExportError(ValueError):
    """A stored value an export cannot write as what it is (text or bytes where the history keeps
    whole cents, an infinite amount): the history was changed outside the game. Nothing is written."""


# The columns of each exported record that the history keeps as whole numbers, and as text.
_HAND_INTS = (
    "session_id", "shoe_id", "shoe_no", "hand_no", "position", "player_total", "banker_total",
    *HAND_FLAGS, "bankroll_before_cents", "bankroll_after_cents",
)  # fmt: skip
_HAND_TEXTS = ("played_at", "player_cards", "banker_cards", "winner")
_BET_INTS = ("amount_cents", "net_cents", "commission_cents", "fee_cents")


def _stored_form(record: Mapping[str, object], ints: tuple[str, ...], texts: tuple[str, ...], where: str,
                 *, nullable: tuple[str, ...] = ()) -> None:  # fmt: skip
    """Refuse (``ExportError``) a stored value that is not of its column's kind."""
    for keys, wanted, kind in ((ints, is_cents, "a whole number"), (texts, _is_text, "text")):
        for key in keys:
            value = record[key]
            if not wanted(value) and not (value is None and key in nullable):
                name = key.removesuffix("_cents").replace("_", " ")
                kind = "whole cents" if key.endswith("_cents") else kind
                raise ExportError(
                    f"{where}: its {name} is stored as {shown(value)}, not {kind}: the history was changed "
                    "outside the game ('verify' lists every problem); nothing was exported"
                )


def _is_text(value: object) -> bool:
    return isinstance(value, str)


def _hand_rows(history: History, where: str, params: list[SqlValue]) -> Iterator[dict[str, Any]]:
    """Each hand that ``where`` (a condition on ``hands h``) lets through, with its bets, in play
    order, every value checked to be of its column's kind. Hands and bets are read by two cursors
    walked side by side, so nothing is held but a hand."""
    try:
        yield from _checked_rows(history, where, params)
    except sqlite3.Error as exc:
        raise translate(exc, history.path) from None


def _checked_rows(history: History, where: str, params: list[SqlValue]) -> Iterator[dict[str, Any]]:
    hands = history.db.execute(
        f"SELECT {select_list(HAND_COLUMNS, current=history.current, prefix='h.')}, s.shoe_no "
        f"FROM hands h JOIN shoes s ON s.id = h.shoe_id WHERE {where} ORDER BY h.id",
        params,
    )
    bet_columns = select_list(("hand_id", "spot", *_BET_INTS), current=history.current, prefix="b.")
    bets = history.db.execute(
        f"SELECT {bet_columns} FROM bets b JOIN hands h ON h.id = b.hand_id WHERE {where} "
        "ORDER BY b.hand_id, b.id",
        params,
    )
    columns = [c[0] for c in hands.description]
    pending = bets.fetchone()
    for values in hands:
        row = dict(zip(columns, values, strict=True))
        place = f"session {row['session_id']}, shoe {shown(row['shoe_no'])}, hand {shown(row['hand_no'])}"
        _stored_form(row, _HAND_INTS, (*_HAND_TEXTS, "lit"), place, nullable=("lit",))
        row["bets"] = []
        while pending is not None and pending[0] == row["id"]:
            bet = dict(zip(("spot", *_BET_INTS), pending[1:], strict=True))
            _stored_form(bet, _BET_INTS, ("spot",), f"{place}, its bet on {shown(bet['spot'])}")
            row["bets"].append(bet)
            pending = bets.fetchone()
        yield row


def _in(session_ids: Collection[int]) -> str:
    """A condition on ``h.session_id`` naming these sessions (whole numbers: written into the SQL)."""
    return f"h.session_id IN ({', '.join(str(int(sid)) for sid in sorted(session_ids))})"


def sessions_to_export(history: History, session_id: int) -> list[int]:
    """The sessions an export of ``session_id`` must hold to import (the module's account): it,
    the house sessions whose shoes its hands were dealt from, and every session with hands in their
    shoes, until nothing more is needed. Oldest first."""
    wanted = {session_id}
    while True:
        ids = ", ".join(str(sid) for sid in sorted(wanted))
        needed = {
            int(sid)
            for (sid,) in history.conn.execute(
                "SELECT s.session_id FROM hands h JOIN shoes s ON s.id = h.shoe_id "
                f"WHERE h.session_id IN ({ids}) AND s.session_id NOT IN ({ids}) "
                "UNION SELECT h.session_id FROM hands h JOIN shoes s ON s.id = h.shoe_id "
                f"WHERE s.session_id IN ({ids}) AND h.session_id NOT IN ({ids})"
            )
        }
        if not needed:
            return sorted(wanted)
        wanted |= needed


def _check_session(history: History, session_id: int | None) -> None:
    if session_id is not None:
        history.session(session_id)  # a ValueError naming the missing session


def session_source(history: History, session_id: int) -> Source:
    """Whose hands a session holds (a ValueError naming a missing session)."""
    history.session(session_id)
    kind = _kinds(history).get(session_id, (Source.PLAYER.value, None))[0]
    return Source(kind)


CSV_COLUMNS = [
    "session_id", "shoe_no", "hand_no", "played_at", "player_cards", "banker_cards",
    "player_total", "banker_total", "winner", *HAND_FLAGS,
    *[f"bet_{s}_cents" for s in SPOTS], *[f"net_{s}_cents" for s in SPOTS],
    "wagered_cents", "net_cents", "commission_cents", "bankroll_before_cents", "bankroll_after_cents",
    "fee_cents", "lit", "source",
]  # fmt: skip


def export_csv(
    history: History,
    out: IO[str],
    session_id: int | None = None,
    sources: Collection[Source] | None = None,
) -> int:
    """One row per hand; each spot has a stake and a net column, and the last says whose hand it
    is. ``sources``: whose hands (None: the player's own, or all of ``session_id``'s). Returns the
    number of hands."""
    _check_session(history, session_id)
    if sources is None:
        sources = {Source.PLAYER if session_id is None else session_source(history, session_id)}
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    kinds = _kinds(history)
    dealt = [source for source in Source if source in sources and source is not Source.TRACKED]
    where = " OR ".join(f"({history.whose_hands(source)})" for source in dealt) or "0"
    params: list[SqlValue] = []
    if session_id is not None:
        where, params = f"h.session_id = ? AND ({where})", [session_id]
    count = 0
    for hand in _hand_rows(history, where, params) if dealt else ():
        row = {key: hand[key] for key in CSV_COLUMNS if key in hand}
        for spot in SPOTS:
            row[f"bet_{spot}_cents"] = sum(b["amount_cents"] for b in hand["bets"] if b["spot"] == spot)
            row[f"net_{spot}_cents"] = sum(b["net_cents"] for b in hand["bets"] if b["spot"] == spot)
        row["wagered_cents"] = sum(b["amount_cents"] for b in hand["bets"])
        row["net_cents"] = sum(b["net_cents"] for b in hand["bets"])
        row["commission_cents"] = sum(b["commission_cents"] for b in hand["bets"])
        row["fee_cents"] = sum(b["fee_cents"] for b in hand["bets"])
        row["source"] = kinds.get(hand["session_id"], (Source.PLAYER.value, None))[0]
        writer.writerow(row)
        count += 1
    if Source.TRACKED in sources:
        for row in _tracked_rows(history, session_id):
            writer.writerow(row)
            count += 1
    return count


def _tracked_rows(history: History, session_id: int | None) -> Iterator[dict[str, Any]]:
    """Each tracked hand as it stands (undos and corrections applied), as a CSV row: no bets, no
    money, no bankroll (left empty), and no cards, totals, pairs or natural that were not seen."""

    def flag(value: bool | None) -> int | str:
        return "" if value is None else int(value)

    for shoe in tracked.shoes(history, session_id):
        for entry in tracked.effective_hands(history, shoe.id):
            hand = entry.hand
            yield {
                "session_id": shoe.session_id,
                "shoe_no": shoe.shoe_no,
                "hand_no": entry.number,
                "played_at": entry.entered_at,
                "player_cards": format_cards(hand.player_cards) if hand.player_cards is not None else "",
                "banker_cards": format_cards(hand.banker_cards) if hand.banker_cards is not None else "",
                "player_total": baccarat_total(hand.player_cards) if hand.player_cards is not None else "",
                "banker_total": baccarat_total(hand.banker_cards) if hand.banker_cards is not None else "",
                "winner": hand.outcome.value,
                "natural": flag(hand.natural),
                "player_pair": flag(hand.player_pair),
                "banker_pair": flag(hand.banker_pair),
                "source": Source.TRACKED.value,
            }


_SESSION_INTS = ("id", "starting_bankroll_cents", "loss_limit_cents")
_SESSION_TEXTS = ("uid", "started_at", "ended_at")
_SHOE_INTS = ("id", "session_id", "shoe_no", "decks", "cut_position", "burned")
_SHOE_TEXTS = ("seed_sha256", "seed", "burn_card", "started_at", "ended_at", "end_reason")
_SHOE_NULLABLE = ("seed_sha256", "seed", "cut_position", "burn_card", "ended_at", "end_reason")


def export_json(history: History, out: IO[str], session_id: int | None = None) -> int:
    """Every session of every kind (or the one asked for, with what it needs to import:
    ``sessions_to_export``), its shoes (revealed seeds only), one object per hand, and the tracked
    shoes' entries. Returns the number of hands."""
    _check_session(history, session_id)
    wanted = None if session_id is None else set(sessions_to_export(history, session_id))
    sessions = [s for s in history.sessions(floor=True) if wanted is None or s.id in wanted]
    kinds = _kinds(history)
    sittings = {sitting.session_id: sitting for sitting in tracked.sittings(history)}
    shoes = [sh for s in sessions for sh in history.shoes(s.id)]
    counts = history.hand_counts()
    by_session = _hands_by_session(history)
    session_records = []
    for s in sessions:
        kind, table_key = kinds.get(s.id, ("player", None))
        sitting = sittings.get(s.id)
        record = {
            "id": s.id,
            "uid": s.uid,
            "kind": kind,
            "table_key": table_key,
            "tracked": None
            if sitting is None
            else {"venue": sitting.venue, "table_name": sitting.table_name, "decks": sitting.decks},
            "started_at": s.started_at,
            "ended_at": s.ended_at,
            "starting_bankroll_cents": s.starting_bankroll_cents,
            "rules": s.rules.to_dict(),
            "loss_limit_cents": s.loss_limit_cents,
            "hands": by_session.get(s.id, 0),
            "bankroll_end_cents": history.bankroll(s.id),
        }
        _stored_form(record, (*_SESSION_INTS, "bankroll_end_cents"), _SESSION_TEXTS, f"session {s.id}",
                     nullable=("loss_limit_cents", "ended_at"))  # fmt: skip
        session_records.append(record)
    shoe_records = []
    for sh in shoes:
        record = {**{k: getattr(sh, k) for k in ShoeRow.__slots__}, "hands": counts.get(sh.id, 0)}
        _stored_form(record, _SHOE_INTS, _SHOE_TEXTS, f"session {sh.session_id}, shoe {shown(sh.shoe_no)}",
                     nullable=_SHOE_NULLABLE)  # fmt: skip
        shoe_records.append(record)
    header = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exported_at": now_stamp(),
        "sessions": session_records,
        "shoes": shoe_records,
        "tracked_hands": [
            entry
            for sh in shoes
            if sh.session_id in sittings
            for entry in tracked.exported_rows(history, sh.id)
        ],
    }
    text = json.dumps(header, indent=1)
    out.write(text[: text.rstrip().rfind("}")].rstrip() + ',\n "hands": [')
    count = 0
    for hand in _hand_rows(history, "1" if wanted is None else _in(wanted), []):
        record = {
            "session_id": hand["session_id"],
            "shoe_id": hand["shoe_id"],
            "shoe_no": hand["shoe_no"],
            "hand_no": hand["hand_no"],
            "position": hand["position"],
            "played_at": hand["played_at"],
            "player_cards": hand["player_cards"],
            "banker_cards": hand["banker_cards"],
            "player_total": hand["player_total"],
            "banker_total": hand["banker_total"],
            "winner": hand["winner"],
            **{flag: bool(hand[flag]) for flag in HAND_FLAGS},
            "lit": hand["lit"],
            "bets": [
                {k: b[k] for k in ("spot", "amount_cents", "net_cents", "commission_cents", "fee_cents")}
                for b in hand["bets"]
            ],
            "bankroll_before_cents": hand["bankroll_before_cents"],
            "bankroll_after_cents": hand["bankroll_after_cents"],
        }
        out.write(("\n  " if count == 0 else ",\n  ") + json.dumps(record))
        count += 1
    out.write("\n ]\n}\n")
    return count


def _kinds(history: History) -> dict[int, tuple[str, str | None]]:
    """Each session's kind and floor table key (every session of an older file is the player's)."""
    if not history.kinds_kept:
        return {}
    return {
        int(sid): (str(kind), key)
        for sid, kind, key in history.conn.execute("SELECT id, kind, table_key FROM sessions")
    }


def _hands_by_session(history: History) -> dict[int, int]:
    """Hands stored per session (the player's at a floor table are his, in the house's shoe)."""
    return {
        int(sid): int(n)
        for sid, n in history.conn.execute("SELECT session_id, count(*) FROM hands GROUP BY session_id")
    }


def export_file(
    history: History,
    path: Path,
    fmt: str,
    session_id: int | None = None,
    sources: Collection[Source] | None = None,
) -> int:
    """Write to a temporary file and rename, so a failed export never leaves half a file; never
    over a history (``OutputRefused``). ``sources``: the CSV's (``export_csv``)."""
    if fmt not in ("csv", "json"):
        raise ValueError(f"unknown export format {fmt!r}: use csv or json")
    if fmt == "json" and sources is not None:
        raise ValueError("a JSON export holds every kind of session: sources are the CSV's")
    _check_session(history, session_id)  # before the file is touched
    with output_file(path, reading=history.path) as out:
        if fmt == "csv":
            return export_csv(history, out, session_id, sources)
        return export_json(history, out, session_id)
