"""The bet catalogue: every pay line on a stacked coup, every edge against figures computed apart
from the engine (published ones for 8 decks, an independent enumeration for 6 and 8), refusals."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from baccarat_desktop.engine.bets import check_bets, settle
from baccarat_desktop.engine.cards import RANKS, parse_cards
from baccarat_desktop.engine.catalogue import (
    CATALOGUE,
    SIDE_SPOTS,
    BetRefused,
    BetSpot,
    Facts,
    Variant,
    format_pays,
)
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import Shoe

ALL_SIDE = dict(side_bets=SIDE_SPOTS)
COMMISSION = TableRules(**ALL_SIDE)
NO_COMMISSION = TableRules(variant=Variant.NO_COMMISSION, **ALL_SIDE)
EZ = TableRules(variant=Variant.EZ, **ALL_SIDE)
TIE_9 = TableRules(tie_pays=9, **ALL_SIDE)

# Stacked coups (cards in dealing order P1 B1 P2 B2, then third cards), named by what they show.
COUPS = {
    "player natural 9 over 5": "9S 2H KS 3C",
    "player natural 9 over natural 8": "9S 8H KS KC",
    "banker natural 9 over 2": "2S 9H KS KC",
    "natural tie 9-9": "9S 9H KS KC",
    "two-card tie 7-7": "7S 4H KS 3C",
    "banker two-card 6 over 4": "KS 3H 4C 3D KH",
    "banker three-card 6 over 0": "KS 2H 4C 3D 6H AC",
    "banker three-card 7 over 0": "KS 2H 4C 3D 6H 2C",
    "player three-card 8 over 5": "KS KH 3C 5D 5H KC",
    "player by 9": "KS KH 3C KD 6H KC",
    "player by 8": "KS KH 3C KD 5H KC",
    "player by 7": "KS KH 3C KD 4H KC",
    "player by 6": "KS KH 3C KD 3H KC",
    "player by 5": "KS KH 3C KD 2H KC",
    "player by 4": "KS KH 3C KD AH KC",
    "player by 3": "KS KH 3C KD KH KC",
    "banker by 9": "KS 3H KC KD KH 6C",
    "banker by 8": "KS 3H KC KD KH 5C",
    "banker by 6": "KS 3H KC KD KH 3C",
    "banker by 5": "KS 3H KC KD KH 2C",
    "banker by 4": "KS 3H KC KD KH AC",
    "player pair of fives": "5S 2H 5H 3C KD",
    "player suited pair": "5S 2H 5S 3C KD",
    "banker pair": "2S 5H 3C 5D KD KH",
    "banker suited pair": "2S 5D 3C 5D KD KH",
}


def coup(name: str):
    return resolve_cards(parse_cards(COUPS[name].split()))


def net(spot: BetSpot, name: str, rules: TableRules = COMMISSION, stake: int = 1000) -> tuple[int, int]:
    (result,) = settle({spot: stake}, coup(name), rules).results
    return result.net_cents, result.commission_cents


def test_the_stacked_coups_are_what_their_names_say() -> None:
    seen = {
        name: (c.player_total, c.banker_total, len(c.player), len(c.banker))
        for name, c in ((n, coup(n)) for n in COUPS)
    }
    assert seen["banker three-card 7 over 0"] == (0, 7, 3, 3)
    assert seen["player three-card 8 over 5"] == (8, 5, 3, 3)
    assert seen["banker two-card 6 over 4"] == (4, 6, 3, 2)
    assert seen["banker three-card 6 over 0"] == (0, 6, 3, 3)
    assert seen["player by 9"] == (9, 0, 3, 3) and seen["player by 4"] == (4, 0, 3, 3)
    assert seen["banker by 9"] == (0, 9, 3, 3)
    assert seen["two-card tie 7-7"] == (7, 7, 2, 2)
    assert coup("player suited pair").player[0] == coup("player suited pair").player[1]


# (spot, coup, rules, stake, net, commission): each pay line of every bet, and losing cases.
PAY_LINES = [
    (BetSpot.PLAYER, "player natural 9 over 5", COMMISSION, 1000, 1000, 0),
    (BetSpot.PLAYER, "natural tie 9-9", COMMISSION, 1000, 0, 0),
    (BetSpot.PLAYER, "banker natural 9 over 2", COMMISSION, 1000, -1000, 0),
    (BetSpot.BANKER, "banker natural 9 over 2", COMMISSION, 1000, 950, 50),
    (BetSpot.BANKER, "banker natural 9 over 2", COMMISSION, 1001, 950, 51),  # 950.95 rounds down
    (BetSpot.BANKER, "natural tie 9-9", COMMISSION, 1000, 0, 0),
    (BetSpot.BANKER, "player natural 9 over 5", COMMISSION, 1000, -1000, 0),
    (BetSpot.BANKER, "banker two-card 6 over 4", NO_COMMISSION, 1001, 500, 0),  # 1 to 2, rounded down
    (BetSpot.BANKER, "banker three-card 6 over 0", NO_COMMISSION, 1000, 500, 0),
    (BetSpot.BANKER, "banker natural 9 over 2", NO_COMMISSION, 1000, 1000, 0),
    (BetSpot.BANKER, "banker three-card 7 over 0", NO_COMMISSION, 1000, 1000, 0),
    (BetSpot.BANKER, "banker three-card 7 over 0", EZ, 1000, 0, 0),  # EZ: a three-card 7 pushes
    (BetSpot.BANKER, "banker three-card 6 over 0", EZ, 1000, 1000, 0),
    (BetSpot.BANKER, "banker natural 9 over 2", EZ, 1000, 1000, 0),
    (BetSpot.BANKER, "natural tie 9-9", EZ, 1000, 0, 0),
    (BetSpot.BANKER, "player three-card 8 over 5", EZ, 1000, -1000, 0),
    (BetSpot.TIE, "two-card tie 7-7", COMMISSION, 1000, 8000, 0),
    (BetSpot.TIE, "two-card tie 7-7", TIE_9, 1000, 9000, 0),
    (BetSpot.TIE, "player by 4", COMMISSION, 1000, -1000, 0),
    (BetSpot.PLAYER_PAIR, "player pair of fives", COMMISSION, 100, 1100, 0),
    (BetSpot.PLAYER_PAIR, "banker pair", COMMISSION, 100, -100, 0),
    (BetSpot.BANKER_PAIR, "banker pair", COMMISSION, 100, 1100, 0),
    (BetSpot.BANKER_PAIR, "player pair of fives", COMMISSION, 100, -100, 0),
    (BetSpot.EITHER_PAIR, "player pair of fives", COMMISSION, 100, 500, 0),
    (BetSpot.EITHER_PAIR, "banker pair", COMMISSION, 100, 500, 0),
    (BetSpot.EITHER_PAIR, "player natural 9 over 5", COMMISSION, 100, -100, 0),
    (BetSpot.PERFECT_PAIR, "player suited pair", COMMISSION, 100, 2500, 0),
    (BetSpot.PERFECT_PAIR, "banker suited pair", COMMISSION, 100, 2500, 0),
    (BetSpot.PERFECT_PAIR, "player pair of fives", COMMISSION, 100, -100, 0),  # same rank, two suits
    (BetSpot.BIG, "banker two-card 6 over 4", COMMISSION, 1000, 540, 0),  # five cards
    (BetSpot.BIG, "player by 9", COMMISSION, 1001, 540, 0),  # six cards; 540.54 rounds down
    (BetSpot.BIG, "player natural 9 over 5", COMMISSION, 1000, -1000, 0),
    (BetSpot.SMALL, "player natural 9 over 5", COMMISSION, 1001, 1501, 0),  # 1501.5 rounds down
    (BetSpot.SMALL, "two-card tie 7-7", COMMISSION, 1000, 1500, 0),
    (BetSpot.SMALL, "banker two-card 6 over 4", COMMISSION, 1000, -1000, 0),
    (BetSpot.PLAYER_BONUS, "player natural 9 over 5", COMMISSION, 100, 100, 0),
    (BetSpot.PLAYER_BONUS, "player natural 9 over natural 8", COMMISSION, 100, 100, 0),
    (BetSpot.PLAYER_BONUS, "natural tie 9-9", COMMISSION, 100, 0, 0),
    (BetSpot.PLAYER_BONUS, "two-card tie 7-7", COMMISSION, 100, -100, 0),  # a tie without a natural loses
    (BetSpot.PLAYER_BONUS, "player by 9", COMMISSION, 100, 3000, 0),
    (BetSpot.PLAYER_BONUS, "player by 8", COMMISSION, 100, 1000, 0),
    (BetSpot.PLAYER_BONUS, "player by 7", COMMISSION, 100, 600, 0),
    (BetSpot.PLAYER_BONUS, "player by 6", COMMISSION, 100, 400, 0),
    (BetSpot.PLAYER_BONUS, "player by 5", COMMISSION, 100, 200, 0),
    (BetSpot.PLAYER_BONUS, "player by 4", COMMISSION, 100, 100, 0),
    (BetSpot.PLAYER_BONUS, "player by 3", COMMISSION, 100, -100, 0),
    (BetSpot.PLAYER_BONUS, "banker by 9", COMMISSION, 100, -100, 0),
    (BetSpot.BANKER_BONUS, "banker by 9", COMMISSION, 100, 3000, 0),
    (BetSpot.BANKER_BONUS, "banker natural 9 over 2", COMMISSION, 100, 100, 0),
    (BetSpot.BANKER_BONUS, "natural tie 9-9", COMMISSION, 100, 0, 0),
    (BetSpot.BANKER_BONUS, "banker by 8", COMMISSION, 100, 1000, 0),
    (BetSpot.BANKER_BONUS, "banker three-card 7 over 0", COMMISSION, 100, 600, 0),
    (BetSpot.BANKER_BONUS, "banker by 6", COMMISSION, 100, 400, 0),
    (BetSpot.BANKER_BONUS, "banker by 5", COMMISSION, 100, 200, 0),
    (BetSpot.BANKER_BONUS, "banker by 4", COMMISSION, 100, 100, 0),
    (BetSpot.BANKER_BONUS, "banker two-card 6 over 4", COMMISSION, 100, -100, 0),  # by 2
    (BetSpot.BANKER_BONUS, "player by 9", COMMISSION, 100, -100, 0),
    (BetSpot.DRAGON_7, "banker three-card 7 over 0", EZ, 100, 4000, 0),
    (BetSpot.DRAGON_7, "banker three-card 7 over 0", COMMISSION, 100, 4000, 0),
    (BetSpot.DRAGON_7, "banker three-card 6 over 0", EZ, 100, -100, 0),
    (BetSpot.PANDA_8, "player three-card 8 over 5", EZ, 100, 2500, 0),
    (BetSpot.PANDA_8, "player by 8", EZ, 100, 2500, 0),
    (BetSpot.PANDA_8, "player natural 9 over 5", EZ, 100, -100, 0),
    (BetSpot.LUCKY_6, "banker two-card 6 over 4", COMMISSION, 100, 1200, 0),
    (BetSpot.LUCKY_6, "banker three-card 6 over 0", COMMISSION, 100, 2000, 0),
    (BetSpot.LUCKY_6, "banker three-card 7 over 0", COMMISSION, 100, -100, 0),
]


@pytest.mark.parametrize(("spot", "name", "rules", "stake", "expected", "commission"), PAY_LINES)
def test_every_pay_line_on_a_stacked_coup(
    spot: BetSpot, name: str, rules: TableRules, stake: int, expected: int, commission: int
) -> None:
    assert net(spot, name, rules, stake) == (expected, commission)


def test_every_pay_line_is_exercised_by_a_stacked_coup() -> None:
    """Each line of each bet (per variant) is hit by at least one coup of the table above."""
    hit: set[tuple[BetSpot, str, str]] = set()
    for spot, name, rules, _stake, _net, _commission in PAY_LINES:
        line = CATALOGUE[spot].line_for(Facts.of(coup(name)), rules)
        if line is not None:
            hit.add((spot, rules.variant.value, line.event))
    for spot, bet in CATALOGUE.items():
        for rules in (COMMISSION, NO_COMMISSION, EZ) if spot is BetSpot.BANKER else (COMMISSION,):
            for line in bet.lines(rules):
                variants = {v for s, v, e in hit if s is spot and e == line.event}
                assert variants, f"no stacked coup hits {spot.value}: {line.text}"


def test_pay_text_and_lines_read_as_a_casino_prints_them() -> None:
    assert format_pays(Fraction(11)) == "11 to 1"
    assert format_pays(Fraction(1, 2)) == "1 to 2"
    assert format_pays(Fraction(19, 20)) == "0.95 to 1"
    assert format_pays(Fraction(27, 50)) == "0.54 to 1"
    assert CATALOGUE[BetSpot.PLAYER_BONUS].pay_text(COMMISSION) == "UP TO 30 TO 1"
    assert CATALOGUE[BetSpot.BANKER].pay_text(NO_COMMISSION) == "1 TO 1 · WIN ON 6: 1 TO 2"
    assert CATALOGUE[BetSpot.BANKER].pay_text(EZ) == "1 TO 1 · 3-CARD 7 PUSHES"
    assert CATALOGUE[BetSpot.TIE].pay_text(TIE_9) == "9 TO 1"
    assert CATALOGUE[BetSpot.LUCKY_6].pay_text(EZ) == "12 TO 1 · 3 CARDS: 20 TO 1"
    assert [line.text for line in CATALOGUE[BetSpot.LUCKY_6].lines(COMMISSION)] == [
        "Banker wins with a two-card 6: pays 12 to 1",
        "Banker wins with a three-card 6: pays 20 to 1",
    ]
    assert BetSpot.DRAGON_7.label == "Dragon 7" and BetSpot.parse("Dragon-7") is BetSpot.DRAGON_7


def test_best_win_bounds_every_bet() -> None:
    assert CATALOGUE[BetSpot.DRAGON_7].best_pays(EZ) == 40
    assert CATALOGUE[BetSpot.PLAYER_BONUS].best_pays(EZ) == 30
    assert CATALOGUE[BetSpot.BANKER].best_pays(COMMISSION) == Fraction(19, 20)


# -- House edges ------------------------------------------------------------------------------
# docs/rules.md §Published house edges (8 decks): edges in percent, 2 places.
PUBLISHED_8 = {
    (BetSpot.PLAYER_PAIR, Variant.COMMISSION): 10.36,
    (BetSpot.EITHER_PAIR, Variant.COMMISSION): 13.71,
    (BetSpot.PERFECT_PAIR, Variant.COMMISSION): 13.03,
    (BetSpot.BIG, Variant.COMMISSION): 4.35,
    (BetSpot.SMALL, Variant.COMMISSION): 5.28,
    (BetSpot.PLAYER_BONUS, Variant.COMMISSION): 2.65,
    (BetSpot.BANKER_BONUS, Variant.COMMISSION): 9.37,
    (BetSpot.DRAGON_7, Variant.EZ): 7.61,
    (BetSpot.PANDA_8, Variant.EZ): 10.19,
    (BetSpot.BANKER, Variant.EZ): 1.02,
    (BetSpot.BANKER, Variant.NO_COMMISSION): 1.46,
    (BetSpot.BANKER, Variant.COMMISSION): 1.06,
    (BetSpot.PLAYER, Variant.COMMISSION): 1.24,
}


@pytest.fixture(scope="module")
def eight():
    return exact_odds(full_shoe_cards(8))


@pytest.fixture(scope="module")
def six():
    return exact_odds(full_shoe_cards(6))


@pytest.mark.parametrize(("key", "edge"), PUBLISHED_8.items(), ids=lambda v: str(v))
def test_published_eight_deck_edges(eight, key: tuple[BetSpot, Variant], edge: float) -> None:
    spot, variant = key
    assert round(float(eight.house_edge(spot, TableRules(variant=variant))) * 100, 2) == edge


def test_dragon_bonus_and_big_small_combinations_match_rules_md(eight) -> None:
    player = dict((line and line.event, n) for line, n in eight.line_counts(BetSpot.PLAYER_BONUS, COMMISSION))
    banker = dict((line and line.event, n) for line, n in eight.line_counts(BetSpot.BANKER_BONUS, COMMISSION))
    assert player["Player wins by 9 points without a natural"] == 18_409_431_764_992
    assert banker["Banker wins by 9 points without a natural"] == 15_390_342_909_952
    assert player["Player wins with a natural"] == banker["Banker wins with a natural"] == 812_685_054_124_032
    assert player["a natural Tie"] == banker["a natural Tie"] == 89_325_908_267_520
    ((_, small), _) = eight.line_counts(BetSpot.SMALL, COMMISSION)
    assert small == 1_893_735_611_458_560


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


def _banker_draws(banker: int, third: int | None) -> bool:
    """The tableau of docs/rules.md §Drawing rules, written out again (not the engine's table)."""
    if third is None:
        return banker <= 5
    return {
        0: True,
        1: True,
        2: True,
        3: third != 8,
        4: third in (2, 3, 4, 5, 6, 7),
        5: third in (4, 5, 6, 7),
        6: third in (6, 7),
        7: False,
    }[banker]


def independent_coups(decks: int) -> Counter:
    """Ordered six-card draws by (player total, banker total, player cards, banker cards), dealing
    card by card over values in plain loops: a second enumeration, written apart from the engine's."""
    left = [16 * decks] + [4 * decks] * 9
    n = 52 * decks
    out: Counter = Counter()

    def take(v: int) -> int:
        count = left[v]
        left[v] -= 1
        return count

    for p1 in range(10):
        w1 = take(p1)
        for b1 in range(10):
            w2 = w1 * take(b1)
            for p2 in range(10):
                w3 = w2 * take(p2)
                for b2 in range(10):
                    w4 = w3 * take(b2)
                    if w4:
                        _third_cards(out, left, n, w4, (p1 + p2) % 10, (b1 + b2) % 10)
                    left[b2] += 1
                left[p2] += 1
            left[b1] += 1
        left[p1] += 1
    return out


def _third_cards(out: Counter, left: list[int], n: int, w4: int, pt: int, bt: int) -> None:
    if pt >= 8 or bt >= 8:
        out[(pt, bt, 2, 2)] += w4 * _falling(n - 4, 2)
        return
    if pt >= 6:
        if not _banker_draws(bt, None):
            out[(pt, bt, 2, 2)] += w4 * _falling(n - 4, 2)
            return
        for b3 in range(10):
            out[(pt, (bt + b3) % 10, 2, 3)] += w4 * left[b3] * (n - 5)
        return
    for p3 in range(10):
        w5 = w4 * left[p3]
        if not w5:
            continue
        left[p3] -= 1
        if _banker_draws(bt, p3):
            for b3 in range(10):
                out[((pt + p3) % 10, (bt + b3) % 10, 3, 3)] += w5 * left[b3]
        else:
            out[((pt + p3) % 10, bt, 3, 2)] += w5 * (n - 5)
        left[p3] += 1


def independent_edge(spot: BetSpot, rules: TableRules, coups: Counter, decks: int) -> Fraction:
    """The house edge from the issue's paytables, over the independent enumeration (or, for the
    pair bets, closed forms over the first four cards)."""
    total = sum(coups.values())
    n = 52 * decks
    ranks = [4 * decks] * 13
    kinds = [decks] * 52
    pair = Fraction(sum(c * (c - 1) for c in ranks), n * (n - 1))
    suited = Fraction(sum(k * (k - 1) for k in kinds), n * (n - 1))

    def both(counts: list[int]) -> Fraction:
        s = sum(c * (c - 1) for c in counts)
        return Fraction(
            sum(c * (c - 1) * (s - c * (c - 1) + (c - 2) * (c - 3)) for c in counts), _falling(n, 4)
        )

    simple = {
        BetSpot.PLAYER_PAIR: (pair, 9 if rules.variant.lit else 11),  # the multiplier table's base
        BetSpot.BANKER_PAIR: (pair, 9 if rules.variant.lit else 11),
        BetSpot.EITHER_PAIR: (2 * pair - both(ranks), 5),
        BetSpot.PERFECT_PAIR: (2 * suited - both(kinds), 25),
    }
    if spot in simple:
        p, pays = simple[spot]
        return -(p * pays - (1 - p))
    ev = Fraction(0)
    for (p, b, n_p, n_b), count in coups.items():
        natural = n_p == 2 and n_b == 2 and max(p, b) >= 8
        if spot is BetSpot.PLAYER:
            x = Fraction(0) if p == b else Fraction(1 if p > b else -1)
        elif spot is BetSpot.BANKER:
            if p >= b:
                x = Fraction(0 if p == b else -1)
            elif rules.variant in (Variant.COMMISSION, Variant.MULTIPLIER, Variant.PEEK):
                x = Fraction(95, 100)
            elif rules.variant is Variant.NO_COMMISSION:
                x = Fraction(1, 2) if b == 6 else Fraction(1)
            else:
                x = Fraction(0) if (b == 7 and n_b == 3) else Fraction(1)
        elif spot is BetSpot.TIE:
            x = Fraction((5 if rules.variant.lit else rules.tie_pays) if p == b else -1)
        elif spot is BetSpot.BIG:
            x = Fraction(54, 100) if n_p + n_b >= 5 else Fraction(-1)
        elif spot is BetSpot.SMALL:
            x = Fraction(3, 2) if n_p + n_b == 4 else Fraction(-1)
        elif spot in (BetSpot.PLAYER_BONUS, BetSpot.BANKER_BONUS):
            margin = p - b if spot is BetSpot.PLAYER_BONUS else b - p
            table = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
            if natural:
                x = Fraction(1 if margin > 0 else 0 if margin == 0 else -1)
            else:
                x = Fraction(table.get(margin, -1))
        elif spot is BetSpot.DRAGON_7:
            x = Fraction(40 if (b > p and b == 7 and n_b == 3) else -1)
        elif spot is BetSpot.PANDA_8:
            x = Fraction(25 if (p > b and p == 8 and n_p == 3) else -1)
        else:
            assert spot is BetSpot.LUCKY_6
            x = Fraction((12 if n_b == 2 else 20) if (b > p and b == 6) else -1)
        ev += x * count
    return -ev / total


@pytest.mark.parametrize("decks", [6, 8])
def test_every_edge_equals_an_independent_computation(decks: int, six, eight) -> None:
    odds = {6: six, 8: eight}[decks]
    coups = independent_coups(decks)
    assert sum(coups.values()) == odds.total
    for variant in Variant:
        for tie_pays in (8, 9):
            rules = TableRules(decks=decks, variant=variant, tie_pays=tie_pays)
            for spot in BetSpot:
                assert odds.house_edge(spot, rules) == independent_edge(spot, rules, coups, decks), (
                    spot,
                    variant,
                    tie_pays,
                )


def test_lucky_6_edge_is_stated(eight, six) -> None:
    # No published figure: docs/rules.md §Published house edges states the computed 16.68% (8 decks) and
    # 16.72% (6 decks) at 12 and 20 to 1.
    assert round(float(eight.house_edge(BetSpot.LUCKY_6, COMMISSION)) * 100, 2) == 16.68
    assert round(float(six.house_edge(BetSpot.LUCKY_6, COMMISSION)) * 100, 2) == 16.72


def test_perfect_pair_needs_suits_and_ranks_only_price_everything_else(eight) -> None:
    by_rank = exact_odds(dict.fromkeys(RANKS, 32))
    assert not by_rank.prices(BetSpot.PERFECT_PAIR)
    with pytest.raises(DomainError, match="suits"):
        by_rank.house_edge(BetSpot.PERFECT_PAIR, COMMISSION)
    for spot in BetSpot:
        if spot is not BetSpot.PERFECT_PAIR:
            assert by_rank.house_edge(spot, EZ) == eight.house_edge(spot, EZ)


# -- Refusals ---------------------------------------------------------------------------------
def refusal(
    bets: dict[BetSpot, int], rules: TableRules = COMMISSION, bankroll: int = 100_000, **kw
) -> BetRefused:
    with pytest.raises(BetRefused) as caught:
        check_bets(bets, rules, bankroll, **kw)
    return caught.value


def test_refusals_name_their_spot() -> None:
    over = refusal({BetSpot.PLAYER: 1000, BetSpot.PLAYER_PAIR: 60_000})
    assert over.spot is BetSpot.PLAYER_PAIR and "over the maximum" in over.reason
    under = refusal({BetSpot.BANKER: 100})
    assert under.spot is BetSpot.BANKER and "under the minimum" in under.reason
    whole = refusal({BetSpot.BANKER: 200_000, BetSpot.DRAGON_7: 100})
    assert whole.spot is None and "bankroll" in whole.reason
    assert whole.sentence.startswith("Bets of")


def test_a_side_bet_the_table_does_not_offer_is_refused() -> None:
    pairs_only = TableRules()
    refused = refusal({BetSpot.DRAGON_7: 500}, pairs_only)
    assert refused.spot is BetSpot.DRAGON_7 and "does not offer Dragon 7" in refused.reason
    check_bets({BetSpot.PLAYER_PAIR: 500, BetSpot.TIE: 500}, pairs_only, 100_000)


def test_big_and_small_close_for_the_last_hand() -> None:
    check_bets({BetSpot.BIG: 500, BetSpot.SMALL: 500}, COMMISSION, 100_000)
    for spot in (BetSpot.BIG, BetSpot.SMALL):
        refused = refusal({BetSpot.BANKER: 1000, spot: 500}, last_hand=True)
        assert refused.spot is spot and "last hand" in refused.reason and "cut card" in refused.reason
    check_bets({BetSpot.DRAGON_7: 500, BetSpot.BANKER: 1000}, COMMISSION, 100_000, last_hand=True)


def test_a_session_refuses_big_once_the_cut_card_is_out() -> None:
    session = Session(COMMISSION, 1_000_000, shoe_factory=lambda: Shoe.from_seed(bytes(32), 8, (14, 14)))
    session.start_shoe()
    bets = {BetSpot.BIG: 500, BetSpot.SMALL: 500, BetSpot.BANKER: 1000}
    while not session.is_last_hand:
        session.deal(bets)
    with pytest.raises(BetRefused) as caught:
        session.deal(bets)
    assert caught.value.spot is BetSpot.BIG
    assert not session.can_deal(bets)
    last = session.deal({BetSpot.BANKER: 1000, BetSpot.LUCKY_6: 500})
    assert last.last_hand
    session.start_shoe()
    session.check_bets(bets)  # open again with a fresh shoe


def test_a_win_that_would_pass_the_money_ceiling_is_refused() -> None:
    from baccarat_desktop.engine.money import MAX_CENTS

    rules = TableRules(side_max_cents=10_000_000, **ALL_SIDE)
    bankroll = MAX_CENTS - 30_000_000  # 40 to 1 on $10,000 ($400,000) would pass the ceiling
    refused = refusal({BetSpot.DRAGON_7: 1_000_000}, rules, bankroll)
    assert refused.spot is None and "bankroll above" in refused.reason
