"""The Strategy lab tab of the Statistics pane: does a betting system beat the house edge?

The form on the left (``lab_form.LabForm``: systems, the bet, the money, sessions, stops, the table,
Run and Cancel with a progress bar under them); on the right what the run found:
a plain-language summary above the charts, and with several systems a table with a row each.
The widget lays out and forwards what the player does to ``LabModel``, which checks the form,
runs the simulation on a worker thread and says what went wrong; the charts and the sentences
come from ``analytics.lab`` and ``analytics.figures``. Charts are laid out in pixels for their
canvas, so a canvas that changes size gets its chart again (a big change at once, small steps
coalesced).
"""

from __future__ import annotations

from typing import Any

from matplotlib.backend_bases import ResizeEvent
from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...analytics.figures.lab_compare import comparison_figure
from ...analytics.figures.lab_fan import fan_figure
from ...analytics.figures.lab_results import results_figure
from ...analytics.figures.prose import unorphaned
from ...analytics.lab import COMPARISON_HEADER, LabStats, comparison_rows, comparison_summary, lab_summary
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...viewmodels.lab_model import LabModel, LabRun
from .canvas import ChartCanvas
from .lab_form import LabForm
from .wrapping import two_line_title

__all__ = ["LabPanel"]

# The lab sits in the Statistics pane and wears its style sheet (palette.pane_stylesheet, which sizes
# the summary's type and the compact table at the player's text size); this is the lab's own.
_STYLE = """
QHeaderView::section { padding: 2px 5px; }
QListWidget::item { padding: 1px 0; }
"""

COMPARE, FAN, RESULTS = "compare", "fan", "results"
# The words below are English, marked for the translators and shown through _t("Lab", ...).
TITLES = {
    COMPARE: QT_TRANSLATE_NOOP("Lab", "Side by side"),
    FAN: QT_TRANSLATE_NOOP("Lab", "Your bankroll during a session"),
    RESULTS: QT_TRANSLATE_NOOP("Lab", "How the sessions ended"),
}
# What each chart shows, for screen readers (the summary beside the charts gives the figures).
CHART_WORDS = {
    COMPARE: QT_TRANSLATE_NOOP(
        "Lab", "Each system's average result and spread over the sessions played, side by side"
    ),
    FAN: QT_TRANSLATE_NOOP(
        "Lab", "The bankroll hand by hand over a session: the middle path and the spread of the sessions"
    ),
    RESULTS: QT_TRANSLATE_NOOP(
        "Lab", "How many sessions ended at each result, from the worst loss to the best win"
    ),
}
INTRO = QT_TRANSLATE_NOOP(
    "Lab",
    "Does a betting system beat the house edge? Tick one system, or several to compare them, set the "
    "bet and the money and press Run: the lab plays thousands of sessions through real shoes (the same "
    "shoes for every system) and shows what each system does to a bankroll.",
)
FORM_WIDTH = 300
COLUMN_TIPS = {
    1: QT_TRANSLATE_NOOP(
        "Lab", "The average of every session's result (the bankroll at the end less the start)"
    ),
    2: QT_TRANSLATE_NOOP(
        "Lab",
        "The house edge times the average amount wagered: what the rules say a session loses on average",
    ),
    3: QT_TRANSLATE_NOOP("Lab", "The average of the stakes a session put on the table"),
    4: QT_TRANSLATE_NOOP("Lab", "Sessions that ended with more money than they started with"),
    5: QT_TRANSLATE_NOOP("Lab", "Sessions that ended unable to cover the table minimum"),
    6: QT_TRANSLATE_NOOP(
        "Lab", "Sessions in which the system asked for more than the table maximum (the stake was capped)"
    ),
    7: QT_TRANSLATE_NOOP("Lab", "The longest run of lost bets in a typical session / in the worst session"),
}
RESIZE_SETTLE_MS = 120  # small resize steps (a window being dragged) wait this long for one rebuild


