"""The daily shoe: one shoe a day, the same for everyone, and the challenge drawn for it (docs/daily.md).

A day's shoe comes from its date alone, so any two players can compare their play and anyone can
rebuild it: the seed is SHA-256(``DAY_LABEL`` + the ISO date), dealt by the game's own shuffle
(``Shoe.from_seed``, docs/fairness.md) at the fixed ``DAILY_RULES``; its commitment and its reveal are
those of every shoe. The challenge is drawn from the same seed (``CHALLENGE_LABEL`` keeps its stream
apart from the shuffle's), and grades a played shoe into no medal, bronze, silver or gold. How a
played shoe is written down, replayed and checked is ``daily_code.py``'s. No I/O, no clock: the day
is always given.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from .catalogue import BetSpot
from .i18n import QT_TRANSLATE_NOOP, _t
from .money import format_cents
from .rules import DEFAULT_BANKROLL_CENTS, TableRules
from .session import HandResult
from .shoe import ByteStream, Shoe, commitment

__all__ = [
    "CHALLENGES",
    "DAILY_BANKROLL_CENTS",
    "DAILY_RULES",
    "Challenge",
    "Medal",
    "PlayedBet",
    "PlayedHand",
    "challenge_for",
    "daily_commitment",
    "daily_seed",
    "daily_shoe",
    "latest_day",
    "run_of_days",
]

DAY_LABEL = b"baccarat-desktop/daily/v1/"
CHALLENGE_LABEL = b"baccarat-desktop/daily-challenge/v1/"

# The daily table: 8 decks, Commission, Tie 8 to 1, the two pairs, $5-$5,000 on Player and Banker,
# $1-$500 on Tie and the pairs, 14 to 16 cards behind the cut card (a new table's defaults, written
# out so that a change of default never changes a past day's shoe).
DAILY_RULES = TableRules(
    decks=8,
    tie_pays=8,
    min_bet_cents=500,
    max_bet_cents=500_000,
    side_min_cents=100,
    side_max_cents=50_000,
    cut_min=14,
    cut_max=16,
    side_bets=(BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR),
)
DAILY_BANKROLL_CENTS = DEFAULT_BANKROLL_CENTS  # $1,000 to play the day's shoe with


def daily_seed(day: date) -> bytes:
    """The day's 32-byte shoe seed: SHA-256 of ``DAY_LABEL`` followed by the ISO date ('2026-11-28')."""
    return hashlib.sha256(DAY_LABEL + day.isoformat().encode("ascii")).digest()


def daily_shoe(day: date) -> Shoe:
    """The day's shoe, before its burn: the game's shuffle of the day's seed at the daily table."""
    return Shoe.from_seed(daily_seed(day), DAILY_RULES.decks, (DAILY_RULES.cut_min, DAILY_RULES.cut_max))


def daily_commitment(day: date) -> str:
    """The day's commitment (SHA-256 of its seed in hex), as every shoe shows before its burn."""
    return commitment(daily_seed(day))


def latest_day(now: datetime) -> date:
    """The latest date that has begun somewhere on Earth at ``now`` (UTC+14 is first to reach a
    date): a code for a later day is from the future. A naive ``now`` is taken as local time."""
    return (now.astimezone(UTC) + timedelta(hours=14)).date()


class Medal(enum.Enum):
    """How well a day's challenge was met, worst first (``rank`` orders them)."""

    NONE = "none"
    BRONZE = "bronze"
    SILVER = "silver"
    GOLD = "gold"

    @property
    def rank(self) -> int:
        return list(Medal).index(self)

    @property
    def letter(self) -> str:
        """Its letter in a result code: N, B, S or G."""
        return self.value[0].upper()

    @property
    def label(self) -> str:
        return _t("Daily", _MEDAL_LABELS[self])


_MEDAL_LABELS = {
    Medal.NONE: QT_TRANSLATE_NOOP("Daily", "No medal"),
    Medal.BRONZE: QT_TRANSLATE_NOOP("Daily", "Bronze"),
    Medal.SILVER: QT_TRANSLATE_NOOP("Daily", "Silver"),
    Medal.GOLD: QT_TRANSLATE_NOOP("Daily", "Gold"),
}


# -- a played shoe, as the challenges read it ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayedBet:
    spot: BetSpot
    amount_cents: int
    net_cents: int  # what it did to the bankroll (a Banker win net of its commission)


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One hand of the day's shoe as the challenges grade it: the bets on it and how each came out
    (no bets: a hand watched)."""

    bets: tuple[PlayedBet, ...] = ()

    @property
    def net_cents(self) -> int:
        return sum(bet.net_cents for bet in self.bets)

    @classmethod
    def of(cls, result: HandResult) -> PlayedHand:
        return cls(tuple(PlayedBet(r.spot, r.amount_cents, r.net_cents) for r in result.settlement.results))


def _bets(hands: Sequence[PlayedHand]) -> list[PlayedBet]:
    return [bet for hand in hands for bet in hand.bets]


def _net(hands: Sequence[PlayedHand]) -> int:
    return sum(hand.net_cents for hand in hands)


def _deepest_loss(hands: Sequence[PlayedHand]) -> int:
    """The most the bankroll was below its start after any hand (0 if never below)."""
    running = deepest = 0
    for hand in hands:
        running += hand.net_cents
        deepest = max(deepest, -running)
    return deepest


def _longest_winning_run(hands: Sequence[PlayedHand]) -> int:
    """The most hands in a row, among the hands bet on, that each won (a loss or a push breaks it;
    a hand watched neither counts nor breaks)."""
    run = best = 0
    for hand in hands:
        if not hand.bets:
            continue
        run = run + 1 if hand.net_cents > 0 else 0
        best = max(best, run)
    return best


def _only(spot: BetSpot) -> Callable[[Sequence[PlayedHand]], bool]:
    def check(hands: Sequence[PlayedHand]) -> bool:
        bets = _bets(hands)
        return bool(bets) and all(bet.spot is spot for bet in bets)

    return check


class Unit(enum.Enum):
    """What a challenge's measure counts, for showing its thresholds."""

    CENTS = "cents"
    COUNT = "count"


