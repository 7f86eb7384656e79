"""Waiting for an event, never for a delay.

A test that needs another process (or thread) to reach a point waits for the sign that it got
there (a file appears, a lock names the process, a hand is stored), polling for it. The timeout
only stops a test that would otherwise hang: it is far longer than any machine needs, and no test
judges progress by the clock (tests/test_no_wall_clock.py keeps that true; this module is the one
place a deadline is read).
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from typing import TypeVar

import pytest

T = TypeVar("T")

HANG_GUARD_S = 120.0


def wait_for(
    event: Callable[[], T],
    what: str,
    *,
    process: subprocess.Popen[str] | subprocess.Popen[bytes] | None = None,
    timeout: float = HANG_GUARD_S,
    poll: float = 0.002,
) -> T:
    """Poll ``event`` until it returns something true, and return that.

    ``what`` names the event for the failure message. With ``process``, fail at once if that
    process ends first (with what it wrote on stderr, if it was piped).
    """
    deadline = time.monotonic() + timeout
    while True:
        happened = event()
        if happened:
            return happened
        if process is not None and process.poll() is not None:
            stderr = process.stderr.read() if process.stderr else ""
            pytest.fail(f"the process ended (exit {process.returncode}) before {what}: {stderr!s}")
        if time.monotonic() > deadline:
            pytest.fail(f"{what} never happened (gave up after {timeout:.0f} s: the test would hang)")
        time.sleep(poll)
