"""Colours and fonts shared by the felt, the scoreboard frame and the dialogs."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QWidget

from ... import colours
from ...engine.bets import BetSpot

# The colours the charts share come from baccarat_desktop/colours.py, the rest are the widgets' own.
FELT = QColor(13, 102, 56)
FELT_DARK = QColor(*colours.FELT_DARK)
GOLD = QColor(*colours.GOLD)
GOLD_DARK = QColor(150, 118, 50)
IVORY = QColor(*colours.IVORY)
WOOD = QColor(38, 22, 14)
BANKER_RED = QColor(*colours.BANKER_RED)
PLAYER_BLUE = QColor(*colours.PLAYER_BLUE)
TIE_GREEN = QColor(*colours.TIE_GREEN)
# The scoreboard's Ask buttons: each side's colour, a deeper edge and a brighter hover.
BANKER_DEEP = QColor(154, 31, 31)
BANKER_BRIGHT = QColor(226, 80, 80)
PLAYER_DEEP = QColor(13, 63, 122)
PLAYER_BRIGHT = QColor(47, 127, 216)

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
CLOSED_BAND = QColor(20, 12, 8, 210)  # the dark band the word CLOSED is printed on


def with_alpha(colour: QColor, alpha: int) -> QColor:
    """A copy of ``colour`` at ``alpha`` (0-255): a glow that fades, without touching the shared constant."""
    copy = QColor(colour)
    copy.setAlpha(alpha)
    return copy


# -- the felt's drawing (ui/felt/) -----------------------------------------------------------------
# Shadows: translucent black under what lies on the felt; one depth for each kind of thing.
DROP_SHADOW = QColor(0, 0, 0, 90)  # under a fixture, a plaque, a chip or a chip stack, a wooden button
CARD_SHADOW = QColor(0, 0, 0, 70)  # under a card (flat or being squeezed)
TEXT_SHADOW = QColor(0, 0, 0, 150)  # behind the felt's announcements and explanations
CARD_BOX_SHADE = QColor(0, 0, 0, 26)  # inside the Player's and Banker's card boxes
CHIP_CIRCLE_SHADE = QColor(0, 0, 0, 22)  # a compact side bet's betting circle
# The squeeze: a card bent back, its flap's shadow and the light along the fold.
FLAP_SHADOW = QColor(0, 0, 0, 80)  # the lifted flap's shadow across the card
FOLD_SHINE = QColor(255, 255, 255, 70)  # light on the flap at the fold (fading to clear)
FOLD_SHADE = QColor(0, 0, 0, 30)  # the flap's far edge, away from the light
FOLD_CREASE = QColor(0, 0, 0, 60)  # the line of the fold
SQUEEZE_DIM = QColor(2, 16, 8, 165)  # the felt dimmed behind the card squeezed large in its middle
# The table: its wooden edge, the padded rail and the print on the felt.
TABLE_WOOD_TOP = QColor(56, 34, 22)  # the top of the wooden edge's gradient (down to WOOD)
RAIL = QColor(30, 18, 12)  # the padded rail along the players' edge
RAIL_SHINE = QColor(90, 60, 40, 160)  # the light along the rail
LIMITS_PRINT = QColor(200, 220, 205)  # the table limits printed under the rules along the arc
ANNOUNCEMENT_GOLD = QColor(255, 226, 140)  # the dealer's call ("Banker wins")
NOTICE_GOLD = QColor(255, 214, 120)  # a notice's words on the felt and the rim of a message bubble
WHITE = QColor(255, 255, 255)  # figures and letters on a coloured disc: totals, bubbles, road marks
TIMER_FACE = QColor(8, 24, 14, 215)  # a Speed table's betting timer: its dark disc on the felt
TIMER_WARNING = QColor(255, 120, 64)  # ... its ring and seconds in the last seconds before the deal
# The shoe and the discard tray: dark wooden boxes (top and bottom of their gradients).
SHOE_TOP = QColor(52, 40, 34)
SHOE_BOTTOM = QColor(18, 12, 10)
TRAY_TOP = QColor(40, 30, 26)
TRAY_BOTTOM = QColor(16, 10, 8)
SHOE_GAUGE_TRACK = QColor(0, 0, 0, 120)  # the shoe's gauge of cards left, behind its gold
CUT_CARD = QColor(250, 214, 60)  # the cut card's mark on the gauge
CUT_CARD_EDGE = QColor(30, 20, 0)
# The winning hand's total and the winning betting area light up in gold.
WIN_GLOW = QColor(255, 220, 120, 160)  # around the winning total's badge (fading to clear)
WIN_RING = QColor(255, 236, 160)  # the winning total's badge rim
SPOT_WIN_EDGE = QColor(255, 236, 150)  # a winning betting area's outline
SPOT_WIN_GLOW = QColor(255, 232, 150)  # a winning betting area's glow; its alpha follows the highlight
TIE_TITLE = QColor(150, 220, 150)  # TIE printed on its area (the other areas lighten their own colour)
# The multiplier table's lit cards (ui/felt/lights.py): a night-blue band lit by electric gold, as
# the flash announces them before the deal, and the compact strip and the cards' tags afterwards.
LIGHTS_BAND = QColor(12, 18, 44, 246)  # the flash's band across the felt (and the strip's ground)
LIGHTS_BAND_EDGE = QColor(6, 10, 26, 250)  # the band's darker rims, top and bottom
LIGHTS_BOLT = QColor(255, 240, 170)  # the lightning's core and the band's edge lines
LIGHTS_GLOW = QColor(255, 205, 80, 150)  # round a lit card's multiplier and a matched tile (fading to clear)
MULTIPLIER_GOLD = QColor(255, 214, 90)  # a multiplier's figure ("×5"), on the night blue or a tag
LIT_TILE = QColor(250, 246, 234)  # a lit card's face in the strip: ivory, as a card's
LIT_TAG = QColor(24, 20, 52, 235)  # the tag on a dealt card that matches a lit card
# Message bubbles (dark felt-green, or red for a warning) with NOTICE_GOLD rims and WHITE words.
BUBBLE = QColor(18, 40, 28, 235)
BUBBLE_WARNING = QColor(120, 20, 24, 235)
# The player's plaque on the rail (top and bottom of its gradient) and its smaller lines.
PLAQUE_TOP = QColor(34, 24, 18)
PLAQUE_BOTTOM = QColor(14, 9, 6)
PLAQUE_DETAIL = QColor(210, 230, 214)  # the bet and the last hand, under the bankroll
AT_THE_TABLE_NIGHT = QColor(6, 7, 8)  # the Companion at a real table: next to black, lighting no face
# Chips: the amount under a stack, and the chosen chip in the rack.
CHIP_LABEL = QColor(10, 20, 14, 210)  # the dark pill under a chip stack, behind its amount
CHIP_SELECTED_RING = QColor(255, 226, 120)
# The felt's buttons (Deal, Clear...): gold for the main one, wood (WOOD_LIGHT down) for the rest,
# grey when they cannot be pressed.
BUTTON_GOLD_TOP = QColor(226, 190, 92)
BUTTON_GOLD_BOTTOM = QColor(160, 118, 36)
BUTTON_GOLD_TEXT = QColor(40, 24, 8)  # the words on the gold button
BUTTON_WOOD_BOTTOM = QColor(42, 26, 16)  # a wooden button's gradient ends here (the felt's, not WOOD)
BUTTON_OFF_TOP = QColor(70, 66, 62)
BUTTON_OFF_BOTTOM = QColor(50, 47, 44)
BUTTON_OFF_EDGE = QColor(96, 92, 86)
BUTTON_OFF_TEXT = QColor(130, 126, 120)
# The status bar's shoe gauge (ui/window/status.py), darker than the felt's SHOE_GAUGE_TRACK: it
# sits on the wooden bar.
STATUS_GAUGE_TRACK = QColor(0, 0, 0, 140)

# -- the scoreboard (ui/scoreboard/painting.py): an ivory board in a dark frame ----------------------
BOARD_PAPER = QColor("#fbf8f0")  # the board the roads are drawn on
BOARD_GRID = QColor("#cfc9bc")  # the roads' major grid lines (not GRID: an ivory table's)
BOARD_GRID_MINOR = QColor("#e6e1d6")
BOARD_SEPARATOR = QColor("#a39d90")  # between one road and the next
BOARD_FRAME = QColor("#17191c")  # the dark frame around the board (and the scroll area behind it)
BOARD_FRAME_EDGE = QColor("#3a3e44")
BOARD_BRASS = QColor("#b3914a")  # the brass line round the board and the Ask overlay's rim
BOARD_TEXT = QColor("#efe9da")  # the statistics' words and figures on the frame
BOARD_MUTED = QColor("#a39d8f")  # their labels

# -- cards written in the interface (ui/look/card_text.py) -------------------------------------------
CARD_RED_ON_LIGHT = QColor(198, 40, 40)  # hearts and diamonds, as on the card faces, on ivory
# Hearts and diamonds on the dark felt: the same light red as ERROR_TEXT, kept apart because a card's
# suit is not a refusal (one may change without the other).
CARD_RED_ON_DARK = QColor(255, 138, 128)


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


# -- the player's text size (Settings > Text size) ---------------------------------------------------
# One factor every size of text reads: the felt's text floor (FeltView), the scoreboard's
# statistics, the panes' and dialogs' style sheets and the window's chrome. The main window sets it
# from the settings (``set_text_scale``) and lays its text out again when it changes.
_TEXT = {"scale": 1.0}


def text_scale() -> float:
    """How much larger than usual the player asked the text to be (1.0, 1.15, 1.3 or 1.5)."""
    return _TEXT["scale"]


def set_text_scale(percent: int) -> bool:
    """Set the text size to ``percent`` of the usual; whether it changed (so the caller lays out)."""
    scale = percent / 100
    if scale <= 0:
        raise ValueError("the text size is a positive percentage")
    changed = scale != _TEXT["scale"]
    _TEXT["scale"] = scale
    return changed


def text_floor_px() -> float:
    """The smallest text on screen, in logical pixels: 9 pt at the player's text size."""
    return FLOOR_PX * text_scale()


