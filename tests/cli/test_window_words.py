"""The window's own words (``--db``, ``--data-dir``, ``--smoke-test``) are read without argparse's
parser (cli._window_only), so the window's start loads none of the subcommands' modules. Whatever
the quick reading takes must mean what the parser makes of it; everything else goes to the parser."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from baccarat_desktop.cli import _window_only, build_parser

TAKEN = [
    [],
    ["--data-dir", "/tmp/somewhere"],
    ["--data-dir=/tmp/somewhere"],
    ["--db", "history.sqlite3"],
    ["--db=history.sqlite3"],
    ["--db="],
    ["--data-dir", ""],
    ["--smoke-test"],
    ["--smoke-test", "--data-dir", "d"],
    ["--db", "h", "--smoke-test"],
]

LEFT_TO_THE_PARSER = [
    ["play"],
    ["play", "--data-dir", "d"],
    ["--data-dir", "d", "play"],
    ["--help"],
    ["-h"],
    ["--version"],
    ["--data", "d"],  # an abbreviation argparse accepts
    ["--smoke"],
    ["--db", "a", "--data-dir", "b"],  # the parser refuses the two together
    ["--db", "a", "--db", "b"],
    ["--db"],
    ["--db", "--smoke-test"],
    ["--smoke-test=1"],
    ["simulate", "--hands", "10"],
    ["--data-dir", "d", "odds"],
]


@pytest.mark.parametrize("words", TAKEN, ids=" ".join)
def test_the_quick_reading_means_what_the_parser_reads(words: list[str]) -> None:
    args = build_parser().parse_args(words)
    assert args.command is None
    assert _window_only(words) == (args.db, args.data_dir, args.smoke_test)


@pytest.mark.parametrize("words", LEFT_TO_THE_PARSER, ids=" ".join)
def test_anything_else_goes_to_the_parser(words: list[str]) -> None:
    assert _window_only(words) is None


OPEN_THE_WINDOW = r"""
import sys
from baccarat_desktop import app, cli
opened = []
app.run_gui = lambda db=None, data_dir=None: opened.append((db, data_dir)) or 0
code = cli.main(["--data-dir", "/tmp/somewhere"])
print(code, opened)
print(sorted(m for m in sys.modules if m.startswith("baccarat_desktop.cli.")
             or m in ("argparse", "baccarat_desktop.translations", "baccarat_desktop.engine.catalogue")))
"""


def test_the_window_opens_without_the_subcommands_modules() -> None:
    done = subprocess.run(
        [sys.executable, "-c", OPEN_THE_WINDOW],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == ["0 [(None, '/tmp/somewhere')]", "[]"], done.stdout
