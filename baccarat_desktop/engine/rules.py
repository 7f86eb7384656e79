"""Table rules and the Punto Banco drawing tableau (RULES.md is the reference).

The tableau lives here as data (``BANKER_DRAWS_ON``) so the engine, the tests and the Rules
dialog all read the same table instead of each keeping a copy.
"""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, fields
from typing import Any

from .money import check_cents

__all__ = [
    "BANKER_DRAWS_ON",
    "Commission",
    "TableRules",
    "banker_draws",
    "banker_reason",
    "player_draws",
]


class Commission(enum.Enum):
    """How a winning Banker bet is paid."""

    STANDARD = "standard"  # 0.95 : 1 (5% commission)
    NO_COMMISSION = "no_commission"  # 1 : 1, but a Banker win with a total of 6 pays 1 : 2


# Banker's total (with two cards) -> the values of Player's third card on which Banker draws.
BANKER_DRAWS_ON: dict[int, frozenset[int]] = {
    0: frozenset(range(10)),
    1: frozenset(range(10)),
    2: frozenset(range(10)),
    3: frozenset({0, 1, 2, 3, 4, 5, 6, 7, 9}),
    4: frozenset({2, 3, 4, 5, 6, 7}),
    5: frozenset({4, 5, 6, 7}),
    6: frozenset({6, 7}),
    7: frozenset(),
}


def player_draws(player_total: int) -> bool:
    """Player draws on 0–5 and stands on 6–7 (naturals are handled before this is asked)."""
    _check_total(player_total)
    return player_total <= 5


def banker_draws(banker_total: int, player_third_value: int | None) -> bool:
    """Banker's decision; ``player_third_value`` is None when Player stood.

    >>> banker_draws(6, 7), banker_draws(3, 8), banker_draws(5, None)
    (True, False, True)
    """
    _check_total(banker_total)
    if player_third_value is None:
        return banker_total <= 5
    if not 0 <= player_third_value <= 9:
        raise ValueError(f"a card value is 0–9, not {player_third_value}")
    if banker_total >= 8:
        return False
    return player_third_value in BANKER_DRAWS_ON[banker_total]


def banker_reason(banker_total: int, player_third_value: int | None) -> str:
    """What a dealer would say, e.g. 'Banker 4 draws: Player's third card is 7'."""
    verb = "draws" if banker_draws(banker_total, player_third_value) else "stands"
    if player_third_value is None:
        return f"Banker {banker_total} {verb}: Player stood, so Banker draws on 0–5"
    if banker_total <= 2:
        return f"Banker {banker_total} {verb}: Banker always draws on 0–2"
    if banker_total == 7:
        return f"Banker 7 {verb}: Banker always stands on 7"
    return f"Banker {banker_total} {verb}: Player's third card is {player_third_value}"


def _check_total(total: int) -> None:
    if not 0 <= total <= 9:
        raise ValueError(f"a baccarat total is 0–9, not {total}")


@dataclass(frozen=True, slots=True)
class TableRules:
    """Everything that distinguishes one table from another. Money in integer cents.

    Player and Banker share the table limits; Tie and the pair bets share the side-bet limits,
    as at most casino tables.
    """

    decks: int = 8
    commission: Commission = Commission.STANDARD
    tie_pays: int = 8
    min_bet_cents: int = 500
    max_bet_cents: int = 500_000
    side_min_cents: int = 100
    side_max_cents: int = 50_000
    cut_min: int = 14
    cut_max: int = 16

    def __post_init__(self) -> None:
        if self.decks not in (6, 8):
            raise ValueError(f"a shoe holds 6 or 8 decks, not {self.decks}")
        if not isinstance(self.commission, Commission):
            raise ValueError(f"unknown commission rule {self.commission!r}")
        if self.tie_pays not in (8, 9):
            raise ValueError(f"Tie pays 8 or 9 to 1, not {self.tie_pays}")
        for name in ("min_bet_cents", "max_bet_cents", "side_min_cents", "side_max_cents"):
            check_cents(getattr(self, name), name.replace("_cents", "").replace("_", " "), minimum=1)
        if self.min_bet_cents > self.max_bet_cents:
            raise ValueError("the table minimum is above the table maximum")
        if self.side_min_cents > self.side_max_cents:
            raise ValueError("the side-bet minimum is above the side-bet maximum")
        # With the cut card out, the current coup (up to 6 cards) and one more (up to 6) must fit.
        if not 12 <= self.cut_min <= self.cut_max <= 100:
            raise ValueError(
                f"cards behind the cut card must be between 12 and 100 (got {self.cut_min}–{self.cut_max})"
            )

    @property
    def no_commission(self) -> bool:
        return self.commission is Commission.NO_COMMISSION

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form, stored with each session so old hands keep the rules they were played by."""
        data = asdict(self)
        data["commission"] = self.commission.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableRules:
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown table rule(s): {', '.join(sorted(unknown))}")
        values = dict(data)
        if "commission" in values:
            try:
                values["commission"] = Commission(values["commission"])
            except ValueError:
                raise ValueError(f"unknown commission rule {values['commission']!r}") from None
        return cls(**values)

    def describe(self) -> str:
        banker = "Banker pays 19 to 20" if not self.no_commission else "No Commission (Banker 6 pays 1 to 2)"
        return f"{self.decks} decks, {banker}, Tie pays {self.tie_pays} to 1"
