"""One coup (hand) of Punto Banco, dealt step by step with the reason for every decision.

The record returned here is the single account of what happened: the felt animates it, storage
saves it, the explanation panel reads it, so nobody works a coup out a second time.

>>> from .cards import parse_cards
>>> coup = resolve_cards(parse_cards("KS 2H 5D 4C 7S 8D".split()))
>>> coup.describe()
'Banker wins 4 to 2'
>>> [s.text for s in coup.steps if s.kind is StepKind.DECISION]
['Player 5 draws: Player draws on 0–5', "Banker 6 draws: Player's third card is 7"]
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, baccarat_total
from .errors import DomainError
from .i18n import QT_TRANSLATE_NOOP, _t
from .rules import banker_draws, banker_reason, player_draws

__all__ = ["Coup", "Hand", "Outcome", "Step", "StepKind", "deal_coup", "resolve_cards"]


class Hand(enum.Enum):
    """The two hands on the table."""

    PLAYER = "player"
    BANKER = "banker"


class Outcome(enum.Enum):
    """Who won a coup."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"

    @property
    def letter(self) -> str:
        return self.value[0].upper()

    @classmethod
    def from_letter(cls, letter: str) -> Outcome:
        try:
            return {"P": cls.PLAYER, "B": cls.BANKER, "T": cls.TIE}[letter.upper()]
        except KeyError:
            raise DomainError(f"{letter!r} is not a result: use B (Banker), P (Player) or T (Tie)") from None


class StepKind(enum.Enum):
    CARD = "card"  # a card dealt face up to a hand
    NATURAL = "natural"  # a natural 8 or 9 ends the coup
    DECISION = "decision"  # a hand draws or stands by the tableau
    RESULT = "result"


@dataclass(frozen=True, slots=True)
class Step:
    """One thing the dealer did; ``text`` says it in words (built on demand, simulations skip it).

    ``total`` is the hand's total after a card or at a decision; NATURAL and RESULT steps carry
    both totals in ``totals``; a Banker decision carries Player's third-card value (or None).
    """

    kind: StepKind
    hand: Hand | None = None
    card: Card | None = None
    total: int | None = None
    index: int = 0  # 1, 2 or 3: which card of the hand
    draws: bool = False
    player_third: int | None = None
    totals: tuple[int, int] | None = None

    @property
    def third(self) -> bool:
        """A third card, dealt sideways at a real table."""
        return self.index == 3

    @property
    def text(self) -> str:
        if self.kind is StepKind.CARD:
            assert self.hand is not None and self.card is not None
            return _t("Engine", _CARD_TEXT[self.hand, self.index]).format(
                card=self.card.code, total=self.total
            )
        if self.kind is StepKind.DECISION:
            assert self.total is not None
            if self.hand is Hand.BANKER:
                return banker_reason(self.total, self.player_third)
            if self.draws:
                return _t("Engine", "Player {total} draws: Player draws on 0–5").format(total=self.total)
            return _t("Engine", "Player {total} stands: Player stands on 6–7").format(total=self.total)
        assert self.totals is not None
        p, b = self.totals
        if self.kind is StepKind.NATURAL:
            if p >= 8 and b >= 8:
                text = _t("Engine", "Player {player} and Banker {banker}: naturals, both hands stand")
            elif p >= 8:
                text = _t("Engine", "Player {player}: a natural, both hands stand")
            else:
                text = _t("Engine", "Banker {banker}: a natural, both hands stand")
            return text.format(player=p, banker=b)
        return _announce(p, b)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind.value, "text": self.text}
        if self.hand is not None:
            data["hand"] = self.hand.value
        if self.card is not None:
            data["card"] = self.card.code
        if self.total is not None:
            data["total"] = self.total
        if self.kind is StepKind.DECISION:
            data["action"] = "draw" if self.draws else "stand"
        return data


def _announce(p: int, b: int) -> str:
    if p == b:
        # Never "Tie 8 to 8": beside the felt's "TIE 8 TO 1" that reads as a payout.
        text = _t("Engine", "Tie, {player} each")
    elif b > p:
        text = _t("Engine", "Banker wins {banker} to {player}")
    else:
        text = _t("Engine", "Player wins {player} to {banker}")
    return text.format(player=p, banker=b)


