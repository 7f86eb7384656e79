"""The Peek table (engine/peek.py): settlement in cents, the coach's exact values held to a brute force
over every ordered draw of a small shoe and to a seeded simulation of a full one, its obvious decisions,
and the table's return with best play."""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from baccarat_desktop.engine.cards import RANKS, Card, Rank, parse_cards, standard_deck
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.coup import Coup, Outcome, resolve_cards
from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.engine.multiplier import FEE, fee_for
from baccarat_desktop.engine.odds import CountsError, full_shoe_counts
from baccarat_desktop.engine.peek import (
    PEEK_SPOTS,
    SHOW_ORDER,
    Choice,
    PeekRules,
    coach,
    peek_report,
    peek_returns,
    settle,
)

P, B = PEEK_SPOTS
STAKE = 2000  # whole dimes: Banker's win is exact, so the brute force's nets are exact fractions


def coup(*codes: str) -> Coup:
    """A coup from its cards in dealing order: P B P B, then the third cards."""
    return resolve_cards(parse_cards(codes))


def left_after(counts: dict[Rank, int], shown: list[Card] | list[Rank]) -> dict[Rank, int]:
    out = dict(counts)
    for card in shown:
        out[card.rank if isinstance(card, Card) else card] -= 1
    return out


# -- rules and settlement --------------------------------------------------------------------------


def test_the_table_shows_its_first_cards_in_dealing_order() -> None:
    c = coup("2S", "KS", "3H", "7C", "4D")
    assert [PeekRules(k).shown_cards(c) for k in (1, 2, 4)] == [
        tuple(parse_cards(["2S"])),
        tuple(parse_cards(["2S", "KS"])),
        tuple(parse_cards(["2S", "KS", "3H", "7C"])),
    ]
    assert PeekRules(3).shown == SHOW_ORDER[:3]
    assert PeekRules().peek_cards == 2 and PeekRules().fee == FEE == Fraction(1, 5)


@pytest.mark.parametrize("bad", [0, 5, -1, True, 2.0])
def test_a_table_shows_one_to_four_cards(bad: object) -> None:
    with pytest.raises(DomainError):
        PeekRules(bad)  # type: ignore[arg-type]


def test_a_fee_is_a_share_of_the_stake_below_one() -> None:
    for bad in (Fraction(1), Fraction(-1, 5), 0.2):
        with pytest.raises(DomainError):
            PeekRules(2, bad)  # type: ignore[arg-type]


def test_the_fee_is_the_original_stakes_only_and_rounds_up_to_the_cent() -> None:
    # Player 9S KH... : Player 2S 3H (5) draws 4D for 9; Banker KS 7C stands on 7: Player wins.
    c = coup("2S", "KS", "3H", "7C", "4D")
    assert c.outcome is Outcome.PLAYER
    kept, tripled = settle(P, 1003, Choice.KEEP, c), settle(P, 1003, Choice.TRIPLE, c)
    assert kept.fee == tripled.fee == 201 == fee_for(1003)  # 200.6 rounds up, the raise pays none
    assert (kept.net, kept.total_net) == (1003, 802)
    assert (tripled.in_play, tripled.net, tripled.total_net) == (3009, 3009, 2808)
    lost = settle(B, 1003, Choice.DOUBLE, c)
    assert (lost.fee, lost.net, lost.total_net, lost.commission) == (201, -2006, -2207, 0)


def test_a_raised_banker_win_is_one_bet_rounded_down_once() -> None:
    c = coup("KS", "4S", "3H", "5C")  # Player 3, Banker 9: a natural, Banker wins
    assert c.outcome is Outcome.BANKER
    s = settle(B, 1005, Choice.TRIPLE, c)
    # 3015 × 19/20 = 2864.25: rounded down once on the whole raised bet, not 3 × 954.
    assert (s.in_play, s.net, s.commission, s.fee) == (3015, 2864, 151, 201)


def test_a_tie_pushes_the_raised_bet_and_keeps_the_fee() -> None:
    c = coup("9S", "9H", "KH", "KD")
    assert c.outcome is Outcome.TIE
    for spot in PEEK_SPOTS:
        s = settle(spot, 2500, Choice.TRIPLE, c)
        assert (s.net, s.fee, s.total_net) == (0, 500, -500)


