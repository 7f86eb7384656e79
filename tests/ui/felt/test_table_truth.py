"""The table tells the truth and never early: counters, money and roads move with the felt's cards;
the player's result, clearing the layout, chips the bankroll cannot cover, a restart, first hands
of a shoe and the window around the felt."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from PySide6.QtWidgets import QApplication, QProgressBar

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards, standard_deck
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage.stamps import parse_stamp, utc_stamp
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.viewmodels.reality_check import playing_seconds
from baccarat_desktop.viewmodels.settings import AnimationSpeed

from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, Table, stacked


def bet(table: Table, spot: BetSpot, chip_cents: int, times: int = 1) -> None:
    table.scene.rack[chip_cents].click()
    for _ in range(times):
        table.scene.spots[spot].click()


def snapshot(table: Table) -> dict[str, Any]:
    """Everything on screen that could give a hand away."""
    w, s = table.window, table.scene
    return {
        "status": w.status.shoe_label.text(),
        "gauge": w.status.shoe_gauge.dealt,
        "shoe_left": s.shoe.remaining,
        "plaque": (s.plaque.bankroll, s.plaque.last),
        "title": w.windowTitle(),
        "roads": w.scoreboard_model.hands,
        "stored": table.rows("SELECT count(*) AS n FROM hands")[0]["n"],
        "personal": s.personal.text,
        "odds_hands": len(w.odds_model._hands),
    }


def test_every_counter_moves_card_by_card_and_the_money_only_with_the_result(
    make_table: Any, qtbot: Any
) -> None:
    # Banker wins 4 to 2 with six cards: a jump of 6 at the first card would tell both hands draw.
    table = make_table(stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2), speed=AnimationSpeed.NORMAL)
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=10_000)
    c = table.controller
    with qtbot.waitSignal(table.scene.deal_finished, timeout=15_000):
        table.window.deal()  # a first hand, no bet, so the road and the odds have one hand
    bet(table, BetSpot.BANKER, 2_500)
    start = c.table.session.shoe.position
    before = snapshot(table)
    assert before["roads"] == 1 and before["stored"] == 1
    steps: list[tuple[int, dict[str, Any]]] = []
    results: list[dict[str, Any]] = []
    table.scene.cards_taken.connect(lambda n: steps.append((n, snapshot(table))))
    c.result_shown.connect(lambda _r: results.append(snapshot(table)))
    with qtbot.waitSignal(table.scene.deal_finished, timeout=20_000):
        table.window.deal()
        dealing = snapshot(table)
        # The engine has dealt all six cards already; the screen shows none of them yet.
        assert c.table.session.shoe.position == start + 6
        assert dealing["status"] == before["status"] and dealing["gauge"] == start
        assert dealing["shoe_left"] == before["shoe_left"]
        assert dealing["plaque"] == before["plaque"] and dealing["title"] == before["title"]
    assert [n for n, _ in steps] == [start + i for i in range(1, 7)]
    for i, (n, shown) in enumerate(steps, start=1):
        size = len(c.table.session.shoe)
        assert f"{n} of {size} cards dealt" in shown["status"]
        assert shown["gauge"] == n and shown["shoe_left"] == size - n
        # Nothing about the result before it is shown: money, title, roads, store, odds, banner.
        for key in ("plaque", "title", "roads", "stored", "personal", "odds_hands"):
            assert shown[key] == before[key], (i, key)
    (at_result,) = results
    assert at_result["plaque"] == (100_000 + 2_375, 2_375)
    assert at_result["title"] == "Baccarat Desktop — Session 1 · $1,023.75"
    assert at_result["roads"] == 2 and at_result["personal"] == "You win $23.75"
    assert at_result["stored"] == 1 and at_result["odds_hands"] == before["odds_hands"]  # stored at the end
    after = snapshot(table)
    assert after["stored"] == 2 and after["roads"] == 2


def test_the_player_result_push_and_no_bet(make_table: Any) -> None:
    table = make_table(stacked(TIE_7_7, PLAYER_NATURAL_9, BANKER_WINS_4_TO_2))
    bet(table, BetSpot.PLAYER, 2_500)  # a tie pushes it
    table.window.deal()
    assert table.scene.personal.text == "Push"
    table.window.deal()  # no bet: nothing personal to say
    assert table.scene.personal.text == ""
    bet(table, BetSpot.PLAYER, 2_500, times=2)
    table.window.deal()  # Banker wins
    assert table.scene.personal.text == "You lose $50.00"
    assert table.scene.announcement.text == "Banker wins 4 to 2"


def test_betting_clears_the_last_hand_from_the_layout(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9))
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    s = table.scene
    assert s.cards_on_table() and s.spots[BetSpot.PLAYER].highlighted and s.personal.text
    discards = s.discards
    bet(table, BetSpot.BANKER, 500)  # the first chip of the next hand
    assert s.cards_on_table() == [] and s.discards == discards + 4
    assert not any(item.highlighted for item in s.spots.values())
    # the last hand's words go; the dealer asks for bets again (issue 27: never a blank felt)
    assert s.personal.text == "" and s.announcement.text == "Place your bets"
    assert s.explanation.text == "" and s.displayed_totals() == (None, None)
    table.scene.buttons["clear"].click()
    table.window.deal()
    table.scene.buttons["rebet"].click()  # Rebet starts betting too
    assert s.cards_on_table() == [] and s.personal.text == ""


def test_a_chip_the_bankroll_cannot_cover_cannot_be_picked(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), starting_bankroll_cents=77_250)
    rack = table.scene.rack
    assert not rack[100_000].enabled and "$772.50 cannot cover a $1K chip" in rack[100_000].toolTip()
    assert rack[50_000].enabled
    rack[100_000].click()
    assert table.controller.selected_chip != 100_000
    table.window.acts.chips[5].trigger()  # key 6
    assert table.controller.selected_chip != 100_000 and not table.window.acts.chips[5].isEnabled()
    rack[50_000].click()
    table.scene.spots[BetSpot.BANKER].click()
    table.window.deal()  # Player's natural takes the $500: $272.50 left
    assert not rack[50_000].enabled and rack[10_000].enabled
    assert table.controller.selected_chip == 10_000  # the chip in hand fell to one still covered


def test_a_chip_past_the_loss_limit_is_refused_beside_its_spot(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), loss_limit_cents=3_000)
    bet(table, BetSpot.TIE, 2_500)
    bet(table, BetSpot.PLAYER_PAIR, 500)
    bet(table, BetSpot.PLAYER_PAIR, 500)  # $35 at risk: past the $30 limit
    assert table.controller.bets == {BetSpot.TIE: 2_500, BetSpot.PLAYER_PAIR: 500}
    (bubble,) = table.scene.bubbles
    pair = table.scene.spots[BetSpot.PLAYER_PAIR]
    assert "loss limit" in bubble.text and bubble.pos() == pair.mapToScene(pair.message_anchor())


def test_a_restart_mid_shoe_shows_the_table_as_it_was(make_table: Any, tmp_path: Any) -> None:
    coups = (PLAYER_NATURAL_9, BANKER_WINS_4_TO_2, PLAYER_NATURAL_9)
    first = make_table(stacked(*coups), data_dir=tmp_path / "d")
    bet(first, BetSpot.PLAYER, 2_500)
    first.window.deal()
    bet(first, BetSpot.BANKER, 2_500)
    bet(first, BetSpot.TIE, 500)
    first.window.deal()  # Banker wins 4 to 2: +$23.75 - $5
    shown = (first.scene.cards_on_table(), first.scene.discards, first.scene.announcement.text)
    status, title = first.window.status.shoe_label.text(), first.window.windowTitle()
    first.window.close()
    first.history.close()

    again = make_table(stacked(*coups), data_dir=tmp_path / "d")
    s, w = again.scene, again.window
    assert (s.cards_on_table(), s.discards, s.announcement.text) == shown
    assert s.tray.count == shown[1] and s.displayed_totals() == (2, 4)
    assert s.personal.text == "You win $18.75" and s.plaque.last == 1_875
    assert w.status.shoe_label.text() == status and w.windowTitle() == title
    assert s.buttons["rebet"].enabled
    assert s.notice.text == "Welcome back · session 1, shoe 1, 2 hands played · bankroll $1,043.75"
    s.buttons["rebet"].click()
    assert again.controller.bets == {BetSpot.BANKER: 2_500, BetSpot.TIE: 500}
    assert s.cards_on_table() == []  # betting cleared the restored hand


def test_ties_first_in_a_shoe_are_on_the_roads_over_several_shoes(make_table: Any, qtbot: Any) -> None:
    cards = parse_cards(f"{TIE_7_7} {PLAYER_NATURAL_9} {TIE_7_7}".split()) + list(standard_deck())

    def factory() -> Shoe:  # the cut card comes out in the second hand: three hands a shoe
        return Shoe.from_order(cards, cards_behind_cut=len(cards) - 6)

    table = make_table(factory, speed=AnimationSpeed.FAST)
    c, model = table.controller, table.window.scoreboard_model
    for shoe_no in (1, 2, 3, 4):
        for hand_no, winner in ((1, "tie"), (2, "player"), (3, "tie")):
            qtbot.waitUntil(lambda: c.can_deal() and not table.scene.animating, timeout=15_000)
            assert c.table.session.shoe_no == (shoe_no if hand_no > 1 else shoe_no - 1 or 1)
            with qtbot.waitSignal(c.result_shown, timeout=15_000) as shown:
                table.window.deal()
            assert shown.args[0].coup.outcome.value == winner
            assert model.hands == hand_no and model.roads.stats.hands == hand_no
            assert model.roads.bead_plate[-1].outcome.value == winner
            qtbot.waitUntil(lambda: not table.scene.animating, timeout=15_000)
            # Settled, the hand stays on the roads; the shoe's last (the third) too, until the
            # next deal shuffles (the roads used to clear as it settled: a tie first in the next
            # shoe then looked like a hand the roads had lost).
            assert model.hands == hand_no and model.roads.bead_plate[-1].outcome.value == winner
            assert c.shoe_finished == (hand_no == 3)


def test_playing_time_counts_stored_hands_and_breaks() -> None:
    stamps = ["2024-01-01T10:00:00.000Z", "2024-01-01T10:01:30.000Z", "2024-01-01T12:00:00.000Z"]
    assert playing_seconds(stamps) == 90 + 300  # two hours away count as a break's five minutes
    assert playing_seconds(["not a time"]) == 0.0


def test_reality_check_after_a_relaunch_counts_the_session(
    make_table: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    from baccarat_desktop.ui.dialogs import questions

    asked: list[int] = []
    monkeypatch.setattr(
        questions.RealityCheck, "ask", classmethod(lambda cls, p, minutes, net: asked.append(minutes))
    )
    table = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9), data_dir=tmp_path / "d")
    table.window.deal()
    sid = table.controller.table.session_id
    played = table.rows("SELECT played_at FROM hands")[0]["played_at"]
    started = utc_stamp(parse_stamp(played) - timedelta(minutes=3))  # in the stored form
    with table.history.transaction() as db:  # the session began three minutes before its hand
        db.execute("DROP TRIGGER sessions_change_only_when_ending")  # a start never changes otherwise
        db.execute("UPDATE sessions SET started_at = ? WHERE id = ?", [started, sid])
    table.window.close()
    table.history.close()
    again = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9), data_dir=tmp_path / "d")
    again.window.reality_check._timeout()
    assert asked and asked[0] >= 3  # the three minutes before the relaunch count


def test_the_window_around_the_felt(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    w = table.window
    assert w.windowTitle() == "Baccarat Desktop — Session 1 · $1,000.00"
    assert QApplication.applicationDisplayName() in ("", "Baccarat Desktop", QApplication.applicationName())
    texts = [a.text().replace("&", "") for a in w.toolbar.actions() if not a.isSeparator()]
    assert "Quit" not in texts and "Statistics" not in texts and "Hand history" not in texts
    assert all(not a.icon().isNull() for a in w.toolbar.actions() if not a.isSeparator())
    game_menu = w.menuBar().actions()[0].menu()
    assert w.acts[Act.QUIT] in game_menu.actions() and w.acts[Act.QUIT].shortcut().toString() == "Ctrl+Q"
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == [
        "Table",
        "Statistics",
        "Hand history",
        "Lobby",
        "Companion",
        "Backtest",
    ]
    assert not w.findChildren(QProgressBar)  # a slim gauge of our own, no default blue bar
    status_texts = " ".join(label.text() for label in (w.status.shoe_label, w.status.session_label))
    assert "Bankroll" not in status_texts and "$1,000" not in status_texts
