"""The Peek table's choice on the felt (issue 30): the shown cards face up and the rest face down, the
Keep / Double / Triple buttons (mouse, K D T, Tab), the coach's exact words, a raise that cannot be
paid greyed with the reason, what a screen reader hears, and the panel laid out clear of the cards,
the rail and itself at 1280x720 and 1024x640, at the usual and the largest text size."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.odds import unseen_cards
from baccarat_desktop.engine.peek import Choice, PeekRules, coach
from baccarat_desktop.ui.felt.layout import DEEPEST_FLOOR
from baccarat_desktop.ui.felt.peek import PeekOffer, coach_words
from baccarat_desktop.ui.felt.readings import card_name, read_item

from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, Table, stacked
from ..text_probe import FLOOR_PX, scene_text

FIRST_FOUR = "9S 2H 4D 3C"  # Player's first a 9, Banker's a 2: the coach triples Player


def _offer(table: Table, bets: dict[BetSpot, int], bankroll: int | None = None) -> PeekOffer:
    rules = table.controller.rules
    cards = parse_cards(FIRST_FOUR.split())
    offer = PeekOffer.build(
        bets,
        cards[: rules.peek_cards],
        [],
        rules,
        table.controller.bankroll_cents if bankroll is None else bankroll,
    )
    assert offer is not None
    return offer


def _open(table: Table, bets: dict[BetSpot, int], bankroll: int | None = None) -> PeekOffer:
    offer = _offer(table, bets, bankroll)
    table.scene.show_peek(parse_cards(FIRST_FOUR.split()), offer)
    QApplication.processEvents()
    return offer


@pytest.fixture
def peek_table(make_table: Any) -> Table:
    return make_table(stacked(PLAYER_NATURAL_9), variant=Variant.PEEK)


def test_the_coach_gives_each_choice_s_exact_value_on_the_stake(peek_table: Table) -> None:
    offer = _offer(peek_table, {BetSpot.PLAYER: 1_000})
    cards = parse_cards(FIRST_FOUR.split())[:2]
    exact = coach(cards, unseen_cards(8, cards), PeekRules(2)).advice[BetSpot.PLAYER]
    assert exact.best is Choice.TRIPLE and offer.best is Choice.TRIPLE
    heading, lines, advice, whys = coach_words(offer)
    assert heading == "What should I do?"
    for choice, line in zip(Choice, lines, strict=True):
        cents = round(exact.values[choice] * 1_000)
        money = f"{'+' if cents > 0 else '−'}${abs(cents) // 100}.{abs(cents) % 100:02d}"
        assert line == f"{choice.label}: worth {money} on your $10.00 bet"
    assert advice.startswith("Best: Triple. The cards shown favour Player") and whys == []


def test_shown_cards_face_up_the_rest_face_down_and_the_buttons_choose(peek_table: Table) -> None:
    scene = peek_table.scene
    _open(peek_table, {BetSpot.PLAYER: 1_000})
    cards = scene.table_cards()
    assert [c.face_up for c in cards] == [True, True, False, False]  # peek_cards 2: P1 and B1
    assert "face down" in card_name(cards[2], scene) and "Four" not in card_name(cards[2], scene)
    assert scene.peek.isVisible() and all(b.enabled for b in scene.peek.buttons.values())
    assert scene.peek.buttons[Choice.TRIPLE].primary  # the coach's choice stands out
    chosen: list[Choice] = []
    scene.peek.chosen.connect(chosen.append)
    scene.peek.buttons[Choice.DOUBLE].click()
    keys = peek_table.window.view.keys
    for key in (Qt.Key.Key_K, Qt.Key.Key_T):
        event = QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
        assert keys.press(event)
    assert chosen == [Choice.DOUBLE, Choice.KEEP, Choice.TRIPLE]
    assert keys.controls()[:3] == list(scene.peek.buttons.values())  # Tab reaches them first
    scene.close_peek()
    assert not scene.peek.isVisible() and keys.controls()[0] not in scene.peek.buttons.values()


def test_a_raise_that_cannot_be_paid_is_greyed_and_said_why(peek_table: Table) -> None:
    scene = peek_table.scene
    # $10 on Player, its fee $2: a triple needs $32, a double $22; a $25 bankroll can double only.
    offer = _open(peek_table, {BetSpot.PLAYER: 1_000}, bankroll=2_500)
    assert offer.refusals[Choice.TRIPLE] and offer.refusals[Choice.DOUBLE] is None
    assert not scene.peek.buttons[Choice.TRIPLE].enabled and scene.peek.buttons[Choice.DOUBLE].enabled
    assert offer.best is Choice.DOUBLE  # the best the player can pay
    words = " ".join(scene.peek.words())
    assert "bet (not offered)" in words and "Triple needs $20.00 more and only $13.00" in words
    assert "Best: Double" in words
    chosen: list[Choice] = []
    scene.peek.chosen.connect(chosen.append)
    scene.peek.buttons[Choice.TRIPLE].click()
    assert chosen == []
    reading = read_item(scene.peek.buttons[Choice.TRIPLE], scene)
    assert reading is not None and reading.disabled and "not offered" in reading.description


def test_a_screen_reader_hears_the_cards_shown_and_the_coach(peek_table: Table) -> None:
    scene = peek_table.scene
    _open(peek_table, {BetSpot.BANKER: 2_500})
    reading = read_item(scene.peek, scene)
    assert reading is not None and reading.name == "Keep, double or triple your $25.00 on Banker?"
    assert "Player's first card: Nine of spades; Banker's first card: Two of hearts" in reading.description
    assert "What should I do?" in reading.description and "Best: Keep" in reading.description
    button = read_item(scene.peek.buttons[Choice.KEEP], scene)
    assert button is not None and button.name == "Keep" and button.description == "Key K" and button.control
    from baccarat_desktop.ui.felt.access import felt_interface

    felt = felt_interface(peek_table.window.view)
    assert felt is not None and scene.peek in felt.items()


SIZES = [(1280, 720), (1024, 640)]


@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_panel_is_laid_out_clear_of_everything(make_table: Any, size: tuple[int, int], text: int) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), variant=Variant.PEEK, resize=False, text_size=text)
    table.window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    bets = {BetSpot.BANKER: 2_500, BetSpot.TIE: 500}
    for spot, cents in bets.items():  # the chips bet stand on the felt under the panel
        table.controller.select_chip(cents)
        table.controller.place_chip(spot)
    table.controller.place_chip(BetSpot.PLAYER)  # refused (Player and Banker at once): a bubble
    QApplication.processEvents()
    assert table.scene.bubbles
    offer = _open(table, bets, bankroll=7_600)  # a triple refused: the longest words
    scene, view = table.scene, table.window.view
    panel = scene.peek.sceneBoundingRect()
    assert scene.sceneRect().contains(panel)
    for hand_box in (scene.card_box(h) for h in scene.badges):
        assert not panel.intersects(hand_box), "the panel covers the cards"
    rail = [*scene.buttons.values(), *scene.rack.values(), scene.plaque]
    for item in rail:
        assert not panel.intersects(item.sceneBoundingRect()), f"the panel covers {item}"
    stacks = {spot: stack for spot, stack in scene.stacks.items() if stack.isVisible() and stack.amount_cents}
    assert set(stacks) == set(bets)
    assert not scene.bubbles, "the betting's refusal lies over the panel"
    for spot, stack in stacks.items():  # (at 1024x640 it once covered the Banker stack)
        assert not panel.intersects(stack.sceneBoundingRect()), f"the panel covers the chips on {spot}"
    buttons = [b.sceneBoundingRect() for b in scene.peek.buttons.values()]
    for i, a in enumerate(buttons):
        assert panel.contains(a)
        assert not any(a.intersects(b) for b in buttons[i + 1 :]), "two buttons overlap"
    runs, _boxes = scene_text(view)
    words = [r for r in runs if r.owner.startswith("PeekPanelItem")]
    assert len(words) >= 3
    shown = " ".join(r.text for r in runs if r.owner.startswith(("PeekPanelItem", "ButtonItem")))
    for choice in (Choice.KEEP, Choice.DOUBLE):  # each offered choice's value is printed (compact:
        assert f"{abs(round(offer.worth_cents(choice))) / 100:.2f}" in shown, choice  # on its button)
    to_view = view.viewportTransform()
    inside = to_view.mapRect(panel)
    # As the felt's own print: at least the floor, raised for the larger text as far as the felt
    # raises its print (DEEPEST_FLOOR scene units, tests/ui/felt/test_table_sizes.py).
    floor = min(FLOOR_PX * text / 100, DEEPEST_FLOOR * view.transform().m11())
    for i, run in enumerate(words):
        assert not run.clipped and "…" not in run.text, run.text
        assert inside.adjusted(-1, -1, 1, 1).contains(run.rect), run.text
        assert run.px >= floor - 0.05, (run.text, run.px)
        for other in words[i + 1 :]:
            assert not run.overlaps(other, slack=2.5), (run.text, other.text)
        for b in buttons:
            assert QRectF(run.rect).intersected(to_view.mapRect(b)).isEmpty(), run.text


# -- the live deal stops for the choice (the window's wiring) ------------------------------------


@pytest.mark.parametrize("coup", [PLAYER_NATURAL_9, BANKER_WINS_4_TO_2])
def test_the_live_deal_stops_for_the_choice_and_deals_on_from_the_fifth_card(
    make_table: Any, coup: str
) -> None:
    from baccarat_desktop.ui.window.actions import Act
    from baccarat_desktop.viewmodels.table_controller import Phase

    table = make_table(stacked(coup), variant=Variant.PEEK)
    c, scene, window = table.controller, table.scene, table.window
    assert c.select_chip(500) and c.place_chip(BetSpot.PLAYER)
    assert c.deal() is None  # stopped for the choice
    QApplication.processEvents()
    assert c.phase is Phase.CHOOSING and scene.peek.isVisible()
    cards = scene.table_cards()
    assert [x.card.code for x in cards] == coup.split()[:4]
    assert [x.face_up for x in cards] == [True, True, False, False]
    assert not window.acts[Act.DEAL].isEnabled()  # nor its D key: the panel's D doubles
    assert table.rows("SELECT COUNT(*) AS n FROM pending_hands")[0]["n"] == 1
    event = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_T, Qt.KeyboardModifier.NoModifier)
    assert window.view.keys.press(event)  # T: triple
    scene.skip_animations()
    QApplication.processEvents()
    assert c.phase is Phase.BETTING and not scene.peek.isVisible()
    after = scene.table_cards()
    assert [x.card.code for x in after] == coup.split()  # in dealing order
    assert after[:4] == cards and all(x.face_up for x in after)  # the first four were not dealt again
    (bet,) = table.rows("SELECT amount_cents, fee_cents FROM bets")
    assert (bet["amount_cents"], bet["fee_cents"]) == (1_500, 100)
    assert c.last_result.choice is Choice.TRIPLE and window.acts[Act.DEAL].isEnabled()


KILLED_AT_THE_CHOICE = """
import os, sys
from baccarat_desktop.app import application, build_game
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.viewmodels.settings import AnimationSpeed
sys.path.insert(0, sys.argv[2])
from tests.ui.conftest import BANKER_WINS_4_TO_2, stacked
app = application()
game = build_game(data_dir=sys.argv[1], shoe_factory=stacked(BANKER_WINS_4_TO_2),
                  settings_override={"animation_speed": AnimationSpeed.NORMAL, "sound": False,
                                     "variant": Variant.PEEK})
