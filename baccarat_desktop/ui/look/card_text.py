"""Cards written in the interface: as on their faces ('10♠'), hearts and diamonds in red.

The words come from ``Card.face`` / ``format_faces`` (engine/cards.py), the one spelling on screen;
this module only adds the colour, for rich text (``card_html``, ``faces_html``) and for table cells
(``CardsDelegate``), so a list, a detail text and a tooltip all show the same card the same way.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ...engine.cards import Card
from .palette import CARD_RED_ON_DARK, CARD_RED_ON_LIGHT

__all__ = ["RED_SUITS", "CardsDelegate", "card_html", "faces_html"]

RED_SUITS = frozenset("♥♦")
_FACE = re.compile(r"(10|[A2-9JQK])([♠♥♦♣])")


def card_html(card: Card, *, dark: bool = False) -> str:
    """One card for a rich-text label: '10<span style="color:…">♥</span>' (no break inside)."""
    return faces_html(card.face, dark=dark)


def faces_html(text: str, *, dark: bool = False) -> str:
    """``text`` (plain, may hold faces such as '10♥ K♠') escaped for rich text, red suits red and
    each card kept on one line."""
    red = (CARD_RED_ON_DARK if dark else CARD_RED_ON_LIGHT).name()

    def one(match: re.Match[str]) -> str:
        rank, suit = match.group(1), match.group(2)
        glyph = f'<span style="color:{red}">{suit}</span>' if suit in RED_SUITS else suit
        return f"<nobr>{rank}{glyph}</nobr>"

    return _FACE.sub(one, html.escape(text, quote=False))


class CardsDelegate(QStyledItemDelegate):
    """Paints a cell of faces ('10♥ K♠') with its red suits red; everything else as the style does."""

    def __init__(self, parent: QWidget | None = None, *, red: QColor = CARD_RED_ON_LIGHT) -> None:
        super().__init__(parent)
        self.red = red

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is None:
            super().paint(painter, option, index)
            return
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget).adjusted(3, 0, -3, 0)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        ink = opt.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if foreground is not None and not selected:
            ink = foreground.color() if hasattr(foreground, "color") else QColor(foreground)
        metrics = QFontMetricsF(opt.font)
        width = metrics.horizontalAdvance(text)
        align = opt.displayAlignment
        if align & Qt.AlignmentFlag.AlignHCenter:
            x = rect.left() + (rect.width() - width) / 2
        elif align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - width
        else:
            x = float(rect.left())
        painter.save()
        painter.setFont(opt.font)
        painter.setClipRect(rect)
        y = rect.top()
        for run_text, red in _runs(text):
            painter.setPen(self.red if red else ink)
            run_rect = QRectF(x, y, metrics.horizontalAdvance(run_text) + 1, rect.height())
            painter.drawText(
                run_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), run_text
            )
            x += metrics.horizontalAdvance(run_text)
        painter.restore()


def _runs(text: str) -> list[tuple[str, bool]]:
    """``text`` cut where the colour changes: (piece, is a red suit)."""
    runs: list[tuple[str, bool]] = []
    for char in text:
        red = char in RED_SUITS
        if runs and runs[-1][1] == red:
            runs[-1] = (runs[-1][0] + char, red)
        else:
            runs.append((char, red))
    return runs
