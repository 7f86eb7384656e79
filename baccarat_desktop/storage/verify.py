"""Check a stored history against the rules and the revealed seeds.

Every shoe is held to what a shoe allows (``shoe_checks``, the checks an import applies to a file
too): its make-up, its burn and cut card, its moments, every hand at the position the one before
left, no card more often than its decks hold, the last-hand rule from positions; and, once its seed
is revealed, the commitment and every card. For every hand: the cards make the stored totals,
winner and flags; the bets settle to the stored nets (and, at a multiplier table, fees, with the
hand's stored lit cards, which must be the ones its shoe lights) under the session's rules and are
ones its table took; the bankroll chain adds up. Shoes tracked at a real table have no seed: they
are checked as far as can be without one (``tracked.check_tracked``). A value of any type is
reported, never raised: a person may have edited the file.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.bets import BetSpot, check_bets, settle, spot_refusal
from ..engine.cards import parse_cards
from ..engine.coup import Coup, deal_coup
from ..engine.errors import DomainError, shown
from ..engine.money import check_cents, is_cents
from ..engine.multiplier import LitCard, parse_lit
from ..engine.peek import PEEK_SPOTS, Choice, raise_refusal, stake_and_choice
from ..engine.rules import TableRules
from ..engine.session import check_loss_limit
from .daily import check_daily
from .floor import house_session_ids
from .history import History
from .rows import SessionRow, ShoeRow, coup_columns
from .shoe_checks import SessionFacts, ShoeCheck, session_problems
from .tracked import check_tracked
from .tracked import sittings as tracked_sittings


@dataclass
class VerifyReport:
    shoes_checked: int = 0  # against their revealed seed
    shoes_unrevealed: int = 0  # still in play: seed secret
    shoes_without_seed: int = 0  # imported or stacked: nothing to recompute from
    hands_checked: int = 0
    tracked_shoes: int = 0  # tracked at a real table: checked as far as can be without a seed
    tracked_hands: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "shoes_checked": self.shoes_checked,
            "shoes_unrevealed": self.shoes_unrevealed,
            "shoes_without_seed": self.shoes_without_seed,
            "hands_checked": self.hands_checked,
            "tracked_shoes": self.tracked_shoes,
            "tracked_hands": self.tracked_hands,
            "problems": self.problems,
        }


_SPOTS = frozenset(spot.value for spot in BetSpot)


def hand_coup(hand: Mapping[str, Any]) -> Coup:
    """Re-deal a stored hand from its own cards (dealing order P1 B1 P2 B2 P3 B3)."""
    player = parse_cards(hand["player_cards"].split())
    banker = parse_cards(hand["banker_cards"].split())
    if len(player) < 2 or len(banker) < 2:
        raise ValueError("each hand needs at least two cards")
    order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
    it = iter(order)
    return deal_coup(lambda: next(it))


def bet_problem(bet: object, seen: set[str]) -> str | None:
    """What is wrong with one bet record's form, if anything: a catalogue bet's key, once per hand,
    a stake of at least a cent within the money ceiling, a whole net and (if given) a whole
    commission. ``seen`` collects the keys of the hand's bets so far. Shared by verify and import."""
    if not isinstance(bet, Mapping):
        return "not an object"
    key = bet.get("spot")
    if not isinstance(key, str):
        return f"its bet key {shown(key)} is not text"
    try:
        spot = BetSpot(key)
    except ValueError:
        return f"{shown(key)} is not a bet this version knows (bets: {', '.join(s.value for s in BetSpot)})"
    if key in seen:
        return f"a second bet on {spot.label}"
    seen.add(key)
    try:
        check_cents(bet.get("amount_cents"), "its amount", minimum=1)
    except ValueError as exc:
        return str(exc)
    if not is_cents(bet.get("net_cents")):
        return f"its net {shown(bet.get('net_cents'))} is not a whole number of cents"
    commission = bet.get("commission_cents")
    if commission is not None and not is_cents(commission):
        return f"its commission {shown(commission)} is not a whole number of cents"
    fee = bet.get("fee_cents")
    if fee is not None and (not is_cents(fee) or fee < 0):
        return f"its fee {shown(fee)} is not a whole number of cents"
    return None


