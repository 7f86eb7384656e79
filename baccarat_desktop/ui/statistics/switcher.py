"""The Statistics pane's page switcher: one pill per page, wrapping to a second row when the width runs
out (a tab bar of eight tabs overflows at 1024 pixels), that is a tab list to the keyboard and to a
screen reader.

Like a tab bar it is one stop of the Tab key (the chosen pill; the arrow keys, Home and End choose
another), and it reads as a page tab list of page tabs, the chosen one selected. Qt has no role
property for a widget, so the pills and their row get their roles from ``PillAccessible`` and
``SwitcherAccessible``, which the program's accessibility factory (``ui/access.py``) hands out.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleStateChangeEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QAccessibleWidget, QStackedWidget, QToolButton, QVBoxLayout, QWidget

from ...engine.i18n import _t
from .flow import FlowLayout

__all__ = [
    "END_KEYS",
    "PAGE_KEYS",
    "Deferred",
    "PageSwitcher",
    "Pages",
    "Pill",
    "PillAccessible",
    "SwitcherAccessible",
]

# The keys that choose a page, for Help > Keyboard (ui/window/actions.py words them).
PAGE_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right)
END_KEYS = (Qt.Key.Key_Home, Qt.Key.Key_End)
_STEPS = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Up: -1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Down: 1,
}


class Pill(QToolButton):
    """One page's pill: the arrow keys, Home and End go to another page (as on a tab bar)."""

    def __init__(self, switcher: PageSwitcher, text: str) -> None:
        super().__init__(switcher)
        self.switcher = switcher
        self.setText(text)
        self.setCheckable(True)
        self.setProperty("role", "nav")  # the pill's look (ui/look/palette.py)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # only the chosen pill is a stop of the Tab key

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        count = len(self.switcher.pills)
        index = self.switcher.current_index
        if key in _STEPS:
            self.switcher.choose((index + _STEPS[key]) % count, focus=True)
        elif key == Qt.Key.Key_Home:
            self.switcher.choose(0, focus=True)
        elif key == Qt.Key.Key_End:
            self.switcher.choose(count - 1, focus=True)
        else:
            super().keyPressEvent(event)


class PageSwitcher(QWidget):
    """A row of pills choosing a page; ``current_changed(index)`` when the player chooses one.

    Signals:
        current_changed(int): the page at this index is now chosen (by click, key or ``choose``).
    """

    current_changed = Signal(int)

    def __init__(self, titles: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(_t("Statistics", "Statistics pages"))
        flow = FlowLayout(self, spacing=6)
        self.pills: list[Pill] = []
        for index, title in enumerate(titles):
            pill = Pill(self, title)
            pill.clicked.connect(lambda _checked=False, i=index: self.choose(i))
            flow.addWidget(pill)
            self.pills.append(pill)
        self._current = -1
        self.choose(0)

    @property
    def current_index(self) -> int:
        return self._current

    def choose(self, index: int, *, focus: bool = False) -> None:
        """Show ``index`` as the chosen page (``focus``: and put the keyboard on its pill)."""
        had_focus = any(pill.hasFocus() for pill in self.pills)
        changed = index != self._current
        self._current = index
        for at, pill in enumerate(self.pills):
            chosen = at == index
            pill.setChecked(chosen)
            pill.setFocusPolicy(Qt.FocusPolicy.StrongFocus if chosen else Qt.FocusPolicy.NoFocus)
            if QAccessible.isActive():
                state = QAccessible.State()
                state.selected = True
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(pill, state))
        if focus or had_focus:
            self.pills[index].setFocus(Qt.FocusReason.TabFocusReason)
        if changed:
            self.current_changed.emit(index)


class Deferred(QWidget):
    """A page whose content is made when it is first shown, or first asked for (``content()``): a
    pane of several heavy pages opens with only the one it shows built (the Strategy lab's and the
    Shoe odds' panels cost 0.1-0.3 s each before the first chart could draw)."""

    def __init__(self, make: Callable[[QWidget], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._make: Callable[[QWidget], QWidget] | None = make
        self._content: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        return self._content is not None

    def content(self) -> QWidget:
        """The page's content, made now if it was not yet (``make`` gets this page as its parent)."""
        if self._content is None:
            assert self._make is not None
            make, self._make = self._make, None
            self._content = make(self)
            self._layout.addWidget(self._content)
            self._content.show()  # shown with the page (made while it shows, it would stay hidden)
        return self._content

    def showEvent(self, event: QShowEvent) -> None:
        self.content()
        super().showEvent(event)


class Pages(QStackedWidget):
    """The pages the switcher chooses among, each with its title (a stack, not a tab widget: a tab
    widget's hidden tab bar took the keyboard and kept it). A ``Deferred`` page is its content to
    whoever asks (``widget``, ``currentWidget``, ``setCurrentWidget``, ``indexOf``), made when asked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._titles: list[str] = []

    def addTab(self, page: QWidget, title: str) -> int:
        self._titles.append(title)
        return self.addWidget(page)

    def widget(self, index: int) -> QWidget | None:  # a Deferred page: its content
        page = super().widget(index)
        return page.content() if isinstance(page, Deferred) else page

    def currentWidget(self) -> QWidget | None:  # a Deferred page: its content
        page = super().currentWidget()
        return page.content() if isinstance(page, Deferred) else page

    def indexOf(self, widget: QWidget) -> int:
        holder = widget.parentWidget()
        if isinstance(holder, Deferred) and holder.built and holder.content() is widget:
            widget = holder
        return super().indexOf(widget)

    def setCurrentWidget(self, widget: QWidget) -> None:
        self.setCurrentIndex(self.indexOf(widget))

    def tabText(self, index: int) -> str:
        return self._titles[index] if 0 <= index < len(self._titles) else ""


class PillAccessible(QAccessibleWidget):
    """A pill as a screen reader sees it: a page tab named by its words, selected when chosen."""

    def __init__(self, pill: Pill) -> None:
        super().__init__(pill, QAccessible.Role.PageTab, pill.text())
        self.pill = pill

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and shiboken6.isValid(self.pill):
            return self.pill.accessibleName() or self.pill.text()
        return super().text(kind)

    def state(self) -> QAccessible.State:
        state = super().state()
        state.checkable = False  # a tab is selected, not checked
        state.checked = False
        state.selectable = True
        state.selected = shiboken6.isValid(self.pill) and self.pill.isChecked()
        return state


class SwitcherAccessible(QAccessibleWidget):
    """The row of pills as a page tab list."""

    def __init__(self, switcher: PageSwitcher) -> None:
        super().__init__(switcher, QAccessible.Role.PageTabList, switcher.accessibleName())
