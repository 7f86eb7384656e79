"""The compiled loops' typed face: shuffle, burn, cut card, coups, bets and betting systems.

The loops are C (``_kernels.c``, built when the game is installed: docs/simulator.md §The compiled
kernel); this module names their arguments, allocates what they return and is what the drivers
(``simulate``, ``lab``, ``luck``) and the tests call. Importing it raises ImportError when the kernel
was not built; ``native.kernels_or_none`` is the question to ask first.

Every rule arrives as a table from ``tables`` (the tableau, card values, burns, pay lines), so the
loops hold only the order of play, which is the table's (``session.Session``, ``coup.deal_coup``):

- a shoe is shuffled, a cut card placed ``cut_min``..``cut_max`` cards from the end, and the first
  card turned and that many burned (shoes of 11 cards or more);
- a coup is P1 B1 P2 B2, a natural ends it, then Player's third card, then Banker's by the tableau;
- once a card behind the cut card has been drawn, the next coup is the shoe's last.

Randomness: xoshiro256** (Blackman and Vigna), each stream seeded by SplitMix64 from the run's
64-bit seed and the stream's number (a block of hands, a lab session), with Lemire's unbiased
bounded integers, so a run gives the same cards whatever the number of threads.

Each loop releases the GIL: the drivers run them on Python threads, one block of work per call,
which gives both cores, a progress bar and Cancel between calls. Arrays are checked by the kernel
(dtype, dimensions, C order, length, writable): a wrong one raises TypeError or ValueError.
"""

from __future__ import annotations

from types import ModuleType

import numpy as np

from .flags import HIT_MAX, RUINED, STOP_LOSS, STOP_WIN
from .native import kernels_or_none, not_built_message
from .tables import winner

_found = kernels_or_none()
if _found is None:
    raise ImportError(not_built_message())
_kernels: ModuleType = _found

__all__ = [
    "HIT_MAX",
    "RUINED",
    "STOP_LOSS",
    "STOP_WIN",
    "deal_orders",
    "lab_sessions",
    "make_orders",
    "replay_sessions",
    "simulate_blocks",
    "winner",
]


def simulate_blocks(
    seed: int | np.uint64,
    first_block: int,
    last_block: int,
    block_hands: int,
    total_hands: int,
    decks: int,
    cut_min: int,
    cut_max: int,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
    counts: np.ndarray,
    stats: np.ndarray,
) -> None:
    """Deal blocks ``first_block``..``last_block - 1`` of a run, each from a fresh shoe.

    ``counts[key]`` counts coups by facts key; ``stats``: hands, shoes, cards burned, longest
    Banker streak, longest Player streak (streaks, like the roads, belong to one shoe).
    """
    _kernels.simulate_blocks(
        int(seed), first_block, last_block, block_hands, total_hands, decks, cut_min, cut_max,
        values, ranks, burns, tableau, counts, stats,
    )  # fmt: skip


def make_orders(
    seed: int | np.uint64, stream: int, shoes: int, decks: int, cut_min: int, cut_max: int
) -> tuple[np.ndarray, np.ndarray]:
    """The first ``shoes`` card orders and cut positions of one stream, as ``simulate_blocks`` and
    ``lab_sessions`` shuffle them (for dealing the same shoes through the pure engine)."""
    orders = np.empty((shoes, 52 * decks), dtype=np.uint8)
    cuts = np.empty(shoes, dtype=np.int64)
    _kernels.make_orders(int(seed), stream, decks, cut_min, cut_max, orders, cuts)
    return orders, cuts


def deal_orders(
    orders: np.ndarray,
    cuts: np.ndarray,
    burns_on: bool,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
) -> np.ndarray:
    """Every coup of the given shoes, one row each: shoe, first card's position, cards used, key,
    last hand of its shoe (cut < 0: no cut card)."""
    shoes, n = orders.shape if orders.ndim == 2 else (0, 0)
    rows = np.empty((shoes * (n // 4 + 1), 5), dtype=np.int64)
    count: int = _kernels.deal_orders(orders, cuts, bool(burns_on), values, ranks, burns, tableau, rows)
    return rows[:count]


def lab_sessions(
    seed: int | np.uint64,
    first: int,
    last: int,
    hands: int,
    decks: int,
    cut_min: int,
    cut_max: int,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
    num: np.ndarray,
    den: np.ndarray,
    closed_last: np.ndarray,
    system: int,
    first_column: int,
    unit: int,
    bankroll: int,
    table_min: int,
    table_max: int,
    stop_win: int,
    stop_loss: int,
    checkpoints: np.ndarray,
    out_net: np.ndarray,
    out_wagered: np.ndarray,
    out_wagered_other: np.ndarray,
    out_flags: np.ndarray,
    out_losing_run: np.ndarray,
    out_played: np.ndarray,
    out_paths: np.ndarray,
) -> None:
    """Sessions ``first``..``last - 1`` of a strategy-lab run: each from a fresh shoe of its own
    stream, ``hands`` coups at most, stakes by ``system`` (a ``systems.System`` code) on column
    ``first_column`` of the pay table (follow the shoe: column 0 Banker, column 1 Player).
    ``systems.Progression`` is the same logic in plain Python; a test holds the two to the same stakes."""
    _kernels.lab_sessions(
        int(seed), first, last, hands, decks, cut_min, cut_max, values, ranks, burns, tableau,
        num, den, closed_last, system, first_column, unit, bankroll, table_min, table_max,
        stop_win, stop_loss, checkpoints,
        out_net, out_wagered, out_wagered_other, out_flags, out_losing_run, out_played, out_paths,
    )  # fmt: skip


def replay_sessions(
    seed: int | np.uint64,
    first: int,
    last: int,
    decks: int,
    cut_min: int,
    cut_max: int,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
    num: np.ndarray,
    den: np.ndarray,
    closed_last: np.ndarray,
    stakes: np.ndarray,
    out_net: np.ndarray,
) -> None:
    """Sessions ``first``..``last - 1``: the stakes of ``stakes[hand, column]`` placed hand by hand
    on fresh shoes of each session's stream (a closed bet on a last hand sits out)."""
    _kernels.replay_sessions(
        int(seed), first, last, decks, cut_min, cut_max, values, ranks, burns, tableau,
        num, den, closed_last, stakes, out_net,
    )  # fmt: skip
