"""Where the compiled kernel is not built, the Strategy lab and "How lucky was I" say so once, in
the pane, before their first result (and still run, on the reference engine); where it is built
they say nothing of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.engine.fast import native
from baccarat_desktop.storage.history import History
from baccarat_desktop.ui.statistics.lab import LabPanel
from baccarat_desktop.viewmodels.luck import LuckModel
from tests.analytics.helpers import seeded_history
from tests.engine.kernel_hidden import hidden


def _panel(qtbot: Any) -> LabPanel:
    panel = LabPanel()
    qtbot.addWidget(panel)
    panel.model.seed = 5
    panel.model.workers = 1
    panel.form.sessions.setValue(20)
    panel.form.hands.setValue(30)
    return panel


def test_the_lab_says_it_before_its_first_run_and_then_runs(qtbot: Any) -> None:
    with hidden():
        panel = _panel(qtbot)
        message = native.not_built_message()
        assert panel.model.notice == message
        assert message.split(" (")[0] in panel.summary.text()  # unorphaned: the last space is a no-break one
        with qtbot.waitSignal(panel.model.finished, timeout=60_000) as done:
            assert panel.model.run()
        assert done.args[0].results[0].sessions == 20
        assert message.split(" (")[0] not in panel.summary.text()  # said once: the result takes its place
        panel.shutdown()


def test_with_the_kernel_the_lab_says_nothing_of_it(qtbot: Any) -> None:
    panel = _panel(qtbot)
    assert panel.model.notice == ""
    assert "not built" not in panel.summary.text()
    panel.shutdown()


def test_how_lucky_says_it_before_its_first_answer(qtbot: Any, tmp_path: Path) -> None:
    path = seeded_history(tmp_path / "history.sqlite3", first=40, second=30)
    history = History.open(path, write=False)
    data = Dataset.load(history)
    model = LuckModel(path)
    try:
        model.set_dataset(data)
        assert model.details == ""
        with hidden():
            assert model.details == native.not_built_message()
            with qtbot.waitSignal(model.finished, timeout=60_000):
                assert model.run(replays=30)
            assert (
                model.report is not None and model.details == model.report.details
            )  # once: the answer follows
    finally:
        model.close()
        history.close()
