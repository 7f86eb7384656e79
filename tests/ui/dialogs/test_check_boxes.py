"""Check boxes read at a glance (issue 27, item 9): a ticked box was a pale tick on grey, the way a
disabled one looks. Measured on the painted pixels of each box's indicator, wherever boxes appear: the
dialogs (Settings' side bets), the panes (Statistics' filters), the lab's list of systems and the
menus' checkable items."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from baccarat_desktop.ui.look import palette


def _luminance(colour: QColor) -> float:
    """Relative luminance (WCAG) of a colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def _contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def _mean(image: QImage, rect: QRect) -> QColor:
    """The average colour of the pixels of ``rect`` (logical pixels) in ``image``."""
    ratio = image.devicePixelRatio()
    red = green = blue = count = 0
    for y in range(round(rect.top() * ratio), round((rect.bottom() + 1) * ratio)):
        for x in range(round(rect.left() * ratio), round((rect.right() + 1) * ratio)):
            colour = image.pixelColor(x, y)
            red, green, blue, count = (
                red + colour.red(),
                green + colour.green(),
                blue + colour.blue(),
                count + 1,
            )
    assert count, f"no pixels in {rect}"
    return QColor(red // count, green // count, blue // count)


def _near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance


def _indicator(box: QCheckBox) -> QRect:
    option = QStyleOptionButton()
    box.initStyleOption(option)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    return rect.translated(box.mapTo(box.window(), QPoint(0, 0)))


def _boxes(qtbot: Any, sheet: str) -> tuple[QDialog, dict[str, QCheckBox]]:
    """Four boxes on a styled page: ticked, empty, ticked but disabled, and empty with the focus."""
    page = QDialog()
    page.setObjectName("Page")
    page.setStyleSheet(sheet)
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    boxes = {name: QCheckBox(name) for name in ("ticked", "empty", "disabled", "focused")}
    for name, box in boxes.items():
        box.setChecked(name in ("ticked", "disabled"))
        box.setEnabled(name != "disabled")
        layout.addWidget(box)
    page.resize(240, 160)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    boxes["focused"].setFocus()
    qtbot.waitUntil(boxes["focused"].hasFocus)
    QApplication.processEvents()
    return page, boxes


def _measure(qtbot: Any, sheet: str) -> dict[str, QColor]:
    page, boxes = _boxes(qtbot, sheet)
    image = page.grab().toImage()
    return {name: _mean(image, _indicator(box)) for name, box in boxes.items()}


def _assert_distinct(colours: dict[str, QColor], where: str) -> None:
    lum = {name: _luminance(colour) for name, colour in colours.items()}
    assert _contrast(lum["ticked"], lum["disabled"]) >= 2.5, f"{where}: ticked looks disabled {colours}"
    assert _contrast(lum["ticked"], lum["empty"]) >= 2.5, f"{where}: ticked looks empty {colours}"
    assert _near(colours["ticked"], palette.GOLD, 90), (
        f"{where}: a ticked box is gold, not {colours['ticked']}"
    )
    assert not _near(colours["focused"], colours["empty"], 12), f"{where}: the focus does not show on the box"


def test_ticked_empty_disabled_and_focused_boxes_differ_in_the_dialogs(qtbot: Any) -> None:
    _assert_distinct(_measure(qtbot, palette.dialog_stylesheet()), "a dialog")


def test_ticked_empty_disabled_and_focused_boxes_differ_in_the_panes(qtbot: Any) -> None:
    _assert_distinct(_measure(qtbot, palette.pane_stylesheet("Page")), "a pane")


def test_the_settings_side_bets_ticked_read_gold(qtbot: Any) -> None:
    """The dialog where the issue was seen: the two pairs ticked, the rest empty."""
    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.ui.dialogs.settings import SettingsDialog
    from baccarat_desktop.viewmodels.settings import GameSettings

    dialog = SettingsDialog(GameSettings(side_bets=(BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR)))
    qtbot.addWidget(dialog)
    dialog.resize(1100, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    image = dialog.grab().toImage()
    ticked = _mean(image, _indicator(dialog.side_boxes[BetSpot.PLAYER_PAIR]))
    empty = _mean(image, _indicator(dialog.side_boxes[BetSpot.BIG]))
    assert _near(ticked, palette.GOLD, 90), ticked
    assert _contrast(_luminance(ticked), _luminance(empty)) >= 2.5, (ticked, empty)


def _gold_pixels(image: QImage, rect: QRect) -> int:
    ratio = image.devicePixelRatio()
    return sum(
        1
        for y in range(round(rect.top() * ratio), round((rect.bottom() + 1) * ratio))
        for x in range(round(rect.left() * ratio), round((rect.right() + 1) * ratio))
        if _near(image.pixelColor(x, y), palette.GOLD, 60)
    )


def test_a_lists_ticked_rows_show_a_gold_box(qtbot: Any) -> None:
    """The lab's systems are a list of ticks on ivory: a ticked row's box is gold, an empty one's not."""
    page = QWidget()
    page.setObjectName("Page")
    page.setStyleSheet(palette.pane_stylesheet("Page"))
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    systems = QListWidget()
    layout.addWidget(systems)
    for name, ticked in (("Flat", True), ("Martingale", False)):
        item = QListWidgetItem(name)
        item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        systems.addItem(item)
    page.resize(240, 120)
    page.show()
    qtbot.waitExposed(page)
    image = systems.viewport().grab().toImage()
    rows = [systems.visualItemRect(systems.item(i)) for i in range(2)]
    starts = [QRect(r.left(), r.top(), r.height() + 6, r.height()) for r in rows]
    assert _gold_pixels(image, starts[0]) >= 30, "the ticked row's box is not gold"
    assert _gold_pixels(image, starts[1]) == 0, "the empty row's box is gold too"


def test_a_menus_checked_items_show_it(qtbot: Any) -> None:
    """View > Scoreboard and Odds are checkable: a checked item is marked in gold (its box, or a gold
    frame round its icon), an unchecked one not."""
    from baccarat_desktop.ui.window.icons import draw_icon

    window = QMainWindow()
    qtbot.addWidget(window)
    window.setStyleSheet(palette.chrome_stylesheet())
    menu = QMenu(window)
    actions = []
    for name, icon, checked in (
        ("On", "scoreboard", True),
        ("Off", "scoreboard", False),
        ("Plain", None, True),
    ):
        action = QAction(name, menu)
        if icon:
            action.setIcon(draw_icon(icon))
        action.setCheckable(True)
        action.setChecked(checked)
        menu.addAction(action)
        actions.append(action)
    off = QAction("Plain off", menu)
    off.setCheckable(True)
    menu.addAction(off)
    actions.append(off)
    window.show()
    qtbot.waitExposed(window)
    menu.ensurePolished()
    menu.resize(menu.sizeHint())
    image = menu.grab().toImage()  # drawn as it would pop up (a popup would grab the keyboard)
    starts = []
    for action in actions:
        rect = menu.actionGeometry(action)
        starts.append(QRect(rect.left(), rect.top(), 30, rect.height()))
    golds = [_gold_pixels(image, rect) for rect in starts]
    on_icon, off_icon, on_plain, off_plain = golds
    assert on_icon > off_icon + 20, f"a checked item with an icon looks as an unchecked one: {golds}"
    assert on_plain >= 60 and off_plain == 0, f"a checked item's box is not gold: {golds}"
