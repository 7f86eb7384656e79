"""Shoe odds over a history: how often each bet was worth making, and what betting only then returned.

Before every stored hand, the cards the player had seen in that shoe (the face-up burn card and
the earlier hands) decide the exact odds of the next coup for the cards still unseen
(``engine.odds.unseen_cards``). Priced with the session's own table (variant, Tie payout, decks,
side bets offered), most bets never turn positive; a few side bets sometimes do late in a shoe.
This module counts, for every bet the tables offered, how many of the chosen hands it was priced
on and how many it had a positive expectation before, and plays "betting only then": one stake of
``STAKE_CENTS`` on each of those hands, settled by the catalogue from the hand's real cards, beside
the sum of those same bets' expectations, so the player sees luck (the result) against edge (the
expectation).

Choices made here, each for a reason:

* **Which hands.** The ids the Statistics pane's filter selects. Every hand of their shoes is read
  all the same: earlier hands decide what was left, whether chosen or not.
* **Exact.** Expectations are ``Fraction``s summed as such, and a $100 stake settles in whole
  cents on every pay line of the catalogue, so nothing is rounded until it is shown.
* **A shoe whose stored cards cannot come from its decks** (an old import, a stacked test shoe)
  is left out from that card on; its hands are counted in ``skipped`` and the pane says so.
* **Big and Small** are priced on every hand, also the last of a shoe where the table closes them:
  the stored shoe does not say which hand followed the cut card.
* **Cost.** Every priced hand is a row of 52 counts (the unseen cards, card by card); each
  table's rows go to ``engine.fast.pricer.price_batch`` at once, which prices them in chunks on
  every core in the compiled kernel (tens of microseconds a hand; about a millisecond on the numpy
  path where it was not built). The expectations come back as exact integer numerators and are
  summed as such, grouped by the cards left (which fix the denominator), so the Fractions are
  exactly the hand-by-hand sums. The hands go in slices of ``SLICE_HANDS``: while one slice is
  priced on a thread of its own, the calling thread reads and walks the next (Python and sqlite
  beside the kernel on the other core). Callers run it off the GUI thread: ``progress`` hears the
  hands priced as chunks finish (always on the calling thread), and ``cancel`` stops it between
  chunks.

* **The multiplier table.** Its pay lines are only the bases the lit cards multiply, so its hands
  are priced apart (``_price_lit``): every bet of the table, on the same unseen cards, by
  ``multiplier.multiplier_prices`` (the published weights and the 20% fee included, what the odds
  panel shows), about a quarter of a second a hand on one core: pure Python, so on every core in
  worker processes (``engine.fast.lit_batch``), told hand by hand; "betting only then" settles $100
  on the hand's own stored lit cards with its fee (``bets.settle``).

The fast pricer (numpy) is imported inside ``shoe_odds``, never at import time (tests/test_layers.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..engine.bets import settle
from ..engine.cards import Card
from ..engine.catalogue import BetSpot, Facts
from ..engine.coup import Coup
from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.money import chip_text, signed_cents
from ..engine.rules import TableRules
from ..storage.history import History
from ..storage.rows import ShoeDeal

if TYPE_CHECKING:
    from ..engine.fast.pricer import BatchPrices
    from ..engine.multiplier import MultiplierPrice

__all__ = [
    "EXPLANATION",
    "STAKE_CENTS",
    "BetEdge",
    "ShoeOddsReport",
    "shoe_odds",
    "signed_cents",
]

STAKE_CENTS = 10_000  # "betting $100 only then": every pay line settles $100 in whole cents

# The pane's explanation, in English; shown through _t("ShoeOdds", EXPLANATION).
EXPLANATION = QT_TRANSLATE_NOOP(
    "ShoeOdds",
    "Before each hand the game knows every card already dealt from the shoe, so it can work out exactly "
    "what each bet is worth for the cards still in it. A bet is positive when, for those cards, it pays "
    "back more than it takes on average. Most bets never are: the house keeps its edge. A few side bets "
    "(the pairs, Dragon 7, Panda 8) sometimes turn positive late in a shoe, when the cards left happen "
    "to suit them. The table shows how often each bet was positive before the hands chosen, and "
    "what $100 on it before each of those hands, and only those, would have returned. “Expected” is "
    "what those bets were worth by the odds; the gap between the two is luck.",
)


def _cents(value: Fraction) -> int:
    """An exact amount of cents rounded to the nearest cent, for showing only (half away from 0)."""
    whole = abs(value.numerator) * 2 + value.denominator
    rounded = whole // (2 * value.denominator)
    return rounded if value >= 0 else -rounded


def _percent(part: int, whole: int) -> str:
    """0.33%, 4.1%, 12%: a rare but real event is never shown as 0% nor a near-certain one as 100%."""
    if whole == 0 or part == 0:
        return "0%"
    if part == whole:
        return "100%"
    share = part / whole
    if share < 0.0001:
        return _t("ShoeOdds", "under 0.01%")
    if share > 0.995:
        return _t("ShoeOdds", "over 99%")
    return f"{share:.2%}" if share < 0.01 else f"{share:.1%}" if share < 0.1 else f"{share:.0%}"


@dataclass(frozen=True, slots=True)
class BetEdge:
    """One bet over the chosen hands: how often it was worth making, and betting it only then.

    Money per unit staked is exact (``Fraction``); ``returned_cents`` is what ``STAKE_CENTS`` on
    each favourable hand really made, settled by the catalogue.
    """

    spot: BetSpot
    priced: int  # hands priced at tables offering this bet
    positive: int  # hands before which its expectation was above zero
    expected_all: Fraction  # sum over every priced hand of its expectation per unit staked
    expected_positive: Fraction  # the same sum over the favourable hands only
    returned: Fraction  # net per unit staked, summed over the favourable hands (what happened)
    returned_cents: int  # STAKE_CENTS on each favourable hand: the real net, in cents
    won: int  # favourable hands on which the bet won (paid more than the stake back)
    best: Fraction  # the highest expectation before any priced hand
    cards_left: int  # unseen cards before the favourable hands, summed (how late in a shoe)

    @property
    def label(self) -> str:
        return self.spot.label

    @property
    def share(self) -> Fraction:
        return Fraction(self.positive, self.priced) if self.priced else Fraction(0)

    @property
    def mean_expected(self) -> Fraction:
        """The bet's average expectation per unit over every hand priced (minus the house edge)."""
        return self.expected_all / self.priced if self.priced else Fraction(0)

    @property
    def expected_cents(self) -> Fraction:
        """What ``STAKE_CENTS`` on each favourable hand was expected to make, exactly."""
        return self.expected_positive * STAKE_CENTS

    # -- words for the pane (in the interface's language: context "ShoeOdds") ----------------------
    @property
    def positive_text(self) -> str:
        """'Positive before 41 of 12,300 hands (0.33%)', or 'Never positive in 12,300 hands'."""
        if not self.positive:
            return _tn("ShoeOdds", "Never positive in {n} hand(s)", self.priced).format(n=f"{self.priced:,}")
        text = _tn("ShoeOdds", "Positive before {positive} of {n} hand(s) ({share})", self.priced)
        return text.format(positive=f"{self.positive:,}", n=f"{self.priced:,}", share=self.share_text)

    @property
    def share_text(self) -> str:
        """'0.33%': the share of hands it was positive before, never shown as 0% or 100% untruly."""
        return _percent(self.positive, self.priced)

    @property
    def when_text(self) -> str:
        """'38 cards left on average': how late in a shoe the favourable hands came."""
        if not self.positive:
            return ""
        cards = round(Fraction(self.cards_left, self.positive))
        return _tn("ShoeOdds", "{n} card(s) left on average", cards).format(n=f"{cards:,}")

    @property
    def returned_text(self) -> str:
        """'returned +$2,310 on 41 bets': $100 on each favourable hand, settled from its cards."""
        text = _tn("ShoeOdds", "returned {amount} on {n} bet(s)", self.positive)
        return text.format(amount=signed_cents(self.returned_cents), n=f"{self.positive:,}")

    @property
    def result_text(self) -> str:
        """'+$2,310 on 41 bets': ``returned_text`` without its verb, for the table's cell."""
        text = _tn("ShoeOdds", "{amount} on {n} bet(s)", self.positive)
        return text.format(amount=signed_cents(self.returned_cents), n=f"{self.positive:,}")

    @property
    def expected_text(self) -> str:
        """'expected +$190': what those same bets were worth, by the odds before each."""
        return _t("ShoeOdds", "expected {amount}").format(amount=signed_cents(_cents(self.expected_cents)))

    @property
    def only_then_text(self) -> str:
        """'Betting $100 only then: returned +$2,310 on 41 bets (expected +$190)'; '' when never."""
        if not self.positive:
            return ""
        text = _tn(
            "ShoeOdds",
            "Betting {stake} only then: returned {amount} on {n} bet(s) (expected {expected})",
            self.positive,
        )
        return text.format(
            stake=chip_text(STAKE_CENTS),
            amount=signed_cents(self.returned_cents),
            n=f"{self.positive:,}",
            expected=signed_cents(_cents(self.expected_cents)),
        )

    @property
    def mean_cents(self) -> int:
        """The bet's expectation for ``STAKE_CENTS`` over every hand (minus the house edge), to the cent."""
        return _cents(self.mean_expected * STAKE_CENTS)

    @property
    def best_cents(self) -> int:
        """Its expectation for ``STAKE_CENTS`` before the hand that suited it most, to the cent."""
        return _cents(self.best * STAKE_CENTS)

    @property
    def usual_text(self) -> str:
        """'-$1.06 per $100 on average, +$12.40 at best'."""
        return _t("ShoeOdds", "{average} per {stake} on average, {best} at best").format(
            average=signed_cents(self.mean_cents),
            stake=chip_text(STAKE_CENTS),
            best=signed_cents(self.best_cents),
        )


