"""The road-rule backtester's fast path: shoes of results dealt by the simulator's kernel, and a rule
(``road_rules.RoadRule``, a table) run over them by ``_backtest.c``.

Why a kernel of its own rather than more of ``_kernels.c``: the dealing is already there
(``kernels.make_orders`` shuffles shoes from a seed's stream, ``kernels.deal_orders`` deals them, cut
card and last hand included), so this loop only reads results, and it reads them from anywhere: the
same loop runs a rule over simulated shoes, the player's history and tracked shoes. Keeping it in its
own small module also keeps the simulator's golden outputs out of its way.

Where the compiled loop is missing (no compiler at install time), ``run_rule`` runs the same rule
through ``road_rules.shoe_bets`` (the roads module itself): the same figures, a few hundred times
slower. Simulated shoes need ``_kernels`` (``native.kernels_or_none``); without it the backtester
deals through the table's own shoe (``reference_outcomes``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

import numpy as np

from ..catalogue import BetSpot, Facts
from ..coup import Outcome
from ..road_rules import RoadRule, shoe_bets, shoe_tally
from ..rules import TableRules
from . import tables
from .native import backtest_or_none, kernels_or_none

__all__ = [
    "OUTCOME_CODES",
    "Pays",
    "RuleRun",
    "deal_outcomes",
    "pack_shoes",
    "reference_outcomes",
    "run_rule",
]

# The loop's result codes (tables.winner's): 0 Tie, 1 Banker, 2 Player.
OUTCOME_CODES = {Outcome.TIE: 0, Outcome.BANKER: 1, Outcome.PLAYER: 2}
_OUTCOMES = (Outcome.TIE, Outcome.BANKER, Outcome.PLAYER)


@dataclass(frozen=True)
class Pays:
    """What a won Banker or Player bet of one unit returns, from the catalogue, as whole numbers of
    ``1/den`` of a unit (a lost bet is ``-den``), so the loop adds integers."""

    win_banker: int
    win_player: int
    den: int

    @classmethod
    def of(cls, rules: TableRules) -> Pays:
        """The table's pays for a Banker win and a Player win on a total that no variant treats
        apart (7 against 5, two cards each, no pair): Banker less its commission at the standard table."""
        keys = [tables.facts_key(Facts(5, 7, 2, 2)), tables.facts_key(Facts(7, 5, 2, 2))]
        pay = tables.PayTable.build(rules, (BetSpot.BANKER, BetSpot.PLAYER), keys=np.array(keys))
        banker = Fraction(int(pay.num[keys[0], 0]), int(pay.den[keys[0], 0]))
        player = Fraction(int(pay.num[keys[1], 1]), int(pay.den[keys[1], 1]))
        den = lcm(banker.denominator, player.denominator)
        return cls(int(banker * den), int(player * den), den)

    def fraction(self, units: int) -> Fraction:
        return Fraction(units, self.den)


@dataclass(frozen=True)
class RuleRun:
    """A rule over some shoes: ``counts`` (Banker won, lost, pushed, Player won, lost, pushed) and,
    per shoe, the net in ``1/pays.den`` units and the units staked."""

    counts: np.ndarray  # int64 [6]
    shoe_net: np.ndarray  # int64 [shoes]
    shoe_staked: np.ndarray  # int64 [shoes]


def pack_shoes(shoes: Sequence[Sequence[Outcome]]) -> tuple[np.ndarray, np.ndarray]:
    """Shoes of results as the loop reads them: the codes end to end, and where each shoe starts
    (one more entry than shoes: the last is the end)."""
    lengths = np.fromiter((len(s) for s in shoes), dtype=np.int64, count=len(shoes))
    starts = np.zeros(len(shoes) + 1, dtype=np.int64)
    np.cumsum(lengths, out=starts[1:])
    codes = np.fromiter(
        (OUTCOME_CODES[o] for shoe in shoes for o in shoe), dtype=np.uint8, count=int(starts[-1])
    )
    return codes, starts


def run_rule(
    rule: RoadRule, outcomes: np.ndarray, starts: np.ndarray, pays: Pays, *, compiled: bool = True
) -> RuleRun:
    """Run ``rule`` over the packed shoes; ``compiled=False`` (or no compiled loop) runs the
    reference, ``road_rules.shoe_bets``, which gives the same figures."""
    shoes = len(starts) - 1
    counts = np.zeros(6, dtype=np.int64)
    nets = np.zeros(shoes, dtype=np.int64)
    staked = np.zeros(shoes, dtype=np.int64)
    module = backtest_or_none() if compiled else None
    if module is not None:
        table = np.array(rule.table, dtype=np.uint8)
        module.run_rule(
            outcomes, starts, int(rule.reading), rule.depth, table, rule.stop_after,
            pays.win_banker, pays.win_player, pays.den, counts, nets, staked,
        )  # fmt: skip
        return RuleRun(counts, nets, staked)
    for s in range(shoes):
        results = [_OUTCOMES[c] for c in outcomes[starts[s] : starts[s + 1]].tolist()]
        tally = shoe_tally(shoe_bets(rule, results), results)
        counts += np.array(tally.as_tuple(), dtype=np.int64)
        nets[s] = (
            tally.banker_wins * pays.win_banker
            + tally.player_wins * pays.win_player
            - tally.losses * pays.den
        )
        staked[s] = tally.bets
    return RuleRun(counts, nets, staked)


def deal_outcomes(seed: int, stream: int, shoes: int, rules: TableRules) -> tuple[np.ndarray, np.ndarray]:
    """``shoes`` whole shoes of stream ``stream`` of the 64-bit ``seed``, shuffled and dealt by the
    simulator's kernel (burn, cut card, one more hand after it), as packed results."""
    module = kernels_or_none()
    if module is None:
        return reference_outcomes(seed, stream, shoes, rules)
    from . import kernels

    orders, cuts = kernels.make_orders(
        np.uint64(seed), stream, shoes, rules.decks, rules.cut_min, rules.cut_max
    )
    rows = kernels.deal_orders(orders, cuts, True, tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)
    outcomes = np.empty(len(rows), dtype=np.uint8)
    compiled = backtest_or_none()
    if compiled is not None:
        compiled.winners(np.ascontiguousarray(rows).reshape(-1), outcomes)
    else:
        outcomes[:] = _WINNERS[rows[:, 3]]
    starts = np.zeros(shoes + 1, dtype=np.int64)
    starts[1:] = np.flatnonzero(rows[:, 4]) + 1
    return outcomes, starts


_WINNERS = np.array([tables.winner(key) for key in range(tables.KEYS)], dtype=np.uint8)


def reference_outcomes(
    seed: int, stream: int, shoes: int, rules: TableRules
) -> tuple[np.ndarray, np.ndarray]:
    """Shoes dealt by the table's own ``Session`` (``reference.reference_coups``), where the
    simulator's kernel is not built: other shoes than the kernel's for the same seed, the same game."""
    from .reference import reference_coups

    codes: list[int] = []
    starts = [0]
    coups = reference_coups(rules, seed)(stream)
    while len(starts) <= shoes:
        key, last = next(coups)
        codes.append(tables.winner(key))
        if last:
            starts.append(len(codes))
    return np.array(codes, dtype=np.uint8), np.array(starts, dtype=np.int64)
