"""Find files from the top-level ``resources/`` folder wherever the game runs.

A checkout (or editable install) reads ``resources/`` next to the package; an installed wheel
carries the same files as the package ``baccarat_desktop/_resources``; a PyInstaller bundle puts
them under ``sys._MEIPASS/resources``. The packaged app's ``--smoke-test`` proves the last case.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

__all__ = ["resource_dir", "resource_path"]


@cache
def resource_dir() -> Path:
    candidates = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.append(Path(frozen_root) / "resources")
    package = Path(__file__).resolve().parent
    candidates += [package.parent / "resources", package / "_resources"]
    for candidate in candidates:
        if (candidate / "cards.svg").is_file() or (candidate / "README.md").is_file():
            return candidate
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"Baccarat Desktop cannot find its resources folder (looked in {tried})")


def resource_path(name: str) -> Path:
    """The path of a resource file; a missing file is an error that names it."""
    path = resource_dir() / name
    if not path.exists():
        raise FileNotFoundError(f"missing resource {name!r} (expected at {path})")
    return path
