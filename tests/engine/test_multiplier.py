"""The multiplier table (engine/multiplier.py): settlement in cents, the lit-card draw, and the exact
price held to a brute force written here apart from the engine's enumeration, and to a simulation."""

from __future__ import annotations

import functools
import hashlib
import json
import math
import random
from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from itertools import combinations, permutations
from pathlib import Path

import pytest

from baccarat_desktop.engine.cards import Card, parse_cards, standard_deck
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.coup import Coup, resolve_cards
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.multiplier import (
    FEE,
    MULTIPLIER_SPOTS,
    STREAM_LABEL,
    WEIGHTS,
    AppliedMultiplier,
    LitCard,
    MultiplierWeights,
    base_pays,
    best_pays,
    fee_for,
    lit_cards,
    multiplier_prices,
    multiplier_report,
    settle,
)
from baccarat_desktop.engine.odds import CountsError, full_shoe_cards, full_shoe_counts

P, B, T, PP, BP = MULTIPLIER_SPOTS


def coup(*codes: str) -> Coup:
    """A coup from its cards in dealing order: P B P B, then the third cards."""
    return resolve_cards(parse_cards(codes))


def lit(*pairs: tuple[str, int]) -> tuple[LitCard, ...]:
    return tuple(LitCard(Card.parse(code), m) for code, m in pairs)


# -- settlement ------------------------------------------------------------------------------------


def test_a_three_card_player_win_with_two_lit_cards_multiplies_by_both() -> None:
    # Player 2S 3H (5) draws 4D: 9. Banker KS 7C stands on 7.
    c = coup("2S", "KS", "3H", "7C", "4D")
    lights = lit(("2S", 3), ("4D", 5), ("7C", 8))
    s = settle(P, 1000, c, lights)
    assert (s.stake, s.fee, s.net, s.product, s.total_net) == (1000, 200, 15_000, 15, 14_800)
    assert s.applied == (AppliedMultiplier("player", 0, 3), AppliedMultiplier("player", 2, 5))
    lost = settle(B, 1000, c, lights)  # Banker's lit 7C multiplies nothing on a loss
    assert (lost.net, lost.fee, lost.product, lost.applied, lost.total_net) == (-1000, 200, 1, (), -1200)


def test_both_copies_of_one_lit_identity_count() -> None:
    # Player 2S 2S (4) draws 5H: 9; Banker KS 7C stands. One lit 2S at x4 is held twice: x16.
    c = coup("2S", "KS", "2S", "7C", "5H")
    lights = lit(("2S", 4))
    assert settle(P, 1000, c, lights).net == 16_000
    pair = settle(PP, 1000, c, lights)  # 9 to 1 times x4 x4
    assert (pair.net, pair.product, len(pair.applied)) == (144_000, 16, 2)
    assert settle(BP, 1000, c, lights).net == -1000


def test_a_banker_win_rounds_the_fraction_of_a_cent_down_and_the_fee_up() -> None:
    # Player KS 6H stands on 6; Banker 9C KH is a natural 9.
    c = coup("KS", "9C", "6H", "KH")
    s = settle(B, 1005, c, lit(("9C", 2)))
    assert s.net == 1005 * 19 * 2 // 20 == 1909  # 1909.5: the half cent is the house's
    assert s.fee == 201 == fee_for(1005)
    assert fee_for(1003) == 201  # 200.6 rounds up
    assert fee_for(2500) == 500 and fee_for(0) == 0
    assert settle(B, 1000, c, ()).net == 950  # nothing lit: the Commission table's 19 to 20


def test_a_tie_multiplies_by_the_lit_cards_of_both_hands_and_pushes_player_and_banker() -> None:
    c = coup("9S", "9H", "KH", "QD")  # two natural 9s
    lights = lit(("9S", 2), ("9H", 3), ("QD", 5), ("AS", 8))
    tie = settle(T, 1000, c, lights)
    assert (tie.net, tie.product) == (1000 * 5 * 30, 30)
    assert {(a.hand, a.index) for a in tie.applied} == {("player", 0), ("banker", 0), ("banker", 1)}
    for spot in (P, B):
        push = settle(spot, 1000, c, lights)
        assert (push.net, push.fee, push.total_net, push.applied) == (0, 200, -200, ())


