"""What a shoe allows, checked one way for a stored history (``verify``) and for an import file.

One set of checks serves both (and the table, below), so whatever an import accepts ``verify``
accepts afterwards, and whatever ``verify`` refuses in a stored history an import refuses in a
file. A shoe is held to everything its record and its hands make checkable, with its seed or
without it:

- its make-up: 6 or 8 decks, the session's table's; the burn card a card and the burned count the
  one it calls for (an ace burns 1 more, a ten or court card 10 more); the cut card where the
  table's cut range puts it; a shoe dealt for play committed to before its first card;
- its seed: once revealed, it matches the commitment and rebuilds the cut card, the burn and
  every hand; a shoe that has ended has its seed revealed (but for a shoe still in play when it
  was exported: an import stores it ended as 'imported', its seed left behind in the source);
- its hands: numbered 1, 2, 3 in it, each starts where the last one ended (the first after the
  burn), no card comes out more often than the decks hold it, no hand runs past the shoe, no hand
  follows the shoe's last hand (the one dealt after the cut card came out), and a shoe the cut
  card ended holds that last hand: so the last-hand rule is checked from positions alone, without
  the seed;
- its moments: each is a stored moment, and session start <= shoe start <= hands <= shoe end <=
  session end.

The table holds the shoe it continues to the same checks (``recorder.RecordedTable``), given the
seed it keeps secret while the shoe is in play (checked as a revealed one is) or a stacked shoe's
card order, so it refuses exactly what ``verify`` would report of that shoe.

Hand-level claims (totals, bets, payouts) are ``verify.check_hand``'s; the bankroll chain is each
caller's, as they read sessions differently. The words are a person's (the window shows them when
the table refuses a shoe), so they pass through ``_t("Checks", ...)``; they name no place.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.coup import Coup, deal_coup
from ..engine.errors import DomainError, shown
from ..engine.i18n import _t
from ..engine.money import is_cents
from ..engine.multiplier import format_lit, shoe_lit_cards
from ..engine.rules import TableRules
from ..engine.session import Session
from ..engine.shoe import Shoe, seed_from_hex
from .rows import ShoeRow
from .stamps import is_stamp

# How a shoe ends (``rows.end_shoe``), and how an import stores a shoe that was still in play.
END_REASONS = ("cut_card", "new_shoe", "session_ended")
IMPORTED = "imported"


def deal_at(cards: Sequence[Card], position: int) -> Coup | None:
    """The coup a shoe's ``cards`` deal from ``position``; None if they run out first."""
    it = iter(cards[position:])
    try:
        return deal_coup(lambda: next(it))
    except StopIteration:
        return None


def _seed_bytes(text: object) -> bytes | None:
    """A seed or commitment as stored (``seed_from_hex``: exactly 64 hex digits); None for anything else."""
    try:
        return seed_from_hex(text)
    except DomainError:
        return None


def _card(text: object) -> Card | None:
    """A card written as the game writes it ('KH', 'TD'); None for anything else."""
    if not isinstance(text, str):
        return None
    try:
        card = Card.parse(text)
    except ValueError:
        return None
    return card if card.code == text else None


@dataclass(frozen=True, slots=True)
class SessionFacts:
    """What a shoe's checks need of its session. ``seed_mode`` as stored; None for a session in an
    import file (its origin unknown: its shoes are held to what real play deals)."""

    rules: TableRules
    started_at: object
    ended_at: object
    seed_mode: str | None

    @property
    def committed(self) -> bool:
        """Its every shoe was committed to before its first card (real play, seeded runs, a file)."""
        return self.seed_mode in ("secure", "derived", None)

    @property
    def stacked(self) -> bool:
        """Dealt from a chosen card order (tests, replays): the shoe's make-up is not a real shoe's."""
        return self.seed_mode == "stacked"

    @property
    def may_withhold(self) -> bool:
        """A shoe may have ended without its seed: an imported shoe that was in play at the export."""
        return self.seed_mode in ("imported", None)


