"""How the golden outputs beside this file were made: the numba kernels' results before the C kernel.

Run once, on the code of the commit "golden outputs of the numba kernels, before the C kernel"
(``.venv/bin/python -m tests.engine.golden.make_golden`` from the checkout), never by the tests:
``tests/engine/test_golden.py`` runs the same cases on the code of the day and compares its output
with these files byte for byte. A changed golden file means a changed simulator, never a refresh.

Command-line cases are the exact standard output of ``python -m baccarat_desktop ARGS`` (no field of
``simulate --json``, ``lab --json`` or the luck replay's JSON carries a time, so nothing is stripped).
Kernel cases call ``engine/fast/kernels.py`` directly (one deck, which the table refuses, and the
arrays behind the summaries) and keep a SHA-256 of each array as little-endian int64, plus a few
rows in full where a person may want to read them.

CI and the release jobs compare one seeded run with its golden file:

    python -m baccarat_desktop simulate --hands 2000000 --seed 42 --json
    # must print exactly tests/engine/golden/simulate_seed42_8decks.json
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent

# -- command-line cases: file name -> arguments of ``python -m baccarat_desktop`` -----------------------
CLI_CASES: dict[str, tuple[str, ...]] = {
    # The one CI and the Windows/macOS release jobs run (two chunks of the simulate loop, 8 decks).
    "simulate_seed42_8decks.json": ("simulate", "--hands", "2000000", "--seed", "42", "--json"),
    "simulate_seed42_8decks_1worker.json": (
        "simulate", "--hands", "2000000", "--seed", "42", "--workers", "1", "--json",
    ),
    "simulate_seed7_6decks_no_commission.json": (
        "simulate", "--hands", "300000", "--seed", "7", "--decks", "6", "--variant", "no-commission",
        "--json",
    ),
    "simulate_seed2026_8decks_ez_tie9.json": (
        "simulate", "--hands", "150000", "--seed", "2026", "--variant", "ez", "--tie-pays", "9", "--json",
    ),
    "simulate_seed11_6decks_commission_tie9.json": (
        "simulate", "--hands", "70000", "--seed", "11", "--decks", "6", "--tie-pays", "9", "--json",
    ),
    "simulate_seed3_8decks_ez_small.json": (
        "simulate", "--hands", "37", "--seed", "3", "--variant", "ez", "--json",
    ),
    "lab_all_seed42_banker.json": (
        "lab", "--system", "all", "--bet", "banker=1000", "--bankroll", "100000", "--sessions", "2000",
        "--hands", "200", "--seed", "42", "--json",
    ),
    "lab_all_seed9_player_6decks_ez_stops.json": (
        "lab", "--system", "all", "--bet", "player=500", "--bankroll", "20000", "--sessions", "1000",
        "--hands", "300", "--seed", "9", "--decks", "6", "--variant", "ez", "--stop-win", "10000",
        "--stop-loss", "15000", "--json",
    ),
    "lab_all_seed5_banker_no_commission_tie9.json": (
        "lab", "--system", "all", "--bet", "banker=500", "--bankroll", "5000", "--sessions", "500",
        "--hands", "500", "--seed", "5", "--no-commission", "--tie-pays", "9", "--json",
    ),
    # Big is closed on a shoe's last hand: the stake sits out (follow the shoe bets Banker or Player only).
    "lab_eight_seed8_big.json": (
        "lab", "--system", "flat,martingale,paroli,dalembert,fibonacci,1326,labouchere,oscars_grind",
        "--bet", "big=500", "--bankroll", "40000", "--sessions", "400", "--hands", "400", "--seed", "8",
        "--json",
    ),
}  # fmt: skip


def run_cli(args: tuple[str, ...]) -> str:
    """What ``python -m baccarat_desktop ARGS`` prints on standard output (run in this process)."""
    from baccarat_desktop.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(list(args))
    if code != 0:
        raise RuntimeError(f"{args}: exit code {code}")
    return out.getvalue()


# -- kernel cases ---------------------------------------------------------------------------------------
def digest(array: np.ndarray) -> str:
    """SHA-256 of the array's values as C-ordered little-endian int64 (its shape goes beside it)."""
    return hashlib.sha256(np.ascontiguousarray(array, dtype="<i8").tobytes()).hexdigest()