def test_a_pair_multiplies_by_its_two_cards_only() -> None:
    # Player 7S KD stands on 7; Banker 8H 8D (6) stands: Player wins, Banker holds a pair.
    c = coup("7S", "8H", "KD", "8D")
    lights = lit(("8D", 4), ("7S", 2))
    assert settle(BP, 1000, c, lights).net == 9 * 4 * 1000
    assert settle(PP, 1000, c, lights).net == -1000
    # A third card is not one of the pair's cards. Player 2S 2H (4) draws 5C; Banker KS 7C stands.
    third = coup("2S", "KS", "2H", "7C", "5C")
    s = settle(PP, 100, third, lit(("5C", 8), ("2H", 3)))
    assert (s.net, s.product) == (100 * 9 * 3, 3)


def test_only_the_multiplier_tables_bets_settle_there() -> None:
    c = coup("9S", "9H", "KH", "QD")
    with pytest.raises(DomainError):
        settle(BetSpot.DRAGON_7, 1000, c, ())
    with pytest.raises(DomainError):
        settle(P, 1000, c, lit(("9S", 2), ("9S", 3)))
    for stake in (0, -100, 10**12):
        with pytest.raises(DomainError):
            settle(P, stake, c, ())
    assert base_pays(P) == 1 and base_pays(B) == Fraction(19, 20)
    assert base_pays(T) == 5 and base_pays(PP) == base_pays(BP) == 9
    assert best_pays(P) == 8**3 and best_pays(B) == Fraction(19, 20) * 8**3
    assert best_pays(T) == 5 * 8**6 and best_pays(PP) == 9 * 64
    assert best_pays(T, MultiplierWeights(((1, 1),), ((3, 1), (8, 0)))) == 5 * 3**6


def test_weights_that_no_table_deals_are_refused() -> None:
    for counts, multipliers in (
        (((0, 1),), ((2, 1),)),
        (((6, 1),), ((2, 1),)),
        (((1, 1),), ((1, 1),)),
        (((1, 0),), ((2, 1),)),
        (((1, 1), (1, 2)), ((2, 1),)),
    ):
        with pytest.raises(DomainError):
            MultiplierWeights(counts, multipliers)


def test_the_published_weights() -> None:
    assert [WEIGHTS.p_lit(k) for k in range(1, 6)] == [Fraction(n, 100) for n in (10, 10, 50, 25, 5)]
    assert [WEIGHTS.p_multiplier(m) for m in (2, 3, 4, 5, 8)] == [
        Fraction(n, 100) for n in (30, 25, 20, 15, 10)
    ]
    assert WEIGHTS.to_dict()["multiplier"]["8"] == "1/10"


# -- the draw of the lit cards ---------------------------------------------------------------------


def reference_lit_cards(seed: bytes, hand: int) -> list[tuple[str, int]]:
    """docs/fairness.md's description of the draw, written out on its own."""
    key = STREAM_LABEL + seed + hand.to_bytes(8, "big")

    def words() -> Iterator[int]:
        k = 0
        while True:
            block = hashlib.sha256(key + k.to_bytes(8, "big")).digest()
            for i in range(0, 32, 4):
                yield int.from_bytes(block[i : i + 4], "big")
            k += 1

    w = words()

    def uniform(n: int) -> int:
        limit = 2**32 - 2**32 % n
        while (x := next(w)) >= limit:
            pass
        return x % n

    def pick(table: list[tuple[int, int]]) -> int:
        x = uniform(sum(weight for _, weight in table))
        for value, weight in table:
            if x < weight:
                return value
            x -= weight
        raise AssertionError

    counts = [(1, 10), (2, 10), (3, 50), (4, 25), (5, 5)]
    multipliers = [(2, 30), (3, 25), (4, 20), (5, 15), (8, 10)]
    deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
    out = []
    for i in range(pick(counts)):
        j = i + uniform(52 - i)
        deck[i], deck[j] = deck[j], deck[i]
        out.append((deck[i], pick(multipliers)))
    return out


