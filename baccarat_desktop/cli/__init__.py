"""The ``baccarat-desktop`` command line.

Each subcommand lives in a small module with a ``register(subparsers)`` function; handlers import
what they need when they run, so ``baccarat-desktop --help`` and the GUI start stay fast.
Bad arguments, bad cards and other bad input exit with code 2 and a message on stderr.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import signal
import sys
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine.errors import DomainError
from ..storage.errors import StorageError

if TYPE_CHECKING:
    import argparse

PROG = "baccarat-desktop"


def build_parser() -> argparse.ArgumentParser:
    import argparse  # here: the window, opened without the parser (_window_only), never loads it

    class _Version(argparse.Action):
        """``--version``: the version is looked up only when asked for (importlib.metadata loads slowly)."""

        def __call__(self, parser: argparse.ArgumentParser, *_args: Any, **_kwargs: Any) -> None:
            from .. import __version__

            parser._print_message(f"{parser.prog} {__version__}\n", sys.stdout)  # as argparse's own does
            parser.exit()

    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Baccarat Desktop: an offline Punto Banco table. With no subcommand it opens the "
        "table; see 'baccarat-desktop SUBCOMMAND --help' for the rest.",
    )
    parser.add_argument("--version", action=_Version, nargs=0, help="show program's version number and exit")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start, deal one seeded hand into a temporary history, check it and exit (0 = all good)",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--db", metavar="PATH", help="the history file to play on (default: the default profile's)"
    )
    where.add_argument(
        "--data-dir", metavar="DIR", help="folder for profiles and settings (default: per-user)"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    # The modules that add subcommands, in the order ``--help`` lists them: imported with the parser
    # (the window, opened without one, needs none of them), by name in the code, so that PyInstaller
    # finds and bundles them.
    from . import backtest, companion, daily, gui, history, lab, play, report, roads

    for module in (gui, play, lab, backtest, companion, history, daily, roads, report):
        module.register(subparsers)
    return parser


def _window_only(words: Sequence[str]) -> tuple[str | None, str | None, bool] | None:
    """``--db``, ``--data-dir`` and ``--smoke-test`` alone, each at most once, written in full:
    the window's (or the smoke test's) own arguments, read without building the parser, whose
    subcommands' modules the window never needs. None for anything else (a subcommand, --help, an
    abbreviation, a repeat, both places, a value that looks like an option): the parser reads
    those and says what is wrong, as it always did."""
    found: dict[str, str | None] = {}
    rest = iter(words)
    for word in rest:
        name, equals, value = word.partition("=")
        if name not in ("--db", "--data-dir", "--smoke-test") or name in found:
            return None
        if name == "--smoke-test":
            if equals:
                return None
        elif not equals:
            value = next(rest, "-")
            if value.startswith("-"):
                return None
        found[name] = value if name != "--smoke-test" else None
    if "--db" in found and "--data-dir" in found:
        return None
    return found.get("--db"), found.get("--data-dir"), "--smoke-test" in found


def _attach_dash_values(argv: Sequence[str]) -> list[str]:
    """argparse takes '--counts -1,2,...' for two options; join such a value to its option
    ('--counts=-1,2,...') so the command says what is wrong with the value instead."""
    joined: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        if (
            arg.startswith("--")
            and "=" not in arg
            and i + 1 < len(args)
            and re.fullmatch(r"-\d[\d,\s]*,[\d,\s-]*", args[i + 1])
        ):
            joined.append(f"{arg}={args[i + 1]}")
            i += 2
            continue
        joined.append(arg)
        i += 1
    return joined


def _tolerant_output() -> None:
    """Print what the terminal's encoding cannot show as a backslash escape ('\\u2013') instead of
    failing: with ``PYTHONIOENCODING=ascii`` a '–', a suit or a Chinese file name raised
    UnicodeEncodeError after the work was done, so a command that had stored hands exited 2."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


# The Windows installer's two programs (packaging/baccarat-desktop.spec): the windowed one, which the
# Start menu opens, and this command line, a console program.
CONSOLE_PROGRAM = "baccarat-desktop.exe"


