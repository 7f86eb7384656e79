"""The import direction of docs/architecture.md §The direction of imports keeps itself."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat_desktop"
ORDER = ["engine", "storage", "analytics", "viewmodels", "ui"]
THIRD_PARTY_ALLOWED = {
    "engine": set(),
    "engine/fast": {"numpy", "numba"},  # the engine's one fast path (docs/architecture.md §Layers)
    "storage": {"sqlite_utils", "platformdirs", "numpy"},  # numpy: the statistics' columns (storage/reads.py)
    "analytics": {"sqlite_utils", "platformdirs", "matplotlib", "numpy"},
}


def _imports(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(), str(path))
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.level if hasattr(node, "level") else 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.module or "", node.level))
    return found


def _layer_of(module: str, level: int, layer: str) -> str | None:
    """The baccarat_desktop sub-package an import points at, if any."""
    if level == 0:
        parts = module.split(".")
        return parts[1] if parts[0] == "baccarat_desktop" and len(parts) > 1 else None
    if level == 1:
        return layer
    parts = module.split(".")
    return parts[0] if parts and parts[0] else None


@pytest.mark.parametrize("layer", ORDER)
def test_layer_imports_point_one_way(layer: str) -> None:
    allowed_layers = set(ORDER[: ORDER.index(layer) + 1])
    for path in (PACKAGE / layer).rglob("*.py"):
        for module, level in _imports(path):
            target = _layer_of(module, level, layer)
            if target in ORDER:
                assert target in allowed_layers, f"{path.name} ({layer}) imports {target}"
            assert target not in {"app", "cli"}, f"{path.name} ({layer}) imports the {target} module"


@pytest.mark.parametrize("layer", ["engine", "storage", "analytics"])
def test_pure_layers_stay_free_of_qt_and_third_party(layer: str) -> None:
    stdlib = set(sys.stdlib_module_names)
    for path in (PACKAGE / layer).rglob("*.py"):
        fast = path.is_relative_to(PACKAGE / "engine" / "fast")
        allowed = THIRD_PARTY_ALLOWED["engine/fast" if fast else layer]
        for module, level in _imports(path):
            if level:
                continue
            top = module.split(".")[0]
            assert top != "PySide6", f"{path} imports Qt"
            if top == "baccarat_desktop":
                continue
            assert top in stdlib or top in allowed, f"{path} imports {module}"


def test_only_simulations_load_the_fast_path() -> None:
    """The compiler costs a second: no module imports engine/fast at its top level, so the game
    starts without it; the command line and the Statistics pane import it inside the function
    that runs a simulation."""
    for path in PACKAGE.rglob("*.py"):
        if path.is_relative_to(PACKAGE / "engine" / "fast"):
            continue
        tree = ast.parse(path.read_text(), str(path))
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [alias.name for alias in node.names]
                assert not any("fast" in name.split(".") for name in names), (
                    f"{path.name} imports the fast path"
                )
            if isinstance(node, ast.Import):
                assert not any("numba" in alias.name for alias in node.names), f"{path.name} imports numba"


def test_the_game_starts_without_the_compiler() -> None:
    code = (
        "import sys, baccarat_desktop.app, baccarat_desktop.cli, baccarat_desktop.ui.dashboard;"
        "print([m for m in sys.modules"
        " if m.startswith(('numba', 'llvmlite', 'baccarat_desktop.engine.fast'))])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "[]"
