"""Files written for people (exports, reports, pictures): a failure never replaces a good file with
a bad one, and a writer killed mid-way leaves nothing behind for good.

A full disk is simulated by a write that fails with ENOSPC after some bytes went out; a kill is a
real process stopped with SIGKILL while it holds its partial file.
"""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from baccarat_desktop.storage import outputs
from baccarat_desktop.storage.outputs import output_file, remove_abandoned_partials
from tests.command_line import in_process
from tests.waiting import wait_for

OLD = b"\x89PNG\r\n\x1a\n the good picture that was here before" * 50

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and flock are POSIX")


def partials(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".partial-" in p.name)


def test_a_full_disk_mid_write_leaves_the_old_file_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "chart.png"
    target.write_bytes(OLD)
    with pytest.raises(OSError) as failed, output_file(target, binary=True) as out:
        out.write(b"\x89PNG new picture, its first half" * 1000)
        raise OSError(errno.ENOSPC, "No space left on device")
    assert failed.value.errno == errno.ENOSPC
    assert target.read_bytes() == OLD
    assert partials(tmp_path) == []


def test_the_new_file_is_on_the_disk_before_it_replaces_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bytes are synced before the rename (else a power cut can leave an empty file under the
    name after the rename): a disk that fails the sync keeps the old file."""
    target = tmp_path / "summary.json"
    target.write_bytes(OLD)

    def no_room(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(outputs.os, "fsync", no_room)
    with pytest.raises(OSError), output_file(target) as out:
        out.write('{"hands": 3}\n')
    assert target.read_bytes() == OLD
    assert partials(tmp_path) == []


# -- a writer killed mid-way ----------------------------------------------------------------------
# The real `export` command, paused after its first bytes until the test kills it: the writing and
# its partial file are the command's own.
_PAUSED_EXPORT = """
import sys
from baccarat_desktop import cli
from baccarat_desktop.storage import exchange

real = exchange.export_csv

def paused(history, out, *args):
    out.write("the first bytes of the export\\n")
    out.flush()
    sys.stdin.readline()  # until the test kills this process (or lets it go on)
    return real(history, out, *args)

exchange.export_csv = paused
sys.exit(cli.main(sys.argv[1:]))
"""


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("history") / "h.sqlite3"
    done = in_process("autoplay", "--db", str(db), "--hands", "5", "--seed", "1", "--bet", "banker=1000")
    assert done.returncode == 0, done.stderr
    return db


@pytest.fixture
def paused_export() -> Iterator[partial[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []

    def start(db: Path, out: Path) -> subprocess.Popen[str]:
        args = ["export", "--db", str(db), "--format", "csv", "--out", str(out)]
        proc = subprocess.Popen(
            [sys.executable, "-c", _PAUSED_EXPORT, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started.append(proc)
        return proc

    yield partial(start)
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def _has_started(partial_file: Path) -> bool:
    try:
        return partial_file.read_bytes().startswith(b"the first bytes")
    except FileNotFoundError:
        return False


def test_a_partial_file_left_by_kill_9_is_removed_by_the_next_export(
    history: Path, tmp_path: Path, paused_export: partial[subprocess.Popen[str]]
) -> None:
    out = tmp_path / "hands.csv"
    out.write_text("an older export\n")
    proc = paused_export(history, out)
    left = tmp_path / f".hands.csv.partial-{proc.pid}"
    wait_for(partial(_has_started, left), "the export wrote its first bytes", process=proc)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert partials(tmp_path) == [left.name]  # what kill -9 leaves
    assert out.read_text() == "an older export\n"

    again = in_process("export", "--db", str(history), "--format", "csv", "--out", str(out))
    assert again.returncode == 0, again.stderr
    assert partials(tmp_path) == []
    assert len(out.read_text().splitlines()) == 6  # a header and the 5 hands


def test_the_partial_file_of_a_running_export_is_left_alone(
    history: Path, tmp_path: Path, paused_export: partial[subprocess.Popen[str]]
) -> None:
    out = tmp_path / "hands.csv"
    proc = paused_export(history, out)
    working = tmp_path / f".hands.csv.partial-{proc.pid}"
    wait_for(partial(_has_started, working), "the export wrote its first bytes", process=proc)

    assert remove_abandoned_partials(out) == []
    with output_file(out) as mine:  # another writer of the same name meanwhile
        mine.write("written while the other export was at work\n")
    assert working.exists()

    _stdout, stderr = proc.communicate("go on\n")
    assert proc.returncode == 0, stderr
    assert partials(tmp_path) == []
    lines = out.read_text().splitlines()
    assert lines[0] == "the first bytes of the export" and len(lines) == 7  # the last writer's file


def test_an_abandoned_partial_whose_process_id_is_in_use_again_is_removed(tmp_path: Path) -> None:
    """Process ids are reused: a partial file named for a running process (here this one, or its
    parent) that nobody holds a lock on was left by an earlier process of that id."""
    out = tmp_path / "hands.csv"
    mine = tmp_path / f".hands.csv.partial-{os.getpid()}"
    parents = tmp_path / f".hands.csv.partial-{os.getppid()}"
    for name in (mine, parents):
        name.write_text("left by an earlier process that had this id\n")
    with output_file(out) as handle:
        handle.write("new\n")
    assert out.read_text() == "new\n"
    assert partials(tmp_path) == []


def test_only_plain_partial_files_of_that_name_are_removed(tmp_path: Path) -> None:
    out = tmp_path / "hands.csv"
    kept = [
        tmp_path / ".hands.csv.partial-notanumber",
        tmp_path / ".other.csv.partial-12345",
        tmp_path / "hands.csv.partial-12345",
    ]
    for path in kept:
        path.write_text("not ours\n")
    precious = tmp_path / "precious.txt"
    precious.write_text("kept\n")
    (tmp_path / ".hands.csv.partial-99999").symlink_to(precious)
    os.mkfifo(tmp_path / ".hands.csv.partial-99998")  # opening it would wait for a writer
    with output_file(out) as handle:
        handle.write("new\n")
    assert all(path.exists() for path in kept)
    assert precious.read_text() == "kept\n"
    assert (tmp_path / ".hands.csv.partial-99999").is_symlink()
    assert (tmp_path / ".hands.csv.partial-99998").exists()
