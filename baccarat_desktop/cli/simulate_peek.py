"""``simulate --variant peek``: the Peek table dealt on the reference engine with the published play.

Its own module beside cli/simulate.py because it plays a choice the other tables do not have: the
keep, double or triple after the shown cards, by ``peek.fixed_play`` (the full shoe's coach, whose
return ``odds --variant peek`` gives exactly). The exact coach on the cards left would cost 2 to 12 ms
a hand (a walk of the hidden cards), hours for a million hands; the published play costs a lookup.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from typing import Any

from .common import print_json
from .reference_run import print_counts, reference_run

PEEK_STAKE = 2_000  # cents on each bet of a simulated Peek hand: its fee and every payout exact


def simulate_peek(args: argparse.Namespace, rules: Any) -> int:
    """Deal ``args.hands`` hands of the Peek table (its own session), settle $20 on each bet it offers
    (``bets.settle``), Player and Banker raised by the published play for the cards shown, and print
    each bet's simulated net per stake (fee included) beside the exact one with that play."""
    from ..engine.bets import settle
    from ..engine.fast.lab import house_edge
    from ..engine.peek import PEEK_SPOTS, Choice, PeekRules, fixed_play

    if args.engine == "fast":
        print(
            "the Peek table is simulated on the reference engine (the compiled kernel has no raise): "
            "a few thousand hands a second",
            file=sys.stderr,
        )
    table = PeekRules(rules.peek_cards)
    nets = dict.fromkeys(rules.offered, 0)
    triples = dict.fromkeys(PEEK_SPOTS, 0)

    def on_hand(hand: Any) -> None:
        plays = fixed_play(rules.decks, table, tuple(card.value for card in table.shown_cards(hand.coup)))
        for spot in rules.offered:
            choice = plays[PEEK_SPOTS.index(spot)] if spot in PEEK_SPOTS else Choice.KEEP
            if spot in triples:
                triples[spot] += choice is Choice.TRIPLE
            nets[spot] += settle({spot: PEEK_STAKE}, hand.coup, rules, (), choice).net_cents

    summary, seconds = reference_run(args, rules, on_hand)
    hands = max(summary.hands, 1)
    returns = {spot: Fraction(net, PEEK_STAKE * hands) for spot, net in nets.items()}
    exact = {spot: -house_edge(spot, rules) for spot in returns}
    data = summary.to_dict()
    data.update(seeded=args.seed is not None, engine="reference", stopped=False, play="published")
    data["peek_cards"] = rules.peek_cards
    data["return_per_unit"] = {spot.value: float(value) for spot, value in returns.items()}
    data["exact_return_per_unit"] = {spot.value: float(value) for spot, value in exact.items()}
    data["triples"] = {spot.value: count / hands for spot, count in triples.items()}
    data["hands_per_second"] = summary.hands / seconds if seconds > 0 else None
    if args.json:
        print_json(data)
        return 0
    print(
        f"{summary.hands:,} hands from {summary.shoes:,} shoe(s) of {rules.decks} decks (Peek table, "
        f"{rules.peek_cards} card(s) shown)"
    )
    print_counts(summary)
    print(
        "  net per stake on every hand, the fee included, raised by the published play (exact: a full shoe):"
    )
    for spot, value in returns.items():
        print(f"    {spot.label:<14} {float(value):+9.4%}   exact {float(exact[spot]):+9.4%}")
    if args.seed is None:
        print("  (secret random shoes: run with --seed to reproduce)")
    return 0
