"""The window's actions in one place: each keyed by `Act`, with its words, keys, tip and icon
(`SPECS`), where it sits (the menus, the toolbar, Help > Keyboard's groups) and when it is enabled.

Code and tests find an action by its key (`window.acts[Act.DEAL]`), never by its text. The felt's
dealer buttons report the same keys (`Act.DEAL.value == "deal"`), so a button and its menu item run
the same slot. The views the window hosts add their own "show" actions to the View menu and to
the keyboard help (ui/window/views.py).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.money import CHIP_VALUES_CENTS
from ...viewmodels.table_controller import Phase, TableController
from ..companion.keys import help_rows as companion_help_rows
from ..felt.keys import ARROWS, FELT_KEYS, key_names
from ..felt.readings import chip_name
from ..statistics.switcher import END_KEYS, PAGE_KEYS
from .icons import draw_icon

if TYPE_CHECKING:
    from .keyboard_help import KeyGroup

LOBBY_SIT = (Qt.Key.Key_Return, Qt.Key.Key_Space)  # on a table's card (ui/lobby/card.py)
# Keys that move inside the scoreboard, the Statistics pane and the lobby (no window action), for Help >
# Keyboard; the words are English, translated where shown (keyboard_help.rows).
PANE_MOVES: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keyboard", "Scoreboard: from road to road"), "Tab, Shift+Tab"),
    (QT_TRANSLATE_NOOP("Keyboard", "Scoreboard: from mark to mark in a road"), key_names(ARROWS)),
    (QT_TRANSLATE_NOOP("Keyboard", "Statistics: the chart before or after"), key_names(PAGE_KEYS)),
    (QT_TRANSLATE_NOOP("Keyboard", "Statistics: the first or the last chart"), key_names(END_KEYS)),
    (QT_TRANSLATE_NOOP("Keyboard", "Lobby: from table to table"), key_names((*ARROWS, *END_KEYS))),
    (QT_TRANSLATE_NOOP("Keyboard", "Lobby: sit down at the table"), key_names(LOBBY_SIT)),
)


class Act(enum.StrEnum):
    """Every action of the window. The first six are also the felt's dealer buttons' keys."""

    DEAL = "deal"
    REBET = "rebet"
    REBET_DEAL = "rebet_deal"
    DOUBLE = "double"
    UNDO = "undo"
    CLEAR = "clear"
    REVEAL = "reveal"
    SKIP = "skip"
    NEW_SHOE = "new_shoe"
    NEW_SESSION = "new_session"
    LEAVE_TABLE = "leave_table"
    SETTINGS = "settings"
    RULES = "rules"
    SCOREBOARD = "scoreboard"
    ODDS = "odds"
    QUIT = "quit"
    ABOUT = "about"
    KEYBOARD = "keyboard"
    NEXT_PANE = "next_pane"
    PREVIOUS_PANE = "previous_pane"
    CHIP_1 = "chip_1"
    CHIP_2 = "chip_2"
    CHIP_3 = "chip_3"
    CHIP_4 = "chip_4"
    CHIP_5 = "chip_5"
    CHIP_6 = "chip_6"


CHIPS = (Act.CHIP_1, Act.CHIP_2, Act.CHIP_3, Act.CHIP_4, Act.CHIP_5, Act.CHIP_6)
assert len(CHIPS) == len(CHIP_VALUES_CENTS), "one key (1 to 6) per chip in the rack"
# What the felt's buttons and the Game menu's first items do: enabled from the controller's can_ answers.
BETTING = (Act.DEAL, Act.REBET, Act.REBET_DEAL, Act.DOUBLE, Act.UNDO, Act.CLEAR)


@dataclass(frozen=True)
class ActionSpec:
    """An action's words (English, translated where shown: _t("Window", text)), keys and look."""

    text: str
    shortcuts: tuple[str, ...] = ()
    tip: str = ""
    icon: str | None = None  # a draw_icon kind
    checkable: bool = False


