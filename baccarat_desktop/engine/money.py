"""Money: integer cents everywhere, one ceiling for every amount, one formatter for people.

Every amount the game takes in (a bankroll, a bet, a table limit, a loss limit; from the command
line, the settings, an import or a stored history) must lie within ``0..MAX_CENTS``, and a bet is
refused when its best possible win would lift the bankroll above the ceiling, so no bankroll ever
passes it. The ceiling keeps every sum the history makes (a hand's payout, a session's totals, a
million hands' turnover) far inside SQLite's and numpy's 64-bit integers. docs/money.md says why.
"""

from __future__ import annotations

from .errors import DomainError, shown
from .i18n import _t

__all__ = [
    "CHIP_VALUES_CENTS",
    "MAX_CENTS",
    "check_cents",
    "chip_text",
    "chips_for",
    "format_cents",
    "is_cents",
    "signed_cents",
]

MAX_CENTS = 100_000_000_000  # $1,000,000,000.00
# The chips on the rail, smallest first: the table's tokens, which every stack is made of.
CHIP_VALUES_CENTS: tuple[int, ...] = (100, 500, 2_500, 10_000, 50_000, 100_000)


def is_cents(value: object) -> bool:
    """A whole number of cents (bool is not money)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_cents(value: object, what: str, *, minimum: int = 0) -> int:
    """``value`` if it is a whole amount in ``minimum..MAX_CENTS``; else ``DomainError`` naming ``what``
    (in the interface's language, as the caller gives ``what``: a form's refusal reads in it).

    Anything but an ``int`` is refused as it is, never converted: a stored 1e400 (SQLite's REAL
    infinity) would overflow ``int()``, 12.5 would lose its half cent, text would leak Python's words.
    The value is echoed cut short (``errors.shown``), so a 10 MB field is named, not printed."""
    if not is_cents(value):  # a float (1e400 is inf, 12.5 no cent), text, a blob, a bool: never int()ed
        raise DomainError(
            _t("Money", "{what} must be a whole number of cents, not {value}").format(
                what=what, value=shown(value)
            )
        )
    assert isinstance(value, int)
    amount = format_cents(value)
    if value < minimum:
        if minimum == 0:
            words = _t("Money", "{what} cannot be negative (got {amount})")
            raise DomainError(words.format(what=what, amount=amount))
        raise DomainError(
            _t("Money", "{what} must be at least {minimum} (got {amount})").format(
                what=what, minimum=format_cents(minimum), amount=amount
            )
        )
    if value > MAX_CENTS:
        words = _t(
            "Money", "{what} of {amount} is more than {most}, the most any amount can be in Baccarat Desktop"
        )
        raise DomainError(words.format(what=what, amount=amount, most=format_cents(MAX_CENTS)))
    return value


def format_cents(cents: int) -> str:
    """Dollars for people, always to the cent, so one amount reads the same in every pane and a
    column of amounts lines up on its decimal point.

    >>> format_cents(123456), format_cents(500), format_cents(-250), format_cents(0)
    ('$1,234.56', '$5.00', '-$2.50', '$0.00')
    """
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(cents), 100)
    return f"{sign}${dollars:,}.{rest:02d}"


def signed_cents(cents: int) -> str:
    """A gain or a loss: a win says '+', a loss '-', nothing is '$0.00' (results, nets, expectations).

    >>> signed_cents(70000), signed_cents(-135), signed_cents(0)
    ('+$700.00', '-$1.35', '$0.00')
    """
    return ("+" if cents > 0 else "") + format_cents(cents)


def chip_text(cents: int) -> str:
    """A chip's denomination as printed on it: '$5', '$25', '$1K' (the one place money has no cents:
    a chip is a fixed token, not an amount anyone added up).

    >>> chip_text(500), chip_text(100_000), chip_text(250_000), chip_text(50)
    ('$5', '$1K', '$2.5K', '$0.50')
    """
    dollars, rest = divmod(cents, 100)
    if rest:
        return format_cents(cents)
    if dollars >= 1000 and dollars % 100 == 0:
        return f"${dollars / 1000:g}K"
    return f"${dollars:,}"


def chips_for(amount_cents: int) -> list[int]:
    """Greedy chip breakdown (largest first), as a dealer would make change; odd cents get a 1-cent 'chip'.

    >>> chips_for(12_600), chips_for(150)
    ([10000, 2500, 100], [100, 50])
    """
    chips: list[int] = []
    rest = amount_cents
    for value in sorted(CHIP_VALUES_CENTS, reverse=True):
        count, rest = divmod(rest, value)
        chips += [value] * count
    if rest:
        chips.append(rest)
    return chips
