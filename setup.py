"""The compiled kernels: every ``baccarat_desktop/engine/fast/_*.c`` is one extension module.

Everything else about the package is in pyproject.toml; setuptools reads both. The C sources use
only the CPython API and the buffer protocol (no numpy headers), so building needs a C compiler and
Python's headers and nothing else (docs/simulator.md §The compiled kernel).
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import Extension, setup

HERE = Path(__file__).parent
FAST = Path("baccarat_desktop", "engine", "fast")

setup(
    ext_modules=[
        Extension(
            ".".join((*FAST.parts, source.stem)),
            sources=[str(FAST / source.name)],
            extra_compile_args=["/O2"] if sys.platform == "win32" else ["-O3"],
        )
        for source in sorted((HERE / FAST).glob("_*.c"))
    ],
)
