"""A table session: burn, cut card and last hand on stacked shoes, the ledger, and every refusal."""

from __future__ import annotations

import hashlib

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Outcome
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds, Shoe

RULES = TableRules()

# Coups worked by hand, in dealing order.
PLAYER_NATURAL = ["9S", "TH", "TD", "TC"]  # Player 9, Banker 0: 4 cards, Player wins
BANKER_NATURAL = ["TS", "9H", "TD", "TC"]  # Player 0, Banker 9: 4 cards, Banker wins
SIX_CARDS = ["KS", "2H", "5D", "4C", "7S", "8D"]  # docs/rules.md §Drawing rules: Banker wins 4 to 2


def stacked_session(
    cards: list[str], behind: int | None, bankroll: int = 100_000, burns: bool = False, **kwargs
) -> tuple[Session, list[Shoe]]:
    """A session whose shoes are this exact order (a fresh copy each time a shoe is started)."""
    made: list[Shoe] = []

    def factory() -> Shoe:
        shoe = Shoe.from_order(parse_cards(cards), cards_behind_cut=behind, burns=burns)
        made.append(shoe)
        return shoe

    return Session(RULES, bankroll, shoe_factory=factory, **kwargs), made


def deal_until_over(session: Session) -> list:
    results = []
    while not session.needs_new_shoe:
        results.append(session.deal({}))
        assert len(results) < 1000
    return results


# -- The cut card and the last hand ------------------------------------------------------------
def test_cut_card_on_the_first_card_of_a_coup() -> None:
    # 10 four-card coups (indices 0-39); 12 cards behind the cut: the cut card sits before index 28,
    # the first card of coup 8. Coup 8 brings it out, coup 9 is the last, coup 10 is never dealt.
    session, shoes = stacked_session(PLAYER_NATURAL * 10, behind=12)
    session.start_shoe()
    assert shoes[0].cut_position == 28
    results = deal_until_over(session)
    assert len(results) == 9
    assert [r.position_before for r in results] == [0, 4, 8, 12, 16, 20, 24, 28, 32]
    assert [r.cut_card_came_out for r in results] == [False] * 7 + [True, False]
    assert [r.last_hand for r in results] == [False] * 8 + [True]
    assert shoes[0].position == 36
    assert shoes[0].remaining == 4


def test_cut_card_in_the_middle_of_a_coup() -> None:
    # 14 behind: the cut card sits before index 26, the third card of coup 7 (indices 24-27).
    session, shoes = stacked_session(PLAYER_NATURAL * 10, behind=14)
    session.start_shoe()
    assert shoes[0].cut_position == 26
    results = deal_until_over(session)
    assert len(results) == 8
    assert [r.cut_card_came_out for r in results] == [False] * 6 + [True, False]
    assert results[-1].last_hand and not any(r.last_hand for r in results[:-1])


def test_is_last_hand_is_announced_between_the_two_coups() -> None:
    session, _ = stacked_session(PLAYER_NATURAL * 10, behind=12)
    session.start_shoe()
    for _ in range(7):
        session.deal({})
        assert not session.is_last_hand
    session.deal({})  # coup 8 brings out the cut card
    assert session.is_last_hand
    assert not session.needs_new_shoe
    session.deal({})
    assert not session.is_last_hand
    assert session.needs_new_shoe


def test_cut_card_as_the_last_card_of_a_six_card_coup() -> None:
    # Five 4-card coups (0-19), the six-card worked example (20-25), then four 4-card coups (26-41).
    cards = PLAYER_NATURAL * 5 + SIX_CARDS + PLAYER_NATURAL * 4
    assert len(cards) == 42
    # 17 behind: the cut card sits before index 25, Banker's third card (8D) of coup 6.
    session, shoes = stacked_session(cards, behind=17)
    session.start_shoe()
    assert shoes[0].cut_position == 25
    results = deal_until_over(session)
    assert len(results) == 7
    assert results[5].coup.cards_used == 6
    assert results[5].cut_card_came_out
    assert [r.cut_card_came_out for r in results].count(True) == 1
    assert results[6].last_hand


def test_cut_card_just_after_a_six_card_coup() -> None:
    # 16 behind: the cut card sits before index 26, the first card after the six-card coup. Coup 6
    # does not bring it out; coup 7 does; coup 8 is the last.
    cards = PLAYER_NATURAL * 5 + SIX_CARDS + PLAYER_NATURAL * 4
    session, shoes = stacked_session(cards, behind=16)
    session.start_shoe()
    assert shoes[0].cut_position == 26
    results = deal_until_over(session)
    assert len(results) == 8
    assert [r.cut_card_came_out for r in results] == [False] * 6 + [True, False]
    assert results[-1].last_hand


