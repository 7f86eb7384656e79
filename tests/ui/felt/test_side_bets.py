"""Side bets at the table: every offered bet has its area on the felt (placed, printed and lit from
the catalogue), takes chips like the main bets, refuses them beside itself, closes on the last hand;
the settings and rules dialogs speak for every bet of the catalogue."""

from __future__ import annotations

import json
import sqlite3
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import SIDE_SPOTS, USUAL_SIDE_BETS, BetRefused, Variant
from baccarat_desktop.engine.coup import Hand
from baccarat_desktop.engine.money import format_cents
from baccarat_desktop.engine.odds import exact_odds, full_shoe_cards
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.ui.felt.layout import MAX_EXTRA
from baccarat_desktop.viewmodels.settings import GameSettings, load_settings, save_settings, settings_store

from ..conftest import PLAYER_NATURAL_9, Table, stacked

# Player K+6 = 6 stands; Banker 2+2 (a pair) = 4 draws a 3: Banker wins 7 to 6 with a three-card 7.
BANKER_THREE_CARD_7 = "KS 2H 6D 2C 3S"

SIDE_BET_SETS = {
    0: (),
    2: (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR),
    6: (BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR, BetSpot.DRAGON_7, BetSpot.PANDA_8, BetSpot.BIG,
        BetSpot.SMALL),
    11: SIDE_SPOTS,
}  # fmt: skip

# The longest lines the felt prints between the hands and the side-bet arc.
LONGEST_TEXTS = {
    "announcement": "Player wins 8 to 3 · Player Bonus pays $300.00 · Big pays $2.70 · Panda 8 pays $125.00",
    "explanation": "Player 5 draws · Banker 6 draws: Player's third card is 7 · Banker 6 stands",
    "notice": "Session loss limit of $1,000,000,000.00 reached: betting is stopped",
}


def bet(table: Table, spot: BetSpot, chip_cents: int, times: int = 1) -> None:
    table.scene.rack[chip_cents].click()
    for _ in range(times):
        table.scene.spots[spot].click()


def _area(item: Any) -> Any:
    return item.mapToScene(item.shape())


@pytest.mark.parametrize("count", sorted(SIDE_BET_SETS))
def test_every_offered_bet_has_one_area_and_none_overlap_at_any_height(qapp: Any, count: int) -> None:
    from baccarat_desktop.ui.felt.scene import FeltScene

    rules = TableRules(side_bets=SIDE_BET_SETS[count])
    scene = FeltScene(rules)
    assert set(scene.spots) == set(rules.offered) and len(scene.spots) == 3 + count
    assert set(scene.stacks) == set(rules.offered)
    fixtures = [scene.shoe, scene.tray, scene.plaque, *scene.rack.values(), *scene.buttons.values()]
    scene.show_bets({spot: [500] for spot in scene.spots})  # a chip on every area, which follows it
    for extra in (0.0, 120.0, 300.0, MAX_EXTRA):  # from a wide window to a 4:3 one
        scene.set_extra_height(extra)
        felt = scene.table_path()
        for spot, item in scene.spots.items():
            area = _area(item)
            assert felt.contains(area), f"{spot.label} leaves the felt at extra height {extra}"
            for fixture in fixtures:
                assert not area.intersects(fixture.sceneBoundingRect()), f"{spot.label} under {fixture}"
            for hand in Hand:
                assert not area.intersects(scene.card_box(hand)), f"{spot.label} in the {hand} box"
            # Its chips sit inside it.
            assert area.contains(scene.stacks[spot].pos())
        for a, b in combinations(scene.spots.values(), 2):
            assert not _area(a).intersects(_area(b)), f"{a.spot.label} overlaps {b.spot.label}"
        # The longest announcement, explanation and notice stay clear of every area.
        for name, text in LONGEST_TEXTS.items():
            item = getattr(scene, name)
            item.set_text(text)
            printed = item.mapRectToScene(item.text_rect())
            assert printed.width() > 0
            for spot, area_item in scene.spots.items():
                assert not _area(area_item).intersects(printed), f"the {name} runs into {spot.label}"


