"""The analytics pane: filters on the left, one tab per chart, save and export underneath.

This module imports Matplotlib's Qt backend (about 0.4 s), so the main window should import it
only when the player first opens the dashboard. The figures are built by ``analytics.figures``
into each tab's ``ChartCanvas`` and redrawn with ``draw_idle()``; only the visible tab is
redrawn when hands arrive, the others when they are next shown.

The work behind the pane is its model's (``viewmodels/dashboard.py``): opening and loading the
history, following the game, pacing the redraws, writing saved charts and exported data, and the
texts the pane shows. The widget lays out, draws a figure into a canvas when the model says the
visible chart is due, loads the filter its "Which hands" column sends (``which_hands.py``, folded into
a button above the chart when the pane is narrow) and asks where to save. Each chart's numbers beside
it are a ``NumbersTable`` (``numbers_table.py``).
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

from matplotlib.backend_bases import ResizeEvent
from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...analytics.analysis import Analysis, Chart
from ...analytics.dataset import Dataset
from ...analytics.figures.dashboard import build_figure
from ...analytics.figures.layout import no_data, titles
from ...analytics.figures.look import new_figure
from ...analytics.figures.notes import chart_formula_note, chart_note
from ...analytics.filters import HistoryFilter, Source, source_words
from ...engine.i18n import _t
from ...storage.errors import StorageError
from ...viewmodels.chart_numbers import ChartNumbersModel
from ...viewmodels.dashboard import DashboardModel
from ..look.palette import CHROME_SCALE, GOLD, css, pane_stylesheet, text_scale
from .canvas import ChartCanvas
from .lab import LabPanel
from .luck import LuckPanel
from .numbers_table import NumbersTable, numbers_table
from .shoe_odds import ShoeOddsPanel
from .switcher import Deferred, Pages, PageSwitcher
from .which_hands import WhichHands
from .wrapping import Note

__all__ = ["DashboardWidget"]


SIDE_WIDTH = 250  # the filters' column at the usual text size, in pixels


class DashboardWidget(QWidget):
    """Charts of one history file, filtered by sessions and dates, following the game.

    ``model`` (a ``DashboardModel``) holds the hands and says what happened: its signals are the
    pane's (``model.filter_changed``, ``model.refreshed``, ...).
    """

    def __init__(self, path: str | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DashboardWidget")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(pane_stylesheet("DashboardWidget"))
        self.model = DashboardModel(path, self)
        self._build()
        self._fill_sessions()
        self._update_counts()
        self.model.filter_changed.connect(self._update_counts)
        self.model.refreshed.connect(self._update_counts)
        self.model.sessions_changed.connect(self._fill_sessions)
        self.model.status_changed.connect(self.status.setText)
        self.model.redraw_due.connect(self._redraw)

    # -- public -------------------------------------------------------------------------------
    @property
    def analysis(self) -> Analysis:
        """The numbers behind the charts (the same objects the CSV and the report use)."""
        return self.model.analysis

    def current_chart(self) -> Chart | None:
        """The chart on screen; None on the Shoe odds and Strategy lab tabs (a table, simulations)."""
        index = self.tabs.currentIndex()
        return list(Chart)[index] if index < len(Chart) else None

    def show_chart(self, chart: Chart) -> None:
        self.tabs.setCurrentIndex(list(Chart).index(chart))

    def canvas(self, chart: Chart) -> ChartCanvas:
        return self.canvases[chart]

    @property
    def redraw_pending(self) -> bool:
        """A chart is waiting to be redrawn (tests wait for this to clear)."""
        return self.model.redraw_pending

    def draw_all(self) -> None:
        """Draw every chart now, at the size the visible one has (screenshots, reports, benchmarks);
        normally a chart is drawn only when its tab is shown. Works before the widget is shown."""
        self.ensurePolished()  # style sheet metrics first: they change the canvases' sizes
        layout = self.layout()
        assert layout is not None  # _build gave the widget its layout
        layout.activate()
        shown = self.tabs.currentWidget()
        assert shown is not None  # the pages are built with the pane
        size = shown.size()
        for chart in Chart:
            # The note first: its height decides the canvas's, and a chart is laid out for its canvas.
            self._set_notes(chart)
            page = self.canvases[chart].parentWidget()
            page.resize(size)
            page.layout().activate()
            canvas = self.canvases[chart]
            # A hidden canvas gets its resize event only when shown: size its figure to it now.
            ratio = canvas.devicePixelRatioF() or 1.0
            dpi = canvas.figure.dpi
            canvas.figure.set_size_inches(
                canvas.width() * ratio / dpi, canvas.height() * ratio / dpi, forward=False
            )
            resized = self._built_size.get(chart) != tuple(canvas.figure.get_size_inches())
            if self.model.is_stale(chart) or resized:
                self._draw(chart)
                canvas.draw()

    @Slot()
    def refresh(self) -> None:
        """Take in hands stored since the last call (the main window calls it after each hand)."""
        self.model.refresh()

    def set_filter(self, flt: HistoryFilter) -> None:
        """Show the hands ``flt`` selects (also sets the controls to match)."""
        self.which_hands.set_controls(flt)
        self.model.load(flt)

    # -- saving -------------------------------------------------------------------------------
    @classmethod
    def ask_save_path(
        cls, parent: QWidget, caption: str, suggested: str, filters: str
    ) -> tuple[Path | None, str]:
        """Ask where to save; returns (path or None if cancelled, the chosen filter).

        A classmethod so tests (and scripted runs) can replace it instead of opening a dialog.
        """
        path, chosen = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
        return (Path(path) if path else None), chosen

    def save_chart(self, chart: Chart | None = None) -> Path | None:
        """Save a chart as PNG or SVG (by the chosen file type or the name's suffix), 1280 × 800."""
        chart = chart or self.current_chart()
        if chart is None:
            return None
        path, chosen = self.ask_save_path(
            self,
            _t("Statistics", "Save the {chart} chart").format(chart=chart.title),
            f"{chart.value}.png",
            _t("Statistics", "PNG image") + " (*.png);;" + _t("Statistics", "SVG image") + " (*.svg)",
        )
        if path is None:
            return None
        return self.model.save_chart(chart, path, chosen)

    def export_data(self, chart: Chart | None = None) -> Path | None:
        """Write the data behind a chart as CSV (every hand, not the drawn points)."""
        chart = chart or self.current_chart()
        if chart is None:
            return None
        path, _chosen = self.ask_save_path(
            self,
            _t("Statistics", "Export the {chart} data").format(chart=chart.title),
            f"{chart.value}.csv",
            _t("Statistics", "CSV file") + " (*.csv)",
        )
        if path is None:
            return None
        done = self.model.export_data(chart, path)  # None: not written, as the status line says
        return None if done is None else done[0]

    # -- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        side = QFrame()
        side.setFixedWidth(round(SIDE_WIDTH * text_scale()))
        self._side = side
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 8, 0)

        # Which hands the charts count: a part of its own, which sends the filter the player chose.
        self.which_hands = WhichHands()
        column.addWidget(self.which_hands)

        actions = QLabel(_t("Statistics", "This chart"))
        actions.setProperty("role", "heading")
        column.addWidget(actions)
        self._chart_actions = actions
        self.save_button = QPushButton(_t("Statistics", "Save chart…"))
        self.export_button = QPushButton(_t("Statistics", "Export data (CSV)…"))
        column.addWidget(self.save_button)
        column.addWidget(self.export_button)
        self.status = QLabel()
        self.status.setProperty("role", "dim")
        self.status.setWordWrap(True)
        column.addWidget(self.status)
        column.addStretch(1)

        # The pills come first: they are where the Tab key goes before the chart they choose.
        titles = [
            *(chart.title for chart in Chart),
            _t("Statistics", "Shoe odds"),
            _t("Statistics", "Strategy lab"),
        ]
        self.nav = PageSwitcher(titles)
        self.tabs = Pages()
        self.canvases: dict[Chart, ChartCanvas] = {}
        self.numbers: dict[Chart, ChartNumbersModel] = {}
        self.number_tables: dict[Chart, NumbersTable] = {}
        self.number_toggles: dict[Chart, QCheckBox] = {}
        self.notes: dict[Chart, QLabel] = {}
        self.formula_links: dict[Chart, QLabel] = {}
        self.formulas: dict[Chart, QLabel] = {}
        self._built_size: dict[Chart, tuple[float, float]] = {}
        self._unfitted: set[Chart] = set()  # tables of numbers to measure when next on screen
        self._drawing: Chart | None = None  # the chart being built (its canvas may move meanwhile)
        for chart in Chart:
            canvas = ChartCanvas()
            canvas.setMinimumSize(400, 290)  # the bankroll page fits a 1024x640 window
            # A picture says nothing to a screen reader: its title, and its note as the description.
            canvas.setAccessibleName(chart.title)
            canvas.setFocusPolicy(Qt.FocusPolicy.TabFocus)

            def resized(_event: ResizeEvent, chart: Chart = chart) -> None:
                self._resized(chart)

            canvas.mpl_connect("resize_event", resized)
            note = Note()
            note.setProperty("role", "note")
            page = QWidget()
            page_layout = QVBoxLayout(page)
            page_layout.setContentsMargins(0, 0, 0, 6)
            page_layout.setSpacing(4)
            # The numbers behind the chart, beside it when asked for: a real table a screen reader reads.
            numbers = ChartNumbersModel(chart, self)
            table = numbers_table(chart, numbers)
            toggle = QCheckBox(_t("Statistics", "Show the numbers"))
            toggle.setToolTip(_t("Statistics", "The figures this chart is drawn from, as a table beside it"))
            toggle.toggled.connect(self._show_numbers)
            drawn = QHBoxLayout()
            drawn.setSpacing(8)
            drawn.addWidget(canvas, 3)
            # At most two fifths of the width, less when its columns need less; as tall as its rows.
            drawn.addWidget(table, 2, Qt.AlignmentFlag.AlignTop)
            page_layout.addLayout(drawn, 1)
            page_layout.addWidget(toggle, 0, Qt.AlignmentFlag.AlignLeft)
            self.numbers[chart] = numbers
            self.number_tables[chart] = table
            self.number_toggles[chart] = toggle
            if chart is Chart.BANKROLL:  # "How lucky was I?" under the bankroll it is about
                self.luck = LuckPanel(self.model.path, lambda: self._stored_hands(money=True))
                page_layout.addWidget(self.luck)
            page_layout.addWidget(note)
            # The formula behind the plain words, one click away.
            how = _t("Statistics", "How is this worked out?")
            link = QLabel(_link(how))
            link.setProperty("role", "note")
            flags = Qt.TextInteractionFlag
            link.setTextInteractionFlags(flags.LinksAccessibleByMouse | flags.LinksAccessibleByKeyboard)
            formula = QLabel()
            formula.setProperty("role", "formula")
            formula.setWordWrap(True)
            formula.setVisible(False)
            link.linkActivated.connect(lambda _href, f=formula: f.setVisible(not f.isVisible()))
            page_layout.addWidget(link)
            page_layout.addWidget(formula)
            self.formula_links[chart] = link
            self.formulas[chart] = formula
            self.canvases[chart] = canvas
            self.notes[chart] = note
            self.tabs.addTab(page, chart.title)
        # Shoe odds price the filter's hands from their stored shoes: the filters stay beside it.
        # It and the lab are made when first shown (or asked for): the pane opens on a chart.
        self._shoe_odds_page = Deferred(self._make_shoe_odds)
        self.tabs.addTab(self._shoe_odds_page, titles[len(Chart)])
        # The strategy lab simulates sessions: the filters of the history do not apply to it, so
        # its tab hides them and gets their width.
        self._lab_page = Deferred(self._make_lab)
        self.tabs.addTab(self._lab_page, titles[len(Chart) + 1])
        self._side = side
        self._narrow = False
        self._filters_open = False

        # Navigation that fits any width: one pill per page, wrapping to a second row when short (a tab
        # bar of eight tabs overflows at 1024 pixels); a tab list to the keyboard and to screen readers.
        self.nav.current_changed.connect(self.tabs.setCurrentIndex)
        # Beside a narrow pane the filters fold into one line above the chart; this opens them.
        self.filters_button = QToolButton()
        self.filters_button.setProperty("role", "filters")
        self.filters_button.setCheckable(True)
        self.filters_button.setVisible(False)
        self.filters_button.toggled.connect(self._filters_toggled)

        right = QVBoxLayout()
        right.setSpacing(6)
        top = QHBoxLayout()
        top.addWidget(self.filters_button, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.nav, 1)
        right.addLayout(top)
        right.addWidget(self.tabs, 1)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(side)
        layout.addLayout(right, 1)
        self._set_tab_order()

        self.which_hands.filter_chosen.connect(self._apply_filter)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.model.filter_changed.connect(self.luck.selection_changed)
        self.model.refreshed.connect(self.luck.selection_changed)
        # Replaying the player's bets means nothing for hands that hold none (the chart says so).
        self.model.filter_changed.connect(lambda flt: self.luck.setVisible(flt.has_money))
        self.save_button.clicked.connect(lambda: self.save_chart())
        self.export_button.clicked.connect(lambda: self.export_data())

    def _stored_hands(self, *, money: bool = False) -> Dataset:
        """The hands the luck and shoe-odds panels read again by id from the file's ``hands``: none
        of a tracked shoe's (their ids are its entries'), and for the luck (``money``: it replays the
        bets) only hands that can hold the player's."""
        data = self.model.data
        if data.filter.source is Source.TRACKED or (money and not data.filter.has_money):
            return Dataset(data.filter)
        return data

    @property
    def shoe_odds(self) -> ShoeOddsPanel:
        """The Shoe odds tab's panel (made now if its tab was never shown)."""
        panel = self._shoe_odds_page.content()
        assert isinstance(panel, ShoeOddsPanel)
        return panel

    @property
    def lab(self) -> LabPanel:
        """The Strategy lab tab's panel (made now if its tab was never shown)."""
        panel = self._lab_page.content()
        assert isinstance(panel, LabPanel)
        return panel

    def _make_shoe_odds(self, page: QWidget) -> QWidget:
        panel = ShoeOddsPanel(self.model.path, self._stored_hands, page)
        self.model.filter_changed.connect(panel.selection_changed)
        self.model.refreshed.connect(panel.selection_changed)
        self._set_tab_order(panel)
        return panel

    def _make_lab(self, page: QWidget) -> QWidget:
        panel = LabPanel(parent=page)  # its charts take the text size of the moment
        self._set_tab_order(panel)
        return panel

    def _set_tab_order(self, made: QWidget | None = None) -> None:
        """The Tab key goes as the eye reads: the filters, the pills (one stop: the chosen one), then the
        chart shown, its numbers, and what is under it; hidden pages are skipped."""
        chain: list[QWidget] = [self.filters_button, *self.nav.pills]
        for chart in Chart:
            chain += [self.canvases[chart], self.number_toggles[chart], self.number_tables[chart]]
            if chart is Chart.BANKROLL:
                chain.append(self.luck)
            chain.append(self.formula_links[chart])
        chain += [self._shoe_odds_page, self._lab_page]
        if made is not None:  # a page's panel just made goes where its page is in the chain
            page = made.parentWidget()
            assert page is not None  # made on its Deferred page
            chain.insert(chain.index(page) + 1, made)
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    @Slot(bool)
    def _show_numbers(self, shown: bool) -> None:
        """Every chart's numbers shown or hidden together: a player who wants the figures wants them all."""
        for chart in Chart:
            toggle = self.number_toggles[chart]
            toggle.blockSignals(True)
            toggle.setChecked(shown)
            toggle.blockSignals(False)
            self.number_tables[chart].setVisible(shown)
            self._fit_numbers(chart)

    def _fit_numbers(self, chart: Chart) -> None:
        """A table of numbers fitted to its columns and rows, if on screen (measuring costs a pass over
        its rows); another waits in ``_unfitted`` until its page is shown."""
        if not (self.numbers_shown and chart is self.current_chart()):
            self._unfitted.add(chart)
            return
        self._unfitted.discard(chart)
        self.number_tables[chart].fit()

    @property
    def numbers_shown(self) -> bool:
        """Whether the charts' tables of numbers are shown beside them."""
        return self.number_toggles[Chart.BANKROLL].isChecked()

    def _fill_sessions(self) -> None:
        self.which_hands.fill_sessions(self.model.sessions(), self.model.date_bounds())

    @Slot(object)
    def _apply_filter(self, flt: HistoryFilter) -> None:
        if flt != self.model.filter:
            self.model.load(flt)

    @Slot()
    def _update_counts(self) -> None:
        """The hand count under the filters and on the folded filters' button."""
        self.which_hands.show_count(self.model.summary)
        self._update_filters_button()

    # -- drawing --------------------------------------------------------------------------------
    NARROW_BELOW = 1000  # pane width under which the filters fold above the chart

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        narrow = event.size().width() < self.NARROW_BELOW
        if narrow != self._narrow:
            self._narrow = narrow
            self._update_side()

    @property
    def filters_folded(self) -> bool:
        """Whether the filter column is folded into the line above the chart (a narrow pane)."""
        return self._narrow and not self._filters_open

    @Slot(bool)
    def _filters_toggled(self, checked: bool) -> None:
        self._filters_open = checked
        self._update_side()

    def _update_side(self) -> None:
        """The filters beside the chart when wide; folded into a button above it when narrow (and
        hidden for the lab, which the history's filters do not touch)."""
        lab = self.tabs.currentIndex() == self.tabs.count() - 1  # the Strategy lab
        self._side.setVisible(not lab and not self.filters_folded)
        self.filters_button.setVisible(self._narrow and not lab)
        self._update_filters_button()

    def _update_filters_button(self) -> None:
        which = (
            _t("Statistics", "All history") if self.which_hands.is_all else _t("Statistics", "Chosen hands")
        )
        if self.which_hands.chosen_source is not Source.PLAYER:  # whose hands, said first
            which = f"{source_words(self.which_hands.chosen_source)} · {which}"
        arrow = "◂" if self._filters_open else "▸"
        self.filters_button.setText(
            _t("Statistics", "{which} · {n} hands {arrow}").format(
                which=which, n=f"{self.model.hands:,}", arrow=arrow
            )
        )
        self.filters_button.setToolTip(
            _t("Statistics", "Choose which hands the charts show (sessions, dates)")
        )

    @Slot(int)
    def _tab_changed(self, index: int) -> None:
        if self.nav.current_index != index:
            self.nav.choose(index)
        self._update_side()
        charted = self.current_chart() is not None  # saving and exporting are for the charts
        for widget in (self._chart_actions, self.save_button, self.export_button):
            widget.setVisible(charted)
        chart = self.current_chart()
        if chart is not None and chart in self._unfitted:
            self._fit_numbers(chart)
        self.model.set_visible_chart(chart)

    @Slot(object)
    def _redraw(self, chart: Chart) -> None:
        """The model says the visible chart is due: build its figure again and paint it."""
        self._draw(chart)
        self.canvases[chart].draw_idle()

    def _set_notes(self, chart: Chart) -> None:
        """The plain note, and the formula behind "How is this worked out?" (no link when none)."""
        try:
            note = chart_note(chart, self.model.analysis)
            formula = chart_formula_note(chart, self.model.analysis)
            self.numbers[chart].update(self.model.analysis)
        except StorageError as exc:  # the bet sums run on their own connection and can fail late
            self._not_drawn(chart, exc)
            return
        self.notes[chart].setText(note)
        self.canvases[chart].setAccessibleDescription(
            note or _t("Statistics", "No hands match the filter yet.")
        )
        self._fit_numbers(chart)
        self.formulas[chart].setText(formula)
        self.formula_links[chart].setVisible(bool(formula))
        if not formula:
            self.formulas[chart].setVisible(False)

    def _draw(self, chart: Chart) -> None:
        """Build ``chart`` for its canvas, its note first: the note's height decides the canvas's, and a
        chart is laid out for its canvas (built the other way round, the first chart shown was built
        twice: its note then moved the canvas, which asked for it again)."""
        self._drawing = chart
        try:
            self._set_notes(chart)
            page = self.canvases[chart].parentWidget()
            if page is not None and page.isVisible():
                page.layout().activate()  # a visible canvas takes its new size (and inches) now
            figure = self.canvases[chart].figure
            try:
                build_figure(chart, self.model.analysis, figure, notes=False)
            except StorageError as exc:  # the bet sums run on their own connection and can fail late
                self._not_drawn(chart, exc)
            self._built_size[chart] = tuple(figure.get_size_inches())
        finally:
            self._drawing = None
        self.model.mark_drawn(chart)  # drawn as it can be: again when new hands come

    def _not_drawn(self, chart: Chart, error: StorageError) -> None:
        """The chart's place says it cannot be drawn, and its note why (the status line too)."""
        figure = new_figure(self.canvases[chart].figure)
        titles(figure, chart.title, "")
        no_data(figure, _t("Statistics", "This chart cannot be drawn: the note below says why."))
        self.notes[chart].setText(error.detail)
        self.canvases[chart].setAccessibleDescription(error.detail)
        self.formula_links[chart].setVisible(False)
        self.formulas[chart].setVisible(False)
        self.model.report_storage_error(error)

    def follow_text_size(self) -> None:
        """Settings > Text size, at once: the filters' column widens with the type, and a chart whose
        zoom changed is drawn again (the lab's too)."""
        window = self.window()
        chrome = float(window.property(CHROME_SCALE) or 1.0) if window is not None else 1.0
        self._side.setFixedWidth(round(SIDE_WIDTH * text_scale() * chrome))
        for chart, canvas in self.canvases.items():
            if canvas.follow_text_size():
                self._resized(chart)
        if self._lab_page.built:
            self.lab.follow_text_size()

    def _resized(self, chart: Chart) -> None:
        """Charts are laid out in pixels for their size: a resized canvas needs its chart again.

        A large change (the first layout of the pane, a maximised window, a canvas grabbed without
        ever being shown) rebuilds at once, before the canvas paints; the small steps of a window
        being dragged wait for the redraw timer, so they cost one rebuild, not one per step.
        """
        built = self._built_size.get(chart)
        if chart is self._drawing:  # its note moved it: it is being built for this size now
            return
        size = tuple(self.canvases[chart].figure.get_size_inches())
        if built is None or max(abs(a - b) for a, b in zip(built, size, strict=True)) <= 0.02:
            return
        large = any(abs(a - b) > 0.1 * b for a, b in zip(size, built, strict=True))
        if (large or not self.isVisible()) and (chart is self.current_chart() or not self.isVisible()):
            self._draw(chart)
        else:
            self.model.mark_stale(chart)  # the visible chart waits for the redraw timer

    # -- closing --------------------------------------------------------------------------------
    def close_history(self) -> None:
        """Release the read-only connection (also done when the widget closes)."""
        self.which_hands.stop()
        self.luck.close_model()
        if self._shoe_odds_page.built:
            self.shoe_odds.close_model()
        self.model.close()

    def closeEvent(self, event: Any) -> None:
        if self._lab_page.built:
            self.lab.shutdown()  # a strategy-lab run stops with the pane
        self.close_history()
        super().closeEvent(event)


def _link(text: str) -> str:
    """``text`` as a gold link (rich text)."""
    return f'<a href="#" style="color:{css(GOLD)}">{text}</a>'