game.window.show()
game.controller.start()
game.controller.select_chip(2_500)
game.controller.place_chip(BetSpot.BANKER)
game.controller.deal()  # the hand stops for the choice...
for _ in range(5):
    app.processEvents()
print(game.controller.phase.value, game.window.scene.peek.isVisible(), flush=True)
os.kill(os.getpid(), 9)  # ...and the program dies before it is made
"""


def test_a_game_killed_at_the_choice_reopens_with_the_choice_to_make(make_table: Any, tmp_path: Any) -> None:
    import os
    import sqlite3
    import subprocess
    import sys
    from pathlib import Path

    data_dir = tmp_path / "crash"
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", KILLED_AT_THE_CHOICE, str(data_dir), str(root)],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert run.returncode == -9, run.stderr
    assert run.stdout.split() == ["choosing", "True"]
    conn = sqlite3.connect(data_dir / "profiles" / "default.sqlite3")
    assert conn.execute("SELECT COUNT(*) FROM pending_hands").fetchone() == (1,)
    conn.close()

    table = make_table(stacked(BANKER_WINS_4_TO_2), data_dir=data_dir, variant=Variant.PEEK)
    QApplication.processEvents()
    scene = table.scene
    assert scene.peek.isVisible() and scene.peek.offer.stake_cents == 2_500
    assert [c.card.code for c in scene.table_cards()] == ["KS", "2H", "5D", "4C"]
    assert table.rows("SELECT COUNT(*) AS n FROM hands")[0]["n"] == 0
    scene.peek.buttons[Choice.KEEP].click()
    scene.skip_animations()
    QApplication.processEvents()
    assert scene.cards_on_table() == ["KS", "2H", "5D", "4C", "7S", "8D"]
    (bet,) = table.rows("SELECT amount_cents, fee_cents, net_cents FROM bets")
    assert (bet["amount_cents"], bet["fee_cents"]) == (2_500, 500)
    assert table.rows("SELECT COUNT(*) AS n FROM pending_hands")[0]["n"] == 0


def test_a_picture_of_the_peek_table_with_chips_shows_no_refusal(peek_table: Table) -> None:
    """``screenshot --state chips`` at a Peek table: a chip on every spot the table takes at once
    (Banker and Tie), not a refused Player bet's bubble over the felt."""
    from baccarat_desktop.screenshots import _play

    _play(peek_table.controller, 0, "chips")
    QApplication.processEvents()
    assert set(peek_table.controller.bets) == {BetSpot.BANKER, BetSpot.TIE}
    assert not peek_table.scene.bubbles
