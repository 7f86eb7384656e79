"""Whose hands a read takes: the one home of "the player's own hands, unless asked otherwise".

A history of schema 4 keeps the floor's hands beside the player's (docs/lobby.md): a floor table's
house session ('house' in ``sessions.kind``) holds the hands it dealt without the player. The hand
browser and the statistics read the player's own hands ('player' sessions) unless asked for the
floor's too; a file of an older schema (read without migrating it) holds only the player's.
"""

from __future__ import annotations

import functools

from .database import Connected

__all__ = ["PLAYER_KIND", "Whose"]

PLAYER_KIND = "player"
_KINDS_VERSION = 4  # the schema that added sessions.kind (migration 0005_floor)


class Whose(Connected):
    """The condition on ``hands h`` that picks whose hands a read takes."""

    _others_seen = False  # a session not the player's was found (then it is never asked again)

    @functools.cached_property
    def kinds_kept(self) -> bool:
        """Whether the file says whose each session is (schema 4 and later)."""
        return int(self._tuples("PRAGMA user_version", [])[0][0]) >= _KINDS_VERSION

    def whose_hands(self, floor: bool = False) -> str:
        """An SQL condition on ``hands h``: the player's own hands, or (``floor``) every hand. While
        the file holds no session but the player's, every hand is his: no condition, so a long
        history's reads cost what they did (a house session, once seen, stays: the log only grows)."""
        if floor or not self.kinds_kept or not self._others_kept():
            return "1"
        return f"h.session_id IN (SELECT id FROM sessions WHERE kind = '{PLAYER_KIND}')"

    def _others_kept(self) -> bool:
        """Whether the file holds a session that is not the player's (asked until one is found)."""
        if not self._others_seen:
            found = self._tuples(f"SELECT 1 FROM sessions WHERE kind != '{PLAYER_KIND}' LIMIT 1", [])
            self._others_seen = bool(found)
        return self._others_seen

    def player_sessions(self) -> str:
        """An SQL condition on ``sessions``: the player's own (every session of an older file)."""
        return f"kind = '{PLAYER_KIND}'" if self.kinds_kept else "1"
