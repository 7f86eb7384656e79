"""The result band: the room between the card boxes and the betting areas where the dealer's words
print: the call (and the side bets it pays), the player's own result, the draw's explanation and
the dealer's notice (a new shoe's commitment, "Last hand").

The room is measured from the areas as painted (their shapes), so it follows whatever shape the
betting areas take at a window size, text size and choice of side bets: it is widest under the
cards and narrows where the arcs rise towards the sides. The words stack down from its top, each
text broken into balanced lines (never a one-word orphan) only when a line would leave the room,
between whole phrases where each fits a line, else each phrase on lines of its own broken between
its clauses or words, never inside a bracket nor before a multiplier or an amount (``_atoms``);
a call with side bets won keeps "Banker wins 6 to 2" on its line and the payouts on their own
lines in smaller type, and the player's result sits beside the call or on a line of its own. When
even that does not fit, every text is set smaller, never under the text floor. ``FeltTable``
sizes its cards so the longest words a table of its side bets says fit (``reserve_words``).
"""

from __future__ import annotations

import bisect
import copy
import functools
import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPolygonF

from ...engine.bets import BetSpot
from ...engine.cards import parse_cards
from ...engine.catalogue import SIDE_SPOTS
from ...engine.coup import StepKind, resolve_cards
from ...engine.i18n import _t
from ...engine.money import format_cents

MARGIN = 12.0  # scene units between the band's words and an area's edge
SIDE = 28.0  # ... and the felt's sides
MIDDLE = 800.0  # the felt's middle line: the band's words are centred on it
PILL_GAP = 26.0  # between the call and the player's result beside it
OWN_PAD_X, OWN_PAD_Y = 22.0, 5.0  # the player's result's plaque around its words
CALL_SEP = " · "  # between the call and each side bet it pays (dealer.result_text)
EXPLAIN_SEP = "  ·  "  # between two of the draw's reasons (Dealer._add_explanation)
# Design sizes (scene units, raised to the text floor): the call, the side bets it pays, the player's
# result, the explanation and the notice.
CALL_PX, PAYS_PX, OWN_PX, EXPLAIN_PX, NOTICE_PX = 40, 26, 28, 18, 15
FORCED = 0.5  # the last resort: words this share of the felt wide where no room is left
SHRINKS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)  # how far the words are set smaller before they give up


class Room:
    """The free width about the felt's middle line from ``top`` down to any depth: what no area's
    outline (less a margin) and no side of the felt takes. Outlines are sampled every few units."""

    def __init__(self, outlines: Sequence[QPainterPath], top: float, width: float = 1600.0) -> None:
        points: list[tuple[float, float]] = []
        for path in outlines:
            for polygon in path.toFillPolygons():
                points += _dense(polygon)
        points.sort()
        self._ys = [y for y, _d in points]
        self._ds = [d for _y, d in points]
        self.full = width - 2 * SIDE
        self.top = top
        self._widths: dict[int, float] = {}

    def at(self, top: float) -> Room:
        """The same areas, the band starting at ``top``."""
        room = copy.copy(self)
        room.top, room._widths = top, {}
        return room

    def width(self, bottom: float) -> float:
        """The widest block centred on the middle line that fits from the top to ``bottom``."""
        key = math.ceil(bottom)
        if key not in self._widths:
            lo = bisect.bisect_left(self._ys, self.top - MARGIN)
            hi = bisect.bisect_right(self._ys, key + MARGIN)
            nearest = min(self._ds[lo:hi], default=math.inf)
            self._widths[key] = max(0.0, min(self.full, 2 * (nearest - MARGIN)))
        return self._widths[key]


def _dense(polygon: QPolygonF, step: float = 3.0) -> list[tuple[float, float]]:
    """Points along a polygon's edges no further apart than ``step``, as (y, distance from the
    middle line)."""
    points = [polygon.at(i) for i in range(polygon.count())]
    out: list[tuple[float, float]] = []
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        n = max(1, math.ceil(math.hypot(b.x() - a.x(), b.y() - a.y()) / step))
        for i in range(n):
            t = i / n
            x, y = a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t
            out.append((y, abs(x - MIDDLE)))
    return out


@dataclass(frozen=True)
class Words:
    """What the band prints: the call, the explanation, the notice, the player's result."""

    call: str = ""
    explanation: str = ""
    notice: str = ""
    own: str = ""


@dataclass(frozen=True)
class Line:
    """One painted line: its text and font, and its box in scene units."""

    text: str
    font: QFont
    rect: QRectF


@dataclass
class Plan:
    """Where each text's lines go (scene units), the player's result's box, and the band's bottom."""

    call: list[Line] = field(default_factory=list)
    explanation: list[Line] = field(default_factory=list)
    notice: list[Line] = field(default_factory=list)
    own: list[Line] = field(default_factory=list)
    reveal: QPointF | None = None  # the Reveal all button's top-left
    bottom: float = 0.0


