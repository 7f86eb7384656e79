"""The Rules dialog's Peek section: the table's rules, the coach's play and the exact return with
best play for each number of cards a table may show (engine/peek.py, docs/bets.md §The Peek table).

The returns take 0.2 to 0.5 s to work out (one walk of the shoe serves every ``peek_cards``), so
they come from a thread of their own, as every priced section's do (reading.PricedSection).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHeaderView, QTableWidgetItem, QWidget

from ...engine.catalogue import BetSpot, format_pays
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.odds import full_shoe_cards
from ...engine.peek import PEEK_SPOTS, PeekReturn, PeekRules, peek_returns
from ...engine.rules import PEEK_CARDS_CHOICES, TableRules
from .reading import FittedTable, PricedSection, bold, figure_cell, fit_rows, read_only

__all__ = ["PeekSection", "shown_words"]


def shown_words(cards: int) -> str:
    """Which cards a table that shows ``cards`` of them turns face up, in words."""
    if cards == 1:
        return _t("Peek", "Player's first card")
    return _t("Peek", "Player's first card and Banker's first card")


class PeekSection(PricedSection):
    """The Peek table in words and figures; ``edges``: the dialog's House edge cells of Player and
    Banker, filled with this table's edge (per unit paid, fee and raises counted) when it comes."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("Peek", "Cards shown"),
        QT_TRANSLATE_NOOP("Peek", "Bet"),
        QT_TRANSLATE_NOOP("Peek", "Coach triples"),
        QT_TRANSLATE_NOOP("Peek", "Net per $1 staked"),
        QT_TRANSLATE_NOOP("Peek", "Return per $1 paid"),
    )

    def __init__(
        self,
        rules: TableRules,
        parent: QWidget | None = None,
        edges: dict[BetSpot, QTableWidgetItem] | None = None,
    ) -> None:
        super().__init__(rules, _t("Peek", "The Peek table"), parent, edges)
        self.add_words(
            _t(
                "Peek",
                "A bet on Player or Banker costs a fee of 20% of its stake, paid beside it and kept "
                "whatever happens. Back one of them, not both. After the first four cards are dealt, "
                "this table turns {shown} face up; you then keep your bet, double it or triple it, with "
                "no fee on the raise, and the coup finishes by the usual drawing rules. Player pays "
                "{player} and Banker {banker}; a Tie pushes them. Tie is bet as at the Commission table, "
                "with no fee and no raise; there are no side bets.",
            ).format(
                shown=shown_words(rules.peek_cards),
                player=format_pays(BetSpot.PLAYER.bet.best_pays(rules)),
                banker=format_pays(BetSpot.BANKER.bet.best_pays(rules)),
            )
        )
        self.add_words(
            _t(
                "Peek",
                "The coach (What should I do? on the felt) works out exactly what one dollar in play is "
                "worth from the cards shown and the cards left in the shoe: triple when it is worth more "
                "than nothing, keep otherwise. Doubling is never best, and the fee, already paid, never "
                "changes the choice. From a full shoe, with one card shown: triple Player on a 6 to 9, "
                "Banker on a 0 to 5. With two: triple the hand whose first card is higher, keep when "
                "they are equal (between small cards the higher needs a margin).",
            )
        )
        rows = [(cards, spot) for cards in PEEK_CARDS_CHOICES for spot in PEEK_SPOTS]
        self.table = FittedTable(len(rows), len(self.COLUMNS))
        self.table.setAccessibleName(_t("Peek", "Peek table: what each bet returns with the coach's play"))
        self.table.setHorizontalHeaderLabels([_t("Peek", column) for column in self.COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.cells: dict[tuple[int, BetSpot], list[QTableWidgetItem]] = {}
        for row, (cards, spot) in enumerate(rows):
            this = cards == rules.peek_cards
            first = QTableWidgetItem(
                _t("Peek", "{cards} (this table)").format(cards=cards) if this else str(cards)
            )
            first.setToolTip(shown_words(cards))
            name = QTableWidgetItem(spot.bet.name)
            figures = [figure_cell(_t("Peek", "working out…")) for _ in range(3)]
            for column, item in enumerate((first, name, *figures)):
                self.table.setItem(row, column, bold(item) if this else item)
            self.cells[(cards, spot)] = figures
        read_only(self.table)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.body.addWidget(self.table)
        self.add_words(
            _t(
                "Peek",
                "Exact figures for the first hand of a full {decks}-deck shoe with the coach's play: the "
                "net is per dollar of the original stake, the fee included; the return is per dollar "
                "paid out on average (stake, fee and raises). A table that showed three or four cards "
                "would pay the player more than it takes, so tables show one or two.",
            ).format(decks=rules.decks)
        )
        self.returns: dict[int, dict[BetSpot, PeekReturn]] | None = None
        self.price(
            "rules-peek", _t("Peek", "Pricing the Peek table failed"), _t("Peek", "not worked out"), _price
        )

    def waiting(self) -> list[QTableWidgetItem]:
        return [item for figures in self.cells.values() for item in figures]

    def show_prices(self, answer: Any) -> None:
        """Each row's figures, the exact fraction in each tip."""
        self.returns = answer
        for (cards, spot), (triples, net, back) in self.cells.items():
            r = answer[cards][spot]
            triples.setText(f"{float(r.triples):.2%}")
            net.setText(f"{float(r.expected):+.3%}")
            net.setToolTip(
                _t("Peek", "Exactly {fraction} per dollar staked").format(fraction=str(r.expected))
            )
            back.setText(f"{float(r.per_outlay):.3%}")
            back.setToolTip(
                _t("Peek", "Exactly {fraction} of each dollar paid").format(fraction=str(r.per_outlay))
            )
            if cards == self.rules.peek_cards:
                self.fill_edge(spot, f"{float(1 - r.per_outlay):.3%}")

    def fit(self, row: int) -> None:
        """The table as tall as its rows (the dialog's page scrolls, never the table)."""
        fit_rows(self.table, row)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.fit_height()


def _price(decks: int) -> dict[int, dict[BetSpot, PeekReturn]]:
    """On the worker's thread: Player's and Banker's return for each ``peek_cards`` a table offers."""
    shoe = full_shoe_cards(decks)
    return {cards: peek_returns(shoe, PeekRules(cards)) for cards in PEEK_CARDS_CHOICES}
