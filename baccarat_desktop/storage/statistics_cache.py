"""The statistics' columns of a long history, kept in the user's cache folder between openings.

Reading a million hands' columns from SQLite takes about a second, and their bet sums two more.
The history is append-only (its triggers refuse any change to a stored hand), so what was read of
the hands up to id N stays true: an opening takes those from here and reads only the hands after N.
The cache can never show a wrong figure, and the player never has to know it exists:

* It lives in the per-user cache folder (``~/.cache/baccarat-desktop/statistics`` on Linux), one
  file per history named by a hash of the history's real path: never in the history, never beside it.
* It is used only while it is still true of the file: its format, the history's path, device and
  inode, schema version and application id, the id, moment and session uid of the last hand it covers,
  and every cached column of its first, last and a spread and a random draw of other hands, read back
  from the history (about a millisecond). A file that does not read whole (numpy checks the arrays,
  zip each member's CRC) or fails any of this is ignored, and written again after the next load.
* It is written whole to a temporary file renamed over the old one (``os.replace``), on a worker
  thread once a load is complete, never while the game or the pane waits; a write that fails is
  dropped (the next opening reads SQLite again). Only the newest ``KEEP`` caches are kept.
* Only histories of at least ``MIN_HANDS`` hands, read whole (no session or date filter), are cached:
  a shorter one reads in a few hundredths of a second anyway.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
import tempfile
import threading
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .errors import StorageError
from .paths import APP_NAME, real_path
from .statistics_reads import BANKER, HAND_COLUMNS, PLAYER, TIE, SpotSums, StatisticsReads

__all__ = [
    "FORMAT",
    "KEEP",
    "MIN_HANDS",
    "STALE_AFTER",
    "CachedColumns",
    "cache_file",
    "read_cache",
    "write_cache",
    "write_cache_later",
]

FORMAT = 1  # raised whenever what is stored, or how, changes: older files are then ignored
MIN_HANDS = 20_000  # fewer hands than this read from SQLite in a few hundredths of a second
STALE_AFTER = 2_000  # hands read after the cached ones that make an opening write the cache again
KEEP = 4  # caches kept (one per history the player opened the Statistics of, the latest first)
SAMPLES = 64  # hands checked against the history at each use, beside the first and the last

_STORED = {
    "ids": np.int64,
    "shoe": np.int64,
    "hand_no": np.int32,
    "winner": np.int8,
    "player_pair": np.bool_,
    "banker_pair": np.bool_,
    "net": np.int64,
}
_LETTER = {BANKER: "b", PLAYER: "p", TIE: "t"}


@dataclass(frozen=True)
class CachedColumns:
    """The statistics' per-hand columns (``HAND_COLUMNS``) of every hand with an id up to ``top``, and
    their bets' sums per (session id, spot)."""

    top: int
    columns: dict[str, np.ndarray]
    sums: dict[tuple[int, str], SpotSums]


def cache_folder() -> Path:
    from platformdirs import user_cache_path

    return user_cache_path(APP_NAME, appauthor=False) / "statistics"


def cache_file(history: Path | str) -> Path:
    """Where the cache of the history at ``history`` is kept (named by its real path)."""
    name = hashlib.blake2b(os.fsencode(real_path(Path(history))), digest_size=12).hexdigest()
    return cache_folder() / f"{name}.npz"


def _facts(reads: StatisticsReads, path: Path, top: int) -> dict[str, Any] | None:
    """What the cache of hands up to ``top`` is kept for: the file and the last hand it covers (None
    when that hand is not in the file)."""
    try:
        stat = os.stat(path)
        rows = reads._tuples(
            "SELECT h.played_at, s.uid, (SELECT user_version FROM pragma_user_version), "
            "(SELECT application_id FROM pragma_application_id) "
            "FROM hands h JOIN sessions s ON s.id = h.session_id WHERE h.id = ?",
            [top],
        )
    except (OSError, StorageError):
        return None
    if not rows:
        return None
    played_at, uid, schema, application = rows[0]
    return {
        "format": FORMAT,
        "path": os.fsdecode(path),
        "device": stat.st_dev,
        "inode": stat.st_ino,
        "schema": schema,
        "application": application,
        "top": top,
        "played_at": played_at,
        "uid": uid,
    }


def _true_of(reads: StatisticsReads, columns: dict[str, np.ndarray]) -> bool:
    """Every cached column of the first, the last, a spread and a random draw of the hands is what
    the history holds for them."""
    n = len(columns["ids"])
    picks = {0, n - 1, *np.linspace(0, n - 1, SAMPLES, dtype=np.int64).tolist()}
    picks |= {random.randrange(n) for _ in range(SAMPLES)}
    at = {int(columns["ids"][i]): i for i in picks}
    stored = reads.hands_as_read(sorted(at))
    if len(stored) != len(at):
        return False
    for hand_id, i in at.items():
        letter = _LETTER.get(int(columns["winner"][i]))
        cached = (
            int(columns["shoe"][i]),
            int(columns["net"][i]),
            int(columns["hand_no"][i]),
            letter,
            int(columns["player_pair"][i]),
            int(columns["banker_pair"][i]),
        )
        if stored[hand_id] != cached:
            return False
    return True


def _owned(archive: zipfile.ZipFile, name: str) -> np.ndarray:
    """A one-dimensional array of the cache read into memory of its own (``np.load``'s arrays are views
    of another buffer, which numpy will not grow in place: ``HandArrays.extend`` would copy a million
    hands to take one more). Reading the member to its end checks its CRC."""
    with archive.open(f"{name}.npy") as member:
        version = np.lib.format.read_magic(member)
        if version == (1, 0):
            shape, fortran, dtype = np.lib.format.read_array_header_1_0(member)
        else:
            shape, fortran, dtype = np.lib.format.read_array_header_2_0(member)
        if fortran or dtype.hasobject or len(shape) != 1:
            raise ValueError(f"the cache's {name} is not a column")
        array = np.empty(shape, dtype=dtype)
        into = memoryview(array.view(np.uint8))  # type: ignore[arg-type]  # numpy arrays are buffers
        if member.readinto(into) != array.nbytes or member.read(1):  # type: ignore[attr-defined]
            raise ValueError(f"the cache's {name} is not whole")
    return array


