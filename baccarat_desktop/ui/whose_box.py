"""The choice of whose hands: the player's own, the floor's or the tracked shoes.

One control for the Hand history and the Statistics pane (each asks its own question with it: the
hands to list, the hands the charts count), so the two offer the same choices in the same words, in
the same order, with the player's own hands first and chosen until he asks otherwise. The words are
``analytics.filters.SOURCE_WORDS``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from ..analytics.filters import SOURCE_WORDS, Source, source_words
from ..engine.i18n import _t

__all__ = ["WhoseBox"]


class WhoseBox(QComboBox):
    """A combo box of the sources (``currentData()`` is the ``Source``), named "Whose hands" for a
    screen reader and reached by Tab; ``tooltip`` says what the choice decides where it stands."""

    def __init__(self, tooltip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for source in SOURCE_WORDS:
            self.addItem(source_words(source), source)
        self.setAccessibleName(_t("History", "Whose hands"))
        self.setToolTip(tooltip)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    @property
    def source(self) -> Source:
        """The source chosen."""
        data = self.currentData()
        return data if isinstance(data, Source) else Source.PLAYER

    def set_source(self, source: Source) -> None:
        """Choose ``source`` without telling anyone (the owner sets its other controls alike)."""
        self.blockSignals(True)
        self.setCurrentIndex(max(0, self.findData(source)))
        self.blockSignals(False)
