"""A terminal that cannot show a character never turns a done job into a failure.

With ``PYTHONIOENCODING=ascii`` (or a C locale), printing '–', '…', a suit or a Chinese file name
used to raise UnicodeEncodeError after the work was done: autoplay stored its hands and then exited
2, which the README defines as "nothing written". The command line writes what the terminal cannot
show as a backslash escape instead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ASCII = {**os.environ, "PYTHONIOENCODING": "ascii", "QT_QPA_PLATFORM": "offscreen"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "baccarat_desktop", *args],
        capture_output=True,
        text=True,
        encoding="ascii",
        env=ASCII,
        timeout=120,
        check=False,
    )


def test_autoplay_into_a_chinese_file_name_stores_and_exits_zero(tmp_path: Path) -> None:
    db = tmp_path / "历史.sqlite3"
    done = run("autoplay", "--db", str(db), "--hands", "3", "--seed", "1")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "codec" not in done.stderr
    assert "played 3 hand(s)" in done.stdout
    assert "\\u5386\\u53f2.sqlite3" in done.stdout  # the name, escaped, not lost
    verify = run("verify", "--db", str(db), "--json")
    assert verify.returncode == 0, verify.stderr
    assert json.loads(verify.stdout)["hands_checked"] == 3


def test_deal_prints_its_explanation_on_an_ascii_terminal() -> None:
    done = run("deal", "KH", "5D", "7S", "2C")
    assert done.returncode == 0, done.stderr
    assert "Player: KH 7S" in done.stdout and "\\u2013" in done.stdout  # "stands on 6–7"


def test_help_with_non_ascii_words_prints_whole() -> None:
    done = run("lab", "--help")  # "--bet banker=… or player=…"
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "usage: baccarat-desktop lab" in done.stdout
    assert "\\u2026" in done.stdout


def full_output(*args: str) -> subprocess.CompletedProcess[str]:
    """The command with its standard output on a full disk (/dev/full refuses every write)."""
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [sys.executable, "-m", "baccarat_desktop", *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            timeout=120,
            check=False,
        )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full is a Linux device")
def test_an_output_on_a_full_disk_is_said_in_words_and_the_stored_hands_stay(tmp_path: Path) -> None:
    """autoplay > /dev/full stored its hands and then ended in a traceback (OSError from print)."""
    db = tmp_path / "h.sqlite3"
    done = full_output("autoplay", "--db", str(db), "--hands", "3", "--seed", "1")
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert done.stderr.strip() == (
        "baccarat-desktop autoplay: error: cannot write the output: No space left on device"
    )
    verify = run("verify", "--db", str(db), "--json")
    assert json.loads(verify.stdout)["hands_checked"] == 3
    odds = full_output("odds", "--json")
    assert odds.returncode == 1 and "Traceback" not in odds.stderr
    assert "cannot write the output" in odds.stderr
