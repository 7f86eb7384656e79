"""The engine's refusals: input a player or a file gave that the rules do not allow.

They subclass ``ValueError`` (they are bad values), and carry what the caller needs to place
them: the command line turns any ``DomainError`` into exit code 2, the table puts a
``BetRefused`` (``catalogue.py``, beside the spots it names) beside its spot. A plain
``ValueError`` escaping the engine is a bug, not input. This module is the engine's floor: it
imports nothing of the engine, so every other module may import it.
"""

from __future__ import annotations

__all__ = ["MAX_DIGITS", "DomainError", "shown", "whole_number"]

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


# The most digits a whole number read from text may have: more than any count or amount the game
# takes (SQLite's largest id has 19 digits, the money ceiling 12), so a longer one is refused by its
# length before it is converted (Python refuses past 4,300 digits in words of its own, 'use
# sys.set_int_max_str_digits()') and without being echoed whole.
MAX_DIGITS = 30


def whole_number(text: str) -> int:
    """``text`` as a whole number (spaces around it, a sign and ``_`` as Python takes them); else a
    ``DomainError`` in words: not a whole number (echoed short), or too many digits to be one.

    >>> whole_number(" 42 "), whole_number("-7")
    (42, -7)
    """
    cleaned = text.strip()
    digits = cleaned.lstrip("+-").replace("_", "")
    if digits.isdigit() and len(digits) > MAX_DIGITS:
        raise DomainError(f"a number of {len(digits):,} digits is far beyond any bound here")
    try:
        return int(cleaned, 10)
    except ValueError:
        raise DomainError(f"{shown(text)} is not a whole number") from None
