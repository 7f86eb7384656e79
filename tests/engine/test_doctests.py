"""The engine's docstring examples are documentation people copy from: they must run and be right."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["cards", "rules", "shoe", "coup", "bets", "session", "odds", "simulate", "road_rules", "road_grid"]
# Modules whose docstrings show worked examples; a doctest run that finds none there means they vanished.
WITH_EXAMPLES = {"cards", "rules", "coup"}


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name: str) -> None:
    # Imported as package modules: the engine uses relative imports.
    module = importlib.import_module(f"baccarat_desktop.engine.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False, report=True)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {module.__name__}"
    if name in WITH_EXAMPLES:
        assert result.attempted > 0