def card_tables() -> tuple[np.ndarray, ...]:
    from baccarat_desktop.engine.fast import tables

    return (tables.VALUES, tables.RANKS, tables.BURNS, tables.TABLEAU)


def simulate_kernel() -> dict[str, Any]:
    """``simulate_blocks`` straight, for 1, 6 and 8 decks and short blocks (streaks across shoes)."""
    from baccarat_desktop.engine.fast import kernels, tables

    out: dict[str, Any] = {}
    for decks, cut_min, cut_max, seed, blocks, block_hands in (
        (1, 10, 16, 0x1234_5678_9ABC_DEF0, 3, 5000),
        (6, 14, 16, 42, 4, 20_000),
        (8, 14, 16, 2**64 - 1, 2, 65_536),
        (8, 60, 90, 7, 5, 1000),
    ):
        counts = np.zeros(tables.KEYS, dtype=np.int64)
        stats = np.zeros(5, dtype=np.int64)
        total = blocks * block_hands - block_hands // 3  # the last block is short
        kernels.simulate_blocks(
            np.uint64(seed), 0, blocks, block_hands, total, decks, cut_min, cut_max,
            *card_tables(), counts, stats,
        )  # fmt: skip
        out[f"decks{decks}_cut{cut_min}-{cut_max}_seed{seed}"] = {
            "stats": stats.tolist(),
            "counts_sha256": digest(counts),
            "nonzero_keys": int(np.count_nonzero(counts)),
        }
    return out


def orders_kernel() -> dict[str, Any]:
    """``make_orders`` and ``deal_orders`` (burn on and off, with and without cut cards)."""
    from baccarat_desktop.engine.fast import kernels

    out: dict[str, Any] = {}
    for seed, stream, shoes, decks, cut_min, cut_max in (
        (42, 0, 3, 1, 10, 16),
        (42, 5, 20, 6, 14, 16),
        (0x5EED_BACC_A7A7_0001, 81, 40, 8, 14, 16),
        (2**63 + 11, 123_456, 10, 8, 30, 40),
    ):
        orders, cuts = kernels.make_orders(np.uint64(seed), stream, shoes, decks, cut_min, cut_max)
        burned = kernels.deal_orders(orders, cuts, True, *card_tables())
        unburned = kernels.deal_orders(orders, np.full(shoes, -1, dtype=np.int64), False, *card_tables())
        out[f"seed{seed}_stream{stream}_{shoes}x{decks}decks_cut{cut_min}-{cut_max}"] = {
            "orders_shape": list(orders.shape),
            "orders_sha256": digest(orders),
            "first_shoe_first_cards": orders[0, :60].tolist(),
            "cuts": cuts.tolist(),
            "rows_burned_shape": list(burned.shape),
            "rows_burned_sha256": digest(burned),
            "rows_burned_first": burned[:8].tolist(),
            "rows_unburned_shape": list(unburned.shape),
            "rows_unburned_sha256": digest(unburned),
        }
    return out


