"""The fast path deals and settles exactly as the pure engine, which stays the reference.

The same card orders go through both: the fast path's own shuffles (``make_orders``) dealt by the
table's ``Session`` with a bet on every spot, hand by hand; stacked shoes without a burn or cut card;
and the simulate loop's counts against the same shoes. Frequencies then meet the exact odds.
"""

from __future__ import annotations

import math
import random
import threading
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from baccarat_desktop.engine.bets import bets_taken
from baccarat_desktop.engine.cards import standard_deck
from baccarat_desktop.engine.catalogue import CATALOGUE, SIDE_SPOTS, BetSpot, Facts, Variant
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.fast import kernels, tables
from baccarat_desktop.engine.fast.simulate import BLOCK_HANDS, fast_simulate
from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import Shoe

DECK = tuple(standard_deck())
SEED = np.uint64(0x5EED_BACC_A7A7_0001)
CARD_TABLES = (tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)


def _table(decks: int, variant: Variant, tie_pays: int) -> TableRules:
    """A table offering every side bet of its variant, so every bet of the catalogue is dealt."""
    sides = tuple(s for s in SIDE_SPOTS if variant in CATALOGUE[s].variants and s is not BetSpot.TIE)
    return TableRules(decks=decks, variant=variant, tie_pays=tie_pays, side_bets=sides)


def _stakes(rules: TableRules) -> dict[BetSpot, int]:
    # Odd amounts, so every fractional payout (0.95, 1 to 2, 1.5 to 1) rounds.
    return {spot: (1_235 if not spot.is_side else 1_111) for spot in rules.offered}


def _reference_hands(orders: np.ndarray, cuts: np.ndarray, rules: TableRules) -> list[tuple]:
    """Deal the orders through the table's own Session, a bet on every spot, one row per hand."""
    shoes = iter(
        Shoe([DECK[c] for c in order], cut_position=int(cut), decks=rules.decks)
        for order, cut in zip(orders, cuts, strict=True)
    )
    session = Session(rules, 10**10, shoe_factory=lambda: next(shoes))
    stakes = _stakes(rules)
    rows = []
    for index in range(len(orders)):
        session.start_shoe()
        while not session.needs_new_shoe:
            bets = bets_taken(stakes, last_hand=session.is_last_hand)
            hand = session.deal(bets)
            coup = hand.coup
            nets = tuple(hand.settlement.net_for(spot) for spot in stakes)
            rows.append(
                (index, hand.position_before, coup.cards_used, coup.outcome, coup.player_total,
                 coup.banker_total, tables.facts_key(Facts.of(coup)), hand.last_hand, nets)
            )  # fmt: skip
    return rows


def _fast_hands(orders: np.ndarray, cuts: np.ndarray, rules: TableRules, burns: bool = True) -> list[tuple]:
    rows = kernels.deal_orders(orders, cuts, burns, *CARD_TABLES)
    stakes = _stakes(rules)
    pays = tables.PayTable.build(rules, tuple(stakes))
    keys, last = rows[:, 3], rows[:, 4].astype(bool)
    columns = tables.key_columns(keys)
    pt, bt = columns["player_total"].tolist(), columns["banker_total"].tolist()
    nets = np.stack(
        [
            np.where(last & pays.closed_last[c], 0, pays.nets(keys, c, amount))
            for c, amount in enumerate(stakes.values())
        ],
        axis=1,
    ).tolist()
    outcomes = [
        Outcome.TIE if p == b else (Outcome.BANKER if b > p else Outcome.PLAYER)
        for p, b in zip(pt, bt, strict=True)
    ]
    return [
        (shoe, start, used, outcomes[i], pt[i], bt[i], key, bool(end), tuple(nets[i]))
        for i, (shoe, start, used, key, end) in enumerate(rows.tolist())
    ]


TABLES = [
    (8, Variant.COMMISSION, 8),
    (8, Variant.NO_COMMISSION, 9),
    (8, Variant.EZ, 8),
    (6, Variant.COMMISSION, 9),
    (6, Variant.EZ, 8),
]


@pytest.mark.slow
@pytest.mark.parametrize(("decks", "variant", "tie_pays"), TABLES)
def test_the_fast_path_deals_and_settles_every_hand_as_the_table(
    decks: int, variant: Variant, tie_pays: int
) -> None:
    """450 shoes a table, 2,250 in all (about 180,000 hands), every bet of the variant on each."""
    rules = _table(decks, variant, tie_pays)
    orders, cuts = kernels.make_orders(SEED, decks * 10 + len(variant.value), 450, decks, 14, 16)
    reference = _reference_hands(orders, cuts, rules)
    fast = _fast_hands(orders, cuts, rules)
    assert len(fast) == len(reference) > 450 * 60
    for mine, theirs in zip(fast, reference, strict=True):
        assert mine == theirs
    # The shoes are the table's: every card once per deck, cut cards where the rules put them.
    assert all(sorted(Counter(order.tolist()).values()) == [decks] * 52 for order in orders[:20])
    assert set((len(orders[0]) - cuts).tolist()) == {14, 15, 16}


