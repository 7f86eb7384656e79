"""The window's frame at every size, and its keyboard manners: how large the menus, toolbar, tabs
and status bar are set (`chrome_scale`), which focused widgets keep Space and Enter for themselves,
and where F6 lands in a pane (`first_control`)."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

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
