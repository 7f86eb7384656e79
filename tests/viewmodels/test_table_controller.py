"""TableController without a window: bets, refusals, the two-phase deal, the shown state, shoes,
sessions, a reopened table and a replay's shoe.

The window is only a renderer of what these tests check: every figure it shows comes from the
controller's properties, and every action it offers from the controller's ``can_`` answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.cards import parse_cards, standard_deck
from baccarat_desktop.engine.session import HandResult
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.storage.errors import Problem, StorageError
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable
from baccarat_desktop.viewmodels.settings import GameSettings
from baccarat_desktop.viewmodels.shoe_view import ShoeView
from baccarat_desktop.viewmodels.table_controller import Phase, TableController

# Coups in dealing order (P B P B, then third cards), worked out by hand from docs/rules.md.
PLAYER_NATURAL_9 = "4S 2H 5D 3C"  # Player 4+5 = 9, Banker 2+3 = 5: Player wins
BANKER_WINS_4_TO_2 = "KS 2H 5D 4C 7S 8D"  # Player K-5 draws 7 (2); Banker 2-4 draws 8 (4): Banker wins
TIE_7_7 = "7S 7H KD KC"  # both stand on 7


def stacked(*coups: str, cards_behind_cut: int | None = None) -> Callable[[], Shoe]:
    """A shoe that deals ``coups`` first, then a whole deck so a coup never runs short."""
    cards = parse_cards(" ".join(coups).split()) + list(standard_deck())

    def factory() -> Shoe:
        return Shoe.from_order(cards, cards_behind_cut=cards_behind_cut)

    return factory


class Made:
    """Opens controllers on one throwaway history file, as the app does, and closes them all."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.histories: list[History] = []

    def controller(
        self, settings: GameSettings | None = None, *, start: bool = True, **table: Any
    ) -> TableController:
        """A controller on the file; an earlier one lets go of it first (one writer at a time), as
        when the program is closed, or killed, and started again."""
        self.close()
        settings = settings or GameSettings()
        history = History.open(self.path)
        self.histories.append(history)
        recorded = RecordedTable.open(
            history,
            rules=settings.table_rules(),
            bankroll_cents=settings.starting_bankroll_cents,
            loss_limit_cents=settings.loss_limit,
            **table,
        )
        controller = TableController(recorded, settings)
        if start:
            controller.start()
        return controller

    def close(self) -> None:
        while self.histories:
            self.histories.pop().close()


@pytest.fixture
def made(qtbot: Any, tmp_path: Path) -> Iterator[Made]:
    m = Made(tmp_path / "history.sqlite3")
    yield m
    m.close()


def bet(c: TableController, spot: BetSpot, *chips: int) -> None:
    for cents in chips:
        assert c.select_chip(cents)
        assert c.place_chip(spot), f"{cents} on {spot} refused"


def play(c: TableController) -> HandResult:
    dealt = c.deal()
    assert dealt is not None
    settled = c.finish_hand()
    assert settled is dealt
    return settled


# -- chips and bets ------------------------------------------------------------------------------


def test_chips_stack_on_a_spot_and_undo_clear_rebet_double_act_on_them(made: Made, qtbot: Any) -> None:
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9, PLAYER_NATURAL_9))
    shown: list[dict[BetSpot, list[int]]] = []
    c.bets_changed.connect(shown.append)
    bet(c, BetSpot.PLAYER, 500, 100)
    assert shown == [{BetSpot.PLAYER: [500]}, {BetSpot.PLAYER: [500, 100]}]  # what the felt stacks
    assert c.bets == {BetSpot.PLAYER: 600} and c.total_bet_cents == 600
    assert c.undo() and c.bets == {BetSpot.PLAYER: 500}
    assert c.double() and c.bets == {BetSpot.PLAYER: 1_000}
    assert c.clear() and c.bets == {} and not c.can_clear()
    assert not c.can_rebet()  # nothing played yet
    bet(c, BetSpot.PLAYER, 2_500)
    play(c)
    assert c.bets == {} and c.can_rebet()
    assert c.rebet() and c.bets == {BetSpot.PLAYER: 2_500}


def test_a_bet_over_the_bankroll_is_refused_beside_its_spot(made: Made, qtbot: Any) -> None:
    c = made.controller(GameSettings(starting_bankroll_cents=3_000), shoe_factory=stacked(PLAYER_NATURAL_9))
    assert c.chip_refusal(10_000) == "Your bankroll of $30.00 cannot cover a $100 chip"
    assert not c.select_chip(10_000) and c.selected_chip != 10_000
    bet(c, BetSpot.PLAYER, 2_500)
    with qtbot.waitSignal(c.bet_refused) as refused:
        assert not c.place_chip(BetSpot.BANKER)
    assert refused.args == [BetSpot.BANKER, "Not enough chips: $5.00 left to bet"]
    assert c.bets == {BetSpot.PLAYER: 2_500}


