"""Does a road rule work? A rule (``engine.road_rules``) run over shoes, against the exact house edge.

Three sources of shoes, each read from its first hand (the roads belong to one shoe):

- ``simulated``: fresh 8-deck shoes (or the table's decks), shuffled and dealt by the simulator's
  kernel from an explicit seed, each chunk of ``CHUNK_SHOES`` from its own stream of the seed, so a
  seeded run gives the same figures on one core or two;
- ``history``: the player's own hands, shoe by shoe; ``tracked``: shoes logged at a real table
  (both through ``storage.tracked.outcome_shoes``, the one door to them).

What a run says, and why each figure is there:

- bets made, won, lost and pushed (a Banker or Player bet pushes on a Tie), by side;
- the result per 100 units bet (a push counts as bet, as the house edge counts it), with a 95%
  interval from the spread between shoes (a shoe's bets are not independent of each other: the
  roads and the cards left belong to the shoe, so the shoe is the unit that is sampled);
- the same shoes with Banker on every hand and with Player on every hand, read off the same results;
- what the exact house edge predicts for the rule's own bets: minus Banker's edge times the units
  bet on Banker, minus Player's times those on Player (``analytics.exact.spot_edge``, from the full
  enumeration: never written down here);
- the running result over the units bet, against the band the edge predicts (``figures.backtest``).

The sentence says what the numbers show: a rule that reads past results bets on what the cards
already dealt did, and the odds of the next hand depend on the cards left by a few hundredths of a
percent, which no road can see; so a rule's result sits at the edge, within its interval.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import sqrt
from typing import TYPE_CHECKING, Any

import numpy as np

from ..engine.bets import BetSpot
from ..engine.coup import Outcome
from ..engine.errors import DomainError
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.road_rules import RoadRule, Tally
from ..engine.rules import TableRules
from .exact import spot_edge, spot_variance

if TYPE_CHECKING:
    from ..engine.fast.backtest import Pays, RuleRun
    from ..storage.history import History

__all__ = [
    "CHUNK_SHOES",
    "DEFAULT_SHOES",
    "MAX_SHOES",
    "SOURCES",
    "SOURCE_LABELS",
    "BacktestResult",
    "run_backtest",
    "run_on_shoes",
]

SOURCES = ("simulated", "history", "tracked")
SOURCE_LABELS = {
    "simulated": QT_TRANSLATE_NOOP("Backtest", "Simulated shoes"),
    "history": QT_TRANSLATE_NOOP("Backtest", "My own hands"),
    "tracked": QT_TRANSLATE_NOOP("Backtest", "Tracked shoes"),
}
DEFAULT_SHOES = 1_000_000
MAX_SHOES = 20_000_000  # about a minute on two cores: more settles nothing a million does not
CHUNK_SHOES = 4096  # a few hundredths of a second: Cancel and the progress bar answer at once
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
PATH_POINTS = 400  # the chart's running result, thinned to this many points


@dataclass(frozen=True)
class BacktestResult:
    """A rule's run over some shoes, with everything it is compared to (figures per unit bet)."""

    rule: RoadRule
    source: str
    rules: TableRules
    shoes: int
    hands: int
    tally: Tally
    net: Fraction  # units won (negative: lost) over every bet
    results: tuple[int, int, int]  # Banker, Player, Tie wins over every hand of the shoes
    banker_edge: Fraction
    player_edge: Fraction
    half_width: float | None  # the 95% interval's half width, per unit bet (None: no bet)
    variance: float  # of one unit's net, for the rule's mix of bets (the chart's band)
    path_staked: np.ndarray = field(repr=False)  # units bet so far, after each point of the path
    path_net: np.ndarray = field(repr=False)  # the running result there, in units
    seed: int | str | None = None  # as given (an integer, or the hex of bytes); None: secret shoes
    stopped: bool = False
    seconds: float = 0.0

    @property
    def per_unit(self) -> float | None:
        """The result per unit bet; None when the rule bet nothing."""
        return float(self.net / self.tally.bets) if self.tally.bets else None

    @property
    def expected(self) -> Fraction:
        """What the exact house edge predicts for the rule's bets, in units."""
        return -(self.banker_edge * self.tally.banker_bets + self.player_edge * self.tally.player_bets)

    @property
    def expected_per_unit(self) -> float | None:
        return float(self.expected / self.tally.bets) if self.tally.bets else None

    @property
    def interval(self) -> tuple[float, float] | None:
        if self.per_unit is None or self.half_width is None:
            return None
        return (self.per_unit - self.half_width, self.per_unit + self.half_width)

    def every_hand(self, side: Outcome, pays: Pays | None = None) -> float | None:
        """Per unit bet: one unit on ``side`` on every hand of the same shoes."""
        banker, player, tie = self.results
        hands = banker + player + tie
        if not hands:
            return None
        from ..engine.fast.backtest import Pays  # the fast path loads with a run, never at start-up

        pays = pays or Pays.of(self.rules)
        if side is Outcome.BANKER:
            return float(pays.fraction(banker * pays.win_banker - player * pays.den) / hands)
        return float(pays.fraction(player * pays.win_player - banker * pays.den) / hands)

    def sentence(self) -> str:
        """What the numbers show, in plain words."""
        if not self.shoes:
            return _t("Backtest", "There are no shoes to test the rule on.")
        if not self.tally.bets or self.per_unit is None or self.expected_per_unit is None:
            return _t("Backtest", "{rule} placed no bet on these {shoes:,} shoes.").format(
                rule=self.rule.label, shoes=self.shoes
            )
        rate, expected = 100 * self.per_unit, 100 * self.expected_per_unit
        low, high = (100 * v for v in self.interval or (self.per_unit, self.per_unit))
        text = _t(
            "Backtest",
            "{rule} bet {bets:,} times over {shoes:,} shoes and returned {rate:+.2f} per 100 units bet "
            "(95% interval {low:+.2f} to {high:+.2f}). The exact house edge predicts {expected:+.2f} for "
            "these bets; Banker on every hand of the same shoes returned {banker:+.2f}, "
            "Player {player:+.2f}.",
        ).format(
            rule=self.rule.label,
            bets=self.tally.bets,
            shoes=self.shoes,
            rate=rate,
            low=low,
            high=high,
            expected=expected,
            banker=100 * (self.every_hand(Outcome.BANKER) or 0.0),
            player=100 * (self.every_hand(Outcome.PLAYER) or 0.0),
        )
        if low <= expected <= high:
            verdict = _t(
                "Backtest",
                "The rule does no better than the edge: the results it reads say nothing about the next "
                "hand, and the cards left move its odds so little that the rule ends {gap:+.2f} per 100 "
                "units from the edge's prediction, inside the interval that luck alone gives.",
            ).format(gap=rate - expected)
        elif low > expected:
            verdict = _t(
                "Backtest",
                "The rule did better than the edge predicts on these shoes, beyond its interval: luck alone "
                "does that one run in forty, so run other shoes (another seed) and see whether it stays. "
                "The roads cannot see the cards left, and no rule on past results beats the edge.",
            )
        else:
            verdict = _t(
                "Backtest",
                "The rule did worse than the edge predicts on these shoes, beyond its interval: luck alone "
                "does that one run in forty, so run other shoes (another seed) and see whether it stays. "
                "No rule on past results changes the edge, either way.",
            )
        text += " " + verdict
        if (high - low) > 10:
            text += " " + _t(
                "Backtest",
                "So few bets leave the interval wide: these shoes cannot tell a rule from luck; a million "
                "simulated shoes can.",
            )
        return text

    def to_dict(self) -> dict[str, Any]:
        """The command line's ``--json``."""

        def per100(value: float | None) -> float | None:
            return None if value is None else round(100 * value, 4)

        interval = self.interval
        return {
            "rule": self.rule.key,
            "rule_name": self.rule.name,
            "stop_after": self.rule.stop_after,
            "source": self.source,
            "decks": self.rules.decks,
            "shoes": self.shoes,
            "hands": self.hands,
            "bets": self.tally.bets,
            "wins": self.tally.wins,
            "losses": self.tally.losses,
            "pushes": self.tally.pushes,
            "banker": {
                "bets": self.tally.banker_bets,
                "wins": self.tally.banker_wins,
                "losses": self.tally.banker_losses,
                "pushes": self.tally.banker_pushes,
            },
            "player": {
                "bets": self.tally.player_bets,
                "wins": self.tally.player_wins,
                "losses": self.tally.player_losses,
                "pushes": self.tally.player_pushes,
            },
            "net_units": float(self.net),
            "per_100": per100(self.per_unit),
            "interval_95_per_100": None if interval is None else [per100(interval[0]), per100(interval[1])],
            "house_edge_predicts_per_100": per100(self.expected_per_unit),
            "banker_every_hand_per_100": per100(self.every_hand(Outcome.BANKER)),
            "player_every_hand_per_100": per100(self.every_hand(Outcome.PLAYER)),
            "house_edge": {"banker": float(self.banker_edge), "player": float(self.player_edge)},
            "results": {"banker": self.results[0], "player": self.results[1], "tie": self.results[2]},
            "seed": self.seed,
            "stopped": self.stopped,
            "sentence": self.sentence(),
        }


