"""The import direction of ARCHITECTURE.md keeps itself: engine <- storage <- ... <- ui <- app."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat_desktop"
ORDER = ["engine", "storage", "analytics", "viewmodels", "ui"]
THIRD_PARTY_ALLOWED = {
    "engine": set(),
    "storage": {"sqlite_utils", "platformdirs"},
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
        for module, level in _imports(path):
            if level:
                continue
            top = module.split(".")[0]
            assert top != "PySide6", f"{path} imports Qt"
            if top == "baccarat_desktop":
                continue
            assert top in stdlib or top in THIRD_PARTY_ALLOWED[layer], f"{path} imports {module}"
