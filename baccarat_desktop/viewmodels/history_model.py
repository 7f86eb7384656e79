"""The hand history as a Qt table model that loads a page at a time.

A million stored hands must open instantly, so the model never asks for them all: it starts
with one page (``rowCount`` is the number of rows loaded so far), and views ask for the next
page through ``canFetchMore``/``fetchMore`` as they scroll. Filters and sorting are SQL
(``WHERE`` and ``ORDER BY`` in ``storage.browser_reads``); changing either starts again from page one.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont

from .. import colours
from ..analytics.hands import (
    BetLine,
    HandDetail,
    HandFilter,
    HandRow,
    SortKey,
    Source,
    StoredCents,
    Unreadable,
    fetch_page,
    latest_hand_id,
    load_hand_detail,
    short_label,
    short_labels,
)
from ..engine.bets import BetSpot
from ..engine.cards import faces_from_codes
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.money import format_cents, signed_cents
from ..storage.history import History
from ..storage.stamps import local_time

__all__ = [
    "BETS_COLUMN",
    "CARD_COLUMNS",
    "COLUMNS",
    "MONEY_COLUMNS",
    "UNREADABLE_NOTE",
    "HandHistoryModel",
    "amount_text",
    "bet_outcome",
    "bets_header_tip",
    "column_title",
    "unreadable_note",
]

Index = QModelIndex | QPersistentModelIndex

# (header, tooltip, sort key or None when the column cannot be sorted), in English: shown through
# _t("History", ...) (headerData, column_title).
COLUMNS: tuple[tuple[str, str, SortKey | None], ...] = (
    ("#", QT_TRANSLATE_NOOP("History", "Hand number in the whole history"), SortKey.ID),
    (
        QT_TRANSLATE_NOOP("History", "Session"),
        QT_TRANSLATE_NOOP("History", "Session number"),
        SortKey.SESSION,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Shoe"),
        QT_TRANSLATE_NOOP("History", "Shoe number within its session"),
        SortKey.SHOE,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Hand"),
        QT_TRANSLATE_NOOP("History", "Hand number within its shoe"),
        SortKey.HAND_NO,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Time"),
        QT_TRANSLATE_NOOP("History", "When the hand was dealt (your time zone)"),
        SortKey.TIME,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Player"),
        QT_TRANSLATE_NOOP("History", "Player's cards (sorting puts three-card hands together)"),
        SortKey.PLAYER_CARDS,
    ),
    (QT_TRANSLATE_NOOP("History", "P"), QT_TRANSLATE_NOOP("History", "Player's total"), SortKey.PLAYER_TOTAL),
    (
        QT_TRANSLATE_NOOP("History", "Banker"),
        QT_TRANSLATE_NOOP("History", "Banker's cards (sorting puts three-card hands together)"),
        SortKey.BANKER_CARDS,
    ),
    (QT_TRANSLATE_NOOP("History", "B"), QT_TRANSLATE_NOOP("History", "Banker's total"), SortKey.BANKER_TOTAL),
    (
        QT_TRANSLATE_NOOP("History", "Winner"),
        QT_TRANSLATE_NOOP("History", "Who won, and any pairs (PP: Player Pair, BP: Banker Pair)"),
        SortKey.WINNER,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Bets"),
        QT_TRANSLATE_NOOP("History", "Stakes on each bet (not sortable: sort by Net instead)"),
        None,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Net"),
        QT_TRANSLATE_NOOP("History", "What the hand's bets won or lost"),
        SortKey.NET,
    ),
    (
        QT_TRANSLATE_NOOP("History", "Bankroll"),
        QT_TRANSLATE_NOOP("History", "Bankroll after the hand"),
        SortKey.BANKROLL,
    ),
)
SORTABLE = frozenset(i for i, column in enumerate(COLUMNS) if column[2] is not None)
BETS_COLUMN = next(i for i, column in enumerate(COLUMNS) if column[0] == "Bets")

_WINNERS = {
    "banker": QT_TRANSLATE_NOOP("History", "Banker"),
    "player": QT_TRANSLATE_NOOP("History", "Player"),
    "tie": QT_TRANSLATE_NOOP("History", "Tie"),
}
_PAIRS = (QT_TRANSLATE_NOOP("History", "PP"), QT_TRANSLATE_NOOP("History", "BP"))  # Player Pair, Banker Pair
_WINNER_COLOURS = {
    "banker": QColor(*colours.BANKER_RED),
    "player": QColor(*colours.PLAYER_BLUE),
    "tie": QColor(*colours.TIE_GREEN),
}
_GAIN, _LOSS = QColor(*colours.GAIN_INK), QColor(*colours.LOSS_INK)
# The brushes a cell's ink is given in, made once when first asked rather than for every cell a view
# paints (the view asks each visible cell again at every repaint; a QBrush made from Python costs its
# overload's look-up each time).
_BRUSHES: dict[str, QBrush] = {}
_ITEM_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
_NUMERIC = {0, 1, 2, 3, 11, 12}
MONEY_COLUMNS = (11, 12)  # right-aligned in tabular figures, so amounts line up on the decimal point
CARD_COLUMNS = (5, 7)
_CENTRED = {6, 8}
# The roles ``data`` answers; a view asks each cell for about seven (decoration, background, check
# state too), and those it never answers return before the row is looked at.
_SERVED_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.UserRole,
    )
)


# Why an amount shows as the file holds it rather than as money (shown through _t("History", ...)).
UNREADABLE_NOTE = QT_TRANSLATE_NOOP(
    "History",
    "This hand holds an amount that is not a whole number of cents ({values}), shown as the file "
    "stores it: the history was changed outside the game. 'baccarat-desktop verify' names every such "
    "hand.",
)
_UNREADABLE_INK = QColor(*colours.GOLD_EDGE)  # amber on the ivory rows: a value to look at twice


def amount_text(value: StoredCents, *, signed: bool = False) -> str:
    """An amount as the browser shows it: money, or (``Unreadable``) what the file holds, as stored."""
    if isinstance(value, Unreadable):
        return value.stored
    return signed_cents(value) if signed else format_cents(value)


def unreadable_note(values: tuple[Unreadable, ...]) -> str:
    """Why the hand's odd amounts show as stored ("" when every amount is whole cents)."""
    if not values:
        return ""
    return _t("History", UNREADABLE_NOTE).format(values=", ".join(dict.fromkeys(v.stored for v in values)))


