"""The animation timeline: 0 means instant (synchronous, in order), skip finishes everything."""

from __future__ import annotations

from typing import Any

from baccarat_desktop.ui.felt.timeline import Timeline


def _build(scale: float, log: list[Any]) -> Timeline:
    timeline = Timeline(scale)
    timeline.call(300, lambda: log.append("late"))
    timeline.tween(
        0, 200, lambda t: log.append(("tween", round(t, 3))), done=lambda: log.append("tween done")
    )
    timeline.call(100, lambda: log.append("early"))
    return timeline


def test_instant_runs_everything_synchronously_in_time_order(qapp: Any) -> None:
    log: list[Any] = []
    finished: list[bool] = []
    timeline = _build(0.0, log)
    timeline.finished.connect(lambda: finished.append(True))
    timeline.start()
    assert log == [("tween", 1.0), "tween done", "early", "late"]
    assert finished == [True] and not timeline.running
    assert timeline.length_ms == 0


def test_normal_speed_animates_over_time_and_ends_at_final_values(qtbot: Any) -> None:
    log: list[Any] = []
    timeline = _build(1.0, log)
    with qtbot.waitSignal(timeline.finished, timeout=5_000):
        timeline.start()
        assert timeline.running
    tween_values = [entry[1] for entry in log if isinstance(entry, tuple)]
    assert len(tween_values) >= 3  # several frames, not a jump
    assert tween_values == sorted(tween_values) and tween_values[-1] == 1.0
    assert log.index("early") < log.index("late")
    assert timeline.frames >= 3


def test_skip_jumps_to_the_end(qtbot: Any) -> None:
    log: list[Any] = []
    timeline = _build(1.0, log)
    timeline.start()
    timeline.skip()
    assert not timeline.running
    assert [log.count(name) for name in ("tween done", "early", "late")] == [1, 1, 1]  # each exactly once
    assert log.index("early") < log.index("late")
    assert ("tween", 1.0) in log
    count = len(log)
    qtbot.wait(50)
    assert len(log) == count  # nothing runs after a skip


def test_speed_scales_the_length(qapp: Any) -> None:
    fast = _build(0.4, [])
    assert fast.length_ms == 300 * 0.4


def test_the_felt_keeps_no_timeline_once_played(make_table: Any) -> None:
    """Each played timeline is deleted: its closures hold the cards it moved, so keeping one per
    hand kept every card of a session alive (105 timelines after 100 hands, before)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    table = make_table()
    for _ in range(30):
        assert table.controller.deal() is not None
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(table.scene.findChildren(Timeline)) <= 1