def test_only_player_and_banker_are_raised_and_stakes_are_money() -> None:
    c = coup("9S", "9H", "KH", "KD")
    with pytest.raises(DomainError):
        settle(BetSpot.TIE, 1000, Choice.KEEP, c)
    for bad in (0, -5, 10.5):
        with pytest.raises(DomainError):
            settle(P, bad, Choice.KEEP, c)  # type: ignore[arg-type]
    with pytest.raises(DomainError):  # tripled, past the money ceiling
        settle(P, 40_000_000_000, Choice.TRIPLE, c)
    # A table with another fee charges it on the original stake, rounded up as the fifth is.
    assert settle(P, 1001, Choice.TRIPLE, c, PeekRules(2, Fraction(1, 10))).fee == 101


# -- the brute force ---------------------------------------------------------------------------------

# Ten cards: an 8 for naturals and Banker's stand on 3, 6 and 7 for Banker's draw on 6, two 4s, three 0s.
SMALL = [
    Rank.TWO,
    Rank.THREE,
    Rank.FOUR,
    Rank.FOUR,
    Rank.SIX,
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.KING,
    Rank.KING,
    Rank.QUEEN,
]


def _physical(ranks: list[Rank]) -> list[Card]:
    """One card of each rank given, suits spread so that two copies are two physical cards."""
    suits = list(dict.fromkeys(card.suit for card in standard_deck()))
    seen: Counter[Rank] = Counter()
    out = []
    for rank in ranks:
        out.append(Card(rank, suits[seen[rank] % 4]))
        seen[rank] += 1
    return out


def _brute_force(ranks: list[Rank]) -> dict[tuple[Rank, ...], list[Fraction]]:
    """For every shown prefix (the first 1..4 ranks dealt), each bet's summed net per unit staked
    over every ordered draw of six of the physical cards: settled by the game's own coup and
    ``settle`` in cents, not by the engine's enumeration. Returns {prefix: [player sum, banker sum,
    draws]}."""
    cards = _physical(ranks)
    sums: dict[tuple[Rank, ...], list[int]] = {}
    cache: dict[tuple[int, ...], tuple[int, int]] = {}  # the coup depends on the values only
    for draw in permutations(cards, 6):
        key = tuple(card.value for card in draw)
        nets = cache.get(key)
        if nets is None:
            c = resolve_cards(draw)
            nets = cache[key] = (settle(P, STAKE, Choice.KEEP, c).net, settle(B, STAKE, Choice.KEEP, c).net)
        shown = tuple(card.rank for card in draw[:4])
        for k in range(1, 5):
            acc = sums.get(shown[:k])
            if acc is None:
                acc = sums[shown[:k]] = [0, 0, 0]
            acc[0] += nets[0]
            acc[1] += nets[1]
            acc[2] += 1
    return {
        prefix: [Fraction(p, STAKE), Fraction(b, STAKE), Fraction(n)] for prefix, (p, b, n) in sums.items()
    }


@pytest.fixture(scope="module")
def brute() -> dict[tuple[Rank, ...], list[Fraction]]:
    return _brute_force(SMALL)


def test_the_coach_equals_a_brute_force_over_every_ordered_draw(
    brute: dict[tuple[Rank, ...], list[Fraction]],
) -> None:
    full = Counter(SMALL)
    counts = {rank: full[rank] for rank in RANKS}
    checked = 0
    for prefix, (player, banker, draws) in brute.items():
        rules = PeekRules(len(prefix))
        advice = coach(list(prefix), left_after(counts, list(prefix)), rules).advice
        assert advice[P].per_unit == player / draws, prefix
        assert advice[B].per_unit == banker / draws, prefix
        for spot, total in ((P, player), (B, banker)):
            values = advice[spot].values
            assert values[Choice.TRIPLE] == 3 * total / draws - FEE
            assert advice[spot].best is (Choice.TRIPLE if total > 0 else Choice.KEEP)
        checked += 1
    assert checked > 1000  # every prefix of 1 to 4 cards of the ten


@pytest.mark.parametrize("peek_cards", [1, 2, 3, 4])
def test_the_tables_return_equals_the_brute_forces_best_play(
    brute: dict[tuple[Rank, ...], list[Fraction]], peek_cards: int
) -> None:
    full = Counter(SMALL)
    counts = [full[rank] for rank in RANKS]
    total = math.perm(len(SMALL), 6)
    returns = peek_returns(counts, PeekRules(peek_cards))
    for i, spot in enumerate(PEEK_SPOTS):
        prefixes = [acc for prefix, acc in brute.items() if len(prefix) == peek_cards]
        assert sum(acc[2] for acc in prefixes) == total
        best = sum(3 * acc[i] if acc[i] > 0 else acc[i] for acc in prefixes) / total - FEE
        keep = sum(acc[i] for acc in prefixes) / total - FEE
        triples = Fraction(sum(int(acc[2]) for acc in prefixes if acc[i] > 0), total)
        r = returns[spot]
        assert (r.expected, r.keep, r.triples) == (best, keep, triples)
        assert r.expected >= r.keep


