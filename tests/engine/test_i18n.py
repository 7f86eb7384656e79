"""The engine's words pass through ``_t``: with a translator installed they come out translated,
filled with their values after translation; without one they are English again."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from baccarat_desktop.engine import i18n
from baccarat_desktop.engine.bets import BetSpot, Result, check_bets
from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.catalogue import BetRefused
from baccarat_desktop.engine.coup import StepKind, resolve_cards
from baccarat_desktop.engine.rules import TableRules

# Player K 5 draws a 7; Banker 2 4 draws on Player's 7 and takes an 8: Banker wins 4 to 2.
CARDS = ["KS", "2H", "5D", "4C", "7S", "8D"]


@pytest.fixture
def bracketed() -> Iterator[None]:
    """Every word marked: '<text>' (its fields are filled after, so they stay plain)."""
    i18n.install(lambda context, text, *count: f"<{text}>")
    try:
        yield
    finally:
        i18n.install(None)


def test_a_coups_words_come_out_translated(bracketed: None) -> None:
    coup = resolve_cards(parse_cards(CARDS))
    assert coup.describe() == "<Banker wins 4 to 2>"
    texts = [step.text for step in coup.steps]
    assert texts[0] == "<Player's first card: KS (total 0)>"
    assert [s.text for s in coup.steps if s.kind is StepKind.DECISION] == [
        "<Player 5 draws: Player draws on 0–5>",
        "<Banker 6 draws: Player's third card is 7>",
    ]
    assert texts[-1] == "<Banker wins 4 to 2>"


def test_bet_words_come_out_translated(bracketed: None) -> None:
    rules = TableRules()
    assert BetSpot.PLAYER_PAIR.label == "<Player Pair>"
    assert BetSpot.DRAGON_7.bet.felt == "<DRAGON 7>"
    assert Result.PUSH.label == "<Push>"
    # A pay line's words and its payout, each translated, joined by a translated pattern.
    line = BetSpot.TIE.bet.lines(rules)[0]
    assert line.text == "<<a Tie>: <pays <8 to 1>>>"
    assert rules.describe() == "<8 decks, <Commission>, Tie <pays <8 to 1>>>"
    with pytest.raises(BetRefused) as refused:
        check_bets({BetSpot.TIE: 100_000}, rules, 1_000_000)
    assert refused.value.reason == "<$1,000.00 on <Tie> is over the maximum of $500.00>"


def test_without_a_translator_the_words_are_english() -> None:
    i18n.install(lambda context, text, *count: f"<{text}>")
    i18n.install(None)
    coup = resolve_cards(parse_cards(CARDS))
    assert coup.describe() == "Banker wins 4 to 2"
    assert coup.steps[0].text == "Player's first card: KS (total 0)"
    assert BetSpot.PLAYER_PAIR.label == "Player Pair"
    assert BetSpot.BANKER.bet.pay_text(TableRules()) == "0.95 TO 1"


def test_the_language_is_known_and_listeners_follow_it() -> None:
    heard: list[str] = []
    i18n.on_install(heard.append)
    try:
        i18n.install(lambda context, text, *count: text, "zh_TW")
        assert i18n.language() == "zh_TW"
        i18n.install(None)
        assert i18n.language() == "en"
    finally:
        i18n._listeners.remove(heard.append)
    assert heard == ["en", "zh_TW", "en"]  # told at once, then at each change


def test_an_amounts_refusal_is_translated_where_it_is_made(bracketed: None) -> None:
    """check_cents words its refusals itself (the lab's form and the settings use it, not copies)."""
    from baccarat_desktop.engine.errors import DomainError
    from baccarat_desktop.engine.money import check_cents

    with pytest.raises(DomainError) as refused:
        check_cents(-100, "a bankroll")
    assert str(refused.value) == "<a bankroll cannot be negative (got -$1.00)>"
    with pytest.raises(DomainError) as refused:
        check_cents(50, "a unit", minimum=100)
    assert str(refused.value) == "<a unit must be at least $1.00 (got $0.50)>"
