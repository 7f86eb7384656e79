"""Shoe odds over a history, held to a brute force with the pure reference pricer.

The brute force reads the stored rows itself (shoes, hands, sessions), rebuilds each coup from its
cards in dealing order, prices the unseen cards with ``engine.odds.exact_odds`` (the pure-Python
enumeration, not the fast path ``shoe_odds`` uses) and settles every favourable bet through the
catalogue. Stacked shoes make bets turn positive for certain: a 6-deck shoe whose first hands
take out every Ace, 2 and 3 (the pairs become worth 11 to 1), an 8-deck EZ shoe whose first hands
take out every 9, 2 and Ace (Panda 8 and Dragon 7). Where the player really bet on those hands,
the table's own stored settlement must equal the report's "betting only then".
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics import shoe_odds as shoe_odds_module
from baccarat_desktop.analytics.shoe_odds import STAKE_CENTS, BetEdge, ShoeOddsReport, shoe_odds
from baccarat_desktop.engine.cards import Card, Rank, parse_cards, standard_deck
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, BetSpot, Facts, Variant
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.engine.fast import pricer
from baccarat_desktop.engine.odds import exact_odds, shoe_prices, unseen_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.storage.support import history_rows

PAIRS_TABLE = TableRules(decks=6)  # the usual Player Pair and Banker Pair
EZ_TABLE = TableRules(decks=8, variant=Variant.EZ, side_bets=(BetSpot.DRAGON_7, BetSpot.PANDA_8))


# -- the brute force -------------------------------------------------------------------------------
@dataclass
class Tally:
    priced: int = 0
    positive: int = 0
    expected_all: Fraction = Fraction(0)
    expected_positive: Fraction = Fraction(0)
    returned: Fraction = Fraction(0)
    returned_cents: int = 0
    won: int = 0
    best: Fraction | None = None
    cards_left: int = 0
    favourable_hands: list[int] = field(default_factory=list)


def brute_force(path: Path, ids: Iterable[int] | None = None) -> dict[BetSpot, Tally]:
    """Every chosen hand priced by the reference from the cards seen before it in its shoe."""
    with History.open(path, write=False) as history:
        shoes = {row["id"]: row for row in history_rows(history, "SELECT * FROM shoes")}
        hands = history_rows(history, "SELECT * FROM hands ORDER BY shoe_id, hand_no")
        rules = {sid: history.session(sid).rules for sid in {row["session_id"] for row in shoes.values()}}
    chosen = {row["id"] for row in hands} if ids is None else set(ids)
    seen: dict[int, list[Card]] = {
        sid: [Card.parse(row["burn_card"])] if row["burn_card"] else [] for sid, row in shoes.items()
    }
    out: dict[BetSpot, Tally] = {}
    for hand in hands:
        shoe = shoes[hand["shoe_id"]]
        player = parse_cards(hand["player_cards"].split())
        banker = parse_cards(hand["banker_cards"].split())
        if hand["id"] in chosen:
            table = rules[hand["session_id"]]
            prices = shoe_prices(exact_odds(unseen_cards(shoe["decks"], seen[shoe["id"]])), table)
            order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
            coup = resolve_cards(order)
            assert (coup.player, coup.banker) == (tuple(player), tuple(banker))
            facts = Facts.of(coup)
            for price in prices.bets:
                tally = out.setdefault(price.spot, Tally())
                tally.priced += 1
                tally.expected_all += price.expected
                tally.best = price.expected if tally.best is None else max(tally.best, price.expected)
                if price.expected > 0:
                    line = price.spot.bet.line_for(facts, table)
                    net = Fraction(-1) if line is None else line.net_per_unit
                    tally.positive += 1
                    tally.expected_positive += price.expected
                    tally.returned += net
                    tally.returned_cents += price.spot.bet.settle(STAKE_CENTS, facts, table)[0]
                    tally.won += net > 0
                    tally.cards_left += prices.cards
                    tally.favourable_hands.append(hand["id"])
        seen[shoe["id"]] += [*player, *banker]
    return out


def assert_equal(report: ShoeOddsReport, expected: dict[BetSpot, Tally]) -> None:
    assert [b.spot for b in report.bets] == [s for s in BetSpot if s in expected]
    for edge in report.bets:
        want = expected[edge.spot]
        assert (edge.priced, edge.positive, edge.won, edge.cards_left) == (
            want.priced,
            want.positive,
            want.won,
            want.cards_left,
        ), edge.spot
        assert edge.expected_all == want.expected_all, edge.spot
        assert edge.expected_positive == want.expected_positive, edge.spot
        assert edge.returned == want.returned, edge.spot
        assert edge.returned_cents == want.returned_cents == want.returned * STAKE_CENTS, edge.spot
        assert edge.best == want.best, edge.spot


def ids_of(path: Path, session_id: int | None = None) -> list[int]:
    with History.open(path, write=False) as history:
        if session_id is None:
            return [r["id"] for r in history_rows(history, "SELECT id FROM hands ORDER BY id")]
        return [
            r["id"]
            for r in history_rows(
                history, "SELECT id FROM hands WHERE session_id = ? ORDER BY id", [session_id]
            )
        ]


def report_of(path: Path, ids: Iterable[int] | None = None, **kwargs: Any) -> ShoeOddsReport | None:
    with History.open(path, write=False) as history:
        return shoe_odds(history, ids_of(path) if ids is None else ids, **kwargs)


# -- stacked shoes ---------------------------------------------------------------------------------
def first_of(decks: int, ranks: Iterable[Rank], *, burn: Card | None = None) -> list[Card]:
    """A whole shoe of ``decks`` decks with every card of ``ranks`` first (after ``burn``, if any)."""
    cards = [card for _ in range(decks) for card in standard_deck()]
    assert len(cards) == 52 * decks  # whole decks, so the shoe stores the table's decks
    if burn is not None:
        cards.remove(burn)
    front = [c for c in cards if c.rank in set(ranks)]
    back = [c for c in cards if c.rank not in set(ranks)]
    # Deal the removed ranks round-robin by suit and rank so the early hands are ordinary coups.
    return ([burn] if burn is not None else []) + front[::2] + front[1::2] + back


def play(
    history: History,
    cards: list[Card],
    rules: TableRules,
    hands: int,
    bets: dict[BetSpot, int],
    *,
    burns: bool = False,
) -> int:
    """A new session dealing ``hands`` hands from this exact shoe (cut card 14 from the end)."""

    def factory() -> Shoe:
        return Shoe(cards, cut_position=len(cards) - 14, burns=burns)

    table = RecordedTable.open(
        history, rules=rules, bankroll_cents=10_000_000, new_session=True, shoe_factory=factory
    )
    for _ in range(hands):
        table.play(bets)
    table.end_session()
    return table.session_id


def stored_net(path: Path, hand_ids: Iterable[int], spot: BetSpot) -> tuple[int, int]:
    """(bets, net in cents) the table itself recorded on ``spot`` for these hands."""
    wanted = set(hand_ids)
    with History.open(path, write=False) as history:
        rows = history_rows(
            history, "SELECT hand_id, amount_cents, net_cents FROM bets WHERE spot = ?", [spot.value]
        )
    rows = [r for r in rows if r["hand_id"] in wanted]
    assert all(r["amount_cents"] == STAKE_CENTS for r in rows)
    return len(rows), sum(r["net_cents"] for r in rows)


@pytest.fixture(scope="module")
def stacked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int]:
    """A 6-deck pairs table with Aces, 2s and 3s first, then an EZ table with 9s, 2s and Aces first
    (its burn card, a 5, shown face up), each betting $100 on the bets that turn positive."""
    path = tmp_path_factory.mktemp("shoe-odds") / "stacked.sqlite3"
    with History.open(path) as history:
        pairs = play(
            history,
            first_of(6, [Rank.ACE, Rank.TWO, Rank.THREE]),
            PAIRS_TABLE,
            24,
            {BetSpot.BANKER: 1_000, BetSpot.PLAYER_PAIR: STAKE_CENTS, BetSpot.BANKER_PAIR: STAKE_CENTS},
        )
        ez = play(
            history,
            first_of(8, [Rank.NINE, Rank.TWO, Rank.ACE], burn=Card.parse("5S")),
            EZ_TABLE,
            30,
            {BetSpot.PLAYER: 1_000, BetSpot.PANDA_8: STAKE_CENTS, BetSpot.DRAGON_7: STAKE_CENTS},
            burns=True,
        )
    return path, pairs, ez


# -- the tests ---------------------------------------------------------------------------------------
def test_stacked_pairs_and_ez_equal_the_reference(stacked: tuple[Path, int, int]) -> None:
    path, _pairs, _ez = stacked
    report = report_of(path)
    assert report is not None
    expected = brute_force(path)
    assert_equal(report, expected)
    assert report.hands == 54 and report.shoes == 2 and not report.skipped
    for spot in (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR, BetSpot.PANDA_8, BetSpot.DRAGON_7):
        edge = report.edge(spot)
        assert edge is not None and edge.positive > 0 and edge.expected_positive > 0, spot
    # Bets a table did not offer are not priced there: the pairs only on the 24 hands of the first.
    assert report.edge(BetSpot.PLAYER_PAIR).priced == 24  # type: ignore[union-attr]
    assert report.edge(BetSpot.PANDA_8).priced == 30  # type: ignore[union-attr]
    assert report.edge(BetSpot.BANKER).priced == 54  # type: ignore[union-attr]
    assert report.edge(BetSpot.PERFECT_PAIR) is None
    assert report.summary.startswith("54 hands in 2 shoes priced exactly (")
    good = len(report.favourable)
    assert report.summary.endswith(
        f"s). {good} of the {len(report.bets)} bets offered were positive before some of them."
    )


def test_betting_only_then_is_what_the_table_paid(stacked: tuple[Path, int, int]) -> None:
    """The real $100 bets stored on the favourable hands made exactly the report's 'returned'."""
    path, _pairs, _ez = stacked
    report = report_of(path)
    assert report is not None
    expected = brute_force(path)
    for spot in (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR, BetSpot.PANDA_8, BetSpot.DRAGON_7):
        edge = report.edge(spot)
        assert edge is not None
        count, net = stored_net(path, expected[spot].favourable_hands, spot)
        assert count == edge.positive and net == edge.returned_cents, spot
        assert edge.returned == Fraction(net, STAKE_CENTS)


