"""Baccarat Desktop: an offline Punto Banco table with a hand-history analytics pane."""

from typing import Any


def __getattr__(name: str) -> Any:
    """``__version__`` is looked up when first asked for: importlib.metadata costs the game's start
    tens of milliseconds, and only --version, About and the reports say it."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("baccarat-desktop")
    except PackageNotFoundError:  # running from a checkout that was never installed
        found = "0+unknown"
    globals()["__version__"] = found
    return found
