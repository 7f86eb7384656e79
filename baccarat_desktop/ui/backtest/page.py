"""The Backtest page: choose a road rule or build one, choose where the shoes come from, run it, and
read what it did against the house edge: the numbers, the sentence, and the running result against
the band the edge predicts (``analytics.figures.backtest``).

The page lays out and forwards what the player does to ``BacktestModel``; the model checks the form,
runs on a worker thread and says what went wrong. The chart is laid out in pixels for its canvas, so
a canvas that changes size gets its chart again (coalesced while a window is dragged).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...analytics.backtest import MAX_SHOES, SOURCE_LABELS, SOURCES, BacktestResult
from ...analytics.figures.backtest import backtest_figure
from ...engine.coup import Outcome
from ...engine.i18n import _t
from ...engine.road_rules import MAX_PATTERN, MAX_STOP_AFTER, PRESETS
from ...viewmodels.backtest import BUILDER, BacktestModel
from ..look.palette import pane_stylesheet
from ..statistics.canvas import ChartCanvas

__all__ = ["BacktestPage"]

FORM_WIDTH = 340
RESIZE_SETTLE_MS = 120


class BacktestPage(QWidget):
    """The form on the left; the numbers, the sentence and the chart on the right."""

    def __init__(self, model: BacktestModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._seed_problem = ""  # the seed field holds what is not a seed: Run waits
        self.setObjectName("BacktestPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(pane_stylesheet("BacktestPage"))

        # -- the form --------------------------------------------------------------------------
        self.rule_choice = QComboBox()
        for key, rule in PRESETS.items():
            self.rule_choice.addItem(rule.label, key)
        self.rule_choice.addItem(_t("Backtest", "Build a rule…"), BUILDER)
        self.rule_choice.setAccessibleName(_t("Backtest", "Rule"))
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.explain.setProperty("role", "dim")
        self.pattern = QLineEdit(model.settings.pattern)
        self.pattern.setMaxLength(MAX_PATTERN + 8)
        self.pattern.setPlaceholderText(_t("Backtest", "for example BBP (oldest first)"))
        self.pattern.setAccessibleName(_t("Backtest", "After these results"))
        self.side = QComboBox()
        self.side.addItem(_t("Backtest", "Banker"), Outcome.BANKER)
        self.side.addItem(_t("Backtest", "Player"), Outcome.PLAYER)
        self.side.setAccessibleName(_t("Backtest", "Bet"))
        self.stop = QSpinBox()
        self.stop.setRange(0, MAX_STOP_AFTER)
        self.stop.setSpecialValueText(_t("Backtest", "never"))
        self.stop.setSuffix(_t("Backtest", " lost in a row"))
        self.stop.setAccessibleName(_t("Backtest", "Stop for the shoe after lost bets in a row"))
        self.source = QComboBox()
        for key in SOURCES:
            self.source.addItem(_t("Backtest", SOURCE_LABELS[key]), key)
        self.source.setAccessibleName(_t("Backtest", "Shoes"))
        self.shoes = QSpinBox()
        self.shoes.setRange(1, MAX_SHOES)
        self.shoes.setGroupSeparatorShown(True)
        self.shoes.setSingleStep(100_000)
        self.shoes.setValue(model.settings.shoes)
        self.shoes.setAccessibleName(_t("Backtest", "Simulated shoes"))
        self.seed = QLineEdit("" if model.settings.seed is None else str(model.settings.seed))
        self.seed.setPlaceholderText(_t("Backtest", "blank: secret shoes"))
        self.seed.setAccessibleName(_t("Backtest", "Seed"))
        self.run_button = QPushButton(_t("Backtest", "&Run"))
        self.cancel_button = QPushButton(_t("Backtest", "Cancel"))
        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        self.bar.setVisible(False)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setProperty("role", "error")

        choice = QFormLayout()
        choice.addRow(_t("Backtest", "Rule"), self.rule_choice)
        form = QFormLayout()
        self.pattern_label = QLabel(_t("Backtest", "After"))
        form.addRow(self.pattern_label, self.pattern)
        self.side_label = QLabel(_t("Backtest", "Bet"))
        form.addRow(self.side_label, self.side)
        form.addRow(_t("Backtest", "Stop after"), self.stop)
        form.addRow(_t("Backtest", "Shoes"), self.source)
        self.shoes_label = QLabel(_t("Backtest", "How many"))
        form.addRow(self.shoes_label, self.shoes)
        self.seed_label = QLabel(_t("Backtest", "Seed"))
        form.addRow(self.seed_label, self.seed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        intro = QLabel(
            _t(
                "Backtest",
                "Does a road rule beat the house edge? Choose one the road players use, or build your "
                "own, and run it over a million simulated shoes, your own hands or the shoes you "
                "tracked at a real table.",
            )
        )
        intro.setWordWrap(True)
        intro.setProperty("role", "intro")
        heading = QLabel(_t("Backtest", "Test a road rule"))
        heading.setProperty("role", "heading")
        left = QVBoxLayout()
        left.addWidget(heading)
        left.addWidget(intro)
        left.addLayout(choice)
        left.addWidget(self.explain)
        left.addLayout(form)
        left.addLayout(buttons)
        left.addWidget(self.bar)
        left.addWidget(self.error)
        left.addStretch(1)
        form_box = QWidget()
        form_box.setLayout(left)
        form_box.setFixedWidth(FORM_WIDTH)

        # -- what the run found ----------------------------------------------------------------
        self.numbers: dict[str, QLabel] = {}
        grid = QGridLayout()
        rows = [
            ("bets", _t("Backtest", "Bets made")),
            ("won", _t("Backtest", "Won / lost / pushed")),
            ("rate", _t("Backtest", "Result per 100 units bet")),
            ("interval", _t("Backtest", "95% interval")),
            ("edge", _t("Backtest", "The house edge predicts")),
            ("banker", _t("Backtest", "Banker every hand")),
            ("player", _t("Backtest", "Player every hand")),
        ]
        for row, (key, words) in enumerate(rows):
            name = QLabel(words)
            name.setProperty("role", "dim")
            value = QLabel("–")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.numbers[key] = value
            grid.addWidget(name, row % 4, 2 * (row // 4))
            grid.addWidget(value, row % 4, 2 * (row // 4) + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.sentence = QLabel(_t("Backtest", "Choose a rule and a source, then press Run."))
        self.sentence.setWordWrap(True)
        self.sentence.setProperty("role", "intro")
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.canvas = ChartCanvas()
        self.canvas.setAccessibleName(
            _t("Backtest", "The rule's running result against the band the house edge predicts")
        )
        right = QVBoxLayout()
        right.addLayout(grid)
        right.addWidget(self.sentence)
        right.addWidget(self.canvas, 1)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.addWidget(form_box)
        layout.addLayout(right, 1)

        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(RESIZE_SETTLE_MS)
        self._settle.timeout.connect(self.draw_chart)
        self.canvas.mpl_connect("resize_event", lambda _event: self._settle.start())

        self.rule_choice.currentIndexChanged.connect(self._rule_chosen)
        self.pattern.textChanged.connect(lambda text: model.update(pattern=text))
        self.side.currentIndexChanged.connect(lambda _i: model.update(side=self.side.currentData()))
        self.stop.valueChanged.connect(lambda value: model.update(stop_after=value))
        self.source.currentIndexChanged.connect(lambda _i: model.update(source=self.source.currentData()))
        self.shoes.valueChanged.connect(lambda value: model.update(shoes=value))
        self.seed.textChanged.connect(self._seed_typed)
        self.run_button.clicked.connect(model.run)
        self.cancel_button.clicked.connect(model.cancel)
        model.changed.connect(self.refresh)
        model.progressed.connect(self._progressed)
        model.finished.connect(self._finished)
        self.rule_choice.setCurrentIndex(max(0, self.rule_choice.findData(model.settings.rule)))
        self.refresh()
        self.draw_chart()

    # -- intents ------------------------------------------------------------------------------------
    def _rule_chosen(self, _index: int) -> None:
        self.model.update(rule=self.rule_choice.currentData())

    def _seed_typed(self, text: str) -> None:
        cleaned = text.strip()
        self._seed_problem = ""
        if not cleaned:
            self.model.update(seed=None)
        elif cleaned.isdigit() and len(cleaned) <= 19:
            self.model.update(seed=int(cleaned))
        else:
            self._seed_problem = _t("Backtest", "A seed is a whole number (blank: secret shoes).")
            self.refresh()

    # -- what the model says ----------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        model, s = self.model, self.model.settings
        self._show_settings()
        running = model.running
        building: tuple[QWidget, ...] = (self.pattern, self.side, self.pattern_label, self.side_label)
        for widget in building:
            widget.setVisible(s.rule == BUILDER)
        simulated: tuple[QWidget, ...] = (self.shoes, self.seed, self.shoes_label, self.seed_label)
        for widget in simulated:
            widget.setEnabled(s.source == "simulated" and not running)
        problem = model.problem() or self._seed_problem
        try:
            self.explain.setText(model.rule().explain)
        except ValueError:
            self.explain.setText("")
        self.error.setText(model.error or problem)
        self.run_button.setEnabled(model.can_run() and not self._seed_problem)
        self.cancel_button.setEnabled(running and not model.cancelling)
        self.bar.setVisible(running)
        fields: tuple[QWidget, ...] = (self.rule_choice, self.pattern, self.side, self.stop, self.source)
        for widget in fields:
            widget.setEnabled(not running)

    def _show_settings(self) -> None:
        """The fields follow the model (a run set up in code, a test) without echoing back to it."""
        s = self.model.settings
        for combo, value in ((self.rule_choice, s.rule), (self.side, s.side), (self.source, s.source)):
            index = combo.findData(value)
            if index >= 0 and index != combo.currentIndex():
                combo.blockSignals(True)
                combo.setCurrentIndex(index)
                combo.blockSignals(False)
        for spin, number in ((self.stop, s.stop_after), (self.shoes, s.shoes)):
            if spin.value() != number:
                spin.blockSignals(True)
                spin.setValue(number)
                spin.blockSignals(False)

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        self.bar.setRange(0, total)  # 0 to 0: busy, for stored shoes
        self.bar.setValue(min(done, total))

    @Slot(object)
    def _finished(self, result: BacktestResult) -> None:
        self.show_result(result)

    def show_result(self, result: BacktestResult) -> None:
        """The numbers, the sentence and the chart of a finished run."""

        def per100(value: float | None) -> str:
            return "–" if value is None else f"{100 * value:+.2f}"

        tally = result.tally
        interval = result.interval
        values = {
            "bets": f"{tally.bets:,}",
            "won": f"{tally.wins:,} / {tally.losses:,} / {tally.pushes:,}",
            "rate": per100(result.per_unit),
            "interval": "–" if interval is None else f"{per100(interval[0])} … {per100(interval[1])}",
            "edge": per100(result.expected_per_unit),
            "banker": per100(result.every_hand(Outcome.BANKER)),
            "player": per100(result.every_hand(Outcome.PLAYER)),
        }
        for key, text in values.items():
            self.numbers[key].setText(text)
        sentence = result.sentence()
        if result.stopped:
            sentence = (
                _t("Backtest", "Cancelled: these figures count the shoes that finished.") + " " + sentence
            )
        self.sentence.setText(sentence)
        self.draw_chart()

    @Slot()
    def draw_chart(self) -> None:
        # Untitled: the numbers and the sentence above the chart say what ran.
        backtest_figure(self.model.result, self.canvas.figure, titled=False)
        self.canvas.draw_idle()

    def dress(self, grow: float) -> None:
        sheet = pane_stylesheet("BacktestPage", grow)
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)
        if self.canvas.follow_text_size():
            self.draw_chart()

    def closeEvent(self, event: Any) -> None:
        self.model.close()
        super().closeEvent(event)
