"""The engine's refusals: input a player or a file gave that the rules do not allow.

They subclass ``ValueError`` (they are bad values), and carry what the caller needs to place
them: the command line turns any ``DomainError`` into exit code 2, the table puts a
``BetRefused`` beside its spot. A plain ``ValueError`` escaping the engine is a bug, not input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .catalogue import BetSpot

__all__ = ["BetRefused", "DomainError", "shown"]

SHOWN_WIDTH = 60  # the most of a value a refusal echoes: enough to recognise it, never a whole file


def shown(value: object, width: int = SHOWN_WIDTH) -> str:
    """``value`` as a refusal echoes it: its ``repr``, cut to ``width`` characters with an ellipsis
    (a 10 MB field in a file is named, not printed whole).

    >>> shown("KH"), shown("x" * 100, 12)
    ("'KH'", "'xxxxxxxxxx…")
    """
    text = repr(value) if not isinstance(value, (bytes, bytearray, memoryview)) else f"<{len(value)} bytes>"
    return text if len(text) <= width else text[: width - 1] + "…"


class DomainError(ValueError):
    """Input the rules refuse, with a sentence a player understands (``str(error)``)."""


class BetRefused(DomainError):
    """A table refusing bets. ``spot`` is the bet it is about, or None for the bets as a whole
    (more than the bankroll, past the loss limit)."""

    def __init__(self, spot: BetSpot | None, reason: str) -> None:
        super().__init__(reason)
        self.spot = spot
        self.reason = reason

    @property
    def sentence(self) -> str:
        """The reason as a sentence starts: with a capital."""
        return self.reason[:1].upper() + self.reason[1:]
