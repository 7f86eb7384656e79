"""Subcommands on the stored history: ``autoplay``, ``verify``, ``export`` and ``import``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .common import (
    MAX_ID,
    CliError,
    Progress,
    add_rules_arguments,
    bet_argument,
    bounded_int,
    money_argument,
    print_json,
    rules_from_args,
    seed_argument,
    storage_failure,
)


def add_db_arguments(parser: argparse.ArgumentParser) -> None:
    """Every subcommand that touches history takes --db or --data-dir (not both)."""
    where = parser.add_mutually_exclusive_group()
    # SUPPRESS: a subcommand that is not given these must not overwrite the top-level ones
    # ('baccarat-desktop --data-dir X autoplay ...').
    where.add_argument(
        "--db",
        metavar="PATH",
        default=argparse.SUPPRESS,
        help="the history file (default: the default profile's)",
    )
    where.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help="folder holding the profiles (default: the per-user data folder)",
    )


def register(subparsers: Any) -> None:
    auto = subparsers.add_parser(
        "autoplay",
        help="play hands headless through the same session and storage code as the table",
        description="Play N hands with fixed bets, each stored as the table stores it. Run again on the "
        "same file, it continues the latest unfinished session (finishing a hand a crash interrupted).",
    )
    add_db_arguments(auto)
    auto.add_argument(
        "--hands",
        type=bounded_int(1, MAX_AUTOPLAY_HANDS),
        required=True,
        help=f"how many hands to play (1 to {MAX_AUTOPLAY_HANDS:,})",
    )
    auto.add_argument(
        "--bet",
        type=bet_argument,
        action="append",
        default=[],
        metavar="SPOT=CENTS",
        help="a bet placed every hand, on any bet of the catalogue (see 'odds'); repeatable. A new "
        "session's table offers the side bets bet on besides its usual pairs; Big and Small sit out "
        "the last hand of each shoe, when the table closes them",
    )
    auto.add_argument(
        "--seed", type=seed_argument, help="reproducible shoes for a new session (not real play)"
    )
    auto.add_argument(
        "--bankroll",
        type=money_argument,
        default=None,
        help="starting bankroll of a new session, in cents (at most 100,000,000,000: $1,000,000,000)",
    )
    auto.add_argument("--new-session", action="store_true", help="start a new session even if one is open")
    auto.add_argument(
        "--set-aside",
        action="store_true",
        help="if the file is damaged or not a history, keep it under a new name and start a new one",
    )
    add_rules_arguments(auto)
    auto.add_argument("--json", action="store_true", help="print a JSON summary")
    auto.epilog = (
        "Exit status: 0 when every hand was played; 2 for bad arguments, bets the table refuses at the "
        "start included (nothing is written then); 1 when the history cannot be used, or play stopped "
        "early because the bankroll no longer covers the bets."
    )
    auto.set_defaults(handler=run_autoplay)

    verify = subparsers.add_parser(
        "verify",
        help="check every stored shoe against its revealed seed and every hand against the rules",
        description="Recompute every ended shoe from its revealed seed, check the commitment, and check "
        "that every stored hand is what that shoe deals and that the money adds up. Exits 1 on any mismatch.",
    )
    add_db_arguments(verify)
    verify.add_argument("--json", action="store_true", help="print a JSON report")
    verify.set_defaults(handler=run_verify)

    export = subparsers.add_parser(
        "export",
        help="write the hand history as CSV or JSON (one row per hand)",
        description="Export hands with cards, totals, winner, bets and bankroll. Seeds of shoes still in "
        "play stay secret.",
    )
    add_db_arguments(export)
    export.add_argument("--format", choices=("csv", "json"), required=True)
    export.add_argument("--out", required=True, metavar="FILE", help="the file to write ('-' for stdout)")
    export.add_argument(
        "--session",
        type=bounded_int(1, MAX_ID),
        metavar="ID",
        help="only this session (as JSON, with the floor table's shoes it was dealt from, so it imports)",
    )
    export.add_argument(
        "--source",
        choices=tuple(EXPORT_SOURCES),
        help="the CSV's hands: your own (mine, the default), the floor tables' (floor), tracked shoes' "
        "(tracked) or all; the 'source' column names each row's",
    )
    export.epilog = (
        "Exit status: 0 when the file was written; 2 for bad arguments (a session not in the history, "
        "--source with JSON, a session not of that source), nothing written then; 1 when the history "
        "cannot be read or the file cannot be written."
    )
    export.set_defaults(handler=run_export)

    imp = subparsers.add_parser(
        "import",
        help="import a JSON export, all or nothing",
        description="Validate every record of a JSON export (cards, totals, winners, money, revealed shoes) "
        "and import all of it, or nothing with an error naming the first bad record.",
    )
    add_db_arguments(imp)
    imp.add_argument("file", metavar="FILE", help="a JSON file written by 'export --format json'")
    imp.add_argument("--set-aside", action="store_true", help="as for autoplay")
    imp.add_argument("--json", action="store_true", help="print a JSON summary")
    imp.set_defaults(handler=run_import)


def open_history(args: argparse.Namespace, *, write: bool) -> Any:
    """Open the history the arguments name; unusable files become clear errors (exit 1)."""
    from ..storage.database import set_aside
    from ..storage.errors import StorageError
    from ..storage.history import History
    from ..storage.paths import resolve_db_path

    path = resolve_db_path(args.db, args.data_dir)
    can_set_aside = write and hasattr(args, "set_aside")
    try:
        return History.open(path, write=write)
    except StorageError as exc:
        if can_set_aside and exc.can_set_aside and args.set_aside:
            kept = set_aside(path)
            print(f"kept the unusable file as {kept}; starting a new history at {path}", file=sys.stderr)
            return History.open(path, write=True)
        raise storage_failure(exc, set_aside=can_set_aside) from None


def _storage_errors() -> tuple[type[BaseException], ...]:
    from ..storage.errors import StorageError

    return (StorageError,)


# -- autoplay ----------------------------------------------------------------------------------
# Every hand is stored: ten million hands make a history of about 2 GB.
MAX_AUTOPLAY_HANDS = 10_000_000


def _refuse_bets(check: Any, bets: dict[Any, int], *args: Any, session: int | None = None) -> None:
    """Bets the table would refuse from the start are bad arguments (exit 2): ``check(bets, *args)``.
    ``session``: the continued session whose table it is (its rules stay as they were)."""
    try:
        check(bets, *args)
    except ValueError as exc:
        advice = (
            f" (session {session} keeps the table it was started with: run with --new-session for a new one)"
            if session is not None
            else ""
        )
        raise CliError(f"the table refuses these bets: {exc}{advice}") from None


def run_autoplay(args: argparse.Namespace) -> int:
    from ..engine.bets import bets_taken, check_bets, side_bets_offering
    from ..engine.money import format_cents
    from ..engine.rules import DEFAULT_BANKROLL_CENTS
    from ..storage.paths import resolve_db_path
    from ..storage.recorder import RecordedTable

    bets: dict[Any, int] = {}
    for spot, amount in args.bet:
        bets[spot] = bets.get(spot, 0) + amount
    rules = rules_from_args(args, side_bets=side_bets_offering(bets))
    bankroll = args.bankroll if args.bankroll is not None else DEFAULT_BANKROLL_CENTS
    if args.new_session or not resolve_db_path(args.db, args.data_dir).exists():
        _refuse_bets(check_bets, bets, rules, bankroll)  # before any file or session is created
    history = open_history(args, write=True)
    try:
        try:
            row = RecordedTable.continuing(history, seed=args.seed, new_session=args.new_session)
            if row is None:
                _refuse_bets(check_bets, bets, rules, bankroll)  # before the new session is stored
            table = RecordedTable.open(
                history,
                rules=rules,
                bankroll_cents=bankroll,
                seed=args.seed,
                new_session=args.new_session,
            )
            if row is not None:
                # The continued session's own rules, bankroll and loss limit; nothing written yet.
                _refuse_bets(
                    table.check_bets,
                    bets_taken(bets, last_hand=table.session.is_last_hand),
                    session=table.session_id,
                )
            continuing = table.session.hand_no > 0 or table.session.shoe_no > 0
            if continuing and not args.json:
                print(
                    f"continuing session {table.session_id} at {format_cents(table.bankroll_cents)}"
                    " (its own rules and shoes; --seed, --bankroll and rule options apply to new sessions)",
                    file=sys.stderr,
                )
            recovered = None
            if table.recovered is not None:
                recovered = table.commit_hand()
                if not args.json:
                    print(
                        f"finished the interrupted hand {recovered.hand_no} of shoe {recovered.shoe_no}: "
                        f"{recovered.coup.describe()}",
                        file=sys.stderr,
                    )
            start_bankroll = table.bankroll_cents
            played = 0
            stopped: str | None = None
            progress = Progress(args.hands, "playing", enabled=None if not args.json else False)
            while played < args.hands:
                hand_bets = bets_taken(bets, last_hand=table.session.is_last_hand)
                try:
                    table.check_bets(hand_bets)
                except ValueError as exc:  # the first hand was checked above: the money ran out
                    stopped = str(exc)
                    break
                table.play(hand_bets)
                played += 1
                progress.update(played)
            progress.close()
            ended = False
            if stopped is not None and not table.can_continue():
                table.end_session()
                ended = True
        except _storage_errors() as exc:
            raise storage_failure(exc, new_session=True) from None
        summary = {
            "session_id": table.session_id,
            "hands_played": played,
            "hands_requested": args.hands,
            "recovered_hand": recovered.hand_no if recovered else None,
            "bankroll_start_cents": start_bankroll,
            "bankroll_cents": table.bankroll_cents,
            "net_cents": table.bankroll_cents - start_bankroll,
            "shoe_no": table.session.shoe_no,
            "stopped": stopped,
            "session_ended": ended,
            "db": str(history.path),
        }
    finally:
        history.close()
    if args.json:
        print_json(summary)
    else:
        print(
            f"session {summary['session_id']}: played {played} hand(s); bankroll "
            f"{format_cents(start_bankroll)} -> {format_cents(summary['bankroll_cents'])} "
            f"(net {format_cents(summary['net_cents'])}); stored in {history.path}"
        )
    if stopped is not None:
        suffix = "; the session is over" if ended else ""
        print(f"baccarat-desktop autoplay: stopped after {played} of {args.hands} hands: {stopped}{suffix}",
              file=sys.stderr)  # fmt: skip
        return 1
    return 0


# -- verify ------------------------------------------------------------------------------------
def run_verify(args: argparse.Namespace) -> int:
    from ..storage.verify import verify_history

    history = open_history(args, write=False)
    try:
        try:
            report = verify_history(history)
        except _storage_errors() as exc:
            raise storage_failure(exc) from None
    finally:
        history.close()
    if args.json:
        print_json(report.to_dict())
    else:
        print(
            f"checked {report.hands_checked} hand(s); {report.shoes_checked} shoe(s) against their revealed "
            f"seed, {report.shoes_unrevealed} with the seed not yet revealed, "
            f"{report.shoes_without_seed} without a seed"
            + (
                f"; {report.tracked_shoes} tracked shoe(s) of {report.tracked_hands} hand(s)"
                if report.tracked_shoes
                else ""
            )
        )
        for problem in report.problems:
            print(f"MISMATCH {problem}")
        print("all good" if report.ok else f"{len(report.problems)} mismatch(es)")
    return 0 if report.ok else 1


# -- export / import ---------------------------------------------------------------------------
# The CLI's names for whose hands the CSV holds: each a storage/whose.py ``Source`` value ("all": every one).
EXPORT_SOURCES = {"mine": "player", "floor": "house", "tracked": "tracked", "all": None}
_SOURCE_NAMES = {"player": "your own", "house": "a floor table's", "tracked": "tracked"}


def _export_sources(args: argparse.Namespace, history: Any) -> Any:
    """The ``Source`` set the CSV holds (None: the export's default), or a ``CliError`` (exit 2) for a
    session not in the history or not of the source asked, and for --source with JSON."""
    from ..storage.exchange import session_source
    from ..storage.whose import Source

    if args.source is not None and args.format == "json":
        raise CliError("--source chooses the CSV's hands: a JSON export holds every kind of session")
    kind = None
    if args.session is not None:
        try:
            kind = session_source(history, args.session)
        except ValueError as exc:
            raise CliError(str(exc)) from None
    if args.source is None:
        return None
    value = EXPORT_SOURCES[args.source]
    sources = set(Source) if value is None else {Source(value)}
    if kind is not None and kind not in sources:
        word = next(word for word, v in EXPORT_SOURCES.items() if v == kind.value)
        raise CliError(
            f"session {args.session} holds {_SOURCE_NAMES[kind.value]} hands, not --source {args.source}'s "
            f"(leave --source out, or give --source {word})"
        )
    return sources


def run_export(args: argparse.Namespace) -> int:
    from ..storage.exchange import ExportError, export_csv, export_file, export_json, sessions_to_export

    history = open_history(args, write=False)
    try:
        try:
            sources = _export_sources(args, history)  # before anything is written
            if args.out == "-":
                if args.format == "csv":
                    count = export_csv(history, sys.stdout, args.session, sources)
                else:
                    count = export_json(history, sys.stdout, args.session)
            else:
                count = export_file(history, Path(args.out).expanduser(), args.format, args.session, sources)
            shared = (
                [sid for sid in sessions_to_export(history, args.session) if sid != args.session]
                if args.session is not None and args.format == "json"
                else []
            )
        except _storage_errors() as exc:
            raise storage_failure(exc) from None
        except ExportError as exc:  # a value edited into the history: the history is the problem
            raise CliError(str(exc), exit_code=1) from None
        except OSError as exc:
            raise CliError(f"cannot write {args.out}: {exc.strerror}", exit_code=1) from None
    finally:
        history.close()
    if args.out != "-":
        with_shared = (
            f", with session(s) {', '.join(map(str, shared))} sharing its floor table's shoes (to import it)"
            if shared
            else ""
        )
        print(f"exported {count} hand(s) to {args.out}{with_shared}", file=sys.stderr)
    return 0


def run_import(args: argparse.Namespace) -> int:
    """The whole file is checked before the target history is opened for writing (or created)."""
    from ..storage.errors import StorageError
    from ..storage.history import History
    from ..storage.importing import check_new_sessions, import_json, load_import, validate_import
    from ..storage.paths import resolve_db_path

    data = load_import(Path(args.file))
    validate_import(data)  # the whole file, before the target is even looked at
    path = resolve_db_path(args.db, args.data_dir)
    known: set[str] = set()
    if path.exists() or path.is_symlink():
        try:
            with History.open(path, write=False) as reader:
                known = reader.session_uids()
        except StorageError as exc:
            if not (exc.can_set_aside and args.set_aside):
                raise storage_failure(exc, set_aside=True) from None
    check_new_sessions(data, known, path.name)
    history = open_history(args, write=True)
    try:
        try:
            counts = import_json(history, data)
        except _storage_errors() as exc:
            raise storage_failure(exc) from None
    finally:
        history.close()
    if args.json:
        print_json(counts)
    else:
        print(
            f"imported {counts['sessions']} session(s), {counts['shoes']} shoe(s), {counts['hands']} hand(s)"
            f" into {history.path}"
        )
    return 0
