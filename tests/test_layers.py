"""The import direction of docs/architecture.md §The direction of imports keeps itself.

Every import is resolved to the absolute name it loads before it is judged, so each spelling of an
import counts: ``import baccarat_desktop.app``, ``from baccarat_desktop import app``, ``from ..app
import x``, ``from .. import app`` (a module named in the import list, not in the module path), in a
package's ``__init__`` or a sub-package such as ``engine/fast``. The checkers are first shown to
catch each spelling on made-up source (``test_the_checker_*``).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat_desktop"
ORDER = ["engine", "storage", "analytics", "viewmodels", "ui"]
NEVER_IMPORTED_BY_LAYERS = {"app", "cli"}
THIRD_PARTY_ALLOWED = {
    "engine": set(),
    "engine/fast": {
        "numpy"
    },  # the engine's one fast path (and its compiled kernels) (docs/architecture.md §Layers)
    "storage": {"sqlite_utils", "platformdirs", "numpy"},  # numpy: the statistics' columns (statistics_reads)
    "analytics": {"sqlite_utils", "platformdirs", "matplotlib", "numpy"},
}
FAST_PATH = "baccarat_desktop.engine.fast"


class Import(NamedTuple):
    """One name an import statement loads, made absolute."""

    target: str  # "baccarat_desktop.app", "numpy", "baccarat_desktop.engine.cards.Card", ...
    relative: bool  # written with leading dots
    line: int


def module_name(path: Path) -> tuple[str, str]:
    """The dotted name of the module at ``path`` and the package its relative imports start from."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        name = ".".join(parts[:-1])
        return name, name
    return ".".join(parts), ".".join(parts[:-1])


