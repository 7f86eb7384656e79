"""Work split into short chunks on threads: both cores, a progress count, and a clean stop.

The compiled loops release the GIL, so plain threads run them side by side. Chunks are short
(tens of milliseconds) so that Cancel, Ctrl+C and the progress bar answer at once; a stop lets the
running chunks finish and reports exactly which ones did, for an honest partial result.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from ..errors import DomainError

__all__ = ["Chunked", "default_workers", "fast_seed", "run_chunks"]


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

    @property
    def complete(self) -> bool:
        return all(self.done)


def run_chunks(
    work: Callable[[int], int],
    chunks: int,
    *,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Chunked:
    """Call ``work(i)`` for each chunk ``i`` on ``workers`` threads; ``work`` returns the units it
    did (hands, sessions) and ``progress`` hears the running total. Ctrl+C (KeyboardInterrupt in
    the calling thread) or ``cancel`` stops it cleanly: chunks not started are dropped."""
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise DomainError("a simulation needs at least one worker thread")
    done = [False] * chunks
    units = 0
    stopped = False
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="fast-path") as pool:
        futures: dict[Future[int], int] = {pool.submit(work, i): i for i in range(chunks)}
        pending = set(futures)
        try:
            while pending:
                finished, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
                for future in finished:
                    if not future.cancelled():
                        units += future.result()
                        done[futures[future]] = True
                if finished and progress is not None:
                    progress(units)
                if cancel is not None and cancel.is_set() and pending:
                    raise KeyboardInterrupt
        except KeyboardInterrupt:
            stopped = True
            for future in pending:
                future.cancel()
            for future in pending:
                if not future.cancelled():
                    future.result()  # a chunk already running finishes: it is short
                    done[futures[future]] = True
    return Chunked(done, stopped)
