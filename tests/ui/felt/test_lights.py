"""The multiplier table's lit cards on the felt (issue 30): the flash before the first card, the strip
during the hand, the tag on a dealt card that matches a lit card, the call saying which multipliers
made the win and what it paid, a screen reader hearing both, and all of it laid out clear of
everything else at 1280x720 and 1024x640, at 100% and 150% text."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import Card, standard_deck
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import LitCard, lit_cards
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.ui.felt.access import felt_interface
from baccarat_desktop.ui.felt.layout import DEEPEST_FLOOR
from baccarat_desktop.ui.felt.lights import WIDEST, LitTagItem
from baccarat_desktop.ui.felt.readings import lit_words, result_words
from baccarat_desktop.ui.felt.spoken import spoken_card
from baccarat_desktop.ui.felt.timeline import Timeline
from baccarat_desktop.viewmodels.settings import AnimationSpeed

from ..conftest import Table
from ..text_probe import FLOOR_PX, scene_text
from .test_felt_matrix import painted_problems
from .test_result_band import phrase_breaks
from .test_table_sizes import felt_problems

SEED = bytes(range(32))
LIT = lit_cards(SEED, 1)  # the first hand's lit cards of a shoe dealt from SEED
PAIRS = (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)


def _value(card: Card) -> int:
    return card.rank.value_in_baccarat


def _first_hand() -> list[Card]:
    """Player a natural holding the first lit card, Banker five with no lit card: Player wins, its
    win multiplied by the first lit card's multiplier alone (dealt P, B, P, B)."""
    lit = {item.card for item in LIT}
    first = LIT[0].card
    spare = [card for card in standard_deck() if card not in lit and card.rank != first.rank]
    partner = next(c for c in spare if (_value(first) + _value(c)) % 10 == 9)
    banker = [next(c for c in spare if _value(c) == 0 and c != partner)]
    banker.append(next(c for c in spare if _value(c) == 5 and c not in (partner, *banker)))
    return [first, banker[0], partner, banker[1]]


def _shoe() -> Shoe:
    return Shoe(_first_hand() + list(standard_deck()) * 2, cut_position=None, seed=SEED, burns=False)


def _multiplier_table(make_table: Any, **settings: Any) -> Table:
    return make_table(_shoe, variant=Variant.MULTIPLIER, side_bets=PAIRS, **settings)


def _bet_and_deal(table: Table) -> Any:
    controller = table.controller
    controller.select_chip(2_500)
    controller.place_chip(BetSpot.PLAYER)
    result = controller.deal()
    assert result is not None
    return result


def test_a_multiplied_win_is_shown_on_the_card_the_strip_and_in_the_call(make_table: Any) -> None:
    table = _multiplier_table(make_table)
    result = _bet_and_deal(table)
    table.scene.skip_animations()
    QApplication.processEvents()
    assert result.lit == LIT
    lights = table.scene.lights
    assert lights.strip.isVisible() and lights.strip.lit == LIT
    assert lights.strip.matched == {LIT[0].card}  # the lit card that came up glows in the strip
    tagged = {
        item.card: [child.multiplier for child in item.childItems() if isinstance(child, LitTagItem)]
        for item in table.scene.table_cards()
    }
    assert tagged == {card: ([LIT[0].multiplier] if card == LIT[0].card else []) for card in tagged}
    m = LIT[0].multiplier
    paid = f"${25 * m}.00"
    call = table.scene.announcement.text
    assert call.startswith("Player wins 9 to 5")
    assert f"Player ×{m} ({LIT[0].card.face} ×{m}) pays {paid}" in call
    # What a screen reader hears: the card by name, lit; the win in words.
    words = result_words(table.scene)
    assert "×" not in words and f"Player multiplied {m} times by" in words and f"pays {paid}" in words
    felt = felt_interface(table.window.view)
    assert felt is not None
    names = [node.reading().name for node in felt.nodes()]
    assert f"Player's first card: {spoken_card(LIT[0].card)}, lit times {m}" in names
    assert lit_words(LIT) in names  # the strip, read as one line
    # The tag and the strip are painted: the multiplier on the card, each lit card in the strip.
    runs, _boxes = scene_text(table.window.view)
    assert any(run.owner.startswith("LitTagItem") and run.text == f"×{m}" for run in runs)
    strip = [run.text for run in runs if run.owner.startswith("LitStripItem")]
    assert strip == [t for item in LIT for t in (item.card.face, f"×{item.multiplier}")]


