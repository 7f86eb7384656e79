"""The window's frame at every size, and its keyboard manners: how large the menus, toolbar, tabs
and status bar are set (`chrome_scale`), which focused widgets keep Space and Enter for themselves,
and where F6 lands in a pane (`first_control`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from ..look.palette import TAB_FIT, TAB_FITS

CHROME_STEP = 0.125
CHROME_MAX = 1.75


def chrome_scale(width: int, height: int) -> float:
    """How much larger the menus, toolbar, tabs and status bar are set in a window this size: 1 up
    to about 1600x960, then with the window (as the felt's text grows), in steps of 1/8 so a drag
    does not re-lay the chrome at every pixel, and capped so it stays the frame, not the picture."""
    factor = min(width / 1600, height / 960)
    stepped = math.floor(factor / CHROME_STEP) * CHROME_STEP
    return max(1.0, min(CHROME_MAX, stepped))


def first_control(pane: QWidget) -> QWidget:
    """The first widget in ``pane`` that Tab would stop at (the pane itself when none would)."""
    if pane.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return pane
    widget = pane.nextInFocusChain()
    while widget is not pane and widget is not None:
        tabbed = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if tabbed and widget.isVisible() and widget.isEnabled() and pane.isAncestorOf(widget):
            return widget
        widget = widget.nextInFocusChain()
    return pane


# Widgets that Space and Enter act on when they have the keyboard focus (a button, a list, a field):
# for them those keys are theirs, not the window's Deal shortcut.
TAKES_SPACE = (QAbstractButton, QComboBox, QAbstractItemView, QAbstractSpinBox, QLineEdit)
PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class TabFit(QObject):
    """The window's view tabs all in view, never behind scroll arrows: in a window too narrow for
    them at their usual padding (1024x640 at 150% text: the table's docks take the right) they are
    set closer, then a little smaller, step by step (palette.TAB_FITS), their full titles kept. The
    widths each step needs are measured once for a style and set of titles, then the first step that
    fits the tabs' width is chosen at each resize."""

    def __init__(self, tabs: QTabWidget) -> None:
        super().__init__(tabs)
        self.tabs = tabs
        self._needs: tuple[object, list[int]] | None = None
        tabs.installEventFilter(self)

    def _measure(self) -> list[int]:
        bar = self.tabs.tabBar()
        key = (self.tabs.window().styleSheet(), tuple(bar.tabText(i) for i in range(bar.count())))
        if self._needs is None or self._needs[0] != key:
            needs = []
            for step in range(len(TAB_FITS)):
                self._apply(step)
                needs.append(sum(bar.tabSizeHint(i).width() for i in range(bar.count())))
            self._needs = (key, needs)
        return self._needs[1]

    def _apply(self, step: int) -> None:
        bar = self.tabs.tabBar()
        if bar.property(TAB_FIT) != step:
            bar.setProperty(TAB_FIT, step)
            bar.style().unpolish(bar)
            bar.style().polish(bar)

    def fit(self) -> None:
        """The loosest step whose tabs fit the width the tab widget has (the closest if none does)."""
        needs = self._measure()
        room = self.tabs.width()
        self._apply(next((step for step, need in enumerate(needs) if need <= room), len(needs) - 1))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tabs and event.type() == QEvent.Type.Resize:
            self.fit()
        return False
