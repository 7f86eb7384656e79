"""Sound: one long-lived stream fed by a mixer (QSoundEffect-per-sound wedged Qt's PulseAudio
backend when two effects started milliseconds apart)."""

from __future__ import annotations

import array
import os
import re
import subprocess
import sys
from typing import Any

import pytest
from PySide6.QtCore import QObject

from baccarat_desktop.ui.window.sound import SOUNDS, Mixer, SoundPlayer, SoundUnavailable, load_wav


def _samples(values: list[int]) -> array.array[int]:
    return array.array("h", values)


def _decode(block: bytes) -> list[int]:
    out = array.array("h")
    out.frombytes(block)
    if sys.byteorder == "big":
        out.byteswap()
    return out.tolist()


def test_mixer_sums_voices_and_drops_them_when_done() -> None:
    mixer = Mixer(volume=1.0)
    mixer.start(_samples([100, 200, 300]))
    mixer.start(_samples([10, 20]))
    assert _decode(mixer.mix(2)) == [110, 220]
    assert mixer.active
    assert _decode(mixer.mix(3)) == [300, 0, 0]  # the short voice ended, the long one ends now
    assert not mixer.active
    assert _decode(mixer.mix(2)) == [0, 0]  # silence between sounds


def test_mixer_clips_instead_of_wrapping_around() -> None:
    mixer = Mixer(volume=1.0)
    mixer.start(_samples([30_000, -30_000]))
    mixer.start(_samples([30_000, -30_000]))
    assert _decode(mixer.mix(2)) == [32_767, -32_768]


def test_mixer_applies_the_volume() -> None:
    mixer = Mixer(volume=0.5)
    mixer.start(_samples([1_000, -1_000]))
    assert _decode(mixer.mix(2)) == [500, -500]


def test_every_table_sound_loads_as_16_bit_mono() -> None:
    for name in SOUNDS:
        samples = load_wav(name)
        assert 1_000 < len(samples) < 44_100  # short effects, well under a second
        assert max(abs(v) for v in samples) > 10_000  # not silent


def test_disabled_sound_opens_nothing(qapp: Any) -> None:
    player = SoundPlayer(False)
    player.play("card")
    assert player.played == [] and player._device is None


class FakeOutput:
    """A stand-in for QAudioSink and its device: records what would reach the speaker."""

    def __init__(self) -> None:
        self.opened = 0
        self.stopped = 0
        self.written = bytearray()

    def __call__(self, parent: Any) -> tuple[Any, Any]:
        self.opened += 1
        return self, self

    def bytesFree(self) -> int:  # QAudioSink's name
        return 1 << 16

    def write(self, data: bytes) -> int:
        self.written += data
        return len(data)

    def stop(self) -> None:
        self.stopped += 1


def test_many_sounds_in_quick_succession_keep_one_stream(qtbot: Any) -> None:
    """A fast deal starts sounds a few ms apart: they are mixed into the one stream."""
    output = FakeOutput()
    player = SoundPlayer(True, open_output=output)
    names = ["card", "flip", "chips", "win"]
    for i in range(40):
        player.play(names[i % 4])
        qtbot.wait(3)
    qtbot.wait(50)
    assert len(player.played) == 40
    assert output.opened == 1  # one stream for all forty, never reopened
    samples = _decode(bytes(output.written[: len(output.written) // 2 * 2]))
    assert max(abs(v) for v in samples) > 5_000  # the sounds themselves reached it, not only silence
    player.set_enabled(False)
    assert output.stopped == 1 and player._device is None


def test_no_audio_output_plays_on_in_silence(qtbot: Any) -> None:
    """No device, no libpulse, no server: every sound is still counted, the output asked for once."""
    asked: list[int] = []

    def unavailable(parent: Any) -> tuple[Any, Any]:
        asked.append(1)
        raise SoundUnavailable("no audio output here")

    player = SoundPlayer(True, open_output=unavailable)
    for name in ["card", "flip", "chips", "win"] * 5:
        player.play(name)
    qtbot.wait(20)
    assert len(player.played) == 20
    assert asked == [1]  # not once per card
    assert player._device is None


def test_missing_qtmultimedia_is_no_sound_not_a_crash(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where QtMultimedia cannot load (libpulse0 absent), the real opener says so with SoundUnavailable."""
    from baccarat_desktop.ui.window.sound import open_system_output

    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # its import now raises ImportError
    with pytest.raises(SoundUnavailable):
        open_system_output(QObject())
    player = SoundPlayer(True)  # the game's own default opener
    player.play("card")
    assert player.played == ["card"] and player._device is None


_REAL_AUDIO = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from baccarat_desktop.ui.window.sound import SoundPlayer
player = SoundPlayer(True)
names = ["card", "flip", "chips", "win"]
for i in range(40):
    player.play(names[i % 4])
    app.processEvents()
opened = player._device is not None
player.set_enabled(False)
app.processEvents()
print("played", len(player.played), "opened" if opened else "silent")
"""


def test_the_machines_own_audio_stack_never_breaks_the_game() -> None:
    """With the real QtMultimedia, whatever this machine has (an audio server or none, libva or not):
    forty quick sounds play or stay silent, and the program goes on and exits cleanly. In a
    subprocess, so what the backend prints cannot reach the in-process Qt warning checks."""
    env = {k: v for k, v in os.environ.items() if k != "QT_LOGGING_RULES"}
    run = subprocess.run(
        [sys.executable, "-c", _REAL_AUDIO], capture_output=True, text=True, timeout=120, env=env
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert re.fullmatch(r"played 40 (opened|silent)\n", run.stdout), run.stdout
    assert "Traceback" not in run.stderr
    # The backend's notes about libraries this machine lacks (libva, pipewire, FFmpeg) stay quiet.
    for note in ("Couldn't load", "No QtMultimedia backends"):
        assert note not in run.stderr, run.stderr[-2000:]
