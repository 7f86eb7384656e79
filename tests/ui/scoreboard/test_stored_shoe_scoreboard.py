"""The stored-shoe scoreboard window shows every hand of the shoe, not only the latest columns."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.roads import parse_results
from baccarat_desktop.ui.scoreboard.widget import ShoeScoreboard
from baccarat_desktop.viewmodels.scoreboard import RoadId, ScoreboardModel

# 60 hands, long streaks and chops mixed, so the Big Road and the Bead Plate both run wide.
SIXTY = "BPBPBBBPPTPBBPBPPPPBTBPBPBBBBBPPBPTPBPBBPPBPBBBPPPPBPBTBPBBP"


def test_every_hand_of_a_stored_shoe_is_on_the_board(qtbot: Any) -> None:
    entries = parse_results(SIXTY)
    assert len(entries) == 60
    model = ScoreboardModel(entries)
    window = ShoeScoreboard(model)
    qtbot.addWidget(window)
    window.resize(1100, 300)  # the size the hand history opens it at
    window.show()
    QApplication.processEvents()
    paint = window.board.paint_model()
    beads = paint.road(RoadId.BEAD_PLATE).cells
    assert len(beads) == 60, f"the bead plate shows {len(beads)} of 60 hands"
    assert len(paint.road(RoadId.BIG_ROAD).cells) == sum(1 for e in entries if e.outcome.letter != "T")
    assert model.roads.stats.hands == 60  # and the statistics count the same hands


def test_a_short_shoe_fits_without_scrolling(qtbot: Any) -> None:
    window = ShoeScoreboard(ScoreboardModel(parse_results("BPBPT")))
    qtbot.addWidget(window)
    window.resize(1100, 300)
    window.show()
    QApplication.processEvents()
    assert window.board.width() <= window.viewport().width()
    assert len(window.board.paint_model().road(RoadId.BEAD_PLATE).cells) == 5
