"""Check a stored history against the rules and the revealed seeds.

For every shoe whose seed is revealed: the seed matches the commitment, the seed rebuilds the
stored cut card and burn, and every stored hand is exactly what the shoe deals at that point.
For every hand: the cards make the stored totals, winner and flags; the bets settle to the stored
nets under the session's rules; the bankroll chain adds up. Shoes still in play (seed secret) and
shoes without a seed (imported or stacked) get every check but the shoe order.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..engine.bets import BetSpot, check_bets, settle, spot_refusal
from ..engine.cards import Card, parse_cards
from ..engine.coup import Coup, deal_coup
from ..engine.money import check_cents
from ..engine.rules import TableRules
from ..engine.session import check_loss_limit
from ..engine.shoe import Shoe
from .history import History, SessionRow, ShoeRow
from .rows import coup_columns


@dataclass
class VerifyReport:
    shoes_checked: int = 0  # against their revealed seed
    shoes_unrevealed: int = 0  # still in play: seed secret
    shoes_without_seed: int = 0  # imported or stacked: nothing to recompute from
    hands_checked: int = 0
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
            "problems": self.problems,
        }


def hand_coup(hand: dict[str, Any]) -> Coup:
    """Re-deal a stored hand from its own cards (dealing order P1 B1 P2 B2 P3 B3)."""
    player = parse_cards(hand["player_cards"].split())
    banker = parse_cards(hand["banker_cards"].split())
    if len(player) < 2 or len(banker) < 2:
        raise ValueError("each hand needs at least two cards")
    order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
    it = iter(order)
    return deal_coup(lambda: next(it))


def check_hand(
    hand: dict[str, Any],
    bets: list[dict[str, Any]],
    rules: TableRules,
    *,
    loss_limit_cents: int | None = None,
    session_net_cents: int = 0,
    last_hand: bool = False,
) -> Iterator[str]:
    """Everything a single hand row claims, re-derived from its cards and bets; and that its bets
    were ones the session's table would take (offered there, open on this hand, limits, bankroll,
    money ceiling, loss limit). ``last_hand``: the cut card was out before the hand was dealt.

    Each bet's net and commission are settled again by the bet catalogue under the session's own
    rules; a bet row without ``commission_cents`` (a hand-written import) is checked on its net.
    """
    try:
        coup = hand_coup(hand)
    except (ValueError, StopIteration):
        yield "its cards are not a legal coup"
        return
    if [c.code for c in coup.player] != hand["player_cards"].split() or [c.code for c in coup.banker] != hand[
        "banker_cards"
    ].split():
        yield "its cards are not what the tableau deals (a third card is missing or extra)"
        return
    expected = coup_columns(coup)
    for key, value in expected.items():
        if hand[key] != value:
            yield f"{key} is {hand[key]!r} but the cards make {value!r}"
    stakes: dict[BetSpot, int] = {}
    for bet in bets:
        try:
            spot = BetSpot(bet["spot"])
        except ValueError:
            yield f"a bet is on {bet['spot']!r}, which is not a bet this version knows"
            continue
        stakes[spot] = stakes.get(spot, 0) + bet["amount_cents"]
    for what in ("bankroll_before_cents", "bankroll_after_cents"):
        try:
            check_cents(hand[what], what.replace("_cents", "").replace("_", " "))
        except ValueError as exc:
            yield str(exc)
            return
    takes = dict(stakes)
    for spot in stakes:
        refusal = spot_refusal(spot, rules, last_hand=last_hand)
        if refusal is not None:
            yield f"a bet the session's table would refuse: {refusal.reason}"
            del takes[spot]
    try:
        check_bets(takes, rules, hand["bankroll_before_cents"])
        check_loss_limit(takes, loss_limit_cents, session_net_cents)
    except ValueError as exc:
        yield f"the table would refuse its bets: {exc}"
    settlement = settle(stakes, coup, rules)
    stored_net = sum(b["net_cents"] for b in bets)
    for result in settlement.results:
        mine = [b for b in bets if b["spot"] == result.spot.value]
        stored = sum(b["net_cents"] for b in mine)
        if stored != result.net_cents:
            yield f"the {result.spot.label} bet should net {result.net_cents} cents, not {stored}"
        if all(b.get("commission_cents") is not None for b in mine):
            commission = sum(b["commission_cents"] for b in mine)
            if commission != result.commission_cents:
                yield (
                    f"the {result.spot.label} bet should record {result.commission_cents} cents of "
                    f"commission, not {commission}"
                )
    if hand["bankroll_after_cents"] != hand["bankroll_before_cents"] + stored_net:
        yield "the bankroll after is not the bankroll before plus the bets' net"


def is_last_hand(position: int | None, cut_position: int | None) -> bool:
    """Whether a hand dealt from shoe ``position`` came after the cut card (the shoe's last hand)."""
    return position is not None and cut_position is not None and position > cut_position


def verify_history(history: History) -> VerifyReport:
    report = VerifyReport()
    for session in history.sessions():
        _verify_session(history, session, report)
    return report


def _verify_session(history: History, session: SessionRow, report: VerifyReport) -> None:
    rules = session.rules
    expected_bankroll = session.starting_bankroll_cents
    for shoe in history.shoes(session.id):
        hands = history.hands_in_shoe(shoe.id)
        bets_by_hand: dict[int, list[dict[str, Any]]] = {}
        for bet in history.query(
            "SELECT b.* FROM bets b JOIN hands h ON h.id = b.hand_id WHERE h.shoe_id = ? ORDER BY b.id",
            [shoe.id],
        ):
            bets_by_hand.setdefault(bet["hand_id"], []).append(bet)
        cards = shoe_cards(shoe, rules, report, f"session {session.id}, shoe {shoe.shoe_no}")
        position = shoe.burned if cards is not None else None
        for index, hand in enumerate(hands, start=1):
            where = f"session {session.id}, shoe {shoe.shoe_no}, hand {hand['hand_no']}"
            report.hands_checked += 1
            if hand["hand_no"] != index:
                report.problems.append(f"{where}: hand numbers skip (expected hand {index})")
            if hand["bankroll_before_cents"] != expected_bankroll:
                report.problems.append(f"{where}: the bankroll before does not follow the previous hand")
            expected_bankroll = hand["bankroll_after_cents"]
            bets = bets_by_hand.get(hand["id"], [])
            net = hand["bankroll_before_cents"] - session.starting_bankroll_cents
            problems = check_hand(
                hand,
                bets,
                rules,
                loss_limit_cents=session.loss_limit_cents,
                session_net_cents=net,
                last_hand=is_last_hand(hand["position"], shoe.cut_position),
            )
            report.problems += [f"{where}: {p}" for p in problems]
            if cards is not None and position is not None:
                dealt = deal_at(cards, position)
                stored = (hand["player_cards"].split(), hand["banker_cards"].split())
                if hand["position"] != position:
                    report.problems.append(
                        f"{where}: stored at shoe position {hand['position']}, but the shoe was at {position}"
                    )
                if (
                    dealt is None
                    or ([c.code for c in dealt.player], [c.code for c in dealt.banker]) != stored
                ):
                    report.problems.append(f"{where}: the cards are not what the revealed shoe deals")
                    position = None  # later hands cannot be placed once one is wrong
                else:
                    position += dealt.cards_used


def shoe_cards(shoe: ShoeRow, rules: TableRules, report: VerifyReport, where: str) -> list[Card] | None:
    """The revealed shoe's card order, if its seed checks out; None when there is nothing to check."""
    if shoe.seed is None:
        if shoe.seed_sha256 is not None:
            report.shoes_unrevealed += 1
        else:
            report.shoes_without_seed += 1
        return None
    report.shoes_checked += 1
    try:
        seed = bytes.fromhex(shoe.seed)
    except ValueError:
        report.problems.append(f"{where}: the revealed seed is not hex")
        return None
    if hashlib.sha256(seed).hexdigest() != shoe.seed_sha256:
        report.problems.append(f"{where}: the revealed seed does not match the commitment")
        return None
    rebuilt = Shoe.from_seed(seed, shoe.decks, (rules.cut_min, rules.cut_max))
    if rebuilt.cut_position != shoe.cut_position:
        report.problems.append(f"{where}: the cut card is not where the seed puts it")
    burn = rebuilt.burn()
    if burn.count != shoe.burned or burn.shown.code != shoe.burn_card:
        report.problems.append(f"{where}: the burn is not what the seed deals")
    return list(rebuilt.cards)


def deal_at(cards: list[Card], position: int) -> Coup | None:
    it = iter(cards[position:])
    try:
        return deal_coup(lambda: next(it))
    except StopIteration:
        return None
