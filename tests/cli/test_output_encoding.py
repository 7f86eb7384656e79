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
