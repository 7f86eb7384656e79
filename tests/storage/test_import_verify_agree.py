"""Whatever import accepts, verify accepts; whatever verify refuses, import refuses (issue 25).

Hypothesis plays histories as autoplay does (``RecordedTable`` with explicit seeds: one or two
sessions, shoes that end by the cut card and in the middle, side bets, each variant, 6 and 8
decks), exports them, and changes the export the way a hostile tester would: fields dropped,
blanked or given another type, numbers nudged, cards, positions, burn, cut, decks, counts, version,
moments, seeds and commitments edited, hands removed at the end or in the middle, a uid repeated,
bets added, removed or re-netted. Then:

- if ``import`` accepts the changed file, the history it writes passes ``verify``;
- if ``verify`` refuses the same records stored as they are (``support.store_as_is``: what a
  person with the sqlite3 shell would make), ``import`` refused the file.

Neither may raise anything but its own refusal.
"""

from __future__ import annotations

import copy
import functools
import io
import json
import tempfile
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from baccarat_desktop.engine.bets import BetSpot, bets_taken
from baccarat_desktop.engine.catalogue import CATALOGUE, SIDE_SPOTS, TIE_PAYS_CHOICES, Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.errors import StorageError
from baccarat_desktop.storage.exchange import ImportError_, export_json
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.importing import import_json, load_import, validate_import
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.stamps import parse_stamp, utc_stamp
from baccarat_desktop.storage.verify import verify_history

from .support import store_as_is

pytestmark = pytest.mark.slow

# -- Histories, played as autoplay plays them ---------------------------------------------------------
# A session plan: variant, decks, tie pays, seed, the side bets bet on, its shoes ("cut": played to
# the hand after the cut card; n: n hands, then the next shoe or the end) and whether it ends.
SessionPlan = tuple[Variant, int, int, int, tuple[BetSpot, ...], tuple[str | int, ...], bool]


@st.composite
def session_plans(draw: st.DrawFn) -> SessionPlan:
    variant = draw(st.sampled_from(list(Variant)))
    offered = [s for s in SIDE_SPOTS if variant in CATALOGUE[s].variants]
    sides = tuple(draw(st.lists(st.sampled_from(offered), max_size=3, unique=True))) if offered else ()
    shoes = tuple(draw(st.lists(st.one_of(st.just("cut"), st.integers(0, 4)), min_size=1, max_size=3)))
    return (
        variant,
        draw(st.sampled_from([6, 8])),
        draw(st.sampled_from(TIE_PAYS_CHOICES)),
        draw(st.integers(1, 40)),
        sides,
        shoes,
        draw(st.booleans()),
    )


history_plans = st.lists(session_plans(), min_size=1, max_size=2).map(tuple)


@functools.lru_cache(maxsize=64)
def exported(plan: tuple[SessionPlan, ...]) -> str:
    """The JSON export of the history ``plan`` plays (played once per plan)."""
    with (
        tempfile.TemporaryDirectory(dir=_SCRATCH) as folder,
        History.open(Path(folder) / "h.sqlite3") as history,
    ):
        for variant, decks, tie_pays, seed, sides, shoes, end in plan:
            rules = TableRules(decks=decks, variant=variant, tie_pays=tie_pays, side_bets=sides)
            bets = {BetSpot.BANKER if seed % 2 else BetSpot.PLAYER: 1_000, **dict.fromkeys(sides, 100)}
            table = RecordedTable.open(
                history, rules=rules, bankroll_cents=50_000_000, seed=seed, new_session=True
            )
            for i, shoe in enumerate(shoes):
                if i or shoe == 0:
                    table.start_shoe()
                if shoe == "cut":
                    while not table.play(bets_taken(bets, last_hand=table.session.is_last_hand)).last_hand:
                        pass
                else:
                    for _ in range(int(shoe)):
                        table.play(bets_taken(bets, last_hand=table.session.is_last_hand))
            if end:
                table.end_session()
        out = io.StringIO()
        export_json(history, out)
    return out.getvalue()


_SCRATCH = Path(tempfile.gettempdir())


