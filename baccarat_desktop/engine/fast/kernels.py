"""Compiled loops (numba): shuffle, burn, cut card, coups, bets and betting systems.

Every rule arrives as a table from ``tables`` (the tableau, card values, burns, pay lines), so these
loops hold only the order of play, which is the table's (``session.Session``, ``coup.deal_coup``):

- a shoe is shuffled, a cut card placed ``cut_min``..``cut_max`` cards from the end, and the first
  card turned and that many burned (shoes of 11 cards or more);
- a coup is P1 B1 P2 B2, a natural ends it, then Player's third card, then Banker's by the tableau;
- once a card behind the cut card has been drawn, the next coup is the shoe's last.

Randomness: xoshiro256** (Blackman and Vigna), each stream seeded by SplitMix64 from the run's
64-bit seed and the stream's number (a block of hands, a lab session), with Lemire's unbiased
bounded integers, so a run gives the same cards whatever the number of threads.

Each function releases the GIL (``nogil``): the drivers run them on Python threads, one block of
work per call, which gives both cores, a progress bar and Cancel between calls.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import numpy as np
from numba import njit

from ..systems import System

F = TypeVar("F", bound=Callable[..., Any])


def _compiled(func: F) -> F:
    """Compiled once per machine and cached; a read-only install with no user cache compiles per run."""
    try:
        return cast(F, njit(nogil=True, cache=True)(func))  # a Dispatcher, called as func is
    except RuntimeError:  # numba found nowhere to write its cache
        return cast(F, njit(nogil=True)(func))


_U32 = np.uint64(0xFFFFFFFF)
_TWO32 = np.uint64(0x100000000)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)

# The systems' codes, fixed when the loops compile.
_FLAT = System.FLAT.code
_MARTINGALE = System.MARTINGALE.code
_PAROLI = System.PAROLI.code
_DALEMBERT = System.DALEMBERT.code
_FIBONACCI = System.FIBONACCI.code
_ONE_THREE_TWO_SIX = System.ONE_THREE_TWO_SIX.code
_LABOUCHERE = System.LABOUCHERE.code
_OSCARS_GRIND = System.OSCARS_GRIND.code
_FOLLOW = System.FOLLOW_THE_SHOE.code

# Session flags (lab.SessionFlag reads the same bits).
RUINED = 1
HIT_MAX = 2
STOP_WIN = 4
STOP_LOSS = 8


# -- random numbers -----------------------------------------------------------------------------
@_compiled
def _mix(z: np.uint64) -> np.uint64:
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@_compiled
def seed_state(state: np.ndarray, seed: np.uint64, stream: int) -> None:
    """Stream ``stream`` of the run seeded by ``seed``: four SplitMix64 outputs."""
    x = np.uint64(seed) ^ _mix(np.uint64(stream) * _GOLDEN + np.uint64(1))
    for i in range(4):
        x = x + _GOLDEN
        state[i] = _mix(x)


@_compiled
def _rotl(x: np.uint64, k: int) -> np.uint64:
    return (x << np.uint64(k)) | (x >> np.uint64(64 - k))


@_compiled
def _next(state: np.ndarray) -> np.uint64:
    result = _rotl(state[1] * np.uint64(5), 7) * np.uint64(9)
    t = state[1] << np.uint64(17)
    state[2] ^= state[0]
    state[3] ^= state[1]
    state[1] ^= state[2]
    state[0] ^= state[3]
    state[2] ^= t
    state[3] = _rotl(state[3], 45)
    return result


@_compiled
def below(state: np.ndarray, n: int) -> int:
    """A uniform integer in [0, n), n < 2**32 (Lemire's multiply-and-reject, no bias)."""
    bound = np.uint64(n)
    m = (_next(state) >> np.uint64(32)) * bound
    low = m & _U32
    if low < bound:
        threshold = (_TWO32 - bound) % bound
        while low < threshold:
            m = (_next(state) >> np.uint64(32)) * bound
            low = m & _U32
    return int(m >> np.uint64(32))


# -- the shoe and the coup ----------------------------------------------------------------------
@_compiled
def new_shoe(shoe: np.ndarray, state: np.ndarray, cut_min: int, cut_max: int) -> int:
    """Shuffle ``shoe`` in place (Fisher–Yates) and return the cut card's position."""
    for i in range(shoe.size - 1, 0, -1):
        j = below(state, i + 1)
        card = shoe[i]
        shoe[i] = shoe[j]
        shoe[j] = card
    return shoe.size - (cut_min + below(state, cut_max - cut_min + 1))


@_compiled
def burn(shoe: np.ndarray, burns: np.ndarray) -> int:
    """Cards taken by the burn (the position of the first coup's first card)."""
    if shoe.size < 11:
        return 0
    taken: int = 1 + burns[shoe[0]]
    return taken


@_compiled
def coup(
    shoe: np.ndarray, pos: int, values: np.ndarray, ranks: np.ndarray, tableau: np.ndarray
) -> tuple[int, int]:
    """Deal one coup from ``pos`` (at least six cards left): (next position, facts key).

    ``tableau`` (``tables.TABLEAU``) resolves the two-card totals and the values of the next two
    cards into the key's totals and draws and the number of cards used, without a branch.
    """
    p1 = shoe[pos]
    b1 = shoe[pos + 1]
    p2 = shoe[pos + 2]
    b2 = shoe[pos + 3]
    entry = tableau[
        ((values[p1] + values[p2]) % 10) * 1000
        + ((values[b1] + values[b2]) % 10) * 100
        + values[shoe[pos + 4]] * 10
        + values[shoe[pos + 5]]
    ]
    flags = (ranks[p1] == ranks[p2]) + 2 * (ranks[b1] == ranks[b2]) + 4 * (p1 == p2) + 8 * (b1 == b2)
    return pos + 4 + (entry >> 16), (entry & 0xFFFF) + flags


@_compiled
def winner(key: int) -> int:
    """0 for a Tie, 1 Banker, 2 Player."""
    totals = key >> 6
    pt = totals // 10
    bt = totals % 10
    return 0 if pt == bt else (1 if bt > pt else 2)


# -- whole runs ---------------------------------------------------------------------------------
@_compiled
def simulate_blocks(
    seed: np.uint64,
    first_block: int,
    last_block: int,
    block_hands: int,
    total_hands: int,
    decks: int,
    cut_min: int,
    cut_max: int,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
    counts: np.ndarray,
    stats: np.ndarray,
) -> None:
    """Deal blocks ``first_block``..``last_block - 1`` of a run, each from a fresh shoe.

    ``counts[key]`` counts coups by facts key; ``stats``: hands, shoes, cards burned, longest
    Banker streak, longest Player streak (streaks, like the roads, belong to one shoe).
    """
    state = np.empty(4, dtype=np.uint64)
    shoe = np.empty(52 * decks, dtype=np.uint8)
    n = shoe.size
    for block in range(first_block, last_block):
        hands = min(block_hands, total_hands - block * block_hands)
        seed_state(state, seed, block)
        for i in range(n):
            shoe[i] = i % 52
        dealt = 0
        while dealt < hands:
            cut = new_shoe(shoe, state, cut_min, cut_max)
            pos = burn(shoe, burns)
            stats[1] += 1
            stats[2] += pos
            side = -1
            streak = 0
            over = n - pos < 6
            while not over and dealt < hands:
                last = pos > cut
                pos, key = coup(shoe, pos, values, ranks, tableau)
                counts[key] += 1
                dealt += 1
                won = winner(key)
                if won:
                    streak = streak + 1 if won == side else 1
                    side = won
                    if streak > stats[2 + won]:
                        stats[2 + won] = streak
                over = last or n - pos < 6
        stats[0] += dealt


@_compiled
def make_orders(
    seed: np.uint64, stream: int, shoes: int, decks: int, cut_min: int, cut_max: int
) -> tuple[np.ndarray, np.ndarray]:
    """The first ``shoes`` card orders and cut positions of one stream, as ``simulate_blocks`` and
    ``lab_sessions`` shuffle them (for dealing the same shoes through the pure engine)."""
    state = np.empty(4, dtype=np.uint64)
    seed_state(state, seed, stream)
    shoe = np.empty(52 * decks, dtype=np.uint8)
    for i in range(shoe.size):
        shoe[i] = i % 52
    orders = np.empty((shoes, shoe.size), dtype=np.uint8)
    cuts = np.empty(shoes, dtype=np.int64)
    for s in range(shoes):
        cuts[s] = new_shoe(shoe, state, cut_min, cut_max)
        orders[s, :] = shoe
    return orders, cuts


@_compiled
def deal_orders(
    orders: np.ndarray,
    cuts: np.ndarray,
    burns_on: bool,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
) -> np.ndarray:
    """Every coup of the given shoes, one row each: shoe, first card's position, cards used, key,
    last hand of its shoe (cut < 0: no cut card)."""
    shoes, n = orders.shape
    rows = np.empty((shoes * (n // 4 + 1), 5), dtype=np.int64)
    count = 0
    for s in range(shoes):
        shoe = orders[s]
        pos = burn(shoe, burns) if burns_on else 0
        cut = cuts[s]
        over = n - pos < 6
        while not over:
            last = cut >= 0 and pos > cut
            start = pos
            pos, key = coup(shoe, pos, values, ranks, tableau)
            over = last or n - pos < 6
            rows[count, 0] = s
            rows[count, 1] = start
            rows[count, 2] = pos - start
            rows[count, 3] = key
            rows[count, 4] = over
            count += 1
    return rows[:count]


_FIB = np.array(
    [
        1,
        1,
        2,
        3,
        5,
        8,
        13,
        21,
        34,
        55,
        89,
        144,
        233,
        377,
        610,
        987,
        1597,
        2584,
        4181,
        6765,
        10946,
        17711,
        28657,
        46368,
        75025,
        121393,
        196418,
        317811,
        514229,
        832040,
    ],
    dtype=np.int64,
)
_SIX = np.array([1, 3, 2, 6], dtype=np.int64)
_LINE = np.array([1, 2, 3, 4], dtype=np.int64)  # Labouchère's opening line: a series wins 10 units


@_compiled
def lab_sessions(
    seed: np.uint64,
    first: int,
    last: int,
    hands: int,
    decks: int,
    cut_min: int,
    cut_max: int,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
    num: np.ndarray,
    den: np.ndarray,
    closed_last: np.ndarray,
    system: int,
    first_column: int,
    unit: int,
    bankroll: int,
    table_min: int,
    table_max: int,
    stop_win: int,
    stop_loss: int,
    checkpoints: np.ndarray,
    out_net: np.ndarray,
    out_wagered: np.ndarray,
    out_wagered_other: np.ndarray,
    out_flags: np.ndarray,
    out_losing_run: np.ndarray,
    out_played: np.ndarray,
    out_paths: np.ndarray,
) -> None:
    """Sessions ``first``..``last - 1`` of a strategy-lab run: each from a fresh shoe of its own
    stream, ``hands`` coups at most, stakes by ``system`` (a ``systems.System`` code) on column
    ``first_column`` of the pay table (follow the shoe: column 0 Banker, column 1 Player).
    ``systems.Progression`` is the same logic in plain Python; a test holds the two to the same stakes."""
    state = np.empty(4, dtype=np.uint64)
    shoe = np.empty(52 * decks, dtype=np.uint8)
    n = shoe.size
    line = np.empty(_LINE.size + hands + 1, dtype=np.int64)
    points = checkpoints.size
    for session in range(first, last):
        seed_state(state, seed, session)
        for i in range(n):
            shoe[i] = i % 52
        money = bankroll
        wagered = 0
        wagered_other = 0
        flags = 0
        run = 0
        longest = 0
        played = 0
        level = 1 if system == _DALEMBERT else 0
        column = first_column
        line_start = 0
        line_end = _LINE.size
        line[: _LINE.size] = _LINE
        grind_stake = unit
        grind_profit = 0
        point = 0
        if checkpoints[0] == 0:
            out_paths[session, 0] = money
            point = 1
        dealt = 0
        done = False
        while not done and dealt < hands:
            cut = new_shoe(shoe, state, cut_min, cut_max)
            pos = burn(shoe, burns)
            over = n - pos < 6
            while not over and not done and dealt < hands:
                last_hand = pos > cut
                # -- the stake the system asks for --------------------------------------------
                units = 1
                if system == _MARTINGALE or system == _PAROLI:  # noqa: SIM109 (compiled: no tuple)
                    units = 1 << min(level, 40)
                elif system == _DALEMBERT:
                    units = level
                elif system == _FIBONACCI:
                    units = _FIB[min(level, _FIB.size - 1)]
                elif system == _ONE_THREE_TWO_SIX:
                    units = _SIX[level]
                elif system == _LABOUCHERE:
                    units = line[line_start]
                    if line_end - line_start > 1:
                        units += line[line_end - 1]
                wanted = grind_stake if system == _OSCARS_GRIND else units * unit
                stake = wanted
                if stake > table_max:
                    stake = table_max
                    flags |= HIT_MAX
                if stake > money:
                    stake = money
                if stake < table_min:
                    flags |= RUINED
                    done = True
                    break
                if last_hand and closed_last[column]:
                    stake = 0  # the bet is closed for the last hand: sit it out
                pos, key = coup(shoe, pos, values, ranks, tableau)
                over = last_hand or n - pos < 6
                dealt += 1
                net = stake * num[key, column] // den[key, column]
                money += net
                wagered += stake
                if column == 1:
                    wagered_other += stake
                if stake > 0:
                    played += 1
                # -- the system hears the result ----------------------------------------------
                if net > 0:
                    run = 0
                    if system == _MARTINGALE:
                        level = 0
                    elif system == _PAROLI:
                        level = 0 if level >= 2 else level + 1
                    elif system == _DALEMBERT:
                        level = max(1, level - 1)
                    elif system == _FIBONACCI:
                        level = max(0, level - 2)
                    elif system == _ONE_THREE_TWO_SIX:
                        level = 0 if level >= 3 else level + 1
                    elif system == _LABOUCHERE:
                        if line_end - line_start <= 2:
                            line[: _LINE.size] = _LINE
                            line_start = 0
                            line_end = _LINE.size
                        else:
                            line_start += 1
                            line_end -= 1
                    elif system == _OSCARS_GRIND:
                        grind_profit += net
                        if grind_profit >= unit:
                            grind_profit = 0
                            grind_stake = unit
                        else:
                            grind_stake = max(unit, min(grind_stake + unit, unit - grind_profit))
                elif net < 0:
                    run += 1
                    longest = max(longest, run)
                    if system == _MARTINGALE or system == _DALEMBERT or system == _FIBONACCI:  # noqa: SIM109
                        level += 1
                    elif system == _PAROLI or system == _ONE_THREE_TWO_SIX:  # noqa: SIM109
                        level = 0
                    elif system == _LABOUCHERE:
                        line[line_end] = units
                        line_end += 1
                    elif system == _OSCARS_GRIND:
                        grind_profit += net
                if system == _FOLLOW:
                    won = winner(key)
                    if won:
                        column = won - 1
                while point < points and checkpoints[point] == dealt:
                    out_paths[session, point] = money
                    point += 1
                if stop_win > 0 and money - bankroll >= stop_win:
                    flags |= STOP_WIN
                    done = True
                elif stop_loss > 0 and bankroll - money >= stop_loss:
                    flags |= STOP_LOSS
                    done = True
        while point < points:
            out_paths[session, point] = money
            point += 1
        out_net[session] = money - bankroll
        out_wagered[session] = wagered
        out_wagered_other[session] = wagered_other
        out_flags[session] = flags
        out_losing_run[session] = longest
        out_played[session] = played


@_compiled
def replay_sessions(
    seed: np.uint64,
    first: int,
    last: int,
    decks: int,
    cut_min: int,
    cut_max: int,
    values: np.ndarray,
    ranks: np.ndarray,
    burns: np.ndarray,
    tableau: np.ndarray,
    num: np.ndarray,
    den: np.ndarray,
    closed_last: np.ndarray,
    stakes: np.ndarray,
    out_net: np.ndarray,
) -> None:
    """Sessions ``first``..``last - 1``: the stakes of ``stakes[hand, column]`` placed hand by hand
    on fresh shoes of each session's stream (a closed bet on a last hand sits out)."""
    state = np.empty(4, dtype=np.uint64)
    shoe = np.empty(52 * decks, dtype=np.uint8)
    n = shoe.size
    hands, columns = stakes.shape
    for session in range(first, last):
        seed_state(state, seed, session)
        for i in range(n):
            shoe[i] = i % 52
        total = 0
        dealt = 0
        while dealt < hands:
            cut = new_shoe(shoe, state, cut_min, cut_max)
            pos = burn(shoe, burns)
            over = n - pos < 6
            while not over and dealt < hands:
                last_hand = pos > cut
                pos, key = coup(shoe, pos, values, ranks, tableau)
                over = last_hand or n - pos < 6
                for c in range(columns):
                    stake = stakes[dealt, c]
                    if stake > 0 and not (last_hand and closed_last[c]):
                        total += stake * num[key, c] // den[key, c]
                dealt += 1
        out_net[session] = total
