"""Every file the game cannot use gets a clear message, is left exactly as it was, and (where starting
afresh makes sense) can be kept aside under a new name while a new history starts in its place.

Cases: not SQLite, corrupt, locked by another running copy, a read-only location, a full disk.
"""

from __future__ import annotations

import contextlib
import errno
import io
import json
import os
import pwd
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

import baccarat_desktop.cli
import baccarat_desktop.cli.history
from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.storage.database import set_aside
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.storage.verify import verify_history
from tests.command_line import in_process
from tests.waiting import wait_for

from .support import check_invariants, counts, file_hash, side_files

BETS = {BetSpot.BANKER: 500, BetSpot.TIE: 100}


def make_history(path: Path, hands: int = 30) -> Path:
    with History.open(path) as history:
        table = RecordedTable.open(history, bankroll_cents=1_000_000, seed=8)
        for _ in range(hands):
            table.play(BETS)
    return path


def refused(path: Path, problem: Problem, *, write: bool = True) -> StorageError:
    with pytest.raises(StorageError) as info:
        History.open(path, write=write)
    assert info.value.problem is problem, info.value
    assert str(info.value).endswith(info.value.advice)  # every message says what the user can do
    return info.value


def set_aside_and_start_anew(path: Path, original: bytes) -> Path:
    kept = set_aside(path)
    assert kept.parent == path.parent and kept.name.startswith(path.name + ".set-aside-")
    assert kept.read_bytes() == original
    assert not path.exists()
    with History.open(path) as history:
        assert history.count("hands") == 0
        RecordedTable.open(history, seed=1).play(BETS)
    assert kept.read_bytes() == original  # still there, still as it was
    return kept