def test_the_lit_cards_follow_from_the_seed_and_the_hand_number() -> None:
    seed = hashlib.sha256(b"multiplier test").digest()
    first = lit_cards(seed, 1)
    assert first == lit_cards(seed, 1)
    for hand in range(1, 40):
        got = [(item.card.code, item.multiplier) for item in lit_cards(seed, hand)]
        assert got == reference_lit_cards(seed, hand)
    assert [lit_cards(seed, h) for h in range(1, 9)] != [lit_cards(seed[::-1], h) for h in range(1, 9)]
    with pytest.raises(DomainError):
        lit_cards(seed, 0)
    with pytest.raises(DomainError):
        lit_cards(seed[:31], 1)


class _EveryValue:
    """A stand-in stream whose uniform(n) returns 0, 1, ..., n - 1 in turn: every outcome once."""

    def __init__(self) -> None:
        self.next = 0

    def uniform(self, n: int) -> int:
        value, self.next = self.next % n, self.next + 1
        return value


def test_each_draw_takes_its_weight_exactly() -> None:
    from baccarat_desktop.engine.multiplier import _pick

    for table in (WEIGHTS.lit_counts, WEIGHTS.multipliers):
        stream = _EveryValue()
        total = sum(w for _, w in table)
        tally = Counter(_pick(stream, table) for _ in range(total))  # type: ignore[arg-type]
        assert tally == dict(table)


def test_many_hands_light_cards_as_the_weights_say() -> None:
    seed = bytes(range(32))
    hands = [lit_cards(seed, h) for h in range(1, 2001)]
    sizes = Counter(len(h) for h in hands)
    multipliers = Counter(item.multiplier for h in hands for item in h)
    # The counts this seed gives, pinned (the draw is published: any change shows here) ...
    assert sizes == {1: 225, 2: 187, 3: 1028, 4: 465, 5: 95}
    assert multipliers == {2: 1738, 3: 1525, 4: 1217, 5: 944, 8: 594}
    # ... and each within four standard deviations of what the weights give.
    n = len(hands)
    for k, count in sizes.items():
        p = float(WEIGHTS.p_lit(k))
        assert abs(count - n * p) < 4 * math.sqrt(n * p * (1 - p))
    m_total = sum(multipliers.values())
    for m, count in multipliers.items():
        p = float(WEIGHTS.p_multiplier(m))
        assert abs(count - m_total * p) < 4 * math.sqrt(m_total * p * (1 - p))
    assert all(len({item.card for item in h}) == len(h) for h in hands)  # without replacement


# -- the exact price against a brute force -------------------------------------------------------


@functools.cache
def _brute_product(held: tuple[Card, ...], weights: MultiplierWeights, power: int = 1) -> Fraction:
    """E[product ** power] of the multipliers on the cards held, summed over every set T of their
    identities that can be exactly the lit ones among them (out of the 52: the other k - |T| lit
    cards among the 52 - j identities not held), each lit card's multiplier drawn independently."""
    p_k = {k: weights.p_lit(k) for k, _ in weights.lit_counts}
    p_m = {m: weights.p_multiplier(m) for m, _ in weights.multipliers}
    copies = Counter(held)
    ids = list(copies)
    j = len(ids)
    total = Fraction(0)
    for size in range(len(ids) + 1):
        for chosen in combinations(ids, size):
            exactly = sum(
                (p * math.comb(52 - j, k - size) / math.comb(52, k) for k, p in p_k.items() if k >= size),
                Fraction(0),
            )
            product = Fraction(1)
            for card in chosen:  # each lit card's multiplier, on every copy held
                product *= sum((p * m ** (power * copies[card]) for m, p in p_m.items()), Fraction(0))
            total += exactly * product
    return total