def scaled_font(font: QFont) -> QFont:
    """``font`` at the player's text size (a widget's font set in points)."""
    scaled = QFont(font)
    if font.pointSizeF() > 0:
        scaled.setPointSizeF(font.pointSizeF() * text_scale())
    return scaled


def felt_px(item: object, px: float) -> int:
    """``px`` scene units, raised so the text is at least the floor (9 pt at the player's text size,
    FeltView sets it) on screen wherever ``item`` (a graphics item or the scene) is drawn; an item's
    own scale counts (chips on side bets are smaller). The felt's print is laid out for its design
    sizes, so a larger text size raises the smaller print to the floor and leaves the large alone."""
    scene = item.scene() if hasattr(item, "scene") and callable(item.scene) else item
    floor = float(getattr(scene, "text_floor", 0.0) or 0.0)
    scale = item.scale() if hasattr(item, "scale") and callable(item.scale) else 1.0
    return max(round(px), math.ceil(floor / max(scale, 0.05) - 1e-6))


# -- the dialogs' look -----------------------------------------------------------------------------
# Every dialog (settings, rules, about, the reality check, message boxes) is dressed from here, so a
# colour changes in one place and no dialog carries a hex code of its own.
INK = QColor(*colours.INK)  # text on ivory: fields, tables, tooltips
IVORY_DIM = QColor(190, 184, 166)  # secondary text and disabled choices on the felt
GOLD_LIGHT = QColor(255, 215, 112)  # focus rings and hover: brighter than the gold print
# The felt's keyboard focus ring (ui/felt/keys.py): a bright gold line on a dark halo, so it reads on
# the green felt, on a gold chip and on a wooden button alike; an ivory hairline inside it.
FOCUS_HALO = QColor(8, 20, 12, 170)
FOCUS_LINE = IVORY
ERROR_TEXT = QColor(255, 138, 128)  # a refusal, readable on the dark felt
WOOD_LIGHT = QColor(78, 52, 34)  # the top of a wooden button's gradient (as the felt draws it)
DRAW_TINT = QColor(200, 232, 201)  # "Draw" cells of the tableau
STAND_TINT = QColor(255, 214, 214)  # "Stand" cells of the tableau
SECTION_TINT = QColor(232, 226, 206)  # a heading row inside an ivory table
MUTED_INK = QColor(120, 120, 120)  # a row the table does not offer, on ivory
ODDS_PLAIN_INK = QColor(91, 107, 96)  # a shoe odds row whose bet was never worth making, on ivory
CHROME_DISABLED = QColor(138, 129, 116)  # a menu item or tool that cannot be used now, on wood
# The fields' arrows are drawn by resources/arrow-*.svg in these two fills (a test holds them to it).
ARROW = INK
ARROW_OFF = QColor(154, 148, 132)  # an arrow that cannot step further, or a disabled field
# Check boxes (check_rules): a ticked box is GOLD with an INK tick (resources/check.svg), an empty one a
# dark hole in an IVORY_DIM rim; one that cannot be changed now is flat grey-green with a DISABLED_TEXT
# tick (resources/check-off.svg), so ticked, empty and disabled never look alike.
CHECK_HOLE = QColor(3, 36, 19)  # an empty box on the dark felt or the wood
CHECK_OFF = QColor(46, 62, 52)  # a box that cannot be changed now, ticked or not


