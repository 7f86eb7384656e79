"""Road rules: what road players bet from the scoreboard, as data a table-driven loop can run.

A road rule looks at the shoe so far and names the next bet: Banker, Player, or none. Every rule
here reads one of two things, the ``Reading``:

- ``PATTERN``: the last ``depth`` Banker/Player results of the shoe (ties skipped), oldest first;
- ``DERIVED``: the mark derived road ``depth`` (1 Big Eye Boy, 2 Small Road, 3 Cockroach Pig)
  would add if the next result were Banker, as ``roads.RoadBuilder.ask`` says it (red, blue, or
  none while that road has not started).

and looks its bet up in a table indexed by that reading (``RoadRule.table``). That makes every rule
a lookup the compiled loop (``engine/fast/_backtest.c``) runs without a rule of its own, and the
same rule runs here, hand by hand, through the roads module itself (``shoe_bets``): the reference
the compiled loop is tested against.

Ties: a Banker or Player bet pushes on a Tie (the stake comes back); no rule reads a Tie (as the
Big Road draws none), so after a Tie a rule bets as it did before it. No rule bets on the Tie.

The derived roads' two asks are always opposite colours once the road has started (a Banker next
either continues the Big Road's column or starts one, and a Player does the other), so "bet the
side whose mark would be red" names exactly one side: red means the Big Road repeats its pattern
(the column just left is as long as the one ``k`` further left; the current column goes on while it
is shorter than its neighbour ``k`` columns back), blue that it breaks it.

A rule may also stop for the rest of the shoe after ``stop_after`` lost bets in a row (0: never);
a push neither counts as a loss nor breaks the run.

>>> rule = PRESETS["follow_last"]
>>> [b.letter if b else "-" for b in shoe_bets(rule, [Outcome.BANKER, Outcome.TIE, Outcome.PLAYER])]
['-', 'B', 'B']
>>> results = [Outcome.from_letter(c) for c in "BBPBBT"]
>>> [b.letter if b else "-" for b in shoe_bets(pattern_rule("BB", Outcome.PLAYER), results)]
['-', '-', 'P', '-', '-', 'P']
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from .coup import Outcome
from .errors import DomainError
from .i18n import QT_TRANSLATE_NOOP, _t
from .roads import Mark, RoadBuilder, RoadEntry

__all__ = [
    "BET_BANKER",
    "BET_NONE",
    "BET_PLAYER",
    "MAX_PATTERN",
    "MAX_STOP_AFTER",
    "PRESETS",
    "Reading",
    "RoadRule",
    "Tally",
    "parse_pattern",
    "pattern_rule",
    "rule_named",
    "shoe_bets",
    "tally_shoes",
]

# A rule's table holds these codes (the compiled loop reads them as they are).
BET_NONE = 0
BET_BANKER = 1
BET_PLAYER = 2

MAX_PATTERN = 8  # the longest pattern the builder takes: a table of 256 entries
MAX_STOP_AFTER = 100

_CODE = {BET_BANKER: Outcome.BANKER, BET_PLAYER: Outcome.PLAYER}
_SIDE_CODE = {Outcome.BANKER: BET_BANKER, Outcome.PLAYER: BET_PLAYER}
# A DERIVED rule's reading: the mark a Banker next would add.
_MARK_INDEX = {None: 0, Mark.RED: 1, Mark.BLUE: 2}


class Reading(enum.IntEnum):
    """What a rule reads before each hand (the value is the compiled loop's code)."""

    PATTERN = 0
    DERIVED = 1


@dataclass(frozen=True)
class RoadRule:
    """A road rule: its reading, the table of bets by reading, and when it stops.

    ``table`` for ``PATTERN`` has ``2 ** depth`` entries, indexed by the last ``depth`` results
    (Banker a 1 bit, Player a 0, the oldest the highest bit); for ``DERIVED`` three entries, indexed
    by the mark a Banker next would add to road ``depth`` (none, red, blue). Each entry is
    ``BET_NONE``, ``BET_BANKER`` or ``BET_PLAYER``. ``name`` and ``description`` are English, marked
    for translation (``label``/``explain`` translate them).
    """

    key: str
    name: str
    description: str
    reading: Reading
    depth: int
    table: tuple[int, ...]
    stop_after: int = 0

    def __post_init__(self) -> None:
        if self.reading is Reading.PATTERN:
            if not 1 <= self.depth <= MAX_PATTERN:
                raise DomainError(f"a pattern reads 1 to {MAX_PATTERN} results, not {self.depth}")
            size = 1 << self.depth
        else:
            if self.depth not in (1, 2, 3):
                raise DomainError(
                    f"a derived road is 1, 2 or 3 (Big Eye Boy to Cockroach Pig), not {self.depth}"
                )
            size = 3
        if len(self.table) != size or any(
            code not in (BET_NONE, BET_BANKER, BET_PLAYER) for code in self.table
        ):
            raise DomainError(f"the rule's table needs {size} entries, each no bet, Banker or Player")
        if not 0 <= self.stop_after <= MAX_STOP_AFTER:
            raise DomainError(f"stop after 0 to {MAX_STOP_AFTER} lost bets in a row, not {self.stop_after}")

    @property
    def label(self) -> str:
        return _t("Backtest", self.name)

    @property
    def explain(self) -> str:
        """What the rule bets, in words, with its stop when it has one."""
        text = _t("Backtest", self.description)
        if self.stop_after:
            text += " " + _t(
                "Backtest", "Stops for the rest of the shoe after {n} lost bets in a row."
            ).format(n=self.stop_after)
        return text

    def with_stop(self, stop_after: int) -> RoadRule:
        return replace(self, stop_after=stop_after)

    def bet_for(self, index: int) -> Outcome | None:
        return _CODE.get(self.table[index])


def _pattern_table(depth: int, bet: dict[str, int]) -> tuple[int, ...]:
    """The table of a pattern rule from {pattern (oldest first, B/P): bet code}."""
    table = [BET_NONE] * (1 << depth)
    for pattern, code in bet.items():
        table[_pattern_index(pattern)] = code
    return tuple(table)


def _pattern_index(pattern: str) -> int:
    index = 0
    for letter in pattern:
        index = index << 1 | (letter == "B")
    return index


def _preset(
    key: str, name: str, description: str, reading: Reading, depth: int, table: tuple[int, ...]
) -> RoadRule:
    return RoadRule(key, name, description, reading, depth, table)


_B, _P = BET_BANKER, BET_PLAYER
_PRESET_LIST = (
    _preset(
        "follow_last",
        QT_TRANSLATE_NOOP("Backtest", "Follow the last result"),
        QT_TRANSLATE_NOOP(
            "Backtest", "Bet the side that won the last hand (ties skipped); from the second result on."
        ),
        Reading.PATTERN,
        1,
        _pattern_table(1, {"B": _B, "P": _P}),
    ),
    _preset(
        "opposite_last",
        QT_TRANSLATE_NOOP("Backtest", "Against the last result"),
        QT_TRANSLATE_NOOP("Backtest", "Bet the side that lost the last hand (ties skipped)."),
        Reading.PATTERN,
        1,
        _pattern_table(1, {"B": _P, "P": _B}),
    ),
    _preset(
        "ping_pong",
        QT_TRANSLATE_NOOP("Backtest", "Ping-pong"),
        QT_TRANSLATE_NOOP(
            "Backtest",
            "After two results that alternate (Banker then Player, or Player then Banker), bet they keep "
            "alternating; no bet after two the same.",
        ),
        Reading.PATTERN,
        2,
        _pattern_table(2, {"BP": _B, "PB": _P}),
    ),
    _preset(
        "follow_column",
        QT_TRANSLATE_NOOP("Backtest", "Follow the Big Road's column"),
        QT_TRANSLATE_NOOP(
            "Backtest",
            "Once the Big Road's current column holds two or more, bet it grows (the same side again); no "
            "bet on a column of one.",
        ),
        Reading.PATTERN,
        2,
        _pattern_table(2, {"BB": _B, "PP": _P}),
    ),
    _preset(
        "three_continue",
        QT_TRANSLATE_NOOP("Backtest", "Rule of three: ride the streak"),
        QT_TRANSLATE_NOOP("Backtest", "After three in a row, bet a fourth (and on while the streak lasts)."),
        Reading.PATTERN,
        3,
        _pattern_table(3, {"BBB": _B, "PPP": _P}),
    ),
    _preset(
        "three_break",
        QT_TRANSLATE_NOOP("Backtest", "Rule of three: bet the break"),
        QT_TRANSLATE_NOOP(
            "Backtest", "After three in a row, bet the other side (and on while the streak lasts)."
        ),
        Reading.PATTERN,
        3,
        _pattern_table(3, {"BBB": _P, "PPP": _B}),
    ),
    _preset(
        "big_eye_boy_red",
        QT_TRANSLATE_NOOP("Backtest", "Big Eye Boy red"),
        QT_TRANSLATE_NOOP(
            "Backtest",
            "Bet the side whose Big Eye Boy mark would be red: the Big Road repeats its pattern (no bet "
            "before that road starts).",
        ),
        Reading.DERIVED,
        1,
        (BET_NONE, BET_BANKER, BET_PLAYER),
    ),
    _preset(
        "big_eye_boy_blue",
        QT_TRANSLATE_NOOP("Backtest", "Big Eye Boy blue"),
        QT_TRANSLATE_NOOP(
            "Backtest",
            "Bet the side whose Big Eye Boy mark would be blue: the Big Road breaks its pattern (no bet "
            "before that road starts).",
        ),
        Reading.DERIVED,
        1,
        (BET_NONE, BET_PLAYER, BET_BANKER),
    ),
    _preset(
        "small_road_red",
        QT_TRANSLATE_NOOP("Backtest", "Small Road red"),
        QT_TRANSLATE_NOOP(
            "Backtest",
            "Bet the side whose Small Road mark would be red (the Big Road repeats its pattern two columns "
            "back).",
        ),
        Reading.DERIVED,
        2,
        (BET_NONE, BET_BANKER, BET_PLAYER),
    ),
    _preset(
        "cockroach_pig_red",
        QT_TRANSLATE_NOOP("Backtest", "Cockroach Pig red"),
        QT_TRANSLATE_NOOP(
            "Backtest",
            "Bet the side whose Cockroach Pig mark would be red (the Big Road repeats its pattern three "
            "columns back).",
        ),
        Reading.DERIVED,
        3,
        (BET_NONE, BET_BANKER, BET_PLAYER),
    ),
)
PRESETS: dict[str, RoadRule] = {rule.key: rule for rule in _PRESET_LIST}


def rule_named(key: str) -> RoadRule:
    """The preset called ``key`` (as ``--rule`` takes it); DomainError listing them otherwise."""
    try:
        return PRESETS[key.strip().lower().replace("-", "_")]
    except KeyError:
        raise DomainError(f"no road rule is called {key!r}: choose one of {', '.join(PRESETS)}") from None


def parse_pattern(text: str) -> str:
    """A builder's pattern as B/P letters, oldest first ("bbp", "B P P" read "BBP"); DomainError for
    a Tie (rules never read one), another letter, or a length outside 1..MAX_PATTERN."""
    letters = "".join(text.split()).upper()
    if "T" in letters:
        raise DomainError("a pattern reads Banker and Player results only (B and P): ties are skipped")
    bad = next((c for c in letters if c not in "BP"), None)
    if bad is not None:
        raise DomainError(f"{bad!r} is not a result of a pattern: use B (Banker) and P (Player)")
    if not 1 <= len(letters) <= MAX_PATTERN:
        raise DomainError(
            f"a pattern is 1 to {MAX_PATTERN} results, B and P, oldest first; not {len(letters)}"
        )
    return letters


def pattern_rule(pattern: str, side: Outcome, stop_after: int = 0) -> RoadRule:
    """The builder: "after this pattern of the last N results (oldest first), bet ``side``"."""
    letters = parse_pattern(pattern)
    if side not in _SIDE_CODE:
        raise DomainError("a road rule bets Banker or Player")
    description = _t(
        "Backtest", "After {pattern} (the last {n} results, oldest first, ties skipped), bet {side}."
    )
    return RoadRule(
        f"pattern:{letters}:{side.letter}",
        f"{letters} → {side.letter}",
        description.format(pattern=letters, n=len(letters), side=side.letter),
        Reading.PATTERN,
        len(letters),
        _pattern_table(len(letters), {letters: _SIDE_CODE[side]}),
        stop_after,
    )


def _reading(rule: RoadRule, roads: RoadBuilder, last: Sequence[Outcome]) -> int | None:
    """The index into the rule's table before the next hand; None: nothing to read yet."""
    if rule.reading is Reading.DERIVED:
        return _MARK_INDEX[roads.ask(Outcome.BANKER)[rule.depth - 1]]
    if len(last) < rule.depth:
        return None
    return _pattern_index("".join(o.letter for o in last[-rule.depth :]))


def shoe_bets(rule: RoadRule, outcomes: Sequence[Outcome]) -> list[Outcome | None]:
    """The bet the rule places before each hand of one shoe (None: no bet), reading the shoe's
    roads through ``roads.RoadBuilder``: the reference the compiled loop is held to."""
    roads = RoadBuilder()
    decided: list[Outcome] = []
    bets: list[Outcome | None] = []
    lost_in_a_row = 0
    stopped = False
    for outcome in outcomes:
        bet: Outcome | None = None
        if not stopped:
            index = _reading(rule, roads, decided)
            bet = None if index is None else rule.bet_for(index)
        bets.append(bet)
        if bet is not None and outcome is not Outcome.TIE:
            lost_in_a_row = 0 if outcome is bet else lost_in_a_row + 1
            stopped = rule.stop_after > 0 and lost_in_a_row >= rule.stop_after
        roads.add(RoadEntry(outcome))
        if outcome is not Outcome.TIE:
            decided.append(outcome)
    return bets


@dataclass(frozen=True)
class Tally:
    """Bets a rule placed and how they ended, by side; the compiled loop counts the same."""

    banker_wins: int = 0
    banker_losses: int = 0
    banker_pushes: int = 0
    player_wins: int = 0
    player_losses: int = 0
    player_pushes: int = 0

    @property
    def banker_bets(self) -> int:
        return self.banker_wins + self.banker_losses + self.banker_pushes

    @property
    def player_bets(self) -> int:
        return self.player_wins + self.player_losses + self.player_pushes

    @property
    def bets(self) -> int:
        return self.banker_bets + self.player_bets

    @property
    def wins(self) -> int:
        return self.banker_wins + self.player_wins

    @property
    def losses(self) -> int:
        return self.banker_losses + self.player_losses

    @property
    def pushes(self) -> int:
        return self.banker_pushes + self.player_pushes

    def as_tuple(self) -> tuple[int, int, int, int, int, int]:
        return (
            self.banker_wins,
            self.banker_losses,
            self.banker_pushes,
            self.player_wins,
            self.player_losses,
            self.player_pushes,
        )


def shoe_tally(bets: Sequence[Outcome | None], outcomes: Sequence[Outcome]) -> Tally:
    """How the bets of one shoe ended (a bet pushes on a Tie)."""
    counts = [0] * 6
    for bet, outcome in zip(bets, outcomes, strict=True):
        if bet is None:
            continue
        base = 0 if bet is Outcome.BANKER else 3
        counts[base + (2 if outcome is Outcome.TIE else (0 if outcome is bet else 1))] += 1
    return Tally(*counts)


def tally_shoes(rule: RoadRule, shoes: Iterable[Sequence[Outcome]]) -> Tally:
    """The rule over many shoes, each read from its own first hand (the roads belong to one shoe)."""
    total = [0] * 6
    for outcomes in shoes:
        for i, n in enumerate(shoe_tally(shoe_bets(rule, outcomes), outcomes).as_tuple()):
            total[i] += n
    return Tally(*total)
