"""The multiplier table's exact prices of many compositions, on every core.

``multiplier.multiplier_prices`` is pure Python (a walk of every coup, about a quarter of a second a
composition on one core), so threads would only take turns on the GIL: where other tables' batches
run in the compiled ``_pricing`` kernel on threads (``pricer.price_batch``), these run in worker
processes, one composition a task, driven by the same ``parallel.run_chunks`` (its progress on the
calling thread, its Cancel and Ctrl+C between tasks). A process starts in about a second, so a
handful of compositions, one core, or a frozen build (PyInstaller's executable would start the whole
game again as a worker) is priced in this process instead, as is every row left when a worker could
not start. Either way the figures are
``multiplier_prices``' own, exactly (a test compares them).
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import lru_cache

from ..cards import SUITS, Card, Rank
from ..catalogue import BetSpot
from ..multiplier import MultiplierPrice, multiplier_prices
from .parallel import default_workers, run_chunks

__all__ = ["PROCESSES_FROM", "column_cards", "price_lit_rows"]

PROCESSES_FROM = 8  # compositions: fewer are priced in this process (a worker takes a second to start)

Prices = dict[BetSpot, MultiplierPrice]


@lru_cache(maxsize=1)
def column_cards() -> tuple[Card, ...]:
    """The card of each column of a row of counts (``pricer.SUIT_OFFSET`` plus the rank)."""
    from .pricer import SUIT_OFFSET

    by_column = {SUIT_OFFSET[suit.value] + rank: Card(rank, suit) for suit in SUITS for rank in Rank}
    return tuple(by_column[column] for column in range(len(by_column)))


def _composition(row: Sequence[int]) -> dict[Card, int]:
    """A row of counts as the cards it counts: what a worker process is sent (it then imports the
    engine alone, not numpy)."""
    return dict(zip(column_cards(), (int(c) for c in row), strict=True))


def _quiet() -> None:
    """A worker leaves Ctrl+C to the process that drives it (which stops between tasks)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _processes_allowed(rows: int, workers: int) -> bool:
    return workers > 1 and rows >= PROCESSES_FROM and not getattr(sys, "frozen", False)


def price_lit_rows(
    rows: Sequence[Sequence[int]],
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> list[Prices] | None:
    """Every bet of the multiplier table priced on each row of counts (card by card, the columns of
    ``column_cards``), in order; ``progress`` hears the rows done (on the calling thread), None if
    ``cancel`` was set before every row was priced."""
    workers = default_workers() if workers is None else workers
    out: list[Prices | None] = [None] * len(rows)
    if not _processes_allowed(len(rows), workers):
        for done, row in enumerate(rows):
            if cancel is not None and cancel.is_set():
                return None
            out[done] = multiplier_prices(_composition(row))
            if progress is not None:
                progress(done + 1)
        return [prices for prices in out if prices is not None]
    import multiprocessing

    with ProcessPoolExecutor(
        max_workers=min(workers, len(rows)),
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_quiet,
    ) as pool:

        def work(index: int) -> int:
            counts = _composition(rows[index])
            try:
                out[index] = pool.submit(multiplier_prices, counts).result()
            except BrokenProcessPool:  # a worker could not start (a main module it cannot import)
                out[index] = multiplier_prices(counts)
            return 1

        ran = run_chunks(work, len(rows), workers=workers, progress=progress, cancel=cancel)
        if ran.stopped:
            pool.shutdown(wait=True, cancel_futures=True)
            return None
    return [prices for prices in out if prices is not None]