@dataclass(frozen=True)
class _Part:
    """One chunk's figures, reduced where it ran: what the whole run needs of its shoes (the counts,
    the sums the interval is worked out from, and its running result at a few shoes), so a run of
    millions of shoes keeps no array a shoe."""

    counts: np.ndarray  # int64 [6], as RuleRun.counts
    shoes: int
    sums: tuple[int, int, int, int, int]  # over shoes: net, units bet, net², net x units, units²
    path_staked: np.ndarray  # units bet within the chunk, after some of its shoes (its last included)
    path_net: np.ndarray  # the net within the chunk there, in 1/den units

    @classmethod
    def of(cls, run: RuleRun, points: int) -> _Part:
        nets, staked = run.shoe_net, run.shoe_staked
        shoes = len(nets)
        pick: np.ndarray = np.unique(
            np.linspace(0, max(shoes - 1, 0), min(points, shoes)).round().astype(np.int64)
        )
        # int64 holds these exactly: a shoe's net is at most 103 bets of 20/20 (2,060 in 1/den
        # units), so even ten million shoes in one part sum to under 10**14.
        sums = (
            int(nets.sum()),
            int(staked.sum()),
            int(nets @ nets),
            int(nets @ staked),
            int(staked @ staked),
        )
        return cls(run.counts, shoes, sums, np.cumsum(staked)[pick], np.cumsum(nets)[pick])


