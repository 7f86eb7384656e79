"""The GUI entry points on the command line: the game itself, ``screenshot`` and ``--smoke-test``.

The pictures themselves are made by ``screenshots.py``; this parses and checks what is asked.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..engine.catalogue import Variant
from ..engine.errors import DomainError, shown, whole_number
from .common import CliError, bounded_int, seed_argument, variant_argument
from .history import add_db_arguments


def size_argument(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (whole_number(width), whole_number(height))
    except DomainError as exc:
        raise argparse.ArgumentTypeError(f"{exc}: give a size as WIDTHxHEIGHT, e.g. 1280x720") from None
    if not sep or not (320 <= size[0] <= 8192 and 240 <= size[1] <= 8192):
        raise argparse.ArgumentTypeError(f"{shown(text)}: width 320–8192 and height 240–8192, e.g. 1280x720")
    return size


class _ChoicesOf:
    """A screenshot option's choices, read from the module that owns them only when argparse checks a
    value or writes the help (give such an option a metavar: argparse formats it when it is added).
    ``screenshots`` imports the app and ``viewmodels.settings`` imports Qt: at registration they cost
    every command (``simulate`` too) about half a second."""

    def __init__(self, module: str, name: str) -> None:
        self._module, self._name = module, name

    def _choices(self) -> tuple[Any, ...]:
        return tuple(getattr(importlib.import_module(self._module, __package__), self._name))

    def __contains__(self, value: object) -> bool:
        return value in self._choices()

    def __iter__(self) -> Iterator[Any]:
        return iter(self._choices())

    def __len__(self) -> int:
        return len(self._choices())


def register(subparsers: Any) -> None:
    play = subparsers.add_parser(
        "play",
        help="open the table (what 'baccarat-desktop' with no subcommand does)",
        description="Open the game window on the default profile's history (or --db / --data-dir).",
    )
    add_db_arguments(play)
    play.set_defaults(handler=run_play)

    shot = subparsers.add_parser(
        "screenshot",
        help="render the window offscreen after some hands and save a PNG",
        description="Start the window offscreen on a throwaway history (unless --data-dir is given), "
        "play N hands with a default bet, render a view and save it as a PNG.",
    )
    shot.add_argument("out", metavar="OUT.png", help="the PNG file to write")
    shot.add_argument(
        "--hands",
        type=bounded_int(0, 10_000),
        default=12,
        help="hands to play first (0 to 10,000; default 12)",
    )
    shot.add_argument("--seed", type=seed_argument, default=1, help="shoe seed (default 1)")
    shot.add_argument(
        "--size", type=size_argument, default=(1440, 860), help="WIDTHxHEIGHT (default 1440x860)"
    )
    shot.add_argument(
        "--view",
        choices=_ChoicesOf("..screenshots", "VIEWS"),
        default="table",
        metavar="VIEW",  # a metavar, so registering never lists the choices (argparse checks it)
        help="what to render: %(choices)s (default table)",
    )
    shot.add_argument(
        "--variant",
        type=variant_argument,
        default=None,
        metavar="{" + ",".join(v.value.replace("_", "-") for v in Variant) + "}",
        help="the table's variant for the picture (default: the saved settings')",
    )
    shot.add_argument(
        "--side-bets",
        type=side_bets_argument,
        default=None,
        metavar="KEY,KEY,...",
        help="the side bets the table offers, e.g. dragon_7,panda_8 ('' for none; default: the saved "
        "settings')",
    )
    shot.add_argument(
        "--odds",
        action="store_true",
        help="show the odds of the cards left: the table's Odds panel (view table) or the chosen "
        "hand's odds before it was dealt (view history), waiting until they are worked out",
    )
    shot.add_argument(
        "--state",
        choices=_ChoicesOf("..screenshots", "STATES"),
        default="played",
        metavar="STATE",
        help="the table as the picture shows it: 'played' (the last of the hands, as dealt), 'chips' "
        "(then a chip on every spot the table offers, before the deal) or 'result' (those bets dealt "
        "and paid; with --hands 0, a new shoe at Place your bets)",
    )
    shot.add_argument(
        "--text-size",
        type=int,
        choices=_ChoicesOf("..viewmodels.settings", "TEXT_SIZES"),
        default=None,
        metavar="PERCENT",
        help="the text size in percent, %(choices)s (Settings > Text size; default: the saved settings')",
    )
    shot.add_argument(
        "--language",
        choices=("en", "zh_CN", "zh_TW"),
        default=None,
        help="the interface's language for the picture (default: the saved settings')",
    )
    shot.add_argument(
        "--data-dir", metavar="DIR", default=argparse.SUPPRESS, help="use (and keep) this data folder"
    )
    shot.add_argument(
        "--on-screen",
        action="store_true",
        help="draw in a real window on the display (an X server, Xvfb included) instead of offscreen",
    )
    shot.set_defaults(handler=run_screenshot)


def run_play(args: argparse.Namespace) -> int:
    from ..app import run_gui

    return run_gui(db=args.db, data_dir=args.data_dir)


def run_screenshot(args: argparse.Namespace) -> int:
    from ..app import has_display
    from ..screenshots import odds_screenshot, screenshot
    from ..storage.outputs import check_output

    out = Path(args.out)
    if out.suffix.lower() != ".png":
        raise CliError(f"{out}: the screenshot is written as PNG, so name it *.png")
    if not out.parent.exists():
        raise CliError(f"{out.parent} does not exist")
    check_output(out)  # never over a history, even one named *.png
    if args.on_screen and not has_display():
        raise CliError("--on-screen needs a display (DISPLAY or WAYLAND_DISPLAY); try xvfb-run")
    if args.state != "played" and args.view not in ("table", "scoreboard"):
        raise CliError(f"--state {args.state} shows on the table: use --view table (or scoreboard)")
    if args.odds:
        if args.view not in ("table", "history"):
            raise CliError("--odds shows on the table or in the hand history: use --view table or history")
        return odds_screenshot(
            out,
            hands=args.hands,
            seed=args.seed,
            size=args.size,
            view=args.view,
            data_dir=getattr(args, "data_dir", None),
            variant=None if args.variant is None else args.variant.value,
            side_bets=args.side_bets,
            offscreen=not args.on_screen,
            state=args.state,
            text_size=args.text_size,
            language=args.language,
        )
    return screenshot(
        out,
        hands=args.hands,
        seed=args.seed,
        size=args.size,
        view=args.view,
        data_dir=args.data_dir,
        variant=None if args.variant is None else args.variant.value,
        side_bets=args.side_bets,
        offscreen=not args.on_screen,
        language=args.language,
        state=args.state,
        text_size=args.text_size,
    )


def side_bets_argument(text: str) -> str:
    """``--side-bets``: side-bet keys separated by commas, each a side bet of the catalogue."""
    from ..engine.catalogue import SIDE_SPOTS, BetSpot

    for key in (k for k in text.split(",") if k.strip()):
        try:
            spot = BetSpot.parse(key)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        if spot not in SIDE_SPOTS:
            names = ", ".join(s.value for s in SIDE_SPOTS)
            raise argparse.ArgumentTypeError(f"{key!r} is not a side bet: use any of {names}")
    return text
