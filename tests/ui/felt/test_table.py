"""Playing at the table through the widgets' own methods, on stacked shoes, checking what is shown
and what is stored."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.ui.window.parts import ViewKey
from baccarat_desktop.viewmodels.settings import AnimationSpeed
from baccarat_desktop.viewmodels.table_controller import Phase
from tests.command_line import in_process

from ..conftest import BANKER_PAIR_HAND, BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, Table, stacked


def bet(table: Table, spot: BetSpot, chip_cents: int, times: int = 1) -> None:
    """Pick a chip in the rack and click a spot, as a player does."""
    table.scene.rack[chip_cents].click()
    for _ in range(times):
        table.scene.spots[spot].click()


def stored_hands(table: Table) -> list[dict[str, Any]]:
    return table.rows("SELECT * FROM hands ORDER BY id")


def test_a_full_hand_shows_totals_pays_and_is_stored(make_table: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2))
    bet(table, BetSpot.BANKER, 2_500)  # $25 on Banker
    bet(table, BetSpot.TIE, 500)  # $5 on Tie
    assert table.scene.stacks[BetSpot.BANKER].amount_cents == 2_500
    table.scene.buttons["deal"].click()

    # What the felt shows: the cards in their places, the totals, the announcement.
    assert table.scene.cards_on_table() == ["KS", "2H", "5D", "4C", "7S", "8D"]
    assert table.scene.displayed_totals() == (2, 4)
    assert table.scene.announcement.text == "Banker wins 4 to 2"
    assert "Banker 6 draws: Player's third card is 7" in table.scene.explanation.text
    # Banker $25 wins $23.75 (19 to 20), Tie $5 loses: +$18.75 on a $1,000 bankroll.
    assert table.controller.bankroll_cents == 100_000 + 2_375 - 500
    assert table.window.windowTitle().endswith("$1,018.75")  # the status bar no longer repeats it
    assert table.scene.plaque.last == 1_875
    assert table.scene.personal.text == "You win $18.75"
    assert table.scene.plaque.bankroll == 101_875
    # What is stored.
    hands = stored_hands(table)
    assert len(hands) == 1
    hand = hands[0]
    assert (hand["player_cards"], hand["banker_cards"]) == ("KS 5D 7S", "2H 4C 8D")
    assert (hand["player_total"], hand["banker_total"], hand["winner"]) == (2, 4, "banker")
    assert (hand["bankroll_before_cents"], hand["bankroll_after_cents"]) == (100_000, 101_875)
    bets = {b["spot"]: b for b in table.rows("SELECT * FROM bets WHERE hand_id = ?", [hand["id"]])}
    assert bets["banker"]["net_cents"] == 2_375 and bets["banker"]["commission_cents"] == 125
    assert bets["tie"]["net_cents"] == -500
    assert table.rows("SELECT count(*) AS n FROM pending_hands")[0]["n"] == 0
    # The scoreboard got the hand.
    assert table.window.scoreboard_model.roads.stats.banker == 1


def test_the_deal_animates_at_normal_speed_and_stores_only_at_the_end(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), speed=AnimationSpeed.NORMAL)
    qtbot.waitUntil(lambda: not table.scene.animating, timeout=5_000)
    bet(table, BetSpot.PLAYER, 10_000)
    with qtbot.waitSignal(table.scene.deal_finished, timeout=15_000):
        table.window.acts[Act.DEAL].trigger()
        # Mid-deal: the bets and shoe position are saved, the hand is not stored yet.
        assert table.controller.phase is Phase.DEALING
        assert table.rows("SELECT count(*) AS n FROM pending_hands")[0]["n"] == 1
        assert stored_hands(table) == []
        assert not table.window.acts[Act.DEAL].isEnabled()
    assert table.controller.phase is Phase.BETTING
    assert table.scene.displayed_totals() == (9, 5)
    assert len(stored_hands(table)) == 1
    assert table.controller.bankroll_cents == 110_000
    assert table.rows("SELECT count(*) AS n FROM pending_hands")[0]["n"] == 0


def test_a_tie_pushes_player_and_banker_and_pays_the_tie(make_table: Any) -> None:
    table = make_table(stacked(TIE_7_7))
    bet(table, BetSpot.PLAYER, 2_500)
    bet(table, BetSpot.TIE, 500)
    table.window.deal()
    assert table.scene.announcement.text == "Tie, 7 each"
    assert table.controller.bankroll_cents == 100_000 + 8 * 500  # tie 8 to 1; the Player bet pushed
    nets = {b["spot"]: b["net_cents"] for b in table.rows("SELECT * FROM bets")}
    assert nets == {"player": 0, "tie": 4_000}


def test_banker_pair_pays_eleven_to_one(make_table: Any) -> None:
    table = make_table(stacked(BANKER_PAIR_HAND))
    bet(table, BetSpot.BANKER_PAIR, 500)
    table.window.deal()
    assert table.scene.displayed_totals() == (7, 6)
    assert table.controller.bankroll_cents == 100_000 + 11 * 500
    assert stored_hands(table)[0]["banker_pair"] == 1


def test_bets_over_the_table_maximum_are_refused_inline(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), starting_bankroll_cents=2_000_000)
    bet(table, BetSpot.BANKER, 100_000, times=6)  # $1,000 chips: the sixth would make $6,000
    assert table.controller.bets == {BetSpot.BANKER: 500_000}
    bubbles = table.scene.bubbles
    assert len(bubbles) == 1 and bubbles[0].text == "$6,000.00 on Banker is over the maximum of $5,000.00"
    assert QApplication.activeModalWidget() is None  # never a modal box
    # Side bets have their own, smaller maximum ($500).
    bet(table, BetSpot.TIE, 50_000, times=2)
    assert table.controller.bets[BetSpot.TIE] == 50_000
    assert table.scene.bubbles[0].text == "$1,000.00 on Tie is over the maximum of $500.00"


def test_bets_over_the_bankroll_are_refused_inline(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))  # $1,000 bankroll
    bet(table, BetSpot.PLAYER, 50_000)
    bet(table, BetSpot.BANKER, 100_000)
    assert table.controller.bets == {BetSpot.PLAYER: 50_000}
    assert table.scene.bubbles[0].text == "Not enough chips: $500.00 left to bet"


def test_a_bet_under_the_minimum_is_refused_at_the_deal(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    bet(table, BetSpot.PLAYER, 100)  # $1 on Player; the table minimum is $5
    table.window.deal()
    assert stored_hands(table) == []
    assert table.scene.bubbles[0].text == "$1.00 on Player is under the minimum of $5.00"
    assert table.controller.phase is Phase.BETTING
    assert table.controller.bets == {BetSpot.PLAYER: 100}  # nothing is taken away


def test_undo_clear_remove_rebet_and_double(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9))
    c = table.controller
    bet(table, BetSpot.PLAYER, 2_500, times=2)
    bet(table, BetSpot.TIE, 500)
    assert c.bets == {BetSpot.PLAYER: 5_000, BetSpot.TIE: 500}
    table.scene.buttons["undo"].click()
    assert c.bets == {BetSpot.PLAYER: 5_000}
    table.scene.spots[BetSpot.PLAYER].click(remove=True)  # right-click takes back the last chip
    assert c.bets == {BetSpot.PLAYER: 2_500}
    table.scene.buttons["double"].click()
    assert c.bets == {BetSpot.PLAYER: 5_000}
    table.scene.buttons["clear"].click()
    assert c.bets == {}
    table.scene.buttons["undo"].click()  # Clear can be undone too
    assert c.bets == {BetSpot.PLAYER: 5_000}
    assert not table.scene.buttons["rebet"].enabled  # nothing played yet
    table.window.deal()  # Player natural 9 wins
    assert c.bets == {}
    assert table.scene.buttons["rebet"].enabled
    table.scene.buttons["rebet"].click()
    assert c.bets == {BetSpot.PLAYER: 5_000}
    # Rebet and deal in one go plays the same bets again.
    table.scene.buttons["clear"].click()
    table.scene.buttons["rebet_deal"].click()
    assert len(stored_hands(table)) == 2
    assert table.rows("SELECT amount_cents FROM bets ORDER BY id") == [{"amount_cents": 5_000}] * 2


def test_double_is_refused_when_it_would_pass_the_bankroll(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    bet(table, BetSpot.BANKER, 50_000, times=1)
    bet(table, BetSpot.PLAYER, 10_000, times=1)
    table.scene.buttons["double"].click()
    assert table.controller.bets == {BetSpot.BANKER: 50_000, BetSpot.PLAYER: 10_000}
    assert "Not enough chips" in table.scene.bubbles[0].text


def test_keyboard_picks_chips_deals_and_undoes(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    with qtbot.waitActive(table.window):  # shortcuts go to the active window, as on a desktop
        table.window.activateWindow()
    view = table.window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_4)  # the fourth chip: $100
    assert table.controller.selected_chip == 10_000
    assert table.scene.rack[10_000].selected
    table.scene.spots[BetSpot.PLAYER].click()
    table.scene.spots[BetSpot.PLAYER].click()
    QTest.keyClick(view, Qt.Key.Key_Backspace)
    assert table.controller.bets == {BetSpot.PLAYER: 10_000}
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert len(stored_hands(table)) == 1
    assert table.controller.bankroll_cents == 110_000


CRASHING_GAME = """
import os, sys
from baccarat_desktop.app import application, build_game
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.viewmodels.settings import AnimationSpeed
sys.path.insert(0, sys.argv[2])
from tests.ui.conftest import BANKER_WINS_4_TO_2, stacked
app = application()
game = build_game(data_dir=sys.argv[1], shoe_factory=stacked(BANKER_WINS_4_TO_2),
                  settings_override={"animation_speed": AnimationSpeed.NORMAL, "sound": False})
