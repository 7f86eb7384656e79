"""Helpers for the storage tests, written from the rules and the documents rather than from the code.

The baccarat tableau, the settlement of each bet and the documented shuffle are re-implemented
here in a few lines each, so a stored hand is checked against an account that shares no code
with the engine that dealt it.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# -- Cards and the tableau (docs/rules.md §Drawing rules) ------------------------------------------------
_VALUES = {"A": 1, **{str(n): n for n in range(2, 10)}, "T": 0, "J": 0, "Q": 0, "K": 0}


def value(code: str) -> int:
    """Baccarat value of a card code such as 'KS' or '7D' (raises KeyError for a bad rank)."""
    if len(code) != 2 or code[1] not in "SHDC":
        raise KeyError(code)
    return _VALUES[code[0]]


def total(codes: list[str]) -> int:
    return sum(value(c) for c in codes) % 10


def banker_draws(banker: int, third: int | None) -> bool:
    """The Banker's row of the tableau, written out as docs/rules.md §Drawing rules states it."""
    if third is None:
        return banker <= 5
    if banker <= 2:
        return True
    if banker == 3:
        return third != 8
    if banker == 4:
        return 2 <= third <= 7
    if banker == 5:
        return 4 <= third <= 7
    if banker == 6:
        return third in (6, 7)
    return False


def deal(order: list[str]) -> tuple[list[str], list[str]]:
    """Deal one coup from cards in shoe order: P B P B, then the third cards the tableau calls for.

    Raises StopIteration if the cards run out."""
    cards = iter(order)
    player = [next(cards)]
    banker = [next(cards)]
    player.append(next(cards))
    banker.append(next(cards))
    if total(player) >= 8 or total(banker) >= 8:
        return player, banker
    third = None
    if total(player) <= 5:
        player.append(next(cards))
        third = value(player[2])
    if banker_draws(total(banker), third):
        banker.append(next(cards))
    return player, banker


def resolve(player_cards: str, banker_cards: str) -> dict[str, Any]:
    """What a stored hand's cards make; raises AssertionError if the cards are not a legal coup."""
    player, banker = player_cards.split(), banker_cards.split()
    order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
    dealt = deal(order)
    assert dealt == (player, banker), f"{player_cards} / {banker_cards} is not what the tableau deals"
    p, b = total(player), total(banker)
    return {
        "player_total": p,
        "banker_total": b,
        "winner": "player" if p > b else "banker" if b > p else "tie",
        "natural": int(total(player[:2]) >= 8 or total(banker[:2]) >= 8),
        "player_pair": int(player[0][0] == player[1][0]),
        "banker_pair": int(banker[0][0] == banker[1][0]),
    }


def expected_net(spot: str, amount: int, hand: dict[str, Any], tie_pays: int = 8) -> int:
    """A standard (5% commission) table: Banker wins pay 19:20 rounded down, Tie 8:1 (or 9:1),
    pairs 11:1, and Player and Banker bets push on a tie."""
    winner = hand["winner"]
    if spot in ("player", "banker"):
        if winner == "tie":
            return 0
        if winner != spot:
            return -amount
        return amount if spot == "player" else amount * 19 // 20
    if spot == "tie":
        return amount * tie_pays if winner == "tie" else -amount
    won = hand["player_pair"] if spot == "player_pair" else hand["banker_pair"]
    return amount * 11 if won else -amount


# -- The documented shuffle (docs/fairness.md) ------------------------------------------------------
def _words(seed: bytes) -> Iterator[int]:
    counter = 0
    while True:
        block = hashlib.sha256(seed + counter.to_bytes(8, "big")).digest()
        counter += 1
        for offset in range(0, 32, 4):
            yield int.from_bytes(block[offset : offset + 4], "big")


