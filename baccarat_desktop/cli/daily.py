"""The daily shoe on the command line: ``daily`` (the day's challenge and commitment, never its cards)
and ``verify-daily`` (a result code replayed through the engine: confirmed or refused). docs/daily.md."""

from __future__ import annotations

import argparse
from datetime import UTC, date, datetime
from typing import Any

from .common import print_json


def _now() -> datetime:
    """The clock the commands read (today's date, a day not yet begun); tests put their own here."""
    return datetime.now(UTC)


def date_argument(text: str) -> date:
    """argparse type for ``--date YYYY-MM-DD``."""
    try:
        if len(text) != 10:
            raise ValueError
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a date: write it YYYY-MM-DD") from None


def register(subparsers: Any) -> None:
    daily = subparsers.add_parser(
        "daily",
        help="the daily shoe's challenge and commitment",
        description="Print a day's challenge, with what bronze, silver and gold take, the daily table's "
        "rules and the commitment of the day's shoe (never its cards). Every day has one shoe, the same "
        "for everyone, derived from the date as docs/daily.md says.",
    )
    daily.add_argument(
        "--date", type=date_argument, metavar="YYYY-MM-DD", help="the day (default: today, in local time)"
    )
    daily.add_argument("--json", action="store_true", help="print JSON")
    daily.set_defaults(handler=run_daily)

    verify = subparsers.add_parser(
        "verify-daily",
        help="replay a daily result code and confirm or refuse it",
        description="Replay the day's shoe with the code's bets through the engine and confirm the "
        "outcome it claims (net and medal), or refuse it saying why: a wrong checksum, bets the table "
        "refuses, an outcome the replay does not give, a day that has not begun anywhere yet.",
        epilog="Exit status: 0 confirmed; 1 refused; 2 for text that is not a daily result code.",
    )
    verify.add_argument(
        "code",
        nargs="+",
        metavar="CODE",
        help="the result code, e.g. BD1-20261128-3B500-U475-N-1A2B3C4D (split over words: joined again)",
    )
    verify.add_argument("--json", action="store_true", help="print JSON (exit codes as without)")
    verify.set_defaults(handler=run_verify_daily)


def _challenge_dict(challenge: Any) -> dict[str, Any]:
    from ..engine.daily import Medal

    return {
        "key": challenge.key,
        "title": challenge.title,
        "goal": challenge.goal,
        "unit": challenge.unit.value,
        "fewer_is_better": challenge.fewer_is_better,
        "thresholds": {
            m.value: challenge.thresholds[m.rank - 1] for m in (Medal.BRONZE, Medal.SILVER, Medal.GOLD)
        },
    }


def run_daily(args: argparse.Namespace) -> int:
    from ..engine.daily import (
        DAILY_BANKROLL_CENTS,
        DAILY_RULES,
        Medal,
        challenge_for,
        daily_commitment,
    )
    from ..engine.money import format_cents

    day = args.date if args.date is not None else _now().astimezone().date()
    challenge = challenge_for(day)
    if args.json:
        print_json(
            {
                "day": day.isoformat(),
                "challenge": _challenge_dict(challenge),
                "rules": DAILY_RULES.to_dict(),
                "bankroll_cents": DAILY_BANKROLL_CENTS,
                "commitment": daily_commitment(day),
            }
        )
        return 0
    medals = " · ".join(
        f"{m.label}: {challenge.threshold_text(m)}" for m in (Medal.GOLD, Medal.SILVER, Medal.BRONZE)
    )
    rules = DAILY_RULES
    print(f"Daily shoe of {day.isoformat()}")
    print(f"Challenge:  {challenge.title}. {challenge.goal}")
    print(f"            {medals}")
    print(
        f"Table:      {rules.describe()}; Player and Banker {format_cents(rules.min_bet_cents)} to "
        f"{format_cents(rules.max_bet_cents)}, Tie and the pairs {format_cents(rules.side_min_cents)} to "
        f"{format_cents(rules.side_max_cents)}; bankroll {format_cents(DAILY_BANKROLL_CENTS)}"
    )
    print(f"Commitment: {daily_commitment(day)}  (SHA-256 of the day's seed)")
    return 0


def run_verify_daily(args: argparse.Namespace) -> int:
    from ..engine.daily_code import DailyRefused, verify_code
    from ..engine.money import signed_cents

    text = "".join(args.code)
    try:
        play = verify_code(text, _now())
    except DailyRefused as exc:
        if args.json:
            print_json({"confirmed": False, "reason": str(exc)})
        else:
            print(f"Refused: {exc}.")
        return 1
    challenge = play.challenge
    if args.json:
        print_json(
            {
                "confirmed": True,
                "day": play.day.isoformat(),
                "challenge": _challenge_dict(challenge),
                "medal": play.medal.value,
                "net_cents": play.net_cents,
                "hands": len(play.hands),
                "hands_bet": sum(1 for hand in play.hands if hand.bets),
            }
        )
        return 0
    print(
        f"Confirmed: {play.day.isoformat()}, {challenge.title}: {play.medal.label.lower()}, net "
        f"{signed_cents(play.net_cents)} ({sum(1 for h in play.hands if h.bets)} of the shoe's "
        f"{len(play.hands)} hands bet on)."
    )
    return 0
