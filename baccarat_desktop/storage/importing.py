"""Import a JSON export (format: ``exchange.py``), all or nothing.

An import is validated completely before the target history is even opened (cards, totals,
winners, flags, every bet against the session's own table limits, bankroll and loss limit, the
money ceiling, the bankroll chain, that no hand is missing, and every shoe held to what
``verify`` holds a stored one to, ``shoe_checks``, with or without its seed); the first bad record
is named; then everything is written in one transaction.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Set
from pathlib import Path
from typing import Any, TypeVar

from ..engine.bets import settle
from ..engine.errors import shown
from ..engine.money import check_cents
from ..engine.multiplier import format_lit
from ..engine.rules import TableRules
from . import tracked
from .exchange import FORMAT, FORMAT_VERSION, HAND_FLAGS, ImportError_
from .history import History
from .rows import NewHand, ShoeRow, inserted_id, write_hands
from .schema import SESSION_KINDS
from .shoe_checks import IMPORTED, SessionFacts, ShoeCheck, session_problems
from .stamps import is_stamp
from .tracked import TRACKED_KIND
from .verify import bet_problem, check_hand, hand_coup, hand_lit, hand_stakes

__all__ = ["MAX_DIGITS", "MAX_TEXT", "check_new_sessions", "import_json", "load_import", "validate_import"]

_T = TypeVar("_T")
PLAYER_KIND = "player"


# What each format's records hold: every export of that version wrote each of these keys (null
# where there was nothing), and no other. A key a version did not write is refused, so a file
# cannot claim an older format to escape the checks that came with a newer one (the counts of
# format 2) while keeping a newer format's content (format 3's table rules and side bets).
_SESSION_KEYS_1 = frozenset(
    {"id", "uid", "started_at", "ended_at", "starting_bankroll_cents", "rules", "loss_limit_cents"}
)
_SESSION_KEYS = {1: _SESSION_KEYS_1, 2: _SESSION_KEYS_1 | {"hands", "bankroll_end_cents"}}
_SESSION_KEYS[3] = _SESSION_KEYS[4] = _SESSION_KEYS[2]
_SESSION_KEYS[5] = _SESSION_KEYS[4] | {"kind", "table_key", "tracked"}  # 5: every kind of session
_SHOE_KEYS = {1: frozenset(ShoeRow.__slots__), 2: frozenset({*ShoeRow.__slots__, "hands"})}
_SHOE_KEYS[3] = _SHOE_KEYS[4] = _SHOE_KEYS[5] = _SHOE_KEYS[2]
_HAND_KEYS = frozenset(
    {
        "session_id", "shoe_id", "shoe_no", "hand_no", "position", "played_at", "player_cards",
        "banker_cards", "player_total", "banker_total", "winner", *HAND_FLAGS, "bets",
        "bankroll_before_cents", "bankroll_after_cents",
    }
)  # fmt: skip
_HAND_KEYS_BY = {1: _HAND_KEYS, 2: _HAND_KEYS, 3: _HAND_KEYS, 4: _HAND_KEYS | {"lit"}}  # 4: lit cards
_HAND_KEYS_BY[5] = _HAND_KEYS_BY[4]
_OLD_BET_KEYS = frozenset({"spot", "amount_cents", "net_cents", "commission_cents"})
_BET_KEYS = {1: _OLD_BET_KEYS, 2: _OLD_BET_KEYS, 3: _OLD_BET_KEYS, 4: _OLD_BET_KEYS | {"fee_cents"}}
_BET_KEYS[5] = _BET_KEYS[4]
# A hand-written file may leave these to the settlement.
_BET_OPTIONAL = frozenset({"commission_cents", "fee_cents"})
_TOP_KEYS_4 = frozenset({"format", "version", "exported_at", "sessions", "shoes", "hands"})
_TOP_KEYS = {
    1: _TOP_KEYS_4,
    2: _TOP_KEYS_4,
    3: _TOP_KEYS_4,
    4: _TOP_KEYS_4,
    5: _TOP_KEYS_4 | {"tracked_hands"},
}
_SITTING_KEYS = frozenset({"venue", "table_name", "decks"})
# An imported floor table's house session is history only: its key is made its own, so the floor
# never deals on from it (``house_session_ids`` maps a table's key to the session it deals into).
IMPORTED_TABLE_KEY = "imported:{uid}:{key}"
# Before the bet catalogue (formats 1 and 2) a table stated its commission and offered the two pairs.
_OLD_RULE_KEYS = frozenset(
    {"decks", "commission", "tie_pays", "min_bet_cents", "max_bet_cents", "side_min_cents",
     "side_max_cents", "cut_min", "cut_max"}
)  # fmt: skip
_RULE_KEYS = {
    1: _OLD_RULE_KEYS,
    2: _OLD_RULE_KEYS,
    3: (_OLD_RULE_KEYS - {"commission"}) | {"variant", "side_bets"},
}
_RULE_KEYS[4] = _RULE_KEYS[5] = _RULE_KEYS[3] | {"peek_cards"}
_RULE_OPTIONAL = frozenset({"peek_cards"})  # a Peek table's rule: TableRules.to_dict writes it there only
_OLD_COMMISSIONS = ("standard", "no_commission")
_OLD_SPOTS = ("player", "banker", "tie", "player_pair", "banker_pair")
MAX_TEXT = 200  # the longest text an export holds is a seed (64 characters): anything longer is not one
MAX_DIGITS = 19  # a whole number beyond SQLite's 64 bits fits no field (amounts stop at 12 digits)


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


def _keys(record: Mapping[str, object], known: frozenset[str], where: str, version: int,
          optional: frozenset[str] = frozenset()) -> None:  # fmt: skip
    """The record has every key its format wrote, and none that format did not have."""
    extra = sorted(set(record) - known, key=str)
    if extra:
        raise ImportError_(
            f"{where}: {shown(extra[0])} is not a field of export format {version} (a file of a newer "
            "format than it says, or edited)"
        )
    missing = sorted(known - optional - set(record))
    if missing:
        raise ImportError_(f"{where}: '{missing[0]}' is missing")


class _Unreadable(ValueError):
    """A number in the file that no field can hold; raised while parsing."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Unreadable(f"it holds a number of {len(text.lstrip('-')):,} digits, longer than any field's")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Unreadable(f"it holds the number {shown(text)}, too large for any field")
    return value


