"""Which of a player's polls are its screen's heartbeat: the first, then one each
SCREEN_SEEN_EVERY, as this process counts them; noted in memory by the poll and written
later, together, by whoever takes them (`usecases.screens.heartbeats.WriteHeartbeats`)."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from datetime import datetime

from signage_core.limits import SCREEN_SEEN_EVERY

SIGHTINGS_KEPT = 100_000
"""Screens whose last noted sighting is kept at most; past it all are forgotten (each
screen's next poll then notes one, a minute early at worst)."""


class Sightings:
    """When this process last noted each screen's sighting, and the noted sightings not yet
    written. Kept in the process, so a poll costs no read and no write of the heartbeats;
    several processes serving one portal each note a screen at most once per
    SCREEN_SEEN_EVERY. Safe across threads (polls note, a writer takes)."""

    def __init__(self, kept: int = SIGHTINGS_KEPT) -> None:
        self._kept = kept
        self._lock = threading.Lock()
        self._noted: dict[str, datetime] = {}
        self._due: dict[str, datetime] = {}

    def note(self, screen_id: str, now: datetime) -> bool:
        """Note a sighting of `screen_id` at `now` to be written, unless one was noted less
        than SCREEN_SEEN_EVERY before; True when noted."""
        with self._lock:
            last = self._noted.get(screen_id)
            if last is not None and 0 <= (now - last).total_seconds() < _EVERY:
                return False
            if len(self._noted) >= self._kept:
                self._noted.clear()
            self._noted[screen_id] = self._due[screen_id] = now
            return True

    def take(self) -> dict[str, datetime]:
        """The sightings noted and not yet taken (each taken once), to be written."""
        with self._lock:
            due, self._due = self._due, {}
        return due

    def put_back(self, due: Mapping[str, datetime]) -> None:
        """Sightings taken whose write failed, to be taken again; a screen noted again since
        keeps its later sighting."""
        with self._lock:
            self._due = {**due, **self._due}


_EVERY = SCREEN_SEEN_EVERY.total_seconds()
