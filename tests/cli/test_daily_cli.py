"""``baccarat-desktop daily`` and ``verify-daily``, run in-process (tests/command_line.py). The clock
the commands read is put in by each test (``cli.daily._now``); no assertion reads today's."""

from __future__ import annotations

import hashlib
import json
import subprocess
from datetime import UTC, date, datetime

import pytest

from baccarat_desktop.cli import daily as daily_cli
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.daily import challenge_for, daily_commitment, daily_shoe
from baccarat_desktop.engine.daily_code import replay
from tests.command_line import in_process

DAY = date(2026, 11, 28)
BETS = {n: {BetSpot.BANKER: 1_000} for n in range(1, 31)} | {31: {BetSpot.PLAYER_PAIR: 100}}


@pytest.fixture(autouse=True)
def clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily_cli, "_now", lambda: datetime(2026, 11, 28, 15, 0, tzinfo=UTC))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return in_process(*args)


def resign(code: str) -> str:
    body = code.rsplit("-", 1)[0]
    return f"{body}-{hashlib.sha256(body.encode()).hexdigest()[:8].upper()}"


def test_daily_prints_the_challenge_and_the_commitment_never_the_cards() -> None:
    result = run("daily", "--date", "2026-11-28")
    assert result.returncode == 0, result.stderr
    challenge = challenge_for(DAY)
    assert "Daily shoe of 2026-11-28" in result.stdout
    assert challenge.title in result.stdout and challenge.goal in result.stdout
    assert daily_commitment(DAY) in result.stdout
    assert "8 decks, Commission" in result.stdout
    shoe = daily_shoe(DAY)
    assert not any(f" {card.code} " in f" {result.stdout} " for card in shoe.cards[:20])


def test_daily_json_and_the_default_day_from_the_clock() -> None:
    data = json.loads(run("daily", "--json").stdout)  # the clock's day
    assert data["day"] == "2026-11-28"
    assert data["commitment"] == daily_commitment(DAY)
    assert data["challenge"]["key"] == challenge_for(DAY).key
    assert data["rules"]["decks"] == 8 and data["rules"]["variant"] == "commission"
    assert data["bankroll_cents"] == 100_000
    assert "cards" not in json.dumps(data)
    other = json.loads(run("daily", "--date", "2026-11-29", "--json").stdout)
    assert other["commitment"] != data["commitment"]


@pytest.mark.parametrize("text", ["2026-13-01", "28/11/2026", "2026-11-28x", "tomorrow"])
def test_a_bad_date_exits_2(text: str) -> None:
    result = run("daily", "--date", text)
    assert result.returncode == 2
    assert "YYYY-MM-DD" in result.stderr and result.stdout == ""


def test_a_code_round_trips_through_verify_daily() -> None:
    play = replay(DAY, BETS)
    result = run("verify-daily", play.code)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith(
        f"Confirmed: 2026-11-28, {play.challenge.title}: {play.medal.label.lower()}"
    )
    assert "net " in result.stdout and result.stderr == ""
    data = json.loads(run("verify-daily", play.code, "--json").stdout)
    assert data["confirmed"] is True
    assert (data["net_cents"], data["medal"], data["hands"]) == (
        play.net_cents,
        play.medal.value,
        len(play.hands),
    )
    # Split over two words by a terminal's line break: joined again.
    assert run("verify-daily", play.code[:30], play.code[30:]).returncode == 0


@pytest.mark.parametrize(
    ("forge", "words"),
    [
        (lambda code: resign(code.replace("-1B1000.", "-1B1500.")), "the code claims"),  # altered bets
        (lambda code: resign(code.replace("-20261128-", "-20261127-")), "the code claims"),  # altered day
        (lambda code: code.replace("-1B1000.", "-1B1500."), "wrong checksum"),  # altered, not re-signed
        (lambda code: code[:-2] + ("00" if not code.endswith("00") else "11"), "wrong checksum"),
        (lambda code: resign(code.replace("-1B1000.", "-1B600000.")), "the table refuses"),  # over the limit
    ],
)
def test_a_forged_code_is_refused_with_exit_1(forge: object, words: str) -> None:
    code = replay(DAY, BETS).code
    forged = forge(code)  # type: ignore[operator]
    result = run("verify-daily", forged)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.startswith("Refused: ") and words in result.stdout
    data = json.loads(run("verify-daily", forged, "--json").stdout)
    assert data["confirmed"] is False and words in data["reason"]


def test_an_altered_outcome_is_refused() -> None:
    play = replay(DAY, BETS)
    sign = "D" if play.net_cents < 0 else "U"
    forged = resign(play.code.replace(f"-{sign}{abs(play.net_cents)}-", f"-U{abs(play.net_cents) + 5_000}-"))
    result = run("verify-daily", forged)
    assert result.returncode == 1 and "the code claims" in result.stdout


def test_a_day_in_the_future_is_refused() -> None:
    code = replay(date(2026, 11, 30), {}).code
    result = run("verify-daily", code)
    assert result.returncode == 1
    assert "2026-11-30 has not begun anywhere yet" in result.stdout


@pytest.mark.parametrize("text", ["hello", "BD9-20261128-NONE-U0-N-00000000", "BD1-20261128-NONE-U0-N-XYZ"])
def test_text_that_is_no_code_exits_2(text: str) -> None:
    result = run("verify-daily", text)
    assert result.returncode == 2
    assert result.stderr.startswith("baccarat-desktop verify-daily: error: not a daily result code")
    assert result.stdout == ""
