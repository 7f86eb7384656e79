"""The views the game's window hosts: the table, the statistics and the hand history.

Each is a `View` (ui/window/views.py) that the composition root registers, in this order, with
`standard_views()`. The statistics and the hand history are built the first time they are shown,
so Matplotlib is never imported before the table is on screen; once built, each follows the
table's settled hands itself.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...engine.i18n import _t
from ...storage.errors import StorageError
from ..look.palette import pane_stylesheet
from .views import View, ViewHost

if TYPE_CHECKING:
    from ..history.browser import HistoryBrowser
    from ..statistics.dashboard import DashboardWidget


class ViewKey(enum.StrEnum):
    TABLE = "table"
    STATISTICS = "statistics"
    HISTORY = "history"


class TableView:
    """The felt: built with the window (it is the window's own), focused whenever shown."""

    key: str = ViewKey.TABLE
    shortcut: str = "Ctrl+1"
    holds_table: bool = True
    lazy: bool = False

    def __init__(self) -> None:
        self._felt: QWidget | None = None

    def title(self) -> str:
        return _t("Window", "Table")

    def menu_text(self) -> str:
        return _t("Window", "&Table")

    @property
    def pane(self) -> QWidget | None:
        return self._felt

    def build(self, host: ViewHost) -> QWidget:
        self._felt = host.view
        return self._felt

    def shown(self) -> None:
        if self._felt is not None:
            self._felt.setFocus()

    def dress(self, scale: float) -> None:
        """The felt sizes its own text (FeltView.refit)."""

    def close(self) -> None:
        """The window closes the felt with itself."""


class PaneView:
    """A pane on the panes' felt, built on first show, refreshed after each settled hand."""

    holds_table: bool = False
    lazy: bool = True

    def __init__(self) -> None:
        self._pane: Any = None

    @property
    def pane(self) -> Any:
        return self._pane

    def _follow(self, host: ViewHost) -> None:
        host.controller.hand_settled.connect(self._hand_settled)

    def _hand_settled(self, _result: object) -> None:
        self._pane.refresh()

    def shown(self) -> None:
        """Nothing to do: the pane keeps its own focus and page."""

    def dress(self, scale: float) -> None:
        if self._pane is not None:
            sheet = pane_stylesheet(self._pane.objectName(), scale)
            if self._pane.styleSheet() != sheet:  # the same sheet again repolishes the whole pane
                self._pane.setStyleSheet(sheet)

    def close(self) -> None:
        if self._pane is not None:
            self._pane.close()


class StatisticsView(PaneView):
    key: str = ViewKey.STATISTICS
    shortcut: str = "Ctrl+2"
    _pane: DashboardWidget | None

    def title(self) -> str:
        return _t("Window", "Statistics")

    def menu_text(self) -> str:
        return _t("Window", "&Statistics")

    def build(self, host: ViewHost) -> QWidget:
        from ..statistics.dashboard import DashboardWidget

        try:
            self._pane = DashboardWidget(host.history_path)
        except StorageError as error:  # e.g. an amount edited outside the game: the hands cannot
            # be counted. Said in the pane; the table and the hand history go on, and the next
            # visit to the tab reads the file again.
            return refused_pane(error)
        self._follow(host)
        return self._pane

    def dress(self, scale: float) -> None:
        super().dress(scale)
        if self._pane is not None:
            self._pane.follow_text_size()


class HistoryView(PaneView):
    key: str = ViewKey.HISTORY
    shortcut: str = "Ctrl+3"
    _pane: HistoryBrowser | None

    def title(self) -> str:
        return _t("Window", "Hand history")

    def menu_text(self) -> str:
        return _t("Window", "&Hand history")

    def build(self, host: ViewHost) -> QWidget:
        from ..history.browser import HistoryBrowser

        self._pane = HistoryBrowser(host.history_path)
        self._pane.replay_requested.connect(host.replay)
        self._pane.shoe_scoreboard_requested.connect(host.show_stored_shoe)
        self._follow(host)
        return self._pane


def standard_views() -> list[View]:
    """The game's own views, in tab order."""
    return [TableView(), StatisticsView(), HistoryView()]


def refused_pane(error: StorageError) -> QWidget:
    """A pane that cannot read the history says why in its own place, on the panes' felt."""
    pane = QWidget()
    pane.setObjectName("RefusedPane")
    pane.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    pane.setStyleSheet(pane_stylesheet("RefusedPane"))
    heading = QLabel(_t("Window", "The statistics cannot be shown"))
    heading.setProperty("role", "heading")
    detail = QLabel(error.detail)
    detail.setWordWrap(True)
    detail.setTextFormat(Qt.TextFormat.PlainText)  # a value echoed as "<2 bytes>" shows as it is
    detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    rest = QLabel(_t("Window", "The table and the hand history work as usual."))
    rest.setProperty("role", "dim")
    layout = QVBoxLayout(pane)
    layout.setContentsMargins(24, 16, 24, 16)
    for label in (heading, detail, rest):
        label.setMaximumWidth(720)
        layout.addWidget(label)
    layout.addStretch(1)
    return pane
