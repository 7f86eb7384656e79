"""The GUI's command-line entry points: what draws a window in a real process, as a user runs it (the
headless Qt start-up is the point); refusals before any window in-process (tests/command_line.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from tests.command_line import in_child, in_process


def offscreen() -> dict[str, str]:
    """This test's environment (its own HOME, tests/conftest.py) with Qt's offscreen platform."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return in_child(*args, env=offscreen(), timeout=timeout)


def _distinct_colours(image: QImage, step: int = 9) -> int:
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


def test_smoke_test_deals_stores_and_exits_zero() -> None:
    result = run("--smoke-test")
    assert result.returncode == 0, result.stderr
    assert "smoke test ok" in result.stdout and "stored and verified" in result.stdout


@pytest.mark.parametrize(
    ("size", "view"),
    [
        ("800x600", "table"),
        ("1280x720", "scoreboard"),
        ("1280x720", "lab"),
        ("1280x720", "squeeze"),
        ("1024x640", "lobby"),
    ],
)
def test_screenshot_writes_a_png_of_the_requested_size(tmp_path: Path, size: str, view: str) -> None:
    out = tmp_path / "shot.png"
    result = run("screenshot", str(out), "--hands", "5", "--size", size, "--view", view)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    width, height = (int(v) for v in size.split("x"))
    assert (image.width(), image.height()) == (width, height)
    assert _distinct_colours(image) > 20  # a real picture, not a blank or single-colour frame


def test_screenshot_keeps_its_data_when_given_a_data_dir(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = run(
        "screenshot", str(out), "--hands", "3", "--size", "640x480", "--data-dir", str(tmp_path / "d")
    )
    assert result.returncode == 0, result.stderr
    verify = in_process("verify", "--db", str(tmp_path / "d" / "profiles" / "default.sqlite3"), "--json")
    assert verify.returncode == 0 and '"hands_checked": 3' in verify.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--size", "big"], "WIDTHxHEIGHT"),
        (["--size", "10x10"], "width 320"),
        (["--view", "casino"], "invalid choice"),
        (["--hands", "-1"], "between 0 and 10,000"),
        (["--side-bets", "tie"], "'tie' is not a side bet"),
        (["--side-bets", "dragon"], "is not a bet spot"),
        (["--variant", "punto"], "not a table variant"),
        (["--state", "dealt"], "invalid choice"),
        (["--text-size", "120"], "invalid choice"),
        (["--state", "chips", "--view", "history"], "shows on the table"),
    ],
)
def test_screenshot_bad_arguments_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    result = in_process("screenshot", str(tmp_path / "x.png"), *args)
    assert result.returncode == 2
    assert message in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_screenshot_result_deals_a_chip_on_every_spot(tmp_path: Path) -> None:
    """``--state result``: after the hands, a chip on every spot the table offers, dealt and stored
    (the docs' contact sheets of the felt show that state)."""
    import json

    out, data = tmp_path / "r.png", tmp_path / "d"
    sides = "player_pair,banker_pair,lucky_6"
    args = ["--hands", "2", "--state", "result", "--side-bets", sides, "--text-size", "150"]
    result = run("screenshot", str(out), "--size", "1024x640", "--data-dir", str(data), *args)
    assert result.returncode == 0, result.stderr
    assert QImage(str(out)).width() == 1024
    db, dump = str(data / "profiles" / "default.sqlite3"), tmp_path / "hands.json"
    exported = in_process("export", "--db", db, "--format", "json", "--out", str(dump))
    assert exported.returncode == 0, exported.stderr
    hands = json.loads(dump.read_text())["hands"]
    assert len(hands) == 3
    assert {bet["spot"] for bet in hands[-1]["bets"]} == {"player", "banker", "tie", *sides.split(",")}


def test_screenshot_refuses_a_non_png_name(tmp_path: Path) -> None:
    result = in_process("screenshot", str(tmp_path / "x.jpg"))
    assert result.returncode == 2 and "PNG" in result.stderr


def test_help_lists_the_gui_commands() -> None:
    result = in_process("--help")
    assert result.returncode == 0
    for word in ("screenshot", "--smoke-test", "play"):
        assert word in result.stdout


def test_on_screen_without_a_display_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    result = in_process("screenshot", str(tmp_path / "x.png"), "--on-screen")
    assert result.returncode == 2 and "--on-screen needs a display" in result.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs Xvfb (apt install xvfb)")
def test_on_screen_draws_in_a_real_x_window(tmp_path: Path) -> None:
    """Under Xvfb the picture comes from Qt's X11 platform, not the offscreen one."""
    out = tmp_path / "x.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, "-m", "baccarat_desktop",
         "screenshot", str(out), "--on-screen", "--hands", "3", "--size", "1024x640"],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert "xcb)" in result.stdout, result.stdout  # drawn by the X11 platform
    assert (image.width(), image.height()) == (1024, 640) and _distinct_colours(image) > 20


