"""Hand browsing in SQL: every sort order and filter, page by page, against Python on all rows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.analytics.hands import (
    HandFilter,
    Result,
    SortKey,
    count_hands,
    fetch_page,
    latest_hand_id,
    load_hand_detail,
)
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.storage.history import History

from .helpers import (
    BANKER_WINS_4_TO_2,
    PLAYER_NATURAL_9,
    TIE_7_7,
    all_bets,
    all_hands,
    play_stacked,
    seeded_history,
)


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = seeded_history(tmp_path_factory.mktemp("hands") / "history.sqlite3", first=300, second=250)
    with History.open(path) as history:
        # A push, a loss and a win on Player; then two hands with no bet at all.
        play_stacked(history, [TIE_7_7, BANKER_WINS_4_TO_2, PLAYER_NATURAL_9], {BetSpot.PLAYER: 1_000})
        play_stacked(history, [PLAYER_NATURAL_9, TIE_7_7], {})
    return path


@pytest.fixture(scope="module")
def history(path: Path) -> Any:
    with History.open(path, write=False) as history:
        yield history


@pytest.fixture(scope="module")
def rows(path: Path) -> list[dict[str, Any]]:
    bets: dict[int, list[dict[str, Any]]] = {}
    for bet in all_bets(path):
        bets.setdefault(bet["hand_id"], []).append(bet)
    hands = all_hands(path)
    for hand in hands:
        hand["bets"] = bets.get(hand["id"], [])
    return hands


SORT_VALUES: dict[SortKey, Callable[[dict[str, Any]], Any]] = {
    SortKey.ID: lambda h: h["id"],
    SortKey.SESSION: lambda h: h["session_id"],
    SortKey.SHOE: lambda h: h["shoe_id"],
    SortKey.HAND_NO: lambda h: h["hand_no"],
    SortKey.TIME: lambda h: h["played_at"],
    SortKey.PLAYER_CARDS: lambda h: len(h["player_cards"]),
    SortKey.PLAYER_TOTAL: lambda h: h["player_total"],
    SortKey.BANKER_CARDS: lambda h: len(h["banker_cards"]),
    SortKey.BANKER_TOTAL: lambda h: h["banker_total"],
    SortKey.WINNER: lambda h: h["winner"],
    SortKey.WAGERED: lambda h: sum(b["amount_cents"] for b in h["bets"]),
    SortKey.NET: lambda h: h["bankroll_after_cents"] - h["bankroll_before_cents"],
    SortKey.BANKROLL: lambda h: h["bankroll_after_cents"],
}


def all_pages(history: Any, flt: HandFilter, sort: SortKey, descending: bool, limit: int = 97) -> list[int]:
    ids: list[int] = []
    after = None
    while True:
        page = fetch_page(history, flt, sort, descending=descending, after=after, limit=limit)
        ids += [row.id for row in page]
        if len(page) < limit:
            return ids
        after = (page[-1].sort_value, page[-1].id)


@pytest.mark.parametrize("descending", [True, False], ids=["desc", "asc"])
@pytest.mark.parametrize("sort", list(SortKey), ids=lambda k: k.name)
def test_every_sort_order_pages_through_every_hand(
    history: Any, rows: list[dict[str, Any]], sort: SortKey, descending: bool
) -> None:
    key = SORT_VALUES[sort]
    expected = [h["id"] for h in sorted(rows, key=lambda h: (key(h), h["id"]), reverse=descending)]
    assert all_pages(history, HandFilter(), sort, descending) == expected


def _net(h: dict[str, Any]) -> int:
    return h["bankroll_after_cents"] - h["bankroll_before_cents"]


def _on(h: dict[str, Any], spot: BetSpot) -> list[dict[str, Any]]:
    return [b for b in h["bets"] if b["spot"] == spot.value]


FILTERS: list[tuple[HandFilter, Callable[[dict[str, Any]], bool]]] = [
    (HandFilter(session_id=2), lambda h: h["session_id"] == 2),
    (HandFilter(winner="tie"), lambda h: h["winner"] == "tie"),
    (HandFilter(session_id=1, winner="banker"), lambda h: h["session_id"] == 1 and h["winner"] == "banker"),
    (HandFilter(spot=BetSpot.TIE), lambda h: bool(_on(h, BetSpot.TIE))),
    (HandFilter(spot=BetSpot.PLAYER), lambda h: bool(_on(h, BetSpot.PLAYER))),
    (HandFilter(result=Result.WON), lambda h: _net(h) > 0),
    (HandFilter(result=Result.LOST), lambda h: _net(h) < 0),
    (HandFilter(result=Result.PUSH), lambda h: bool(h["bets"]) and _net(h) == 0),
    (HandFilter(result=Result.NO_BET), lambda h: not h["bets"]),
    (
        HandFilter(spot=BetSpot.TIE, result=Result.WON),
        lambda h: bool(_on(h, BetSpot.TIE)) and sum(b["net_cents"] for b in _on(h, BetSpot.TIE)) > 0,
    ),
    (
        HandFilter(spot=BetSpot.PLAYER, result=Result.PUSH),
        lambda h: bool(_on(h, BetSpot.PLAYER)) and sum(b["net_cents"] for b in _on(h, BetSpot.PLAYER)) == 0,
    ),
    (HandFilter(spot=BetSpot.PLAYER, result=Result.NO_BET), lambda h: not _on(h, BetSpot.PLAYER)),
]


@pytest.mark.parametrize(("flt", "keep"), FILTERS, ids=lambda v: repr(v) if isinstance(v, HandFilter) else "")
def test_filters(
    history: Any, rows: list[dict[str, Any]], flt: HandFilter, keep: Callable[[Any], bool]
) -> None:
    expected = [h["id"] for h in reversed(rows) if keep(h)]
    assert expected, "each filter should select something in this history"
    assert all_pages(history, flt, SortKey.ID, True, limit=50) == expected
    assert count_hands(history, flt) == len(expected)


def test_a_shoe_filter(history: Any, rows: list[dict[str, Any]]) -> None:
    shoe = rows[40]["shoe_id"]
    expected = [h["id"] for h in rows if h["shoe_id"] == shoe]
    assert all_pages(history, HandFilter(session_id=1, shoe_id=shoe), SortKey.HAND_NO, False) == expected


def test_a_page_row_carries_its_bets(history: Any, rows: list[dict[str, Any]]) -> None:
    page = fetch_page(history, HandFilter(session_id=1), SortKey.ID, descending=False, limit=3)
    for row, hand in zip(page, rows, strict=False):
        assert row.id == hand["id"] and row.net_cents == _net(hand)
        assert [(b.spot, b.amount_cents, b.net_cents, b.commission_cents) for b in row.bets] == [
            (b["spot"], b["amount_cents"], b["net_cents"], b["commission_cents"]) for b in hand["bets"]
        ]
        assert row.wagered_cents == 1_300 and row.shoe_no == 1


def test_newer_than_picks_up_only_new_hands(history: Any, rows: list[dict[str, Any]]) -> None:
    newest = latest_hand_id(history)
    assert newest == rows[-1]["id"]
    fresh = fetch_page(history, HandFilter(), SortKey.ID, newer_than=newest - 3, limit=10)
    assert [r.id for r in fresh] == [newest, newest - 1, newest - 2]


def test_detail_re_deals_the_hand(history: Any, rows: list[dict[str, Any]]) -> None:
    hand = next(h for h in rows if h["player_cards"] == "KS 5D 7S")  # the worked example of docs/rules.md
    detail = load_hand_detail(history, hand["id"])
    coup = resolve_cards(parse_cards(BANKER_WINS_4_TO_2.split()))
    assert detail.explanation == [step.text for step in coup.steps]
    assert "Banker 6 draws: Player's third card is 7" in detail.explanation
    assert detail.coup.describe() == "Banker wins 4 to 2"
    assert detail.stakes == {BetSpot.PLAYER: 1_000}
    assert detail.net_cents == -1_000 and detail.hand_no == 2 and detail.shoe_no == 1
    assert [b.result for b in detail.bets] == [Result.LOST]
    with pytest.raises(ValueError, match="no hand"):
        load_hand_detail(history, 10**9)


def test_a_bad_winner_is_refused() -> None:
    with pytest.raises(ValueError):
        HandFilter(winner="dragon")
