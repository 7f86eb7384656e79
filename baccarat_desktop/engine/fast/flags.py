"""A lab session's flags: bits of ``LabResult.flags``, set alike by the kernel and the reference path.

``_kernels.c`` defines the same bits; a test holds the two to each other.
"""

from __future__ import annotations

__all__ = ["HIT_MAX", "RUINED", "STOP_LOSS", "STOP_WIN"]

RUINED = 1  # could no longer cover the table minimum
HIT_MAX = 2  # the system asked for more than the table maximum (and was capped)
STOP_WIN = 4
STOP_LOSS = 8
