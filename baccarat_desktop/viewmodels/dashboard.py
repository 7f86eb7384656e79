"""The Statistics pane's model: the history it reads, the hands a filter selects, and when to redraw.

The pane (``ui/statistics/dashboard.py``) only lays out, draws and forwards what the player chose; this model
opens the history read-only, loads the filtered hands (``Dataset.open`` overlaps storage's checks
of the file with the first load), follows the game with ``refresh()`` (only the new rows are
read), keeps the ``Analysis`` the charts, the CSV and the report share, and writes saved charts and
exported data. Storage's refusals become the status line's text, never lost and never fatal: the
hands already loaded stay.

Redraws are paced here: new hands mark every chart stale, and the visible one is asked for
(``redraw_due``) at most about four times a second, so a fast autoplay cannot queue one redraw per
hand. The widget says which chart is visible and which it has drawn.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..analytics.analysis import NO_MONEY, Analysis, Chart
from ..analytics.dataset import Dataset
from ..analytics.export import write_csv
from ..analytics.figures.dashboard import build_figure
from ..analytics.filters import HistoryFilter, Source
from ..engine.i18n import _t, _tn
from ..storage.errors import OutputRefused, StorageError
from ..storage.history import History
from ..storage.outputs import output_file
from ..storage.stamps import local_date, local_time, moment

__all__ = ["REDRAW_SPACING_MS", "DashboardModel", "DateBounds", "SessionEntry"]

REDRAW_SPACING_MS = 250  # at most about four redraws a second while hands pour in


@dataclass(frozen=True)
class SessionEntry:
    """One row of the pane's session list: what it says and what hovering over it tells."""

    session_id: int
    label: str  # "#3  2026-02-10 13:00": the id and when it started, in the player's time zone
    tooltip: str  # the table's rules in words


@dataclass(frozen=True)
class DateBounds:
    """The first and last day with hands, in the player's time zone (the date pickers start there)."""

    first: date
    last: date


