"""The history schema, built by migrations in code; ``PRAGMA user_version`` is the schema version.

The hand log is append-only: hands and bets are inserted, never updated; aggregates are computed
from them. A trigger refuses a hand whose starting bankroll is not where the session's previous
hand ended, so the bankroll chain cannot break whatever code writes to the file; others (migration
0003) refuse any change to a stored hand or bet, and to a shoe or session except its one end.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from ..engine.catalogue import DEFAULT_SIDE_BETS, Variant
from ..engine.rules import TableRules

if TYPE_CHECKING:  # imported when a migration runs, not at start (numpy, dateutil, click, pluggy with it)
    from sqlite_utils import Database, Migrations

# "BacD": marks the file as a Baccarat Desktop history (PRAGMA application_id).
APPLICATION_ID = 0x42616344

# The history's migration set, and the table sqlite-utils records applied migrations in
# (``Migrations.migrations_table``; tests/storage/test_lazy_writer.py holds the two to each other).
MIGRATION_SET = "baccarat_desktop.history"
MIGRATIONS_TABLE = "_sqlite_migrations"


def _initial(db: Database) -> None:
    # One statement at a time: executescript() would COMMIT and break the migration's transaction.
    for statement in _INITIAL:
        db.execute(statement)
    db.execute("PRAGMA user_version = 1")


_INITIAL = [
    """
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            started_at TEXT NOT NULL,
            ended_at TEXT,
            starting_bankroll_cents INTEGER NOT NULL CHECK (starting_bankroll_cents >= 0),
            rules TEXT NOT NULL,
            seed_mode TEXT NOT NULL CHECK (seed_mode IN ('secure', 'derived', 'stacked', 'imported')),
            loss_limit_cents INTEGER
        )
    """,
    """
        CREATE TABLE shoes (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions(id),
            shoe_no INTEGER NOT NULL,
            decks INTEGER NOT NULL,
            seed_sha256 TEXT,
            seed TEXT,
            cut_position INTEGER,
            burn_card TEXT,
            burned INTEGER NOT NULL DEFAULT 0,
            started_at TEXT NOT NULL,
            ended_at TEXT,
            end_reason TEXT,
            UNIQUE (session_id, shoe_no)
        )
    """,
    """
        -- A shoe's seed (or stacked card order) stays here, out of `shoes`, until the shoe ends and
        -- it is revealed; the game needs it meanwhile to resume an interrupted hand.
        CREATE TABLE shoe_secrets (
            shoe_id INTEGER PRIMARY KEY REFERENCES shoes(id),
            seed TEXT,
            card_order TEXT
        )
    """,
    """
        CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions(id),
            shoe_id INTEGER NOT NULL REFERENCES shoes(id),
            hand_no INTEGER NOT NULL CHECK (hand_no >= 1),
            position INTEGER NOT NULL,
            player_cards TEXT NOT NULL,
            banker_cards TEXT NOT NULL,
            player_total INTEGER NOT NULL CHECK (player_total BETWEEN 0 AND 9),
            banker_total INTEGER NOT NULL CHECK (banker_total BETWEEN 0 AND 9),
            winner TEXT NOT NULL CHECK (winner IN ('player', 'banker', 'tie')),
            natural INTEGER NOT NULL CHECK (natural IN (0, 1)),
            player_pair INTEGER NOT NULL CHECK (player_pair IN (0, 1)),
            banker_pair INTEGER NOT NULL CHECK (banker_pair IN (0, 1)),
            bankroll_before_cents INTEGER NOT NULL,
            bankroll_after_cents INTEGER NOT NULL,
            played_at TEXT NOT NULL,
            UNIQUE (shoe_id, hand_no)
        )
    """,
    """
        CREATE INDEX hands_session ON hands (session_id, id)
    """,
    """
        CREATE INDEX hands_played_at ON hands (played_at)
    """,
    """
        CREATE TABLE bets (
            id INTEGER PRIMARY KEY,
            hand_id INTEGER NOT NULL REFERENCES hands(id),
            spot TEXT NOT NULL,  -- no CHECK: new side bets must not need a table rebuild
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
            net_cents INTEGER NOT NULL,
            commission_cents INTEGER NOT NULL DEFAULT 0
        )
    """,
    """
        CREATE INDEX bets_hand ON bets (hand_id)
    """,
    """
        -- Bets and shoe position of a hand being dealt: written before any card is shown, deleted in
        -- the transaction that stores the finished hand. At most one per session.
        CREATE TABLE pending_hands (
            session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
            shoe_id INTEGER NOT NULL REFERENCES shoes(id),
            hand_no INTEGER NOT NULL,
            position INTEGER NOT NULL,
            bankroll_before_cents INTEGER NOT NULL,
            bets TEXT NOT NULL,
            created_at TEXT NOT NULL
        )
    """,
    """
        CREATE TRIGGER hands_bankroll_chain BEFORE INSERT ON hands
        BEGIN
            SELECT RAISE(ABORT, 'bankroll chain broken: a hand must start where the previous one ended')
            WHERE NEW.bankroll_before_cents IS NOT COALESCE(
                (SELECT bankroll_after_cents FROM hands WHERE session_id = NEW.session_id
                 ORDER BY id DESC LIMIT 1),
                (SELECT starting_bankroll_cents FROM sessions WHERE id = NEW.session_id));
        END
    """,
    """
        CREATE TRIGGER hands_append_only BEFORE UPDATE ON hands
        BEGIN
            SELECT RAISE(ABORT, 'hands are append-only');
        END
    """,
]


def _bet_catalogue(db: Database) -> None:
    """The bet catalogue: every session states its table's variant and the side bets it offered.

    Before the catalogue a session's rules said ``"commission": "standard" | "no_commission"`` and
    nothing about side bets (every table offered the two pairs). Each stored rules text is rewritten
    into the current form, so every reader (this version's, an export, a person with ``sqlite3``)
    finds the same keys in every session; the hands and bets themselves are not touched (they are
    append-only, and the catalogue settles the old five bets exactly as before).

    The version goes to 2: the release before would read the new rules as damaged (unknown keys)
    and could not price a side bet it does not know, so it refuses the file as "newer" instead.

    ``bets_spot`` serves the hand browser's per-bet filter ("hands with a bet on Dragon 7"): with
    fourteen bets, one may be on a handful of hands in a million, and without the index every
    such page or count walks every hand's bets. ``hand_id`` in it lets the filter's
    ``IN (SELECT hand_id ...)`` be answered from the index alone.
    """
    for row_id, text in db.execute("SELECT id, rules FROM sessions ORDER BY id").fetchall():
        current = _current_rules(text)
        if current is not None and current != text:
            db.execute("UPDATE sessions SET rules = ? WHERE id = ?", [current, row_id])
    db.execute("CREATE INDEX bets_spot ON bets (spot, hand_id)")
    db.execute("PRAGMA user_version = 2")


def _current_rules(text: str) -> str | None:
    """Stored rules in the current form; None when the text is not a rules object at all.

    Rules an older version let in but this one refuses (a limit past the money ceiling) keep their
    values and only change their keys: the session stays refused with the same clear message, and
    the migration never fails on one bad session.
    """
    try:
        old: object = json.loads(text)
    except (TypeError, ValueError):
        return None
    if not isinstance(old, dict):
        return None
    try:
        new = TableRules.from_dict(old).to_dict()
    except (TypeError, ValueError):
        new = dict(old)
        if "commission" in new and "variant" not in new:
            commission = new.pop("commission")
            try:
                new["variant"] = Variant.parse(str(commission)).value
            except ValueError:
                new["variant"] = commission
        new.setdefault("side_bets", [s.value for s in DEFAULT_SIDE_BETS])
    return json.dumps(new, sort_keys=True)


# Every trigger that keeps the log append-only (0001's and 0003's): a test that edits a history the
# way a person with the sqlite3 shell would drops them first.
APPEND_ONLY_TRIGGERS = (
    "hands_append_only",
    "hands_no_delete",
    "bets_append_only",
    "bets_no_delete",
    "shoes_change_only_when_ending",
    "shoes_no_delete",
    "sessions_change_only_when_ending",
    "sessions_no_delete",
    "shoe_secrets_append_only",
    "shoe_secrets_no_delete",
    "floor_tables_append_only",
    "floor_tables_no_delete",
    "floor_seats_append_only",
    "floor_seats_no_delete",
    "tracked_sittings_append_only",
    "tracked_sittings_no_delete",
    "tracked_hands_append_only",
    "tracked_hands_no_delete",
    "daily_plays_append_only",
    "daily_plays_no_delete",
)


def _refuse(name: str, event: str, table: str, message: str, when: str = "") -> str:
    condition = f"\n        WHEN {when}" if when else ""
    return f"""
        CREATE TRIGGER {name} BEFORE {event} ON {table}{condition}
        BEGIN
            SELECT RAISE(ABORT, '{message}');
        END
    """


def _any_changed(*columns: str) -> str:
    """A condition true when any of ``columns`` would change (NULL-safe)."""
    return " OR ".join(f"NEW.{c} IS NOT OLD.{c}" for c in columns)


def _append_only(db: Database) -> None:
    """Append-only for the whole log, not only hand updates (0001 had just that).

    Hands, bets and a shoe's secret are never changed or removed. A shoe changes once, when it
    ends: ``ended_at``, ``end_reason`` and the revealed ``seed`` are set together (``rows.end_shoe``)
    and every other column stays. A session changes once, when it closes: ``ended_at``
    (``rows.end_session``). Neither is ever deleted. Those are the only updates the game makes
    (read from ``storage/rows.py``, ``history.py``, ``bulk.py``, ``importing.py``); the one table the
    game deletes from is ``pending_hands`` (a hand being dealt, cleared when it is stored), which is
    not part of the log and keeps no trigger. A later migration that must rewrite a column (as
    0002 rewrote ``sessions.rules``) drops the trigger, makes its change, and creates it again.

    The version stays 2: the format is unchanged, and a release that knows format 2 only ever
    makes the changes these triggers allow, so it can still open a file migrated here.
    """
    for statement in _APPEND_ONLY:
        db.execute(statement)


def _sessions_change_only_when_ending(*later: str) -> str:
    """The trigger letting a session change once, when it ends; ``later``: columns added since 0003."""
    return _refuse(
        "sessions_change_only_when_ending",
        "UPDATE",
        "sessions",
        "a session changes only when it ends (its end), and only once",
        "OLD.ended_at IS NOT NULL OR NEW.ended_at IS NULL OR "
        + _any_changed(
            "id",
            "uid",
            "started_at",
            "starting_bankroll_cents",
            "rules",
            "seed_mode",
            "loss_limit_cents",
            *later,
        ),
    )


_APPEND_ONLY = [
    _refuse("hands_no_delete", "DELETE", "hands", "hands are append-only"),
    _refuse("bets_append_only", "UPDATE", "bets", "bets are append-only"),
    _refuse("bets_no_delete", "DELETE", "bets", "bets are append-only"),
    _refuse("shoe_secrets_append_only", "UPDATE", "shoe_secrets", "a shoe secret is never changed"),
    _refuse("shoe_secrets_no_delete", "DELETE", "shoe_secrets", "a shoe secret is never changed"),
    _refuse(
        "shoes_change_only_when_ending",
        "UPDATE",
        "shoes",
        "a shoe changes only when it ends (its end, end reason and seed), and only once",
        "OLD.ended_at IS NOT NULL OR NEW.ended_at IS NULL OR "
        + _any_changed(
            "id", "session_id", "shoe_no", "decks", "seed_sha256", "cut_position", "burn_card", "burned",
            "started_at",
        ),
    ),
    _refuse("shoes_no_delete", "DELETE", "shoes", "shoes are append-only"),
    _sessions_change_only_when_ending(),
    _refuse("sessions_no_delete", "DELETE", "sessions", "sessions are append-only"),
]  # fmt: skip


def _fees_and_lights(db: Database) -> None:
    """The multiplier table (docs/bets.md §The multiplier table): a bet's fee and a hand's lit cards.

    ``bets.fee_cents`` is the fee a bet paid beside its stake (0 at every other table; the bet's
    ``net_cents`` counts it, so every sum of nets is still what the bankroll did). ``hands.lit``
    holds the cards lit before the deal, as ``multiplier.format_lit`` writes them ('QH*5 2C*2'), or
    NULL at a table without lights. ``pending_hands.lit`` keeps them with the interrupted hand's bets,
    so a hand dealt again after a crash is held to the very cards it lit. Columns are added, nothing
    is rewritten: the append-only triggers stay as they are (none names a hand's or a bet's columns).

    The version goes to 3: a release before would read a multiplier hand's bets as nets it cannot
    settle, so it refuses the file as "newer" instead.
    """
    db.execute("ALTER TABLE bets ADD COLUMN fee_cents INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE hands ADD COLUMN lit TEXT")
    db.execute("ALTER TABLE pending_hands ADD COLUMN lit TEXT")
    db.execute("PRAGMA user_version = 3")


# The schema that added the multiplier table's columns (``rows.LATER_COLUMNS``): a reader of an
# older file reads them at their defaults.
FEES_AND_LIGHTS_VERSION = 3

# The kinds of session (``sessions.kind``): the player's own, and a floor table's house session.
# Checked by a trigger, not a CHECK: a later kind (issue 31's 'tracked') drops and makes it again.
# 0005 made its triggers with the two kinds it knew; the kinds now (``SESSION_KINDS``) add 0006's.
FLOOR_SESSION_KINDS = ("player", "house")


def _kind_check(kinds: tuple[str, ...]) -> list[str]:
    """The triggers refusing a session of a kind this version does not know."""
    known = ", ".join(f"'{kind}'" for kind in kinds)
    return [
        _refuse(
            f"sessions_kind_{event.lower()}",
            event,
            "sessions",
            "unknown session kind",
            f"NEW.kind NOT IN ({known})",
        )
        for event in ("INSERT", "UPDATE")
    ]


def _floor(db: Database) -> None:
    """The casino floor (docs/lobby.md): house sessions and the player's own floor tables.

    ``sessions.kind`` says whose a session is: 'player' (every session before this version) or
    'house', a floor table dealing without the player, whose shoes and hands (no bets, bankroll 0)
    are its own; ``sessions.table_key`` names the floor table (NULL for the player's). The player's
    hands at a floor table stay in the player's session, with the house shoe's id. ``floor_tables``
    keeps the tables the player set up (``FloorTable.to_dict`` as JSON), added to and never changed.
    The session trigger is made again with the two new columns among those that never change.

    The version goes to 4: a release before would continue a house session as the player's own
    (it is the latest open one), so it refuses the file as "newer" instead.
    """
    db.execute("ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'player'")
    db.execute("ALTER TABLE sessions ADD COLUMN table_key TEXT")
    for statement in _kind_check(FLOOR_SESSION_KINDS):
        db.execute(statement)
    db.execute("CREATE UNIQUE INDEX sessions_house ON sessions (table_key) WHERE kind = 'house'")
    db.execute("DROP TRIGGER sessions_change_only_when_ending")
    db.execute(_sessions_change_only_when_ending("kind", "table_key"))
    db.execute(
        "CREATE TABLE floor_tables (key TEXT PRIMARY KEY, definition TEXT NOT NULL, created_at TEXT NOT NULL)"
    )
    db.execute(
        _refuse("floor_tables_append_only", "UPDATE", "floor_tables", "a floor table is never changed")
    )
    db.execute(_refuse("floor_tables_no_delete", "DELETE", "floor_tables", "a floor table is never removed"))
    db.execute("PRAGMA user_version = 4")


# The kinds of session since schema 5: the player's, a floor table's house session, and a sitting
# tracked at a real table (docs/tracked.md).
SESSION_KINDS = (*FLOOR_SESSION_KINDS, "tracked")


def _tracked(db: Database) -> None:
    """Shoes tracked at a real table (docs/tracked.md): a sitting, its shoes and its hands.

    A sitting is a session of kind 'tracked' (no bankroll, no seed: ``seed_mode`` 'imported', the
    one stored mode that promises no seed; its rules are a placeholder the readers parse), with its
    venue, table name and decks in ``tracked_sittings``. Its shoes are rows of ``shoes`` with no
    commitment and no secret. Its hands are not rows of ``hands`` (those need cards, totals and a
    bankroll; a tracked hand may hold only its result) but of ``tracked_hands``: one row per entry,
    in the order entered. An 'add' is a new hand; an 'undo' or 'correct' names the row it
    supersedes (``target_id``, a row of the same shoe: the trigger refuses any other), so the log
    stays append-only and the shoe as it stands is read by replaying it (``storage/tracked.py``).
    Pairs and natural are NULL when not seen; the cards are NULL when not seen, or both given.

    The version goes to 5: a release before would refuse a session of kind 'tracked' anyway (its
    kind trigger) and would read the tracked shoes as seedless shoes of no hands.
    """
    for event in ("insert", "update"):
        db.execute(f"DROP TRIGGER sessions_kind_{event}")
    for statement in _kind_check(SESSION_KINDS):
        db.execute(statement)
    for statement in _TRACKED:
        db.execute(statement)
    db.execute("PRAGMA user_version = 5")


_TRACKED = [
    """
        CREATE TABLE tracked_sittings (
            session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
            venue TEXT NOT NULL,
            table_name TEXT NOT NULL,
            decks INTEGER NOT NULL CHECK (decks BETWEEN 1 AND 8)
        )
    """,
    """
        CREATE TABLE tracked_hands (
            id INTEGER PRIMARY KEY,
            shoe_id INTEGER NOT NULL REFERENCES shoes(id),
            action TEXT NOT NULL CHECK (action IN ('add', 'undo', 'correct')),
            target_id INTEGER REFERENCES tracked_hands(id),
            outcome TEXT CHECK (outcome IN ('player', 'banker', 'tie')),
            player_pair INTEGER CHECK (player_pair IN (0, 1)),
            banker_pair INTEGER CHECK (banker_pair IN (0, 1)),
            natural INTEGER CHECK (natural IN (0, 1)),
            player_cards TEXT,
            banker_cards TEXT,
            entered_at TEXT NOT NULL,
            CHECK ((action = 'add') = (target_id IS NULL)),
            CHECK ((action = 'undo') = (outcome IS NULL)),
            CHECK ((player_cards IS NULL) = (banker_cards IS NULL))
        )
    """,
    "CREATE INDEX tracked_hands_shoe ON tracked_hands (shoe_id, id)",
    _refuse(
        "tracked_hands_same_shoe",
        "INSERT",
        "tracked_hands",
        "a tracked hand supersedes only a hand of its own shoe",
        "NEW.target_id IS NOT NULL AND "
        "(SELECT shoe_id FROM tracked_hands WHERE id = NEW.target_id) IS NOT NEW.shoe_id",
    ),
    _refuse("tracked_sittings_append_only", "UPDATE", "tracked_sittings", "a sitting is never changed"),
    _refuse("tracked_sittings_no_delete", "DELETE", "tracked_sittings", "a sitting is never removed"),
    _refuse("tracked_hands_append_only", "UPDATE", "tracked_hands", "tracked hands are append-only"),
    _refuse("tracked_hands_no_delete", "DELETE", "tracked_hands", "tracked hands are append-only"),
]

# The schema that added tracked sittings (``tracked_sittings``, ``tracked_hands``).
TRACKED_VERSION = 5


def _floor_seats(db: Database) -> None:
    """The player's seats at the floor's tables (docs/lobby.md): a row each time he sits down at one,
    so a seat where he has played no hand yet is kept over a restart (his hands there say it once
    he has played one). ``after_hand_id`` is his session's latest hand when he sat (NULL: none yet):
    a seat counts only while no hand of his came after it; standing up brings his own shoe, which
    says it. Rows are added, never changed or removed.

    The version stays 5: the format is unchanged for a release that knows 5 (it never reads the
    table, and finds his seat from his hands as before), so it can still open a file migrated here.
    """
    db.execute(
        "CREATE TABLE floor_seats (id INTEGER PRIMARY KEY,"
        " session_id INTEGER NOT NULL REFERENCES sessions(id), table_key TEXT NOT NULL,"
        " after_hand_id INTEGER REFERENCES hands(id), sat_at TEXT NOT NULL)"
    )
    db.execute("CREATE INDEX floor_seats_session ON floor_seats (session_id, id)")
    db.execute(_refuse("floor_seats_append_only", "UPDATE", "floor_seats", "a seat is never changed"))
    db.execute(_refuse("floor_seats_no_delete", "DELETE", "floor_seats", "a seat is never removed"))


def _daily(db: Database) -> None:
    """The days the player played the daily shoe (docs/daily.md): a row each time a day's play is
    recorded, its result code confirmed by a replay first (``storage/daily.py``). ``day`` is the
    shoe's date ('2026-11-28'), ``code`` the result code as the game writes it, ``medal`` and
    ``net_cents`` what its replay gave. Rows are added, never changed or removed; a day played again
    is a second row (its medal is the best of them).

    The version stays 5: the format is unchanged for a release that knows 5 (it never reads the
    table), so it can still open a file migrated here.
    """
    db.execute(
        "CREATE TABLE daily_plays (id INTEGER PRIMARY KEY,"
        " day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),"
        " code TEXT NOT NULL,"
        " medal TEXT NOT NULL CHECK (medal IN ('none', 'bronze', 'silver', 'gold')),"
        " net_cents INTEGER NOT NULL, played_at TEXT NOT NULL)"
    )
    db.execute("CREATE INDEX daily_plays_day ON daily_plays (day)")
    db.execute(_refuse("daily_plays_append_only", "UPDATE", "daily_plays", "a daily play is never changed"))
    db.execute(_refuse("daily_plays_no_delete", "DELETE", "daily_plays", "a daily play is never removed"))


SCHEMA_VERSION = 5

# Every migration in the order it runs, by the name it is recorded under in the file.
_MIGRATIONS: tuple[tuple[str, Callable[[Database], None]], ...] = (
    ("0001_initial", _initial),
    ("0002_bet_catalogue", _bet_catalogue),
    ("0003_append_only", _append_only),
    ("0004_fees_and_lights", _fees_and_lights),
    ("0005_floor", _floor),
    ("0006_tracked", _tracked),
    ("0007_floor_seats", _floor_seats),
    ("0008_daily", _daily),
)
MIGRATION_NAMES = tuple(name for name, _ in _MIGRATIONS)


@cache
def migrations() -> Migrations:
    """The history's sqlite-utils migrations (sqlite-utils is imported here, when the history is
    created or migrated, not when an up-to-date one is opened)."""
    from sqlite_utils import Migrations

    found = Migrations(MIGRATION_SET)
    for name, step in _MIGRATIONS:
        found(name=name)(step)
    return found


def migrations_pending(conn: sqlite3.Connection) -> bool:
    """Whether a migration is due, read with plain SQL (what ``migrations().pending`` reads): an
    up-to-date history opens without sqlite-utils."""
    if (
        conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [MIGRATIONS_TABLE]
        ).fetchone()
        is None
    ):
        return True
    applied = {
        row[0]
        for row in conn.execute(
            f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ?", [MIGRATION_SET]
        )
    }
    return not applied.issuperset(MIGRATION_NAMES)
