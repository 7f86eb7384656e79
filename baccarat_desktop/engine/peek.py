"""The Peek table: a fee on Player and Banker, some of the first four cards shown, then keep, double or
triple; with a coach that gives the exact value of each choice.

Rules (docs/bets.md §The Peek table): a bet on Player or Banker costs a fee of a fifth of its stake
(``multiplier.fee_for``, the one home of that rounding), kept whatever happens. The four first cards
are dealt as every coup deals them (Player, Banker, Player, Banker) and the first ``peek_cards`` of
them, in that dealing order, are turned face up (``SHOW_ORDER``). The player then keeps the bet,
doubles it or triples it (one or two more stakes, no fee on them), and the coup finishes by the
usual tableau. Player and Banker pay as the Commission table's lines of the catalogue (this module
knows no payout); a Tie pushes them, the fee staying with the house.

The coach. What a bet of one unit in play is worth now, ``x`` = E[net per unit | the shown cards],
is exact: every way the hidden first cards and the third cards can come from the cards left, in
ordered draws weighted by falling factorials, the third cards dealt by engine/odds.py's tableau
stage (its walker's leaf callback). A choice of ``k`` stakes is then worth ``k·x − fee`` per original
stake, so the best choice is to triple when ``x > 0`` and to keep otherwise (doubling is never
strictly best: the value is linear in the stakes).

The table's return with best play follows from one walk of the composition, all four first cards
hidden: each shown prefix's share of the net (in ordered draws) is summed over the deals that show
it, and the table triples exactly the prefixes whose share is positive.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .cards import RANKS, Card, Rank
from .catalogue import CATALOGUE, BetSpot, Dealt, Facts, Variant
from .coup import Hand
from .errors import DomainError
from .i18n import QT_TRANSLATE_NOOP, _t
from .money import MAX_CENTS, check_cents, format_cents
from .multiplier import FEE, fee_for
from .odds import CoupLeaf, OutcomeKey, _line_index, _walk_thirds, composition
from .rules import TableRules

__all__ = [
    "PEEK_SPOTS",
    "SHOW_ORDER",
    "Choice",
    "PeekAdvice",
    "PeekCoach",
    "PeekReturn",
    "PeekRules",
    "PeekSettlement",
    "coach",
    "fixed_play",
    "peek_report",
    "peek_returns",
    "raise_refusal",
    "raised_bets",
    "settle",
    "stake_and_choice",
]

PEEK_SPOTS: tuple[BetSpot, ...] = (BetSpot.PLAYER, BetSpot.BANKER)  # the bets that can be raised
# The order the first four cards are shown in: the dealing order, so ``peek_cards`` = k shows the
# first k cards dealt (2: one card of each hand).
SHOW_ORDER: tuple[tuple[Hand, int], ...] = (
    (Hand.PLAYER, 1),
    (Hand.BANKER, 1),
    (Hand.PLAYER, 2),
    (Hand.BANKER, 2),
)
# The Peek table's own lines of the catalogue: Player and Banker pay as at the Commission table.
_TABLE = TableRules(variant=Variant.PEEK, side_bets=())


class Choice(enum.Enum):
    """What the player does once the cards are shown; the key is what a hand would store."""

    KEEP = "keep"
    DOUBLE = "double"
    TRIPLE = "triple"

    @property
    def stakes(self) -> int:
        """How many stakes are in play after the choice."""
        return _STAKES[self]

    @property
    def label(self) -> str:
        return _t("Peek", _CHOICE_LABELS[self])


_STAKES = {Choice.KEEP: 1, Choice.DOUBLE: 2, Choice.TRIPLE: 3}
_CHOICE_LABELS = {
    Choice.KEEP: QT_TRANSLATE_NOOP("Peek", "Keep"),
    Choice.DOUBLE: QT_TRANSLATE_NOOP("Peek", "Double"),
    Choice.TRIPLE: QT_TRANSLATE_NOOP("Peek", "Triple"),
}


@dataclass(frozen=True, slots=True)
class PeekRules:
    """A Peek table: how many of the first four cards it shows (the first ``peek_cards`` in
    ``SHOW_ORDER``) and its fee, a share of the original stake."""

    peek_cards: int = 2
    fee: Fraction = FEE

    def __post_init__(self) -> None:
        if not isinstance(self.peek_cards, int) or isinstance(self.peek_cards, bool):
            raise DomainError(f"the cards shown are a whole number, not {self.peek_cards!r}")
        if not 1 <= self.peek_cards <= 4:
            raise DomainError(f"a Peek table shows 1 to 4 of the first four cards, not {self.peek_cards}")
        if not isinstance(self.fee, Fraction) or not 0 <= self.fee < 1:
            raise DomainError(f"the fee is a fraction of the stake from 0 to less than 1, not {self.fee!r}")

    @property
    def shown(self) -> tuple[tuple[Hand, int], ...]:
        """Which cards the table shows: (hand, 1 or 2), in the order they are dealt."""
        return SHOW_ORDER[: self.peek_cards]

    def shown_cards(self, coup: Dealt) -> tuple[Card, ...]:
        """The cards of ``coup`` the table shows before the choice."""
        p, b = coup.player, coup.banker
        return (p[0], b[0], p[1], b[1])[: self.peek_cards]

    def to_dict(self) -> dict[str, Any]:
        return {"peek_cards": self.peek_cards, "fee": str(self.fee)}


# -- settlement in cents -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PeekSettlement:
    """One Peek bet settled: the original ``stake``, the choice, the fee (on the original stake only,
    always paid), and ``net`` as ``Bet.settle`` gives it on the stakes in play (the win, 0 on a push,
    minus the stakes on a loss), with the commission it records on a Banker win."""

    spot: BetSpot
    stake: int
    choice: Choice
    fee: int
    net: int
    commission: int

    @property
    def in_play(self) -> int:
        """The stakes on the felt after the choice."""
        return self.stake * self.choice.stakes

    @property
    def total_net(self) -> int:
        """What the bet did to the bankroll, fee included."""
        return self.net - self.fee


def _check_spot(spot: BetSpot) -> None:
    if spot not in PEEK_SPOTS:
        raise DomainError(_t("Peek", "{bet} cannot be raised at the Peek table").format(bet=spot.label))


def settle(
    spot: BetSpot, stake_cents: int, choice: Choice, coup: Dealt, rules: PeekRules = PeekRules()
) -> PeekSettlement:
    """Settle ``stake_cents`` on Player or Banker raised to ``choice``. The fee is the table's share
    of the original stake only, rounded up to the cent (``fee_for``); the stakes in play are one bet,
    settled by the Peek table's lines of the catalogue, the Commission table's (``Bet.settle``: a win
    rounded down)."""
    _check_spot(spot)
    check_cents(stake_cents, _t("Peek", "The stake"), minimum=1)
    in_play = check_cents(stake_cents * choice.stakes, _t("Peek", "The raised bet"), minimum=1)
    net, commission = CATALOGUE[spot].settle(in_play, Facts.of(coup), _TABLE)
    return PeekSettlement(spot, stake_cents, choice, fee_for(stake_cents, rules.fee), net, commission)


def stake_and_choice(amount_cents: int, fee_cents: int) -> tuple[int, Choice]:
    """The stake as placed and the choice, read back from a stored Player or Banker bet of a Peek
    table: ``amount_cents`` the stakes in play after the choice, ``fee_cents`` the fee on the stake as
    placed (``fee_for``: a fifth rounded up, so the stake lies within five cents of five fees, and
    from a stake of 10 cents up only one choice divides the amount into such a stake: two stakes a
    choice apart differ by half the smaller at least). ``DomainError`` when none does, or more than
    one (a row no Peek table stored, or a stake under 10 cents)."""
    found = [
        (amount_cents // c.stakes, c)
        for c in Choice
        if amount_cents % c.stakes == 0
        and amount_cents // c.stakes > 0
        and fee_for(amount_cents // c.stakes) == fee_cents
    ]
    if len(found) != 1:
        raise DomainError(
            f"{amount_cents} cents in play with a fee of {fee_cents} cents is no Peek bet kept, doubled "
            "or tripled"
        )
    return found[0]


def raised_bets(bets: Mapping[BetSpot, int], choice: Choice) -> dict[BetSpot, int]:
    """The stakes in play once ``choice`` is made: Player's or Banker's stake times its stakes, any
    other bet (Tie) as placed."""
    return {spot: amount * (choice.stakes if spot in PEEK_SPOTS else 1) for spot, amount in bets.items()}


def raise_refusal(
    choice: Choice,
    bets: Mapping[BetSpot, int],
    rules: TableRules,
    bankroll_cents: int,
    *,
    loss_limit_cents: int | None = None,
    net_cents: int = 0,
) -> str | None:
    """Why ``choice`` cannot be offered on these bets (a sentence for the felt and the coach), or None.
    A raise is held to the table maximum, to the bankroll (``bankroll_cents`` before the hand: the
    stakes, the fee and the raise all come out of it), to the session loss limit (``net_cents``: the
    session's result so far) and to the most the game can hold, as a bet is when it is placed."""
    if choice is Choice.KEEP:
        return None
    backed = [(spot, bets[spot]) for spot in PEEK_SPOTS if bets.get(spot, 0) > 0]
    if not backed:
        return _t("Peek", "There is no Player or Banker bet to raise.")
    spot, stake = backed[0]
    in_play = raised_bets(bets, choice)
    high = rules.limits(spot)[1]
    if in_play[spot] > high:
        return _t(
            "Peek", "{choice} would put {amount} on {bet}, over the table maximum of {maximum}."
        ).format(
            choice=choice.label,
            amount=format_cents(in_play[spot]),
            bet=spot.label,
            maximum=format_cents(high),
        )
    fee = fee_for(stake, FEE)
    outlay = sum(in_play.values()) + fee
    if outlay > bankroll_cents:
        return _t("Peek", "{choice} needs {more} more and only {left} of your bankroll is left.").format(
            choice=choice.label,
            more=format_cents(in_play[spot] - stake),
            left=format_cents(max(bankroll_cents - sum(bets.values()) - fee, 0)),
        )
    if loss_limit_cents is not None and outlay > loss_limit_cents + net_cents:
        return _t("Peek", "{choice} could take you past your session loss limit of {limit}.").format(
            choice=choice.label, limit=format_cents(loss_limit_cents)
        )
    best = sum(
        amount * CATALOGUE[s].best_pays(rules).numerator // CATALOGUE[s].best_pays(rules).denominator
        for s, amount in in_play.items()
    )
    if bankroll_cents + best > MAX_CENTS:
        return _t(
            "Peek", "{choice} could lift your bankroll above {most}, the most Baccarat Desktop can hold."
        ).format(choice=choice.label, most=format_cents(MAX_CENTS))
    return None


# -- the exact values ----------------------------------------------------------------------------


@lru_cache(maxsize=4)
def _nets(spot: BetSpot) -> Mapping[OutcomeKey, Fraction]:
    """The net of one unit on ``spot`` for every finished coup (totals and card counts), from the
    catalogue's lines at a Commission table as the odds read them (``odds._line_index``): its pay,
    0 on a push, −1 when it loses."""
    lines, index_of = _line_index(spot, _TABLE)
    return {key: Fraction(-1) if i < 0 else lines[i].net_per_unit for key, i in index_of.items()}


@lru_cache(maxsize=1)
def _scaled_nets() -> tuple[int, tuple[Mapping[OutcomeKey, int], ...]]:
    """The nets of ``PEEK_SPOTS`` as whole numbers over one denominator, for integer sums."""
    nets = [_nets(spot) for spot in PEEK_SPOTS]
    scale = math.lcm(*(x.denominator for table in nets for x in table.values()))
    return scale, tuple({key: int(x * scale) for key, x in table.items()} for table in nets)


def _walk(
    rem: list[int],
    shown: Sequence[int],
    leaf: CoupLeaf,
    dealt: Callable[[tuple[int, ...]], None] | None = None,
) -> int:
    """Every deal of the first four cards that shows the values ``shown`` first (P1 B1 P2 B2 order),
    the hidden ones drawn from ``rem`` (card counts by value 0..9), then the third cards by the
    tableau (the third-card stage of ``odds.walk_coups``, which calls ``leaf`` for every finished
    coup, each hand's first two values given in order of value); ``dealt(first four values)``
    after each deal's coups. Weights are ordered draws of the ``6 − len(shown)`` cards a coup may
    take from ``rem``; returns their total.

    A hand whose two cards are both hidden is walked as odds.py walks hands: unordered (its second
    card no lower than its first), the unequal pairs counted twice, since a coup reads a hand's
    total and not its order; this halves the slowest decision (Player's first card shown, Banker's
    two hidden) and ``dealt`` sees each such deal once, with both orders' weight."""
    s = len(shown)
    n = sum(rem) + s  # the stage's tail counts from a shoe that still held the shown cards
    tail = [math.perm(n - k, 6 - k) if k >= 4 else 0 for k in range(7)]
    four = [*shown, 0, 0, 0, 0][:4]
    pair_from = {i + 2: i for i in range(s, 2)}  # a hidden hand's second card: its first card's slot

    def fill(i: int, w: int) -> None:
        if i == 4:
            p1, b1, p2, b2 = four
            _walk_thirds(
                rem, (p1, p2) if p1 <= p2 else (p2, p1), (b1, b2) if b1 <= b2 else (b2, b1), w, tail, leaf
            )
            if dealt is not None:
                dealt((four[0], four[1], four[2], four[3]))
            return
        low = four[pair_from[i]] if i in pair_from else 0
        for v in range(low, 10):
            c = rem[v]
            if c:
                rem[v] = c - 1
                four[i] = v
                fill(i + 1, w * c * (2 if i in pair_from and v != low else 1))
                rem[v] = c

    fill(s, 1)
    return math.perm(n - s, 6 - s)


def _tally(values: list[int], shown: Sequence[int]) -> tuple[dict[OutcomeKey, int], int]:
    """The coups that can follow ``shown``, by outcome, in ordered draws, and their total."""
    dist: dict[OutcomeKey, int] = {}

    def leaf(p: tuple[int, ...], b: tuple[int, ...], pt: int, bt: int, w: int) -> None:
        key = (pt, bt, len(p), len(b))
        dist[key] = dist.get(key, 0) + w

    total = _walk(values, shown, leaf)
    return dist, total


def _values(kinds: tuple[int, ...]) -> list[int]:
    """Card counts by value 0..9 from counts by rank (13) or by card (52, rank-major in each suit)."""
    values = [0] * 10
    for i, count in enumerate(kinds):
        values[RANKS[i % len(RANKS)].value_in_baccarat] += count
    return values


def _value_of(card: Card | Rank) -> int:
    if isinstance(card, Card):
        return card.value
    if isinstance(card, Rank):
        return card.value_in_baccarat
    raise DomainError(f"a shown card is a card or a rank, not {card!r}")


@dataclass(frozen=True, slots=True)
class PeekAdvice:
    """The coach's word on one bet. ``per_unit`` is what one unit in play is worth now (the mean
    net, fee apart); ``fee`` the share of the original stake already paid."""

    spot: BetSpot
    per_unit: Fraction
    fee: Fraction

    @property
    def values(self) -> dict[Choice, Fraction]:
        """Each choice's exact value in original stakes, fee included (what the bet will have
        brought on average when the coup is over)."""
        return {choice: choice.stakes * self.per_unit - self.fee for choice in Choice}

    @property
    def best(self) -> Choice:
        """Triple when a unit in play is worth more than nothing; keep otherwise (the fewest stakes
        on an even bet). The fee is paid either way, so it never changes the choice."""
        return Choice.TRIPLE if self.per_unit > 0 else Choice.KEEP


@dataclass(frozen=True, slots=True)
class PeekCoach:
    """What the coach knows after the cards are shown: the chance of each result and each bet's
    advice (``advice[BetSpot.PLAYER]``, ``advice[BetSpot.BANKER]``)."""

    shown: tuple[Card | Rank, ...]
    player: Fraction  # the chance Player wins, given the shown cards
    banker: Fraction
    tie: Fraction
    advice: Mapping[BetSpot, PeekAdvice]


@lru_cache(maxsize=256)
def _conditional(
    values: tuple[int, ...], shown: tuple[int, ...]
) -> tuple[int, int, int, int, tuple[int, ...]]:
    """(Player wins, Banker wins, Ties, all draws, each spot's scaled net) in ordered draws."""
    dist, total = _tally(list(values), shown)
    nets = _scaled_nets()[1]
    tally = [0, 0, 0]
    for (pt, bt, _np, _nb), w in dist.items():
        tally[0 if pt > bt else 1 if bt > pt else 2] += w
    assert sum(tally) == total, "the walk lost draws"
    sums = tuple(sum(table[key] * w for key, w in dist.items()) for table in nets)
    return tally[0], tally[1], tally[2], total, sums


def coach(
    shown: Sequence[Card | Rank],
    counts: Mapping[Rank, int] | Mapping[Card, int] | Sequence[int],
    rules: PeekRules = PeekRules(),
) -> PeekCoach:
    """The exact value of keeping, doubling and tripling Player and Banker, given the cards the
    table shows (``rules.peek_cards`` of them, in ``SHOW_ORDER``) and ``counts``, the cards the player
    has not seen with the shown ones taken out (``odds.unseen_cards(decks, seen + shown)``): the
    hidden first cards come from them too, as the odds panel's next coup does (docs/odds.md)."""
    if len(shown) != rules.peek_cards:
        raise DomainError(f"this table shows {rules.peek_cards} card(s), not {len(shown)}")
    kinds, _suited = composition(counts)  # at least six cards, as every pricer asks
    values = _values(kinds)
    player, banker, tie, total, sums = _conditional(tuple(values), tuple(_value_of(c) for c in shown))
    scale = _scaled_nets()[0]
    advice = {
        spot: PeekAdvice(spot, Fraction(sums[i], scale * total), rules.fee)
        for i, spot in enumerate(PEEK_SPOTS)
    }
    return PeekCoach(
        tuple(shown), Fraction(player, total), Fraction(banker, total), Fraction(tie, total), advice
    )


@lru_cache(maxsize=512)
def fixed_play(decks: int, rules: PeekRules, shown: tuple[int, ...]) -> tuple[Choice, Choice]:
    """The published play (docs/bets.md §The Peek table's grid): the coach's choice for Player and
    Banker on the first hand of a full ``decks``-deck shoe, given the values (0..9) of the shown
    cards, the shown cards taken out. The play whose return ``peek_returns`` gives exactly, and the
    one ``simulate`` and the strategy lab play: the exact coach on the cards left costs 2 to 12 ms a
    hand (a walk of the hidden cards), a thousand times a kernel's hand; this costs a dict lookup."""
    if len(shown) != rules.peek_cards:
        raise DomainError(f"this table shows {rules.peek_cards} card(s), not {len(shown)}")
    by_value = {rank.value_in_baccarat: rank for rank in reversed(RANKS)}  # a rank for each value
    counts = dict.fromkeys(RANKS, 4 * decks)
    for v in shown:
        counts[by_value[v]] -= 1
    advice = coach(tuple(by_value[v] for v in shown), counts, rules).advice
    return advice[BetSpot.PLAYER].best, advice[BetSpot.BANKER].best


# -- the table's return with best play -----------------------------------------------------------


@lru_cache(maxsize=8)
def _by_first_four(values: tuple[int, ...]) -> tuple[int, int, dict[tuple[int, ...], tuple[int, ...]]]:
    """(scale, all draws, each first-four deal's scaled net per spot) for one composition: one walk,
    every first card hidden, that prices every ``peek_cards`` at once."""
    scale, nets = _scaled_nets()
    by_four: dict[tuple[int, ...], tuple[int, ...]] = {}
    dist: dict[OutcomeKey, int] = {}

    def leaf(p: tuple[int, ...], b: tuple[int, ...], pt: int, bt: int, w: int) -> None:
        key = (pt, bt, len(p), len(b))
        dist[key] = dist.get(key, 0) + w

    def dealt(first: tuple[int, ...]) -> None:
        # The walk gives each hand's two cards once, with both orders' weight: share it equally
        # between the orders, which show different cards first (each order is as likely).
        p1, b1, p2, b2 = first
        orders = {(a, b, c, d) for a, c in ((p1, p2), (p2, p1)) for b, d in ((b1, b2), (b2, b1))}
        sums = [sum(table[key] * w for key, w in dist.items()) for table in nets]
        for order in orders:
            by_four[order] = tuple(x // len(orders) for x in sums)
        assert all(x % len(orders) == 0 for x in sums), "each order of a deal weighs the same"
        dist.clear()

    total = _walk(list(values), (), leaf, dealt)
    return scale, total, by_four


@dataclass(frozen=True, slots=True)
class PeekReturn:
    """One bet's exact value at a Peek table for a composition, before any card is shown, all per
    original stake: ``expected`` the mean net with the coach's play (fee included), ``keep`` the mean
    net of never raising, ``triples`` the chance the coach triples (it never doubles)."""

    spot: BetSpot
    expected: Fraction
    keep: Fraction
    triples: Fraction
    fee: Fraction

    @property
    def outlay(self) -> Fraction:
        """What the bet costs on average: the stake, the fee and the raises."""
        return 1 + self.fee + 2 * self.triples

    @property
    def per_outlay(self) -> Fraction:
        """What comes back per unit paid out on average (stake, fee and raises): what compares
        with a classic table's return."""
        return 1 + self.expected / self.outlay


def peek_returns(
    counts: Mapping[Rank, int] | Mapping[Card, int] | Sequence[int], rules: PeekRules = PeekRules()
) -> dict[BetSpot, PeekReturn]:
    """Player's and Banker's exact return at a Peek table, with the coach's play, over every deal of
    the first four cards from ``counts`` (a full shoe: ``odds.full_shoe_counts(decks)``)."""
    kinds, _suited = composition(counts)
    scale, total, by_four = _by_first_four(tuple(_values(kinds)))
    k = rules.peek_cards
    prefix: dict[tuple[int, ...], list[int]] = {}
    weight: dict[tuple[int, ...], int] = {}
    for first, sums in by_four.items():
        key = first[:k]
        acc = prefix.setdefault(key, [0] * len(PEEK_SPOTS))
        for i, x in enumerate(sums):
            acc[i] += x
    # The chance of each shown prefix: ordered draws of its k values, times the rest of the six.
    values = _values(kinds)
    n = sum(values)
    for key in prefix:
        w, rem = 1, list(values)
        for v in key:
            w *= rem[v]
            rem[v] -= 1
        weight[key] = w * math.perm(n - k, 6 - k)
    assert sum(weight.values()) == total, "the shown prefixes lost draws"
    out: dict[BetSpot, PeekReturn] = {}
    for i, spot in enumerate(PEEK_SPOTS):
        keep = sum(acc[i] for acc in prefix.values())
        best = sum(3 * acc[i] if acc[i] > 0 else acc[i] for acc in prefix.values())
        triples = sum(weight[key] for key, acc in prefix.items() if acc[i] > 0)
        out[spot] = PeekReturn(
            spot,
            Fraction(best, scale * total) - rules.fee,
            Fraction(keep, scale * total) - rules.fee,
            Fraction(triples, total),
            rules.fee,
        )
    return out


def peek_report(
    counts: Mapping[Rank, int] | Mapping[Card, int] | Sequence[int], rules: PeekRules = PeekRules()
) -> dict[str, object]:
    """What ``odds --variant peek --json`` is to print: the table's rules and, per bet, its exact
    return with the coach's play (fractions as text, so anyone can check them, and as floats)."""
    returns = peek_returns(counts, rules)
    return {
        "rules": {
            **rules.to_dict(),
            "shown": [f"{hand.value} {index}" for hand, index in rules.shown],
        },
        "bets": {
            spot.value: {
                "expected_net_per_unit_staked": str(r.expected),
                "expected_net_per_unit_staked_float": float(r.expected),
                "never_raising_net_per_unit_staked": str(r.keep),
                "never_raising_net_per_unit_staked_float": float(r.keep),
                "triples": str(r.triples),
                "triples_float": float(r.triples),
                "return_per_unit_paid": str(r.per_outlay),
                "return_per_unit_paid_float": float(r.per_outlay),
            }
            for spot, r in returns.items()
        },
    }
