"""Help > Keyboard: every key the game answers to, grouped as a player looks for them.

The list is built from the window's own QActions (their text and shortcuts as set now) and from the
felt's keys (ui/felt/keys.py), never typed out a second time, so it cannot drift from what the keys
do; a test fails if an action with a shortcut is in no group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.i18n import _t
from ..felt.keys import FELT_KEYS
from ..look.palette import dress_dialog, window_scale


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
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([_t("Keyboard", "What"), _t("Keyboard", "Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
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
            font = heading.font(0)
            font.setBold(True)
            heading.setFont(0, font)
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
        cls(groups, parent).exec()


__all__ = ["FELT_KEYS", "KeyGroup", "KeyboardDialog", "action_keys", "action_words", "rows"]