def test_cut_card_out_on_the_very_first_coup() -> None:
    # 20 cards with 18 behind the cut: the cut card sits before index 2, inside coup 1.
    session, _ = stacked_session(PLAYER_NATURAL * 5, behind=18)
    session.start_shoe()
    first = session.deal({})
    assert first.cut_card_came_out and not first.last_hand
    second = session.deal({})
    assert second.last_hand
    assert session.needs_new_shoe


def test_dealing_after_the_last_hand_is_refused_until_a_new_shoe() -> None:
    session, shoes = stacked_session(PLAYER_NATURAL * 10, behind=12)
    start = session.start_shoe()
    assert start.shoe_no == 1
    deal_until_over(session)
    position = shoes[0].position
    bankroll = session.bankroll_cents
    with pytest.raises(ValueError, match=r"shoe is finished.*new shoe"):
        session.deal({BetSpot.PLAYER: 1000})
    assert not session.can_deal({BetSpot.PLAYER: 1000})
    assert shoes[0].position == position  # nothing was drawn
    assert session.bankroll_cents == bankroll  # and no money moved
    start = session.start_shoe()
    assert start.shoe_no == 2
    assert session.hand_no == 0
    result = session.deal({BetSpot.PLAYER: 1000})
    assert (result.shoe_no, result.hand_no) == (2, 1)
    assert result.position_before == 0


def test_dealing_before_any_shoe_is_refused() -> None:
    session, _ = stacked_session(PLAYER_NATURAL * 10, behind=12)
    assert session.needs_new_shoe
    with pytest.raises(ValueError, match="new shoe"):
        session.deal({})


def test_end_shoe_retires_the_shoe() -> None:
    session, shoes = stacked_session(PLAYER_NATURAL * 10, behind=12)
    session.start_shoe()
    session.deal({})
    assert session.end_shoe() is shoes[0]
    assert session.needs_new_shoe
    with pytest.raises(ValueError, match="shoe is finished"):
        session.deal({})


def test_a_shoe_without_a_cut_card_ends_when_a_coup_might_not_fit() -> None:
    # 3 four-card coups and 3 spare cards: after coup 3 only 3 cards are left (< 6).
    session, _ = stacked_session(PLAYER_NATURAL * 3 + ["AS", "AH", "AD"], behind=None)
    session.start_shoe()
    assert len(deal_until_over(session)) == 3


# -- The burn ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("first", "burned"), [("3H", 3), ("AS", 1), ("KD", 10), ("TC", 10), ("7S", 7)])
def test_start_shoe_burns_and_play_starts_after_the_burn(first: str, burned: int) -> None:
    filler = ["2S", "2H", "2D", "2C", "3S", "3C", "4S", "4H", "4D", "4C"]
    cards = [first, *filler[:burned], *BANKER_NATURAL, *PLAYER_NATURAL * 5]
    session, _ = stacked_session(cards, behind=12, burns=True)
    start = session.start_shoe()
    assert start.burn is not None
    assert start.burn.shown.code == first
    assert [c.code for c in start.burn.face_down] == filler[:burned]
    assert start.burn.count == 1 + burned
    result = session.deal({})
    assert result.position_before == 1 + burned
    assert [c.code for c in result.coup.cards_in_dealing_order()] == BANKER_NATURAL
    assert result.coup.outcome is Outcome.BANKER


def test_seeded_shoes_burn_and_commit() -> None:
    session = Session(RULES, 0, seeds=DerivedSeeds(7))
    start = session.start_shoe()
    seed = hashlib.sha256(b"baccarat-desktop/seed/v1/7").digest()
    assert start.shoe.seed == seed
    assert start.commitment == hashlib.sha256(seed).hexdigest()
    assert start.burn is not None
    assert start.shoe.position == start.burn.count == 1 + start.burn.shown.rank.burn_count
    assert session.deal({}).position_before == start.burn.count
    behind = len(start.shoe) - start.shoe.cut_position
    assert 14 <= behind <= 16


def test_table_rules_choose_decks_and_cut_range() -> None:
    rules = TableRules(decks=6, cut_min=30, cut_max=32)
    session = Session(rules, 0, seeds=DerivedSeeds(1))
    for _ in range(10):
        shoe = session.start_shoe().shoe
        assert len(shoe) == 312
        assert 30 <= len(shoe) - shoe.cut_position <= 32


