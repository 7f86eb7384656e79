"""The squeeze: the cards of the side the player bet most on (or all cards) arrive face down, the
player peels them by mouse or keyboard or reveals them all, and nothing on screen runs ahead of
them: the totals, the dealer's words, the result, the money and the roads wait for the reveal.

Coups are stacked (tests/ui/conftest.py), in dealing order P B P B then third cards.
"""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.coup import Hand
from baccarat_desktop.ui.felt.cards import CardItem
from baccarat_desktop.ui.felt.layout import CARD_H, CARD_W
from baccarat_desktop.ui.felt.squeeze import REVEAL_AT, edge_grab, face_to_card, fold, peel_from_edge
from baccarat_desktop.ui.window.actions import Act
from baccarat_desktop.viewmodels.settings import SqueezeMode
from baccarat_desktop.viewmodels.table_controller import Phase
from tests.waiting import wait_for

from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, stacked

RECT = QRectF(0, 0, CARD_W, CARD_H)


def close(a: QPointF, b: QPointF) -> bool:
    return math.isclose(a.x(), b.x(), abs_tol=1e-6) and math.isclose(a.y(), b.y(), abs_tol=1e-6)


# -- the fold, as geometry ------------------------------------------------------------------------------


def test_a_straight_peel_lifts_that_share_of_the_card_and_lays_it_over_the_fold() -> None:
    peel = peel_from_edge(RECT, "up", 0.25)  # the near (bottom) edge lifted a quarter of the way
    assert peel is not None
    assert math.isclose(peel.share, 0.25, rel_tol=1e-9)
    lifted = peel.lifted.boundingRect()
    assert math.isclose(lifted.top(), CARD_H * 0.75) and math.isclose(lifted.bottom(), CARD_H)
    flap = peel.flap.boundingRect()  # turned over the fold line, just above it
    assert math.isclose(flap.top(), CARD_H * 0.5) and math.isclose(flap.bottom(), CARD_H * 0.75)
    assert math.isclose(peel.flat.boundingRect().bottom(), CARD_H * 0.75)


def test_the_flap_shows_the_face_the_right_way_round() -> None:
    """Face down, the card's face is mirrored left to right; turning the flap over mirrors it again,
    so the flap shows the face as a rotation or a translation, never mirrored."""
    for grab, pointer in ((QPointF(CARD_W, CARD_H), QPointF(60, 90)), (QPointF(0, 80), QPointF(50, 70))):
        peel = fold(RECT, grab, pointer)
        assert peel is not None
        t = peel.face_transform
        assert t.determinant() > 0  # not a mirror image
        # The face's point under the grab (mirrored, the card lying face down) lies at the pointer.
        under_grab = face_to_card(RECT).map(grab)
        assert close(t.map(under_grab), pointer)


def test_only_an_edge_or_a_corner_can_be_taken_hold_of() -> None:
    assert edge_grab(RECT, QPointF(CARD_W / 2, CARD_H / 2)) is None  # the middle lies flat
    assert edge_grab(RECT, QPointF(CARD_W - 3, CARD_H - 3)) == QPointF(CARD_W - 3, CARD_H - 3)
    assert edge_grab(RECT, QPointF(4, CARD_H / 2)) is not None
    assert edge_grab(RECT, QPointF(-5, 10)) is None  # off the card
    assert fold(RECT, QPointF(0, 0), QPointF(0, 0)) is None  # not pulled: nothing lifted


# -- at the table ------------------------------------------------------------------------------------------


def squeeze_table(make_table: Any, *coups: str, mode: SqueezeMode = SqueezeMode.MY_SIDE, **kw: Any) -> Any:
    return make_table(stacked(*coups), squeeze=mode, **kw)


def bet(table: Any, spot: BetSpot, cents: int = 2_500) -> None:
    c = table.controller
    assert c.select_chip(cents) and c.place_chip(spot)


