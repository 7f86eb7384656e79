"""The statistics' reads: per-hand numpy columns, bet sums per session and spot, a few marks.

The statistics read per-hand columns with one ``group_concat`` per column that numpy parses in one
call (Python never builds a million row objects), and bets only as SQLite's sums per session and
spot. The columns come in two groups that can be read apart, on two connections at once: ``LINE``
(what the bankroll is drawn from: ids, shoes, nets) and ``RESULTS`` (hand numbers, winners, pairs,
read as one packed number per hand), so the first chart need not wait for the others' columns.

Every amount must add up: one a person edited into something other than whole cents refuses the file
in words, naming the value as it is stored (``storage.amounts.not_whole``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from ..engine.money import is_cents
from .amounts import not_whole, whole_cents
from .browser_reads import TRACKED_AS_HANDS
from .database import SqlValue
from .errors import StorageError
from .whose import Source, Whose

if TYPE_CHECKING:  # numpy is imported by the reads that use it: the game's window shows without it
    import numpy as np

__all__ = [
    "BANKER",
    "CHUNK",
    "HAND_COLUMNS",
    "LINE",
    "PLAYER",
    "RESULTS",
    "TIE",
    "HandColumns",
    "HandMark",
    "HandScope",
    "SpotSums",
    "StatisticsReads",
]


# -- the statistics' vocabulary ------------------------------------------------------------------
_EMPTY = {
    "ids": "int64",
    "shoe": "int64",
    "hand_no": "int32",
    "winner": "int8",
    "player_pair": "bool",
    "banker_pair": "bool",
    "net": "int64",
}

# Winner codes in the columns; chosen so a chart can index colours and labels by them.
BANKER, PLAYER, TIE = 0, 1, 2


@cache
def _winner_by_letter() -> np.ndarray:
    import numpy as np

    codes = np.full(256, -1, dtype=np.int8)
    codes[ord("b")], codes[ord("p")], codes[ord("t")] = BANKER, PLAYER, TIE
    return codes


# The per-hand columns, and the two groups they are read in (each with the ids, to keep them in order).
HAND_COLUMNS = ("ids", "shoe", "hand_no", "winner", "player_pair", "banker_pair", "net")
LINE = ("ids", "shoe", "net")  # the bankroll line: the first chart the pane shows
RESULTS = ("ids", "hand_no", "winner", "player_pair", "banker_pair")  # what the other charts count


@dataclass(frozen=True, slots=True)
class HandScope:
    """Which hands the statistics read: some sessions (empty: all) and ``played_at`` bounds as
    stored text (UTC), ``played_from`` inclusive and ``played_before`` exclusive (None: open)."""

    sessions: tuple[int, ...] = ()
    played_from: str | None = None
    played_before: str | None = None
    source: Source = Source.PLAYER  # whose hands: the player's own unless asked otherwise


# Tracked hands as the statistics read hands (``browser_reads.TRACKED_AS_HANDS``: each tracked shoe's
# hands as they stand, with no bets), each hand's id that of the entry that first added it, so the ids
# keep the order the hands were dealt in, a corrected hand's place included.
_TRACKED_HANDS = TRACKED_AS_HANDS.format(hand_id="c.root")


def _scope_where(scope: HandScope, whose: str) -> tuple[str, list[SqlValue]]:
    """An SQL condition on ``hands h`` (``1`` when everything matches) and its parameters;
    ``whose``: ``Whose.whose_hands``' condition, the hands of whom the scope takes."""
    parts: list[str] = [] if whose == "1" else [whose]
    params: list[SqlValue] = []
    if scope.sessions:
        parts.append(f"h.session_id IN ({', '.join('?' * len(scope.sessions))})")
        params += list(scope.sessions)
    if scope.played_from is not None:
        parts.append("h.played_at >= ?")
        params.append(scope.played_from)
    if scope.played_before is not None:
        parts.append("h.played_at < ?")
        params.append(scope.played_before)
    return (" AND ".join(parts) or "1"), params


@dataclass(frozen=True, slots=True)
class HandColumns:
    """Per-hand columns as numpy arrays, in hand-id (play) order: ``ids``, ``shoe`` (ids),
    ``hand_no``, ``winner`` (BANKER/PLAYER/TIE), ``player_pair``/``banker_pair`` (bool) and
    ``net`` (the hand's bankroll change in cents)."""

    ids: np.ndarray
    shoe: np.ndarray
    hand_no: np.ndarray
    winner: np.ndarray
    player_pair: np.ndarray
    banker_pair: np.ndarray
    net: np.ndarray

    def __len__(self) -> int:
        return len(self.ids)


