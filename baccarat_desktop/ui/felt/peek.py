"""The Peek table's choice on the felt: keep, double or triple, with the coach's exact advice.

After the first four cards the table shows some of them face up (``TableRules.peek_cards``, the rest
lie face down) and the coup waits for the player. ``PeekPanelItem`` (one per felt,
``FeltTable.peek``) is the panel that then opens over the middle of the felt, under the card
boxes: the question, three buttons (Keep, Double, Triple; keys K, D and T, or Tab and Space as
every felt control) and the coach's answer to "What should I do?": each choice's exact value on
the player's own stake and which is best, in plain words (``coach_words``). A raise the player
cannot pay (``peek.raise_refusal``) is not offered: its button is greyed and the panel says why.

It works nothing out itself: ``PeekOffer.build`` asks engine/peek.py's coach, from the cards shown
and the cards the player has not seen (``odds.unseen_cards``), and the raise checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card
from ...engine.catalogue import BetSpot
from ...engine.coup import Hand
from ...engine.i18n import _t
from ...engine.money import format_cents, signed_cents
from ...engine.odds import unseen_cards
from ...engine.peek import PEEK_SPOTS, Choice, PeekCoach, PeekRules, coach, raise_refusal
from ...engine.rules import TableRules
from ..look.palette import (
    ANNOUNCEMENT_GOLD,
    GOLD,
    IVORY,
    LIGHTS_BAND,
    NOTICE_GOLD,
    PLAQUE_DETAIL,
    felt_px,
    serif_font,
    ui_font,
)
from .controls import ButtonItem
from .spoken import CARD_PLACES, spoken_card

__all__ = ["CHOICE_KEYS", "PeekOffer", "PeekPanelItem", "coach_words", "peek_table", "shown_card_words"]

# The keys that make each choice while the panel is open (besides Tab and Space on its buttons).
CHOICE_KEYS: dict[Qt.Key, Choice] = {
    Qt.Key.Key_K: Choice.KEEP,
    Qt.Key.Key_D: Choice.DOUBLE,
    Qt.Key.Key_T: Choice.TRIPLE,
}
TITLE_PX, LINE_PX, BUTTON_PX = 26, 17, 44  # the question, the coach's lines, a button's height
PAD = 16.0  # inside the panel


def peek_table(rules: TableRules) -> bool:
    """Whether a table stops for the choice after the first four cards: the Peek table."""
    return rules.variant.peek


def shown_card_words(shown: Iterable[Card]) -> str:
    """The cards shown, named by their place as the felt's reader names cards: "Player's first
    card: Seven of hearts; Banker's first card: King of spades"."""
    places = [(Hand.PLAYER, 0), (Hand.BANKER, 0), (Hand.PLAYER, 1), (Hand.BANKER, 1)]
    return "; ".join(
        _t("Peek", "{place}: {card}").format(place=_t("Access", CARD_PLACES[hand][i]), card=spoken_card(card))
        for (hand, i), card in zip(places, shown, strict=False)
    )


