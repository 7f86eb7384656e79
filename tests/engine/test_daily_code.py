"""A day's result code (engine/daily_code.py): written from a replay, read back, and refused when
forged. Every date and every 'now' is explicit."""

from __future__ import annotations

import hashlib
from datetime import UTC, date, datetime

import pytest

from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.daily import Medal
from baccarat_desktop.engine.daily_code import (
    DailyRefused,
    MalformedCode,
    encode,
    parse_code,
    replay,
    verify_code,
)

DAY = date(2026, 11, 28)
NOW = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)
BETS = {
    1: {BetSpot.BANKER: 1_000},
    2: {BetSpot.PLAYER: 2_500, BetSpot.PLAYER_PAIR: 100},
    9: {BetSpot.TIE: 500},
}


def resign(code: str) -> str:
    """``code`` with its checksum made right again (what a forger who read the docs would do)."""
    body = code.rsplit("-", 1)[0]
    return f"{body}-{hashlib.sha256(body.encode()).hexdigest()[:8].upper()}"


def test_the_documented_form() -> None:
    code = encode(
        DAY,
        {3: {BetSpot.BANKER: 500, BetSpot.PLAYER_PAIR: 100}, 7: {BetSpot.PLAYER: 2_500}},
        1_500,
        Medal.GOLD,
    )
    body = "BD1-20261128-3B500Q100.7P2500-U1500-G"
    assert code == f"{body}-{hashlib.sha256(body.encode()).hexdigest()[:8].upper()}"
    assert encode(DAY, {}, -250, Medal.NONE).startswith("BD1-20261128-NONE-D250-N-")


def test_a_replay_deals_the_whole_shoe_and_its_code_reads_back() -> None:
    play = replay(DAY, BETS)
    assert play.hands[-1].last_hand and len(play.hands) > 60
    assert [h.hand_no for h in play.hands] == list(range(1, len(play.hands) + 1))
    assert dict(play.hands[1].bets) == BETS[2] and play.hands[2].bets == ()
    assert play.net_cents == sum(h.settlement.net_cents for h in play.hands[:9])
    code = parse_code(play.code)
    assert (code.day, code.bets_by_hand, code.net_cents, code.medal) == (
        DAY,
        BETS,
        play.net_cents,
        play.medal,
    )
    confirmed = verify_code(play.code, NOW)
    assert (confirmed.net_cents, confirmed.medal, confirmed.challenge) == (
        play.net_cents,
        play.medal,
        play.challenge,
    )
    # Pasted in lower case, wrapped over lines: the same code.
    assert verify_code("  " + play.code.lower()[:20] + "\n" + play.code.lower()[20:], NOW).code == play.code


def test_a_replay_is_the_days_shoe_dealt() -> None:
    from baccarat_desktop.engine.daily import daily_shoe

    shoe = daily_shoe(DAY)
    burn = shoe.burn()
    first = replay(DAY, {}).hands[0]
    assert first.position_before == burn.count
    assert tuple(first.coup.cards_in_dealing_order()[:4]) == shoe.cards[burn.count : burn.count + 4]


def test_forged_bets_are_refused() -> None:
    play = replay(DAY, BETS)
    forged = resign(play.code.replace("2P2500", "2B2500"))
    with pytest.raises(DailyRefused, match="the code claims"):
        verify_code(forged, NOW)


def test_a_forged_outcome_is_refused() -> None:
    play = replay(DAY, BETS)
    net = f"-{'D' if play.net_cents < 0 else 'U'}{abs(play.net_cents)}-"
    forged = resign(play.code.replace(net, f"-U{abs(play.net_cents) + 10_000}-"))
    with pytest.raises(DailyRefused, match="the code claims"):
        verify_code(forged, NOW)
    other_medal = "G" if play.medal is not Medal.GOLD else "S"
    medal = resign(play.code.rsplit("-", 2)[0] + f"-{other_medal}-00000000")
    with pytest.raises(DailyRefused, match="the code claims"):
        verify_code(medal, NOW)


def test_another_day_is_refused() -> None:
    play = replay(DAY, BETS)
    with pytest.raises(DailyRefused, match="the code claims"):
        verify_code(resign(play.code.replace("-20261128-", "-20261127-")), NOW)


def test_a_bad_checksum_is_refused_and_so_is_any_typo() -> None:
    code = replay(DAY, BETS).code
    with pytest.raises(DailyRefused, match="wrong checksum"):
        verify_code(code[:-1] + ("0" if code[-1] != "0" else "1"), NOW)
    with pytest.raises(DailyRefused, match="wrong checksum"):
        verify_code(code.replace("B1000", "B1001"), NOW)


def test_a_day_not_yet_begun_anywhere_is_refused() -> None:
    code = replay(date(2026, 11, 29), {}).code
    assert verify_code(code, datetime(2026, 11, 28, 10, 0, tzinfo=UTC)).day == date(2026, 11, 29)
    with pytest.raises(DailyRefused, match="has not begun"):
        verify_code(code, datetime(2026, 11, 28, 9, 59, tzinfo=UTC))


@pytest.mark.parametrize(
    ("bets", "words"),
    [
        ({1: {BetSpot.BANKER: 600_000}}, "over the maximum"),
        ({4: {BetSpot.BANKER: 100}}, "under the minimum"),
        ({2: {BetSpot.PLAYER_PAIR: 60_000}}, "over the maximum"),
        ({1: {BetSpot.BANKER: 500_000}, 2: {BetSpot.BANKER: 500_000}}, "more than your bankroll"),
        ({500: {BetSpot.BANKER: 500}}, "deals only"),
    ],
)
def test_bets_the_table_refuses_are_refused_naming_the_hand(
    bets: dict[int, dict[BetSpot, int]], words: str
) -> None:
    code = encode(DAY, bets, 0, Medal.NONE)
    with pytest.raises(DailyRefused, match=words) as info:
        verify_code(code, NOW)
    assert "hand" in str(info.value)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hello",
        "BD2-20261128-NONE-U0-N-00000000",
        "BD1-20261328-NONE-U0-N-00000000",
        "BD1-2026112-NONE-U0-N-00000000",
        "BD1-20261128-NONE-U0-X-00000000",
        "BD1-20261128-NONE-D0-N-00000000",
        "BD1-20261128-3X500-U0-N-00000000",
        "BD1-20261128-4B500.3B500-U0-N-00000000",
        "BD1-20261128-3B500B100-U0-N-00000000",
        "BD1-20261128-03B500-U0-N-00000000",
        "X" * 20_000,
    ],
)
def test_malformed_codes_say_so(text: str) -> None:
    with pytest.raises(MalformedCode, match="not a daily result code"):
        verify_code(resign(text) if text.startswith("BD1") else text, NOW)
    with pytest.raises(MalformedCode, match="hex digits"):
        verify_code("BD1-20261128-NONE-U0-N-0000000Z", NOW)
