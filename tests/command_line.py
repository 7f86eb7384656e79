"""Running ``baccarat-desktop ARGS`` in a test: in this process, or as a real child process.

Most command-line tests prove what a command prints, exits with and stores; ``cli.main`` in this
process proves that as well as a child does, in milliseconds instead of a Python start-up and the
imports (about 125 tests did that), and the command line's coverage is then measured. A child
process is kept where the process itself is the point, through ``in_child``: an exit on a signal, a
kill, an output stream of its own (``PYTHONIOENCODING``, ``/dev/full``), a limit on the process
(``RLIMIT_FSIZE``), a lock held by another process, the ``python -m`` entry point and the window's
start-up. Both return a ``subprocess.CompletedProcess`` so a test reads either the same way.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path


class _Kept(io.BytesIO):
    """What a command wrote, still readable after the command closed its stream (a broken pipe
    closes stderr)."""

    def close(self) -> None:
        pass


def _text(written: _Kept) -> str:
    """Decoded as ``subprocess.run(text=True)`` decodes a child's output (universal newlines)."""
    return io.TextIOWrapper(io.BytesIO(written.getvalue()), encoding="utf-8", newline=None).read()


@contextlib.contextmanager
def _streams(stdin: str) -> Iterator[tuple[_Kept, _Kept]]:
    """The command's own standard streams: text over bytes, as a child's are. ``cli.main``
    reconfigures whatever TextIOWrapper ``sys.stdout`` is (errors=backslashreplace), so it must be
    one of ours, never pytest's capture, and the real ones come back afterwards."""
    out, err = _Kept(), _Kept()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    sys.stderr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)
    try:
        yield out, err
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(ValueError, OSError):  # closed by the command, or /dev/null
                stream.flush()
        sys.stdin, sys.stdout, sys.stderr = saved


def in_process(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``baccarat-desktop ARGS`` through ``cli.main`` in this process; argparse's own exits (bad
    arguments 2, ``--help`` 0) are exit codes as they are for a process."""
    from baccarat_desktop import cli

    with contextlib.chdir(cwd or os.getcwd()), _streams(stdin) as (out, err):
        try:
            code = cli.main(list(args))
        except SystemExit as exc:
            if exc.code is None or isinstance(exc.code, int):
                code = exc.code or 0
            else:  # SystemExit("message"): Python prints it and exits 1
                print(exc.code, file=sys.stderr)
                code = 1
    return subprocess.CompletedProcess(list(args), code, _text(out), _text(err))


def in_child(
    *args: str,
    stdin: str | None = None,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """``python -m baccarat_desktop ARGS`` as a real process, for what only a process shows."""
    return subprocess.run(
        [sys.executable, "-m", "baccarat_desktop", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=timeout,
        check=False,
    )
