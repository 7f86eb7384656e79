"""The Companion as one of the window's views (ui/window/views.py): built the first time it is shown,
it reopens the sitting left open (after a restart or a crash) and logs into the game's own history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...engine.i18n import _t
from ..window.views import ViewHost

if TYPE_CHECKING:  # the page (and the storage, odds and dialogs it reads) loads when first shown
    from .page import CompanionPage

__all__ = ["CompanionView"]


class CompanionView:
    """A real table's shoe, logged by keyboard: the roads, Ask Banker / Ask Player, the statistics
    and the odds of the cards left, beside the game's own table."""

    key: str = "companion"  # ViewKey.COMPANION (ui/window/parts.py)
    shortcut: str = "Ctrl+5"
    holds_table: bool = False
    lazy: bool = True

    def __init__(self) -> None:
        self._page: CompanionPage | None = None
        self._host: ViewHost | None = None

    def title(self) -> str:
        return _t("Companion", "Companion")

    def menu_text(self) -> str:
        return _t("Companion", "Co&mpanion")

    @property
    def pane(self) -> CompanionPage | None:
        return self._page

    def build(self, host: ViewHost) -> QWidget:
        from ...viewmodels.companion import CompanionModel
        from .page import CompanionPage

        self._host = host
        model = CompanionModel(host.controller.history)
        model.resume()
        self._page = CompanionPage(model, host.controller.settings.road_marks)
        model.setParent(self._page)
        return self._page

    def shown(self) -> None:
        if self._page is not None and self._host is not None:
            self._page.board.set_road_marks(self._host.controller.settings.road_marks)
            self._page.setFocus()

    def dress(self, scale: float) -> None:
        if self._page is not None:
            self._page.dress(scale)

    def close(self) -> None:
        if self._page is not None:
            self._page.model.close()
