"""The hand history's chosen hand in detail: its heading, Replay and Scoreboard, the cards as dealt,
how the dealer dealt them, the bets and the odds before the hand.

The panel shows what ``viewmodels/history_browser.HistoryBrowserModel`` words for the hand
(``HandTexts``) and the odds its ``HandOddsModel`` works out; ``browser.HistoryBrowser`` routes
both here and places the panel beside or under the hands table.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...analytics.figures.prose import unorphaned
from ...analytics.hands import HandDetail, Result
from ...engine.cards import Card
from ...engine.i18n import _t
from ...viewmodels.history_browser import NO_BETS, NO_HAND, HandTexts, StepText
from ...viewmodels.odds import HandOdds
from ..felt.odds_panel import FAVOURABLE_MARK, OddsTable
from ..look import sprites
from ..look.card_text import card_html
from ..look.palette import (
    GOLD,
    IVORY_DIM,
    LIT_TAG,
    LOSS_TEXT,
    MULTIPLIER_GOLD,
    OUTCOME_TEXT,
    WIN_TEXT,
    css,
)

__all__ = ["CardRow", "HandPanel"]


class CardRow(QWidget):
    """One hand's cards, dealt left to right; a third card lies sideways, as at a real table.

    The cards shrink to the width they are given (down to ``MIN_HEIGHT``), so a narrow panel
    never cuts the sideways card off."""

    CARD_HEIGHT = 98
    MIN_HEIGHT = 56
    GAP = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self._lit: dict[Card, int] = {}  # a multiplier table's lit cards: their cards wear a "×N" tag
        self.setMinimumHeight(self.CARD_HEIGHT + 4)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @classmethod
    def width_for(cls, height: float, cards: int = 3) -> float:
        """Width of a row of ``cards`` cards ``height`` tall (the third lying sideways)."""
        w = height * 250 / 350
        return 2 * (w + cls.GAP) + (height if cards > 2 else 0)

    def card_height(self) -> float:
        """The tallest cards that fit the width (a two-card hand leaves room for a third)."""
        fit = (self.width() - 2 * self.GAP) / (2 * 250 / 350 + 1)
        return max(self.MIN_HEIGHT, min(self.CARD_HEIGHT, fit))

    def drawn_rects(self) -> list[QRectF]:
        """Where each card is drawn, in widget coordinates (a sideways card's turned box)."""
        h = self.card_height()
        w = h * 250 / 350
        rects, x = [], 0.0
        for i in range(len(self._cards)):
            if i < 2:
                rects.append(QRectF(x, 2, w, h))
                x += w + self.GAP
            else:
                rects.append(QRectF(x, 2 + (h - w) / 2, h, w))
        return rects

    def minimumSizeHint(self) -> QSize:
        return QSize(round(self.width_for(self.MIN_HEIGHT)), self.MIN_HEIGHT + 4)

    def set_cards(self, cards: list[Card], lit: dict[Card, int] | None = None) -> None:
        self._cards = list(cards)
        self._lit = dict(lit or {})
        self.updateGeometry()
        self.update()

    @property
    def cards(self) -> list[Card]:
        return list(self._cards)

    def tags(self) -> list[str]:
        """The "×N" each card wears, in dealing order ("" for a card not lit): tests, checks."""
        return [f"×{self._lit[card]}" if card in self._lit else "" for card in self._cards]

    def sizeHint(self) -> QSize:
        return QSize(round(self.width_for(self.CARD_HEIGHT)), self.CARD_HEIGHT + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = round(self.card_height()) + 4
        if self.minimumHeight() != height:
            self.setFixedHeight(height)

    def paintEvent(self, event: QPaintEvent) -> None:
        # The felt's sprite sheet draws the faces: one bounded cache of rendered cards for the game.
        painter = QPainter(self)
        sheet = sprites.cards()
        for card, rect in zip(self._cards, self.drawn_rects(), strict=True):
            if rect.height() > rect.width():
                sheet.draw(painter, card.code, rect)
            else:
                painter.save()
                painter.translate(rect.center())
                painter.rotate(90)
                sheet.draw(
                    painter,
                    card.code,
                    QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()),
                )
                painter.restore()
        for rect, tag in zip(self.drawn_rects(), self.tags(), strict=True):
            if tag:
                self._paint_tag(painter, rect, tag)
        painter.end()

    def _paint_tag(self, painter: QPainter, rect: QRectF, tag: str) -> None:
        """A lit card's multiplier, as the felt marks it: a gold "×N" on a dark pill, low on the card."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetricsF(font)
        width, height = metrics.horizontalAdvance(tag) + metrics.height() * 0.6, metrics.height() * 1.05
        pill = QRectF(rect.center().x() - width / 2, rect.bottom() - height - 4, width, height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(LIT_TAG)
        painter.setPen(QPen(MULTIPLIER_GOLD, 1.5))
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setFont(font)
        painter.setPen(MULTIPLIER_GOLD)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, tag)


class HandPanel(QWidget):
    """The chosen hand: heading, intents (their buttons; the browser connects them), Player and
    Banker with their cards, the result, the dealer's steps, the bets and the odds before it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 8, 8)
        self.title = QLabel(_t("History", NO_HAND))
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.when = QLabel()
        self.when.setProperty("role", "dim")
        self.when.setWordWrap(True)
        # A hand whose amounts a person edited outside the game says so under its heading.
        self.unreadable = QLabel()
        self.unreadable.setProperty("role", "error")
        self.unreadable.setWordWrap(True)
        self.unreadable.setTextFormat(Qt.TextFormat.PlainText)  # a value stored as "<2 bytes>" shows
        self.unreadable.setVisible(False)
        layout.addWidget(self.title)
        layout.addWidget(self.when)
        layout.addWidget(self.unreadable)
        # With no hand to show: what to do to get one (show_empty), instead of empty headings.
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        layout.addWidget(self.hint)
        self._empty = False

        # The intents first: visible without scrolling at every size.
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.replay_button = QPushButton(_t("History", "Replay on the felt"))
        self.replay_button.setToolTip(_t("History", "Deal this hand again on the table, card by card"))
        self.scoreboard_button = QPushButton(_t("History", "Shoe's scoreboard"))
        self.scoreboard_button.setToolTip(_t("History", "Show the scoreboard of this hand's shoe"))
        for button in (self.replay_button, self.scoreboard_button):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addSpacing(2)
        layout.addLayout(buttons)

        self.hands = QGridLayout()
        self.hands.setHorizontalSpacing(12)
        self.hands.setVerticalSpacing(2)
        self.player_label = QLabel()
        self.banker_label = QLabel()
        self.player_cards = CardRow()
        self.banker_cards = CardRow()
        self.place_hands(stacked=False)
        layout.addLayout(self.hands)

        self.outcome = QLabel()
        font = QFont(self.outcome.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.outcome.setFont(font)
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        # A multiplier table's hand: the cards lit before the deal, each with its multiplier.
        self.lit = QLabel()
        self.lit.setWordWrap(True)
        self.lit.setTextFormat(Qt.TextFormat.RichText)
        self.lit.setVisible(False)
        layout.addWidget(self.lit)
        self.side_won = QLabel()
        self.side_won.setProperty("role", "won")
        self.side_won.setWordWrap(True)
        layout.addWidget(self.side_won)

        steps_title = QLabel(_t("History", "How it was dealt"))
        steps_title.setProperty("role", "section")
        layout.addWidget(steps_title)
        self.steps_title = steps_title
        self.steps = QLabel()
        self.steps.setWordWrap(True)
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.steps)

        bets_title = QLabel(_t("History", "Bets"))
        bets_title.setProperty("role", "section")
        layout.addWidget(bets_title)
        self.bets_title = bets_title
        self.bets = QLabel()
        self.bets.setWordWrap(True)
        self.bets.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.bets)
        self.bankroll = QLabel()
        self.bankroll.setProperty("role", "dim")
        self.bankroll.setWordWrap(True)
        self.bankroll.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.bankroll)

        odds_title = QLabel(_t("History", "Odds before this hand"))
        odds_title.setProperty("role", "section")
        layout.addWidget(odds_title)
        self.odds_title = odds_title
        self.odds_intro = QLabel()
        self.odds_intro.setProperty("role", "dim")
        self.odds_intro.setWordWrap(True)
        layout.addWidget(self.odds_intro)
        self.odds_table = OddsTable(counts=False, past=True)
        layout.addWidget(self.odds_table)
        self.odds_worth = QLabel()
        self.odds_worth.setWordWrap(True)
        layout.addWidget(self.odds_worth)

        layout.addStretch(1)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(line)

    def place_hands(self, *, stacked: bool) -> None:
        """Player above Banker beside the table; side by side under it (where height is short)."""
        widgets: tuple[QWidget, ...] = (
            self.player_label,
            self.player_cards,
            self.banker_label,
            self.banker_cards,
        )
        for widget in widgets:
            self.hands.removeWidget(widget)
        cells = ((0, 0), (1, 0), (0, 1), (1, 1)) if stacked else ((0, 0), (1, 0), (2, 0), (3, 0))
        for widget, (row, column) in zip(widgets, cells, strict=True):
            self.hands.addWidget(widget, row, column)
        for column in range(2):
            self.hands.setColumnStretch(column, 1 if stacked else (1 if column == 0 else 0))

    def _hand_parts(self) -> tuple[QWidget, ...]:
        """Everything that belongs to a hand: hidden while there is none to show."""
        return (
            self.replay_button,
            self.scoreboard_button,
            self.player_label,
            self.player_cards,
            self.banker_label,
            self.banker_cards,
            self.outcome,
            self.steps_title,
            self.steps,
            self.bets_title,
            self.bets,
            self.bankroll,
            self.odds_title,
            self.odds_intro,
            self.odds_table,
            self.odds_worth,
        )

    def show_empty(self, title: str, hint: str) -> None:
        """No hand to show: ``title`` and ``hint`` (what to do to see one) instead of the hand's
        headings, cards and buttons. The next ``show_hand`` with a hand brings them back."""
        self._empty = True
        self.title.setText(title)
        self.hint.setText(unorphaned(hint))
        self.hint.setVisible(bool(hint))
        for widget in (*self._hand_parts(), self.when, self.side_won, self.unreadable):
            widget.setVisible(False)

    @property
    def empty(self) -> bool:
        """Whether the panel shows no hand (its empty state) rather than a hand."""
        return self._empty

    def _leave_empty(self) -> None:
        if not self._empty:
            return
        self._empty = False
        self.hint.setVisible(False)
        for widget in (*self._hand_parts(), self.when):
            widget.setVisible(True)

    def show_hand(self, detail: HandDetail | None, texts: HandTexts | None) -> None:
        """The chosen hand in words and cards (``texts``: the view model's for it); nothing chosen
        clears the panel (the browser then says why with ``show_empty``)."""
        self.replay_button.setEnabled(detail is not None)
        self.scoreboard_button.setEnabled(detail is not None)
        if detail is None or texts is None:
            self.show_empty(_t("History", NO_HAND), "")
            for label in (
                self.when,
                self.player_label,
                self.banker_label,
                self.outcome,
                self.side_won,
                self.steps,
                self.bets,
            ):
                label.setText("")
            self.bankroll.setText("")
            self.unreadable.setText("")
            self.unreadable.setVisible(False)
            self.player_cards.set_cards([])
            self.banker_cards.set_cards([])
            self.lit.setText("")
            self.lit.setVisible(False)
            return
        self._leave_empty()
        coup = detail.coup
        self.title.setText(texts.title)
        self.when.setText(texts.when)
        self.unreadable.setText(texts.unreadable)
        self.unreadable.setVisible(bool(texts.unreadable))
        self.player_label.setText(_hand_label("player", texts.player_label, texts.player_total))
        self.banker_label.setText(_hand_label("banker", texts.banker_label, texts.banker_total))
        lit = {item.card: item.multiplier for item in texts.lit}
        self.player_cards.set_cards(list(coup.player), lit)
        self.banker_cards.set_cards(list(coup.banker), lit)
        self.lit.setText(_lit_html(texts))
        self.lit.setVisible(bool(texts.lit))
        self.outcome.setText(_coloured(texts.outcome, css(OUTCOME_TEXT[texts.winner])))
        self.side_won.setText(texts.side_won)
        self.side_won.setVisible(bool(texts.side_won))
        self.steps.setText(
            "<br>".join(f"{i}. {_step_html(step)}" for i, step in enumerate(texts.steps, start=1))
        )
        if texts.bets:
            lines = []
            for bet in texts.bets:
                colour = css(_RESULT_TEXT.get(bet.result, IVORY_DIM))
                commission = f" ({html.escape(bet.commission)})" if bet.commission else ""
                fee = f" + {html.escape(bet.fee)}" if bet.fee else ""  # apart from the stake
                outcome = _coloured(html.escape(bet.outcome), colour)
                lines.append(
                    f"<b>{html.escape(bet.label)}</b> {html.escape(bet.amount)}{fee}: {outcome}{commission}"
                )
            self.bets.setText("<br>".join(lines))
        else:
            self.bets.setText(_coloured(_t("History", NO_BETS), css(IVORY_DIM)))
        self.bankroll.setText(texts.bankroll)

    def show_odds(self, odds: HandOdds | None, intro: str) -> None:
        """The chosen hand's odds before it was dealt (None: not worked out, or none), under
        ``intro``, the line that says what they are or why there are none."""
        self.odds_intro.setText(intro)
        if self._empty:  # no hand: no odds of one
            return
        if odds is None:
            self.odds_intro.setVisible(bool(intro))
            self.odds_table.show_view(None)
            self.odds_worth.setText("")
            return
        self.odds_intro.setVisible(True)
        self.odds_table.show_view(odds.view)
        lines = []
        for bet in odds.staked:
            colour = css(GOLD if bet.favourable else IVORY_DIM)
            mark = f"{FAVOURABLE_MARK} " if bet.favourable else ""
            # A word joiner keeps '-$1.35' on one line.
            text = bet.worth_text.replace(bet.value_text, bet.value_text.replace("-", "-\u2060"))
            lines.append(f'<span style="color:{colour}">{mark}{text}</span>')
        self.odds_worth.setText("<br>".join(lines))
        self.odds_worth.setVisible(bool(lines))


