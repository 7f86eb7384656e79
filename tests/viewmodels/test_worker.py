"""Worker: one job at a time on its own thread, its progress and answer handed back on the GUI thread.

The tests sequence the job's thread and the GUI thread with ``threading.Event``s: a job waits for
the test to let it go, the test waits for the job to reach a point. Nothing here waits on a clock.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThread

from baccarat_desktop.engine.errors import DomainError
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.viewmodels.worker import Progress, Worker

FAILURE = "The test job failed"


@pytest.fixture
def worker(qtbot: Any) -> Iterator[Worker]:
    # Garbage from earlier tests (a QObject with a running timer) is collected here, on the GUI
    # thread: the jobs' threads allocate, and a collection they triggered would destroy it there.
    gc.collect()
    worker = Worker("test-job", FAILURE)
    yield worker
    if shiboken6.isValid(worker):
        worker.close()


def deliver(thread: threading.Thread | None) -> None:
    """Let ``thread`` end, then take in on the GUI thread whatever it posted to the relay."""
    assert thread is not None
    thread.join(10)
    assert not thread.is_alive()
    QCoreApplication.processEvents()


def test_the_answer_arrives_on_the_gui_thread(worker: Worker) -> None:
    ran_on: list[threading.Thread] = []
    answered_on: list[QThread] = []
    answers: list[Any] = []

    def job(_progress: Progress, _cancel: threading.Event) -> str:
        ran_on.append(threading.current_thread())
        return "priced"

    def done(answer: Any) -> None:
        answered_on.append(QThread.currentThread())
        answers.append(answer)

    worker.run(job, done)
    assert worker.busy
    assert worker.wait(10) and not worker.busy
    assert answers == ["priced"]
    assert ran_on[0] is not threading.main_thread() and ran_on[0].name == "test-job"
    app = QCoreApplication.instance()
    assert app is not None and answered_on == [app.thread()]


def test_progress_arrives_in_order_on_the_gui_thread_before_the_answer(worker: Worker) -> None:
    seen: list[tuple[int, int]] = []
    seen_on: set[QThread] = set()
    at_answer: list[list[tuple[int, int]]] = []

    def job(progress: Progress, _cancel: threading.Event) -> str:
        for done in range(1, 51):
            progress(done, 50)
        return "done"

    def progressed(done: int, total: int) -> None:
        seen.append((done, total))
        seen_on.add(QThread.currentThread())

    worker.run(job, lambda _answer: at_answer.append(list(seen)), progressed)
    assert worker.wait(10)
    assert at_answer == [[(done, 50) for done in range(1, 51)]]
    app = QCoreApplication.instance()
    assert app is not None and seen_on == {app.thread()}


def test_a_replaced_job_is_cancelled_and_ignored_while_the_new_one_answers(worker: Worker) -> None:
    release_old, release_new = threading.Event(), threading.Event()
    old_cancel: list[bool] = []
    old_answers: list[Any] = []
    old_progress: list[Any] = []
    new_answers: list[Any] = []
    new_progress: list[Any] = []

    def old(progress: Progress, cancel: threading.Event) -> str:
        release_old.wait(10)
        old_cancel.append(cancel.is_set())
        progress("old")
        return "old"

    def new(progress: Progress, _cancel: threading.Event) -> str:
        release_new.wait(10)
        progress("new")
        return "new"

    worker.run(old, old_answers.append, old_progress.append)
    old_thread = worker.job_thread
    worker.run(new, new_answers.append, new_progress.append)
    release_old.set()
    deliver(old_thread)  # the old job reports while the new one is under way ...
    assert old_cancel == [True]  # ... replacing it cancelled it
    assert old_answers == old_progress == new_answers == new_progress == [] and worker.busy
    release_new.set()
    assert worker.wait(10)
    assert new_answers == new_progress == ["new"] and old_answers == old_progress == []


def test_a_cancelled_job_stops_early_and_its_answer_still_comes(worker: Worker) -> None:
    """Cancel is the lab's Cancel: the job sees its event and answers with what it finished."""
    started, release = threading.Event(), threading.Event()
    answers: list[Any] = []

    def job(_progress: Progress, cancel: threading.Event) -> tuple[str, bool]:
        started.set()
        release.wait(10)
        return "partial", cancel.is_set()

    worker.run(job, answers.append)
    assert started.wait(10) and not worker.cancelling
    worker.cancel()
    assert worker.cancelling and worker.busy
    release.set()
    assert worker.wait(10)
    assert answers == [("partial", True)] and not worker.cancelling


