"""Set up a table of one's own for the floor: its name, decks, variant, limits, pace and squeeze.

The dialog only gathers the choices; ``engine/floor.custom_table`` and ``TableRules`` check them, and
a refusal is said in the dialog (the table is not made). Its side bets are those the variant's
tables usually offer (``USUAL_SIDE_BETS``). ``TableSetup.ask`` is what the lobby calls and tests
replace.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import USUAL_SIDE_BETS, Variant
from ...engine.errors import DomainError
from ...engine.floor import FloorTable, Pace, custom_table
from ...engine.i18n import _t, _tn
from ...engine.rules import DEFAULT_RULES, TableRules
from ..dialogs.forms import align_labels, box_cents, choice_box, form_layout, money_box, run_modal
from ..look.palette import dress_dialog

__all__ = ["TableSetup"]


class TableSetup(QDialog):
    """The form; ``table()`` is the table it describes (or ``DomainError`` saying what is wrong)."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setWindowTitle(_t("Lobby", "Set up a table"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(_t("Lobby", "My table {number}").format(number=number))
        self.name.setMaxLength(40)
        self.decks = choice_box(
            [(_tn("Lobby", "{n} deck(s)", n).format(n=n), n) for n in (8, 6)], DEFAULT_RULES.decks
        )
        self.variant = choice_box([(v.label, v) for v in Variant if v.dealt], DEFAULT_RULES.variant)
        self.minimum = money_box(DEFAULT_RULES.min_bet_cents, minimum=0.01)
        self.maximum = money_box(DEFAULT_RULES.max_bet_cents, minimum=0.01)
        self.pace = choice_box([(p.label, p) for p in Pace], Pace.NORMAL)
        self.squeeze = QCheckBox(_t("Lobby", "Squeeze: the cards of the side you bet most on come face down"))
        self.refusal = QLabel()
        self.refusal.setProperty("role", "error")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        body = QWidget()
        form = form_layout(body)
        for words, field in (
            (_t("Lobby", "Name"), self.name),
            (_t("Lobby", "Shoe"), self.decks),
            (_t("Lobby", "Variant"), self.variant),
            (_t("Lobby", "Table minimum"), self.minimum),
            (_t("Lobby", "Table maximum"), self.maximum),
            (_t("Lobby", "Pace"), self.pace),
        ):
            form.addRow(words, field)
            field.setAccessibleName(words)
        form.addRow("", self.squeeze)
        align_labels(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(_t("Lobby", "Add to the lobby"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_t("Lobby", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(body)
        layout.addWidget(self.refusal)
        layout.addWidget(buttons)
        dress_dialog(self)
        self.name.setFocus()

    def table(self) -> FloorTable:
        variant: Variant = self.variant.currentData()
        rules = TableRules(
            decks=self.decks.currentData(),
            variant=variant,
            side_bets=USUAL_SIDE_BETS[variant],
            min_bet_cents=box_cents(self.minimum),
            max_bet_cents=box_cents(self.maximum),
        )
        return custom_table(
            self.number, rules, self.pace.currentData(), self.squeeze.isChecked(), self.name.text()
        )

    def accept(self) -> None:
        """Only a table the rules take closes the form; otherwise it says why and stays open."""
        try:
            self.table()
        except DomainError as refused:
            self.refusal.setText(str(refused))
            self.refusal.show()
            return
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, number: int) -> FloorTable | None:
        """The table the player set up, or None if they cancelled."""
        dialog = cls(number, parent)
        table = dialog.table() if run_modal(dialog) == QDialog.DialogCode.Accepted else None
        return table