@dataclass(frozen=True, slots=True)
class ShoeOddsReport:
    """Every offered bet over the chosen hands, in the catalogue's order."""

    bets: tuple[BetEdge, ...]
    hands: int  # hands priced
    shoes: int  # shoes they came from
    skipped: tuple[int, ...]  # ids of chosen hands that could not be priced (impossible stored cards)
    seconds: float

    def edge(self, spot: BetSpot) -> BetEdge | None:
        return next((b for b in self.bets if b.spot is spot), None)

    @property
    def favourable(self) -> tuple[BetEdge, ...]:
        """The bets that were worth making before at least one hand."""
        return tuple(b for b in self.bets if b.positive)

    @property
    def summary(self) -> str:
        """Two or three sentences above the table: what was priced, what turned positive, what was
        left out. A sentence after the first starts with its space (a Chinese one drops it)."""
        if self.shoes != 1:
            text = _t("ShoeOdds", "{hands} hands in {shoes} shoes priced exactly ({seconds} s).")
        elif self.hands == 1:
            text = _t("ShoeOdds", "1 hand in 1 shoe priced exactly ({seconds} s).")
        else:
            text = _t("ShoeOdds", "{hands} hands in 1 shoe priced exactly ({seconds} s).")
        text = text.format(hands=f"{self.hands:,}", shoes=f"{self.shoes:,}", seconds=f"{self.seconds:.1f}")
        good = self.favourable
        if not good:
            text += _t(
                "ShoeOdds", " No bet was ever positive before them: the house kept its edge every time."
            )
        elif len(good) == 1:
            text += _t("ShoeOdds", " Only {bet} was ever positive, before {n} of them.").format(
                bet=good[0].label, n=f"{good[0].positive:,}"
            )
        else:
            text += _t(
                "ShoeOdds", " {good} of the {bets} bets offered were positive before some of them."
            ).format(good=f"{len(good):,}", bets=f"{len(self.bets):,}")
        if len(self.skipped) == 1:
            text += _t(
                "ShoeOdds", " 1 hand was left out: its shoe's stored cards cannot come from its decks."
            )
        elif self.skipped:
            text += _t(
                "ShoeOdds",
                " {n} hands were left out: their shoes' stored cards cannot come from their decks.",
            ).format(n=f"{len(self.skipped):,}")
        return text


