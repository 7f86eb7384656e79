"""Generate the table's short sound effects as 16-bit mono WAV files (standard library only).

Synthesised, not recorded: a card's swish is band-limited noise with a fast attack and decay, a
card turning is a short snap, chips are a few bright clacks with a metallic ring, and a win is a
soft two-note chime. Seeded, so regenerating gives identical files.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44_100
OUT = Path(__file__).resolve().parent.parent / "sounds"


def _write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    frames = b"".join(struct.pack("<h", int(s * scale)) for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def _noise(rng: random.Random, n: int, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (smooth near 1 = darker)."""
    out, last = [], 0.0
    for _ in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def card(rng: random.Random) -> list[float]:
    n = int(0.11 * RATE)
    noise = _noise(rng, n, 0.55)
    return [noise[i] * min(1.0, i / (0.012 * RATE)) * math.exp(-i / (0.03 * RATE)) for i in range(n)]


def flip(rng: random.Random) -> list[float]:
    n = int(0.05 * RATE)
    noise = _noise(rng, n, 0.3)
    return [noise[i] * math.exp(-i / (0.008 * RATE)) for i in range(n)]


def chips(rng: random.Random) -> list[float]:
    n = int(0.32 * RATE)
    out = [0.0] * n
    for k, start in enumerate((0.0, 0.045, 0.085, 0.14)):
        s0 = int(start * RATE)
        freq = 3200 + 400 * k + rng.uniform(-150, 150)
        for i in range(int(0.09 * RATE)):
            if s0 + i < n:
                ring = math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (0.012 * RATE))
                click = rng.uniform(-1, 1) * math.exp(-i / (0.002 * RATE))
                out[s0 + i] += (0.6 * ring + 0.5 * click) * (0.9**k)
    return out


def win(rng: random.Random) -> list[float]:
    n = int(0.7 * RATE)
    out = [0.0] * n
    for start, freq in ((0.0, 880.0), (0.12, 1318.5)):
        s0 = int(start * RATE)
        for i in range(n - s0):
            t = i / RATE
            env = min(1.0, t / 0.005) * math.exp(-t / 0.22)
            out[s0 + i] += env * (math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t))
    return out


def main() -> None:
    OUT.mkdir(exist_ok=True)
    rng = random.Random(2026)
    for name, make in (("card", card), ("flip", flip), ("chips", chips), ("win", win)):
        _write(name, make(rng))


if __name__ == "__main__":
    main()