def imports(source: str, package: str, *, top_level_only: bool = False) -> list[Import]:
    """Every name the imports in ``source`` load, resolved against ``package``.

    ``from X import a`` yields X and X.a, since ``a`` may be a module (``from .. import app``) or a
    name inside X; either way the import loads X. ``top_level_only``: the module's own statements,
    not those inside a function (which run only when it is called).
    """
    tree = ast.parse(source)
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    found: list[Import] = []
    for node in nodes:
        if isinstance(node, ast.Import):
            found += [Import(alias.name, False, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > len(base):
                    raise ValueError(f"line {node.lineno}: a relative import past the top package")
                base = base[: len(base) - node.level + 1]
                prefix = ".".join([*base, node.module] if node.module else base)
            else:
                prefix = node.module or ""
            found.append(Import(prefix, bool(node.level), node.lineno))
            found += [
                Import(f"{prefix}.{alias.name}", bool(node.level), node.lineno)
                for alias in node.names
                if alias.name != "*"
            ]
    return found


def layer_of(target: str) -> str | None:
    """The part of baccarat_desktop an absolute import name points into (a layer, app, cli, ...)."""
    parts = target.split(".")
    return parts[1] if parts[0] == "baccarat_desktop" and len(parts) > 1 else None


def layer_violations(source: str, module: str, package: str) -> list[str]:
    """The imports in ``source`` (the module ``module`` of a layer) that point the wrong way."""
    layer = module.split(".")[1]
    allowed = set(ORDER[: ORDER.index(layer) + 1])
    problems = []
    for imported in imports(source, package):
        target = layer_of(imported.target)
        if target in NEVER_IMPORTED_BY_LAYERS or (target in ORDER and target not in allowed):
            problems.append(f"{module}:{imported.line} ({layer}) imports {imported.target}")
    return problems


def fast_path_imports(source: str, package: str) -> list[str]:
    """Top-level imports of the fast path (numpy and the compiled kernels: a tenth of a second at start)."""
    return [
        f"line {imported.line} imports {imported.target}"
        for imported in imports(source, package, top_level_only=True)
        if imported.target == FAST_PATH or imported.target.startswith(FAST_PATH + ".")
    ]


def _modules(folder: Path) -> list[tuple[Path, str, str]]:
    return [(path, *module_name(path)) for path in sorted(folder.rglob("*.py"))]


@pytest.mark.parametrize("layer", ORDER)
def test_layer_imports_point_one_way(layer: str) -> None:
    problems = [
        problem
        for path, module, package in _modules(PACKAGE / layer)
        for problem in layer_violations(path.read_text(), module, package)
    ]
    assert not problems, "\n".join(problems)


# (the module the source would be, its source, whether it breaks the direction of imports)
LAYER_CASES = [
    ("baccarat_desktop.ui.felt", "from .. import app", True),
    ("baccarat_desktop.ui.felt", "from .. import palette, app as application", True),
    ("baccarat_desktop.ui", "from .. import app", True),  # a package's __init__
    ("baccarat_desktop.ui.felt", "from baccarat_desktop import app", True),
    ("baccarat_desktop.storage.history", "from baccarat_desktop import cli", True),
    ("baccarat_desktop.engine.cards", "from baccarat_desktop import ui", True),
    ("baccarat_desktop.engine.cards", "from baccarat_desktop import storage", True),
    ("baccarat_desktop.engine.cards", "import baccarat_desktop.app", True),
    ("baccarat_desktop.engine.cards", "import baccarat_desktop.viewmodels.table as t", True),
    ("baccarat_desktop.engine.cards", "from ..ui import felt", True),
    ("baccarat_desktop.engine.cards", "from ..storage.history import History", True),
    ("baccarat_desktop.engine.fast.kernels", "from ... import app", True),
    ("baccarat_desktop.engine.fast.kernels", "from ...storage import reads", True),
    ("baccarat_desktop.engine.fast.kernels", "from ... import storage", True),
    ("baccarat_desktop.analytics.analysis", "def later():\n    from ..viewmodels import odds\n", True),
    ("baccarat_desktop.viewmodels.odds", "if True:\n    from ..app import main\n", True),
    ("baccarat_desktop.viewmodels.odds", "from ..ui import felt", True),
    ("baccarat_desktop.ui.felt", "from ..cli import main", True),
    # Imports that keep the direction.
    ("baccarat_desktop.engine.cards", "from . import money", False),
    ("baccarat_desktop.engine.cards", "from .money import format_cents", False),
    ("baccarat_desktop.engine.fast.kernels", "from .. import odds", False),
    ("baccarat_desktop.engine.fast.kernels", "from ..systems import System", False),
    ("baccarat_desktop.storage.history", "from ..engine import cards", False),
    ("baccarat_desktop.storage.history", "from baccarat_desktop.engine.cards import Card", False),
    ("baccarat_desktop.ui.felt", "from baccarat_desktop import engine, storage, viewmodels", False),
    ("baccarat_desktop.ui.felt", "from .. import resources, __version__", False),
    ("baccarat_desktop.ui", "from . import palette", False),
    ("baccarat_desktop.ui.felt", "import numpy as np\nfrom PySide6.QtCore import Qt", False),
]


@pytest.mark.parametrize(("module", "source", "breaks"), LAYER_CASES)
def test_the_checker_catches_every_spelling_of_an_import(module: str, source: str, breaks: bool) -> None:
    is_package = module.count(".") == 1
    package = module if is_package else module.rpartition(".")[0]
    assert bool(layer_violations(source, module, package)) == breaks, source


def test_the_checker_resolves_relative_imports() -> None:
    assert [i.target for i in imports("from .. import app", "baccarat_desktop.ui")] == [
        "baccarat_desktop",
        "baccarat_desktop.app",
    ]
    assert imports("from ...storage import reads", "baccarat_desktop.engine.fast")[1].target == (
        "baccarat_desktop.storage.reads"
    )
    with pytest.raises(ValueError, match="past the top package"):
        imports("from .... import app", "baccarat_desktop.engine.fast")


def test_the_checker_knows_every_module_by_its_dotted_name() -> None:
    assert module_name(PACKAGE / "ui" / "felt.py") == ("baccarat_desktop.ui.felt", "baccarat_desktop.ui")
    assert module_name(PACKAGE / "ui" / "__init__.py") == ("baccarat_desktop.ui", "baccarat_desktop.ui")
    assert module_name(PACKAGE / "engine" / "fast" / "lab.py")[1] == FAST_PATH
    # Every module of every layer is read, sub-packages included.
    assert {module for _, module, _ in _modules(PACKAGE / "engine")} >= {
        "baccarat_desktop.engine",
        "baccarat_desktop.engine.cards",
        "baccarat_desktop.engine.fast",
        "baccarat_desktop.engine.fast.kernels",
    }


@pytest.mark.parametrize("layer", ["engine", "storage", "analytics"])
def test_pure_layers_stay_free_of_qt_and_third_party(layer: str) -> None:
    stdlib = set(sys.stdlib_module_names)
    for path, _, package in _modules(PACKAGE / layer):
        fast = path.is_relative_to(PACKAGE / "engine" / "fast")
        allowed = THIRD_PARTY_ALLOWED["engine/fast" if fast else layer]
        for imported in imports(path.read_text(), package):
            if imported.relative:
                continue
            top = imported.target.split(".")[0]
            assert top != "PySide6", f"{path} imports Qt"
            if top == "baccarat_desktop":
                continue
            assert top in stdlib or top in allowed, f"{path} imports {imported.target}"


def test_the_shared_colours_are_plain_python() -> None:
    """colours.py is the one home of the colours the charts and the widgets share, so analytics (no Qt)
    and every layer above it import it: it may import the standard library alone, nothing of the
    package (docs/architecture.md §Colours, fonts, cards and time on screen)."""
    stdlib = set(sys.stdlib_module_names)
    path = PACKAGE / "colours.py"
    found = imports(path.read_text(), module_name(path)[1])
    assert found, "the checker reads colours.py's imports"
    loaded = [i.target for i in found if i.relative or i.target.split(".")[0] not in stdlib]
    assert not loaded, f"colours.py imports {loaded}"


def test_only_simulations_load_the_fast_path() -> None:
    """The compiler costs a second: no module imports engine/fast at its top level, so the game
    starts without it; the command line and the Statistics pane import it inside the function
    that runs a simulation."""
    problems = [
        f"{module}: {problem}"
        for path, module, package in _modules(PACKAGE)
        if not path.is_relative_to(PACKAGE / "engine" / "fast")
        for problem in fast_path_imports(path.read_text(), package)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("source", "loads"),
    [
        ("from .fast import simulate", True),
        ("from . import fast", True),
        ("from .fast.lab import run_lab", True),
        ("import baccarat_desktop.engine.fast.kernels", True),
        ("from baccarat_desktop.engine import fast", True),
        ("from .fast._kernels import simulate_blocks", True),
        ("def run():\n    from .fast import simulate\n", False),  # inside the function that needs it
        ("from .simulate import Summary", False),
        ("from .. import storage", False),
    ],
)
def test_the_fast_path_checker_catches_a_top_level_import(source: str, loads: bool) -> None:
    assert bool(fast_path_imports(source, "baccarat_desktop.engine")) == loads, source


def test_the_game_starts_without_the_fast_path() -> None:
    code = (
        "import sys, baccarat_desktop.app, baccarat_desktop.cli, baccarat_desktop.ui.statistics.dashboard;"
        "print([m for m in sys.modules"
        " if m.startswith('baccarat_desktop.engine.fast')])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "[]"


# The first window on an existing profile, built as ``app.run_gui`` builds it (the history opened
# early, checked later), offscreen: what it must show without, and that it still deals and stores.
FIRST_WINDOW = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject
import gc
from baccarat_desktop.app import (EarlyOpen, after_first_paint, application, build_game, resume_the_collector,
                                  spare_the_collector, warm_up)
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.viewmodels.settings import AnimationSpeed

HEAVY = ("sqlite_utils", "numpy", "dateutil", "click", "pluggy", "matplotlib",
         # the dialogs' modules, loaded when a dialog is first asked for
         "baccarat_desktop.ui.dialogs.questions", "baccarat_desktop.ui.dialogs.forms",
         "baccarat_desktop.ui.window.keyboard_help",
         # the scoreboard's road tables (they show nothing), built once the window has painted
         "baccarat_desktop.ui.scoreboard.road_table",
         # the translation tools (subprocess, an XML parser): the language's list lives in engine.i18n
         "baccarat_desktop.translations", "subprocess", "xml.etree.ElementTree")
def loaded():
    return [name for name in HEAVY if name in sys.modules]

data = Path(sys.argv[1])
usual = gc.get_threshold()
spared = spare_the_collector()
app = application()
early = EarlyOpen(data / "profiles" / "default.sqlite3")
game = build_game(data_dir=str(data), early=early,
                  settings_override={"animation_speed": AnimationSpeed.INSTANT, "sound": False})
painted = []
class Paints(QObject):
    def eventFilter(self, _watched, event):
        if event.type() == QEvent.Type.Paint and not painted:
            painted.append(loaded())
            print("collector spared:", gc.get_threshold()[0] > 100 * usual[0], gc.get_freeze_count() == 0)
        return False
game.window.view.viewport().installEventFilter(Paints(game.window))
after_first_paint(game.window, lambda: resume_the_collector(spared))
after_first_paint(game.window, warm_up)
game.window.resize(1280, 720)
game.window.show()
while not painted:
    app.processEvents()
print("at the first paint:", painted[0])
for _ in range(50):
    app.processEvents()
print("once idle:", [name for name in ("sqlite_utils", "numpy") if name in sys.modules])
print("collector back:", gc.get_threshold() == usual, gc.get_freeze_count() > 10_000)
game.controller.start()
game.controller.select_chip(2_500)
game.controller.place_chip(BetSpot.BANKER)
print("dealt:", game.controller.deal() is not None)
app.processEvents()
print("stored:", game.history.count("hands"))
game.window.close()
game.history.close()
"""


def test_the_first_window_shows_without_sqlite_utils_or_numpy(tmp_path: Path) -> None:
    """sqlite-utils (numpy, dateutil, click, pluggy with it) and numpy load once the window has
    painted, in idle time (app.warm_up), and the window still deals and stores a hand. The dialogs'
    modules (questions, forms, the keyboard help), the scoreboard's road tables and the translation
    tools are not loaded for the first paint either, nor the odds panel the window hides. Python's
    cyclic collector is all but idle until the first paint, and what the start made is frozen
    after. (The command line's own modules stay out too: tests/cli/test_window_words.py.)"""
    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.storage.history import History
    from baccarat_desktop.storage.recorder import RecordedTable

    path = tmp_path / "profiles" / "default.sqlite3"
    path.parent.mkdir(parents=True)
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=100_000)
        for _ in range(3):
            table.play({BetSpot.BANKER: 500})
    done = subprocess.run(
        [sys.executable, "-c", FIRST_WINDOW, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert "at the first paint: []" in lines, done.stdout
    assert "once idle: ['sqlite_utils', 'numpy']" in lines, done.stdout
    # The cyclic collector all but idle while the window is built, the start's objects frozen after.
    assert "collector spared: True True" in lines, done.stdout
    assert "collector back: True True" in lines, done.stdout
    assert "dealt: True" in lines, done.stdout
    assert "stored: 4" in lines, done.stdout


def test_the_startup_probe_reports_each_phase_of_the_first_window_in_order(tmp_path: Path) -> None:
    """benchmarks/bench_gui.py times the start and says where its time goes from what the game
    prints under BACCARAT_DESKTOP_STARTUP_PROBE: every phase of the start, in the order reached,
    then the first window's marker (the window painted and its loop free), and the game exits."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BACCARAT_DESKTOP_STARTUP_PROBE": "1"}
    command = [sys.executable, "-m", "baccarat_desktop", "--data-dir", str(tmp_path)]
    for _ in range(2):  # a new profile, then an existing one
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
        assert done.returncode == 0, done.stderr[-2000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith(("phase ", "first-window "))]
    phases = [line.split(" ", 2)[2] for line in lines[:-1]]
    assert phases == [
        "Python and the command line started",
        "Qt imported",
        "the felt's modules imported",
        "the window's modules imported",
        "the window built",
        "the window shown (laid out)",
        "the felt's first paint begun",
    ], done.stdout
    assert lines[-1].startswith("first-window "), done.stdout
    moments = [float(line.split()[1]) for line in lines]
    assert moments == sorted(moments), done.stdout


SAME_ANSWER = r"""
import sys
import PySide6.QtCore
feature = sys.modules["shibokensupport.feature"]
theirs = feature._mod_uses_pyside
from baccarat_desktop.app import application
application()
ours = feature._mod_uses_pyside
import baccarat_desktop.ui.window.main_window, baccarat_desktop.storage.history, json.decoder
modules = [m for m in list(sys.modules.values()) if m is not None]
print(ours is not theirs, getattr(ours, "from_bytes", False), len(modules) > 200)
print([m.__name__ for m in modules if ours(m) != theirs(m)])
print(ours(baccarat_desktop.ui.window.main_window), ours(json.decoder))
"""


def test_pyside_asks_of_each_import_what_it_asked_before() -> None:
    """app.lighten_pyside_imports answers PySide's question of every module imported after it
    ("does its source say PySide6?") from the file's bytes instead of inspect.getsource: the same
    answer for every module the game loads."""
    done = subprocess.run(
        [sys.executable, "-c", SAME_ANSWER],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == ["True True True", "[]", "True False"], done.stdout