# The colour of a bet's outcome in the detail; a push, or a net that cannot be read, stays dim.
_RESULT_TEXT: dict[Result | None, QColor] = {Result.WON: WIN_TEXT, Result.LOST: LOSS_TEXT}


def _coloured(text: str, colour: str) -> str:
    """``text`` in ``colour`` (a CSS colour), as rich text."""
    return f'<span style="color:{colour}">{text}</span>'


def _hand_label(side: str, name: str, total: int) -> str:
    return f'<span style="color:{css(OUTCOME_TEXT[side])}; font-weight:bold">{name}</span>  {total}'


def _lit_html(texts: HandTexts) -> str:
    """'Lit cards: Q♥ ×3 · 2♣ ×2', each card as on its face (red suits red), its multiplier in gold."""
    gold = css(MULTIPLIER_GOLD)
    cards = " · ".join(
        f'<nobr>{card_html(item.card, dark=True)} <b style="color:{gold}">×{item.multiplier}</b></nobr>'
        for item in texts.lit
    )
    return html.escape(_t("Multiplier", "Lit cards: {cards}")).replace("{cards}", cards)


def _step_html(step: StepText) -> str:
    """A line of the dealer's account as rich text, its card as on its face (red suits red)."""
    if step.card is None:
        return html.escape(step.before)
    return f"{html.escape(step.before)}{card_html(step.card, dark=True)}{html.escape(step.after)}"
