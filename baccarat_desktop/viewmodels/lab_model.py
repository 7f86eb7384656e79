"""The strategy lab's view model: the form's values, their check, and the run on a worker thread.

The form holds text for money (dollars as typed) and this model turns it into integer cents with
no float in between; every change checks the whole form into ``LabSpec``s, so the Run button
enables from ``can_run()`` and the engine's own sentence says what is wrong. A run goes to a
Python thread (the compiled loops release the GIL, and ``run_chunks`` spreads them over the
cores) through ``Worker`` (``worker.py``), which hands progress and the result back on the GUI
thread, so every signal of this model is emitted there. Cancel sets the job's ``threading.Event``,
which the fast path checks between short chunks, and the sessions that finished are kept.

The fast path (numpy and the compiled kernel) is imported in the worker, when a run starts, never
at import time: the game starts without it (tests/test_layers.py). Where the kernel is not built the
runs go to the reference engine, and ``notice`` says so for the pane to show.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ..analytics.lab import LabStats, lab_stats
from ..engine.bets import side_bets_offering
from ..engine.catalogue import BetSpot, Variant
from ..engine.errors import DomainError
from ..engine.i18n import _t
from ..engine.rules import DEFAULT_BANKROLL_CENTS, DEFAULT_RULES, TableRules
from ..engine.systems import LabSpec, System
from ..storage.errors import StorageError
from .worker import Progress, Worker

__all__ = ["LabModel", "LabRun", "parse_dollars"]

_AMOUNT = re.compile(r"^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$")


def parse_dollars(text: str, what: str, *, blank: int | None = None) -> int:
    """Dollars as a person types them ("10", "12.50", "$1,000") to integer cents, never via a float.

    ``blank``: the value of an empty field (None: the field must be filled). Raises DomainError
    with a sentence naming ``what``.
    """
    cleaned = text.strip().replace("$", "").replace(" ", "")
    if not cleaned:
        if blank is None:
            raise DomainError(_t("Lab", "give {what} in dollars, for example 10 or 12.50").format(what=what))
        return blank
    match = _AMOUNT.match(cleaned)
    if match is None:
        raise DomainError(
            _t("Lab", "{what} of “{text}” is not an amount in dollars (for example 10 or 12.50)").format(
                what=what, text=text.strip()
            )
        )
    whole, part = match.groups()
    return int(whole.replace(",", "")) * 100 + int((part or "0").ljust(2, "0"))


def _sentence(message: str) -> str:
    """An engine refusal as the form shows it: a capital first and a full stop last (a Chinese
    sentence keeps its own full stop)."""
    message = message.strip()
    message = message[:1].upper() + message[1:]
    return message if message.endswith((".", "!", "?", "。", "！", "？")) else message + "."


@dataclass(frozen=True, eq=False)
class LabRun:
    """A finished (or cancelled) run: every system's numbers, in the order the form listed them."""

    spec: LabSpec  # the first system's; the others differ only by system
    systems: tuple[System, ...]  # as asked
    stats: tuple[LabStats, ...]  # one per system that ran (fewer if Cancel came first)
    results: tuple[Any, ...]  # the fast path's LabResult objects, for whoever needs more
    stopped: bool
    seconds: float

    @property
    def comparing(self) -> bool:
        return len(self.systems) > 1

    @property
    def sessions_done(self) -> int:
        return sum(s.sessions for s in self.stats)