def _parse_constant(text: str) -> float:
    raise _Unreadable(f"it holds {text}, which is not a number any field can hold")


def _long_text(value: object, path: str = "") -> str | None:
    """Where in the parsed file a text (or key) is longer than any an export holds, if anywhere."""
    stack: list[tuple[object, str]] = [(value, path)]
    while stack:
        node, at = stack.pop()
        if isinstance(node, str) and len(node) > MAX_TEXT:
            return f"{at or 'the file'} is {len(node):,} characters long ({shown(node)})"
        if isinstance(node, dict):
            for key, item in node.items():
                if len(key) > MAX_TEXT:
                    return f"a key in {at or 'the file'} is {len(key):,} characters long ({shown(key)})"
                stack.append((item, f"{at}.{key}" if at else key))
        elif isinstance(node, list):
            stack.extend((item, f"{at}[{i}]") for i, item in enumerate(node))
    return None


def load_import(path: Path) -> dict[str, Any]:
    """The parsed export file, or ``ImportError_`` saying what is wrong with it as a whole."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ImportError_(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise ImportError_(f"{path} is not a text file") from None
    try:
        data = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant
        )
    except _Unreadable as exc:
        raise ImportError_(f"{path} cannot be imported: {exc}") from None
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
            f"{path} has export format version {shown(version)}; this program reads 1 to {FORMAT_VERSION}"
        )
    for key in ("sessions", "shoes", "hands", *(("tracked_hands",) if version >= 5 else ())):
        if not isinstance(data.get(key), list):
            raise ImportError_(f"{path}: '{key}' must be a list")
    long = _long_text(data)
    if long is not None:
        raise ImportError_(f"{path} cannot be imported: {long}; no field of an export is")
    return data


def _rules(record: dict[str, Any], version: int, where: str) -> TableRules:
    """A session's table rules in its format's form (formats 1 and 2 before the bet catalogue)."""
    rules = _need(record, "rules", dict, where)
    _keys(rules, _RULE_KEYS[version], f"{where}, its table rules", version, _RULE_OPTIONAL)
    if version < 3 and rules["commission"] not in _OLD_COMMISSIONS:
        raise ImportError_(
            f"{where}: its table's commission {shown(rules['commission'])} is not one export format "
            f"{version} knew ({', '.join(_OLD_COMMISSIONS)})"
        )
    try:
        read = TableRules.from_dict(rules)
    except (TypeError, ValueError) as exc:
        raise ImportError_(f"{where}: bad table rules ({exc})") from None
    if version < 4 and read.variant.lit:
        raise ImportError_(
            f"{where}: a {read.variant.label} table, which export format {version} did not have (a file of "
            "a newer format than it says)"
        )
    return read


def validate_import(data: dict[str, Any]) -> None:
    """Raise ``ImportError_`` naming the first bad record; return only if all of it is sound.

    Needs nothing from the target (``check_new_sessions`` is that), so a bad file is refused
    before the target is opened, let alone created. Shoes are held to what ``verify`` holds a
    stored shoe to (``shoe_checks``), with or without a revealed seed.
    """
    version: int = data["version"]
    _keys(data, _TOP_KEYS[version], "the file", version)
    if not is_stamp(data["exported_at"]):
        raise ImportError_(f"the file's 'exported_at' {shown(data['exported_at'])} is not a moment")
    sessions = _sessions(data["sessions"], version)
    shoes = _shoes(data["shoes"], version, sessions)
    bankrolls = {sid: s["starting_bankroll_cents"] for sid, s in sessions.items()}
    shoe_of_session: dict[int, int] = {}
    for i, h in enumerate(data["hands"], start=1):
        where = f"hand record {i}"
        if not isinstance(h, dict):
            raise ImportError_(f"{where}: not an object")
        sid, shid = _need(h, "session_id", int, where), _need(h, "shoe_id", int, where)
        hand_no, shoe_no = _need(h, "hand_no", int, where), _need(h, "shoe_no", int, where)
        where = f"hand record {i} (session {sid}, shoe {shoe_no}, hand {hand_no})"
        _keys(h, _HAND_KEYS_BY[version], where, version)
        if sid not in sessions or shid not in shoes:
            raise ImportError_(f"{where}: its session or shoe is not in the file")
        shoe, session = shoes[shid], sessions[sid]
        if session["_kind"] == TRACKED_KIND:
            raise ImportError_(
                f"{where}: a tracked sitting holds no dealt hands (its hands are tracked_hands)"
            )
        joined = shoe["session_id"] != sid  # the player at a floor table: the house's shoe
        if joined and (session["_kind"] != "player" or sessions[shoe["session_id"]]["_kind"] != "house"):
            raise ImportError_(f"{where}: its shoe is another session's, which is not a floor table's")
        if shoe_no != shoe["shoe_no"]:
            raise ImportError_(f"{where}: its shoe is numbered {shoe['shoe_no']}, not {shoe_no}")
        if not joined:
            if shoe_no < shoe_of_session.get(sid, 0):
                raise ImportError_(f"{where}: a session's hands come shoe after shoe, in play order")
            shoe_of_session[sid] = shoe_no
        shoe["_hands"] += 1
        session["_hands"] += 1
        if hand_no != shoe["_hands"]:
            raise ImportError_(f"{where}: expected hand {shoe['_hands']} of that shoe")
        for key in ("player_cards", "banker_cards", "winner", "played_at"):
            _need(h, key, str, where)
        for key in ("player_total", "banker_total", "position"):
            _need(h, key, int, where)
        for key in ("bankroll_before_cents", "bankroll_after_cents"):
            _money(h, key, where)
        for key in HAND_FLAGS:
            _need(h, key, bool, where)
        bets = _need(h, "bets", list, where)
        seen: set[str] = set()
        for j, bet in enumerate(bets, start=1):
            _check_bet(bet, f"{where}, bet {j}", seen, version)
        if h["bankroll_before_cents"] != bankrolls[sid]:
            raise ImportError_(f"{where}: the bankroll before does not follow the previous hand")
        check: ShoeCheck = shoe["_check"]
        placed, last_hand = check.hand(h)
        row = {**h, **{flag: int(h[flag]) for flag in HAND_FLAGS}}
        problems = [
            *check_hand(
                row,
                bets,
                session["_rules"],
                loss_limit_cents=session["loss_limit_cents"],
                session_net_cents=h["bankroll_before_cents"] - session["starting_bankroll_cents"],
                last_hand=last_hand,
            ),
            *placed,
        ]
        if problems:
            raise ImportError_(f"{where}: {problems[0]}")
        bankrolls[sid] = h["bankroll_after_cents"]
    _check_nothing_missing(sessions, shoes, bankrolls, counted=version >= 2)
    if version >= 5:
        _check_tracked_hands(data["tracked_hands"], shoes, sessions)


def _sessions(records: list[Any], version: int) -> dict[int, dict[str, Any]]:
    """The session records by id, each sound on its own, no two the same session."""
    sessions: dict[int, dict[str, Any]] = {}
    uids: dict[str, int] = {}
    for i, s in enumerate(records, start=1):
        where = f"session record {i}"
        if not isinstance(s, dict):
            raise ImportError_(f"{where}: not an object")
        _keys(s, _SESSION_KEYS[version], where, version)
        sid = _need(s, "id", int, where)
        uid = _need(s, "uid", str, where)
        if not _UID.fullmatch(uid):
            raise ImportError_(f"{where}: its uid {shown(uid)} is not 32 hex digits, as the game makes them")
        if sid in sessions:
            raise ImportError_(f"{where}: session id {sid} appears twice")
        if uid in uids:
            raise ImportError_(
                f"{where}: it has the uid of session record {uids[uid]} ({uid}): the same session twice"
            )
        _money(s, "starting_bankroll_cents", where)
        if s["loss_limit_cents"] is not None:
            _money(s, "loss_limit_cents", where, minimum=1)
        s["_rules"] = _rules(s, version, where)
        if version >= 2:
            if _need(s, "hands", int, where) < 0:
                raise ImportError_(f"{where}: it cannot have {s['hands']} hands")
            _money(s, "bankroll_end_cents", where)
        s["_kind"] = _kind(s, version, where)
        s["_facts"] = SessionFacts(s["_rules"], s["started_at"], s["ended_at"], None)
        s["_hands"], s["_record"], s["_shoes"] = 0, i, []
        uids[uid] = i
        sessions[sid] = s
    return sessions


def _shoes(
    records: list[Any], version: int, sessions: dict[int, dict[str, Any]]
) -> dict[int, dict[str, Any]]:
    """The shoe records by id, each held to what its session's table deals (``ShoeCheck``), and
    each session's shoes following one another."""
    shoes: dict[int, dict[str, Any]] = {}
    numbered: set[tuple[int, int]] = set()
    for i, sh in enumerate(records, start=1):
        where = f"shoe record {i}"
        if not isinstance(sh, dict):
            raise ImportError_(f"{where}: not an object")
        _keys(sh, _SHOE_KEYS[version], where, version)
        shid = _need(sh, "id", int, where)
        sid = _need(sh, "session_id", int, where)
        if sid not in sessions:
            raise ImportError_(f"{where}: its session {sid} is not in the file")
        shoe_no = _need(sh, "shoe_no", int, where)
        if version >= 2 and _need(sh, "hands", int, where) < 0:
            raise ImportError_(f"{where}: it cannot have {sh['hands']} hands")
        if shid in shoes:
            raise ImportError_(f"{where}: shoe id {shid} appears twice")
        if (sid, shoe_no) in numbered:
            raise ImportError_(f"{where}: session {sid} has two shoes numbered {shoe_no}")
        numbered.add((sid, shoe_no))
        before = sessions[sid]["_shoes"][-1] if sessions[sid]["_shoes"] else None
        if before is not None and (shoe_no < before["shoe_no"] or shid < before["id"]):
            # As the history keeps them (and as the import writes them): in the order they were dealt.
            raise ImportError_(
                f"{where}: a session's shoes come in the order they were dealt, with rising ids (shoe "
                f"{shoe_no}, id {shid}, comes after shoe {before['shoe_no']}, id {before['id']})"
            )
        sh["_row"] = ShoeRow(**{key: sh[key] for key in ShoeRow.__slots__})
        if sessions[sid]["_kind"] == TRACKED_KIND:
            _tracked_shoe(sh, sessions[sid], where)
        sh["_hands"], sh["_record"] = 0, i
        sessions[sid]["_shoes"].append(sh)
        shoes[shid] = sh
    for s in sessions.values():
        if s["_kind"] == TRACKED_KIND:
            continue  # seedless, unburned: held to what a tracked shoe is (``_tracked_shoe``)
        ordered = sorted(s["_shoes"], key=lambda sh: sh["shoe_no"])
        for index, problem in session_problems(s["_facts"], [sh["_row"] for sh in ordered]):
            where = (
                f"session record {s['_record']}"
                if index is None
                else f"shoe record {ordered[index]['_record']}"
            )
            raise ImportError_(f"{where}: {problem}")
    for sh in shoes.values():
        if sessions[sh["session_id"]]["_kind"] == TRACKED_KIND:
            sh["_check"] = None
            continue
        check = ShoeCheck(sh["_row"], sessions[sh["session_id"]]["_facts"])
        if check.problems:
            raise ImportError_(f"shoe record {sh['_record']}: {check.problems[0]}")
        sh["_check"] = check
    return shoes


