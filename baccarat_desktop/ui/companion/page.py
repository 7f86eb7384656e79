"""The Companion page: log a real table's shoe by keyboard, read its roads and, with cards, its odds.

Thin on purpose: ``CompanionModel`` (viewmodels/companion.py) stores and decides; the roads are the
scoreboard's own ``ScoreboardWidget`` on the model's ``ScoreboardModel``, the odds the Odds panel's
``OddsTable``. The page lays out, forwards keys and buttons as intents and shows what the model says.

Keys (while the page, or anything on it but the card field, has the keyboard): B, P, T log the
hand's result; 1, 2, N mark a Player pair, a Banker pair, a natural on the hand about to be logged;
C goes to the card field (Player's cards, '/', Banker's: Enter logs them); Backspace or Ctrl+Z
takes back the last hand; E corrects the hand selected in the list (the last by default); Escape
leaves a correction or the card field; Ctrl+N starts a new sitting, Ctrl+Shift+N the next shoe,
Ctrl+Shift+E ends the shoe, Ctrl+Shift+T turns "at the table" on or off. The page takes these keys
before the window's own (the table's B, Backspace, Ctrl+N and Ctrl+Shift+N), which act on the felt.
The keys are one table (keys.py), which Help > Keyboard lists too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import format_faces
from ...engine.coup import Outcome
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...storage.tracked import TrackedHand
from ...viewmodels.companion import CompanionModel, Mark
from ...viewmodels.scoreboard import side_name
from ...viewmodels.settings import RoadMarks
from ..felt.odds_panel import OddsTable
from ..look.palette import (
    AT_THE_TABLE_NIGHT,
    BANKER_DEEP,
    BANKER_RED,
    BOARD_FRAME,
    GOLD,
    IVORY,
    PLAYER_BLUE,
    PLAYER_DEEP,
    TIE_GREEN,
    blend,
    css,
    pane_stylesheet,
    text_scale,
    with_alpha,
)
from ..scoreboard.widget import ScoreboardWidget
from .keys import COMPANION_KEYS, Intent
from .sitting import SittingForm

__all__ = ["AT_TABLE_NOTICE", "CompanionPage", "hand_line"]

AT_TABLE_NOTICE = QT_TRANSLATE_NOOP(
    "Companion",
    "Some places forbid devices that analyse odds at a table: Nevada's NRS 465.075, for one. "
    "At the table this view shows no odds and no card counts and takes no cards. Where in doubt, "
    "keep the results on paper and enter the shoe here afterwards.",
)
_OUTCOME_INK = {Outcome.BANKER: BANKER_RED, Outcome.PLAYER: PLAYER_BLUE, Outcome.TIE: TIE_GREEN}
_NIGHT = AT_THE_TABLE_NIGHT  # the page at the table


def hand_line(number: int, hand: TrackedHand, *, cards: bool = True) -> str:
    """One hand in the list: '12   Banker   P pair · natural   K♥ 5♦ / 9♠ 2♣' (no cards at the table)."""
    marks = [
        words
        for flag, words in (
            (hand.player_pair, _t("Companion", "P pair")),
            (hand.banker_pair, _t("Companion", "B pair")),
            (hand.natural, _t("Companion", "natural")),
        )
        if flag
    ]
    parts = [f"{number:>2}", side_name(hand.outcome)]
    if marks:
        parts.append(" · ".join(marks))
    if cards and hand.player_cards is not None and hand.banker_cards is not None:
        parts.append(f"{format_faces(hand.player_cards)} / {format_faces(hand.banker_cards)}")
    return "   ".join(parts)


class _CardField(QLineEdit):
    """The card entry: it keeps every plain key it is typed (B, P, T are letters of cards here, and
    Enter logs the cards instead of dealing at the table)."""

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            event.accept()
            return True
        return super().event(event)


class _Dimmer(QWidget):
    """A veil over the scoreboard at the table, so its ivory board does not light up the room. (A
    graphics effect would do it too, but makes the board paint twice at every hand.)"""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        board.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
        return False

    def showEvent(self, event: QShowEvent) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), with_alpha(_NIGHT, 100))


class CompanionPage(QWidget):
    """The Companion: its keys, its card field, the shoe's hands, the roads and the odds."""

    def __init__(
        self, model: CompanionModel, road_marks: RoadMarks = RoadMarks.COLOUR, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("CompanionPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(_t("Companion", "Companion: the shoe's keys"))
        self.setAccessibleDescription(
            _t(
                "Companion",
                "B, P, T: Banker, Player, Tie. 1, 2, N: a Player pair, a Banker pair, a natural on the next "
                "hand. C: type the hand's cards. Backspace: undo. E: correct the hand chosen in the list.",
            )
        )
        self.model = model
        self._grow = 1.0

        self.status = QLabel()
        self.status.setProperty("role", "heading")
        self.new_sitting = self._button(_t("Companion", "New sitting…"), "Ctrl+N", self.ask_sitting)
        self.next_shoe = self._button(_t("Companion", "Next shoe"), "Ctrl+Shift+N", model.next_shoe)
        self.end_shoe = self._button(_t("Companion", "End shoe"), "Ctrl+Shift+E", model.end_shoe)
        self.at_table = QCheckBox(_t("Companion", "At the table"))
        self.at_table.setToolTip(
            _t("Companion", "Large keys, a dark screen, no odds and no counts (Ctrl+Shift+T)")
        )
        self.at_table.toggled.connect(model.set_at_table)
        self.notice = QLabel(_t("Companion", AT_TABLE_NOTICE))
        self.notice.setWordWrap(True)
        self.notice.setProperty("role", "note")
        self.notice.setObjectName("CompanionNotice")

        self.result_buttons = {
            Outcome.BANKER: self._key_button(_t("Companion", "Banker"), "B", BANKER_RED),
            Outcome.PLAYER: self._key_button(_t("Companion", "Player"), "P", PLAYER_BLUE),
            Outcome.TIE: self._key_button(_t("Companion", "Tie"), "T", TIE_GREEN),
        }
        for outcome, button in self.result_buttons.items():
            button.clicked.connect(lambda _=False, o=outcome: self._log(o))
        gold = blend(BOARD_FRAME, GOLD, 0.45)
        self.mark_buttons = {
            Mark.PLAYER_PAIR: self._key_button(_t("Companion", "P pair"), "1", PLAYER_DEEP, checkable=True),
            Mark.BANKER_PAIR: self._key_button(_t("Companion", "B pair"), "2", BANKER_DEEP, checkable=True),
            Mark.NATURAL: self._key_button(_t("Companion", "Natural"), "N", gold, checkable=True),
        }
        for mark, button in self.mark_buttons.items():
            button.clicked.connect(lambda _=False, m=mark: self._toggle(m))
        self.undo = self._key_button(_t("Companion", "Undo"), "⌫", blend(BOARD_FRAME, IVORY, 0.2))
        self.undo.clicked.connect(self._undo)
        self.correct = self._key_button(_t("Companion", "Correct"), "E", blend(BOARD_FRAME, IVORY, 0.2))
        self.correct.clicked.connect(self.begin_correction)

        self.noting = QCheckBox(_t("Companion", "I watch for pairs and naturals"))
        self.noting.setToolTip(
            _t("Companion", "Off: a hand logged by its result says nothing of its pairs and natural")
        )
        self.noting.toggled.connect(model.set_noting_marks)
        self.cards = _CardField()
        self.cards.setPlaceholderText(_t("Companion", "Cards (C): KH 5D / 9S 2C 3H"))
        self.cards.setAccessibleName(_t("Companion", "The hand's cards: Player's, a slash, Banker's"))
        self.cards.returnPressed.connect(self._log_cards)
        self.cards.installEventFilter(self)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.hide()
        self.hands = QListWidget()
        self.hands.setObjectName("CompanionHands")
        self.hands.setAccessibleName(_t("Companion", "The shoe's hands"))
        self.hands.itemDoubleClicked.connect(lambda _item: self.begin_correction())
        self.hands.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

        self.board = ScoreboardWidget(model.scoreboard, road_marks=road_marks)
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._dim = _Dimmer(self.board)
        self.counts = QLabel()
        self.counts.setProperty("role", "dim")
        self.odds_message = QLabel()
        self.odds_message.setWordWrap(True)
        self.odds_table = OddsTable(counts=False)
        self.odds_box = QFrame()
        self.odds_box.setObjectName("CompanionOdds")
        odds_layout = QVBoxLayout(self.odds_box)
        odds_layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(_t("Companion", "The cards left"))
        heading.setProperty("role", "section")
        for widget in (heading, self.counts, self.odds_message, self.odds_table):
            odds_layout.addWidget(widget)
        odds_layout.addStretch(1)

        self._keys = self._key_table()
        self._lay_out()
        model.changed.connect(self._sync)
        model.odds_changed.connect(self._sync_odds)
        model.refused.connect(self._refused)
        self.dress(1.0)
        self._sync()
        self._sync_odds()

    # -- building ---------------------------------------------------------------------------------
    def _button(self, text: str, keys: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        shown = QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
        button.setToolTip(f"{text.rstrip('…')} ({shown})")
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(lambda _=False: slot())
        return button

    def _key_button(self, words: str, key: str, colour: QColor, checkable: bool = False) -> QPushButton:
        button = QPushButton(f"{key}\n{words}")
        button.setCheckable(checkable)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAccessibleName(f"{words} ({key})")
        button.setProperty("ink", css(colour))
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return button

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        for widget in (self.new_sitting, self.next_shoe, self.end_shoe, self.at_table):
            top.addWidget(widget)
        keypad = QGridLayout()
        keypad.setSpacing(8)
        for column, outcome in enumerate((Outcome.BANKER, Outcome.PLAYER, Outcome.TIE)):
            keypad.addWidget(self.result_buttons[outcome], 0, column)
        for column, mark in enumerate(Mark):
            keypad.addWidget(self.mark_buttons[mark], 1, column)
        keypad.addWidget(self.undo, 2, 0)
        keypad.addWidget(self.correct, 2, 1)
        self.left = QWidget()
        self.left.setObjectName("CompanionKeys")
        left = QVBoxLayout(self.left)
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(keypad)
        left.addWidget(self.noting)
        left.addWidget(self.cards)
        left.addWidget(self.message)
        left.addWidget(self.hands, 1)
        right = QVBoxLayout()
        right.addWidget(self.board, 3)
        right.addWidget(self.odds_box, 0)
        body = QHBoxLayout()
        body.addWidget(self.left, 0)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addLayout(body, 1)

    # -- keys -------------------------------------------------------------------------------------------
    def _key_table(self) -> dict[QKeyCombination, Callable[[], object]]:
        """Every key the page answers to, from the one table Help > Keyboard also lists
        (``COMPANION_KEYS``), each mapped to its deed here."""
        deeds: dict[Intent, Callable[[], object]] = {
            Intent.LOG_BANKER: self._logger(Outcome.BANKER),
            Intent.LOG_PLAYER: self._logger(Outcome.PLAYER),
            Intent.LOG_TIE: self._logger(Outcome.TIE),
            Intent.MARK_PLAYER_PAIR: self._toggler(Mark.PLAYER_PAIR),
            Intent.MARK_BANKER_PAIR: self._toggler(Mark.BANKER_PAIR),
            Intent.MARK_NATURAL: self._toggler(Mark.NATURAL),
            Intent.CARDS: self.focus_cards,
            Intent.UNDO: self._undo,
            Intent.CORRECT: self.begin_correction,
            Intent.CANCEL: self.model.cancel_correction,
            Intent.NEW_SITTING: self.ask_sitting,
            Intent.NEXT_SHOE: self.model.next_shoe,
            Intent.END_SHOE: self.model.end_shoe,
            Intent.AT_TABLE: self.at_table.toggle,
        }
        return {key: deeds[intent] for _, keys in COMPANION_KEYS for key, intent in keys}

    def _logger(self, outcome: Outcome) -> Callable[[], None]:
        return lambda: self._log(outcome)

    def _toggler(self, mark: Mark) -> Callable[[], None]:
        return lambda: self._toggle(mark)

    def _action(self, event: QKeyEvent) -> Callable[[], object] | None:
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return self._keys.get(QKeyCombination(modifiers, Qt.Key(event.key())))

    def event(self, event: QEvent) -> bool:
        """The page's keys come to it before the window's shortcuts (ShortcutOverride, as the main
        window does for Space and Enter)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._action(event) is not None
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._action(event)
        if action is None or event.isAutoRepeat():
            super().keyPressEvent(event)
            return
        action()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Escape in the card field gives the keys back to the page."""
        if (
            watched is self.cards
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self.setFocus()
            return True
        return super().eventFilter(watched, event)

    # -- intents ------------------------------------------------------------------------------------------
    def _log(self, outcome: Outcome) -> None:
        self._say("")
        self.model.log(outcome)
        self._take_keys()

    def _toggle(self, mark: Mark) -> None:
        self.model.toggle_mark(mark)
        self._take_keys()

    def _undo(self) -> None:
        self._say("")
        self.model.undo()
        self._take_keys()

    def _take_keys(self) -> None:
        """After a click the keys stay with the page (a clicked button would keep them)."""
        if not self.cards.hasFocus():
            self.setFocus()

    def _log_cards(self) -> None:
        self._say("")
        if self.model.log_cards(self.cards.text()):
            self.cards.clear()

    def focus_cards(self) -> None:
        if not self.model.at_table:
            self.cards.setFocus()

    def begin_correction(self) -> None:
        """Correct the hand selected in the list, or the last one."""
        row = self.hands.currentRow()
        if row < 0 or not self.hands.currentItem() or not self.hands.currentItem().isSelected():
            row = len(self.model.hands) - 1
        self.model.begin_correction(row)
        self._take_keys()

    def ask_sitting(self) -> None:
        choice = SittingForm.ask(self, self.model.decks)
        if choice is not None:
            self.model.start_sitting(choice.venue, choice.table, choice.decks)
        self.setFocus()

    # -- what the model says ------------------------------------------------------------------------------
    def _refused(self, text: str) -> None:
        self._say(text, "error")

    def _say(self, text: str, role: str = "") -> None:
        """The line under the keys: a refusal, the correction under way, or nothing (hidden)."""
        if self.message.property("role") != role:
            self.message.setProperty("role", role)
            self.message.style().unpolish(self.message)
            self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _sync(self) -> None:
        model = self.model
        self.status.setText(model.status_text)
        for mark, button in self.mark_buttons.items():
            button.setChecked(mark in model.marks)
        logging = model.shoe_open
        widgets: list[QWidget] = [*self.result_buttons.values(), *self.mark_buttons.values(), self.cards]
        for widget in widgets:
            widget.setEnabled(logging)
        self.undo.setEnabled(logging and bool(model.hands))
        self.correct.setEnabled(logging and bool(model.hands))
        self.next_shoe.setEnabled(model.sitting is not None)
        self.end_shoe.setEnabled(logging)
        self._sync_hands(model.hands)
        if model.correcting is not None:
            self.hands.setCurrentRow(model.correcting)
            self._say(
                _t(
                    "Companion",
                    "Correcting hand {number}: press B, P or T (marks first), or enter its cards. "
                    "Esc: leave it.",
                ).format(number=model.correcting + 1),
                "answer",
            )
        elif self.message.property("role") == "answer":
            self._say("")
        if self.noting.isChecked() != model.noting_marks:
            self.noting.setChecked(model.noting_marks)
        if self.at_table.isChecked() != model.at_table:
            self.at_table.setChecked(model.at_table)
        self._sync_mode()

    def _sync_hands(self, hands: tuple[TrackedHand, ...]) -> None:
        """The list follows the shoe: a hand logged is one item added, anything else a rebuild."""
        shown = self.hands.count()
        if shown == len(hands) - 1 and (shown == 0 or self.hands.item(shown - 1).data(_HAND) == hands[-2]):
            self._add_item(len(hands), hands[-1])
        elif shown != len(hands) or any(self.hands.item(i).data(_HAND) != h for i, h in enumerate(hands)):
            self.hands.clear()
            for number, hand in enumerate(hands, start=1):
                self._add_item(number, hand)
        self.hands.scrollToBottom()

    def _add_item(self, number: int, hand: TrackedHand) -> None:
        item = QListWidgetItem(hand_line(number, hand, cards=not self.model.at_table))
        item.setData(_HAND, hand)
        item.setForeground(_OUTCOME_INK[hand.outcome].darker(130))
        self.hands.addItem(item)

    def _sync_mode(self) -> None:
        table = self.model.at_table
        self.notice.setVisible(table)
        self.odds_box.setVisible(not table)
        self.cards.setVisible(not table)
        self._dim.setVisible(table)
        if self.property("atTable") != table:
            self.setProperty("atTable", table)
            self.dress(self._grow)
            self.hands.clear()  # the hands again, with their cards or (at the table) without
            self._sync_hands(self.model.hands)

    def _sync_odds(self) -> None:
        model = self.model
        self.counts.setText(model.counts_text)
        self.odds_message.setText(model.odds_message)
        self.odds_message.setVisible(bool(model.odds_message))
        view = model.odds
        self.odds_table.setVisible(view is not None)
        self.odds_table.show_view(view)

    # -- looks ------------------------------------------------------------------------------------------
    def dress(self, grow: float) -> None:
        """The panes' felt, or the night at the table; keys sized for the window and the mode."""
        self._grow = grow
        table = self.model.at_table
        scale = text_scale() * grow * (1.6 if table else 1.0)
        key_px = round(15 * scale)
        sheet = pane_stylesheet("CompanionPage", grow) + _key_rules(key_px, table)
        sheet += " QTableWidget#OddsPrices { selection-background-color: transparent; }"
        if table:
            sheet += (
                f"#CompanionPage {{ background: {css(_NIGHT)}; }}"
                f" QLabel {{ color: {css(blend(_NIGHT, IVORY, 0.55))}; }}"
                f" QLabel#CompanionNotice {{ color: {css(blend(_NIGHT, GOLD, 0.7))}; }}"
                f" QListWidget {{ background: {css(_NIGHT)}; color: {css(blend(_NIGHT, IVORY, 0.6))};"
                f" border: 1px solid {css(blend(_NIGHT, IVORY, 0.15))}; }}"
                f" QPushButton {{ background: {css(blend(_NIGHT, IVORY, 0.08))};"
                f" color: {css(blend(_NIGHT, IVORY, 0.6))};"
                f" border: 1px solid {css(blend(_NIGHT, GOLD, 0.35))}; }}"
                f" QCheckBox {{ color: {css(blend(_NIGHT, IVORY, 0.6))}; }}"
            )
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)
        self.left.setFixedWidth(round((300 if not table else 420) * text_scale() * grow))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus()


_HAND = Qt.ItemDataRole.UserRole


def _key_rules(px: int, night: bool) -> str:
    """The keypad's buttons in their side's colour, each from its ``ink`` property."""
    rules = []
    for ink in {css(c) for c in (BANKER_RED, PLAYER_BLUE, TIE_GREEN, BANKER_DEEP, PLAYER_DEEP)} | {
        css(blend(BOARD_FRAME, GOLD, 0.45)),
        css(blend(BOARD_FRAME, IVORY, 0.2)),
    }:
        base = QColor(ink)
        face = base.darker(170) if night else base
        rules.append(
            f'QPushButton[ink="{ink}"] {{ background: {css(face)}; color: white; font-size: {px}px;'
            f" font-weight: bold; border: 2px solid {css(face.lighter(130))}; border-radius: 8px;"
            f" padding: {px // 2}px 4px; }}"
            f' QPushButton[ink="{ink}"]:checked {{ border: 3px solid {css(GOLD)};'
            f" background: {css(face.lighter(135))}; }}"
            f' QPushButton[ink="{ink}"]:disabled {{ background: {css(face.darker(200))};'
            f" color: {css(face.lighter(110))}; }}"
        )
    return " ".join(rules)
