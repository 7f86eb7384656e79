"""A table session whose every event is stored before it is shown: the one path from bets to disk.

``autoplay`` and the GUI both play through ``RecordedTable``:

1. ``start_shoe()`` stores the new shoe's commitment, cut card and burn, then returns them to show.
2. ``begin_hand(bets)`` stores the bets and the shoe position (the pending hand; at a multiplier
   table its lit cards too), then deals the coup in memory and returns it for the table to animate.
3. ``commit_hand()`` stores the hand, its bets and (if it was the last) the end of the shoe with
   its seed revealed, and clears the pending hand, all in one transaction.

If the program dies between 2 and 3, ``RecordedTable.open`` finds the pending hand, rebuilds the
shoe at the saved position and deals the very same cards again (game recovery); the hand is then
committed once, so no bet is lost or paid twice. If a write fails, the in-memory state is
reloaded from the file, so memory never runs ahead of what is stored.

At a floor table (``join``, storage/floor.py ``FloorSeat``) the table deals from the house's shoe as
it stands: the player's own open shoe ends, his hands go into his own session with the house shoe's
id and its next hand numbers, and when that shoe ends the house brings the next (``start_shoe``).
``leave`` brings the player's own shoe again. Reopened (``_load``) with no own shoe open, a session
whose pending hand is in a house shoe, or that sat down after its latest hand (``keep_seat``), or
whose latest hand is in a house shoe, sits at that table again, in its open shoe.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from typing import Any

from ..engine.bets import BetSpot
from ..engine.cards import Card, parse_cards
from ..engine.errors import shown
from ..engine.i18n import _t
from ..engine.money import check_cents, format_cents
from ..engine.multiplier import format_lit
from ..engine.peek import Choice
from ..engine.rules import DEFAULT_BANKROLL_CENTS, TableRules
from ..engine.session import HandResult, Session, ShoeStart
from ..engine.shoe import DerivedSeeds, SecureSeeds, SeedSource, Shoe
from .errors import Problem, StorageError
from .floor import FloorSeat, keep_seat, seat_in_file
from .history import History
from .rows import SessionRow, ShoeRow
from .shoe_checks import SessionFacts, ShoeCheck, session_problems

ShoeFactory = Callable[[], Shoe]


def _seedless_derived(history: History, row: SessionRow, seed: bytes | int | None) -> bool:
    """A seeded session with no shoe stored yet and no seed given: nothing to continue from."""
    return row.seed_mode == "derived" and seed is None and history.last_seed(row.id) is None


def seed_mode_for(seed: bytes | int | None, shoe_factory: ShoeFactory | None) -> str:
    if shoe_factory is not None:
        return "stacked"
    return "secure" if seed is None else "derived"


class RecordedTable:
    """Session + history, kept in step. Not thread-safe: one table, one thread."""

    def __init__(self, history: History, row: SessionRow, session: Session) -> None:
        self.history = history
        self.row = row
        self.session = session
        self.shoe_id: int | None = None
        self._begun: HandResult | None = None
        self.recovered: HandResult | None = None  # a hand interrupted by a crash, dealt again
        # At a Peek table, the bets (as placed) of a hand stopped after its first four cards for the
        # keep/double/triple choice: stored as the pending hand, dealt by ``choose``.
        self.awaiting_choice: dict[BetSpot, int] | None = None
        self.seat: FloorSeat | None = None  # the floor table the player sits at (its house shoe)
        self._own_shoe_no = 0  # the session's own latest shoe number (a seat deals the house's)

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        history: History,
        *,
        rules: TableRules | None = None,
        bankroll_cents: int = DEFAULT_BANKROLL_CENTS,
        seed: bytes | int | None = None,
        loss_limit_cents: int | None = None,
        new_session: bool = False,
        shoe_factory: ShoeFactory | None = None,
    ) -> RecordedTable:
        """Continue the latest unfinished session (finishing an interrupted hand), or start one."""
        if not history.writable:
            raise StorageError(
                Problem.READ_ONLY, history.path, _t("Storage", "The history was opened read-only.")
            )
        row = cls.continuing(history, seed=seed, new_session=new_session)
        if row is None:
            # A session the table will not continue is closed first: asked for a new session, or
            # a seeded session killed before its first shoe (nothing to continue from without its seed).
            cls.close_latest(history)
            rules = rules or TableRules()
            session_id = history.create_session(
                rules,
                bankroll_cents,
                seed_mode_for(seed, shoe_factory),
                loss_limit_cents=loss_limit_cents,
            )
            row = history.session(session_id)
        table = cls(history, row, cls._new_session(row, history, seed, shoe_factory))
        table._load()
        return table

    @staticmethod
    def continuing(history: History, *, seed: bytes | int | None, new_session: bool) -> SessionRow | None:
        """The session ``open`` would continue, or None if it would start a new one (reads only)."""
        if new_session:
            return None
        latest = history.latest_open_session()
        if latest is None or _seedless_derived(history, latest, seed):
            return None
        return latest

    @classmethod
    def close_latest(cls, history: History) -> None:
        """Close the latest unfinished session properly: an interrupted hand is finished and stored,
        the open shoe's seed revealed. One the game cannot continue (an impossible amount, an
        interrupted hand that no longer fits) is closed as it stands, its hands kept as they are."""
        session_id = history.latest_open_session_id()
        if session_id is None:
            return
        try:
            row = history.session(session_id)
            old = cls(history, row, cls._new_session(row, history, None, None, closing=True))
            old._load()
        except StorageError as exc:
            if exc.session_id != session_id:
                raise
            history.close_session_as_is(session_id)
            return
        old.end_session()

    @staticmethod
    def _check_amounts(history: History, row: SessionRow) -> None:
        """Every amount the session would play with lies within the money ceiling (older versions
        let any amount in); otherwise a clear refusal instead of an overflow at the next hand."""
        pending = history.pending(row.id)
        amounts = [
            (_t("Storage", "its starting bankroll"), row.starting_bankroll_cents),
            (_t("Storage", "its bankroll"), history.bankroll(row.id)),
            (_t("Storage", "its loss limit"), row.loss_limit_cents or 0),
            *((_t("Storage", "its bet"), amount) for amount in (pending.bets.values() if pending else ())),
        ]
        for what, amount in amounts:
            try:
                check_cents(amount, what)
            except ValueError as exc:
                raise StorageError(
                    Problem.OUT_OF_RANGE,
                    history.path,
                    _t(
                        "Storage",
                        "Session {session} in {path} cannot be continued: {error} "
                        "(an older version let it in).",
                    ).format(session=row.id, path=history.path, error=exc),
                    session_id=row.id,
                ) from None

    @staticmethod
    def _new_session(
        row: SessionRow,
        history: History,
        seed: bytes | int | None,
        shoe_factory: ShoeFactory | None,
        *,
        closing: bool = False,
    ) -> Session:
        RecordedTable._check_amounts(history, row)
        seeds: SeedSource
        if row.seed_mode == "derived" and not closing:
            last = history.last_seed(row.id)
            if last is not None:
                seeds = DerivedSeeds.after(last)
            elif seed is not None:
                seeds = DerivedSeeds(seed)
            else:
                raise StorageError(
                    Problem.CORRUPT,
                    history.path,
                    _t("Storage", "Session {session} is seeded but has no seed stored.").format(
                        session=row.id
                    ),
                    session_id=row.id,
                )
        else:
            seeds = SecureSeeds()  # a session being closed never draws another shoe
        factory = shoe_factory
        if row.seed_mode == "stacked" and factory is None:

            def factory() -> Shoe:
                raise ValueError("this session was dealt from a stacked shoe and has no next shoe")

        return Session(
            row.rules,
            history.bankroll(row.id),
            seeds=seeds,
            shoe_factory=factory,
            starting_bankroll_cents=row.starting_bankroll_cents,
            loss_limit_cents=row.loss_limit_cents,
        )

    def _load(self) -> None:
        """Bring the in-memory session to exactly what the file holds (and re-deal a pending hand)."""
        history, row = self.history, self.row
        session = self.session
        self._check_amounts(history, row)  # again: a reload may read a file put back in its place
        session.bankroll_cents = history.bankroll(row.id)
        shoes = history.shoes(row.id)
        facts = SessionFacts(row.rules, row.started_at, row.ended_at, row.seed_mode)
        for index, problem in session_problems(facts, shoes):  # the shoes' rows only: cheap
            if index is None:
                raise self._cannot_continue(problem)
            raise self._impossible(shoes[index].shoe_no, problem)
        session.shoe_no = self._own_shoe_no = shoes[-1].shoe_no if shoes else 0
        session.shoe, session.hand_no = None, 0
        self.shoe_id = None
        self._begun = None
        self.recovered = None
        self.awaiting_choice = None
        if row.seed_mode == "derived":
            # The seed chain follows the file too: a shoe whose write failed must not use up a seed.
            last = history.last_seed(row.id)
            if last is not None:
                session.seeds = DerivedSeeds.after(last)
        open_row = history.open_shoe(row.id)  # the last of ``shoes``: no other is left open
        shoe_facts = facts
        if open_row is None:
            open_row, shoe_facts = self._seat_shoe(facts)
        else:
            self.seat = None  # his own shoe is open: he left the floor table (or never sat)
        if open_row is not None:
            shoe, hands = self._checked_shoe(open_row, shoe_facts)
            session.resume_shoe(shoe, open_row.shoe_no, hands)
            self.shoe_id = open_row.id
        pending = history.pending(row.id)
        if pending is not None:
            if (
                pending.shoe_id != self.shoe_id
                or session.shoe is None
                or pending.position != session.shoe.position
                or pending.hand_no != session.hand_no + 1
                or pending.bankroll_before_cents != session.bankroll_cents
                or (pending.lit or None) != (format_lit(session.lit_cards_for_next_hand()) or None)
            ):
                raise StorageError(
                    Problem.CORRUPT,
                    history.path,
                    _t(
                        "Storage",
                        "Session {session} in {path} cannot be continued: its interrupted hand does not "
                        "follow the hands stored before it.",
                    ).format(session=row.id, path=history.path),
                    session_id=row.id,
                )
            try:
                if session.stops_for_peek(pending.bets):
                    # A Peek hand stopped for the choice: the same bets and cards, the choice to make
                    # (a choice made was stored with its hand at once: ``choose``).
                    session.check_bets(pending.bets)
                    session.first_four()
                    self.awaiting_choice = dict(pending.bets)
                    return
                self._begun = session.deal(pending.bets)
            except ValueError as exc:  # BetRefused: the table's limits or offer are not what they were
                raise StorageError(
                    Problem.OUT_OF_RANGE,
                    history.path,
                    _t(
                        "Storage",
                        "Session {session} in {path} cannot be continued: the table cannot deal its "
                        "interrupted hand ({error}); no card of it was shown and its bets were never "
                        "settled.",
                    ).format(session=row.id, path=history.path, error=exc),
                    session_id=row.id,
                ) from None
            self.recovered = self._begun

    def _seat_shoe(self, facts: SessionFacts) -> tuple[ShoeRow | None, SessionFacts]:
        """The house shoe a seated player deals on (and its house session's facts, which its checks
        hold it to), finding the seat in the file if none is held; None while the house brings none."""
        if self.seat is None and not facts.stacked:
            self.seat = seat_in_file(self.history, self.row.id)
        if self.seat is None:
            return None, facts
        shoe_id = self.seat.open_shoe_id()
        if shoe_id is None:
            return None, facts
        shoe = self.history.shoe(shoe_id)
        house = self.history.session(shoe.session_id)
        return shoe, SessionFacts(house.rules, house.started_at, house.ended_at, house.seed_mode)

    def _cannot_continue(self, reason: str) -> StorageError:
        """The session's own record is one no table writes (``session_problems``): refused, as verify
        reports it."""
        return StorageError(
            Problem.CORRUPT,
            self.history.path,
            _t("Storage", "Session {session} in {path} cannot be continued: {reason}.").format(
                session=self.row.id, path=self.history.path, reason=reason
            ),
            session_id=self.row.id,
        )

    def _impossible(self, shoe_no: object, reason: str) -> StorageError:
        """The open shoe's stored state is one no table could have dealt: continuing it would deal
        cards already dealt (or none), so the session is refused, not guessed at."""
        return StorageError(
            Problem.CORRUPT,
            self.history.path,
            _t(
                "Storage",
                "Session {session} in {path} cannot be continued: its shoe {shoe} is stored in a state "
                "no table could have dealt ({reason}).",
            ).format(session=self.row.id, path=self.history.path, shoe=shown(shoe_no), reason=reason),
            session_id=self.row.id,
        )

    def _checked_shoe(self, row: ShoeRow, facts: SessionFacts) -> tuple[Shoe, int]:
        """The open shoe to deal on from, and how many hands it holds: held to the checks verify
        holds it to (``ShoeCheck``, its hands included), with the seed kept secret while it is in
        play checked as a revealed one would be (commitment, cut card, burn, every hand's cards), or
        a stacked shoe's kept order. The first problem refuses the session, in the checks' words."""
        seed_hex, order = self.history.shoe_secret(row.id)
        stacked: Shoe | None = None
        if seed_hex is None:
            if not facts.stacked:  # a committed shoe is dealt from the seed its commitment promises
                raise self._impossible(row.shoe_no, _t("Storage", "its secret seed is lost"))
            if order is None:
                raise self._impossible(row.shoe_no, _t("Storage", "its cards are lost"))
            stacked = self._stacked_shoe(row, order)
        check = ShoeCheck(row, facts, secret=seed_hex, cards=stacked.cards if stacked else None)
        if check.problems:
            raise self._impossible(row.shoe_no, check.problems[0])
        hands = self.history.hands_in_shoe(row.id)  # at most a shoe's worth: a hundred or so
        for hand in hands:
            problems, _ = check.hand(hand._asdict())
            if problems:
                raise self._impossible(
                    row.shoe_no,
                    _t("Storage", "hand {number}: {problem}").format(
                        number=shown(hand.hand_no), problem=problems[0]
                    ),
                )
        for problem in check.finish():
            raise self._impossible(row.shoe_no, problem)
        shoe = stacked or check.rebuilt
        if shoe is None:  # a stacked session's seeded shoe, at another deck count than its table's
            raise self._impossible(
                row.shoe_no,
                _t("Checks", "it is a shoe of {decks} decks at a {table}-deck table").format(
                    decks=shown(row.decks), table=self.row.rules.decks
                ),
            )
        assert check.position is not None  # its burn was sound, or a problem was raised
        shoe.position = check.position
        return shoe, len(hands)

    def _stacked_shoe(self, row: ShoeRow, order: str) -> Shoe:
        """A stacked shoe from its kept card order (the table's alone: verify never sees it), its
        burn what the order deals. ``ShoeCheck`` then holds its hands to the order."""
        try:
            cards = parse_cards(str(order).split())
            behind = None if row.cut_position is None else len(cards) - row.cut_position
            shoe = Shoe.from_order(cards, cards_behind_cut=behind)
        except (TypeError, ValueError):
            raise self._impossible(row.shoe_no, _t("Storage", "its cards are damaged")) from None
        if row.burned != 0 or row.burn_card is not None:
            first = cards[0] if cards else None
            if first is None or row.burn_card != first.code or row.burned != 1 + first.rank.burn_count:
                raise self._impossible(row.shoe_no, _t("Storage", "its burn is not what its cards deal"))
        return shoe

    def reload(self) -> None:
        """Read the session again from the file (after the file was put back): the stored state wins."""
        self._load()

    def _reload_after_failure(self) -> None:
        with contextlib.suppress(StorageError):  # the original failure is the one worth reporting
            self._load()

    # -- state -------------------------------------------------------------------------------
    @property
    def session_id(self) -> int:
        return self.row.id

    @property
    def rules(self) -> TableRules:
        return self.session.rules

    @property
    def bankroll_cents(self) -> int:
        """The bankroll as stored (a begun, uncommitted hand is not counted yet)."""
        if self._begun is not None:
            return self._begun.bankroll_before_cents
        return self.session.bankroll_cents

    @property
    def hand_in_progress(self) -> HandResult | None:
        return self._begun

    @property
    def needs_new_shoe(self) -> bool:
        return self.session.needs_new_shoe

    # -- actions -----------------------------------------------------------------------------
    def start_shoe(self) -> ShoeStart:
        """Retire the current shoe if it is still open (revealing its seed) and bring a new one; at a
        floor table the house does it (its next shoe, stored in its house session)."""
        if self._begun is not None or self.awaiting_choice is not None:
            raise ValueError("finish the hand being dealt before changing the shoe")
        if self.seat is not None:
            return self._house_shoe(self.seat)
        try:
            if self.shoe_id is not None and not self._shoe_ended_in_file():
                self.history.end_shoe(self.shoe_id, "new_shoe")
            self.session.end_shoe()
            self.session.shoe_no = self._own_shoe_no
            start = self.session.start_shoe()
            self.shoe_id = self.history.add_shoe(self.session_id, start)
            self._own_shoe_no = start.shoe_no
        except StorageError:
            self._reload_after_failure()
            raise
        return start

    def _house_shoe(self, seat: FloorSeat) -> ShoeStart:
        """The house at the player's floor table brings its next shoe; the table deals on in it."""
        try:
            start = seat.bring_shoe()
            self._load()
        except StorageError:
            self._reload_after_failure()
            raise
        assert self.session.shoe is not None  # a shoe just brought deals
        return ShoeStart(start.shoe_no, self.session.shoe, start.burn)

    # -- a floor table ------------------------------------------------------------------------
    @property
    def seat_key(self) -> str | None:
        """The floor table the player sits at (its house shoe is the one dealt), or None."""
        return None if self.seat is None else self.seat.key

    @property
    def can_sit(self) -> bool:
        """Whether this session may sit at a floor table: one in play, dealt from shuffled shoes (a
        stacked session deals only its own cards)."""
        return self.row.seed_mode != "stacked" and self.row.ended_at is None

    def join(self, seat: FloorSeat) -> None:
        """Sit down at a floor table: the player's own open shoe ends (its seed revealed) and the table
        deals on from the house's shoe as it stands (or the next one, if its last hand is dealt).
        Only between hands, with the table's own rules; the floor must not deal it meanwhile."""
        if self._begun is not None or self.awaiting_choice is not None:
            raise ValueError("finish the hand being dealt before changing tables")
        if seat.table.rules != self.rules:
            raise ValueError(
                f"the {seat.key} table's rules are not this session's: start a session with them"
            )
        if not self.can_sit:
            raise ValueError("only a session in play with shuffled shoes sits at a floor table")
        was = self.seat
        try:
            if self.seat is None and self.shoe_id is not None and not self._shoe_ended_in_file():
                self.history.end_shoe(self.shoe_id, "new_shoe")
            if seat.open_shoe_id() is None:
                seat.bring_shoe()
            keep_seat(self.history, self.session_id, seat.key)  # kept before his first hand there
            self.seat = seat
            self._load()
        except StorageError:
            self.seat = was
            self._reload_after_failure()
            raise

    def leave(self) -> ShoeStart | None:
        """Stand up from the floor table: the house deals on from where the player stopped (the floor
        puts it back), and the player's own shoe comes (returned; None if he sat at none)."""
        if self.seat is None:
            return None
        if self._begun is not None or self.awaiting_choice is not None:
            raise ValueError("finish the hand being dealt before leaving the table")
        self.seat, self.shoe_id = None, None
        self.session.end_shoe()
        return self.start_shoe()

    def _shoe_ended_in_file(self) -> bool:
        return self.shoe_id is not None and self.history.shoe(self.shoe_id).ended_at is not None

    def check_bets(self, bets: Mapping[BetSpot, int]) -> None:
        self.session.check_bets(bets)

    def begin_hand(self, bets: Mapping[BetSpot, int]) -> HandResult:
        """Store the bets and shoe position, then deal; nothing is shown before this returns."""
        self._store_pending(bets)
        self._begun = self.session.deal(bets)
        return self._begun

    def stops_for_peek(self, bets: Mapping[BetSpot, int]) -> bool:
        """Whether a hand with these bets stops for the Peek table's choice (``begin_peek``)."""
        return self.session.stops_for_peek(bets)

    def begin_peek(self, bets: Mapping[BetSpot, int]) -> tuple[Card, ...]:
        """At a Peek table: store the bets and shoe position (the pending hand, as ``begin_hand``
        does), then return the hand's first four cards for the table to show the ones it shows; the
        hand waits for ``choose``. A crash now reopens with the same bets, cards and choice to make."""
        if not self.session.stops_for_peek(bets):
            raise ValueError("only a Player or Banker bet at a Peek table stops for the choice")
        self._store_pending(bets)
        self.awaiting_choice = dict(bets)
        return self.session.first_four()

    def choose(self, choice: Choice) -> HandResult:
        """Deal the hand stopped for the choice with ``choice`` and store it at once, before any
        card after the first four is shown (so a crash can never offer the choice again once the
        rest is known); ``commit_hand`` then has nothing left to store. ``BetRefused`` if the raise
        cannot be taken (nothing changes)."""
        bets = self.awaiting_choice
        if bets is None:
            raise ValueError("no hand is waiting for the Peek choice")
        result = self.session.deal(bets, choice)  # refuses a raise before anything moves
        self._begun = result
        self.awaiting_choice = None
        self.commit_hand()
        return result

    def _store_pending(self, bets: Mapping[BetSpot, int]) -> None:
        if self._begun is not None or self.awaiting_choice is not None:
            raise ValueError("a hand is already being dealt")
        if self.needs_new_shoe or self.shoe_id is None or self.session.shoe is None:
            raise ValueError("the shoe is finished: start a new shoe before dealing")
        self.session.check_bets(bets)
        lit = self.session.lit_cards_for_next_hand()  # fixed now, before any card is shown
        try:
            self.history.save_pending(
                self.session_id,
                self.shoe_id,
                self.session.hand_no + 1,
                self.session.shoe.position,
                self.session.bankroll_cents,
                bets,
                format_lit(lit) if lit else None,
            )
        except StorageError:
            self._reload_after_failure()
            raise

    def commit_hand(self) -> HandResult:
        """Store the hand begun with ``begin_hand`` (or recovered after a crash)."""
        result = self._begun
        if result is None:
            raise ValueError("there is no hand being dealt")
        assert self.shoe_id is not None
        try:
            self.history.record_hand(self.session_id, self.shoe_id, result)
        except StorageError:
            self._reload_after_failure()
            raise
        self._begun = None
        if result is self.recovered:
            self.recovered = None
        return result

    def play(self, bets: Mapping[BetSpot, int]) -> HandResult:
        """One whole hand, as ``autoplay`` plays it: a new shoe first if needed."""
        if self._begun is not None:
            self.commit_hand()
        if self.needs_new_shoe:
            self.start_shoe()
        self.begin_hand(bets)
        return self.commit_hand()

    def can_continue(self) -> bool:
        """False once the bankroll cannot cover even the smallest bet the table takes."""
        smallest = min(self.rules.min_bet_cents, self.rules.side_min_cents)
        return self.bankroll_cents >= smallest

    def end_session(self) -> None:
        """Close the session (revealing the open shoe's seed); a begun hand is committed first."""
        if self._begun is not None:
            self.commit_hand()
        if self.shoe_id is not None and self.seat is None and not self._shoe_ended_in_file():
            self.history.end_shoe(self.shoe_id, "session_ended")  # a house shoe deals on
        self.seat = None
        self.session.end_shoe()
        self.history.end_session(self.session_id)
        self.row = self.history.session(self.session_id)

    def describe(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "bankroll_cents": self.bankroll_cents,
            "bankroll": format_cents(self.bankroll_cents),
            "shoe_no": self.session.shoe_no,
            "hand_no": self.session.hand_no,
        }