def lab_kernel() -> dict[str, Any]:
    """Every array of ``run_lab`` (every session, not only the summary), for each of the nine systems,
    with a low table maximum so progressions hit it, and 1-deck shoes through the kernel itself."""
    from dataclasses import replace

    from baccarat_desktop.engine.catalogue import BetSpot
    from baccarat_desktop.engine.fast import kernels, tables
    from baccarat_desktop.engine.fast.lab import run_lab
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.engine.systems import LabSpec, System

    out: dict[str, Any] = {}
    rules = TableRules(decks=6, max_bet_cents=20_000)
    base = LabSpec(System.FLAT, BetSpot.BANKER, 500, 30_000, 300, 250, rules, 0, 0, 0xDEAD_BEEF_0BAD_F00D)
    for system in System:
        spec = base.with_system(system)
        result = run_lab(spec, workers=2)
        out[f"6decks_max200_{system.key}"] = {
            name: digest(getattr(result, name))
            for name in ("net", "wagered", "wagered_other", "flags", "losing_run", "played", "paths")
        }
    # One deck, straight through the kernel (the table holds 6 or 8 decks).
    pays = tables.PayTable.build(replace(rules, max_bet_cents=100_000), (BetSpot.BANKER, BetSpot.PLAYER))
    checkpoints = np.array([0, 1, 50, 100, 150], dtype=np.int64)
    for system in System:
        n = 64
        arrays = [np.zeros(n, dtype=np.int64) for _ in range(6)]
        paths = np.zeros((n, checkpoints.size), dtype=np.int64)
        kernels.lab_sessions(
            np.uint64(99), 0, n, 150, 1, 10, 16, *card_tables(), pays.num, pays.den, pays.closed_last,
            system.code, 1, 100, 5_000, 100, 100_000, 2_000, 0, checkpoints, *arrays, paths,
        )  # fmt: skip
        out[f"1deck_player_{system.key}"] = {
            "net": arrays[0].tolist()[:16],
            "all_sha256": digest(np.concatenate([*arrays, paths.ravel()])),
        }
    return out


def luck_cases() -> dict[str, Any]:
    """The luck replay ("How lucky was I") of a made-up history over several tables and bets."""
    from baccarat_desktop.engine.bets import side_bets_offering
    from baccarat_desktop.engine.catalogue import BetSpot, Variant
    from baccarat_desktop.engine.fast.luck import StakedHand, how_lucky
    from baccarat_desktop.engine.rules import TableRules

    eight = TableRules(side_bets=side_bets_offering([BetSpot.BIG, BetSpot.SMALL, BetSpot.PLAYER_PAIR]))
    six_ez = TableRules(decks=6, variant=Variant.EZ, side_bets=side_bets_offering([BetSpot.DRAGON_7]))
    no_commission = TableRules(variant=Variant.NO_COMMISSION, tie_pays=9)
    hands: list[StakedHand] = []
    for i in range(230):
        if i % 7 == 0:
            hands.append(StakedHand(six_ez, ((BetSpot.BANKER, 1_000), (BetSpot.DRAGON_7, 200))))
        elif i % 5 == 0:
            hands.append(StakedHand(no_commission, ((BetSpot.BANKER, 2_500), (BetSpot.TIE, 300))))
        elif i % 3 == 0:
            hands.append(StakedHand(eight, ((BetSpot.BIG, 700), (BetSpot.SMALL, 300))))
        else:
            hands.append(StakedHand(eight, ((BetSpot.PLAYER, 1_235 + i), (BetSpot.PLAYER_PAIR, 100))))
    out: dict[str, Any] = {}
    for seed, replays in ((0, 3000), (42, 2500), (2**64 - 5, 1000)):
        luck = how_lucky(hands, -4_321, replays=replays, seed=seed, workers=2)
        out[f"seed{seed}_replays{replays}"] = {"json": luck.to_dict(), "nets_sha256": digest(luck.nets)}
    small = how_lucky(hands[:3], 1_000, replays=50, seed=1, workers=1)
    out["seed1_three_hands"] = {"json": small.to_dict(), "nets": small.nets.tolist()}
    return out


KERNEL_CASES: dict[str, Callable[[], dict[str, Any]]] = {
    "kernel_simulate_blocks.json": simulate_kernel,
    "kernel_orders.json": orders_kernel,
    "kernel_lab.json": lab_kernel,
    "luck_replays.json": luck_cases,
}


def kernel_text(make: Callable[[], dict[str, Any]]) -> str:
    return json.dumps(make(), indent=1, sort_keys=True) + "\n"


def main() -> None:
    for name, args in CLI_CASES.items():
        (HERE / name).write_text(run_cli(args), encoding="utf-8", newline="\n")
    for name, make in KERNEL_CASES.items():
        (HERE / name).write_text(kernel_text(make), encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
