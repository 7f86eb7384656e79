"""The daily shoe (engine/daily.py): its derivation from the date, the challenge drawn, the grading,
the run of days. Every date is explicit; no test reads today's clock."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.catalogue import BetSpot, Variant
from baccarat_desktop.engine.daily import (
    CHALLENGES,
    DAILY_RULES,
    Challenge,
    Medal,
    PlayedBet,
    PlayedHand,
    challenge_for,
    daily_commitment,
    daily_seed,
    daily_shoe,
    latest_day,
    run_of_days,
)

DAY = date(2026, 11, 28)


def test_the_seed_is_the_documented_hash_of_the_date() -> None:
    expected = hashlib.sha256(b"baccarat-desktop/daily/v1/2026-11-28").digest()
    assert daily_seed(DAY) == expected
    assert daily_commitment(DAY) == hashlib.sha256(expected).hexdigest()
    assert daily_shoe(DAY).commitment == daily_commitment(DAY)


def test_the_same_date_gives_the_same_shoe_and_challenge() -> None:
    first, again = daily_shoe(DAY), daily_shoe(date(2026, 11, 28))
    assert first.cards == again.cards and first.cut_position == again.cut_position
    assert len(first) == 416 and first.decks == 8
    assert 14 <= len(first) - (first.cut_position or 0) <= 16
    assert challenge_for(DAY) is challenge_for(date(2026, 11, 28))


def test_different_dates_give_different_shoes_and_the_draw_reaches_every_challenge() -> None:
    days = [DAY + timedelta(days=n) for n in range(120)]
    orders = {daily_shoe(day).cards for day in days}
    assert len(orders) == len(days)
    assert daily_shoe(DAY).cards != daily_shoe(DAY + timedelta(days=1)).cards
    assert {challenge_for(day).key for day in days} == {c.key for c in CHALLENGES}


def test_the_challenge_is_the_documented_draw() -> None:
    """An independent reading of docs/daily.md: words of SHA-256(key || counter) with rejection."""
    key = b"baccarat-desktop/daily-challenge/v1/" + daily_seed(DAY)
    n = len(CHALLENGES)
    limit = 2**32 - 2**32 % n
    words = (
        int.from_bytes(hashlib.sha256(key + k.to_bytes(8, "big")).digest()[i : i + 4], "big")
        for k in range(4)
        for i in range(0, 32, 4)
    )
    index = next(w for w in words if w < limit) % n
    assert challenge_for(DAY) is CHALLENGES[index]


def test_the_daily_table_is_fixed() -> None:
    assert DAILY_RULES.decks == 8 and DAILY_RULES.variant is Variant.COMMISSION
    assert DAILY_RULES.tie_pays == 8
    assert DAILY_RULES.offered == (
        BetSpot.PLAYER,
        BetSpot.BANKER,
        BetSpot.TIE,
        BetSpot.PLAYER_PAIR,
        BetSpot.BANKER_PAIR,
    )
    assert (DAILY_RULES.cut_min, DAILY_RULES.cut_max) == (14, 16)


def test_a_day_has_begun_somewhere_from_ten_in_the_morning_utc_of_the_day_before() -> None:
    assert latest_day(datetime(2026, 11, 27, 9, 59, tzinfo=UTC)) == date(2026, 11, 27)
    assert latest_day(datetime(2026, 11, 27, 10, 0, tzinfo=UTC)) == DAY
    assert latest_day(datetime(2026, 11, 28, 0, 0, tzinfo=timezone(timedelta(hours=14)))) == DAY


# -- grading -----------------------------------------------------------------------------------
def hand(*bets: tuple[BetSpot, int, int]) -> PlayedHand:
    return PlayedHand(tuple(PlayedBet(spot, amount, net) for spot, amount, net in bets))


WATCHED = PlayedHand()
BANKER_WIN = (BetSpot.BANKER, 1000, 950)
PLAYER_WIN = (BetSpot.PLAYER, 1000, 1000)
PLAYER_LOSS = (BetSpot.PLAYER, 1000, -1000)


def challenge(key: str) -> Challenge:
    return next(c for c in CHALLENGES if c.key == key)


def grades(key: str, plays: Sequence[Sequence[PlayedHand]]) -> list[Medal]:
    return [challenge(key).grade(play) for play in plays]


def test_there_are_at_least_six_challenges_each_with_rising_thresholds() -> None:
    assert len(CHALLENGES) >= 6
    assert len({c.key for c in CHALLENGES}) == len(CHALLENGES)
    for c in CHALLENGES:
        bronze, silver, gold = c.thresholds
        assert (bronze > silver > gold) if c.fewer_is_better else (bronze < silver < gold), c.key


def test_few_bets_ahead() -> None:
    win = hand((BetSpot.BANKER, 40_000, 38_000))
    small_loss = hand((BetSpot.PLAYER, 500, -500))

    def play(bets: int) -> list[PlayedHand]:
        return [win] + [small_loss] * (bets - 1)

    assert grades("few_bets", [play(10), play(11), play(20), play(21), play(30), play(31)]) == [
        Medal.GOLD, Medal.SILVER, Medal.SILVER, Medal.BRONZE, Medal.BRONZE, Medal.NONE,
    ]  # fmt: skip
    assert (
        grades("few_bets", [[hand(PLAYER_LOSS)], [WATCHED], [hand((BetSpot.BANKER, 1000, 0))]])
        == [Medal.NONE] * 3
    )  # not ahead


def test_side_bet_wins() -> None:
    pair_win = hand((BetSpot.PLAYER_PAIR, 100, 1100))
    tie_win = hand((BetSpot.TIE, 100, 800))
    side_loss = hand((BetSpot.BANKER_PAIR, 100, -100))
    assert grades("side_bet_wins", [[], [pair_win], [pair_win, tie_win], [pair_win, tie_win, pair_win]]) == [
        Medal.NONE, Medal.BRONZE, Medal.SILVER, Medal.GOLD,
    ]  # fmt: skip
    # A Player or Banker win is no side bet; more than 20 side bets placed takes the medal away.
    assert challenge("side_bet_wins").grade([hand(PLAYER_WIN)] * 5) is Medal.NONE
    three = [pair_win, tie_win, pair_win]
    assert challenge("side_bet_wins").grade(three + [side_loss] * 17) is Medal.GOLD
    assert challenge("side_bet_wins").grade(three + [side_loss] * 18) is Medal.NONE


def test_keep_it_close() -> None:
    def play(deepest: int, hands_bet: int = 30) -> list[PlayedHand]:
        # Down ``deepest`` after the first hand, then even bets back and forth.
        first = hand((BetSpot.PLAYER, deepest, -deepest))
        return (
            [first, WATCHED]
            + [hand(PLAYER_WIN), hand(PLAYER_LOSS)] * ((hands_bet - 1) // 2)
            + [hand(PLAYER_WIN)] * ((hands_bet - 1) % 2)
        )

    assert len([h for h in play(5_000) if h.bets]) == 30
    assert grades("never_far_down", [play(5_000), play(5_001), play(7_500), play(10_000), play(10_001)]) == [
        Medal.GOLD, Medal.SILVER, Medal.SILVER, Medal.BRONZE, Medal.NONE,
    ]  # fmt: skip
    assert challenge("never_far_down").grade(play(500, hands_bet=29)) is Medal.NONE  # too few hands bet on
    # The deepest point counts, not the end: down $60 mid-shoe, even at the end.
    dip = [hand((BetSpot.PLAYER, 6_000, -6_000)), hand((BetSpot.PLAYER, 6_000, 6_000))]
    assert challenge("never_far_down").grade(dip + [hand(PLAYER_WIN), hand(PLAYER_LOSS)] * 14) is Medal.SILVER


@pytest.mark.parametrize(
    ("key", "spot", "other"),
    [("banker_only", BetSpot.BANKER, BetSpot.PLAYER), ("player_only", BetSpot.PLAYER, BetSpot.BANKER)],
)
def test_one_side_only(key: str, spot: BetSpot, other: BetSpot) -> None:
    def up(cents: int) -> list[PlayedHand]:
        return [hand((spot, 20_000, cents))]

    assert grades(key, [up(10_000), up(9_999), up(5_000), up(1_000), up(999), up(-500)]) == [
        Medal.GOLD, Medal.SILVER, Medal.SILVER, Medal.BRONZE, Medal.NONE, Medal.NONE,
    ]  # fmt: skip
    assert challenge(key).grade([*up(20000), hand((other, 500, -500))]) is Medal.NONE
    assert challenge(key).grade([*up(20000), hand((BetSpot.TIE, 100, -100))]) is Medal.NONE
    assert challenge(key).grade([WATCHED]) is Medal.NONE


def test_on_a_roll() -> None:
    win, loss, push = hand(PLAYER_WIN), hand(PLAYER_LOSS), hand((BetSpot.BANKER, 1000, 0))

    def run(n: int) -> list[PlayedHand]:
        return [loss] + [win, WATCHED] * n + [push, win]

    assert grades("winning_run", [run(7), run(6), run(5), run(4), run(3), run(2)]) == [
        Medal.GOLD, Medal.SILVER, Medal.SILVER, Medal.BRONZE, Medal.BRONZE, Medal.NONE,
    ]  # fmt: skip
    assert challenge("winning_run").grade([win, win, push, win, win, win]) is Medal.BRONZE  # a push breaks it


def test_grow_the_bankroll() -> None:
    def net(cents: int) -> list[PlayedHand]:
        return [hand((BetSpot.BANKER, 100_000, cents)), WATCHED]

    assert grades("grow", [net(50_000), net(49_999), net(25_000), net(10_000), net(9_999)]) == [
        Medal.GOLD, Medal.SILVER, Medal.SILVER, Medal.BRONZE, Medal.NONE,
    ]  # fmt: skip


def test_threshold_words() -> None:
    assert challenge("few_bets").threshold_text(Medal.GOLD) == "at most 10"
    assert challenge("grow").threshold_text(Medal.BRONZE) == "at least $100.00"


# -- the run of days ---------------------------------------------------------------------------
def test_the_run_of_days_counts_back_from_today_or_yesterday_and_a_gap_breaks_it() -> None:
    d = date(2026, 11, 20)
    days = [d, d + timedelta(1), d + timedelta(2), d + timedelta(4), d + timedelta(5), d + timedelta(6)]
    assert run_of_days(days, today=d + timedelta(6)) == 3  # the 24th to the 26th; the 23rd broke it
    assert run_of_days(days, today=d + timedelta(7)) == 3  # today not yet played: the run still stands
    assert run_of_days(days, today=d + timedelta(8)) == 0  # a whole day passed unplayed
    assert run_of_days(days, today=d + timedelta(2)) == 3
    assert run_of_days(days, today=d + timedelta(3)) == 3
    assert run_of_days([*days, d + timedelta(3)], today=d + timedelta(6)) == 7  # gap filled
    assert run_of_days([], today=d) == 0


# -- docs/daily.md states the derivation and the challenges the code uses ----------------------------
DOC = Path(__file__).resolve().parents[2] / "docs" / "daily.md"


def test_the_reference_implementation_in_the_doc_matches_the_engine() -> None:
    text = DOC.read_text()
    code = text.split("```python", 1)[1].split("```", 1)[0]
    namespace: dict[str, Any] = {}
    exec(code, namespace)  # the doc's own lines, as a reader would run them
    for day in [DAY + timedelta(days=n) for n in range(40)]:
        assert namespace["daily_seed"](day.isoformat()) == daily_seed(day)
        assert namespace["daily_challenge"](day.isoformat()) == challenge_for(day).key


def test_the_docs_table_of_challenges_is_the_codes() -> None:
    rows = re.findall(
        r"^\| (\d+) \| `(\w+)` \| ([^|]+) \|[^|]+\| ([^|]+) \| ([^|]+) \| ([^|]+) \|", DOC.read_text(), re.M
    )
    assert [(int(n), key, title.strip()) for n, key, title, *_ in rows] == [
        (i, c.key, c.title) for i, c in enumerate(CHALLENGES)
    ]
    for (*_, bronze, silver, gold), c in zip(rows, CHALLENGES, strict=True):
        assert [bronze.strip(), silver.strip(), gold.strip()] == [
            c.threshold_text(m) for m in (Medal.BRONZE, Medal.SILVER, Medal.GOLD)
        ]
    assert f"`uniform({len(CHALLENGES)})`" in DOC.read_text()