def hand_stakes(
    bets: Sequence[Mapping[str, Any]], rules: TableRules
) -> tuple[dict[BetSpot, int], Choice] | str:
    """The stakes as placed and the Peek choice of a hand's bet rows, or what is wrong with them. At a
    Peek table a Player or Banker row stores the stakes in play and the fee on the stake as placed,
    which give both back (``peek.stake_and_choice``; a row with no fee, hand-written, is kept as
    placed); elsewhere the amounts are the stakes and the choice is to keep."""
    stakes = {BetSpot(b["spot"]): b["amount_cents"] for b in bets}
    choice = Choice.KEEP
    if not rules.variant.peek:
        return stakes, choice
    for bet in bets:
        spot = BetSpot(bet["spot"])
        if spot not in PEEK_SPOTS or bet.get("fee_cents") is None:
            continue
        try:
            stakes[spot], choice = stake_and_choice(bet["amount_cents"], bet["fee_cents"])
        except DomainError as exc:
            return f"its {spot.label} bet is no Peek bet: {exc}"
    return stakes, choice


def hand_lit(hand: Mapping[str, Any], rules: TableRules) -> tuple[LitCard, ...] | str:
    """The lit cards a hand row stores, read (``multiplier.parse_lit``), or what is wrong with them:
    a hand of a table with lights stores 1 to 5, one of a table without none. Whether they are the
    ones its shoe lights is ``ShoeCheck.hand``'s (it knows the shoe's seed or card order)."""
    text = hand.get("lit")
    if not rules.variant.lit:
        return () if text is None else f"it stores lit cards {shown(text)}, but its table lights none"
    if text is None:
        return "it stores no lit cards, but its table lights cards before every hand"
    try:
        return parse_lit(text)
    except ValueError as exc:
        return f"its lit cards {shown(text)} cannot be read: {exc}"


