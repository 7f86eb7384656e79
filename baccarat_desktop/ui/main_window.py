"""The main window: the felt in the centre, the scoreboard beside it, menus, toolbar and status.

It wires the controller's signals to the views and the views' intents to the controller; it
makes no game decisions itself. Statistics and the hand history are built the first time they
are opened, so Matplotlib is never imported before the table is on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine.bets import BetSpot
from ..engine.money import chip_text, format_cents, signed_cents
from ..engine.session import HandResult, ShoeStart
from ..resources import resource_path
from ..storage.errors import Problem, StorageError
from ..viewmodels.odds import OddsModel
from ..viewmodels.scoreboard import ScoreboardModel
from ..viewmodels.settings import GameSettings, save_settings
from ..viewmodels.table_controller import CHIP_VALUES_CENTS, Phase, TableController, chips_for
from .dialogs import (
    AboutDialog,
    Confirm,
    HistoryLost,
    RealityCheck,
    RealityChoice,
    RulesDialog,
    SettingsDialog,
    StorageFailure,
)
from .felt import FeltScene, FeltView
from .odds_panel import OddsPanel
from .scoreboard import ScoreboardWidget
from .sound import SoundPlayer

TABLE_TAB, STATS_TAB, HISTORY_TAB = 0, 1, 2


class MainWindow(QMainWindow):
    def __init__(
        self,
        controller: TableController,
        store: QSettings,
        *,
        sound: SoundPlayer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.sound = sound or SoundPlayer(controller.settings.sound, self)
        self.setWindowTitle("Baccarat Desktop")
        self.setWindowIcon(QIcon(str(resource_path("icon.svg"))))
        self.setObjectName("MainWindow")

        self.scene = FeltScene(controller.rules, self)
        self.scene.speed = controller.settings.animation_speed.scale
        self.view = FeltView(self.scene)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.view, "Table")
        self.tabs.addTab(QWidget(), "Statistics")
        self.tabs.addTab(QWidget(), "Hand history")
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self.dashboard: Any = None
        self.history_browser: Any = None

        self.scoreboard_model = ScoreboardModel(parent=self)
        self.scoreboard = ScoreboardWidget(self.scoreboard_model)
        for button in (self.scoreboard.ask_banker_button, self.scoreboard.ask_player_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space must deal, not press a button
        self.scoreboard_dock = QDockWidget("Scoreboard", self)
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
        self.odds_dock = QDockWidget("Odds of the cards left", self)
        self.odds_dock.setObjectName("OddsDock")
        self.odds_dock.setWidget(self.odds_panel)
        self.odds_dock.setFeatures(feature.DockWidgetMovable | feature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.odds_dock)
        self.splitDockWidget(self.scoreboard_dock, self.odds_dock, Qt.Orientation.Vertical)

        self._build_actions()
        self._build_menus_and_toolbar()
        self._build_status()
        self._connect()
        self._restore_layout()
        self._load_live_scoreboard()
        self.odds_model.reload()
        self._show_odds(controller.settings.show_odds)
        self.refresh()

    # -- construction ---------------------------------------------------------------------------
    def _action(
        self, text: str, slot: Callable[[], Any], shortcuts: list[str] | None = None, tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: slot())
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        c = self.controller
        self.deal_action = self._action("&Deal", self.deal, ["Space", "Return", "Enter"], "Deal a hand")
        self.rebet_action = self._action("&Rebet", c.rebet, ["R"], "Place the last hand's bets again")
        self.rebet_deal_action = self._action("Rebet and d&eal", self.rebet_and_deal, ["Shift+R"])
        self.double_action = self._action("D&ouble", c.double, ["D"], "Double every bet on the table")
        self.undo_action = self._action("&Undo", c.undo, ["Backspace", "Ctrl+Z"], "Take back the last chip")
        self.clear_action = self._action("&Clear bets", c.clear, ["Delete"], "Take back every bet")
        self.skip_action = self._action("Skip animation", self.scene.skip_animations, ["Escape"])
        self.new_shoe_action = self._action(
            "New &shoe", self.new_shoe, ["Ctrl+Shift+N"], "Shuffle a new shoe"
        )
        self.new_session_action = self._action(
            "New sessio&n", self.new_session, ["Ctrl+N"], "End this session and start a new one"
        )
        self.settings_action = self._action(
            "Se&ttings…", self.open_settings, ["Ctrl+,"], "Table rules and options"
        )
        self.rules_action = self._action(
            "&Rules and payouts", self.open_rules, ["F1"], "The tableau and house edges"
        )
        self.stats_action = self._action(
            "&Statistics", lambda: self.tabs.setCurrentIndex(STATS_TAB), ["Ctrl+2"]
        )
        self.history_action = self._action(
            "&Hand history", lambda: self.tabs.setCurrentIndex(HISTORY_TAB), ["Ctrl+3"]
        )
        self.table_action = self._action("&Table", lambda: self.tabs.setCurrentIndex(TABLE_TAB), ["Ctrl+1"])
        self.odds_action = self._action(
            "&Odds of the cards left",
            lambda: self.set_odds_shown(self.odds_action.isChecked()),
            ["O"],
            "What the cards left in this shoe are worth, for each bet",
        )
        self.odds_action.setCheckable(True)
        self.quit_action = self._action("&Quit", self.close, ["Ctrl+Q"], "Quit Baccarat Desktop")
        self.about_action = self._action("&About", lambda: AboutDialog(__version__, self).exec())
        self.chip_actions = []
        for i, cents in enumerate(CHIP_VALUES_CENTS):
            self.chip_actions.append(
                self._action(f"{chip_text(cents)} chip", lambda i=i: c.select_chip_index(i), [str(i + 1)])
            )

    def _build_menus_and_toolbar(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        for action in (self.deal_action, self.rebet_action, self.rebet_deal_action, self.double_action,
                       self.undo_action, self.clear_action):  # fmt: skip
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.new_shoe_action)
        game.addAction(self.new_session_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        chips = bar.addMenu("&Chips")
        for action in self.chip_actions:
            chips.addAction(action)
        view = bar.addMenu("&View")
        view.addAction(self.table_action)
        view.addAction(self.stats_action)
        view.addAction(self.history_action)
        view.addAction(self.scoreboard_dock.toggleViewAction())
        view.addAction(self.odds_action)
        view.addAction(self.skip_action)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)
        toolbar = self.addToolBar("Table")
        toolbar.setObjectName("TableToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_shoe_action, self.new_session_action, self.settings_action, self.rules_action,
                       self.stats_action, self.history_action, self.quit_action):  # fmt: skip
            toolbar.addAction(action)

    def _build_status(self) -> None:
        status = self.statusBar()
        self.bankroll_label = QLabel()
        self.bet_label = QLabel()
        self.last_win_label = QLabel()
        self.shoe_progress = QProgressBar()
        self.shoe_progress.setMaximumWidth(160)
        self.shoe_progress.setMaximumHeight(12)
        self.shoe_progress.setTextVisible(False)
        self.shoe_label = QLabel()
        self.commitment_label = QLabel()
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (self.bankroll_label, self.bet_label, self.last_win_label):
            widget.setMinimumWidth(130)
            status.addWidget(widget)
        status.addWidget(self.shoe_progress)
        status.addWidget(self.shoe_label, 1)
        status.addPermanentWidget(self.commitment_label)

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        s.intents.spot_clicked.connect(self._spot_clicked)
        s.intents.chip_clicked.connect(c.select_chip)
        s.intents.button_clicked.connect(self._button_clicked)
        s.deal_finished.connect(self._deal_animation_finished)
        s.sound_requested.connect(self.sound.play)
        s.shoe_shown.connect(lambda _start: self.refresh())
        s.replay_finished.connect(lambda: s.show_bets(c.stacks))  # back to the bets really on the table
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
        c.reality_check_due.connect(self._reality_check)
        c.session_started.connect(self._session_started)
        c.storage_failed.connect(self._storage_failed)
        s.select_chip(c.selected_chip)

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
        self.store.setValue("window/geometry", self.saveGeometry())
        self.store.setValue("window/state", self.saveState())
        self.store.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Finish any deal on screen so its hand is stored before the window goes.
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

    def new_session(self) -> None:
        if not Confirm.ask(self, "New session", "End this session and start a new one?"):
            return
        self.scene.skip_animations()
        self.controller.new_session()

    def open_settings(self) -> None:
        new = SettingsDialog.ask(self, self.controller.settings)
        if new is None:
            return
        self.apply_settings(new)

    def apply_settings(self, new: GameSettings) -> None:
        save_settings(self.store, new)
        rules_changed = self.controller.apply_settings(new)
        self.scene.speed = new.animation_speed.scale
        self.sound.set_enabled(new.sound)
        self._show_odds(new.show_odds)
        if rules_changed and Confirm.ask(
            self,
            "New table rules",
            "The new table rules, starting bankroll and loss limit apply to a new session. "
            "Start a new session now?",
        ):
            self.scene.skip_animations()
            self.controller.new_session(new)

    def open_rules(self) -> None:
        RulesDialog.ask(self, self.controller.rules)

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
        if self.controller.phase is not Phase.DEALING:
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
        self.scene.play_hand(result)
        self.refresh()

    def _deal_animation_finished(self, result: HandResult) -> None:
        # The felt is done showing the hand: now it is stored and the ledger settles.
        self.controller.finish_hand()

    def _hand_settled(self, result: HandResult) -> None:
        # The felt has shown this hand to the end (hand_settled follows deal_finished): only now
        # may the odds count its cards.
        self.odds_model.hand_shown(result)
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
        if StorageFailure.ask(self, error):
            QTimer.singleShot(0, self.controller.finish_hand)

    # -- live state -----------------------------------------------------------------------------
    def _load_live_scoreboard(self) -> None:
        table = self.controller.table
        if table.shoe_id is not None:
            self.scoreboard_model.load_shoe(table.history, table.shoe_id)

    def refresh(self) -> None:
        """Status bar, window title, felt plaque and which actions are available now."""
        c = self.controller
        table = c.table
        last = c.last_win_cents
        self.bankroll_label.setText(f"Bankroll <b>{format_cents(c.bankroll_cents)}</b>")
        self.bet_label.setText(f"Bet <b>{format_cents(c.total_bet_cents)}</b>")
        self.last_win_label.setText(
            "Last hand —"
            if last is None
            else f"Last hand <b>{signed_cents(last)}</b>"
        )
        shoe = table.session.shoe
        if shoe is not None:
            dealt = shoe.position
            self.shoe_progress.setRange(0, len(shoe))
            self.shoe_progress.setValue(dealt)
            cut = f", cut card at {shoe.cut_position}" if shoe.cut_position is not None else ""
            self.shoe_label.setText(f"Shoe {table.session.shoe_no}: {dealt} of {len(shoe)} dealt{cut}")
            commitment = shoe.commitment
            self.commitment_label.setText(f"Commitment {commitment[:10]}…" if commitment else "Stacked shoe")
            self.commitment_label.setToolTip(
                f"SHA-256 of this shoe's seed: {commitment}\nThe seed is revealed when the shoe ends; "
                "check it with 'baccarat-desktop verify'."
                if commitment
                else ""
            )
            self.scene.set_shoe_state(len(shoe), shoe.remaining, shoe.cut_position, table.session.shoe_no)
        else:
            self.shoe_label.setText("No shoe yet")
            self.shoe_progress.setValue(0)
        self.scene.set_status(c.bankroll_cents, c.total_bet_cents, last)
        self.scene.set_closed(c.closed_spots())
        self.setWindowTitle(
            f"Baccarat Desktop — session {table.session_id} · {format_cents(c.bankroll_cents)}"
        )
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
        self.new_session_action.setEnabled(c.phase is not Phase.DEALING)

    # -- statistics and history, built on first use ---------------------------------------------
    @property
    def history_path(self) -> Path:
        return self.controller.table.history.path

    def _tab_changed(self, index: int) -> None:
        if index == STATS_TAB and self.dashboard is None:
            from .dashboard import DashboardWidget

            self.dashboard = DashboardWidget(self.history_path)
            self._replace_tab(STATS_TAB, self.dashboard, "Statistics")
        elif index == HISTORY_TAB and self.history_browser is None:
            from .history_browser import HistoryBrowser

            self.history_browser = HistoryBrowser(self.history_path)
            self.history_browser.replay_requested.connect(self._replay)
            self.history_browser.shoe_scoreboard_requested.connect(self.show_stored_shoe)
            self._replace_tab(HISTORY_TAB, self.history_browser, "Hand history")
        elif index == TABLE_TAB:
            self.view.setFocus()

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
        """Show a stored hand (the browser's HandDetail) on the felt: its cards and bets, nothing stored."""
        if self.controller.phase is not Phase.BETTING or self.scene.animating:
            self.scene.show_refusal(None, "Replay when the table is idle")
            return
        self.tabs.setCurrentIndex(TABLE_TAB)
        self.scene.show_bets({spot: chips_for(amount) for spot, amount in hand.stakes.items()})
        self.scene.replay(
            hand.coup, f"Replay · session {hand.session_id}, shoe {hand.shoe_no}, hand {hand.hand_no}"
        )

    def show_stored_shoe(self, shoe_id: int) -> QDialog:
        """A stored shoe's scoreboard in its own window (the live scoreboard keeps the table's)."""
        dialog = QDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # the model and widget go with it
        row = self.controller.table.history.shoe(shoe_id)
        dialog.setWindowTitle(f"Scoreboard · session {row.session_id}, shoe {row.shoe_no}")
        model = ScoreboardModel(parent=dialog)
        model.load_shoe(self.controller.table.history, shoe_id)
        layout = QVBoxLayout(dialog)
        layout.addWidget(ScoreboardWidget(model, dialog))
        close = QPushButton("Close")
        close.clicked.connect(dialog.accept)
        layout.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        dialog.resize(1100, 300)
        dialog.show()
        return dialog
