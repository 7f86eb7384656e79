"""The views a window hosts as tabs (the table, the statistics, the hand history, ...), each a part
that says its name, builds its page, contributes its View menu item and knows what to do when shown.

The window iterates its `ViewRegistry`; it has no branch per view. The composition root
(`app.build_game`) decides which views a window hosts (ui/window/parts.py has the game's own), so a
new way to play (a lobby, a companion, training) arrives as a new `View`, not as code in MainWindow.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtWidgets import QTabWidget, QWidget

from ...viewmodels.settings import GameSettings
from ...viewmodels.table_controller import TableController
from .actions import WindowActions


class ViewHost(Protocol):
    """What a view may use of the window that hosts it."""

    controller: TableController

    @property
    def view(self) -> QWidget: ...  # the felt

    @property
    def history_path(self) -> Path: ...

    def replay(self, hand: Any) -> None: ...

    def show_stored_shoe(self, shoe_id: int) -> Any: ...

    views: ViewRegistry  # the lobby brings the table forward when the player sits down

    def apply_settings(self, new: GameSettings) -> None: ...  # as Settings does (asks before a new session)


class View(Protocol):
    """A part of the window shown in its own tab.

    ``key`` names it (stable, for code and tests); ``holds_table`` is True for the view the table's
    docks (scoreboard, odds) belong beside and that Deal brings forward; ``lazy`` views are built the
    first time they are shown (so Matplotlib is not imported before the table is on screen)."""

    key: str
    shortcut: str  # its View menu item's key
    holds_table: bool
    lazy: bool

    def title(self) -> str: ...  # the tab's words

    def menu_text(self) -> str: ...  # its View menu item, with its mnemonic

    @property
    def pane(self) -> QWidget | None: ...  # the page once built; None while it is not (or could not be)

    def build(self, host: ViewHost) -> QWidget:
        """The page to show. A view that cannot be built now returns a page saying why and leaves
        ``pane`` None, so the next visit tries again."""
        ...

    def shown(self) -> None: ...  # its tab became the current one (after a build, if any)

    def dress(self, scale: float) -> None: ...  # the window's size of type changed (or a pane was built)

    def close(self) -> None: ...  # the window is closing


class ViewRegistry:
    """The window's views in tab order: their tabs, their View menu items, building on first show."""

    def __init__(self, tabs: QTabWidget, host: ViewHost, actions: WindowActions) -> None:
        self.tabs = tabs
        self.host = host
        self.actions = actions
        self._views: list[View] = []

    def register(self, view: View) -> None:
        """A view's tab (a placeholder until a lazy view is first shown) and its View menu item."""
        page = QWidget() if view.lazy else view.build(self.host)
        self.tabs.addTab(page, view.title())
        self._views.append(view)
        self.actions.add_view(view.menu_text(), self._shower(view.key), view.shortcut)

    def _shower(self, key: str) -> Callable[[], None]:
        return lambda: self.show(key)

    def index(self, key: str) -> int:
        return next(i for i, view in enumerate(self._views) if view.key == key)

    def __getitem__(self, key: str) -> View:
        return self._views[self.index(key)]

    def at(self, index: int) -> View:
        return self._views[index]

    @property
    def current(self) -> View:
        return self._views[self.tabs.currentIndex()]

    def show(self, key: str) -> None:
        self.tabs.setCurrentIndex(self.index(key))

    def pane(self, key: str) -> QWidget | None:
        return self[key].pane

    @property
    def table(self) -> View:
        return next(view for view in self._views if view.holds_table)

    def open(self, index: int) -> View:
        """The view at ``index`` has become current: built if it is not yet, then told it is shown."""
        view = self._views[index]
        if view.pane is None:
            self._replace(index, view.build(self.host), view.title())
        view.shown()
        return view

    def _replace(self, index: int, widget: QWidget, title: str) -> None:
        old = self.tabs.widget(index)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, widget, title)
        self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        if old is not None:
            old.deleteLater()

    def dress(self, scale: float) -> None:
        for view in self._views:
            view.dress(scale)

    def close(self) -> None:
        for view in self._views:
            view.close()
