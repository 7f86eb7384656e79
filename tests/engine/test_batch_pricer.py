"""The batch pricer (the compiled ``_pricing`` kernel and its numpy fallback) against the reference.

Every row of a batch must price every bet exactly as ``shoe_prices(exact_odds(...))`` does: the
same Fractions, side bets and Perfect Pair included, under every variant and Tie payout. The
compositions are seeded: depleted 6- and 8-deck shoes, tiny and lopsided ones, by card and by rank,
and the largest the pricer takes (``MAX_CARDS``), where the sums pass int64 and go to Python
integers.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Mapping, Sequence

import numpy as np
import pytest

from baccarat_desktop.engine.cards import RANKS, Card
from baccarat_desktop.engine.catalogue import CATALOGUE, SIDE_SPOTS, BetSpot, Variant
from baccarat_desktop.engine.fast import pricer
from baccarat_desktop.engine.fast.native import pricing_or_none
from baccarat_desktop.engine.fast.pricer import CARD_INDEX, MAX_CARDS, price_batch
from baccarat_desktop.engine.odds import CountsError, ShoePrices, exact_odds, shoe_prices
from baccarat_desktop.engine.rules import TableRules
from tests.engine.test_fast_pricer import depleted_shoes

CARDS = list(CARD_INDEX)


def every_table() -> list[TableRules]:
    """Each variant with every side bet it allows, at both Tie payouts, 6 and 8 decks."""
    tables = []
    for variant in (v for v in Variant if not v.lit and not v.peek):  # multiplier.py and peek.py price those
        sides = tuple(s for s in SIDE_SPOTS if variant in CATALOGUE[s].variants)
        for tie_pays, decks in ((8, 8), (9, 6)):
            tables.append(TableRules(decks=decks, variant=variant, tie_pays=tie_pays, side_bets=sides))
    return tables


def by_card(counts: Mapping[Card, int]) -> list[int]:
    row = [0] * len(CARDS)
    for card, n in counts.items():
        row[CARD_INDEX[card]] = n
    return row


def reference(row: Sequence[int], rules: TableRules) -> ShoePrices:
    given: Mapping[Card, int] | Sequence[int] = dict(zip(CARDS, row, strict=True)) if len(row) == 52 else row
    return shoe_prices(exact_odds(given), rules)


def tiny_and_lopsided(seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    rows = []
    for _ in range(8):
        rows.append(by_card(Counter(rng.sample(CARDS, rng.randrange(6, 15)))))  # a handful of cards
    for _ in range(6):  # a few kinds, many of each: pairs and suited pairs everywhere
        row = [0] * 52
        for i in rng.sample(range(52), rng.randrange(1, 5)):
            row[i] = rng.randrange(2, 9)
        if sum(row) >= 6:
            rows.append(row)
    rows.append([0] * 7 + [6] + [0] * 44)  # six of one card: only suited pairs
    return rows


@pytest.fixture(scope="module")
def kernel_built() -> None:
    assert pricing_or_none() is not None, "build it: python setup.py build_ext --inplace"


@pytest.mark.parametrize("compiled", [True, False])
def test_every_bet_of_every_table_equals_the_reference(compiled: bool, kernel_built: None) -> None:
    rows = [by_card(c) for c in depleted_shoes(29, 6)] + tiny_and_lopsided(29)
    counts = np.array(rows, dtype=np.int64)
    for rules in every_table():
        batch = price_batch(counts, rules, compiled=compiled, workers=2)
        assert batch is not None
        for r, row in enumerate(rows):
            prices = batch.prices(r)
            assert prices == reference(row, rules), (rules, row)
            assert prices.price(BetSpot.PERFECT_PAIR) is not None  # suits known: priced
            for price in prices.bets:
                assert batch.expected(r, price.spot) == price.expected


def test_rank_counts_leave_perfect_pair_out_as_the_reference_does(kernel_built: None) -> None:
    rng = random.Random(30)
    rows = [[rng.randrange(0, 33) for _ in RANKS] for _ in range(12)]
    rows += [[1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [0] * 9 + [6, 0, 0, 0], [32] * 13]
    rows = [row for row in rows if sum(row) >= 6]
    for rules in (TableRules(side_bets=SIDE_SPOTS), every_table()[-1]):
        batch = price_batch(np.array(rows), rules)
        assert batch is not None
        for r, row in enumerate(rows):
            assert batch.prices(r) == reference(row, rules)
            assert batch.prices(r).price(BetSpot.PERFECT_PAIR) is None


def test_the_largest_compositions_go_to_python_integers_and_stay_exact(kernel_built: None) -> None:
    rules = TableRules(side_bets=SIDE_SPOTS)
    edge = [MAX_CARDS // 13] * 13
    edge[0] += MAX_CARDS - sum(edge)  # exactly MAX_CARDS
    rows = [edge, [c + 1 for c in edge], [32] * 13]  # the edge, past it, and a full 8-deck shoe by rank
    batch = price_batch(np.array(rows), rules)
    assert batch is not None
    for r, row in enumerate(rows):
        assert batch.prices(r) == reference(row, rules)
    assert batch.totals.dtype == object  # the first two passed int64


def test_every_real_shoe_fits_the_compiled_sums(kernel_built: None) -> None:
    """The fullest shoe the game deals (8 decks, every side bet, by card) is summed in int64."""
    for variant in (v for v in Variant if not v.lit and not v.peek):
        sides = tuple(s for s in SIDE_SPOTS if variant in CATALOGUE[s].variants)
        batch = price_batch(np.full((1, 52), 8), TableRules(variant=variant, side_bets=sides))
        assert batch is not None and batch.totals.dtype == np.int64 and batch.totals[0] > 0


def test_rows_no_shoe_can_leave_are_not_priced(kernel_built: None) -> None:
    rows = np.array([[1, 1, 1, 1, 1] + [0] * 8, [-1] + [4] * 12, [4] * 13])
    for compiled in (True, False):
        batch = price_batch(rows, TableRules(), compiled=compiled)
        assert batch is not None
        assert batch.totals.tolist()[:2] == [0, 0] and batch.totals[2] > 0
        with pytest.raises(CountsError):
            batch.prices(0)


def test_chunks_on_two_threads_give_what_one_gives(
    monkeypatch: pytest.MonkeyPatch, kernel_built: None
) -> None:
    monkeypatch.setattr(pricer, "CHUNK_ROWS", 3)
    rows = np.array([by_card(c) for c in depleted_shoes(31, 20)], dtype=np.int8)
    rules = TableRules(side_bets=SIDE_SPOTS)
    told: list[int] = []
    one = price_batch(rows, rules, workers=1, progress=told.append)
    two = price_batch(rows, rules, workers=2)
    assert one is not None and two is not None
    assert np.array_equal(one.numerators, two.numerators) and np.array_equal(one.totals, two.totals)
    assert told[-1] == 20 and len(told) > 1
    cancel = threading.Event()
    cancel.set()
    assert price_batch(rows, rules, cancel=cancel) is None


def test_the_kernel_refuses_arrays_it_cannot_read(kernel_built: None) -> None:
    kernel = pricing_or_none()
    assert kernel is not None
    plan = pricer.batch_plan(TableRules(), True)
    values = np.array([r.value_in_baccarat for r in RANKS], dtype=np.int64)
    multisets = np.ascontiguousarray(pricer._plan().multiplicity)
    out = np.zeros((1, plan.width), dtype=np.int64)
    totals = np.zeros(1, dtype=np.int64)
    good = np.full((1, 52), 8, dtype=np.int64)
    args = (values, multisets, plan.coup_coefs, plan.pair_coefs, plan.bound)
    assert kernel.price(good, *args, out, totals) == 0 and totals[0] > 0
    with pytest.raises(TypeError, match="int64"):
        kernel.price(good.astype(np.int32), *args, out, totals)
    with pytest.raises(ValueError, match="13 columns"):
        kernel.price(np.full((1, 20), 8, dtype=np.int64), *args, out, totals)
    with pytest.raises(ValueError, match="wrong shape"):
        kernel.price(good, *args, np.zeros((2, plan.width), dtype=np.int64), totals)
    with pytest.raises(TypeError, match="C-contiguous"):
        kernel.price(np.full((52, 2), 8, dtype=np.int64).T, *args, out, totals)


def test_a_cards_column_is_its_suits_offset_plus_its_rank() -> None:
    assert [pricer.SUIT_OFFSET[card.suit.value] + card.rank for card in CARDS] == list(range(52))
