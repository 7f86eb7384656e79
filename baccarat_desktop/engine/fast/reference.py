"""The lab's and the luck replay's loops on the reference engine, for an install without the kernel.

The coups come from the table's own ``Session`` (shoes from ``shoe.DerivedSeeds``, burn, cut card,
last hand: docs/fairness.md), the stakes from ``systems.Progression`` and the nets from the same
pay table the kernel reads (built from the catalogue's ``Bet.settle``). The results are the
kernel's, computed the slow way: the same figures for the same coups (a test feeds both the
kernel's coups), drawn from other shoes (the reference engine shuffles by its own seeds), so a run
here agrees with the fast path in distribution, not hand for hand.

The arguments and output arrays are the kernel's (``kernels.lab_sessions``, ``replay_sessions``),
so the drivers swap one function for the other.

The tables with a fee (the multiplier table and Peek) run here only, kernel or not
(``fee_table_sessions``): a hand there is settled on more than its ``Facts`` (the lit cards and the
cards themselves, the raise after the shown cards), which the kernel's pay table cannot hold. The
table's own ``Session`` deals each coup and, at the multiplier table, lights its cards from the
shoe's seed (``multiplier.shoe_lit_cards``); ``bets.settle`` settles it in cents with the fee; at
Peek the raise is the published play (``peek.fixed_play``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from typing import NamedTuple

import numpy as np

from ..bets import fees_cents, settle
from ..catalogue import BetSpot, Facts
from ..coup import Coup, Outcome
from ..multiplier import LitCard
from ..peek import PEEK_SPOTS, Choice, PeekRules, fixed_play
from ..rules import TableRules
from ..session import Session
from ..shoe import DerivedSeeds
from ..systems import LabSpec, Progression, System
from . import tables
from .flags import HIT_MAX, RUINED, STOP_LOSS, STOP_WIN

__all__ = [
    "Coups",
    "Hands",
    "fee_table_sessions",
    "lab_sessions",
    "published_choice",
    "reference_coups",
    "reference_hands",
    "replay_sessions",
]

# A session's coups: (facts key, whether it is its shoe's last hand), as long as asked.
Coups = Callable[[int], Iterator[tuple[int, bool]]]


def _first_seed(seed: int, stream: int) -> bytes:
    return hashlib.sha256(f"baccarat-desktop/reference/v1/{seed}/{stream}".encode()).digest()


def reference_coups(rules: TableRules, seed: int) -> Coups:
    """Stream ``stream`` of a run: coups dealt by the table's Session from shoes seeded
    SHA-256("baccarat-desktop/reference/v1/<seed>/<stream>") and the shoes after it."""

    def coups(stream: int) -> Iterator[tuple[int, bool]]:
        first = _first_seed(seed, stream)
        session = Session(rules, 0, seeds=DerivedSeeds(first))
        while True:
            if session.needs_new_shoe:
                session.start_shoe()
            last = session.is_last_hand
            yield tables.facts_key(Facts.of(session.deal({}).coup)), last

    return coups


class Hand(NamedTuple):
    """One hand of a fee table as a session of the lab meets it."""

    coup: Coup
    lit: tuple[LitCard, ...]  # the multiplier table's lit cards (() elsewhere)
    shown: tuple[int, ...]  # the Peek table's shown cards' values, before the choice (() elsewhere)


# A session's hands at a table with a fee, as long as asked.
Hands = Callable[[int], Iterator[Hand]]


def reference_hands(rules: TableRules, seed: int) -> Hands:
    """``reference_coups``' shoes (the same streams), each hand whole: its coup, its lit cards
    and the values of the cards the Peek table shows first."""
    shows = rules.peek_cards if rules.variant.peek else 0

    def hands(stream: int) -> Iterator[Hand]:
        session = Session(rules, 0, seeds=DerivedSeeds(_first_seed(seed, stream)))
        while True:
            if session.needs_new_shoe:
                session.start_shoe()
            shown = tuple(card.value for card in session.first_four()[:shows]) if shows else ()
            dealt = session.deal({})
            yield Hand(dealt.coup, dealt.lit, shown)

    return hands


def _affordable(stake: int, money: int, spot: BetSpot, rules: TableRules) -> int:
    """The most of ``stake`` that ``money`` covers with its fee (a fifth rounded up)."""
    if stake + fees_cents({spot: stake}, rules) <= money:
        return stake
    low = max(0, money * 5 // 6 - 1)
    while low + 1 + fees_cents({spot: low + 1}, rules) <= money:
        low += 1
    return low


def published_choice(
    spot: BetSpot, stake: int, hand: Hand, rules: TableRules, money: int | None = None
) -> Choice:
    """The Peek table's raise by the published play on ``hand``'s shown cards, lowered to what the
    table maximum and the ``money`` left (if given) allow, as ``peek.raise_refusal`` offers only a
    raise that can be paid. The lab's sessions and the luck replay's Peek hands play it."""
    if spot not in PEEK_SPOTS:
        return Choice.KEEP
    player, banker = fixed_play(rules.decks, PeekRules(rules.peek_cards), hand.shown)
    choice = player if spot is BetSpot.PLAYER else banker
    high = rules.limits(spot)[1]
    fee = fees_cents({spot: stake}, rules)
    for lower in (Choice.TRIPLE, Choice.DOUBLE):
        too_much = money is not None and stake * lower.stakes + fee > money
        if choice is lower and (stake * lower.stakes > high or too_much):
            choice = Choice.DOUBLE if lower is Choice.TRIPLE else Choice.KEEP
    return choice


def _record(
    out: tuple[np.ndarray, ...],
    session: int,
    spec: LabSpec,
    points: list[int],
    path: list[int],
    money: int,
    counts: tuple[int, int, int, int, int],
) -> None:
    """Write a finished session into the kernel's ``out`` arrays: its net, its ``counts`` (wagered,
    wagered on the other column, flags, longest losing run, hands played) and its bankroll path,
    the money held at the end standing for every checkpoint it did not reach. One home for both
    lab loops, so they end a session the same way the kernel does."""
    net, *columns, paths = out
    path.extend([money] * (len(points) - len(path)))
    net[session] = money - spec.bankroll_cents
    for column, count in zip(columns, counts, strict=True):
        column[session] = count
    paths[session] = path


def fee_table_sessions(
    spec: LabSpec,
    hands: Hands,
    first: int,
    last: int,
    first_column: int,
    checkpoints: np.ndarray,
    out: tuple[np.ndarray, ...],
) -> None:
    """Sessions ``first``..``last - 1`` of a lab run at the multiplier or the Peek table, as
    ``lab_sessions`` plays them with the table's fee: a stake is what the money left covers with
    its fee; ``bets.settle`` settles it (the lit cards' multipliers, the raise), the fee included
    in the bankroll. ``wagered`` counts the stakes as placed (raises and fees are in the edge per
    stake). A bet won or lost by its own result (before the fee): a push, which keeps the fee, is
    neither for the system, as a Tie is to Banker elsewhere."""
    rules = spec.rules
    low, high = spec.limits
    follow = spec.system is System.FOLLOW_THE_SHOE
    columns = (BetSpot.BANKER, BetSpot.PLAYER) if follow else (spec.spot,)
    points = [int(c) for c in checkpoints]
    for session in range(first, last):
        progression = Progression(spec.system, spec.unit_cents)
        money, wagered, other, flags, run, longest, played = spec.bankroll_cents, 0, 0, 0, 0, 0, 0
        column = first_column
        path: list[int] = []
        if points[0] == 0:
            path.append(money)
        dealt = 0
        stream = hands(session)
        while dealt < spec.hands:
            spot = columns[column]
            units = progression.units()
            stake = progression.wanted()
            if stake > high:
                stake, flags = high, flags | HIT_MAX
            stake = _affordable(stake, money, spot, rules)
            if stake < low:
                flags |= RUINED
                break
            hand = next(stream)
            dealt += 1
            choice = published_choice(spot, stake, hand, rules, money) if rules.variant.peek else Choice.KEEP
            result = settle({spot: stake}, hand.coup, rules, hand.lit, choice).results[0]
            own = result.net_cents + result.fee_cents  # the bet's result before its fee
            money += result.net_cents
            wagered += stake
            other += stake if column == 1 else 0
            played += 1
            progression.heard(result.net_cents if own else 0, units)
            if own > 0:
                run = 0
            elif own < 0:
                run += 1
                longest = max(longest, run)
            outcome = hand.coup.outcome
            if follow and outcome is not Outcome.TIE:
                column = 0 if outcome is Outcome.BANKER else 1
            while len(path) < len(points) and points[len(path)] == dealt:
                path.append(money)
            if spec.stop_win_cents and money - spec.bankroll_cents >= spec.stop_win_cents:
                flags |= STOP_WIN
                break
            if spec.stop_loss_cents and spec.bankroll_cents - money >= spec.stop_loss_cents:
                flags |= STOP_LOSS
                break
        _record(out, session, spec, points, path, money, (wagered, other, flags, longest, played))


def lab_sessions(
    spec: LabSpec,
    coups: Coups,
    first: int,
    last: int,
    pays: tables.PayTable,
    first_column: int,
    checkpoints: np.ndarray,
    out: tuple[np.ndarray, ...],
) -> None:
    """Sessions ``first``..``last - 1`` of a lab run, as ``kernels.lab_sessions`` plays them: ``out``
    is (net, wagered, wagered_other, flags, losing_run, played, paths)."""
    low, high = spec.limits
    follow = spec.system is System.FOLLOW_THE_SHOE
    points = [int(c) for c in checkpoints]
    num, den, closed = pays.num.tolist(), pays.den.tolist(), pays.closed_last.tolist()
    for session in range(first, last):
        progression = Progression(spec.system, spec.unit_cents)
        money, wagered, other, flags, run, longest, played = spec.bankroll_cents, 0, 0, 0, 0, 0, 0
        column = first_column
        path: list[int] = []
        if points[0] == 0:
            path.append(money)
        dealt = 0
        stream = coups(session)
        while dealt < spec.hands:
            units = progression.units()
            stake = progression.wanted()
            if stake > high:
                stake, flags = high, flags | HIT_MAX
            stake = min(stake, money)
            if stake < low:
                flags |= RUINED
                break
            key, last_hand = next(stream)
            if last_hand and closed[column]:
                stake = 0  # the bet is closed for the last hand: sit it out
            dealt += 1
            won = stake * num[key][column] // den[key][column]
            money += won
            wagered += stake
            other += stake if column == 1 else 0
            played += stake > 0
            progression.heard(won, units)
            if won > 0:
                run = 0
            elif won < 0:
                run += 1
                longest = max(longest, run)
            side = tables.winner(key)
            if follow and side:
                column = side - 1
            while len(path) < len(points) and points[len(path)] == dealt:
                path.append(money)
            if spec.stop_win_cents and money - spec.bankroll_cents >= spec.stop_win_cents:
                flags |= STOP_WIN
                break
            if spec.stop_loss_cents and spec.bankroll_cents - money >= spec.stop_loss_cents:
                flags |= STOP_LOSS
                break
        _record(out, session, spec, points, path, money, (wagered, other, flags, longest, played))


def replay_sessions(
    coups: Coups,
    first: int,
    last: int,
    num: np.ndarray,
    den: np.ndarray,
    closed_last: np.ndarray,
    stakes: np.ndarray,
    out_net: np.ndarray,
) -> None:
    """Sessions ``first``..``last - 1`` of a luck replay, as ``kernels.replay_sessions`` plays them."""
    rows = [[(c, stake) for c, stake in enumerate(row) if stake > 0] for row in stakes.tolist()]
    num_rows, den_rows, closed = num.tolist(), den.tolist(), closed_last.tolist()
    for session in range(first, last):
        total = 0
        stream = coups(session)
        for row in rows:
            key, last_hand = next(stream)
            for column, stake in row:
                if not (last_hand and closed[column]):
                    total += stake * num_rows[key][column] // den_rows[key][column]
        out_net[session] = total
