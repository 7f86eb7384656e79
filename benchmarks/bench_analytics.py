"""Analytics benchmarks: the dashboard and the hand browser on a history of a million hands.

    .venv/bin/python benchmarks/bench_analytics.py            # 1,000,000 hands (first run builds: ≈1 min)
    .venv/bin/python benchmarks/bench_analytics.py --quick    # 50,000 hands, a few seconds
    .venv/bin/python benchmarks/bench_analytics.py --hands 200000 --refreshes 100

The history is built once with ``storage.bulk.store_simulated`` (ten seeded sessions mixing the
table rules and bets: commission and No-Commission, Tie 8:1 and 9:1, 6 and 8 decks) and cached
under the temporary folder, keyed by its size; each run works on a copy, because the refresh
measurement appends hands. Qt runs offscreen. Targets (from the issues), never asserted:

    dashboard open until the first chart is shown (painted)   < 1.0 s
    dashboard open + draw all six charts                      < 1.5 s
    dashboard refresh after a new hand                        < 50 ms on the UI thread
    hand browser open + show (first page, newest hand)        < 0.1 s
    peak memory (max RSS)                                     < 400 MB

"First chart shown" is timed from the pane's construction to the end of the first paint of the
Bankroll canvas with its chart drawn; "all six" goes on from there with ``draw_all()`` (the same
pane, the same clock). Both are also given as medians over ``--opens`` more openings, each after
the last one's memory is let go.

The hand browser opens after the card sprites are loaded, as the felt loads them at every start
before the player can open a pane (nothing else of the game's window is paid first); the odds
before the newest hand are worked out once its first page has painted, after the figure.

Each figure is printed with its parts, so a miss points at its cause. Timings move with the
machine's load: run on an otherwise idle machine and compare medians.
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import os
import platform
import resource
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from baccarat_desktop.engine.bets import BetSpot
from baccarat_desktop.engine.catalogue import Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.storage.bulk import store_simulated
from baccarat_desktop.storage.history import History
from baccarat_desktop.storage.recorder import RecordedTable

TARGET_FIRST_CHART = 1.0
TARGET_ALL_SIX = 1.5
TARGET_BROWSER = 0.1

PLANS: list[tuple[TableRules, dict[BetSpot, int]]] = [
    (TableRules(), {BetSpot.BANKER: 1_000}),
    (TableRules(tie_pays=9), {BetSpot.PLAYER: 2_500, BetSpot.TIE: 500}),
    (TableRules(variant=Variant.NO_COMMISSION), {BetSpot.BANKER: 1_000, BetSpot.BANKER_PAIR: 100}),
    (TableRules(decks=6), {BetSpot.PLAYER: 500, BetSpot.PLAYER_PAIR: 100}),
]
SESSIONS = 10


def cache_dir() -> Path:
    return Path(tempfile.gettempdir()) / "baccarat-desktop-bench"


def build_history(path: Path, hands: int) -> None:
    """Ten seeded sessions of simulated play, written to ``path`` via a partial file."""
    partial = path.with_name(path.name + ".partial")
    for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
        leftover.unlink(missing_ok=True)
    per = hands // SESSIONS
    start = time.perf_counter()
    with History.open(partial) as history:
        for i in range(SESSIONS):
            rules, bets = PLANS[i % len(PLANS)]
            count = per if i < SESSIONS - 1 else hands - per * (SESSIONS - 1)
            store_simulated(
                history,
                count,
                seed=100 + i,
                bets=bets,
                rules=rules,
                start=datetime(2026, 1, 1, tzinfo=UTC) + timedelta(days=30 * i),
                seconds_per_hand=25,
            )
            print(
                f"  built session {i + 1}/{SESSIONS} ({time.perf_counter() - start:.0f} s)", file=sys.stderr
            )
        history.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    partial.rename(path)
    Path(f"{partial}.lock").unlink(missing_ok=True)


def cached_history(hands: int, rebuild: bool) -> Path:
    folder = cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"history-{hands}.sqlite3"
    if rebuild or not path.exists():
        print(f"building a {hands:,}-hand history in {path} (cached for later runs)", file=sys.stderr)
        path.unlink(missing_ok=True)
        build_history(path, hands)
    return path


def everything_in(data: Any) -> None:
    """Wait for whatever a load left coming on other connections (the results, the bet sums)."""
    data.money  # noqa: B018  # the property waits for the sums
    data.hands.winner  # noqa: B018  # the results, where they come apart from the bankroll's columns


def redraw_now(dashboard: Any) -> None:
    """The redraw a refresh schedules, run now instead of on its timer."""
    from baccarat_desktop.analytics.analysis import Chart

    dashboard.model._redraw_timer.stop()
    dashboard.model._redraw_visible()  # emits redraw_due: the widget draws the stale chart
    dashboard.canvas(Chart.BANKROLL).draw()


def open_dashboard_timed(app: Any, path: Path, widget_class: Any) -> tuple[float, float, Any]:
    """Open the pane as the game does; (seconds until the first chart is painted, seconds until all
    six are drawn, the pane). The first paint of the Bankroll canvas once its chart is drawn ends the
    first figure: its paint renders the chart if the drawing was only scheduled."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject

    from baccarat_desktop.analytics.analysis import Chart

    class PaintWatch(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.widget: Any = None
            self.painted = False

        def eventFilter(self, watched: Any, event: Any) -> bool:
            ready = self.widget is not None and not self.widget.model.is_stale(Chart.BANKROLL)
            if event.type() == QEvent.Type.Paint and ready:
                self.painted = True  # the canvas paints right after this filter lets the event on
            return False

    watch = PaintWatch()
    start = time.perf_counter()
    widget = widget_class(path)
    watch.widget = widget
    widget.canvas(Chart.BANKROLL).installEventFilter(watch)
    widget.resize(1280, 800)
    widget.show()
    deadline = start + 120
    while not watch.painted and time.perf_counter() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if not watch.painted:
            time.sleep(0.0005)  # a timer may be due: let it come without spinning flat out
    first = time.perf_counter() - start
    widget.canvas(Chart.BANKROLL).removeEventFilter(watch)
    widget.draw_all()
    app.processEvents()
    return first, time.perf_counter() - start, widget


def load_card_sprites() -> float:
    """The card sprite sheet, as the felt loads it at every start, before the player can open a pane
    (the hand browser's detail draws its cards from the same sheet); seconds it took."""
    from baccarat_desktop.ui.look import sprites

    seconds, _ = timed(sprites.cards)
    return seconds


def let_go(app: Any, widget: Any) -> None:
    """Close a pane and free it before the next opening (processEvents alone leaves a deleteLater
    pending: the deferred deletion is sent here)."""
    from PySide6.QtCore import QEvent

    widget.close()
    widget.deleteLater()
    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def peak_mb() -> float:
    """Highest resident memory of this process so far (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed(action: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def ms(seconds: float) -> str:
    return f"{seconds * 1000:9.1f} ms"


def line(label: str, seconds: float, target: float | None = None) -> str:
    verdict = ""
    if target is not None:
        verdict = f"   target < {target * 1000:,.0f} ms: {'met' if seconds < target else 'MISSED'}"
    return f"  {label:<46}{ms(seconds)}{verdict}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--hands", type=int, default=1_000_000, help="hands in the history (default 1,000,000)"
    )
    parser.add_argument("--quick", action="store_true", help="50,000 hands and fewer repeats")
    parser.add_argument(
        "--refreshes", type=int, default=50, help="hands added one by one for the refresh timing"
    )
    parser.add_argument("--rebuild", action="store_true", help="build the cached history again")
    parser.add_argument(
        "--opens", type=int, default=5, help="further openings of each pane for the medians (default 5)"
    )
    args = parser.parse_args(argv)
    hands = 50_000 if args.quick else args.hands
    refreshes = min(args.refreshes, 10) if args.quick else args.refreshes
    opens = min(args.opens, 2) if args.quick else args.opens

    source = cached_history(hands, args.rebuild)
    work = Path(tempfile.mkdtemp(prefix="bench-analytics-"))
    # The Statistics' cache of the columns (storage/statistics_cache.py) goes with the copy: the first
    # opening has none (as the first ever on a computer), the later ones use it. (Not by moving
    # XDG_CACHE_HOME: Matplotlib would build its font cache again there.)
    try:
        from baccarat_desktop.storage import statistics_cache

        statistics_cache.cache_folder = lambda: work / "statistics-cache"
    except ImportError:  # the code before the cache (a side-by-side run)
        pass
    try:
        path = work / "history.sqlite3"
        shutil.copyfile(source, path)
        report = run(path, hands, refreshes, opens)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("\n".join(report))
    return 0


def run(path: Path, hands: int, refreshes: int, opens: int) -> list[str]:
    out: list[str] = []
    versions = ", ".join(
        f"{name} {importlib.metadata.version(name)}" for name in ("PySide6-Essentials", "matplotlib", "numpy")
    )
    out.append(f"Baccarat Desktop analytics benchmark: {hands:,} hands")
    out.append(
        f"  {platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version}, {versions}"
    )

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel, QTableView, QVBoxLayout, QWidget

    app = QApplication.instance() or QApplication([])

    # -- imports (once per process; the main window pays them when the pane is first opened) --
    out.append("")
    out.append("Imports (first opening of the pane)")
    seconds, _ = timed(lambda: __import__("baccarat_desktop.ui.statistics.dashboard"))
    out.append(line("import ui.statistics.dashboard (Matplotlib Qt backend)", seconds))
    seconds, _ = timed(lambda: __import__("baccarat_desktop.ui.history.browser"))
    out.append(line("import ui.history.browser", seconds))
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from baccarat_desktop.analytics.analysis import Analysis, Chart
    from baccarat_desktop.analytics.dataset import Dataset
    from baccarat_desktop.analytics.figures.dashboard import build_figure
    from baccarat_desktop.ui.history.browser import HistoryBrowser
    from baccarat_desktop.ui.statistics.dashboard import DashboardWidget

    # Qt's one-time start (fonts, style, the first window) is the main window's, paid before any
    # pane opens: pay it here so it is not counted against whichever widget opens first.
    warm = QWidget()
    QVBoxLayout(warm).addWidget(QLabel("warm-up"))
    warm.layout().addWidget(QTableView())
    warm.resize(400, 300)
    warm.show()
    app.processEvents()
    warm.close()

    # As in the game: the table's writer opened (and fully checked) the file at start and holds it;
    # the panes are readers in the same process and skip the whole-file quick_check.
    open_s, game_writer = timed(lambda: History.open(path, write=True))
    out.append("")
    out.append(line("the table's writer opens the file (quick_check of it all, at game start)", open_s))

    # -- history browser ------------------------------------------------------------------------
    out.append("")
    out.append("Hand-history browser (inside the game)")
    # The player opens the hand history from the game's window, whose felt has loaded the card
    # sprites at start: loaded here first too. Nothing else the window does is paid beforehand (its
    # memory would count in the peak below), so this first opening is if anything dearer than the
    # game's.
    out.append(line("the felt's card sprites, loaded at game start", load_card_sprites()))

    def open_browser() -> Any:
        widget = HistoryBrowser(path)
        widget.resize(1280, 800)
        widget.show()
        app.processEvents()
        return widget

    open_s, browser = timed(open_browser)
    out.append(line("open + show (first page, detail of the newest hand)", open_s, TARGET_BROWSER))
    out.append(f"  rows loaded: {browser.model.rowCount():,}")
    scroll_s, _ = timed(browser.model.fetchMore)
    out.append(line("next page (fetchMore)", scroll_s))
    sort_s, _ = timed(lambda: browser.model.sort(11, Qt.SortOrder.DescendingOrder))
    out.append(line("sort by Net (SQL ORDER BY over every hand)", sort_s))
    let_go(app, browser)
    again: list[float] = []
    for _ in range(opens):
        seconds, browser = timed(open_browser)
        again.append(seconds)
        let_go(app, browser)
    if again:
        label = f"open + show again (median of {len(again)})"
        out.append(line(label, statistics.median(again), TARGET_BROWSER))

    # -- dashboard open ---------------------------------------------------------------------------
    out.append("")
    out.append("Dashboard (the widget, 1280 x 800, offscreen, inside the game)")

    def open_first() -> Any:
        widget = DashboardWidget(path)
        widget.resize(1280, 800)
        widget.show()
        app.processEvents()
        return widget

    first_s, open_s, dashboard = open_dashboard_timed(app, path, DashboardWidget)
    out.append(line("open until the first chart is shown (no cache yet)", first_s, TARGET_FIRST_CHART))
    out.append(line("open + draw all six charts (no cache yet)", open_s, TARGET_ALL_SIX))
    dashboard.show_chart(Chart.BANKROLL)
    app.processEvents()

    # -- refresh after each new hand -------------------------------------------------------------
    # The game's writer stays open through the later openings too, as it does in the game (its
    # check stands for this process's readers); closed before the standalone opening below.
    table = RecordedTable.open(game_writer, bankroll_cents=10**9, seed=7, new_session=True)
    refresh_times: list[float] = []
    redraw_times: list[float] = []
    for _ in range(refreshes):
        table.play({BetSpot.BANKER: 1_000, BetSpot.TIE: 100})
        seconds, _ = timed(dashboard.refresh)
        refresh_times.append(seconds)
        seconds, _ = timed(lambda widget=dashboard: redraw_now(widget))
        redraw_times.append(seconds)
    table.end_session()
    out.append(
        line(f"refresh() after a new hand (median of {refreshes})", statistics.median(refresh_times), 0.05)
    )
    out.append(line("refresh() after a new hand (slowest)", max(refresh_times)))
    out.append(line("then the visible chart's redraw (median)", statistics.median(redraw_times)))
    dashboard.close()
    dashboard_peak = peak_mb()
    let_go(app, dashboard)
    del dashboard
    first_s, first = timed(open_first)
    out.append(line("open + show (only the first chart drawn), standalone", first_s))
    let_go(app, first)
    del first
    firsts: list[float] = []
    alls: list[float] = []
    for _ in range(opens):
        first_s, open_s, again = open_dashboard_timed(app, path, DashboardWidget)
        firsts.append(first_s)
        alls.append(open_s)
        let_go(app, again)
        del again
    if opens:
        label = f"open until the first chart is shown (median of {opens}, cache)"
        out.append(line(label, statistics.median(firsts), TARGET_FIRST_CHART))
        label = f"open + draw all six charts (median of {opens}, cache)"
        out.append(line(label, statistics.median(alls), TARGET_ALL_SIX))

    out.append("")
    verdict = "met" if dashboard_peak < 400 else "MISSED"
    label = "peak memory (max RSS): browser + dashboard"
    out.append(f"  {label:<46}{dashboard_peak:9.0f} MB  target < 400 MB: {verdict}")
    out.append(f"  {'peak memory (max RSS) after more dashboards':<46}{peak_mb():9.0f} MB")
    game_writer.close()  # from here on, as without the game: each opening checks the whole file

    standalone_s, browser = timed(open_browser)
    out.append(line("hand browser open + show, standalone (its own full check)", standalone_s))
    browser.close()

    # -- the parts, for diagnosis (last: their own copies of the data would inflate the peaks) --
    out.append("")
    out.append("Dashboard, by part")
    open_s, history = timed(lambda: History.open(path, write=False))
    out.append(line("History.open (read-only, storage's checks)", open_s))
    cached_s, _ = timed(lambda: Dataset.load(history))
    try:
        from baccarat_desktop.storage import statistics_cache

        statistics_cache.MIN_HANDS = hands + 1_000  # from here on, read from SQLite as without the cache
    except ImportError:  # the code before the cache (a side-by-side run)
        pass
    load_s, data = timed(lambda: Dataset.load(history))
    rest_s, _ = timed(lambda: everything_in(data))
    out.append(line(f"Dataset.load ({len(data.hands):,} hands, SQL + numpy), returns", load_s))
    out.append(line("  then waits for the rest (results, bet sums)", rest_s))
    out.append(line("  loading the data, all of it", load_s + rest_s))
    out.append(line("Dataset.load from the statistics' cache, all of it", cached_s))
    both_s, (second, opened) = timed(lambda: Dataset.open(path))
    rest_s, _ = timed(lambda: everything_in(opened))
    second.close()
    out.append(line("Dataset.open (both of the above, overlapped), returns", both_s))
    out.append(line("  opening and loading, all of it", both_s + rest_s))
    analysis = Analysis(data)
    try:  # the panes' canvases draw with the charts' renderer (analytics/figures/agg.py)
        from baccarat_desktop.analytics.figures.agg import ChartCanvasAgg as Canvas
    except ImportError:  # the code before it (a side-by-side run)
        Canvas = FigureCanvasAgg
    for chart in Chart:
        stats_s, _ = timed(lambda chart=chart: getattr(analysis, chart.value)())
        figure = Figure(figsize=(10.2, 7.4), dpi=100)
        Canvas(figure)
        build_s, _ = timed(
            lambda chart=chart, figure=figure: build_figure(chart, analysis, figure, notes=False)
        )
        draw_s, _ = timed(lambda figure=figure: figure.canvas.draw())
        out.append(line(f"{chart.title}: statistics / figure / Agg draw", stats_s))
        out[-1] += f" /{ms(build_s)} /{ms(draw_s)}"
    history.close()

    return out


if __name__ == "__main__":
    sys.exit(main())
