"""The multiplier table: its published weights, the lit-card draw, settlement and the exact price.

Rules (docs/bets.md §The multiplier table): every bet costs a fee of a fifth of its stake, kept
even on a push. Before the deal 1 to 5 cards (rank and suit) are drawn without replacement from a
virtual 52-card deck and lit, each with a multiplier. A winning Player or Banker bet pays its base
payout times the product of the multipliers of the lit cards in its hand (a card of the shoe
matches a lit card when rank and suit are equal, and two copies in one hand both count); Tie pays
its base times the product over every lit card in both hands; a pair bet its base times those of
the pair's two cards. The base payouts live in the catalogue (``MULTIPLIER_BASE_PAYS``, and the
Commission table's Player and Banker lines).

The weights are the game's own choice and one constant here (``WEIGHTS``): integers, so the draw
from the shoe's SHA-256 stream is exact and the prices are exact fractions.

Exact price. The lit set is independent of the cards, so given the cards of the hands a bet reads,
the expected product depends only on how the cards' identities coincide (their pattern, counted in
engine/lit_patterns.py): with identities d seen e_d times, E[product] = sum over subsets T of the
identities of rho_|T| * prod_{d in T} (E[M^e_d] - 1), where rho_s = E[K (K-1) .. (K-s+1)] / (52 * 51
.. (52-s+1)) is the chance that s given identities are all lit (K lit cards) and M a multiplier.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .cards import Card, Rank, format_cards, standard_deck
from .catalogue import CATALOGUE, MULTIPLIER_BASE_PAYS, BetSpot, Dealt, Facts, Variant
from .errors import DomainError
from .i18n import _t
from .lit_patterns import Pattern, pattern_counts
from .money import check_cents
from .odds import CountsError, composition
from .rules import TableRules
from .shoe import SEED_BYTES, ByteStream

__all__ = [
    "FEE",
    "MULTIPLIER_SPOTS",
    "STREAM_LABEL",
    "WEIGHTS",
    "AppliedMultiplier",
    "LitCard",
    "MultiplierPrice",
    "MultiplierSettlement",
    "MultiplierWeights",
    "base_pays",
    "best_pays",
    "fee_for",
    "format_lit",
    "lit_cards",
    "multiplier_prices",
    "multiplier_report",
    "order_key",
    "parse_lit",
    "settle",
    "shoe_lit_cards",
]

FEE = Fraction(1, 5)  # of the stake, on every bet, kept on a push
MULTIPLIER_SPOTS: tuple[BetSpot, ...] = (
    BetSpot.PLAYER,
    BetSpot.BANKER,
    BetSpot.TIE,
    BetSpot.PLAYER_PAIR,
    BetSpot.BANKER_PAIR,
)
STREAM_LABEL = b"baccarat-desktop/multiplier/v1/"  # domain separation from the shuffle's own stream
ORDER_LABEL = b"baccarat-desktop/multiplier/order/v1/"  # a seedless shoe's key: its card order hashed
DECK_IDENTITIES = 52  # the virtual deck the lit cards come from
_ZERO = Fraction(0)
_TABLE = TableRules(variant=Variant.MULTIPLIER)  # the catalogue's base lines at this table


@dataclass(frozen=True, slots=True)
class MultiplierWeights:
    """How many cards are lit and what each multiplies by, as integer weights (the chance of an
    entry is its weight over the sum). The multipliers of the lit cards of a hand are drawn
    independently of one another and of how many cards are lit."""

    lit_counts: tuple[tuple[int, int], ...]  # (number of lit cards, weight)
    multipliers: tuple[tuple[int, int], ...]  # (multiplier, weight)

    def __post_init__(self) -> None:
        for name, table in (("lit_counts", self.lit_counts), ("multipliers", self.multipliers)):
            if not table or any(w < 0 for _, w in table) or sum(w for _, w in table) <= 0:
                raise DomainError(f"multiplier weights: {name} needs positive weights")
            if len({value for value, _ in table}) != len(table):
                raise DomainError(f"multiplier weights: {name} lists a value twice")
        if any(not 1 <= k <= 5 for k, _ in self.lit_counts):
            raise DomainError("multiplier weights: 1 to 5 cards are lit")
        if any(m < 2 for m, _ in self.multipliers):
            raise DomainError("multiplier weights: a multiplier is at least 2")

    def p_lit(self, k: int) -> Fraction:
        """The chance that exactly ``k`` cards are lit."""
        return Fraction(dict(self.lit_counts).get(k, 0), sum(w for _, w in self.lit_counts))

    def p_multiplier(self, m: int) -> Fraction:
        """The chance that a lit card multiplies by ``m``."""
        return Fraction(dict(self.multipliers).get(m, 0), sum(w for _, w in self.multipliers))

    def moment(self, e: int) -> Fraction:
        """E[M^e]: what a lit identity held ``e`` times in one hand multiplies by, on average."""
        total = sum(w for _, w in self.multipliers)
        return Fraction(sum(w * m**e for m, w in self.multipliers), total)

    def all_lit(self, s: int) -> Fraction:
        """The chance that ``s`` given identities of the 52 are all lit."""
        total = sum(w for _, w in self.lit_counts)
        falling = sum(w * math.perm(k, s) for k, w in self.lit_counts)
        return Fraction(falling, total * math.perm(DECK_IDENTITIES, s))

    def to_dict(self) -> dict[str, dict[str, str]]:
        """The weights as printed beside the prices (exact fractions as text)."""
        return {
            "lit_cards": {str(k): str(self.p_lit(k)) for k, _ in self.lit_counts},
            "multiplier": {str(m): str(self.p_multiplier(m)) for m, _ in self.multipliers},
        }


# The published weights (docs/bets.md §The multiplier table says how they were chosen).
WEIGHTS = MultiplierWeights(
    lit_counts=((1, 10), (2, 10), (3, 50), (4, 25), (5, 5)),
    multipliers=((2, 30), (3, 25), (4, 20), (5, 15), (8, 10)),
)


# -- the lit cards of one hand -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LitCard:
    """One lit card of a hand: any shoe card of this rank and suit multiplies by ``multiplier``."""

    card: Card
    multiplier: int

    @property
    def text(self) -> str:
        """'QH*5': the card's code, '*', the multiplier (one lit card of ``format_lit``)."""
        return f"{self.card.code}*{self.multiplier}"


