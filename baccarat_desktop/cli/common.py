"""Helpers shared by the subcommands: argument types, JSON output and a progress bar."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from typing import Any, TextIO

from ..engine.catalogue import TIE_PAYS_CHOICES, Variant
from ..engine.errors import DomainError, shown, whole_number
from ..engine.rules import DEFAULT_RULES, PEEK_CARDS_CHOICES, TableRules
from ..engine.shoe import DerivedSeeds, SecureSeeds, SeedSource, parse_seed


class CliError(Exception):
    """A failure to report on stderr with an exit code (2 for bad input)."""

    def __init__(self, message: str, exit_code: int = 2) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def seed_argument(text: str) -> bytes | int:
    """argparse type for ``--seed``: an integer master seed or a 64-hex-digit shoe seed."""
    try:
        return parse_seed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


# Sane upper bounds for counts on the command line: enough for any real use, never a hang.
MAX_ID = 2**63 - 1  # SQLite's largest integer: no row id can be larger


def whole_argument(text: str) -> int:
    """argparse type for a whole number; every number the command line reads goes through
    ``errors.whole_number``, so none is refused in Python's words or echoed whole."""
    try:
        return whole_number(text)
    except DomainError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def bounded_int(low: int, high: int) -> Any:
    """argparse type for a whole number in ``low..high`` (said in the message when it is not)."""

    def parse(text: str) -> int:
        value = whole_argument(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be between {low:,} and {high:,} (got {text})")
        return value

    return parse


def money_argument(text: str) -> int:
    """argparse type for an amount in cents, within the game's money ceiling."""
    from ..engine.money import check_cents

    try:
        return check_cents(whole_number(text), "an amount")
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{exc} (amounts are whole cents)") from None


def bet_argument(text: str) -> tuple[Any, int]:
    """argparse type for ``--bet SPOT=CENTS``: a spot of the bet catalogue and a whole, positive
    number of cents within the money ceiling."""
    from ..engine.catalogue import BetSpot
    from ..engine.money import check_cents

    spot_text, sep, amount_text = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"{shown(text)}: write a bet as SPOT=CENTS, e.g. banker=1000")
    try:
        spot = BetSpot.parse(spot_text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if not amount_text.strip().lstrip("-").isdigit():
        raise argparse.ArgumentTypeError(f"{shown(text)}: the amount is a whole number of cents")
    try:
        amount = whole_number(amount_text)
    except DomainError as exc:
        raise argparse.ArgumentTypeError(f"{spot.value}=...: {exc}") from None
    if amount <= 0:
        raise argparse.ArgumentTypeError(f"{shown(text)}: a bet must be at least 1 cent")
    try:
        check_cents(amount, "a bet")
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{shown(text)}: {exc}") from None
    return spot, amount


def storage_failure(exc: Any, *, set_aside: bool = False, new_session: bool = False) -> CliError:
    """A ``StorageError`` as a terminal says it (exit 1): what happened, then what to do with this
    command's options (the window's advice speaks of its buttons)."""
    from ..storage.errors import Problem

    problem = exc.problem
    if exc.session_id is not None:
        advice = (
            "Run again with --new-session to close that session as it stands and start a new one; its "
            "hands stay in the history."
            if new_session
            else "Give another --db."
        )
    elif problem is Problem.GONE:
        advice = f"Run again with --db {exc.recovered} to go on with it." if exc.recovered else ""
    elif problem is Problem.LINKED:
        name = shlex.quote(str(exc.path))
        copy = shlex.quote(f"{exc.path}.copy")
        advice = (
            "Delete the file's other name, or make this name a file of its own "
            f"(cp {name} {copy} && mv {copy} {name}); then run again."
        )
    elif problem in (Problem.NOT_SQLITE, Problem.FOREIGN, Problem.CORRUPT):
        advice = "Give another --db" + (
            ", or run again with --set-aside to keep this file under a new name and start a new history."
            if set_aside
            else "."
        )
    else:
        advice = {
            Problem.NEWER_SCHEMA: "Update Baccarat Desktop, or give another --db.",
            Problem.LOCKED: "Close the other copy first, or give another --db.",
            Problem.READ_ONLY: "Give a --db in a folder you can write to.",
            Problem.DISK_FULL: "Free some disk space and run again; nothing already stored was lost.",
            Problem.NOT_A_FILE: "Give the path of a history file.",
        }.get(problem, "Give another --db, or run again.")
    return CliError(f"{exc.detail} {advice}".rstrip(), exit_code=1)


def positive_int(text: str) -> int:
    value = whole_argument(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be at least 1 (got {value})")
    return value


def variant_argument(text: str) -> Variant:
    try:
        return Variant.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_decks_argument(parser: argparse.ArgumentParser) -> None:
    """``--decks``: the shoe a table deals from (a rules option, and verify-shoe's)."""
    parser.add_argument(
        "--decks",
        type=whole_argument,
        choices=(6, 8),
        default=DEFAULT_RULES.decks,
        help=f"decks in the shoe (default {DEFAULT_RULES.decks})",
    )


def add_rules_arguments(parser: argparse.ArgumentParser, *, decks: bool = True) -> None:
    """The table-rule options every rules-dependent command shares."""
    if decks:
        add_decks_argument(parser)
    parser.add_argument(
        "--tie-pays",
        type=whole_argument,
        choices=TIE_PAYS_CHOICES,
        default=DEFAULT_RULES.tie_pays,
        help=f"what Tie pays, to 1 (default {DEFAULT_RULES.tie_pays})",
    )
    variants = parser.add_mutually_exclusive_group()
    variants.add_argument(
        "--variant",
        type=variant_argument,
        default=DEFAULT_RULES.variant,
        metavar="{" + ",".join(v.value.replace("_", "-") for v in Variant) + "}",
        help="how Banker wins are paid: commission (5%%), no-commission (a win on 6 pays half), ez "
        "(EZ Baccarat: a win with a three-card 7 pushes) or multiplier (lit cards multiply wins, a 20%% "
        "fee on every bet: docs/bets.md); "
        f"default {DEFAULT_RULES.variant.value.replace('_', '-')}",
    )
    variants.add_argument(
        "--no-commission",
        dest="variant",
        action="store_const",
        const=Variant.NO_COMMISSION,
        help="the same as --variant no-commission",
    )


def peek_cards_argument(text: str) -> int:
    """argparse type for ``--peek-cards`` where a table is dealt (simulate, lab): the cards a Peek
    table shows, 1 or 2 (``rules.PEEK_CARDS_CHOICES``), refused in words otherwise."""
    value = whole_argument(text)
    if value not in PEEK_CARDS_CHOICES:
        raise argparse.ArgumentTypeError(
            f"a Peek table shows 1 or 2 of the first four cards, not {text}: with 3 or 4 shown the player "
            "beats the house despite its fee (odds --variant peek --peek-cards prices them)"
        )
    return value


def add_peek_cards_argument(parser: argparse.ArgumentParser) -> None:
    """``--peek-cards 1|2``: the Peek table's setting, for the commands that deal it (``peek_cards_of``)."""
    parser.add_argument(
        "--peek-cards",
        type=peek_cards_argument,
        default=None,
        metavar="{1,2}",
        help=f"with --variant peek: how many of the first four cards the table shows before the raise "
        f"(default {DEFAULT_RULES.peek_cards})",
    )


def peek_cards_of(args: argparse.Namespace, variant: Variant) -> int:
    """``--peek-cards`` for a table of ``variant`` (the default when not given); refused in words with
    any other table than Peek, which shows no card before the raise."""
    if args.peek_cards is None:
        return DEFAULT_RULES.peek_cards
    if not variant.peek:
        raise CliError("--peek-cards is the Peek table's rule: give --variant peek too")
    return int(args.peek_cards)


def rules_from_args(args: argparse.Namespace, **overrides: Any) -> TableRules:
    values: dict[str, Any] = {
        "decks": getattr(args, "decks", DEFAULT_RULES.decks),
        "tie_pays": args.tie_pays,
        "variant": args.variant,
    }
    values.update(overrides)
    return TableRules(**values)


def seed_source(seed: bytes | int | None) -> SeedSource:
    """Seeded runs are reproducible; without ``--seed`` every shoe gets a secret random seed."""
    return SecureSeeds() if seed is None else DerivedSeeds(seed)


def print_json(data: Any, stream: TextIO | None = None) -> None:
    out = stream or sys.stdout
    out.write(json.dumps(data, separators=(", ", ": ")) + "\n")


class Progress:
    """A one-line progress bar on stderr, shown only when stderr is a terminal."""

    def __init__(
        self, total: int, label: str, *, enabled: bool | None = None, stream: TextIO | None = None
    ) -> None:
        self.stream = stream or sys.stderr
        self.total = max(1, total)
        self.label = label
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self._last = 0.0
        self._start = time.monotonic()

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last < 0.1 and done < self.total:
            return
        self._last = now
        width = 30
        filled = int(width * done / self.total)
        rate = done / max(now - self._start, 1e-9)
        left = f", about {duration_words((self.total - done) / rate)} left" if 0 < done < self.total else ""
        self.stream.write(
            f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done:,}/{self.total:,} "
            f"({rate:,.0f}/s{left})  "
        )
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def duration_words(seconds: float) -> str:
    """A duration as a person says it, to the precision that matters: '4 s', '12 min',
    '3 h 20 min', '2 d 2 h' (the lab's estimate, a progress bar's time left)."""
    if seconds < 59.5:
        return f"{max(0, round(seconds))} s"
    minutes = round(seconds / 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min"
