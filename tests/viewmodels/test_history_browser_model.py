"""HistoryBrowserModel without its widget: the filter choices, the filter, the chosen hand and its
texts, the status line, following the game, storage problems and closing.

What the model shows is checked against what the file holds, read back by the helpers (plain
queries through ``tests/analytics/helpers.py`` and sqlite3 in ``tests/storage/support.py``), and the
chosen hand's words against the coup re-dealt by hand from its cards.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex

from baccarat_desktop.analytics.hands import HandFilter, Result
from baccarat_desktop.analytics.money_charts import short_rules
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import resolve_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.stamps import local_time
from baccarat_desktop.viewmodels.history_browser import BetText, Choice, HistoryBrowserModel
from tests.analytics.helpers import (
    BANKER_WINS_4_TO_2,
    PLAYER_NATURAL_9,
    SECOND_RULES,
    TIE_7_7,
    all_bets,
    all_hands,
    play_more,
    play_stacked,
    seeded_history,
)
from tests.storage.support import file_hash, query, side_files

FIRST, SECOND = 300, 200  # the two simulated sessions; session 3 is three stacked hands


def with_stacked_hands(path: Path) -> Path:
    """A push, a loss (docs/rules.md §Drawing rules' worked example) and a win on Player, one shoe."""
    with History.open(path) as history:
        play_stacked(history, [TIE_7_7, BANKER_WINS_4_TO_2, PLAYER_NATURAL_9], {BetSpot.PLAYER: 1_000})
    return path


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("browser-model")
    return with_stacked_hands(seeded_history(folder / "history.sqlite3", first=FIRST, second=SECOND))


@pytest.fixture
def model(qtbot: Any, path: Path) -> Iterator[HistoryBrowserModel]:
    browser = HistoryBrowserModel(path)
    yield browser
    browser.close()


def load_all(browser: HistoryBrowserModel) -> list[int]:
    """Every row the filter keeps (paging to the end), as hand ids."""
    rows = browser.rows
    assert rows is not None
    while rows.canFetchMore(QModelIndex()):
        rows.fetchMore(QModelIndex())
    return [rows.hand(r).id for r in range(rows.rowCount())]


def row_of(browser: HistoryBrowserModel, player_cards: str) -> int:
    rows = browser.rows
    assert rows is not None
    return next(r for r in range(rows.rowCount()) if rows.hand(r).player_cards == player_cards)


def newest_first(path: Path, keep: Any = lambda hand: True) -> list[int]:
    return [h["id"] for h in reversed(all_hands(path)) if keep(h)]


# -- the choices --------------------------------------------------------------------------------------
def test_the_session_choices_are_the_stored_sessions_newest_first(
    model: HistoryBrowserModel, path: Path
) -> None:
    sessions = query(path, "SELECT id, started_at, ended_at, rules FROM sessions ORDER BY id DESC")
    choices = model.session_choices
    assert choices[0] == Choice(None, "All sessions", choices[0].tooltip)
    assert [c.id for c in choices[1:]] == [s["id"] for s in sessions] == [3, 2, 1]
    for choice, session in zip(choices[1:], sessions, strict=True):
        assert choice.label == f"Session {session['id']} · {local_time(session['started_at'], seconds=False)}"
        assert local_time(session["started_at"]) in choice.tooltip
    # Each tooltip names its own table: session 2 is the 6-deck No-Commission table.
    assert short_rules(SECOND_RULES) in choices[2].tooltip and short_rules(TableRules()) in choices[3].tooltip
    assert "6 decks" in choices[2].tooltip and "6 decks" not in choices[3].tooltip


def test_shoes_are_offered_within_a_session(qtbot: Any, model: HistoryBrowserModel, path: Path) -> None:
    assert [c.id for c in model.shoe_choices] == [None] and not model.shoes_enabled
    with qtbot.waitSignal(model.shoes_changed) as changed:
        model.set_filter(HandFilter(session_id=1))
    shoes = query(path, "SELECT id, shoe_no FROM shoes WHERE session_id = 1 ORDER BY shoe_no")
    assert len(shoes) > 2  # 300 hands of 8 decks: several shoes
    assert changed.args == [model.shoe_choices]
    assert [(c.id, c.label) for c in model.shoe_choices] == [(None, "All shoes")] + [
        (s["id"], f"Shoe {s['shoe_no']}") for s in shoes
    ]
    assert model.shoes_enabled
    model.clear_filter()
    assert [c.id for c in model.shoe_choices] == [None] and not model.shoes_enabled


# -- filtering ----------------------------------------------------------------------------------------
def test_filters_keep_exactly_the_stored_hands_they_name(
    qtbot: Any, model: HistoryBrowserModel, path: Path
) -> None:
    assert load_all(model) == newest_first(path)
    with qtbot.waitSignal(model.filter_changed) as changed:
        model.set_filter(HandFilter(session_id=2))
    assert changed.args == [HandFilter(session_id=2)] and model.hand_filter == HandFilter(session_id=2)
    assert load_all(model) == newest_first(path, lambda h: h["session_id"] == 2)

    shoe_id = model.shoe_choices[2].id
    model.set_filter(HandFilter(session_id=2, shoe_id=shoe_id, winner="banker"))
    expected = newest_first(path, lambda h: h["shoe_id"] == shoe_id and h["winner"] == "banker")
    assert expected and load_all(model) == expected

    # The result alone judges the hand's net: won means bets that made money.
    with_bets = {b["hand_id"] for b in all_bets(path)}
    model.set_filter(HandFilter(result=Result.WON))
    won = newest_first(
        path, lambda h: h["id"] in with_bets and h["bankroll_after_cents"] > h["bankroll_before_cents"]
    )
    assert won and load_all(model) == won
    # With a spot it judges that bet: the one Player bet of session 3 that won is the natural 9.
    model.set_filter(HandFilter(session_id=3, spot=BetSpot.PLAYER, result=Result.WON))
    rows = model.rows
    assert rows is not None and [rows.hand(r).player_cards for r in range(rows.rowCount())] == ["4S 5D"]


def test_a_filter_the_lists_cannot_show_falls_back_to_all(qtbot: Any, model: HistoryBrowserModel) -> None:
    model.set_filter(HandFilter(session_id=99, winner="tie"))
    assert model.hand_filter == HandFilter(winner="tie")
    model.set_filter(HandFilter(session_id=1))
    model.set_filter(HandFilter(session_id=1, shoe_id=10_000))  # no such shoe in session 1
    assert model.hand_filter == HandFilter(session_id=1)
    # The shoe of one session is not kept when another session is chosen.
    first_shoe = model.shoe_choices[1].id
    model.set_filter(HandFilter(session_id=1, shoe_id=first_shoe))
    model.set_filter(HandFilter(session_id=2, shoe_id=first_shoe))
    assert model.hand_filter == HandFilter(session_id=2)
    with qtbot.assertNotEmitted(model.filter_changed):
        model.set_filter(HandFilter(session_id=2))  # nothing new: no reload, no signal


# -- the chosen hand ----------------------------------------------------------------------------------
def test_the_newest_hand_is_chosen_after_every_reload(model: HistoryBrowserModel, path: Path) -> None:
    rows = model.rows
    assert rows is not None and model.selected_row == 0
    assert model.detail is not None and model.detail.hand_id == newest_first(path)[0]
    model.set_filter(HandFilter(session_id=1, winner="tie"))
    assert model.detail is not None
    assert (
        model.detail.hand_id == newest_first(path, lambda h: h["session_id"] == 1 and h["winner"] == "tie")[0]
    )


def test_choosing_a_row_gives_that_hand_in_words(qtbot: Any, model: HistoryBrowserModel, path: Path) -> None:
    row = row_of(model, "KS 5D 7S")
    with qtbot.waitSignal(model.hand_selected) as selected:
        model.select_row(row)
    detail = model.detail
    assert selected.args == [detail] and detail is not None and model.selected_row == row
    (stored,) = [h for h in all_hands(path) if h["player_cards"] == "KS 5D 7S"]
    assert detail.hand_id == stored["id"] and detail.session_id == 3 and detail.hand_no == 2

    texts = model.texts
    assert texts is not None
    assert texts.title == "Session 3 · Shoe 1 · Hand 2"
    assert (
        texts.when
        == f"Hand #{stored['id']:,} · {local_time(stored['played_at'])}\n{short_rules(TableRules())}"
    )
    assert (texts.player_label, texts.player_total, texts.banker_label, texts.banker_total) == (
        "PLAYER",
        2,
        "BANKER",
        4,
    )
    assert (texts.winner, texts.outcome, texts.side_won) == ("banker", "Banker wins 4 to 2", "")
    coup = resolve_cards(parse_cards(BANKER_WINS_4_TO_2.split()))
    assert len(texts.steps) == len(coup.steps)
    for shown, step in zip(texts.steps, coup.steps, strict=True):
        assert shown.card == step.card
        assert shown.before + (step.card.code if step.card else "") + shown.after == step.text
    assert texts.bets == (BetText("Player", "$10.00", "lost -$10.00", "", Result.LOST),)
    assert texts.bankroll == "Bankroll $1,000.00 → $990.00 (-$10.00)"
    with qtbot.assertNotEmitted(model.hand_selected):
        model.select_row(row)  # the view echoing the choice back: no second reading, no signal


def test_a_hand_without_bets_and_a_side_bet_paid(tmp_path: Path, qtbot: Any) -> None:
    pairs = "3S 8H 3D 8C"  # Player 3-3, Banker 8-8: a 6-6 tie with both pairs
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        play_stacked(history, [pairs], {})
    browser = HistoryBrowserModel(path)
    try:
        texts = browser.texts
        assert texts is not None and texts.bets == () and texts.winner == "tie"
        assert texts.side_won == "Side bets won: Player Pair · Banker Pair"
        assert texts.bankroll == "Bankroll $1,000.00 → $1,000.00 ($0.00)"
    finally:
        browser.close()


def test_no_row_means_no_hand(qtbot: Any, model: HistoryBrowserModel) -> None:
    with qtbot.waitSignal(model.hand_selected) as selected:
        model.select_row(-1)
    assert selected.args == [None] and model.detail is None and model.texts is None
    assert model.selected_row == -1
    model.select_row(0)
    assert model.detail is not None
    rows = model.rows
    assert rows is not None
    model.select_row(rows.rowCount())  # past the end
    assert model.detail is None
    model.set_filter(HandFilter(session_id=3, winner="tie", spot=BetSpot.BANKER))  # no such hand
    assert rows.rowCount() == 0 and model.detail is None and model.selected_row == -1


def test_the_odds_before_the_chosen_hand(qtbot: Any, model: HistoryBrowserModel) -> None:
    model.select_row(row_of(model, "KS 5D 7S"))
    assert model.odds_model.wait()
    qtbot.waitUntil(lambda: model.odds_model.odds is not None, timeout=10_000)
    intro = model.odds_intro()
    # Hand 2 of its shoe: the burn card and hand 1's four cards are out of the 416.
    odds = model.odds_model.odds
    assert odds is not None and odds.hand_no == 2
    assert "before hand 2 of its shoe" in intro and "The average result of $100 on each bet" in intro
    model.select_row(-1)
    assert model.odds_intro() == ""


def test_held_odds_start_when_released(qtbot: Any, path: Path) -> None:
    """The browser's first page is painted before the newest hand is priced (hold_odds): until the
    release nothing runs and the detail says the odds are being worked out; then they come."""
    browser = HistoryBrowserModel(path, hold_odds=True)
    try:
        detail = browser.detail
        assert detail is not None
        qtbot.wait(50)
        assert not browser.odds_model.busy and browser.odds_model.odds is None
        assert browser.odds_intro() == "Working out the odds before this hand…"
        browser.select_row(1)  # another hand chosen while held: only the last one is priced
        chosen = browser.detail
        assert chosen is not None and chosen.hand_id != detail.hand_id
        assert not browser.odds_model.busy
        browser.odds_model.release()
        assert browser.odds_model.busy
        qtbot.waitUntil(lambda: browser.odds_model.odds is not None, timeout=10_000)
        odds = browser.odds_model.odds
        assert odds is not None and odds.hand_id == chosen.hand_id
        assert "The average result of $100 on each bet" in browser.odds_intro()
    finally:
        browser.close()


# -- the status line ----------------------------------------------------------------------------------
def test_the_status_counts_the_rows(qtbot: Any, path: Path) -> None:
    browser = HistoryBrowserModel(path, page_size=100)
    try:
        assert browser.status == "100 hands loaded · more as you scroll"
        rows = browser.rows
        assert rows is not None
        with qtbot.waitSignal(browser.status_changed) as changed:
            rows.fetchMore(QModelIndex())
        assert changed.args == ["200 hands loaded · more as you scroll"]
        browser.set_filter(HandFilter(session_id=3))
        assert browser.status == "3 hands"
        browser.set_filter(HandFilter(session_id=3, spot=BetSpot.PLAYER, result=Result.WON))
        assert browser.status == "1 hand"
        total = len(all_hands(path))
        browser.clear_filter()
        load_all(browser)
        assert browser.status == f"{total:,} hands"
    finally:
        browser.close()


# -- following the game -------------------------------------------------------------------------------
def test_refresh_shows_hands_stored_since(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=120, second=0)
    browser = HistoryBrowserModel(path)
    try:
        assert [c.id for c in browser.session_choices] == [None, 1] and browser.status == "120 hands"
        browser.select_row(5)
        chosen = browser.detail
        session = play_more(path, 3)
        with qtbot.waitSignal(browser.sessions_changed) as sessions:
            browser.refresh()
        assert [c.id for c in sessions.args[0]] == [None, session, 1]
        assert load_all(browser) == newest_first(path)
        rows = browser.rows
        assert rows is not None and rows.hand(0).session_id == session and browser.status == "123 hands"
        # The chosen hand stays chosen, three rows further down.
        assert browser.detail == chosen and browser.selected_row == 8
        with qtbot.assertNotEmitted(browser.sessions_changed):
            browser.refresh()  # nothing new
    finally:
        browser.close()


def test_the_browser_never_writes(qtbot: Any, tmp_path: Path) -> None:
    path = with_stacked_hands(tmp_path / "h.sqlite3")
    before = file_hash(path)
    browser = HistoryBrowserModel(path)
    browser.set_filter(HandFilter(session_id=1, winner="banker"))
    browser.clear_filter()
    browser.select_row(1)
    browser.refresh()
    assert browser.odds_model.wait()
    browser.close()
    assert file_hash(path) == before and side_files(path) == []


# -- storage problems ---------------------------------------------------------------------------------
def test_a_missing_file_is_said_and_not_created(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "nowhere.sqlite3"
    browser = HistoryBrowserModel(path)
    assert browser.rows is None and browser.history is None and browser.detail is None
    assert browser.status == browser.problem
    assert f"There is no history file at {path}" in browser.status
    browser.set_filter(HandFilter(winner="tie"))
    browser.select_row(0)
    browser.refresh()
    assert browser.hand_filter == HandFilter() and browser.detail is None
    browser.close()
    assert list(tmp_path.iterdir()) == []


def test_a_damaged_file_is_said_and_left_as_it_was(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=300, second=0)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    middle = len(data) // page // 2
    data[middle * page : (middle + 3) * page] = bytes(range(256)) * (3 * page // 256)
    path.write_bytes(bytes(data))
    browser = HistoryBrowserModel(path)
    assert browser.rows is None
    assert "is damaged" in browser.status and "keep this one aside" in browser.status
    browser.close()
    assert path.read_bytes() == bytes(data)


def test_a_file_deleted_while_open_keeps_what_is_shown(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=150, second=0)
    browser = HistoryBrowserModel(path)
    try:
        shown = load_all(browser)
        path.unlink()
        with qtbot.waitSignal(browser.status_changed) as changed:
            browser.refresh()
        assert changed.args == [browser.status] == [browser.problem]
        assert f"The history file {path} was deleted or replaced" in browser.status
        assert load_all(browser) == shown  # nothing shown is lost
        browser.select_row(3)
        assert browser.detail is not None and browser.detail.hand_id == shown[3]
        browser.set_filter(HandFilter(winner="player"))
        assert browser.hand_filter == HandFilter(winner="player")
        assert "was deleted or replaced" in browser.status  # still said after a new filter
    finally:
        browser.close()
    # Closing creates nothing where the history was (the game's recovered copy can go back there).
    assert not path.exists()


def test_a_file_replaced_while_open_is_said_and_left_alone(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "h.sqlite3", first=150, second=0)
    other = seeded_history(tmp_path / "other.sqlite3", first=20, second=0)
    browser = HistoryBrowserModel(path)
    shown = load_all(browser)
    shutil.move(other, path)
    placed = file_hash(path)
    browser.refresh()
    assert "was deleted or replaced" in browser.status and load_all(browser) == shown
    browser.close()
    assert file_hash(path) == placed


def test_a_read_that_fails_is_said_and_the_rows_stay(
    qtbot: Any, model: HistoryBrowserModel, monkeypatch: pytest.MonkeyPatch, path: Path
) -> None:
    history = model.history
    assert history is not None
    rows = model.rows
    assert rows is not None
    shown = [rows.hand(r).id for r in range(rows.rowCount())]
    chosen = model.detail

    def fails(*args: Any, **kwargs: Any) -> Any:
        raise StorageError(Problem.CORRUPT, path, f"The history file {path} is damaged.")

    monkeypatch.setattr(history, "latest_session_id", fails)
    monkeypatch.setattr(history, "latest_hand_id", fails)
    with qtbot.waitSignal(model.status_changed) as changed:
        model.refresh()
    assert changed.args[0].startswith(f"The hand history cannot be read: The history file {path} is damaged.")
    with qtbot.assertNotEmitted(model.filter_changed):
        model.set_filter(HandFilter(winner="tie"))
    assert model.hand_filter == HandFilter() and model.detail == chosen
    assert [rows.hand(r).id for r in range(rows.rowCount())] == shown

    monkeypatch.setattr(history, "hand_record", fails)
    model.select_row(4)
    assert model.detail is None and "is damaged" in model.status

    monkeypatch.undo()  # the file reads again: the next refresh says how many hands there are
    model.refresh()
    assert model.problem == "" and model.status == "200 hands loaded · more as you scroll"


# -- closing ------------------------------------------------------------------------------------------
def test_close_releases_the_connection(qtbot: Any, path: Path) -> None:
    assert side_files(path) == []
    browser = HistoryBrowserModel(path)
    history = browser.history
    assert history is not None and side_files(path) != []  # a WAL reader's -shm while open
    browser.close()
    assert browser.history is None
    with pytest.raises(StorageError):
        history.latest_hand_id()  # the connection itself is closed
    assert side_files(path) == []  # and tidied after
    browser.refresh()  # nothing to read any more, and no error
    browser.set_filter(HandFilter(winner="tie"))
    assert browser.hand_filter == HandFilter()
