"""The drawing tableau, cell by cell, against docs/rules.md §Drawing rules (written out here, not imported
from the engine)."""

from __future__ import annotations

import pytest

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Hand, StepKind, resolve_cards
from baccarat_desktop.engine.rules import BANKER_DRAWS_ON, banker_draws, banker_reason, player_draws

# docs/rules.md §Drawing rules, step 4: Player drew a third card. D = Banker draws, S = Banker stands.
#                   Player's third card value: 0 1 2 3 4 5 6 7 8 9
_GRID = {
    0: "D D D D D D D D D D",
    1: "D D D D D D D D D D",
    2: "D D D D D D D D D D",
    3: "D D D D D D D D S D",
    4: "S S D D D D D D S S",
    5: "S S S S D D D D S S",
    6: "S S S S S S D D S S",
    7: "S S S S S S S S S S",
}
TABLEAU = {total: [mark == "D" for mark in row.split()] for total, row in _GRID.items()}
CELLS = [(total, third, TABLEAU[total][third]) for total in range(8) for third in range(10)]

# docs/rules.md §Drawing rules: when Player stood, Banker draws with 0-5 and stands with 6-7.
PLAYER_STOOD = {0: True, 1: True, 2: True, 3: True, 4: True, 5: True, 6: False, 7: False}
# Player draws with 0-5, stands with 6-7.
PLAYER_RULE = {0: True, 1: True, 2: True, 3: True, 4: True, 5: True, 6: False, 7: False}


def _rank_for(value: int) -> str:
    return {0: "K", 1: "A"}.get(value, str(value))


def _two_cards(total: int, suit: str) -> list[str]:
    """Two cards making ``total`` with no natural help: a ten-valued card and the value itself."""
    if total == 0:
        return ["Q" + suit, "K" + suit]
    return [_rank_for(total) + suit, "K" + suit]


def _deal(player: list[str], banker: list[str], rest: list[str]) -> list[str]:
    """Cards in dealing order: P1 B1 P2 B2, then the rest."""
    return [player[0], banker[0], player[1], banker[1], *rest]


def test_the_grid_is_the_published_table() -> None:
    # A sanity check on the transcription itself, row by row as docs/rules.md §Drawing rules words it.
    draws_on = {t: {v for v in range(10) if TABLEAU[t][v]} for t in TABLEAU}
    assert draws_on[0] == draws_on[1] == draws_on[2] == set(range(10))
    assert draws_on[3] == {0, 1, 2, 3, 4, 5, 6, 7, 9}
    assert draws_on[4] == {2, 3, 4, 5, 6, 7}
    assert draws_on[5] == {4, 5, 6, 7}
    assert draws_on[6] == {6, 7}
    assert draws_on[7] == set()
    assert len(CELLS) == 80


@pytest.mark.parametrize(("banker_total", "third", "draws"), CELLS)
def test_banker_draws_cell(banker_total: int, third: int, draws: bool) -> None:
    assert banker_draws(banker_total, third) is draws


@pytest.mark.parametrize(("banker_total", "third", "draws"), CELLS)
def test_dealt_coup_follows_cell(banker_total: int, third: int, draws: bool) -> None:
    # Player K-3 (total 3) draws the given third card; Banker holds ``banker_total`` with two cards.
    cards = _deal(["KS", "3S"], _two_cards(banker_total, "H"), [_rank_for(third) + "D", "AC", "2C"])
    coup = resolve_cards(parse_cards(cards))
    assert len(coup.player) == 3
    assert coup.player[2].value == third
    assert len(coup.banker) == (3 if draws else 2)
    if draws:
        assert coup.banker[2].code == "AC"
    assert coup.cards_used == (6 if draws else 5)
    decision = [s for s in coup.steps if s.kind is StepKind.DECISION and s.hand is Hand.BANKER]
    assert len(decision) == 1
    assert decision[0].draws is draws
    assert decision[0].total == banker_total
    assert decision[0].player_third == third


@pytest.mark.parametrize(("banker_total", "third", "draws"), CELLS)
def test_reason_names_the_decision(banker_total: int, third: int, draws: bool) -> None:
    reason = banker_reason(banker_total, third)
    verb = "draws" if draws else "stands"
    assert reason.startswith(f"Banker {banker_total} {verb}")
    if 3 <= banker_total <= 6:
        # The rows that depend on the third card say which card decided it.
        assert reason == f"Banker {banker_total} {verb}: Player's third card is {third}"


def test_reason_examples_from_the_issue() -> None:
    assert banker_reason(4, 7) == "Banker 4 draws: Player's third card is 7"
    assert banker_reason(3, 8) == "Banker 3 stands: Player's third card is 8"
    assert banker_reason(6, 7) == "Banker 6 draws: Player's third card is 7"
    assert banker_reason(5, 3) == "Banker 5 stands: Player's third card is 3"
    assert banker_reason(7, 6).startswith("Banker 7 stands")
    assert banker_reason(1, 8).startswith("Banker 1 draws")


