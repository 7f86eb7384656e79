"""How lucky was I: the stakes of the hands a filter selects, replayed over many simulated shoes.

The player's own bets, hand by hand and bet by bet, are dealt again on fresh shoes (the fast path's
``how_lucky``), and the real result is placed among those replays: "Your result was better than
83% of 10,000 sessions with the same bets". docs/simulator.md describes the replay itself.

Choices made here, each for a reason:

* **Which hands.** Every hand the filter selects, in play order (hand id), including hands dealt
  with nothing staked: they still take cards from the shoe, so the replay deals them too.
* **Unknown bets.** A hand holding a bet this version cannot read (a spot from a newer catalogue)
  is left out of both sides, the replays and the real result, and its id is reported in
  ``skipped`` (the report's JSON lists the count; the pane says so). Leaving only that bet out
  would compare a real result that includes its money with replays that do not.
* **The seed.** Unless the caller passes one, it is derived from the ids of the selected hands
  (SHA-256 of "baccarat-desktop/luck/v1/" and the ids), so the same hands give the same answer
  every time, however the filter that chose them was written, and new hands give a new one.
* **Multiplier hands** are replayed with the others: each replay deals them fresh hands of that
  table, lit cards and fee included (``engine.fast.luck``: a pool of that table's hands drawn at
  random), and their expectation is the exact multiplier price.
* **Peek hands** are replayed as that table deals them: the stake as placed (read back from the
  stored stakes in play and fee, ``peek.stake_and_choice``), its fee, and the raise by the
  published play on each replayed hand's shown cards (``engine.fast.luck``). Not the player's own
  stored choice: a choice answers the cards shown on its hand, and tripling blind on other cards is
  another bet (far worse than any the player made), so the replays play the one the exact price
  prices (``peek.peek_returns``), which is their expectation. What the player's choices gained or
  lost against that play is in his real result, beside the luck.
* **How many replays.** 10,000, fewer for a selection so long that 10,000 would deal more than
  ``REPLAY_BUDGET`` hands (about five seconds on two cores), never fewer than ``MIN_REPLAYS``;
  the sentence always names the number run.
* **The percentage** is rounded down: "better than" must never claim more than the replays show
  (the fast path's own ``Luck.sentence`` rounds 99.6% up to "better than 100%").

The fast path (numpy and the compiled kernel) is imported only inside ``luck_of``, so importing this
module costs nothing.
"""

from __future__ import annotations

import hashlib
import math
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np

from ..engine.catalogue import BetSpot
from ..engine.i18n import _t, _tn
from ..engine.money import signed_cents
from ..engine.rules import TableRules
from ..storage.history import History
from ..storage.rows import StakeRow
from .dataset import Dataset
from .filters import HistoryFilter

if TYPE_CHECKING:
    from ..engine.fast.luck import Luck, StakedHand

__all__ = [
    "MIN_REPLAYS",
    "REPLAYS",
    "REPLAY_BUDGET",
    "LuckReport",
    "Selection",
    "Staked",
    "luck_of",
    "luck_sentence",
    "replays_for",
    "staked_hands",
]

REPLAYS = 10_000  # the fast path's DEFAULT_REPLAYS, named here so this module need not import it
REPLAY_BUDGET = 200_000_000  # hands dealt over all replays at most: about 5 s on two cores
MIN_REPLAYS = 100
RUNS_QUERIED_ONE_BY_ONE = 64  # more runs of consecutive ids than this: one range scan, then filtered


