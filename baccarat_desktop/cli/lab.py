"""``lab``: does my betting system work? Many sessions of a system through the fast path."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .common import (
    CliError,
    Progress,
    add_rules_arguments,
    bet_argument,
    bounded_int,
    money_argument,
    print_json,
    rules_from_args,
    seed_argument,
)


def system_list(text: str) -> list[Any]:
    """argparse type for ``--system``: one name, several separated by commas, or ``all``."""
    from ..engine.systems import System

    if text.strip().lower() == "all":
        return list(System)
    try:
        return [System.parse(part) for part in text.split(",") if part.strip()] or [System.parse(text)]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def register(subparsers: Any) -> None:
    from ..engine.systems import MAX_LAB_HANDS, MAX_LAB_SESSIONS, System

    lab = subparsers.add_parser(
        "lab",
        help="the strategy lab: run a betting system over many simulated sessions",
        description="Run a betting system for N sessions of M hands each through real shoes and say "
        "what it does to a bankroll: mean result against what the house edge predicts (the edge "
        "times the amount wagered, whatever the system), risk of ruin, share of sessions that end "
        "up, percentiles of the result, and whether the system ran into the table maximum. Systems: "
        + ", ".join(f"{s.key} ({s.description.rstrip('.')})" for s in System)
        + ". Several systems (comma-separated, or 'all') run on the same shoes; with --json each "
        "prints one JSON object per line. Ctrl+C stops with the sessions finished so far.",
    )
    lab.add_argument(
        "--system",
        type=system_list,
        required=True,
        metavar="NAME[,NAME...]",
        help="flat, martingale, paroli, dalembert, fibonacci, 1326, labouchere, oscars_grind, "
        "follow_the_shoe, or all",
    )
    lab.add_argument(
        "--bet", type=bet_argument, required=True, metavar="SPOT=CENTS", help="the bet and its base unit"
    )
    lab.add_argument("--bankroll", type=money_argument, required=True, metavar="CENTS", help="per session")
    lab.add_argument(
        "--sessions",
        type=bounded_int(1, MAX_LAB_SESSIONS),
        required=True,
        help=f"sessions to run (1 to {MAX_LAB_SESSIONS:,})",
    )
    lab.add_argument(
        "--hands",
        type=bounded_int(1, MAX_LAB_HANDS),
        required=True,
        help=f"hands per session at most (1 to {MAX_LAB_HANDS:,})",
    )
    lab.add_argument("--seed", type=seed_argument, help="an integer or 64 hex digits; omit for secret shoes")
    lab.add_argument(
        "--stop-win", type=money_argument, default=0, metavar="CENTS", help="leave once this much ahead"
    )
    lab.add_argument(
        "--stop-loss", type=money_argument, default=0, metavar="CENTS", help="leave once this much behind"
    )
    add_rules_arguments(lab)
    lab.add_argument(
        "--workers", type=bounded_int(1, 256), default=None, help="threads (default: every core)"
    )
    lab.add_argument("--json", action="store_true", help="print JSON (one object per system)")
    lab.set_defaults(handler=run_lab_command)


def run_lab_command(args: argparse.Namespace) -> int:
    from ..engine.bets import side_bets_offering
    from ..engine.fast.lab import compare
    from ..engine.fast.parallel import fast_seed
    from ..engine.systems import LabSpec

    spot, unit = args.bet
    # A table that offers the bet: the usual side bets plus the one tried.
    rules = rules_from_args(args, side_bets=side_bets_offering([spot] if spot.is_side else []))
    systems = args.system
    first = LabSpec(
        systems[0], spot, unit, args.bankroll, args.sessions, args.hands, rules,
        args.stop_win, args.stop_loss, fast_seed(args.seed),
    )  # fmt: skip
    for system in systems[1:]:
        first.with_system(system)  # every system's settings are checked before any runs
    progress = Progress(args.sessions * len(systems), "sessions")
    try:
        results = compare(first, tuple(systems), workers=args.workers, progress=progress.update)
    finally:
        progress.close()
    stopped = any(r.stopped for r in results) or len(results) < len(systems)
    if stopped:
        done = sum(r.sessions for r in results)
        print(f"stopped after {done:,} sessions: the figures count those", file=sys.stderr)
    seed = None if args.seed is None else (args.seed.hex() if isinstance(args.seed, bytes) else args.seed)
    if args.json:
        for result in results:
            print_json({**result.to_dict(), "seed": seed})
        return 130 if stopped else 0
    _print_table(results)
    if args.seed is None:
        print("(secret random shoes: run with --seed to reproduce)")
    return 130 if stopped else 0


def _print_table(results: list[Any]) -> None:
    from ..engine.money import format_cents

    if not results:
        raise CliError("no session finished")
    spec = results[0].spec
    print(
        f"{spec.sessions:,} sessions of up to {spec.hands:,} hands, {format_cents(spec.unit_cents)} units, "
        f"bankroll {format_cents(spec.bankroll_cents)}, {spec.rules.describe()}"
    )
    header = (
        f"{'system':<40}{'mean result':>13}{'edge says':>12}{'wagered':>13}{'ruin':>7}{'up':>7}{'max hit':>9}"
    )
    print(header)
    for r in results:
        print(
            f"{r.spec.system.label + ' on ' + r.spec.spot.label:<40}"
            f"{format_cents(round(r.mean_net)):>13}{format_cents(round(r.expected_net)):>12}"
            f"{format_cents(round(r.mean_wagered)):>13}{r.risk_of_ruin:>7.1%}{r.share_up:>7.1%}"
            f"{r.hit_max_share:>9.1%}"
        )
    print(
        "Whatever the system, a session loses on average the house edge times what it wagers: a system "
        "changes how the results spread, not what they average."
    )
