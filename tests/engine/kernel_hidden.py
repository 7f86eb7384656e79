"""Hiding the compiled kernel, as on an install that had no C compiler."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import baccarat_desktop.engine.fast as fast_package
from baccarat_desktop.engine.fast import native

KERNEL_MODULE = "baccarat_desktop.engine.fast._kernels"


@contextmanager
def hidden() -> Iterator[None]:
    """Inside, ``import _kernels`` fails (ImportError) and ``native`` looks again; after, it finds it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(sys.modules, KERNEL_MODULE, None)  # None in sys.modules: the import fails
        patch.delattr(fast_package, "_kernels", raising=False)
        patch.setattr(native, "_found", {})
        patch.setattr(native, "_said", False)
        assert native.kernels_or_none() is None
        yield
    native._found.pop("_kernels", None)  # the next caller finds the real kernel again


@pytest.fixture
def kernel_hidden() -> Iterator[None]:
    with hidden():
        yield
