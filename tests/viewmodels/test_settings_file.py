"""The settings file: written whole or not at all, and read without running anything it holds.

QSettings writes its INI file through QSaveFile (a temporary file in the same folder, renamed over
the old one; Qt's qsettings.cpp, QConfFileSettingsPrivate::syncConfFile, with no direct-write
fallback while isAtomicSyncRequired() is true, its default), so a full disk keeps the old file: the
first test pins that. Reading is the danger: Qt turns a value written as ``@Variant(...)`` into an
object through QDataStream, and PySide6 reads its ``PySide::PyObjectWrapper`` type with
``pickle.loads``, so a settings file could run code, or (damaged) raise at start. The game never
writes such a value; a file holding anything but the plain values it writes is set aside unread.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.viewmodels.settings import GameSettings, load_settings, save_settings, settings_store

CHOSEN = GameSettings(decks=6, side_bets=(BetSpot.BIG, BetSpot.LUCKY_6), language="zh_TW", text_size=130)


def set_aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("settings.ini.set-aside-*"))


# -- writing ---------------------------------------------------------------------------------------
# A process whose files cannot grow past this many bytes (RLIMIT_FSIZE): writes beyond fail (EFBIG)
# as on a full disk, after the first bytes went out.
_SAVE_WITH_SMALL_FILES = """
import resource, sys
from pathlib import Path
from baccarat_desktop.viewmodels.settings import GameSettings, save_settings, settings_store
store = settings_store(Path(sys.argv[1]))
resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200))
save_settings(store, GameSettings(decks=8, language="en", text_size=150))
print(store.status().name)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_settings_saved_onto_a_full_disk_keep_the_old_file(qapp: Any, tmp_path: Path) -> None:
    save_settings(settings_store(tmp_path), CHOSEN)
    before = (tmp_path / "settings.ini").read_bytes()
    assert len(before) > 200  # the new file cannot be written whole either
    done = subprocess.run(
        [sys.executable, "-c", _SAVE_WITH_SMALL_FILES, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "AccessError"  # Qt says the sync failed...
    assert (tmp_path / "settings.ini").read_bytes() == before  # ...and the old file is whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.ini"]  # no temporary file left


# -- reading ---------------------------------------------------------------------------------------
class _Marker:
    """Pickled as a call that writes a file: unpickling it is running code."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (eval, (f"__import__('pathlib').Path({str(self.path)!r}).touch()",))  # no comma


def _pickled_value_line(scratch: Path, marker: Path) -> bytes:
    """The INI line PySide6 writes for a Python object: ``key=@Variant(...PyObjectWrapper...)``."""
    writer = QSettings(str(scratch / "written.ini"), QSettings.Format.IniFormat)
    writer.setValue("game/decks", _Marker(marker))
    writer.sync()
    line = next(x for x in (scratch / "written.ini").read_bytes().splitlines() if x.startswith(b"decks="))
    assert b"@Variant(" in line and b"PyObjectWrapper" in line
    return line


@pytest.mark.parametrize("disguise", ["plain", "escaped", "in a list", "on a line of its own after CR"])
def test_a_settings_file_never_runs_a_pickled_value(qapp: Any, tmp_path: Path, disguise: str) -> None:
    scratch, folder = tmp_path / "scratch", tmp_path / "data"
    scratch.mkdir()
    folder.mkdir()
    marker = tmp_path / "ran.txt"
    line = _pickled_value_line(scratch, marker)
    value = line.split(b"=", 1)[1]
    lines = {
        "plain": line,
        "escaped": b'decks="\\x40' + value.strip(b'"')[1:] + b'"',  # '@' as an escape: Qt unescapes first
        "in a list": b"decks=6, " + value,
        "on a line of its own after CR": b"language=@ByteArray(en)\rdecks=" + value,
    }[disguise]
    (folder / "settings.ini").write_bytes(b"[game]\ntext_size=130\n" + lines + b"\n")

    settings = load_settings(settings_store(folder))

    assert not marker.exists()
    assert settings == GameSettings()  # read as no settings at all
    kept = set_aside(folder)
    assert len(kept) == 1 and lines in kept[0].read_bytes()  # kept, for whoever wants to look
    save_settings(settings_store(folder), CHOSEN)  # and the game goes on with a new file
    assert load_settings(settings_store(folder)) == CHOSEN


def test_a_damaged_variant_value_does_not_stop_the_game(qapp: Any, tmp_path: Path) -> None:
    """A value cut short inside a pickle raised EOFError from the settings' first read."""
    (tmp_path / "settings.ini").write_bytes(
        b"[game]\ndecks=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0\\0\\0\\0\\x18\\x80\\x4\\x95)\n"
    )
    assert load_settings(settings_store(tmp_path)) == GameSettings()
    assert len(set_aside(tmp_path)) == 1


def test_what_the_game_writes_is_read_back_and_never_set_aside(qapp: Any, tmp_path: Path) -> None:
    """Every setting, and the window's layout as bytes of every value (Qt writes them escaped,
    quoted when they hold a comma, a semicolon or an equals sign)."""
    store = settings_store(tmp_path)
    save_settings(store, CHOSEN)
    layout = bytes(range(256)) + b',;="\\@Variant(x)'
    store.setValue("window/geometry", QByteArray(layout))
    store.setValue("window/state", QByteArray(b"\x00\x01\x02"))
    store.sync()
    shutil.copy(tmp_path / "settings.ini", tmp_path / "copy.ini")  # read afresh, not from Qt's cache
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    os.replace(tmp_path / "copy.ini", fresh / "settings.ini")
    again = settings_store(fresh)
    assert load_settings(again) == CHOSEN
    assert bytes(again.value("window/geometry").data()) == layout
    assert set_aside(fresh) == []


def test_a_hand_edited_file_is_read_value_by_value(qapp: Any, tmp_path: Path) -> None:
    """Comments, spaces, CR LF, a list without quotes, words in Chinese, a '$': plain text, read as
    such (each setting falls back to its default on its own), never set aside."""
    (tmp_path / "settings.ini").write_bytes(
        "; my table\r\n[game]\r\ndecks = 6\r\nside_bets=big, lucky_6\r\nlanguage=中文\r\n"
        'table_min_cents=$5\r\nsqueeze="my side"\r\ntext_size=130 ; bigger\r\n'.encode()
    )
    settings = load_settings(settings_store(tmp_path))
    defaults = GameSettings()
    assert (settings.decks, settings.side_bets) == (6, (BetSpot.BIG, BetSpot.LUCKY_6))
    assert (settings.language, settings.table_min_cents) == (defaults.language, defaults.table_min_cents)
    assert set_aside(tmp_path) == []


def test_a_quote_left_open_cannot_carry_a_value_onto_the_next_line(qapp: Any, tmp_path: Path) -> None:
    """Qt carries a quoted value on past the line's end, so a layout line that is harmless on its own
    could end up read after a list's comma: a quote left open is refused."""
    marker = tmp_path / "ran.txt"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    value = _pickled_value_line(scratch, marker).split(b"=", 1)[1]
    assert not value.startswith(b'"')  # no comma in it: a list's element as it stands
    (tmp_path / "settings.ini").write_bytes(
        b'[game]\nlanguage="en\ngeometry="@ByteArray(x,\\x40' + value[1:] + b'"'  # no last LF to carry
    )
    assert load_settings(settings_store(tmp_path)) == GameSettings()
    assert not marker.exists() and len(set_aside(tmp_path)) == 1


_PIECES = [b'"', b",", b";", b"\\", b"\\x40", b"\\100", b"@", b"@@", b"@ByteArray(", b")", b"\n", b"\r", b" "]
_PIECES += [b"\\x4", b"\\\n", b'\\"', b"k=", b"[game]", b"=", b"x", b"0"]


@pytest.fixture(scope="module")
def pickled(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, Path]:
    """A pickled value's text after its '@' ('Variant(...)'), and the file it makes when run."""
    scratch = tmp_path_factory.mktemp("pickled")
    marker = scratch / "ran.txt"
    value = _pickled_value_line(scratch, marker).split(b"=", 1)[1]
    return value[1:], marker


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_no_file_the_game_reads_runs_a_pickled_value(
    qapp: Any, tmp_path: Path, pickled: tuple[bytes, Path], data: st.DataObject
) -> None:
    """Files of quotes, commas, escapes, line ends and pickled values, in any order: whatever the
    game lets Qt read, reading it never runs the pickle."""
    body, marker = pickled
    pieces = [*_PIECES, body, b"@" + body, b"\\x40" + body]
    text = b"".join(data.draw(st.lists(st.sampled_from(pieces), min_size=1, max_size=14)))
    folder = Path(tempfile.mkdtemp(dir=tmp_path))  # a new path each time: never Qt's cached file
    (folder / "settings.ini").write_bytes(text)
    store = settings_store(folder)
    for key in store.allKeys():
        store.value(key)
    assert not marker.exists(), text
