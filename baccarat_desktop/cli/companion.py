"""The ``companion`` subcommand: shoes tracked at a real table (docs/tracked.md).

``companion import FILE --venue V --table T --decks N`` stores a paper scorecard as a tracked sitting,
all or nothing (storage/scorecard.py reads it, storage/tracked.py stores it).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .common import CliError, bounded_int, print_json, storage_failure
from .history import add_db_arguments, open_history


def register(subparsers: Any) -> None:
    companion = subparsers.add_parser(
        "companion",
        help="shoes tracked at a real table: import a scorecard",
        description="Shoes tracked at a real table, kept in the history apart from the hands played here.",
    )
    actions = companion.add_subparsers(dest="action", metavar="ACTION", required=True)
    imp = actions.add_parser(
        "import",
        help="store a paper scorecard as a tracked sitting, all or nothing",
        description="Read a scorecard and store it as one tracked sitting, each shoe ended. Two forms: one "
        "shoe per line of B (Banker), P (Player), T (Tie), as 'roads --stdin' reads it; or a CSV whose "
        "header names the columns shoe, hand, result and, if seen, player_cards, banker_cards "
        "(card codes like '9S KH'), player_pair, banker_pair, natural (Y, N or empty). Every line is "
        "checked first: a problem (named by line and column) imports nothing.",
        epilog="example: baccarat-desktop companion import card.txt --venue 'Casino Lisboa' --table 7 "
        "--decks 8 --json",
    )
    add_db_arguments(imp)
    imp.add_argument("file", metavar="FILE", help="the scorecard ('-' for stdin)")
    imp.add_argument("--venue", required=True, help="where the shoes were dealt")
    imp.add_argument("--table", required=True, help="the table's name")
    imp.add_argument(
        "--decks", required=True, type=bounded_int(1, 8), metavar="N", help="decks in the shoe (1-8)"
    )
    imp.add_argument("--json", action="store_true", help="print a JSON summary")
    imp.set_defaults(handler=run_import)


def run_import(args: argparse.Namespace) -> int:
    """The whole scorecard is read and checked before the history is opened for writing."""
    from ..storage.errors import StorageError
    from ..storage.scorecard import MAX_BYTES, ScorecardError, read_scorecard
    from ..storage.tracked import import_shoes

    venue, table = args.venue.strip(), args.table.strip()
    if not venue or not table:
        raise CliError("give the venue and the table a name")
    try:
        if args.file == "-":
            text = sys.stdin.read(MAX_BYTES + 1)
            shoes = read_scorecard("<stdin>", args.decks, text=text)
        else:
            shoes = read_scorecard(args.file, args.decks)
    except ScorecardError as exc:
        raise CliError(str(exc)) from None
    history = open_history(args, write=True)
    try:
        try:
            sitting = import_shoes(history, venue, table, args.decks, shoes)
        except StorageError as exc:
            raise storage_failure(exc) from None
    finally:
        history.close()
    summary = {
        "sitting": sitting,
        "venue": venue,
        "table": table,
        "decks": args.decks,
        "shoes": len(shoes),
        "hands": sum(len(hands) for hands in shoes),
    }
    if args.json:
        print_json(summary)
    else:
        print(
            f"imported {summary['shoes']} shoe(s), {summary['hands']} hand(s) as tracked sitting {sitting} "
            f"({venue}, {table}) into {history.path}"
        )
    return 0
