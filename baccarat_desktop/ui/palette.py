"""Colours and fonts shared by the felt, the scoreboard frame and the dialogs."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QWidget

from ..engine.bets import BetSpot

FELT = QColor(13, 102, 56)
FELT_DARK = QColor(6, 60, 32)
GOLD = QColor(212, 175, 90)
GOLD_DARK = QColor(150, 118, 50)
IVORY = QColor(246, 240, 222)
WOOD = QColor(38, 22, 14)
BANKER_RED = QColor(211, 47, 47)
PLAYER_BLUE = QColor(21, 101, 192)
TIE_GREEN = QColor(46, 125, 50)

SPOT_COLOURS: dict[BetSpot, QColor] = {
    BetSpot.PLAYER: PLAYER_BLUE,
    BetSpot.BANKER: BANKER_RED,
    BetSpot.TIE: TIE_GREEN,
    BetSpot.PLAYER_PAIR: QColor(60, 110, 180),
    BetSpot.BANKER_PAIR: QColor(190, 70, 70),
    BetSpot.PLAYER_BONUS: QColor(60, 110, 180),
    BetSpot.BANKER_BONUS: QColor(190, 70, 70),
    BetSpot.EITHER_PAIR: QColor(140, 100, 180),
    BetSpot.PERFECT_PAIR: QColor(140, 100, 180),
    BetSpot.BIG: QColor(40, 150, 150),
    BetSpot.SMALL: QColor(40, 150, 150),
    BetSpot.LUCKY_6: QColor(200, 150, 40),
    BetSpot.DRAGON_7: QColor(214, 90, 40),
    BetSpot.PANDA_8: QColor(150, 150, 150),
}
assert set(SPOT_COLOURS) == set(BetSpot), "every bet spot has its colour"
# Side-bet areas print small: their pay lines a lighter gold so they read on the felt.
SIDE_PAY = QColor(234, 204, 128)
# A betting area closed for now (Big and Small once the cut card is out).
CLOSED_SHADE = QColor(0, 0, 0, 120)
CLOSED_TEXT = QColor(236, 210, 150)


def blend(a: QColor, b: QColor, share_of_b: float) -> QColor:
    """``a`` mixed with ``share_of_b`` of ``b`` (side-bet titles: ivory with a hint of the spot's colour)."""
    t = share_of_b
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


_SERIF = ["Georgia", "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "Liberation Serif", "serif"]
_SANS = ["Segoe UI", "Helvetica Neue", "Cantarell", "DejaVu Sans", "Liberation Sans", "sans-serif"]


def serif_font(pixel_size: int, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The printed-on-felt look; pixel sizes because the felt is drawn in scene units."""
    font = QFont()
    font.setFamilies(_SERIF)
    font.setPixelSize(pixel_size)
    font.setWeight(weight)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 104)
    return font


def ui_font(pixel_size: int, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    font = QFont()
    font.setFamilies(_SANS)
    font.setPixelSize(pixel_size)
    font.setWeight(weight)
    return font


# -- the smallest text on screen -------------------------------------------------------------------
# 9 pt at the 96 dpi Qt assumes for logical pixels. The felt is drawn in scene units and scaled to
# the window, so its view sets a floor in scene units (``FeltScene.text_floor``) and every printed
# size is raised to it: a 1024x640 window reads as well as a 4K one, the large sizes stay as drawn.
FLOOR_PX = 12.0


def felt_px(item: object, px: float) -> int:
    """``px`` scene units, raised so the text is at least FLOOR_PX on screen wherever ``item`` (a
    graphics item or the scene) is drawn; an item's own scale counts (chips on side bets are smaller)."""
    scene = item.scene() if hasattr(item, "scene") and callable(item.scene) else item
    floor = float(getattr(scene, "text_floor", 0.0) or 0.0)
    scale = item.scale() if hasattr(item, "scale") and callable(item.scale) else 1.0
    return max(round(px), math.ceil(floor / max(scale, 0.05) - 1e-6))


# -- the dialogs' look -----------------------------------------------------------------------------
# Every dialog (settings, rules, about, the reality check, message boxes) is dressed from here, so a
# colour changes in one place and no dialog carries a hex code of its own.
INK = QColor(34, 48, 42)  # text on ivory: fields, tables, tooltips
IVORY_DIM = QColor(190, 184, 166)  # secondary text and disabled choices on the felt
GOLD_LIGHT = QColor(255, 215, 112)  # focus rings and hover: brighter than the gold print
ERROR_TEXT = QColor(255, 138, 128)  # a refusal, readable on the dark felt
WOOD_LIGHT = QColor(78, 52, 34)  # the top of a wooden button's gradient (as the felt draws it)
DRAW_TINT = QColor(200, 232, 201)  # "Draw" cells of the tableau
STAND_TINT = QColor(255, 214, 214)  # "Stand" cells of the tableau
SECTION_TINT = QColor(232, 226, 206)  # a heading row inside an ivory table
MUTED_INK = QColor(120, 120, 120)  # a row the table does not offer, on ivory


def css(colour: QColor) -> str:
    """A colour as a style sheet writes it (with alpha when it is not opaque)."""
    if colour.alpha() == 255:
        return colour.name()
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def dialog_stylesheet() -> str:
    """The game's dialog dress: dark felt, gold headings, ivory text, wood-and-gold buttons like the
    felt's, ivory fields and tables with INK text, and a bright gold ring on whatever has focus."""
    felt, felt_dark, gold, gold_dark = css(FELT), css(FELT_DARK), css(GOLD), css(GOLD_DARK)
    ivory, ivory_dim, ink, ring = css(IVORY), css(IVORY_DIM), css(INK), css(GOLD_LIGHT)
    wood, wood_light, error = css(WOOD), css(WOOD_LIGHT), css(ERROR_TEXT)
    return f"""
    QDialog, QMessageBox {{ background: {felt_dark}; }}
    QLabel {{ color: {ivory}; }}
    QLabel[role="title"] {{ color: {gold}; font-size: 22px; font-weight: bold; }}
    QLabel[role="heading"] {{ color: {gold}; font-size: 15px; font-weight: bold; }}
    QLabel[role="dim"] {{ color: {ivory_dim}; }}
    QLabel[role="error"] {{ color: {error}; font-weight: bold; }}
    QLabel#qt_msgbox_label {{ color: {gold}; font-size: 15px; font-weight: bold; }}
    QLabel#qt_msgbox_informativelabel {{ color: {ivory}; }}
    QGroupBox {{ color: {gold}; font-weight: bold; border: 1px solid {gold_dark}; border-radius: 6px;
        margin-top: 14px; padding: 12px 8px 6px 8px; }}
    QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: 10px;
        padding: 0 4px; color: {gold}; }}
    QCheckBox {{ color: {ivory}; spacing: 8px; }}
    QCheckBox:disabled {{ color: {ivory_dim}; }}
    QCheckBox:focus {{ color: {ring}; }}
    QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit {{ background: {ivory}; color: {ink};
        border: 2px solid {gold_dark}; border-radius: 4px; padding: 2px 6px; min-height: 22px;
        selection-background-color: {gold}; selection-color: {ink}; }}
    QComboBox:focus, QSpinBox:focus, QDoubleSpinBox:focus, QLineEdit:focus {{ border-color: {ring}; }}
    QComboBox:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled {{ background: {felt};
        color: {ivory_dim}; }}
    QComboBox QAbstractItemView {{ background: {ivory}; color: {ink}; border: 1px solid {gold_dark};
        selection-background-color: {gold}; selection-color: {ink}; outline: 0; }}
    QPushButton {{ color: {ivory}; font-weight: bold; border: 1px solid {gold}; border-radius: 14px;
        padding: 5px 18px; min-height: 18px; min-width: 72px;
        background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {wood_light}, stop:1 {wood}); }}
    QPushButton:hover {{ color: {ring}; border-color: {ring}; }}
    QPushButton:pressed {{ background: {wood}; }}
    QPushButton:focus {{ border: 2px solid {ring}; }}
    QPushButton:default {{ color: {ink};
        background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {ring}, stop:1 {gold_dark}); }}
    QPushButton:disabled {{ color: {ivory_dim}; border-color: {gold_dark}; background: {felt}; }}
    QTableWidget, QTableView {{ background: {ivory}; color: {ink}; gridline-color: {gold_dark};
        border: 1px solid {gold_dark}; outline: 0; }}
    QTableWidget::item:focus, QTableView::item:focus {{ border: none; }}
    QHeaderView::section {{ background: {wood}; color: {gold}; font-weight: bold; padding: 4px 6px;
        border: none; border-right: 1px solid {gold_dark}; border-bottom: 1px solid {gold_dark}; }}
    QTableCornerButton::section {{ background: {wood}; border: none; }}
    QTextBrowser {{ background: {ivory}; color: {ink}; border: 1px solid {gold_dark}; padding: 6px; }}
    QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; border: none; }}
    QScrollBar:vertical {{ background: {felt_dark}; width: 12px; margin: 0; border: none; }}
    QScrollBar:horizontal {{ background: {felt_dark}; height: 12px; margin: 0; border: none; }}
    QScrollBar::handle {{ background: {gold_dark}; border-radius: 5px; min-height: 28px; min-width: 28px; }}
    QScrollBar::handle:hover {{ background: {gold}; }}
    QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; border: none; }}
    QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
    QToolTip {{ background: {ivory}; color: {ink}; border: 1px solid {gold_dark}; padding: 3px; }}
    QFrame[role="rule"] {{ background: {gold_dark}; max-height: 1px; border: none; }}
    """


def dress_dialog(dialog: QWidget) -> None:
    """Give a dialog (or message box) the game's look; a styled background so the felt shows even
    when the dialog has no parent window to inherit from (screenshots, the first-run prompts)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setStyleSheet(dialog_stylesheet())
