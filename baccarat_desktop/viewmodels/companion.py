"""The Companion's view model: a shoe dealt at a real table (or a live-dealer stream), logged a hand
at a time, its roads, statistics and, with cards entered, the exact odds of the cards left.

Every hand logged, undone or corrected is written at once through ``storage.tracked`` (the one home
of tracked sittings: append-only, an undo or a correction is a new row that supersedes), so a crash
loses nothing the player has keyed; the model then shows the shoe's effective hands as the store
reads them back.

Nothing is worked out again here: the roads and the statistics are the scoreboard's own
``ScoreboardModel`` (the Companion's page shows the same ``ScoreboardWidget``), the odds are the
Odds panel's ``price_unseen_cards`` and ``OddsView`` priced on the odds' worker thread, and the
tableau that checks a hand's cards is the engine's ``resolve_cards``.

Signals (facts, past tense):
    changed()       the sitting, the shoe, its hands, the pending marks or the mode changed
    odds_changed()  the odds of the cards left (or what is said instead) changed
    refused(str)    an intent was refused or a write failed: the words to show
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine.cards import Card, Rank, Suit, baccarat_total
from ..engine.coup import Outcome
from ..engine.errors import DomainError
from ..engine.i18n import _t, _tn
from ..engine.odds import unseen_cards
from ..engine.roads import RoadEntry
from ..engine.rules import TableRules, banker_draws, player_draws
from ..storage import tracked
from ..storage.errors import StorageError
from ..storage.tracked import MAX_DECKS, TrackedHand
from .odds import OddsView, price_unseen_cards
from .scoreboard import ScoreboardModel
from .worker import Worker

if TYPE_CHECKING:
    from ..storage.history import History

__all__ = [
    "CardEntryError",
    "CompanionModel",
    "Mark",
    "Sitting",
    "hand_from_cards",
    "parse_hand",
    "road_entry",
]

_REFUSED = (StorageError, ValueError)  # a write the file refused, or a refusal of the store's (its words)


class CardEntryError(DomainError):
    """Cards typed that cannot be a hand: the words say what to fix."""


class Mark(enum.Enum):
    """What a player may note on a hand besides its result (the Bead Plate's dots)."""

    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"
    NATURAL = "natural"


@dataclass(frozen=True, slots=True)
class Sitting:
    """The sitting being logged: where, at which table, from how many decks."""

    id: int
    venue: str
    table: str
    decks: int


# -- the compact card entry (pure) ---------------------------------------------------------------------
_RANKS = {"A": Rank.ACE, "T": Rank.TEN, "0": Rank.TEN, "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING}
_RANKS |= {str(n): Rank(n) for n in range(2, 10)}
_SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
_SUITS |= {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}
_SEPARATORS = "/|-;"


def _read_cards(text: str, side: str) -> tuple[Card, ...]:
    """Cards written close: 'KH5D', 'kh 5d 10c', 'TS9H'; a rank (A 2-9 T or 10 J Q K) then a suit."""
    letters = [c for c in text.upper() if not c.isspace() and c != ","]
    cards: list[Card] = []
    i = 0
    while i < len(letters):
        char = letters[i]
        if char == "1" and i + 1 < len(letters) and letters[i + 1] == "0":
            i += 1  # '10' is a ten
            char = "0"
        rank = _RANKS.get(char)
        if rank is None:
            raise CardEntryError(
                _t("Companion", "{side}: '{char}' is not a rank (A, 2-9, T or 10, J, Q, K)").format(
                    side=side, char=letters[i]
                )
            )
        suit = _SUITS.get(letters[i + 1]) if i + 1 < len(letters) else None
        if suit is None:
            raise CardEntryError(
                _t("Companion", "{side}: give each card a suit after its rank (S, H, D or C)").format(
                    side=side
                )
            )
        cards.append(Card(rank, suit))
        i += 2
    return tuple(cards)


def parse_hand(text: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Player's cards, a '/' (or '-', '|', ';'), Banker's cards: 'KH 5D / 9S 2C 3H'. Each side holds 2
    or 3 cards; CardEntryError says what is wrong.

    >>> player, banker = parse_hand("kh5d/9s2c")
    >>> [c.code for c in player], [c.code for c in banker]
    (['KH', '5D'], ['9S', '2C'])
    """
    split = next((sep for sep in _SEPARATORS if sep in text), None)
    if split is None:
        raise CardEntryError(
            _t("Companion", "Write Player's cards, then '/', then Banker's: for example KH 5D / 9S 2C")
        )
    left, right = text.split(split, 1)
    player = _read_cards(left, _t("Companion", "Player"))
    banker = _read_cards(right, _t("Companion", "Banker"))
    for side, cards in ((_t("Companion", "Player"), player), (_t("Companion", "Banker"), banker)):
        if not 2 <= len(cards) <= 3:
            raise CardEntryError(
                _t("Companion", "{side} holds 2 or 3 cards, not {count}").format(side=side, count=len(cards))
            )
    return player, banker


def _check_tableau(player: tuple[Card, ...], banker: tuple[Card, ...]) -> None:
    """Each third card drawn, or not, as the tableau says (engine/rules.py); CardEntryError naming the
    hand that should have drawn or stood otherwise."""
    player_two, banker_two = baccarat_total(player[:2]), baccarat_total(banker[:2])
    natural = player_two >= 8 or banker_two >= 8
    player_should = not natural and player_draws(player_two)
    if player_should and len(player) < 3:
        raise CardEntryError(_t("Companion", "Player draws a third card on these cards"))
    if not player_should and len(player) > 2:
        raise CardEntryError(_t("Companion", "Player stands on these cards: no third card"))
    third = player[2].value if len(player) > 2 else None
    banker_should = not natural and banker_draws(banker_two, third)
    if banker_should and len(banker) < 3:
        raise CardEntryError(_t("Companion", "Banker draws a third card on these cards"))
    if not banker_should and len(banker) > 2:
        raise CardEntryError(_t("Companion", "Banker stands on these cards: no third card"))


def hand_from_cards(player: tuple[Card, ...], banker: tuple[Card, ...]) -> TrackedHand:
    """A hand with its cards, held to the tableau first (words that say which hand draws or stands):
    the result, the pairs and the natural read from them."""
    _check_tableau(player, banker)
    return TrackedHand.from_cards(player, banker)


def road_entry(hand: TrackedHand) -> RoadEntry:
    """What the roads need of a logged hand (a mark not noted draws no dot)."""
    return RoadEntry(hand.outcome, bool(hand.player_pair), bool(hand.banker_pair), bool(hand.natural))


def _cards_of(hand: TrackedHand) -> tuple[Card, ...]:
    if hand.player_cards is None or hand.banker_cards is None:
        return ()
    return (*hand.player_cards, *hand.banker_cards)


# -- the QObject ------------------------------------------------------------------------------------------
class CompanionModel(QObject):
    """A sitting at a real table: its shoes logged a hand at a time, stored as they are keyed.

    ``scoreboard`` is the page's ``ScoreboardModel`` (the roads, Ask Banker / Ask Player and the
    statistics); ``odds`` the odds of the cards left once cards are entered and the mode allows them.

    Signals:
        changed(): the sitting, shoe, hands, pending marks, correction or mode changed.
        odds_changed(): ``odds`` or ``odds_message`` changed.
        refused(str): an intent refused or a write that failed, in words to show.
    """

    changed = Signal()
    odds_changed = Signal()
    refused = Signal(str)

    def __init__(self, history: History, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._history = history
        self.scoreboard = ScoreboardModel(parent=self)
        self._sitting: Sitting | None = None
        self._shoe_id: int | None = None
        self._shoe_no = 0
        self._shoe_open = False
        self._hands: list[TrackedHand] = []
        self._marks: set[Mark] = set()
        self._noting = True  # pairs and naturals are noted: a hand without a mark had none
        self._correcting: int | None = None  # the hand (0-based) the next entry replaces
        self._at_table = False
        self._odds: OddsView | None = None
        self._odds_error = ""
        self._generation = 0
        self._worker = Worker("companion-odds", _t("Companion", "the odds could not be worked out"), self)

    # -- what the page shows ------------------------------------------------------------------------
    @property
    def sitting(self) -> Sitting | None:
        return self._sitting

    @property
    def shoe_no(self) -> int:
        """The shoe's number in the sitting (1, 2, ...); 0 before the first."""
        return self._shoe_no

    @property
    def shoe_open(self) -> bool:
        """Hands can be logged: a shoe is started and not ended."""
        return self._shoe_open

    @property
    def hands(self) -> tuple[TrackedHand, ...]:
        """The shoe's hands as they stand (undone hands gone, corrections in place)."""
        return tuple(self._hands)

    @property
    def marks(self) -> frozenset[Mark]:
        """The marks the next hand logged by its result will carry."""
        return frozenset(self._marks)

    @property
    def noting_marks(self) -> bool:
        return self._noting

    @property
    def correcting(self) -> int | None:
        """The hand (0-based) the next result or cards replace; None: the next entry is a new hand."""
        return self._correcting

    @property
    def at_table(self) -> bool:
        """At the table: large keys, a dark screen, no odds, no card counts, no card entry."""
        return self._at_table

    @property
    def decks(self) -> int:
        return self._sitting.decks if self._sitting is not None else MAX_DECKS

    @property
    def cards_seen(self) -> int:
        return sum(len(_cards_of(hand)) for hand in self._hands)

    @property
    def hands_with_cards(self) -> int:
        return sum(1 for hand in self._hands if _cards_of(hand))

    @property
    def counts_text(self) -> str:
        """'34 cards entered in 8 hands of 12': what the odds are priced on (hidden at the table)."""
        return _t("Companion", "{cards} cards entered, in {with_cards} of {hands} hands").format(
            cards=self.cards_seen, with_cards=self.hands_with_cards, hands=len(self._hands)
        )

    @property
    def odds(self) -> OddsView | None:
        """The odds before the next hand, on the cards entered; None at the table or with none."""
        return None if self._at_table else self._odds

    @property
    def odds_pending(self) -> bool:
        return self._worker.busy

    @property
    def odds_message(self) -> str:
        """What the odds pane says instead of (or above) the figures."""
        if self._at_table:
            return ""
        if self._odds_error:
            return self._odds_error
        if self._sitting is None or not self._shoe_open:
            return _t("Companion", "Start a shoe to see the odds of its cards left.")
        if not self.hands_with_cards:
            return _t(
                "Companion",
                "Enter the hands' cards (C) to see the exact odds of the cards left: "
                "results alone say nothing about them.",
            )
        missing = len(self._hands) - self.hands_with_cards
        if missing:
            return _tn(
                "Companion",
                "{n} hand(s) logged without cards: their cards count as unseen, as a face-down burn does.",
                missing,
            ).format(n=missing)
        return ""

    @property
    def status_text(self) -> str:
        """One line: the sitting, the shoe and its hands, or what to do first."""
        if self._sitting is None:
            return _t("Companion", "No sitting yet: start one with New sitting (Ctrl+N).")
        place = " · ".join(part for part in (self._sitting.venue, self._sitting.table) if part)
        hands = _tn("Companion", "{n} hand(s)", len(self._hands)).format(n=len(self._hands))
        if not self._shoe_open:
            shoe = _t("Companion", "shoe {no} ended").format(no=self._shoe_no)
        else:
            shoe = _t("Companion", "shoe {no}").format(no=self._shoe_no)
        decks = _t("Companion", "{decks} decks").format(decks=self._sitting.decks)
        return f"{place} · {decks} · {shoe} · {hands}"

    # -- a sitting and its shoes ----------------------------------------------------------------------
    def resume(self) -> bool:
        """Reopen the latest sitting and its last shoe as stored (after a restart or a crash);
        True if there was one."""
        try:
            found = [sitting for sitting in tracked.sittings(self._history) if sitting.ended_at is None]
            if not found:
                return False
            latest = found[-1]
            shoes = tracked.shoes(self._history, latest.session_id)
        except _REFUSED as error:
            self.refused.emit(str(error))
            return False
        self._sitting = Sitting(latest.session_id, latest.venue, latest.table_name, latest.decks)
        shoe = shoes[-1] if shoes else None
        self._shoe_id = None if shoe is None else shoe.id
        self._shoe_no = 0 if shoe is None else shoe.shoe_no
        self._shoe_open = shoe is not None and shoe.ended_at is None
        self._reload()
        return True

    def start_sitting(self, venue: str, table: str, decks: int) -> bool:
        """A new sitting and its first shoe; the shoe open, if any, is ended first."""
        if not 1 <= decks <= MAX_DECKS:
            self.refused.emit(_t("Companion", "A shoe holds 1 to {most} decks.").format(most=MAX_DECKS))
            return False
        try:
            if self._sitting is not None:
                tracked.end_sitting(self._history, self._sitting.id)
            sitting_id = tracked.start_sitting(self._history, venue, table, decks)
            shoe = tracked.open_shoe(self._history, sitting_id)
        except _REFUSED as error:
            self.refused.emit(str(error))
            return False
        self._sitting = Sitting(sitting_id, venue.strip(), table.strip(), decks)
        self._shoe_id = None if shoe is None else shoe.id
        self._shoe_no = 1
        self._shoe_open = True
        self._reload()
        return True

    def end_shoe(self) -> bool:
        """The shoe is over (its cut card came out); the next shoe starts with ``next_shoe``."""
        if not self._shoe_open or self._shoe_id is None:
            return False
        try:
            tracked.end_shoe(self._history, self._shoe_id)
        except _REFUSED as error:
            self.refused.emit(str(error))
            return False
        self._shoe_open = False
        self._correcting = None
        self._marks.clear()
        self._after_change(reprice=True)
        return True

    def next_shoe(self) -> bool:
        """The next shoe of the sitting (the one open, if any, is ended first)."""
        if self._sitting is None:
            self.refused.emit(_t("Companion", "Start a sitting first."))
            return False
        try:
            self._shoe_id = tracked.start_shoe(self._history, self._sitting.id)
        except _REFUSED as error:
            self.refused.emit(str(error))
            return False
        self._shoe_no += 1
        self._shoe_open = True
        self._reload()
        return True

    # -- hands ------------------------------------------------------------------------------------------
    def toggle_mark(self, mark: Mark) -> None:
        """A pair or a natural seen on the hand about to be logged (pressed again: not seen)."""
        self._marks ^= {mark}
        self._noting = True
        self.changed.emit()

    def set_noting_marks(self, on: bool) -> None:
        """Whether pairs and naturals are watched: off, a hand logged by its result says nothing of them."""
        if on != self._noting:
            self._noting = on
            if not on:
                self._marks.clear()
            self.changed.emit()

    def log(self, outcome: Outcome) -> bool:
        """The hand's result (B, P or T) with the marks pressed: a new hand, or the one corrected."""
        flags: dict[str, bool | None] = {
            mark.value: (mark in self._marks) if self._noting else None for mark in Mark
        }
        hand = TrackedHand(outcome=outcome, player_cards=None, banker_cards=None, **flags)
        return self._enter(hand)

    def log_cards(self, text: str) -> bool:
        """The hand's cards typed ('KH 5D / 9S 2C 3H'): its result and marks read from them."""
        try:
            player, banker = parse_hand(text)
            hand = hand_from_cards(player, banker)
            self._check_counts(hand)
        except CardEntryError as error:
            self.refused.emit(str(error))
            return False
        return self._enter(hand)

    def _check_counts(self, hand: TrackedHand) -> None:
        """No card is entered more often than the shoe's decks hold it."""
        others = [h for i, h in enumerate(self._hands) if i != self._correcting]
        seen = [card for h in others for card in _cards_of(h)] + list(_cards_of(hand))
        try:
            unseen_cards(self.decks, seen)
        except ValueError:
            counts: dict[Card, int] = {}
            for card in seen:
                counts[card] = counts.get(card, 0) + 1
            card = next(c for c, n in counts.items() if n > self.decks)
            raise CardEntryError(
                _t("Companion", "{card} is entered more often than a {decks}-deck shoe holds it").format(
                    decks=self.decks, card=card.face
                )
            ) from None

    def _enter(self, hand: TrackedHand) -> bool:
        if not self._shoe_open or self._shoe_id is None:
            self.refused.emit(_t("Companion", "Start a shoe first (New sitting or Next shoe)."))
            return False
        try:
            if self._correcting is not None:
                tracked.correct_hand(self._history, self._shoe_id, self._correcting + 1, hand)
            else:
                tracked.add_hand(self._history, self._shoe_id, hand)
        except _REFUSED as error:
            self.refused.emit(str(error))
            return False
        self._marks.clear()
        if self._correcting is not None:
            self._hands[self._correcting] = hand
            self._correcting = None
            self.scoreboard.set_entries(road_entry(h) for h in self._hands)
        else:
            self._hands.append(hand)
            self.scoreboard.add_entry(road_entry(hand))
        self._after_change(reprice=bool(_cards_of(hand)) or self._odds is not None)
        return True

    def undo(self) -> bool:
        """Take back the shoe's last hand (stored as an undo: the hand itself stays in the file)."""
        if self._correcting is not None:
            self.cancel_correction()
            return True
        if not self._shoe_open or self._shoe_id is None or not self._hands:
            return False
        try:
            tracked.undo_hand(self._history, self._shoe_id)
        except _REFUSED as error:
            self.refused.emit(str(error))
            return False
        gone = self._hands.pop()
        self.scoreboard.set_entries(road_entry(h) for h in self._hands)
        self._after_change(reprice=bool(_cards_of(gone)))
        return True

    def begin_correction(self, index: int) -> bool:
        """The next result or cards entered replace hand ``index`` (0-based) of the shoe."""
        if not self._shoe_open or not 0 <= index < len(self._hands):
            return False
        self._correcting = index
        self._marks.clear()
        self.changed.emit()
        return True

    def cancel_correction(self) -> None:
        if self._correcting is not None:
            self._correcting = None
            self.changed.emit()

    def set_at_table(self, on: bool) -> None:
        """At the table: no odds and no counts are shown or worked out, and cards are not entered."""
        if on == self._at_table:
            return
        self._at_table = on
        self._after_change(reprice=not on)

    # -- the rest -------------------------------------------------------------------------------------
    def _reload(self) -> None:
        """The shoe's hands as the store reads them back."""
        self._hands = []
        if self._shoe_id is not None:
            try:
                self._hands = [entry.hand for entry in tracked.effective_hands(self._history, self._shoe_id)]
            except _REFUSED as error:
                self.refused.emit(str(error))
        self._marks.clear()
        self._correcting = None
        self.scoreboard.set_entries(road_entry(h) for h in self._hands)
        self._after_change(reprice=True)

    def _after_change(self, *, reprice: bool) -> None:
        self.changed.emit()
        if reprice:
            self._price()

    def _price(self) -> None:
        """Price the cards left on the worker (never at the table, never without cards)."""
        self._generation += 1
        self._worker.drop()
        self._odds, self._odds_error = None, ""
        if self._at_table or not self._shoe_open or not self.hands_with_cards:
            self.odds_changed.emit()
            return
        decks, rules = self.decks, TableRules()
        seen = [card for hand in self._hands for card in _cards_of(hand)]
        generation = self._generation
        self._worker.run(
            lambda _progress, _cancel: price_unseen_cards(decks, rules, seen),
            lambda result: self._priced(generation, result),
        )
        self.odds_changed.emit()

    def _priced(self, generation: int, result: Any) -> None:
        if generation != self._generation:
            return
        if isinstance(result, BaseException):
            self._odds_error = _t("Companion", "The odds cannot be worked out: {error}").format(error=result)
        else:
            self._odds = OddsView.of(result)
        self.odds_changed.emit()

    def wait(self, timeout: float = 30.0) -> bool:
        """Block until the odds asked for are in (tests, screenshots)."""
        while self._worker.busy:
            if not self._worker.wait(timeout):
                return False
        return True

    def close(self) -> None:
        self._worker.close()