# A process whose files cannot grow past this many bytes (RLIMIT_FSIZE): writing beyond fails with
# EFBIG, as a full disk fails with ENOSPC, after the first bytes went out. The history, its side files
# and Qt's caches stay below it; a 1600x1000 picture of the table does not.
# Files capped at LIMIT bytes: room for the history a screenshot plays (its write-ahead log peaks
# under 500 KB with every migration), none for a 1600x1000 picture (about 1 MB).
_SMALL_FILES = """
import resource, sys
LIMIT = int(sys.argv.pop(1))
resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))
from baccarat_desktop.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
@pytest.mark.parametrize("odds", [False, True])
def test_a_screenshot_that_cannot_be_written_whole_keeps_the_old_picture(tmp_path: Path, odds: bool) -> None:
    out = tmp_path / "shot.png"
    old = QImage(320, 240, QImage.Format.Format_RGB32)
    old.fill(0x0B6623)
    assert old.save(str(out))
    before = out.read_bytes()
    args = ["screenshot", str(out), "--hands", "2", "--size", "1600x1000", "--data-dir", str(tmp_path / "d")]
    result = subprocess.run(
        [sys.executable, "-c", _SMALL_FILES, "700000", *args, *(["--odds"] if odds else [])],
        capture_output=True,
        text=True,
        env=offscreen(),
        timeout=120,
    )
    assert out.read_bytes() == before  # the good picture, not a truncated new one
    assert result.returncode == 1
    assert f"cannot write {out}: File too large" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d", "shot.png"]  # no partial file left


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
@pytest.mark.parametrize("odds", [False, True], ids=["table", "odds"])
def test_a_screenshot_whose_hands_cannot_be_stored_says_why_instead_of_waiting_for_ever(
    tmp_path: Path, odds: bool
) -> None:
    """A hand the history cannot store made the window ask the player, modally, what to do: offscreen
    nobody answers and the command waited for ever (CI hit it once migrations made the history's first
    writes larger than the cap). A headless command says why and exits 1, writing no picture."""
    out = tmp_path / "shot.png"
    data = tmp_path / "d"
    first = ["screenshot", str(tmp_path / "first.png"), "--hands", "0", "--data-dir", str(data)]
    made = run(*first)
    assert made.returncode == 0, made.stderr  # the history made, its migrations done
    # No file may grow past the history as it stands, and a page: it opens, and its log fills long
    # before 80 hands are stored (a cap fixed in bytes broke as migrations grew the first writes).
    limit = (data / "profiles" / "default.sqlite3").stat().st_size + 4096
    args = ["screenshot", str(out), "--hands", "80", "--size", "640x400", "--data-dir", str(data)]
    result = subprocess.run(
        [sys.executable, "-c", _SMALL_FILES, str(limit), *args, *(["--odds"] if odds else [])],
        capture_output=True,
        text=True,
        env=offscreen(),
        timeout=120,
    )
    assert result.returncode == 1, (limit, result.stderr)
    assert "error: the history could not store a hand" in result.stderr, result.stderr
    assert not out.exists()


@pytest.mark.parametrize("odds", [False, True], ids=["table", "odds"])
def test_screenshot_on_an_unusable_history_says_why_instead_of_waiting_for_ever(
    tmp_path: Path, odds: bool
) -> None:
    """Offscreen, the window's 'what to do with this file' dialog has nobody to answer it: the
    screenshot waited for ever. A headless command says what is wrong and exits 1, file untouched."""
    history = tmp_path / "d" / "profiles" / "default.sqlite3"
    history.parent.mkdir(parents=True)
    history.write_bytes(b"not a history\n")
    extra = ["--odds"] if odds else []
    result = run("screenshot", str(tmp_path / "x.png"), "--data-dir", str(tmp_path / "d"), *extra, timeout=90)
    assert result.returncode == 1
    assert "is not a Baccarat Desktop history file" in result.stderr and "Traceback" not in result.stderr
    assert history.read_bytes() == b"not a history\n" and not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("odds", [False, True], ids=["table", "odds"])
def test_screenshot_plays_in_the_language_asked_for_with_or_without_the_odds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, odds: bool
) -> None:
    """``--language`` reaches the game the picture is taken of, the Odds panel's too (``--odds``
    once drew the panel in English whatever was asked)."""
    from baccarat_desktop import screenshots

    asked: list[dict[str, object]] = []

    def build_game(**kwargs: object) -> None:
        asked.append(dict(kwargs["settings_override"]))  # type: ignore[call-overload]
        return None  # no game: the command stops there, having said what it would play with

    monkeypatch.setattr(screenshots, "build_game", build_game)
    extra = ["--odds"] if odds else []
    result = in_process("screenshot", str(tmp_path / "x.png"), "--language", "zh_TW", *extra)
    assert result.returncode == 1
    assert [settings.get("language") for settings in asked] == ["zh_TW"]


def test_the_odds_picture_shows_the_odds_where_they_share_the_column_as_tabs(tmp_path: Path) -> None:
    """``screenshot --odds`` at 1024x640, where the scoreboard and the odds panel are tabs of one
    column: the odds' tab is in front (it once showed the scoreboard, the odds behind it). The
    scoreboard's roads are light paper; the odds panel is dark."""
    out = tmp_path / "odds.png"
    result = run("screenshot", str(out), "--hands", "3", "--size", "1024x640", "--odds")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    light = total = 0
    for y in range(int(image.height() * 0.25), int(image.height() * 0.8), 6):
        for x in range(int(image.width() * 0.72), image.width() - 20, 6):
            total += 1
            light += QColor(image.pixel(x, y)).lightness() > 200
    assert light / total < 0.2, f"{light / total:.0%} of the column is light: the scoreboard is in front"