def check_hand(
    hand: Mapping[str, Any],
    bets: Sequence[Mapping[str, Any]],
    rules: TableRules,
    *,
    loss_limit_cents: int | None = None,
    session_net_cents: int = 0,
    last_hand: bool = False,
) -> Iterator[str]:
    """Everything a single hand row claims, re-derived from its cards and bets; and that its bets
    were ones the session's table would take (offered there, open on this hand, limits, bankroll,
    money ceiling, loss limit). ``last_hand``: the cut card was out before the hand was dealt.

    Each bet's net, commission and fee are settled again by the bet catalogue under the session's
    own rules (at a multiplier table with the hand's stored lit cards, ``hand_lit``); a bet row
    without ``commission_cents`` or ``fee_cents`` (a hand-written import) is checked on its net.
    Any value of any type is reported, never raised: a stored row may have been edited by hand.
    """
    try:
        coup = hand_coup(hand)
    except (ValueError, StopIteration, AttributeError, TypeError):
        yield "its cards are not a legal coup"
        return
    if [c.code for c in coup.player] != hand["player_cards"].split() or [c.code for c in coup.banker] != hand[
        "banker_cards"
    ].split():
        yield "its cards are not what the tableau deals (a third card is missing or extra)"
        return
    expected = coup_columns(coup)
    for key, value in expected.items():
        if hand.get(key) != value:
            yield f"{key} is {shown(hand.get(key))} but the cards make {value!r}"
    seen: set[str] = set()
    for number, bet in enumerate(bets, start=1):
        spot_key = bet.get("spot")
        if isinstance(spot_key, str) and spot_key not in _SPOTS:
            yield f"a bet is on {shown(spot_key)}, which is not a bet this version knows"
            return
        problem = bet_problem(bet, seen)
        if problem is not None:
            yield f"bet {number}: {problem}"
            return
    for what in ("bankroll_before_cents", "bankroll_after_cents"):
        try:
            check_cents(hand.get(what), what.replace("_cents", "").replace("_", " "))
        except ValueError as exc:
            yield str(exc)
            return
    lit = hand_lit(hand, rules)
    if isinstance(lit, str):
        yield lit
        return
    placed = hand_stakes(bets, rules)
    if isinstance(placed, str):
        yield placed
        return
    stakes, choice = placed
    takes = dict(stakes)
    for spot in stakes:
        refusal = spot_refusal(spot, rules, last_hand=last_hand)
        if refusal is not None:
            yield f"a bet the session's table would refuse: {refusal.reason}"
            del takes[spot]
    try:
        check_bets(takes, rules, hand["bankroll_before_cents"])
        check_loss_limit(takes, loss_limit_cents, session_net_cents, rules)
    except ValueError as exc:
        yield f"the table would refuse its bets: {exc}"
    refused = raise_refusal(
        choice,
        takes,
        rules,
        hand["bankroll_before_cents"],
        loss_limit_cents=loss_limit_cents,
        net_cents=session_net_cents,
    )
    if refused is not None:
        yield f"the table would refuse its raise: {refused}"
    settlement = settle(stakes, coup, rules, lit, choice)
    stored_net = sum(b["net_cents"] for b in bets)
    for result in settlement.results:
        mine = [b for b in bets if b["spot"] == result.spot.value]
        stored = sum(b["net_cents"] for b in mine)
        if stored != result.net_cents:
            yield f"the {result.spot.label} bet should net {result.net_cents} cents, not {stored}"
        if all(b.get("fee_cents") is not None for b in mine):
            fee = sum(b["fee_cents"] for b in mine)
            if fee != result.fee_cents:
                yield (
                    f"the {result.spot.label} bet should record a fee of {result.fee_cents} cents, not {fee}"
                )
        if all(b.get("commission_cents") is not None for b in mine):
            commission = sum(b["commission_cents"] for b in mine)
            if commission != result.commission_cents:
                yield (
                    f"the {result.spot.label} bet should record {result.commission_cents} cents of "
                    f"commission, not {commission}"
                )
    if hand["bankroll_after_cents"] != hand["bankroll_before_cents"] + stored_net:
        yield "the bankroll after is not the bankroll before plus the bets' net"


def verify_history(history: History) -> VerifyReport:
    report = VerifyReport()
    house = set(house_session_ids(history).values())
    tracked = check_tracked(history)
    sittings = {sitting.session_id for sitting in tracked_sittings(history)}
    for session in history.sessions(floor=True):
        if session.id not in sittings:
            _verify_session(history, session, report, house)
    report.tracked_shoes, report.tracked_hands = tracked.shoes, tracked.hands
    report.problems += tracked.problems
    report.problems += check_daily(history)  # the days played of the daily shoe, replayed
    return report


def _segments(history: History, session: SessionRow) -> list[tuple[ShoeRow, bool]]:
    """The shoes whose hands the session's walk reads, in the order of the session's hands: its own
    shoes (True), and a floor table's house shoes the player sat down at (False: their cards are
    checked with the house's walk, the player's hands in them with the player's)."""
    own = history.shoes(session.id)
    first: dict[int, int] = {
        int(shoe_id): int(hand_id)
        for shoe_id, hand_id in history.conn.execute(
            "SELECT shoe_id, min(id) FROM hands WHERE session_id = ? GROUP BY shoe_id", [session.id]
        )
    }
    mine = {shoe.id for shoe in own}
    keyed: list[tuple[int, int, ShoeRow, bool]] = []
    key = 0
    for index, shoe in enumerate(own):
        key = first.get(shoe.id, key)  # a shoe with none of its hands stays where it was
        keyed.append((key, index, shoe, True))
    for shoe_id, hand_id in first.items():
        if shoe_id not in mine:
            keyed.append((hand_id, len(keyed), history.shoe(shoe_id), False))
    keyed.sort(key=lambda item: (item[0], item[1]))
    return [(shoe, own_shoe) for _, _, shoe, own_shoe in keyed]