# -- a full shoe -----------------------------------------------------------------------------------


def test_the_tables_return_is_the_coachs_play_summed_over_every_shown_card() -> None:
    """The return's one walk against the coach, prefix by prefix, for a full 8-deck shoe."""
    counts = full_shoe_counts(8)
    n = sum(counts.values())
    one_rank = {rank.value_in_baccarat: rank for rank in reversed(RANKS)}  # value -> a rank of it
    by_value = Counter({v: 0 for v in range(10)})
    for rank, count in counts.items():
        by_value[rank.value_in_baccarat] += count
    for peek_cards in (1, 2):
        rules = PeekRules(peek_cards)
        expected = dict.fromkeys(PEEK_SPOTS, Fraction(0))
        for shown in _prefixes([one_rank[v] for v in range(10)], peek_cards):
            chance, left, values = Fraction(1), dict(counts), Counter(by_value)
            for i, rank in enumerate(shown):
                chance *= Fraction(values[rank.value_in_baccarat], n - i)
                values[rank.value_in_baccarat] -= 1
                left[rank] -= 1
            advice = coach(list(shown), left, rules).advice
            for spot in PEEK_SPOTS:
                expected[spot] += chance * advice[spot].values[advice[spot].best]
        returns = peek_returns(counts, rules)
        assert {spot: returns[spot].expected for spot in PEEK_SPOTS} == expected


def _prefixes(ranks: list[Rank], k: int) -> list[tuple[Rank, ...]]:
    if k == 0:
        return [()]
    return [(r, *rest) for r in ranks for rest in _prefixes(ranks, k - 1)]


@pytest.mark.slow
def test_the_coach_agrees_with_a_seeded_simulation_of_a_full_shoe() -> None:
    """Player's first card shown a 9: the hidden cards dealt by the game's coup from the 415 left."""
    shown = parse_cards(["9S"])
    counts = full_shoe_counts(8)
    advice = coach(shown, left_after(counts, shown), PeekRules(1)).advice
    rest = [card for card in standard_deck() for _ in range(8)]
    rest.remove(shown[0])
    rng = random.Random(2026)
    hands = 20_000
    results: dict[BetSpot, list[float]] = {spot: [] for spot in PEEK_SPOTS}
    for _ in range(hands):
        c = resolve_cards([shown[0], *rng.sample(rest, 5)])
        for spot in PEEK_SPOTS:
            results[spot].append(settle(spot, STAKE, Choice.KEEP, c).net / STAKE)
    for spot, xs in results.items():
        mean = sum(xs) / hands
        se = math.sqrt(sum((x - mean) ** 2 for x in xs) / (hands - 1) / hands)
        assert abs(mean - float(advice[spot].per_unit)) < 5 * se, spot


@pytest.mark.slow
def test_the_tables_return_agrees_with_a_seeded_simulation_of_the_coachs_play() -> None:
    """Every coup from a fresh full 8-deck shoe, the coach asked on the two shown cards, the bet
    settled in cents: the mean total net lands within five standard errors of the exact return."""
    rules = PeekRules(2)
    counts = full_shoe_counts(8)
    shoe = [card for card in standard_deck() for _ in range(8)]
    rng = random.Random(30)
    hands = 12_000
    exact = peek_returns(counts, rules)
    totals: dict[BetSpot, list[float]] = {spot: [] for spot in PEEK_SPOTS}
    for _ in range(hands):
        c = resolve_cards(rng.sample(shoe, 6))
        shown = rules.shown_cards(c)
        advice = coach(shown, left_after(counts, list(shown)), rules).advice
        for spot in PEEK_SPOTS:
            totals[spot].append(settle(spot, STAKE, advice[spot].best, c, rules).total_net / STAKE)
    for spot, xs in totals.items():
        mean = sum(xs) / hands
        se = math.sqrt(sum((x - mean) ** 2 for x in xs) / (hands - 1) / hands)
        assert abs(mean - float(exact[spot].expected)) < 5 * se, spot