@pytest.mark.parametrize(("banker_total", "draws"), sorted(PLAYER_STOOD.items()))
def test_player_stood_row(banker_total: int, draws: bool) -> None:
    assert banker_draws(banker_total, None) is draws
    reason = banker_reason(banker_total, None)
    assert reason.startswith(f"Banker {banker_total} {'draws' if draws else 'stands'}")
    assert "Player stood" in reason


@pytest.mark.parametrize(("banker_total", "draws"), sorted(PLAYER_STOOD.items()))
@pytest.mark.parametrize("player_total", [6, 7])
def test_dealt_coup_when_player_stood(banker_total: int, draws: bool, player_total: int) -> None:
    cards = _deal(_two_cards(player_total, "S"), _two_cards(banker_total, "H"), ["5D", "AC"])
    coup = resolve_cards(parse_cards(cards))
    assert len(coup.player) == 2
    assert len(coup.banker) == (3 if draws else 2)
    if draws:
        # With Player standing, the fifth card out of the shoe is Banker's.
        assert coup.banker[2].code == "5D"
    decision = [s for s in coup.steps if s.kind is StepKind.DECISION and s.hand is Hand.BANKER]
    assert decision[0].player_third is None
    assert decision[0].draws is draws


@pytest.mark.parametrize(("player_total", "draws"), sorted(PLAYER_RULE.items()))
def test_player_rule(player_total: int, draws: bool) -> None:
    assert player_draws(player_total) is draws


@pytest.mark.parametrize(("player_total", "draws"), sorted(PLAYER_RULE.items()))
@pytest.mark.parametrize("banker_total", [0, 3, 6, 7])
def test_dealt_coup_player_rule(player_total: int, draws: bool, banker_total: int) -> None:
    cards = _deal(_two_cards(player_total, "S"), _two_cards(banker_total, "H"), ["9D", "9C"])
    coup = resolve_cards(parse_cards(cards))
    assert len(coup.player) == (3 if draws else 2)
    if draws:
        assert coup.player[2].code == "9D"
    player_decision = [s for s in coup.steps if s.kind is StepKind.DECISION and s.hand is Hand.PLAYER]
    assert len(player_decision) == 1
    assert player_decision[0].draws is draws
    text = player_decision[0].text
    assert text.startswith(f"Player {player_total} {'draws' if draws else 'stands'}")


@pytest.mark.parametrize("banker_total", [8, 9])
@pytest.mark.parametrize("third", [None, *range(10)])
def test_banker_8_and_9_never_draw(banker_total: int, third: int | None) -> None:
    assert banker_draws(banker_total, third) is False


@pytest.mark.parametrize("banker_total", [8, 9])
@pytest.mark.parametrize("player_total", [0, 3, 5, 6, 7])
def test_banker_natural_stops_both_hands(banker_total: int, player_total: int) -> None:
    banker = ["4H", "4D"] if banker_total == 8 else ["4H", "5D"]
    cards = _deal(_two_cards(player_total, "S"), banker, ["AC", "AD"])
    coup = resolve_cards(parse_cards(cards))
    assert len(coup.player) == 2 and len(coup.banker) == 2
    assert coup.banker_total == banker_total


def test_engine_table_matches_rules_md() -> None:
    # The Rules dialog and the odds enumeration read BANKER_DRAWS_ON: it must be the table of
    # docs/rules.md §Drawing rules.
    assert set(BANKER_DRAWS_ON) == set(range(8))
    for total in range(8):
        assert BANKER_DRAWS_ON[total] == {v for v in range(10) if TABLEAU[total][v]}


def test_worked_check_from_rules_md() -> None:
    # "Player K-5 draws a 7 (total 2); Banker 2-4 (total 6) must draw, because the third card is a 7."
    assert player_draws(5) is True
    assert banker_draws(6, 7) is True
    # ...and the "wrong guide" reading (Banker 6 stands on 4-7... / Banker 5 draws on 4-7 swapped) is refused:
    assert banker_draws(6, 4) is False and banker_draws(6, 5) is False
    assert banker_draws(5, 4) is True and banker_draws(5, 5) is True


@pytest.mark.parametrize(("total", "third"), [(-1, 3), (10, 3), (4, -1), (4, 10)])
def test_impossible_totals_and_values_are_refused(total: int, third: int) -> None:
    with pytest.raises(ValueError, match="0–9"):
        banker_draws(total, third)


@pytest.mark.parametrize("total", [-1, 10])
def test_impossible_player_total_is_refused(total: int) -> None:
    with pytest.raises(ValueError, match="0–9"):
        player_draws(total)