def autoplay(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return in_process(
        "autoplay", "--db", str(path), "--hands", "3", "--bet", "banker=500", "--seed", "1", *extra
    )


# -- Not SQLite ------------------------------------------------------------------------------------
NOT_SQLITE = {
    "random-bytes": random.Random(7).randbytes(20_000),
    "text": b"Shopping list\nmilk\neggs\n" * 50,
    "almost-sqlite": b"SQLite format 2\x00" + bytes(4_000),
}


@pytest.mark.parametrize("name", list(NOT_SQLITE))
def test_not_sqlite_is_refused_untouched_and_can_be_set_aside(tmp_path: Path, name: str) -> None:
    path = tmp_path / "h.sqlite3"
    content = NOT_SQLITE[name]
    path.write_bytes(content)
    for write in (True, False):
        error = refused(path, Problem.NOT_SQLITE, write=write)
        assert "is not a Baccarat Desktop history file" in str(error) and error.can_set_aside
    assert path.read_bytes() == content and side_files(path) == []
    set_aside_and_start_anew(path, content)


def foreign_database(path: Path) -> bytes:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('bread')")
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize(
    ("kind", "message"),
    [("text", "not a Baccarat Desktop history file"), ("foreign", "an SQLite database of another program")],
)
def test_autoplay_set_aside_keeps_the_unusable_file(tmp_path: Path, kind: str, message: str) -> None:
    path = tmp_path / "h.sqlite3"
    if kind == "text":
        path.write_bytes(NOT_SQLITE["text"])
    content = path.read_bytes() if kind == "text" else foreign_database(path)
    plain = autoplay(path)
    assert plain.returncode == 1
    assert message in plain.stderr and "--set-aside" in plain.stderr
    assert path.read_bytes() == content

    again = autoplay(path, "--set-aside")
    assert again.returncode == 0, again.stderr
    kept = [p for p in tmp_path.iterdir() if ".set-aside-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert f"kept the unusable file as {kept[0]}" in again.stderr
    assert counts(path)["hands"] == 3


def test_another_programs_database_can_be_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    content = foreign_database(path)
    error = refused(path, Problem.FOREIGN)
    assert error.can_set_aside
    kept = set_aside_and_start_anew(path, content)
    conn = sqlite3.connect(kept)
    assert conn.execute("SELECT name FROM recipes").fetchall() == [("bread",)]
    conn.close()


# -- Corrupt ---------------------------------------------------------------------------------------
def scribble_pages(data: bytes, where: float = 0.5) -> bytes:
    """Random bytes over three whole pages ``where`` into the file, its middle by default (page 1,
    the header, intact)."""
    page = int.from_bytes(data[16:18], "big")
    middle = int(len(data) // page * where)
    damaged = bytearray(data)
    damaged[middle * page : (middle + 3) * page] = random.Random(3).randbytes(3 * page)
    return bytes(damaged)


CORRUPTIONS: dict[str, Callable[[bytes], bytes]] = {
    "garbage-in-the-middle": scribble_pages,
    "truncated-to-half": lambda data: data[: len(data) // 2],
    "truncated-mid-page": lambda data: data[: len(data) // 2 + 1234],
    "only-the-header": lambda data: data[:100],
}


def plain_quick_check(path: Path) -> list[Any]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return [row[0] for row in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as exc:
        return [str(exc)]
    finally:
        conn.close()


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_a_corrupt_history_is_refused_untouched_and_can_be_set_aside(tmp_path: Path, name: str) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=300)
    damaged = CORRUPTIONS[name](path.read_bytes())
    path.write_bytes(damaged)
    assert plain_quick_check(path) != ["ok"]  # the damage is real
    for write in (True, False):
        error = refused(path, Problem.CORRUPT, write=write)
        assert "is damaged" in str(error) and error.can_set_aside
    assert path.read_bytes() == damaged
    kept = set_aside_and_start_anew(path, damaged)
    # SQLite's -wal/-shm of the damaged file went aside with it, not left for the new history.
    assert {p.name for p in tmp_path.iterdir()} <= {
        path.name, path.name + ".lock", path.name + "-wal", path.name + "-shm",
        kept.name, kept.name + "-wal", kept.name + "-shm",
    }  # fmt: skip


def test_autoplay_refuses_a_corrupt_file_and_sets_it_aside_when_asked(tmp_path: Path) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=300)
    damaged = scribble_pages(path.read_bytes())
    path.write_bytes(damaged)
    plain = autoplay(path)
    assert plain.returncode == 1 and "is damaged" in plain.stderr and "--set-aside" in plain.stderr
    assert path.read_bytes() == damaged
    verify = in_process("verify", "--db", str(path))
    assert verify.returncode == 1 and "is damaged" in verify.stderr
    again = autoplay(path, "--set-aside")
    assert again.returncode == 0, again.stderr
    (kept,) = [
        p for p in tmp_path.iterdir() if p.name.endswith(tuple("0123456789")) and ".set-aside-" in p.name
    ]
    assert kept.read_bytes() == damaged
    assert check_invariants(path)["hands"] == 3


# -- Locked by another running copy ----------------------------------------------------------------
HOLDER = """
import sys
from baccarat_desktop.storage.history import History
history = History.open(sys.argv[1])
print("ready", flush=True)
sys.stdin.read()  # hold the history until the test closes our stdin (or kills us)
history.close()
"""


@contextlib.contextmanager
def held_by_another_process(path: Path) -> Iterator[subprocess.Popen[str]]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=30)


def test_a_history_held_by_another_copy_is_refused(tmp_path: Path) -> None:
    path = make_history(tmp_path / "h.sqlite3")
    before = file_hash(path)
    with held_by_another_process(path) as holder:
        error = refused(path, Problem.LOCKED)
        assert "in use by another running copy" in str(error)
        assert f"(process {holder.pid})" in str(error)
        assert "Close the other copy first" in str(error) and not error.can_set_aside
        # Set-aside never moves a file another copy is writing.
        with pytest.raises(StorageError) as info:
            set_aside(path)
        assert info.value.problem is Problem.LOCKED
        result = autoplay(path, "--set-aside")
        assert result.returncode == 1 and "another running copy" in result.stderr
        assert not [p for p in tmp_path.iterdir() if ".set-aside-" in p.name]
        # Reading needs no lock: a second copy can still verify or export.
        assert in_process("verify", "--db", str(path)).returncode == 0
        holder.kill()  # even kill -9: the operating system drops the lock with the process
        holder.wait(timeout=30)
        with History.open(path) as history:
            assert history.count("hands") == 30
    assert file_hash(path) == before


def _names(lock: Path, pid: int) -> bool:
    """Whether the lock file names process ``pid`` as the history's writer."""
    try:
        return lock.read_text() == str(pid)
    except FileNotFoundError:
        return False


def test_autoplay_refuses_a_history_another_autoplay_is_playing(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    lock = tmp_path / "h.sqlite3.lock"
    first = subprocess.Popen(
        [sys.executable, "-m", "baccarat_desktop", "autoplay", "--db", str(path), "--hands", "10000000",
         "--bet", "banker=500", "--seed", "1", "--bankroll", "1000000000"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        wait_for(partial(_names, lock, first.pid), "the first copy took the lock", process=first)
        second = autoplay(path)
        assert second.returncode == 1
        assert "in use by another running copy" in second.stderr and f"process {first.pid}" in second.stderr
        assert first.poll() is None  # the first copy plays on, undisturbed
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate(timeout=30)
    check_invariants(path)


def test_a_second_writer_in_the_same_process_is_refused(tmp_path: Path) -> None:
    path = make_history(tmp_path / "h.sqlite3", hands=2)
    with History.open(path):
        refused(path, Problem.LOCKED)
        with History.open(path, write=False) as reader:
            assert reader.count("hands") == 2
    with History.open(path) as history:
        assert history.writable


# -- A read-only location --------------------------------------------------------------------------
def nobody() -> tuple[int, int]:
    """The unprivileged user's uid and gid (65534, the usual 'nobody', if there is no such entry)."""
    try:
        entry = pwd.getpwnam("nobody")
    except KeyError:
        return 65534, 65534
    return entry.pw_uid, entry.pw_gid


def as_unprivileged(fn: Callable[[], Any]) -> Any:
    """Run ``fn`` where file permissions apply.

    Not root: in this process. Root ignores permissions, so then in a forked child that drops to
    ``nobody``. A fork, not a new interpreter: this venv's Python lives under /root (mode 700), which
    ``nobody`` cannot even execute, while a forked child already has the interpreter and every module
    loaded. The result (or the child's exception, as text) comes back through a pipe as JSON."""
    if os.geteuid() != 0:
        return fn()
    uid, gid = nobody()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        try:
            os.close(read_end)
            os.setgroups([])
            os.setgid(gid)
            os.setuid(uid)
            outcome = ["ok", fn()]
        except BaseException as exc:
            outcome = ["error", f"{type(exc).__name__}: {exc}"]
        try:
            os.write(write_end, json.dumps(outcome).encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    assert status == 0 and data, "the unprivileged child failed"
    kind, value = json.loads(data)
    assert kind == "ok", value
    return value


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder outside pytest's own (mode 700) temporary tree, so ``nobody`` can reach it."""
    path = Path(tempfile.mkdtemp(prefix="baccarat-ro-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        path.chmod(0o755)
        shutil.rmtree(path)


def storage_problem(action: Callable[[], object]) -> list[str]:
    try:
        action()
    except StorageError as exc:
        return [exc.problem.value, str(exc)]
    return ["none", ""]


def cli_in_process(*args: str) -> list[Any]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = baccarat_desktop.cli.main(list(args))
    return [code, err.getvalue()]


def test_a_read_only_folder(shared_dir: Path) -> None:
    folder = shared_dir / "ro"
    folder.mkdir()
    path = make_history(folder / "h.sqlite3")
    assert not (folder / "h.sqlite3.lock").exists()  # the writer's lock file went with the writer
    before = {p.name: file_hash(p) for p in folder.iterdir()}
    folder.chmod(0o755 if os.geteuid() == 0 else 0o555)  # root's folder: nobody may read, not write

    def attempts() -> dict[str, Any]:
        new = folder / "new.sqlite3"
        return {
            "existing": storage_problem(lambda: History.open(path).close()),
            "new": storage_problem(lambda: History.open(new).close()),
            "set_aside": storage_problem(lambda: set_aside(path)),
            "autoplay": cli_in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=500"),
            "can_write_here": os.access(folder, os.W_OK),
        }

    seen = as_unprivileged(attempts)
    assert seen["can_write_here"] is False  # the premise: permissions really apply
    for case in ("existing", "new", "set_aside"):
        problem, message = seen[case]
        assert problem == "read_only", (case, message)
        assert f"Cannot write in the folder {folder}" in message
        assert "Choose a file in a folder you can write to." in message
    code, stderr = seen["autoplay"]
    assert code == 1 and "Cannot write in the folder" in stderr
    folder.chmod(0o755)
    assert {p.name: file_hash(p) for p in folder.iterdir()} == before  # nothing created, nothing changed


def test_a_read_only_file_in_a_writable_folder(shared_dir: Path) -> None:
    folder = shared_dir / "rw"
    folder.mkdir()
    path = make_history(folder / "h.sqlite3")
    before = file_hash(path)
    path.chmod(0o444)
    if os.geteuid() == 0:
        os.chown(folder, *nobody())  # the folder is theirs, the file is not

    def attempt() -> dict[str, Any]:
        return {
            "open": storage_problem(lambda: History.open(path).close()),
            "file_writable": os.access(path, os.W_OK),
        }

    seen = as_unprivileged(attempt)
    assert seen["file_writable"] is False
    problem, message = seen["open"]
    assert problem == "read_only", message  # refused when opened, not at the first bet
    assert f"The history file {path} is read-only." in message
    assert side_files(path) == []  # refused before SQLite read a byte (so no -wal/-shm either)
    assert file_hash(path) == before


def test_a_history_in_a_folder_that_cannot_be_entered(shared_dir: Path) -> None:
    """Someone else's private folder (e.g. --db pointing into another user's home): a clear refusal,
    never a traceback."""
    folder = shared_dir / "private"
    folder.mkdir()
    path = make_history(folder / "h.sqlite3")
    before = file_hash(path)
    folder.chmod(0o700 if os.geteuid() == 0 else 0o000)  # root's and private: nobody may not enter

    def attempts() -> dict[str, Any]:
        return {
            "write": storage_problem(lambda: History.open(path).close()),
            "read": storage_problem(lambda: History.open(path, write=False).close()),
            "verify": cli_in_process("verify", "--db", str(path)),
        }

    try:
        seen = as_unprivileged(attempts)
    finally:
        folder.chmod(0o755)
    for case in ("write", "read"):
        problem, message = seen[case]
        assert problem == "read_only", (case, message)
        assert f"{path} cannot be read." in message
    code, stderr = seen["verify"]
    assert code == 1 and f"{path} cannot be read." in stderr
    assert file_hash(path) == before


# -- A full disk -----------------------------------------------------------------------------------
def test_a_full_disk_loses_nothing_and_play_resumes_once_there_is_room(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    history = History.open(path)
    try:
        table = RecordedTable.open(history, bankroll_cents=10_000_000, seed=12)
        for _ in range(5):
            table.play(BETS)
        conn = history.db.conn
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        assert conn.execute(f"PRAGMA max_page_count = {pages}").fetchone()[0] == pages  # no room to grow
        played = 5
        with pytest.raises(StorageError) as info:
            for _ in range(10_000):
                table.play(BETS)
                played += 1
        error = info.value
        assert error.problem is Problem.DISK_FULL
        assert "is full" in str(error) and "nothing already saved was lost" in str(error)
        assert not error.can_set_aside

        # Nothing half-written: every stored hand is whole, with both bets, and the chain holds.
        stored = check_invariants(path)
        assert stored["hands"] == played
        assert stored["bets"] == 2 * played
        # Memory was reloaded from the file: it is not ahead of what is stored.
        assert table.bankroll_cents == history.bankroll(table.session_id)
        pending = history.pending(table.session_id)
        begun = table.hand_in_progress
        if pending is None:
            assert begun is None
        else:  # the bets were stored and the hand failed: it is the recovered hand, same bets
            assert begun is not None and dict(begun.bets) == pending.bets
            assert (
                begun.hand_no == pending.hand_no
                and begun.bankroll_before_cents == pending.bankroll_before_cents
            )

        conn.execute("PRAGMA max_page_count = 1073741823")  # room again
        for _ in range(40):
            table.play(BETS)
        stored_after = check_invariants(path)
        assert stored_after["hands"] == played + 40 + (1 if pending else 0)
        assert stored_after["pending_hands"] == 0
        assert verify_history(history).ok
    finally:
        history.close()
    assert in_process("verify", "--db", str(path)).returncode == 0


class _FullDisk:
    """A file on a disk with room for its name but not for a byte of it (ENOSPC on write)."""

    def __init__(self, handle: Any) -> None:
        self._handle = handle

    def __getattr__(self, name: str) -> Any:
        return getattr(self._handle, name)

    def write(self, _text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_while_taking_the_lock_is_said_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Writing the process id into the new .lock file fails: it used to end in a traceback and
    leave an empty .lock beside the history."""
    from baccarat_desktop.storage import lock

    path = make_history(tmp_path / "h.sqlite3", hands=3)
    before = file_hash(path)
    monkeypatch.setattr(lock, "open", lambda *a, **k: _FullDisk(open(*a, **k)), raising=False)  # noqa: SIM115
    for attempt in (
        lambda: History.open(path),
        lambda: set_aside(path),
        lambda: History.open(tmp_path / "new"),
    ):
        with pytest.raises(StorageError) as info:
            attempt()
        assert info.value.problem is Problem.DISK_FULL, info.value
        assert "is full" in str(info.value) and not info.value.can_set_aside
        assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]  # no .lock, no new file
    code, stderr = cli_in_process("autoplay", "--db", str(path), "--hands", "1", "--bet", "banker=500")
    assert code == 1 and "is full" in stderr and "Free some disk space" in stderr
    assert "Traceback" not in stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"] and file_hash(path) == before


def test_a_history_in_a_read_only_folder_can_still_be_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Readers (verify, export, report) open a history in a folder they cannot write as immutable:
    a WAL reader would otherwise need to create the -shm file there."""
    import os

    from baccarat_desktop.engine.bets import BetSpot
    from baccarat_desktop.storage import database
    from baccarat_desktop.storage.history import History
    from baccarat_desktop.storage.recorder import RecordedTable

    folder = tmp_path / "cdrom"
    folder.mkdir()
    path = folder / "h.sqlite3"
    with History.open(path) as history:
        table = RecordedTable.open(history, seed=3)
        for _ in range(5):
            table.play({BetSpot.BANKER: 500})
    for side in ("-wal", "-shm"):
        (folder / f"h.sqlite3{side}").unlink(missing_ok=True)
    real_access = os.access
    monkeypatch.setattr(
        database.os,
        "access",
        lambda p, mode: False if Path(p) == folder and mode == os.W_OK else real_access(p, mode),
    )
    with History.open(path, write=False) as reader:
        assert reader.count("hands") == 5
    assert sorted(p.name for p in folder.iterdir()) == ["h.sqlite3"]  # nothing created, nothing left


# -- Devices and special files, and nothing left beside a refused file ------------------------------
def test_a_device_is_refused_before_anything_is_created_beside_it() -> None:
    """--db /dev/null used to leave /dev/null.lock and /dev/null-journal behind."""
    beside = [Path("/dev/null.lock"), Path("/dev/null-journal"), Path("/dev/null-wal")]
    existed = [p.exists() for p in beside]
    for command in (["autoplay", "--hands", "1"], ["verify"], ["import", "nowhere.json"]):
        result = in_process(*command, "--db", "/dev/null")
        assert result.returncode in (1, 2), result.stderr
        if command[0] != "import":  # import first reads its file (missing here)
            assert "/dev/null is a device or special file, not a history file" in result.stderr
        assert "Traceback" not in result.stderr
    assert [p.exists() for p in beside] == existed
    error = refused(Path("/dev/null"), Problem.NOT_A_FILE)
    assert not error.can_set_aside  # never offered: setting /dev/null aside would rename it


def test_a_socket_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    import socket

    path = tmp_path / "h.sqlite3"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    try:
        for write in (True, False):
            refused(path, Problem.NOT_A_FILE, write=write)
        assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]
    finally:
        server.close()


def test_links_in_a_circle_and_a_file_used_as_a_folder_are_said_plainly(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to("b")
    (tmp_path / "b").symlink_to("a")
    make_history(tmp_path / "h.sqlite3", hands=1)
    before = sorted(p.name for p in tmp_path.iterdir())
    cases = {
        tmp_path / "a": "is a symbolic link that leads round in a circle",
        tmp_path / "h.sqlite3" / "x.sqlite3": f"{tmp_path / 'h.sqlite3'} is a file, not a folder",
    }
    for path, words in cases.items():
        for write in (True, False):
            if write or path.name == "a":
                assert words in str(refused(path, Problem.NOT_A_FILE, write=write))
        result = autoplay(path)
        assert result.returncode == 1 and words in result.stderr and "Traceback" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def wal_database(path: Path, *, user_version: int = 0, application_id: int = 0) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE notes (x)")
    conn.execute(f"PRAGMA user_version = {user_version}")
    conn.execute(f"PRAGMA application_id = {application_id}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("kind", ["foreign", "newer"])
def test_a_refused_database_has_no_lock_or_journal_left_beside_it(tmp_path: Path, kind: str) -> None:
    from baccarat_desktop.storage.schema import APPLICATION_ID, SCHEMA_VERSION

    path = tmp_path / "h.sqlite3"
    if kind == "foreign":
        wal_database(path)
    else:
        wal_database(path, user_version=SCHEMA_VERSION + 1, application_id=APPLICATION_ID)
    before = file_hash(path)
    for write in (True, False):
        refused(path, Problem.FOREIGN if kind == "foreign" else Problem.NEWER_SCHEMA, write=write)
    result = autoplay(path)
    assert result.returncode == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]  # no .lock, -wal, -shm
    assert file_hash(path) == before


# -- The command line says what to do with its own options -------------------------------------------
def test_storage_messages_on_the_command_line_speak_of_its_options(tmp_path: Path) -> None:
    path = make_history(tmp_path / "h.sqlite3")
    path.write_bytes(scribble_pages(path.read_bytes()))
    for side in ("-wal", "-shm"):
        path.with_name(path.name + side).unlink(missing_ok=True)
    writing = autoplay(path)
    reading = in_process("verify", "--db", str(path))
    for result in (writing, reading):
        assert result.returncode == 1
        assert "is damaged" in result.stderr
        assert "Choose" not in result.stderr and "try again" not in result.stderr  # the window's words
    assert "Give another --db, or run again with --set-aside" in writing.stderr
    assert "Give another --db." in reading.stderr and "--set-aside" not in reading.stderr


def test_report_reads_a_history_in_a_read_only_folder(shared_dir: Path) -> None:
    """It used to fail there (its second reader wanted to create the -shm file) while verify and
    export read the same file fine."""
    folder = shared_dir / "ro"
    folder.mkdir()
    path = make_history(folder / "h.sqlite3")
    warm_up = cli_in_process("report", "--db", str(path), "--out", str(shared_dir / "warm-up"))
    assert warm_up[0] == 0, warm_up  # every module loaded before the fork (nobody cannot read root's)
    out = shared_dir / "report"
    out.mkdir()
    out.chmod(0o777)
    folder.chmod(0o755 if os.geteuid() == 0 else 0o555)

    def attempt() -> dict[str, Any]:
        return {
            "report": cli_in_process("report", "--db", str(path), "--out", str(out)),
            "can_write_here": os.access(folder, os.W_OK),
        }

    seen = as_unprivileged(attempt)
    folder.chmod(0o755)
    assert seen["can_write_here"] is False
    code, stderr = seen["report"]
    assert code == 0, stderr
    assert (out / "bankroll.png").stat().st_size > 0 and (out / "summary.json").exists()
    assert sorted(p.name for p in folder.iterdir()) == ["h.sqlite3"]
