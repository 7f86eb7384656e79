"""The pieces the dialogs' forms are built of: money boxes read back as integer cents, choice boxes,
aligned labels, a dialog fitted to the screen it opens on, and a modal dialog run once and let go."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QWidget,
)

from ...engine.money import MAX_CENTS


def run_modal(dialog: QDialog) -> int:
    """Show ``dialog`` until it closes and return how (QDialog.DialogCode), then delete it: a dialog
    kept as its parent's child after closing stays in memory and in the accessibility tree, hidden
    and unnamed, one more at every opening (what a screen reader met after each Settings)."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def money_box(cents: int, *, minimum: float = 0.0) -> QDoubleSpinBox:
    """Dollars and cents in the UI; the value is read back as integer cents, never kept as a float."""
    box = QDoubleSpinBox()
    box.setDecimals(2)
    box.setRange(minimum, MAX_CENTS / 100)
    box.setPrefix("$")  # "$5.00", as money reads everywhere else
    box.setGroupSeparatorShown(True)
    box.setValue(cents / 100)
    return box


def form_layout(parent: QWidget) -> QFormLayout:
    """A form whose labels line up on the right, next to their fields, on every platform style."""
    form = QFormLayout(parent)
    form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
    return form


def align_labels(form: QFormLayout) -> None:
    """Each label as tall as its field, so its words sit on the field's middle line, not above it."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        label_widget = label.widget() if label is not None else None
        field_widget = field.widget() if field is not None else None
        if label_widget and field_widget:
            label_widget.ensurePolished()
            field_widget.ensurePolished()
            label_widget.setMinimumHeight(field_widget.sizeHint().height())


def screen_area(dialog: QWidget) -> QRect | None:
    """Where the dialog may be: its window's frame, or the screen without a window."""
    parent = dialog.parentWidget()
    area = parent.window().geometry() if parent is not None else None
    if area is None or area.isEmpty():
        screen = dialog.screen()
        area = screen.availableGeometry() if screen is not None else None
    return area


def fit_to_screen(dialog: QWidget) -> None:
    """No larger than the window it belongs to (or the screen): what does not fit scrolls inside."""
    area = screen_area(dialog)
    if area is None:
        return
    width = min(dialog.width(), area.width())
    height = min(dialog.height(), area.height())
    if (width, height) != (dialog.width(), dialog.height()):
        dialog.resize(width, height)


# Each language named in itself, so a player who cannot read the current one still finds theirs.


def choice_box(items: list[tuple[str, Any]], current: Any) -> QComboBox:
    """A combo box of (label, value) choices showing ``current``."""
    box = QComboBox()
    for label, value in items:
        box.addItem(label, value)
    box.setCurrentIndex([value for _label, value in items].index(current))
    return box


def box_cents(box: QDoubleSpinBox) -> int:
    return round(box.value() * 100)
