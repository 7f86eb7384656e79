"""The view that fits the felt to the window, at any size and DPI, and takes the keyboard for it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..look.palette import FLOOR_PX, text_floor_px
from .access import FeltSpeaker
from .keys import ARROWS, FeltKeys
from .layout import DEEPEST_FLOOR, SCENE_RECT
from .scene import FeltScene


class FeltView(QGraphicsView):
    """Fits the whole layout to the window, keeping its proportions, at any size and DPI."""

    def __init__(self, scene: FeltScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # The viewport the view makes for itself (a plain QWidget, as QGraphicsView's constructor
        # makes it), made here instead: PySide wraps a widget Qt hands it by finding its most
        # derived class, and the first time that makes every QtWidgets class (≈50, 10-30 ms) before
        # the first paint. A viewport made in Python is already wrapped.
        self._viewport = QWidget()
        self.setViewport(self._viewport)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 270)
        # The felt stretches to the window's height (FeltScene.set_extra_height); beyond the
        # stretch it hugs the top and the wooden edge continues below.
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The keyboard's way round the felt's controls, and the felt's voice for screen readers.
        self.felt_scene = scene
        self._holding = False  # fit_once: resizes wait for its end
        self._held = False  # a resize came meanwhile
        self.keys = FeltKeys(self, scene)
        self.speaker = FeltSpeaker(self, scene, self.keys)

    # -- the keyboard (ui/felt/keys.py) -----------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go through the felt's controls before leaving it."""
        if self.hasFocus() and self.felt_scene.focusItem() is None and self.keys.step(next):
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keys.enter(event.reason() == Qt.FocusReason.TabFocusReason)
        else:
            self.keys.show_ring(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self.keys.show_ring(False)  # a menu or another window for a moment: back where it was
        else:
            self.keys.set_current(None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keys.set_current(None)  # the mouse is in charge: no ring
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        shortcut = event.type() == QEvent.Type.ShortcutOverride
        if shortcut and isinstance(event, QKeyEvent) and self.keys.claims(event):
            event.accept()  # Space or Enter press the felt's focused control, not Deal
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.felt_scene.focusItem() is None:
            if self.keys.press(event):
                return
            if event.key() in ARROWS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                self.keys.move(event.key())
                return
        super().keyPressEvent(event)

    def _fit(self) -> None:
        scene = self.scene()
        size = self.viewport().size()
        if not isinstance(scene, FeltScene):
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            return
        extra = scene.extra
        if size.width() > 0:
            extra = SCENE_RECT.width() * size.height() / size.width() - SCENE_RECT.height()
            scene.stretch(extra)  # the felt's height only: laid out once, below, for both
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        floor = scene.text_floor
        if self.transform().m11() > 0:
            # 9 pt at the player's text size; a larger size no deeper than the felt's print is laid
            # out for (felt_layout.DEEPEST_FLOOR: 1024x640 at the usual size)
            usual, chosen = FLOOR_PX / self.transform().m11(), text_floor_px() / self.transform().m11()
            floor = max(usual, min(chosen, DEEPEST_FLOOR))
        scene.fit(extra, floor)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()

    def refit(self) -> None:
        """Lay the felt out again for the text size the player chose (palette.text_scale)."""
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_or_hold()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self._fit_or_hold()

    def _fit_or_hold(self) -> None:
        if self._holding:
            self._held = True
        else:
            self._fit()

    @contextmanager
    def fit_once(self) -> Iterator[None]:
        """Fit once at the end, not at each size the view passes through meanwhile (a window's
        first show sizes it before its docks take their room, then after): a layout of the felt
        is the dearest part of a resize."""
        self._holding, self._held = True, False
        try:
            yield
        finally:
            self._holding = False
            if self._held:
                self._fit()
