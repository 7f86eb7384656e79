"""The main window: the felt in the centre, the scoreboard beside it, menus, toolbar and status.

It wires the controller's signals to the views and the views' intents to the controller; it
makes no game decisions itself. Statistics and the hand history are built the first time they
are opened, so Matplotlib is never imported before the table is on screen.

One navigation: the tabs switch Table / Statistics / Hand history (the View menu names them with
their shortcuts); the toolbar holds only what acts on the table; the status bar tells the shoe,
never the bankroll the felt already shows. Every figure shown reads the controller's *shown*
state, so nothing moves before the felt's cards do.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QPointF, QRectF, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QFont,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...engine.bets import BetSpot
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.money import CHIP_VALUES_CENTS, chip_text, chips_for, format_cents
from ...engine.session import HandResult, ShoeStart
from ...resources import resource_path
from ...storage.errors import Problem, StorageError
from ...viewmodels.odds import OddsModel
from ...viewmodels.reality_check import RealityCheckTimer
from ...viewmodels.scoreboard import ScoreboardModel
from ...viewmodels.settings import GameSettings, reduces_motion, save_settings
from ...viewmodels.table_controller import Phase, ShoeView, TableController
from ..dialogs.about import AboutDialog
from ..dialogs.questions import Confirm, FileChoice, HistoryLost, RealityCheck, RealityChoice, StorageFailure
from ..dialogs.rules import RulesDialog
from ..dialogs.settings import SettingsDialog
from ..felt.keys import FELT_KEYS
from ..felt.odds_panel import OddsPanel
from ..felt.scene import FeltScene, FeltView
from ..look.palette import (
    BANKER_RED,
    CHROME_SCALE,
    GOLD,
    IVORY,
    PLAYER_BLUE,
    TIE_GREEN,
    WOOD,
    chrome_stylesheet,
    pane_stylesheet,
    scaled_font,
    set_text_scale,
    text_scale,
)
from ..scoreboard.widget import ScoreboardWidget, ShoeScoreboard
from .keyboard_help import KeyboardDialog, KeyGroup
from .language import current_language, resolve_language
from .sound import SoundPlayer

TABLE_TAB, STATS_TAB, HISTORY_TAB = 0, 1, 2
# The scoreboard and odds docks belong to the table: on the Statistics and Hand history tabs of a
# window narrower than this (logical pixels) they step aside so the pane has the width, and come
# back with the table.
DOCKS_ASIDE_BELOW = 1600
APP_TITLE = QT_TRANSLATE_NOOP("Window", "Baccarat Desktop")  # shown through _t


@dataclass(frozen=True)
class ReplayState:
    """A replay on the felt: its banner title, its shoe, and whether that shoe's seed is out."""

    title: str
    shoe: ShoeView
    revealed: bool = False

    @property
    def status(self) -> str:
        return _t("Window", "{title} · {dealt} of {total} cards dealt · Esc: back to the table").format(
            title=self.title, dealt=self.shoe.dealt, total=self.shoe.total
        )


def new_session_question(controller: TableController) -> tuple[str, str]:
    """Say plainly what a new session does to the money and to this session's record: the
    question, and the detail under it."""
    start = format_cents(controller.settings.starting_bankroll_cents)
    now = format_cents(controller.bankroll_shown_cents)
    session = controller.session_id
    return (
        _t("Window", "Start a new session? Your bankroll resets to {start}.").format(start=start),
        _t(
            "Window", "Session {session} ends with {now}; it is kept in the hand history and the statistics."
        ).format(session=session, now=now),
    )


def window_title(session_id: int, bankroll_cents: int) -> str:
    """The title once: the game, then where the player is."""
    return _t("Window", "{app} — Session {session} · {bankroll}").format(
        app=_t("Window", APP_TITLE), session=session_id, bankroll=format_cents(bankroll_cents)
    )


CHROME_STEP = 0.125
CHROME_MAX = 1.75


def chrome_scale(width: int, height: int) -> float:
    """How much larger the menus, toolbar, tabs and status bar are set in a window this size: 1 up
    to about 1600x960, then with the window (as the felt's text grows), in steps of 1/8 so a drag
    does not re-lay the chrome at every pixel, and capped so it stays the frame, not the picture."""
    factor = min(width / 1600, height / 960)
    stepped = math.floor(factor / CHROME_STEP) * CHROME_STEP
    return max(1.0, min(CHROME_MAX, stepped))


