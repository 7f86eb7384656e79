"""The ``roads`` subcommand: the scoreboard roads of one shoe from its results (B, P, T)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TextIO

from .common import CliError, print_json

if TYPE_CHECKING:
    from ..engine.roads import DerivedRoad, RoadEntry, Roads


def register(subparsers: Any) -> None:
    roads = subparsers.add_parser(
        "roads",
        help="the scoreboard roads of a shoe from its results",
        description="Compute the Bead Plate, Big Road, Big Eye Boy, Small Road, Cockroach Pig, "
        "Ask Banker / Ask Player and the shoe statistics from one shoe's results in order: "
        "B (Banker), P (Player), T (Tie), any case; spaces are ignored. One shoe deals at most "
        "103 hands, so more results are refused. Grid positions are 0-based.",
        epilog="examples: baccarat-desktop roads BBPPB --json; "
        "printf 'BBPPB\\nBPPPB\\n' | baccarat-desktop roads --stdin --json",
    )
    roads.add_argument("results", nargs="?", metavar="RESULTS", help="the shoe's results, e.g. BBPTPB")
    roads.add_argument(
        "--stdin",
        action="store_true",
        help="read one shoe's results per line from stdin (blank lines are skipped); a bad line is "
        "reported on stderr, the rest still run, and the exit code is 2",
    )
    roads.add_argument("--json", action="store_true", help="print JSON (one object per shoe, one per line)")
    roads.set_defaults(handler=run_roads)


# The longest line read as one shoe's results: its at most 103 letters with room for any spacing.
# A longer line is skipped unread (a 1 MB line once took a minute and 1.45 GB).
MAX_LINE = 64 * 1024


def _bounded_lines(stream: TextIO) -> Iterator[str | None]:
    """The stream's lines, each read at most ``MAX_LINE`` characters at a time; None for a line
    longer than that (the rest of it is read past in pieces, never held whole)."""
    while line := stream.readline(MAX_LINE + 1):
        if len(line) <= MAX_LINE or (line.endswith("\n") and len(line) == MAX_LINE + 1):
            yield line
            continue
        while (rest := stream.readline(MAX_LINE)) and not rest.endswith("\n"):
            pass
        yield None


def _one_shoe(text: str) -> tuple[RoadEntry, ...]:
    """One shoe's results; more than a shoe deals are refused (before any road is worked out)."""
    from ..engine.errors import DomainError
    from ..engine.roads import MAX_HANDS_PER_SHOE, parse_results

    entries = parse_results(text)
    if len(entries) > MAX_HANDS_PER_SHOE:
        raise DomainError(
            f"{len(entries):,} results are more than one shoe deals: at most {MAX_HANDS_PER_SHOE} hands "
            "(8 decks of 416 cards, less the burn, at 4 cards or more a hand)"
        )
    return entries


def run_roads(args: argparse.Namespace) -> int:
    from ..engine.errors import DomainError
    from ..engine.roads import MAX_HANDS_PER_SHOE, compute_roads

    if args.stdin:
        if args.results is not None:
            raise CliError("give the results either as an argument or with --stdin, not both")
        failures = 0
        first = True
        for number, line in enumerate(_bounded_lines(sys.stdin), start=1):
            if line is not None and not line.strip():
                continue
            try:
                if line is None:
                    raise DomainError(
                        f"a line of more than {MAX_LINE:,} characters is not one shoe's results "
                        f"(a shoe deals at most {MAX_HANDS_PER_SHOE} hands)"
                    )
                roads = compute_roads(_one_shoe(line))
            except ValueError as exc:
                failures += 1
                print(f"baccarat-desktop roads: error: line {number}: {exc}", file=sys.stderr)
                continue
            if args.json:
                print_json(roads.to_dict())
            else:
                if not first:
                    print()
                print(f"line {number}:")
                print(render_text(roads))
            first = False
            sys.stdout.flush()
        return 2 if failures else 0
    if args.results is None:
        raise CliError("give the shoe's results (e.g. BBPTPB) or use --stdin")
    roads = compute_roads(_one_shoe(args.results))
    if args.json:
        print_json(roads.to_dict())
    else:
        print(render_text(roads))
    return 0


# -- text rendering --------------------------------------------------------------------------------
def render_text(roads: Roads) -> str:
    """A plain-ASCII rendering: the grids row by row, then the ask roads and the statistics."""
    from ..engine.roads import ROWS, Mark

    lines = [f"Results: {roads.results or '(none)'} ({roads.stats.hands} hands)", ""]

    lines.append("Bead Plate (B Banker, P Player, T Tie):")
    bead = {(c.column, c.row): c.outcome.letter for c in roads.bead_plate}
    lines += _grid(bead, roads.bead_plate_width, ROWS, 1)
    lines.append("")

    lines.append("Big Road (B Banker, P Player; / one tie on that circle, a digit: that many ties):")
    big = {(c.column, c.row): c.outcome.letter + _ties(c.ties) for c in roads.big_road}
    lines += _grid(big, roads.big_road_width, ROWS, 2)
    if roads.leading_ties:
        where = "shown on the first circle" if roads.big_road else "no circle yet"
        lines.append(f"  ties before the first Banker/Player result: {roads.leading_ties} ({where})")
    lines.append(f"  logical columns: {' '.join(str(n) for n in roads.big_road_columns) or '(none)'}")

    for road in roads.derived_roads:
        lines.append("")
        lines.append(f"{road.kind.label} (R red, B blue):")
        lines += _derived(road)

    lines.append("")
    for name, found in (("Ask Banker", roads.ask_banker), ("Ask Player", roads.ask_player)):
        parts = [
            f"{road.kind.label} {mark.value if isinstance(mark, Mark) else '-'}"
            for road, mark in zip(roads.derived_roads, found, strict=True)
        ]
        lines.append(f"{name}: {', '.join(parts)}")

    stats = roads.stats
    lines.append("")
    lines.append(
        f"Hands {stats.hands}: Banker {stats.banker} ({stats.banker_percent:.1f}%), "
        f"Player {stats.player} ({stats.player_percent:.1f}%), Tie {stats.tie} ({stats.tie_percent:.1f}%)"
    )
    lines.append(
        f"Player pairs {stats.player_pairs}, Banker pairs {stats.banker_pairs}, naturals {stats.naturals}"
    )
    current = stats.current_streak
    now = f"{current.outcome.value.capitalize()} {current.length}" if current.outcome else "none"
    lines.append(
        f"Longest streak: Banker {stats.longest_banker_streak}, Player {stats.longest_player_streak}; "
        f"current streak: {now}"
    )
    return "\n".join(lines)


def _ties(count: int) -> str:
    if count == 0:
        return " "
    if count == 1:
        return "/"
    return str(count) if count < 10 else "+"


def _derived(road: DerivedRoad) -> list[str]:
    from ..engine.roads import ROWS

    if not road.cells:
        return ["  (no marks yet)"]
    cells = {(c.column, c.row): c.mark.letter for c in road.cells}
    return _grid(cells, road.width, ROWS, 1)


def _grid(cells: dict[tuple[int, int], str], width: int, rows: int, cell_width: int) -> list[str]:
    if width == 0:
        return ["  (empty)"]
    empty = "." + " " * (cell_width - 1)
    gap = " " if cell_width == 1 else ""  # two-character cells carry their own gap
    return ["  " + gap.join(cells.get((x, y), empty) for x in range(width)).rstrip() for y in range(rows)]