class DashboardModel(QObject):
    """One history file's hands for the charts, filtered by sessions and dates, following the game.

    Opening raises ``StorageError`` if the file cannot be read, as ``History.open`` does; later
    storage failures only change ``status``.

    Signals:
        filter_changed(HistoryFilter): the hands were reloaded for this filter (``analysis`` is new).
        refreshed(int): ``refresh()`` took in this many new hands (0 when there were none).
        sessions_changed(): a new session was stored: ``sessions()`` and ``date_bounds()`` changed.
        status_changed(str): the status line now says this (a save, an export, a storage error).
        redraw_due(Chart): the visible chart is stale and should be drawn now (then ``mark_drawn``).
    """

    filter_changed = Signal(object)
    refreshed = Signal(int)
    sessions_changed = Signal()
    status_changed = Signal(str)
    redraw_due = Signal(object)

    def __init__(self, path: str | Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Storage's checks of the file and the first load run side by side (Dataset.open).
        history, self._data = Dataset.open(path)
        self._path = history.path
        self._history: History | None = history
        self._analysis = Analysis(self._data)
        self._status = ""
        self._stale: set[Chart] = set(Chart)
        self._visible: Chart | None = next(iter(Chart))
        self._last_redraw = 0.0
        self._latest_session = max(self._data.sessions, default=0)
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.timeout.connect(self._redraw_visible)
        self._schedule_redraw(immediately=True)

    # -- what the pane shows ----------------------------------------------------------------------
    @property
    def path(self) -> Path:
        """The history file (the luck and shoe-odds panels open their own connections to it)."""
        return self._path

    @property
    def data(self) -> Dataset:
        """The filtered hands, kept current by ``refresh``."""
        return self._data

    @property
    def analysis(self) -> Analysis:
        """The numbers behind the charts (the same objects the CSV and the report use)."""
        return self._analysis

    @property
    def filter(self) -> HistoryFilter:
        """The filter the loaded hands were chosen by."""
        return self._data.filter

    @property
    def is_open(self) -> bool:
        """The read-only connection is still held (until ``close``)."""
        return self._history is not None

    @property
    def hands(self) -> int:
        return len(self._data.hands)

    @property
    def summary(self) -> str:
        """How many hands and sessions the charts show: "1,200 hands in 2 sessions"."""
        hands = self.hands
        sessions = len(self._data.session_bounds)
        hand_words = _tn("Statistics", "{n} hand(s)", hands).format(n=f"{hands:,}")
        session_words = _tn("Statistics", "{n} session(s)", sessions).format(n=f"{sessions:,}")
        return _t("Statistics", "{hands} in {sessions}").format(hands=hand_words, sessions=session_words)

    @property
    def status(self) -> str:
        """The latest save, export or storage failure, in words ("" before any)."""
        return self._status

    def sessions(self) -> tuple[SessionEntry, ...]:
        """Every session of the file, newest first, for the list the player chooses from."""
        return tuple(
            SessionEntry(
                session.id,
                f"#{session.id}  {local_time(session.started_at, seconds=False)}",
                session.rules.describe(),
            )
            for session in sorted(self._data.sessions.values(), key=lambda s: s.id, reverse=True)
        )

    def date_bounds(self) -> DateBounds | None:
        """From the first session's start to the last hand shown; None for an empty history."""
        # Moments edited into anything else are left out (import and verify refuse them).
        starts = [s.started_at for s in self._data.sessions.values() if moment(s.started_at)]
        lasts = [t[1] for t in self._data.session_times.values() if moment(t[1])]
        if not starts and not lasts:
            return None
        first = min(starts or lasts)
        last = max(lasts) if lasts else first
        return DateBounds(local_date(first), local_date(last))

    # -- loading ----------------------------------------------------------------------------------
    def load(self, flt: HistoryFilter) -> None:
        """Reload the hands ``flt`` selects; on a storage failure the hands shown stay as they were."""
        if self._history is None:
            return
        try:
            data = Dataset.load(self._history, flt)
        except StorageError as exc:
            self.report_storage_error(exc)
            return
        other_sessions = data.filter.source is not self._data.filter.source
        self._data = data
        self._analysis = Analysis(data)
        self._stale = set(Chart)
        self._schedule_redraw(immediately=True)
        if other_sessions:  # another source's sessions: the list the player chooses from changes
            self._latest_session = max(data.sessions, default=0)
            self.sessions_changed.emit()
        self.filter_changed.emit(flt)

    @Slot()
    def refresh(self) -> None:
        """Take in hands stored since the last call; the visible chart is redrawn shortly after.

        Reads only the new rows (by primary key), so its cost does not grow with the history.
        """
        if self._history is None:
            return
        if self.filter.source is Source.TRACKED:  # an undo or a correction changes hands already read
            try:
                moved = self._history.top_hand_id(Source.TRACKED) != self._data.last_id
            except StorageError as exc:
                self.report_storage_error(exc)
                return
            if moved:
                self.load(self.filter)
            self.refreshed.emit(0)
            return
        try:
            added = self._data.update(self._history)
            newest_session = max(self._data.sessions, default=0)
        except StorageError as exc:
            self.report_storage_error(exc)
            return
        if newest_session > self._latest_session:
            self._latest_session = newest_session
            self.sessions_changed.emit()
        if added:
            self._stale = set(Chart)
            self._schedule_redraw()
        self.refreshed.emit(added)

    def report_storage_error(self, exc: StorageError) -> None:
        """Say what went wrong in the status line (the bet sums can fail late, while a chart draws)."""
        self._set_status(str(exc))

    # -- redrawing --------------------------------------------------------------------------------
    def set_visible_chart(self, chart: Chart | None) -> None:
        """The pane shows this chart now (None: a tab without one); a stale one is redrawn at once."""
        self._visible = chart
        if chart in self._stale:
            self._schedule_redraw(immediately=True)

    def is_stale(self, chart: Chart) -> bool:
        """The chart was drawn from other hands (or at another size) than it should show now."""
        return chart in self._stale

    def mark_stale(self, chart: Chart) -> None:
        """The chart needs drawing again (its canvas was resized); the visible one soon, paced."""
        self._stale.add(chart)
        if chart is self._visible:
            self._schedule_redraw()

    def mark_drawn(self, chart: Chart) -> None:
        """The pane drew the chart from the current analysis."""
        self._stale.discard(chart)

    @property
    def redraw_pending(self) -> bool:
        """The visible chart is waiting to be redrawn (tests wait for this to clear)."""
        return self._redraw_timer.isActive() or self._visible in self._stale

    def _schedule_redraw(self, *, immediately: bool = False) -> None:
        since_last_ms = (time.monotonic() - self._last_redraw) * 1000
        wait = 0 if immediately else max(0, int(REDRAW_SPACING_MS - since_last_ms))
        if not self._redraw_timer.isActive():
            self._redraw_timer.start(wait)

    @Slot()
    def _redraw_visible(self) -> None:
        chart = self._visible
        if chart is not None and chart in self._stale:
            self.redraw_due.emit(chart)
        self._last_redraw = time.monotonic()

    # -- files ------------------------------------------------------------------------------------
    # Both write through storage's output_file: the file appears only once written whole (a full
    # disk keeps the one that was there), and a history chosen by mistake is never written over.
    # A failure is said on the status line and the method returns None.
    def save_chart(self, chart: Chart, path: Path, chosen_filter: str = "") -> Path | None:
        """Save ``chart`` at 1280 × 800 as SVG or PNG (by the name's suffix, else the file type chosen
        in the dialog, else PNG); returns the file written, its suffix added when it had none."""
        suffix = path.suffix.lower()
        svg = suffix == ".svg" or ("svg" in chosen_filter.lower() and not path.suffix)
        fmt = "svg" if svg else "png"
        if suffix not in (".png", ".svg"):
            path = path.with_suffix(f".{fmt}")
        try:
            figure = build_figure(chart, self._analysis)
            with output_file(path, binary=True) as out:
                figure.savefig(out, format=fmt, facecolor=figure.get_facecolor())
        except (OSError, OutputRefused, StorageError) as exc:
            self._not_written(path, exc)
            return None
        self._set_status(_t("Statistics", "Saved {name}").format(name=path.name))
        return path

    def export_data(self, chart: Chart, path: Path) -> tuple[Path, int] | None:
        """Write the data behind ``chart`` as CSV (every hand, not the drawn points); returns the
        file written (".csv" added to a name without a suffix) and its number of data rows."""
        if not path.suffix:
            path = path.with_suffix(".csv")
        if self._analysis.without_money(chart):
            self._set_status(_t("Charts", NO_MONEY))
            return None
        try:
            with output_file(path) as out:
                rows = write_csv(chart, self._analysis, out)
        except (OSError, OutputRefused, StorageError) as exc:
            self._not_written(path, exc)
            return None
        self._set_status(
            _t("Statistics", "Exported {rows} rows to {name}").format(rows=f"{rows:,}", name=path.name)
        )
        return path, rows

    def _not_written(self, path: Path, exc: OSError | OutputRefused | StorageError) -> None:
        if isinstance(exc, OutputRefused | StorageError):  # a history chosen as output, or one that
            # cannot be counted (the bet sums refuse an amount that is not whole cents)
            self._set_status(_t("Statistics", "Not written: {reason}").format(reason=exc))
            return
        self._set_status(
            _t("Statistics", "Could not write {name}: {reason}. A file already there is unchanged.").format(
                name=path.name, reason=exc.strerror or exc
            )
        )

    # -- closing ----------------------------------------------------------------------------------
    def close(self) -> None:
        """Release the read-only connection and stop redrawing; the loaded hands stay readable."""
        self._redraw_timer.stop()
        if self._history is not None:
            self._history.close()
            self._history = None

    def _set_status(self, text: str) -> None:
        self._status = text
        self.status_changed.emit(text)