# -- obvious decisions -----------------------------------------------------------------------------


def test_a_shown_natural_nine_for_player_triples_player_and_keeps_banker() -> None:
    shown = parse_cards(["9S", "5H", "KD"])  # Player 9 and K: a natural 9; Banker's first a 5
    advice = coach(shown, left_after(full_shoe_counts(8), shown), PeekRules(3)).advice
    assert advice[P].best is Choice.TRIPLE and advice[P].per_unit > Fraction(9, 10)
    assert advice[B].best is Choice.KEEP and advice[B].per_unit < -Fraction(9, 10)


def test_a_certain_win_is_worth_its_pay_on_every_stake() -> None:
    shown = parse_cards(["9S", "5H", "KD", "2C"])  # Player 9 against Banker 7: over
    advice = coach(shown, left_after(full_shoe_counts(8), shown), PeekRules(4)).advice
    assert advice[P].values == {
        Choice.KEEP: Fraction(4, 5),
        Choice.DOUBLE: Fraction(9, 5),
        Choice.TRIPLE: Fraction(14, 5),
    }
    assert advice[B].values == {
        Choice.KEEP: -Fraction(6, 5),
        Choice.DOUBLE: -Fraction(11, 5),
        Choice.TRIPLE: -Fraction(16, 5),
    }
    shown = parse_cards(["7S", "5H", "KD", "3C"])  # Player 7 against Banker's natural 8
    banker = coach(shown, left_after(full_shoe_counts(8), shown), PeekRules(4)).advice[B]
    assert banker.per_unit == Fraction(19, 20) and banker.best is Choice.TRIPLE


def test_a_certain_tie_keeps_both_bets() -> None:
    shown = parse_cards(["9S", "9H", "KD", "QC"])
    result = coach(shown, left_after(full_shoe_counts(8), shown), PeekRules(4))
    assert (result.player, result.banker, result.tie) == (0, 0, 1)
    for spot in PEEK_SPOTS:
        assert result.advice[spot].per_unit == 0
        assert result.advice[spot].best is Choice.KEEP
        assert result.advice[spot].values[Choice.KEEP] == -FEE


def test_doubling_is_never_strictly_best() -> None:
    counts = full_shoe_counts(6)
    for codes in (["9S"], ["2S", "8H"], ["5S", "6H", "2C"], ["4S", "3H", "AD", "2C"]):
        shown = parse_cards(codes)
        for advice in coach(shown, left_after(counts, shown), PeekRules(len(codes))).advice.values():
            v = advice.values
            assert v[Choice.DOUBLE] <= max(v[Choice.KEEP], v[Choice.TRIPLE])
            assert v[advice.best] == max(v.values())


def test_no_value_changes_with_cards_the_coup_cannot_draw() -> None:
    """Four cards shown that settle the coup: no card left can be drawn, so no count changes any
    value, whatever the shoe holds."""
    compositions: list[Mapping[Rank, int] | list[int]] = [
        full_shoe_counts(8),
        full_shoe_counts(6),
        {rank: (30 if rank in (Rank.SIX, Rank.SEVEN) else 1) for rank in RANKS},
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0],
    ]
    for codes in (["9S", "5H", "KD", "2C"], ["7S", "6H", "KD", "QC"], ["6S", "7H", "QD", "KC"]):
        shown = parse_cards(codes)
        seen = set()
        for counts in compositions:
            result = coach(shown, counts, PeekRules(4))
            seen.add(tuple((spot, result.advice[spot].values[c]) for spot in PEEK_SPOTS for c in Choice))
        assert len(seen) == 1, codes
    # And one composition prices the same given by card (with suits), by rank or as 13 counts.
    shown = parse_cards(["5S", "2H"])
    by_rank = left_after(full_shoe_counts(8), shown)
    by_card: Counter[Card] = Counter()
    for card in standard_deck():
        by_card[card] = 8
    for card in shown:
        by_card[card] -= 1
    a = coach(shown, by_rank, PeekRules(2))
    b = coach(shown, dict(by_card), PeekRules(2))
    c = coach(shown, [by_rank[r] for r in RANKS], PeekRules(2))
    assert a.advice == b.advice == c.advice


