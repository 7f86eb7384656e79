"""The shoe: a verifiable shuffle, the burn, the cut card and the last-hand rule.

The shuffle is a published algorithm (docs/fairness.md) so anyone holding a revealed seed can
rebuild the exact card order with a few lines in any language:

1. Byte stream: block k (k = 0, 1, 2, ...) is SHA-256(seed || k as an 8-byte big-endian integer);
   the stream is the blocks concatenated.
2. Words: consecutive 4-byte big-endian unsigned integers of that stream.
3. ``uniform(n)``: take words until one is below ``2**32 - (2**32 % n)`` and return it modulo n
   (rejection sampling: every result is exactly equally likely).
4. Start from the canonical order (deck 1: spades A..K, hearts, diamonds, clubs; then deck 2, ...)
   and for i from N-1 down to 1 swap cards i and ``uniform(i + 1)`` (Fisher–Yates).
5. Cards behind the cut card: ``cut_min + uniform(cut_max - cut_min + 1)`` from the same stream.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .cards import RANKS, Card, Rank, standard_deck
from .errors import DomainError, shown
from .rules import DEFAULT_RULES

__all__ = [
    "SEED_BYTES",
    "Burn",
    "DerivedSeeds",
    "SecureSeeds",
    "SeedSource",
    "Shoe",
    "commitment",
    "parse_seed",
    "seed_from_hex",
    "shuffled_order",
]

SEED_BYTES = 32
# Python's own limit on turning digits into a number: a longer seed number cannot be read, nor
# written out again for the derived seed (docs/fairness.md), so it is refused in words.
MAX_SEED_DIGITS = 4_300


class ByteStream:
    """The SHA-256 counter-mode stream the shuffle draws from."""

    def __init__(self, seed: bytes) -> None:
        self._seed = seed
        self._counter = 0
        self._buffer = b""
        self._offset = 0

    def word(self) -> int:
        if self._offset + 4 > len(self._buffer):
            block = hashlib.sha256(self._seed + self._counter.to_bytes(8, "big")).digest()
            self._buffer = self._buffer[self._offset :] + block
            self._offset = 0
            self._counter += 1
        value = int.from_bytes(self._buffer[self._offset : self._offset + 4], "big")
        self._offset += 4
        return value

    def uniform(self, n: int) -> int:
        """An unbiased integer in [0, n) by rejection sampling."""
        if not 0 < n <= 2**32:
            raise DomainError(f"cannot draw uniformly from {n} values")
        limit = 2**32 - (2**32 % n)
        while True:
            word = self.word()
            if word < limit:
                return word % n


_CUT_RANGE = (DEFAULT_RULES.cut_min, DEFAULT_RULES.cut_max)  # a new table's cards behind the cut card


def _check_seed(seed: object) -> None:
    if not isinstance(seed, bytes | bytearray) or len(seed) != SEED_BYTES:
        raise DomainError(f"a shoe seed is exactly {SEED_BYTES} bytes (64 hex digits)")


def shuffled_order(
    seed: bytes, decks: int, cut_range: tuple[int, int] = _CUT_RANGE
) -> tuple[list[Card], int]:
    """The card order and the number of cards behind the cut card that ``seed`` produces."""
    _check_seed(seed)
    if decks < 1:
        raise DomainError("a shoe needs at least one deck")
    cards = [card for _ in range(decks) for card in standard_deck()]
    stream = ByteStream(bytes(seed))
    for i in range(len(cards) - 1, 0, -1):
        j = stream.uniform(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    low, high = cut_range
    if not 0 <= low <= high < len(cards):
        raise DomainError(f"cannot leave {low}–{high} cards behind the cut card in a {len(cards)}-card shoe")
    behind = low + stream.uniform(high - low + 1)
    return cards, behind


def commitment(seed: bytes) -> str:
    """SHA-256 of the seed in hex: shown before the shoe starts, checked when the seed is revealed."""
    _check_seed(seed)
    return hashlib.sha256(seed).hexdigest()


def seed_from_hex(text: object) -> bytes:
    """A shoe seed written as exactly 64 hex digits (as stored and as shown), as its 32 bytes;
    ``DomainError`` for anything else (``bytes.fromhex`` alone would take spaces and shorter text)."""
    if isinstance(text, str) and len(text) == 2 * SEED_BYTES and text.isascii() and text.isalnum():
        try:
            return bytes.fromhex(text)
        except ValueError:
            pass
    raise DomainError(f"a shoe seed is exactly {2 * SEED_BYTES} hex digits (0-9, a-f)")


def parse_seed(text: str) -> bytes | int:
    """A command-line seed: 64 hex digits are a shoe seed as is; a decimal integer is a master seed."""
    cleaned = text.strip()
    if len(cleaned) == 2 * SEED_BYTES:
        try:
            return seed_from_hex(cleaned)
        except DomainError:
            pass
    digits = cleaned.lstrip("+-").replace("_", "")
    if digits.isdigit() and len(digits) > MAX_SEED_DIGITS:
        raise DomainError(
            f"a seed number has at most {MAX_SEED_DIGITS:,} digits (this one has {len(digits):,})"
        )
    try:
        value = int(cleaned, 10)
    except ValueError:
        raise DomainError(
            f"{shown(cleaned)} is not a seed: give a whole number (e.g. 42) or exactly 64 hex digits"
        ) from None
    if value < 0:
        raise DomainError("a seed number cannot be negative")
    return value


@dataclass(frozen=True, slots=True)
class Burn:
    """The burn at the start of a shoe: one card turned face up, then that many burned face down."""

    shown: Card
    face_down: tuple[Card, ...]

    @property
    def count(self) -> int:
        """Every card taken out of play by the burn, the shown card included."""
        return 1 + len(self.face_down)


class Shoe:
    """An ordered shoe with a position, a cut card and the seed (if any) that made it."""

    def __init__(
        self,
        cards: Sequence[Card],
        *,
        cut_position: int | None,
        seed: bytes | None = None,
        decks: int | None = None,
        position: int = 0,
        burns: bool = True,
    ) -> None:
        if cut_position is not None and not 0 < cut_position <= len(cards):
            raise DomainError(
                f"the cut card must sit inside the shoe (position {cut_position} of {len(cards)})"
            )
        if not 0 <= position <= len(cards):
            raise DomainError(f"position {position} is outside a shoe of {len(cards)} cards")
        self._cards = tuple(cards)
        self.cut_position = cut_position
        self.seed = bytes(seed) if seed is not None else None
        self.decks = decks if decks is not None else max(1, round(len(self._cards) / 52))
        self.position = position
        self.burns = burns

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def from_seed(
        cls,
        seed: bytes,
        decks: int = DEFAULT_RULES.decks,
        cut_range: tuple[int, int] = _CUT_RANGE,
        *,
        position: int = 0,
    ) -> Shoe:
        cards, behind = shuffled_order(seed, decks, cut_range)
        return cls(cards, cut_position=len(cards) - behind, seed=seed, decks=decks, position=position)

    @classmethod
    def from_order(
        cls, cards: Sequence[Card], *, cards_behind_cut: int | None = None, burns: bool = False
    ) -> Shoe:
        """A stacked shoe for tests and replays; without a cut card it ends when fewer than 6 cards remain."""
        cut = None if cards_behind_cut is None else len(cards) - cards_behind_cut
        return cls(cards, cut_position=cut, burns=burns)

    # -- state -------------------------------------------------------------------------------
    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    @property
    def commitment(self) -> str | None:
        return commitment(self.seed) if self.seed is not None else None

    def __len__(self) -> int:
        return len(self._cards)

    @property
    def remaining(self) -> int:
        return len(self._cards) - self.position

    @property
    def cut_card_out(self) -> bool:
        """True once the card behind the cut card has been drawn: the coup after that is the last."""
        return self.cut_position is not None and self.position > self.cut_position

    @property
    def exhausted(self) -> bool:
        """Too few cards for a coup that may need six (only stacked shoes without a cut card get here)."""
        return self.remaining < 6

    def remaining_counts(self) -> dict[Rank, int]:
        """Cards left by rank, for exact odds of the remaining shoe."""
        counts = dict.fromkeys(RANKS, 0)
        for card in self._cards[self.position :]:
            counts[card.rank] += 1
        return counts

    def dealt(self) -> tuple[Card, ...]:
        return self._cards[: self.position]

    # -- actions -----------------------------------------------------------------------------
    def can_draw(self) -> bool:
        return self.position < len(self._cards)

    def draw(self) -> Card:
        if not self.can_draw():
            raise DomainError("the shoe is empty")
        card = self._cards[self.position]
        self.position += 1
        return card

    def can_burn(self) -> bool:
        return self.burns and self.position == 0 and len(self._cards) >= 11

    def burn(self) -> Burn:
        """Turn the first card face up and burn that many more (a ten or court card counts 10)."""
        if not self.can_burn():
            raise DomainError("the burn happens once, before the first coup of a shoe")
        shown = self.draw()
        face_down = tuple(self.draw() for _ in range(shown.rank.burn_count))
        return Burn(shown, face_down)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards[self.position :])


class SeedSource:
    """Where each new shoe's 32-byte seed comes from."""

    derived = False

    def next_seed(self) -> bytes:
        raise NotImplementedError


