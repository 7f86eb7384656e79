"""Playing cards and their baccarat values.

Cards print as rank + suit with a one-character rank (``A 2-9 T J Q K``) and suit (``S H D C``),
so every card has exactly one canonical spelling in files, JSON and the database.

>>> Card.parse("10d")
Card(rank=Rank.TEN, suit=Suit.DIAMONDS)
>>> str(Card.parse("as")), Card.parse("KH").value
('AS', 0)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .errors import DomainError

__all__ = [
    "RANKS",
    "SUITS",
    "Card",
    "Rank",
    "Suit",
    "baccarat_total",
    "faces_from_codes",
    "format_cards",
    "format_faces",
    "parse_cards",
    "standard_deck",
]


class Rank(enum.IntEnum):
    """Card ranks in deck order; the integer is the rank's pip count (J, Q, K are 11–13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self.value - 1]

    @property
    def face(self) -> str:
        """The rank as printed on the card's corner: 'A', '2'..'10', 'J', 'Q', 'K' (a ten is '10')."""
        return "10" if self is Rank.TEN else self.symbol

    @property
    def value_in_baccarat(self) -> int:
        """Ace counts 1, 2–9 face value, tens and court cards 0."""
        return self.value if self.value < 10 else 0

    @property
    def burn_count(self) -> int:
        """How many cards the burn procedure discards for this rank (tens and courts count 10)."""
        return min(self.value, 10)

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


class Suit(enum.Enum):
    """Suits matter only for side bets such as Perfect Pair; the order is the canonical deck order."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return self.value

    @property
    def glyph(self) -> str:
        return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_RANK_SYMBOLS = "A23456789TJQK"
RANKS: tuple[Rank, ...] = tuple(Rank)
SUITS: tuple[Suit, ...] = tuple(Suit)
_RANK_BY_TEXT = {s: Rank(i + 1) for i, s in enumerate(_RANK_SYMBOLS)} | {"10": Rank.TEN}
_SUIT_BY_TEXT = {s.value: s for s in Suit}


@dataclass(frozen=True, slots=True)
class Card:
    """One card. Frozen and hashable so it can cross threads, signals and sets safely."""

    rank: Rank
    suit: Suit

    @property
    def value(self) -> int:
        return self.rank.value_in_baccarat

    @property
    def code(self) -> str:
        return self.rank.symbol + self.suit.symbol

    @property
    def face(self) -> str:
        """The card as the interface shows it, as on its face: '10♠', 'K♥' (files and the command
        line keep ``code``, 'TS')."""
        return self.rank.face + self.suit.glyph

    def __str__(self) -> str:
        return self.code

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``KH``, ``TD``, ``10D`` or ``as`` (any case); anything else is a ``ValueError``."""
        if not isinstance(text, str):
            raise DomainError(f"a card must be text like 'KH' or '10D', not {text!r}")
        cleaned = text.strip().upper()
        rank = _RANK_BY_TEXT.get(cleaned[:-1])
        suit = _SUIT_BY_TEXT.get(cleaned[-1:])
        if rank is None or suit is None:
            raise DomainError(
                f"{text!r} is not a card: write a rank (A, 2-9, T or 10, J, Q, K) "
                "followed by a suit (S, H, D, C), e.g. 'KH' or '10D'"
            )
        return cls(rank, suit)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse several cards, naming the position of the first bad one."""
    cards: list[Card] = []
    for i, text in enumerate(texts, start=1):
        try:
            cards.append(Card.parse(text))
        except ValueError as exc:
            raise DomainError(f"card {i}: {exc}") from None
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The space-separated form used in the database and exports (``KS 5D 7S``)."""
    return " ".join(card.code for card in cards)


def format_faces(cards: Iterable[Card]) -> str:
    """Cards as the interface shows them (``10♠ 5♦ 7♠``); the one way to write cards on screen.

    >>> format_faces(parse_cards(["TS", "5d", "KH"]))
    '10♠ 5♦ K♥'
    """
    return " ".join(card.face for card in cards)


def faces_from_codes(codes: str) -> str:
    """The stored spelling ('TS 5D') turned into the one on screen ('10♠ 5♦')."""
    return format_faces(Card.parse(code) for code in codes.split())


def baccarat_total(cards: Iterable[Card]) -> int:
    """Sum of card values modulo 10.

    >>> baccarat_total(parse_cards(["9S", "8H"]))
    7
    """
    return sum(card.value for card in cards) % 10


def standard_deck() -> Iterator[Card]:
    """One 52-card deck in the canonical order the shuffle starts from: suits S, H, D, C; ranks A..K."""
    for suit in SUITS:
        for rank in RANKS:
            yield Card(rank, suit)
