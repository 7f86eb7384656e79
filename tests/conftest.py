"""Test-wide setup: Qt runs headless and no test ever touches the real user's data."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

# Before any QApplication exists (pytest-qt creates it lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR_ROUNDING_POLICY", "PassThrough")

import pytest
from hypothesis import settings

# No test judges by the clock (docs/architecture.md): Hypothesis's deadline on each example is one,
# and two workers on two cores, or a machine shared with other work, make an example slow with
# nothing wrong in it.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point every per-user location (data, config, cache) at a throwaway folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("MPLCONFIGDIR", str(home / "mpl"))


@pytest.fixture(autouse=True)
def _no_machine_audio(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sound is best effort and machines differ (an audio server or none, libva or not, FFmpeg or
    not), so in-process tests never load QtMultimedia: the game's opener finds no audio and plays on
    in silence, and no test depends on what one machine has installed. The real audio stack runs in
    a subprocess (tests/ui/window/test_sound.py), where what it prints cannot fail a Qt warning check."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # importing it raises ImportError


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    """A test that shows the game in Chinese leaves no translator behind for the next one."""
    yield
    language = sys.modules.get("baccarat_desktop.ui.window.language")
    if language is not None:
        language.apply_language("en")
    else:
        from baccarat_desktop.engine import i18n

        i18n.install(None)


@pytest.fixture(scope="session")
def two_tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The seeded two-table history (tests/analytics/helpers.seeded_history at its defaults), made
    once per test process for every module that only reads it; a test that writes copies it first."""
    from tests.analytics.helpers import seeded_history

    return seeded_history(tmp_path_factory.mktemp("two-tables") / "history.sqlite3")


@pytest.fixture(scope="session")
def every_side_bet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The history with every side bet, then EZ Baccarat (helpers.side_bet_history at its defaults),
    shared as ``two_tables`` is: read only."""
    from tests.analytics.helpers import side_bet_history

    return side_bet_history(tmp_path_factory.mktemp("every-side-bet") / "history.sqlite3")