def css(colour: QColor) -> str:
    """A colour as a style sheet writes it (with alpha when it is not opaque)."""
    if colour.alpha() == 255:
        return colour.name()
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


# -- the panes' look (Statistics, Hand history, the lab, the odds) ------------------------------------
FELT_MID = QColor(10, 77, 42)  # a raised band on the dark felt: pills, formula boxes
FELT_LINE = QColor(31, 90, 58)  # hairlines between cells and around pills on the dark felt
FELT_HOVER = QColor(17, 128, 74)  # a felt button under the pointer
GOLD_EDGE = QColor(*colours.GOLD_EDGE)  # the frame of an ivory field or list on the felt
ROW_ALT = QColor(239, 232, 212)  # every other row of an ivory table
GRID = QColor(*colours.GRID)  # grid lines of an ivory table
SELECTED_INK = QColor(28, 36, 31)  # text on a gold selection
DISABLED_TEXT = QColor(125, 140, 128)  # a button that cannot be pressed now
DISABLED_EDGE = QColor(77, 107, 87)
WIN_TEXT = QColor(143, 209, 158)  # money won, on the dark felt
LOSS_TEXT = QColor(239, 154, 154)  # money lost, on the dark felt
# The three outcomes as words on the dark felt: the marks' colours lightened to read as text.
OUTCOME_TEXT = {
    "banker": blend(BANKER_RED, IVORY, 0.45),
    "player": blend(PLAYER_BLUE, IVORY, 0.45),
    "tie": blend(TIE_GREEN, IVORY, 0.45),
}


