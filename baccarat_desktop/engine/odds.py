"""Exact probabilities for any shoe composition, by full enumeration.

Counting convention (docs/rules.md §Exact probabilities): every coup counts as an ordered draw of six
cards, so a coup that uses k cards is weighted by the ways to draw the 6 − k cards it leaves
untouched. For a full 8-deck shoe the total is 416·415·414·413·412·411.

The enumeration runs over card *values* (tens and courts are one value, 0) and over unordered
two-card hands with a multiplicity of 2 for unequal cards: the weight of a draw is a product of
falling factorials, which does not depend on order. The result is a distribution over
(player total, banker total, player cards, banker cards): enough for every bet settled on the
coup (main bets, Dragon Bonus, Dragon 7, Panda 8, Lucky 6, Big and Small). The pair bets depend
only on the first two cards of each hand, by rank and suit, and get their own exact count. Every
bet is then priced by one function over its catalogue pay lines (``Odds.house_edge``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .cards import RANKS, SUITS, Card, Rank
from .catalogue import CATALOGUE, Basis, BetSpot, Facts, PayLine, first_line
from .errors import DomainError, whole_number
from .rules import BANKER_DRAWS_ON, TableRules

__all__ = [
    "BetPrice",
    "Odds",
    "OutcomeKey",
    "PairKey",
    "ShoePrices",
    "composition",
    "exact_odds",
    "full_shoe_cards",
    "full_shoe_counts",
    "parse_counts",
    "shoe_prices",
    "unseen_cards",
    "walk_coups",
]

OutcomeKey = tuple[int, int, int, int]  # player total, banker total, player cards, banker cards
PairKey = tuple[bool, bool, bool, bool]  # player pair, banker pair, player suited pair, banker suited pair


class CountsError(DomainError):
    """A shoe composition no shoe can have."""


def full_shoe_counts(decks: int) -> dict[Rank, int]:
    if decks < 1:
        raise CountsError("a shoe needs at least one deck")
    return dict.fromkeys(RANKS, 4 * decks)


def full_shoe_cards(decks: int) -> dict[Card, int]:
    """A full shoe card by card (rank and suit): what prices Perfect Pair."""
    if decks < 1:
        raise CountsError("a shoe needs at least one deck")
    return {Card(rank, suit): decks for suit in SUITS for rank in RANKS}


def unseen_cards(decks: int, seen: Iterable[Card]) -> dict[Card, int]:
    """The cards of a ``decks``-deck shoe that a player has not seen: what the odds of the next coup
    are priced on. Cards burned face down and the cards behind the cut card are unseen, and in a
    shuffled shoe they are as likely to be any of the unseen cards as the next card is, so the next
    coup's odds from everything unseen are exact for what the player knows, and leak nothing more."""
    counts = full_shoe_cards(decks)
    for card in seen:
        if counts[card] == 0:
            raise CountsError(f"a {decks}-deck shoe holds {card.code} only {decks} times")
        counts[card] -= 1
    return counts


