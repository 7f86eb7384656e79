"""Assistive technology's one door to the widgets Qt cannot read by itself.

Qt asks every installed accessibility factory about every object, so the program installs one: the
composition root (``app.py``) calls ``install_factory`` once, before any window exists, and the
factory hands out the interfaces each feature defines. The felt's view gets ``FeltAccessible``
(``felt/access.py``), the scoreboard gets ``ScoreboardAccessible`` and its statistics node a
``NodeAccessible`` (``scoreboard/access.py``; each road is a real table, ``scoreboard/road_table.py``,
which is Qt's own); the Statistics pane's page switcher is a page tab list of page tabs
(``statistics/switcher.py``); anything else is Qt's own.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

from .felt.access import FeltAccessible
from .felt.view import FeltView
from .scoreboard.access import NodeAccessible, ScoreboardAccessible, ScoreNode
from .scoreboard.widget import ScoreboardWidget
from .statistics.switcher import PageSwitcher, Pill, PillAccessible, SwitcherAccessible

__all__ = ["install_factory", "interface_for"]


def interface_for(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The interface of one of our own objects that Qt cannot read (None: Qt's own will do)."""
    if isinstance(obj, FeltView):
        return FeltAccessible(obj, obj.felt_scene, obj.keys)
    if isinstance(obj, ScoreboardWidget):
        return ScoreboardAccessible(obj, obj.access_nodes)
    if isinstance(obj, ScoreNode):
        return NodeAccessible(obj)
    if isinstance(obj, Pill):
        return PillAccessible(obj)
    if isinstance(obj, PageSwitcher):
        return SwitcherAccessible(obj)
    return None


_INSTALLED: list[bool] = []  # one entry once the factory is in: Qt keeps every factory it is given


def install_factory() -> None:
    """Give Qt the program's factory, once (a second call, as a test session may make, does nothing)."""
    if not _INSTALLED:
        QAccessible.installFactory(interface_for)
        _INSTALLED.append(True)