def test_the_flash_shows_the_lit_cards_before_the_first_card(make_table: Any, qtbot: Any) -> None:
    table = _multiplier_table(make_table, speed=AnimationSpeed.NORMAL)
    said: list[str] = []
    table.scene.lights_shown.connect(lambda lit: said.append(lit_words(lit)))
    _bet_and_deal(table)
    flash = table.scene.lights.flash
    qtbot.waitUntil(lambda: flash.isVisible() and flash.shown == len(LIT) and flash.pop >= 1.0, timeout=5000)
    assert table.scene.cards_on_table() == []  # no card before the lit cards are all on show
    assert flash.lit == LIT and said == [lit_words(LIT)]
    assert not table.scene.lights.strip.isVisible()  # the strip comes as the band goes
    qtbot.waitUntil(lambda: len(table.scene.cards_on_table()) == 4, timeout=5000)
    assert not flash.isVisible() and table.scene.lights.strip.lit == LIT


def test_the_lit_cards_go_when_betting_opens_again(make_table: Any) -> None:
    table = _multiplier_table(make_table)
    _bet_and_deal(table)
    table.scene.skip_animations()
    table.controller.select_chip(2_500)
    table.controller.place_chip(BetSpot.BANKER)  # the next hand's bets: the layout is cleared
    table.scene.skip_animations()
    assert not table.scene.lights.strip.isVisible() and table.scene.lights.lit == ()


def test_a_classic_table_lights_nothing(make_table: Any) -> None:
    table = make_table(_shoe, variant=Variant.COMMISSION, side_bets=PAIRS)
    _bet_and_deal(table)
    table.scene.skip_animations()
    lights = table.scene.lights
    assert not lights.enabled and lights.lit == () and not lights.strip.isVisible()
    assert lights.reserve() is None
    assert not any(isinstance(c, LitTagItem) for item in table.scene.table_cards() for c in item.childItems())


def test_a_tag_never_shows_on_a_card_face_down(make_table: Any) -> None:
    """A lit card dealt face down (a squeeze) shows no multiplier until its face does."""
    table = _multiplier_table(make_table)
    scene = table.scene
    scene.lights.set_hand(LIT)
    item = scene.dealer.new_card(LIT[0].card, dealt_to=(next(iter(scene.badges)), 0))
    runs = [run.text for run in scene_text(table.window.view)[0] if run.owner.startswith("LitTagItem")]
    assert runs == []
    item.set_flip(1.0)
    runs = [run.text for run in scene_text(table.window.view)[0] if run.owner.startswith("LitTagItem")]
    assert runs == [f"×{LIT[0].multiplier}"]


@pytest.mark.parametrize("text", [100, 150], ids=["text-100", "text-150"])
def test_the_lights_keep_clear_of_everything(make_table: Any, text: int) -> None:
    """The felt walked as painted with a multiplied win on it, at 1280x720 and 1024x640: the strip,
    the tags and the call hold the layout's rules (nothing over anything else, nothing under the
    floor, nothing cut), with the widest strip of five lit cards too."""
    table = _multiplier_table(make_table, resize=False, text_size=text)
    _bet_and_deal(table)
    table.scene.skip_animations()
    problems: list[str] = []
    for strip in ("the hand's", "five"):
        if strip == "five":
            table.scene.lights.strip.set_lit(WIDEST)  # five lit cards, the widest the strip prints
        for size in [(1280, 720), (1024, 640), (1920, 1080)]:
            table.window.resize(*size)
            table.window.fit_scoreboard()
            for _ in range(3):
                QApplication.processEvents()
            assert table.scene.lights.strip.isVisible()
            floor = min(FLOOR_PX * text / 100, DEEPEST_FLOOR * table.window.view.transform().m11())
            found = felt_problems(table, floor) + painted_problems(table)
            problems += [f"{size[0]}x{size[1]}, {strip} strip: {p}" for p in found if "…" not in p]
    assert problems == [], "\n".join(problems[:40])