def parse_counts(text: str) -> dict[Rank, int]:
    """``A,2,3,4,5,6,7,8,9,10,J,Q,K`` counts of the cards left, as the command line takes them."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 13:
        raise CountsError(
            f"give 13 counts (A,2,3,4,5,6,7,8,9,10,J,Q,K) separated by commas, not {len(parts)}"
        )
    counts: dict[Rank, int] = {}
    for rank, part in zip(RANKS, parts, strict=True):
        try:
            value = whole_number(part)
        except DomainError as exc:  # not a number, or too many digits to print the odds of
            raise CountsError(f"the count for {rank.symbol}: {exc}") from None
        if value < 0:
            raise CountsError(f"the count for {rank.symbol} cannot be negative ({value})")
        counts[rank] = value
    return counts


def _falling(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result *= n - i
    return result


@dataclass(frozen=True)
class Odds:
    """Exact combination counts for one coup dealt from a given composition.

    Two enumerations, both in ordered six-card draws: ``distribution`` over the coup's totals and
    card counts (what decides every bet of basis COUP) and ``first_four`` over the pairs among
    each hand's first two cards (basis FIRST_FOUR). ``suited`` says whether the composition gave
    suits; without them the suited-pair flags are unknown and Perfect Pair is not priced.
    """

    counts: tuple[int, ...]  # by rank A..K
    total: int  # ordered six-card draws
    distribution: Mapping[OutcomeKey, int] = field(repr=False)
    first_four: Mapping[PairKey, int] = field(repr=False)
    suited: bool

    @property
    def cards(self) -> int:
        return sum(self.counts)

    def _sum(self, predicate: Callable[[int, int, int, int], bool]) -> int:
        return sum(n for key, n in self.distribution.items() if predicate(*key))

    @property
    def banker(self) -> int:
        return self._sum(lambda p, b, _np, _nb: b > p)

    @property
    def player(self) -> int:
        return self._sum(lambda p, b, _np, _nb: p > b)

    @property
    def tie(self) -> int:
        return self._sum(lambda p, b, _np, _nb: p == b)

    @property
    def natural(self) -> int:
        return self._sum(lambda _p, _b, np_, nb: np_ == 2 and nb == 2 and (_p >= 8 or _b >= 8))

    @property
    def player_pair(self) -> int:
        return sum(n for (pp, _bp, _ps, _bs), n in self.first_four.items() if pp)

    @property
    def banker_pair(self) -> int:
        return sum(n for (_pp, bp, _ps, _bs), n in self.first_four.items() if bp)

    def probability(self, name: str) -> Fraction:
        """P(banker), P(player), P(tie), P(natural), P(player_pair), P(banker_pair)."""
        combos = {
            "banker": self.banker,
            "player": self.player,
            "tie": self.tie,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "natural": self.natural,
        }
        return Fraction(combos[name], self.total)

    def prices(self, spot: BetSpot | str) -> bool:
        """Whether this composition decides ``spot``: Perfect Pair needs the suits."""
        spot = BetSpot.parse(spot) if isinstance(spot, str) else spot
        return self.suited or spot is not BetSpot.PERFECT_PAIR

    def line_counts(self, spot: BetSpot | str, rules: TableRules) -> list[tuple[PayLine | None, int]]:
        """Draws that end a bet on ``spot`` on each of its pay lines, then those where it loses (None)."""
        spot = BetSpot.parse(spot) if isinstance(spot, str) else spot
        if not self.prices(spot):
            raise CountsError(
                f"{spot.label} depends on suits, and this composition gives ranks only: price it from a "
                "full shoe (--decks) or a card-by-card composition"
            )
        lines, index_of = _line_index(spot, rules)
        tally = [0] * (len(lines) + 1)
        source = self.distribution if CATALOGUE[spot].basis is Basis.COUP else self.first_four
        for key, n in source.items():
            tally[index_of[key]] += n
        return [*zip(lines, tally[:-1], strict=True), (None, tally[-1])]

    def line_probabilities(
        self, spot: BetSpot | str, rules: TableRules
    ) -> list[tuple[PayLine | None, Fraction]]:
        return [(line, Fraction(n, self.total)) for line, n in self.line_counts(spot, rules)]

    def payout_distribution(self, spot: BetSpot | str, rules: TableRules) -> list[tuple[Fraction, Fraction]]:
        """(net result per unit staked, probability) for every way a bet can end (a loss is −1)."""
        return [
            (Fraction(-1) if line is None else line.net_per_unit, p)
            for line, p in self.line_probabilities(spot, rules)
        ]

    def house_edge(self, spot: BetSpot | str, rules: TableRules) -> Fraction:
        """The house's expected gain per unit staked (pushes count as staked): the one house-edge
        function, for every bet of the catalogue."""
        return -sum((x * p for x, p in self.payout_distribution(spot, rules)), Fraction(0))

    def to_dict(self, rules: TableRules) -> dict[str, Any]:
        outcomes = ("banker", "player", "tie", "player_pair", "banker_pair", "natural")
        priced = [spot for spot in BetSpot if self.prices(spot)]
        edges = {spot: self.house_edge(spot, rules) for spot in priced}
        data: dict[str, Any] = {
            "probabilities": {s: float(self.probability(s)) for s in outcomes},
            "combinations": {
                "banker": self.banker,
                "player": self.player,
                "tie": self.tie,
                "total": self.total,
            },
            "house_edge": {s.value: float(edges[s]) for s in priced},
            "favourable": [s.value for s in priced if edges[s] < 0],
            "pay_lines": {
                s.value: [
                    {
                        "event": "loses" if line is None else line.event,
                        "pays": "loses" if line is None else ("push" if line.push else str(line.pays)),
                        "probability": float(p),
                    }
                    for line, p in self.line_probabilities(s, rules)
                ]
                for s in priced
            },
            "cards": self.cards,
            "rules": {
                "tie_pays": rules.tie_pays,
                "variant": rules.variant.value,
                "no_commission": rules.no_commission,
            },
        }
        if not self.suited:
            data["not_priced"] = {
                "perfect_pair": "suits unknown: counts give ranks only (use --decks for a full shoe)"
            }
        return data


@lru_cache(maxsize=256)
def _line_index(
    spot: BetSpot, rules: TableRules
) -> tuple[tuple[PayLine, ...], dict[OutcomeKey | PairKey, int]]:
    """For every enumeration key a bet can meet, the index of its pay line (-1: it loses), worked
    out once per table so pricing a composition is a lookup per key, not a rule walk."""
    bet = CATALOGUE[spot]
    lines = bet.lines(rules)
    index_of: dict[OutcomeKey | PairKey, int] = {}
    if bet.basis is Basis.COUP:
        for pt in range(10):
            for bt in range(10):
                for np_ in (2, 3):
                    for nb in (2, 3):
                        index = first_line(lines, Facts(pt, bt, np_, nb))
                        index_of[(pt, bt, np_, nb)] = -1 if index is None else index
    else:
        for pp in (False, True):
            for bp in (False, True):
                for ps in (False, True):
                    for bs in (False, True):
                        facts = Facts(player_pair=pp, banker_pair=bp, player_perfect_pair=ps,
                                      banker_perfect_pair=bs)  # fmt: skip
                        index = first_line(lines, facts)
                        index_of[(pp, bp, ps, bs)] = -1 if index is None else index
    return lines, index_of


def composition(
    counts: Mapping[Rank, int] | Mapping[Card, int] | Sequence[int],
) -> tuple[tuple[int, ...], bool]:
    """Counts as every pricer takes them: 13 by rank (A..K) or 52 by card (rank-major within each
    suit), and whether suits are known; refused as no shoe can have them."""
    suited = False
    if isinstance(counts, Mapping):
        by_key: dict[Card | Rank, int] = dict(counts.items())
        suited = any(isinstance(key, Card) for key in by_key)
        if suited:
            if any(not isinstance(key, Card) for key in by_key):
                raise CountsError("give counts either by card or by rank, not both")
            kinds = tuple(int(by_key.get(Card(rank, suit), 0)) for suit in SUITS for rank in RANKS)
        else:
            kinds = tuple(int(by_key.get(rank, 0)) for rank in RANKS)
    else:
        kinds = tuple(int(c) for c in counts)
        if len(kinds) != 13:
            raise CountsError("give 13 counts, one per rank A..K")
    if any(c < 0 for c in kinds):
        raise CountsError("card counts cannot be negative")
    if sum(kinds) < 6:
        raise CountsError(f"a coup may need six cards; only {sum(kinds)} are left")
    return kinds, suited


def exact_odds(counts: Mapping[Rank, int] | Mapping[Card, int] | Sequence[int]) -> Odds:
    """Enumerate every coup from this composition: 13 counts by rank A..K, a mapping by rank, or a
    mapping by card (rank and suit, which also prices Perfect Pair)."""
    return _exact_odds(*composition(counts))


@lru_cache(maxsize=64)
def _exact_odds(kinds: tuple[int, ...], suited: bool) -> Odds:
    ranks = len(RANKS)
    by_rank = tuple(sum(kinds[i] for i in range(r, len(kinds), ranks)) for r in range(ranks))
    values = [0] * 10
    for rank, count in zip(RANKS, by_rank, strict=True):
        values[rank.value_in_baccarat] += count
    n = sum(by_rank)
    distribution = _enumerate(values, n)
    total = _falling(n, 6)
    assert sum(distribution.values()) == total, "enumeration lost combinations"
    first_four = _first_four(kinds, suited)
    assert sum(first_four.values()) == total, "pair enumeration lost combinations"
    return Odds(by_rank, total, distribution, first_four, suited)


def _first_four(kinds: tuple[int, ...], suited: bool) -> dict[PairKey, int]:
    """Ordered draws of P1 P2 B1 B2 (then any two more) by which of the hands' first two cards pair.

    ``kinds`` are card counts by rank (13) or by card (52, rank-major within each suit). Player's
    two cards are enumerated kind by kind; Banker's pairs then follow in closed form from the sums
    of k·(k−1) over what is left, adjusted for the one or two kinds Player took.
    """
    ranks = len(RANKS)
    rank_of = [i % ranks for i in range(len(kinds))]
    by_rank = [0] * ranks
    for i, k in enumerate(kinds):
        by_rank[rank_of[i]] += k
    n = sum(kinds)
    sum_kinds = sum(k * (k - 1) for k in kinds)
    sum_ranks = sum(c * (c - 1) for c in by_rank)
    tail = _falling(n - 4, 2)

    def pairs_after(total: int, counts: list[int] | tuple[int, ...], taken: dict[int, int]) -> int:
        for index, t in taken.items():
            c = counts[index]
            total += (c - t) * (c - t - 1) - c * (c - 1)
        return total

    out: dict[PairKey, int] = {}
    banker_draws = (n - 2) * (n - 3)
    for i, ki in enumerate(kinds):
        if not ki:
            continue
        for j, kj in enumerate(kinds):
            w = ki * (kj - (i == j))
            if w <= 0:
                continue
            same_kind = i == j
            taken_kinds = {i: 2} if same_kind else {i: 1, j: 1}
            ri, rj = rank_of[i], rank_of[j]
            taken_ranks = {ri: 2} if ri == rj else {ri: 1, rj: 1}
            banker_pairs = pairs_after(sum_ranks, by_rank, taken_ranks)
            banker_suited = pairs_after(sum_kinds, kinds, taken_kinds) if suited else 0
            player_pair = ri == rj
            player_suited = suited and same_kind
            for key, count in (
                ((player_pair, True, player_suited, True), banker_suited),
                ((player_pair, True, player_suited, False), banker_pairs - banker_suited),
                ((player_pair, False, player_suited, False), banker_draws - banker_pairs),
            ):
                if count:
                    out[key] = out.get(key, 0) + w * count * tail
    return out


# leaf(Player's values, Banker's values, Player's total, Banker's total, weight)
CoupLeaf = Callable[[tuple[int, ...], tuple[int, ...], int, int, int], None]


def walk_coups(values: Sequence[int], n: int, leaf: CoupLeaf) -> None:
    """Every coup a composition can deal, by card value: ``leaf(player, banker, player_total,
    banker_total, weight)`` once for each way the coup's values can fall (each hand's values as
    dealt, its first two unordered), with ``weight`` its ordered six-card draws (docs/rules.md
    §Exact probabilities: falling factorials of the counts, 2 for two unequal first cards, the ways
    to draw the cards the coup leaves untouched).

    ``values`` are the cards of each value 0..9, ``n`` all the cards. The one walk of the tableau
    over a composition: the exact odds count it by totals and card counts (``_enumerate``), the
    multiplier table by which values repeat (``multiplier._counts``)."""
    rem = list(values)
    tail = [_falling(n - k, 6 - k) for k in range(7)]  # ways to draw the unused cards
    pairs = [(a, b) for a in range(10) for b in range(a, 10)]
    for p1, p2 in pairs:
        w = rem[p1]
        rem[p1] -= 1
        w *= rem[p2]
        rem[p2] -= 1
        if w > 0:
            w_player = w * (1 if p1 == p2 else 2)
            for b1, b2 in pairs:
                w4 = w_player * rem[b1]
                rem[b1] -= 1
                w4 *= rem[b2]
                rem[b2] -= 1
                if w4 > 0:
                    if b1 != b2:
                        w4 *= 2
                    _walk_thirds(rem, (p1, p2), (b1, b2), w4, tail, leaf)
                rem[b2] += 1
                rem[b1] += 1
        rem[p2] += 1
        rem[p1] += 1


def _walk_thirds(
    rem: list[int], p: tuple[int, int], b: tuple[int, int], w4: int, tail: list[int], leaf: CoupLeaf
) -> None:
    """The rest of ``walk_coups`` from each hand's first two values (in order of value): naturals,
    then the tableau. engine/peek.py walks its own first four cards (some shown) into it."""
    pt, bt = (p[0] + p[1]) % 10, (b[0] + b[1]) % 10
    if pt >= 8 or bt >= 8:
        leaf(p, b, pt, bt, w4 * tail[4])
        return
    if pt >= 6:  # Player stands; Banker draws on 0–5
        if bt <= 5:
            w5 = w4 * tail[5]
            with_third = _WITH_THIRD[b]
            for b3 in range(10):
                if rem[b3]:
                    leaf(p, with_third[b3], pt, (bt + b3) % 10, w5 * rem[b3])
        else:
            leaf(p, b, pt, bt, w4 * tail[4])
        return
    draws_on = BANKER_DRAWS_ON[bt]
    player_third, banker_third = _WITH_THIRD[p], _WITH_THIRD[b]
    for p3 in range(10):
        c3 = rem[p3]
        if not c3:
            continue
        player, pt3 = player_third[p3], (pt + p3) % 10
        if p3 in draws_on:
            rem[p3] -= 1
            w6 = w4 * c3 * tail[6]
            for b3 in range(10):
                if rem[b3]:
                    leaf(player, banker_third[b3], pt3, (bt + b3) % 10, w6 * rem[b3])
            rem[p3] += 1
        else:
            leaf(player, b, pt3, bt, w4 * c3 * tail[5])


# Each unordered two-card hand with each third card, made once rather than at every leaf.
_WITH_THIRD: dict[tuple[int, int], tuple[tuple[int, int, int], ...]] = {
    (a, b): tuple((a, b, c) for c in range(10)) for a in range(10) for b in range(a, 10)
}


def _enumerate(values: list[int], n: int) -> dict[OutcomeKey, int]:
    """The coups by (Player's total, Banker's total, Player's cards, Banker's cards)."""
    out: dict[OutcomeKey, int] = {}

    def leaf(p: tuple[int, ...], b: tuple[int, ...], pt: int, bt: int, weight: int) -> None:
        key = (pt, bt, len(p), len(b))
        out[key] = out.get(key, 0) + weight

    walk_coups(values, n, leaf)
    return out


@dataclass(frozen=True, slots=True)
class BetPrice:
    """One bet's exact value for the next coup. ``expected`` is the mean net per unit staked
    (pushes count as staked): negative is the house's edge, positive means the cards left favour
    the player."""

    spot: BetSpot
    expected: Fraction

    @property
    def favourable(self) -> bool:
        return self.expected > 0


@dataclass(frozen=True, slots=True)
class ShoePrices:
    """What the odds panel, the hand history and ``odds`` show for one composition."""

    cards: int
    banker: Fraction
    player: Fraction
    tie: Fraction
    bets: tuple[BetPrice, ...]  # every bet the table offers that the composition decides

    def price(self, spot: BetSpot) -> BetPrice | None:
        return next((b for b in self.bets if b.spot is spot), None)

    @property
    def favourable(self) -> tuple[BetPrice, ...]:
        return tuple(b for b in self.bets if b.favourable)


def shoe_prices(odds: Odds, rules: TableRules) -> ShoePrices:
    """The table's offered bets priced on ``odds`` (Perfect Pair only when suits are known; none at
    the multiplier table, ``TableRules.priced``: the probabilities only)."""
    return ShoePrices(
        cards=odds.cards,
        banker=odds.probability("banker"),
        player=odds.probability("player"),
        tie=odds.probability("tie"),
        bets=tuple(
            BetPrice(spot, -odds.house_edge(spot, rules)) for spot in rules.priced if odds.prices(spot)
        ),
    )
