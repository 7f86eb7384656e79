"""A replay is a mode of its own (issue 14): a banner, betting off, the replayed shoe's roads and
commitment, and the live table back exactly as it was when the replay ends, by Esc or the banner."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from baccarat_desktop.analytics.hands import load_hand_detail
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.viewmodels.settings import AnimationSpeed
from baccarat_desktop.viewmodels.table_controller import Phase
from tests.storage.support import history_rows

from ..conftest import Table


def bet(table: Table, spot: BetSpot, chip_cents: int) -> None:
    table.scene.rack[chip_cents].click()
    table.scene.spots[spot].click()


def felt_state(table: Table) -> dict[str, Any]:
    """Everything the live table shows: felt, counters, scoreboard, chrome and what can be done."""
    w, s, c = table.window, table.scene, table.controller
    return {
        "cards": s.cards_on_table(),
        "cards_visible": [item.isVisible() for item in s._table_cards],
        "card_places": [(item.pos().x(), item.pos().y()) for item in s._table_cards],
        "totals": {hand: (badge.total, badge.winner) for hand, badge in s.badges.items()},
        "texts": (s.announcement.text, s.explanation.text, s.notice.text, s.personal.text),
        "lit": sorted(spot.name for spot, item in s.spots.items() if item.highlighted),
        "stacks": {
            spot.name: (item.isVisible(), item.amount_cents)
            for spot, item in s.stacks.items()
            if item.isVisible()
        },
        "discards": (s.discards, s.tray.count),
        "shoe": (s.shoe.total, s.shoe.remaining, s.shoe.cut_position, s.shoe.shoe_no),
        "plaque": (s.plaque.bankroll, s.plaque.last),
        "status": (w.status.shoe_label.text(), w.status.commitment_label.text(), w.status.shoe_gauge.dealt),
        "title": w.windowTitle(),
        "roads": w.scoreboard_model.entries,
        "dock": w.scoreboard_dock.windowTitle(),
        "buttons": {action: button.enabled for action, button in s.buttons.items()},
        "actions": [
            a.isEnabled()
            for a in (
                w.acts[Act.DEAL],
                w.acts[Act.REBET],
                w.acts[Act.UNDO],
                w.acts[Act.CLEAR],
                w.acts[Act.NEW_SESSION],
            )
        ],
        "chips": [chip.isEnabled() for chip in w.acts.chips],
        "bets": c.bets,
        "phase": c.phase,
        "banner": s.banner.isVisible(),
    }


@pytest.fixture
def two_shoes(make_table: Any) -> Table:
    """Shoe 1 with four hands, then shoe 2 with two: the last one (with a bet) lies on the felt
    and a new bet waits on Player."""
    table = make_table()  # secret shuffles: every shoe has its own seed commitment
    c = table.controller
    for _ in range(4):
        bet(table, BetSpot.BANKER, 2_500)
        table.window.deal()
    table.window.new_shoe()
    table.window.deal()
    bet(table, BetSpot.BANKER, 2_500)
    table.window.deal()
    bet(table, BetSpot.PLAYER, 500)
    assert c.bets == {BetSpot.PLAYER: 500} and c.table.session.shoe_no == 2
    return table


def detail(table: Table, shoe_no: int, hand_no: int) -> Any:
    history = table.controller.table.history
    (row,) = history_rows(
        history,
        "SELECT hands.id FROM hands JOIN shoes ON shoes.id = hands.shoe_id "
        "WHERE shoes.shoe_no = ? AND hands.hand_no = ? AND hands.session_id = ?",
        [shoe_no, hand_no, table.controller.table.session_id],
    )
    return load_hand_detail(history, row["id"])


def test_a_replay_is_marked_takes_no_bets_and_shows_its_own_shoe(two_shoes: Table, qtbot: Any) -> None:
    table = two_shoes
    w, s, c = table.window, table.scene, table.controller
    before = felt_state(table)
    hand = detail(table, 1, 3)
    w.tabs.setCurrentIndex(2)
    w.replay(hand)
    during = felt_state(table)
    assert w.tabs.currentIndex() == 0
    assert during["banner"] and s.banner.text == "Replay · session 1, shoe 1, hand 3"
    assert "Back to the table" in s.banner.button.text and s.banner.button.enabled
    # The replayed hand, with its own bet, not the live one.
    assert during["cards"] == [st.card.code for st in hand.coup.steps if st.card is not None]
    assert during["stacks"] == {"BANKER": (True, 2_500)}
    assert during["texts"][0] == hand.coup.describe()
    # Betting is off: buttons, actions, chips; a click on a spot and the keys change nothing.
    assert during["phase"] is Phase.REPLAY
    assert not any(during["buttons"].values()) and not any(during["actions"]) and not any(during["chips"])
    assert all(chip.refusal for chip in s.rack.values())
    s.spots[BetSpot.TIE].click()
    s.buttons["deal"].click()
    w.acts[Act.DEAL].trigger()
    w.acts[Act.REBET].trigger()
    w.acts.chips[0].trigger()
    assert c.bets == {BetSpot.PLAYER: 500} and c.selected_chip == 500  # the $1 key picked nothing
    assert table.rows("SELECT count(*) AS n FROM hands")[0]["n"] == 6  # nothing dealt, nothing stored
    assert s.bubbles and "replay" in s.bubbles[-1].text.lower()
    # Its own shoe: the roads up to that hand, the shoe's commitment on the felt and in the status bar.
    assert len(during["roads"]) == 3 and len(before["roads"]) == 2  # shoe 1 to hand 3, not the live shoe 2
    stored = table.rows("SELECT winner FROM hands WHERE shoe_id = ? ORDER BY hand_no", [hand.shoe_id])
    assert [e.outcome.value for e in during["roads"]] == [r["winner"] for r in stored[:3]]
    commitment = c.table.history.shoe(hand.shoe_id).seed_sha256
    assert commitment and commitment != c.table.session.shoe.commitment
    assert f"Shoe 1 · seed commitment {commitment[:8]}" in during["texts"][2]
    assert during["status"][1] == f"Commitment {commitment[:10]}…"
    assert "Replay · session 1, shoe 1, hand 3" in during["status"][0]
    assert during["shoe"][3] == 1 and during["dock"].startswith("Scoreboard · replay")
    assert w.acts[Act.SCOREBOARD].text() == "Score&board"
    # Esc ends it: the live table exactly as it was.
    w.acts[Act.SKIP].trigger()
    assert felt_state(table) == before
    assert not s.replaying and c.phase is Phase.BETTING


def test_the_banner_button_ends_a_replay_that_has_finished(two_shoes: Table, qtbot: Any) -> None:
    table = two_shoes
    w, s = table.window, table.scene
    before = felt_state(table)
    with qtbot.waitSignal(s.replay_finished, timeout=5_000):
        w.replay(detail(table, 2, 1))
    assert felt_state(table)["banner"]  # finished, but the mode stays until the player leaves
    s.banner.button.click()
    assert felt_state(table) == before
    # Betting works again at once.
    bet(table, BetSpot.TIE, 100)
    assert table.controller.bets == {BetSpot.PLAYER: 500, BetSpot.TIE: 100}


def test_a_replay_replacing_a_replay_still_returns_to_the_live_table(two_shoes: Table) -> None:
    table = two_shoes
    before = felt_state(table)
    table.window.replay(detail(table, 1, 2))
    table.window.replay(detail(table, 2, 2))
    assert table.scene.banner.text.endswith("shoe 2, hand 2")
    assert len(table.window.scoreboard_model.entries) == 2
    table.window.end_replay()
    assert felt_state(table) == before


def test_a_replay_at_normal_speed_ended_midway_leaves_nothing_behind(make_table: Any, qtbot: Any) -> None:
    table = make_table(speed=AnimationSpeed.NORMAL)
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=10_000)
    with qtbot.waitSignal(table.scene.deal_finished, timeout=15_000):
        table.window.deal()
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=10_000)
    before = felt_state(table)
    table.window.replay(detail(table, 1, 1))
    qtbot.wait(300)  # cards in the air
    qtbot.keyClick(table.window.view, Qt.Key.Key_Escape)
    assert felt_state(table) == before


def test_a_replay_asked_for_while_a_hand_is_dealt_is_refused_plainly(make_table: Any, qtbot: Any) -> None:
    table = make_table(speed=AnimationSpeed.NORMAL)
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=10_000)
    with qtbot.waitSignal(table.scene.deal_finished, timeout=15_000):
        table.window.deal()
    first = detail(table, 1, 1)
    with qtbot.waitSignal(table.scene.deal_finished, timeout=15_000):
        table.window.deal()
        assert table.controller.phase is Phase.DEALING
        table.window.replay(first)
        assert not table.scene.replaying and not table.scene.banner.isVisible()
        assert table.scene.bubbles[-1].text == "A hand is being dealt: replay once its cards are settled"
    assert table.controller.phase is Phase.BETTING
    assert table.rows("SELECT count(*) AS n FROM hands")[0]["n"] == 2


def test_the_new_session_question_says_the_bankroll_resets_and_the_session_is_kept(
    make_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.engine.money import format_cents
    from baccarat_desktop.ui.dialogs import questions

    table = make_table()
    bet(table, BetSpot.BANKER, 2_500)
    table.window.deal()
    asked: list[tuple[str, str, str]] = []

    def ask(cls: Any, parent: Any, title: str, text: str, *, detail: str = "", **_: Any) -> bool:
        asked.append((title, text, detail))
        return False

    monkeypatch.setattr(questions.Confirm, "ask", classmethod(ask))
    table.window.new_session()
    ((title, text, more),) = asked
    words = f"{text}\n{more}"
    assert title == "New session" and "Start a new session? Your bankroll resets to $1,000.00." in words
    assert f"Session 1 ends with {format_cents(table.scene.plaque.bankroll)}" in words
    assert "kept in the hand history" in words
    assert table.controller.table.session_id == 1  # cancelled: nothing changed
