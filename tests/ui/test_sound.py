"""Sound: one long-lived stream fed by a mixer (QSoundEffect-per-sound wedged Qt's PulseAudio
backend when two effects started milliseconds apart)."""

from __future__ import annotations

import array
import sys
from typing import Any

from baccarat_desktop.ui.sound import SOUNDS, Mixer, SoundPlayer, load_wav


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


def test_many_sounds_in_quick_succession_keep_one_stream(qtbot: Any) -> None:
    """A fast deal starts sounds a few ms apart: they are mixed into the one stream."""
    player = SoundPlayer(True)
    names = ["card", "flip", "chips", "win"]
    for i in range(40):
        player.play(names[i % 4])
        qtbot.wait(3)
    assert len(player.played) == 40
    if player._device is not None:  # an audio output exists (Qt's dummy one will do)
        stream = player._sink
        qtbot.wait(100)
        assert player._sink is stream  # never reopened
    player.set_enabled(False)
    assert player._device is None
