"""A day's result code: the day, the bets of each hand and the outcome claimed, as text a player can
paste; replayed through the engine to confirm or refuse it (docs/daily.md §The result code).

``BD1-20261128-3B500Q100.7P2500-U1500-G-1A2B3C4D``: the version, the day, the bets (hand number,
then a letter and cents for each spot), the net (U up or D down, in cents), the medal's letter and
a checksum (the first 8 hex digits of SHA-256 of everything before it). A code that does not read
as one is a ``MalformedCode`` (a ``DomainError``); one that reads but is not true (its checksum, a
bet the table refuses, an outcome the replay does not give, a day not yet begun) is
``DailyRefused``, saying why.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime

from .catalogue import BetRefused, BetSpot
from .daily import (
    DAILY_BANKROLL_CENTS,
    DAILY_RULES,
    Challenge,
    Medal,
    PlayedHand,
    challenge_for,
    daily_shoe,
    latest_day,
)
from .errors import DomainError, shown
from .i18n import _t
from .money import signed_cents
from .session import HandResult, Session

__all__ = [
    "CODE_VERSION",
    "DailyCode",
    "DailyPlay",
    "DailyRefused",
    "MalformedCode",
    "encode",
    "parse_code",
    "replay",
    "verify_code",
]

CODE_VERSION = 1
PREFIX = f"BD{CODE_VERSION}"
NO_BETS = "NONE"
# A spot's letter in a code: the bets the daily table takes (DAILY_RULES.offered).
SPOT_LETTERS: dict[BetSpot, str] = {
    BetSpot.PLAYER: "P",
    BetSpot.BANKER: "B",
    BetSpot.TIE: "T",
    BetSpot.PLAYER_PAIR: "Q",
    BetSpot.BANKER_PAIR: "R",
}
_SPOTS = {letter: spot for spot, letter in SPOT_LETTERS.items()}
CHECK_DIGITS = 8
# Longer than any shoe's code (at most ~103 hands, five bets each): refused unread beyond it.
MAX_CODE_CHARS = 16_000

_HAND = re.compile(r"([1-9][0-9]{0,2})((?:[PBTQR](?:0|[1-9][0-9]{0,11}))+)")
_BET = re.compile(r"([PBTQR])([0-9]+)")
_NET = re.compile(r"([UD])(0|[1-9][0-9]{0,11})")

Bets = Mapping[int, Mapping[BetSpot, int]]  # hand number (1 for the first after the burn) -> bets


class MalformedCode(DomainError):
    """Text that is not a daily result code at all (the command line's exit 2)."""


class DailyRefused(Exception):
    """A code that reads as one but is not true; ``str`` says why (the command line's exit 1)."""


@dataclass(frozen=True)
class DailyCode:
    """A result code read: the day, each hand's bets and the outcome it claims."""

    day: date
    bets: tuple[tuple[int, tuple[tuple[BetSpot, int], ...]], ...]
    net_cents: int
    medal: Medal

    @property
    def bets_by_hand(self) -> dict[int, dict[BetSpot, int]]:
        return {hand: dict(spots) for hand, spots in self.bets}


def _checksum(body: str) -> str:
    return hashlib.sha256(body.encode("ascii")).hexdigest()[:CHECK_DIGITS].upper()


def encode(day: date, bets: Bets, net_cents: int, medal: Medal) -> str:
    """The code of a played day (its hands' bets; hands without bets are left out)."""
    entries = []
    for hand in sorted(bets):
        spots = "".join(f"{SPOT_LETTERS[spot]}{amount}" for spot, amount in bets[hand].items() if amount)
        if spots:
            entries.append(f"{hand}{spots}")
    net = f"{'D' if net_cents < 0 else 'U'}{abs(net_cents)}"
    body = "-".join((PREFIX, day.strftime("%Y%m%d"), ".".join(entries) or NO_BETS, net, medal.letter))
    return f"{body}-{_checksum(body)}"


def _malformed(why: str) -> MalformedCode:
    return MalformedCode(_t("Daily", "not a daily result code: {why}").format(why=why))


def _read_day(text: str) -> date:
    if not re.fullmatch(r"[0-9]{8}", text):
        raise _malformed(_t("Daily", "the day is written YYYYMMDD, not {text}").format(text=shown(text)))
    try:
        return date(int(text[:4]), int(text[4:6]), int(text[6:]))
    except ValueError:
        raise _malformed(_t("Daily", "{text} is not a date").format(text=text)) from None


def _read_bets(text: str) -> tuple[tuple[int, tuple[tuple[BetSpot, int], ...]], ...]:
    if text == NO_BETS:
        return ()
    hands: list[tuple[int, tuple[tuple[BetSpot, int], ...]]] = []
    for entry in text.split("."):
        match = _HAND.fullmatch(entry)
        if match is None:
            raise _malformed(_t("Daily", "{entry} is not a hand's bets").format(entry=shown(entry)))
        hand = int(match.group(1))
        if hands and hand <= hands[-1][0]:
            raise _malformed(_t("Daily", "hand {hand} comes out of order").format(hand=hand))
        spots = [(_SPOTS[letter], int(amount)) for letter, amount in _BET.findall(match.group(2))]
        if len({spot for spot, _ in spots}) != len(spots):
            raise _malformed(_t("Daily", "hand {hand} names a bet twice").format(hand=hand))
        hands.append((hand, tuple(spots)))
    return tuple(hands)


def parse_code(text: str) -> DailyCode:
    """Read a pasted code (any case; spaces and line breaks are ignored). ``MalformedCode`` if it
    does not read as one; ``DailyRefused`` if its checksum is not that of what it says."""
    if len(text) > MAX_CODE_CHARS:
        raise _malformed(_t("Daily", "it is longer than any day's code"))
    cleaned = "".join(text.split()).upper()
    fields = cleaned.split("-")
    if len(fields) != 6 or not fields[0].startswith("BD"):
        raise _malformed(
            _t("Daily", "a code reads BD1-YYYYMMDD-BETS-NET-MEDAL-CHECK, not {text}").format(
                text=shown(cleaned)
            )
        )
    prefix, day_text, bets_text, net_text, medal_text, check = fields
    if prefix != PREFIX:
        raise _malformed(
            _t("Daily", "this version of Baccarat Desktop reads {known} codes, not {prefix}").format(
                known=PREFIX, prefix=shown(prefix)
            )
        )
    if not re.fullmatch(f"[0-9A-F]{{{CHECK_DIGITS}}}", check):
        raise _malformed(_t("Daily", "the checksum is {n} hex digits").format(n=CHECK_DIGITS))
    if _checksum(cleaned.rsplit("-", 1)[0]) != check:
        raise DailyRefused(_t("Daily", "wrong checksum: the code was changed or mistyped"))
    day = _read_day(day_text)
    bets = _read_bets(bets_text)
    net = _NET.fullmatch(net_text)
    if net is None or net_text == "D0":
        raise _malformed(_t("Daily", "the net is U or D then cents, not {text}").format(text=shown(net_text)))
    medals = {medal.letter: medal for medal in Medal}
    if medal_text not in medals:
        raise _malformed(_t("Daily", "the medal is N, B, S or G, not {text}").format(text=shown(medal_text)))
    net_cents = int(net.group(2)) * (-1 if net.group(1) == "D" else 1)
    return DailyCode(day, bets, net_cents, medals[medal_text])


@dataclass(frozen=True)
class DailyPlay:
    """A day's shoe dealt to its end through the engine with a player's bets."""

    day: date
    hands: tuple[HandResult, ...]

    @property
    def challenge(self) -> Challenge:
        return challenge_for(self.day)

    @property
    def net_cents(self) -> int:
        return sum(hand.net_cents for hand in self.hands)

    @property
    def played(self) -> tuple[PlayedHand, ...]:
        return tuple(PlayedHand.of(hand) for hand in self.hands)

    @property
    def medal(self) -> Medal:
        return self.challenge.grade(self.played)

    @property
    def code(self) -> str:
        bets = {hand.hand_no: dict(hand.bets) for hand in self.hands if hand.bets}
        return encode(self.day, bets, self.net_cents, self.medal)


def replay(day: date, bets: Bets) -> DailyPlay:
    """Deal the day's shoe to its end at the daily table with these bets (a hand not named is
    dealt without bets); ``DailyRefused`` naming the hand if the table refuses one of them."""
    session = Session(DAILY_RULES, DAILY_BANKROLL_CENTS, shoe_factory=lambda: daily_shoe(day))
    session.start_shoe()
    hands: list[HandResult] = []
    while not session.needs_new_shoe:
        number = session.hand_no + 1
        try:
            hands.append(session.deal(dict(bets.get(number, {}))))
        except BetRefused as exc:
            raise DailyRefused(
                _t("Daily", "hand {hand}: the table refuses the bets: {why}").format(hand=number, why=exc)
            ) from None
    beyond = [hand for hand in bets if hand > len(hands) and any(bets[hand].values())]
    if beyond:
        raise DailyRefused(
            _t("Daily", "bets on hand {hand}, but the day's shoe deals only {hands} hands").format(
                hand=min(beyond), hands=len(hands)
            )
        )
    return DailyPlay(day, tuple(hands))


def verify_code(text: str, now: datetime) -> DailyPlay:
    """The play a code stands for, if it is true at ``now``: its checksum, its day begun somewhere
    (``daily.latest_day``), its bets taken by the table and its outcome the replay's. Else
    ``MalformedCode`` or ``DailyRefused`` saying why."""
    code = parse_code(text)
    if code.day > latest_day(now):
        raise DailyRefused(
            _t("Daily", "{day} has not begun anywhere yet: no code can be from it").format(
                day=code.day.isoformat()
            )
        )
    play = replay(code.day, code.bets_by_hand)
    if (play.net_cents, play.medal) != (code.net_cents, code.medal):
        raise DailyRefused(
            _t(
                "Daily",
                "the code claims {claimed_net} and {claimed_medal}, but its bets on that day's shoe "
                "give {net} and {medal}",
            ).format(
                claimed_net=signed_cents(code.net_cents),
                claimed_medal=code.medal.label,
                net=signed_cents(play.net_cents),
                medal=play.medal.label,
            )
        )
    return play
