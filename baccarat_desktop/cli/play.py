"""Subcommands on the rules alone: ``deal``, ``odds``, ``simulate`` and ``verify-shoe``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..engine.rules import DEFAULT_RULES
from .common import (
    CliError,
    Progress,
    add_decks_argument,
    add_rules_arguments,
    bounded_int,
    print_json,
    rules_from_args,
    seed_argument,
    seed_source,
    whole_argument,
)

# A billion coups pin every frequency to about 1e-5: beyond any use, and hours of work.
MAX_SIMULATED_HANDS = 1_000_000_000
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

    sim = subparsers.add_parser(
        "simulate",
        help="deal many coups through real shoes and count the results",
        description="Deal N coups through real shoes (burn, cut card, last hand, new shoe). The fast "
        "engine (the default) deals tens of millions of coups a second on every core and prices "
        "every bet of the variant on them; the reference engine deals through the table's own "
        "session, shuffled as docs/fairness.md says, about fifty thousand a second. A seed "
        "reproduces a run of the same engine. Ctrl+C stops the fast engine with a summary of the "
        "coups dealt so far (exit code 130). The multiplier table (--variant multiplier) runs on the "
        "reference engine, every bet settled on the hand's lit cards, beside its exact return.",
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


# -- odds --------------------------------------------------------------------------------------
def run_odds(args: argparse.Namespace) -> int:
    from ..engine.odds import full_shoe_cards, parse_counts

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
    extra: dict[str, Any] = {}
    if args.counts is not None:
        counts: Any = parse_counts(args.counts)
    elif args.shoe_seed is not None:
        counts, extra = _shoe_after(args.shoe_seed, decks, args.after or 0)
    else:
        counts = full_shoe_cards(decks)
    odds = price(counts)
    if args.json:
        print_json({**odds.to_dict(rules), **extra})
        return 0
    if extra:
        print(f"Shoe {extra['shoe']['commitment'][:16]}... after {extra['shoe']['after']} cards:")
    _print_odds(odds, rules)
    return 0


def _multiplier_odds(args: argparse.Namespace, decks: int) -> int:
    """The multiplier table's exact returns (``multiplier.multiplier_report``), with the weights
    they were priced with. Its lit cards have suits, so the cards are counted card by card: a full
    shoe (--decks) or what a seeded shoe holds (--shoe-seed); --counts gives ranks only."""
    from ..engine.multiplier import MULTIPLIER_SPOTS, multiplier_report
    from ..engine.odds import full_shoe_cards

    if args.counts is not None or args.stdin:
        raise CliError(
            "the multiplier table's lit cards have suits: price it on a full shoe (--decks) or a "
            "seeded shoe (--shoe-seed), not on counts by rank"
        )
    extra: dict[str, Any] = {}
    if args.shoe_seed is not None:
        counts, extra = _shoe_after(args.shoe_seed, decks, args.after or 0)
    else:
        counts = full_shoe_cards(decks)
    report = multiplier_report(counts)
    report["cards"] = sum(counts.values())
    report["rules"] = {"variant": "multiplier"}
    if args.json:
        print_json({**report, **extra})
        return 0
    if extra:
        print(f"Shoe {extra['shoe']['commitment'][:16]}... after {extra['shoe']['after']} cards:")
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
    from ..engine.odds import full_shoe_cards, parse_counts
    from ..engine.peek import PEEK_SPOTS, PeekRules, peek_report

    if args.stdin:
        raise CliError("the Peek table is priced one composition at a time: --decks, --counts or --shoe-seed")
    table = PeekRules(2 if args.peek_cards is None else args.peek_cards)
    extra: dict[str, Any] = {}
    if args.counts is not None:
        counts: Any = parse_counts(args.counts)
    elif args.shoe_seed is not None:
        counts, extra = _shoe_after(args.shoe_seed, decks, args.after or 0)
    else:
        counts = full_shoe_cards(decks)
    report = peek_report(counts, table)
    report["cards"] = sum(counts.values())
    report["rules"] = {"variant": "peek", **dict(report["rules"])}  # type: ignore[call-overload]
    if args.json:
        print_json({**report, **extra})
        return 0
    if extra:
        print(f"Shoe {extra['shoe']['commitment'][:16]}... after {extra['shoe']['after']} cards:")
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


# -- simulate ----------------------------------------------------------------------------------
_LIT_STAKE = 2_000  # cents on each bet of a simulated multiplier hand: its fee and every payout exact


def _simulate_multiplier(args: argparse.Namespace, rules: Any) -> int:
    """The multiplier table on the reference engine (the compiled kernel draws no lit cards): the
    table's own session deals each coup and lights its cards, and every bet it offers is settled on
    it (``bets.settle``) with a stake of $20, whose fee and payouts are whole cents. Each bet's
    simulated net per unit staked (its fee included) is printed beside the exact figure of a full
    shoe (``multiplier.multiplier_prices``; a shoe's later hands differ from it a little)."""
    import time
    from fractions import Fraction

    from ..engine.bets import settle
    from ..engine.multiplier import multiplier_prices
    from ..engine.odds import full_shoe_cards
    from ..engine.simulate import simulate

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

    progress = Progress(args.hands, "simulating")
    started = time.perf_counter()
    try:
        summary = simulate(
            args.hands, rules, seed_source(args.seed), progress=progress.update, on_hand=on_hand
        )
    except KeyboardInterrupt:
        raise CliError("stopped: the reference engine keeps no partial count") from None
    finally:
        progress.close()
    seconds = time.perf_counter() - started
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
    for key in ("banker", "player", "tie", "player_pair", "banker_pair", "naturals"):
        count = getattr(summary, key)
        print(f"  {key.replace('_', ' ').title():<12} {count:>10,}  {count / max(summary.hands, 1):8.4%}")
    print("  net per unit staked on every hand, the fee included (exact: a full shoe):")
    for spot, value in returns.items():
        print(f"    {spot.label:<14} {float(value):+9.4%}   exact {float(exact[spot].expected):+9.4%}")
    if args.seed is None:
        print("  (secret random shoes: run with --seed to reproduce)")
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    if rules.variant.peek:
        raise CliError(
            f"simulate does not deal the {rules.variant.label} table: it has no play for the keep, "
            "double or triple choice; 'odds --variant peek' gives its exact returns with the coach's play"
        )
    if rules.variant.lit:
        return _simulate_multiplier(args, rules)
    progress = Progress(args.hands, "simulating")
    if args.engine == "fast":
        from ..engine.fast.native import kernels_or_none, say_once_on_stderr

        if kernels_or_none() is None:  # an install without a compiler: said once, then the reference
            say_once_on_stderr()
            args.engine = "reference"
    if args.engine == "reference":
        from ..engine.simulate import simulate

        try:
            summary = simulate(args.hands, rules, seed_source(args.seed), progress=progress.update)
            stopped = False
        except KeyboardInterrupt:
            raise CliError("stopped: the reference engine keeps no partial count") from None
        finally:
            progress.close()
        returns = None
    else:
        from ..engine.fast.parallel import fast_seed
        from ..engine.fast.simulate import fast_simulate

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
    for key in ("banker", "player", "tie", "player_pair", "banker_pair", "naturals"):
        count = getattr(summary, key)
        print(f"  {key.replace('_', ' ').title():<12} {count:>10,}  {count / max(summary.hands, 1):8.4%}")
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