def _arrow_url(name: str) -> str:
    """A style sheet's url() of one of the fields' arrows in resources/ (Qt draws no arrow of its own
    once a spin box or combo box is styled)."""
    from ...resources import resource_path

    return f'url("{resource_path(name).as_posix()}")'


def field_rules(scale: float = 1.0) -> str:
    """Ivory input fields with ink text and drawn arrows: one look for every combo, spin and date box,
    in the dialogs and in the panes; ``scale`` as for the dialogs' type."""
    height, button = round(22 * scale), round(20 * scale)
    arrow_w, arrow_h = round(9 * scale), round(6 * scale)
    ivory, ink, gold, edge, ring = css(IVORY), css(INK), css(GOLD), css(GOLD_DARK), css(GOLD_LIGHT)
    felt, dim, band = css(FELT), css(IVORY_DIM), css(ROW_ALT)
    up, down = _arrow_url("arrow-up.svg"), _arrow_url("arrow-down.svg")
    up_off, down_off = _arrow_url("arrow-up-off.svg"), _arrow_url("arrow-down-off.svg")
    fields = "QComboBox, QAbstractSpinBox, QLineEdit"
    spin = "QAbstractSpinBox"
    return f"""
    {fields} {{ background: {ivory}; color: {ink}; border: 2px solid {edge}; border-radius: 4px;
        padding: 2px 6px; min-height: {height}px; selection-background-color: {gold};
        selection-color: {ink}; }}
    QComboBox:focus, QAbstractSpinBox:focus, QLineEdit:focus {{ border-color: {ring}; }}
    QComboBox:disabled, QAbstractSpinBox:disabled, QLineEdit:disabled {{ background: {felt}; color: {dim}; }}
    QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: {button}px;
        border: none; border-left: 1px solid {edge}; }}
    QComboBox::down-arrow {{ image: {down}; width: {arrow_w}px; height: {arrow_h}px; }}
    QComboBox::down-arrow:disabled {{ image: {down_off}; }}
    QComboBox QAbstractItemView {{ background: {ivory}; color: {ink}; border: 1px solid {edge};
        selection-background-color: {gold}; selection-color: {ink}; outline: 0; }}
    {spin} {{ padding-right: {button + 2}px; }}
    {spin}::up-button, {spin}::down-button {{ subcontrol-origin: border; width: {button}px;
        background: {band}; border: none; border-left: 1px solid {edge}; }}
    {spin}::up-button {{ subcontrol-position: top right; border-top-right-radius: 2px; }}
    {spin}::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 2px;
        border-top: 1px solid {edge}; }}
    {spin}::up-button:hover, {spin}::down-button:hover {{ background: {gold}; }}
    {spin}::up-arrow {{ image: {up}; width: {arrow_w}px; height: {arrow_h}px; }}
    {spin}::down-arrow {{ image: {down}; width: {arrow_w}px; height: {arrow_h}px; }}
    {spin}::up-arrow:disabled, {spin}::up-arrow:off {{ image: {up_off}; }}
    {spin}::down-arrow:disabled, {spin}::down-arrow:off {{ image: {down_off}; }}
    """


