"""PNG renders of the window for the docs and the checks: ``python -m baccarat_desktop screenshot``.

A screenshot starts the game as the player would (``app.build_game``), on the offscreen platform
and a throwaway data folder unless told otherwise, plays some hands with a default bet (or the
last hand's again), puts the window in the state the picture shows (a squeeze mid-peel, a replay,
a tab, a dialog over the table, the odds worked out) and saves it. An exception inside a Qt
callback fails the picture instead of saving half a window (``app.CallbackErrors``).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .app import CallbackErrors, application, build_game, prepare_environment

__all__ = ["STATES", "VIEWS", "odds_screenshot", "screenshot", "write_png"]

VIEWS = (
    "table",
    "squeeze",
    "speed",
    "peek",
    "replay",
    "scoreboard",
    "dashboard",
    "history",
    "rules",
    "settings",
    "about",
    "lab",
    "lobby",
    "companion",  # a real table's shoe logged in the Companion (issue 31), "at the table" below
    "companion-table",
    "backtest",  # a road rule over a million simulated shoes against the house edge (issue 31)
)
# The table as a picture shows it after its hands: the last hand as dealt, a chip on every spot the
# table offers before the deal, or those bets dealt and paid (docs/screenshots/take_all.py).
STATES = ("played", "chips", "result")


def screenshot(
    out: Path,
    *,
    hands: int = 12,
    seed: bytes | int | None = 1,
    size: tuple[int, int] = (1440, 860),
    view: str = "table",
    data_dir: str | None = None,
    variant: str | None = None,
    side_bets: str | None = None,
    offscreen: bool = True,
    language: str | None = None,
    state: str = "played",
    text_size: int | None = None,
) -> int:
    """Render a view offscreen (or in a real window: ``offscreen=False``) after playing some hands
    with a default bet; save a PNG.

    ``variant`` ('commission', 'no-commission', 'ez') and ``side_bets`` (bet keys separated by
    commas, '' for none) set the table's rules for the picture, ``language`` ('en', 'zh_CN',
    'zh_TW') the interface's; by default the saved settings'. ``state`` (STATES) puts chips on
    every spot after the hands, and deals them for 'result'; ``text_size`` is Settings > Text size.
    """
    prepare_environment(offscreen=offscreen)
    from .ui.window.parts import ViewKey

    if view == "peek" and variant is None:  # the Peek table's choice: at a Peek table
        variant = "peek"
    table = _table_settings(variant, side_bets, text_size, language)
    if view == "speed":  # a Speed table's betting window, its chips down
        table["speed"] = True
        state = "chips"
    app = application()
    owned = None
    if data_dir is None:
        owned = tempfile.TemporaryDirectory(prefix="baccarat-shot-")
        data_dir = owned.name
    failures = CallbackErrors()
    try:
        failures.__enter__()
        game = build_game(data_dir=data_dir, seed=seed, settings_override=table, ask=False)
        if game is None:
            return 1
        window, controller = game.window, game.controller
        _fail_instead_of_asking(window, controller, failures)
        clock = _still_clock(window)
        window.resize(*size)
        window.fit_scoreboard()
        window.show()
        app.processEvents()
        controller.start()
        _play(controller, hands, state)
        # The last hand stays on the felt with its result and the player's: new chips would clear
        # it, as at a live table (tests/ui/felt/test_table_truth.py shows the table while betting).
        app.processEvents()
        target: Any = window
        dialog: Any = None
        if view in ("dashboard", "lab"):
            window.views.show(ViewKey.STATISTICS)
        elif view == "history":
            window.views.show(ViewKey.HISTORY)
        elif view == "lobby":  # the floor's tables, found mid-shoe as the lobby first opens
            window.views.show(ViewKey.LOBBY)
        elif view.startswith("companion"):
            _companion(window, app, at_table=view == "companion-table")
        elif view == "backtest":
            _backtest(window, app)
        elif view == "replay":
            _replay(window, controller, app)
        elif view == "squeeze":
            _squeeze(window, controller, app)
        elif view == "speed":
            _speed(window, clock, app)
        elif view == "peek":
            _peek(window, controller, app)
        elif view == "scoreboard":
            target = window.scoreboard
            target.resize(*size)
        elif view in ("rules", "settings", "about"):
            dialog = _dialog(view, window, controller)
        app.processEvents()
        dashboard: Any = window.views.pane(ViewKey.STATISTICS)
        if view == "dashboard" and dashboard is not None:
            dashboard.draw_all()  # every chart drawn, so a failing one is caught here
            dashboard.luck.model.run()  # and "How lucky was I?" answered, as if asked
            dashboard.luck.model.wait()
            app.processEvents()
            # The answer's lines take height from the chart: the app redraws it a moment later
            # (its redraw timer); the picture is taken after that, as a person sees it.
            _settle(app, 0.6)
        if view == "lab" and dashboard is not None:
            _run_lab(dashboard, app)
        image = target.grab()
        if dialog is not None:
            image = _dialog_over(image, dialog, window)
            dialog.close()
        window.close()
        game.history.close()
        drawn = f"{image.width()}x{image.height()}, view {view}, {hands} hands, {app.platformName()}"
        return _save(image, out, failures, f"the {view} view", drawn)
    finally:
        failures.__exit__()
        if owned is not None:
            owned.cleanup()


def odds_screenshot(
    out: Path,
    *,
    hands: int,
    seed: bytes | int | None,
    size: tuple[int, int],
    view: str,
    data_dir: str | None,
    variant: str | None,
    side_bets: str | None,
    offscreen: bool = True,
    state: str = "played",
    text_size: int | None = None,
    language: str | None = None,
) -> int:
    """``screenshot --odds``: the window with the Odds panel on after ``hands`` hands (Banker and
    Tie bets, as ``screenshot`` plays), rendered once the odds are worked out; with ``view``
    'history', the latest hand chosen in the hand history with its odds before it."""
    prepare_environment(offscreen=offscreen)
    from .ui.window.parts import ViewKey

    table = _table_settings(variant, side_bets, text_size, language)
    table["show_odds"] = True
    app = application()
    with tempfile.TemporaryDirectory(prefix="baccarat-shot-") as tmp, CallbackErrors() as failures:
        game = build_game(data_dir=data_dir or tmp, seed=seed, settings_override=table, ask=False)
        if game is None:
            return 1
        window, controller = game.window, game.controller
        _fail_instead_of_asking(window, controller, failures)
        window.resize(*size)
        window.show()
        app.processEvents()
        window.fit_scoreboard()
        controller.start()
        _play(controller, hands, state)
        window.scene.skip_animations()
        window.odds_model.wait()
        app.processEvents()
        # In front where the column holds the scoreboard and the odds as tabs (a small window):
        # the picture is of the odds, as a player who asks for them sees them (MainWindow._show_odds).
        window.odds_dock.raise_()
        target: Any = window
        if view == "history":
            window.views.show(ViewKey.HISTORY)
            app.processEvents()
            window.views.pane(ViewKey.HISTORY).odds_model.wait()
        for _ in range(5):  # the layouts settle in a few rounds once the odds are in
            app.processEvents()
        if view == "history":
            browser = window.views.pane(ViewKey.HISTORY)
            browser.detail_scroll.ensureWidgetVisible(browser.detail_panel.odds_worth)
            app.processEvents()
        image = target.grab()
        window.close()
        game.history.close()
        drawn = f"{image.width()}x{image.height()}, view {view} with the odds, {hands} hands"
        return _save(image, out, failures, "the odds", drawn)


def _table_settings(
    variant: str | None, side_bets: str | None, text_size: int | None = None, language: str | None = None
) -> dict[str, Any]:
    """The settings a picture plays with: instant, silent, and the rules, text size and language asked
    for (one home, so every kind of picture honours them all)."""
    from .engine.bets import BetSpot
    from .engine.catalogue import Variant
    from .viewmodels.settings import AnimationSpeed

    table: dict[str, Any] = {"animation_speed": AnimationSpeed.INSTANT, "sound": False}
    if variant is not None:
        table["variant"] = Variant.parse(variant)
    if side_bets is not None:
        table["side_bets"] = tuple(BetSpot.parse(key) for key in side_bets.split(",") if key.strip())
    if text_size is not None:
        table["text_size"] = text_size
    if language is not None:
        table["language"] = language
    return table


def _play(controller: Any, hands: int, state: str = "played") -> None:
    """Deal ``hands`` hands, each with the last hand's bets again, or $25 on Banker and $5 on Tie;
    then for ``state`` 'chips' or 'result' a chip on every spot offered ($25 on the main bets, $5 on
    the side bets), dealt for 'result' (at a Peek table, which takes Player or Banker, not both: Banker
    and Tie, the picture showing no refusal). A new shoe (no hands) stays at Place your bets."""
    from .engine.bets import BetSpot
    from .engine.peek import Choice

    for _ in range(hands):
        if not controller.rebet():
            for spot, chip in ((BetSpot.BANKER, 2_500), (BetSpot.TIE, 500)):
                controller.select_chip(chip)
                controller.place_chip(spot)
        if controller.deal() is None and controller.choose(Choice.KEEP) is None:  # Peek: kept
            break
    if state == "played" or (state == "result" and hands == 0):
        return
    controller.clear()
    main = (BetSpot.PLAYER, BetSpot.BANKER, BetSpot.TIE)
    for spot in controller.rules.offered:
        if controller.rules.variant.peek and spot is BetSpot.PLAYER:
            continue
        controller.select_chip(2_500 if spot in main else 500)
        controller.place_chip(spot)
    if state == "result":
        controller.deal()


def _fail_instead_of_asking(window: Any, controller: Any, failures: CallbackErrors) -> None:
    """A hand the history cannot store (a full disk, a file-size limit) makes the window ask the
    player what to do, modally: offscreen nobody answers and the command waited for ever. A picture
    fails instead, saying why, and the file is left as the failed write left it."""
    controller.storage_failed.disconnect(window._storage_failed)
    controller.storage_failed.connect(failures.errors.append)


def _save(image: Any, out: Path, failures: CallbackErrors, what: str, drawn: str) -> int:
    """Write the picture unless drawing it failed; say what was written (or why not) and exit so."""
    from .storage.errors import StorageError

    if failures.errors:
        error = failures.errors[0]
        if isinstance(error, StorageError):
            print(
                f"baccarat-desktop screenshot: error: the history could not store a hand: {error}",
                file=sys.stderr,
            )
        else:
            print(f"baccarat-desktop screenshot: error: {what} failed to draw: {error!r}", file=sys.stderr)
        return 1
    failed = write_png(image, out)
    if failed:
        print(f"baccarat-desktop screenshot: error: cannot write {out}: {failed}", file=sys.stderr)
        return 1
    print(f"wrote {out} ({drawn})")
    return 0


def _dialog(view: str, window: Any, controller: Any) -> Any:
    """The dialog ``view`` names, as the window opens it: its own size (no larger than the window),
    over the table, centred; the picture is the window with the dialog on it."""
    from . import __version__
    from .ui.dialogs.about import AboutDialog
    from .ui.dialogs.rules import RulesDialog
    from .ui.dialogs.settings import SettingsDialog

    dialog: Any
    if view == "about":
        dialog = AboutDialog(__version__, window)
    elif view == "rules":
        dialog = RulesDialog(controller.rules, window)
        if dialog.multiplier is not None:  # a multiplier table's exact returns, as a person waits for
            dialog.multiplier.worker.wait(120)
    else:
        dialog = SettingsDialog(controller.settings, window)
    dialog.show()
    return dialog


def _run_lab(dashboard: Any, app: Any) -> None:
    """The Strategy lab tab after Martingale, Flat and Paroli on Banker, 10,000 sessions of 500 hands."""
    from .engine.systems import System

    dashboard.tabs.setCurrentWidget(dashboard.lab)
    app.processEvents()  # the lab's first show sizes its form; the charts are drawn after that
    lab = dashboard.lab
    lab.form.tick_systems([System.MARTINGALE, System.FLAT, System.PAROLI])
    lab.model.seed = 1
    lab.model.run()
    lab.model.wait()
    app.processEvents()
    lab.draw_all()
    app.processEvents()


def _replay(window: Any, controller: Any, app: Any) -> None:
    """A replay in progress: the middle hand played, dealt on the felt in replay mode (banner, its
    shoe's roads), with a live bet waiting so the picture shows betting is off."""
    from .analytics.hands import load_hand_detail
    from .engine.bets import BetSpot

    history = controller.history
    ids = history.hand_ids()
    if not ids:
        return
    controller.select_chip(500)
    controller.place_chip(BetSpot.PLAYER)
    window.replay(load_hand_detail(history, ids[len(ids) // 2]))
    window.scene.skip_animations()
    app.processEvents()


def _squeeze(window: Any, controller: Any, app: Any) -> None:
    """A squeeze mid-peel: $50 on Player, its two cards face down, the first large in the middle of
    the felt peeled from its right-hand edge so a column of pips shows, the keyboard on it (its
    focus ring), the second waiting in its place."""
    from .engine.bets import BetSpot
    from .ui.felt.squeeze import peel_from_edge
    from .viewmodels.settings import SqueezeMode

    controller.settings = controller.settings.with_changes(squeeze=SqueezeMode.MY_SIDE)
    controller.clear()
    controller.select_chip(2_500)
    for _ in range(2):
        controller.place_chip(BetSpot.PLAYER)
    window.deal()
    app.processEvents()
    scene = window.scene
    cards = scene.squeezed_cards()
    if not cards:
        return
    scene.skip_animations()  # the first card is up on the stage
    window.view.setFocus()
    cards[0].setFocus()
    cards[0].squeeze.set_fold(peel_from_edge(cards[0].squeeze.rect, "left", 0.3))
    app.processEvents()


def _peek(window: Any, controller: Any, app: Any) -> None:
    """The Peek table's choice: $25 on Banker, dealt: the hand stops after its first four cards, the
    table's shown ones face up, and the coach's panel open over the middle (the live deal's path:
    the controller's peek_offered, the window's offer)."""
    from .engine.bets import BetSpot

    controller.clear()
    controller.select_chip(2_500)
    controller.place_chip(BetSpot.BANKER)
    app.processEvents()
    if not controller.rules.variant.peek:
        return
    window.scene.skip_animations()
    controller.deal()
    window.scene.skip_animations()
    app.processEvents()


def _companion(window: Any, app: Any, *, at_table: bool) -> None:
    """The Companion with a sitting and 48 hands of a shuffled 8-deck shoe logged, every third by its
    cards (so the odds of the cards left show), the others by their result and pairs, as a person
    keys them; ``at_table``: the at-the-table mode (dark, large keys, no odds)."""
    import random

    from .engine.cards import format_cards
    from .engine.coup import deal_coup
    from .engine.odds import full_shoe_cards
    from .ui.window.parts import ViewKey
    from .viewmodels.companion import Mark

    window.views.show(ViewKey.COMPANION)
    model = window.views.pane(ViewKey.COMPANION).model
    model.start_sitting("Wynn Macau", "Salon 8", 8)
    cards = [card for card, n in full_shoe_cards(8).items() for _ in range(n)]
    random.Random(3).shuffle(cards)
    draw = iter(cards).__next__
    for number in range(48):
        coup = deal_coup(draw)
        if number % 3 == 0:
            model.log_cards(f"{format_cards(coup.player)} / {format_cards(coup.banker)}")
            continue
        for seen, mark in ((coup.player_pair, Mark.PLAYER_PAIR), (coup.banker_pair, Mark.BANKER_PAIR)):
            if seen:
                model.toggle_mark(mark)
        model.log(coup.outcome)
    model.set_at_table(at_table)
    model.wait()
    app.processEvents()


def _backtest(window: Any, app: Any) -> None:
    """The Backtest view after Big Eye Boy red over a million simulated shoes (seed 1)."""
    from .ui.window.parts import ViewKey

    window.views.show(ViewKey.BACKTEST)
    model = window.views.pane(ViewKey.BACKTEST).model
    model.update(rule="big_eye_boy_red", shoes=1_000_000, seed=1)
    model.run()
    model.wait(300)
    app.processEvents()
    _settle(app, 0.4)  # the chart is drawn for its canvas's final size


def _still_clock(window: Any) -> list[float]:
    """The Speed table's betting timer reads this clock, which moves only when the picture says: a
    slow machine never sees a window run out and deal a hand nobody asked for."""
    now = [0.0]
    window.speed_table.timer.clock = lambda: now[0]
    return now


def _speed(window: Any, clock: list[float], app: Any) -> None:
    """A Speed table's betting window with 7 of its seconds left, the chips down."""
    timer = window.speed_table.timer
    window.activateWindow()
    app.processEvents()
    timer.restart()
    clock[0] += timer.seconds - 6.6
    timer.tick()
    app.processEvents()


def _settle(app: Any, seconds: float) -> None:
    """Let the window's timers run for ``seconds`` (a redraw the app schedules after a resize)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()


def _dialog_over(image: Any, dialog: Any, window: Any) -> Any:
    """The window's picture with ``dialog`` drawn on it, centred, as the screen shows a modal dialog."""
    from PySide6.QtGui import QPainter

    shot = dialog.grab()
    scale = image.devicePixelRatio() or 1.0
    x = (window.width() - dialog.width()) // 2
    y = (window.height() - dialog.height()) // 2
    painter = QPainter(image)
    painter.drawPixmap(round(max(0, x) * scale) / scale, round(max(0, y) * scale) / scale, shot)
    painter.end()
    return image


def write_png(image: Any, out: Path) -> str | None:
    """Save a QImage as PNG at ``out``; returns why it could not be written, or None.

    The picture is encoded in memory and written through ``storage.outputs.output_file``, so it
    replaces a file at ``out`` only once it is on the disk whole: ``QImage.save(path)`` truncated
    the old file first, and a full disk then left half a picture where a good one had been."""
    from PySide6.QtCore import QBuffer, QIODevice

    from .storage.errors import OutputRefused
    from .storage.outputs import output_file

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if image.isNull() or not image.save(buffer, "PNG"):
        return "the picture could not be made"
    try:
        with output_file(out, binary=True) as handle:
            handle.write(buffer.data().data())
    except OutputRefused as exc:
        return str(exc)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
