"""The table's Odds panel: what the cards left are worth, in words a new player reads.

It renders an ``OddsView`` (viewmodels/odds.py) and decides nothing: the live panel follows an
``OddsModel``; the hand history shows one stored hand's view with the same ``OddsTable``.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QFont, QPainter, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ...engine.money import chip_text
from ...viewmodels.odds import STAKE_CENTS, OddsModel, OddsView
from ..look.palette import (
    BANKER_RED,
    FELT_DARK,
    GOLD,
    GOLD_DARK,
    IVORY,
    IVORY_DIM,
    OUTCOME_TEXT,
    PLAYER_BLUE,
    TIE_GREEN,
    blend,
    css,
)

__all__ = ["FAVOURABLE_MARK", "KIND", "OddsPanel", "OddsTable"]

FAVOURABLE_MARK = "★"  # beside a bet worth making now: never colour alone
KIND = Qt.ItemDataRole.UserRole  # a price's kind: "good" (worth making now), "dim" (never was) or None

_ROW_GOOD = blend(FELT_DARK, GOLD, 0.22)
_CHANCE_COLOURS = {"Banker": BANKER_RED, "Player": PLAYER_BLUE, "Tie": TIE_GREEN}
# The view's outcome names are keys; the words shown are these, translated where shown.
_CHANCE_NAMES = {
    "Banker": QT_TRANSLATE_NOOP("Odds", "Banker"),
    "Player": QT_TRANSLATE_NOOP("Odds", "Player"),
    "Tie": QT_TRANSLATE_NOOP("Odds", "Tie"),
}
_CHANCE_TIPS = {
    "Banker": QT_TRANSLATE_NOOP("Odds", "The chance that Banker wins the next hand"),
    "Player": QT_TRANSLATE_NOOP("Odds", "The chance that Player wins the next hand"),
    "Tie": QT_TRANSLATE_NOOP("Odds", "The chance that the next hand is a Tie"),
}


def _chance_name(name: str) -> str:
    return _t("Odds", _CHANCE_NAMES[name]) if name in _CHANCE_NAMES else name


_PANEL_STYLE = f"""
QWidget#OddsBody {{ background: {css(FELT_DARK)}; }}
QScrollArea {{ background: {css(FELT_DARK)}; border: none; }}
QLabel {{ color: {css(IVORY)}; }}
QLabel[role="header"] {{ color: {css(GOLD)}; font-weight: bold; }}
QLabel[role="dim"] {{ color: {css(IVORY_DIM)}; }}
"""

_TABLE_STYLE = f"""
QWidget#OddsTable {{ background: {css(FELT_DARK)}; }}
QLabel {{ color: {css(IVORY)}; }}
QLabel[role="explain"] {{ color: {css(GOLD)}; }}
QTableWidget#OddsPrices {{ background: {css(FELT_DARK)}; color: {css(IVORY)}; border: none;
    gridline-color: {css(FELT_DARK)}; outline: none; selection-background-color: transparent;
    selection-color: {css(IVORY)}; }}
QTableWidget#OddsPrices::item {{ padding: 1px 1px; border: none; }}
QTableWidget#OddsPrices::item:focus {{ border: 1px solid {css(GOLD)}; }}
QTableWidget#OddsPrices QHeaderView::section {{ background: {css(FELT_DARK)}; color: {css(GOLD)};
    font-weight: bold; border: none; border-bottom: 1px solid {css(GOLD_DARK)}; padding: 0px 4px 2px 4px; }}
"""
_INK = {"good": GOLD, "dim": IVORY_DIM}


class _Shaded(QStyledItemDelegate):
    """Paints a cell's own background (a favourable row's shading), which the panel's style sheet
    would otherwise leave out, under its words; the selected cell (the current one, for readers)
    looks like the others but for the focus frame (the view's own row panel under it is kept
    clear by the style sheet's transparent selection: it painted the cell in the system's blue)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        brush = index.data(Qt.ItemDataRole.BackgroundRole)
        if isinstance(brush, QBrush):
            painter.fillRect(option.rect, brush)
        plain = QStyleOptionViewItem(option)
        plain.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, plain, index)


