"""The odds of every stored hand, rebuilt from the stored shoe, against the shoe itself.

A long autoplay goes through the table's own writer (``RecordedTable``). For every stored hand the
composition ``History.shoe_deals`` gives (the full shoe less the cards the player saw) must be the
cards the real shoe still held plus the ones burned face down, and the fast pricer's prices for it
must equal the reference enumeration's.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.fast.pricer import prices_before_hands
from baccarat_desktop.engine.odds import exact_odds, shoe_prices, unseen_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from tests.storage.support import history_rows

RULES = TableRules(side_bets=SIDE_SPOTS)


def autoplay(path: Path, hands: int) -> None:
    with History.open(path) as history:
        table = RecordedTable.open(history, rules=RULES, bankroll_cents=10_000_000, seed=41, new_session=True)
        for _ in range(hands):
            table.play({BetSpot.BANKER: 1_000, BetSpot.PANDA_8: 100})
        table.end_session()  # reveals the last shoe's seed


def test_every_stored_hand_is_priced_on_the_cards_its_player_had_not_seen(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    autoplay(path, 200)  # two full shoes and part of a third
    with History.open(path, write=False) as history:
        deals = history.shoe_deals()
        shoes = {s.id: s for s in history.shoes()}
        hands = {h["id"]: h for h in history_rows(history, "SELECT id, shoe_id, position FROM hands")}
    assert len(deals) == 3 and sum(len(d.hands) for d in deals) == 200
    priced = 0
    for deal in deals:
        row = shoes[deal.shoe_id]
        assert row.seed is not None and deal.rules == RULES
        shoe = Shoe.from_seed(bytes.fromhex(row.seed), row.decks)
        face_down = shoe.cards[1 : row.burned]
        assert deal.burn_card == shoe.cards[0]
        fast = prices_before_hands(deal.decks, deal.rules, deal.burn_card, [p + b for _, p, b in deal.hands])
        for (hand_id, _, _), price in zip(deal.hands, fast, strict=True):
            unseen = unseen_cards(deal.decks, deal.seen_before(hand_id))
            still_in_shoe = Counter(shoe.cards[hands[hand_id]["position"] :]) + Counter(face_down)
            assert +Counter(unseen) == still_in_shoe
            assert price == shoe_prices(exact_odds(unseen), RULES)
            priced += 1
    assert priced == 200


def test_shoe_deals_for_some_hands_brings_their_whole_shoes(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    autoplay(path, 120)
    with History.open(path, write=False) as history:
        everything = history.shoe_deals()
        last = everything[-1]
        asked = history.shoe_deals([last.hands[-1][0]])
        assert [d.shoe_id for d in asked] == [last.shoe_id]
        assert asked[0] == last  # earlier hands of the shoe come too: they decide what was left
        assert history.shoe_deals([10**9]) == []