def test_my_side_s_cards_wait_face_down_and_nothing_runs_ahead_of_them(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9, PLAYER_NATURAL_9)
    c, scene, window = table.controller, table.scene, table.window
    bankroll = c.bankroll_cents
    bet(table, BetSpot.PLAYER)
    window.deal()
    assert scene.squeezing
    waiting = scene.squeezed_cards()
    assert [card.card.code for card in waiting] == ["4S", "5D"]  # the Player's two cards
    assert not any(card.face_up for card in waiting)
    banker = [item for item in scene._table_cards if item not in waiting]
    assert [item.card.code for item in banker] == ["2H", "3C"] and all(i.face_up for i in banker)
    # The Banker's total shows (its cards are up); the Player's, the words and the result wait.
    assert scene.displayed_totals() == (None, 5)
    assert scene.announcement.text == "Squeeze the Player's cards"
    assert scene.explanation.text == ""
    assert c.phase is Phase.DEALING and c.last_win_cents is None
    assert c.bankroll_shown_cents == bankroll  # the money moves with the result, not before
    assert window.scoreboard_model.roads.stats.hands == 0
    assert not window.acts[Act.DEAL].isEnabled() and window.acts[Act.REVEAL].isEnabled()
    assert scene.reveal_button.isVisible()
    # A notice queued meanwhile waits its turn behind the squeeze.
    scene.announce_later("a dealer's notice")
    assert scene.notice.text != "a dealer's notice"

    scene.reveal_button.click()
    assert not scene.squeezing and not scene.reveal_button.isVisible()
    assert scene.displayed_totals() == (9, 5)
    assert scene.announcement.text.startswith("Player wins 9 to 5")
    assert c.phase is Phase.BETTING and c.last_win_cents == 2_500
    assert window.scoreboard_model.roads.stats.hands == 1
    assert not window.acts[Act.REVEAL].isEnabled()
    assert table.rows("SELECT count(*) AS n FROM hands")[0]["n"] == 1


def test_the_side_bet_most_on_is_squeezed_and_no_bet_means_no_squeeze(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9, PLAYER_NATURAL_9, PLAYER_NATURAL_9)
    c, scene = table.controller, table.scene
    bet(table, BetSpot.BANKER, 10_000)
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    assert [card.card.code for card in scene.squeezed_cards()] == ["2H", "3C"]  # the Banker's
    scene.reveal_all()
    assert c.phase is Phase.BETTING
    table.window.deal()  # no bet: the cards are dealt face up at once
    assert not scene.squeezing and c.phase is Phase.BETTING
    assert scene.displayed_totals() == (9, 5)
    result = c.last_result
    assert result is not None and c.squeezed_hands(result) == frozenset()


def test_all_cards_third_cards_included_are_squeezed_one_gate_at_a_time(make_table: Any) -> None:
    # Player K-5 (5) draws 7 (2); Banker 2-4 (6) draws on a 7: 8 (4). Banker wins 4 to 2.
    table = squeeze_table(make_table, BANKER_WINS_4_TO_2, mode=SqueezeMode.ALL)
    scene = table.scene
    table.window.deal()  # watching, no bet: "all cards" squeezes anyway
    assert [card.card.code for card in scene.squeezed_cards()] == ["KS", "2H", "5D", "4C"]
    assert scene.announcement.text == "Squeeze the cards"
    scene.reveal_all()
    # The totals and the dealer's first words follow; the Player's third card comes face down.
    assert scene.displayed_totals() == (5, 6)
    assert scene.explanation.text.startswith("Player 5 draws")
    assert [card.card.code for card in scene.squeezed_cards()] == ["7S"]
    assert scene.announcement.text == "Squeeze the Player's card"
    assert "Banker 6 draws" not in scene.explanation.text  # it depends on the card not yet seen
    scene.reveal_all()
    assert scene.displayed_totals() == (2, 6)
    assert [card.card.code for card in scene.squeezed_cards()] == ["8D"]
    assert "Banker 6 draws" in scene.explanation.text
    scene.reveal_all()
    assert not scene.squeezing
    assert scene.displayed_totals() == (2, 4) and scene.announcement.text.startswith("Banker wins 4 to 2")


def test_the_arrow_keys_peel_and_enter_turns_the_card(make_table: Any, qtbot: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    scene, view = table.scene, table.window.view
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    view.setFocus()
    first, second = scene.squeezed_cards()
    assert scene.focusItem() is first  # the first card to squeeze has the keyboard
    QTest.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert first.squeeze.share == pytest.approx(0.06)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert first.squeeze.share == pytest.approx(0.12)  # further along the same edge
    lifted = first.squeeze.fold
    assert lifted is not None and lifted.lifted.boundingRect().bottom() == pytest.approx(CARD_H)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Left)  # another edge: the card falls back first
    assert first.squeeze.share == pytest.approx(0.06)
    assert first.squeeze.fold is not None and first.squeeze.fold.lifted.boundingRect().left() > CARD_W / 2
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert first.face_up and not first.squeeze.enabled
    assert scene.squeezing and scene.focusItem() is second  # the keyboard moves to the next
    assert scene.displayed_totals()[0] is None  # the Player's total waits for both cards
    QTest.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert not scene.squeezing and scene.displayed_totals() == (9, 5)


