"""The Strategy lab's form: what to play (systems, the bet, the money in dollars, how many sessions
of how many hands, stops, the table), Run and Cancel with a progress bar under them, what went wrong.

The form writes what the player sets into ``LabModel`` at once and shows the model's values; the
model checks them and says why it will not run. ``lab.LabPanel`` puts the form beside what a run found.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import BetSpot, Variant
from ...engine.i18n import _t
from ...engine.systems import MAX_LAB_HANDS, MAX_LAB_SESSIONS, System
from ...viewmodels.lab_model import LabModel, LabRun

__all__ = ["LabForm"]


class LabForm(QWidget):
    """The form, Run and Cancel, the progress and the run's words; ``model`` is the lab's."""

    def __init__(self, model: LabModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 6, 0)
        column.setSpacing(5)
        heading = QLabel(_t("Lab", "Betting systems (one or more)"))
        heading.setProperty("role", "heading")
        heading.setWordWrap(True)
        column.addWidget(heading)
        self.system_list = _SystemList()
        self.system_list.setAccessibleName(_t("Lab", "Betting systems"))
        self.system_list.setAccessibleDescription(_t("Lab", "Tick one system, or several to compare them"))
        self.system_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for system in System:
            item = QListWidgetItem(system.label)
            item.setData(Qt.ItemDataRole.UserRole, system)
            item.setToolTip(system.description)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.system_list.addItem(item)
        self.system_list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.system_list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        column.addWidget(self.system_list)

        fields = QFormLayout()
        fields.setContentsMargins(0, 4, 0, 0)
        fields.setHorizontalSpacing(8)
        fields.setVerticalSpacing(5)
        self.spot = QComboBox()
        for spot in BetSpot:
            self.spot.addItem(spot.label, spot)
        self.unit = _money_field("10")
        self.bankroll = _money_field("1,000")
        self.stop_win = _money_field(_t("Lab", "none"))
        self.stop_loss = _money_field(_t("Lab", "none"))
        self.sessions = _count_field(MAX_LAB_SESSIONS, 1_000)
        self.hands = _count_field(MAX_LAB_HANDS, 100)
        self.decks = QComboBox()
        for decks in (8, 6):
            self.decks.addItem(_t("Lab", "{n} decks").format(n=decks), decks)
        self.variant = QComboBox()
        for variant in Variant:
            if variant.dealt:
                self.variant.addItem(variant.label, variant)
        for label, widget in (
            (_t("Lab", "Bet on"), self.spot),
            (_t("Lab", "Unit, $"), self.unit),
            (_t("Lab", "Bankroll, $"), self.bankroll),
            (_t("Lab", "Stop-win, $"), self.stop_win),
            (_t("Lab", "Stop-loss, $"), self.stop_loss),
            (_t("Lab", "Sessions"), self.sessions),
            (_t("Lab", "Hands each"), self.hands),
        ):
            fields.addRow(label, widget)
        table = QHBoxLayout()
        table.setSpacing(6)
        table.addWidget(self.decks, 2)
        table.addWidget(self.variant, 3)
        fields.addRow(_t("Lab", "Table"), table)
        self.unit.setToolTip(_t("Lab", "The base stake: every system counts its bets in units"))
        self.bankroll.setToolTip(_t("Lab", "The money each session starts with"))
        self.stop_win.setToolTip(_t("Lab", "Leave a session once this much ahead (empty: never)"))
        self.stop_loss.setToolTip(_t("Lab", "Leave a session once this much behind (empty: never)"))
        self.hands.setToolTip(
            _t("Lab", "Hands per session at most: a session ends sooner if the money runs out")
        )
        column.addLayout(fields)
        column.addStretch(1)

        # Run, Cancel, the progress and the run's words stay in view under the form, however long a
        # translation or large text makes the form above them (which scrolls): ``footer``, which
        # ``lab.LabPanel`` places under the form's scroll area.
        self.footer = QWidget()
        self.footer.setObjectName("LabFooter")
        below = QVBoxLayout(self.footer)
        below.setContentsMargins(0, 6, 6, 0)
        below.setSpacing(5)
        buttons = QHBoxLayout()
        self.run_button = QPushButton(_t("Lab", "Run"))
        self.run_button.setDefault(True)
        self.cancel_button = QPushButton(_t("Lab", "Cancel"))
        buttons.addWidget(self.run_button, 1)
        buttons.addWidget(self.cancel_button, 1)
        below.addLayout(buttons)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.setFormat("")
        self.progress.setValue(0)
        self.progress.hide()  # until the first run
        below.addWidget(self.progress)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        below.addWidget(self.error)
        self.status = QLabel()
        self.status.setProperty("role", "dim")
        self.status.setWordWrap(True)
        below.addWidget(self.status)
        # At the multiplier and Peek tables: the reference engine's pace and the play (model.table_note).
        self.table_note = QLabel()
        self.table_note.setProperty("role", "dim")
        self.table_note.setWordWrap(True)
        self.table_note.hide()
        below.addWidget(self.table_note)

        self.system_list.itemChanged.connect(self._systems_ticked)
        self.spot.currentIndexChanged.connect(self._choices_changed)
        self.unit.textEdited.connect(self.model.set_unit_text)
        self.bankroll.textEdited.connect(self.model.set_bankroll_text)
        self.stop_win.textEdited.connect(self.model.set_stop_win_text)
        self.stop_loss.textEdited.connect(self.model.set_stop_loss_text)
        self.sessions.valueChanged.connect(self.model.set_sessions)
        self.hands.valueChanged.connect(self.model.set_hands)
        self.decks.currentIndexChanged.connect(lambda _i: self.model.set_decks(self.decks.currentData()))
        self.variant.currentIndexChanged.connect(
            lambda _i: self.model.set_variant(self.variant.currentData())
        )
        for field in (self.unit, self.bankroll, self.stop_win, self.stop_loss):
            field.returnPressed.connect(self._run_clicked)
        self.run_button.clicked.connect(self._run_clicked)
        self.cancel_button.clicked.connect(self.model.cancel)
        self.cancel_button.clicked.connect(self.update_buttons)

    # -- the form follows the model ---------------------------------------------------------------
    @Slot()
    def read_model(self) -> None:
        """Show the model's values (at start, and if something else changed them)."""
        m = self.model
        self.system_list.blockSignals(True)
        for i in range(self.system_list.count()):
            item = self.system_list.item(i)
            ticked = item.data(Qt.ItemDataRole.UserRole) in m.systems
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        self.system_list.blockSignals(False)
        for combo, value in ((self.spot, m.spot), (self.decks, m.decks), (self.variant, m.variant)):
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(value))
            combo.blockSignals(False)
        for field, text in (
            (self.unit, m.unit_text),
            (self.bankroll, m.bankroll_text),
            (self.stop_win, m.stop_win_text),
            (self.stop_loss, m.stop_loss_text),
        ):
            if field.text() != text:
                field.setText(text)
        for box, value in ((self.sessions, m.sessions), (self.hands, m.hands)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        note = m.table_note
        self.table_note.setText(note)
        self.table_note.setVisible(bool(note))
        self.update_buttons()

    @Slot(int)
    def _choices_changed(self, _index: int) -> None:
        self.model.set_spot(self.spot.currentData())
        self.model.set_decks(self.decks.currentData())
        self.model.set_variant(self.variant.currentData())

    @Slot(QListWidgetItem)
    def _systems_ticked(self, _item: QListWidgetItem) -> None:
        chosen = [
            self.system_list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.system_list.count())
            if self.system_list.item(i).checkState() == Qt.CheckState.Checked
        ]
        self.model.set_systems(chosen)

    def tick_systems(self, systems: list[System]) -> None:
        """Tick exactly these systems (as a player would, one box at a time)."""
        for i in range(self.system_list.count()):
            item = self.system_list.item(i)
            wanted = item.data(Qt.ItemDataRole.UserRole) in systems
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    @Slot(str)
    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))
        self.update_buttons()

    def update_buttons(self) -> None:
        self.run_button.setEnabled(self.model.can_run())
        self.cancel_button.setEnabled(self.model.can_cancel())

    # -- a run ----------------------------------------------------------------------------------
    @Slot()
    def _run_clicked(self) -> None:
        if self.model.can_run():
            self.model.run()

    @Slot(bool)
    def running_changed(self, running: bool) -> None:
        if running:
            self.status.setText(
                _t("Lab", "Preparing the simulator (the first run on a computer takes a few seconds)…")
            )
            self.progress.setRange(0, 0)  # busy until the first sessions are done
            self.progress.setFormat("")
            self.progress.show()
        self.update_buttons()

    @Slot(int, int)
    def progressed(self, done: int, total: int) -> None:
        if done <= 0:
            return
        if self.progress.maximum() != total:
            self.progress.setRange(0, total)
            self.status.setText(_t("Lab", "Running…"))
        self.progress.setValue(done)
        self.progress.setFormat(_sessions_of(done, total))

    def show_ran(self, run: LabRun) -> None:
        """Say how far a run went and how long it took (the model's ``finished``)."""
        done, total = run.sessions_done, run.spec.sessions * len(run.systems)
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(_sessions_of(done, total))
        seconds = _t("Lab", "{seconds} s").format(seconds=f"{run.seconds:.1f}")
        if run.stopped:
            status = _t(
                "Lab", "Cancelled: {done} of {total} sessions ran, in {seconds}. The figures count those."
            )
        else:
            status = _t("Lab", "{done} sessions in {seconds}.")
        self.status.setText(status.format(done=f"{done:,}", total=f"{total:,}", seconds=seconds))
        self.update_buttons()


class _SystemList(QListWidget):
    """The systems, every row in view: as tall as its rows are at the style's sizes (the ticks' and
    the type's, known only once the pane's style sheet has polished it), never scrolled."""

    def sizeHint(self) -> QSize:
        rows = sum(self.sizeHintForRow(i) for i in range(self.count()))
        return QSize(super().sizeHint().width(), rows + 2 * self.frameWidth() + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


def _sessions_of(done: int, total: int) -> str:
    """The progress bar's words: "1,200 of 10,000 sessions"."""
    return _t("Lab", "{done} of {total} sessions").format(done=f"{done:,}", total=f"{total:,}")


def _money_field(placeholder: str) -> QLineEdit:
    """Dollars as text: the model turns them into whole cents (no float ever holds money)."""
    field = QLineEdit()
    field.setPlaceholderText(placeholder)
    field.setAlignment(Qt.AlignmentFlag.AlignRight)
    return field


def _count_field(maximum: int, step: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, maximum)  # 0 is let through so the model can say why it will not run
    box.setSingleStep(step)
    box.setGroupSeparatorShown(True)
    box.setAlignment(Qt.AlignmentFlag.AlignRight)
    return box
