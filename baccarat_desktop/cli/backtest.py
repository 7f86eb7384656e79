"""``backtest``: does a road rule work? A rule over simulated, own or tracked shoes, against the edge."""

from __future__ import annotations

import argparse
import threading
from typing import Any

from .common import CliError, Progress, add_decks_argument, bounded_int, print_json, seed_argument
from .history import add_db_arguments, open_history


def register(subparsers: Any) -> None:
    from ..analytics.backtest import DEFAULT_SHOES, MAX_SHOES, SOURCES
    from ..engine.road_rules import MAX_PATTERN, MAX_STOP_AFTER, PRESETS

    backtest = subparsers.add_parser(
        "backtest",
        help="test a road rule over simulated shoes, your own hands or tracked shoes",
        description="Run a road rule (a preset, or --pattern with --side) over shoes and say what it did: "
        "bets made, won, lost and pushed, the result per 100 units bet with a 95%% interval, against "
        "Banker or Player on every hand of the same shoes and against what the exact house edge "
        "predicts, and a sentence that says what that means. A bet pushes on a Tie; no rule reads a "
        "Tie. Rules: " + "; ".join(f"{r.key} ({r.description.rstrip('.')})" for r in PRESETS.values()) + ".",
    )
    which = backtest.add_mutually_exclusive_group(required=True)
    which.add_argument("--rule", metavar="NAME", help="a preset: " + ", ".join(PRESETS))
    which.add_argument(
        "--pattern",
        metavar="LETTERS",
        help=f"build a rule: after these last results (B and P, oldest first, 1 to {MAX_PATTERN}), "
        "bet --side",
    )
    backtest.add_argument("--side", choices=("banker", "player"), help="what --pattern bets")
    backtest.add_argument(
        "--stop-after",
        type=bounded_int(0, MAX_STOP_AFTER),
        default=0,
        metavar="N",
        help="sit out the rest of a shoe after N lost bets in a row (default 0: never)",
    )
    backtest.add_argument(
        "--source", choices=SOURCES, default="simulated", help="where the shoes come from (default simulated)"
    )
    backtest.add_argument(
        "--shoes",
        type=bounded_int(1, MAX_SHOES),
        default=None,
        metavar="N",
        help=f"simulated shoes (1 to {MAX_SHOES:,}; default {DEFAULT_SHOES:,})",
    )
    backtest.add_argument(
        "--seed", type=seed_argument, help="an integer or 64 hex digits; omit for secret shoes"
    )
    add_decks_argument(backtest)
    backtest.add_argument(
        "--workers", type=bounded_int(1, 256), default=None, help="threads (default: every core)"
    )
    backtest.add_argument("--json", action="store_true", help="print one JSON object")
    add_db_arguments(backtest)
    backtest.set_defaults(handler=run_backtest_command)


def rule_from_args(args: argparse.Namespace) -> Any:
    """The rule the arguments name, with its stop; CliError (exit 2) for what does not fit."""
    from ..engine.coup import Outcome
    from ..engine.errors import DomainError
    from ..engine.road_rules import pattern_rule, rule_named

    try:
        if args.rule is not None:
            if args.side is not None:
                raise CliError("--side goes with --pattern: a preset rule chooses its own side")
            return rule_named(args.rule).with_stop(args.stop_after)
        if args.side is None:
            raise CliError("--pattern needs --side banker or --side player: the side to bet after it")
        return pattern_rule(args.pattern, Outcome(args.side), args.stop_after)
    except DomainError as exc:
        raise CliError(str(exc)) from None


def run_backtest_command(args: argparse.Namespace) -> int:
    from ..analytics.backtest import DEFAULT_SHOES, run_backtest
    from ..engine.fast.native import say_once_on_stderr
    from ..engine.fast.parallel import stopped_by_signals
    from ..engine.rules import TableRules

    rule = rule_from_args(args)
    simulated = args.source == "simulated"
    if not simulated and args.shoes is not None:
        raise CliError(f"--shoes counts simulated shoes: the {args.source} source reads every stored shoe")
    if not simulated and args.seed is not None:
        raise CliError(f"--seed shuffles simulated shoes: the {args.source} source has its shoes already")
    shoes = DEFAULT_SHOES if args.shoes is None else args.shoes
    rules = TableRules(decks=args.decks)
    history = None if simulated else open_history(args, write=False)
    if simulated:
        say_once_on_stderr()  # only where the simulator's kernel is not built
    progress = Progress(shoes if simulated else 1, "shoes")
    try:
        with stopped_by_signals(threading.Event()) as cancel:
            result = run_backtest(
                rule,
                args.source,
                shoes=shoes,
                seed=args.seed,
                history=history,
                rules=rules,
                workers=args.workers,
                progress=progress.update,
                cancel=cancel,
            )
    finally:
        progress.close()
        if history is not None:
            history.close()
    if args.json:
        print_json(result.to_dict())
    else:
        _print(result)
    return 130 if result.stopped else 0


def _print(result: Any) -> None:
    from ..engine.coup import Outcome

    def per100(value: float | None) -> str:
        return "-" if value is None else f"{100 * value:+.2f}"

    tally = result.tally
    print(f"{result.rule.label}: {result.rule.explain}")
    print(f"{result.shoes:,} shoes, {result.hands:,} hands ({result.source})")
    print(
        f"bets {tally.bets:,} (Banker {tally.banker_bets:,}, Player {tally.player_bets:,}): "
        f"won {tally.wins:,}, lost {tally.losses:,}, pushed {tally.pushes:,}"
    )
    interval = result.interval
    band = "" if interval is None else f"  (95% interval {per100(interval[0])} to {per100(interval[1])})"
    print(f"per 100 units bet:     {per100(result.per_unit)}{band}")
    print(f"house edge predicts:   {per100(result.expected_per_unit)}")
    print(f"Banker every hand:     {per100(result.every_hand(Outcome.BANKER))}")
    print(f"Player every hand:     {per100(result.every_hand(Outcome.PLAYER))}")
    print(result.sentence())
    if result.source == "simulated" and result.seed is None:
        print("(secret random shoes: run with --seed to reproduce)")
