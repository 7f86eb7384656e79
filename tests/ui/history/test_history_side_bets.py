"""The hand history with the whole bet catalogue: filter by any bet, every bet of a hand shown with
its name and net, and the side bets a hand paid named in its detail."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from baccarat_desktop.analytics.hands import (
    HandFilter,
    Result,
    SortKey,
    count_hands,
    fetch_page,
    load_hand_detail,
    short_labels,
)
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.money import format_cents
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.history import History
from baccarat_desktop.viewmodels.history_model import BETS_COLUMN, HandHistoryModel
from tests.analytics.helpers import PAIRS, TIE_7_7, all_bets, play_stacked, side_bet_history

# Player K-4 (4) draws a 6 (0); Banker 3-2 (5) draws on a 6, takes a 2: Banker wins with a three-card 7.
DRAGON_7 = "KS 3H 4D 2C 6S 2D"
OFFERED = (BetSpot.DRAGON_7, BetSpot.BIG, BetSpot.SMALL, BetSpot.LUCKY_6, BetSpot.PLAYER_PAIR)


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The simulated side-bet sessions, then three stacked hands at a table offering ``OFFERED``."""
    path = side_bet_history(
        tmp_path_factory.mktemp("history-side") / "history.sqlite3", first=500, second=300
    )
    with History.open(path) as history:
        play_stacked(
            history,
            [DRAGON_7, PAIRS, TIE_7_7],
            {BetSpot.BANKER: 1_000, BetSpot.DRAGON_7: 100, BetSpot.BIG: 100},
            rules=TableRules(side_bets=OFFERED),
        )
    return path


@pytest.fixture
def history(path: Path) -> Iterator[History]:
    with History.open(path, write=False) as history:
        yield history


def hands_with(path: Path, spot: BetSpot, judge: Any = lambda net: True) -> list[int]:
    return sorted(
        {b["hand_id"] for b in all_bets(path) if b["spot"] == spot.value and judge(b["net_cents"])},
        reverse=True,
    )


@pytest.mark.parametrize("spot", list(BetSpot), ids=lambda s: s.value)
def test_the_filter_finds_the_hands_with_a_bet_on_any_bet(
    history: History, path: Path, spot: BetSpot
) -> None:
    expected = hands_with(path, spot)
    assert count_hands(history, HandFilter(spot=spot)) == len(expected)
    page = fetch_page(history, HandFilter(spot=spot), limit=10_000)
    assert [r.id for r in page] == expected
    won = fetch_page(history, HandFilter(spot=spot, result=Result.WON), limit=10_000)
    assert [r.id for r in won] == hands_with(path, spot, lambda net: net > 0)
    if spot in (BetSpot.DRAGON_7, BetSpot.EITHER_PAIR, BetSpot.BIG):
        assert expected, f"the history has bets on {spot.label}"


def test_pages_through_a_bet_in_any_order(history: History, path: Path) -> None:
    """Keyset paging on the bets' index: every hand with a Dragon 7 bet once, oldest first too."""
    model = HandHistoryModel(history, page_size=37)
    model.set_filter(HandFilter(spot=BetSpot.DRAGON_7))
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert [model.hand(r).id for r in range(model.rowCount())] == hands_with(path, BetSpot.DRAGON_7)
    model.sort(0, Qt.SortOrder.AscendingOrder)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert [model.hand(r).id for r in range(model.rowCount())] == sorted(hands_with(path, BetSpot.DRAGON_7))


