"""``lab``: does my betting system work? Many sessions of a system through the fast path."""

from __future__ import annotations

import argparse
import sys
import threading
from typing import Any

from .common import (
    CliError,
    Progress,
    add_peek_cards_argument,
    add_rules_arguments,
    bet_argument,
    bounded_int,
    duration_words,
    money_argument,
    peek_cards_of,
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
        "prints one JSON object per line. A long run first says about how long it will take on this "
        "machine (from a short measured run) and shows its progress on a terminal; at most "
        f"{MAX_LAB_RUN_HANDS:,} hands (sessions x hands x systems) at once. Ctrl+C or SIGTERM stops "
        "with the sessions finished so far (exit 130).",
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
        "--bet",
        type=bet_argument,
        action="append",
        required=True,
        metavar="SPOT=CENTS",
        help="the bet and its base unit (one bet: a system stakes one spot)",
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
    add_peek_cards_argument(lab)
    lab.add_argument(
        "--workers", type=bounded_int(1, 256), default=None, help="threads (default: every core)"
    )
    lab.add_argument("--json", action="store_true", help="print JSON (one object per system)")
    lab.set_defaults(handler=run_lab_command)


# The most hands one run deals (sessions x hands x systems). Ten billion is enough for any question
# the lab answers: a mean's standard error shrinks as one over the square root of the sessions, so a
# million sessions of ten thousand hands already settles any system, and at the fast path's pace
# (about ten million hands a second on two cores) it ends within the hour: a long run, said up front
# and stoppable, never a hang. Each of --sessions and --hands alone still goes to its own maximum.
MAX_LAB_RUN_HANDS = 10_000_000_000

# A run of at least this many hands is timed on a short sample first, to say how long it will take.
ESTIMATE_FROM_HANDS = 100_000_000
SAY_FROM_SECONDS = 10.0


def _one_bet(bets: list[tuple[Any, int]]) -> tuple[Any, int]:
    """The lab's systems stake one spot each hand (follow the shoe moves between Banker and Player
    itself): a second --bet would be silently dropped, so it is refused in words."""
    if len(bets) > 1:
        given = ", ".join(f"{spot.value}={amount}" for spot, amount in bets)
        raise CliError(
            f"the lab tries one bet at a time, and --bet was given {len(bets)} times ({given}): "
            "run the lab once for each bet"
        )
    return bets[0]


def _check_size(sessions: int, hands: int, systems: int) -> None:
    total = sessions * hands * systems
    if total > MAX_LAB_RUN_HANDS:
        raise CliError(
            f"{sessions:,} sessions x {hands:,} hands x {systems} system(s) is {total:,} hands, more than "
            f"the lab runs at once ({MAX_LAB_RUN_HANDS:,}: enough to settle any system, and within the "
            "hour); give fewer --sessions or --hands, or fewer systems"
        )


def _estimate(first: Any, systems: list[Any], workers: int | None, cancel: threading.Event) -> float | None:
    """Seconds the whole run should take on this machine, from each system timed on a short sample
    of the same sessions (one chunk per worker); None for a run too short to be worth timing."""
    from dataclasses import replace

    from ..engine.fast.lab import CHUNK_HANDS, FEE_TABLE_HANDS_PER_SECOND, REFERENCE_CHUNK_HANDS, run_lab
    from ..engine.fast.parallel import default_workers

    # A table with a fee runs on the reference engine, one core: worth timing from ten seconds' work.
    fee_table = first.rules.variant.lit or first.rules.variant.peek
    least = FEE_TABLE_HANDS_PER_SECOND * SAY_FROM_SECONDS if fee_table else ESTIMATE_FROM_HANDS
    if first.sessions * first.hands * len(systems) < least:
        return None
    run_lab(replace(first, sessions=1, hands=1), workers=1, cancel=cancel)  # loads the compiled code
    per_chunk = max(1, (REFERENCE_CHUNK_HANDS if fee_table else CHUNK_HANDS) // first.hands)
    sample = min(first.sessions, per_chunk * (1 if fee_table else workers or default_workers()))
    seconds = 0.0
    for system in systems:
        if cancel.is_set():
            return None
        timed = run_lab(replace(first.with_system(system), sessions=sample), workers=workers, cancel=cancel)
        seconds += timed.seconds / max(1, timed.sessions) * first.sessions
    return seconds


def run_lab_command(args: argparse.Namespace) -> int:
    from ..engine.bets import side_bets_offering
    from ..engine.fast.lab import compare
    from ..engine.fast.native import say_once_on_stderr
    from ..engine.fast.parallel import fast_seed, stopped_by_signals
    from ..engine.systems import LabSpec

    spot, unit = _one_bet(args.bet)
    # A table that offers the bet: the usual side bets plus the one tried.
    rules = rules_from_args(
        args,
        side_bets=side_bets_offering([spot] if spot.is_side else []),
        peek_cards=peek_cards_of(args, args.variant),
    )
    systems = args.system
    first = LabSpec(
        systems[0], spot, unit, args.bankroll, args.sessions, args.hands, rules,
        args.stop_win, args.stop_loss, fast_seed(args.seed),
    )  # fmt: skip
    for system in systems[1:]:
        first.with_system(system)  # every system's settings are checked before any runs
    _check_size(args.sessions, args.hands, len(systems))
    say_once_on_stderr()  # only where the kernel is not built: the run goes on, on the reference engine
    if rules.variant.lit or rules.variant.peek:
        print(
            f"the {rules.variant.label} table runs on the reference engine (the compiled kernel has no lit "
            "cards, fee or raise): a few thousand hands a second",
            file=sys.stderr,
        )
    progress = Progress(args.sessions * len(systems), "sessions")
    # From here Ctrl+C and SIGTERM set ``cancel``: the run stops between chunks, keeping what finished.
    with stopped_by_signals(threading.Event()) as cancel:
        seconds = _estimate(first, systems, args.workers, cancel)
        if seconds is not None and seconds >= SAY_FROM_SECONDS and not cancel.is_set():
            print(
                f"about {duration_words(seconds)} on this machine ({args.sessions:,} sessions of up to "
                f"{args.hands:,} hands, {len(systems)} system(s)); Ctrl+C stops with the sessions "
                "finished so far",
                file=sys.stderr,
                flush=True,
            )
        try:
            ran = (
                []
                if cancel.is_set()
                else compare(
                    first, tuple(systems), workers=args.workers, progress=progress.update, cancel=cancel
                )
            )
        finally:
            progress.close()
    results = [r for r in ran if r.sessions]  # a system stopped before its first chunk has nothing
    stopped = any(r.stopped for r in ran) or len(ran) < len(systems)
    if stopped:
        done = sum(r.sessions for r in results)
        print(f"stopped after {done:,} sessions: the figures count those", file=sys.stderr)
    seed = None if args.seed is None else (args.seed.hex() if isinstance(args.seed, bytes) else args.seed)
    if args.json:
        for result in results:
            print_json({**result.to_dict(), "seed": seed})
        return 130 if stopped else 0
    if not results:  # stopped before the first chunk finished: nothing to show
        return 130
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
        + (f", {spec.rules.peek_cards} card(s) shown, the published play" if spec.rules.variant.peek else "")
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
