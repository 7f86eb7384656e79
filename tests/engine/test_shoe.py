"""The shoe: the documented verifiable shuffle (re-implemented here), the cut card, the burn, seeds."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.shoe import (
    ByteStream,
    DerivedSeeds,
    SecureSeeds,
    Shoe,
    commitment,
    parse_seed,
    shuffled_order,
)

ALL_CODES = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
GOLDEN_SEED_HEX = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
# From the independent implementation below (and `baccarat-desktop verify-shoe`, which agrees).
GOLDEN_FIRST_10 = ["5D", "4S", "2C", "TS", "7D", "2D", "JS", "9C", "AS", "6D"]
GOLDEN_BEHIND_CUT = 15


# -- An independent implementation of the documented algorithm (docs/fairness.md, shoe.py) ----------
def _words(seed: bytes) -> Iterator[int]:
    """SHA-256(seed || 8-byte big-endian counter) blocks, read as 4-byte big-endian words."""
    counter = 0
    while True:
        block = hashlib.sha256(seed + counter.to_bytes(8, "big")).digest()
        counter += 1
        for offset in range(0, 32, 4):
            yield int.from_bytes(block[offset : offset + 4], "big")


def _uniform_from(words: Iterator[int]) -> Callable[[int], int]:
    def uniform(n: int) -> int:
        limit = 2**32 - 2**32 % n
        for word in words:
            if word < limit:
                return word % n
        raise AssertionError("the stream never ends")

    return uniform


def reference_shoe(
    seed: bytes, decks: int = 8, cut_min: int = 14, cut_max: int = 16
) -> tuple[list[str], int]:
    """Card codes in shoe order and the number of cards behind the cut card."""
    uniform = _uniform_from(_words(seed))
    order = [code for _ in range(decks) for code in ALL_CODES]
    for i in range(len(order) - 1, 0, -1):
        j = uniform(i + 1)
        order[i], order[j] = order[j], order[i]
    return order, cut_min + uniform(cut_max - cut_min + 1)


def seed_of(label: str | int) -> bytes:
    return hashlib.sha256(f"test-shoe/{label}".encode()).digest()


# -- The shuffle -------------------------------------------------------------------------------
def test_reference_implementation_sanity() -> None:
    # The reference itself: a permutation, and rejection sampling stays below the limit.
    order, behind = reference_shoe(seed_of(0))
    assert Counter(order) == Counter(ALL_CODES * 8)
    assert 14 <= behind <= 16
    # 2**32 % 3 == 1, so the limit is 2**32 - 1: 2**32 - 1 is rejected, 2**32 - 2 is accepted.
    uniform = _uniform_from(iter([2**32 - 1, 2**32 - 2]))
    assert uniform(3) == (2**32 - 2) % 3


# Large n make rejection frequent: for n = 2**31 + 1 the limit is 2**31 + 1, so about half the words
# are rejected, and a stream that skipped the rejection step would drift at once.
UNIFORM_SIZES = [2**31 + 1, 3 * 2**30, 10**9 + 7, 2**32, 416, 52, 3, 2, 1]


@pytest.mark.parametrize("label", range(4))
def test_uniform_rejection_sampling_matches_the_reference(label: int) -> None:
    seed = seed_of(f"uniform/{label}")
    stream, reference = ByteStream(seed), _uniform_from(_words(seed))
    draws = [n for _ in range(30) for n in UNIFORM_SIZES]
    assert [stream.uniform(n) for n in draws] == [reference(n) for n in draws]


def test_uniform_refuses_impossible_ranges() -> None:
    stream = ByteStream(seed_of(0))
    for n in (0, -1, 2**32 + 1):
        with pytest.raises(ValueError, match="uniformly"):
            stream.uniform(n)


@pytest.mark.parametrize("label", range(6))
@pytest.mark.parametrize("decks", [8, 6])
def test_shoe_order_is_the_documented_algorithm(label: int, decks: int) -> None:
    seed = seed_of(label)
    expected, behind = reference_shoe(seed, decks)
    shoe = Shoe.from_seed(seed, decks)
    assert [c.code for c in shoe.cards] == expected
    assert len(shoe) - shoe.cut_position == behind
    cards, engine_behind = shuffled_order(seed, decks)
    assert [c.code for c in cards] == expected
    assert engine_behind == behind


@pytest.mark.parametrize("cut_range", [(20, 25), (12, 12), (30, 100)])
def test_cut_card_draws_from_the_same_stream(cut_range: tuple[int, int]) -> None:
    seed = seed_of("cut")
    expected, behind = reference_shoe(seed, 8, *cut_range)
    shoe = Shoe.from_seed(seed, 8, cut_range)
    assert [c.code for c in shoe.cards] == expected
    assert shoe.cut_position == 416 - behind


def test_golden_first_ten_cards() -> None:
    seed = bytes.fromhex(GOLDEN_SEED_HEX)
    order, behind = reference_shoe(seed)
    assert order[:10] == GOLDEN_FIRST_10
    assert behind == GOLDEN_BEHIND_CUT
    shoe = Shoe.from_seed(seed)
    assert [c.code for c in shoe.cards[:10]] == GOLDEN_FIRST_10
    assert shoe.cut_position == 416 - GOLDEN_BEHIND_CUT
    assert shoe.commitment == hashlib.sha256(seed).hexdigest()


def test_same_seed_same_order() -> None:
    seed = seed_of("same")
    first, second = Shoe.from_seed(seed), Shoe.from_seed(bytes(seed))
    assert first.cards == second.cards
    assert first.cut_position == second.cut_position


def test_different_seeds_different_orders() -> None:
    orders = {tuple(c.code for c in Shoe.from_seed(seed_of(i)).cards) for i in range(20)}
    assert len(orders) == 20
    # A one-bit change of the seed changes the order too.
    seed = bytearray(seed_of("bit"))
    flipped = bytearray(seed)
    flipped[31] ^= 1
    assert Shoe.from_seed(bytes(seed)).cards != Shoe.from_seed(bytes(flipped)).cards


@pytest.mark.parametrize("decks", [8, 6])
def test_order_is_a_permutation_of_full_decks(decks: int) -> None:
    for label in range(5):
        shoe = Shoe.from_seed(seed_of(label), decks)
        assert len(shoe) == 52 * decks
        counts = Counter(c.code for c in shoe.cards)
        assert set(counts) == set(ALL_CODES)
        assert set(counts.values()) == {decks}
        assert shoe.decks == decks


def test_shuffle_actually_moves_cards() -> None:
    canonical = [code for _ in range(8) for code in ALL_CODES]
    order = [c.code for c in Shoe.from_seed(seed_of("moves")).cards]
    # A fair shuffle leaves about 416/52 = 8 cards where they started; far fewer than 100.
    assert sum(a == b for a, b in zip(order, canonical, strict=True)) < 100


def test_default_cut_leaves_14_to_16_cards() -> None:
    seen = Counter()
    for label in range(300):
        shoe = Shoe.from_seed(seed_of(label))
        behind = len(shoe) - shoe.cut_position
        assert 14 <= behind <= 16
        seen[behind] += 1
    assert set(seen) == {14, 15, 16}  # every value happens (each has chance 1/3 in 300 tries)


def test_cut_range_is_configurable() -> None:
    seen = set()
    for label in range(300):
        shoe = Shoe.from_seed(seed_of(label), 8, (20, 25))
        behind = len(shoe) - shoe.cut_position
        assert 20 <= behind <= 25
        seen.add(behind)
    assert seen == set(range(20, 26))
    fixed = Shoe.from_seed(seed_of(1), 6, (15, 15))
    assert len(fixed) - fixed.cut_position == 15


@pytest.mark.parametrize("cut_range", [(17, 16), (-1, 5), (0, 416), (400, 500)])
def test_impossible_cut_ranges_are_refused(cut_range: tuple[int, int]) -> None:
    with pytest.raises(ValueError, match="cut card"):
        shuffled_order(seed_of(0), 8, cut_range)


@pytest.mark.parametrize("seed", [b"", b"x" * 31, b"x" * 33, "00" * 32, None])
def test_seed_must_be_32_bytes(seed: object) -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        Shoe.from_seed(seed)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="32 bytes"):
        commitment(seed)  # type: ignore[arg-type]


def test_commitment_is_sha256_of_the_seed() -> None:
    seed = seed_of("commit")
    assert commitment(seed) == hashlib.sha256(seed).hexdigest()
    assert Shoe.from_seed(seed).commitment == hashlib.sha256(seed).hexdigest()
    assert Shoe.from_order(parse_cards(["AS"] * 10)).commitment is None


# -- Chi-square: no position bias -----------------------------------------------------------------
# Critical values of the chi-square distribution at significance 0.001 (upper tail).
CHI2_CRITICAL_0_001 = {12: 32.909, 51: 87.968}


def chi_square(observed: list[int]) -> float:
    expected = sum(observed) / len(observed)
    return sum((o - expected) ** 2 / expected for o in observed)


CHI_SEEDS = [hashlib.sha256(b"chi-square/%d" % i).digest() for i in range(5200)]


def _positions(shuffle: Callable[[bytes], list[str]]) -> tuple[list[int], list[int], list[int]]:
    """Where the first and last canonical cards end up, and which card lands in position 0."""
    where_first, where_last, at_top = [0] * 52, [0] * 52, [0] * 52
    index = {code: i for i, code in enumerate(ALL_CODES)}
    for seed in CHI_SEEDS:
        order = shuffle(seed)
        where_first[order.index("AS")] += 1
        where_last[order.index("KC")] += 1
        at_top[index[order[0]]] += 1
    return where_first, where_last, at_top


def test_one_deck_shuffle_has_no_position_bias() -> None:
    # 5200 one-deck shoes: each of 52 positions expects 100 (df = 51).
    counts = _positions(lambda seed: [c.code for c in shuffled_order(seed, 1)[0]])
    for observed in counts:
        assert sum(observed) == 5200
        assert chi_square(observed) < CHI2_CRITICAL_0_001[51]


def test_the_chi_square_check_catches_a_biased_shuffle() -> None:
    # The same statistic on Sattolo's algorithm (j drawn from [0, i) instead of [0, i]: a card never
    # stays put) must fail, or the test above proves nothing.
    def sattolo(seed: bytes) -> list[str]:
        uniform = _uniform_from(_words(seed))
        order = list(ALL_CODES)
        for i in range(51, 0, -1):
            j = uniform(i)
            order[i], order[j] = order[j], order[i]
        return order

    where_first, where_last, _ = _positions(sattolo)
    assert where_first[0] == 0 and where_last[51] == 0
    assert chi_square(where_first) > CHI2_CRITICAL_0_001[51]


def test_eight_deck_shuffle_has_no_rank_bias_at_the_ends() -> None:
    # 1300 eight-deck shoes: the rank of the first card and of the last card, 13 ranks x 100 (df = 12).
    first, last = Counter(), Counter()
    for seed in CHI_SEEDS[:1300]:
        cards = shuffled_order(seed, 8)[0]
        first[cards[0].rank] += 1
        last[cards[-1].rank] += 1
    for counter in (first, last):
        observed = [counter[rank] for rank in sorted(counter)]
        assert len(observed) == 13 and sum(observed) == 1300
        assert chi_square(observed) < CHI2_CRITICAL_0_001[12]


# -- Drawing, the cut card and the burn -------------------------------------------------------------
def stacked(codes: str, **kwargs) -> Shoe:
    return Shoe.from_order(parse_cards(codes.split()), **kwargs)


def test_drawing_moves_through_the_shoe() -> None:
    shoe = stacked("AS 2S 3S 4S 5S 6S 7S")
    assert shoe.remaining == 7 and shoe.position == 0
    assert [shoe.draw().code for _ in range(3)] == ["AS", "2S", "3S"]
    assert shoe.position == 3 and shoe.remaining == 4
    assert [c.code for c in shoe.dealt()] == ["AS", "2S", "3S"]
    assert [c.code for c in shoe] == ["4S", "5S", "6S", "7S"]
    assert shoe.exhausted  # fewer than 6 cards left: a coup might not finish
    counts = shoe.remaining_counts()
    assert sum(counts.values()) == 4
    assert [counts[c.rank] for c in parse_cards(["4S", "5S", "6S", "7S", "AS"])] == [1, 1, 1, 1, 0]
    for _ in range(4):
        shoe.draw()
    assert not shoe.can_draw()
    with pytest.raises(ValueError, match="empty"):
        shoe.draw()


def test_cut_card_comes_out_when_the_card_at_its_position_is_drawn() -> None:
    shoe = stacked(" ".join(["AS"] * 30), cards_behind_cut=12)
    assert shoe.cut_position == 18
    for _ in range(18):
        shoe.draw()
        assert not shoe.cut_card_out
    shoe.draw()  # the card at index 18, the first one behind the cut card
    assert shoe.cut_card_out


def test_cut_card_must_sit_inside_the_shoe() -> None:
    with pytest.raises(ValueError, match="cut card"):
        stacked("AS 2S 3S", cards_behind_cut=4)


@pytest.mark.parametrize(
    ("first", "burned"),
    [("AS", 1), ("2H", 2), ("5D", 5), ("9C", 9), ("TS", 10), ("JH", 10), ("QD", 10), ("KC", 10)],
)
def test_burn_shows_one_card_and_burns_that_many(first: str, burned: int) -> None:
    rest = [f"{r}{s}" for s in "HDC" for r in "A23456789"]  # 27 distinct cards to burn from
    shoe = Shoe.from_order(parse_cards([first, *rest]), burns=True)
    assert shoe.can_burn()
    burn = shoe.burn()
    assert burn.shown.code == first
    assert [c.code for c in burn.face_down] == rest[:burned]
    assert burn.count == 1 + burned
    assert shoe.position == 1 + burned
    assert shoe.draw().code == rest[burned]  # play starts with the next card
    assert not shoe.can_burn()
    with pytest.raises(ValueError, match="burn"):
        shoe.burn()


def test_burn_happens_only_once_and_only_at_the_start() -> None:
    shoe = Shoe.from_seed(seed_of("burn"))
    assert shoe.can_burn()
    burn = shoe.burn()
    expected = [c.code for c in Shoe.from_seed(seed_of("burn")).cards]
    count = burn.shown.rank.burn_count
    assert [burn.shown.code, *(c.code for c in burn.face_down)] == expected[: 1 + count]
    assert not shoe.can_burn()
    with pytest.raises(ValueError, match="once"):
        shoe.burn()
    fresh = Shoe.from_seed(seed_of("burn"))
    fresh.draw()
    assert not fresh.can_burn()


def test_stacked_shoes_do_not_burn_unless_asked() -> None:
    assert not stacked(" ".join(["AS"] * 20)).can_burn()
    assert stacked(" ".join(["AS"] * 20), burns=True).can_burn()


# -- Seeds ---------------------------------------------------------------------------------------
def test_parse_seed() -> None:
    assert parse_seed(GOLDEN_SEED_HEX) == bytes.fromhex(GOLDEN_SEED_HEX)
    assert parse_seed(GOLDEN_SEED_HEX.upper()) == bytes.fromhex(GOLDEN_SEED_HEX)
    assert parse_seed(" 42 ") == 42
    assert parse_seed("0") == 0
    for bad in ["", "abc", "-1", GOLDEN_SEED_HEX[:-1] + "g", GOLDEN_SEED_HEX[:-2], "4.5"]:
        with pytest.raises(ValueError, match="seed"):
            parse_seed(bad)


def test_derived_seed_chain_is_the_documented_one() -> None:
    chain = DerivedSeeds(42)
    first = hashlib.sha256(b"baccarat-desktop/seed/v1/42").digest()
    second = hashlib.sha256(b"baccarat-desktop/next-shoe/v1/" + first).digest()
    assert chain.next_seed() == first
    assert chain.next_seed() == second
    hex_seed = bytes.fromhex(GOLDEN_SEED_HEX)
    chain = DerivedSeeds(hex_seed)
    assert chain.next_seed() == hex_seed
    assert chain.next_seed() == hashlib.sha256(b"baccarat-desktop/next-shoe/v1/" + hex_seed).digest()
    resumed = DerivedSeeds(42, already_used=first)
    assert resumed.next_seed() == second
    with pytest.raises(ValueError, match="negative"):
        DerivedSeeds(-1)


def test_secure_seeds_are_fresh_32_bytes() -> None:
    source = SecureSeeds()
    seeds = {source.next_seed() for _ in range(5)}
    assert len(seeds) == 5
    assert all(len(seed) == 32 for seed in seeds)
    assert not source.derived