def test_the_flash_keeps_its_words_at_the_floor(make_table: Any) -> None:
    """The flash's words and multipliers read at the text floor at the smallest window."""
    table = _multiplier_table(make_table, resize=False, text_size=150)
    table.window.resize(1024, 640)
    table.window.fit_scoreboard()
    QApplication.processEvents()
    lights = table.scene.lights
    lights.set_hand(LIT)
    timeline = Timeline(0.0)
    lights.flash_steps(timeline, 0)
    lights.flash.setVisible(True)
    lights.flash.setOpacity(1.0)
    lights.flash.set_progress(len(LIT), 1.0)
    runs = [run for run in scene_text(table.window.view)[0] if run.owner.startswith("LightsFlashItem")]
    texts = [run.text for run in runs if run.text != "Lit cards"]  # (the words come with their shadow)
    assert "Lit cards" in [run.text for run in runs] and texts == [f"×{item.multiplier}" for item in LIT]
    floor = min(FLOOR_PX * 1.5, DEEPEST_FLOOR * table.window.view.transform().m11())  # as the felt's print
    assert min(run.px for run in runs) >= floor - 0.05
    viewport = table.window.view.viewport().rect()
    assert all(viewport.contains(run.rect.toRect()) for run in runs)


def test_a_replayed_multiplier_hand_wears_its_lit_cards(make_table: Any) -> None:
    """A stored hand replayed on the felt: its own lit cards tag its cards and the call says what they
    did (the strip stays hidden under the replay's banner); leaving it puts the live strip back."""
    from tests.ui.window.test_replay_mode import detail

    table = _multiplier_table(make_table)
    _bet_and_deal(table)
    table.scene.skip_animations()
    QApplication.processEvents()
    live = table.scene.lights
    assert live.strip.isVisible()
    hand = detail(table, 1, 1)  # the hand as stored, with the cards it was lit with
    assert hand.lit == LIT
    table.window.replay(hand)
    table.scene.skip_animations()
    QApplication.processEvents()
    assert table.scene.replaying and not live.strip.isVisible()
    tags = [
        c.multiplier
        for item in table.scene.table_cards()
        for c in item.childItems()
        if isinstance(c, LitTagItem)
    ]
    assert tags == [LIT[0].multiplier]
    m = LIT[0].multiplier
    assert f"Player ×{m} ({LIT[0].card.face} ×{m}) pays ${25 * m}.00" in table.scene.announcement.text
    table.window.end_replay()
    QApplication.processEvents()
    assert live.strip.isVisible() and live.lit == LIT