def test_a_bet_over_the_table_maximum_is_refused_and_under_the_minimum_is_not_dealt(
    made: Made, qtbot: Any
) -> None:
    settings = GameSettings(starting_bankroll_cents=2_000_000)
    c = made.controller(settings, shoe_factory=stacked(PLAYER_NATURAL_9))
    high = c.rules.max_bet_cents
    bet(c, BetSpot.BANKER, *[100_000] * (high // 100_000))
    with qtbot.waitSignal(c.bet_refused) as refused:
        assert not c.place_chip(BetSpot.BANKER)
    assert refused.args == [BetSpot.BANKER, "$6,000.00 on Banker is over the maximum of $5,000.00"]
    assert c.bets == {BetSpot.BANKER: high}
    c.clear()
    bet(c, BetSpot.PLAYER, 100)  # under the $5 minimum: placed, but the deal says why not
    with qtbot.waitSignal(c.bet_refused) as refused:
        assert c.deal() is None
    assert refused.args == [BetSpot.PLAYER, "$1.00 on Player is under the minimum of $5.00"]
    assert c.phase is Phase.BETTING and c.hands_in_shoe == 0


# -- the deal: stored first, shown card by card, settled when the felt is done -----------------------


def test_nothing_on_screen_runs_ahead_of_the_cards(made: Made, qtbot: Any) -> None:
    c = made.controller(shoe_factory=stacked(BANKER_WINS_4_TO_2))
    start = c.bankroll_cents
    bet(c, BetSpot.BANKER, 10_000)
    with qtbot.waitSignal(c.hand_dealt):
        result = c.deal()
    assert result is not None and c.phase is Phase.DEALING
    # The engine has dealt six cards; the player has seen none of them yet.
    assert c.cards_out_shown == result.position_before
    assert c.bankroll_shown_cents == start and c.last_win_cents is None
    assert not c.can_deal() and not c.place_chip(BetSpot.PLAYER)
    c.show_cards_out(result.position_before + 4)
    assert c.cards_out_shown == result.position_before + 4
    with qtbot.waitSignal(c.bankroll_changed) as moved:
        c.show_result(result)
    assert moved.args == [start + 9_500]  # won 100 less 5% commission
    assert c.last_win_cents == 9_500
    with qtbot.waitSignal(c.hand_settled):
        assert c.finish_hand() is result
    assert c.phase is Phase.BETTING and c.bankroll_cents == start + 9_500
    assert c.cards_out_shown == result.position_before + 6 and c.hands_in_shoe == 1


def test_the_shoe_view_is_the_shoe_as_shown(made: Made) -> None:
    assert made.controller(start=False).shoe_view is None  # before the first shoe
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9, TIE_7_7, cards_behind_cut=20))
    view = c.shoe_view
    assert view == ShoeView(c.table.session.shoe_no, 60, 40, 0, None)  # stacked: no commitment
    first = play(c)
    assert c.shoe_view is not None and c.shoe_view.dealt == first.coup.cards_used == 4
    result = c.deal()
    assert result is not None
    assert c.shoe_view is not None and c.shoe_view.dealt == 4 and c.hands_in_shoe == 1  # not yet shown
    c.finish_hand()
    assert c.shoe_view is not None and c.shoe_view.dealt == 8 and c.hands_in_shoe == 2


def test_a_seeded_shoe_shows_its_commitment_and_is_stored_under_its_id(made: Made) -> None:
    c = made.controller(seed=7)
    view = c.shoe_view
    assert view is not None and view.total == 416
    assert view.commitment is not None and len(view.commitment) == 64
    assert c.shoe_id is not None and c.history.shoe(c.shoe_id).seed_sha256 == view.commitment
    assert c.session_id == c.history.shoe(c.shoe_id).session_id