def check_rules(scale: float = 1.0) -> str:
    """Check boxes that read at a glance: ticked (a gold box with a dark tick), empty (a dark hole in
    a pale rim, an ivory one in the ivory lists), cannot be changed now (flat grey, a grey tick) and
    under the keyboard focus or the pointer (a bright gold rim); for QCheckBox, the ticks of a list's
    items and the menus' checkable items alike. ``scale`` as for the dialogs' type."""
    box, radius = round(15 * scale), max(2, round(3 * scale))
    small = round(11 * scale)  # a list's rows are a line of text high: its ticks fit in them
    gold, ring, hole, rim = css(GOLD), css(GOLD_LIGHT), css(CHECK_HOLE), css(IVORY_DIM)
    ivory, edge, off, off_edge = css(IVORY), css(GOLD_DARK), css(CHECK_OFF), css(DISABLED_EDGE)
    tick, tick_off = _arrow_url("check.svg"), _arrow_url("check-off.svg")
    sel = "QCheckBox::indicator, QAbstractItemView::indicator, QMenu::indicator:non-exclusive"
    view, menu = "QAbstractItemView::indicator", "QMenu::indicator:non-exclusive"

    def each(state: str) -> str:
        return ", ".join(f"{part}{state}" for part in sel.split(", "))

    return f"""
    {sel} {{ width: {box}px; height: {box}px; border: 2px solid {rim}; border-radius: {radius}px;
        background: {hole}; }}
    {view} {{ width: {small}px; height: {small}px; border-width: 1px; margin-left: {round(3 * scale)}px;
        background: {ivory}; border-color: {edge}; }}
    {menu} {{ margin-left: {round(4 * scale)}px; }}
    {each(":hover")}, QCheckBox::indicator:focus {{ border-color: {ring}; }}
    {each(":checked")} {{ background: {gold}; border-color: {gold}; image: {tick}; }}
    {each(":checked:hover")}, QCheckBox::indicator:checked:focus {{ border-color: {ring}; }}
    QMenu::icon:checked {{ background: {css(with_alpha(GOLD, 80))}; border: 1px solid {gold};
        border-radius: {radius}px; }}
    {each(":disabled")} {{ background: {off}; border-color: {off_edge}; image: none; }}
    {each(":checked:disabled")} {{ background: {off}; border-color: {off_edge}; image: {tick_off}; }}
    """


def scroll_bar_rules() -> str:
    """Slim gold-on-felt scroll bars, the same in every pane and dialog."""
    felt_dark, edge, gold = css(FELT_DARK), css(GOLD_DARK), css(GOLD)
    return f"""
    QScrollBar:vertical {{ background: {felt_dark}; width: 12px; margin: 0; border: none; }}
    QScrollBar:horizontal {{ background: {felt_dark}; height: 12px; margin: 0; border: none; }}
    QScrollBar::handle {{ background: {edge}; border-radius: 5px; min-height: 28px; min-width: 28px; }}
    QScrollBar::handle:hover {{ background: {gold}; }}
    QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; border: none; }}
    QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
    QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; border: none; }}
    """


def _text_size_rule(grow: float = 1.0) -> str:
    """A style sheet's rule setting every widget's type at the player's text size times ``grow``
    (none at 100%): a styled widget takes no font from its parent, so the size goes in the sheet."""
    from PySide6.QtGui import QGuiApplication

    base = QGuiApplication.font().pointSizeF()
    if text_scale() * grow == 1.0 or base <= 0:
        return ""
    return f"QWidget {{ font-size: {base * text_scale() * grow:.2f}pt; }}"


