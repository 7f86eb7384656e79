"""The felt by keyboard: Tab, Shift+Tab and the arrows move between the chips, the betting areas and
the dealer buttons; Space or Enter presses what has focus; a focus ring shows where it is.

The felt's controls are graphics items, which Tab cannot reach as widgets, so the view keeps one of
them "current" itself (``FeltKeys``) and presses it through ``ClickableItem.click()``: the keyboard
sends exactly the intents a mouse click sends, and the controller decides as it always does. The
ring is drawn only while the focus came from the keyboard (a click hides it), and with no current
control Space and Enter stay the window's Deal shortcut.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import QT_TRANSLATE_NOOP
from ..look.palette import FOCUS_HALO, FOCUS_LINE, GOLD_LIGHT
from .chips import RackChipItem
from .controls import ButtonItem, ClickableItem
from .layout import BUTTON_ROWS
from .peek import CHOICE_KEYS
from .spots import BetSpotItem
from .table import FeltTable

PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
TAKE_BACK_KEYS = (Qt.Key.Key_Backspace,)  # on a betting area (Shift+Space/Enter too)
HALO_W, LINE_W, HAIR_W = 8.0, 3.5, 1.2
GAP = 7.0  # between a chip or button and its ring


def key_names(keys: tuple[Qt.Key, ...]) -> str:
    """Keys as the platform writes them ('Space, Return, Enter')."""
    return ", ".join(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys)


ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
# The felt's own keys, for Help > Keyboard (they are no window action); the words are English,
# translated where shown (keyboard_help.rows).
FELT_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keyboard", "Next or previous chip, betting area or dealer button"), "Tab, Shift+Tab"),
    (QT_TRANSLATE_NOOP("Keyboard", "Along a row; to the row above or below"), key_names(ARROWS)),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Press the one with focus (an area takes the chosen chip)"),
        key_names(PRESS_KEYS),
    ),
    (QT_TRANSLATE_NOOP("Keyboard", "Take a chip back from the area with focus"), key_names(TAKE_BACK_KEYS)),
    (QT_TRANSLATE_NOOP("Keyboard", "Squeeze: peel the card back from an edge"), key_names(ARROWS)),
    (QT_TRANSLATE_NOOP("Keyboard", "Squeeze: turn the card over"), key_names(PRESS_KEYS)),
    (QT_TRANSLATE_NOOP("Keyboard", "Peek table: keep, double or triple the bet"), "K, D, T"),
)


class FocusRingItem(QGraphicsItem):
    """The ring round the current control: a child of it, so it moves and scales with it, drawn at
    full strength even on a greyed chip. It takes no mouse button, so clicks reach the control."""

    def __init__(self, target: ClickableItem) -> None:
        super().__init__(target)
        self.target = target
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)
        self.setZValue(50)

    def outline(self) -> QPainterPath:
        """The ring's line, in the target's coordinates: an area's own edge, a circle round a chip
        (raised with it when it is the chosen one), a pill round a button."""
        target = self.target
        path = QPainterPath()
        if isinstance(target, BetSpotItem):
            return target.shape()
        if isinstance(target, RackChipItem):
            lift = -10.0 if target.selected and target.enabled else 0.0
            radius = target.SIZE / 2 + GAP
            path.addEllipse(QPointF(0, lift), radius, radius)
            return path
        if isinstance(target, ButtonItem):
            rect = QRectF(0, 0, target.width, target.height).adjusted(-GAP + 2, -GAP + 2, GAP - 2, GAP - 2)
            path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            return path
        path.addRect(target.boundingRect())
        return path

    def boundingRect(self) -> QRectF:
        margin = HALO_W / 2 + 2
        return self.outline().boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = self.outline()
        for colour, width in ((FOCUS_HALO, HALO_W), (GOLD_LIGHT, LINE_W), (FOCUS_LINE, HAIR_W)):
            pen = QPen(colour, width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(path)


class FeltKeys(QObject):
    """Which felt control the keyboard is on, moving it and pressing it (see the module docstring).

    Signals:
        focus_moved(object): the current control changed (a ClickableItem, or None).
        pressed(object, int): a key (its Qt.Key) pressed the current control, a ClickableItem
            (emitted after the press, so what it changed shows on the felt).
    """

    focus_moved = Signal(object)
    pressed = Signal(object, int)

    def __init__(self, view: QWidget, scene: FeltTable) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self._current: ClickableItem | None = None
        self._ring: FocusRingItem | None = None

    # -- the controls, in tab order ---------------------------------------------------------------
    def controls(self) -> list[ClickableItem]:
        """Tab order: the replay banner's way back (while it shows), the chips left to right, the
        betting areas (Player, Tie, Banker, then the side bets row by row, left to right), then the
        dealer buttons in the order they are printed."""
        scene = self.scene
        items: list[ClickableItem] = []
        if scene.banner.isVisible():
            items.append(scene.banner.button)
        if scene.peek.isVisible():  # the Peek table's choice: its buttons first while it waits
            items.extend(scene.peek.buttons.values())
        items.extend(sorted(scene.rack.values(), key=lambda chip: chip.pos().x()))

        def spot_order(item: BetSpotItem) -> tuple[int, float, float]:
            # Left to right along the row's arc: its middle at the row's one radius (where the chips
            # stand, ``centre``, is the same order but dear to find: the first reading waited on it).
            return (int(item.compact), -item.sector.inner, item.mapToScene(item.message_anchor()).x())

        items.extend(sorted(scene.spots.values(), key=spot_order))  # type: ignore[arg-type]
        items.extend(scene.buttons[action] for row in BUTTON_ROWS for action, *_ in row)
        return items

    @property
    def current(self) -> ClickableItem | None:
        """The control the keyboard is on; None when it is on none (a control that left the felt,
        such as an area of the old rules, is forgotten)."""
        item = self._current
        if item is not None and (not shiboken6.isValid(item) or item not in self.controls()):
            self._current = None
            self._ring = None
        return self._current

    def ring_target(self) -> ClickableItem | None:
        """The control the focus ring is drawn round now, if any."""
        ring = self._ring
        if ring is None or not shiboken6.isValid(ring) or not ring.isVisible():
            return None
        return ring.target

    def set_current(self, item: ClickableItem | None) -> None:
        """Put the keyboard on ``item`` (None: on no control), with the ring round it while the
        view has the focus, and say so (focus_moved; the accessible tree tells assistive tech)."""
        if item is self._current and (item is None or self._ring is not None):
            self.show_ring(self.view.hasFocus())
            return
        self._drop_ring()
        self._current = item
        if item is not None:
            self._ring = FocusRingItem(item)
            self._ring.setVisible(self.view.hasFocus())
        self.focus_moved.emit(item)

    def _drop_ring(self) -> None:
        ring = self._ring
        self._ring = None
        if ring is not None and shiboken6.isValid(ring):
            scene = ring.scene()
            if scene is not None:
                scene.removeItem(ring)

    def show_ring(self, shown: bool) -> None:
        """The ring shows only while the felt has the keyboard focus."""
        if self.current is not None and self._ring is not None and shiboken6.isValid(self._ring):
            self._ring.setVisible(shown)

    # -- moving -----------------------------------------------------------------------------------
    def step(self, forward: bool) -> bool:
        """Tab / Shift+Tab: the next or previous control; False past either end (the focus then
        leaves the felt for the next widget)."""
        controls = self.controls()
        current = self.current
        if current is None:
            index = 0 if forward else len(controls) - 1
        else:
            index = controls.index(current) + (1 if forward else -1)
        if not 0 <= index < len(controls):
            self.set_current(None)
            return False
        self.set_current(controls[index])
        return True

    def enter(self, forward: bool) -> None:
        """The focus came to the felt by Tab (its first control) or Shift+Tab (its last)."""
        controls = self.controls()
        self.set_current(controls[0] if forward else controls[-1])

    def rows(self) -> list[list[ClickableItem]]:
        """The controls in rows, top to bottom as they lie on the felt: the replay banner's button,
        each row of side bets, Player-Tie-Banker, then the rail (chips, then the dealer buttons)."""
        controls = self.controls()
        spots = [c for c in controls if isinstance(c, BetSpotItem)]
        by_row: dict[tuple[bool, float], list[ClickableItem]] = {}
        for spot in spots:
            by_row.setdefault((not spot.compact, spot.sector.inner), []).append(spot)
        rows: list[list[ClickableItem]] = [[c for c in controls if c is self.scene.banner.button]]
        rows.append([c for c in controls if c.parentItem() is self.scene.peek])  # the Peek choice
        rows += [by_row[key] for key in sorted(by_row)]
        rows.append(
            [
                c
                for c in controls
                if isinstance(c, RackChipItem | ButtonItem) and c not in rows[0] and c not in rows[1]
            ]
        )
        return [row for row in rows if row]

    def move(self, key: int) -> bool:
        """The arrows: Left and Right along the row the control is in, Up and Down to the nearest
        control of the row above or below."""
        current = self.current
        if current is None:
            self.set_current(self.controls()[0])
            return True
        rows = self.rows()
        row = next(i for i, r in enumerate(rows) if current in r)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            index = rows[row].index(current) + (1 if key == Qt.Key.Key_Right else -1)
            if 0 <= index < len(rows[row]):
                self.set_current(rows[row][index])
            return True
        target = row + (1 if key == Qt.Key.Key_Down else -1)
        if 0 <= target < len(rows):
            x = centre(current).x()
            self.set_current(min(rows[target], key=lambda c: abs(centre(c).x() - x)))
        return True

    # -- pressing ---------------------------------------------------------------------------------
    def claims(self, event: QKeyEvent) -> bool:
        """Whether a key is the current control's rather than a window shortcut's: Space and Enter
        press it, Backspace takes a chip back from an area. With no current control, Space and
        Enter deal (the window's shortcut)."""
        key = event.key()
        if self.scene.peek.isVisible() and key in CHOICE_KEYS and not event.modifiers():
            return True  # K, D, T: the Peek table's choice, wherever the keyboard is
        current = self.current
        if current is None or self.scene.focusItem() is not None:  # a card being squeezed has the keys
            return False
        if key in PRESS_KEYS:
            return True
        return key in TAKE_BACK_KEYS and isinstance(current, BetSpotItem)

    def press(self, event: QKeyEvent) -> bool:
        """Press the current control with the key, as a click would; True if the key was used."""
        if self.scene.peek.isVisible() and event.key() in CHOICE_KEYS and self.claims(event):
            button = self.scene.peek.buttons[CHOICE_KEYS[Qt.Key(event.key())]]
            button.click()
            self.pressed.emit(button, event.key())
            return True
        current = self.current
        if current is None or not self.claims(event):
            return False
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if isinstance(current, BetSpotItem):
            current.click(remove=event.key() in TAKE_BACK_KEYS or shift)
        else:
            current.click()
        self.pressed.emit(current, event.key())
        return True


def centre(item: ClickableItem) -> QPointF:
    """Where a control is, in scene units: an area's betting circle, a chip's or button's middle."""
    if isinstance(item, BetSpotItem):
        return item.mapToScene(item.chip_anchor())
    return item.sceneBoundingRect().center()


__all__ = ["ARROWS", "FELT_KEYS", "FeltKeys", "FocusRingItem", "centre", "key_names"]