def _summarise(
    rule: RoadRule,
    source: str,
    rules: TableRules,
    parts: Sequence[_Part],
    results: np.ndarray,
    hands: int,
    pays: Pays,
    **extra: Any,
) -> BacktestResult:
    """One result from the parts of a run (in order)."""
    counts = np.sum([p.counts for p in parts], axis=0) if parts else np.zeros(6, dtype=np.int64)
    shoes = sum(p.shoes for p in parts)
    net_units, total, net2, net_staked, staked2 = (sum(p.sums[i] for p in parts) for i in range(5))
    tally = Tally(*(int(c) for c in counts))
    net = pays.fraction(net_units)
    banker_edge = spot_edge(BetSpot.BANKER, rules)
    player_edge = spot_edge(BetSpot.PLAYER, rules)
    half: float | None = None
    if total and shoes > 1:
        # The ratio estimator's spread over shoes (the delta method), shoes the sampled unit:
        # the sum of (net_i - ratio * units_i)² from the sums, exactly, then in floats.
        ratio = net / total  # per unit bet
        den = pays.den
        residual = Fraction(net2, den * den) - 2 * ratio * Fraction(net_staked, den) + ratio * ratio * staked2
        variance = float(residual) * shoes / (shoes - 1) / (total * total)
        half = Z95 * sqrt(max(variance, 0.0))
    mix = 0.0
    if tally.bets:
        mix = float(
            (spot_variance(BetSpot.BANKER, rules) * tally.banker_bets
             + spot_variance(BetSpot.PLAYER, rules) * tally.player_bets) / tally.bets
        )  # fmt: skip
    staked_path, net_path = [np.zeros(1, dtype=np.int64)], [np.zeros(1, dtype=np.int64)]
    staked_so_far = net_so_far = 0
    for part in parts:
        staked_path.append(part.path_staked + staked_so_far)
        net_path.append(part.path_net + net_so_far)
        staked_so_far += part.sums[1]
        net_so_far += part.sums[0]
    cum_staked, cum_net = np.concatenate(staked_path), np.concatenate(net_path) / pays.den
    pick = np.unique(
        np.linspace(0, len(cum_staked) - 1, min(PATH_POINTS, len(cum_staked))).round().astype(np.int64)
    )
    return BacktestResult(
        rule,
        source,
        rules,
        shoes=shoes,
        hands=hands,
        tally=tally,
        net=net,
        results=(int(results[1]), int(results[2]), int(results[0])),
        banker_edge=banker_edge,
        player_edge=player_edge,
        half_width=half,
        variance=mix,
        path_staked=cum_staked[pick],
        path_net=cum_net[pick],
        **extra,
    )


