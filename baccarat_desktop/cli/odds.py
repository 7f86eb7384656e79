"""The ``odds`` subcommand: exact probabilities and house edges of every bet for a full shoe, any
composition (``--counts``, one a line with ``--stdin``) or what a seeded shoe still holds
(``--shoe-seed``), at every table: the multiplier table's and the Peek table's exact returns too.
Its own module because pricing is a concept of its own (engines, compositions, seeded shoes),
apart from dealing a coup or simulating shoes."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..engine.rules import DEFAULT_RULES
from .common import CliError, add_rules_arguments, bounded_int, print_json, rules_from_args, whole_argument


def register(subparsers: Any) -> None:
    odds = subparsers.add_parser(
        "odds",
        help="exact probabilities and house edges of every bet for a shoe",
        description="Exact probabilities by full enumeration, for a full shoe (--decks) or any "
        "composition (--counts), and the house edge and pay-line probabilities of every bet of the "
        "catalogue under the table's variant and Tie payout. Combinations count every coup as an "
        "ordered draw of six cards. Perfect Pair needs suits: --decks knows them (a full shoe holds "
        "each card once per deck); --counts gives ranks only, so Perfect Pair is left out there. "
        "--stdin prices one composition a line; --shoe-seed prices what a seeded shoe still holds "
        'after --after cards. A bet the cards left favour is marked (JSON: "favourable"). '
        "docs/odds.md explains the counts and the fast path.",
    )
    odds.add_argument(
        "--decks",
        type=whole_argument,
        default=None,
        help=f"a full shoe (or the --shoe-seed shoe) of this many decks ({DEFAULT_RULES.decks})",
    )
    which = odds.add_mutually_exclusive_group()
    which.add_argument(
        "--counts", metavar="A,2,...,10,J,Q,K", help="13 comma-separated counts of the cards left, by rank"
    )
    which.add_argument(
        "--stdin",
        action="store_true",
        help="read one composition a line from stdin (13 counts A..K, commas or spaces) and print one "
        "result a line (with --json, the object --counts prints)",
    )
    which.add_argument(
        "--shoe-seed",
        metavar="HEX",
        help="the shoe this 64-hex-digit seed makes (docs/fairness.md), priced on the cards it still "
        "holds after --after cards have left it (burn included); suits known, so Perfect Pair too",
    )
    odds.add_argument(
        "--after",
        type=bounded_int(0, 8 * 52),
        default=None,
        metavar="N",
        help="with --shoe-seed: cards already taken from the shoe (default 0)",
    )
    odds.add_argument(
        "--engine",
        choices=("fast", "reference"),
        default="fast",
        help="fast (numpy, about a millisecond) or reference (pure Python, about 25 ms): the same result",
    )
    add_rules_arguments(odds, decks=False)
    odds.add_argument(
        "--peek-cards",
        type=bounded_int(1, 4),
        default=None,
        metavar="N",
        help="with --variant peek: how many of the first four cards the table shows (default 2; a "
        "table deals 1 or 2, as 3 or 4 beat the house: priced here so anyone can check it)",
    )
    odds.add_argument("--json", action="store_true", help="print JSON")
    odds.set_defaults(handler=run_odds)


def run_odds(args: argparse.Namespace) -> int:

    if args.after is not None and args.shoe_seed is None:
        raise CliError("--after counts the cards taken from a --shoe-seed shoe; give --shoe-seed too")
    if args.decks is not None and (args.counts is not None or args.stdin):
        raise CliError("--decks sizes a full shoe; --counts and --stdin give the cards themselves")
    decks = DEFAULT_RULES.decks if args.decks is None else args.decks
    if args.shoe_seed is not None:
        if decks not in (6, 8):
            raise CliError(f"a shoe holds 6 or 8 decks, not {decks}")
    elif not 1 <= decks <= 8:
        raise CliError(f"--decks must be between 1 and 8 (got {decks})")
    rules = rules_from_args(args, decks=DEFAULT_RULES.decks)
    if args.peek_cards is not None and not rules.variant.peek:
        raise CliError("--peek-cards is the Peek table's rule: give --variant peek too")
    if rules.variant.lit:
        return _multiplier_odds(args, decks)
    if rules.variant.peek:
        return _peek_odds(args, decks)
    price = _odds_engine(args.engine)
    if args.stdin:
        return _odds_lines(sys.stdin, price, rules, as_json=args.json)
    counts, extra = _cards_to_price(args, decks)
    odds = price(counts)
    if not _printed_as_json(odds.to_dict(rules), extra, args.json):
        _print_odds(odds, rules)
    return 0


def _cards_to_price(args: argparse.Namespace, decks: int) -> tuple[Any, dict[str, Any]]:
    """The cards every table's pricing reads: ``--counts`` (by rank), what a ``--shoe-seed`` shoe
    still holds after ``--after`` cards, or a full shoe of ``decks``; and, for a seeded shoe, what
    says which shoe (``{"shoe": ...}``, else empty)."""
    from ..engine.odds import full_shoe_cards, parse_counts

    if args.counts is not None:
        return parse_counts(args.counts), {}
    if args.shoe_seed is not None:
        return _shoe_after(args.shoe_seed, decks, args.after or 0)
    return full_shoe_cards(decks), {}


def _printed_as_json(report: dict[str, Any], extra: dict[str, Any], as_json: bool) -> bool:
    """With --json, the report and which shoe it priced as one object (True: nothing more to say);
    as words, which seeded shoe first, if one was priced (False: the table's words follow)."""
    if as_json:
        print_json({**report, **extra})
        return True
    if extra:
        print(f"Shoe {extra['shoe']['commitment'][:16]}... after {extra['shoe']['after']} cards:")
    return False


def _multiplier_odds(args: argparse.Namespace, decks: int) -> int:
    """The multiplier table's exact returns (``multiplier.multiplier_report``), with the weights
    they were priced with. Its lit cards have suits, so the cards are counted card by card: a full
    shoe (--decks) or what a seeded shoe holds (--shoe-seed); --counts gives ranks only."""
    from ..engine.multiplier import MULTIPLIER_SPOTS, multiplier_report

    if args.counts is not None or args.stdin:
        raise CliError(
            "the multiplier table's lit cards have suits: price it on a full shoe (--decks) or a "
            "seeded shoe (--shoe-seed), not on counts by rank"
        )
    counts, extra = _cards_to_price(args, decks)
    report = multiplier_report(counts)
    report["cards"] = sum(counts.values())
    report["rules"] = {"variant": "multiplier"}
    if _printed_as_json(report, extra, args.json):
        return 0
    weights: Any = report["weights"]
    bets: Any = report["bets"]
    fee = report["fee"]
    print(f"Exact returns at the multiplier table for {report['cards']} cards (fee {fee} of the stake):")
    lit = ", ".join(f"{k}: {p}" for k, p in weights["lit_cards"].items())
    factors = ", ".join(f"x{m}: {p}" for m, p in weights["multiplier"].items())
    print(f"  cards lit, with their chances: {lit}")
    print(f"  multipliers, with their chances: {factors}")
    print(f"  {'bet':<14} {'per unit paid':>14} {'house edge':>11}")
    for spot in MULTIPLIER_SPOTS:
        row = bets[spot.value]
        returned = row["return_per_unit_paid_float"]
        print(f"  {spot.label:<14} {returned:>14.4%} {1 - returned:>10.4%}")
    print("  (per unit paid: stake and fee; exact fractions with --json)")
    return 0


def _peek_odds(args: argparse.Namespace, decks: int) -> int:
    """The Peek table's exact returns with the coach's play (``peek.peek_report``) for a full shoe,
    --counts (by rank: the table reads values) or a seeded shoe; its Tie is the Commission table's."""
    from ..engine.peek import PEEK_SPOTS, PeekRules, peek_report

    if args.stdin:
        raise CliError("the Peek table is priced one composition at a time: --decks, --counts or --shoe-seed")
    table = PeekRules(2 if args.peek_cards is None else args.peek_cards)
    counts, extra = _cards_to_price(args, decks)
    report = peek_report(counts, table)
    report["cards"] = sum(counts.values())
    report["rules"] = {"variant": "peek", **dict(report["rules"])}  # type: ignore[call-overload]
    if _printed_as_json(report, extra, args.json):
        return 0
    shown: Any = report["rules"]
    bets: Any = report["bets"]
    print(
        f"Exact returns at the Peek table for {report['cards']} cards: {table.peek_cards} card(s) shown "
        f"({', '.join(shown['shown'])}), fee {table.fee} of the stake, the coach's play:"
    )
    print(f"  {'bet':<8} {'net per stake':>14} {'triples':>9} {'per unit paid':>14}")
    for spot in PEEK_SPOTS:
        row = bets[spot.value]
        print(
            f"  {spot.label:<8} {row['expected_net_per_unit_staked_float']:>+14.4%} "
            f"{row['triples_float']:>9.2%} {row['return_per_unit_paid_float']:>14.4%}"
        )
    print("  (net per stake: the fee included; per unit paid: stake, fee and raises; exact with --json)")
    if table.peek_cards > 2:
        print("  (a table shows 1 or 2 cards: with more the player beats the house)")
    return 0


def _odds_engine(name: str) -> Any:
    if name == "reference":
        from ..engine.odds import exact_odds

        return exact_odds
    from ..engine.fast.pricer import fast_odds

    return fast_odds


def _shoe_after(text: str, decks: int, after: int) -> tuple[dict[Any, int], dict[str, Any]]:
    """The cards a seeded shoe still holds once ``after`` cards left it, and what says which shoe."""
    from collections import Counter

    from ..engine.shoe import SEED_BYTES, Shoe

    cleaned = text.strip()
    try:
        seed = bytes.fromhex(cleaned)
    except ValueError:
        seed = b""
    if len(seed) != SEED_BYTES:
        raise CliError(f"--shoe-seed takes a shoe's seed: exactly {2 * SEED_BYTES} hex digits, not {text!r}")
    shoe = Shoe.from_seed(seed, decks)
    if after > len(shoe) - 6:
        raise CliError(
            f"--after {after} leaves fewer than the 6 cards a coup may need in a {len(shoe)}-card shoe "
            f"(at most {len(shoe) - 6})"
        )
    counts = Counter(shoe.cards[after:])
    info = {"commitment": shoe.commitment, "decks": decks, "after": after, "cut_position": shoe.cut_position}
    return dict(counts), {"shoe": info}


def _odds_lines(stream: Any, price: Any, rules: Any, *, as_json: bool) -> int:
    """One composition a line in, one result a line out, flushed as it goes (a pipe sees each at once).
    A bad line stops the run with its number; the results before it are already out."""
    import json

    from ..engine.odds import parse_counts

    for number, raw in enumerate(stream, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            odds = price(parse_counts(",".join(line.replace(",", " ").split())))
        except ValueError as exc:
            raise CliError(f"stdin line {number}: {exc}") from None
        if as_json:
            sys.stdout.write(json.dumps(odds.to_dict(rules), separators=(",", ":")) + "\n")
        else:
            _print_odds(odds, rules)
        sys.stdout.flush()
    return 0


def _print_odds(odds: Any, rules: Any) -> None:
    from ..engine.catalogue import CATALOGUE

    data = odds.to_dict(rules)
    print(f"Exact odds for {odds.cards} cards ({rules.describe().split(', ', 1)[1]}):")
    for outcome in ("banker", "player", "tie"):
        print(f"  {outcome.title():<7} wins {data['probabilities'][outcome]:>9.4%}" if outcome != "tie"
              else f"  Tie          {data['probabilities'][outcome]:>9.4%}")  # fmt: skip
    print(f"  {'bet':<14} {'wins':>9} {'pushes':>9} {'house edge':>11}")
    for spot, bet in CATALOGUE.items():
        if spot.value not in data["house_edge"]:
            continue
        lines = odds.line_probabilities(spot, rules)
        wins = sum(p for line, p in lines if line is not None and not line.push)
        pushes = sum(p for line, p in lines if line is not None and line.push)
        edge = data["house_edge"][spot.value]
        mark = "  <- favours the player" if edge < 0 else ""
        print(f"  {bet.name:<14} {float(wins):>9.4%} {float(pushes):>9.4%} {edge:>10.4%}{mark}")
    for key, why in data.get("not_priced", {}).items():
        print(f"  ({CATALOGUE[next(s for s in CATALOGUE if s.value == key)].name}: not priced, {why})")
    print(f"  ({odds.total:,} ordered six-card draws)")