class _Tally:
    """One bet's running sums while the shoes are priced."""

    __slots__ = (
        "best",
        "cards_left",
        "expected_all",
        "expected_positive",
        "positive",
        "priced",
        "returned",
        "returned_cents",
        "won",
    )

    def __init__(self) -> None:
        self.priced = self.positive = self.returned_cents = self.won = self.cards_left = 0
        self.expected_all = self.expected_positive = self.returned = Fraction(0)
        self.best: Fraction | None = None

    def frozen(self, spot: BetSpot) -> BetEdge:
        return BetEdge(
            spot,
            self.priced,
            self.positive,
            self.expected_all,
            self.expected_positive,
            self.returned,
            self.returned_cents,
            self.won,
            self.best if self.best is not None else Fraction(0),
            self.cards_left,
        )


def _facts(player: tuple[Card, ...], banker: tuple[Card, ...]) -> Facts:
    """What the catalogue settles a stored hand on (the same ``Facts.of`` the table used)."""
    return Facts.of(Coup(player, banker, ()))


Hand = tuple[int, tuple[Card, ...], tuple[Card, ...]]  # as ShoeDeal.hands: id, Player's cards, Banker's


@dataclass
class _Table:
    """The chosen hands dealt at one table's rules that can be priced: the cards unseen before
    each (one row of 52 counts, card by card) and the hand's own cards, to settle it."""

    rows: list[Any]  # numpy int8 arrays [hands of a shoe, 52]
    hands: list[Hand]
    lit: dict[int, str | None] = field(default_factory=dict)  # a multiplier table's lit cards, by hand id


