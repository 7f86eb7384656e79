"""A paper scorecard read into tracked shoes (docs/tracked.md §Import a scorecard), all or nothing.

Two forms. Plain results: one shoe per line of B/P/T, exactly as ``roads --stdin`` reads a line
(``engine.roads.parse_results``: any case, spaces ignored; blank lines skipped). Or a CSV with a
header (``CSV_COLUMNS``), one hand a row, with its cards when they were seen. Every line is read and
checked before anything is stored: the problems found (up to ``MAX_PROBLEMS``) are raised together
as ``ScorecardError``, each naming its line and column; then ``tracked.import_shoes`` stores the
sitting and all its shoes in one transaction.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.cards import Card, parse_cards
from ..engine.coup import Outcome
from ..engine.roads import MAX_HANDS_PER_SHOE, parse_results
from .tracked import MAX_DECKS, TrackedHand, card_problems

__all__ = [
    "CSV_COLUMNS",
    "MAX_BYTES",
    "MAX_PROBLEMS",
    "ScorecardError",
    "ScorecardProblem",
    "read_scorecard",
]

# The CSV's columns: 'shoe', 'hand' and 'result' are required, the others may be left out (or empty
# in a row: not seen). The header names them, in any order, any case.
CSV_COLUMNS = (
    "shoe",
    "hand",
    "result",
    "player_cards",
    "banker_cards",
    "player_pair",
    "banker_pair",
    "natural",
)
_REQUIRED = ("shoe", "hand", "result")
MAX_BYTES = 4 * 1024 * 1024  # a scorecard of thousands of shoes is far smaller
MAX_PROBLEMS = 20  # the problems listed at most (the first ones); nothing is stored while any is found
_RESULTS = {"b": Outcome.BANKER, "banker": Outcome.BANKER, "p": Outcome.PLAYER, "player": Outcome.PLAYER}
_RESULTS |= {"t": Outcome.TIE, "tie": Outcome.TIE}
_YES = {"y": True, "yes": True, "1": True, "true": True, "n": False, "no": False, "0": False, "false": False}


@dataclass(frozen=True, slots=True)
class ScorecardProblem:
    line: int
    column: int | None  # 1-based character position (results) or field number (CSV)
    message: str

    def __str__(self) -> str:
        where = f"line {self.line}" + (f", column {self.column}" if self.column is not None else "")
        return f"{where}: {self.message}"


class ScorecardError(ValueError):
    """A scorecard that cannot be imported, with every problem found (the first ``MAX_PROBLEMS``)."""

    def __init__(self, problems: Sequence[ScorecardProblem], source: str = "") -> None:
        self.problems = list(problems)
        lines = [str(p) for p in self.problems]
        head = f"{source}: " if source else ""
        super().__init__(head + "nothing imported: " + "; ".join(lines))


def max_hands(decks: int) -> int:
    """The most hands a shoe of ``decks`` deals (four cards at least a hand, never more than eight
    decks' ``MAX_HANDS_PER_SHOE``)."""
    return min(MAX_HANDS_PER_SHOE, decks * 52 // 4)


def read_scorecard(path: Path | str, decks: int, *, text: str | None = None) -> list[list[TrackedHand]]:
    """The shoes of a scorecard file (``text``: its contents, already read, e.g. from stdin), or a
    ``ScorecardError`` naming every problem's line and column. A file whose first line names the
    CSV columns (``shoe,hand,result,...``) is a CSV; any other is one shoe of results per line."""
    if not 1 <= decks <= MAX_DECKS:
        raise ValueError(f"a shoe holds 1 to {MAX_DECKS} decks, not {decks}")
    name = str(path)
    if text is None:
        try:
            with open(path, "rb") as stream:
                raw = stream.read(MAX_BYTES + 1)
        except OSError as exc:
            raise ScorecardError(
                [ScorecardProblem(0, None, f"cannot be read ({exc.strerror or exc})")], name
            ) from None
        if len(raw) > MAX_BYTES:
            raise ScorecardError(
                [ScorecardProblem(0, None, f"more than {MAX_BYTES:,} bytes is no scorecard")], name
            )
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            raise ScorecardError([ScorecardProblem(line, None, "is not UTF-8 text")], name) from None
    first = next((line for line in text.splitlines() if line.strip()), "")
    if _is_csv_header(first):
        shoes, problems = _read_csv(text, decks)
    else:
        shoes, problems = _read_results(text, decks)
    if not problems and not shoes:
        problems = [ScorecardProblem(1, None, "no shoe in it: one shoe of B, P and T a line, or a CSV")]
    if problems:
        raise ScorecardError(problems[:MAX_PROBLEMS], name)
    return shoes


def _is_csv_header(line: str) -> bool:
    names = [part.strip().lower() for part in line.split(",")]
    return len(names) > 1 and all(required in names for required in _REQUIRED[:2])


def _read_results(text: str, decks: int) -> tuple[list[list[TrackedHand]], list[ScorecardProblem]]:
    """One shoe per line, as ``roads --stdin`` reads it."""
    shoes: list[list[TrackedHand]] = []
    problems: list[ScorecardProblem] = []
    most = max_hands(decks)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        bad = next(
            (i for i, char in enumerate(line, start=1) if not char.isspace() and char.upper() not in "BPT"),
            None,
        )
        if bad is not None:
            problems.append(
                ScorecardProblem(
                    number, bad, f"{line[bad - 1]!r} is not a result: use B (Banker), P (Player) or T (Tie)"
                )
            )
            continue
        entries = parse_results(line)
        if len(entries) > most:
            problems.append(
                ScorecardProblem(
                    number,
                    None,
                    f"{len(entries)} results: a shoe of {decks} decks deals at most {most} hands",
                )
            )
            continue
        shoes.append([TrackedHand(entry.outcome) for entry in entries])
    return shoes, problems


def _read_csv(text: str, decks: int) -> tuple[list[list[TrackedHand]], list[ScorecardProblem]]:
    """A CSV with a header: one hand a row, shoes numbered from 1 and hands from 1 in each, in order."""
    problems: list[ScorecardProblem] = []
    reader = csv.reader(io.StringIO(text))
    header: list[str] | None = None
    columns: dict[str, int] = {}
    shoes: list[list[TrackedHand]] = []
    seen: dict[Card, int] = {}
    for row in reader:
        number = reader.line_num
        if not any(field.strip() for field in row):
            continue
        if header is None:
            header = [field.strip().lower() for field in row]
            for index, name in enumerate(header, start=1):
                if name not in CSV_COLUMNS:
                    problems.append(
                        ScorecardProblem(
                            number, index, f"{name!r} is not a column ({', '.join(CSV_COLUMNS)})"
                        )
                    )
                elif name in columns:
                    problems.append(ScorecardProblem(number, index, f"a second {name!r} column"))
                else:
                    columns[name] = index
            for name in _REQUIRED:
                if name not in columns:
                    problems.append(ScorecardProblem(number, None, f"no {name!r} column"))
            if problems:
                return [], problems
            continue
        if len(row) != len(header):
            problems.append(
                ScorecardProblem(number, None, f"{len(row)} fields, but the header names {len(header)}")
            )
            continue
        fields = {name: row[index - 1].strip() for name, index in columns.items()}

        def problem(name: str, message: str) -> None:
            problems.append(ScorecardProblem(number, columns.get(name), f"{name}: {message}"))  # noqa: B023

        shoe_no, hand_no = _whole(fields["shoe"]), _whole(fields["hand"])
        if shoe_no is None:
            problem("shoe", f"{fields['shoe']!r} is not a shoe number (1, 2, ...)")
            continue
        if hand_no is None:
            problem("hand", f"{fields['hand']!r} is not a hand number (1, 2, ...)")
            continue
        if shoe_no == len(shoes) + 1:
            shoes.append([])
            seen = {}
        elif shoe_no != len(shoes):
            problem("shoe", f"shoe {shoe_no} where shoe {len(shoes)} or {len(shoes) + 1} comes next")
            continue
        hands = shoes[-1]
        if hand_no != len(hands) + 1:
            problem("hand", f"hand {hand_no} where hand {len(hands) + 1} of shoe {shoe_no} comes next")
            continue
        if len(hands) >= max_hands(decks):
            problem("hand", f"a shoe of {decks} decks deals at most {max_hands(decks)} hands")
            continue
        hand = _csv_hand(fields, problem)
        if hand is None:
            hands.append(TrackedHand(Outcome.TIE))  # a stand-in: the problem is reported, nothing is stored
            continue
        hands.append(hand)
        for card in (*(hand.player_cards or ()), *(hand.banker_cards or ())):
            seen[card] = seen.get(card, 0) + 1
            if seen[card] == decks + 1:
                problem(
                    "player_cards" if card in (hand.player_cards or ()) else "banker_cards",
                    f"{card.code} more often in shoe {shoe_no} than {decks} deck(s) hold it ({decks})",
                )
    if header is None:
        return [], [ScorecardProblem(1, None, "no header")]
    return shoes, problems


def _csv_hand(fields: dict[str, str], problem: Callable[[str, str], None]) -> TrackedHand | None:
    """One row's hand, or None after reporting what is wrong with it."""
    ok = True
    result_text = fields["result"].lower()
    outcome = _RESULTS.get(result_text) if result_text else None
    if result_text and outcome is None:
        problem("result", f"{fields['result']!r} is not a result: B, P or T (or Banker, Player, Tie)")
        ok = False
    flags: dict[str, bool | None] = {}
    for name in ("player_pair", "banker_pair", "natural"):
        text = fields.get(name, "").lower()
        flags[name] = _YES.get(text) if text else None
        if text and text not in _YES:
            problem(name, f"{fields[name]!r} is not Y, N or empty (not seen)")
            ok = False
    dealt: dict[str, tuple[Card, ...] | None] = {}
    for name in ("player_cards", "banker_cards"):
        text = fields.get(name, "")
        try:
            dealt[name] = tuple(parse_cards(text.replace(",", " ").split())) if text else None
        except ValueError as exc:
            problem(name, str(exc))
            ok = False
    if not ok:
        return None
    player, banker = dealt["player_cards"], dealt["banker_cards"]
    if (player is None) != (banker is None):
        problem(
            "player_cards" if player is None else "banker_cards", "the cards of both hands, or of neither"
        )
        return None
    if player is not None and banker is not None:
        if not (2 <= len(player) <= 3 and 2 <= len(banker) <= 3):
            problem("player_cards", "each hand has two or three cards")
            return None
        made = TrackedHand.from_cards(player, banker)
        hand = TrackedHand(
            outcome or made.outcome,
            made.player_pair if flags["player_pair"] is None else flags["player_pair"],
            made.banker_pair if flags["banker_pair"] is None else flags["banker_pair"],
            made.natural if flags["natural"] is None else flags["natural"],
            player,
            banker,
        )
        wrong = card_problems(hand)
        if wrong:
            problem("player_cards", "; ".join(wrong))
            return None
        return hand
    if outcome is None:
        problem("result", "empty: give the result, or the cards")
        return None
    return TrackedHand(outcome, flags["player_pair"], flags["banker_pair"], flags["natural"])


def _whole(text: str) -> int | None:
    return int(text) if text.isdigit() and 0 < len(text) <= 4 and int(text) >= 1 else None
