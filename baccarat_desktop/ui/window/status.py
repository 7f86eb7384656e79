"""The status bar: the shoe and the session, never the bankroll the felt's plaque already shows.

It follows the table on its own: `TableStatus.follow` connects it to the controller's signals that
change what it says (the shoe's cards, hands and end, the session), and the window tells it when a
replay takes the felt (`show_replay`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from ...engine.i18n import _t, _tn
from ...viewmodels.table_controller import TableController
from ..look.palette import BANKER_RED, GOLD, STATUS_GAUGE_TRACK, WOOD
from .replay import ReplayState


class ShoeGauge(QWidget):
    """A slim gauge of the shoe in the game's colours: gold for the cards left, the cut card marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total, self.dealt = 0, 0
        self.cut: int | None = None
        self.setFixedSize(150, 14)

    def set_state(self, total: int, dealt: int, cut: int | None) -> None:
        self.total, self.dealt, self.cut = total, dealt, cut
        left = _t("Window", "{left} of {total} cards left").format(left=total - dealt, total=total)
        self.setToolTip(left if total else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        track = QRectF(1, 4, self.width() - 2, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(STATUS_GAUGE_TRACK)
        painter.drawRoundedRect(track, 3, 3)
        if self.total:
            left = track.width() * (self.total - self.dealt) / self.total
            painter.setBrush(GOLD)
            painter.drawRoundedRect(QRectF(track.left(), track.top(), left, track.height()), 3, 3)
            if self.cut is not None:
                x = track.left() + track.width() * (self.total - self.cut) / self.total
                painter.setBrush(BANKER_RED.lighter(130))
                painter.setPen(QPen(WOOD, 1))
                painter.drawRect(QRectF(x - 1.5, 1, 3, 12))
        painter.end()


class FittingLabel(QLabel):
    """A line said in several forms, fullest first: it shows the fullest that fits its width, and asks
    only for the shortest, so a narrow window (1024 wide at 150% text) is never made wider by it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.forms: tuple[str, ...] = ("",)

    def set_forms(self, forms: Sequence[str]) -> None:
        self.forms = tuple(forms) or ("",)
        self.updateGeometry()
        self._fit()

    def _width(self, text: str) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().horizontalAdvance(text) + margins.left() + margins.right() + 2

    def _fit(self) -> None:
        fitting = next((form for form in self.forms if self._width(form) <= self.width()), self.forms[-1])
        if fitting != self.text():
            self.setText(fitting)
        self.setToolTip(self.forms[0] if fitting != self.forms[0] else "")

    def sizeHint(self) -> QSize:
        return QSize(self._width(self.forms[0]), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(self.forms[-1]), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


# The most width the status bar may ask of the window: well under the smallest window the game is laid
# out for (1024x640), at any chrome scale.
MOST_MINIMUM_WIDTH = 600


class TableStatus(QStatusBar):
    """The shoe gauge and line on the left; the session and the shoe's seed commitment on the right."""

    def minimumSizeHint(self) -> QSize:
        """At a large window's chrome scale the bar's shortest words ask for about 1,200 px; a window
        restored from maximised on a 4K screen went to 1,205 instead of 1,024, held by that before its
        chrome scaled back down. The bar asks for no more than MOST_MINIMUM_WIDTH (its labels then
        say their shortest forms)."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), MOST_MINIMUM_WIDTH), hint.height())

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.replay: ReplayState | None = None
        self.setObjectName("TableStatus")
        self.setSizeGripEnabled(False)
        self.shoe_gauge = ShoeGauge()
        self.shoe_label = FittingLabel()
        self.session_label = QLabel()
        self.commitment_label = QLabel()
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addWidget(self.shoe_gauge)
        self.addWidget(self.shoe_label, 1)
        self.addPermanentWidget(self.session_label)
        self.addPermanentWidget(self.commitment_label)

    def follow(self) -> None:
        """Connect to the controller facts that change the line: the cards shown out of the shoe, a
        hand dealt, shown and settled, a new shoe, a new session, a ledger read again."""
        c = self.controller
        c.session_started.connect(self.show_session)
        c.phase_changed.connect(self.show_session)  # a new session's comes first
        for signal in (c.cards_shown, c.result_shown, c.bets_changed, c.phase_changed, c.bankroll_changed,
                       c.shoe_started, c.hand_dealt, c.hand_settled, c.session_started):  # fmt: skip
            signal.connect(self.show_shoe)
        self.show_session()
        self.show_shoe()

    def show_session(self, *_fact: object) -> None:
        self.session_label.setText(
            _t("Window", "Session {session}").format(session=self.controller.session_id)
        )

    def show_replay(self, replay: ReplayState | None) -> None:
        """A replay's own shoe and commitment while it is on the felt; None: the live shoe again."""
        self.replay = replay
        self.show_shoe()

    def show_shoe(self, *_fact: object) -> None:
        """The shoe's line, gauge and commitment: the replayed shoe's during a replay."""
        replay = self.replay
        if replay is not None:
            self.shoe_label.set_forms([replay.status])
            self.shoe_gauge.set_state(replay.shoe.total, replay.shoe.dealt, replay.shoe.cut_position)
            self._show_commitment(replay.shoe.commitment, replayed=True, revealed=replay.revealed)
            return
        c = self.controller
        shoe = c.shoe_view
        if shoe is None:
            self.shoe_label.set_forms([_t("Window", "No shoe yet")])
            self.shoe_gauge.set_state(0, 0, None)
            return
        self.shoe_gauge.set_state(shoe.total, shoe.dealt, shoe.cut_position)
        hands = c.hands_in_shoe
        played = _tn("Window", "{n} hand(s)", hands).format(n=hands)
        # The fullest form first; a narrow window shows a shorter one (the full one as its tooltip).
        if c.shoe_finished:  # its roads stay up until the next deal brings a new shoe
            forms = [
                _t("Window", "Shoe {shoe} finished · {played} · the next deal brings a new shoe"),
                _t("Window", "Shoe {shoe} finished · {played}"),
            ]
        else:
            forms = [
                _t("Window", "Shoe {shoe} · {played} · {dealt} of {total} cards dealt"),
                _t("Window", "Shoe {shoe} · {played}"),
            ]
            if shoe.cut_position is not None:
                forms.insert(
                    0,
                    _t(
                        "Window",
                        "Shoe {shoe} · {played} · {dealt} of {total} cards dealt · cut card at {cut}",
                    ),
                )
        self.shoe_label.set_forms(
            [
                form.format(
                    shoe=shoe.shoe_no,
                    played=played,
                    dealt=shoe.dealt,
                    total=shoe.total,
                    cut=shoe.cut_position,
                )
                for form in forms
            ]
        )
        self._show_commitment(shoe.commitment)

    def _show_commitment(
        self, commitment: str | None, *, replayed: bool = False, revealed: bool = False
    ) -> None:
        """The commitment: the live shoe's, or (``replayed``) the replayed hand's shoe's."""
        if not commitment:
            self.commitment_label.setText(_t("Window", "Stacked shoe"))
            self.commitment_label.setToolTip("")
            return
        self.commitment_label.setText(_t("Window", "Commitment {start}…").format(start=commitment[:10]))
        whose = (
            _t("Window", "SHA-256 of that shoe's seed: {commitment}")
            if replayed
            else _t("Window", "SHA-256 of this shoe's seed: {commitment}")
        )
        when = (
            _t("Window", "The seed has been revealed; check it with 'baccarat-desktop verify'.")
            if revealed
            else _t(
                "Window", "The seed is revealed when the shoe ends; check it with 'baccarat-desktop verify'."
            )
        )
        self.commitment_label.setToolTip(f"{whose.format(commitment=commitment)}\n{when}")