@pytest.mark.parametrize("count", [2, 6, 11])
def test_side_bet_areas_print_their_name_and_pay_line_at_one_readable_size(qapp: Any, count: int) -> None:
    from baccarat_desktop.ui.felt.scene import FeltScene

    rules = TableRules(side_bets=SIDE_BET_SETS[count])
    scene = FeltScene(rules)
    side = [item for item in scene.spots.values() if item.compact]
    assert {item.spot for item in side} == set(rules.side_bets)
    sizes = {item.text_size for item in side}
    assert len(sizes) == 1 and min(sizes) >= 16  # one size; at least 16 units even with all eleven
    for item in side:
        assert (item.title, item.payout) == (item.spot.bet.felt, item.spot.bet.pay_text(rules))
        lines = item.compact_lines()
        assert lines is not None, f"{item.spot.label}'s words do not fit its area"
        printed = " ".join(text for text, _font in lines)
        assert printed == f"{item.title} {item.payout.replace(' · ', ' ')}"  # every word, in order
    assert not any(item.compact for item in scene.spots.values() if item.spot not in SIDE_SPOTS)


def test_two_pairs_sit_over_their_hands_and_ez_bets_over_the_hands_they_pay_on(qapp: Any) -> None:
    from baccarat_desktop.ui.felt.scene import FeltScene

    def x(scene: Any, spot: BetSpot) -> float:
        return scene.spots[spot].mapToScene(scene.spots[spot].chip_anchor()).x()

    pairs = FeltScene(TableRules(side_bets=SIDE_BET_SETS[2]))
    assert abs(pairs.spots[BetSpot.PLAYER_PAIR].mid_angle - pairs.spots[BetSpot.PLAYER].mid_angle) < 0.5
    assert abs(pairs.spots[BetSpot.BANKER_PAIR].mid_angle - pairs.spots[BetSpot.BANKER].mid_angle) < 0.5
    ez = FeltScene(TableRules(variant=Variant.EZ, side_bets=USUAL_SIDE_BETS[Variant.EZ]))
    assert x(ez, BetSpot.PANDA_8) < 800 < x(ez, BetSpot.DRAGON_7)  # Panda 8 on Player's side


@pytest.mark.parametrize("variant", list(Variant))
def test_the_printed_rules_name_the_variant_from_the_catalogue(qapp: Any, variant: Variant) -> None:
    from baccarat_desktop.ui.felt.scene import FeltScene

    rules = TableRules(variant=variant, tie_pays=9)
    scene = FeltScene(rules)
    line = scene.rules_line()
    assert line.startswith(variant.label.upper())
    assert BetSpot.BANKER.bet.pay_text(rules) in line and BetSpot.TIE.bet.pay_text(rules) in line
    assert scene.spots[BetSpot.BANKER].payout == BetSpot.BANKER.bet.pay_text(rules)
    # The fee a table charges is printed with its rules (the multiplier's on every bet, Peek's on
    # Player and Banker): the felt once said nothing of it while the bankroll paid it.
    assert ("20% FEE" in line) == (variant.lit or variant.peek), line


def test_chips_on_a_side_bet_undo_win_rebet_and_double(make_table: Any) -> None:
    table = make_table(
        stacked(BANKER_THREE_CARD_7, PLAYER_NATURAL_9),
        variant=Variant.EZ,
        side_bets=USUAL_SIDE_BETS[Variant.EZ],
    )
    c, scene = table.controller, table.scene
    bet(table, BetSpot.DRAGON_7, 500, times=2)
    bet(table, BetSpot.BANKER, 2_500)
    assert c.bets == {BetSpot.DRAGON_7: 1_000, BetSpot.BANKER: 2_500}
    assert scene.stacks[BetSpot.DRAGON_7].amount_cents == 1_000 and scene.stacks[BetSpot.DRAGON_7].isVisible()
    scene.buttons["undo"].click()
    scene.buttons["undo"].click()
    assert c.bets == {BetSpot.DRAGON_7: 500}
    scene.spots[BetSpot.DRAGON_7].click(remove=True)
    assert c.bets == {}
    bet(table, BetSpot.DRAGON_7, 500)
    bet(table, BetSpot.BANKER, 2_500)
    result = c.deal()
    assert result is not None
    won = result.settlement.net_for(BetSpot.DRAGON_7)
    assert won > 0 and result.settlement.net_for(BetSpot.BANKER) == 0  # EZ: the three-card 7 pushes
    # The dealer names the side bet won, with what it paid.
    assert scene.announcement.text == f"Banker wins 7 to 6 · Dragon 7 pays {format_cents(won)}"
    # Every area whose bet won lights up: Dragon 7, not the pushed Banker, not Panda 8.
    lit = {spot for spot, item in scene.spots.items() if item.highlighted}
    assert lit == {BetSpot.DRAGON_7}
    stored = {b["spot"]: b["net_cents"] for b in table.rows("SELECT * FROM bets")}
    assert stored == {"dragon_7": won, "banker": 0}
    scene.buttons["rebet"].click()
    assert c.bets == {BetSpot.DRAGON_7: 500, BetSpot.BANKER: 2_500}
    assert scene.stacks[BetSpot.DRAGON_7].amount_cents == 500
    scene.buttons["double"].click()
    assert c.bets == {BetSpot.DRAGON_7: 1_000, BetSpot.BANKER: 5_000}


