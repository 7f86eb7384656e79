"""Help > Keyboard: every key the game answers to, grouped as a player looks for them.

The list is built from the window's own QActions (their text and shortcuts as set now) and from the
felt's keys (ui/felt/keys.py), never typed out a second time, so it cannot drift from what the keys
do; a test fails if an action with a shortcut is in no group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetricsF, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...analytics.figures.prose import unorphaned
from ...engine.i18n import _t
from ..dialogs.forms import run_modal
from ..felt.keys import FELT_KEYS
from ..look.palette import (
    FELT_DARK,
    FELT_LINE,
    FELT_MID,
    GOLD,
    GOLD_DARK,
    IVORY,
    WOOD,
    WOOD_LIGHT,
    css,
    dress_dialog,
    window_scale,
)

HEADING = Qt.ItemDataRole.UserRole + 1  # a group's heading row (drawn in gold, spanning both columns)
CAP_GAP, CAP_PAD = 6.0, 7.0  # between two key caps, and inside one either side of its words


@dataclass(frozen=True)
class KeyGroup:
    """A heading and the actions under it; ``extra`` rows are keys that are no action (the felt's)."""

    title: str
    actions: Sequence[QAction]
    extra: Sequence[tuple[str, str]] = ()


# A translation's mnemonic after its words, as Chinese menus write it: "发牌(&D)".
_MNEMONIC_AFTER = re.compile(r"\s*[(（]&[^&][)）]")


def action_words(action: QAction) -> str:
    """An action's text as a person reads it: no '&' mnemonic marks (nor a translation's "(&D)"),
    no trailing '…'."""
    text = _MNEMONIC_AFTER.sub("", action.text())
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…")


def action_keys(action: QAction) -> str:
    """Every shortcut of an action, as the platform writes keys ('Space, Return, Enter')."""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(sequence.toString(native) for sequence in action.shortcuts())


def rows(groups: Sequence[KeyGroup]) -> list[tuple[str, list[tuple[str, str]]]]:
    """(heading, [(what, keys)]) for each group: the felt's own keys, then each action with a key."""
    out = []
    for group in groups:
        lines = [(_t("Keyboard", what), keys) for what, keys in group.extra]
        lines += [(action_words(a), action_keys(a)) for a in group.actions if a.shortcuts()]
        out.append((group.title, lines))
    return out


class KeyCaps(QStyledItemDelegate):
    """Draws the list in the game's look: each shortcut as a key cap (wood, a gold rim, ivory
    letters), each group's heading in gold over a gold rule, taller rows that read at a glance."""

    def _caps(self, text: str) -> list[str]:
        return [key for key in text.split(", ") if key]

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        metrics = QFontMetricsF(option.font)
        if index.data(HEADING):
            return QSize(size.width(), round(metrics.height() * 1.3 + 16))
        height = round(metrics.height() + 12)
        if index.column() == 1:
            width = sum(
                metrics.horizontalAdvance(k) + 2 * CAP_PAD + CAP_GAP for k in self._caps(index.data())
            )
            return QSize(round(width) + 8, height)
        return QSize(size.width() + 8, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        rect = QRectF(option.rect)
        view = option.widget
        if index.data(HEADING) and isinstance(view, QAbstractItemView):  # the heading spans the row
            rect.setRight(view.viewport().width() - 4)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if index.data(HEADING):
            font = QFont(option.font)
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.15)
            painter.setFont(font)
            painter.setPen(GOLD)
            words = rect.adjusted(6, 8, -6, -4)
            painter.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, index.data())
            painter.setPen(QPen(GOLD_DARK, 1))
            painter.drawLine(rect.bottomLeft() + _down(-1.5), rect.bottomRight() + _down(-1.5))
        elif index.column() == 0:
            painter.setPen(IVORY)
            painter.setFont(option.font)
            words = rect.adjusted(14, 0, -6, 0)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            elided = option.fontMetrics.elidedText(
                index.data(), Qt.TextElideMode.ElideRight, int(words.width())
            )
            painter.drawText(words, flags, elided)
        else:
            metrics = QFontMetricsF(option.font)
            painter.setFont(option.font)
            x = rect.left() + 2
            height = metrics.height() + 4
            top = rect.center().y() - height / 2
            for key in self._caps(index.data()):
                width = metrics.horizontalAdvance(key) + 2 * CAP_PAD
                cap = QRectF(x, top, width, height)
                painter.setPen(QPen(GOLD_DARK, 1))
                painter.setBrush(WOOD)
                painter.drawRoundedRect(cap, 4, 4)
                painter.setPen(QPen(WOOD_LIGHT, 1))  # the cap's lit top edge
                painter.drawLine(cap.topLeft() + _across(4, 1.5), cap.topRight() + _across(-4, 1.5))
                painter.setPen(IVORY)
                painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, key)
                x += width + CAP_GAP
        painter.restore()