WALK_DEALS = 256  # shoes walked at once: about 20,000 hands, a few MB of counts
SLICE_HANDS = 50_000  # chosen hands read, walked, priced and tallied at a time: the bar moves at once


def _walk(
    deals: list[ShoeDeal], wanted: set[int]
) -> tuple[dict[TableRules, _Table], int, list[tuple[int, int]]]:
    """The priceable chosen hands by table, how many shoes they came from, and the chosen hands
    left out (shoe id and hand id, in the shoes' order): from the first card a shoe's decks cannot
    hold, or once fewer than six cards are unseen, every hand of that shoe.

    The unseen cards before each hand are the shoe's decks less the burn card and every card of the
    hands before it: one cumulative sum over the hands of a few hundred shoes at a time."""
    import numpy as np

    from ..engine.fast.pricer import SUIT_OFFSET

    kinds = 13 * len(SUIT_OFFSET)
    tables: dict[TableRules, _Table] = {}
    shoes = 0
    skipped: list[tuple[int, int]] = []
    for first in range(0, len(deals), WALK_DEALS):
        batch = [deal for deal in deals[first : first + WALK_DEALS] if deal.hands]
        if not batch:
            continue
        sizes = np.array([len(deal.hands) for deal in batch])
        hands = [hand for deal in batch for hand in deal.hands]
        # A card's column: its suit's offset plus its rank (Rank is an int, A = 1). Player's cards
        # and Banker's apart, so that no tuple is made per hand (the collector would walk every
        # stored card again and again).
        flat = np.zeros(len(hands) * kinds, dtype=np.int64)
        for cards in ([p for _h, p, _b in hands], [b for _h, _p, b in hands]):
            columns = [SUIT_OFFSET[c.suit._value_] + c.rank for some in cards for c in some]
            owner = np.repeat(np.arange(len(hands)) * kinds, [len(some) for some in cards])
            flat += np.bincount(owner + np.array(columns, dtype=np.int64), minlength=len(flat))
        taken = flat.reshape(len(hands), kinds)
        seen = np.cumsum(taken, axis=0) - taken  # every hand before, not this one
        starts = np.cumsum(sizes) - sizes
        deal_of = np.repeat(np.arange(len(batch)), sizes)
        seen -= seen[starts][deal_of]  # ... of the same shoe
        full = np.repeat(np.array([deal.decks for deal in batch])[:, None], kinds, axis=1)
        for d, deal in enumerate(batch):
            if deal.burn_card is not None:
                full[d, SUIT_OFFSET[deal.burn_card.suit._value_] + deal.burn_card.rank] -= 1
        unseen = full[deal_of] - seen
        # Counts only fall hand by hand, so once a row fails every later one of its shoe does, as
        # the hand-by-hand walk stopped at the first card a shoe could not hold.
        ok = (unseen >= 0).all(axis=1) & (unseen.sum(axis=1) >= 6)
        chosen = np.fromiter((hid in wanted for hid, _p, _b in hands), dtype=bool, count=len(hands))
        priced = chosen & ok
        skipped += [(batch[deal_of[i]].shoe_id, hands[i][0]) for i in np.flatnonzero(chosen & ~ok).tolist()]
        shoes += int(np.count_nonzero(np.add.reduceat(priced, starts)))
        rules = [deal.rules for deal in batch]
        for table_rules in dict.fromkeys(rules):
            mine = priced & np.repeat(np.array([r == table_rules for r in rules]), sizes)
            rows = np.flatnonzero(mine)
            if len(rows):
                table = tables.setdefault(table_rules, _Table([], []))
                table.rows.append(unseen[rows].astype(np.int8))
                table.hands += [hands[i] for i in rows.tolist()]
    return tables, shoes, skipped


