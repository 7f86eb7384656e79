"""The strategy lab on the fast path: many sessions of a betting system, and what they add up to.

Session ``i`` of a run deals from its own random stream of the run's seed, so two systems run
with the same seed meet the same shoes, hand for hand: a comparison shows the systems, not luck.
Whatever the system, the expected result is the house edge times the amount wagered; the lab
shows the two side by side (docs/simulator.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..catalogue import BetSpot
from ..odds import exact_odds, full_shoe_cards
from ..rules import TableRules
from ..systems import LabSpec, System
from . import tables
from .flags import HIT_MAX, RUINED, STOP_LOSS, STOP_WIN
from .native import kernels_or_none
from .parallel import default_workers, run_chunks

__all__ = [
    "FEE_TABLE_HANDS_PER_SECOND",
    "PERCENTILES",
    "LabResult",
    "house_edge",
    "lines_edge",
    "placed_expectation",
    "run_lab",
]

PERCENTILES = (5, 25, 50, 75, 95)
PATH_POINTS = 101  # bankroll recorded at most this many times a session, start included
PATH_CELLS = 20_000_000  # ... and at most this many values in all (160 MB)
CHUNK_HANDS = 400_000  # hands per chunk of work: a few hundredths of a second
REFERENCE_CHUNK_HANDS = 5_000  # ... and on the reference engine (no kernel built): under a second
# Hands a second at a table with a fee (multiplier, Peek: ``reference.fee_table_sessions``, one core):
# measured 3,000 to 6,500 (multiplier, lit cards drawn each hand; Peek) on the shared, loaded 2-core machine.
FEE_TABLE_HANDS_PER_SECOND = 4_000


@lru_cache(maxsize=64)
def house_edge(spot: BetSpot, rules: TableRules) -> Fraction:
    """The exact edge of a bet on a full shoe of the table (pushes count as staked), per unit staked
    as placed: at the multiplier table with its lit cards and fee (``multiplier_prices``), at the
    Peek table on Player and Banker with its fee and the published play's raises (``peek_returns``)."""
    if rules.variant.lit:
        from ..multiplier import multiplier_prices

        return -multiplier_prices(full_shoe_cards(rules.decks))[spot].expected
    if rules.variant.peek and spot in (BetSpot.PLAYER, BetSpot.BANKER):
        from ..peek import PeekRules, peek_returns

        return -peek_returns(full_shoe_cards(rules.decks), PeekRules(rules.peek_cards))[spot].expected
    return lines_edge(spot, rules)


def placed_expectation(spot: BetSpot, stake: int, rules: TableRules) -> Fraction:
    """What ``stake`` cents placed on ``spot`` make on average on a full shoe of the table (the fee,
    lit cards and raise included: ``house_edge``), at the Peek table with the published play's
    triples lowered to what the table maximum takes (``reference.published_choice``): doubled, or
    kept, the gain the raise brings over keeping (``PeekReturn.expected - keep``, linear in the
    stakes added) is cut by as much. The luck replay's expectation of a hand of those tables."""
    if rules.variant.peek and spot in (BetSpot.PLAYER, BetSpot.BANKER):
        from ..peek import PeekRules, peek_returns

        price = peek_returns(full_shoe_cards(rules.decks), PeekRules(rules.peek_cards))[spot]
        high = rules.limits(spot)[1]
        added = 2 if 3 * stake <= high else 1 if 2 * stake <= high else 0  # stakes a triple may add
        return (price.keep + (price.expected - price.keep) * added / 2) * stake
    return -house_edge(spot, rules) * stake


@lru_cache(maxsize=64)
def lines_edge(spot: BetSpot, rules: TableRules) -> Fraction:
    """The edge of the catalogue's pay lines at the table (``odds.house_edge``): ``house_edge`` at
    every table but the two with a fee, where it leaves the fee, the lit cards and the raise out, as
    the kernel's pay table does (what the kernel's hands of the luck replay read)."""
    return exact_odds(full_shoe_cards(rules.decks)).house_edge(spot, rules)


