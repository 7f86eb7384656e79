"""The ``simulate`` subcommand: many coups dealt through real shoes and counted, on the compiled
engine (every core) or the table's own reference engine; the multiplier table on the reference
engine, each bet settled on its lit cards beside the exact return (the Peek table likewise, raised
by the published play: cli/simulate_peek.py). Its own module because dealing
millions of shoes (engines, workers, Ctrl+C with a partial count) is a concept apart from pricing
one shoe exactly (cli/odds.py)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .common import (
    Progress,
    add_peek_cards_argument,
    add_rules_arguments,
    bounded_int,
    peek_cards_of,
    print_json,
    rules_from_args,
    seed_argument,
)
from .reference_run import print_counts, reference_run

# A billion coups pin every frequency to about 1e-5: beyond any use, and hours of work.
MAX_SIMULATED_HANDS = 1_000_000_000


def register(subparsers: Any) -> None:
    sim = subparsers.add_parser(
        "simulate",
        help="deal many coups through real shoes and count the results",
        description="Deal N coups through real shoes (burn, cut card, last hand, new shoe). The fast "
        "engine (the default) deals tens of millions of coups a second on every core and prices "
        "every bet of the variant on them; the reference engine deals through the table's own "
        "session, shuffled as docs/fairness.md says, about fifty thousand a second. A seed "
        "reproduces a run of the same engine. Ctrl+C stops the fast engine with a summary of the "
        "coups dealt so far (exit code 130). The multiplier table (--variant multiplier) runs on the "
        "reference engine, every bet settled on the hand's lit cards, beside its exact return; the Peek "
        "table (--variant peek, --peek-cards 1 or 2) too, Player and Banker raised by the published play.",
    )
    sim.add_argument(
        "--hands",
        type=bounded_int(1, MAX_SIMULATED_HANDS),
        required=True,
        help=f"number of coups to deal (1 to {MAX_SIMULATED_HANDS:,})",
    )
    sim.add_argument(
        "--seed", type=seed_argument, help="an integer or 64 hex digits; omit for secret random shoes"
    )
    add_rules_arguments(sim)
    add_peek_cards_argument(sim)
    sim.add_argument(
        "--engine",
        choices=("fast", "reference"),
        default="fast",
        help="fast (compiled, every core; the default) or reference (the table's own engine)",
    )
    sim.add_argument(
        "--workers",
        type=bounded_int(1, 256),
        default=None,
        help="threads for the fast engine (default: every core this process may use)",
    )
    sim.add_argument("--json", action="store_true", help="print JSON")
    sim.set_defaults(handler=run_simulate)


_LIT_STAKE = 2_000  # cents on each bet of a simulated multiplier hand: its fee and every payout exact


def _simulate_multiplier(args: argparse.Namespace, rules: Any) -> int:
    """The multiplier table on the reference engine (the compiled kernel draws no lit cards): the
    table's own session deals each coup and lights its cards, and every bet it offers is settled on
    it (``bets.settle``) with a stake of $20, whose fee and payouts are whole cents. Each bet's
    simulated net per unit staked (its fee included) is printed beside the exact figure of a full
    shoe (``multiplier.multiplier_prices``; a shoe's later hands differ from it a little)."""
    from fractions import Fraction

    from ..engine.bets import settle
    from ..engine.multiplier import multiplier_prices
    from ..engine.odds import full_shoe_cards

    if args.engine == "fast":
        print(
            "the multiplier table is simulated on the reference engine (the compiled kernel draws no "
            "lit cards): a few thousand hands a second",
            file=sys.stderr,
        )
    stakes = dict.fromkeys(rules.offered, _LIT_STAKE)
    nets = dict.fromkeys(rules.offered, 0)

    def on_hand(hand: Any) -> None:
        for result in settle(stakes, hand.coup, rules, hand.lit).results:
            nets[result.spot] += result.net_cents

    summary, seconds = reference_run(args, rules, on_hand)
    exact = multiplier_prices(full_shoe_cards(rules.decks))
    returns = {spot: Fraction(net, _LIT_STAKE * max(summary.hands, 1)) for spot, net in nets.items()}
    data = summary.to_dict()
    data.update(seeded=args.seed is not None, engine="reference", stopped=False)
    data["return_per_unit"] = {spot.value: float(value) for spot, value in returns.items()}
    data["exact_return_per_unit"] = {spot.value: float(exact[spot].expected) for spot in returns}
    data["hands_per_second"] = summary.hands / seconds if seconds > 0 else None
    if args.json:
        print_json(data)
        return 0
    print(f"{summary.hands:,} hands from {summary.shoes:,} shoe(s) of {rules.decks} decks (multiplier table)")
    print_counts(summary)
    print("  net per unit staked on every hand, the fee included (exact: a full shoe):")
    for spot, value in returns.items():
        print(f"    {spot.label:<14} {float(value):+9.4%}   exact {float(exact[spot].expected):+9.4%}")
    if args.seed is None:
        print("  (secret random shoes: run with --seed to reproduce)")
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    rules = rules_from_args(args, peek_cards=peek_cards_of(args, args.variant))
    if rules.variant.peek:  # raised by the published play (cli/simulate_peek.py)
        from .simulate_peek import simulate_peek

        return simulate_peek(args, rules)
    if rules.variant.lit:
        return _simulate_multiplier(args, rules)
    if args.engine == "fast":
        from ..engine.fast.native import kernels_or_none, say_once_on_stderr

        if kernels_or_none() is None:  # an install without a compiler: said once, then the reference
            say_once_on_stderr()
            args.engine = "reference"
    if args.engine == "reference":
        summary, _seconds = reference_run(args, rules)
        stopped = False
        returns = None
    else:
        from ..engine.fast.parallel import fast_seed
        from ..engine.fast.simulate import fast_simulate

        progress = Progress(args.hands, "simulating")
        try:
            run = fast_simulate(
                args.hands, rules, fast_seed(args.seed), workers=args.workers, progress=progress.update
            )
        finally:
            progress.close()
        summary, stopped = run.summary, run.stopped
        returns = run.bet_returns()
    data = summary.to_dict()
    data["seeded"] = args.seed is not None
    data["engine"] = args.engine
    data["stopped"] = stopped
    if returns is not None:
        data["return_per_unit"] = {spot.value: float(value) for spot, value in returns.items()}
    if stopped:
        print(
            f"stopped after {summary.hands:,} of {args.hands:,} hands: the summary counts those",
            file=sys.stderr,
        )
    if args.json:
        print_json(data)
        return 130 if stopped else 0
    print(f"{summary.hands:,} hands from {summary.shoes:,} shoe(s) of {rules.decks} decks")
    print_counts(summary)
    print(
        f"  longest streaks: Banker {summary.longest_streak['banker']}, "
        f"Player {summary.longest_streak['player']}"
    )
    if returns is not None:
        print("  return per unit staked on every hand:")
        for spot, value in returns.items():
            print(f"    {spot.label:<14} {float(value):+9.4%}")
    if args.seed is None:
        print("  (secret random shoes: run with --seed to reproduce)")
    return 130 if stopped else 0
