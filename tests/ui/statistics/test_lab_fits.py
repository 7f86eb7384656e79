"""The Strategy lab's Run, Cancel, progress bar and run words stay whole in view (issue 27): in
Chinese the form is taller, its scroll area cut the progress bar off under Run, and at 1024x640 even
Run in English. The form scrolls; its buttons and progress stay pinned under it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from baccarat_desktop.ui.window.parts import ViewKey

RUN_TIMEOUT_MS = 60_000  # the first run on a machine compiles the kernels


def _cut_by(widget: QWidget) -> str | None:
    """The first ancestor (a scroll area's viewport, the pane, the window) that cuts ``widget``."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None:
        room = (
            QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
            if parent is not window
            else window.rect()
        )
        if not room.contains(rect):
            return f"{type(parent).__name__}#{parent.objectName()} {room.getRect()} cuts {rect.getRect()}"
        parent = parent.parentWidget()
    return None


@pytest.mark.parametrize(
    ("language", "width", "height"),
    [("zh_CN", 1280, 720), ("zh_TW", 1280, 720), ("zh_CN", 1024, 640), ("en", 1024, 640)],
)
def test_run_and_the_progress_are_whole_after_a_run(
    qtbot: Any, make_table: Any, language: str, width: int, height: int
) -> None:
    table = make_table(language=language)
    window = table.window
    window.resize(width, height)
    window.views.show(ViewKey.STATISTICS)
    dashboard = window.views.pane(ViewKey.STATISTICS)
    lab = dashboard.lab
    dashboard.tabs.setCurrentWidget(lab)
    lab.model.seed = 5
    lab.model.workers = 2
    lab.form.sessions.setValue(100)
    lab.form.hands.setValue(20)
    qtbot.waitUntil(lab.isVisible)
    with qtbot.waitSignal(lab.model.finished, timeout=RUN_TIMEOUT_MS):
        lab.form.run_button.click()
    qtbot.wait(50)
    form = lab.form
    for name in ("run_button", "cancel_button", "progress", "status"):
        widget = getattr(form, name)
        assert widget.isVisible(), f"{name} hidden"
        assert _cut_by(widget) is None, f"{language} {width}x{height}: {name}: {_cut_by(widget)}"
    assert form.progress.text() or form.progress.format(), "the progress says how far the run went"
