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
know is refused by name. Formats 1 to 4 are still read: they held the player's sessions only. The
CSV stays the player's own hands.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from ..engine.bets import BetSpot
from ..engine.errors import shown
from ..engine.money import is_cents
from . import tracked
from .database import SqlValue, translate
from .history import History
from .outputs import output_file
from .rows import HAND_COLUMNS, ShoeRow, select_list
from .stamps import now_stamp

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


def _hand_rows(
    history: History, session_id: int | None, *, everyone: bool = False
) -> Iterator[dict[str, Any]]:
    """Each hand with its bets, in play order, every value checked to be of its column's kind.
    Hands and bets are read by two cursors walked side by side, so nothing is held but a hand."""
    try:
        yield from _checked_rows(history, session_id, everyone=everyone)
    except sqlite3.Error as exc:
        raise translate(exc, history.path) from None


def _checked_rows(
    history: History, session_id: int | None, *, everyone: bool = False
) -> Iterator[dict[str, Any]]:
    """``everyone``: every session's hands (the JSON export), else the player's own (the CSV's)."""
    whose = "1" if everyone else history.whose_hands()
    where = f"WHERE {whose}" if session_id is None else "WHERE h.session_id = ?"
    params: list[SqlValue] = [] if session_id is None else [session_id]
    hands = history.db.execute(
        f"SELECT {select_list(HAND_COLUMNS, current=history.current, prefix='h.')}, s.shoe_no "
        f"FROM hands h JOIN shoes s ON s.id = h.shoe_id {where} ORDER BY h.id",
        params,
    )
    bet_columns = select_list(("hand_id", "spot", *_BET_INTS), current=history.current, prefix="b.")
    bets = history.db.execute(
        f"SELECT {bet_columns} FROM bets b JOIN hands h ON h.id = b.hand_id {where} ORDER BY b.hand_id, b.id",
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


def _check_session(history: History, session_id: int | None) -> None:
    if session_id is not None:
        history.session(session_id)  # a ValueError naming the missing session


def export_csv(history: History, out: IO[str], session_id: int | None = None) -> int:
    """One row per hand; each spot has a stake and a net column. Returns the number of hands."""
    _check_session(history, session_id)
    columns = [
        "session_id", "shoe_no", "hand_no", "played_at", "player_cards", "banker_cards",
        "player_total", "banker_total", "winner", *HAND_FLAGS,
        *[f"bet_{s}_cents" for s in SPOTS], *[f"net_{s}_cents" for s in SPOTS],
        "wagered_cents", "net_cents", "commission_cents", "bankroll_before_cents", "bankroll_after_cents",
        "fee_cents", "lit",
    ]  # fmt: skip
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    count = 0
    for hand in _hand_rows(history, session_id):
        row = {key: hand[key] for key in columns if key in hand}
        for spot in SPOTS:
            row[f"bet_{spot}_cents"] = sum(b["amount_cents"] for b in hand["bets"] if b["spot"] == spot)
            row[f"net_{spot}_cents"] = sum(b["net_cents"] for b in hand["bets"] if b["spot"] == spot)
        row["wagered_cents"] = sum(b["amount_cents"] for b in hand["bets"])
        row["net_cents"] = sum(b["net_cents"] for b in hand["bets"])
        row["commission_cents"] = sum(b["commission_cents"] for b in hand["bets"])
        row["fee_cents"] = sum(b["fee_cents"] for b in hand["bets"])
        writer.writerow(row)
        count += 1
    return count


_SESSION_INTS = ("id", "starting_bankroll_cents", "loss_limit_cents")
_SESSION_TEXTS = ("uid", "started_at", "ended_at")
_SHOE_INTS = ("id", "session_id", "shoe_no", "decks", "cut_position", "burned")
_SHOE_TEXTS = ("seed_sha256", "seed", "burn_card", "started_at", "ended_at", "end_reason")
_SHOE_NULLABLE = ("seed_sha256", "seed", "cut_position", "burn_card", "ended_at", "end_reason")


def export_json(history: History, out: IO[str], session_id: int | None = None) -> int:
    """Every session of every kind (or the one asked for), its shoes (revealed seeds only), one
    object per hand, and the tracked shoes' entries. Returns the number of hands."""
    _check_session(history, session_id)
    sessions = [s for s in history.sessions(floor=True) if session_id is None or s.id == session_id]
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
    for hand in _hand_rows(history, session_id, everyone=True):
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


def export_file(history: History, path: Path, fmt: str, session_id: int | None = None) -> int:
    """Write to a temporary file and rename, so a failed export never leaves half a file; never
    over a history (``OutputRefused``)."""
    if fmt not in ("csv", "json"):
        raise ValueError(f"unknown export format {fmt!r}: use csv or json")
    with output_file(path, reading=history.path) as out:
        return (export_csv if fmt == "csv" else export_json)(history, out, session_id)
