"""No dead code in the package: vulture finds no function, class, method, property, attribute or
variable that nothing uses (issue 15).

Used means used by anything in the repository: the package itself, the tests, the benchmarks or
packaging (the tests watch the table through a few methods no widget calls, such as
``FeltScene.cards_on_table``). What vulture cannot see being used is named below with the reason:
methods Qt calls, fields read by name.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("vulture", reason="vulture is in the test extras (pyproject.toml)")

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "baccarat_desktop"
SCANNED = ["baccarat_desktop", "tests", "benchmarks", "packaging"]
CONFIDENCE = 60  # vulture's lowest: every kind of unused name

# Overrides of Qt's virtual methods: Qt calls them, no Python code does.
QT_OVERRIDES = [
    "*Event",
    "paint",
    "boundingRect",
    "shape",
    "sizeHint",
    "takeAt",
    "indexAt",
    "scrollTo",
    "visualRegionForSelection",
    "minimumSizeHint",
    "expandingDirections",
    "hasHeightForWidth",
    "heightForWidth",
    "eventFilter",
    "drawBackground",
    "data",
    "rowCount",
    "columnCount",
    "headerData",
    "flags",
    "canFetchMore",
    "fetchMore",
    "sort",
    "hitButton",
]
# Read by name, never as an attribute: a simulation summary's fields reach its JSON through asdict(),
# a shoe row's through __slots__, a chart font's keys and a bar label's style's (formats.BarLabelStyle)
# are unpacked into Matplotlib as keywords.
READ_BY_NAME = [
    "banker_wins_on_six",
    "cards_dealt",
    "cards_burned",
    "end_reason",
    "fontfamily",
    "fontweight",
    "zorder",
]
# Called by Python itself: a module's __getattr__ (PEP 562; baccarat_desktop.__version__ on demand).
PYTHON_HOOKS = ["__getattr__"]
# Called by Matplotlib on its renderer (analytics/figures/agg.py's ChartRenderer overrides them).
MATPLOTLIB_HOOKS = ["_get_font_height_metrics"]
IGNORED = QT_OVERRIDES + READ_BY_NAME + PYTHON_HOOKS + MATPLOTLIB_HOOKS


def _unused() -> list[str]:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "vulture",
            *SCANNED,
            f"--min-confidence={CONFIDENCE}",
            f"--ignore-names={','.join(IGNORED)}",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode in (0, 3), done.stderr  # 3: vulture found unused code
    return [line for line in done.stdout.splitlines() if line.startswith("baccarat_desktop/")]


def test_nothing_in_the_package_is_unused() -> None:
    unused = _unused()
    assert not unused, "unused code (delete it, or say above why vulture cannot see it used):\n" + "\n".join(
        unused
    )


def test_every_name_excused_still_exists() -> None:
    """An excuse outlives its name only by mistake: each plain name above is still in the package."""
    source = "\n".join(path.read_text() for path in PACKAGE.rglob("*.py"))
    for name in READ_BY_NAME + MATPLOTLIB_HOOKS + [n for n in QT_OVERRIDES if "*" not in n]:
        assert re.search(rf"\b{re.escape(name)}\b", source), f"{name} is gone: drop it from this test"
