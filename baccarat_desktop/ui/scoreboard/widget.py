"""The scoreboard widget: the five roads, Ask Banker / Ask Player and the shoe statistics, drawn the
way live-casino scoreboards draw them.

The widget decides nothing about the roads: it asks ``ScoreboardModel.paint_model`` what to draw
for the columns that fit, and hands that to ``painting.draw_scoreboard`` with the layout
``plan.plan_layout`` makes for its size. It owns what lives: the model connection, the Ask
buttons and their blinking, the screen-reader nodes (``access.py``), a real table laid over each
road for screen readers and the keyboard (``road_table.py``), and ``ShoeScoreboard``, a stored shoe's
board read whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QCloseEvent,
    QColor,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QSizePolicy, QWidget

from ...engine.coup import Outcome
from ...engine.i18n import _t
from ...engine.roads import Mark, Roads
from ...viewmodels.scoreboard import RoadId, ScoreboardModel, ScoreboardPaint
from ...viewmodels.settings import RoadMarks
from ..look.palette import (
    BANKER_BRIGHT,
    BANKER_DEEP,
    BANKER_RED,
    BOARD_FRAME,
    PLAYER_BLUE,
    PLAYER_BRIGHT,
    PLAYER_DEEP,
    css,
)
from .access import ScoreNode, build_nodes
from .painting import board_font, draw_frame, draw_scoreboard
from .plan import FOLDED_UNIT, SHOE_COLUMNS, ScoreboardLayout, ask_font_px, plan_layout

if TYPE_CHECKING:
    from .road_table import RoadTable  # imported when the tables are built (_build_tables)

__all__ = ["ScoreboardWidget", "ShoeScoreboard"]

FLASH_MS = 2000  # how long Ask Banker / Ask Player blinks the hypothetical marks
FLASH_BLINKS = 4
_BUTTON_STYLE = (
    "QPushButton {{ color: white; background: {base}; border: 1px solid {edge}; border-radius: 4px;"
    " padding: 0px 4px; }}"
    " QPushButton:hover {{ background: {hover}; }}"
    " QPushButton:pressed {{ background: {edge}; }}"
    " QPushButton:focus {{ border: 1px solid #f3d98b; }}"
)


DERIVED_ROADS = (RoadId.BIG_EYE_BOY, RoadId.SMALL_ROAD, RoadId.COCKROACH_PIG)  # where an ask adds marks


def _ask_button_text(outcome: Outcome) -> str:
    """'Ask Banker' / 'Ask Player': whole words at every size (the layout makes the room)."""
    if outcome is Outcome.BANKER:
        return _t("Scoreboard", "Ask Banker")
    return _t("Scoreboard", "Ask Player")


def _ask_tooltip(outcome: Outcome, marks: Sequence[Mark | None]) -> str:
    """An Ask button's tooltip: the mark the next result would add to each derived road."""
    words = ", ".join(
        (
            _t("Scoreboard", "{road} red")
            if mark is Mark.RED
            else _t("Scoreboard", "{road} blue")
            if mark is Mark.BLUE
            else _t("Scoreboard", "{road} —")
        ).format(road=road.label)
        for road, mark in zip(DERIVED_ROADS, marks, strict=True)
    )
    if outcome is Outcome.BANKER:
        text = _t("Scoreboard", "If Banker wins next: {marks}. Click to flash it in every road.")
    else:
        text = _t("Scoreboard", "If Player wins next: {marks}. Click to flash it in every road.")
    return text.format(marks=words)


def _ask_words(outcome: Outcome, marks: Sequence[Mark | None]) -> str:
    """An Ask button for a screen reader: which marks the next result would add, road by road."""
    added = ", ".join(
        (
            _t("Access", "{road} a red mark")
            if mark is Mark.RED
            else _t("Access", "{road} a blue mark")
            if mark is Mark.BLUE
            else _t("Access", "{road} no mark")
        ).format(road=road.label)
        for road, mark in zip(DERIVED_ROADS, marks, strict=True)
    )
    if outcome is Outcome.BANKER:
        text = _t(
            "Access", "If Banker wins next: {marks}. Press to flash where the marks would go in every road."
        )
    else:
        text = _t(
            "Access", "If Player wins next: {marks}. Press to flash where the marks would go in every road."
        )
    return text.format(marks=added)


