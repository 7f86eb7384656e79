"""Run a test file again at a device pixel ratio of 2: QT_SCALE_FACTOR must be set before Qt starts,
so the file's tests run in a child process, which ``CHILD`` tells them they are in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = "BACCARAT_DPR2_CHILD"


def in_child() -> bool:
    return bool(os.environ.get(CHILD))


def run_at_twice_the_density(test_file: str, *, skip: str = "density") -> subprocess.CompletedProcess[str]:
    """The file's tests whose names do not contain ``skip`` (the test that calls this), at DPR 2."""
    env = {**os.environ, CHILD: "1", "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    # -n 0: the tests run in this child itself, not in workers of its own (pyproject.toml addopts)
    command = [sys.executable, "-m", "pytest", test_file, "-q", "-x", "-p", "no:cacheprovider", "-n", "0"]
    return subprocess.run(
        [*command, "-k", f"not {skip}"],
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=600,
    )