class OddsTable(QWidget):
    """Banker / Player / Tie chances and one row per offered bet: its average result on $100 and
    (for the live shoe) how many of the shoe's hands it was worth making before."""

    def __init__(self, *, counts: bool = True, past: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OddsTable")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_TABLE_STYLE)
        self._counts = counts
        self._past = past  # a stored hand: its explanations are told in the past
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        # The chances: three pills in the panel; one wrapped line where the column is narrow.
        self.chance_labels: dict[str, QLabel] = {}
        self.chance_line = QLabel()
        self.chance_line.setWordWrap(True)
        self.chance_line.setTextFormat(Qt.TextFormat.RichText)
        if counts:
            chances = QHBoxLayout()
            chances.setSpacing(6)
            for name, colour in _CHANCE_COLOURS.items():
                label = QLabel()
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                label.setStyleSheet(
                    f"background: {css(colour)}; color: white; border-radius: 4px; padding: 3px 4px;"
                    " font-weight: bold;"
                )
                label.setToolTip(_t("Odds", _CHANCE_TIPS[name]))
                chances.addWidget(label, 1)
                self.chance_labels[name] = label
            layout.addLayout(chances)
            self.chance_line.setVisible(False)
        else:
            layout.addWidget(self.chance_line)
        self.prices = self._prices_table()
        layout.addWidget(self.prices)
        self.explanations = QLabel()
        self.explanations.setProperty("role", "explain")
        self.explanations.setWordWrap(True)
        layout.addWidget(self.explanations)
        self.rows: dict[str, tuple[QTableWidgetItem, ...]] = {}  # bet label -> its row's cells

    def _prices_table(self) -> QTableWidget:
        """The bets' prices as a real table (a screen reader moves by row and column, each value read
        with its column's title): no grid, no frame, as tall as its rows, reached by Tab, the arrows
        moving cell to cell."""
        table = QTableWidget(0, 0)
        table.setObjectName("OddsPrices")
        table.setAccessibleName(_t("Odds", "What each bet is worth"))
        table.verticalHeader().hide()
        table.verticalHeader().setMinimumSectionSize(1)  # rows as tall as their words (_fit_prices)
        table.setShowGrid(False)
        table.setFrameShape(QFrame.Shape.NoFrame)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # The current cell is the selected one: a reader (Orca) reads a focused table's selected cell.
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        table.setTabKeyNavigation(False)  # Tab goes on; the arrows move in the table
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click keeps the table's keys on the felt
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(False)
        table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        table.horizontalHeader().setHighlightSections(False)
        table.setItemDelegate(_Shaded(table))
        table.hide()  # until there are prices
        return table

    def show_view(self, view: OddsView | None) -> None:
        for name, label in self.chance_labels.items():
            label.setText("" if view is None else f"{_chance_name(name)} {dict(view.chances)[name]}")
            label.setVisible(view is not None)
        if not self.chance_labels:
            self.chance_line.setText(
                ""
                if view is None
                else " · ".join(
                    f'<b style="color:{css(OUTCOME_TEXT[name.lower()])}">{_chance_name(name)}</b>&nbsp;{text}'
                    for name, text in view.chances
                )
            )
            self.chance_line.setVisible(view is not None)
        self._show_prices(view)
        if view is None:
            self.explanations.setText("")
            self.explanations.setVisible(False)
            return
        lines = [
            _t("Odds", "{mark} {explanation}.").format(
                mark=FAVOURABLE_MARK, explanation=bet.explanation_then if self._past else bet.explanation
            )
            for bet in view.favourable
        ]
        self.explanations.setText("\n".join(lines))
        self.explanations.setVisible(bool(lines))

    def _fit_prices(self) -> None:
        """The prices' table as tall as its title and rows, at the type its style sets."""
        table = self.prices
        table.ensurePolished()
        table.horizontalHeader().ensurePolished()
        line = table.fontMetrics().height() + 4  # a line of words, its margins and a pixel between rows
        for row in range(table.rowCount()):
            table.setRowHeight(row, line)
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows + 2)

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the prices again once shown: the pane's style may have set their type larger."""
        super().showEvent(event)
        self._fit_prices()

    def _show_prices(self, view: OddsView | None) -> None:
        """Fill the prices' table: a row per bet under the columns' titles; a favourable row in gold on
        its shading, a count of none dim. A reader's place in the table is kept across a new hand."""
        table = self.prices
        here = table.currentIndex()
        self.rows = {}
        table.setRowCount(0)
        if view is None:
            table.hide()
            return
        # The multiplier table's bets cost their stake and a fee: each says what a dollar paid returns.
        value_title = _t("Multiplier", "Return") if view.lit else _t("Odds", "per {chip}")
        titles = [_t("Odds", "Bet"), value_title.format(chip=chip_text(STAKE_CENTS))]
        titles += [_t("Odds", "Positive before")] if self._counts else []
        table.setColumnCount(len(titles))
        for column, title in enumerate(titles):
            title_item = QTableWidgetItem(title)
            right = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft
            title_item.setTextAlignment(right | Qt.AlignmentFlag.AlignVCenter)
            table.setHorizontalHeaderItem(column, title_item)
        table.setRowCount(len(view.bets))
        # The chances (the pills above) said with the table, for a reader who comes in by Tab.
        table.setAccessibleDescription(
            ", ".join(f"{_chance_name(name)} {text}" for name, text in view.chances)
        )
        bold = QFont(table.font())
        bold.setBold(True)
        for row, bet in enumerate(view.bets):
            texts = [
                f"{FAVOURABLE_MARK} {bet.label}" if bet.favourable else f"   {bet.label}",
                bet.return_text if view.lit else bet.value_text,
            ]
            if self._counts:
                texts.append(bet.count_text)
            cells = []
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                kind = "good" if bet.favourable else "dim" if column == 2 and not bet.positive_hands else None
                item.setData(KIND, kind)
                item.setForeground(QBrush(_INK.get(kind or "", IVORY)))
                if bet.favourable:
                    item.setBackground(QBrush(_ROW_GOOD))
                    item.setFont(bold)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if bet.staked_cents:
                    item.setToolTip(bet.worth_text)
                table.setItem(row, column, item)
                cells.append(item)
            self.rows[bet.label] = tuple(cells)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(titles)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._fit_prices()
        # The current cell is selected (what a reader reads on coming in): where the reader was, or the first.
        row, column = (here.row(), here.column()) if here.isValid() else (0, 0)
        table.setCurrentCell(min(row, table.rowCount() - 1), min(column, len(titles) - 1))
        table.show()