class ShoeGauge(QWidget):
    """A slim gauge of the shoe in the game's colours: gold for the cards left, the cut card marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total, self.dealt = 0, 0
        self.cut: int | None = None
        self.setFixedSize(150, 14)

    def set_state(self, total: int, dealt: int, cut: int | None) -> None:
        self.total, self.dealt, self.cut = total, dealt, cut
        left = _t("Window", "{left} of {total} cards left").format(left=total - dealt, total=total)
        self.setToolTip(left if total else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        track = QRectF(1, 4, self.width() - 2, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 140))
        painter.drawRoundedRect(track, 3, 3)
        if self.total:
            left = track.width() * (self.total - self.dealt) / self.total
            painter.setBrush(GOLD)
            painter.drawRoundedRect(QRectF(track.left(), track.top(), left, track.height()), 3, 3)
            if self.cut is not None:
                x = track.left() + track.width() * (self.total - self.cut) / self.total
                painter.setBrush(BANKER_RED.lighter(130))
                painter.setPen(QPen(WOOD, 1))
                painter.drawRect(QRectF(x - 1.5, 1, 3, 12))
        painter.end()


def draw_icon(kind: str, size: int = 64) -> QIcon:
    """The toolbar's icons, drawn here in the table's gold so they match the felt at any scale."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 64, size / 64)
    pen = QPen(GOLD, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "shoe":  # the dealing shoe with a card at its mouth
        body = QPainterPath()
        body.moveTo(8, 26)
        body.lineTo(56, 14)
        body.lineTo(56, 52)
        body.lineTo(8, 52)
        body.closeSubpath()
        p.drawPath(body)
        p.setBrush(IVORY)
        p.setPen(QPen(GOLD, 3))
        p.save()
        p.translate(12, 30)
        p.rotate(-14)
        p.drawRoundedRect(QRectF(0, -4, 22, 16), 3, 3)
        p.restore()
    elif kind == "session":  # a chip with a plus: a fresh bankroll
        p.drawEllipse(QRectF(8, 8, 48, 48))
        p.setPen(QPen(GOLD, 3, Qt.PenStyle.DashLine))
        p.drawEllipse(QRectF(15, 15, 34, 34))
        p.setPen(pen)
        p.drawLine(QPointF(32, 22), QPointF(32, 42))
        p.drawLine(QPointF(22, 32), QPointF(42, 32))
    elif kind == "odds":  # a percent sign
        p.drawLine(QPointF(46, 14), QPointF(18, 50))
        p.drawEllipse(QRectF(12, 12, 14, 14))
        p.drawEllipse(QRectF(38, 38, 14, 14))
    elif kind == "scoreboard":  # a bead plate
        p.setPen(Qt.PenStyle.NoPen)
        colours = [BANKER_RED, PLAYER_BLUE, BANKER_RED, TIE_GREEN]
        for i in range(4):
            for j in range(3):
                p.setBrush(colours[(i + j) % 4].lighter(130))
                p.drawEllipse(QRectF(6 + j * 19, 6 + i * 13.5, 12, 12))
    elif kind == "rules":  # an open book
        left = QPainterPath()
        left.moveTo(32, 18)
        left.cubicTo(24, 12, 14, 12, 6, 14)
        left.lineTo(6, 50)
        left.cubicTo(14, 48, 24, 48, 32, 54)
        p.drawPath(left)
        right = QPainterPath()
        right.moveTo(32, 18)
        right.cubicTo(40, 12, 50, 12, 58, 14)
        right.lineTo(58, 50)
        right.cubicTo(50, 48, 40, 48, 32, 54)
        p.drawPath(right)
        p.drawLine(QPointF(32, 18), QPointF(32, 54))
    elif kind == "settings":  # a gear
        p.translate(32, 32)
        for _ in range(8):
            p.drawLine(QPointF(0, -19), QPointF(0, -27))
            p.rotate(45)
        p.drawEllipse(QRectF(-18, -18, 36, 36))
        p.drawEllipse(QRectF(-7, -7, 14, 14))
    p.end()
    return QIcon(pixmap)


def first_control(pane: QWidget) -> QWidget:
    """The first widget in ``pane`` that Tab would stop at (the pane itself when none would)."""
    if pane.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return pane
    widget = pane.nextInFocusChain()
    while widget is not pane and widget is not None:
        tabbed = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if tabbed and widget.isVisible() and widget.isEnabled() and pane.isAncestorOf(widget):
            return widget
        widget = widget.nextInFocusChain()
    return pane


# Widgets that Space and Enter act on when they have the keyboard focus (a button, a list, a field):
# for them those keys are theirs, not the window's Deal shortcut.
TAKES_SPACE = (QAbstractButton, QComboBox, QAbstractItemView, QAbstractSpinBox, QLineEdit)
PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class MainWindow(QMainWindow):
    _on_roads: HandResult | None  # the last hand the roads took (set in _load_live_scoreboard)

    def __init__(
        self,
        controller: TableController,
        store: QSettings,
        *,
        sound: SoundPlayer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._docks_aside: list[QDockWidget] = []  # docks stepped aside for a pane tab (_place_docks)
        self.controller = controller
        self.reality_check = RealityCheckTimer(controller, parent=self)  # the reminders, this window's
        self.store = store
        self.sound = sound or SoundPlayer(controller.settings.sound, self)
        self.setWindowTitle(_t("Window", APP_TITLE))
        self.setStyleSheet(chrome_stylesheet())
        self.setWindowIcon(QIcon(str(resource_path("icon.svg"))))
        self.setObjectName("MainWindow")

        set_text_scale(controller.settings.text_size)  # before anything lays its text out
        self.scene = FeltScene(controller.rules, self)
        self.scene.speed = controller.settings.animation_speed.scale
        self.scene.still = reduces_motion(controller.settings.motion)
        self.view = FeltView(self.scene)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("MainTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.view, _t("Window", "Table"))
        self.tabs.addTab(QWidget(), _t("Window", "Statistics"))
        self.tabs.addTab(QWidget(), _t("Window", "Hand history"))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self.dashboard: Any = None
        self.history_browser: Any = None

        self.scoreboard_model = ScoreboardModel(parent=self)
        self.scoreboard = ScoreboardWidget(self.scoreboard_model, road_marks=controller.settings.road_marks)
        self.scoreboard_dock = QDockWidget(_t("Window", "Scoreboard"), self)
        self.scoreboard_dock.setObjectName("ScoreboardDock")
        self.scoreboard_dock.setWidget(self.scoreboard)
        feature = QDockWidget.DockWidgetFeature
        self.scoreboard_dock.setFeatures(
            feature.DockWidgetMovable | feature.DockWidgetFloatable | feature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard_dock)

        # The odds of the cards left, under the scoreboard: off the felt, beside the other reading
        # a player does between hands. Shown or hidden by the setting (O, View menu, Settings).
        self.odds_model = OddsModel(controller, self)
        self.odds_panel = OddsPanel(self.odds_model)
        self.odds_dock = QDockWidget(_t("Window", "Odds of the cards left"), self)
        self.odds_dock.setObjectName("OddsDock")
        self.odds_dock.setWidget(self.odds_panel)
        self.odds_dock.setFeatures(feature.DockWidgetMovable | feature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.odds_dock)
        self.splitDockWidget(self.scoreboard_dock, self.odds_dock, Qt.Orientation.Vertical)

        self._build_actions()
        self._build_menus_and_toolbar()
        self._build_status()
        self._connect()
        self._chrome_scale = 0.0
        self._base_font = QFont(self.font())
        self.scale_chrome()
        self._restore_layout()
        self._load_live_scoreboard()
        self._restore_table()
        self.odds_model.reload()
        self._show_odds(controller.settings.show_odds)
        self.refresh()

    # -- construction ---------------------------------------------------------------------------
    def _action(
        self,
        text: str,
        slot: Callable[[], Any],
        shortcuts: list[str] | None = None,
        tip: str = "",
        icon: str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(draw_icon(icon))
        action.triggered.connect(lambda _checked=False: slot())
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            action.setStatusTip(tip)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({keys})" if keys else tip)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        c = self.controller
        self.deal_action = self._action(
            _t("Window", "&Deal"), self.deal, ["Space", "Return", "Enter"], _t("Window", "Deal a hand")
        )
        self.rebet_action = self._action(
            _t("Window", "&Rebet"), c.rebet, ["R"], _t("Window", "Place the last hand's bets again")
        )
        self.rebet_deal_action = self._action(
            _t("Window", "Rebet and d&eal"), self.rebet_and_deal, ["Shift+R"]
        )
        self.double_action = self._action(
            _t("Window", "D&ouble"), c.double, ["D"], _t("Window", "Double every bet on the table")
        )
        self.undo_action = self._action(
            _t("Window", "&Undo"), c.undo, ["Backspace", "Ctrl+Z"], _t("Window", "Take back the last chip")
        )
        self.clear_action = self._action(
            _t("Window", "&Clear bets"), c.clear, ["Delete"], _t("Window", "Take back every bet")
        )
        self.reveal_action = self._action(
            _t("Window", "Re&veal all cards"),
            self.scene.reveal_all,
            ["Shift+Return", "Shift+Enter"],
            _t("Window", "Turn every squeezed card over at once"),
        )
        self.reveal_action.setEnabled(False)
        self.skip_action = self._action(
            _t("Window", "Skip animation / leave replay"),
            self.escape,
            ["Escape"],
            _t("Window", "Finish the animation or leave a replay"),
        )
        self.new_shoe_action = self._action(
            _t("Window", "New &shoe"),
            self.new_shoe,
            ["Ctrl+Shift+N"],
            _t("Window", "Shuffle a new shoe"),
            icon="shoe",
        )
        self.new_session_action = self._action(
            _t("Window", "New sessio&n…"),
            self.new_session,
            ["Ctrl+N"],
            _t("Window", "End this session and start a new one"),
            icon="session",
        )
        self.settings_action = self._action(
            _t("Window", "Se&ttings…"),
            self.open_settings,
            ["Ctrl+,"],
            _t("Window", "Table rules and options"),
            icon="settings",
        )
        self.rules_action = self._action(
            _t("Window", "&Rules and payouts"),
            self.open_rules,
            ["F1"],
            _t("Window", "The tableau and house edges"),
            icon="rules",
        )
        self.stats_action = self._action(
            _t("Window", "&Statistics"), lambda: self.tabs.setCurrentIndex(STATS_TAB), ["Ctrl+2"]
        )
        self.history_action = self._action(
            _t("Window", "&Hand history"), lambda: self.tabs.setCurrentIndex(HISTORY_TAB), ["Ctrl+3"]
        )
        self.table_action = self._action(
            _t("Window", "&Table"), lambda: self.tabs.setCurrentIndex(TABLE_TAB), ["Ctrl+1"]
        )
        self.odds_action = self._action(
            _t("Window", "&Odds of the cards left"),
            lambda: self.set_odds_shown(self.odds_action.isChecked()),
            ["O"],
            _t("Window", "What the cards left in this shoe are worth, for each bet"),
            icon="odds",
        )
        self.odds_action.setCheckable(True)
        self.quit_action = self._action(
            _t("Window", "&Quit"), self.close, ["Ctrl+Q"], _t("Window", "Quit Baccarat Desktop")
        )
        self.about_action = self._action(
            _t("Window", "&About"), lambda: AboutDialog(__version__, self).exec()
        )
        self.keyboard_action = self._action(
            _t("Window", "&Keyboard…"),
            self.show_keyboard,
            ["Ctrl+/"],
            _t("Window", "Every key the game answers to"),
        )
        self.next_pane_action = self._action(
            _t("Window", "Next &pane"),
            lambda: self.cycle_panes(True),
            ["F6"],
            _t("Window", "The table, scoreboard, odds, tabs in turn"),
        )
        self.previous_pane_action = self._action(
            _t("Window", "Previous pa&ne"),
            lambda: self.cycle_panes(False),
            ["Shift+F6"],
            _t("Window", "The panes the other way round"),
        )
        self.chip_actions = []
        for i, cents in enumerate(CHIP_VALUES_CENTS):
            chip = _t("Window", "{chip} chip").format(chip=chip_text(cents))
            self.chip_actions.append(self._action(chip, partial(c.select_chip_index, i), [str(i + 1)]))

    def _build_menus_and_toolbar(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(_t("Window", "&Game"))
        for action in (self.deal_action, self.rebet_action, self.rebet_deal_action, self.double_action,
                       self.undo_action, self.clear_action):  # fmt: skip
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.reveal_action)
        game.addSeparator()
        game.addAction(self.new_shoe_action)
        game.addAction(self.new_session_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        chips = bar.addMenu(_t("Window", "&Chips"))
        for action in self.chip_actions:
            chips.addAction(action)
        view = bar.addMenu(_t("Window", "&View"))
        view.addAction(self.table_action)
        view.addAction(self.stats_action)
        view.addAction(self.history_action)
        view.addSeparator()
        self.scoreboard_action = self.scoreboard_dock.toggleViewAction()
        self.scoreboard_action.setText(_t("Window", "Score&board"))
        self.scoreboard_action.setIcon(draw_icon("scoreboard"))
        self.scoreboard_action.setShortcut(QKeySequence("B"))
        self.scoreboard_action.setToolTip(_t("Window", "Show or hide the scoreboard (B)"))
        view.addAction(self.scoreboard_action)
        view.addAction(self.odds_action)
        view.addSeparator()
        view.addAction(self.next_pane_action)
        view.addAction(self.previous_pane_action)
        view.addSeparator()
        view.addAction(self.skip_action)
        help_menu = bar.addMenu(_t("Window", "&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.keyboard_action)
        help_menu.addAction(self.about_action)
        # What acts on the table, with icons; switching panes is the tabs' job, quitting the menu's.
        toolbar = QToolBar(_t("Window", "Table"), self)
        toolbar.setObjectName("TableToolbar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setIconSize(QSize(20, 20))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.toggleViewAction().setVisible(False)
        self.addToolBar(toolbar)
        for tool in (self.new_shoe_action, self.new_session_action, None, self.scoreboard_action,
                     self.odds_action, None, self.rules_action, self.settings_action):  # fmt: skip
            if tool is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(tool)
        self.toolbar = toolbar

    def _build_status(self) -> None:
        """The shoe and the session, not the bankroll: the felt's plaque shows the money."""
        status = self.statusBar()
        status.setObjectName("TableStatus")
        status.setSizeGripEnabled(False)
        self.shoe_gauge = ShoeGauge()
        self.shoe_label = QLabel()
        self.session_label = QLabel()
        self.commitment_label = QLabel()
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        status.addWidget(self.shoe_gauge)
        status.addWidget(self.shoe_label, 1)
        status.addPermanentWidget(self.session_label)
        status.addPermanentWidget(self.commitment_label)

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        s.intents.spot_clicked.connect(self._spot_clicked)
        s.intents.chip_clicked.connect(c.select_chip)
        s.intents.button_clicked.connect(self._button_clicked)
        s.deal_finished.connect(self._deal_animation_finished)
        s.squeeze_changed.connect(self.reveal_action.setEnabled)
        s.cards_taken.connect(c.show_cards_out)
        s.result_shown.connect(c.show_result)
        c.cards_shown.connect(lambda _n: self.refresh())
        c.result_shown.connect(self._result_shown)
        s.sound_requested.connect(self.sound.play)
        s.shoe_shown.connect(lambda _start: self.refresh())
        c.bets_changed.connect(self._bets_changed)
        c.chip_selected.connect(s.select_chip)
        c.bet_refused.connect(self._bet_refused)
        c.shoe_started.connect(self._shoe_started)
        s.shoe_shown.connect(self.odds_model.shoe_shown)  # the burn card is face up on the felt now
        c.hand_dealt.connect(self._hand_dealt)
        c.hand_settled.connect(self._hand_settled)
        c.bankroll_changed.connect(lambda _c: self.refresh())
        c.phase_changed.connect(lambda _p: self.refresh())
        c.announced.connect(s.announce_later)
        self.reality_check.due.connect(self._reality_check)
        c.session_started.connect(self._session_started)
        c.storage_failed.connect(self._storage_failed)
        s.select_chip(c.selected_chip)

    def event(self, event: QEvent) -> bool:
        """Space and Enter press the button (or open the list, step the field) that has the keyboard
        focus instead of dealing: Qt offers a shortcut's key to the focus widget and then to its
        parents first (ShortcutOverride), and accepting it makes it a key press for that widget. On
        the felt they deal, or press the felt's control the keyboard is on (ui/felt/keys.py)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in PRESS_KEYS
            and isinstance(QApplication.focusWidget(), TAKES_SPACE)
        ):
            event.accept()
            return True
        return super().event(event)

    # -- the chrome at every size ---------------------------------------------------------------
    def scale_chrome(self) -> None:
        """Set the chrome's type and icons for the window's size (chrome_scale); the docks' titles
        grow, their contents keep their own sizing."""
        factor = chrome_scale(self.width(), self.height())
        if factor == self._chrome_scale:
            return
        self._chrome_scale = factor
        self.setProperty(CHROME_SCALE, factor)  # dialogs opened on this window are set as large
        base = self._base_font.pointSizeF()
        grow = factor * text_scale()  # the window's size, then the player's text size
        self.setStyleSheet(chrome_stylesheet(base * grow if base > 0 and grow != 1.0 else None))
        for inner in (self.scoreboard, self.odds_panel):
            inner.setFont(scaled_font(self._base_font))  # set explicitly: the dock's title font stays there
        icon = round(20 * factor)
        self.toolbar.setIconSize(QSize(icon, icon))
        self.shoe_gauge.setFixedSize(round(150 * factor), 14)
        self._dress_panes()

    def _dress_panes(self) -> None:
        """The panes' type at the player's text size times the chrome's factor; their charts too."""
        for pane in (self.dashboard, self.history_browser):
            if pane is not None:
                pane.setStyleSheet(pane_stylesheet(pane.objectName(), self._chrome_scale or 1.0))
        if self.dashboard is not None:
            self.dashboard.follow_text_size()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scale_chrome()
        if self._docks_aside and self.width() >= DOCKS_ASIDE_BELOW:
            self._place_docks()

    # -- layout memory --------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geometry = self.store.value("window/geometry")
        state = self.store.value("window/state")
        if isinstance(geometry, QByteArray | bytes) and geometry:
            self.restoreGeometry(QByteArray(geometry))
        else:
            self.resize(1440, 860)
        if isinstance(state, QByteArray | bytes) and state:
            self.restoreState(QByteArray(state))
        else:
            self.fit_scoreboard()

    def fit_scoreboard(self) -> None:
        """The scoreboard's first width: about a quarter of the window, as at a real table's side;
        the odds panel, when shown, takes the lower part of that column."""
        width = max(340, int(self.width() * 0.26))
        self.resizeDocks([self.scoreboard_dock], [width], Qt.Orientation.Horizontal)
        self._fit_odds()

    def _fit_odds(self) -> None:
        """Share the right-hand column between the scoreboard and the odds panel, half each."""
        if self.odds_dock.isVisible() and not self.odds_dock.isFloating():
            half = self.height() // 2
            self.resizeDocks([self.scoreboard_dock, self.odds_dock], [half, half], Qt.Orientation.Vertical)

    def save_layout(self) -> None:
        for dock in self._docks_aside:  # the layout the player chose, not the pane tab's
            dock.show()
        self._docks_aside = []
        self.store.setValue("window/geometry", self.saveGeometry())
        self.store.setValue("window/state", self.saveState())
        self.store.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Finish any deal on screen so its hand is stored before the window goes.
        self.end_replay()
        self.scene.skip_animations()
        self.controller.finish_hand()
        self.save_layout()
        self.odds_model.close()
        for widget in (self.dashboard, self.history_browser, self.scoreboard, self.odds_panel):
            if widget is not None:
                widget.close()
        super().closeEvent(event)

    # -- intents --------------------------------------------------------------------------------
    def _spot_clicked(self, spot: BetSpot, remove: bool) -> None:
        if remove:
            self.controller.remove_chip(spot)
        else:
            self.controller.place_chip(spot)
        if not remove:
            self.sound.play("chips")

    def _button_clicked(self, action: str) -> None:
        {
            "deal": self.deal,
            "rebet": self.controller.rebet,
            "rebet_deal": self.rebet_and_deal,
            "double": self.controller.double,
            "undo": self.controller.undo,
            "clear": self.controller.clear,
            "end_replay": self.end_replay,
        }[action]()

    def deal(self) -> None:
        if self.tabs.currentIndex() != TABLE_TAB:
            self.tabs.setCurrentIndex(TABLE_TAB)
        self.controller.deal()

    def rebet_and_deal(self) -> None:
        self.controller.rebet_and_deal()

    def new_shoe(self) -> None:
        self.scene.skip_animations()
        self.controller.new_shoe()

    def escape(self) -> None:
        """Esc: leave a replay if one is on the felt, else finish the animation playing."""
        if self.scene.replaying:
            self.end_replay()
        else:
            self.scene.skip_animations()

    def new_session(self) -> None:
        text, detail = new_session_question(self.controller)
        if not Confirm.ask(
            self, _t("Window", "New session"), text, detail=detail, yes=_t("Window", "Start a new session")
        ):
            return
        self.scene.skip_animations()
        self.controller.new_session()

    def open_settings(self) -> None:
        self.end_replay()  # new rules may start a new session: the live table first
        new = SettingsDialog.ask(self, self.controller.settings)
        if new is None:
            return
        self.apply_settings(new)

    def apply_settings(self, new: GameSettings) -> None:
        save_settings(self.store, new)
        self._language_chosen(new.language)
        rules_changed = self.controller.apply_settings(new)
        self.reality_check.rearm()
        self.scene.speed = new.animation_speed.scale
        self.scene.still = reduces_motion(new.motion)
        self.sound.set_enabled(new.sound)
        self._show_odds(new.show_odds)
        self._apply_road_marks(new)
        self._apply_text_size(new)
        if rules_changed and Confirm.ask(
            self,
            _t("Window", "New table rules"),
            _t(
                "Window",
                "The new table rules, starting bankroll and loss limit apply to a new session. "
                "Start a new session now?",
            ),
        ):
            self.scene.skip_animations()
            self.controller.new_session(new)

    def _language_chosen(self, choice: str) -> None:
        """The language is set as the windows are built (ui/window/language.py): a new choice shows at the
        next start, which the felt's notice says; choosing the language shown again takes it back."""
        notice = _t("Window", "The new language shows the next time the game starts.")
        if resolve_language(choice) != current_language():
            self.scene.notice.set_text(notice)
        elif self.scene.notice.text == notice:
            self.scene.notice.set_text("")

    def _apply_road_marks(self, settings: GameSettings) -> None:
        """The roads' marks by colour or with shapes, at once: the live scoreboard and every stored
        shoe's open on this window."""
        self.scoreboard.set_road_marks(settings.road_marks)
        for stored in self.findChildren(ShoeScoreboard):
            stored.board.set_road_marks(settings.road_marks)

    def _apply_text_size(self, settings: GameSettings) -> None:
        """The text size, at once: the chrome, the felt, the scoreboards and the panes built so far
        lay their text out again (dialogs opened from now on are dressed at it)."""
        if not set_text_scale(settings.text_size):
            return
        self._chrome_scale = 0.0  # the chrome's type is set afresh even at the same window size
        self.scale_chrome()
        self.view.refit()
        self.scoreboard.relayout()
        for stored in self.findChildren(ShoeScoreboard):
            stored.board.relayout()
        self._dress_panes()

    def open_rules(self) -> None:
        RulesDialog.ask(self, self.controller.rules)

    def keyboard_groups(self) -> list[KeyGroup]:
        """Help > Keyboard's groups, of the window's own actions (so the list follows their keys)."""
        betting = [*self.chip_actions, self.undo_action, self.clear_action, self.double_action,
                   self.rebet_action]  # fmt: skip
        dealing = [self.deal_action, self.rebet_deal_action, self.reveal_action, self.skip_action,
                   self.new_shoe_action, self.new_session_action]  # fmt: skip
        panes = [self.table_action, self.stats_action, self.history_action, self.scoreboard_action,
                 self.odds_action, self.next_pane_action, self.previous_pane_action, self.settings_action,
                 self.rules_action, self.keyboard_action, self.about_action, self.quit_action]  # fmt: skip
        return [
            KeyGroup(_t("Keyboard", "Betting"), betting),
            KeyGroup(_t("Keyboard", "Dealing"), dealing),
            KeyGroup(_t("Keyboard", "The table"), [], FELT_KEYS),
            KeyGroup(_t("Keyboard", "Windows and panes"), panes),
        ]

    def show_keyboard(self) -> None:
        KeyboardDialog.ask(self, self.keyboard_groups())

    def panes(self) -> list[QWidget]:
        """What F6 goes round: the tab's page (the felt on the table), the scoreboard and the odds
        when they show, and the tabs themselves."""
        docks = [dock for dock in (self.scoreboard_dock, self.odds_dock) if dock.isVisible()]
        page = self.tabs.currentWidget()
        return [*([page] if page is not None else []), *docks, self.tabs.tabBar()]

    def cycle_panes(self, forward: bool) -> None:
        """F6 / Shift+F6: the keyboard focus to the next or previous pane's first control."""
        panes = self.panes()
        focus = QApplication.focusWidget()
        inside = [focus is not None and (focus is pane or pane.isAncestorOf(focus)) for pane in panes]
        here = inside.index(True) if True in inside else -1
        pane = panes[(here + (1 if forward else -1)) % len(panes)] if here >= 0 else panes[0]
        first_control(pane).setFocus(Qt.FocusReason.TabFocusReason)

    def set_odds_shown(self, on: bool) -> None:
        """The O key or the View menu: show or hide the odds panel, and remember it in the settings."""
        settings = self.controller.settings.with_changes(show_odds=on)
        self.controller.settings = settings  # a view option: nothing at the table changes
        save_settings(self.store, settings)
        self._show_odds(on)

    def _show_odds(self, on: bool) -> None:
        was = self.odds_dock.isVisibleTo(self)
        self.odds_action.setChecked(on)
        self.odds_dock.setVisible(on)
        self.odds_model.set_enabled(on)  # prices are worked out only while the panel is shown
        if on and not was and self.isVisible():
            self._fit_odds()

    # -- controller facts -----------------------------------------------------------------------
    def _bets_changed(self, stacks: dict[BetSpot, list[int]]) -> None:
        if self.controller.phase is Phase.BETTING:
            if stacks:
                self.scene.clear_hand()  # betting has started: the last hand leaves the layout
            self.scene.show_bets(stacks)
        self.refresh()

    def _bet_refused(self, spot: BetSpot | None, message: str) -> None:
        self.scene.show_refusal(spot, message)

    def _shoe_started(self, start: ShoeStart) -> None:
        # The old shoe's odds go first: at Instant speed the felt shows the burn (shoe_shown) at once.
        self.odds_model.shoe_started(start)
        self.scoreboard_model.clear()
        self.scene.show_shoe(start)
        self.refresh()

    def _hand_dealt(self, result: HandResult) -> None:
        self.scene.show_bets(self.controller.stacks)
        self.scene.play_hand(result, self.controller.squeezed_hands(result))
        self.refresh()

    def _deal_animation_finished(self, result: HandResult) -> None:
        # The felt is done showing the hand: now it is stored and the ledger settles.
        self.controller.finish_hand()

    def _result_shown(self, result: HandResult) -> None:
        # The felt shows the result: the roads take the hand now (its money is in refresh()).
        if self._on_roads is not result:
            self._on_roads = result
            self.scoreboard_model.add_coup(result.coup)
        self.refresh()

    def _hand_settled(self, result: HandResult) -> None:
        # The felt has shown this hand to the end (hand_settled follows deal_finished): only now
        # may the odds count its cards, and the stored lists show it.
        self.odds_model.hand_shown(result)
        if result.last_hand:
            self.odds_model.shoe_finished()
        if self._on_roads is not result:  # never shown on a felt (a window closing mid-deal)
            self._on_roads = result
            self.scoreboard_model.add_coup(result.coup)
        self.refresh()
        for widget in (self.dashboard, self.history_browser):
            refresh = getattr(widget, "refresh", None)
            if refresh is not None:
                refresh()

    def _session_started(self, session_id: int) -> None:
        self.odds_model.shoe_started(None)
        self.scene.set_rules(self.controller.rules)
        self.scoreboard_model.clear()
        self.refresh()

    def _reality_check(self, minutes: int, net_cents: int) -> None:
        choice = RealityCheck.ask(self, minutes, net_cents)
        if choice is RealityChoice.HISTORY:
            self.tabs.setCurrentIndex(HISTORY_TAB)
        elif choice is RealityChoice.QUIT:
            self.close()

    def _storage_failed(self, error: StorageError) -> None:
        if error.problem is Problem.GONE:
            if HistoryLost.ask(self, error, self.controller.can_put_history_back()):
                if self.controller.put_history_back():
                    self.refresh()
                    QTimer.singleShot(0, self.controller.finish_hand)  # a hand that waited to be stored
            else:
                QTimer.singleShot(0, self.close)
            return
        choice = StorageFailure.ask(self, error, hand_waiting=self.controller.hand_waiting)
        if choice is FileChoice.RETRY:
            QTimer.singleShot(0, self.controller.finish_hand)
        elif choice is FileChoice.NEW_SESSION:  # the session cannot go on (the file changed under it)
            self.scene.skip_animations()
            QTimer.singleShot(0, self.controller.new_session)

    # -- live state -----------------------------------------------------------------------------
    def _load_live_scoreboard(self) -> None:
        self._on_roads = None
        self._replay_state: ReplayState | None = None
        self._live_roads: tuple[Any, ...] = ()
        c = self.controller
        if c.shoe_id is not None:
            self.scoreboard_model.load_shoe(c.history, c.shoe_id)

    def _restore_table(self) -> None:
        """Reopened mid-shoe: the felt as it was left (the last hand, its result, the discards) and
        a welcome line saying where the player is."""
        c = self.controller
        felt = c.restored_felt()
        if felt is None:
            return
        restored, discards = felt
        if restored is not None:
            self.scene.restore_hand(restored, discards)
        else:
            self.scene.discards = discards
            self.scene.tray.set_count(discards)
        if c.welcome is not None:
            self.scene.notice.set_text(c.welcome.text)

    def refresh(self) -> None:
        """Status bar, window title, felt plaque and which actions are available now."""
        c = self.controller
        last = c.last_win_cents
        bankroll = c.bankroll_shown_cents
        shoe = c.shoe_view
        hands = c.hands_in_shoe
        self.session_label.setText(_t("Window", "Session {session}").format(session=c.session_id))
        replay = self._replay_state
        if replay is not None:
            self.shoe_label.setText(replay.status)
            self.shoe_gauge.set_state(replay.shoe.total, replay.shoe.dealt, replay.shoe.cut_position)
            self._show_commitment(replay.shoe.commitment, replayed=True, revealed=replay.revealed)
        elif shoe is not None:
            self.shoe_gauge.set_state(shoe.total, shoe.dealt, shoe.cut_position)
            played = _t("Window", "1 hand") if hands == 1 else _t("Window", "{n} hands").format(n=hands)
            if c.shoe_finished:  # its roads stay up until the next deal brings a new shoe
                text = _t("Window", "Shoe {shoe} finished · {played} · the next deal brings a new shoe")
            elif shoe.cut_position is not None:
                text = _t(
                    "Window", "Shoe {shoe} · {played} · {dealt} of {total} cards dealt · cut card at {cut}"
                )
            else:
                text = _t("Window", "Shoe {shoe} · {played} · {dealt} of {total} cards dealt")
            self.shoe_label.setText(
                text.format(
                    shoe=shoe.shoe_no,
                    played=played,
                    dealt=shoe.dealt,
                    total=shoe.total,
                    cut=shoe.cut_position,
                )
            )
            self._show_commitment(shoe.commitment)
            self.scene.set_shoe_state(shoe.total, shoe.total - shoe.dealt, shoe.cut_position, shoe.shoe_no)
        else:
            self.shoe_label.setText(_t("Window", "No shoe yet"))
            self.shoe_gauge.set_state(0, 0, None)
        self.scene.set_status(bankroll, c.total_bet_cents, last)
        self.scene.set_closed(c.closed_spots())
        refusals = {cents: c.chip_refusal(cents) for cents in CHIP_VALUES_CENTS}
        self.scene.set_chip_refusals(refusals)
        for cents, action in zip(CHIP_VALUES_CENTS, self.chip_actions, strict=True):
            action.setEnabled(refusals[cents] is None)
        self.setWindowTitle(window_title(c.session_id, bankroll))
        betting = c.phase is Phase.BETTING
        enabled = {
            "deal": c.can_deal(),
            "rebet": c.can_rebet(),
            "rebet_deal": c.can_rebet(),
            "double": c.can_double(),
            "undo": c.can_undo(),
            "clear": c.can_clear(),
        }
        self.scene.set_buttons(enabled)
        for key, action in (("deal", self.deal_action), ("rebet", self.rebet_action),
                            ("rebet_deal", self.rebet_deal_action), ("double", self.double_action),
                            ("undo", self.undo_action), ("clear", self.clear_action)):  # fmt: skip
            action.setEnabled(enabled[key])
        self.new_shoe_action.setEnabled(betting)
        self.new_session_action.setEnabled(c.phase not in (Phase.DEALING, Phase.REPLAY))

    def _show_commitment(
        self, commitment: str | None, *, replayed: bool = False, revealed: bool = False
    ) -> None:
        """The status bar's commitment: the live shoe's, or (``replayed``) the replayed hand's shoe's."""
        if not commitment:
            self.commitment_label.setText(_t("Window", "Stacked shoe"))
            self.commitment_label.setToolTip("")
            return
        self.commitment_label.setText(_t("Window", "Commitment {start}…").format(start=commitment[:10]))
        whose = (
            _t("Window", "SHA-256 of that shoe's seed: {commitment}")
            if replayed
            else _t("Window", "SHA-256 of this shoe's seed: {commitment}")
        )
        when = (
            _t("Window", "The seed has been revealed; check it with 'baccarat-desktop verify'.")
            if revealed
            else _t(
                "Window", "The seed is revealed when the shoe ends; check it with 'baccarat-desktop verify'."
            )
        )
        self.commitment_label.setToolTip(f"{whose.format(commitment=commitment)}\n{when}")

    # -- statistics and history, built on first use ---------------------------------------------
    @property
    def history_path(self) -> Path:
        return self.controller.history.path

    def _place_docks(self) -> None:
        """The docks aside on a pane tab of a narrow window (DOCKS_ASIDE_BELOW), back on the table
        or when the window grows; a dock the player hides or floats stays as they left it."""
        on_table = self.tabs.currentIndex() == TABLE_TAB
        if on_table or self.width() >= DOCKS_ASIDE_BELOW:
            for dock in self._docks_aside:
                dock.show()
            self._docks_aside = []
            return
        for dock in (self.scoreboard_dock, self.odds_dock):
            if dock.isVisibleTo(self) and not dock.isFloating() and dock not in self._docks_aside:
                dock.hide()
                self._docks_aside.append(dock)

    def _tab_changed(self, index: int) -> None:
        self._place_docks()
        if index == STATS_TAB and self.dashboard is None:
            from ..statistics.dashboard import DashboardWidget

            try:
                self.dashboard = DashboardWidget(self.history_path)
            except StorageError as error:  # e.g. an amount edited outside the game: the hands cannot
                # be counted. Said in the pane; the table and the hand history go on, and the next
                # visit to the tab reads the file again.
                self._replace_tab(STATS_TAB, _refused_pane(error), _t("Window", "Statistics"))
            else:
                self._replace_tab(STATS_TAB, self.dashboard, _t("Window", "Statistics"))
        elif index == HISTORY_TAB and self.history_browser is None:
            from ..history.browser import HistoryBrowser

            self.history_browser = HistoryBrowser(self.history_path)
            self.history_browser.replay_requested.connect(self._replay)
            self.history_browser.shoe_scoreboard_requested.connect(self.show_stored_shoe)
            self._replace_tab(HISTORY_TAB, self.history_browser, _t("Window", "Hand history"))
        elif index == TABLE_TAB:
            self.view.setFocus()
        if index in (STATS_TAB, HISTORY_TAB):
            self._dress_panes()  # a pane built just now takes the window's size of type

    def _replace_tab(self, index: int, widget: QWidget, title: str) -> None:
        old = self.tabs.widget(index)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, widget, title)
        self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        if old is not None:
            old.deleteLater()

    def _replay(self, hand: Any) -> None:
        """Show a stored hand (the browser's HandDetail) on the felt as a mode of its own: a banner,
        no betting, its shoe's roads up to that hand and its commitment; nothing is stored. Refused,
        with the reason on the felt, while a live hand is being dealt."""
        c = self.controller
        self.tabs.setCurrentIndex(TABLE_TAB)
        refusal = c.replay_refusal()
        if refusal is not None:
            self.scene.show_refusal(None, refusal)
            return
        replay = c.replay_view(hand.shoe_id, hand.hand_no, hand.coup.cards_used)
        if replay is None:
            return  # the controller has reported why (storage_failed)
        shoe = replay.shoe
        title = _t("Window", "Replay · session {session}, shoe {shoe}, hand {hand}").format(
            session=hand.session_id, shoe=hand.shoe_no, hand=hand.hand_no
        )
        if self._replay_state is None:
            self._live_roads = self.scoreboard_model.entries
        c.begin_replay()
        self._replay_state = ReplayState(title, shoe, revealed=replay.revealed)
        self.scoreboard_model.load_shoe_until(c.history, hand.shoe_id, hand.hand_no)
        self.scoreboard_dock.setWindowTitle(
            _t("Window", "Scoreboard · replay, shoe {shoe} to hand {hand}").format(
                shoe=hand.shoe_no, hand=hand.hand_no
            )
        )
        self.scoreboard_action.setText(
            _t("Window", "Score&board")
        )  # the toggle follows the dock's title: not here
        self.odds_panel.setEnabled(False)  # the live shoe's prices do not belong to a replayed hand
        stacks = {spot: chips_for(amount) for spot, amount in hand.stakes.items()}
        net = hand.net_cents if hand.bets else None
        self.scene.begin_replay(hand.coup, title, stacks, shoe, net)
        self.refresh()

    def end_replay(self) -> None:
        """Back to the live table exactly as it was: felt, roads, counters, commitment, betting."""
        if self._replay_state is None:
            return
        self._replay_state = None
        self.scene.end_replay()
        self.scoreboard_model.set_entries(self._live_roads)
        self.scoreboard_dock.setWindowTitle(_t("Window", "Scoreboard"))
        self.scoreboard_action.setText(_t("Window", "Score&board"))
        self.odds_panel.setEnabled(True)
        self.controller.end_replay()
        self.refresh()
        self.view.setFocus()

    @property
    def replaying(self) -> bool:
        return self._replay_state is not None

    def show_stored_shoe(self, shoe_id: int) -> QDialog:
        """A stored shoe's scoreboard in its own window (the live scoreboard keeps the table's)."""
        dialog = QDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # the model and widget go with it
        row = self.controller.history.shoe(shoe_id)
        dialog.setWindowTitle(
            _t("Window", "Scoreboard · session {session}, shoe {shoe}").format(
                session=row.session_id, shoe=row.shoe_no
            )
        )
        model = ScoreboardModel(parent=dialog)
        model.load_shoe(self.controller.history, shoe_id)
        layout = QVBoxLayout(dialog)
        marks = self.controller.settings.road_marks
        layout.addWidget(ShoeScoreboard(model, dialog, marks))  # every hand of the shoe, scrolling sideways
        close = QPushButton(_t("Window", "Close"))
        close.clicked.connect(dialog.accept)
        layout.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        dialog.resize(1100, 300)
        dialog.show()
        return dialog


def _refused_pane(error: StorageError) -> QWidget:
    """A pane that cannot read the history says why in its own place, on the panes' felt."""
    pane = QWidget()
    pane.setObjectName("RefusedPane")
    pane.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    pane.setStyleSheet(pane_stylesheet("RefusedPane"))
    heading = QLabel(_t("Window", "The statistics cannot be shown"))
    heading.setProperty("role", "heading")
    detail = QLabel(error.detail)
    detail.setWordWrap(True)
    detail.setTextFormat(Qt.TextFormat.PlainText)  # a value echoed as "<2 bytes>" shows as it is
    detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    rest = QLabel(_t("Window", "The table and the hand history work as usual."))
    rest.setProperty("role", "dim")
    layout = QVBoxLayout(pane)
    layout.setContentsMargins(24, 16, 24, 16)
    for label in (heading, detail, rest):
        label.setMaximumWidth(720)
        layout.addWidget(label)
    layout.addStretch(1)
    return pane
