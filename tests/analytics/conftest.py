"""Fixtures shared by the analytics tests and the chart tests under figures/."""

from __future__ import annotations

import pytest

from baccarat_desktop.analytics.lab import LabStats, lab_stats
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.systems import LabSpec, System


@pytest.fixture(scope="session")
def trio() -> list[LabStats]:
    """Martingale, Flat and Paroli on the same 2,000 shoes of up to 300 hands: a real (small) lab run,
    made once for the lab's numbers and words (test_lab.py) and its charts (figures/)."""
    from baccarat_desktop.engine.fast.lab import compare

    spec = LabSpec(System.MARTINGALE, BetSpot.BANKER, 1_000, 100_000, 2_000, 300, seed=7)
    return [lab_stats(r) for r in compare(spec, (System.MARTINGALE, System.FLAT, System.PAROLI), workers=2)]
