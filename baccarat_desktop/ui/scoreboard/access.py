"""The scoreboard for screen readers: the statistics and each road as accessible children.

The roads are painted in one QWidget, so assistive technology would see a blank picture with two
buttons. The program's accessibility factory (``ui/access.py``) gives ``ScoreboardWidget`` a
``ScoreboardAccessible`` whose children are the Ask buttons (real widgets), then one ``ScoreNode``
for the statistics, then the five roads: each a real table (``road_table.RoadTable``, laid over
the painted road) named "Big Road", described in words ("Banker 3, Player 1, Banker 2 (latest); 2
ties"), its cells in rows and columns ("Column 3, row 2: Banker, with a tie"). The words come from
the view model (``road_in_words``, ``road_cells_in_words``, ``stats_in_words``). The statistics'
node is a small QObject child of the widget, so Qt drops its interface with the node when the roads
change and it is built again.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...viewmodels.road_words import stats_in_words
from ...viewmodels.scoreboard import ScoreboardPaint
from .plan import ScoreboardLayout

BOARD_NAME = QT_TRANSLATE_NOOP("Access", "Scoreboard")
BOARD_DESCRIPTION = QT_TRANSLATE_NOOP(
    "Access",
    "The roads of the shoe in play: the statistics, then the Bead Plate, Big Road, Big Eye Boy, "
    "Small Road and Cockroach Pig, each read out in words, its cells inside it",
)


class ScoreNode(QObject):
    """One thing the scoreboard paints (the statistics, a road or one of its cells): its words, its
    role, where it is in the widget (an empty rectangle when scrolled out of view) and its children."""

    def __init__(
        self, parent: QObject, name: str, description: str, role: QAccessible.Role, rect: QRectF
    ) -> None:
        super().__init__(parent)
        self.name = name
        self.description = description
        self.role = role
        self.rect = rect
        self.kids: list[ScoreNode] = []


def build_nodes(widget: QWidget, plan: ScoreboardLayout, paint: ScoreboardPaint) -> list[ScoreNode]:
    """The statistics as ``widget`` shows them now (its layout plan and what it paints): the node is
    the widget's child. (The roads are real tables: road_table.py.)"""
    stats = ScoreNode(
        widget,
        _t("Access", "Statistics"),
        stats_in_words(paint.stats),
        QAccessible.Role.StaticText,
        plan.stats or QRectF(),
    )
    return [stats]


def _node_state(node: ScoreNode) -> QAccessible.State:
    state = QAccessible.State()
    state.readOnly = True
    state.invisible = node.rect.isEmpty()
    return state


class NodeAccessible(QAccessibleInterface):
    """A ``ScoreNode`` as assistive technology sees it: its words, role, place and children."""

    def __init__(self, node: ScoreNode) -> None:
        super().__init__()
        self.node = node

    def _widget(self) -> QWidget | None:
        """The scoreboard the node belongs to (its parent, or its road's parent: the first widget)."""
        owner = self.node.parent()
        while owner is not None and not isinstance(owner, QWidget):
            owner = owner.parent()
        return owner

    def isValid(self) -> bool:
        return shiboken6.isValid(self.node)

    def object(self) -> QObject:
        return self.node

    def window(self) -> QWindow | None:  # type: ignore[override]  # null: none (Qt's stub says never)
        widget = self._widget()
        return widget.window().windowHandle() if widget is not None else None

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none (Qt's stub says never)
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none (Qt's stub says never)
        for kid in self.node.kids:
            interface = QAccessible.queryAccessibleInterface(kid)
            if interface is not None and interface.rect().contains(x, y):
                return interface
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none (Qt's stub says never)
        owner = self.node.parent()
        return QAccessible.queryAccessibleInterface(owner) if owner is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none (Qt's stub says never)
        kids = self.node.kids
        return QAccessible.queryAccessibleInterface(kids[index]) if 0 <= index < len(kids) else None

    def childCount(self) -> int:
        return len(self.node.kids)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = child.object() if child is not None else None
        return self.node.kids.index(found) if isinstance(found, ScoreNode) and found in self.node.kids else -1

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.node.name
        if kind == QAccessible.Text.Description:
            return self.node.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The roads' words are the game's, not the reader's to change."""

    def rect(self) -> QRect:
        widget = self._widget()
        if widget is None or self.node.rect.isEmpty():
            return QRect()
        local = self.node.rect.toAlignedRect()
        return QRect(widget.mapToGlobal(local.topLeft()), local.size())

    def role(self) -> QAccessible.Role:
        return self.node.role

    def state(self) -> QAccessible.State:
        return _node_state(self.node)


class ScoreboardAccessible(QAccessibleWidget):
    """The scoreboard's interface: the Ask buttons, then the statistics and the five road tables."""

    def __init__(self, widget: QWidget, nodes: Callable[[], list[ScoreNode]]) -> None:
        """``nodes``: the widget's nodes as it shows them now (``ScoreboardWidget.access_nodes``);
        its road tables (its ``RoadTable`` children) are read after them."""
        super().__init__(widget, QAccessible.Role.Pane, _t("Access", BOARD_NAME))
        self.board = widget
        self.nodes = nodes

    def _nodes(self) -> list[ScoreNode]:
        return self.nodes() if shiboken6.isValid(self.board) else []

    def _kids(self) -> list[QObject]:
        """The Ask buttons (the widget's other children), the statistics, then the roads."""
        if not shiboken6.isValid(self.board):
            return []
        getattr(self.board, "tables", None)  # a reader is here: the road tables are built if not yet
        from .road_table import RoadTable  # (loaded with them)

        widgets = [kid for kid in self.board.children() if isinstance(kid, QWidget)]
        tables = [kid for kid in widgets if isinstance(kid, RoadTable)]
        others = [kid for kid in widgets if not isinstance(kid, RoadTable)]
        return [*others, *self._nodes(), *tables]

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.board.accessibleName() or _t("Access", BOARD_NAME)
        if kind == QAccessible.Text.Description:
            return self.board.accessibleDescription() or _t("Access", BOARD_DESCRIPTION)
        return super().text(kind)

    def childCount(self) -> int:
        return len(self._kids())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none (Qt's stub says never)
        kids = self._kids()
        return QAccessible.queryAccessibleInterface(kids[index]) if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = child.object() if child is not None else None
        kids = self._kids()
        return kids.index(found) if found is not None and found in kids else -1