@dataclass(frozen=True)
class Challenge:
    """A challenge: a measure of the played shoe, the thresholds of bronze, silver and gold, whether
    more or fewer is better, and a condition without which no medal is given."""

    key: str
    title_text: str
    goal_text: str
    unit: Unit
    fewer_is_better: bool
    thresholds: tuple[int, int, int]  # bronze, silver, gold
    measure: Callable[[Sequence[PlayedHand]], int]
    requirement: Callable[[Sequence[PlayedHand]], bool] = lambda _hands: True

    @property
    def title(self) -> str:
        return _t("Daily", self.title_text)

    @property
    def goal(self) -> str:
        return _t("Daily", self.goal_text)

    def threshold_text(self, medal: Medal) -> str:
        """'at most 10', 'at least $100.00': what ``medal`` takes."""
        value = self.thresholds[medal.rank - 1]
        amount = format_cents(value) if self.unit is Unit.CENTS else f"{value:,}"
        words = _t("Daily", "at most {value}") if self.fewer_is_better else _t("Daily", "at least {value}")
        return words.format(value=amount)

    def grade(self, hands: Sequence[PlayedHand]) -> Medal:
        """The medal this played shoe earns: the best whose threshold its measure reaches, provided
        the challenge's condition holds."""
        if not self.requirement(hands):
            return Medal.NONE
        value = self.measure(hands)
        for medal in (Medal.GOLD, Medal.SILVER, Medal.BRONZE):
            threshold = self.thresholds[medal.rank - 1]
            if (value <= threshold) if self.fewer_is_better else (value >= threshold):
                return medal
        return Medal.NONE


# The challenges, in the order the day's draw indexes them (docs/daily.md lists them): append only,
# never reorder or change one, or past days' challenges and codes would change.
CHALLENGES: tuple[Challenge, ...] = (
    Challenge(
        "few_bets",
        QT_TRANSLATE_NOOP("Daily", "Few bets, ahead"),
        QT_TRANSLATE_NOOP("Daily", "Finish the shoe ahead, placing as few bets as you can."),
        Unit.COUNT,
        True,
        (30, 20, 10),
        lambda hands: len(_bets(hands)),
        lambda hands: _net(hands) > 0,
    ),
    Challenge(
        "side_bet_wins",
        QT_TRANSLATE_NOOP("Daily", "Side bet hunter"),
        QT_TRANSLATE_NOOP("Daily", "Win side bets (Tie or a pair), placing no more than 20 of them."),
        Unit.COUNT,
        False,
        (1, 2, 3),
        lambda hands: sum(1 for bet in _bets(hands) if bet.spot.is_side and bet.net_cents > 0),
        lambda hands: sum(1 for bet in _bets(hands) if bet.spot.is_side) <= 20,
    ),
    Challenge(
        "never_far_down",
        QT_TRANSLATE_NOOP("Daily", "Keep it close"),
        QT_TRANSLATE_NOOP(
            "Daily", "Bet on at least 30 hands without ever being far below your starting bankroll."
        ),
        Unit.CENTS,
        True,
        (10_000, 7_500, 5_000),
        _deepest_loss,
        lambda hands: sum(1 for hand in hands if hand.bets) >= 30,
    ),
    Challenge(
        "banker_only",
        QT_TRANSLATE_NOOP("Daily", "Banker only"),
        QT_TRANSLATE_NOOP("Daily", "Bet only on Banker and finish the shoe ahead."),
        Unit.CENTS,
        False,
        (1_000, 5_000, 10_000),
        _net,
        _only(BetSpot.BANKER),
    ),
    Challenge(
        "player_only",
        QT_TRANSLATE_NOOP("Daily", "Player only"),
        QT_TRANSLATE_NOOP("Daily", "Bet only on Player and finish the shoe ahead."),
        Unit.CENTS,
        False,
        (1_000, 5_000, 10_000),
        _net,
        _only(BetSpot.PLAYER),
    ),
    Challenge(
        "winning_run",
        QT_TRANSLATE_NOOP("Daily", "On a roll"),
        QT_TRANSLATE_NOOP(
            "Daily", "Win hands in a row: a loss or a push ends the run, a hand without bets does not."
        ),
        Unit.COUNT,
        False,
        (3, 5, 7),
        _longest_winning_run,
    ),
    Challenge(
        "grow",
        QT_TRANSLATE_NOOP("Daily", "Grow the bankroll"),
        QT_TRANSLATE_NOOP("Daily", "Finish the shoe as far ahead as you can."),
        Unit.CENTS,
        False,
        (10_000, 25_000, 50_000),
        _net,
    ),
)


def challenge_for(day: date) -> Challenge:
    """The day's challenge: ``uniform(len(CHALLENGES))`` of the shuffle's stream keyed by
    ``CHALLENGE_LABEL`` followed by the day's seed."""
    stream = ByteStream(CHALLENGE_LABEL + daily_seed(day))
    return CHALLENGES[stream.uniform(len(CHALLENGES))]


def run_of_days(days: Iterable[date], today: date) -> int:
    """The run of consecutive days played up to ``today``: counted back from today, or from
    yesterday while today is not yet played (the run is not broken until a day passes unplayed)."""
    played = set(days)
    day = today if today in played else today - timedelta(days=1)
    run = 0
    while day in played:
        run += 1
        day -= timedelta(days=1)
    return run