@dataclass(frozen=True, slots=True)
class PeekOffer:
    """The choice as the felt offers it: the bet that may be raised, the cards shown, the coach's
    exact word and why each refused raise cannot be offered (None: offered)."""

    spot: BetSpot
    stake_cents: int
    shown: tuple[Card, ...]
    coach: PeekCoach
    refusals: Mapping[Choice, str | None]

    @classmethod
    def build(
        cls,
        bets: Mapping[BetSpot, int],
        shown: Iterable[Card],
        seen: Iterable[Card],
        rules: TableRules,
        bankroll_cents: int,
        *,
        loss_limit_cents: int | None = None,
        net_cents: int = 0,
    ) -> PeekOffer | None:
        """The offer for these bets, or None when no Player or Banker bet is on the felt (a hand with
        only a Tie bet is dealt straight through). ``seen``: every card the player saw before this
        hand (burn card shown, the discards); the shown cards are taken out of the shoe with them."""
        backed = [spot for spot in PEEK_SPOTS if bets.get(spot, 0) > 0]
        if not backed:
            return None
        spot = backed[0]
        shown = tuple(shown)
        counts = unseen_cards(rules.decks, [*seen, *shown])
        word = coach(shown, counts, PeekRules(rules.peek_cards))
        refusals = {
            choice: raise_refusal(
                choice, bets, rules, bankroll_cents, loss_limit_cents=loss_limit_cents, net_cents=net_cents
            )
            for choice in Choice
        }
        return cls(spot, bets[spot], shown, word, refusals)

    def worth_cents(self, choice: Choice) -> Fraction:
        """What ``choice`` is worth on the player's stake, in cents (the exact mean net, fee included)."""
        return self.coach.advice[self.spot].values[choice] * self.stake_cents

    @property
    def best(self) -> Choice:
        """The coach's choice among those offered: the value is a straight line in the stakes, so
        when tripling is best but cannot be paid, doubling is next (and keeping after)."""
        ranked = sorted(Choice, key=lambda c: (self.worth_cents(c), -c.stakes), reverse=True)
        return next(c for c in ranked if self.refusals.get(c) is None)


def _money(cents: Fraction) -> str:
    """A value in cents to the nearest cent, signed ('+$4.12', '-$2.00')."""
    return signed_cents(round(cents)).replace("-", "−")


def coach_words(offer: PeekOffer) -> tuple[str, list[str], str, list[str]]:
    """The coach's answer: ('What should I do?', one line per choice with its value, the advice, and
    why each raise that is not offered cannot be)."""
    stake = format_cents(offer.stake_cents)
    lines, whys = [], []
    for choice in Choice:
        line = _t("Peek", "{choice}: worth {value} on your {stake} bet").format(
            choice=choice.label, value=_money(offer.worth_cents(choice)), stake=stake
        )
        why = offer.refusals.get(choice)
        if why:
            line = _t("Peek", "{line} (not offered)").format(line=line)
            whys.append(why)
        lines.append(line)
    best = offer.best
    per_unit = offer.coach.advice[offer.spot].per_unit
    if best is Choice.KEEP:
        advice = _t("Peek", "Best: Keep. The cards shown are against {bet}: risk no more on it.")
    elif best is Choice.TRIPLE:
        advice = _t(
            "Peek", "Best: Triple. The cards shown favour {bet}: each dollar in play is worth {gain}."
        )
    else:
        advice = _t(
            "Peek",
            "Best: Double. The cards shown favour {bet} (each dollar in play is worth {gain}), "
            "and a triple cannot be offered.",
        )
    advice = advice.format(bet=offer.spot.label, gain=_money(per_unit * 100))
    return _t("Peek", "What should I do?"), lines, advice, whys


