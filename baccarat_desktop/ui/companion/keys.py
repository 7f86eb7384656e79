"""The Companion page's keys: the one table both the page and Help > Keyboard read.

The page answers to exactly these keys (``CompanionPage`` builds its key map from this table, each
``Intent`` being one of its deeds), and Help > Keyboard lists each row, so the help cannot drift
from the keys: a key added to the page is a row here, and so a line of the help.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QKeySequence

from ...engine.i18n import QT_TRANSLATE_NOOP

__all__ = ["COMPANION_KEYS", "Intent", "help_rows"]


class Intent(enum.Enum):
    """What a key asks of the Companion page (the page maps each to its deed)."""

    LOG_BANKER = "log_banker"
    LOG_PLAYER = "log_player"
    LOG_TIE = "log_tie"
    MARK_PLAYER_PAIR = "mark_player_pair"
    MARK_BANKER_PAIR = "mark_banker_pair"
    MARK_NATURAL = "mark_natural"
    CARDS = "cards"
    UNDO = "undo"
    CORRECT = "correct"
    CANCEL = "cancel"
    NEW_SITTING = "new_sitting"
    NEXT_SHOE = "next_shoe"
    END_SHOE = "end_shoe"
    AT_TABLE = "at_table"


_NONE = Qt.KeyboardModifier.NoModifier
_CTRL = Qt.KeyboardModifier.ControlModifier
_CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _plain(key: Qt.Key) -> QKeyCombination:
    return QKeyCombination(_NONE, key)


# (what, for Help > Keyboard: English, translated where shown; the keys and what each asks).
COMPANION_KEYS: tuple[tuple[str, tuple[tuple[QKeyCombination, Intent], ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("Keyboard", "Log the hand: Banker, Player or Tie"),
        (
            (_plain(Qt.Key.Key_B), Intent.LOG_BANKER),
            (_plain(Qt.Key.Key_P), Intent.LOG_PLAYER),
            (_plain(Qt.Key.Key_T), Intent.LOG_TIE),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Mark a Player pair, a Banker pair, a natural"),
        (
            (_plain(Qt.Key.Key_1), Intent.MARK_PLAYER_PAIR),
            (_plain(Qt.Key.Key_2), Intent.MARK_BANKER_PAIR),
            (_plain(Qt.Key.Key_N), Intent.MARK_NATURAL),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Enter the hand's cards (Enter logs them)"),
        ((_plain(Qt.Key.Key_C), Intent.CARDS),),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Take back the last hand"),
        ((_plain(Qt.Key.Key_Backspace), Intent.UNDO), (QKeyCombination(_CTRL, Qt.Key.Key_Z), Intent.UNDO)),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Correct the hand selected in the list"),
        ((_plain(Qt.Key.Key_E), Intent.CORRECT),),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Leave a correction or the card field"),
        ((_plain(Qt.Key.Key_Escape), Intent.CANCEL),),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "New sitting"),
        ((QKeyCombination(_CTRL, Qt.Key.Key_N), Intent.NEW_SITTING),),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Next shoe"),
        ((QKeyCombination(_CTRL_SHIFT, Qt.Key.Key_N), Intent.NEXT_SHOE),),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "End the shoe"),
        ((QKeyCombination(_CTRL_SHIFT, Qt.Key.Key_E), Intent.END_SHOE),),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "At the table on or off"),
        ((QKeyCombination(_CTRL_SHIFT, Qt.Key.Key_T), Intent.AT_TABLE),),
    ),
)


def key_text(key: QKeyCombination) -> str:
    """A key as the platform writes it ('Ctrl+Shift+N', 'Backspace')."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def help_rows() -> tuple[tuple[str, str], ...]:
    """(what, keys) for Help > Keyboard, one per row of the table, the words untranslated."""
    return tuple((what, ", ".join(key_text(key) for key, _ in keys)) for what, keys in COMPANION_KEYS)
