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