def test_every_bet_of_a_hand_is_shown_with_its_name_and_net(history: History, path: Path) -> None:
    model = HandHistoryModel(history, page_size=50)
    model.set_filter(HandFilter(session_id=1))
    row = model.hand(0)
    stored = [b for b in all_bets(path) if b["hand_id"] == row.id]
    assert len(stored) == len(row.bets) >= 8
    index = model.index(0, BETS_COLUMN)
    cell = model.data(index)
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    for bet in stored:
        spot = BetSpot(bet["spot"])
        assert f"{short_labels()[spot.value]} {format_cents(bet['amount_cents'])}" in cell
        assert f"{spot.label}: {format_cents(bet['amount_cents'])}" in tip
        assert format_cents(bet["net_cents"]) in tip.split(f"{spot.label}: ")[1].split("\n")[0]
    header_tip = model.headerData(BETS_COLUMN, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    for spot in BetSpot:
        short = short_labels()[spot.value]
        assert short == spot.label or f"{short} = {spot.label}" in header_tip


def test_short_names_are_distinct_and_derived_from_the_catalogue() -> None:
    shorts = short_labels()
    assert list(shorts) == [s.value for s in BetSpot]
    assert len(set(shorts.values())) == len(shorts)
    assert (shorts["player"], shorts["banker_pair"], shorts["dragon_7"]) == ("P", "BP", "D7")
    assert shorts["perfect_pair"] == "Perfect Pair"  # PP is Player Pair's


def test_the_side_bets_a_hand_paid(history: History) -> None:
    session = max(s.id for s in history.sessions())
    rows = fetch_page(history, HandFilter(session_id=session), descending=False)
    dragon, pairs, tie = (load_hand_detail(history, r.id) for r in rows)
    assert dragon.coup.describe() == "Banker wins 7 to 0"
    assert dragon.side_bets_won == (BetSpot.BIG, BetSpot.DRAGON_7)
    assert pairs.side_bets_won == (BetSpot.PLAYER_PAIR, BetSpot.SMALL)  # only what this table offered
    assert tie.side_bets_won == (BetSpot.SMALL,)
    # The same coup at a table of the first release names only the pairs, as before.
    old = load_hand_detail(history, rows[1].id)
    object.__setattr__(old, "rules", TableRules())
    assert old.side_bets_won == (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)
    everything = load_hand_detail(history, rows[0].id)
    object.__setattr__(everything, "rules", TableRules(side_bets=SIDE_SPOTS))
    assert everything.side_bets_won == (BetSpot.BIG, BetSpot.BANKER_BONUS, BetSpot.DRAGON_7)


@pytest.fixture
def browser(qtbot: Any, path: Path) -> Any:
    from baccarat_desktop.ui.history.browser import HistoryBrowser

    widget = HistoryBrowser(path)
    qtbot.addWidget(widget)
    widget.resize(1380, 760)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_bet_filter_offers_every_bet_of_the_catalogue(browser: Any) -> None:
    box = browser.spot_box
    assert [box.itemData(i) for i in range(box.count())] == [None, *BetSpot]
    assert [box.itemText(i) for i in range(1, box.count())] == [f"Bet on {s.label}" for s in BetSpot]
    box.setCurrentIndex(box.findData(BetSpot.DRAGON_7))
    browser.result_box.setCurrentIndex(browser.result_box.findData(Result.WON))
    assert browser.model.hand_filter == HandFilter(spot=BetSpot.DRAGON_7, result=Result.WON)
    assert browser.model.rowCount() > 0
    assert all(
        any(b.spot == "dragon_7" and b.net_cents > 0 for b in browser.model.hand(r).bets)
        for r in range(browser.model.rowCount())
    )


def test_the_detail_names_the_side_bets_won_and_every_bet(browser: Any, tmp_path: Path) -> None:
    session = max(browser.session_box.itemData(i) or 0 for i in range(browser.session_box.count()))
    browser.set_filter(HandFilter(session_id=session))
    browser.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    browser.table.selectRow(0)
    assert "Banker wins 7 to 0" in browser.detail_panel.outcome.text()
    assert (
        browser.detail_panel.side_won.text() == "Side bets won: Big · Dragon 7"
        and not browser.detail_panel.side_won.isHidden()
    )
    bets = browser.detail_panel.bets.text()
    assert "<b>Dragon 7</b> $1.00" in bets and "won +$40.00" in bets
    assert "<b>Big</b> $1.00" in bets and "won +$0.54" in bets
    assert "<b>Banker</b> $10.00" in bets and "(commission $0.50)" in bets
    browser.table.selectRow(2)  # the tie: no side bet of this table but Small
    assert browser.detail_panel.side_won.text() == "Side bets won: Small"
    shot = tmp_path / "history-side-bets.png"
    assert browser.grab().save(str(shot)) and shot.stat().st_size > 10_000


@pytest.mark.parametrize("sort", list(SortKey), ids=lambda s: s.name)
def test_a_bet_filter_pages_in_every_sort_order(history: History, sort: SortKey) -> None:
    """The bet filter reads hands out of the bets' index: every sort still pages to the same rows."""
    for flt in (
        HandFilter(spot=BetSpot.DRAGON_7),
        HandFilter(session_id=1, spot=BetSpot.TIE, result=Result.LOST),
    ):
        for descending in (True, False):
            whole = fetch_page(history, flt, sort, descending=descending, limit=100_000)
            assert whole
            paged: list[Any] = []
            after = None
            while True:
                page = fetch_page(history, flt, sort, descending=descending, after=after, limit=29)
                paged += page
                if len(page) < 29:
                    break
                after = (page[-1].sort_value, page[-1].id)
            assert [r.id for r in paged] == [r.id for r in whole]
            keys = [(r.sort_value, r.id) for r in whole]
            assert keys == sorted(keys, reverse=descending)
