"""The skeleton the Statistics pane's asked-for answers share: a button, the headline, the details.

"How lucky was I?" and the shoe odds each run a ``viewmodels.background.BackgroundJob`` on the pane's
hands. ``JobPanel`` keeps what their panels have in common once: the model on the pane's dataset,
the run button, the headline (dim until an answer), the details, the buttons hidden while the answer
shown is for the hands shown (the same hands always get the same answer), and the run stopped when
the panel closes. A concrete panel lays these out with its own parts and says how an answer shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFrame, QPushButton, QWidget

from ...analytics.dataset import Dataset
from ...viewmodels.background import BackgroundJob
from ..look.palette import set_role
from .wrapping import Prose

__all__ = ["JobPanel", "unbroken"]

Model = TypeVar("Model", bound=BackgroundJob[Any])
JOINER = "\u2060"  # word joiner: a wrapped line must not break "+$245.10" after its sign


class JobPanel(QFrame, Generic[Model]):
    """Asks ``model`` for its answer on the hands ``dataset`` gives, and shows where it stands.

    The subclass builds its layout from ``run_button``, ``headline`` and ``details`` (and its own
    parts), then calls ``_ready``; its ``_shown`` shows the rest of the model's state.
    """

    def __init__(self, model: Model, dataset: Callable[[], Dataset], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._dataset = dataset
        self.model = model
        model.setParent(self)
        self.run_button = QPushButton()
        self.headline = Prose()
        self.details = Prose()
        self.details.setProperty("role", "dim")
        self._buttons: tuple[QPushButton, ...] = (self.run_button,)

    def _ready(self, *buttons: QPushButton) -> None:
        """The layout is built: ``buttons`` (the run button and any other) come and go with the
        answer; the panel shows the model's state from now on."""
        self._buttons = buttons
        self.run_button.clicked.connect(self._run)
        self.model.changed.connect(self._show)
        self.selection_changed()

    # -- from the pane ----------------------------------------------------------------------------
    @Slot()
    def selection_changed(self, *_args: object) -> None:
        """The pane loaded a new filter or took in new hands."""
        self.model.set_dataset(self._dataset())

    def close_model(self) -> None:
        """Stop a run under way and wait for its thread (the pane is closing)."""
        self.model.close()

    def closeEvent(self, event: Any) -> None:
        self.close_model()
        super().closeEvent(event)

    # -- showing ----------------------------------------------------------------------------------
    @Slot()
    def _run(self) -> None:
        self.model.run()

    @Slot()
    def _show(self) -> None:
        model = self.model
        answered = model.report is not None and not model.running
        self.headline.setText(model.headline)
        set_role(self.headline, "answer" if answered else "dim")
        # The same hands always get the same answer: the buttons come back for other hands only.
        for button in self._buttons:
            button.setVisible(not answered or model.stale)
        self.run_button.setEnabled(model.can_run())
        self._shown(answered)

    def _shown(self, answered: bool) -> None:
        """Show the rest of the model's state (the details, the panel's own parts) and fit the panel;
        ``answered``: an answer is in (perhaps for other hands) and no run is under way."""
        raise NotImplementedError


def unbroken(text: str) -> str:
    """Money kept whole when words wrap: Qt may break a line between a sign and a dollar.

    >>> unbroken("+$5 and -$2") == "+\u2060$5 and -\u2060$2"
    True
    """
    return text.replace("+$", f"+{JOINER}$").replace("-$", f"-{JOINER}$")
