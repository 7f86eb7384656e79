"""A small animation timeline: tweens and callbacks at times, all scaled by one speed factor.

Every animation takes a duration and 0 means instant: with ``scale == 0`` the whole timeline runs
synchronously inside ``start()`` (updates at their end values, callbacks in time order), which is
what the Instant setting and the tests use. Otherwise a precise QTimer drives it at ~60 frames
per second against a QElapsedTimer, so a slow frame skips ahead instead of slowing the deal.

Movement (``move``) is told apart from the rest: with reduced motion (``still``, the player's or the
desktop's preference) nothing travels across the felt. A thing arriving is in its place at once,
a thing leaving stays where it is until it has faded (the choreography adds the fades), and the
timing of everything else (cards turning over in turn, the result after them) is kept.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QElapsedTimer, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

Update = Callable[[float], None]
Easing = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - math.cos(math.pi * t) / 2


def linear(t: float) -> float:
    return t


@dataclass(order=True)
class _Track:
    start: float
    order: int
    duration: float = field(compare=False)
    update: Update | None = field(compare=False, default=None)
    done: Callable[[], None] | None = field(compare=False, default=None)
    easing: Easing = field(compare=False, default=linear)
    finished: bool = field(compare=False, default=False)


class Timeline(QObject):
    """Schedule with ``tween``/``call`` (times in ms at Normal speed), then ``start()``."""

    finished = Signal()
    frame = Signal()  # after each animated frame's updates (used to measure frames per second)

    FRAME_MS = 8  # twice the display rate: each 16 ms platform repaint sees fresh positions

    def __init__(self, scale: float = 1.0, parent: QObject | None = None, *, still: bool = False) -> None:
        super().__init__(parent)
        self.scale = max(0.0, scale)
        self.still = still
        self._tracks: list[_Track] = []
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self.FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._running = False
        self._done = False
        self.frames = 0

    @property
    def running(self) -> bool:
        return self._running

    @property
    def length_ms(self) -> float:
        """Total length at this timeline's speed."""
        return max((t.start + t.duration for t in self._tracks), default=0.0) * self.scale

    def tween(
        self,
        at_ms: float,
        duration_ms: float,
        update: Update,
        *,
        easing: Easing = ease_out_cubic,
        done: Callable[[], None] | None = None,
    ) -> Timeline:
        self._tracks.append(_Track(at_ms, len(self._tracks), duration_ms, update, done, easing))
        return self

    def move(
        self,
        at_ms: float,
        duration_ms: float,
        update: Update,
        *,
        easing: Easing = ease_out_cubic,
        leaving: bool = False,
    ) -> Timeline:
        """A movement: a tween, unless the timeline is ``still``, when the item is put in its place
        at once (arriving: at the start) or after it has faded where it stood (``leaving``: at the
        end)."""
        if not self.still:
            return self.tween(at_ms, duration_ms, update, easing=easing)
        return self.call(at_ms + (duration_ms if leaving else 0.0), lambda: update(1.0))

    def call(self, at_ms: float, action: Callable[[], None]) -> Timeline:
        self._tracks.append(_Track(at_ms, len(self._tracks), 0.0, None, action))
        return self

    def start(self) -> None:
        self._tracks.sort()
        if self.scale == 0 or not self._tracks:
            self._finish_all()
            return
        self._running = True
        self._clock.start()
        self._timer.start()
        self._tick()

    def skip(self) -> None:
        """Jump to the end: every remaining update at its final value, every callback run."""
        if not self._done:
            self._tracks.sort()
            self._finish_all()

    def _finish_all(self) -> None:
        for track in self._tracks:
            self._complete(track)
        self._stop()

    def _complete(self, track: _Track) -> None:
        if track.finished:
            return
        track.finished = True
        if track.update is not None:
            track.update(1.0)
        if track.done is not None:
            track.done()

    def _tick(self) -> None:
        if not self._running:
            return
        now = self._clock.elapsed() / self.scale
        for track in self._tracks:
            if track.finished or track.start > now:
                continue
            if track.duration <= 0 or now >= track.start + track.duration:
                self._complete(track)
            elif track.update is not None:
                track.update(track.easing((now - track.start) / track.duration))
            if not self._running:
                return  # a callback stopped us (e.g. skip)
        self.frames += 1
        self.frame.emit()
        if all(t.finished for t in self._tracks):
            self._stop()

    def _stop(self) -> None:
        self._timer.stop()
        self._running = False
        if not self._done:
            self._done = True
            self.finished.emit()


def move_to(item: QGraphicsItem, target: QPointF) -> Update:
    """An update that moves the item from where it is now to ``target``."""
    start = QPointF(item.pos())
    return lambda t: item.setPos(start + (target - start) * t)


def move_to_lazy(item: QGraphicsItem, target: QPointF) -> Update:
    """Like move_to, but reads the start position when the tween begins (items move in between)."""
    state: dict[str, QPointF] = {}

    def update(t: float) -> None:
        if "start" not in state:
            state["start"] = QPointF(item.pos())
        start = state["start"]
        item.setPos(start + (target - start) * t)

    return update


def fade_out(item: QGraphicsItem) -> Update:
    """An update that fades the item out."""

    def update(t: float) -> None:
        item.setOpacity(1 - t)

    return update


def fade_in(item: QGraphicsItem) -> Update:
    """An update that fades the item in (reduced motion: it appears where it lands)."""

    def update(t: float) -> None:
        item.setOpacity(t)

    return update


def fade_in_lazy(holder: Mapping[str, QGraphicsItem]) -> Update:
    """fade_in for a card the timeline creates when it gets there."""

    def update(t: float) -> None:
        holder["item"].setOpacity(t)

    return update
