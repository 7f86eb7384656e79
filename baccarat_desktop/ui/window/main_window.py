"""The main window: the views in tabs (the felt first), the scoreboard and odds docks beside the
table, menus, toolbar and status.

It wires the controller's signals to the views and the views' intents to the controller; it
makes no game decisions itself. Each piece of what the window shows follows the controller on
its own (the status bar, ui/window/status.py; the actions' enabled states, ui/window/actions.py;
the felt's plaque, shoe, chips and buttons, ui/window/felt_follow.py; the title, here), connected
to the facts that change it. The views are parts the composition root registers
(ui/window/views.py), built the first time they are opened, so Matplotlib is never imported
before the table is on screen.

One navigation: the tabs switch the views (the View menu names them with their shortcuts); the
toolbar holds only what acts on the table; the status bar tells the shoe, never the bankroll the
felt already shows. Every figure shown reads the controller's *shown* state, so nothing moves
before the felt's cards do.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QIcon, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.bets import BetSpot
from ...engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ...engine.money import format_cents
from ...engine.session import HandResult, ShoeStart
from ...resources import resource_path
from ...storage.errors import Problem, StorageError
from ...viewmodels.odds import OddsModel
from ...viewmodels.reality_check import RealityCheckTimer
from ...viewmodels.scoreboard import ScoreboardModel
from ...viewmodels.settings import GameSettings, reduces_motion, save_settings
from ...viewmodels.table_controller import PeekPause, Phase, TableController
from ..felt.odds_panel import OddsPanel
from ..felt.peek import PeekOffer
from ..felt.scene import FeltScene
from ..felt.view import FeltView
from ..look.palette import CHROME_SCALE, chrome_stylesheet, scaled_font, set_text_scale, text_scale
from ..scoreboard.widget import ScoreboardWidget, ShoeScoreboard
from .actions import CHIPS, Act, HeldKey, WindowActions
from .chrome import PRESS_KEYS, TAKES_SPACE, TabFit, chrome_scale, first_control
from .docks import DockPlacement, odds_dock, scoreboard_dock, scoreboard_toggle, share_column
from .felt_follow import FeltFollower
from .language import current_language, resolve_language
from .parts import ViewKey
from .replay import ReplayMode, ReplayState
from .sound import SoundPlayer
from .speed import SpeedTable, felt_speed
from .status import TableStatus
from .views import View, ViewRegistry

APP_TITLE = QT_TRANSLATE_NOOP("Window", "Baccarat Desktop")  # shown through _t


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


def window_title(session_id: int, bankroll_cents: int, *, speed: bool = False) -> str:
    """The title once: the game, then where the player is (at a Speed table, said first)."""
    words = _t("Speed", "{app} — Speed table · Session {session} · {bankroll}") if speed else None
    return (words or _t("Window", "{app} — Session {session} · {bankroll}")).format(
        app=_t("Window", APP_TITLE), session=session_id, bankroll=format_cents(bankroll_cents)
    )


class MainWindow(QMainWindow):
    _on_roads: HandResult | None  # the last hand the roads took (set in _load_live_scoreboard)

    def __init__(
        self,
        controller: TableController,
        store: QSettings,
        views: Iterable[View],
        *,
        sound: SoundPlayer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.reality_check = RealityCheckTimer(controller, parent=self)  # the reminders, this window's
        self.store = store
        self.sound = sound or SoundPlayer(controller.settings.sound, self)
        self.setWindowTitle(_t("Window", APP_TITLE))
        self.setStyleSheet(chrome_stylesheet())
        self.setWindowIcon(QIcon(str(resource_path("icon.svg"))))
        self.setObjectName("MainWindow")

        set_text_scale(controller.settings.text_size)  # before anything lays its text out
        self.scene = FeltScene(controller.rules, self, laid_out=False)  # laid out at the view's size
        self.scene.speed = felt_speed(controller.settings)
        self.scene.still = reduces_motion(controller.settings.motion)
        self.view = FeltView(self.scene)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("MainTabs")
        self.tabs.setDocumentMode(True)
        self.setCentralWidget(self.tabs)
        self.tab_fit = TabFit(self.tabs)  # every view's tab in view in a narrow window

        self.scoreboard_model = ScoreboardModel(parent=self)
        self.scoreboard = ScoreboardWidget(self.scoreboard_model, road_marks=controller.settings.road_marks)
        self.scoreboard_dock = scoreboard_dock(self, self.scoreboard)
        self.odds_model = OddsModel(controller, self)
        # Built with the window: built later (when first shown, a15c736), Orca stopped speaking the
        # felt's focus on Shift+Tab back from the scoreboard (tests/screen_reader/test_felt_focus.py).
        self._odds_panel: OddsPanel | None = OddsPanel(self.odds_model)
        self._odds_panel.grew.connect(lambda: self._fit_odds())
        self.odds_dock = odds_dock(self, self._odds_panel, under=self.scoreboard_dock)
        self.docks = DockPlacement(self, (self.scoreboard_dock, self.odds_dock))
        self.replay_mode = ReplayMode(self)

        self.acts = WindowActions(self, self._action_slots())
        self.held_key = HeldKey(self.acts, controller, self._say_held)
        self.acts.adopt(Act.SCOREBOARD, scoreboard_toggle(self.scoreboard_dock))
        self.views = ViewRegistry(self.tabs, self, self.acts)
        for part in views:
            self.views.register(part)
        self.tabs.currentChanged.connect(self._view_changed)
        self.toolbar = self.acts.build_menus()
        self.status = TableStatus(controller, self)
        self.setStatusBar(self.status)
        # Before the window's own handlers: the timer hears of a hand dealt before the felt plays it.
        self.speed_table = SpeedTable(
            self,
            controller,
            self.view,
            deal=self.deal,
            table_shown=lambda: self.views.current.holds_table,
            say=lambda text: self.status.showMessage(text, 8000),
        )
        self.tabs.currentChanged.connect(self.speed_table.check)
        self._connect()
        self._chrome_scale = 0.0
        self._base_font = QFont(self.font())
        self.scale_chrome()
        self._restore_layout()
        self._load_live_scoreboard()
        self._restore_table()
        self.odds_model.reload()
        self._show_odds(controller.settings.show_odds)
        self._follow()
        self.speed_table.apply(controller.settings)

    # -- construction ---------------------------------------------------------------------------
    def _action_slots(self) -> dict[Act, Any]:
        c = self.controller
        slots: dict[Act, Any] = {
            Act.DEAL: self.deal,
            Act.REBET: c.rebet,
            Act.REBET_DEAL: c.rebet_and_deal,
            Act.DOUBLE: c.double,
            Act.UNDO: c.undo,
            Act.CLEAR: c.clear,
            Act.REVEAL: self.scene.reveal_all,
            Act.SKIP: self.escape,
            Act.NEW_SHOE: self.new_shoe,
            Act.NEW_SESSION: self.new_session,
            Act.LEAVE_TABLE: c.leave_seat,  # seat2: stand up from a floor table (refused mid-hand, said)
            Act.SETTINGS: self.open_settings,
            Act.RULES: self.open_rules,
            Act.ODDS: lambda: self.set_odds_shown(self.acts[Act.ODDS].isChecked()),
            Act.QUIT: self.close,
            Act.ABOUT: self.show_about,
            Act.KEYBOARD: self.show_keyboard,
            Act.NEXT_PANE: lambda: self.cycle_panes(True),
            Act.PREVIOUS_PANE: lambda: self.cycle_panes(False),
        }
        for i, key in enumerate(CHIPS):
            slots[key] = partial(c.select_chip_index, i)
        return slots

    def _connect(self) -> None:
        """The facts the window itself acts on (the felt's deal, the roads, the odds, dialogs)."""
        c, s = self.controller, self.scene
        s.intents.spot_clicked.connect(self._spot_clicked)
        s.intents.chip_clicked.connect(c.select_chip)
        s.intents.button_clicked.connect(self._button_clicked)
        s.deal_finished.connect(self._deal_animation_finished)
        s.squeeze_changed.connect(self.acts[Act.REVEAL].setEnabled)
        s.cards_taken.connect(c.show_cards_out)
        s.result_shown.connect(c.show_result)
        c.result_shown.connect(self._result_shown)
        s.sound_requested.connect(self.sound.play)
        c.bets_changed.connect(self._bets_changed)
        c.chip_selected.connect(s.select_chip)
        c.bet_refused.connect(self._bet_refused)
        c.shoe_started.connect(self._shoe_started)
        s.shoe_shown.connect(self.odds_model.shoe_shown)  # the burn card is face up on the felt now
        c.hand_dealt.connect(self._hand_dealt)
        c.peek_offered.connect(self._peek_offered)  # the Peek table's choice (ui/felt/peek.py)
        s.peek.chosen.connect(c.choose)
        c.hand_settled.connect(self._hand_settled)
        c.announced.connect(s.announce_later)
        self.reality_check.due.connect(self._reality_check)
        c.session_started.connect(self._session_started)
        c.seated.connect(self._seated)  # join: sitting down at a floor table deals on in its shoe
        c.storage_failed.connect(self._storage_failed)
        s.select_chip(c.selected_chip)

    def _follow(self) -> None:
        """What the window shows of the table, each piece following the facts that change it; connected
        after the window's own handlers, so each shows the state those leave."""
        c = self.controller
        self.felt = FeltFollower(self.scene, c, lambda: self.replaying)
        self.felt.follow()
        self.status.follow()
        self.scene.shoe_shown.connect(self.status.show_shoe)  # at Instant speed, inside shoe_started
        self.acts.follow(c)
        for signal in (
            c.session_started,
            c.result_shown,
            c.bets_changed,
            c.phase_changed,
            c.bankroll_changed,
        ):
            signal.connect(self.show_title)
        self.show_title()

    @property
    def odds_panel(self) -> OddsPanel:
        """The odds panel, built the first time it shows or is asked for: hidden, as it is unless the
        player turned it on, it would cost the first window its module, its table and the QStyle
        enums Qt makes for it (about 15 ms of the start)."""
        return self._build_odds_panel() if self._odds_panel is None else self._odds_panel

    def _build_odds_panel(self) -> OddsPanel:
        from ..felt.odds_panel import OddsPanel

        panel = self._odds_panel = OddsPanel(self.odds_model)
        panel.grew.connect(lambda: self._fit_odds())
        panel.setFont(scaled_font(self._base_font))  # as scale_chrome sets it
        self.odds_dock.setWidget(panel)
        return panel

    def setVisible(self, visible: bool) -> None:
        """The felt is laid out once as the window first shows, at the size it shows at
        (FeltView.fit_once)."""
        if visible and not self.isVisible():
            with self.view.fit_once():
                super().setVisible(visible)
        else:
            super().setVisible(visible)

    def show_title(self, *_fact: object) -> None:
        c = self.controller
        self.setWindowTitle(window_title(c.session_id, c.bankroll_shown_cents, speed=c.settings.speed))

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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A betting key no one took (its action is off while a hand is dealt) is kept for when
        betting opens (actions.HeldKey)."""
        if not self.held_key.hold(event):
            super().keyPressEvent(event)

    def _say_held(self, text: str) -> None:
        self.scene.notice.set_text(text)
        self.view.speaker.announce(text)

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
        self.tab_fit.fit()
        for inner in (self.scoreboard, self._odds_panel):
            if inner is not None:  # set explicitly: the dock's title font stays there
                inner.setFont(scaled_font(self._base_font))
        icon = round(20 * factor)
        self.toolbar.setIconSize(QSize(icon, icon))
        self.status.shoe_gauge.setFixedSize(round(150 * factor), 14)
        self._dress_panes()

    def _dress_panes(self) -> None:
        """The panes' type at the player's text size times the chrome's factor; their charts too."""
        self.views.dress(self._chrome_scale or 1.0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scale_chrome()
        self.docks.resized(self.views.current.holds_table)
        if self.isVisible():
            self._fit_odds()  # maximised or shrunk: the odds under the scoreboard or tabbed beside it

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
        the odds panel, when shown, shares that column (docks.share_column)."""
        width = max(340, int(self.width() * 0.26))
        self.resizeDocks([self.scoreboard_dock], [width], Qt.Orientation.Horizontal)
        self._fit_odds(width)

    def _fit_odds(self, width: int = 0, raise_odds: bool = False) -> None:
        """The odds panel under the scoreboard where the column holds both at their useful size,
        else the two as tabs of the column (docks.share_column)."""
        status = self.statusBar().height() if self.statusBar().isVisible() else 0
        central = self.centralWidget()
        column = self.height() - (central.y() if central is not None else 0) - status
        width = width or self.scoreboard_dock.width()
        if self._odds_panel is None and not self.odds_dock.isHidden():
            self._build_odds_panel()  # its lines are measured for the column (share_column)
        share_column(self, self.scoreboard_dock, self.odds_dock, column, width, raise_odds)

    def save_layout(self) -> None:
        self.docks.bring_back()  # the layout the player chose, not the pane view's
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
        self.views.close()
        self.scoreboard.close()
        if self._odds_panel is not None:
            self._odds_panel.close()
        super().closeEvent(event)

    def abandon(self) -> None:
        """The history failed its whole-file check after the window showed (app.watch_the_check):
        the window goes without a word to the history (nothing may be written to it); its layout
        is kept, the player's choice about the file comes next."""
        self.save_layout()
        self.odds_model.close()
        self.views.close()
        self.scoreboard.close()
        if self._odds_panel is not None:
            self._odds_panel.close()
        self.hide()
        self.deleteLater()

    # -- the views --------------------------------------------------------------------------------
    @property
    def history_path(self) -> Path:
        return self.controller.history.path

    def _view_changed(self, index: int) -> None:
        view = self.views.at(index)
        self.docks.place(view.holds_table)
        self.views.open(index)
        if not view.holds_table:
            self._dress_panes()  # a pane built just now takes the window's size of type

    def show_table(self) -> None:
        self.tabs.setCurrentIndex(self.views.index(self.views.table.key))

    # -- intents --------------------------------------------------------------------------------
    def _spot_clicked(self, spot: BetSpot, remove: bool) -> None:
        if remove:
            self.controller.remove_chip(spot)
        else:
            self.controller.place_chip(spot)
        if not remove:
            self.sound.play("chips")

    def _button_clicked(self, action: str) -> None:
        """A dealer button on the felt: its action's slot (the controller says why when it cannot),
        or the replay banner's way back."""
        if action == "end_replay":
            self.end_replay()
        else:
            self.acts.run(Act(action))

    def deal(self) -> None:
        if not self.views.current.holds_table:
            self.show_table()
        self.controller.deal()

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
        from ..dialogs.questions import Confirm  # the dialogs' modules load when first asked for

        text, detail = new_session_question(self.controller)
        if not Confirm.ask(
            self, _t("Window", "New session"), text, detail=detail, yes=_t("Window", "Start a new session")
        ):
            return
        self.scene.skip_animations()
        self.controller.new_session()

    def open_settings(self) -> None:
        self.end_replay()  # new rules may start a new session: the live table first
        from ..dialogs.settings import SettingsDialog  # (the dialogs load when first opened)

        new = SettingsDialog.ask(self, self.controller.settings)
        if new is None:
            return
        self.apply_settings(new)

    def apply_settings(self, new: GameSettings) -> None:
        from ..dialogs.questions import Confirm

        save_settings(self.store, new)
        self._language_chosen(new.language)
        rules_changed = self.controller.apply_settings(new)
        self.reality_check.rearm()
        self.scene.still = reduces_motion(new.motion)
        self.speed_table.apply(new)
        self.show_title()
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
        from ..dialogs.rules import RulesDialog

        RulesDialog.ask(self, self.controller.rules)

    def show_about(self) -> None:
        from ... import __version__
        from ..dialogs.about import AboutDialog
        from ..dialogs.forms import run_modal

        run_modal(AboutDialog(__version__, self))

    def show_keyboard(self) -> None:
        from .keyboard_help import KeyboardDialog

        KeyboardDialog.ask(self, self.acts.keyboard_groups())

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
        if on and self._odds_panel is None:
            self._build_odds_panel()  # before it shows
        self.acts[Act.ODDS].setChecked(on)
        self.odds_dock.setVisible(on)
        self.odds_model.set_enabled(on)  # prices are worked out only while the panel is shown
        if on and not was and self.isVisible():
            self._fit_odds(raise_odds=True)

    # -- controller facts -----------------------------------------------------------------------
    def _bets_changed(self, stacks: dict[BetSpot, list[int]]) -> None:
        if self.controller.phase is Phase.BETTING:
            if stacks:
                self.scene.clear_hand()  # betting has started: the last hand leaves the layout
            self.scene.show_bets(stacks)

    def _bet_refused(self, spot: BetSpot | None, message: str) -> None:
        self.scene.show_refusal(spot, message)

    def _shoe_started(self, start: ShoeStart) -> None:
        # The old shoe's odds go first: at Instant speed the felt shows the burn (shoe_shown) at once.
        self.odds_model.shoe_started(start)
        self.scoreboard_model.clear()
        self.scene.show_shoe(start)

    def _peek_offered(self, pause: PeekPause) -> None:
        # The Peek hand stopped after its first four cards: lay them and offer the choice, the coach's
        # exact values worked out from the cards the player has seen.
        self.scene.show_bets(self.controller.stacks)
        offer = PeekOffer.build(
            pause.bets,
            pause.shown,
            pause.seen,
            pause.rules,
            pause.bankroll_cents,
            loss_limit_cents=pause.loss_limit_cents,
            net_cents=pause.net_cents,
        )
        if offer is not None:
            self.scene.show_peek(pause.first_four, offer)

    def _hand_dealt(self, result: HandResult) -> None:
        if self.scene.peek.offer is not None:  # the Peek choice was made: deal on from the fifth card
            self.scene.deal_on_after_peek(result)
            return
        self.scene.show_bets(self.controller.stacks)
        # A Speed table deals face up, as the live ones: no squeeze whatever the Squeeze setting says.
        squeezed = frozenset() if self.controller.settings.speed else self.controller.squeezed_hands(result)
        self.scene.play_hand(result, squeezed)

    def _deal_animation_finished(self, result: HandResult) -> None:
        # The felt is done showing the hand: now it is stored and the ledger settles.
        self.controller.finish_hand()

    def _result_shown(self, result: HandResult) -> None:
        # The felt shows the result: the roads take the hand now (its money follows bankroll_changed).
        if self._on_roads is not result:
            self._on_roads = result
            self.scoreboard_model.add_coup(result.coup)

    def _hand_settled(self, result: HandResult) -> None:
        # The felt has shown this hand to the end (hand_settled follows deal_finished): only now
        # may the odds count its cards, and the stored lists show it (the panes follow it themselves).
        self.odds_model.hand_shown(result)
        if result.last_hand:
            self.odds_model.shoe_finished()
        if self._on_roads is not result:  # never shown on a felt (a window closing mid-deal)
            self._on_roads = result
            self.scoreboard_model.add_coup(result.coup)

    def _session_started(self, session_id: int) -> None:
        self.odds_model.shoe_started(None)
        self.scene.set_rules(self.controller.rules)
        self.scoreboard_model.clear()

    def _seated(self, key: str | None) -> None:
        """Sat down at a floor table (join's lines): its shoe as it stands, the house's hands before
        the player's, on the roads, the tray and the odds. Leaving brings his own shoe (shoe_started)."""
        if key is None:
            return
        self.scene.skip_animations()
        self.scene.clear_hand()  # the last hand of his own shoe goes, at once
        self.scene.skip_animations()
        self._load_live_scoreboard()
        self._restore_table()
        self.odds_model.reload()
        shoe = self.controller.shoe_view
        if shoe is not None:  # the felt's words are the house shoe's now, not his own shoe's burn
            hands = self.controller.hands_in_shoe
            self.scene.explanation.set_text(
                _tn("Lobby", "Seated at {table} · {n} hand(s) of this shoe dealt", hands).format(
                    table=self.controller.seat_name, n=hands
                )
            )
            commitment = shoe.commitment
            self.scene.notice.set_text(
                _t("Felt", "Shoe {shoe} · seed commitment {start}…{end}").format(
                    shoe=shoe.shoe_no, start=commitment[:10], end=commitment[-10:]
                )
                if commitment
                else ""
            )

    def _reality_check(self, minutes: int, net_cents: int) -> None:
        from ..dialogs.questions import RealityCheck, RealityChoice

        choice = RealityCheck.ask(self, minutes, net_cents)
        if choice is RealityChoice.HISTORY:
            self.views.show(ViewKey.HISTORY)
        elif choice is RealityChoice.QUIT:
            self.close()

    def _storage_failed(self, error: StorageError) -> None:
        from ..dialogs.questions import FileChoice, HistoryLost, StorageFailure

        check = getattr(self.controller.history, "integrity", None)
        if check is not None and check.failed:
            return  # the whole-file check failed: app.watch_the_check asks about the damaged file
        if error.problem is Problem.GONE:
            if HistoryLost.ask(self, error, self.controller.can_put_history_back()):
                if self.controller.put_history_back():  # the pieces follow its bankroll_changed
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

    # -- a stored hand replayed on the felt -------------------------------------------------------
    def replay(self, hand: Any) -> None:
        """Show a stored hand (the browser's HandDetail) on the felt as a mode of its own (replay.py)."""
        self.replay_mode.begin(hand)

    def end_replay(self) -> None:
        """Back to the live table exactly as it was: felt, roads, counters, commitment, betting."""
        self.replay_mode.end()

    def replay_shown(self, state: ReplayState | None) -> None:
        """A replay began or ended: the status bar tells its shoe, or the live one again with the felt."""
        self.status.show_replay(state)
        if state is None:
            self.felt.show_shoe()

    @property
    def replaying(self) -> bool:
        return self.replay_mode.state is not None

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