_UID = re.compile(r"[0-9a-f]{32}")


def check_new_sessions(data: dict[str, Any], known_uids: Set[str], target: str) -> None:
    """After ``validate_import``: none of the file's sessions is already in the target (whose
    sessions' uids are ``known_uids``), so importing twice is refused as a whole."""
    for i, s in enumerate(data["sessions"], start=1):
        if s["uid"] in known_uids:
            raise ImportError_(f"session record {i}: this session (uid {s['uid']}) is already in {target}")


def _check_bet(bet: object, where: str, seen: set[str], version: int) -> None:
    """One bet record's form (``verify.bet_problem``, shared with verify), and a bet its format
    knew. Whether it settles so, and whether the table took it, is ``check_hand``'s."""
    if not isinstance(bet, dict):
        raise ImportError_(f"{where}: not an object")
    _keys(bet, _BET_KEYS[version], where, version, _BET_OPTIONAL)
    for key, kind in (("spot", str), ("amount_cents", int), ("net_cents", int)):
        _need(bet, key, kind, where)
    for optional in _BET_OPTIONAL:
        if bet.get(optional) is not None:
            _need(bet, optional, int, where)
    if version < 3 and bet["spot"] not in _OLD_SPOTS:
        raise ImportError_(
            f"{where}: a bet on {shown(bet['spot'])}, which export format {version} did not have (a file of "
            "a newer format than it says)"
        )
    problem = bet_problem(bet, seen)
    if problem is not None:
        raise ImportError_(f"{where}: {problem}")


