"""The Rules dialog's multiplier section: the published weights (how many cards are lit, what each
multiplies by), the fee, each bet's base and best pay, and its exact return per unit paid (stake and
fee) for a full shoe of the table's decks (engine/multiplier.py, docs/bets.md).

The returns take a second or two to work out (``multiplier_prices``, cached after), so they come
from a thread of their own, as every priced section's do (reading.PricedSection)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidgetItem, QWidget

from ...engine.catalogue import BetSpot, format_pays
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.multiplier import (
    FEE,
    MULTIPLIER_SPOTS,
    WEIGHTS,
    MultiplierPrice,
    base_pays,
    best_pays,
    multiplier_prices,
)
from ...engine.odds import full_shoe_cards
from ...engine.rules import TableRules
from .reading import FittedTable, PricedSection, bold, figure_cell, fit_rows, read_only

__all__ = ["MultiplierSection"]


def _share(p: Fraction) -> str:
    """A share as a whole percent when it is one, else to two places."""
    return f"{float(p):.0%}" if (p * 100).denominator == 1 else f"{float(p):.2%}"


class MultiplierSection(PricedSection):
    """The multiplier table's rules in figures; its bets' returns and house edges once priced."""

    BET_COLUMNS = (
        QT_TRANSLATE_NOOP("Rules", "Bet"),
        QT_TRANSLATE_NOOP("Rules", "Fee"),
        QT_TRANSLATE_NOOP("Rules", "Base pay"),
        QT_TRANSLATE_NOOP("Rules", "Best pay"),
        QT_TRANSLATE_NOOP("Rules", "Return per $1 paid"),
        QT_TRANSLATE_NOOP("Rules", "House edge"),
    )

    def __init__(
        self,
        rules: TableRules,
        parent: QWidget | None = None,
        edges: dict[BetSpot, QTableWidgetItem] | None = None,
    ) -> None:
        """``edges``: the House edge cells of these bets in the dialog's bets table, filled too."""
        super().__init__(rules, _t("Multiplier", "The multiplier table"), parent, edges)
        fee = _share(FEE)
        self.add_words(
            _t(
                "Multiplier",
                "Every bet costs a fee of {fee} of its stake, paid beside it and kept on a push. When "
                "betting closes and before the first card, 1 to 5 cards (rank and suit, drawn from a "
                "virtual 52-card deck) are lit, each with a multiplier. A winning Player or Banker bet "
                "pays its base payout times the multipliers of the lit cards in its hand (two copies of a "
                "lit card both count); Tie pays its base times those of every lit card in both hands; a "
                "pair its base times those of the pair's two cards. Our weights are published here, so "
                "every bet's value is known exactly:",
            ).format(fee=fee)
        )
        self.counts = self._weights_table(
            _t("Multiplier", "Cards lit"),
            [(str(k), WEIGHTS.p_lit(k)) for k, _w in WEIGHTS.lit_counts],
            _t("Multiplier", "How many cards are lit"),
        )
        self.factors = self._weights_table(
            _t("Multiplier", "Multiplier"),
            [(f"×{m}", WEIGHTS.p_multiplier(m)) for m, _w in WEIGHTS.multipliers],
            _t("Multiplier", "What each lit card multiplies by"),
        )
        self.body.addWidget(self.counts)
        self.body.addWidget(self.factors)
        self.bets = FittedTable(len(MULTIPLIER_SPOTS), len(self.BET_COLUMNS))
        self.bets.setAccessibleName(_t("Multiplier", "Multiplier table: what each bet returns"))
        self.bets.setAccessibleDescription(
            _t("Multiplier", "Each bet's fee, base and best pay, and its exact return per dollar paid")
        )
        self.bets.setHorizontalHeaderLabels([_t("Rules", column) for column in self.BET_COLUMNS])
        self.bets.verticalHeader().setVisible(False)
        self.returns: dict[BetSpot, QTableWidgetItem] = {}
        self._own_edges: dict[BetSpot, QTableWidgetItem] = {}
        for row, spot in enumerate(MULTIPLIER_SPOTS):
            cells = [
                bold(QTableWidgetItem(spot.bet.name)),
                figure_cell(fee),
                figure_cell(format_pays(base_pays(spot))),
                figure_cell(format_pays(best_pays(spot))),
                figure_cell(_t("Multiplier", "working out…")),
                figure_cell("…"),
            ]
            for column, item in enumerate(cells):
                self.bets.setItem(row, column, item)
            self.returns[spot] = cells[4]
            self._own_edges[spot] = cells[5]
        read_only(self.bets)
        self.bets.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.body.addWidget(self.bets)
        self.add_words(
            _t(
                "Multiplier",
                "Returns are for the first hand of a full {decks}-deck shoe, per $1 paid out (the stake "
                "and its fee); the house edge is what a dollar paid loses on average. The best pay is "
                "every card the bet reads lit at ×{top}.",
            ).format(decks=rules.decks, top=max(m for m, _w in WEIGHTS.multipliers))
        )
        self.prices: dict[BetSpot, MultiplierPrice] | None = None
        self.price(
            "rules-multiplier",
            _t("Multiplier", "Pricing the multiplier table failed"),
            _t("Multiplier", "not worked out"),
            _price,
        )

    def _weights_table(self, label: str, entries: list[tuple[str, Fraction]], name: str) -> FittedTable:
        table = FittedTable(1, len(entries))
        table.setAccessibleName(name)
        table.setHorizontalHeaderLabels([text for text, _p in entries])
        table.setVerticalHeaderLabels([label])
        for column, (_text, p) in enumerate(entries):
            item = QTableWidgetItem(_share(p))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(0, column, item)
        read_only(table)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return table

    def waiting(self) -> list[QTableWidgetItem]:
        return list(self.returns.values())

    def show_prices(self, answer: Any) -> None:
        """Each bet's return and house edge, the exact fraction in its tip."""
        self.prices = answer
        for spot, price in answer.items():
            back = price.per_outlay
            self.returns[spot].setText(f"{float(back):.4%}")
            self.returns[spot].setToolTip(
                _t("Multiplier", "Exactly {fraction} of each dollar paid").format(fraction=str(back))
            )
            edge = f"{float(1 - back):.3%}"
            self._own_edges[spot].setText(edge)
            self.fill_edge(spot, edge)

    def fit(self, row: int) -> None:
        """Every table as tall as its rows (the dialog's page scrolls, never a table)."""
        for table in (self.counts, self.factors, self.bets):
            fit_rows(table, row)
            if table is self.bets:  # the figures as wide as they need, the names take the rest
                table.resizeColumnsToContents()
                table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            table.fit_height()


def _price(decks: int) -> dict[BetSpot, MultiplierPrice]:
    """On the worker's thread: every multiplier bet priced for a full shoe of ``decks`` decks."""
    return multiplier_prices(full_shoe_cards(decks))
