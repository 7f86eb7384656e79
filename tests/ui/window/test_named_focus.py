"""What the keyboard and a screen reader land on outside the felt (issue 28, items 8 and 10): the
Settings dialog opens on a named field and is deleted once closed; the Chips menu names each chip as
the felt does and checks the chip in hand, whichever way it was chosen; the odds panel's first stop
and the Shoe odds table have names."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from baccarat_desktop.engine.money import CHIP_VALUES_CENTS
from baccarat_desktop.ui.dialogs.about import AboutDialog, LicencesDialog
from baccarat_desktop.ui.dialogs.rules import RulesDialog
from baccarat_desktop.ui.dialogs.settings import SettingsDialog
from baccarat_desktop.ui.window.actions import CHIPS, Act
from baccarat_desktop.ui.window.keyboard_help import KeyboardDialog
from baccarat_desktop.viewmodels.settings import GameSettings

from ..conftest import PLAYER_NATURAL_9, stacked

NAME = QAccessible.Text.Name
REAL_ASK = SettingsDialog.__dict__["ask"]  # taken before conftest's guard against unexpected dialogs
REAL_RULES = RulesDialog.__dict__["ask"]


def _name(widget: Any) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(NAME)


def test_settings_opens_on_a_named_field(qtbot: Any) -> None:
    """The first focus is the form's first field ('Shoe': 8 decks), not the unnamed pane round it."""
    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    # A window an earlier test left open may still hold the focus until the dialog takes it.
    qtbot.waitUntil(
        lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is dialog
    )
    assert QApplication.focusWidget() is dialog.decks
    assert _name(dialog.decks) == "8 decks"


def test_settings_leaves_nothing_behind_when_closed(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every opening used to leave a hidden dialog as the window's child (in memory and in the
    accessibility tree); now it is deleted once closed, cancelled or accepted."""
    monkeypatch.setattr(SettingsDialog, "ask", REAL_ASK)
    table = make_table(stacked(PLAYER_NATURAL_9))
    window = table.window
    for close in ("reject", "accept"):
        QTimer.singleShot(0, lambda close=close: getattr(_open_dialog(window), close)())
        window.open_settings()
        QApplication.sendPostedEvents(None, 0)  # deleteLater's event
        qtbot.waitUntil(lambda: not window.findChildren(SettingsDialog), timeout=2_000)


OPENED_BY = {RulesDialog: Act.RULES, KeyboardDialog: Act.KEYBOARD, AboutDialog: Act.ABOUT}


@pytest.mark.parametrize("kind", [RulesDialog, KeyboardDialog, AboutDialog])
def test_every_dialog_is_deleted_once_closed(
    kind: type[QDialog], make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Help's dialogs too (ui/dialogs/forms.run_modal): none stays behind as the window's child."""
    monkeypatch.setattr(RulesDialog, "ask", REAL_RULES)
    window = make_table(stacked(PLAYER_NATURAL_9)).window
    QTimer.singleShot(0, lambda: _shown(kind).reject())
    window.acts[OPENED_BY[kind]].trigger()
    QApplication.sendPostedEvents(None, 0)  # deleteLater's event
    qtbot.waitUntil(lambda: not window.findChildren(kind), timeout=2_000)


def test_the_licences_dialog_is_deleted_once_closed(qtbot: Any) -> None:
    about = AboutDialog("1.0", None)
    qtbot.addWidget(about)
    button = next(b for b in about.findChildren(QPushButton) if b.text() == "Licences…")
    QTimer.singleShot(0, lambda: _shown(LicencesDialog).reject())
    button.click()
    QApplication.sendPostedEvents(None, 0)
    qtbot.waitUntil(lambda: not about.findChildren(LicencesDialog), timeout=2_000)


def _shown(kind: type[QDialog]) -> QDialog:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
    assert len(found) == 1, found
    return found[0]


def _open_dialog(window: Any) -> QDialog:
    found = window.findChildren(SettingsDialog)
    assert len(found) == 1
    return found[0]


def _chip_actions(window: Any) -> list[QAction]:
    return [window.acts[key] for key in CHIPS]


