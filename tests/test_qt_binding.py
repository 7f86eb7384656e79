"""Guard against Qt binding releases with reference-counting bugs that crash long games.

PySide6 6.12.0 drops a reference to True on every ``Signal.emit()`` and to None on every
``QImage.setPixelColor()``: after a few thousand calls (a minute of 60 fps animation) the
interpreter aborts. pyproject.toml pins a release without these bugs; these tests fail if a
future pin brings them back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QImage


class _Emitter(QObject):
    fired = Signal(int)


def test_signal_emit_keeps_references_to_true_and_false(qapp: object) -> None:
    emitter = _Emitter()
    received: list[int] = []
    emitter.fired.connect(received.append)
    before = sys.getrefcount(True), sys.getrefcount(False)
    for i in range(200):
        emitter.fired.emit(i)
    assert received == list(range(200))
    # The bug loses one reference per call (-200 here); unrelated code may move a count by a few.
    assert sys.getrefcount(True) - before[0] > -20
    assert sys.getrefcount(False) - before[1] > -20


def test_qimage_set_pixel_color_keeps_references_to_none(qapp: object) -> None:
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    before = sys.getrefcount(None)
    for _ in range(200):
        image.setPixelColor(1, 1, QColor(1, 2, 3))
    assert sys.getrefcount(None) - before > -20  # the bug would lose 200