def read_cache(reads: StatisticsReads, history: Path | str) -> CachedColumns | None:
    """The cache of ``history`` if there is one still true of it (``reads`` reads the history), else
    None: missing, unreadable, of another file or another format, or differing in any hand checked."""
    path = real_path(Path(history))
    try:
        with np.load(cache_file(path), allow_pickle=False) as stored:
            meta = json.loads(str(stored["meta"]))
            columns = {name: _owned(stored.zip, name) for name in HAND_COLUMNS}
            sum_keys = stored["sum_sessions"], stored["sum_spots"]
            sum_values = stored["sum_amounts"], stored["sum_squares"]
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, json.JSONDecodeError):
        return None  # missing, or damaged (a member's CRC, a truncated file, an unreadable array)
    try:
        top = int(meta["top"])
        ids = columns["ids"]
        n = len(ids)
        sessions, spots = sum_keys
        amounts, squares = sum_values
        sound = (
            all(
                columns[name].dtype == dtype and columns[name].shape == (n,)
                for name, dtype in _STORED.items()
            )
            and n > 0
            and int(ids[-1]) == top
            and bool(np.all(ids[1:] > ids[:-1]))
            and sessions.dtype == np.int64
            and amounts.dtype == np.int64
            and squares.dtype == np.float64
            and spots.dtype.kind == "U"
            and sessions.shape == spots.shape == squares.shape == (len(sessions),)
            and amounts.shape == (len(sessions), 4)
        )
    except (KeyError, TypeError, ValueError):
        return None
    try:
        if not sound or meta != _facts(reads, path, top) or not _true_of(reads, columns):
            return None
    except StorageError:
        return None  # the history's own reads say what is wrong with it, from SQLite
    with contextlib.suppress(OSError):
        os.utime(cache_file(path))  # the most recently used is kept longest
    sums = {
        (session, spot): SpotSums(bets, wagered, net, commission, square)
        for session, spot, (bets, wagered, net, commission), square in zip(
            sessions.tolist(), spots.tolist(), amounts.tolist(), squares.tolist(), strict=True
        )
    }
    return CachedColumns(top, columns, sums)


def write_cache(reads: StatisticsReads, history: Path | str, cached: CachedColumns) -> bool:
    """Keep ``cached`` (read from ``history`` through ``reads``) for the next opening; False if it was
    not written (a history too short, a last hand no longer there, a folder that cannot be written)."""
    path = real_path(Path(history))
    facts = _facts(reads, path, cached.top)
    return facts is not None and _write(path, facts, cached)


def write_cache_later(
    reads: StatisticsReads, history: Path | str, top: int, gather: Callable[[], CachedColumns]
) -> threading.Thread | None:
    """Keep the columns of the hands up to ``top`` for the next opening: what the cache is kept for
    is read now (through ``reads``), the file is written on a worker thread of its own once ``gather``
    (run there: it may wait for reads still running) has the columns. Nothing is written if the
    last hand is not found, or ``gather`` raises (a ``StorageError``: an amount the sums refuse)."""
    path = real_path(Path(history))
    facts = _facts(reads, path, top)
    if facts is None:
        return None

    def work() -> None:
        try:
            cached = gather()
        except Exception:  # the load says what went wrong; a cache only stays unwritten
            return
        if cached.top == top:
            _write(path, facts, cached)

    thread = threading.Thread(target=work, name="statistics-cache", daemon=True)
    thread.start()
    return thread


def _write(path: Path, facts: dict[str, Any], cached: CachedColumns) -> bool:
    """Write the cache file whole: a temporary file renamed over the old one."""
    if len(cached.columns["ids"]) < MIN_HANDS:
        return False
    sums = sorted(cached.sums.items())
    arrays = {
        **{name: np.ascontiguousarray(cached.columns[name], dtype=kind) for name, kind in _STORED.items()},
        "meta": np.array(json.dumps(facts, sort_keys=True)),
        "sum_sessions": np.array([session for (session, _), _ in sums], dtype=np.int64),
        "sum_spots": np.array([spot for (_, spot), _ in sums], dtype=np.str_),
        "sum_amounts": np.array([s[:4] for _, s in sums], dtype=np.int64).reshape(len(sums), 4),
        "sum_squares": np.array([s.stake_squares for _, s in sums], dtype=np.float64),
    }
    target = cache_file(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".writing-", suffix=".npz", dir=target.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                np.savez(out, **arrays)  # type: ignore[arg-type]  # numpy's stubs want positional arrays
            os.replace(temporary, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
    except (OSError, OverflowError):
        return False
    _keep_newest(target.parent)
    return True


def _keep_newest(folder: Path) -> None:
    """Remove all but the ``KEEP`` most recently used caches (and temporary files left by a crash)."""
    try:
        entries = [(entry.stat().st_mtime, Path(entry.path)) for entry in os.scandir(folder)]
    except OSError:
        return
    caches = sorted((entry for entry in entries if not entry[1].name.startswith(".")), reverse=True)
    old = [p for _, p in caches[KEEP:]]
    newest = max((m for m, _ in entries), default=0.0)
    old += [p for m, p in entries if p.name.startswith(".writing-") and m < newest - 3600]
    for stale in old:
        with contextlib.suppress(OSError):
            stale.unlink()
