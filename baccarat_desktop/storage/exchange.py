"""Export the history as CSV or JSON (one row per hand) and import the JSON form, all or nothing.

Exports stream row by row, so a million hands never sit in memory. Secret seeds of shoes still
in play are never exported, and an export is never written over a history (storage/outputs.py).
An import is validated completely before the target history is even opened (cards, totals,
winners, flags, every bet against the session's own table limits, bankroll and loss limit, the
money ceiling, the bankroll chain, that no hand is missing and, where a seed is revealed, the
shoe itself); the first bad record is named; then everything is written in one transaction.

Format 2 adds each session's and each shoe's number of hands and each session's closing
bankroll, so an export with hands cut out of it is refused; format 1 files are still read.

Format 3 came with the bet catalogue: a session's rules name the table's ``variant``
("commission", "no_commission", "ez") and the ``side_bets`` it offered, instead of format 2's
``commission`` ("standard", "no_commission"), and a hand's bets may be on any catalogue bet. The
release before would have refused a format 3 file's rules as "bad table rules" (unknown keys) or
its side bets as unknown spots; with the version raised it says plainly that the file is newer
than it reads. Formats 1 and 2 are still read: their rules are read as ``TableRules.from_dict``
reads the old form (those tables offered the two pairs).
"""

from __future__ import annotations

import csv
import hashlib
import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any, TypeVar

from ..engine.bets import BetSpot, settle
from ..engine.money import check_cents
from ..engine.rules import TableRules
from ..engine.session import Session
from ..engine.shoe import Shoe
from .history import History, ShoeRow
from .outputs import output_file
from .rows import NewHand, inserted_id, write_hands
from .stamps import now_stamp
from .verify import VerifyReport, check_hand, deal_at, hand_coup, is_last_hand, shoe_cards

FORMAT = "baccarat-desktop-history"
FORMAT_VERSION = 3
SPOTS = [spot.value for spot in BetSpot]  # every catalogue bet, in catalogue order: the CSV's bet columns
HAND_FLAGS = ("natural", "player_pair", "banker_pair")
_T = TypeVar("_T")


class ImportError_(ValueError):
    """A bad import file; the message names the first bad record."""


def _hand_rows(history: History, session_id: int | None) -> Iterator[dict[str, Any]]:
    where = "" if session_id is None else "WHERE h.session_id = ?"
    params = [] if session_id is None else [session_id]
    sql = f"""
        SELECT h.*, s.shoe_no,
               (SELECT json_group_array(json_object('spot', b.spot, 'amount_cents', b.amount_cents,
                                                    'net_cents', b.net_cents,
                                                    'commission_cents', b.commission_cents))
                FROM bets b WHERE b.hand_id = h.id) AS bets_json
        FROM hands h JOIN shoes s ON s.id = h.shoe_id {where}
        ORDER BY h.id
    """
    for row in history.db.query(sql, params):
        row = dict(row)
        row["bets"] = json.loads(row.pop("bets_json") or "[]")
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
        writer.writerow(row)
        count += 1
    return count


def export_json(history: History, out: IO[str], session_id: int | None = None) -> int:
    """Sessions, shoes (revealed seeds only) and one object per hand. Returns the number of hands."""
    _check_session(history, session_id)
    sessions = [s for s in history.sessions() if session_id is None or s.id == session_id]
    shoes = [sh for s in sessions for sh in history.shoes(s.id)]
    counts = history.hand_counts()
    header = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exported_at": now_stamp(),
        "sessions": [
            {
                "id": s.id,
                "uid": s.uid,
                "started_at": s.started_at,
                "ended_at": s.ended_at,
                "starting_bankroll_cents": s.starting_bankroll_cents,
                "rules": s.rules.to_dict(),
                "loss_limit_cents": s.loss_limit_cents,
                "hands": sum(counts.get(sh.id, 0) for sh in shoes if sh.session_id == s.id),
                "bankroll_end_cents": history.bankroll(s.id),
            }
            for s in sessions
        ],
        "shoes": [
            {**{k: getattr(sh, k) for k in ShoeRow.__slots__}, "hands": counts.get(sh.id, 0)} for sh in shoes
        ],
    }
    text = json.dumps(header, indent=1)
    out.write(text[: text.rstrip().rfind("}")].rstrip() + ',\n "hands": [')
    count = 0
    for hand in _hand_rows(history, session_id):
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
            "bets": [
                {k: b[k] for k in ("spot", "amount_cents", "net_cents", "commission_cents")}
                for b in hand["bets"]
            ],
            "bankroll_before_cents": hand["bankroll_before_cents"],
            "bankroll_after_cents": hand["bankroll_after_cents"],
        }
        out.write(("\n  " if count == 0 else ",\n  ") + json.dumps(record))
        count += 1
    out.write("\n ]\n}\n")
    return count


