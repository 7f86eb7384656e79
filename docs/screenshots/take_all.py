"""Every view of the game at every size a player may give it, offscreen, at twice the pixel density
and in a real X window (Xvfb), so a person can look at each one before a release.

    .venv/bin/python docs/screenshots/take_all.py [OUT_DIR] [--views table,history] [--no-x]

Full-size PNGs go to OUT_DIR (default build/screenshots, not kept in git); one contact sheet per
view (every size side by side, small JPEG) goes to docs/screenshots/views/, which is kept. Under X
it needs xvfb-run (apt install xvfb). Each picture is the ``screenshot`` command's, so what is shown
here is what that command and its tests draw.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from baccarat_desktop.engine.catalogue import SIDE_SPOTS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
VIEWS = (
    "table", "squeeze", "speed", "peek", "lobby", "replay", "scoreboard", "dashboard", "history", "rules",
    "settings", "about", "lab",
)  # fmt: skip
SIZES = ((1024, 640), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
THUMB_WIDTH = 480  # each picture's width on a contact sheet
HANDS = 40


ALL_SIDE_BETS = ",".join(spot.value for spot in SIDE_SPOTS)
# The felt in the three states a player judges it by, with all eleven side bets (seed 1's 21st hand
# pays Player Pair, Either Pair, Small and Banker Bonus): a new shoe at Place your bets, a chip on
# every spot, and that hand dealt and paid; each at 100% text, and at 150% with the odds panel open.
STATES = {
    "table-bets": ["--hands", "0"],
    "table-chips": ["--hands", "20", "--state", "chips"],
    "table-result": ["--hands", "20", "--state", "result"],
}
STATE_SIZES = SIZES[:4]
LARGE = ["--text-size", "150", "--odds"]
# The other tables of the lobby, each with every side bet it takes: a chip on every spot and that
# hand dealt, at the sizes players give them, at 100% text and at 150% with the odds open (one
# contact sheet each: views/table-<variant>.jpg).
VARIANTS = {
    "no-commission": ALL_SIDE_BETS,
    "ez": ALL_SIDE_BETS,
    "multiplier": "player_pair,banker_pair",
    "peek": "",
}
VARIANT_SIZES = SIZES[:3]


def shoot(
    out: Path,
    view: str,
    size: tuple[int, int],
    *,
    x11: bool = False,
    dpr2: bool = False,
    extra: list[str] | None = None,
) -> str:
    """One picture through the command line; returns the command's report line. ``extra`` replaces
    the usual --hands with other arguments (a state of the table)."""
    command = [sys.executable, "-m", "baccarat_desktop", "screenshot", str(out), "--view", view]
    command += ["--size", f"{size[0]}x{size[1]}"]
    command += ["--hands", str(HANDS)] if extra is None else ["--side-bets", ALL_SIDE_BETS, *extra]
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "QT_SCALE_FACTOR")}
    if dpr2:
        env["QT_SCALE_FACTOR"] = "2"
    if x11:
        screen = f"-screen 0 {size[0] + 64}x{size[1] + 64}x24"
        command = ["xvfb-run", "-a", "-s", screen, *command, "--on-screen"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    return result.stdout.strip()


def contact_sheet(view: str, pictures: list[tuple[str, Path]], out: Path) -> None:
    """The view's pictures side by side, two to a row, each scaled to THUMB_WIDTH, with its name."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QImage, QPainter

    from baccarat_desktop.ui.look.palette import GOLD, WOOD

    thumbs = []
    for label, path in pictures:
        image = QImage(str(path))
        thumbs.append((label, image.scaledToWidth(THUMB_WIDTH, Qt.TransformationMode.SmoothTransformation)))
    caption = 24
    columns = 2
    rows = (len(thumbs) + columns - 1) // columns
    row_heights = [
        max(t.height() for _label, t in thumbs[r * columns : (r + 1) * columns]) + caption
        for r in range(rows)
    ]
    sheet = QImage(
        columns * (THUMB_WIDTH + 8) + 8, sum(row_heights) + 8 * (rows + 1), QImage.Format.Format_RGB32
    )
    sheet.fill(WOOD)
    painter = QPainter(sheet)
    painter.setFont(QFont("DejaVu Sans", 11))
    painter.setPen(GOLD)
    y = 8
    for r in range(rows):
        for c, (label, thumb) in enumerate(thumbs[r * columns : (r + 1) * columns]):
            x = 8 + c * (THUMB_WIDTH + 8)
            painter.drawText(x, y + 17, f"{view} · {label}")
            painter.drawImage(x, y + caption, thumb)
        y += row_heights[r] + 8
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not sheet.save(str(out), "JPG", 60):
        raise SystemExit(f"cannot write {out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "build" / "screenshots"))
    parser.add_argument("--views", default=",".join(VIEWS), help="views separated by commas")
    parser.add_argument("--no-x", action="store_true", help="skip the pictures in a real X window")
    parser.add_argument(
        "--variants",
        default=",".join(VARIANTS),
        help="the other tables to draw in the chips and result states, separated by commas",
    )
    parser.add_argument(
        "--states",
        default=",".join(STATES),
        help="the felt's states to draw (every side bet, 100%% and 150%% text), separated by commas",
    )
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    views = [v for v in args.views.split(",") if v]
    x11 = not args.no_x and shutil.which("xvfb-run") is not None
    if not args.no_x and not x11:
        print("xvfb-run not found: the X-window pictures are skipped (apt install xvfb)", file=sys.stderr)
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication([])  # for the contact sheets' painting
    started = time.monotonic()
    for view in views:
        pictures: list[tuple[str, Path]] = []
        for size in SIZES:
            name = f"{size[0]}x{size[1]}"
            path = out / f"{view}-{name}.png"
            print(shoot(path, view, size))
            pictures.append((name, path))
        path = out / f"{view}-1024x640-dpr2.png"
        print(shoot(path, view, (1024, 640), dpr2=True))
        pictures.append(("1024x640 at DPR 2", path))
        if x11:
            for size in SIZES:
                name = f"{size[0]}x{size[1]}"
                path = out / f"{view}-{name}-x11.png"
                print(shoot(path, view, size, x11=True))
                pictures.append((f"{name} in an X window", path))
        contact_sheet(view, pictures, HERE / "views" / f"{view}.jpg")
    states = [s for s in args.states.split(",") if s]
    for state in states:
        pictures = []
        for size in STATE_SIZES:
            name = f"{size[0]}x{size[1]}"
            for label, extra, x in (
                ("", STATES[state], False),
                (" at 150% text, odds open", STATES[state] + LARGE, False),
                (" in an X window", STATES[state], True),
            ):
                if x and not x11:
                    continue
                path = out / f"{state}-{name}{'-large' if '150' in label else ''}{'-x11' if x else ''}.png"
                print(shoot(path, "table", size, x11=x, extra=extra))
                pictures.append((name + label, path))
        contact_sheet(state, pictures, HERE / "views" / f"{state}.jpg")
    variants = [v for v in args.variants.split(",") if v]
    for variant in variants:
        pictures = []
        for size in VARIANT_SIZES:
            name = f"{size[0]}x{size[1]}"
            for state in ("chips", "result"):
                for label, large in (
                    ("", []),
                    (" at 150% text, odds open", LARGE),
                ):
                    extra = ["--variant", variant, "--hands", "20", "--state", state, *large]
                    extra += ["--side-bets", VARIANTS[variant]]  # (after the usual: it wins)
                    path = out / f"table-{variant}-{state}-{name}{'-large' if large else ''}.png"
                    print(shoot(path, "table", size, extra=extra))
                    pictures.append((f"{name}, {state}{label}", path))
        contact_sheet(f"table-{variant}", pictures, HERE / "views" / f"table-{variant}.jpg")
    print(f"{len(views)} views in {time.monotonic() - started:.0f} s: {out}, {HERE / 'views'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
