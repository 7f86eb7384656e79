"""Table sounds, best effort: one long-lived audio stream fed by a tiny mixer.

Why not QSoundEffect: each effect opens its own audio stream, and with Qt 6.11's PulseAudio
backend two effects started a few milliseconds apart (a card landing as the next one leaves, in
a fast deal) can wedge the backend in an endless "QSocketNotifier: Invalid socket" loop that
hangs the game. Here a single QAudioSink stays open while sound is on and every effect is mixed
into it, so no stream is ever created or destroyed mid-game.

QtMultimedia is imported only when the first sound plays with sound switched on; without it, an
audio device or libpulse, the game plays on in silence. The output is injected (``open_output``) so
tests never depend on the audio stack of the machine they run on.
"""

from __future__ import annotations

import array
import logging
import sys
import wave
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QLoggingCategory, QObject, QTimer

from ...resources import resource_dir

log = logging.getLogger(__name__)

SOUNDS = ("card", "flip", "chips", "win")
RATE = 44_100
TICK_MS = 15
AHEAD_MS = 60  # audio written ahead of the speaker: latency versus gaps on a busy machine
IDLE_TICKS = 200  # stop feeding silence after ~3 s without a sound (the stream stays open)


def load_wav(name: str) -> array.array[int]:
    """16-bit mono samples of one of our WAV files (resources/sounds, made by make_sounds.py)."""
    with wave.open(str(resource_dir() / "sounds" / f"{name}.wav"), "rb") as source:
        if source.getsampwidth() != 2 or source.getnchannels() != 1 or source.getframerate() != RATE:
            raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
        samples = array.array("h")
        samples.frombytes(source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class Mixer:
    """Sums the sounds that are playing into blocks of 16-bit samples (pure, testable)."""

    def __init__(self, volume: float = 0.5) -> None:
        self.volume = volume
        self._voices: list[tuple[array.array[int], int]] = []

    @property
    def active(self) -> bool:
        return bool(self._voices)

    def start(self, samples: array.array[int]) -> None:
        self._voices.append((samples, 0))

    def mix(self, count: int) -> bytes:
        block = [0.0] * count
        remaining: list[tuple[array.array[int], int]] = []
        for samples, offset in self._voices:
            end = min(len(samples), offset + count)
            for i, value in enumerate(samples[offset:end]):
                block[i] += value
            if end < len(samples):
                remaining.append((samples, end))
        self._voices = remaining
        out = array.array("h", (max(-32768, min(32767, int(v * self.volume))) for v in block))
        if sys.byteorder == "big":
            out.byteswap()
        return out.tobytes()


class SoundUnavailable(Exception):
    """This machine cannot play the table's sounds; the game plays on in silence."""


# A push-mode audio sink and the device it is written through (QAudioSink, QIODevice).
Output = tuple[Any, Any]
OpenOutput = Callable[[QObject], Output]


def open_system_output(parent: QObject) -> Output:
    """The default audio output as a 16-bit mono stream, or ``SoundUnavailable`` saying why not."""
    # What the backend says about libraries it lacks (pipewire, libva, FFmpeg) depends on the
    # machine and never concerns the player: sound is best effort. QT_LOGGING_RULES still wins.
    QLoggingCategory.setFilterRules("qt.multimedia.*=false")
    try:
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices
    except ImportError as exc:  # e.g. libpulse missing
        raise SoundUnavailable(str(exc)) from None
    output = QMediaDevices.defaultAudioOutput()
    audio_format = QAudioFormat()
    audio_format.setSampleRate(RATE)
    audio_format.setChannelCount(1)
    audio_format.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    if output.isNull() or not output.isFormatSupported(audio_format):
        raise SoundUnavailable(f"no audio output for 16-bit mono at {RATE} Hz")
    sink = QAudioSink(output, audio_format, parent)
    sink.setBufferSize(RATE * 2 * AHEAD_MS // 1000)  # at most AHEAD_MS queued: low latency
    device = sink.start()  # push mode: we write, Qt plays
    error = sink.error()  # a QtAudio.Error; QAudio.Error.NoError would never compare equal to it
    if device is None or error != type(error).NoError:
        sink.deleteLater()
        raise SoundUnavailable(f"audio output failed to start: {error}")
    return sink, device


class SoundPlayer(QObject):
    def __init__(
        self, enabled: bool, parent: QObject | None = None, *, open_output: OpenOutput | None = None
    ) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self._open_output = open_output  # None: the machine's audio output
        self.played: list[str] = []  # what was asked for (tests read it; nothing else does)
        self._mixer = Mixer()
        self._samples: dict[str, array.array[int]] = {}
        self._sink: Any = None
        self._device: Any = None
        self._broken = False
        self._idle = 0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._feed)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if not enabled:
            self._close()

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        if self._broken:
            return
        try:
            samples = self._samples.get(name) or self._samples.setdefault(name, load_wav(name))
        except (OSError, ValueError, EOFError) as exc:
            log.info("sound %s unavailable: %s", name, exc)
            return
        if self._open():
            self._mixer.start(samples)
            self._idle = 0
            if not self._timer.isActive():
                self._timer.start()
            self._feed()

    def _open(self) -> bool:
        if self._device is not None:
            return True
        if self._broken:
            return False
        try:
            self._sink, self._device = (self._open_output or open_system_output)(self)
        except SoundUnavailable as exc:
            log.info("no sound: %s", exc)
            self._broken = True  # asked once, not at every card
            return False
        return True

    def _feed(self) -> None:
        """Keep ~AHEAD_MS of audio queued: the sounds playing, or silence between them."""
        if self._device is None or self._sink is None:
            self._timer.stop()
            return
        free = self._sink.bytesFree()
        wanted = min(free, RATE * 2 * AHEAD_MS // 1000) // 2
        if wanted <= 0:
            return
        if not self._mixer.active:
            self._idle += 1
            if self._idle > IDLE_TICKS:
                self._timer.stop()  # nothing to play: let the stream drain and idle
                return
        self._device.write(self._mixer.mix(wanted))

    def _close(self) -> None:
        self._timer.stop()
        if self._sink is not None:
            self._sink.stop()
        self._sink = self._device = None
