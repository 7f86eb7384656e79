"""Cards as a person says them, and where they lie: the felt's screen-reader words for a card and
its place, shared by the reader (access.py), the dealer's captions and the Peek panel. Apart from
access.py so that the felt's items can name cards without importing the whole reader."""

from __future__ import annotations

from ...engine.cards import Card, Rank, Suit
from ...engine.coup import Hand
from ...engine.i18n import QT_TRANSLATE_NOOP, _t

__all__ = ["CARD_PLACES", "RANK_NAMES", "SUIT_NAMES", "spoken_card"]

# Where a card lies: its hand's box and its place there, in dealing order.
CARD_PLACES: dict[Hand, tuple[str, ...]] = {
    Hand.PLAYER: (
        QT_TRANSLATE_NOOP("Access", "Player's first card"),
        QT_TRANSLATE_NOOP("Access", "Player's second card"),
        QT_TRANSLATE_NOOP("Access", "Player's third card"),
    ),
    Hand.BANKER: (
        QT_TRANSLATE_NOOP("Access", "Banker's first card"),
        QT_TRANSLATE_NOOP("Access", "Banker's second card"),
        QT_TRANSLATE_NOOP("Access", "Banker's third card"),
    ),
}
RANK_NAMES: dict[Rank, str] = {
    Rank.ACE: QT_TRANSLATE_NOOP("Access", "Ace"),
    Rank.TWO: QT_TRANSLATE_NOOP("Access", "Two"),
    Rank.THREE: QT_TRANSLATE_NOOP("Access", "Three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Access", "Four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Access", "Five"),
    Rank.SIX: QT_TRANSLATE_NOOP("Access", "Six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Access", "Seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Access", "Eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("Access", "Nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("Access", "Ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("Access", "Jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Access", "Queen"),
    Rank.KING: QT_TRANSLATE_NOOP("Access", "King"),
}
SUIT_NAMES: dict[Suit, str] = {
    Suit.SPADES: QT_TRANSLATE_NOOP("Access", "spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Access", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("Access", "diamonds"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("Access", "clubs"),
}
assert set(RANK_NAMES) == set(Rank) and set(SUIT_NAMES) == set(Suit), "every card has its spoken name"


def spoken_card(card: Card) -> str:
    """A card as a person says it: 'Queen of hearts', 'Ten of spades'."""
    rank, suit = _t("Access", RANK_NAMES[card.rank]), _t("Access", SUIT_NAMES[card.suit])
    return _t("Access", "{rank} of {suit}").format(rank=rank, suit=suit)
