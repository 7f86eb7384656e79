"""A side area's words as painted: a ratio ("11 TO 1"), "P PAIR", "PANDA 8" and "DRAGON 7" never
break over two lines (issue 27: at 1280x720 with six side bets and 150% text the areas printed
"P / PAIR / 11 / TO / 1", one word a line beside their chips)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from baccarat_desktop.ui.felt.layout import _units

from ..conftest import BANKER_WINS_4_TO_2, Table, stacked
from ..text_probe import _item_name, scene_paint
from .test_table_sizes import SIDE_SETS, SIDE_STACK

SIZES = [(1024, 640), (1280, 720)]


def split_units(table: Table) -> list[str]:
    """Every side area whose painted lines split one of its words' units (``layout._units``): each
    painted run must be whole units, and each unit lie in one run."""
    scene = table.scene
    probe = scene_paint(table.window.view)
    problems = []
    for spot, item in scene.spots.items():
        if not item.compact:
            continue
        runs = [run.text.strip() for run in probe.runs if run.owner == _item_name(item)]
        units = [unit for part in [item.title, *item.payout.split(" · ")] for unit in _units(part)]
        assert runs, f"{spot.value} prints no words"
        for run in runs:
            rest = run
            while rest:
                unit = next((u for u in units if rest == u or rest.startswith(u + " ")), None)
                if unit is None:
                    problems.append(f"{spot.value}: painted line {run!r} splits a unit of {units}")
                    break
                rest = rest[len(unit) :].strip()
        for unit in units:
            if not any(f" {unit} " in f" {run} " for run in runs):
                problems.append(f"{spot.value}: {unit!r} is not on one line ({runs})")
    return sorted(set(problems))


@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("count", [2, 6, 11])
def test_a_side_areas_words_never_split_a_unit(make_table: Any, count: int, text: int) -> None:
    """At 1024x640 and 1280x720, at 100% and 150% text, with 2, 6 and 11 side bets, with and without
    chips on the areas: every painted line of a side area is whole units."""
    table = make_table(stacked(BANKER_WINS_4_TO_2), resize=False, side_bets=SIDE_SETS[count], text_size=text)
    for size in SIZES:
        table.window.resize(*size)
        table.window.fit_scoreboard()
        for _ in range(3):
            QApplication.processEvents()
        assert split_units(table) == [], (size, "place your bets")
    controller = table.controller
    for spot in controller.rules.side_bets:
        for chip in SIDE_STACK:
            controller.select_chip(chip)
            controller.place_chip(spot)
    QApplication.processEvents()
    for size in SIZES:
        table.window.resize(*size)
        table.window.fit_scoreboard()
        for _ in range(3):
            QApplication.processEvents()
        assert split_units(table) == [], (size, "chips on the areas")