def test_winning_areas_light_up_by_the_catalogue_at_a_commission_table(make_table: Any) -> None:
    table = make_table(stacked(BANKER_THREE_CARD_7), side_bets=SIDE_SPOTS)
    table.window.deal()  # no bets: the felt still shows what won
    lit = {spot for spot, item in table.scene.spots.items() if item.highlighted}
    # Banker's 2-2 is a pair; five cards make Big.
    assert lit == {BetSpot.BANKER, BetSpot.DRAGON_7, BetSpot.BIG, BetSpot.BANKER_PAIR, BetSpot.EITHER_PAIR}
    assert table.scene.announcement.text == "Banker wins 7 to 6"  # nothing was bet


def test_a_refusal_on_a_side_bet_is_shown_beside_that_bet(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9), starting_bankroll_cents=2_000_000)
    scene = table.scene
    bet(table, BetSpot.PLAYER, 2_500)
    bet(table, BetSpot.PLAYER_PAIR, 50_000, times=2)  # the side-bet maximum is $500
    assert table.controller.bets == {BetSpot.PLAYER: 2_500, BetSpot.PLAYER_PAIR: 50_000}
    (bubble,) = scene.bubbles
    pair = scene.spots[BetSpot.PLAYER_PAIR]
    assert bubble.pos() == pair.mapToScene(pair.message_anchor())
    player = scene.spots[BetSpot.PLAYER]
    assert bubble.pos() != player.mapToScene(player.message_anchor())
    assert "Player Pair" in bubble.text
    assert scene.sceneRect().contains(bubble.mapRectToScene(bubble.box()))  # on the felt, not cut off


