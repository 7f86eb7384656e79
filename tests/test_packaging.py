"""The hand-written package list in pyproject.toml must name every package in the tree."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "baccarat_desktop").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert on_disk <= listed, f"add to [tool.setuptools] packages: {sorted(on_disk - listed)}"
    assert config["package-dir"]["baccarat_desktop._resources"] == "resources"


def test_resources_are_found_from_a_checkout() -> None:
    from baccarat_desktop.resources import resource_dir

    assert resource_dir() == ROOT / "resources"