SPECS: dict[Act, ActionSpec] = {
    Act.DEAL: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Deal"),
        ("Space", "Return", "Enter"),
        QT_TRANSLATE_NOOP("Window", "Deal a hand"),
    ),
    Act.REBET: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Rebet"),
        ("R",),
        QT_TRANSLATE_NOOP("Window", "Place the last hand's bets again"),
    ),
    Act.REBET_DEAL: ActionSpec(QT_TRANSLATE_NOOP("Window", "Rebet and d&eal"), ("Shift+R",)),
    Act.DOUBLE: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "D&ouble"),
        ("D",),
        QT_TRANSLATE_NOOP("Window", "Double every bet on the table"),
    ),
    Act.UNDO: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Undo"),
        ("Backspace", "Ctrl+Z"),
        QT_TRANSLATE_NOOP("Window", "Take back the last chip"),
    ),
    Act.CLEAR: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Clear bets"),
        ("Delete",),
        QT_TRANSLATE_NOOP("Window", "Take back every bet"),
    ),
    Act.REVEAL: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "Re&veal all cards"),
        ("Shift+Return", "Shift+Enter"),
        QT_TRANSLATE_NOOP("Window", "Turn every squeezed card over at once"),
    ),
    Act.SKIP: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "Skip animation / leave replay"),
        ("Escape",),
        QT_TRANSLATE_NOOP("Window", "Finish the animation or leave a replay"),
    ),
    Act.NEW_SHOE: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "New &shoe"),
        ("Ctrl+Shift+N",),
        QT_TRANSLATE_NOOP("Window", "Shuffle a new shoe"),
        icon="shoe",
    ),
    Act.NEW_SESSION: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "New sessio&n…"),
        ("Ctrl+N",),
        QT_TRANSLATE_NOOP("Window", "End this session and start a new one"),
        icon="session",
    ),
    Act.LEAVE_TABLE: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Leave the table"),
        ("Ctrl+L",),
        QT_TRANSLATE_NOOP(
            "Window", "Stand up from the floor table: your own shoe comes, with the same rules"
        ),
    ),
    Act.SETTINGS: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "Se&ttings…"),
        ("Ctrl+,",),
        QT_TRANSLATE_NOOP("Window", "Table rules and options"),
        icon="settings",
    ),
    Act.RULES: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Rules and payouts"),
        ("F1",),
        QT_TRANSLATE_NOOP("Window", "The tableau and house edges"),
        icon="rules",
    ),
    Act.ODDS: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Odds of the cards left"),
        ("O",),
        QT_TRANSLATE_NOOP("Window", "What the cards left in this shoe are worth, for each bet"),
        icon="odds",
        checkable=True,
    ),
    Act.QUIT: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Quit"),
        ("Ctrl+Q",),
        QT_TRANSLATE_NOOP("Window", "Quit Baccarat Desktop"),
    ),
    Act.ABOUT: ActionSpec(QT_TRANSLATE_NOOP("Window", "&About")),
    Act.KEYBOARD: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "&Keyboard…"),
        ("Ctrl+/",),
        QT_TRANSLATE_NOOP("Window", "Every key the game answers to"),
    ),
    Act.NEXT_PANE: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "Next &pane"),
        ("F6",),
        QT_TRANSLATE_NOOP("Window", "The table, scoreboard, odds, tabs in turn"),
    ),
    Act.PREVIOUS_PANE: ActionSpec(
        QT_TRANSLATE_NOOP("Window", "Previous pa&ne"),
        ("Shift+F6",),
        QT_TRANSLATE_NOOP("Window", "The panes the other way round"),
    ),
}
# The scoreboard's item is its dock's own show/hide toggle (adopted, not made here): B, its icon, its tip.
SCOREBOARD_TEXT = QT_TRANSLATE_NOOP("Window", "Score&board")

# Where each action sits; None is a separator. The View menu starts with the views' own items.
GAME_MENU = (
    *BETTING,
    None,
    Act.REVEAL,
    None,
    Act.NEW_SHOE,
    Act.NEW_SESSION,
    Act.LEAVE_TABLE,
    None,
    Act.SETTINGS,
    None,
    Act.QUIT,
)
VIEW_MENU = (None, Act.SCOREBOARD, Act.ODDS, None, Act.NEXT_PANE, Act.PREVIOUS_PANE, None, Act.SKIP)
HELP_MENU = (Act.RULES, Act.KEYBOARD, Act.ABOUT)
# What acts on the table, with icons; switching panes is the tabs' job, quitting the menu's.
TOOLBAR = (Act.NEW_SHOE, Act.NEW_SESSION, None, Act.SCOREBOARD, Act.ODDS, None, Act.RULES, Act.SETTINGS)
# Help > Keyboard's groups (the views' items open the third).
BETTING_KEYS = (*CHIPS, Act.UNDO, Act.CLEAR, Act.DOUBLE, Act.REBET)
DEALING_KEYS = (Act.DEAL, Act.REBET_DEAL, Act.REVEAL, Act.SKIP, Act.NEW_SHOE, Act.NEW_SESSION,
                Act.LEAVE_TABLE)  # fmt: skip
PANE_KEYS = (Act.SCOREBOARD, Act.ODDS, Act.NEXT_PANE, Act.PREVIOUS_PANE, Act.SETTINGS, Act.RULES,
             Act.KEYBOARD, Act.ABOUT, Act.QUIT)  # fmt: skip