def _down(dy: float) -> QPointF:
    return QPointF(0, dy)


def _across(dx: float, dy: float) -> QPointF:
    return QPointF(dx, dy)


def _tree_sheet() -> str:
    """The list on the dark felt (a stock tree is white): rows on FELT_DARK, every other a shade up,
    no header (the headings say what the rows are), the focus a gold rim."""
    return f"""
    QTreeWidget {{ background: {css(FELT_DARK)}; alternate-background-color: {css(FELT_MID)};
        border: 1px solid {css(GOLD_DARK)}; border-radius: 4px; outline: 0; padding: 4px; }}
    QTreeWidget:focus {{ border-color: {css(GOLD)}; }}
    QTreeWidget::item {{ border-bottom: 1px solid {css(FELT_LINE)}; }}
    """


class KeyboardDialog(QDialog):
    """Help > Keyboard: a two-column list, what and which keys, under the groups' headings."""

    def __init__(self, groups: Sequence[KeyGroup], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Keyboard", "Keyboard"))
        dress_dialog(self)
        scale = window_scale(parent)
        self.resize(round(640 * scale), round(700 * scale))
        layout = QVBoxLayout(self)
        intro = QLabel(
            _t(
                "Keyboard",
                "Every control can be reached from the keyboard. On the felt, Tab and the arrow keys move "
                "between the chips, the betting areas and the dealer buttons; F6 moves between the table, "
                "the scoreboard, the odds and the tabs.",
            )
        )
        intro.setText(unorphaned(intro.text()))  # no lone word on its last line
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([_t("Keyboard", "What"), _t("Keyboard", "Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setStyleSheet(_tree_sheet())
        self.tree.setItemDelegate(KeyCaps(self.tree))
        self.tree.setHeaderHidden(True)
        self.tree.setIndentation(0)
        self.tree.setUniformRowHeights(False)
        self.tree.setAccessibleName(_t("Access", "Keyboard shortcuts"))
        self.tree.setAccessibleDescription(
            _t("Access", "Every key the game answers to, in groups: what it does, its keys")
        )
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        for title, lines in rows(groups):
            heading = QTreeWidgetItem([title, ""])
            heading.setData(0, HEADING, True)
            heading.setFirstColumnSpanned(True)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(heading)
            for what, keys in lines:
                self.tree.addTopLevelItem(QTreeWidgetItem([what, keys]))
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def listed(self) -> list[tuple[str, str]]:
        """Every (what, keys) row shown, headings left out."""
        found = []
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.text(1):
                found.append((item.text(0), item.text(1)))
        return found

    def headings(self) -> list[str]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item.text(0) for item in items if item is not None and not item.text(1)]

    @classmethod
    def ask(cls, parent: QWidget | None, groups: Sequence[KeyGroup]) -> None:
        run_modal(cls(groups, parent))


__all__ = ["FELT_KEYS", "KeyGroup", "KeyboardDialog", "action_keys", "action_words", "rows"]
