"""Help > Keyboard in the game's look (issue 27): it was a plain white table. Now the list lies on the
dark felt, each group's heading is painted in gold and each key as a key cap, every word whole."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint

from baccarat_desktop.ui.look import palette
from baccarat_desktop.ui.window.keyboard_help import KeyboardDialog
from tests.ui.text_probe import widget_text


def _luminance(colour: Any) -> float:
    return (0.2126 * colour.red() + 0.7152 * colour.green() + 0.0722 * colour.blue()) / 255


def _near(a: Any, b: Any, tolerance: int = 60) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1024, 640)])
def test_the_keyboard_list_is_dark_grouped_and_whole(
    make_table: Any, qtbot: Any, width: int, height: int
) -> None:
    table = make_table()
    table.window.resize(width, height)
    dialog = KeyboardDialog(table.window.acts.keyboard_groups(), table.window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree = dialog.tree
    viewport = tree.viewport()
    image = viewport.grab().toImage()
    ratio = image.devicePixelRatio()
    samples = [
        image.pixelColor(round(x * ratio), round(y * ratio))
        for x in range(4, viewport.width() - 4, 23)
        for y in range(4, viewport.height() - 4, 17)
    ]
    dark = sum(_luminance(c) < 0.3 for c in samples) / len(samples)
    assert dark > 0.7, f"the list is not on the dark felt ({dark:.0%} of it dark)"

    runs = widget_text(viewport)
    room = viewport.rect().adjusted(0, 0, 1, 1)
    shown = [r for r in runs if room.contains(r.rect.toAlignedRect())]
    assert not [r.text for r in shown if r.clipped], "words cut in the list"
    first = dialog.headings()[0]
    heading = next(r for r in shown if r.text == first)
    point = heading.rect.center()
    gold = [
        image.pixelColor(round((point.x() + dx) * ratio), round((point.y() + dy) * ratio))
        for dx in range(-20, 21)
        for dy in range(-3, 4)
    ]
    assert any(_near(c, palette.GOLD) for c in gold), "the group's heading is not painted gold"
    # Each key is a cap: the "1" of the $1 chip sits on a wooden cap, not on the row.
    cap = next(r for r in shown if r.text == "1")
    centre = cap.rect.center()
    around = image.pixelColor(
        round((centre.x() - cap.rect.width() / 2 - 3) * ratio), round(centre.y() * ratio)
    )
    assert _near(around, palette.WOOD, 40), f"the key '1' is not on a key cap ({around.name()})"
    assert tree.mapTo(dialog, QPoint(0, 0)).y() >= 0
    dialog.close()
