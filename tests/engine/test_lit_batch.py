"""The multiplier table's prices of many compositions on every core (``fast.lit_batch``): worker
processes give ``multiplier_prices``' own figures, in order, and stop on Cancel; and the figures
themselves are those the pricing gave before it was made faster, to the last digit."""

from __future__ import annotations

import hashlib
import json
import threading
from collections import Counter

from baccarat_desktop.engine.fast.lit_batch import (
    PROCESSES_FROM,
    _processes_allowed,
    column_cards,
    price_lit_rows,
)
from baccarat_desktop.engine.multiplier import multiplier_prices
from baccarat_desktop.engine.shoe import shuffled_order

# sha256 of the exact expectation and second moment of every bet on two depleted shoes, as
# multiplier_prices gave them at be3d17a, before a hand's repeated value was found by comparing its
# two or three values and a Tie's values seen once stopped splitting draws (engine/lit_patterns.py).
BEFORE = "3613946b9ed79f811c44d0a9e5e95d14887a3958684346905335042af05a5674"


def _shoe(name: str, decks: int, taken: int) -> Counter:
    order, _ = shuffled_order(hashlib.sha256(f"feetables {name}".encode()).digest(), decks)
    return Counter(order[taken:])


def test_the_prices_are_those_before_the_speed_up_to_the_last_digit() -> None:
    out = {}
    for name, decks, taken in (("8 decks less 100", 8, 100), ("6 decks less 290", 6, 290)):
        prices = multiplier_prices(dict(_shoe(name, decks, taken)))
        out[name] = {spot.value: [str(p.expected), str(p.second_moment)] for spot, p in prices.items()}
    assert hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest() == BEFORE


def _rows(count: int) -> list[list[int]]:
    shoe = _shoe("rows", 8, 0)
    order = list(shoe.elements())
    rows = []
    for i in range(count):
        left = Counter(order[40 * i + 7 :])
        rows.append([left[card] for card in column_cards()])
    return rows


def test_worker_processes_give_each_composition_s_own_prices_in_order() -> None:
    rows = _rows(PROCESSES_FROM)
    assert _processes_allowed(len(rows), 2) and not _processes_allowed(len(rows), 1)
    told: list[int] = []
    caller = threading.current_thread()

    def heard(done: int) -> None:
        assert threading.current_thread() is caller
        told.append(done)

    priced = price_lit_rows(rows, workers=2, progress=heard)
    assert priced is not None and len(priced) == len(rows)
    for row, prices in zip(rows, priced, strict=True):
        assert prices == multiplier_prices(dict(zip(column_cards(), row, strict=True)))
    assert told == sorted(told) and told[-1] == len(rows)


def test_cancel_stops_the_workers_with_no_answer() -> None:
    cancel = threading.Event()

    def stop(done: int) -> None:
        cancel.set()

    assert price_lit_rows(_rows(PROCESSES_FROM), workers=2, progress=stop, cancel=cancel) is None
    assert price_lit_rows(_rows(2), workers=1, progress=stop, cancel=cancel) is None