def format_lit(lit: Sequence[LitCard]) -> str:
    """A hand's lit cards as stored and exported: 'QH*5 2C*2' (space separated, in the order drawn)."""
    return " ".join(item.text for item in lit)


def parse_lit(text: str) -> tuple[LitCard, ...]:
    """'QH*5 2C*2' back to lit cards; refuses (``DomainError``, in words) anything ``format_lit``
    and ``lit_cards`` would not give: a bad card or multiplier, a card lit twice, more than five."""
    if not isinstance(text, str):
        raise DomainError(f"lit cards are written as text such as 'QH*5 2C*2', not {text!r}")
    lit: list[LitCard] = []
    for word in text.split():
        code, star, factor = word.partition("*")
        if not star or not factor.isdigit() or not factor.isascii():
            raise DomainError(f"{word!r} is not a lit card: write the card, '*' and its multiplier (QH*5)")
        try:
            card = Card.parse(code)
        except ValueError:
            raise DomainError(f"{word!r} is not a lit card: {code!r} is not a card") from None
        if card.code != code:
            raise DomainError(f"{word!r} is not a lit card as written: write its card {card.code}")
        if len(factor) > 3 or int(factor) < 2:
            raise DomainError(f"{word!r} is not a lit card: a multiplier is a whole number from 2")
        lit.append(LitCard(card, int(factor)))
    if not 1 <= len(lit) <= 5:
        raise DomainError(f"a hand lights 1 to 5 cards, not {len(lit)}")
    if len({item.card for item in lit}) != len(lit):
        raise DomainError("a card is lit at most once in a hand")
    return tuple(lit)


