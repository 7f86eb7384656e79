"""Screen-reader tests: the game read by a separate AT-SPI client, as Orca reads it (desktop.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from tests.screen_reader.desktop import Desktop, ScreenReader, game_on_desktop


@pytest.fixture
def desktop_game(tmp_path: Path) -> Iterator[Callable[..., tuple[Desktop, ScreenReader]]]:
    """Start the game (a shoe's cards, settings) on a private desktop; stopped after the test."""
    with ExitStack() as stack:

        def start(cards: str = "", **settings: Any) -> tuple[Desktop, ScreenReader]:
            return stack.enter_context(game_on_desktop(tmp_path, cards, settings))

        yield start