def _grouped_sums(values: Any, starts: Any) -> list[int]:
    """Exact sums of int64 ``values`` between ``starts`` (sorted groups), as Python integers: the
    high and low 32 bits summed apart so no sum can pass int64."""
    import numpy as np

    high = np.add.reduceat(values >> 32, starts)
    low = np.add.reduceat(values & 0xFFFFFFFF, starts)
    return [(int(h) << 32) + int(lo) for h, lo in zip(high.tolist(), low.tolist(), strict=True)]


def _tally_table(
    tallies: dict[BetSpot, _Tally], rules: TableRules, hands: list[Hand], priced: BatchPrices
) -> None:
    """Count one table's priced hands: every bet's expectations summed exactly (grouped by the
    cards left, which decide the denominator), and for its favourable hands the real results."""
    import numpy as np

    order = np.argsort(priced.cards, kind="stable")
    cards = priced.cards[order]
    starts = np.flatnonzero(np.r_[True, cards[1:] != cards[:-1]])
    draws = [int(t) for t in priced.totals[order][starts].tolist()]
    facts: dict[int, Facts] = {}
    settled: dict[tuple[BetSpot, Facts], tuple[Fraction, int]] = {}
    for spot, denominator, column in zip(
        priced.plan.spots, priced.plan.denominators, priced.plan.columns, strict=True
    ):
        tally = tallies.get(spot)
        if tally is None:
            tally = tallies[spot] = _Tally()
        numerators = priced.numerators[:, column]
        positive = numerators > 0
        tally.priced += len(numerators)
        ordered = numerators[order]
        sums = _grouped_sums(ordered, starts)
        favourable = _grouped_sums(np.where(ordered > 0, ordered, 0), starts)
        highest = np.maximum.reduceat(ordered, starts).tolist()
        for total, whole, good, high in zip(draws, sums, favourable, highest, strict=True):
            tally.expected_all += Fraction(whole, denominator * total)
            tally.expected_positive += Fraction(good, denominator * total)
            best = Fraction(int(high), denominator * total)
            if tally.best is None or best > tally.best:
                tally.best = best
        rows = np.flatnonzero(positive).tolist()
        tally.positive += len(rows)
        tally.cards_left += int(priced.cards[positive].sum())
        bet = spot.bet
        nets: dict[Fraction, int] = {}
        for row in rows:
            fact = facts.get(row)
            if fact is None:
                fact = facts[row] = _facts(hands[row][1], hands[row][2])
            result = settled.get((spot, fact))
            if result is None:
                line = bet.line_for(fact, rules)
                net = Fraction(-1) if line is None else line.net_per_unit
                result = settled[(spot, fact)] = (net, bet.settle(STAKE_CENTS, fact, rules)[0])
            nets[result[0]] = nets.get(result[0], 0) + 1
            tally.returned_cents += result[1]
            tally.won += result[0] > 0
        tally.returned += sum((net * n for net, n in nets.items()), Fraction(0))


