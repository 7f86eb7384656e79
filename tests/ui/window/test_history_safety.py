"""The table when its history goes wrong under it: the file deleted mid-play, or a session an
older version left with an impossible amount. Nothing is lost and the player decides."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.session import Session
from baccarat_desktop.engine.shoe import DerivedSeeds
from baccarat_desktop.storage.errors import Problem
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.verify import verify_history
from baccarat_desktop.ui.dialogs import questions
from baccarat_desktop.viewmodels.table_controller import Phase
from tests.storage.support import history_rows

from ..answers import choose_new_session
from ..conftest import BANKER_WINS_4_TO_2, PLAYER_NATURAL_9, TIE_7_7, Table, stacked


def bet(table: Table, spot: BetSpot, chip_cents: int) -> None:
    table.scene.rack[chip_cents].click()
    table.scene.spots[spot].click()


def stored(table: Table) -> int:
    return int(table.rows("SELECT count(*) AS n FROM hands")[0]["n"])


def answer_history_lost(monkeypatch: pytest.MonkeyPatch, answer: bool) -> list[tuple[Problem, bool, str]]:
    asked: list[tuple[Problem, bool, str]] = []

    def ask(cls: Any, parent: Any, error: Any, can_put_back: bool) -> bool:
        asked.append((error.problem, can_put_back, error.detail))
        return answer

    monkeypatch.setattr(questions.HistoryLost, "ask", classmethod(ask))
    return asked


def test_a_file_deleted_while_a_hand_is_shown_goes_back_and_the_hand_is_stored(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_history_lost(monkeypatch, True)
    table = make_table(stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2, TIE_7_7))
    path = table.history.path
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    assert stored(table) == 1
    real_record = table.history.record_hand

    def deleted_meanwhile(*args: Any, **kwargs: Any) -> Any:
        path.unlink()  # a clean-up tool, as the second hand is on the felt
        monkeypatch.setattr(table.history, "record_hand", real_record)
        return real_record(*args, **kwargs)

    monkeypatch.setattr(table.history, "record_hand", deleted_meanwhile)
    bet(table, BetSpot.BANKER, 2_500)
    table.window.deal()
    assert [(problem, can) for problem, can, _ in asked] == [(Problem.GONE, True)]
    assert "was deleted while Baccarat Desktop was using it" in asked[0][2]
    qtbot.waitUntil(lambda: stored(table) == 2)  # put back, then the waiting hand stored
    assert table.controller.phase is Phase.BETTING
    assert table.controller.bankroll_cents == 100_000 + 2_500 + 2_375  # Player won, then Banker (19:20)
    assert [p.name for p in path.parent.iterdir() if ".recovered-" in p.name] == []  # the copy went back
    bet(table, BetSpot.TIE, 500)
    table.window.deal()
    assert stored(table) == 3
    assert verify_history(table.history).ok


def test_a_file_deleted_between_hands_is_noticed_at_the_next_deal(
    make_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_history_lost(monkeypatch, True)
    table = make_table(stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2))
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    table.history.path.unlink()
    bet(table, BetSpot.BANKER, 2_500)
    table.window.deal()
    assert stored(table) == 1  # nothing was dealt into the lost file
    assert [problem for problem, _, _ in asked] == [Problem.GONE]
    assert table.controller.bets == {BetSpot.BANKER: 2_500}  # the chips stay on the felt
    table.window.deal()  # the file is back: the same bets are dealt and stored
    assert stored(table) == 2


def test_quitting_keeps_the_copy_and_takes_no_more_bets(
    make_table: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_history_lost(monkeypatch, False)
    table = make_table(stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2))
    bet(table, BetSpot.PLAYER, 2_500)
    table.window.deal()
    path = table.history.path
    path.unlink()
    bet(table, BetSpot.BANKER, 2_500)
    table.window.deal()
    assert asked
    qtbot.waitUntil(lambda: not table.window.isVisible())
    refusals: list[str] = []
    table.controller.bet_refused.connect(lambda spot, why: refusals.append(why))
    assert not table.controller.can_deal()
    assert table.controller.place_chip(BetSpot.PLAYER) is False
    assert refusals and "history file is gone" in refusals[0]
    (copy,) = [p for p in path.parent.iterdir() if ".recovered-" in p.name]
    with History.open(copy, write=False) as reader:
        assert reader.count("hands") == 1 and verify_history(reader).ok


def test_a_session_that_cannot_go_on_asks_for_a_new_one(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An older version let 'autoplay --bankroll 9223372036854775807' in and its hand could never be
    stored: the window says so and offers a new session, instead of a traceback at every start."""
    from baccarat_desktop.app import build_game

    profile = tmp_path / "profiles" / "default.sqlite3"
    profile.parent.mkdir(parents=True)
    with History.open(profile) as history:
        session_id = history.create_session(TableRules(), 2**63 - 1, "secure")
        start = Session(TableRules(), 0, seeds=DerivedSeeds(5)).start_shoe()
        shoe_id = history.add_shoe(session_id, start)
        history.save_pending(session_id, shoe_id, 1, start.shoe.position, 2**63 - 1, {BetSpot.PLAYER: 1_000})
    asked = choose_new_session(monkeypatch)
    game = build_game(data_dir=str(tmp_path), settings_override={"sound": False})
    assert game is not None
    qtbot.addWidget(game.window)
    try:
        (error,) = asked
        assert error.problem is Problem.OUT_OF_RANGE and error.session_id == 1
        assert "$92,233,720,368,547,758.07" in error.detail
        assert game.controller.table.session_id == 2
        assert game.controller.bankroll_cents == 100_000
        ended = history_rows(game.history, "SELECT ended_at FROM sessions WHERE id = 1")[0]["ended_at"]
        assert ended is not None
    finally:
        game.window.close()
        game.history.close()