# -- The ledger --------------------------------------------------------------------------------
def test_bankroll_moves_by_the_settlement() -> None:
    session, _ = stacked_session(BANKER_NATURAL + PLAYER_NATURAL + SIX_CARDS + ["AS"] * 20, behind=12)
    session.start_shoe()
    first = session.deal({BetSpot.BANKER: 1005, BetSpot.TIE: 100})
    assert first.net_cents == 954 - 100
    assert (first.bankroll_before_cents, first.bankroll_after_cents) == (100_000, 100_854)
    assert first.bets == ((BetSpot.BANKER, 1005), (BetSpot.TIE, 100))
    second = session.deal({BetSpot.BANKER: 1000, BetSpot.PLAYER: 0})
    assert second.net_cents == -1000
    assert second.bets == ((BetSpot.BANKER, 1000),)  # zero amounts are not recorded as bets
    assert second.bankroll_after_cents == 99_854
    third = session.deal({BetSpot.PLAYER: 2000})
    assert third.coup.outcome is Outcome.BANKER
    assert third.bankroll_after_cents == 97_854
    assert session.bankroll_cents == 97_854
    assert session.net_cents == -2146
    assert [r.hand_no for r in (first, second, third)] == [1, 2, 3]


def test_refused_bets_change_nothing() -> None:
    session, shoes = stacked_session(PLAYER_NATURAL * 10, behind=12, bankroll=1000)
    session.start_shoe()
    with pytest.raises(ValueError, match="bankroll"):
        session.deal({BetSpot.PLAYER: 1500})
    assert shoes[0].position == 0
    assert session.bankroll_cents == 1000
    assert session.hand_no == 0


@pytest.mark.parametrize(
    ("bets", "words"),
    [
        ({BetSpot.PLAYER: 200_000}, "bankroll"),
        ({BetSpot.PLAYER: 400}, "minimum"),
        ({BetSpot.BANKER: 500_100}, "maximum"),
        ({BetSpot.TIE: 50}, "minimum"),
        ({BetSpot.BANKER_PAIR: 50_001}, "maximum"),
        ({BetSpot.PLAYER: -500}, "negative"),
        ({BetSpot.PLAYER: 500.0}, "whole number"),
        ({BetSpot.PLAYER: True}, "whole number"),
    ],
)
def test_session_refuses_what_the_table_refuses(bets: dict, words: str) -> None:
    session, _ = stacked_session(PLAYER_NATURAL * 10, behind=12, bankroll=150_000)
    session.start_shoe()
    with pytest.raises(ValueError, match=words):
        session.deal(bets)
    assert not session.can_deal(bets)
    assert session.can_deal({BetSpot.PLAYER: 500})


def test_session_loss_limit() -> None:
    # Every coup is a Player natural: Banker bets lose.
    session, _ = stacked_session(PLAYER_NATURAL * 30, behind=12, bankroll=10_000, loss_limit_cents=2000)
    session.start_shoe()
    session.deal({BetSpot.BANKER: 1000})
    assert session.net_cents == -1000 and not session.loss_limit_reached
    with pytest.raises(ValueError, match=r"loss limit.*\$10\b"):
        session.deal({BetSpot.BANKER: 1500})  # could lose $15 with only $10 left to the limit
    with pytest.raises(ValueError, match="loss limit"):
        session.deal({BetSpot.BANKER: 600, BetSpot.TIE: 401})  # all spots count: $10.01
    assert not session.can_deal({BetSpot.BANKER: 1001})
    session.deal({BetSpot.BANKER: 1000})  # exactly up to the limit is allowed
    assert session.loss_limit_reached
    with pytest.raises(ValueError, match=r"reached your session loss limit of \$20"):
        session.deal({BetSpot.BANKER: 500})
    assert not session.can_deal({BetSpot.BANKER: 500})
    assert session.bankroll_cents == 8000


def test_session_loss_limit_counts_from_the_starting_bankroll() -> None:
    session, _ = stacked_session(
        PLAYER_NATURAL * 30, behind=12, bankroll=9000, starting_bankroll_cents=10_000, loss_limit_cents=1500
    )
    session.start_shoe()
    assert session.net_cents == -1000
    with pytest.raises(ValueError, match="loss limit"):
        session.deal({BetSpot.BANKER: 600})
    session.deal({BetSpot.BANKER: 500})
    assert session.loss_limit_reached


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"bankroll_cents": -1}, "bankroll"),
        ({"bankroll_cents": 10.5}, "bankroll"),
        ({"bankroll_cents": 1000, "loss_limit_cents": 0}, "loss limit"),
        ({"bankroll_cents": 1000, "loss_limit_cents": -100}, "loss limit"),
    ],
)
def test_session_refuses_impossible_settings(kwargs: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Session(RULES, **kwargs)