LitPrices = list[dict[BetSpot, "MultiplierPrice"]]  # a multiplier table's hands, each bet priced


def _price_lit(
    table: _Table, told: Callable[[int], None], cancel: threading.Event | None, workers: int | None
) -> tuple[LitPrices, Any] | None:
    """Every bet of a multiplier table priced before each of its hands (``multiplier_prices`` on the
    unseen cards, card by card: the lit cards' weights and the fee included) on ``workers`` cores
    (``fast.lit_batch``: worker processes, since the pricing is pure Python), ``told`` the hands
    done; with the rows' cards left. None if ``cancel`` was set."""
    import numpy as np

    from ..engine.fast.lit_batch import price_lit_rows

    rows = np.concatenate(table.rows)
    out = price_lit_rows(rows.tolist(), workers=workers, progress=told, cancel=cancel)
    return None if out is None else (out, rows.sum(axis=1))


def _tally_lit(
    tallies: dict[BetSpot, _Tally], rules: TableRules, table: _Table, priced: tuple[LitPrices, Any]
) -> None:
    """Count a multiplier table's priced hands as ``_tally_table`` counts the others': every bet's
    exact expectation (fee included), and for its favourable hands $100 settled on the hand's own
    lit cards, the fee included (``bets.settle``)."""
    from ..engine.multiplier import parse_lit

    prices, left = priced
    for (hand_id, player, banker), hand_prices, cards_left in zip(
        table.hands, prices, left.tolist(), strict=True
    ):
        coup = Coup(player, banker, ())
        for spot, price in hand_prices.items():
            if spot not in rules.offered:
                continue
            tally = tallies.get(spot)
            if tally is None:
                tally = tallies[spot] = _Tally()
            value = price.expected
            tally.priced += 1
            tally.expected_all += value
            if tally.best is None or value > tally.best:
                tally.best = value
            if value <= 0:
                continue
            text = table.lit.get(hand_id)
            result = settle({spot: STAKE_CENTS}, coup, rules, parse_lit(text) if text else ()).results[0]
            tally.positive += 1
            tally.expected_positive += value
            tally.cards_left += int(cards_left)
            tally.returned_cents += result.net_cents
            tally.returned += Fraction(result.net_cents, STAKE_CENTS)
            tally.won += result.net_cents + result.fee_cents > 0


