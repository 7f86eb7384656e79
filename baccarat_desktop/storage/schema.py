"""The history schema, built by migrations in code; ``PRAGMA user_version`` is the schema version.

The hand log is append-only: hands and bets are inserted, never updated; aggregates are computed
from them. A trigger refuses a hand whose starting bankroll is not where the session's previous
hand ended, so the bankroll chain cannot break whatever code writes to the file.
"""

from __future__ import annotations

from sqlite_utils import Database, Migrations

# "BacD": marks the file as a Baccarat Desktop history (PRAGMA application_id).
APPLICATION_ID = 0x42616344

migrations = Migrations("baccarat_desktop.history")


@migrations(name="0001_initial")
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


SCHEMA_VERSION = 1