def _pick(stream: ByteStream, table: tuple[tuple[int, int], ...]) -> int:
    """An entry of a weight table, each with the chance its weight gives it, exactly."""
    draw = stream.uniform(sum(w for _, w in table))
    for value, weight in table:
        if draw < weight:
            return value
        draw -= weight
    raise AssertionError("a draw below the sum of the weights falls on an entry")


def lit_cards(seed: bytes, hand: int, weights: MultiplierWeights = WEIGHTS) -> tuple[LitCard, ...]:
    """The lit cards of hand number ``hand`` (1 for a shoe's first hand) of the shoe dealt from
    ``seed``: fixed by the seed the commitment covers, so ``verify`` can recompute them.

    docs/fairness.md: the stream of engine/shoe.py on the key STREAM_LABEL || seed || hand (8
    bytes, big-endian); ``uniform`` picks the count by its weight, then for each lit card in turn a
    card (a Fisher–Yates step over the 52 cards in canonical order) and its multiplier.
    """
    if len(seed) != SEED_BYTES:
        raise DomainError(f"a shoe seed is exactly {SEED_BYTES} bytes")
    if not 0 < hand < 2**63:
        raise DomainError(f"a hand number is a positive whole number, not {hand}")
    stream = ByteStream(STREAM_LABEL + bytes(seed) + hand.to_bytes(8, "big"))
    deck = list(standard_deck())
    count = _pick(stream, weights.lit_counts)
    lit: list[LitCard] = []
    for i in range(count):
        j = i + stream.uniform(len(deck) - i)
        deck[i], deck[j] = deck[j], deck[i]
        lit.append(LitCard(deck[i], _pick(stream, weights.multipliers)))
    return tuple(lit)


def order_key(cards: Sequence[Card]) -> bytes:
    """The key the lit cards of a shoe with no seed (stacked, or dealt from an imported card order)
    are drawn from, in place of a seed: SHA-256 of ORDER_LABEL followed by the shoe's whole card
    order as card codes separated by single spaces, in ASCII ('AS 2S ... KC'). Anyone holding the
    order can recompute it; docs/fairness.md states the rule."""
    return hashlib.sha256(ORDER_LABEL + format_cards(cards).encode("ascii")).digest()


def shoe_lit_cards(seed: bytes | None, cards: Sequence[Card], hand: int) -> tuple[LitCard, ...]:
    """The lit cards of hand ``hand`` of a shoe: from its seed (``lit_cards``), or, for a shoe with
    no seed, from the hash of its card order (``order_key``). The one rule the table and verify use."""
    return lit_cards(seed if seed is not None else order_key(cards), hand)


# -- settlement in cents -------------------------------------------------------------------------


def base_pays(spot: BetSpot) -> Fraction:
    """What a winning bet pays before multipliers, "to 1": the catalogue's lines at a multiplier
    table (Player and Banker as the Commission table's, Tie and the pairs ``MULTIPLIER_BASE_PAYS``)."""
    if spot not in MULTIPLIER_SPOTS:
        raise DomainError(
            _t("Multiplier", "{bet} is not a bet of the multiplier table").format(bet=spot.label)
        )
    wins = [line.pays for line in CATALOGUE[spot].lines(_TABLE) if line.pays is not None]
    assert spot not in MULTIPLIER_BASE_PAYS or wins[0] == MULTIPLIER_BASE_PAYS[spot]
    return wins[0]


_CARDS_READ: Mapping[BetSpot, int] = {
    BetSpot.PLAYER: 3,
    BetSpot.BANKER: 3,
    BetSpot.TIE: 6,
    BetSpot.PLAYER_PAIR: 2,
    BetSpot.BANKER_PAIR: 2,
}


def best_pays(spot: BetSpot, weights: MultiplierWeights = WEIGHTS) -> Fraction:
    """The most one unit staked can win, "to 1": every card the bet reads matching a lit card of
    the highest multiplier (two copies of one lit card both count). What a bet is checked against
    the money ceiling with, as ``Bet.best_pays`` is at the other tables: a Tie reads six cards, so
    its ceiling is far above its base payout."""
    top = max(m for m, w in weights.multipliers if w)
    return base_pays(spot) * Fraction(top) ** _CARDS_READ[spot]


