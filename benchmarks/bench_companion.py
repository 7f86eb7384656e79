"""Companion benchmark: the time one key press takes to log a hand, store it and redraw, shoe after shoe.

    .venv/bin/python benchmarks/bench_companion.py            # 3 shoes of 80 hands, at 1280x720 and 1920x1080
    .venv/bin/python benchmarks/bench_companion.py --quick    # 1 shoe of 80 hands at 1280x720

The game's own window is built offscreen on a throwaway history (``app.build_game``), the Companion
shown and a sitting started; then each hand of a shuffled 8-deck shoe is keyed as a person keys it at
the table, through the window's keyboard path (``QTest.keyClick`` on the focused page: the shortcut
override, the key, the model, the write to SQLite with its commit, the roads and the hands list),
every third hand's pair mark first; each hand's time runs from the key press to the event loop being
free again with the page painted (``repaint``: the roads, Ask Banker / Ask Player, the statistics,
the list). Cards typed in the card field and Enter are timed too (one hand in five by its cards, as
in the "with cards" run). The figures: the median, the 95th percentile and the worst of the hands,
and the median of hands 61-80, so a cost that grows with the shoe shows. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from baccarat_desktop.engine.cards import format_cards
from baccarat_desktop.engine.coup import Outcome, deal_coup
from baccarat_desktop.engine.odds import full_shoe_cards

KEYS = {Outcome.BANKER: Qt.Key.Key_B, Outcome.PLAYER: Qt.Key.Key_P, Outcome.TIE: Qt.Key.Key_T}


def run(
    size: tuple[int, int], shoes: int, hands: int, with_cards: bool
) -> tuple[list[list[float]], list[list[float]]]:
    """Per shoe, each hand's milliseconds from its key to the page painted: on the wall clock, and of
    the GUI thread's CPU (which a machine shared with other work does not inflate)."""
    from baccarat_desktop.app import application, build_game

    app = application()
    folder = tempfile.TemporaryDirectory(prefix="bench-companion-")
    game = build_game(data_dir=folder.name, settings_override={"sound": False}, ask=False)
    assert game is not None
    window = game.window
    window.resize(*size)
    window.show()
    app.processEvents()
    window.views.show("companion")
    app.processEvents()
    page = window.views.pane("companion")
    page.model.start_sitting("Bench", "1", 8)
    cards = [card for card, n in full_shoe_cards(8).items() for _ in range(n)]
    out: list[list[float]] = []
    cpu: list[list[float]] = []
    for shoe in range(shoes):
        random.Random(shoe).shuffle(cards)
        draw = iter(cards).__next__
        times: list[float] = []
        spent: list[float] = []
        for number in range(hands):
            coup = deal_coup(draw)
            page.setFocus()
            app.processEvents()
            start, start_cpu = time.perf_counter(), time.thread_time()
            if with_cards and number % 5 == 0:
                page.cards.setFocus()
                QTest.keyClicks(page.cards, f"{format_cards(coup.player)}/{format_cards(coup.banker)}")
                QTest.keyClick(page.cards, Qt.Key.Key_Return)
            else:
                if number % 3 == 0:
                    QTest.keyClick(page, Qt.Key.Key_1)
                QTest.keyClick(page, KEYS[coup.outcome])
            page.repaint()
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
            spent.append((time.thread_time() - start_cpu) * 1000)
        assert len(page.model.hands) == hands, "every key logged its hand"
        out.append(times)
        cpu.append(spent)
        page.model.next_shoe()
        app.processEvents()
    page.model.wait()
    window.close()
    game.history.close()
    folder.cleanup()
    return out, cpu


def describe(label: str, shoes: list[list[float]]) -> str:
    every = sorted(t for shoe in shoes for t in shoe)
    late = [t for shoe in shoes for t in shoe[60:80]]
    p95 = every[int(0.95 * (len(every) - 1))]
    return (
        f"{label}: median {statistics.median(every):.1f} ms, p95 {p95:.1f} ms, worst {every[-1]:.1f} ms; "
        f"hands 61-80 median {statistics.median(late):.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one shoe at 1280x720")
    parser.add_argument("--hands", type=int, default=80)
    args = parser.parse_args()
    sizes = [(1280, 720)] if args.quick else [(1280, 720), (1920, 1080)]
    shoes = 1 if args.quick else 3
    print(f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}, platform {os.environ['QT_QPA_PLATFORM']}")
    for size in sizes:
        for with_cards in (False, True):
            wall, cpu = run(size, shoes, args.hands, with_cards)
            kind = "results and marks, 1 hand in 5 by its cards" if with_cards else "results and marks"
            print(f"{size[0]}x{size[1]}, {kind}, {sum(map(len, wall))} hands")
            print("  " + describe("wall", wall))
            print("  " + describe("GUI thread CPU", cpu))
            print(f"  load now {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
