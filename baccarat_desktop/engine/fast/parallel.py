"""Work split into short chunks on threads: both cores, a progress count, and a clean stop.

The compiled loops release the GIL, so plain threads run them side by side. Chunks are short
(tens of milliseconds) so that Cancel, Ctrl+C and the progress bar answer at once; a stop lets the
running chunks finish and reports exactly which ones did, for an honest partial result.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import signal
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..errors import DomainError

__all__ = ["Chunked", "default_workers", "fast_seed", "run_chunks", "stopped_by_signals"]


def fast_seed(seed: bytes | int | None) -> int:
    """The fast path's 64-bit seed: SHA-256 of "baccarat-desktop/fast/v1/" and the given seed (an
    integer in decimal or 64 hex digits), or a secret random one when none is given. The fast path
    draws its own shoes, so a seed reproduces a run of the fast path, not the table's shoes."""
    if seed is None:
        return secrets.randbits(64)
    text = seed.hex() if isinstance(seed, bytes) else str(int(seed))
    return int.from_bytes(hashlib.sha256(f"baccarat-desktop/fast/v1/{text}".encode()).digest()[:8], "big")


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # macOS and Windows have no affinity call
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Chunked:
    """Which chunks ran: ``done[i]`` for chunk ``i``; ``stopped`` when Cancel or Ctrl+C cut it short."""

    done: list[bool]
    stopped: bool


@contextmanager
def stopped_by_signals(stop: threading.Event) -> Iterator[threading.Event]:
    """While inside, Ctrl+C (SIGINT) and SIGTERM set ``stop`` instead of raising: work that runs in
    chunks stops between them, with what finished kept. Only the main thread can take signals; on
    another thread this changes nothing. The handlers in place before are put back on leaving."""
    previous: dict[signal.Signals, Any] = {}  # as signal.signal returns them
    if threading.current_thread() is threading.main_thread():
        for stopping in (signal.SIGINT, signal.SIGTERM):
            previous[stopping] = signal.signal(stopping, lambda _signum, _frame: stop.set())
    try:
        yield stop
    finally:
        for stopping, handler in previous.items():
            signal.signal(stopping, handler)


def run_chunks(
    work: Callable[[int], int],
    chunks: int,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Chunked:
    """Call ``work(i)`` for each chunk ``i`` on ``workers`` threads; ``work`` returns the units it
    did (hands, sessions) and ``progress`` hears the running total.

    ``cancel``, or Ctrl+C or SIGTERM when called from the main thread, stops it cleanly: the chunks
    running finish, no new one starts. The signals only set the event (handlers in place while this
    runs): a KeyboardInterrupt raised at an arbitrary point could leave one of the futures' locks
    held and the pool waiting on it forever. Only a few chunks are in flight at once, so a stop is
    quick.
    """
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise DomainError("a simulation needs at least one worker thread")
    stop = cancel if cancel is not None else threading.Event()
    done = [False] * chunks
    units = 0
    started = 0
    with (
        stopped_by_signals(stop),
        ThreadPoolExecutor(max_workers=workers, thread_name_prefix="fast-path") as pool,
    ):
        running: dict[Future[int], int] = {}
        while True:
            while not stop.is_set() and started < chunks and len(running) < 2 * workers:
                running[pool.submit(work, started)] = started
                started += 1
            if not running:
                break
            finished, _ = wait(running, timeout=0.1, return_when=FIRST_COMPLETED)
            for future in finished:
                units += future.result()
                done[running.pop(future)] = True
            if finished and progress is not None:
                progress(units)
    return Chunked(done, stopped=not all(done))
