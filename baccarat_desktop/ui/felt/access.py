"""The felt for screen readers: an accessible tree for the graphics items Qt does not expose, focus
changes reported as the keyboard moves, and each hand's result announced when the felt shows it.

Qt gives assistive technology an interface per widget; the felt's chips, betting areas, cards and
texts are QGraphicsItems inside one QGraphicsView, so they would read as one blank picture. The
program's accessibility factory (``ui/access.py``, installed once by the composition root) gives
the view ``FeltAccessible``, whose children are one ``FeltNode`` per thing on the felt, worded from
what the felt *shows* (ui/felt/readings.py words them): a card the felt shows face down (dealt but
not turned, or being squeezed) never gives its rank away. ``FeltSpeaker`` sends the focus events as
the keyboard moves and announces a hand's result when the felt shows it (the scene's
``result_shown``), so whatever delays the result on the felt delays the announcement too.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsObject, QGraphicsView, QWidget

from ...engine.coup import Hand
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.session import HandResult
from .cards import CardItem
from .chips import RackChipItem
from .controls import ClickableItem
from .keys import FeltKeys
from .readings import (
    Reading,
    card_name,
    chip_name,
    dealing_order,
    lit_words,
    read_item,
    result_words,
    squeezed_card,
)
from .squeeze import SqueezeStageItem
from .table import FeltTable

# Words kept in constants are English, translated where said (_t("Access", ...)).
FELT_NAME = QT_TRANSLATE_NOOP("Access", "Baccarat table")
FELT_DESCRIPTION = QT_TRANSLATE_NOOP(
    "Access",
    "Tab, Shift+Tab or the arrow keys move between the chips, the betting areas and the dealer "
    "buttons; Space or Enter presses the one with focus; Backspace takes a chip back from an area. "
    "With nothing chosen, Space deals.",
)


class FeltLeaf(QAccessibleInterface):
    """A child of the felt with no children of its own: what every such node answers alike."""

    def __init__(self, felt: FeltAccessible) -> None:
        super().__init__()
        self.felt = felt

    def window(self) -> QWindow | None:  # type: ignore[override]  # Qt takes a null window
        return self.felt.window()

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none
        return None

    def parent(self) -> QAccessibleInterface:
        return self.felt

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The felt's words are the game's, not the reader's to change."""


class FeltNode(FeltLeaf):
    """One thing on the felt, as assistive technology sees it; it reads the item afresh each time,
    so it always says what the felt shows. Its object is the item, so Qt drops it with the item."""

    def __init__(self, felt: FeltAccessible, item: QGraphicsObject) -> None:
        super().__init__(felt)
        self.item = item

    def reading(self) -> Reading:
        if not shiboken6.isValid(self.item):
            return Reading(QAccessible.Role.StaticText, "")
        return read_item(self.item, self.felt.felt_scene) or Reading(QAccessible.Role.StaticText, "")

    def isValid(self) -> bool:
        return shiboken6.isValid(self.item) and shiboken6.isValid(self.felt)

    def object(self) -> QObject:
        return self.item

    def text(self, kind: QAccessible.Text) -> str:
        reading = self.reading()
        if kind == QAccessible.Text.Name:
            return reading.name
        if kind == QAccessible.Text.Description:
            return reading.description
        return ""

    def rect(self) -> QRect:
        if not shiboken6.isValid(self.item):
            return QRect()
        return self.felt.screen_rect(self.item.sceneBoundingRect())

    def role(self) -> QAccessible.Role:
        return self.reading().role

    def state(self) -> QAccessible.State:
        reading = self.reading()
        state = QAccessible.State()
        state.focusable = reading.control
        state.focused = reading.control and self.felt.focused_item() is self.item
        state.checkable = reading.checkable
        state.checked = reading.checked
        state.disabled = reading.disabled
        state.readOnly = not reading.control
        return state


