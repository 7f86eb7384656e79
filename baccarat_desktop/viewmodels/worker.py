"""One job at a time on a thread of its own, its progress and answer handed back on the GUI thread.

Why a relay: a view model lives on the GUI thread and may be deleted with its window (or pane)
while its job still runs. Were the job's thread to emit a signal on the view model, or on anything
that dies with it, Qt would be asked to emit on a deleted object, which raises or crashes. So a
thread emits only on ``_Relay``: one QObject, made on the GUI thread, that lives as long as the
program. It carries a weak reference to the ``Worker``, the job's number and the payload; Qt queues
that to the GUI thread, where the relay hands it over only if the worker still exists
(``shiboken6.isValid``) and the job is still its latest. Everything else is dropped there, quietly:
a job that was dropped or replaced, or whose worker is gone, has nobody left to tell.

Errors cross as values, as everywhere in the view models: a ``DomainError`` or ``StorageError`` is
an answer to show; any other exception is a bug and comes back as a ``RuntimeError`` naming the job,
so it is shown, never lost in a thread. The odds panels, "how lucky was I", the shoe odds and the
strategy lab (``odds.py``, ``background.py`` for ``luck.py`` and ``shoe_odds.py``, ``lab_model.py``)
all run their jobs through here.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop, QObject, Signal, Slot

from ..engine.errors import DomainError
from ..storage.errors import StorageError

__all__ = ["Job", "Progress", "Worker"]

Progress = Callable[..., None]
"""What a job calls with its progress (any arguments); the worker's ``progress`` callback gets them."""

Job = Callable[[Progress, threading.Event], Any]
"""A job: given its progress callback and the event it is cancelled on, returns its answer."""


class _Relay(QObject):
    """Carries a job's progress and answer from its thread to the GUI thread (see the module's
    docstring): a thread can always emit on it, since it is never deleted."""

    progressed = Signal(object, int, object)  # a weak reference to the worker, the job, the arguments
    done = Signal(object, int, object)  # a weak reference to the worker, the job, the answer

    def __init__(self) -> None:
        super().__init__()
        self.progressed.connect(self._progressed)
        self.done.connect(self._done)

    @Slot(object, int, object)
    def _progressed(self, ref: weakref.ref[Worker], job: int, args: tuple[Any, ...]) -> None:
        worker = ref()
        if worker is not None and shiboken6.isValid(worker):
            worker._take_progress(job, args)

    @Slot(object, int, object)
    def _done(self, ref: weakref.ref[Worker], job: int, answer: Any) -> None:
        worker = ref()
        if worker is not None and shiboken6.isValid(worker):
            worker._take_answer(job, answer)


_RELAY: list[_Relay] = []


def _relay() -> _Relay:
    """The program's one relay, made the first time a worker is (on the GUI thread)."""
    if not _RELAY:
        _RELAY.append(_Relay())
    return _RELAY[0]


def _run_job(
    job: Job, cancel: threading.Event, relay: _Relay, ref: weakref.ref[Worker], number: int, failure: str
) -> None:
    """The thread's body: it holds the worker only weakly, and emits on the relay alone."""

    def progress(*args: Any) -> None:
        relay.progressed.emit(ref, number, args)

    try:
        answer: Any = job(progress, cancel)
    except (DomainError, StorageError) as exc:
        answer = exc
    except Exception as exc:  # a bug must not vanish in a thread: it is shown
        answer = RuntimeError(f"{failure}: {exc!r}")
    relay.done.emit(ref, number, answer)


class Worker(QObject):
    """Runs one job at a time on a named daemon thread for a view model (its parent), and hands the
    job's progress and answer to callbacks on the GUI thread.

    ``name`` names the threads; ``failure`` starts the message of the ``RuntimeError`` a job's bug
    comes back as ("How lucky was I failed: ZeroDivisionError(...)").
    """

    def __init__(self, name: str, failure: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._failure = failure
        self._relay = _relay()
        self._job = 0  # the latest job's number: answers from any other are dropped
        self._pending = False  # the latest job's answer is still to come
        self._cancel = threading.Event()
        self._threads: list[threading.Thread] = []  # started and perhaps still running
        self._done: Callable[[Any], None] | None = None
        self._progress: Progress | None = None

    @property
    def busy(self) -> bool:
        """A job runs whose answer is still wanted."""
        return self._pending

    @property
    def job_thread(self) -> threading.Thread | None:
        """The latest job's thread (running or not); None before the first job."""
        return self._threads[-1] if self._threads else None

    def run(self, job: Job, done: Callable[[Any], None], progress: Progress | None = None) -> None:
        """Start ``job`` on a thread of its own; the job still running, if any, is dropped first.
        On the GUI thread ``progress`` gets what the job reports and ``done`` its answer (a value,
        or the error it raised: see the module's docstring)."""
        self.drop()
        self._job += 1
        self._pending = True
        self._cancel = threading.Event()
        self._done, self._progress = done, progress
        self._threads = [t for t in self._threads if t.is_alive()]
        thread = threading.Thread(
            target=_run_job,
            args=(job, self._cancel, self._relay, weakref.ref(self), self._job, self._failure),
            name=self._name,
            daemon=True,
        )
        self._threads.append(thread)
        thread.start()

    def drop(self) -> None:
        """Cancel the job under way (its event is set) and ignore whatever it reports from now on."""
        if not self._pending:
            return
        self._cancel.set()
        self._job += 1
        self._pending = False
        self._done = self._progress = None

    def cancel(self) -> None:
        """Ask the job under way to stop early (its event is set) and still take its answer: a job
        that keeps what it finished (the strategy lab's sessions) answers with that."""
        if self._pending:
            self._cancel.set()

    @property
    def cancelling(self) -> bool:
        """The job under way was asked to stop and has not answered yet."""
        return self._pending and self._cancel.is_set()

    def wait(self, timeout: float = 30.0) -> bool:
        """Block until the job under way ends and its answer is taken in (tests, screenshots);
        False if it has not within ``timeout`` seconds."""
        deadline = QDeadlineTimer(int(timeout * 1000))
        while self._pending and not deadline.hasExpired():
            thread = self.job_thread
            if thread is not None:
                thread.join(0.02)
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        return not self._pending

    def close(self, timeout: float = 10.0) -> None:
        """Drop the job under way and wait up to ``timeout`` seconds for every thread this worker
        started to end (its owner is closing: the history a job reads is about to close)."""
        self.drop()
        deadline = QDeadlineTimer(int(timeout * 1000))
        for thread in self._threads:
            thread.join(max(0, deadline.remainingTime()) / 1000)

    # -- from the relay, on the GUI thread ---------------------------------------------------------
    def _take_progress(self, job: int, args: tuple[Any, ...]) -> None:
        if job == self._job and self._progress is not None:
            self._progress(*args)

    def _take_answer(self, job: int, answer: Any) -> None:
        if job != self._job:
            return
        done = self._done
        self._pending = False
        self._done = self._progress = None
        if done is not None:
            done(answer)