def test_the_call_names_each_multiplied_win_once(qapp: Any) -> None:
    """Every win the lit cards multiplied, with its cards and what it paid; the winning hand's even
    without a bet on it; a pair it multiplied said once (not also as a plain side-bet payout); none
    when nothing lit came up in a winning hand."""
    from baccarat_desktop.engine.cards import parse_cards
    from baccarat_desktop.engine.coup import resolve_cards
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.ui.felt.scene import FeltScene

    scene = FeltScene(TableRules(variant=Variant.MULTIPLIER, side_bets=PAIRS))
    lights = scene.lights
    q, three = Card.parse("QH"), Card.parse("3D")
    lights.set_hand((LitCard(q, 3), LitCard(three, 2)))
    # Player Q♥ Q♥ (a pair, 0) draws 9: 9; Banker 3♦ 4S (7) stands: Player wins, its pair paid too.
    coup = resolve_cards(parse_cards(["QH", "3D", "QH", "4S", "9C"]))
    call = lights.result_call(
        "Player wins 9 to 7 · Player Pair pays $40.00", coup, {BetSpot.PLAYER_PAIR: 500}
    )
    assert (
        call == "Player wins 9 to 7 · Player ×9 (Q♥ ×3, Q♥ ×3) · Player Pair ×9 (Q♥ ×3, Q♥ ×3) pays $405.00"
    )
    # The losing Banker's lit 3♦ multiplies nothing; nothing lit in Player's hand: the call as it was.
    lights.set_hand((LitCard(three, 2),))
    assert lights.result_call("Player wins 9 to 7", coup, {BetSpot.BANKER: 2_500}) == "Player wins 9 to 7"
    assert lights.wins == [] and lights.shown == ""


def _tie_hand() -> list[Card]:
    """Player five holding the first lit card draws an 8, Banker three stands: a Tie 3 to 3 whose
    win the lit card multiplies, and the draw's longest reasons (dealt P, B, P, B, P)."""
    lit = {item.card for item in LIT}
    first = LIT[0].card
    spare = [card for card in standard_deck() if card not in lit]
    partner = next(c for c in spare if (_value(first) + _value(c)) % 10 == 5)
    banker = [next(c for c in spare if _value(c) == 0 and c != partner)]
    banker.append(next(c for c in spare if _value(c) == 3 and c not in (partner, *banker)))
    third = next(c for c in spare if _value(c) == 8)
    return [first, banker[0], partner, banker[1], third]


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_result_breaks_only_between_phrases(make_table: Any, language: str) -> None:
    """The multiplier table at 150% text, chips on every spot, a Tie the lit card multiplied with the
    draw's longest reasons, at 1024x640, 1280x720 and 1920x1080: each line of the call, its payouts and
    the reasons is whole phrases or a piece of one phrase, broken between its clauses or words, never
    inside a bracket ("Tie ×3 (10♦" / "×3) pays"), never starting on a multiplier or an amount. The
    reasons broke across two ("Player 5 draws: Player draws / on 0–5 · Banker 3 stands: / Player's
    third card is 8") at 1280x720, the Chinese payout inside its bracket ("和 ×3（10♦ / ×3）派彩")."""
    from baccarat_desktop.ui.felt.band import CALL_SEP, EXPLAIN_SEP

    def shoe() -> Shoe:
        return Shoe(_tie_hand() + list(standard_deck()) * 2, cut_position=None, seed=SEED, burns=False)

    table = make_table(
        shoe, resize=False, variant=Variant.MULTIPLIER, side_bets=PAIRS, text_size=150, language=language
    )
    controller = table.controller
    for spot in controller.rules.offered:
        controller.select_chip(2_500 if spot in (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE) else 500)
        controller.place_chip(spot)
    result = controller.deal()
    assert result is not None and result.settlement.net_for(BetSpot.TIE) > 0
    table.scene.skip_animations()
    scene = table.scene
    assert "×" in scene.announcement.text and scene.explanation.text  # a multiplied win, and why
    problems: list[str] = []
    for size in [(1280, 720), (1024, 640), (1920, 1080)]:
        table.window.resize(*size)
        table.window.fit_scoreboard()
        for _ in range(3):
            QApplication.processEvents()
        for item, sep in ((scene.announcement, CALL_SEP), (scene.explanation, EXPLAIN_SEP)):
            lines = [line.text for line in item.lines]
            problems += [f"{size}: {p}" for p in phrase_breaks(item.text, sep, lines)]
        problems += [f"{size}: {p}" for p in painted_problems(table)]  # and clear of everything else
    assert problems == [], "\n".join(problems)
