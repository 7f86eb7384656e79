"""The ``simulate`` subcommand on the reference engine, as every table dealt there shares it: the run
on the table's own session with its progress bar and Ctrl+C, and the counts in words.

Its own module so that cli/simulate.py (the classic tables without a compiler, the multiplier
table) and cli/simulate_peek.py (the Peek table) each import it, rather than one another.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from .common import CliError, Progress, seed_source

__all__ = ["print_counts", "reference_run"]


def reference_run(
    args: argparse.Namespace, rules: Any, on_hand: Callable[[Any], None] | None = None
) -> tuple[Any, float]:
    """Deal ``args.hands`` hands of ``rules`` on the table's own session (``engine.simulate``),
    ``on_hand`` told each hand; the summary and the seconds the run took. Ctrl+C stops it with a
    ``CliError``: the reference engine keeps no partial count."""
    import time

    from ..engine.simulate import simulate

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
    return summary, time.perf_counter() - started


def print_counts(summary: Any) -> None:
    """How often each result came, in words: the lines every table's simulation prints."""
    for key in ("banker", "player", "tie", "player_pair", "banker_pair", "naturals"):
        count = getattr(summary, key)
        print(f"  {key.replace('_', ' ').title():<12} {count:>10,}  {count / max(summary.hands, 1):8.4%}")