game.window.show()
game.controller.start()
game.controller.select_chip(2_500)
game.controller.place_chip(BetSpot.BANKER)
game.controller.deal()  # cards start to fly...
for _ in range(5):
    app.processEvents()
print(game.controller.phase.value, flush=True)
os.kill(os.getpid(), 9)  # ...and the program dies mid-hand
"""


def test_an_interrupted_hand_resumes_with_the_same_cards(make_table: Any, tmp_path: Any) -> None:
    """Game recovery: the program is killed after the bets are saved, before the hand is stored."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    data_dir = tmp_path / "crash"
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", CRASHING_GAME, str(data_dir), str(root)],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert run.returncode == -9, run.stderr
    assert run.stdout.strip() == "dealing"
    assert len(_pending_rows(data_dir)) == 1  # bets and shoe position were saved first

    table = make_table(stacked(BANKER_WINS_4_TO_2), data_dir=data_dir)  # start() finishes the hand
    assert table.scene.cards_on_table() == ["KS", "2H", "5D", "4C", "7S", "8D"]
    assert table.scene.displayed_totals() == (2, 4)
    hands = stored_hands(table)
    assert len(hands) == 1 and hands[0]["banker_cards"] == "2H 4C 8D"
    assert table.controller.bankroll_cents == 102_375  # paid once
    assert table.rows("SELECT count(*) AS n FROM bets")[0]["n"] == 1
    assert table.rows("SELECT count(*) AS n FROM pending_hands")[0]["n"] == 0