class Notice(QObject):
    """What the felt last said aloud, as a notification screen readers speak when it shows: Orca 43
    (Debian 12's) has no ear for Qt's announcement event but speaks a notification that appears."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.words = ""


class NoticeNode(FeltLeaf):
    """The notice's interface: a notification named by the words, a child of the felt while it has
    words (a reader that looks later finds the last thing said)."""

    def __init__(self, felt: FeltAccessible, notice: Notice) -> None:
        super().__init__(felt)
        self.notice = notice

    def isValid(self) -> bool:
        return shiboken6.isValid(self.notice) and shiboken6.isValid(self.felt)

    def object(self) -> QObject:
        return self.notice

    def text(self, kind: QAccessible.Text) -> str:
        return self.notice.words if kind == QAccessible.Text.Name else ""

    def rect(self) -> QRect:
        return self.felt.screen_rect(self.felt.felt_scene.announcement.sceneBoundingRect())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        state.invisible = not self.notice.words
        return state


class FeltAccessible(QAccessibleWidget):
    """The felt view's accessible interface: its children are the felt's controls in tab order,
    then the cards on the table, the totals, the bankroll plaque and the dealer's words."""

    def __init__(self, view: QGraphicsView, scene: FeltTable, keys: FeltKeys) -> None:
        super().__init__(view, QAccessible.Role.Pane, _t("Access", FELT_NAME))
        self.view = view
        self.felt_scene = scene
        self.keys = keys
        self._nodes: dict[QGraphicsObject, FeltNode] = {}
        self._notice: NoticeNode | None = None

    def notice(self) -> NoticeNode | None:
        """The interface of what the felt last said (None before the speaker exists)."""
        speaker = getattr(self.view, "speaker", None)
        if not isinstance(speaker, FeltSpeaker):
            return None
        if self._notice is None or not self._notice.isValid():
            self._notice = NoticeNode(self, speaker.notice)
        return self._notice

    def extra(self) -> list[QAccessibleInterface]:
        """Children that are not items on the felt: the notice, once something was said."""
        notice = self.notice()
        return [notice] if notice is not None and notice.notice.words else []

    def items(self) -> list[QGraphicsObject]:
        """What the felt shows now that has something to say, in reading order."""
        scene = self.felt_scene
        things: list[QGraphicsObject] = [scene.peek, *self.keys.controls(), scene.lights.strip]
        things += scene.table_cards()
        things += [scene.badges[Hand.PLAYER], scene.badges[Hand.BANKER], scene.plaque]
        things += [scene.announcement, scene.explanation, scene.notice]
        return [item for item in things if item.isVisible() and read_item(item, scene) is not None]

    def node(self, item: QGraphicsObject) -> FeltNode:
        """The one interface of an item (kept, so assistive technology sees the same object)."""
        self._nodes = {i: n for i, n in self._nodes.items() if shiboken6.isValid(i) and shiboken6.isValid(n)}
        node = self._nodes.get(item)
        if node is None:
            node = FeltNode(self, item)
            self._nodes[item] = node
        return node

    def nodes(self) -> list[FeltNode]:
        return [self.node(item) for item in self.items()]

    def focused_item(self) -> QGraphicsObject | None:
        """Where the keyboard is on the felt: the card being squeezed, else the current control."""
        if not self.view.hasFocus():
            return None
        return squeezed_card(self.felt_scene) or self.keys.current

    def screen_rect(self, rect: QRectF) -> QRect:
        """A scene rectangle where it is on the screen."""
        local = self.view.mapFromScene(rect).boundingRect()
        top_left = self.view.viewport().mapToGlobal(local.topLeft())
        return QRect(top_left, local.size())

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.view.accessibleName() or _t("Access", FELT_NAME)
        if kind == QAccessible.Text.Description:
            return self.view.accessibleDescription() if self.helps() else ""
        return super().text(kind)

    def helps(self) -> bool:
        """The felt describes its keys only while it has the focus itself, on none of its controls.
        Entering it lands on a control, and Qt tells the felt's focus first: a reader that spoke
        that focus before the control's came (Orca, on a busy machine) read the whole help."""
        return self.view.hasFocus() and self.focused_item() is None

    def childCount(self) -> int:
        return len(self.items()) + len(self.extra())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none
        items = self.items()
        if 0 <= index < len(items):
            return self.node(items[index])
        extra = self.extra()
        return extra[index - len(items)] if 0 <= index - len(items) < len(extra) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        items = self.items()
        if isinstance(child, FeltNode) and child.item in items:
            return items.index(child.item)
        if isinstance(child, NoticeNode) and child.notice.words:
            return len(items)
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none
        item = self.focused_item()
        return self.node(item) if item is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # null: none
        point = self.view.mapToScene(self.view.viewport().mapFromGlobal(QPoint(x, y)))
        for item in reversed(self.items()):
            if item.sceneBoundingRect().contains(point):
                return self.node(item)
        return None


