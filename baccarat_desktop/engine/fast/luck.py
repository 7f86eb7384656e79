"""How lucky was I: the player's own stakes, hand by hand, replayed over many simulated shoes.

The real result is then placed in the spread of those replays: "better than 83% of 10,000
sessions with the same bets". A bet settles by the rules of the session it was placed at (each
pair of rules and spot is a column of the pay table); the shoes are those of the most played
table (its decks and cut card).

Hands of the two tables with a fee (the multiplier table, Peek) are replayed too, apart: a win there
depends on the lit cards and the cards themselves, or on the raise after the shown cards, which the
kernel's pay table cannot hold. ``LIT_POOL`` hands of that table are dealt once per run by its own
``Session`` (lit cards from each shoe's seed, as the table draws them; the Peek table's shown cards)
and each replay deals every such hand a hand of the pool drawn at random (seeded by the run's seed),
settled by ``bets.settle`` with its stakes as placed, the fee included; at Peek, Player or Banker
raised by the published play (``peek.fixed_play``) on the pooled hand's shown cards, lowered to what
the table maximum takes (``reference.published_choice``). Those hands are so independent of one
another and of the kernel's shoes (a shoe's hands are not: the spread differs from dealt shoes by
far less than the replays' own noise); their expectation is exact (``placed_expectation``: the
multiplier prices of a full shoe; Peek's return with that play, ``peek.peek_returns``).
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..catalogue import BetSpot
from ..errors import DomainError
from ..rules import TableRules
from . import tables
from .lab import REFERENCE_CHUNK_HANDS, lines_edge, placed_expectation
from .native import kernels_or_none
from .parallel import default_workers, run_chunks

__all__ = ["DEFAULT_REPLAYS", "LIT_POOL", "Luck", "StakedHand", "how_lucky"]

DEFAULT_REPLAYS = 10_000
CHUNK_HANDS = 400_000
LIT_POOL = 10_000  # multiplier hands dealt once a run for the replays to draw from (about 1 s)
LIT_DRAWS = 4_000_000  # pool draws held at once while the multiplier hands are replayed (32 MB)


@dataclass(frozen=True)
class StakedHand:
    """One stored hand as the replay needs it: the table's rules and the bets placed (at the Peek
    table Player's or Banker's stake as placed, before any raise: the replay makes its own)."""

    rules: TableRules
    bets: tuple[tuple[BetSpot, int], ...]


@dataclass(frozen=True)
class Luck:
    """Where the real result falls among replays of the same stakes."""

    actual_net: int
    nets: np.ndarray  # cents, one per replay
    hands: int
    wagered: int
    expected_net: Fraction  # minus each bet's exact edge times its stake
    stopped: bool
    seconds: float

    @property
    def replays(self) -> int:
        return int(self.nets.size)

    @property
    def better_than(self) -> float:
        """Share of replays the real result beat (a tie counts half)."""
        if not self.replays:
            return 0.0
        below = np.count_nonzero(self.nets < self.actual_net)
        equal = np.count_nonzero(self.nets == self.actual_net)
        return float(below + equal / 2) / self.replays

    @property
    def sentence(self) -> str:
        return (
            f"Your result was better than {self.better_than:.0%} of {self.replays:,} sessions "
            "with the same bets"
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "hands": self.hands,
            "wagered_cents": self.wagered,
            "actual_net_cents": self.actual_net,
            "expected_net_cents": round(float(self.expected_net), 2),
            "replays": self.replays,
            "better_than": round(self.better_than, 4),
            "percentiles": {
                str(p): int(v)
                for p, v in zip(
                    (5, 25, 50, 75, 95),
                    np.percentile(self.nets, (5, 25, 50, 75, 95), method="closest_observation")
                    if self.replays
                    else (0,) * 5,
                    strict=True,
                )
            },
            "stopped": self.stopped,
        }


def how_lucky(
    hands: Sequence[StakedHand],
    actual_net: int,
    *,
    replays: int = DEFAULT_REPLAYS,
    seed: int = 0,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Luck:
    """Replay the stakes of ``hands`` ``replays`` times on fresh shoes; ``actual_net`` is what they
    really made (cents). Where the compiled kernel is not built, the replays run on the reference
    engine (``reference.replay_sessions``)."""
    if not hands:
        raise DomainError("no hands to replay: choose a session or a filter with hands in it")
    if replays < 1:
        raise DomainError("replay the stakes at least once")
    start = time.perf_counter()
    workers = default_workers() if workers is None else workers
    lit = [hand for hand in hands if _pooled(hand.rules)]
    if lit:
        hands = [hand for hand in hands if not _pooled(hand.rules)]
    nets = np.zeros(replays, dtype=np.int64)
    expected = Fraction(0)
    wagered = 0
    for hand in lit:
        for spot, amount in hand.bets:
            expected += placed_expectation(spot, amount, hand.rules)
            wagered += amount
    if lit:
        _replay_pooled(lit, nets, seed, cancel)
    if not hands:
        stopped = cancel is not None and cancel.is_set()
        if progress is not None:
            progress(replays)
        return Luck(actual_net, nets, len(lit), wagered, expected, stopped, time.perf_counter() - start)
    columns: dict[tuple[TableRules, BetSpot], int] = {}
    for hand in hands:
        for spot, _ in hand.bets:
            columns.setdefault((hand.rules, spot), len(columns))
    stakes = np.zeros((len(hands), max(1, len(columns))), dtype=np.int64)
    for row, hand in enumerate(hands):
        for spot, amount in hand.bets:
            stakes[row, columns[(hand.rules, spot)]] += amount
            expected -= lines_edge(spot, hand.rules) * amount  # what the kernel's pay table deals
    num = np.zeros((tables.KEYS, stakes.shape[1]), dtype=np.int64)
    den = np.ones_like(num)
    closed = np.zeros(stakes.shape[1], dtype=np.bool_)
    for (rules, spot), column in columns.items():
        pays = tables.PayTable.build(rules, (spot,))
        num[:, column], den[:, column], closed[column] = pays.num[:, 0], pays.den[:, 0], pays.closed_last[0]
    table = Counter(hand.rules for hand in hands).most_common(1)[0][0]
    plain = np.zeros(replays, dtype=np.int64)
    reference_only = kernels_or_none() is None
    per_chunk = max(1, (REFERENCE_CHUNK_HANDS if reference_only else CHUNK_HANDS) // len(hands))
    chunks = -(-replays // per_chunk)

    if reference_only:  # no compiled kernel: the table's own engine deals, on one thread
        from . import reference

        coups = reference.reference_coups(table, seed)
        workers = 1

        def work(chunk: int) -> int:
            first, last = chunk * per_chunk, min((chunk + 1) * per_chunk, replays)
            reference.replay_sessions(coups, first, last, num, den, closed, stakes, plain)
            return last - first

    else:
        from . import kernels

        def work(chunk: int) -> int:
            first, last = chunk * per_chunk, min((chunk + 1) * per_chunk, replays)
            kernels.replay_sessions(
                seed, first, last, table.decks, table.cut_min, table.cut_max,
                tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU,
                num, den, closed, stakes, plain,
            )  # fmt: skip
            return last - first

    ran = run_chunks(work, chunks, workers=workers, progress=progress, cancel=cancel)
    keep = np.repeat(np.array(ran.done, dtype=bool), per_chunk)[:replays]
    return Luck(
        actual_net, (plain + nets)[keep], len(hands) + len(lit), int(stakes.sum()) + wagered, expected,
        ran.stopped, time.perf_counter() - start,
    )  # fmt: skip


def _pooled(rules: TableRules) -> bool:
    """Whether hands at this table are replayed from a pool of its own (a table with a fee)."""
    return rules.variant.lit or rules.variant.peek


def _replay_pooled(
    lit: Sequence[StakedHand], nets: np.ndarray, seed: int, cancel: threading.Event | None
) -> None:
    """Add to each replay's net its multiplier and Peek hands' (see the module's docstring): per
    table a pool of ``LIT_POOL`` hands dealt by its session, per set of bets their nets on every
    pooled hand (``bets.settle``, in cents, fee included, at Peek raised by the published play), then
    per replay as many pooled hands drawn at random as the set of bets was placed on."""
    from ..bets import settle
    from ..peek import PEEK_SPOTS, Choice
    from .reference import Hand, published_choice, reference_hands

    pools: dict[TableRules, list[Hand]] = {}
    rng = np.random.default_rng([seed, 0x6C6974])  # "lit": apart from any other stream of the seed
    for hand, times in Counter(lit).items():
        if not hand.bets:
            continue  # nothing staked: the hand changes no replay's net
        pool = pools.get(hand.rules)
        if pool is None:
            stream = reference_hands(hand.rules, seed)(0)
            pool = pools[hand.rules] = [next(stream) for _ in range(LIT_POOL)]
        bets = dict(hand.bets)
        raised = [
            (spot, stake) for spot, stake in hand.bets if hand.rules.variant.peek and spot in PEEK_SPOTS
        ]
        pooled = np.array(
            [
                settle(
                    bets,
                    dealt.coup,
                    hand.rules,
                    dealt.lit,
                    published_choice(*raised[0], dealt, hand.rules) if raised else Choice.KEEP,
                ).net_cents
                for dealt in pool
            ],
            dtype=np.int64,
        )
        rows = max(1, LIT_DRAWS // times)
        for first in range(0, nets.size, rows):
            if cancel is not None and cancel.is_set():
                return
            last = min(first + rows, nets.size)
            left = times
            while left:
                take = min(left, LIT_DRAWS)
                nets[first:last] += pooled[rng.integers(LIT_POOL, size=(last - first, take))].sum(axis=1)
                left -= take
