"""Settlement worked by hand, and every refusal of a bet (docs/rules.md §Bets and payouts)."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.bets import BetSpot, Result, check_bets, settle
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.coup import Outcome, resolve_cards
from baccarat_desktop.engine.money import format_cents
from baccarat_desktop.engine.rules import TableRules

STANDARD = TableRules()
TIE_9 = TableRules(tie_pays=9)
NO_COMMISSION = TableRules(variant=Variant.NO_COMMISSION)


def coup_of(text: str):
    return resolve_cards(parse_cards(text.split()))


# Coups worked out by hand (dealing order P1 B1 P2 B2 P3 B3).
BANKER_WINS_9 = coup_of("KS 9H QS KH")  # Player 0, Banker natural 9, no pairs
BANKER_WINS_6 = coup_of("KS 6H 5S KH KD")  # Player 5 draws K -> 5; Banker 6 stands on a 0: 6 beats 5
BANKER_WINS_4 = coup_of("KS 3H 2S AH AD 3D")  # Player 2 draws A -> 3; Banker 4 with an A stands
PLAYER_WINS = coup_of("9S KH KS QH")  # Player natural 9, Banker 0
TIE = coup_of("8S 8H KS KH")  # natural tie 8-8
PLAYER_PAIR_WIN = coup_of("4S 2H 4D 3C")  # Player 4-4 = natural 8 beats 5; Player pair
BANKER_PAIR_WIN = coup_of("2S 4H 3C 4D")  # Player 5, Banker 4-4 = natural 8; Banker pair


def test_the_hand_worked_coups_are_what_the_tests_assume() -> None:
    assert (BANKER_WINS_9.outcome, BANKER_WINS_9.banker_total) == (Outcome.BANKER, 9)
    assert (BANKER_WINS_6.outcome, BANKER_WINS_6.banker_total, BANKER_WINS_6.player_total) == (
        Outcome.BANKER,
        6,
        5,
    )
    assert BANKER_WINS_6.cards_used == 5
    assert (BANKER_WINS_4.outcome, BANKER_WINS_4.banker_total) == (Outcome.BANKER, 4)
    assert BANKER_WINS_4.player_total == 3
    assert PLAYER_WINS.outcome is Outcome.PLAYER
    assert TIE.outcome is Outcome.TIE
    assert PLAYER_PAIR_WIN.player_pair and not PLAYER_PAIR_WIN.banker_pair
    assert PLAYER_PAIR_WIN.outcome is Outcome.PLAYER
    assert BANKER_PAIR_WIN.banker_pair and not BANKER_PAIR_WIN.player_pair
    assert BANKER_PAIR_WIN.outcome is Outcome.BANKER
    for coup in (BANKER_WINS_9, BANKER_WINS_6, PLAYER_WINS, TIE):
        assert not coup.player_pair and not coup.banker_pair


def one(spot: BetSpot, amount: int, coup, rules: TableRules = STANDARD):
    settlement = settle({spot: amount}, coup, rules)
    assert len(settlement.results) == 1
    return settlement.results[0]


# -- Banker with 5% commission -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("amount", "net", "commission"),
    [
        (1000, 950, 50),
        (1005, 954, 51),  # 1005 * 0.95 = 954.75, rounded down (house's favour)
        (500, 475, 25),
        (20, 19, 1),
        (1, 0, 1),  # 0.95 cent rounds down to nothing
        (19, 18, 1),  # 18.05 -> 18
        (39, 37, 2),  # 37.05 -> 37
        (100_000, 95_000, 5_000),
        (500_000, 475_000, 25_000),
    ],
)
def test_banker_win_pays_19_to_20_rounded_down(amount: int, net: int, commission: int) -> None:
    for coup in (BANKER_WINS_9, BANKER_WINS_6, BANKER_WINS_4):
        result = one(BetSpot.BANKER, amount, coup)
        assert result.net_cents == net
        assert result.commission_cents == commission
        assert result.amount_cents == amount


def test_banker_loses_to_player_and_pushes_on_tie() -> None:
    lost = one(BetSpot.BANKER, 1000, PLAYER_WINS)
    assert (lost.net_cents, lost.commission_cents) == (-1000, 0)
    pushed = one(BetSpot.BANKER, 1000, TIE)
    assert (pushed.net_cents, pushed.commission_cents) == (0, 0)
    assert pushed.result is Result.PUSH
    assert (lost.result, one(BetSpot.PLAYER, 1000, PLAYER_WINS).result) == (Result.LOST, Result.WON)


# -- Player ----------------------------------------------------------------------------------
def test_player_pays_even_money_loses_to_banker_pushes_on_tie() -> None:
    assert one(BetSpot.PLAYER, 1000, PLAYER_WINS).net_cents == 1000
    assert one(BetSpot.PLAYER, 1005, PLAYER_WINS).net_cents == 1005
    assert one(BetSpot.PLAYER, 1000, BANKER_WINS_9).net_cents == -1000
    assert one(BetSpot.PLAYER, 1000, TIE).net_cents == 0
    assert one(BetSpot.PLAYER, 1000, PLAYER_WINS).commission_cents == 0


# -- No Commission ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("amount", "net"),
    [(1000, 500), (1005, 502), (501, 250), (1, 0), (2, 1), (500_000, 250_000)],
)
def test_no_commission_banker_six_pays_1_to_2_rounded_down(amount: int, net: int) -> None:
    result = one(BetSpot.BANKER, amount, BANKER_WINS_6, NO_COMMISSION)
    assert result.net_cents == net


@pytest.mark.parametrize("amount", [1000, 1005, 1, 777])
def test_no_commission_other_banker_wins_pay_1_to_1(amount: int) -> None:
    assert one(BetSpot.BANKER, amount, BANKER_WINS_9, NO_COMMISSION).net_cents == amount
    assert one(BetSpot.BANKER, amount, BANKER_WINS_4, NO_COMMISSION).net_cents == amount
    assert one(BetSpot.BANKER, amount, BANKER_WINS_9, NO_COMMISSION).commission_cents == 0


def test_no_commission_banker_loses_and_pushes_like_standard() -> None:
    assert one(BetSpot.BANKER, 1000, PLAYER_WINS, NO_COMMISSION).net_cents == -1000
    assert one(BetSpot.BANKER, 1000, TIE, NO_COMMISSION).net_cents == 0


def test_player_bet_is_unchanged_by_no_commission() -> None:
    assert one(BetSpot.PLAYER, 1000, PLAYER_WINS, NO_COMMISSION).net_cents == 1000
    assert one(BetSpot.PLAYER, 1000, BANKER_WINS_6, NO_COMMISSION).net_cents == -1000


# -- Tie -------------------------------------------------------------------------------------
def test_tie_pays_8_to_1_or_9_to_1() -> None:
    assert one(BetSpot.TIE, 100, TIE).net_cents == 800
    assert one(BetSpot.TIE, 100, TIE, TIE_9).net_cents == 900
    assert one(BetSpot.TIE, 2500, TIE).net_cents == 20_000
    assert one(BetSpot.TIE, 2500, TIE, TIE_9).net_cents == 22_500
    assert one(BetSpot.TIE, 100, BANKER_WINS_9).net_cents == -100
    assert one(BetSpot.TIE, 100, PLAYER_WINS, TIE_9).net_cents == -100


# -- Pairs -----------------------------------------------------------------------------------
def test_pairs_pay_11_to_1() -> None:
    assert one(BetSpot.PLAYER_PAIR, 100, PLAYER_PAIR_WIN).net_cents == 1100
    assert one(BetSpot.BANKER_PAIR, 100, PLAYER_PAIR_WIN).net_cents == -100
    assert one(BetSpot.BANKER_PAIR, 250, BANKER_PAIR_WIN).net_cents == 2750
    assert one(BetSpot.PLAYER_PAIR, 250, BANKER_PAIR_WIN).net_cents == -250
    assert one(BetSpot.PLAYER_PAIR, 100, TIE).net_cents == -100


def test_pairs_win_whatever_the_main_result() -> None:
    # Player K-K (a pair, total 0) against a Banker natural 9: the main bet loses, the pair wins.
    coup = coup_of("KS 9H KH KD")
    assert coup.outcome is Outcome.BANKER and coup.player_pair
    assert one(BetSpot.PLAYER_PAIR, 100, coup).net_cents == 1100
    tie_with_pairs = coup_of("4S 4H 4D 4C")  # both 8, both pairs
    assert tie_with_pairs.outcome is Outcome.TIE
    assert one(BetSpot.PLAYER_PAIR, 100, tie_with_pairs).net_cents == 1100
    assert one(BetSpot.BANKER_PAIR, 100, tie_with_pairs).net_cents == 1100


# -- Several bets at once --------------------------------------------------------------------
def test_tie_pushes_player_and_banker_and_pays_the_tie() -> None:
    bets = {BetSpot.PLAYER: 1000, BetSpot.BANKER: 2000, BetSpot.TIE: 100}
    settlement = settle(bets, TIE, STANDARD)
    assert settlement.net_for(BetSpot.PLAYER) == 0
    assert settlement.net_for(BetSpot.BANKER) == 0
    assert settlement.net_for(BetSpot.TIE) == 800
    assert settlement.net_cents == 800
    assert settlement.wagered_cents == 3100
    assert settlement.returned_cents == 3900  # both pushed stakes, the tie stake and 800 won
    assert settlement.commission_cents == 0


def test_mixed_table_settles_each_spot() -> None:
    bets = {
        BetSpot.PLAYER: 1000,
        BetSpot.BANKER: 1005,
        BetSpot.TIE: 100,
        BetSpot.PLAYER_PAIR: 200,
        BetSpot.BANKER_PAIR: 300,
    }
    settlement = settle(bets, BANKER_PAIR_WIN, STANDARD)
    assert settlement.net_for(BetSpot.PLAYER) == -1000
    assert settlement.net_for(BetSpot.BANKER) == 954
    assert settlement.net_for(BetSpot.TIE) == -100
    assert settlement.net_for(BetSpot.PLAYER_PAIR) == -200
    assert settlement.net_for(BetSpot.BANKER_PAIR) == 3300
    assert settlement.net_cents == -1000 + 954 - 100 - 200 + 3300
    assert settlement.commission_cents == 51
    assert settlement.wagered_cents == 2605
    assert settlement.returned_cents == 2605 + 2954


def test_zero_amounts_are_not_bets() -> None:
    settlement = settle({BetSpot.PLAYER: 0, BetSpot.TIE: 100}, PLAYER_WINS, STANDARD)
    assert [r.spot for r in settlement.results] == [BetSpot.TIE]


# -- Refusals --------------------------------------------------------------------------------
def test_valid_bets_pass() -> None:
    check_bets({BetSpot.BANKER: 500, BetSpot.TIE: 100}, STANDARD, 600)
    check_bets({BetSpot.PLAYER: 500_000}, STANDARD, 500_000)
    check_bets({BetSpot.PLAYER_PAIR: 50_000}, STANDARD, 50_000)
    check_bets({BetSpot.PLAYER: 0}, STANDARD, 0)
    check_bets({}, STANDARD, 0)


def test_refuses_bets_over_the_bankroll() -> None:
    with pytest.raises(ValueError, match="bankroll"):
        check_bets({BetSpot.PLAYER: 1000}, STANDARD, 999)
    # The total of all spots counts, not each spot alone.
    with pytest.raises(ValueError, match=r"\$10\.01.*bankroll.*\$10\b"):
        check_bets({BetSpot.BANKER: 900, BetSpot.TIE: 101}, STANDARD, 1000)


@pytest.mark.parametrize("spot", [BetSpot.PLAYER, BetSpot.BANKER])
def test_main_bets_refused_under_the_table_minimum(spot: BetSpot) -> None:
    with pytest.raises(ValueError, match=r"under the minimum of \$5\b"):
        check_bets({spot: 499}, STANDARD, 10_000)
    check_bets({spot: 500}, STANDARD, 10_000)


@pytest.mark.parametrize("spot", [BetSpot.PLAYER, BetSpot.BANKER])
def test_main_bets_refused_over_the_table_maximum(spot: BetSpot) -> None:
    with pytest.raises(ValueError, match=r"over the maximum of \$5,000\b"):
        check_bets({spot: 500_001}, STANDARD, 10_000_000)


@pytest.mark.parametrize("spot", [BetSpot.TIE, BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR])
def test_side_bets_have_their_own_limits(spot: BetSpot) -> None:
    # A $2 side bet is fine (side minimum $1) though it is under the $5 table minimum.
    check_bets({spot: 200}, STANDARD, 10_000)
    with pytest.raises(ValueError, match=r"under the minimum of \$1\b"):
        check_bets({spot: 99}, STANDARD, 10_000)
    # $600 is under the table maximum but over the $500 side-bet maximum.
    with pytest.raises(ValueError, match=r"over the maximum of \$500\b"):
        check_bets({spot: 60_000}, STANDARD, 10_000_000)
    check_bets({spot: 50_000}, STANDARD, 10_000_000)


def test_custom_limits_apply() -> None:
    rules = TableRules(min_bet_cents=2500, max_bet_cents=10_000, side_min_cents=500, side_max_cents=1000)
    with pytest.raises(ValueError, match="minimum"):
        check_bets({BetSpot.PLAYER: 2000}, rules, 100_000)
    with pytest.raises(ValueError, match="maximum"):
        check_bets({BetSpot.BANKER: 10_001}, rules, 100_000)
    with pytest.raises(ValueError, match="minimum"):
        check_bets({BetSpot.TIE: 400}, rules, 100_000)
    with pytest.raises(ValueError, match="maximum"):
        check_bets({BetSpot.TIE: 1001}, rules, 100_000)


@pytest.mark.parametrize("amount", [-1, -500, -100_000])
def test_refuses_negative_amounts(amount: int) -> None:
    with pytest.raises(ValueError, match="negative"):
        check_bets({BetSpot.PLAYER: amount}, STANDARD, 1_000_000)


@pytest.mark.parametrize("amount", [500.0, 10.5, "500", None, True, False])
def test_refuses_non_integer_and_bool_amounts(amount: object) -> None:
    with pytest.raises(ValueError, match="whole number of cents"):
        check_bets({BetSpot.BANKER: amount}, STANDARD, 1_000_000)  # type: ignore[dict-item]


def test_refuses_unknown_spots() -> None:
    with pytest.raises(ValueError, match="not a bet spot"):
        check_bets({"dragon": 500}, STANDARD, 1_000_000)  # type: ignore[dict-item]


def test_bet_spot_parsing() -> None:
    assert BetSpot.parse("Player Pair") is BetSpot.PLAYER_PAIR
    assert BetSpot.parse("banker-pair") is BetSpot.BANKER_PAIR
    assert BetSpot.parse(" TIE ") is BetSpot.TIE
    with pytest.raises(ValueError, match="not a bet spot"):
        BetSpot.parse("dragon")


@pytest.mark.parametrize(
    ("cents", "text"),
    [
        (123456, "$1,234.56"),
        (500, "$5.00"),
        (-250, "-$2.50"),
        (0, "$0.00"),
        (5, "$0.05"),
        (100_000_000, "$1,000,000.00"),
        (-1, "-$0.01"),
    ],
)
def test_format_cents(cents: int, text: str) -> None:
    assert format_cents(cents) == text


@pytest.mark.parametrize(
    "kwargs",
    [
        {"decks": 7},
        {"tie_pays": 10},
        {"min_bet_cents": 0},
        {"min_bet_cents": -5},
        {"max_bet_cents": 5.5},
        {"side_min_cents": True},
        {"min_bet_cents": 1000, "max_bet_cents": 999},
        {"side_min_cents": 1000, "side_max_cents": 999},
        {"cut_min": 11},
        {"cut_min": 20, "cut_max": 15},
        {"variant": "commission"},
        {"side_bets": (BetSpot.TIE,)},
        {"side_bets": (BetSpot.BIG, BetSpot.BIG)},
        {"side_bets": ["big"]},
        {"tie_pays": 10},
    ],
)
def test_table_rules_refuse_nonsense(kwargs: dict) -> None:
    with pytest.raises(ValueError):
        TableRules(**kwargs)


def test_table_rules_round_trip_through_dict() -> None:
    rules = TableRules(decks=6, variant=Variant.NO_COMMISSION, tie_pays=9, cut_min=20, cut_max=22)
    assert TableRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError, match="unknown table rule"):
        TableRules.from_dict({"decks": 8, "dragon": 1})
    with pytest.raises(ValueError, match="variant"):
        TableRules.from_dict({"commission": "half"})
    with pytest.raises(ValueError, match="not a bet spot"):
        TableRules.from_dict({"side_bets": ["dragon"]})
    # The form stored before the catalogue: 'commission' and no side bets (those tables offered the pairs).
    old = TableRules.from_dict({"decks": 6, "commission": "no_commission", "tie_pays": 9})
    assert (old.variant, old.side_bets) == (Variant.NO_COMMISSION, (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR))
    assert TableRules.from_dict({"commission": "standard"}).variant is Variant.COMMISSION
    ez = TableRules(variant=Variant.EZ, side_bets=(BetSpot.PANDA_8, BetSpot.DRAGON_7))
    assert ez.side_bets == (BetSpot.DRAGON_7, BetSpot.PANDA_8)  # catalogue order, whatever was given
    assert TableRules.from_dict(ez.to_dict()) == ez