class SecureSeeds(SeedSource):
    """Real play: a fresh seed from the operating system's secure generator for every shoe."""

    def next_seed(self) -> bytes:
        return secrets.token_bytes(SEED_BYTES)


class DerivedSeeds(SeedSource):
    """Reproducible seeds for tests, simulations and replays (never for real play).

    A 64-hex seed is the first shoe's seed as is; an integer n gives the first seed
    SHA-256("baccarat-desktop/seed/v1/" + decimal n). Each later shoe's seed is
    SHA-256("baccarat-desktop/next-shoe/v1/" + previous seed), so revealing one shoe's seed
    reveals every later one: fine for replays, which is why real play uses ``SecureSeeds``.
    """

    derived = True

    def __init__(self, first: bytes | int, *, already_used: bytes | None = None) -> None:
        if isinstance(first, int) and not isinstance(first, bool):
            if first < 0:
                raise DomainError("a seed number cannot be negative")
            seed = hashlib.sha256(f"baccarat-desktop/seed/v1/{first}".encode()).digest()
        else:
            _check_seed(first)
            seed = bytes(first)
        self._next: bytes = seed
        if already_used is not None:
            # Resume a chain after the shoe whose seed was ``already_used``.
            self._next = self.follow(already_used)

    @classmethod
    def after(cls, used: bytes) -> DerivedSeeds:
        """Continue a chain whose latest shoe used ``used``."""
        return cls(used, already_used=used)

    @staticmethod
    def follow(seed: bytes) -> bytes:
        _check_seed(seed)
        return hashlib.sha256(b"baccarat-desktop/next-shoe/v1/" + seed).digest()

    def next_seed(self) -> bytes:
        seed = self._next
        self._next = self.follow(seed)
        return seed