class OddsPanel(QScrollArea):
    """The live panel beside the scoreboard; scrolls rather than clips when the window is small.

    Connects to its model when shown and disconnects when closed.
    """

    def __init__(self, model: OddsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setStyleSheet(_PANEL_STYLE)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The keyboard (F6) lands on the prices' table, not on this unnamed pane round it.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        body = QWidget()
        body.setObjectName("OddsBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.header = QLabel(model.header)
        self.header.setProperty("role", "header")
        self.header.setWordWrap(True)
        layout.addWidget(self.header)
        self.cards = QLabel()
        self.cards.setProperty("role", "dim")
        self.cards.setWordWrap(True)
        layout.addWidget(self.cards)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.table = OddsTable()
        layout.addWidget(self.table)
        self.note = QLabel()
        self.note.setProperty("role", "dim")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.setWidget(body)
        self.setMinimumWidth(240)
        model.changed.connect(self.refresh)
        self._connected = True
        self.refresh()

    grew = Signal()  # the prices' lines need more height than the panel has (the window refits it)

    @Slot()
    def refresh(self) -> None:
        view = self.model.view
        message = self.model.message
        self.header.setText(self.model.header)  # a table that lights cards says so
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.table.show_view(view)
        if view is None:
            self.cards.setText("")
            self.note.setText("")
            return
        hands = view.bets[0].hands if view.bets else 0
        self.cards.setText(
            _t("Odds", "{cards} (the burned and those behind the cut card included)").format(
                cards=view.cards_text
            )
        )
        note = _tn(
            "Odds",
            "Positive before: how many of this shoe's {hands} hand(s) (the next included) each bet was "
            "worth making before. Most never are; a few side bets can be, late in a shoe.",
            hands,
        ).format(hands=hands)
        if view.lit:
            note = (
                _t(
                    "Multiplier",
                    "Return: what each dollar paid out on a bet, its stake and its {fee}% fee, brings back "
                    "on average, with the lit cards priced in (the published weights of how many are lit "
                    "and what they multiply by). Below 100% the house keeps the rest.",
                ).format(fee=f"{float(view.fee) * 100:g}")
                + "\n"
                + note
            )
        self.note.setText(note)
        if self.isVisible() and self.useful_height(self.width()) > self.height() + 4:
            self.grew.emit()

    def useful_height(self, width: int) -> int:
        """The height the panel's lines need at ``width`` (word-wrapped), so the column gives it that
        and no more (docks.share_column). Before the first prices it counts the lines they will take
        (five bets' rows at the least); a favourable bet's explanation may scroll."""
        body = self.widget()
        layout = body.layout() if body is not None else None
        if layout is None:
            return self.sizeHint().height()
        shown = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else 0
        if self.table.explanations.isVisible():
            shown -= self.table.explanations.heightForWidth(width) + layout.spacing()
        line = self.fontMetrics().lineSpacing()
        expected = 14 * line + (max(5, len(self.table.rows)) + 1) * (line + 3) + 6 * layout.spacing()
        return max(shown, expected)

    def closeEvent(self, event: object) -> None:
        if self._connected:
            self._connected = False
            self.model.changed.disconnect(self.refresh)
        super().closeEvent(event)  # type: ignore[arg-type]