def _pending_rows(data_dir: Any) -> list[Any]:
    import sqlite3

    conn = sqlite3.connect(data_dir / "profiles" / "default.sqlite3")
    try:
        return conn.execute("SELECT * FROM pending_hands").fetchall()
    finally:
        conn.close()


def test_the_last_hand_after_the_cut_card_then_a_new_shoe(make_table: Any) -> None:
    # 3 stacked coups of 4 cards and 14 cards behind the cut card: the cut card (position
    # len-14) comes out during a later coup; one more coup follows and the shoe changes.
    hands = [PLAYER_NATURAL_9] * 3
    from baccarat_desktop.engine.cards import parse_cards
    from baccarat_desktop.engine.shoe import Shoe

    cards = parse_cards(" ".join(hands).split())
    tail = parse_cards(("4S 2H 5D 3C " * 6).split())  # 24 more cards of Player naturals
    order = cards + tail

    def factory() -> Shoe:
        return Shoe.from_order(order, cards_behind_cut=14)

    table = make_table(factory)
    notices: list[str] = []
    table.controller.announced.connect(notices.append)
    played = 0
    while not table.controller.shoe_finished and played < 20:
        table.window.deal()
        played += 1
    # 36 cards, cut before card 23 (index 22): coup 6 (cards 21-24) brings it out, coup 7 is the last.
    assert played == 7
    assert "The cut card is out: one more hand, then a new shoe" in notices
    assert "Last hand of the shoe" in notices
    assert "That was the shoe's last hand: the next deal brings a new shoe" in notices
    # The finished shoe stays up, as at a live table until the dealer shuffles: its seven hands on
    # the roads, the last on the felt, and the status says what comes next (issue 14: the roads
    # cleared the moment the last hand settled, so it never showed there).
    window = table.window
    assert window.scoreboard_model.roads.stats.hands == 7
    assert table.controller.table.session.shoe_no == 1
    assert window.status.shoe_label.text().startswith("Shoe 1 finished · 7 hands")
    assert len(table.scene.cards_on_table()) == 4
    shoes = table.rows("SELECT * FROM shoes ORDER BY id")
    assert len(shoes) == 1 and shoes[0]["end_reason"] == "cut_card"
    # The next deal shuffles: a new shoe, its first hand alone on the roads.
    window.deal()
    shoes = table.rows("SELECT * FROM shoes ORDER BY id")
    assert len(shoes) == 2 and shoes[1]["ended_at"] is None
    assert table.controller.table.session.shoe_no == 2
    assert window.scoreboard_model.roads.stats.hands == 1
    assert window.status.shoe_label.text().startswith("Shoe 2 · 1 hand ·")