class SpotSums(NamedTuple):
    """Sums over the bets on one spot in one session (amounts in cents)."""

    bets: int
    wagered_cents: int
    net_cents: int
    commission_cents: int
    stake_squares: float  # sum of squared stakes (cents²), for the spread luck alone gives


class HandMark(NamedTuple):
    """When a hand was played and the bankroll before it: a session's first and last hands'."""

    played_at: str
    bankroll_before_cents: int


# Each aggregate costs about as much as the scan itself on a million bets: only what is shown.
_SPOT_SUMS = (
    "b.spot, count(*), sum(b.amount_cents), sum(b.net_cents), sum(b.commission_cents), "
    "total(b.amount_cents * b.amount_cents)"
)

# Hands read per query: bounds the text SQLite and Python hold at once (~30 MB per 250,000 hands).
CHUNK = 250_000

# A hand's net for the statistics. SQLite's minus reads text or bytes as 0, so a bankroll edited into
# 'lots' would give a net that looks whole and is not: such a hand gives "?" instead, which the
# numbers' parse refuses (as it refuses the "Inf" or "12.5" an infinity or a fraction gives). SQLite
# orders any text or bytes after every number, so "< 1e19" keeps exactly the numbers, for the cost of
# a comparison (typeof() is a function call per hand: a third slower on a million hands).
_NET = (
    "CASE WHEN h.bankroll_after_cents < 1e19 AND h.bankroll_before_cents < 1e19 "
    "THEN h.bankroll_after_cents - h.bankroll_before_cents ELSE '?' END"
)
# A hand's number, winner and pairs as one number: ``hand_no * 512 + winner's first letter * 4 + pairs``
# (the table's CHECKs hold the winner to banker/player/tie and each pair to 0 or 1): one number to write
# and parse instead of three, about a fifth of the scan.
_RESULT = "(h.hand_no * 128 + unicode(h.winner)) * 4 + h.player_pair + 2 * h.banker_pair"
# What each column group is read as: one ``group_concat`` per expression.
_READ = {"ids": "h.id", "shoe": "h.shoe_id", "net": _NET, "results": _RESULT}
# A stored amount that is not whole cents, as a condition on ``column`` (to name it in a refusal).
_ODD = "typeof({column}) != 'integer'"


def _parse_ints(text: str | None) -> np.ndarray:
    """Whole numbers as ``group_concat`` joins them; a ``ValueError`` if one is not (an amount
    edited into text or infinity outside the game)."""
    import numpy as np

    if not text:
        return np.empty(0, dtype=np.int64)
    return np.fromstring(text, dtype=np.int64, sep=",")


