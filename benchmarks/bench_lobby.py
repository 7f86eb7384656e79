"""Lobby benchmark: what a moving lobby costs, eight tables dealing on by themselves, time sped up.

    .venv/bin/python benchmarks/bench_lobby.py            # 4 floor hours at 240x (about a minute)
    .venv/bin/python benchmarks/bench_lobby.py --quick    # 1 floor hour at 240x (about 15 s)

The real Lobby page (ui/lobby/page.py) is shown offscreen at 1280x720 on the real ``Floor``
(viewmodels/floor.py), the six built-in tables and two of the player's own (a Speed one and a
6-deck EZ one), so every hand is dealt, recorded in the in-memory store, its roads rebuilt and its
card repainted, as in the game. The floor's clock runs ``--scale`` times faster than the wall
(``Floor(time_scale=...)``), so an hour of dealing passes in 3600/scale seconds; the work per hand is
the same, so the CPU share of one core at the live pace is the process's CPU seconds over the
floor's seconds. Side by side in the same process: the same event loop for the same wall time with
no floor (what an idle window costs anyway).

Memory: the process's resident set and Python's allocated blocks after one floor minute, after the
first floor hour and at the end; flat means the floor keeps only each table's current shoe.
Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from baccarat_desktop.engine.catalogue import USUAL_SIDE_BETS, Variant
from baccarat_desktop.engine.floor import FloorTable, Pace, builtin_tables, custom_table
from baccarat_desktop.engine.rules import TableRules


def rss_mb() -> float:
    """The resident set now (Linux), in MB."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # the peak, where /proc is absent


def run_for(wall_seconds: float) -> None:
    """The event loop, as the game runs it, for ``wall_seconds``."""
    loop = QEventLoop()
    QTimer.singleShot(round(wall_seconds * 1000), loop.quit)
    loop.exec()


def eight_tables() -> list[FloorTable]:
    ez6 = TableRules(decks=6, variant=Variant.EZ, side_bets=USUAL_SIDE_BETS[Variant.EZ])
    return [
        *builtin_tables(),
        custom_table(1, TableRules(min_bet_cents=200), Pace.SPEED, name="Fast"),
        custom_table(2, ez6, name="Six decks"),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="one floor hour instead of four")
    parser.add_argument("--hours", type=float, default=None, help="floor hours to deal (default 4)")
    parser.add_argument("--scale", type=float, default=240.0, help="floor seconds per wall second")
    args = parser.parse_args()
    hours = args.hours if args.hours is not None else (1.0 if args.quick else 4.0)
    scale = args.scale

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from baccarat_desktop.ui.lobby.page import LobbyPage
    from baccarat_desktop.viewmodels.floor import Floor

    tables = eight_tables()
    start_wall = time.monotonic()

    def floor_clock() -> float:
        return (time.monotonic() - start_wall) * scale

    steps = [0]
    floor = Floor(tables, clock=floor_clock, time_scale=scale)
    floor.table_changed.connect(lambda _key: steps.__setitem__(0, steps[0] + 1))
    page = LobbyPage(floor)
    page.resize(1280, 720)
    page.show()
    app.processEvents()
    print(f"lobby: {len(tables)} tables, floor time x{scale:g}, {hours:g} floor hours, "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")  # fmt: skip

    # One floor minute first: the floor as it stands once open.
    run_for(60 / scale)
    minute_rss, minute_blocks = rss_mb(), sys.getallocatedblocks()
    print(f"after 1 floor minute   RSS {minute_rss:7.1f} MB   Python blocks {minute_blocks:9,}")

    cpu0, wall0, floor0, steps0 = time.process_time(), time.monotonic(), floor_clock(), steps[0]
    marks: list[tuple[float, float, int]] = []
    for hour in range(1, int(hours) + 1):
        run_for(3600 / scale)
        marks.append((hour, rss_mb(), sys.getallocatedblocks()))
        print(f"after {hour:3d} floor hour(s) RSS {marks[-1][1]:7.1f} MB   Python blocks {marks[-1][2]:9,}")
    rest = hours - int(hours)
    if rest > 0:
        run_for(rest * 3600 / scale)
    cpu, wall, floor_s = time.process_time() - cpu0, time.monotonic() - wall0, floor_clock() - floor0
    dealt = steps[0] - steps0
    final_rss, final_blocks = rss_mb(), sys.getallocatedblocks()
    shoes = sum(floor.state(t.key).shoe_no for t in tables)

    # Side by side: the same event loop for the same wall time with no floor dealing.
    floor.stop()
    page.hide()
    app.processEvents()
    idle0 = time.process_time()
    run_for(wall)
    idle = time.process_time() - idle0

    print(f"dealt {dealt:,} steps (hands and new shoes; {shoes} shoes in all) in {floor_s / 3600:.2f} floor "
          f"hours, {wall:.1f} s of wall")  # fmt: skip
    print(f"CPU {cpu:.2f} s with the floor, {idle:.2f} s idle event loop alone (same wall time)")
    print(f"CPU per step {cpu / max(1, dealt) * 1000:.2f} ms (deal, store, roads, the card repainted)")
    print(f"CPU share of one core at the live pace: {cpu / floor_s * 100:.4f}% "
          f"(idle loop alone: {idle / floor_s * 100:.4f}%)")  # fmt: skip
    print(f"memory: RSS {minute_rss:.1f} MB after 1 floor minute -> {final_rss:.1f} MB after {hours:g} hours "
          f"({final_rss - minute_rss:+.1f} MB); Python blocks {minute_blocks:,} -> {final_blocks:,} "
          f"({final_blocks - minute_blocks:+,})")  # fmt: skip
    page.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
