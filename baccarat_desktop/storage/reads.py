"""Every read the hand browser and the statistics make: typed rows and numpy columns, SQL only in storage.

``Reads`` is the read API; ``History`` has it on the connection it opened and checked, and
``Reader`` on a second read-only connection for a worker thread (an SQLite connection stays in
its thread, and SQLite works with the GIL released, so two connections read in parallel).

The reads live by concept: the hand browser's (filters, sort orders, keyset paging) in
``storage.browser_reads``, the statistics' (numpy columns, bet sums) in ``storage.statistics_reads``,
and what both do with an amount a person edited outside the game in ``storage.amounts``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Self

from .browser_reads import BrowserReads
from .database import BUSY_TIMEOUT_MS, SqlValue, read_only_connection, translate
from .statistics_reads import StatisticsReads

__all__ = ["Reader", "Reads"]


class Reads(BrowserReads, StatisticsReads):
    """The reads, on whatever connection the class that has them holds (``_tuples``)."""

    def latest_hand_id(self) -> int:
        """The highest hand id stored (0 for none): every read below can be bounded by it."""
        return int(self._tuples("SELECT coalesce(max(id), 0) FROM hands", [])[0][0])

    def latest_session_id(self) -> int:
        """The highest session id stored (0 for none): a session started since the last look."""
        return int(self._tuples("SELECT coalesce(max(id), 0) FROM sessions", [])[0][0])


class Reader(Reads):
    """A second read-only connection, for a worker thread (an SQLite connection stays in its thread).

    Used only alongside a ``History`` opened on the same file, and only what that ``History``
    accepted is kept: the file's identity and soundness are ``History.open``'s checks, not
    repeated here.
    """

    def __init__(self, path: Path | str, *, sorting: bool = False) -> None:
        self.path = Path(path)
        try:
            self.conn = read_only_connection(self.path)
            self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if sorting:
                # Room for a session's GROUP BY sorter in memory: the bet sums run about 10% faster.
                # Only there: a scan gains nothing from it, and each such cache fills to 16 MB.
                self.conn.execute("PRAGMA cache_size = -16384")
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None

    def _tuples(self, sql: str, params: Sequence[SqlValue]) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from None

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