class LabPanel(QWidget):
    """The strategy lab: the form, Run/Cancel and progress, then the summary, table and charts."""

    def __init__(self, model: LabModel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LabPanel")
        self.setStyleSheet(_STYLE)
        self.model = model or LabModel(self)
        self.run: LabRun | None = None
        self.shown = 0  # which system the fan and the results show (an index into run.stats)
        self._stale: set[str] = set()
        self._built: dict[str, tuple[float, float]] = {}
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(RESIZE_SETTLE_MS)
        self._settle.timeout.connect(self._draw_current)
        self._build()
        form = self.form
        form.read_model()
        m = self.model
        m.changed.connect(form.read_model)
        m.error_changed.connect(form.show_error)
        m.running_changed.connect(form.running_changed)
        m.progressed.connect(form.progressed)
        m.finished.connect(self.show_run)
        form.show_error(m.error)
        form.update_buttons()

    # -- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.form = LabForm(self.model)
        scroll = QScrollArea()
        scroll.setObjectName("LabForm")
        scroll.setWidget(self.form)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its fields, never to the nameless frame
        self.form_scroll = scroll
        left = QWidget()
        left.setFixedWidth(FORM_WIDTH)
        self.form_column = left
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(scroll, 1)
        column.addWidget(self.form.footer)  # Run, Cancel and the progress: always in view

        intro = "\n\n".join(words for words in (_t("Lab", INTRO), self.model.notice) if words)
        self.summary = QLabel(unorphaned(intro))  # set through _say, which keeps its box fitted
        self.summary.setProperty("role", "intro")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

        self.views = QTabWidget()
        self.canvases: dict[str, ChartCanvas] = {}
        self.table = QTableWidget(0, len(COMPARISON_HEADER))
        self.table.setHorizontalHeaderLabels([two_line_title(_t("Lab", h)) for h in COMPARISON_HEADER])
        for index, tip in COLUMN_TIPS.items():
            title = self.table.horizontalHeaderItem(index)
            assert title is not None  # setHorizontalHeaderLabels made one per column
            title.setToolTip(_t("Lab", tip))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)  # long system names take two lines in a narrow pane
        self._fit_timer = QTimer(self)  # after the stretched column has its final width
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_table)
        self.table.horizontalHeader().sectionResized.connect(self._fit_timer.start)
        self.table.setToolTip(
            _t("Lab", "Choose a row to see that system's bankroll and results in the other tabs")
        )
        self.pickers: dict[str, QComboBox] = {}
        self._picker_rows: list[QWidget] = []
        for key in (COMPARE, FAN, RESULTS):
            canvas = ChartCanvas()
            canvas.setMinimumSize(300, 150)
            canvas.setAccessibleName(_t("Lab", TITLES[key]))
            canvas.setAccessibleDescription(_t("Lab", CHART_WORDS[key]))

            def resized(_event: ResizeEvent, key: str = key) -> None:
                self._resized(key)

            canvas.mpl_connect("resize_event", resized)
            self.canvases[key] = canvas
            page = QWidget()
            layout = QVBoxLayout(page)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(0)
            if key == COMPARE:
                layout.addWidget(self.table)
            else:  # with several systems: which one this chart shows
                row = QWidget()
                picker_layout = QHBoxLayout(row)
                picker_layout.setContentsMargins(8, 6, 8, 2)
                picker = QComboBox()
                picker.setToolTip(
                    _t("Lab", "Which system this chart shows (or choose its row under Side by side)")
                )
                picker.currentIndexChanged.connect(self._show_system)
                caption = QLabel(_t("Lab", "System shown"))
                caption.setBuddy(picker)  # the picker's accessible name
                caption.setProperty("role", "dim")
                picker_layout.addWidget(caption)
                picker_layout.addWidget(picker)
                picker_layout.addStretch(1)
                layout.addWidget(row)
                self.pickers[key] = picker
                self._picker_rows.append(row)
            layout.addWidget(canvas, 1)
            self.views.addTab(page, _t("Lab", TITLES[key]))
        self.views.hide()

        results = QVBoxLayout()
        results.setContentsMargins(0, 0, 0, 0)
        results.setSpacing(8)
        self.summary_box = QScrollArea()
        self.summary_box.setObjectName("LabSummary")
        self.summary_box.setWidget(self.summary)
        self.summary_box.setWidgetResizable(True)
        self.summary_box.setFrameShape(QFrame.Shape.NoFrame)
        self.summary_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.summary_box.setAccessibleName(_t("Lab", "Summary"))
        self.summary_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop only while its words scroll
        results.addWidget(self.summary_box, 0, Qt.AlignmentFlag.AlignTop)
        results.addWidget(self.views, 1)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 4, 0, 0)
        outer.setSpacing(12)
        outer.addWidget(left)
        outer.addLayout(results, 1)

        self.views.currentChanged.connect(self._view_changed)
        self.table.itemSelectionChanged.connect(self._row_chosen)

    @Slot(object)
    def show_run(self, run: LabRun) -> None:
        """Show what a run found (the model's ``finished``)."""
        self.run = run
        self.form.show_ran(run)
        if not run.stats:
            self._say(_t("Lab", "Cancelled before any session finished."))
            self.views.hide()
            return
        self.shown = 0
        self._fill_table()
        for picker in self.pickers.values():
            picker.blockSignals(True)
            picker.clear()
            picker.addItems([stats.system for stats in run.stats])
            picker.setCurrentIndex(0)
            picker.blockSignals(False)
        for row in self._picker_rows:
            row.setVisible(run.comparing)
        self.views.setTabVisible(0, run.comparing)
        self.views.blockSignals(True)
        self.views.setCurrentIndex(0 if run.comparing else 1)
        self.views.blockSignals(False)
        self.views.show()
        self._stale = set(self.canvases)
        self._update_summary()
        self._draw_current()

    def _fill_table(self) -> None:
        assert self.run is not None
        rows = comparison_rows(self.run.stats)
        self.table.blockSignals(True)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.blockSignals(False)
        self._fit_table()

    @Slot()
    def _fit_table(self) -> None:
        """Rows as tall as their (wrapped) names, and the table as tall as its rows: no scrolling."""
        self.table.resizeRowsToContents()
        rows = self.table.rowCount()
        height = self.table.horizontalHeader().height() + sum(self.table.rowHeight(r) for r in range(rows))
        self.table.setFixedHeight(height + 2 * self.table.frameWidth() + 2)

    def shown_stats(self) -> LabStats | None:
        if self.run is None or not self.run.stats:
            return None
        return self.run.stats[min(self.shown, len(self.run.stats) - 1)]

    @Slot(int)
    def _show_system(self, index: int) -> None:
        if index < 0 or self.run is None or index == self.shown:
            return
        self.shown = index
        self.table.blockSignals(True)
        self.table.selectRow(index)
        self.table.blockSignals(False)
        for picker in self.pickers.values():
            picker.blockSignals(True)
            picker.setCurrentIndex(index)
            picker.blockSignals(False)
        self._stale |= {FAN, RESULTS}
        self._update_summary()
        self._draw_current()

    @Slot()
    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._show_system(rows[0].row())

    def current_view(self) -> str:
        return (COMPARE, FAN, RESULTS)[self.views.currentIndex()]

    def show_view(self, key: str) -> None:
        self.views.setCurrentIndex((COMPARE, FAN, RESULTS).index(key))

    @Slot(int)
    def _view_changed(self, _index: int) -> None:
        self._update_summary()
        self._draw_current()

    def _update_summary(self) -> None:
        """The words above the charts say what the visible tab shows."""
        run, stats = self.run, self.shown_stats()
        if run is None or stats is None:
            return
        if run.comparing and self.current_view() == COMPARE:
            self._say(comparison_summary(run.stats))
        else:
            self._say(lab_summary(stats))

    def _say(self, text: str) -> None:
        self.summary.setText(unorphaned(text))  # no lone word on the summary's last line
        self.summary_box.setAccessibleDescription(text)  # what a reader says on the box
        self._fit_summary()

    def _fit_summary(self) -> None:
        """The summary's box as tall as its words, but never more than a third of the pane: in a
        small window the words scroll and the charts keep their room."""
        box = self.summary_box
        cap = max(self.summary.fontMetrics().lineSpacing() * 3, self.height() // 3)
        needed = self.summary.heightForWidth(max(box.width(), 100))
        scroll = needed > cap
        if scroll:  # the scroll bar takes some of the width: the words need a little more height
            bar = box.verticalScrollBar().sizeHint().width()
            needed = self.summary.heightForWidth(max(box.width() - bar, 100))
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus if scroll else Qt.FocusPolicy.NoFocus)  # arrows scroll
        box.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded if scroll else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        box.setFixedHeight(max(1, min(needed, cap)))

    def showEvent(self, event: Any) -> None:
        """The form as wide as its fields need (with their arrows) beside the scroll bar, once the
        style sheet has sized them; FORM_WIDTH at least."""
        form = self.form_scroll.widget()
        assert form is not None  # _build put the form in its scroll area
        for child in form.findChildren(QWidget):
            child.ensurePolished()
        bar = self.form_scroll.verticalScrollBar().sizeHint().width()
        self.form_column.setFixedWidth(max(FORM_WIDTH, form.minimumSizeHint().width() + bar))
        super().showEvent(event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_summary()

    # -- drawing --------------------------------------------------------------------------------
    def _draw(self, key: str) -> None:
        stats = self.shown_stats()
        if self.run is None or stats is None:
            return
        canvas = self.canvases[key]
        figure = canvas.figure
        if key == COMPARE:
            comparison_figure(self.run.stats, figure, titled=False)
        elif key == FAN:
            fan_figure(stats, figure, titled=False)
        else:
            results_figure(stats, figure, titled=False)
        self._built[key] = tuple(figure.get_size_inches())
        self._stale.discard(key)
        canvas.draw_idle()

    @Slot()
    def _draw_current(self) -> None:
        key = self.current_view()
        if key in self._stale:
            self._draw(key)

    def follow_text_size(self) -> None:
        """Settings > Text size, at once: a chart whose zoom changed is drawn again."""
        for key, canvas in self.canvases.items():
            if canvas.follow_text_size():
                self._resized(key)

    def _resized(self, key: str) -> None:
        built = self._built.get(key)
        size = tuple(self.canvases[key].figure.get_size_inches())
        if (
            self.run is None
            or built is None
            or max(abs(a - b) for a, b in zip(built, size, strict=True)) < 0.02
        ):
            return
        self._stale.add(key)
        if key != self.current_view():
            return
        if any(abs(a - b) > 0.1 * b for a, b in zip(size, built, strict=True)):
            self._draw(key)  # a large change (the pane's first layout, a maximised window): now
        else:
            self._settle.start()

    def draw_all(self) -> None:
        """Every chart drawn now at the size the visible one has (screenshots, tests); works
        before the panel is shown."""
        if self.run is None:
            return
        self.ensurePolished()
        layout = self.layout()
        assert layout is not None  # _build gave the panel its layout
        layout.activate()
        size = self.views.currentWidget().size()
        for index, key in enumerate((COMPARE, FAN, RESULTS)):
            if not self.views.isTabVisible(index):
                continue
            canvas = self.canvases[key]
            page = canvas.parentWidget()
            page.resize(size)
            page.layout().activate()
            ratio = canvas.devicePixelRatioF() or 1.0
            dpi = canvas.figure.dpi
            canvas.figure.set_size_inches(
                canvas.width() * ratio / dpi, canvas.height() * ratio / dpi, forward=False
            )
            self._draw(key)
            canvas.draw()

    # -- closing --------------------------------------------------------------------------------
    def shutdown(self) -> None:
        """Stop a run in progress and wait for its thread (the pane is closing)."""
        self._settle.stop()
        self.model.shutdown()

    def closeEvent(self, event: Any) -> None:
        self.shutdown()
        super().closeEvent(event)
