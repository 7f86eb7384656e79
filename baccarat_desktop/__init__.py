"""Baccarat Desktop: an offline Punto Banco table with a hand-history analytics pane."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("baccarat-desktop")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0+unknown"