@dataclass(frozen=True)
class Fonts:
    """The band's fonts at one size: the families of its items, raised to the text floor."""

    call: QFont
    pays: QFont
    own: QFont
    explanation: QFont
    notice: QFont


def _font(base: QFont, px: float, floor: int) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(floor, round(px)))
    return font


def fonts(call: QFont, own: QFont, explanation: QFont, notice: QFont, floor: int, shrink: float) -> Fonts:
    """The band's fonts at ``shrink`` of their design sizes, none under ``floor`` (pixels)."""
    return Fonts(
        _font(call, CALL_PX * shrink, floor),
        _font(call, PAYS_PX * shrink, floor),
        _font(own, OWN_PX * shrink, floor),
        _font(explanation, EXPLAIN_PX * min(1.0, shrink + 0.2), floor),
        _font(notice, NOTICE_PX * min(1.0, shrink + 0.2), floor),
    )


# Where the band's words may break (``_atoms``): never just inside a bracket or before a closing
# mark; a clause ends at one of CLAUSE_ENDS.
OPENERS = "(（[【「『“‘"
CLOSERS = ")）]】」』”’,，.。、:：;；!！?？·%"
CLAUSE_ENDS = (":", "：", ";", "；", ",", "，")
_CJK = "\u2e80-\u303f\u3040-\u9fff\uf900-\ufaff\uff00-\uffef"
_PIECES = re.compile(f"[{_CJK}]|[^{_CJK}\\s]+")


def _atoms(phrase: str) -> list[str]:
    """The pieces of a phrase a line may break between, each with the space before it (joined with
    ""): its words, or a Chinese text's characters, with a word that starts with no letter ("×3",
    "$375.00", "0–5", "·") kept with the one before unless that ends a clause, a closing mark kept
    with what it closes, an opening one with what it opens, and a bracket's words together ("Tie ×3
    (10♦ ×3)"), broken inside only after a comma ("(10♥ ×8," "10♦ ×3)")."""
    atoms: list[str] = []
    depth = 0
    for word in re.finditer(r"\s*\S+", phrase):
        spaced = word.group()[0].isspace()
        for k, piece in enumerate(_PIECES.findall(word.group())):
            unit = (" " if spaced and k == 0 else "") + piece
            glue = False
            if atoms:
                before = atoms[-1].rstrip()
                inside_or_bare = depth > 0 or (not piece[0].isalpha() and piece[0] not in OPENERS)
                glue = before[-1] in OPENERS or piece[0] in CLOSERS
                glue = glue or (inside_or_bare and not before.endswith(CLAUSE_ENDS))
            depth = _depth(piece, depth)
            if glue:
                atoms[-1] += unit
            else:
                atoms.append(unit)
    return atoms


def _depth(text: str, depth: int) -> int:
    """How deep in brackets ``text`` leaves a phrase that was ``depth`` deep before it."""
    return max(0, depth + sum(text.count(c) for c in "(（") - sum(text.count(c) for c in ")）"))


def _clauses(atoms: list[str]) -> list[str]:
    """The phrase's clauses: its atoms up to each that ends a clause outside brackets ("Player 5
    draws:")."""
    clauses = [""]
    depth = 0
    for atom in atoms:
        if clauses[-1] and depth == 0 and clauses[-1].rstrip().endswith(CLAUSE_ENDS):
            clauses.append("")
        clauses[-1] += atom
        depth = _depth(atom, depth)
    return clauses


def _units(text: str, sep: str) -> list[tuple[list[str], str]]:
    """The ways one phrase of ``text`` may break, best first: at its separators (when it holds
    them), between its clauses, then between its atoms (``_atoms``). Units are joined with the
    joiner given; a line is stripped."""
    ways: list[tuple[list[str], str]] = []
    if sep and sep in text:
        ways.append(([part.strip() for part in text.split(sep)], sep))
    atoms = _atoms(text)
    clauses = _clauses(atoms)
    if 1 < len(clauses) < len(atoms):
        ways.append((clauses, ""))
    ways.append((atoms, ""))
    return ways


