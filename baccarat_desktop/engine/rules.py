"""Table rules and the Punto Banco drawing tableau (docs/rules.md §Drawing rules states them in words).

The tableau lives here as data (``BANKER_DRAWS_ON``) so the engine, the tests and the Rules
dialog all read the same table instead of each keeping a copy.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .catalogue import (
    CATALOGUE,
    DEFAULT_SIDE_BETS,
    SIDE_SPOTS,
    TIE_PAYS_CHOICES,
    BetSpot,
    LimitGroup,
    Variant,
)
from .errors import DomainError
from .i18n import _t
from .money import check_cents

__all__ = [
    "BANKER_DRAWS_ON",
    "DEFAULT_BANKROLL_CENTS",
    "DEFAULT_RULES",
    "PEEK_CARDS_CHOICES",
    "RulesError",
    "TableRules",
    "banker_draws",
    "banker_reason",
    "player_draws",
]


PEEK_CARDS_CHOICES: tuple[int, ...] = (1, 2)  # the cards a Peek table may show at its 20% fee


class RulesError(DomainError):
    """Table rules that no table plays by (bad settings, a damaged stored session)."""


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
    draws = banker_draws(banker_total, player_third_value)
    if player_third_value is None:
        if draws:
            text = _t("Engine", "Banker {total} draws: Player stood, so Banker draws on 0–5")
        else:
            text = _t("Engine", "Banker {total} stands: Player stood, so Banker draws on 0–5")
    elif banker_total <= 2:  # always draws
        text = _t("Engine", "Banker {total} draws: Banker always draws on 0–2")
    elif banker_total == 7:  # always stands
        text = _t("Engine", "Banker 7 stands: Banker always stands on 7")
    elif draws:
        text = _t("Engine", "Banker {total} draws: Player's third card is {third}")
    else:
        text = _t("Engine", "Banker {total} stands: Player's third card is {third}")
    return text.format(total=banker_total, third=player_third_value)


def _check_total(total: int) -> None:
    if not 0 <= total <= 9:
        raise ValueError(f"a baccarat total is 0–9, not {total}")


@dataclass(frozen=True, slots=True)
class TableRules:
    """Everything that distinguishes one table from another. Money in integer cents.

    Player and Banker share the table limits; Tie and the side bets share the side-bet limits,
    as at most casino tables. ``side_bets`` are the side bets the table offers besides Tie.
    """

    decks: int = 8
    variant: Variant = Variant.COMMISSION
    tie_pays: int = TIE_PAYS_CHOICES[0]
    min_bet_cents: int = 500
    max_bet_cents: int = 500_000
    side_min_cents: int = 100
    side_max_cents: int = 50_000
    cut_min: int = 14
    cut_max: int = 16
    side_bets: tuple[BetSpot, ...] = DEFAULT_SIDE_BETS
    # The Peek table: how many of the first four cards it shows before the raise (engine/peek.py's
    # ``SHOW_ORDER``). Only 1 or 2 at its 20% fee: 3 or 4 shown beat the house (docs/bets.md).
    peek_cards: int = PEEK_CARDS_CHOICES[-1]

    def __post_init__(self) -> None:
        if self.decks not in (6, 8):
            raise RulesError(f"a shoe holds 6 or 8 decks, not {self.decks}")
        if not isinstance(self.variant, Variant):
            raise RulesError(f"unknown table variant {self.variant!r}")
        if self.tie_pays not in TIE_PAYS_CHOICES:
            choices = " or ".join(str(c) for c in TIE_PAYS_CHOICES)
            raise RulesError(f"Tie pays {choices} to 1, not {self.tie_pays}")
        for name in ("min_bet_cents", "max_bet_cents", "side_min_cents", "side_max_cents"):
            try:
                check_cents(getattr(self, name), name.replace("_cents", "").replace("_", " "), minimum=1)
            except ValueError as exc:
                raise RulesError(str(exc)) from None
        if self.min_bet_cents > self.max_bet_cents:
            raise RulesError("the table minimum is above the table maximum")
        if self.side_min_cents > self.side_max_cents:
            raise RulesError("the side-bet minimum is above the side-bet maximum")
        # With the cut card out, the current coup (up to 6 cards) and one more (up to 6) must fit.
        if not 12 <= self.cut_min <= self.cut_max <= 100:
            raise RulesError(
                f"cards behind the cut card must be between 12 and 100 (got {self.cut_min}–{self.cut_max})"
            )
        if self.variant.peek and self.side_bets == DEFAULT_SIDE_BETS:
            # A Peek table offers no side bet: the two pairs every other table has by default are
            # not asked of it (any other side bet is refused below, as at every table).
            object.__setattr__(self, "side_bets", ())
        if not isinstance(self.side_bets, tuple) or len(set(self.side_bets)) != len(self.side_bets):
            raise RulesError("the side bets offered are a list of distinct side bets")
        for spot in self.side_bets:
            if spot not in SIDE_SPOTS:
                raise RulesError(f"{spot!r} is not a side bet a table can offer")
            if self.variant not in CATALOGUE[spot].variants:
                raise RulesError(f"{spot.label} is not offered at {self.variant.label} tables")
        if (
            not isinstance(self.peek_cards, int)
            or isinstance(self.peek_cards, bool)
            or self.peek_cards not in PEEK_CARDS_CHOICES
        ):
            raise RulesError(
                _t(
                    "Peek",
                    "a Peek table shows 1 or 2 of the first four cards, not {cards}: with 3 or 4 shown "
                    "the player would beat the house by 15 to 30% of the stake despite its 20% fee",
                ).format(cards=self.peek_cards)
            )
        # One order everywhere (the catalogue's), so equal tables compare and store equal.
        object.__setattr__(self, "side_bets", tuple(s for s in SIDE_SPOTS if s in self.side_bets))

    @property
    def no_commission(self) -> bool:
        return self.variant is Variant.NO_COMMISSION

    @property
    def offered(self) -> tuple[BetSpot, ...]:
        """Every bet this table takes: Player, Banker, Tie and its side bets, in catalogue order."""
        return tuple(s for s in BetSpot if not s.is_side or s is BetSpot.TIE or s in self.side_bets)

    @property
    def priced(self) -> tuple[BetSpot, ...]:
        """The offered bets the exact odds price from their pay lines (``odds.shoe_prices``, the
        batch pricer): all of them, or none at a table that lights cards, whose wins the lit cards
        multiply (``multiplier.multiplier_prices`` prices those, on card-by-card counts)."""
        if self.variant.lit:
            return ()
        if self.variant.peek:  # Player and Banker carry a fee and a raise: engine/peek.py prices them
            return (BetSpot.TIE,)
        return self.offered

    def offers(self, spot: BetSpot) -> bool:
        return spot in (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE) or spot in self.side_bets

    def limits(self, spot: BetSpot) -> tuple[int, int]:
        """The least and the most one bet on ``spot`` may be at this table, in cents: the table
        limits or the side-bet limits, as the catalogue groups the bet. The one place a spot's
        limits are read (the checks, the bet slip, the lab)."""
        if CATALOGUE[spot].group is LimitGroup.MAIN:
            return self.min_bet_cents, self.max_bet_cents
        return self.side_min_cents, self.side_max_cents

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form, stored with each session so old hands keep the rules they were played by."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        data["variant"] = self.variant.value
        data["side_bets"] = [s.value for s in self.side_bets]
        if not self.variant.peek:  # a rule only the Peek table has: other tables store as before
            del data["peek_cards"]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableRules:
        """Rules as stored; also the form before the bet catalogue (``commission``: 'standard' or
        'no_commission', no ``side_bets``: those tables offered the two pairs)."""
        values = dict(data)
        if "commission" in values and "variant" not in values:
            values["variant"] = values.pop("commission")
        known = {f.name for f in fields(cls)}
        unknown = set(values) - known
        if unknown:
            raise RulesError(f"unknown table rule(s): {', '.join(sorted(unknown))}")
        if "variant" in values:
            values["variant"] = Variant.parse(str(values["variant"]))
        if "side_bets" in values:
            if not isinstance(values["side_bets"], list | tuple):
                raise RulesError("the side bets offered are a list of bet keys")
            values["side_bets"] = tuple(BetSpot.parse(str(key)) for key in values["side_bets"])
        return cls(**values)

    def describe(self) -> str:
        """'8 decks, Commission, Tie pays …': the table in a line, every figure from the catalogue."""
        tie = CATALOGUE[BetSpot.TIE].lines(self)[0].odds
        return _t("Rules", "{decks} decks, {variant}, Tie {tie}").format(
            decks=self.decks, variant=self.variant.label, tie=tie
        )


# -- a new table: the one source of its defaults ----------------------------------------------------
# The settings, the command line, the shoe and docs/rules.md §Table defaults read these, so a default
# changes here and nowhere else.
DEFAULT_RULES = TableRules()  # every rule at TableRules' own default
DEFAULT_BANKROLL_CENTS = 100_000  # $1,000: a new session's bankroll unless the player says otherwise
