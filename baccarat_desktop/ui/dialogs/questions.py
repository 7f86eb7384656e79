"""The questions the game asks: the reality check, an unusable or vanished history file, a failure
to store, a confirmation. Each says what a choice will do in plain words.

Each exposes a ``classmethod ask()`` that tests replace (pytest-qt's advice for dialogs), so no
test ever waits on a modal window.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QMessageBox,
    QWidget,
)

from ...engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ...engine.money import format_cents
from ...storage.errors import Problem, StorageError
from ..look.palette import dress_dialog


def _message_box(parent: QWidget | None, title: str, heading: str, detail: str = "") -> QMessageBox:
    """A question in the game's dress: the point in gold, the consequences below in plain words, and
    no stock icon (the words say it; a stock ball or triangle looks borrowed on the felt)."""
    box = QMessageBox(parent)
    box.setWindowTitle(title)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(heading)
    if detail:
        box.setInformativeText(detail)
    dress_dialog(box)
    return box


def _run(box: QMessageBox) -> None:
    """Show the box modally, each button wide enough for its bold words (the box measures its
    buttons before the style sheet's font is applied to them)."""
    box.ensurePolished()
    for button in box.buttons():
        button.ensurePolished()
        button.setMinimumWidth(button.sizeHint().width())
    box.exec()


class RealityChoice(enum.Enum):
    CONTINUE = "continue"
    HISTORY = "history"
    QUIT = "quit"


class RealityCheck:
    """The periodic reminder of time played and the result so far."""

    DETAIL = QT_TRANSLATE_NOOP(
        "Dialogs",
        "Every hand is saved. If you quit, this session picks up where you left it the next time "
        "you open the game. The house edge does not change however long you play.",
    )

    @staticmethod
    def _duration(minutes: int) -> str:
        """'1 hour 5 minutes', '2 hours', '1 minute' (a session shorter than a minute too)."""
        hours, rest = divmod(minutes, 60)
        hours_text = _tn("Dialogs", "{n} hour(s)", hours).format(n=hours)
        rest_text = _tn("Dialogs", "{n} minute(s)", rest).format(n=rest)
        if hours and rest:
            return _t("Dialogs", "{hours} {minutes}").format(hours=hours_text, minutes=rest_text)
        if hours:
            return hours_text
        return rest_text if rest else _t("Dialogs", "{n} minute").format(n=1)

    @classmethod
    def message(cls, minutes: int, net_cents: int) -> str:
        time = cls._duration(minutes)
        if net_cents > 0:
            text = _t("Dialogs", "You have been playing for {time} this session and you are up {amount}.")
        elif net_cents < 0:
            text = _t("Dialogs", "You have been playing for {time} this session and you are down {amount}.")
        else:
            text = _t("Dialogs", "You have been playing for {time} this session and you are even.")
        return text.format(time=time, amount=format_cents(abs(net_cents)))

    @classmethod
    def ask(cls, parent: QWidget | None, minutes: int, net_cents: int) -> RealityChoice:
        box = _message_box(
            parent, _t("Dialogs", "Reality check"), cls.message(minutes, net_cents), _t("Dialogs", cls.DETAIL)
        )
        keep = box.addButton(_t("Dialogs", "Keep playing"), QMessageBox.ButtonRole.AcceptRole)
        history = box.addButton(_t("Dialogs", "See hand history"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(_t("Dialogs", "Quit the game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        _run(box)
        clicked = box.clickedButton()
        if clicked is keep:
            return RealityChoice.CONTINUE
        return RealityChoice.HISTORY if clicked is history else RealityChoice.QUIT


class FileChoice(enum.Enum):
    OTHER_FILE = "other"
    SET_ASIDE = "set_aside"
    NEW_SESSION = "new_session"
    RETRY = "retry"
    QUIT = "quit"


class HistoryProblem:
    """What to do when the history file cannot be used: the file is never changed without asking."""

    @classmethod
    def choices(cls, error: StorageError) -> list[FileChoice]:
        if error.session_id is not None:  # the file is fine; one session cannot go on
            return [FileChoice.NEW_SESSION, FileChoice.QUIT]
        options = [FileChoice.OTHER_FILE]
        if error.can_set_aside:
            options.insert(0, FileChoice.SET_ASIDE)
        if error.problem in (Problem.LOCKED, Problem.DISK_FULL, Problem.IO, Problem.LINKED):
            options.append(FileChoice.RETRY)  # once the other copy is closed, space freed, a name gone
        return [*options, FileChoice.QUIT]

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError) -> FileChoice:
        labels = {
            FileChoice.SET_ASIDE: _t("Dialogs", "Start a new history (keep this file aside)"),
            FileChoice.OTHER_FILE: _t("Dialogs", "Open another file…"),
            FileChoice.NEW_SESSION: _t("Dialogs", "Start a new session"),
            FileChoice.RETRY: _t("Dialogs", "Try again"),
            FileChoice.QUIT: _t("Dialogs", "Quit"),
        }
        box = _message_box(parent, _t("Dialogs", "Hand history"), error.detail, error.advice)
        buttons: dict[Any, FileChoice] = {}
        for choice in cls.choices(error):
            role = (
                QMessageBox.ButtonRole.RejectRole
                if choice is FileChoice.QUIT
                else QMessageBox.ButtonRole.ActionRole
            )
            buttons[box.addButton(labels[choice], role)] = choice
        _run(box)
        return buttons.get(box.clickedButton(), FileChoice.QUIT)


class StorageFailure:
    """A write failed: the dialog offers only what is true of the table then.

    A dealt hand whose bets are in the file waits (``hand_waiting``), and "Try again" stores it. A
    session the file no longer holds as the table does (``session_id``: another program wrote into
    it) cannot go on, and a new session is offered. Anything else (a deal, a new shoe) lost nothing
    and is done again by the player; the dialog only says what happened.
    """

    @classmethod
    def choices(cls, error: StorageError, *, hand_waiting: bool) -> list[FileChoice]:
        if error.session_id is not None:
            return [FileChoice.NEW_SESSION]
        return [FileChoice.RETRY] if hand_waiting else []

    @classmethod
    def words(cls, error: StorageError, *, hand_waiting: bool) -> str:
        """What to do, and what becomes of the hand in play only when a retry really finishes it."""
        if error.session_id is None and hand_waiting:
            return _t(
                "Dialogs",
                "{advice} Your bets and the hand in play are kept and are finished when you try again.",
            ).format(advice=error.advice)
        return error.advice

    @classmethod
    def ask(
        cls, parent: QWidget | None, error: StorageError, *, hand_waiting: bool = False
    ) -> FileChoice | None:
        """The offered action the player chose (``RETRY``, ``NEW_SESSION``), or None for later."""
        box = _message_box(
            parent, _t("Dialogs", "Hand history"), error.detail, cls.words(error, hand_waiting=hand_waiting)
        )
        labels = {
            FileChoice.RETRY: _t("Dialogs", "Try again"),
            FileChoice.NEW_SESSION: _t("Dialogs", "Start a new session"),
        }
        buttons: dict[Any, FileChoice] = {}
        for choice in cls.choices(error, hand_waiting=hand_waiting):
            buttons[box.addButton(labels[choice], QMessageBox.ButtonRole.AcceptRole)] = choice
        later = box.addButton(
            _t("Dialogs", "Later") if buttons else _t("Dialogs", "OK"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(next(iter(buttons), later))
        _run(box)
        return buttons.get(box.clickedButton())


class HistoryLost:
    """The history file was deleted or replaced while playing; everything was saved to a copy."""

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError, can_put_back: bool) -> bool:
        """True: put the copy back where the history was and play on; False: quit."""
        box = _message_box(parent, _t("Dialogs", "Hand history"), error.detail)
        if can_put_back:
            box.setInformativeText(
                _t(
                    "Dialogs",
                    "Put it back where it was to play on from this very hand, or quit and keep the copy.",
                )
            )
            back = box.addButton(_t("Dialogs", "Put it back and play on"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setInformativeText(
                _t(
                    "Dialogs",
                    "Another file has taken its place, so nothing there is touched. To play on with your "
                    "history, start Baccarat Desktop with:\n\nbaccarat-desktop --db {path}",
                ).format(path=error.recovered)
            )
            back = None
        box.addButton(_t("Dialogs", "Quit"), QMessageBox.ButtonRole.RejectRole)
        _run(box)
        return back is not None and box.clickedButton() is back


class Confirm:
    """Yes/no questions the window asks (replaced in tests).

    ``detail`` says what happens on yes (the bankroll resets, the hands stay in the history), and
    ``yes`` names the action on its button ("Start a new session"), so no one answers a bare "Yes".
    """

    @classmethod
    def ask(
        cls, parent: QWidget | None, title: str, text: str, *, detail: str = "", yes: str | None = None
    ) -> bool:
        box = _message_box(parent, title, text, detail)
        yes_button = box.addButton(yes or _t("Dialogs", "Yes"), QMessageBox.ButtonRole.YesRole)
        box.addButton(_t("Dialogs", "Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes_button)
        _run(box)
        return box.clickedButton() is yes_button