def _kind(record: dict[str, Any], version: int, where: str) -> str:
    """A session's kind (format 5 on; every session before was the player's), with its floor table's
    key for a house session and its venue, table and decks for a tracked sitting."""
    if version < 5:
        return PLAYER_KIND
    kind = _need(record, "kind", str, where)
    if kind not in SESSION_KINDS:
        raise ImportError_(
            f"{where}: its kind {shown(kind)} is not a kind of session this version knows "
            f"({', '.join(SESSION_KINDS)}): a file of a newer version, or edited"
        )
    key, sitting = record["table_key"], record["tracked"]
    if kind == "house":
        if not _need(record, "table_key", str, where):
            raise ImportError_(f"{where}: a floor table's session names its table")
    elif key is not None:
        raise ImportError_(f"{where}: only a floor table's session has a table key")
    if kind != TRACKED_KIND:
        if sitting is not None:
            raise ImportError_(f"{where}: only a tracked sitting has a venue, table and decks")
        return kind
    _need(record, "tracked", dict, where)
    _keys(sitting, _SITTING_KEYS, f"{where}, its sitting", version)
    _need(sitting, "venue", str, where)
    _need(sitting, "table_name", str, where)
    decks = _need(sitting, "decks", int, where)
    if not 1 <= decks <= tracked.MAX_DECKS:
        raise ImportError_(f"{where}: a tracked shoe of {decks} decks (1 to {tracked.MAX_DECKS})")
    if record["starting_bankroll_cents"] or record["loss_limit_cents"] is not None or record["hands"]:
        raise ImportError_(f"{where}: a tracked sitting has no bankroll, no loss limit and no dealt hands")
    return kind


