"""Subcommands on the rules alone: ``deal`` (one coup from given cards) and ``verify-shoe`` (the
card order a revealed seed makes) live here; ``odds`` (cli/odds.py) and ``simulate``
(cli/simulate.py), the other two on the rules alone, each have a module of their own and register
through this one, so ``--help`` keeps listing the four together."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..engine.rules import DEFAULT_RULES
from . import odds, simulate
from .common import (
    CliError,
    add_decks_argument,
    add_rules_arguments,
    bounded_int,
    print_json,
    rules_from_args,
    seed_argument,
)

# Each shoe of a seed chain costs a hash to reach; a session never comes near a million shoes.
MAX_SHOE_IN_CHAIN = 1_000_000


def register(subparsers: Any) -> None:
    deal = subparsers.add_parser(
        "deal",
        help="resolve one coup from given cards",
        description="Resolve one coup from cards in dealing order: P1 B1 P2 B2, then the third cards "
        "as the rules call for them. Cards are rank (A 2-9 T/10 J Q K) + suit (S H D C), any case. "
        "Extra cards are ignored.",
    )
    deal.add_argument("cards", nargs="*", metavar="CARD", help="e.g. KS 2H 5D 4C 7S 8D")
    deal.add_argument("--stdin", action="store_true", help="read one coup's cards per line from stdin")
    add_rules_arguments(deal, decks=False)
    deal.add_argument(
        "--json", action="store_true", help="print JSON (one object per coup, with every bet's outcome)"
    )
    deal.set_defaults(handler=run_deal)

    odds.register(subparsers)  # between deal and verify-shoe, where --help has always listed them
    simulate.register(subparsers)

    verify = subparsers.add_parser(
        "verify-shoe",
        help="show the commitment and card order a revealed seed produces",
        description="Print the commitment (SHA-256 of the seed) and the full card order that a seed "
        "produces, so anyone can check a revealed shoe. The algorithm is in docs/fairness.md.",
    )
    verify.add_argument("--seed", type=seed_argument, required=True, help="64 hex digits (or an integer)")
    add_decks_argument(verify)
    verify.add_argument(
        "--shoe",
        type=bounded_int(1, MAX_SHOE_IN_CHAIN),
        default=1,
        help=f"with an integer seed: which shoe of the chain (1 to {MAX_SHOE_IN_CHAIN:,}; default 1)",
    )
    verify.add_argument("--json", action="store_true", help="print JSON")
    verify.set_defaults(handler=run_verify_shoe)


# -- deal --------------------------------------------------------------------------------------
def run_deal(args: argparse.Namespace) -> int:
    from ..engine.cards import parse_cards
    from ..engine.coup import resolve_cards

    rules = rules_from_args(args, decks=DEFAULT_RULES.decks)
    if args.stdin:
        if args.cards:
            raise CliError("give cards either as arguments or with --stdin, not both")
        failures = coups = 0
        for number, line in enumerate(sys.stdin, start=1):
            texts = line.replace(",", " ").split()
            if not texts:
                continue
            coups += 1
            try:
                coup = resolve_cards(parse_cards(texts))
            except ValueError as exc:
                failures += 1
                print(f"baccarat-desktop deal: error: line {number}: {exc}", file=sys.stderr)
                continue
            _print_coup(coup, rules, args.json)
            sys.stdout.flush()
        if coups == 0:
            raise CliError("no coup on stdin: give one coup's cards per line (e.g. KS 2H 5D 4C 7S 8D)")
        return 2 if failures else 0
    if not args.cards:
        raise CliError("give the cards in dealing order (e.g. KS 2H 5D 4C 7S 8D) or use --stdin")
    _print_coup(resolve_cards(parse_cards(args.cards)), rules, args.json)
    return 0


def _bet_outcomes(coup: Any, rules: Any) -> dict[str, Any]:
    """Every bet of the catalogue on this coup: won, pushed or lost, and on which pay line."""
    from ..engine.catalogue import CATALOGUE, Facts

    facts = Facts.of(coup)
    outcomes: dict[str, Any] = {}
    for spot, bet in CATALOGUE.items():
        if rules.variant not in bet.variants:  # the multiplier table's five bets only there
            continue
        line = bet.line_for(facts, rules)
        result = "lose" if line is None else "push" if line.push else "win"
        outcomes[spot.value] = {
            "result": result,
            "line": None if line is None else line.event,
            "pays": None if line is None or line.push else str(line.pays),
        }
    return outcomes


def _print_coup(coup: Any, rules: Any, as_json: bool) -> None:
    if as_json:
        data = coup.to_dict()
        data["bets"] = _bet_outcomes(coup, rules)
        print_json(data)
        return
    player = " ".join(c.code for c in coup.player)
    banker = " ".join(c.code for c in coup.banker)
    print(f"Player: {player:<9} total {coup.player_total}")
    print(f"Banker: {banker:<9} total {coup.banker_total}")
    for step in coup.steps:
        if step.kind.value in ("decision", "natural"):
            print(f"  {step.text}")
    flags = [
        name
        for name, on in (
            ("natural", coup.natural),
            ("Player Pair", coup.player_pair),
            ("Banker Pair", coup.banker_pair),
        )
        if on
    ]
    print(coup.describe() + (f" ({', '.join(flags)})" if flags else ""))
    from ..engine.catalogue import CATALOGUE, MAIN_SPOTS, BetSpot, Facts

    for key, outcome in _bet_outcomes(coup, rules).items():
        spot = BetSpot(key)
        if outcome["result"] != "lose" and (spot not in MAIN_SPOTS or outcome["result"] == "push"):
            line = CATALOGUE[spot].line_for(Facts.of(coup), rules)
            assert line is not None
            print(f"  {CATALOGUE[spot].name}: {line.text}")


# -- verify-shoe -------------------------------------------------------------------------------
def run_verify_shoe(args: argparse.Namespace) -> int:
    from ..engine.shoe import DerivedSeeds, Shoe

    if isinstance(args.seed, int):
        chain = DerivedSeeds(args.seed)
        for _ in range(args.shoe - 1):
            chain.next_seed()
        seed = chain.next_seed()
    else:
        if args.shoe != 1:
            raise CliError("--shoe only applies to an integer seed; a hex seed is one shoe")
        seed = args.seed
    shoe = Shoe.from_seed(seed, args.decks)
    assert shoe.cut_position is not None
    burn = Shoe.from_seed(seed, args.decks).burn()
    data = {
        "seed": seed.hex(),
        "commitment": shoe.commitment,
        "decks": args.decks,
        "cards": [c.code for c in shoe.cards],
        "cut_position": shoe.cut_position,
        "cards_behind_cut": len(shoe) - shoe.cut_position,
        "burn": {"shown": burn.shown.code, "burned": [c.code for c in burn.face_down]},
    }
    if args.json:
        print_json(data)
        return 0
    print(f"seed:       {data['seed']}")
    print(f"commitment: {data['commitment']}  (SHA-256 of the seed)")
    print(
        f"{args.decks} decks, cut card before card {shoe.cut_position + 1} "
        f"({data['cards_behind_cut']} cards behind it); burn: {burn.shown.code} shown, "
        f"{len(burn.face_down)} burned"
    )
    cards = data["cards"]
    for start in range(0, len(cards), 13):
        print(f"{start + 1:>4}: " + " ".join(cards[start : start + 13]))
    return 0
