"""The roads and the shoe statistics in words, for screen readers (ui/scoreboard/access.py reads
them out): the Bead Plate hand by hand, the Big Road streak by streak with its ties, the derived
roads' marks, each cell on its own. The scoreboard's paint model (scoreboard.py) stays about what
is painted; these are what is said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.roads import Mark, Roads
from .scoreboard import DERIVED_IDS, RoadId, StatItem, side_name

__all__ = ["road_cells_in_words", "road_in_words", "stats_in_words"]

_MARKS = {
    Mark.RED: QT_TRANSLATE_NOOP("Scoreboard", "red"),
    Mark.BLUE: QT_TRANSLATE_NOOP("Scoreboard", "blue"),
}


def _mark(mark: Mark) -> str:
    return _t("Scoreboard", _MARKS[mark])


def _runs(items: Sequence[str]) -> str:
    """'Banker 2, Player 1 (latest)': each run of equal items with its length."""
    runs: list[list[Any]] = []
    for item in items:
        if runs and runs[-1][0] == item:
            runs[-1][1] += 1
        else:
            runs.append([item, 1])
    words = [f"{item} {count}" for item, count in runs]
    return ", ".join([*words[:-1], _t("Scoreboard", "{item} (latest)").format(item=words[-1])])


def road_in_words(roads: Roads, road: RoadId) -> str:
    """One road read out: the Bead Plate hand by hand, the Big Road streak by streak with its ties,
    a derived road run by run of its colour.

    >>> from baccarat_desktop.engine.roads import parse_results
    >>> r = RoadBuilder(parse_results("BBPTPB")).roads()
    >>> road_in_words(r, RoadId.BEAD_PLATE)
    '6 hands: Banker, Banker, Player, Tie, Player, Banker (latest)'
    >>> road_in_words(r, RoadId.BIG_ROAD), road_in_words(r, RoadId.BIG_EYE_BOY)
    ('Banker 2, Player 2, Banker 1 (latest); 1 tie', 'Red 2 (latest)')
    >>> road_in_words(r, RoadId.SMALL_ROAD)
    'No marks yet'
    """
    if road is RoadId.BEAD_PLATE:
        if not roads.bead_plate:
            return _t("Scoreboard", "No hands yet")
        sides = ", ".join(side_name(cell.outcome) for cell in roads.bead_plate)
        count = len(roads.bead_plate)
        return _tn("Scoreboard", "{count} hand(s): {results} (latest)", count).format(
            count=count, results=sides
        )
    if road is RoadId.BIG_ROAD:
        # The first circle's count holds the ties dealt before it too.
        ties = sum(cell.ties for cell in roads.big_road) if roads.big_road else roads.leading_ties
        tie_words = _tn("Scoreboard", "{n} tie(s)", ties).format(n=ties)
        if not roads.big_road:
            if not ties:
                return _t("Scoreboard", "No hands yet")
            return _t("Scoreboard", "{ties} before the first Banker or Player win").format(ties=tie_words)
        streaks = _runs([side_name(cell.outcome) for cell in roads.big_road])
        return f"{streaks}; {tie_words}" if ties else streaks
    derived = roads.derived_roads[DERIVED_IDS.index(road)]
    if not derived.cells:
        return _t("Scoreboard", "No marks yet")
    return _runs([_capital(_mark(cell.mark)) for cell in derived.cells])


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def road_cells_in_words(roads: Roads, road: RoadId) -> list[tuple[int, int, str]]:
    """Each cell of a road, in the order dealt: its grid column and row (from 0) and its words,
    'Column 3, row 2: Banker, with a tie'.

    >>> from baccarat_desktop.engine.roads import parse_results
    >>> r = RoadBuilder(parse_results("BTPP")).roads()
    >>> [words for _c, _r, words in road_cells_in_words(r, RoadId.BIG_ROAD)]
    ['Column 1, row 1: Banker, with a tie', 'Column 2, row 1: Player', 'Column 2, row 2: Player']
    """

    def place(column: int, row: int, what: str) -> str:
        return _t("Scoreboard", "Column {column}, row {row}: {what}").format(
            column=column + 1, row=row + 1, what=what
        )

    def extras(banker_pair: bool, player_pair: bool, natural: bool) -> str:
        return (
            _t("Scoreboard", ", Banker pair") * banker_pair
            + _t("Scoreboard", ", Player pair") * player_pair
            + _t("Scoreboard", ", natural") * natural
        )

    if road is RoadId.BEAD_PLATE:
        return [
            (
                c.column,
                c.row,
                place(
                    c.column, c.row, side_name(c.outcome) + extras(c.banker_pair, c.player_pair, c.natural)
                ),
            )
            for c in roads.bead_plate
        ]
    if road is RoadId.BIG_ROAD:
        found = []
        for c in roads.big_road:
            if not c.ties:
                ties = ""
            elif c.ties == 1:  # "with a tie", not "with 1 tie": other words, not another form
                ties = _t("Scoreboard", ", with a tie")
            else:
                ties = _t("Scoreboard", ", with {n} ties").format(n=c.ties)
            words = side_name(c.outcome) + ties + extras(c.banker_pair, c.player_pair, c.natural)
            found.append((c.column, c.row, place(c.column, c.row, words)))
        return found
    derived = roads.derived_roads[DERIVED_IDS.index(road)]
    return [(c.column, c.row, place(c.column, c.row, _mark(c.mark))) for c in derived.cells]


def stats_in_words(items: Sequence[StatItem]) -> str:
    """The statistics strip as a sentence: 'Hands 5; Banker 3, 60%; ...; Streak Banker 1'."""
    words = []
    for item in items:
        value = item.spoken or item.value.replace(" · ", ", ")
        words.append(f"{item.label} {value}")
    return "; ".join(words)
