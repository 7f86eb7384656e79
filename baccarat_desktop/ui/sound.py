"""Table sounds, best effort: no audio device, no QtMultimedia or no libpulse means silence.

QtMultimedia is imported only when the first sound plays with sound switched on, so a machine
without audio libraries never pays for it and never fails because of it.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QUrl

from ..resources import resource_dir

log = logging.getLogger(__name__)

SOUNDS = ("card", "flip", "chips", "win")


class SoundPlayer(QObject):
    def __init__(self, enabled: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self._effects: dict[str, Any] | None = None
        self._broken = False
        self.played: list[str] = []  # what was asked for (tests read it; nothing else does)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled

    def _load(self) -> dict[str, Any]:
        if self._effects is None:
            self._effects = {}
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError as exc:  # e.g. libpulse missing: play on in silence
                log.info("no sound: %s", exc)
                self._broken = True
                return self._effects
            for name in SOUNDS:
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(resource_dir() / "sounds" / f"{name}.wav")))
                effect.setVolume(0.5)
                self._effects[name] = effect
        return self._effects

    def play(self, name: str) -> None:
        if not self.enabled or self._broken:
            return
        self.played.append(name)
        effect = self._load().get(name)
        if effect is not None:
            try:
                effect.play()
            except RuntimeError as exc:  # a backend without a device: keep the game going
                log.info("sound %s failed: %s", name, exc)
                self._broken = True
