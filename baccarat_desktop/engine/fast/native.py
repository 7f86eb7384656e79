"""Whether the compiled kernel is here, and what to tell a person when it is not. One home for both.

The kernel (``_kernels.c``) is built when the game is installed, by the system's C compiler. An
install without one still plays, and its simulations run on the reference engine (the table's own
``Session`` and ``systems.Progression``); the command line and the Strategy lab and "How lucky was I"
panes then say so once, in these words, with the commands that build it. The Shoe odds tab's batch
pricer (``_pricing.c``) is loaded here too (``pricing_or_none``); without it the tab prices on
numpy, slower but the same.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

from ..i18n import _t

__all__ = [
    "REFERENCE_SLOWER",
    "backtest_or_none",
    "kernels_or_none",
    "not_built_message",
    "pane_notice",
    "pricing_or_none",
    "say_once_on_stderr",
]

# How much slower the reference engine deals than the kernel, on one core: measured 1,756 times for
# simulate (7,100 against 12.5 million hands a second) and 36 for a short lab run, whose fixed costs
# the kernel does not pay either; said to the person in round figures.
REFERENCE_SLOWER = 1000

_found: dict[str, ModuleType | None] = {}  # a compiled module by name, None where it is not built
_said = False


def _compiled(name: str) -> ModuleType | None:
    """The compiled module ``engine.fast.<name>``, or None when this install has none (no compiler
    at install time). Looked for once a process; every compiled module is loaded here."""
    if name not in _found:
        try:
            _found[name] = importlib.import_module(f"{__package__}.{name}")
        except ImportError:
            _found[name] = None
    return _found[name]


def kernels_or_none() -> ModuleType | None:
    """The compiled ``_kernels`` module (the simulator, the lab, the luck replay, the deal orders),
    or None where it was not built."""
    return _compiled("_kernels")


def pricing_or_none() -> ModuleType | None:
    """The compiled ``_pricing`` module (the Shoe odds tab's batches, ``pricer.price_batch``), or
    None where it was not built: the batches then go through the numpy path."""
    return _compiled("_pricing")


def backtest_or_none() -> ModuleType | None:
    """The compiled ``_backtest`` module (the road-rule backtester's loop, ``backtest.run_rule``), or
    None where it was not built: the rules then run on ``road_rules.shoe_bets``, the same figures."""
    return _compiled("_backtest")


def not_built_message() -> str:
    """What a person reads when the kernel is missing: what it means and how to get it."""
    return _t(
        "Simulator",
        "The fast simulator is not built on this computer (there was no C compiler when the game was "
        "installed), so simulations run on the reference engine, about {slower:,} times slower. To build "
        "it, install a C compiler and Python's headers (Debian or Ubuntu: sudo apt install gcc libc6-dev "
        "python3-dev; Fedora: sudo dnf install gcc python3-devel; macOS: xcode-select --install; "
        "Windows: the Build Tools for Visual Studio), then install the game again: pip install "
        "--force-reinstall --no-deps baccarat-desktop, or in a checkout packaging/quickstart.sh play.",
    ).format(slower=REFERENCE_SLOWER)


def say_once_on_stderr() -> None:
    """The command line's notice, printed once a process, only when the kernel is missing."""
    global _said
    if kernels_or_none() is None and not _said:
        _said = True
        print(not_built_message(), file=sys.stderr, flush=True)


def pane_notice() -> str:
    """What a pane that runs simulations shows before its first result: nothing where the kernel is
    built, else ``not_built_message``."""
    return "" if kernels_or_none() is not None else not_built_message()
