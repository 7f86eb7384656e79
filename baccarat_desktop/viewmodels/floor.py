"""The casino floor as the lobby sees it: every table the player is not sitting at, dealing on.

``Floor`` runs the floor's ``HouseTable``s (engine/floor.py) with ONE timer for the whole floor,
armed for the table whose next step comes first (never a poll): between two steps the floor costs
nothing. Each table deals its hands at its pace from a shoe with a secure seed (``SecureSeeds``, as
the player's table), burns, and changes shoes at the cut card; only its current shoe's roads are
held, so memory stays flat however long the game runs. Its hands go to a ``FloorStore``: the
history's house sessions (storage/floor.py ``HistoryFloorStore``) in the game, so the roads survive a
restart; ``MemoryFloorStore`` in tests and benchmarks. A write that fails is said
(``store_failed``) and the table is put back to what the store holds, then deals on from there.

Time is injected: ``clock`` gives the floor's seconds (``time.monotonic`` by default) and
``time_scale`` how many of them pass in a second of the wall (a benchmark speeds the floor up);
tests pass a fake clock, no timer, and call ``run_due`` themselves.

Signals (facts, past tense):
    table_changed(str)  a table dealt a hand or brought a new shoe: its key
    table_added(str)    a table the player set up joined the floor: its key (a table the player sits at
                        changes too, after each of his hands: ``show_seated``)
    store_failed(str)   a table's step could not be stored: the error in words (the table is back to
                        what was stored and tries again at its next step)
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.floor import (
    FloorShoe,
    FloorStep,
    FloorStore,
    FloorTable,
    HouseTable,
    MemoryFloorStore,
    Pace,
    TableState,
    tables_by_key,
    warm_up_hands,
)
from ..engine.shoe import SecureSeeds, SeedSource
from ..storage.errors import StorageError
from .settings import GameSettings, SqueezeMode

__all__ = ["Floor", "seated_settings"]

Clock = Callable[[], float]
_LONGEST_WAIT_MS = 3_600_000  # a QTimer's wait is an int of milliseconds: re-armed at least hourly


class Floor(QObject):
    """The floor's tables dealing on; the player's own table (``seat``) is left to the player."""

    table_changed = Signal(str)
    table_added = Signal(str)
    store_failed = Signal(str)

    def __init__(
        self,
        tables: Iterable[FloorTable],
        store: FloorStore | None = None,
        *,
        clock: Clock = time.monotonic,
        time_scale: float = 1.0,
        seeds: Callable[[FloorTable], SeedSource] | None = None,
        warm_up: Callable[[FloorTable], int] | None = None,
        timer: bool = True,
        parent: QObject | None = None,
    ) -> None:
        """``warm_up`` says how many hands a table with no shoe kept has dealt of its first shoe (a
        floor opened for the first time finds its tables mid-shoe, as a live one does; default: a
        random number, ``warm_up_hands``). ``timer=False``: nothing runs until ``run_due``."""
        super().__init__(parent)
        if time_scale <= 0:
            raise ValueError("the floor's time runs forwards")
        self.store: FloorStore = store if store is not None else MemoryFloorStore()
        self._clock = clock
        self._scale = time_scale
        self._seated: str | None = None
        self._stopped = False
        found = tables_by_key(tables)
        kept = self.store.current_shoes()
        now = clock()
        self._tables: dict[str, HouseTable] = {}
        for index, (key, table) in enumerate(found.items()):
            # Staggered: the tables' hands fall at different moments, as on a real floor.
            first_in = table.pace.seconds * (index + 1) / (len(found) + 1)
            self._open(table, now, seeds, warm_up, kept.get(key), first_in)
        self._seeds, self._warm_up = seeds, warm_up
        self._timer: QTimer | None = None
        if timer:
            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self.run_due)
            self._arm()

    # -- what the lobby reads ------------------------------------------------------------------------
    @property
    def tables(self) -> list[FloorTable]:
        return [house.table for house in self._tables.values()]

    def table(self, key: str) -> FloorTable:
        return self._tables[key].table

    def state(self, key: str) -> TableState:
        """The table as it stands: its roads, hands and counts, whether the player sits there (a
        snapshot; its roads cached until it deals)."""
        state = self._tables[key].state
        return dataclasses.replace(state, seated=True) if key == self._seated else state

    @property
    def seated(self) -> str | None:
        """The table the player sits at (the floor does not deal it), or None."""
        return self._seated

    def next_due(self) -> float | None:
        """The floor time of the next step of any table the floor deals (None: it deals none)."""
        return min((house.due for house in self._running()), default=None)

    def next_custom_number(self) -> int:
        """The number the player's next own table takes (``custom-<n>``)."""
        taken = {t.key for t in self.tables}
        return next(n for n in range(1, len(taken) + 2) if f"custom-{n}" not in taken)

    # -- what changes it -------------------------------------------------------------------------------
    def add_table(self, table: FloorTable) -> None:
        """A table the player set up joins the floor, found mid-shoe as the others were, and is kept
        by the store (``StorageError`` if it cannot be: then it does not join)."""
        if table.key in self._tables:
            raise ValueError(f"the floor already has a table {table.key!r}")
        self.store.add_table(table)
        now = self._clock()
        self._open(table, now, self._seeds, self._warm_up, None, table.pace.seconds / 2)
        self.table_added.emit(table.key)
        self._arm()

    # -- what changes it -------------------------------------------------------------------------------
    def seat(self, key: str | None) -> None:
        """The player sits at ``key`` (the floor stops dealing it) or leaves (None, or another table:
        the table left deals on from its shoe as the store holds it, the player's hands included)."""
        if key is not None and key not in self._tables:
            raise KeyError(key)
        left, self._seated = self._seated, key
        if left is not None and left != key:
            # The house deals on from where the player left: the shoe as stored, his hands included.
            self._put_back(self._tables[left], self._clock())
            self.table_changed.emit(left)
        if key is not None and key != left:
            self.table_changed.emit(key)  # its card says the player sits there
        self._arm()

    def show_seated(self, *_fact: object) -> None:
        """The player's table moved on (his hand, or the shoe the house brought him): its card shows
        its shoe as stored, his hands among the house's."""
        if self._seated is not None and not self._stopped:  # (a window closing mid-deal settles late)
            self._put_back(self._tables[self._seated], self._clock())
            self.table_changed.emit(self._seated)

    def run_due(self) -> list[str]:
        """Every table whose moment has come takes its step (a new shoe or a hand); returns their
        keys, each also told by ``table_changed``. The timer's slot; tests call it themselves."""
        now = self._clock()
        changed: list[str] = []
        for house in self._running():
            done = house.step(now)
            if done is not None:
                self._record(house, [done], now)
                changed.append(house.table.key)
        for key in changed:
            self.table_changed.emit(key)
        self._arm()
        return changed

    def stop(self) -> None:
        """No more steps (the window is closing)."""
        self._stopped = True
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    # -- inside -----------------------------------------------------------------------------------------
    def _running(self) -> Iterable[HouseTable]:
        return (house for key, house in self._tables.items() if key != self._seated)

    def _open(
        self,
        table: FloorTable,
        now: float,
        seeds: Callable[[FloorTable], SeedSource] | None,
        warm_up: Callable[[FloorTable], int] | None,
        kept: FloorShoe | None,
        first_in: float,
    ) -> None:
        house = HouseTable(
            table,
            now,
            seeds=seeds(table) if seeds is not None else SecureSeeds(),
            resume=kept,
            first_in=first_in,
        )
        self._tables[table.key] = house
        if kept is None:
            self._record(house, house.deal_ahead((warm_up or _random_warm_up)(table)), now)

    def _record(self, house: HouseTable, done: list[FloorStep], now: float) -> None:
        """Store what a table did; if that fails, say so and put the table back to what is stored."""
        try:
            self.store.record_steps(house.table, done)
        except StorageError as exc:
            self.store_failed.emit(str(exc))
            self._put_back(house, now)

    def _put_back(self, house: HouseTable, now: float) -> None:
        """The table as the store holds it (its next step at its pace from now)."""
        try:
            kept = self.store.current_shoe(house.table.key)
        except StorageError:
            kept = None
        again = HouseTable(
            house.table,
            now,
            seeds=house.session.seeds,
            resume=kept,
            first_in=house.table.pace.seconds,
        )
        self._tables[house.table.key] = again

    def _arm(self) -> None:
        """The one timer, set for the first table's next step."""
        if self._timer is None:
            return
        due = self.next_due()
        if due is None:
            self._timer.stop()
            return
        wait = (due - self._clock()) / self._scale
        self._timer.start(min(_LONGEST_WAIT_MS, max(0, math.ceil(wait * 1000))))


def _random_warm_up(_table: FloorTable) -> int:
    return warm_up_hands()


def seated_settings(settings: GameSettings, table: FloorTable) -> GameSettings:
    """The player's settings with ``table``'s rules, pace and squeeze: what sitting down at it
    applies (the window's Settings path asks before a new session starts)."""
    rules = table.rules
    return settings.with_changes(
        decks=rules.decks,
        variant=rules.variant,
        tie_pays=rules.tie_pays,
        side_bets=rules.side_bets,
        peek_cards=rules.peek_cards,
        table_min_cents=rules.min_bet_cents,
        table_max_cents=rules.max_bet_cents,
        side_min_cents=rules.side_min_cents,
        side_max_cents=rules.side_max_cents,
        squeeze=SqueezeMode.MY_SIDE if table.squeeze else SqueezeMode.OFF,
        speed=table.pace is Pace.SPEED,
    )
