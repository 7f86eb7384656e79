"""A multiplier table's hand in the hand history's detail (issue 30): its lit cards, named with their
multipliers and marked on the cards that matched them, and each bet's fee apart from its stake."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from baccarat_desktop.analytics.hands import HandDetail
from baccarat_desktop.engine.bets import BetSpot, Result
from baccarat_desktop.engine.cards import Card
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.multiplier import LitCard, parse_lit
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.verify import hand_coup
from baccarat_desktop.ui.history.detail import HandPanel
from baccarat_desktop.viewmodels.history_browser import hand_texts

# Player Q-9 (9, a natural), Banker K-5 (5): Player wins, its Queen of hearts lit at ×4.
LIT = "QH*4 2C*2"


@dataclass(frozen=True)
class _Bet:
    """A stored bet as the browser reads it, with the fee the multiplier table stores beside it."""

    spot: str
    amount_cents: int
    net_cents: int
    commission_cents: int
    fee_cents: int

    @property
    def label(self) -> str:
        return BetSpot(self.spot).label

    @property
    def result(self) -> Result:
        return Result.of(self.net_cents)

    @property
    def unreadable(self) -> tuple[()]:
        return ()


def _detail() -> HandDetail:
    bets = (_Bet("player", 2_500, 9_500, 0, 500), _Bet("tie", 500, -600, 0, 100))
    return HandDetail(
        1,
        1,
        1,
        1,
        3,
        "2026-11-28T08:00:00Z",
        hand_coup({"player_cards": "QH 9S", "banker_cards": "KD 5C"}),
        bets,  # type: ignore[arg-type]
        100_000,
        108_900,
        TableRules(variant=Variant.MULTIPLIER),
        parse_lit(LIT),
    )


def test_the_detail_shows_the_lit_cards_and_each_fee_apart(qtbot: Any) -> None:
    panel = HandPanel()
    qtbot.addWidget(panel)
    detail = _detail()
    texts = hand_texts(detail)
    assert texts.lit == (LitCard(Card.parse("QH"), 4), LitCard(Card.parse("2C"), 2))
    assert [bet.fee for bet in texts.bets] == ["fee $5.00", "fee $1.00"]
    panel.show_hand(detail, texts)
    assert not panel.lit.isHidden()
    lit = panel.lit.text()
    assert "Lit cards:" in lit and "×4" in lit and "×2" in lit and "Q<span" in lit  # red suits red
    assert panel.player_cards.tags() == ["×4", ""] and panel.banker_cards.tags() == ["", ""]
    bets = panel.bets.text()
    assert "<b>Player</b> $25.00 + fee $5.00:" in bets and "<b>Tie</b> $5.00 + fee $1.00:" in bets


def test_a_hand_without_lights_shows_neither(qtbot: Any) -> None:
    panel = HandPanel()
    qtbot.addWidget(panel)
    detail = HandDetail(
        1, 1, 1, 1, 3, "2026-11-28T08:00:00Z", hand_coup({"player_cards": "QH 9S", "banker_cards": "KD 5C"}),
        (), 100_000, 100_000, TableRules(),
    )  # fmt: skip
    panel.show_hand(detail, hand_texts(detail))
    assert panel.lit.isHidden() and panel.player_cards.tags() == ["", ""]
    assert "fee" not in panel.bets.text()


def test_a_hand_played_at_a_multiplier_table_reads_back_with_its_lights_and_fees(
    make_table: Any, qtbot: Any
) -> None:
    """The whole way: a hand dealt at a multiplier table, stored, read back for the detail."""
    from baccarat_desktop.analytics.hands import load_hand_detail

    from ..felt.test_lights import LIT, _bet_and_deal, _multiplier_table

    table = _multiplier_table(make_table)
    result = _bet_and_deal(table)
    table.scene.skip_animations()
    (row,) = table.rows("SELECT id FROM hands")
    detail = load_hand_detail(table.history, row["id"])
    assert detail.lit == result.lit == LIT
    texts = hand_texts(detail)
    assert [bet.fee for bet in texts.bets] == ["fee $5.00"]  # $25 on Player: a fifth beside it
    panel = HandPanel()
    qtbot.addWidget(panel)
    panel.show_hand(detail, texts)
    assert panel.player_cards.tags()[0] == f"×{LIT[0].multiplier}" and not panel.lit.isHidden()
