"""The views the game's window hosts: the table, the statistics, the hand history and the lobby.

Each is a `View` (ui/window/views.py) that the composition root registers, in this order, with
`standard_views()`. The statistics and the hand history are built the first time they are shown,
so Matplotlib is never imported before the table is on screen; once built, each follows the
table's settled hands itself. The lobby (ui/lobby/) is built the first time it is shown too; from
then on its tables deal on by themselves while the game runs.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from ...engine.i18n import _t
from ...storage.errors import StorageError
from ..look.palette import pane_stylesheet
from .views import View, ViewHost

if TYPE_CHECKING:
    from ...viewmodels.floor import Floor
    from ..history.browser import HistoryBrowser
    from ..lobby.page import LobbyPage
    from ..statistics.dashboard import DashboardWidget


class ViewKey(enum.StrEnum):
    TABLE = "table"
    STATISTICS = "statistics"
    HISTORY = "history"
    LOBBY = "lobby"
    COMPANION = "companion"  # ui/companion/view.py
    BACKTEST = "backtest"  # ui/backtest/view.py


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


class LobbyView:
    """The casino floor's tables as cards, their roads moving.

    The floor itself opens after the table's first paint (``open_floor``, from the composition
    root), or when the lobby is first shown if that comes first (a test, a screenshot): its tables
    deal on from the history's house sessions (storage/floor.py), so their roads survive a restart.
    The page is built the first time it is shown. Sitting down applies the table's rules, pace and
    squeeze through the window's Settings path (which asks before a new session starts), brings the
    table forward and joins the floor table's shoe as it stands (``TableController.sit_at``): the
    floor stops dealing that table while the player sits there, its card shows his hands, and the
    house deals on from where he stopped once he leaves (``seated``): its card's Leave
    (``leave_table``) or Game > Leave the table stands him up to a shoe of his own."""

    key: str = ViewKey.LOBBY
    shortcut: str = "Ctrl+4"
    holds_table: bool = False
    lazy: bool = True

    def __init__(self) -> None:
        self._page: LobbyPage | None = None
        self._host: ViewHost | None = None
        self._floor: Floor | None = None

    def title(self) -> str:
        return _t("Lobby", "Lobby")

    def menu_text(self) -> str:
        return _t("Lobby", "&Lobby")

    @property
    def pane(self) -> LobbyPage | None:
        return self._page

    @property
    def floor(self) -> Floor | None:
        return self._floor

    def open_floor(self, host: ViewHost) -> Floor:
        """The floor, opened once: the built-in tables and the player's own, dealing on from what the
        history holds (in memory only when the history cannot be written)."""
        if self._floor is None:
            from ...engine.floor import MemoryFloorStore, builtin_tables
            from ...storage.floor import HistoryFloorStore
            from ...viewmodels.floor import Floor

            history = host.controller.history
            store = HistoryFloorStore(history) if history.writable else MemoryFloorStore()
            window = host.view.window()
            self._floor = floor = Floor([*builtin_tables(), *store.own_tables()], store, parent=window)
            controller = host.controller
            keys = {table.key for table in floor.tables}
            if controller.seat_key in keys:  # reopened at a floor table: the floor leaves it to him
                floor.seat(controller.seat_key)
            controller.seated.connect(lambda key: floor.seat(key if key in keys else None))
            controller.hand_settled.connect(floor.show_seated)
            controller.shoe_started.connect(floor.show_seated)
            if isinstance(window, QMainWindow):
                bar = window.statusBar()
                self._floor.store_failed.connect(lambda text: bar.showMessage(text, 10_000))
        return self._floor

    def build(self, host: ViewHost) -> QWidget:
        from ..lobby.page import LobbyPage

        self._host = host
        floor = self.open_floor(host)
        self._page = LobbyPage(floor, host.controller.settings.road_marks)
        self._page.sit_requested.connect(self.sit_down)
        self._page.leave_requested.connect(self.leave_table)
        self._page.setup_requested.connect(self.set_up_table)
        return self._page

    def set_up_table(self) -> None:
        """The player's own table joins the floor, kept in the history (a write that fails is said)."""
        from ..lobby.setup import TableSetup

        if self._page is None:
            return
        floor = self._page.floor
        table = TableSetup.ask(self._page, floor.next_custom_number())
        if table is not None:
            try:
                floor.add_table(table)
            except StorageError as exc:
                QMessageBox.warning(self._page, _t("Lobby", "Set up a table"), str(exc))
                return
            self._page.focus_card(len(self._page.cards) - 1)

    def sit_down(self, key: str) -> None:
        """The table forward, with the floor table's rules (the player is asked before a new session),
        dealing on in the floor table's shoe as it stands. Declining the new session leaves the player
        at his own table."""
        from ...storage.floor import FloorSeat, HistoryFloorStore
        from ...viewmodels.floor import seated_settings

        if self._page is None or self._host is None:
            return
        host, floor = self._host, self._page.floor
        table = floor.table(key)
        wanted = seated_settings(host.controller.settings, table)
        host.views.show(ViewKey.TABLE)
        if wanted != host.controller.settings:
            host.apply_settings(wanted)
        controller = host.controller
        if not isinstance(floor.store, HistoryFloorStore) or controller.rules != table.rules:
            return  # a history that cannot be written, or the player kept his session's rules
        floor.seat(key)  # the floor stops dealing it before the player joins its shoe
        if not controller.sit_at(FloorSeat(floor.store, table)):
            floor.seat(controller.seat_key)

    def leave_table(self, key: str) -> None:
        """Stand up from the floor table ``key`` (its card's "Leave"): the player's own shoe comes with
        the same rules and the house deals on from the card he stopped at. Mid-hand the refusal is
        said on the status bar, as the lobby shows no felt to say it on."""
        if self._host is None:
            return
        controller = self._host.controller
        if controller.seat_key != key:
            return
        refusal = controller.sit_refusal()
        window = self._host.view.window()
        if refusal is not None and isinstance(window, QMainWindow):
            window.statusBar().showMessage(refusal, 10_000)
        controller.leave_seat()

    def shown(self) -> None:
        if self._page is None or self._host is None:
            return
        self._page.set_road_marks(self._host.controller.settings.road_marks)
        if not any(card.hasFocus() for card in self._page.cards) and self._page.cards:
            self._page.focus_card(0)

    def dress(self, scale: float) -> None:
        if self._page is not None:
            self._page.dress(scale)

    def close(self) -> None:
        if self._floor is not None:
            self._floor.stop()


def open_floor(window: Any) -> None:
    """The floor starts dealing (the composition root calls it after the table's first paint).
    A whole-file check still running is let finish first: the floor's first write would wait for it."""
    from PySide6.QtCore import QTimer

    try:
        lobby = window.views[ViewKey.LOBBY]
    except StopIteration:  # a window without the lobby
        return
    if not isinstance(lobby, LobbyView):
        return
    check = window.controller.history.integrity
    if check is not None and check.failed:  # the window goes (app.watch_the_check): nothing is written
        return
    if check is not None and not check.done:
        QTimer.singleShot(1_000, window, lambda: open_floor(window))  # no call once the window is gone
        return
    lobby.open_floor(window)


def standard_views() -> list[View]:
    """The game's own views, in tab order."""
    from ..backtest.view import BacktestView
    from ..companion.view import CompanionView

    return [TableView(), StatisticsView(), HistoryView(), LobbyView(), CompanionView(), BacktestView()]


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
