"""Composition root for the GUI: QApplication, settings, the history file, wiring.

Only the command line imports it (and ``screenshots.py``, which renders the window it builds).
Also home of the headless ``--smoke-test`` (the packaged app proves it can start, render and store
a hand), on the offscreen platform and a throwaway data folder unless told otherwise.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_STARTED = time.perf_counter()
_PHASES: list[tuple[str, float]] = []  # (phase, wall clock) as the start reaches each (reached)


def reached(phase: str) -> None:
    """Note when the start reached ``phase``: the startup probe prints them with its marker, and
    benchmarks/bench_gui.py --phases says how long each step of the first window took."""
    _PHASES.append((phase, time.time()))


def prepare_environment(offscreen: bool) -> None:
    """Before Qt or Matplotlib load: headless platform if asked, a lasting Matplotlib cache when frozen."""
    if offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if getattr(sys, "frozen", False) and "MPLCONFIGDIR" not in os.environ:
        from platformdirs import user_cache_path

        cache = user_cache_path("baccarat-desktop", appauthor=False) / "matplotlib"
        cache.mkdir(parents=True, exist_ok=True)
        os.environ["MPLCONFIGDIR"] = str(cache)


def lighten_pyside_imports() -> None:
    """PySide's ``__feature__`` support (snake_case, true_property) asks of every module imported
    after PySide6 whether its source says "PySide6", through ``inspect.getsource`` (linecache and
    tokenize on each file): about 40 ms of the first window's imports on an idle machine, 90 on a
    busy one, for an answer the file's bytes give at once. The same answer, read so; left as it is
    where a PySide release has no such check (it is a private function) or the module is no plain
    source file."""
    feature = sys.modules.get("shibokensupport.feature")
    asks = getattr(feature, "_mod_uses_pyside", None)
    if asks is None or getattr(asks, "from_bytes", False):
        return

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(asks(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return bool(asks(module))

    uses_pyside.from_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


def application() -> Any:
    import PySide6.QtCore  # noqa: F401 - loads shiboken's support modules first

    lighten_pyside_imports()  # before the window's modules are imported
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    reached("Qt imported")
    from .resources import resource_path
    from .ui.access import install_factory

    reached("the felt's modules imported")

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)  # instance() is typed QCoreApplication; only QApplications are made
    app.setApplicationName("Baccarat Desktop")
    app.setOrganizationName("baccarat-desktop")
    # No application display name: Qt would append it to every window title, and the table's title
    # already starts with the game's name ("Baccarat Desktop — Session 2 · $772.50").
    app.setDesktopFileName("baccarat-desktop")
    app.setWindowIcon(QIcon(str(resource_path("icon.svg"))))
    install_factory()  # screen readers' way into the felt and the scoreboard: one factory, installed here
    return app


@dataclass
class Game:
    """Everything the window needs, built in one place."""

    history: Any
    table: Any
    controller: Any
    window: Any
    store: Any


class EarlyOpen:
    """Open the history on a worker thread while the window's modules load and the window is built.

    Started once Qt and the felt's modules are in (``run_gui``), not before: both are Python work
    that holds the interpreter's lock, so a thread importing the history's modules alongside them
    gains nothing and, on a busy machine, stalls them (first window ~9% slower in paired runs);
    what the thread overlaps with the window's build is SQLite's own work, which runs unlocked.

    Every check that reads little is done here; the scan of the whole file (PRAGMA quick_check,
    ≈1.5 s for a million hands) goes on after the window shows (``History.open(check_later=True)``,
    storage.database.IntegrityCheck): the first write waits for it, and a file that fails it is
    never written (``watch_the_check``).
    """

    def __init__(self, path: Path) -> None:
        import threading

        self.path = path
        self._result: Any = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="open-history", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from .storage.history import History

        try:
            self._result = History.open(self.path, check_later=True)
        except BaseException as exc:  # handed to the UI thread, which asks the player
            self._error = exc

    def result(self) -> Any:
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._result


class Refused:
    """A history the whole-file check found damaged after the window showed: opening it again
    starts with the player's choice about it (``open_history_interactively``), as at a start."""

    def __init__(self, path: Path, error: BaseException) -> None:
        self.path = path
        self._error = error

    def result(self) -> Any:
        raise self._error


