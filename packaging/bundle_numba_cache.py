"""Where numba keeps the frozen app's compiled simulator (``@njit(cache=True)`` in engine/fast/kernels.py).

numba finds a cache folder through "locator" classes. In a PyInstaller bundle the modules are bytecode in
the executable's archive, whose ``co_filename`` is *relative* (``baccarat_desktop/engine/fast/kernels.py``).
numba's own user-wide locator accepts that when ``sys.frozen`` is set, but names the folder after a hash of
that path made absolute against the *current directory*: run from another folder, the same app compiles
again into another folder of ``~/.cache/numba`` (measured: three working directories, three folders).
Shipping kernels.py as a file beside the archive changes nothing, since the bytecode still says the
relative path.

This locator keeps the compiled code in the app's per-user cache folder, the one Matplotlib's cache
shares (``<user cache>/baccarat-desktop/numba/baccarat_desktop/engine/fast/`` on every platform,
or under ``$NUMBA_CACHE_DIR`` if the user sets it), and stamps it with a hash of the executable, which
carries every module's bytecode: a new build of the app compiles afresh, the same build never again.
Nothing is ever written next to the bundle (/opt stays as the package installed it, even for root).
Where the folder cannot be written, ``from_function`` answers None, numba raises RuntimeError and
kernels.py compiles without a cache for that run.

packaging/launcher.py names this class in ``NUMBA_CACHE_LOCATOR_CLASSES`` when frozen (unless the user
set that variable); numba imports this module only when a simulation first compiles, never at start-up.
"""

from __future__ import annotations

import functools
import hashlib
import os
import sys
from pathlib import PurePath
from typing import Any

from numba.core import config
from numba.core.caching import _CacheLocator


@functools.cache
def _executable_stamp(path: str, mtime: float, size: int) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def cache_root() -> str:
    if config.CACHE_DIR:
        return str(config.CACHE_DIR)
    from platformdirs import user_cache_path

    return str(user_cache_path("baccarat-desktop", appauthor=False) / "numba")


def cache_subpath(py_file: str) -> tuple[str, ...]:
    """The source's folder as a relative path: 'baccarat_desktop/engine/fast/kernels.py' ->
    ('baccarat_desktop', 'engine', 'fast'). An absolute path (a module that is not in the archive) keeps
    its folder's name and a hash of the whole folder, as numba does."""
    folder = PurePath(py_file).parent
    if not folder.is_absolute() and ".." not in folder.parts:
        return folder.parts or ("_",)
    return (f"{folder.name}_{hashlib.sha1(str(folder).encode()).hexdigest()}",)


class BundleCacheLocator(_CacheLocator):  # type: ignore[misc]
    """numba's cache for the frozen app, the same folder whatever the working directory."""

    def __init__(self, py_func: Any, py_file: str) -> None:
        self._py_file = py_file  # numba names it in its "cannot cache" warnings
        self._lineno = py_func.__code__.co_firstlineno
        self._cache_path = os.path.join(cache_root(), *cache_subpath(py_file))

    def get_cache_path(self) -> str:
        return self._cache_path

    def get_source_stamp(self) -> str:
        stat = os.stat(sys.executable)
        return _executable_stamp(sys.executable, stat.st_mtime, stat.st_size)

    def get_disambiguator(self) -> str:
        return str(self._lineno)

    @classmethod
    def from_function(cls, py_func: Any, py_file: str) -> BundleCacheLocator | None:
        if not getattr(sys, "frozen", False):
            return None
        locator = cls(py_func, py_file)
        try:
            locator.ensure_cache_path()
        except OSError:
            return None  # no writable cache folder: numba raises RuntimeError, kernels.py compiles anyway
        return locator
