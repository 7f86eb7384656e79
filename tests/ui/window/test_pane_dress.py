"""A pane is dressed (its style sheet set) only when the sheet changes: the same sheet set again
repolishes and repaints the whole pane, which the Hand history's first opening paid twice."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from baccarat_desktop.ui.look.palette import pane_stylesheet
from baccarat_desktop.ui.window.parts import HistoryView


class StyleChanges(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: Any, event: Any) -> bool:
        if event.type() == QEvent.Type.StyleChange:
            self.count += 1
        return False


def test_a_pane_is_restyled_only_when_its_sheet_changes(qtbot: Any) -> None:
    pane = QWidget()
    pane.setObjectName("HistoryBrowser")
    qtbot.addWidget(pane)
    pane.setStyleSheet(pane_stylesheet("HistoryBrowser"))  # as the browser sets it when built
    pane.show()  # polished: a new sheet now restyles it
    qtbot.waitExposed(pane)
    view = HistoryView()
    view._pane = pane
    changes = StyleChanges()
    pane.installEventFilter(changes)
    view.dress(1.0)  # the window's factor for a window of ordinary size: the same sheet
    assert changes.count == 0
    view.dress(1.5)  # a larger window: larger type
    assert changes.count == 1 and pane.styleSheet() == pane_stylesheet("HistoryBrowser", 1.5)
    view.dress(1.5)
    assert changes.count == 1