TURNED_WAIT_MS = 4000  # a card turned is named at the latest this long after its face shows


def felt_interface(view: QWidget) -> FeltAccessible | None:
    """The view's accessible interface, as Qt hands it to assistive technology."""
    interface = QAccessible.queryAccessibleInterface(view)
    return interface if isinstance(interface, FeltAccessible) else None


def notify(event: QAccessibleEvent) -> None:
    """Tell assistive technology (Qt does nothing while none is listening)."""
    QAccessible.updateAccessibility(event)


class FeltSpeaker(QObject):
    """Speaks for the felt: focus events as the keyboard moves over it, and each hand's result the
    moment the felt shows it (never at the deal).

    Signals:
        announced(str): the words just announced to assistive technology.
    """

    announced = Signal(str)

    def __init__(self, view: QGraphicsView, scene: FeltTable, keys: FeltKeys) -> None:
        super().__init__(view)
        self.view = view
        self.felt_scene = scene
        view.setAccessibleName(_t("Access", FELT_NAME))
        view.setAccessibleDescription(_t("Access", FELT_DESCRIPTION))
        self.notice = Notice(self)
        self.keys = keys
        # What the reader was last told has the focus on the felt: a control's item, the view (the
        # felt itself; Qt tells it at every focus-in), or None while the felt is without focus.
        self._told: QObject | None = None
        self._helped = False  # whether the felt's description was last its keys' help (helps())
        self._readings: dict[QGraphicsObject, Reading] = {}  # as last told (_refresh)
        self._chosen: RackChipItem | None = None  # the chip in hand as last told
        self._pressed: tuple[ClickableItem, int] | None = None  # the control a key just pressed
        self._watched: dict[int, QObject] = {}  # the stacks and cards whose changes are heard
        self._settle_timer = QTimer(self)  # the felt is told once the event that changed it is over
        self._settle_timer.setSingleShot(True)
        self._settle_timer.setInterval(0)
        self._settle_timer.timeout.connect(self._settle)
        view.installEventFilter(self)
        keys.focus_moved.connect(self._focus_moved)
        keys.pressed.connect(self._key_pressed)
        for chip in scene.rack.values():
            chip.selected_changed.connect(self._soon)
        self._settle_timer.start()  # the first reading of the controls, to tell changes from
        scene.result_shown.connect(self._result_shown)
        scene.result_shown.connect(self._soon)  # the plaque's money and the totals
        scene.cards_taken.connect(self._soon)  # a card on the felt: its name is followed
        scene.replay_finished.connect(self._replay_shown)
        self._peeling: CardItem | None = None  # the squeezed card whose peeling is reported
        self._turned: list[CardItem] = []  # squeezed cards shown face up, not yet named
        self._turned_timer = QTimer(self)  # names them if nothing else is said soon (TURNED_WAIT_MS)
        self._turned_timer.setSingleShot(True)
        self._turned_timer.timeout.connect(self._say_turned)
        scene.focusItemChanged.connect(self._squeeze_focus)
        scene.card_turned.connect(self._card_turned)
        scene.lights_shown.connect(lambda lit: self.announce(lit_words(lit)))  # the flash, said

    # -- focus and the controls' words ------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt tells the reader the felt itself has the focus at each focus-in, after the view's own
        focusInEvent has put the keyboard on a control: the control is told after it (_settle)."""
        if watched is self.view and event.type() == QEvent.Type.FocusIn:
            self._told = self.view
            self._settle_timer.start()
        elif watched is self.view and event.type() == QEvent.Type.FocusOut:
            self._told = None
            self._tell_help()
        return False

    def _tell_help(self) -> None:
        """A reader that keeps what it read (libatspi's cache) is told when the felt's description
        comes or goes (FeltAccessible.helps), before any focus that would read it."""
        felt = felt_interface(self.view)
        helps = felt is not None and felt.helps()
        if felt is not None and helps != self._helped:
            self._helped = helps
            notify(QAccessibleEvent(felt, QAccessible.Event.DescriptionChanged))

    def _focus_moved(self, item: ClickableItem | None) -> None:
        """The keyboard moved on the felt: told once the key's work is done (_settle), so that the
        last focus the reader hears is the control, and a Tab out of the felt tells nothing."""
        self._settle_timer.start()

    def _key_pressed(self, item: ClickableItem, key: int) -> None:
        self._pressed = (item, key)
        self._settle_timer.start()

    def _settle(self) -> None:
        """Tell the reader what changed on the felt's controls, then where the focus is."""
        self._refresh()
        self._tell_current()

    def _tell_current(self) -> None:
        """The reader's focus where the keyboard is on the felt (the felt itself on no control),
        unless it was told already; nothing while the felt is without focus."""
        self._tell_help()
        felt = felt_interface(self.view)
        if felt is None or not self.view.hasFocus():
            return
        item = felt.focused_item()
        if (item or self.view) is self._told:
            return
        self._told = item or self.view
        notify(QAccessibleEvent(felt.node(item) if item is not None else felt, QAccessible.Event.Focus))

    def _refresh(self) -> None:
        """Tell the reader every control, the plaque, the totals and the cards whose words or
        state changed since last told: an area's bet ('$25.00 bet' as the chip lands, 'no bet'
        once the chips are collected), the chip in hand (checked), a button enabled, the plaque's
        money, a card turned face up. A screen reader speaks such a change of the control with
        focus (Orca 43: a name or description change, a radio button checked by Space), and one
        that keeps what it has read (libatspi's cache) reads the felt as it is. A chip chosen any
        other way (a number key, Enter, the mouse, the Chips menu) is said. The cards of a squeeze
        are told once it is over, the focus gone back to the felt's controls: the squeeze names
        each as it turns, and Orca speaks a name change of the card it is on (it said it twice)."""
        felt = felt_interface(self.view)
        if felt is None:
            return
        self._watch_stacks()
        pressed, self._pressed = self._pressed, None
        scene = self.felt_scene
        told = [*self.keys.controls(), scene.plaque, *scene.badges.values(), *scene.table_cards()]
        readings = {item: reading for item in told if (reading := read_item(item, scene))}
        dealer = getattr(scene, "dealer", None)
        squeezing = bool(getattr(dealer, "squeezing", False)) or squeezed_card(scene) is not None
        for item, now in readings.items():
            before = self._readings.get(item)
            if before is None or now == before:
                continue
            if squeezing and isinstance(item, CardItem):
                readings[item] = before  # told after the squeeze, which names each card as it turns
                continue
            node = felt.node(item)
            if now.name != before.name:
                notify(QAccessibleEvent(node, QAccessible.Event.NameChanged))
            if now.description != before.description:
                notify(QAccessibleEvent(node, QAccessible.Event.DescriptionChanged))
            changed = QAccessible.State()
            changed.checked = now.checked != before.checked
            changed.disabled = now.disabled != before.disabled
            if changed.checked or changed.disabled:
                notify(QAccessibleStateChangeEvent(node, changed))
        self._readings = readings
        chosen = next((chip for chip in self.felt_scene.rack.values() if chip.selected), None)
        before_chip, self._chosen = self._chosen, chosen
        if chosen is None or chosen is before_chip or before_chip is None:
            return
        if pressed == (chosen, Qt.Key.Key_Space) and felt.focused_item() is chosen:
            return  # the reader says the radio button checked by Space itself
        self.announce(chip_name(chosen.cents))

    def _soon(self, *_fact: object) -> None:
        """Something on the felt changed: tell the reader once the event is over (_settle)."""
        self._settle_timer.start()

    def _watch_stacks(self) -> None:
        """An area's words follow its stack (shown, hidden, another amount) and a card's name its
        face: hear their changes."""
        self._watched = {key: thing for key, thing in self._watched.items() if shiboken6.isValid(thing)}
        for card in self.felt_scene.table_cards():
            if self._watched.get(id(card)) is not card:
                self._watched[id(card)] = card
                card.face_changed.connect(self._soon)
        for stack in self.felt_scene.stacks.values():
            if self._watched.get(id(stack)) is not stack:
                self._watched[id(stack)] = stack
                stack.visibleChanged.connect(self._soon)
                stack.amount_changed.connect(self._soon)

    # -- the squeeze ------------------------------------------------------------------------------
    def _squeeze_focus(self, new: QGraphicsItem | None, old: QGraphicsItem | None, _reason: object) -> None:
        """A card to squeeze took the keyboard: the reader's focus goes to it, and its peeling is
        reported while it has it. A card turned (or revealed with the rest) lets it go: with none
        left to squeeze, the focus goes back where the keyboard is on the felt."""
        if self._peeling is not None and shiboken6.isValid(self._peeling):
            self._peeling.peeled.disconnect(self._card_peeled)
        self._peeling = None
        card = squeezed_card(self.felt_scene)
        if card is not None and card is new:
            self._peeling = card
            card.peeled.connect(self._card_peeled)
            self._tell_focus(card)
            self._say_turned(following=card)
        elif new is None and isinstance(old, CardItem) and self.view.hasFocus():
            dealer = getattr(self.felt_scene, "dealer", None)
            waiting = [c for c in dealer.squeezed_cards() if c is not old] if dealer is not None else []
            if not waiting:  # else the next card takes it
                self._tell_focus(None)

    def _tell_focus(self, item: QGraphicsObject | None) -> None:
        """The reader's focus on ``item`` (None: where the keyboard is on the felt)."""
        felt = felt_interface(self.view)
        if felt is None or not self.view.hasFocus():
            return
        item = item or felt.focused_item()
        self._told = item or self.view  # told once: _tell_current after a change must not tell it again
        notify(QAccessibleEvent(felt.node(item) if item is not None else felt, QAccessible.Event.Focus))

    def _card_peeled(self, item: CardItem) -> None:
        """Each step of the keys is said: the focused card's description (Orca speaks it)."""
        felt = felt_interface(self.view)
        if felt is not None and item is squeezed_card(self.felt_scene):
            notify(QAccessibleEvent(felt.node(item), QAccessible.Event.DescriptionChanged))

    def _card_turned(self, item: CardItem) -> None:
        """A squeezed card shows its face: it may be named from now on, never sooner. It is named
        with what the felt says next, the next card's focus or the result, in one sentence: a
        screen reader cuts what it is saying short for each new thing (Orca does, on a focus
        change), and the next card takes the focus a moment after the face shows."""
        self._turned.append(item)
        self._turned_timer.start(TURNED_WAIT_MS)

    def turned_words(self) -> str:
        """The squeezed cards shown face up and not yet named ('Player's first card: Four of
        spades'), taken: the speaker says them now."""
        self._turned_timer.stop()
        cards, self._turned = self._turned, []
        shown = sorted((c for c in cards if shiboken6.isValid(c) and c.face_up), key=dealing_order)
        names = [card_name(c, self.felt_scene) for c in shown]
        words = names[0] if names else ""
        for name in names[1:]:
            words = _t("Access", "{earlier}; {card}").format(earlier=words, card=name)
        return words

    def _say_turned(self, following: CardItem | None = None) -> None:
        """Name the cards just turned, and the card squeezed next (``following``) after them."""
        words = self.turned_words()
        stage = getattr(getattr(self.felt_scene, "dealer", None), "stage", None)
        if words and following is not None and isinstance(stage, SqueezeStageItem) and stage.caption:
            words = _t("Access", "{turned}. Next: {card}").format(turned=words, card=stage.caption)
        self.announce(words)

    def _result_shown(self, result: HandResult) -> None:
        turned = self.turned_words()  # the last squeezed cards, said before the result
        words = result_words(self.felt_scene)
        self.announce(
            _t("Access", "{turned}. {result}").format(turned=turned, result=words) if turned else words
        )

    def _replay_shown(self) -> None:
        self.announce(result_words(self.felt_scene))

    def announce(self, text: str) -> None:
        """Say ``text`` now, to every screen reader: Qt 6.8's announcement (Orca 46 and newer, NVDA),
        a notification that shows with the words (Orca 43, Debian 12's, which has no ear for the
        announcement), and the dealer's words marked changed for readers that follow a live text."""
        if not text:
            return
        notify(QAccessibleAnnouncementEvent(self.view, text))
        felt = felt_interface(self.view)
        self.notice.words = text
        if felt is not None:
            notice = felt.notice()
            if notice is not None:
                notify(QAccessibleEvent(notice, QAccessible.Event.NameChanged))
                notify(QAccessibleEvent(notice, QAccessible.Event.ObjectShow))
            words = felt.node(self.felt_scene.announcement)
            notify(QAccessibleEvent(words, QAccessible.Event.NameChanged))
        self.announced.emit(text)


__all__ = [
    "FeltAccessible",
    "FeltLeaf",
    "FeltNode",
    "FeltSpeaker",
    "Notice",
    "NoticeNode",
    "felt_interface",
    "notify",
]
