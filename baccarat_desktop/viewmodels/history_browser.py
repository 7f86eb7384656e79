"""The hand-history browser's state: its read-only connection, filters, rows and chosen hand.

The widget (``ui/history/browser.py``) lays the browser out, draws the cards and colours the
words; everything it shows is worked out here, so it can be tested without a window: which
sessions and shoes the filters offer, which hands the filter keeps (through the paging item model
``HandHistoryModel``), the chosen hand and its texts, the odds before it (``HandOddsModel``) and
the status line. The browser only reads: it never writes to the history.

A storage problem (a file that cannot be opened, a read that fails, the file deleted or replaced
under the open connection) is never raised into the window: it becomes the status text, and the
rows already shown stay.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QModelIndex, QObject, Signal, Slot

from ..analytics.hands import HandDetail, HandFilter, Result, Source
from ..analytics.money_charts import short_rules
from ..engine.cards import Card
from ..engine.coup import StepKind
from ..engine.i18n import QT_TRANSLATE_NOOP, _t, _tn
from ..engine.money import chip_text
from ..engine.multiplier import LitCard
from ..storage.amounts import StoredCents
from ..storage.errors import StorageError
from ..storage.floor import house_session_ids
from ..storage.history import History
from ..storage.stamps import local_time
from ..storage.tracked import sittings as tracked_sittings
from .history_model import HandHistoryModel, amount_text, bet_outcome, unreadable_note
from .odds import STAKE_CENTS, HandOddsModel

__all__ = [
    "NO_BETS",
    "NO_HAND",
    "BetText",
    "Choice",
    "HandTexts",
    "HistoryBrowserModel",
    "StepText",
    "hand_texts",
]

# Shown through _t("History", ...).
NO_HAND = QT_TRANSLATE_NOOP("History", "Choose a hand")  # the detail's title when no hand is chosen
NO_BETS = QT_TRANSLATE_NOOP("History", "No bets on this hand.")


@dataclass(frozen=True, slots=True)
class Choice:
    """One entry of the session or shoe filter: what it keeps (its id; None keeps all), as shown."""

    id: int | None
    label: str
    tooltip: str


@dataclass(frozen=True, slots=True)
class StepText:
    """One line of the dealer's account, split around the card it turns, so the view can draw that
    card as on its face (red suits red) and leave the words as they are."""

    before: str
    card: Card | None
    after: str


@dataclass(frozen=True, slots=True)
class BetText:
    """One bet of the chosen hand in words; ``result`` says which colour its outcome takes (None:
    its net is not whole cents, shown as stored)."""

    label: str
    amount: str
    outcome: str  # "lost -$10.00"
    commission: str  # "commission $0.50", or "" when none was taken
    result: Result | None
    fee: str = ""  # "fee $2.00": a multiplier table's fee, paid beside the stake; "" elsewhere


@dataclass(frozen=True, slots=True)
class HandTexts:
    """The chosen hand in plain words (no markup: the view adds the colours)."""

    title: str  # "Session 3 · Shoe 1 · Hand 2"
    when: str  # its number, time and table, on two lines
    player_label: str  # "PLAYER"
    player_total: int
    banker_label: str
    banker_total: int
    winner: str  # "banker", "player" or "tie": the colour of the outcome
    outcome: str  # "Banker wins 4 to 2"
    side_won: str  # "Side bets won: Big · Dragon 7", or "" when the coup paid none
    steps: tuple[StepText, ...]
    bets: tuple[BetText, ...]  # none: the view says NO_BETS
    bankroll: str  # "Bankroll $1,000.00 → $990.00 (-$10.00)"
    unreadable: str = ""  # why an amount shows as stored (UNREADABLE_NOTE), or "" when all are whole
    lit: tuple[LitCard, ...] = ()  # a multiplier table's lit cards, in the order drawn


def _steps(detail: HandDetail) -> tuple[StepText, ...]:
    """The dealer's account, each card step cut at the card's code (the text names it last)."""
    steps = []
    for step, text in zip(detail.coup.steps, detail.explanation, strict=True):
        if step.kind is StepKind.CARD and step.card is not None:
            before, _, after = text.rpartition(step.card.code)
            steps.append(StepText(before, step.card, after))
        else:
            steps.append(StepText(text, None, ""))
    return tuple(steps)


def hand_texts(detail: HandDetail) -> HandTexts:
    """Everything the detail panel says about ``detail``, worked out once, here."""
    coup = detail.coup
    # The side bets this table offered that the coup paid (pairs, Dragon 7, Big...), bet on or not.
    won = " · ".join(spot.label for spot in detail.side_bets_won)
    bets = tuple(
        BetText(
            bet.label,
            amount_text(bet.amount_cents),
            bet_outcome(bet),
            _t("History", "commission {amount}").format(amount=amount_text(bet.commission_cents))
            if bet.commission_cents
            else "",
            bet.result,
            _fee_text(bet.fee_cents),
        )
        for bet in detail.bets
    )
    before, after = amount_text(detail.bankroll_before_cents), amount_text(detail.bankroll_after_cents)
    return HandTexts(
        title=_t("History", "Session {session} · Shoe {shoe} · Hand {hand}").format(
            session=detail.session_id, shoe=detail.shoe_no, hand=detail.hand_no
        ),
        when=_t("History", "Hand #{id} · {time}").format(
            id=f"{detail.hand_id:,}", time=local_time(detail.played_at)
        )
        + f"\n{short_rules(detail.rules)}",
        player_label=_t("History", "PLAYER"),
        player_total=coup.player_total,
        banker_label=_t("History", "BANKER"),
        banker_total=coup.banker_total,
        winner=coup.outcome.value,
        outcome=coup.describe(),
        side_won=_t("History", "Side bets won: {bets}").format(bets=won) if won else "",
        steps=_steps(detail),
        bets=bets,
        bankroll=_t("History", "Bankroll {before} → {after} ({net})").format(
            before=before, after=after, net=amount_text(detail.net_cents, signed=True)
        ),
        unreadable=unreadable_note(detail.unreadable),
        lit=detail.lit,
    )


def _fee_text(fee: StoredCents) -> str:
    """A bet's fee in words ("fee $2.00"), or "" for a bet that paid none."""
    return _t("Multiplier", "fee {amount}").format(amount=amount_text(fee)) if fee else ""


