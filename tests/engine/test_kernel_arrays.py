"""The compiled kernel checks every array it is given: a wrong dtype, a view that is not C-contiguous,
an array too short or read-only, or a table that would index outside an array raises TypeError or
ValueError naming the argument, instead of reading or writing past the end of memory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.fast import _kernels, flags, kernels, tables  # type: ignore[attr-defined]
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.systems import System

CARDS = (tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)


def _simulate(**changed: Any) -> None:
    args: dict[str, Any] = {
        "values": tables.VALUES, "ranks": tables.RANKS, "burns": tables.BURNS, "tableau": tables.TABLEAU,
        "counts": np.zeros(tables.KEYS, dtype=np.int64), "stats": np.zeros(5, dtype=np.int64),
    }  # fmt: skip
    args.update(changed)
    kernels.simulate_blocks(1, 0, 1, 100, 100, 8, 14, 16, **args)


def _lab(**changed: Any) -> None:
    pays = tables.PayTable.build(TableRules(), (BetSpot.BANKER,))
    checkpoints = np.array([0, 10], dtype=np.int64)
    args: dict[str, Any] = {
        "num": pays.num, "den": pays.den, "closed_last": pays.closed_last, "system": System.MARTINGALE.code,
        "checkpoints": checkpoints, "out_net": np.zeros(4, dtype=np.int64),
        "out_wagered": np.zeros(4, dtype=np.int64), "out_wagered_other": np.zeros(4, dtype=np.int64),
        "out_flags": np.zeros(4, dtype=np.int64), "out_losing_run": np.zeros(4, dtype=np.int64),
        "out_played": np.zeros(4, dtype=np.int64), "out_paths": np.zeros((4, 2), dtype=np.int64),
    }  # fmt: skip
    args.update(changed)
    kernels.lab_sessions(
        1, 0, 4, 10, 8, 14, 16, *CARDS, args.pop("num"), args.pop("den"), args.pop("closed_last"),
        args.pop("system"), 0, 500, 10_000, 500, 50_000, 0, 0, **args,
    )  # fmt: skip


def _read_only(array: np.ndarray) -> np.ndarray:
    copy = array.copy()
    copy.flags.writeable = False
    return copy


BAD: list[tuple[str, Callable[[], None], type[Exception], str]] = [
    ("int32 counts", lambda: _simulate(counts=np.zeros(tables.KEYS, dtype=np.int32)), TypeError, "counts"),
    ("float stats", lambda: _simulate(stats=np.zeros(5)), TypeError, "stats"),
    ("a list", lambda: _simulate(values=list(range(52))), TypeError, "values"),
    ("short counts", lambda: _simulate(counts=np.zeros(100, dtype=np.int64)), ValueError, "counts is too"),
    ("short stats", lambda: _simulate(stats=np.zeros(4, dtype=np.int64)), ValueError, "stats is too short"),
    ("strided counts", lambda: _simulate(counts=np.zeros(2 * tables.KEYS, dtype=np.int64)[::2]), ValueError,
     "C-contiguous"),
    ("read-only counts", lambda: _simulate(counts=_read_only(np.zeros(tables.KEYS, dtype=np.int64))),
     ValueError, "writable"),
    ("2-D values", lambda: _simulate(values=tables.VALUES.reshape(4, 13)), ValueError, "dimension"),
    ("a value of 10", lambda: _simulate(values=np.where(tables.VALUES == 0, 10, tables.VALUES)), ValueError,
     "values"),
    ("a bad tableau", lambda: _simulate(tableau=tables.TABLEAU * 4), ValueError, "tableau"),
    ("big-endian", lambda: _simulate(counts=np.zeros(tables.KEYS, dtype=">i8")), TypeError, "counts"),
    ("short paths", lambda: _lab(out_paths=np.zeros((3, 2), dtype=np.int64)), ValueError, "out_paths"),
    ("narrow paths", lambda: _lab(out_paths=np.zeros((4, 1), dtype=np.int64)), ValueError, "out_paths"),
    ("no checkpoints", lambda: _lab(checkpoints=np.zeros(0, dtype=np.int64)), ValueError, "checkpoints"),
    ("a zero denominator", lambda: _lab(den=np.zeros((tables.KEYS, 1), dtype=np.int64)), ValueError, "den"),
    ("int closed_last", lambda: _lab(closed_last=np.zeros(1, dtype=np.int64)), TypeError, "closed_last"),
    ("an unknown system", lambda: _lab(system=9), ValueError, "system"),
    ("a short pay table", lambda: _lab(num=np.zeros((10, 1), dtype=np.int64)), ValueError, "num"),
    ("bad cards in an order", lambda: kernels.deal_orders(np.full((1, 416), 60, dtype=np.uint8),
     np.array([400]), True, *CARDS), ValueError, "cards 0..51"),
    ("int64 orders", lambda: kernels.deal_orders(np.zeros((1, 416), dtype=np.int64), np.array([400]), True,
     *CARDS), TypeError, "orders"),
    ("no decks", lambda: kernels.make_orders(1, 0, 2, 0, 14, 16), ValueError, "decks"),
    ("a cut range upside down", lambda: kernels.make_orders(1, 0, 2, 8, 16, 14), ValueError, "cut"),
]  # fmt: skip


@pytest.mark.parametrize(("case", "call", "error", "words"), BAD, ids=[case for case, *_ in BAD])
def test_a_bad_array_is_refused_in_words(
    case: str, call: Callable[[], None], error: type, words: str
) -> None:
    with pytest.raises(error, match=words):
        call()


def test_the_good_arrays_run() -> None:
    """The cases above fail for their one change: the same calls with nothing changed run."""
    _simulate()
    _lab()


def test_the_kernels_constants_are_the_pythons() -> None:
    assert _kernels.KEYS == tables.KEYS
    assert (_kernels.RUINED, _kernels.HIT_MAX, _kernels.STOP_WIN, _kernels.STOP_LOSS) == (
        flags.RUINED, flags.HIT_MAX, flags.STOP_WIN, flags.STOP_LOSS,
    )  # fmt: skip
    assert len(System) == _kernels.SYSTEMS and [s.code for s in System] == list(range(len(System)))