def export_file(history: History, path: Path, fmt: str, session_id: int | None = None) -> int:
    """Write to a temporary file and rename, so a failed export never leaves half a file; never
    over a history (``OutputRefused``)."""
    if fmt not in ("csv", "json"):
        raise ValueError(f"unknown export format {fmt!r}: use csv or json")
    with output_file(path, reading=history.path) as out:
        return (export_csv if fmt == "csv" else export_json)(history, out, session_id)


# -- import ------------------------------------------------------------------------------------
def _need(record: Mapping[str, object], key: str, kind: type[_T], where: str) -> _T:
    if key not in record:
        raise ImportError_(f"{where}: '{key}' is missing")
    value = record[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise ImportError_(f"{where}: '{key}' has the wrong type ({type(value).__name__})")
    return value


def _money(record: Mapping[str, object], key: str, where: str, *, minimum: int = 0) -> int:
    value = _need(record, key, int, where)
    try:
        return check_cents(value, key.replace("_cents", "").replace("_", " "), minimum=minimum)
    except ValueError as exc:
        raise ImportError_(f"{where}: {exc}") from None


def load_import(path: Path) -> dict[str, Any]:
    """The parsed export file, or ``ImportError_`` saying what is wrong with it as a whole."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ImportError_(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise ImportError_(f"{path} is not a text file") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        where = (
            f" (line {exc.lineno}, column {exc.colno}: {exc.msg})"
            if isinstance(exc, json.JSONDecodeError)
            else ""
        )
        raise ImportError_(f"{path} is not valid JSON{where}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportError_(f"{path} is not a Baccarat Desktop history export")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= FORMAT_VERSION:
        raise ImportError_(
            f"{path} has export format version {version!r}; this program reads 1 to {FORMAT_VERSION}"
        )
    for key in ("sessions", "shoes", "hands"):
        if not isinstance(data.get(key), list):
            raise ImportError_(f"{path}: '{key}' must be a list")
    return data


def validate_import(data: dict[str, Any], known_uids: set[str], target: str) -> None:
    """Raise ``ImportError_`` naming the first bad record; return only if all of it is sound.

    Needs nothing from the target but the sessions it already holds (``known_uids``), so a bad
    file is refused before the target is opened, let alone created.
    """
    counted = data["version"] >= 2  # format 2 states how many hands each session and shoe has
    sessions: dict[int, dict[str, Any]] = {}
    for i, s in enumerate(data["sessions"], start=1):
        where = f"session record {i}"
        if not isinstance(s, dict):
            raise ImportError_(f"{where}: not an object")
        sid = _need(s, "id", int, where)
        uid = _need(s, "uid", str, where)
        _need(s, "started_at", str, where)
        _money(s, "starting_bankroll_cents", where)
        if s.get("loss_limit_cents") is not None:
            _money(s, "loss_limit_cents", where, minimum=1)
        try:
            s["_rules"] = TableRules.from_dict(_need(s, "rules", dict, where))
        except (TypeError, ValueError) as exc:
            raise ImportError_(f"{where}: bad table rules ({exc})") from None
        if counted:
            _need(s, "hands", int, where)
            _money(s, "bankroll_end_cents", where)
        if sid in sessions:
            raise ImportError_(f"{where}: session id {sid} appears twice")
        if uid in known_uids:
            raise ImportError_(f"{where}: this session (uid {uid}) is already in {target}")
        s["_hands"] = 0
        sessions[sid] = s
    shoes: dict[int, dict[str, Any]] = {}
    for i, sh in enumerate(data["shoes"], start=1):
        where = f"shoe record {i}"
        if not isinstance(sh, dict):
            raise ImportError_(f"{where}: not an object")
        shid = _need(sh, "id", int, where)
        if _need(sh, "session_id", int, where) not in sessions:
            raise ImportError_(f"{where}: its session {sh['session_id']} is not in the file")
        _need(sh, "shoe_no", int, where)
        if _need(sh, "decks", int, where) not in (6, 8):
            raise ImportError_(f"{where}: a shoe has 6 or 8 decks")
        _need(sh, "started_at", str, where)
        for key, kind in _SHOE_OPTIONAL.items():
            if sh.get(key) is not None:
                _need(sh, key, kind, where)
        if counted:
            _need(sh, "hands", int, where)
        seed, commitment = sh.get("seed"), sh.get("seed_sha256")
        if seed is not None:
            try:
                ok = hashlib.sha256(bytes.fromhex(seed)).hexdigest() == commitment
            except (TypeError, ValueError):
                ok = False
            if not ok:
                raise ImportError_(f"{where}: the revealed seed does not match the commitment")
        if shid in shoes:
            raise ImportError_(f"{where}: shoe id {shid} appears twice")
        if any(o["session_id"] == sh["session_id"] and o["shoe_no"] == sh["shoe_no"] for o in shoes.values()):
            raise ImportError_(f"{where}: session {sh['session_id']} has two shoes numbered {sh['shoe_no']}")
        sh["_hands"] = 0
        sh["_position"] = None
        shoes[shid] = sh
    bankrolls = {sid: s["starting_bankroll_cents"] for sid, s in sessions.items()}
    for i, h in enumerate(data["hands"], start=1):
        where = f"hand record {i}"
        if not isinstance(h, dict):
            raise ImportError_(f"{where}: not an object")
        sid, shid = _need(h, "session_id", int, where), _need(h, "shoe_id", int, where)
        hand_no = _need(h, "hand_no", int, where)
        where = f"hand record {i} (session {sid}, shoe {h.get('shoe_no', '?')}, hand {hand_no})"
        if sid not in sessions or shid not in shoes or shoes[shid]["session_id"] != sid:
            raise ImportError_(f"{where}: its session or shoe is not in the file")
        shoe, session = shoes[shid], sessions[sid]
        shoe["_hands"] += 1
        session["_hands"] += 1
        if hand_no != shoe["_hands"]:
            raise ImportError_(f"{where}: expected hand {shoe['_hands']} of that shoe")
        for key in ("player_cards", "banker_cards", "winner", "played_at"):
            _need(h, key, str, where)
        for key in ("player_total", "banker_total"):
            _need(h, key, int, where)
        if h.get("position") is not None:
            _need(h, "position", int, where)
        for key in ("bankroll_before_cents", "bankroll_after_cents"):
            _money(h, key, where)
        for key in HAND_FLAGS:
            _need(h, key, bool, where)
        bets = _need(h, "bets", list, where)
        seen: set[str] = set()
        for j, bet in enumerate(bets, start=1):
            _check_bet(bet, f"{where}, bet {j}", seen)
        if h["bankroll_before_cents"] != bankrolls[sid]:
            raise ImportError_(f"{where}: the bankroll before does not follow the previous hand")
        row = {**h, **{flag: int(h[flag]) for flag in HAND_FLAGS}}
        problems = list(
            check_hand(
                row,
                bets,
                session["_rules"],
                loss_limit_cents=session.get("loss_limit_cents"),
                session_net_cents=h["bankroll_before_cents"] - session["starting_bankroll_cents"],
                last_hand=is_last_hand(
                    _hand_position(shoe, h, session["_rules"], where), shoe.get("cut_position")
                ),
            )
        )
        if problems:
            raise ImportError_(f"{where}: {problems[0]}")
        bankrolls[sid] = h["bankroll_after_cents"]
        _check_against_seed(shoe, h, session["_rules"], where)
    _check_nothing_missing(sessions, shoes, bankrolls, counted)


def _check_bet(bet: object, where: str, seen: set[str]) -> None:
    """One bet record's form: a catalogue bet's key, once per hand, a stake, a net and (optional)
    the commission. Whether it settles so, and whether the table took it, is ``check_hand``'s."""
    if not isinstance(bet, dict):
        raise ImportError_(f"{where}: not an object")
    key = _need(bet, "spot", str, where)
    try:
        spot = BetSpot(key)
    except ValueError:
        known = ", ".join(SPOTS)
        raise ImportError_(f"{where}: {key!r} is not a bet this version knows (bets: {known})") from None
    if key in seen:
        raise ImportError_(f"{where}: a second bet on {spot.label}")
    seen.add(key)
    _money(bet, "amount_cents", where, minimum=1)
    _need(bet, "net_cents", int, where)
    if bet.get("commission_cents") is not None:
        _need(bet, "commission_cents", int, where)


def _hand_position(shoe: dict[str, Any], hand: dict[str, Any], rules: TableRules, where: str) -> int | None:
    """Where in its shoe the hand was dealt from: as stated, or as the shoe's revealed seed deals."""
    position = hand.get("position")
    if isinstance(position, int) and not isinstance(position, bool):
        return position
    if shoe.get("seed") is None:
        return None
    if "_cards" not in shoe:
        _shoe_cards(shoe, rules, where)
    return shoe["_position"] if shoe["_cards"] is not None else None


# Shoe fields that may be absent or null, and their type when present.
_SHOE_OPTIONAL: dict[str, type] = {
    "seed": str,
    "seed_sha256": str,
    "cut_position": int,
    "burn_card": str,
    "burned": int,
    "ended_at": str,
    "end_reason": str,
}


def _check_nothing_missing(
    sessions: dict[int, dict[str, Any]],
    shoes: dict[int, dict[str, Any]],
    bankrolls: dict[int, int],
    counted: bool,
) -> None:
    """No hand was cut out of the file: the stated counts and closing bankrolls (format 2), and a
    shoe the cut card ended holds every hand its revealed seed deals (any format)."""
    for i, (sid, s) in enumerate(sessions.items(), start=1):
        if counted and s["hands"] != s["_hands"]:
            raise ImportError_(
                f"session record {i}: the export says it has {s['hands']} hand(s), but {s['_hands']} are in "
                "the file (hands were removed or added)"
            )
        if counted and s["bankroll_end_cents"] != bankrolls[sid]:
            raise ImportError_(f"session record {i}: its hands do not end at its closing bankroll")
    for i, sh in enumerate(shoes.values(), start=1):
        where = f"shoe record {i} (session {sh['session_id']}, shoe {sh['shoe_no']})"
        if counted and sh["hands"] != sh["_hands"]:
            raise ImportError_(
                f"{where}: the export says it has {sh['hands']} hand(s), but {sh['_hands']} are in the file"
            )
        if sh.get("end_reason") == "cut_card" and sh.get("seed") is not None:
            rules = sessions[sh["session_id"]]["_rules"]
            if "_cards" not in sh:
                _shoe_cards(sh, rules, where)  # its cut card and burn are the seed's
            full = _hands_in_full_shoe(sh, rules)
            if sh["_hands"] < full:
                raise ImportError_(
                    f"{where}: the cut card ended it after {full} hands, but only {sh['_hands']} are in "
                    "the file"
                )


def _hands_in_full_shoe(shoe: dict[str, Any], rules: TableRules) -> int:
    """How many hands the table deals from this seed's shoe: burn, then to the hand after the cut card."""
    seed = bytes.fromhex(shoe["seed"])
    session = Session(
        rules, 0, shoe_factory=lambda: Shoe.from_seed(seed, shoe["decks"], (rules.cut_min, rules.cut_max))
    )
    session.start_shoe()
    hands = 0
    while not session.needs_new_shoe:
        session.deal({})
        hands += 1
    return hands


def _shoe_cards(shoe: dict[str, Any], rules: TableRules, where: str) -> None:
    row = ShoeRow(
        id=shoe["id"],
        session_id=shoe["session_id"],
        shoe_no=shoe["shoe_no"],
        decks=shoe["decks"],
        seed_sha256=shoe.get("seed_sha256"),
        seed=shoe.get("seed"),
        cut_position=shoe.get("cut_position"),
        burn_card=shoe.get("burn_card"),
        burned=shoe.get("burned") or 0,  # as import_json stores it
        started_at=shoe["started_at"],
        ended_at=shoe.get("ended_at"),
        end_reason=shoe.get("end_reason"),
    )
    report = VerifyReport()
    shoe["_cards"] = shoe_cards(row, rules, report, where)
    if report.problems:
        raise ImportError_(report.problems[0])
    shoe["_position"] = shoe.get("burned") or 0


def _check_against_seed(shoe: dict[str, Any], hand: dict[str, Any], rules: TableRules, where: str) -> None:
    """Where the shoe's seed is revealed, the hand must be exactly what that shoe deals."""
    if shoe.get("seed") is None:
        return
    if "_cards" not in shoe:
        _shoe_cards(shoe, rules, where)
    cards = shoe["_cards"]
    if hand.get("position", shoe["_position"]) != shoe["_position"]:
        raise ImportError_(
            f"{where}: stored at shoe position {hand.get('position')}, not {shoe['_position']}"
        )
    dealt = deal_at(cards, shoe["_position"]) if cards is not None else None
    stored = (hand["player_cards"].split(), hand["banker_cards"].split())
    if dealt is None or ([c.code for c in dealt.player], [c.code for c in dealt.banker]) != stored:
        raise ImportError_(f"{where}: the cards are not what the shoe's revealed seed deals")
    shoe["_position"] += dealt.cards_used


def import_json(history: History, data: dict[str, Any]) -> dict[str, int]:
    """Write a validated export (``validate_import``) in one transaction: new ids, marked imported.
    Checks once more, inside the transaction, that none of its sessions arrived meanwhile."""
    session_ids: dict[int, int] = {}
    shoe_ids: dict[int, int] = {}
    last_played: dict[int, str] = {}
    for h in data["hands"]:
        last_played[h["session_id"]] = h["played_at"]
        last_played[-h["shoe_id"] - 1] = h["played_at"]
    rules_by_session = {s["id"]: s["_rules"] for s in data["sessions"]}
    with history.transaction() as db:
        known = history.session_uids()
        for s in data["sessions"]:
            if s["uid"] in known:
                raise ImportError_(f"this session (uid {s['uid']}) is already in {history.path.name}")
        sessions_table, shoes_table = db.table("sessions"), db.table("shoes")
        for s in data["sessions"]:
            sessions_table.insert(
                {
                    "uid": s["uid"],
                    "started_at": s["started_at"],
                    # Imported sessions are history: never continued, since their secrets stay behind.
                    "ended_at": s.get("ended_at") or last_played.get(s["id"], s["started_at"]),
                    "starting_bankroll_cents": s["starting_bankroll_cents"],
                    "rules": json.dumps(s["_rules"].to_dict(), sort_keys=True),
                    "seed_mode": "imported",
                    "loss_limit_cents": s.get("loss_limit_cents"),
                }
            )
            session_ids[s["id"]] = inserted_id(sessions_table.last_rowid)
        for sh in data["shoes"]:
            shoes_table.insert(
                {
                    "session_id": session_ids[sh["session_id"]],
                    "shoe_no": sh["shoe_no"],
                    "decks": sh["decks"],
                    "seed_sha256": sh.get("seed_sha256"),
                    "seed": sh.get("seed"),
                    "cut_position": sh.get("cut_position"),
                    "burn_card": sh.get("burn_card"),
                    "burned": sh.get("burned") or 0,
                    "started_at": sh["started_at"],
                    "ended_at": sh.get("ended_at") or last_played.get(-sh["id"] - 1, sh["started_at"]),
                    "end_reason": sh.get("end_reason") or "imported",
                }
            )
            shoe_ids[sh["id"]] = inserted_id(shoes_table.last_rowid)
        write_hands(
            db.conn,
            [
                _new_hand(
                    h, session_ids[h["session_id"]], shoe_ids[h["shoe_id"]], rules_by_session[h["session_id"]]
                )
                for h in data["hands"]
            ],
        )
    return {"sessions": len(session_ids), "shoes": len(shoe_ids), "hands": len(data["hands"])}


def _new_hand(h: dict[str, Any], session_id: int, shoe_id: int, rules: TableRules) -> NewHand:
    """A validated hand record as the table stores a hand: its columns come from re-dealing its
    cards (``validate_import`` checked they are the file's), its bets are settled again under the
    session's rules (commission re-derived rather than trusted from the file)."""
    coup = hand_coup(h)
    return NewHand(
        session_id,
        shoe_id,
        h["hand_no"],
        h["position"] if isinstance(h.get("position"), int) else 0,
        coup,
        settle({BetSpot(b["spot"]): b["amount_cents"] for b in h["bets"]}, coup, rules),
        h["bankroll_before_cents"],
        h["bankroll_after_cents"],
        h["played_at"],
    )