def shoe_odds(
    history: History,
    hand_ids: Iterable[int],
    *,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
    workers: int | None = None,
) -> ShoeOddsReport | None:
    """Price the chosen hands from their stored shoes and tally every offered bet (see the module's
    docstring). The hands go in slices (their shoes read, walked, priced on ``workers`` threads, all
    cores by default, and tallied), so ``progress(done, total)`` in hands moves from the start and
    memory stays small; None if ``cancel`` was set."""
    import numpy as np

    from ..engine.fast.pricer import price_batch

    start = time.perf_counter()
    wanted = {int(i) for i in hand_ids}
    ordered = sorted(wanted)
    total = len(ordered)
    tallies: dict[BetSpot, _Tally] = {}
    shoes = done = 0
    skipped: list[tuple[int, int]] = []  # (shoe id, hand id)
    read: set[int] = set()  # shoes walked: a shoe whose hands two slices chose is walked once

    def prepare(first: int) -> tuple[dict[TableRules, _Table], int, list[tuple[int, int]]]:
        """A slice's shoes read and walked (Python and sqlite, on the calling thread: the history's
        connection belongs to it)."""
        deals = [
            deal
            for deal in history.shoe_deals(ordered[first : first + SLICE_HANDS])
            if deal.shoe_id not in read
        ]
        read.update(deal.shoe_id for deal in deals)
        tables, found, left_out = _walk(deals, wanted)
        for deal in deals:
            table = tables.get(deal.rules)
            if deal.rules.variant.lit and table is not None:
                table.lit.update((hand.id, hand.lit) for hand in history.hands_in_shoe(deal.shoe_id))
        return tables, found, left_out

    def price(
        tables: dict[TableRules, _Table], told: Callable[[int], None]
    ) -> list[BatchPrices | tuple[LitPrices, Any]] | None:
        """Every table of a slice priced (the kernel, GIL released; a multiplier table's hands one by
        one, ``_price_lit``); None if cancelled."""
        out: list[BatchPrices | tuple[LitPrices, Any]] = []
        before = 0
        for rules, table in tables.items():

            def rows_done(rows: int, before: int = before) -> None:
                told(before + rows)

            if rules.variant.lit:
                lit = _price_lit(table, rows_done, cancel, workers)
                if lit is None:
                    return None
                out.append(lit)
                before += len(table.hands)
                continue
            priced = price_batch(
                np.concatenate(table.rows),
                rules,
                workers=workers,
                progress=rows_done,
                cancel=cancel,
                counted=False,
            )
            if priced is None:
                return None
            out.append(priced)
            before += len(table.hands)
        return out

    caller = threading.current_thread()
    if progress is not None:
        progress(0, total)
    # While a slice is priced on a thread of its own (the kernel's workers), the calling thread
    # reads and walks the next one and then tells the progress as the chunks come in; the last
    # slice (the only one under SLICE_HANDS hands) is priced on the calling thread, its progress
    # told chunk by chunk. Every progress call and every read is on the calling thread.
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="shoe-odds") as pricing:
        ahead = prepare(0) if total else None
        for first in range(0, total, SLICE_HANDS):
            if cancel is not None and cancel.is_set():
                return None
            assert ahead is not None
            tables, found, left_out = ahead
            shoes += found
            skipped += left_out
            done += len(left_out)  # nothing to price there
            rows_priced = [0]  # set on the pricing thread, read here

            def told(rows: int, before: int = done, seen: list[int] = rows_priced) -> None:
                seen[0] = rows
                if progress is not None and threading.current_thread() is caller:
                    progress(before + rows, total)

            if first + SLICE_HANDS >= total:
                results = price(tables, told)
            else:
                job = pricing.submit(price, tables, told)
                ahead = prepare(first + SLICE_HANDS)
                while not job.done():
                    if progress is not None:
                        progress(done + rows_priced[0], total)
                    wait([job], timeout=0.1)
                results = job.result()
            if results is None:
                return None
            for (rules, table), priced in zip(tables.items(), results, strict=True):
                if isinstance(priced, tuple):
                    _tally_lit(tallies, rules, table, priced)
                else:
                    _tally_table(tallies, rules, table.hands, priced)
                done += len(table.hands)
            if progress is not None:
                progress(done, total)
    skipped.sort(key=lambda shoe_hand: shoe_hand[0])  # by shoe, each shoe's in its order (stable)
    bets = tuple(tallies[spot].frozen(spot) for spot in BetSpot if spot in tallies)
    ids = tuple(hid for _shoe, hid in skipped)
    return ShoeOddsReport(bets, done - len(ids), shoes, ids, time.perf_counter() - start)
