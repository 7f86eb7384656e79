"""Money: integer cents everywhere, one ceiling for every amount, one formatter for people.

Every amount the game takes in (a bankroll, a bet, a table limit, a loss limit; from the command
line, the settings, an import or a stored history) must lie within ``0..MAX_CENTS``, and a bet is
refused when its best possible win would lift the bankroll above the ceiling, so no bankroll ever
passes it. The ceiling keeps every sum the history makes (a hand's payout, a session's totals, a
million hands' turnover) far inside SQLite's and numpy's 64-bit integers. docs/money.md says why.
"""

from __future__ import annotations

from .errors import DomainError

__all__ = ["DEFAULT_BANKROLL_CENTS", "MAX_CENTS", "check_cents", "format_cents", "is_cents"]

MAX_CENTS = 100_000_000_000  # $1,000,000,000.00
DEFAULT_BANKROLL_CENTS = 100_000  # $1,000: a new session's bankroll unless the player says otherwise


def is_cents(value: object) -> bool:
    """A whole number of cents (bool is not money)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_cents(value: object, what: str, *, minimum: int = 0) -> int:
    """``value`` if it is a whole amount in ``minimum..MAX_CENTS``; else ``DomainError`` naming ``what``."""
    if not is_cents(value):
        raise DomainError(f"{what} must be a whole number of cents, not {value!r}")
    assert isinstance(value, int)
    if value < minimum:
        if minimum == 0:
            raise DomainError(f"{what} cannot be negative (got {format_cents(value)})")
        raise DomainError(f"{what} must be at least {format_cents(minimum)} (got {format_cents(value)})")
    if value > MAX_CENTS:
        raise DomainError(
            f"{what} of {format_cents(value)} is more than {format_cents(MAX_CENTS)}, the most any amount "
            "can be in Baccarat Desktop"
        )
    return value


def format_cents(cents: int) -> str:
    """Dollars for people: 123456 -> '$1,234.56', 500 -> '$5', -250 -> '-$2.50'."""
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(cents), 100)
    return f"{sign}${dollars:,}" if rest == 0 else f"{sign}${dollars:,}.{rest:02d}"
