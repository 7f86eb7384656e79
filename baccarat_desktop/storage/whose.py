"""Whose hands a read takes: the one home of "the player's own hands, unless asked otherwise".

A history of schema 4 keeps the floor's hands beside the player's (docs/lobby.md): a floor table's
house session ('house' in ``sessions.kind``) holds the hands it dealt without the player. Schema 5
adds the sittings tracked at a real table ('tracked', docs/tracked.md), whose hands are entries of
``tracked_hands``, not rows of ``hands``. The hand browser and the statistics read the player's own
hands ('player' sessions) unless asked for another ``Source``; a file of an older schema (read
without migrating it) holds only the player's.
"""

from __future__ import annotations

import enum
import functools

from .database import Connected

__all__ = ["PLAYER_KIND", "Source", "Whose"]

PLAYER_KIND = "player"
_KINDS_VERSION = 4  # the schema that added sessions.kind (migration 0005_floor)
_TRACKED_VERSION = 5  # the schema that added tracked_hands (schema.TRACKED_VERSION)


class Source(enum.Enum):
    """Whose hands: the player's own, the floor's (tables dealing without him), or tracked at a real
    table. Each is the kind of session (``sessions.kind``) that holds them."""

    PLAYER = "player"
    FLOOR = "house"
    TRACKED = "tracked"


class Whose(Connected):
    """The condition on ``hands h`` that picks whose hands a read takes."""

    _others_seen = False  # a session not the player's was found (then it is never asked again)

    @functools.cached_property
    def kinds_kept(self) -> bool:
        """Whether the file says whose each session is (schema 4 and later)."""
        return int(self._tuples("PRAGMA user_version", [])[0][0]) >= _KINDS_VERSION

    def whose_hands(self, source: Source | bool = Source.PLAYER) -> str:
        """An SQL condition on ``hands h``: the hands of ``source`` (``True``: every hand, ``False``:
        the player's own). While the file holds no session but the player's, every hand is his: no
        condition, so a long history's reads cost what they did (a house session, once seen, stays:
        the log only grows)."""
        if source is True:
            return "1"
        if source is False or source is Source.PLAYER:
            if not self.kinds_kept or not self._others_kept():
                return "1"
        elif not self.kinds_kept:
            return "0"  # an older file holds only the player's
        kind = PLAYER_KIND if isinstance(source, bool) else source.value
        return f"h.session_id IN (SELECT id FROM sessions WHERE kind = '{kind}')"

    def _others_kept(self) -> bool:
        """Whether the file holds a session that is not the player's (asked until one is found)."""
        if not self._others_seen:
            found = self._tuples(f"SELECT 1 FROM sessions WHERE kind != '{PLAYER_KIND}' LIMIT 1", [])
            self._others_seen = bool(found)
        return self._others_seen

    @functools.cached_property
    def tracked_kept(self) -> bool:
        """Whether the file can hold tracked hands (schema 5 on; an older one read as it is cannot)."""
        return int(self._tuples("PRAGMA user_version", [])[0][0]) >= _TRACKED_VERSION

    def sessions_of(self, source: Source) -> str:
        """An SQL condition on ``sessions``: those holding ``source``'s hands (an older file holds
        only the player's)."""
        if source is Source.PLAYER:
            return self.player_sessions()
        return f"kind = '{source.value}'" if self.kinds_kept else "0"

    def player_sessions(self) -> str:
        """An SQL condition on ``sessions``: the player's own (every session of an older file)."""
        return f"kind = '{PLAYER_KIND}'" if self.kinds_kept else "1"
