"""The Backtest as one of the window's views (ui/window/views.py), built the first time it is shown.

A view of its own rather than a page of the Strategy lab: the lab asks what a staking system does to
a bankroll over sessions of one bet, while a road rule chooses the side hand by hand from the
roads and reads the player's own and tracked shoes as well as simulated ones; it sits beside the
Companion, where those shoes are logged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...engine.i18n import _t
from ..window.views import ViewHost

if TYPE_CHECKING:
    from .page import BacktestPage

__all__ = ["BacktestView"]


class BacktestView:
    """Test a road rule over simulated, own or tracked shoes, against the house edge."""

    key: str = "backtest"  # ViewKey.BACKTEST (ui/window/parts.py)
    shortcut: str = "Ctrl+6"
    holds_table: bool = False
    lazy: bool = True

    def __init__(self) -> None:
        self._page: BacktestPage | None = None

    def title(self) -> str:
        return _t("Backtest", "Backtest")

    def menu_text(self) -> str:
        return _t("Backtest", "&Backtest")

    @property
    def pane(self) -> BacktestPage | None:
        return self._page

    def build(self, host: ViewHost) -> QWidget:
        # Here, not at the top: the page draws with Matplotlib, which the first window never loads.
        from ...viewmodels.backtest import BacktestModel
        from .page import BacktestPage

        model = BacktestModel(host.history_path)
        self._page = BacktestPage(model)
        model.setParent(self._page)
        return self._page

    def shown(self) -> None:
        if self._page is not None:
            self._page.rule_choice.setFocus()

    def dress(self, scale: float) -> None:
        if self._page is not None:
            self._page.dress(scale)

    def close(self) -> None:
        if self._page is not None:
            self._page.model.close()
