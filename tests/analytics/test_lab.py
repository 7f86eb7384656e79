"""The strategy lab's numbers in words, from a real (small) run of the fast path (tests/analytics/
conftest.py): the summaries, the comparison's rows, money and shares as a person writes them."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from baccarat_desktop.analytics.lab import (
    COMPARISON_HEADER,
    LabStats,
    comparison_rows,
    comparison_summary,
    lab_summary,
    money,
    share,
)


def test_a_run_stopped_before_any_session_says_so(trio: list[LabStats]) -> None:
    empty = replace(trio[0], sessions=0, stopped=True, net=np.zeros(0, dtype=np.int64))
    assert "Stopped after 0 sessions" in lab_summary(empty)


def test_the_summary_says_what_happened_in_plain_words(trio: list[LabStats]) -> None:
    martingale, flat, _ = trio
    text = lab_summary(martingale)
    assert text.startswith("Martingale on Banker: double the stake after a loss")
    assert "2,000 sessions of up to 300 hands, each starting with $1,000.00 and $10.00 units" in text
    assert f"You ended ahead in {share(martingale.share_up)} of sessions" in text
    assert f"went broke (could no longer cover the $5.00 minimum) in {share(martingale.risk_of_ruin)}" in text
    assert f"the average result was {money(martingale.mean_net)} per session" in text
    assert f"The house edge ({martingale.edge:.2%}) times the {money(martingale.mean_wagered)}" in text
    assert f"predicts {money(martingale.expected_net)}" in text
    assert "the expected loss is the edge times the amount wagered" in text
    assert f"{martingale.losing_run_worst:,} in the worst one" in text
    assert ("table maximum" in text) == (martingale.hit_max_share > 0)
    flat_text = lab_summary(flat)
    assert "never went broke" in flat_text and "table maximum" not in flat_text
    stops = replace(flat, stop_win_cents=20_000, stop_loss_cents=30_000, stop_win_share=0.25)
    assert "with your stop-win ($200.00 ahead) in 25%" in lab_summary(stops)
    assert "with your stop-loss ($300.00 behind) in 0%" in lab_summary(stops)


def test_the_comparison_in_words_and_rows(trio: list[LabStats]) -> None:
    text = comparison_summary(trio)
    assert text.startswith("Martingale, Flat and Paroli (Reverse Martingale) on Banker, the same 2,000")
    assert "a system changes how the results spread, not what they average" in text
    best = max(trio, key=lambda s: s.share_up)
    assert f"Ended ahead most often: {best.system}, in {share(best.share_up)} of sessions." in text
    rows = comparison_rows(trio)
    assert all(len(row) == len(COMPARISON_HEADER) for row in rows)
    assert [row[0] for row in rows] == ["Martingale", "Flat", "Paroli (Reverse Martingale)"]
    assert rows[1][1] == money(trio[1].mean_net) and rows[1][5] == "0%"


def test_money_and_shares_read_as_a_person_writes_them() -> None:
    assert money(-12_660.02) == "-$126.60"
    assert money(1_010_233.0) == "$10,102.33"
    assert money(500) == "$5.00"
    assert [share(v) for v in (0, 0.0004, 0.014, 0.3284, 0.654, 0.9995, 1)] == [
        "0%",
        "under 0.1%",
        "1.4%",
        "33%",
        "65%",
        "over 99.9%",
        "100%",
    ]
