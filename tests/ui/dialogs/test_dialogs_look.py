"""Every dialog wears the game's look from one home (ui/look/palette.py) and shows its words whole.

Issue 14, "The window around the felt": stock Qt dialogs, a cramped About with no logo, a rules
dialog with its own scroll bar and a cell left selected.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QBoxLayout,
    QLabel,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from baccarat_desktop import __version__
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.ui.dialogs import about as about_dialogs
from baccarat_desktop.ui.dialogs import questions
from baccarat_desktop.ui.dialogs import rules as rules_dialogs
from baccarat_desktop.ui.dialogs import settings as settings_dialogs
from baccarat_desktop.ui.look import palette
from baccarat_desktop.viewmodels.settings import GameSettings

DIALOGS_SOURCE = "".join(
    Path(module.__file__ or "").read_text(encoding="utf-8")
    for module in (about_dialogs, questions, rules_dialogs, settings_dialogs)
)
# The real ``ask`` methods, kept before conftest's guard replaces them for every test.
REAL_ASK: dict[str, Callable[..., Any]] = {
    name: getattr(questions, name).ask
    for name in ("RealityCheck", "StorageFailure", "HistoryLost", "HistoryProblem", "Confirm")
}


def _error() -> StorageError:
    return StorageError(Problem.LOCKED, "history.sqlite", "The history file is in use by another program.")


@pytest.fixture
def message_boxes(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, QMessageBox]]:
    """Each message box the module builds, shown without its modal loop (exec is replaced)."""
    built: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        built.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    calls = {
        "RealityCheck": (75, -4_550),
        "StorageFailure": (_error(),),
        "HistoryLost": (_error(), True),
        "HistoryProblem": (_error(),),
        "Confirm": ("New session", "End this session and start a new one?"),
    }
    boxes = {}
    for name, args in calls.items():
        REAL_ASK[name](None, *args)
        boxes[name] = built[-1]
        qtbot.addWidget(built[-1])
    yield boxes


def _show(qtbot: Any, dialog: QWidget, size: tuple[int, int] | None = None) -> QWidget:
    qtbot.addWidget(dialog)
    if size is not None:
        dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def _all_dialogs(qtbot: Any, parent: QWidget | None = None) -> dict[str, QWidget]:
    return {
        "settings": settings_dialogs.SettingsDialog(GameSettings(), parent),
        "rules": rules_dialogs.RulesDialog(TableRules(), parent),
        "about": about_dialogs.AboutDialog("1.2.3", parent),
        "licences": about_dialogs.LicencesDialog(parent),
    }


def _window(qtbot: Any, width: int, height: int, scale: float = 1.0) -> QWidget:
    """A stand-in for the game's window: dialogs open over it, no larger than it, and take its
    chrome's scale (palette.CHROME_SCALE) as the main window sets it."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(width, height)
    window.setProperty(palette.CHROME_SCALE, scale)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_look_has_one_home_in_the_palette(qtbot: Any, message_boxes: dict[str, QMessageBox]) -> None:
    """No dialog defines a colour of its own; every one (message boxes too) wears the palette's sheet."""
    assert not re.findall(r"#[0-9a-fA-F]{3,8}\b", DIALOGS_SOURCE), "a hex colour in ui/dialogs/"
    assert not re.findall(r"QColor\(\s*\d", DIALOGS_SOURCE), "a colour built in ui/dialogs/"
    assert "setStyleSheet(" not in DIALOGS_SOURCE, "a style sheet of its own in ui/dialogs/"
    sheet = palette.dialog_stylesheet()
    for colour in (palette.FELT_DARK, palette.GOLD, palette.IVORY, palette.WOOD, palette.INK):
        assert palette.css(colour) in sheet
    for name, widget in {**_all_dialogs(qtbot), **message_boxes}.items():
        qtbot.addWidget(widget)
        assert widget.styleSheet() == sheet, f"{name} is not dressed from the palette"


