"""Reduced motion: with the setting (or the desktop's preference, where Qt tells it) nothing travels
across the felt. Cards appear in their places and fade in, chips fade where they are, and the
order of things (cards in turn, then the result, then the chips) is kept.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QTimer

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.felt.timeline import Timeline
from baccarat_desktop.viewmodels.settings import AnimationSpeed, Motion, SqueezeMode, reduces_motion

from ..conftest import BANKER_WINS_4_TO_2, stacked


def order_of(still: bool) -> list[tuple[str, float]]:
    """What a scale-0 timeline does, in order, with an arriving and a leaving movement at 100 ms
    (300 ms long) and a probe at 150 ms."""
    seen: list[tuple[str, float]] = []
    timeline = Timeline(0.0, still=still)
    timeline.move(100, 300, lambda t: seen.append(("arrive", t)))
    timeline.move(100, 300, lambda t: seen.append(("leave", t)), leaving=True)
    timeline.call(150, lambda: seen.append(("probe", 0.0)))
    timeline.start()
    return seen


def test_a_still_timeline_puts_arrivals_in_place_at_once_and_leavers_after_their_fade(qapp: Any) -> None:
    assert order_of(still=False) == [("arrive", 1.0), ("leave", 1.0), ("probe", 0.0)]
    # Still, the leaver keeps its place until its movement would have ended.
    assert order_of(still=True) == [("arrive", 1.0), ("probe", 0.0), ("leave", 1.0)]


def test_the_motion_setting_decides_and_the_desktop_is_asked_only_when_it_says_so(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.viewmodels import settings

    for desktop in (True, False):
        monkeypatch.setattr(settings, "desktop_reduces_motion", lambda desktop=desktop: desktop)
        assert reduces_motion(Motion.SYSTEM) is desktop
        assert reduces_motion(Motion.REDUCED) and not reduces_motion(Motion.FULL)


def watch_cards(table: Any, qtbot: Any) -> dict[int, list[tuple[QPointF, float]]]:
    """Every position and opacity each card on the felt is seen at while a hand is dealt."""
    scene = table.scene
    seen: dict[int, list[tuple[QPointF, float]]] = {}

    def look() -> None:
        for card in scene._table_cards:
            seen.setdefault(id(card), []).append((QPointF(card.pos()), card.opacity()))

    timer = QTimer()
    timer.setInterval(4)
    timer.timeout.connect(look)
    timer.start()
    table.controller.select_chip(2_500)
    table.controller.place_chip(BetSpot.BANKER)
    table.window.deal()
    qtbot.waitUntil(lambda: not scene.animating, timeout=60_000)
    timer.stop()
    look()
    return seen


def slots(table: Any) -> list[QPointF]:
    from baccarat_desktop.engine.coup import Hand

    return [table.scene.card_place(hand, i)[0] for hand in (Hand.PLAYER, Hand.BANKER) for i in range(3)]


def test_with_reduced_motion_no_card_is_ever_seen_between_the_shoe_and_its_place(
    make_table: Any, qtbot: Any
) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2), speed=AnimationSpeed.NORMAL, motion=Motion.REDUCED)
    assert table.scene.still
    seen = watch_cards(table, qtbot)
    places = slots(table)
    assert len(seen) == 6
    for positions in seen.values():
        assert all(any((p - place).manhattanLength() < 0.01 for place in places) for p, _o in positions)
    fading = [o for positions in seen.values() for _p, o in positions if 0 < o < 1]
    assert fading  # they faded in where they lie
    assert table.scene.displayed_totals() == (2, 4)


def test_with_full_motion_the_cards_fly_from_the_shoe(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2), speed=AnimationSpeed.NORMAL, motion=Motion.FULL)
    assert not table.scene.still
    seen = watch_cards(table, qtbot)
    places = slots(table)
    between = [
        p for positions in seen.values() for p, _o in positions
        if not any((p - place).manhattanLength() < 0.01 for place in places)
    ]  # fmt: skip
    assert between  # the watcher does see cards on their way: the test above would notice them


def test_changing_the_setting_applies_at_once(make_table: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2), motion=Motion.FULL)
    window = table.window
    window.apply_settings(table.controller.settings.with_changes(motion=Motion.REDUCED))
    assert table.scene.still
    window.apply_settings(table.controller.settings.with_changes(motion=Motion.FULL))
    assert not table.scene.still


def watch_squeeze(table: Any, qtbot: Any) -> tuple[list[QPointF], list[QPointF]]:
    """A Player bet squeezed at Normal speed, each card turned by Enter as it lies large in the middle
    of the felt: every position the squeezed cards are seen at, and the places they may rest (their
    places in the hand, the stage)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from baccarat_desktop.engine.coup import Hand
    from baccarat_desktop.ui.felt.layout import CARD_H, CARD_W

    scene = table.scene
    table.controller.select_chip(2_500)
    table.controller.place_chip(BetSpot.PLAYER)
    table.window.deal()
    qtbot.waitUntil(lambda: scene.squeezing and not scene.dealer._squeezing.timelines, timeout=20_000)
    squeezed = scene.squeezed_cards()
    seen: list[QPointF] = []
    timer = QTimer()
    timer.setInterval(4)
    timer.timeout.connect(lambda: seen.extend(QPointF(card.pos()) for card in squeezed))
    timer.start()
    view = table.window.view
    view.setFocus()
    while scene.squeezing:
        QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
        qtbot.wait(60)
    timer.stop()
    stage = scene.dealer.stage_rect().center() - QPointF(CARD_W / 2, CARD_H / 2)
    return seen, [stage, *(scene.card_place(Hand.PLAYER, i)[0] for i in range(3))]


def test_with_reduced_motion_a_squeezed_card_goes_up_and_back_without_travelling(
    make_table: Any, qtbot: Any
) -> None:
    from ..conftest import PLAYER_NATURAL_9

    table = make_table(
        stacked(PLAYER_NATURAL_9),
        speed=AnimationSpeed.NORMAL,
        motion=Motion.REDUCED,
        squeeze=SqueezeMode.MY_SIDE,
    )
    seen, places = watch_squeeze(table, qtbot)
    assert len(seen) > 20
    assert all(any((p - place).manhattanLength() < 0.01 for place in places) for p in seen)
    assert any((p - places[0]).manhattanLength() < 0.01 for p in seen)  # it was up on the stage


def test_with_full_motion_a_squeezed_card_is_carried_to_the_stage_and_back(
    make_table: Any, qtbot: Any
) -> None:
    from ..conftest import PLAYER_NATURAL_9

    table = make_table(
        stacked(PLAYER_NATURAL_9),
        speed=AnimationSpeed.NORMAL,
        motion=Motion.FULL,
        squeeze=SqueezeMode.MY_SIDE,
    )
    seen, places = watch_squeeze(table, qtbot)
    assert any(all((p - place).manhattanLength() > 1 for place in places) for p in seen)  # on its way