def run_on_shoes(
    rule: RoadRule,
    shoes: Iterable[Sequence[Outcome]],
    *,
    source: str = "history",
    rules: TableRules | None = None,
    compiled: bool = True,
) -> BacktestResult:
    """The rule over given shoes of results (the history's, tracked ones, hand-made ones)."""
    from ..engine.fast.backtest import Pays, pack_shoes, run_rule

    start = time.perf_counter()
    rules = rules or TableRules()
    listed = [list(shoe) for shoe in shoes]
    outcomes, starts = pack_shoes(listed)
    pays = Pays.of(rules)
    run = run_rule(rule, outcomes, starts, pays, compiled=compiled)
    results = np.bincount(outcomes, minlength=3)
    parts = [_Part.of(run, PATH_POINTS)]
    return _summarise(
        rule, source, rules, parts, results, len(outcomes), pays, seconds=time.perf_counter() - start
    )


def _stored_shoes(history: History, source: str) -> list[list[Outcome]]:
    from ..storage.tracked import outcome_shoes

    return list(outcome_shoes(history, "tracked" if source == "tracked" else "history"))


def run_backtest(
    rule: RoadRule,
    source: str,
    *,
    shoes: int = DEFAULT_SHOES,
    seed: int | bytes | None = None,
    history: History | None = None,
    rules: TableRules | None = None,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> BacktestResult:
    """Run ``rule`` over a source's shoes. ``simulated``: ``shoes`` fresh shoes from ``seed`` (an
    integer or bytes; None: a secret one, said in the result as None); ``history`` and ``tracked``:
    every stored shoe of that source (``shoes`` ignored), which needs ``history``.

    ``progress`` hears the shoes done; ``cancel`` stops between chunks, with what finished kept
    (``stopped``)."""
    rules = rules or TableRules()
    if source not in SOURCES:
        raise DomainError(f"no source of shoes is called {source!r}: choose one of {', '.join(SOURCES)}")
    if source != "simulated":
        if history is None:
            raise DomainError(f"the {source} source reads a history: none is open")
        stored = _stored_shoes(history, source)
        result = run_on_shoes(rule, stored, source=source, rules=rules)
        if progress is not None:
            progress(result.shoes)
        return result
    if not 1 <= shoes <= MAX_SHOES:
        raise DomainError(f"a simulated run is 1 to {MAX_SHOES:,} shoes, not {shoes:,}")
    from ..engine.fast.backtest import Pays, deal_outcomes, run_rule
    from ..engine.fast.parallel import default_workers, fast_seed, run_chunks

    start = time.perf_counter()
    seed64 = fast_seed(seed)
    pays = Pays.of(rules)
    chunks = -(-shoes // CHUNK_SHOES)
    parts: list[_Part | None] = [None] * chunks
    points = -(-PATH_POINTS // chunks) + 1  # the running result at this many shoes of each chunk
    results = np.zeros((chunks, 3), dtype=np.int64)

    def work(chunk: int) -> int:
        count = min(CHUNK_SHOES, shoes - chunk * CHUNK_SHOES)
        outcomes, starts = deal_outcomes(seed64, chunk, count, rules)
        parts[chunk] = _Part.of(run_rule(rule, outcomes, starts, pays), points)
        results[chunk] = np.bincount(outcomes, minlength=3)
        return count

    workers = default_workers() if workers is None else workers
    ran = run_chunks(work, chunks, workers=workers, progress=progress, cancel=cancel)
    kept = [part for part, done in zip(parts, ran.done, strict=True) if done and part is not None]
    totals = results[np.array(ran.done, dtype=bool)].sum(axis=0)
    return _summarise(
        rule,
        "simulated",
        rules,
        kept,
        totals,
        int(totals.sum()),
        pays,
        seed=None if seed is None else (seed.hex() if isinstance(seed, bytes) else int(seed)),
        stopped=ran.stopped,
        seconds=time.perf_counter() - start,
    )