def _cards_text(codes: str) -> str:
    """'KS TD 7S' -> 'K♠ 10♦ 7♠': cards as on their faces (the view paints red suits red)."""
    return faces_from_codes(codes)


def column_title(column: int) -> str:
    """A column's title as shown (in the interface's language)."""
    return _t("History", COLUMNS[column][0])


def _bets_text(row: HandRow) -> str:
    return " ".join(_bet_text(b) for b in row.bets)


def _bet_text(bet: BetLine) -> str:
    """ "B $10.00"; a stake stored as something else as it is ("T 'ten'"), and a "?" after a stake
    whose net or commission is not whole cents (the tooltip shows them)."""
    text = f"{short_label(bet.spot)} {amount_text(bet.amount_cents)}"
    return f"{text} ?" if bet.unreadable and not isinstance(bet.amount_cents, Unreadable) else text


def bets_header_tip() -> str:
    """The Bets column's tooltip: what each short name stands for, from the catalogue."""
    names = [
        f"{short} = {BetSpot(key).label}"
        for key, short in short_labels().items()
        if short != BetSpot(key).label
    ]
    return _t("History", "{tip}. {names}; other bets by their whole name").format(
        tip=_t("History", COLUMNS[BETS_COLUMN][1]), names=", ".join(names)
    )


def _winner_text(row: HandRow) -> str:
    text = _t("History", _WINNERS[row.winner]) if row.winner in _WINNERS else row.winner.title()
    pairs = [
        _t("History", name)
        for name, flag in zip(_PAIRS, (row.player_pair, row.banker_pair), strict=True)
        if flag
    ]
    return f"{text} · {' · '.join(pairs)}" if pairs else text


def _result_word(bet: BetLine) -> str:
    """ "won", "lost", "push"; "net" when the bet's net is not whole cents (no result to read)."""
    return bet.result.label.lower() if bet.result is not None else _t("History", "net")