def pane_stylesheet(root: str, grow: float = 1.0) -> str:
    """The dark felt of the Statistics and Hand history panes (and what they hold: the lab, the odds):
    ivory words, gold headings, ivory tables with wood-gold headers, felt buttons, ivory fields.
    ``root`` is the pane's object name, whose background is the felt; ``grow`` is the window's
    chrome factor (a large window sets its panes' type larger, as its menus)."""
    felt, felt_dark, felt_mid, line = css(FELT), css(FELT_DARK), css(FELT_MID), css(FELT_LINE)
    gold, gold_edge, ivory, dim, ink = css(GOLD), css(GOLD_EDGE), css(IVORY), css(IVORY_DIM), css(INK)
    alt, grid, sel = css(ROW_ALT), css(GRID), css(SELECTED_INK)
    hover, error, ring = css(FELT_HOVER), css(ERROR_TEXT), css(GOLD_LIGHT)
    off_text, off_edge = css(DISABLED_TEXT), css(DISABLED_EDGE)
    scale = text_scale() * grow
    heading_px = round(14 * scale)
    # The panes' answers (luck, shoe odds), their introductions (the lab's summary) and their compact
    # tables, at the player's text size: one place, so Settings > Text size reaches them at once.
    answer_px, intro_px, compact_px = (round(px * scale) for px in (14, 13, 12))
    return (
        _text_size_rule(grow)
        + f"""
    #{root} {{ background: {felt_dark}; }}
    QLabel[role="answer"] {{ color: {gold}; font-weight: bold; font-size: {answer_px}px; }}
    QLabel[role="intro"] {{ font-size: {intro_px}px; }}
    QTableWidget {{ font-size: {compact_px}px; }}
    QTableWidget QHeaderView::section {{ font-size: {compact_px}px; }}
    QLabel {{ color: {ivory}; }}
    QLabel[role="heading"] {{ color: {gold}; font-weight: bold; font-size: {heading_px}px; margin-top: 8px; }}
    QLabel[role="section"] {{ color: {gold}; font-weight: bold; margin-top: 6px; }}
    QLabel[role="dim"] {{ color: {dim}; }}
    QLabel[role="won"] {{ color: {gold}; }}
    QLabel[role="note"] {{ color: {ivory}; padding: 2px 14px; }}
    QLabel[role="error"] {{ color: {error}; font-weight: bold; }}
    QLabel[role="formula"] {{ color: {ivory}; background: {felt_mid}; border: 1px solid {line};
        border-radius: 4px; padding: 6px 10px; margin: 0 14px; }}
    QCheckBox {{ color: {ivory}; }}
    QCheckBox:disabled {{ color: {dim}; }}
    QTableView, QTableWidget {{ background: {ivory}; alternate-background-color: {alt}; color: {ink};
        gridline-color: {grid}; selection-background-color: {gold}; selection-color: {sel}; }}
    QHeaderView::section {{ background: {felt_dark}; color: {gold}; font-weight: bold; padding: 4px 6px;
        border: none; border-right: 1px solid {line}; border-bottom: 1px solid {gold}; }}
    QListWidget {{ background: {ivory}; color: {ink}; border: 1px solid {gold_edge};
        selection-background-color: {gold}; selection-color: {sel}; }}
    QPushButton {{ background: {felt}; color: {ivory}; border: 1px solid {gold}; border-radius: 4px;
        padding: 6px 12px; }}
    QPushButton:hover {{ background: {hover}; }}
    QPushButton:disabled {{ color: {off_text}; border-color: {off_edge}; }}
    QProgressBar {{ background: {felt_dark}; color: {ivory}; border: 1px solid {css(GOLD_DARK)};
        border-radius: 3px; text-align: center; min-height: 18px; }}
    QProgressBar::chunk {{ background: {felt}; }}
    QToolButton[role="nav"] {{ background: {felt_mid}; color: {dim}; border: 1px solid {line};
        border-radius: 13px; padding: 4px 12px; }}
    QToolButton[role="nav"]:hover {{ color: {ivory}; border-color: {gold}; }}
    QToolButton[role="nav"]:checked {{ background: {gold}; color: {sel}; border-color: {gold}; }}
    QToolButton[role="nav"]:focus {{ border: 2px solid {ring}; padding: 3px 11px; }}
    QToolButton[role="filters"] {{ background: transparent; color: {gold}; border: 1px solid {gold_edge};
        border-radius: 4px; padding: 4px 10px; }}
    QToolButton[role="filters"]:focus {{ border: 2px solid {ring}; padding: 3px 9px; }}
    QTabWidget::pane {{ border: 1px solid {gold_edge}; top: -1px; }}
    QTabBar::tab {{ background: {felt_mid}; color: {dim}; padding: 7px 14px; border: 1px solid {line};
        border-bottom: none; margin-right: 2px; }}
    QTabBar::tab:selected {{ background: {felt_dark}; color: {gold}; border-color: {gold_edge};
        font-weight: bold; }}
    QToolTip {{ background: {ivory}; color: {ink}; border: 1px solid {css(GOLD_DARK)}; padding: 3px; }}
    """
        + field_rules()
        + check_rules(scale)
        + scroll_bar_rules()
    )


