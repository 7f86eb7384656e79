"""Orca, with its debug log written line by line, for the tests that read what it says.

Orca opens its ``--debug-file`` with Python's default buffering, so its last words can sit unwritten
for many seconds; this launcher (run with the system Python, beside Orca's own modules) opens that
one file line-buffered, then runs /usr/bin/orca unchanged: ``orca_logged.py LOG [ORCA ARGS...]``.
Never ``--replace``: Orca would kill every other Orca of the user (pgrep -x orca), the player's own
or another test's. Run this way, the process is named python3, so tests in parallel never meet.
"""

from __future__ import annotations

import builtins
import runpy
import sys
from typing import Any

ORCA = "/usr/bin/orca"


def main() -> None:
    log = sys.argv[1]
    opened = builtins.open

    def line_buffered(file: Any, mode: str = "r", *args: Any, **options: Any) -> Any:
        if file == log:
            return opened(file, mode, buffering=1, encoding="utf-8")
        return opened(file, mode, *args, **options)

    builtins.open = line_buffered
    sys.argv = [ORCA, "--debug-file", log, *sys.argv[2:]]
    runpy.run_path(ORCA, run_name="__main__")


if __name__ == "__main__":
    main()