def _tracked_shoe(shoe: dict[str, Any], session: dict[str, Any], where: str) -> None:
    """A tracked shoe: its sitting's decks, no seed, no cut card, no burn."""
    if shoe["decks"] != session["tracked"]["decks"]:
        raise ImportError_(
            f"{where}: {shown(shoe['decks'])} decks, but its sitting's are {session['tracked']['decks']}"
        )
    if (
        any(shoe[key] is not None for key in ("seed_sha256", "seed", "cut_position", "burn_card"))
        or shoe["burned"]
    ):
        raise ImportError_(f"{where}: a tracked shoe has no seed, cut card nor burn")
    for key in ("started_at", "ended_at"):
        if shoe[key] is not None and not is_stamp(shoe[key]):
            raise ImportError_(f"{where}: its {key} {shown(shoe[key])} is not a moment")
    if not is_stamp(shoe["started_at"]):
        raise ImportError_(f"{where}: its started_at {shown(shoe['started_at'])} is not a moment")


def _check_tracked_hands(
    records: list[Any], shoes: dict[int, dict[str, Any]], sessions: dict[int, dict[str, Any]]
) -> None:
    """Format 5's tracked entries: each of its own form, in a tracked shoe of the file, ids rising,
    and each shoe's entries as verify holds stored ones (``tracked.imported_problems``)."""
    by_shoe: dict[int, list[dict[str, Any]]] = {}
    last_id = 0
    kinds = {"id": int, "shoe_id": int, "action": str, "entered_at": str}
    maybe = {"target_id": int, "outcome": str, "player_cards": str, "banker_cards": str}
    maybe |= {"player_pair": bool, "banker_pair": bool, "natural": bool}
    for i, record in enumerate(records, start=1):
        where = f"tracked entry {i}"
        if not isinstance(record, dict):
            raise ImportError_(f"{where}: not an object")
        _keys(record, frozenset(tracked.EXPORTED_KEYS), where, 5)
        for key, kind in kinds.items():
            _need(record, key, kind, where)
        for key, kind in maybe.items():
            if record[key] is not None:
                _need(record, key, kind, where)
        shoe = shoes.get(record["shoe_id"])
        if shoe is None or sessions[shoe["session_id"]]["_kind"] != TRACKED_KIND:
            raise ImportError_(f"{where}: its shoe {record['shoe_id']} is no tracked shoe of the file")
        if record["id"] <= last_id:
            raise ImportError_(f"{where}: the entries come in the order entered, with rising ids")
        last_id = record["id"]
        by_shoe.setdefault(record["shoe_id"], []).append(record)
    for shoe_id, entries in by_shoe.items():
        shoe = shoes[shoe_id]
        decks = sessions[shoe["session_id"]]["tracked"]["decks"]
        problems = tracked.imported_problems(entries, decks, shoe["started_at"], shoe["ended_at"])
        if problems:
            raise ImportError_(f"shoe record {shoe['_record']}: {problems[0]}")