def make_action(
    window: QMainWindow, text: str, slot: Callable[[], Any], shortcuts: Sequence[str] = (), tip: str = ""
) -> QAction:
    """A window-wide action: its words, keys (shown in its tooltip) and status tip, running ``slot``."""
    action = QAction(text, window)
    action.triggered.connect(lambda _checked=False: slot())
    if shortcuts:
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    if tip:
        action.setStatusTip(tip)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
    window.addAction(action)
    return action


def enabled_now(controller: TableController) -> dict[Act, bool]:
    """Which betting actions (and felt buttons) the controller allows now: its can_ answers."""
    c = controller
    rebet = c.can_rebet()
    return {
        Act.DEAL: c.can_deal(),
        Act.REBET: rebet,
        Act.REBET_DEAL: rebet,
        Act.DOUBLE: c.can_double(),
        Act.UNDO: c.can_undo(),
        Act.CLEAR: c.can_clear(),
    }


class WindowActions:
    """The window's QActions by key, the slot each runs, and their places in the menus and toolbar."""

    def __init__(self, window: QMainWindow, slots: Mapping[Act, Callable[[], Any]]) -> None:
        self.window = window
        self._slots = dict(slots)
        self._actions: dict[Act, QAction] = {}
        self.views: list[QAction] = []  # the views' own items, in the order they were registered
        for key, spec in SPECS.items():
            action = make_action(
                window,
                _t("Window", spec.text),
                slots[key],
                spec.shortcuts,
                _t("Window", spec.tip) if spec.tip else "",
            )
            if spec.icon is not None:
                action.setIcon(draw_icon(spec.icon))
            action.setCheckable(spec.checkable)
            self._actions[key] = action
        # The Chips menu: one checked item, the chip in hand, named as the felt names it ('$1,000
        # chip'); it follows the chip chosen on the felt or by a number key (follow: check_chip).
        self.chip_group = QActionGroup(window)
        self.chip_group.setExclusive(True)
        for i, (key, cents) in enumerate(zip(CHIPS, CHIP_VALUES_CENTS, strict=True)):
            action = make_action(window, chip_name(cents), slots[key], [str(i + 1)])
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False: self.check_chip())  # a refused chip unchecks
            self.chip_group.addAction(action)
            self._actions[key] = action
        self._actions[Act.REVEAL].setEnabled(False)  # until a squeeze is on the felt

    def __getitem__(self, key: Act) -> QAction:
        return self._actions[key]

    @property
    def chips(self) -> list[QAction]:
        return [self._actions[key] for key in CHIPS]

    def run(self, key: Act) -> None:
        """Do what ``key``'s action does, enabled or not (a felt button: the controller says why not)."""
        self._slots[key]()

    def adopt(self, key: Act, action: QAction) -> None:
        """Take an action made elsewhere (a dock's show/hide toggle) under ``key``."""
        self._actions[key] = action

    def add_view(self, text: str, slot: Callable[[], Any], shortcut: str) -> QAction:
        """A hosted view's item in the View menu and Help > Keyboard, in registration order."""
        action = make_action(self.window, text, slot, [shortcut])
        self.views.append(action)
        return action

    def _items(self, keys: Iterable[Act | None]) -> list[QAction | None]:
        return [None if key is None else self._actions[key] for key in keys]

    def build_menus(self) -> QToolBar:
        """The menu bar (Game, Chips, View, Help) and the toolbar; returns the toolbar."""
        bar = self.window.menuBar()
        _fill(bar.addMenu(_t("Window", "&Game")), self._items(GAME_MENU))
        _fill(bar.addMenu(_t("Window", "&Chips")), self.chips)
        _fill(bar.addMenu(_t("Window", "&View")), [*self.views, *self._items(VIEW_MENU)])
        _fill(bar.addMenu(_t("Window", "&Help")), self._items(HELP_MENU))
        toolbar = QToolBar(_t("Window", "Table"), self.window)
        toolbar.setObjectName("TableToolbar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setIconSize(QSize(20, 20))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.toggleViewAction().setVisible(False)
        self.window.addToolBar(toolbar)
        _fill(toolbar, self._items(TOOLBAR))
        return toolbar

    def keyboard_groups(self) -> list[KeyGroup]:
        """Help > Keyboard's groups, of these actions (so the list follows their keys)."""
        from .keyboard_help import KeyGroup  # the dialog's module loads when the help is asked for

        return [
            KeyGroup(_t("Keyboard", "Betting"), self._items(BETTING_KEYS)),  # type: ignore[arg-type]
            KeyGroup(_t("Keyboard", "Dealing"), self._items(DEALING_KEYS)),  # type: ignore[arg-type]
            KeyGroup(_t("Keyboard", "The table"), [], FELT_KEYS),
            KeyGroup(_t("Keyboard", "Windows and panes"), [*self.views, *self._items(PANE_KEYS)]),  # type: ignore[list-item]
            KeyGroup(_t("Keyboard", "The scoreboard and the charts"), [], PANE_MOVES),
            KeyGroup(_t("Keyboard", "The Companion"), [], companion_help_rows()),
        ]

    # -- enabled states: each connected to the facts that change it ------------------------------
    def follow(self, controller: TableController) -> None:
        """Enable the betting actions, the table's shoe and session actions and the chip keys from
        the controller's answers, each time a fact they depend on changes."""
        self.controller = controller
        c = controller
        for signal in (c.phase_changed, c.bets_changed, c.hand_dealt, c.bankroll_changed, c.session_started):
            signal.connect(self.enable_betting)
        for signal in (c.phase_changed, c.bankroll_changed, c.result_shown, c.session_started):
            signal.connect(self.enable_chips)
        c.chip_selected.connect(self.check_chip)
        c.seated.connect(self.enable_betting)  # Leave the table: while he sits at a floor table
        self.enable_betting()
        self.enable_chips()
        self.check_chip()

    def enable_betting(self, *_fact: object) -> None:
        c = self.controller
        for key, on in enabled_now(c).items():
            self._actions[key].setEnabled(on)
        self._actions[Act.NEW_SHOE].setEnabled(c.phase is Phase.BETTING)
        self._actions[Act.NEW_SESSION].setEnabled(c.phase not in (Phase.DEALING, Phase.REPLAY))
        self._actions[Act.LEAVE_TABLE].setEnabled(c.seat_key is not None)  # mid-hand: the refusal is said

    def enable_chips(self, *_fact: object) -> None:
        """A chip key is off while the controller refuses that chip (a replay, a bankroll too small)."""
        c = self.controller
        for key, cents in zip(CHIPS, CHIP_VALUES_CENTS, strict=True):
            self._actions[key].setEnabled(c.chip_refusal(cents) is None)

    def check_chip(self, *_fact: object) -> None:
        """The Chips menu checks the chip in hand (whichever way it was chosen), and only that one."""
        controller = getattr(self, "controller", None)
        if controller is None:
            return
        for key, cents in zip(CHIPS, CHIP_VALUES_CENTS, strict=True):
            self._actions[key].setChecked(cents == controller.selected_chip)


# Keys pressed while a hand is dealt and settled, when their actions are off (issue 27): kept and done
# the moment betting opens, so Shift+R pressed as the chips are paid deals the next hand.
HELD = (Act.DEAL, Act.REBET_DEAL, Act.REBET)


class HeldKey(QObject):
    """The betting key (Deal, Rebet, Rebet and deal) pressed while a hand is dealt and settled: its
    action is off, so instead of the key doing nothing it is kept, said at once ('Rebet and deal
    when this hand is settled', on the felt and to assistive tech), and pressed when betting opens.
    A later key takes the place of an earlier one; Esc, finishing the hand, does it sooner; a table
    that does not open for bets (a replay, a spent bankroll) forgets it.

    Signals:
        changed(object): the action now held (an Act), or None once done or forgotten.
    """

    changed = Signal(object)

    def __init__(
        self, actions: WindowActions, controller: TableController, say: Callable[[str], None]
    ) -> None:
        super().__init__(actions.window)
        self.actions = actions
        self.controller = controller
        self.say = say
        self.pending: Act | None = None
        controller.phase_changed.connect(self._phase_changed)

    def action_for(self, event: QKeyEvent) -> Act | None:
        """The held action whose key this is (None: another key)."""
        pressed = QKeySequence(event.keyCombination())
        for key in HELD:
            if any(
                pressed.matches(shortcut) == QKeySequence.SequenceMatch.ExactMatch
                for shortcut in self.actions[key].shortcuts()
            ):
                return key
        return None

    def hold(self, event: QKeyEvent) -> bool:
        """Keep the key if a hand is being dealt and it is one of the held actions'; True if kept."""
        if self.controller.phase is not Phase.DEALING or event.isAutoRepeat():
            return False
        key = self.action_for(event)
        if key is None:
            return False
        self.pending = key
        name = self.actions[key].text().replace("&", "")
        self.say(_t("Window", "{action} when this hand is settled").format(action=name))
        self.changed.emit(key)
        return True

    def _phase_changed(self, *_fact: object) -> None:
        key, self.pending = self.pending, None
        if key is None or self.controller.phase is Phase.DEALING:
            self.pending = key
            return
        self.changed.emit(None)
        if self.controller.phase is Phase.BETTING:
            QTimer.singleShot(0, lambda: self._press(key))  # once everything has heard betting is open

    def _press(self, key: Act) -> None:
        if self.controller.phase is Phase.BETTING:
            self.actions.run(key)


def _fill(menu: QMenu | QToolBar, items: Iterable[QAction | None]) -> None:
    for item in items:
        if item is None:
            menu.addSeparator()
        else:
            menu.addAction(item)