def test_a_card_pulled_far_enough_turns_over_and_a_short_pull_falls_back(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    scene = table.scene
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    first, second = scene.squeezed_cards()
    assert not second.squeeze.press(QPointF(CARD_W / 2, 3))  # one card at a time: the first's turn
    corner = QPointF(CARD_W - 4, CARD_H - 4)
    assert first.squeeze.press(corner)
    first.squeeze.drag(QPointF(CARD_W - 30, CARD_H - 40))  # a corner lifted a little
    assert 0 < first.squeeze.share < REVEAL_AT
    first.squeeze.release()
    assert first.squeeze.fold is None and not first.face_up  # fell back flat (Instant speed)
    assert not first.squeeze.press(QPointF(-20, -20)) or first.squeeze.fold is None
    assert first.squeeze.press(QPointF(CARD_W / 2, 3))  # the far edge, pulled across the card
    first.squeeze.drag(QPointF(CARD_W / 2, CARD_H * 1.3))
    assert first.squeeze.share >= REVEAL_AT
    first.squeeze.release()
    assert first.face_up and scene.squeezing  # the second still waits, now large in its turn
    assert scene.squeezed_cards() == [second] and second.squeeze.enabled
    assert second.squeeze.press(QPointF(3, CARD_H / 2))  # the left edge, pulled right
    second.squeeze.drag(QPointF(CARD_W * 1.3, CARD_H / 2))
    second.squeeze.release()
    assert second.face_up and not scene.squeezing


def test_a_press_in_the_middle_lifts_nothing(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    card: CardItem = table.scene.squeezed_cards()[0]
    assert card.squeeze.press(QPointF(CARD_W / 2, CARD_H / 2))
    card.squeeze.drag(QPointF(CARD_W / 2, -40))
    assert card.squeeze.fold is None


def test_escape_skips_animations_but_never_turns_a_squeezed_card(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    table.window.escape()
    assert table.scene.squeezing and len(table.scene.squeezed_cards()) == 2
    table.scene.skip_animations(reveal=True)
    assert not table.scene.squeezing and table.controller.phase is Phase.BETTING


def test_the_squeeze_off_deals_face_up(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    assert not table.scene.squeezing and table.controller.phase is Phase.BETTING
    assert table.scene.displayed_totals() == (9, 5)


CHILD = textwrap.dedent(
    """
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from baccarat_desktop.app import build_game
    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.viewmodels.settings import AnimationSpeed, SqueezeMode
    game = build_game(
        data_dir=sys.argv[1],
        settings_override={"animation_speed": AnimationSpeed.INSTANT, "sound": False,
                           "squeeze": SqueezeMode.MY_SIDE},
    )
    game.window.show()
    game.controller.start()
    game.controller.select_chip(500)
    game.controller.place_chip(BetSpot.PLAYER)
    game.window.deal()
    codes = [card.card.code for card in game.window.scene.squeezed_cards()]
    print("SQUEEZING " + " ".join(codes), flush=True)
    app.exec()
    """
)


def test_a_crash_during_a_squeeze_resumes_the_same_hand(make_table: Any, tmp_path: Path) -> None:
    """The hand is stored before any card is shown: killed mid-squeeze, the game deals that very
    hand again at the next start, and the same cards wait to be squeezed."""
    folder = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[3],
    )
    line = ""

    def squeezing() -> bool:
        nonlocal line
        assert child.stdout is not None
        line = child.stdout.readline()
        return line.startswith("SQUEEZING") or child.poll() is not None

    try:
        wait_for(squeezing, "the child squeezing", process=child)
        assert line.startswith("SQUEEZING"), child.stderr.read() if child.stderr else ""
        codes = line.split()[1:]
        assert len(codes) == 2
        child.send_signal(signal.SIGKILL)
        child.wait()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    table = make_table(data_dir=folder, squeeze=SqueezeMode.MY_SIDE)
    scene = table.scene
    assert scene.squeezing
    assert [card.card.code for card in scene.squeezed_cards()] == codes
    assert table.controller.bets == {BetSpot.PLAYER: 500}
    while scene.squeezing:  # a third card of the Player's comes face down too
        scene.reveal_all()
    assert table.rows("SELECT count(*) AS n FROM hands")[0]["n"] == 1
    assert table.controller.phase is Phase.BETTING


def test_squeezed_hands_follow_the_setting(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9, mode=SqueezeMode.ALL)
    c = table.controller
    bet(table, BetSpot.PLAYER)
    result = c.deal()
    assert result is not None
    assert c.squeezed_hands(result) == {Hand.PLAYER, Hand.BANKER}
    c.settings = c.settings.with_changes(squeeze=SqueezeMode.OFF)
    assert c.squeezed_hands(result) == frozenset()
    c.settings = c.settings.with_changes(squeeze=SqueezeMode.MY_SIDE)
    assert c.squeezed_hands(result) == {Hand.PLAYER}
    table.scene.skip_animations(reveal=True)


# -- the card squeezed large in the middle of the felt (issue 27) -------------------------------------------


def on_stage(scene: Any, card: CardItem) -> bool:
    """The card lies upright and large over the stage's rectangle in the middle of the felt."""
    rect = card.mapToScene(RECT).boundingRect()
    stage = scene.dealer.stage_rect()
    return (
        card.rotation() == 0
        and abs(rect.center().x() - stage.center().x()) < 0.5
        and abs(rect.center().y() - stage.center().y()) < 0.5
        and abs(rect.height() - stage.height()) < 0.5
    )


def at_its_place(scene: Any, card: CardItem, hand: Hand, index: int) -> bool:
    place, rotation = scene.card_place(hand, index)
    return (card.pos() - place).manhattanLength() < 0.01 and card.rotation() == rotation


def test_the_card_squeezed_lies_large_in_the_middle_and_goes_back_to_its_place(make_table: Any) -> None:
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    scene = table.scene
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    first, second = scene.squeezed_cards()
    normal = second.mapToScene(RECT).boundingRect().height()
    stage = scene.dealer.stage_rect()
    assert stage.height() >= 2.2 * normal  # large: more than twice a card in the hand
    assert scene.sceneRect().contains(stage)
    assert on_stage(scene, first) and first.squeeze.enabled and not first.face_up
    assert at_its_place(scene, second, Hand.PLAYER, 1) and not second.squeeze.enabled
    shown = scene.dealer.stage
    assert shown.isVisible() and shown.caption == "Player's first card"  # which card, of which hand
    assert shown.caption_rect().bottom() < stage.top() and shown.hint_rect().top() > stage.bottom()
    assert scene.reveal_button.isVisible() and scene.reveal_button.sceneBoundingRect().top() > stage.bottom()
    assert not scene.announcement.isVisible()  # the stage says it, where the large card lies
    # Its place in the hand is marked while it is away.
    assert shown.home.boundingRect().contains(scene.card_place(Hand.PLAYER, 0)[0] + QPointF(CARD_W / 2, 9))

    first.squeeze.key(Qt.Key.Key_Return)
    assert first.face_up and at_its_place(scene, first, Hand.PLAYER, 0)  # back where it was dealt
    assert first.mapToScene(RECT).boundingRect().height() == pytest.approx(normal)
    assert on_stage(scene, second) and shown.caption == "Player's second card"
    second.squeeze.key(Qt.Key.Key_Return)
    assert at_its_place(scene, second, Hand.PLAYER, 1) and not shown.isVisible()
    assert scene.announcement.isVisible() and scene.announcement.text.startswith("Player wins")


def test_a_third_card_is_squeezed_upright_and_goes_back_sideways(make_table: Any) -> None:
    table = squeeze_table(make_table, BANKER_WINS_4_TO_2, mode=SqueezeMode.ALL)
    scene = table.scene
    table.window.deal()
    scene.reveal_all()
    (third,) = scene.squeezed_cards()  # the Player's 7, dealt sideways
    assert on_stage(scene, third) and scene.dealer.stage.caption == "Player's third card"
    third.squeeze.key(Qt.Key.Key_Space)
    assert at_its_place(scene, third, Hand.PLAYER, 2) and third.rotation() == -90
    scene.reveal_all()
    assert not scene.squeezing


def test_the_card_on_the_stage_is_named_by_its_place_and_never_by_its_rank(make_table: Any) -> None:
    from baccarat_desktop.ui.felt.readings import card_name, read_item

    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    scene = table.scene
    bet(table, BetSpot.PLAYER)
    table.window.deal()
    first, second = scene.squeezed_cards()
    first.squeeze.set_fold(peel_from_edge(RECT, "up", 0.3))  # peeled: the felt still shows it face down
    assert card_name(first, scene) == "Player's first card, face down"
    assert card_name(second, scene) == "Player's second card, face down"
    reading = read_item(scene.dealer.stage, scene)
    assert reading is not None and reading.name == "Squeeze the Player's cards"
    first.squeeze.key(Qt.Key.Key_Return)
    assert card_name(first, scene) == "Player's first card: Four of spades"
    assert card_name(second, scene) == "Player's second card, face down"


def test_a_screen_reader_follows_the_keyboard_squeeze(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reader's focus goes to the card being squeezed (named by its place, 'being squeezed'),
    each peel is said as its description, each card is named only once it shows its face, and
    the focus goes back to the felt's control when the last card is turned."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

    from baccarat_desktop.ui.felt import access, readings

    heard: list[tuple[str, str, str]] = []  # (event, name, description)

    def notify(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            heard.append(("announcement", event.message(), ""))
        elif (target := event.accessibleInterface()) is not None:
            name, description = target.text(QAccessible.Text.Name), target.text(QAccessible.Text.Description)
            heard.append((event.type().name, name, description))

    monkeypatch.setattr(access, "notify", notify)
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    scene, view = table.scene, table.window.view
    bet(table, BetSpot.PLAYER)
    with qtbot.waitActive(table.window):  # the keys go to the active window, as on a desktop
        table.window.activateWindow()
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    view.keys.set_current(scene.buttons["deal"])  # the keyboard on Deal, as a player deals
    heard.clear()
    QTest.keyClick(view.viewport(), Qt.Key.Key_Space)
    first, second = scene.squeezed_cards()
    felt = access.felt_interface(view)
    assert felt is not None and felt.focused_item() is first
    node = felt.node(first)
    assert node.state().focused and node.state().focusable
    assert heard[-1][:2] == ("Focus", "Player's first card, face down, being squeezed")
    assert "arrow keys peel" in heard[-1][2]
    QTest.keyClick(view.viewport(), Qt.Key.Key_Up)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert heard[-1] == (
        "DescriptionChanged",
        "Player's first card, face down, being squeezed",
        "Peeled 12% from the bottom edge",
    )
    assert not any("Four of" in name or "Five of" in name for _kind, name, _words in heard)

    mark = len(heard)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    # The next card takes the focus; the card turned is named after it, in one sentence with the
    # next card's place (a reader cuts short what it says on a focus change).
    focus = heard.index(
        ("Focus", "Player's second card, face down, being squeezed", readings.peel_words(second))
    )
    said = [words for kind, words, _ in heard[mark:] if kind == "announcement"]
    assert said == ["Player's first card: Four of spades. Next: Player's second card"]
    assert heard.index(("announcement", said[0], "")) > focus
    assert not any("Five of" in name for _kind, name, _words in heard)  # the second is not shown yet
    qtbot.wait(400)  # the felt's changes told once settled: the card's focus is not told again
    # (told again after the card's face, Orca spoke the focus last and cut the face short)
    told = [name for kind, name, _ in heard[mark:] if kind == "Focus"]
    assert told == ["Player's second card, face down, being squeezed"], told

    mark = len(heard)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert heard[mark][:2] == ("Focus", "Deal")  # back where the keyboard is
    assert felt.focused_item() is scene.buttons["deal"]
    assert not scene.squeezing
    said = [words for kind, words, _ in heard[mark:] if kind == "announcement"]
    assert len(said) == 1 and said[0].startswith("Player's second card: Five of diamonds. Player wins 9 to 5")


def test_tabbing_into_the_felt_during_a_squeeze_lands_the_reader_on_the_card(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dealt by the window's shortcut from elsewhere, the card waits with the felt's keyboard; Tab
    into the felt tells the reader the focus is on the card (the arrows peel it), not a chip."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    from baccarat_desktop.ui.felt import access

    focused: list[str] = []

    def notify(event: QAccessibleEvent) -> None:
        target = event.accessibleInterface()
        if event.type() == QAccessible.Event.Focus and target is not None:
            focused.append(target.text(QAccessible.Text.Name))

    monkeypatch.setattr(access, "notify", notify)
    table = squeeze_table(make_table, PLAYER_NATURAL_9)
    bet(table, BetSpot.PLAYER)
    with qtbot.waitActive(table.window):
        table.window.activateWindow()
    table.window.deal()
    view = table.window.view
    assert not view.hasFocus() and not focused
    view.setFocus(Qt.FocusReason.TabFocusReason)  # told once Qt has told the felt itself
    qtbot.waitUntil(lambda: focused[-1:] == ["Player's first card, face down, being squeezed"])
    QTest.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert table.scene.squeezed_cards()[0].squeeze.share == pytest.approx(0.06)  # the arrows peel it
