"""One coup: dealing order, naturals, third cards, pairs, totals and the step record."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Hand, Outcome, StepKind, deal_coup, resolve_cards


def coup_of(text: str):
    return resolve_cards(parse_cards(text.split()))


def codes(cards) -> list[str]:
    return [c.code for c in cards]


def test_worked_example_from_rules_md() -> None:
    # Player K-5 draws a 7 (total 2); Banker 2-4 (total 6) must draw because the third card is a 7.
    coup = coup_of("KS 2H 5D 4C 7S 8D")
    assert codes(coup.player) == ["KS", "5D", "7S"]
    assert codes(coup.banker) == ["2H", "4C", "8D"]
    assert coup.player_total == 2  # 0 + 5 + 7 = 12
    assert coup.banker_total == 4  # 2 + 4 + 8 = 14
    assert coup.outcome is Outcome.BANKER
    assert coup.natural is False
    assert coup.player_pair is False
    assert coup.banker_pair is False
    assert coup.cards_used == 6
    assert coup.describe() == "Banker wins 4 to 2"


def test_worked_example_step_record() -> None:
    coup = coup_of("KS 2H 5D 4C 7S 8D")
    kinds = [s.kind for s in coup.steps]
    assert kinds == [
        StepKind.CARD,
        StepKind.CARD,
        StepKind.CARD,
        StepKind.CARD,
        StepKind.DECISION,
        StepKind.CARD,
        StepKind.DECISION,
        StepKind.CARD,
        StepKind.RESULT,
    ]
    card_steps = [s for s in coup.steps if s.kind is StepKind.CARD]
    assert [(s.hand, s.card.code, s.total, s.index) for s in card_steps] == [
        (Hand.PLAYER, "KS", 0, 1),
        (Hand.BANKER, "2H", 2, 1),
        (Hand.PLAYER, "5D", 5, 2),
        (Hand.BANKER, "4C", 6, 2),
        (Hand.PLAYER, "7S", 2, 3),
        (Hand.BANKER, "8D", 4, 3),
    ]
    assert [s.third for s in card_steps] == [False, False, False, False, True, True]
    decisions = [s.text for s in coup.steps if s.kind is StepKind.DECISION]
    assert decisions[0].startswith("Player 5 draws")
    assert decisions[1] == "Banker 6 draws: Player's third card is 7"
    assert coup.steps[-1].text == "Banker wins 4 to 2"


def test_dealing_order_is_player_banker_player_banker() -> None:
    # Player 3-2 (5) draws the 5th card, Banker 4-1 (5) with Player's third 4 draws the 6th.
    coup = coup_of("3S 4H 2D AC 4S 6D")
    assert codes(coup.player) == ["3S", "2D", "4S"]
    assert codes(coup.banker) == ["4H", "AC", "6D"]
    assert codes(coup.cards_in_dealing_order()) == ["3S", "4H", "2D", "AC", "4S", "6D"]


def test_player_stands_and_banker_takes_the_fifth_card() -> None:
    # Player K-7 (7) stands; Banker 2-3 (5) draws with Player standing: the 5th card is Banker's.
    coup = coup_of("KS 2H 7D 3C 4S 9D")
    assert codes(coup.player) == ["KS", "7D"]
    assert codes(coup.banker) == ["2H", "3C", "4S"]
    assert coup.banker_total == 9
    assert coup.outcome is Outcome.BANKER
    assert coup.cards_used == 5
    assert codes(coup.cards_in_dealing_order()) == ["KS", "2H", "7D", "3C", "4S"]


def test_both_stand_four_cards() -> None:
    # Player 6, Banker 7: nobody draws; Banker wins 7 to 6.
    coup = coup_of("6S 7H KD KC AS AD")
    assert coup.cards_used == 4
    assert coup.outcome is Outcome.BANKER
    assert coup.natural is False
    assert coup.describe() == "Banker wins 7 to 6"


@pytest.mark.parametrize(
    ("cards", "player", "banker", "outcome"),
    [
        # both hands natural
        ("9S 8H KD KC 5S 5D", 9, 8, Outcome.PLAYER),
        ("4S 5H 4D 4C 5S 5D", 8, 9, Outcome.BANKER),
        # one natural, the other hand would otherwise have drawn
        ("4S 2H 4D AC 5S 5D", 8, 3, Outcome.PLAYER),  # Banker 3 would draw on a 5
        ("KS 9H QD KC 5S 5D", 0, 9, Outcome.BANKER),  # Player 0 would draw
        ("AS 3H 7D 5C 5S 5D", 8, 8, Outcome.TIE),  # natural tie
        ("9S 9H KD KC 5S 5D", 9, 9, Outcome.TIE),  # natural tie, nines
        ("3S KH 5D 5C 5S 5D", 8, 5, Outcome.PLAYER),  # Banker 5 would have drawn
    ],
)
def test_naturals_stop_the_deal(cards: str, player: int, banker: int, outcome: Outcome) -> None:
    coup = coup_of(cards)
    assert coup.cards_used == 4
    assert len(coup.player) == 2 and len(coup.banker) == 2
    assert (coup.player_total, coup.banker_total) == (player, banker)
    assert coup.outcome is outcome
    assert coup.natural is True
    natural_steps = [s for s in coup.steps if s.kind is StepKind.NATURAL]
    assert len(natural_steps) == 1
    assert "natural" in natural_steps[0].text
    assert not [s for s in coup.steps if s.kind is StepKind.DECISION]


def test_natural_needs_exactly_four_cards() -> None:
    coup = coup_of("9S 8H KD KC")
    assert coup.cards_used == 4


def test_three_card_eight_is_not_a_natural() -> None:
    # Player 5 + third card 3 = 8, Banker 6 stands on a 3: not a natural.
    coup = coup_of("5S 6H KD KC 3S 9D")
    assert coup.player_total == 8
    assert coup.banker_total == 6
    assert coup.natural is False
    assert coup.cards_used == 5


@pytest.mark.parametrize(
    ("cards", "player_pair", "banker_pair"),
    [
        ("KS 2H KH 4C 7S 8D", True, False),  # K K: same rank
        ("KS 2H QS 4C 7S 8D", False, False),  # K Q: same value, different rank
        ("KS 2H TS 4C 7S 8D", False, False),  # K 10
        ("3S 4H 3D 4C 5S 5D", True, True),
        ("3S 4H 2D 4C 5S 5D", False, True),
        ("TS 2H 10D 3C 5S 5D", True, False),  # T and 10 are the same rank
        ("5S 2H KD 3C 5D 2D", False, False),  # Player's third card matches the first: not a pair
        ("KS 2H 5D 4C 7S 2S", False, False),  # Banker's third card matches the first: not a pair
    ],
)
def test_pairs_are_on_the_first_two_cards_by_rank(cards: str, player_pair: bool, banker_pair: bool) -> None:
    coup = coup_of(cards)
    assert coup.player_pair is player_pair
    assert coup.banker_pair is banker_pair


def test_pair_check_uses_the_third_card_case_really_drew() -> None:
    # Guard for the two "third card matches" cases above: both hands did draw three cards.
    player_case = coup_of("5S 2H KD 3C 5D 2D")
    assert len(player_case.player) == 3 and player_case.player[2].code == "5D"
    banker_case = coup_of("KS 2H 5D 4C 7S 2S")
    assert len(banker_case.banker) == 3 and banker_case.banker[2].code == "2S"


def test_totals_modulo_10() -> None:
    coup = coup_of("9S 9H 8D 8C")  # 9 + 8 = 17 -> 7 for both; both stand
    assert coup.player_total == 7
    assert coup.banker_total == 7
    assert coup.outcome is Outcome.TIE
    coup = coup_of("9S 2H 3D 2C 9D 9C")  # Player 9+3 = 2, draws 9 -> 1; Banker 4 with a 9 stands
    assert coup.player_total == 1
    assert coup.banker_total == 4
    assert coup.cards_used == 5


def test_tie_describe_and_to_dict() -> None:
    coup = coup_of("9S 9H 8D 8C")
    assert coup.describe() == "Tie, 7 each"
    data = coup.to_dict()
    assert data["winner"] == "tie"
    assert data["player"] == {"cards": ["9S", "8D"], "total": 7}
    assert data["banker"] == {"cards": ["9H", "8C"], "total": 7}


def test_to_dict_of_the_worked_example() -> None:
    data = coup_of("KS 2H 5D 4C 7S 8D").to_dict()
    assert data["player"] == {"cards": ["KS", "5D", "7S"], "total": 2}
    assert data["banker"] == {"cards": ["2H", "4C", "8D"], "total": 4}
    assert data["winner"] == "banker"
    assert data["natural"] is False
    assert data["player_pair"] is False
    assert data["banker_pair"] is False
    assert data["cards_used"] == 6
    actions = [(s["hand"], s["action"]) for s in data["steps"] if s["kind"] == "decision"]
    assert actions == [("player", "draw"), ("banker", "draw")]


def test_player_wins_description() -> None:
    coup = coup_of("9S KH KD 5C")  # Player natural 9, Banker 5
    assert coup.outcome is Outcome.PLAYER
    assert coup.describe() == "Player wins 9 to 5"


def test_too_few_cards_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match=r"needs more.*card 5"):
        coup_of("KS 2H 5D 4C")  # Player 5 must draw a fifth card
    with pytest.raises(ValueError, match=r"needs more.*card 6"):
        coup_of("KS 2H 5D 4C 7S")  # Banker 6 must draw on a 7
    with pytest.raises(ValueError, match="needs more"):
        coup_of("KS 2H")
    with pytest.raises(ValueError, match="needs more"):
        resolve_cards([])


def test_extra_cards_are_ignored() -> None:
    coup = coup_of("9S 8H KD KC 5S 5D 5C")
    assert coup.cards_used == 4
    assert codes(coup.player) == ["9S", "KD"]


def test_deal_coup_takes_exactly_the_cards_it_needs() -> None:
    cards = iter(parse_cards(["KS", "2H", "7D", "3C", "4S", "9D"]))
    coup = deal_coup(lambda: next(cards))
    assert coup.cards_used == 5
    assert [c.code for c in cards] == ["9D"]


def test_outcome_letters() -> None:
    assert Outcome.from_letter("b") is Outcome.BANKER
    assert Outcome.from_letter("P") is Outcome.PLAYER
    assert Outcome.from_letter("t") is Outcome.TIE
    with pytest.raises(ValueError, match="not a result"):
        Outcome.from_letter("X")
