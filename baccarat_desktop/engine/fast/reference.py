"""The lab's and the luck replay's loops on the reference engine, for an install without the kernel.

The coups come from the table's own ``Session`` (shoes from ``shoe.DerivedSeeds``, burn, cut card,
last hand: docs/fairness.md), the stakes from ``systems.Progression`` and the nets from the same
pay table the kernel reads (built from the catalogue's ``Bet.settle``). The results are the
kernel's, computed the slow way: the same figures for the same coups (a test feeds both the
kernel's coups), drawn from other shoes (the reference engine shuffles by its own seeds), so a run
here agrees with the fast path in distribution, not hand for hand.

The arguments and output arrays are the kernel's (``kernels.lab_sessions``, ``replay_sessions``),
so the drivers swap one function for the other.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator

import numpy as np

from ..catalogue import Facts
from ..rules import TableRules
from ..session import Session
from ..shoe import DerivedSeeds
from ..systems import LabSpec, Progression, System
from . import tables
from .flags import HIT_MAX, RUINED, STOP_LOSS, STOP_WIN

__all__ = ["Coups", "lab_sessions", "reference_coups", "replay_sessions"]

# A session's coups: (facts key, whether it is its shoe's last hand), as long as asked.
Coups = Callable[[int], Iterator[tuple[int, bool]]]


def reference_coups(rules: TableRules, seed: int) -> Coups:
    """Stream ``stream`` of a run: coups dealt by the table's Session from shoes seeded
    SHA-256("baccarat-desktop/reference/v1/<seed>/<stream>") and the shoes after it."""

    def coups(stream: int) -> Iterator[tuple[int, bool]]:
        first = hashlib.sha256(f"baccarat-desktop/reference/v1/{seed}/{stream}".encode()).digest()
        session = Session(rules, 0, seeds=DerivedSeeds(first))
        while True:
            if session.needs_new_shoe:
                session.start_shoe()
            last = session.is_last_hand
            yield tables.facts_key(Facts.of(session.deal({}).coup)), last

    return coups


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
    net, wagered_out, other_out, flags_out, losing_out, played_out, paths = out
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
        path.extend([money] * (len(points) - len(path)))
        net[session] = money - spec.bankroll_cents
        wagered_out[session] = wagered
        other_out[session] = other
        flags_out[session] = flags
        losing_out[session] = longest
        played_out[session] = played
        paths[session] = path


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