def open_history_interactively(
    path: Path, parent: Any = None, early: EarlyOpen | Refused | None = None
) -> Any | None:
    """Open the history, asking the player what to do if the file cannot be used; None means quit."""
    from .storage.errors import StorageError
    from .storage.history import History

    next_path: Path | None = path
    while next_path is not None:
        path = next_path
        try:
            if early is not None and early.path == path:
                attempt, early = early, None
                return attempt.result()
            return History.open(path)
        except StorageError as error:
            from .ui.dialogs.questions import HistoryProblem  # loaded when a question is due

            next_path = _act_on(HistoryProblem.ask(parent, error), path, parent)
    return None


def _act_on(choice: Any, path: Path, parent: Any) -> Path | None:
    """Carry out the player's answer to an unusable history: the file to try next, or None to quit."""
    from PySide6.QtWidgets import QFileDialog

    from .storage.database import set_aside
    from .ui.dialogs.questions import FileChoice

    if choice is FileChoice.SET_ASIDE:
        set_aside(path)
    elif choice is FileChoice.OTHER_FILE:
        from .engine.i18n import _t

        name, _ = QFileDialog.getSaveFileName(
            parent,
            _t("Window", "Open or create a history file"),
            str(path.parent),
            _t("Window", "Baccarat Desktop history (*.sqlite3);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return Path(name) if name else None
    elif choice not in (FileChoice.RETRY, FileChoice.NEW_SESSION):
        return None
    return path


def build_game(
    *,
    db: str | None = None,
    data_dir: str | None = None,
    seed: bytes | int | None = None,
    settings_override: dict[str, Any] | None = None,
    shoe_factory: Any = None,
    early: EarlyOpen | Refused | None = None,
    ask: bool = True,
) -> Game | None:
    """The table on a history file, ready to show; None if the player chose to quit.

    ``ask=False`` (the headless commands: screenshot, the smoke test) raises the ``StorageError``
    instead of asking: offscreen nobody can answer a dialog, which would wait for ever."""
    from .storage.errors import StorageError
    from .storage.history import History
    from .storage.paths import resolve_db_path
    from .storage.recorder import RecordedTable
    from .ui.window.main_window import MainWindow
    from .ui.window.parts import standard_views
    from .viewmodels.settings import load_settings, settings_store
    from .viewmodels.table_controller import TableController

    reached("the window's modules imported")
    store = settings_store(Path(data_dir) if data_dir else None)
    settings = load_settings(store)
    if settings_override:
        settings = settings.with_changes(**settings_override)
    from .ui.window.language import apply_language

    apply_language(settings.language)  # before any window or dialog is built
    path: Path | None = resolve_db_path(db, data_dir)
    new_session = False
    while path is not None:
        history = open_history_interactively(path, early=early) if ask else History.open(path)
        early = None
        if history is None:
            return None
        try:
            # A session left by a seeded run is closed properly first: a hand it left unfinished
            # is finished and stored, its open shoe's seed revealed.
            table = RecordedTable.open(
                history,
                rules=settings.table_rules(),
                bankroll_cents=settings.starting_bankroll_cents,
                loss_limit_cents=settings.loss_limit,
                seed=seed,
                shoe_factory=shoe_factory,
                new_session=new_session or _needs_fresh_session(history, seed, shoe_factory),
            )
        except StorageError as error:
            # The session cannot go on (an impossible amount, a damaged interrupted hand) or the
            # first write failed: the player decides, as for a file that cannot be opened.
            history.close()
            if not ask:
                raise
            from .ui.dialogs.questions import FileChoice, HistoryProblem  # loaded when a question is due

            choice = HistoryProblem.ask(None, error)
            new_session = choice is FileChoice.NEW_SESSION
            path = _act_on(choice, history.path, None)
            continue
        controller = TableController(table, settings)
        window = MainWindow(controller, store, standard_views())  # the views it hosts, in tab order
        reached("the window built")
        return Game(history, table, controller, window, store)
    return None


def _needs_fresh_session(history: Any, seed: bytes | int | None, shoe_factory: Any) -> bool:
    """Real play deals only secret shoes: a session left open by a seeded run (autoplay --seed,
    screenshots) is not continued at the table; a new session with secure seeds starts instead."""
    if seed is not None or shoe_factory is not None:
        return False
    row = history.latest_open_session()
    return row is not None and row.seed_mode != "secure"


def run_gui(db: str | None = None, data_dir: str | None = None) -> int:
    reached("Python and the command line started")
    spared = spare_the_collector()
    prepare_environment(offscreen=False)
    from .storage.errors import PathRefused
    from .storage.paths import resolve_db_path

    try:
        path = resolve_db_path(db, data_dir)
    except PathRefused as exc:  # bad input (exit 2), said before any window: there is no file to ask about
        print(f"baccarat-desktop: error: {exc}", file=sys.stderr)
        return 2
    app = application()
    early = EarlyOpen(path)  # its file work overlaps the window's modules and build
    game = build_game(db=db, data_dir=data_dir, early=early)
    if game is None:
        return 1
    current = [game]
    _show(game)
    watch_the_check(app, current, path, lambda refused: build_game(db=db, data_dir=data_dir, early=refused))
    after_first_paint(game.window, lambda: resume_the_collector(spared))
    after_first_paint(game.window, warm_up)
    after_first_paint(game.window, lambda: _open_floor(current[0]))
    if os.environ.get("BACCARAT_DESKTOP_STARTUP_PROBE"):
        _probe_first_window(app, game.window)
    code = int(app.exec())
    current[0].history.close()
    return code


def spare_the_collector() -> tuple[int, int, int]:
    """Python's cyclic garbage collector, all but idle until the table has painted: the start makes
    some 70,000 objects that all live (modules, classes, Qt's enums, the window), and the collector
    walked them about a hundred times for some 500 bytes of garbage (15-40 ms of the first window).
    Not off: a question about the history before the window may wait on the player for long.
    Returns the thresholds to restore (``resume_the_collector``)."""
    kept = gc.get_threshold()
    gc.set_threshold(200_000, kept[1], kept[2])
    return kept


def resume_the_collector(kept: tuple[int, int, int]) -> None:
    """The table is on screen: what the start made is set aside for good (``gc.freeze``: later
    collections, the full ones too, never walk it again, so none of them stutters a deal), and
    the collector runs as usual on what comes next."""
    gc.freeze()
    gc.set_threshold(*kept)


def _show(game: Game) -> None:
    from PySide6.QtCore import QTimer

    game.window.show()
    reached("the window shown (laid out)")
    QTimer.singleShot(0, game.controller.start)


def watch_the_check(app: Any, current: list[Game], path: Path, rebuild: Any) -> None:
    """The history's whole-file check goes on while the player sees the table (EarlyOpen). A write
    that comes first waits for it, saying so on the status bar; a file that fails it is never
    written: the table goes and the player chooses what to do with the file, as when a damaged
    file is found before the window (``rebuild(Refused)``: the next game, or None to quit)."""
    from PySide6.QtCore import QObject, Qt, QTimer, Signal

    from .engine.i18n import _t

    game = current[0]
    check = game.history.integrity
    if check is None:
        return

    def say_checking() -> None:
        bar = game.window.statusBar()
        bar.showMessage(_t("Window", "Checking your history…"))
        bar.repaint()  # painted now: the write waits on this thread
        QTimer.singleShot(0, bar.clearMessage)  # once the wait is over

    class Bridge(QObject):
        failed = Signal(object)

        def damaged(self, error: BaseException) -> None:
            if current[0] is not game:
                return
            game.window.abandon()
            game.history.close()
            again = rebuild(Refused(path, error))
            if again is None:
                app.quit()
                return
            current[0] = again
            _show(again)
            watch_the_check(app, current, path, rebuild)

    bridge = Bridge(app)
    bridge.failed.connect(bridge.damaged, Qt.ConnectionType.QueuedConnection)
    game.history.waiting_for_check = say_checking
    check.when_done(lambda error: None if error is None else bridge.failed.emit(error))


def _open_floor(game: Game) -> None:
    """The casino floor starts dealing once the table is on screen (ui/window/parts.py)."""
    from .ui.window.parts import open_floor

    open_floor(game.window)


def after_first_paint(window: Any, work: Callable[[], None]) -> None:
    """Run ``work`` once the table has painted, when the event loop is next idle (behind the
    benchmark's probe, whose filter is installed after this one and so sees the paint first)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Painted(QObject):
        def eventFilter(self, _watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.view.viewport().removeEventFilter(self)
                QTimer.singleShot(0, work)
            return False

    window.view.viewport().installEventFilter(Painted(window))


def warm_up() -> None:
    """What the window showed without, imported while the player looks at the table, one module
    per idle moment, so the first Deal does not wait for it either: numpy (sqlite-utils looks for
    it; the statistics' reads, the odds), then sqlite-utils (the history's writes, ``History.db``;
    dateutil, click and pluggy come with it). A write that comes first imports them itself."""
    import importlib

    from PySide6.QtCore import QTimer

    def load(names: list[str]) -> None:
        importlib.import_module(names[0])
        if names[1:]:
            QTimer.singleShot(0, lambda: load(names[1:]))

    QTimer.singleShot(0, lambda: load(["numpy", "sqlite_utils"]))


def _probe_first_window(app: Any, window: Any) -> None:
    """For benchmarks/bench_gui.py: report when the window has painted and the event loop is
    free again (the player could click), and when the start reached each of its phases, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def report() -> None:
        for phase, moment in _PHASES:
            print(f"phase {moment:.6f} {phase}")
        print(f"first-window {time.time():.6f}", flush=True)
        app.quit()

    class Probe(QObject):
        def eventFilter(self, _watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                reached("the felt's first paint begun")
                QTimer.singleShot(0, report)
            return False

    probe = Probe(window)
    window.view.viewport().installEventFilter(probe)


def seconds_since_start() -> float:
    return time.perf_counter() - _STARTED


# -- headless entry points ---------------------------------------------------------------------
class CallbackErrors:
    """Exceptions raised inside Qt callbacks are only printed by PySide; the headless commands
    count them so a broken view fails the command instead of writing a picture of half a window."""

    def __init__(self) -> None:
        self.errors: list[BaseException] = []
        self._previous = sys.excepthook

    def __enter__(self) -> CallbackErrors:
        def hook(kind: type[BaseException], error: BaseException, trace: Any) -> None:
            self.errors.append(error)
            self._previous(kind, error, trace)

        sys.excepthook = hook
        return self

    def __exit__(self, *exc: object) -> None:
        sys.excepthook = self._previous


def smoke_test() -> int:
    """Start, deal one seeded hand into a temporary database, check it was stored, exit 0."""
    prepare_environment(offscreen=os.environ.get("QT_QPA_PLATFORM") is None and not has_display())
    from .engine.bets import BetSpot

    app = application()
    with tempfile.TemporaryDirectory(prefix="baccarat-smoke-") as tmp, CallbackErrors() as failures:
        game = build_game(
            data_dir=tmp, seed=1, settings_override={"animation_speed": _instant(), "sound": False}, ask=False
        )
        assert game is not None
        game.window.resize(1280, 720)
        game.window.show()
        app.processEvents()
        game.controller.start()
        game.controller.select_chip(2_500)
        game.controller.place_chip(BetSpot.BANKER)
        result = game.controller.deal()
        app.processEvents()
        stored = game.history.count("hands")
        image = game.window.grab()
        from .storage.verify import verify_history

        game.window.close()
        report = verify_history(game.history)
        game.history.close()
        ok = result is not None and stored == 1 and not image.isNull() and report.ok and not failures.errors
        if ok:
            print(
                f"smoke test ok: {result.coup.describe()}; 1 hand stored and verified; "
                f"window {image.width()}x{image.height()}; {seconds_since_start():.2f} s"
            )
            return 0
    print("smoke test FAILED", file=sys.stderr)
    return 1


def has_display() -> bool:
    return sys.platform in ("win32", "darwin") or bool(
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def _instant() -> Any:
    from .viewmodels.settings import AnimationSpeed

    return AnimationSpeed.INSTANT