def test_the_chips_menu_names_and_checks_the_chip_in_hand(make_table: Any, qtbot: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    window, controller = table.window, table.controller
    actions = _chip_actions(window)
    assert [action.text() for action in actions] == [
        "$1 chip",
        "$5 chip",
        "$25 chip",
        "$100 chip",
        "$500 chip",
        "$1,000 chip",
    ]  # as the felt says them: '$1,000 chip', never '$1K chip'
    assert all(action.isCheckable() for action in actions)
    group = actions[0].actionGroup()
    assert group is not None and group.isExclusive() and all(a.actionGroup() is group for a in actions)

    def checked() -> list[int]:
        return [cents for action, cents in zip(actions, CHIP_VALUES_CENTS, strict=True) if action.isChecked()]

    assert checked() == [controller.selected_chip]
    controller.select_chip(CHIP_VALUES_CENTS[1])  # chosen on the felt: the menu follows
    assert checked() == [CHIP_VALUES_CENTS[1]]
    actions[2].trigger()  # chosen in the menu: the felt's chip follows, one item checked
    assert controller.selected_chip == CHIP_VALUES_CENTS[2] and checked() == [CHIP_VALUES_CENTS[2]]
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    QTest.keyClick(window.view, Qt.Key.Key_1)  # a number key
    assert controller.selected_chip == CHIP_VALUES_CENTS[0] and checked() == [CHIP_VALUES_CENTS[0]]


def test_f6_to_the_odds_lands_on_their_named_table(make_table: Any, qtbot: Any) -> None:
    """The odds panel's prices are a real table with named columns (no longer loose labels), and F6
    lands on it, not on the unnamed pane round it."""
    table = make_table(stacked(PLAYER_NATURAL_9), show_odds=True)
    window = table.window
    assert window.odds_model.wait()
    qtbot.waitUntil(lambda: window.odds_panel.table.rows != {})
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    for _ in range(len(window.panes())):
        if window.odds_dock.isAncestorOf(QApplication.focusWidget()):
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
    prices = window.odds_panel.table.prices
    assert QApplication.focusWidget() is prices
    interface = QAccessible.queryAccessibleInterface(prices)
    assert interface.role() == QAccessible.Role.Table and interface.text(NAME) == "What each bet is worth"
    assert interface.text(QAccessible.Text.Description).startswith("Banker ")
    titles = [prices.horizontalHeaderItem(c).text() for c in range(prices.columnCount())]
    assert titles == ["Bet", "per $100", "Positive before"]
    assert prices.item(0, 0).text().strip() == "Player" and prices.item(0, 1).text().startswith("-$")
    QTest.keyClick(prices, Qt.Key.Key_Right)  # the arrows move cell to cell
    assert prices.currentColumn() == 1


def test_the_shoe_odds_table_has_a_name(tmp_path: Any, qtbot: Any) -> None:
    from baccarat_desktop.analytics.dataset import Dataset
    from baccarat_desktop.analytics.filters import HistoryFilter
    from baccarat_desktop.ui.statistics.shoe_odds import ShoeOddsPanel

    panel = ShoeOddsPanel(tmp_path / "history.sqlite", lambda: Dataset(HistoryFilter()))
    qtbot.addWidget(panel)
    assert _name(panel.table) == "Shoe odds, bet by bet"


def _tab_stops(window: Any) -> list[Any]:
    """Every control Tab lands on, once round the window from the current focus."""
    first = QApplication.focusWidget()
    assert first is not None and first.window() is window
    stops = []
    for _ in range(200):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        here = QApplication.focusWidget()
        if here is first:
            return stops
        stops.append(here)
    raise AssertionError(f"Tab never came back round: {[type(w).__name__ for w in stops[-10:]]}")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_every_tab_stop_of_every_view_has_a_name(size: tuple[int, int], make_table: Any, qtbot: Any) -> None:
    """Tab never lands on a nameless control: not the dock group's tab bar Qt parks off screen when
    the docks step aside on a pane view, nor the frames round the Strategy lab's form and the Shoe
    odds page, nor the hand detail's; and the docks' tab bar is back when the table is."""
    from PySide6.QtWidgets import QTabBar

    from baccarat_desktop.ui.statistics.switcher import PageSwitcher

    table = make_table(stacked(PLAYER_NATURAL_9), show_odds=True)
    window = table.window
    window.resize(*size)
    with qtbot.waitActive(window):
        window.activateWindow()

    def dock_bars() -> list[tuple[int, bool]]:
        bars = window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return sorted((bar.count(), bar.isVisible()) for bar in bars)

    def unnamed(where: str) -> list[str]:
        QApplication.processEvents()
        window.tabs.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)  # round from the views' tabs
        stops = _tab_stops(window)
        assert stops, where
        return [f"{where}: {type(w).__name__} {w.objectName()!r}" for w in stops if not _name(w).strip()]

    on_table = dock_bars()
    found: list[str] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        found += unnamed(window.tabs.tabText(index))
    window.tabs.setCurrentIndex(
        [window.tabs.tabText(i) for i in range(window.tabs.count())].index("Statistics")
    )
    switcher = window.tabs.currentWidget().findChild(PageSwitcher)
    assert switcher is not None and len(switcher.pills) >= 8  # six charts, Shoe odds, the Strategy lab
    for page in range(len(switcher.pills)):
        switcher.choose(page)
        found += unnamed(f"Statistics page {switcher.pills[page].text()}")
    window.tabs.setCurrentIndex(0)
    found += unnamed("the table again")
    assert found == []
    assert dock_bars() == on_table  # the docks' tab bar (when they are tabs) shows again