def test_the_shoe_s_last_hand_waits_for_the_next_deal_to_bring_a_new_shoe(made: Made, qtbot: Any) -> None:
    # 60 cards, 57 behind the cut: the first hand draws the card behind it, exactly one more follows.
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9, TIE_7_7, cards_behind_cut=57))
    shoe_no = c.table.session.shoe_no
    said: list[str] = []
    c.announced.connect(said.append)
    first = play(c)
    assert first.cut_card_came_out and not first.last_hand and not c.shoe_finished
    # Said once the hand is over, never while it is dealt (the cut card is not on the felt yet).
    assert said == ["The cut card is out: one more hand, then a new shoe"]
    said.clear()
    last = c.deal()
    assert last is not None and last.last_hand
    assert said == ["Last hand of the shoe"]
    c.finish_hand()
    assert c.shoe_finished and said[-1] == "That was the shoe's last hand: the next deal brings a new shoe"
    assert c.shoe_view is not None and c.shoe_view.shoe_no == shoe_no  # stays up until the next deal
    with qtbot.waitSignal(c.shoe_started):
        play(c)
    assert c.shoe_view is not None and c.shoe_view.shoe_no == shoe_no + 1 and not c.shoe_finished


# -- sessions and a reopened table --------------------------------------------------------------------


def test_a_new_session_starts_afresh_with_the_new_bankroll(made: Made, qtbot: Any) -> None:
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9))
    bet(c, BetSpot.PLAYER, 500)
    play(c)
    old = c.session_id
    with qtbot.waitSignal(c.session_started) as started:
        assert c.new_session(GameSettings(starting_bankroll_cents=20_000))
    assert started.args == [c.session_id] and c.session_id != old
    assert c.bankroll_cents == 20_000 and c.bets == {} and not c.can_rebet()
    assert c.history.session(old).ended_at is not None


def test_a_reopened_table_shows_its_last_hand_and_says_where_the_player_is(made: Made) -> None:
    first = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2))
    bet(first, BetSpot.PLAYER, 500)
    play(first)
    bet(first, BetSpot.BANKER, 500, 500)
    last = play(first)
    again = made.controller()
    felt = again.restored_felt()
    assert felt is not None
    hand, discards = felt
    assert hand is not None and hand.coup == last.coup and hand.hand_no == last.hand_no
    assert discards == 4  # the first hand's cards are in the tray; the last hand is on the felt
    assert again.bankroll_cents == first.bankroll_cents
    assert again.welcome is not None and "2 hands played" in again.welcome.text
    assert again.can_rebet() and again.rebet() and again.bets == {BetSpot.BANKER: 1_000}


def test_a_hand_interrupted_by_a_crash_is_dealt_again_not_restored(made: Made, qtbot: Any) -> None:
    first = made.controller(shoe_factory=stacked(BANKER_WINS_4_TO_2))
    bet(first, BetSpot.BANKER, 500, 500)
    dealt = first.deal()  # stored, never finished: the program died here
    assert dealt is not None
    again = made.controller(start=False)
    assert again.restored_felt() is None
    with qtbot.waitSignal(again.hand_dealt) as resumed:
        again.start()
    assert resumed.args[0].coup == dealt.coup and again.bets == {BetSpot.BANKER: 1_000}
    assert again.phase is Phase.DEALING


# -- a stored hand replayed ---------------------------------------------------------------------------


def test_a_replay_shows_its_own_shoe_and_stops_betting_until_it_ends(made: Made) -> None:
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9, BANKER_WINS_4_TO_2, TIE_7_7))
    shoe_id = c.shoe_id
    assert shoe_id is not None
    for _ in range(3):
        play(c)
    second = c.history.hands_in_shoe(shoe_id)[1]
    replay = c.replay_view(shoe_id, second.hand_no, 6)
    assert replay is not None and not replay.revealed  # a stacked shoe: no seed to reveal
    assert replay.shoe.dealt == 10  # 4 before it, 6 of its own
    bet(c, BetSpot.TIE, 100)
    assert c.begin_replay() and c.phase is Phase.REPLAY
    assert not c.can_deal() and not c.place_chip(BetSpot.PLAYER)
    assert c.chip_refusal(100) is not None
    c.end_replay()
    assert c.phase is Phase.BETTING and c.bets == {BetSpot.TIE: 100}


def test_no_replay_while_a_live_hand_is_dealt(made: Made) -> None:
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9))
    assert c.deal() is not None
    assert c.replay_refusal() == "A hand is being dealt: replay once its cards are settled"
    assert not c.begin_replay() and c.phase is Phase.DEALING


def test_a_replay_the_file_cannot_answer_reports_the_storage_error(
    made: Made, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = made.controller(shoe_factory=stacked(PLAYER_NATURAL_9))
    play(c)
    assert c.shoe_id is not None
    failure = StorageError(Problem.LOCKED, c.history.path, "The history is locked by another program.")

    def locked(_shoe_id: int) -> Any:
        raise failure

    monkeypatch.setattr(c.history, "shoe", locked)
    with qtbot.waitSignal(c.storage_failed) as failed:
        assert c.replay_view(c.shoe_id, 1, 4) is None
    assert failed.args == [failure] and c.phase is Phase.BETTING