def dialog_stylesheet(scale: float = 1.0, point_size: float | None = None) -> str:
    """The game's dialog dress: dark felt, gold headings, ivory text, wood-and-gold buttons like the
    felt's, ivory fields and tables with INK text, and a bright gold ring on whatever has focus;
    ``scale`` sets the headings as much larger as the window's chrome, ``point_size`` the rest of the
    type (dress_dialog; in the sheet, as a style sheet's widgets take no font from their parent)."""
    title_px, heading_px = round(22 * scale * text_scale()), round(15 * scale * text_scale())
    size = f"QWidget {{ font-size: {point_size:.2f}pt; }}" if point_size else ""
    felt, gold, gold_dark = css(FELT), css(GOLD), css(GOLD_DARK)
    ivory, ivory_dim, ink, ring = css(IVORY), css(IVORY_DIM), css(INK), css(GOLD_LIGHT)
    wood, wood_light, error, felt_dark = css(WOOD), css(WOOD_LIGHT), css(ERROR_TEXT), css(FELT_DARK)
    return (
        size
        + f"""
    QDialog, QMessageBox {{ background: {felt_dark}; }}
    QLabel {{ color: {ivory}; }}
    QLabel[role="title"] {{ color: {gold}; font-size: {title_px}px; font-weight: bold; }}
    QLabel[role="heading"] {{ color: {gold}; font-size: {heading_px}px; font-weight: bold; }}
    QLabel[role="dim"] {{ color: {ivory_dim}; }}
    QLabel[role="error"] {{ color: {error}; font-weight: bold; }}
    QLabel#qt_msgbox_label {{ color: {gold}; font-size: {heading_px}px; font-weight: bold; }}
    QLabel#qt_msgbox_informativelabel {{ color: {ivory}; }}
    QGroupBox {{ color: {gold}; font-weight: bold; border: 1px solid {gold_dark}; border-radius: 6px;
        margin-top: 14px; padding: 12px 8px 6px 8px; }}
    QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: 10px;
        padding: 0 4px; color: {gold}; }}
    QCheckBox {{ color: {ivory}; spacing: 8px; }}
    QCheckBox:disabled {{ color: {ivory_dim}; }}
    QCheckBox:focus {{ color: {ring}; }}
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
    QToolTip {{ background: {ivory}; color: {ink}; border: 1px solid {gold_dark}; padding: 3px; }}
    QFrame[role="rule"] {{ background: {gold_dark}; max-height: 1px; border: none; }}
    """
        + field_rules(scale)
        + check_rules(scale * text_scale())
        + scroll_bar_rules()
    )


# -- the window around the felt --------------------------------------------------------------------
def chrome_stylesheet(point_size: float | None = None) -> str:
    """The window around the felt in the table's colours: dark wood bars, gold and ivory type; with
    ``point_size``, the chrome's type at that size (set in the sheet: a style sheet's widgets do not
    take a font from their parent)."""
    size = f"font-size: {point_size:.2f}pt;" if point_size else ""
    wood, wood_light = css(WOOD), css(WOOD.lighter(150))
    gold, gold_dark, ivory = css(GOLD), css(GOLD_DARK), css(IVORY)
    felt, felt_dark, off = css(FELT), css(FELT_DARK), css(CHROME_DISABLED)
    tab_fits = _tab_fit_rules(point_size)
    return f"""
    QMainWindow {{ background: {wood}; }}
    QMenuBar {{ background: {wood}; color: {ivory}; border-bottom: 1px solid {gold_dark}; {size} }}
    QMenuBar::item {{ background: transparent; padding: 4px 10px; }}
    QMenuBar::item:selected {{ background: {wood_light}; color: {gold}; }}
    QMenu {{ background: {wood}; color: {ivory}; border: 1px solid {gold_dark}; padding: 4px; {size} }}
    QMenu::item {{ padding: 5px 28px 5px 24px; }}
    QMenu::item:selected {{ background: {felt_dark}; color: {gold}; }}
    QMenu::item:disabled {{ color: {off}; }}
    QMenu::separator {{ height: 1px; background: {gold_dark}; margin: 4px 8px; }}
    QToolBar#TableToolbar {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {wood_light},
        stop:1 {wood}); border: none; border-bottom: 1px solid {gold_dark}; spacing: 4px; padding: 3px 6px; }}
    QToolBar#TableToolbar QToolButton {{ color: {ivory}; background: transparent;
        border: 1px solid transparent; border-radius: 6px; padding: 3px 8px; {size} }}
    QToolBar#TableToolbar QToolButton:hover {{ border-color: {gold_dark}; background: rgba(0, 0, 0, 60); }}
    QToolBar#TableToolbar QToolButton:checked {{ border-color: {gold}; color: {gold}; }}
    QToolBar#TableToolbar QToolButton:disabled {{ color: {off}; }}
    QToolBar#TableToolbar::separator {{ background: {gold_dark}; width: 1px; margin: 4px 6px; }}
    QTabWidget#MainTabs::pane {{ border: none; }}
    QTabWidget#MainTabs > QTabBar {{ background: {wood}; qproperty-drawBase: 0; }}
    QTabWidget#MainTabs > QTabBar::tab {{ background: {wood}; color: {ivory}; padding: 6px 18px;
        border: 1px solid transparent; border-bottom: 2px solid transparent; {size} }}
    {tab_fits}
    QTabWidget#MainTabs > QTabBar::tab:selected {{ color: {gold}; border-bottom: 2px solid {gold};
        background: {felt_dark}; }}
    QTabWidget#MainTabs > QTabBar::tab:hover {{ color: {gold}; }}
    QStatusBar#TableStatus {{ background: {wood}; color: {ivory}; border-top: 1px solid {gold_dark}; }}
    QStatusBar#TableStatus QLabel {{ color: {ivory}; padding: 0 6px; {size} }}
    QStatusBar#TableStatus::item {{ border: none; }}
    QDockWidget {{ color: {ivory}; {size} }}
    QDockWidget::title {{ background: {wood}; padding: 4px 8px; border-bottom: 1px solid {gold_dark}; }}
    QMainWindow::separator {{ background: {felt}; width: 3px; height: 3px; }}
    """ + check_rules(_chrome_grow(point_size))