def fee_for(stake_cents: int, rate: Fraction = FEE) -> int:
    """The fee on a stake: a fifth of it (or the ``rate`` a table sets: the Peek table's
    ``PeekRules.fee``), rounded up to the cent (a stake of a whole number of nickels, as every chip
    is, has an exact fifth; otherwise the part of a cent goes to the house, as the fraction of a cent
    of a payout does). The one home of that rounding, for every table with a fee."""
    return -(-stake_cents * rate.numerator // rate.denominator)


@dataclass(frozen=True, slots=True)
class AppliedMultiplier:
    """A card of the coup that matched a lit card and multiplied the bet: which hand, which card
    of it (0-based, in dealing order) and by how much."""

    hand: str  # "player" or "banker"
    index: int
    multiplier: int


@dataclass(frozen=True, slots=True)
class MultiplierSettlement:
    """One bet settled: ``net`` as ``Bet.settle`` gives it (the win, 0 on a push, minus the stake
    on a loss), the fee apart (always paid), and the multipliers that applied to a win."""

    spot: BetSpot
    stake: int
    fee: int
    net: int
    product: int  # 1 when nothing multiplied, or the bet did not win
    applied: tuple[AppliedMultiplier, ...]
    commission: int = 0  # a Banker win's commission, as ``Bet.settle`` records it

    @property
    def total_net(self) -> int:
        """What the bet did to the bankroll, fee included."""
        return self.net - self.fee


def _matches(
    coup: Dealt, lit: Sequence[LitCard], hands: Sequence[str], first_two: bool
) -> tuple[AppliedMultiplier, ...]:
    by_card = {item.card: item.multiplier for item in lit}
    out = []
    for hand in hands:
        cards = coup.player if hand == "player" else coup.banker
        for index, card in enumerate(cards[:2] if first_two else cards):
            if card in by_card:
                out.append(AppliedMultiplier(hand, index, by_card[card]))
    return tuple(out)


_READS: Mapping[BetSpot, tuple[tuple[str, ...], bool]] = {
    BetSpot.PLAYER: (("player",), False),
    BetSpot.BANKER: (("banker",), False),
    BetSpot.TIE: (("player", "banker"), False),
    BetSpot.PLAYER_PAIR: (("player",), True),
    BetSpot.BANKER_PAIR: (("banker",), True),
}


def settle(spot: BetSpot, stake_cents: int, coup: Dealt, lit: Sequence[LitCard]) -> MultiplierSettlement:
    """Settle ``stake_cents`` on ``spot`` at the multiplier table. A win pays
    ``stake × base × product`` rounded down to the cent, as ``Bet.settle`` rounds: exact whenever
    the stake is a whole number of dimes (Banker's 19/20) or any whole cents (every other bet)."""
    base_pays(spot)  # refuses a bet the table does not offer
    check_cents(stake_cents, _t("Multiplier", "The stake"), minimum=1)
    if len({item.card for item in lit}) != len(lit):
        raise DomainError("a card is lit at most once")
    fee = fee_for(stake_cents)
    facts = Facts.of(coup)
    line = CATALOGUE[spot].line_for(facts, _TABLE)
    if line is None:
        return MultiplierSettlement(spot, stake_cents, fee, -stake_cents, 1, ())
    if line.push:
        return MultiplierSettlement(spot, stake_cents, fee, 0, 1, ())
    hands, first_two = _READS[spot]
    applied = _matches(coup, lit, hands, first_two)
    product = math.prod(a.multiplier for a in applied)
    # The catalogue's one rounding (``Bet.settle``) on the stake times the product: the base line's
    # ``stake × product × pays`` rounded down, as every other payout is.
    win, commission = CATALOGUE[spot].settle(stake_cents * product, facts, _TABLE)
    return MultiplierSettlement(spot, stake_cents, fee, win, product, applied, commission)


# -- the exact price -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MultiplierPrice:
    """One bet's exact value at the multiplier table for one composition. ``payback`` is what one
    unit staked brings back on average (the stake on a push or a win, plus the win); the fee is
    paid on top, so the outlay is 1 + FEE."""

    spot: BetSpot
    payback: Fraction
    second_moment: Fraction  # E[net²] per unit staked, fee included: what the luck band is made of

    @property
    def per_outlay(self) -> Fraction:
        """The return per unit paid out (stake and fee): what compares with a classic table."""
        return self.payback / (1 + FEE)

    @property
    def expected(self) -> Fraction:
        """The mean net per unit staked, fee included (negative: the house's edge)."""
        return self.payback - 1 - FEE

    @property
    def variance(self) -> Fraction:
        """The variance of the net per unit staked, fee included (the fee is certain, so it moves
        the mean, not the spread): how far luck alone moves a result on this bet."""
        return self.second_moment - self.expected**2


@lru_cache(maxsize=1024)
def _expected_product(pattern: Pattern, weights: MultiplierWeights, power: int = 1) -> Fraction:
    """E[product ** power] of the multipliers on cards whose identities repeat as ``pattern``: the
    product's square multiplies each lit identity held e times by M^(2e), so the same sum over
    which identities are lit prices it with the moments E[M^(power·e)]."""
    coefficients = [Fraction(1)]  # of prod (1 + x (E[M^(power·e)] - 1)) over the identities
    for e in pattern:
        delta = weights.moment(power * e) - 1
        coefficients = [
            (coefficients[s] if s < len(coefficients) else _ZERO)
            + (coefficients[s - 1] * delta if s else _ZERO)
            for s in range(len(coefficients) + 1)
        ]
    return sum((c * weights.all_lit(s) for s, c in enumerate(coefficients)), Fraction(0))


def _by_card(counts: Mapping[Card, int] | Mapping[Rank, int] | Sequence[int]) -> tuple[int, ...]:
    kinds, suited = composition(counts)
    if not suited:
        raise CountsError("the multiplier table's lit cards have suits: give the counts card by card")
    return kinds


def multiplier_prices(
    counts: Mapping[Card, int], weights: MultiplierWeights = WEIGHTS
) -> dict[BetSpot, MultiplierPrice]:
    """Every bet of the multiplier table priced exactly on a composition given card by card (the
    counts are cached; the weights are applied to them afterwards, which is cheap).

    Per unit staked the net is ``pays × product − FEE`` on a win, ``−FEE`` on a push and
    ``−1 − FEE`` on a loss; its mean needs E[product] and its second moment E[product²] for each
    winning pattern, both exact."""
    tally = pattern_counts(_by_card(counts))
    prices: dict[BetSpot, MultiplierPrice] = {}
    for spot in MULTIPLIER_SPOTS:
        pays = base_pays(spot)
        pushes = tally.pushes if spot in (BetSpot.PLAYER, BetSpot.BANKER) else 0
        back = Fraction(pushes)
        square = pushes * FEE**2
        won = 0
        for pattern, w in tally.wins[spot].items():
            first = _expected_product(pattern, weights)
            won += w
            back += w * (1 + pays * first)
            square += w * (pays**2 * _expected_product(pattern, weights, 2) - 2 * pays * FEE * first + FEE**2)
        square += (tally.total - won - pushes) * (1 + FEE) ** 2
        prices[spot] = MultiplierPrice(spot, back / tally.total, square / tally.total)
    return prices


def multiplier_report(counts: Mapping[Card, int], weights: MultiplierWeights = WEIGHTS) -> dict[str, object]:
    """What ``odds --variant multiplier --json`` is to print: the weights priced with, beside every
    bet's exact return (as a fraction in text, so anyone can check it, and as a float)."""
    prices = multiplier_prices(counts, weights)
    return {
        "weights": weights.to_dict(),
        "fee": str(FEE),
        "bets": {
            spot.value: {
                "payback_per_unit_staked": str(price.payback),
                "return_per_unit_paid": str(price.per_outlay),
                "return_per_unit_paid_float": float(price.per_outlay),
                "expected_net_per_unit_staked": float(price.expected),
            }
            for spot, price in prices.items()
        },
    }