class Balanced:
    """``units`` broken into any number of lines whose widest is as narrow as can be (so no line is
    left with a lone word while another is full), worked out once for every count of lines."""

    MOST = 8  # lines: more than this never fit a band

    def __init__(self, units: list[str], joiner: str, metrics: QFontMetricsF) -> None:
        n = len(units)
        self.units, self.joiner = units, joiner
        advance = metrics.horizontalAdvance
        self.widths = [
            [advance(joiner.join(units[i:j]).strip()) if j > i else 0.0 for j in range(n + 1)]
            for i in range(n)
        ]
        most = min(n, self.MOST)
        inf = math.inf
        # best[k][j]: the narrowest widest line for units[:j] in k lines, and where each line starts
        self.best: list[list[tuple[float, tuple[int, ...]]]] = [
            [(inf, ())] * (n + 1) for _ in range(most + 1)
        ]
        self.best[0][0] = (0.0, ())
        for k in range(1, most + 1):
            for j in range(k, n + 1):
                choice: tuple[float, tuple[int, ...]] = (inf, ())
                for i in range(k - 1, j):
                    previous, cuts = self.best[k - 1][i]
                    if previous >= choice[0]:
                        continue
                    value = max(previous, self.widths[i][j])
                    if value < choice[0]:
                        choice = (value, (*cuts, i))
                self.best[k][j] = choice
        self.most = most

    def widest_unit(self) -> float:
        return max(self.widths[i][i + 1] for i in range(len(self.units)))

    def lines(self, count: int) -> tuple[float, list[str]]:
        """(the widest line, the lines) for ``count`` lines."""
        value, cuts = self.best[count][len(self.units)]
        bounds = [*cuts, len(self.units)]
        return value, [
            self.joiner.join(self.units[a:b]).strip().removesuffix(" ·")
            for a, b in itertools.pairwise(bounds)
        ]


class Layout:
    """Lays the band's words out in a ``Room`` at one set of fonts (``plan``)."""

    def __init__(self, room: Room, fonts: Fonts, reveal: QRectF | None = None, force: bool = False) -> None:
        self.room = room
        self.fonts = fonts
        self.reveal = reveal
        self.force = force  # place every text even where it does not fit (the last resort)

    def _fits(self, width: float, bottom: float) -> bool:
        room = self.room.width(bottom)
        return width <= (max(room, self.room.full * FORCED) if self.force else room)

    def _room(self, bottom: float) -> float:
        room = self.room.width(bottom)
        return max(room, self.room.full * FORCED) if self.force else room

    def block(self, text: str, font: QFont, top: float, sep: str) -> list[Line] | None:
        """``text`` in as few balanced lines as fit the room below ``top`` (None if none do), broken
        between whole phrases (at ``sep``) where each fits a line, else each phrase on lines of
        its own, broken between its clauses, else between its atoms: never mid-phrase across two
        phrases, inside a bracket or before a multiplier or an amount."""
        height = QFontMetricsF(font).height()
        count = 1
        while count <= Balanced.MOST:
            texts = _lines(text, sep, font, self._room(top + count * height))
            if texts is None:
                break
            if len(texts) <= count:
                return [_line(t, font, top + i * height) for i, t in enumerate(texts)]
            count = len(texts)
        if self.force:  # as narrow as its words go
            texts = []
            for phrase in _phrases(text, sep):
                ways = _balanced(tuple(_atoms(phrase)), "", font)
                texts += ways.lines(ways.most)[1]
            return [_line(t, font, top + i * height) for i, t in enumerate(texts)]
        return None

    def plan(self, words: Words) -> Plan | None:
        """The band's words from the room's top down, or None if something does not fit."""
        plan = Plan()
        y = self.room.top
        if words.call:
            placed = self._call(words.call, words.own, y, plan)
            if placed is None:
                return None
            y = placed
        elif words.own:
            own = self._own_line(words.own, y)
            if own is None:
                return None
            plan.own, y = own
        if self.reveal is not None:
            width, height = self.reveal.width(), self.reveal.height()
            if not self._fits(width, y + 8 + height):
                return None
            plan.reveal = QPointF(MIDDLE - width / 2, y + 8)
            y += 8 + height + 4
        for name, text, font, sep in (
            ("explanation", words.explanation, self.fonts.explanation, EXPLAIN_SEP),
            ("notice", words.notice, self.fonts.notice, CALL_SEP),
        ):
            if not text:
                continue
            lines = self.block(text, font, y + 4, sep)
            if lines is None:
                return None
            setattr(plan, name, lines)
            y = lines[-1].rect.bottom()
        plan.bottom = y
        return plan

    def _own_size(self, text: str) -> tuple[float, float]:
        metrics = QFontMetricsF(self.fonts.own)
        return metrics.horizontalAdvance(text) + 2 * OWN_PAD_X + 4, metrics.height() + 2 * OWN_PAD_Y + 4

    def _own_line(self, text: str, top: float) -> tuple[list[Line], float] | None:
        width, height = self._own_size(text)
        if not self._fits(width, top + height):
            return None
        return [_line(text, self.fonts.own, top + (height - QFontMetricsF(self.fonts.own).height()) / 2)], (
            top + height
        )

    def _call(self, call: str, own: str, top: float, plan: Plan) -> float | None:
        """The call: on one line with the player's result beside it where they fit, else its side
        bets' payouts on their own lines in smaller type, the player's result beside the call or
        under everything."""
        parts = call.split(CALL_SEP)
        heads = [(call, "")]
        if len(parts) > 1:
            heads.append((parts[0], CALL_SEP.join(parts[1:])))
        for beside in (True, False) if own else (False,):
            for head, rest in heads:
                done = self._try_call(head, rest, own, beside, top, plan)
                if done is not None:
                    return done
        return None

    def _try_call(self, head: str, rest: str, own: str, beside: bool, top: float, plan: Plan) -> float | None:
        font = self.fonts.call
        metrics = QFontMetricsF(font)
        height = metrics.height()
        if beside:
            width, own_h = self._own_size(own)
            line_h = max(height, own_h)
            text_w = metrics.horizontalAdvance(head)
            if not self._fits(text_w + PILL_GAP + width, top + line_h):
                return None
            left = MIDDLE - (text_w + PILL_GAP + width) / 2
            calls = [_line(head, font, top + (line_h - height) / 2, left + text_w / 2)]
            own_line = _line(own, self.fonts.own, 0, left + text_w + PILL_GAP + width / 2)
            own_top = top + (line_h - QFontMetricsF(self.fonts.own).height()) / 2
            owns = [Line(own, self.fonts.own, own_line.rect.translated(0, own_top))]
            y = top + line_h
        else:
            lines = self.block(head, font, top, CALL_SEP)
            if lines is None:
                return None
            calls, owns, y = lines, [], lines[-1].rect.bottom()
        if rest:
            pays = self.block(rest, self.fonts.pays, y + 2, CALL_SEP)
            if pays is None:
                return None
            calls += pays
            y = pays[-1].rect.bottom()
        if own and not beside:
            got = self._own_line(own, y + 4)
            if got is None:
                return None
            owns, y = got
        plan.call, plan.own = calls, owns
        return y


