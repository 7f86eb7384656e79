"""A private desktop for screen-reader tests: an X screen (Xvfb), a D-Bus session, the AT-SPI bus,
the game in its own process, a reader process listening as Orca does, and Orca itself when asked.

Everything is started here and stopped at the end, in its own process group, so a test leaves
nothing behind and never touches the machine's own session. The system programs come from the
"screen-reader" group of packaging/system-packages.txt, which the README's test command installs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest

from tests.waiting import wait_for

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
INSTALL_HINT = "install them with: packaging/system-packages.sh install screen-reader"


class DesktopMissing(AssertionError):
    """A program the screen-reader tests need is not installed (a failure, not a skip: CI has them)."""


def bus_launcher() -> str:
    for path in BUS_LAUNCHERS:
        if os.access(path, os.X_OK):
            return path
    raise DesktopMissing(f"at-spi-bus-launcher not found (Debian's at-spi2-core); {INSTALL_HINT}")


def require(program: str, package: str) -> str:
    found = shutil.which(program)
    if found is None:
        raise DesktopMissing(f"{program} not found (Debian's {package}); {INSTALL_HINT}")
    return found


def system_python_has_atspi() -> None:
    check = subprocess.run(
        [
            SYSTEM_PYTHON,
            "-c",
            "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi",
        ],
        capture_output=True,
        text=True,
    )
    if check.returncode != 0:
        raise DesktopMissing(
            f"{SYSTEM_PYTHON} cannot import gi's Atspi (Debian's python3-gi and gir1.2-atspi-2.0); "
            f"{INSTALL_HINT}\n{check.stderr[-400:]}"
        )


def stop(process: subprocess.Popen[Any] | None) -> None:
    """End a process and everything it started (each is started in its own session)."""
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=5)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=5)


def wait_until(check: Callable[[], Any], timeout: float, what: str, poll: float = 0.05) -> Any:
    """Poll until ``check`` returns something true (tests/waiting.py: the one place a deadline is read)."""
    return wait_for(check, what, timeout=timeout, poll=poll)


class Desktop:
    """The X screen, the session bus and the AT-SPI bus, and the environment that reaches them."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.processes: list[subprocess.Popen[Any]] = []
        self.env = dict(os.environ)
        for name in ("QT_QPA_PLATFORM", "QT_SCALE_FACTOR", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
            self.env.pop(name, None)
        runtime = folder / "runtime"
        runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.env["XDG_RUNTIME_DIR"] = str(runtime)
        self.env["NO_AT_BRIDGE"] = "0"

    def start(self) -> None:
        xvfb = require("Xvfb", "xvfb")
        require("xdotool", "xdotool")
        require("dbus-daemon", "dbus-daemon")
        launcher = bus_launcher()
        system_python_has_atspi()
        read_end, write_end = os.pipe()
        screen = self.spawn(
            [xvfb, "-displayfd", str(write_end), "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
            pass_fds=(write_end,),
        )
        os.close(write_end)
        with os.fdopen(read_end) as reply:
            number = reply.readline().strip()
        if not number:
            raise AssertionError(f"Xvfb did not start (exit {screen.poll()})")
        self.env["DISPLAY"] = f":{number}"
        bus = subprocess.run(
            ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
            capture_output=True,
            text=True,
            env=self.env,
            check=True,
        )
        address, pid = bus.stdout.split()
        self.bus_pid = int(pid)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address
        self.spawn([launcher, "--launch-immediately"])

    def spawn(self, command: list[str], **options: Any) -> subprocess.Popen[Any]:
        log = open(self.folder / f"{Path(command[0]).name}-{len(self.processes)}.log", "w")  # noqa: SIM115
        process = subprocess.Popen(
            command,
            env=self.env,
            stdout=options.pop("stdout", log),
            stderr=log,
            start_new_session=True,
            **options,
        )
        self.processes.append(process)
        return process

    def press(self, *keys: str) -> None:
        """Keys as a player types them, through the X server (xdotool's names: Tab, shift+Tab, F6, space)."""
        for key in keys:
            subprocess.run(["xdotool", "key", "--delay", "40", key], env=self.env, check=True)

    def focus_window(self, title_part: str) -> None:
        """Give the window keyboard focus, as a window manager would on a click (Xvfb has none)."""

        def window() -> str:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title_part],
                env=self.env,
                capture_output=True,
                text=True,
            )
            return found.stdout.split()[0] if found.stdout.split() else ""

        wid = wait_until(window, 30, f"a window titled {title_part!r}")
        subprocess.run(["xdotool", "windowfocus", "--sync", wid], env=self.env, check=True)

    def start_orca(self) -> Orca:
        """Orca, the GNOME screen reader, on this desktop, speaking to its debug log (no sound),
        written line by line (orca_logged.py)."""
        require("orca", "orca")
        home = self.folder / "orca-home"
        home.mkdir(exist_ok=True)
        log = self.folder / "orca-debug.log"
        orca = Orca(log)
        self.env_for_orca = dict(self.env, HOME=str(home))
        process = subprocess.Popen(
            [SYSTEM_PYTHON, str(HERE / "orca_logged.py"), str(log)],
            env=self.env_for_orca,
            stdout=open(self.folder / "orca.out", "w"),  # noqa: SIM115 - closed with the process
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.processes.append(process)
        orca.wait_for("Screen reader on", timeout=60)
        return orca

    def close(self) -> None:
        for process in reversed(self.processes):
            stop(process)
        with suppress(AttributeError, ProcessLookupError):
            os.kill(self.bus_pid, signal.SIGTERM)


class ScreenReader:
    """The test's end of reader.py: the tree, the focus and the events as a screen reader sees them."""

    def __init__(self, desktop: Desktop) -> None:
        self.desktop = desktop
        self.process = desktop.spawn(
            [SYSTEM_PYTHON, str(HERE / "reader.py")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self.read() == "ready"
        self.heard: list[dict[str, Any]] = []
        self.pending: list[dict[str, Any]] = []  # heard by wait_for after its match: the next events()

    def read(self) -> Any:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError("the reader process ended; see its log in the test's folder")
        answer = json.loads(line)
        if "error" in answer:
            raise AssertionError(f"reader: {answer['error']}")
        return answer["ok"]

    def ask(self, op: str, **request: Any) -> Any:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"op": op, **request}) + "\n")
        self.process.stdin.flush()
        return self.read()

    def events(self) -> list[dict[str, Any]]:
        """Every event since the last call (also kept in ``heard``)."""
        new = self.ask("events")
        self.heard.extend(new)
        earlier, self.pending = self.pending, []
        return earlier + new

    def wait_for(
        self, match: Callable[[dict[str, Any]], bool], what: str, timeout: float = 20
    ) -> list[dict[str, Any]]:
        """Events up to and including the first that matches."""
        seen: list[dict[str, Any]] = []

        def check() -> bool:
            seen.extend(self.events())
            return any(match(event) for event in seen)

        try:
            wait_until(check, timeout, what, poll=0.1)
        except pytest.fail.Exception as error:
            summary = "\n".join(f"  {e['type']} {e.get('role')} {e.get('name')!r}" for e in seen[-40:])
            pytest.fail(f"{error}; heard:\n{summary}")
        last = next(index for index, event in enumerate(seen) if match(event))
        self.pending = seen[last + 1 :] + self.pending
        return seen[: last + 1]

    def settle(self, quiet: float = 0.6, timeout: float = 20) -> list[dict[str, Any]]:
        """Events until none has come for ``quiet`` seconds."""
        seen: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        last_news = time.monotonic()
        while time.monotonic() < deadline:
            new = self.events()
            if new:
                seen.extend(new)
                last_news = time.monotonic()
            elif time.monotonic() - last_news > quiet:
                break
            time.sleep(0.1)
        return seen

    def tree(self, showing: bool = True) -> dict[str, Any]:
        found = self.ask("tree", showing=showing)
        assert found is not None, "the game is not on the AT-SPI bus"
        return found

    def focused(self) -> dict[str, Any] | None:
        return self.ask("focused")

    def table(self, path: list[int]) -> dict[str, Any]:
        return self.ask("table", path=path)