@dataclass(frozen=True)
class LabResult:
    """A lab run. Arrays hold one value per session run (fewer than asked if it was stopped)."""

    spec: LabSpec
    net: np.ndarray  # cents, final bankroll less the starting one
    wagered: np.ndarray  # cents staked in all
    wagered_other: np.ndarray  # cents staked on Player by follow the shoe (0 for other systems)
    flags: np.ndarray  # flags.RUINED | HIT_MAX | STOP_WIN | STOP_LOSS
    losing_run: np.ndarray  # the longest run of lost bets
    played: np.ndarray  # hands with a bet
    checkpoints: np.ndarray  # hands dealt at each point of ``paths``
    paths: np.ndarray  # [sessions, points] bankroll in cents
    stopped: bool
    seconds: float

    @property
    def sessions(self) -> int:
        return int(self.net.size)

    def _share(self, flag: int) -> float:
        return float(np.count_nonzero(self.flags & flag)) / max(self.sessions, 1)

    @property
    def risk_of_ruin(self) -> float:
        """Sessions that ended unable to cover the table minimum."""
        return self._share(RUINED)

    @property
    def hit_max_share(self) -> float:
        """Sessions in which the system asked for more than the table maximum (and was capped)."""
        return self._share(HIT_MAX)

    @property
    def stop_win_share(self) -> float:
        return self._share(STOP_WIN)

    @property
    def stop_loss_share(self) -> float:
        return self._share(STOP_LOSS)

    @property
    def share_up(self) -> float:
        return float(np.count_nonzero(self.net > 0)) / max(self.sessions, 1)

    @property
    def mean_net(self) -> float:
        return float(self.net.mean()) if self.sessions else 0.0

    @property
    def mean_wagered(self) -> float:
        return float(self.wagered.mean()) if self.sessions else 0.0

    @property
    def edge(self) -> Fraction:
        """The edge on the amounts this system wagered (follow the shoe mixes Banker and Player)."""
        spec = self.spec
        if spec.system is not System.FOLLOW_THE_SHOE:
            return house_edge(spec.spot, spec.rules)
        total = int(self.wagered.sum())
        if total == 0:
            return house_edge(BetSpot.BANKER, spec.rules)
        other = int(self.wagered_other.sum())
        banker = house_edge(BetSpot.BANKER, spec.rules)
        player = house_edge(BetSpot.PLAYER, spec.rules)
        return (banker * (total - other) + player * other) / total

    @property
    def expected_net(self) -> float:
        """What the house edge says a session loses on average: the edge times the mean wagered."""
        return -float(self.edge) * self.mean_wagered

    @property
    def standard_error(self) -> float:
        return float(self.net.std(ddof=1) / np.sqrt(self.sessions)) if self.sessions > 1 else 0.0

    def percentiles(self) -> dict[int, int]:
        """Session results at the 5th..95th percentiles, in cents (nearest session)."""
        if not self.sessions:
            return dict.fromkeys(PERCENTILES, 0)
        values = np.percentile(self.net, PERCENTILES, method="closest_observation")
        return {p: int(v) for p, v in zip(PERCENTILES, values, strict=True)}

    def bands(self) -> np.ndarray:
        """The bankroll's percentiles (rows 5..95) at each checkpoint, for the fan chart."""
        if not self.sessions:
            return np.zeros((len(PERCENTILES), self.checkpoints.size))
        bands: np.ndarray = np.percentile(self.paths, PERCENTILES, axis=0)
        return bands

    def to_dict(self) -> dict[str, object]:
        spec = self.spec
        return {
            "system": spec.system.key,
            "bet": spec.spot.value,
            "unit_cents": spec.unit_cents,
            "bankroll_cents": spec.bankroll_cents,
            "sessions": self.sessions,
            "sessions_asked": spec.sessions,
            "hands": spec.hands,
            "stopped": self.stopped,
            "mean_net_cents": round(self.mean_net, 2),
            "standard_error_cents": round(self.standard_error, 2),
            "mean_wagered_cents": round(self.mean_wagered, 2),
            "house_edge": float(self.edge),
            "expected_net_cents": round(self.expected_net, 2),
            "risk_of_ruin": self.risk_of_ruin,
            "share_up": self.share_up,
            "hit_table_max": self.hit_max_share,
            "stop_win": self.stop_win_share,
            "stop_loss": self.stop_loss_share,
            "longest_losing_run": {
                "median": float(np.median(self.losing_run)) if self.sessions else 0.0,
                "max": int(self.losing_run.max(initial=0)),
            },
            "mean_hands_bet": float(self.played.mean()) if self.sessions else 0.0,
            "percentiles": {str(p): v for p, v in self.percentiles().items()},
            "rules": spec.rules.to_dict(),
        }