@functools.lru_cache(maxsize=256)
def _balanced(units: tuple[str, ...], joiner: str, font: QFont) -> Balanced:
    return Balanced(list(units), joiner, QFontMetricsF(font))


def _phrases(text: str, sep: str) -> list[str]:
    return [part.strip() for part in text.split(sep)] if sep and sep in text else [text]


def _fewest(ways: Balanced, width: float) -> list[str] | None:
    """The fewest balanced lines of ``ways`` no wider than ``width`` (None if its widest unit is)."""
    if ways.widest_unit() > width:
        return None
    for count in range(1, ways.most + 1):
        widest, texts = ways.lines(count)
        if widest <= width:
            return texts
    return None


def _lines(text: str, sep: str, font: QFont, width: float) -> list[str] | None:
    """``text`` broken for a room ``width`` wide (see ``Layout.block``), or None if it cannot be."""
    phrases = _phrases(text, sep)
    if len(phrases) > 1:
        whole = _fewest(_balanced(tuple(phrases), sep, font), width)
        if whole is not None:
            return whole
    lines: list[str] = []
    for phrase in phrases:
        for units, joiner in _units(phrase, ""):
            got = _fewest(_balanced(tuple(units), joiner, font), width)
            if got is not None:
                lines += got
                break
        else:
            return None
    return lines


def _line(text: str, font: QFont, top: float, centre: float = MIDDLE) -> Line:
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text) + 4
    return Line(text, font, QRectF(centre - width / 2, top, width, metrics.height()))


def reserve_words(offered: Sequence[BetSpot]) -> list[Words]:
    """The longest words a table offering these side bets says as a matter of course, which the
    band must hold at its usual size: a result paying three side bets with the player's result and
    the draw's reasons, and a new shoe's "Place your bets" with its burn and commitment."""
    coup = resolve_cards(parse_cards(["5S", "2H", "5S", "2C", "2D", "2S"]))
    pays = [
        _t("Felt", "{bet} pays {amount}").format(bet=spot.label, amount=format_cents(12_500))
        for spot in SIDE_SPOTS
        if spot in offered
    ][:3]
    reasons = EXPLAIN_SEP.join(s.text for s in coup.steps if s.kind in (StepKind.DECISION, StepKind.NATURAL))
    result = Words(
        CALL_SEP.join([coup.describe(), *pays]),
        reasons,
        "",
        _t("Felt", "You win {amount}").format(amount=format_cents(100_000)),
    )
    shoe = Words(
        _t("Felt", "Place your bets"),
        _t("Felt", "Burned {count} cards (burn card {card} shown)").format(count=10, card="10♠"),
        _t("Felt", "Shoe {shoe} · seed commitment {start}…{end}").format(
            shoe=12, start="0123456789", end="abcdef0123"
        ),
    )
    return [result, shoe]