class Orca:
    """What Orca said, read from its debug log's SPEECH OUTPUT lines."""

    # The words run to the line's last quote before Orca's voice settings ("{'established': ...}"):
    # they may hold quotes themselves ("Player's first card").
    SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'(?=\s*\{|\s*$)", re.MULTILINE)

    def __init__(self, log: Path) -> None:
        self.log = log
        self.read_up_to = 0

    def spoken(self) -> list[str]:
        """Everything said since Orca started, in order."""
        if not self.log.exists():
            return []
        return [m.group(1) for m in self.SPOKEN.finditer(self.log.read_text(errors="replace"))]

    def mark(self) -> None:
        """Forget what was said so far (``since_mark`` starts here)."""
        self.read_up_to = len(self.spoken())

    def since_mark(self) -> list[str]:
        return self.spoken()[self.read_up_to :]

    def wait_for(self, words: str, timeout: float = 20) -> list[str]:
        """What was said since the mark, once ``words`` is among it."""
        try:
            wait_until(
                lambda: any(words in line for line in self.since_mark()), timeout, f"Orca to say {words!r}"
            )
        except pytest.fail.Exception as error:
            pytest.fail(f"{error}; Orca said: {self.since_mark()}")
        return self.since_mark()


def focus_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The objects focus went to, in order (what Orca follows)."""
    return [e for e in events if e["type"] == "object:state-changed:focused" and e["detail1"] == 1]


def nodes(tree: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield tree
    for child in tree.get("children", ()):
        yield from nodes(child)


def find(tree: dict[str, Any], role: str | None = None, name: str | None = None) -> list[dict[str, Any]]:
    return [
        node
        for node in nodes(tree)
        if (role is None or node.get("role") == role) and (name is None or node.get("name") == name)
    ]


@contextmanager
def game_on_desktop(
    folder: Path,
    cards: str = "",
    settings: dict[str, Any] | None = None,
    size: tuple[int, int] = (1280, 720),
) -> Iterator[tuple[Desktop, ScreenReader]]:
    """The game on a private desktop with a screen reader listening, keyboard focus in its window."""
    desktop = Desktop(folder)
    try:
        desktop.start()
        reader = ScreenReader(desktop)
        desktop.env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        spec = {"data_dir": str(folder / "data"), "cards": cards, "settings": settings or {}, "size": size}
        game = desktop.spawn(
            [sys.executable, "-m", "tests.screen_reader.game_process", json.dumps(spec)], cwd=str(ROOT)
        )
        wait_until(lambda: game.poll() is not None or reader.ask("application"), 60, "the game on the bus")
        assert game.poll() is None, f"the game exited with {game.returncode}; see {folder}"
        desktop.focus_window("Baccarat Desktop")
        reader.settle()
        yield desktop, reader
    finally:
        desktop.close()