def _check_nothing_missing(
    sessions: dict[int, dict[str, Any]],
    shoes: dict[int, dict[str, Any]],
    bankrolls: dict[int, int],
    counted: bool,
) -> None:
    """No hand was cut out of the file: the stated counts and closing bankrolls (format 2 on), and
    (any format) what each shoe's hands as a whole must hold (``ShoeCheck.finish``: a shoe the cut
    card ended holds its last hand, checked from positions, with or without the seed)."""
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
        problems = sh["_check"].finish() if sh["_check"] is not None else []
        if problems:
            raise ImportError_(f"{where}: {problems[0]}")


def import_json(history: History, data: dict[str, Any]) -> dict[str, int]:
    """Write a validated export (``validate_import``) in one transaction: new ids, marked imported.
    Checks once more, inside the transaction, that none of its sessions arrived meanwhile.

    A session or shoe still open in the file is stored ended (imported sessions are never
    continued: their secrets stay behind), at its latest moment in the file, so its moments stay in
    order; a shoe that was in play keeps its commitment, ends as 'imported', and stays unrevealed."""
    session_ids: dict[int, int] = {}
    shoe_ids: dict[int, int] = {}
    latest: dict[tuple[str, int], str] = {}

    def seen(kind: str, key: int, stamp: str | None) -> None:
        if stamp is not None and stamp > latest.get((kind, key), ""):
            latest[kind, key] = stamp

    for sh in data["shoes"]:
        for stamp in (sh["started_at"], sh["ended_at"]):
            seen("shoe", sh["id"], stamp)
            seen("session", sh["session_id"], stamp)
    session_of_shoe = {sh["id"]: sh["session_id"] for sh in data["shoes"]}
    for h in data["hands"]:
        seen("shoe", h["shoe_id"], h["played_at"])
        seen("session", h["session_id"], h["played_at"])
        # The player's hand at a floor table is in the house's shoe: the house session, which ends
        # no sooner than its shoes, lasts until it too.
        seen("session", session_of_shoe[h["shoe_id"]], h["played_at"])
    for entry in data.get("tracked_hands", []):
        seen("shoe", entry["shoe_id"], entry["entered_at"])
        seen("session", session_of_shoe[entry["shoe_id"]], entry["entered_at"])
    rules_by_session = {s["id"]: s["_rules"] for s in data["sessions"]}
    with history.transaction() as db:
        known = history.session_uids()
        for s in data["sessions"]:
            if s["uid"] in known:
                raise ImportError_(f"this session (uid {s['uid']}) is already in {history.path.name}")
        sessions_table, shoes_table = db.table("sessions"), db.table("shoes")
        for s in data["sessions"]:
            kinds = {}
            if history.kinds_kept:
                key = s.get("table_key")
                kinds = {
                    "kind": s["_kind"],
                    "table_key": None if key is None else IMPORTED_TABLE_KEY.format(uid=s["uid"], key=key),
                }
            sessions_table.insert(
                {
                    **kinds,
                    "uid": s["uid"],
                    "started_at": s["started_at"],
                    "ended_at": s["ended_at"] or max(s["started_at"], latest.get(("session", s["id"]), "")),
                    "starting_bankroll_cents": s["starting_bankroll_cents"],
                    "rules": json.dumps(s["_rules"].to_dict(), sort_keys=True),
                    "seed_mode": "imported",
                    "loss_limit_cents": s["loss_limit_cents"],
                }
            )
            session_ids[s["id"]] = inserted_id(sessions_table.last_rowid)
            if s["_kind"] == TRACKED_KIND:
                sitting = s["tracked"]
                tracked.insert_sitting(
                    db.conn, session_ids[s["id"]], sitting["venue"], sitting["table_name"], sitting["decks"]
                )
        for sh in data["shoes"]:
            shoes_table.insert(
                {
                    "session_id": session_ids[sh["session_id"]],
                    "shoe_no": sh["shoe_no"],
                    "decks": sh["decks"],
                    "seed_sha256": sh["seed_sha256"],
                    "seed": sh["seed"],
                    "cut_position": sh["cut_position"],
                    "burn_card": sh["burn_card"],
                    "burned": sh["burned"],
                    "started_at": sh["started_at"],
                    "ended_at": sh["ended_at"] or latest.get(("shoe", sh["id"]), sh["started_at"]),
                    "end_reason": sh["end_reason"] or IMPORTED,
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
        entries = tracked.insert_imported(db.conn, shoe_ids, data.get("tracked_hands", []))
    counts = {"sessions": len(session_ids), "shoes": len(shoe_ids), "hands": len(data["hands"])}
    return counts | ({"tracked_entries": entries} if data["version"] >= 5 else {})


def _new_hand(h: dict[str, Any], session_id: int, shoe_id: int, rules: TableRules) -> NewHand:
    """A validated hand record as the table stores a hand: its columns come from re-dealing its
    cards (``validate_import`` checked they are the file's), its bets are settled again under the
    session's rules (commission and fee re-derived rather than trusted from the file, with the lit
    cards the file states, which ``check_hand`` read and the shoe's checks held to its seed)."""
    coup = hand_coup(h)
    lit = hand_lit(h, rules)
    assert not isinstance(lit, str), "validate_import read the lit cards"
    placed = hand_stakes(h["bets"], rules)
    assert not isinstance(placed, str), "validate_import read the Peek stakes"
    return NewHand(
        session_id,
        shoe_id,
        h["hand_no"],
        h["position"],
        coup,
        settle(placed[0], coup, rules, lit, placed[1]),
        h["bankroll_before_cents"],
        h["bankroll_after_cents"],
        h["played_at"],
        format_lit(lit) if lit else None,
    )
