"""Many coups through real shoes (burn, cut card, last hand, new shoe), counted. No I/O.

The same ``Session`` the table uses deals every coup, so a simulation can never disagree with play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from .coup import Outcome
from .errors import DomainError
from .roads import StreakCounter
from .rules import TableRules
from .session import HandResult, Session
from .shoe import SeedSource

__all__ = ["SimulationSummary", "simulate"]


@dataclass
class SimulationSummary:
    hands: int = 0
    banker: int = 0
    player: int = 0
    tie: int = 0
    player_pair: int = 0
    banker_pair: int = 0
    naturals: int = 0
    shoes: int = 0
    banker_wins_on_six: int = 0
    cards_dealt: int = 0
    cards_burned: int = 0
    longest_streak: dict[str, int] = field(default_factory=lambda: {"banker": 0, "player": 0})

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = asdict(self)
        hands = max(self.hands, 1)
        data["frequencies"] = {
            k: getattr(self, k) / hands
            for k in ("banker", "player", "tie", "player_pair", "banker_pair", "naturals")
        }
        data["hands_per_shoe"] = self.hands / self.shoes if self.shoes else 0.0
        return data


def simulate(
    hands: int,
    rules: TableRules,
    seeds: SeedSource,
    *,
    progress: Callable[[int], None] | None = None,
    every: int = 1000,
    on_hand: Callable[[HandResult], None] | None = None,
) -> SimulationSummary:
    """Deal ``hands`` coups with no bets; a new shoe starts whenever the last one is done.
    ``on_hand`` sees each hand as the table dealt it (at a multiplier table, its lit cards too)."""
    if hands < 0:
        raise DomainError("the number of hands cannot be negative")
    session = Session(rules, 0, seeds=seeds)
    summary = SimulationSummary()
    streaks = StreakCounter()  # streaks, like the roads, belong to one shoe
    for i in range(hands):
        if session.needs_new_shoe:
            start = session.start_shoe()
            summary.shoes += 1
            summary.cards_burned += start.burn.count if start.burn else 0
            streaks.new_shoe()
        hand = session.deal({})
        if on_hand is not None:
            on_hand(hand)
        coup = hand.coup
        outcome = coup.outcome
        summary.hands += 1
        summary.cards_dealt += coup.cards_used
        if outcome is Outcome.BANKER:
            summary.banker += 1
            if coup.banker_total == 6:
                summary.banker_wins_on_six += 1
        elif outcome is Outcome.PLAYER:
            summary.player += 1
        else:
            summary.tie += 1
        streaks.add(outcome)
        summary.player_pair += coup.player_pair
        summary.banker_pair += coup.banker_pair
        summary.naturals += coup.natural
        if progress is not None and (i + 1) % every == 0:
            progress(i + 1)
    summary.longest_streak = {side.value: length for side, length in streaks.longest.items()}
    if progress is not None:
        progress(summary.hands)
    return summary