def test_a_refusal_at_the_deal_goes_beside_the_spot_it_names(
    make_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine's typed refusal says which bet it is about: a sentence that also names Player
    must still go to Player Pair (and a refusal about the bets as a whole to the middle)."""
    table = make_table(stacked(PLAYER_NATURAL_9))
    bet(table, BetSpot.PLAYER, 2_500)
    bet(table, BetSpot.PLAYER_PAIR, 500)
    refusal = BetRefused(BetSpot.PLAYER_PAIR, "player Pair is not taken with a Player bet today")
    session = table.controller.table.session  # the table's check before a deal (the bet slip asks it)
    monkeypatch.setattr(session, "check_bets", lambda bets: (_ for _ in ()).throw(refusal))
    table.window.deal()
    (bubble,) = table.scene.bubbles
    pair = table.scene.spots[BetSpot.PLAYER_PAIR]
    assert bubble.pos() == pair.mapToScene(pair.message_anchor())
    assert bubble.text == refusal.sentence
    whole = BetRefused(None, "bets of $30 are more than your bankroll of $10")
    monkeypatch.setattr(session, "check_bets", lambda bets: (_ for _ in ()).throw(whole))
    table.window.deal()
    (bubble,) = table.scene.bubbles
    deal = table.scene.buttons["deal"]  # above the Deal button pressed, not over the Tie spot
    assert bubble.pos() == deal.mapToScene(QPointF(deal.boundingRect().center().x(), -6))
    assert table.rows("SELECT count(*) AS n FROM hands")[0]["n"] == 0


def test_big_and_small_close_on_the_last_hand(make_table: Any) -> None:
    from baccarat_desktop.engine.cards import parse_cards
    from baccarat_desktop.engine.shoe import Shoe

    order = parse_cards(("4S 2H 5D 3C " * 9).split())  # Player naturals; cut card 14 from the end

    def factory() -> Shoe:
        return Shoe.from_order(order, cards_behind_cut=14)

    table = make_table(factory, side_bets=(BetSpot.BIG, BetSpot.SMALL, BetSpot.PLAYER_PAIR))
    c, scene = table.controller, table.scene
    bet(table, BetSpot.SMALL, 500)
    bet(table, BetSpot.PLAYER, 500)
    while not c.closed_spots():
        assert not scene.spots[BetSpot.BIG].closed
        assert c.deal() is not None
        if not c.closed_spots():
            c.rebet()
    assert c.closed_spots() == {BetSpot.BIG, BetSpot.SMALL}
    assert scene.spots[BetSpot.BIG].closed and scene.spots[BetSpot.SMALL].closed
    assert not scene.spots[BetSpot.PLAYER_PAIR].closed and not scene.spots[BetSpot.PLAYER].closed
    # A chip there is refused beside it, with the engine's reason.
    bet(table, BetSpot.BIG, 500)
    assert c.bets == {}
    (bubble,) = scene.bubbles
    big = scene.spots[BetSpot.BIG]
    assert bubble.pos() == big.mapToScene(big.message_anchor())
    assert "closed for the last hand" in bubble.text
    # Rebet puts back what can be bet and says why Small is left off.
    scene.buttons["rebet"].click()
    assert c.bets == {BetSpot.PLAYER: 500}
    assert "Small is closed" in scene.bubbles[0].text
    scene.buttons["double"].click()
    assert c.bets == {BetSpot.PLAYER: 1_000}
    assert c.deal() is not None  # the last hand; the next deal brings a new shoe
    assert c.shoe_finished and c.table.session.shoe_no == 1
    # Open again at once: the next hand is a new shoe's first.
    assert c.closed_spots() == set() and not scene.spots[BetSpot.BIG].closed
    bet(table, BetSpot.BIG, 500)
    assert c.deal() is not None and c.table.session.shoe_no == 2


def test_new_side_bets_reprint_the_felt_in_a_new_session(
    make_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.ui.dialogs import questions

    monkeypatch.setattr(questions.Confirm, "ask", classmethod(lambda cls, parent, title, text: True))
    table = make_table(stacked(PLAYER_NATURAL_9))
    assert set(table.scene.spots) == set(TableRules().offered)
    new = table.controller.settings.with_changes(variant=Variant.EZ, side_bets=(BetSpot.LUCKY_6,))
    table.window.apply_settings(new)
    assert set(table.scene.spots) == {BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE, BetSpot.LUCKY_6}
    assert table.scene.rules_line().startswith("EZ BACCARAT")
    bet(table, BetSpot.LUCKY_6, 500)
    assert table.controller.bets == {BetSpot.LUCKY_6: 500}
    assert table.controller.place_chip(BetSpot.PLAYER_PAIR) is False  # no longer offered: refused
    assert "does not offer Player Pair" in table.scene.bubbles[0].text
    assert table.controller.bets == {BetSpot.LUCKY_6: 500}
    assert table.controller.rebet() is False  # the old session's bets are not carried over


def test_the_settings_dialog_round_trips_the_variant_and_side_bets(qtbot: Any, tmp_path: Path) -> None:
    from baccarat_desktop.ui.dialogs.settings import SettingsDialog

    chosen = GameSettings(variant=Variant.EZ, side_bets=(BetSpot.LUCKY_6, BetSpot.DRAGON_7))
    dialog = SettingsDialog(chosen)
    qtbot.addWidget(dialog)
    assert dialog.settings() == chosen
    assert dialog.side_boxes[BetSpot.LUCKY_6].isChecked() and not dialog.side_boxes[BetSpot.BIG].isChecked()
    # The player's own choice survives a change of variant...
    dialog.variant.setCurrentIndex(list(Variant).index(Variant.COMMISSION))
    assert dialog.settings().side_bets == (BetSpot.DRAGON_7, BetSpot.LUCKY_6)
    assert dialog.settings().variant is Variant.COMMISSION
    # ...the usual set is a click away...
    dialog.usual.click()
    assert dialog.settings().side_bets == USUAL_SIDE_BETS[Variant.COMMISSION]
    # ...and an untouched usual set follows the variant.
    dialog.variant.setCurrentIndex(list(Variant).index(Variant.EZ))
    assert dialog.settings().side_bets == USUAL_SIDE_BETS[Variant.EZ]
    assert "Dragon 7" in dialog.usual_note.text() and "EZ Baccarat" in dialog.usual.text()
    dialog.variant.setCurrentIndex(list(Variant).index(Variant.NO_COMMISSION))
    assert dialog.settings().side_bets == USUAL_SIDE_BETS[Variant.NO_COMMISSION]
    for box in dialog.side_boxes.values():
        box.setChecked(False)
    dialog.tie_pays.setCurrentIndex(dialog.tie_pays.findData(9))
    got = dialog.settings()
    assert (got.variant, got.side_bets, got.tie_pays) == (Variant.NO_COMMISSION, (), 9)
    # Each choice prints its pay line from the catalogue.
    for i, variant in enumerate(Variant):
        assert BetSpot.BANKER.bet.pay_text(TableRules(variant=variant)).lower() in dialog.variant.itemText(i)
    assert dialog.side_boxes[BetSpot.PERFECT_PAIR].text().startswith("Perfect Pair")
    # Saved and read back, an empty choice included.
    for settings in (got, chosen):
        save_settings(settings_store(tmp_path), settings)
        assert load_settings(settings_store(tmp_path)) == settings


def test_the_rules_dialog_prices_every_bet_and_marks_the_tables_own(qtbot: Any) -> None:
    from baccarat_desktop.ui.dialogs.rules import RulesDialog

    rules = TableRules(decks=6, variant=Variant.EZ, side_bets=USUAL_SIDE_BETS[Variant.EZ])
    dialog = RulesDialog(rules)
    qtbot.addWidget(dialog)
    assert set(dialog.bet_rows) == set(BetSpot)
    odds = exact_odds(full_shoe_cards(6))
    for spot in BetSpot:
        shown = dialog.bet_lines(spot)
        expected = odds.line_probabilities(spot, rules)
        assert len(shown) == len(expected), spot
        for (when, pays, probability), (line, p) in zip(shown, expected, strict=True):
            assert pays == ("loses" if line is None else line.odds)
            assert when.lower() == ("otherwise" if line is None else line.event.lower())
            assert probability.startswith(f"{float(p):.4%}")
        assert dialog.house_edges[spot] == f"{float(odds.house_edge(spot, rules)):.3%}"
        assert dialog.payouts.item(dialog.bet_rows[spot], 0).text() == spot.label
    # The table's own bets come first, under their heading; the rest after the second heading.
    order = sorted(dialog.bet_rows, key=dialog.bet_rows.get)
    assert order[: len(rules.offered)] == list(rules.offered)
    second = dialog.bet_rows[order[len(rules.offered)]] - 1
    assert dialog.payouts.item(0, 0).text() == "At this table"
    assert dialog.payouts.item(second, 0).text().startswith("Not offered")
    # EZ Baccarat's Banker pushes on a three-card 7: the dialog shows that line.
    assert any(
        pays == "push" and "three-card 7" in when for when, pays, _p in dialog.bet_lines(BetSpot.BANKER)
    )


def test_screenshot_renders_a_chosen_table(qapp: Any, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    from baccarat_desktop import screenshots

    out = tmp_path / "felt.png"
    code = screenshots.screenshot(out, hands=2, size=(900, 560), data_dir=str(tmp_path / "d"), variant="ez",
                                  side_bets="dragon_7,panda_8,lucky_6")  # fmt: skip
    assert code == 0 and not QImage(str(out)).isNull()
    conn = sqlite3.connect(tmp_path / "d" / "profiles" / "default.sqlite3")
    try:
        (stored,) = conn.execute("SELECT rules FROM sessions").fetchone()
    finally:
        conn.close()
    rules = TableRules.from_dict(json.loads(stored))
    assert rules.variant is Variant.EZ
    assert rules.side_bets == (BetSpot.DRAGON_7, BetSpot.PANDA_8, BetSpot.LUCKY_6)
