"""The examples in the analytics modules' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["baccarat_desktop.analytics.stats", "baccarat_desktop.analytics.figures.prose"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0