def test_the_chances_add_up_and_ranks_of_one_value_are_one_card() -> None:
    counts = full_shoe_counts(8)
    k = coach([Rank.KING], left_after(counts, [Rank.KING]), PeekRules(1))
    t = coach([Rank.TEN], left_after(counts, [Rank.TEN]), PeekRules(1))
    assert k.player + k.banker + k.tie == 1
    assert k.player == t.player and k.advice == t.advice


def test_the_coach_refuses_what_the_table_cannot_show() -> None:
    counts = full_shoe_counts(8)
    with pytest.raises(DomainError):
        coach(parse_cards(["9S"]), counts, PeekRules(2))
    with pytest.raises(CountsError):
        coach(parse_cards(["9S", "2H"]), [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], PeekRules(2))


# -- the report -------------------------------------------------------------------------------------


def test_the_report_prints_the_returns_it_priced() -> None:
    rules = PeekRules(2)
    report = json.loads(json.dumps(peek_report(full_shoe_counts(8), rules)))  # what --json prints
    returns = peek_returns(full_shoe_counts(8), rules)
    assert report["rules"] == {"peek_cards": 2, "fee": "1/5", "shown": ["player 1", "banker 1"]}
    bets = report["bets"]
    assert isinstance(bets, dict) and set(bets) == {"player", "banker"}
    for spot in PEEK_SPOTS:
        line = bets[spot.value]
        r = returns[spot]
        assert Fraction(line["expected_net_per_unit_staked"]) == r.expected
        assert Fraction(line["never_raising_net_per_unit_staked"]) == r.keep
        assert Fraction(line["triples"]) == r.triples
        assert Fraction(line["return_per_unit_paid"]) == r.per_outlay == 1 + r.expected / r.outlay


def test_never_raising_is_the_classic_bet_less_the_fee() -> None:
    from baccarat_desktop.engine.odds import exact_odds
    from baccarat_desktop.engine.rules import TableRules

    counts = full_shoe_counts(8)
    odds = exact_odds(counts)
    for k in (1, 4):
        returns = peek_returns(counts, PeekRules(k))
        for spot in PEEK_SPOTS:
            assert returns[spot].keep == -odds.house_edge(spot, TableRules()) - FEE
            assert returns[spot].expected > returns[spot].keep


# -- the published figures --------------------------------------------------------------------------

DOCS = Path(__file__).resolve().parents[2] / "docs" / "bets.md"


def _peek_section() -> str:
    text = DOCS.read_text(encoding="utf-8")
    start = text.index("## The Peek table")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else len(text)]


def _percent(cell: str) -> float:
    return float(cell.strip().strip("*").replace("−", "-").rstrip("%"))


def test_docs_publish_the_returns_the_engine_computes() -> None:
    rows = [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in _peek_section().splitlines()
        if re.match(r"\| [1-4] \| (Player|Banker) \|", line)
    ]
    assert len(rows) == 8
    returns = {d: {k: peek_returns(full_shoe_counts(d), PeekRules(k)) for k in (1, 2, 3, 4)} for d in (8, 6)}
    for peek_cards, bet, net8, triples8, paid8, net6, paid6 in rows:
        spot = BetSpot.parse(bet)
        eight, six = returns[8][int(peek_cards)][spot], returns[6][int(peek_cards)][spot]
        assert _percent(net8) == round(float(eight.expected) * 100, 4)
        assert _percent(paid8) == round(float(eight.per_outlay) * 100, 4)
        assert _percent(net6) == round(float(six.expected) * 100, 4)
        assert _percent(paid6) == round(float(six.per_outlay) * 100, 4)
        if "/" in triples8:
            assert Fraction(triples8) == eight.triples
        else:
            assert _percent(triples8) == round(float(eight.triples) * 100, 2)


def test_docs_publish_the_coachs_play_for_two_cards_shown() -> None:
    grid = {
        int(cells[0].strip("* ")): cells[1:]
        for cells in (
            [cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in _peek_section().splitlines()
            if re.match(r"\| \*\*\d\*\* \|", line)
        )
    }
    assert sorted(grid) == list(range(10))
    counts = full_shoe_counts(8)
    one_rank = {rank.value_in_baccarat: rank for rank in reversed(RANKS)}
    for p in range(10):
        for b in range(10):
            shown = [one_rank[p], one_rank[b]]
            advice = coach(shown, left_after(counts, shown), PeekRules(2)).advice
            play = "P" if advice[P].best is Choice.TRIPLE else "B" if advice[B].best is Choice.TRIPLE else "·"
            assert grid[p][b] == play, (p, b)