def _brute_coup(c: Coup, weights: MultiplierWeights, power: int = 1) -> dict[BetSpot, Fraction]:
    """Each bet on one coup, averaged over the lit draw: ``power`` 1, the payback per unit staked;
    2, the square of the net per unit staked, fee included (pays x product - fee on a win, -fee on
    a push, -1 - fee on a loss)."""

    def product(held: tuple[Card, ...], p: int) -> Fraction:
        return _brute_product(tuple(sorted(held, key=lambda card: card.code)), weights, p)

    def win(pays: Fraction, held: tuple[Card, ...]) -> Fraction:
        if power == 1:
            return 1 + pays * product(held, 1)
        return pays**2 * product(held, 2) - 2 * pays * FEE * product(held, 1) + FEE**2

    push, loss = (Fraction(1), Fraction(0)) if power == 1 else (FEE**2, (1 + FEE) ** 2)
    pt, bt = c.player_total, c.banker_total
    out = {
        P: push if pt == bt else win(Fraction(1), c.player) if pt > bt else loss,
        B: push if pt == bt else win(Fraction(19, 20), c.banker) if bt > pt else loss,
        T: win(Fraction(5), c.player + c.banker) if pt == bt else loss,
    }
    for spot, hand in ((PP, c.player), (BP, c.banker)):
        out[spot] = win(Fraction(9), hand[:2]) if hand[0].rank == hand[1].rank else loss
    return out


def _brute_payback(cards: list[Card], weights: MultiplierWeights, power: int = 1) -> dict[BetSpot, Fraction]:
    """Every ordered six-card draw of the physical cards, dealt by the engine's coup, each bet
    averaged over the lit draw by ``_brute_coup``."""
    back = dict.fromkeys(MULTIPLIER_SPOTS, Fraction(0))
    draws = 0
    for order in permutations(range(len(cards)), 6):
        draws += 1
        for spot, value in _brute_coup(resolve_cards([cards[i] for i in order]), weights, power).items():
            back[spot] += value
    return {spot: value / draws for spot, value in back.items()}


TINY = {"2S": 3, "KC": 1, "KH": 1, "8H": 1, "4D": 1}  # 7 cards: 5,040 ordered draws, 2S thrice


@pytest.mark.parametrize(
    "weights",
    [WEIGHTS, MultiplierWeights(((5, 1), (2, 3)), ((8, 2), (3, 1)))],
    ids=["published", "lopsided"],
)
def test_the_exact_price_matches_a_brute_force_on_a_tiny_shoe(weights: MultiplierWeights) -> None:
    counts = {Card.parse(code): n for code, n in TINY.items()}
    cards = [card for card, n in counts.items() for _ in range(n)]
    expected = _brute_payback(cards, weights)
    prices = multiplier_prices(counts, weights)
    assert {spot: prices[spot].payback for spot in MULTIPLIER_SPOTS} == expected
    assert all(expected[spot] > 0 for spot in MULTIPLIER_SPOTS)  # every bet wins somewhere here
    squares = _brute_payback(cards, weights, power=2)
    assert {spot: prices[spot].second_moment for spot in MULTIPLIER_SPOTS} == squares
    for spot in MULTIPLIER_SPOTS:
        mean = expected[spot] - 1 - FEE
        assert prices[spot].variance == squares[spot] - mean**2 > 0


def test_prices_need_the_cards_suits() -> None:
    with pytest.raises(CountsError):
        multiplier_prices(full_shoe_counts(8))  # type: ignore[arg-type]


def test_the_full_shoe_prices_published_in_docs_bets() -> None:
    eight = multiplier_prices(full_shoe_cards(8))
    assert eight[P].per_outlay == Fraction(465967814934966899, 472447829701575000)  # 98.6284%
    assert eight[PP].per_outlay == Fraction(194954233, 220116000)  # 88.5689%
    assert round(float(eight[B].per_outlay), 6) == 0.976653
    assert round(float(eight[T].per_outlay), 6) == 0.948262
    assert eight[BP].payback == eight[PP].payback
    assert eight[P].expected == eight[P].payback - 1 - FEE
    six = multiplier_prices(full_shoe_cards(6))
    assert round(float(six[P].per_outlay), 6) == 0.985945
    assert round(float(six[T].per_outlay), 6) == 0.943170