def _verify_session(history: History, session: SessionRow, report: VerifyReport, house: set[int]) -> None:
    rules = session.rules
    facts = SessionFacts(rules, session.started_at, session.ended_at, session.seed_mode)
    place = f"session {session.id}"
    shoes = history.shoes(session.id)
    for problem in _session_money(session):
        report.problems.append(f"{place}: {problem}")
    for index, problem in session_problems(facts, shoes):
        where = place if index is None else f"{place}, shoe {shoes[index].shoe_no}"
        report.problems.append(f"{where}: {problem}")
    start = session.starting_bankroll_cents
    loss_limit = session.loss_limit_cents if is_cents(session.loss_limit_cents) else None
    expected_bankroll: object = start
    for shoe, own_shoe in _segments(history, session):
        # As mappings: the checks are import's too, which reads hands and bets from JSON objects.
        hands = [hand._asdict() for hand in history.hands_in_shoe(shoe.id)]
        bets_by_hand: dict[int, list[dict[str, Any]]] = {}
        for bet in history.bets_in_shoe(shoe.id):
            bets_by_hand.setdefault(bet.hand_id, []).append(bet._asdict())
        where_shoe = f"{place}, shoe {shoe.shoe_no}"
        if not own_shoe:
            where_shoe = f"{place}, shoe {shoe.shoe_no} of session {shoe.session_id}"
        shoe_session = session if own_shoe else history.session(shoe.session_id)
        shoe_facts = (
            facts
            if own_shoe
            else SessionFacts(
                shoe_session.rules, shoe_session.started_at, shoe_session.ended_at, shoe_session.seed_mode
            )
        )
        check = ShoeCheck(shoe, shoe_facts)
        if own_shoe:
            report.problems += [f"{where_shoe}: {p}" for p in check.problems]
        for hand in hands:
            where = f"{where_shoe}, hand {hand['hand_no']}"
            shoe_problems, last_hand = check.hand(hand)
            if hand["session_id"] != session.id:
                # Another session's hand in this shoe: only a house shoe is joined by the player.
                if own_shoe:
                    report.problems += [f"{where}: {p}" for p in shoe_problems]
                    if session.id not in house:
                        report.problems.append(
                            f"{where}: it is stored in session {shown(hand['session_id'])}, "
                            "but only a floor table's shoe is shared"
                        )
                continue
            report.hands_checked += 1
            if hand["bankroll_before_cents"] != expected_bankroll:
                report.problems.append(f"{where}: the bankroll before does not follow the previous hand")
            expected_bankroll = hand["bankroll_after_cents"]
            before = hand["bankroll_before_cents"]
            net = before - start if is_cents(before) and is_cents(start) else 0
            problems = check_hand(
                hand,
                bets_by_hand.get(hand["id"], []),
                rules,
                loss_limit_cents=loss_limit,
                session_net_cents=net,
                last_hand=last_hand,
            )
            report.problems += [f"{where}: {p}" for p in [*problems, *(shoe_problems if own_shoe else [])]]
        if not own_shoe:
            if shoe.session_id not in house:
                report.problems.append(
                    f"{where_shoe}: the session has hands in another session's shoe, which is not a "
                    "floor table's"
                )
            continue
        report.problems += [f"{where_shoe}: {p}" for p in check.finish()]
        if check.kind == "revealed":
            report.shoes_checked += 1
        elif check.kind == "unrevealed":
            report.shoes_unrevealed += 1
        else:
            report.shoes_without_seed += 1


def _session_money(session: SessionRow) -> Iterator[str]:
    """The session's own amounts are whole cents (an older version may have let in one past the
    money ceiling: that is not a change to the history, and the table refuses to continue it)."""
    if not is_cents(session.starting_bankroll_cents):
        yield f"its starting bankroll is stored as {shown(session.starting_bankroll_cents)}, not whole cents"
    if session.loss_limit_cents is not None and not is_cents(session.loss_limit_cents):
        yield f"its loss limit is stored as {shown(session.loss_limit_cents)}, not whole cents"