def test_a_filter_prices_only_its_hands_from_what_came_before(stacked: tuple[Path, int, int]) -> None:
    """A selection starting mid-shoe: the earlier hands still took their cards out."""
    path, pairs, ez = stacked
    chosen = ids_of(path, pairs)[16:] + ids_of(path, ez)[:5]
    report = report_of(path, chosen)
    assert report is not None and report.hands == len(chosen) == 13
    assert_equal(report, brute_force(path, chosen))
    assert report.edge(BetSpot.PLAYER_PAIR).priced == 8  # type: ignore[union-attr]


def test_each_session_is_priced_under_its_own_rules(tmp_path: Path) -> None:
    """The same cards, 8s and 9s first, at a commission table paying Tie 8 to 1 and a No-Commission
    one paying 9 to 1: without them Tie turns worth making at 9 to 1 only, and pays 9 to 1 there."""
    path = tmp_path / "two-tables.sqlite3"
    cards = first_of(6, [Rank.EIGHT, Rank.NINE])
    no_commission = TableRules(decks=6, variant=Variant.NO_COMMISSION, tie_pays=9)
    bets = {BetSpot.BANKER: 1_000, BetSpot.TIE: STAKE_CENTS}
    with History.open(path) as history:
        first = play(history, cards, PAIRS_TABLE, 20, bets)
        second = play(history, cards, no_commission, 20, bets)
    one, two = report_of(path, ids_of(path, first)), report_of(path, ids_of(path, second))
    both = report_of(path)
    assert one is not None and two is not None and both is not None
    assert_equal(one, brute_force(path, ids_of(path, first)))
    expected = brute_force(path, ids_of(path, second))
    assert_equal(two, expected)
    assert_equal(both, brute_force(path))
    for spot in (BetSpot.BANKER, BetSpot.TIE):
        a, b, c = one.edge(spot), two.edge(spot), both.edge(spot)
        assert a is not None and b is not None and c is not None
        assert a.expected_all != b.expected_all  # the table's payout changed the price
        assert c.expected_all == a.expected_all + b.expected_all and c.priced == 40
        assert (
            c.positive == a.positive + b.positive and c.returned_cents == a.returned_cents + b.returned_cents
        )
    tie_one, tie_two = one.edge(BetSpot.TIE), two.edge(BetSpot.TIE)
    assert tie_one is not None and tie_two is not None
    assert tie_one.positive == 0 < tie_two.positive and tie_two.won > 0
    count, net = stored_net(path, expected[BetSpot.TIE].favourable_hands, BetSpot.TIE)
    assert (count, net) == (tie_two.positive, tie_two.returned_cents)


