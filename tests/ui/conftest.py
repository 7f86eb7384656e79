"""Fixtures for the table: a real window on a throwaway history, with stacked shoes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.cards import Card, parse_cards, standard_deck
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.viewmodels.settings import AnimationSpeed
from tests.storage.support import history_rows

# The worked coup of docs/rules.md §Drawing rules, in dealing order: Player K-5 draws a 7, Banker 2-4 must
# draw (8).
BANKER_WINS_4_TO_2 = "KS 2H 5D 4C 7S 8D"
# Naturals and simple hands used across tests.
PLAYER_NATURAL_9 = "4S 2H 5D 3C"  # Player 4+5 = 9, Banker 2+3 = 5: Player wins 9 to 5
TIE_7_7 = "7S 7H KD KC"  # both stand on 7: Tie 7 to 7 (and both pairs? no: 7S/KD and 7H/KC)
BANKER_PAIR_HAND = "3S 8H 4D 8C"  # Player 7 stands, Banker 8+8 = 6 stands: Player wins 7 to 6, Banker Pair


def filler() -> list[Card]:
    """Enough cards after the stacked ones that a coup can never run short."""
    return list(standard_deck())


def stacked(*coups: str, cards_behind_cut: int | None = None) -> Callable[[], Shoe]:
    cards = parse_cards(" ".join(coups).split()) + filler()

    def factory() -> Shoe:
        return Shoe.from_order(cards, cards_behind_cut=cards_behind_cut)

    return factory


@dataclass
class Table:
    game: Any
    data_dir: Path

    @property
    def window(self) -> Any:
        return self.game.window

    @property
    def controller(self) -> Any:
        return self.game.controller

    @property
    def scene(self) -> Any:
        return self.game.window.scene

    @property
    def history(self) -> Any:
        return self.game.history

    def rows(self, sql: str, params: Any = ()) -> list[dict[str, Any]]:
        return history_rows(self.history, sql, params)


@pytest.fixture(autouse=True)
def _no_unexpected_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A modal dialog would hang a headless test: any that a test did not expect fails it at once."""
    from baccarat_desktop.ui.dialogs import questions, rules, settings

    def unexpected(name: str) -> Any:
        def ask(cls: Any, *args: Any, **kwargs: Any) -> Any:
            raise AssertionError(f"unexpected {name} dialog: {args[1:]!r}")

        return classmethod(ask)

    for dialog in (
        questions.HistoryProblem,
        questions.StorageFailure,
        questions.HistoryLost,
        questions.Confirm,
        questions.RealityCheck,
        settings.SettingsDialog,
        rules.RulesDialog,
    ):
        monkeypatch.setattr(dialog, "ask", unexpected(dialog.__name__))


@pytest.fixture
def make_table(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., Table]]:
    """Build the real window (the app's own composition) on a history in tmp_path."""
    from baccarat_desktop.app import build_game

    built: list[Table] = []

    def make(
        factory: Callable[[], Shoe] | None = None,
        *,
        speed: AnimationSpeed = AnimationSpeed.INSTANT,
        data_dir: Path | None = None,
        start: bool = True,
        resize: bool = True,
        **settings: Any,
    ) -> Table:
        folder = data_dir or tmp_path / "data"
        # English unless a test asks otherwise, whatever the machine's locale.
        override = {"animation_speed": speed, "sound": False, "language": "en", **settings}
        game = build_game(data_dir=str(folder), settings_override=override, shoe_factory=factory)
        assert game is not None
        qtbot.addWidget(game.window)
        if resize:
            game.window.resize(1280, 720)
        game.window.show()
        table = Table(game, folder)
        built.append(table)
        if start:
            game.controller.start()
        return table

    yield make
    for table in built:
        table.window.scene.skip_animations()
        table.window.close()
        table.history.close()


@pytest.fixture(scope="session", autouse=True)
def _accessibility_factory() -> None:
    """Screen readers' way into the felt and the scoreboard, installed once for the session as the
    composition root installs it for the program (app.application)."""
    from baccarat_desktop.ui.access import install_factory

    install_factory()


@pytest.fixture(autouse=True)
def _usual_text_size() -> Iterator[None]:
    """The text size is one factor for the whole program (palette.text_scale): a test that set it
    larger leaves the next one at the usual size."""
    yield
    from baccarat_desktop.ui.look.palette import set_text_scale

    set_text_scale(100)