def test_a_seeded_simulation_of_the_full_shoe_lands_on_the_exact_price() -> None:
    """4,000 coups from a full 8-deck shoe, their lit cards drawn by ``lit_cards``, settled in
    cents: each bet's mean payback within five standard errors of the exact one."""
    rng = random.Random(30)
    shoe = [card for _ in range(8) for card in standard_deck()]
    seed = hashlib.sha256(b"multiplier simulation").digest()
    stake = 100
    results: dict[BetSpot, list[int]] = {spot: [] for spot in MULTIPLIER_SPOTS}
    for hand in range(1, 4_001):
        c = resolve_cards(rng.sample(shoe, 6))
        lights = lit_cards(seed, hand)
        for spot in MULTIPLIER_SPOTS:
            s = settle(spot, stake, c, lights)
            results[spot].append(stake + s.net if s.net >= 0 else 0)
    exact = multiplier_prices(full_shoe_cards(8))
    for spot, paid in results.items():
        n = len(paid)
        mean = sum(paid) / n / stake
        sd = math.sqrt(sum((x / stake - mean) ** 2 for x in paid) / (n - 1))
        assert abs(mean - float(exact[spot].payback)) < 5 * sd / math.sqrt(n), spot


def test_docs_bets_publishes_the_weights_and_returns_the_code_has() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "bets.md").read_text(encoding="utf-8")
    section = text.split("## The multiplier table", 1)[1]
    chances = " | ".join(f"{float(WEIGHTS.p_lit(k)) * 100:g}%" for k, _ in WEIGHTS.lit_counts)
    assert f"| chance | {chances} |" in section
    chances = " | ".join(f"{float(WEIGHTS.p_multiplier(m)) * 100:g}%" for m, _ in WEIGHTS.multipliers)
    assert f"| chance | {chances} |" in section
    eight, six = multiplier_prices(full_shoe_cards(8)), multiplier_prices(full_shoe_cards(6))
    for spot in (P, B, T, PP):
        a, b = eight[spot].per_outlay, six[spot].per_outlay
        assert f"| {a} | {float(a) * 100:.4f}% | {b} | {float(b) * 100:.4f}% |" in section, spot
        assert f"{float(eight[spot].expected) * 100:.4f}% / ".replace("-", "−") in section, spot


def test_the_report_prints_the_weights_beside_the_returns() -> None:
    report = json.loads(json.dumps(multiplier_report(full_shoe_cards(8))))
    assert report["weights"] == WEIGHTS.to_dict() and report["fee"] == "1/5"
    exact = multiplier_prices(full_shoe_cards(8))
    for spot in MULTIPLIER_SPOTS:
        row = report["bets"][spot.value]
        assert Fraction(row["return_per_unit_paid"]) == exact[spot].per_outlay
        assert Fraction(row["payback_per_unit_staked"]) == exact[spot].payback


def test_a_seeded_simulation_of_the_coups_lands_on_the_exact_spread() -> None:
    """The second moment of each bet's net (fee included) from 4,000 coups dealt at random from a
    full one-deck shoe, each coup's lit draw averaged by the brute force's own sum: within five
    standard errors of the exact one. A net squared has so long a tail (x8 on each of six cards, and
    in a shoe of several decks one lit card held twice or thrice squares to x8^4 or x8^6) that a few
    thousand hands would not see it: the lit draw is not sampled, and one deck holds each card once
    (the tiny shoe's brute force checks a card held thrice)."""
    rng = random.Random(2930)
    shoe = list(standard_deck())
    squares: dict[BetSpot, list[float]] = {spot: [] for spot in MULTIPLIER_SPOTS}
    for _ in range(4_000):
        for spot, value in _brute_coup(resolve_cards(rng.sample(shoe, 6)), WEIGHTS, power=2).items():
            squares[spot].append(float(value))
    exact = multiplier_prices(full_shoe_cards(1))
    for spot, xs in squares.items():
        n = len(xs)
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))
        assert abs(mean - float(exact[spot].second_moment)) < 5 * sd / math.sqrt(n), spot