def _opens_the_window(words: Sequence[str]) -> bool:
    """Whether these arguments only open the window or run the smoke test (which answers through its
    exit code): all a program with no standard output can do."""
    rest = iter(words)
    for word in rest:
        if word in ("--db", "--data-dir"):
            next(rest, None)  # its value
        elif word not in ("play", "--smoke-test") and not word.startswith(("--db=", "--data-dir=")):
            return False
    return True


def _refuse_without_output(words: Sequence[str]) -> int:
    """A program started with no standard output at all (sys.stdout is None: the Windows program
    built without a console, or pythonw) cannot print what a subcommand, --help or --version says:
    say so where the person will see it, naming the console program, instead of failing on None."""
    asked = " ".join(words) or "--help"
    message = (
        f"'Baccarat Desktop' opens the game window only: it has no console to print to, so it cannot "
        f"run '{asked}'.\n\nThe command line is {CONSOLE_PROGRAM}, in the same folder, which the "
        f"installer puts on PATH unless told not to. In a Command Prompt or PowerShell, run for "
        f"example:\n\n    baccarat-desktop {asked}"
    )
    if sys.stderr is not None:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    elif sys.platform == "win32":
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, message, "Baccarat Desktop", 0x30)  # MB_ICONWARNING
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    words = _attach_dash_values(sys.argv[1:] if argv is None else argv)
    if sys.stdout is None and not _opens_the_window(words):
        return _refuse_without_output(words)
    _tolerant_output()
    window = _window_only(words)
    if window is not None:
        db, data_dir, smoke = window
        if smoke:
            from ..app import smoke_test

            return smoke_test()
        from ..app import run_gui

        return run_gui(db=db, data_dir=data_dir)
    from .common import CliError, storage_failure

    parser = build_parser()
    args = parser.parse_args(words)
    if args.db is not None and args.data_dir is not None:
        parser.error("--db and --data-dir cannot be used together")
    handler = getattr(args, "handler", None)
    if args.smoke_test:
        from ..app import smoke_test

        return smoke_test()
    if handler is None:
        from ..app import run_gui

        return run_gui(db=args.db, data_dir=args.data_dir)
    previous = _sigterm_as_ctrl_c() if args.command != "play" else None
    try:
        code = int(handler(args) or 0)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not after main() returned
        return code
    except CliError as exc:
        print(f"{PROG} {args.command}: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except StorageError as exc:  # a history problem no handler words itself
        print(f"{PROG} {args.command}: error: {storage_failure(exc)}", file=sys.stderr)
        return 1
    except DomainError as exc:  # input the rules refuse: bets, cards, counts, seeds, table rules
        print(f"{PROG} {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:  # a bad value from outside the engine (a filter, a file's field)
        print(f"{PROG} {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG} {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. '| head'); nothing more to say.
        sys.stderr.close()
        return 0
    except OSError as exc:  # the output itself cannot be written (a full disk, /dev/full)
        return _output_failed(args.command, exc)
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _output_failed(command: str, exc: OSError) -> int:
    """Exit 1 with the reason when what a command prints cannot be written. Whatever the command
    stored is kept (a hand is stored before it is reported); nothing is said on stdout, which is
    what failed, and the standard output is dropped so Python does not fail again at exit."""
    where = f" {exc.filename}" if exc.filename else " the output"
    print(f"{PROG} {command}: error: cannot write{where}: {exc.strerror or exc}", file=sys.stderr)
    with contextlib.suppress(OSError):
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - replaces the failed stream until exit
    return 1


def _sigterm_as_ctrl_c() -> Any:
    """SIGTERM (kill, a service manager, a CI timeout) stops a command as Ctrl+C does: the work in
    hand is finished or undone as for Ctrl+C, 'interrupted' (or a partial result) is said, and the
    exit code is Ctrl+C's 130 (README). Returns the handler it replaced. Not for the window
    (``play``): its event loop runs no Python between events to raise in."""

    def interrupt(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    if threading.current_thread() is not threading.main_thread():  # main() called from a thread
        return None
    return signal.signal(signal.SIGTERM, interrupt)
