"""About Baccarat Desktop and the licences of what it ships (logo, version, copyright)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...analytics.figures.prose import unorphaned
from ...engine.i18n import _t
from ...resources import resource_path
from ..look.palette import dress_dialog, window_scale
from .forms import run_modal


def logo_pixmap(side: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The game's icon (resources/icon.svg, the installers' icon too) drawn sharp at ``side`` logical
    pixels on a screen of this pixel ratio."""
    renderer = QSvgRenderer(str(resource_path("icon.svg")))
    pixels = round(side * device_pixel_ratio)
    pixmap = QPixmap(QSize(pixels, pixels))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    return pixmap


def licence_lines() -> tuple[str, str]:
    """The game's own licence name and copyright line, read from resources/LICENSES.md so the About
    box and the installers' notice cannot disagree."""
    text = resource_path("LICENSES.md").read_text(encoding="utf-8")
    ours = text.split("## Baccarat Desktop", 1)[-1].split("\n## ", 1)[0]
    lines = [line.strip() for line in ours.splitlines() if line.strip()]
    name = lines[0] if lines else _t("Dialogs", "See Licences")
    copyright = next((line for line in lines if line.startswith("Copyright")), "")
    return name, copyright


class AboutDialog(QDialog):
    """The logo, the name and version, what the game is, and its licence and credits, with room
    around them; the full notices are one click away."""

    LOGO_SIDE = 112

    def __init__(self, version: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Dialogs", "About Baccarat Desktop"))
        dress_dialog(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 28, 32, 22)
        layout.setSpacing(18)
        top = QHBoxLayout()
        top.setSpacing(26)
        self.logo = QLabel()
        side = round(self.LOGO_SIDE * window_scale(parent))
        self.logo.setPixmap(logo_pixmap(side, self.devicePixelRatioF()))
        self.logo.setFixedSize(side, side)
        top.addWidget(self.logo, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(8)
        title = QLabel(_t("Dialogs", "Baccarat Desktop"))
        title.setProperty("role", "title")
        words.addWidget(title)
        self.version = QLabel(_t("Dialogs", "Version {version}").format(version=version))
        self.version.setProperty("role", "dim")
        words.addWidget(self.version)
        what = QLabel(
            _t(
                "Dialogs",
                "An offline Punto Banco table: deal from a real shoe, follow the roads, and see what every "
                "bet is worth. Every hand is kept in your own history file, and every shoe can be checked "
                "with <tt>baccarat-desktop verify</tt>.",
            )
        )
        what.setWordWrap(True)
        what.setText(unorphaned(what.text()))  # no lone word on its last line
        words.addWidget(what)
        fun = QLabel(_t("Dialogs", "Play for fun: the house edge is real and no betting system changes it."))
        fun.setWordWrap(True)
        fun.setText(unorphaned(fun.text()))  # no lone word on its last line
        fun.setProperty("role", "heading")
        words.addWidget(fun)
        top.addLayout(words, 1)
        layout.addLayout(top)
        rule = QFrame()
        rule.setProperty("role", "rule")
        rule.setFixedHeight(1)
        layout.addWidget(rule)
        name, copyright = licence_lines()
        copyright = copyright.replace("(c)", "©")
        self.credits = QLabel(
            _t(
                "Dialogs",
                "{licence}. {copyright}.<br>The cards, chips, icon and sounds were made for this game. "
                "Built with Qt for Python (PySide6), matplotlib, NumPy and sqlite-utils.",
            ).format(licence=name, copyright=copyright)
        )
        self.credits.setWordWrap(True)
        self.credits.setProperty("role", "dim")
        layout.addWidget(self.credits)
        row = QHBoxLayout()
        licences = QPushButton(_t("Dialogs", "Licences…"))
        licences.clicked.connect(lambda: run_modal(LicencesDialog(self)))
        row.addWidget(licences)
        row.addStretch(1)
        close = QPushButton(_t("Dialogs", "Close"))
        close.setDefault(True)
        close.clicked.connect(self.accept)
        row.addWidget(close)
        layout.addLayout(row)
        self.setMinimumWidth(round(600 * window_scale(parent)))


class LicencesDialog(QDialog):
    """The game's licence and the third-party notices the installers must carry (resources/LICENSES.md)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QTextBrowser

        super().__init__(parent)
        self.setWindowTitle(_t("Dialogs", "Licences"))
        dress_dialog(self)
        scale = window_scale(parent)
        self.resize(round(760 * scale), round(640 * scale))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(resource_path("LICENSES.md").read_text(encoding="utf-8"))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