# The window's view tabs in a window too narrow for them at their usual padding (a small window at a
# large text size): each step, tried in turn (ui/window/chrome.py, TabFit), sets them closer, then a
# little smaller, as the chrome's type steps with the window. (horizontal padding px, type's share)
TAB_FITS = ((18, 1.0), (10, 1.0), (6, 1.0), (6, 0.9), (6, 0.8))
TAB_FIT = "tabFit"  # the main tab bar's property: its step of TAB_FITS


def _tab_fit_rules(point_size: float | None) -> str:
    """The style of each step of TAB_FITS past the first, by the bar's TAB_FIT property."""
    from PySide6.QtGui import QGuiApplication

    base = point_size or QGuiApplication.font().pointSizeF()
    rules = []
    for step, (pad, share) in enumerate(TAB_FITS[1:], start=1):
        size = f"font-size: {base * share:.2f}pt;" if share != 1.0 and base > 0 else ""
        rules.append(
            f'QTabWidget#MainTabs > QTabBar[{TAB_FIT}="{step}"]::tab {{ padding: 6px {pad}px; {size} }}'
        )
    return "\n    ".join(rules)


def _chrome_grow(point_size: float | None) -> float:
    """How much larger than the application's type the chrome's ``point_size`` is (1 without one)."""
    from PySide6.QtGui import QGuiApplication

    base = QGuiApplication.font().pointSizeF()
    return point_size / base if point_size and base > 0 else 1.0


CHROME_SCALE = "chromeScale"  # the main window's property: how much larger its chrome is set


def set_role(widget: QWidget, role: str) -> None:
    """Give a widget the stylesheet role it is drawn with now (``QLabel[role="dim"]`` and the like):
    Qt reads a dynamic property only when the widget is polished, so it is polished again."""
    widget.setProperty("role", role)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def window_scale(widget: QWidget | None) -> float:
    """How much larger the chrome of the window ``widget`` belongs to is set (1 without a window)."""
    if widget is None:
        return 1.0
    value = widget.window().property(CHROME_SCALE)
    return float(value) if isinstance(value, (int, float)) and value > 0 else 1.0


def dress_dialog(dialog: QWidget) -> None:
    """Give a dialog (or message box) the game's look; a styled background so the felt shows even
    when the dialog has no parent window to inherit from (screenshots, the first-run prompts). On a
    large window whose chrome is set larger, the dialog's type is as much larger, and all of it at
    the player's text size."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    scale = window_scale(dialog.parentWidget())
    base = dialog.font().pointSizeF()
    grow = scale * text_scale()  # the window's chrome, then the player's text size
    point_size = base * grow if grow != 1.0 and base > 0 else None
    dialog.setStyleSheet(dialog_stylesheet(scale, point_size))