def test_a_dropped_job_sees_its_cancel_and_its_answer_is_ignored(worker: Worker) -> None:
    started = threading.Event()
    saw_cancel: list[bool] = []
    answers: list[Any] = []

    def job(_progress: Progress, cancel: threading.Event) -> str:
        started.set()
        saw_cancel.append(cancel.wait(10))
        return "stopped"

    worker.run(job, answers.append)
    assert started.wait(10) and worker.busy
    worker.drop()
    assert not worker.busy
    deliver(worker.job_thread)
    assert saw_cancel == [True] and answers == []
    assert worker.wait(1)  # nothing left to wait for


def test_wait_gives_up_on_a_job_that_has_not_ended(worker: Worker) -> None:
    release = threading.Event()
    answers: list[Any] = []
    worker.run(lambda _progress, _cancel: release.wait(10) and "late", answers.append)
    assert not worker.wait(0.05) and worker.busy and answers == []
    release.set()
    assert worker.wait(10) and answers == ["late"]


@pytest.mark.parametrize(
    "error",
    [
        DomainError("no hand to replay"),
        StorageError(Problem.LOCKED, "history.sqlite3", "Another copy has the history open."),
    ],
    ids=["domain", "storage"],
)
def test_a_refusal_is_the_answer(worker: Worker, error: Exception) -> None:
    answers: list[Any] = []

    def job(_progress: Progress, _cancel: threading.Event) -> None:
        raise error

    worker.run(job, answers.append)
    assert worker.wait(10) and answers == [error]


def test_a_bug_becomes_a_runtime_error_naming_the_job(worker: Worker) -> None:
    answers: list[Any] = []

    def job(_progress: Progress, _cancel: threading.Event) -> float:
        return 1 / 0

    worker.run(job, answers.append)
    assert worker.wait(10) and len(answers) == 1
    answer = answers[0]
    assert type(answer) is RuntimeError
    assert str(answer).startswith(f"{FAILURE}: ZeroDivisionError(")


@pytest.mark.parametrize("how", ["itself", "its parent, later"])
def test_a_worker_deleted_while_its_job_runs_drops_the_answer_safely(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """A window can close (and its model's worker be deleted) while a job still runs: what the job
    reports must be dropped on the GUI thread, never emitted on the deleted object from the thread."""
    errors: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(args.exc_value))
    started, release = threading.Event(), threading.Event()
    answers: list[Any] = []
    progress: list[Any] = []

    def job(report: Progress, _cancel: threading.Event) -> str:
        started.set()
        release.wait(10)
        report("after")
        return "priced"

    parent = QObject()
    worker = Worker("test-job", FAILURE, parent)
    worker.run(job, answers.append, progress.append)
    thread = worker.job_thread
    assert started.wait(10)
    delete(worker, parent, how)
    assert not shiboken6.isValid(worker)
    release.set()
    deliver(thread)  # the relay takes both in on the GUI thread, for nobody
    assert errors == [] and answers == [] and progress == []
    if shiboken6.isValid(parent):
        shiboken6.delete(parent)


def delete(worker: Worker, parent: QObject, how: str) -> None:
    """Delete ``worker`` directly, or with its parent as a closing window does (deleteLater)."""
    if how == "itself":
        shiboken6.delete(worker)
        return
    parent.deleteLater()
    # processEvents leaves deferred deletes to an event loop; this runs them now
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def winding_up() -> int:
    """Some tens of milliseconds of work a job does after its cancel, so that a close that did
    not wait for it would find its thread still running."""
    return sum(i * i for i in range(400_000))


def test_close_joins_every_thread_it_started(qtbot: Any) -> None:
    second_saw_cancel = threading.Event()
    answers: list[Any] = []

    def first(_progress: Progress, cancel: threading.Event) -> int:
        cancel.wait(10)  # cancelled when the second job replaces it ...
        second_saw_cancel.wait(10)  # ... but it ends only after the second
        return winding_up()

    def second(_progress: Progress, cancel: threading.Event) -> int:
        cancel.wait(10)
        second_saw_cancel.set()
        return winding_up()

    worker = Worker("test-job", FAILURE)
    worker.run(first, answers.append)
    first_thread = worker.job_thread
    worker.run(second, answers.append)
    second_thread = worker.job_thread
    assert first_thread is not None and second_thread is not None and first_thread is not second_thread
    assert first_thread.is_alive() and second_thread.is_alive()  # both blocked until close cancels
    worker.close()
    assert not first_thread.is_alive() and not second_thread.is_alive()
    assert not worker.busy
    QCoreApplication.processEvents()
    assert answers == []  # closing dropped the job under way
