"""The table's docks: the scoreboard and, under it, the odds of the cards left.

They belong to the table: on another view of a window narrower than `DOCKS_ASIDE_BELOW` they step
aside so the pane has the width, and come back with the table (`DockPlacement`). The two share the
right-hand column (`share_column`): one under the other where the column holds both at their useful
size, else as two tabs, each with the column's whole height, so neither starves the other.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar, QWidget

from ...engine.i18n import _t
from .actions import SCOREBOARD_TEXT
from .icons import draw_icon

# Logical pixels: a window at least this wide keeps the docks beside every view.
DOCKS_ASIDE_BELOW = 1600
PARKED = "parkedFocus"  # an emptied dock tab bar's own focus policy, kept while it takes no Tab stop
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


SPLITTER = 6  # the separator between two docks one under the other
SLACK = 4  # resizeDocks shares the column's last pixels between the docks: the odds' lines keep theirs


def share_column(
    window: QMainWindow,
    board_dock: QDockWidget,
    odds_dock: QDockWidget,
    column_h: int,
    width: int,
    raise_odds: bool = False,
) -> bool:
    """Share the right-hand column between the scoreboard and the odds panel: the odds panel under the
    scoreboard, as tall as its lines need, where the scoreboard keeps its useful size above it (a
    whole shoe at readable cells, its statistics and whole Ask buttons); else the two as tabs of the
    column, each with its whole height (the scoreboard's tab in front, or the odds' when the player
    has just asked for them). Returns whether they are split; a floating or hidden dock is left as the
    player left it."""
    if odds_dock.isHidden() or odds_dock.isFloating() or board_dock.isHidden() or board_dock.isFloating():
        return False
    if window.dockWidgetArea(board_dock) != window.dockWidgetArea(odds_dock):
        return False
    board, panel = board_dock.widget(), odds_dock.widget()
    title = _title_h(board_dock)
    board_need = board.useful_height(width) + title  # type: ignore[attr-defined]
    odds_need = panel.useful_height(width) + title + SLACK  # type: ignore[attr-defined]
    tabbed = odds_dock in window.tabifiedDockWidgets(board_dock)
    if board_need + odds_need + SPLITTER <= column_h:
        if tabbed:
            # splitDockWidget adds to a tabbed dock's tabs: take the odds out of the tab group first.
            area = window.dockWidgetArea(board_dock)
            window.removeDockWidget(odds_dock)
            layout = window.layout()
            if layout is not None:
                layout.activate()  # the tab group's bar updated now, or it stays on screen
            window.addDockWidget(area, odds_dock)
            window.splitDockWidget(board_dock, odds_dock, Qt.Orientation.Vertical)
            odds_dock.show()
        window.resizeDocks(
            [board_dock, odds_dock], [column_h - odds_need - SPLITTER, odds_need], Qt.Orientation.Vertical
        )
        if tabbed:
            tidy_tab_bars(window)  # the group's bar, its tabs gone, may stay on screen
        return True
    if not tabbed:
        window.tabifyDockWidget(board_dock, odds_dock)
        tidy_tab_bars(window)
    (odds_dock if raise_odds else board_dock).raise_()
    return False


def _title_h(dock: QDockWidget) -> int:
    """The height a dock's title bar takes (its frame less its content)."""
    inner = dock.widget()
    if inner is not None and dock.height() > inner.height() > 0:
        return dock.height() - inner.height()
    return dock.fontMetrics().height() + 8


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
        self.watch = EmptyTabBarWatch(window)

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
        tidy_tab_bars(self.window)

    def bring_back(self) -> None:
        for dock in self.aside:
            dock.show()
        self.aside = []
        tidy_tab_bars(self.window)

    def resized(self, on_table: bool) -> None:
        if self.aside and self.window.width() >= DOCKS_ASIDE_BELOW:
            self.place(on_table)


class EmptyTabBarWatch(QObject):
    """Qt may keep an emptied dock group's bar shown off screen at any later layout of the window
    (the docks stepped aside, a view or panel built when first shown, a resize), and it blocks the
    bar's signals while it updates its tabs: the bars are looked at after each of the window's
    layouts, and new bars are watched as they come."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.ChildAdded):
            QTimer.singleShot(0, self.window, lambda: _tidy_now(self.window))
        return False


def tidy_tab_bars(window: QMainWindow) -> None:
    """Qt parks the tab bar of a dock group whose docks are all hidden (or that lost its tabs) off
    screen, still shown: an invisible, nameless Tab stop the keyboard and a screen reader would land
    on. Such a bar takes no Tab stop until its group has tabs again. It is never hidden: Qt shows it
    again at its next layout, and a bar hidden at each of them kept the window laying out for ever
    (a page tab list shown and hidden every 12 ms, drowning a screen reader's events). The mark is
    a property on the bar, as Qt may delete a bar a list would still hold. Tidied again once the
    events of the change are over: a dock shown or built in them may leave a bar after this look."""
    _tidy_now(window)
    QTimer.singleShot(0, window, lambda: _tidy_now(window))


def _tidy_now(window: QMainWindow) -> None:
    if not shiboken6.isValid(window):
        return
    layout = window.layout()
    if layout is not None:
        layout.activate()
    for bar in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
        parked = bar.property(PARKED)
        if bar.count() == 0 and parked is None:
            bar.setProperty(PARKED, bar.focusPolicy().value)
            bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        elif bar.count() > 0 and parked is not None:
            bar.setFocusPolicy(Qt.FocusPolicy(parked))
            bar.setProperty(PARKED, None)
