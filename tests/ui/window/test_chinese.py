"""The table in Chinese: with the Language setting (or a Chinese desktop) the window, its menus,
the felt and its dialogs speak Simplified or Traditional Chinese, nothing English is left on them,
and the fonts the game depends on draw the Chinese (fonts-noto-cjk, packaging/system-packages.txt).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QTabBar, QWidget

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.ui.window.language import resolve_language
from baccarat_desktop.ui.window.parts import ViewKey
from baccarat_desktop.viewmodels.settings import SqueezeMode

from ..conftest import BANKER_WINS_4_TO_2, stacked

CJK = re.compile(r"[\u4e00-\u9fff]")
# What may stay in Latin letters on a Chinese screen: key names, the hash's name, the game's
# monogram on the card backs, EZ Baccarat's name, money's dollar sign and file formats' names.
ALLOWED = {
    "Ctrl", "Shift", "Alt", "Esc", "Enter", "Return", "Space", "Tab", "Backspace", "Delete", "Del",
    "SHA", "EZ", "BD", "CSV", "PNG", "SVG", "PgUp", "PgDown", "Home", "End", "Up", "Down", "Left", "Right",
}  # fmt: skip
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str) -> list[str]:
    """English words in ``text`` (markup, entities and allowed names aside)."""
    plain = re.sub(r"&[a-z]+;|<[^>]+>", " ", text).replace("&", "")
    return [w for w in ENGLISH_WORD.findall(plain) if w not in ALLOWED]


def visible_texts(window: Any) -> list[tuple[str, str]]:
    """(where, text) of every word the window shows: menus and their actions, tabs, docks,
    buttons, labels, and the felt's printed words."""
    texts: list[tuple[str, str]] = [("title", window.windowTitle())]
    for menu_action in window.menuBar().actions():
        texts.append(("menu", menu_action.text()))
        menu = menu_action.menu()
        if isinstance(menu, QMenu):
            texts += [("menu item", a.text()) for a in menu.actions() if not a.isSeparator()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QAbstractButton):
            texts.append(("button", widget.text()))
        elif isinstance(widget, QLabel):
            texts.append(("label", widget.text()))
        elif isinstance(widget, QTabBar):
            texts += [("tab", widget.tabText(i)) for i in range(widget.count())]
    scene = window.scene
    for item in (scene.announcement, scene.explanation, scene.notice):
        texts.append(("felt text", item.text))
    texts += [("felt button", button.text) for button in scene.buttons.values()]
    texts += [("felt area", scene._spot_tip(spot)) for spot in scene.spots]
    return [(where, text) for where, text in texts if text]


@pytest.mark.parametrize(("language", "banker", "player"), [("zh_CN", "庄", "闲"), ("zh_TW", "莊", "閒")])
def test_the_table_speaks_chinese_and_nothing_english_is_left(
    make_table: Any, language: str, banker: str, player: str
) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2), language=language)
    window, c = table.window, table.controller
    assert c.select_chip(2_500) and c.place_chip(BetSpot.BANKER)
    window.deal()
    texts = visible_texts(window)
    left = [(where, text) for where, text in texts if english_left(text)]
    assert not left, sorted(set(left))[:40]
    assert any(CJK.search(text) for _where, text in texts)
    announcement = table.scene.announcement.text
    assert banker in announcement, announcement  # "Banker wins 4 to 2", in its script
    assert player in table.scene.explanation.text


def test_the_squeeze_prompt_and_the_reveal_button_are_chinese(make_table: Any) -> None:
    table = make_table(stacked(BANKER_WINS_4_TO_2), language="zh_TW", squeeze=SqueezeMode.ALL)
    table.window.deal()
    scene = table.scene
    assert scene.squeezing
    assert CJK.search(scene.announcement.text) and not english_left(scene.announcement.text)
    assert CJK.search(scene.reveal_button.text)
    scene.reveal_all()


def test_the_desktop_s_locale_chooses_the_script() -> None:
    assert resolve_language("system", QLocale(QLocale.Language.Chinese, QLocale.Country.China)) == "zh_CN"
    assert resolve_language("system", QLocale(QLocale.Language.Chinese, QLocale.Country.Taiwan)) == "zh_TW"
    assert resolve_language("system", QLocale(QLocale.Language.Chinese, QLocale.Country.HongKong)) == "zh_TW"
    assert resolve_language("system", QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)) == "en"
    assert resolve_language("zh_CN", QLocale(QLocale.Language.English)) == "zh_CN"  # the setting wins


