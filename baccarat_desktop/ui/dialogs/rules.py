"""The Rules and payouts dialog: the table's rules, the Banker's drawing table and every bet's payout
with its exact house edge for the shoe the table deals."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QScrollArea,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import BetSpot
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.money import format_cents
from ...engine.multiplier import MULTIPLIER_SPOTS
from ...engine.odds import exact_odds, full_shoe_cards
from ...engine.peek import PEEK_SPOTS
from ...engine.rules import BANKER_DRAWS_ON, TableRules
from ..look.palette import DRAW_TINT, MUTED_INK, SECTION_TINT, STAND_TINT, dress_dialog, window_scale
from .forms import fit_to_screen, run_modal
from .multiplier_rules import MultiplierSection
from .peek_rules import PeekSection
from .reading import FittedTable, paragraph, read_only, section_heading


def _percent(p: float) -> str:
    """A probability as a table prints it; rare events also as '1 in N'."""
    text = f"{p:.4%}"
    return (
        _t("Rules", "{percent} (1 in {count})").format(percent=text, count=f"{1 / p:,.0f}")
        if 0 < p < 0.05
        else text
    )


class RulesDialog(QDialog):
    """The tableau cell by cell, then every bet of the catalogue: each pay line with its exact
    probability, and the bet's house edge, for this table's decks and variant (a full shoe,
    suits included). The bets this table offers come first."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("Rules", "Bet"),
        QT_TRANSLATE_NOOP("Rules", "Pays when"),
        QT_TRANSLATE_NOOP("Rules", "Pays"),
        QT_TRANSLATE_NOOP("Rules", "Probability"),
        QT_TRANSLATE_NOOP("Rules", "House edge"),
    )

    def __init__(self, rules: TableRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Rules", "Rules and payouts"))
        dress_dialog(self)
        scale = window_scale(parent)
        self.resize(round(940 * scale), round(760 * scale))
        outer = QVBoxLayout(self)
        # The page scrolls as a whole when the dialog is small; the two tables never scroll inside it.
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        page = QWidget()
        self.scroll_area.setWidget(page)
        outer.addWidget(self.scroll_area, 1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(6, 6, 14, 6)
        layout.setSpacing(10)

        layout.addWidget(section_heading(_t("Rules", "How a hand is dealt")))
        layout.addWidget(
            paragraph(
                _t(
                    "Rules",
                    "<b>Punto Banco</b>, {rules}. Cards count face value, aces 1, tens and court "
                    "cards 0; a hand's total is the last digit of its sum. Player and Banker get two "
                    "cards each (Player, Banker, Player, Banker). A two-card 8 or 9 is a <i>natural</i>: "
                    "both hands stand. Otherwise Player draws on 0–5 and stands on 6–7, and Banker acts "
                    "by the table below.",
                ).format(rules=rules.describe())
            )
        )

        self.tableau = FittedTable(8, 11)
        self.tableau.setAccessibleName(_t("Rules", "Banker's drawing rules"))
        self.tableau.setAccessibleDescription(
            _t("Rules", "Rows: Banker's total; columns: Player's third card or 'stood'")
        )
        self.tableau.setHorizontalHeaderLabels([str(v) for v in range(10)] + [_t("Rules", "Player stood")])
        self.tableau.setVerticalHeaderLabels(
            [_t("Rules", "Banker {total}").format(total=t) for t in range(8)]
        )
        for total in range(8):
            for value in range(11):
                draws = value in BANKER_DRAWS_ON[total] if value < 10 else total <= 5
                item = QTableWidgetItem(_t("Rules", "Draw") if draws else _t("Rules", "Stand"))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setBackground(DRAW_TINT if draws else STAND_TINT)
                self.tableau.setItem(total, value, item)
        read_only(self.tableau)
        header = self.tableau.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(10, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(
            paragraph(
                _t(
                    "Rules",
                    "Banker's action by Banker's total (rows) and the value of Player's third card "
                    "(columns):",
                )
            )
        )
        layout.addWidget(self.tableau)

        layout.addSpacing(6)
        layout.addWidget(section_heading(_t("Rules", "Bets")))
        layout.addWidget(
            paragraph(
                _t(
                    "Rules",
                    "What each pays and how often, exactly, for the first hand of a full {decks}-deck "
                    "shoe at this table ({variant}). Choose the side bets a table offers in Settings.",
                ).format(decks=rules.decks, variant=rules.variant.label)
            )
        )
        self.payouts = FittedTable(0, len(self.COLUMNS))
        self.payouts.setAccessibleName(_t("Rules", "Bets and payouts"))
        self.payouts.setAccessibleDescription(
            _t("Rules", "Each bet's pay lines with their probability and house edge")
        )
        self.payouts.setHorizontalHeaderLabels([_t("Rules", column) for column in self.COLUMNS])
        self.payouts.verticalHeader().setVisible(False)
        self.bet_rows: dict[BetSpot, int] = {}  # each bet's first row
        self.house_edges: dict[BetSpot, str] = {}
        self._fill(rules)
        read_only(self.payouts)
        self.payouts.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.payouts)
        self.multiplier: MultiplierSection | None = None
        if rules.variant.lit:  # the multiplier table: its weights, fee, pays and exact returns
            layout.addSpacing(6)
            self.multiplier = MultiplierSection(rules, self, self.house_edge_cells(rules))
            layout.addWidget(self.multiplier)
        self.peek: PeekSection | None = None
        if rules.variant.peek:
            layout.addSpacing(6)
            self.peek = PeekSection(rules, self, self.house_edge_cells(rules, PEEK_SPOTS))
            layout.addWidget(self.peek)

        layout.addSpacing(6)
        layout.addWidget(section_heading(_t("Rules", "Limits and the shoe")))
        layout.addWidget(
            paragraph(
                _t(
                    "Rules",
                    "Table limits: Player and Banker {table_min} to {table_max}; Tie and side bets "
                    "{side_min} to {side_max}. A bet that pushes returns the stake; a win pays the stake "
                    "times its payout, rounded down to the cent. The shoe is burned at the start (the first "
                    "card shown, that many more burned face down) and the cut card leaves about 15 cards: "
                    "when it comes out, one more hand is dealt, and Big and Small take no bets on it. Every "
                    "shoe's order is fixed by a seed whose SHA-256 is shown before the first card and "
                    "revealed at the end, so any shoe can be checked.",
                ).format(
                    table_min=format_cents(rules.min_bet_cents),
                    table_max=format_cents(rules.max_bet_cents),
                    side_min=format_cents(rules.side_min_cents),
                    side_max=format_cents(rules.side_max_cents),
                )
            )
        )
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        outer.addWidget(buttons)
        self.ensurePolished()  # the style sheet's fonts and paddings count in the sizes below
        self._fit_tables()

    def showEvent(self, event: QShowEvent) -> None:
        """Measure again once shown: the screen's fonts are final only then."""
        fit_to_screen(self)
        self._fit_tables()
        super().showEvent(event)

    def _fit_tables(self) -> None:
        """Both tables exactly as tall as their rows and at least as wide as their words, so neither
        needs a scroll bar of its own: the page around them scrolls when the dialog is small."""
        row = self.fontMetrics().height() + 10
        for table in (self.tableau, self.payouts):
            rows = table.verticalHeader()
            rows.setMinimumSectionSize(row)
            rows.setDefaultSectionSize(row)
            for r in range(table.rowCount()):
                table.setRowHeight(r, row)
        # The tableau: eleven columns wide enough for "Stand", the last for "Player stood".
        tableau = self.tableau
        cell = tableau.fontMetrics().horizontalAdvance(_t("Rules", "Stand")) + 18
        tableau.horizontalHeader().setMinimumSectionSize(cell)
        side = tableau.verticalHeader().sizeHint().width()
        stood = tableau.horizontalHeader().sectionSizeFromContents(10).width()
        tableau.setMinimumWidth(side + 10 * cell + max(cell, stood) + 2 * tableau.frameWidth() + 2)
        # The payouts: every column as wide as its longest text; "Pays when" takes what is left.
        payouts = self.payouts
        payouts.resizeColumnsToContents()
        bold = QFont(payouts.font())
        bold.setBold(True)
        names = max(QFontMetrics(bold).horizontalAdvance(spot.bet.name) for spot in BetSpot)
        payouts.setColumnWidth(0, max(payouts.columnWidth(0), names + 24))  # spans are not measured
        widths = [payouts.columnWidth(c) + 8 for c in range(payouts.columnCount())]
        for c, width in enumerate(widths):
            payouts.setColumnWidth(c, width)
        # "Pays when" wraps rather than widening the page past the window; the rest keep their words.
        widths[1] = min(widths[1], payouts.fontMetrics().horizontalAdvance("x" * 28))
        payouts.setMinimumWidth(sum(widths) + 2 * payouts.frameWidth() + 2)
        self.tableau.fit_height()
        self.payouts.fit_height()
        if self.multiplier is not None:
            self.multiplier.fit(row)
        if self.peek is not None:
            self.peek.fit(row)

    def _fill(self, rules: TableRules) -> None:
        odds = exact_odds(full_shoe_cards(rules.decks))
        offered = [spot for spot in BetSpot if rules.offers(spot)]
        others = [spot for spot in BetSpot if not rules.offers(spot)]
        sections = [
            (_t("Rules", "At this table"), offered),
            (_t("Rules", "Not offered at this table (Settings, side bets)"), others),
        ]
        grey = MUTED_INK
        for title, spots in sections:
            if not spots:
                continue
            row = self.payouts.rowCount()
            self.payouts.insertRow(row)
            heading = QTableWidgetItem(title)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            heading.setBackground(SECTION_TINT)
            self.payouts.setItem(row, 0, heading)
            self.payouts.setSpan(row, 0, 1, len(self.COLUMNS))
            for spot in spots:
                bet = spot.bet
                lines = odds.line_probabilities(spot, rules)
                first = self.payouts.rowCount()
                self.bet_rows[spot] = first
                edge = f"{float(odds.house_edge(spot, rules)):.3%}"
                self.house_edges[spot] = edge
                for line, probability in lines:
                    row = self.payouts.rowCount()
                    self.payouts.insertRow(row)
                    if line is None:
                        cells = [
                            "",
                            _t("Rules", "Otherwise"),
                            _t("Rules", "loses"),
                            _percent(float(probability)),
                            "",
                        ]
                    else:
                        event = line.event[:1].upper() + line.event[1:]
                        cells = ["", event, line.odds, _percent(float(probability)), ""]
                    for column, text in enumerate(cells):
                        item = QTableWidgetItem(text)
                        if column >= 3:
                            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                        if line is None or not rules.offers(spot):
                            item.setForeground(grey)
                        self.payouts.setItem(row, column, item)
                name = QTableWidgetItem(bet.name)
                font = name.font()
                font.setBold(True)
                name.setFont(font)
                name.setToolTip(
                    _t("Rules", "{bet} wins when {condition}.").format(bet=bet.name, condition=bet.wins_when)
                )
                name.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if not rules.offers(spot):
                    name.setForeground(grey)
                self.payouts.setItem(first, 0, name)
                edge_item = QTableWidgetItem(edge)
                edge_item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.payouts.setItem(first, 4, edge_item)
                self.payouts.setSpan(first, 0, len(lines), 1)
                self.payouts.setSpan(first, 4, len(lines), 1)

    def bet_lines(self, spot: BetSpot) -> list[tuple[str, str, str]]:
        """(when, pays, probability) as shown for a bet's lines, 'Otherwise' last (tests, checks)."""
        first = self.bet_rows[spot]
        out = []
        for row in range(first, self.payouts.rowCount()):
            name = self.payouts.item(row, 0)
            if row > first and name is not None and name.text():
                break
            when, pays, probability = (self._cell_text(row, c) for c in (1, 2, 3))
            out.append((when, pays, probability))
            if when == _t("Rules", "Otherwise"):
                break
        return out

    def _cell_text(self, row: int, column: int) -> str:
        item = self.payouts.item(row, column)
        assert item is not None  # _fill sets every cell of a bet's lines
        return item.text()

    def house_edge_cells(
        self, rules: TableRules, spots: tuple[BetSpot, ...] = MULTIPLIER_SPOTS
    ) -> dict[BetSpot, QTableWidgetItem]:
        """The House edge cells of the multiplier table's bets (or the Peek table's ``spots``): their
        edge counts the fee and the lit cards (the raise), so the section fills them once it has
        priced them ("…" till then)."""
        cells = {}
        for spot in spots:
            if spot in self.bet_rows and rules.offers(spot):
                item = self.payouts.item(self.bet_rows[spot], 4)
                if item is not None:
                    item.setText("…")
                    cells[spot] = item
        return cells

    @classmethod
    def ask(cls, parent: QWidget | None, rules: TableRules) -> None:
        run_modal(cls(rules, parent))
