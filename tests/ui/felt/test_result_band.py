"""The result band (ui/felt/band.py), as painted: after a hand that pays several side bets, the call,
its payouts, the player's result and the draw's reasons keep off every betting area's painted shape,
stay on the felt and in the window, at 1024x640 to 2560x1440 with 0, 2, 6 and 11 side bets and 100%
and 150% text. Cards grow on a roomy felt; a replay's plaque never contradicts the replayed hand.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import SIDE_SPOTS
from baccarat_desktop.engine.coup import Hand
from baccarat_desktop.ui.felt.band import Balanced, _units
from baccarat_desktop.ui.felt.layout import CARD_H

from ..conftest import Table, stacked
from ..text_probe import scene_paint

SIZES = [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440)]
SIDES: dict[int, tuple[BetSpot, ...]] = {
    0: (),
    2: (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR),
    6: (
        BetSpot.PLAYER_PAIR,
        BetSpot.BANKER_PAIR,
        BetSpot.DRAGON_7,
        BetSpot.PANDA_8,
        BetSpot.BIG,
        BetSpot.SMALL,
    ),
    11: tuple(SIDE_SPOTS),
}
# Banker wins 6 to 2 with three cards each: both pairs (Player's perfect), Either Pair, Big, Lucky 6...
PAYS_MANY = "5S 2H 5S 2C 2D 2S"
BAND = ("TextItem", "PersonalResultItem")


def _area(poly: QPolygonF) -> float:
    points = [poly.at(i) for i in range(poly.count())]
    if len(points) < 3:
        return 0.0
    pairs = zip(points, [*points[1:], points[0]], strict=True)
    return abs(sum(p.x() * q.y() - q.x() * p.y() for p, q in pairs) / 2)


def _settle(table: Table, size: tuple[int, int]) -> None:
    table.window.resize(*size)
    table.window.fit_scoreboard()
    for _ in range(3):
        QApplication.processEvents()


def band_problems(table: Table) -> list[str]:
    """The band's painted words and plaque against the areas' painted shapes, the felt and the window."""
    view, scene = table.window.view, table.scene
    probe = scene_paint(view)
    to_view = view.viewportTransform()
    felt = to_view.map(scene.table_path()).toFillPolygon()
    viewport = QRectF(view.viewport().rect()).adjusted(-1, -1, 1, 1)
    areas = {
        spot: to_view.map(item.mapToScene(item.shape())).toFillPolygon() for spot, item in scene.spots.items()
    }
    painted = [(run.owner, run.text, run.quad) for run in probe.runs if run.owner.startswith(BAND)]
    painted += [
        (s.owner, s.kind, s.quad) for s in probe.shapes if s.owner.startswith(BAND) and s.kind != "stroke"
    ]
    problems = []
    for owner, text, quad in painted:
        if _area(quad.intersected(felt)) < 0.97 * _area(quad):
            problems.append(f"{owner} {text!r} leaves the felt at {quad.boundingRect()}")
        if not viewport.contains(quad.boundingRect()):
            problems.append(f"{owner} {text!r} leaves the window at {quad.boundingRect()}")
        for spot, area in areas.items():
            if _area(quad.intersected(area)) > 2:
                problems.append(f"{owner} {text!r} runs into the {spot.value} area")
    return problems


@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("count", list(SIDES))
def test_a_result_paying_side_bets_keeps_to_its_band(make_table: Any, count: int, text: int) -> None:
    table = make_table(stacked(PAYS_MANY), resize=False, side_bets=SIDES[count], text_size=text)
    _settle(table, SIZES[0])
    controller = table.controller
    controller.select_chip(500)
    for spot in controller.rules.offered:
        controller.place_chip(spot)
    assert controller.deal() is not None
    table.scene.skip_animations()
    QApplication.processEvents()
    assert table.scene.announcement.text.startswith("Banker wins 6 to 2")
    assert table.scene.personal.text
    for size in SIZES:
        _settle(table, size)
        assert band_problems(table) == [], size
        # The call and the player's result are always painted (the notice and reasons may give way).
        runs = scene_paint(table.window.view).runs
        assert any(r.owner.startswith("PersonalResultItem") for r in runs), size
        assert any("Banker wins 6 to 2" in r.text for r in runs), size


def test_the_commitment_line_keeps_off_the_side_bets_at_place_your_bets(make_table: Any) -> None:
    """A new shoe's words (Place your bets, the burn, the seed commitment) in the band, and the first
    chip leaves them there."""
    table = make_table(side_bets=SIDES[11], resize=False)
    for size in SIZES:
        _settle(table, size)
        assert table.scene.announcement.text == "Place your bets"
        assert "seed commitment" in table.scene.notice.text
        assert band_problems(table) == [], size
    table.controller.select_chip(500)
    table.controller.place_chip(BetSpot.BANKER)
    table.scene.skip_animations()
    QApplication.processEvents()
    assert table.scene.announcement.text == "Place your bets"
    assert "seed commitment" in table.scene.notice.text


def test_lines_are_balanced_with_no_lone_word() -> None:
    from PySide6.QtGui import QFontMetricsF

    from baccarat_desktop.ui.look.palette import serif_font

    text = "Player 0 draws: Player draws on 0–5  ·  Banker 4 draws: Player's third card is 2"
    units, joiner = _units(text, "")[-1]  # between its words (the finest way it may break)
    ways = Balanced(units, joiner, QFontMetricsF(serif_font(18)))
    for count in (2, 3):
        _widest, lines = ways.lines(count)
        assert all(" " in line for line in lines), lines  # no one-word line
        widths = [QFontMetricsF(serif_font(18)).horizontalAdvance(line) for line in lines]
        assert max(widths) < 1.5 * min(widths), lines


def phrase_breaks(text: str, sep: str, lines: list[str]) -> list[str]:
    """Each painted line of ``text`` that is neither whole phrases (split at ``sep``) nor a piece of
    one phrase, that breaks inside a bracket (but after a comma there: "(10♥ ×8," / "10♦ ×3)") or
    that starts on a multiplier, an amount or a closing mark."""

    def flat(words: str) -> str:
        return " ".join(words.replace("·", " · ").split())

    phrases = [flat(part) for part in text.split(sep)] if sep in text else [flat(text)]
    runs = {" · ".join(phrases[i:j]) for i in range(len(phrases)) for j in range(i + 1, len(phrases) + 1)}
    wrong = []
    before = ""
    for line in map(flat, lines):
        opened = sum(line.count(c) for c in "(（") - sum(line.count(c) for c in ")）")
        at_comma = line.endswith((",", "，")) if opened > 0 else before.endswith((",", "，"))
        if line not in runs and not any(line in phrase for phrase in phrases):
            wrong.append(f"{line!r} runs across phrases of {text!r}")
        elif (opened and not at_comma) or line.startswith(("×", "$", ")", "）", "，", "：", "·")):
            wrong.append(f"{line!r} breaks inside a bracket or before a multiplier or amount of {text!r}")
        before = line
    return wrong


# The words of a multiplier table's call and reasons, English and Chinese, by the separator between
# their phrases: a win's payout holds its lit cards in brackets.
PHRASED = [
    ("Tie, 3 each · Tie ×3 (10♦ ×3) pays $375.00 · Player Pair ×6 (8♦ ×3, 8♣ ×2) pays $270.00", " · "),
    ("Player 5 draws: Player draws on 0–5  ·  Banker 3 stands: Player's third card is 8", "  ·  "),
    ("和局，双方各3点 · 和 ×3（10♦ ×3）派彩 $375.00 · 闲对 ×6（8♦ ×3，8♣ ×2）派彩 $270.00", " · "),
    ("闲5点补牌：闲0–5点补牌  ·  庄3点不补牌：闲第三张牌为8点", "  ·  "),
]


@pytest.mark.parametrize(("text", "sep"), PHRASED, ids=["call", "reasons", "call-zh", "reasons-zh"])
def test_the_band_breaks_between_phrases_at_every_width(qapp: Any, text: str, sep: str) -> None:
    """However narrow the band's room, its lines are whole phrases or pieces of one, never broken
    inside a bracket or before a multiplier or amount (the old breaking balanced words across the
    separators: "on 0–5 · Banker 3 stands:", "和 ×3（10♦" / "×3）派彩")."""
    from baccarat_desktop.ui.felt.band import SHRINKS, SIDE, Layout, Room, fonts
    from baccarat_desktop.ui.look.palette import serif_font

    face = serif_font(18)
    band = fonts(face, face, face, face, 14, SHRINKS[0])
    problems: list[str] = []
    for width in range(120, 1400, 10):
        lines = Layout(Room([], 0.0, width + 2 * SIDE), band).block(text, band.explanation, 0.0, sep)
        if lines is not None:
            problems += [f"{width}: {p}" for p in phrase_breaks(text, sep, [line.text for line in lines])]
    assert problems == [], "\n".join(problems[:20])


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=str)
def test_cards_grow_on_a_large_felt(make_table: Any, size: tuple[int, int]) -> None:
    """Cards were about 13% of the felt's height at large windows, with a wide empty band."""
    table = make_table(stacked(PAYS_MANY), resize=False)
    _settle(table, size)
    table.controller.select_chip(500)
    table.controller.place_chip(BetSpot.BANKER)
    table.controller.deal()
    table.scene.skip_animations()
    scene = table.scene
    felt_height = scene.table_path().boundingRect().height()
    card = scene.table_cards()[0]
    share = card.mapRectToScene(QRectF(0, 0, 1, CARD_H)).height() / felt_height
    assert share > 0.15, share  # today's was 0.137 (154 of 1126 units at 2560x1440)
    for hand in Hand:
        box = scene.card_box(hand)
        for item in scene.table_cards():
            middle = item.sceneBoundingRect().center()
            if box.contains(middle):
                assert box.contains(item.mapRectToScene(QRectF(0, 0, 110, CARD_H))), hand


def test_a_replay_plaque_tells_the_replayed_hand(make_table: Any) -> None:
    """The plaque under a replay shows the replayed hand's bet and result, marked as the live
    bankroll's; back to live it reads as before."""
    table = make_table(stacked(PAYS_MANY, PAYS_MANY), resize=False)
    controller, scene = table.controller, table.scene
    controller.select_chip(2_500)
    controller.place_chip(BetSpot.PLAYER)
    first = controller.deal()
    assert first is not None
    scene.skip_animations()
    replayed = scene.plaque.last
    controller.place_chip(BetSpot.BANKER)
    controller.deal()
    scene.skip_animations()
    live = scene.plaque._lines()
    scene.begin_replay(first.coup, "Replay", {BetSpot.PLAYER: [2_500]}, None, replayed)
    scene.skip_animations()
    texts = [left + right for left, right, _font in scene.plaque._lines()]
    assert any("LIVE" in t for t in texts)
    assert any("This hand" in t and "25.00" in t for t in texts), texts
    assert not any("Last hand" in t for t in texts)
    scene.end_replay()
    assert scene.plaque._lines() == live