def reference_shoe(seed: bytes, decks: int, cut_min: int = 14, cut_max: int = 16) -> tuple[list[str], int]:
    """Card codes in shoe order and the index of the first card behind the cut card."""
    words = _words(seed)

    def uniform(n: int) -> int:
        limit = 2**32 - 2**32 % n
        while (word := next(words)) >= limit:
            pass
        return word % n

    cards = [rank + suit for _ in range(decks) for suit in "SHDC" for rank in "A23456789TJQK"]
    for i in range(len(cards) - 1, 0, -1):
        j = uniform(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    behind = cut_min + uniform(cut_max - cut_min + 1)
    return cards, len(cards) - behind


def derived_seed(n: int) -> bytes:
    """The first shoe seed of ``--seed n`` (docs/fairness.md)."""
    return hashlib.sha256(f"baccarat-desktop/seed/v1/{n}".encode()).digest()


def next_seed(seed: bytes) -> bytes:
    return hashlib.sha256(b"baccarat-desktop/next-shoe/v1/" + seed).digest()


def burn_count(code: str) -> int:
    """The shown card plus that many more: an ace 1, a ten or court card 10."""
    rank = code[0]
    return 1 + (1 if rank == "A" else 10 if rank in "TJQK" else int(rank))


# -- Files -----------------------------------------------------------------------------------------
def file_hash(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def side_files(path: Path) -> list[str]:
    """The -wal and -shm files SQLite keeps beside a database, if any."""
    return sorted(p.name for p in Path(path).parent.glob(Path(path).name + "-*"))


def query(path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    """Read with plain sqlite3 (not the code under test)."""
    conn = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
    try:
        conn.row_factory = sqlite3.Row
        return [dict(row) for row in conn.execute(sql, params)]
    finally:
        conn.close()


def history_rows(history: Any, sql: str, params: Any = ()) -> list[dict[str, Any]]:
    """Rows by column name on an open ``History``'s own connection (what it holds, also once its
    file went away): the tests' look at the file. The game's reads return typed rows."""
    from baccarat_desktop.storage.database import translate

    try:
        return list(history.db.query(sql, params))
    except sqlite3.Error as exc:
        raise translate(exc, history.path) from None


def counts(path: Path) -> dict[str, int]:
    tables = ("sessions", "shoes", "hands", "bets", "pending_hands")
    return {t: query(path, f"SELECT count(*) AS n FROM {t}")[0]["n"] for t in tables}


# -- Whole-file invariants -------------------------------------------------------------------------
def _read_only(path: Path) -> sqlite3.Connection:
    """The file opened read-only, as the process that wrote it left it. A process killed inside a
    transaction (while it was still creating the file, on a loaded machine) leaves a hot journal
    that only a read-write open can roll back ('attempt to write a readonly database' otherwise):
    SQLite rolls it back at the next read-write open, as the game's own open does, so that is
    done first, touching nothing else."""
    uri = f"{Path(path).resolve().as_uri()}?mode=ro"
    conn = sqlite3.connect(uri, uri=True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except sqlite3.OperationalError as error:
        conn.close()
        if "readonly" not in str(error):
            raise
        recovering = sqlite3.connect(path)
        recovering.execute("SELECT count(*) FROM sqlite_master").fetchall()
        recovering.close()
        conn = sqlite3.connect(uri, uri=True)
    conn.row_factory = sqlite3.Row
    return conn


def check_invariants(path: Path) -> dict[str, int]:
    """Everything a history must satisfy whatever happened to the process writing it.

    Returns the table counts. Each check is re-derived from the rows read with plain sqlite3."""
    conn = _read_only(path)
    try:
        assert [tuple(r) for r in conn.execute("PRAGMA integrity_check")] == [("ok",)]
        tables = ("sessions", "shoes", "hands", "bets", "pending_hands")
        existing = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not existing & set(tables):  # a process killed while it was creating the file: nothing yet
            return dict.fromkeys(tables, 0)
        bets_by_hand: dict[int, list[sqlite3.Row]] = {}
        for bet in conn.execute("SELECT * FROM bets ORDER BY id"):
            bets_by_hand.setdefault(bet["hand_id"], []).append(bet)
        for session in conn.execute("SELECT * FROM sessions ORDER BY id").fetchall():
            tie_pays = json.loads(session["rules"])["tie_pays"]
            expected_before = session["starting_bankroll_cents"]
            numbers: dict[int, list[int]] = {}
            for hand in conn.execute(
                "SELECT * FROM hands WHERE session_id = ? ORDER BY id", (session["id"],)
            ):
                where = f"session {session['id']}, hand id {hand['id']}"
                assert hand["bankroll_before_cents"] == expected_before, f"{where}: the bankroll chain breaks"
                bets = bets_by_hand.get(hand["id"], [])
                net = sum(b["net_cents"] for b in bets)
                assert hand["bankroll_after_cents"] == hand["bankroll_before_cents"] + net, where
                made = resolve(hand["player_cards"], hand["banker_cards"])
                assert {k: hand[k] for k in made} == made, where
                for bet in bets:
                    assert bet["net_cents"] == expected_net(
                        bet["spot"], bet["amount_cents"], made, tie_pays
                    ), where
                expected_before = hand["bankroll_after_cents"]
                numbers.setdefault(hand["shoe_id"], []).append(hand["hand_no"])
            for shoe_id, hand_nos in numbers.items():
                assert sorted(hand_nos) == list(range(1, len(hand_nos) + 1)), f"shoe {shoe_id}: {hand_nos}"
            pending = conn.execute(
                "SELECT * FROM pending_hands WHERE session_id = ?", (session["id"],)
            ).fetchall()
            assert len(pending) <= 1
            for row in pending:
                assert row["bankroll_before_cents"] == expected_before
                assert row["hand_no"] == len(numbers.get(row["shoe_id"], [])) + 1
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
    finally:
        conn.close()


def drop_guards(conn: sqlite3.Connection) -> None:
    """What someone editing a history with the sqlite3 shell would do first: drop the append-only
    triggers (a test then changes the file behind the game's back, to see it noticed)."""
    from baccarat_desktop.storage.schema import APPEND_ONLY_TRIGGERS

    for name in APPEND_ONLY_TRIGGERS:
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")


def store_as_is(data: dict[str, Any], path: Path, seed_mode: str = "derived") -> bool:
    """Write an export's records into a new history verbatim, as a person with the sqlite3 shell
    would (the append-only and bankroll-chain triggers dropped, every value as the file has it), so
    a test can ask ``verify`` about the very records it gave ``import``. Returns False when SQLite
    itself cannot hold them (a CHECK or NOT NULL constraint, a list where a value goes, a number
    beyond 64 bits): no stored history is "equally changed" then."""
    from baccarat_desktop.storage.history import History

    with History.open(path):
        pass  # the schema, as the game makes it
    conn = sqlite3.connect(path)
    try:
        drop_guards(conn)
        conn.execute("DROP TRIGGER IF EXISTS hands_bankroll_chain")
        for s in data["sessions"]:
            conn.execute(
                "INSERT INTO sessions (id, uid, started_at, ended_at, starting_bankroll_cents, rules, "
                "seed_mode, loss_limit_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (s.get("id"), s.get("uid"), s.get("started_at"), s.get("ended_at"),
                 s.get("starting_bankroll_cents"), json.dumps(s.get("rules"), sort_keys=True), seed_mode,
                 s.get("loss_limit_cents")),
            )  # fmt: skip
        shoe_columns = ("id", "session_id", "shoe_no", "decks", "seed_sha256", "seed", "cut_position",
                        "burn_card", "burned", "started_at", "ended_at", "end_reason")  # fmt: skip
        for sh in data["shoes"]:
            conn.execute(
                _insert("shoes", shoe_columns),
                tuple(sh.get(c) for c in shoe_columns),
            )
        hand_columns = ("session_id", "shoe_id", "hand_no", "position", "played_at", "player_cards",
                        "banker_cards", "player_total", "banker_total", "winner", "natural", "player_pair",
                        "banker_pair", "bankroll_before_cents", "bankroll_after_cents", "lit")  # fmt: skip
        for hand_id, h in enumerate(data["hands"], start=1):
            conn.execute(
                _insert("hands", ("id", *hand_columns)),
                (hand_id, *(h.get(c) for c in hand_columns)),
            )
            for bet in h.get("bets") or []:
                conn.execute(
                    "INSERT INTO bets (hand_id, spot, amount_cents, net_cents, commission_cents, fee_cents) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (hand_id, bet.get("spot"), bet.get("amount_cents"), bet.get("net_cents"),
                     bet.get("commission_cents", 0), bet.get("fee_cents", 0)),
                )  # fmt: skip
        conn.commit()
    except (sqlite3.Error, OverflowError, TypeError, AttributeError, ValueError, KeyError):
        return False
    finally:
        conn.close()
    return True


def _insert(table: str, columns: tuple[str, ...]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