def test_stacked_shoes_without_burn_or_cut_card_end_as_the_table_ends_them() -> None:
    """Short shoes of 6 to 40 cards: the coup after which fewer than six cards remain is the last."""
    rng = random.Random(20261123)
    rules = _table(8, Variant.COMMISSION, 8)
    for _ in range(300):
        length = rng.randint(6, 40)
        order = np.array([rng.randrange(52) for _ in range(length)], dtype=np.uint8)
        fast = kernels.deal_orders(order[None, :], np.array([-1]), False, *CARD_TABLES)
        session = Session(rules, 10**9, shoe_factory=lambda o=order: Shoe.from_order([DECK[c] for c in o]))
        session.start_shoe()
        reference = []
        while not session.needs_new_shoe:
            hand = session.deal({})
            reference.append(
                (hand.position_before, hand.coup.cards_used, tables.facts_key(Facts.of(hand.coup)))
            )
        assert [(start, used, key) for _, start, used, key, _ in fast.tolist()] == reference


def test_the_simulate_loop_counts_the_hands_of_its_shoes() -> None:
    """simulate_blocks over one block against deal_orders over the same stream's shoes."""
    hands = 20_000
    counts = np.zeros(tables.KEYS, dtype=np.int64)
    stats = np.zeros(5, dtype=np.int64)
    kernels.simulate_blocks(SEED, 0, 1, hands, hands, 8, 14, 16, *CARD_TABLES, counts, stats)
    orders, cuts = kernels.make_orders(SEED, 0, int(stats[1]), 8, 14, 16)
    rows = kernels.deal_orders(orders, cuts, True, *CARD_TABLES)[:hands]
    assert stats[0] == hands and rows[-1, 0] == stats[1] - 1  # the last shoe was the one cut short
    assert np.array_equal(np.bincount(rows[:, 3], minlength=tables.KEYS), counts)
    burned = sum(1 + int(tables.BURNS[order[0]]) for order in orders)
    assert stats[2] == burned
    longest = {1: 0, 2: 0}
    for shoe in range(int(stats[1])):
        side, streak = 0, 0
        for key in rows[rows[:, 0] == shoe, 3]:
            won = kernels.winner(int(key))
            if won:
                streak = streak + 1 if won == side else 1
                side = won
                longest[won] = max(longest[won], streak)
    assert (stats[3], stats[4]) == (longest[1], longest[2])


def test_a_seeded_run_is_the_same_on_one_core_or_two() -> None:
    rules = TableRules()
    one = fast_simulate(3 * BLOCK_HANDS + 17, rules, 99, workers=1)
    two = fast_simulate(3 * BLOCK_HANDS + 17, rules, 99, workers=2)
    assert np.array_equal(one.counts, two.counts) and one.summary == two.summary
    assert one.summary.hands == 3 * BLOCK_HANDS + 17
    other = fast_simulate(3 * BLOCK_HANDS + 17, rules, 100, workers=2)
    assert not np.array_equal(one.counts, other.counts)


def _z(observed: Fraction | float, expected: Fraction, variance: float, n: int) -> float:
    return abs(float(observed) - float(expected)) / math.sqrt(variance / n)


@pytest.mark.parametrize("variant", [v for v in Variant if not v.lit and not v.peek])
def test_frequencies_and_returns_meet_the_exact_odds(variant: Variant) -> None:
    """Two million seeded coups: outcome frequencies and every bet's mean return per unit within
    four standard errors of the exact figures (a fixed seed: the same numbers every run)."""
    rules = TableRules(variant=variant)
    run = fast_simulate(2_000_000, rules, 2026, workers=2)
    odds = exact_odds(full_shoe_cards(8))
    n = run.summary.hands
    for outcome in ("banker", "player", "tie", "player_pair", "banker_pair"):
        p = odds.probability(outcome)
        assert _z(getattr(run.summary, outcome) / n, p, float(p * (1 - p)), n) < 4, outcome
    returns = run.bet_returns()
    assert returns is not None
    for spot, mean in returns.items():
        distribution = odds.payout_distribution(spot, rules)
        expected = sum((x * p for x, p in distribution), Fraction(0))
        variance = float(sum((x * x * p for x, p in distribution), Fraction(0)) - expected**2)
        assert _z(mean, expected, variance, n) < 4, spot


def test_a_cancelled_run_counts_exactly_the_hands_it_dealt() -> None:
    cancel = threading.Event()
    heard: list[int] = []

    def progress(done: int) -> None:
        heard.append(done)
        cancel.set()

    run = fast_simulate(200_000_000, TableRules(), 7, workers=2, progress=progress, cancel=cancel)
    assert run.stopped
    s = run.summary
    assert 0 < s.hands < 200_000_000 and s.hands % BLOCK_HANDS == 0
    assert s.banker + s.player + s.tie == s.hands == int(run.counts.sum())
    assert heard and heard[0] <= s.hands


def test_ctrl_c_sets_the_stop_instead_of_raising_and_the_handler_is_put_back() -> None:
    """A KeyboardInterrupt raised inside concurrent.futures.wait can leave a future's lock held and
    the pool hanging on it; run_chunks turns Ctrl+C into its stop event while it runs."""
    import signal

    from baccarat_desktop.engine.fast.parallel import run_chunks

    before = signal.getsignal(signal.SIGINT)
    calls: list[int] = []

    def work(chunk: int) -> int:
        calls.append(chunk)
        return 1

    ran = run_chunks(work, 10_000, workers=2, progress=lambda done: signal.raise_signal(signal.SIGINT))
    assert ran.stopped and 0 < sum(ran.done) < 10_000
    assert sum(ran.done) == len(calls)  # every chunk that started finished and is counted
    assert signal.getsignal(signal.SIGINT) is before