def _checkpoints(hands: int, sessions: int) -> np.ndarray:
    points = max(2, min(PATH_POINTS, hands + 1, PATH_CELLS // max(sessions, 1)))
    return np.unique(np.round(np.linspace(0, hands, points)).astype(np.int64))


def run_lab(
    spec: LabSpec,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> LabResult:
    """Run ``spec.sessions`` sessions; ``progress`` hears sessions done. A stop (Cancel, Ctrl+C)
    keeps the sessions that finished. Where the compiled kernel is not built, the sessions run on
    the reference engine (``reference.lab_sessions``: other shoes, the same rules), on one thread;
    at a table with a fee (multiplier, Peek) always (``reference.fee_table_sessions``)."""
    start = time.perf_counter()
    workers = default_workers() if workers is None else workers
    rules = spec.rules
    follow = spec.system is System.FOLLOW_THE_SHOE
    spots = (BetSpot.BANKER, BetSpot.PLAYER) if follow else (spec.spot,)
    fee_table = rules.variant.lit or rules.variant.peek
    pays = None if fee_table else tables.PayTable.build(rules, spots)
    first_column = spots.index(spec.spot)
    low, high = spec.limits
    n = spec.sessions
    checkpoints = _checkpoints(spec.hands, n)
    net = np.zeros(n, dtype=np.int64)
    wagered = np.zeros(n, dtype=np.int64)
    other = np.zeros(n, dtype=np.int64)
    flags = np.zeros(n, dtype=np.int64)
    losing = np.zeros(n, dtype=np.int64)
    played = np.zeros(n, dtype=np.int64)
    paths = np.zeros((n, checkpoints.size), dtype=np.int64)
    reference_only = fee_table or kernels_or_none() is None
    per_chunk = max(1, (REFERENCE_CHUNK_HANDS if reference_only else CHUNK_HANDS) // spec.hands)
    chunks = -(-n // per_chunk)
    outputs = (net, wagered, other, flags, losing, played, paths)

    if fee_table:
        from . import reference

        hands = reference.reference_hands(rules, spec.seed)
        workers = 1  # pure Python holds the GIL: a second thread would only take turns

        def work(chunk: int) -> int:
            first, last = chunk * per_chunk, min((chunk + 1) * per_chunk, n)
            reference.fee_table_sessions(spec, hands, first, last, first_column, checkpoints, outputs)
            return last - first

    elif reference_only:
        from . import reference

        coups = reference.reference_coups(rules, spec.seed)
        assert pays is not None
        paid = pays
        workers = 1  # pure Python holds the GIL: a second thread would only take turns

        def work(chunk: int) -> int:
            first, last = chunk * per_chunk, min((chunk + 1) * per_chunk, n)
            reference.lab_sessions(spec, coups, first, last, paid, first_column, checkpoints, outputs)
            return last - first

    else:
        from . import kernels

        assert pays is not None
        table = pays

        def work(chunk: int) -> int:
            first, last = chunk * per_chunk, min((chunk + 1) * per_chunk, n)
            kernels.lab_sessions(
                spec.seed, first, last, spec.hands, rules.decks, rules.cut_min, rules.cut_max,
                tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU,
                table.num, table.den, table.closed_last,
                spec.system.code, first_column, spec.unit_cents, spec.bankroll_cents, low, high,
                spec.stop_win_cents, spec.stop_loss_cents, checkpoints, *outputs,
            )  # fmt: skip
            return last - first

    ran = run_chunks(work, chunks, workers=workers, progress=progress, cancel=cancel)
    keep = np.repeat(np.array(ran.done, dtype=bool), per_chunk)[:n]
    return LabResult(
        spec, net[keep], wagered[keep], other[keep], flags[keep], losing[keep], played[keep],
        checkpoints, paths[keep], ran.stopped, time.perf_counter() - start,
    )  # fmt: skip


def compare(
    spec: LabSpec,
    systems: tuple[System, ...],
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> list[LabResult]:
    """The same sessions (seed, table, money) under each system in turn; ``progress`` hears the
    sessions done across all of them."""
    results: list[LabResult] = []
    for index, system in enumerate(systems):
        if cancel is not None and cancel.is_set():
            break
        offset = index * spec.sessions

        def step(done: int, offset: int = offset) -> None:
            if progress is not None:
                progress(offset + done)

        result = run_lab(spec.with_system(system), workers=workers, progress=step, cancel=cancel)
        results.append(result)
        if result.stopped:
            break
    return results