def test_headings_gold_and_body_ivory_on_the_felt(qtbot: Any) -> None:
    """Computed colours, not the sheet's words: a heading reads gold, body text ivory, and the
    dialog's own background is the dark felt (a stock dialog is grey with black text)."""
    rules = _show(qtbot, rules_dialogs.RulesDialog(TableRules()), (1280, 720))
    headings = [label for label in rules.findChildren(QLabel) if label.property("role") == "heading"]
    assert [h.text() for h in headings] == ["How a hand is dealt", "Bets", "Limits and the shoe"]
    for heading in headings:
        assert heading.palette().color(QPalette.ColorRole.WindowText) == palette.GOLD
    body = next(label for label in rules.findChildren(QLabel) if "Punto Banco" in label.text())
    assert body.palette().color(QPalette.ColorRole.WindowText) == palette.IVORY
    image = rules.grab().toImage()
    assert image.pixelColor(image.width() - 4, image.height() // 2) == palette.FELT_DARK


def test_about_shows_the_logo_version_and_licence(qtbot: Any) -> None:
    about = _show(qtbot, about_dialogs.AboutDialog(__version__))
    pixmap = about.logo.pixmap()
    assert not pixmap.isNull()
    side = about_dialogs.AboutDialog.LOGO_SIDE
    assert round(pixmap.width() / pixmap.devicePixelRatio()) == side
    assert pixmap.toImage().pixelColor(pixmap.width() // 2, pixmap.height() // 2).alpha() == 255  # drawn
    assert about.logo.isVisible() and about.logo.width() >= side
    assert about.version.text() == f"Version {__version__}" and about.version.isVisible()
    name, copyright = about_dialogs.licence_lines()
    assert name == "MIT License" and "Baccarat Desktop developers" in copyright
    assert name in about.credits.text()
    assert about.width() >= 560, "room to breathe"


def test_rules_tables_read_only_unselected_and_unscrolled(qtbot: Any) -> None:
    rules = _show(qtbot, rules_dialogs.RulesDialog(TableRules()), (1280, 720))
    for table in (rules.tableau, rules.payouts):
        assert isinstance(table, QTableWidget)
        assert table.selectionMode() == QAbstractItemView.SelectionMode.NoSelection
        assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
        assert table.focusPolicy() == Qt.FocusPolicy.NoFocus, "a cell would show a focus rectangle"
        assert not table.selectedIndexes() and not table.currentIndex().isValid()
        # Every row in view: the table is as tall as its rows, so no scroll bar of its own.
        assert table.viewport().height() >= table.verticalHeader().length()
        assert table.verticalScrollBar().maximum() == 0 and not table.verticalScrollBar().isVisible()
        assert table.horizontalScrollBar().maximum() == 0
        # And no wasted ivory below the last row.
        assert table.viewport().height() - table.verticalHeader().length() <= 2
    for row in range(rules.payouts.rowCount()):  # wrapped lines fit their rows
        assert rules.payouts.rowHeight(row) >= rules.payouts.sizeHintForRow(row)


def test_small_rules_dialog_scrolls_as_a_whole(qtbot: Any) -> None:
    rules = _show(qtbot, rules_dialogs.RulesDialog(TableRules()), (700, 420))
    assert rules.scroll_area.verticalScrollBar().maximum() > 0
    for table in (rules.tableau, rules.payouts):
        assert table.viewport().height() >= table.verticalHeader().length()


def _clipped(root: QWidget) -> list[str]:
    """Labels and buttons whose words need more room than they were given."""
    out = []
    for widget in [*root.findChildren(QLabel), *root.findChildren(QAbstractButton)]:
        if not widget.isVisibleTo(root) or (isinstance(widget, QLabel) and not widget.text()):
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed_w, needed_h = 0, widget.heightForWidth(widget.width())
        else:
            needed_w, needed_h = widget.sizeHint().width(), widget.sizeHint().height()
            if isinstance(widget, QLabel) and widget.pixmap() is not None and not widget.pixmap().isNull():
                needed_w = needed_h = 0  # the logo: its size is fixed and tested above
        if needed_w > widget.width() or needed_h > widget.height():
            text = widget.text() if hasattr(widget, "text") else type(widget).__name__
            out.append(f"{text[:50]!r}: needs {needed_w}x{needed_h}, has {widget.width()}x{widget.height()}")
    return out


@pytest.mark.parametrize("name", ["settings", "rules", "about", "licences"])
def test_dialog_words_not_clipped_at_1024x640(qtbot: Any, name: str) -> None:
    """Opened over a 1024x640 window, each dialog fits inside it and shows its words whole."""
    window = _window(qtbot, 1024, 640)
    every = _all_dialogs(qtbot, window)
    dialog = every.pop(name)
    for other in every.values():
        other.deleteLater()
    _show(qtbot, dialog)
    assert dialog.width() <= 1024 and dialog.height() <= 640
    assert _clipped(dialog) == []


def test_message_boxes_say_consequences_whole(qtbot: Any, message_boxes: dict[str, QMessageBox]) -> None:
    reality = message_boxes["RealityCheck"]
    assert reality.icon() == QMessageBox.Icon.NoIcon
    assert "saved" in reality.informativeText() and "picks up where you left it" in reality.informativeText()
    assert {b.text() for b in reality.buttons()} == {"Keep playing", "See hand history", "Quit the game"}
    for name, box in message_boxes.items():
        _show(qtbot, box)
        assert box.icon() == QMessageBox.Icon.NoIcon, f"{name} shows a stock icon"
        assert box.width() <= 1024 and box.height() <= 640
        assert _clipped(box) == [], name


def test_confirm_names_its_action(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    REAL_ASK["Confirm"](None, "New session", "End this session?", detail="Your bankroll resets.", yes="Start")
    box = shown[-1]
    qtbot.addWidget(box)
    assert box.informativeText() == "Your bankroll resets."
    assert box.defaultButton().text() == "Start"


@pytest.mark.parametrize(
    ("size", "scale", "columns"),
    [((1024, 640), 1.0, 1), ((1280, 720), 1.0, 2), ((1920, 1080), 1.0, 2), ((2560, 1440), 1.5, 2)],
)
def test_settings_fit_the_window_at_every_size(
    qtbot: Any, size: tuple[int, int], scale: float, columns: int
) -> None:
    """Issue 14: the Settings form was an empty expanse on a large window and did not scroll on a
    small one. Over a small window it takes one column and scrolls down (never sideways); over a
    large one it keeps two columns at about their natural width, type as large as the chrome's."""
    window = _window(qtbot, *size, scale=scale)
    dialog = settings_dialogs.SettingsDialog(GameSettings(), window)
    _show(qtbot, dialog)
    assert dialog.width() <= size[0] and dialog.height() <= size[1]
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0, "the form scrolls sideways"
    horizontal = dialog.columns.direction() == QBoxLayout.Direction.LeftToRight
    assert (2 if horizontal else 1) == columns
    groups = [dialog.decks.parentWidget(), dialog.sound.parentWidget(), dialog.reality.parentWidget()]
    groups.append(next(iter(dialog.side_boxes.values())).parentWidget())
    body = dialog.body
    if columns == 1:
        assert dialog.scroll_area.verticalScrollBar().maximum() > 0
        for group in groups:  # each group can be scrolled to, whole, within the form's width
            assert group.geometry().right() <= body.width() and group.geometry().bottom() <= body.height()
    else:
        assert dialog.scroll_area.verticalScrollBar().maximum() == 0, "a large window has room for all"
        assert body.width() <= round(body.sizeHint().width() * settings_dialogs.SETTINGS_WIDEST) + 1
    label = dialog.findChildren(QLabel)[0]
    plain = QApplication.font().pointSizeF()
    assert label.font().pointSizeF() == pytest.approx(plain * scale)
    assert _clipped(dialog) == []


def test_spin_and_combo_arrows_are_drawn_as_arrows(qtbot: Any) -> None:
    """A styled spin box drew its arrows as two dashes: each arrow is a triangle now (its dark
    pixels widen row by row, pointing the way it steps), in the palette's ink."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox

    dialog = _show(qtbot, settings_dialogs.SettingsDialog(GameSettings()))
    box = dialog.table_max
    box.setValue(100.0)  # both ways open
    QApplication.processEvents()
    image = box.grab().toImage()
    ratio = image.devicePixelRatio()
    option = QStyleOptionSpinBox()
    box.initStyleOption(option)
    style = box.style()
    for control, widening in (
        (QStyle.SubControl.SC_SpinBoxUp, True),
        (QStyle.SubControl.SC_SpinBoxDown, False),
    ):
        rect = style.subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control, box)
        assert rect.width() >= 12, "an arrow button the size of a finger's tip"
        widths = []
        for y in range(round(rect.top() * ratio), round((rect.bottom() + 1) * ratio)):
            dark = sum(
                1
                for x in range(round(rect.left() * ratio), round((rect.right() + 1) * ratio))
                if _near(image.pixelColor(x, y), palette.ARROW)
            )
            if dark:
                widths.append(dark)
        assert len(widths) >= 3, "no arrow drawn"
        grows = widths == sorted(widths) if widening else widths == sorted(widths, reverse=True)
        assert grows and widths[0] != widths[-1], f"{control}: a dash, not an arrow: {widths}"
    for name, colour in (("arrow-up.svg", palette.ARROW), ("arrow-down-off.svg", palette.ARROW_OFF)):
        text = (Path(__file__).parents[3] / "resources" / name).read_text(encoding="utf-8")
        assert f'fill="{colour.name()}"' in text, f"{name} is not drawn in the palette's colour"


def _near(a: Any, b: Any, tolerance: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance
