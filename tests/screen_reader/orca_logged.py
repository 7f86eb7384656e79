"""Orca, the GNOME screen reader, started for a test: its speech goes to a log written line by line.

Run with the system Python, beside Orca's own modules: ``orca_logged.py LOG``. It starts Orca as
/usr/bin/orca's ``main`` does (debug log, settings manager, ``orca.main``) with two differences:

- the log is opened line-buffered (Orca's own ``open`` buffers it, so its last words could sit
  unwritten for many seconds);
- no single-instance check and no renaming of the process to ``orca``: /usr/bin/orca refuses to
  start while any other process of the user is named ``orca`` (``pgrep -x orca``) and ``--replace``
  kills them all, the player's own Orca or another test's. Each test's Orca talks to its own private
  AT-SPI bus (desktop.py), so several may run at once.
"""

from __future__ import annotations

import sys


def main() -> int:
    from orca import debug, orca

    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(sys.argv[1], "w", buffering=1, encoding="utf-8")  # noqa: SIM115 - Orca's for life
    manager = orca.getSettingsManager()
    manager.activate(None, {})
    sys.path.insert(0, manager.getPrefsDir())
    return int(orca.main() or 0)


if __name__ == "__main__":
    sys.exit(main())