class LabModel(QObject):
    """The strategy lab form and its runs.

    Signals:
        changed(): a value of the form changed (the view re-reads what it shows).
        error_changed(str): why the form cannot run, as a sentence; '' when it can.
        running_changed(bool): a run started (True) or ended (False).
        progressed(int, int): sessions done so far and the total, across every system.
        finished(LabRun): a run ended, complete or cancelled, with what it found.
    """

    changed = Signal()
    error_changed = Signal(str)
    running_changed = Signal(bool)
    progressed = Signal(int, int)
    finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._systems: tuple[System, ...] = (System.MARTINGALE,)
        self._spot = BetSpot.BANKER
        self._unit_text = "10"
        self._bankroll_text = f"{DEFAULT_BANKROLL_CENTS // 100:,}"  # whole dollars, as typed
        self._stop_win_text = ""
        self._stop_loss_text = ""
        self._sessions = 10_000
        self._hands = 500
        self._decks = DEFAULT_RULES.decks
        self._variant = DEFAULT_RULES.variant
        self.seed: int | None = None  # None: secret random shoes, new each run; a number reproduces a run
        self.workers: int | None = None  # threads for the fast path (None: every core)
        self._error = ""
        self._running = False
        self._total = 0
        self._worker = Worker("strategy-lab", _t("Lab", "the lab stopped"), self)
        self._asked: tuple[LabSpec, tuple[System, ...]] | None = None
        self.last_run: LabRun | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)
        self._check()

    # -- the form -------------------------------------------------------------------------------
    @property
    def systems(self) -> tuple[System, ...]:
        return self._systems

    def set_systems(self, systems: Sequence[System]) -> None:
        """The systems to run, kept in the catalogue's order (the table and charts list them so)."""
        chosen = tuple(s for s in System if s in set(systems))
        self._set("_systems", chosen)

    @property
    def spot(self) -> BetSpot:
        return self._spot

    def set_spot(self, spot: BetSpot) -> None:
        self._set("_spot", spot)

    @property
    def unit_text(self) -> str:
        return self._unit_text

    def set_unit_text(self, text: str) -> None:
        self._set("_unit_text", text)

    @property
    def bankroll_text(self) -> str:
        return self._bankroll_text

    def set_bankroll_text(self, text: str) -> None:
        self._set("_bankroll_text", text)

    @property
    def stop_win_text(self) -> str:
        return self._stop_win_text

    def set_stop_win_text(self, text: str) -> None:
        self._set("_stop_win_text", text)

    @property
    def stop_loss_text(self) -> str:
        return self._stop_loss_text

    def set_stop_loss_text(self, text: str) -> None:
        self._set("_stop_loss_text", text)

    @property
    def sessions(self) -> int:
        return self._sessions

    def set_sessions(self, sessions: int) -> None:
        self._set("_sessions", int(sessions))

    @property
    def hands(self) -> int:
        return self._hands

    def set_hands(self, hands: int) -> None:
        self._set("_hands", int(hands))

    @property
    def decks(self) -> int:
        return self._decks

    def set_decks(self, decks: int) -> None:
        self._set("_decks", int(decks))

    @property
    def variant(self) -> Variant:
        return self._variant

    def set_variant(self, variant: Variant) -> None:
        self._set("_variant", variant)

    def _set(self, name: str, value: Any) -> None:
        if getattr(self, name) == value:
            return
        setattr(self, name, value)
        self._check()
        self.changed.emit()

    # -- checks ---------------------------------------------------------------------------------
    @property
    def error(self) -> str:
        """Why the form cannot run, as the form shows it ('' when it can)."""
        return self._error

    def rules(self) -> TableRules:
        """The table of the form: its decks and game, offering the bet tried (as ``lab`` does)."""
        spot = self._spot
        return TableRules(
            decks=self._decks,
            variant=self._variant,
            side_bets=side_bets_offering([spot] if spot.is_side else []),
        )

    def spec(self) -> LabSpec:
        """The form as the engine's question (the first system); DomainError says what is wrong."""
        if not self._systems:
            raise DomainError(_t("Lab", "tick at least one betting system"))
        if System.FOLLOW_THE_SHOE in self._systems and self._spot not in (BetSpot.BANKER, BetSpot.PLAYER):
            raise DomainError(
                _t(
                    "Lab",
                    "{system} bets Banker or Player, not {bet}: choose one of them as the bet, or untick "
                    "{system}",
                ).format(system=System.FOLLOW_THE_SHOE.label, bet=self._spot.label)
            )
        unit = parse_dollars(self._unit_text, _t("Lab", "a unit"))
        bankroll = parse_dollars(self._bankroll_text, _t("Lab", "a bankroll"))
        stop_win = parse_dollars(self._stop_win_text, _t("Lab", "a stop-win"), blank=0)
        stop_loss = parse_dollars(self._stop_loss_text, _t("Lab", "a stop-loss"), blank=0)
        spec = LabSpec(
            self._systems[0], self._spot, unit, bankroll, self._sessions, self._hands, self.rules(),
            stop_win, stop_loss,
        )  # fmt: skip
        for system in self._systems[1:]:
            spec.with_system(system)  # every system's settings are checked before any runs
        return spec

    def _check(self) -> LabSpec | None:
        try:
            spec = self.spec()
        except DomainError as exc:  # RulesError among them: a side bet this game does not offer
            self._set_error(_sentence(str(exc)))
            return None
        self._set_error("")
        return spec

    def _set_error(self, text: str) -> None:
        if text != self._error:
            self._error = text
            self.error_changed.emit(text)

    @property
    def running(self) -> bool:
        return self._running

    @property
    def total(self) -> int:
        """Sessions the current (or last) run asked for, across every system."""
        return self._total

    def can_run(self) -> bool:
        return not self._running and not self._error

    def can_cancel(self) -> bool:
        return self._running and not self._worker.cancelling

    @property
    def notice(self) -> str:
        """Words the pane shows until its first result: that the fast simulator is not built and how
        to build it ('' where it is)."""
        from ..engine.fast.native import pane_notice

        return pane_notice()

    @property
    def table_note(self) -> str:
        """At a table with a fee (multiplier, Peek): that its sessions run on the reference engine,
        and about how long the form's run would take there; at Peek, the play it raises by. ''
        elsewhere."""
        if not (self._variant.lit or self._variant.peek):
            return ""
        from ..engine.fast.lab import FEE_TABLE_HANDS_PER_SECOND

        seconds = self._sessions * self._hands * max(1, len(self._systems)) / FEE_TABLE_HANDS_PER_SECOND
        took = (
            _t("Lab", "{seconds} s").format(seconds=f"{max(1, round(seconds)):,}")
            if seconds < 90
            else _t("Lab", "{minutes} min").format(minutes=f"{round(seconds / 60):,}")
        )
        text = _t(
            "Lab",
            "At the {variant} table the sessions run on the reference engine, about {rate} hands a second "
            "(the fast simulator has no lit cards, fee or raise): this run would take about {took}.",
        ).format(variant=self._variant.label, rate=f"{FEE_TABLE_HANDS_PER_SECOND:,}", took=took)
        if self._variant.peek:
            text += " " + _t(
                "Lab",
                "Player and Banker are raised by the published play: the coach's choice on a full shoe "
                "for the cards shown (the Rules and payouts dialog shows it).",
            )
        return text

    # -- runs -----------------------------------------------------------------------------------
    @Slot()
    def run(self) -> bool:
        """Start a run of the form on a worker thread; False (with ``error`` set) if it cannot."""
        if self._running:
            return False
        spec = self._check()
        if spec is None:
            return False
        systems = self._systems
        self._total = spec.sessions * len(systems)
        self._asked = (spec, systems)
        self._set_running(True)
        self.progressed.emit(0, self._total)
        self._worker.run(partial(_work, spec, systems, self.seed, self.workers), self._done, self._progressed)
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop the run: the chunks running finish (a few hundredths of a second), the rest are dropped."""
        self._worker.cancel()

    def wait(self, timeout: float = 120.0) -> bool:
        """Block until the run under way ends and its result is taken in (screenshots, scripts)."""
        return self._worker.wait(timeout)

    def shutdown(self, timeout: float = 10.0) -> None:
        """Stop and wait for the worker (closing the pane): no thread outlives its window."""
        self._worker.close(timeout)
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.running_changed.emit(running)

    def _progressed(self, done: int) -> None:
        if self._running:
            self.progressed.emit(done, self._total)

    def _done(self, answer: Any) -> None:
        if isinstance(answer, (DomainError, StorageError)):
            self._failed(_t("Lab", "the lab stopped: {error}").format(error=answer))
            return
        if isinstance(answer, BaseException):  # a bug, already worded by the worker
            self._failed(str(answer))
            return
        results, stats, seconds = answer
        assert self._asked is not None
        spec, systems = self._asked
        stopped = len(results) < len(systems) or any(r.stopped for r in results)
        run = LabRun(spec, systems, tuple(stats), tuple(results), stopped, seconds)
        self.last_run = run
        self._set_running(False)
        self.finished.emit(run)

    def _failed(self, message: str) -> None:
        self._set_running(False)
        self._set_error(_sentence(message))


def _work(
    spec: LabSpec,
    systems: tuple[System, ...],
    seed: int | None,
    workers: int | None,
    progress: Progress,
    cancel: threading.Event,
) -> tuple[list[Any], list[LabStats], float]:
    """The worker thread: run every system on the same shoes, and summarise
    (the bands' percentiles are worth keeping off the GUI thread too). Returns the results, their
    summaries and the seconds the run took."""
    from ..engine.fast.lab import compare
    from ..engine.fast.parallel import fast_seed

    start = time.perf_counter()
    spec = replace(spec, seed=fast_seed(seed))
    results = compare(spec, systems, workers=workers, progress=progress, cancel=cancel)
    stats = [lab_stats(result) for result in results]
    return results, stats, time.perf_counter() - start