def test_new_shoe_reveals_the_old_seed_and_shows_the_new_commitment(make_table: Any) -> None:
    table = make_table()  # secret random shoes, as in real play
    first = table.rows("SELECT * FROM shoes")[0]
    assert first["seed"] is None and len(first["seed_sha256"]) == 64
    assert first["seed_sha256"][:10] in table.window.status.commitment_label.text()
    table.window.acts[Act.NEW_SHOE].trigger()
    shoes = table.rows("SELECT * FROM shoes ORDER BY id")
    import hashlib

    assert shoes[0]["end_reason"] == "new_shoe"
    assert hashlib.sha256(bytes.fromhex(shoes[0]["seed"])).hexdigest() == shoes[0]["seed_sha256"]
    assert shoes[1]["seed_sha256"][:10] in table.window.status.commitment_label.text()
    assert shoes[1]["burned"] >= 2  # the burn card plus at least one burned face down


def test_the_session_loss_limit_stops_betting(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9), loss_limit_cents=2_000)
    bet(table, BetSpot.BANKER, 2_500)  # could lose $25: more than the $20 limit allows
    assert table.controller.bets == {}  # refused on the felt, not only at Deal
    (bubble,) = table.scene.bubbles
    assert "past your session loss limit" in bubble.text
    banker = table.scene.spots[BetSpot.BANKER]
    assert bubble.pos() == banker.mapToScene(banker.message_anchor())  # beside the spot clicked
    bet(table, BetSpot.BANKER, 500, times=4)  # $20 on Banker: Player's natural takes it
    table.window.deal()
    assert table.controller.bankroll_cents == 98_000
    bet(table, BetSpot.PLAYER, 500)
    assert table.controller.bets == {}
    assert table.scene.bubbles[0].text == "Your session loss limit is reached: betting is stopped"