def bet_outcome(bet: BetLine) -> str:
    """What a bet did: "won +$9.50"; "net inf" when its net is not whole cents."""
    return f"{_result_word(bet)} {amount_text(bet.net_cents, signed=True)}"


def _bet_tip(bet: BetLine) -> str:
    """One bet of a row's Bets tooltip: "Banker: $10.00, won +$9.50 (commission $0.50)"."""
    amount, net = amount_text(bet.amount_cents), amount_text(bet.net_cents, signed=True)
    if bet.commission_cents:
        return _t("History", "{bet}: {amount}, {result} {net} (commission {commission})").format(
            bet=bet.label,
            amount=amount,
            result=_result_word(bet),
            net=net,
            commission=amount_text(bet.commission_cents),
        )
    return _t("History", "{bet}: {amount}, {result} {net}").format(
        bet=bet.label, amount=amount, result=_result_word(bet), net=net
    )


def _brush(name: str, colour: QColor) -> QBrush:
    """The one brush of ``colour`` (named ``name``), made on first use."""
    brush = _BRUSHES.get(name)
    if brush is None:
        brush = _BRUSHES[name] = QBrush(colour)
    return brush


def _tabular_font() -> QFont:
    """The default font with tabular (equal-width) figures: right-aligned amounts that always carry
    cents then line up on their decimal points."""
    font = QFont()
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


