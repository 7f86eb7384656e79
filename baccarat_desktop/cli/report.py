"""The ``report`` subcommand: the dashboard's charts as PNG files and its numbers as JSON, headless.

Everything the analytics pane shows, for a machine with no display (or a script): the same
figure builders and the same statistics, so the files match what the pane would draw.
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path
from typing import Any

from .common import CliError, bounded_int, positive_int, print_json, storage_failure
from .history import add_db_arguments, open_history


def date_argument(text: str) -> date:
    from ..analytics.filters import parse_date

    try:
        return parse_date(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def register(subparsers: Any) -> None:
    report = subparsers.add_parser(
        "report",
        help="write the analytics charts (PNG) and a JSON summary of the history, no display needed",
        description="Write the dashboard's six charts (bankroll, win streaks, tie frequency, outcome mix, "
        "money by bet type, sessions) as PNG files, and summary.json with the numbers behind them: counts, "
        "observed against exact probabilities with Wilson 95% intervals, money by bet type against the "
        "house edge, the sessions, and how lucky the result was: the hands' own stakes replayed over "
        "10,000 simulated shoes (summary.json's 'luck', null when no hand matches). Dates are local "
        "calendar days, both ends included.",
        epilog="example: baccarat-desktop report --out report/ --session 3 --since 2026-01-01",
    )
    add_db_arguments(report)
    report.add_argument(
        "--out", required=True, metavar="DIR", help="folder for the files (created if needed)"
    )
    report.add_argument(
        "--session",
        type=positive_int,
        action="append",
        default=[],
        metavar="ID",
        help="only this session (repeat for several; default: every session)",
    )
    report.add_argument("--since", type=date_argument, metavar="DATE", help="first day, YYYY-MM-DD")
    report.add_argument("--until", type=date_argument, metavar="DATE", help="last day, YYYY-MM-DD")
    report.add_argument("--csv", action="store_true", help="also write each chart's data as CSV")
    report.add_argument("--json", action="store_true", help="print the summary as JSON on stdout")
    report.add_argument(
        "--replays",
        type=bounded_int(0, 1_000_000),
        default=None,
        metavar="N",
        help="replays of the hands' stakes for 'how lucky' (default 10,000, fewer for very long "
        "histories; 0 to leave it out). The same hands always get the same replays",
    )
    report.set_defaults(handler=run_report)


def run_report(args: argparse.Namespace) -> int:
    from ..analytics.filters import HistoryFilter

    if args.since is not None and args.until is not None and args.since > args.until:
        raise CliError(f"--since {args.since} is after --until {args.until}")
    flt = HistoryFilter.of(args.session, args.since, args.until)
    out = Path(args.out).expanduser()
    if out.exists() and not out.is_dir():
        raise CliError(f"--out {out} is a file, not a folder")
    history = open_history(args, write=False)
    try:
        known = {s.id for s in _sessions(history)}
        missing = sorted(set(flt.sessions) - known)
        if missing:
            raise CliError(f"there is no session {', '.join(map(str, missing))} in {history.path}")
        summary = write_report(history, flt, out, csv=args.csv, replays=args.replays)
    finally:
        history.close()
    if args.json:
        print_json(summary)
    else:
        hands = summary["hands"]
        print(f"wrote {len(summary['figures'])} charts and summary.json for {hands:,} hand(s) to {out}")
        luck = summary.get("luck")
        if luck is not None:
            print(f"luck: {luck['sentence']} ({luck['details']})")
        elif args.replays != 0:
            print("luck: no hands to replay")
    return 0


def _sessions(history: Any) -> list[Any]:
    from ..storage.errors import StorageError

    try:
        return list(history.sessions())
    except StorageError as exc:
        raise CliError(str(exc), exit_code=1) from None


def _luck(history: Any, data: Any, replays: int | None) -> dict[str, Any] | None:
    """The luck section: the fast path's numbers with the sentence and its details; None when no
    hand can be replayed. Loads the fast path only when there are hands."""
    from ..analytics.luck import luck_of
    from ..engine.errors import DomainError
    from ..engine.fast.native import say_once_on_stderr
    from ..storage.errors import StorageError

    if not len(data.hands):
        return None
    say_once_on_stderr()  # only where the kernel is not built: the replays run on the reference engine
    try:
        report = luck_of(history, data, replays=replays)
    except DomainError:  # every selected hand held a bet this version cannot read
        return None
    except StorageError as exc:
        raise CliError(str(exc), exit_code=1) from None
    return {**report.to_dict(), "details": report.details}


def write_report(
    history: Any, flt: Any, out: Path, *, csv: bool = False, replays: int | None = None
) -> dict[str, Any]:
    """Charts as ``<chart>.png`` (1280 x 800), optional ``<chart>.csv``, and ``summary.json``.

    ``replays``: how many times "how lucky" replays the stakes (None: ``analytics.luck``'s choice,
    0: no luck section at all). With no hand to replay, ``luck`` is null."""
    from .. import __version__
    from ..analytics.analysis import Analysis, Chart
    from ..analytics.dataset import Dataset
    from ..analytics.export import write_csv
    from ..analytics.figures.dashboard import build_figure
    from ..storage.errors import StorageError
    from ..storage.outputs import output_file
    from ..storage.stamps import now_stamp

    try:
        analysis = Analysis(Dataset.load(history, flt))
    except StorageError as exc:
        raise storage_failure(exc) from None  # the terminal's advice, not the window's
    try:
        out.mkdir(parents=True, exist_ok=True)
        figures: dict[str, str] = {}
        data_files: dict[str, str] = {}
        for chart in Chart:
            figure = build_figure(chart, analysis)
            name = f"{chart.value}.png"
            with output_file(out / name, binary=True) as image:
                figure.savefig(image, format="png", facecolor=figure.get_facecolor())
            figures[chart.value] = name
            if csv:
                with output_file(out / f"{chart.value}.csv") as handle:
                    write_csv(chart, analysis, handle)
                data_files[chart.value] = f"{chart.value}.csv"
        summary = {
            "generated_at": now_stamp(),
            "program": f"baccarat-desktop {__version__}",
            "db": str(history.path),
            "figures": figures,
            **({"data": data_files} if csv else {}),
            **analysis.summary(),
        }
        if replays != 0:
            summary["luck"] = _luck(history, analysis.data, replays)
        with output_file(out / "summary.json") as handle:
            handle.write(json.dumps(summary, indent=1) + "\n")
    except OSError as exc:
        raise CliError(f"cannot write the report to {out}: {exc.strerror or exc}", exit_code=1) from None
    return summary
