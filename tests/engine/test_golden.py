"""The simulator's results are pinned: today's code reproduces, byte for byte, the outputs the numba
kernels gave before the C kernel replaced them (tests/engine/golden/, made by make_golden.py).

Every seeded run of ``simulate``, ``lab`` (all nine systems), the luck replay and the deal orders is
compared as exact text: a changed shuffle, burn, cut card, tableau, streak, stake or rounding shows
as a changed file. Nothing is stripped: none of these outputs carries a time.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.golden.make_golden import CLI_CASES, HERE, KERNEL_CASES, kernel_text, run_cli

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(CLI_CASES))
def test_the_command_lines_output_is_the_golden_one(name: str) -> None:
    assert run_cli(CLI_CASES[name]) == (HERE / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(KERNEL_CASES))
def test_the_kernels_arrays_are_the_golden_ones(name: str) -> None:
    assert kernel_text(KERNEL_CASES[name]) == (HERE / name).read_text(encoding="utf-8")


def test_the_ci_command_prints_the_golden_file_as_a_process() -> None:
    """What CI and the release jobs run: a whole process, its standard output as bytes."""
    name = "simulate_seed42_8decks.json"
    done = subprocess.run(
        [sys.executable, "-m", "baccarat_desktop", *CLI_CASES[name]],
        capture_output=True,
        check=True,
        cwd=ROOT,
    )
    assert done.stdout.replace(b"\r\n", b"\n") == (HERE / name).read_bytes()
