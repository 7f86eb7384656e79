"""Where each mark of a road lands: the one placement rule, the dragon tail, shared by the Big Road
and the three derived roads (docs/rules.md §Scoreboard roads), so they can never disagree.

Its own module because it is geometry alone: it knows streaks and cells, not results or marks;
engine/roads.py feeds it every road's streaks.

>>> grid = DragonTailGrid(rows=2)
>>> [grid.place(new) for new in (True, False, False, True)]
[(0, 0), (0, 1), (1, 1), (1, 0)]
"""

from __future__ import annotations

__all__ = ["DragonTailGrid"]


class DragonTailGrid:
    """Lays a sequence of streaks out on a ``rows``-deep grid (every road's is six: ``roads.ROWS``).

    A streak goes down its column; when it reaches the bottom row or the cell below is taken, it
    turns right along that row and stays on it. A new streak starts at row 0 of the first column
    right of the previous streak's starting column whose row-0 cell is free.

    Why a turned tail can always continue right: every earlier streak started in a column left of
    this one and anything of it further right is a horizontal tail running unbroken from its own
    column; such a tail on this row would already cover the cell this streak turned in.
    """

    __slots__ = ("_start", "_taken", "_turned", "_x", "_y", "rows")

    def __init__(self, rows: int) -> None:
        self.rows = rows
        self._taken: set[tuple[int, int]] = set()
        self._start = -1  # the current streak's starting column
        self._x = -1
        self._y = 0
        self._turned = False

    def place(self, new_streak: bool) -> tuple[int, int]:
        """Place the next cell (``new_streak`` for the first cell of a streak); return (column, row)."""
        taken = self._taken
        if new_streak or self._start < 0:
            x = self._start + 1
            while (x, 0) in taken:
                x += 1
            self._start, self._x, self._y, self._turned = x, x, 0, False
        elif not self._turned and self._y + 1 < self.rows and (self._x, self._y + 1) not in taken:
            self._y += 1
        else:
            self._x += 1
            self._turned = True
        position = (self._x, self._y)
        taken.add(position)
        return position