class PeekPanelItem(QGraphicsObject):
    """The choice's panel (see the module docstring); ``chosen(Choice)`` when a button is pressed."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.offer: PeekOffer | None = None
        self.width, self.height = 1180.0, 200.0
        self._area: QRectF | None = None  # where the felt lets the panel go
        # Short of room (a small window, large text, chips bet under it): the question in the
        # lines' type, each choice's value on its button, "What should I do?" on the advice's
        # line, lower buttons (``place``).
        self.compact = False
        self._row = self._bottom = PAD  # the buttons' top and the words' bottom (``_blocks``)
        self.buttons: dict[Choice, ButtonItem] = {}
        for choice in Choice:
            button = ButtonItem(f"peek_{choice.value}", choice.label, 170, BUTTON_PX, primary=False)
            button.setParentItem(self)
            button.clicked.connect(lambda _action, c=choice: self.choose(c))
            self.buttons[choice] = button
        self.setZValue(48)  # over the betting areas and the band's words, under a replay's banner
        self.setVisible(False)

    # -- what it shows ----------------------------------------------------------------------------
    def set_offer(self, offer: PeekOffer | None) -> None:
        """Open the panel on ``offer`` (None closes it)."""
        self.offer = offer
        if offer is not None:
            best = offer.best
            for choice, button in self.buttons.items():
                refused = offer.refusals.get(choice)
                button.set_enabled(refused is None)
                button.primary = choice is best
                button.text = self._button_text(choice)
                button.setToolTip(refused or _t("Peek", "{choice} your bet").format(choice=choice.label))
        self.setVisible(offer is not None)
        if self._area is not None:
            self.place(self._area)  # its height follows its words

    def choose(self, choice: Choice) -> None:
        """A button (or its key) was pressed: say so if the choice is offered."""
        if self.offer is not None and self.isVisible() and self.offer.refusals.get(choice) is None:
            self.chosen.emit(choice)

    def question(self) -> str:
        if self.offer is None:
            return ""
        return _t("Peek", "Keep, double or triple your {stake} on {bet}?").format(
            stake=format_cents(self.offer.stake_cents), bet=self.offer.spot.label
        )

    def words(self) -> list[str]:
        """Everything the panel prints, in reading order (the screen reader's reading, tests)."""
        if self.offer is None:
            return []
        heading, lines, advice, whys = coach_words(self.offer)
        return [self.question(), shown_card_words(self.offer.shown), heading, *lines, advice, *whys]

    # -- layout -----------------------------------------------------------------------------------
    # Top to bottom, centred: the question; the three buttons, each with its exact value under it;
    # "What should I do?" and the coach's advice; why a raise is not offered. The cards shown are on
    # the felt (a reader hears them named with the question: ``words``).
    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        line = ui_font(felt_px(self, LINE_PX))
        bold = ui_font(felt_px(self, LINE_PX), QFont.Weight.Bold)
        if self.compact:
            return serif_font(felt_px(self, LINE_PX + 2), QFont.Weight.Bold), line, bold
        return serif_font(felt_px(self, TITLE_PX), QFont.Weight.Bold), line, bold

    def _button_height(self) -> float:
        if self.compact:
            return max(BUTTON_PX * 0.8, felt_px(self, 14) * 1.8)
        return max(float(BUTTON_PX), felt_px(self, 14) * 2.4)

    def _coach_lines(self) -> tuple[str, str, list[str]]:
        """ "What should I do?", the advice and why a raise is not offered, as printed (compact: the
        question and the advice on one line, the heading then empty)."""
        assert self.offer is not None
        heading, _lines, advice, whys = coach_words(self.offer)
        if self.compact:
            return "", f"{heading} {advice}", whys
        return heading, advice, whys

    def _button_text(self, choice: Choice) -> str:
        """A button's caption: the choice and its key; compact, its value too (when offered)."""
        key = next(k for k, c in CHOICE_KEYS.items() if c is choice)
        text = f"{choice.label} ({chr(key.value)})"
        if self.compact and self.offer is not None and self.offer.refusals.get(choice) is None:
            text = f"{text}  {_money(self.offer.worth_cents(choice))}"
        return text

    def _button_widths(self) -> list[float]:
        metrics = QFontMetricsF(ui_font(felt_px(self, 14), QFont.Weight.Bold))
        values = QFontMetricsF(self._fonts()[1])
        return [
            max(
                150.0,
                metrics.horizontalAdvance(self._button_text(c)) + 36,
                0.0 if self.compact else values.horizontalAdvance(self._value(c)) + 12,
            )
            for c in self.buttons
        ]

    def _value(self, choice: Choice) -> str:
        if self.offer is None:
            return ""
        value = _t("Peek", "worth {value}").format(value=_money(self.offer.worth_cents(choice)))
        return value if self.offer.refusals.get(choice) is None else _t("Peek", "not offered")

    def _blocks(self) -> list[tuple[str, QFont, QRectF]]:
        """(text, font, rectangle in the panel) for every text the panel prints, top to bottom; the
        buttons' row is laid out here too (``self._row``: its top)."""
        if self.offer is None:
            return []
        title, line, bold = self._fonts()
        inner = self.width - 2 * PAD
        heading, advice, whys = self._coach_lines()
        out: list[tuple[str, QFont, QRectF]] = []
        gap = 4.0 if self.compact else 8.0
        y = PAD * (0.5 if self.compact else 1.0)

        def add(text: str, font: QFont, x: float = PAD, width: float = inner) -> float:
            h = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), _WRAP, text).height()
            out.append((text, font, QRectF(x, y, width, h)))
            return h

        y += add(self.question(), title) + gap
        self._row = y
        widths = self._button_widths()
        x = PAD + (inner - sum(widths) - 24.0 * (len(widths) - 1)) / 2
        y += self._button_height() + gap + 2  # (a button draws its shadow 6 below itself)
        tallest = 0.0
        for choice, width in zip(Choice, widths, strict=True):
            if self.compact:  # (the value is on the button)
                out.append(("", line, QRectF(x, y, width, 0.0)))
            else:
                tallest = max(tallest, add(self._value(choice), line, x, width))
            x += width + 24.0
        y += tallest + (0.0 if self.compact else gap + 2)
        if heading:
            y += add(heading, bold) + 4
        else:
            out.append(("", bold, QRectF(PAD, y, inner, 0.0)))  # (the heading: on the advice's line)
        y += add(advice, bold) + 4
        for why in whys:
            y += add(why, line) + 4
        self._bottom = y - 4 + PAD * (0.5 if self.compact else 1.0)
        return out

    def _natural_width(self) -> float:
        """As wide as its longest words and its buttons need unwrapped (it covers no more of the
        betting areas than it must)."""
        if self.offer is None:
            return 1180.0
        title, line, bold = self._fonts()
        heading, advice, whys = self._coach_lines()
        texts = [(self.question(), title), (heading, bold), (advice, bold), *((why, line) for why in whys)]
        widest = max(QFontMetricsF(font).horizontalAdvance(text) for text, font in texts)
        buttons = sum(self._button_widths()) + 24.0 * (len(Choice) - 1)
        return max(widest, buttons) + 2 * PAD + 24

    def _needed(self) -> float:
        return self._bottom if self._blocks() else 0.0

    def place(self, area: QRectF) -> None:
        """Fill at most ``area`` (scene units: between the card boxes and what it must leave in
        sight), centred under its top, as tall as its words: compact when they need more height
        than the area has."""
        self._area = QRectF(area)
        self.prepareGeometryChange()
        for compact in (False, True):
            self.compact = compact
            self.width = min(area.width(), self._natural_width())
            if self._needed() <= area.height():
                break
        self.height = max(self._needed(), 60.0)
        self.setPos(area.center().x() - self.width / 2, area.top())
        self.relayout()

    def relayout(self) -> None:
        """The buttons in a row under the question, each over its value."""
        self._blocks()
        widths = self._button_widths()
        inner = self.width - 2 * PAD
        gap = 24.0
        x = PAD + (inner - sum(widths) - gap * (len(widths) - 1)) / 2
        for (choice, button), width in zip(self.buttons.items(), widths, strict=True):
            button.text = self._button_text(choice)
            button.set_size(width, self._button_height())
            button.setPos(x, getattr(self, "_row", PAD))
            x += width + gap
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.offer is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(LIGHTS_BAND))
        painter.setPen(QPen(GOLD, 1.5))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 16, 16)
        best = self.offer.best
        blocks = self._blocks()
        for i, (text, font, rect) in enumerate(blocks):
            painter.setFont(font)
            if i == 0:
                colour = ANNOUNCEMENT_GOLD
            elif i <= len(Choice):  # the values under the buttons: the coach's choice in gold
                colour = ANNOUNCEMENT_GOLD if list(Choice)[i - 1] is best else IVORY
            elif i == len(Choice) + 1:
                colour = NOTICE_GOLD
            elif i == len(Choice) + 2:
                colour = ANNOUNCEMENT_GOLD
            else:
                colour = PLAQUE_DETAIL
            painter.setPen(colour)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignHCenter) | _WRAP, text)


_WRAP = int(Qt.TextFlag.TextWordWrap)