@dataclass(frozen=True, slots=True)
class Coup:
    """The complete record of one coup."""

    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    steps: tuple[Step, ...]

    @property
    def player_total(self) -> int:
        return baccarat_total(self.player)

    @property
    def banker_total(self) -> int:
        return baccarat_total(self.banker)

    @property
    def outcome(self) -> Outcome:
        p, b = self.player_total, self.banker_total
        return Outcome.PLAYER if p > b else Outcome.BANKER if b > p else Outcome.TIE

    @property
    def natural(self) -> bool:
        """Either hand had 8 or 9 with its first two cards."""
        return baccarat_total(self.player[:2]) >= 8 or baccarat_total(self.banker[:2]) >= 8

    @property
    def player_pair(self) -> bool:
        return self.player[0].rank == self.player[1].rank

    @property
    def banker_pair(self) -> bool:
        return self.banker[0].rank == self.banker[1].rank

    @property
    def cards_used(self) -> int:
        return len(self.player) + len(self.banker)

    def cards_in_dealing_order(self) -> list[Card]:
        """P1 B1 P2 B2, then Player's third card, then Banker's: the order they left the shoe."""
        order = [self.player[0], self.banker[0], self.player[1], self.banker[1]]
        return order + list(self.player[2:]) + list(self.banker[2:])

    def hand(self, hand: Hand) -> tuple[Card, ...]:
        return self.player if hand is Hand.PLAYER else self.banker

    def total(self, hand: Hand) -> int:
        return self.player_total if hand is Hand.PLAYER else self.banker_total

    def describe(self) -> str:
        """The dealer's announcement: 'Banker wins 7 to 6', 'Tie, 5 each'."""
        return _announce(self.player_total, self.banker_total)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form the command line prints (and exports reuse)."""
        return {
            "player": {"cards": [c.code for c in self.player], "total": self.player_total},
            "banker": {"cards": [c.code for c in self.banker], "total": self.banker_total},
            "winner": self.outcome.value,
            "natural": self.natural,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "cards_used": self.cards_used,
            "steps": [step.to_dict() for step in self.steps],
        }


# A card step's words, by hand and by which card of the hand it is.
_CARD_TEXT: dict[tuple[Hand, int], str] = {
    (Hand.PLAYER, 1): QT_TRANSLATE_NOOP("Engine", "Player's first card: {card} (total {total})"),
    (Hand.PLAYER, 2): QT_TRANSLATE_NOOP("Engine", "Player's second card: {card} (total {total})"),
    (Hand.PLAYER, 3): QT_TRANSLATE_NOOP("Engine", "Player's third card: {card} (total {total})"),
    (Hand.BANKER, 1): QT_TRANSLATE_NOOP("Engine", "Banker's first card: {card} (total {total})"),
    (Hand.BANKER, 2): QT_TRANSLATE_NOOP("Engine", "Banker's second card: {card} (total {total})"),
    (Hand.BANKER, 3): QT_TRANSLATE_NOOP("Engine", "Banker's third card: {card} (total {total})"),
}


def deal_coup(draw: Callable[[], Card]) -> Coup:
    """Deal one coup, taking cards from ``draw`` (a shoe's ``draw`` or an iterator over stacked cards)."""
    p1, b1, p2, b2 = draw(), draw(), draw(), draw()
    player = [p1, p2]
    banker = [b1, b2]
    p_total = (p1.value + p2.value) % 10
    b_total = (b1.value + b2.value) % 10
    steps = [
        Step(StepKind.CARD, Hand.PLAYER, p1, p1.value, 1),
        Step(StepKind.CARD, Hand.BANKER, b1, b1.value, 1),
        Step(StepKind.CARD, Hand.PLAYER, p2, p_total, 2),
        Step(StepKind.CARD, Hand.BANKER, b2, b_total, 2),
    ]
    if p_total >= 8 or b_total >= 8:
        steps.append(Step(StepKind.NATURAL, totals=(p_total, b_total)))
    else:
        player_third: int | None = None
        if player_draws(p_total):
            steps.append(Step(StepKind.DECISION, Hand.PLAYER, total=p_total, draws=True))
            p3 = draw()
            player.append(p3)
            player_third = p3.value
            p_total = (p_total + player_third) % 10
            steps.append(Step(StepKind.CARD, Hand.PLAYER, p3, p_total, 3))
        else:
            steps.append(Step(StepKind.DECISION, Hand.PLAYER, total=p_total))
        draws = banker_draws(b_total, player_third)
        steps.append(
            Step(StepKind.DECISION, Hand.BANKER, total=b_total, draws=draws, player_third=player_third)
        )
        if draws:
            b3 = draw()
            banker.append(b3)
            b_total = (b_total + b3.value) % 10
            steps.append(Step(StepKind.CARD, Hand.BANKER, b3, b_total, 3))
    steps.append(Step(StepKind.RESULT, totals=(p_total, b_total)))
    return Coup(tuple(player), tuple(banker), tuple(steps))


def resolve_cards(cards: Sequence[Card]) -> Coup:
    """Resolve a coup from cards in dealing order; extra cards are ignored, too few is an error."""
    it: Iterator[Card] = iter(cards)
    used = 0

    def draw() -> Card:
        nonlocal used
        try:
            card = next(it)
        except StopIteration:
            raise DomainError(
                f"the coup needs more than the {len(cards)} card(s) given: "
                f"card {used + 1} is called for by the rules"
            ) from None
        used += 1
        return card

    return deal_coup(draw)