# -- the widget ------------------------------------------------------------------------------------
class ScoreboardWidget(QWidget):
    """The five roads, Ask Banker / Ask Player and the statistics of the model's current shoe.

    Repaints when the model emits ``roads_changed``; disconnects from it when closed (and
    reconnects if shown again). ``flash_ms`` is how long an ask blinks (0: no blinking at all).
    """

    def __init__(
        self,
        model: ScoreboardModel,
        parent: QWidget | None = None,
        *,
        flash_ms: int = FLASH_MS,
        road_marks: RoadMarks = RoadMarks.COLOUR,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._marks = road_marks
        self._connected = False
        self._paint: ScoreboardPaint | None = None
        self._layout: ScoreboardLayout | None = None
        self._flash_ms = max(0, flash_ms)
        self._flash_outcome: Outcome | None = None
        self._flash_visible = False
        self._flash_phase = 0
        self._flash_timer = QTimer(self)
        self._flash_timer.setInterval(max(1, self._flash_ms // (2 * FLASH_BLINKS)))
        self._flash_timer.timeout.connect(self._flash_step)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(_t("Access", "Scoreboard"))
        self._access: list[ScoreNode] | None = None  # the roads for screen readers, built when asked
        self.ask_banker_button = self._ask_button(Outcome.BANKER, BANKER_RED, BANKER_DEEP, BANKER_BRIGHT)
        self.ask_player_button = self._ask_button(Outcome.PLAYER, PLAYER_BLUE, PLAYER_DEEP, PLAYER_BRIGHT)
        # Each road a table over its painted cells, after the Ask buttons in the Tab order: built
        # once the window has painted (they show nothing, a first QTableView costs ≈0.1 s), or as
        # soon as the keyboard or a screen reader comes to the board (``tables``).
        self._tables: dict[RoadId, RoadTable] | None = None
        for button in (self.ask_banker_button, self.ask_player_button):
            button.installEventFilter(self)
        self._update_tooltips(model.roads)
        if QAccessible.isActive():
            self._build_tables()
        self._connect()

    def _ask_button(self, outcome: Outcome, base: QColor, edge: QColor, hover: QColor) -> QPushButton:
        button = QPushButton(_ask_button_text(outcome), self)
        button.setStyleSheet(_BUTTON_STYLE.format(base=css(base), edge=css(edge), hover=css(hover)))
        button.setAccessibleName(_ask_button_text(outcome))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click must not take the table's keyboard focus
        button.clicked.connect(lambda: self.flash_ask(outcome))
        return button

    # -- the model connection ----------------------------------------------------------------
    @property
    def model(self) -> ScoreboardModel:
        return self._model

    @property
    def road_marks(self) -> RoadMarks:
        """How the marks tell Banker (red) from Player (blue): by colour, or by shape as well."""
        return self._marks

    def set_road_marks(self, marks: RoadMarks) -> None:
        """Draw the marks by colour alone or with shapes too, at once (the Settings' Road marks)."""
        if marks is not self._marks:
            self._marks = marks
            self._paint = None
            self._place_tables()
            self.update()

    def access_nodes(self) -> list[ScoreNode]:
        """The statistics and the roads as screen readers read them (ui/scoreboard/access.py), built
        the first time they are asked for after a change."""
        if self._access is None:
            self._access = build_nodes(self, self.layout_plan, self.paint_model())
        return self._access

    @property
    def tables(self) -> dict[RoadId, RoadTable]:
        """The roads' tables (road_table.py), built the first time they are needed."""
        return self._build_tables()

    def _build_tables(self) -> dict[RoadId, RoadTable]:
        if self._tables is None:
            from .road_table import RoadTable

            self._tables = {road: RoadTable(road, self) for road in RoadId}
            self._show_tables(self._model.roads)
        return self._tables

    def _tables_when_idle(self) -> None:
        QTimer.singleShot(0, self, self._build_tables)  # dropped if the board is deleted first

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The keyboard on an Ask button: the road tables come next in the Tab order."""
        if event.type() == QEvent.Type.FocusIn:
            self._build_tables()
        return False

    def _show_tables(self, roads: Roads) -> None:
        """The road tables take the roads' cells and words."""
        for table in (self._tables or {}).values():
            table.show_roads(roads)
        self._place_tables()

    def _place_tables(self) -> None:
        """Each road table over its road as laid out now (hidden where a road is not shown)."""
        plan = self.layout_plan  # (which sizes the Ask buttons too)
        if not self._tables:
            return
        shown = {region.road: region for region in plan.regions}
        paint = self.paint_model()
        for road, table in self._tables.items():
            table.place(shown.get(road), paint.road(road))

    def _forget_access(self) -> None:
        """The roads or the layout changed: the accessible nodes go (Qt drops their interfaces with
        them) and are built again when next asked for."""
        for node in self._access or ():
            node.setParent(None)
            node.deleteLater()
        self._access = None

    def _connect(self) -> None:
        if not self._connected:
            self._model.roads_changed.connect(self._on_roads_changed)
            self._connected = True

    def _disconnect(self) -> None:
        if self._connected:
            self._model.roads_changed.disconnect(self._on_roads_changed)
            self._connected = False

    def _on_roads_changed(self, roads: Roads) -> None:
        """A new hand or a new shoe: any ask flash is stale, and everything repaints."""
        self.stop_flash()
        self._paint = None
        self._forget_access()
        self._update_tooltips(roads)
        self._show_tables(roads)
        self.update()

    def showEvent(self, event: QShowEvent) -> None:
        if not self._connected:
            self._connect()
            self._on_roads_changed(self._model.roads)
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_flash()
        self._disconnect()
        super().closeEvent(event)

    # -- what is drawn -----------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(1280, 190)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 110)

    @property
    def layout_plan(self) -> ScoreboardLayout:
        """The layout at the current size (recomputed after a resize)."""
        if self._layout is None:
            plan = plan_layout(
                self.width(), self.height(), self.devicePixelRatioF(), self._stat_width, self._word_width
            )
            self._apply_layout(plan)
            self._layout = plan
        return self._layout

    def paint_model(self) -> ScoreboardPaint:
        """What the board draws now: the model's paint model for the columns that fit."""
        if self._paint is None:
            self._paint = self._model.paint_model(self.layout_plan.visible(), self._marks)
        return self._paint

    def _stat_width(self, font_px: float) -> float:
        label = QFontMetricsF(board_font(font_px))
        value = QFontMetricsF(board_font(font_px, bold=True))
        labels = max(
            label.horizontalAdvance(_t("Scoreboard", text))
            for text in ("Naturals", "Longest", "B pairs", "Banker")
        )
        values = max(value.horizontalAdvance(text) for text in ("88 · 100%", "B 88 · P 88"))
        return font_px * 1.3 + labels + font_px * 0.8 + values + font_px * 1.2

    def useful_height(self, width: int) -> int:
        """The least height at which this board keeps its useful size at ``width``: a whole shoe's Big
        Road at derived cells of ``FOLDED_UNIT`` or more, the Big Eye Boy full width (never all three
        derived roads crowded in one row), with the full statistics (the odds panel shares the column
        only above it; docks.share_column)."""
        dpr = self.devicePixelRatioF()

        def useful(height: int) -> bool:
            plan = plan_layout(width, height, dpr, self._stat_width, self._word_width)
            return (
                plan.unit >= FOLDED_UNIT
                and plan.stats_columns > 0
                and plan.visible().big_road >= SHOE_COLUMNS
                and plan.region(RoadId.BIG_EYE_BOY).rect.width() >= plan.board.width() - 1
            )

        low, high = 100, 4000
        if not useful(high):
            return high
        while high - low > 2:
            middle = (low + high) // 2
            low, high = (low, middle) if useful(middle) else (middle, high)
        return high

    def _word_width(self, font_px: float) -> float:
        """The wider of the Ask buttons' words in their bold type at ``font_px``."""
        metrics = QFontMetricsF(board_font(font_px, bold=True))
        return max(metrics.horizontalAdvance(_ask_button_text(o)) for o in (Outcome.BANKER, Outcome.PLAYER))

    def _apply_layout(self, plan: ScoreboardLayout) -> None:
        for button, rect, outcome in (
            (self.ask_banker_button, plan.banker_button, Outcome.BANKER),
            (self.ask_player_button, plan.player_button, Outcome.PLAYER),
        ):
            button.setVisible(not rect.isEmpty())
            button.setGeometry(rect)
            button.setText(_ask_button_text(outcome))
            button.setFont(board_font(ask_font_px(plan.ask_grow), bold=True))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout = None
        self._paint = None
        self._forget_access()
        self._place_tables()
        super().resizeEvent(event)

    def relayout(self) -> None:
        """Lay the board out again for the text size the player chose (palette.text_scale)."""
        self._layout = None
        self._paint = None
        self._forget_access()
        self._place_tables()
        self.update()

    def _update_tooltips(self, roads: Roads) -> None:
        for button, outcome in (
            (self.ask_banker_button, Outcome.BANKER),
            (self.ask_player_button, Outcome.PLAYER),
        ):
            marks = roads.ask(outcome)
            button.setToolTip(_ask_tooltip(outcome, marks))
            button.setAccessibleDescription(_ask_words(outcome, marks))

    # -- Ask Banker / Ask Player -------------------------------------------------------------
    @property
    def flash_ms(self) -> int:
        """How long one ask blinks, in milliseconds (0: asks do not blink)."""
        return self._flash_ms

    @property
    def is_flashing(self) -> bool:
        return self._flash_timer.isActive()

    @property
    def flash_outcome(self) -> Outcome | None:
        """Whose hypothetical marks are blinking (None when no ask is running)."""
        return self._flash_outcome if self.is_flashing else None

    @property
    def flash_visible(self) -> bool:
        """True while the hypothetical marks are drawn (the "on" half of a blink)."""
        return self.is_flashing and self._flash_visible

    def flash_ask(self, outcome: Outcome) -> None:
        """Blink where the next result's marks would go if ``outcome`` won, a few times."""
        if outcome is Outcome.TIE:
            raise ValueError("only Banker and Player can be asked: a tie adds nothing to the roads")
        self.stop_flash()
        if self._flash_ms == 0:
            return
        self._flash_outcome = outcome
        self._flash_visible = True
        self._flash_phase = 0
        self._flash_timer.start()
        self._update_board()

    def stop_flash(self) -> None:
        was = self.is_flashing
        self._flash_timer.stop()
        self._flash_visible = False
        self._flash_outcome = None
        if was:
            self._update_board()

    def _flash_step(self) -> None:
        self._flash_phase += 1
        if self._flash_phase >= 2 * FLASH_BLINKS:
            self.stop_flash()
            return
        self._flash_visible = not self._flash_visible
        self._update_board()

    def _update_board(self) -> None:
        plan = self.layout_plan
        self.update(plan.board.adjusted(-2, -2, 2, 2).toAlignedRect())

    # -- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self._tables is None:
            # The board is on screen: its tables next, once this paint and the rest of the window's
            # (the felt's) are over and the event loop is idle again: they show nothing.
            QTimer.singleShot(0, self, self._tables_when_idle)
        plan = self.layout_plan
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            draw_frame(painter, QRectF(self.rect()))
            if plan.mode == "empty":
                return
            flash = self._flash_outcome if self.flash_visible else None
            draw_scoreboard(painter, plan, self.paint_model(), flash, self._marks is RoadMarks.SHAPES)
        finally:
            painter.end()


class ShoeScoreboard(QScrollArea):
    """A stored shoe's scoreboard, every hand of it: the live board shows the latest columns, as a
    casino's does, but a finished shoe is read whole. The board is laid out as wide as the shoe's
    Bead Plate and Big Road need at the window's height (never narrower than the window), and
    scrolls sideways where the window is narrower."""

    def __init__(
        self, model: ScoreboardModel, parent: QWidget | None = None, road_marks: RoadMarks = RoadMarks.COLOUR
    ) -> None:
        super().__init__(parent)
        self.board = ScoreboardWidget(model, flash_ms=FLASH_MS, road_marks=road_marks)
        self.setWidget(self.board)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet(f"QScrollArea {{ background: {BOARD_FRAME.name()}; }}")
        model.roads_changed.connect(self._roads_changed)

    def _roads_changed(self, _roads: Roads) -> None:
        self._fit()

    def width_for_every_hand(self, height: int) -> int:
        """The narrowest width at which the board shows every column of the shoe at ``height``."""
        roads = self.board.model.roads
        # One column more than the roads use: the board keeps room where the next result would go.
        need_bead, need_big = roads.bead_plate_width + 1, roads.big_road_width + 1
        dpr = self.devicePixelRatioF()
        scrollbar = self.horizontalScrollBar().sizeHint().height()

        def fits(width: int) -> bool:
            shown = plan_layout(
                width, height - scrollbar, dpr, self.board._stat_width, self.board._word_width
            ).visible()
            return shown.bead_plate >= need_bead and shown.big_road >= need_big

        low, high = 200, 200
        while not fits(high) and high < 40_000:
            high *= 2
        while high - low > 4:
            middle = (low + high) // 2
            low, high = (middle, high) if not fits(middle) else (low, middle)
        return high

    def _fit(self) -> None:
        needed = self.width_for_every_hand(self.height())
        minimum = needed if needed > self.width() else 0
        if minimum != self.board.minimumWidth():
            self.board.setMinimumWidth(minimum)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