class HandHistoryModel(QAbstractTableModel):
    """Stored hands, newest first by default, loaded ``page_size`` rows at a time.

    Signals:
        loading_finished: every matching hand is loaded (no more pages).
    """

    loading_finished = Signal()

    def __init__(self, history: History, parent: Any = None, *, page_size: int = 200) -> None:
        super().__init__(parent)
        if page_size < 1:
            raise ValueError("a page holds at least one hand")
        self._history = history
        self._page_size = page_size
        self._filter = HandFilter()
        self._sort_column = 0
        self._descending = True
        self._rows: list[HandRow] = []
        self._exhausted = False
        self._newest_seen = 0
        self._changing = False  # inside a reset or an insert, signals included
        self._reload()

    # -- what is shown ----------------------------------------------------------------------
    @property
    def hand_filter(self) -> HandFilter:
        return self._filter

    @property
    def page_size(self) -> int:
        return self._page_size

    @property
    def sort_column(self) -> int:
        return self._sort_column

    @property
    def descending(self) -> bool:
        return self._descending

    @property
    def fully_loaded(self) -> bool:
        return self._exhausted

    def set_filter(self, flt: HandFilter) -> None:
        """Show only the hands ``flt`` selects, from the first page."""
        if flt != self._filter:
            self._filter = flt
            self._reload()

    def hand(self, row: int) -> HandRow:
        return self._rows[row]

    def detail(self, row: int) -> HandDetail | None:
        """The hand on ``row`` re-dealt from its cards, with its bets and its session's rules; None
        for a tracked hand (seen at a real table: no bets, maybe no cards, nothing to replay)."""
        if self._filter.source is Source.TRACKED:
            return None
        return load_hand_detail(self._history, self._rows[row].id)

    # -- loading ------------------------------------------------------------------------------
    def _sort_key(self) -> SortKey:
        key = COLUMNS[self._sort_column][2]
        assert key is not None
        return key

    def _page(self, after: tuple[Any, int] | None) -> list[HandRow]:
        return fetch_page(
            self._history,
            self._filter,
            self._sort_key(),
            descending=self._descending,
            after=after,
            limit=self._page_size,
        )

    def _reload(self) -> None:
        self._changing = True
        try:
            self.beginResetModel()
            self._newest_seen = latest_hand_id(self._history)
            self._rows = self._page(None)
            self._exhausted = len(self._rows) < self._page_size
            self.endResetModel()
        finally:
            self._changing = False
        if self._exhausted:
            self.loading_finished.emit()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 - Qt's own default
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        """The next page. A call made while rows are being inserted or reset (from a slot connected
        to those signals) is ignored rather than nesting one change inside another; ``canFetchMore``
        still says there is more, so the next ask gets it."""
        if parent.isValid() or self._exhausted or self._changing:
            return
        last = self._rows[-1] if self._rows else None
        page = self._page((last.sort_value, last.id) if last else None)
        if len(page) < self._page_size:
            self._exhausted = True
        if page:
            first = len(self._rows)
            self._changing = True
            try:
                self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
                self._rows.extend(page)
                self.endInsertRows()
            finally:
                self._changing = False
        if self._exhausted:
            self.loading_finished.emit()

    def refresh(self) -> int:
        """Pick up hands stored since the last look; returns how many rows were added.

        Newest-first by number (the default) puts them on top; oldest-first lets the next page
        reach them. Other orders show them when the sort or filter next changes, so rows never
        jump under the reader's eyes.
        """
        newest = latest_hand_id(self._history)
        if newest <= self._newest_seen:
            return 0
        added = 0
        if newest - self._newest_seen > 10 * self._page_size:
            self._reload()  # a flood of hands (e.g. autoplay): simply start again from the top
            return len(self._rows)
        if self._sort_key() is SortKey.ID and self._descending:
            fresh = fetch_page(
                self._history,
                self._filter,
                SortKey.ID,
                descending=True,
                limit=newest - self._newest_seen,
                newer_than=self._newest_seen,
            )
            if fresh:
                self._changing = True
                try:
                    self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
                    self._rows[:0] = fresh
                    self.endInsertRows()
                finally:
                    self._changing = False
                added = len(fresh)
        elif self._sort_key() is SortKey.ID and self._exhausted:
            self._exhausted = False
            before = len(self._rows)
            self.fetchMore()
            added = len(self._rows) - before
        self._newest_seen = newest
        return added

    # -- Qt model interface ---------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return column_title(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return bets_header_tip() if section == BETS_COLUMN else _t("History", COLUMNS[section][1])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _ITEM_FLAGS

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _SERVED_ROLES or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 12 and self._filter.source is Source.TRACKED:
                return "—"  # seen at a real table: no bankroll
            return self._display(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in _NUMERIC:
                return _RIGHT
            return _CENTRE if column in _CENTRED else None
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == 9:
                return _brush(row.winner, _WINNER_COLOURS[row.winner])
            if self._unreadable(row, column):
                return _brush("unreadable", _UNREADABLE_INK)
            net = row.net_cents
            if column == 11 and row.bets and isinstance(net, int) and net:
                return _brush("gain", _GAIN) if net > 0 else _brush("loss", _LOSS)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == 4:
                return local_time(row.played_at)
            note = unreadable_note(row.unreadable) if column in (10, *MONEY_COLUMNS) else ""
            if column == 10 and row.bets:
                return "\n".join([*(_bet_tip(b) for b in row.bets), *([note] if note else [])])
            return note or None
        if role == Qt.ItemDataRole.FontRole and column in MONEY_COLUMNS:
            return _tabular_font()
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None

    @staticmethod
    def _display(row: HandRow, column: int) -> str:
        if column == 0:
            return f"{row.id:,}"
        if column == 1:
            return str(row.session_id)
        if column == 2:
            return str(row.shoe_no)
        if column == 3:
            return str(row.hand_no)
        if column == 4:
            return local_time(row.played_at, seconds=False)
        if column == 5:
            return _cards_text(row.player_cards)
        if column == 6:
            return "" if row.player_total is None else str(row.player_total)
        if column == 7:
            return _cards_text(row.banker_cards)
        if column == 8:
            return "" if row.banker_total is None else str(row.banker_total)
        if column == 9:
            return _winner_text(row)
        if column == 10:
            return _bets_text(row) or "—"
        if column == 11:
            if not row.bets:
                return "—"
            return amount_text(row.net_cents, signed=True)
        return amount_text(row.bankroll_after_cents)

    @staticmethod
    def _unreadable(row: HandRow, column: int) -> bool:
        """The cell shows an amount as stored (not whole cents), rather than as money."""
        if column == 10:
            return any(b.unreadable for b in row.bets)
        if column == 11:
            return bool(row.bets) and isinstance(row.net_cents, Unreadable)
        return column == 12 and isinstance(row.bankroll_after_cents, Unreadable)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in SQL and start again from the first page; unsortable columns are ignored."""
        if column not in SORTABLE:
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (column, descending) == (self._sort_column, self._descending):
            return
        self._sort_column, self._descending = column, descending
        self._reload()
