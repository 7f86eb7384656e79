"""The compiled kernels: every ``baccarat_desktop/engine/fast/_*.c`` is one extension module.

Everything else about the package is in pyproject.toml; setuptools reads both. The C sources use
only the CPython API and the buffer protocol (no numpy headers), so building needs a C compiler and
Python's headers and nothing else (docs/simulator.md §The compiled kernel).

The modules are optional: where no compiler is found pip still installs the game, which then plays
and simulates on the reference engine and says how to get the kernels (engine/fast/native.py). Every
installer checks that they were built: packaging/quickstart.sh, the PyInstaller spec (the .deb, the
Windows and macOS builds) and packaging/check_golden.py (CI's wheel and the installed games).
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
            optional=True,
        )
        for source in sorted((HERE / FAST).glob("_*.c"))
    ],
)