def test_simulated_tables_with_every_side_bet_equal_the_reference(tmp_path: Path) -> None:
    """Real shuffled shoes (burn cards, cut cards, a shoe change) at an all-side-bets 8-deck table and
    a 6-deck EZ table; the first shoe is played to its end, where bets turn positive."""
    path = tmp_path / "simulated.sqlite3"
    with History.open(path) as history:
        store_simulated(history, 100, seed=3, rules=TableRules(side_bets=SIDE_SPOTS))
        store_simulated(history, 40, seed=4, rules=TableRules(decks=6, variant=Variant.EZ, side_bets=()))
    report = report_of(path)
    assert report is not None
    expected = brute_force(path)
    assert_equal(report, expected)
    assert report.hands == 140 and report.shoes == 3
    assert [b.spot for b in report.bets] == list(BetSpot)  # the first table offered every bet
    assert report.edge(BetSpot.DRAGON_7).priced == 100  # type: ignore[union-attr]  # not at the EZ one
    assert report.edge(BetSpot.BANKER).priced == 140  # type: ignore[union-attr]
    assert report.favourable, "the end of a shoe made some bet worth making"


@pytest.mark.parametrize("compiled", [True, False])
def test_cancel_stops_between_chunks(
    stacked: tuple[Path, int, int], monkeypatch: pytest.MonkeyPatch, compiled: bool
) -> None:
    """Cancel set before: nothing priced. Set once some chunks are in: no other chunk starts, and
    the run answers None (never a part of the hands as if it were the whole)."""
    path, _pairs, _ez = stacked
    cancel = threading.Event()
    cancel.set()
    assert report_of(path, cancel=cancel) is None
    monkeypatch.setattr(pricer, "CHUNK_ROWS", 2)
    monkeypatch.setattr(pricer, "SLOW_CHUNK_ROWS", 2)
    if not compiled:
        monkeypatch.setattr(pricer, "pricing_or_none", lambda: None)
    cancel = threading.Event()
    progress: list[tuple[int, int]] = []

    def told(done: int, total: int) -> None:
        progress.append((done, total))
        if done >= 6:
            cancel.set()

    assert report_of(path, cancel=cancel, progress=told, workers=1) is None
    assert progress[0] == (0, 54) and 6 <= progress[-1][0] <= 10  # one or two chunks in flight at the stop
    progress.clear()
    done = report_of(path, progress=lambda d, t: progress.append((d, t)), workers=1)
    assert done is not None and done.hands == 54
    assert progress[-1] == (54, 54) and len(progress) > 10  # told as the chunks come in
    assert [d for d, _t in progress] == sorted(d for d, _t in progress)


