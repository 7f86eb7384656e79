"""The window's Speed table: the betting timer (viewmodels/betting_timer.py) with the window's answer
to "can the player see the table now?", its ring on the felt (ui/felt/timer.py), what it says to a
screen reader, and the dealer's quicker pace.

The timer deals through the window's own Deal (``deal``), the Deal key's path to the controller, so
a hand dealt by the timer is stored exactly as one dealt by hand. The count stands while the window
is hidden, minimised or inactive (another program, a dialog), while a menu is open, while another
view is in front of the table, and while chips or cards move on the felt: what the player has not
seen is never dealt. A screen reader hears when betting opens, when five seconds are left, when
betting closes and when the count goes on after a pause, not every second.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from ...engine.i18n import _t, _tn
from ...viewmodels.betting_timer import IDLE_HANDS, BettingTimer
from ...viewmodels.settings import GameSettings
from ...viewmodels.table_controller import TableController
from ..felt.dealer import SPEED_TABLE_PACE
from ..felt.timer import BettingTimerItem, TimerFace
from ..felt.view import FeltView

# Why the count stands (BettingTimer's ``hold`` answers); only "moving" is the felt's own.
HIDDEN, INACTIVE, DIALOG, MENU, OTHER_VIEW, MOVING = "hidden", "inactive", "dialog", "menu", "view", "moving"
# Window events after which the count is read at once, so a pause begins the moment the player looks away.
_LOOKS = (
    QEvent.Type.ActivationChange,
    QEvent.Type.WindowStateChange,
    QEvent.Type.Show,
    QEvent.Type.Hide,
    QEvent.Type.WindowBlocked,
    QEvent.Type.WindowUnblocked,
)


def felt_speed(settings: GameSettings) -> float:
    """The felt's animation scale: the Animation speed setting, quicker at a Speed table."""
    return settings.animation_speed.scale * (SPEED_TABLE_PACE if settings.speed else 1.0)


class SpeedTable(QObject):
    """A Speed table on ``window``'s felt (``set_enabled`` follows the Speed setting)."""

    def __init__(
        self,
        window: QMainWindow,
        controller: TableController,
        view: FeltView,
        *,
        deal: Callable[[], None],
        table_shown: Callable[[], bool],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.view = view
        self.scene = view.felt_scene
        self._deal = deal
        self._table_shown = table_shown
        self._say_status = say
        self.timer = BettingTimer(controller, self.hold, parent=self)
        self.item = BettingTimerItem()
        self.item.setVisible(False)
        self.scene.addItem(self.item)
        self.scene.sceneRectChanged.connect(self._felt_resized)
        self.item.place(self.scene)
        timer = self.timer
        timer.changed.connect(self.show)
        timer.opened.connect(
            lambda n: self._say(_tn("Speed", "Betting is open: {n} second(s)", n).format(n=n))
        )
        timer.warned.connect(lambda n: self._say(_tn("Speed", "{n} second(s) left", n).format(n=n)))
        timer.resumed.connect(self._resumed)
        timer.ran_out.connect(self._ran_out)
        timer.refused.connect(self._refused)
        timer.sat_out.connect(self._sat_out)
        self._waiting = False  # the table began waiting for the player in the hand being dealt
        controller.hand_settled.connect(self._settled)
        window.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.applicationStateChanged.connect(self._looked)
            app.focusChanged.connect(self._looked)  # a menu opening or closing

    # -- on and off --------------------------------------------------------------------------------
    def apply(self, settings: GameSettings) -> None:
        """Follow the settings: the timer and its ring, the dealer's pace."""
        self.scene.speed = felt_speed(settings)
        self.timer.set_enabled(settings.speed)
        self.show()

    # -- can the player see the table? -------------------------------------------------------------
    def hold(self) -> str | None:
        """Why the player cannot see the table now, or None when they can (BettingTimer's ``hold``)."""
        window = self.window
        if not window.isVisible() or window.isMinimized():
            return HIDDEN
        if QApplication.activeModalWidget() is not None:
            return DIALOG
        if QApplication.activePopupWidget() is not None:
            return MENU
        if (
            not window.isActiveWindow()
            or QApplication.applicationState() != Qt.ApplicationState.ApplicationActive
        ):
            return INACTIVE
        if not self._table_shown():
            return OTHER_VIEW
        if self.scene.animating or self.scene.squeezing:
            return MOVING
        return None

    def check(self, *_fact: object) -> None:
        """Read the count now (something the player sees changed: a tab, the window's state). The
        application's focus signals still reach us while a closing window is torn down: nothing to
        read then."""
        if self.timer.enabled and shiboken6.isValid(self.window):
            self.timer.tick()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in _LOOKS:
            self.check()
        return False

    def _looked(self, *_fact: object) -> None:
        self.check()

    def _felt_resized(self, *_fact: object) -> None:
        self.item.place(self.scene)

    # -- the ring ------------------------------------------------------------------------------------
    def show(self) -> None:
        """The ring while a window is open for bets; none otherwise (dealing, a replay, waiting)."""
        timer = self.timer
        self.item.setVisible(timer.counting)
        if timer.counting:
            self.item.place(self.scene)  # (the felt lays its cards out again as the window changes)
            self.item.set_face(
                TimerFace(timer.seconds_left, timer.fraction_left, timer.warning, timer.paused)
            )

    # -- what it says ----------------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.view.speaker.announce(text)

    def _resumed(self, seconds: int, held: str) -> None:
        if held != MOVING:  # back at the table after a pause: how long is left
            self._say(_tn("Speed", "Betting goes on: {n} second(s) left", seconds).format(n=seconds))

    def _ran_out(self) -> None:
        """Time is up: betting closes and the hand is dealt with the chips as placed."""
        self._say(_t("Speed", "No more bets"))
        self._deal()

    def _refused(self) -> None:
        text = _t("Speed", "Time ran out, but the bets could not be dealt: a new betting window is open")
        self._say_status(text)
        self._say(text)

    def _sat_out(self, waiting: bool) -> None:
        """After IDLE_HANDS hands with no bet the table waits for the player: said once that hand
        is settled (the felt clears its notice at a hand's end)."""
        self._waiting = waiting
        if not waiting and self.scene.notice.text == self.waiting_words():
            self.scene.notice.set_text("")

    def _settled(self, _result: object) -> None:
        if self._waiting:
            self._waiting = False
            text = self.waiting_words()
            self.scene.notice.set_text(text)
            self._say_status(text)
            self._say(text)

    @staticmethod
    def waiting_words() -> str:
        return _tn(
            "Speed",
            "No bet for {n} hand(s): the table waits for you. Place a chip or press Deal.",
            IDLE_HANDS,
        ).format(n=IDLE_HANDS)
