"""``simulate`` on the fast path: the same summary as ``engine.simulate``, tens of millions of coups
a second.

A run of N coups is cut into blocks of ``BLOCK_HANDS``; each block starts a fresh shoe from its own
random stream and deals through as many shoes as it needs (burn, cut card, last hand, new shoe),
stopping mid-shoe at the block's end as a player leaves a table. The blocks' streams depend only
on the seed, so a seeded run is the same on one core or many.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..catalogue import CATALOGUE, BetSpot
from ..rules import TableRules
from ..simulate import SimulationSummary
from . import kernels, tables
from .parallel import default_workers, run_chunks

__all__ = ["BLOCK_HANDS", "CHUNK_BLOCKS", "FastRun", "fast_simulate", "summary_of"]

BLOCK_HANDS = 1 << 16
CHUNK_BLOCKS = 16  # about a million coups: a few hundredths of a second per chunk


@dataclass(frozen=True)
class FastRun:
    """A finished (or stopped) fast run: the summary, the coups counted by facts key, the time."""

    summary: SimulationSummary
    counts: np.ndarray
    rules: TableRules
    stopped: bool
    seconds: float
    workers: int

    def bet_returns(self) -> dict[BetSpot, Fraction] | None:
        """Every bet of the table's variant: the mean net of one unit staked on every coup dealt.
        None at the multiplier table: its wins depend on lit cards this kernel does not draw
        (``multiplier.multiplier_prices`` prices them exactly)."""
        if self.rules.variant.lit:
            return None
        spots = tuple(s for s in BetSpot if self.rules.variant in CATALOGUE[s].variants)
        pays = tables.PayTable.build(self.rules, spots, keys=np.flatnonzero(self.counts))
        return {spot: pays.return_per_unit(self.counts, i) for i, spot in enumerate(spots)}


def summary_of(counts: np.ndarray, stats: np.ndarray) -> SimulationSummary:
    """The reference engine's summary from coups counted by key and the run's counters."""
    columns = tables.key_columns(np.arange(tables.KEYS))
    pt, bt = columns["player_total"], columns["banker_total"]
    natural = (columns["player_cards"] == 2) & (columns["banker_cards"] == 2) & (np.maximum(pt, bt) >= 8)

    def total(mask: np.ndarray) -> int:
        return int(counts[mask].sum())

    return SimulationSummary(
        hands=int(stats[0]),
        banker=total(bt > pt),
        player=total(pt > bt),
        tie=total(pt == bt),
        player_pair=total(columns["player_pair"]),
        banker_pair=total(columns["banker_pair"]),
        naturals=total(natural),
        shoes=int(stats[1]),
        banker_wins_on_six=total((bt > pt) & (bt == 6)),
        cards_dealt=int((counts * (columns["player_cards"] + columns["banker_cards"])).sum()),
        cards_burned=int(stats[2]),
        longest_streak={"banker": int(stats[3]), "player": int(stats[4])},
    )


def fast_simulate(
    hands: int,
    rules: TableRules,
    seed: int,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> FastRun:
    """Deal ``hands`` coups with no bets; ``seed`` is a 64-bit integer (``parallel.fast_seed``)."""
    start = time.perf_counter()
    workers = default_workers() if workers is None else workers
    blocks = -(-hands // BLOCK_HANDS)
    chunks = -(-blocks // CHUNK_BLOCKS)
    counts = np.zeros((chunks, tables.KEYS), dtype=np.int64)
    stats = np.zeros((chunks, 5), dtype=np.int64)
    seed64 = np.uint64(seed)

    def work(chunk: int) -> int:
        first = chunk * CHUNK_BLOCKS
        kernels.simulate_blocks(
            seed64, first, min(first + CHUNK_BLOCKS, blocks), BLOCK_HANDS, hands,
            rules.decks, rules.cut_min, rules.cut_max,
            tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU,
            counts[chunk], stats[chunk],
        )  # fmt: skip
        return int(stats[chunk, 0])

    ran = run_chunks(work, chunks, workers=workers, progress=progress, cancel=cancel)
    done = np.array(ran.done, dtype=bool)
    total_stats = stats[done].sum(axis=0)
    total_stats[3:] = stats[done, 3:].max(axis=0, initial=0)
    kept = counts[done].sum(axis=0)
    return FastRun(
        summary_of(kept, total_stats),
        kept,
        rules,
        ran.stopped,
        time.perf_counter() - start,
        workers,
    )