class ShoeCheck:
    """One shoe's record, then its hands in order (``hand``), then ``finish``.

    ``problems`` holds what is wrong with the record itself; ``hand`` returns a hand's problems and
    whether it was the shoe's last hand (the cut card out before it: Big and Small were closed).
    Messages name no place: the caller prefixes its own ('session 1, shoe 2, hand 3', 'hand
    record 40 (...)').

    The table, continuing the shoe, also gives what it keeps secret while the shoe is in play:
    ``secret``, the seed (held to the commitment as a revealed one is, so every hand is checked
    against its cards), or ``cards``, a stacked shoe's order (its hands are checked against it).
    """

    def __init__(
        self,
        shoe: ShoeRow,
        session: SessionFacts,
        *,
        secret: str | None = None,
        cards: Sequence[Card] | None = None,
    ) -> None:
        self.shoe = shoe
        self.session = session
        self.rules = session.rules
        self.problems: list[str] = []
        self.kind = "without_seed"  # or "revealed" (checked against its seed) or "unrevealed"
        self.hands = 0
        self.rebuilt: Shoe | None = None  # what its seed deals, once checked: the table deals from it
        self._cards: Sequence[Card] | None = cards  # the order its hands are checked against
        self._revealed_order = False  # that order is its revealed seed's (the words say so)
        self._seed: bytes | None = None
        self._size: int | None = None  # cards in the shoe, when its decks are sound
        self._cut: int | None = None
        self._position: int | None = None  # where the next hand starts
        self._last_dealt = False  # a hand after the cut card came out has been seen
        self._counts: Counter[str] = Counter()
        self._over: set[str] = set()
        self.problems += self._record(secret)

    @property
    def position(self) -> int | None:
        """Where the shoe's next hand starts (after the burn, then after each hand as stored)."""
        return self._position

    # -- the record ------------------------------------------------------------------------------
    def _record(self, secret: str | None) -> Iterator[str]:
        shoe, session = self.shoe, self.session
        yield from self._decks()
        commitment = shoe.seed_sha256
        if commitment is None:
            if session.committed:
                yield _t(
                    "Checks",
                    "it has no commitment, but every shoe dealt for play is committed to before its "
                    "first card",
                )
        elif _seed_bytes(commitment) is None or commitment != commitment.lower():
            yield _t("Checks", "its commitment {commitment} is not a SHA-256 (64 hex digits)").format(
                commitment=shown(commitment)
            )
        ended = shoe.ended_at is not None or shoe.end_reason is not None
        yield from self._end(ended)
        if shoe.seed is not None:
            yield from self._seeded(shoe.seed, revealed=True)
        elif commitment is not None:
            self.kind = "unrevealed"
            if ended and shoe.end_reason != IMPORTED:
                yield _t(
                    "Checks", "it has ended, but its seed was never revealed (so its cards cannot be checked)"
                )
        if secret is not None and secret != shoe.seed:
            yield from self._seeded(secret, revealed=False)
        yield from self._burn()
        yield from self._cut_card()
        yield from self._moments()

    def _decks(self) -> Iterator[str]:
        decks = self.shoe.decks
        if self.session.stacked:
            return  # as many cards as were stacked: nothing to bound a hand by
        if not is_cents(decks) or decks not in (6, 8):
            yield _t("Checks", "a shoe holds 6 or 8 decks, not {decks}").format(decks=shown(decks))
        elif decks != self.rules.decks:
            yield _t("Checks", "it is a shoe of {decks} decks at a {table}-deck table").format(
                decks=decks, table=self.rules.decks
            )
        else:
            self._size = 52 * decks

    def _end(self, ended: bool) -> Iterator[str]:
        shoe, session = self.shoe, self.session
        reasons = (*END_REASONS, IMPORTED) if session.may_withhold else END_REASONS
        if (shoe.ended_at is None) != (shoe.end_reason is None):
            yield _t("Checks", "its end and the reason it ended go together: one of them is missing")
        if shoe.end_reason is not None and shoe.end_reason not in reasons:
            yield _t("Checks", "{reason} is not how a shoe ends ({reasons})").format(
                reason=shown(shoe.end_reason), reasons=", ".join(reasons)
            )
        if not ended and session.ended_at is not None:
            yield _t("Checks", "its session has ended, but the shoe has not")

    def _seeded(self, text: str, *, revealed: bool) -> Iterator[str]:
        """Its seed, revealed or (``revealed`` False) the table's secret, matches the commitment and
        rebuilds the cut card and the burn; then its hands are checked against the seed's cards."""
        shoe, rules = self.shoe, self.rules
        seed = _seed_bytes(text)
        if seed is None:
            if revealed:
                yield _t("Checks", "the revealed seed {seed} is not 64 hex digits").format(seed=shown(text))
            else:  # a secret is not echoed, even damaged
                yield _t("Checks", "its secret seed is damaged")
            return
        if hashlib.sha256(seed).hexdigest() != shoe.seed_sha256:
            if revealed:
                yield _t("Checks", "the revealed seed does not match the commitment")
            else:
                yield _t("Checks", "its secret seed does not match its commitment")
            return
        if revealed:
            self.kind = "revealed"
        decks = self._size // 52 if self._size is not None else None
        if decks is None and self.session.stacked and shoe.decks == rules.decks:
            decks = rules.decks  # a stacked session's seeded shoe, at the table's deck count
        if decks is None:
            return  # its decks are wrong: nothing to rebuild
        rebuilt = Shoe.from_seed(seed, decks, (rules.cut_min, rules.cut_max))
        if rebuilt.cut_position != shoe.cut_position:
            yield _t("Checks", "the cut card is not where the seed puts it")
        burn = rebuilt.burn()
        if burn.count != shoe.burned or burn.shown.code != shoe.burn_card:
            yield _t("Checks", "the burn is not what the seed deals")
        self._seed = seed
        self._cards = rebuilt.cards
        self._revealed_order = revealed
        self.rebuilt = rebuilt

    def _burn(self) -> Iterator[str]:
        shoe = self.shoe
        if self.session.stacked and shoe.burn_card is None and shoe.burned == 0:
            self._position = 0  # a stacked shoe may deal without a burn
            return
        card = _card(shoe.burn_card)
        if card is None:
            yield _t("Checks", "its burn card {card} is not a card").format(card=shown(shoe.burn_card))
        if not is_cents(shoe.burned) or not 2 <= shoe.burned <= 11:
            yield _t("Checks", "{burned} cards burned: a burn takes the card shown and 1 to 10 more").format(
                burned=shown(shoe.burned)
            )
            return
        if card is not None and shoe.burned != 1 + card.rank.burn_count:
            yield _t(
                "Checks",
                "{burned} cards burned, but a shown {card} burns {burns} (itself and as many more as it "
                "counts; a ten or court card counts 10)",
            ).format(burned=shoe.burned, card=card.code, burns=1 + card.rank.burn_count)
        self._position = shoe.burned
        if card is not None:
            self._count(card.code)

    def _cut_card(self) -> Iterator[str]:
        cut, rules, size = self.shoe.cut_position, self.rules, self._size
        if cut is None:
            if not self.session.stacked:
                yield _t("Checks", "it has no cut card")
            return
        not_a_place = _t("Checks", "its cut card position {cut} is not a place in a shoe")
        if not is_cents(cut):
            yield not_a_place.format(cut=shown(cut))
            return
        if size is not None and not self.session.stacked:
            low, high = size - rules.cut_max, size - rules.cut_min
            if not low <= cut <= high:
                yield _t(
                    "Checks",
                    "its cut card at {cut} is not where this table places it in a {size}-card shoe "
                    "({low} to {high}: {fewest} to {most} cards behind it)",
                ).format(cut=cut, size=size, low=low, high=high, fewest=rules.cut_min, most=rules.cut_max)
                return
        elif cut <= 0:
            yield not_a_place.format(cut=cut)
            return
        self._cut = cut

    def _moments(self) -> Iterator[str]:
        shoe, session = self.shoe, self.session
        if not is_stamp(shoe.started_at):
            yield _t("Checks", "its start {moment} is not a moment as the history stores it").format(
                moment=shown(shoe.started_at)
            )
        elif is_stamp(session.started_at) and shoe.started_at < session.started_at:
            yield _t("Checks", "it started before its session did")
        if shoe.ended_at is None:
            return
        if not is_stamp(shoe.ended_at):
            yield _t("Checks", "its end {moment} is not a moment as the history stores it").format(
                moment=shown(shoe.ended_at)
            )
            return
        if is_stamp(shoe.started_at) and shoe.ended_at < shoe.started_at:
            yield _t("Checks", "it ends before it starts")
        if is_stamp(session.ended_at) and shoe.ended_at > session.ended_at:
            yield _t("Checks", "it ended after its session did")

    # -- the hands -------------------------------------------------------------------------------
    def _count(self, code: str) -> str | None:
        self._counts[code] += 1
        decks = self._size // 52 if self._size is not None else None
        if decks is None or self.session.stacked or self._counts[code] <= decks or code in self._over:
            return None
        self._over.add(code)
        return _t(
            "Checks", "it deals {card} {count} times, but {decks} decks hold {decks} of each card"
        ).format(card=code, count=self._counts[code], decks=decks)

    def hand(self, hand: Mapping[str, Any]) -> tuple[list[str], bool]:
        """A stored hand of this shoe (the next in order): its problems with the shoe, and whether
        it was the shoe's last hand."""
        problems: list[str] = []
        self.hands += 1
        number = hand.get("hand_no")
        if not is_cents(number) or number != self.hands:
            problems.append(
                _t("Checks", "hand numbers skip (expected hand {number})").format(number=self.hands)
            )
        player, banker = hand.get("player_cards"), hand.get("banker_cards")
        codes = (
            [*player.split(), *banker.split()] if isinstance(player, str) and isinstance(banker, str) else []
        )
        position = hand.get("position")
        start = self._position
        if not isinstance(position, int) or isinstance(position, bool) or position < 0:
            problems.append(
                _t("Checks", "its shoe position {position} is not a place in a shoe").format(
                    position=shown(position)
                )
            )
        else:
            if start is not None and position != start:
                problems.append(
                    _t("Checks", "stored at shoe position {position}, but the shoe was at {start}").format(
                        position=position, start=start
                    )
                )
            start = position  # the next hands follow this one as stored
        last = False
        if start is not None:
            if self._last_dealt:
                problems.append(_t("Checks", "it was dealt after the shoe's last hand"))
            last = self._cut is not None and start > self._cut
            if self._size is not None and start + len(codes) > self._size:
                problems.append(
                    _t("Checks", "it runs past the end of the {size}-card shoe").format(size=self._size)
                )
            if self._cards is not None:
                dealt = deal_at(self._cards, start)
                if dealt is None or (
                    [c.code for c in dealt.player],
                    [c.code for c in dealt.banker],
                ) != (player.split(), banker.split()):  # type: ignore[union-attr]
                    problems.append(
                        _t("Checks", "the cards are not what the revealed shoe deals")
                        if self._revealed_order
                        else _t("Checks", "the cards are not what the shoe deals at that point")
                    )
            self._position = start + len(codes)
        for code in codes:
            if _card(code) is not None and (problem := self._count(code)) is not None:
                problems.append(problem)
        problems += self._played_at(hand.get("played_at"))
        problems += self._lit(hand)
        self._last_dealt = self._last_dealt or last
        return problems, last

    def _lit(self, hand: Mapping[str, Any]) -> list[str]:
        """At a table with lights, the hand's stored lit cards are the ones its shoe lights for its
        number (``multiplier.shoe_lit_cards``): from the seed, once known, or a stacked shoe's card
        order. A shoe with neither (still secret, or imported without them) is not checked here;
        the form of the field is ``verify.hand_lit``'s."""
        number, stored = hand.get("hand_no"), hand.get("lit")
        if not self.rules.variant.lit or not isinstance(stored, str):
            return []
        if not isinstance(number, int) or isinstance(number, bool) or not 0 < number < 2**63:
            return []  # the hand numbers' own check reports it
        if self._seed is None and (self._cards is None or self._revealed_order):
            return []
        expected = format_lit(shoe_lit_cards(self._seed, self._cards or (), number))
        if stored == expected:
            return []
        return [
            _t("Checks", "its lit cards {stored} are not the ones its shoe lights ({expected})").format(
                stored=stored, expected=expected
            )
        ]

    def _played_at(self, played: object) -> Iterator[str]:
        shoe = self.shoe
        if not is_stamp(played):
            yield _t("Checks", "its time {moment} is not a moment as the history stores it").format(
                moment=shown(played)
            )
            return
        if is_stamp(shoe.started_at) and played < shoe.started_at:
            yield _t("Checks", "it was played before its shoe started")
        if is_stamp(shoe.ended_at) and played > shoe.ended_at:
            yield _t("Checks", "it was played after its shoe ended")

    # -- the end -------------------------------------------------------------------------------
    def finish(self) -> list[str]:
        """What the shoe's hands as a whole must satisfy: a shoe the cut card ended holds its last
        hand, and a shoe whose last hand was dealt ended then."""
        shoe = self.shoe
        if self._cut is None:
            return []  # a stacked shoe without a cut card ends when its cards run low
        if shoe.end_reason == "cut_card" and not self._last_dealt:
            if self._seed is not None:
                full = hands_in_full_shoe(self._seed, self._size // 52 if self._size else 8, self.rules)
                return [
                    _t(
                        "Checks", "the cut card ended it after {full} hands, but only {hands} are in the file"
                    ).format(full=full, hands=self.hands)
                ]
            return [
                _t(
                    "Checks",
                    "the cut card ended it, but the hand dealt after the cut card came out is not in it "
                    "(hands are missing after hand {hands})",
                ).format(hands=self.hands)
            ]
        if self._last_dealt and shoe.end_reason != "cut_card":
            if shoe.end_reason is None:
                return [
                    _t("Checks", "its last hand was dealt (after the cut card came out), but it did not end")
                ]
            return [
                _t(
                    "Checks",
                    "its last hand was dealt (after the cut card came out), but it ended as {reason}",
                ).format(reason=shown(shoe.end_reason))
            ]
        return []


def hands_in_full_shoe(seed: bytes, decks: int, rules: TableRules) -> int:
    """How many hands the table deals from this seed's shoe: burn, then to the hand after the cut card."""
    session = Session(
        rules, 0, shoe_factory=lambda: Shoe.from_seed(seed, decks, (rules.cut_min, rules.cut_max))
    )
    session.start_shoe()
    hands = 0
    while not session.needs_new_shoe:
        session.deal({})
        hands += 1
    return hands


def session_problems(session: SessionFacts, shoes: Sequence[ShoeRow]) -> Iterator[tuple[int | None, str]]:
    """A session's own moments and how its shoes follow one another (``shoes`` by number): numbered
    1, 2, 3..., each started after the one before ended, and only the last still in play. Yields
    (index of the shoe in ``shoes`` or None for the session itself, problem)."""
    if not is_stamp(session.started_at):
        yield (
            None,
            _t("Checks", "its start {moment} is not a moment as the history stores it").format(
                moment=shown(session.started_at)
            ),
        )
    if session.ended_at is not None:
        if not is_stamp(session.ended_at):
            yield (
                None,
                _t("Checks", "its end {moment} is not a moment as the history stores it").format(
                    moment=shown(session.ended_at)
                ),
            )
        elif is_stamp(session.started_at) and session.ended_at < session.started_at:
            yield None, _t("Checks", "it ends before it starts")
    for i, shoe in enumerate(shoes):
        if shoe.shoe_no != i + 1:
            yield i, _t("Checks", "shoe numbers skip (expected shoe {number})").format(number=i + 1)
        if i + 1 < len(shoes) and shoe.ended_at is None:
            yield i, _t("Checks", "it never ended, yet another shoe came after it")
        before = shoes[i - 1] if i else None
        if (
            before is not None
            and is_stamp(before.ended_at)
            and is_stamp(shoe.started_at)
            and shoe.started_at < before.ended_at
        ):
            yield i, _t("Checks", "it started before the previous shoe ended")
