"""Cards: parsing, canonical spelling, baccarat values and totals (docs/rules.md §Cards and totals)."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.cards import (
    Card,
    Rank,
    Suit,
    baccarat_total,
    format_cards,
    parse_cards,
    standard_deck,
)

# docs/rules.md §Cards and totals: Ace = 1; 2-9 = face value; 10, J, Q, K = 0.
VALUE_BY_SYMBOL = {
    "A": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "T": 0,
    "J": 0,
    "Q": 0,
    "K": 0,
}


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("KH", Rank.KING, Suit.HEARTS),
        ("TD", Rank.TEN, Suit.DIAMONDS),
        ("10D", Rank.TEN, Suit.DIAMONDS),
        ("as", Rank.ACE, Suit.SPADES),
        ("aS", Rank.ACE, Suit.SPADES),
        ("qc", Rank.QUEEN, Suit.CLUBS),
        ("10c", Rank.TEN, Suit.CLUBS),
        ("td", Rank.TEN, Suit.DIAMONDS),
        ("  7s ", Rank.SEVEN, Suit.SPADES),
        ("\tJH\n", Rank.JACK, Suit.HEARTS),
        ("2C", Rank.TWO, Suit.CLUBS),
        ("9h", Rank.NINE, Suit.HEARTS),
    ],
)
def test_parse_accepts_every_documented_spelling(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize(
    "text",
    [
        "1S",
        "11H",
        "KX",
        "",
        "10",
        "AH2",
        "   ",
        "K",
        "H",
        "0S",
        "1D",
        "KHH",
        "K H",
        "100D",
        "XS",
        "10DD",
        "TT",
    ],
)
def test_parse_refuses_anything_else_with_a_clear_message(text: str) -> None:
    with pytest.raises(ValueError, match="not a card") as excinfo:
        Card.parse(text)
    message = str(excinfo.value)
    # The message tells the person what a card looks like.
    assert "rank" in message and "suit" in message
    assert repr(text) in message


@pytest.mark.parametrize("value", [None, 13, b"KH", ("K", "H")])
def test_parse_refuses_non_text(value: object) -> None:
    with pytest.raises(ValueError, match="card"):
        Card.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("10D", "TD"), ("td", "TD"), ("as", "AS"), ("kh", "KH"), (" 10s ", "TS"), ("9c", "9C"), ("jD", "JD")],
)
def test_canonical_spelling_uses_one_character_rank_and_t_for_ten(text: str, canonical: str) -> None:
    card = Card.parse(text)
    assert str(card) == canonical
    assert card.code == canonical
    assert Card.parse(canonical) == card


def test_every_card_round_trips_through_its_canonical_spelling() -> None:
    for suit in "SHDC":
        for rank in "A23456789TJQK":
            code = rank + suit
            assert Card.parse(code).code == code
            assert Card.parse(code.lower()).code == code


@pytest.mark.parametrize(("symbol", "value"), sorted(VALUE_BY_SYMBOL.items()))
def test_card_values_follow_the_rules(symbol: str, value: int) -> None:
    for suit in "SHDC":
        assert Card.parse(symbol + suit).value == value


def test_ten_spelt_10_has_value_zero() -> None:
    assert Card.parse("10H").value == 0


@pytest.mark.parametrize(
    ("cards", "total"),
    [
        ("9S 8H", 7),  # docs/rules.md §Cards and totals: 9 + 8 = 17 -> 7
        ("KS 5D 7S", 2),
        ("2H 4C 8D", 4),
        ("AS", 1),
        ("KS QH", 0),
        ("TS JS QS", 0),
        ("9S 9H 9D", 7),
        ("5S 5H", 0),
        ("4S 4H", 8),
        ("AS 8C", 9),
        ("6D 7D 8D", 1),
        ("", 0),
    ],
)
def test_totals_are_modulo_10(cards: str, total: int) -> None:
    assert baccarat_total(parse_cards(cards.split())) == total


def test_totals_ignore_suits() -> None:
    for first_suit in "SHDC":
        for second_suit in "SHDC":
            assert baccarat_total(parse_cards([f"9{first_suit}", f"8{second_suit}"])) == 7


def test_parse_cards_names_the_bad_card_position() -> None:
    assert parse_cards(["KS", "10h", "as"]) == [
        Card(Rank.KING, Suit.SPADES),
        Card(Rank.TEN, Suit.HEARTS),
        Card(Rank.ACE, Suit.SPADES),
    ]
    with pytest.raises(ValueError, match=r"card 3\b.*not a card"):
        parse_cards(["KS", "2H", "1S", "4C"])


def test_format_cards_is_space_separated_canonical_codes() -> None:
    assert format_cards(parse_cards(["ks", "5d", "10S"])) == "KS 5D TS"
    assert format_cards([]) == ""


def test_standard_deck_is_52_distinct_cards_in_canonical_order() -> None:
    deck = list(standard_deck())
    assert len(deck) == 52
    assert len(set(deck)) == 52
    expected = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
    assert [card.code for card in deck] == expected


def test_burn_counts_ten_and_courts_as_ten_and_ace_as_one() -> None:
    expected = {"A": 1, "2": 2, "5": 5, "9": 9, "T": 10, "J": 10, "Q": 10, "K": 10}
    for symbol, count in expected.items():
        assert Card.parse(symbol + "S").rank.burn_count == count


def test_cards_are_hashable_values() -> None:
    assert Card.parse("KH") == Card.parse("kh")
    assert len({Card.parse("KH"), Card.parse("kh"), Card.parse("KS")}) == 2
    assert Card.parse("KH") != Card.parse("KD")


def test_suit_colours() -> None:
    assert Card.parse("KH").suit.is_red and Card.parse("KD").suit.is_red
    assert not Card.parse("KS").suit.is_red and not Card.parse("KC").suit.is_red