@pytest.mark.parametrize(
    ("system", "sample"), [(QFontDatabase.WritingSystem.SimplifiedChinese, "庄闲和"),
                           (QFontDatabase.WritingSystem.TraditionalChinese, "莊閒和")]
)  # fmt: skip
def test_a_chinese_font_draws_both_scripts(
    qapp: Any, system: QFontDatabase.WritingSystem, sample: str
) -> None:
    families = QFontDatabase.families(system)
    assert families, "no Chinese font: install fonts-noto-cjk (packaging/system-packages.txt, [qt])"
    font = QFontDatabase.font(families[0], "", 12)
    metrics = QFontMetrics(font)
    assert all(metrics.inFontUcs4(ord(ch)) for ch in sample)


def test_a_missing_translation_is_built_at_start_or_the_game_shows_english(
    qapp: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An install that skipped the build step: the .qm is built into the user's cache from the .ts;
    where that cannot be done either (no lrelease in a frozen bundle), the game starts in English."""
    import shutil

    from baccarat_desktop.engine.i18n import _t
    from baccarat_desktop.translations import ts_file
    from baccarat_desktop.ui.window import language

    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copy(ts_file("zh_CN"), folder / "baccarat_zh_CN.ts")  # a .ts, no .qm
    monkeypatch.setattr(language, "translations_dir", lambda: folder)
    assert language.apply_language("zh_CN") == "zh_CN"
    assert _t("Window", "&Deal") != "&Deal"  # translated from the .qm built into the cache

    def no_lrelease(*_args: object) -> None:
        raise OSError("no lrelease here")

    monkeypatch.setattr(language, "lrelease", no_lrelease)
    other = tmp_path / "other"  # another .ts (another digest): nothing built for it in the cache
    other.mkdir()
    (other / "baccarat_zh_CN.ts").write_text(
        ts_file("zh_CN").read_text(encoding="utf-8") + "\n", encoding="utf-8"
    )
    monkeypatch.setattr(language, "translations_dir", lambda: other)
    assert language.apply_language("zh_CN") == "en"
    assert _t("Window", "&Deal") == "&Deal"
    assert "showing English" in capsys.readouterr().err


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_panes_speak_chinese_too(make_table: Any, language: str) -> None:
    """Statistics (every chart's tab, the shoe odds, the strategy lab) and the hand history, as a
    player opens them after a hand: no English word in their widgets nor in the charts drawn."""
    from PySide6.QtWidgets import QApplication, QListWidget, QTableView

    from tests.analytics.layout_check import drawn_texts

    table = make_table(stacked(BANKER_WINS_4_TO_2), language=language)
    window, c = table.window, table.controller
    assert c.select_chip(2_500) and c.place_chip(BetSpot.BANKER)
    window.deal()
    window.views.show(ViewKey.STATISTICS)
    dashboard = window.views.pane(ViewKey.STATISTICS)
    dashboard.draw_all()
    left: list[tuple[str, str]] = []
    for index in range(dashboard.tabs.count()):
        dashboard.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        texts = visible_texts(window)
        for lister in dashboard.findChildren(QListWidget):
            if lister.isVisibleTo(window):
                texts += [("list", lister.item(i).text()) for i in range(lister.count())]
        left += [(f"tab {index} {where}", text) for where, text in texts if english_left(text)]
    for canvas in dashboard.canvases.values():
        words = [t.get_text() for t, _box in drawn_texts(canvas.figure)]
        left += [("chart", w) for w in words if english_left(w.replace("\\$", "$"))]
    window.views.show(ViewKey.HISTORY)
    QApplication.processEvents()
    browser = window.views.pane(ViewKey.HISTORY)
    browser.table.selectRow(0)
    QApplication.processEvents()
    texts = visible_texts(window)
    model = browser.table.model()
    for column in range(model.columnCount()):
        texts.append(("column", str(model.headerData(column, Qt.Orientation.Horizontal))))
        if not browser.table.isColumnHidden(column):
            texts.append(("cell", str(model.index(0, column).data())))
    left += [(f"history {where}", text) for where, text in texts if english_left(text)]
    assert isinstance(browser.table, QTableView)
    assert not left, sorted(set(left))[:40]
