"""The main window's tab bar (Table / Statistics / Hand history) is plain wood right of its tabs
(issue 27): the style drew its "tab bar base", a dark and a white hairline across the whole bar."""

from __future__ import annotations

from typing import Any

import pytest

from baccarat_desktop.ui.look import palette


def _far_from_wood(colour: Any) -> bool:
    wood = palette.WOOD
    return (
        abs(colour.red() - wood.red()) + abs(colour.green() - wood.green()) + abs(colour.blue() - wood.blue())
        > 30
    )


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1024, 640)])
def test_no_line_right_of_the_tabs(make_table: Any, width: int, height: int) -> None:
    table = make_table()
    window = table.window
    window.resize(width, height)
    bar = window.tabs.tabBar()
    image = bar.grab().toImage()
    ratio = image.devicePixelRatio()
    last = bar.tabRect(bar.count() - 1)
    start = round((last.right() + 4) * ratio)
    assert image.width() - start > 60, "the bar has room right of its tabs"  # six tabs at 1024: 94 px
    stray = [
        (x, y)
        for y in range(image.height())
        for x in range(start, image.width(), 7)
        if _far_from_wood(image.pixelColor(x, y))
    ]
    assert stray == [], f"something is painted on the bar right of the tabs, e.g. at {stray[:4]}"


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1100, 700), (1280, 720)])
def test_every_view_tab_shows_whole_at_the_largest_text(make_table: Any, width: int, height: int) -> None:
    """At 150% text the six view tabs (Table to Backtest) are all in view with their whole titles, no
    scroll arrows, in type no smaller than the chrome's at 100%: at 1024x640 the table's docks leave
    them 681 px, and they scrolled ("Backtest" cut, arrows at the bar's end). Set closer there, they
    keep their usual padding where they have the room."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication, QToolButton

    from baccarat_desktop.ui.look.palette import TAB_FIT

    from ..text_probe import widget_text

    table = make_table(text_size=150)
    window = table.window
    window.resize(width, height)
    window.fit_scoreboard()
    for _ in range(3):
        QApplication.processEvents()
    bar = window.tabs.tabBar()
    titles = [window.views.at(i).title() for i in range(bar.count())]
    assert len(titles) == 6 and [bar.tabText(i) for i in range(bar.count())] == titles
    cut = [
        bar.tabText(i)
        for i in range(bar.count())
        if not bar.rect().contains(bar.tabRect(i)) or bar.tabRect(i).width() < bar.tabSizeHint(i).width()
    ]
    assert cut == [], f"tabs cut or out of view at {width}x{height}: {cut}"
    assert not any(button.isVisible() for button in bar.findChildren(QToolButton)), "scroll arrows shown"
    painted = widget_text(bar)
    assert sorted(run.text for run in painted) == sorted(titles)  # whole, none elided
    usual = QFontInfo(QApplication.font()).pixelSize()  # the chrome's type at 100% text
    assert min(run.px for run in painted) >= usual * 1.15, [(run.text, run.px) for run in painted]
    if width >= 1280:
        assert not bar.property(TAB_FIT), "tabs set closer with room to spare"
