"""New sitting: where the player sits (venue, table) and how many decks the shoe holds.

The dialog only gathers the words; ``CompanionModel.start_sitting`` stores the sitting (and says a
refusal). ``SittingForm.ask`` is what the page calls and tests replace.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from ...engine.i18n import _t
from ...storage.tracked import MAX_DECKS
from ..dialogs.forms import align_labels, form_layout, run_modal
from ..look.palette import dress_dialog

__all__ = ["SittingChoice", "SittingForm"]


@dataclass(frozen=True, slots=True)
class SittingChoice:
    venue: str
    table: str
    decks: int


class SittingForm(QDialog):
    """Venue, table name and decks of a new sitting."""

    def __init__(self, parent: QWidget | None = None, *, decks: int = MAX_DECKS) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Companion", "New sitting"))
        self.venue = QLineEdit()
        self.venue.setPlaceholderText(_t("Companion", "Casino or live stream"))
        self.venue.setMaxLength(60)
        self.table = QLineEdit()
        self.table.setPlaceholderText(_t("Companion", "Table name or number"))
        self.table.setMaxLength(40)
        self.decks = QSpinBox()
        self.decks.setRange(1, MAX_DECKS)
        self.decks.setValue(decks)
        self.decks.setSuffix(_t("Companion", " decks"))
        body = QWidget()
        form = form_layout(body)
        for words, field in (
            (_t("Companion", "Venue"), self.venue),
            (_t("Companion", "Table"), self.table),
            (_t("Companion", "Shoe"), self.decks),
        ):
            form.addRow(words, field)
            field.setAccessibleName(words)
        align_labels(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_t("Companion", "Start the sitting"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_t("Companion", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(body)
        layout.addWidget(buttons)
        dress_dialog(self)

    def choice(self) -> SittingChoice:
        return SittingChoice(self.venue.text().strip(), self.table.text().strip(), self.decks.value())

    @classmethod
    def ask(cls, parent: QWidget | None, decks: int = MAX_DECKS) -> SittingChoice | None:
        """The sitting asked for, or None if cancelled."""
        dialog = cls(parent, decks=decks)
        return dialog.choice() if run_modal(dialog) == QDialog.DialogCode.Accepted else None