class StatisticsReads(Whose):
    """The statistics' reads, on whatever connection the class that has them holds."""

    def _over(self, source: Source, sql: str) -> str:
        """``sql`` on ``hands`` and ``bets`` read over ``source``'s hands: the tracked shoes' are not
        rows of ``hands`` but named so by a common table expression (a file older than tracking has
        none: its ``hands`` hold no tracked session's)."""
        return _TRACKED_HANDS + sql if source is Source.TRACKED and self.tracked_kept else sql

    def top_hand_id(self, source: Source) -> int:
        """The highest hand id of ``source``'s kind stored (0 for none): every read below can be
        bounded by it (a tracked hand's id is its first entry's, at most the last entry's)."""
        if source is Source.TRACKED and self.tracked_kept:
            return int(self._tuples("SELECT coalesce(max(id), 0) FROM tracked_hands", [])[0][0])
        return int(self._tuples("SELECT coalesce(max(id), 0) FROM hands", [])[0][0])

    def _not_whole_in(self, scope: HandScope, after_id: int, top_id: int, seen: object) -> StorageError:
        """The refusal for hands in ``scope`` with ids in (after_id, top_id] whose amounts do not add
        up, naming the first amount stored as something other than whole cents: the value a person
        would look for with the sqlite3 shell ('lots', inf), not the 0.0 SQLite made of it in a sum.
        ``seen`` (what did not add up) is named when every stored amount is whole (a sum beyond 64
        bits)."""
        where, params = _scope_where(scope, self.whose_hands(scope.source))
        bounds = [*params, after_id, top_id]
        hand_amounts = ("h.bankroll_before_cents", "h.bankroll_after_cents")
        bet_amounts = ("b.amount_cents", "b.net_cents", "b.commission_cents")
        for columns, source in (
            (hand_amounts, "hands h"),
            (bet_amounts, "bets b JOIN hands h ON h.id = b.hand_id"),
        ):
            odd = " OR ".join(_ODD.format(column=c) for c in columns)
            for row in self._tuples(
                self._over(
                    scope.source,
                    f"SELECT {', '.join(columns)} FROM {source} WHERE {where} AND h.id > ? AND h.id <= ? "
                    f"AND ({odd}) ORDER BY h.id LIMIT 1",
                ),
                bounds,
            ):
                return not_whole(self.path, next(value for value in row if not is_cents(value)))
        if isinstance(seen, str) and "," in seen:  # a net beyond 64 bits: name it, not the whole list
            seen = next((v for v in seen.split(",") if not v.lstrip("-").isdigit()), seen)
        return not_whole(self.path, seen)

    def hand_columns(self, scope: HandScope, after_id: int, top_id: int) -> HandColumns:
        """The hands in ``scope`` with ids in (after_id, top_id], read in id chunks of ``CHUNK``."""
        return HandColumns(**self.hand_column_group(scope, after_id, top_id, HAND_COLUMNS))

    def hand_column_group(
        self, scope: HandScope, after_id: int, top_id: int, names: Sequence[str]
    ) -> dict[str, np.ndarray]:
        """Some of the per-hand columns (``LINE``, ``RESULTS``, ``HAND_COLUMNS``: ``ids`` always
        comes along) of the hands in ``scope`` with ids in (after_id, top_id], in id order."""
        import numpy as np

        wanted = ("ids", *(n for n in names if n != "ids"))
        columns = {name: np.empty(0, dtype=_EMPTY[name]) for name in wanted}
        for low in range(after_id, top_id, CHUNK):
            chunk = self._hand_chunk(scope, low, min(low + CHUNK, top_id), names)
            if not len(columns["ids"]):
                columns = chunk
                continue
            for name in wanted:
                # Grown where it is (realloc) and the chunk copied in: a million hands are never held
                # twice, as concatenating the chunks at the end would hold them.
                column = columns.pop(name)  # the only reference left, so numpy lets it grow
                held = len(column)
                try:
                    column.resize(held + len(chunk[name]), refcheck=True)
                except ValueError:  # not its own memory (a view): copied instead
                    column = np.concatenate([column, chunk[name]])
                else:
                    column[held:] = chunk[name]
                columns[name] = column
        return columns

    def _hand_chunk(
        self, scope: HandScope, after_id: int, top_id: int, names: Sequence[str]
    ) -> dict[str, np.ndarray]:
        """Hands with ids in (after_id, top_id], sorted by id.

        ``group_concat`` does not promise an order, so the ids come along and the arrays are sorted
        by them if SQLite returned anything else (a session filter walks an index, for instance).
        """
        import numpy as np

        reads = ["ids", *(n for n in ("shoe", "net") if n in names)]
        if any(n in names for n in ("hand_no", "winner", "player_pair", "banker_pair")):
            reads.append("results")
        where, params = _scope_where(scope, self.whose_hands(scope.source))
        concats = ", ".join(f"group_concat({_READ[read]})" for read in reads)
        count, *texts = self._tuples(
            self._over(
                scope.source,
                f"SELECT count(*), {concats} FROM hands h WHERE {where} AND h.id > ? AND h.id <= ?",
            ),
            [*params, after_id, top_id],
        )[0]
        wanted = ("ids", *(n for n in names if n != "ids"))
        if not count:
            return {name: np.empty(0, dtype=_EMPTY[name]) for name in wanted}
        read = dict(zip(reads, texts, strict=True))
        columns: dict[str, np.ndarray] = {"ids": _parse_ints(read["ids"])}
        if "shoe" in read:
            columns["shoe"] = _parse_ints(read["shoe"])
        if "net" in read:
            try:
                columns["net"] = _parse_ints(read["net"])
            except ValueError:
                raise self._not_whole_in(scope, after_id, top_id, read["net"]) from None
        if "results" in read:
            packed = _parse_ints(read["results"])
            pairs = packed & 3
            columns["hand_no"] = (packed >> 9).astype(np.int32)
            columns["winner"] = _winner_by_letter()[(packed >> 2) & 127]
            columns["player_pair"] = (pairs & 1).astype(bool)
            columns["banker_pair"] = (pairs & 2).astype(bool)
        columns = {name: columns[name] for name in wanted}
        if any(len(c) != count for c in columns.values()):
            raise ValueError("the history returned inconsistent hand columns")
        ids = columns["ids"]
        if count > 1 and not bool(np.all(ids[1:] > ids[:-1])):
            order = np.argsort(ids, kind="stable")
            columns = {name: column[order] for name, column in columns.items()}
        return columns

    def spot_sums(self, scope: HandScope, after_id: int, top_id: int) -> dict[tuple[int, str], SpotSums]:
        """Bets of the hands in ``scope`` with ids in (after_id, top_id], summed per (session, spot).

        For each session the hands' lowest and highest ids come from the session index; when the
        count shows that every id in between is one of them (a session's hands are stored one
        after another), a ``BETWEEN`` on the bets' hand-id index selects exactly their bets, no
        join. Otherwise (sessions interleaved, or a filter that leaves gaps) that session's bets
        are summed with a join.
        """
        where, params = _scope_where(scope, self.whose_hands(scope.source))
        sums: dict[tuple[int, str], SpotSums] = {}
        spans = self._tuples(
            self._over(
                scope.source,
                f"SELECT h.session_id, min(h.id), max(h.id), count(*) FROM hands h WHERE {where} "
                "AND h.id > ? AND h.id <= ? GROUP BY h.session_id",
            ),
            [*params, after_id, top_id],
        )
        for session_id, low, high, count in spans:
            if count == high - low + 1:
                rows = self._tuples(
                    self._over(
                        scope.source,
                        f"SELECT {_SPOT_SUMS} FROM bets b WHERE b.hand_id BETWEEN ? AND ? GROUP BY b.spot",
                    ),
                    [low, high],
                )
            else:
                rows = self._tuples(
                    self._over(
                        scope.source,
                        f"SELECT {_SPOT_SUMS} FROM bets b JOIN hands h ON h.id = b.hand_id WHERE {where} "
                        "AND h.session_id = ? AND h.id BETWEEN ? AND ? GROUP BY b.spot",
                    ),
                    [*params, session_id, low, high],
                )
            for spot, bets, wagered, net, commission, squares in rows:
                # One row per spot and session: the GROUP BY already added them up. A sum is whole
                # only if every amount in it is (SQLite's sum() of text or an infinity is a REAL).
                for value in (wagered, net, commission):
                    if not is_cents(value or 0):
                        raise self._not_whole_in(scope, after_id, top_id, value)
                sums[(int(session_id), spot)] = SpotSums(
                    int(bets or 0), wagered or 0, net or 0, commission or 0, float(squares or 0.0)
                )
        return sums

    def shoes_after(self, shoe_id: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The shoes with a higher id than ``shoe_id`` as three arrays, by id: their ids, their
        sessions' ids and their numbers in their session (a million hands have some 12,000 shoes:
        read as columns, not as rows)."""
        import numpy as np

        texts = self._tuples(
            "SELECT group_concat(id), group_concat(session_id), group_concat(shoe_no) FROM "
            "(SELECT id, session_id, shoe_no FROM shoes WHERE id > ? ORDER BY id)",
            [shoe_id],
        )[0]
        ids, sessions, numbers = (_parse_ints(text) for text in texts)
        if not len(ids) == len(sessions) == len(numbers):
            raise ValueError("the history returned inconsistent shoe columns")
        if len(ids) > 1 and not bool(np.all(ids[1:] > ids[:-1])):  # group_concat promises no order
            order = np.argsort(ids, kind="stable")
            ids, sessions, numbers = ids[order], sessions[order], numbers[order]
        return ids, sessions, numbers

    def hands_as_read(self, hand_ids: Sequence[int]) -> dict[int, tuple[object, ...]]:
        """(shoe id, net, hand number, winner's letter, player pair, banker pair) of each of
        ``hand_ids`` found, as the columns hold them: what the statistics' cache is checked against."""
        found: dict[int, tuple[object, ...]] = {}
        for start in range(0, len(hand_ids), 500):  # well under SQLite's limit on parameters
            chunk = list(hand_ids[start : start + 500])
            for hand_id, *row in self._tuples(
                f"SELECT h.id, h.shoe_id, {_NET}, h.hand_no, substr(h.winner, 1, 1), h.player_pair, "
                f"h.banker_pair FROM hands h WHERE h.id IN ({', '.join('?' * len(chunk))})",
                chunk,
            ):
                found[int(hand_id)] = tuple(row)
        return found

    def hand_marks(self, hand_ids: Iterable[int], source: Source = Source.PLAYER) -> dict[int, HandMark]:
        """When each of ``hand_ids`` (hands of ``source``) was played and the bankroll before it."""
        wanted = sorted({int(i) for i in hand_ids})
        marks: dict[int, HandMark] = {}
        for start in range(0, len(wanted), 500):  # well under SQLite's limit on parameters
            chunk = wanted[start : start + 500]
            marks_sql = ", ".join("?" * len(chunk))
            for hand_id, played_at, before in self._tuples(
                self._over(
                    source,
                    f"SELECT id, played_at, bankroll_before_cents FROM hands WHERE id IN ({marks_sql})",
                ),
                chunk,
            ):
                marks[int(hand_id)] = HandMark(played_at, whole_cents(self.path, before))
        return marks
