"""The Statistics pane's "Save chart…" and "Export data…": a failed write keeps the file that was
there, a history is never written over, and the failure is said on the status line (no traceback).

A full disk is a write that fails with ENOSPC after the first bytes went out.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from matplotlib.figure import Figure

from baccarat_desktop.analytics.analysis import Chart
from baccarat_desktop.viewmodels import dashboard as dashboard_module
from baccarat_desktop.viewmodels.dashboard import DashboardModel
from tests.analytics.helpers import seeded_history

OLD = b"the file that was here before, whole\n" * 40
NO_ROOM = OSError(errno.ENOSPC, "No space left on device")


@pytest.fixture
def history(tmp_path: Path) -> Path:
    return seeded_history(tmp_path / "history.sqlite3", first=30, second=20)


@pytest.fixture
def model(qtbot: Any, history: Path) -> Iterator[DashboardModel]:
    model = DashboardModel(history)
    model.data.money  # noqa: B018 - the bet sums finish before the test goes on
    yield model
    model.close()


def left_over(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if ".partial-" in p.name]


@pytest.mark.parametrize("name", ["bankroll.png", "bankroll.svg"])
def test_a_chart_saved_onto_a_full_disk_keeps_the_old_file(
    model: DashboardModel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    def half_then_full(self: Figure, target: str | Path | IO[bytes], **kwargs: Any) -> None:
        if isinstance(target, (str, Path)):
            Path(target).write_bytes(b"<half a picture")
        else:
            target.write(b"<half a picture")
        raise NO_ROOM

    folder = tmp_path / "charts"
    folder.mkdir()
    (folder / name).write_bytes(OLD)
    monkeypatch.setattr(Figure, "savefig", half_then_full)
    assert model.save_chart(Chart.BANKROLL, folder / name) is None
    assert (folder / name).read_bytes() == OLD
    assert left_over(folder) == []
    assert (
        model.status == f"Could not write {name}: No space left on device. A file already there is unchanged."
    )


def test_data_exported_onto_a_full_disk_keeps_the_old_file(
    model: DashboardModel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def some_rows_then_full(chart: Chart, analysis: Any, out: IO[str]) -> int:
        out.write("hand,tie\n1,0\n2,0\n")
        raise NO_ROOM

    target = tmp_path / "ties.csv"
    target.write_bytes(OLD)
    monkeypatch.setattr(dashboard_module, "write_csv", some_rows_then_full)
    assert model.export_data(Chart.TIES, target) is None
    assert target.read_bytes() == OLD
    assert left_over(tmp_path) == []
    assert model.status.startswith("Could not write ties.csv: No space left on device.")


@pytest.mark.parametrize("save", ["chart", "data"])
def test_a_history_chosen_as_the_file_to_write_is_refused(
    model: DashboardModel, history: Path, tmp_path: Path, save: str
) -> None:
    """Before, "Save chart…" onto the history file (named *.png here) wrote a picture over it."""
    precious = tmp_path / "precious.png"
    precious.write_bytes(history.read_bytes())
    before = precious.read_bytes()
    if save == "chart":
        assert model.save_chart(Chart.BANKROLL, precious) is None
    else:
        assert model.export_data(Chart.BANKROLL, precious) is None
    assert precious.read_bytes() == before
    assert model.status.startswith("Not written:") and "never written over" in model.status