# -- Changes a hostile tester makes -------------------------------------------------------------------
ODD_VALUES = ["", "x", "ZZ", -5, -1, 0, 1, 7, 416, 10**6, 2**70, 1.5, True, False, None, [], {}]
STAMP_KEYS = ("started_at", "ended_at", "played_at", "exported_at")
CARD_CODES = [r + s for r in "A23456789TJQK" for s in "SHDC"]


def objects(doc: dict[str, Any], key: str) -> list[dict[str, Any]]:
    """The objects of the file's list ``key`` (an earlier change may have spoilt the list)."""
    found = doc.get(key)
    return [r for r in found if isinstance(r, dict)] if isinstance(found, list) else []


def records(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Every object in the file a change can reach: the file, sessions and their rules, shoes, the
    first and last hands (and a middle one), and their bets."""
    found: list[dict[str, Any]] = [doc]
    for s in objects(doc, "sessions"):
        found += [s, s["rules"]] if isinstance(s.get("rules"), dict) else [s]
    found += objects(doc, "shoes")
    hands = objects(doc, "hands")
    picked = hands[:2] + hands[len(hands) // 2 : len(hands) // 2 + 1] + hands[-2:]
    for h in picked:
        found.append(h)
        found += objects(h, "bets")
    return [r for r in found if isinstance(r, dict)]


def shifted(stamp: Any, delta: timedelta) -> Any:
    try:
        return utc_stamp(parse_stamp(stamp) + delta)
    except (TypeError, ValueError, OverflowError):
        return stamp


def pick(draw: Callable[..., Any], items: list[Any]) -> Any:
    """One of ``items``, drawn by its index (so a failure report names it shortly)."""
    return items[draw(st.integers(0, len(items) - 1))]


def change(draw: Callable[..., Any], doc: dict[str, Any]) -> str:
    """Make one change to ``doc``; returns what it was (Hypothesis prints it on a failure)."""
    kind = draw(
        st.sampled_from(
            [
                "drop", "odd", "nudge", "card", "position", "shoe", "rules", "version", "stamp",
                "remove-hands", "uid", "bet", "reorder",
            ]
        )
    )  # fmt: skip
    targets = records(doc)
    hands, shoes, sessions = objects(doc, "hands"), objects(doc, "shoes"), objects(doc, "sessions")
    if kind in ("drop", "odd", "nudge"):
        record = pick(draw, targets)
        keys = sorted(
            k
            for k in record
            if kind != "nudge" or (isinstance(record[k], int) and not isinstance(record[k], bool))
        )
        if not keys:
            return "nothing"
        key = draw(st.sampled_from(keys))
        if kind == "drop":
            del record[key]
        elif kind == "odd":
            record[key] = draw(st.sampled_from(ODD_VALUES))
        else:
            record[key] += draw(st.sampled_from([-11, -4, -1, 1, 2, 4, 52]))
        return f"{kind} {key}"
    if kind == "card" and hands:
        hand = pick(draw, hands)
        side = draw(st.sampled_from(["player_cards", "banker_cards"]))
        cards = str(hand.get(side, "")).split()
        how = draw(st.sampled_from(["replace", "drop", "add"]))
        if how == "replace" and cards:
            cards[draw(st.integers(0, len(cards) - 1))] = draw(st.sampled_from(CARD_CODES))
        elif how == "drop" and cards:
            cards.pop()
        else:
            cards.append(draw(st.sampled_from(CARD_CODES)))
        hand[side] = " ".join(cards)
        return f"card {how} {side}"
    if kind == "position" and hands:
        start = draw(st.integers(0, len(hands) - 1))
        delta = draw(st.sampled_from([-6, -1, 1, 3]))
        every = draw(st.booleans())  # one hand, or it and every later hand of its shoe
        for hand in hands[start:] if every else [hands[start]]:
            if hand.get("shoe_id") == hands[start].get("shoe_id") and isinstance(hand.get("position"), int):
                hand["position"] += delta
        return f"position {delta:+d} from hand {start + 1}{' on' if every else ''}"
    if kind == "shoe" and shoes:
        shoe = pick(draw, shoes)
        other = pick(draw, shoes)
        how = draw(
            st.sampled_from(
                ["no-seed", "no-commitment", "neither", "other-seed", "open", "reason", "burn", "burned",
                 "cut", "decks"]
            )
        )  # fmt: skip
        if how == "no-seed":
            shoe["seed"] = None
        elif how == "no-commitment":
            shoe["seed_sha256"] = None
        elif how == "neither":
            shoe["seed"] = shoe["seed_sha256"] = None
        elif how == "other-seed":
            shoe["seed"], shoe["seed_sha256"] = other.get("seed"), other.get("seed_sha256")
        elif how == "open":
            shoe["ended_at"] = shoe["end_reason"] = None
        elif how == "reason":
            shoe["end_reason"] = draw(st.sampled_from(["cut_card", "new_shoe", "session_ended", "imported"]))
        elif how == "burn":
            shoe["burn_card"] = draw(st.sampled_from(CARD_CODES))
        elif how == "burned":
            shoe["burned"] = draw(st.integers(-1, 12))
        elif how == "cut":
            shoe["cut_position"] = draw(st.integers(280, 416))
        else:
            shoe["decks"] = 14 - shoe.get("decks", 8) if shoe.get("decks") in (6, 8) else 8
        return f"shoe {how}"
    if kind == "rules" and sessions:
        session = pick(draw, sessions)
        rules = session.get("rules")
        if not isinstance(rules, dict):
            return "nothing"
        key = draw(st.sampled_from(["decks", "variant", "side_bets", "tie_pays", "max_bet_cents", "cut_min"]))
        rules[key] = draw(
            {
                "decks": st.sampled_from([6, 8]),
                "variant": st.sampled_from([v.value for v in Variant]),
                "side_bets": st.lists(
                    st.sampled_from([s.value for s in SIDE_SPOTS]), max_size=3, unique=True
                ),
                "tie_pays": st.sampled_from(TIE_PAYS_CHOICES),
                "max_bet_cents": st.sampled_from([999, 1_000, 500_000]),
                "cut_min": st.sampled_from([12, 14, 16]),
            }[key]
        )
        return f"rules {key}"
    if kind == "version":
        doc["version"] = draw(st.sampled_from([1, 2, 3]))
        if draw(st.booleans()):  # and the counts removed, as format 1 had none
            for record in (*sessions, *shoes):
                record.pop("hands", None)
                record.pop("bankroll_end_cents", None)
        return f"version {doc['version']}"
    if kind == "stamp":
        record = pick(draw, [r for r in targets if any(k in r for k in STAMP_KEYS)] or [doc])
        key = draw(st.sampled_from([k for k in STAMP_KEYS if k in record] or ["exported_at"]))
        delta = draw(st.sampled_from([-86_400_000, -1, 1, 3_600_000, 864_000_000]))
        record[key] = shifted(record.get(key), timedelta(milliseconds=delta))
        return f"stamp {key} {delta:+d} ms"
    if kind == "remove-hands" and hands:
        shoe_id = draw(st.sampled_from([h.get("shoe_id") for h in hands]))
        mine = [h for h in hands if h.get("shoe_id") == shoe_id]
        count = draw(st.integers(1, min(5, len(mine))))
        at_end = draw(st.booleans())
        gone = mine[-count:] if at_end else mine[len(mine) // 2 : len(mine) // 2 + count]
        doc["hands"] = [h for h in doc["hands"] if all(h is not g for g in gone)]  # a list: hands exist
        if draw(st.booleans()):  # and the counts told the same story
            owners = [sh for sh in shoes if sh.get("id") == shoe_id]
            owners += [s for s in sessions if s.get("id") == mine[0].get("session_id")]
            for record in owners:
                if isinstance(record.get("hands"), int) and not isinstance(record["hands"], bool):
                    record["hands"] -= count
        return f"remove {count} hand(s) {'at the end' if at_end else 'in the middle'}"
    if kind == "reorder" and isinstance(doc["shoes"], list) and len(doc["shoes"]) > 1:
        i = draw(st.integers(0, len(doc["shoes"]) - 2))
        first, second = doc["shoes"][i], doc["shoes"][i + 1]
        how = draw(st.sampled_from(["records", "ids"]))
        if how == "records":  # listed the other way round
            doc["shoes"][i], doc["shoes"][i + 1] = second, first
        elif isinstance(first, dict) and isinstance(second, dict):  # relabelled, hands following
            ids = {first.get("id"): second.get("id"), second.get("id"): first.get("id")}
            first["id"], second["id"] = second.get("id"), first.get("id")
            for hand in hands:
                if hand.get("shoe_id") in ids:
                    hand["shoe_id"] = ids[hand["shoe_id"]]
        return f"shoes {i + 1} and {i + 2}: {how} swapped"
    if kind == "uid" and len(sessions) > 1:
        sessions[1]["uid"] = sessions[0].get("uid")
        return "uid repeated"
    if kind == "bet" and hands:
        hand = pick(draw, hands)
        bets = hand.get("bets")
        if not isinstance(bets, list):
            return "nothing"
        how = draw(st.sampled_from(["add", "remove", "net"]))
        if how == "add":
            bets.append(
                {
                    "spot": draw(st.sampled_from([s.value for s in BetSpot])),
                    "amount_cents": draw(st.sampled_from([1, 100, 500, 10**7])),
                    "net_cents": draw(st.sampled_from([-100, 0, 54, 100])),
                    "commission_cents": 0,
                }
            )
        elif how == "remove" and bets:
            bets.pop()
        elif bets and isinstance(bets[0], dict) and isinstance(bets[0].get("net_cents"), int):
            bets[0]["net_cents"] += 1
        return f"bet {how}"
    return "nothing"


# -- The agreement ------------------------------------------------------------------------------------
def import_accepts(doc: dict[str, Any], folder: Path) -> Path | None:
    """The history ``import`` writes from the file ``doc``, or None if it refuses the file."""
    source = folder / "import.json"
    source.write_text(json.dumps(doc))
    try:
        data = load_import(source)
        validate_import(data)
    except ImportError_:
        return None
    target = folder / "imported.sqlite3"
    with History.open(target) as history:
        import_json(history, data)
    return target


def verify_problems(path: Path) -> list[str]:
    """What ``verify`` finds in a history (a session it cannot read at all counts as found)."""
    try:
        with History.open(path, write=False) as history:
            return verify_history(history).problems
    except StorageError as exc:
        return [exc.detail]


@settings(
    max_examples=150,
    derandomize=True,
    deadline=None,
    report_multiple_bugs=False,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(plan=history_plans, data=st.data())
def test_import_and_verify_agree_on_changed_exports(
    plan: tuple[SessionPlan, ...], data: st.DataObject
) -> None:
    doc = json.loads(exported(plan))
    made = [change(data.draw, doc) for _ in range(data.draw(st.integers(0, 3), label="changes"))]
    note(f"changes: {made}")
    with tempfile.TemporaryDirectory(dir=_SCRATCH) as name:
        folder = Path(name)
        imported = import_accepts(copy.deepcopy(doc), folder)
        event("import accepts" if imported is not None else "import refuses")
        if imported is not None:
            problems = verify_problems(imported)
            assert not problems, (made, problems[:3])
        # The same records stored as they are, in a session of the kind the file's shoes allow.
        imported_shoes = any(sh.get("end_reason") == "imported" for sh in objects(doc, "shoes"))
        stored = folder / "stored.sqlite3"
        if store_as_is(copy.deepcopy(doc), stored, "imported" if imported_shoes else "derived"):
            problems = verify_problems(stored)
            event("verify refuses the stored records" if problems else "verify accepts the stored records")
            assert not problems or imported is None, (made, problems[:3])


def test_an_unchanged_export_is_accepted_by_both(tmp_path: Path) -> None:
    """The property's baseline: a whole export imports, and verifies stored either way."""
    plan = (
        (Variant.EZ, 6, 9, 3, (BetSpot.DRAGON_7, BetSpot.BIG), ("cut", 3), True),
        (Variant.COMMISSION, 8, 8, 4, (BetSpot.SMALL,), (2, 0, 5), False),
    )
    doc = json.loads(exported(plan))
    imported = import_accepts(copy.deepcopy(doc), tmp_path)
    assert imported is not None and verify_problems(imported) == []
    assert store_as_is(doc, tmp_path / "stored.sqlite3")
    assert verify_problems(tmp_path / "stored.sqlite3") == []