def test_a_shoe_the_decks_cannot_hold_is_left_out(tmp_path: Path) -> None:
    """A 1-deck stacked shoe holding a card twice: priced up to that card, the rest skipped."""
    path = tmp_path / "impossible.sqlite3"
    cards = parse_cards(["3S", "8H", "3D", "8C"]) + list(standard_deck())  # 3S, 8H, 3D, 8C twice
    with History.open(path) as history:
        table = RecordedTable.open(
            history,
            rules=TableRules(decks=6),
            new_session=True,
            shoe_factory=lambda: Shoe.from_order(cards),
        )
        for _ in range(5):
            table.play({BetSpot.BANKER: 1_000})
        table.end_session()
    ids = ids_of(path)
    report = report_of(path, ids)
    assert report is not None and report.skipped and report.hands + len(report.skipped) == len(ids)
    assert "left out" in report.summary


def test_no_hands_no_report_rows(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    with History.open(path):
        pass
    report = report_of(path, [])
    assert report is not None and report.bets == () and report.hands == 0
    assert "No bet was ever positive" in report.summary


def test_the_sentences() -> None:
    edge = BetEdge(
        BetSpot.PANDA_8,
        priced=12_300,
        positive=41,
        expected_all=Fraction(-1_230, 1),
        expected_positive=Fraction(19, 10),
        returned=Fraction(231, 10),
        returned_cents=231_000,
        won=4,
        best=Fraction(1_240, 10_000),
        cards_left=41 * 38,
    )
    assert edge.positive_text == "Positive before 41 of 12,300 hands (0.33%)"
    assert edge.only_then_text == "Betting $100 only then: returned +$2,310.00 on 41 bets (expected +$190.00)"
    assert edge.usual_text == "-$10.00 per $100 on average, +$12.40 at best"
    assert edge.when_text == "38 cards left on average" and edge.share_text == "0.33%"
    never = BetEdge(BetSpot.TIE, 500, 0, Fraction(-70), Fraction(0), Fraction(0), 0, 0, Fraction(-1, 10), 0)
    assert never.positive_text == "Never positive in 500 hands" and never.only_then_text == ""
    assert never.when_text == ""
    rare = BetEdge(
        BetSpot.TIE, 200_000, 1, Fraction(0), Fraction(1, 3), Fraction(8), 80_000, 1, Fraction(1, 3), 9
    )
    assert rare.positive_text == "Positive before 1 of 200,000 hands (under 0.01%)"
    assert rare.only_then_text == "Betting $100 only then: returned +$800.00 on 1 bet (expected +$33.33)"


def test_slices_of_hands_give_the_whole_answer(
    stacked: tuple[Path, int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hands read and priced a few at a time (a shoe chosen across two slices is walked once):
    the same report, the hands left out in the same order, the bar told after every slice."""
    impossible = tmp_path / "impossible.sqlite3"
    cards = parse_cards(["3S", "8H", "3D", "8C"]) + list(standard_deck())
    with History.open(impossible) as history:
        table = RecordedTable.open(
            history, rules=TableRules(decks=6), new_session=True, shoe_factory=lambda: Shoe.from_order(cards)
        )
        for _ in range(5):
            table.play({BetSpot.BANKER: 1_000})
        table.end_session()
        store_simulated(history, 30, seed=9, rules=TableRules(side_bets=SIDE_SPOTS))
    for path in (stacked[0], impossible):
        whole = report_of(path)
        monkeypatch.setattr(shoe_odds_module, "SLICE_HANDS", 4)
        told: list[tuple[int, int]] = []
        sliced = report_of(path, progress=lambda d, t, out=told: out.append((d, t)))
        monkeypatch.undo()
        assert whole is not None and sliced is not None
        assert (sliced.bets, sliced.hands, sliced.shoes, sliced.skipped) == (
            whole.bets,
            whole.hands,
            whole.shoes,
            whole.skipped,
        )
        slices = -(-len(ids_of(path)) // 4)
        assert len(told) >= slices + 1 and told[-1] == (len(ids_of(path)),) * 2
        assert bool(whole.skipped) == (path == impossible)  # its first shoe's later hands


def test_slices_priced_while_the_next_is_read_tell_and_stop_on_the_calling_thread(
    stacked: tuple[Path, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slice is priced on a thread of its own while the next one is read: every progress call
    still comes from the caller's thread (the history's connection and the pane's bar are its),
    and Cancel during a slice that is not the last answers None."""
    path, _pairs, _ez = stacked
    monkeypatch.setattr(shoe_odds_module, "SLICE_HANDS", 8)
    monkeypatch.setattr(pricer, "CHUNK_ROWS", 2)
    threads: set[threading.Thread] = set()
    done = report_of(path, progress=lambda _d, _t: threads.add(threading.current_thread()))
    assert done is not None and done.hands == len(ids_of(path))
    assert threads == {threading.current_thread()}
    cancel = threading.Event()

    def told(done: int, _total: int) -> None:
        if done >= 4:
            cancel.set()

    assert report_of(path, progress=told, cancel=cancel) is None


def test_the_multiplier_table_prices_every_bet_with_its_lit_cards_and_fee(tmp_path: Path) -> None:
    """A 6-deck multiplier table with its 8s and 9s dealt first: Tie, 5 to 1 times the lit cards'
    multipliers, turns worth making. Every bet of the table is priced before each hand by
    ``multiplier_prices`` on the cards left (fee included), as the brute force here prices it, and
    "betting only then" is what the table itself paid on those hands (lit cards and fee)."""
    from baccarat_desktop.engine.multiplier import MULTIPLIER_SPOTS, multiplier_prices

    path = tmp_path / "multiplier.sqlite3"
    rules = TableRules(decks=6, variant=Variant.MULTIPLIER)
    with History.open(path) as history:
        play(history, first_of(6, [Rank.EIGHT, Rank.NINE]), rules, 12, {BetSpot.TIE: STAKE_CENTS})
        deal = history.shoe_deals()[0]
    report = report_of(path)
    assert report is not None and report.hands == 12 and report.shoes == 1
    assert [b.spot for b in report.bets] == list(MULTIPLIER_SPOTS)
    expected: dict[BetSpot, list[Fraction]] = {spot: [] for spot in MULTIPLIER_SPOTS}
    for hand_id, _p, _b in deal.hands:
        prices = multiplier_prices(unseen_cards(6, deal.seen_before(hand_id)))
        for spot in MULTIPLIER_SPOTS:
            expected[spot].append(prices[spot].expected)
    for spot, values in expected.items():
        edge = report.edge(spot)
        assert edge is not None and edge.priced == 12
        assert edge.expected_all == sum(values, Fraction(0)) and edge.best == max(values)
        assert edge.positive == sum(v > 0 for v in values)
        assert edge.expected_positive == sum((v for v in values if v > 0), Fraction(0))
    tie = report.edge(BetSpot.TIE)
    assert tie is not None and tie.positive > 0
    favourable = [hid for (hid, _p, _b), v in zip(deal.hands, expected[BetSpot.TIE], strict=True) if v > 0]
    assert stored_net(path, favourable, BetSpot.TIE) == (tie.positive, tie.returned_cents)
    assert tie.returned == Fraction(tie.returned_cents, STAKE_CENTS)


def test_a_multiplier_table_tells_its_hands_one_by_one_and_stops_on_cancel(tmp_path: Path) -> None:
    """About a quarter of a second a hand: the progress moves hand by hand, and Cancel stops between
    two hands with no report (a part of the hands is never an answer)."""
    path = tmp_path / "multiplier.sqlite3"
    with History.open(path) as history:
        play(history, first_of(8, []), TableRules(variant=Variant.MULTIPLIER), 3, {})
    told: list[tuple[int, int]] = []
    assert report_of(path, progress=lambda done, total: told.append((done, total))) is not None
    assert [done for done, _ in told] == sorted(done for done, _ in told)
    assert {1, 2, 3} <= {done for done, _ in told} and {total for _, total in told} == {3}
    cancel = threading.Event()

    def stop_after_first(done: int, _total: int) -> None:
        if done >= 1:
            cancel.set()

    assert report_of(path, progress=stop_after_first, cancel=cancel) is None
