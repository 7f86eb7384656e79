"""The table at every window size: the felt's text, its cards and the scoreboard dock, walked as
painted (tests/ui/text_probe.py) at 1024x640 up to 3840x2160, and after small -> large -> small.

Fails on text under 9 pt (12 logical pixels) on screen, text leaving the item that paints it or the
window, two texts over each other, a card over a text or outside its box, the two hands' cards not
mirrored about the table's middle, and a scoreboard that leaves much of its dock empty. The same
checks run at twice the pixel density in a child process (QT_SCALE_FACTOR=2), and with the largest
text size (Settings > Text size, 150%) at 1280x720 and 1920x1080, where no text may be under 9 pt at
that size (18 logical pixels).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, Variant
from baccarat_desktop.engine.coup import Hand
from baccarat_desktop.ui.felt.layout import DEEPEST_FLOOR
from baccarat_desktop.ui.window.parts import ViewKey

from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, Table, stacked
from ..dpr2 import in_child, run_at_twice_the_density
from ..text_probe import FLOOR_PX, TextRun, scene_paint, scene_text, widget_text

SIZES = [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
# The tables walked: the default pairs, every side bet a Commission table can offer (all eleven,
# two rows of side areas) and EZ Baccarat with its Dragon 7 and Panda 8 beside the pairs.
TABLES: dict[str, dict[str, Any]] = {
    "pairs": {},
    "all-eleven": {
        "variant": Variant.COMMISSION,
        "side_bets": tuple(s for s in SIDE_SPOTS if s is not BetSpot.TIE),
    },
    "ez": {
        "variant": Variant.EZ,
        "side_bets": (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR, BetSpot.DRAGON_7, BetSpot.PANDA_8),
    },
}
REFUSAL = "The table's limit on side bets is $500.00 a spot: this chip would make it $525.00"


def _settle(table: Table, size: tuple[int, int]) -> None:
    window = table.window
    window.resize(*size)
    window.fit_scoreboard()
    for _ in range(3):
        QApplication.processEvents()


def _play(table: Table) -> None:
    """A few hands (the last draws a third card to each hand), then chips down on three spots."""
    controller = table.controller
    for _ in range(3):
        controller.select_chip(2_500)
        controller.place_chip(BetSpot.BANKER)
        controller.select_chip(500)
        controller.place_chip(BetSpot.TIE)
        assert controller.deal() is not None
    table.scene.skip_animations()
    controller.select_chip(10_000)
    controller.place_chip(BetSpot.PLAYER)
    controller.select_chip(500)
    for spot in controller.rules.side_bets[:3]:
        controller.place_chip(spot)
    controller.select_chip(2_500)
    QApplication.processEvents()


def _inside(inner: QPolygonF | QRectF, outer: QRectF, slack: float = 1.0) -> bool:
    rect = inner.boundingRect() if isinstance(inner, QPolygonF) else inner
    return outer.adjusted(-slack, -slack, slack, slack).contains(rect)


def _single_letters(a: TextRun, b: TextRun) -> bool:
    """Neighbouring letters of one line printed along an arc (their boxes turn into each other)."""
    return a.owner == b.owner and len(a.text) == 1 and len(b.text) == 1 and abs(a.order - b.order) == 1


def felt_problems(table: Table, floor: float = FLOOR_PX) -> list[str]:
    """Everything wrong with the felt as painted now, in words (empty when all is well); no text may
    be under ``floor`` pixels on screen."""
    view, scene = table.window.view, table.scene
    runs, boxes = scene_text(view)
    viewport = QRectF(view.viewport().rect())
    problems: list[str] = []
    for run in runs:
        where = f"{run.owner} {run.text!r}"
        if run.px < floor - 0.05:
            problems.append(f"{where} is {run.px:.1f} px on screen (under {floor:.0f})")
        if "…" in run.text:
            problems.append(f"{where} is elided")
        if run.clipped:
            problems.append(f"{where} is cut by the box it is drawn in {run.rect}")
        if not _inside(run.quad, viewport):
            problems.append(f"{where} leaves the window {run.rect} (viewport {viewport})")
        box = boxes.get(run.owner)
        if box is not None and not _inside(run.quad, box.boundingRect()):
            problems.append(f"{where} spills out of its item {run.rect} (item {box.boundingRect()})")
    # A main area short of room prints its pay line's first part ("1 to 1" of EZ's "1 to 1 · 3-card 7
    # pushes"): the rules arc under the areas prints the rest, as the felt's own words.
    rules = "".join(run.text for run in runs if not run.owner.startswith("BetSpotItem")).replace(" ", "")
    for spot, item in scene.spots.items():
        printed = "".join(run.text for run in runs if run.owner == f"BetSpotItem({spot})").replace(" ", "")
        tail = [] if item.compact else item.payout.partition(" · ")[2].split()
        for word in f"{item.title} {item.payout}".replace("·", " ").split():
            if word in tail and word not in printed and word.upper() in rules.upper():
                continue
            if word not in printed:  # (arc text comes letter by letter, wrapped lines line by line)
                problems.append(f"the {spot.value} area does not print {word!r} (it prints {printed!r})")
    # A soft shadow is the same words drawn first, a pixel or two off: keep only the text on top.
    last = {(run.owner, run.text): run for run in runs if len(run.text) > 1}
    runs = [run for run in runs if len(run.text) == 1 or last[run.owner, run.text] is run]
    for i, a in enumerate(runs):
        for b in runs[i + 1 :]:
            if _single_letters(a, b):
                continue
            if a.overlaps(b, slack=2.5):  # (a font's box has a line gap the letters do not fill)
                problems.append(f"{a.owner} {a.text!r} overlaps {b.owner} {b.text!r}")
    to_view = view.viewportTransform()
    cards = [item for item in scene.items() if type(item).__name__ == "CardItem" and item.isVisible()]
    groups: dict[Hand, QRectF] = {}
    for card in cards:
        face = to_view.mapRect(card.mapRectToScene(QRectF(0, 0, card.boundingRect().width() - 10, 154)))
        hand = Hand.PLAYER if face.center().x() < to_view.map(scene.sceneRect().center()).x() else Hand.BANKER
        box = to_view.mapRect(scene.card_box(hand))
        if not box.contains(face):
            problems.append(f"a {hand.value} card {face} is outside its box {box}")
        groups[hand] = groups.get(hand, face).united(face)
        for run in runs:
            if run.owner != type(card).__name__ and not run.rect.intersected(face).isEmpty():
                if run.owner.startswith(("CardItem", "LitTagItem")):  # a lit card's tag is on it
                    continue
                problems.append(f"a {hand.value} card covers {run.owner} {run.text!r}")
    if len(groups) == 2:
        middle = to_view.map(scene.sceneRect().center()).x()
        player, banker = groups[Hand.PLAYER], groups[Hand.BANKER]
        if abs((middle - player.center().x()) - (banker.center().x() - middle)) > 3:
            problems.append(f"the hands are not mirrored about the middle: {player} and {banker}")
    return problems


def _path_area(path: QPainterPath) -> float:
    total = 0.0
    for poly in path.toFillPolygons():
        points = [poly.at(i) for i in range(poly.count())]
        pairs = zip(points, points[1:] + points[:1], strict=True)
        total += abs(sum(p.x() * q.y() - q.x() * p.y() for p, q in pairs) / 2)
    return total


def chip_problems(table: Table) -> list[str]:
    """Every chip stack on the felt (a bet, or winnings paid beside it) as painted, its chips, their
    shadow and its amount: inside its area's chip zone (``BetSpotItem.chip_zone``), and none of it
    over any word on the felt (its area's name and payout above all) nor under one."""
    view, scene = table.window.view, table.scene
    probe = scene_paint(view)
    to_view = view.viewportTransform()
    from ..text_probe import _item_name

    spots = {_item_name(stack): spot for spot, stack in scene.stacks.items()}
    zones: dict[BetSpot, QPainterPath] = {}
    for spot, item in scene.spots.items():
        zones[spot] = to_view.map(item.mapToScene(item.chip_zone()))
    problems: list[str] = []
    words = [run for run in probe.runs if run.owner not in spots]
    painted: list[tuple[str, QPolygonF, str]] = [(s.owner, s.quad, s.kind) for s in probe.shapes]
    painted += [(run.owner, run.quad, f"text {run.text!r}") for run in probe.runs]
    for owner, quad, kind in painted:
        spot = spots.get(owner)
        if spot is None:
            continue
        shape = QPainterPath()
        shape.addPolygon(quad)
        outside = _path_area(shape.subtracted(zones[spot]))
        if outside > max(2.0, 0.02 * _path_area(shape)):
            problems.append(f"{owner} ({kind}) leaves the {spot.value} chip zone at {quad.boundingRect()}")
        for run in words:
            box = QPainterPath()
            box.addPolygon(_shrunk_box(run))
            if not quad.boundingRect().intersects(run.rect):
                continue
            if _path_area(shape.intersected(box)) > 2.0:
                problems.append(f"{owner} ({kind}) lies on {run.owner} {run.text!r}")
    return sorted(set(problems))


def _shrunk_box(run: TextRun, slack: float = 1.5) -> QPolygonF:
    """A text's box less ``slack`` px each side (a font's box is a little larger than its ink)."""
    rect = run.quad.boundingRect()
    if rect.width() <= 2 * slack or rect.height() <= 2 * slack:
        return QPolygonF()
    centre = rect.center()
    points = []
    for i in range(run.quad.count()):
        p = run.quad.at(i)
        d = p - centre
        length = max((d.x() ** 2 + d.y() ** 2) ** 0.5, 1e-6)
        points.append(p - d * (slack / length))
    return QPolygonF(points)


def scoreboard_problems(table: Table, floor: float = FLOOR_PX) -> list[str]:
    """Scoreboard text under the floor (its statistics and buttons under ``floor``), text outside the
    board or cut, and a dock left mostly empty. (The Bead Plate's letters and the tie counts are as
    large as their cells, not the text size, and keep the usual floor.)"""
    board = table.window.scoreboard
    runs = widget_text(board)
    in_cells = [run for run in runs if run.text.strip() in ("B", "P", "T") or run.text.strip().isdigit()]
    problems = [
        f"scoreboard {run.text!r} is {run.px:.1f} px"
        for run in runs
        if run.px < (FLOOR_PX if run in in_cells and _on_board(board, run) else floor) - 0.05
    ]
    whole = QRectF(board.rect()).adjusted(-1, -1, 1, 1)
    problems += [
        f"scoreboard {run.text!r} leaves the board {run.rect}" for run in runs if not whole.contains(run.rect)
    ]
    problems += [f"scoreboard {run.text!r} is cut" for run in runs if run.clipped]
    plan = board.layout_plan
    if board.isVisible() and (plan.stats is None or plan.stats.isEmpty()):
        problems.append(f"the scoreboard shows no statistics ({board.width()}x{board.height()})")
    elif board.isVisible() and not any(run.text.strip() == "Hands" for run in widget_text(board)):
        problems.append("the scoreboard's statistics print no 'Hands'")
    used = plan.board
    for rect in (plan.stats, QRectF(plan.banker_button), QRectF(plan.player_button)):
        if rect is not None and not rect.isEmpty():
            used = used.united(rect)
    share = used.width() * used.height() / max(1, board.width() * board.height())
    if share < 0.7:
        problems.append(f"the scoreboard fills {share:.0%} of its dock ({board.width()}x{board.height()})")
    return problems


def _on_board(board: Any, run: TextRun) -> bool:
    """Whether a text is painted on the roads (a letter or a tie count), not the statistics."""
    return board.layout_plan.board.adjusted(-1, -1, 1, 1).contains(run.rect)


def bubble_problems(table: Table) -> list[str]:
    """A refusal's bubble: its words at the text floor at least and inside the window (it lies
    over the felt's print on purpose, so overlaps do not count)."""
    view = table.window.view
    viewport = QRectF(view.viewport().rect())
    runs = [run for run in scene_text(view)[0] if run.owner.startswith("BubbleItem")]
    problems = [] if runs else ["no bubble is painted"]
    for run in runs:
        if run.px < FLOOR_PX - 0.05:
            problems.append(f"bubble {run.text!r} is {run.px:.1f} px on screen (under {FLOOR_PX:.0f})")
        if not _inside(run.quad, viewport):
            problems.append(f"bubble {run.text!r} leaves the window {run.rect}")
    return problems


@pytest.fixture(params=list(TABLES))
def table(make_table: Any, request: pytest.FixtureRequest) -> Table:
    rules = TABLES[request.param]
    table = make_table(stacked(PLAYER_NATURAL_9, TIE_7_7, BANKER_WINS_4_TO_2), resize=False, **rules)
    assert set(table.controller.rules.side_bets) == set(
        rules.get("side_bets", table.controller.rules.side_bets)
    )
    _settle(table, SIZES[0])
    _play(table)
    return table


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_felt_reads_at_every_size(table: Table, size: tuple[int, int]) -> None:
    _settle(table, size)
    assert table.window.width() == size[0]
    assert felt_problems(table) == []
    assert scoreboard_problems(table) == []


@pytest.mark.parametrize("size", SIZES[:2], ids=[f"{w}x{h}" for w, h in SIZES[:2]])
def test_the_shoe_and_tray_labels_are_never_cut(table: Table, size: tuple[int, int]) -> None:
    """A full eight-deck shoe's long label ('350 cards left') is wider than the shoe at 1024x640."""
    _settle(table, size)
    table.scene.shoe.set_state(416, 350, 400, 1)
    table.scene.tray.set_count(362)
    QApplication.processEvents()
    assert [p for p in felt_problems(table) if "ShoeItem" in p or "DiscardTrayItem" in p] == []


@pytest.mark.parametrize("size", SIZES[:2], ids=[f"{w}x{h}" for w, h in SIZES[:2]])
def test_a_refusal_reads_at_the_floor(table: Table, size: tuple[int, int]) -> None:
    _settle(table, size)
    spot = table.controller.rules.side_bets[-1]
    table.scene.show_refusal(spot, REFUSAL)
    QApplication.processEvents()
    assert bubble_problems(table) == []
    table.scene.show_refusal(None, "Place a bet first")
    assert bubble_problems(table) == []


def test_cards_stay_in_their_boxes_through_a_resize_sequence(table: Table) -> None:
    for size in [(1024, 640), (3840, 2160), (1024, 640), (1920, 1080), (1280, 720)]:
        _settle(table, size)
        assert felt_problems(table) == [], size


@pytest.mark.parametrize("size", [(230, 150), (300, 420), (480, 130), (1000, 125)], ids=str)
def test_a_small_dock_keeps_the_statistics(table: Table, qtbot: Any, size: tuple[int, int]) -> None:
    """However small the dock, the statistics stay (one line of the key figures at the least)."""
    live = table.window.scoreboard
    board = type(live)(live.model)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    QApplication.processEvents()
    plan = board.layout_plan
    assert plan.stats is not None and not plan.stats.isEmpty()
    assert not plan.stats.intersects(plan.board)
    runs = widget_text(board)
    texts = [run.text.strip() for run in runs]
    assert "Hands" in texts and "3" in texts, texts  # the three hands _play dealt
    for run in runs:
        assert run.px >= FLOOR_PX - 0.05, run
        assert QRectF(board.rect()).adjusted(-1, -1, 1, 1).contains(run.rect), run


@pytest.mark.parametrize("floor", [17.0, 20.6, 28.4])
def test_two_rows_of_side_bets_keep_clear_of_the_cards_and_each_other(qapp: Any, floor: float) -> None:
    """A crowded table: two rows, clear of the card boxes, of each other and of the felt's edge at
    every stretch that allows them, at any text floor; one row on a felt too wide for them."""
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.ui.felt.layout import MAX_EXTRA, TWO_ROWS_EXTRA
    from baccarat_desktop.ui.felt.scene import FeltScene

    scene = FeltScene(TableRules(side_bets=TABLES["all-eleven"]["side_bets"]))
    scene.set_text_floor(floor)
    scene.show_bets({spot: [500] for spot in scene.spots})  # a chip on every area, which follows it
    for extra in (TWO_ROWS_EXTRA, 200.0, 338.0, MAX_EXTRA):
        scene.set_extra_height(extra)
        areas = {spot: item.mapToScene(item.shape()) for spot, item in scene.spots.items()}
        assert len({item.inner for item in scene.spots.values() if item.compact}) == 2, extra
        for spot, area in areas.items():
            assert scene.table_path().contains(area), (spot, extra)
            for hand in Hand:
                assert not area.intersects(scene.card_box(hand)), (spot, hand, extra)
            assert area.contains(scene.stacks[spot].pos()), (spot, extra)
        spots = list(areas)
        for i, a in enumerate(spots):
            for b in spots[i + 1 :]:
                assert not areas[a].intersects(areas[b]), (a, b, extra)
    scene.set_text_floor(8.0)  # a large window: two rows still, whose words read larger (issue 27)
    assert len({item.inner for item in scene.spots.values() if item.compact}) == 2
    scene.set_extra_height(0.0)  # a wide window has no room for two under the cards
    assert len({item.inner for item in scene.spots.values() if item.compact}) == 1


LARGE_TEXT = 150
LARGE_SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("rules", list(TABLES))
@pytest.mark.parametrize("size", LARGE_SIZES, ids=[f"{w}x{h}" for w, h in LARGE_SIZES])
def test_the_largest_text_reads_without_clipping_or_overlap(
    make_table: Any, rules: str, size: tuple[int, int]
) -> None:
    """At 150% text every felt and scoreboard text is at least 18 px (9 pt at 150%) and nothing is
    cut, spills from its item or the window, or lies over other text or the cards."""
    table = make_table(
        stacked(PLAYER_NATURAL_9, TIE_7_7, BANKER_WINS_4_TO_2),
        resize=False,
        text_size=LARGE_TEXT,
        **TABLES[rules],
    )
    _settle(table, size)
    _play(table)
    _settle(table, size)
    floor = FLOOR_PX * LARGE_TEXT / 100
    # The felt's print is laid out for a text floor down to 1024x640's at the usual size
    # (DEEPEST_FLOOR scene units); a larger text size raises it that far at most (16.4 px at 1280x720).
    felt_floor = min(floor, DEEPEST_FLOOR * table.window.view.transform().m11())
    assert felt_floor >= FLOOR_PX * 1.35
    assert felt_problems(table, felt_floor) == []
    assert scoreboard_problems(table, floor) == []
    table.scene.show_refusal(table.controller.rules.side_bets[-1], REFUSAL)
    QApplication.processEvents()
    assert bubble_problems(table) == []


def test_the_text_size_applies_at_once(make_table: Any) -> None:
    """Choosing 150% in the settings grows the felt's smallest text, the scoreboard's statistics and
    the chrome's type with no new session; back to 100% they are as before."""
    table = make_table(stacked(PLAYER_NATURAL_9, TIE_7_7, BANKER_WINS_4_TO_2), resize=False)
    _settle(table, (1920, 1080))
    _play(table)
    window, session = table.window, table.controller.session_id

    def sizes() -> tuple[float, float, float]:
        QApplication.processEvents()
        felt = min(run.px for run in scene_text(window.view)[0])
        hands = next(run.px for run in widget_text(window.scoreboard) if run.text.strip() == "Hands")
        return felt, hands, window.menuBar().fontInfo().pixelSize()

    usual = sizes()
    window.apply_settings(table.controller.settings.with_changes(text_size=LARGE_TEXT))
    large = sizes()
    assert table.controller.session_id == session
    assert large[0] >= FLOOR_PX * 1.5 - 0.05 and large[0] > usual[0]
    assert large[1] >= usual[1] * 1.3 and large[2] > usual[2]
    assert felt_problems(table, FLOOR_PX * 1.5) == [] and scoreboard_problems(table, FLOOR_PX * 1.5) == []
    window.apply_settings(table.controller.settings.with_changes(text_size=100))
    assert sizes() == pytest.approx(usual, abs=0.05)


@pytest.mark.skipif(in_child(), reason="already the child")
def test_the_same_at_twice_the_pixel_density() -> None:
    result = run_at_twice_the_density(__file__)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "dpr 2 seen" in result.stdout  # the child ran, and at DPR 2


def test_the_child_runs_at_dpr_2(qapp: Any, capsys: pytest.CaptureFixture[str]) -> None:
    if in_child():
        assert qapp.primaryScreen().devicePixelRatio() == 2
        with capsys.disabled():
            print("dpr 2 seen")


def test_the_limits_line_keeps_clear_of_the_plaque_at_the_largest_text(make_table: Any) -> None:
    """At 1280x720 and 150% the limits line ran into the player's plaque; the felt prints the
    fullest form that keeps clear (at the tightest whole dollars, "$5–$5,000"), and at 100% the
    fullest as ever."""
    from PySide6.QtCore import QPointF

    from baccarat_desktop.ui.felt.layout import ARC_CENTRE, limits_lines

    table = make_table(resize=False)
    _settle(table, (1280, 720))
    window, scene = table.window, table.scene
    centre = ARC_CENTRE + QPointF(0, scene.extra)
    text, font, radius = scene.limits_print()
    assert text == limits_lines(table.controller.rules, large=font.pixelSize() > 16)[0]  # the fullest
    window.apply_settings(table.controller.settings.with_changes(text_size=LARGE_TEXT))
    QApplication.processEvents()
    centre = ARC_CENTRE + QPointF(0, scene.extra)  # (the larger chrome leaves the felt less height)
    text, font, radius = scene.limits_print()
    forms = limits_lines(table.controller.rules, large=font.pixelSize() > 16)
    # The fullest form that keeps clear of the plaque (the rules and limits now have their own band
    # above the rail, so at this size the fullest large form does).
    assert text == next(form for form in forms if not scene.hits_plaque(form, font, centre, radius))
    assert not scene.hits_plaque(text, font, centre, radius)


def test_the_charts_grow_with_the_text_size_where_they_have_room(make_table: Any) -> None:
    """Settings > Text size 150% with the Statistics pane open: the chart's canvas draws at 1.5 times
    the dpi (type and margins together, analytics/figures/look.laid_out_at_design_dpi), as far as it has
    room, and its title is that much larger; back to 100% the chart is as before. The window's
    chrome factor (a large window) counts as the text size does."""
    from baccarat_desktop.analytics.figures.look import zoom_for
    from baccarat_desktop.ui.look.palette import CHROME_SCALE

    table = make_table(stacked(PLAYER_NATURAL_9, TIE_7_7, BANKER_WINS_4_TO_2), resize=False)
    _settle(table, (1920, 1080))
    _play(table)
    window = table.window
    window.views.show(ViewKey.STATISTICS)
    QApplication.processEvents()
    dashboard = window.views.pane(ViewKey.STATISTICS)
    canvas = dashboard.canvases[dashboard.current_chart()]
    chrome = float(window.property(CHROME_SCALE))

    def title_px() -> float:
        dashboard.draw_all()
        QApplication.processEvents()
        canvas.draw()
        title = next(t for t in canvas.figure.texts if t.get_text() == dashboard.current_chart().title)
        return float(title.get_window_extent().height)

    usual = title_px()
    usual_zoom = canvas.zoom
    assert usual_zoom == pytest.approx(zoom_for(canvas.width(), canvas.height(), chrome))
    window.apply_settings(table.controller.settings.with_changes(text_size=LARGE_TEXT))
    QApplication.processEvents()
    large = title_px()
    assert canvas.zoom == pytest.approx(zoom_for(canvas.width(), canvas.height(), 1.5 * chrome))
    assert canvas.zoom > usual_zoom * 1.2
    assert large == pytest.approx(usual * canvas.zoom / usual_zoom, rel=0.08)
    window.apply_settings(table.controller.settings.with_changes(text_size=100))
    QApplication.processEvents()
    assert title_px() == pytest.approx(usual, rel=0.02) and canvas.zoom == usual_zoom


# -- chips on the betting areas (issue 27) -----------------------------------------------------------
CHIP_SIZES = SIZES[:4]  # 1024x640 .. 2560x1440
SIDE_SETS: dict[int, tuple[BetSpot, ...]] = {
    0: (),
    2: (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR),
    6: (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR, BetSpot.DRAGON_7, BetSpot.PANDA_8, BetSpot.BIG,
        BetSpot.SMALL),
    11: tuple(SIDE_SPOTS),
}  # fmt: skip
MAIN_STACK = (10_000, 2_500, 500, 100)  # $131 in four chips on each main area: a tall stack, a long label
SIDE_STACK = (2_500, 500)  # $30 in two chips on each side area
# Player 5-5 draws a 2, Banker 2-2 draws a 2: Banker wins 6 to 2 and pays, where offered, both pairs,
# Either and Perfect Pair, Big, Lucky 6 and Banker Bonus.
MANY_PAYS = "5S 2H 5S 2C 2D 2S"


def _chips_everywhere(table: Table) -> None:
    controller = table.controller
    for spot in controller.rules.offered:
        main = spot in (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE)
        for chip in MAIN_STACK if main else SIDE_STACK:
            controller.select_chip(chip)
            controller.place_chip(spot)
    assert set(controller.bets) == set(controller.rules.offered), controller.bets
    QApplication.processEvents()


@pytest.mark.parametrize(
    ("count", "text"),
    [pytest.param(n, t, id=f"{n}-side-bets-text-{t}") for n in sorted(SIDE_SETS) for t in (100, LARGE_TEXT)],
)
def test_chips_stand_in_their_zones_clear_of_every_word(make_table: Any, count: int, text: int) -> None:
    """Chips on every area the table offers, at 1024x640 up to 2560x1440: each stack's painted chips,
    shadow and amount inside its area's chip zone, and none over (or under) a word, the area's own
    name and payout above all. (The stacks stood on the words: BIG, LUCKY 6, PERFECT PAIR, P BONUS and
    BANKER could not be read with eleven side bets, PLAYER with one bet.)"""
    table = make_table(stacked(BANKER_WINS_4_TO_2), resize=False, side_bets=SIDE_SETS[count], text_size=text)
    _settle(table, CHIP_SIZES[0])
    _chips_everywhere(table)
    for size in CHIP_SIZES:
        _settle(table, size)
        assert all(table.scene.stacks[spot].isVisible() for spot in table.controller.rules.offered)
        assert chip_problems(table) == [], size


@pytest.mark.parametrize(
    ("size", "text"),
    [
        pytest.param(size, t, id=f"{size[0]}x{size[1]}-text-{t}")
        for size in [(1024, 640), (1280, 720), (1920, 1080)]
        for t in (100, LARGE_TEXT)
    ],
)
def test_winnings_are_paid_beside_the_bet_clear_of_the_words(
    make_table: Any, qtbot: Any, size: tuple[int, int], text: int
) -> None:
    """As the dealer pays, each winning bet moves to one half of its chip zone and its winnings are
    set in the other: neither leaves the zone nor lies on a word."""
    from baccarat_desktop.viewmodels.settings import AnimationSpeed

    table = make_table(
        stacked(MANY_PAYS), resize=False, speed=AnimationSpeed.FAST, side_bets=SIDE_SETS[11], text_size=text
    )
    _settle(table, size)
    _chips_everywhere(table)
    scene = table.scene

    def paid() -> bool:
        payouts = scene._payout_items
        if len(payouts) < 5:
            return False
        for payout in payouts:
            stack = scene.stacks[payout.spot]
            where, aside = scene.pay_places(payout.spot, payout)
            if (
                not payout.isVisible()
                or payout.opacity() < 0.99
                or (payout.pos() - where).manhattanLength() > 0.5
            ):
                return False
            if (stack.pos() - aside).manhattanLength() > 0.5:
                return False
        return True

    # Judged when the last payment lands (the "win" sound's cue): a moment later the chips go home,
    # and a poll on a loaded machine could miss the moment between.
    seen: list[tuple[bool, set[BetSpot], list[str]]] = []

    def judge(name: str) -> None:
        if name == "win":
            seen.append((paid(), {payout.spot for payout in scene._payout_items}, chip_problems(table)))

    scene.sound_requested.connect(judge)
    assert table.controller.deal() is not None
    qtbot.waitUntil(lambda: bool(seen), timeout=60_000)  # (a shared machine at twice the density is slow)
    [(all_paid, won, problems)] = seen
    assert all_paid
    assert {BetSpot.BANKER, BetSpot.PERFECT_PAIR, BetSpot.BIG, BetSpot.LUCKY_6} <= won
    assert problems == []


def test_a_crowded_table_takes_two_rows_whose_words_read_at_large_sizes(make_table: Any) -> None:
    """Eleven side bets at 1920x1080 printed one row of narrow areas with their payouts at the floor
    while the felt above them stayed empty: two rows, every payout at least 14 px."""
    table = make_table(stacked(BANKER_WINS_4_TO_2), resize=False, side_bets=SIDE_SETS[11])
    for size in [(1920, 1080), (2560, 1440)]:
        _settle(table, size)
        side = [item for item in table.scene.spots.values() if item.compact]
        assert len({item.inner for item in side}) == 2, size
        runs = scene_text(table.window.view)[0]
        for item in side:
            pays = [run for run in runs if run.owner == f"BetSpotItem({item.spot})" and "TO" in run.text]
            assert pays and min(run.px for run in pays) >= 14, (size, item.spot, [r.px for r in pays])


def test_the_main_names_grow_where_the_felt_has_room(make_table: Any) -> None:
    """The Chinese 闲, 庄 and 和 were 16 px at large sizes: the main areas' names grow with the room
    their areas have (at least 30 px at 1920x1080, 36 px at 2560x1440)."""
    table = make_table(stacked(BANKER_WINS_4_TO_2), resize=False, language="zh_CN")
    for size, least in [((1920, 1080), 30.0), ((2560, 1440), 36.0)]:
        _settle(table, size)
        runs = scene_text(table.window.view)[0]
        for spot in (BetSpot.PLAYER, BetSpot.TIE, BetSpot.BANKER):
            title = table.scene.spots[spot].title
            sizes = [run.px for run in runs if run.owner == f"BetSpotItem({spot})" and run.text in title]
            assert sizes and max(sizes) >= least, (size, spot, title, sizes)