def replays_for(hands: int, wanted: int = REPLAYS) -> int:
    """``wanted`` replays, or fewer when ``hands`` times that would pass ``REPLAY_BUDGET`` (a million
    hands: 200 replays), but never fewer than ``MIN_REPLAYS`` (or ``wanted`` if that is smaller)."""
    if hands <= 0:
        return wanted
    return max(min(wanted, MIN_REPLAYS), min(wanted, REPLAY_BUDGET // hands))


@dataclass(frozen=True, eq=False)
class Selection:
    """The hands a filter chose, copied out of a ``Dataset``: a worker thread replays these while
    the pane's dataset goes on growing with the game."""

    filter: HistoryFilter
    ids: np.ndarray  # hand ids in play order
    net: np.ndarray  # each hand's bankroll change, cents
    session: np.ndarray  # each hand's session id
    rules: Mapping[int, TableRules]  # session id -> the table it was played at

    @classmethod
    def of(cls, data: Dataset | Selection) -> Selection:
        if isinstance(data, Selection):
            return data
        hands = data.hands
        return cls(
            data.filter,
            hands.ids.copy(),
            hands.net.copy(),
            hands.session.copy(),
            {session_id: row.rules for session_id, row in data.sessions.items()},
        )

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def seed(self) -> int:
        """The replay seed these hands get unless one is given: the same hands, the same answer."""
        digest = hashlib.sha256(b"baccarat-desktop/luck/v1/")
        digest.update(np.ascontiguousarray(self.ids, dtype="<i8").tobytes())
        return int.from_bytes(digest.digest()[:8], "big") >> 1  # 63 bits: any integer type holds it

    @property
    def key(self) -> tuple[int, int, int]:
        """(hands, first id, last id): tells two selections of one file apart cheaply."""
        if not len(self.ids):
            return (0, 0, 0)
        return (len(self.ids), int(self.ids[0]), int(self.ids[-1]))


class Staked(NamedTuple):
    """What the replay needs: the hands with their stakes, what they really made, what was left out."""

    hands: list[StakedHand]
    actual_net: int  # cents: the sum of these hands' bankroll changes
    skipped: tuple[int, ...]  # ids of hands left out for a bet this version cannot read


def _stake_rows(
    history: History, ids: np.ndarray, read: Callable[[int, int], list[StakeRow]] | None = None
) -> list[StakeRow]:
    """The bets of exactly these hands (sorted ids), read as ranges of consecutive ids by ``read``
    (``history.stakes_between`` unless given: ``fees_between`` reads the fees the same way)."""
    if not len(ids):
        return []
    between = history.stakes_between if read is None else read
    breaks = np.flatnonzero(np.diff(ids) != 1)
    starts = np.concatenate(([0], breaks + 1))
    ends = np.concatenate((breaks, [len(ids) - 1]))
    if len(starts) <= RUNS_QUERIED_ONE_BY_ONE:
        rows: list[StakeRow] = []
        for start, end in zip(starts.tolist(), ends.tolist(), strict=True):
            rows += between(int(ids[start]), int(ids[end]))
        return rows
    wanted = set(ids.tolist())
    return [row for row in between(int(ids[0]), int(ids[-1])) if row[0] in wanted]


def _placed(
    bets: tuple[tuple[BetSpot, int], ...], fees: Mapping[tuple[int, str], int], hand_id: int
) -> tuple[tuple[BetSpot, int], ...]:
    """A Peek hand's bets as placed: Player's or Banker's stored stakes in play become the stake the
    fee was paid on (``peek.stake_and_choice``; ``DomainError`` for a row no Peek table stored)."""
    from ..engine.peek import PEEK_SPOTS, stake_and_choice

    return tuple(
        (
            spot,
            stake_and_choice(amount, fees.get((hand_id, spot.value), 0))[0] if spot in PEEK_SPOTS else amount,
        )
        for spot, amount in bets
    )


def staked_hands(history: History, data: Dataset | Selection) -> Staked:
    """The stakes of every hand ``data`` selects, in play order, each with its session's rules (at
    the Peek table Player's and Banker's as placed, before the raise: see the module's docstring).

    Hands with the same table and the same bets share one ``StakedHand`` (an autoplayed million
    hands with one bet are one object a million times, not a million objects).
    """
    from ..engine.fast.luck import StakedHand

    selection = Selection.of(data)
    by_hand: dict[int, list[tuple[str, int]]] = {}
    for hand_id, spot, amount in _stake_rows(history, selection.ids):
        by_hand.setdefault(hand_id, []).append((spot, amount))
    fees: dict[tuple[int, str], int] = {}
    if any(rules.variant.peek for rules in selection.rules.values()):
        fees = {(h, spot): fee for h, spot, fee in _stake_rows(history, selection.ids, history.fees_between)}
    shared: dict[tuple[int, tuple[tuple[BetSpot, int], ...]], StakedHand] = {}
    hands: list[StakedHand] = []
    skipped: list[int] = []
    actual = 0
    for hand_id, session_id, net in zip(
        selection.ids.tolist(), selection.session.tolist(), selection.net.tolist(), strict=True
    ):
        try:
            bets = tuple((BetSpot(spot), int(amount)) for spot, amount in by_hand.get(hand_id, ()))
            if bets and selection.rules[session_id].variant.peek:
                bets = _placed(bets, fees, hand_id)
        except ValueError:  # a spot from a newer catalogue (or no Peek bet): this hand cannot be replayed
            skipped.append(hand_id)
            continue
        key = (session_id, bets)
        hand = shared.get(key)
        if hand is None:
            hand = shared[key] = StakedHand(selection.rules[session_id], bets)
        hands.append(hand)
        actual += net
    return Staked(hands, actual, tuple(skipped))


def luck_sentence(better_than: float, replays: int) -> str:
    """'Your result was better than 83% of 10,000 sessions with the same bets', the share rounded
    down so the sentence never claims more than the replays show."""
    percent = math.floor(round(better_than * 100, 6))
    text = _tn(
        "Luck", "Your result was better than {percent}% of {replays} session(s) with the same bets", replays
    )
    return text.format(percent=percent, replays=f"{replays:,}")


@dataclass(frozen=True, eq=False)
class LuckReport:
    """A replay of one selection's stakes: the fast path's ``Luck`` and how it was obtained."""

    luck: Luck
    seed: int
    skipped: tuple[int, ...]
    filter: HistoryFilter

    @property
    def better_than(self) -> float:
        return self.luck.better_than

    @property
    def replays(self) -> int:
        return self.luck.replays

    @property
    def sentence(self) -> str:
        return luck_sentence(self.luck.better_than, self.luck.replays)

    def percentiles(self, *ps: float) -> list[int]:
        """Replay results (cents) at these percentiles; each one a result some replay really had."""
        if not self.replays:
            return [0] * len(ps)
        values = np.percentile(self.luck.nets, ps, method="closest_observation")
        return [int(v) for v in np.atleast_1d(values)]

    @property
    def details(self) -> str:
        """The numbers behind the sentence, one line: real result, expectation, the usual range."""
        low, high = self.percentiles(5, 95)
        hands = self.luck.hands
        real = _tn("Luck", "Real result {result} over {n} hand(s)", hands)
        parts = [
            real.format(result=signed_cents(self.luck.actual_net), n=f"{hands:,}"),
            _t("Luck", "expected {amount}").format(amount=signed_cents(round(self.luck.expected_net))),
            _t("Luck", "90% of replays between {low} and {high}").format(
                low=signed_cents(low), high=signed_cents(high)
            ),
        ]
        if self.skipped:
            parts.append(
                _tn(
                    "Luck", "{n} hand(s) left out: a bet this version does not know", len(self.skipped)
                ).format(n=f"{len(self.skipped):,}")
            )
        return " · ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the fast path's numbers, the sentence, the seed and what was left out."""
        return {
            **self.luck.to_dict(),
            "better_than_percent": math.floor(round(self.better_than * 100, 6)),
            "sentence": self.sentence,
            "seed": self.seed,
            "skipped_hands": len(self.skipped),
        }


def luck_of(
    history: History,
    data: Dataset | Selection,
    *,
    replays: int | None = None,
    seed: int | None = None,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> LuckReport:
    """Replay the stakes of the hands ``data`` selects (``replays_for`` them unless ``replays`` is
    given, on the selection's own seed unless ``seed`` is). ``DomainError`` when there is no hand to
    replay. Loads the fast path on first use: call it off the GUI thread."""
    from ..engine.fast.luck import how_lucky

    selection = Selection.of(data)
    staked = staked_hands(history, selection)
    count = replays if replays is not None else replays_for(len(staked.hands))
    chosen = selection.seed if seed is None else seed
    luck = how_lucky(
        staked.hands,
        staked.actual_net,
        replays=count,
        seed=chosen,
        workers=workers,
        progress=progress,
        cancel=cancel,
    )
    return LuckReport(luck, chosen, staked.skipped, selection.filter)
