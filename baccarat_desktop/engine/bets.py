"""Bet spots, bet validation and settlement, all in integer cents.

Each spot's payout is a ratio (numerator, denominator) applied to the stake and rounded down to
the cent: the only place rounding can happen is a Banker win under the 5% commission (19/20 of
an odd number of cents) or a No-Commission Banker 6 (1/2), and a real casino rounds those in the
house's favour, so do we. New side bets plug in by adding a spot and a row to ``_PAYOUTS``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .coup import Coup, Outcome
from .money import MAX_CENTS, format_cents, is_cents
from .rules import TableRules

__all__ = [
    "BetResult",
    "BetSpot",
    "Settlement",
    "best_win_cents",
    "check_bets",
    "payout_ratio",
    "settle",
]


class BetSpot(enum.Enum):
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"

    @property
    def label(self) -> str:
        return self.value.replace("_", " ").title()

    @property
    def is_side(self) -> bool:
        """Side bets (Tie, pairs) share the side-bet limits; Player and Banker the table limits."""
        return self not in (BetSpot.PLAYER, BetSpot.BANKER)

    @classmethod
    def parse(cls, text: str) -> BetSpot:
        key = text.strip().lower().replace("-", "_").replace(" ", "_")
        try:
            return cls(key)
        except ValueError:
            names = ", ".join(s.value for s in cls)
            raise ValueError(f"{text!r} is not a bet spot: use one of {names}") from None


class Resolution(enum.Enum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"


Ratio = tuple[int, int]  # pays numerator : denominator on a win


def _player(coup: Coup, rules: TableRules) -> Ratio | Resolution:
    if coup.outcome is Outcome.TIE:
        return Resolution.PUSH
    return (1, 1) if coup.outcome is Outcome.PLAYER else Resolution.LOSE


def _banker(coup: Coup, rules: TableRules) -> Ratio | Resolution:
    if coup.outcome is Outcome.TIE:
        return Resolution.PUSH
    if coup.outcome is Outcome.PLAYER:
        return Resolution.LOSE
    if rules.no_commission:
        return (1, 2) if coup.banker_total == 6 else (1, 1)
    return (19, 20)


def _tie(coup: Coup, rules: TableRules) -> Ratio | Resolution:
    return (rules.tie_pays, 1) if coup.outcome is Outcome.TIE else Resolution.LOSE


PAIR_PAYS: Ratio = (11, 1)


def _player_pair(coup: Coup, rules: TableRules) -> Ratio | Resolution:
    return PAIR_PAYS if coup.player_pair else Resolution.LOSE


def _banker_pair(coup: Coup, rules: TableRules) -> Ratio | Resolution:
    return PAIR_PAYS if coup.banker_pair else Resolution.LOSE


_PAYOUTS: dict[BetSpot, Callable[[Coup, TableRules], Ratio | Resolution]] = {
    BetSpot.PLAYER: _player,
    BetSpot.BANKER: _banker,
    BetSpot.TIE: _tie,
    BetSpot.PLAYER_PAIR: _player_pair,
    BetSpot.BANKER_PAIR: _banker_pair,
}


# The most each spot can pay (to 1): the best case a bet is checked against the money ceiling.
_BEST: dict[BetSpot, Callable[[TableRules], Ratio]] = {
    BetSpot.PLAYER: lambda rules: (1, 1),
    BetSpot.BANKER: lambda rules: (1, 1),
    BetSpot.TIE: lambda rules: (rules.tie_pays, 1),
    BetSpot.PLAYER_PAIR: lambda rules: PAIR_PAYS,
    BetSpot.BANKER_PAIR: lambda rules: PAIR_PAYS,
}


def best_win_cents(bets: Mapping[BetSpot, int], rules: TableRules) -> int:
    """The most these bets can win together (each at its top payout): an upper bound, never exceeded."""
    total = 0
    for spot, amount in bets.items():
        numerator, denominator = _BEST[spot](rules)
        total += amount * numerator // denominator
    return total


def payout_ratio(spot: BetSpot, coup: Coup, rules: TableRules) -> Ratio | Resolution:
    """What a bet on ``spot`` pays for this coup: a (numerator, denominator) ratio, LOSE or PUSH."""
    return _PAYOUTS[spot](coup, rules)


@dataclass(frozen=True, slots=True)
class BetResult:
    spot: BetSpot
    amount_cents: int
    net_cents: int  # what the player won (+), lost (−) or 0 on a push
    commission_cents: int  # what the 5% commission (with rounding) kept from a Banker win

    @property
    def resolution(self) -> Resolution:
        if self.net_cents > 0:
            return Resolution.WIN
        return Resolution.LOSE if self.net_cents < 0 else Resolution.PUSH


@dataclass(frozen=True, slots=True)
class Settlement:
    results: tuple[BetResult, ...]

    @property
    def wagered_cents(self) -> int:
        return sum(r.amount_cents for r in self.results)

    @property
    def net_cents(self) -> int:
        return sum(r.net_cents for r in self.results)

    @property
    def commission_cents(self) -> int:
        return sum(r.commission_cents for r in self.results)

    @property
    def returned_cents(self) -> int:
        """Chips that go back to the player: stakes of wins and pushes plus winnings."""
        return self.wagered_cents + self.net_cents

    def net_for(self, spot: BetSpot) -> int:
        return sum(r.net_cents for r in self.results if r.spot is spot)


def settle(bets: Mapping[BetSpot, int], coup: Coup, rules: TableRules) -> Settlement:
    """Settle every bet on the table against a finished coup.

    A win pays ``amount * numerator // denominator`` (rounded down, in the house's favour, as a
    casino rounds commission); the commission recorded is what a 1:1 payout would have added.
    """
    results = []
    for spot, amount in bets.items():
        if amount == 0:
            continue
        payout = payout_ratio(spot, coup, rules)
        if payout is Resolution.PUSH:
            results.append(BetResult(spot, amount, 0, 0))
        elif payout is Resolution.LOSE:
            results.append(BetResult(spot, amount, -amount, 0))
        else:
            numerator, denominator = payout
            win = amount * numerator // denominator
            commission = amount - win if (spot is BetSpot.BANKER and not rules.no_commission) else 0
            results.append(BetResult(spot, amount, win, commission))
    return Settlement(tuple(results))


def check_bets(bets: Mapping[BetSpot, int], rules: TableRules, bankroll_cents: int) -> None:
    """Refuse what a table would refuse, with a sentence a player understands; return if all is well."""
    total = 0
    for spot, amount in bets.items():
        if not isinstance(spot, BetSpot):
            raise ValueError(f"{spot!r} is not a bet spot")
        if not is_cents(amount):
            raise ValueError(f"a bet is a whole number of cents, not {amount!r}")
        if amount < 0:
            raise ValueError(f"a bet on {spot.label} cannot be negative")
        if amount == 0:
            continue
        low, high = (
            (rules.side_min_cents, rules.side_max_cents)
            if spot.is_side
            else (
                rules.min_bet_cents,
                rules.max_bet_cents,
            )
        )
        if amount < low:
            raise ValueError(
                f"{format_cents(amount)} on {spot.label} is under the minimum of {format_cents(low)}"
            )
        if amount > high:
            raise ValueError(
                f"{format_cents(amount)} on {spot.label} is over the maximum of {format_cents(high)}"
            )
        total += amount
    if total > bankroll_cents:
        raise ValueError(
            f"bets of {format_cents(total)} are more than your bankroll of {format_cents(bankroll_cents)}"
        )
    if bankroll_cents + best_win_cents(bets, rules) > MAX_CENTS:
        raise ValueError(
            f"a win on these bets could lift your bankroll above {format_cents(MAX_CENTS)}, the most "
            "Baccarat Desktop can hold: bet less"
        )