def _all_sessions() -> Choice:
    return Choice(None, _t("History", "All sessions"), _t("History", "Hands of every session"))


def _all_shoes() -> Choice:
    return Choice(
        None,
        _t("History", "All shoes"),
        _t("History", "Hands of every shoe (choose a session to choose one of its shoes)"),
    )


class HistoryBrowserModel(QObject):
    """One history file seen through the browser's filters, with the hand chosen in it.

    ``rows`` is the paging item model a table view shows (None when the file could not be
    opened); ``odds_model`` prices the chosen hand's odds before it was dealt.

    Signals:
        sessions_changed(tuple): the session choices (``Choice``, "All sessions" first) changed.
        shoes_changed(tuple): the shoe choices changed (another session chosen, or none).
        filter_changed(object): the ``HandFilter`` now applied; the rows start again from it.
        hand_selected(object): the chosen hand's ``HandDetail``, or None when none is chosen.
        status_changed(str): the status line's text (how many hands, or a storage problem).
    """

    sessions_changed = Signal(tuple)
    shoes_changed = Signal(tuple)
    filter_changed = Signal(object)
    hand_selected = Signal(object)
    status_changed = Signal(str)

    def __init__(
        self,
        path: str | Path,
        parent: QObject | None = None,
        *,
        page_size: int = 200,
        hold_odds: bool = False,
    ) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.odds_model = HandOddsModel(self)
        if hold_odds:  # the newest hand's odds wait for ``odds_model.release()`` (HandOddsModel.hold)
            self.odds_model.hold()
        self._history: History | None = None
        self.rows: HandHistoryModel | None = None
        self._filter = HandFilter()
        self._sessions: tuple[Choice, ...] = (_all_sessions(),)
        self._shoes: tuple[Choice, ...] = (_all_shoes(),)
        self._latest_session = 0
        self._detail: HandDetail | None = None
        self._texts: HandTexts | None = None
        self._row = -1
        self._problem = ""
        self._gone = ""
        self._refusal = ""  # why the chosen hand cannot be replayed, once asked; cleared with the choice
        self._status = ""
        try:
            self._history = History.open(self.path, write=False)
            self.rows = HandHistoryModel(self._history, self, page_size=page_size)
            self._sessions = self._read_sessions()
        except StorageError as exc:
            self._close_history()
            self.rows = None
            self._problem = self._words(exc)
        if self.rows is not None:
            self.rows.modelReset.connect(self._after_reset)
            self.rows.rowsInserted.connect(self._rows_inserted)
            self._after_reset()
        else:
            self._update_status()

    # -- what is shown ----------------------------------------------------------------------------
    @property
    def history(self) -> History | None:
        """The open read-only connection (None when the file could not be opened, or after close)."""
        return self._history

    @property
    def hand_filter(self) -> HandFilter:
        return self._filter

    @property
    def session_choices(self) -> tuple[Choice, ...]:
        return self._sessions

    @property
    def shoe_choices(self) -> tuple[Choice, ...]:
        return self._shoes

    @property
    def shoes_enabled(self) -> bool:
        """A shoe can be chosen only within a session (shoe numbers restart in each)."""
        return self._filter.session_id is not None

    @property
    def detail(self) -> HandDetail | None:
        return self._detail

    @property
    def texts(self) -> HandTexts | None:
        """The chosen hand in words (None when no hand is chosen)."""
        return self._texts

    @property
    def selected_row(self) -> int:
        """The row of the chosen hand in ``rows`` (-1 for none); it follows rows added above it."""
        return self._row

    @property
    def status(self) -> str:
        return self._status

    @property
    def problem(self) -> str:
        """The last storage problem in words, or "" while the file reads well."""
        return self._problem

    def odds_intro(self) -> str:
        """The line above the odds: what they are, or why there are none (yet)."""
        odds = self.odds_model.odds
        if odds is None:
            return self.odds_model.message
        return _t(
            "History",
            "{cards} before hand {hand} of its shoe. The average result of {stake} on each bet the table "
            "offered:",
        ).format(cards=odds.view.cards_text, hand=odds.hand_no, stake=chip_text(STAKE_CENTS))

    # -- choices ------------------------------------------------------------------------------------
    def _read_sessions(self, source: Source | None = None) -> tuple[Choice, ...]:
        """The sessions of ``source`` (the filter's when None): the player's, the floor tables' or
        the sittings tracked at a real table."""
        assert self._history is not None
        source = self._filter.source if source is None else source
        self._latest_session = self._history.latest_session_id()
        if source is Source.TRACKED:
            return (_all_sessions(), *self._read_sittings())
        sessions = self._history.sessions(floor=source is Source.FLOOR)
        if source is Source.FLOOR:
            houses = set(house_session_ids(self._history).values())
            sessions = [s for s in sessions if s.id in houses]
        choices = [_all_sessions()]
        for session in reversed(sessions):
            started, rules = local_time(session.started_at), short_rules(session.rules)
            if session.ended_at:
                tip = _t("History", "Started {started}, ended {ended} · {rules}").format(
                    started=started, ended=local_time(session.ended_at), rules=rules
                )
            else:
                tip = _t("History", "Started {started}, not ended · {rules}").format(
                    started=started, rules=rules
                )
            choices.append(
                Choice(
                    session.id,
                    _t("History", "Session {session} · {time}").format(
                        session=session.id, time=local_time(session.started_at, seconds=False)
                    ),
                    tip,
                )
            )
        return tuple(choices)

    def _read_sittings(self) -> list[Choice]:
        assert self._history is not None
        return [
            Choice(
                sitting.session_id,
                _t("History", "{venue} · {table} · {time}").format(
                    venue=sitting.venue,
                    table=sitting.table_name,
                    time=local_time(sitting.started_at, seconds=False),
                ),
                _t("History", "Tracked at {venue}, table {table} · {decks} decks · started {time}").format(
                    venue=sitting.venue,
                    table=sitting.table_name,
                    decks=sitting.decks,
                    time=local_time(sitting.started_at),
                ),
            )
            for sitting in reversed(tracked_sittings(self._history))
        ]

    def _read_shoes(self, session_id: int | None) -> tuple[Choice, ...]:
        if session_id is None or self._history is None:
            return (_all_shoes(),)
        every = _t("History", "Hands of every shoe of session {session}").format(session=session_id)
        choices = [Choice(None, _all_shoes().label, every)]
        for shoe in self._history.shoes(session_id):
            choices.append(
                Choice(
                    shoe.id,
                    _t("History", "Shoe {shoe}").format(shoe=shoe.shoe_no),
                    _t("History", "Shoe {shoe} of session {session} · {decks} decks · started {time}").format(
                        shoe=shoe.shoe_no,
                        session=session_id,
                        decks=shoe.decks,
                        time=local_time(shoe.started_at),
                    ),
                )
            )
        return tuple(choices)

    # -- filtering ----------------------------------------------------------------------------------
    def set_filter(self, flt: HandFilter) -> None:
        """Keep only the hands ``flt`` selects. A session or shoe the choices do not hold means all
        of them (as the lists can only show those), and a shoe needs its session."""
        if self.rows is None or self._history is None:
            return
        try:
            choices = self._sessions
            if flt.source is not self._filter.source:
                choices = self._read_sessions(flt.source)
        except StorageError as exc:
            self._fail(exc)
            return
        sessions = {c.id for c in choices}
        session_id = flt.session_id if flt.session_id in sessions else None
        try:
            shoes = self._shoes if session_id == self._filter.session_id else self._read_shoes(session_id)
            shoe_id = flt.shoe_id if flt.shoe_id in {c.id for c in shoes} else None
            flt = replace(flt, session_id=session_id, shoe_id=shoe_id)
            if flt == self._filter:
                return
            # A file that fails to read fails here, before the rows start their reset (which would
            # otherwise be left half done).
            self._history.latest_hand_id()
            self._filter = flt
            self._problem = self._gone
            if choices != self._sessions:
                self._sessions = choices
                self.sessions_changed.emit(choices)
            if shoes != self._shoes:
                self._shoes = shoes
                self.shoes_changed.emit(shoes)
            self.rows.set_filter(flt)
        except StorageError as exc:
            self._fail(exc)
            return
        self.filter_changed.emit(flt)

    def clear_filter(self) -> None:
        """Every hand again."""
        self.set_filter(HandFilter())

    # -- the chosen hand ----------------------------------------------------------------------------
    def select_row(self, row: int) -> None:
        """Choose the hand on ``row`` of ``rows`` (-1, or a row that is not there: none)."""
        rows = self.rows
        if rows is None or self._history is None or not 0 <= row < rows.rowCount():
            self._show(-1, None)
            return
        if self._detail is not None and rows.hand(row).id == self._detail.hand_id:
            self._row = row
            return
        try:
            detail = rows.detail(row)
        except StorageError as exc:
            self._fail(exc)
            self._show(-1, None)
            return
        self._show(row, detail)

    def replayable(self) -> HandDetail | None:
        """The chosen hand to replay on the felt; None when there is none, or when it holds an amount
        that is not whole cents (no table could have dealt it): the status line then says why."""
        detail = self._detail
        if detail is None or not detail.unreadable:
            return detail
        self._refusal = _t(
            "History",
            "Hand #{id} cannot be replayed: it holds an amount that is not a whole number of cents "
            "({value}), so it was changed outside the game. 'baccarat-desktop verify' names every such "
            "hand.",
        ).format(id=f"{detail.hand_id:,}", value=detail.unreadable[0].stored)
        self._update_status()
        return None

    def _show(self, row: int, detail: HandDetail | None) -> None:
        self._row = row
        if self._refusal:
            self._refusal = ""
            self._update_status()
        if detail is None and self._detail is None:
            return
        self._detail = detail
        self._texts = hand_texts(detail) if detail is not None else None
        if self._history is not None:
            hand_id, stakes = (None, {}) if detail is None else (detail.hand_id, detail.stakes)
            self.odds_model.request(self._history, hand_id, stakes)
        self.hand_selected.emit(detail)

    @Slot()
    def _after_reset(self) -> None:
        """New rows (a filter, a sort, a flood of hands): the newest of them is chosen."""
        self.select_row(0)
        self._update_status()

    @Slot(QModelIndex, int, int)
    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        if 0 <= first <= self._row:
            self._row += last - first + 1
        self._update_status()

    # -- status -------------------------------------------------------------------------------------
    def _update_status(self) -> None:
        if self._problem:
            text = self._problem
        elif self._refusal:
            text = self._refusal
        elif self.rows is None:
            text = ""
        else:
            n = self.rows.rowCount()
            if not self.rows.fully_loaded:
                text = _t("History", "{n} hands loaded · more as you scroll").format(n=f"{n:,}")
            else:
                text = _tn("History", "{n} hand(s)", n).format(n=f"{n:,}")
        if text != self._status:
            self._status = text
            self.status_changed.emit(text)

    def _words(self, error: StorageError) -> str:
        return _t("History", "The hand history cannot be read: {error}").format(error=error)

    def _fail(self, error: StorageError) -> None:
        """Say what went wrong; the rows already shown stay."""
        self._problem = self._words(error)
        self._update_status()

    # -- following the game ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Take in hands stored since the last call (the main window calls this after each hand)."""
        if self._history is None or self.rows is None:
            return
        if self._history.moved:
            # Deleted or replaced: this connection still reads the file it opened, which no longer
            # takes new hands, so what is shown stays and the status says why nothing new comes.
            self._gone = self._problem = _t(
                "History",
                "The history file {path} was deleted or replaced while the hand history was "
                "open: the hands shown are the ones it held. Open the hand history again to read "
                "the file now there.",
            ).format(path=self.path)
            self._update_status()
            return
        try:
            if self._history.latest_session_id() > self._latest_session:
                sessions = self._read_sessions()
                if sessions != self._sessions:
                    self._sessions = sessions
                    self.sessions_changed.emit(sessions)
            self.rows.refresh()
        except StorageError as exc:
            self._fail(exc)
            return
        self._problem = self._gone
        self._update_status()

    def close(self) -> None:
        """Release the read-only connection and stop any pricing (also done when the widget closes)."""
        self.odds_model.close()
        self._close_history()

    def _close_history(self) -> None:
        history, self._history = self._history, None
        if history is None:
            return
        history.close()
