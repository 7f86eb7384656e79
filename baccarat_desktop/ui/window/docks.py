"""The table's docks: the scoreboard and, under it, the odds of the cards left.

They belong to the table: on another view of a window narrower than `DOCKS_ASIDE_BELOW` they step
aside so the pane has the width, and come back with the table (`DockPlacement`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ...engine.i18n import _t
from .actions import SCOREBOARD_TEXT
from .icons import draw_icon

# Logical pixels: a window at least this wide keeps the docks beside every view.
DOCKS_ASIDE_BELOW = 1600
FEATURE = QDockWidget.DockWidgetFeature


def scoreboard_dock(window: QMainWindow, scoreboard: QWidget) -> QDockWidget:
    """The scoreboard at the table's right: movable, floatable, and closable (B brings it back)."""
    dock = QDockWidget(_t("Window", "Scoreboard"), window)
    dock.setObjectName("ScoreboardDock")
    dock.setWidget(scoreboard)
    dock.setFeatures(FEATURE.DockWidgetMovable | FEATURE.DockWidgetFloatable | FEATURE.DockWidgetClosable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return dock


def odds_dock(window: QMainWindow, panel: QWidget, under: QDockWidget) -> QDockWidget:
    """The odds of the cards left, under the scoreboard: off the felt, beside the other reading a
    player does between hands. Shown or hidden by the setting (O, View menu, Settings)."""
    dock = QDockWidget(_t("Window", "Odds of the cards left"), window)
    dock.setObjectName("OddsDock")
    dock.setWidget(panel)
    dock.setFeatures(FEATURE.DockWidgetMovable | FEATURE.DockWidgetFloatable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.splitDockWidget(under, dock, Qt.Orientation.Vertical)
    return dock


def scoreboard_toggle(dock: QDockWidget) -> QAction:
    """The View menu's and toolbar's Scoreboard item: the dock's own show/hide toggle, dressed."""
    action = dock.toggleViewAction()
    action.setText(_t("Window", SCOREBOARD_TEXT))
    action.setIcon(draw_icon("scoreboard"))
    action.setShortcut(QKeySequence("B"))
    action.setToolTip(_t("Window", "Show or hide the scoreboard (B)"))
    return action


class DockPlacement:
    """Steps the docks aside on a pane view of a narrow window, and brings them back."""

    def __init__(self, window: QMainWindow, docks: tuple[QDockWidget, ...]) -> None:
        self.window = window
        self.docks = docks
        self.aside: list[QDockWidget] = []

    def place(self, on_table: bool) -> None:
        """The docks aside on a pane view of a narrow window, back on the table or when the window
        grows; a dock the player hides or floats stays as they left it."""
        if on_table or self.window.width() >= DOCKS_ASIDE_BELOW:
            self.bring_back()
            return
        for dock in self.docks:
            if dock.isVisibleTo(self.window) and not dock.isFloating() and dock not in self.aside:
                dock.hide()
                self.aside.append(dock)

    def bring_back(self) -> None:
        for dock in self.aside:
            dock.show()
        self.aside = []

    def resized(self, on_table: bool) -> None:
        if self.aside and self.window.width() >= DOCKS_ASIDE_BELOW:
            self.place(on_table)