def test_reality_check_reports_time_and_result(make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from baccarat_desktop.ui.dialogs import questions

    asked: list[tuple[int, int]] = []

    def fake_ask(cls: Any, parent: Any, minutes: int, net: int) -> questions.RealityChoice:
        asked.append((minutes, net))
        return questions.RealityChoice.HISTORY

    monkeypatch.setattr(questions.RealityCheck, "ask", classmethod(fake_ask))
    table = make_table(stacked(PLAYER_NATURAL_9), reality_check_minutes=30)
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    table.window.reality_check._timeout()  # the timer's tick, without waiting half an hour
    assert asked == [(1, 2_500)]  # never "0 minutes"
    assert table.window.tabs.currentIndex() == 2  # "Hand history" was chosen
    assert questions.RealityCheck.message(75, -4_550) == (
        "You have been playing for 1 hour 15 minutes this session and you are down $45.50."
    )
    assert questions.RealityCheck.message(1, 0).startswith("You have been playing for 1 minute this")


def test_window_size_and_layout_are_remembered(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    table.window.resize(760, 580)  # inside the offscreen platform's 800x800 screen, so nothing clamps it
    table.window.close()
    table.history.close()  # the first copy quits before the second starts
    again = make_table(stacked(PLAYER_NATURAL_9), data_dir=table.data_dir, resize=False)
    assert (again.window.width(), again.window.height()) == (760, 580)


def test_a_failed_write_keeps_the_hand_and_retries(make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk fills up as the hand is stored: the player is told, nothing is lost, retry stores it."""
    import sqlite3

    from baccarat_desktop.storage.database import translate
    from baccarat_desktop.ui.dialogs import questions

    answers: list[str] = []
    monkeypatch.setattr(
        questions.StorageFailure,
        "ask",
        classmethod(lambda cls, parent, error, **_: answers.append(error.detail)),
    )
    table = make_table(stacked(PLAYER_NATURAL_9))
    real_record = table.history.record_hand
    failures = iter([True])

    def record_hand(*args: Any, **kwargs: Any) -> Any:
        if next(failures, False):
            raise translate(sqlite3.OperationalError("database or disk is full"), table.history.path)
        return real_record(*args, **kwargs)

    monkeypatch.setattr(table.history, "record_hand", record_hand)
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    assert answers and "full" in answers[0]
    assert stored_hands(table) == []
    assert table.controller.phase is Phase.DEALING  # the hand waits to be stored
    assert table.rows("SELECT count(*) AS n FROM pending_hands")[0]["n"] == 1  # bets kept
    table.controller.finish_hand()  # "Try again" once space is freed
    assert len(stored_hands(table)) == 1
    assert table.controller.bankroll_cents == 102_500
    assert table.controller.phase is Phase.BETTING


def test_rules_dialog_shows_the_tableau_and_edges(qtbot: Any) -> None:
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.ui.dialogs.rules import RulesDialog

    dialog = RulesDialog(TableRules())
    qtbot.addWidget(dialog)
    cell = dialog.tableau.item  # rows: Banker 0..7; columns: Player's third card 0..9, then "stood"
    assert cell(3, 8).text() == "Stand" and cell(3, 9).text() == "Draw"
    assert cell(6, 6).text() == "Draw" and cell(6, 5).text() == "Stand"
    assert cell(5, 10).text() == "Draw" and cell(6, 10).text() == "Stand"
    edges = {spot.label: edge for spot, edge in dialog.house_edges.items()}
    assert edges["Banker"] == "1.058%" and edges["Player"] == "1.235%" and edges["Tie"] == "14.360%"


def test_real_play_never_continues_a_seeded_session(make_table: Any, tmp_path: Any) -> None:
    """A profile whose open session was dealt from a seed (autoplay --seed) gets a new, secret one."""
    data_dir = tmp_path / "seeded"
    seeded = ["--hands", "3", "--bet", "banker=500", "--seed", "42"]
    run = in_process("autoplay", "--data-dir", str(data_dir), *seeded)
    assert run.returncode == 0, run.stderr
    table = make_table(data_dir=data_dir)  # the real table: no seed, no stacked shoe
    sessions = table.rows("SELECT id, seed_mode, ended_at FROM sessions ORDER BY id")
    assert [s["seed_mode"] for s in sessions] == ["derived", "secure"]
    assert table.controller.table.session_id == sessions[1]["id"]
    assert sessions[0]["ended_at"] is not None  # closed, its open shoe's seed revealed
    assert table.rows("SELECT count(*) AS n FROM shoes WHERE session_id = ? AND seed IS NULL",
                      [sessions[0]["id"]])[0]["n"] == 0  # fmt: skip


def test_mouse_clicks_on_the_felt(make_table: Any, qtbot: Any) -> None:
    """The real mouse path: left click adds the chip, right-click and Shift+click take one back."""
    table = make_table(stacked(PLAYER_NATURAL_9))
    view, scene = table.window.view, table.scene
    spot = scene.spots[BetSpot.PLAYER]
    where = view.mapFromScene(spot.mapToScene(spot.chip_anchor()) + QPointF(0, 40))
    viewport = view.viewport()
    chip = scene.rack[500]
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(chip.mapToScene(QPointF(0, 0))))  # fmt: skip
    assert table.controller.selected_chip == 500
    for _ in range(3):
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    assert table.controller.bets == {BetSpot.PLAYER: 1_500}
    QTest.mouseClick(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, where)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, where)
    assert table.controller.bets == {BetSpot.PLAYER: 500}
    deal = scene.buttons["deal"]
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(deal.mapToScene(deal.boundingRect().center())))  # fmt: skip
    assert len(stored_hands(table)) == 1


def test_a_stored_shoes_scoreboard_opens_in_its_own_window_and_goes_when_closed(
    make_table: Any, qtbot: Any
) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9, TIE_7_7, BANKER_PAIR_HAND))
    for _ in range(3):
        table.window.deal()
    shoe_id = table.controller.table.shoe_id
    dialog = table.window.show_stored_shoe(shoe_id)
    from baccarat_desktop.ui.scoreboard.widget import ScoreboardWidget

    board = dialog.findChild(ScoreboardWidget)
    assert board.model.roads.stats.hands == 3 and board.model.roads.stats.tie == 1
    with qtbot.waitSignal(dialog.destroyed, timeout=2_000):
        dialog.close()
    assert table.window.scoreboard_model.roads.stats.hands == 3  # the live board is untouched


def test_replay_from_the_hand_history_shows_that_hand_on_the_felt(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2, PLAYER_NATURAL_9))
    bet(table, BetSpot.BANKER, 2_500)
    table.window.deal()  # hand 1: Banker wins 4 to 2
    table.scene.buttons["rebet_deal"].click()  # hand 2: Player's natural 9
    bet(table, BetSpot.TIE, 500)  # a live bet waiting on the table
    table.window.views.show(ViewKey.HISTORY)
    browser = table.window.views.pane(ViewKey.HISTORY)
    qtbot.waitUntil(lambda: browser.model.rowCount() == 2, timeout=5_000)
    row = next(r for r in range(2) if browser.model.hand(r).hand_no == 1)
    browser.table.selectRow(row)
    browser.detail_panel.replay_button.click()
    assert table.window.tabs.currentIndex() == 0
    assert table.scene.cards_on_table() == ["KS", "2H", "5D", "4C", "7S", "8D"]
    assert table.scene.displayed_totals() == (2, 4)
    assert table.scene.announcement.text == "Banker wins 4 to 2"
    assert table.scene.stacks[BetSpot.BANKER].amount_cents == 2_500  # the replayed hand's own bet
    table.window.end_replay()
    assert table.scene.stacks[BetSpot.TIE].amount_cents == 500  # the live bet is shown again
    assert table.controller.bets == {BetSpot.TIE: 500}
    assert len(stored_hands(table)) == 2  # a replay stores nothing


def test_the_history_opens_early_on_a_worker_thread(tmp_path: Any) -> None:
    """run_gui checks the file while Qt starts; errors reach the UI thread to be shown there."""
    from baccarat_desktop.app import EarlyOpen
    from baccarat_desktop.storage.errors import Problem, StorageError

    good = EarlyOpen(tmp_path / "profiles" / "default.sqlite3").result()
    try:
        assert good.writable and good.count("hands") == 0
        assert good.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"  # usable from this thread
    finally:
        good.close()
    (tmp_path / "junk.sqlite3").write_text("not a database")
    early = EarlyOpen(tmp_path / "junk.sqlite3")
    with pytest.raises(StorageError) as caught:
        early.result()
    assert caught.value.problem is Problem.NOT_SQLITE


@pytest.mark.qt_no_exception_capture  # the app's own handling is under test, not pytest-qt's
def test_screenshot_fails_when_a_view_breaks_while_drawing(
    qapp: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An exception inside a Qt paint callback is only printed by PySide; the headless commands
    must notice it and fail rather than save a picture of a half-drawn window."""
    from baccarat_desktop import screenshots
    from baccarat_desktop.ui.felt.scene import FeltScene

    def broken(self: Any, painter: Any, rect: Any) -> None:
        raise RuntimeError("the felt cannot be drawn")

    monkeypatch.setattr(FeltScene, "drawBackground", broken)
    out = tmp_path / "shot.png"
    code = screenshots.screenshot(out, hands=1, size=(640, 480), data_dir=str(tmp_path / "d"))
    assert code == 1
    assert not out.exists()
    assert "the table view failed to draw" in capsys.readouterr().err


@pytest.mark.parametrize("choice", ["set_aside", "quit"])
def test_an_unusable_history_at_start_asks_the_player(
    qtbot: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, choice: str
) -> None:
    """A damaged file: the player keeps it aside and starts afresh, or quits; it is never changed."""
    from baccarat_desktop.app import build_game
    from baccarat_desktop.storage.errors import Problem
    from baccarat_desktop.ui.dialogs import questions

    profile = tmp_path / "profiles" / "default.sqlite3"
    profile.parent.mkdir(parents=True)
    profile.write_bytes(b"SQLite format 3\x00" + b"\x13" * 4080)  # a header, then garbage
    original = profile.read_bytes()
    asked: list[Problem] = []

    def ask(cls: Any, parent: Any, error: Any) -> questions.FileChoice:
        asked.append(error.problem)
        return questions.FileChoice(choice)

    monkeypatch.setattr(questions.HistoryProblem, "ask", classmethod(ask))
    game = build_game(data_dir=str(tmp_path), settings_override={"sound": False})
    assert asked and asked[0] in (Problem.CORRUPT, Problem.NOT_SQLITE)
    if choice == "quit":
        assert game is None
        assert profile.read_bytes() == original
        return
    assert game is not None
    qtbot.addWidget(game.window)
    kept = [
        p
        for p in profile.parent.iterdir()
        if ".set-aside-" in p.name and not p.name.endswith(("-wal", "-shm"))
    ]
    assert len(kept) == 1 and kept[0].read_bytes() == original  # the old file, untouched
    assert game.history.count("sessions") == 1  # a new history in its place
    game.window.close()
    game.history.close()


def test_a_notice_that_wraps_stays_under_the_explanation(make_table: Any) -> None:
    """Seen on the shoe's last hand: a two-line notice was placed by its middle as if it had one
    line, so its first line printed over the explanation's second. Each text's lines start under
    the one it follows, however many lines either takes (the result band stacks them, band.py)."""
    table = make_table()
    table.window.resize(1280, 720)
    scene = table.scene
    long = (
        "Player 7 stands: Player stands on 6-7 · Banker 7 stands: Player stood, so Banker draws on 0-5 " * 2
    )
    for explanation, notice in (("", "x"), (long, "short"), (long, long), ("short", long)):
        scene.explanation.set_text(explanation)
        scene.notice.set_text(notice)
        scene.announcement.set_text("Banker wins 7 to 6")
        for leader, follower in ((scene.announcement, scene.explanation), (scene.explanation, scene.notice)):
            if leader.text_rect().isNull() or follower.text_rect().isNull():
                continue  # (a text the band has no room for is not painted: test_result_band.py)
            above = leader.mapRectToScene(leader.text_rect())
            lines = follower.mapRectToScene(follower.text_rect())
            assert lines.top() >= above.bottom() - 0.5, (explanation[:20], notice[:20], lines, above)
