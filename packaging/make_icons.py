"""Render resources/icon.svg into the icon files the Windows and macOS installers need.

    python packaging/make_icons.py OUT_DIR

writes ``OUT_DIR/baccarat-desktop.ico`` (16 to 256 px, PNG-compressed entries as Windows Vista and
later read them) and ``OUT_DIR/baccarat-desktop.iconset/`` (``icon_16x16.png`` ... ``icon_512x512@2x.png``),
which ``iconutil -c icns`` turns into ``baccarat-desktop.icns`` on macOS. Needs PySide6 only (QtSvg),
and no display: it renders on Qt's offscreen platform. Linux uses the SVG itself.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_SVG = ROOT / "resources" / "icon.svg"
NAME = "baccarat-desktop"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICONSET_SIZES = (16, 32, 128, 256, 512)  # each also at @2x


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent size x size canvas, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG file Qt can draw")
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG per size: ICONDIR, then one ICONDIRENTRY per image, then the images.

    Width and height are single bytes in which 0 stands for 256.
    """
    count = len(pngs)
    header = struct.pack("<HHH", 0, 1, count)
    offset = len(header) + 16 * count
    entries, images = [], []
    for size, png in sorted(pngs.items()):
        side = 0 if size == 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset))
        images.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(images)


def write_icons(out: Path, svg: Path = ICON_SVG) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out.mkdir(parents=True, exist_ok=True)
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(svg, size)
        return cache[size]

    written = []
    ico = out / f"{NAME}.ico"
    ico.write_bytes(ico_bytes({size: png(size) for size in ICO_SIZES}))
    written.append(ico)
    iconset = out / f"{NAME}.iconset"
    iconset.mkdir(exist_ok=True)
    for size in ICONSET_SIZES:
        for scale, suffix in ((1, ""), (2, "@2x")):
            path = iconset / f"icon_{size}x{size}{suffix}.png"
            path.write_bytes(png(size * scale))
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path, help="folder for the .ico and the .iconset (created if needed)")
    parser.add_argument("--svg", type=Path, default=ICON_SVG, help="the SVG to render (default: %(default)s)")
    args = parser.parse_args(argv)
    written = write_icons(args.out, args.svg)
    print(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
