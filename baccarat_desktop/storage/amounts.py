"""Amounts a person edited outside the game, as every read meets them.

The history keeps whole cents, and the game, import and verify refuse anything else. A file edited
by hand (the sqlite3 shell, a spreadsheet) may still hold text, a fraction, infinity (1e400) or
bytes where an amount belongs. The hand browser lists such a hand and shows the value as it is
stored (``Unreadable``), never adding it up or formatting it as money; the statistics, which must
add every amount, refuse the file in words (``not_whole``) instead of overflowing or rounding.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import shown
from ..engine.i18n import _t
from ..engine.money import is_cents
from .errors import Problem, StorageError

__all__ = [
    "StoredCents",
    "Unreadable",
    "not_whole",
    "stored_cents",
    "stored_net",
    "stored_total",
    "whole_cents",
]


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A stored amount that is not a whole number of cents: text, a fraction, infinity (1e400) or
    bytes where the history keeps whole cents. Only a person editing the file outside the game puts
    one there (the game, import and verify refuse them). The hand browser lists such a hand and shows
    the value as it is stored; it is never added up or formatted as money.

    ``stored`` is the value as the file holds it, cut short (``errors.shown``): ``'lots'``, ``inf``,
    ``<2 bytes>``."""

    stored: str


# An amount as the hand browser reads it: whole cents, or what the file holds instead.
StoredCents = int | Unreadable


def stored_cents(value: object) -> StoredCents:
    """A stored amount as a value: whole cents as they are, anything else ``Unreadable`` (never
    converted: ``int()`` of 1e400 overflows, of text it fails, of 12.5 it loses the half cent)."""
    if is_cents(value):
        assert isinstance(value, int)
        return value
    return Unreadable(shown(value))


def stored_net(before: StoredCents, after: StoredCents) -> StoredCents:
    """A hand's net, ``after - before``; the one of them that cannot be read if one cannot."""
    if isinstance(after, Unreadable):
        return after
    if isinstance(before, Unreadable):
        return before
    return after - before


def stored_total(amounts: Iterable[StoredCents]) -> StoredCents:
    """The sum, or the first amount that cannot be read."""
    whole = 0
    for amount in amounts:
        if isinstance(amount, Unreadable):
            return amount
        whole += amount
    return whole


def not_whole(path: Path, value: object) -> StorageError:
    """An amount the statistics cannot add up (text, a fraction or infinity where the history
    keeps whole cents): a person edited the file. Said in words, never an overflow."""
    return StorageError(
        Problem.CORRUPT,
        path,
        _t(
            "Storage",
            "{path} holds an amount that is not a whole number of cents ({value}): it was changed "
            "outside the game. 'baccarat-desktop verify' names every such hand.",
        ).format(path=path, value=shown(value)),
    )


def whole_cents(path: Path, value: object) -> int:
    """An amount read back, refused in words unless it is whole cents."""
    if not is_cents(value):
        raise not_whole(path, value)
    assert isinstance(value, int)
    return value
