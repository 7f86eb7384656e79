"""Dialogs: settings, rules and payouts, the reality check, and unusable history files.

Each exposes a ``classmethod ask()`` that tests replace (pytest-qt's advice for dialogs), so no
test ever waits on a modal window.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.money import MAX_CENTS, format_cents
from ..engine.odds import exact_odds, full_shoe_counts
from ..engine.rules import BANKER_DRAWS_ON, TableRules
from ..storage.errors import Problem, StorageError
from ..viewmodels.settings import AnimationSpeed, GameSettings


def _money_box(cents: int, *, minimum: float = 0.0) -> QDoubleSpinBox:
    """Dollars and cents in the UI; the value is read back as integer cents, never kept as a float."""
    box = QDoubleSpinBox()
    box.setDecimals(2)
    box.setRange(minimum, MAX_CENTS / 100)
    box.setPrefix("$ ")
    box.setGroupSeparatorShown(True)
    box.setValue(cents / 100)
    return box


def _cents(box: QDoubleSpinBox) -> int:
    return round(box.value() * 100)


class SettingsDialog(QDialog):
    """Every setting in one typed form; table rules apply to the next session."""

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)

        table = QGroupBox("Table rules (take effect in a new session)")
        form = QFormLayout(table)
        self.decks = QComboBox()
        self.decks.addItem("8 decks", 8)
        self.decks.addItem("6 decks", 6)
        self.decks.setCurrentIndex(0 if settings.decks == 8 else 1)
        form.addRow("Shoe", self.decks)
        self.tie_pays = QComboBox()
        self.tie_pays.addItem("8 to 1", 8)
        self.tie_pays.addItem("9 to 1", 9)
        self.tie_pays.setCurrentIndex(0 if settings.tie_pays == 8 else 1)
        form.addRow("Tie pays", self.tie_pays)
        self.commission = QComboBox()
        self.commission.addItem("Banker pays 19 to 20 (5% commission)", False)
        self.commission.addItem("No Commission (Banker win on 6 pays 1 to 2)", True)
        self.commission.setCurrentIndex(1 if settings.no_commission else 0)
        form.addRow("Banker", self.commission)
        self.table_min = _money_box(settings.table_min_cents, minimum=0.01)
        self.table_max = _money_box(settings.table_max_cents, minimum=0.01)
        self.side_min = _money_box(settings.side_min_cents, minimum=0.01)
        self.side_max = _money_box(settings.side_max_cents, minimum=0.01)
        form.addRow("Table minimum (Player, Banker)", self.table_min)
        form.addRow("Table maximum (Player, Banker)", self.table_max)
        form.addRow("Side bet minimum (Tie, pairs)", self.side_min)
        form.addRow("Side bet maximum (Tie, pairs)", self.side_max)
        self.bankroll = _money_box(settings.starting_bankroll_cents, minimum=1.0)
        form.addRow("Starting bankroll", self.bankroll)
        layout.addWidget(table)

        play = QGroupBox("Play")
        form = QFormLayout(play)
        self.speed = QComboBox()
        for speed in AnimationSpeed:
            self.speed.addItem(speed.label, speed)
        self.speed.setCurrentIndex(list(AnimationSpeed).index(settings.animation_speed))
        form.addRow("Animation speed", self.speed)
        self.sound = QCheckBox("Play sounds")
        self.sound.setChecked(settings.sound)
        form.addRow("Sound", self.sound)
        layout.addWidget(play)

        care = QGroupBox("Responsible play")
        form = QFormLayout(care)
        self.reality = QSpinBox()
        self.reality.setRange(0, 1440)
        self.reality.setSuffix(" min")
        self.reality.setSpecialValueText("Off")
        self.reality.setValue(settings.reality_check_minutes)
        form.addRow("Reality check every", self.reality)
        self.loss_limit = _money_box(settings.loss_limit_cents)
        self.loss_limit.setSpecialValueText("No limit")
        form.addRow("Session loss limit", self.loss_limit)
        layout.addWidget(care)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.result_settings: GameSettings | None = None

    def settings(self) -> GameSettings:
        """The form as settings; a ValueError says what does not make a table."""
        return GameSettings(
            decks=int(self.decks.currentData()),
            tie_pays=int(self.tie_pays.currentData()),
            no_commission=bool(self.commission.currentData()),
            table_min_cents=_cents(self.table_min),
            table_max_cents=_cents(self.table_max),
            side_min_cents=_cents(self.side_min),
            side_max_cents=_cents(self.side_max),
            starting_bankroll_cents=_cents(self.bankroll),
            animation_speed=self.speed.currentData(),
            sound=self.sound.isChecked(),
            reality_check_minutes=self.reality.value(),
            loss_limit_cents=_cents(self.loss_limit),
        )

    def _accept(self) -> None:
        try:
            self.result_settings = self.settings()
        except ValueError as exc:
            self.error.setText(str(exc)[0].upper() + str(exc)[1:])
            return
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: GameSettings) -> GameSettings | None:
        dialog = cls(settings, parent)
        return dialog.result_settings if dialog.exec() == QDialog.DialogCode.Accepted else None


class RulesDialog(QDialog):
    """The tableau cell by cell and every bet's payout and exact house edge for these rules."""

    def __init__(self, rules: TableRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules and payouts")
        self.resize(760, 720)
        layout = QVBoxLayout(self)
        intro = QLabel(
            f"<b>Punto Banco</b>, {rules.describe()}. Cards count face value, aces 1, tens and court "
            "cards 0; a hand's total is the last digit of its sum. Player and Banker get two cards "
            "each (Player, Banker, Player, Banker). A two-card 8 or 9 is a <i>natural</i>: both hands "
            "stand. Otherwise Player draws on 0–5 and stands on 6–7, and Banker acts by the table below."
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.tableau = QTableWidget(8, 11)
        self.tableau.setHorizontalHeaderLabels([str(v) for v in range(10)] + ["Player stood"])
        self.tableau.setVerticalHeaderLabels([f"Banker {t}" for t in range(8)])
        self.tableau.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tableau.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tableau.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.tableau.horizontalHeader().setSectionResizeMode(10, QHeaderView.ResizeMode.ResizeToContents)
        for total in range(8):
            for value in range(11):
                draws = value in BANKER_DRAWS_ON[total] if value < 10 else total <= 5
                item = QTableWidgetItem("Draw" if draws else "Stand")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setBackground(QColor(200, 232, 201) if draws else QColor(255, 214, 214))
                self.tableau.setItem(total, value, item)
        caption = QLabel(
            "Banker's action by Banker's total (rows) and the value of Player's third card (columns):"
        )
        caption.setWordWrap(True)
        layout.addWidget(caption)
        layout.addWidget(self.tableau)

        odds = exact_odds(full_shoe_counts(rules.decks))
        rows: list[tuple[str, str, str, str]] = [
            ("Player", "1 to 1; pushes on a Tie", "player", ""),
            (
                "Banker",
                "1 to 1 except a win on 6 pays 1 to 2; pushes on a Tie"
                if rules.no_commission
                else "19 to 20 (5% commission, rounded down to the cent); pushes on a Tie",
                "banker",
                "",
            ),
            ("Tie", f"{rules.tie_pays} to 1", "tie", ""),
            ("Player Pair", "11 to 1 when Player's first two cards are the same rank", "player_pair", ""),
            ("Banker Pair", "11 to 1 when Banker's first two cards are the same rank", "banker_pair", ""),
        ]
        self.payouts = QTableWidget(len(rows), 4)
        self.payouts.setHorizontalHeaderLabels(["Bet", "Pays", "Wins (probability)", "House edge"])
        self.payouts.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.payouts.verticalHeader().setVisible(False)
        self.payouts.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for r, (name, pays, key, _) in enumerate(rows):
            edge = float(odds.house_edge(key, rules))
            values = [name, pays, f"{float(odds.probability(key)):.4%}", f"{edge:.3%}"]
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.payouts.setItem(r, c, item)
        self.payouts.resizeColumnsToContents()
        self.payouts.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(QLabel(f"<b>Payouts</b> (exact figures for a full {rules.decks}-deck shoe):"))
        layout.addWidget(self.payouts)
        limits = QLabel(
            f"Table limits: Player and Banker {format_cents(rules.min_bet_cents)} to "
            f"{format_cents(rules.max_bet_cents)}; Tie and pairs {format_cents(rules.side_min_cents)} to "
            f"{format_cents(rules.side_max_cents)}. The shoe is burned at the start (the first card shown, "
            "that many more burned face down) and the cut card leaves about 15 cards: when it comes out, "
            "one more hand is dealt. Every shoe's order is fixed by a seed whose SHA-256 is shown before "
            "the first card and revealed at the end, so any shoe can be checked."
        )
        limits.setWordWrap(True)
        layout.addWidget(limits)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    @classmethod
    def ask(cls, parent: QWidget | None, rules: TableRules) -> None:
        cls(rules, parent).exec()


class RealityChoice(enum.Enum):
    CONTINUE = "continue"
    HISTORY = "history"
    QUIT = "quit"


class RealityCheck:
    """The periodic reminder of time played and the result so far."""

    @classmethod
    def message(cls, minutes: int, net_cents: int) -> str:
        result = (
            "up " + format_cents(net_cents)
            if net_cents > 0
            else ("down " + format_cents(-net_cents) if net_cents < 0 else "even")
        )
        return f"You have been playing for {minutes} minutes this session and you are {result}."

    @classmethod
    def ask(cls, parent: QWidget | None, minutes: int, net_cents: int) -> RealityChoice:
        box = QMessageBox(parent)
        box.setWindowTitle("Reality check")
        box.setIcon(QMessageBox.Icon.Information)
        box.setText(cls.message(minutes, net_cents))
        keep = box.addButton("Keep playing", QMessageBox.ButtonRole.AcceptRole)
        history = box.addButton("Hand history", QMessageBox.ButtonRole.ActionRole)
        box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
        box.exec()
        clicked = box.clickedButton()
        if clicked is keep:
            return RealityChoice.CONTINUE
        return RealityChoice.HISTORY if clicked is history else RealityChoice.QUIT


class FileChoice(enum.Enum):
    OTHER_FILE = "other"
    SET_ASIDE = "set_aside"
    NEW_SESSION = "new_session"
    RETRY = "retry"
    QUIT = "quit"


class HistoryProblem:
    """What to do when the history file cannot be used: the file is never changed without asking."""

    @classmethod
    def choices(cls, error: StorageError) -> list[FileChoice]:
        if error.session_id is not None:  # the file is fine; one session cannot go on
            return [FileChoice.NEW_SESSION, FileChoice.QUIT]
        options = [FileChoice.OTHER_FILE]
        if error.can_set_aside:
            options.insert(0, FileChoice.SET_ASIDE)
        if error.problem in (Problem.LOCKED, Problem.DISK_FULL, Problem.IO):
            options.append(FileChoice.RETRY)
        return [*options, FileChoice.QUIT]

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError) -> FileChoice:
        labels = {
            FileChoice.SET_ASIDE: "Start a new history (keep this file aside)",
            FileChoice.OTHER_FILE: "Open another file…",
            FileChoice.NEW_SESSION: "Start a new session",
            FileChoice.RETRY: "Try again",
            FileChoice.QUIT: "Quit",
        }
        box = QMessageBox(parent)
        box.setWindowTitle("Hand history")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setText(error.detail)
        box.setInformativeText(error.advice)
        buttons: dict[Any, FileChoice] = {}
        for choice in cls.choices(error):
            role = (
                QMessageBox.ButtonRole.RejectRole
                if choice is FileChoice.QUIT
                else QMessageBox.ButtonRole.ActionRole
            )
            buttons[box.addButton(labels[choice], role)] = choice
        box.exec()
        return buttons.get(box.clickedButton(), FileChoice.QUIT)


class StorageFailure:
    """A write failed (disk full, file gone read-only): nothing is lost; offer to try again."""

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError) -> bool:
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle("Hand history")
        box.setText(error.detail)
        box.setInformativeText(
            f"{error.advice} Your bets and the hand in play are kept and are finished when you try again."
        )
        retry = box.addButton("Try again", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Later", QMessageBox.ButtonRole.RejectRole)
        box.exec()
        return box.clickedButton() is retry


class HistoryLost:
    """The history file was deleted or replaced while playing; everything was saved to a copy."""

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError, can_put_back: bool) -> bool:
        """True: put the copy back where the history was and play on; False: quit."""
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle("Hand history")
        box.setText(error.detail)
        if can_put_back:
            box.setInformativeText(
                "Put it back where it was to play on from this very hand, or quit and keep the copy."
            )
            back = box.addButton("Put it back and play on", QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setInformativeText(
                "Another file has taken its place, so nothing there is touched. To play on with your "
                f"history, start Baccarat Desktop with:\n\nbaccarat-desktop --db {error.recovered}"
            )
            back = None
        box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
        box.exec()
        return back is not None and box.clickedButton() is back


class Confirm:
    """Yes/no questions the window asks (replaced in tests)."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, text: str) -> bool:
        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes


class AboutDialog(QDialog):
    def __init__(self, version: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Baccarat Desktop")
        layout = QVBoxLayout(self)
        title = QLabel("Baccarat Desktop")
        font = QFont(title.font())
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        text = QLabel(
            f"Version {version}<br>An offline Punto Banco table. Every hand is kept in your own history "
            "file; every shoe can be checked with <tt>baccarat-desktop verify</tt>.<br><br>"
            "Play for fun: the house edge is real and no betting system changes it."
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        row = QHBoxLayout()
        licences = QPushButton("Licences…")
        licences.clicked.connect(lambda: LicencesDialog(self).exec())
        row.addWidget(licences)
        row.addStretch(1)
        close = QPushButton("Close")
        close.clicked.connect(self.accept)
        row.addWidget(close)
        layout.addLayout(row)


class LicencesDialog(QDialog):
    """The game's licence and the third-party notices the installers must carry (resources/LICENSES.md)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QTextBrowser

        from ..resources import resource_path

        super().__init__(parent)
        self.setWindowTitle("Licences")
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(resource_path("LICENSES.md").read_text(encoding="utf-8"))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
