"""The Statistics pane's "Which hands" controls: whose hands (the player's own unless asked
otherwise, the choice the Hand history offers: ``ui/whose_box.py``), and all of them or chosen
sessions between two dates.

A part of its own because it is one question with its own state (the controls, the session list,
the wait for a run of clicks to settle) and one answer, a ``HistoryFilter``: the pane around it
lays out the charts, folds this column away when narrow and loads what the filter selects. The
column renders what the pane's model lists and emits the filter the player chose; it never loads.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Any

from PySide6.QtCore import QDate, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...analytics.filters import HistoryFilter, Source
from ...engine.i18n import _t
from ...viewmodels.dashboard import DateBounds, SessionEntry
from ..whose_box import WhoseBox

__all__ = ["WhichHands"]


class WhichHands(QWidget):
    """All history or chosen sessions and dates, and the count of hands they select.

    Signals:
        filter_chosen(HistoryFilter): the controls settled on a filter (a run of clicks sends one).
    """

    filter_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The controls settle for a moment before their filter is sent (a run of clicks loads once).
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(150)
        self._settle.timeout.connect(self._send_filter)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)

        heading = QLabel(_t("Statistics", "Which hands"))
        heading.setProperty("role", "heading")
        column.addWidget(heading)
        self.source = WhoseBox(
            _t(
                "Statistics",
                "Whose hands the charts count: yours, those the lobby's tables dealt while you were not "
                "sitting at them, or the shoes you tracked at a real table",
            )
        )
        self.source.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        column.addWidget(self.source)
        self.all_history = QCheckBox(_t("Statistics", "All history"))
        self.all_history.setChecked(True)
        column.addWidget(self.all_history)
        sessions_label = QLabel(_t("Statistics", "Sessions (none chosen: all)"))
        sessions_label.setProperty("role", "dim")
        sessions_label.setWordWrap(True)
        column.addWidget(sessions_label)
        self.sessions = QListWidget()
        self.sessions.setAccessibleName(_t("Statistics", "Sessions"))
        self.sessions.setAccessibleDescription(
            _t("Statistics", "The sessions whose hands the charts count; none chosen: all")
        )
        self.sessions.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        column.addWidget(self.sessions)

        dates = QGridLayout()
        self.use_since = QCheckBox(_t("Statistics", "From"))
        self.use_until = QCheckBox(_t("Statistics", "To"))
        self.since = QDateEdit()
        self.until = QDateEdit()
        pickers = (
            (self.use_since, self.since, _t("Statistics", "From date")),
            (self.use_until, self.until, _t("Statistics", "To date")),
        )
        for row, (check, edit, name) in enumerate(pickers):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDate(QDate.currentDate())
            edit.setEnabled(False)
            edit.setAccessibleName(name)
            dates.addWidget(check, row, 0)
            dates.addWidget(edit, row, 1)
        column.addLayout(dates)

        self.hand_count = QLabel()
        self.hand_count.setProperty("role", "dim")
        self.hand_count.setWordWrap(True)
        column.addWidget(self.hand_count)

        self._set_choice_enabled(False)
        self.source.currentIndexChanged.connect(self._source_chosen)
        self.all_history.toggled.connect(self._all_history_toggled)
        self.sessions.itemSelectionChanged.connect(self._settle.start)
        for check, edit in ((self.use_since, self.since), (self.use_until, self.until)):
            check.toggled.connect(edit.setEnabled)
            check.toggled.connect(self._settle.start)
            edit.dateChanged.connect(self._settle.start)

    @property
    def is_all(self) -> bool:
        """Whether the whole history is chosen (the folded column's button says so)."""
        return self.all_history.isChecked()

    @property
    def chosen_source(self) -> Source:
        """Whose hands are chosen."""
        return self.source.source

    def show_count(self, summary: str) -> None:
        """The count of hands the filter selects, under the controls."""
        self.hand_count.setText(summary)

    def fill_sessions(self, entries: Iterable[SessionEntry], bounds: DateBounds | None) -> None:
        """The session list (newest first, as the model lists them), keeping the current selection;
        the date pickers start at the first and last day with hands until the player uses them."""
        chosen = set(self._selected_sessions())
        self.sessions.blockSignals(True)
        self.sessions.clear()
        for entry in entries:
            item = QListWidgetItem(entry.label)
            item.setData(Qt.ItemDataRole.UserRole, entry.session_id)
            item.setToolTip(entry.tooltip)
            self.sessions.addItem(item)
            item.setSelected(entry.session_id in chosen)
        self.sessions.blockSignals(False)
        # As tall as its rows (three to ten), not a large empty box.
        rows = min(max(self.sessions.count(), 3), 10)
        row_height = self.sessions.sizeHintForRow(0) if self.sessions.count() else 20
        self.sessions.setFixedHeight(rows * max(row_height, 18) + 2 * self.sessions.frameWidth() + 4)
        if bounds is not None and not (self.use_since.isChecked() or self.use_until.isChecked()):
            for edit, day in ((self.since, bounds.first), (self.until, bounds.last)):
                edit.blockSignals(True)
                edit.setDate(QDate(day.year, day.month, day.day))
                edit.blockSignals(False)

    def controls_filter(self) -> HistoryFilter:
        """The filter the controls describe."""
        if self.all_history.isChecked():
            return HistoryFilter(source=self.source.source)
        since = _as_date(self.since.date().toPython()) if self.use_since.isChecked() else None
        until = _as_date(self.until.date().toPython()) if self.use_until.isChecked() else None
        if since is not None and until is not None and since > until:
            since, until = until, since
        return HistoryFilter.of(self._selected_sessions(), since, until, source=self.source.source)

    def set_controls(self, flt: HistoryFilter) -> None:
        """Set the controls to describe ``flt`` (sending nothing: the pane loads it itself)."""
        widgets = (self.all_history, self.sessions, self.use_since, self.use_until, self.since, self.until)
        for widget in widgets:
            widget.blockSignals(True)
        self.source.set_source(flt.source)
        self.all_history.setChecked(flt.is_all)
        for i in range(self.sessions.count()):
            item = self.sessions.item(i)
            item.setSelected(int(item.data(Qt.ItemDataRole.UserRole)) in flt.sessions)
        self.use_since.setChecked(flt.since is not None)
        self.use_until.setChecked(flt.until is not None)
        if flt.since is not None:
            self.since.setDate(QDate(flt.since.year, flt.since.month, flt.since.day))
        if flt.until is not None:
            self.until.setDate(QDate(flt.until.year, flt.until.month, flt.until.day))
        for widget in widgets:
            widget.blockSignals(False)
        self._set_choice_enabled(not flt.is_all)

    def stop(self) -> None:
        """Send no filter still settling (the pane is closing its history)."""
        self._settle.stop()

    def _selected_sessions(self) -> list[int]:
        return [int(item.data(Qt.ItemDataRole.UserRole)) for item in self.sessions.selectedItems()]

    def _set_choice_enabled(self, enabled: bool) -> None:
        for widget in (self.sessions, self.use_since, self.use_until):
            widget.setEnabled(enabled)
        self.since.setEnabled(enabled and self.use_since.isChecked())
        self.until.setEnabled(enabled and self.use_until.isChecked())

    @Slot(int)
    def _source_chosen(self, _index: int) -> None:
        """Another source's hands: the sessions chosen were the last source's, so none is kept."""
        self.sessions.blockSignals(True)
        self.sessions.clearSelection()
        self.sessions.blockSignals(False)
        self._settle.start()

    @Slot(bool)
    def _all_history_toggled(self, checked: bool) -> None:
        self._set_choice_enabled(not checked)
        self._settle.start()

    @Slot()
    def _send_filter(self) -> None:
        self.filter_chosen.emit(self.controls_filter())


def _as_date(value: Any) -> date | None:
    return value if isinstance(value, date) or value is None else None
